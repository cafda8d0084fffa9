/* library-levels.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A library with puzzles in its levels, for the tests of levels (lists,
 * moves, numbering, the library window's groups). A new library keeps
 * every sample puzzle in Sample (issue 20, item 18); this files them as
 * libraries of schema 3 and older had them: the first 49 under their
 * rated level, No. 1–7 there, and the three seed puzzles as Sample's
 * No. 1–3. Only the library's API is used. */

#pragma once

#include "sudoku-library.h"

static inline void
file_samples_in_levels (SudokuLibrary *library)
{
  g_autoptr(GPtrArray) samples = NULL;
  g_autoptr(GError) error = NULL;

  samples = sudoku_library_list (library, SUDOKU_LIBRARY_SAMPLE, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (samples->len, ==, 7 * 7 + 3);
  for (guint i = 0; i < samples->len; i++)
    {
      g_autoptr(SudokuLibraryPuzzle) puzzle =
        sudoku_library_puzzle_copy (g_ptr_array_index (samples, i));

      if (i < 7 * 7)
        {
          puzzle->level = puzzle->computed_level;
          puzzle->number = i % 7 + 1;
        }
      else
        puzzle->number = i - 7 * 7 + 1;
      g_assert_true (sudoku_library_update (library, puzzle, &error));
      g_assert_no_error (error);
    }
}
