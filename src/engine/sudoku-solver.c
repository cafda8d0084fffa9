/* sudoku-solver.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The exact solver for classic sudoku.
 *
 * The grid is kept per digit as three 27-bit words, one per band (rows
 * 1–3, 4–6, 7–9); bit 9 * row + column of a band's word is set while the
 * digit may still go in that cell. Within a band each digit fills one
 * cell of each of the three rows and one of each of the three boxes, so
 * its rows and boxes are matched one to one: a 9-bit "which row meets
 * which box" map goes through a table of the edges that lie on some
 * perfect matching, and the cells of every other row × box pair are
 * dropped. That one lookup does hidden singles in rows and boxes and
 * both kinds of locked candidates along the band. Across bands, a
 * column a band has taken for the digit is cleared in the other two, and
 * a column that only one band still offers is forced there. Naked singles
 * come from counting candidates per cell with bit-sliced adders over the
 * nine digits. When nothing more follows, the search branches on a cell
 * with two candidates (or the fewest), keeping the untried half on an
 * explicit stack of states: no allocation, no recursion.
 *
 * This file is the hot path of nanpure-cli bench and of every check the
 * application makes, so it is compiled with -O3 whatever the build type.
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <string.h>

#include "sudoku-solver.h"

#define BAND_MASK   0x7ffffffu
#define BOX_COLUMN  0x1c0e07u   /* three cells of one box column in a band */
#define ROW_MASK    0x1ffu

/* How many nodes pass between two looks at the GCancellable. */
#define CANCEL_INTERVAL 4096

typedef struct
{
  guint32 cand[27];      /* cand[digit * 3 + band] */
  guint32 unsolved[3];   /* cells without a value yet, per band */
  guint32 dirty;         /* bit digit * 3 + band: word changed since looked at */
} State;

/* Lookup tables, filled once. */
static guint8  row_boxes[512];      /* 9 cells of a row → boxes it meets (3 bits) */
static guint16 matching_edges[512]; /* row × box map → edges on a perfect matching */
static guint32 edge_cells[512];     /* row × box edges → the band cells they cover */
static guint16 locked_columns[512]; /* band's columns → columns of boxes with one column */
static guint16 lone_cell[512];      /* a row's cells → the cell, when it is alone */
static guint16 forced_columns[512]; /* columns only this band offers → allowed columns */

static void
init_tables (void)
{
  static const guint8 permutations[6][3] = {
    { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 },
  };

  for (guint x = 0; x < 512; x++)
    {
      guint boxes = 0;
      guint locked = 0;
      guint forced = 0;
      guint32 cells = 0;
      guint edges = 0;

      for (guint k = 0; k < 3; k++)
        {
          guint group = (x >> (3 * k)) & 7;

          if (group)
            boxes |= 1u << k;
          if (group && (group & (group - 1)) == 0)
            locked |= group << (3 * k);
          forced |= (group ? group : 7u) << (3 * k);
        }
      row_boxes[x] = boxes;
      locked_columns[x] = locked;
      forced_columns[x] = forced;
      lone_cell[x] = (x && (x & (x - 1)) == 0) ? x : 0;

      /* Bit 3 * row + box of x is the edge row–box. */
      for (guint p = 0; p < 6; p++)
        {
          guint needed = 0;

          for (guint r = 0; r < 3; r++)
            needed |= 1u << (3 * r + permutations[p][r]);
          if ((x & needed) == needed)
            edges |= needed;
        }
      matching_edges[x] = edges;

      for (guint r = 0; r < 3; r++)
        for (guint k = 0; k < 3; k++)
          if (x & (1u << (3 * r + k)))
            cells |= 7u << (9 * r + 3 * k);
      edge_cells[x] = cells;
    }
}

/* Without -mpopcnt (not in the x86-64 baseline Debian builds for),
 * __builtin_popcount is a library call; this is a dozen instructions. */
static inline guint
count_bits (guint32 x)
{
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (x * 0x01010101u) >> 24;
}

static inline guint32
spread_columns (guint columns)
{
  return columns | columns << 9 | columns << 18;
}

static inline guint
fold_columns (guint32 word)
{
  return (word | word >> 9 | word >> 18) & ROW_MASK;
}

