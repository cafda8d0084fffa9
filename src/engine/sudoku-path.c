/* sudoku-path.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The logical solver's driver: techniques in profile order, one step at a
 * time, and, when they run out, the assumption search of the seeds
 * (seed 000's strategies ③–⑥, seed 003's trial with its attempt limit):
 * assume a digit in a cell with two (then three) candidates, go on with
 * the techniques, back out on a contradiction. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-error.h"
#include "sudoku-logic.h"
#include "sudoku-path.h"
#include "sudoku-solver.h"

static void
enable_range (SudokuProfile   *profile,
              SudokuTechnique  first,
              SudokuTechnique  last)
{
  for (guint t = first; t <= last; t++)
    profile->enabled[t] = TRUE;
}

gboolean
sudoku_profile_init_from_string (SudokuProfile *profile,
                                 const char    *text,
                                 GError       **error)
{
  g_auto(GStrv) keys = NULL;

  g_return_val_if_fail (profile != NULL && text != NULL, FALSE);

  memset (profile, 0, sizeof *profile);
  profile->attempt_limit = SUDOKU_DEFAULT_ATTEMPT_LIMIT;

  if (g_str_equal (text, "original"))
    {
      enable_range (profile, SUDOKU_TECHNIQUE_FULL_HOUSE, SUDOKU_TECHNIQUE_NAKED_SINGLE);
      profile->assumptions = TRUE;
      return TRUE;
    }
  if (g_str_equal (text, "standard"))
    {
      enable_range (profile, SUDOKU_TECHNIQUE_FULL_HOUSE, SUDOKU_TECHNIQUE_SUE_DE_COQ);
      profile->assumptions = TRUE;
      return TRUE;
    }
  if (g_str_equal (text, "full"))
    {
      /* Of the Franken and Mutant fish and templates, the ones HoDoKu's
       * default settings use (Options.java of HoDoKu 2.2), but for the
       * finned Franken Swordfish: the larger and Mutant fish and the
       * templates cost much and rarely help, and so does that one (on
       * top1465 it took a fifth of the rating time for one step in a
       * hundred puzzles). */
      enable_range (profile, SUDOKU_TECHNIQUE_FULL_HOUSE, SUDOKU_TECHNIQUE_SUE_DE_COQ);
      profile->enabled[SUDOKU_TECHNIQUE_FRANKEN_X_WING] = TRUE;
      profile->enabled[SUDOKU_TECHNIQUE_FRANKEN_SWORDFISH] = TRUE;
      profile->enabled[SUDOKU_TECHNIQUE_FINNED_FRANKEN_X_WING] = TRUE;
      enable_range (profile, SUDOKU_TECHNIQUE_NISHIO, SUDOKU_TECHNIQUE_FORCING_NET_VERITY);
      /* Sudoku Explainer's dynamic and nested forcing chains explain
       * every known puzzle: with them no assumption is left. */
      enable_range (profile, SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN,
                    SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN);
      profile->assumptions = TRUE;
      return TRUE;
    }

  keys = g_strsplit (text, ",", -1);
  for (guint i = 0; keys[i]; i++)
    {
      SudokuTechnique technique;
      const char *key = g_strstrip (keys[i]);

      if (*key == '\0')
        continue;
      if (g_str_equal (key, "assumptions"))
        profile->assumptions = TRUE;
      else if (sudoku_technique_from_key (key, &technique) &&
               technique != SUDOKU_TECHNIQUE_ASSUMPTION)
        profile->enabled[technique] = TRUE;
      else
        {
          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                       _("“%s” is neither a profile (original, standard, full) nor a "
                         "technique"), key);
          return FALSE;
        }
    }
  return TRUE;
}

void
sudoku_path_free (SudokuPath *path)
{
  if (path == NULL)
    return;
  g_ptr_array_unref (path->steps);
  g_free (path);
}

/* Removes candidates that a peer's value rules out, keeping any the user
 * removed by hand. */
static void
clean_candidates (SudokuBoard *board)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (board->variant);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (board->values[cell])
        {
          board->candidates[cell] = SUDOKU_DIGIT_BIT (board->values[cell]);
          continue;
        }
      for (guint p = 0; p < houses->n_peers[cell]; p++)
        {
          guint value = board->values[houses->peers[cell][p]];

          if (value)
            board->candidates[cell] &= ~SUDOKU_DIGIT_BIT (value);
        }
    }
}

