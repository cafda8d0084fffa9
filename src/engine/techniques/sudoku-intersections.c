/* sudoku-intersections.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Locked candidates (seed 000's strategy ②) and locked subsets. Both
 * work on the intersection of a box-like house (box or Windoku window)
 * and another house: when a digit of one of them is confined to the
 * intersection, the rest of the other loses it (pointing when the
 * confining house is box-like, claiming when it is a line); a naked pair
 * or triple inside a box/line intersection clears both houses. */

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
is_line (const SudokuHouse *house)
{
  return house->kind == SUDOKU_HOUSE_ROW || house->kind == SUDOKU_HOUSE_COLUMN;
}

/* The digit in @from is confined to its intersection with @to: report
 * the elimination from the rest of @to. */
static gboolean
report_locked (const SudokuGrid *grid,
               SudokuTechnique   technique,
               guint             from,
               guint             to,
               guint             digit,
               guint16          *reported,
               SudokuStepSink    sink,
               gpointer          user_data)
{
  SudokuCells places = sudoku_grid_house_digit (grid, from, digit);
  SudokuCells targets = sudoku_cells_minus (sudoku_grid_house_digit (grid, to, digit), places);
  SudokuStep *step;

  if (sudoku_cells_is_empty (targets))
    return FALSE;
  *reported |= SUDOKU_DIGIT_BIT (digit);

  step = sudoku_step_new (technique);
  _sudoku_step_eliminate (step, grid, targets, digit);
  SUDOKU_CELLS_FOREACH (places, cell)
    sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_DEFINING, 0);
  sudoku_step_add_house (step, from);
  sudoku_step_add_house (step, to);
  step->digits = SUDOKU_DIGIT_BIT (digit);
  sudoku_step_sort (step);
  return sink (step, user_data);
}

/* What pointing or claiming finds for a digit depends only on where the
 * digit's candidates are: digits searched in vain are skipped while they
 * stay the same (SudokuDigitMemo). */
static gboolean
find_locked_candidates (const SudokuGrid *grid,
                        gboolean          pointing,
                        SudokuStepSink    sink,
                        gpointer          user_data)
{
  const SudokuHouseList *houses = grid->houses;
  SudokuDigitMemo *memo = _sudoku_digit_memo_get (pointing ? SUDOKU_TECHNIQUE_POINTING
                                                           : SUDOKU_TECHNIQUE_CLAIMING);
  guint16 barren = 0, reported = 0;

  for (guint digit = 1; digit <= 9; digit++)
    if (_sudoku_digit_memo_barren (memo, grid, digit))
      barren |= SUDOKU_DIGIT_BIT (digit);

  for (guint from = 0; from < houses->n_rules; from++)
    {
      const SudokuHouse *from_house = &houses->houses[from];

      /* Pointing confines a digit of a box (or window) to a line or to
       * another box-like house; claiming confines a line's to a box. */
      if (pointing ? !is_box_like (from_house) : !is_line (from_house))
        continue;

      for (guint digit = 1; digit <= 9; digit++)
        {
          SudokuCells places;
          const guint8 *first_houses;
          guint64 holders = 0;

          if (barren & SUDOKU_DIGIT_BIT (digit))
            continue;
          places = sudoku_grid_house_digit (grid, from, digit);
          if (sudoku_cells_count (places) < 2)
            continue;

          /* A house holding every place holds the first: one of its
           * houses, taken in increasing order. */
          first_houses = houses->cell_houses[sudoku_cells_first (places)];
          for (guint i = 0; i < G_N_ELEMENTS (houses->cell_houses[0]) && first_houses[i] != 0xff; i++)
            if (first_houses[i] < houses->n_rules)
              holders |= G_GUINT64_CONSTANT (1) << first_houses[i];

          for (; holders; holders &= holders - 1)
            {
              guint to = (guint) __builtin_ctzll (holders);
              const SudokuHouse *to_house = &houses->houses[to];

              if (to == from || (!pointing && !is_box_like (to_house)))
                continue;
              if (!sudoku_cells_subset (places, grid->house_cells[to]))
                continue;
              if (report_locked (grid,
                                 pointing ? SUDOKU_TECHNIQUE_POINTING : SUDOKU_TECHNIQUE_CLAIMING,
                                 from, to, digit, &reported, sink, user_data))
                {
                  for (guint d = 1; d <= 9; d++)
                    if (reported & SUDOKU_DIGIT_BIT (d))
                      _sudoku_digit_memo_note (memo, grid, d, FALSE);
                  return TRUE;
                }
            }
        }
    }
  for (guint digit = 1; digit <= 9; digit++)
    if (!(barren & SUDOKU_DIGIT_BIT (digit)))
      _sudoku_digit_memo_note (memo, grid, digit, !(reported & SUDOKU_DIGIT_BIT (digit)));
  return FALSE;
}

