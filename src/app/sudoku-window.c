/* sudoku-window.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-window-private.h"

#include <glib/gi18n.h>

#include "sudoku-analysis-panel.h"
#include "sudoku-history-view.h"
#include "sudoku-parse.h"
#include "sudoku-replay-bar.h"
#include "sudoku-solver.h"

/* The main window: the grid, the status under it, the history in a
 * sidebar and the analysis tables beside it. It is a view of a
 * SudokuSession (src/session), which owns the game, the check, the
 * solver's workers, the hint, the library puzzle and the replay; the
 * window shows what the session's properties and signals say and turns
 * the user's input into calls on it. Hints and the solving buttons are
 * in sudoku-window-solve.c, Save and the replay bar in
 * sudoku-window-library.c, the actions in sudoku-window-actions.c. */

G_DEFINE_FINAL_TYPE (SudokuWindow, sudoku_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_MODE,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

/* The line under the grid: the session's status (clues, what the check
 * found, or what is wrong). */
static void
status_changed_cb (SudokuWindow *self)
{
  const char *text = sudoku_session_get_status (self->session);

  gtk_label_set_text (self->status_label, text ? text : "");
  if (sudoku_session_get_status_is_error (self->session))
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
}

/* The second line under the grid: what the solver is doing, or what it
 * had to say (the session's "progress"). */
static void
progress_changed_cb (SudokuWindow *self)
{
  const char *text = sudoku_session_get_progress (self->session);

  gtk_label_set_text (self->progress_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->progress_label), text != NULL);
  /* No spinner: the workers are done in a blink, and the spinner's
   * first frame would load an SVG decoder on the main loop. A long
   * solve shows its progress in the text. */
  if (sudoku_session_get_busy (self->session))
    gtk_widget_add_css_class (GTK_WIDGET (self->progress_label), "working");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->progress_label), "working");
}

