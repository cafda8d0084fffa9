/* sudoku-subsets.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Naked and hidden pairs, triples and quads. Naked: N cells of a house
 * whose candidates together are N digits; those digits leave the house's
 * other cells. Hidden: N digits of a house that fit only in N cells; the
 * other digits leave those cells. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-techniques.h"

typedef struct
{
  const SudokuGrid *grid;
  guint             house;
  guint             size;
  gboolean          hidden;
  SudokuTechnique   technique;
  SudokuStepSink    sink;
  gpointer          user_data;
  /* Naked: the house's empty cells with 2..size candidates.
   * Hidden: the house's unplaced digits with 2..size places. */
  guint             items[9];
  SudokuCells       places[9];  /* hidden: each item's places */
  guint             n_items;
  guint             chosen[9];
  /* Steps reported for the house in hand. */
  guint             n_found;
} SubsetSearch;

/* What a subset technique finds in a house depends only on the
 * candidates of the house's empty cells: a house searched in vain is
 * skipped while they stay the same. One per technique and thread. */
typedef struct
{
  guint16       candidates[SUDOKU_MAX_HOUSES][9];  /* 0 for a filled cell */
  guint64       known;
  SudokuVariant variant;
} HouseMemo;

static HouseMemo *
house_memo_get (SudokuTechnique technique)
{
  static __thread HouseMemo memos[SUDOKU_TECHNIQUE_HIDDEN_QUAD - SUDOKU_TECHNIQUE_NAKED_PAIR + 1];

  return &memos[technique - SUDOKU_TECHNIQUE_NAKED_PAIR];
}

static gboolean
report (SubsetSearch *search)
{
  const SudokuGrid *grid = search->grid;
  SudokuCells cells = SUDOKU_CELLS_EMPTY;
  guint16 digits = 0;
  SudokuStep *step;

  if (!search->hidden)
    {
      for (guint i = 0; i < search->size; i++)
        {
          sudoku_cells_add (&cells, search->chosen[i]);
          digits |= grid->board.candidates[search->chosen[i]];
        }
      if ((guint) __builtin_popcount (digits) != search->size)
        return FALSE;
    }
  else
    {
      for (guint i = 0; i < search->size; i++)
        {
          digits |= SUDOKU_DIGIT_BIT (search->chosen[i]);
          cells = sudoku_cells_or (cells, sudoku_grid_house_digit (grid, search->house,
                                                                   search->chosen[i]));
        }
      if (sudoku_cells_count (cells) != search->size)
        return FALSE;
    }

  /* Most subsets found were used already: look for something to remove
   * before making a step. */
  if (!search->hidden)
    {
      SudokuCells others = sudoku_cells_minus (sudoku_cells_and (grid->house_cells[search->house],
                                                                 grid->empty),
                                               cells);
      gboolean any = FALSE;

      SUDOKU_CELLS_FOREACH (others, cell)
        any |= (grid->board.candidates[cell] & digits) != 0;
      if (!any)
        return FALSE;
    }
  else
    {
      gboolean any = FALSE;

      SUDOKU_CELLS_FOREACH (cells, cell)
        any |= (grid->board.candidates[cell] & SUDOKU_ALL_CANDIDATES & ~digits) != 0;
      if (!any)
        return FALSE;
    }

  step = sudoku_step_new (search->technique);
  if (!search->hidden)
    {
      SudokuCells others = sudoku_cells_minus (grid->house_cells[search->house], cells);
      guint16 remaining = digits;

      while (remaining)
        {
          guint digit = __builtin_ctz (remaining) + 1;

          remaining &= remaining - 1;
          _sudoku_step_eliminate (step, grid, others, digit);
        }
    }
  else
    {
      guint16 others = SUDOKU_ALL_CANDIDATES & ~digits;

      while (others)
        {
          guint digit = __builtin_ctz (others) + 1;

          others &= others - 1;
          _sudoku_step_eliminate (step, grid, cells, digit);
        }
    }

  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      guint16 mask = grid->board.candidates[cell] & digits;

      while (mask)
        {
          sudoku_step_add_mark (step, cell, __builtin_ctz (mask) + 1, SUDOKU_ROLE_DEFINING, 0);
          mask &= mask - 1;
        }
    }
  sudoku_step_add_house (step, search->house);
  step->digits = digits;
  sudoku_step_sort (step);
  search->n_found++;
  return search->sink (step, search->user_data);
}

/* @digits (naked) or @cells (hidden) is what the items chosen so far
 * cover: the digits of the cells, or the cells of the digits. More than
 * @size of them and no larger choice is a subset. */
static gboolean
choose (SubsetSearch *search,
        guint         depth,
        guint         from,
        guint16       digits,
        SudokuCells   cells)
{
  if (depth == search->size)
    return report (search);

  for (guint i = from; i + (search->size - depth) <= search->n_items; i++)
    {
      guint16 next_digits = digits;
      SudokuCells next_cells = cells;

      if (!search->hidden)
        {
          next_digits |= search->grid->board.candidates[search->items[i]];
          if ((guint) __builtin_popcount (next_digits) > search->size)
            continue;
        }
      else
        {
          next_cells = sudoku_cells_or (next_cells, search->places[i]);
          if (sudoku_cells_count (next_cells) > search->size)
            continue;
        }
      search->chosen[depth] = search->items[i];
      if (choose (search, depth + 1, i + 1, next_digits, next_cells))
        return TRUE;
    }
  return FALSE;
}

