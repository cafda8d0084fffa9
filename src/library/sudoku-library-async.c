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

#include <glib/gi18n-lib.h>


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

/* A worker's own connection to @path, unless @cancellable is cancelled
 * first: then, or when it cannot be opened, @task returns the error and
 * the result is %NULL. */
static sqlite3 *
open_for_task (GTask        *task,
               const char   *path,
               gboolean      read_only,
               GCancellable *cancellable)
{
  GError *error = NULL;
  sqlite3 *db = NULL;

  if (!g_cancellable_set_error_if_cancelled (cancellable, &error))
    db = read_only
      ? _sudoku_library_open_connection_read_only (path, &error)
      : _sudoku_library_open_connection (path, &error);
  if (db == NULL)
    g_task_return_error (task, error);
  return db;
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

  /* Not started yet when cancelled: nothing to undo. */
  db = open_for_task (task, data->path, FALSE, cancellable);
  if (db == NULL)
    return;

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

/* Row writes: the progress of a game and its solve. They go to one
 * thread in the order they were asked (a solve clears the progress
 * saved before it, never the other way round), each on a connection of
 * its own, and come back to the asking thread's main context through
 * row_write_done(), which also counts what is still on the way for
 * sudoku_library_wait_row_writes(). */

typedef enum {
  ROW_PROGRESS,
  ROW_SOLVE,
} RowKind;

typedef struct
{
  RowKind             kind;
  char               *path;
  gint64              puzzle_id;
  guint               format;
  char               *data;
  SudokuLibrarySolve *solve;
  gboolean            clear_progress;
  GAsyncReadyCallback callback;
  gpointer            user_data;
} RowWrite;

/* Row writes asked and not yet come back; main thread only. */
static guint row_writes_pending;
/* Row writes asked and not yet written; any thread, under the mutex. */
static GMutex row_mutex;
static GCond row_cond;
static guint row_writes_unwritten;

static void
row_write_free (RowWrite *row)
{
  g_free (row->path);
  g_free (row->data);
  g_clear_pointer (&row->solve, sudoku_library_solve_free);
  g_free (row);
}

static gboolean
run_row_write (sqlite3   *db,
               RowWrite  *row,
               gint64    *solve_id,
               GError   **error)
{
  if (row->kind == ROW_PROGRESS)
    return _sudoku_library_db_save_progress (db, row->puzzle_id, row->format, row->data, error);

  /* The solve and the end of the progress in one transaction. */
  if (!_sudoku_library_exec (db, "BEGIN IMMEDIATE", _("Cannot save the solve"), error))
    return FALSE;
  *solve_id = _sudoku_library_db_add_solve (db, row->solve, error);
  if (*solve_id == 0 ||
      (row->clear_progress && _sudoku_library_db_clear_progress (db, row->puzzle_id, error) < 0) ||
      !_sudoku_library_exec (db, "COMMIT", _("Cannot save the solve"), error))
    {
      _sudoku_library_rollback (db);
      return FALSE;
    }
  return TRUE;
}

static void
row_written (void)
{
  g_mutex_lock (&row_mutex);
  row_writes_unwritten--;
  g_cond_broadcast (&row_cond);
  g_mutex_unlock (&row_mutex);
}

static void
row_write_thread (gpointer data,
                  gpointer user_data)
{
  g_autoptr(GTask) task = data;
  RowWrite *row = g_task_get_task_data (task);
  GError *error = NULL;
  gint64 solve_id = 0;
  sqlite3 *db;

  db = _sudoku_library_open_connection (row->path, &error);
  if (db == NULL)
    {
      g_task_return_error (task, error);
      row_written ();
      return;
    }
  if (!run_row_write (db, row, &solve_id, &error))
    g_task_return_error (task, error);
  else
    g_task_return_int (task, row->kind == ROW_SOLVE ? solve_id : 1);
  sqlite3_close (db);
  row_written ();
}

static GThreadPool *
row_writer (void)
{
  static GThreadPool *pool;

  if (g_once_init_enter (&pool))
    {
      /* One thread: the writes run one after another, in order. */
      GThreadPool *created = g_thread_pool_new (row_write_thread, NULL, 1, FALSE, NULL);

      g_once_init_leave (&pool, created);
    }
  return pool;
}

/* The one place a row write comes back: the caller's callback, then
 * one fewer on the way. */
static void
row_write_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  RowWrite *row = g_task_get_task_data (G_TASK (result));

  if (row->callback != NULL)
    row->callback (source, result, row->user_data);
  g_assert (row_writes_pending > 0);
  row_writes_pending--;
}

