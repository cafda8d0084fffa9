/* sudoku-chains-tables.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The implication tables behind the nice loops and AICs (sudoku-chains.c
 * tells how they work): the group and ALS nodes, the breadth-first
 * search from every premise, and the loops and AICs read off it. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <string.h>

#include "sudoku-techniques.h"
#include "sudoku-chains-private.h"

/* Group nodes, in HoDoKu's order: rows, then columns, each by digit and
 * box. */

static void
add_group_link (guint8  *n_links,
                guint16 *links,
                guint    group)
{
  if (*n_links < MAX_GROUP_LINKS)
    links[(*n_links)++] = (guint16) group;
}

static void
add_cell_group (guint8  *n_groups,
                guint16 *groups,
                guint    group)
{
  if (*n_groups < MAX_CELL_GROUPS)
    groups[(*n_groups)++] = (guint16) group;
}

void
_sudoku_chains_find_groups (Chains *chains)
{
  const SudokuGrid *grid = chains->grid;
  /* The groups of each digit, in order. */
  guint16 by_digit[10][MAX_GROUPS / 9];
  guint n_by_digit[10] = { 0 };

  chains->n_groups = 0;
  memset (chains->n_groups_off, 0, sizeof chains->n_groups_off);
  memset (chains->n_groups_on, 0, sizeof chains->n_groups_on);

  for (guint kind = 0; kind < 2; kind++)
    for (guint line = 0; line < 9; line++)
      {
        guint line_house = kind == 0 ? SUDOKU_ROW_HOUSE (line) : SUDOKU_COLUMN_HOUSE (line);

        for (guint digit = 1; digit <= 9; digit++)
          {
            SudokuCells in_line = sudoku_grid_house_digit (grid, line_house, digit);

            if (sudoku_cells_count (in_line) < 2)
              continue;
            for (guint box = 0; box < 9; box++)
              {
                SudokuCells cells = sudoku_cells_and (in_line,
                                                      grid->house_cells[SUDOKU_BOX_HOUSE (box)]);
                GroupNode *group;

                if (sudoku_cells_count (cells) < 2)
                  continue;
                group = &chains->groups[chains->n_groups++];
                memset (group, 0, sizeof *group);
                group->cells = cells;
                group->buddies = _sudoku_grid_common_peers (grid, cells);
                group->digit = digit;
                group->first = sudoku_cells_first (cells);
                group->box = SUDOKU_BOX_HOUSE (box);
                group->line = line_house;
                by_digit[digit][n_by_digit[digit]++] = (guint16) (chains->n_groups - 1);
              }
          }
      }

  for (guint g = 0; g < chains->n_groups; g++)
    {
      GroupNode *group = &chains->groups[g];
      guint digit = group->digit;
      SudokuCells seeing = sudoku_cells_and (grid->digit_cells[digit], group->buddies);
      SudokuCells single;
      guint in_line = 0, in_box = 0;
      int line_other = -1, box_other = -1;

      /* A candidate seeing the whole group is off when the group is on,
       * and the other way round. */
      SUDOKU_CELLS_FOREACH (seeing, cell)
        {
          guint node = cell * 9 + digit - 1;

          add_cell_group (&chains->n_groups_off[node], chains->groups_off[node], g);
        }

      /* The only other candidate of a house is on when the group is off. */
      group->box_single = group->line_single = -1;
      single = sudoku_cells_and (seeing, grid->house_cells[group->box]);
      if (sudoku_cells_count (single) == 1)
        {
          guint cell = sudoku_cells_first (single);
          guint node = cell * 9 + digit - 1;

          group->box_single = (gint8) cell;
          add_cell_group (&chains->n_groups_on[node], chains->groups_on[node], g);
        }
      single = sudoku_cells_and (seeing, grid->house_cells[group->line]);
      if (sudoku_cells_count (single) == 1)
        {
          guint cell = sudoku_cells_first (single);
          guint node = cell * 9 + digit - 1;

          group->line_single = (gint8) cell;
          add_cell_group (&chains->n_groups_on[node], chains->groups_on[node], g);
        }

      /* Groups of the same digit in a shared house, not overlapping. */
      for (guint k = 0; k < n_by_digit[digit]; k++)
        {
          guint h = by_digit[digit][k];
          GroupNode *other = &chains->groups[h];

          if (h == g || sudoku_cells_intersect (group->cells, other->cells))
            continue;
          if (other->line == group->line)
            {
              in_line++;
              if (line_other < 0)
                line_other = (int) h;
              add_group_link (&group->n_on_links, group->on_links, h);
            }
          else if (other->box == group->box)
            {
              in_box++;
              if (box_other < 0)
                box_other = (int) h;
              add_group_link (&group->n_on_links, group->on_links, h);
            }
        }
      if (in_line == 1)
        {
          SudokuCells rest = sudoku_grid_house_digit (grid, group->line, digit);

          rest = sudoku_cells_minus (rest, group->cells);
          rest = sudoku_cells_minus (rest, chains->groups[line_other].cells);
          if (sudoku_cells_is_empty (rest))
            add_group_link (&group->n_off_links, group->off_links, line_other);
        }
      if (in_box == 1)
        {
          SudokuCells rest = sudoku_grid_house_digit (grid, group->box, digit);

          rest = sudoku_cells_minus (rest, group->cells);
          rest = sudoku_cells_minus (rest, chains->groups[box_other].cells);
          if (sudoku_cells_is_empty (rest))
            add_group_link (&group->n_off_links, group->off_links, box_other);
        }
    }
}

