/* sudoku-coloring.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Simple and multi colours, as HoDoKu defines them. For one digit, the
 * conjugate pairs (houses with only two places for it) join cells into
 * clusters; giving the two cells of each pair opposite colours splits a
 * cluster into two colours of which exactly one holds the digit
 * everywhere. Every house counts: rows, columns, boxes, and for Windoku
 * the windows and implied regions.
 *
 * - Trap: a cell that sees both colours of a cluster loses the digit.
 * - Wrap: two cells of one colour see each other, so that colour is
 *   false and all its cells lose the digit.
 * - Multi Colors 1: a cell of colour a (cluster 1) sees a cell of colour
 *   b (cluster 2); a and b are not both true, so A or B (their opposite
 *   colours) is, and a cell that sees both A and B loses the digit.
 * - Multi Colors 2: colour a sees both colours of cluster 2, one of
 *   which is true, so a is false.
 *
 * Marks: SUDOKU_ROLE_COLOR_A and SUDOKU_ROLE_COLOR_B for the two colours,
 * group 0 for the (first) cluster, 1 for the second one of multi colours.
 * Links (all weak): for a wrap, the two same-coloured cells that see each
 * other; for Multi Colors 1, each pair of cells of the two clusters that
 * see each other and make eliminations; for Multi Colors 2, a cell of the
 * false colour to a cell of each colour of the other cluster.
 *
 * Ratings: Sudoku Explainer has no colouring; the info table puts trap
 * and wrap at 4.5 and multi colours at 4.6 and 4.7, our own values on
 * SE's scale (just above the single-digit patterns they generalise). */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-techniques.h"

typedef struct
{
  SudokuCells colors[2];
  SudokuCells sees[2];  /* cells that see some cell of each colour */
} Cluster;

/* Each cluster has at least two cells, so 40 is plenty. */
#define MAX_CLUSTERS 41

static SudokuCells
seen_by_any (const SudokuGrid *grid,
             SudokuCells       cells)
{
  SudokuCells seen = SUDOKU_CELLS_EMPTY;

  SUDOKU_CELLS_FOREACH (cells, cell)
    seen = sudoku_cells_or (seen, grid->peers[cell]);
  return seen;
}

/* Clusters of @digit in cell order of their first cell; the first cell
 * of each cluster gets colour A. */
static guint
build_clusters (const SudokuGrid *grid,
                guint             digit,
                Cluster          *clusters)
{
  SudokuCells partners[SUDOKU_N_CELLS];
  SudokuCells linked = SUDOKU_CELLS_EMPTY;
  guint n = 0;

  for (guint house = 0; house < grid->houses->n_houses; house++)
    {
      SudokuCells cells = sudoku_grid_house_places (grid, house, digit);
      guint a, b;

      if (sudoku_cells_count (cells) != 2)
        continue;
      a = sudoku_cells_first (cells);
      b = sudoku_cells_next (cells, a);
      if (!sudoku_cells_has (linked, a))
        partners[a] = SUDOKU_CELLS_EMPTY;
      if (!sudoku_cells_has (linked, b))
        partners[b] = SUDOKU_CELLS_EMPTY;
      sudoku_cells_add (&partners[a], b);
      sudoku_cells_add (&partners[b], a);
      linked = sudoku_cells_or (linked, cells);
    }

  while (!sudoku_cells_is_empty (linked) && n < MAX_CLUSTERS)
    {
      Cluster *cluster = &clusters[n++];
      guint start = sudoku_cells_first (linked);
      SudokuCells todo = sudoku_cells_single (start);

      cluster->colors[0] = todo;
      cluster->colors[1] = SUDOKU_CELLS_EMPTY;
      sudoku_cells_remove (&linked, start);
      while (!sudoku_cells_is_empty (todo))
        {
          guint cell = sudoku_cells_first (todo);
          guint other = sudoku_cells_has (cluster->colors[0], cell) ? 1 : 0;
          SudokuCells fresh = sudoku_cells_and (partners[cell], linked);

          sudoku_cells_remove (&todo, cell);
          cluster->colors[other] = sudoku_cells_or (cluster->colors[other], fresh);
          todo = sudoku_cells_or (todo, fresh);
          linked = sudoku_cells_minus (linked, fresh);
        }
      for (guint c = 0; c < 2; c++)
        cluster->sees[c] = seen_by_any (grid, cluster->colors[c]);
    }
  return n;
}

