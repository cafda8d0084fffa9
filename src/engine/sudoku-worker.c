/* sudoku-worker.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define _GNU_SOURCE  /* gettid () */

#include "config.h"

#include "sudoku-worker.h"

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

/**
 * sudoku_worker_lower_priority:
 * @priority: how far behind the window the calling thread goes
 *
 * Lowers the CPU priority of the calling thread (a worker's first
 * call): nice 10 behind the window, 19 when idle. Linux gives each
 * thread its own nice value, so the main thread keeps its own; elsewhere
 * this does nothing.
 */
void
sudoku_worker_lower_priority (SudokuWorkerPriority priority)
{
#ifdef __linux__
  int nice_value = priority == SUDOKU_WORKER_IDLE ? 19 : 10;

  setpriority (PRIO_PROCESS, (id_t) gettid (), nice_value);
#endif
}

/**
 * sudoku_worker_run_later:
 * @context: the context whose thread runs @function (a worker's caller's)
 * @function: what to run there, once
 * @data: its argument
 * @notify: (nullable): frees @data afterwards
 * @name: the source's name, a static string
 *
 * A worker's way to hand something to the thread that started it:
 * @function always runs later, in @context's thread. Unlike
 * g_main_context_invoke(), never at once in the calling thread, which
 * that function does whenever no thread is iterating @context at the
 * moment (the main thread busy elsewhere): a worker would then run the
 * main thread's code, on objects only that thread may touch. Sources of
 * one priority run in the order they were added, so a worker's messages
 * arrive in order and before its task's result.
 */
void
sudoku_worker_run_later (GMainContext   *context,
                         GSourceFunc     function,
                         gpointer        data,
                         GDestroyNotify  notify,
                         const char     *name)
{
  GSource *source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, function, data, notify);
  g_source_set_static_name (source, name);
  g_source_attach (source, context);
  g_source_unref (source);
}