void
_sudoku_window_toast (SudokuWindow *self,
                      const char   *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* The digits that contradict the solution, when the user wants them
 * marked. */
static void
update_wrong_cells (SudokuWindow *self)
{
  const SudokuBoard *board = sudoku_game_get_board (self->game);
  gboolean wrong[SUDOKU_N_CELLS] = { FALSE };

  const guint8 *solution = sudoku_session_get_solution (self->session);

  if (self->preview_index < 0 && sudoku_session_is_unique (self->session) &&
      g_settings_get_boolean (self->settings, "mark-wrong-digits"))
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      wrong[cell] = board->values[cell] != 0 && board->values[cell] != solution[cell];
  sudoku_grid_view_set_wrong_cells (self->grid_view, wrong);
}

/* The check found how many solutions the givens have. */
static void
check_changed_cb (SudokuWindow *self)
{
  update_wrong_cells (self);
}

/* Shows the game as it stands. */
static void
show_game (SudokuWindow *self)
{
  const SudokuMoveState *state = sudoku_game_get_state (self->game);

  sudoku_grid_view_set_step (self->grid_view, NULL, NULL);
  sudoku_grid_view_set_board (self->grid_view, &state->board);
  sudoku_grid_view_set_origins (self->grid_view, state->origins);

  update_wrong_cells (self);
}

static void
game_changed_cb (SudokuGame   *game,
                 SudokuWindow *self)
{
  /* A preview is about the board as it was (the session ends a hint). */
  if (self->preview_index >= 0)
    {
      self->preview_index = -1;
      sudoku_grid_view_set_read_only (self->grid_view, FALSE);
      _sudoku_window_hide_banner (self);
    }

  show_game (self);
  _sudoku_window_update_actions (self);
}

/* The banner under the header bar: a hint, or the history's preview. */

static void
banner_primary_clicked_cb (GtkButton    *button,
                           SudokuWindow *self)
{
  if (self->banner == BANNER_HINT)
    sudoku_session_apply_hint (self->session);
  else if (self->banner == BANNER_PREVIEW && self->preview_index >= 0)
    {
      guint keep = self->preview_index + 1;

      _sudoku_window_show_present (self);
      sudoku_game_truncate_history (self->game, keep);
    }
}

static void
banner_secondary_clicked_cb (GtkButton    *button,
                             SudokuWindow *self)
{
  if (self->banner == BANNER_HINT)
    sudoku_session_cancel_hint (self->session);
  else
    _sudoku_window_show_present (self);
}

void
_sudoku_window_show_banner (SudokuWindow *self,
                            BannerKind    kind,
                            const char   *markup,
                            const char   *primary,
                            const char   *secondary)
{
  self->banner = kind;
  gtk_label_set_markup (self->banner_label, markup);
  gtk_button_set_label (self->banner_primary, primary ? primary : "");
  gtk_widget_set_visible (GTK_WIDGET (self->banner_primary), primary != NULL);
  gtk_button_set_label (self->banner_secondary, secondary ? secondary : "");
  gtk_widget_set_visible (GTK_WIDGET (self->banner_secondary), secondary != NULL);
  gtk_revealer_set_reveal_child (self->banner_revealer, TRUE);
}

void
_sudoku_window_hide_banner (SudokuWindow *self)
{
  self->banner = BANNER_NONE;
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
}

/* The history's preview */

/**
 * _sudoku_window_preview_move:
 * @self: a window
 * @index: a move of the history
 *
 * Shows, read-only, the board after that move with the move drawn on it
 * (its eliminations on the candidates it was found with).
 */
void
_sudoku_window_preview_move (SudokuWindow *self,
                             int           index)
{
  GListModel *history = sudoku_game_get_history (self->game);
  g_autoptr(SudokuMove) move = NULL;
  const SudokuMoveState *before, *after;
  SudokuBoard shown;
  g_autofree char *markup = NULL;
  g_autofree char *summary = NULL;
  guint n_moves;

  if (index < 0)
    {
      _sudoku_window_show_present (self);
      return;
    }
  /* Looking back stops a solve where it is. */
  sudoku_session_stop (self->session);
  sudoku_session_cancel_hint (self->session);
  n_moves = g_list_model_get_n_items (history);
  if ((guint) index >= n_moves)
    return;

  move = g_list_model_get_item (history, index);
  before = sudoku_move_get_before (move);
  after = sudoku_move_get_after (move);

  /* The values after the move, the candidates it was found on: what it
   * eliminated is still there to be struck through. */
  shown = after->board;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (shown.values[cell] == 0)
      shown.candidates[cell] = before->board.candidates[cell];

  self->preview_index = index;
  _sudoku_window_replay_follow (self, index + 1);
  sudoku_grid_view_set_read_only (self->grid_view, TRUE);
  sudoku_grid_view_set_board (self->grid_view, &shown);
  sudoku_grid_view_set_origins (self->grid_view, after->origins);
  sudoku_grid_view_set_step (self->grid_view,
                             sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP
                             ? sudoku_move_get_step (move) : NULL,
                             NULL);
  sudoku_grid_view_set_wrong_cells (self->grid_view, NULL);

  summary = g_markup_escape_text (sudoku_move_get_summary (move), -1);
  /* Translators: the banner over the history's preview; the first
   * number is the move, the second how many there are. */
  markup = g_strdup_printf (_("<b>Step %d of %u</b> (read-only) — %s"),
                            index + 1, n_moves, summary);
  _sudoku_window_show_banner (self, BANNER_PREVIEW, markup,
                              index + 1 < (int) n_moves ? _("_Continue from Here") : NULL,
                              _("_Back to Now"));
}

/* Leaves the preview (or a drawn hint) and shows the game as it is. */
void
_sudoku_window_show_present (SudokuWindow *self)
{
  if (sudoku_session_get_replaying (self->session))
    {
      /* Leaving the replay comes back here once it has stopped. */
      sudoku_session_exit_replay (self->session);
      return;
    }
  if (self->preview_index >= 0)
    {
      self->preview_index = -1;
      sudoku_grid_view_set_read_only (self->grid_view, FALSE);
      sudoku_history_view_unselect (SUDOKU_HISTORY_VIEW (self->history_view));
    }
  if (self->banner == BANNER_PREVIEW)
    _sudoku_window_hide_banner (self);
  show_game (self);
}

/* Input from the grid */

static void
value_entered_cb (SudokuGridView *grid_view,
                  guint           cell,
                  guint           digit,
                  SudokuWindow   *self)
{
  const SudokuBoard *board = sudoku_game_get_board (self->game);

  sudoku_session_stop (self->session);
  if (sudoku_game_get_mode (self->game) == SUDOKU_GAME_SOLVE && board->givens[cell])
    {
      gtk_widget_error_bell (GTK_WIDGET (grid_view));
      sudoku_session_set_progress (self->session,
                                   _("Givens are part of the puzzle: switch to Edit to change "
                                     "them"));
      return;
    }
  sudoku_game_set_value (self->game, cell, digit);
}

/* With "advance-cursor" on, `.`, space or 0 passed over a cell: in Edit
 * mode the cell is cleared (the book has nothing there), in Solve mode
 * it is only passed. */
static void
cell_skipped_cb (SudokuGridView *grid_view,
                 guint           cell,
                 SudokuWindow   *self)
{
  const SudokuBoard *board = sudoku_game_get_board (self->game);

  if (sudoku_game_get_mode (self->game) != SUDOKU_GAME_EDIT || board->values[cell] == 0)
    return;
  sudoku_session_stop (self->session);
  sudoku_game_set_value (self->game, cell, 0);
}

static void
candidate_toggled_cb (SudokuGridView *grid_view,
                      guint           cell,
                      guint           digit,
                      SudokuWindow   *self)
{
  sudoku_session_stop (self->session);

  /* Changing a candidate by hand makes the candidates the user's own. */
  if (g_settings_get_enum (self->settings, "candidate-display") != 2)
    {
      g_settings_set_enum (self->settings, "candidate-display", 2);
      _sudoku_window_toast (self, _("Candidates are now edited by hand"));
    }
  sudoku_game_toggle_candidate (self->game, cell, digit);
}

/* Loading */

/* Shows a new puzzle: whatever ran stops, the library puzzle shown
 * before keeps its progress. */
void
_sudoku_window_load_board (SudokuWindow      *self,
                           const SudokuBoard *board)
{
  _sudoku_window_show_present (self);
  sudoku_session_load_board (self->session, board);
  sudoku_grid_view_set_cursor (self->grid_view, -1);
}

/**
 * sudoku_window_load_text:
 * @self: a window
 * @text: a puzzle in any format sudoku_parse_puzzle() reads
 * @variant: the rules to read it with
 *
 * Shows the puzzle (undoably), or says under the grid why @text is not
 * one; the board does not change then. The message stays until the next
 * change, where the user can read and select it.
 *
 * Returns: %TRUE when @text was a puzzle
 */
gboolean
sudoku_window_load_text (SudokuWindow  *self,
                         const char    *text,
                         SudokuVariant  variant)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  /* Files may hold anything; the parser names the first byte that is
   * not UTF-8 with its line and column.
   */
  _sudoku_window_show_present (self);
  if (!sudoku_session_load_text (self->session, text, variant, &error))
    return FALSE;
  sudoku_grid_view_set_cursor (self->grid_view, -1);
  return TRUE;
}

