/* sudoku-scan-photo.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-vision.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SCAN_PHOTO (sudoku_scan_photo_get_type ())

G_DECLARE_FINAL_TYPE (SudokuScanPhoto, sudoku_scan_photo, SUDOKU, SCAN_PHOTO, GtkWidget)

GtkWidget *sudoku_scan_photo_new          (void);
void       sudoku_scan_photo_set_texture  (SudokuScanPhoto         *self,
                                           GdkTexture              *texture);
GdkTexture *sudoku_scan_photo_get_texture (SudokuScanPhoto         *self);
void       sudoku_scan_photo_set_corners  (SudokuScanPhoto         *self,
                                           const SudokuVisionPoint *corners);
const SudokuVisionPoint *
           sudoku_scan_photo_get_corners  (SudokuScanPhoto         *self);
void       sudoku_scan_photo_move_corner  (SudokuScanPhoto         *self,
                                           guint                    corner,
                                           double                   dx,
                                           double                   dy);
int        sudoku_scan_photo_get_active   (SudokuScanPhoto         *self);
gboolean   sudoku_scan_photo_press_key    (SudokuScanPhoto         *self,
                                           guint                    keyval,
                                           GdkModifierType          state);

G_END_DECLS
