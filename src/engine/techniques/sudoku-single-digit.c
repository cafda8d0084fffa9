/* sudoku-single-digit.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Single-digit patterns as HoDoKu defines them: Skyscraper, 2-String
 * Kite, Turbot Fish, Empty Rectangle and the dual kite and rectangle.
 * Each is a short chain on one digit, two strong links (a house with
 * only two places for the digit) joined by a weak one (two cells that
 * see each other), so one of the two far ends must hold the digit and
 * any cell that sees both ends loses it.
 *
 * Marks: the two ends of a chain are SUDOKU_ROLE_CHAIN_ON (one of them
 * is the digit), the inner nodes SUDOKU_ROLE_CHAIN_OFF; the box cells of
 * an Empty Rectangle are SUDOKU_ROLE_DEFINING. Links run end to end in
 * chain order: strong, weak, strong (a dual step has both chains, one
 * after the other). Houses: the strong link's, the weak link's and the
 * other strong link's for the chains; the box, the strong link's line
 * and the rectangle's row and column (the one the strong link crosses
 * first) for an Empty Rectangle; the box and both strong links' lines
 * for a dual rectangle; the four lines for a dual kite. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-techniques.h"

/* The two cells of a house that are its only places for a digit. */
typedef struct
{
  guint8 cells[2];  /* ascending */
  guint8 house;
} Pair;

/* A four-node chain ends[0] = inner[0] - inner[1] = ends[1], the shape
 * the patterns here reduce to. An Empty Rectangle uses ends[0] (the far
 * cell of its strong link), inner[0] (the near one, on the rectangle's
 * row or column) and groups: the box's places on that line, and the
 * others. */
typedef struct
{
  guint       ends[2];
  guint       inner[2];
  SudokuCells groups[2];
  guint       digit;
  guint       elimination;
  guint       houses[4];
  guint       n_houses;
} Chain;

/* Enough for every kite of one digit (9 rows × 9 columns) and for every
 * Empty Rectangle of one box. */
#define MAX_CHAINS 81

/* But for the dual kites, each technique here looks at one digit at a
 * time, and what it finds for a digit depends only on where the digit's
 * candidates are and where it is placed (sudoku_grid_house_places()): a
 * digit searched in vain is skipped while both stay the same. */
typedef struct
{
  SudokuDigitMemo *memo;
  SudokuCells      placed[10];
  gboolean         found;  /* a step was reported for the digit in hand */
} DigitSkip;

static void
digit_skip_init (DigitSkip        *skip,
                 const SudokuGrid *grid,
                 SudokuTechnique   technique)
{
  skip->memo = _sudoku_digit_memo_get (technique);
  _sudoku_grid_placed_cells (grid, skip->placed);
  skip->found = FALSE;
}

/* Whether @digit was searched in vain in the same state; else starts it. */
static gboolean
digit_skip_barren (DigitSkip        *skip,
                   const SudokuGrid *grid,
                   guint             digit)
{
  skip->found = FALSE;
  return _sudoku_digit_memo_barren_placed (skip->memo, grid, skip->placed, digit);
}

/* Notes how the search of @digit, done to the end, went. */
static void
digit_skip_note (DigitSkip        *skip,
                 const SudokuGrid *grid,
                 guint             digit)
{
  _sudoku_digit_memo_note_placed (skip->memo, grid, skip->placed, digit, !skip->found);
}

static guint
collect_pairs (const SudokuGrid *grid,
               guint             digit,
               guint             first,
               guint             last,
               Pair             *pairs)
{
  guint n = 0;

  for (guint house = first; house < last; house++)
    {
      SudokuCells cells = sudoku_grid_house_places (grid, house, digit);

      if (sudoku_cells_count (cells) != 2)
        continue;
      pairs[n].cells[0] = sudoku_cells_first (cells);
      pairs[n].cells[1] = sudoku_cells_next (cells, pairs[n].cells[0]);
      pairs[n].house = house;
      n++;
    }
  return n;
}

static gboolean
is_conjugate_in (const SudokuGrid *grid,
                 guint             digit,
                 guint             a,
                 guint             b,
                 guint             house)
{
  SudokuCells cells = sudoku_grid_house_places (grid, house, digit);

  return sudoku_cells_count (cells) == 2 &&
         sudoku_cells_has (cells, a) && sudoku_cells_has (cells, b);
}

static void
add_mark_once (SudokuStep *step,
               guint       cell,
               guint       digit,
               SudokuRole  role,
               guint       group)
{
  for (guint i = 0; i < step->marks->len; i++)
    if (g_array_index (step->marks, SudokuMark, i).cell == cell)
      return;
  sudoku_step_add_mark (step, cell, digit, role, group);
}

/* The links of a chain, end to end: ends[0] = inner[0] - inner[1] = ends[1]. */
static void
add_chain_links (SudokuStep  *step,
                 guint        digit,
                 const Chain *chain)
{
  SudokuCells first = sudoku_cells_single (chain->ends[0]);
  SudokuCells last = sudoku_cells_single (chain->ends[1]);
  SudokuCells inner0 = sudoku_cells_single (chain->inner[0]);
  SudokuCells inner1 = sudoku_cells_single (chain->inner[1]);

  sudoku_step_add_link (step, first, digit, inner0, digit, TRUE);
  sudoku_step_add_link (step, inner0, digit, inner1, digit, FALSE);
  sudoku_step_add_link (step, inner1, digit, last, digit, TRUE);
}

