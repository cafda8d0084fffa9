/* sudoku-logic.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <string.h>

#include "sudoku-logic.h"
#include "techniques/sudoku-techniques.h"

/**
 * sudoku_grid_init:
 * @grid: (out caller-allocates): the grid to fill
 * @board: values and candidates
 * @unique: whether the puzzle is known to have one solution
 *
 * Derives the sets the techniques use from @board. Candidates of filled
 * cells are ignored.
 */
/* Each variant's house and peer sets: the same for every grid, built
 * once (a solve builds a grid for every step). */
typedef struct
{
  SudokuCells house_cells[SUDOKU_MAX_HOUSES];
  SudokuCells peers[SUDOKU_N_CELLS];
} VariantSets;

static const VariantSets *
get_variant_sets (SudokuVariant variant)
{
  static VariantSets sets[2];
  static gsize done[2];
  guint v = variant == SUDOKU_VARIANT_WINDOKU ? 1 : 0;

  if (g_once_init_enter (&done[v]))
    {
      const SudokuHouseList *houses = sudoku_variant_get_houses (variant);
      VariantSets *out = &sets[v];

      for (guint h = 0; h < SUDOKU_MAX_HOUSES; h++)
        {
          out->house_cells[h] = SUDOKU_CELLS_EMPTY;
          if (h < houses->n_houses)
            for (guint i = 0; i < 9; i++)
              sudoku_cells_add (&out->house_cells[h], houses->houses[h].cells[i]);
        }
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        {
          out->peers[cell] = SUDOKU_CELLS_EMPTY;
          for (guint p = 0; p < houses->n_peers[cell]; p++)
            sudoku_cells_add (&out->peers[cell], houses->peers[cell][p]);
        }
      g_once_init_leave (&done[v], 1);
    }
  return &sets[v];
}

/**
 * sudoku_grid_init:
 * @grid: (out caller-allocates): the grid to fill
 * @board: values and candidates
 * @unique: whether the puzzle is known to have one solution
 *
 * Derives the sets the techniques use from @board. Candidates of filled
 * cells are ignored.
 */
void
sudoku_grid_init (SudokuGrid        *grid,
                  const SudokuBoard *board,
                  gboolean           unique)
{
  const VariantSets *sets;

  g_return_if_fail (grid != NULL && board != NULL);
  g_return_if_fail (board->variant == SUDOKU_VARIANT_CLASSIC ||
                    board->variant == SUDOKU_VARIANT_WINDOKU);

  sets = get_variant_sets (board->variant);
  grid->board = *board;
  grid->houses = sudoku_variant_get_houses (board->variant);
  grid->unique = unique;
  grid->als_nodes = TRUE;
  grid->cancellable = NULL;
  grid->empty = SUDOKU_CELLS_EMPTY;
  for (guint digit = 0; digit <= 9; digit++)
    grid->digit_cells[digit] = SUDOKU_CELLS_EMPTY;
  memcpy (grid->house_cells, sets->house_cells, sizeof grid->house_cells);
  memcpy (grid->peers, sets->peers, sizeof grid->peers);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint16 mask = board->candidates[cell];

      if (board->values[cell] != 0)
        continue;
      sudoku_cells_add (&grid->empty, cell);
      while (mask)
        {
          guint digit = __builtin_ctz (mask) + 1;

          mask &= mask - 1;
          sudoku_cells_add (&grid->digit_cells[digit], cell);
        }
    }
}

SudokuCells
_sudoku_grid_common_peers (const SudokuGrid *grid,
                           SudokuCells       cells)
{
  SudokuCells common = SUDOKU_CELLS_ALL;

  SUDOKU_CELLS_FOREACH (cells, cell)
    common = sudoku_cells_and (common, grid->peers[cell]);
  return sudoku_cells_minus (common, cells);
}

guint
_sudoku_step_eliminate (SudokuStep       *step,
                        const SudokuGrid *grid,
                        SudokuCells       cells,
                        guint             digit)
{
  SudokuCells targets = sudoku_cells_and (cells, grid->digit_cells[digit]);
  guint n = 0;

  SUDOKU_CELLS_FOREACH (targets, cell)
    {
      sudoku_step_add_elimination (step, cell, digit);
      n++;
    }
  return n;
}

void
_sudoku_grid_placed_cells (const SudokuGrid *grid,
                           SudokuCells       placed[10])
{
  SudokuCells filled = sudoku_cells_minus (SUDOKU_CELLS_ALL, grid->empty);

  for (guint digit = 0; digit <= 9; digit++)
    placed[digit] = SUDOKU_CELLS_EMPTY;
  SUDOKU_CELLS_FOREACH (filled, cell)
    sudoku_cells_add (&placed[grid->board.values[cell]], cell);
}