/* The user data of the window's asynchronous calls. A strong reference
 * would keep a closed and dropped window alive until the call's callback
 * has run (a GTask returns in an idle of a later main-loop iteration,
 * a worker when it is done), and gtk_window_destroy() does not dispose
 * the window, so nothing would cancel the call meanwhile. With a weak
 * one the window goes at once, its dispose cancels what still runs, and
 * the callback finds it gone. */

/**
 * _sudoku_window_weak_ref:
 * @self: a window
 *
 * Returns: (transfer full): a weak reference to @self for an
 *   asynchronous call, to be given to _sudoku_window_from_weak_ref()
 */
gpointer
_sudoku_window_weak_ref (SudokuWindow *self)
{
  GWeakRef *ref = g_new (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  return ref;
}

/**
 * _sudoku_window_from_weak_ref:
 * @user_data: (transfer full): what _sudoku_window_weak_ref() returned
 *
 * Frees the weak reference.
 *
 * Returns: (transfer full) (nullable): the window, or %NULL once it is
 *   gone
 */
SudokuWindow *
_sudoku_window_from_weak_ref (gpointer user_data)
{
  GWeakRef *ref = user_data;
  SudokuWindow *self = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  return self;
}

static void
open_file_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = _sudoku_window_from_weak_ref (user_data);
  g_autoptr(GError) error = NULL;
  gboolean opened = sudoku_session_open_file_finish (SUDOKU_SESSION (object), result, &error);

  if (self == NULL)
    return;
  if (!opened)
    {
      AdwToast *toast;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* A failed open is an event, not a state of the puzzle shown. */
      toast = adw_toast_new (error->message);
      adw_toast_set_timeout (toast, 0);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
      return;
    }
  sudoku_grid_view_set_cursor (self->grid_view, -1);
}