static void
queue_row_write (SudokuLibrary *self,
                 RowWrite      *row,
                 gpointer       source_tag)
{
  GTask *task = g_task_new (self, NULL, row_write_done, NULL);

  g_task_set_source_tag (task, source_tag);
  row->path = g_strdup (sudoku_library_get_path (self));
  g_task_set_task_data (task, row, (GDestroyNotify) row_write_free);
  row_writes_pending++;
  g_mutex_lock (&row_mutex);
  row_writes_unwritten++;
  g_mutex_unlock (&row_mutex);
  g_thread_pool_push (row_writer (), task, NULL);
}

static gboolean
finish_row_write (SudokuLibrary  *self,
                  GAsyncResult   *result,
                  gpointer        source_tag,
                  gint64         *value,
                  GError        **error)
{
  GError *local = NULL;
  gssize done;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, FALSE);

  done = g_task_propagate_int (G_TASK (result), &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  _sudoku_library_changed (self);
  if (value != NULL)
    *value = done;
  return TRUE;
}

/**
 * sudoku_library_save_progress_async:
 * @data: as for sudoku_library_save_progress() (copied)
 * @callback: (nullable): called on this thread's main context
 *
 * sudoku_library_save_progress() on the row writer (see
 * sudoku_library_wait_row_writes()).
 */
void
sudoku_library_save_progress_async (SudokuLibrary       *self,
                                    gint64               puzzle_id,
                                    guint                format,
                                    const char          *data,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  RowWrite *row;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (data != NULL);

  row = g_new0 (RowWrite, 1);
  row->kind = ROW_PROGRESS;
  row->puzzle_id = puzzle_id;
  row->format = format;
  row->data = g_strdup (data);
  row->callback = callback;
  row->user_data = user_data;
  queue_row_write (self, row, sudoku_library_save_progress_async);
}

gboolean
sudoku_library_save_progress_finish (SudokuLibrary  *self,
                                     GAsyncResult   *result,
                                     GError        **error)
{
  return finish_row_write (self, result, sudoku_library_save_progress_async, NULL, error);
}

/**
 * sudoku_library_add_solve_async:
 * @solve: as for sudoku_library_add_solve() (copied)
 * @clear_progress: also remove the saved progress of the solve's
 *   puzzle, in the same transaction
 * @callback: (nullable): called on this thread's main context
 *
 * sudoku_library_add_solve() on the row writer (see
 * sudoku_library_wait_row_writes()).
 */
void
sudoku_library_add_solve_async (SudokuLibrary            *self,
                                const SudokuLibrarySolve *solve,
                                gboolean                  clear_progress,
                                GAsyncReadyCallback       callback,
                                gpointer                  user_data)
{
  RowWrite *row;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (solve != NULL);

  row = g_new0 (RowWrite, 1);
  row->kind = ROW_SOLVE;
  row->puzzle_id = solve->puzzle_id;
  row->solve = sudoku_library_solve_copy (solve);
  row->clear_progress = clear_progress;
  row->callback = callback;
  row->user_data = user_data;
  queue_row_write (self, row, sudoku_library_add_solve_async);
}

/**
 * sudoku_library_add_solve_finish:
 *
 * Returns: the new solve's id, or 0 with @error set
 */
gint64
sudoku_library_add_solve_finish (SudokuLibrary  *self,
                                 GAsyncResult   *result,
                                 GError        **error)
{
  gint64 id = 0;

  if (!finish_row_write (self, result, sudoku_library_add_solve_async, &id, error))
    return 0;
  return id;
}

/**
 * sudoku_library_wait_row_writes:
 *
 * Runs this thread's main context until every row write asked on it
 * (sudoku_library_save_progress_async(), sudoku_library_add_solve_async())
 * has been written and its callback has run: what a program calls
 * before it quits, so that nothing asked is lost.
 *
 * Returns: how many were waited for
 */
