/* sudoku-window-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-window.h"

#include "sudoku-game.h"
#include "sudoku-library.h"
#include "sudoku-path.h"

G_BEGIN_DECLS

/* What the banner under the header bar is showing. */
typedef enum {
  BANNER_NONE,
  BANNER_HINT,
  BANNER_PREVIEW,
} BannerKind;

/* The last check of the puzzle: how many solutions its givens have,
 * and the givens it is for. */
typedef struct
{
  gboolean valid;
  guint8   givens[SUDOKU_N_CELLS];
  guint    n_solutions;
  guint8   solution[SUDOKU_N_CELLS];
  guint8   second[SUDOKU_N_CELLS];
} PuzzleCheck;

struct _SudokuWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets. */
  AdwToastOverlay      *toast_overlay;
  AdwHeaderBar         *header_bar;
  GtkStack             *solve_stack;
  GtkRevealer          *banner_revealer;
  GtkLabel             *banner_label;
  GtkButton            *banner_primary;
  GtkButton            *banner_secondary;
  AdwFlap              *flap;
  GtkBox               *sidebar;
  GtkRevealer          *analysis_revealer;
  SudokuGridView       *grid_view;
  GtkLabel             *status_label;
  GtkLabel             *progress_label;
  GtkWidget            *analysis_panel;
  GtkWidget            *history_view;

  GSettings            *settings;
  /* Cancelled when the window closes: ends every worker. */
  GCancellable         *cancellable;
  SudokuGame           *game;
  char                 *file_name;

  /* The uniqueness check, run in a worker after each change. */
  GCancellable         *check_cancellable;
  guint                 check_source;
  PuzzleCheck           check;
  char                 *board_error;

  /* Step, Singles, Solve: the worker, then the moves played back. */
  GCancellable         *solve_cancellable;
  GPtrArray            *pending_moves;
  guint                 next_move;
  guint                 animation_source;
  SudokuPathResult      solve_result;
  guint                 solve_attempts;
  guint                 attempt_limit;
  guint                 solve_steps;
  /* The assumptions of the solve being played that are still open. */
  GPtrArray            *open_assumptions;
  gboolean              busy;

  /* Hints: how far the user has asked, and the step behind them. */
  BannerKind            banner;
  guint                 hint_level;
  SudokuStep           *hint_step;
  SudokuBoard           hint_board;

  /* The history's preview: the move shown, or -1 for the present. */
  int                   preview_index;

  /* The library puzzle shown (0 for none), and what to keep of it. */
  gint64                library_id;
  SudokuLibraryPuzzle  *library_puzzle;
  gint64                opened_at;
  guint                 progress_source;
  gboolean              dirty;
  gboolean              loading;
  gboolean              solve_recorded;
  /* What a puzzle file said of itself, for Save. */
  guint                 book_level;
  char                 *book_source;

  /* Replay of a saved solve. */
  gboolean              replaying;
  GtkWidget            *replay_revealer;
  GtkWidget            *replay_play;
  GtkWidget            *replay_scale;
  GtkWidget            *replay_label;
  guint                 replay_index;
  guint                 replay_source;
  gboolean              replay_updating;
};

/* sudoku-window.c */
void     _sudoku_window_set_progress     (SudokuWindow      *self,
                                          const char        *text,
                                          gboolean           spinning);
void     _sudoku_window_toast            (SudokuWindow      *self,
                                          const char        *text);
void     _sudoku_window_get_profile      (SudokuWindow      *self,
                                          SudokuProfile     *profile);
const char *_sudoku_window_get_profile_key (SudokuWindow    *self);
guint    _sudoku_window_get_move_interval (SudokuWindow     *self);
void     _sudoku_window_update_actions   (SudokuWindow      *self);
void     _sudoku_window_apply_display_settings (SudokuWindow *self);
void     _sudoku_window_show_banner      (SudokuWindow      *self,
                                          BannerKind         kind,
                                          const char        *markup,
                                          const char        *primary,
                                          const char        *secondary);
void     _sudoku_window_hide_banner      (SudokuWindow      *self);
void     _sudoku_window_show_present     (SudokuWindow      *self);
void     _sudoku_window_preview_move     (SudokuWindow      *self,
                                          int                index);
gboolean _sudoku_window_is_unique        (SudokuWindow      *self);

void     _sudoku_window_load_board       (SudokuWindow      *self,
                                          const SudokuBoard *board);

/* sudoku-window-library.c */
void     _sudoku_window_save             (SudokuWindow      *self);
void     _sudoku_window_library_game_changed (SudokuWindow  *self);
void     _sudoku_window_library_checked  (SudokuWindow      *self);
void     _sudoku_window_leave_library_puzzle (SudokuWindow  *self);
void     _sudoku_window_exit_replay      (SudokuWindow      *self);
void     _sudoku_window_replay_follow    (SudokuWindow      *self,
                                          guint              position);

/* sudoku-window-actions.c */
void     _sudoku_window_class_add_actions (GtkWidgetClass   *widget_class);
void     _sudoku_window_init_actions     (SudokuWindow      *self);

/* sudoku-window-solve.c */
void     _sudoku_window_step             (SudokuWindow      *self);
void     _sudoku_window_singles          (SudokuWindow      *self);
void     _sudoku_window_solve            (SudokuWindow      *self);
void     _sudoku_window_stop             (SudokuWindow      *self);
void     _sudoku_window_hint             (SudokuWindow      *self);
void     _sudoku_window_cancel_hint      (SudokuWindow      *self);
void     _sudoku_window_apply_hint       (SudokuWindow      *self);

G_END_DECLS