/**
 * sudoku_window_open_file:
 * @self: a window
 * @file: a file holding one puzzle
 * @variant: the rules to read it with
 *
 * Reads @file in the background and shows its puzzle, or says in the
 * window what went wrong.
 */
void
sudoku_window_open_file (SudokuWindow  *self,
                         GFile         *file,
                         SudokuVariant  variant)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  _sudoku_window_show_present (self);
  sudoku_session_open_file_async (self->session, file, variant, self->cancellable,
                                  open_file_cb, _sudoku_window_weak_ref (self));
}

/* Drag and drop: a file, or text. */
static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         SudokuWindow  *self)
{
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = g_value_get_boxed (value);

      if (files == NULL)
        return FALSE;
      sudoku_window_open_file (self, files->data, sudoku_game_get_variant (self->game));
      return TRUE;
    }
  if (G_VALUE_HOLDS_STRING (value))
    return sudoku_window_load_text (self, g_value_get_string (value),
                                    sudoku_game_get_variant (self->game));
  return FALSE;
}

/**
 * sudoku_window_get_grid_view:
 * @self: a window
 *
 * Returns: (transfer none): the window's grid
 */
SudokuGridView *
sudoku_window_get_grid_view (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->grid_view;
}

/**
 * sudoku_window_get_game:
 * @self: a window
 *
 * Returns: (transfer none): the puzzle being solved
 */
SudokuGame *
sudoku_window_get_game (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->game;
}

/**
 * sudoku_window_get_history_view:
 * @self: a window
 *
 * Returns: (transfer none): the history sidebar
 */
GtkWidget *
sudoku_window_get_history_view (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->history_view;
}

/**
 * sudoku_window_get_analysis_panel:
 * @self: a window
 *
 * Returns: (transfer none): the analysis tables
 */
GtkWidget *
sudoku_window_get_analysis_panel (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->analysis_panel;
}

/**
 * sudoku_window_get_status:
 * @self: a window
 *
 * Returns: (transfer none): the text under the grid: the clue count and
 *   what the check found, or what went wrong
 */
const char *
sudoku_window_get_status (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return gtk_label_get_text (self->status_label);
}

/**
 * sudoku_window_get_progress:
 * @self: a window
 *
 * Returns: (transfer none): the second line under the grid: what the
 *   solver is doing or found
 */
const char *
sudoku_window_get_progress (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return gtk_label_get_text (self->progress_label);
}

/**
 * sudoku_window_get_session:
 * @self: a window
 *
 * Returns: (transfer none): the session the window shows
 */
SudokuSession *
sudoku_window_get_session (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->session;
}

/**
 * sudoku_window_get_banner:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the text of the banner under the
 *   header bar (a hint or the history's preview), or %NULL when hidden
 */
const char *
sudoku_window_get_banner (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  if (self->banner == BANNER_NONE)
    return NULL;
  return gtk_label_get_text (self->banner_label);
}

/**
 * sudoku_window_is_busy:
 * @self: a window
 *
 * Returns: whether a step, the singles or a solve is running
 */
gboolean
sudoku_window_is_busy (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);

  return sudoku_session_get_busy (self->session);
}

/**
 * sudoku_window_get_check:
 * @self: a window
 *
 * Returns: the number of solutions the check found (0, 1 or 2 for
 *   several), or -1 while it is not done
 */
int
sudoku_window_get_check (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), -1);

  return sudoku_session_get_n_solutions (self->session);
}

/* The grid as the preferences want it. Candidates show only while
 * solving: while the puzzle is typed in they are noise. */
void
_sudoku_window_apply_display_settings (SudokuWindow *self)
{
  sudoku_grid_view_set_show_candidates (self->grid_view,
                                        g_settings_get_enum (self->settings,
                                                             "candidate-display") != 0 &&
                                        sudoku_game_get_mode (self->game) == SUDOKU_GAME_SOLVE);
  sudoku_grid_view_set_highlight_houses (self->grid_view,
                                         g_settings_get_boolean (self->settings,
                                                                 "highlight-houses"));
  sudoku_grid_view_set_highlight_same_digit (self->grid_view,
                                             g_settings_get_boolean (self->settings,
                                                                     "highlight-same-digit"));
  update_wrong_cells (self);
}

