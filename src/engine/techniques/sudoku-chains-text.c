/* sudoku-chains-text.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The texts of the chains and loops (sudoku-chains.c): the chain in
 * Eureka notation, and why it eliminates what it does. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-techniques.h"

/* "r1c2", or "r1c23" / "r12c3" for cells in a row or column. */
static void
append_cells (GString     *text,
              SudokuCells  cells)
{
  guint first = sudoku_cells_first (cells);
  guint row = sudoku_cell_row (first), column = sudoku_cell_column (first);
  gboolean same_row = TRUE, same_column = TRUE;

  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      same_row = same_row && sudoku_cell_row (cell) == row;
      same_column = same_column && sudoku_cell_column (cell) == column;
    }
  if (same_row)
    {
      g_string_append_printf (text, "r%uc", row + 1);
      SUDOKU_CELLS_FOREACH (cells, cell)
        g_string_append_printf (text, "%u", sudoku_cell_column (cell) + 1);
    }
  else if (same_column)
    {
      g_string_append (text, "r");
      SUDOKU_CELLS_FOREACH (cells, cell)
        g_string_append_printf (text, "%u", sudoku_cell_row (cell) + 1);
      g_string_append_printf (text, "c%u", column + 1);
    }
  else
    {
      gboolean first_cell = TRUE;

      SUDOKU_CELLS_FOREACH (cells, cell)
        {
          g_string_append_printf (text, "%sr%uc%u", first_cell ? "" : ",",
                                  sudoku_cell_row (cell) + 1, sudoku_cell_column (cell) + 1);
          first_cell = FALSE;
        }
    }
}

static char *
dup_cells (SudokuCells cells)
{
  GString *text = g_string_new (NULL);

  append_cells (text, cells);
  return g_string_free (text, FALSE);
}

/* Whether @cells are the cells of an ALS of the step. */
static gboolean
is_als (const SudokuStep *step,
        SudokuCells       cells)
{
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == SUDOKU_ROLE_ALS && sudoku_cells_has (cells, mark->cell))
        return TRUE;
    }
  return FALSE;
}

static void
append_node (GString           *text,
             const SudokuStep  *step,
             const SudokuBoard *before,
             SudokuCells        cells,
             guint              digit)
{
  if (is_als (step, cells))
    {
      /* The digit that enters the ALS, then its cells and digits. */
      g_string_append_printf (text, "(%u)ALS:", digit);
      append_cells (text, cells);
      if (before != NULL)
        {
          guint16 digits = 0;

          SUDOKU_CELLS_FOREACH (cells, cell)
            digits |= before->candidates[cell];
          g_string_append_c (text, '{');
          for (guint d = 1; d <= 9; d++)
            if (digits & SUDOKU_DIGIT_BIT (d))
              g_string_append_printf (text, "%u", d);
          g_string_append_c (text, '}');
        }
      return;
    }
  g_string_append_printf (text, "%u", digit);
  append_cells (text, cells);
}

/* The chain in Eureka notation: "4r1c2=4r1c7-4r5c7=4r5c3", strong
 * links "=", weak ones "-". */
