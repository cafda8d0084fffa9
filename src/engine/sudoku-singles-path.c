/* sudoku-singles-path.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* sudoku_path_solve() with a profile of singles only, without building
 * its steps: the generator's level check at levels 1–2, made once per
 * clue taken away, where the general path (a SudokuGrid, a SudokuStep
 * and its arrays per placement, an exact count first) was most of the
 * time of making a puzzle.
 *
 * It takes the very same steps in the same order as the general path
 * (the same house, digit and cell order as techniques/sudoku-singles.c,
 * the techniques in the profile's order, the broken-board test before
 * each step), so the rating is the same; test-singles-path compares the
 * two on many boards. It needs no exact count: singles are sound, so a
 * board they complete has that one solution, and one they break has
 * none. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <string.h>

#include "sudoku-logic.h"
#include "sudoku-singles-path.h"

#define N_SINGLES (SUDOKU_TECHNIQUE_NAKED_SINGLE + 1)

/**
 * sudoku_profile_is_singles_only:
 * @profile: a profile
 *
 * Returns: whether @profile enables no technique but full house, hidden
 *   singles and naked singles, and no assumptions
 */
gboolean
sudoku_profile_is_singles_only (const SudokuProfile *profile)
{
  g_return_val_if_fail (profile != NULL, FALSE);

  if (profile->assumptions)
    return FALSE;
  for (guint t = N_SINGLES; t < SUDOKU_N_TECHNIQUES; t++)
    if (profile->enabled[t] && sudoku_technique_is_implemented (t))
      return FALSE;
  return TRUE;
}

/* The board as the path sees it, with what the singles need kept up to
 * date as digits are placed: per rule house its empty cells, the digits
 * placed and, per digit, how many empty cells still take it. */
typedef struct
{
  const SudokuHouseList *houses;
  guint8                 values[SUDOKU_N_CELLS];
  guint16                cand[SUDOKU_N_CELLS];
  guint                  n_empty;
  gboolean               broken;
  guint8                 house_empty[SUDOKU_MAX_HOUSES];
  guint16                house_seen[SUDOKU_MAX_HOUSES];
  guint16                house_ones[SUDOKU_MAX_HOUSES];  /* digits with one place left */
  guint8                 places[SUDOKU_MAX_HOUSES][10];
} SinglesState;

/* techniques/sudoku-singles.c's is_box_like(). */
static gboolean
is_box_like (const SudokuHouse *house)
{
  return house->kind == SUDOKU_HOUSE_BOX || house->kind == SUDOKU_HOUSE_WINDOW;
}


static void
load (SinglesState      *state,
      const SudokuBoard *board)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (board->variant);

  state->houses = houses;
  state->n_empty = 0;
  memcpy (state->values, board->values, sizeof state->values);
  for (guint h = 0; h < houses->n_rules; h++)
    {
      state->house_empty[h] = 0;
      state->house_seen[h] = 0;
      state->house_ones[h] = 0;
      memset (state->places[h], 0, sizeof state->places[h]);
      for (guint i = 0; i < 9; i++)
        {
          guint value = board->values[houses->houses[h].cells[i]];

          if (value)
            state->house_seen[h] |= SUDOKU_DIGIT_BIT (value);
          else
            state->house_empty[h]++;
        }
    }

  /* A cell's peers are the other cells of its rule houses. */
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      const guint8 *cell_houses = houses->cell_houses[cell];
      guint16 mask = board->candidates[cell];

      if (board->values[cell])
        {
          state->cand[cell] = SUDOKU_DIGIT_BIT (board->values[cell]);
          continue;
        }
      state->n_empty++;
      for (guint k = 0; k < 8 && cell_houses[k] != 0xff; k++)
        mask &= ~state->house_seen[cell_houses[k]];
      state->cand[cell] = mask;
      for (guint k = 0; k < 8 && cell_houses[k] != 0xff; k++)
        {
          guint8 *places = state->places[cell_houses[k]];
          guint16 left = mask;

          while (left)
            {
              places[__builtin_ctz (left) + 1]++;
              left &= left - 1;
            }
        }
    }

  /* For the board as loaded; place() keeps it up to date after that. */
  state->broken = sudoku_cells_are_broken (state->houses, state->values, state->cand);
  for (guint h = 0; h < houses->n_rules; h++)
    for (guint digit = 1; digit <= 9; digit++)
      if (state->places[h][digit] == 1)
        state->house_ones[h] |= SUDOKU_DIGIT_BIT (digit);
}

/* One place fewer for @digit in house @h. */
static inline void
lose_place (SinglesState *state,
            guint         h,
            guint         digit)
{
  guint16 bit = SUDOKU_DIGIT_BIT (digit);
  guint left = --state->places[h][digit];

  if (left == 1)
    state->house_ones[h] |= bit;
  else
    state->house_ones[h] &= ~bit;
  if (left == 0 && !(state->house_seen[h] & bit))
    state->broken = TRUE;
}

/* sudoku_step_apply() of one placement; sets state->broken when
 * sudoku_cells_are_broken() would say so of the board it leaves. */
