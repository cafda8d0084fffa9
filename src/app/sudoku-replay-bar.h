/* sudoku-replay-bar.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-session.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_REPLAY_BAR (sudoku_replay_bar_get_type ())

G_DECLARE_FINAL_TYPE (SudokuReplayBar, sudoku_replay_bar, SUDOKU, REPLAY_BAR, GtkBox)

GtkWidget     *sudoku_replay_bar_new         (void);
SudokuSession *sudoku_replay_bar_get_session (SudokuReplayBar *self);
void           sudoku_replay_bar_set_session (SudokuReplayBar *self,
                                              SudokuSession   *session);

G_END_DECLS