SudokuDigitMemo *
_sudoku_digit_memo_get (SudokuTechnique technique)
{
  static __thread SudokuDigitMemo memos[SUDOKU_N_TECHNIQUES];

  g_assert (technique < SUDOKU_N_TECHNIQUES);
  return &memos[technique];
}

static const SudokuFinder finders[SUDOKU_N_TECHNIQUES] = {
  [SUDOKU_TECHNIQUE_FULL_HOUSE] = _sudoku_find_singles,
  [SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX] = _sudoku_find_singles,
  [SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE] = _sudoku_find_singles,
  [SUDOKU_TECHNIQUE_NAKED_SINGLE] = _sudoku_find_singles,

  [SUDOKU_TECHNIQUE_POINTING] = _sudoku_find_intersections,
  [SUDOKU_TECHNIQUE_CLAIMING] = _sudoku_find_intersections,
  [SUDOKU_TECHNIQUE_LOCKED_PAIR] = _sudoku_find_intersections,
  [SUDOKU_TECHNIQUE_LOCKED_TRIPLE] = _sudoku_find_intersections,

  [SUDOKU_TECHNIQUE_NAKED_PAIR] = _sudoku_find_subsets,
  [SUDOKU_TECHNIQUE_HIDDEN_PAIR] = _sudoku_find_subsets,
  [SUDOKU_TECHNIQUE_NAKED_TRIPLE] = _sudoku_find_subsets,
  [SUDOKU_TECHNIQUE_HIDDEN_TRIPLE] = _sudoku_find_subsets,
  [SUDOKU_TECHNIQUE_NAKED_QUAD] = _sudoku_find_subsets,
  [SUDOKU_TECHNIQUE_HIDDEN_QUAD] = _sudoku_find_subsets,

  [SUDOKU_TECHNIQUE_X_WING] = _sudoku_find_fish,
  [SUDOKU_TECHNIQUE_SWORDFISH] = _sudoku_find_fish,
  [SUDOKU_TECHNIQUE_JELLYFISH] = _sudoku_find_fish,
  [SUDOKU_TECHNIQUE_FINNED_X_WING] = _sudoku_find_fish,
  [SUDOKU_TECHNIQUE_FINNED_SWORDFISH] = _sudoku_find_fish,
  [SUDOKU_TECHNIQUE_FINNED_JELLYFISH] = _sudoku_find_fish,
  [SUDOKU_TECHNIQUE_SASHIMI_X_WING] = _sudoku_find_fish,
  [SUDOKU_TECHNIQUE_SASHIMI_SWORDFISH] = _sudoku_find_fish,
  [SUDOKU_TECHNIQUE_SASHIMI_JELLYFISH] = _sudoku_find_fish,

  [SUDOKU_TECHNIQUE_SKYSCRAPER] = _sudoku_find_single_digit,
  [SUDOKU_TECHNIQUE_TWO_STRING_KITE] = _sudoku_find_single_digit,
  [SUDOKU_TECHNIQUE_TURBOT_FISH] = _sudoku_find_single_digit,
  [SUDOKU_TECHNIQUE_EMPTY_RECTANGLE] = _sudoku_find_single_digit,
  [SUDOKU_TECHNIQUE_DUAL_TWO_STRING_KITE] = _sudoku_find_single_digit,
  [SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE] = _sudoku_find_single_digit,
  [SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP] = _sudoku_find_coloring,
  [SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP] = _sudoku_find_coloring,
  [SUDOKU_TECHNIQUE_MULTI_COLORS_1] = _sudoku_find_coloring,
  [SUDOKU_TECHNIQUE_MULTI_COLORS_2] = _sudoku_find_coloring,

  [SUDOKU_TECHNIQUE_XY_WING] = _sudoku_find_wings,
  [SUDOKU_TECHNIQUE_XYZ_WING] = _sudoku_find_wings,
  [SUDOKU_TECHNIQUE_W_WING] = _sudoku_find_wings,
  [SUDOKU_TECHNIQUE_REMOTE_PAIR] = _sudoku_find_wings,

  [SUDOKU_TECHNIQUE_UNIQUENESS_1] = _sudoku_find_uniqueness,
  [SUDOKU_TECHNIQUE_UNIQUENESS_2] = _sudoku_find_uniqueness,
  [SUDOKU_TECHNIQUE_UNIQUENESS_3] = _sudoku_find_uniqueness,
  [SUDOKU_TECHNIQUE_UNIQUENESS_4] = _sudoku_find_uniqueness,
  [SUDOKU_TECHNIQUE_UNIQUENESS_5] = _sudoku_find_uniqueness,
  [SUDOKU_TECHNIQUE_UNIQUENESS_6] = _sudoku_find_uniqueness,
  [SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE] = _sudoku_find_uniqueness,
  [SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1] = _sudoku_find_uniqueness,
  [SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2] = _sudoku_find_uniqueness,
  [SUDOKU_TECHNIQUE_BUG_PLUS_1] = _sudoku_find_uniqueness,

  [SUDOKU_TECHNIQUE_X_CHAIN] = _sudoku_find_chains,
  [SUDOKU_TECHNIQUE_XY_CHAIN] = _sudoku_find_chains,
  [SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS] = _sudoku_find_chains,
  [SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS] = _sudoku_find_chains,
  [SUDOKU_TECHNIQUE_AIC] = _sudoku_find_chains,
  [SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_CONTINUOUS] = _sudoku_find_chains,
  [SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS] = _sudoku_find_chains,
  [SUDOKU_TECHNIQUE_GROUPED_AIC] = _sudoku_find_chains,

  [SUDOKU_TECHNIQUE_ALS_XZ] = _sudoku_find_als,
  [SUDOKU_TECHNIQUE_ALS_XY_WING] = _sudoku_find_als,
  [SUDOKU_TECHNIQUE_ALS_CHAIN] = _sudoku_find_als,
  [SUDOKU_TECHNIQUE_DEATH_BLOSSOM] = _sudoku_find_als,
  [SUDOKU_TECHNIQUE_SUE_DE_COQ] = _sudoku_find_als,

  [SUDOKU_TECHNIQUE_FRANKEN_X_WING] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_FRANKEN_SWORDFISH] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_FRANKEN_JELLYFISH] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_FINNED_FRANKEN_X_WING] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_FINNED_FRANKEN_SWORDFISH] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_FINNED_FRANKEN_JELLYFISH] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_MUTANT_X_WING] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_MUTANT_SWORDFISH] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_MUTANT_JELLYFISH] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_FINNED_MUTANT_X_WING] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_FINNED_MUTANT_SWORDFISH] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_FINNED_MUTANT_JELLYFISH] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_FINNED_MUTANT_SQUIRMBAG] = _sudoku_find_complex_fish,
  [SUDOKU_TECHNIQUE_FINNED_MUTANT_WHALE] = _sudoku_find_complex_fish,

  [SUDOKU_TECHNIQUE_NISHIO] = _sudoku_find_forcing,
  [SUDOKU_TECHNIQUE_FORCING_CHAIN_CONTRADICTION] = _sudoku_find_forcing,
  [SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY] = _sudoku_find_forcing,
  [SUDOKU_TECHNIQUE_FORCING_NET_CONTRADICTION] = _sudoku_find_forcing,
  [SUDOKU_TECHNIQUE_FORCING_NET_VERITY] = _sudoku_find_forcing,

  [SUDOKU_TECHNIQUE_TEMPLATE_SET] = _sudoku_find_templates,
  [SUDOKU_TECHNIQUE_TEMPLATE_DELETE] = _sudoku_find_templates,

  [SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN] = _sudoku_find_se_forcing,
  [SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS] = _sudoku_find_se_forcing,
  [SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN] = _sudoku_find_se_forcing,
};

gboolean
sudoku_technique_is_implemented (SudokuTechnique technique)
{
  g_return_val_if_fail (technique < SUDOKU_N_TECHNIQUES, FALSE);

  return finders[technique] != NULL;
}

gboolean
sudoku_find_steps (const SudokuGrid *grid,
                   SudokuTechnique   technique,
                   SudokuStepSink    sink,
                   gpointer          user_data)
{
  g_return_val_if_fail (grid != NULL, FALSE);
  g_return_val_if_fail (technique < SUDOKU_N_TECHNIQUES, FALSE);
  g_return_val_if_fail (sink != NULL, FALSE);

  if (finders[technique] == NULL)
    return FALSE;

  return finders[technique] (grid, technique, sink, user_data);
}

static gboolean
keep_first_cb (SudokuStep *step,
               gpointer    user_data)
{
  SudokuStep **first = user_data;

  *first = step;
  return TRUE;
}

SudokuStep *
sudoku_find_first_step (const SudokuGrid *grid,
                        SudokuTechnique   technique)
{
  SudokuStep *first = NULL;

  sudoku_find_steps (grid, technique, keep_first_cb, &first);
  return first;
}
