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

/* The window and the puzzle library: Save (with the book's level and
 * the puzzle's details), opening a saved puzzle where it was left, the
 * progress kept as the user goes, the solve recorded when it is done,
 * and the replay of a saved solve. */

/* Progress is written this long after the last change. */
#define PROGRESS_DELAY_MS 1500

/* The format of the progress and solve records: sudoku_game_to_record(). */
#define GAME_RECORD_FORMAT 1

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

static gboolean
board_is_solved (SudokuWindow *self)
{
  const SudokuBoard *board = sudoku_game_get_board (self->game);

  return sudoku_board_is_complete (board) && _sudoku_window_is_unique (self) &&
         memcmp (board->values, self->check.solution, SUDOKU_N_CELLS) == 0;
}

/* The title: where the puzzle lives. */
static void
update_title (SudokuWindow *self)
{
  g_autofree char *title = NULL;
  const SudokuLibraryPuzzle *puzzle = self->library_puzzle;

  if (puzzle == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), self->file_name ? self->file_name : _("Nanpure"));
      return;
    }
  if (puzzle->level == SUDOKU_LIBRARY_SAMPLE)
    /* Translators: the window title for a puzzle of the library's Sample
     * group, e.g. "Sample No. 3". */
    title = g_strdup_printf (_("Sample No. %u"), puzzle->number);
  else
    /* Translators: the window title, e.g. "Level 3 · No. 12". */
    title = g_strdup_printf (_("Level %u · No. %u"), puzzle->level, puzzle->number);
  if (puzzle->title != NULL && *puzzle->title != '\0')
    {
      g_autofree char *full = g_strdup_printf ("%s — %s", title, puzzle->title);

      gtk_window_set_title (GTK_WINDOW (self), full);
      return;
    }
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* Keeping progress */

/* Writes what the user has done on a library puzzle: the game while it
 * is unfinished; once solved, the solve, recorded once. */
static void
store_progress (SudokuWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *record = NULL;
  SudokuLibrary *library;

  g_clear_handle_id (&self->progress_source, g_source_remove);
  if (self->library_id == 0 || !self->dirty || self->replaying)
    return;
  library = get_library (self, &error);
  if (library == NULL)
    return;

  self->dirty = FALSE;
  record = sudoku_game_to_record (self->game);
  if (board_is_solved (self))
    {
      if (!self->solve_recorded)
        {
          g_autoptr(SudokuLibrarySolve) solve = sudoku_library_solve_new ();
          solve->puzzle_id = self->library_id;
          solve->profile = g_strdup (_sudoku_window_get_profile_key (self));
          solve->engine_version = g_strdup (PACKAGE_VERSION);
          solve->result = g_strdup ("solved");
          solve->duration_ms = (g_get_monotonic_time () - self->opened_at) / 1000;
          solve->steps = g_steal_pointer (&record);
          if (sudoku_library_add_solve (library, solve, &error) != 0)
            {
              self->solve_recorded = TRUE;
              sudoku_library_clear_progress (library, self->library_id, NULL);
              _sudoku_window_toast (self, _("Solved! The solve is saved in the library"));
            }
        }
    }
  else if (!sudoku_library_save_progress (library, self->library_id, GAME_RECORD_FORMAT, record,
                                          &error))
    {
      g_autofree char *text = g_strdup_printf (_("Could not save your progress: %s"),
                                               error->message);

      _sudoku_window_toast (self, text);
      return;
    }
}

static gboolean
store_progress_cb (gpointer user_data)
{
  SudokuWindow *self = user_data;

  self->progress_source = 0;
  store_progress (self);
  return G_SOURCE_REMOVE;
}

/* Called on every change of the game. */
void
_sudoku_window_library_game_changed (SudokuWindow *self)
{
  if (self->library_id == 0 || self->replaying || self->loading)
    return;
  self->dirty = TRUE;
  g_clear_handle_id (&self->progress_source, g_source_remove);
  /* A finished solve is recorded at once; progress after a pause. */
  if (board_is_solved (self))
    store_progress (self);
  else
    self->progress_source = g_timeout_add (PROGRESS_DELAY_MS, store_progress_cb, self);
}

/* The check found the solution: a grid completed before it knew counts
 * now. */
void
_sudoku_window_library_checked (SudokuWindow *self)
{
  if (self->dirty && board_is_solved (self))
    store_progress (self);
}

