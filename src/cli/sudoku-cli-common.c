/* sudoku-cli-common.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-cli"

#include "config.h"

#include "sudoku-cli.h"

#include "sudoku-error.h"
#include "sudoku-library.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gio/gunixinputstream.h>

#define READ_CHUNK (256 * 1024)

void
sudoku_cli_input_free (SudokuCliInput *input)
{
  if (input == NULL)
    return;

  g_free (input->name);
  g_free (input->text);
  g_free (input);
}

/* GLib's own --help prints its headings from GLib's catalogue ("用法:"
 * beside our "使い方："), so the commands have their own -h/--help and
 * print GLib's text with our headings (sudoku_cli_parse_options). One
 * command line, one flag. */
static gboolean help_requested;

static const GOptionEntry help_entries[] = {
  { "help", 'h', 0, G_OPTION_ARG_NONE, &help_requested, N_("Show this help"), NULL },
  G_OPTION_ENTRY_NULL
};

GOptionContext *
sudoku_cli_context_new (const char         *parameter_string,
                        const char         *summary,
                        const char         *description,
                        const GOptionEntry *entries)
{
  GOptionContext *context;

  context = g_option_context_new (parameter_string);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_help_enabled (context, FALSE);
  if (summary != NULL)
    g_option_context_set_summary (context, summary);
  if (description != NULL)
    g_option_context_set_description (context, description);
  g_option_context_add_main_entries (context, help_entries, GETTEXT_PACKAGE);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  return context;
}

/* Replaces the line @glib_heading (GLib's translation of a heading) by
 * @heading (ours) wherever it starts a line of @help. */
static void
replace_heading (GString    *help,
                 const char *glib_heading,
                 const char *heading)
{
  g_autofree char *line = g_strconcat ("\n", glib_heading, "\n", NULL);
  g_autofree char *ours = g_strconcat ("\n", heading, "\n", NULL);

  if (g_str_has_prefix (help->str, line + 1))
    {
      g_string_erase (help, 0, strlen (line + 1));
      g_string_prepend (help, ours + 1);
    }
  g_string_replace (help, line, ours, 0);
}

/**
 * sudoku_cli_dup_help:
 * @context: a context of sudoku_cli_context_new()
 *
 * Returns: the --help text of a command, whose headings are those of the
 *   top-level help ("Usage:", "Options:"), not GLib's
 */
char *
sudoku_cli_dup_help (GOptionContext *context)
{
  g_autofree char *text = g_option_context_get_help (context, TRUE, NULL);
  GString *help = g_string_new (text);

  replace_heading (help, g_dgettext ("glib20", "Usage:"), _("Usage:"));
  replace_heading (help, g_dgettext ("glib20", "Application Options:"), _("Options:"));
  replace_heading (help, g_dgettext ("glib20", "Options:"), _("Options:"));
  return g_string_free (help, FALSE);
}

/**
 * sudoku_cli_usage_error:
 * @command: the command name, or %NULL for nanpure-cli itself
 * @format: the message
 *
 * Tells the user what was wrong with the command line and where to look.
 *
 * Returns: %SUDOKU_CLI_EXIT_USAGE, for `return sudoku_cli_usage_error (…)`
 */
int
sudoku_cli_usage_error (const char *command,
                        const char *format,
                        ...)
{
  g_autofree char *message = NULL;
  g_autofree char *program = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (command != NULL)
    program = g_strdup_printf ("nanpure-cli %s", command);
  else
    program = g_strdup ("nanpure-cli");

  g_printerr ("%s: %s\n", program, message);
  /* Translators: the argument is "nanpure-cli solve" or the like. */
  g_printerr (_("Try “%s --help” for more information."), program);
  g_printerr ("\n");

  return SUDOKU_CLI_EXIT_USAGE;
}

gboolean
sudoku_cli_parse_options (GOptionContext   *context,
                          const char       *command,
                          int              *argc,
                          char           ***argv)
{
  g_autoptr(GError) error = NULL;

  help_requested = FALSE;
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      sudoku_cli_usage_error (command, "%s", error->message);
      return FALSE;
    }
  if (help_requested)
    {
      char *help = sudoku_cli_dup_help (context);

      /* As GLib's own --help does. The text is freed before exit(),
       * which runs no g_autofree cleanup (LeakSanitizer counts it). */
      fputs (help, stdout);
      fflush (stdout);
      g_free (help);
      exit (SUDOKU_CLI_EXIT_OK);
    }

  return TRUE;
}

