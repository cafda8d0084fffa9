/* sudoku-als.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Almost locked sets (ALS): N cells of one house holding N + 1 digits
 * between them, a bivalue cell being the smallest. Lose one digit and the
 * rest are locked in the set. Two ALS share a restricted common digit
 * (RCC) x when every x of one sees every x of the other and no x lies
 * where they overlap: x is then true in at most one of them. On that the
 * techniques here build, with HoDoKu's definitions (and its "allow ALS
 * overlap" option on, which its library's variants -2 use, except for
 * ALS-XZ):
 *
 *  - ALS-XZ: two ALS with an RCC x; a digit z of both leaves every cell
 *    that sees all the z of both. Doubly linked (two RCCs): each ALS minus
 *    the RCCs is locked, and both RCCs act as z as well.
 *  - ALS-XY-Wing: A and B each linked to a pivot ALS C, by different RCCs;
 *    z of A and B (not an RCC) leaves the cells seeing all z of A and B.
 *    A and B may overlap, but neither may hold the other.
 *  - ALS chain: four or more ALS in a row, each linked to the next by an
 *    RCC different from the one before; z shared by the ends.
 *  - Death Blossom: a stem cell whose every candidate d is an RCC with a
 *    petal ALS (all d of the petal see the stem); z common to all petals
 *    and not in the stem.
 *  - Sue de Coq: 2–3 cells where a line meets a box with at least two
 *    digits more than cells, a set of cells of the line and a set of the
 *    box that share no digit of the intersection (HoDoKu's extended form:
 *    the sets may hold extra digits, one more cell per extra digit).
 *
 * All ALS of a grid are collected once into one array, with per-digit
 * cell sets and the digits each can remove together with another set
 * (end digits), and the RCCs of all pairs into another; the four ALS
 * techniques share them (AlsData). Nearly every search finds nothing, so
 * the finders filter by what could give a target before looking: the
 * end digits, and for chains a table of which ends each state of the
 * search can reach (collect_reach (), in sudoku-als-chains.c). Filters
 * only drop what would find nothing, so the steps and their order are
 * those of the plain search.
 * Sue de Coq needs neither. The steps' texts are written in
 * sudoku-als-text.c. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include "sudoku-techniques.h"
#include "sudoku-als-private.h"

#include <string.h>

/* Collecting. */

/* @members: the set's cells among the house's empty ones, as bits;
 * @common_peers[m]: the cells seeing all of those in m; @digit_bits[d]:
 * those holding d. */
static void
add_als (const SudokuGrid  *grid,
         AlsData           *data,
         SudokuCells        cells,
         guint              members,
         const SudokuCells *common_peers,
         const guint       *digit_bits,
         guint16            digits,
         guint              house)
{
  Als *als;

  if (data->n_als == data->als_capacity)
    {
      data->als_capacity = MAX (256, data->als_capacity * 2);
      data->als = g_renew (Als, data->als, data->als_capacity);
    }

  als = &data->als[data->n_als++];
  als->cells = cells;
  als->digits = digits;
  als->house = house;
  als->seen_digits = 0;
  for (guint16 mask = digits; mask; mask &= mask - 1)
    {
      guint digit = first_digit (mask);
      SudokuCells holding = sudoku_cells_and (cells, grid->digit_cells[digit]);

      als->digit_cells[digit] = holding;
      als->digit_sees[digit] = sudoku_cells_minus (common_peers[members & digit_bits[digit]],
                                                   cells);
      if (sudoku_cells_intersect (als->digit_sees[digit], grid->digit_cells[digit]))
        als->seen_digits |= SUDOKU_DIGIT_BIT (digit);
    }
}

/* Whether @set lies in a house before @house too: in a rule house of its
 * first cell, or in an implied house. */
static gboolean
in_earlier_house (const SudokuGrid *grid,
                  SudokuCells       set,
                  guint             house)
{
  const SudokuHouseList *houses = grid->houses;
  const guint8 *holding = houses->cell_houses[sudoku_cells_first (set)];

  for (guint i = 0; i < G_N_ELEMENTS (houses->cell_houses[0]) && holding[i] != 0xff; i++)
    if (holding[i] < house && sudoku_cells_subset (set, grid->house_cells[holding[i]]))
      return TRUE;
  for (guint other = houses->n_rules; other < house; other++)
    if (sudoku_cells_subset (set, grid->house_cells[other]))
      return TRUE;
  return FALSE;
}

/* Every ALS of every house, each once: a set lying in several houses (a
 * bivalue cell, or cells where a line meets a box) is kept in the first. */
static void
collect_als (const SudokuGrid *grid,
             AlsData          *data)
{
  data->n_als = 0;
  for (guint house = 0; house < grid->houses->n_houses; house++)
    {
      SudokuCells empty = sudoku_cells_and (grid->house_cells[house], grid->empty);
      guint16 unions[512];
      SudokuCells common_peers[512];
      guint digit_bits[10] = { 0 };
      guint8 cells[9];
      guint n = 0;

      SUDOKU_CELLS_FOREACH (empty, cell)
        if (n < 9)
          cells[n++] = cell;
      for (guint digit = 1; digit <= 9; digit++)
        for (guint i = 0; i < n; i++)
          if (sudoku_cells_has (grid->digit_cells[digit], cells[i]))
            digit_bits[digit] |= 1u << i;

      unions[0] = 0;
      common_peers[0] = SUDOKU_CELLS_ALL;
      for (guint mask = 1; mask < (1u << n); mask++)
        {
          SudokuCells set = SUDOKU_CELLS_EMPTY;
          guint cell = cells[__builtin_ctz (mask)];

          unions[mask] = unions[mask & (mask - 1)] | grid->board.candidates[cell];
          common_peers[mask] = sudoku_cells_and (common_peers[mask & (mask - 1)],
                                                 grid->peers[cell]);
          if (count_bits (unions[mask]) != count_bits (mask) + 1)
            continue;

          for (guint bits = mask; bits; bits &= bits - 1)
            sudoku_cells_add (&set, cells[__builtin_ctz (bits)]);
          if (!in_earlier_house (grid, set, house))
            add_als (grid, data, set, mask, common_peers, digit_bits, unions[mask], house);
        }
    }
}