static SudokuStep *
chain_step_new (SudokuTechnique  technique,
                guint            digit,
                const Chain     *chain,
                SudokuCells      eliminations)
{
  SudokuStep *step = sudoku_step_new (technique);

  step->digits = SUDOKU_DIGIT_BIT (digit);
  SUDOKU_CELLS_FOREACH (eliminations, cell)
    sudoku_step_add_elimination (step, cell, digit);
  sudoku_step_add_mark (step, chain->ends[0], digit, SUDOKU_ROLE_CHAIN_ON, 0);
  sudoku_step_add_mark (step, chain->inner[0], digit, SUDOKU_ROLE_CHAIN_OFF, 0);
  sudoku_step_add_mark (step, chain->inner[1], digit, SUDOKU_ROLE_CHAIN_OFF, 0);
  sudoku_step_add_mark (step, chain->ends[1], digit, SUDOKU_ROLE_CHAIN_ON, 0);
  add_chain_links (step, digit, chain);
  for (guint i = 0; i < chain->n_houses; i++)
    sudoku_step_add_house (step, chain->houses[i]);
  sudoku_step_sort (step);
  return step;
}

/* Reports the chain end0 = inner0 - inner1 = end1 with its three houses. */
static gboolean
report_chain (SudokuTechnique  technique,
              guint            digit,
              const guint      cells[4],
              const guint      houses[3],
              SudokuCells      eliminations,
              SudokuStepSink   sink,
              gpointer         user_data)
{
  Chain chain = { 0 };

  chain.ends[0] = cells[0];
  chain.inner[0] = cells[1];
  chain.inner[1] = cells[2];
  chain.ends[1] = cells[3];
  memcpy (chain.houses, houses, 3 * sizeof houses[0]);
  chain.n_houses = 3;
  return sink (chain_step_new (technique, digit, &chain, eliminations), user_data);
}

/* Cells holding @digit that see both ends. */
static SudokuCells
seen_by_ends (const SudokuGrid *grid,
              guint             digit,
              guint             a,
              guint             b)
{
  return sudoku_cells_and (sudoku_cells_and (grid->peers[a], grid->peers[b]),
                           grid->digit_cells[digit]);
}

/* Skyscraper: two rows (or columns) with two places each, one place of
 * each in the same column (row). The other two ends must not share a
 * column (row) too, which would make an X-Wing. */
static gboolean
is_skyscraper (const SudokuGrid *grid,
               guint             digit,
               guint             end0,
               guint             base0,
               guint             base1,
               guint             end1)
{
  for (guint kind = 0; kind < 2; kind++)
    {
      /* kind 0: strong links in rows, bases in a column; kind 1: the other way. */
      guint line0 = kind == 0 ? SUDOKU_ROW_HOUSE (sudoku_cell_row (base0))
                              : SUDOKU_COLUMN_HOUSE (sudoku_cell_column (base0));
      guint line1 = kind == 0 ? SUDOKU_ROW_HOUSE (sudoku_cell_row (base1))
                              : SUDOKU_COLUMN_HOUSE (sudoku_cell_column (base1));
      guint across0 = kind == 0 ? sudoku_cell_column (base0) : sudoku_cell_row (base0);
      guint across1 = kind == 0 ? sudoku_cell_column (base1) : sudoku_cell_row (base1);
      guint far0 = kind == 0 ? sudoku_cell_column (end0) : sudoku_cell_row (end0);
      guint far1 = kind == 0 ? sudoku_cell_column (end1) : sudoku_cell_row (end1);

      if (line0 != line1 && across0 == across1 && far0 != far1 &&
          is_conjugate_in (grid, digit, end0, base0, line0) &&
          is_conjugate_in (grid, digit, end1, base1, line1))
        return TRUE;
    }
  return FALSE;
}

static gboolean
find_skyscrapers (const SudokuGrid *grid,
                  DigitSkip        *skip,
                  SudokuStepSink    sink,
                  gpointer          user_data)
{
  for (guint digit = 1; digit <= 9; digit++)
    {
      if (digit_skip_barren (skip, grid, digit))
        continue;
      for (guint kind = 0; kind < 2; kind++)
        {
          Pair pairs[9];
          guint first = kind == 0 ? SUDOKU_ROW_HOUSE (0) : SUDOKU_COLUMN_HOUSE (0);
          guint n = collect_pairs (grid, digit, first, first + 9, pairs);

          for (guint i = 0; i < n; i++)
            for (guint j = i + 1; j < n; j++)
              for (guint k = 0; k < 4; k++)
                {
                  /* The bases: both first places, both last places, then
                   * the crossed pairings, which HoDoKu's search misses
                   * although its definition covers them. */
                  static const guint8 base_index[4][2] = { { 0, 0 }, { 1, 1 }, { 0, 1 }, { 1, 0 } };
                  guint base0 = pairs[i].cells[base_index[k][0]];
                  guint base1 = pairs[j].cells[base_index[k][1]];
                  guint end0 = pairs[i].cells[1 - base_index[k][0]];
                  guint end1 = pairs[j].cells[1 - base_index[k][1]];
                  guint across0 = kind == 0 ? sudoku_cell_column (base0) : sudoku_cell_row (base0);
                  guint across1 = kind == 0 ? sudoku_cell_column (base1) : sudoku_cell_row (base1);
                  guint far0 = kind == 0 ? sudoku_cell_column (end0) : sudoku_cell_row (end0);
                  guint far1 = kind == 0 ? sudoku_cell_column (end1) : sudoku_cell_row (end1);
                  SudokuCells eliminations;

                  if (across0 != across1 || far0 == far1)
                    continue;
                  eliminations = seen_by_ends (grid, digit, end0, end1);
                  if (sudoku_cells_is_empty (eliminations))
                    continue;

                  skip->found = TRUE;
                  if (report_chain (SUDOKU_TECHNIQUE_SKYSCRAPER, digit,
                                    (guint[]) { end0, base0, base1, end1 },
                                    (guint[]) { pairs[i].house,
                                                kind == 0 ? SUDOKU_COLUMN_HOUSE (across0)
                                                          : SUDOKU_ROW_HOUSE (across0),
                                                pairs[j].house },
                                    eliminations, sink, user_data))
                    return TRUE;
                }
        }
      digit_skip_note (skip, grid, digit);
    }
  return FALSE;
}

