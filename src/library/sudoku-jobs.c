/* sudoku-jobs.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-jobs.h"

/* The asynchronous jobs an object has going on, with their
 * cancellables: what a view owns instead of a cancellable a job and a
 * count of writes (docs/ARCHITECTURE.md, "Keeping self across async
 * calls"). A job runs in a named slot, one at a time there (a new one
 * cancels the one before: the solves of another selection, another
 * "Show in Library"), or as one of many without a slot (writes, which
 * all share one cancellable). #SudokuJobs:busy says whether any runs;
 * sudoku_jobs_cancel_all() (the owner's dispose) cancels them all, and
 * what starts after that starts cancelled.
 *
 * The callbacks hold their owner weakly (sudoku-weak-ref.h); the
 * callback of a job that ends tells sudoku_jobs_done(); that of a
 * cancelled job does not: its slot is another job's by then, or the
 * owner is gone. */

struct _SudokuJobs
{
  GObject       parent_instance;

  /* Slot name -> its job's GCancellable. */
  GHashTable   *slots;
  /* The jobs without a slot: how many, and their one cancellable. */
  guint         n_many;
  GCancellable *many;
  gboolean      cancelled;
};

G_DEFINE_FINAL_TYPE (SudokuJobs, sudoku_jobs, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
notify_if_changed (SudokuJobs *self,
                   gboolean    was_busy)
{
  if (was_busy != sudoku_jobs_get_busy (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
sudoku_jobs_dispose (GObject *object)
{
  SudokuJobs *self = SUDOKU_JOBS (object);

  sudoku_jobs_cancel_all (self);

  G_OBJECT_CLASS (sudoku_jobs_parent_class)->dispose (object);
}

static void
sudoku_jobs_finalize (GObject *object)
{
  SudokuJobs *self = SUDOKU_JOBS (object);

  g_clear_pointer (&self->slots, g_hash_table_unref);
  g_clear_object (&self->many);

  G_OBJECT_CLASS (sudoku_jobs_parent_class)->finalize (object);
}

static void
sudoku_jobs_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SudokuJobs *self = SUDOKU_JOBS (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, sudoku_jobs_get_busy (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_jobs_class_init (SudokuJobsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sudoku_jobs_dispose;
  object_class->finalize = sudoku_jobs_finalize;
  object_class->get_property = sudoku_jobs_get_property;

  /**
   * SudokuJobs:busy:
   *
   * Whether a job runs, in a slot or without one.
   */
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_jobs_init (SudokuJobs *self)
{
  self->slots = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->many = g_cancellable_new ();
}

SudokuJobs *
sudoku_jobs_new (void)
{
  return g_object_new (SUDOKU_TYPE_JOBS, NULL);
}

/**
 * sudoku_jobs_start:
 * @slot: (nullable): the job's slot; %NULL for one of many at once
 *
 * A job starts: in @slot, the job before it there is cancelled first.
 * Once sudoku_jobs_cancel_all() was called, the cancellable comes
 * cancelled.
 *
 * Returns: (transfer none): the job's cancellable, for its async call;
 *   valid until the job is done or cancelled
 */
GCancellable *
sudoku_jobs_start (SudokuJobs *self,
                   const char *slot)
{
  gboolean was_busy;
  GCancellable *cancellable;

  g_return_val_if_fail (SUDOKU_IS_JOBS (self), NULL);

  was_busy = sudoku_jobs_get_busy (self);
  if (slot == NULL)
    {
      self->n_many++;
      cancellable = self->many;
    }
  else if (self->cancelled)
    /* Cancelled from the start: its callback leaves the slot be. */
    cancellable = self->many;
  else
    {
      GCancellable *before = g_hash_table_lookup (self->slots, slot);

      if (before != NULL)
        g_cancellable_cancel (before);
      cancellable = g_cancellable_new ();
      g_hash_table_replace (self->slots, g_strdup (slot), cancellable);
    }
  notify_if_changed (self, was_busy);
  return cancellable;
}

/**
 * sudoku_jobs_done:
 * @slot: (nullable): as given to sudoku_jobs_start()
 *
 * The job of @slot, or one of the many, has ended (its callback ran).
 * Not for a cancelled job: sudoku_jobs_cancel() freed its slot.
 */
void
sudoku_jobs_done (SudokuJobs *self,
                  const char *slot)
{
  gboolean was_busy;

  g_return_if_fail (SUDOKU_IS_JOBS (self));

  was_busy = sudoku_jobs_get_busy (self);
  if (slot == NULL)
    {
      g_return_if_fail (self->n_many > 0);
      self->n_many--;
    }
  else
    g_hash_table_remove (self->slots, slot);
  notify_if_changed (self, was_busy);
}

/**
 * sudoku_jobs_is_running:
 * @slot: (nullable): a slot; %NULL for the jobs without one
 *
 * Returns: whether a job of @slot runs
 */
gboolean
sudoku_jobs_is_running (SudokuJobs *self,
                        const char *slot)
{
  g_return_val_if_fail (SUDOKU_IS_JOBS (self), FALSE);

  if (slot == NULL)
    return self->n_many > 0;
  return g_hash_table_contains (self->slots, slot);
}

/**
 * sudoku_jobs_get_cancellable:
 * @slot: a slot
 *
 * For a job of several async calls one after another: the next call
 * takes the cancellable of the first.
 *
 * Returns: (transfer none) (nullable): the cancellable of the job of
 *   @slot, or %NULL when none runs there
 */
GCancellable *
sudoku_jobs_get_cancellable (SudokuJobs *self,
                             const char *slot)
{
  g_return_val_if_fail (SUDOKU_IS_JOBS (self), NULL);
  g_return_val_if_fail (slot != NULL, NULL);

  return g_hash_table_lookup (self->slots, slot);
}

/**
 * sudoku_jobs_cancel:
 * @slot: a slot
 *
 * Cancels the job of @slot, if one runs, and frees the slot: the job's
 * callback sees the cancellation and leaves its owner be.
 */
void
sudoku_jobs_cancel (SudokuJobs *self,
                    const char *slot)
{
  GCancellable *cancellable;
  gboolean was_busy;

  g_return_if_fail (SUDOKU_IS_JOBS (self));
  g_return_if_fail (slot != NULL);

  was_busy = sudoku_jobs_get_busy (self);
  cancellable = g_hash_table_lookup (self->slots, slot);
  if (cancellable == NULL)
    return;
  g_cancellable_cancel (cancellable);
  g_hash_table_remove (self->slots, slot);
  notify_if_changed (self, was_busy);
}

/**
 * sudoku_jobs_cancel_all:
 *
 * Cancels every job, those without a slot too, and what starts later:
 * for the owner's dispose. The count of the jobs without a slot stays
 * until their callbacks say they are done.
 */
void
sudoku_jobs_cancel_all (SudokuJobs *self)
{
  GHashTableIter iter;
  gpointer cancellable;
  gboolean was_busy;

  g_return_if_fail (SUDOKU_IS_JOBS (self));

  was_busy = sudoku_jobs_get_busy (self);
  self->cancelled = TRUE;
  g_cancellable_cancel (self->many);
  g_hash_table_iter_init (&iter, self->slots);
  while (g_hash_table_iter_next (&iter, NULL, &cancellable))
    {
      g_cancellable_cancel (cancellable);
      g_hash_table_iter_remove (&iter);
    }
  notify_if_changed (self, was_busy);
}

/**
 * sudoku_jobs_get_busy:
 *
 * Returns: whether a job runs
 */
gboolean
sudoku_jobs_get_busy (SudokuJobs *self)
{
  g_return_val_if_fail (SUDOKU_IS_JOBS (self), FALSE);

  return self->n_many > 0 || g_hash_table_size (self->slots) > 0;
}
