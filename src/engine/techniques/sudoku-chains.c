/* sudoku-chains.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Chains and loops, with HoDoKu's definitions and classification.
 *
 * A chain is a sequence of nodes, each either "on" (true) or "off"
 * (false). A node is a candidate (a digit in a cell); for the grouped
 * techniques also a group node (the two or three cells of one digit
 * where a box meets a row or column) or an ALS node (an almost locked
 * set: n cells of a house with n + 1 digits, which becomes a locked set
 * when one digit, the entry, is taken out of all of its cells). From an
 * on node the next is off: the same digit in a cell that sees it, or
 * another digit of the same cell (a weak link, "not both"). From an off
 * node the next is on: the other cell of a house that holds the digit
 * twice, or the other digit of a cell that holds two (a strong link, "at
 * least one"). An on candidate that sees every cell of an ALS holding
 * its digit makes the ALS locked, which turns off its other digits in
 * every cell that sees all of the ALS's cells with that digit.
 *
 * - X-Chain: one digit, strong links at both ends; the digit goes from
 *   every cell that sees both ends. At most 20 links, cells not repeated.
 * - XY-Chain: bivalue cells only, the strong links inside the cells, the
 *   same digit at both ends; it goes from every cell seeing both ends.
 * - Nice loops and AIC come, as in HoDoKu, from implication tables: for
 *   every candidate set on and set off, a breadth-first search records
 *   the shortest chain to everything it implies. A chain that comes back
 *   to its start cell is a nice loop. Discontinuous: the start candidate
 *   is proved false (eliminated) or true (then its cell's other
 *   candidates are eliminated, as HoDoKu writes it). Continuous: the loop
 *   closes consistently, every weak link becomes strong, and each one
 *   eliminates its digit from the cells that see both of its ends (cells
 *   of the loop excepted), while a cell entered and left by strong links
 *   loses its other candidates. An AIC starts with a strong link from an
 *   off candidate and ends at an on candidate in another cell: type 1
 *   (same digit) eliminates it from the cells seeing both ends when that
 *   makes two or more eliminations (one is a discontinuous loop); type 2
 *   (different digits, the end cells see each other, each holding the
 *   other's digit) eliminates both.
 * - The grouped techniques report the chains that use a group or ALS
 *   node. They are searched twice, as HoDoKu's library runs them: with
 *   group nodes, then with group and ALS nodes; an ALS counts as several
 *   links (HoDoKu's penalty), so that a chain through a big ALS is not
 *   preferred to a slightly longer plain one. The second search costs
 *   several times the first, and HoDoKu's solver leaves it out: its
 *   steps come after all of the first's, and it runs only when the sink
 *   asks for more.
 *
 * Each technique reports one step per distinct set of eliminations, with
 * the shortest chain found for it, shortest chains first. A loop that
 * proves a digit is written, as HoDoKu does, as the elimination of its
 * cell's other candidates. The implication tables serve three
 * techniques; their results are kept per thread for the board they were
 * computed on, so that asking for the next technique on the same board
 * costs nothing. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-techniques.h"

/* Nodes: candidate (cell, digit) is node cell * 9 + digit - 1; group and
 * ALS nodes follow. A state is a node with its value: node * 2 + 1 when
 * on, node * 2 when off. */
#define N_CANDIDATE_NODES  (SUDOKU_N_CELLS * 9)
/* A row or column meets three boxes, for nine digits. */
#define MAX_GROUPS         (2 * 9 * 3 * 9)
#define MAX_ALS            2048
#define MAX_ALS_NODES      8192
#define GROUP_BASE         N_CANDIDATE_NODES
#define ALS_BASE           (GROUP_BASE + MAX_GROUPS)
#define N_NODES            (ALS_BASE + MAX_ALS_NODES)
#define N_STATES           (N_NODES * 2)
#define MASK_WORDS         ((N_CANDIDATE_NODES + 63) / 64)
#define NO_NODE            G_MAXUINT16

/* HoDoKu's limit for X- and XY-Chains, in links. */
#define MAX_SIMPLE_CHAIN_LINKS 20
/* Longer loops and AICs are not reported: nobody follows them by hand. */
#define MAX_CHAIN_NODES        48
/* HoDoKu's table distances: a link counts 2, an ALS adds its penalty,
 * and forcing a cell from an ALS one more. */
#define LINK_LENGTH            2
/* HoDoKu's limit on the consequences recorded for one premise. */
#define MAX_TABLE_ENTRIES      1000
/* How many groups can link to one candidate, or to one group. */
#define MAX_CELL_GROUPS        16
#define MAX_GROUP_LINKS        8

typedef enum {
  SEARCH_X_CHAINS = 1 << 0,
  SEARCH_XY_CHAINS = 1 << 1,
  SEARCH_TABLES = 1 << 2,
  SEARCH_GROUPED_TABLES = 1 << 3,
  SEARCH_ALS_TABLES = 1 << 4,
} SearchKind;

typedef struct
{
  SudokuCells cells;
  SudokuCells buddies;      /* cells that see every cell of the group */
  guint8      digit;
  guint8      first;        /* the lowest cell, HoDoKu's "index" of the group */
  guint8      box;          /* house indices */
  guint8      line;
  gint8       box_single;   /* the only other cell of the box with the digit */
  gint8       line_single;  /* the same in the row or column */
  guint8      n_on_links;
  guint8      n_off_links;
  guint16     on_links[MAX_GROUP_LINKS];   /* groups off when this is on */
  guint16     off_links[MAX_GROUP_LINKS];  /* groups on when this is off */
} GroupNode;

typedef struct
{
  SudokuCells cells;
  SudokuCells digit_cells[10];  /* its cells holding each digit */
  SudokuCells buddies[10];      /* cells outside holding the digit and seeing
                                 * all of its cells that hold it */
  SudokuCells all_buddies;
  guint16     digits;
  guint8      penalty;
  guint16     nodes[10];        /* the ALS node entered by each digit */
} Als;

typedef struct
{
  guint16 als;
  guint8  digit;           /* the entry digit, taken out of the ALS */
  guint8  entry;           /* its first cell holding the entry digit */
  gint32  consequences;    /* into Chains.consequences, -1 until computed */
  guint16 n_consequences;
} AlsNode;

typedef struct
{
  guint64 mask[MASK_WORDS];  /* eliminated candidates, by node number */
  guint32 hash;
  guint8  technique;
  guint8  n_nodes;
  guint16 nodes[MAX_CHAIN_NODES];  /* states */
} ChainResult;