/* 2-String Kite: a row and a column with two places each, one place of
 * each in the same box (four different cells). HoDoKu takes the first
 * pairing of the ends that shares a box and eliminates only from the
 * cell where the row of the column's free end meets the column of the
 * row's free end. Returns the number of kites written to @kites. */
static guint
collect_kites (const SudokuGrid *grid,
               guint             digit,
               Chain            *kites,
               guint             capacity)
{
  Pair rows[9], columns[9];
  guint n_rows = collect_pairs (grid, digit, SUDOKU_ROW_HOUSE (0), SUDOKU_ROW_HOUSE (9), rows);
  guint n_columns = collect_pairs (grid, digit, SUDOKU_COLUMN_HOUSE (0), SUDOKU_COLUMN_HOUSE (9),
                                   columns);
  guint n = 0;

  for (guint i = 0; i < n_rows; i++)
    for (guint j = 0; j < n_columns; j++)
      {
        static const guint8 box_index[4][2] = { { 0, 0 }, { 0, 1 }, { 1, 0 }, { 1, 1 } };
        const guint8 *row = rows[i].cells, *column = columns[j].cells;
        guint row_box, column_box, row_end, column_end, cross;
        guint k;

        if (row[0] == column[0] || row[0] == column[1] ||
            row[1] == column[0] || row[1] == column[1])
          continue;
        for (k = 0; k < 4; k++)
          if (sudoku_cell_box (row[box_index[k][0]]) == sudoku_cell_box (column[box_index[k][1]]))
            break;
        if (k == 4)
          continue;

        row_box = row[box_index[k][0]];
        column_box = column[box_index[k][1]];
        row_end = row[1 - box_index[k][0]];
        column_end = column[1 - box_index[k][1]];
        cross = sudoku_cell_row (column_end) * 9 + sudoku_cell_column (row_end);
        if (!sudoku_cells_has (grid->digit_cells[digit], cross) || n == capacity)
          continue;

        memset (&kites[n], 0, sizeof kites[n]);
        kites[n].digit = digit;
        kites[n].ends[0] = row_end;
        kites[n].inner[0] = row_box;
        kites[n].inner[1] = column_box;
        kites[n].ends[1] = column_end;
        kites[n].elimination = cross;
        kites[n].houses[0] = rows[i].house;
        kites[n].houses[1] = SUDOKU_BOX_HOUSE (sudoku_cell_box (row_box));
        kites[n].houses[2] = columns[j].house;
        kites[n].n_houses = 3;
        n++;
      }
  return n;
}

/* Whether a Turbot Fish chain is also a 2-String Kite as collect_kites()
 * sees it: one strong link in a row, the other in a column, the inner
 * nodes in one box. */
static gboolean
is_kite (const SudokuGrid *grid,
         guint             digit,
         guint             end0,
         guint             inner0,
         guint             inner1,
         guint             end1)
{
  guint row0 = SUDOKU_ROW_HOUSE (sudoku_cell_row (inner0));
  guint column0 = SUDOKU_COLUMN_HOUSE (sudoku_cell_column (inner0));
  guint row1 = SUDOKU_ROW_HOUSE (sudoku_cell_row (inner1));
  guint column1 = SUDOKU_COLUMN_HOUSE (sudoku_cell_column (inner1));

  if (sudoku_cell_box (inner0) != sudoku_cell_box (inner1))
    return FALSE;
  return (is_conjugate_in (grid, digit, end0, inner0, row0) &&
          is_conjugate_in (grid, digit, end1, inner1, column1)) ||
         (is_conjugate_in (grid, digit, end0, inner0, column0) &&
          is_conjugate_in (grid, digit, end1, inner1, row1));
}

static gboolean
find_kites (const SudokuGrid *grid,
            DigitSkip        *skip,
            SudokuStepSink    sink,
            gpointer          user_data)
{
  Chain kites[MAX_CHAINS];

  for (guint digit = 1; digit <= 9; digit++)
    {
      guint n;

      if (digit_skip_barren (skip, grid, digit))
        continue;
      n = collect_kites (grid, digit, kites, G_N_ELEMENTS (kites));
      for (guint i = 0; i < n; i++)
        {
          skip->found = TRUE;
          if (sink (chain_step_new (SUDOKU_TECHNIQUE_TWO_STRING_KITE, digit, &kites[i],
                                    sudoku_cells_single (kites[i].elimination)),
                    user_data))
            return TRUE;
        }
      digit_skip_note (skip, grid, digit);
    }
  return FALSE;
}

