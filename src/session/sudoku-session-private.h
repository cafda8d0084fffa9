/* sudoku-session-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-session.h"

G_BEGIN_DECLS

/* The last check of the puzzle: how many solutions its givens have,
 * and the givens it is for. */
typedef struct
{
  gboolean valid;
  guint8   givens[SUDOKU_N_CELLS];
  guint    n_solutions;
  guint8   solution[SUDOKU_N_CELLS];
  guint8   second[SUDOKU_N_CELLS];
} SessionCheck;

enum {
  PROP_0,
  PROP_GAME,
  PROP_N_SOLUTIONS,
  PROP_RATING,
  PROP_TITLE,
  PROP_STATUS,
  PROP_LIBRARY_ID,
  PROP_REPLAYING,
  PROP_REPLAY_POSITION,
  PROP_REPLAY_PLAYING,
  PROP_SE_RATING,
  N_PROPS,
};

enum {
  SIGNAL_NOTICE,
  N_SIGNALS,
};

extern GParamSpec *_sudoku_session_properties[N_PROPS];
extern guint _sudoku_session_signals[N_SIGNALS];

struct _SudokuSession
{
  GObject              parent_instance;

  SudokuGame          *game;
  /* Cancelled on dispose: ends every worker. */
  GCancellable        *cancellable;
  /* The solver: jobs, playback, progress, the hint, the profile. */
  SudokuSolveRunner   *runner;
  char                *status;
  gboolean             status_error;
  /* Whether typing into an empty grid moves the cursor on (the
   * window's advance-cursor setting): the empty grid's status says so. */
  gboolean             typing_advances;

  /* The uniqueness check, run in a worker after each change of the
   * givens, then the rating of the puzzle. */
  GCancellable        *check_cancellable;
  guint                check_source;
  SessionCheck         check;
  GCancellable        *rating_cancellable;
  gboolean             rated;
  SudokuRating         rating;
  /* Sudoku Explainer's ER of the puzzle, -1 while not known: a second
   * worker after the rating (seconds on the hardest), on the rating's
   * cancellable. */
  double               se_rating;

  /* Where the puzzle came from. */
  char                *file_name;
  char                *title;
  guint                book_level;
  char                *book_source;

  /* The library puzzle shown, and what to keep of it. */
  SudokuLibrary       *library;
  SudokuLibraryPuzzle *library_puzzle;
  gint64               opened_at;
  guint                progress_source;
  gboolean             dirty;
  gboolean             loading;
  gboolean             solve_recorded;
  /* Library reads started (an open or a replay); the result of one
   * that is not the last, or of one before another load, is dropped. */
  guint                library_reads;
  /* Set in dispose: writes asked now answer nobody. */
  gboolean             disposing;

  /* Replay of a saved solve. */
  gboolean             replaying;
  guint                replay_position;
  guint                replay_source;
};

/* sudoku-session.c */
void _sudoku_session_notice         (SudokuSession *self,
                                     const char    *text);
void _sudoku_session_update_title   (SudokuSession *self);
void _sudoku_session_update_status  (SudokuSession *self);

/* sudoku-session-library.c */
void _sudoku_session_library_game_changed (SudokuSession *self);
void _sudoku_session_relink_library_puzzle (SudokuSession *self,
                                            SudokuLibrary *library,
                                            gint64         id);
void _sudoku_session_library_checked      (SudokuSession *self);
void _sudoku_session_replay_dispose       (SudokuSession *self);

G_END_DECLS
