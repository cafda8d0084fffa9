/* sudoku-window-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-window.h"

#include "sudoku-banner.h"
#include "sudoku-game.h"
#include "sudoku-library.h"
#include "sudoku-panels.h"
#include "sudoku-path.h"
#include "sudoku-preview.h"
#include "sudoku-print-bar.h"
#include "sudoku-session.h"
#include "sudoku-status-area.h"

G_BEGIN_DECLS

struct _SudokuWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets. */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkStack             *solve_stack;
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;
  SudokuBanner         *banner;
  SudokuPrintBar       *print_bar;
  SudokuPanels         *panels;
  SudokuPreview        *preview;
  SudokuGridView       *grid_view;
  SudokuStatusArea     *status_area;
  GtkRevealer          *replay_revealer;
  GtkWidget            *replay_bar;
  GtkRevealer          *colour_revealer;
  GtkWidget            *colour_bar;
  GtkWidget            *analysis_panel;
  GtkWidget            *steps_revealer;
  GtkWidget            *steps_panel;
  GtkWidget            *history_view;
  /* Above the grid while a what-if branch is open or a checkpoint set
   * (sudoku-window-branches.c). */
  GtkWidget            *branch_bar;

  GSettings            *settings;
  /* Cancelled when the window closes: ends every worker. */
  GCancellable         *cancellable;
  /* The Save dialog while it is open or saves (a weak pointer): one at
   * a time. */
  GtkWidget            *save_dialog;
  /* The toast shown or waiting (a weak pointer): a new one replaces it. */
  AdwToast             *toast;
  /* What the window shows: the game, the solver, hints, library, replay. */
  SudokuSession        *session;
  SudokuGame           *game;
  /* A puzzle is being typed into an empty grid in Edit mode: with
   * advance-cursor "new-puzzle", the cursor moves on after a digit. */
  gboolean              typing_new_puzzle;
};

/* The session's solver: Step, Solve, Hint, the progress line, the hint. */
static inline SudokuSolveRunner *
_sudoku_window_get_runner (SudokuWindow *self)
{
  return sudoku_session_get_solve_runner (self->session);
}

/* sudoku-window.c */
void     _sudoku_window_toast            (SudokuWindow      *self,
                                          const char        *text);
void     _sudoku_window_add_toast        (SudokuWindow      *self,
                                          AdwToast          *toast);
void     _sudoku_window_update_actions   (SudokuWindow      *self);
gpointer _sudoku_window_weak_ref         (SudokuWindow      *self);
SudokuWindow *_sudoku_window_from_weak_ref (gpointer       user_data);
void     _sudoku_window_show_present     (SudokuWindow      *self);

void     _sudoku_window_load_board       (SudokuWindow      *self,
                                          const SudokuBoard *board);

/* sudoku-window-library.c */
void     _sudoku_window_save             (SudokuWindow      *self);
void     _sudoku_window_init_replay      (SudokuWindow      *self);

/* sudoku-window-actions.c */
void     _sudoku_window_class_add_actions (GtkWidgetClass   *widget_class);
void     _sudoku_window_init_actions     (SudokuWindow      *self);
void     _sudoku_window_sync_speed       (SudokuWindow      *self);

/* sudoku-window-export.c */
GPtrArray *_sudoku_window_dup_export_items (SudokuWindow  *self);
void     _sudoku_window_export           (SudokuWindow      *self);
void     _sudoku_window_class_add_export (GtkWidgetClass    *widget_class);

/* sudoku-window-scan.c */
gboolean _sudoku_window_is_image_file    (GFile             *file);
void     _sudoku_window_scan_file        (SudokuWindow      *self,
                                          GFile             *file);
void     _sudoku_window_scan_bytes       (SudokuWindow      *self,
                                          GBytes            *image,
                                          const char        *name);
void     _sudoku_window_scan_texture     (SudokuWindow      *self,
                                          GdkTexture        *texture);
gboolean _sudoku_window_paste_image      (SudokuWindow      *self);

/* sudoku-window-solve.c */
void     _sudoku_window_class_add_branches (GtkWidgetClass  *widget_class);
void     _sudoku_window_init_branches    (SudokuWindow      *self);

void     _sudoku_window_init_solve       (SudokuWindow      *self);
void     _sudoku_window_step             (SudokuWindow      *self);
void     _sudoku_window_singles          (SudokuWindow      *self);
void     _sudoku_window_solve            (SudokuWindow      *self);
void     _sudoku_window_stop             (SudokuWindow      *self);
void     _sudoku_window_hint             (SudokuWindow      *self);

G_END_DECLS
