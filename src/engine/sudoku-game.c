/* sudoku-game.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include "sudoku-game-private.h"

#include <string.h>

/* The game and its undo; sudoku-game-record.c writes and reads its
 * records, the struct is in sudoku-game-private.h. */

G_DEFINE_FINAL_TYPE (SudokuGame, sudoku_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MODE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS,
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
_sudoku_game_snapshot_free (SudokuGameSnapshot *snapshot)
{
  g_ptr_array_unref (snapshot->moves);
  g_clear_pointer (&snapshot->colourings, g_ptr_array_unref);
  g_free (snapshot);
}

static SudokuGameSnapshot *
snapshot_take (SudokuGame *self)
{
  SudokuGameSnapshot *snapshot = g_new (SudokuGameSnapshot, 1);

  snapshot->state = self->state;
  snapshot->held_moves = 0;
  snapshot->moves = g_ptr_array_new_full (self->moves->len, g_object_unref);
  for (guint i = 0; i < self->moves->len; i++)
    g_ptr_array_add (snapshot->moves, g_object_ref (self->moves->pdata[i]));
  snapshot->colourings = _sudoku_colourings_copy (self->colourings);
  snapshot->mode = self->mode;
  snapshot->has_mode = FALSE;
  return snapshot;
}

gboolean
_sudoku_game_states_equal (const SudokuMoveState *a,
              const SudokuMoveState *b)
{
  /* Field by field: padding bytes may differ between equal boards. */
  return a->board.variant == b->board.variant &&
         memcmp (a->board.values, b->board.values, sizeof a->board.values) == 0 &&
         memcmp (a->board.givens, b->board.givens, sizeof a->board.givens) == 0 &&
         memcmp (a->board.candidates, b->board.candidates, sizeof a->board.candidates) == 0 &&
         memcmp (a->origins, b->origins, sizeof a->origins) == 0;
}

static gboolean
moves_equal (GPtrArray *a,
             GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (a->pdata[i] != b->pdata[i])
      return FALSE;
  return TRUE;
}

/* How each assumption of the history ended, as far as the history goes:
 * the outcome of its backtrack, solved when the grid is complete under
 * it, else open; and the depth of the branch each of the user's moves
 * is in. One pass with a stack of the open assumptions. */
static void
update_outcomes (SudokuGame *self)
{
  g_autoptr(GPtrArray) open = g_ptr_array_new ();

  for (guint i = 0; i < self->moves->len; i++)
    {
      SudokuMove *move = self->moves->pdata[i];
      const SudokuStep *step = sudoku_move_get_step (move);

      if (step == NULL)
        sudoku_move_set_branch_depth (move, open->len);
      else if (sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP &&
          step->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
        {
          g_ptr_array_add (open, move);
          sudoku_move_set_outcome (move, SUDOKU_ASSUMPTION_OPEN);
        }
      else if (sudoku_move_get_kind (move) == SUDOKU_MOVE_BACKTRACK && open->len > 0)
        {
          SudokuMove *assumption = g_ptr_array_steal_index (open, open->len - 1);

          sudoku_move_set_outcome (assumption, step->outcome);
        }
    }
  if (sudoku_board_is_complete (&self->state.board))
    for (guint i = 0; i < open->len; i++)
      sudoku_move_set_outcome (open->pdata[i], SUDOKU_ASSUMPTION_SOLVED);
}

/* Makes the history list show exactly @moves. */
void
_sudoku_game_set_moves (SudokuGame *self,
           GPtrArray  *moves)
{
  guint n_old = self->moves->len;

  g_ptr_array_set_size (self->moves, 0);
  for (guint i = 0; i < moves->len; i++)
    g_ptr_array_add (self->moves, g_object_ref (moves->pdata[i]));
  g_list_store_splice (self->history, 0, n_old, moves->pdata, moves->len);
}

/* A move of the user's takes the depth of the branch the history is in
 * before it joins the list, so that its row is indented at once
 * (update_outcomes() keeps it right as the history changes). */
static void
preset_branch_depth (SudokuGame *self,
                     SudokuMove *move)
{
  if (sudoku_move_get_step (move) == NULL && self->moves->len > 0)
    sudoku_move_set_branch_depth (move,
                                  sudoku_move_get_depth (self->moves->pdata[self->moves->len - 1]));
}

static void
add_move (SudokuGame *self,
          SudokuMove *move)
{
  preset_branch_depth (self, move);
  g_ptr_array_add (self->moves, g_object_ref (move));
  g_list_store_append (self->history, move);
}

static void
clear_moves (SudokuGame *self)
{
  g_ptr_array_set_size (self->moves, 0);
  g_list_store_remove_all (self->history);
}

void
_sudoku_game_emit_changed (SudokuGame *self)
{
  update_outcomes (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/**
 * sudoku_game_begin_action:
 * @self: a game
 *
 * Starts an undoable action: what changes until the matching
 * sudoku_game_end_action() is undone in one go. Actions nest; only the
 * outermost counts. An action that changes nothing leaves no trace.
 */
void
sudoku_game_begin_action (SudokuGame *self)
{
  g_return_if_fail (SUDOKU_IS_GAME (self));

  if (self->action_depth++ > 0)
    return;
  g_ptr_array_add (self->undo_stack, snapshot_take (self));
}

/* Past the limits the oldest actions can no longer be undone: at most
 * SUDOKU_GAME_UNDO_LIMIT actions, and the histories of earlier puzzles
 * kept for undo hold at most SUDOKU_GAME_UNDO_MOVES_LIMIT moves. */
void
_sudoku_game_trim_undo (SudokuGame *self)
{
  guint held = 0;
  guint drop = 0;

  for (guint i = 0; i < self->undo_stack->len; i++)
    held += ((SudokuGameSnapshot *) self->undo_stack->pdata[i])->held_moves;
  while (self->undo_stack->len - drop > SUDOKU_GAME_UNDO_LIMIT ||
         held > SUDOKU_GAME_UNDO_MOVES_LIMIT)
    held -= ((SudokuGameSnapshot *) self->undo_stack->pdata[drop++])->held_moves;
  if (drop > 0)
    g_ptr_array_remove_range (self->undo_stack, 0, drop);
}

void
sudoku_game_end_action (SudokuGame *self)
{
  SudokuGameSnapshot *top;
  gboolean had_redo;

  g_return_if_fail (SUDOKU_IS_GAME (self));
  g_return_if_fail (self->action_depth > 0);

  if (--self->action_depth > 0)
    return;

  top = g_ptr_array_index (self->undo_stack, self->undo_stack->len - 1);
  /* Colours after the last move go with the moves (a history cut). */
  _sudoku_game_trim_colourings (self);
  if (_sudoku_game_states_equal (&top->state, &self->state) && moves_equal (top->moves, self->moves) &&
      _sudoku_colourings_equal (top->colourings, self->colourings) && top->mode == self->mode)
    {
      g_ptr_array_remove_index (self->undo_stack, self->undo_stack->len - 1);
      return;
    }
  /* The action switched the mode: undo gives the mode back with it. */
  top->has_mode = top->mode != self->mode;

  /* An action that replaced the history leaves the old one to its
   * snapshot alone. */
  if (self->moves->len < top->moves->len ||
      (top->moves->len > 0 &&
       self->moves->pdata[top->moves->len - 1] != top->moves->pdata[top->moves->len - 1]))
    top->held_moves = top->moves->len;
  _sudoku_game_trim_undo (self);

  had_redo = self->redo_stack->len > 0;
  g_ptr_array_set_size (self->redo_stack, 0);
  if (self->undo_stack->len == 1)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (had_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static gboolean
restore (SudokuGame *self,
         GPtrArray  *from,
         GPtrArray  *to)
{
  SudokuGameSnapshot *snapshot;
  gboolean from_was_full, to_was_empty;

  g_return_val_if_fail (self->action_depth == 0, FALSE);

  if (from->len == 0)
    return FALSE;

  from_was_full = from->len == 1;
  to_was_empty = to->len == 0;
  snapshot = g_ptr_array_steal_index (from, from->len - 1);
  /* The way back carries the mode when the action did. */
  g_ptr_array_add (to, snapshot_take (self));
  ((SudokuGameSnapshot *) to->pdata[to->len - 1])->has_mode = snapshot->has_mode;
  self->state = snapshot->state;
  _sudoku_game_set_moves (self, snapshot->moves);
  g_ptr_array_unref (self->colourings);
  self->colourings = g_steal_pointer (&snapshot->colourings);

  g_object_freeze_notify (G_OBJECT (self));
  if (snapshot->has_mode)
    sudoku_game_set_mode (self, snapshot->mode);
  _sudoku_game_snapshot_free (snapshot);
  if (from_was_full || to_was_empty)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  g_object_thaw_notify (G_OBJECT (self));
  _sudoku_game_emit_changed (self);
  return TRUE;
}

gboolean
sudoku_game_undo (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);

  return restore (self, self->undo_stack, self->redo_stack);
}

gboolean
sudoku_game_redo (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);

  return restore (self, self->redo_stack, self->undo_stack);
}

gboolean
sudoku_game_can_undo (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);

  return self->undo_stack->len > 0;
}

gboolean
sudoku_game_can_redo (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);

  return self->redo_stack->len > 0;
}

/* Notifies can-undo and can-redo where they differ from @could_undo and
 * @could_redo, what they were before the stacks were replaced. */
void
_sudoku_game_notify_undo_redo (SudokuGame *self,
                               gboolean    could_undo,
                               gboolean    could_redo)
{
  if (could_undo != (self->undo_stack->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != (self->redo_stack->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static void
sudoku_game_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SudokuGame *self = SUDOKU_GAME (object);

  switch (prop_id)
    {
    case PROP_MODE:
      g_value_set_int (value, self->mode);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, sudoku_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, sudoku_game_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_game_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  SudokuGame *self = SUDOKU_GAME (object);

  switch (prop_id)
    {
    case PROP_MODE:
      sudoku_game_set_mode (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_game_finalize (GObject *object)
{
  SudokuGame *self = SUDOKU_GAME (object);

  g_clear_object (&self->history);
  g_clear_pointer (&self->moves, g_ptr_array_unref);
  g_clear_pointer (&self->undo_stack, g_ptr_array_unref);
  g_clear_pointer (&self->redo_stack, g_ptr_array_unref);
  g_clear_pointer (&self->colourings, g_ptr_array_unref);

  G_OBJECT_CLASS (sudoku_game_parent_class)->finalize (object);
}

static void
sudoku_game_class_init (SudokuGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sudoku_game_get_property;
  object_class->set_property = sudoku_game_set_property;
  object_class->finalize = sudoku_game_finalize;

  /**
   * SudokuGame:mode:
   *
   * A #SudokuGameMode: editing the puzzle or solving it.
   */
  properties[PROP_MODE] =
    g_param_spec_int ("mode", NULL, NULL,
                      SUDOKU_GAME_EDIT, SUDOKU_GAME_SOLVE, SUDOKU_GAME_EDIT,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuGame::changed:
   *
   * The board, the origins or the history changed.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sudoku_game_init (SudokuGame *self)
{
  self->history = g_list_store_new (SUDOKU_TYPE_MOVE);
  self->moves = g_ptr_array_new_with_free_func (g_object_unref);
  self->undo_stack = g_ptr_array_new_with_free_func ((GDestroyNotify) _sudoku_game_snapshot_free);
  self->redo_stack = g_ptr_array_new_with_free_func ((GDestroyNotify) _sudoku_game_snapshot_free);
  self->colourings = _sudoku_colourings_copy (NULL);
}

/**
 * sudoku_game_new:
 * @variant: the rules of the empty board it starts with
 *
 * Returns: (transfer full): a game on an empty board, in edit mode
 */
SudokuGame *
sudoku_game_new (SudokuVariant variant)
{
  SudokuGame *self = g_object_new (SUDOKU_TYPE_GAME, NULL);

  sudoku_board_init (&self->state.board, variant);
  sudoku_board_compute_candidates (&self->state.board);
  return self;
}

/* The board: values, givens and the candidates as they stand (computed,
 * narrowed by logic and by the user). */
const SudokuBoard *
sudoku_game_get_board (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);

  return &self->state.board;
}

const SudokuMoveState *
sudoku_game_get_state (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);

  return &self->state;
}

SudokuOrigin
sudoku_game_get_origin (SudokuGame *self,
                        guint       cell)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), SUDOKU_ORIGIN_NONE);
  g_return_val_if_fail (cell < SUDOKU_N_CELLS, SUDOKU_ORIGIN_NONE);

  return self->state.origins[cell];
}

SudokuVariant
sudoku_game_get_variant (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), SUDOKU_VARIANT_CLASSIC);

  return self->state.board.variant;
}

/**
 * sudoku_game_dup_puzzle:
 * @self: a game
 *
 * Returns: (transfer full): the puzzle itself: the givens, with the
 *   candidates they allow
 */
SudokuBoard *
sudoku_game_dup_puzzle (SudokuGame *self)
{
  SudokuBoard *puzzle;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);

  puzzle = sudoku_board_new (self->state.board.variant);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (self->state.board.givens[cell])
      sudoku_board_set_value (puzzle, cell, self->state.board.values[cell], TRUE);
  sudoku_board_compute_candidates (puzzle);
  return puzzle;
}

SudokuGameMode
sudoku_game_get_mode (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), SUDOKU_GAME_EDIT);

  return self->mode;
}

/* The mode is how the user works, not part of the puzzle: switching it
 * is not undone; but switched inside an action (between
 * sudoku_game_begin_action() and _end_action(), as a load does), it is
 * undone and redone with that action. */
void
sudoku_game_set_mode (SudokuGame     *self,
                      SudokuGameMode  mode)
{
  g_return_if_fail (SUDOKU_IS_GAME (self));

  if (self->mode == mode)
    return;
  self->mode = mode;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
}

/**
 * sudoku_game_get_history:
 * @self: a game
 *
 * Returns: (transfer none): the moves of the solve so far, a list of
 *   #SudokuMove
 */
GListModel *
sudoku_game_get_history (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);

  return G_LIST_MODEL (self->history);
}

