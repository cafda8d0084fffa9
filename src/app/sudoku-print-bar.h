/* sudoku-print-bar.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-export.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_PRINT_BAR (sudoku_print_bar_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPrintBar, sudoku_print_bar, SUDOKU, PRINT_BAR, GtkBox)

void     sudoku_print_bar_print       (SudokuPrintBar          *self,
                                       GPtrArray               *items,
                                       SudokuExportWhat         what,
                                       gboolean                 unique,
                                       GtkPrintOperationAction  action,
                                       const char              *export_filename);
gboolean sudoku_print_bar_get_running (SudokuPrintBar          *self);
void     sudoku_print_bar_cancel      (SudokuPrintBar          *self);

G_END_DECLS