/* Whether the board can no longer be completed by the rules alone: an
 * empty cell without candidates, a digit with no place left in a house,
 * or a digit twice in a house. */
static gboolean
is_broken (const SudokuBoard *board)
{
  return sudoku_cells_are_broken (sudoku_variant_get_houses (board->variant), board->values,
                                  board->candidates);
}

SudokuStep *
sudoku_path_next_step (const SudokuBoard   *board,
                       const SudokuProfile *profile,
                       gboolean             unique)
{
  return sudoku_path_find_step (board, profile, unique, NULL);
}

/**
 * sudoku_path_find_step:
 * @board: the board as it stands
 * @profile: the techniques to try
 * @unique: whether the puzzle is known to be unique
 * @cancellable: (nullable): checked between the techniques and, often,
 *   inside the long ones (Sudoku Explainer's forcing chains take seconds
 *   on the hardest puzzles)
 *
 * sudoku_path_next_step() that can be cancelled.
 *
 * Returns: (transfer full) (nullable): the step, or %NULL when no
 *   technique applies or @cancellable was cancelled
 */
SudokuStep *
sudoku_path_find_step (const SudokuBoard   *board,
                       const SudokuProfile *profile,
                       gboolean             unique,
                       GCancellable        *cancellable)
{
  SudokuGrid grid;

  g_return_val_if_fail (board != NULL && profile != NULL, NULL);

  sudoku_grid_init (&grid, board, unique);
  grid.als_nodes = FALSE;
  grid.cancellable = cancellable;
  for (guint t = 0; t < SUDOKU_TECHNIQUE_ASSUMPTION; t++)
    {
      SudokuStep *step;

      if (!profile->enabled[t] || !sudoku_technique_is_implemented (t))
        continue;
      if (g_cancellable_is_cancelled (cancellable))
        return NULL;
      step = sudoku_find_first_step (&grid, t);
      if (step != NULL)
        return step;
    }
  return NULL;
}

typedef enum {
  LOGIC_SOLVED,
  LOGIC_STUCK,
  LOGIC_BROKEN,
  LOGIC_CANCELLED,
} LogicOutcome;

typedef struct
{
  const SudokuProfile *profile;
  GCancellable        *cancellable;
  SudokuPath          *path;
  gboolean             out_of_attempts;
} Search;

/* Applies techniques until the grid is full, nothing applies, or it
 * breaks. Steps are appended at @depth. */
static LogicOutcome
run_logic (Search      *search,
           SudokuBoard *board,
           guint        depth)
{
  for (;;)
    {
      SudokuStep *step;

      if (is_broken (board))
        return LOGIC_BROKEN;
      if (sudoku_board_is_complete (board))
        return LOGIC_SOLVED;
      if (g_cancellable_is_cancelled (search->cancellable))
        return LOGIC_CANCELLED;

      step = sudoku_path_find_step (board, search->profile, search->path->unique,
                                    search->cancellable);
      if (step == NULL)
        return g_cancellable_is_cancelled (search->cancellable) ? LOGIC_CANCELLED
                                                                : LOGIC_STUCK;

      step->depth = depth;
      sudoku_step_apply (step, board);
      g_ptr_array_add (search->path->steps, step);
    }
}

/* Picks the cell for the next assumption: two candidates if any cell has
 * them, else three, else the fewest; the first such cell in row order. */
static guint
choose_cell (const SudokuBoard *board)
{
  guint best = SUDOKU_N_CELLS;
  guint best_count = 10;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint count;

      if (board->values[cell])
        continue;
      count = __builtin_popcount (board->candidates[cell]);
      if (count < best_count)
        {
          best = cell;
          best_count = count;
          if (count == 2)
            break;
        }
    }
  return best;
}

/* The assumption the search makes on @board: the first candidate of the
 * cell choose_cell() picks. */