/* Whether @digit may go in @cell by the rules: no peer holds it. */
static gboolean
digit_allowed (const SudokuBoard *board,
               guint              cell,
               guint              digit)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (board->variant);

  for (guint p = 0; p < houses->n_peers[cell]; p++)
    if (board->values[houses->peers[cell][p]] == digit)
      return FALSE;
  return TRUE;
}

static guint16
allowed_candidates (const SudokuBoard *board,
                    guint              cell)
{
  guint16 mask = 0;

  for (guint digit = 1; digit <= 9; digit++)
    if (digit_allowed (board, cell, digit))
      mask |= SUDOKU_DIGIT_BIT (digit);
  return mask;
}

static void
reset_origins (SudokuMoveState *state)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (state->board.values[cell] == 0)
        state->origins[cell] = SUDOKU_ORIGIN_NONE;
      else if (state->board.givens[cell])
        state->origins[cell] = SUDOKU_ORIGIN_GIVEN;
      else if (state->origins[cell] == SUDOKU_ORIGIN_NONE ||
               state->origins[cell] == SUDOKU_ORIGIN_GIVEN)
        state->origins[cell] = SUDOKU_ORIGIN_USER;
    }
}

/**
 * sudoku_game_load:
 * @self: a game
 * @puzzle: the new puzzle: givens, maybe digits already placed and
 *   pencil marks (as a HoDoKu line or a pencil-mark grid carries them)
 *
 * Starts a new solve on @puzzle; the history starts empty. Candidates
 * the rules rule out are dropped. Undoable.
 */
