/* test-utils.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "test-utils.h"

#include "sudoku-parse.h"
#include "sudoku-solver.h"

#include <string.h>

/* A board read from @text, which must be a valid puzzle. */
SudokuBoard
test_board_from (const char    *text,
                 SudokuVariant  variant)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;

  puzzle = sudoku_parse_puzzle (text, -1, variant, &error);
  g_assert_no_error (error);
  g_assert_nonnull (puzzle);
  return puzzle->board;
}

/* The one solution of the classic puzzle @text, 81 digits. */
void
test_solution_of (const char *text,
                  guint8     *solution)
{
  SudokuBoard board = test_board_from (text, SUDOKU_VARIANT_CLASSIC);
  SudokuSolveResult exact;

  sudoku_solver_count (&board, NULL, &exact, NULL);
  g_assert_cmpuint (exact.n_solutions, ==, 1);
  memcpy (solution, exact.solution, SUDOKU_N_CELLS);
}