/* Makes room for @n items of @size in *@array. */
void
_sudoku_als_reserve (gpointer *array,
                     guint    *capacity,
                     guint     n,
                     gsize     size)
{
  if (n <= *capacity)
    return;
  *capacity = MAX (n, MAX (64, *capacity * 2));
  *array = g_realloc_n (*array, *capacity, size);
}

/* The end digits of every ALS. Two sets A and B both remove z from a cell
 * only when it holds z, lies outside both and sees all z of both: then
 * each of them sees it with another set, and z is an end digit of both.
 * Filtering the digits tried by these leaves the steps found the same. */
static void
collect_end_digits (const SudokuGrid *grid,
                    AlsData          *data)
{
  /* For each z, the cells holding z from which one set sees all its z,
   * and those from which two or more do. */
  SudokuCells once[10], twice[10];

  for (guint z = 1; z <= 9; z++)
    once[z] = twice[z] = SUDOKU_CELLS_EMPTY;
  for (guint e = 0; e < data->n_als; e++)
    for (guint16 mask = data->als[e].seen_digits; mask; mask &= mask - 1)
      {
        guint z = first_digit (mask);
        SudokuCells cells = sudoku_cells_and (data->als[e].digit_sees[z], grid->digit_cells[z]);

        twice[z] = sudoku_cells_or (twice[z], sudoku_cells_and (once[z], cells));
        once[z] = sudoku_cells_or (once[z], cells);
      }

  /* A set is among those seeing each of its cells. */
  for (guint e = 0; e < data->n_als; e++)
    {
      Als *als = &data->als[e];

      als->end_digits = 0;
      for (guint16 mask = als->seen_digits; mask; mask &= mask - 1)
        {
          guint z = first_digit (mask);

          if (sudoku_cells_intersect (als->digit_sees[z], twice[z]))
            als->end_digits |= SUDOKU_DIGIT_BIT (z);
        }
    }
}

/* The RCCs of every pair of ALS, and the adjacency lists over them. Two
 * ALS may overlap (HoDoKu's "allow ALS overlap", which its library's
 * variants -2 use) as long as no instance of the RCC lies in the overlap;
 * the subset test rules that out, since a set's own cells never see it.
 *
 * Testing all pairs is quadratic in the number of ALS, which runs into
 * the thousands on open grids. Instead each ALS B is filed under each of
 * its digits d and the first cell holding d; for A and d, only the sets
 * filed under a cell that sees every d of A can have d as an RCC with it. */
