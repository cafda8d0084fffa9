/* sudoku-cli-library.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* `nanpure-cli library`: the puzzle library from the command line. The
 * output formats are for scripts and do not change. */

#define G_LOG_DOMAIN "nanpure-cli"

#include "config.h"

#include "sudoku-cli.h"

#include "sudoku-library.h"
#include "sudoku-parse.h"
#include "sudoku-vision.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct
{
  const char *name;
  const char *summary;
  int       (*run) (const char  *library_path,
                    int          argc,
                    char       **argv);
} Subcommand;

/* "all", "sample" or 1–7. */
static gboolean
parse_group (const char *command,
             const char *text,
             int        *group)
{
  guint64 level;

  if (text == NULL || g_str_equal (text, "all"))
    *group = SUDOKU_LIBRARY_GROUP_ALL;
  else if (g_str_equal (text, "sample"))
    *group = SUDOKU_LIBRARY_SAMPLE;
  else if (g_ascii_string_to_unsigned (text, 10, 1, SUDOKU_LIBRARY_MAX_LEVEL, &level, NULL))
    *group = (int) level;
  else
    {
      sudoku_cli_usage_error (command, _("unknown level “%s”: use 1–7, sample or all"), text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_id (const char *command,
          const char *text,
          gint64     *id)
{
  if (!g_ascii_string_to_signed (text, 10, 1, G_MAXINT64, id, NULL))
    {
      sudoku_cli_usage_error (command, _("“%s” is not a puzzle id (a number from 1)"), text);
      return FALSE;
    }
  return TRUE;
}

/* Opens the library for a command, or says why not.
 *
 * Returns: %SUDOKU_CLI_EXIT_OK with @library set, or the exit status */
static int
open_library (const char             *path,
              SudokuLibraryOpenMode   mode,
              SudokuLibrary         **library)
{
  int status = SUDOKU_CLI_EXIT_OK;

  *library = sudoku_cli_open_library (path, mode, &status);
  return status;
}

/* Reports a failure of the library and says which exit status it is. */
static int
library_error (const GError *error)
{
  g_printerr ("nanpure-cli: %s\n", error->message);
  return sudoku_cli_exit_for_error (error);
}

/* The end of a command that wrote to stdout. */
static int
finish (void)
{
  return sudoku_cli_finish_output () ? SUDOKU_CLI_EXIT_OK : SUDOKU_CLI_EXIT_IO;
}

static const char *
group_name (guint level)
{
  static const char *names[] = { "sample", "1", "2", "3", "4", "5", "6", "7" };

  return level < G_N_ELEMENTS (names) ? names[level] : "?";
}

/* A title on one line: control characters (line breaks, tabs) become
 * spaces. */
static void
append_one_line (GString    *out,
                 const char *text)
{
  for (const char *p = text; *p; p++)
    g_string_append_c (out, (guchar) *p < 0x20 || *p == 0x7f ? ' ' : *p);
}

static int
library_list (const char  *library_path,
              int          argc,
              char       **argv)
{
  g_autofree char *level_name = NULL;
  g_autofree char *search = NULL;
  g_autofree char *path_option = NULL;
  const GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name,
      N_("1–7, sample or all (default)"), N_("LEVEL") },
    { "search", 's', 0, G_OPTION_ARG_STRING, &search,
      N_("Only puzzles whose title, source, notes or givens contain TEXT, or whose number it is"),
      N_("TEXT") },
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &path_option,
      N_("The library database (default: $NANPURE_LIBRARY, else the data folder)"), N_("PATH") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SudokuLibrary) library = NULL;
  int status;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) line = g_string_new (NULL);
  int group;

  context = sudoku_cli_context_new (
    _("— list the puzzles"),
    _("Prints one line per puzzle of the library."),
    _("Output: one line per puzzle, levels 1–7 then Sample, each by number:\n"
      "  <id> <level 1–7 or “sample”> <81 givens, “.” for empty> [<title>]\n"
      "fields separated by one space; no title, no space after the givens.\n"
      "\n"
      "Only reads: a missing library is not created, and a file that is not\n"
      "a library, or a damaged one, is left as it is. A library the user\n"
      "cannot write is opened read-only.\n"
      "\n"
      "Exit status: 0 on success, 1 when there is no library, the file is not\n"
      "a library or the library is damaged, 2 for a usage error or a library\n"
      "that cannot be opened."),
    entries);
  if (!sudoku_cli_parse_options (context, "library list", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (argc > 1)
    return sudoku_cli_usage_error ("library list", _("unexpected argument “%s”"), argv[1]);
  if (!parse_group ("library list", level_name, &group))
    return SUDOKU_CLI_EXIT_USAGE;

  status = open_library (path_option != NULL ? path_option : library_path,
                         SUDOKU_LIBRARY_OPEN_READ, &library);
  if (status != SUDOKU_CLI_EXIT_OK)
    return status;

  puzzles = sudoku_library_list (library, group, search, &error);
  if (puzzles == NULL)
    return library_error (error);

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SudokuLibraryPuzzle *puzzle = g_ptr_array_index (puzzles, i);

      g_string_truncate (line, 0);
      g_string_append_printf (line, "%" G_GINT64_FORMAT " %s %s", puzzle->id,
                              group_name (puzzle->level), puzzle->givens);
      /* A sample's title in the user's language, as the app shows it. */
      if (puzzle->title[0] != '\0')
        {
          g_string_append_c (line, ' ');
          append_one_line (line, sudoku_library_puzzle_get_display_title (puzzle));
        }
      g_string_append_c (line, '\n');
      sudoku_cli_write (line->str, line->len);
    }
  return finish ();
}

/* Whether the input is a picture (PNG, JPEG, WebP, TIFF…) by its first
 * bytes, whatever its name. */
static gboolean
is_image (const SudokuCliInput *input)
{
  g_autofree char *type = g_content_type_guess (NULL, (const guchar *) input->text,
                                                MIN (input->length, 4096), NULL);
  g_autofree char *mime = g_content_type_get_mime_type (type);

  return mime != NULL && g_str_has_prefix (mime, "image/") && !g_str_equal (mime, "image/svg+xml");
}

static int
library_import (const char  *library_path,
                int          argc,
                char       **argv)
{
  g_autofree char *level_name = NULL;
  g_autofree char *variant_name = NULL;
  g_autofree char *path_option = NULL;
  gboolean automatic = FALSE;
  const GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name,
      N_("File the puzzles under level 1–7, or sample (the default)"), N_("LEVEL") },
    { "auto", 'a', 0, G_OPTION_ARG_NONE, &automatic,
      N_("Rate each puzzle and file it under its level"), NULL },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name,
      N_("The rules: classic (default) or windoku"), N_("VARIANT") },
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &path_option,
      N_("The library database (default: $NANPURE_LIBRARY, else the data folder)"), N_("PATH") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SudokuLibrary) library = NULL;
  int status;
  g_autoptr(SudokuCliInput) input = NULL;
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *source = NULL;
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, SUDOKU_LIBRARY_SAMPLE, NULL, 0 };
  g_autofree char *photo_line = NULL;
  const char *name;
  gboolean nothing;

  context = sudoku_cli_context_new (
    _("FILE|PUZZLE|- — import puzzles"),
    _("Adds the puzzles of FILE to the library in one transaction: .sdm or\n"
      ".txt (one per line), .sdk (one, or several separated by empty lines),\n"
      ".ss, or any other format nanpure-cli reads; or the puzzle in a photo of\n"
      "a printed grid (PNG, JPEG, WebP, TIFF…), when its reading has exactly\n"
      "one solution (see “nanpure-cli scan”)."),
    _("Output: “imported N, duplicates D, errors E” on stdout. Each entry\n"
      "that cannot be imported (it does not parse, breaks the rules, has no\n"
      "solution or more than one) is skipped and reported on stderr as\n"
      "“nanpure-cli: FILE: line N…: <reason>”. Puzzles the library already\n"
      "has count as duplicates and are not added again. An input with no\n"
      "puzzle at all (empty, or only comments) is said so on stderr.\n"
      "\n"
      "Exit status: 0 when every entry was imported or a duplicate, 1 when\n"
      "some had errors, there was no puzzle at all or the library is\n"
      "damaged, 2 for a usage error, an input that cannot be read or a\n"
      "library that cannot be written (then nothing was imported)."),
    entries);
  if (!sudoku_cli_parse_options (context, "library import", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (argc != 2)
    return sudoku_cli_usage_error ("library import", _("give one file to import"));
  if (automatic && level_name != NULL)
    return sudoku_cli_usage_error ("library import", _("give --level or --auto, not both"));
  if (!sudoku_cli_parse_variant ("library import", variant_name, &options.variant))
    return SUDOKU_CLI_EXIT_USAGE;
  if (automatic)
    options.level = SUDOKU_LIBRARY_LEVEL_AUTO;
  else if (level_name != NULL)
    {
      int group;

      if (!parse_group ("library import", level_name, &group))
        return SUDOKU_CLI_EXIT_USAGE;
      if (group == SUDOKU_LIBRARY_GROUP_ALL)
        return sudoku_cli_usage_error ("library import", _("import into one level, not all"));
      options.level = group;
    }

  input = sudoku_cli_open_input (argv[1], &error);
  if (input == NULL)
    {
      g_printerr ("nanpure-cli: %s\n", error->message);
      return SUDOKU_CLI_EXIT_IO;
    }
  name = sudoku_cli_input_get_label (input);
  if (input->kind == SUDOKU_CLI_INPUT_FILE)
    options.source = source = g_path_get_basename (argv[1]);

  /* A photo of a printed grid: read it, and import the reading only
   * when the solver's check found exactly one solution. Before the
   * library is opened: a usage error or a photo with nothing to import
   * does not start a library. */
  if (is_image (input))
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (input->text, input->length);
      g_autoptr(SudokuVisionResult) reading = NULL;

      if (options.variant != SUDOKU_VARIANT_CLASSIC)
        return sudoku_cli_usage_error ("library import",
                                       _("the rules are read from the photo (Windoku where its "
                                         "windows are printed shaded): leave out --variant"));
      reading = sudoku_vision_read_bytes (bytes, NULL, NULL, &error);
      if (reading == NULL)
        {
          g_printerr (_("nanpure-cli: nothing was imported: %s: %s"), name, error->message);
          g_printerr ("\n");
          return error->domain == SUDOKU_VISION_ERROR
                 && error->code == SUDOKU_VISION_ERROR_NO_GRID
                 ? SUDOKU_CLI_EXIT_FAILURE : SUDOKU_CLI_EXIT_IO;
        }
      if (reading->status == SUDOKU_VISION_UNSURE)
        {
          g_autofree char *line = sudoku_vision_result_dup_line (reading);

          g_printerr (_("nanpure-cli: nothing was imported: %s: the reading is not sure (no or "
                        "several solutions, or a doubtful digit); check it with “nanpure-cli "
                        "scan --format=json” and import the corrected line: %s"), name, line);
          g_printerr ("\n");
          return SUDOKU_CLI_EXIT_FAILURE;
        }
      photo_line = sudoku_vision_result_dup_line (reading);
      options.variant = reading->variant;
      if (reading->status == SUDOKU_VISION_CORRECTED)
        g_printerr (_("nanpure-cli: %s: read from the photo with a correction by the solver: %s"),
                    name, photo_line);
      else
        g_printerr (_("nanpure-cli: %s: read from the photo: %s"), name, photo_line);
      g_printerr ("\n");
    }

  status = open_library (path_option != NULL ? path_option : library_path,
                         SUDOKU_LIBRARY_OPEN_CREATE, &library);
  if (status != SUDOKU_CLI_EXIT_OK)
    return status;

  if (photo_line != NULL)
    result = sudoku_library_import (library, photo_line, -1, &options, NULL, NULL, NULL, &error);
  else
    result = sudoku_library_import (library, input->text, (gssize) input->length, &options,
                                    NULL, NULL, NULL, &error);
  if (result == NULL)
    {
      g_printerr (_("nanpure-cli: nothing was imported: %s"), error->message);
      g_printerr ("\n");
      return sudoku_cli_exit_for_error (error);
    }

  for (guint i = 0; i < result->errors->len; i++)
    {
      const SudokuLibraryImportError *bad = g_ptr_array_index (result->errors, i);

      g_printerr ("nanpure-cli: %s: %s\n", name, bad->message);
    }
  /* An empty file, or one of comments only: "imported 0" alone would
   * read as a success. */
  nothing = result->n_imported == 0 && result->n_duplicates == 0 && result->errors->len == 0;
  if (nothing)
    {
      g_printerr (_("nanpure-cli: %s: no puzzles in it"), name);
      g_printerr ("\n");
    }
  printf ("imported %u, duplicates %u, errors %u\n",
          result->n_imported, result->n_duplicates, result->errors->len);
  if (!sudoku_cli_finish_output ())
    return SUDOKU_CLI_EXIT_IO;
  return result->errors->len == 0 && !nothing ? SUDOKU_CLI_EXIT_OK : SUDOKU_CLI_EXIT_FAILURE;
}

