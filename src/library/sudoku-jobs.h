/* sudoku-jobs.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_JOBS (sudoku_jobs_get_type ())

G_DECLARE_FINAL_TYPE (SudokuJobs, sudoku_jobs, SUDOKU, JOBS, GObject)

SudokuJobs   *sudoku_jobs_new        (void);
GCancellable *sudoku_jobs_start      (SudokuJobs *self,
                                      const char *slot);
void          sudoku_jobs_done       (SudokuJobs *self,
                                      const char *slot);
gboolean      sudoku_jobs_is_running (SudokuJobs *self,
                                      const char *slot);
GCancellable *sudoku_jobs_get_cancellable (SudokuJobs *self,
                                           const char *slot);
void          sudoku_jobs_cancel     (SudokuJobs *self,
                                      const char *slot);
void          sudoku_jobs_cancel_all (SudokuJobs *self);
gboolean      sudoku_jobs_get_busy   (SudokuJobs *self);

G_END_DECLS