void
sudoku_game_load (SudokuGame        *self,
                  const SudokuBoard *puzzle)
{
  g_return_if_fail (SUDOKU_IS_GAME (self));
  g_return_if_fail (puzzle != NULL);

  sudoku_game_begin_action (self);
  self->state.board = *puzzle;
  memset (self->state.origins, SUDOKU_ORIGIN_NONE, sizeof self->state.origins);
  reset_origins (&self->state);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      SudokuBoard *board = &self->state.board;

      if (board->values[cell])
        board->candidates[cell] = SUDOKU_DIGIT_BIT (board->values[cell]);
      else
        board->candidates[cell] &= allowed_candidates (board, cell);
    }
  clear_moves (self);
  /* Colours are about the puzzle they were put on. */
  g_ptr_array_set_size (self->colourings, 0);
  sudoku_game_end_action (self);
  _sudoku_game_emit_changed (self);
}

/* In edit mode the puzzle itself changes: candidates start afresh and
 * the history of the old puzzle no longer applies. */
static gboolean
set_given (SudokuGame *self,
           guint       cell,
           guint       digit)
{
  SudokuBoard *board = &self->state.board;

  if (board->values[cell] == digit && board->givens[cell] == (digit != 0))
    return FALSE;

  sudoku_game_begin_action (self);
  sudoku_board_set_value (board, cell, digit, TRUE);
  self->state.origins[cell] = digit ? SUDOKU_ORIGIN_GIVEN : SUDOKU_ORIGIN_NONE;
  sudoku_board_compute_candidates (board);
  clear_moves (self);
  sudoku_game_end_action (self);
  _sudoku_game_emit_changed (self);
  return TRUE;
}

