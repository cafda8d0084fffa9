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
  PROP_TITLE,
  PROP_STATUS,
  N_PROPS,
};

extern GParamSpec *_sudoku_session_properties[N_PROPS];

struct _SudokuSession
{
  GObject              parent_instance;

  SudokuGame          *game;
  /* The solver: jobs, playback, progress, the hint, the profile. */
  SudokuSolveRunner   *runner;
  char                *status;
  gboolean             status_error;
  /* Whether typing into an empty grid moves the cursor on (the
   * window's advance-cursor setting): the empty grid's status says so. */
  gboolean             typing_advances;

  /* The check of the givens and the rating of the puzzle. */
  SudokuChecker       *checker;
  /* The library puzzle shown, its progress, the replay of a solve. */
  SudokuLibraryLink   *library_link;
  /* What-if branches, checkpoints, back to the first mistake. */
  SudokuBranches      *branches;

  /* Where the puzzle came from. */
  char                *file_name;
  char                *title;
  guint                book_level;
  char                *book_source;
};

/* sudoku-session.c */
void _sudoku_session_update_title   (SudokuSession *self);
void _sudoku_session_update_status  (SudokuSession *self);

G_END_DECLS
