/* sudoku-checker.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-game.h"
#include "sudoku-path.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_CHECKER (sudoku_checker_get_type ())

G_DECLARE_FINAL_TYPE (SudokuChecker, sudoku_checker, SUDOKU, CHECKER, GObject)

SudokuChecker       *sudoku_checker_new                 (SudokuGame           *game);

SudokuGame          *sudoku_checker_get_game            (SudokuChecker        *self);

/* The check of the givens (property n-solutions, signal "checked"). */
int                  sudoku_checker_get_n_solutions     (SudokuChecker        *self);
const guint8        *sudoku_checker_get_solution        (SudokuChecker        *self);
const guint8        *sudoku_checker_get_second_solution (SudokuChecker        *self);
gboolean             sudoku_checker_is_unique           (SudokuChecker        *self);
gboolean             sudoku_checker_is_counting         (SudokuChecker        *self);
gboolean             sudoku_checker_is_solved           (SudokuChecker        *self);

/* The rating of the puzzle (properties rating and se-rating). */
const SudokuRating  *sudoku_checker_get_rating          (SudokuChecker        *self);
double               sudoku_checker_get_se_rating       (SudokuChecker        *self);
void                 sudoku_checker_rate_async          (SudokuChecker        *self,
                                                         GCancellable         *cancellable,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
gboolean             sudoku_checker_rate_finish         (SudokuChecker        *self,
                                                         GAsyncResult         *result,
                                                         SudokuRating         *rating,
                                                         GError              **error);

G_END_DECLS