static void
collect_rccs (const SudokuGrid *grid,
              AlsData          *data)
{
  guint *bucket_start = data->bucket_start;
  guint *fill = data->bucket_fill;
  guint cursor[9 * SUDOKU_N_CELLS];

  memset (bucket_start, 0, sizeof data->bucket_start);
  for (guint i = 0; i < data->n_als; i++)
    for (guint16 mask = data->als[i].digits; mask; mask &= mask - 1)
      {
        guint digit = first_digit (mask);
        guint cell = sudoku_cells_first (data->als[i].digit_cells[digit]);

        bucket_start[(digit - 1) * SUDOKU_N_CELLS + cell + 1]++;
      }
  for (guint i = 0; i < 9 * SUDOKU_N_CELLS; i++)
    bucket_start[i + 1] += bucket_start[i];
  if (data->bucket_capacity < bucket_start[9 * SUDOKU_N_CELLS])
    {
      data->bucket_capacity = MAX (bucket_start[9 * SUDOKU_N_CELLS],
                                   MAX (64, 2 * data->bucket_capacity));
      data->bucket = g_renew (guint, data->bucket, data->bucket_capacity);
      data->bucket_cells = g_renew (SudokuCells, data->bucket_cells, data->bucket_capacity);
    }
  memcpy (fill, bucket_start, sizeof data->bucket_fill);
  for (guint i = 0; i < data->n_als; i++)
    for (guint16 mask = data->als[i].digits; mask; mask &= mask - 1)
      {
        guint digit = first_digit (mask);
        guint cell = sudoku_cells_first (data->als[i].digit_cells[digit]);
        guint slot = fill[(digit - 1) * SUDOKU_N_CELLS + cell]++;

        data->bucket[slot] = i;
        data->bucket_cells[slot] = data->als[i].digit_cells[digit];
      }

  memcpy (cursor, bucket_start, sizeof cursor);
  data->n_rccs = 0;
  for (guint a = 0; a < data->n_als; a++)
    {
      const Als *first = &data->als[a];

      for (guint16 mask = first->digits; mask; mask &= mask - 1)
        {
          guint digit = first_digit (mask);
          guint16 bit = SUDOKU_DIGIT_BIT (digit);
          SudokuCells seeing = sudoku_cells_and (first->digit_sees[digit],
                                                 grid->digit_cells[digit]);

          SUDOKU_CELLS_FOREACH (seeing, cell)
            {
              guint list = (digit - 1) * SUDOKU_N_CELLS + cell;
              guint end = bucket_start[list + 1];
              guint i = cursor[list];

              /* The lists go up by index, and so does a: the sets up to
               * a, which the pairs before took, are passed for good. */
              while (i < end && data->bucket[i] <= a)
                i++;
              cursor[list] = i;
              for (; i < end; i++)
                {
                  guint b;
                  const Als *second;
                  guint16 restricted = bit;
                  guint16 common;
                  gboolean earlier = FALSE;

                  if (!sudoku_cells_subset (data->bucket_cells[i], first->digit_sees[digit]))
                    continue;
                  b = data->bucket[i];
                  second = &data->als[b];
                  common = first->digits & second->digits & ~bit;
                  /* Each pair once: from its lower index, by its lowest
                   * RCC. */
                  for (guint16 lower = common & (bit - 1); lower && !earlier; lower &= lower - 1)
                    {
                      guint other = first_digit (lower);

                      earlier = sudoku_cells_subset (second->digit_cells[other],
                                                     first->digit_sees[other]);
                    }
                  if (earlier)
                    continue;
                  for (guint16 higher = common & ~(bit - 1); higher; higher &= higher - 1)
                    {
                      guint other = first_digit (higher);

                      if (sudoku_cells_subset (second->digit_cells[other],
                                               first->digit_sees[other]))
                        restricted |= SUDOKU_DIGIT_BIT (other);
                    }

                  _sudoku_als_reserve ((gpointer *) &data->rccs, &data->rcc_capacity,
                                       data->n_rccs + 1, sizeof (Rcc));
                  data->rccs[data->n_rccs++] = (Rcc) {
                    a, b, restricted, first->end_digits & second->end_digits,
                    sudoku_cells_intersect (first->cells, second->cells)
                  };
                }
            }
        }
    }

  _sudoku_als_reserve ((gpointer *) &data->adjacency_start, &data->adjacency_start_capacity,
                       data->n_als + 1, sizeof (guint));
  _sudoku_als_reserve ((gpointer *) &data->adjacency, &data->adjacency_capacity,
                       2 * data->n_rccs, sizeof (guint));
  memset (data->adjacency_start, 0, sizeof (guint) * (data->n_als + 1));
  for (guint r = 0; r < data->n_rccs; r++)
    {
      data->adjacency_start[data->rccs[r].a + 1]++;
      data->adjacency_start[data->rccs[r].b + 1]++;
    }
  for (guint i = 0; i < data->n_als; i++)
    data->adjacency_start[i + 1] += data->adjacency_start[i];
  /* Fill each list from its end, going through the RCCs backwards, so the
   * lists keep the RCC order; the ends, moved down to the starts, then
   * sit one place too far right. */
  for (guint r = data->n_rccs; r-- > 0;)
    {
      data->adjacency[--data->adjacency_start[data->rccs[r].a + 1]] = r;
      data->adjacency[--data->adjacency_start[data->rccs[r].b + 1]] = r;
    }
  for (guint i = 0; i < data->n_als; i++)
    data->adjacency_start[i] = data->adjacency_start[i + 1];
  data->adjacency_start[data->n_als] = 2 * data->n_rccs;

  _sudoku_als_reserve ((gpointer *) &data->links, &data->links_capacity, 2 * data->n_rccs,
                       sizeof (AlsLink));
  for (guint i = 0; i < data->n_als; i++)
    {
      data->als[i].link_digits = 0;
      for (guint k = data->adjacency_start[i]; k < data->adjacency_start[i + 1]; k++)
        {
          const Rcc *rcc = &data->rccs[data->adjacency[k]];

          data->links[k] = (AlsLink) {
            rcc_other (rcc, i), rcc->digits, data->als[rcc_other (rcc, i)].end_digits
          };
          data->als[i].link_digits |= rcc->digits;
        }
    }
}

static guint
targets_hash (const Targets *targets)
{
  guint64 hash = targets->digits;

  for (guint16 mask = targets->digits; mask; mask &= mask - 1)
    {
      const SudokuCells *cells = &targets->cells[__builtin_ctz (mask) + 1];

      hash = (hash ^ cells->low) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
      hash = (hash ^ cells->high) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
    }
  return (guint) (hash >> 32);
}

static gboolean
targets_equal (const Targets *a,
               const Targets *b)
{
  if (a->digits != b->digits)
    return FALSE;
  for (guint16 mask = a->digits; mask; mask &= mask - 1)
    {
      guint digit = __builtin_ctz (mask) + 1;

      if (!sudoku_cells_equal (a->cells[digit], b->cells[digit]))
        return FALSE;
    }
  return TRUE;
}

/* Records @targets; FALSE when the same eliminations were seen before. */
static gboolean
seen_add (SeenResults   *seen,
          const Targets *targets)
{
  guint slot;

  if (2 * (seen->n_results + 1) > seen->n_slots)
    {
      guint n_slots = MAX (64, seen->n_slots * 2);

      g_free (seen->slots);
      seen->slots = g_new0 (guint, n_slots);
      seen->n_slots = n_slots;
      for (guint i = 0; i < seen->n_results; i++)
        {
          slot = targets_hash (&seen->results[i]) & (n_slots - 1);
          while (seen->slots[slot])
            slot = (slot + 1) & (n_slots - 1);
          seen->slots[slot] = i + 1;
        }
    }

  slot = targets_hash (targets) & (seen->n_slots - 1);
  while (seen->slots[slot])
    {
      if (targets_equal (&seen->results[seen->slots[slot] - 1], targets))
        return FALSE;
      slot = (slot + 1) & (seen->n_slots - 1);
    }

  if (seen->n_results == seen->results_capacity)
    {
      seen->results_capacity = MAX (32, seen->results_capacity * 2);
      seen->results = g_renew (Targets, seen->results, seen->results_capacity);
    }
  seen->results[seen->n_results++] = *targets;
  seen->slots[slot] = seen->n_results;
  return TRUE;
}

