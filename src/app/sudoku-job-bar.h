/* sudoku-job-bar.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_JOB_BAR (sudoku_job_bar_get_type ())

G_DECLARE_FINAL_TYPE (SudokuJobBar, sudoku_job_bar, SUDOKU, JOB_BAR, GtkWidget)

void     sudoku_job_bar_start        (SudokuJobBar *self,
                                      const char   *text,
                                      gboolean      pulse);
void     sudoku_job_bar_set_text     (SudokuJobBar *self,
                                      const char   *text);
void     sudoku_job_bar_set_progress (SudokuJobBar *self,
                                      const char   *text,
                                      double        fraction);
void     sudoku_job_bar_stop         (SudokuJobBar *self);
gboolean sudoku_job_bar_get_shown    (SudokuJobBar *self);

char    *sudoku_job_bar_format_time_left (gint64 elapsed_us,
                                          double fraction);

G_END_DECLS
