/* sudoku-preview.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-session.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_PREVIEW (sudoku_preview_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPreview, sudoku_preview, SUDOKU, PREVIEW, GObject)

void sudoku_preview_attach       (SudokuPreview *self,
                                  SudokuSession *session);
int  sudoku_preview_get_index    (SudokuPreview *self);
void sudoku_preview_show_move    (SudokuPreview *self,
                                  int            index);
void sudoku_preview_show_present (SudokuPreview *self);

gboolean sudoku_preview_shows_past (SudokuPreview *self);
gboolean sudoku_preview_can_step  (SudokuPreview *self,
                                   int            delta);
gboolean sudoku_preview_step      (SudokuPreview *self,
                                   int            delta);

G_END_DECLS
