/* sudoku-uniqueness.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Uniqueness techniques, as HoDoKu defines them: unique rectangles of
 * types 1–6, the hidden rectangle, avoidable rectangles of types 1–2 and
 * BUG+1. All of them rest on one fact: four cells over exactly two rows,
 * two columns and two boxes, none of them a given, that end up holding
 * only two digits a and b (a b / b a) could swap them, and the puzzle
 * would have a second solution. A puzzle known to be unique can never
 * reach that state, so whatever would lead to it is false.
 *
 * Like HoDoKu (with "allow missing candidates", its default) a rectangle
 * cell need not still show both digits: it is enough that no solved peer
 * holds either, because the swapped grid only has to be a valid solution
 * of the givens, not of the pencil marks. The rectangle's digits come
 * from one of its cells that holds exactly those two.
 *
 * Where HoDoKu asks for more than the logic needs we take the plain rule,
 * which finds everything HoDoKu finds and a little more: Uniqueness Test 4
 * accepts the conjugate pair in any house the two cells share (HoDoKu: in
 * all of them), Test 6 an X-Wing in the two rows or in the two columns
 * (HoDoKu: both), and Avoidable Rectangle 1 any last cell (HoDoKu: a
 * bivalue one).
 *
 * In Windoku a swap must keep the windows valid too: every window must
 * hold none of the four cells, two sharing a row or a column, or all four.
 *
 * Sudoku Explainer's ratings where SE has the technique: 4.5 for unique
 * rectangles of types 1, 2 and 4 (SE's type 2 also covers HoDoKu's type 5,
 * so 4.5 as well), 4.5 + 0.1 × (size - 1) for type 3 with a naked set of
 * that many digits, 5.6 for BUG+1. SE has no type 6, hidden or avoidable
 * rectangles: ours are 4.6 for type 6, 4.8 for the hidden rectangle and
 * 4.7 for avoidable rectangles, as in the technique table. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <string.h>

#include "sudoku-techniques.h"

#define N_CLASSIC_HOUSES 27

/* A rectangle of empty cells and a pair that its cells allow. */
typedef struct
{
  guint8  cells[4];
  guint16 pair;
} RectangleEntry;

typedef struct
{
  gboolean       valid;
  gboolean       overflow;    /* more rectangles than entries */
  SudokuVariant  variant;
  guint8         values[SUDOKU_N_CELLS];
  guint16        candidates[SUDOKU_N_CELLS];
  guint          n_entries;
  RectangleEntry entries[1024];
} RectangleCache;

typedef struct
{
  const SudokuGrid *grid;
  SudokuTechnique   technique;
  SudokuStepSink    sink;
  gpointer          user_data;
  /* For empty cells, the digits no solved peer holds (HoDoKu's
   * "allowed" candidates, whatever the pencil marks say). */
  guint16           allowed[SUDOKU_N_CELLS];
  /* When set, unique_rectangle_cb() lists the rectangles here instead. */
  RectangleCache   *cache;
} Search;

/* Four cells: 0 = r1c1, 1 = r1c2, 2 = r2c1, 3 = r2c2. Cells 0/1 and 2/3
 * share a row, 0/2 and 1/3 a column; i and 3 - i are opposite. */
typedef struct
{
  guint8      cells[4];
  SudokuCells set;
  guint16     pair;      /* the rectangle's two digits */
  guint       n_plain;   /* cells with no candidate outside the pair */
  guint8      plain[4];
  guint       n_extra;   /* cells with other candidates too */
  guint8      extra[4];
} Rectangle;

static inline guint16
candidates (const SudokuGrid *grid,
            guint             cell)
{
  return grid->board.candidates[cell];
}

static inline gboolean
same_row (guint a,
          guint b)
{
  return sudoku_cell_row (a) == sudoku_cell_row (b);
}

static inline gboolean
same_column (guint a,
             guint b)
{
  return sudoku_cell_column (a) == sudoku_cell_column (b);
}

/* The swap of a b / b a keeps rows, columns and boxes valid by
 * construction (two of each); extra houses such as Windoku's windows must
 * hold the cells in pairs along a row or column, or all four. */
static gboolean
is_swappable (const SudokuGrid *grid,
              const guint8      cells[4])
{
  for (guint h = N_CLASSIC_HOUSES; h < grid->houses->n_rules; h++)
    {
      guint inside = 0;

      for (guint i = 0; i < 4; i++)
        if (sudoku_cells_has (grid->house_cells[h], cells[i]))
          inside |= 1u << i;

      switch (inside)
        {
        case 0x0: case 0xf:
        case 0x3: case 0xc:  /* one row */
        case 0x5: case 0xa:  /* one column */
          break;
        default:
          return FALSE;
        }
    }
  return TRUE;
}

static SudokuCells
cells_of (const guint8 *cells,
          guint         n_cells)
{
  SudokuCells set = SUDOKU_CELLS_EMPTY;

  for (guint i = 0; i < n_cells; i++)
    sudoku_cells_add (&set, cells[i]);
  return set;
}