/* ALS nodes */

typedef struct
{
  guint32 key;     /* candidate node or group */
  guint16 node;    /* ALS node */
} EntryPair;

static int
compare_entry_pairs (gconstpointer a,
                     gconstpointer b)
{
  const EntryPair *x = a, *y = b;

  /* g_array_sort() is stable: one key's entries keep the ALS order. */
  if (x->key != y->key)
    return x->key < y->key ? -1 : 1;
  return 0;
}

static guint
als_hash (SudokuCells cells)
{
  guint64 h = (cells.low ^ (cells.high * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15))) *
              G_GUINT64_CONSTANT (0xff51afd7ed558ccd);

  return (guint) (h >> 40) & (2 * MAX_ALS - 1);
}

/* Whether an ALS with these cells is known already (found in another
 * house); if not, its slot is free for it. */
static gboolean
als_known (Chains      *chains,
           SudokuCells  cells,
           guint       *slot)
{
  guint i = als_hash (cells);

  while (chains->als_slots[i] != 0)
    {
      if (sudoku_cells_equal (chains->als[chains->als_slots[i] - 1].cells, cells))
        return TRUE;
      i = (i + 1) & (2 * MAX_ALS - 1);
    }
  *slot = i;
  return FALSE;
}

static void
als_add (Chains      *chains,
         SudokuCells  cells,
         guint16      digits)
{
  const SudokuGrid *grid = chains->grid;
  Als *als;
  guint n_digits = count_digits (digits);
  guint slot;

  if (chains->n_als == MAX_ALS || als_known (chains, cells, &slot))
    return;
  als = &chains->als[chains->n_als++];
  chains->als_slots[slot] = (guint16) chains->n_als;
  memset (als, 0, sizeof *als);
  als->cells = cells;
  als->digits = digits;
  /* HoDoKu's penalty: an ALS of two cells or more counts as this many
   * more links. */
  als->penalty = (n_digits - 1) * 2;
  for (guint digit = 1; digit <= 9; digit++)
    {
      als->nodes[digit] = NO_NODE;
      if (!(digits & SUDOKU_DIGIT_BIT (digit)))
        continue;
      als->digit_cells[digit] = sudoku_cells_and (cells, grid->digit_cells[digit]);
      als->buddies[digit] = sudoku_cells_and (_sudoku_grid_common_peers (grid,
                                                                         als->digit_cells[digit]),
                                              grid->digit_cells[digit]);
      als->buddies[digit] = sudoku_cells_minus (als->buddies[digit], cells);
      als->all_buddies = sudoku_cells_or (als->all_buddies, als->buddies[digit]);
    }
}

/* Subsets of a house's empty cells in HoDoKu's order (depth first, in
 * the house's cell order); an ALS has one digit more than cells. */
static void
find_als_in_house (Chains      *chains,
                   const guint8 *cells,
                   guint        n_cells,
                   guint        from,
                   SudokuCells  chosen,
                   guint        n_chosen,
                   guint16      digits)
{
  const guint16 *candidates = chains->grid->board.candidates;

  if (n_chosen + 1 > 8)
    return;
  for (guint i = from; i < n_cells; i++)
    {
      SudokuCells with = chosen;
      guint16 with_digits = digits | candidates[cells[i]];

      sudoku_cells_add (&with, cells[i]);
      if (count_digits (with_digits) == n_chosen + 2 && n_chosen + 1 > 1)
        als_add (chains, with, with_digits);
      find_als_in_house (chains, cells, n_cells, i + 1, with, n_chosen + 1, with_digits);
    }
}