/* Takes the value out of @cell: the cell gets back every candidate the
 * rules allow, and the digit returns to the peers that may hold it. */
static void
remove_value (SudokuBoard *board,
              guint        cell)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (board->variant);
  guint digit = board->values[cell];

  board->values[cell] = 0;
  board->givens[cell] = FALSE;
  board->candidates[cell] = allowed_candidates (board, cell);
  if (digit == 0)
    return;
  for (guint p = 0; p < houses->n_peers[cell]; p++)
    {
      guint peer = houses->peers[cell][p];

      if (board->values[peer] == 0 && digit_allowed (board, peer, digit))
        board->candidates[peer] |= SUDOKU_DIGIT_BIT (digit);
    }
}

/* Puts @digit in @cell and takes it out of the peers' candidates: one
 * move, one undo step. */
static void
place_value (SudokuBoard *board,
             guint        cell,
             guint        digit)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (board->variant);

  board->values[cell] = digit;
  board->givens[cell] = FALSE;
  board->candidates[cell] = SUDOKU_DIGIT_BIT (digit);
  for (guint p = 0; p < houses->n_peers[cell]; p++)
    {
      guint peer = houses->peers[cell][p];

      if (board->values[peer] == 0)
        board->candidates[peer] &= ~SUDOKU_DIGIT_BIT (digit);
    }
}