guint
sudoku_library_wait_row_writes (void)
{
  GMainContext *context = g_main_context_ref_thread_default ();
  guint waited = row_writes_pending;

  while (row_writes_pending > 0)
    g_main_context_iteration (context, TRUE);
  g_main_context_unref (context);
  return waited;
}

/**
 * sudoku_library_sync_row_writes:
 *
 * Waits, without running any main context, until every row write asked
 * so far is in the database (their callbacks come later, as usual): a
 * read on another connection then sees them.
 */
void
sudoku_library_sync_row_writes (void)
{
  g_mutex_lock (&row_mutex);
  while (row_writes_unwritten > 0)
    g_cond_wait (&row_cond, &row_mutex);
  g_mutex_unlock (&row_mutex);
}

/**
 * sudoku_library_get_row_writes_pending:
 *
 * Returns: the row writes asked on the main thread and not yet back
 */
guint
sudoku_library_get_row_writes_pending (void)
{
  return row_writes_pending;
}

/* Reads in a worker: one puzzle, or the solves of one. The cancellable
 * drops a result nobody wants any more (the selection moved on). */

typedef enum {
  READ_PUZZLE,
  READ_SOLVES,
  READ_DUPLICATE,
} ReadKind;

typedef struct
{
  ReadKind       kind;
  char          *path;
  gboolean       read_only;
  gint64         id;
  SudokuVariant  variant;
  char          *givens;
} ReadData;

static void
read_data_free (ReadData *data)
{
  g_free (data->path);
  g_free (data->givens);
  g_free (data);
}

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ReadData *data = task_data;
  GError *error = NULL;
  sqlite3 *db;

  db = open_for_task (task, data->path, data->read_only, cancellable);
  if (db == NULL)
    return;
  if (data->kind == READ_DUPLICATE)
    {
      SudokuLibraryPuzzle *puzzle = _sudoku_library_db_find_duplicate (db, data->variant,
                                                                       data->givens, &error);

      /* None is no error: %NULL then. */
      if (error != NULL)
        g_task_return_error (task, error);
      else
        g_task_return_pointer (task, puzzle, (GDestroyNotify) sudoku_library_puzzle_free);
    }
  else if (data->kind == READ_PUZZLE)
    {
      SudokuLibraryPuzzle *puzzle = _sudoku_library_get_puzzle (db, data->id, FALSE, &error);

      if (puzzle == NULL)
        g_task_return_error (task, error);
      else
        g_task_return_pointer (task, puzzle, (GDestroyNotify) sudoku_library_puzzle_free);
    }
  else
    {
      GPtrArray *solves = _sudoku_library_db_list_solves (db, data->id, &error);

      if (solves == NULL)
        g_task_return_error (task, error);
      else
        g_task_return_pointer (task, solves, (GDestroyNotify) g_ptr_array_unref);
    }
  sqlite3_close (db);
}

static void
run_read_full (SudokuLibrary       *self,
               ReadKind             kind,
               gint64               id,
               SudokuVariant        variant,
               const char          *givens,
               gpointer             source_tag,
               GCancellable        *cancellable,
               GAsyncReadyCallback  callback,
               gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);
  ReadData *data = g_new0 (ReadData, 1);

  data->variant = variant;
  data->givens = g_strdup (givens);

  g_task_set_source_tag (task, source_tag);
  /* A cancelled read reports G_IO_ERROR_CANCELLED, whatever it found. */
  g_task_set_check_cancellable (task, TRUE);
  data->kind = kind;
  data->path = g_strdup (sudoku_library_get_path (self));
  data->read_only = sudoku_library_get_read_only (self);
  data->id = id;
  g_task_set_task_data (task, data, (GDestroyNotify) read_data_free);
  g_task_run_in_thread (task, read_thread);
}

static void
run_read (SudokuLibrary       *self,
          ReadKind             kind,
          gint64               id,
          gpointer             source_tag,
          GCancellable        *cancellable,
          GAsyncReadyCallback  callback,
          gpointer             user_data)
{
  run_read_full (self, kind, id, SUDOKU_VARIANT_CLASSIC, NULL, source_tag, cancellable,
                 callback, user_data);
}