/* Before the window shows another puzzle or closes: nothing is lost. */
void
_sudoku_window_leave_library_puzzle (SudokuWindow *self)
{
  store_progress (self);
  self->library_id = 0;
  g_clear_pointer (&self->library_puzzle, sudoku_library_puzzle_free);
  self->solve_recorded = FALSE;
  self->dirty = FALSE;
}

static void
set_library_puzzle (SudokuWindow              *self,
                    const SudokuLibraryPuzzle *puzzle)
{
  g_clear_pointer (&self->library_puzzle, sudoku_library_puzzle_free);
  self->library_puzzle = sudoku_library_puzzle_copy (puzzle);
  self->library_id = puzzle->id;
  self->opened_at = g_get_monotonic_time ();
  update_title (self);
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
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autofree char *progress = NULL;
  SudokuLibrary *library;
  SudokuBoard board;
  guint format = 0;

  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);

  library = get_library (self, error);
  if (library == NULL)
    return FALSE;
  puzzle = sudoku_library_get (library, id, error);
  if (puzzle == NULL)
    return FALSE;
  if (!sudoku_library_puzzle_to_board (puzzle, &board))
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("The puzzle’s givens are damaged"));
      return FALSE;
    }
  if (puzzle->has_progress)
    progress = sudoku_library_dup_progress (library, id, &format, NULL);

  _sudoku_window_exit_replay (self);
  _sudoku_window_leave_library_puzzle (self);
  g_clear_pointer (&self->file_name, g_free);
  self->loading = TRUE;
  sudoku_board_compute_candidates (&board);
  _sudoku_window_load_board (self, &board);
  if (progress != NULL && format == GAME_RECORD_FORMAT)
    {
      g_autoptr(GError) progress_error = NULL;

      if (!sudoku_game_load_record (self->game, progress, &progress_error))
        {
          g_autofree char *text = g_strdup_printf (_("Your progress on this puzzle could not be "
                                                     "read (%s); it starts afresh"),
                                                   progress_error->message);

          _sudoku_window_toast (self, text);
        }
    }
  self->loading = FALSE;
  set_library_puzzle (self, puzzle);
  self->solve_recorded = puzzle->solved;
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
  g_autoptr(SudokuLibraryPuzzle) stored = NULL;
  g_autofree char *message = NULL;
  SudokuLibrary *library = get_library (self, &error);

  if (library == NULL)
    {
      show_library_error (self, error);
      return;
    }

  if (existing != 0)
    {
      g_autoptr(SudokuLibraryPuzzle) old = sudoku_library_get (library, existing, &error);

      if (old == NULL)
        {
          show_library_error (self, error);
          return;
        }
      puzzle->id = existing;
      if (puzzle->number == 0)
        puzzle->number = old->number;
      if (!sudoku_library_update (library, puzzle, &error) ||
          (old->level != puzzle->level &&
           !sudoku_library_move (library, existing, puzzle->level, &error)))
        {
          show_library_error (self, error);
          return;
        }
    }
  else
    {
      puzzle->id = sudoku_library_add (library, puzzle, &error);
      if (puzzle->id == 0)
        {
          show_library_error (self, error);
          return;
        }
    }

  stored = sudoku_library_get (library, puzzle->id, &error);
  if (stored == NULL)
    {
      show_library_error (self, error);
      return;
    }
  set_library_puzzle (self, stored);
  self->solve_recorded = stored->solved;
  self->dirty = TRUE;
  store_progress (self);

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
  if (duplicate != NULL && duplicate->id != self->library_id)
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
  store_puzzle (self, puzzle, self->library_id);
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
  const SudokuLibraryPuzzle *known = self->library_puzzle;
  guint level = known ? known->level : self->book_level;

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
                                                                    : self->book_source));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (dialog->source));
  dialog->title = ADW_ENTRY_ROW (entry_row (_("Title"), dialog->puzzle->title));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (dialog->title));
  dialog->notes = ADW_ENTRY_ROW (entry_row (_("Notes"), dialog->puzzle->notes));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (dialog->notes));

  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (message), list);
  g_signal_connect_data (message, "response", G_CALLBACK (save_response_cb), dialog,
                         save_dialog_free, 0);
  gtk_window_present (GTK_WINDOW (message));
}

typedef struct
{
  SudokuBoard  puzzle;
  SudokuRating rating;
} RateJob;

