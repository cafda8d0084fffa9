/* sudoku-uniqueness-text.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The texts of the uniqueness techniques (sudoku-uniqueness.c): the
 * rectangle or BUG cells, its digits, and why what goes must go. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-techniques.h"

/* What the describer reads back from a step: the rectangle's cells (the
 * whole-cell marks, in rectangle order) and its two digits. */
typedef struct
{
  guint8  cells[4];
  guint   n_cells;
  guint16 pair;
} Pattern;

static void
read_pattern (const SudokuStep *step,
              Pattern          *pattern)
{
  pattern->n_cells = 0;
  pattern->pair = 0;
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role != SUDOKU_ROLE_DEFINING)
        continue;
      if (mark->digit == 0 && pattern->n_cells < 4)
        pattern->cells[pattern->n_cells++] = mark->cell;
      else if (mark->digit != 0)
        pattern->pair |= SUDOKU_DIGIT_BIT (mark->digit);
    }
}

static char *
dup_cell_list (const guint8 *cells,
               guint         n_cells)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_cells; i++)
    {
      g_autofree char *name = sudoku_cell_dup_name (cells[i]);

      if (i > 0)
        g_string_append (text, ", ");
      g_string_append (text, name);
    }
  return g_string_free (text, FALSE);
}

/* "3, 5 and 7" style lists of digits. */
static char *
dup_digit_list (guint16 digits)
{
  GString *text = g_string_new (NULL);
  guint n = __builtin_popcount (digits), i = 0;

  for (guint d = 1; d <= 9; d++)
    {
      if (!(digits & SUDOKU_DIGIT_BIT (d)))
        continue;
      if (i > 0)
        g_string_append (text, i == n - 1 ? _(" and ") : ", ");
      g_string_append_printf (text, "%u", d);
      i++;
    }
  return g_string_free (text, FALSE);
}

static char *
dup_house_name (const SudokuBoard *before,
                gint               house)
{
  const SudokuHouseList *houses;

  if (house < 0)
    return g_strdup ("?");
  houses = sudoku_variant_get_houses (before ? before->variant : SUDOKU_VARIANT_CLASSIC);
  return sudoku_house_dup_name (&houses->houses[house]);
}

/* The pattern's cells that are open on @before and hold any of @digits. */
static guint
cells_with_candidate (const Pattern     *pattern,
                      const SudokuBoard *before,
                      guint16            digits,
                      guint8             out[4])
{
  guint n = 0;

  for (guint i = 0; i < pattern->n_cells; i++)
    {
      guint cell = pattern->cells[i];

      if (before != NULL && before->values[cell] == 0 && (before->candidates[cell] & digits))
        out[n++] = cell;
    }
  return n;
}

static guint
first_elimination_digit (const SudokuStep *step)
{
  if (step->eliminations->len == 0)
    return 0;
  return g_array_index (step->eliminations, SudokuCandidate, 0).digit;
}

static guint
first_elimination_cell (const SudokuStep *step)
{
  return g_array_index (step->eliminations, SudokuCandidate, 0).cell;
}

static char *
describe_bug (const SudokuStep  *step,
              const SudokuBoard *before,
              const char        *result,
              gboolean           full)
{
  guint cell = 0, digit = 0;
  g_autofree char *name = NULL;

  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == SUDOKU_ROLE_PIVOT)
        {
          cell = mark->cell;
          digit = mark->digit;
        }
    }
  name = sudoku_cell_dup_name (cell);

  if (!full)
    return g_strdup_printf (_("Bivalue Universal Grave + 1: %s=%u ⇒ %s"), name, digit, result);
  return g_strdup_printf (_("Every unsolved cell except %s has exactly two candidates, and every "
                            "candidate appears exactly twice in each row, column and box it is "
                            "in, except %u, which appears three times in the row, column and box "
                            "of %s. Without %u in %s the grid would be a Bivalue Universal "
                            "Grave: taking the other candidate in every cell would give a second "
                            "solution. The puzzle has only one, so %s must be %u: %s."),
                          name, digit, name, digit, name, name, digit, result);
}

