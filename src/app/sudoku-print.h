/* sudoku-print.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-export.h"

G_BEGIN_DECLS

GtkPrintOperation       *sudoku_print_operation_new (GPtrArray                  *items,
                                                     const SudokuExportOptions  *options);
void                     sudoku_print_operation_add_what_choice (GtkPrintOperation *operation);
GtkPrintOperationResult  sudoku_print_run           (GtkWindow                  *parent,
                                                     GPtrArray                  *items,
                                                     const SudokuExportOptions  *options,
                                                     GtkPrintOperationAction     action,
                                                     const char                 *export_filename,
                                                     GError                    **error);

/**
 * SudokuPrintProgress:
 * @window: the parent window, still there
 * @done: the puzzles prepared
 * @total: all of them (never 0)
 * @user_data: the caller's data
 */
typedef void (*SudokuPrintProgress) (GtkWindow    *window,
                                     guint         done,
                                     guint         total,
                                     gpointer      user_data);
/**
 * SudokuPrintDone:
 * @window: the parent window, still there
 * @error: (nullable): %NULL once the preparation has ended (before the
 *   print operation runs); then, on failure, why the pages could not be
 *   prepared or printed
 * @user_data: the caller's data
 */
typedef void (*SudokuPrintDone)     (GtkWindow    *window,
                                     const GError *error,
                                     gpointer      user_data);

void                     sudoku_print_prepare_and_run (GtkWindow                 *parent,
                                                       GPtrArray                 *items,
                                                       const SudokuExportOptions *options,
                                                       SudokuExportWhat           what,
                                                       gboolean                   what_choice,
                                                       GtkPrintOperationAction    action,
                                                       const char                *export_filename,
                                                       GCancellable              *cancellable,
                                                       SudokuPrintProgress        progress,
                                                       SudokuPrintDone            done,
                                                       gpointer                   user_data,
                                                       GDestroyNotify             destroy);

G_END_DECLS