/**
 * sudoku_library_find_duplicate_async:
 *
 * sudoku_library_find_duplicate() in a worker.
 */
void
sudoku_library_find_duplicate_async (SudokuLibrary       *self,
                                     SudokuVariant        variant,
                                     const char          *givens,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (givens != NULL);

  run_read_full (self, READ_DUPLICATE, 0, variant, givens, sudoku_library_find_duplicate_async,
                 cancellable, callback, user_data);
}

/**
 * sudoku_library_find_duplicate_finish:
 *
 * Returns: (transfer full) (nullable): the puzzle the library has with
 *   the same givens, or %NULL (@error unset when there is none;
 *   %G_IO_ERROR_CANCELLED when it was cancelled)
 */
SudokuLibraryPuzzle *
sudoku_library_find_duplicate_finish (SudokuLibrary  *self,
                                      GAsyncResult   *result,
                                      GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) ==
                        sudoku_library_find_duplicate_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * sudoku_library_get_async:
 *
 * sudoku_library_get() in a worker.
 */
void
sudoku_library_get_async (SudokuLibrary       *self,
                          gint64               id,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY (self));

  run_read (self, READ_PUZZLE, id, sudoku_library_get_async, cancellable, callback, user_data);
}

/**
 * sudoku_library_get_finish:
 *
 * Returns: (transfer full): the puzzle, or %NULL with @error set
 *   (%G_IO_ERROR_CANCELLED when it was cancelled)
 */
SudokuLibraryPuzzle *
sudoku_library_get_finish (SudokuLibrary  *self,
                           GAsyncResult   *result,
                           GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_library_get_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * sudoku_library_list_solves_async:
 *
 * sudoku_library_list_solves() in a worker.
 */
void
sudoku_library_list_solves_async (SudokuLibrary       *self,
                                  gint64               puzzle_id,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY (self));

  run_read (self, READ_SOLVES, puzzle_id, sudoku_library_list_solves_async, cancellable,
            callback, user_data);
}

/**
 * sudoku_library_list_solves_finish:
 *
 * Returns: (transfer full) (element-type SudokuLibrarySolve): the
 *   solves, oldest first, or %NULL with @error set
 *   (%G_IO_ERROR_CANCELLED when it was cancelled)
 */
GPtrArray *
sudoku_library_list_solves_finish (SudokuLibrary  *self,
                                   GAsyncResult   *result,
                                   GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_library_list_solves_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Storing one puzzle from the Save dialog or the generator: added, or
 * written over an existing row (update, then move when its level
 * changed), then read back as stored. It runs after every row write
 * asked before it, so that the library sees writes in the order they
 * were asked. */

typedef struct
{
  char                *path;
  SudokuLibraryPuzzle *puzzle;
  gint64               existing;
} StoreData;

static void
store_data_free (StoreData *data)
{
  g_free (data->path);
  g_clear_pointer (&data->puzzle, sudoku_library_puzzle_free);
  g_free (data);
}

static SudokuLibraryPuzzle *
store_on (sqlite3     *db,
          StoreData   *data,
          gboolean    *changed,
          GError     **error)
{
  SudokuLibraryPuzzle *puzzle = data->puzzle;

  if (data->existing == SUDOKU_LIBRARY_STORE_COPY)
    {
      puzzle->id = _sudoku_library_db_add_copy (db, puzzle, error);
      if (puzzle->id == 0)
        return NULL;
      *changed = TRUE;
    }
  else if (data->existing != 0)
    {
      g_autoptr(SudokuLibraryPuzzle) old = _sudoku_library_get_puzzle (db, data->existing,
                                                                      FALSE, error);
      g_autoptr(GArray) ids = NULL;
      guint n_moved = 0;

      if (old == NULL)
        return NULL;
      puzzle->id = data->existing;
      if (puzzle->number == 0)
        puzzle->number = old->number;
      if (!_sudoku_library_db_update (db, puzzle, error))
        return NULL;
      *changed = TRUE;
      if (old->level != puzzle->level)
        {
          ids = g_array_new (FALSE, FALSE, sizeof (gint64));
          g_array_append_val (ids, data->existing);
          if (!_sudoku_library_db_move_many (db, ids, puzzle->level, &n_moved, error))
            return NULL;
        }
    }
  else
    {
      puzzle->id = _sudoku_library_db_add (db, puzzle, error);
      if (puzzle->id == 0)
        return NULL;
      *changed = TRUE;
    }
  return _sudoku_library_get_puzzle (db, puzzle->id, FALSE, error);
}

typedef struct
{
  SudokuLibraryPuzzle *stored;
  gboolean             changed;
  GError              *error;
} StoreResult;

static void
store_result_free (StoreResult *result)
{
  g_clear_pointer (&result->stored, sudoku_library_puzzle_free);
  g_clear_error (&result->error);
  g_free (result);
}

static void
store_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  StoreData *data = task_data;
  StoreResult *result;
  sqlite3 *db;

  /* After the progress writes asked before. */
  sudoku_library_sync_row_writes ();
  db = open_for_task (task, data->path, FALSE, cancellable);
  if (db == NULL)
    return;
  result = g_new0 (StoreResult, 1);
  result->stored = store_on (db, data, &result->changed, &result->error);
  sqlite3_close (db);
  /* A failed move after an update still changed the library: the
   * result carries both, and finish() emits ::changed either way. */
  g_task_return_pointer (task, result, (GDestroyNotify) store_result_free);
}

