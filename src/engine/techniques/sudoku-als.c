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
 * search can reach (collect_reach ()). Filters only drop what would find
 * nothing, so the steps and their order are those of the plain search.
 * Sue de Coq needs neither. The steps' texts are written in
 * sudoku-als-text.c. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include "sudoku-techniques.h"
#include "sudoku-als-private.h"

#include <string.h>

/* Sudoku Explainer rates neither ALS techniques nor Sue de Coq: the
 * ratings (the base values in the technique table: ALS-XZ 6.8, ALS-XY-Wing
 * 7.0, ALS chain 7.2, Death Blossom 7.5, Sue de Coq 5.0) are ours, put on
 * its scale in HoDoKu's order of difficulty. An ALS chain grows by a tenth
 * per ALS beyond four, up to CHAIN_SE_MAX, below Nishio's 7.6. */
#define CHAIN_SE_STEP 0.1
#define CHAIN_SE_MAX  7.5

/* Longest ALS chain reported, in links (HoDoKu's own limit is 50). */
#define MAX_CHAIN_LINKS 24

typedef struct
{
  SudokuCells cells;
  /* The set's cells holding each digit. */
  SudokuCells digit_cells[10];
  /* The cells outside the set that see every one of those. */
  SudokuCells digit_sees[10];
  guint16     digits;
  /* The digits z some cell holding z sees all of in this set and in
   * another one: the only ones two sets can both remove from a cell (see
   * collect_end_digits ()). */
  guint16     end_digits;
  /* The digits of its RCCs: those a chain can enter it by. */
  guint16     link_digits;
  /* The digits some cell outside holding them sees all of in the set. */
  guint16     seen_digits;
  guint8      house;
} Als;

/* A pair of ALS (a < b) and their restricted common digits. */
typedef struct
{
  guint    a;
  guint    b;
  guint16  digits;
  guint16  ends;      /* the common end digits of a and b */
  gboolean overlap;
} Rcc;

/* One RCC seen from one of its two ALS: the other one and the digits, in
 * a list per ALS laid out like the adjacency lists (for the chain search,
 * which walks them most). */
typedef struct
{
  guint32 other;
  guint16 digits;
  guint16 other_ends;     /* the other ALS's end digits, at hand */
} AlsLink;

/* Eliminations kept per digit until a pattern proves worth a step. Only
 * the cells of @digits count: setting digits to 0 empties it. */
typedef struct
{
  SudokuCells cells[10];
  guint16     digits;
} Targets;

/* The elimination sets reported so far in one search: many patterns
 * (other chains, other petals) give the same result, and one step for
 * each result is enough. An open-addressing table of indices into a list,
 * grown with the steps reported. */
typedef struct
{
  Targets *results;
  guint    n_results;
  guint    results_capacity;
  guint   *slots;      /* index + 1, 0 when free */
  guint    n_slots;
} SeenResults;

/* The ALS and RCCs of one grid. The solver tries ALS-XZ, ALS-XY-Wing,
 * chains and Death Blossom one after the other on the same grid, so each
 * thread keeps the last grid's in a cache (with its buffers, which then
 * need no allocating either), keyed by the candidates of the empty cells. */