gboolean
sudoku_cli_parse_variant (const char    *command,
                          const char    *name,
                          SudokuVariant *variant)
{
  if (name == NULL)
    {
      *variant = SUDOKU_VARIANT_CLASSIC;
      return TRUE;
    }

  if (!sudoku_variant_from_string (name, variant))
    {
      sudoku_cli_usage_error (command,
                              _("unknown variant “%s” (expected classic or windoku)"),
                              name);
      return FALSE;
    }

  return TRUE;
}

static void
set_error_from_errno (GError **error,
                      int      saved_errno)
{
  g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       g_strerror (saved_errno));
}

/**
 * sudoku_cli_read_input:
 * @path: a file name, or "-" for standard input
 * @error: a %G_IO_ERROR whose message is only the reason ("No such file
 *   or directory"), for "cannot read FILE: reason"
 *
 * Reads the whole of @path.
 *
 * Returns: (transfer full): the input, or %NULL with @error set
 */
SudokuCliInput *
sudoku_cli_read_input (const char  *path,
                       GError     **error)
{
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GByteArray) bytes = NULL;
  g_autoptr(SudokuCliInput) input = NULL;
  gboolean is_stdin;
  GStatBuf info;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);

  is_stdin = g_str_equal (path, "-");
  if (is_stdin)
    fd = STDIN_FILENO;
  else
    {
      fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
      if (fd < 0)
        {
          set_error_from_errno (error, errno);
          return NULL;
        }
    }

  /* The stream owns the descriptor of a file, never standard input. */
  stream = g_unix_input_stream_new (fd, !is_stdin);

  if (fstat (fd, &info) != 0)
    {
      set_error_from_errno (error, errno);
      return NULL;
    }

  /* Reading a directory fails with a message about file descriptors;
   * say what it is instead. */
  if (S_ISDIR (info.st_mode))
    {
      set_error_from_errno (error, EISDIR);
      return NULL;
    }

  bytes = g_byte_array_sized_new (S_ISREG (info.st_mode) && info.st_size > 0 &&
                                  info.st_size < G_MAXUINT - READ_CHUNK
                                  ? (guint) info.st_size + 1
                                  : READ_CHUNK);
  for (;;)
    {
      guint offset = bytes->len;
      gsize n_read = 0;

      /* A GByteArray holds at most 4 GiB, more than any puzzle file. */
      if (offset > G_MAXUINT - 2 * READ_CHUNK)
        {
          set_error_from_errno (error, EFBIG);
          return NULL;
        }

      g_byte_array_set_size (bytes, offset + READ_CHUNK);
      if (!g_input_stream_read_all (stream, bytes->data + offset, READ_CHUNK,
                                    &n_read, NULL, error))
        return NULL;

      g_byte_array_set_size (bytes, offset + n_read);
      if (n_read < READ_CHUNK)
        break;
    }

  input = g_new0 (SudokuCliInput, 1);
  input->name = g_strdup (path);
  input->length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  input->text = (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);

  return g_steal_pointer (&input);
}

/* A puzzle typed on the command line: digits, empty-cell marks and the
 * punctuation of the line formats (HoDoKu's ":0000:x:…", pencil-mark
 * grids), and no path separator. A file name has letters or a slash.
 * A puzzle with a typo or two (an "o" for a "0") is still a puzzle, so
 * that the parser says which character is wrong, not that there is no
 * such file. */
static gboolean
looks_like_puzzle (const char *argument)
{
  gsize n_puzzle = 0;
  gsize n_other = 0;

  if (strchr (argument, G_DIR_SEPARATOR) != NULL)
    return FALSE;
  for (const char *p = argument; *p != '\0'; p++)
    {
      if (g_ascii_isdigit (*p) || strchr (".*_+:|-, \t\r\n", *p) != NULL)
        n_puzzle++;
      /* Each character once, however many bytes it takes. */
      else if (((guchar) *p & 0xc0) != 0x80)
        n_other++;
    }

  /* The fewest givens a classic puzzle can have; a file name has a
   * letter for every few characters. */
  return n_puzzle >= 17 && n_other <= 3 && n_other * 20 <= n_puzzle;
}