static void
find_als (Chains *chains)
{
  const SudokuGrid *grid = chains->grid;
  const SudokuHouseList *houses = grid->houses;
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (EntryPair));

  if (chains->als == NULL)
    chains->als = g_new (Als, MAX_ALS);
  chains->n_als = 0;
  chains->n_als_nodes = 0;
  memset (chains->als_slots, 0, sizeof chains->als_slots);
  g_array_set_size (chains->consequences, 0);

  for (guint h = 0; h < houses->n_rules; h++)
    {
      guint8 cells[9];
      guint n_cells = 0;

      for (guint i = 0; i < 9; i++)
        if (grid->board.values[houses->houses[h].cells[i]] == 0)
          cells[n_cells++] = houses->houses[h].cells[i];
      find_als_in_house (chains, cells, n_cells, 0, SUDOKU_CELLS_EMPTY, 0, 0);
    }

  /* An ALS node for each entry digit that leaves eliminations; it is
   * entered from every candidate of that digit that sees all of the
   * ALS's cells holding it, and from every group that does. */
  for (guint a = 0; a < chains->n_als; a++)
    {
      Als *als = &chains->als[a];

      for (guint digit = 1; digit <= 9; digit++)
        {
          gboolean eliminations = FALSE;
          AlsNode *node;
          guint16 node_index;

          if (!(als->digits & SUDOKU_DIGIT_BIT (digit)))
            continue;
          for (guint other = 1; other <= 9; other++)
            if (other != digit && !sudoku_cells_is_empty (als->buddies[other]))
              eliminations = TRUE;
          if (!eliminations || chains->n_als_nodes == MAX_ALS_NODES)
            continue;

          node_index = (guint16) chains->n_als_nodes++;
          node = &chains->als_nodes[node_index];
          node->als = (guint16) a;
          node->digit = digit;
          node->entry = sudoku_cells_first (als->digit_cells[digit]);
          node->consequences = -1;
          node->n_consequences = 0;
          als->nodes[digit] = node_index;

          SUDOKU_CELLS_FOREACH (als->buddies[digit], cell)
            {
              EntryPair pair = { cell * 9 + digit - 1, node_index };

              g_array_append_val (pairs, pair);
            }
          for (guint g = 0; g < chains->n_groups; g++)
            {
              const GroupNode *group = &chains->groups[g];

              if (group->digit == digit &&
                  !sudoku_cells_intersect (group->cells, als->cells) &&
                  sudoku_cells_subset (als->digit_cells[digit], group->buddies))
                {
                  EntryPair pair = { N_CANDIDATE_NODES + g, node_index };

                  g_array_append_val (pairs, pair);
                }
            }
        }
    }

  /* Entries grouped by what enters, each in ALS order. */
  g_array_sort (pairs, compare_entry_pairs);
  g_array_set_size (chains->entries, pairs->len);
  {
    guint p = 0;

    for (guint key = 0; key < N_CANDIDATE_NODES + MAX_GROUPS; key++)
      {
        if (key < N_CANDIDATE_NODES)
          chains->cell_entries_start[key] = p;
        else
          chains->group_entries_start[key - N_CANDIDATE_NODES] = p;
        while (p < pairs->len && g_array_index (pairs, EntryPair, p).key == key)
          {
            g_array_index (chains->entries, guint16, p) = g_array_index (pairs, EntryPair, p).node;
            p++;
          }
      }
    chains->cell_entries_start[N_CANDIDATE_NODES] = chains->group_entries_start[0];
    chains->group_entries_start[MAX_GROUPS] = p;
  }
  g_array_unref (pairs);

  /* ALS nodes by entry cell and digit, in node order. */
  {
    guint32 fill[N_CANDIDATE_NODES];

    memset (chains->entry_cell_start, 0, sizeof chains->entry_cell_start);
    for (guint n = 0; n < chains->n_als_nodes; n++)
      chains->entry_cell_start[chains->als_nodes[n].entry * 9 + chains->als_nodes[n].digit]++;
    for (guint key = 1; key <= N_CANDIDATE_NODES; key++)
      chains->entry_cell_start[key] += chains->entry_cell_start[key - 1];
    memcpy (fill, chains->entry_cell_start, sizeof fill);
    for (guint n = 0; n < chains->n_als_nodes; n++)
      chains->entry_cell_nodes[fill[chains->als_nodes[n].entry * 9 +
                                    chains->als_nodes[n].digit - 1]++] = (guint16) n;
  }
}

static int
compare_states (gconstpointer a,
                gconstpointer b,
                gpointer      user_data)
{
  return (int) *(const guint16 *) a - (int) *(const guint16 *) b;
}

/* What an ALS node implies, in HoDoKu's order, computed when first
 * needed: the locked set eliminates its other digits from every cell
 * seeing all of its cells with them (and the groups made of such cells),
 * enters the ALS nodes whose entry digit it eliminates everywhere, and
 * may leave a cell with one candidate. */
static void
als_node_consequences (Chains  *chains,
                       AlsNode *node)
{
  const SudokuGrid *grid = chains->grid;
  const Als *als = &chains->als[node->als];
  GArray *list = chains->consequences;
  guint first = list->len;
  guint16 state;

  for (guint digit = 1; digit <= 9; digit++)
    {
      SudokuCells off = als->buddies[digit];

      if (digit == node->digit || sudoku_cells_is_empty (off))
        continue;
      SUDOKU_CELLS_FOREACH (off, cell)
        {
          state = candidate_state (cell, digit, FALSE);
          g_array_append_val (list, state);
        }
      if (chains->with_groups)
        for (guint g = 0; g < chains->n_groups; g++)
          if (chains->groups[g].digit == digit &&
              sudoku_cells_subset (chains->groups[g].cells, off))
            {
              state = group_state (g, FALSE);
              g_array_append_val (list, state);
            }
    }

  /* An ALS node entered this way has its entry cell among the
   * eliminations; they are listed in ALS order, as HoDoKu finds them. */
  {
    guint first_trigger = list->len;

    for (guint digit = 1; digit <= 9; digit++)
      {
        if (digit == node->digit)
          continue;
        SUDOKU_CELLS_FOREACH (als->buddies[digit], cell)
          {
            guint key = cell * 9 + digit - 1;

            for (guint i = chains->entry_cell_start[key]; i < chains->entry_cell_start[key + 1]; i++)
              {
                guint16 other_node = chains->entry_cell_nodes[i];
                const Als *other = &chains->als[chains->als_nodes[other_node].als];

                if (chains->als_nodes[other_node].als == node->als ||
                    sudoku_cells_intersect (als->cells, other->cells) ||
                    !sudoku_cells_subset (other->digit_cells[digit], als->buddies[digit]))
                  continue;
                state = als_state (other_node);
                g_array_append_val (list, state);
              }
          }
      }
    g_qsort_with_data (&g_array_index (list, guint16, first_trigger), list->len - first_trigger,
                       sizeof (guint16), compare_states, NULL);
  }

  SUDOKU_CELLS_FOREACH (als->all_buddies, cell)
    {
      guint16 left = grid->board.candidates[cell];

      if (count_digits (left) <= 2)
        continue;
      for (guint digit = 1; digit <= 9; digit++)
        if (digit != node->digit && sudoku_cells_has (als->buddies[digit], cell))
          left &= ~SUDOKU_DIGIT_BIT (digit);
      if (count_digits (left) == 1)
        {
          state = candidate_state (cell, __builtin_ctz (left) + 1, TRUE);
          g_array_append_val (list, state);
        }
    }

  node->consequences = (gint32) first;
  node->n_consequences = (guint16) (list->len - first);
}

