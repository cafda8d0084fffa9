/* test-jobs.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* SudokuJobs: the jobs a view owns, by slot or many at once, and their
 * cancellables (src/library/sudoku-jobs.c). No display. */

#include "sudoku-jobs.h"
#include "test-utils.h"

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_jobs_slots (void)
{
  g_autoptr(SudokuJobs) jobs = sudoku_jobs_new ();
  g_autoptr(GCancellable) first = NULL;
  GCancellable *second;
  guint n_notify = 0;

  g_signal_connect (jobs, "notify::busy", G_CALLBACK (count_notify_cb), &n_notify);
  g_assert_false (sudoku_jobs_get_busy (jobs));
  g_assert_null (sudoku_jobs_get_cancellable (jobs, "read"));

  first = g_object_ref (sudoku_jobs_start (jobs, "read"));
  g_assert_true (sudoku_jobs_get_busy (jobs));
  g_assert_true (sudoku_jobs_is_running (jobs, "read"));
  g_assert_false (sudoku_jobs_is_running (jobs, "other"));
  g_assert_true (sudoku_jobs_get_cancellable (jobs, "read") == first);
  g_assert_cmpuint (n_notify, ==, 1);

  /* A new job in the slot cancels the one before. */
  second = sudoku_jobs_start (jobs, "read");
  g_assert_true (second != first);
  g_assert_true (g_cancellable_is_cancelled (first));
  g_assert_false (g_cancellable_is_cancelled (second));
  g_assert_true (sudoku_jobs_get_cancellable (jobs, "read") == second);
  g_assert_cmpuint (n_notify, ==, 1);

  /* Done frees the slot. */
  sudoku_jobs_done (jobs, "read");
  g_assert_false (sudoku_jobs_is_running (jobs, "read"));
  g_assert_false (sudoku_jobs_get_busy (jobs));
  g_assert_cmpuint (n_notify, ==, 2);

  /* Cancel stops the job and frees the slot; nothing to cancel is
   * nothing. */
  second = sudoku_jobs_start (jobs, "read");
  g_object_ref (second);
  sudoku_jobs_cancel (jobs, "read");
  g_assert_true (g_cancellable_is_cancelled (second));
  g_assert_false (sudoku_jobs_get_busy (jobs));
  g_object_unref (second);
  sudoku_jobs_cancel (jobs, "read");
  g_assert_cmpuint (n_notify, ==, 4);
}

static void
test_jobs_many (void)
{
  g_autoptr(SudokuJobs) jobs = sudoku_jobs_new ();
  GCancellable *a, *b;

  a = sudoku_jobs_start (jobs, NULL);
  b = sudoku_jobs_start (jobs, NULL);
  /* The writes share one cancellable, and none cancels another. */
  g_assert_true (a == b);
  g_assert_false (g_cancellable_is_cancelled (a));
  g_assert_true (sudoku_jobs_is_running (jobs, NULL));
  sudoku_jobs_done (jobs, NULL);
  g_assert_true (sudoku_jobs_get_busy (jobs));
  sudoku_jobs_done (jobs, NULL);
  g_assert_false (sudoku_jobs_get_busy (jobs));
  g_assert_false (sudoku_jobs_is_running (jobs, NULL));
}

static void
test_jobs_cancel_all (void)
{
  g_autoptr(SudokuJobs) jobs = sudoku_jobs_new ();
  g_autoptr(GCancellable) read = NULL;
  g_autoptr(GCancellable) write = NULL;
  GCancellable *late;

  read = g_object_ref (sudoku_jobs_start (jobs, "read"));
  write = g_object_ref (sudoku_jobs_start (jobs, NULL));
  sudoku_jobs_cancel_all (jobs);
  g_assert_true (g_cancellable_is_cancelled (read));
  g_assert_true (g_cancellable_is_cancelled (write));
  g_assert_false (sudoku_jobs_is_running (jobs, "read"));
  /* The write's callback still says it is done. */
  g_assert_true (sudoku_jobs_get_busy (jobs));
  sudoku_jobs_done (jobs, NULL);
  g_assert_false (sudoku_jobs_get_busy (jobs));

  /* What starts after is cancelled at once, and takes no slot. */
  late = sudoku_jobs_start (jobs, "read");
  g_assert_true (g_cancellable_is_cancelled (late));
  g_assert_false (sudoku_jobs_is_running (jobs, "read"));
}

/* An async call in a slot, superseded: its callback sees the
 * cancellation and leaves the slot to the job after it. */

static void
wait_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  GCancellable *release = data;

  /* Until the test lets it go, or it is cancelled. */
  while (!g_cancellable_is_cancelled (release) && !g_cancellable_is_cancelled (cancellable))
    g_usleep (1000);
  g_task_return_boolean (task, TRUE);
}

typedef struct
{
  SudokuJobs *jobs;
  guint       n_cancelled;
  guint       n_done;
} Owner;

static void
waited_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Owner *owner = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      owner->n_cancelled++;
      return;
    }
  sudoku_jobs_done (owner->jobs, "wait");
  owner->n_done++;
}

static gboolean
has_cancelled (gpointer data)
{
  return ((Owner *) data)->n_cancelled >= 1;
}

static gboolean
has_done (gpointer data)
{
  return ((Owner *) data)->n_done >= 1;
}

static void
start_wait (Owner        *owner,
            GCancellable *release)
{
  g_autoptr(GTask) task = g_task_new (NULL, sudoku_jobs_start (owner->jobs, "wait"), waited_cb,
                                      owner);

  g_task_set_task_data (task, g_object_ref (release), g_object_unref);
  g_task_run_in_thread (task, wait_thread);
}

static void
test_jobs_async (void)
{
  g_autoptr(SudokuJobs) jobs = sudoku_jobs_new ();
  g_autoptr(GCancellable) release = g_cancellable_new ();
  Owner owner = { jobs, 0, 0 };

  start_wait (&owner, release);
  start_wait (&owner, release);
  iterate_until (has_cancelled, &owner);
  /* The second job holds the slot still. */
  g_assert_true (sudoku_jobs_is_running (jobs, "wait"));
  g_assert_cmpuint (owner.n_done, ==, 0);

  g_cancellable_cancel (release);
  iterate_until (has_done, &owner);
  g_assert_cmpuint (owner.n_cancelled, ==, 1);
  g_assert_false (sudoku_jobs_get_busy (jobs));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/jobs/slots", test_jobs_slots);
  g_test_add_func ("/jobs/many", test_jobs_many);
  g_test_add_func ("/jobs/cancel-all", test_jobs_cancel_all);
  g_test_add_func ("/jobs/async", test_jobs_async);

  return g_test_run ();
}