static void
seen_clear (SeenResults *seen)
{
  g_clear_pointer (&seen->results, g_free);
  g_clear_pointer (&seen->slots, g_free);
  seen->n_results = seen->results_capacity = seen->n_slots = 0;
}

static void
als_data_free (gpointer pointer)
{
  AlsData *data = pointer;

  if (data == NULL)
    return;
  g_free (data->als);
  g_free (data->rccs);
  g_free (data->adjacency);
  g_free (data->adjacency_start);
  g_free (data->links);
  g_free (data->wings);
  g_free (data->petals);
  g_free (data->wing_digits);
  g_free (data->bucket);
  g_free (data->bucket_cells);
  g_free (data->chain_stamps);
  g_free (data->chain_parents);
  g_free (data->chain_queue);
  g_free (data->end_column);
  g_free (data->cell_ends);
  g_free (data->start_ends);
  g_free (data->successor_start);
  g_free (data->successors);
  g_free (data->state_index);
  g_free (data->state_low);
  g_free (data->state_component);
  g_free (data->state_stack);
  g_free (data->frame_state);
  g_free (data->frame_next);
  g_free (data->reach);
  g_free (data);
}

static GPrivate als_cache = G_PRIVATE_INIT (als_data_free);

/* The ALS of @grid, and its RCCs when @with_rccs: the thread's cache when
 * it holds this grid or is free to, else (a search started from inside
 * another one's sink) a fresh collection the caller frees. */
static AlsData *
als_data_acquire (const SudokuGrid *grid,
                  gboolean          with_rccs)
{
  AlsData *data = g_private_get (&als_cache);
  guint16 key[SUDOKU_N_CELLS];

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    key[cell] = sudoku_cells_has (grid->empty, cell) ? grid->board.candidates[cell] : 0xffff;

  if (data == NULL)
    {
      data = g_new0 (AlsData, 1);
      g_private_set (&als_cache, data);
    }
  if (data->in_use)
    data = g_new0 (AlsData, 1);
  else if (data->variant != grid->board.variant || memcmp (data->key, key, sizeof key) != 0)
    {
      data->variant = grid->board.variant;
      memcpy (data->key, key, sizeof key);
      data->has_als = data->has_rccs = FALSE;
    }

  if (!data->has_als)
    {
      collect_als (grid, data);
      data->has_als = TRUE;
    }
  if (with_rccs && !data->has_rccs)
    {
      collect_end_digits (grid, data);
      collect_rccs (grid, data);
      data->has_rccs = TRUE;
    }
  data->in_use = TRUE;
  return data;
}

static void
als_data_release (AlsData *data)
{
  if (data != g_private_get (&als_cache))
    als_data_free (data);
  else
    data->in_use = FALSE;
}

/* Reporting. */

static void
step_add_targets (SudokuStep       *step,
                  const SudokuGrid *grid,
                  const Targets    *targets)
{
  for (guint16 mask = targets->digits; mask; mask &= mask - 1)
    {
      guint digit = first_digit (mask);

      _sudoku_step_eliminate (step, grid, targets->cells[digit], digit);
    }
  step->digits = targets->digits;
}

static void
mark_als (SudokuStep *step,
          const Als  *als,
          guint       group)
{
  SUDOKU_CELLS_FOREACH (als->cells, cell)
    sudoku_step_add_mark (step, cell, 0, SUDOKU_ROLE_ALS, group);
  sudoku_step_add_house (step, als->house);
}

static void
mark_digit (SudokuStep  *step,
            SudokuCells  cells,
            guint        digit,
            guint        group)
{
  SUDOKU_CELLS_FOREACH (cells, cell)
    sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_DEFINING, group);
}

/* Sends a step made of ALS in a row (@order, @n of them), each linked to
 * the next by the RCC digits @links[i]: ALS-XZ, ALS-XY-Wing and chains. */
gboolean
_sudoku_als_report_linked (AlsSearch     *search,
                           const guint   *order,
                           guint          n,
                           const guint16 *links,
                           const Targets *targets,
                           double         se_rating)
{
  const AlsData *data = search->data;
  SudokuStep *step;

  if (!seen_add (&search->seen, targets))
    return FALSE;

  step = sudoku_step_new (search->technique);
  step_add_targets (step, search->grid, targets);
  for (guint i = 0; i < n; i++)
    mark_als (step, &data->als[order[i]], i);
  for (guint i = 0; i + 1 < n; i++)
    {
      const Als *from = &data->als[order[i]];
      const Als *to = &data->als[order[i + 1]];

      for (guint16 mask = links[i]; mask; mask &= mask - 1)
        {
          guint digit = first_digit (mask);

          mark_digit (step, from->digit_cells[digit], digit, i);
          mark_digit (step, to->digit_cells[digit], digit, i + 1);
          sudoku_step_add_link (step, from->digit_cells[digit], digit,
                                to->digit_cells[digit], digit, FALSE);
        }
    }
  step->se_rating = se_rating;
  sudoku_step_sort (step);
  return search->sink (step, search->user_data);
}

/* ALS-XZ. */

