/* sudoku-als-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the ALS finders (sudoku-als.c, sudoku-als-chains.c) share with each
 * other and with their texts (sudoku-als-text.c): helpers on digit masks,
 * and for the finders the collected ALS and RCCs (AlsData), the search
 * state and the reporting helpers. */

#pragma once

#include <glib.h>

#include "sudoku-techniques.h"

G_BEGIN_DECLS

/* The engine is built for any x86-64, without the popcount instruction;
 * masks here are small. */
static inline guint
count_bits (guint x)
{
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  return (((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24;
}

static inline guint
first_digit (guint16 mask)
{
  return __builtin_ctz (mask) + 1;
}

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

void     _sudoku_als_reserve       (gpointer      *array,
                                    guint         *capacity,
                                    guint          n,
                                    gsize          size);
gboolean _sudoku_als_report_linked (AlsSearch     *search,
                                    const guint   *order,
                                    guint          n,
                                    const guint16 *links,
                                    const Targets *targets,
                                    double         se_rating);
gboolean _sudoku_als_find_chains   (AlsSearch     *search);

G_END_DECLS
