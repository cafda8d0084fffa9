/* fuzz-reglib.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A libFuzzer target for reglib lines (sudoku_reglib_parse_case()): each
 * line of the input is one case. A case that reads has a board that keeps
 * the rules' ranges, and its code names techniques or is said to be
 * unknown; a line that does not read sets a readable error.
 */

#define G_LOG_DOMAIN "nanpure-fuzz"

#include "config.h"

#include "sudoku-reglib.h"

#include "fuzz-common.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_make_warnings_fatal ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_dup_string (data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", 64);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      SudokuReglibCase test_case = { 0 };
      g_autoptr(GError) error = NULL;

      if (sudoku_reglib_parse_case (lines[i], &test_case, &error))
        {
          SudokuTechnique techniques[4];
          guint n_techniques = 0;
          gboolean skip = FALSE;

          g_assert_null (error);
          g_assert_nonnull (test_case.code);
          for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
            {
              g_assert_cmpuint (test_case.board.values[cell], <=, 9);
              g_assert_cmpuint (test_case.board.candidates[cell] & ~SUDOKU_ALL_CANDIDATES, ==, 0);
            }
          if (sudoku_reglib_code_techniques (test_case.code, techniques, &n_techniques, &skip))
            g_assert_cmpuint (n_techniques, <=, 4);
        }
      else
        fuzz_check_error (error);

      sudoku_reglib_case_clear (&test_case);
    }

  return 0;
}