/**
 * sudoku_cli_open_input:
 * @argument: "-" for standard input, a file name, or a puzzle
 * @error: a %G_IO_ERROR whose message names the input: "cannot open
 *   'X': No such file or directory"
 *
 * Reads one input argument the way every command does: "-" is standard
 * input; an existing file is read; anything else made only of digits,
 * empty-cell marks and the punctuation of the puzzle formats is the
 * puzzle itself; any other name is a file that cannot be opened.
 *
 * Returns: (transfer full): the input, or %NULL with @error set
 */
SudokuCliInput *
sudoku_cli_open_input (const char  *argument,
                       GError     **error)
{
  g_autoptr(SudokuCliInput) input = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (argument != NULL, NULL);

  if (!g_str_equal (argument, "-") && !g_file_test (argument, G_FILE_TEST_EXISTS) &&
      looks_like_puzzle (argument))
    {
      input = g_new0 (SudokuCliInput, 1);
      input->name = g_strdup (argument);
      input->text = g_strdup (argument);
      input->length = strlen (argument);
      input->kind = SUDOKU_CLI_INPUT_ARGUMENT;
      return g_steal_pointer (&input);
    }

  input = sudoku_cli_read_input (argument, &local);
  if (input == NULL)
    {
      if (g_str_equal (argument, "-"))
        /* Translators: the argument is the reason, "Input/output error". */
        g_set_error (error, G_IO_ERROR, local->code, _("cannot read standard input: %s"),
                     local->message);
      else
        /* Translators: the first argument is a file name, the second the
         * reason, "No such file or directory". */
        g_set_error (error, G_IO_ERROR, local->code, _("cannot open '%s': %s"),
                     argument, local->message);
      return NULL;
    }
  input->kind = g_str_equal (argument, "-") ? SUDOKU_CLI_INPUT_STDIN : SUDOKU_CLI_INPUT_FILE;
  return g_steal_pointer (&input);
}

/* Reads the place a parser's message starts with, "line 3: " or
 * "line 3, column 12: " (column 0 when there is none). The place is
 * read only as the engine writes it untranslated. */
static const char *
split_place (const char *message,
             guint64    *line,
             guint64    *column)
{
  const char *p = message;
  char *end = NULL;

  *line = *column = 0;
  if (!g_str_has_prefix (p, "line ") || !g_ascii_isdigit (p[5]))
    return NULL;
  *line = g_ascii_strtoull (p + 5, &end, 10);
  p = end;
  if (g_str_has_prefix (p, ", column ") && g_ascii_isdigit (p[9]))
    {
      *column = g_ascii_strtoull (p + 9, &end, 10);
      p = end;
    }
  if (!g_str_has_prefix (p, ": "))
    return NULL;
  return p + 2;
}

/**
 * sudoku_cli_dup_entry_error:
 * @input: where the entry was read
 * @message: the parser's message, starting with its place ("line 3: …",
 *   "line 3, column 12: …")
 *
 * Names the place of a bad entry the way compilers do, so that with
 * several files the user knows which: "FILE:3: …" or "FILE:3:12: …" for
 * a file, "position 12: …" for a puzzle given as the argument, the
 * message as it is for standard input. A message whose place is
 * translated gets "FILE: " in front.
 *
 * Returns: (transfer full): the message
 */
