/* sudoku-forcing-text.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The texts of the forcing chains and nets (sudoku-forcing.c): the
 * assumption, the implications read back from the step's links, and the
 * contradiction or the common outcome they lead to. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-techniques.h"
#include "sudoku-text-private.h"

/* One implication as read back from the links: the node and the links
 * that give it. */
typedef struct
{
  guint    cell;
  guint    digit;
  gboolean on;
  guint    first;   /* first link */
  guint    n_links;
} Implication;

static const SudokuLink *
link_at (const SudokuStep *step,
         guint             i)
{
  return &g_array_index (step->links, SudokuLink, i);
}

static gboolean
next_implication (const SudokuStep *step,
                  guint             from,
                  guint             to,
                  Implication      *implication)
{
  const SudokuLink *link;

  if (from >= to)
    return FALSE;
  link = link_at (step, from);
  implication->cell = sudoku_cells_first (link->to);
  implication->digit = link->to_digit;
  implication->on = link->strong;
  implication->first = from;
  implication->n_links = 1;
  while (from + implication->n_links < to)
    {
      const SudokuLink *next = link_at (step, from + implication->n_links);

      if (!sudoku_cells_equal (next->to, link->to) || next->to_digit != link->to_digit ||
          next->strong != link->strong)
        break;
      implication->n_links++;
    }
  return TRUE;
}

static char *
candidate_dup_text (guint    cell,
                    guint    digit,
                    gboolean on)
{
  g_autofree char *name = sudoku_cell_dup_name (cell);

  return g_strdup_printf (on ? "%s=%u" : "%s<>%u", name, digit);
}

/* The first house holding @cell and every cell of @others. */
static int
house_holding (const SudokuHouseList *houses,
               guint                  cell,
               SudokuCells            others)
{
  sudoku_cells_add (&others, cell);
  for (guint h = 0; h < houses->n_houses; h++)
    {
      SudokuCells cells = SUDOKU_CELLS_EMPTY;

      for (guint i = 0; i < 9; i++)
        sudoku_cells_add (&cells, houses->houses[h].cells[i]);
      if (sudoku_cells_subset (others, cells))
        return (int) h;
    }
  return -1;
}

static void
append_implication (GString               *text,
                    const SudokuStep      *step,
                    const SudokuHouseList *houses,
                    const Implication     *implication)
{
  g_autofree char *node = candidate_dup_text (implication->cell, implication->digit,
                                              implication->on);
  const SudokuLink *link = link_at (step, implication->first);
  SudokuCells from = SUDOKU_CELLS_EMPTY;
  int house;

  if (!implication->on)
    {
      g_autofree char *cause = candidate_dup_text (sudoku_cells_first (link->from),
                                                   link->from_digit, TRUE);

      /* TRANSLATORS: an implication, "r1c2<>5 (since r1c1=5)". */
      g_string_append_printf (text, _("%s (since %s)"), node, cause);
      return;
    }

  for (guint i = 0; i < implication->n_links; i++)
    from = sudoku_cells_or (from, link_at (step, implication->first + i)->from);
  if (sudoku_cells_equal (from, sudoku_cells_single (implication->cell)))
    {
      /* TRANSLATORS: an implication, "r2c2=7 (the last candidate of the cell)". */
      g_string_append_printf (text, _("%s (the last candidate of the cell)"), node);
      return;
    }

  house = house_holding (houses, implication->cell, from);
  if (house >= 0)
    {
      g_autofree char *name = sudoku_house_dup_name (&houses->houses[house]);

      /* TRANSLATORS: an implication, "r2c5=3 (the last place for 3 in row 2)". */
      g_string_append_printf (text, _("%s (the last place for %u in %s)"), node,
                              implication->digit, name);
    }
  else
    g_string_append (text, node);
}

/* The implications of links [from, to) as a list, "a, b, c", with the
 * language's separator. */
static char *
dup_implications (const SudokuStep      *step,
                  const SudokuHouseList *houses,
                  guint                  from,
                  guint                  to)
{
  GString *list = g_string_new (NULL);
  Implication implication;

  while (next_implication (step, from, to, &implication))
    {
      g_autoptr(GString) item = g_string_new (NULL);

      append_implication (item, step, houses, &implication);
      _sudoku_text_append_item (list, item->str);
      from = implication.first + implication.n_links;
    }
  return g_string_free (list, FALSE);
}

