/* sudoku-print-preview.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_PRINT_PREVIEW (sudoku_print_preview_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPrintPreview, sudoku_print_preview, SUDOKU, PRINT_PREVIEW, AdwWindow)

SudokuPrintPreview *sudoku_print_preview_new            (GtkPrintOperation  *operation,
                                                         GtkPrintContext    *context,
                                                         GtkWindow          *parent);
gboolean            sudoku_print_preview_get_ready      (SudokuPrintPreview *self);
guint               sudoku_print_preview_get_n_pages    (SudokuPrintPreview *self);
guint               sudoku_print_preview_get_page       (SudokuPrintPreview *self);
void                sudoku_print_preview_set_page       (SudokuPrintPreview *self,
                                                         guint               page);
void                sudoku_print_preview_draw_page      (SudokuPrintPreview *self,
                                                         cairo_t            *cr,
                                                         int                 width,
                                                         int                 height);
GtkPageSetup       *sudoku_print_preview_dup_page_setup (SudokuPrintPreview *self);

G_END_DECLS