char *
sudoku_cli_dup_entry_error (const SudokuCliInput *input,
                            const char           *message)
{
  guint64 line, column;
  const char *rest = split_place (message, &line, &column);

  switch (input->kind)
    {
    case SUDOKU_CLI_INPUT_STDIN:
      return g_strdup (message);
    case SUDOKU_CLI_INPUT_ARGUMENT:
      if (rest == NULL)
        return g_strdup (message);
      if (column > 0)
        /* Translators: the place of a bad character in a puzzle given on
         * the command line: "position 81: “x” is not a digit…". */
        return g_strdup_printf (_("position %u: %s"), (guint) column, rest);
      return g_strdup (rest);
    case SUDOKU_CLI_INPUT_FILE:
    default:
      if (rest == NULL)
        return g_strdup_printf ("%s: %s", input->name, message);
      if (column > 0)
        return g_strdup_printf ("%s:%u:%u: %s", input->name, (guint) line, (guint) column, rest);
      return g_strdup_printf ("%s:%u: %s", input->name, (guint) line, rest);
    }
}

/**
 * sudoku_cli_dup_located:
 * @input: where the entry was read
 * @line: the line it starts on
 * @message: what is wrong with it
 *
 * Returns: (transfer full): @message with the entry's place in front:
 *   "FILE:3: …", "line 3: …" for standard input, nothing for a puzzle
 *   given as the argument
 */
char *
sudoku_cli_dup_located (const SudokuCliInput *input,
                        guint                 line,
                        const char           *message)
{
  switch (input->kind)
    {
    case SUDOKU_CLI_INPUT_ARGUMENT:
      return g_strdup (message);
    case SUDOKU_CLI_INPUT_STDIN:
      /* Translators: a place in standard input, "line 3: the puzzle…". */
      return g_strdup_printf (_("line %u: %s"), line, message);
    case SUDOKU_CLI_INPUT_FILE:
    default:
      return g_strdup_printf ("%s:%u: %s", input->name, line, message);
    }
}

/**
 * sudoku_cli_input_get_label:
 *
 * Returns: how messages name @input: its file name, "standard input" or
 *   "the command line"
 */
const char *
sudoku_cli_input_get_label (const SudokuCliInput *input)
{
  switch (input->kind)
    {
    case SUDOKU_CLI_INPUT_STDIN:
      return _("standard input");
    case SUDOKU_CLI_INPUT_ARGUMENT:
      return _("the command line");
    case SUDOKU_CLI_INPUT_FILE:
    default:
      return input->name;
    }
}

/**
 * sudoku_cli_report_no_puzzle:
 * @inputs: (element-type SudokuCliInput): what was read
 *
 * Says on stderr that @inputs held no puzzle, naming the input when
 * there is one ("empty.txt: no puzzle found"), as a parse error does.
 */
void
sudoku_cli_report_no_puzzle (GPtrArray *inputs)
{
  if (inputs->len == 1)
    {
      /* Translators: %s is a file name, "standard input" or "the
       * command line". */
      g_autofree char *message = g_strdup_printf (_("nanpure-cli: %s: no puzzle found"),
                                                  sudoku_cli_input_get_label (
                                                    g_ptr_array_index (inputs, 0)));

      g_printerr ("%s\n", message);
    }
  else
    g_printerr ("%s\n", _("nanpure-cli: no puzzle in the input"));
}

/**
 * sudoku_cli_read_inputs:
 * @n_paths: the number of @paths
 * @paths: file names, puzzles, "-" for standard input; none means
 *   standard input
 *
 * Reads every input (sudoku_cli_open_input()) before any work starts.
 * Each one that cannot be read is reported on stderr.
 *
 * Returns: (transfer full) (element-type SudokuCliInput) (nullable): the
 *   inputs in order, or %NULL when one could not be read
 */
GPtrArray *
sudoku_cli_read_inputs (int    n_paths,
                        char **paths)
{
  static char *standard_input[] = { (char *) "-", NULL };
  g_autoptr(GPtrArray) inputs = NULL;
  gboolean all_read = TRUE;

  if (n_paths == 0)
    {
      n_paths = 1;
      paths = standard_input;
    }

  inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_cli_input_free);
  for (int i = 0; i < n_paths; i++)
    {
      g_autoptr(GError) error = NULL;
      SudokuCliInput *input;

      input = sudoku_cli_open_input (paths[i], &error);
      if (input == NULL)
        {
          g_printerr ("nanpure-cli: %s\n", error->message);
          all_read = FALSE;
          continue;
        }

      g_ptr_array_add (inputs, input);
    }

  if (!all_read)
    return NULL;

  return g_steal_pointer (&inputs);
}

