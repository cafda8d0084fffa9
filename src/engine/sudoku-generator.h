/* sudoku-generator.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-path.h"

G_BEGIN_DECLS

/**
 * SudokuSymmetry:
 * @SUDOKU_SYMMETRY_NONE: no pattern
 * @SUDOKU_SYMMETRY_ROT180: the clues are the same after a half turn
 * @SUDOKU_SYMMETRY_ROT90: the same after a quarter turn
 * @SUDOKU_SYMMETRY_MIRROR: the same mirrored left to right
 * @SUDOKU_SYMMETRY_DIAGONAL: the same mirrored on the main diagonal
 *
 * The pattern of the clues (not of their digits).
 */
typedef enum {
  SUDOKU_SYMMETRY_NONE,
  SUDOKU_SYMMETRY_ROT180,
  SUDOKU_SYMMETRY_ROT90,
  SUDOKU_SYMMETRY_MIRROR,
  SUDOKU_SYMMETRY_DIAGONAL,
} SudokuSymmetry;

/* The symmetry of a new puzzle's clues unless another is asked for, the
 * same in the app's New Puzzle and in `nanpure-cli generate`: a half
 * turn, as in most published puzzles (and the kind of ready puzzles the
 * app keeps in stock). */
#define SUDOKU_SYMMETRY_DEFAULT SUDOKU_SYMMETRY_ROT180

#define SUDOKU_N_SYMMETRIES 5

const char *sudoku_symmetry_to_string   (SudokuSymmetry  symmetry);
gboolean    sudoku_symmetry_from_string (const char     *name,
                                         SudokuSymmetry *symmetry);

/* The cells that @cell is tied to under @symmetry, @cell first; returns
 * how many (1, 2 or 4). */
guint       sudoku_symmetry_orbit       (SudokuSymmetry  symmetry,
                                         guint           cell,
                                         guint           orbit[4]);

/* Whether the given cells of @board follow @symmetry. */
gboolean    sudoku_symmetry_holds       (SudokuSymmetry     symmetry,
                                         const SudokuBoard *board);

/**
 * SudokuGenerateOptions:
 * @level: the level wanted, 1–7 (the level of sudoku_rating_from_path()
 *   with the "full" profile, as `nanpure-cli rate` gives it)
 * @variant: the rules
 * @symmetry: the pattern of the clues
 * @minimal: %TRUE for a minimal puzzle: no clue (no symmetric group of
 *   clues when @symmetry is not none) can go without a second solution
 * @seed: the same seed and options give the same puzzle
 */
typedef struct
{
  guint          level;
  SudokuVariant  variant;
  SudokuSymmetry symmetry;
  gboolean       minimal;
  guint64        seed;
} SudokuGenerateOptions;

void sudoku_generate_options_init (SudokuGenerateOptions *options);

/**
 * SudokuGenerateStats:
 * @grids: full grids made
 * @candidates: candidate puzzles rated
 * @accepted: puzzles that had the level asked for (0 or 1 per call)
 * @level_counts: how many candidates had each level (index 1–7); index
 *   0 counts those found harder than the level wanted without a full
 *   rating
 * @uniqueness_checks: removals whose uniqueness was in doubt (no
 *   logical solve proved it)
 * @exact_counts: of those, the ones that needed the exact solver (the
 *   others were settled by another solution met before)
 * @swaps: clues traded for fewer others to make a candidate minimal
 *   (Windoku at levels 1–2)
 */
typedef struct
{
  guint64 grids;
  guint64 candidates;
  guint64 accepted;
  guint64 level_counts[8];
  guint64 uniqueness_checks;
  guint64 exact_counts;
  guint64 swaps;
} SudokuGenerateStats;

/* Called after each candidate with the counts so far; may be called from
 * the generating thread. */
typedef void (*SudokuGenerateProgress) (const SudokuGenerateStats *stats,
                                        gpointer                   user_data);

gboolean sudoku_generate (const SudokuGenerateOptions *options,
                          SudokuBoard                 *puzzle,
                          SudokuRating                *rating,
                          SudokuGenerateStats         *stats,
                          SudokuGenerateProgress       progress,
                          gpointer                     user_data,
                          GCancellable                *cancellable,
                          GError                     **error);

/* The seed of the @index-th puzzle of a run started with @seed: puzzles
 * of one run are independent, so threads can make them in any order and
 * the output stays the same. */
guint64  sudoku_generate_seed_for_index (guint64 seed,
                                         guint64 index);

/* Whether @board (values as the givens) is minimal under @symmetry: each
 * clue, or each group of symmetric clues, is needed for uniqueness. */
gboolean sudoku_board_is_minimal (const SudokuBoard *board,
                                  SudokuSymmetry     symmetry);

G_END_DECLS
