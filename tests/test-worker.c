/* test-worker.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The one worker-priority helper: a worker thread goes behind the
 * window (nice 10) or idle (19), and the thread that asked nothing of
 * it keeps its own priority. */

#define _GNU_SOURCE  /* gettid () */

#include "config.h"

#include <errno.h>
#include <sys/resource.h>
#include <unistd.h>

#include "sudoku-worker.h"

static int
own_nice_value (void)
{
  int value;

  errno = 0;
  value = getpriority (PRIO_PROCESS, (id_t) gettid ());
  g_assert_cmpint (errno, ==, 0);
  return value;
}

static gpointer
worker_thread (gpointer data)
{
  SudokuWorkerPriority priority = GPOINTER_TO_INT (data);

  sudoku_worker_lower_priority (priority);
  return GINT_TO_POINTER (own_nice_value ());
}

static void
test_priorities (void)
{
  int before = own_nice_value ();
  GThread *thread;

  /* Only lowering is allowed: a test run under nice may already be
   * lower than 10. */
  thread = g_thread_new ("behind", worker_thread,
                         GINT_TO_POINTER (SUDOKU_WORKER_BEHIND_WINDOW));
  g_assert_cmpint (GPOINTER_TO_INT (g_thread_join (thread)), ==, MAX (before, 10));
  thread = g_thread_new ("idle", worker_thread, GINT_TO_POINTER (SUDOKU_WORKER_IDLE));
  g_assert_cmpint (GPOINTER_TO_INT (g_thread_join (thread)), ==, 19);
  g_assert_cmpint (own_nice_value (), ==, before);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/worker/priorities", test_priorities);

  return g_test_run ();
}
