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
#include "sudoku-colour-bar.h"
#include "sudoku-steps-panel.h"
#include "sudoku-error.h"
#include "sudoku-history-view.h"
#include "sudoku-parse.h"
#include "sudoku-replay-bar.h"
#include "sudoku-solver.h"
#include "sudoku-tooltips.h"

/* The main window: the grid, the status under it, the history in a
 * sidebar and the analysis tables beside it. It is a view of a
 * SudokuSession (src/session), which owns the game, the check, the
 * solver's workers, the hint, the library puzzle and the replay; the
 * window shows what the session's properties and signals say and turns
 * the user's input into calls on it. Its parts are views of their own,
 * declared in ui/sudoku-window.ui: the grid (sudoku-grid-view.c)
 * follows the game, the check and the hint; the banner
 * (sudoku-banner.c) says the hint; the status area
 * (sudoku-status-area.c) has the lines under the grid; the preview
 * (sudoku-preview.c) shows a move of the history or of a replay; the
 * panels (sudoku-panels.c) fold and widen the sidebars; the print bar
 * (sudoku-print-bar.c) prepares Print….
 *
 * Here: input from the grid, loading, the title and the settings. The
 * solving buttons are in sudoku-window-solve.c, Save and the replay bar
 * in sudoku-window-library.c, the actions and keys in
 * sudoku-window-actions.c, Export… and Print… in sudoku-window-export.c. */

