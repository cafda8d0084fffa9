/* sudoku-window-library.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-window-private.h"

#include <glib/gi18n.h>

#include "sudoku-application.h"
#include "sudoku-history-view.h"
#include "sudoku-parse.h"
#include "sudoku-replay-bar.h"

/* The window and the puzzle library: the Save dialog (with the book's
 * level and the puzzle's details) and the replay bar. Opening, saving,
 * the progress and the replay itself are the session's
 * (src/session/sudoku-session-library.c). */

static SudokuLibrary *
get_library (SudokuWindow  *self,
             GError       **error)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  if (!SUDOKU_IS_APPLICATION (application))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("This window has no application and so no library"));
      return NULL;
    }
  return sudoku_application_get_library (SUDOKU_APPLICATION (application), error);
}

static void
show_library_error (SudokuWindow *self,
                    const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("The library cannot be used: %s. Nanpure goes on "
                                             "without saving."), error->message);

  _sudoku_window_toast (self, text);
}

/**
 * sudoku_window_open_library_puzzle:
 * @self: a window
 * @id: a puzzle of the application's library
 * @error: what went wrong
 *
 * Shows a puzzle of the library; an unfinished one comes back as it was
 * left: digits, candidates and history.
 *
 * Returns: %TRUE when the puzzle was shown
 */
gboolean
sudoku_window_open_library_puzzle (SudokuWindow  *self,
                                   gint64         id,
                                   GError       **error)
{
  SudokuLibrary *library;

  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);

  library = get_library (self, error);
  if (library == NULL)
    return FALSE;
  _sudoku_window_show_present (self);
  if (!sudoku_session_open_library_puzzle (self->session, library, id, error))
    return FALSE;
  sudoku_grid_view_set_cursor (self->grid_view, -1);
  return TRUE;
}

/* Save */

typedef struct
{
  SudokuWindow        *self;
  SudokuLibraryPuzzle *puzzle;
  AdwComboRow         *level_row;
  GtkSpinButton       *number;
  AdwEntryRow         *source;
  AdwEntryRow         *title;
  AdwEntryRow         *notes;
} SaveDialog;

static void
save_dialog_free (gpointer  data,
                  GClosure *closure)
{
  SaveDialog *dialog = data;

  g_clear_object (&dialog->self);
  g_clear_pointer (&dialog->puzzle, sudoku_library_puzzle_free);
  g_free (dialog);
}

/* Stores @puzzle (new, or over @existing) with the game. */
static void
store_puzzle (SudokuWindow        *self,
              SudokuLibraryPuzzle *puzzle,
              gint64               existing)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  const SudokuLibraryPuzzle *stored;
  SudokuLibrary *library = get_library (self, &error);

  if (library == NULL ||
      !sudoku_session_save_puzzle (self->session, library, puzzle, existing, &error))
    {
      show_library_error (self, error);
      return;
    }
  stored = sudoku_session_get_library_puzzle (self->session);
  if (stored->level == SUDOKU_LIBRARY_SAMPLE)
    message = g_strdup_printf (_("Saved in Sample as No. %u"), stored->number);
  else
    message = g_strdup_printf (_("Saved in Level %u as No. %u"), stored->level, stored->number);
  _sudoku_window_toast (self, message);
}

static void
duplicate_response_cb (AdwMessageDialog *message,
                       const char       *response,
                       SaveDialog       *dialog)
{
  SudokuWindow *self = dialog->self;
  gint64 existing = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (message), "existing"));

  if (g_str_equal (response, "update"))
    store_puzzle (self, dialog->puzzle, existing);
  else if (g_str_equal (response, "open"))
    {
      g_autoptr(GError) error = NULL;

      if (!sudoku_window_open_library_puzzle (self, existing, &error))
        show_library_error (self, error);
    }
}