/* How the implications of a contradiction were followed: the start of a
 * sentence that the list of implications ends. */
static const char *
contradiction_method (SudokuTechnique technique)
{
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_NISHIO:
      return _("Placing it and following only naked and hidden singles gives");
    case SUDOKU_TECHNIQUE_FORCING_CHAIN_CONTRADICTION:
      return _("Following implications that each rest on a single earlier one (a placed "
               "digit removes its peers; a cell with two candidates or a digit with two "
               "places in a house turns a removal into a placement) gives");
    default:
      return _("Following naked and hidden singles, where a placement may rest on "
               "several earlier removals, gives");
    }
}

static const char *
verity_method (SudokuTechnique technique)
{
  if (technique == SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY)
    return _("Follow each case with implications that each rest on a single earlier one "
             "(a placed digit removes its peers; a cell with two candidates or a digit "
             "with two places in a house turns a removal into a placement).");
  return _("Follow each case with naked and hidden singles, where a placement may rest "
           "on several earlier removals.");
}

static const SudokuMark *
find_mark (const SudokuStep *step,
           SudokuRole        role,
           guint             group)
{
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == role && mark->group == group)
        return mark;
    }
  return NULL;
}

static char *
describe_contradiction (const SudokuStep      *step,
                        const SudokuHouseList *houses,
                        gboolean               full)
{
  const char *name = _(sudoku_technique_get_info (step->technique)->name);
  const SudokuMark *assumed = find_mark (step, SUDOKU_ROLE_ASSUMED, 0);
  const SudokuMark *defining = find_mark (step, SUDOKU_ROLE_DEFINING, 0);
  gboolean on = step->eliminations->len > 0;
  g_autofree char *assumption = NULL;
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autofree char *cell = NULL;
  g_autofree char *where = NULL;
  char *sentence = NULL;
  GString *text;

  if (assumed == NULL || defining == NULL)
    return NULL;

  assumption = candidate_dup_text (assumed->cell, assumed->digit, on);
  cell = sudoku_cell_dup_name (assumed->cell);
  if (step->houses[0] >= 0)
    where = sudoku_house_dup_name (&houses->houses[step->houses[0]]);
  else
    where = sudoku_cell_dup_name (defining->cell);

  if (!full)
    /* TRANSLATORS: "Nishio Forcing Chain: r1c1=5 leads to a contradiction
     * in r3c4 ⇒ r1c1<>5". */
    return g_strdup_printf (_("%s: %s leads to a contradiction in %s ⇒ %s"),
                            name, assumption, where, result);

  text = g_string_new (NULL);
  if (on)
    sentence = g_strdup_printf (_("Suppose %s is %u."), cell, assumed->digit);
  else
    sentence = g_strdup_printf (_("Suppose %s is not %u."), cell, assumed->digit);
  _sudoku_text_append_sentence (text, sentence);
  g_clear_pointer (&sentence, g_free);
  /* Without links the assumption breaks a house at once (an implied
   * Windoku region, where singles do not look). */
  if (step->links->len > 0)
    {
      g_autofree char *implications = dup_implications (step, houses, 0, step->links->len);

      /* Translators: after "Suppose r1c1 is 5.": how it goes on, e.g.
       * "Following singles: r1c2 is 3 (…), r1c3 is 4 (…)." */
      sentence = g_strdup_printf (_("%s: %s."), contradiction_method (step->technique),
                                  implications);
      _sudoku_text_append_sentence (text, sentence);
      g_clear_pointer (&sentence, g_free);
    }

  if (step->houses[0] >= 0)
    sentence = g_strdup_printf (_("Then %u has no place left in %s, which is impossible."),
                                defining->digit, where);
  else if (defining->digit == 0)
    sentence = g_strdup_printf (_("Then %s has no candidate left, which is impossible."),
                                where);
  else
    sentence = g_strdup_printf (_("Then %s would have to be both %u and not %u, which is "
                                  "impossible."),
                                where, defining->digit, defining->digit);
  _sudoku_text_append_sentence (text, sentence);
  g_clear_pointer (&sentence, g_free);
  if (on)
    sentence = g_strdup_printf (_("So %s cannot be %u: %s."), cell, assumed->digit, result);
  else
    sentence = g_strdup_printf (_("So %s must be %u: %s."), cell, assumed->digit, result);
  _sudoku_text_append_sentence (text, sentence);
  g_clear_pointer (&sentence, g_free);
  return g_string_free (text, FALSE);
}