typedef struct
{
  SudokuVariant variant;
  guint16       key[SUDOKU_N_CELLS];
  gboolean      has_als;
  gboolean      has_rccs;
  gboolean      in_use;

  Als          *als;
  guint         n_als;
  guint         als_capacity;

  Rcc          *rccs;
  guint         n_rccs;
  guint         rcc_capacity;

  /* The RCCs each ALS takes part in, as indices into rccs: those of ALS i
   * are adjacency[adjacency_start[i] .. adjacency_start[i + 1]). */
  guint        *adjacency;
  guint        *adjacency_start;
  guint         adjacency_capacity;
  guint         adjacency_start_capacity;
  AlsLink      *links;
  guint         links_capacity;
  /* Death Blossom's petal lists (see find_death_blossom ()). */
  guint        *petals;
  guint         petals_capacity;
  /* ALS-XY-Wing's work space: one pivot's links that can make a wing. */
  AlsLink      *wings;
  guint16      *wing_digits;
  guint         wings_capacity;

  /* For collecting RCCs: the ALS filed by digit and first cell. */
  guint         bucket_start[9 * SUDOKU_N_CELLS + 1];
  guint         bucket_fill[9 * SUDOKU_N_CELLS + 1];
  guint        *bucket;
  SudokuCells  *bucket_cells;   /* each one's cells holding the digit */
  guint         bucket_capacity;

  /* The ALS chain search's work space (see ChainSpace), kept between
   * searches: the stamps tell the states of one search from the others'
   * without clearing them. */
  guint        *chain_stamps;
  gint         *chain_parents;
  guint        *chain_queue;

  guint         chain_capacity;
  guint         chain_stamp;

  /* For skipping chain searches that cannot remove anything (see
   * collect_ends () and collect_reach ()). */
  guint        *end_column;        /* per ALS and digit */
  guint         end_capacity;
  guint         segment_start[10]; /* per digit, in words; [9]: the end */
  guint64      *cell_ends;
  guint         cell_ends_capacity;
  guint64      *start_ends;
  guint         start_ends_capacity;
  guint        *successor_start;
  guint        *successors;
  guint         successors_capacity;
  guint        *state_index;
  guint        *state_low;
  guint        *state_component;
  guint        *state_stack;
  guint        *frame_state;
  guint        *frame_next;
  guint         states_capacity;
  guint64      *reach;
  gsize         reach_capacity;
  guint         reach_words;
} AlsData;

typedef struct
{
  const SudokuGrid *grid;
  SudokuTechnique   technique;
  SudokuStepSink    sink;
  gpointer          user_data;
  SeenResults       seen;
  AlsData          *data;
} AlsSearch;

static inline guint
rcc_other (const Rcc *rcc,
           guint      als)
{
  return rcc->a == als ? rcc->b : rcc->a;
}

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
static void
reserve (gpointer *array,
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

                  reserve ((gpointer *) &data->rccs, &data->rcc_capacity, data->n_rccs + 1,
                           sizeof (Rcc));
                  data->rccs[data->n_rccs++] = (Rcc) {
                    a, b, restricted, first->end_digits & second->end_digits,
                    sudoku_cells_intersect (first->cells, second->cells)
                  };
                }
            }
        }
    }

  reserve ((gpointer *) &data->adjacency_start, &data->adjacency_start_capacity,
           data->n_als + 1, sizeof (guint));
  reserve ((gpointer *) &data->adjacency, &data->adjacency_capacity,
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

  reserve ((gpointer *) &data->links, &data->links_capacity, 2 * data->n_rccs,
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

static inline void
targets_add (Targets     *targets,
             guint        digit,
             SudokuCells  cells)
{
  if (sudoku_cells_is_empty (cells))
    return;
  if (targets->digits & SUDOKU_DIGIT_BIT (digit))
    targets->cells[digit] = sudoku_cells_or (targets->cells[digit], cells);
  else
    targets->cells[digit] = cells;
  targets->digits |= SUDOKU_DIGIT_BIT (digit);
}

/* Cells that see every @digit of both sets and still hold it. */
static inline SudokuCells
common_targets (const SudokuGrid *grid,
                const Als        *a,
                const Als        *b,
                guint             digit)
{
  return sudoku_cells_and (sudoku_cells_and (a->digit_sees[digit], b->digit_sees[digit]),
                           grid->digit_cells[digit]);
}

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
static gboolean
report_linked (AlsSearch     *search,
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
          report_linked (search, order, 2, &rcc->digits, &targets, se_rating))
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

                  if (report_linked (search, order, 3, links, &targets, se_rating))
                    return TRUE;
                }
            }
        }
    }
  return FALSE;
}

/* ALS chains.
 *
 * A chain A -x- B1 -y- … -w- E says: if z were in neither A nor E, A would
 * be locked and hold x, which leaves B1 without x, so B1 is locked and
 * holds y (y ≠ x), … until E loses w and holds z after all. So z is in A
 * or in E. Which end-points and end digits are reachable from A with x
 * is a breadth-first search over states (ALS, digit it was entered by,
 * links so far capped at 3): chains start at four ALS, shorter ones are
 * ALS-XZ and ALS-XY-Wing. The search finds the shortest chain for each
 * state. */

#define STATE(als, digit, links) (((als) * 9 + (digit) - 1) * 3 + (links) - 1)

typedef struct
{
  guint *stamps;
  gint  *parents;
  guint *queue;
  guint  stamp;
} ChainSpace;