static void
mark_cluster (SudokuStep    *step,
              const Cluster *cluster,
              guint          digit,
              guint          group)
{
  SUDOKU_CELLS_FOREACH (cluster->colors[0], cell)
    sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_COLOR_A, group);
  SUDOKU_CELLS_FOREACH (cluster->colors[1], cell)
    sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_COLOR_B, group);
}

static SudokuStep *
coloring_step_new (SudokuTechnique   technique,
                   guint             digit,
                   const Cluster    *first,
                   const Cluster    *second)
{
  SudokuStep *step = sudoku_step_new (technique);

  step->digits = SUDOKU_DIGIT_BIT (digit);
  mark_cluster (step, first, digit, 0);
  if (second != NULL)
    mark_cluster (step, second, digit, 1);
  return step;
}

static void
add_weak_link (SudokuStep *step,
               guint       digit,
               guint       from,
               guint       to)
{
  sudoku_step_add_link (step, sudoku_cells_single (from), digit, sudoku_cells_single (to), digit,
                        FALSE);
}

/* A cell of @from that sees a cell of @to (writing both), if any. */
static gboolean
find_seeing_pair (const SudokuGrid *grid,
                  SudokuCells       from,
                  SudokuCells       to,
                  guint            *from_cell,
                  guint            *to_cell)
{
  SUDOKU_CELLS_FOREACH (from, cell)
    {
      SudokuCells seen = sudoku_cells_and (grid->peers[cell], to);

      if (!sudoku_cells_is_empty (seen))
        {
          *from_cell = cell;
          *to_cell = sudoku_cells_first (seen);
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
report (SudokuStep     *step,
        SudokuStepSink  sink,
        gpointer        user_data)
{
  sudoku_step_sort (step);
  return sink (step, user_data);
}

/* Each technique here looks at one digit at a time, and what it finds
 * for a digit depends only on where the digit's candidates are and where
 * it is placed (sudoku_grid_house_places()): a digit searched in vain is
 * skipped while both stay the same (@memo, @placed). */
static gboolean
find_simple_colors (const SudokuGrid  *grid,
                    SudokuTechnique    technique,
                    SudokuDigitMemo   *memo,
                    const SudokuCells *placed,
                    SudokuStepSink     sink,
                    gpointer           user_data)
{
  Cluster clusters[MAX_CLUSTERS];

  for (guint digit = 1; digit <= 9; digit++)
    {
      gboolean found = FALSE;
      guint n;

      if (_sudoku_digit_memo_barren_placed (memo, grid, placed, digit))
        continue;
      n = build_clusters (grid, digit, clusters);

      for (guint i = 0; i < n; i++)
        {
          const Cluster *cluster = &clusters[i];
          SudokuStep *step;

          if (technique == SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP)
            {
              step = NULL;
              for (guint c = 0; c < 2; c++)
                {
                  guint from, to;

                  if (!find_seeing_pair (grid, cluster->colors[c], cluster->colors[c], &from, &to))
                    continue;
                  if (step == NULL)
                    step = coloring_step_new (technique, digit, cluster, NULL);
                  _sudoku_step_eliminate (step, grid, cluster->colors[c], digit);
                  add_weak_link (step, digit, from, to);
                  for (const guint8 *h = grid->houses->cell_houses[from]; *h != 0xff; h++)
                    if (sudoku_cells_has (grid->house_cells[*h], to))
                      {
                        sudoku_step_add_house (step, *h);
                        break;
                      }
                }
              if (step != NULL)
                {
                  found = TRUE;
                  if (report (step, sink, user_data))
                    return TRUE;
                }
            }
          else
            {
              SudokuCells sees_both = sudoku_cells_and (cluster->sees[0], cluster->sees[1]);
              SudokuCells targets = sudoku_cells_and (sees_both, grid->digit_cells[digit]);

              if (sudoku_cells_is_empty (targets))
                continue;
              step = coloring_step_new (technique, digit, cluster, NULL);
              _sudoku_step_eliminate (step, grid, targets, digit);
              found = TRUE;
              if (report (step, sink, user_data))
                return TRUE;
            }
        }
      _sudoku_digit_memo_note_placed (memo, grid, placed, digit, !found);
    }
  return FALSE;
}

/* Multi Colors 1 on clusters @first and @second (each pair once). */
static SudokuStep *
multi_colors_1 (const SudokuGrid *grid,
                guint             digit,
                const Cluster    *first,
                const Cluster    *second)
{
  SudokuStep *step = NULL;

  for (guint a = 0; a < 2; a++)
    for (guint b = 0; b < 2; b++)
      {
        SudokuCells targets;
        guint from, to;

        if (!find_seeing_pair (grid, first->colors[a], second->colors[b], &from, &to))
          continue;
        targets = sudoku_cells_and (sudoku_cells_and (first->sees[1 - a], second->sees[1 - b]),
                                    grid->digit_cells[digit]);
        if (sudoku_cells_is_empty (targets))
          continue;
        if (step == NULL)
          step = coloring_step_new (SUDOKU_TECHNIQUE_MULTI_COLORS_1, digit, first, second);
        _sudoku_step_eliminate (step, grid, targets, digit);
        add_weak_link (step, digit, from, to);
      }
  return step;
}

/* Multi Colors 2: a colour of @first that sees both colours of @second. */
static SudokuStep *
multi_colors_2 (const SudokuGrid *grid,
                guint             digit,
                const Cluster    *first,
                const Cluster    *second)
{
  SudokuStep *step = NULL;

  for (guint a = 0; a < 2; a++)
    {
      guint from0, to0, from1, to1;

      if (!find_seeing_pair (grid, first->colors[a], second->colors[0], &from0, &to0) ||
          !find_seeing_pair (grid, first->colors[a], second->colors[1], &from1, &to1))
        continue;
      if (step == NULL)
        step = coloring_step_new (SUDOKU_TECHNIQUE_MULTI_COLORS_2, digit, first, second);
      _sudoku_step_eliminate (step, grid, first->colors[a], digit);
      add_weak_link (step, digit, from0, to0);
      add_weak_link (step, digit, from1, to1);
    }
  return step;
}

/* HoDoKu tries every ordered pair of clusters. Multi Colors 1 gives the
 * same eliminations both ways, so each unordered pair is reported once;
 * Multi Colors 2 depends on the order. */
static gboolean
find_multi_colors (const SudokuGrid  *grid,
                   SudokuTechnique    technique,
                   SudokuDigitMemo   *memo,
                   const SudokuCells *placed,
                   SudokuStepSink     sink,
                   gpointer           user_data)
{
  Cluster clusters[MAX_CLUSTERS];

  for (guint digit = 1; digit <= 9; digit++)
    {
      gboolean found = FALSE;
      guint n;

      if (_sudoku_digit_memo_barren_placed (memo, grid, placed, digit))
        continue;
      n = build_clusters (grid, digit, clusters);

      for (guint i = 0; i < n; i++)
        for (guint j = 0; j < n; j++)
          {
            SudokuStep *step;

            if (i == j)
              continue;
            if (technique == SUDOKU_TECHNIQUE_MULTI_COLORS_1)
              step = i < j ? multi_colors_1 (grid, digit, &clusters[i], &clusters[j]) : NULL;
            else
              step = multi_colors_2 (grid, digit, &clusters[i], &clusters[j]);
            if (step == NULL)
              continue;
            found = TRUE;
            if (report (step, sink, user_data))
              return TRUE;
          }
      _sudoku_digit_memo_note_placed (memo, grid, placed, digit, !found);
    }
  return FALSE;
}

gboolean
_sudoku_find_coloring (const SudokuGrid *grid,
                       SudokuTechnique   technique,
                       SudokuStepSink    sink,
                       gpointer          user_data)
{
  SudokuCells placed[10];

  _sudoku_grid_placed_cells (grid, placed);
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP:
    case SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP:
      return find_simple_colors (grid, technique, _sudoku_digit_memo_get (technique), placed,
                                 sink, user_data);
    case SUDOKU_TECHNIQUE_MULTI_COLORS_1:
    case SUDOKU_TECHNIQUE_MULTI_COLORS_2:
      return find_multi_colors (grid, technique, _sudoku_digit_memo_get (technique), placed,
                                sink, user_data);
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* Texts. */

/* The cells of one colour, or of every mark of @group, as "r1c1, r2c3". */
static char *
colour_cells (const SudokuStep *step,
              SudokuRole        role,
              guint             group)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role != role || mark->group != group)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text, "r%uc%u", mark->cell / 9 + 1, mark->cell % 9 + 1);
    }
  return g_string_free (text, FALSE);
}