G_DEFINE_FINAL_TYPE (SudokuWindow, sudoku_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_MODE,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static void
toast_dismissed_cb (AdwToast     *toast,
                    SudokuWindow *self)
{
  if (self->toast == toast)
    g_clear_weak_pointer (&self->toast);
}

/* Shows @toast (taking it) in place of the window's previous toast: the
 * newest message replaces the old one rather than waiting behind it (an
 * error toast stays until dismissed, so a second error would never be
 * seen).
 *
 * While the previous toast is up, it takes the new one's text, button
 * and timeout (restarted by adding it again) instead of being dismissed:
 * libadwaita 1.2 frees a toast hidden while it still slides in when both
 * animations end in the same frame, and then crashes in the show
 * animation's "done" (two errors in a row do exactly that). */
void
_sudoku_window_add_toast (SudokuWindow *self,
                          AdwToast     *toast)
{
  g_autoptr(AdwToast) owned = toast;
  /* A custom title unsets the title: taken first. */
  g_autofree char *title = g_strdup (adw_toast_get_title (toast));

  if (self->toast != NULL)
    {
      sudoku_toast_set_wrapped_title (self->toast, title);
      adw_toast_set_button_label (self->toast, adw_toast_get_button_label (toast));
      adw_toast_set_action_name (self->toast, adw_toast_get_action_name (toast));
      adw_toast_set_action_target_value (self->toast, adw_toast_get_action_target_value (toast));
      adw_toast_set_timeout (self->toast, adw_toast_get_timeout (toast));
      sudoku_toast_overlay_add (self->toast_overlay, g_object_ref (self->toast));
      return;
    }
  sudoku_toast_set_wrapped_title (toast, title);
  g_set_weak_pointer (&self->toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
  sudoku_toast_overlay_add (self->toast_overlay, g_steal_pointer (&owned));
}

/* A toast of plain @text (its title is markup). */
void
_sudoku_window_toast (SudokuWindow *self,
                      const char   *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 5);
  _sudoku_window_add_toast (self, toast);
}

/* The values of the setting advance-cursor. */
typedef enum {
  ADVANCE_CURSOR_OFF,
  ADVANCE_CURSOR_NEW_PUZZLE,
  ADVANCE_CURSOR_ALWAYS,
} AdvanceCursor;

/* Whether the cursor moves on after a digit: always, or by default
 * while a puzzle is typed from a book — in Edit mode, from the moment
 * the grid is empty until the mode changes. */
static void
update_advance (SudokuWindow *self)
{
  AdvanceCursor setting = g_settings_get_enum (self->settings, "advance-cursor");
  const SudokuBoard *board = sudoku_game_get_board (self->game);

  if (sudoku_game_get_mode (self->game) != SUDOKU_GAME_EDIT)
    self->typing_new_puzzle = FALSE;
  else if (sudoku_board_count_filled (board) == 0)
    self->typing_new_puzzle = TRUE;
  sudoku_grid_view_set_advance (self->grid_view,
                                setting == ADVANCE_CURSOR_ALWAYS ||
                                (setting == ADVANCE_CURSOR_NEW_PUZZLE &&
                                 self->typing_new_puzzle));
  sudoku_session_set_typing_advances (self->session, setting != ADVANCE_CURSOR_OFF);
}

static void
game_changed_cb (SudokuWindow *self)
{
  update_advance (self);
  _sudoku_window_update_actions (self);
}

/* Leaves the history's preview or the replay (sudoku-preview.c) and
 * shows the game as it is. */
void
_sudoku_window_show_present (SudokuWindow *self)
{
  sudoku_preview_show_present (self->preview);
}

/* Input from the grid */

static void
value_entered_cb (SudokuGridView *grid_view,
                  guint           cell,
                  guint           digit,
                  SudokuWindow   *self)
{
  const SudokuBoard *board = sudoku_game_get_board (self->game);

  sudoku_solve_runner_stop (_sudoku_window_get_runner (self));
  if (sudoku_game_get_mode (self->game) == SUDOKU_GAME_SOLVE && board->givens[cell])
    {
      gtk_widget_error_bell (GTK_WIDGET (grid_view));
      sudoku_solve_runner_set_progress (_sudoku_window_get_runner (self),
                                        _("Givens are part of the puzzle: switch to Edit to "
                                          "change them"));
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
  sudoku_solve_runner_stop (_sudoku_window_get_runner (self));
  sudoku_game_set_value (self->game, cell, 0);
}

static void
candidate_toggled_cb (SudokuGridView *grid_view,
                      guint           cell,
                      guint           digit,
                      SudokuWindow   *self)
{
  sudoku_solve_runner_stop (_sudoku_window_get_runner (self));

  /* Changing a candidate by hand makes the candidates the user's own. */
  if (sudoku_grid_view_get_candidate_display (grid_view) != SUDOKU_CANDIDATE_DISPLAY_MANUAL)
    {
      g_settings_set_enum (self->settings, "candidate-display", SUDOKU_CANDIDATE_DISPLAY_MANUAL);
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

/* An open on its way: the window, held weakly, and the file. */
typedef struct
{
  GWeakRef  window;
  GFile    *file;
} OpenFile;

static void
open_file_free (OpenFile *open)
{
  g_weak_ref_clear (&open->window);
  g_clear_object (&open->file);
  g_free (open);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (OpenFile, open_file_free)

static void
open_file_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(OpenFile) open = user_data;
  g_autoptr(SudokuWindow) self = g_weak_ref_get (&open->window);
  g_autoptr(GError) error = NULL;
  gboolean opened = sudoku_session_open_file_finish (SUDOKU_SESSION (object), result, &error);

  if (self == NULL)
    return;
  if (!opened)
    {
      GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
      g_autofree char *escaped = NULL;
      AdwToast *toast;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* A file of several puzzles goes to the library's import, as
       * when it is opened from the file manager. */
      if (g_error_matches (error, SUDOKU_ERROR, SUDOKU_ERROR_SEVERAL_PUZZLES) &&
          SUDOKU_IS_APPLICATION (application) &&
          sudoku_application_import_files (SUDOKU_APPLICATION (application), &open->file, 1))
        return;
      /* A failed open is an event, not a state of the puzzle shown: a
       * toast that stays until dismissed, or replaced by the next. */
      escaped = g_markup_escape_text (error->message, -1);
      toast = adw_toast_new (escaped);
      adw_toast_set_timeout (toast, 0);
      _sudoku_window_add_toast (self, toast);
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
 * window what went wrong. A file of several puzzles goes to the
 * library's import (sudoku_application_import_files()).
 */
void
sudoku_window_open_file (SudokuWindow  *self,
                         GFile         *file,
                         SudokuVariant  variant)
{
  OpenFile *open;

  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  /* A photo of a book's page goes to its review (sudoku-window-scan.c). */
  if (_sudoku_window_is_image_file (file))
    {
      _sudoku_window_scan_file (self, file);
      return;
    }
  open = g_new0 (OpenFile, 1);
  g_weak_ref_init (&open->window, self);
  open->file = g_object_ref (file);
  _sudoku_window_show_present (self);
  sudoku_session_open_file_async (self->session, file, variant, self->cancellable,
                                  open_file_cb, open);
}

/* Drag and drop: a file, an image, or text. */
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
      GApplication *application = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));

      if (files == NULL)
        return FALSE;
      /* Several files go to the library's import, as when opened at
       * once (sudoku-application.c). */
      if (files->next != NULL && application != NULL)
        {
          g_autoptr(GPtrArray) list = g_ptr_array_new ();

          for (GSList *l = files; l != NULL; l = l->next)
            g_ptr_array_add (list, l->data);
          g_application_open (application, (GFile **) list->pdata, (int) list->len, "");
          return TRUE;
        }
      sudoku_window_open_file (self, files->data, sudoku_game_get_variant (self->game));
      return TRUE;
    }
  if (G_VALUE_HOLDS (value, GDK_TYPE_TEXTURE))
    {
      _sudoku_window_scan_texture (self, g_value_get_object (value));
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

/* The settings whose values the session's solver takes, by the same
 * names (the speed under its own name). */
static const char *const runner_settings[] = {
  "technique-profile", "custom-techniques", "attempt-limit",
};

/* The settings the grid shows by, under the grid's own names. */
static const char *const grid_settings[][2] = {
  { "candidate-display", "candidate-display" },
  { "highlight-houses", "highlight-houses" },
  { "highlight-same-digit", "highlight-same-digit" },
  { "mark-wrong-digits", "mark-wrong" },
};

/* The header bar: where the puzzle lives, and its level. */
static void
title_changed_cb (SudokuWindow *self)
{
  const char *title = sudoku_session_get_title (self->session);
  SudokuChecker *checker = sudoku_session_get_checker (self->session);
  const SudokuRating *rating = sudoku_checker_get_rating (checker);
  g_autofree char *subtitle = NULL;

  gtk_window_set_title (GTK_WINDOW (self), title ? title : _("Nanpure"));
  adw_window_title_set_title (self->window_title, title ? title : _("Nanpure"));
  if (rating != NULL && sudoku_checker_get_se_rating (checker) >= 0)
    /* Translators: under the window title, the puzzle's rating. */
    subtitle = g_strdup_printf (_("Level %u · SE %.1f"), rating->level,
                                sudoku_checker_get_se_rating (checker));
  else if (rating != NULL)
    /* Translators: under the window title, while the Sudoku Explainer
     * rating is computed (seconds for the hardest puzzles). */
    subtitle = g_strdup_printf (_("Level %u · SE rating…"), rating->level);
  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");
}

static void
notice_cb (SudokuLibraryLink *link,
           const char        *text,
           SudokuWindow      *self)
{
  _sudoku_window_toast (self, text);
}

/* Closing keeps what was done on a library puzzle. */
static gboolean
sudoku_window_close_request (GtkWindow *window)
{
  SudokuWindow *self = SUDOKU_WINDOW (window);

  sudoku_solve_runner_stop (_sudoku_window_get_runner (self));
  sudoku_library_link_exit_replay (sudoku_session_get_library_link (self->session));
  sudoku_library_link_leave_puzzle (sudoku_session_get_library_link (self->session));

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
      sudoku_solve_runner_stop (_sudoku_window_get_runner (self));
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
  if (self->save_dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->save_dialog), (gpointer *) &self->save_dialog);
  self->save_dialog = NULL;
  g_clear_weak_pointer (&self->toast);
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

  g_type_ensure (SUDOKU_TYPE_BANNER);
  g_type_ensure (SUDOKU_TYPE_GRID_VIEW);
  g_type_ensure (SUDOKU_TYPE_PANELS);
  g_type_ensure (SUDOKU_TYPE_STEPS_PANEL);
  g_type_ensure (SUDOKU_TYPE_PREVIEW);
  g_type_ensure (SUDOKU_TYPE_PRINT_BAR);
  g_type_ensure (SUDOKU_TYPE_STATUS_AREA);
  g_type_ensure (SUDOKU_TYPE_REPLAY_BAR);
  g_type_ensure (SUDOKU_TYPE_COLOUR_BAR);
  g_type_ensure (SUDOKU_TYPE_ANALYSIS_PANEL);
  g_type_ensure (SUDOKU_TYPE_HISTORY_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, solve_stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, print_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, panels);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, preview);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, grid_view);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, status_area);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, replay_revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, replay_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, colour_revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, colour_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, analysis_panel);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, steps_revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, steps_panel);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, history_view);
  gtk_widget_class_bind_template_callback (widget_class, value_entered_cb);
  gtk_widget_class_bind_template_callback (widget_class, candidate_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, cell_skipped_cb);

  _sudoku_window_class_add_actions (widget_class);
}

