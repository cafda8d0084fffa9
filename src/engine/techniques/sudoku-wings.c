/* sudoku-wings.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Wings and Remote Pairs: short patterns of bivalue cells. The
 * definitions follow HoDoKu's:
 *
 * - XY-Wing: a pivot {x,y} sees two pincers {x,z} and {y,z}; whatever the
 *   pivot holds, one pincer is z, so z goes from every cell that sees both
 *   pincers.
 * - XYZ-Wing: a pivot {x,y,z} sees two pincers {x,z} and {y,z}; z is in
 *   one of the three, so it goes from every cell that sees all three.
 * - W-Wing: two bivalue cells {x,y} that do not see each other, and a
 *   conjugate pair of x in some house whose ends see one cell each; one of
 *   the two cells is y, so y goes from every cell that sees both.
 * - Remote Pair: a path of at least four bivalue cells with the same two
 *   digits, each seeing the next; cells an odd number (at least three) of
 *   steps apart hold both digits between them, so both digits go from
 *   every cell outside the path that sees two such cells. As in HoDoKu,
 *   one step per path with all its eliminations, the shortest path for a
 *   given set of eliminations, and no step whose end cells take no part
 *   in an elimination (a shorter path gives the same result).
 *
 * Cells see each other through the variant's peers, so Windoku windows
 * count; the strong links of W-Wings may lie in any house, implied ones
 * included, since each of those holds every digit once as well. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-techniques.h"

/* A Remote Pair path longer than this is not looked for (HoDoKu limits
 * the length of its chains too); and the search gives up after this many path cells
 * tried, which only pencil marks far from any solution can reach, since
 * a house holds at most two cells with the same pair. */
#define REMOTE_PAIR_MAX_CELLS  12
#define REMOTE_PAIR_MAX_VISITS 200000
/* How many distinct elimination sets of one pair of digits are
 * remembered to drop longer paths giving the same result. */
#define REMOTE_PAIR_MAX_SEEN   128

static inline guint
count_digits (guint16 mask)
{
  return (guint) __builtin_popcount (mask);
}

static inline guint
lowest_digit (guint16 mask)
{
  return (guint) __builtin_ctz (mask) + 1;
}

static inline gboolean
sees (const SudokuGrid *grid,
      guint             a,
      guint             b)
{
  return sudoku_cells_has (grid->peers[a], b);
}

static SudokuCells
find_bivalue_cells (const SudokuGrid *grid)
{
  SudokuCells bivalue = SUDOKU_CELLS_EMPTY;

  SUDOKU_CELLS_FOREACH (grid->empty, cell)
    if (count_digits (grid->board.candidates[cell]) == 2)
      sudoku_cells_add (&bivalue, cell);
  return bivalue;
}

/* The first rule house that holds both cells, or -1. */
static int
shared_house (const SudokuHouseList *houses,
              guint                  a,
              guint                  b)
{
  for (guint i = 0; i < G_N_ELEMENTS (houses->cell_houses[a]); i++)
    {
      guint house = houses->cell_houses[a][i];

      if (house == 0xff)
        break;
      for (guint k = 0; k < 9; k++)
        if (houses->houses[house].cells[k] == b)
          return (int) house;
    }
  return -1;
}

static void
add_shared_house (SudokuStep       *step,
                  const SudokuGrid *grid,
                  guint             a,
                  guint             b)
{
  int house = shared_house (grid->houses, a, b);

  if (house >= 0)
    sudoku_step_add_house (step, (guint) house);
}

static void
mark_candidates (SudokuStep *step,
                 guint       cell,
                 guint16     mask,
                 SudokuRole  role)
{
  for (guint digit = 1; digit <= 9; digit++)
    if (mask & SUDOKU_DIGIT_BIT (digit))
      sudoku_step_add_mark (step, cell, digit, role, 0);
}

static double
base_rating (SudokuTechnique technique)
{
  return sudoku_technique_get_info (technique)->se_rating;
}

/* XY-Wing */