/* A node resolved for a step, independent of the workspace. */
typedef struct
{
  SudokuCells cells;
  guint16     als_digits;  /* for an ALS node, else 0 */
  guint8      digit;
  guint8      on;
  guint8      group;       /* a group node */
} StepNode;

typedef struct
{
  /* The board the results are for, and what has been searched on it. */
  gboolean     valid;
  SudokuBoard  board;
  guint        searched;

  const SudokuGrid *grid;

  /* Group nodes, and for every candidate the groups it links to. */
  guint        n_groups;
  GroupNode    groups[MAX_GROUPS];
  guint8       n_groups_off[N_CANDIDATE_NODES];  /* candidate on: group off */
  guint16      groups_off[N_CANDIDATE_NODES][MAX_CELL_GROUPS];
  guint8       n_groups_on[N_CANDIDATE_NODES];   /* candidate off: group on */
  guint16      groups_on[N_CANDIDATE_NODES][MAX_CELL_GROUPS];

  /* ALS nodes, the ALS each candidate or group enters when on, and the
   * ALS nodes each ALS node enters through its eliminations. */
  guint        n_als;
  Als         *als;
  guint        n_als_nodes;
  AlsNode      als_nodes[MAX_ALS_NODES];
  guint32      cell_entries_start[N_CANDIDATE_NODES + 1];
  guint32      entry_cell_start[N_CANDIDATE_NODES + 1];  /* ALS nodes by entry */
  guint16      entry_cell_nodes[MAX_ALS_NODES];
  guint32      group_entries_start[MAX_GROUPS + 1];
  GArray      *entries;       /* guint16 ALS nodes, candidates' then groups' */
  GArray      *consequences;  /* guint16 states */

  /* For every candidate, its partners in the houses holding its digit
   * twice (the strong links between cells), in house order. */
  guint8       partners[N_CANDIDATE_NODES][4];

  /* ALS already found, by their cells. */
  guint16      als_slots[2 * MAX_ALS];

  /* Breadth-first search. With ALS nodes the links have lengths, and a
   * state reached again by a shorter way takes it, as in HoDoKu. */
  gboolean     with_groups;
  gboolean     with_als;
  SudokuCells  on_seen[10];
  SudokuCells  off_seen[10];
  guint64      group_seen[2][(MAX_GROUPS + 63) / 64];
  guint64      als_seen[(MAX_ALS_NODES + 63) / 64];
  guint16      pred[N_STATES];
  guint16      dist[N_STATES];
  guint16      order[N_STATES];
  guint16      queue[N_STATES];
  guint        n_queue;
  guint        n_direct;

  /* Depth-first search of X- and XY-Chains. */
  SudokuCells  conjugates[SUDOKU_N_CELLS];
  SudokuCells  used;
  guint16      path[MAX_SIMPLE_CHAIN_LINKS + 2];

  /* Results, deduplicated by technique and eliminations. Those before
   * @first_als_result are from before the search with ALS nodes and keep
   * their chains. */
  ChainResult *results;
  guint        n_results;
  guint        first_als_result;
  guint        results_size;
  guint32     *slots;        /* index + 1 into results, 0 when free */
  guint        n_slots;
} Chains;

/* States */

static inline guint16
candidate_state (guint    cell,
                 guint    digit,
                 gboolean on)
{
  return (guint16) (((cell * 9 + digit - 1) << 1) | (on ? 1 : 0));
}

static inline guint16
group_state (guint    group,
             gboolean on)
{
  return (guint16) (((GROUP_BASE + group) << 1) | (on ? 1 : 0));
}

static inline guint16
als_state (guint als_node)
{
  return (guint16) ((ALS_BASE + als_node) << 1);
}

static inline gboolean
state_on (guint16 state)
{
  return state & 1;
}

static inline gboolean
state_is_candidate (guint16 state)
{
  return (state >> 1) < GROUP_BASE;
}

static inline gboolean
state_is_group (guint16 state)
{
  return (state >> 1) >= GROUP_BASE && (state >> 1) < ALS_BASE;
}

static inline gboolean
state_is_als (guint16 state)
{
  return (state >> 1) >= ALS_BASE;
}

static inline const GroupNode *
state_group (const Chains *chains,
             guint16       state)
{
  return &chains->groups[(state >> 1) - GROUP_BASE];
}

static inline const AlsNode *
state_als_node (const Chains *chains,
                guint16       state)
{
  return &chains->als_nodes[(state >> 1) - ALS_BASE];
}

static inline const Als *
state_als (const Chains *chains,
           guint16       state)
{
  return &chains->als[state_als_node (chains, state)->als];
}

static inline guint
state_digit (const Chains *chains,
             guint16       state)
{
  if (state_is_candidate (state))
    return (state >> 1) % 9 + 1;
  if (state_is_group (state))
    return state_group (chains, state)->digit;
  return state_als_node (chains, state)->digit;
}

/* The cell HoDoKu identifies a node with: its own, a group's lowest, an
 * ALS's lowest holding the entry digit. */
static inline guint
state_cell (const Chains *chains,
            guint16       state)
{
  if (state_is_candidate (state))
    return (state >> 1) / 9;
  if (state_is_group (state))
    return state_group (chains, state)->first;
  return state_als_node (chains, state)->entry;
}

static inline SudokuCells
state_cells (const Chains *chains,
             guint16       state)
{
  if (state_is_candidate (state))
    return sudoku_cells_single ((state >> 1) / 9);
  if (state_is_group (state))
    return state_group (chains, state)->cells;
  return state_als (chains, state)->cells;
}

/* Cells that see every cell of the node holding @digit. */
static inline SudokuCells
state_buddies (const Chains *chains,
               guint16       state,
               guint         digit)
{
  if (state_is_candidate (state))
    return chains->grid->peers[(state >> 1) / 9];
  if (state_is_group (state))
    return state_group (chains, state)->buddies;
  return state_als (chains, state)->buddies[digit];
}

/* Without a popcount instruction in the baseline, the library call is
 * slow in the inner loops. */
static inline guint
count_digits (guint16 mask)
{
  guint m = mask;

  m = m - ((m >> 1) & 0x5555);
  m = (m & 0x3333) + ((m >> 2) & 0x3333);
  m = (m + (m >> 4)) & 0x0f0f;
  return (m + (m >> 8)) & 0x1f;
}

/* Whether @cells holds two cells or more. */
static inline gboolean
cells_several (SudokuCells cells)
{
  if (cells.low != 0)
    cells.low &= cells.low - 1;
  else
    cells.high &= cells.high - 1;
  return !sudoku_cells_is_empty (cells);
}