/* Breadth-first search from one premise.
 *
 * The search runs in three modes: plain, with groups, with groups and ALS
 * nodes. The functions below take the mode as arguments @groups and @als
 * and are inlined into one expansion per mode, so that the plain and
 * grouped searches, the ones a solve runs again and again, carry no test
 * or bookkeeping of the others: without ALS nodes every link counts the
 * same, no state is ever reached again by a shorter way, and a state's
 * distance and place in the table are not needed (a direct consequence
 * is one whose predecessor is the premise). */

#define ALWAYS_INLINE inline __attribute__ ((always_inline))

/* Records that @state follows from @from over a link of @length, unless
 * the table is full. */
static ALWAYS_INLINE gboolean
reach_new (Chains   *chains,
           guint16   state,
           guint16   from,
           guint     length,
           gboolean  als)
{
  if (chains->n_queue >= MAX_TABLE_ENTRIES)
    return FALSE;
  chains->pred[state] = from;
  if (als)
    {
      chains->dist[state] = chains->dist[from] + length;
      chains->order[state] = (guint16) chains->n_queue;
    }
  chains->queue[chains->n_queue++] = state;
  return TRUE;
}

/* A state seen before keeps its first way, unless the new one is shorter
 * and it is not a direct consequence of the premise (HoDoKu's rule; only
 * ALS links are longer than the others, so only then can it happen). */
static ALWAYS_INLINE void
reach_again (Chains   *chains,
             guint16   state,
             guint16   from,
             guint     length,
             gboolean  als)
{
  guint dist;

  if (!als)
    return;
  dist = chains->dist[from] + length;
  if (chains->order[state] >= chains->n_direct &&
      dist < chains->dist[state])
    {
      chains->pred[state] = from;
      chains->dist[state] = (guint16) dist;
    }
}

static ALWAYS_INLINE void
reach_candidate (Chains   *chains,
                 guint     cell,
                 guint     digit,
                 gboolean  on,
                 guint16   from,
                 guint     length,
                 gboolean  als)
{
  SudokuCells *seen = on ? &chains->on_seen[digit] : &chains->off_seen[digit];
  guint16 state = candidate_state (cell, digit, on);

  if (sudoku_cells_has (*seen, cell))
    reach_again (chains, state, from, length, als);
  else if (reach_new (chains, state, from, length, als))
    sudoku_cells_add (seen, cell);
}

static ALWAYS_INLINE void
reach_bit (Chains   *chains,
           guint64  *seen,
           guint     index,
           guint16   state,
           guint16   from,
           guint     length,
           gboolean  als)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << (index % 64);

  if (seen[index / 64] & bit)
    reach_again (chains, state, from, length, als);
  else if (reach_new (chains, state, from, length, als))
    seen[index / 64] |= bit;
}

static ALWAYS_INLINE void
reach_group (Chains   *chains,
             guint     group,
             gboolean  on,
             guint16   from,
             guint     length,
             gboolean  als)
{
  reach_bit (chains, chains->group_seen[on ? 1 : 0], group, group_state (group, on),
             from, length, als);
}

static inline void
reach_als (Chains  *chains,
           guint    node,
           guint16  from,
           guint    length)
{
  reach_bit (chains, chains->als_seen, node, als_state (node), from, length, TRUE);
}

static void
reach_entries (Chains  *chains,
               guint    key,
               guint16  from)
{
  const guint32 *starts = key < N_CANDIDATE_NODES ? chains->cell_entries_start
                                                  : chains->group_entries_start;
  guint index = key < N_CANDIDATE_NODES ? key : key - N_CANDIDATE_NODES;

  for (guint i = starts[index]; i < starts[index + 1]; i++)
    reach_als (chains, g_array_index (chains->entries, guint16, i), from, LINK_LENGTH);
}

