/* sudoku-grid-view-session.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How SudokuGridView follows a SudokuSession: the game's board, origins
 * and mode (candidates show only while solving), the check's wrong
 * digits and the hint's house, cells and step; and the board pinned in
 * their place for the history's preview and the replay. */

#define G_LOG_DOMAIN "nanpure-grid-view"

#include "config.h"

#include "sudoku-grid-view-private.h"

#include "sudoku-game-colouring.h"
#include "sudoku-hint.h"
#include "sudoku-move.h"

/* The digits that contradict the solution, when they are to be marked:
 * on the game as it stands, not on a pinned board. */
static void
update_wrong_cells (SudokuGridView *self)
{
  gboolean wrong[SUDOKU_N_CELLS] = { FALSE };

  if (self->session != NULL && !self->pinned && self->mark_wrong &&
      sudoku_checker_is_unique (sudoku_session_get_checker (self->session)))
    {
      const SudokuBoard *board = sudoku_game_get_board (self->game);
      const guint8 *solution =
        sudoku_checker_get_solution (sudoku_session_get_checker (self->session));

      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        wrong[cell] = board->values[cell] != 0 && board->values[cell] != solution[cell];
    }
  sudoku_grid_view_set_wrong_cells (self, wrong);
}

/* Candidates show only while solving: while the puzzle is typed in
 * they are noise. */
static void
update_show_candidates (SudokuGridView *self)
{
  sudoku_grid_view_set_show_candidates (self,
                                        self->candidate_display != SUDOKU_CANDIDATE_DISPLAY_OFF &&
                                        self->game != NULL &&
                                        sudoku_game_get_mode (self->game) == SUDOKU_GAME_SOLVE);
}

/* The game as it stands: its board and origins, without a step. */
static void
show_game_state (SudokuGridView *self)
{
  const SudokuMoveState *state = sudoku_game_get_state (self->game);

  sudoku_grid_view_set_step (self, NULL, NULL);
  sudoku_grid_view_set_board (self, &state->board);
  sudoku_grid_view_set_origins (self, state->origins);
  sudoku_grid_view_set_colouring (self, sudoku_game_get_colouring (self->game));
  update_wrong_cells (self);
}

/* A change of the game ends a pinned board. */
static void
game_changed_cb (SudokuGame     *game,
                 SudokuGridView *self)
{
  sudoku_grid_view_show_game (self);
}

static void
mode_changed_cb (SudokuGridView *self)
{
  update_show_candidates (self);
  update_wrong_cells (self);
}

/* The session's hint, as it holds it: a house to tint, then cells and
 * candidates, then the whole step (the banner says it in words). */
static void
hint_changed_cb (SudokuGridView *self)
{
  SudokuHint *hint = sudoku_solve_runner_get_hint (sudoku_session_get_solve_runner (self->session));

  sudoku_grid_view_set_highlight_house (self, hint ? sudoku_hint_get_house (hint) : -1);
  sudoku_grid_view_set_hint_cells (self, hint ? sudoku_hint_get_pattern (hint) : NULL);
  sudoku_grid_view_set_step (self,
                             hint && sudoku_hint_get_level (hint) == SUDOKU_HINT_FULL
                             ? sudoku_hint_get_step (hint) : NULL,
                             NULL);
}

/**
 * sudoku_grid_view_get_session:
 * @self: a grid view
 *
 * Returns: (transfer none) (nullable): the session shown
 */
SudokuSession *
sudoku_grid_view_get_session (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), NULL);

  return self->session;
}

/**
 * sudoku_grid_view_set_session:
 * @self: a grid view
 * @session: (nullable): the session to show
 *
 * Makes the grid follow @session's game, check and hint.
 */
void
sudoku_grid_view_set_session (SudokuGridView *self,
                              SudokuSession  *session)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));
  g_return_if_fail (session == NULL || SUDOKU_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (sudoku_session_get_checker (self->session), self);
      g_signal_handlers_disconnect_by_data (sudoku_session_get_solve_runner (self->session), self);
      g_signal_handlers_disconnect_by_data (self->game, self);
      self->game = NULL;
      g_clear_object (&self->session);
    }
  if (session != NULL)
    {
      self->session = g_object_ref (session);
      self->game = sudoku_session_get_game (session);
      g_signal_connect (self->game, "changed", G_CALLBACK (game_changed_cb), self);
      g_signal_connect_swapped (self->game, "notify::mode", G_CALLBACK (mode_changed_cb), self);
      g_signal_connect_swapped (sudoku_session_get_checker (session), "notify::n-solutions",
                                G_CALLBACK (update_wrong_cells), self);
      g_signal_connect_swapped (sudoku_session_get_solve_runner (session), "notify::hint",
                                G_CALLBACK (hint_changed_cb), self);
      self->pinned = FALSE;
      show_game_state (self);
      update_show_candidates (self);
    }
  _sudoku_grid_view_notify (self, PROP_SESSION);
}

/**
 * sudoku_grid_view_show_board:
 * @self: a grid view
 * @board: a board other than the game's: a move of the history
 * @origins: (nullable) (array fixed-size=81): its origins
 * @step: (nullable): a step to draw on it
 *
 * Shows @board read-only until sudoku_grid_view_show_game() or a change
 * of the game.
 */
void
sudoku_grid_view_show_board (SudokuGridView    *self,
                             const SudokuBoard *board,
                             const guint8      *origins,
                             const SudokuStep  *step)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));
  g_return_if_fail (board != NULL);

  self->pinned = TRUE;
  sudoku_grid_view_set_read_only (self, TRUE);
  sudoku_grid_view_set_board (self, board);
  sudoku_grid_view_set_origins (self, origins);
  sudoku_grid_view_set_step (self, step, NULL);
  sudoku_grid_view_set_wrong_cells (self, NULL);
}

/**
 * sudoku_grid_view_show_game:
 * @self: a grid view with a session
 *
 * Shows the session's game as it stands again, editable.
 */
void
sudoku_grid_view_show_game (SudokuGridView *self)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));
  g_return_if_fail (self->session != NULL);

  self->pinned = FALSE;
  sudoku_grid_view_set_read_only (self, FALSE);
  show_game_state (self);
}

SudokuCandidateDisplay
sudoku_grid_view_get_candidate_display (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), SUDOKU_CANDIDATE_DISPLAY_AUTOMATIC);

  return self->candidate_display;
}

/**
 * sudoku_grid_view_set_candidate_display:
 * @self: a grid view
 * @display: how candidates are shown (the `candidate-display` setting)
 */
void
sudoku_grid_view_set_candidate_display (SudokuGridView         *self,
                                        SudokuCandidateDisplay  display)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (self->candidate_display == display)
    return;
  self->candidate_display = display;
  update_show_candidates (self);
  _sudoku_grid_view_notify (self, PROP_CANDIDATE_DISPLAY);
}

/* Sets #SudokuGridView:mark-wrong; the caller notifies. */
void
_sudoku_grid_view_set_mark_wrong (SudokuGridView *self,
                                  gboolean        mark_wrong)
{
  self->mark_wrong = mark_wrong;
  update_wrong_cells (self);
}
