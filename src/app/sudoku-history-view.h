/* sudoku-history-view.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-game.h"
#include "sudoku-session.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_HISTORY_VIEW (sudoku_history_view_get_type ())

G_DECLARE_FINAL_TYPE (SudokuHistoryView, sudoku_history_view, SUDOKU, HISTORY_VIEW, GtkWidget)

GtkWidget *sudoku_history_view_new          (void);
void       sudoku_history_view_set_session  (SudokuHistoryView *self,
                                             SudokuSession     *session);
void       sudoku_history_view_select       (SudokuHistoryView *self,
                                             int                index);
void       sudoku_history_view_unselect     (SudokuHistoryView *self);
const char *sudoku_history_view_get_title   (SudokuHistoryView *self);
int        sudoku_history_view_get_selected (SudokuHistoryView *self);
char      *sudoku_history_view_dup_text     (SudokuHistoryView *self);
char      *sudoku_history_view_dup_summary  (SudokuHistoryView *self);

G_END_DECLS
