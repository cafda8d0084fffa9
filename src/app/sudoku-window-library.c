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
#include "sudoku-save-dialog.h"

/* The window and the puzzle library: opening a puzzle and a solve to
 * replay (read in the library's workers; the caller presents the window
 * when they are back), Save (the rating first, then the Save dialog,
 * which saves) and the replay bar. Opening, saving, the progress and
 * the replay itself are the session's library link
 * (src/session/sudoku-library-link.c). */

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

/* The session has read the puzzle (in a worker) and shows it, or not:
 * the one place an open comes back to the window. */
static void
puzzle_opened_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuWindow *self = g_task_get_source_object (task);
  GError *error = NULL;

  if (!sudoku_library_link_open_puzzle_finish (SUDOKU_LIBRARY_LINK (source), result, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  sudoku_grid_view_set_cursor (self->grid_view, -1);
  g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_window_open_library_puzzle_async:
 * @self: a window
 * @id: a puzzle of the application's library
 * @callback: called once the puzzle is shown, or could not be
 * @user_data: for @callback
 *
 * Shows a puzzle of the library, read in a worker; an unfinished one
 * comes back as it was left: digits, candidates and history. The read
 * is dropped when the window closes or another puzzle is opened first.
 * The caller presents the window, or shows the error, in @callback.
 */
void
sudoku_window_open_library_puzzle_async (SudokuWindow        *self,
                                         gint64               id,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data)
{
  g_autoptr(GError) error = NULL;
  SudokuLibrary *library;
  GTask *task;

  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  task = g_task_new (self, self->cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_window_open_library_puzzle_async);
  library = get_library (self, &error);
  if (library == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      g_object_unref (task);
      return;
    }
  /* The grid leaves the history's preview (or a replay) for what
   * comes. */
  _sudoku_window_show_present (self);
  sudoku_library_link_open_puzzle_async (sudoku_session_get_library_link (self->session),
                                         library, id, self->cancellable,
                                            puzzle_opened_cb, task);
}

/**
 * sudoku_window_open_library_puzzle_finish:
 * @error: what went wrong (with the puzzle's id); %G_IO_ERROR_CANCELLED
 *   when the window closed or another puzzle came first, which is no
 *   news for the user
 *
 * Returns: %TRUE when the puzzle is shown
 */
gboolean
sudoku_window_open_library_puzzle_finish (SudokuWindow  *self,
                                          GAsyncResult  *result,
                                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Save */

static void
saved_cb (SudokuSaveDialog *dialog,
          const char       *message,
          SudokuWindow     *self)
{
  _sudoku_window_toast (self, message);
}

static void
save_failed_cb (SudokuSaveDialog *dialog,
                const GError     *error,
                SudokuWindow     *self)
{
  show_library_error (self, error);
}

static void
existing_opened_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (source);
  g_autoptr(GError) error = NULL;

  if (!sudoku_window_open_library_puzzle_finish (self, result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_autofree char *text = g_strdup_printf (_("Could not open the puzzle: %s"),
                                               error->message);

      _sudoku_window_toast (self, text);
    }
}

static void
open_existing_cb (SudokuSaveDialog *dialog,
                  gint64            id,
                  SudokuWindow     *self)
{
  sudoku_window_open_library_puzzle_async (self, id, existing_opened_cb, NULL);
}

/* The Save dialog (sudoku-save-dialog.c, which saves), once the puzzle
 * is rated. */
static void
show_save_dialog (SudokuWindow       *self,
                  const SudokuRating *rating)
{
  g_autoptr(GError) error = NULL;
  SudokuLibrary *library = get_library (self, &error);
  GtkWidget *dialog;

  if (library == NULL)
    {
      show_library_error (self, error);
      return;
    }
  /* One Save at a time: a second Save shows the dialog there is (which
   * may be saving, out of sight). */
  if (self->save_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->save_dialog));
      return;
    }
  dialog = sudoku_save_dialog_new_for_session (GTK_WINDOW (self), self->session, library, rating);
  self->save_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->save_dialog);
  g_signal_connect_object (dialog, "saved", G_CALLBACK (saved_cb), self, 0);
  g_signal_connect_object (dialog, "failed", G_CALLBACK (save_failed_cb), self, 0);
  g_signal_connect_object (dialog, "open-existing", G_CALLBACK (open_existing_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
rated_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = _sudoku_window_from_weak_ref (user_data);
  g_autoptr(GError) error = NULL;
  SudokuRating rating;
  gboolean rated = sudoku_checker_rate_finish (SUDOKU_CHECKER (object), result, &rating,
                                               &error);

  if (self == NULL)
    return;
  sudoku_solve_runner_set_progress (_sudoku_window_get_runner (self), NULL);
  if (!rated)
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
  if (self->save_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->save_dialog));
      return;
    }

  if (sudoku_checker_get_rating (sudoku_session_get_checker (self->session)) == NULL)
    sudoku_solve_runner_set_progress (_sudoku_window_get_runner (self), _("Rating the puzzle…"));
  sudoku_checker_rate_async (sudoku_session_get_checker (self->session), self->cancellable,
                             rated_cb, _sudoku_window_weak_ref (self));
}

/* The replay: the bar under the grid is its own view
 * (sudoku-replay-bar.c); the window shows the position on the grid, in
 * the banner and in the history. */

void
_sudoku_window_init_replay (SudokuWindow *self)
{
  SudokuLibraryLink *link = sudoku_session_get_library_link (self->session);

  sudoku_replay_bar_set_session (SUDOKU_REPLAY_BAR (self->replay_bar), self->session);
  /* Out of the layout while there is no replay. */
  g_object_bind_property (link, "replaying", self->replay_revealer, "visible",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (link, "replaying", self->replay_revealer, "reveal-child",
                          G_BINDING_SYNC_CREATE);
}

static void
solve_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (!sudoku_library_link_replay_solve_finish (SUDOKU_LIBRARY_LINK (source), result, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_window_replay_solve_async:
 * @self: a window
 * @solve_id: a solve saved in the application's library
 * @callback: called once the solve is shown, or could not be
 * @user_data: for @callback
 *
 * Shows a saved solve for replay, read in a worker: each step exactly
 * as recorded, with play, pause, previous, next and a slider; Solve
 * Again compares it with today's solver. The read is dropped when the
 * window closes or another puzzle is opened first. The caller presents
 * the window, or shows the error, in @callback.
 */
void
sudoku_window_replay_solve_async (SudokuWindow        *self,
                                  gint64               solve_id,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr(GError) error = NULL;
  SudokuLibrary *library;
  GTask *task;

  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  task = g_task_new (self, self->cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_window_replay_solve_async);
  library = get_library (self, &error);
  if (library == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      g_object_unref (task);
      return;
    }
  /* The grid leaves the history's preview (or a replay) for what
   * comes. */
  _sudoku_window_show_present (self);
  sudoku_library_link_replay_solve_async (sudoku_session_get_library_link (self->session),
                                          library, solve_id, self->cancellable,
                                     solve_read_cb, task);
}

/**
 * sudoku_window_replay_solve_finish:
 * @error: what went wrong; %G_IO_ERROR_CANCELLED when the window closed
 *   or another puzzle came first
 *
 * Returns: %TRUE when the solve is shown
 */
gboolean
sudoku_window_replay_solve_finish (SudokuWindow  *self,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
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
  SudokuLibraryLink *link;

  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  link = sudoku_session_get_library_link (self->session);
  sudoku_library_link_replay_seek (link,
                                   (int) sudoku_library_link_get_replay_position (link) + delta);
}