/* Workspace */

static void
chains_free (gpointer data)
{
  Chains *chains = data;

  if (chains == NULL)
    return;
  g_free (chains->results);
  g_free (chains->slots);
  g_free (chains->als);
  g_clear_pointer (&chains->entries, g_array_unref);
  g_clear_pointer (&chains->consequences, g_array_unref);
  g_free (chains);
}

static GPrivate chains_key = G_PRIVATE_INIT (chains_free);
static GPrivate chains_busy_key;

static Chains *
chains_new (void)
{
  Chains *chains = g_new0 (Chains, 1);

  chains->entries = g_array_new (FALSE, FALSE, sizeof (guint16));
  chains->consequences = g_array_new (FALSE, FALSE, sizeof (guint16));
  return chains;
}

static void
results_clear (Chains *chains)
{
  chains->n_results = 0;
  chains->first_als_result = 0;
  if (chains->slots != NULL)
    memset (chains->slots, 0, chains->n_slots * sizeof *chains->slots);
}

static guint32
mask_hash (const guint64 *mask,
           guint          technique)
{
  guint64 h = technique * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  for (guint i = 0; i < MASK_WORDS; i++)
    h = (h ^ mask[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  return (guint32) (h ^ (h >> 32));
}

static void
slots_insert (Chains *chains,
              guint   index)
{
  guint mask = chains->n_slots - 1;
  guint slot = chains->results[index].hash & mask;

  while (chains->slots[slot] != 0)
    slot = (slot + 1) & mask;
  chains->slots[slot] = index + 1;
}

static void
results_grow (Chains *chains)
{
  chains->results_size = MAX (256, chains->results_size * 2);
  chains->results = g_renew (ChainResult, chains->results, chains->results_size);
  g_free (chains->slots);
  chains->n_slots = chains->results_size * 2;
  chains->slots = g_new0 (guint32, chains->n_slots);
  for (guint i = 0; i < chains->n_results; i++)
    slots_insert (chains, i);
}

/* Keeps the chain for @technique and the eliminations in @mask unless one
 * at least as short is already known. */
static void
results_add (Chains         *chains,
             SudokuTechnique technique,
             const guint64  *mask,
             const guint16  *nodes,
             guint           n_nodes)
{
  guint32 hash = mask_hash (mask, technique);
  ChainResult *result;
  guint slot;

  if (n_nodes > MAX_CHAIN_NODES)
    return;
  if (chains->n_results == chains->results_size)
    results_grow (chains);

  slot = hash & (chains->n_slots - 1);
  while (chains->slots[slot] != 0)
    {
      result = &chains->results[chains->slots[slot] - 1];
      if (result->hash == hash && result->technique == technique &&
          memcmp (result->mask, mask, sizeof result->mask) == 0)
        {
          if (result->n_nodes > n_nodes &&
              chains->slots[slot] - 1 >= chains->first_als_result)
            {
              memcpy (result->nodes, nodes, n_nodes * sizeof *nodes);
              result->n_nodes = n_nodes;
            }
          return;
        }
      slot = (slot + 1) & (chains->n_slots - 1);
    }

  result = &chains->results[chains->n_results];
  memcpy (result->mask, mask, sizeof result->mask);
  result->hash = hash;
  result->technique = technique;
  result->n_nodes = n_nodes;
  memcpy (result->nodes, nodes, n_nodes * sizeof *nodes);
  chains->slots[slot] = ++chains->n_results;
}

static inline void
mask_add (guint64 *mask,
          guint    cell,
          guint    digit)
{
  guint node = cell * 9 + digit - 1;

  mask[node / 64] |= G_GUINT64_CONSTANT (1) << (node % 64);
}

static void
mask_add_cells (guint64     *mask,
                SudokuCells  cells,
                guint        digit)
{
  SUDOKU_CELLS_FOREACH (cells, cell)
    mask_add (mask, cell, digit);
}

static void
mask_add_others (guint64 *mask,
                 guint    cell,
                 guint16  digits)
{
  for (guint digit = 1; digit <= 9; digit++)
    if (digits & SUDOKU_DIGIT_BIT (digit))
      mask_add (mask, cell, digit);
}

static gboolean
mask_is_empty (const guint64 *mask)
{
  for (guint i = 0; i < MASK_WORDS; i++)
    if (mask[i])
      return FALSE;
  return TRUE;
}

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

static void
find_groups (Chains *chains)
{
  const SudokuGrid *grid = chains->grid;

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
      for (guint h = 0; h < chains->n_groups; h++)
        {
          GroupNode *other = &chains->groups[h];

          if (h == g || other->digit != digit ||
              sudoku_cells_intersect (group->cells, other->cells))
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

/* Breadth-first search from one premise */

/* Records that @state follows from @from over a link of @length, unless
 * the table is full. */
static inline gboolean
reach_new (Chains  *chains,
           guint16  state,
           guint16  from,
           guint    length)
{
  if (chains->n_queue >= MAX_TABLE_ENTRIES)
    return FALSE;
  chains->pred[state] = from;
  chains->dist[state] = chains->dist[from] + length;
  chains->order[state] = (guint16) chains->n_queue;
  chains->queue[chains->n_queue++] = state;
  return TRUE;
}

/* A state seen before keeps its first way, unless the new one is shorter
 * and it is not a direct consequence of the premise (HoDoKu's rule; only
 * ALS links are longer than the others, so only then can it happen). */
static inline void
reach_again (Chains  *chains,
             guint16  state,
             guint16  from,
             guint    length)
{
  guint dist = chains->dist[from] + length;

  if (chains->with_als && chains->order[state] >= chains->n_direct &&
      dist < chains->dist[state])
    {
      chains->pred[state] = from;
      chains->dist[state] = (guint16) dist;
    }
}

static inline void
reach_candidate (Chains   *chains,
                 guint     cell,
                 guint     digit,
                 gboolean  on,
                 guint16   from,
                 guint     length)
{
  SudokuCells *seen = on ? &chains->on_seen[digit] : &chains->off_seen[digit];
  guint16 state = candidate_state (cell, digit, on);

  if (sudoku_cells_has (*seen, cell))
    reach_again (chains, state, from, length);
  else if (reach_new (chains, state, from, length))
    sudoku_cells_add (seen, cell);
}

static inline void
reach_bit (Chains  *chains,
           guint64 *seen,
           guint    index,
           guint16  state,
           guint16  from,
           guint    length)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << (index % 64);

  if (seen[index / 64] & bit)
    reach_again (chains, state, from, length);
  else if (reach_new (chains, state, from, length))
    seen[index / 64] |= bit;
}

static inline void
reach_group (Chains   *chains,
             guint     group,
             gboolean  on,
             guint16   from,
             guint     length)
{
  reach_bit (chains, chains->group_seen[on ? 1 : 0], group, group_state (group, on),
             from, length);
}

static inline void
reach_als (Chains  *chains,
           guint    node,
           guint16  from,
           guint    length)
{
  reach_bit (chains, chains->als_seen, node, als_state (node), from, length);
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
        reach_group (chains, (next >> 1) - GROUP_BASE, FALSE, state, length);
      else
        /* Forcing a cell counts one more. */
        reach_candidate (chains, (next >> 1) / 9, (next >> 1) % 9 + 1, state_on (next),
                         state, state_on (next) ? length + 1 : length);
    }
}

/* The direct consequences of a state, in the order HoDoKu's tables list
 * them, which decides between chains of the same length. */
static void
expand (Chains  *chains,
        guint16  state)
{
  const SudokuGrid *grid = chains->grid;
  const SudokuHouseList *houses = grid->houses;

  if (state_is_als (state))
    {
      expand_als (chains, state);
      return;
    }

  if (state_is_group (state))
    {
      guint g = (state >> 1) - GROUP_BASE;
      const GroupNode *group = &chains->groups[g];
      guint digit = group->digit;

      if (state_on (state))
        {
          SudokuCells off = sudoku_cells_and (group->buddies, grid->digit_cells[digit]);

          SUDOKU_CELLS_FOREACH (off, cell)
            reach_candidate (chains, cell, digit, FALSE, state, LINK_LENGTH);
          for (guint i = 0; i < group->n_on_links; i++)
            reach_group (chains, group->on_links[i], FALSE, state, LINK_LENGTH);
          if (chains->with_als)
            reach_entries (chains, N_CANDIDATE_NODES + g, state);
        }
      else
        {
          if (group->box_single >= 0)
            reach_candidate (chains, group->box_single, digit, TRUE, state, LINK_LENGTH);
          if (group->line_single >= 0)
            reach_candidate (chains, group->line_single, digit, TRUE, state, LINK_LENGTH);
          for (guint i = 0; i < group->n_off_links; i++)
            reach_group (chains, group->off_links[i], TRUE, state, LINK_LENGTH);
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
                             LINK_LENGTH);
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
            if (!chains->with_als)
              off = sudoku_cells_minus (off, chains->off_seen[digit]);
            sudoku_cells_remove (&off, cell);
            SUDOKU_CELLS_FOREACH (off, other)
              reach_candidate (chains, other, digit, FALSE, state, LINK_LENGTH);
          }
        if (chains->with_groups)
          for (guint i = 0; i < chains->n_groups_off[node]; i++)
            reach_group (chains, chains->groups_off[node][i], FALSE, state, LINK_LENGTH);
        if (chains->with_als)
          reach_entries (chains, node, state);
      }
    else
      {
        if (count_digits (mask) == 2)
          reach_candidate (chains, cell, __builtin_ctz (mask & ~SUDOKU_DIGIT_BIT (digit)) + 1,
                           TRUE, state, LINK_LENGTH);
        for (guint i = 0; i < 4 && chains->partners[node][i] != 0xff; i++)
          reach_candidate (chains, chains->partners[node][i], digit, TRUE, state, LINK_LENGTH);
        if (chains->with_groups)
          for (guint i = 0; i < chains->n_groups_on[node]; i++)
            reach_group (chains, chains->groups_on[node][i], TRUE, state, LINK_LENGTH);
      }
  }
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
  expand (chains, premise);
  chains->n_direct = chains->n_queue;
  /* Like HoDoKu, stop when the table is full. */
  for (guint q = 1; q < chains->n_queue && chains->n_queue < MAX_TABLE_ENTRIES; q++)
    expand (chains, chains->queue[q]);
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

  if (chains->dist[end] <= 2)
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
  results_add (chains, technique, mask, nodes, n_nodes);
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

  if (chains->dist[end] <= 2)
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
  results_add (chains, grouped ? SUDOKU_TECHNIQUE_GROUPED_AIC : SUDOKU_TECHNIQUE_AIC,
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

static void
search_tables (Chains   *chains,
               gboolean  with_groups,
               gboolean  with_als)
{
  const SudokuGrid *grid = chains->grid;
  const guint16 *candidates = grid->board.candidates;

  chains->with_groups = with_groups;
  chains->with_als = with_als;
  find_partners (chains);

  /* All "on" premises first, then all "off" ones, as HoDoKu does. */
  for (guint on = 2; on-- > 0;)
    SUDOKU_CELLS_FOREACH (grid->empty, start)
      for (guint digit = 1; digit <= 9; digit++)
        {
          if (!(candidates[start] & SUDOKU_DIGIT_BIT (digit)))
            continue;
          search_from (chains, candidate_state (start, digit, on));

          for (guint q = 1; q < chains->n_queue; q++)
            {
              guint16 state = chains->queue[q];

              if (state_is_candidate (state) && state_cell (chains, state) == (guint) start)
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
static void
search_als_tables (Chains *chains)
{
  chains->first_als_result = chains->n_results;
  chains->with_groups = TRUE;
  find_als (chains);
  if (chains->n_als_nodes > 0)
    search_tables (chains, TRUE, TRUE);
}

/* X-Chains */

/* The chain in @chains->path, from @start to @end, both on @digit at
 * the ends of strong links: the digit goes from every cell seeing both. */
static void
add_simple_chain (Chains          *chains,
                  SudokuTechnique  technique,
                  guint            start,
                  guint            end,
                  guint            digit,
                  guint            depth)
{
  const SudokuGrid *grid = chains->grid;
  SudokuCells targets = sudoku_cells_and (sudoku_cells_and (grid->peers[start], grid->peers[end]),
                                          grid->digit_cells[digit]);
  guint64 mask[MASK_WORDS] = { 0 };

  if (sudoku_cells_is_empty (targets))
    return;
  mask_add_cells (mask, targets, digit);
  results_add (chains, technique, mask, chains->path, depth + 1);
}

static void
x_chain_extend (Chains *chains,
                guint   digit,
                guint   depth)
{
  const SudokuGrid *grid = chains->grid;
  guint start = (chains->path[0] >> 1) / 9;
  guint end = (chains->path[depth] >> 1) / 9;
  SudokuCells weak;

  if (depth >= 3)
    add_simple_chain (chains, SUDOKU_TECHNIQUE_X_CHAIN, start, end, digit, depth);
  if (depth + 2 > MAX_SIMPLE_CHAIN_LINKS)
    return;

  weak = sudoku_cells_minus (sudoku_cells_and (grid->peers[end], grid->digit_cells[digit]),
                             chains->used);
  SUDOKU_CELLS_FOREACH (weak, next)
    {
      SudokuCells strong = sudoku_cells_minus (chains->conjugates[next], chains->used);

      if (sudoku_cells_is_empty (strong))
        continue;
      sudoku_cells_add (&chains->used, next);
      chains->path[depth + 1] = candidate_state (next, digit, FALSE);
      SUDOKU_CELLS_FOREACH (strong, after)
        {
          sudoku_cells_add (&chains->used, after);
          chains->path[depth + 2] = candidate_state (after, digit, TRUE);
          x_chain_extend (chains, digit, depth + 2);
          sudoku_cells_remove (&chains->used, after);
        }
      sudoku_cells_remove (&chains->used, next);
    }
}

static void
search_x_chains (Chains *chains)
{
  const SudokuGrid *grid = chains->grid;
  const SudokuHouseList *houses = grid->houses;

  for (guint digit = 1; digit <= 9; digit++)
    {
      SudokuCells cells = grid->digit_cells[digit];

      /* Strong links: the two cells of a house holding the digit twice. */
      SUDOKU_CELLS_FOREACH (cells, cell)
        {
          chains->conjugates[cell] = SUDOKU_CELLS_EMPTY;
          for (guint i = 0; i < G_N_ELEMENTS (houses->cell_houses[cell]); i++)
            {
              guint house = houses->cell_houses[cell][i];
              SudokuCells in_house;

              if (house == 0xff)
                break;
              in_house = sudoku_grid_house_digit (grid, house, digit);
              if (sudoku_cells_count (in_house) == 2)
                chains->conjugates[cell] = sudoku_cells_or (chains->conjugates[cell], in_house);
            }
          sudoku_cells_remove (&chains->conjugates[cell], cell);
        }

      SUDOKU_CELLS_FOREACH (cells, start)
        {
          SudokuCells strong = chains->conjugates[start];

          chains->used = sudoku_cells_single (start);
          chains->path[0] = candidate_state (start, digit, FALSE);
          SUDOKU_CELLS_FOREACH (strong, next)
            {
              sudoku_cells_add (&chains->used, next);
              chains->path[1] = candidate_state (next, digit, TRUE);
              x_chain_extend (chains, digit, 1);
              sudoku_cells_remove (&chains->used, next);
            }
        }
    }
}

/* XY-Chains */

static void
xy_chain_extend (Chains      *chains,
                 SudokuCells  bivalue,
                 guint        depth)
{
  const SudokuGrid *grid = chains->grid;
  guint start = (chains->path[0] >> 1) / 9;
  guint start_digit = (chains->path[0] >> 1) % 9 + 1;
  guint end = (chains->path[depth] >> 1) / 9;
  guint digit = (chains->path[depth] >> 1) % 9 + 1;
  SudokuCells next_cells;

  if (depth >= 3 && digit == start_digit)
    add_simple_chain (chains, SUDOKU_TECHNIQUE_XY_CHAIN, start, end, digit, depth);
  if (depth + 2 > MAX_SIMPLE_CHAIN_LINKS)
    return;

  next_cells = sudoku_cells_and (bivalue, grid->peers[end]);
  next_cells = sudoku_cells_and (next_cells, grid->digit_cells[digit]);
  next_cells = sudoku_cells_minus (next_cells, chains->used);
  SUDOKU_CELLS_FOREACH (next_cells, next)
    {
      guint other = __builtin_ctz (grid->board.candidates[next] & ~SUDOKU_DIGIT_BIT (digit)) + 1;

      sudoku_cells_add (&chains->used, next);
      chains->path[depth + 1] = candidate_state (next, digit, FALSE);
      chains->path[depth + 2] = candidate_state (next, other, TRUE);
      xy_chain_extend (chains, bivalue, depth + 2);
      sudoku_cells_remove (&chains->used, next);
    }
}

static void
search_xy_chains (Chains *chains)
{
  const SudokuGrid *grid = chains->grid;
  SudokuCells bivalue = SUDOKU_CELLS_EMPTY;

  SUDOKU_CELLS_FOREACH (grid->empty, cell)
    if (count_digits (grid->board.candidates[cell]) == 2)
      sudoku_cells_add (&bivalue, cell);

  SUDOKU_CELLS_FOREACH (bivalue, start)
    {
      guint16 mask = grid->board.candidates[start];

      for (guint digit = 1; digit <= 9; digit++)
        {
          guint other;

          if (!(mask & SUDOKU_DIGIT_BIT (digit)))
            continue;
          other = __builtin_ctz (mask & ~SUDOKU_DIGIT_BIT (digit)) + 1;
          chains->used = sudoku_cells_single (start);
          chains->path[0] = candidate_state (start, digit, FALSE);
          chains->path[1] = candidate_state (start, other, TRUE);
          xy_chain_extend (chains, bivalue, 1);
        }
    }
}

/* Steps */

/* Sudoku Explainer adds a tenth for every step of a length scale that
 * grows by half and a third in turn: 4, 6, 8, 12, 16, 24, … nodes. */
static double
length_difficulty (guint length)
{
  double added = 0.0;
  guint ceiling = 4;
  gboolean odd = FALSE;

  while (length > ceiling)
    {
      added += 0.1;
      ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
      odd = !odd;
    }
  return added;
}

static double
chain_rating (SudokuTechnique  technique,
              const StepNode  *nodes,
              guint            n_nodes)
{
  double base = sudoku_technique_get_info (technique)->se_rating;
  gboolean x_links = FALSE, y_links = FALSE, als = FALSE;

  /* Sudoku Explainer rates chains of one kind of strong link (X: a house,
   * Y: a cell) lower than mixed ones, and its cycles lower than its
   * chains. */
  for (guint i = 0; i < n_nodes; i++)
    als = als || nodes[i].als_digits != 0;
  for (guint i = 1; i < n_nodes; i++)
    if (nodes[i].on)
      {
        if (sudoku_cells_equal (nodes[i].cells, nodes[i - 1].cells))
          y_links = TRUE;
        else
          x_links = TRUE;
      }

  switch (technique)
    {
    case SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS:
      base = x_links && y_links ? 7.0 : 6.5;
      break;
    case SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS:
    case SUDOKU_TECHNIQUE_AIC:
      base = x_links && y_links ? 7.0 : 6.6;
      break;
    default:
      break;
    }
  /* Sudoku Explainer has no ALS; a chain through one rates as ours. */
  if (als)
    base = MAX (base, sudoku_technique_get_info (SUDOKU_TECHNIQUE_ALS_CHAIN)->se_rating);
  /* In tenths, without the rounding errors of adding 0.1 repeatedly. */
  return (int) ((base + length_difficulty (n_nodes - 2)) * 10.0 + 0.5) / 10.0;
}

/* The first house that holds every cell of @cells. */
static int
common_house (const SudokuGrid *grid,
              SudokuCells       cells)
{
  const SudokuHouseList *houses = grid->houses;
  guint first = sudoku_cells_first (cells);

  for (guint i = 0; i < G_N_ELEMENTS (houses->cell_houses[first]); i++)
    {
      guint house = houses->cell_houses[first][i];

      if (house == 0xff)
        break;
      if (sudoku_cells_subset (cells, grid->house_cells[house]))
        return (int) house;
    }
  return -1;
}

static StepNode
resolve_node (const Chains *chains,
              guint16       state)
{
  StepNode node = { 0 };

  node.cells = state_cells (chains, state);
  node.digit = state_digit (chains, state);
  node.on = state_on (state);
  node.group = state_is_group (state);
  if (state_is_als (state))
    node.als_digits = state_als (chains, state)->digits;
  return node;
}

static SudokuStep *
make_step (const SudokuGrid *grid,
           SudokuTechnique   technique,
           const guint64    *mask,
           const StepNode   *nodes,
           guint             n_nodes)
{
  SudokuStep *step = sudoku_step_new (technique);
  guint n_als = 0;

  for (guint node = 0; node < N_CANDIDATE_NODES; node++)
    if (mask[node / 64] & (G_GUINT64_CONSTANT (1) << (node % 64)))
      sudoku_step_add_elimination (step, node / 9, node % 9 + 1);
  sudoku_step_sort (step);

  for (guint i = 0; i < n_nodes; i++)
    {
      const StepNode *node = &nodes[i];

      if (node->als_digits != 0)
        {
          /* The ALS's cells, numbered from 1 in the step. */
          n_als++;
          SUDOKU_CELLS_FOREACH (node->cells, cell)
            sudoku_step_add_mark (step, cell, 0, SUDOKU_ROLE_ALS, n_als);
          step->digits |= node->als_digits;
        }
      else
        {
          SUDOKU_CELLS_FOREACH (node->cells, cell)
            sudoku_step_add_mark (step, cell, node->digit,
                                  node->on ? SUDOKU_ROLE_CHAIN_ON : SUDOKU_ROLE_CHAIN_OFF,
                                  node->group ? 1 : 0);
          step->digits |= SUDOKU_DIGIT_BIT (node->digit);
        }
      if (i == 0)
        continue;

      {
        const StepNode *from = &nodes[i - 1];
        /* A link out of an ALS is about the digit it eliminates or forces. */
        guint from_digit = from->als_digits != 0 ? node->digit : from->digit;

        sudoku_step_add_link (step, from->cells, from_digit, node->cells, node->digit,
                              node->on);
        /* The houses of the strong links between cells. */
        if (node->on && from->als_digits == 0 && !sudoku_cells_equal (from->cells, node->cells))
          {
            int house = common_house (grid, sudoku_cells_or (from->cells, node->cells));

            if (house >= 0)
              sudoku_step_add_house (step, (guint) house);
          }
      }
    }
  step->se_rating = chain_rating (technique, nodes, n_nodes);
  return step;
}

static int
compare_results (gconstpointer a,
                 gconstpointer b)
{
  const ChainResult *x = *(const ChainResult * const *) a;
  const ChainResult *y = *(const ChainResult * const *) b;
  guint nx = 0, ny = 0;

  if (x->n_nodes != y->n_nodes)
    return (int) x->n_nodes - (int) y->n_nodes;
  for (guint i = 0; i < MASK_WORDS; i++)
    {
      nx += __builtin_popcountll (x->mask[i]);
      ny += __builtin_popcountll (y->mask[i]);
    }
  if (nx != ny)
    return (int) ny - (int) nx;
  return memcmp (x->mask, y->mask, sizeof x->mask);
}

static SearchKind
technique_search (SudokuTechnique technique)
{
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_X_CHAIN:
      return SEARCH_X_CHAINS;
    case SUDOKU_TECHNIQUE_XY_CHAIN:
      return SEARCH_XY_CHAINS;
    case SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS:
    case SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS:
    case SUDOKU_TECHNIQUE_AIC:
      return SEARCH_TABLES;
    case SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_CONTINUOUS:
    case SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS:
    case SUDOKU_TECHNIQUE_GROUPED_AIC:
      return SEARCH_GROUPED_TABLES;
    default:
      return 0;
    }
}

/* Found chains, resolved so that the workspace can go. */
typedef struct
{
  guint     n_found;
  guint64 (*masks)[MASK_WORDS];
  guint    *first_nodes;
  guint    *n_nodes;
  StepNode *nodes;
} FoundChains;

static void
found_chains_clear (FoundChains *found)
{
  g_free (found->masks);
  g_free (found->first_nodes);
  g_free (found->n_nodes);
  g_free (found->nodes);
  memset (found, 0, sizeof *found);
}

/* The results of @technique among results @first to @last - 1, the
 * shortest chains first, then those eliminating most. */
static void
collect_results (const Chains    *chains,
                 SudokuTechnique  technique,
                 guint            first,
                 guint            last,
                 FoundChains     *found)
{
  GPtrArray *sorted = g_ptr_array_new ();
  guint n_nodes = 0;

  for (guint i = first; i < last; i++)
    if (chains->results[i].technique == technique)
      {
        g_ptr_array_add (sorted, &chains->results[i]);
        n_nodes += chains->results[i].n_nodes;
      }
  g_ptr_array_sort (sorted, compare_results);

  found->n_found = sorted->len;
  found->masks = g_malloc (sizeof *found->masks * MAX (sorted->len, 1));
  found->first_nodes = g_new (guint, MAX (sorted->len, 1));
  found->n_nodes = g_new (guint, MAX (sorted->len, 1));
  found->nodes = g_new (StepNode, MAX (n_nodes, 1));
  n_nodes = 0;
  for (guint i = 0; i < sorted->len; i++)
    {
      const ChainResult *result = g_ptr_array_index (sorted, i);

      memcpy (found->masks[i], result->mask, sizeof result->mask);
      found->first_nodes[i] = n_nodes;
      found->n_nodes[i] = result->n_nodes;
      for (guint k = 0; k < result->n_nodes; k++)
        found->nodes[n_nodes++] = resolve_node (chains, result->nodes[k]);
    }
  g_ptr_array_unref (sorted);
}

/* The thread's workspace, with results valid for @grid; a search
 * started from inside a sink gets one of its own (*own). */
static Chains *
chains_acquire (const SudokuGrid *grid,
                gboolean         *own)
{
  Chains *chains;
  SudokuBoard board;

  *own = g_private_get (&chains_busy_key) != NULL;
  if (*own)
    chains = chains_new ();
  else
    {
      chains = g_private_get (&chains_key);
      if (chains == NULL)
        {
          chains = chains_new ();
          g_private_set (&chains_key, chains);
        }
      g_private_set (&chains_busy_key, GINT_TO_POINTER (1));
    }

  /* Results stay valid while the candidates of the empty cells do. */
  board = grid->board;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board.values[cell] != 0)
      board.candidates[cell] = 0;
  memset (board.givens, 0, sizeof board.givens);
  if (!chains->valid || memcmp (&chains->board, &board, sizeof board) != 0)
    {
      chains->board = board;
      chains->valid = TRUE;
      chains->searched = 0;
      results_clear (chains);
    }
  chains->grid = grid;
  if (chains->results == NULL)
    results_grow (chains);
  return chains;
}

static void
chains_release (Chains   *chains,
                gboolean  own)
{
  chains->grid = NULL;
  if (own)
    chains_free (chains);
  else
    g_private_set (&chains_busy_key, NULL);
}

static void
run_search (Chains     *chains,
            SearchKind  search)
{
  if (chains->searched & search)
    return;
  switch (search)
    {
    case SEARCH_X_CHAINS:
      search_x_chains (chains);
      break;
    case SEARCH_XY_CHAINS:
      search_xy_chains (chains);
      break;
    case SEARCH_TABLES:
      search_tables (chains, FALSE, FALSE);
      break;
    case SEARCH_GROUPED_TABLES:
      find_groups (chains);
      if (chains->n_groups > 0)
        search_tables (chains, TRUE, FALSE);
      break;
    case SEARCH_ALS_TABLES:
      run_search (chains, SEARCH_GROUPED_TABLES);
      search_als_tables (chains);
      break;
    default:
      g_assert_not_reached ();
    }
  chains->searched |= search;
}

gboolean
_sudoku_find_chains (const SudokuGrid *grid,
                     SudokuTechnique   technique,
                     SudokuStepSink    sink,
                     gpointer          user_data)
{
  SearchKind search = technique_search (technique);
  gboolean stopped = FALSE;

  g_return_val_if_fail (search != 0, FALSE);

  /* The grouped techniques report the chains with group nodes, then, if
   * asked for more, those with ALS nodes, which take longer to find. */
  for (guint pass = 0;
       pass < (search == SEARCH_GROUPED_TABLES && grid->als_nodes ? 2 : 1) && !stopped;
       pass++)
    {
      FoundChains found = { 0 };
      gboolean own;
      Chains *chains = chains_acquire (grid, &own);

      run_search (chains, pass == 0 ? search : SEARCH_ALS_TABLES);
      if (search != SEARCH_GROUPED_TABLES)
        collect_results (chains, technique, 0, chains->n_results, &found);
      else if (pass == 0)
        /* Only the first search's results, even when the second has run
         * already. */
        collect_results (chains, technique, 0,
                         chains->searched & SEARCH_ALS_TABLES ? chains->first_als_result
                                                              : chains->n_results,
                         &found);
      else
        collect_results (chains, technique, chains->first_als_result, chains->n_results,
                         &found);
      chains_release (chains, own);

      /* The steps are made once the workspace is free: a sink may search
       * again. */
      for (guint i = 0; i < found.n_found && !stopped; i++)
        stopped = sink (make_step (grid, technique, found.masks[i],
                                   &found.nodes[found.first_nodes[i]], found.n_nodes[i]),
                        user_data);
      found_chains_clear (&found);
    }
  return stopped;
}

/* Texts */

/* "r1c2", or "r1c23" / "r12c3" for cells in a row or column. */
static void
append_cells (GString     *text,
              SudokuCells  cells)
{
  guint first = sudoku_cells_first (cells);
  guint row = sudoku_cell_row (first), column = sudoku_cell_column (first);
  gboolean same_row = TRUE, same_column = TRUE;

  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      same_row = same_row && sudoku_cell_row (cell) == row;
      same_column = same_column && sudoku_cell_column (cell) == column;
    }
  if (same_row)
    {
      g_string_append_printf (text, "r%uc", row + 1);
      SUDOKU_CELLS_FOREACH (cells, cell)
        g_string_append_printf (text, "%u", sudoku_cell_column (cell) + 1);
    }
  else if (same_column)
    {
      g_string_append (text, "r");
      SUDOKU_CELLS_FOREACH (cells, cell)
        g_string_append_printf (text, "%u", sudoku_cell_row (cell) + 1);
      g_string_append_printf (text, "c%u", column + 1);
    }
  else
    {
      gboolean first_cell = TRUE;

      SUDOKU_CELLS_FOREACH (cells, cell)
        {
          g_string_append_printf (text, "%sr%uc%u", first_cell ? "" : ",",
                                  sudoku_cell_row (cell) + 1, sudoku_cell_column (cell) + 1);
          first_cell = FALSE;
        }
    }
}

static char *
dup_cells (SudokuCells cells)
{
  GString *text = g_string_new (NULL);

  append_cells (text, cells);
  return g_string_free (text, FALSE);
}

/* Whether @cells are the cells of an ALS of the step. */
static gboolean
is_als (const SudokuStep *step,
        SudokuCells       cells)
{
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == SUDOKU_ROLE_ALS && sudoku_cells_has (cells, mark->cell))
        return TRUE;
    }
  return FALSE;
}

