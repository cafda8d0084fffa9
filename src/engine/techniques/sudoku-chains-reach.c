/* sudoku-chains-reach.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Which premises of the chain tables can give a result at all.
 *
 * The tables (sudoku-chains-tables.c) search breadth-first from every
 * candidate, on and off, and a premise gives a result only when it
 * reaches, three or more links away, a candidate of its own cell (a
 * nice loop) or, from "off", the end of an AIC. On the puzzles people
 * rate fewer than 2 in 100 premises do. Finding that out by searching
 * from each premise in turn costs as much as the search itself, so this
 * answers it for all premises at once: the links form a graph on the
 * states; its strongly connected components, taken in the order Tarjan's
 * algorithm finishes them, give every state the set of states it
 * reaches, one bit set per component. A premise reaches an end that is
 * not one or two links away exactly when the search from it would:
 * breadth-first search reaches every reachable state, and reaches it at
 * its distance. Only the searches without ALS nodes use this: their
 * links all count the same. */

#include "config.h"

#include <string.h>

#include "sudoku-chains-private.h"

/* States here are numbered densely: candidate k (in cell order) is 2k
 * off and 2k + 1 on, group g follows as candidate n_candidates + g. */
#define MAX_IDS    (2 * (N_CANDIDATE_NODES + MAX_GROUPS))
#define MAX_WORDS  ((MAX_IDS + 63) / 64)

struct _ChainsReach
{
  guint    n_candidates;
  guint    n_ids;
  guint    n_words;
  guint16  index[N_CANDIDATE_NODES];  /* candidate node → k, or NO_NODE */
  guint16  nodes[N_CANDIDATE_NODES];  /* k → candidate node */

  /* The links, as lists of ids by state. */
  guint32  link_start[MAX_IDS + 1];
  guint16 *links;
  gsize    links_size;

  /* Tarjan's search, and each state's component. */
  guint16  component[MAX_IDS];
  guint16  order[MAX_IDS];
  guint16  low[MAX_IDS];
  guint16  stack[MAX_IDS];
  guint32  calls[MAX_IDS];
  guint16  call_ids[MAX_IDS];
  gboolean on_stack[MAX_IDS];
  guint16  merged[MAX_IDS];   /* by component: the last one merged into */

  /* What each component reaches: n_words words each. */
  guint64 *reached;
  gsize    reached_size;
  guint    n_components;
  /* States that link nowhere (a candidate off in no strong link, say):
   * they stay out of the search and reach only themselves. */

  /* On candidates by digit, as sets of ids. */
  guint64  on_digit[10][MAX_WORDS];
};

void
_sudoku_chains_reach_free (ChainsReach *reach)
{
  if (reach == NULL)
    return;
  g_free (reach->links);
  g_free (reach->reached);
  g_free (reach);
}

static inline guint
candidate_id (const ChainsReach *reach,
              guint              cell,
              guint              digit,
              gboolean           on)
{
  return 2u * reach->index[cell * 9 + digit - 1] + (on ? 1u : 0u);
}

static inline guint
group_id (const ChainsReach *reach,
          guint              group,
          gboolean           on)
{
  return 2u * (reach->n_candidates + group) + (on ? 1u : 0u);
}

static inline gboolean
is_leaf (const ChainsReach *reach,
         guint              id)
{
  return reach->link_start[id] == reach->link_start[id + 1];
}

static inline void
set_bit (guint64 *set,
         guint    id)
{
  set[id / 64] |= G_GUINT64_CONSTANT (1) << (id % 64);
}

static inline gboolean
has_bit (const guint64 *set,
         guint          id)
{
  return (set[id / 64] >> (id % 64)) & 1;
}

/* The most links a state has: a candidate on links to the other eight
 * digits of its cell, its peers (up to 32, SudokuHouseList.peers; 20 in
 * a classic grid) and its groups. */
#define MAX_STATE_LINKS (8 + 32 + MAX_CELL_GROUPS)

/* Room for every link is made before they are added. */
static inline void
add_link (ChainsReach *reach,
          guint       *n_links,
          guint        to)
{
  reach->links[(*n_links)++] = (guint16) to;
}

