/* sudoku-logic.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-cells.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

/**
 * SudokuGrid:
 * @board: values and the current candidates (the user's pencil marks or
 *   computed ones); only candidates of empty cells count
 * @houses: the variant's houses (rules first, then implied houses)
 * @house_cells: each house's cells as a set
 * @peers: each cell's peers (sharing a rule house) as a set
 * @empty: the cells without a value
 * @digit_cells: for digits 1–9, the empty cells that still have the digit
 *   as a candidate (index 0 unused)
 * @unique: %TRUE when the puzzle is known to have exactly one solution,
 *   which the uniqueness techniques require
 * @als_nodes: whether the grouped nice loops and AICs may also use ALS
 *   nodes (%TRUE after sudoku_grid_init()). That second search costs
 *   several times the first; like HoDoKu's solver, the solving path
 *   leaves it out.
 *
 * What the techniques look at: a board and its derived sets, built once
 * per step by sudoku_grid_init().
 */
typedef struct
{
  SudokuBoard            board;
  const SudokuHouseList *houses;
  SudokuCells            house_cells[SUDOKU_MAX_HOUSES];
  SudokuCells            peers[SUDOKU_N_CELLS];
  SudokuCells            empty;
  SudokuCells            digit_cells[10];
  gboolean               unique;
  gboolean               als_nodes;
  /* Checked by the long searches (Sudoku Explainer's chains) while they
   * run; %NULL by sudoku_grid_init(). A cancelled search finds nothing. */
  GCancellable          *cancellable;
} SudokuGrid;

void sudoku_grid_init (SudokuGrid        *grid,
                       const SudokuBoard *board,
                       gboolean           unique);

/* Cells of a house that still hold @digit as a candidate. */
static inline SudokuCells
sudoku_grid_house_digit (const SudokuGrid *grid,
                         guint             house,
                         guint             digit)
{
  return sudoku_cells_and (grid->house_cells[house], grid->digit_cells[digit]);
}

/* The empty cells of @house that still have @digit, or none when the
 * digit is already placed there: the implied regions of Windoku are
 * not peers, so their cells keep candidates of digits placed in them.
 * (Shared by the single-digit and colouring techniques.) */
static inline SudokuCells
sudoku_grid_house_places (const SudokuGrid *grid,
                          guint             house,
                          guint             digit)
{
  SudokuCells filled = sudoku_cells_minus (grid->house_cells[house], grid->empty);

  SUDOKU_CELLS_FOREACH (filled, cell)
    if (grid->board.values[cell] == digit)
      return SUDOKU_CELLS_EMPTY;
  return sudoku_grid_house_digit (grid, house, digit);
}

/**
 * SudokuStepSink:
 * @step: (transfer full): a step just found
 * @user_data: the data given to the search
 *
 * Receives each step a technique finds.
 *
 * Returns: %TRUE to stop the search, %FALSE for more
 */
typedef gboolean (*SudokuStepSink) (SudokuStep *step,
                                    gpointer    user_data);

/**
 * sudoku_find_steps:
 * @grid: the state to search
 * @technique: the technique to look for
 * @sink: called for each step found, in a stable order
 * @user_data: for @sink
 *
 * Runs one technique over the whole grid. Every step reported is sound:
 * its eliminations and placements follow from the candidates of @grid.
 *
 * Returns: %TRUE when @sink asked to stop
 */
gboolean    sudoku_find_steps      (const SudokuGrid *grid,
                                    SudokuTechnique   technique,
                                    SudokuStepSink    sink,
                                    gpointer          user_data);

/* The first step of @technique, or %NULL. */
SudokuStep *sudoku_find_first_step (const SudokuGrid *grid,
                                    SudokuTechnique   technique);

/* Whether a technique has a finder yet. */
gboolean    sudoku_technique_is_implemented (SudokuTechnique technique);

G_END_DECLS