static SudokuStep *
new_assumption (const SudokuBoard *board,
                guint              depth)
{
  guint cell = choose_cell (board);
  guint digit;
  SudokuStep *step;

  if (cell >= SUDOKU_N_CELLS || board->candidates[cell] == 0)
    return NULL;
  digit = __builtin_ctz (board->candidates[cell]) + 1;
  step = sudoku_step_new (SUDOKU_TECHNIQUE_ASSUMPTION);
  sudoku_step_add_placement (step, cell, digit);
  sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_ASSUMED, 0);
  step->digits = SUDOKU_DIGIT_BIT (digit);
  step->depth = depth;
  step->outcome = SUDOKU_ASSUMPTION_OPEN;
  return step;
}

/**
 * sudoku_path_next_assumption:
 * @board: a board on which no technique applies
 *
 * The assumption sudoku_path_solve() would make next from @board, once
 * its techniques are stuck: the first candidate of the cell with the
 * fewest (two if any, the first in row order). Hints name it until
 * logic alone can go on.
 *
 * Returns: (transfer full) (nullable): the assumption step (depth 1,
 *   outcome open), or %NULL when @board is complete or broken
 */
SudokuStep *
sudoku_path_next_assumption (const SudokuBoard *board)
{
  SudokuBoard work;

  g_return_val_if_fail (board != NULL, NULL);

  work = *board;
  clean_candidates (&work);
  if (sudoku_board_is_complete (&work) || is_broken (&work))
    return NULL;
  return new_assumption (&work, 1);
}

/* Tries each candidate of a cell in turn, depth first. On success @board
 * holds the solution and *needed the assumptions in force. */
static LogicOutcome
assume (Search      *search,
        SudokuBoard *board,
        guint        depth,
        guint       *needed)
{
  LogicOutcome outcome = run_logic (search, board, depth);
  guint cell;
  guint16 candidates;

  if (outcome != LOGIC_STUCK)
    {
      *needed = depth;
      return outcome;
    }

  cell = choose_cell (board);
  candidates = board->candidates[cell];
  while (candidates)
    {
      guint digit = __builtin_ctz (candidates) + 1;
      SudokuBoard trial = *board;
      SudokuStep *step;
      guint index;

      candidates &= candidates - 1;

      if (search->path->attempts >= search->profile->attempt_limit)
        {
          search->out_of_attempts = TRUE;
          return LOGIC_STUCK;
        }
      search->path->attempts++;

      /* The same assumption sudoku_path_next_assumption() names. */
      step = new_assumption (board, depth + 1);
      g_assert (step != NULL);
      g_assert (g_array_index (step->placements, SudokuCandidate, 0).digit == digit);
      index = search->path->steps->len;
      g_ptr_array_add (search->path->steps, step);
      sudoku_step_apply (step, &trial);

      outcome = assume (search, &trial, depth + 1, needed);
      step = g_ptr_array_index (search->path->steps, index);
      switch (outcome)
        {
        case LOGIC_SOLVED:
          step->outcome = SUDOKU_ASSUMPTION_SOLVED;
          *board = trial;
          return LOGIC_SOLVED;
        case LOGIC_BROKEN:
          step->outcome = SUDOKU_ASSUMPTION_CONTRADICTION;
          /* The digit is wrong here: say so on this level, as a person
           * crossing it out would. */
          board->candidates[cell] &= ~SUDOKU_DIGIT_BIT (digit);
          break;
        case LOGIC_STUCK:
          step->outcome = SUDOKU_ASSUMPTION_GAVE_UP;
          return LOGIC_STUCK;
        case LOGIC_CANCELLED:
        default:
          return outcome;
        }

      /* With one candidate crossed out, logic may now go on without
       * guessing the next one. */
      outcome = assume (search, board, depth, needed);
      return outcome;
    }

  return LOGIC_BROKEN;
}

