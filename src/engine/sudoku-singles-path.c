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
 * none.
 *
 * Per digit the set of empty cells that take it (SudokuCells) and, per
 * house, the digits with one place left, counted again only for the
 * houses and digits a placement changes; the houses with one empty cell
 * and those with a hidden single are bit sets, so each step takes the
 * lowest of them. Measured on Windoku level 1 (callgrind, 50 puzzles,
 * seed 1): 41,500 instructions per check before (a count per house and
 * digit, kept up to date cell by cell, and sudoku_cells_are_broken() on
 * the loaded board), 28,000 now; the generator's instructions 2.91 ->
 * 2.27 billion, the very same puzzles. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <string.h>

#include "sudoku-cells.h"
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

/* techniques/sudoku-singles.c's is_box_like(). */
static gboolean
is_box_like (const SudokuHouse *house)
{
  return house->kind == SUDOKU_HOUSE_BOX || house->kind == SUDOKU_HOUSE_WINDOW;
}

/* Per variant, the cells of each rule house as a set; per cell the
 * cells of its rule houses (itself among them) and its rule houses (bit
 * h for house h); the box-like houses. */
static SudokuCells house_cells[SUDOKU_VARIANT_WINDOKU + 1][SUDOKU_MAX_HOUSES];
static SudokuCells seen_cells[SUDOKU_VARIANT_WINDOKU + 1][SUDOKU_N_CELLS];
static guint64     cell_house_bits[SUDOKU_VARIANT_WINDOKU + 1][SUDOKU_N_CELLS];
static guint64     box_like_houses[SUDOKU_VARIANT_WINDOKU + 1];

static void
init_cell_sets (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (guint v = 0; v < G_N_ELEMENTS (house_cells); v++)
        {
          const SudokuHouseList *houses = sudoku_variant_get_houses (v);

          g_assert (houses->n_rules <= 64);
          box_like_houses[v] = 0;
          for (guint h = 0; h < houses->n_rules; h++)
            {
              house_cells[v][h] = SUDOKU_CELLS_EMPTY;
              for (guint i = 0; i < 9; i++)
                sudoku_cells_add (&house_cells[v][h], houses->houses[h].cells[i]);
              if (is_box_like (&houses->houses[h]))
                box_like_houses[v] |= G_GUINT64_CONSTANT (1) << h;
            }
          for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
            {
              const guint8 *cell_houses = houses->cell_houses[cell];

              seen_cells[v][cell] = SUDOKU_CELLS_EMPTY;
              cell_house_bits[v][cell] = 0;
              for (guint k = 0; k < 8 && cell_houses[k] != 0xff; k++)
                {
                  seen_cells[v][cell] = sudoku_cells_or (seen_cells[v][cell],
                                                         house_cells[v][cell_houses[k]]);
                  cell_house_bits[v][cell] |= G_GUINT64_CONSTANT (1) << cell_houses[k];
                }
            }
        }
      g_once_init_leave (&initialized, 1);
    }
}

/* Whether @set holds exactly one cell. */
static inline gboolean
is_one_cell (SudokuCells set)
{
  return set.low ? (set.low & (set.low - 1)) == 0 && set.high == 0
                 : set.high != 0 && (set.high & (set.high - 1)) == 0;
}

/* The board as the path sees it, with what the singles need kept up to
 * date as digits are placed: per digit the set of empty cells that take
 * it, per cell its candidates, per rule house its empty cells, the
 * digits placed and the digits with one place left; the houses with one
 * empty cell, and those with a digit that has one place left. */
typedef struct
{
  const SudokuHouseList *houses;
  const SudokuCells     *house_set;
  const SudokuCells     *seen;
  const guint64         *cell_house_bits;
  SudokuCells            cand_cells[9];   /* digit d + 1 in [d] */
  SudokuCells            empty;
  guint8                 values[SUDOKU_N_CELLS];
  guint16                cand[SUDOKU_N_CELLS];
  guint                  n_empty;
  gboolean               broken;
  guint8                 house_empty[SUDOKU_MAX_HOUSES];
  guint16                house_seen[SUDOKU_MAX_HOUSES];
  guint16                house_ones[SUDOKU_MAX_HOUSES];  /* digits with one place left */
  guint64                full_houses;     /* houses with one empty cell */
  guint64                ones_houses;     /* houses with house_ones */
} SinglesState;

