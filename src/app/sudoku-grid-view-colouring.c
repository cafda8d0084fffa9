/* sudoku-grid-view-colouring.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The user's colouring on SudokuGridView: the colours drawn (the game's,
 * or those of a move shown in the history or a replay), and which
 * candidate lies under the pointer, for the colouring tool
 * (sudoku-colour-bar.c). */

#define G_LOG_DOMAIN "nanpure-grid-view"

#include "config.h"

#include "sudoku-grid-view-private.h"

#include <math.h>

#include "sudoku-render.h"

/**
 * sudoku_grid_view_set_colouring:
 * @self: a grid view
 * @colouring: (nullable): the colours to draw; %NULL for none
 *
 * The colours the grid draws, until the game changes (then the game's).
 */
void
sudoku_grid_view_set_colouring (SudokuGridView        *self,
                                const SudokuColouring *colouring)
{
  SudokuColouring none = { { 0 } };

  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (colouring == NULL)
    colouring = &none;
  if (sudoku_colouring_equal (&self->colouring, colouring))
    return;
  self->colouring = *colouring;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * sudoku_grid_view_candidate_at:
 * @self: a grid view
 * @x: a point in the view's coordinates
 * @y: likewise
 * @cell: (out): the cell under it
 * @digit: (out): the candidate whose square is under it, 1–9
 *
 * Returns: %TRUE when the point is on the grid
 */
gboolean
sudoku_grid_view_candidate_at (SudokuGridView *self,
                               double          x,
                               double          y,
                               guint          *cell,
                               guint          *digit)
{
  int left, top, side;
  int found;
  double column, row;

  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), FALSE);

  _sudoku_grid_view_get_grid_area (self, &left, &top, &side);
  found = sudoku_render_cell_at (side, x - left, y - top);
  if (found < 0)
    return FALSE;
  /* The place within the cell, in thirds. */
  column = (x - left) * 9 / side - sudoku_cell_column (found);
  row = (y - top) * 9 / side - sudoku_cell_row (found);
  *cell = found;
  *digit = 1 + CLAMP ((int) floor (row * 3), 0, 2) * 3 + CLAMP ((int) floor (column * 3), 0, 2);
  return TRUE;
}