/**
 * sudoku_cli_read_puzzle:
 * @argument: (nullable): as for sudoku_cli_open_input(); %NULL is
 *   standard input
 * @error: a %G_IO_ERROR when the input cannot be read, a %SUDOKU_ERROR
 *   when it is not one puzzle (sudoku_cli_exit_for_error() tells them
 *   apart)
 *
 * Reads the one puzzle of a command that works on one.
 *
 * Returns: (transfer full): the puzzle, or %NULL with @error set
 */
SudokuPuzzle *
sudoku_cli_read_puzzle (const char     *argument,
                        SudokuVariant   variant,
                        GError        **error)
{
  g_autoptr(SudokuCliInput) input = NULL;
  g_autoptr(GError) local = NULL;
  SudokuPuzzle *puzzle;

  input = sudoku_cli_open_input (argument != NULL ? argument : "-", error);
  if (input == NULL)
    return NULL;

  puzzle = sudoku_parse_puzzle (input->text, (gssize) input->length, variant, &local);
  if (puzzle == NULL)
    {
      /* Translators: "standard input: 80 cells, expected 81". */
      g_set_error (error, local->domain, local->code, _("%s: %s"),
                   sudoku_cli_input_get_label (input), local->message);
      return NULL;
    }
  return puzzle;
}

/**
 * sudoku_cli_check_puzzle:
 * @error: %SUDOKU_ERROR_DUPLICATE naming the digit, its houses and its
 *   cells; %SUDOKU_ERROR_EMPTY for an empty grid;
 *   %SUDOKU_ERROR_NO_SOLUTION; %SUDOKU_ERROR_INVALID for more than one
 *   solution
 *
 * The checks of a command that explains or rates a puzzle: the rules
 * hold, and there is exactly one solution to explain.
 *
 * Returns: whether @board is a proper puzzle
 */
gboolean
sudoku_cli_check_puzzle (const SudokuBoard  *board,
                         SudokuVariant       variant,
                         GError            **error)
{
  SudokuSolveOptions options = { .limit = 2 };
  g_autoptr(GError) local = NULL;
  SudokuSolveResult result;
  guint n_values = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->values[cell] != 0)
      n_values++;
  if (n_values == 0)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_EMPTY,
                           _("the grid is empty: there is no puzzle"));
      return FALSE;
    }

  if (!sudoku_board_validate (board, error))
    return FALSE;

  /* Without a cancellable the search cannot fail. */
  if (!sudoku_cli_get_count_func (variant) (board, &options, &result, &local))
    g_error ("The solver failed: %s", local->message);
  if (result.n_solutions == 0)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_NO_SOLUTION,
                           _("the puzzle has no solution"));
      return FALSE;
    }
  if (result.n_solutions > 1)
    {
      if (board->variant == SUDOKU_VARIANT_CLASSIC && sudoku_cli_is_windoku_puzzle (board))
        g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                             _("the puzzle has more than one solution; if this is a Windoku "
                               "puzzle, add --variant=windoku"));
      else
        g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                             _("the puzzle has more than one solution"));
      return FALSE;
    }
  return TRUE;
}

/**
 * sudoku_cli_is_windoku_puzzle:
 * @board: a puzzle read with the classic rules
 *
 * Whether @board, with the Windoku rules, breaks none of them and has
 * exactly one solution: a Windoku puzzle given without
 * `--variant=windoku`, which has several classic solutions.
 *
 * Returns: whether it is a proper Windoku puzzle
 */
gboolean
sudoku_cli_is_windoku_puzzle (const SudokuBoard *board)
{
  SudokuSolveOptions options = { .limit = 2 };
  SudokuSolveResult result;
  SudokuBoard windoku = *board;

  windoku.variant = SUDOKU_VARIANT_WINDOKU;
  if (!sudoku_board_validate (&windoku, NULL))
    return FALSE;
  /* Without a cancellable the search cannot fail. */
  if (!sudoku_solver_count (&windoku, &options, &result, NULL))
    return FALSE;
  return result.n_solutions == 1;
}