static gboolean
report_chain (AlsSearch        *search,
              const ChainSpace *space,
              guint             start,
              guint             state,
              const Targets    *targets)
{
  guint states[MAX_CHAIN_LINKS];
  guint order[MAX_CHAIN_LINKS + 1];
  guint16 links[MAX_CHAIN_LINKS];
  guint n = 0;
  double se_rating;

  for (gint s = state; s >= 0; s = space->parents[s])
    {
      if (n == MAX_CHAIN_LINKS)
        return FALSE;
      states[n++] = s;
    }

  order[0] = start;
  for (guint i = 0; i < n; i++)
    {
      guint s = states[n - 1 - i];

      order[i + 1] = s / 27;
      links[i] = SUDOKU_DIGIT_BIT ((s / 3) % 9 + 1);
    }
  /* The shortest way to a state may pass an ALS twice; such a chain still
   * holds, but reads badly, and a chain without the detour gives the same
   * eliminations when one exists. */
  for (guint i = 0; i <= n; i++)
    for (guint j = i + 1; j <= n; j++)
      if (order[i] == order[j])
        return FALSE;

  se_rating = MIN (sudoku_technique_get_info (SUDOKU_TECHNIQUE_ALS_CHAIN)->se_rating +
                   CHAIN_SE_STEP * (n + 1 - 4), CHAIN_SE_MAX);
  return report_linked (search, order, n + 1, links, targets, se_rating);
}

/* The chain search's states (E, d): ALS E entered by digit d (one of its
 * links' digits), numbered E * 9 + d - 1. A chain goes on from (E, d) to
 * (F, d') by a link E–F holding d' ≠ d; the successors of each state are
 * listed in the order of E's links, then of the digits. Most links hold
 * one digit, so a state has about a third of its ALS's links. */
static void
collect_successors (AlsData *data)
{
  guint n_states = data->n_als * 9;
  guint n = 0;

  if (data->states_capacity < n_states)
    {
      data->states_capacity = MAX (n_states, 2 * data->states_capacity);
      data->successor_start = g_renew (guint, data->successor_start, data->states_capacity + 1);
      data->state_index = g_renew (guint, data->state_index, data->states_capacity);
      data->state_low = g_renew (guint, data->state_low, data->states_capacity);
      data->state_component = g_renew (guint, data->state_component, data->states_capacity);
      data->state_stack = g_renew (guint, data->state_stack, data->states_capacity);
      data->frame_state = g_renew (guint, data->frame_state, data->states_capacity);
      data->frame_next = g_renew (guint, data->frame_next, data->states_capacity);
    }

  /* A link's digits d lead on from E entered by any of E's link digits
   * but d: entered by a digit of the link, or by another one. */
  for (guint e = 0; e < data->n_als; e++)
    {
      guint link_count = 0;

      for (guint k = data->adjacency_start[e]; k < data->adjacency_start[e + 1]; k++)
        link_count += count_bits (data->links[k].digits);
      n += link_count * (count_bits (data->als[e].link_digits) - 1);
    }
  reserve ((gpointer *) &data->successors, &data->successors_capacity, MAX (n, 1),
           sizeof (guint));

  n = 0;
  for (guint e = 0; e < data->n_als; e++)
    for (guint digit = 1; digit <= 9; digit++)
      {
        guint16 others = ~SUDOKU_DIGIT_BIT (digit);

        data->successor_start[e * 9 + digit - 1] = n;
        if (!(data->als[e].link_digits & SUDOKU_DIGIT_BIT (digit)))
          continue;
        for (guint k = data->adjacency_start[e]; k < data->adjacency_start[e + 1]; k++)
          for (guint16 mask = data->links[k].digits & others; mask; mask &= mask - 1)
            data->successors[n++] = data->links[k].other * 9 + first_digit (mask) - 1;
      }
  data->successor_start[n_states] = n;
}

/* The most words the reach table may take (8 MiB); past that, the chain
 * search goes without it. */
#define REACH_MAX_WORDS (1u << 20)

