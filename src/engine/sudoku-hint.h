/* sudoku-hint.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sudoku-board.h"
#include "sudoku-path.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

/**
 * SudokuHintLevel:
 * @SUDOKU_HINT_VAGUE: the technique and the house to look in
 * @SUDOKU_HINT_CONCRETE: the technique, its digits and the cells of its
 *   pattern, but not what it yields
 * @SUDOKU_HINT_FULL: the whole step and why it holds
 *
 * How much a hint says. Each press of Hint in the window says one level
 * more; `nanpure-cli hint --level` picks one.
 */
typedef enum {
  SUDOKU_HINT_VAGUE = 1,
  SUDOKU_HINT_CONCRETE,
  SUDOKU_HINT_FULL,
} SudokuHintLevel;

/**
 * SudokuContradictionKind:
 * @SUDOKU_CONTRADICTION_NONE: the board is still on the way to the solution
 * @SUDOKU_CONTRADICTION_WRONG_VALUE: a digit on the board is not the
 *   solution's
 * @SUDOKU_CONTRADICTION_MISSING_CANDIDATE: an empty cell has lost the
 *   candidate the solution puts there
 * @SUDOKU_CONTRADICTION_DUPLICATE: the board breaks the rules: a digit
 *   twice in a house
 * @SUDOKU_CONTRADICTION_NO_SOLUTION: the givens keep the rules but have
 *   no solution
 */
typedef enum {
  SUDOKU_CONTRADICTION_NONE,
  SUDOKU_CONTRADICTION_WRONG_VALUE,
  SUDOKU_CONTRADICTION_MISSING_CANDIDATE,
  SUDOKU_CONTRADICTION_DUPLICATE,
  SUDOKU_CONTRADICTION_NO_SOLUTION,
} SudokuContradictionKind;

/**
 * SudokuContradiction:
 * @kind: what is wrong
 * @cell: where (the first such cell in reading order)
 * @digit: the wrong value, the candidate that was removed, or the digit
 *   repeated
 * @solution: the solution's digit in @cell
 * @variant: the rules of the board, for a duplicate's house name
 * @conflict: for %SUDOKU_CONTRADICTION_DUPLICATE, the first repeat
 *
 * For %SUDOKU_CONTRADICTION_NO_SOLUTION, what the givens' candidates show
 * at once, if anything: an empty cell no digit can fill (@cell, @digit
 * 0), or a house (@conflict.house) with no place left for @digit (@cell
 * is %SUDOKU_N_CELLS); neither (@cell %SUDOKU_N_CELLS, @digit 0) when the
 * contradiction lies deeper.
 *
 * Where a board parts from the solution of its givens, or from the
 * rules.
 */
typedef struct
{
  SudokuContradictionKind kind;
  guint                   cell;
  guint                   digit;
  guint                   solution;
  SudokuVariant           variant;
  SudokuConflict          conflict;
} SudokuContradiction;

gboolean    sudoku_hint_find_contradiction  (const SudokuBoard         *board,
                                             const guint8              *solution,
                                             SudokuContradiction       *contradiction);
char       *sudoku_contradiction_dup_message (const SudokuContradiction *contradiction);
GArray     *sudoku_hint_find_mistakes        (const SudokuBoard         *board,
                                              const guint8              *solution);
char       *sudoku_mistakes_dup_message      (GArray                    *mistakes);

gboolean    sudoku_hint_check_board          (const SudokuBoard         *board,
                                              guint8                    *solution,
                                              gboolean                  *unique,
                                              SudokuContradiction       *contradiction);

SudokuStep *sudoku_hint_find                 (const SudokuBoard         *board,
                                              const SudokuProfile       *profile,
                                              const guint8              *solution,
                                              SudokuContradiction       *contradiction);
SudokuStep *sudoku_hint_find_next            (const SudokuBoard         *board,
                                              const SudokuProfile       *profile,
                                              SudokuContradiction       *contradiction);
SudokuStep *sudoku_hint_find_next_cancellable (const SudokuBoard        *board,
                                              const SudokuProfile       *profile,
                                              GCancellable              *cancellable,
                                              SudokuContradiction       *contradiction);

char       *sudoku_hint_dup_text             (const SudokuStep          *step,
                                              const SudokuBoard         *board,
                                              SudokuHintLevel            level);

/* The hint object: one hint at one level, made once. */
#define SUDOKU_TYPE_HINT (sudoku_hint_get_type ())

typedef struct _SudokuHint SudokuHint;

GType              sudoku_hint_get_type     (void) G_GNUC_CONST;
SudokuHint        *sudoku_hint_new          (const SudokuStep  *step,
                                             const SudokuBoard *board,
                                             SudokuHintLevel    level);
SudokuHint        *sudoku_hint_new_message  (const char        *text);
SudokuHint        *sudoku_hint_new_repair   (const char        *text,
                                             GArray            *mistakes);
SudokuHint        *sudoku_hint_ref          (SudokuHint        *self);
void               sudoku_hint_unref        (SudokuHint        *self);
guint              sudoku_hint_get_level    (const SudokuHint  *self);
const SudokuStep  *sudoku_hint_get_step     (const SudokuHint  *self);
const SudokuBoard *sudoku_hint_get_board    (const SudokuHint  *self);
int                sudoku_hint_get_house    (const SudokuHint  *self);
const guint16     *sudoku_hint_get_pattern  (const SudokuHint  *self);
const char        *sudoku_hint_get_text     (const SudokuHint  *self);
guint              sudoku_hint_get_n_views  (const SudokuHint  *self);
const SudokuStepView *sudoku_hint_get_view  (const SudokuHint  *self,
                                             guint              index);
const SudokuStep  *sudoku_hint_get_view_step (const SudokuHint *self,
                                              guint             index);
const SudokuContradiction *sudoku_hint_get_repairs (const SudokuHint *self,
                                                    guint            *n_repairs);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuHint, sudoku_hint_unref)

G_END_DECLS