/**
 * sudoku_cli_exit_for_error:
 *
 * The one rule for exit statuses: an input that cannot be read or
 * written, or a library that cannot be opened or written, is
 * %SUDOKU_CLI_EXIT_IO (2); anything wrong with a puzzle or the data
 * (a damaged library, an unknown id) is %SUDOKU_CLI_EXIT_FAILURE (1).
 */
int
sudoku_cli_exit_for_error (const GError *error)
{
  if (error->domain == G_IO_ERROR || error->domain == G_FILE_ERROR)
    return SUDOKU_CLI_EXIT_IO;
  if (error->domain == SUDOKU_LIBRARY_ERROR)
    switch (error->code)
      {
      case SUDOKU_LIBRARY_ERROR_FAILED:
      case SUDOKU_LIBRARY_ERROR_READ_ONLY:
      case SUDOKU_LIBRARY_ERROR_BUSY:
        return SUDOKU_CLI_EXIT_IO;
      default:
        return SUDOKU_CLI_EXIT_FAILURE;
      }
  return SUDOKU_CLI_EXIT_FAILURE;
}

/**
 * sudoku_cli_open_library:
 * @path: (nullable): the library the user named, or %NULL for the
 *   default one
 * @mode: %SUDOKU_LIBRARY_OPEN_READ for a command that only reads,
 *   %SUDOKU_LIBRARY_OPEN_WRITE for one that changes an existing library,
 *   %SUDOKU_LIBRARY_OPEN_CREATE for one that may start it (an import)
 * @status: (out): the exit status when the library cannot be used
 *
 * Opens the library for a command, telling the user why not. What
 * opening may do to the file is the library's rule
 * (sudoku_library_open()): a file that is not a library is never
 * touched, and only a command that may create one sets a damaged library
 * aside; that is reported and the command stops with 1, so that a
 * script notices.
 *
 * Returns: (transfer full) (nullable): the library, or %NULL with
 *   @status set
 */
SudokuLibrary *
sudoku_cli_open_library (const char            *path,
                         SudokuLibraryOpenMode  mode,
                         int                   *status)
{
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *default_path = NULL;

  if (path == NULL)
    path = default_path = sudoku_library_dup_default_path ();

  library = sudoku_library_open (path, mode, &error);
  if (library == NULL)
    {
      if (g_error_matches (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY) &&
          sudoku_library_probe_file (path) == SUDOKU_LIBRARY_FILE_PUZZLES)
        /* Translators: the command is not translated. */
        g_printerr (_("nanpure-cli: %s is not a Nanpure library (it looks like a text file of "
                      "puzzles: import it with “nanpure-cli library import %s”)"), path, path);
      else
        g_printerr ("nanpure-cli: %s", error->message);
      g_printerr ("\n");
      *status = sudoku_cli_exit_for_error (error);
      return NULL;
    }
  if (sudoku_library_get_broken_path (library) != NULL)
    {
      g_printerr (_("nanpure-cli: the library %s was damaged: it was moved to %s and a new "
                    "library was started; run the command again to use the new library"),
                  path, sudoku_library_get_broken_path (library));
      g_printerr ("\n");
      *status = SUDOKU_CLI_EXIT_FAILURE;
      return NULL;
    }
  *status = SUDOKU_CLI_EXIT_OK;
  return g_steal_pointer (&library);
}

SudokuCliCountFunc
sudoku_cli_get_count_func (SudokuVariant variant)
{
  /* The bitboard solver knows the classic houses and Windoku's. */
  if (variant == SUDOKU_VARIANT_CLASSIC || variant == SUDOKU_VARIANT_WINDOKU)
    return sudoku_solver_count;

  return sudoku_solver_count_generic;
}

/* Puzzle results are written through stdio, which main() gives a large
 * buffer, so a long run costs one write(2) per buffer, not per line. */
void
sudoku_cli_write (const char *data,
                  gsize       length)
{
  fwrite (data, 1, length, stdout);
}

gboolean
sudoku_cli_finish_output (void)
{
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      int saved_errno = errno;

      g_printerr (_("nanpure-cli: cannot write the output: %s"),
                  g_strerror (saved_errno));
      g_printerr ("\n");
      return FALSE;
    }

  return TRUE;
}