/**
 * sudoku_game_set_value:
 * @self: a game
 * @cell: the cell
 * @digit: 1–9, or 0 to clear the cell
 *
 * In edit mode, sets a given. In solve mode, places the user's digit
 * (removing it from the peers' candidates) or clears the cell; givens
 * stay as they are. Undoable.
 *
 * Returns: %TRUE when something changed
 */
gboolean
sudoku_game_set_value (SudokuGame *self,
                       guint       cell,
                       guint       digit)
{
  SudokuMoveState before;
  g_autoptr(SudokuMove) move = NULL;
  SudokuBoard *board;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  g_return_val_if_fail (cell < SUDOKU_N_CELLS && digit <= 9, FALSE);

  if (self->mode == SUDOKU_GAME_EDIT)
    return set_given (self, cell, digit);

  board = &self->state.board;
  if (board->givens[cell] || board->values[cell] == digit)
    return FALSE;

  before = self->state;
  sudoku_game_begin_action (self);
  if (board->values[cell])
    remove_value (board, cell);
  if (digit)
    place_value (board, cell, digit);
  self->state.origins[cell] = digit ? SUDOKU_ORIGIN_USER : SUDOKU_ORIGIN_NONE;
  move = sudoku_move_new (SUDOKU_MOVE_VALUE, NULL, cell, digit, &before, &self->state);
  add_move (self, move);
  sudoku_game_end_action (self);
  _sudoku_game_emit_changed (self);
  return TRUE;
}

/**
 * sudoku_game_toggle_candidate:
 * @self: a game
 * @cell: an empty cell
 * @digit: 1–9
 *
 * Crosses a candidate out, or puts it back. Undoable.
 *
 * Returns: %TRUE when something changed (%FALSE for a filled cell)
 */