static void
save_response_cb (AdwMessageDialog *message,
                  const char       *response,
                  SaveDialog       *dialog)
{
  SudokuWindow *self = dialog->self;
  SudokuLibraryPuzzle *puzzle = dialog->puzzle;
  g_autoptr(SudokuLibraryPuzzle) duplicate = NULL;
  g_autoptr(GError) error = NULL;
  SudokuLibrary *library;
  guint level_index;

  if (!g_str_equal (response, "save"))
    return;

  level_index = adw_combo_row_get_selected (dialog->level_row);
  puzzle->level = level_index == 0 ? SUDOKU_LIBRARY_SAMPLE : level_index;
  puzzle->number = (guint) gtk_spin_button_get_value_as_int (dialog->number);
  g_free (puzzle->source);
  puzzle->source = g_strdup (gtk_editable_get_text (GTK_EDITABLE (dialog->source)));
  g_free (puzzle->title);
  puzzle->title = g_strdup (gtk_editable_get_text (GTK_EDITABLE (dialog->title)));
  g_free (puzzle->notes);
  puzzle->notes = g_strdup (gtk_editable_get_text (GTK_EDITABLE (dialog->notes)));

  library = get_library (self, &error);
  if (library == NULL)
    {
      show_library_error (self, error);
      return;
    }
  duplicate = sudoku_library_find_duplicate (library, puzzle->variant, puzzle->givens, &error);
  if (duplicate != NULL && duplicate->id != sudoku_session_get_library_id (self->session))
    {
      g_autofree char *where = NULL;
      GtkWidget *ask;

      if (duplicate->level == SUDOKU_LIBRARY_SAMPLE)
        where = g_strdup_printf (_("This puzzle is already in the library, in Sample as No. %u."),
                                 duplicate->number);
      else
        where = g_strdup_printf (_("This puzzle is already in the library, in Level %u as "
                                   "No. %u."), duplicate->level, duplicate->number);
      ask = adw_message_dialog_new (GTK_WINDOW (self), _("Already Saved"), where);
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (ask),
                                        "cancel", _("_Cancel"),
                                        "open", _("_Open It"),
                                        "update", _("_Update It"),
                                        NULL);
      adw_message_dialog_set_body_use_markup (ADW_MESSAGE_DIALOG (ask), FALSE);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (ask), "update",
                                                  ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (ask), "update");
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (ask), "cancel");
      g_object_set_data (G_OBJECT (ask), "existing", GSIZE_TO_POINTER (duplicate->id));
      /* The save dialog's data lives on with the question. */
      g_signal_connect_data (ask, "response", G_CALLBACK (duplicate_response_cb),
                             g_memdup2 (dialog, sizeof *dialog), save_dialog_free,
                             0);
      dialog->self = NULL;
      dialog->puzzle = NULL;
      gtk_window_present (GTK_WINDOW (ask));
      return;
    }
  store_puzzle (self, puzzle, sudoku_session_get_library_id (self->session));
}

static GtkWidget *
entry_row (const char *title,
           const char *text)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
  return row;
}

static void
save_on_enter_cb (AdwMessageDialog *message)
{
  adw_message_dialog_response (message, "save");
  gtk_window_destroy (GTK_WINDOW (message));
}

