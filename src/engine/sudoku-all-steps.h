/* sudoku-all-steps.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-cells.h"
#include "sudoku-path.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

/* How many steps of one technique the search keeps at most: enough for
 * any real position, and a bound on a technique that would run away. */
#define SUDOKU_ALL_STEPS_DEFAULT_CAP 200

/**
 * SudokuFoundStep:
 *
 * One line of the list of every step available in a position: a step
 * (of the easiest technique that found its result), the other techniques
 * that found exactly the same placements and eliminations, and what the
 * list sorts and filters by. Immutable once handed out; refcounted.
 */
typedef struct _SudokuFoundStep SudokuFoundStep;

#define SUDOKU_TYPE_FOUND_STEP (sudoku_found_step_get_type ())

GType              sudoku_found_step_get_type        (void) G_GNUC_CONST;
SudokuFoundStep   *sudoku_found_step_ref             (SudokuFoundStep       *self);
void               sudoku_found_step_unref           (SudokuFoundStep       *self);

/* The order in which the search found it: stable for a position. */
guint              sudoku_found_step_get_id          (const SudokuFoundStep *self);
const SudokuStep  *sudoku_found_step_get_step        (const SudokuFoundStep *self);
SudokuTechnique    sudoku_found_step_get_technique   (const SudokuFoundStep *self);
/* Every technique that found this result, easiest first (the step's
 * own first), and how many instances found it in all. */
const SudokuTechnique *sudoku_found_step_get_techniques (const SudokuFoundStep *self,
                                                         guint                 *n_techniques);
guint              sudoku_found_step_get_n_instances (const SudokuFoundStep *self);
/* The step's Sudoku Explainer rating and the technique's level (1–7). */
double             sudoku_found_step_get_difficulty  (const SudokuFoundStep *self);
guint              sudoku_found_step_get_level       (const SudokuFoundStep *self);
/* Placements plus eliminations. */
guint              sudoku_found_step_get_n_removed   (const SudokuFoundStep *self);
/* Singles (cells a full house, hidden or naked single would fill) there
 * are after the step and were not before it. */
guint              sudoku_found_step_get_n_unlocked  (const SudokuFoundStep *self);
/* The cells the step marks, places in or eliminates from. */
SudokuCells        sudoku_found_step_get_cells       (const SudokuFoundStep *self);
/* The cells it places in or eliminates from, and the digits it places
 * or eliminates (a candidate mask). */
SudokuCells        sudoku_found_step_get_target_cells (const SudokuFoundStep *self);
guint16            sudoku_found_step_get_digits      (const SudokuFoundStep *self);
/* The first cell it changes, in row order: what "by cell" sorts by. */
guint              sudoku_found_step_get_first_cell  (const SudokuFoundStep *self);

/* Orders for a list: easiest first (then most removed, then id); most
 * removed first; most singles unlocked first; first changed cell. */
int sudoku_found_step_compare_difficulty (const SudokuFoundStep *a,
                                          const SudokuFoundStep *b);
int sudoku_found_step_compare_removed    (const SudokuFoundStep *a,
                                          const SudokuFoundStep *b);
int sudoku_found_step_compare_unlocked   (const SudokuFoundStep *a,
                                          const SudokuFoundStep *b);
int sudoku_found_step_compare_cell       (const SudokuFoundStep *a,
                                          const SudokuFoundStep *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuFoundStep, sudoku_found_step_unref)

/**
 * SudokuAllStepsFunc:
 * @technique: the technique just searched
 * @added: (element-type SudokuFoundStep) (transfer none): new results,
 *   in id order (take a ref to keep one)
 * @updated: (element-type SudokuFoundStep) (transfer none): results
 *   already reported that this technique found again: each replaces the
 *   one with the same id
 * @done: techniques searched so far
 * @total: techniques to search
 * @user_data: the data given to the search
 *
 * Called once per technique of the profile, in the worker's thread.
 */
typedef void (*SudokuAllStepsFunc) (SudokuTechnique  technique,
                                    GPtrArray       *added,
                                    GPtrArray       *updated,
                                    guint            done,
                                    guint            total,
                                    gpointer         user_data);

/**
 * sudoku_all_steps_find:
 * @board: the position (values and candidates)
 * @profile: the techniques to search (the assumption is never listed)
 * @unique: whether the puzzle has one solution (uniqueness techniques)
 * @cap: at most this many steps per technique (0: the default)
 * @func: (nullable): told after each technique
 * @user_data: for @func
 * @cancellable: (nullable): checked between techniques and steps
 *
 * Searches every technique of @profile for every instance in @board,
 * groups the results that place and eliminate the same, and returns
 * them in the order found (ids 0, 1, …).
 *
 * Returns: (transfer full) (element-type SudokuFoundStep): the list, or
 *   %NULL when cancelled
 */
GPtrArray *sudoku_all_steps_find (const SudokuBoard   *board,
                                  const SudokuProfile *profile,
                                  gboolean             unique,
                                  guint                cap,
                                  SudokuAllStepsFunc   func,
                                  gpointer             user_data,
                                  GCancellable        *cancellable);

/* Sorts @steps (element-type SudokuFoundStep) by difficulty, grouped by
 * technique: the techniques in order of their easiest step, the steps of
 * each by sudoku_found_step_compare_difficulty(). */
void       sudoku_all_steps_sort_grouped (GPtrArray *steps);

/* The lowest level among @steps, or 0 when empty. */
guint      sudoku_all_steps_easiest_level (GPtrArray *steps);

G_END_DECLS
