/* sudoku-session-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-session.h"

G_BEGIN_DECLS

enum {
  PROP_0,
  PROP_GAME,
  PROP_BUSY,
  PROP_PROGRESS,
  PROP_MOVE_INTERVAL,
  PROP_SPEED,
  PROP_TECHNIQUE_PROFILE,
  PROP_CUSTOM_TECHNIQUES,
  PROP_ATTEMPT_LIMIT,
  PROP_HINT_LEVEL,
  PROP_TITLE,
  PROP_STATUS,
  N_PROPS,
};

enum {
  SIGNAL_HINT_CHANGED,
  N_SIGNALS,
};

extern GParamSpec *_sudoku_session_properties[N_PROPS];
extern guint _sudoku_session_signals[N_SIGNALS];

struct _SudokuSession
{
  GObject              parent_instance;

  SudokuGame          *game;
  /* The profile in use, made from the three settings below. */
  SudokuProfile        profile;
  char                *profile_key;
  SudokuTechniqueProfile technique_profile;
  GStrv                custom_techniques;
  guint                profile_attempt_limit;
  guint                move_interval;
  SudokuSolveSpeed     speed;
  char                *progress;
  char                *status;
  gboolean             status_error;
  /* Whether typing into an empty grid moves the cursor on (the
   * window's advance-cursor setting): the empty grid's status says so. */
  gboolean             typing_advances;

  /* The check of the givens and the rating of the puzzle. */
  SudokuChecker       *checker;
  /* The library puzzle shown, its progress, the replay of a solve. */
  SudokuLibraryLink   *library_link;

  /* Step, Singles, Solve, Hint: the worker, then the moves played. */
  GCancellable        *job_cancellable;
  GTask               *solve_task;
  GPtrArray           *pending_moves;
  guint                next_move;
  guint                animation_source;
  SudokuPathResult     solve_result;
  guint                solve_attempts;
  guint                attempt_limit;
  /* After Step took an assumption: the rest of the solver's path. */
  GPtrArray           *step_plan;
  SudokuPathResult     step_plan_result;
  /* The assumptions of the solve being played that are still open. */
  GPtrArray           *open_assumptions;
  gboolean             busy;

  /* Hints: how far the user has asked, and the step behind them. */
  guint                hint_level;
  SudokuStep          *hint_step;
  SudokuBoard          hint_board;
  char                *hint_message;

  /* Where the puzzle came from. */
  char                *file_name;
  char                *title;
  guint                book_level;
  char                *book_source;
};

/* sudoku-session.c */
void _sudoku_session_set_busy       (SudokuSession *self,
                                     gboolean       busy);
void _sudoku_session_update_title   (SudokuSession *self);
void _sudoku_session_update_status  (SudokuSession *self);
const char *_sudoku_session_get_profile_name (SudokuSession *self);

G_END_DECLS
