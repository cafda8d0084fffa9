/* sudoku-window-solve.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-window-private.h"


/* Step, Singles, Solve, Stop and Hint: the buttons call the session's
 * solver (its SudokuSolveRunner), which runs the engine in its workers
 * and plays the moves; the window shows what comes of it (the game's
 * changes, the runner's progress and busy state); the grid and the
 * banner show the runner's hint. */

static void
solved_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  /* Whatever the outcome, the session says it in its progress; a
   * cancelled solve (Stop) is not an error to show. */
  sudoku_solve_runner_solve_finish (SUDOKU_SOLVE_RUNNER (object), result, NULL, NULL);
}

static void
stepped_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  sudoku_solve_runner_step_finish (SUDOKU_SOLVE_RUNNER (object), result, NULL);
}

static void
singles_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  sudoku_solve_runner_singles_finish (SUDOKU_SOLVE_RUNNER (object), result, NULL);
}

static void
hinted_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  sudoku_solve_runner_hint_finish (SUDOKU_SOLVE_RUNNER (object), result, NULL);
}

void
_sudoku_window_step (SudokuWindow *self)
{
  if (sudoku_solve_runner_get_busy (_sudoku_window_get_runner (self)))
    return;
  _sudoku_window_show_present (self);
  sudoku_solve_runner_step_async (_sudoku_window_get_runner (self), self->cancellable,
                                  stepped_cb, NULL);
}

void
_sudoku_window_singles (SudokuWindow *self)
{
  if (sudoku_solve_runner_get_busy (_sudoku_window_get_runner (self)))
    return;
  _sudoku_window_show_present (self);
  sudoku_solve_runner_singles_async (_sudoku_window_get_runner (self), self->cancellable,
                                     singles_cb, NULL);
}

void
_sudoku_window_solve (SudokuWindow *self)
{
  if (sudoku_solve_runner_get_busy (_sudoku_window_get_runner (self)))
    return;
  _sudoku_window_show_present (self);
  sudoku_solve_runner_solve_async (_sudoku_window_get_runner (self), self->cancellable,
                                   solved_cb, NULL);
}

void
_sudoku_window_stop (SudokuWindow *self)
{
  sudoku_solve_runner_stop (_sudoku_window_get_runner (self));
}

/* Each press of Hint says more: the technique and the house, then the
 * digits and cells, then the whole step with Apply. */
void
_sudoku_window_hint (SudokuWindow *self)
{
  if (sudoku_solve_runner_get_busy (_sudoku_window_get_runner (self)))
    return;
  /* A first hint is about the present, not a move of the history. */
  if (sudoku_solve_runner_get_hint (_sudoku_window_get_runner (self)) == NULL)
    _sudoku_window_show_present (self);
  sudoku_solve_runner_hint_async (_sudoku_window_get_runner (self), self->cancellable,
                                  hinted_cb, NULL);
}

static void
busy_changed_cb (SudokuWindow *self)
{
  _sudoku_window_update_actions (self);
}

void
_sudoku_window_init_solve (SudokuWindow *self)
{
  g_signal_connect_swapped (_sudoku_window_get_runner (self), "notify::busy",
                            G_CALLBACK (busy_changed_cb), self);
}
