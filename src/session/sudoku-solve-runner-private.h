/* sudoku-solve-runner-private.h — the solve runner's job, shared by the
 * runner and its worker
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-solve-runner.h"

G_BEGIN_DECLS

/* What Step, Singles, Solve or Hint asks of the worker, and its answer.
 * The runner (sudoku-solve-runner.c) fills the first part from the game
 * on the main context; the worker reads it and fills the rest, never
 * touching the runner; job_done_cb() takes the answer back to the game. */
typedef enum {
  JOB_STEP,
  JOB_SINGLES,
  JOB_SOLVE,
  JOB_HINT,
} JobKind;

typedef struct
{
  JobKind          kind;
  SudokuMoveState  start;
  SudokuProfile    profile;
  gboolean         unique;
  guint8           solution[SUDOKU_N_CELLS];
  GTask           *caller;

  SudokuStep      *step;
  GPtrArray       *moves;
  SudokuPathResult result;
  guint            attempts;
  char            *contradiction;
  /* For a hint: the user's marks that part from the solution. */
  GArray          *mistakes;
} Job;

/* Frees @job (a GTask's task data). */
void _sudoku_solve_runner_job_free   (Job          *job);

/* The worker of a GTask whose task data is a Job: first the rule before
 * any hint or step (a board that contradicts the solution), then the
 * step, the singles or the path the job's kind asks for, with the job's
 * profile. Returns TRUE (the answer is in the job) or an error. */
void _sudoku_solve_runner_job_thread (GTask        *task,
                                      gpointer      source_object,
                                      gpointer      task_data,
                                      GCancellable *cancellable);

G_END_DECLS