/* The houses (row, column, box) that both cells are in, in that order. */
static guint
shared_houses (guint a,
               guint b,
               guint houses[3])
{
  guint n = 0;

  if (same_row (a, b))
    houses[n++] = SUDOKU_ROW_HOUSE (sudoku_cell_row (a));
  if (same_column (a, b))
    houses[n++] = SUDOKU_COLUMN_HOUSE (sudoku_cell_column (a));
  if (sudoku_cell_box (a) == sudoku_cell_box (b))
    houses[n++] = SUDOKU_BOX_HOUSE (sudoku_cell_box (a));
  return n;
}

/* A new step on a unique rectangle: the four cells (whole, in rectangle
 * order), the rectangle's digits they hold, and their other candidates
 * as fins. */
static SudokuStep *
rectangle_step_new (const Search    *search,
                    const Rectangle *rect,
                    SudokuTechnique  technique,
                    double           se_rating)
{
  SudokuStep *step = sudoku_step_new (technique);

  for (guint i = 0; i < 4; i++)
    sudoku_step_add_mark (step, rect->cells[i], 0, SUDOKU_ROLE_DEFINING, 0);
  for (guint i = 0; i < 4; i++)
    {
      guint cell = rect->cells[i];
      guint16 mask = candidates (search->grid, cell);

      for (guint d = 1; d <= 9; d++)
        {
          if (!(mask & SUDOKU_DIGIT_BIT (d)))
            continue;
          sudoku_step_add_mark (step, cell, d,
                                (rect->pair & SUDOKU_DIGIT_BIT (d)) ? SUDOKU_ROLE_DEFINING
                                                                    : SUDOKU_ROLE_FIN,
                                0);
        }
    }
  step->digits = rect->pair;
  step->se_rating = se_rating;
  return step;
}

/* Type 1: three cells hold only the pair, so the fourth must be one of
 * its other digits. */
static gboolean
find_type1 (Search          *search,
            const Rectangle *rect)
{
  guint cell;
  guint16 removable;
  SudokuStep *step;

  if (rect->n_plain != 3)
    return FALSE;

  cell = rect->extra[0];
  removable = candidates (search->grid, cell) & rect->pair;
  if (removable == 0)
    return FALSE;

  step = rectangle_step_new (search, rect, SUDOKU_TECHNIQUE_UNIQUENESS_1, 4.5);
  for (guint d = 1; d <= 9; d++)
    if (removable & SUDOKU_DIGIT_BIT (d))
      sudoku_step_add_elimination (step, cell, d);
  return search->sink (step, search->user_data);
}

/* Types 2 and 5: every cell with extra candidates has the same single
 * extra digit x, so x is true in one of them; cells seeing all of them
 * lose x. Two such cells in one row or column make type 2, two diagonal
 * ones or three make type 5. */
static gboolean
find_type2 (Search          *search,
            const Rectangle *rect)
{
  const SudokuGrid *grid = search->grid;
  guint16 extra = 0;
  SudokuCells targets = SUDOKU_CELLS_ALL;
  SudokuTechnique technique;
  SudokuStep *step;
  guint digit;

  if (rect->n_plain != 1 && rect->n_plain != 2)
    return FALSE;

  for (guint i = 0; i < rect->n_extra; i++)
    {
      extra |= candidates (grid, rect->extra[i]) & ~rect->pair;
      targets = sudoku_cells_and (targets, grid->peers[rect->extra[i]]);
    }
  if (__builtin_popcount (extra) != 1)
    return FALSE;

  digit = _sudoku_lowest_digit (extra);
  targets = sudoku_cells_and (targets, grid->digit_cells[digit]);
  if (sudoku_cells_is_empty (targets))
    return FALSE;

  if (rect->n_extra == 2 &&
      (same_row (rect->extra[0], rect->extra[1]) ||
       same_column (rect->extra[0], rect->extra[1])))
    technique = SUDOKU_TECHNIQUE_UNIQUENESS_2;
  else
    technique = SUDOKU_TECHNIQUE_UNIQUENESS_5;
  if (technique != search->technique)
    return FALSE;

  step = rectangle_step_new (search, rect, technique, 4.5);
  step->digits |= extra;
  _sudoku_step_eliminate (step, grid, targets, digit);
  return search->sink (step, search->user_data);
}

typedef struct
{
  const Rectangle *rect;
  guint            house;
  gboolean         is_box;
  guint8           pool[9];   /* cells that may join the naked set */
  guint            n_pool;
  guint8           chosen[9];
} Type3Search;

static gboolean
all_in_one_line (const guint8 *cells,
                 guint         n_cells)
{
  gboolean row = TRUE, column = TRUE;

  for (guint i = 1; i < n_cells; i++)
    {
      row = row && same_row (cells[0], cells[i]);
      column = column && same_column (cells[0], cells[i]);
    }
  return row || column;
}

/* The cells of @house, outside @exclude, that hold any of @digits. */
static SudokuCells
house_holders (const SudokuGrid *grid,
               guint             house,
               guint16           digits,
               SudokuCells       exclude)
{
  SudokuCells holders = SUDOKU_CELLS_EMPTY;

  for (guint d = 1; d <= 9; d++)
    if (digits & SUDOKU_DIGIT_BIT (d))
      holders = sudoku_cells_or (holders, sudoku_grid_house_digit (grid, house, d));
  return sudoku_cells_minus (holders, exclude);
}