gboolean
_sudoku_find_subsets (const SudokuGrid *grid,
                      SudokuTechnique   technique,
                      SudokuStepSink    sink,
                      gpointer          user_data)
{
  HouseMemo *memo;
  SubsetSearch search = {
    .grid = grid,
    .technique = technique,
    .sink = sink,
    .user_data = user_data,
  };

  switch (technique)
    {
    case SUDOKU_TECHNIQUE_NAKED_PAIR:   search.size = 2; break;
    case SUDOKU_TECHNIQUE_NAKED_TRIPLE: search.size = 3; break;
    case SUDOKU_TECHNIQUE_NAKED_QUAD:   search.size = 4; break;
    case SUDOKU_TECHNIQUE_HIDDEN_PAIR:   search.size = 2; search.hidden = TRUE; break;
    case SUDOKU_TECHNIQUE_HIDDEN_TRIPLE: search.size = 3; search.hidden = TRUE; break;
    case SUDOKU_TECHNIQUE_HIDDEN_QUAD:   search.size = 4; search.hidden = TRUE; break;
    default:
      g_return_val_if_reached (FALSE);
    }

  memo = house_memo_get (technique);
  if (memo->variant != grid->board.variant)
    {
      memo->known = 0;
      memo->variant = grid->board.variant;
    }

  for (guint h = 0; h < grid->houses->n_rules; h++)
    {
      SudokuCells empty = sudoku_cells_and (grid->house_cells[h], grid->empty);
      guint16 key[9];

      /* A subset must leave at least one other empty cell, or it is the
       * whole rest of the house and says nothing. */
      if (sudoku_cells_count (empty) <= search.size)
        continue;

      for (guint i = 0; i < 9; i++)
        {
          guint cell = grid->houses->houses[h].cells[i];

          key[i] = sudoku_cells_has (grid->empty, cell) ? grid->board.candidates[cell] : 0;
        }
      if ((memo->known & (G_GUINT64_CONSTANT (1) << h)) &&
          memcmp (memo->candidates[h], key, sizeof key) == 0)
        continue;

      search.house = h;
      search.n_items = 0;
      if (!search.hidden)
        {
          SUDOKU_CELLS_FOREACH (empty, cell)
            {
              guint n = __builtin_popcount (grid->board.candidates[cell]);

              if (n >= 2 && n <= search.size)
                search.items[search.n_items++] = cell;
            }
        }
      else
        {
          for (guint digit = 1; digit <= 9; digit++)
            {
              SudokuCells places = sudoku_grid_house_digit (grid, h, digit);
              guint n = sudoku_cells_count (places);

              if (n < 2 || n > search.size)
                continue;
              search.places[search.n_items] = places;
              search.items[search.n_items++] = digit;
            }
        }

      search.n_found = 0;
      if (choose (&search, 0, 0, 0, SUDOKU_CELLS_EMPTY))
        {
          memo->known &= ~(G_GUINT64_CONSTANT (1) << h);
          return TRUE;
        }
      if (search.n_found == 0)
        {
          memcpy (memo->candidates[h], key, sizeof key);
          memo->known |= G_GUINT64_CONSTANT (1) << h;
        }
      else
        memo->known &= ~(G_GUINT64_CONSTANT (1) << h);
    }
  return FALSE;
}

char *
_sudoku_describe_subsets (const SudokuStep  *step,
                          const SudokuBoard *before,
                          gboolean           full)
{
  const SudokuHouseList *houses;
  g_autofree char *house = NULL;
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autoptr(GString) digits = g_string_new (NULL);
  g_autoptr(GString) cells = g_string_new (NULL);
  const char *name = _(sudoku_technique_get_info (step->technique)->name);
  gboolean hidden = step->technique == SUDOKU_TECHNIQUE_HIDDEN_PAIR ||
                    step->technique == SUDOKU_TECHNIQUE_HIDDEN_TRIPLE ||
                    step->technique == SUDOKU_TECHNIQUE_HIDDEN_QUAD;
  SudokuCells seen = SUDOKU_CELLS_EMPTY;

  if (step->houses[0] < 0)
    return NULL;

  houses = sudoku_variant_get_houses (before ? before->variant : SUDOKU_VARIANT_CLASSIC);
  house = sudoku_house_dup_name (&houses->houses[step->houses[0]]);
  for (guint16 mask = step->digits; mask; mask &= mask - 1)
    g_string_append_printf (digits, "%s%d", digits->len ? "/" : "", __builtin_ctz (mask) + 1);
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);
      g_autofree char *name_of_cell = NULL;

      if (sudoku_cells_has (seen, mark->cell))
        continue;
      sudoku_cells_add (&seen, mark->cell);
      name_of_cell = sudoku_cell_dup_name (mark->cell);
      g_string_append_printf (cells, "%s%s", cells->len ? ", " : "", name_of_cell);
    }

  if (!full)
    return g_strdup_printf (_("%s: %s in %s (%s) ⇒ %s"), name, digits->str, cells->str,
                            house, result);

  if (hidden)
    return g_strdup_printf (_("In %s, the digits %s fit only in %s. As many digits as cells: "
                              "those cells must hold exactly these digits, so their other "
                              "candidates go: %s."),
                            house, digits->str, cells->str, result);
  return g_strdup_printf (_("In %s, the cells %s hold only the digits %s between them. As many "
                            "cells as digits: these digits must go in those cells, so no other "
                            "cell of %s can hold them: %s."),
                          house, cells->str, digits->str, house, result);
}