/* The colour of @cell among the marks, as an index 0 (A) or 1 (B), and
 * its cluster; FALSE when it is not coloured. */
static gboolean
colour_of (const SudokuStep *step,
           guint             cell,
           guint            *colour,
           guint            *group)
{
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->cell == cell &&
          (mark->role == SUDOKU_ROLE_COLOR_A || mark->role == SUDOKU_ROLE_COLOR_B))
        {
          *colour = mark->role == SUDOKU_ROLE_COLOR_A ? 0 : 1;
          *group = mark->group;
          return TRUE;
        }
    }
  return FALSE;
}

/* Colour names: "A"/"B" for the cluster of simple colours, "1a"/"1b"
 * and "2a"/"2b" for the two clusters of multi colours. Not translated:
 * they are labels, like cell names. */
static char *
colour_name (gboolean multi,
             guint    group,
             guint    colour)
{
  if (!multi)
    return g_strdup (colour == 0 ? "A" : "B");
  return g_strdup_printf ("%u%c", group + 1, colour == 0 ? 'a' : 'b');
}

char *
_sudoku_describe_coloring (const SudokuStep  *step,
                           const SudokuBoard *before,
                           gboolean           full)
{
  gboolean multi = step->technique == SUDOKU_TECHNIQUE_MULTI_COLORS_1 ||
                   step->technique == SUDOKU_TECHNIQUE_MULTI_COLORS_2;
  const char *name = _(sudoku_technique_get_info (step->technique)->name);
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autofree char *digit = NULL;
  g_autofree char *colours = NULL;
  GString *text;

  if (step->digits == 0)
    return NULL;
  digit = g_strdup_printf ("%d", __builtin_ctz (step->digits) + 1);

  text = g_string_new (NULL);
  for (guint group = 0; group < (multi ? 2u : 1u); group++)
    for (guint colour = 0; colour < 2; colour++)
      {
        g_autofree char *label = colour_name (multi, group, colour);
        SudokuRole role = colour == 0 ? SUDOKU_ROLE_COLOR_A : SUDOKU_ROLE_COLOR_B;
        g_autofree char *cells = colour_cells (step, role, group);

        if (text->len > 0)
          /* TRANSLATORS: between two colours of a colouring, "A: r1c1,
           * r2c3; B: r4c5" (the chains of Multi Colors follow each other
           * the same way in the summary, "r1c1 / r4c5; r7c7 / r8c8").
           * Japanese: "、". */
          g_string_append (text, full || colour == 0 ? C_("colours", "; ") : " / ");
        if (full)
          /* TRANSLATORS: a colour and its cells, "A: r1c1, r2c3". */
          g_string_append_printf (text, C_("colours", "%s: %s"), label, cells);
        else
          g_string_append (text, cells);
      }
  colours = g_string_free (text, FALSE);

  if (!full)
    /* TRANSLATORS: "Simple Colors Trap: 5 (r1c1, r2c3 / r4c5, r6c7) ⇒
     * r3c3<>5": the technique, the digit, the colours (a second cluster
     * follows after "; "), the result. */
    return g_strdup_printf (_("%s: %s (%s) ⇒ %s"), name, digit, colours, result);

  text = g_string_new (NULL);
  if (multi)
    g_string_append_printf (text,
                            _("The conjugate pairs of %s (houses with only two places for it) link "
                              "its cells into two separate chains; colouring each chain's cells "
                              "alternately gives colours where, within a chain, exactly one "
                              "colour holds %s: %s. "),
                            digit, digit, colours);
  else
    g_string_append_printf (text,
                            _("The conjugate pairs of %s (houses with only two places for it) link "
                              "these cells into one chain; colouring them alternately gives two "
                              "colours of which exactly one holds %s: %s. "),
                            digit, digit, colours);

  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP:
      g_string_append_printf (text,
                              _("Whichever colour is true, a cell that sees both colours cannot "
                                "be %s. "),
                              digit);
      break;

    case SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP:
    case SUDOKU_TECHNIQUE_MULTI_COLORS_1:
      for (guint i = 0; i < step->links->len; i++)
        {
          const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);
          guint from = sudoku_cells_first (link->from), to = sudoku_cells_first (link->to);
          guint from_colour, from_group, to_colour, to_group;
          g_autofree char *from_name = sudoku_cell_dup_name (from);
          g_autofree char *to_name = sudoku_cell_dup_name (to);
          g_autofree char *from_label = NULL, *to_label = NULL;
          g_autofree char *from_opposite = NULL, *to_opposite = NULL;

          if (!colour_of (step, from, &from_colour, &from_group) ||
              !colour_of (step, to, &to_colour, &to_group))
            continue;
          from_label = colour_name (multi, from_group, from_colour);
          to_label = colour_name (multi, to_group, to_colour);
          if (step->technique == SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP)
            {
              g_string_append_printf (text,
                                      _("%s and %s both have colour %s and see each other, so "
                                        "they cannot both be %s: colour %s is false. "),
                                      from_name, to_name, from_label, digit, from_label);
              continue;
            }
          from_opposite = colour_name (multi, from_group, 1 - from_colour);
          to_opposite = colour_name (multi, to_group, 1 - to_colour);
          g_string_append_printf (text,
                                  _("%s (colour %s) sees %s (colour %s), so %s and %s are not "
                                    "both true, and %s or %s is: a cell that sees both %s and %s "
                                    "cannot be %s. "),
                                  from_name, from_label, to_name, to_label, from_label, to_label,
                                  from_opposite, to_opposite, from_opposite, to_opposite, digit);
        }
      break;

    case SUDOKU_TECHNIQUE_MULTI_COLORS_2:
      for (guint i = 0; i + 1 < step->links->len; i += 2)
        {
          const SudokuLink *links = &g_array_index (step->links, SudokuLink, i);
          guint from0 = sudoku_cells_first (links[0].from), to0 = sudoku_cells_first (links[0].to);
          guint from1 = sudoku_cells_first (links[1].from), to1 = sudoku_cells_first (links[1].to);
          guint colour, group, other_colour, other_group;
          g_autofree char *label = NULL;
          g_autofree char *from0_name = sudoku_cell_dup_name (from0);
          g_autofree char *to0_name = sudoku_cell_dup_name (to0);
          g_autofree char *from1_name = sudoku_cell_dup_name (from1);
          g_autofree char *to1_name = sudoku_cell_dup_name (to1);

          if (!colour_of (step, from0, &colour, &group) ||
              !colour_of (step, to0, &other_colour, &other_group))
            continue;
          label = colour_name (TRUE, group, colour);
          g_string_append_printf (text,
                                  _("Colour %s sees both colours of the other chain (%s sees %s, "
                                    "%s sees %s), one of which is true, so colour %s is false. "),
                                  label, from0_name, to0_name, from1_name, to1_name, label);
        }
      break;

    default:
      break;
    }
  g_string_append_printf (text, _("Result: %s."), result);
  return g_string_free (text, FALSE);
}