/**
 * sudoku_library_store_async:
 * @puzzle: the puzzle's details, as for sudoku_library_add() (copied)
 * @existing: the row to write @puzzle over (keeping its number when
 *   @puzzle's is 0, moving it when the level differs), 0 to add it, or
 *   %SUDOKU_LIBRARY_STORE_COPY to add it even when the library has it
 *
 * Adds or updates one puzzle in a worker, after the row writes asked
 * before it. The cancellable only keeps the write from starting.
 */
void
sudoku_library_store_async (SudokuLibrary             *self,
                            const SudokuLibraryPuzzle *puzzle,
                            gint64                     existing,
                            GCancellable              *cancellable,
                            GAsyncReadyCallback        callback,
                            gpointer                   user_data)
{
  g_autoptr(GTask) task = NULL;
  StoreData *data;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (puzzle != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_library_store_async);
  g_task_set_check_cancellable (task, FALSE);
  data = g_new0 (StoreData, 1);
  data->path = g_strdup (sudoku_library_get_path (self));
  data->puzzle = sudoku_library_puzzle_copy (puzzle);
  data->existing = existing;
  g_task_set_task_data (task, data, (GDestroyNotify) store_data_free);
  g_task_run_in_thread (task, store_thread);
}

/**
 * sudoku_library_store_finish:
 * @error: as for sudoku_library_add() or sudoku_library_update();
 *   %G_IO_ERROR_CANCELLED when cancelled before it started
 *
 * Emits #SudokuLibrary::changed when the library changed.
 *
 * Returns: (transfer full): the puzzle as stored, or %NULL with @error
 */
SudokuLibraryPuzzle *
sudoku_library_store_finish (SudokuLibrary  *self,
                             GAsyncResult   *result,
                             GError        **error)
{
  StoreResult *stored;
  SudokuLibraryPuzzle *puzzle;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_library_store_async,
                        NULL);

  stored = g_task_propagate_pointer (G_TASK (result), error);
  if (stored == NULL)
    return NULL;
  if (stored->changed)
    _sudoku_library_changed (self);
  puzzle = g_steal_pointer (&stored->stored);
  if (puzzle == NULL)
    g_propagate_error (error, g_steal_pointer (&stored->error));
  store_result_free (stored);
  return puzzle;
}

/* Taking a ready puzzle in a worker: a write of one row (the puzzle
 * taken out of the stock), on a connection of its own. */

typedef struct
{
  char               *path;
  SudokuVariant       variant;
  guint               level;
  char               *symmetry;
  SudokuLibraryReady  ready;
  gboolean            found;
} TakeData;

static void
take_data_free (TakeData *data)
{
  g_free (data->path);
  g_free (data->symmetry);
  g_free (data);
}

