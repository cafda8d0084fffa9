/* sudoku-move.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include "sudoku-move.h"

#include <glib/gi18n-lib.h>

/* An entry of a solve's history. Immutable once made: the history list,
 * the undo stack and a saved solve all share the same objects. It keeps
 * the state before and after, so that the history can show any point of
 * the solve, with the step drawn on the board it was found on. */
struct _SudokuMove
{
  GObject          parent_instance;

  SudokuMoveKind   kind;
  SudokuStep      *step;
  guint8           cell;
  guint8           digit;
  SudokuMoveState  before;
  SudokuMoveState  after;
  char            *summary;
  /* For an assumption: how it ended, as far as the history goes. */
  SudokuAssumptionOutcome outcome;
  /* For a move without a step: how many assumptions (what-if branches)
   * are open where the history has it, set by the game. */
  guint8           branch_depth;
};

G_DEFINE_FINAL_TYPE (SudokuMove, sudoku_move, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_OUTCOME,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static void
sudoku_move_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SudokuMove *self = SUDOKU_MOVE (object);

  switch (prop_id)
    {
    case PROP_OUTCOME:
      g_value_set_int (value, self->outcome);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_move_finalize (GObject *object)
{
  SudokuMove *self = SUDOKU_MOVE (object);

  g_clear_pointer (&self->step, sudoku_step_free);
  g_free (self->summary);

  G_OBJECT_CLASS (sudoku_move_parent_class)->finalize (object);
}

static void
sudoku_move_class_init (SudokuMoveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sudoku_move_finalize;
  object_class->get_property = sudoku_move_get_property;

  /**
   * SudokuMove:outcome:
   *
   * For an assumption, a #SudokuAssumptionOutcome: open until the history
   * shows how it ended (its backtrack, or the solution found under it).
   * The only part of a move that changes.
   */
  properties[PROP_OUTCOME] =
    g_param_spec_int ("outcome", NULL, NULL,
                      SUDOKU_ASSUMPTION_OPEN, SUDOKU_ASSUMPTION_STOPPED, SUDOKU_ASSUMPTION_OPEN,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_move_init (SudokuMove *self)
{
}

/**
 * sudoku_move_new:
 * @kind: what happened
 * @step: (nullable): the step, for %SUDOKU_MOVE_STEP, or the assumption
 *   that failed, for %SUDOKU_MOVE_BACKTRACK; copied
 * @cell: the cell, for the user's moves and backtracks
 * @digit: the digit (0 when a cell was cleared)
 * @before: the state before the move
 * @after: the state after it
 *
 * Returns: (transfer full): a new move
 */
SudokuMove *
sudoku_move_new (SudokuMoveKind         kind,
                 const SudokuStep      *step,
                 guint                  cell,
                 guint                  digit,
                 const SudokuMoveState *before,
                 const SudokuMoveState *after)
{
  SudokuMove *self;

  g_return_val_if_fail (before != NULL && after != NULL, NULL);
  g_return_val_if_fail (cell < SUDOKU_N_CELLS && digit <= 9, NULL);
  g_return_val_if_fail ((kind != SUDOKU_MOVE_STEP && kind != SUDOKU_MOVE_BACKTRACK) ||
                        step != NULL, NULL);

  self = g_object_new (SUDOKU_TYPE_MOVE, NULL);
  self->kind = kind;
  self->step = step ? sudoku_step_copy (step) : NULL;
  self->cell = cell;
  self->digit = digit;
  self->before = *before;
  self->after = *after;
  return self;
}

SudokuMoveKind
sudoku_move_get_kind (SudokuMove *self)
{
  g_return_val_if_fail (SUDOKU_IS_MOVE (self), SUDOKU_MOVE_STEP);

  return self->kind;
}

/* The step, or %NULL for the user's own moves. */
const SudokuStep *
sudoku_move_get_step (SudokuMove *self)
{
  g_return_val_if_fail (SUDOKU_IS_MOVE (self), NULL);

  return self->step;
}

guint
sudoku_move_get_cell (SudokuMove *self)
{
  g_return_val_if_fail (SUDOKU_IS_MOVE (self), 0);

  return self->cell;
}

guint
sudoku_move_get_digit (SudokuMove *self)
{
  g_return_val_if_fail (SUDOKU_IS_MOVE (self), 0);

  return self->digit;
}

/* How many assumptions are in force after the move: the history indents
 * by it. A backtrack leaves the level of the assumption it undoes; the
 * user's own moves inside a what-if branch are at the branch's depth. */
guint
sudoku_move_get_depth (SudokuMove *self)
{
  g_return_val_if_fail (SUDOKU_IS_MOVE (self), 0);

  if (self->step == NULL)
    return self->branch_depth;
  if (self->kind == SUDOKU_MOVE_BACKTRACK)
    return self->step->depth > 0 ? self->step->depth - 1 : 0;
  return self->step->depth;
}

const SudokuMoveState *
sudoku_move_get_before (SudokuMove *self)
{
  g_return_val_if_fail (SUDOKU_IS_MOVE (self), NULL);

  return &self->before;
}

const SudokuMoveState *
sudoku_move_get_after (SudokuMove *self)
{
  g_return_val_if_fail (SUDOKU_IS_MOVE (self), NULL);

  return &self->after;
}

/* The family the history's badge shows; the user's moves count as
 * assumptions' cousins: neither is a technique. */
SudokuFamily
sudoku_move_get_family (SudokuMove *self)
{
  g_return_val_if_fail (SUDOKU_IS_MOVE (self), SUDOKU_FAMILY_SINGLES);

  if (self->step == NULL)
    return SUDOKU_FAMILY_ASSUMPTION;
  return sudoku_technique_get_info (self->step->technique)->family;
}

static char *
dup_user_summary (SudokuMove *self)
{
  g_autofree char *cell = sudoku_cell_dup_name (self->cell);

  switch (self->kind)
    {
    case SUDOKU_MOVE_VALUE:
      if (self->digit == 0)
        /* Translators: the user cleared a cell, e.g. "Cleared r4c2". */
        return g_strdup_printf (_("Cleared %s"), cell);
      /* Translators: the user typed a digit, e.g. "Placed r4c2=7". */
      return g_strdup_printf (_("Placed %s=%u"), cell, self->digit);

    case SUDOKU_MOVE_CANDIDATE:
      if (self->after.board.candidates[self->cell] & SUDOKU_DIGIT_BIT (self->digit))
        /* Translators: the user put a pencil mark back, e.g. "Candidate 3 added to r1c1". */
        return g_strdup_printf (_("Candidate %u added to %s"), self->digit, cell);
      /* Translators: the user crossed out a pencil mark. */
      return g_strdup_printf (_("Candidate %u removed from %s"), self->digit, cell);

    case SUDOKU_MOVE_BACKTRACK:
      if (self->step->outcome == SUDOKU_ASSUMPTION_STOPPED)
        /* Translators: the user stopped a solve while it followed an
         * assumption; it is left unfinished, not found wrong. */
        return g_strdup_printf (_("Stopped inside %s=%u: left unfinished"), cell, self->digit);
      if (self->step->outcome != SUDOKU_ASSUMPTION_CONTRADICTION)
        /* Translators: the assumption search stopped following an
         * assumption (the attempt limit was reached). */
        return g_strdup_printf (_("Gave up on %s=%u"), cell, self->digit);
      /* Translators: the assumption search found that an assumption was
       * wrong, e.g. "r1c1=3 was wrong: 3 leaves r1c1". */
      return g_strdup_printf (_("%s=%u was wrong: %u leaves %s"),
                              cell, self->digit, self->digit, cell);

    case SUDOKU_MOVE_MARKS:
      {
        guint n_marks = 0;

        for (guint c = 0; c < SUDOKU_N_CELLS; c++)
          if (self->after.board.values[c] == 0)
            n_marks += __builtin_popcount (self->before.board.candidates[c] ^
                                           self->after.board.candidates[c]);
        /* Translators: Back to the First Mistake kept the user's pencil
         * marks made after the mistake that still hold. */
        return g_strdup_printf (ngettext ("Kept %u pencil mark made since",
                                          "Kept %u pencil marks made since", n_marks),
                                n_marks);
      }

    case SUDOKU_MOVE_STEP:
    default:
      g_assert_not_reached ();
    }
}

/**
 * sudoku_move_get_summary:
 * @self: a move
 *
 * One line for people, translated: the step's summary, or what the user
 * or the assumption search did. Made the first time it is asked for.
 *
 * Returns: (transfer none): the summary
 */
const char *
sudoku_move_get_summary (SudokuMove *self)
{
  g_return_val_if_fail (SUDOKU_IS_MOVE (self), NULL);

  if (self->summary == NULL)
    {
      if (self->kind == SUDOKU_MOVE_STEP)
        self->summary = sudoku_step_dup_summary (self->step, &self->before.board);
      else
        self->summary = dup_user_summary (self);
    }
  return self->summary;
}

SudokuAssumptionOutcome
sudoku_move_get_outcome (SudokuMove *self)
{
  g_return_val_if_fail (SUDOKU_IS_MOVE (self), SUDOKU_ASSUMPTION_OPEN);

  return self->outcome;
}

/* Set by the game as its history grows or shrinks. */
void
sudoku_move_set_outcome (SudokuMove              *self,
                         SudokuAssumptionOutcome  outcome)
{
  g_return_if_fail (SUDOKU_IS_MOVE (self));

  if (self->outcome == outcome)
    return;
  self->outcome = outcome;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OUTCOME]);
}

/* Set by the game as its history grows or shrinks: the depth of the
 * what-if branch a move without a step is in. */
void
sudoku_move_set_branch_depth (SudokuMove *self,
                              guint       depth)
{
  g_return_if_fail (SUDOKU_IS_MOVE (self));

  self->branch_depth = MIN (depth, G_MAXUINT8);
}

/* The fuller text: why the step holds. */
char *
sudoku_move_dup_explanation (SudokuMove *self)
{
  g_return_val_if_fail (SUDOKU_IS_MOVE (self), NULL);

  if (self->kind == SUDOKU_MOVE_STEP)
    return sudoku_step_dup_explanation (self->step, &self->before.board);
  if (self->kind == SUDOKU_MOVE_BACKTRACK)
    {
      g_autofree char *cell = sudoku_cell_dup_name (self->cell);

      return g_strdup_printf (_("Assuming %s=%u led to a contradiction, so %s cannot "
                                "hold %u. The search goes back to where that assumption "
                                "was made and crosses the digit out."),
                              cell, self->digit, cell, self->digit);
    }
  return g_strdup (sudoku_move_get_summary (self));
}

/**
 * sudoku_origin_for_step:
 * @step: a step that places digits
 *
 * Returns: the origin of the digits @step places: green under an
 * assumption, blue for full houses and naked singles, red for hidden
 * singles, the logic colour otherwise
 */
SudokuOrigin
sudoku_origin_for_step (const SudokuStep *step)
{
  g_return_val_if_fail (step != NULL, SUDOKU_ORIGIN_LOGIC);

  if (step->depth > 0 || step->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
    return SUDOKU_ORIGIN_ASSUMPTION;
  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_FULL_HOUSE:
    case SUDOKU_TECHNIQUE_NAKED_SINGLE:
      return SUDOKU_ORIGIN_SINGLE;
    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX:
    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE:
      return SUDOKU_ORIGIN_HIDDEN;
    default:
      return SUDOKU_ORIGIN_LOGIC;
    }
}

/* Applies @step to @state: the board as sudoku_step_apply() does, and
 * the origin of every digit it places. */
void
sudoku_move_state_apply_step (SudokuMoveState  *state,
                              const SudokuStep *step)
{
  SudokuOrigin origin;

  g_return_if_fail (state != NULL && step != NULL);

  origin = sudoku_origin_for_step (step);
  sudoku_step_apply (step, &state->board);
  for (guint i = 0; i < step->placements->len; i++)
    state->origins[g_array_index (step->placements, SudokuCandidate, i).cell] = origin;
}