/* Two kites through the same box cells, taken together: the box cells
 * are marked once, each kite's ends and links in its own group. */
static SudokuStep *
dual_kite_step_new (const Chain *first,
                    const Chain *second)
{
  SudokuStep *step = sudoku_step_new (SUDOKU_TECHNIQUE_DUAL_TWO_STRING_KITE);
  const Chain *kites[2] = { first, second };

  for (guint g = 0; g < 2; g++)
    {
      const Chain *kite = kites[g];

      step->digits |= SUDOKU_DIGIT_BIT (kite->digit);
      sudoku_step_add_elimination (step, kite->elimination, kite->digit);
      sudoku_step_add_mark (step, kite->ends[0], kite->digit, SUDOKU_ROLE_CHAIN_ON, g);
      sudoku_step_add_mark (step, kite->ends[1], kite->digit, SUDOKU_ROLE_CHAIN_ON, g);
      sudoku_step_add_mark (step, kite->inner[0], kite->digit, SUDOKU_ROLE_CHAIN_OFF, g);
      sudoku_step_add_mark (step, kite->inner[1], kite->digit, SUDOKU_ROLE_CHAIN_OFF, g);
      add_chain_links (step, kite->digit, kite);
    }
  /* The four strings; the box is that of the inner cells. */
  sudoku_step_add_house (step, first->houses[0]);
  sudoku_step_add_house (step, first->houses[2]);
  sudoku_step_add_house (step, second->houses[0]);
  sudoku_step_add_house (step, second->houses[2]);
  sudoku_step_sort (step);
  return step;
}

/* Dual 2-String Kite: two kites through the same two box cells that
 * eliminate different candidates. On one digit they are the row of one
 * box cell with the column of the other and then the other way round;
 * HoDoKu compares the cells only, so two kites on different digits
 * through the same cells pair up too (reglib 0404 has such a case). */
static gboolean
find_dual_kites (const SudokuGrid *grid,
                 SudokuStepSink    sink,
                 gpointer          user_data)
{
  Chain kites[2 * MAX_CHAINS];
  guint n = 0;

  for (guint digit = 1; digit <= 9; digit++)
    n += collect_kites (grid, digit, kites + n, G_N_ELEMENTS (kites) - n);

  for (guint i = 0; i + 1 < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        const Chain *a = &kites[i], *b = &kites[j];

        if (!((a->inner[0] == b->inner[0] && a->inner[1] == b->inner[1]) ||
              (a->inner[0] == b->inner[1] && a->inner[1] == b->inner[0])))
          continue;
        if (a->elimination == b->elimination && a->digit == b->digit)
          continue;
        if (sink (dual_kite_step_new (a, b), user_data))
          return TRUE;
      }
  return FALSE;
}

/* Turbot Fish: HoDoKu's X-Chain of exactly three links, strong - weak -
 * strong, over every house (Windoku windows and implied regions give
 * strong links too), four different cells. Chains that are a Skyscraper
 * or a 2-String Kite are left to those techniques, and each chain is
 * reported once, not once per direction. */
static gboolean
find_turbot_fish (const SudokuGrid *grid,
                  DigitSkip        *skip,
                  SudokuStepSink    sink,
                  gpointer          user_data)
{
  for (guint digit = 1; digit <= 9; digit++)
    {
      Pair pairs[SUDOKU_MAX_HOUSES];
      guint n_all, n = 0;

      if (digit_skip_barren (skip, grid, digit))
        continue;
      n_all = collect_pairs (grid, digit, 0, grid->houses->n_houses, pairs);

      /* Two cells can be the only places of a digit in a line and a box
       * at once: one strong link. */
      for (guint i = 0; i < n_all; i++)
        {
          gboolean seen = FALSE;

          for (guint j = 0; j < n && !seen; j++)
            seen = pairs[j].cells[0] == pairs[i].cells[0] && pairs[j].cells[1] == pairs[i].cells[1];
          if (!seen)
            pairs[n++] = pairs[i];
        }

      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          for (guint k = 0; k < 4; k++)
            {
              guint end0 = pairs[i].cells[k & 1];
              guint inner0 = pairs[i].cells[1 - (k & 1)];
              guint inner1 = pairs[j].cells[k >> 1];
              guint end1 = pairs[j].cells[1 - (k >> 1)];
              SudokuCells eliminations;
              guint weak_house = 0;

              if (inner1 == end0 || inner1 == inner0 || end1 == end0 || end1 == inner0)
                continue;
              if (!sudoku_cells_has (grid->peers[inner0], inner1))
                continue;
              eliminations = seen_by_ends (grid, digit, end0, end1);
              if (sudoku_cells_is_empty (eliminations))
                continue;
              if (is_skyscraper (grid, digit, end0, inner0, inner1, end1) ||
                  is_kite (grid, digit, end0, inner0, inner1, end1))
                continue;

              for (const guint8 *h = grid->houses->cell_houses[inner0]; *h != 0xff; h++)
                if (sudoku_cells_has (grid->house_cells[*h], inner1))
                  {
                    weak_house = *h;
                    break;
                  }
              skip->found = TRUE;
              if (report_chain (SUDOKU_TECHNIQUE_TURBOT_FISH, digit,
                                (guint[]) { end0, inner0, inner1, end1 },
                                (guint[]) { pairs[i].house, weak_house, pairs[j].house },
                                eliminations, sink, user_data))
                return TRUE;
            }
      digit_skip_note (skip, grid, digit);
    }
  return FALSE;
}