static gboolean
find_xz (AlsSearch *search)
{
  const AlsData *data = search->data;
  const SudokuGrid *grid = search->grid;
  double se_rating = sudoku_technique_get_info (SUDOKU_TECHNIQUE_ALS_XZ)->se_rating;

  for (guint r = 0; r < data->n_rccs; r++)
    {
      const Rcc *rcc = &data->rccs[r];
      const Als *a;
      const Als *b;
      guint16 common;
      /* The digits both can remove from a cell. */
      guint16 ends = rcc->ends;
      gboolean doubly = count_bits (rcc->digits) >= 2;
      Targets targets;
      guint order[2] = { rcc->a, rcc->b };

      /* HoDoKu takes ALS-XZ with sets apart only. Singly linked, the
       * sets need a z besides the RCC to remove anything. */
      if (rcc->overlap || (!doubly && (ends & ~rcc->digits) == 0))
        continue;
      targets.digits = 0;
      a = &data->als[rcc->a];
      b = &data->als[rcc->b];
      common = a->digits & b->digits;

      /* Singly linked: the shared digits but the RCC. Doubly linked: one
       * RCC is in A and the other in B, so each RCC serves as z for the
       * other, and both sets minus the RCCs are locked. */
      for (guint16 mask = (doubly ? common : common & ~rcc->digits) & ends; mask;
           mask &= mask - 1)
        {
          guint digit = first_digit (mask);

          targets_add (&targets, digit, common_targets (grid, a, b, digit));
        }
      if (doubly)
        {
          for (guint side = 0; side < 2; side++)
            {
              const Als *locked = side == 0 ? a : b;
              const Als *other = side == 0 ? b : a;

              for (guint16 mask = locked->digits & ~rcc->digits; mask; mask &= mask - 1)
                {
                  guint digit = first_digit (mask);
                  SudokuCells cells = sudoku_cells_and (locked->digit_sees[digit],
                                                        grid->digit_cells[digit]);

                  targets_add (&targets, digit, sudoku_cells_minus (cells, other->cells));
                }
            }
        }

      if (targets.digits &&
          _sudoku_als_report_linked (search, order, 2, &rcc->digits, &targets, se_rating))
        return TRUE;
    }
  return FALSE;
}

/* ALS-XY-Wing. */

static gboolean
find_xy_wing (AlsSearch *search)
{
  const AlsData *data = search->data;
  const SudokuGrid *grid = search->grid;
  double se_rating = sudoku_technique_get_info (SUDOKU_TECHNIQUE_ALS_XY_WING)->se_rating;

  for (guint c = 0; c < data->n_als; c++)
    {
      guint start = data->adjacency_start[c];
      guint end = data->adjacency_start[c + 1];
      guint n_wings = 0;

      /* The links whose other set has a z to give: its end digits but
       * the link's. Only two of those make a wing. */
      if (data->wings_capacity < end - start)
        {
          AlsData *writable = search->data;

          writable->wings_capacity = MAX (end - start, 2 * writable->wings_capacity);
          writable->wings = g_renew (AlsLink, writable->wings, writable->wings_capacity);
          writable->wing_digits = g_renew (guint16, writable->wing_digits,
                                           writable->wings_capacity);
        }
      for (guint i = start; i < end; i++)
        {
          guint16 digits = data->links[i].other_ends & ~data->links[i].digits;

          if (digits == 0)
            continue;
          data->wings[n_wings] = data->links[i];
          data->wing_digits[n_wings++] = digits;
        }

      for (guint wi = 0; wi < n_wings; wi++)
        {
          const AlsLink *first = &data->wings[wi];
          guint a = first->other;
          const Als *wing_a = &data->als[a];
          guint16 a_digits = data->wing_digits[wi];
          /* The two links must offer different digits: a link with one
           * digit pairs with no link of just that digit. */
          guint16 same = count_bits (first->digits) == 1 ? first->digits : 0;

          for (guint wj = wi + 1; wj < n_wings; wj++)
            {
              const AlsLink *second;
              guint b;
              const Als *wing_b;
              guint16 zs = a_digits & data->wing_digits[wj];
              guint16 hit = 0;
              SudokuCells cells[10];
              Targets targets;

              if (zs == 0)
                continue;
              second = &data->wings[wj];
              if (second->digits == same)
                continue;
              /* The wings may overlap, but neither may hold the other. */
              b = second->other;
              wing_b = &data->als[b];
              if (sudoku_cells_subset (wing_a->cells, wing_b->cells) ||
                  sudoku_cells_subset (wing_b->cells, wing_a->cells))
                continue;

              /* Most pairs eliminate nothing: look before filling
               * targets. */
              for (guint16 mask = zs; mask; mask &= mask - 1)
                {
                  guint digit = first_digit (mask);

                  cells[digit] = common_targets (grid, wing_a, wing_b, digit);
                  if (!sudoku_cells_is_empty (cells[digit]))
                    hit |= SUDOKU_DIGIT_BIT (digit);
                }
              if (hit == 0)
                continue;
              memset (&targets, 0, sizeof targets);
              for (guint16 mask = hit; mask; mask &= mask - 1)
                targets_add (&targets, first_digit (mask), cells[first_digit (mask)]);

              if (targets.digits)
                {
                  guint order[3] = { a, c, b };
                  guint16 links[2] = { first->digits, second->digits };

                  if (_sudoku_als_report_linked (search, order, 3, links, &targets, se_rating))
                    return TRUE;
                }
            }
        }
    }
  return FALSE;
}


/* Death Blossom. */

typedef struct
{
  AlsSearch   *search;
  guint        stem;
  guint16      stem_digits;
  /* Per cell and digit, the ALS that can be a petal for it. */
  guint       *petal_start;
  guint       *petals;
  guint        chosen[10];
} Blossom;

