/* sudoku-solver-generic.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The exact solver for any list of houses (Windoku today, other variants
 * later), and the independent cross-check of the classic bitboard solver
 * in the tests. Per cell a candidate mask; naked singles are assigned as
 * they appear, hidden singles are found per house with two bit-sliced
 * counters, and the search branches on a cell with the fewest candidates.
 * Implied houses are used too: they hold in every solution, so they prune
 * without changing the count. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <string.h>

#include "sudoku-solver.h"

#define CANCEL_INTERVAL 4096

typedef struct
{
  guint16 cand[SUDOKU_N_CELLS];
  guint8  value[SUDOKU_N_CELLS];
  guint8  n_unsolved;
} GenericState;

static gboolean
assign (GenericState          *state,
        const SudokuHouseList *houses,
        guint                  cell,
        guint                  digit)
{
  guint16 bit = SUDOKU_DIGIT_BIT (digit);

  if (!(state->cand[cell] & bit))
    return FALSE;

  state->value[cell] = digit;
  state->cand[cell] = bit;
  state->n_unsolved--;

  for (guint i = 0; i < houses->n_peers[cell]; i++)
    {
      guint peer = houses->peers[cell][i];

      if (state->cand[peer] & bit)
        {
          if (state->value[peer])
            return FALSE;
          state->cand[peer] &= ~bit;
          if (state->cand[peer] == 0)
            return FALSE;
        }
    }

  return TRUE;
}

static gboolean
propagate (GenericState          *state,
           const SudokuHouseList *houses)
{
  gboolean changed = TRUE;

  while (changed && state->n_unsolved)
    {
      changed = FALSE;

      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        {
          guint16 mask = state->cand[cell];

          if (state->value[cell])
            continue;
          if (mask == 0)
            return FALSE;
          if ((mask & (mask - 1)) == 0)
            {
              if (!assign (state, houses, cell, __builtin_ctz (mask) + 1))
                return FALSE;
              changed = TRUE;
            }
        }

      for (guint h = 0; h < houses->n_houses; h++)
        {
          const SudokuHouse *house = &houses->houses[h];
          guint16 once = 0, twice = 0, placed = 0;
          guint16 hidden;

          for (guint i = 0; i < 9; i++)
            {
              guint cell = house->cells[i];
              guint16 mask = state->cand[cell];

              if (state->value[cell])
                {
                  placed |= mask;
                  continue;
                }
              twice |= once & mask;
              once |= mask;
            }
          if ((once | placed) != SUDOKU_ALL_CANDIDATES)
            return FALSE;

          hidden = once & ~twice & ~placed;
          while (hidden)
            {
              guint digit = __builtin_ctz (hidden) + 1;

              hidden &= hidden - 1;
              for (guint i = 0; i < 9; i++)
                {
                  guint cell = house->cells[i];

                  if (!state->value[cell] && (state->cand[cell] & SUDOKU_DIGIT_BIT (digit)))
                    {
                      if (!assign (state, houses, cell, digit))
                        return FALSE;
                      changed = TRUE;
                      break;
                    }
                }
            }
        }
    }

  return TRUE;
}

/**
 * sudoku_solver_count_generic:
 * @board: a board of any variant
 * @options: (nullable): limits, or %NULL for a count up to 2
 * @result: (out caller-allocates): the outcome
 * @error: set to G_IO_ERROR_CANCELLED when cancelled
 *
 * Returns: %FALSE only when cancelled
 */
gboolean
sudoku_solver_count_generic (const SudokuBoard        *board,
                             const SudokuSolveOptions *options,
                             SudokuSolveResult        *result,
                             GError                  **error)
{
  const SudokuHouseList *houses;
  GenericState stack[SUDOKU_N_CELLS + 1];
  GenericState state;
  guint depth = 0;
  guint limit = 2;
  guint64 node_limit = 0;
  GCancellable *cancellable = NULL;
  guint64 next_check = CANCEL_INTERVAL;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  if (options)
    {
      limit = options->limit ? options->limit : 2;
      node_limit = options->node_limit;
      cancellable = options->cancellable;
    }

  result->n_solutions = 0;
  result->nodes = 0;
  result->aborted = FALSE;

  houses = sudoku_variant_get_houses (board->variant);
  memset (&state, 0, sizeof state);
  state.n_unsolved = SUDOKU_N_CELLS;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    state.cand[cell] = SUDOKU_ALL_CANDIDATES;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->values[cell])
      {
        if (board->values[cell] > 9 ||
            !assign (&state, houses, cell, board->values[cell]))
          return TRUE;
      }

  for (;;)
    {
      if (propagate (&state, houses))
        {
          if (state.n_unsolved == 0)
            {
              memcpy (result->n_solutions == 0 ? result->solution : result->second,
                      state.value, SUDOKU_N_CELLS);
              if (++result->n_solutions >= limit)
                return TRUE;
            }
          else
            {
              guint best = SUDOKU_N_CELLS;
              guint best_count = 10;
              guint digit;

              for (guint cell = 0; cell < SUDOKU_N_CELLS && best_count > 2; cell++)
                if (!state.value[cell])
                  {
                    guint count = __builtin_popcount (state.cand[cell]);

                    if (count < best_count)
                      {
                        best_count = count;
                        best = cell;
                      }
                  }

              digit = __builtin_ctz (state.cand[best]) + 1;
              stack[depth] = state;
              stack[depth].cand[best] &= ~SUDOKU_DIGIT_BIT (digit);
              depth++;

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

              if (assign (&state, houses, best, digit))
                continue;
            }
        }

      if (depth == 0)
        return TRUE;
      state = stack[--depth];
    }
}
