/* sudoku-complex-fish.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Franken and Mutant fish, plain and finned, after HoDoKu's definitions
 * (facts from its documentation and its regression library; the code is
 * ours). A fish of size n for one digit takes n base sets and n other
 * houses as cover sets such that every base candidate lies in a cover
 * set, except the fins. Each base set needs its digit, and as long as no
 * fin is it, the base sets get n different ones, all in the cover sets,
 * one per cover set: no other candidate of the cover sets can be the
 * digit, nor a base candidate that two cover sets share (it would fill
 * two of them at once). A base candidate in two base sets (an endo fin)
 * counts as a fin, for it could fill two base sets. With fins, only the
 * candidates that see every fin go.
 *
 * Basic fish take rows for base and columns for cover (or the other way
 * round) and are found by sudoku-fish.c. Franken fish add boxes: base
 * sets among rows and boxes with cover sets among columns and boxes, or
 * columns and boxes against rows and boxes. Every other mix is a Mutant
 * fish. As in HoDoKu's default settings, at most five fins and two endo
 * fins are allowed. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-techniques.h"

#define N_FISH_HOUSES 27
#define ROWS_MASK     0x00001ffu
#define COLUMNS_MASK  0x003fe00u
#define BOXES_MASK    0x7fc0000u
#define MAX_FINS      5
#define MAX_ENDO_FINS 2

typedef enum {
  KIND_FRANKEN,
  KIND_MUTANT,
} FishKind;

typedef struct
{
  const SudokuGrid *grid;
  SudokuTechnique   technique;
  SudokuStepSink    sink;
  gpointer          user_data;
  guint             size;
  FishKind          kind;
  gboolean          finned;

  guint             digit;
  SudokuCells       digit_cells;
  /* Each house's cells holding the digit. */
  SudokuCells       cells[N_FISH_HOUSES];
  /* For each cell, the houses (of the 27) it lies in, as a mask. */
  guint32           cell_houses[SUDOKU_N_CELLS];

  /* The houses allowed as base and as cover sets in this pass. */
  guint32           base_allowed;
  guint32           cover_allowed;

  /* The base sets chosen, their candidates and the endo fins. */
  guint8            base[8];
  guint32           base_mask;
  SudokuCells       base_cells;
  SudokuCells       endo;

  /* The cover sets chosen. */
  guint32           cover_mask;

  /* Steps reported for the digit. */
  guint             n_found;
} FishSearch;

static gboolean
technique_shape (SudokuTechnique  technique,
                 guint           *size,
                 FishKind        *kind,
                 gboolean        *finned)
{
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_FRANKEN_X_WING:
    case SUDOKU_TECHNIQUE_FRANKEN_SWORDFISH:
    case SUDOKU_TECHNIQUE_FRANKEN_JELLYFISH:
      *size = 2 + technique - SUDOKU_TECHNIQUE_FRANKEN_X_WING;
      *kind = KIND_FRANKEN, *finned = FALSE;
      return TRUE;
    case SUDOKU_TECHNIQUE_FINNED_FRANKEN_X_WING:
    case SUDOKU_TECHNIQUE_FINNED_FRANKEN_SWORDFISH:
    case SUDOKU_TECHNIQUE_FINNED_FRANKEN_JELLYFISH:
      *size = 2 + technique - SUDOKU_TECHNIQUE_FINNED_FRANKEN_X_WING;
      *kind = KIND_FRANKEN, *finned = TRUE;
      return TRUE;
    case SUDOKU_TECHNIQUE_MUTANT_X_WING:
    case SUDOKU_TECHNIQUE_MUTANT_SWORDFISH:
    case SUDOKU_TECHNIQUE_MUTANT_JELLYFISH:
      *size = 2 + technique - SUDOKU_TECHNIQUE_MUTANT_X_WING;
      *kind = KIND_MUTANT, *finned = FALSE;
      return TRUE;
    case SUDOKU_TECHNIQUE_FINNED_MUTANT_X_WING:
    case SUDOKU_TECHNIQUE_FINNED_MUTANT_SWORDFISH:
    case SUDOKU_TECHNIQUE_FINNED_MUTANT_JELLYFISH:
    case SUDOKU_TECHNIQUE_FINNED_MUTANT_SQUIRMBAG:
    case SUDOKU_TECHNIQUE_FINNED_MUTANT_WHALE:
      *size = 2 + technique - SUDOKU_TECHNIQUE_FINNED_MUTANT_X_WING;
      *kind = KIND_MUTANT, *finned = TRUE;
      return TRUE;
    default:
      return FALSE;
    }
}