static void
append_node (GString           *text,
             const SudokuStep  *step,
             const SudokuBoard *before,
             SudokuCells        cells,
             guint              digit)
{
  if (is_als (step, cells))
    {
      /* The digit that enters the ALS, then its cells and digits. */
      g_string_append_printf (text, "(%u)ALS:", digit);
      append_cells (text, cells);
      if (before != NULL)
        {
          guint16 digits = 0;

          SUDOKU_CELLS_FOREACH (cells, cell)
            digits |= before->candidates[cell];
          g_string_append_c (text, '{');
          for (guint d = 1; d <= 9; d++)
            if (digits & SUDOKU_DIGIT_BIT (d))
              g_string_append_printf (text, "%u", d);
          g_string_append_c (text, '}');
        }
      return;
    }
  g_string_append_printf (text, "%u", digit);
  append_cells (text, cells);
}

/* The chain in Eureka notation: "4r1c2=4r1c7-4r5c7=4r5c3", strong
 * links "=", weak ones "-". */
static char *
dup_chain (const SudokuStep  *step,
           const SudokuBoard *before)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < step->links->len; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

      if (i == 0)
        append_node (text, step, before, link->from, link->from_digit);
      g_string_append (text, link->strong ? "=" : "-");
      append_node (text, step, before, link->to, link->to_digit);
    }
  return g_string_free (text, FALSE);
}
static char *
describe_full (const SudokuStep *step,
               const char       *result)
{
  const SudokuLink *first = &g_array_index (step->links, SudokuLink, 0);
  const SudokuLink *last = &g_array_index (step->links, SudokuLink, step->links->len - 1);
  g_autofree char *start = dup_cells (first->from);
  g_autofree char *end = dup_cells (last->to);
  guint start_digit = first->from_digit;
  guint end_digit = last->to_digit;
  const char *links_text =
    _("Links marked = are strong (at least one of the two candidates is true); links "
      "marked - are weak (at most one is true). Strong and weak links alternate, so "
      "each candidate along the chain decides the next.");

  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_X_CHAIN:
      return g_strdup_printf (_("%s If %s is not %u, the chain forces %s to be %u: one of "
                                "the two ends holds %u, so no cell that sees both ends "
                                "can: %s."),
                              links_text, start, start_digit, end, end_digit,
                              start_digit, result);

    case SUDOKU_TECHNIQUE_XY_CHAIN:
      return g_strdup_printf (_("Every cell of the chain has exactly two candidates. If "
                                "%s is not %u, it holds its other digit, which that digit's "
                                "next cell then cannot hold, and so on along the chain "
                                "until %s must be %u. One of the two end cells holds %u, "
                                "so no cell that sees both can: %s."),
                              start, start_digit, end, end_digit, start_digit, result);

    case SUDOKU_TECHNIQUE_AIC:
    case SUDOKU_TECHNIQUE_GROUPED_AIC:
      if (start_digit == end_digit)
        return g_strdup_printf (_("%s The chain starts and ends with a strong link on %u: "
                                  "if %s is not %u, the chain forces %s to be %u. One of "
                                  "the two ends holds %u, so no cell that sees both can: "
                                  "%s."),
                                links_text, start_digit, start, start_digit, end,
                                end_digit, start_digit, result);
      return g_strdup_printf (_("%s If %s is not %u, the chain forces %s to be %u: one of "
                                "the two is true. So %s cannot be %u: it would not be %u, "
                                "and the chain would make %s %u as well, in a cell it "
                                "sees. For the same reason %s cannot be %u: %s."),
                              links_text, start, start_digit, end, end_digit,
                              start, end_digit, start_digit, end, end_digit,
                              end, start_digit, result);

    case SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS:
    case SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_CONTINUOUS:
      return g_strdup_printf (_("%s The chain leaves %s and comes back to it without a "
                                "contradiction, strong and weak links alternating all the "
                                "way round: the loop holds whichever way it is read, so "
                                "every weak link in it is strong as well, and exactly one "
                                "of its two ends is true. A candidate that sees both ends "
                                "of such a link cannot be true, and a cell entered and "
                                "left by strong links holds one of their two digits: %s."),
                              links_text, start, result);

    case SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS:
    case SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS:
      if (!first->strong && !last->strong)
        return g_strdup_printf (_("%s If %s were %u, the chain would lead back to it and "
                                  "make it not %u. So %s is not %u: %s."),
                                links_text, start, start_digit, start_digit, start,
                                start_digit, result);
      if (first->strong && last->strong)
        return g_strdup_printf (_("%s If %s were not %u, the chain would lead back to it "
                                  "and force it to be %u. So %s is %u, and its other "
                                  "candidates go: %s."),
                                links_text, start, start_digit, start_digit, start,
                                start_digit, result);
      if (!first->strong)
        return g_strdup_printf (_("%s If %s were %u, the chain would lead back to it and "
                                  "make it %u as well. A cell holds one digit, so %s is "
                                  "not %u: %s."),
                                links_text, start, start_digit, end_digit, start,
                                start_digit, result);
      return g_strdup_printf (_("%s If %s were %u, it would not be %u, and the chain "
                                "would then lead back to it and make it not %u either. "
                                "So %s is not %u: %s."),
                              links_text, start, end_digit, start_digit, end_digit,
                              start, end_digit, result);

    default:
      return NULL;
    }
}