/* Whether @path is the file our standard output goes to. */
static gboolean
is_standard_output (const char *path)
{
  GStatBuf file_info;
  struct stat stdout_info;

  return g_stat (path, &file_info) == 0 && fstat (STDOUT_FILENO, &stdout_info) == 0 &&
         file_info.st_dev == stdout_info.st_dev && file_info.st_ino == stdout_info.st_ino;
}

static int
library_export (const char  *library_path,
                int          argc,
                char       **argv)
{
  g_autofree char *level_name = NULL;
  g_autofree char *format_name = NULL;
  g_autofree char *output = NULL;
  g_autofree char *path_option = NULL;
  const GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name,
      N_("1–7, sample or all (default)"), N_("LEVEL") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_name,
      N_("sdm (default: one line per puzzle) or sdk"), N_("FORMAT") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write to FILE (“-” for standard output)"), N_("FILE") },
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &path_option,
      N_("The library database (default: $NANPURE_LIBRARY, else the data folder)"), N_("PATH") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SudokuLibrary) library = NULL;
  int status;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SudokuLibraryFormat format = SUDOKU_LIBRARY_FORMAT_SDM;
  guint n_exported = 0;
  int group;

  context = sudoku_cli_context_new (
    _("-o FILE [ID…] — export puzzles"),
    _("Writes a group of the library, or the puzzles with the ids given, to\n"
      "FILE as .sdm (one 81-character line per puzzle) or .sdk (a block per\n"
      "puzzle with its source, title, notes, level and date, blocks separated\n"
      "by an empty line)."),
    _("Output: FILE; then “exported N” on stdout unless FILE is “-” or\n"
      "standard output itself. A symbolic link is followed; a pipe or a\n"
      "device (/dev/stdout) is written as a stream; a regular file is\n"
      "replaced only once the whole export is written. The variant is not\n"
      "written (neither format has a place for it). A library the user\n"
      "cannot write is opened read-only.\n"
      "\n"
      "Exit status: 0 on success, 1 when the library is damaged or an id is\n"
      "not in it, 2 for a usage error, a library that cannot be opened or a\n"
      "FILE that cannot be written."),
    entries);
  if (!sudoku_cli_parse_options (context, "library export", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (output == NULL)
    return sudoku_cli_usage_error ("library export", _("say where to write with -o FILE"));
  if (!parse_group ("library export", level_name, &group))
    return SUDOKU_CLI_EXIT_USAGE;
  if (format_name == NULL || g_str_equal (format_name, "sdm"))
    format = SUDOKU_LIBRARY_FORMAT_SDM;
  else if (g_str_equal (format_name, "sdk"))
    format = SUDOKU_LIBRARY_FORMAT_SDK;
  else
    return sudoku_cli_usage_error ("library export", _("unknown format “%s”: use sdm or sdk"),
                                   format_name);
  if (argc > 1)
    {
      if (level_name != NULL)
        return sudoku_cli_usage_error ("library export", _("give --level or ids, not both"));
      ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      for (int i = 1; i < argc; i++)
        {
          gint64 id;

          if (!parse_id ("library export", argv[i], &id))
            return SUDOKU_CLI_EXIT_USAGE;
          g_array_append_val (ids, id);
        }
    }

  status = open_library (path_option != NULL ? path_option : library_path,
                         SUDOKU_LIBRARY_OPEN_READ, &library);
  if (status != SUDOKU_CLI_EXIT_OK)
    return status;

  /* "-", and /dev/stdout or any name of the file our standard output
   * goes to: written through it, at its position, with no count after. */
  if (g_str_equal (output, "-") || is_standard_output (output))
    {
      text = sudoku_library_export (library, group, ids, format, &n_exported, &error);
      if (text == NULL)
        return library_error (error);
      sudoku_cli_write (text, strlen (text));
      return finish ();
    }

  /* As the library window exports: through SudokuOutput, a link is
   * followed, a pipe or a device is written as a stream, and only a
   * regular file is replaced, whole. */
  if (!sudoku_library_export_to_file (library, group, ids, format, output, &n_exported, NULL,
                                      &error))
    {
      if (error->domain != G_IO_ERROR)
        return library_error (error);
      g_printerr ("nanpure-cli: %s\n", error->message);
      return SUDOKU_CLI_EXIT_IO;
    }
  printf ("exported %u\n", n_exported);
  return finish ();
}

/* "2026-01-31 14:05:00" in local time. */
static char *
format_time (gint64 time)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (time);
  g_autoptr(GDateTime) local = NULL;

  if (utc == NULL)
    return g_strdup ("?");
  local = g_date_time_to_local (utc);
  return g_date_time_format (local, "%Y-%m-%d %H:%M:%S");
}

