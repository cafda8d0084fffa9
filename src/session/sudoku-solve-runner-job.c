/* sudoku-solve-runner-job.c — the solve runner's worker: Step, Singles,
 * Solve and Hint computed on a copy of the game's state
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-solve-runner-private.h"

#include "sudoku-worker.h"

void
_sudoku_solve_runner_job_free (Job *job)
{
  g_clear_pointer (&job->step, sudoku_step_free);
  g_clear_pointer (&job->moves, g_ptr_array_unref);
  g_clear_object (&job->caller);
  g_free (job->contradiction);
  g_clear_pointer (&job->mistakes, g_array_unref);
  g_free (job);
}

/* All singles, one move each, until none is left. */
static GPtrArray *
find_singles (const SudokuMoveState *start,
              gboolean               unique,
              GCancellable          *cancellable)
{
  GPtrArray *moves = g_ptr_array_new_with_free_func (g_object_unref);
  SudokuMoveState state = *start;
  SudokuProfile profile;

  sudoku_profile_init_from_string (&profile,
                                   "full-house,hidden-single-box,hidden-single-line,naked-single",
                                   NULL);
  while (!sudoku_board_is_complete (&state.board) &&
         !g_cancellable_is_cancelled (cancellable))
    {
      g_autoptr(SudokuStep) step = sudoku_path_find_step (&state.board, &profile, unique,
                                                          cancellable);
      SudokuMoveState before = state;

      if (step == NULL)
        break;
      sudoku_move_state_apply_step (&state, step);
      g_ptr_array_add (moves, sudoku_move_new (SUDOKU_MOVE_STEP, step, 0, 0, &before, &state));
    }
  return moves;
}

/* The logical path from the job's start (Solve, and Step when stuck
 * with assumptions allowed): its result, attempts and moves. FALSE, with
 * @error set, when there is no path (cancelled). */
static gboolean
solve_from_start (Job           *job,
                  GCancellable  *cancellable,
                  GError       **error)
{
  g_autoptr(SudokuPath) path = sudoku_path_solve (&job->start.board, &job->profile, cancellable,
                                                  error);

  if (path == NULL)
    return FALSE;
  job->result = path->result;
  job->attempts = path->attempts;
  job->moves = sudoku_moves_for_path (&job->start, path);
  return TRUE;
}

void
_sudoku_solve_runner_job_thread (GTask        *task,
                                 gpointer      source_object,
                                 gpointer      task_data,
                                 GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(GError) error = NULL;

  /* Behind the window: on a busy machine the main loop (and the display
   * server) come first. On Linux this applies to this thread alone. */
  sudoku_worker_lower_priority (SUDOKU_WORKER_BEHIND_WINDOW);

  /* The rule before any hint or step (sudoku_hint_check_board()), the
   * same as nanpure-cli's: say what is wrong first. */
  {
    SudokuContradiction contradiction;

    if (!sudoku_hint_check_board (&job->start.board, job->solution, &job->unique,
                                  &contradiction))
      {
        job->contradiction = sudoku_contradiction_dup_message (&contradiction);
        /* A hint looks at the user's marks first: all of them, to say
         * the first and offer to repair every one. */
        if (job->kind == JOB_HINT &&
            (contradiction.kind == SUDOKU_CONTRADICTION_WRONG_VALUE ||
             contradiction.kind == SUDOKU_CONTRADICTION_MISSING_CANDIDATE))
          job->mistakes = sudoku_hint_find_mistakes (&job->start.board, job->solution);
        g_task_return_boolean (task, TRUE);
        return;
      }
  }

  switch (job->kind)
    {
    case JOB_HINT:
      job->step = sudoku_hint_find_next_cancellable (&job->start.board, &job->profile,
                                                     cancellable, NULL);
      break;

    case JOB_STEP:
      job->step = sudoku_path_find_step (&job->start.board, &job->profile, job->unique,
                                         cancellable);
      /* Stuck, with assumptions allowed: the path from here, whose
       * first move is the assumption Step takes. */
      if (job->step == NULL && job->profile.assumptions &&
          !g_cancellable_is_cancelled (cancellable))
        {
          if (!solve_from_start (job, cancellable, &error))
            {
              g_task_return_error (task, g_steal_pointer (&error));
              return;
            }
        }
      break;

    case JOB_SINGLES:
      job->moves = find_singles (&job->start, job->unique, cancellable);
      break;

    case JOB_SOLVE:
      if (!solve_from_start (job, cancellable, &error))
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      break;

    default:
      g_assert_not_reached ();
    }

  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_boolean (task, TRUE);
}
