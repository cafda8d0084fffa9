/* sudoku-scan-window.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-scan-grid.h"
#include "sudoku-scan-photo.h"
#include "sudoku-scan-review.h"
#include "sudoku-session.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SCAN_WINDOW (sudoku_scan_window_get_type ())

G_DECLARE_FINAL_TYPE (SudokuScanWindow, sudoku_scan_window, SUDOKU, SCAN_WINDOW, AdwWindow)

SudokuScanWindow *sudoku_scan_window_new        (GtkWindow        *parent,
                                                 SudokuSession    *session);
void              sudoku_scan_window_read       (SudokuScanWindow *self,
                                                 GBytes           *image,
                                                 const char       *name);
SudokuScanReview *sudoku_scan_window_get_review (SudokuScanWindow *self);
SudokuScanPhoto  *sudoku_scan_window_get_photo  (SudokuScanWindow *self);
SudokuScanGrid   *sudoku_scan_window_get_grid   (SudokuScanWindow *self);

G_END_DECLS
