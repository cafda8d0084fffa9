/* sudoku-als-chains.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The ALS chain search (see sudoku-als.c for the ALS techniques and the
 * data they share): the table of which ends each state of the search can
 * reach, the states' successor lists, and the breadth-first search over
 * chains itself. */

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
  return _sudoku_als_report_linked (search, order, n + 1, links, targets, se_rating);
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
  _sudoku_als_reserve ((gpointer *) &data->successors, &data->successors_capacity, MAX (n, 1),
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

  _sudoku_als_reserve ((gpointer *) &data->end_column, &data->end_capacity,
                       9 * MAX (data->n_als, 1), sizeof (guint));
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
  _sudoku_als_reserve ((gpointer *) &data->cell_ends, &data->cell_ends_capacity,
                       SUDOKU_N_CELLS * words, sizeof (guint64));
  _sudoku_als_reserve ((gpointer *) &data->start_ends, &data->start_ends_capacity, words,
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

gboolean
_sudoku_als_find_chains (AlsSearch *search)
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