static gboolean
report_type3 (Search      *search,
              Type3Search *t3,
              guint        n_chosen,
              guint16      digits)
{
  const SudokuGrid *grid = search->grid;
  const Rectangle *rect = t3->rect;
  guint8 set_cells[11];
  guint n_set = 0;
  SudokuCells members, targets;
  gint box = -1;
  SudokuStep *step;

  set_cells[n_set++] = rect->extra[0];
  set_cells[n_set++] = rect->extra[1];
  for (guint i = 0; i < n_chosen; i++)
    set_cells[n_set++] = t3->chosen[i];
  members = cells_of (set_cells, n_set);

  targets = house_holders (grid, t3->house, digits, members);

  /* A set along a line that also sits in one box is locked there too. */
  if (!t3->is_box)
    {
      box = sudoku_cell_box (set_cells[0]);
      for (guint i = 1; i < n_set; i++)
        if ((gint) sudoku_cell_box (set_cells[i]) != box)
          box = -1;
      if (box >= 0)
        targets = sudoku_cells_or (targets,
                                   house_holders (grid, SUDOKU_BOX_HOUSE (box), digits,
                                                  members));
    }
  if (sudoku_cells_is_empty (targets))
    return FALSE;

  step = rectangle_step_new (search, rect, SUDOKU_TECHNIQUE_UNIQUENESS_3,
                             4.5 + 0.1 * (__builtin_popcount (digits) - 1));
  step->digits |= digits;
  for (guint i = 0; i < n_chosen; i++)
    {
      guint cell = t3->chosen[i];
      guint16 mask = candidates (grid, cell);

      sudoku_step_add_mark (step, cell, 0, SUDOKU_ROLE_FIN, 1);
      for (guint d = 1; d <= 9; d++)
        if (mask & SUDOKU_DIGIT_BIT (d))
          sudoku_step_add_mark (step, cell, d, SUDOKU_ROLE_FIN, 1);
    }
  for (guint d = 1; d <= 9; d++)
    if (digits & SUDOKU_DIGIT_BIT (d))
      _sudoku_step_eliminate (step, grid, targets, d);
  sudoku_step_add_house (step, t3->house);
  if (box >= 0)
    sudoku_step_add_house (step, SUDOKU_BOX_HOUSE (box));
  return search->sink (step, search->user_data);
}

/* Adds pool cells from @start on, depth first as HoDoKu does, and reports
 * every set of k cells plus the rectangle's two extra cells holding
 * exactly k + 1 digits. */
static gboolean
search_type3 (Search      *search,
              Type3Search *t3,
              guint        start,
              guint        n_chosen,
              guint16      digits)
{
  for (guint i = start; i < t3->n_pool; i++)
    {
      guint cell = t3->pool[i];
      guint16 union_digits = digits | candidates (search->grid, cell);
      guint n = n_chosen + 1;
      int gap = __builtin_popcount (union_digits) - (int) (n + 1);

      /* Each further cell closes the gap by one at most. */
      if (gap < 0 || gap > (int) (t3->n_pool - i - 1))
        continue;

      t3->chosen[n_chosen] = cell;
      if (gap == 0)
        {
          guint8 set_cells[11];

          set_cells[0] = t3->rect->extra[0];
          set_cells[1] = t3->rect->extra[1];
          memcpy (set_cells + 2, t3->chosen, n);
          /* A set in a box along one line was found on the line. */
          if (!(t3->is_box && all_in_one_line (set_cells, n + 2)) &&
              report_type3 (search, t3, n, union_digits))
            return TRUE;
        }
      if (search_type3 (search, t3, i + 1, n, union_digits))
        return TRUE;
    }
  return FALSE;
}

/* Type 3: the two cells with extra candidates share a house; one of them
 * holds one of their extra digits, so together they act as one cell with
 * those digits and can form a naked set with other cells of the house. */
static gboolean
find_type3 (Search          *search,
            const Rectangle *rect)
{
  const SudokuGrid *grid = search->grid;
  guint houses[3], n_houses;
  guint16 extra;

  if (rect->n_plain != 2)
    return FALSE;

  extra = (candidates (grid, rect->extra[0]) | candidates (grid, rect->extra[1])) & ~rect->pair;
  n_houses = shared_houses (rect->extra[0], rect->extra[1], houses);
  for (guint h = 0; h < n_houses; h++)
    {
      Type3Search t3 = { rect, houses[h], houses[h] >= SUDOKU_BOX_HOUSE (0), { 0 }, 0, { 0 } };
      SudokuCells pool = sudoku_cells_minus (sudoku_cells_and (grid->house_cells[houses[h]],
                                                               grid->empty),
                                             rect->set);

      SUDOKU_CELLS_FOREACH (pool, cell)
        {
          guint16 mask = candidates (grid, cell);

          if (mask != 0 && (mask & rect->pair) == 0)
            t3.pool[t3.n_pool++] = cell;
        }
      if (search_type3 (search, &t3, 0, 0, extra))
        return TRUE;
    }
  return FALSE;
}