static void
expand_als (Chains  *chains,
            guint16  state)
{
  AlsNode *node = &chains->als_nodes[(state >> 1) - ALS_BASE];
  guint length = LINK_LENGTH + chains->als[node->als].penalty;

  if (node->consequences < 0)
    als_node_consequences (chains, node);
  for (guint i = 0; i < node->n_consequences; i++)
    {
      guint16 next = g_array_index (chains->consequences, guint16,
                                    node->consequences + i);

      if (state_is_als (next))
        reach_als (chains, (next >> 1) - ALS_BASE, state, length);
      else if (state_is_group (next))
        reach_group (chains, (next >> 1) - GROUP_BASE, FALSE, state, length, TRUE);
      else
        /* Forcing a cell counts one more. */
        reach_candidate (chains, (next >> 1) / 9, (next >> 1) % 9 + 1, state_on (next),
                         state, state_on (next) ? length + 1 : length, TRUE);
    }
}

/* The direct consequences of a state, in the order HoDoKu's tables list
 * them, which decides between chains of the same length. */
static ALWAYS_INLINE void
expand (Chains   *chains,
        guint16   state,
        gboolean  groups,
        gboolean  als)
{
  const SudokuGrid *grid = chains->grid;
  const SudokuHouseList *houses = grid->houses;

  if (als && state_is_als (state))
    {
      expand_als (chains, state);
      return;
    }

  if (groups && state_is_group (state))
    {
      guint g = (state >> 1) - GROUP_BASE;
      const GroupNode *group = &chains->groups[g];
      guint digit = group->digit;

      if (state_on (state))
        {
          SudokuCells off = sudoku_cells_and (group->buddies, grid->digit_cells[digit]);

          SUDOKU_CELLS_FOREACH (off, cell)
            reach_candidate (chains, cell, digit, FALSE, state, LINK_LENGTH, als);
          for (guint i = 0; i < group->n_on_links; i++)
            reach_group (chains, group->on_links[i], FALSE, state, LINK_LENGTH, als);
          if (als)
            reach_entries (chains, N_CANDIDATE_NODES + g, state);
        }
      else
        {
          if (group->box_single >= 0)
            reach_candidate (chains, group->box_single, digit, TRUE, state, LINK_LENGTH, als);
          if (group->line_single >= 0)
            reach_candidate (chains, group->line_single, digit, TRUE, state, LINK_LENGTH, als);
          for (guint i = 0; i < group->n_off_links; i++)
            reach_group (chains, group->off_links[i], TRUE, state, LINK_LENGTH, als);
        }
      return;
    }

  {
    guint node = state >> 1;
    guint cell = node / 9;
    guint digit = node % 9 + 1;
    guint16 mask = grid->board.candidates[cell];

    if (state_on (state))
      {
        guint16 others = mask & ~SUDOKU_DIGIT_BIT (digit);

        while (others)
          {
            reach_candidate (chains, cell, __builtin_ctz (others) + 1, FALSE, state,
                             LINK_LENGTH, als);
            others &= others - 1;
          }
        for (guint i = 0; i < G_N_ELEMENTS (houses->cell_houses[cell]); i++)
          {
            guint house = houses->cell_houses[cell][i];
            SudokuCells off;

            if (house == 0xff)
              break;
            off = sudoku_grid_house_digit (grid, house, digit);
            /* Without ALS nodes no later way is shorter than the first:
             * cells seen already need no look. */
            if (!als)
              off = sudoku_cells_minus (off, chains->off_seen[digit]);
            sudoku_cells_remove (&off, cell);
            SUDOKU_CELLS_FOREACH (off, other)
              reach_candidate (chains, other, digit, FALSE, state, LINK_LENGTH, als);
          }
        if (groups)
          for (guint i = 0; i < chains->n_groups_off[node]; i++)
            reach_group (chains, chains->groups_off[node][i], FALSE, state, LINK_LENGTH, als);
        if (als)
          reach_entries (chains, node, state);
      }
    else
      {
        guint16 rest = mask & (mask - 1);

        /* Two candidates: the other one is on. */
        if (rest != 0 && (rest & (rest - 1)) == 0)
          reach_candidate (chains, cell, __builtin_ctz (mask & ~SUDOKU_DIGIT_BIT (digit)) + 1,
                           TRUE, state, LINK_LENGTH, als);
        for (guint i = 0; i < 4 && chains->partners[node][i] != 0xff; i++)
          reach_candidate (chains, chains->partners[node][i], digit, TRUE, state, LINK_LENGTH, als);
        if (groups)
          for (guint i = 0; i < chains->n_groups_on[node]; i++)
            reach_group (chains, chains->groups_on[node][i], TRUE, state, LINK_LENGTH, als);
      }
  }
}

/* The search from the premise, queued alone, in one mode. */
static ALWAYS_INLINE void
search_queue (Chains   *chains,
              gboolean  groups,
              gboolean  als)
{
  expand (chains, chains->queue[0], groups, als);
  chains->n_direct = chains->n_queue;
  /* Like HoDoKu, stop when the table is full. */
  for (guint q = 1; q < chains->n_queue && chains->n_queue < MAX_TABLE_ENTRIES; q++)
    expand (chains, chains->queue[q], groups, als);
}