static gboolean
find_xy_wings (const SudokuGrid *grid,
               SudokuStepSink    sink,
               gpointer          user_data)
{
  const guint16 *candidates = grid->board.candidates;
  SudokuCells bivalue = find_bivalue_cells (grid);

  SUDOKU_CELLS_FOREACH (bivalue, pivot)
    {
      guint16 pivot_mask = candidates[pivot];
      SudokuCells pincers = sudoku_cells_and (bivalue, grid->peers[pivot]);

      SUDOKU_CELLS_FOREACH (pincers, first)
        {
          guint16 first_mask = candidates[first];
          guint16 z_bit;
          guint16 second_mask;

          /* The first pincer shares exactly one digit with the pivot. */
          if (count_digits (first_mask & pivot_mask) != 1)
            continue;
          z_bit = first_mask & ~pivot_mask;
          second_mask = (pivot_mask & ~first_mask) | z_bit;

          SUDOKU_CELLS_FOREACH (pincers, second)
            {
              SudokuCells targets;
              SudokuStep *step;
              guint z;

              if (second <= first || candidates[second] != second_mask)
                continue;

              z = lowest_digit (z_bit);
              targets = sudoku_cells_and (sudoku_cells_and (grid->peers[first],
                                                            grid->peers[second]),
                                          grid->digit_cells[z]);
              if (sudoku_cells_is_empty (targets))
                continue;

              step = sudoku_step_new (SUDOKU_TECHNIQUE_XY_WING);
              sudoku_step_add_mark (step, pivot, 0, SUDOKU_ROLE_PIVOT, 0);
              sudoku_step_add_mark (step, first, 0, SUDOKU_ROLE_PINCER, 0);
              sudoku_step_add_mark (step, second, 0, SUDOKU_ROLE_PINCER, 0);
              mark_candidates (step, pivot, pivot_mask, SUDOKU_ROLE_PIVOT);
              mark_candidates (step, first, first_mask, SUDOKU_ROLE_PINCER);
              mark_candidates (step, second, second_mask, SUDOKU_ROLE_PINCER);
              add_shared_house (step, grid, pivot, first);
              add_shared_house (step, grid, pivot, second);
              step->digits = pivot_mask | z_bit;
              step->se_rating = base_rating (SUDOKU_TECHNIQUE_XY_WING);
              _sudoku_step_eliminate (step, grid, targets, z);
              if (sink (step, user_data))
                return TRUE;
            }
        }
    }
  return FALSE;
}

/* XYZ-Wing */

static gboolean
find_xyz_wings (const SudokuGrid *grid,
                SudokuStepSink    sink,
                gpointer          user_data)
{
  const guint16 *candidates = grid->board.candidates;
  SudokuCells bivalue = find_bivalue_cells (grid);

  SUDOKU_CELLS_FOREACH (grid->empty, pivot)
    {
      guint16 pivot_mask = candidates[pivot];
      SudokuCells pincers = SUDOKU_CELLS_EMPTY;

      if (count_digits (pivot_mask) != 3)
        continue;

      /* Bivalue peers whose two digits are both in the pivot. */
      SUDOKU_CELLS_FOREACH (sudoku_cells_and (bivalue, grid->peers[pivot]), cell)
        if ((candidates[cell] & ~pivot_mask) == 0)
          sudoku_cells_add (&pincers, cell);

      SUDOKU_CELLS_FOREACH (pincers, first)
        {
          SUDOKU_CELLS_FOREACH (pincers, second)
            {
              guint16 z_bit;
              guint z;
              SudokuCells targets;
              SudokuStep *step;

              if (second <= first || candidates[second] == candidates[first])
                continue;

              /* Two different pairs out of three digits share one: z. */
              z_bit = candidates[first] & candidates[second];
              z = lowest_digit (z_bit);
              targets = sudoku_cells_and (grid->peers[pivot], grid->peers[first]);
              targets = sudoku_cells_and (targets, grid->peers[second]);
              targets = sudoku_cells_and (targets, grid->digit_cells[z]);
              if (sudoku_cells_is_empty (targets))
                continue;

              step = sudoku_step_new (SUDOKU_TECHNIQUE_XYZ_WING);
              sudoku_step_add_mark (step, pivot, 0, SUDOKU_ROLE_PIVOT, 0);
              sudoku_step_add_mark (step, first, 0, SUDOKU_ROLE_PINCER, 0);
              sudoku_step_add_mark (step, second, 0, SUDOKU_ROLE_PINCER, 0);
              mark_candidates (step, pivot, pivot_mask, SUDOKU_ROLE_PIVOT);
              mark_candidates (step, first, candidates[first], SUDOKU_ROLE_PINCER);
              mark_candidates (step, second, candidates[second], SUDOKU_ROLE_PINCER);
              add_shared_house (step, grid, pivot, first);
              add_shared_house (step, grid, pivot, second);
              step->digits = pivot_mask;
              step->se_rating = base_rating (SUDOKU_TECHNIQUE_XYZ_WING);
              _sudoku_step_eliminate (step, grid, targets, z);
              if (sink (step, user_data))
                return TRUE;
            }
        }
    }
  return FALSE;
}

