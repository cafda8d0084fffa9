/* sudoku-ready-pool.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The stock of ready puzzles, topped up in the background (see
 * sudoku-ready-pool.h). The worker's loop: find the kind with the fewest
 * ready puzzles below the target, generate one (cancellable), store it;
 * when every kind is full, wait for a wake-up. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-ready-pool.h"
#include "sudoku-library-private.h"
#include "sudoku-parse.h"
#include "sudoku-worker.h"

typedef struct
{
  SudokuVariant  variant;
  guint          level;
  SudokuSymmetry symmetry;
} Kind;

struct _SudokuReadyPool
{
  char                 *path;
  guint                 target;
  SudokuReadyPoolAdded  added;
  gpointer              user_data;

  GMutex                lock;
  GCond                 wake;
  GArray               *kinds;    /* of Kind, under lock */
  gboolean              woken;    /* under lock */
  gboolean              stopping; /* under lock */
  GCancellable         *cancellable;
  GThread              *thread;
  guint64               seed;
};

/**
 * sudoku_ready_pool_new:
 * @library_path: the library the worker opens for itself
 * @target: how many puzzles of each kind to keep ready
 * @added: (nullable): called in the worker after each puzzle stored
 * @user_data: for @added
 *
 * Returns: (transfer full): a pool, not started
 */
SudokuReadyPool *
sudoku_ready_pool_new (const char           *library_path,
                       guint                 target,
                       SudokuReadyPoolAdded  added,
                       gpointer              user_data)
{
  SudokuReadyPool *pool;

  g_return_val_if_fail (library_path != NULL, NULL);

  pool = g_new0 (SudokuReadyPool, 1);
  pool->path = g_strdup (library_path);
  pool->target = target;
  pool->added = added;
  pool->user_data = user_data;
  g_mutex_init (&pool->lock);
  g_cond_init (&pool->wake);
  pool->kinds = g_array_new (FALSE, FALSE, sizeof (Kind));
  pool->cancellable = g_cancellable_new ();
  pool->seed = (guint64) g_get_real_time ();
  return pool;
}

/* Asks for puzzles of one more kind; a kind asked for twice counts once. */
void
sudoku_ready_pool_add_kind (SudokuReadyPool *pool,
                            SudokuVariant    variant,
                            guint            level,
                            SudokuSymmetry   symmetry)
{
  Kind kind = { variant, level, symmetry };

  g_return_if_fail (pool != NULL);
  g_return_if_fail (level >= 1 && level <= 7);
  g_return_if_fail (symmetry < SUDOKU_N_SYMMETRIES);

  g_mutex_lock (&pool->lock);
  for (guint i = 0; i < pool->kinds->len; i++)
    {
      const Kind *known = &g_array_index (pool->kinds, Kind, i);

      if (known->variant == variant && known->level == level && known->symmetry == symmetry)
        {
          g_mutex_unlock (&pool->lock);
          return;
        }
    }
  g_array_append_val (pool->kinds, kind);
  pool->woken = TRUE;
  g_cond_signal (&pool->wake);
  g_mutex_unlock (&pool->lock);
}

/* The kind that most needs a puzzle, or FALSE when all have enough. */
static gboolean
pick_kind (SudokuReadyPool *pool,
           SudokuLibrary   *library,
           Kind            *picked)
{
  g_autoptr(GArray) kinds = NULL;
  guint fewest = G_MAXUINT;

  g_mutex_lock (&pool->lock);
  kinds = g_array_copy (pool->kinds);
  g_mutex_unlock (&pool->lock);

  for (guint i = 0; i < kinds->len; i++)
    {
      const Kind *kind = &g_array_index (kinds, Kind, i);
      g_autoptr(GError) error = NULL;
      guint count;

      if (!sudoku_library_count_ready (library, kind->variant, kind->level,
                                       sudoku_symmetry_to_string (kind->symmetry), &count, &error))
        {
          g_warning ("Cannot count the ready puzzles: %s", error->message);
          return FALSE;
        }
      if (count < pool->target && count < fewest)
        {
          fewest = count;
          *picked = *kind;
        }
    }
  return fewest != G_MAXUINT;
}