static gboolean
report_blossom (Blossom       *blossom,
                const Targets *targets)
{
  AlsSearch *search = blossom->search;
  const AlsData *data = search->data;
  SudokuStep *step;
  guint group = 0;

  if (!seen_add (&search->seen, targets))
    return FALSE;

  step = sudoku_step_new (SUDOKU_TECHNIQUE_DEATH_BLOSSOM);
  step_add_targets (step, search->grid, targets);
  sudoku_step_add_mark (step, blossom->stem, 0, SUDOKU_ROLE_PIVOT, 0);
  for (guint16 mask = blossom->stem_digits; mask; mask &= mask - 1)
    {
      guint digit = first_digit (mask);
      const Als *petal = &data->als[blossom->chosen[digit]];

      mark_als (step, petal, group);
      sudoku_step_add_mark (step, blossom->stem, digit, SUDOKU_ROLE_DEFINING, group);
      mark_digit (step, petal->digit_cells[digit], digit, group);
      sudoku_step_add_link (step, sudoku_cells_single (blossom->stem), digit,
                            petal->digit_cells[digit], digit, FALSE);
      group++;
    }
  sudoku_step_sort (step);
  return search->sink (step, search->user_data);
}

/* Chooses petals for the stem's digits from @digits on; @common is what
 * the petals so far share (outside the stem), @targets[z] the cells that
 * see every z in them. */
static gboolean
grow_blossom (Blossom           *blossom,
              guint16            digits,
              guint16            common,
              const SudokuCells *targets)
{
  AlsSearch *search = blossom->search;
  const AlsData *data = search->data;
  guint digit;
  guint list;

  if (digits == 0)
    {
      Targets found = { .digits = 0 };

      for (guint16 mask = common; mask; mask &= mask - 1)
        targets_add (&found, first_digit (mask), targets[first_digit (mask)]);
      return found.digits && report_blossom (blossom, &found);
    }

  digit = first_digit (digits);
  list = blossom->stem * 9 + digit - 1;
  for (guint i = blossom->petal_start[list]; i < blossom->petal_start[list + 1]; i++)
    {
      const Als *petal = &data->als[blossom->petals[i]];
      guint16 shared = common & petal->digits;
      SudokuCells narrowed[10];
      guint16 alive = 0;

      if (shared == 0)
        continue;
      for (guint16 mask = shared; mask; mask &= mask - 1)
        {
          guint z = first_digit (mask);

          narrowed[z] = sudoku_cells_and (targets[z], petal->digit_sees[z]);
          if (!sudoku_cells_is_empty (narrowed[z]))
            alive |= SUDOKU_DIGIT_BIT (z);
        }
      if (alive == 0)
        continue;

      blossom->chosen[digit] = blossom->petals[i];
      if (grow_blossom (blossom, digits & (digits - 1), alive, narrowed))
        return TRUE;
    }
  return FALSE;
}

static gboolean
find_death_blossom (AlsSearch *search)
{
  const AlsData *data = search->data;
  const SudokuGrid *grid = search->grid;
  Blossom blossom = { .search = search };
  guint petal_start[SUDOKU_N_CELLS * 9 + 1] = { 0 };
  guint fill[SUDOKU_N_CELLS * 9 + 1];
  gboolean stop = FALSE;

  /* A petal for digit d at stem s: an ALS holding d, all of whose d see
   * s, which holds d too (so d is one of its seen digits). */
  blossom.petal_start = petal_start;
  for (guint pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < data->n_als; i++)
        {
          const Als *als = &data->als[i];

          for (guint16 mask = als->seen_digits; mask; mask &= mask - 1)
            {
              guint digit = first_digit (mask);
              SudokuCells stems = sudoku_cells_and (als->digit_sees[digit],
                                                    grid->digit_cells[digit]);

              SUDOKU_CELLS_FOREACH (stems, cell)
                {
                  guint list = cell * 9 + digit - 1;

                  if (pass == 0)
                    blossom.petal_start[list + 1]++;
                  else
                    blossom.petals[fill[list]++] = i;
                }
            }
        }
      if (pass == 0)
        {
          for (guint list = 0; list < SUDOKU_N_CELLS * 9; list++)
            blossom.petal_start[list + 1] += blossom.petal_start[list];
          _sudoku_als_reserve ((gpointer *) &search->data->petals, &search->data->petals_capacity,
                               MAX (1, blossom.petal_start[SUDOKU_N_CELLS * 9]), sizeof (guint));
          blossom.petals = search->data->petals;
          memcpy (fill, blossom.petal_start, sizeof fill);
        }
    }

  SUDOKU_CELLS_FOREACH (grid->empty, stem)
    {
      guint16 digits = grid->board.candidates[stem];
      SudokuCells targets[10];
      /* The z that every stem digit has a petal for that some cell
       * outside sees all its z from: the only ones a blossom here can
       * remove, and so the only ones worth keeping alive. */
      guint16 zs = SUDOKU_ALL_CANDIDATES & ~digits;

      if (count_bits (digits) < 2)
        continue;
      for (guint16 mask = digits; mask && zs; mask &= mask - 1)
        {
          guint list = stem * 9 + first_digit (mask) - 1;
          guint16 offered = 0;

          for (guint i = blossom.petal_start[list]; i < blossom.petal_start[list + 1]; i++)
            offered |= data->als[blossom.petals[i]].seen_digits;
          zs &= offered;
        }
      if (zs == 0)
        continue;

      blossom.stem = stem;
      blossom.stem_digits = digits;
      for (guint z = 1; z <= 9; z++)
        targets[z] = grid->digit_cells[z];
      if (grow_blossom (&blossom, digits, zs, targets))
        {
          stop = TRUE;
          break;
        }
    }

  return stop;
}

/* Sue de Coq. */

typedef struct
{
  const SudokuGrid *grid;
  SudokuStepSink    sink;
  gpointer          user_data;
  guint             line;
  guint             box;
  SudokuCells       line_empty;
  SudokuCells       box_empty;
  SeenResults       seen;
} SueDeCoq;