static char *
dup_chain (const SudokuStep  *step,
           const SudokuBoard *before)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < step->links->len; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

      if (i == 0)
        append_node (text, step, before, link->from, link->from_digit);
      g_string_append (text, link->strong ? "=" : "-");
      append_node (text, step, before, link->to, link->to_digit);
    }
  return g_string_free (text, FALSE);
}
static char *
describe_full (const SudokuStep *step,
               const char       *result)
{
  const SudokuLink *first = &g_array_index (step->links, SudokuLink, 0);
  const SudokuLink *last = &g_array_index (step->links, SudokuLink, step->links->len - 1);
  g_autofree char *start = dup_cells (first->from);
  g_autofree char *end = dup_cells (last->to);
  guint start_digit = first->from_digit;
  guint end_digit = last->to_digit;
  const char *links_text =
    _("Links marked = are strong (at least one of the two candidates is true); links "
      "marked - are weak (at most one is true). Strong and weak links alternate, so "
      "each candidate along the chain decides the next.");

  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_X_CHAIN:
      return g_strdup_printf (_("%s If %s is not %u, the chain forces %s to be %u: one of "
                                "the two ends holds %u, so no cell that sees both ends "
                                "can: %s."),
                              links_text, start, start_digit, end, end_digit,
                              start_digit, result);

    case SUDOKU_TECHNIQUE_XY_CHAIN:
      return g_strdup_printf (_("Every cell of the chain has exactly two candidates. If "
                                "%s is not %u, it holds its other digit, which that digit's "
                                "next cell then cannot hold, and so on along the chain "
                                "until %s must be %u. One of the two end cells holds %u, "
                                "so no cell that sees both can: %s."),
                              start, start_digit, end, end_digit, start_digit, result);

    case SUDOKU_TECHNIQUE_AIC:
    case SUDOKU_TECHNIQUE_GROUPED_AIC:
      if (start_digit == end_digit)
        return g_strdup_printf (_("%s The chain starts and ends with a strong link on %u: "
                                  "if %s is not %u, the chain forces %s to be %u. One of "
                                  "the two ends holds %u, so no cell that sees both can: "
                                  "%s."),
                                links_text, start_digit, start, start_digit, end,
                                end_digit, start_digit, result);
      return g_strdup_printf (_("%s If %s is not %u, the chain forces %s to be %u: one of "
                                "the two is true. So %s cannot be %u: it would not be %u, "
                                "and the chain would make %s %u as well, in a cell it "
                                "sees. For the same reason %s cannot be %u: %s."),
                              links_text, start, start_digit, end, end_digit,
                              start, end_digit, start_digit, end, end_digit,
                              end, start_digit, result);

    case SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS:
    case SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_CONTINUOUS:
      return g_strdup_printf (_("%s The chain leaves %s and comes back to it without a "
                                "contradiction, strong and weak links alternating all the "
                                "way round: the loop holds whichever way it is read, so "
                                "every weak link in it is strong as well, and exactly one "
                                "of its two ends is true. A candidate that sees both ends "
                                "of such a link cannot be true, and a cell entered and "
                                "left by strong links holds one of their two digits: %s."),
                              links_text, start, result);

    case SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS:
    case SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS:
      if (!first->strong && !last->strong)
        return g_strdup_printf (_("%s If %s were %u, the chain would lead back to it and "
                                  "make it not %u. So %s is not %u: %s."),
                                links_text, start, start_digit, start_digit, start,
                                start_digit, result);
      if (first->strong && last->strong)
        return g_strdup_printf (_("%s If %s were not %u, the chain would lead back to it "
                                  "and force it to be %u. So %s is %u, and its other "
                                  "candidates go: %s."),
                                links_text, start, start_digit, start_digit, start,
                                start_digit, result);
      if (!first->strong)
        return g_strdup_printf (_("%s If %s were %u, the chain would lead back to it and "
                                  "make it %u as well. A cell holds one digit, so %s is "
                                  "not %u: %s."),
                                links_text, start, start_digit, end_digit, start,
                                start_digit, result);
      return g_strdup_printf (_("%s If %s were %u, it would not be %u, and the chain "
                                "would then lead back to it and make it not %u either. "
                                "So %s is not %u: %s."),
                              links_text, start, end_digit, start_digit, end_digit,
                              start, end_digit, result);

    default:
      return NULL;
    }
}

char *
_sudoku_describe_chains (const SudokuStep  *step,
                         const SudokuBoard *before,
                         gboolean           full)
{
  const SudokuTechniqueInfo *info = sudoku_technique_get_info (step->technique);
  g_autofree char *chain = NULL;
  g_autofree char *result = NULL;

  if (step->links->len == 0)
    return NULL;

  chain = dup_chain (step, before);
  result = sudoku_step_dup_result (step);
  if (!full)
    return g_strdup_printf (_("%s: %s ⇒ %s"), _(info->name), chain, result);

  {
    g_autofree char *why = describe_full (step, result);
    gboolean groups = FALSE, als = FALSE;

    if (why == NULL)
      return NULL;
    for (guint i = 0; i < step->marks->len; i++)
      {
        const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

        als = als || mark->role == SUDOKU_ROLE_ALS;
        groups = groups || (mark->group != 0 && mark->role != SUDOKU_ROLE_ALS);
      }
    /* Translators: a chain's explanation: its name, the chain, then
     * what group and ALS nodes are (or nothing), then why it works. */
    return g_strdup_printf (_("%s: %s. %s%s%s"), _(info->name), chain,
                            groups ? _("A group node (two or three cells where a box meets "
                                       "a row or column) is true when one of its cells "
                                       "holds the digit. ")
                                   : "",
                            als ? _("An ALS (n cells of a house holding n + 1 digits) "
                                    "becomes a locked set when the digit in brackets is "
                                    "ruled out of it: each of its other digits then has "
                                    "to be in it, and is ruled out of every cell that "
                                    "sees all of its cells holding that digit. ")
                                : "",
                            why);
  }
}