SudokuPath *
sudoku_path_solve (const SudokuBoard    *board,
                   const SudokuProfile  *profile,
                   GCancellable         *cancellable,
                   GError              **error)
{
  g_autoptr(SudokuPath) path = g_new0 (SudokuPath, 1);
  SudokuSolveResult exact;
  Search search = { profile, cancellable, path, FALSE };
  SudokuBoard work;
  LogicOutcome outcome;
  guint needed = 0;

  g_return_val_if_fail (board != NULL && profile != NULL, NULL);

  path->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);
  work = *board;
  clean_candidates (&work);

  sudoku_solver_count (&work, NULL, &exact, NULL);
  path->unique = exact.n_solutions == 1;
  if (exact.n_solutions == 0 || !sudoku_board_validate (&work, NULL))
    {
      path->result = SUDOKU_PATH_NO_SOLUTION;
      path->final = work;
      return g_steal_pointer (&path);
    }

  if (profile->assumptions)
    outcome = assume (&search, &work, 0, &needed);
  else
    outcome = run_logic (&search, &work, 0);

  if (outcome == LOGIC_CANCELLED)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Solving was cancelled"));
      return NULL;
    }

  path->final = work;
  switch (outcome)
    {
    case LOGIC_SOLVED:
      path->result = SUDOKU_PATH_SOLVED;
      path->assumptions_needed = needed;
      break;
    case LOGIC_BROKEN:
      path->result = SUDOKU_PATH_NO_SOLUTION;
      break;
    case LOGIC_STUCK:
    default:
      path->result = search.out_of_attempts ? SUDOKU_PATH_GAVE_UP : SUDOKU_PATH_STUCK;
      break;
    }
  return g_steal_pointer (&path);
}

/* Scores above these, per level, raise the level by one: a puzzle that
 * needs many steps of its hardest kind is harder than one that needs a
 * single one. Ours, tuned on qqwing_any_10k against qqwing's grades. */
static const guint raise_above[8] = { 0, 700, 1100, 1500, 2200, 3200, G_MAXUINT, G_MAXUINT };

/**
 * sudoku_rating_from_steps:
 * @steps: (element-type SudokuStep): the steps of a solve
 * @solved: whether they solved the puzzle
 * @assumptions: how many assumptions the solve needed
 * @rating: (out caller-allocates): the rating
 *
 * Rates a solve from its steps: the hardest technique's level (raised
 * one when the score is high), the score (the sum of the weights), the
 * hardest step on the Sudoku Explainer scale and the count of each
 * technique.
 */
void
sudoku_rating_from_steps (GPtrArray    *steps,
                          gboolean      solved,
                          guint         assumptions,
                          SudokuRating *rating)
{
  g_return_if_fail (steps != NULL && rating != NULL);

  memset (rating, 0, sizeof *rating);
  rating->level = 1;
  rating->solved = solved;
  rating->assumptions = assumptions;

  for (guint i = 0; i < steps->len; i++)
    {
      const SudokuStep *step = g_ptr_array_index (steps, i);
      const SudokuTechniqueInfo *info = sudoku_technique_get_info (step->technique);

      rating->counts[step->technique]++;
      rating->score += info->weight;
      rating->level = MAX (rating->level, info->level);
      rating->se_rating = MAX (rating->se_rating, step->se_rating);
    }

  if (rating->score > raise_above[rating->level])
    rating->level = MIN (rating->level + 1, 6);
}

/**
 * sudoku_rating_from_counts:
 * @counts: steps per technique of a solve that completed the grid
 *   without assumptions, each step with its technique's own SE rating
 *   (true of the singles, whose steps all rate the same)
 * @rating: (out caller-allocates): the rating
 *
 * sudoku_rating_from_steps() of such steps, without the steps.
 */
void
sudoku_rating_from_counts (const guint   counts[SUDOKU_N_TECHNIQUES],
                           SudokuRating *rating)
{
  g_return_if_fail (counts != NULL && rating != NULL);

  memset (rating, 0, sizeof *rating);
  rating->level = 1;
  rating->solved = TRUE;
  for (guint t = 0; t < SUDOKU_N_TECHNIQUES; t++)
    {
      const SudokuTechniqueInfo *info = sudoku_technique_get_info (t);

      if (counts[t] == 0)
        continue;
      rating->counts[t] = counts[t];
      rating->score += counts[t] * info->weight;
      rating->level = MAX (rating->level, info->level);
      rating->se_rating = MAX (rating->se_rating, info->se_rating);
    }

  if (rating->score > raise_above[rating->level])
    rating->level = MIN (rating->level + 1, 6);
}

void
sudoku_rating_from_path (const SudokuPath *path,
                         SudokuRating     *rating)
{
  g_return_if_fail (path != NULL && rating != NULL);

  sudoku_rating_from_steps (path->steps, path->result == SUDOKU_PATH_SOLVED,
                            path->assumptions_needed, rating);
}
