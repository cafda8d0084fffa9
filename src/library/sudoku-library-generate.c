/* sudoku-library-generate.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* New puzzles generated into a level of the library, in a worker: what
 * the library window's "Generate Puzzles into This Level…" runs. The
 * worker makes them one by one and adds each, on a connection of its
 * own, as it comes; each addition reaches the asking thread's main
 * context as ::changed and a progress call, so a list shows the puzzle at
 * once. A cancelled run keeps the puzzles already added. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library-async.h"
#include "sudoku-library-private.h"
#include "sudoku-worker.h"


typedef struct
{
  char                           *path;
  SudokuGenerateOptions           options;
  guint                           count;
  SudokuLibraryGenerateProgress   progress;
  gpointer                        progress_data;
  GDestroyNotify                  progress_notify;
  /* Written by the worker only; read once the task is done. */
  guint                           n_added;
} GenerateData;

static void
generate_data_free (GenerateData *data)
{
  if (data->progress_notify != NULL)
    data->progress_notify (data->progress_data);
  g_free (data->path);
  g_free (data);
}

/**
 * _sudoku_library_generate_puzzle:
 * @options: what to make, with its seed
 * @cancellable: (nullable): stops the generator
 *
 * One new puzzle as the library keeps it: filed under @options' level,
 * with its rating (computed level, score, SE) and Nanpure as its
 * source. Generating into a level and the stock of ready puzzles
 * (SudokuReadyPool) both make their puzzles here.
 *
 * Returns: (transfer full): the record, or %NULL with @error set
 */
SudokuLibraryPuzzle *
_sudoku_library_generate_puzzle (const SudokuGenerateOptions  *options,
                                 GCancellable                 *cancellable,
                                 GError                      **error)
{
  SudokuLibraryPuzzle *puzzle;
  SudokuRating rating;
  SudokuBoard board;

  if (!sudoku_generate (options, &board, &rating, NULL, NULL, NULL, cancellable, error))
    return NULL;
  puzzle = sudoku_library_puzzle_new_from_board (&board);
  puzzle->level = options->level;
  puzzle->computed_level = rating.level;
  puzzle->score = rating.score;
  puzzle->se = rating.se_rating;
  puzzle->source = g_strdup ("Nanpure");
  return puzzle;
}

/* One puzzle added, on its way to the main context. */
typedef struct
{
  GTask *task;
  guint  n_added;
} Added;

static void
added_free (Added *added)
{
  g_clear_object (&added->task);
  g_free (added);
}

static gboolean
added_cb (gpointer user_data)
{
  Added *added = user_data;
  SudokuLibrary *self = g_task_get_source_object (added->task);
  GenerateData *data = g_task_get_task_data (added->task);

  /* The list shows it at once, even when the run was cancelled since. */
  _sudoku_library_changed (self);
  if (data->progress != NULL && !g_cancellable_is_cancelled (g_task_get_cancellable (added->task)))
    data->progress (added->n_added, data->count, data->progress_data);
  return G_SOURCE_REMOVE;
}

static void
generate_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  GenerateData *data = task_data;
  GMainContext *context = g_task_get_context (task);
  SudokuGenerateOptions options = data->options;
  GError *error = NULL;
  sqlite3 *db;

  /* Behind the windows: the user may go on solving meanwhile. */
  sudoku_worker_lower_priority (SUDOKU_WORKER_BEHIND_WINDOW);
  db = _sudoku_library_open_connection (data->path, &error);
  if (db == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  for (guint i = 0; i < data->count && error == NULL; i++)
    {
      g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
      Added *added;

      options.seed = sudoku_generate_seed_for_index (data->options.seed, i);
      puzzle = _sudoku_library_generate_puzzle (&options, cancellable, &error);
      if (puzzle == NULL)
        break;
      /* After the progress writes asked before. */
      sudoku_library_sync_row_writes ();
      if (_sudoku_library_db_add (db, puzzle, &error) == 0)
        {
          /* A puzzle made twice is rare and harmless: one fewer. */
          if (g_error_matches (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE))
            g_clear_error (&error);
          continue;
        }
      data->n_added++;
      added = g_new0 (Added, 1);
      added->task = g_object_ref (task);
      added->n_added = data->n_added;
      sudoku_worker_run_later (context, added_cb, added, (GDestroyNotify) added_free,
                               "[nanpure] generated puzzle");
    }
  sqlite3_close (db);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_library_generate_async:
 * @options: the puzzles' level (1–7), rules and symmetry, and the seed
 *   of the run (puzzle i gets sudoku_generate_seed_for_index())
 * @count: how many puzzles, at least one
 * @progress: (nullable): called in the asking thread's main context
 *   after each puzzle added, with the number added so far
 * @progress_data: for @progress
 * @progress_notify: (nullable): frees @progress_data when the task goes
 * @cancellable: (nullable): stops the run; the puzzles added stay
 *
 * Generates @count puzzles and adds each to @options' level as it comes,
 * in a worker behind the windows (sudoku_worker_lower_priority()), with
 * a connection of its own. #SudokuLibrary::changed is emitted after each
 * puzzle added. A puzzle the library already holds is left out.
 */
void
sudoku_library_generate_async (SudokuLibrary                 *self,
                               const SudokuGenerateOptions   *options,
                               guint                          count,
                               SudokuLibraryGenerateProgress  progress,
                               gpointer                       progress_data,
                               GDestroyNotify                 progress_notify,
                               GCancellable                  *cancellable,
                               GAsyncReadyCallback            callback,
                               gpointer                       user_data)
{
  g_autoptr(GTask) task = NULL;
  GenerateData *data;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (options != NULL);
  g_return_if_fail (options->level >= 1 && options->level <= SUDOKU_LIBRARY_MAX_LEVEL);
  g_return_if_fail (count > 0);

  data = g_new0 (GenerateData, 1);
  data->path = g_strdup (sudoku_library_get_path (self));
  data->options = *options;
  data->count = count;
  data->progress = progress;
  data->progress_data = progress_data;
  data->progress_notify = progress_notify;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_library_generate_async);
  g_task_set_task_data (task, data, (GDestroyNotify) generate_data_free);
  g_task_run_in_thread (task, generate_thread);
}

/**
 * sudoku_library_generate_finish:
 * @n_added: (out) (optional): how many puzzles were added, also when
 *   the run failed or was cancelled
 *
 * Returns: %TRUE when every puzzle was made; %FALSE with @error set
 *   (%G_IO_ERROR_CANCELLED when cancelled, a %SUDOKU_LIBRARY_ERROR when
 *   a puzzle could not be added)
 */
gboolean
sudoku_library_generate_finish (SudokuLibrary  *self,
                                GAsyncResult   *result,
                                guint          *n_added,
                                GError        **error)
{
  GenerateData *data;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_library_generate_async,
                        FALSE);

  data = g_task_get_task_data (G_TASK (result));
  if (n_added != NULL)
    *n_added = data->n_added;
  return g_task_propagate_boolean (G_TASK (result), error);
}