static void
take_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  TakeData *data = task_data;
  GError *error = NULL;
  sqlite3 *db;
  gboolean ok;

  db = open_for_task (task, data->path, FALSE, cancellable);
  if (db == NULL)
    return;
  ok = _sudoku_library_db_take_ready (db, data->variant, data->level, data->symmetry,
                                      &data->ready, &data->found, &error);
  sqlite3_close (db);
  if (!ok)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_library_take_ready_async:
 * @self: a library
 * @variant: the rules wanted
 * @level: the level wanted, 1–7
 * @symmetry: the symmetry wanted ("none", "rot180", …)
 * @cancellable: (nullable): stops it before it starts
 * @callback: called in the caller's main context
 * @user_data: for @callback
 *
 * sudoku_library_take_ready() in a worker. A puzzle once taken is
 * given to the callback even if @cancellable was cancelled meanwhile.
 */
void
sudoku_library_take_ready_async (SudokuLibrary       *self,
                                 SudokuVariant        variant,
                                 guint                level,
                                 const char          *symmetry,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  TakeData *data;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (symmetry != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_library_take_ready_async);
  data = g_new0 (TakeData, 1);
  data->path = g_strdup (sudoku_library_get_path (self));
  data->variant = variant;
  data->level = level;
  data->symmetry = g_strdup (symmetry);
  g_task_set_task_data (task, data, (GDestroyNotify) take_data_free);
  g_task_run_in_thread (task, take_thread);
}

/**
 * sudoku_library_take_ready_finish:
 * @self: a library
 * @result: the result given to the callback
 * @ready: (out caller-allocates): the puzzle, when @found
 * @found: (out): whether one was ready
 * @error: what went wrong (%G_IO_ERROR_CANCELLED when cancelled before
 *   it started)
 *
 * Returns: %TRUE unless the database failed or it was cancelled
 */
gboolean
sudoku_library_take_ready_finish (SudokuLibrary       *self,
                                  GAsyncResult        *result,
                                  SudokuLibraryReady  *ready,
                                  gboolean            *found,
                                  GError             **error)
{
  TakeData *data;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (ready != NULL && found != NULL, FALSE);

  *found = FALSE;
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  data = g_task_get_task_data (G_TASK (result));
  *found = data->found;
  if (data->found)
    *ready = data->ready;
  return TRUE;
}

/* Opening a puzzle where it was left, and reading a solve to replay:
 * the window's reads, in a worker after the row writes asked before
 * them (so that the progress left a moment ago is what is read), each
 * in one read transaction so that its rows agree. */

typedef struct
{
  char                *path;
  gboolean             read_only;
  gint64               id;
  /* What the worker read, taken by finish(). */
  SudokuLibraryPuzzle *puzzle;
  char                *progress;
  guint                format;
  SudokuLibrarySolve  *solve;
} OpenData;

static void
open_data_free (OpenData *data)
{
  g_free (data->path);
  g_clear_pointer (&data->puzzle, sudoku_library_puzzle_free);
  g_free (data->progress);
  g_clear_pointer (&data->solve, sudoku_library_solve_free);
  g_free (data);
}

/* Reads @data's puzzle (and its progress), or its solve and the solve's
 * puzzle, on @db in one transaction. */
static gboolean
open_read (sqlite3   *db,
           OpenData  *data,
           gboolean   solve,
           GError   **error)
{
  gint64 puzzle_id = data->id;

  if (!_sudoku_library_exec (db, "BEGIN", _("Cannot read the library"), error))
    return FALSE;
  if (solve)
    {
      data->solve = _sudoku_library_db_get_solve (db, data->id, error);
      if (data->solve == NULL)
        goto failed;
      puzzle_id = data->solve->puzzle_id;
    }
  data->puzzle = _sudoku_library_get_puzzle (db, puzzle_id, FALSE, error);
  if (data->puzzle == NULL)
    goto failed;
  if (!solve && data->puzzle->has_progress)
    {
      GError *progress_error = NULL;

      data->progress = _sudoku_library_db_dup_progress (db, puzzle_id, &data->format,
                                                        &progress_error);
      if (progress_error != NULL)
        {
          g_propagate_error (error, progress_error);
          goto failed;
        }
    }
  _sudoku_library_rollback (db);
  return TRUE;

failed:
  _sudoku_library_rollback (db);
  return FALSE;
}

