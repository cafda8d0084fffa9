/* sudoku-se.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-path.h"

G_BEGIN_DECLS

/**
 * SudokuSeRating:
 * @er: the Sudoku Explainer rating: the hardest step of its solve
 * @ep: the "pearl": the hardest step up to the first placed digit
 * @ed: the "diamond": the rating of the first step
 * @steps: how many steps the solve took
 * @solved: whether the rules solved the puzzle (when not, @er is 20.0,
 *   as Sudoku Explainer reports a puzzle beyond its solver)
 *
 * The three figures Sudoku Explainer 1.2.1's command-line rater prints
 * (ER/EP/ED), computed by following its rules: each step takes the first
 * rule, in its order, that applies; a chaining rule takes its easiest
 * hint (difficulty, then chain length); the chain ratings grow with the
 * chain length (+0.1 at lengths 4, 6, 8, 12, 16, 24, …).
 */
typedef struct
{
  double   er;
  double   ep;
  double   ed;
  guint    steps;
  gboolean solved;
} SudokuSeRating;

/**
 * sudoku_se_rate:
 * @board: a classic 9×9 puzzle (its givens and values; its candidates
 *   are recomputed)
 * @cancellable: (nullable): checked inside the chain searches
 * @rating: (out caller-allocates): the figures
 * @error: G_IO_ERROR_CANCELLED when cancelled, SUDOKU_ERROR when the
 *   board is not a classic puzzle or has no solution
 *
 * Rates @board on the Sudoku Explainer scale, up to its nested forcing
 * chains (ratings above 11).
 *
 * Returns: whether @rating was filled
 */
gboolean sudoku_se_rate (const SudokuBoard *board,
                         GCancellable      *cancellable,
                         SudokuSeRating    *rating,
                         GError           **error);

gboolean sudoku_se_estimate_is_exact (const SudokuRating *rating);

gboolean sudoku_se_settle_rating     (const SudokuBoard  *board,
                                      SudokuRating       *rating,
                                      GCancellable       *cancellable,
                                      GError            **error);

G_END_DECLS
