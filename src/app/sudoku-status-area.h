/* sudoku-status-area.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-session.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_STATUS_AREA (sudoku_status_area_get_type ())

G_DECLARE_FINAL_TYPE (SudokuStatusArea, sudoku_status_area, SUDOKU, STATUS_AREA, GtkBox)

SudokuSession *sudoku_status_area_get_session  (SudokuStatusArea *self);
void           sudoku_status_area_set_session  (SudokuStatusArea *self,
                                                SudokuSession    *session);
const char    *sudoku_status_area_get_status   (SudokuStatusArea *self);
const char    *sudoku_status_area_get_progress (SudokuStatusArea *self);

G_END_DECLS