/* Empty Rectangle: in a box, the digit's places all lie in one row and
 * one column of it, with places outside the crossing in both; so the
 * digit is in that row or that column of the box. Take a strong link in
 * a column that meets the row outside the box: if its cell on the row
 * is not the digit, its other end is; if it is, the box's digit is in
 * the column. Either way the cell where the other end's row meets the
 * box's column loses the digit (and the same with rows and columns
 * swapped).
 *
 * HoDoKu wants three to five places in the box, at least two in the row
 * or the column; with @allow_two (its "ERs with only two candidates",
 * reglib 0402-1) two places in different rows and columns do too, and
 * then both crossings count. The rectangles of one box and digit are
 * written to @found (one elimination each). */
static guint
collect_empty_rectangles (const SudokuGrid *grid,
                          guint             digit,
                          guint             box,
                          gboolean          allow_two,
                          Chain            *found)
{
  guint box_house = SUDOKU_BOX_HOUSE (box);
  SudokuCells box_cells = sudoku_grid_house_places (grid, box_house, digit);
  guint n_box = sudoku_cells_count (box_cells);
  guint n = 0;

  if (n_box < 2 || n_box > 5)
    return 0;

  for (guint er_row = (box / 3) * 3; er_row < (box / 3) * 3 + 3; er_row++)
    for (guint er_column = (box % 3) * 3; er_column < (box % 3) * 3 + 3; er_column++)
      {
        guint row_house = SUDOKU_ROW_HOUSE (er_row);
        guint column_house = SUDOKU_COLUMN_HOUSE (er_column);
        SudokuCells in_row = sudoku_cells_and (box_cells, grid->house_cells[row_house]);
        SudokuCells in_column = sudoku_cells_and (box_cells, grid->house_cells[column_house]);

        if (!sudoku_cells_subset (box_cells, sudoku_cells_or (in_row, in_column)))
          continue;
        if (sudoku_cells_is_empty (sudoku_cells_minus (in_row, in_column)) ||
            sudoku_cells_is_empty (sudoku_cells_minus (in_column, in_row)))
          continue;
        if (!allow_two && sudoku_cells_count (in_row) < 2 && sudoku_cells_count (in_column) < 2)
          continue;

        /* First the strong links in columns through the ER row, then
         * those in rows through the ER column. */
        for (guint direction = 0; direction < 2; direction++)
          {
            guint near_house = direction == 0 ? row_house : column_house;
            guint far_house = direction == 0 ? column_house : row_house;
            SudokuCells near = direction == 0 ? in_row : in_column;
            SudokuCells starts = sudoku_cells_minus (sudoku_grid_house_places (grid, near_house, digit),
                                                     grid->house_cells[box_house]);

            SUDOKU_CELLS_FOREACH (starts, start)
              {
                guint pair_house = direction == 0 ? SUDOKU_COLUMN_HOUSE (sudoku_cell_column (start))
                                                  : SUDOKU_ROW_HOUSE (sudoku_cell_row (start));
                SudokuCells pair = sudoku_grid_house_places (grid, pair_house, digit);
                guint other, target;

                if (sudoku_cells_count (pair) != 2)
                  continue;
                sudoku_cells_remove (&pair, start);
                other = sudoku_cells_first (pair);
                target = direction == 0 ? sudoku_cell_row (other) * 9 + er_column
                                        : er_row * 9 + sudoku_cell_column (other);
                if (sudoku_cell_box (target) == box ||
                    !sudoku_cells_has (grid->digit_cells[digit], target) ||
                    n == MAX_CHAINS)
                  continue;

                memset (&found[n], 0, sizeof found[n]);
                found[n].ends[0] = other;
                found[n].inner[0] = start;
                found[n].groups[0] = near;
                found[n].groups[1] = sudoku_cells_minus (box_cells, near);
                found[n].elimination = target;
                found[n].houses[0] = box_house;
                found[n].houses[1] = pair_house;
                found[n].houses[2] = near_house;
                found[n].houses[3] = far_house;
                found[n].n_houses = 4;
                n++;
              }
          }
      }
  return n;
}

/* The links of an Empty Rectangle: other = start - near group = far group. */
static void
add_empty_rectangle_links (SudokuStep  *step,
                           guint        digit,
                           const Chain *er)
{
  SudokuCells start = sudoku_cells_single (er->inner[0]);

  sudoku_step_add_link (step, sudoku_cells_single (er->ends[0]), digit, start, digit, TRUE);
  sudoku_step_add_link (step, start, digit, er->groups[0], digit, FALSE);
  sudoku_step_add_link (step, er->groups[0], digit, er->groups[1], digit, TRUE);
}