static void
search_plain (Chains *chains)
{
  search_queue (chains, FALSE, FALSE);
}

static void
search_with_groups (Chains *chains)
{
  search_queue (chains, TRUE, FALSE);
}

static void
search_with_als (Chains *chains)
{
  search_queue (chains, TRUE, TRUE);
}

static void
search_from (Chains  *chains,
             guint16  premise)
{
  guint cell = (premise >> 1) / 9;
  guint digit = (premise >> 1) % 9 + 1;

  memset (chains->on_seen, 0, sizeof chains->on_seen);
  memset (chains->off_seen, 0, sizeof chains->off_seen);
  if (chains->with_groups)
    memset (chains->group_seen, 0, sizeof chains->group_seen);
  if (chains->with_als)
    memset (chains->als_seen, 0, sizeof chains->als_seen);

  sudoku_cells_add (state_on (premise) ? &chains->on_seen[digit] : &chains->off_seen[digit],
                    cell);
  chains->dist[premise] = 0;
  chains->order[premise] = 0;
  chains->queue[0] = premise;
  chains->n_queue = 1;
  chains->n_direct = N_STATES;
  if (chains->with_als)
    search_with_als (chains);
  else if (chains->with_groups)
    search_with_groups (chains);
  else
    search_plain (chains);
}

/* Whether @end follows from the premise over one link. */
static inline gboolean
is_direct (const Chains *chains,
           guint16       end)
{
  if (chains->with_als)
    return chains->dist[end] <= 2;
  return chains->pred[end] == chains->queue[0];
}

/* The chain from the premise to @end, or 0 when it is too long. */
static guint
build_chain (const Chains *chains,
             guint16       end,
             guint16      *nodes)
{
  guint16 reversed[MAX_CHAIN_NODES];
  guint16 premise = chains->queue[0];
  guint16 state = end;
  guint n = 0;

  for (;;)
    {
      if (n == MAX_CHAIN_NODES)
        return 0;
      reversed[n++] = state;
      if (state == premise)
        break;
      state = chains->pred[state];
    }
  for (guint i = 0; i < n; i++)
    nodes[i] = reversed[n - 1 - i];
  return n;
}

/* Whether the chain comes back to a cell it has left (a lasso). Two
 * consecutive nodes may share a cell; a nice loop may come back to its
 * start cell. As in HoDoKu, a group or ALS node is checked by its first
 * cell, but all of its cells count as used. The chain stays a valid
 * sequence of implications either way; this keeps it readable. */
static gboolean
is_lasso (const Chains  *chains,
          const guint16 *nodes,
          guint          n_nodes,
          gboolean       loop)
{
  SudokuCells used = SUDOKU_CELLS_EMPTY;
  guint start = state_cell (chains, nodes[0]);

  for (guint i = 0; i < n_nodes; i++)
    {
      if (sudoku_cells_has (used, state_cell (chains, nodes[i])))
        return TRUE;
      if (i > 0 && (!loop || state_cell (chains, nodes[i - 1]) != start))
        used = sudoku_cells_or (used, state_cells (chains, nodes[i - 1]));
    }
  return FALSE;
}

/* Whether no two nodes of the loop share a cell, but for neighbours and
 * the two ends. A continuous loop needs that: its eliminations rest on
 * every link being read both ways round one single cycle. */
static gboolean
is_simple_loop (const Chains  *chains,
                const guint16 *nodes,
                guint          n_nodes)
{
  SudokuCells used = SUDOKU_CELLS_EMPTY;

  for (guint i = 2; i < n_nodes; i++)
    {
      SudokuCells cells = state_cells (chains, nodes[i]);

      used = sudoku_cells_or (used, state_cells (chains, nodes[i - 2]));
      if (sudoku_cells_intersect (cells, i < n_nodes - 1
                                         ? used
                                         : sudoku_cells_minus (used,
                                                               state_cells (chains, nodes[0]))))
        return FALSE;
    }
  return TRUE;
}

static gboolean
chain_is_grouped (const guint16 *nodes,
                  guint          n_nodes)
{
  for (guint i = 0; i < n_nodes; i++)
    if (!state_is_candidate (nodes[i]))
      return TRUE;
  return FALSE;
}