/* Type 4: the two cells with extra candidates share a line; if one of the
 * pair's digits can go nowhere else in a house they share, one of them
 * holds it, and neither can hold the other digit. */
static gboolean
find_type4 (Search          *search,
            const Rectangle *rect)
{
  const SudokuGrid *grid = search->grid;
  guint houses[3], n_houses;
  guint e1, e2;
  SudokuCells both;

  if (rect->n_plain != 2)
    return FALSE;

  e1 = rect->extra[0];
  e2 = rect->extra[1];
  if (!same_row (e1, e2) && !same_column (e1, e2))
    return FALSE;

  both = cells_of (rect->extra, 2);
  n_houses = shared_houses (e1, e2, houses);
  for (guint d = 1; d <= 9; d++)
    {
      guint16 other;
      guint other_digit;
      gint house = -1;
      SudokuStep *step;

      if (!(rect->pair & SUDOKU_DIGIT_BIT (d)))
        continue;
      other = rect->pair & ~SUDOKU_DIGIT_BIT (d);
      other_digit = _sudoku_lowest_digit (other);
      if (!((candidates (grid, e1) | candidates (grid, e2)) & other))
        continue;

      for (guint h = 0; h < n_houses && house < 0; h++)
        if (sudoku_cells_subset (sudoku_grid_house_digit (grid, houses[h], d), both))
          house = houses[h];
      if (house < 0)
        continue;

      step = rectangle_step_new (search, rect, SUDOKU_TECHNIQUE_UNIQUENESS_4, 4.5);
      sudoku_step_add_link (step, sudoku_cells_single (e1), d, sudoku_cells_single (e2), d,
                            TRUE);
      sudoku_step_add_house (step, house);
      _sudoku_step_eliminate (step, grid, both, other_digit);
      if (search->sink (step, search->user_data))
        return TRUE;
    }
  return FALSE;
}

/* Whether @digit can go, in @house, only in cells of the rectangle. */
static inline gboolean
confined (const SudokuGrid *grid,
          const Rectangle  *rect,
          guint             house,
          guint             digit)
{
  return sudoku_cells_subset (sudoku_grid_house_digit (grid, house, digit), rect->set);
}

/* Adds a strong link on @digit between two rectangle cells when both
 * still hold it. */
static void
add_strong_link (SudokuStep       *step,
                 const SudokuGrid *grid,
                 guint             from,
                 guint             to,
                 guint             digit)
{
  guint16 bit = SUDOKU_DIGIT_BIT (digit);

  if ((candidates (grid, from) & bit) && (candidates (grid, to) & bit))
    sudoku_step_add_link (step, sudoku_cells_single (from), digit, sudoku_cells_single (to),
                          digit, TRUE);
}

/* Type 6: the two cells with extra candidates are diagonal; if one of the
 * pair's digits forms an X-Wing on the rectangle (in its two rows or its
 * two columns), putting it in either extra cell would put it in both and
 * leave the other digit in the plain cells: a deadly pattern. */
static gboolean
find_type6 (Search          *search,
            const Rectangle *rect)
{
  const SudokuGrid *grid = search->grid;
  guint rows[2], columns[2];
  SudokuCells both;

  if (rect->n_plain != 2)
    return FALSE;
  if (same_row (rect->extra[0], rect->extra[1]) || same_column (rect->extra[0], rect->extra[1]))
    return FALSE;

  rows[0] = SUDOKU_ROW_HOUSE (sudoku_cell_row (rect->cells[0]));
  rows[1] = SUDOKU_ROW_HOUSE (sudoku_cell_row (rect->cells[3]));
  columns[0] = SUDOKU_COLUMN_HOUSE (sudoku_cell_column (rect->cells[0]));
  columns[1] = SUDOKU_COLUMN_HOUSE (sudoku_cell_column (rect->cells[3]));
  both = cells_of (rect->extra, 2);

  for (guint d = 1; d <= 9; d++)
    {
      gboolean in_rows, in_columns;
      SudokuStep *step;

      if (!(rect->pair & SUDOKU_DIGIT_BIT (d)))
        continue;
      if (!sudoku_cells_intersect (both, grid->digit_cells[d]))
        continue;

      in_rows = confined (grid, rect, rows[0], d) && confined (grid, rect, rows[1], d);
      in_columns = confined (grid, rect, columns[0], d) && confined (grid, rect, columns[1], d);
      if (!in_rows && !in_columns)
        continue;

      step = rectangle_step_new (search, rect, SUDOKU_TECHNIQUE_UNIQUENESS_6, 4.6);
      if (in_rows)
        {
          add_strong_link (step, grid, rect->cells[0], rect->cells[1], d);
          add_strong_link (step, grid, rect->cells[2], rect->cells[3], d);
          sudoku_step_add_house (step, rows[0]);
          sudoku_step_add_house (step, rows[1]);
        }
      else
        {
          add_strong_link (step, grid, rect->cells[0], rect->cells[2], d);
          add_strong_link (step, grid, rect->cells[1], rect->cells[3], d);
          sudoku_step_add_house (step, columns[0]);
          sudoku_step_add_house (step, columns[1]);
        }
      _sudoku_step_eliminate (step, grid, both, d);
      if (search->sink (step, search->user_data))
        return TRUE;
    }
  return FALSE;
}