static void
rate_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  RateJob *job = task_data;
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GError) error = NULL;

  sudoku_profile_init_from_string (&profile, "full", NULL);
  path = sudoku_path_solve (&job->puzzle, &profile, cancellable, &error);
  if (path == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  sudoku_rating_from_path (path, &job->rating);
  g_task_return_boolean (task, TRUE);
}

static void
rate_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);
  RateJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  _sudoku_window_set_progress (self, NULL, FALSE);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_save_dialog (self, NULL);
      return;
    }
  show_save_dialog (self, &job->rating);
}

/* Save: the puzzle is rated first (in a worker), so that the dialog can
 * show Nanpure's level next to the book's. */
void
_sudoku_window_save (SudokuWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (self->game);
  g_autoptr(GTask) task = NULL;
  RateJob *job;

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

  job = g_new0 (RateJob, 1);
  job->puzzle = *puzzle;
  task = g_task_new (self, self->cancellable, rate_done_cb, NULL);
  g_task_set_source_tag (task, _sudoku_window_save);
  g_task_set_task_data (task, job, g_free);
  _sudoku_window_set_progress (self, _("Rating the puzzle…"), TRUE);
  g_task_run_in_thread (task, rate_thread);
}

/* Replay */

static void
show_replay_position (SudokuWindow *self)
{
  GListModel *history = sudoku_game_get_history (self->game);
  guint n_moves = g_list_model_get_n_items (history);
  g_autofree char *position = g_strdup_printf ("%u / %u", self->replay_index, n_moves);

  self->replay_updating = TRUE;
  gtk_adjustment_configure (gtk_range_get_adjustment (GTK_RANGE (self->replay_scale)),
                            self->replay_index, 0, n_moves, 1, 10, 0);
  self->replay_updating = FALSE;
  gtk_label_set_text (GTK_LABEL (self->replay_label), position);

  if (self->replay_index == 0)
    {
      g_autoptr(SudokuMove) first = n_moves > 0 ? g_list_model_get_item (history, 0) : NULL;

      if (self->history_view != NULL)
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
  else if (self->history_view != NULL)
    sudoku_history_view_select (SUDOKU_HISTORY_VIEW (self->history_view),
                                (int) self->replay_index - 1);
  else
    _sudoku_window_preview_move (self, (int) self->replay_index - 1);

  gtk_button_set_icon_name (GTK_BUTTON (self->replay_play),
                            self->replay_source ? "media-playback-pause-symbolic"
                                                : "media-playback-start-symbolic");
}

static void
replay_go (SudokuWindow *self,
           int           index)
{
  guint n_moves = g_list_model_get_n_items (sudoku_game_get_history (self->game));

  self->replay_index = CLAMP (index, 0, (int) n_moves);
  show_replay_position (self);
}

static gboolean
replay_tick_cb (gpointer user_data)
{
  SudokuWindow *self = user_data;
  guint n_moves = g_list_model_get_n_items (sudoku_game_get_history (self->game));

  if (self->replay_index >= n_moves)
    {
      self->replay_source = 0;
      show_replay_position (self);
      return G_SOURCE_REMOVE;
    }
  replay_go (self, self->replay_index + 1);
  return G_SOURCE_CONTINUE;
}

static void
replay_pause (SudokuWindow *self)
{
  g_clear_handle_id (&self->replay_source, g_source_remove);
}

static void
replay_play_clicked_cb (GtkButton    *button,
                        SudokuWindow *self)
{
  guint interval;

  if (self->replay_source != 0)
    {
      replay_pause (self);
      show_replay_position (self);
      return;
    }
  if (self->replay_index >= g_list_model_get_n_items (sudoku_game_get_history (self->game)))
    self->replay_index = 0;
  /* Instant still plays, at a pace the eye can follow. */
  interval = MAX (_sudoku_window_get_move_interval (self), 15);
  self->replay_source = g_timeout_add (interval, replay_tick_cb, self);
  show_replay_position (self);
}

static void
replay_previous_clicked_cb (GtkButton    *button,
                            SudokuWindow *self)
{
  replay_pause (self);
  replay_go (self, (int) self->replay_index - 1);
}

static void
replay_next_clicked_cb (GtkButton    *button,
                        SudokuWindow *self)
{
  replay_pause (self);
  replay_go (self, (int) self->replay_index + 1);
}

static void
replay_scale_changed_cb (GtkRange     *range,
                         SudokuWindow *self)
{
  if (self->replay_updating)
    return;
  replay_pause (self);
  replay_go (self, (int) (gtk_range_get_value (range) + 0.5));
}

static void
replay_close_clicked_cb (GtkButton    *button,
                         SudokuWindow *self)
{
  _sudoku_window_exit_replay (self);
}

/* Solve again: does the solver of today take the recorded path? */

typedef struct
{
  SudokuMoveState  start;
  SudokuProfile    profile;
  GPtrArray       *moves;
} AgainJob;

static void
again_job_free (AgainJob *job)
{
  g_clear_pointer (&job->moves, g_ptr_array_unref);
  g_free (job);
}

static void
again_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  AgainJob *job = task_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuPath) path = sudoku_path_solve (&job->start.board, &job->profile, cancellable,
                                                  &error);

  if (path == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  job->moves = sudoku_moves_for_path (&job->start, path);
  g_task_return_boolean (task, TRUE);
}