static void
sudoku_window_init (SudokuWindow *self)
{
  GtkDropTarget *drop;
  GType drop_types[] = { GDK_TYPE_FILE_LIST, GDK_TYPE_TEXTURE, G_TYPE_STRING };

  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  self->settings = g_settings_new (APP_ID);
  self->session = sudoku_session_new ();
  self->game = sudoku_session_get_game (self->session);
  g_signal_connect_swapped (self->game, "changed", G_CALLBACK (game_changed_cb), self);
  g_signal_connect_swapped (self->game, "notify::mode", G_CALLBACK (game_changed_cb), self);
  sudoku_grid_view_set_session (self->grid_view, self->session);
  sudoku_colour_bar_set_grid_view (SUDOKU_COLOUR_BAR (self->colour_bar), self->grid_view);
  sudoku_banner_set_session (self->banner, self->session);
  /* The banner's Previous and Next pick the view of a chain the grid
   * draws. */
  g_object_bind_property (self->banner, "view", self->grid_view, "view", G_BINDING_DEFAULT);
  sudoku_preview_attach (self->preview, self->session);
  /* Undo and Redo step through the past the preview shows. */
  g_signal_connect_object (self->preview, "notify::index",
                           G_CALLBACK (_sudoku_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (sudoku_session_get_library_link (self->session), "notify::replaying",
                           G_CALLBACK (_sudoku_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (sudoku_session_get_library_link (self->session),
                           "notify::replay-position",
                           G_CALLBACK (_sudoku_window_update_actions), self, G_CONNECT_SWAPPED);
  sudoku_status_area_set_session (self->status_area, self->session);
  g_signal_connect_object (self->print_bar, "notify::running",
                           G_CALLBACK (_sudoku_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_swapped (self->session, "notify::title", G_CALLBACK (title_changed_cb), self);
  g_signal_connect_object (sudoku_session_get_checker (self->session), "notify::rating",
                           G_CALLBACK (title_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (sudoku_session_get_checker (self->session), "notify::se-rating",
                           G_CALLBACK (title_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (sudoku_session_get_library_link (self->session), "notice",
                           G_CALLBACK (notice_cb), self, 0);

  sudoku_analysis_panel_set_session (SUDOKU_ANALYSIS_PANEL (self->analysis_panel), self->session);
  sudoku_steps_panel_set_session (SUDOKU_STEPS_PANEL (self->steps_panel), self->session,
                                  SUDOKU_GRID_VIEW (self->grid_view));
  {
    /* win.show-steps: whether All Steps is shown (Shift+F6). */
    g_autoptr(GPropertyAction) show_steps =
      g_property_action_new ("show-steps", self->steps_revealer, "reveal-child");

    g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (show_steps));
  }
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
  sudoku_panels_attach (self->panels, G_ACTION_MAP (self));
  for (guint i = 0; i < G_N_ELEMENTS (grid_settings); i++)
    g_settings_bind (self->settings, grid_settings[i][0], self->grid_view, grid_settings[i][1],
                     G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animation-speed", _sudoku_window_get_runner (self), "speed",
                   G_SETTINGS_BIND_GET);
  /* What the session's solver solves with: the settings of the same
   * names. */
  for (guint i = 0; i < G_N_ELEMENTS (runner_settings); i++)
    g_settings_bind (self->settings, runner_settings[i], _sudoku_window_get_runner (self),
                     runner_settings[i], G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (_sudoku_window_sync_speed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::advance-cursor",
                           G_CALLBACK (update_advance), self, G_CONNECT_SWAPPED);
  update_advance (self);

  sudoku_tooltips_attach (GTK_WIDGET (self));
  _sudoku_window_init_actions (self);
  _sudoku_window_init_solve (self);
  _sudoku_window_init_replay (self);
  _sudoku_window_init_branches (self);
  _sudoku_window_update_actions (self);
  /* The keyboard starts on the grid, at r1c1 of the empty grid, as its
   * status says ("type the digits row by row"); GTK would give it to
   * the header bar's first button. A puzzle loaded after takes the
   * cursor away again (_sudoku_window_load_board()). */
  sudoku_grid_view_set_cursor (self->grid_view, 0);
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->grid_view));
}

SudokuWindow *
sudoku_window_new (SudokuApplication *application)
{
  g_return_val_if_fail (SUDOKU_IS_APPLICATION (application), NULL);

  return g_object_new (SUDOKU_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