/* Hidden rectangle: a corner holds only the pair (one such corner, or two
 * diagonal ones). If digit a can go, in the row and in the column of the
 * opposite corner, only in the rectangle, then b in the opposite corner
 * would force a into both its neighbours, and so b into the first corner:
 * deadly. */
static gboolean
find_hidden_rectangle (Search          *search,
                       const Rectangle *rect)
{
  const SudokuGrid *grid = search->grid;

  if (rect->n_plain != 1 && rect->n_plain != 2)
    return FALSE;
  if (rect->n_plain == 2 &&
      (same_row (rect->plain[0], rect->plain[1]) || same_column (rect->plain[0], rect->plain[1])))
    return FALSE;

  for (guint p = 0; p < rect->n_plain; p++)
    {
      guint corner_index = 0, opposite, row, column, row_mate, column_mate;

      while (rect->cells[corner_index] != rect->plain[p])
        corner_index++;
      opposite = rect->cells[3 - corner_index];
      row = SUDOKU_ROW_HOUSE (sudoku_cell_row (opposite));
      column = SUDOKU_COLUMN_HOUSE (sudoku_cell_column (opposite));
      /* The opposite corner's neighbours along its row and its column. */
      row_mate = rect->cells[(3 - corner_index) ^ 1];
      column_mate = rect->cells[(3 - corner_index) ^ 2];

      for (guint d = 1; d <= 9; d++)
        {
          guint other_digit;
          SudokuStep *step;

          if (!(rect->pair & SUDOKU_DIGIT_BIT (d)))
            continue;
          other_digit = _sudoku_lowest_digit (rect->pair & ~SUDOKU_DIGIT_BIT (d));
          if (!(candidates (grid, opposite) & SUDOKU_DIGIT_BIT (other_digit)))
            continue;
          if (!confined (grid, rect, row, d) || !confined (grid, rect, column, d))
            continue;

          step = rectangle_step_new (search, rect, SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE, 4.8);
          add_strong_link (step, grid, row_mate, opposite, d);
          add_strong_link (step, grid, opposite, column_mate, d);
          sudoku_step_add_house (step, row);
          sudoku_step_add_house (step, column);
          sudoku_step_add_elimination (step, opposite, other_digit);
          if (search->sink (step, search->user_data))
            return TRUE;
        }
    }
  return FALSE;
}

/* Whether no solved peer of the four cells holds either digit of the
 * pair. */
static inline gboolean
rectangle_allowed (const Search *search,
                   const guint8  cells[4],
                   guint16       pair)
{
  for (guint i = 0; i < 4; i++)
    if ((search->allowed[cells[i]] & pair) != pair)
      return FALSE;
  return TRUE;
}

/* Sorts the rectangle's cells into plain and extra ones. */
static void
sort_rectangle (const SudokuGrid *grid,
                Rectangle        *rect)
{
  rect->n_plain = rect->n_extra = 0;
  for (guint i = 0; i < 4; i++)
    {
      guint cell = rect->cells[i];

      if (candidates (grid, cell) & ~rect->pair)
        rect->extra[rect->n_extra++] = cell;
      else
        rect->plain[rect->n_plain++] = cell;
    }
}

/* Runs the search's technique on a rectangle whose pair is allowed. */
static gboolean
check_rectangle (Search    *search,
                 Rectangle *rect)
{
  sort_rectangle (search->grid, rect);

  switch (search->technique)
    {
    case SUDOKU_TECHNIQUE_UNIQUENESS_1:
      return find_type1 (search, rect);
    case SUDOKU_TECHNIQUE_UNIQUENESS_2:
    case SUDOKU_TECHNIQUE_UNIQUENESS_5:
      return find_type2 (search, rect);
    case SUDOKU_TECHNIQUE_UNIQUENESS_3:
      return find_type3 (search, rect);
    case SUDOKU_TECHNIQUE_UNIQUENESS_4:
      return find_type4 (search, rect);
    case SUDOKU_TECHNIQUE_UNIQUENESS_6:
      return find_type6 (search, rect);
    case SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE:
      return find_hidden_rectangle (search, rect);
    default:
      g_return_val_if_reached (FALSE);
    }
}

typedef gboolean (*RectangleFunc) (Search *search, const guint8 cells[4]);

static gboolean
is_placed (const SudokuGrid *grid,
           guint             cell)
{
  return grid->board.values[cell] != 0 && !grid->board.givens[cell];
}

/* Calls @func for every four cells over two rows, two columns and exactly
 * two boxes that a swap keeps valid, rows first. When @only_empty, only
 * for those of empty cells with a cell holding two candidates (unique
 * rectangles, which take their pair from such a cell); else only for
 * those with two cells the solver placed in one box (avoidable
 * rectangles). The others @func would turn down: passing them over here
 * saves most of the calls. */