static void
open_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  OpenData *data = task_data;
  gboolean solve = g_task_get_source_tag (task) == sudoku_library_read_solve_async;
  GError *error = NULL;
  sqlite3 *db;

  /* After the progress and solve writes asked before. */
  sudoku_library_sync_row_writes ();
  db = open_for_task (task, data->path, data->read_only, cancellable);
  if (db == NULL)
    return;
  if (open_read (db, data, solve, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
  sqlite3_close (db);
}

static void
run_open (SudokuLibrary       *self,
          gint64               id,
          gpointer             source_tag,
          GCancellable        *cancellable,
          GAsyncReadyCallback  callback,
          gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);
  OpenData *data = g_new0 (OpenData, 1);

  g_task_set_source_tag (task, source_tag);
  /* A cancelled read reports G_IO_ERROR_CANCELLED, whatever it found. */
  g_task_set_check_cancellable (task, TRUE);
  data->path = g_strdup (sudoku_library_get_path (self));
  data->read_only = sudoku_library_get_read_only (self);
  data->id = id;
  g_task_set_task_data (task, data, (GDestroyNotify) open_data_free);
  g_task_run_in_thread (task, open_thread);
}

/**
 * sudoku_library_read_puzzle_async:
 * @id: a puzzle
 *
 * Reads a puzzle to open it, with its saved game, in a worker after the
 * row writes asked before (sudoku_library_get() and
 * sudoku_library_dup_progress() in one read).
 */
void
sudoku_library_read_puzzle_async (SudokuLibrary       *self,
                                  gint64               id,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY (self));

  run_open (self, id, sudoku_library_read_puzzle_async, cancellable, callback, user_data);
}

/**
 * sudoku_library_read_puzzle_finish:
 * @progress: (out) (transfer full) (optional) (nullable): the saved
 *   game, or %NULL when there is none
 * @format: (out) (optional): the version of @progress's format
 * @error: %SUDOKU_LIBRARY_ERROR_NOT_FOUND when there is no such puzzle
 *   (or it is in the trash); %G_IO_ERROR_CANCELLED when cancelled
 *
 * Returns: (transfer full): the puzzle, or %NULL with @error set
 */
SudokuLibraryPuzzle *
sudoku_library_read_puzzle_finish (SudokuLibrary  *self,
                                   GAsyncResult   *result,
                                   char          **progress,
                                   guint          *format,
                                   GError        **error)
{
  OpenData *data;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) ==
                        sudoku_library_read_puzzle_async, NULL);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  data = g_task_get_task_data (G_TASK (result));
  if (progress != NULL)
    *progress = g_steal_pointer (&data->progress);
  if (format != NULL)
    *format = data->format;
  return g_steal_pointer (&data->puzzle);
}

/**
 * sudoku_library_read_solve_async:
 * @solve_id: a saved solve
 *
 * Reads a solve to replay it, with its puzzle, in a worker after the
 * row writes asked before (sudoku_library_get_solve() and
 * sudoku_library_get() in one read).
 */
void
sudoku_library_read_solve_async (SudokuLibrary       *self,
                                 gint64               solve_id,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY (self));

  run_open (self, solve_id, sudoku_library_read_solve_async, cancellable, callback, user_data);
}

/**
 * sudoku_library_read_solve_finish:
 * @puzzle: (out) (transfer full) (optional): the solve's puzzle
 * @error: %SUDOKU_LIBRARY_ERROR_NOT_FOUND when there is no such solve
 *   or its puzzle is in the trash; %G_IO_ERROR_CANCELLED when cancelled
 *
 * Returns: (transfer full): the solve, or %NULL with @error set
 */
SudokuLibrarySolve *
sudoku_library_read_solve_finish (SudokuLibrary         *self,
                                  GAsyncResult          *result,
                                  SudokuLibraryPuzzle  **puzzle,
                                  GError               **error)
{
  OpenData *data;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) ==
                        sudoku_library_read_solve_async, NULL);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  data = g_task_get_task_data (G_TASK (result));
  if (puzzle != NULL)
    *puzzle = g_steal_pointer (&data->puzzle);
  return g_steal_pointer (&data->solve);
}