static SudokuStep *
empty_rectangle_step_new (SudokuTechnique  technique,
                          guint            digit,
                          const Chain     *first,
                          const Chain     *second)
{
  SudokuStep *step = sudoku_step_new (technique);
  SudokuCells box_cells = sudoku_cells_or (first->groups[0], first->groups[1]);

  step->digits = SUDOKU_DIGIT_BIT (digit);
  sudoku_step_add_elimination (step, first->elimination, digit);
  sudoku_step_add_mark (step, first->ends[0], digit, SUDOKU_ROLE_CHAIN_ON, 0);
  sudoku_step_add_mark (step, first->inner[0], digit, SUDOKU_ROLE_CHAIN_OFF, 0);
  add_empty_rectangle_links (step, digit, first);
  if (second != NULL)
    {
      sudoku_step_add_elimination (step, second->elimination, digit);
      add_mark_once (step, second->ends[0], digit, SUDOKU_ROLE_CHAIN_ON, 1);
      add_mark_once (step, second->inner[0], digit, SUDOKU_ROLE_CHAIN_OFF, 1);
      add_empty_rectangle_links (step, digit, second);
    }
  SUDOKU_CELLS_FOREACH (box_cells, cell)
    add_mark_once (step, cell, digit, SUDOKU_ROLE_DEFINING, 0);

  sudoku_step_add_house (step, first->houses[0]);
  sudoku_step_add_house (step, first->houses[1]);
  if (second != NULL)
    sudoku_step_add_house (step, second->houses[1]);
  else
    {
      sudoku_step_add_house (step, first->houses[2]);
      sudoku_step_add_house (step, first->houses[3]);
    }
  sudoku_step_sort (step);
  return step;
}

/* Single Empty Rectangles take the two-place boxes too: they are sound,
 * and HoDoKu's 0402-1 cases expect them. A Dual Empty Rectangle is two
 * rectangles in the same box on the same digit that eliminate different
 * cells. */
static gboolean
find_empty_rectangles (const SudokuGrid *grid,
                       gboolean          dual,
                       DigitSkip        *skip,
                       SudokuStepSink    sink,
                       gpointer          user_data)
{
  Chain found[MAX_CHAINS];

  for (guint digit = 1; digit <= 9; digit++)
    {
      if (digit_skip_barren (skip, grid, digit))
        continue;
      for (guint box = 0; box < 9; box++)
        {
          guint n = collect_empty_rectangles (grid, digit, box, TRUE, found);

          if (!dual)
            {
              for (guint i = 0; i < n; i++)
                {
                  skip->found = TRUE;
                  if (sink (empty_rectangle_step_new (SUDOKU_TECHNIQUE_EMPTY_RECTANGLE, digit,
                                                      &found[i], NULL),
                            user_data))
                    return TRUE;
                }
              continue;
            }

          for (guint i = 0; i + 1 < n; i++)
            for (guint j = i + 1; j < n; j++)
              if (found[i].elimination != found[j].elimination)
                {
                  skip->found = TRUE;
                  if (sink (empty_rectangle_step_new (SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE,
                                                      digit, &found[i], &found[j]),
                            user_data))
                    return TRUE;
                }
        }
      digit_skip_note (skip, grid, digit);
    }
  return FALSE;
}

