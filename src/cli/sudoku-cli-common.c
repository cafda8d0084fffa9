/* sudoku-cli-common.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-cli"

#include "config.h"

#include "sudoku-cli.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
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

GOptionContext *
sudoku_cli_context_new (const char         *parameter_string,
                        const char         *summary,
                        const char         *description,
                        const GOptionEntry *entries)
{
  GOptionContext *context;

  context = g_option_context_new (parameter_string);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (summary != NULL)
    g_option_context_set_summary (context, summary);
  if (description != NULL)
    g_option_context_set_description (context, description);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  return context;
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

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      sudoku_cli_usage_error (command, "%s", error->message);
      return FALSE;
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

/**
 * sudoku_cli_read_inputs:
 * @n_paths: the number of @paths
 * @paths: file names, "-" for standard input; none means standard input
 *
 * Reads every input before any work starts. Each one that cannot be read
 * is reported on stderr.
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

      input = sudoku_cli_read_input (paths[i], &error);
      if (input == NULL)
        {
          const char *name = paths[i];

          if (g_str_equal (name, "-"))
            name = _("standard input");
          /* Translators: the first argument is a file name, the second
           * the reason, "No such file or directory". */
          g_printerr (_("nanpure-cli: cannot read %s: %s"), name, error->message);
          g_printerr ("\n");
          all_read = FALSE;
          continue;
        }

      g_ptr_array_add (inputs, input);
    }

  if (!all_read)
    return NULL;

  return g_steal_pointer (&inputs);
}

SudokuCliCountFunc
sudoku_cli_get_count_func (SudokuVariant variant)
{
  /* The bitboard solver knows only the classic houses. */
  if (variant == SUDOKU_VARIANT_CLASSIC)
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