/* House @h's places for digit @d + 1 counted again after some went: the
 * digit has one place left or not, and with none left (not placed in the
 * house) the board is broken, as sudoku_cells_are_broken() would say. */
static inline void
recount (SinglesState *state,
         guint         h,
         guint         d)
{
  SudokuCells places = sudoku_cells_and (state->cand_cells[d], state->house_set[h]);
  guint16 bit = 1u << d;

  if (is_one_cell (places))
    state->house_ones[h] |= bit;
  else
    {
      state->house_ones[h] &= ~bit;
      if (sudoku_cells_is_empty (places) && !(state->house_seen[h] & bit))
        state->broken = TRUE;
    }
  if (state->house_ones[h])
    state->ones_houses |= G_GUINT64_CONSTANT (1) << h;
  else
    state->ones_houses &= ~(G_GUINT64_CONSTANT (1) << h);
}

static void
load (SinglesState      *state,
      const SudokuBoard *board)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (board->variant);

  init_cell_sets ();
  state->houses = houses;
  state->house_set = house_cells[board->variant];
  state->seen = seen_cells[board->variant];
  state->cell_house_bits = cell_house_bits[board->variant];
  state->n_empty = 0;
  state->empty = SUDOKU_CELLS_EMPTY;
  state->full_houses = 0;
  state->ones_houses = 0;
  memcpy (state->values, board->values, sizeof state->values);
  for (guint h = 0; h < houses->n_rules; h++)
    {
      state->house_empty[h] = 0;
      state->house_seen[h] = 0;
      for (guint i = 0; i < 9; i++)
        {
          guint value = board->values[houses->houses[h].cells[i]];

          if (value)
            state->house_seen[h] |= SUDOKU_DIGIT_BIT (value);
          else
            state->house_empty[h]++;
        }
      if (state->house_empty[h] == 1)
        state->full_houses |= G_GUINT64_CONSTANT (1) << h;
    }

  /* A cell's peers are the other cells of its rule houses. */
  for (guint d = 0; d < 9; d++)
    state->cand_cells[d] = SUDOKU_CELLS_EMPTY;
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
      sudoku_cells_add (&state->empty, cell);
      for (guint k = 0; k < 8 && cell_houses[k] != 0xff; k++)
        mask &= ~state->house_seen[cell_houses[k]];
      state->cand[cell] = mask;
      while (mask)
        {
          sudoku_cells_add (&state->cand_cells[__builtin_ctz (mask)], cell);
          mask &= mask - 1;
        }
    }

  /* What sudoku_cells_are_broken() says of the board as loaded (an
   * empty cell without a candidate, a digit twice in a house, a digit
   * with no place left in a house); place() keeps it up to date after
   * that. */
  state->broken = FALSE;
  for (guint h = 0; h < houses->n_rules; h++)
    {
      guint16 once = 0, twice = 0, seen = 0;

      for (guint i = 0; i < 9; i++)
        {
          guint cell = houses->houses[h].cells[i];
          guint16 mask = state->cand[cell];

          if (state->values[cell])
            {
              if (seen & mask)
                state->broken = TRUE;
              seen |= mask;
              continue;
            }
          if (mask == 0)
            state->broken = TRUE;
          twice |= once & mask;
          once |= mask;
        }
      if ((once | seen) != SUDOKU_ALL_CANDIDATES)
        state->broken = TRUE;
      state->house_ones[h] = once & ~twice;
      if (state->house_ones[h])
        state->ones_houses |= G_GUINT64_CONSTANT (1) << h;
    }
}

/* sudoku_step_apply() of one placement; sets state->broken when
 * sudoku_cells_are_broken() would say so of the board it leaves. */