gboolean
sudoku_game_toggle_candidate (SudokuGame *self,
                              guint       cell,
                              guint       digit)
{
  SudokuMoveState before;
  g_autoptr(SudokuMove) move = NULL;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  g_return_val_if_fail (cell < SUDOKU_N_CELLS && digit >= 1 && digit <= 9, FALSE);

  if (self->state.board.values[cell] != 0)
    return FALSE;

  before = self->state;
  sudoku_game_begin_action (self);
  self->state.board.candidates[cell] ^= SUDOKU_DIGIT_BIT (digit);
  move = sudoku_move_new (SUDOKU_MOVE_CANDIDATE, NULL, cell, digit, &before, &self->state);
  add_move (self, move);
  sudoku_game_end_action (self);
  _sudoku_game_emit_changed (self);
  return TRUE;
}

/**
 * sudoku_game_clear:
 * @self: a game
 *
 * In edit mode, empties the board; in solve mode, takes away everything
 * but the givens and starts the history afresh. Undoable.
 *
 * Returns: %TRUE when something changed
 */
gboolean
sudoku_game_clear (SudokuGame *self)
{
  SudokuBoard *board;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);

  board = &self->state.board;
  sudoku_game_begin_action (self);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (self->mode == SUDOKU_GAME_EDIT || !board->givens[cell])
      {
        board->values[cell] = 0;
        board->givens[cell] = FALSE;
      }
  sudoku_board_compute_candidates (board);
  reset_origins (&self->state);
  clear_moves (self);
  sudoku_game_end_action (self);
  _sudoku_game_emit_changed (self);
  return sudoku_game_can_undo (self);
}

/**
 * sudoku_game_reset_candidates:
 * @self: a game
 *
 * Gives every empty cell back all the candidates the rules allow,
 * forgetting what logic and the user crossed out. Undoable.
 *
 * Returns: %TRUE when something changed
 */
gboolean
sudoku_game_reset_candidates (SudokuGame *self)
{
  SudokuBoard board;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);

  board = self->state.board;
  sudoku_board_compute_candidates (&board);
  if (memcmp (board.candidates, self->state.board.candidates, sizeof board.candidates) == 0)
    return FALSE;

  sudoku_game_begin_action (self);
  self->state.board = board;
  sudoku_game_end_action (self);
  _sudoku_game_emit_changed (self);
  return TRUE;
}

/**
 * sudoku_game_apply_step:
 * @self: a game
 * @step: a step found on the game's board
 *
 * Applies one step of the logical solver and records it. Undoable.
 */
void
sudoku_game_apply_step (SudokuGame       *self,
                        const SudokuStep *step)
{
  SudokuMoveState before;
  g_autoptr(SudokuMove) move = NULL;

  g_return_if_fail (SUDOKU_IS_GAME (self));
  g_return_if_fail (step != NULL);

  before = self->state;
  sudoku_game_begin_action (self);
  sudoku_move_state_apply_step (&self->state, step);
  move = sudoku_move_new (SUDOKU_MOVE_STEP, step, 0, 0, &before, &self->state);
  add_move (self, move);
  sudoku_game_end_action (self);
  _sudoku_game_emit_changed (self);
}

/**
 * sudoku_game_push_moves:
 * @self: a game
 * @moves: (array length=n_moves): moves made from the game's current
 *   state on, in order, e.g. by sudoku_moves_for_path()
 * @n_moves: how many
 *
 * Takes the moves into the history; the game ends in the state after
 * the last. Inside sudoku_game_begin_action() they are undone together.
 */
void
sudoku_game_push_moves (SudokuGame  *self,
                        SudokuMove **moves,
                        guint        n_moves)
{
  g_return_if_fail (SUDOKU_IS_GAME (self));

  if (n_moves == 0)
    return;

  sudoku_game_begin_action (self);
  for (guint i = 0; i < n_moves; i++)
    {
      preset_branch_depth (self, moves[i]);
      g_ptr_array_add (self->moves, g_object_ref (moves[i]));
    }
  g_list_store_splice (self->history, g_list_model_get_n_items (G_LIST_MODEL (self->history)),
                       0, (gpointer *) moves, n_moves);
  self->state = *sudoku_move_get_after (moves[n_moves - 1]);
  sudoku_game_end_action (self);
  _sudoku_game_emit_changed (self);
}

/**
 * sudoku_game_truncate_history:
 * @self: a game
 * @n_moves: how many moves to keep
 *
 * "Continue from here": goes back to the state after the first @n_moves
 * moves of the history and drops the later ones. Undoable.
 *
 * Returns: %TRUE when something changed
 */