static gboolean
foreach_rectangle (Search        *search,
                   RectangleFunc  func,
                   gboolean       only_empty)
{
  const SudokuGrid *grid = search->grid;
  guint16 row_columns[9];
  /* Per row, the columns of its bivalue cells, or of its placed ones. */
  guint16 keys[9];

  for (guint r = 0; r < 9; r++)
    {
      row_columns[r] = 0;
      keys[r] = 0;
      for (guint c = 0; c < 9; c++)
        {
          guint cell = r * 9 + c;

          if (!only_empty)
            {
              row_columns[r] |= 1u << c;
              if (is_placed (grid, cell))
                keys[r] |= 1u << c;
            }
          else if (sudoku_cells_has (grid->empty, cell))
            {
              row_columns[r] |= 1u << c;
              if (__builtin_popcount (candidates (grid, cell)) == 2)
                keys[r] |= 1u << c;
            }
        }
    }

  for (guint r1 = 0; r1 < 9; r1++)
    for (guint r2 = r1 + 1; r2 < 9; r2++)
      {
        gboolean one_band = r1 / 3 == r2 / 3;
        guint16 either = keys[r1] | keys[r2], both = keys[r1] & keys[r2];

        if (only_empty ? either == 0
                       : (one_band ? both == 0
                                   : (keys[r1] & (keys[r1] - 1)) == 0 &&
                                     (keys[r2] & (keys[r2] - 1)) == 0))
          continue;
        for (guint16 columns = row_columns[r1] & row_columns[r2]; columns; columns &= columns - 1)
          for (guint16 seconds = columns & (columns - 1); seconds; seconds &= seconds - 1)
            {
              guint c1 = __builtin_ctz (columns), c2 = __builtin_ctz (seconds);
              guint16 pair = (1u << c1) | (1u << c2);
              guint8 cells[4] = { r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2 };

              /* One band and two stacks, or two bands and one stack. */
              if (one_band == (c1 / 3 == c2 / 3))
                continue;
              /* A bivalue cell; or two placed cells of a box: in one of
               * the columns (one band) or one of the rows (one stack). */
              if (only_empty ? (either & pair) == 0
                             : (one_band ? (both & pair) == 0
                                         : (keys[r1] & pair) != pair &&
                                           (keys[r2] & pair) != pair))
                continue;
              if (!is_swappable (grid, cells))
                continue;
              if (func (search, cells))
                return TRUE;
            }
      }
  return FALSE;
}

static gboolean
unique_rectangle_cb (Search       *search,
                     const guint8  cells[4])
{
  const SudokuGrid *grid = search->grid;
  guint16 tried[4];
  guint n_tried = 0;
  Rectangle rect;

  for (guint i = 0; i < 4; i++)
    if (!sudoku_cells_has (grid->empty, cells[i]))
      return FALSE;

  memcpy (rect.cells, cells, sizeof rect.cells);
  rect.set = cells_of (cells, 4);

  /* The digits come from a cell holding exactly two; different cells may
   * offer different pairs. */
  for (guint i = 0; i < 4; i++)
    {
      guint16 mask = candidates (grid, cells[i]);
      gboolean seen = FALSE;

      if (__builtin_popcount (mask) != 2)
        continue;
      for (guint j = 0; j < n_tried; j++)
        seen = seen || tried[j] == mask;
      if (seen)
        continue;
      tried[n_tried++] = mask;

      if (!rectangle_allowed (search, cells, mask))
        continue;
      if (search->cache != NULL)
        {
          RectangleCache *cache = search->cache;

          if (cache->n_entries == G_N_ELEMENTS (cache->entries))
            {
              cache->overflow = TRUE;
              return TRUE;
            }
          memcpy (cache->entries[cache->n_entries].cells, cells, 4);
          cache->entries[cache->n_entries++].pair = mask;
          continue;
        }
      rect.pair = mask;
      if (check_rectangle (search, &rect))
        return TRUE;
    }
  return FALSE;
}

static void compute_allowed (Search *search);

/* The unique rectangle techniques all walk the same rectangles of the
 * same grid, one after the other: the first to come lists the rectangles
 * of empty cells with an allowed pair, in the order of the walk, and the
 * others go through that list while the grid stays the same. One per
 * thread. */
static gboolean
same_grid (const RectangleCache *cache,
           const SudokuGrid     *grid)
{
  return cache->valid && cache->variant == grid->board.variant &&
         memcmp (cache->values, grid->board.values, sizeof cache->values) == 0 &&
         memcmp (cache->candidates, grid->board.candidates, sizeof cache->candidates) == 0;
}

static const RectangleCache *
get_rectangles (Search *search)
{
  static __thread RectangleCache cache;
  const SudokuGrid *grid = search->grid;

  if (same_grid (&cache, grid))
    return cache.overflow ? NULL : &cache;

  cache.valid = FALSE;
  cache.variant = grid->board.variant;
  memcpy (cache.values, grid->board.values, sizeof cache.values);
  memcpy (cache.candidates, grid->board.candidates, sizeof cache.candidates);
  cache.n_entries = 0;
  cache.overflow = FALSE;
  compute_allowed (search);
  search->cache = &cache;
  foreach_rectangle (search, unique_rectangle_cb, TRUE);
  search->cache = NULL;
  cache.valid = TRUE;
  return cache.overflow ? NULL : &cache;
}

