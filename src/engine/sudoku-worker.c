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