static gboolean
report_sue_de_coq (SueDeCoq    *sdc,
                   SudokuCells  core,
                   guint16      core_digits,
                   SudokuCells  line_set,
                   guint16      line_digits,
                   SudokuCells  box_set,
                   guint16      box_digits)
{
  const SudokuGrid *grid = sdc->grid;
  guint16 shared_extra = line_digits & box_digits;
  guint16 box_elim = ((core_digits | box_digits) & ~line_digits) | shared_extra;
  guint16 line_elim = ((core_digits | line_digits) & ~box_digits) | shared_extra;
  SudokuCells box_rest = sudoku_cells_minus (sudoku_cells_minus (sdc->box_empty, box_set), core);
  SudokuCells line_rest = sudoku_cells_minus (sudoku_cells_minus (sdc->line_empty, line_set),
                                              core);
  Targets targets = { .digits = 0 };
  SudokuStep *step;

  for (guint digit = 1; digit <= 9; digit++)
    {
      SudokuCells cells = SUDOKU_CELLS_EMPTY;

      if (box_elim & SUDOKU_DIGIT_BIT (digit))
        cells = sudoku_cells_or (cells, box_rest);
      if (line_elim & SUDOKU_DIGIT_BIT (digit))
        cells = sudoku_cells_or (cells, line_rest);
      targets_add (&targets, digit, sudoku_cells_and (cells, grid->digit_cells[digit]));
    }
  if (targets.digits == 0 || !seen_add (&sdc->seen, &targets))
    return FALSE;

  step = sudoku_step_new (SUDOKU_TECHNIQUE_SUE_DE_COQ);
  step_add_targets (step, grid, &targets);
  SUDOKU_CELLS_FOREACH (core, cell)
    sudoku_step_add_mark (step, cell, 0, SUDOKU_ROLE_ALS, 0);
  SUDOKU_CELLS_FOREACH (line_set, cell)
    sudoku_step_add_mark (step, cell, 0, SUDOKU_ROLE_ALS, 1);
  SUDOKU_CELLS_FOREACH (box_set, cell)
    sudoku_step_add_mark (step, cell, 0, SUDOKU_ROLE_ALS, 2);
  /* The digits each part stands for: the line's in the line set and the
   * core, the box's in the box set and the core. */
  SUDOKU_CELLS_FOREACH (sudoku_cells_or (core, line_set), cell)
    for (guint16 mask = grid->board.candidates[cell] & line_digits; mask; mask &= mask - 1)
      sudoku_step_add_mark (step, cell, first_digit (mask), SUDOKU_ROLE_DEFINING, 1);
  SUDOKU_CELLS_FOREACH (sudoku_cells_or (core, box_set), cell)
    for (guint16 mask = grid->board.candidates[cell] & box_digits; mask; mask &= mask - 1)
      sudoku_step_add_mark (step, cell, first_digit (mask), SUDOKU_ROLE_DEFINING, 2);
  sudoku_step_add_house (step, sdc->line);
  sudoku_step_add_house (step, sdc->box);
  sudoku_step_sort (step);
  return sdc->sink (step, sdc->user_data);
}

/* Tries every line set and box set for the intersection cells @core,
 * holding @core_digits, |core_digits| - |core| = @surplus ≥ 2. The line
 * set draws from the line's other empty cells (other intersection cells
 * included), the box set from the box's cells outside the core and the
 * line set. With extra digits (not in the core) a set needs one more cell
 * per extra digit; the sets together must account for exactly @surplus
 * core digits, and the box set must hold none of the line set's core
 * digits. */
