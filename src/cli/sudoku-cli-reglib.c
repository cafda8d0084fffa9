/* sudoku-cli-reglib.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* nanpure-cli reglib FILE: runs HoDoKu's technique regression cases. */

#define G_LOG_DOMAIN "nanpure-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "sudoku-cli.h"
#include "sudoku-reglib.h"

int
sudoku_cli_reglib (int    argc,
                   char **argv)
{
  gboolean verbose = FALSE;
  const GOptionEntry entries[] = {
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
      N_("After each failing case, say what was found instead"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SudokuCliInput) input = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  guint passed = 0, failed = 0, skipped = 0;

  context = sudoku_cli_context_new (
    _("FILE — run HoDoKu reglib test cases"),
    _("Runs every case of FILE, a technique test library in HoDoKu's reglib format."),
    _("Output: one line per case, “pass|fail|skip <line> <code>”, then\n"
      "  reglib: <P> passed, <F> failed, <S> skipped\n"
      "Cases are skipped only for techniques left out on purpose:\n"
      "Franken and Mutant fish (033x–036x) and templates (1201, 1202).\n\n"
      "Exit status: 0 when no case failed, 1 when one failed or FILE has no\n"
      "case at all, 2 for a usage error or a file that cannot be read."),
    entries);
  if (!sudoku_cli_parse_options (context, "reglib", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (argc != 2)
    return sudoku_cli_usage_error ("reglib", _("give exactly one FILE"));

  input = sudoku_cli_open_input (argv[1], &error);
  if (input == NULL)
    {
      g_printerr ("nanpure-cli: %s\n", error->message);
      return SUDOKU_CLI_EXIT_IO;
    }

  lines = g_strsplit (input->text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      SudokuReglibCase test_case;
      g_autoptr(GError) case_error = NULL;
      g_autofree char *detail = NULL;
      SudokuReglibResult result;
      const char *word;

      if (lines[i][0] != ':')
        continue;

      if (!sudoku_reglib_parse_case (lines[i], &test_case, &case_error))
        {
          printf ("fail %u %s\n", i + 1, test_case.code ? test_case.code : "?");
          if (verbose)
            printf ("  %s\n", case_error->message);
          sudoku_reglib_case_clear (&test_case);
          failed++;
          continue;
        }

      result = sudoku_reglib_run_case (&test_case, verbose ? &detail : NULL);
      switch (result)
        {
        case SUDOKU_REGLIB_PASS:
          word = "pass";
          passed++;
          break;
        case SUDOKU_REGLIB_SKIP:
          word = "skip";
          skipped++;
          break;
        case SUDOKU_REGLIB_FAIL:
        default:
          word = "fail";
          failed++;
          break;
        }
      printf ("%s %u %s\n", word, i + 1, test_case.code);
      if (detail)
        printf ("  %s\n", detail);
      sudoku_reglib_case_clear (&test_case);
    }

  if (!sudoku_cli_finish_output ())
    return SUDOKU_CLI_EXIT_IO;
  /* A file with no case at all is not a library that passed. */
  if (passed + failed + skipped == 0)
    {
      g_printerr (_("nanpure-cli: %s has no test cases (lines that start with “:”)"),
                  sudoku_cli_input_get_label (input));
      g_printerr ("\n");
      return SUDOKU_CLI_EXIT_FAILURE;
    }

  printf ("reglib: %u passed, %u failed, %u skipped\n", passed, failed, skipped);
  if (!sudoku_cli_finish_output ())
    return SUDOKU_CLI_EXIT_IO;
  return failed ? SUDOKU_CLI_EXIT_FAILURE : SUDOKU_CLI_EXIT_OK;
}
