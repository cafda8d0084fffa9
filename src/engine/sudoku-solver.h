/* sudoku-solver.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"

G_BEGIN_DECLS

/**
 * SudokuSolveResult:
 * @n_solutions: solutions found, at most the limit asked for
 * @solution: the first solution found (values only, no givens); valid
 *   when @n_solutions > 0
 * @second: a second solution, valid when @n_solutions > 1
 * @nodes: search nodes (guesses) made
 * @aborted: %TRUE when the node limit was reached or the search was
 *   cancelled before the count was settled
 */
typedef struct
{
  guint    n_solutions;
  guint8   solution[SUDOKU_N_CELLS];
  guint8   second[SUDOKU_N_CELLS];
  guint64  nodes;
  gboolean aborted;
} SudokuSolveResult;

/**
 * SudokuSolveOptions:
 * @limit: stop after this many solutions (0 means 2)
 * @node_limit: give up after this many guesses (0 means no limit)
 * @cancellable: checked every few thousand nodes, or %NULL
 */
typedef struct
{
  guint         limit;
  guint64       node_limit;
  GCancellable *cancellable;
} SudokuSolveOptions;

/* Counts the solutions of the values of @board (candidates are ignored),
 * up to options->limit. Classic and Windoku boards go to the bitboard
 * solver, other variants to sudoku_solver_count_generic(). Returns %FALSE with @error set only when the
 * search was cancelled (G_IO_ERROR_CANCELLED); a reached node limit is
 * reported through result->aborted. The board's values must not already
 * contradict each other (sudoku_board_validate()); when they do, the
 * result is 0 solutions. Allocates nothing. */
gboolean sudoku_solver_count (const SudokuBoard        *board,
                              const SudokuSolveOptions *options,
                              SudokuSolveResult        *result,
                              GError                  **error);

/* The same search over any house list; slower, used for variants the
 * bitboard solver does not know and as a cross-check in tests. */
gboolean sudoku_solver_count_generic (const SudokuBoard        *board,
                                      const SudokuSolveOptions *options,
                                      SudokuSolveResult        *result,
                                      GError                  **error);

/* Convenience: solves @board in place (values only) when it has exactly
 * one solution. Returns the number of solutions found (0, 1 or 2). */
guint    sudoku_solver_solve_unique (SudokuBoard *board);

G_END_DECLS