static gboolean
find_unique_rectangles (Search *search)
{
  const RectangleCache *cache = get_rectangles (search);

  if (cache == NULL)
    {
      compute_allowed (search);
      return foreach_rectangle (search, unique_rectangle_cb, TRUE);
    }

  for (guint i = 0; i < cache->n_entries; i++)
    {
      Rectangle rect;

      memcpy (rect.cells, cache->entries[i].cells, sizeof rect.cells);
      rect.set = cells_of (rect.cells, 4);
      rect.pair = cache->entries[i].pair;
      if (check_rectangle (search, &rect))
        return TRUE;
    }
  return FALSE;
}

/* Avoidable rectangles: two cells of one box, solved but not givens, hold
 * a and b. The cells of the other box in line with them would complete
 * the swappable b / a with values the solver placed, so that must not
 * happen. */
static gboolean
avoidable_rectangle_cb (Search       *search,
                        const guint8  cells[4])
{
  const SudokuGrid *grid = search->grid;
  /* The two cells of each box: by column when the rows share a band. */
  gboolean by_column = sudoku_cell_box (cells[0]) != sudoku_cell_box (cells[1]);
  static const guint8 pairs[2][2][2] = {
    { { 0, 1 }, { 2, 3 } },  /* boxes split by row */
    { { 0, 2 }, { 1, 3 } },  /* boxes split by column */
  };

  for (guint side = 0; side < 2; side++)
    {
      guint p1 = cells[pairs[by_column][side][0]];
      guint p2 = cells[pairs[by_column][side][1]];
      /* The other box's cells, in line with p1 and p2 respectively. */
      guint q1 = cells[pairs[by_column][1 - side][0]];
      guint q2 = cells[pairs[by_column][1 - side][1]];
      guint a, b;
      SudokuStep *step;

      if (!is_placed (grid, p1) || !is_placed (grid, p2))
        continue;
      a = grid->board.values[p1];
      b = grid->board.values[p2];

      /* The deadly pattern would be q1 = b and q2 = a. */
      if (is_placed (grid, q1) && grid->board.values[q1] == b &&
          sudoku_cells_has (grid->digit_cells[a], q2))
        {
          if (search->technique != SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1)
            continue;
          step = sudoku_step_new (SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1);
          sudoku_step_add_elimination (step, q2, a);
        }
      else if (is_placed (grid, q2) && grid->board.values[q2] == a &&
               sudoku_cells_has (grid->digit_cells[b], q1))
        {
          if (search->technique != SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1)
            continue;
          step = sudoku_step_new (SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1);
          sudoku_step_add_elimination (step, q1, b);
        }
      else if (sudoku_cells_has (grid->empty, q1) && sudoku_cells_has (grid->empty, q2))
        {
          guint16 m1 = candidates (grid, q1), m2 = candidates (grid, q2);
          guint16 x1 = m1 & ~SUDOKU_DIGIT_BIT (b), x2 = m2 & ~SUDOKU_DIGIT_BIT (a);
          SudokuCells targets;
          guint x;

          /* q1 = {b, x} and q2 = {a, x}: one of them is x. */
          if (search->technique != SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2)
            continue;
          if (__builtin_popcount (m1) != 2 || __builtin_popcount (m2) != 2 ||
              x1 == m1 || x2 == m2 || x1 != x2)
            continue;
          x = _sudoku_lowest_digit (x1);
          targets = sudoku_cells_and (sudoku_cells_and (grid->peers[q1], grid->peers[q2]),
                                      grid->digit_cells[x]);
          if (sudoku_cells_is_empty (targets))
            continue;
          step = sudoku_step_new (SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2);
          _sudoku_step_eliminate (step, grid, targets, x);
          step->digits = x1;
        }
      else
        continue;

      /* The pattern in rectangle order, then what the open cells hold. */
      for (guint i = 0; i < 4; i++)
        sudoku_step_add_mark (step, cells[i], 0, SUDOKU_ROLE_DEFINING, 0);
      if (grid->board.values[q1] == 0)
        sudoku_step_add_mark (step, q1, b, SUDOKU_ROLE_DEFINING, 0);
      if (grid->board.values[q2] == 0)
        sudoku_step_add_mark (step, q2, a, SUDOKU_ROLE_DEFINING, 0);
      if (step->digits)
        {
          sudoku_step_add_mark (step, q1, _sudoku_lowest_digit (step->digits), SUDOKU_ROLE_FIN, 0);
          sudoku_step_add_mark (step, q2, _sudoku_lowest_digit (step->digits), SUDOKU_ROLE_FIN, 0);
        }
      step->digits |= SUDOKU_DIGIT_BIT (a) | SUDOKU_DIGIT_BIT (b);
      step->se_rating = 4.7;
      if (search->sink (step, search->user_data))
        return TRUE;
    }
  return FALSE;
}