static char *
describe_avoidable (const SudokuStep  *step,
                    const SudokuBoard *before,
                    const Pattern     *pattern,
                    const char        *result,
                    gboolean           full)
{
  g_autofree char *cells = dup_cell_list (pattern->cells, pattern->n_cells);
  guint8 solved[4], open[4];
  guint n_solved = 0, n_open = 0;
  guint digit = first_elimination_digit (step);
  guint16 pair = step->digits;
  g_autofree char *solved_list = NULL;
  g_autofree char *open_list = NULL;
  guint a, b;

  for (guint i = 0; i < pattern->n_cells; i++)
    {
      guint cell = pattern->cells[i];

      if (before != NULL && before->values[cell] != 0)
        solved[n_solved++] = cell;
      else
        open[n_open++] = cell;
    }
  solved_list = dup_cell_list (solved, n_solved);
  open_list = dup_cell_list (open, n_open);

  if (step->technique == SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2)
    pair &= ~SUDOKU_DIGIT_BIT (digit);
  a = _sudoku_lowest_digit (pair);
  b = _sudoku_lowest_digit (pair & ~SUDOKU_DIGIT_BIT (a));

  if (!full)
    return g_strdup_printf (/* Translators: a uniqueness step, e.g.
                             * "Uniqueness Test 1: 1/5 in r1c1, r1c4, r2c1, r2c4 ⇒ r1c1<>1". */
                            _("%s: %u/%u in %s ⇒ %s"),
                            step->technique == SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1
                              ? _("Avoidable Rectangle Type 1")
                              : _("Avoidable Rectangle Type 2"),
                            a, b, cells, result);

  if (step->technique == SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1)
    return g_strdup_printf (_("The cells %s lie in two rows, two columns and two boxes, and none "
                              "of them is a given. %s were solved with %u and %u. If %s were %u, "
                              "the four cells would hold only %u and %u, placed so that they "
                              "could be swapped: the puzzle would have a second solution. It has "
                              "only one, so %s."),
                            cells, solved_list, a, b, open_list, digit, a, b, result);
  return g_strdup_printf (_("The cells %s lie in two rows, two columns and two boxes, and none "
                            "of them is a given. %s were solved with %u and %u. If neither %s "
                            "were %u, they would complete a rectangle of %u and %u that could be "
                            "swapped, and the puzzle would have a second solution. So one of "
                            "them is %u, and every cell that sees both loses it: %s."),
                          cells, solved_list, a, b, open_list, digit, a, b, digit, result);
}