static void
place (SinglesState *state,
       guint         cell,
       guint         digit)
{
  guint d = digit - 1;
  guint16 bit = SUDOKU_DIGIT_BIT (digit);
  guint16 old = state->cand[cell];
  guint64 cell_houses = state->cell_house_bits[cell];
  guint64 changed_houses = 0;
  SudokuCells one = sudoku_cells_single (cell);
  SudokuCells lose;

  state->values[cell] = digit;
  state->cand[cell] = bit;
  state->n_empty--;
  state->empty = sudoku_cells_minus (state->empty, one);
  for (guint64 left = cell_houses; left; left &= left - 1)
    {
      guint h = __builtin_ctzll (left);

      if (state->house_seen[h] & bit)
        state->broken = TRUE;
      state->house_seen[h] |= bit;
      if (--state->house_empty[h] == 1)
        state->full_houses |= G_GUINT64_CONSTANT (1) << h;
      else
        state->full_houses &= ~(G_GUINT64_CONSTANT (1) << h);
    }
  for (guint16 mask = old; mask; mask &= mask - 1)
    state->cand_cells[__builtin_ctz (mask)] =
      sudoku_cells_minus (state->cand_cells[__builtin_ctz (mask)], one);

  /* The empty peers that took the digit lose it. */
  lose = sudoku_cells_and (state->cand_cells[d], state->seen[cell]);
  state->cand_cells[d] = sudoku_cells_minus (state->cand_cells[d], lose);
  SUDOKU_CELLS_FOREACH (lose, peer)
    {
      state->cand[peer] &= ~bit;
      if (state->cand[peer] == 0)
        state->broken = TRUE;
      changed_houses |= state->cell_house_bits[peer];
    }

  /* The digit has no place left in the cell's houses, being placed
   * there; the cell's other digits have one place fewer. */
  for (guint64 left = cell_houses; left; left &= left - 1)
    {
      guint h = __builtin_ctzll (left);

      state->house_ones[h] &= ~bit;
      for (guint16 mask = old & ~bit; mask; mask &= mask - 1)
        recount (state, h, __builtin_ctz (mask));
      if (state->house_ones[h] == 0)
        state->ones_houses &= ~(G_GUINT64_CONSTANT (1) << h);
    }
  for (guint64 left = changed_houses & ~cell_houses; left; left &= left - 1)
    recount (state, __builtin_ctzll (left), d);
}