static void
again_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);
  AgainJob *job = g_task_get_task_data (G_TASK (result));
  GListModel *history = sudoku_game_get_history (self->game);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint n_recorded = g_list_model_get_n_items (history);
  guint n_steps = 0, first_difference = G_MAXUINT;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _sudoku_window_set_progress (self, error->message, FALSE);
      return;
    }

  /* The recorded solve's own moves only: the user's are not the
   * solver's to repeat. */
  for (guint i = 0, k = 0; i < n_recorded; i++)
    {
      g_autoptr(SudokuMove) recorded = g_list_model_get_item (history, i);

      if (sudoku_move_get_kind (recorded) == SUDOKU_MOVE_VALUE ||
          sudoku_move_get_kind (recorded) == SUDOKU_MOVE_CANDIDATE)
        {
          /* A user move inside the solver's moves makes them differ. */
          if (n_steps > 0 && first_difference == G_MAXUINT)
            first_difference = i;
          continue;
        }
      n_steps++;
      if (first_difference == G_MAXUINT &&
          (k >= job->moves->len ||
           g_strcmp0 (sudoku_move_get_summary (recorded),
                      sudoku_move_get_summary (job->moves->pdata[k])) != 0))
        first_difference = i;
      k++;
    }
  if (first_difference == G_MAXUINT && job->moves->len != n_steps)
    first_difference = n_recorded;

  if (first_difference == G_MAXUINT)
    text = g_strdup_printf (_("Solved again: today’s solver takes the same %u steps"), n_steps);
  else
    text = g_strdup_printf (_("Solved again: today’s solver takes %u steps and parts from "
                              "the recorded solve at step %u"),
                            job->moves->len, first_difference + 1);
  _sudoku_window_set_progress (self, text, FALSE);
}

static void
replay_again_clicked_cb (GtkButton    *button,
                         SudokuWindow *self)
{
  GListModel *history = sudoku_game_get_history (self->game);
  g_autoptr(SudokuMove) first = NULL;
  g_autoptr(GTask) task = NULL;
  guint n_moves = g_list_model_get_n_items (history);
  AgainJob *job;

  /* From where the solver took over from the user. */
  for (guint i = 0; i < n_moves && first == NULL; i++)
    {
      g_autoptr(SudokuMove) move = g_list_model_get_item (history, i);

      if (sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP)
        first = g_steal_pointer (&move);
    }
  if (first == NULL)
    {
      _sudoku_window_set_progress (self, _("This solve has no step of the solver to compare"),
                                   FALSE);
      return;
    }
  job = g_new0 (AgainJob, 1);
  job->start = *sudoku_move_get_before (first);
  _sudoku_window_get_profile (self, &job->profile);
  task = g_task_new (self, self->cancellable, again_done_cb, NULL);
  g_task_set_source_tag (task, replay_again_clicked_cb);
  g_task_set_task_data (task, job, (GDestroyNotify) again_job_free);
  _sudoku_window_set_progress (self, _("Solving again with today’s solver…"), TRUE);
  g_task_run_in_thread (task, again_thread);
}

static GtkWidget *
icon_button (const char *icon,
             const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return button;
}

