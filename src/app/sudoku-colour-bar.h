/* sudoku-colour-bar.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-game-colouring.h"
#include "sudoku-grid-view.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_COLOUR_BAR (sudoku_colour_bar_get_type ())

G_DECLARE_FINAL_TYPE (SudokuColourBar, sudoku_colour_bar, SUDOKU, COLOUR_BAR, GtkBox)

GtkWidget   *sudoku_colour_bar_new             (void);
void         sudoku_colour_bar_set_grid_view   (SudokuColourBar    *self,
                                                SudokuGridView     *grid_view);
guint        sudoku_colour_bar_get_colour      (SudokuColourBar    *self);
void         sudoku_colour_bar_set_colour      (SudokuColourBar    *self,
                                                guint               colour);
SudokuColourTarget
             sudoku_colour_bar_get_target      (SudokuColourBar    *self);
void         sudoku_colour_bar_set_target      (SudokuColourBar    *self,
                                                SudokuColourTarget  target);
guint        sudoku_colour_bar_get_digit       (SudokuColourBar    *self);
void         sudoku_colour_bar_set_digit       (SudokuColourBar    *self,
                                                guint               digit);
const char  *sudoku_colour_bar_get_verdict     (SudokuColourBar    *self);

G_END_DECLS