/* "key: value", continuation lines indented by two spaces. */
static void
append_field (GString    *out,
              const char *key,
              const char *value)
{
  g_string_append_printf (out, value[0] != '\0' ? "%s: " : "%s:", key);
  for (const char *p = value; *p; p++)
    {
      if (*p == '\r')
        continue;
      g_string_append_c (out, *p);
      if (*p == '\n')
        g_string_append (out, "  ");
    }
  g_string_append_c (out, '\n');
}

static int
library_show (const char  *library_path,
              int          argc,
              char       **argv)
{
  g_autofree char *path_option = NULL;
  const GOptionEntry entries[] = {
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &path_option,
      N_("The library database (default: $NANPURE_LIBRARY, else the data folder)"), N_("PATH") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SudokuLibrary) library = NULL;
  int status;
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(GPtrArray) solves = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *created = NULL;
  g_autofree char *modified = NULL;
  g_autofree char *grid = NULL;
  g_autofree char *number = NULL;
  SudokuBoard board;
  gint64 id;

  context = sudoku_cli_context_new (
    _("ID — show one puzzle"),
    _("Prints everything the library keeps about a puzzle."),
    _("Output: “key: value” lines (id, level, number, variant, givens, title,\n"
      "source, notes, rating, created, modified, solved, saved-game, solves;\n"
      "a value of several lines goes on with lines indented by two spaces),\n"
      "an empty line, and the puzzle as a grid.\n"
      "\n"
      "Exit status: 0 on success, 1 when there is no such puzzle or the\n"
      "library is damaged, 2 for a usage error or a library that cannot be\n"
      "opened."),
    entries);
  if (!sudoku_cli_parse_options (context, "library show", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (argc != 2)
    return sudoku_cli_usage_error ("library show", _("give one puzzle id"));
  if (!parse_id ("library show", argv[1], &id))
    return SUDOKU_CLI_EXIT_USAGE;

  status = open_library (path_option != NULL ? path_option : library_path,
                         SUDOKU_LIBRARY_OPEN_READ, &library);
  if (status != SUDOKU_CLI_EXIT_OK)
    return status;

  puzzle = sudoku_library_get (library, id, &error);
  if (puzzle != NULL)
    solves = sudoku_library_list_solves (library, id, &error);
  if (puzzle == NULL || solves == NULL)
    return library_error (error);

  created = format_time (puzzle->created);
  modified = format_time (puzzle->modified);
  number = g_strdup_printf ("%u", puzzle->number);
  g_string_append_printf (out, "id: %" G_GINT64_FORMAT "\n", puzzle->id);
  append_field (out, "level", group_name (puzzle->level));
  append_field (out, "number", number);
  append_field (out, "variant", sudoku_variant_to_string (puzzle->variant));
  append_field (out, "givens", puzzle->givens);
  /* A sample's title and source in the user's language, as the app
   * shows them; an export keeps the stored text. */
  append_field (out, "title", sudoku_library_puzzle_get_display_title (puzzle));
  append_field (out, "source", sudoku_library_puzzle_get_display_source (puzzle));
  append_field (out, "notes", puzzle->notes);
  if (puzzle->computed_level > 0)
    {
      char se[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (se, sizeof se, "%.1f", puzzle->se);
      g_string_append_printf (out, "rating: level %u, score %u, se %s\n",
                              puzzle->computed_level, puzzle->score, se);
    }
  else
    append_field (out, "rating", "none");
  append_field (out, "created", created);
  append_field (out, "modified", modified);
  append_field (out, "solved", puzzle->solved ? "yes" : "no");
  append_field (out, "saved-game", puzzle->has_progress ? "yes" : "no");
  g_string_append_printf (out, "solves: %u\n\n", solves->len);

  sudoku_library_puzzle_to_board (puzzle, &board);
  grid = sudoku_format_grid (&board);
  g_string_append (out, grid);

  sudoku_cli_write (out->str, out->len);
  return finish ();
}

static int
library_delete (const char  *library_path,
                int          argc,
                char       **argv)
{
  g_autofree char *path_option = NULL;
  const GOptionEntry entries[] = {
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &path_option,
      N_("The library database (default: $NANPURE_LIBRARY, else the data folder)"), N_("PATH") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SudokuLibrary) library = NULL;
  int status;
  g_autoptr(GError) error = NULL;
  gint64 id;

  context = sudoku_cli_context_new (
    _("ID — delete one puzzle"),
    _("Deletes a puzzle from the library for good, with its solves and\n"
      "saved game."),
    _("Output: nothing.\n"
      "\n"
      "Exit status: 0 on success, 1 when there is no such puzzle or the\n"
      "library is damaged, 2 for a usage error or a library that cannot be\n"
      "written."),
    entries);
  if (!sudoku_cli_parse_options (context, "library delete", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (argc != 2)
    return sudoku_cli_usage_error ("library delete", _("give one puzzle id"));
  if (!parse_id ("library delete", argv[1], &id))
    return SUDOKU_CLI_EXIT_USAGE;

  status = open_library (path_option != NULL ? path_option : library_path,
                         SUDOKU_LIBRARY_OPEN_WRITE, &library);
  if (status != SUDOKU_CLI_EXIT_OK)
    return status;

  if (!sudoku_library_delete (library, id, &error))
    return library_error (error);
  return SUDOKU_CLI_EXIT_OK;
}

/* Brings a library an older version made up to date: the one command
 * besides the app that migrates it on purpose (a command that only
 * reads refuses an older library and names this one). */
static int
library_upgrade (const char  *library_path,
                 int          argc,
                 char       **argv)
{
  g_autofree char *path_option = NULL;
  const GOptionEntry entries[] = {
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &path_option,
      N_("The library database (default: $NANPURE_LIBRARY, else the data folder)"), N_("PATH") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SudokuLibrary) library = NULL;
  const char *path;
  int status;

  context = sudoku_cli_context_new (
    _("— update an older library"),
    _("Updates a library that an older version of Nanpure made to this\n"
      "version's schema, in one transaction: its puzzles, games and solves\n"
      "are kept. A library already up to date is left as it is."),
    _("Output: one line, the library and its schema.\n"
      "\n"
      "Exit status: 0 on success, 1 when the library is missing, damaged or\n"
      "not a library, 2 for a usage error or a library that cannot be\n"
      "written."),
    entries);
  if (!sudoku_cli_parse_options (context, "library upgrade", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (argc != 1)
    return sudoku_cli_usage_error ("library upgrade", _("takes no arguments"));

  path = path_option != NULL ? path_option : library_path;
  status = open_library (path, SUDOKU_LIBRARY_OPEN_WRITE, &library);
  if (status != SUDOKU_CLI_EXIT_OK)
    return status;

  /* Translators: the library's file, and its schema version. */
  g_print (_("%s: up to date (schema %d)\n"), sudoku_library_get_path (library),
           SUDOKU_LIBRARY_SCHEMA_VERSION);
  return finish ();
}

static const Subcommand subcommands[] = {
  { "list",   N_("List the puzzles of a level, of Sample, or all"), library_list },
  { "import", N_("Import puzzles from a file"),                     library_import },
  { "export", N_("Export puzzles to a file"),                       library_export },
  { "show",   N_("Show one puzzle"),                                library_show },
  { "delete", N_("Delete one puzzle"),                              library_delete },
  { "rerate", N_("Rate again the puzzles an older rater rated"),    sudoku_cli_library_rerate },
  { "upgrade", N_("Update a library an older version made"),        library_upgrade },
};

static char *
dup_subcommand_list (void)
{
  GString *text = g_string_new (_("Commands:"));

  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    g_string_append_printf (text, "\n  %-8s %s", subcommands[i].name, _(subcommands[i].summary));
  return g_string_free (text, FALSE);
}

int
sudoku_cli_library (int    argc,
                    char **argv)
{
  g_autofree char *library_path = NULL;
  const GOptionEntry entries[] = {
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &library_path,
      N_("The library database (default: $NANPURE_LIBRARY, else the data folder)"), N_("PATH") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *commands = dup_subcommand_list ();
  g_autofree char *description = NULL;
  g_autofree char *prgname = NULL;
  const Subcommand *subcommand = NULL;

  description = g_strdup_printf ("%s\n\n%s", commands,
                                 _("Run “nanpure-cli library COMMAND --help” for the options\n"
                                   "and output of a command. The library is\n"
                                   "$XDG_DATA_HOME/nanpure/library.db unless --library or\n"
                                   "$NANPURE_LIBRARY says otherwise."));
  context = sudoku_cli_context_new (_("COMMAND [OPTION…] — the puzzle library"),
                                    _("Lists, imports, exports, shows and deletes the puzzles of "
                                      "the library, rates them again, and updates a library an "
                                      "older version made."),
                                    description, entries);
  /* Options before the command are ours; the rest is the command's. */
  g_option_context_set_strict_posix (context, TRUE);
  if (!sudoku_cli_parse_options (context, "library", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (argc < 2)
    {
      g_autoptr(GString) names = g_string_new (NULL);

      /* From the table, so that every command is named. */
      for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
        g_string_append_printf (names, i > 0 ? ", %s" : "%s", subcommands[i].name);
      /* Translators: the names of the commands, not translated: "list,
       * import, export, show, delete, rerate, upgrade". */
      return sudoku_cli_usage_error ("library", _("give a command: %s"), names->str);
    }

  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    if (g_str_equal (argv[1], subcommands[i].name))
      subcommand = &subcommands[i];
  if (subcommand == NULL)
    return sudoku_cli_usage_error ("library", _("unknown command “%s”"), argv[1]);

  /* The usage line of the command's --help starts with the program name. */
  prgname = g_strdup_printf ("nanpure-cli library %s", subcommand->name);
  g_set_prgname (prgname);
  return subcommand->run (library_path, argc - 1, argv + 1);
}
