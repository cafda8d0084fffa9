/* sudoku-worker.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * SudokuWorkerPriority:
 * @SUDOKU_WORKER_BEHIND_WINDOW: a job the user waits for (solving,
 *   rating, a new puzzle): it yields to the main loop and the display
 *   server on a busy machine
 * @SUDOKU_WORKER_IDLE: a job nobody waits for (the ready puzzles kept
 *   in stock): it yields to everything else
 */
typedef enum {
  SUDOKU_WORKER_BEHIND_WINDOW,
  SUDOKU_WORKER_IDLE,
} SudokuWorkerPriority;

void sudoku_worker_lower_priority (SudokuWorkerPriority  priority);
void sudoku_worker_run_later      (GMainContext         *context,
                                   GSourceFunc           function,
                                   gpointer              data,
                                   GDestroyNotify        notify,
                                   const char           *name);

G_END_DECLS
