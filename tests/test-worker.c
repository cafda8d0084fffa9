/* test-worker.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The worker helpers: a worker thread goes behind the window (nice 10)
 * or idle (19), and the thread that asked nothing of it keeps its own
 * priority; what a worker hands to the main thread runs there, later,
 * in order. */

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

typedef struct
{
  GThread *ran_in;
  guint    order[3];
  guint    n_ran;
  guint    n_freed;
} Handed;

typedef struct
{
  Handed *handed;
  guint   index;
} Message;

static gboolean
message_cb (gpointer data)
{
  Message *message = data;

  message->handed->ran_in = g_thread_self ();
  message->handed->order[message->handed->n_ran++] = message->index;
  return G_SOURCE_REMOVE;
}

static void
message_free (gpointer data)
{
  Message *message = data;

  message->handed->n_freed++;
  g_free (message);
}

static gpointer
hand_over_thread (gpointer data)
{
  Handed *handed = data;

  for (guint i = 0; i < G_N_ELEMENTS (handed->order); i++)
    {
      Message *message = g_new (Message, 1);

      *message = (Message) { handed, i };
      sudoku_worker_run_later (g_main_context_default (), message_cb, message, message_free,
                               "[nanpure] test message");
    }
  return NULL;
}

/* A worker hands messages to the main thread while nobody iterates the
 * main context (g_main_context_invoke() would then run them at once in
 * the worker): they wait, and run in order in the main thread. */
static void
test_run_later (void)
{
  Handed handed = { NULL, { 0 }, 0, 0 };
  GThread *thread = g_thread_new ("hand-over", hand_over_thread, &handed);

  g_thread_join (thread);
  g_assert_cmpuint (handed.n_ran, ==, 0);
  g_assert_null (handed.ran_in);
  while (handed.n_freed < G_N_ELEMENTS (handed.order))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (handed.n_ran, ==, 3);
  g_assert_true (handed.ran_in == g_thread_self ());
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (handed.order[i], ==, i);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/worker/priorities", test_priorities);
  g_test_add_func ("/nanpure/worker/run-later", test_run_later);

  return g_test_run ();
}