/* find_full_houses()'s first step. */
static gboolean
find_full_house (const SinglesState *state,
                 guint              *out_cell,
                 guint              *out_digit)
{
  for (guint64 left = state->full_houses; left; left &= left - 1)
    {
      guint h = __builtin_ctzll (left);
      guint16 missing = SUDOKU_ALL_CANDIDATES & ~state->house_seen[h];

      if (__builtin_popcount (missing) != 1)
        continue;
      /* The only empty cell of house h. */
      *out_cell = sudoku_cells_first (sudoku_cells_and (state->empty, state->house_set[h]));
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
  guint64 box_like = box_like_houses[state->houses->variant];
  guint64 left = state->ones_houses & (in_boxes ? box_like : ~box_like);
  guint h, d;

  if (left == 0)
    return FALSE;
  h = __builtin_ctzll (left);
  d = __builtin_ctz (state->house_ones[h]);
  *out_digit = d + 1;
  *out_cell = sudoku_cells_first (sudoku_cells_and (state->cand_cells[d], state->house_set[h]));
  return TRUE;
}

/* find_naked_singles()'s first step. */
static gboolean
find_naked_single (const SinglesState *state,
                   guint              *out_cell,
                   guint              *out_digit)
{
  SudokuCells once = SUDOKU_CELLS_EMPTY, twice = SUDOKU_CELLS_EMPTY;
  SudokuCells lone;

  for (guint d = 0; d < 9; d++)
    {
      twice = sudoku_cells_or (twice, sudoku_cells_and (once, state->cand_cells[d]));
      once = sudoku_cells_or (once, state->cand_cells[d]);
    }
  lone = sudoku_cells_minus (once, twice);
  if (sudoku_cells_is_empty (lone))
    return FALSE;
  *out_cell = sudoku_cells_first (lone);
  *out_digit = __builtin_ctz (state->cand[*out_cell]) + 1;
  return TRUE;
}

/* The singles of @profile, in the path's order, until none is left or
 * every cell of @goal is filled: whether the latter. @counts, when
 * given, gets the steps per technique added. */
static gboolean
run (SinglesState        *state,
     const SudokuProfile *profile,
     SudokuCells          goal,
     guint               *counts)
{
  for (;;)
    {
      guint cell = 0, digit = 0;
      SudokuTechnique found = SUDOKU_N_TECHNIQUES;

      if (state->broken)
        return FALSE;
      if (!sudoku_cells_intersect (goal, state->empty))
        return TRUE;

      if (profile->enabled[SUDOKU_TECHNIQUE_FULL_HOUSE] &&
          find_full_house (state, &cell, &digit))
        found = SUDOKU_TECHNIQUE_FULL_HOUSE;
      else if (profile->enabled[SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX] &&
               find_hidden_single (state, TRUE, &cell, &digit))
        found = SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX;
      else if (profile->enabled[SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE] &&
               find_hidden_single (state, FALSE, &cell, &digit))
        found = SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE;
      else if (profile->enabled[SUDOKU_TECHNIQUE_NAKED_SINGLE] &&
               find_naked_single (state, &cell, &digit))
        found = SUDOKU_TECHNIQUE_NAKED_SINGLE;
      else
        return FALSE;

      if (counts != NULL)
        counts[found]++;
      place (state, cell, digit);
    }
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
  g_return_val_if_fail (board->variant < G_N_ELEMENTS (house_cells), FALSE);
  g_return_val_if_fail (sudoku_profile_is_singles_only (profile), FALSE);

  load (&state, board);
  if (!run (&state, profile, SUDOKU_CELLS_ALL, counts))
    return FALSE;
  sudoku_rating_from_counts (counts, rating);
  return TRUE;
}

/**
 * sudoku_singles_path_probe:
 * @board: a puzzle whose values agree with @solution, with every
 *   candidate of its empty cells
 * @profile: a profile for which sudoku_profile_is_singles_only() holds
 * @solution: the grid of @board
 * @goal: empty cells of @board that the singles complete it from once
 *   they are filled (the clues it lacks of a puzzle they complete), or
 *   all its empty cells
 * @additions: (array length=n_additions): sets of empty cells of @board
 * @n_additions: how many
 * @most: how many completing additions to look for (0: all)
 * @completes: (out caller-allocates) (array length=n_additions): per
 *   addition, whether @board with its cells given (their values from
 *   @solution) is completed by the singles of @profile (%FALSE after
 *   the @most-th one)
 *
 * Which of a few clues added would let the singles complete @board,
 * for about the cost of one sudoku_singles_path_rate(): the singles are
 * applied once, until they are stuck, and each addition goes on from
 * there until they have filled @goal. (Singles only ever place digits,
 * so what they place from a board does not depend on their order, and
 * an addition that they place anyway adds nothing.) The rating of a
 * completed path is not made: sudoku_singles_path_rate() of the puzzle
 * says it.
 *
 * Returns: how many additions complete it
 */
guint
sudoku_singles_path_probe (const SudokuBoard   *board,
                           const SudokuProfile *profile,
                           const guint8        *solution,
                           SudokuCells          goal,
                           const SudokuCells   *additions,
                           guint                n_additions,
                           guint                most,
                           gboolean            *completes)
{
  SinglesState stuck;
  guint n_complete = 0;

  g_return_val_if_fail (board != NULL && profile != NULL && solution != NULL, 0);
  g_return_val_if_fail (additions != NULL || n_additions == 0, 0);
  g_return_val_if_fail (completes != NULL || n_additions == 0, 0);
  g_return_val_if_fail (board->variant < G_N_ELEMENTS (house_cells), 0);
  g_return_val_if_fail (sudoku_profile_is_singles_only (profile), 0);

  for (guint i = 0; i < n_additions; i++)
    completes[i] = FALSE;

  load (&stuck, board);
  if (run (&stuck, profile, goal, NULL))
    {
      n_complete = most ? MIN (most, n_additions) : n_additions;
      for (guint i = 0; i < n_complete; i++)
        completes[i] = TRUE;
      return n_complete;
    }

  for (guint i = 0; i < n_additions && !stuck.broken; i++)
    {
      SudokuCells added = sudoku_cells_and (additions[i], stuck.empty);
      SinglesState state;

      if (sudoku_cells_is_empty (added))
        continue;
      state = stuck;
      SUDOKU_CELLS_FOREACH (added, cell)
        place (&state, cell, solution[cell]);
      completes[i] = run (&state, profile, goal, NULL);
      n_complete += completes[i];
      if (n_complete == most && most > 0)
        break;
    }
  return n_complete;
}
