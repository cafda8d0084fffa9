/* sudoku-session-generate.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* New Puzzle: a generated puzzle of the level asked for, taken from the
 * library's stock of ready puzzles when there is one, otherwise made in
 * a worker (cancellable, with progress), then shown as a new puzzle. */

#include "config.h"

#include "sudoku-session-private.h"

#include <glib/gi18n.h>

#include "sudoku-library-async.h"
#include "sudoku-parse.h"
#include "sudoku-worker.h"

typedef struct
{
  SudokuGenerateOptions   options;
  /* Filled by the worker. */
  SudokuBoard             board;
  SudokuRating            rating;
  /* Progress: the worker keeps the latest counts under the lock and
   * asks for one idle at a time in the caller's context. */
  GMutex                  lock;
  SudokuGenerateStats     stats;
  gboolean                idle_pending;
  gboolean                finished;
  GMainContext           *context;
  SudokuGenerateProgress  progress;
  gpointer                progress_data;
  gboolean                from_stock;
} NewPuzzleData;

static void
new_puzzle_data_free (NewPuzzleData *data)
{
  g_mutex_clear (&data->lock);
  g_clear_pointer (&data->context, g_main_context_unref);
  g_free (data);
}

/* Shows @givens (81 characters) as the new puzzle of @level. */
static gboolean
show_generated (SudokuSession  *self,
                const char     *givens,
                SudokuVariant   variant,
                guint           level,
                GError        **error)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_parse_puzzle (givens, -1, variant, error);

  if (puzzle == NULL)
    return FALSE;
  sudoku_session_load_board (self, &puzzle->board);
  /* Offered when saving: the level it was made for, and where from. */
  self->book_level = level;
  g_free (self->book_source);
  self->book_source = g_strdup ("Nanpure");
  return TRUE;
}

static gboolean
progress_idle_cb (gpointer user_data)
{
  GTask *task = user_data;
  NewPuzzleData *data = g_task_get_task_data (task);
  SudokuGenerateStats stats;

  g_mutex_lock (&data->lock);
  stats = data->stats;
  data->idle_pending = FALSE;
  g_mutex_unlock (&data->lock);
  if (!data->finished && data->progress != NULL)
    data->progress (&stats, data->progress_data);
  return G_SOURCE_REMOVE;
}

/* In the worker, after each candidate. */
static void
generate_progress_cb (const SudokuGenerateStats *stats,
                      gpointer                   user_data)
{
  GTask *task = user_data;
  NewPuzzleData *data = g_task_get_task_data (task);
  gboolean schedule;

  g_mutex_lock (&data->lock);
  data->stats = *stats;
  schedule = !data->idle_pending;
  data->idle_pending = TRUE;
  g_mutex_unlock (&data->lock);
  if (schedule)
    {
      GSource *source = g_idle_source_new ();

      g_source_set_priority (source, G_PRIORITY_DEFAULT_IDLE);
      g_source_set_callback (source, progress_idle_cb, g_object_ref (task), g_object_unref);
      g_source_attach (source, data->context);
      g_source_unref (source);
    }
}

static void
generate_thread (GTask        *inner,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  GTask *task = task_data;
  NewPuzzleData *data = g_task_get_task_data (task);
  GError *error = NULL;

  /* Behind the window, as the solver's workers. */
  sudoku_worker_lower_priority (SUDOKU_WORKER_BEHIND_WINDOW);
  if (!sudoku_generate (&data->options, &data->board, &data->rating, NULL,
                        generate_progress_cb, task, cancellable, &error))
    g_task_return_error (inner, error);
  else
    g_task_return_boolean (inner, TRUE);
}

