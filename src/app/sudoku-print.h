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

G_END_DECLS