/* The Save dialog, once the puzzle is rated. */
static void
show_save_dialog (SudokuWindow       *self,
                  const SudokuRating *rating)
{
  g_autoptr(SudokuBoard) board = sudoku_game_dup_puzzle (self->game);
  SaveDialog *dialog = g_new0 (SaveDialog, 1);
  GtkStringList *levels = gtk_string_list_new (NULL);
  GtkWidget *message, *list, *number_row;
  g_autofree char *body = NULL;
  const SudokuLibraryPuzzle *known = sudoku_session_get_library_puzzle (self->session);
  guint level = known ? known->level : sudoku_session_get_book_level (self->session);

  /* A new puzzle without a level from its file goes where Nanpure's
   * rating puts it. */
  if (known == NULL && level == 0 && rating != NULL && rating->solved)
    level = rating->level;

  dialog->self = g_object_ref (self);
  dialog->puzzle = known ? sudoku_library_puzzle_copy (known)
                         : sudoku_library_puzzle_new_from_board (board);
  if (rating != NULL)
    {
      dialog->puzzle->computed_level = rating->level;
      dialog->puzzle->score = rating->score;
      dialog->puzzle->se = rating->se_rating;
      if (rating->solved)
        body = g_strdup_printf (_("Nanpure rates it level %u (score %u, Sudoku Explainer "
                                  "%.1f). Give the level the book gives it, or none for "
                                  "the Sample group."),
                                rating->level, rating->score, rating->se_rating);
    }
  if (body == NULL)
    body = g_strdup (_("Give the level the book gives it, or none for the Sample group."));

  message = adw_message_dialog_new (GTK_WINDOW (self), known ? _("Save Changes to the Library")
                                                             : _("Save to the Library"),
                                    body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (message),
                                    "cancel", _("_Cancel"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (message), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (message), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (message), "cancel");

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");

  gtk_string_list_append (levels, _("None (Sample)"));
  for (guint i = 1; i <= SUDOKU_LIBRARY_MAX_LEVEL; i++)
    {
      g_autofree char *name = g_strdup_printf (_("Level %u"), i);

      gtk_string_list_append (levels, name);
    }
  dialog->level_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (dialog->level_row), _("Level in the Book"));
  adw_combo_row_set_model (dialog->level_row, G_LIST_MODEL (levels));
  adw_combo_row_set_selected (dialog->level_row, MIN (level, SUDOKU_LIBRARY_MAX_LEVEL));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (dialog->level_row));

  number_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (number_row), _("Number"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (number_row), _("0 takes the next free number"));
  dialog->number = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 99999, 1));
  gtk_widget_set_valign (GTK_WIDGET (dialog->number), GTK_ALIGN_CENTER);
  gtk_spin_button_set_value (dialog->number, dialog->puzzle->number);
  adw_action_row_add_suffix (ADW_ACTION_ROW (number_row), GTK_WIDGET (dialog->number));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (number_row), GTK_WIDGET (dialog->number));
  gtk_list_box_append (GTK_LIST_BOX (list), number_row);

  dialog->source = ADW_ENTRY_ROW (entry_row (_("Book or Source"),
                                             dialog->puzzle->source ? dialog->puzzle->source
                                                                    : sudoku_session_get_book_source (self->session)));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (dialog->source));
  dialog->title = ADW_ENTRY_ROW (entry_row (_("Title"), dialog->puzzle->title));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (dialog->title));
  dialog->notes = ADW_ENTRY_ROW (entry_row (_("Notes"), dialog->puzzle->notes));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (dialog->notes));

  /* Enter in any field saves, as the default button would. */
  g_signal_connect_object (dialog->source, "entry-activated", G_CALLBACK (save_on_enter_cb),
                           message, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog->title, "entry-activated", G_CALLBACK (save_on_enter_cb),
                           message, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog->notes, "entry-activated", G_CALLBACK (save_on_enter_cb),
                           message, G_CONNECT_SWAPPED);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (message), list);
  g_signal_connect_data (message, "response", G_CALLBACK (save_response_cb), dialog,
                         save_dialog_free, 0);
  gtk_window_present (GTK_WINDOW (message));
}

static void
rated_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  SudokuRating rating;

  sudoku_session_set_progress (self->session, NULL);
  if (!sudoku_session_rate_finish (SUDOKU_SESSION (object), result, &rating, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_save_dialog (self, NULL);
      return;
    }
  show_save_dialog (self, &rating);
}

/* Save: the puzzle is rated first (in a worker), so that the dialog can
 * show Nanpure's level next to the book's. */