static void
place (SinglesState *state,
       guint         cell,
       guint         digit)
{
  const SudokuHouseList *houses = state->houses;
  const guint8 *cell_houses = houses->cell_houses[cell];
  guint16 bit = SUDOKU_DIGIT_BIT (digit);
  guint16 old = state->cand[cell];

  state->values[cell] = digit;
  state->cand[cell] = bit;
  state->n_empty--;
  for (guint k = 0; k < 8 && cell_houses[k] != 0xff; k++)
    {
      guint h = cell_houses[k];

      if (state->house_seen[h] & bit)
        state->broken = TRUE;
      state->house_seen[h] |= bit;
      state->house_empty[h]--;
    }
  for (guint k = 0; k < 8 && cell_houses[k] != 0xff; k++)
    {
      guint16 mask = old;

      while (mask)
        {
          lose_place (state, cell_houses[k], __builtin_ctz (mask) + 1);
          mask &= mask - 1;
        }
    }

  for (guint p = 0; p < houses->n_peers[cell]; p++)
    {
      guint peer = houses->peers[cell][p];
      const guint8 *peer_houses;

      if (state->values[peer] != 0 || !(state->cand[peer] & bit))
        continue;
      state->cand[peer] &= ~bit;
      if (state->cand[peer] == 0)
        state->broken = TRUE;
      peer_houses = houses->cell_houses[peer];
      for (guint k = 0; k < 8 && peer_houses[k] != 0xff; k++)
        lose_place (state, peer_houses[k], digit);
    }
}

/* The only empty cell of house @h. */
static guint
lone_empty_cell (const SinglesState *state,
                 guint               h)
{
  const SudokuHouse *house = &state->houses->houses[h];

  for (guint i = 0; i < 9; i++)
    if (state->values[house->cells[i]] == 0)
      return house->cells[i];
  g_assert_not_reached ();
}

/* find_full_houses()'s first step. */
static gboolean
find_full_house (const SinglesState *state,
                 guint              *out_cell,
                 guint              *out_digit)
{
  const SudokuHouseList *houses = state->houses;

  for (guint h = 0; h < houses->n_rules; h++)
    {
      guint16 missing;

      if (state->house_empty[h] != 1)
        continue;
      missing = SUDOKU_ALL_CANDIDATES & ~state->house_seen[h];
      if (__builtin_popcount (missing) != 1)
        continue;
      *out_cell = lone_empty_cell (state, h);
      *out_digit = __builtin_ctz (missing) + 1;
      return TRUE;
    }
  return FALSE;
}

/* find_hidden_singles()'s first step: the first house (of boxes and
 * windows, or of rows and columns) with a digit that has one place
 * left, its lowest such digit. */
static gboolean
find_hidden_single (const SinglesState *state,
                    gboolean            in_boxes,
                    guint              *out_cell,
                    guint              *out_digit)
{
  const SudokuHouseList *houses = state->houses;

  for (guint h = 0; h < houses->n_rules; h++)
    {
      const SudokuHouse *house = &houses->houses[h];
      guint16 bit;

      if (state->house_ones[h] == 0 || is_box_like (house) != in_boxes)
        continue;

      bit = state->house_ones[h] & -state->house_ones[h];
      *out_digit = __builtin_ctz (bit) + 1;
      for (guint i = 0; i < 9; i++)
        {
          guint cell = house->cells[i];

          if (state->values[cell] == 0 && (state->cand[cell] & bit))
            {
              *out_cell = cell;
              return TRUE;
            }
        }
      g_assert_not_reached ();
    }
  return FALSE;
}

/* find_naked_singles()'s first step. */
static gboolean
find_naked_single (const SinglesState *state,
                   guint              *out_cell,
                   guint              *out_digit)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint16 mask = state->cand[cell];

      if (state->values[cell] || mask == 0 || (mask & (mask - 1)) != 0)
        continue;
      *out_cell = cell;
      *out_digit = __builtin_ctz (mask) + 1;
      return TRUE;
    }
  return FALSE;
}

/**
 * sudoku_singles_path_rate:
 * @board: the puzzle; its candidates are used as sudoku_path_solve()
 *   uses them
 * @profile: a profile for which sudoku_profile_is_singles_only() holds
 * @rating: (out caller-allocates): the rating, when solved
 *
 * The rating of sudoku_path_solve (@board, @profile) when that path
 * completes the grid, without building the path.
 *
 * Returns: %TRUE when the path completes the grid (and @rating is
 *   set), %FALSE when it gets stuck or the board has no solution
 */
gboolean
sudoku_singles_path_rate (const SudokuBoard   *board,
                          const SudokuProfile *profile,
                          SudokuRating        *rating)
{
  SinglesState state;
  guint counts[SUDOKU_N_TECHNIQUES] = { 0, };

  g_return_val_if_fail (board != NULL && profile != NULL && rating != NULL, FALSE);
  g_return_val_if_fail (sudoku_profile_is_singles_only (profile), FALSE);

  load (&state, board);

  for (;;)
    {
      guint cell = 0, digit = 0;
      SudokuTechnique found = SUDOKU_N_TECHNIQUES;

      if (state.broken)
        return FALSE;
      if (state.n_empty == 0)
        break;

      if (profile->enabled[SUDOKU_TECHNIQUE_FULL_HOUSE] &&
          find_full_house (&state, &cell, &digit))
        found = SUDOKU_TECHNIQUE_FULL_HOUSE;
      else if (profile->enabled[SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX] &&
               find_hidden_single (&state, TRUE, &cell, &digit))
        found = SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX;
      else if (profile->enabled[SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE] &&
               find_hidden_single (&state, FALSE, &cell, &digit))
        found = SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE;
      else if (profile->enabled[SUDOKU_TECHNIQUE_NAKED_SINGLE] &&
               find_naked_single (&state, &cell, &digit))
        found = SUDOKU_TECHNIQUE_NAKED_SINGLE;
      else
        return FALSE;

      counts[found]++;
      place (&state, cell, digit);
    }

  sudoku_rating_from_counts (counts, rating);
  return TRUE;
}