/* The eliminations of a continuous loop. */
static void
continuous_eliminations (const Chains  *chains,
                         const guint16 *nodes,
                         guint          n_nodes,
                         guint64       *mask)
{
  const SudokuGrid *grid = chains->grid;
  const guint16 *candidates = grid->board.candidates;
  guint last = n_nodes - 1;
  guint start = state_cell (chains, nodes[0]);
  SudokuCells chain_cells = SUDOKU_CELLS_EMPTY;

  for (guint i = 0; i < n_nodes; i++)
    chain_cells = sudoku_cells_or (chain_cells, state_cells (chains, nodes[i]));

  /* The start cell, left and entered by strong links, holds one of the
   * two digits. */
  if (!state_on (nodes[0]) && state_on (nodes[last]))
    mask_add_others (mask, start,
                     candidates[start] & ~SUDOKU_DIGIT_BIT (state_digit (chains, nodes[0])) &
                     ~SUDOKU_DIGIT_BIT (state_digit (chains, nodes[last])));

  for (guint i = 1; i < n_nodes; i++)
    {
      guint16 node = nodes[i];
      guint cell = state_cell (chains, node);

      /* So does any other cell entered and left by strong links. */
      if (state_on (node) && state_is_candidate (node) && i + 2 <= last &&
          state_cell (chains, nodes[i - 1]) != cell &&
          !state_on (nodes[i + 1]) && state_cell (chains, nodes[i + 1]) == cell &&
          state_on (nodes[i + 2]) && state_cell (chains, nodes[i + 2]) != cell)
        mask_add_others (mask, cell,
                         candidates[cell] & ~SUDOKU_DIGIT_BIT (state_digit (chains, node)) &
                         ~SUDOKU_DIGIT_BIT (state_digit (chains, nodes[i + 2])));

      /* A weak link between cells: one of its ends is true. */
      if (!state_on (node) && state_cell (chains, nodes[i - 1]) != cell)
        {
          guint digit = state_digit (chains, node);
          SudokuCells targets = sudoku_cells_and (state_buddies (chains, nodes[i - 1], digit),
                                                  state_buddies (chains, node, digit));

          targets = sudoku_cells_and (targets, grid->digit_cells[digit]);
          targets = sudoku_cells_minus (targets, chain_cells);
          mask_add_cells (mask, targets, digit);

          /* An ALS entered here is a locked set on its other digits but
           * the one it is left by (or, when it forces a cell, all that
           * cell's other digits). */
          if (state_is_als (node))
            {
              const Als *als = state_als (chains, node);
              gboolean forces = i < last && state_on (nodes[i + 1]);
              guint16 exits = 0;

              if (forces)
                exits = candidates[state_cell (chains, nodes[i + 1])] &
                        ~SUDOKU_DIGIT_BIT (state_digit (chains, nodes[i + 1]));
              else if (i < last)
                exits = SUDOKU_DIGIT_BIT (state_digit (chains, nodes[i + 1]));
              for (guint other = 1; other <= 9; other++)
                if (other != digit && (als->digits & SUDOKU_DIGIT_BIT (other)) &&
                    !(exits & SUDOKU_DIGIT_BIT (other)))
                  mask_add_cells (mask, als->buddies[other], other);
              if (forces)
                for (guint exit = 1; exit <= 9; exit++)
                  if ((exits & SUDOKU_DIGIT_BIT (exit)) && (als->digits & SUDOKU_DIGIT_BIT (exit)))
                    mask_add_cells (mask,
                                    sudoku_cells_and (als->buddies[exit],
                                                      grid->peers[state_cell (chains,
                                                                              nodes[i + 1])]),
                                    exit);
            }
        }
    }
}

/* Nice loops: @end is a candidate of the premise's cell. */
static void
check_loop (Chains  *chains,
            guint16  end)
{
  const guint16 *candidates = chains->grid->board.candidates;
  guint16 nodes[MAX_CHAIN_NODES];
  guint64 mask[MASK_WORDS] = { 0 };
  guint n_nodes, last;
  guint16 premise;
  guint start, start_digit, end_digit;
  gboolean first_strong, last_strong, grouped;
  SudokuTechnique technique;

  if (is_direct (chains, end))
    return;
  n_nodes = build_chain (chains, end, nodes);
  if (n_nodes < 4)
    return;
  last = n_nodes - 1;
  premise = nodes[0];
  start = state_cell (chains, premise);
  /* The first link leaves the start cell, the last one comes back. */
  if (state_cell (chains, nodes[1]) == start || state_cell (chains, nodes[last - 1]) == start)
    return;
  if (is_lasso (chains, nodes, n_nodes, TRUE))
    return;
  grouped = chain_is_grouped (nodes, n_nodes);
  if (grouped != chains->with_groups)
    return;

  first_strong = !state_on (premise);
  last_strong = state_on (end);
  start_digit = state_digit (chains, premise);
  end_digit = state_digit (chains, end);

  if (!first_strong && !last_strong && start_digit == end_digit)
    {
      /* On leads to off: the start candidate is false. */
      mask_add (mask, start, start_digit);
      technique = SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS;
    }
  else if (first_strong && last_strong && start_digit == end_digit)
    {
      /* Off leads to on: the start candidate is true. */
      mask_add_others (mask, start, candidates[start] & ~SUDOKU_DIGIT_BIT (start_digit));
      technique = SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS;
    }
  else if (first_strong != last_strong && start_digit != end_digit)
    {
      /* Two digits of the start cell on at once, or both off. */
      mask_add (mask, start, first_strong ? end_digit : start_digit);
      technique = SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS;
    }
  else if (first_strong || last_strong || count_digits (candidates[start]) == 2)
    {
      if (!is_simple_loop (chains, nodes, n_nodes))
        return;
      continuous_eliminations (chains, nodes, n_nodes, mask);
      technique = SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS;
    }
  else
    return;

  if (mask_is_empty (mask))
    return;
  if (grouped)
    technique = technique == SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS
                ? SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_CONTINUOUS
                : SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS;
  _sudoku_chains_results_add (chains, technique, mask, nodes, n_nodes);
}