void
_sudoku_window_save (SudokuWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (self->game);

  if (sudoku_board_count_givens (puzzle) == 0)
    {
      _sudoku_window_toast (self, _("Nothing to save: the grid has no givens"));
      return;
    }
  if (!sudoku_board_validate (puzzle, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Not saved: %s"), error->message);

      _sudoku_window_toast (self, text);
      return;
    }
  if (get_library (self, &error) == NULL)
    {
      show_library_error (self, error);
      return;
    }

  if (sudoku_session_get_rating (self->session) == NULL)
    sudoku_session_set_progress (self->session, _("Rating the puzzle…"));
  sudoku_session_rate_async (self->session, self->cancellable, rated_cb, g_object_ref (self));
}

/* The replay: the bar under the grid is its own view
 * (sudoku-replay-bar.c); the window shows the position on the grid, in
 * the banner and in the history. */

static void
replay_changed_cb (SudokuWindow *self)
{
  GListModel *history = sudoku_game_get_history (self->game);
  guint position = sudoku_session_get_replay_position (self->session);

  if (!sudoku_session_get_replaying (self->session))
    return;
  if (position == 0)
    {
      g_autoptr(SudokuMove) first = g_list_model_get_n_items (history) > 0
                                    ? g_list_model_get_item (history, 0) : NULL;

      self->preview_index = -1;
      sudoku_history_view_unselect (SUDOKU_HISTORY_VIEW (self->history_view));
      sudoku_grid_view_set_read_only (self->grid_view, TRUE);
      sudoku_grid_view_set_step (self->grid_view, NULL, NULL);
      if (first != NULL)
        {
          sudoku_grid_view_set_board (self->grid_view, &sudoku_move_get_before (first)->board);
          sudoku_grid_view_set_origins (self->grid_view, sudoku_move_get_before (first)->origins);
        }
      _sudoku_window_show_banner (self, BANNER_PREVIEW,
                                  _("<b>Replay</b>: the puzzle before the first move"),
                                  NULL, NULL);
    }
  else if (self->preview_index != (int) position - 1)
    sudoku_history_view_select (SUDOKU_HISTORY_VIEW (self->history_view), (int) position - 1);
}

static void
replaying_changed_cb (SudokuWindow *self)
{
  if (sudoku_session_get_replaying (self->session))
    replay_changed_cb (self);
  else
    {
      sudoku_grid_view_set_read_only (self->grid_view, FALSE);
      _sudoku_window_show_present (self);
    }
}

void
_sudoku_window_init_replay (SudokuWindow *self)
{
  sudoku_replay_bar_set_session (SUDOKU_REPLAY_BAR (self->replay_bar), self->session);
  /* Out of the layout while there is no replay. */
  g_object_bind_property (self->session, "replaying", self->replay_revealer, "visible",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->session, "replaying", self->replay_revealer, "reveal-child",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_swapped (self->session, "notify::replaying",
                            G_CALLBACK (replaying_changed_cb), self);
  g_signal_connect_swapped (self->session, "notify::replay-position",
                            G_CALLBACK (replay_changed_cb), self);
}

/**
 * sudoku_window_replay_solve:
 * @self: a window
 * @solve_id: a solve saved in the application's library
 * @error: what went wrong
 *
 * Shows a saved solve for replay: each step exactly as recorded, with
 * play, pause, previous, next and a slider; Solve Again compares it with
 * today's solver.
 *
 * Returns: %TRUE when the solve was shown
 */
gboolean
sudoku_window_replay_solve (SudokuWindow  *self,
                            gint64         solve_id,
                            GError       **error)
{
  SudokuLibrary *library;

  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);

  library = get_library (self, error);
  if (library == NULL)
    return FALSE;
  _sudoku_window_show_present (self);
  return sudoku_session_replay_solve (self->session, library, solve_id, error);
}

/* The user picked a move in the history while replaying: the replay
 * follows. */
void
_sudoku_window_replay_follow (SudokuWindow *self,
                              guint         position)
{
  if (!sudoku_session_get_replaying (self->session) ||
      sudoku_session_get_replay_position (self->session) == position)
    return;
  sudoku_session_replay_seek (self->session, (int) position);
}

/**
 * sudoku_window_get_replay_position:
 * @self: a window
 *
 * Returns: the move a replay shows (0 for the start), or -1 when the
 *   window is not replaying
 */
int
sudoku_window_get_replay_position (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), -1);

  if (!sudoku_session_get_replaying (self->session))
    return -1;
  return (int) sudoku_session_get_replay_position (self->session);
}

/**
 * sudoku_window_replay_step:
 * @self: a replaying window
 * @delta: how many moves to go on (negative: back)
 *
 * What the Next and Previous buttons do.
 */
void
sudoku_window_replay_step (SudokuWindow *self,
                           int           delta)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  sudoku_session_replay_seek (self->session,
                              (int) sudoku_session_get_replay_position (self->session) + delta);
}

/* The library puzzle shown, or 0. */
gint64
sudoku_window_get_library_id (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), 0);

  return sudoku_session_get_library_id (self->session);
}
