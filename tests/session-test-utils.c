/* session-test-utils.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "session-test-utils.h"

#include <string.h>

void
outcome_clear (Outcome *outcome)
{
  g_clear_error (&outcome->error);
  g_clear_pointer (&outcome->text, g_free);
  memset (outcome, 0, sizeof *outcome);
}

gboolean
outcome_done (gpointer data)
{
  return ((Outcome *) data)->done;
}

/* Runs the main loop until @outcome is done (a minute at the most),
 * hands its error on to @error and clears it. Returns whether the call
 * went well. */
gboolean
outcome_wait (Outcome  *outcome,
              GError  **error)
{
  gboolean ok;

  test_iterate_until (outcome_done, outcome, 60);
  ok = outcome->ok;
  if (outcome->error != NULL)
    g_propagate_error (error, g_steal_pointer (&outcome->error));
  outcome_clear (outcome);
  return ok;
}

void
step_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->ok = sudoku_solve_runner_step_finish (SUDOKU_SOLVE_RUNNER (object), result,
                                                 &outcome->error);
  outcome->done = TRUE;
}

void
solve_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->ok = sudoku_solve_runner_solve_finish (SUDOKU_SOLVE_RUNNER (object), result,
                                                  &outcome->result, &outcome->error);
  outcome->done = TRUE;
}

void
hint_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->ok = sudoku_solve_runner_hint_finish (SUDOKU_SOLVE_RUNNER (object), result,
                                                 &outcome->error);
  outcome->done = TRUE;
}

void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->ok = sudoku_library_link_save_puzzle_finish (SUDOKU_LIBRARY_LINK (object), result,
                                                        &outcome->error);
  outcome->done = TRUE;
}

/* Whether the session @data has counted its puzzle's solutions. */
gboolean
session_is_checked (gpointer data)
{
  return sudoku_checker_get_n_solutions (sudoku_session_get_checker (data)) >= 0;
}

/* A session showing @puzzle, its check done. */
SudokuSession *
session_with (const char *puzzle)
{
  SudokuSession *session = sudoku_session_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (sudoku_session_load_text (session, puzzle, SUDOKU_VARIANT_CLASSIC, &error));
  g_assert_no_error (error);
  test_iterate_until (session_is_checked, session, 60);
  g_assert_cmpint (sudoku_checker_get_n_solutions (sudoku_session_get_checker (session)), ==, 1);
  return session;
}

/* Saves @puzzle as the Save dialog does, waiting for the worker. */
gboolean
save_puzzle (SudokuSession        *session,
             SudokuLibrary        *library,
             SudokuLibraryPuzzle  *puzzle,
             GCancellable         *cancellable,
             GError              **error)
{
  Outcome outcome = { 0 };

  sudoku_library_link_save_puzzle_async (sudoku_session_get_library_link (session), library,
                                         puzzle, 0, cancellable, saved_cb, &outcome);
  /* Nothing changes before the result is back on the main context. */
  g_assert_false (outcome.done);
  return outcome_wait (&outcome, error);
}

void
opened_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->ok = sudoku_library_link_open_puzzle_finish (SUDOKU_LIBRARY_LINK (object), result,
                                                        &outcome->error);
  outcome->done = TRUE;
}

void
replayed_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->ok = sudoku_library_link_replay_solve_finish (SUDOKU_LIBRARY_LINK (object), result,
                                                         &outcome->error);
  outcome->done = TRUE;
}

/* Opens a library puzzle as the window does: read in a worker, shown
 * when it is back on the main context. */
gboolean
open_library_puzzle (SudokuSession  *session,
                     SudokuLibrary  *library,
                     gint64          id,
                     GError        **error)
{
  SudokuLibraryLink *link = sudoku_session_get_library_link (session);
  Outcome outcome = { 0 };
  gint64 before = sudoku_library_link_get_library_id (link);

  sudoku_library_link_open_puzzle_async (link, library, id, NULL, opened_cb, &outcome);
  /* Nothing changes on the main thread before the read is back. */
  g_assert_false (outcome.done);
  g_assert_cmpint (sudoku_library_link_get_library_id (link), ==, before);
  return outcome_wait (&outcome, error);
}

/* Replays the recorded solve @solve_id in @session, waiting for the
 * read. */
gboolean
replay_solve (SudokuSession  *session,
              SudokuLibrary  *library,
              gint64          solve_id,
              GError        **error)
{
  SudokuLibraryLink *link = sudoku_session_get_library_link (session);
  Outcome outcome = { 0 };

  sudoku_library_link_replay_solve_async (link, library, solve_id, NULL, replayed_cb, &outcome);
  g_assert_false (outcome.done);
  g_assert_false (sudoku_library_link_get_replaying (link));
  return outcome_wait (&outcome, error);
}

/* Solves @session's puzzle all at once, as Solve with no pause between
 * moves does, and waits for the solver's answer. */
void
solve_at_once (SudokuSession *session)
{
  SudokuSolveRunner *runner = sudoku_session_get_solve_runner (session);
  Outcome outcome = { 0 };
  g_autoptr(GError) error = NULL;

  sudoku_solve_runner_set_move_interval (runner, 0);
  sudoku_solve_runner_solve_async (runner, NULL, solve_cb, &outcome);
  g_assert_true (outcome_wait (&outcome, &error));
  g_assert_no_error (error);
}
