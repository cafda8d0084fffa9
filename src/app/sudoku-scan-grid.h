/* sudoku-scan-grid.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-scan-review.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SCAN_GRID (sudoku_scan_grid_get_type ())

G_DECLARE_FINAL_TYPE (SudokuScanGrid, sudoku_scan_grid, SUDOKU, SCAN_GRID, GtkWidget)

GtkWidget *sudoku_scan_grid_new        (SudokuScanReview *review);
int        sudoku_scan_grid_get_cursor (SudokuScanGrid   *self);
void       sudoku_scan_grid_set_cursor (SudokuScanGrid   *self,
                                        int               cell);
gboolean   sudoku_scan_grid_press_key  (SudokuScanGrid   *self,
                                        guint             keyval,
                                        GdkModifierType   state);

G_END_DECLS