static inline void
add_cell_links (ChainsReach *reach,
                guint       *n_links,
                SudokuCells  cells,
                guint        digit,
                gboolean     on)
{
  const guint16 *index = reach->index + digit - 1;
  guint16 *links = reach->links + *n_links;
  guint n = 0;

  for (guint64 bits = cells.low; bits; bits &= bits - 1)
    links[n++] = (guint16) (2u * index[9 * __builtin_ctzll (bits)] + (on ? 1u : 0u));
  for (guint64 bits = cells.high; bits; bits &= bits - 1)
    links[n++] = (guint16) (2u * index[9 * (64 + __builtin_ctzll (bits))] + (on ? 1u : 0u));
  *n_links += n;
}

/* The links of every state: the same as expand() follows without ALS
 * nodes, as sets (their order does not matter here). */
static void
build_links (Chains      *chains,
             ChainsReach *reach)
{
  const SudokuGrid *grid = chains->grid;
  const guint16 *candidates = grid->board.candidates;
  guint n_groups = chains->with_groups ? chains->n_groups : 0;
  guint n_links = 0;

  if ((gsize) reach->n_ids * MAX_STATE_LINKS > reach->links_size)
    {
      reach->links_size = (gsize) reach->n_ids * MAX_STATE_LINKS;
      reach->links = g_renew (guint16, reach->links, reach->links_size);
    }

  for (guint k = 0; k < reach->n_candidates; k++)
    for (guint on = 0; on < 2; on++)
      {
        guint node = reach->nodes[k];
        guint cell = node / 9, digit = node % 9 + 1;
        guint16 mask = candidates[cell];

        reach->link_start[2 * k + on] = n_links;
        if (on)
          {
            for (guint16 others = mask & ~SUDOKU_DIGIT_BIT (digit); others; others &= others - 1)
              add_link (reach, &n_links,
                        candidate_id (reach, cell, __builtin_ctz (others) + 1, FALSE));
            add_cell_links (reach, &n_links,
                            sudoku_cells_and (grid->peers[cell], grid->digit_cells[digit]),
                            digit, FALSE);
            for (guint i = 0; i < n_groups && i < chains->n_groups_off[node]; i++)
              add_link (reach, &n_links, group_id (reach, chains->groups_off[node][i], FALSE));
          }
        else
          {
            guint16 rest = mask & (mask - 1);

            if (rest != 0 && (rest & (rest - 1)) == 0)
              add_link (reach, &n_links,
                        candidate_id (reach, cell,
                                      __builtin_ctz (mask & ~SUDOKU_DIGIT_BIT (digit)) + 1,
                                      TRUE));
            for (guint i = 0; i < 4 && chains->partners[node][i] != 0xff; i++)
              add_link (reach, &n_links,
                        candidate_id (reach, chains->partners[node][i], digit, TRUE));
            for (guint i = 0; i < n_groups && i < chains->n_groups_on[node]; i++)
              add_link (reach, &n_links, group_id (reach, chains->groups_on[node][i], TRUE));
          }
      }

  for (guint g = 0; g < n_groups; g++)
    for (guint on = 0; on < 2; on++)
      {
        const GroupNode *group = &chains->groups[g];
        guint digit = group->digit;

        reach->link_start[group_id (reach, g, on)] = n_links;
        if (on)
          {
            add_cell_links (reach, &n_links,
                            sudoku_cells_and (group->buddies, grid->digit_cells[digit]),
                            digit, FALSE);
            for (guint i = 0; i < group->n_on_links; i++)
              add_link (reach, &n_links, group_id (reach, group->on_links[i], FALSE));
          }
        else
          {
            if (group->box_single >= 0)
              add_link (reach, &n_links, candidate_id (reach, group->box_single, digit, TRUE));
            if (group->line_single >= 0)
              add_link (reach, &n_links, candidate_id (reach, group->line_single, digit, TRUE));
            for (guint i = 0; i < group->n_off_links; i++)
              add_link (reach, &n_links, group_id (reach, group->off_links[i], TRUE));
          }
      }
  reach->link_start[reach->n_ids] = n_links;
}

/* Tarjan's algorithm, without recursion. A component is finished after
 * every component it links to, so what it reaches is its own states and
 * what those reach. */