static inline void
narrow (State   *state,
        guint    index,
        guint32  keep)
{
  guint32 word = state->cand[index];

  /* Branch-free: whether a word shrinks is close to a coin toss, and a
   * mispredicted branch costs more than the store. */
  state->cand[index] = word & keep;
  state->dirty |= (guint32) ((word & ~keep) != 0) << index;
}

/* Brings one digit's word in one band in line with the rules; FALSE on a
 * contradiction. */
static inline gboolean
update_word (State *state,
             guint  digit,
             guint  band)
{
  guint index = digit * 3 + band;
  guint32 word = state->cand[index];
  guint map = row_boxes[word & ROW_MASK] |
              row_boxes[(word >> 9) & ROW_MASK] << 3 |
              row_boxes[word >> 18] << 6;
  guint edges = matching_edges[map];
  guint32 placed;
  guint base = digit * 3;

  if (G_UNLIKELY (edges == 0))
    return FALSE;

  word &= edge_cells[edges];
  state->cand[index] = word;

  /* Columns this band has taken leave the other two bands. */
  {
    guint32 keep = ~spread_columns (locked_columns[fold_columns (word)]);

    narrow (state, base + (band + 1) % 3, keep);
    narrow (state, base + (band + 2) % 3, keep);
  }

  /* A row with one cell left places the digit there. */
  placed = lone_cell[word & ROW_MASK] |
           (guint32) lone_cell[(word >> 9) & ROW_MASK] << 9 |
           (guint32) lone_cell[word >> 18] << 18;
  placed &= state->unsolved[band];
  if (placed)
    {
      guint32 dirty = 0;

      state->unsolved[band] &= ~placed;

      /* The placed cells leave every other digit; branch-free, as most
       * digits do not have them. The digit's own word is put back. */
      for (guint other = band; other < 27; other += 3)
        {
          guint32 before = state->cand[other];
          guint32 after = before & ~placed;

          state->cand[other] = after;
          dirty |= (guint32) (before != after) << other;
        }
      state->cand[index] = word;
      state->dirty |= dirty & ~(1u << index);
    }

  return TRUE;
}

/* Every column needs the digit in some band; a column only one band
 * offers must take it there, which confines that box to the column.
 * FALSE on a contradiction. */
static inline gboolean
check_columns (State *state,
               guint  digit)
{
  guint base = digit * 3;
  guint columns[3];

  columns[0] = fold_columns (state->cand[base]);
  columns[1] = fold_columns (state->cand[base + 1]);
  columns[2] = fold_columns (state->cand[base + 2]);
  if (G_UNLIKELY ((columns[0] | columns[1] | columns[2]) != ROW_MASK))
    return FALSE;

  for (guint b = 0; b < 3; b++)
    {
      guint only = columns[b] & ~(columns[(b + 1) % 3] | columns[(b + 2) % 3]);

      narrow (state, base + b, spread_columns (forced_columns[only]));
    }

  return TRUE;
}

static inline void
place (State  *state,
       guint   digit,
       guint   band,
       guint32 cell)
{
  guint bit_index = __builtin_ctz (cell);
  guint32 row = (guint32) ROW_MASK << (9 * (bit_index / 9));
  guint32 box = (guint32) BOX_COLUMN << (3 * ((bit_index % 9) / 3));
  guint index = digit * 3 + band;

  /* Keep the cell only if it was still possible, so that a clash shows
   * up as an empty row rather than being papered over. */
  state->cand[index] &= ~(row | box) | cell;
  state->dirty |= 1u << index;
}

typedef enum {
  PROPAGATE_CONTRADICTION,
  PROPAGATE_SOLVED,
  PROPAGATE_OPEN,
} PropagateResult;

/* Runs every rule to a fixed point. On PROPAGATE_OPEN, twos and threes
 * receive, per band, the unsolved cells with exactly two and with at
 * least three candidates. */