/* Which kind a fish with these base and cover sets is: basic (rows
 * against columns), Franken (boxes added to one side's lines) or Mutant. */
static gboolean
is_kind (FishKind kind,
         guint32  base,
         guint32  cover)
{
  gboolean basic = ((base & ~ROWS_MASK) == 0 && (cover & ~COLUMNS_MASK) == 0) ||
                   ((base & ~COLUMNS_MASK) == 0 && (cover & ~ROWS_MASK) == 0);
  gboolean franken = ((base & COLUMNS_MASK) == 0 && (cover & ROWS_MASK) == 0) ||
                     ((base & ROWS_MASK) == 0 && (cover & COLUMNS_MASK) == 0);

  if (basic)
    return FALSE;
  return kind == KIND_FRANKEN ? franken : !franken;
}

static gboolean
report (FishSearch  *search,
        SudokuCells  covered,
        SudokuCells  fins,
        SudokuCells  eliminations)
{
  SudokuStep *step = sudoku_step_new (search->technique);
  guint digit = search->digit;
  guint n = 0;

  step->digits = SUDOKU_DIGIT_BIT (digit);
  step->base_sets = search->base_mask;
  step->cover_sets = search->cover_mask;
  for (guint h = 0; h < N_FISH_HOUSES && n < G_N_ELEMENTS (step->houses); h++)
    if (search->base_mask & (1u << h))
      {
        sudoku_step_add_house (step, h);
        n++;
      }
  if (search->size == 2)
    for (guint h = 0; h < N_FISH_HOUSES; h++)
      if (search->cover_mask & (1u << h))
        sudoku_step_add_house (step, h);

  SUDOKU_CELLS_FOREACH (sudoku_cells_minus (search->base_cells, fins), cell)
    sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_BASE, 0);
  /* Endo fins in group 1, the others in group 0. */
  SUDOKU_CELLS_FOREACH (fins, cell)
    sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_FIN,
                          sudoku_cells_has (search->endo, cell) ? 1 : 0);
  SUDOKU_CELLS_FOREACH (sudoku_cells_minus (covered, search->base_cells), cell)
    sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_COVER, 0);

  SUDOKU_CELLS_FOREACH (eliminations, cell)
    sudoku_step_add_elimination (step, cell, digit);

  search->n_found++;
  return search->sink (step, search->user_data);
}

/* The cover sets are chosen (@covered holds their candidates, @twice
 * those in two of them): what goes? @fins are the fins so far, @fin_peers
 * the cells that see all of them, and the base candidates left
 * @uncovered are fins too. */
static gboolean
check_fish (FishSearch  *search,
            SudokuCells  covered,
            SudokuCells  twice,
            SudokuCells  uncovered,
            SudokuCells  fins,
            SudokuCells  fin_peers)
{
  SudokuCells targets;

  fins = sudoku_cells_or (fins, uncovered);
  if (search->finned == sudoku_cells_is_empty (fins))
    return FALSE;
  if (!is_kind (search->kind, search->base_mask, search->cover_mask))
    return FALSE;

  /* Cover candidates outside the base sets, and base candidates in two
   * cover sets (cannibalism), that see every fin. */
  targets = sudoku_cells_or (sudoku_cells_minus (covered, search->base_cells),
                             sudoku_cells_and (twice, search->base_cells));
  targets = sudoku_cells_minus (sudoku_cells_and (targets, fin_peers), fins);
  SUDOKU_CELLS_FOREACH (uncovered, fin)
    {
      if (sudoku_cells_is_empty (targets))
        return FALSE;
      targets = sudoku_cells_and (targets, search->grid->peers[fin]);
    }
  if (sudoku_cells_is_empty (targets))
    return FALSE;

  return report (search, covered, fins, targets);
}

/* search_covers() for the last cover set, as a loop: the same leaves in
 * the same order without the calls. The candidate in hand is covered by
 * one of its houses (and what is left over are fins), or becomes a fin
 * and the next one is in hand. */
