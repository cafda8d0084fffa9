/* sudoku-move.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sudoku-board.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

/**
 * SudokuOrigin:
 * @SUDOKU_ORIGIN_NONE: the cell is empty
 * @SUDOKU_ORIGIN_GIVEN: part of the puzzle
 * @SUDOKU_ORIGIN_USER: typed by the user while solving
 * @SUDOKU_ORIGIN_SINGLE: found as a full house or naked single
 * @SUDOKU_ORIGIN_HIDDEN: found as a hidden single
 * @SUDOKU_ORIGIN_LOGIC: found by any other technique
 * @SUDOKU_ORIGIN_ASSUMPTION: placed while an assumption is in force
 *
 * How the digit in a cell came to be there. The window colours digits by
 * it, as the original solver's sheet did (blue, red, green).
 */
typedef enum {
  SUDOKU_ORIGIN_NONE,
  SUDOKU_ORIGIN_GIVEN,
  SUDOKU_ORIGIN_USER,
  SUDOKU_ORIGIN_SINGLE,
  SUDOKU_ORIGIN_HIDDEN,
  SUDOKU_ORIGIN_LOGIC,
  SUDOKU_ORIGIN_ASSUMPTION,
} SudokuOrigin;

/**
 * SudokuMoveKind:
 * @SUDOKU_MOVE_STEP: a step of the logical solver or an assumption
 * @SUDOKU_MOVE_VALUE: the user set a digit, or cleared a cell (digit 0)
 * @SUDOKU_MOVE_CANDIDATE: the user removed or added a candidate
 * @SUDOKU_MOVE_BACKTRACK: the assumption search went back: the digit it
 *   had assumed is wrong and leaves its cell's candidates
 * @SUDOKU_MOVE_MARKS: the user's pencil marks set at once: Back to the
 *   First Mistake keeps those made since that still hold
 *
 * What kind of entry of a solve's history a #SudokuMove is.
 */
typedef enum {
  SUDOKU_MOVE_STEP,
  SUDOKU_MOVE_VALUE,
  SUDOKU_MOVE_CANDIDATE,
  SUDOKU_MOVE_BACKTRACK,
  SUDOKU_MOVE_MARKS,
} SudokuMoveKind;

/**
 * SudokuMoveState:
 *
 * A board with the origin of every digit: what the grid shows.
 */
typedef struct
{
  SudokuBoard board;
  guint8      origins[SUDOKU_N_CELLS];
} SudokuMoveState;

#define SUDOKU_TYPE_MOVE (sudoku_move_get_type ())

G_DECLARE_FINAL_TYPE (SudokuMove, sudoku_move, SUDOKU, MOVE, GObject)

SudokuMove            *sudoku_move_new           (SudokuMoveKind          kind,
                                                  const SudokuStep       *step,
                                                  guint                   cell,
                                                  guint                   digit,
                                                  const SudokuMoveState  *before,
                                                  const SudokuMoveState  *after);

SudokuMoveKind         sudoku_move_get_kind      (SudokuMove             *self);
const SudokuStep      *sudoku_move_get_step      (SudokuMove             *self);
guint                  sudoku_move_get_cell      (SudokuMove             *self);
guint                  sudoku_move_get_digit     (SudokuMove             *self);
guint                  sudoku_move_get_depth     (SudokuMove             *self);
const SudokuMoveState *sudoku_move_get_before    (SudokuMove             *self);
const SudokuMoveState *sudoku_move_get_after     (SudokuMove             *self);
SudokuFamily           sudoku_move_get_family    (SudokuMove             *self);
const char            *sudoku_move_get_summary   (SudokuMove             *self);
char                  *sudoku_move_dup_explanation (SudokuMove           *self);

SudokuAssumptionOutcome sudoku_move_get_outcome  (SudokuMove             *self);
void                   sudoku_move_set_outcome   (SudokuMove             *self,
                                                  SudokuAssumptionOutcome outcome);
void                   sudoku_move_set_branch_depth (SudokuMove          *self,
                                                     guint                depth);

SudokuOrigin           sudoku_origin_for_step    (const SudokuStep       *step);

void                   sudoku_move_state_apply_step (SudokuMoveState     *state,
                                                     const SudokuStep    *step);

G_END_DECLS
