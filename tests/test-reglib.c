/* test-reglib.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* HoDoKu's reglib cases (tests/data/hodoku-reglib-dev.txt): every case
 * must pass, and none may be skipped. */

#include "config.h"

#include <string.h>

#include "sudoku-logic.h"
#include "sudoku-reglib.h"
#include "test-utils.h"

static void
test_reglib_cases (void)
{
  g_autofree char *path = test_data_path ("hodoku-reglib-dev.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  guint n_cases = 0, n_checked = 0, n_skipped = 0;
  g_autoptr(GString) failures = g_string_new (NULL);

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      SudokuReglibCase test_case;
      SudokuTechnique techniques[4];
      guint n_techniques;
      gboolean skip, implemented = TRUE;
      g_autofree char *detail = NULL;
      SudokuReglibResult result;

      if (lines[i][0] != ':')
        continue;
      n_cases++;

      sudoku_reglib_parse_case (lines[i], &test_case, &error);
      g_assert_no_error (error);

      /* Every code of the library has a technique now, Franken and Mutant
       * fish and templates included: none is left out. */
      if (!sudoku_reglib_code_techniques (test_case.code, techniques, &n_techniques, &skip))
        {
          g_string_append_printf (failures, "line %u (%s): %s\n", i + 1, test_case.code,
                                  skip ? "skipped" : "unknown code");
          n_skipped++;
          sudoku_reglib_case_clear (&test_case);
          continue;
        }

      for (guint t = 0; t < n_techniques; t++)
        implemented &= sudoku_technique_is_implemented (techniques[t]);
      if (!implemented)
        {
          sudoku_reglib_case_clear (&test_case);
          continue;
        }

      result = sudoku_reglib_run_case (&test_case, &detail);
      if (result != SUDOKU_REGLIB_PASS)
        g_string_append_printf (failures, "line %u (%s): %s\n", i + 1, test_case.code,
                                detail ? detail : "?");
      n_checked++;
      sudoku_reglib_case_clear (&test_case);
    }

  g_test_message ("%u cases, %u checked, %u skipped on purpose", n_cases, n_checked, n_skipped);
  g_assert_cmpuint (n_cases, ==, 772);
  g_assert_cmpuint (n_skipped, ==, 0);
  g_assert_cmpuint (n_checked, ==, 772);
  g_assert_cmpstr (failures->str, ==, "");
  /* The singles, intersections and subsets alone are 235 cases. */
  g_assert_cmpuint (n_checked, >=, 235);
}

static void
test_parse_case (void)
{
  SudokuReglibCase test_case;
  g_autoptr(GError) error = NULL;

  /* REGLIB-FORMAT.md's example: a naked single placing 8 at r2c9. */
  sudoku_reglib_parse_case (":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:",
                            &test_case, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (test_case.code, ==, "0003");
  g_assert_cmphex (test_case.digits, ==, SUDOKU_DIGIT_BIT (8));
  g_assert_cmpuint (test_case.board.values[0], ==, 6);
  g_assert_true (test_case.board.givens[0]);
  g_assert_cmpuint (test_case.board.values[4], ==, 5);
  g_assert_false (test_case.board.givens[4]);
  g_assert_cmpuint (test_case.placements->len, ==, 1);
  g_assert_cmpuint (g_array_index (test_case.placements, SudokuCandidate, 0).cell, ==, 17);
  g_assert_cmpuint (g_array_index (test_case.placements, SudokuCandidate, 0).digit, ==, 8);
  g_assert_cmpint (sudoku_reglib_run_case (&test_case, NULL), ==, SUDOKU_REGLIB_PASS);
  sudoku_reglib_case_clear (&test_case);

  g_assert_false (sudoku_reglib_parse_case ("0003:8:…", &test_case, &error));
  g_assert_nonnull (error);
  sudoku_reglib_case_clear (&test_case);
}

/* A line of a damaged file: the message quotes the bad word and must
 * still be UTF-8 (found by fuzz-reglib). */
static void
test_parse_case_bad_bytes (void)
{
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;
  SudokuReglibCase test_case;

  line = g_strconcat (":0000:1:", "...1.7......9.5.....3.8.5...9.....7...52.64..1.......87.......9..6.4.3...2.....1.",
                      ":431:146 175\xae:", "", ":", NULL);
  g_assert_false (sudoku_reglib_parse_case (line, &test_case, &error));
  g_assert_nonnull (error);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  sudoku_reglib_case_clear (&test_case);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/reglib/parse-case", test_parse_case);
  g_test_add_func ("/nanpure/reglib/parse-case-bad-bytes", test_parse_case_bad_bytes);
  g_test_add_func ("/nanpure/reglib/cases", test_reglib_cases);

  return g_test_run ();
}