static gboolean
search_last_cover (FishSearch  *search,
                   SudokuCells  covered,
                   SudokuCells  twice,
                   SudokuCells  uncovered,
                   SudokuCells  fins,
                   guint        n_fins,
                   SudokuCells  fin_peers,
                   guint32      forbidden)
{
  guint max_fins = search->finned ? MAX_FINS : 0;

  while (!sudoku_cells_is_empty (uncovered))
    {
      guint cell = sudoku_cells_first (uncovered);
      guint32 options = search->cell_houses[cell] & search->cover_allowed &
                        ~search->base_mask & ~forbidden;

      while (options)
        {
          guint h = __builtin_ctz (options);
          SudokuCells cells = search->cells[h];
          SudokuCells left = sudoku_cells_minus (uncovered, cells);

          options &= options - 1;
          if (n_fins + sudoku_cells_count (left) > max_fins)
            continue;
          search->cover_mask |= 1u << h;
          if (check_fish (search, sudoku_cells_or (covered, cells),
                          sudoku_cells_or (twice, sudoku_cells_and (covered, cells)),
                          left, fins, fin_peers))
            return TRUE;
          search->cover_mask &= ~(1u << h);
        }

      if (!search->finned || n_fins >= MAX_FINS)
        return FALSE;
      fin_peers = sudoku_cells_and (fin_peers, search->grid->peers[cell]);
      if (!sudoku_cells_intersect (fin_peers, search->digit_cells))
        return FALSE;
      sudoku_cells_remove (&uncovered, cell);
      fins = sudoku_cells_or (fins, sudoku_cells_single (cell));
      n_fins++;
      forbidden |= search->cell_houses[cell];
    }
  return FALSE;
}

/* Chooses cover sets by the first base candidate not yet covered: one of
 * its houses covers it, or it is a fin. Houses tried and passed over are
 * @forbidden from then on, so each set of cover sets comes up once.
 * @fins holds the fins so far (endo fins included), @n_fins counts the
 * others, @fin_peers are the cells that see all of them. */
static gboolean
search_covers (FishSearch  *search,
               guint        n_covers,
               SudokuCells  covered,
               SudokuCells  twice,
               SudokuCells  uncovered,
               SudokuCells  fins,
               guint        n_fins,
               SudokuCells  fin_peers,
               guint32      forbidden)
{
  guint32 options;
  guint cell;

  if (n_covers == search->size)
    {
      if (n_fins + sudoku_cells_count (uncovered) > (search->finned ? MAX_FINS : 0))
        return FALSE;
      return check_fish (search, covered, twice, uncovered, fins, fin_peers);
    }
  /* Every base candidate covered by fewer cover sets than base sets: the
   * fish would be a contradiction, never in a puzzle with a solution. */
  if (sudoku_cells_is_empty (uncovered))
    return FALSE;

  cell = sudoku_cells_first (uncovered);
  options = search->cell_houses[cell] & search->cover_allowed & ~search->base_mask & ~forbidden;

  /* The last cover set of a fish without fins must take every candidate
   * left. */
  if (!search->finned && n_covers + 1 == search->size)
    {
      while (options)
        {
          guint h = __builtin_ctz (options);
          SudokuCells cells = search->cells[h];

          options &= options - 1;
          if (!sudoku_cells_subset (uncovered, cells))
            continue;
          search->cover_mask |= 1u << h;
          if (check_fish (search, sudoku_cells_or (covered, cells),
                          sudoku_cells_or (twice, sudoku_cells_and (covered, cells)),
                          SUDOKU_CELLS_EMPTY, fins, fin_peers))
            return TRUE;
          search->cover_mask &= ~(1u << h);
        }
      return FALSE;
    }
  if (n_covers + 1 == search->size)
    return search_last_cover (search, covered, twice, uncovered, fins, n_fins, fin_peers,
                              forbidden);

  while (options)
    {
      guint h = __builtin_ctz (options);

      options &= options - 1;
      search->cover_mask |= 1u << h;
      if (search_covers (search, n_covers + 1, sudoku_cells_or (covered, search->cells[h]),
                         sudoku_cells_or (twice, sudoku_cells_and (covered, search->cells[h])),
                         sudoku_cells_minus (uncovered, search->cells[h]),
                         fins, n_fins, fin_peers, forbidden))
        return TRUE;
      search->cover_mask &= ~(1u << h);
      forbidden |= 1u << h;
    }

  /* The candidate as a fin: a cell must see every fin for anything to go,
   * so the fins must have a common peer holding the digit. */
  if (search->finned && n_fins < MAX_FINS)
    {
      fin_peers = sudoku_cells_and (fin_peers, search->grid->peers[cell]);
      if (sudoku_cells_intersect (fin_peers, search->digit_cells))
        return search_covers (search, n_covers, covered, twice,
                              sudoku_cells_minus (uncovered, sudoku_cells_single (cell)),
                              sudoku_cells_or (fins, sudoku_cells_single (cell)), n_fins + 1,
                              fin_peers, forbidden | search->cell_houses[cell]);
    }
  return FALSE;
}