/* The settings whose values the session takes, by the same names (the
 * speed under its own name). */
static const char *const session_settings[] = {
  "technique-profile", "custom-techniques", "attempt-limit",
};

static void
settings_changed_cb (GSettings    *settings,
                     const char   *key,
                     SudokuWindow *self)
{
  if (g_str_equal (key, "animation-speed"))
    _sudoku_window_sync_speed (self);
  else
    _sudoku_window_apply_display_settings (self);
}

/* The header bar: where the puzzle lives, and its level. */
static void
title_changed_cb (SudokuWindow *self)
{
  const char *title = sudoku_session_get_title (self->session);
  const SudokuRating *rating = sudoku_session_get_rating (self->session);
  g_autofree char *subtitle = NULL;

  gtk_window_set_title (GTK_WINDOW (self), title ? title : _("Nanpure"));
  adw_window_title_set_title (self->window_title, title ? title : _("Nanpure"));
  if (rating != NULL && sudoku_session_get_se_rating (self->session) >= 0)
    /* Translators: under the window title, the puzzle's rating. */
    subtitle = g_strdup_printf (_("Level %u · SE %.1f"), rating->level,
                                sudoku_session_get_se_rating (self->session));
  else if (rating != NULL)
    /* Translators: under the window title, while the Sudoku Explainer
     * rating is computed (seconds for the hardest puzzles). */
    subtitle = g_strdup_printf (_("Level %u · SE rating…"), rating->level);
  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");
}

static void
notice_cb (SudokuSession *session,
           const char    *text,
           SudokuWindow  *self)
{
  _sudoku_window_toast (self, text);
}

static void
history_activated_cb (SudokuHistoryView *view,
                      int                index,
                      SudokuWindow      *self)
{
  if (index < 0)
    _sudoku_window_show_present (self);
  else
    _sudoku_window_preview_move (self, index);
}

/* The layout. The grid has priority: its view asks for 480 px, and the
 * history and the analysis are AdwFlaps that fold when the grid would
 * get less; a folded panel is hidden (and shown over the grid when
 * asked for again), and comes back when there is room. The settings say
 * what the user wants shown in a wide window; folding does not change
 * them. The banner and the status lines have strips of their own, so
 * that neither moves the grid. */

static void
sync_flap (SudokuWindow *self,
           AdwFlap      *flap,
           const char   *key)
{
  adw_flap_set_reveal_flap (flap, g_settings_get_boolean (self->settings, key) &&
                                  !adw_flap_get_folded (flap));
}

static void
flap_folded_cb (SudokuWindow *self,
                GParamSpec   *pspec,
                AdwFlap      *flap)
{
  sync_flap (self, flap, flap == self->flap ? "show-history" : "show-analysis");
}

static void
panel_setting_changed_cb (GSettings    *settings,
                          const char   *key,
                          SudokuWindow *self)
{
  AdwFlap *flap = g_str_equal (key, "show-history") ? self->flap : self->analysis_flap;

  adw_flap_set_reveal_flap (flap, g_settings_get_boolean (settings, key));
}

/* win.show-history and win.show-analysis (F9, F8): their state is
 * whether the panel is shown. In a wide window they change the setting;
 * on a folded panel they show it over the grid (or hide it) and leave
 * the setting alone. Window-owned actions rather than
 * g_settings_create_action(), which would outlive the window. */
static void
panel_change_state (GSimpleAction *action,
                    GVariant      *value,
                    gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);
  gboolean history = g_str_equal (g_action_get_name (G_ACTION (action)), "show-history");
  AdwFlap *flap = history ? self->flap : self->analysis_flap;

  if (adw_flap_get_folded (flap))
    adw_flap_set_reveal_flap (flap, g_variant_get_boolean (value));
  else
    g_settings_set_boolean (self->settings, history ? "show-history" : "show-analysis",
                            g_variant_get_boolean (value));
}

static void
panel_revealed_cb (AdwFlap      *flap,
                   GParamSpec   *pspec,
                   SudokuWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self),
                                                flap == self->flap ? "show-history"
                                                                   : "show-analysis");

  if (action != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (action),
                               g_variant_new_boolean (adw_flap_get_reveal_flap (flap)));
}