static inline void
set_bit (guint64 *words,
         guint    bit)
{
  words[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
}

/* Where chains can end. A chain from A ends at E with z when some cell
 * holding z outside both sees all z of A and E. For each ALS E, the
 * digits z with some such cell shared with another set (end_digits): the
 * only digits a chain from E may remove, and E's only ends with other
 * starts. Each pair (E, z) of them gets a column (a bit) in a segment of
 * words for z; cell_ends holds, for each z and cell, the columns of the
 * sets whose z all see the cell. A start A's possible ends for z are
 * then those of the cells seeing all its z, but its own. The table goes
 * unbuilt (reach_words 0) when it would be too large. */
static void
collect_ends (const SudokuGrid *grid,
              AlsData          *data)
{
  guint count[10] = { 0 };
  guint words = 0;

  reserve ((gpointer *) &data->end_column, &data->end_capacity, 9 * MAX (data->n_als, 1),
           sizeof (guint));
  for (guint e = 0; e < data->n_als; e++)
    for (guint16 mask = data->als[e].end_digits; mask; mask &= mask - 1)
      {
        guint z = first_digit (mask);

        data->end_column[e * 9 + z - 1] = count[z]++;
      }

  for (guint z = 1; z <= 9; z++)
    {
      data->segment_start[z - 1] = words;
      words += (count[z] + 63) / 64;
    }
  data->segment_start[9] = words;
  if (words == 0 || (guint64) data->n_als * 9 * words > REACH_MAX_WORDS)
    {
      data->reach_words = 0;
      return;
    }
  data->reach_words = words;

  for (guint e = 0; e < data->n_als; e++)
    for (guint16 mask = data->als[e].end_digits; mask; mask &= mask - 1)
      {
        guint z = first_digit (mask);

        data->end_column[e * 9 + z - 1] += 64 * data->segment_start[z - 1];
      }

  /* The cells' ends: for z, a row of z's segment per cell. */
  reserve ((gpointer *) &data->cell_ends, &data->cell_ends_capacity,
           SUDOKU_N_CELLS * words, sizeof (guint64));
  reserve ((gpointer *) &data->start_ends, &data->start_ends_capacity, words,
           sizeof (guint64));
  memset (data->cell_ends, 0, sizeof (guint64) * SUDOKU_N_CELLS * words);
  for (guint e = 0; e < data->n_als; e++)
    for (guint16 mask = data->als[e].end_digits; mask; mask &= mask - 1)
      {
        guint z = first_digit (mask);
        guint start = data->segment_start[z - 1];
        guint size = data->segment_start[z] - start;
        guint column = data->end_column[e * 9 + z - 1] - 64 * start;
        SudokuCells cells = sudoku_cells_and (data->als[e].digit_sees[z], grid->digit_cells[z]);

        SUDOKU_CELLS_FOREACH (cells, cell)
          set_bit (data->cell_ends + SUDOKU_N_CELLS * start + cell * size, column);
      }
}

/* What each state of the chain search can lead to. A state (E, d) is an
 * ALS entered by digit d; it goes on to (F, d') by a link E–F holding
 * d' ≠ d, and a chain can end there with any z ≠ d among E's end digits:
 * the columns it reaches. The strongly connected components of the
 * graph (Tarjan's algorithm, without recursion) come out each after all
 * the components it leads to, so what a component reaches is what its
 * own states end and what its successors reach, known by then. */
/* The first state from @from on that a chain can be in: an ALS entered by
 * one of its link digits; n_als * 9 when there is none. */
static inline guint
next_root (const AlsData *data,
           guint          from)
{
  guint e = from / 9;
  guint16 digits;

  if (e >= data->n_als)
    return data->n_als * 9;
  digits = data->als[e].link_digits & ~((1u << (from % 9)) - 1);
  while (digits == 0)
    {
      if (++e == data->n_als)
        return data->n_als * 9;
      digits = data->als[e].link_digits;
    }
  return e * 9 + __builtin_ctz (digits);
}

static void
collect_reach (AlsData *data)
{
  guint n_states = data->n_als * 9;
  guint words = data->reach_words;
  guint counter = 0;
  guint n_components = 0;
  guint stack_size = 0;

  if (data->reach_capacity < (gsize) n_states * words)
    {
      data->reach_capacity = MAX ((gsize) n_states * words, 2 * data->reach_capacity);
      data->reach = g_renew (guint64, data->reach, data->reach_capacity);
    }
  memset (data->state_index, 0, sizeof (guint) * n_states);

  for (guint root = next_root (data, 0); root < n_states; root = next_root (data, root + 1))
    {
      guint depth = 0;

      if (data->state_index[root] != 0)
        continue;

      data->state_index[root] = data->state_low[root] = ++counter;
      data->state_component[root] = G_MAXUINT;
      data->state_stack[stack_size++] = root;
      data->frame_state[depth] = root;
      data->frame_next[depth++] = data->successor_start[root];

      while (depth > 0)
        {
          guint v = data->frame_state[depth - 1];

          if (data->frame_next[depth - 1] < data->successor_start[v + 1])
            {
              guint w = data->successors[data->frame_next[depth - 1]++];

              if (data->state_index[w] == 0)
                {
                  data->state_index[w] = data->state_low[w] = ++counter;
                  data->state_component[w] = G_MAXUINT;
                  data->state_stack[stack_size++] = w;
                  data->frame_state[depth] = w;
                  data->frame_next[depth++] = data->successor_start[w];
                }
              else if (data->state_component[w] == G_MAXUINT)
                data->state_low[v] = MIN (data->state_low[v], data->state_index[w]);
              continue;
            }

          depth--;
          if (data->state_low[v] == data->state_index[v])
            {
              guint64 *row = data->reach + (gsize) n_components * words;
              guint first = stack_size;

              do
                data->state_component[data->state_stack[--first]] = n_components;
              while (data->state_stack[first] != v);

              memset (row, 0, sizeof (guint64) * words);
              for (guint m = first; m < stack_size; m++)
                {
                  guint member = data->state_stack[m];
                  guint e = member / 9;
                  guint previous = n_components;

                  for (guint16 mask = data->als[e].end_digits & ~SUDOKU_DIGIT_BIT (member % 9 + 1);
                       mask; mask &= mask - 1)
                    set_bit (row, data->end_column[e * 9 + first_digit (mask) - 1]);
                  for (guint i = data->successor_start[member];
                       i < data->successor_start[member + 1]; i++)
                    {
                      guint component = data->state_component[data->successors[i]];

                      if (component != n_components && component != previous)
                        {
                          const guint64 *other = data->reach + (gsize) component * words;

                          for (guint k = 0; k < words; k++)
                            row[k] |= other[k];
                          previous = component;
                        }
                    }
                }
              stack_size = first;
              n_components++;
            }
          if (depth > 0)
            {
              guint u = data->frame_state[depth - 1];

              data->state_low[u] = MIN (data->state_low[u], data->state_low[v]);
            }
        }
    }
}

static gboolean
find_chains (AlsSearch *search)
{
  AlsData *data = search->data;
  const SudokuGrid *grid = search->grid;
  guint n_states = data->n_als * 27;
  ChainSpace space;
  guint words;
  gboolean stop = FALSE;

  if (data->n_als < 4)
    return FALSE;

  if (data->chain_capacity < n_states)
    {
      g_free (data->chain_stamps);
      g_free (data->chain_parents);
      g_free (data->chain_queue);
      data->chain_capacity = MAX (n_states, 2 * data->chain_capacity);
      data->chain_stamps = g_new0 (guint, data->chain_capacity);
      data->chain_parents = g_new (gint, data->chain_capacity);
      data->chain_queue = g_new (guint, data->chain_capacity);
      data->chain_stamp = 0;
    }
  collect_ends (grid, data);
  collect_successors (data);
  words = data->reach_words;
  if (words > 0)
    collect_reach (data);

  space.stamps = data->chain_stamps;
  space.parents = data->chain_parents;
  space.queue = data->chain_queue;
  space.stamp = data->chain_stamp;

  for (guint start = 0; start < data->n_als && !stop; start++)
    {
      const Als *a = &data->als[start];
      /* The digits z for which some other set E shares a cell seeing all
       * z of both: without one, no chain from A removes anything, and
       * the search from A can be skipped. */
      guint16 useful = data->als[start].end_digits;
      /* The digits of its RCCs. */
      guint16 first_digits = a->link_digits;

      /* A chain entered by x ends with a z other than x: none when the
       * only end digit is the only first digit (or there is neither). */
      if (useful == 0 || first_digits == 0 ||
          (first_digits == useful && (useful & (useful - 1)) == 0))
        continue;

      /* Those sets E, by z, when the reach table is there. */
      if (words > 0)
        {
          memset (data->start_ends, 0, sizeof (guint64) * words);
          for (guint16 mask = useful; mask; mask &= mask - 1)
            {
              guint z = first_digit (mask);
              guint segment = data->segment_start[z - 1];
              guint size = data->segment_start[z] - segment;
              guint64 *ends = data->start_ends + segment;
              SudokuCells cells = sudoku_cells_and (a->digit_sees[z], grid->digit_cells[z]);

              SUDOKU_CELLS_FOREACH (cells, cell)
                {
                  const guint64 *row = data->cell_ends + SUDOKU_N_CELLS * segment + cell * size;

                  for (guint k = 0; k < size; k++)
                    ends[k] |= row[k];
                }
              ends[(data->end_column[start * 9 + z - 1] - 64 * segment) / 64] &=
                ~(G_GUINT64_CONSTANT (1) << (data->end_column[start * 9 + z - 1] % 64));
            }
        }

      for (guint16 xs = first_digits; xs && !stop; xs &= xs - 1)
        {
          guint x = first_digit (xs);
          guint head = 0, tail = 0;

          if ((useful & ~SUDOKU_DIGIT_BIT (x)) == 0)
            continue;

          /* Skip the search when the states A leads to by x reach no end
           * of A with a z ≠ x (nearly always). */
          if (words > 0)
            {
              guint64 hit = 0;
              guint previous = G_MAXUINT;

              for (guint i = data->adjacency_start[start];
                   i < data->adjacency_start[start + 1] && hit == 0; i++)
                {
                  const AlsLink *link = &data->links[i];
                  const guint64 *row;
                  guint component;

                  if (!(link->digits & SUDOKU_DIGIT_BIT (x)))
                    continue;
                  component = data->state_component[link->other * 9 + x - 1];
                  if (component == previous)
                    continue;
                  previous = component;
                  row = data->reach + (gsize) words * component;
                  for (guint16 mask = useful & ~SUDOKU_DIGIT_BIT (x); mask; mask &= mask - 1)
                    {
                      guint z = first_digit (mask);

                      for (guint k = data->segment_start[z - 1]; k < data->segment_start[z]; k++)
                        hit |= row[k] & data->start_ends[k];
                    }
                }
              if (hit == 0)
                continue;
            }

          space.stamp++;
          for (guint i = data->adjacency_start[start];
               i < data->adjacency_start[start + 1]; i++)
            {
              const Rcc *rcc = &data->rccs[data->adjacency[i]];
              guint s;

              if (!(rcc->digits & SUDOKU_DIGIT_BIT (x)))
                continue;
              s = STATE (rcc_other (rcc, start), x, 1);
              space.stamps[s] = space.stamp;
              space.parents[s] = -1;
              space.queue[tail++] = s;
            }

          while (head < tail && !stop)
            {
              guint s = space.queue[head++];
              guint als = s / 27;
              guint digit = (s / 3) % 9 + 1;
              guint links = s % 3 + 1;

              if (links == 3)
                {
                  const Als *e = &data->als[als];
                  guint16 zs = useful & e->digits & ~SUDOKU_DIGIT_BIT (x) &
                               ~SUDOKU_DIGIT_BIT (digit);
                  Targets targets;

                  targets.digits = 0;
                  for (guint16 mask = zs; mask; mask &= mask - 1)
                    {
                      guint z = first_digit (mask);
                      SudokuCells cells = common_targets (grid, a, e, z);

                      if (sudoku_cells_is_empty (cells))
                        continue;
                      /* The first z: clear the others' cells. */
                      if (targets.digits == 0)
                        memset (targets.cells, 0, sizeof targets.cells);
                      targets_add (&targets, z, cells);
                    }
                  if (targets.digits && report_chain (search, &space, start, s, &targets))
                    stop = TRUE;
                }

              for (guint i = data->successor_start[als * 9 + digit - 1],
                         end = data->successor_start[als * 9 + digit];
                   i < end; i++)
                {
                  guint next = data->successors[i];
                  guint t = next * 3 + MIN (links + 1, 3) - 1;

                  if (next / 9 == start || space.stamps[t] == space.stamp)
                    continue;
                  space.stamps[t] = space.stamp;
                  space.parents[t] = s;
                  space.queue[tail++] = t;
                }
            }
        }
    }

  search->data->chain_stamp = space.stamp;
  return stop;
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
          reserve ((gpointer *) &search->data->petals, &search->data->petals_capacity,
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
      stop = find_chains (&search);
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