static gboolean
search_bases (FishSearch *search,
              guint       depth,
              guint       from)
{
  if (depth == search->size)
    {
      SudokuCells uncovered = sudoku_cells_minus (search->base_cells, search->endo);
      SudokuCells fin_peers = SUDOKU_CELLS_ALL;

      SUDOKU_CELLS_FOREACH (search->endo, fin)
        fin_peers = sudoku_cells_and (fin_peers, search->grid->peers[fin]);
      if (!sudoku_cells_intersect (fin_peers, search->digit_cells))
        return FALSE;
      search->cover_mask = 0;
      return search_covers (search, 0, SUDOKU_CELLS_EMPTY, SUDOKU_CELLS_EMPTY, uncovered,
                            search->endo, 0, fin_peers, 0);
    }

  for (guint h = from; h < N_FISH_HOUSES; h++)
    {
      SudokuCells cells = search->cells[h];
      SudokuCells saved_cells = search->base_cells;
      SudokuCells saved_endo = search->endo;
      SudokuCells overlap;

      if (!(search->base_allowed & (1u << h)) || sudoku_cells_is_empty (cells))
        continue;
      overlap = sudoku_cells_and (cells, search->base_cells);
      /* A base set must bring candidates of its own. */
      if (sudoku_cells_equal (overlap, cells))
        continue;
      if (!sudoku_cells_is_empty (overlap))
        {
          if (!search->finned ||
              sudoku_cells_count (sudoku_cells_or (search->endo, overlap)) > MAX_ENDO_FINS)
            continue;
          search->endo = sudoku_cells_or (search->endo, overlap);
        }
      search->base_cells = sudoku_cells_or (search->base_cells, cells);
      search->base[depth] = h;
      search->base_mask |= 1u << h;

      if (search_bases (search, depth + 1, h + 1))
        return TRUE;

      search->base_mask &= ~(1u << h);
      search->base_cells = saved_cells;
      search->endo = saved_endo;
    }
  return FALSE;
}

static gboolean
search_pass (FishSearch *search,
             guint32     base_allowed,
             guint32     cover_allowed)
{
  search->base_allowed = base_allowed;
  search->cover_allowed = cover_allowed;
  search->base_mask = 0;
  search->base_cells = SUDOKU_CELLS_EMPTY;
  search->endo = SUDOKU_CELLS_EMPTY;
  return search_bases (search, 0, 0);
}

gboolean
_sudoku_find_complex_fish (const SudokuGrid *grid,
                           SudokuTechnique   technique,
                           SudokuStepSink    sink,
                           gpointer          user_data)
{
  FishSearch search = { 0 };
  SudokuDigitMemo *memo;

  g_assert (grid != NULL && sink != NULL);

  if (!technique_shape (technique, &search.size, &search.kind, &search.finned))
    return FALSE;

  search.grid = grid;
  search.technique = technique;
  search.sink = sink;
  search.user_data = user_data;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    search.cell_houses[cell] = (1u << SUDOKU_ROW_HOUSE (sudoku_cell_row (cell))) |
                               (1u << SUDOKU_COLUMN_HOUSE (sudoku_cell_column (cell))) |
                               (1u << SUDOKU_BOX_HOUSE (sudoku_cell_row (cell) / 3 * 3 +
                                                        sudoku_cell_column (cell) / 3));

  memo = _sudoku_digit_memo_get (technique);
  for (guint digit = 1; digit <= 9; digit++)
    {
      gboolean stop;

      if (_sudoku_digit_memo_barren (memo, grid, digit))
        continue;
      search.digit = digit;
      search.digit_cells = grid->digit_cells[digit];
      search.n_found = 0;
      for (guint h = 0; h < N_FISH_HOUSES; h++)
        search.cells[h] = sudoku_grid_house_digit (grid, h, digit);

      if (search.kind == KIND_FRANKEN)
        stop = search_pass (&search, ROWS_MASK | BOXES_MASK, COLUMNS_MASK | BOXES_MASK) ||
               search_pass (&search, COLUMNS_MASK | BOXES_MASK, ROWS_MASK | BOXES_MASK);
      else
        stop = search_pass (&search, ROWS_MASK | COLUMNS_MASK | BOXES_MASK,
                            ROWS_MASK | COLUMNS_MASK | BOXES_MASK);
      _sudoku_digit_memo_note (memo, grid, digit, search.n_found == 0);
      if (stop)
        return TRUE;
    }

  return FALSE;
}

/* Texts. */

/* "row 2, box 5": the houses of @mask. */
static char *
dup_house_names (guint32 mask)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (SUDOKU_VARIANT_CLASSIC);
  GString *text = g_string_new (NULL);

  for (guint h = 0; h < N_FISH_HOUSES; h++)
    if (mask & (1u << h))
      {
        g_autofree char *name = sudoku_house_dup_name (&houses->houses[h]);

        if (text->len > 0)
          g_string_append (text, ", ");
        g_string_append (text, name);
      }
  return g_string_free (text, FALSE);
}

