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

/* The window and the puzzle library: Save (the rating first, then the
 * Save dialog, which saves) and the replay bar. Opening, saving,
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
open_existing_cb (SudokuSaveDialog *dialog,
                  gint64            id,
                  SudokuWindow     *self)
{
  g_autoptr(GError) error = NULL;

  if (!sudoku_window_open_library_puzzle (self, id, &error))
    show_library_error (self, error);
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
  dialog = sudoku_save_dialog_new_for_session (GTK_WINDOW (self), self->session, library, rating);
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
  gboolean rated = sudoku_session_rate_finish (SUDOKU_SESSION (object), result, &rating, &error);

  if (self == NULL)
    return;
  sudoku_session_set_progress (self->session, NULL);
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

  if (sudoku_session_get_rating (self->session) == NULL)
    sudoku_session_set_progress (self->session, _("Rating the puzzle…"));
  sudoku_session_rate_async (self->session, self->cancellable, rated_cb,
                             _sudoku_window_weak_ref (self));
}

/* The replay: the bar under the grid is its own view
 * (sudoku-replay-bar.c); the window shows the position on the grid, in
 * the banner and in the history. */

void
_sudoku_window_init_replay (SudokuWindow *self)
{
  sudoku_replay_bar_set_session (SUDOKU_REPLAY_BAR (self->replay_bar), self->session);
  /* Out of the layout while there is no replay. */
  g_object_bind_property (self->session, "replaying", self->replay_revealer, "visible",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->session, "replaying", self->replay_revealer, "reveal-child",
                          G_BINDING_SYNC_CREATE);
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