static void
handle_drag_begin_cb (GtkGestureDrag *gesture,
                      double          x,
                      double          y,
                      SudokuWindow   *self)
{
  if (adw_flap_get_folded (self->flap))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->drag_start_width = gtk_widget_get_width (GTK_WIDGET (self->sidebar));
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* The history is at the end (the right, or the left in a right-to-left
 * locale): dragging its edge away from it widens it. */
static int
dragged_width (SudokuWindow *self,
               double        offset_x)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  int width = self->drag_start_width + (int) (rtl ? offset_x : -offset_x);

  return CLAMP (width, 240, 640);
}

static void
handle_drag_update_cb (GtkGestureDrag *gesture,
                       double          offset_x,
                       double          offset_y,
                       SudokuWindow   *self)
{
  gtk_widget_set_size_request (GTK_WIDGET (self->sidebar), dragged_width (self, offset_x), -1);
}

static void
handle_drag_end_cb (GtkGestureDrag *gesture,
                    double          offset_x,
                    double          offset_y,
                    SudokuWindow   *self)
{
  g_settings_set_int (self->settings, "history-width", dragged_width (self, offset_x));
}

void
_sudoku_window_init_layout (SudokuWindow *self)
{
  const GActionEntry panel_actions[] = {
    { "show-history", NULL, NULL, "false", panel_change_state },
    { "show-analysis", NULL, NULL, "false", panel_change_state },
  };
  GtkGesture *drag = gtk_gesture_drag_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (self), panel_actions,
                                   G_N_ELEMENTS (panel_actions), self);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (panel_revealed_cb),
                           self, 0);
  g_signal_connect_object (self->analysis_flap, "notify::reveal-flap",
                           G_CALLBACK (panel_revealed_cb), self, 0);

  g_settings_bind (self->settings, "history-width", self->sidebar, "width-request",
                   G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->settings, "changed::show-history",
                           G_CALLBACK (panel_setting_changed_cb), self, 0);
  g_signal_connect_object (self->settings, "changed::show-analysis",
                           G_CALLBACK (panel_setting_changed_cb), self, 0);
  flap_folded_cb (self, NULL, self->flap);
  flap_folded_cb (self, NULL, self->analysis_flap);
  panel_revealed_cb (self->flap, NULL, self);
  panel_revealed_cb (self->analysis_flap, NULL, self);

  gtk_widget_set_cursor_from_name (self->sidebar_handle, "col-resize");
  g_signal_connect (drag, "drag-begin", G_CALLBACK (handle_drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (handle_drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (handle_drag_end_cb), self);
  gtk_widget_add_controller (self->sidebar_handle, GTK_EVENT_CONTROLLER (drag));
}

/* Closing keeps what was done on a library puzzle. */
static gboolean
sudoku_window_close_request (GtkWindow *window)
{
  SudokuWindow *self = SUDOKU_WINDOW (window);

  sudoku_session_stop (self->session);
  sudoku_session_exit_replay (self->session);
  sudoku_session_leave_library_puzzle (self->session);

  return GTK_WINDOW_CLASS (sudoku_window_parent_class)->close_request (window);
}

/* "mode": "edit" (digits become givens) or "solve", the win.mode
 * action of the Edit and Solve buttons. */
static void
sudoku_window_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MODE:
      /* The template's buttons ask before the game exists. */
      g_value_set_string (value, self->game == NULL ||
                                 sudoku_game_get_mode (self->game) == SUDOKU_GAME_EDIT
                                 ? "edit" : "solve");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_window_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MODE:
      if (self->game == NULL)
        break;
      sudoku_session_stop (self->session);
      _sudoku_window_show_present (self);
      sudoku_game_set_mode (self->game, g_strcmp0 (g_value_get_string (value), "edit") == 0
                                        ? SUDOKU_GAME_EDIT : SUDOKU_GAME_SOLVE);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_window_dispose (GObject *object)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  _sudoku_window_cancel_print (self);
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_object_run_dispose (G_OBJECT (self->session));
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_WINDOW);

  G_OBJECT_CLASS (sudoku_window_parent_class)->dispose (object);
}