/* A naked pair or triple inside a box/line intersection. */
static gboolean
find_locked_subsets (const SudokuGrid *grid,
                     guint             size,
                     SudokuStepSink    sink,
                     gpointer          user_data)
{
  const SudokuHouseList *houses = grid->houses;
  SudokuTechnique technique = size == 2 ? SUDOKU_TECHNIQUE_LOCKED_PAIR
                                        : SUDOKU_TECHNIQUE_LOCKED_TRIPLE;
  /* The empty cells with two to @size candidates, the only ones a set
   * can take. */
  SudokuCells small = SUDOKU_CELLS_EMPTY;

  SUDOKU_CELLS_FOREACH (grid->empty, cell)
    {
      int n = __builtin_popcount (grid->board.candidates[cell]);

      if (n >= 2 && n <= (int) size)
        sudoku_cells_add (&small, cell);
    }
  if (sudoku_cells_count (small) < size)
    return FALSE;

  for (guint box = 0; box < houses->n_rules; box++)
    {
      if (!is_box_like (&houses->houses[box]))
        continue;

      for (guint line = 0; line < houses->n_rules; line++)
        {
          SudokuCells shared;
          guint cells[3];
          guint n = 0;

          if (!is_line (&houses->houses[line]))
            continue;
          shared = sudoku_cells_and (sudoku_cells_and (grid->house_cells[box],
                                                       grid->house_cells[line]),
                                     small);
          if (sudoku_cells_is_empty (shared))
            continue;
          SUDOKU_CELLS_FOREACH (shared, cell)
            if (n < 3)
              cells[n++] = cell;
          if (n < size)
            continue;

          /* Every choice of @size cells among the (at most three). */
          for (guint skip = 0; skip < (n == size ? 1 : n); skip++)
            {
              guint chosen[3];
              guint k = 0;
              guint16 digits = 0;
              SudokuCells set = SUDOKU_CELLS_EMPTY;
              SudokuCells rest;
              SudokuStep *step;
              guint16 remaining;

              for (guint i = 0; i < n; i++)
                if (n == size || i != skip)
                  chosen[k++] = cells[i];
              for (guint i = 0; i < size; i++)
                {
                  digits |= grid->board.candidates[chosen[i]];
                  sudoku_cells_add (&set, chosen[i]);
                }
              if ((guint) __builtin_popcount (digits) != size)
                continue;

              rest = sudoku_cells_minus (sudoku_cells_or (grid->house_cells[box],
                                                          grid->house_cells[line]), set);
              step = sudoku_step_new (technique);
              remaining = digits;
              while (remaining)
                {
                  guint digit = __builtin_ctz (remaining) + 1;

                  remaining &= remaining - 1;
                  _sudoku_step_eliminate (step, grid, rest, digit);
                }
              if (step->eliminations->len == 0)
                {
                  sudoku_step_free (step);
                  continue;
                }
              for (guint i = 0; i < size; i++)
                sudoku_step_add_mark (step, chosen[i], 0, SUDOKU_ROLE_DEFINING, 0);
              sudoku_step_add_house (step, box);
              sudoku_step_add_house (step, line);
              step->digits = digits;
              sudoku_step_sort (step);
              if (sink (step, user_data))
                return TRUE;
            }
        }
    }
  return FALSE;
}

gboolean
_sudoku_find_intersections (const SudokuGrid *grid,
                            SudokuTechnique   technique,
                            SudokuStepSink    sink,
                            gpointer          user_data)
{
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_POINTING:
      return find_locked_candidates (grid, TRUE, sink, user_data);
    case SUDOKU_TECHNIQUE_CLAIMING:
      return find_locked_candidates (grid, FALSE, sink, user_data);
    case SUDOKU_TECHNIQUE_LOCKED_PAIR:
      return find_locked_subsets (grid, 2, sink, user_data);
    case SUDOKU_TECHNIQUE_LOCKED_TRIPLE:
      return find_locked_subsets (grid, 3, sink, user_data);
    default:
      g_return_val_if_reached (FALSE);
    }
}

static char *
digit_list (guint16 digits)
{
  GString *text = g_string_new (NULL);

  while (digits)
    {
      if (text->len)
        g_string_append (text, ", ");
      g_string_append_printf (text, "%d", __builtin_ctz (digits) + 1);
      digits &= digits - 1;
    }
  return g_string_free (text, FALSE);
}

char *
_sudoku_describe_intersections (const SudokuStep  *step,
                                const SudokuBoard *before,
                                gboolean           full)
{
  const SudokuHouseList *houses;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autofree char *digits = digit_list (step->digits);
  const char *name = _(sudoku_technique_get_info (step->technique)->name);

  if (step->houses[0] < 0 || step->houses[1] < 0)
    return NULL;

  houses = sudoku_variant_get_houses (before ? before->variant : SUDOKU_VARIANT_CLASSIC);
  first = sudoku_house_dup_name (&houses->houses[step->houses[0]]);
  second = sudoku_house_dup_name (&houses->houses[step->houses[1]]);

  if (!full)
    return g_strdup_printf (_("%s: %s in %s ∩ %s ⇒ %s"), name, digits, first, second, result);

  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_POINTING:
    case SUDOKU_TECHNIQUE_CLAIMING:
      return g_strdup_printf (_("In %s, %s can only go in the cells it shares with %s. "
                                "Whichever of them holds it, the rest of %s cannot: %s."),
                              first, digits, second, second, result);
    default:
      return g_strdup_printf (_("The cells marked in %s ∩ %s hold only the digits %s, as many "
                                "digits as cells, so those digits are locked there and leave "
                                "the rest of both houses: %s."),
                              first, second, digits, result);
    }
}
