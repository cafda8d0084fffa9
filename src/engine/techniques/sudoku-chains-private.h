/* sudoku-chains-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the chain searches and steps (sudoku-chains.c) share with the
 * implication tables (sudoku-chains-tables.c): the nodes and their
 * states, the workspace, and the results with their masks. */

#pragma once

#include "sudoku-techniques.h"

G_BEGIN_DECLS

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

typedef struct _ChainsReach ChainsReach;

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

  /* What each state reaches, for the searches without ALS nodes. */
  ChainsReach *reach;

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

/* Eliminations, as a mask of candidate nodes. */

static inline void
mask_add (guint64 *mask,
          guint    cell,
          guint    digit)
{
  guint node = cell * 9 + digit - 1;

  mask[node / 64] |= G_GUINT64_CONSTANT (1) << (node % 64);
}

static inline void
mask_add_cells (guint64     *mask,
                SudokuCells  cells,
                guint        digit)
{
  SUDOKU_CELLS_FOREACH (cells, cell)
    mask_add (mask, cell, digit);
}

static inline void
mask_add_others (guint64 *mask,
                 guint    cell,
                 guint16  digits)
{
  for (guint digit = 1; digit <= 9; digit++)
    if (digits & SUDOKU_DIGIT_BIT (digit))
      mask_add (mask, cell, digit);
}

static inline gboolean
mask_is_empty (const guint64 *mask)
{
  for (guint i = 0; i < MASK_WORDS; i++)
    if (mask[i])
      return FALSE;
  return TRUE;
}

/* sudoku-chains.c */
void _sudoku_chains_results_add       (Chains          *chains,
                                       SudokuTechnique  technique,
                                       const guint64   *mask,
                                       const guint16   *nodes,
                                       guint            n_nodes);

/* sudoku-chains-tables.c */
void _sudoku_chains_find_groups       (Chains          *chains);
void _sudoku_chains_search_tables     (Chains          *chains,
                                       gboolean         with_groups,
                                       gboolean         with_als);
void _sudoku_chains_search_als_tables (Chains          *chains);

/* sudoku-chains-reach.c */
void     _sudoku_chains_reach_build   (Chains      *chains);
gboolean _sudoku_chains_reach_may_end (Chains      *chains,
                                       guint        start,
                                       guint        digit,
                                       gboolean     on);
void     _sudoku_chains_reach_free    (ChainsReach *reach);

G_END_DECLS
