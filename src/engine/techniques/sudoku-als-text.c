/* sudoku-als-text.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The texts of the ALS techniques and Sue de Coq (sudoku-als.c): the
 * sets with their digits, the digits linking them, and why the common
 * digit goes. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-techniques.h"
#include "sudoku-als-private.h"

static void
append_cells (GString     *text,
              SudokuCells  cells)
{
  gboolean first = TRUE;

  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      g_autofree char *name = sudoku_cell_dup_name (cell);

      g_string_append_printf (text, "%s%s", first ? "" : " ", name);
      first = FALSE;
    }
}

static void
append_digits (GString *text,
               guint16  digits,
               const char *separator)
{
  gboolean first = TRUE;

  for (guint16 mask = digits; mask; mask &= mask - 1)
    {
      g_string_append_printf (text, "%s%u", first ? "" : separator, first_digit (mask));
      first = FALSE;
    }
}

static char *
dup_digits (guint16 digits)
{
  GString *text = g_string_new (NULL);

  append_digits (text, digits, ", ");
  return g_string_free (text, FALSE);
}

static guint16
cells_digits (const SudokuBoard *before,
              SudokuCells        cells)
{
  guint16 digits = 0;

  if (before == NULL)
    return 0;
  SUDOKU_CELLS_FOREACH (cells, cell)
    if (before->values[cell] == 0)
      digits |= before->candidates[cell];
  return digits;
}

/* "r1c2 r1c5 {123}" */
static char *
dup_set (const SudokuBoard *before,
         SudokuCells        cells)
{
  GString *text = g_string_new (NULL);
  guint16 digits = cells_digits (before, cells);

  append_cells (text, cells);
  if (digits)
    {
      g_string_append (text, " {");
      append_digits (text, digits, "");
      g_string_append (text, "}");
    }
  return g_string_free (text, FALSE);
}

/* The cells of each group of ALS marks; returns how many groups. */
static guint
collect_groups (const SudokuStep *step,
                SudokuCells       groups[16])
{
  guint n = 0;

  for (guint i = 0; i < 16; i++)
    groups[i] = SUDOKU_CELLS_EMPTY;
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role != SUDOKU_ROLE_ALS || mark->digit != 0 || mark->group >= 16)
        continue;
      sudoku_cells_add (&groups[mark->group], mark->cell);
      n = MAX (n, (guint) mark->group + 1);
    }
  return n;
}

/* The link digits between consecutive groups of a linked step, from its
 * links in order. */
static void
collect_link_digits (const SudokuStep *step,
                     const SudokuCells groups[16],
                     guint             n_groups,
                     guint16           links[16])
{
  guint g = 0;

  for (guint i = 0; i < 16; i++)
    links[i] = 0;
  /* The links come in chain order; sets may overlap, so a link belongs to
   * the first pair of groups from the previous link's on that holds it. */
  for (guint i = 0; i < step->links->len; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

      while (g + 1 < n_groups &&
             !(sudoku_cells_subset (link->from, groups[g]) &&
               sudoku_cells_subset (link->to, groups[g + 1])))
        g++;
      if (g + 1 < n_groups)
        links[g] |= SUDOKU_DIGIT_BIT (link->from_digit);
    }
}

static char *
describe_linked (const SudokuStep  *step,
                 const SudokuBoard *before,
                 gboolean           full)
{
  const char *name = _(sudoku_technique_get_info (step->technique)->name);
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autofree char *zs = dup_digits (step->digits);
  g_autoptr(GString) pattern = g_string_new (NULL);
  SudokuCells groups[16];
  guint16 links[16];
  guint n_groups = collect_groups (step, groups);

  if (n_groups < 2)
    return NULL;
  collect_link_digits (step, groups, n_groups, links);

  for (guint g = 0; g < n_groups; g++)
    {
      g_autofree char *set = dup_set (before, groups[g]);

      g_string_append (pattern, set);
      if (g + 1 < n_groups)
        {
          g_string_append (pattern, " -");
          append_digits (pattern, links[g], ",");
          g_string_append (pattern, "- ");
        }
    }

  if (!full)
    return g_strdup_printf (_("%s: %s ⇒ %s"), name, pattern->str, result);

  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_ALS_XZ:
      {
        g_autofree char *a = dup_set (before, groups[0]);
        g_autofree char *b = dup_set (before, groups[1]);
        g_autofree char *x = dup_digits (links[0]);

        if (count_bits (links[0]) >= 2)
          return g_strdup_printf (
            _("A = %s and B = %s are almost locked sets: each has one digit more than "
              "cells, so if it loses one digit the others are locked in it. They share "
              "the restricted common digits %s: every instance of either in A sees every "
              "instance in B, so each is true in at most one of the sets. Neither set can "
              "lose both, so one is in A and the other in B, and A and B minus those "
              "digits are locked sets. Every other digit of A must be in A, every other "
              "digit of B in B, and each shared digit in one of them: a cell that sees all "
              "the instances of such a digit there cannot hold it: %s."),
            a, b, x, result);
        return g_strdup_printf (
          _("A = %s and B = %s are almost locked sets: each has one digit more than "
            "cells, so if it loses one digit the others are locked in it. Every %s in A "
            "sees every %s in B, so %s is true in at most one of them, and the other is "
            "then locked. Either way each other digit the two share (%s) ends up in A or "
            "in B, so a cell that sees all its instances in both sets cannot hold it: %s."),
          a, b, x, x, x, zs, result);
      }
    case SUDOKU_TECHNIQUE_ALS_XY_WING:
      {
        g_autofree char *a = dup_set (before, groups[0]);
        g_autofree char *c = dup_set (before, groups[1]);
        g_autofree char *b = dup_set (before, groups[2]);
        g_autofree char *x = dup_digits (links[0]);
        g_autofree char *y = dup_digits (links[1]);

        return g_strdup_printf (
          _("A = %s, C = %s and B = %s are almost locked sets: each has one digit more "
            "than cells. Every %s in A sees every %s in C, and every %s in C sees every "
            "%s in B. Take a digit A and B share besides those (%s): if it were in "
            "neither A nor B, both would be locked, A would hold %s and B would hold %s, "
            "and C, losing both, would be left with fewer digits than cells. So it is in "
            "A or in B, and a cell that sees all its instances in both cannot hold it: "
            "%s."),
          a, c, b, x, x, y, y, zs, x, y, result);
      }
    default:
      {
        g_autofree char *first = dup_set (before, groups[0]);
        g_autofree char *last = dup_set (before, groups[n_groups - 1]);

        return g_strdup_printf (
          _("The almost locked sets %s form a chain: each has one digit more than cells, "
            "and every instance of the digit written between two of them in one set sees "
            "every instance in the next, so it is true in at most one of the two. Take a "
            "digit the two ends %s and %s share besides their link digits (%s): if it "
            "were in neither, the first set would be locked and hold its link digit, "
            "which takes that digit from the second set; the second is then locked and "
            "holds the next link digit, and so on, until the last set is locked and holds "
            "the digit after all. So it is in the first or the last set, and a cell that "
            "sees all its instances in both cannot hold it: %s."),
          pattern->str, first, last, zs, result);
      }
    }
}