char *
_sudoku_describe_uniqueness (const SudokuStep  *step,
                             const SudokuBoard *before,
                             gboolean           full)
{
  const SudokuTechniqueInfo *info = sudoku_technique_get_info (step->technique);
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autofree char *cells = NULL;
  g_autofree char *opening = NULL;
  Pattern pattern;
  guint a, b, digit;

  if (step->technique == SUDOKU_TECHNIQUE_BUG_PLUS_1)
    return describe_bug (step, before, result, full);

  read_pattern (step, &pattern);
  if (pattern.n_cells != 4)
    return NULL;

  if (step->technique == SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1 ||
      step->technique == SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2)
    return describe_avoidable (step, before, &pattern, result, full);

  cells = dup_cell_list (pattern.cells, 4);
  a = _sudoku_lowest_digit (pattern.pair);
  b = _sudoku_lowest_digit (pattern.pair & ~SUDOKU_DIGIT_BIT (a));
  digit = first_elimination_digit (step);

  if (!full)
    return g_strdup_printf (/* Translators: a uniqueness step, e.g.
                             * "Uniqueness Test 1: 1/5 in r1c1, r1c4, r2c1, r2c4 ⇒ r1c1<>1". */
                            _("%s: %u/%u in %s ⇒ %s"), _(info->name), a, b, cells, result);

  opening = g_strdup_printf (_("The cells %s lie in two rows, two columns and two boxes, and "
                               "none of them is a given. If they held only %u and %u, the two "
                               "digits could be swapped between them and the puzzle would have "
                               "two solutions; it has one, so that must not happen."),
                             cells, a, b);

  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_UNIQUENESS_1:
      {
        g_autofree char *cell = sudoku_cell_dup_name (first_elimination_cell (step));

        return g_strdup_printf (_("%s Three of them hold nothing but %u and %u, so %s must take "
                                  "one of its other digits: %s."),
                                opening, a, b, cell, result);
      }

    case SUDOKU_TECHNIQUE_UNIQUENESS_2:
    case SUDOKU_TECHNIQUE_UNIQUENESS_5:
      {
        guint8 holders[4];
        guint n = cells_with_candidate (&pattern, before, SUDOKU_DIGIT_BIT (digit), holders);
        g_autofree char *list = dup_cell_list (holders, n);

        return g_strdup_printf (_("%s Their only other candidate is %u, in %s; so %u is true in "
                                  "one of these, and every cell that sees all of them loses %u: "
                                  "%s."),
                                opening, digit, list, digit, digit, result);
      }

    case SUDOKU_TECHNIQUE_UNIQUENESS_3:
      {
        guint8 extra[4], set_cells[9];
        guint n_extra = cells_with_candidate (&pattern, before,
                                              SUDOKU_ALL_CANDIDATES & ~pattern.pair, extra);
        guint n_set = 0;
        guint16 set_digits = step->digits & ~pattern.pair;
        guint16 extra_digits = 0;
        g_autofree char *extra_list = dup_cell_list (extra, n_extra);
        g_autofree char *extra_names = NULL;
        g_autofree char *set_list = NULL;
        g_autofree char *digits = dup_digit_list (set_digits);
        g_autofree char *house = dup_house_name (before, step->houses[0]);
        g_autofree char *where = NULL;

        for (guint i = 0; i < n_extra; i++)
          extra_digits |= before->candidates[extra[i]] & ~pattern.pair;
        extra_names = dup_digit_list (extra_digits);
        for (guint i = 0; i < step->marks->len; i++)
          {
            const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

            if (mark->role == SUDOKU_ROLE_FIN && mark->group == 1 && mark->digit == 0 &&
                n_set < G_N_ELEMENTS (set_cells))
              set_cells[n_set++] = mark->cell;
          }
        set_list = dup_cell_list (set_cells, n_set);
        if (step->houses[1] >= 0)
          {
            g_autofree char *box = dup_house_name (before, step->houses[1]);

            /* TRANSLATORS: two houses, "row 3 and box 1". */
            where = g_strdup_printf (_("%s and %s"), house, box);
          }
        else
          where = g_strdup (house);

        return g_strdup_printf (_("%s So one of %s must hold one of their other digits "
                                  "(%s): together they act as one cell of %s with those "
                                  "candidates. "
                                  "With %s they make a naked set that holds %s between them, so "
                                  "no other cell of %s can: %s."),
                                opening, extra_list, extra_names, house, set_list, digits,
                                where, result);
      }

    case SUDOKU_TECHNIQUE_UNIQUENESS_4:
      {
        guint8 pair_cells[2] = { first_elimination_cell (step), 0 };
        guint locked = digit == a ? b : a;
        g_autofree char *house = dup_house_name (before, step->houses[0]);
        g_autofree char *list = NULL;

        if (step->links->len > 0)
          {
            const SudokuLink *link = &g_array_index (step->links, SudokuLink, 0);

            pair_cells[0] = sudoku_cells_first (link->from);
            pair_cells[1] = sudoku_cells_first (link->to);
            list = dup_cell_list (pair_cells, 2);
          }
        else
          list = dup_cell_list (pair_cells, 1);

        return g_strdup_printf (_("%s In %s, %u can go only in %s, so one of them is %u. If "
                                  "either of them were %u, the rectangle would hold only %u and "
                                  "%u. So neither is: %s."),
                                opening, house, locked, list, locked, digit, a, b, result);
      }

    case SUDOKU_TECHNIQUE_UNIQUENESS_6:
      {
        g_autofree char *house1 = dup_house_name (before, step->houses[0]);
        g_autofree char *house2 = dup_house_name (before, step->houses[1]);
        guint other = digit == a ? b : a;

        return g_strdup_printf (_("%s In %s and %s, %u can go only in the rectangle: an X-Wing. "
                                  "If one of the two diagonal cells with other candidates were "
                                  "%u, the X-Wing would put %u in the other one too and %u in the "
                                  "remaining two cells, a deadly pattern. So: %s."),
                                opening, house1, house2, digit, digit, digit, other, result);
      }

    case SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE:
      {
        g_autofree char *row = dup_house_name (before, step->houses[0]);
        g_autofree char *column = dup_house_name (before, step->houses[1]);
        g_autofree char *cell = sudoku_cell_dup_name (first_elimination_cell (step));
        guint other = digit == a ? b : a;

        return g_strdup_printf (_("%s In %s and in %s, %u can go only in the rectangle. If %s "
                                  "were %u, %u would have to go in its two neighbours in the "
                                  "rectangle, which leaves %u for the opposite corner, a cell "
                                  "with only %u and %u: the deadly pattern. So %s."),
                                opening, row, column, other, cell, digit, other, digit, a, b,
                                result);
      }

    default:
      return NULL;
    }
}