static void
find_components (ChainsReach *reach)
{
  guint n_order = 0, n_stack = 0, n_calls = 0;

  memset (reach->order, 0xff, reach->n_ids * sizeof *reach->order);
  memset (reach->on_stack, 0, reach->n_ids * sizeof *reach->on_stack);
  memset (reach->merged, 0xff, reach->n_ids * sizeof *reach->merged);
  reach->n_components = 0;

  for (guint root = 0; root < reach->n_ids; root++)
    {
      if (reach->order[root] != NO_NODE || is_leaf (reach, root))
        continue;
      reach->order[root] = reach->low[root] = (guint16) n_order++;
      reach->stack[n_stack++] = (guint16) root;
      reach->on_stack[root] = TRUE;
      reach->call_ids[n_calls] = (guint16) root;
      reach->calls[n_calls++] = reach->link_start[root];

      while (n_calls > 0)
        {
          guint v = reach->call_ids[n_calls - 1];
          guint e = reach->calls[n_calls - 1];

          if (e < reach->link_start[v + 1])
            {
              guint w = reach->links[e];

              reach->calls[n_calls - 1]++;
              if (is_leaf (reach, w))
                continue;
              if (reach->order[w] == NO_NODE)
                {
                  reach->order[w] = reach->low[w] = (guint16) n_order++;
                  reach->stack[n_stack++] = (guint16) w;
                  reach->on_stack[w] = TRUE;
                  reach->call_ids[n_calls] = (guint16) w;
                  reach->calls[n_calls++] = reach->link_start[w];
                }
              else if (reach->on_stack[w])
                reach->low[v] = MIN (reach->low[v], reach->order[w]);
              continue;
            }

          n_calls--;
          if (n_calls > 0)
            {
              guint u = reach->call_ids[n_calls - 1];

              reach->low[u] = MIN (reach->low[u], reach->low[v]);
            }
          if (reach->low[v] == reach->order[v])
            {
              guint c = reach->n_components++;
              guint first = n_stack;
              guint64 *set;

              do
                first--;
              while (reach->stack[first] != v);

              if ((gsize) reach->n_components * reach->n_words > reach->reached_size)
                {
                  reach->reached_size = MAX ((gsize) reach->n_components * reach->n_words,
                                             reach->reached_size * 2);
                  reach->reached = g_renew (guint64, reach->reached, reach->reached_size);
                }
              set = reach->reached + (gsize) c * reach->n_words;
              memset (set, 0, reach->n_words * sizeof *set);
              for (guint i = first; i < n_stack; i++)
                {
                  guint m = reach->stack[i];

                  reach->on_stack[m] = FALSE;
                  reach->component[m] = (guint16) c;
                  reach->merged[c] = (guint16) c;
                  set_bit (set, m);
                }
              for (guint i = first; i < n_stack; i++)
                {
                  guint m = reach->stack[i];

                  for (guint l = reach->link_start[m]; l < reach->link_start[m + 1]; l++)
                    {
                      guint next = reach->links[l];
                      guint other;
                      const guint64 *from;

                      if (is_leaf (reach, next))
                        {
                          set_bit (set, next);
                          continue;
                        }
                      other = reach->component[next];
                      if (reach->merged[other] == c)
                        continue;
                      reach->merged[other] = (guint16) c;
                      from = reach->reached + (gsize) other * reach->n_words;
                      for (guint w = 0; w < reach->n_words; w++)
                        set[w] |= from[w];
                    }
                }
              n_stack = first;
            }
        }
    }
}

void
_sudoku_chains_reach_build (Chains *chains)
{
  const SudokuGrid *grid = chains->grid;
  const guint16 *candidates = grid->board.candidates;
  ChainsReach *reach = chains->reach;
  guint n = 0;

  if (reach == NULL)
    reach = chains->reach = g_new0 (ChainsReach, 1);

  memset (reach->index, 0xff, sizeof reach->index);
  SUDOKU_CELLS_FOREACH (grid->empty, cell)
    for (guint16 digits = candidates[cell]; digits; digits &= digits - 1)
      {
        guint node = cell * 9 + __builtin_ctz (digits);

        reach->index[node] = (guint16) n;
        reach->nodes[n++] = (guint16) node;
      }
  reach->n_candidates = n;
  reach->n_ids = 2 * (n + (chains->with_groups ? chains->n_groups : 0));
  reach->n_words = (reach->n_ids + 63) / 64;

  for (guint digit = 1; digit <= 9; digit++)
    memset (reach->on_digit[digit], 0, reach->n_words * sizeof (guint64));
  for (guint k = 0; k < n; k++)
    set_bit (reach->on_digit[reach->nodes[k] % 9 + 1], 2 * k + 1);

  build_links (chains, reach);
  find_components (reach);
}