static char *
describe_death_blossom (const SudokuStep  *step,
                        const SudokuBoard *before,
                        gboolean           full)
{
  const char *name = _(sudoku_technique_get_info (step->technique)->name);
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autofree char *zs = dup_digits (step->digits);
  g_autofree char *stem_name = NULL;
  g_autoptr(GString) petals = g_string_new (NULL);
  SudokuCells groups[16];
  guint digit_of[16] = { 0 };
  guint n_groups = collect_groups (step, groups);
  gint stem = -1;

  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == SUDOKU_ROLE_PIVOT)
        stem = mark->cell;
    }
  if (stem < 0 || n_groups == 0)
    return NULL;
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->cell == stem && mark->role == SUDOKU_ROLE_DEFINING && mark->group < 16)
        digit_of[mark->group] = mark->digit;
    }

  stem_name = dup_set (before, sudoku_cells_single (stem));
  for (guint g = 0; g < n_groups; g++)
    {
      g_autofree char *set = dup_set (before, groups[g]);

      g_string_append_printf (petals, "%s%u: %s", g ? ", " : "", digit_of[g], set);
    }

  if (!full)
    return g_strdup_printf (_("%s: stem %s; %s ⇒ %s"), name, stem_name, petals->str, result);

  return g_strdup_printf (
    _("The stem %s has an almost locked set (a petal) for each of its digits: %s. Every "
      "instance of a stem digit in its petal sees the stem, so whatever digit the stem "
      "holds leaves that petal, which is then locked and holds all its other digits. "
      "Every petal holds %s and the stem does not: whatever the stem holds, such a digit "
      "is in one of the petals, and a cell that sees all its instances in all petals "
      "cannot hold it: %s."),
    stem_name, petals->str, zs, result);
}

static char *
describe_sue_de_coq (const SudokuStep  *step,
                     const SudokuBoard *before,
                     gboolean           full)
{
  const SudokuHouseList *houses;
  const char *name = _(sudoku_technique_get_info (step->technique)->name);
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autofree char *line = NULL;
  g_autofree char *box = NULL;
  g_autofree char *core = NULL;
  g_autofree char *line_set = NULL;
  g_autofree char *box_set = NULL;
  SudokuCells groups[16];

  if (collect_groups (step, groups) < 3 || step->houses[0] < 0 || step->houses[1] < 0)
    return NULL;

  houses = sudoku_variant_get_houses (before ? before->variant : SUDOKU_VARIANT_CLASSIC);
  line = sudoku_house_dup_name (&houses->houses[step->houses[0]]);
  box = sudoku_house_dup_name (&houses->houses[step->houses[1]]);
  core = dup_set (before, groups[0]);
  line_set = dup_set (before, groups[1]);
  box_set = dup_set (before, groups[2]);

  if (!full)
    return g_strdup_printf (_("%s: %s with %s (%s) and %s (%s) ⇒ %s"),
                            name, core, line_set, line, box_set, box, result);

  return g_strdup_printf (
    _("The cells %s, where %s meets %s, hold at least two digits more than cells. "
      "Beside them, the cells %s of %s and %s of %s share no digit of the intersection. "
      "The three sets have as many cells as digits (a digit of both outer sets counted "
      "twice, since it can be once in the line and once in the box), and no digit can "
      "be in them more often than that, so each is there exactly as often. The digits "
      "of the line set, and those of the intersection not in the box set, cannot be "
      "anywhere else in %s; the digits of the box set, and those of the intersection "
      "not in the line set, anywhere else in %s: %s."),
    core, line, box, line_set, line, box_set, box, line, box, result);
}

char *
_sudoku_describe_als (const SudokuStep  *step,
                      const SudokuBoard *before,
                      gboolean           full)
{
  g_return_val_if_fail (step != NULL, NULL);

  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_ALS_XZ:
    case SUDOKU_TECHNIQUE_ALS_XY_WING:
    case SUDOKU_TECHNIQUE_ALS_CHAIN:
      return describe_linked (step, before, full);
    case SUDOKU_TECHNIQUE_DEATH_BLOSSOM:
      return describe_death_blossom (step, before, full);
    case SUDOKU_TECHNIQUE_SUE_DE_COQ:
      return describe_sue_de_coq (step, before, full);
    default:
      return NULL;
    }
}
