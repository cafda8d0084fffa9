/* sudoku-library-async.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The library's changes in workers (sudoku-library-async.h). One task
 * type for all of them: the worker opens its own connection, runs the
 * same db-level function the synchronous call runs, and returns how
 * many puzzles changed; finish() is the one place where the result
 * comes back to the caller's thread and #SudokuLibrary::changed is
 * emitted. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library-async.h"
#include "sudoku-library-private.h"


typedef enum {
  WRITE_UPDATE,
  WRITE_MOVE,
  WRITE_TRASH,
  WRITE_RESTORE,
} WriteKind;

typedef struct
{
  WriteKind            kind;
  char                *path;
  SudokuLibraryPuzzle *puzzle;
  GArray              *ids;
  guint                level;
} WriteData;

static void
write_data_free (WriteData *data)
{
  g_free (data->path);
  g_clear_pointer (&data->puzzle, sudoku_library_puzzle_free);
  g_clear_pointer (&data->ids, g_array_unref);
  g_free (data);
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  WriteData *data = task_data;
  GError *error = NULL;
  gboolean done = FALSE;
  guint n_changed = 0;
  sqlite3 *db;

  /* Not started yet: nothing to undo. */
  if (g_cancellable_set_error_if_cancelled (cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }

  db = _sudoku_library_open_connection (data->path, &error);
  if (db == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  switch (data->kind)
    {
    case WRITE_UPDATE:
      done = _sudoku_library_db_update (db, data->puzzle, &error);
      n_changed = done ? 1 : 0;
      break;

    case WRITE_MOVE:
      done = _sudoku_library_db_move_many (db, data->ids, data->level, &n_changed, &error);
      break;

    case WRITE_TRASH:
      done = _sudoku_library_db_trash_many (db, data->ids, &n_changed, &error);
      break;

    case WRITE_RESTORE:
      done = _sudoku_library_db_restore_many (db, data->ids, &n_changed, &error);
      break;

    default:
      g_assert_not_reached ();
    }
  sqlite3_close (db);

  if (!done)
    g_task_return_error (task, error);
  else
    g_task_return_int (task, n_changed);
}

static WriteData *
write_data_new (WriteKind  kind,
                GArray    *ids)
{
  WriteData *data = g_new0 (WriteData, 1);

  data->kind = kind;
  if (ids != NULL)
    {
      data->ids = g_array_sized_new (FALSE, FALSE, sizeof (gint64), ids->len);
      g_array_append_vals (data->ids, ids->data, ids->len);
    }
  return data;
}

static void
run_write (SudokuLibrary       *self,
           WriteData           *data,
           gpointer             source_tag,
           GCancellable        *cancellable,
           GAsyncReadyCallback  callback,
           gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);

  g_task_set_source_tag (task, source_tag);
  /* A write that ran is reported as done even when the cancellable was
   * cancelled meanwhile: the library did change. */
  g_task_set_check_cancellable (task, FALSE);
  data->path = g_strdup (sudoku_library_get_path (self));
  g_task_set_task_data (task, data, (GDestroyNotify) write_data_free);
  g_task_run_in_thread (task, write_thread);
}

/* The one place a write's result comes back. */
static gboolean
finish_write (SudokuLibrary  *self,
              GAsyncResult   *result,
              gpointer        source_tag,
              guint          *n_changed,
              GError        **error)
{
  gssize changed;
  GError *local = NULL;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, FALSE);

  if (n_changed != NULL)
    *n_changed = 0;
  changed = g_task_propagate_int (G_TASK (result), &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (changed > 0)
    _sudoku_library_changed (self);
  if (n_changed != NULL)
    *n_changed = (guint) changed;
  return TRUE;
}

/**
 * sudoku_library_update_async:
 * @puzzle: as for sudoku_library_update() (copied)
 *
 * sudoku_library_update() in a worker.
 */
void
sudoku_library_update_async (SudokuLibrary             *self,
                             const SudokuLibraryPuzzle *puzzle,
                             GCancellable              *cancellable,
                             GAsyncReadyCallback        callback,
                             gpointer                   user_data)
{
  WriteData *data;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (puzzle != NULL);

  data = write_data_new (WRITE_UPDATE, NULL);
  data->puzzle = sudoku_library_puzzle_copy (puzzle);
  run_write (self, data, sudoku_library_update_async, cancellable, callback, user_data);
}

/**
 * sudoku_library_update_finish:
 * @error: as for sudoku_library_update(); %G_IO_ERROR_CANCELLED when it
 *   was cancelled before it started
 */
gboolean
sudoku_library_update_finish (SudokuLibrary  *self,
                              GAsyncResult   *result,
                              GError        **error)
{
  return finish_write (self, result, sudoku_library_update_async, NULL, error);
}

/**
 * sudoku_library_move_many_async:
 * @ids: (element-type gint64): as for sudoku_library_move_many() (copied)
 *
 * sudoku_library_move_many() in a worker.
 */
void
sudoku_library_move_many_async (SudokuLibrary       *self,
                                GArray              *ids,
                                guint                level,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  WriteData *data;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (ids != NULL);

  data = write_data_new (WRITE_MOVE, ids);
  data->level = level;
  run_write (self, data, sudoku_library_move_many_async, cancellable, callback, user_data);
}

gboolean
sudoku_library_move_many_finish (SudokuLibrary  *self,
                                 GAsyncResult   *result,
                                 guint          *n_moved,
                                 GError        **error)
{
  return finish_write (self, result, sudoku_library_move_many_async, n_moved, error);
}

/**
 * sudoku_library_trash_many_async:
 * @ids: (element-type gint64): as for sudoku_library_trash_many() (copied)
 *
 * sudoku_library_trash_many() in a worker.
 */
void
sudoku_library_trash_many_async (SudokuLibrary       *self,
                                 GArray              *ids,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (ids != NULL);

  run_write (self, write_data_new (WRITE_TRASH, ids), sudoku_library_trash_many_async, cancellable, callback, user_data);
}

gboolean
sudoku_library_trash_many_finish (SudokuLibrary  *self,
                                  GAsyncResult   *result,
                                  guint          *n_trashed,
                                  GError        **error)
{
  return finish_write (self, result, sudoku_library_trash_many_async, n_trashed, error);
}

/**
 * sudoku_library_restore_many_async:
 * @ids: (element-type gint64): as for sudoku_library_restore_many()
 *   (copied)
 *
 * sudoku_library_restore_many() in a worker.
 */
void
sudoku_library_restore_many_async (SudokuLibrary       *self,
                                   GArray              *ids,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (ids != NULL);

  run_write (self, write_data_new (WRITE_RESTORE, ids), sudoku_library_restore_many_async, cancellable, callback, user_data);
}

gboolean
sudoku_library_restore_many_finish (SudokuLibrary  *self,
                                    GAsyncResult   *result,
                                    guint          *n_restored,
                                    GError        **error)
{
  return finish_write (self, result, sudoku_library_restore_many_async, n_restored, error);
}
