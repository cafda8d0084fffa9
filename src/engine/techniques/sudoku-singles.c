/* sudoku-singles.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Full house, hidden single and naked single: the seeds' own techniques
 * (seed 003's blue and red digits, seed 001's "area" and "possibility"
 * methods). Hidden singles in a box or Windoku window count as "box"
 * (SE 1.2); in a row or column as "line" (SE 1.5). */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-techniques.h"

static gboolean
is_box_like (const SudokuHouse *house)
{
  return house->kind == SUDOKU_HOUSE_BOX || house->kind == SUDOKU_HOUSE_WINDOW;
}

static gboolean
find_full_houses (const SudokuGrid *grid,
                  SudokuStepSink    sink,
                  gpointer          user_data)
{
  for (guint h = 0; h < grid->houses->n_rules; h++)
    {
      SudokuCells empty = sudoku_cells_and (grid->house_cells[h], grid->empty);
      guint16 present = 0;
      guint cell, missing;
      SudokuStep *step;

      if (sudoku_cells_count (empty) != 1)
        continue;

      cell = sudoku_cells_first (empty);
      for (guint i = 0; i < 9; i++)
        {
          guint value = grid->board.values[grid->houses->houses[h].cells[i]];

          if (value)
            present |= SUDOKU_DIGIT_BIT (value);
        }
      missing = SUDOKU_ALL_CANDIDATES & ~present;
      if (__builtin_popcount (missing) != 1)
        continue;

      step = sudoku_step_new (SUDOKU_TECHNIQUE_FULL_HOUSE);
      sudoku_step_add_placement (step, cell, __builtin_ctz (missing) + 1);
      sudoku_step_add_house (step, h);
      sudoku_step_add_mark (step, cell, 0, SUDOKU_ROLE_BASE, 0);
      step->digits = missing;
      if (sink (step, user_data))
        return TRUE;
    }
  return FALSE;
}

static gboolean
find_hidden_singles (const SudokuGrid *grid,
                     gboolean          in_boxes,
                     SudokuStepSink    sink,
                     gpointer          user_data)
{
  for (guint h = 0; h < grid->houses->n_rules; h++)
    {
      if (is_box_like (&grid->houses->houses[h]) != in_boxes)
        continue;

      for (guint digit = 1; digit <= 9; digit++)
        {
          SudokuCells places = sudoku_grid_house_digit (grid, h, digit);
          SudokuStep *step;
          guint cell;

          if (sudoku_cells_count (places) != 1)
            continue;

          cell = sudoku_cells_first (places);
          step = sudoku_step_new (in_boxes ? SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX
                                           : SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE);
          sudoku_step_add_placement (step, cell, digit);
          sudoku_step_add_house (step, h);
          sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_DEFINING, 0);
          step->digits = SUDOKU_DIGIT_BIT (digit);
          if (sink (step, user_data))
            return TRUE;
        }
    }
  return FALSE;
}

static gboolean
find_naked_singles (const SudokuGrid *grid,
                    SudokuStepSink    sink,
                    gpointer          user_data)
{
  SUDOKU_CELLS_FOREACH (grid->empty, cell)
    {
      guint16 mask = grid->board.candidates[cell];
      SudokuStep *step;

      if (mask == 0 || (mask & (mask - 1)) != 0)
        continue;

      step = sudoku_step_new (SUDOKU_TECHNIQUE_NAKED_SINGLE);
      sudoku_step_add_placement (step, cell, __builtin_ctz (mask) + 1);
      sudoku_step_add_mark (step, cell, 0, SUDOKU_ROLE_DEFINING, 0);
      step->digits = mask;
      if (sink (step, user_data))
        return TRUE;
    }
  return FALSE;
}

gboolean
_sudoku_find_singles (const SudokuGrid *grid,
                      SudokuTechnique   technique,
                      SudokuStepSink    sink,
                      gpointer          user_data)
{
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_FULL_HOUSE:
      return find_full_houses (grid, sink, user_data);
    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX:
      return find_hidden_singles (grid, TRUE, sink, user_data);
    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE:
      return find_hidden_singles (grid, FALSE, sink, user_data);
    case SUDOKU_TECHNIQUE_NAKED_SINGLE:
      return find_naked_singles (grid, sink, user_data);
    default:
      g_return_val_if_reached (FALSE);
    }
}

char *
_sudoku_describe_singles (const SudokuStep  *step,
                          const SudokuBoard *before,
                          gboolean           full)
{
  const SudokuCandidate *placement;
  g_autofree char *cell = NULL;
  g_autofree char *house = NULL;
  const SudokuHouseList *houses;

  if (step->placements->len != 1)
    return NULL;

  placement = &g_array_index (step->placements, SudokuCandidate, 0);
  cell = sudoku_cell_dup_name (placement->cell);
  houses = sudoku_variant_get_houses (before ? before->variant : SUDOKU_VARIANT_CLASSIC);
  if (step->houses[0] >= 0)
    house = sudoku_house_dup_name (&houses->houses[step->houses[0]]);

  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_FULL_HOUSE:
      if (!full)
        return g_strdup_printf (_("Full House: %s=%u in %s"), cell, placement->digit, house);
      return g_strdup_printf (_("%s is the last empty cell of %s, and %u is the only digit "
                                "that %s still lacks, so %s=%u."),
                              cell, house, placement->digit, house, cell, placement->digit);

    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX:
    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE:
      if (!full)
        return g_strdup_printf (_("Hidden Single: %s=%u in %s"), cell, placement->digit, house);
      return g_strdup_printf (_("In %s, %u can go only in %s: every other cell of %s is "
                                "filled or sees a %u. So %s=%u."),
                              house, placement->digit, cell, house, placement->digit,
                              cell, placement->digit);

    case SUDOKU_TECHNIQUE_NAKED_SINGLE:
      if (!full)
        return g_strdup_printf (_("Naked Single: %s=%u"), cell, placement->digit);
      if (before && before->variant == SUDOKU_VARIANT_WINDOKU)
        return g_strdup_printf (_("Every digit but %u is already in the row, column, box or "
                                  "window of %s (or was ruled out), so %s=%u."),
                                placement->digit, cell, cell, placement->digit);
      return g_strdup_printf (_("Every digit but %u is already in the row, column or box "
                                "of %s (or was ruled out), so %s=%u."),
                              placement->digit, cell, cell, placement->digit);

    default:
      return NULL;
    }
}
