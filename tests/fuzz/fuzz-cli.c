/* fuzz-cli.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A libFuzzer target for nanpure-cli's command lines, in-process: each
 * line of the input is one argument. The first picks the command (solve
 * or convert, which write nothing but standard output) and the rest go
 * to its option parser and its input routine (sudoku_cli_open_input()),
 * so that an argument is an option, a puzzle typed in or a file name.
 * The exit status must be one of those documented (0, 1 or 2), and the
 * variant parser and the input routine are also called directly.
 *
 * Arguments that would read standard input or files outside the current
 * folder ("-", anything with a '/') are left out: the fuzzer must not
 * block on a terminal or read /dev/zero; so are those asking for help,
 * which GOption answers with exit().
 */

#define G_LOG_DOMAIN "nanpure-fuzz"

#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "sudoku-cli.h"

#include "fuzz-common.h"

#define MAX_ARGS 16

static void
discard_print (const char *message)
{
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  int null_fd;

  fuzz_make_warnings_fatal ();
  /* What the commands print goes nowhere; the sanitizers' reports still
   * go to standard error. */
  g_set_print_handler (discard_print);
  g_set_printerr_handler (discard_print);
  null_fd = open ("/dev/null", O_WRONLY);
  g_assert_cmpint (null_fd, >=, 0);
  g_assert_cmpint (dup2 (null_fd, STDOUT_FILENO), ==, STDOUT_FILENO);
  close (null_fd);
  return 0;
}

static gboolean
safe_argument (const char *argument)
{
  /* GOption prints the help and calls exit() for --help… and for any
   * cluster of short options holding h or ?. */
  if (argument[0] == '-' && strpbrk (argument, "h?") != NULL)
    return FALSE;
  return !g_str_equal (argument, "-") && strchr (argument, '/') == NULL &&
         g_utf8_validate (argument, -1, NULL);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_dup_string (data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", MAX_ARGS);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuCliInput) input = NULL;
  SudokuVariant variant;
  char **argv;
  int argc;
  int status;

  if (lines[0] == NULL)
    return 0;
  for (guint i = 1; lines[i] != NULL; i++)
    if (!safe_argument (lines[i]))
      return 0;

  /* The input routine and the variant parser on the first argument. */
  if (lines[1] != NULL)
    {
      input = sudoku_cli_open_input (lines[1], &error);
      if (input != NULL)
        {
          g_assert_null (error);
          g_assert_nonnull (input->text);
          g_assert_nonnull (sudoku_cli_input_get_label (input));
        }
      else
        fuzz_check_error (error);
      sudoku_cli_parse_variant ("solve", lines[1], &variant);
    }

  /* argv as main() gets it; the option parser may reorder and drop
   * items, so it gets a copy of the pointers. */
  g_ptr_array_add (args, (char *) (g_str_has_prefix (lines[0], "c") ? "convert" : "solve"));
  for (guint i = 1; lines[i] != NULL; i++)
    g_ptr_array_add (args, lines[i]);
  g_ptr_array_add (args, NULL);
  argc = (int) args->len - 1;
  argv = g_memdup2 (args->pdata, args->len * sizeof (char *));

  if (g_str_equal (argv[0], "convert"))
    status = sudoku_cli_convert (argc, argv);
  else
    status = sudoku_cli_solve (argc, argv);
  g_free (argv);

  g_assert_true (status == SUDOKU_CLI_EXIT_OK || status == SUDOKU_CLI_EXIT_FAILURE ||
                 status == SUDOKU_CLI_EXIT_USAGE);

  return 0;
}