char *
_sudoku_describe_chains (const SudokuStep  *step,
                         const SudokuBoard *before,
                         gboolean           full)
{
  const SudokuTechniqueInfo *info = sudoku_technique_get_info (step->technique);
  g_autofree char *chain = NULL;
  g_autofree char *result = NULL;

  if (step->links->len == 0)
    return NULL;

  chain = dup_chain (step, before);
  result = sudoku_step_dup_result (step);
  if (!full)
    return g_strdup_printf (_("%s: %s ⇒ %s"), _(info->name), chain, result);

  {
    g_autofree char *why = describe_full (step, result);
    gboolean groups = FALSE, als = FALSE;

    if (why == NULL)
      return NULL;
    for (guint i = 0; i < step->marks->len; i++)
      {
        const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

        als = als || mark->role == SUDOKU_ROLE_ALS;
        groups = groups || (mark->group != 0 && mark->role != SUDOKU_ROLE_ALS);
      }
    /* Translators: a chain's explanation: its name, the chain, then
     * what group and ALS nodes are (or nothing), then why it works. */
    return g_strdup_printf (_("%s: %s. %s%s%s"), _(info->name), chain,
                            groups ? _("A group node (two or three cells where a box meets "
                                       "a row or column) is true when one of its cells "
                                       "holds the digit. ")
                                   : "",
                            als ? _("An ALS (n cells of a house holding n + 1 digits) "
                                    "becomes a locked set when the digit in brackets is "
                                    "ruled out of it: each of its other digits then has "
                                    "to be in it, and is ruled out of every cell that "
                                    "sees all of its cells holding that digit. ")
                                : "",
                            why);
  }
}