static void
sudoku_window_finalize (GObject *object)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);
  self->game = NULL;
  g_clear_object (&self->session);

  G_OBJECT_CLASS (sudoku_window_parent_class)->finalize (object);
}

static void
sudoku_window_class_init (SudokuWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_window_get_property;
  object_class->set_property = sudoku_window_set_property;
  object_class->dispose = sudoku_window_dispose;

  properties[PROP_MODE] =
    g_param_spec_string ("mode", NULL, NULL, "edit",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  object_class->finalize = sudoku_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = sudoku_window_close_request;

  g_type_ensure (SUDOKU_TYPE_GRID_VIEW);
  g_type_ensure (SUDOKU_TYPE_REPLAY_BAR);
  g_type_ensure (SUDOKU_TYPE_ANALYSIS_PANEL);
  g_type_ensure (SUDOKU_TYPE_HISTORY_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, solve_stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, banner_primary);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, banner_secondary);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, analysis_flap);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, banner_area);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, status_area);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, sidebar_handle);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, grid_view);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, progress_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, replay_revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, replay_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, analysis_panel);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, history_view);
  gtk_widget_class_bind_template_callback (widget_class, value_entered_cb);
  gtk_widget_class_bind_template_callback (widget_class, candidate_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, cell_skipped_cb);
  gtk_widget_class_bind_template_callback (widget_class, banner_primary_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, banner_secondary_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, history_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, flap_folded_cb);

  _sudoku_window_class_add_actions (widget_class);
}

static void
sudoku_window_init (SudokuWindow *self)
{
  GtkDropTarget *drop;
  GType drop_types[] = { GDK_TYPE_FILE_LIST, G_TYPE_STRING };

  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  self->preview_index = -1;
  self->settings = g_settings_new (APP_ID);
  self->session = sudoku_session_new ();
  self->game = sudoku_session_get_game (self->session);
  g_signal_connect (self->game, "changed", G_CALLBACK (game_changed_cb), self);
  g_signal_connect_swapped (self->session, "notify::progress", G_CALLBACK (progress_changed_cb),
                            self);
  g_signal_connect_swapped (self->session, "notify::busy", G_CALLBACK (progress_changed_cb),
                            self);
  g_signal_connect_swapped (self->session, "notify::n-solutions", G_CALLBACK (check_changed_cb),
                            self);
  g_signal_connect_swapped (self->session, "notify::title", G_CALLBACK (title_changed_cb), self);
  g_signal_connect_swapped (self->session, "notify::status", G_CALLBACK (status_changed_cb),
                            self);
  g_signal_connect_swapped (self->session, "notify::rating", G_CALLBACK (title_changed_cb), self);
  g_signal_connect_swapped (self->session, "notify::se-rating", G_CALLBACK (title_changed_cb), self);
  g_signal_connect (self->session, "notice", G_CALLBACK (notice_cb), self);

  sudoku_analysis_panel_set_game (SUDOKU_ANALYSIS_PANEL (self->analysis_panel), self->game);
  sudoku_history_view_set_session (SUDOKU_HISTORY_VIEW (self->history_view), self->session);

  drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (drop, drop_types, G_N_ELEMENTS (drop_types));
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  g_settings_bind (self->settings, "window-width", self, "default-width",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized",
                   G_SETTINGS_BIND_DEFAULT);
  _sudoku_window_init_layout (self);
  g_settings_bind (self->settings, "advance-cursor", self->grid_view, "advance",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animation-speed", self->session, "speed",
                   G_SETTINGS_BIND_GET);
  /* What the session solves with: the settings of the same names. */
  for (guint i = 0; i < G_N_ELEMENTS (session_settings); i++)
    g_settings_bind (self->settings, session_settings[i], self->session, session_settings[i],
                     G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (settings_changed_cb),
                           self, 0);

  _sudoku_window_init_actions (self);
  _sudoku_window_init_solve (self);
  _sudoku_window_init_replay (self);
  _sudoku_window_apply_display_settings (self);
  progress_changed_cb (self);
  status_changed_cb (self);
  show_game (self);
  _sudoku_window_update_actions (self);
}

SudokuWindow *
sudoku_window_new (SudokuApplication *application)
{
  g_return_val_if_fail (SUDOKU_IS_APPLICATION (application), NULL);

  return g_object_new (SUDOKU_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