static char *
dup_fin_names (const SudokuStep *step,
               guint            *n_fins)
{
  GString *text = g_string_new (NULL);

  *n_fins = 0;
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);
      g_autofree char *name = NULL;

      if (mark->role != SUDOKU_ROLE_FIN)
        continue;
      name = sudoku_cell_dup_name (mark->cell);
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, name);
      (*n_fins)++;
    }
  return g_string_free (text, FALSE);
}

char *
_sudoku_describe_complex_fish (const SudokuStep  *step,
                               const SudokuBoard *before,
                               gboolean           full)
{
  const SudokuTechniqueInfo *info;
  g_autofree char *base_text = NULL;
  g_autofree char *cover_text = NULL;
  g_autofree char *fins_text = NULL;
  g_autofree char *result = NULL;
  g_autofree char *text = NULL;
  guint size, n_fins, digit;
  FishKind kind;
  gboolean finned;

  g_return_val_if_fail (step != NULL, NULL);
  (void) before;

  if (!technique_shape (step->technique, &size, &kind, &finned) || step->digits == 0 ||
      step->base_sets == 0 || step->cover_sets == 0)
    return NULL;

  info = sudoku_technique_get_info (step->technique);
  digit = (guint) __builtin_ctz (step->digits) + 1;
  base_text = dup_house_names (step->base_sets);
  cover_text = dup_house_names (step->cover_sets);
  fins_text = dup_fin_names (step, &n_fins);
  result = sudoku_step_dup_result (step);

  if (!full)
    {
      if (n_fins == 0)
        /* TRANSLATORS: "Franken Swordfish: 9 in row 2, row 7, box 5 / column 1, column 4,
         * box 6 ⇒ r8c4<>9". */
        return g_strdup_printf (_("%s: %u in %s / %s ⇒ %s"), _(info->name), digit,
                                base_text, cover_text, result);
      /* TRANSLATORS: "Finned Franken X-Wing: 1 in row 3, box 8 / column 2, column 9,
       * fins r7c7, r9c8 ⇒ r8c9<>1". */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u in %s / %s, fin %s ⇒ %s",
                                           "%s: %u in %s / %s, fins %s ⇒ %s", n_fins),
                              _(info->name), digit, base_text, cover_text, fins_text, result);
    }

  if (n_fins == 0)
    return g_strdup_printf (_("Each of %1$s needs a %2$u, and no cell holds the %2$u for two "
                              "of them, so they hold %3$u different %2$us. All their places "
                              "for the %2$u lie in %4$s, which can hold no more than one %2$u "
                              "each: these %3$u houses get their %2$us from the first ones. No "
                              "other cell of %4$s can be %2$u, nor a cell that two of them "
                              "share: %5$s."),
                            base_text, digit, size, cover_text, result);

  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "Each of %1$s needs a %2$u, and all their places for "
                                      "the %2$u lie in %4$s, except for the fin %5$s. If the "
                                      "fin is not the %2$u, these %3$u houses hold %3$u "
                                      "different %2$us, one in each of %4$s, and no other cell "
                                      "of those can be %2$u. If the fin is the %2$u, it rules "
                                      "out the %2$u in every cell it sees. Either way, the "
                                      "cells of %4$s outside the first houses that see the fin "
                                      "cannot be %2$u: %6$s.",
                                      "Each of %1$s needs a %2$u, and all their places for "
                                      "the %2$u lie in %4$s, except for the fins %5$s. If no "
                                      "fin is the %2$u, these %3$u houses hold %3$u different "
                                      "%2$us, one in each of %4$s, and no other cell of those "
                                      "can be %2$u. If a fin is the %2$u, it rules out the "
                                      "%2$u in every cell it sees. Either way, the cells of "
                                      "%4$s outside the first houses that see every fin cannot "
                                      "be %2$u: %6$s.",
                                      n_fins),
                         base_text, digit, size, cover_text, fins_text, result);

  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == SUDOKU_ROLE_FIN && mark->group == 1)
        {
          g_autofree char *name = sudoku_cell_dup_name (mark->cell);
          g_autofree char *endo =
            g_strdup_printf (_("%s lies in two of the first houses and could give both of "
                               "them their %u, so it counts as a fin."), name, digit);

          /* Translators: two sentences of an explanation, joined; in
           * Japanese without the space. */
          return g_strdup_printf (C_("sentences", "%s %s"), text, endo);
        }
    }
  return g_steal_pointer (&text);
}
