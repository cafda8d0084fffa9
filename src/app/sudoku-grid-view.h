/* sudoku-grid-view.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_GRID_VIEW (sudoku_grid_view_get_type ())

G_DECLARE_FINAL_TYPE (SudokuGridView, sudoku_grid_view, SUDOKU, GRID_VIEW, GtkWidget)

GtkWidget         *sudoku_grid_view_new                 (void);
const SudokuBoard *sudoku_grid_view_get_board           (SudokuGridView    *self);
void               sudoku_grid_view_set_board           (SudokuGridView    *self,
                                                         const SudokuBoard *board);
gboolean           sudoku_grid_view_get_show_candidates (SudokuGridView    *self);
void               sudoku_grid_view_set_show_candidates (SudokuGridView    *self,
                                                         gboolean           show_candidates);

G_END_DECLS
