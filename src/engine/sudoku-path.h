/* sudoku-path.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

/**
 * SudokuProfile:
 * @enabled: the techniques tried, in the order of #SudokuTechnique
 * @assumptions: whether to fall back on the assumption search
 * @attempt_limit: how many assumptions the search may try (seed 003's
 *   limit; default 10,000)
 *
 * Which techniques the logical solver may use. Built-in profiles:
 * "original" (full house, hidden and naked singles, assumptions — the
 * seeds' solver), "standard" (everything up to ALS and Sue de Coq, and
 * assumptions), "full" (every technique, but of the Franken and Mutant
 * fish and templates only Franken X-Wings and Swordfish and finned
 * Franken X-Wings). A custom profile is a comma-
 * separated list of technique keys, optionally with "assumptions".
 */
typedef struct
{
  gboolean enabled[SUDOKU_N_TECHNIQUES];
  gboolean assumptions;
  guint    attempt_limit;
} SudokuProfile;

#define SUDOKU_DEFAULT_ATTEMPT_LIMIT 10000

gboolean sudoku_profile_init_from_string (SudokuProfile *profile,
                                          const char    *text,
                                          GError       **error);

/**
 * SudokuPathResult:
 * @SUDOKU_PATH_SOLVED: the grid was completed
 * @SUDOKU_PATH_STUCK: no enabled technique applies and assumptions are
 *   off: an honest stop, nothing was guessed
 * @SUDOKU_PATH_GAVE_UP: the assumption search reached its attempt limit
 * @SUDOKU_PATH_NO_SOLUTION: the puzzle (or the user's board) has no
 *   solution
 */
typedef enum {
  SUDOKU_PATH_SOLVED,
  SUDOKU_PATH_STUCK,
  SUDOKU_PATH_GAVE_UP,
  SUDOKU_PATH_NO_SOLUTION,
} SudokuPathResult;

/**
 * SudokuPath:
 * @steps: (element-type SudokuStep): every step in order; inside the
 *   assumption search, steps carry their depth, and each assumption step
 *   its outcome, so the list is the search tree walked depth first
 * @result: how the solve ended
 * @final: the board at the end (the solution when solved)
 * @unique: whether the puzzle has exactly one solution (exact solver)
 * @attempts: assumptions tried
 * @assumptions_needed: assumptions in force on the branch that solved
 *   the puzzle (seed 001's "required assumptions"); 0 when logic alone
 *   did it
 */
typedef struct
{
  GPtrArray        *steps;
  SudokuPathResult  result;
  SudokuBoard       final;
  gboolean          unique;
  guint             attempts;
  guint             assumptions_needed;
} SudokuPath;

void        sudoku_path_free  (SudokuPath *path);

/**
 * sudoku_path_solve:
 * @board: the puzzle; its candidates are used as they are (so a user's
 *   own eliminations count), after removing those that peers' values
 *   rule out
 * @profile: the techniques to use
 * @cancellable: (nullable): checked between steps
 * @error: G_IO_ERROR_CANCELLED when cancelled
 *
 * Solves the way a person would: the first technique of the profile that
 * applies, one step at a time, from the top again after each step.
 *
 * Returns: (transfer full): the path, or %NULL when cancelled
 */
SudokuPath *sudoku_path_solve (const SudokuBoard    *board,
                               const SudokuProfile  *profile,
                               GCancellable         *cancellable,
                               GError              **error);

/* The next step for a board as it stands (hints): the first technique of
 * the profile that applies, or %NULL. @unique says whether the puzzle is
 * known to be unique (allows the uniqueness techniques). */
SudokuStep *sudoku_path_next_step (const SudokuBoard   *board,
                                   const SudokuProfile *profile,
                                   gboolean             unique);
SudokuStep *sudoku_path_find_step (const SudokuBoard   *board,
                                   const SudokuProfile *profile,
                                   gboolean             unique,
                                   GCancellable        *cancellable);
SudokuStep *sudoku_path_next_assumption (const SudokuBoard *board);

/**
 * SudokuRating:
 * @level: 1–7 (SPEC F4): the hardest technique's level, raised by one
 *   (to at most 6) when the score is high for that level
 * @score: the sum of the step weights
 * @se_rating: the hardest step on the Sudoku Explainer scale
 * @assumptions: assumptions needed (see #SudokuPath)
 * @counts: steps per technique
 * @solved: whether the path completed the grid
 */
typedef struct
{
  guint    level;
  guint    score;
  double   se_rating;
  guint    assumptions;
  guint    counts[SUDOKU_N_TECHNIQUES];
  gboolean solved;
} SudokuRating;

void sudoku_rating_from_path  (const SudokuPath *path,
                               SudokuRating     *rating);
void sudoku_rating_from_steps (GPtrArray        *steps,
                               gboolean          solved,
                               guint             assumptions,
                               SudokuRating     *rating);
void sudoku_rating_from_counts (const guint   counts[SUDOKU_N_TECHNIQUES],
                                SudokuRating *rating);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuPath, sudoku_path_free)

G_END_DECLS