static void
generated_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuSession *self = g_task_get_source_object (task);
  NewPuzzleData *data = g_task_get_task_data (task);
  g_autofree char *line = NULL;
  GError *error = NULL;

  data->finished = TRUE;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      sudoku_solve_runner_set_progress (self->runner, NULL);
      g_task_return_error (task, error);
      return;
    }
  line = sudoku_format_line (&data->board);
  if (!show_generated (self, line, data->options.variant, data->rating.level, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

/* Makes the puzzle in a worker; takes over @task. */
static void
start_generating (GTask *task)
{
  SudokuSession *self = g_task_get_source_object (task);
  g_autoptr(GTask) inner = NULL;

  inner = g_task_new (self, g_task_get_cancellable (task), generated_cb, task);
  g_task_set_source_tag (inner, generate_thread);
  g_task_set_priority (inner, G_PRIORITY_LOW);
  g_task_set_task_data (inner, g_object_ref (task), g_object_unref);
  g_task_run_in_thread (inner, generate_thread);
}

/* The stock's answer, in the caller's context: a ready puzzle is shown
 * at once; without one (or when the stock cannot be read) the generator
 * makes one. */
static void
taken_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuSession *self = g_task_get_source_object (task);
  NewPuzzleData *data = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  SudokuLibraryReady ready;
  gboolean found = FALSE;

  if (!sudoku_library_take_ready_finish (SUDOKU_LIBRARY (object), result, &ready, &found, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_warning ("The ready puzzles cannot be read: %s", error->message);
  if (g_task_return_error_if_cancelled (task))
    {
      sudoku_solve_runner_set_progress (self->runner, NULL);
      return;
    }
  if (found)
    {
      sudoku_solve_runner_set_progress (self->runner, NULL);
      data->from_stock = TRUE;
      data->finished = TRUE;
      if (!show_generated (self, ready.givens, data->options.variant, ready.level, &error))
        g_task_return_error (task, g_steal_pointer (&error));
      else
        g_task_return_boolean (task, TRUE);
      return;
    }
  start_generating (g_steal_pointer (&task));
}

/**
 * sudoku_session_new_puzzle_async:
 * @self: a session
 * @library: (nullable): the library whose stock of ready puzzles is
 *   tried first
 * @level: the level wanted, 1–7
 * @variant: the rules
 * @symmetry: the pattern of the clues
 * @cancellable: (nullable): stops the generator
 * @progress: (nullable): called in the caller's main context while the
 *   generator works, with its counts (never after @callback)
 * @progress_data: for @progress, until @callback has run
 * @callback: called once the puzzle is shown, or could not be made
 * @user_data: for @callback
 *
 * Shows a new puzzle of @level with exactly one solution: one of the
 * library's ready puzzles of that kind when there is one (taken out of
 * the stock in a worker), otherwise one generated in a worker. It is
 * loaded as opening a file loads one (undoably, in the Solve mode), and
 * saving it offers @level.
 */
void
sudoku_session_new_puzzle_async (SudokuSession          *self,
                                 SudokuLibrary          *library,
                                 guint                   level,
                                 SudokuVariant           variant,
                                 SudokuSymmetry          symmetry,
                                 GCancellable           *cancellable,
                                 SudokuGenerateProgress  progress,
                                 gpointer                progress_data,
                                 GAsyncReadyCallback     callback,
                                 gpointer                user_data)
{
  GTask *task;
  NewPuzzleData *data;

  g_return_if_fail (SUDOKU_IS_SESSION (self));
  g_return_if_fail (library == NULL || SUDOKU_IS_LIBRARY (library));
  g_return_if_fail (level >= 1 && level <= 7);

  data = g_new0 (NewPuzzleData, 1);
  g_mutex_init (&data->lock);
  sudoku_generate_options_init (&data->options);
  data->options.level = level;
  data->options.variant = variant;
  data->options.symmetry = symmetry;
  data->options.seed = ((guint64) g_random_int () << 32) | g_random_int ();
  data->context = g_main_context_ref_thread_default ();
  data->progress = progress;
  data->progress_data = progress_data;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_session_new_puzzle_async);
  g_task_set_task_data (task, data, (GDestroyNotify) new_puzzle_data_free);

  {
    g_autofree char *text = NULL;

    /* Translators: under the grid while New Puzzle makes one; %u is the
     * level (1–7). */
    text = g_strdup_printf (_("Generating a level %u puzzle…"), level);
    sudoku_solve_runner_set_progress (self->runner, text);
  }
  if (library != NULL)
    {
      /* The stock first, in a worker; the generator when it has none. */
      sudoku_library_take_ready_async (library, variant, level,
                                       sudoku_symmetry_to_string (symmetry), cancellable,
                                       taken_cb, task);
      return;
    }
  start_generating (task);
}

/**
 * sudoku_session_new_puzzle_finish:
 * @self: a session
 * @result: the result given to the callback
 * @from_stock: (out) (optional): whether the puzzle was a ready one
 * @error: why there is no new puzzle (%G_IO_ERROR_CANCELLED when
 *   cancelled)
 *
 * Returns: %TRUE when the new puzzle is shown
 */
gboolean
sudoku_session_new_puzzle_finish (SudokuSession  *self,
                                  GAsyncResult   *result,
                                  gboolean       *from_stock,
                                  GError        **error)
{
  NewPuzzleData *data;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  data = g_task_get_task_data (G_TASK (result));
  if (from_stock != NULL)
    *from_stock = data->from_stock;
  return g_task_propagate_boolean (G_TASK (result), error);
}