static gboolean
make_one (SudokuReadyPool *pool,
          SudokuLibrary   *library,
          const Kind      *kind)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  SudokuGenerateOptions options;
  SudokuLibraryReady ready = { 0, };

  sudoku_generate_options_init (&options);
  options.variant = kind->variant;
  options.level = kind->level;
  options.symmetry = kind->symmetry;
  options.seed = sudoku_generate_seed_for_index (pool->seed, 0);
  pool->seed = options.seed;
  /* Made as a puzzle generated into a level is. */
  puzzle = _sudoku_library_generate_puzzle (&options, pool->cancellable, &error);
  if (puzzle == NULL)
    return FALSE;

  ready.variant = kind->variant;
  ready.level = puzzle->computed_level;
  g_strlcpy (ready.symmetry, sudoku_symmetry_to_string (kind->symmetry), sizeof ready.symmetry);
  g_strlcpy (ready.givens, puzzle->givens, sizeof ready.givens);
  ready.score = puzzle->score;
  ready.se = puzzle->se;
  if (!sudoku_library_add_ready (library, &ready, &error))
    {
      g_warning ("Cannot keep a ready puzzle: %s", error->message);
      return FALSE;
    }
  if (pool->added != NULL)
    pool->added (kind->variant, kind->level, kind->symmetry, pool->user_data);
  return TRUE;
}

static gpointer
pool_thread (gpointer data)
{
  SudokuReadyPool *pool = data;
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;

  /* This one yields to the window and to the solver's workers. */
  sudoku_worker_lower_priority (SUDOKU_WORKER_IDLE);

  library = sudoku_library_open (pool->path, SUDOKU_LIBRARY_OPEN_WRITE, &error);
  if (library == NULL)
    {
      g_warning ("The ready puzzles cannot be kept: %s", error->message);
      return NULL;
    }

  for (;;)
    {
      Kind kind;
      gboolean stopping;

      g_mutex_lock (&pool->lock);
      stopping = pool->stopping;
      g_mutex_unlock (&pool->lock);
      if (stopping)
        break;
      if (pick_kind (pool, library, &kind))
        {
          if (!make_one (pool, library, &kind) && !g_cancellable_is_cancelled (pool->cancellable))
            {
              /* The database failed: try again later rather than spin. */
              g_mutex_lock (&pool->lock);
              if (!pool->stopping)
                g_cond_wait_until (&pool->wake, &pool->lock,
                                   g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND);
              g_mutex_unlock (&pool->lock);
            }
          continue;
        }

      g_mutex_lock (&pool->lock);
      while (!pool->woken && !pool->stopping)
        g_cond_wait (&pool->wake, &pool->lock);
      pool->woken = FALSE;
      g_mutex_unlock (&pool->lock);
    }
  return NULL;
}

/* Starts the worker; nothing happens when it runs already. */
void
sudoku_ready_pool_start (SudokuReadyPool *pool)
{
  g_return_if_fail (pool != NULL);

  if (pool->thread != NULL)
    return;
  g_mutex_lock (&pool->lock);
  pool->stopping = FALSE;
  g_mutex_unlock (&pool->lock);
  g_cancellable_reset (pool->cancellable);
  pool->thread = g_thread_new ("ready-pool", pool_thread, pool);
}

/* Says a puzzle was taken: the worker looks at the counts again. */
void
sudoku_ready_pool_wake (SudokuReadyPool *pool)
{
  g_return_if_fail (pool != NULL);

  g_mutex_lock (&pool->lock);
  pool->woken = TRUE;
  g_cond_signal (&pool->wake);
  g_mutex_unlock (&pool->lock);
}

/* Stops the worker, cancelling the puzzle it is making, and waits for
 * it; the puzzles stored stay. */
void
sudoku_ready_pool_stop (SudokuReadyPool *pool)
{
  g_return_if_fail (pool != NULL);

  if (pool->thread == NULL)
    return;
  g_mutex_lock (&pool->lock);
  pool->stopping = TRUE;
  g_cond_signal (&pool->wake);
  g_mutex_unlock (&pool->lock);
  g_cancellable_cancel (pool->cancellable);
  g_thread_join (pool->thread);
  pool->thread = NULL;
}

void
sudoku_ready_pool_free (SudokuReadyPool *pool)
{
  if (pool == NULL)
    return;

  sudoku_ready_pool_stop (pool);
  g_clear_object (&pool->cancellable);
  g_array_unref (pool->kinds);
  g_cond_clear (&pool->wake);
  g_mutex_clear (&pool->lock);
  g_free (pool->path);
  g_free (pool);
}
