/* sudoku-session-draft.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-session-private.h"

#include <glib/gi18n.h>

#include "sudoku-error.h"

/* The session as a draft: what a window shows, kept across a quit and
 * a restart as GNOME Text Editor keeps its drafts. A draft is a small
 * key file:
 *
 *   [Draft]
 *   version=1
 *   game=<sudoku_game_to_undo_record(): the game with its undo history>
 *   cursor=<the selected cell, -1 for none>
 *   file-name=…  book-level=…  book-source=…   where the puzzle came from
 *   library-id=…                               the library puzzle shown
 *   checkpoints=<sudoku_branches_to_record()>   when there are any
 *
 * SudokuDraft (sudoku-draft.c) writes it when the game changes;
 * the application reads it back at start. */

#define DRAFT_GROUP "Draft"
#define DRAFT_VERSION 1

/**
 * sudoku_session_dup_draft:
 * @self: a session
 * @cursor: the cell the window has selected, or -1
 *
 * Returns: (transfer full) (nullable): the session as a draft, for
 *   sudoku_session_restore_draft(); %NULL while it replays a saved solve
 *   (the game is then the solve's, not the user's)
 */
char *
sudoku_session_dup_draft (SudokuSession *self,
                          int            cursor)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *game = NULL;
  g_autofree char *checkpoints = NULL;

  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  if (sudoku_library_link_get_replaying (self->library_link))
    return NULL;
  game = sudoku_game_to_undo_record (self->game);
  g_key_file_set_integer (keys, DRAFT_GROUP, "version", DRAFT_VERSION);
  g_key_file_set_string (keys, DRAFT_GROUP, "game", game);
  g_key_file_set_integer (keys, DRAFT_GROUP, "cursor", CLAMP (cursor, -1, SUDOKU_N_CELLS - 1));
  checkpoints = sudoku_branches_to_record (self->branches);
  if (checkpoints != NULL)
    g_key_file_set_string (keys, DRAFT_GROUP, "checkpoints", checkpoints);
  if (self->file_name != NULL)
    g_key_file_set_string (keys, DRAFT_GROUP, "file-name", self->file_name);
  if (self->book_level > 0)
    g_key_file_set_integer (keys, DRAFT_GROUP, "book-level", (int) self->book_level);
  if (self->book_source != NULL)
    g_key_file_set_string (keys, DRAFT_GROUP, "book-source", self->book_source);
  if (sudoku_library_link_get_library_id (self->library_link) != 0)
    g_key_file_set_int64 (keys, DRAFT_GROUP, "library-id",
                          sudoku_library_link_get_library_id (self->library_link));
  return g_key_file_to_data (keys, NULL, NULL);
}

/**
 * sudoku_session_restore_draft:
 * @self: a session
 * @library: (nullable): the library, to show the draft's library
 *   puzzle as such again
 * @draft: what sudoku_session_dup_draft() wrote
 * @cursor: (out) (optional): the cell the window had selected, or -1
 * @error: why @draft cannot be read
 *
 * Shows the draft's game with its history and undo, and where its
 * puzzle came from. A library puzzle is read in a worker and linked
 * again when it is back, if the library still has it; the game is the
 * draft's either way.
 *
 * Returns: %TRUE when the draft was read; on error the session is
 *   left as it was
 */
gboolean
sudoku_session_restore_draft (SudokuSession  *self,
                              SudokuLibrary  *library,
                              const char     *draft,
                              int            *cursor,
                              GError        **error)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  g_autofree char *game = NULL;
  gint64 library_id;
  int version, cell, book_level;

  g_return_val_if_fail (SUDOKU_IS_SESSION (self), FALSE);
  g_return_val_if_fail (library == NULL || SUDOKU_IS_LIBRARY (library), FALSE);
  g_return_val_if_fail (draft != NULL, FALSE);

  if (!g_key_file_load_from_data (keys, draft, -1, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID, _("Not a draft: %s"),
                   local->message);
      return FALSE;
    }
  version = g_key_file_get_integer (keys, DRAFT_GROUP, "version", NULL);
  if (version != DRAFT_VERSION)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                   _("A draft of version %d, which this Nanpure cannot read"), version);
      return FALSE;
    }
  game = g_key_file_get_string (keys, DRAFT_GROUP, "game", error);
  if (game == NULL)
    return FALSE;

  sudoku_solve_runner_reset (self->runner);
  /* A library read on its way is older than this game. */
  sudoku_library_link_close (self->library_link);
  if (!sudoku_game_load_undo_record (self->game, game, error))
    return FALSE;
  {
    g_autofree char *checkpoints = g_key_file_get_string (keys, DRAFT_GROUP, "checkpoints", NULL);

    /* A draft's checkpoints are a convenience: a damaged list is not
     * worth losing the game for. */
    if (!sudoku_branches_load_record (self->branches, checkpoints, NULL))
      sudoku_branches_load_record (self->branches, NULL, NULL);
  }

  g_free (self->file_name);
  self->file_name = g_key_file_get_string (keys, DRAFT_GROUP, "file-name", NULL);
  book_level = g_key_file_get_integer (keys, DRAFT_GROUP, "book-level", NULL);
  self->book_level = book_level >= 1 && book_level <= 7 ? (guint) book_level : 0;
  g_free (self->book_source);
  self->book_source = g_key_file_get_string (keys, DRAFT_GROUP, "book-source", NULL);
  _sudoku_session_update_title (self);
  sudoku_solve_runner_set_progress (self->runner, NULL);

  library_id = g_key_file_get_int64 (keys, DRAFT_GROUP, "library-id", NULL);
  if (library_id > 0 && library != NULL)
    sudoku_library_link_relink (self->library_link, library, library_id);

  cell = g_key_file_get_integer (keys, DRAFT_GROUP, "cursor", &local);
  if (cursor != NULL)
    *cursor = local == NULL && cell >= 0 && cell < SUDOKU_N_CELLS ? cell : -1;
  return TRUE;
}