/* W-Wing */

/* Looks for a conjugate pair of @digit whose ends see @a and @b, one
 * each. On success *near sees @a and *far sees @b. */
static gboolean
find_strong_link (const SudokuGrid *grid,
                  guint             digit,
                  guint             a,
                  guint             b,
                  guint            *house,
                  guint            *near,
                  guint            *far)
{
  for (guint h = 0; h < grid->houses->n_houses; h++)
    {
      /* Not sudoku_grid_house_digit(): a Windoku implied region keeps
       * candidates of a digit placed in it, which are then no strong
       * link. */
      SudokuCells ends = sudoku_grid_house_places (grid, h, digit);
      guint one, two;

      if (sudoku_cells_count (ends) != 2)
        continue;
      one = sudoku_cells_first (ends);
      two = (guint) sudoku_cells_next (ends, (int) one);

      /* Neither end can be @a or @b: a cell is not its own peer, and
       * @a and @b do not see each other. */
      if (sees (grid, one, a) && sees (grid, two, b))
        {
          *house = h;
          *near = one;
          *far = two;
          return TRUE;
        }
      if (sees (grid, two, a) && sees (grid, one, b))
        {
          *house = h;
          *near = two;
          *far = one;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
find_w_wings (const SudokuGrid *grid,
              SudokuStepSink    sink,
              gpointer          user_data)
{
  const guint16 *candidates = grid->board.candidates;
  SudokuCells bivalue = find_bivalue_cells (grid);

  SUDOKU_CELLS_FOREACH (bivalue, a)
    {
      guint16 pair = candidates[a];

      SUDOKU_CELLS_FOREACH (bivalue, b)
        {
          SudokuCells common;

          if (b <= a || candidates[b] != pair || sees (grid, a, b))
            continue;

          common = sudoku_cells_and (grid->peers[a], grid->peers[b]);

          /* Either digit can be the linked one, x; the other, y, is the
           * one eliminated. The pattern is the same whichever conjugate
           * pair links the cells, so only the first one found is used. */
          for (guint16 rest = pair; rest; rest &= rest - 1)
            {
              guint x = lowest_digit (rest);
              guint y = lowest_digit (pair & ~SUDOKU_DIGIT_BIT (x));
              SudokuCells targets = sudoku_cells_and (common, grid->digit_cells[y]);
              guint house, near, far;
              SudokuStep *step;

              if (sudoku_cells_is_empty (targets))
                continue;
              if (!find_strong_link (grid, x, a, b, &house, &near, &far))
                continue;

              step = sudoku_step_new (SUDOKU_TECHNIQUE_W_WING);
              sudoku_step_add_mark (step, a, 0, SUDOKU_ROLE_PINCER, 0);
              sudoku_step_add_mark (step, b, 0, SUDOKU_ROLE_PINCER, 0);
              /* As a chain: a is not y, so a is x, so near is not x, so
               * far is x, so b is not x, so b is y. */
              sudoku_step_add_mark (step, a, y, SUDOKU_ROLE_CHAIN_OFF, 0);
              sudoku_step_add_mark (step, a, x, SUDOKU_ROLE_CHAIN_ON, 0);
              sudoku_step_add_mark (step, near, x, SUDOKU_ROLE_CHAIN_OFF, 0);
              sudoku_step_add_mark (step, far, x, SUDOKU_ROLE_CHAIN_ON, 0);
              sudoku_step_add_mark (step, b, x, SUDOKU_ROLE_CHAIN_OFF, 0);
              sudoku_step_add_mark (step, b, y, SUDOKU_ROLE_CHAIN_ON, 0);
              sudoku_step_add_link (step, sudoku_cells_single (a), y,
                                    sudoku_cells_single (a), x, TRUE);
              sudoku_step_add_link (step, sudoku_cells_single (a), x,
                                    sudoku_cells_single (near), x, FALSE);
              sudoku_step_add_link (step, sudoku_cells_single (near), x,
                                    sudoku_cells_single (far), x, TRUE);
              sudoku_step_add_link (step, sudoku_cells_single (far), x,
                                    sudoku_cells_single (b), x, FALSE);
              sudoku_step_add_link (step, sudoku_cells_single (b), x,
                                    sudoku_cells_single (b), y, TRUE);
              sudoku_step_add_house (step, house);
              step->digits = pair;
              step->se_rating = base_rating (SUDOKU_TECHNIQUE_W_WING);
              _sudoku_step_eliminate (step, grid, targets, y);
              if (sink (step, user_data))
                return TRUE;
            }
        }
    }
  return FALSE;
}

/* Remote Pair */

typedef struct
{
  const SudokuGrid *grid;
  SudokuStepSink    sink;
  gpointer          user_data;

  /* The bivalue cells holding exactly the pair, and the pair's digits. */
  SudokuCells       members;
  guint             x;
  guint             y;

  /* The path being built and its cells as a set. */
  guint8            path[REMOTE_PAIR_MAX_CELLS];
  guint             length;
  SudokuCells       on_path;
  guint             target_length;
  guint             visits;

  /* Elimination sets already reported for this pair, per digit. */
  SudokuCells       seen_x[REMOTE_PAIR_MAX_SEEN];
  SudokuCells       seen_y[REMOTE_PAIR_MAX_SEEN];
  guint             n_seen;
} RemotePairSearch;

/* Sudoku Explainer rates a Remote Pair as the XY-chain it is; this is
 * its length term for a chain of @length nodes: a tenth more each time
 * the length passes 4, 6, 8, 12, 16, 24, … */
static double
chain_length_rating (guint length)
{
  double added = 0.0;
  guint limit = 4;
  gboolean odd = FALSE;

  while (length > limit)
    {
      added += 0.1;
      limit = odd ? limit * 4 / 3 : limit * 3 / 2;
      odd = !odd;
    }
  return added;
}

static gboolean
report_remote_pair (RemotePairSearch *search)
{
  const SudokuGrid *grid = search->grid;
  SudokuCells cells_x = SUDOKU_CELLS_EMPTY;
  SudokuCells cells_y = SUDOKU_CELLS_EMPTY;
  gboolean first_used = FALSE;
  gboolean last_used = FALSE;
  SudokuStep *step;
  guint n = search->length;

  for (guint i = 0; i + 3 < n; i++)
    for (guint j = i + 3; j < n; j += 2)
      {
        SudokuCells common = sudoku_cells_and (grid->peers[search->path[i]],
                                               grid->peers[search->path[j]]);
        SudokuCells with_x, with_y;

        common = sudoku_cells_minus (common, search->on_path);
        with_x = sudoku_cells_and (common, grid->digit_cells[search->x]);
        with_y = sudoku_cells_and (common, grid->digit_cells[search->y]);
        if (sudoku_cells_is_empty (with_x) && sudoku_cells_is_empty (with_y))
          continue;
        cells_x = sudoku_cells_or (cells_x, with_x);
        cells_y = sudoku_cells_or (cells_y, with_y);
        if (i == 0)
          first_used = TRUE;
        if (j == n - 1)
          last_used = TRUE;
      }

  /* A path whose end takes no part gives the same result as the shorter
   * path without it, which was tried first. */
  if (!first_used || !last_used)
    return FALSE;

  for (guint k = 0; k < search->n_seen; k++)
    if (sudoku_cells_equal (search->seen_x[k], cells_x) &&
        sudoku_cells_equal (search->seen_y[k], cells_y))
      return FALSE;
  if (search->n_seen < REMOTE_PAIR_MAX_SEEN)
    {
      search->seen_x[search->n_seen] = cells_x;
      search->seen_y[search->n_seen] = cells_y;
      search->n_seen++;
    }

  step = sudoku_step_new (SUDOKU_TECHNIQUE_REMOTE_PAIR);
  /* The chain starts with x off in the first cell: the cells alternate,
   * each cell's "on" digit being the one it passes to the next as "off". */
  for (guint i = 0; i < n; i++)
    {
      guint off = i % 2 == 0 ? search->x : search->y;
      guint on = i % 2 == 0 ? search->y : search->x;
      SudokuCells here = sudoku_cells_single (search->path[i]);

      sudoku_step_add_mark (step, search->path[i], off, SUDOKU_ROLE_CHAIN_OFF, 0);
      sudoku_step_add_mark (step, search->path[i], on, SUDOKU_ROLE_CHAIN_ON, 0);
      sudoku_step_add_link (step, here, off, here, on, TRUE);
      if (i + 1 < n)
        sudoku_step_add_link (step, here, on,
                              sudoku_cells_single (search->path[i + 1]), on, FALSE);
    }
  step->digits = SUDOKU_DIGIT_BIT (search->x) | SUDOKU_DIGIT_BIT (search->y);
  step->se_rating = base_rating (SUDOKU_TECHNIQUE_REMOTE_PAIR)
                    + chain_length_rating (2 * n);
  _sudoku_step_eliminate (step, grid, cells_x, search->x);
  _sudoku_step_eliminate (step, grid, cells_y, search->y);
  return search->sink (step, search->user_data);
}

/* Extends the path by every member that sees its last cell until it has
 * target_length cells. */
static gboolean
extend_remote_pair (RemotePairSearch *search)
{
  guint last = search->path[search->length - 1];
  SudokuCells next;

  if (search->length == search->target_length)
    return report_remote_pair (search);

  next = sudoku_cells_and (search->members, search->grid->peers[last]);
  next = sudoku_cells_minus (next, search->on_path);
  SUDOKU_CELLS_FOREACH (next, cell)
    {
      gboolean stop;

      if (++search->visits > REMOTE_PAIR_MAX_VISITS)
        return FALSE;
      search->path[search->length++] = cell;
      sudoku_cells_add (&search->on_path, cell);
      stop = extend_remote_pair (search);
      sudoku_cells_remove (&search->on_path, cell);
      search->length--;
      if (stop)
        return TRUE;
    }
  return FALSE;
}

static gboolean
find_remote_pairs (const SudokuGrid *grid,
                   SudokuStepSink    sink,
                   gpointer          user_data)
{
  const guint16 *candidates = grid->board.candidates;
  SudokuCells bivalue = find_bivalue_cells (grid);
  SudokuCells done = SUDOKU_CELLS_EMPTY;
  RemotePairSearch search = { 0 };

  search.grid = grid;
  search.sink = sink;
  search.user_data = user_data;

  /* One pair of digits at a time, in the order of their first cell. */
  SUDOKU_CELLS_FOREACH (bivalue, seed)
    {
      guint16 pair = candidates[seed];
      guint n_members;

      if (sudoku_cells_has (done, seed))
        continue;

      search.members = SUDOKU_CELLS_EMPTY;
      SUDOKU_CELLS_FOREACH (bivalue, cell)
        if (candidates[cell] == pair)
          sudoku_cells_add (&search.members, cell);
      done = sudoku_cells_or (done, search.members);

      n_members = sudoku_cells_count (search.members);
      if (n_members < 4)
        continue;

      search.x = lowest_digit (pair);
      search.y = lowest_digit (pair & ~SUDOKU_DIGIT_BIT (search.x));
      search.n_seen = 0;
      search.visits = 0;

      /* Shortest paths first, so that a result is reported with the
       * shortest path giving it. */
      for (search.target_length = 4;
           search.target_length <= MIN (n_members, REMOTE_PAIR_MAX_CELLS);
           search.target_length++)
        {
          SUDOKU_CELLS_FOREACH (search.members, start)
            {
              gboolean stop;

              search.path[0] = start;
              search.length = 1;
              search.on_path = sudoku_cells_single (start);
              stop = extend_remote_pair (&search);
              if (stop)
                return TRUE;
            }
        }
    }
  return FALSE;
}

gboolean
_sudoku_find_wings (const SudokuGrid *grid,
                    SudokuTechnique   technique,
                    SudokuStepSink    sink,
                    gpointer          user_data)
{
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_XY_WING:
      return find_xy_wings (grid, sink, user_data);
    case SUDOKU_TECHNIQUE_XYZ_WING:
      return find_xyz_wings (grid, sink, user_data);
    case SUDOKU_TECHNIQUE_W_WING:
      return find_w_wings (grid, sink, user_data);
    case SUDOKU_TECHNIQUE_REMOTE_PAIR:
      return find_remote_pairs (grid, sink, user_data);
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* Texts */

/* "{1,2,3}" */
static char *
dup_digits (guint16 mask)
{
  GString *text = g_string_new ("{");

  for (guint digit = 1; digit <= 9; digit++)
    if (mask & SUDOKU_DIGIT_BIT (digit))
      {
        if (text->len > 1)
          g_string_append_c (text, ',');
        g_string_append_printf (text, "%u", digit);
      }
  g_string_append_c (text, '}');
  return g_string_free (text, FALSE);
}

/* The cells marked with @role for the whole cell (digit 0), in order. */
static guint
find_cell_marks (const SudokuStep *step,
                 SudokuRole        role,
                 guint            *cells,
                 guint             max)
{
  guint n = 0;

  for (guint i = 0; i < step->marks->len && n < max; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->digit == 0 && mark->role == role)
        cells[n++] = mark->cell;
    }
  return n;
}

static guint
eliminated_digit (const SudokuStep *step)
{
  if (step->eliminations->len == 0)
    return 0;
  return g_array_index (step->eliminations, SudokuCandidate, 0).digit;
}

static char *
describe_wing (const SudokuStep  *step,
               const SudokuBoard *before,
               gboolean           full)
{
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autofree char *pivot_name = NULL;
  g_autofree char *pivot_digits = NULL;
  g_autofree char *first_name = NULL;
  g_autofree char *first_digits = NULL;
  g_autofree char *second_name = NULL;
  g_autofree char *second_digits = NULL;
  gboolean xyz = step->technique == SUDOKU_TECHNIQUE_XYZ_WING;
  guint pivot, pincers[2];
  guint z = eliminated_digit (step);
  guint first_other, second_other;

  if (z == 0 ||
      find_cell_marks (step, SUDOKU_ROLE_PIVOT, &pivot, 1) != 1 ||
      find_cell_marks (step, SUDOKU_ROLE_PINCER, pincers, 2) != 2)
    return NULL;

  pivot_name = sudoku_cell_dup_name (pivot);
  pivot_digits = dup_digits (before->candidates[pivot]);
  first_name = sudoku_cell_dup_name (pincers[0]);
  first_digits = dup_digits (before->candidates[pincers[0]]);
  second_name = sudoku_cell_dup_name (pincers[1]);
  second_digits = dup_digits (before->candidates[pincers[1]]);

  if (!full)
    return g_strdup_printf (xyz
                            /* Translators: XYZ-Wing: pivot r5c5 {1,2,3}, pincers r5c1 {1,3} and r2c5 {2,3} ⇒ r2c5<>3 */
                            ? _("XYZ-Wing: pivot %s %s, pincers %s %s and %s %s ⇒ %s")
                            /* Translators: XY-Wing: pivot r5c5 {1,2}, pincers r5c1 {1,3} and r2c5 {2,3} ⇒ r2c1<>3 */
                            : _("XY-Wing: pivot %s %s, pincers %s %s and %s %s ⇒ %s"),
                            pivot_name, pivot_digits,
                            first_name, first_digits,
                            second_name, second_digits,
                            result);

  /* The pincer's digit other than z, which the pivot shares with it. */
  first_other = lowest_digit (before->candidates[pincers[0]] & ~SUDOKU_DIGIT_BIT (z));
  second_other = lowest_digit (before->candidates[pincers[1]] & ~SUDOKU_DIGIT_BIT (z));

  if (xyz)
    return g_strdup_printf (_("The pivot %s %s sees the pincers %s %s and %s %s. "
                              "If the pivot is %u, %s must be %u; if it is %u, "
                              "%s must be %u; otherwise the pivot itself is %u. "
                              "So %u is in one of the three cells, and no cell "
                              "that sees all three can be %u: %s."),
                            pivot_name, pivot_digits,
                            first_name, first_digits,
                            second_name, second_digits,
                            first_other, first_name, z,
                            second_other, second_name, z,
                            z, z, z, result);

  return g_strdup_printf (_("The pivot %s %s sees the pincers %s %s and %s %s. "
                            "If the pivot is %u, %s must be %u; if it is %u, "
                            "%s must be %u. Either way one of the pincers is "
                            "%u, so no cell that sees both pincers can be %u: "
                            "%s."),
                          pivot_name, pivot_digits,
                          first_name, first_digits,
                          second_name, second_digits,
                          first_other, first_name, z,
                          second_other, second_name, z,
                          z, z, result);
}

static char *
describe_w_wing (const SudokuStep  *step,
                 const SudokuBoard *before,
                 gboolean           full)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (before->variant);
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autofree char *a_name = NULL;
  g_autofree char *b_name = NULL;
  g_autofree char *near_name = NULL;
  g_autofree char *far_name = NULL;
  g_autofree char *house_name = NULL;
  const SudokuLink *link;
  guint cells[2];
  guint x, y, near, far;

  /* The third link is the conjugate pair (see find_w_wings()). */
  if (find_cell_marks (step, SUDOKU_ROLE_PINCER, cells, 2) != 2 ||
      step->links->len != 5 || step->houses[0] < 0)
    return NULL;
  link = &g_array_index (step->links, SudokuLink, 2);
  near = sudoku_cells_first (link->from);
  far = sudoku_cells_first (link->to);
  x = link->from_digit;
  y = lowest_digit (step->digits & ~SUDOKU_DIGIT_BIT (x));

  a_name = sudoku_cell_dup_name (cells[0]);
  b_name = sudoku_cell_dup_name (cells[1]);
  near_name = sudoku_cell_dup_name (near);
  far_name = sudoku_cell_dup_name (far);
  house_name = sudoku_house_dup_name (&houses->houses[step->houses[0]]);

  if (!full)
    /* Translators: W-Wing: 1/2 in r1c2, r5c6 connected by 2 in r3c4, r3c7 ⇒ r5c2<>1 */
    return g_strdup_printf (_("W-Wing: %u/%u in %s, %s connected by %u in %s, %s ⇒ %s"),
                            MIN (x, y), MAX (x, y), a_name, b_name,
                            x, near_name, far_name, result);

  return g_strdup_printf (_("%s and %s can only be %u or %u. In %s, %u can only "
                            "go in %s or %s, which see %s and %s respectively. "
                            "Whichever of them is %u, the cell it sees cannot "
                            "be %u and so must be %u. So %s or %s is %u, and no "
                            "cell that sees both can be %u: %s."),
                          a_name, b_name, MIN (x, y), MAX (x, y),
                          house_name, x, near_name, far_name, a_name, b_name,
                          x, x, y, a_name, b_name, y, y, result);
}

static char *
describe_remote_pair (const SudokuStep  *step,
                      const SudokuBoard *before,
                      gboolean           full)
{
  g_autofree char *result = sudoku_step_dup_result (step);
  g_autoptr(GString) chain = g_string_new (NULL);
  g_autoptr(GString) cells = g_string_new (NULL);
  guint x, y;

  (void) before;

  /* Each cell has an "off" and an "on" mark, in chain order; the chain
   * text says which digit passes from one cell to the next. */
  if (step->marks->len < 8)
    return NULL;
  x = lowest_digit (step->digits);
  y = lowest_digit (step->digits & ~SUDOKU_DIGIT_BIT (x));
  for (guint i = 0; i + 1 < step->marks->len; i += 2)
    {
      const SudokuMark *on = &g_array_index (step->marks, SudokuMark, i + 1);
      g_autofree char *name = sudoku_cell_dup_name (on->cell);

      if (i > 0)
        g_string_append (cells, ", ");
      g_string_append (cells, name);
      g_string_append (chain, name);
      if (i + 3 < step->marks->len)
        g_string_append_printf (chain, " -%u- ", on->digit);
    }

  if (!full)
    /* Translators: Remote Pair: 4/5 r2c7 -5- r2c2 -4- r3c1 -5- r6c1 ⇒ r6c7<>5 */
    return g_strdup_printf (_("Remote Pair: %u/%u %s ⇒ %s"),
                            x, y, chain->str, result);

  return g_strdup_printf (_("The cells %s can only be %u or %u, and each sees the "
                            "next, so their digits alternate along the chain: "
                            "whichever digit one cell holds, the next holds the "
                            "other. Two cells an odd number of steps apart thus "
                            "hold %u and %u between them, and a cell that sees "
                            "two such cells can be neither %u nor %u: %s."),
                          cells->str, x, y, x, y, x, y, result);
}

char *
_sudoku_describe_wings (const SudokuStep  *step,
                        const SudokuBoard *before,
                        gboolean           full)
{
  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_XY_WING:
    case SUDOKU_TECHNIQUE_XYZ_WING:
      return describe_wing (step, before, full);
    case SUDOKU_TECHNIQUE_W_WING:
      return describe_w_wing (step, before, full);
    case SUDOKU_TECHNIQUE_REMOTE_PAIR:
      return describe_remote_pair (step, before, full);
    default:
      return NULL;
    }
}