static PropagateResult
propagate (State   *state,
           guint32  twos[3],
           guint32  threes[3])
{
  for (;;)
    {
      gboolean found = FALSE;
      guint digits = 0;

      while (state->dirty)
        {
          guint index = __builtin_ctz (state->dirty);

          state->dirty &= state->dirty - 1;
          if (!update_word (state, index / 3, index % 3))
            return PROPAGATE_CONTRADICTION;
          digits |= 1u << (index / 3);

          /* The column rule waits until the rows and boxes are settled,
           * then runs once for each digit that changed. */
          while (!state->dirty && digits)
            {
              guint digit = __builtin_ctz (digits);

              digits &= digits - 1;
              if (!check_columns (state, digit))
                return PROPAGATE_CONTRADICTION;
            }
        }

      if ((state->unsolved[0] | state->unsolved[1] | state->unsolved[2]) == 0)
        return PROPAGATE_SOLVED;

      /* Naked singles: count candidates per cell, saturating at three. */
      for (guint band = 0; band < 3; band++)
        {
          guint32 unsolved = state->unsolved[band];
          guint32 one = 0, two = 0, three = 0;
          guint32 singles;

          if (!unsolved)
            {
              twos[band] = threes[band] = 0;
              continue;
            }
          for (guint digit = 0; digit < 9; digit++)
            {
              guint32 word = state->cand[digit * 3 + band];

              three |= two & word;
              two |= one & word;
              one |= word;
            }
          if (G_UNLIKELY (unsolved & ~one))
            return PROPAGATE_CONTRADICTION;

          singles = unsolved & ~two;
          twos[band] = unsolved & two & ~three;
          threes[band] = unsolved & three;
          if (singles)
            {
              found = TRUE;
              for (guint digit = 0; digit < 9; digit++)
                {
                  guint32 cells = state->cand[digit * 3 + band] & singles;

                  while (cells)
                    {
                      place (state, digit, band, cells & -cells);
                      cells &= cells - 1;
                    }
                }
            }
        }

      if (!found)
        return PROPAGATE_OPEN;
    }
}

static void
write_solution (const State *state,
                guint8       values[SUDOKU_N_CELLS])
{
  for (guint digit = 0; digit < 9; digit++)
    for (guint band = 0; band < 3; band++)
      {
        guint32 word = state->cand[digit * 3 + band];

        while (word)
          {
            guint bit = __builtin_ctz (word);

            word &= word - 1;
            values[band * 27 + bit] = digit + 1;
          }
      }
}

/* Picks the cell to branch on and the digit to try first: of the cells
 * with two candidates, the one with the most unsolved peers (those in its
 * row and box counting double), so that either choice reaches far;
 * failing that, a cell with the fewest candidates. Against taking the
 * first cell with two candidates this halves the guesses on the hardest
 * sets (286 → 141 per puzzle on forum_hardest_1106, 139 → 82 on every
 * tenth of forum_hardest_1905_11+, 18.8 → 10.5 on top1465). */
static void
choose_branch (const State   *state,
               const guint32  twos[3],
               const guint32  threes[3],
               guint         *out_band,
               guint32       *out_cell,
               guint         *out_digit)
{
  guint best_score = 0;
  guint best_count = 10;

  for (guint band = 0; band < 3; band++)
    {
      guint32 cells = twos[band];

      while (cells)
        {
          guint32 cell = cells & -cells;
          guint bit_index = __builtin_ctz (cell);
          guint32 column = spread_columns (1u << (bit_index % 9));
          guint32 row_and_box = ((guint32) ROW_MASK << (9 * (bit_index / 9))) |
                                ((guint32) BOX_COLUMN << (3 * ((bit_index % 9) / 3)));
          guint32 far_column = (state->unsolved[(band + 1) % 3] |
                                state->unsolved[(band + 2) % 3]) & column;
          guint score = 2 * count_bits (state->unsolved[band] & row_and_box & ~column) +
                        count_bits (far_column);

          cells &= cells - 1;
          if (score > best_score)
            {
              best_score = score;
              *out_band = band;
              *out_cell = cell;
            }
        }
    }

  if (best_score == 0)
    {
      for (guint band = 0; band < 3; band++)
        {
          guint32 cells = threes[band];

          while (cells)
            {
              guint32 cell = cells & -cells;
              guint count = 0;

              cells &= cells - 1;
              for (guint digit = 0; digit < 9; digit++)
                count += (state->cand[digit * 3 + band] & cell) != 0;
              if (count < best_count)
                {
                  best_count = count;
                  *out_band = band;
                  *out_cell = cell;
                }
            }
        }
    }

  for (guint digit = 0; digit < 9; digit++)
    if (state->cand[digit * 3 + *out_band] & *out_cell)
      {
        *out_digit = digit;
        return;
      }
}