/* The transport bar under the grid, made once. */
static void
ensure_replay_bar (SudokuWindow *self)
{
  GtkWidget *bar, *previous, *next, *again, *close;

  if (self->replay_revealer != NULL)
    return;

  bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (bar, "replay-bar");
  previous = icon_button ("media-skip-backward-symbolic", _("Previous Step"));
  self->replay_play = icon_button ("media-playback-start-symbolic", _("Play or Pause"));
  next = icon_button ("media-skip-forward-symbolic", _("Next Step"));
  self->replay_scale = gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, 0, 1, 1);
  gtk_scale_set_draw_value (GTK_SCALE (self->replay_scale), FALSE);
  gtk_widget_set_hexpand (self->replay_scale, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->replay_scale),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Position in the solve"), -1);
  self->replay_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->replay_label, "numeric");
  again = gtk_button_new_with_mnemonic (_("Solve _Again"));
  gtk_widget_set_tooltip_text (again, _("Solve with today’s solver and compare the paths"));
  close = icon_button ("window-close-symbolic", _("Leave the Replay"));
  gtk_widget_add_css_class (close, "flat");

  g_signal_connect_object (previous, "clicked", G_CALLBACK (replay_previous_clicked_cb), self, 0);
  g_signal_connect_object (self->replay_play, "clicked", G_CALLBACK (replay_play_clicked_cb),
                           self, 0);
  g_signal_connect_object (next, "clicked", G_CALLBACK (replay_next_clicked_cb), self, 0);
  g_signal_connect_object (self->replay_scale, "value-changed",
                           G_CALLBACK (replay_scale_changed_cb), self, 0);
  g_signal_connect_object (again, "clicked", G_CALLBACK (replay_again_clicked_cb), self, 0);
  g_signal_connect_object (close, "clicked", G_CALLBACK (replay_close_clicked_cb), self, 0);

  gtk_box_append (GTK_BOX (bar), previous);
  gtk_box_append (GTK_BOX (bar), self->replay_play);
  gtk_box_append (GTK_BOX (bar), next);
  gtk_box_append (GTK_BOX (bar), self->replay_scale);
  gtk_box_append (GTK_BOX (bar), self->replay_label);
  gtk_box_append (GTK_BOX (bar), again);
  gtk_box_append (GTK_BOX (bar), close);

  self->replay_revealer = gtk_revealer_new ();
  gtk_revealer_set_child (GTK_REVEALER (self->replay_revealer), bar);
  gtk_box_append (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->grid_view))),
                  self->replay_revealer);
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
  g_autoptr(SudokuLibrarySolve) solve = NULL;
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  SudokuLibrary *library;

  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);

  library = get_library (self, error);
  if (library == NULL)
    return FALSE;
  solve = sudoku_library_get_solve (library, solve_id, error);
  if (solve == NULL)
    return FALSE;
  puzzle = sudoku_library_get (library, solve->puzzle_id, error);
  if (puzzle == NULL)
    return FALSE;

  if (self->busy)
    _sudoku_window_stop (self);
  _sudoku_window_leave_library_puzzle (self);
  _sudoku_window_show_present (self);
  self->loading = TRUE;
  if (!sudoku_game_load_record (self->game, solve->steps, error))
    {
      self->loading = FALSE;
      return FALSE;
    }
  self->loading = FALSE;
  set_library_puzzle (self, puzzle);
  self->solve_recorded = TRUE;

  ensure_replay_bar (self);
  self->replaying = TRUE;
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->replay_revealer), TRUE);
  replay_go (self, 0);
  return TRUE;
}

void
_sudoku_window_exit_replay (SudokuWindow *self)
{
  if (!self->replaying)
    return;
  replay_pause (self);
  self->replaying = FALSE;
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->replay_revealer), FALSE);
  sudoku_grid_view_set_read_only (self->grid_view, FALSE);
  _sudoku_window_show_present (self);
}

/* The user picked a move in the history while replaying: the bar
 * follows. */
void
_sudoku_window_replay_follow (SudokuWindow *self,
                              guint         position)
{
  if (!self->replaying || self->replay_index == position)
    return;
  replay_pause (self);
  self->replay_index = position;
  self->replay_updating = TRUE;
  gtk_range_set_value (GTK_RANGE (self->replay_scale), position);
  self->replay_updating = FALSE;
  {
    g_autofree char *text = g_strdup_printf ("%u / %u", position,
                                             g_list_model_get_n_items (
                                               sudoku_game_get_history (self->game)));

    gtk_label_set_text (GTK_LABEL (self->replay_label), text);
  }
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

  return self->replaying ? (int) self->replay_index : -1;
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

  if (!self->replaying)
    return;
  replay_pause (self);
  replay_go (self, (int) self->replay_index + delta);
}

/* The library puzzle shown, or 0. */
gint64
sudoku_window_get_library_id (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), 0);

  return self->library_id;
}