gboolean
_sudoku_find_single_digit (const SudokuGrid *grid,
                           SudokuTechnique   technique,
                           SudokuStepSink    sink,
                           gpointer          user_data)
{
  DigitSkip skip;

  if (technique == SUDOKU_TECHNIQUE_DUAL_TWO_STRING_KITE)
    return find_dual_kites (grid, sink, user_data);
  if (technique < SUDOKU_TECHNIQUE_SKYSCRAPER || technique > SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE)
    g_return_val_if_reached (FALSE);
  digit_skip_init (&skip, grid, technique);

  switch (technique)
    {
    case SUDOKU_TECHNIQUE_SKYSCRAPER:
      return find_skyscrapers (grid, &skip, sink, user_data);
    case SUDOKU_TECHNIQUE_TWO_STRING_KITE:
      return find_kites (grid, &skip, sink, user_data);
    case SUDOKU_TECHNIQUE_TURBOT_FISH:
      return find_turbot_fish (grid, &skip, sink, user_data);
    case SUDOKU_TECHNIQUE_EMPTY_RECTANGLE:
      return find_empty_rectangles (grid, FALSE, &skip, sink, user_data);
    case SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE:
      return find_empty_rectangles (grid, TRUE, &skip, sink, user_data);
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* Texts. */

typedef struct
{
  guint end0, inner0, inner1, end1;
} ChainCells;

static ChainCells
chain_cells (const SudokuStep *step,
             guint             first_link)
{
  const SudokuLink *links = &g_array_index (step->links, SudokuLink, first_link);
  ChainCells chain;

  chain.end0 = sudoku_cells_first (links[0].from);
  chain.inner0 = sudoku_cells_first (links[0].to);
  chain.inner1 = sudoku_cells_first (links[2].from);
  chain.end1 = sudoku_cells_first (links[2].to);
  return chain;
}

static char *
house_name (const SudokuHouseList *houses,
            gint                   house)
{
  return sudoku_house_dup_name (&houses->houses[house]);
}

/* The lines of an Empty Rectangle chain other = start - near = far: the
 * near line holds the start and the near group, the far line the far
 * group; the target closes the rectangle. */
typedef struct
{
  guint       other, start, target;
  SudokuCells near, far;
  guint       near_house, far_house, pair_house;
} RectangleCells;

static RectangleCells
rectangle_cells (const SudokuStep *step,
                 guint             first_link)
{
  const SudokuLink *links = &g_array_index (step->links, SudokuLink, first_link);
  RectangleCells er;
  guint far_cell;

  er.other = sudoku_cells_first (links[0].from);
  er.start = sudoku_cells_first (links[0].to);
  er.near = links[1].to;
  er.far = links[2].to;
  far_cell = sudoku_cells_first (er.far);
  if (sudoku_cell_row (er.start) == sudoku_cell_row (sudoku_cells_first (er.near)))
    {
      er.near_house = SUDOKU_ROW_HOUSE (sudoku_cell_row (er.start));
      er.far_house = SUDOKU_COLUMN_HOUSE (sudoku_cell_column (far_cell));
      er.pair_house = SUDOKU_COLUMN_HOUSE (sudoku_cell_column (er.start));
      er.target = sudoku_cell_row (er.other) * 9 + sudoku_cell_column (far_cell);
    }
  else
    {
      er.near_house = SUDOKU_COLUMN_HOUSE (sudoku_cell_column (er.start));
      er.far_house = SUDOKU_ROW_HOUSE (sudoku_cell_row (far_cell));
      er.pair_house = SUDOKU_ROW_HOUSE (sudoku_cell_row (er.start));
      er.target = sudoku_cell_row (far_cell) * 9 + sudoku_cell_column (er.other);
    }
  return er;
}

static char *
describe_chain (const SudokuStep      *step,
                const SudokuHouseList *houses,
                const char            *name,
                const char            *digit,
                const char            *result,
                gboolean               full)
{
  ChainCells chain = chain_cells (step, 0);
  g_autofree char *end0 = sudoku_cell_dup_name (chain.end0);
  g_autofree char *inner0 = sudoku_cell_dup_name (chain.inner0);
  g_autofree char *inner1 = sudoku_cell_dup_name (chain.inner1);
  g_autofree char *end1 = sudoku_cell_dup_name (chain.end1);
  g_autofree char *strong0 = NULL;
  g_autofree char *weak = NULL;
  g_autofree char *strong1 = NULL;

  if (!full)
    /* TRANSLATORS: "Skyscraper: 4 in r2c5, r8c4 (connected by r2c1,
     * r8c1) ⇒ r1c4<>4": the technique, the digit, the two ends, the two
     * inner cells, the result. */
    return g_strdup_printf (_("%s: %s in %s, %s (connected by %s, %s) ⇒ %s"),
                            name, digit, end0, end1, inner0, inner1, result);

  if (step->houses[0] < 0 || step->houses[1] < 0 || step->houses[2] < 0)
    return NULL;
  strong0 = house_name (houses, step->houses[0]);
  weak = house_name (houses, step->houses[1]);
  strong1 = house_name (houses, step->houses[2]);
  return g_strdup_printf (_("In %s, %s can only go in %s or %s; in %s, only in %s or %s. "
                            "%s and %s are both in %s, so at most one of them is %s. "
                            "If %s is not %s, then %s is, so %s is not and %s is: "
                            "one of %s and %s is %s, and a cell that sees both cannot be. "
                            "Result: %s."),
                          strong0, digit, end0, inner0, strong1, inner1, end1,
                          inner0, inner1, weak, digit,
                          end0, digit, inner0, inner1, end1,
                          end0, end1, digit,
                          result);
}

static char *
describe_dual_kite (const SudokuStep      *step,
                    const SudokuHouseList *houses,
                    const char            *name,
                    const char            *result,
                    gboolean               full)
{
  ChainCells kites[2];
  char *digits[2];
  GString *text;

  if (step->links->len < 6)
    return NULL;
  for (guint g = 0; g < 2; g++)
    {
      kites[g] = chain_cells (step, 3 * g);
      digits[g] = g_strdup_printf ("%u", g_array_index (step->links, SudokuLink, 3 * g).from_digit);
    }

  if (!full)
    {
      g_autofree char *end0 = sudoku_cell_dup_name (kites[0].end0);
      g_autofree char *end1 = sudoku_cell_dup_name (kites[0].end1);
      g_autofree char *end2 = sudoku_cell_dup_name (kites[1].end0);
      g_autofree char *end3 = sudoku_cell_dup_name (kites[1].end1);
      g_autofree char *box0 = sudoku_cell_dup_name (kites[0].inner0);
      g_autofree char *box1 = sudoku_cell_dup_name (kites[0].inner1);
      g_autofree char *digit = strcmp (digits[0], digits[1]) == 0
                               ? g_strdup (digits[0])
                               : g_strdup_printf ("%s/%s", digits[0], digits[1]);
      char *summary;

      /* TRANSLATORS: "Dual 2-String Kite: 1 in r1c8, r6c1 / r3c9, r4c3
       * (connected by r1c3, r3c1) ⇒ r4c9<>1, r6c8<>1". */
      summary = g_strdup_printf (_("%s: %s in %s, %s / %s, %s (connected by %s, %s) ⇒ %s"),
                                 name, digit, end0, end1, end2, end3, box0, box1, result);
      g_free (digits[0]);
      g_free (digits[1]);
      return summary;
    }

  text = g_string_new (NULL);
  {
    g_autofree char *box0 = sudoku_cell_dup_name (kites[0].inner0);
    g_autofree char *box1 = sudoku_cell_dup_name (kites[0].inner1);

    g_string_append_printf (text,
                            _("Two 2-String Kites run through the same box cells %s and %s. "),
                            box0, box1);
  }
  for (guint g = 0; g < 2; g++)
    {
      ChainCells *kite = &kites[g];
      g_autofree char *row = house_name (houses, SUDOKU_ROW_HOUSE (sudoku_cell_row (kite->end0)));
      g_autofree char *column = house_name (houses,
                                            SUDOKU_COLUMN_HOUSE (sudoku_cell_column (kite->end1)));
      g_autofree char *end0 = sudoku_cell_dup_name (kite->end0);
      g_autofree char *inner0 = sudoku_cell_dup_name (kite->inner0);
      g_autofree char *inner1 = sudoku_cell_dup_name (kite->inner1);
      g_autofree char *end1 = sudoku_cell_dup_name (kite->end1);
      g_autofree char *target = sudoku_cell_dup_name (sudoku_cell_row (kite->end1) * 9 +
                                                      sudoku_cell_column (kite->end0));

      g_string_append_printf (text,
                              _("In %s, %s can only go in %s or %s; in %s, only in %s or %s. "
                                "%s and %s share a box, so one of %s and %s is %s, "
                                "and %s, which sees both, cannot be. "),
                              row, digits[g], end0, inner0, column, inner1, end1,
                              inner0, inner1, end0, end1, digits[g], target);
    }
  g_string_append_printf (text, _("Result: %s."), result);
  g_free (digits[0]);
  g_free (digits[1]);
  return g_string_free (text, FALSE);
}

static char *
describe_rectangle (const SudokuStep      *step,
                    const SudokuHouseList *houses,
                    const char            *name,
                    const char            *digit,
                    const char            *result,
                    gboolean               full)
{
  gboolean dual = step->technique == SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE;
  RectangleCells ers[2];
  GString *text;
  g_autofree char *box = NULL;

  if (step->houses[0] < 0 || step->links->len < (dual ? 6u : 3u))
    return NULL;
  box = house_name (houses, step->houses[0]);
  for (guint i = 0; i < (dual ? 2u : 1u); i++)
    ers[i] = rectangle_cells (step, 3 * i);

  if (!full)
    {
      g_autofree char *start0 = sudoku_cell_dup_name (ers[0].start);
      g_autofree char *other0 = sudoku_cell_dup_name (ers[0].other);
      g_autofree char *start1 = NULL, *other1 = NULL;

      if (!dual)
        /* TRANSLATORS: "Empty Rectangle: 9 in box 3 (r2c8, r6c8) ⇒
         * r6c7<>9": the technique, the digit, the box, the strong link. */
        return g_strdup_printf (_("%s: %s in %s (%s, %s) ⇒ %s"), name, digit, box, start0, other0,
                                result);
      start1 = sudoku_cell_dup_name (ers[1].start);
      other1 = sudoku_cell_dup_name (ers[1].other);
      return g_strdup_printf (_("%s: %s in %s (%s, %s / %s, %s) ⇒ %s"), name, digit, box,
                              start0, other0, start1, other1, result);
    }

  text = g_string_new (NULL);
  for (guint i = 0; i < (dual ? 2u : 1u); i++)
    {
      RectangleCells *er = &ers[i];
      g_autofree char *near_house = house_name (houses, er->near_house);
      g_autofree char *far_house = house_name (houses, er->far_house);
      g_autofree char *pair_house = house_name (houses, er->pair_house);
      g_autofree char *start = sudoku_cell_dup_name (er->start);
      g_autofree char *other = sudoku_cell_dup_name (er->other);
      g_autofree char *target = sudoku_cell_dup_name (er->target);

      /* A dual rectangle on two places has a second crossing. */
      if (i == 0 ||
          !((er->near_house == ers[0].near_house && er->far_house == ers[0].far_house) ||
            (er->near_house == ers[0].far_house && er->far_house == ers[0].near_house)))
        g_string_append_printf (text, _("In %s, %s can only go in %s or in %s. "), box, digit,
                                near_house, far_house);
      g_string_append_printf (text,
                              _("In %s, %s can only go in %s or %s. "
                                "If %s is not %s, then %s is, so the box holds %s in %s, "
                                "not in %s; either way %s, which sees %s and the box's part "
                                "of %s, cannot be %s. "),
                              pair_house, digit, start, other,
                              other, digit, start, digit, far_house, near_house,
                              target, other, far_house, digit);
    }
  g_string_append_printf (text, _("Result: %s."), result);
  return g_string_free (text, FALSE);
}

char *
_sudoku_describe_single_digit (const SudokuStep  *step,
                               const SudokuBoard *before,
                               gboolean           full)
{
  const SudokuHouseList *houses;
  const char *name = _(sudoku_technique_get_info (step->technique)->name);
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autofree char *digit = NULL;

  if (step->digits == 0 || step->links->len < 3)
    return NULL;
  houses = sudoku_variant_get_houses (before ? before->variant : SUDOKU_VARIANT_CLASSIC);
  digit = g_strdup_printf ("%d", __builtin_ctz (step->digits) + 1);

  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_SKYSCRAPER:
    case SUDOKU_TECHNIQUE_TWO_STRING_KITE:
    case SUDOKU_TECHNIQUE_TURBOT_FISH:
      return describe_chain (step, houses, name, digit, result, full);
    case SUDOKU_TECHNIQUE_DUAL_TWO_STRING_KITE:
      return describe_dual_kite (step, houses, name, result, full);
    case SUDOKU_TECHNIQUE_EMPTY_RECTANGLE:
    case SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE:
      return describe_rectangle (step, houses, name, digit, result, full);
    default:
      return NULL;
    }
}