static gboolean
load_board (State             *state,
            const SudokuBoard *board)
{
  for (guint i = 0; i < 27; i++)
    state->cand[i] = BAND_MASK;
  state->unsolved[0] = state->unsolved[1] = state->unsolved[2] = BAND_MASK;
  state->dirty = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint value = board->values[cell];
      guint band = cell / 27;
      guint32 bit;
      guint digit;

      if (value == 0)
        continue;
      if (value > 9)
        return FALSE;

      digit = value - 1;
      bit = 1u << (cell % 27);
      if (!(state->cand[digit * 3 + band] & bit))
        return FALSE;
      place (state, digit, band, bit);
      for (guint other = 0; other < 3; other++)
        if (other != band)
          state->cand[digit * 3 + other] &= ~spread_columns (1u << (cell % 9));
      for (guint other = band; other < 27; other += 3)
        if (other != digit * 3 + band)
          state->cand[other] &= ~bit;
    }

  state->dirty = (1u << 27) - 1;
  return TRUE;
}

static void
init_once (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      init_tables ();
      g_once_init_leave (&initialized, 1);
    }
}

/**
 * sudoku_solver_count:
 * @board: a classic board; Windoku boards go to
 *   sudoku_solver_count_generic()
 * @options: (nullable): limits, or %NULL for a count up to 2
 * @result: (out caller-allocates): the outcome
 * @error: set to G_IO_ERROR_CANCELLED when cancelled
 *
 * Counts the solutions of the board's values up to the limit.
 *
 * Returns: %FALSE only when cancelled
 */
gboolean
sudoku_solver_count (const SudokuBoard        *board,
                     const SudokuSolveOptions *options,
                     SudokuSolveResult        *result,
                     GError                  **error)
{
  State stack[SUDOKU_N_CELLS + 1];
  guint depth = 0;
  State state;
  guint limit = 2;
  guint64 node_limit = 0;
  GCancellable *cancellable = NULL;
  guint64 next_check = CANCEL_INTERVAL;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  if (board->variant != SUDOKU_VARIANT_CLASSIC)
    return sudoku_solver_count_generic (board, options, result, error);

  init_once ();

  if (options)
    {
      limit = options->limit ? options->limit : 2;
      node_limit = options->node_limit;
      cancellable = options->cancellable;
    }

  result->n_solutions = 0;
  result->nodes = 0;
  result->aborted = FALSE;

  if (!load_board (&state, board))
    return TRUE;

  for (;;)
    {
      guint32 twos[3], threes[3];
      PropagateResult outcome = propagate (&state, twos, threes);

      if (outcome == PROPAGATE_SOLVED)
        {
          write_solution (&state,
                          result->n_solutions == 0 ? result->solution : result->second);
          if (++result->n_solutions >= limit)
            return TRUE;
        }
      else if (outcome == PROPAGATE_OPEN)
        {
          guint band = 0, digit = 0;
          guint32 cell = 0;

          choose_branch (&state, twos, threes, &band, &cell, &digit);

          /* The untried half: the cell without this digit. */
          stack[depth] = state;
          stack[depth].cand[digit * 3 + band] &= ~cell;
          stack[depth].dirty = 1u << (digit * 3 + band);
          depth++;

          place (&state, digit, band, cell);
          state.dirty = 1u << (digit * 3 + band);

          if (G_UNLIKELY (++result->nodes >= next_check))
            {
              next_check += CANCEL_INTERVAL;
              if (g_cancellable_set_error_if_cancelled (cancellable, error))
                {
                  result->aborted = TRUE;
                  return FALSE;
                }
            }
          if (G_UNLIKELY (node_limit && result->nodes >= node_limit))
            {
              result->aborted = TRUE;
              return TRUE;
            }
          continue;
        }

      if (depth == 0)
        return TRUE;
      state = stack[--depth];
    }
}

/**
 * sudoku_solver_solve_unique:
 * @board: a board; its values are replaced by the solution when unique
 *
 * Returns: the number of solutions, counted up to 2
 */
guint
sudoku_solver_solve_unique (SudokuBoard *board)
{
  SudokuSolveResult result;

  g_return_val_if_fail (board != NULL, 0);

  sudoku_solver_count (board, NULL, &result, NULL);
  if (result.n_solutions == 1)
    memcpy (board->values, result.solution, sizeof board->values);

  return result.n_solutions;
}