/* AIC: from an off premise to @end, an on candidate in another cell. */
static void
check_aic (Chains  *chains,
           guint16  end)
{
  const SudokuGrid *grid = chains->grid;
  guint16 nodes[MAX_CHAIN_NODES];
  guint64 mask[MASK_WORDS] = { 0 };
  guint16 premise = chains->queue[0];
  guint start = state_cell (chains, premise);
  guint end_cell = state_cell (chains, end);
  guint start_digit = state_digit (chains, premise);
  guint end_digit = state_digit (chains, end);
  guint n_nodes;
  gboolean grouped;

  if (is_direct (chains, end))
    return;
  if (start_digit == end_digit)
    {
      SudokuCells targets = sudoku_cells_and (sudoku_cells_and (grid->peers[start],
                                                                grid->peers[end_cell]),
                                              grid->digit_cells[start_digit]);

      /* A single elimination is a discontinuous nice loop. */
      if (!cells_several (targets))
        return;
      mask_add_cells (mask, targets, start_digit);
    }
  else
    {
      mask_add (mask, start, end_digit);
      mask_add (mask, end_cell, start_digit);
    }

  n_nodes = build_chain (chains, end, nodes);
  if (n_nodes < 4 || is_lasso (chains, nodes, n_nodes, FALSE))
    return;
  grouped = chain_is_grouped (nodes, n_nodes);
  if (grouped != chains->with_groups)
    return;
  _sudoku_chains_results_add (chains,
                              grouped ? SUDOKU_TECHNIQUE_GROUPED_AIC : SUDOKU_TECHNIQUE_AIC,
                              mask, nodes, n_nodes);
}

/* The strong links between cells. */
static void
find_partners (Chains *chains)
{
  const SudokuGrid *grid = chains->grid;
  const SudokuHouseList *houses = grid->houses;

  memset (chains->partners, 0xff, sizeof chains->partners);
  SUDOKU_CELLS_FOREACH (grid->empty, cell)
    for (guint digit = 1; digit <= 9; digit++)
      {
        guint node = cell * 9 + digit - 1;
        guint n = 0;

        if (!(grid->board.candidates[cell] & SUDOKU_DIGIT_BIT (digit)))
          continue;
        for (guint i = 0; i < G_N_ELEMENTS (houses->cell_houses[cell]) && n < 4; i++)
          {
            guint house = houses->cell_houses[cell][i];
            SudokuCells in_house;

            if (house == 0xff)
              break;
            in_house = sudoku_grid_house_digit (grid, house, digit);
            if (sudoku_cells_count (in_house) != 2)
              continue;
            sudoku_cells_remove (&in_house, cell);
            chains->partners[node][n++] = (guint8) sudoku_cells_first (in_house);
          }
      }
}

void
_sudoku_chains_search_tables (Chains   *chains,
                              gboolean  with_groups,
                              gboolean  with_als)
{
  const SudokuGrid *grid = chains->grid;
  const guint16 *candidates = grid->board.candidates;

  chains->with_groups = with_groups;
  chains->with_als = with_als;
  find_partners (chains);
  if (!with_als)
    _sudoku_chains_reach_build (chains);

  /* All "on" premises first, then all "off" ones, as HoDoKu does. */
  for (guint on = 2; on-- > 0;)
    SUDOKU_CELLS_FOREACH (grid->empty, start)
      for (guint digit = 1; digit <= 9; digit++)
        {
          if (!(candidates[start] & SUDOKU_DIGIT_BIT (digit)))
            continue;
          /* Most premises reach nothing that could give a result. */
          if (!with_als && !_sudoku_chains_reach_may_end (chains, start, digit, on))
            continue;
          search_from (chains, candidate_state (start, digit, on));

          for (guint q = 1; q < chains->n_queue; q++)
            {
              guint16 state = chains->queue[q];

              /* A candidate of the start cell: a state in 18 * start to
               * 18 * start + 17. */
              if ((guint) state - 18 * (guint) start < 18)
                check_loop (chains, state);
            }
          if (on)
            continue;
          for (guint q = 1; q < chains->n_queue; q++)
            {
              guint16 state = chains->queue[q];
              guint cell, end_digit;

              if (!state_on (state) || !state_is_candidate (state))
                continue;
              cell = state_cell (chains, state);
              if (cell == (guint) start)
                continue;
              end_digit = state_digit (chains, state);
              /* Type 2 needs the end cells to see each other, each with
               * the other's digit. */
              if (end_digit != digit &&
                  !(sudoku_cells_has (grid->peers[start], cell) &&
                    (candidates[cell] & SUDOKU_DIGIT_BIT (digit)) &&
                    (candidates[start] & SUDOKU_DIGIT_BIT (end_digit))))
                continue;
              check_aic (chains, state);
            }
        }
}

/* The second grouped search, with ALS nodes too, comes after the first:
 * its steps are reported last. */
void
_sudoku_chains_search_als_tables (Chains *chains)
{
  chains->first_als_result = chains->n_results;
  chains->with_groups = TRUE;
  find_als (chains);
  if (chains->n_als_nodes > 0)
    _sudoku_chains_search_tables (chains, TRUE, TRUE);
}