static gboolean
try_core (SueDeCoq    *sdc,
          SudokuCells  core,
          guint16      core_digits,
          guint        surplus)
{
  const guint16 *candidates = sdc->grid->board.candidates;
  SudokuCells line_source = sudoku_cells_minus (sdc->line_empty, core);
  SudokuCells box_source = sudoku_cells_minus (sdc->box_empty, core);
  guint8 line_cells[9], box_cells[9];
  guint16 line_unions[512], box_unions[512];
  /* The box sets by how many core digits they stand for (cells less
   * extra digits), each list going up by mask: the only ones a line set
   * can pair with are those standing for what it leaves over. Each entry
   * is the mask, with the set's core digits from bit 16. */
  guint32 by_need[512];
  guint need_start[11] = { 0 };
  gboolean grouped = FALSE;
  /* For each line cell that is a box cell too, its bit among the box's. */
  guint16 line_in_box[9] = { 0 };
  guint n_line = 0, n_box = 0;

  SUDOKU_CELLS_FOREACH (line_source, cell)
    line_cells[n_line++] = cell;
  SUDOKU_CELLS_FOREACH (box_source, cell)
    {
      for (guint i = 0; i < n_line; i++)
        if (line_cells[i] == cell)
          line_in_box[i] = 1u << n_box;
      box_cells[n_box++] = cell;
    }

  line_unions[0] = 0;
  for (guint line_mask = 1; line_mask < (1u << n_line); line_mask++)
    {
      guint16 line_digits;
      guint line_size = count_bits (line_mask);
      guint line_core, line_extra, box_needed;
      guint32 box_blocked = 0;
      guint32 forbidden;

      line_unions[line_mask] = line_unions[line_mask & (line_mask - 1)] |
                               candidates[line_cells[__builtin_ctz (line_mask)]];
      line_digits = line_unions[line_mask];
      line_core = count_bits (line_digits & core_digits);
      line_extra = count_bits (line_digits & ~core_digits);
      if (line_core == 0 || line_size <= line_extra || line_size - line_extra >= surplus)
        continue;

      box_needed = surplus - (line_size - line_extra);
      for (guint bits = line_mask; bits; bits &= bits - 1)
        box_blocked |= line_in_box[__builtin_ctz (bits)];

      if (box_needed > 9)
        continue;
      /* The box sets are grouped when a line set first needs them. */
      if (!grouped)
        {
          box_unions[0] = 0;
          for (guint mask = 1; mask < (1u << n_box); mask++)
            box_unions[mask] = box_unions[mask & (mask - 1)] |
                               candidates[box_cells[__builtin_ctz (mask)]];
          for (guint pass = 0; pass < 2; pass++)
            {
              for (guint mask = 1; mask < (1u << n_box); mask++)
                {
                  guint16 box_digits = box_unions[mask];
                  gint need = (gint) count_bits (mask) -
                              (gint) count_bits (box_digits & ~core_digits);

                  if ((box_digits & core_digits) == 0 || need < 1)
                    continue;
                  if (pass == 0)
                    need_start[need + 1]++;
                  else
                    by_need[need_start[need]++] =
                      mask | (guint32) (box_digits & core_digits) << 16;
                }
              if (pass == 0)
                for (guint need = 1; need < 10; need++)
                  need_start[need + 1] += need_start[need];
            }
          /* The second pass moved each start to the next one's. */
          for (guint need = 10; need > 1; need--)
            need_start[need] = need_start[need - 1];
          need_start[1] = 0;
          grouped = TRUE;
        }
      /* No cell of the line set, no core digit of it. */
      forbidden = box_blocked | (guint32) (line_digits & core_digits) << 16;
      for (guint i = need_start[box_needed]; i < need_start[box_needed + 1]; i++)
        {
          guint box_mask;
          guint16 box_digits;
          SudokuCells box_set = SUDOKU_CELLS_EMPTY;
          SudokuCells line_set = SUDOKU_CELLS_EMPTY;

          if (by_need[i] & forbidden)
            continue;
          box_mask = by_need[i] & 0xffff;
          box_digits = box_unions[box_mask];

          for (guint bits = box_mask; bits; bits &= bits - 1)
            sudoku_cells_add (&box_set, box_cells[__builtin_ctz (bits)]);
          for (guint bits = line_mask; bits; bits &= bits - 1)
            sudoku_cells_add (&line_set, line_cells[__builtin_ctz (bits)]);
          if (report_sue_de_coq (sdc, core, core_digits, line_set, line_digits,
                                 box_set, box_digits))
            return TRUE;
        }
    }
  return FALSE;
}

static gboolean
find_sue_de_coq (const SudokuGrid *grid,
                 SudokuStepSink    sink,
                 gpointer          user_data)
{
  SueDeCoq sdc = { .grid = grid, .sink = sink, .user_data = user_data };
  gboolean stop = FALSE;

  /* Rows with boxes, then columns with boxes, as HoDoKu. */
  for (guint line = 0; line < 18 && !stop; line++)
    for (guint b = 0; b < 9 && !stop; b++)
      {
        guint box = SUDOKU_BOX_HOUSE (b);
        SudokuCells crossing;
        guint8 cells[3];
        guint n = 0;

        sdc.line = line;
        sdc.box = box;
        sdc.line_empty = sudoku_cells_and (grid->house_cells[line], grid->empty);
        sdc.box_empty = sudoku_cells_and (grid->house_cells[box], grid->empty);
        crossing = sudoku_cells_and (sdc.line_empty, sdc.box_empty);
        if (sudoku_cells_count (crossing) < 2)
          continue;
        SUDOKU_CELLS_FOREACH (crossing, cell)
          cells[n++] = cell;

        /* Every core of two or three of the crossing cells. */
        for (guint mask = 1; mask < (1u << n); mask++)
          {
            guint size = count_bits (mask);
            SudokuCells core = SUDOKU_CELLS_EMPTY;
            guint16 digits = 0;
            guint count;

            if (size < 2)
              continue;
            for (guint bits = mask; bits; bits &= bits - 1)
              {
                guint cell = cells[__builtin_ctz (bits)];

                sudoku_cells_add (&core, cell);
                digits |= grid->board.candidates[cell];
              }
            count = count_bits (digits);
            if (count >= size + 2 && try_core (&sdc, core, digits, count - size))
              {
                stop = TRUE;
                break;
              }
          }
      }
  seen_clear (&sdc.seen);
  return stop;
}

gboolean
_sudoku_find_als (const SudokuGrid *grid,
                  SudokuTechnique   technique,
                  SudokuStepSink    sink,
                  gpointer          user_data)
{
  AlsSearch search = {
    .grid = grid,
    .technique = technique,
    .sink = sink,
    .user_data = user_data,
  };
  gboolean stop = FALSE;

  if (technique == SUDOKU_TECHNIQUE_SUE_DE_COQ)
    return find_sue_de_coq (grid, sink, user_data);

  search.data = als_data_acquire (grid, technique != SUDOKU_TECHNIQUE_DEATH_BLOSSOM);
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_ALS_XZ:
      stop = find_xz (&search);
      break;
    case SUDOKU_TECHNIQUE_ALS_XY_WING:
      stop = find_xy_wing (&search);
      break;
    case SUDOKU_TECHNIQUE_ALS_CHAIN:
      stop = _sudoku_als_find_chains (&search);
      break;
    case SUDOKU_TECHNIQUE_DEATH_BLOSSOM:
      stop = find_death_blossom (&search);
      break;
    default:
      g_warn_if_reached ();
      break;
    }
  als_data_release (search.data);
  seen_clear (&search.seen);
  return stop;
}