/* BUG+1: every unsolved cell holds two candidates but one, which holds
 * three, and every digit appears twice (or not at all) in each house but
 * for one digit of that cell, three times in each of its houses. Without
 * that digit the cell would leave a Bivalue Universal Grave, where the
 * other candidate of every cell is a second solution; so the cell holds
 * it. HoDoKu writes the step as the removal of the other two. */
static gboolean
find_bug_plus_one (Search *search)
{
  const SudokuGrid *grid = search->grid;
  gint triple = -1;
  guint8 counts[SUDOKU_MAX_HOUSES][10];
  guint digit = 0;
  SudokuStep *step;

  SUDOKU_CELLS_FOREACH (grid->empty, cell)
    {
      guint n = __builtin_popcount (candidates (grid, cell));

      if (n == 2)
        continue;
      if (n != 3 || triple >= 0)
        return FALSE;
      triple = cell;
    }
  if (triple < 0)
    return FALSE;

  for (guint h = 0; h < grid->houses->n_rules; h++)
    for (guint d = 1; d <= 9; d++)
      counts[h][d] = sudoku_cells_count (sudoku_grid_house_digit (grid, h, d));

  for (guint d = 1; d <= 9 && digit == 0; d++)
    {
      gboolean grave = (candidates (grid, triple) & SUDOKU_DIGIT_BIT (d)) != 0;

      for (guint h = 0; h < grid->houses->n_rules && grave; h++)
        {
          gboolean holds = sudoku_cells_has (grid->house_cells[h], triple);

          for (guint dd = 1; dd <= 9 && grave; dd++)
            {
              if (holds && dd == d)
                grave = counts[h][dd] == 3;
              else
                grave = counts[h][dd] == 0 || counts[h][dd] == 2;
            }
        }
      if (grave)
        digit = d;
    }
  if (digit == 0)
    return FALSE;

  step = sudoku_step_new (SUDOKU_TECHNIQUE_BUG_PLUS_1);
  for (guint d = 1; d <= 9; d++)
    if (d != digit && (candidates (grid, triple) & SUDOKU_DIGIT_BIT (d)))
      sudoku_step_add_elimination (step, triple, d);
  sudoku_step_add_mark (step, triple, 0, SUDOKU_ROLE_DEFINING, 0);
  sudoku_step_add_mark (step, triple, digit, SUDOKU_ROLE_PIVOT, 0);
  for (guint i = 0; grid->houses->cell_houses[triple][i] != 0xff; i++)
    {
      guint h = grid->houses->cell_houses[triple][i];
      SudokuCells others = sudoku_grid_house_digit (grid, h, digit);

      sudoku_cells_remove (&others, triple);
      SUDOKU_CELLS_FOREACH (others, cell)
        sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_DEFINING, 0);
      sudoku_step_add_house (step, h);
    }
  step->digits = SUDOKU_DIGIT_BIT (digit);
  step->se_rating = 5.6;
  return search->sink (step, search->user_data);
}

static void
compute_allowed (Search *search)
{
  const SudokuGrid *grid = search->grid;
  guint16 present[SUDOKU_MAX_HOUSES] = { 0 };

  for (guint h = 0; h < grid->houses->n_rules; h++)
    for (guint i = 0; i < 9; i++)
      {
        guint value = grid->board.values[grid->houses->houses[h].cells[i]];

        if (value)
          present[h] |= SUDOKU_DIGIT_BIT (value);
      }

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint16 taken = 0;

      if (grid->board.values[cell])
        {
          search->allowed[cell] = 0;
          continue;
        }
      for (guint i = 0; grid->houses->cell_houses[cell][i] != 0xff; i++)
        taken |= present[grid->houses->cell_houses[cell][i]];
      search->allowed[cell] = SUDOKU_ALL_CANDIDATES & ~taken;
    }
}

gboolean
_sudoku_find_uniqueness (const SudokuGrid *grid,
                         SudokuTechnique   technique,
                         SudokuStepSink    sink,
                         gpointer          user_data)
{
  Search search = { grid, technique, sink, user_data, { 0 }, NULL };

  /* Every technique here assumes the puzzle has one solution. */
  if (!grid->unique)
    return FALSE;

  switch (technique)
    {
    case SUDOKU_TECHNIQUE_UNIQUENESS_1:
    case SUDOKU_TECHNIQUE_UNIQUENESS_2:
    case SUDOKU_TECHNIQUE_UNIQUENESS_3:
    case SUDOKU_TECHNIQUE_UNIQUENESS_4:
    case SUDOKU_TECHNIQUE_UNIQUENESS_5:
    case SUDOKU_TECHNIQUE_UNIQUENESS_6:
    case SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE:
      return find_unique_rectangles (&search);
    case SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1:
    case SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2:
      return foreach_rectangle (&search, avoidable_rectangle_cb, FALSE);
    case SUDOKU_TECHNIQUE_BUG_PLUS_1:
      return find_bug_plus_one (&search);
    default:
      g_return_val_if_reached (FALSE);
    }
}