gboolean
sudoku_game_truncate_history (SudokuGame *self,
                              guint       n_moves)
{
  g_autoptr(GPtrArray) kept = NULL;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);

  if (n_moves >= self->moves->len)
    return FALSE;

  kept = g_ptr_array_new ();
  for (guint i = 0; i < n_moves; i++)
    g_ptr_array_add (kept, self->moves->pdata[i]);

  sudoku_game_begin_action (self);
  if (n_moves == 0)
    self->state = *sudoku_move_get_before (self->moves->pdata[0]);
  else
    self->state = *sudoku_move_get_after (self->moves->pdata[n_moves - 1]);
  _sudoku_game_set_moves (self, kept);
  sudoku_game_end_action (self);
  _sudoku_game_emit_changed (self);
  return TRUE;
}

/* Rebuilding the states of a path */

typedef struct
{
  SudokuMoveState   saved;       /* the state the assumption was made in */
  const SudokuStep *assumption;
} Level;

/* Leaves the innermost assumption: back to where it was made, and, when
 * it led to a contradiction, without its digit. */
static void
backtrack (GPtrArray       *moves,
           SudokuMoveState *current,
           Level           *level)
{
  const SudokuCandidate *assumed = &g_array_index (level->assumption->placements,
                                                   SudokuCandidate, 0);
  SudokuMoveState before = *current;

  *current = level->saved;
  if (level->assumption->outcome == SUDOKU_ASSUMPTION_CONTRADICTION)
    current->board.candidates[assumed->cell] &= ~SUDOKU_DIGIT_BIT (assumed->digit);
  g_ptr_array_add (moves, sudoku_move_new (SUDOKU_MOVE_BACKTRACK, level->assumption,
                                           assumed->cell, assumed->digit, &before, current));
}

/**
 * sudoku_moves_for_path:
 * @start: the state the path was found from
 * @path: a solving path of that state's board
 *
 * Turns a solving path into the moves that play it back: its steps, and
 * a backtrack wherever the assumption search goes back. When the path
 * does not end solved, it ends back outside every assumption. Needs no
 * game: a worker thread can prepare the moves.
 *
 * Returns: (transfer full) (element-type SudokuMove): the moves
 */
GPtrArray *
sudoku_moves_for_path (const SudokuMoveState *start,
                       const SudokuPath      *path)
{
  GPtrArray *moves;
  SudokuMoveState current;
  g_autofree Level *levels = NULL;
  guint depth = 0;

  g_return_val_if_fail (start != NULL && path != NULL, NULL);

  moves = g_ptr_array_new_with_free_func (g_object_unref);
  levels = g_new0 (Level, SUDOKU_N_CELLS + 2);
  current = *start;

  for (guint i = 0; i < path->steps->len; i++)
    {
      const SudokuStep *step = g_ptr_array_index (path->steps, i);
      gboolean is_assumption = step->technique == SUDOKU_TECHNIQUE_ASSUMPTION;
      guint level = is_assumption ? step->depth - 1 : step->depth;
      SudokuMoveState before;

      g_return_val_if_fail (step->depth <= SUDOKU_N_CELLS, moves);
      while (depth > level)
        backtrack (moves, &current, &levels[depth--]);

      if (is_assumption)
        {
          levels[step->depth].saved = current;
          levels[step->depth].assumption = step;
          depth = step->depth;
        }

      before = current;
      sudoku_move_state_apply_step (&current, step);
      if (is_assumption)
        {
          /* Played back, an assumption is open until its backtrack says
           * how it ended: the history must not tell the future. */
          g_autoptr(SudokuStep) open = sudoku_step_copy (step);

          open->outcome = SUDOKU_ASSUMPTION_OPEN;
          g_ptr_array_add (moves, sudoku_move_new (SUDOKU_MOVE_STEP, open, 0, 0, &before,
                                                   &current));
        }
      else
        g_ptr_array_add (moves, sudoku_move_new (SUDOKU_MOVE_STEP, step, 0, 0, &before,
                                                 &current));
    }

  if (path->result != SUDOKU_PATH_SOLVED)
    while (depth > 0)
      backtrack (moves, &current, &levels[depth--]);

  return moves;
}