static char *
describe_verity (const SudokuStep      *step,
                 const SudokuHouseList *houses,
                 gboolean               full)
{
  const char *name = _(sudoku_technique_get_info (step->technique)->name);
  const SudokuMark *branches[9];
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autofree char *house = NULL;
  g_autofree char *cell = NULL;
  char *sentence = NULL;
  GString *list;
  GString *text;
  guint n_branches = 0;
  guint from = 0;

  while (n_branches < G_N_ELEMENTS (branches) &&
         (branches[n_branches] = find_mark (step, SUDOKU_ROLE_ASSUMED, n_branches)) != NULL)
    n_branches++;
  if (n_branches < 2)
    return NULL;

  list = g_string_new (NULL);
  for (guint b = 0; b < n_branches; b++)
    {
      if (b > 0)
        g_string_append (list, ", ");
      if (step->houses[0] >= 0)
        {
          g_autofree char *place = sudoku_cell_dup_name (branches[b]->cell);

          g_string_append (list, place);
        }
      else
        g_string_append_printf (list, "%u", branches[b]->digit);
    }

  if (step->houses[0] >= 0)
    house = sudoku_house_dup_name (&houses->houses[step->houses[0]]);
  else
    cell = sudoku_cell_dup_name (branches[0]->cell);

  if (!full)
    {
      g_string_free (list, TRUE);
      if (house != NULL)
        /* TRANSLATORS: "Forcing Chain Verity: every place for 5 in row 3
         * leads to r4c4=2". */
        return g_strdup_printf (_("%s: every place for %u in %s leads to %s"),
                                name, branches[0]->digit, house, result);
      /* TRANSLATORS: "Forcing Chain Verity: every candidate of r1c1 leads
       * to r3c4<>6". */
      return g_strdup_printf (_("%s: every candidate of %s leads to %s"), name, cell, result);
    }

  text = g_string_new (NULL);
  if (house != NULL)
    sentence = g_strdup_printf (_("%u must go in %s in one of %s."),
                                branches[0]->digit, house, list->str);
  else
    sentence = g_strdup_printf (_("%s holds one of %s."), cell, list->str);
  g_string_free (list, TRUE);
  _sudoku_text_append_sentence (text, sentence);
  g_clear_pointer (&sentence, g_free);
  _sudoku_text_append_sentence (text, verity_method (step->technique));

  /* Each branch's links start with one from its assumption, which no
   * other branch can hold on (the assumptions exclude each other). */
  for (guint b = 0; b < n_branches; b++)
    {
      g_autofree char *assumption = candidate_dup_text (branches[b]->cell, branches[b]->digit,
                                                        TRUE);
      g_autofree char *implications = NULL;
      guint to = from;

      while (to < step->links->len)
        {
          const SudokuLink *link = link_at (step, to);

          if (to > from && b + 1 < n_branches && !link->strong &&
              link->from_digit == branches[b + 1]->digit &&
              sudoku_cells_equal (link->from, sudoku_cells_single (branches[b + 1]->cell)))
            break;
          to++;
        }
      implications = dup_implications (step, houses, from, to);
      /* TRANSLATORS: one case of a verity, "If r1c1=2: r1c2<>2 (since
       * r1c1=2), …." */
      sentence = g_strdup_printf (_("If %s: %s."), assumption, implications);
      _sudoku_text_append_sentence (text, sentence);
      g_clear_pointer (&sentence, g_free);
      from = to;
    }
  sentence = g_strdup_printf (_("Every case leads to %s, so it holds."), result);
  _sudoku_text_append_sentence (text, sentence);
  g_free (sentence);
  return g_string_free (text, FALSE);
}

char *
_sudoku_describe_forcing (const SudokuStep  *step,
                          const SudokuBoard *before,
                          gboolean           full)
{
  const SudokuHouseList *houses;

  houses = sudoku_variant_get_houses (before ? before->variant : SUDOKU_VARIANT_CLASSIC);
  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_NISHIO:
    case SUDOKU_TECHNIQUE_FORCING_CHAIN_CONTRADICTION:
    case SUDOKU_TECHNIQUE_FORCING_NET_CONTRADICTION:
      return describe_contradiction (step, houses, full);
    case SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY:
    case SUDOKU_TECHNIQUE_FORCING_NET_VERITY:
      return describe_verity (step, houses, full);
    default:
      return NULL;
    }
}