/* The ends a premise may have, before their distance is known. */
#define MAX_ENDS 64

gboolean
_sudoku_chains_reach_may_end (Chains   *chains,
                              guint     start,
                              guint     digit,
                              gboolean  on)
{
  const SudokuGrid *grid = chains->grid;
  const guint16 *candidates = grid->board.candidates;
  ChainsReach *reach = chains->reach;
  guint premise = candidate_id (reach, start, digit, on);
  const guint64 *reached;
  guint64 near[MAX_WORDS];
  guint16 ends[MAX_ENDS];
  guint n_ends = 0;

  if (is_leaf (reach, premise))
    return FALSE;
  reached = reach->reached + (gsize) reach->component[premise] * reach->n_words;

  /* A table that fills up stops early: search it as it is. */
  if (reach->n_ids >= MAX_TABLE_ENTRIES)
    {
      guint n = 0;

      for (guint w = 0; w < reach->n_words; w++)
        n += (guint) __builtin_popcountll (reached[w]);
      if (n >= MAX_TABLE_ENTRIES)
        return TRUE;
    }

#define ADD_END(id) G_STMT_START { \
    if (n_ends == MAX_ENDS) \
      return TRUE; \
    ends[n_ends++] = (guint16) (id); \
  } G_STMT_END

  /* Nice loops end on a candidate of the start cell. */
  for (guint16 digits = candidates[start]; digits; digits &= digits - 1)
    for (guint value = 0; value < 2; value++)
      {
        guint id = candidate_id (reach, start, __builtin_ctz (digits) + 1, value);

        if (id != premise && has_bit (reached, id))
          ADD_END (id);
      }

  /* AICs from "off" end on a candidate of another cell that is on: of
   * the same digit with two or more cells seeing both ends, or of a
   * digit of the start cell in a cell that sees it and has the start's
   * digit (check_aic() and the test before it). */
  if (!on)
    {
      SudokuCells sees = sudoku_cells_and (grid->peers[start], grid->digit_cells[digit]);

      for (guint w = 0; w < reach->n_words; w++)
        for (guint64 bits = reached[w] & reach->on_digit[digit][w]; bits; bits &= bits - 1)
          {
            guint id = w * 64 + __builtin_ctzll (bits);
            guint cell = reach->nodes[id / 2] / 9;

            if (cell != start &&
                sudoku_cells_count (sudoku_cells_and (sees, grid->peers[cell])) >= 2)
              ADD_END (id);
          }
      SUDOKU_CELLS_FOREACH (sees, cell)
        for (guint16 digits = candidates[cell] & candidates[start] & ~SUDOKU_DIGIT_BIT (digit);
             digits; digits &= digits - 1)
          {
            guint id = candidate_id (reach, cell, __builtin_ctz (digits) + 1, TRUE);

            if (has_bit (reached, id))
              ADD_END (id);
          }
    }
#undef ADD_END

  if (n_ends == 0)
    return FALSE;

  /* An end one or two links away gives no result (one link is a direct
   * consequence, two make a chain of three nodes). */
  memset (near, 0, reach->n_words * sizeof *near);
  for (guint l = reach->link_start[premise]; l < reach->link_start[premise + 1]; l++)
    set_bit (near, reach->links[l]);
  {
    guint n_far = 0;

    for (guint i = 0; i < n_ends; i++)
      if (!has_bit (near, ends[i]))
        ends[n_far++] = ends[i];
    if (n_far == 0)
      return FALSE;
    n_ends = n_far;
  }
  for (guint l = reach->link_start[premise]; l < reach->link_start[premise + 1]; l++)
    {
      guint next = reach->links[l];

      for (guint m = reach->link_start[next]; m < reach->link_start[next + 1]; m++)
        set_bit (near, reach->links[m]);
    }
  for (guint i = 0; i < n_ends; i++)
    if (!has_bit (near, ends[i]))
      return TRUE;
  return FALSE;
}
