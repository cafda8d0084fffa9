/* sudoku-techniques.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The finders, one file per family, private to the engine. Each takes the
 * technique asked for (a family file serves several), reports every step
 * it finds to @sink in a stable order, and returns TRUE as soon as @sink
 * returns TRUE. A finder must only report sound steps, must not report a
 * step that changes nothing, and allocates only for the steps it reports
 * (sudoku_step_new() and friends). sudoku-logic.c dispatches to them. */

#pragma once

#include "sudoku-logic.h"

G_BEGIN_DECLS

typedef gboolean (*SudokuFinder) (const SudokuGrid *grid,
                                  SudokuTechnique   technique,
                                  SudokuStepSink    sink,
                                  gpointer          user_data);

/* FULL_HOUSE, HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_LINE, NAKED_SINGLE */
gboolean _sudoku_find_singles        (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
/* POINTING, CLAIMING, LOCKED_PAIR, LOCKED_TRIPLE */
gboolean _sudoku_find_intersections  (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
/* NAKED_/HIDDEN_ PAIR, TRIPLE, QUAD */
gboolean _sudoku_find_subsets        (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
/* X_WING … SASHIMI_JELLYFISH */
gboolean _sudoku_find_fish           (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
/* FRANKEN_*, FINNED_FRANKEN_*, MUTANT_*, FINNED_MUTANT_* */
gboolean _sudoku_find_complex_fish   (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
/* TEMPLATE_SET, TEMPLATE_DELETE */
gboolean _sudoku_find_templates      (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
/* SKYSCRAPER, TWO_STRING_KITE, TURBOT_FISH, EMPTY_RECTANGLE, DUAL_* */
gboolean _sudoku_find_single_digit   (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
/* SIMPLE_COLORS_TRAP, SIMPLE_COLORS_WRAP, MULTI_COLORS_1, MULTI_COLORS_2 */
gboolean _sudoku_find_coloring       (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
/* XY_WING, XYZ_WING, W_WING, REMOTE_PAIR */
gboolean _sudoku_find_wings          (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
/* UNIQUENESS_1 … 6, HIDDEN_RECTANGLE, AVOIDABLE_RECTANGLE_1/2, BUG_PLUS_1 */
gboolean _sudoku_find_uniqueness     (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
/* X_CHAIN, XY_CHAIN, NICE_LOOP_*, AIC, GROUPED_* */
gboolean _sudoku_find_chains         (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
/* ALS_XZ, ALS_XY_WING, ALS_CHAIN, DEATH_BLOSSOM, SUE_DE_COQ */
gboolean _sudoku_find_als            (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);

/* Texts. Each family file also describes its own steps: a one-line
 * summary (full = FALSE) or the fuller explanation (full = TRUE), both
 * translated, cells written r1c1 (sudoku_cell_dup_name()). @before is the
 * board the step was found on. */
typedef char *(*SudokuDescriber) (const SudokuStep  *step,
                                  const SudokuBoard *before,
                                  gboolean           full);

char *_sudoku_describe_singles       (const SudokuStep *step, const SudokuBoard *before, gboolean full);
char *_sudoku_describe_intersections (const SudokuStep *step, const SudokuBoard *before, gboolean full);
char *_sudoku_describe_subsets       (const SudokuStep *step, const SudokuBoard *before, gboolean full);
char *_sudoku_describe_fish          (const SudokuStep *step, const SudokuBoard *before, gboolean full);
char *_sudoku_describe_complex_fish (const SudokuStep *step, const SudokuBoard *before, gboolean full);
char *_sudoku_describe_templates     (const SudokuStep *step, const SudokuBoard *before, gboolean full);
char *_sudoku_describe_single_digit  (const SudokuStep *step, const SudokuBoard *before, gboolean full);
char *_sudoku_describe_coloring      (const SudokuStep *step, const SudokuBoard *before, gboolean full);
char *_sudoku_describe_wings         (const SudokuStep *step, const SudokuBoard *before, gboolean full);
char *_sudoku_describe_uniqueness    (const SudokuStep *step, const SudokuBoard *before, gboolean full);
char *_sudoku_describe_chains        (const SudokuStep *step, const SudokuBoard *before, gboolean full);
char *_sudoku_describe_als           (const SudokuStep *step, const SudokuBoard *before, gboolean full);

/* NISHIO, FORCING_CHAIN_CONTRADICTION/VERITY, FORCING_NET_CONTRADICTION/VERITY */
gboolean _sudoku_find_forcing        (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
char *_sudoku_describe_forcing       (const SudokuStep *step, const SudokuBoard *before, gboolean full);

/* DYNAMIC_FORCING_CHAIN, DYNAMIC_FORCING_CHAIN_PLUS, NESTED_FORCING_CHAIN:
 * Sudoku Explainer's chaining rules of the rating (sudoku-se-steps.c) */
gboolean _sudoku_find_se_forcing     (const SudokuGrid *grid, SudokuTechnique technique,
                                      SudokuStepSink sink, gpointer user_data);
char *_sudoku_describe_se_forcing    (const SudokuStep *step, const SudokuBoard *before, gboolean full);
GPtrArray *_sudoku_se_forcing_views  (const SudokuStep *step);
/* The calling thread's nested searches of those rules so far: made, and
 * answered by its cache of grid states; and emptying that cache (for
 * the tests). */
void _sudoku_se_thread_counts        (guint64 *searched, guint64 *reused);
void _sudoku_se_thread_forget        (void);
/* The hints those searches found and the ones their cache keeps (a hint
 * with the same removals and needs as an easier one is never used), and
 * keeping them all (for the tests, to compare). */
void _sudoku_se_thread_hint_counts   (guint64 *found, guint64 *kept);
void _sudoku_se_thread_keep_repeated (gboolean keep);
/* The single forcing chains those searches followed and the ones they
 * left out, known not to end; and following them all (for the tests). */
void _sudoku_se_thread_chain_counts  (guint64 *searched, guint64 *skipped);
void _sudoku_se_thread_every_chain   (gboolean every);

/* Shared helpers (sudoku-logic.c). */

/* The house index of row r, column c or box b (0-based) in every variant. */
#define SUDOKU_ROW_HOUSE(r)    (r)
#define SUDOKU_COLUMN_HOUSE(c) (9 + (c))
#define SUDOKU_BOX_HOUSE(b)    (18 + (b))

/* Cells that see every cell of @cells (peers of all of them). */
SudokuCells _sudoku_grid_common_peers (const SudokuGrid *grid,
                                       SudokuCells       cells);

/* Adds an elimination for each cell of @cells that has @digit as a
 * candidate; returns how many were added. */
guint       _sudoku_step_eliminate    (SudokuStep       *step,
                                       const SudokuGrid *grid,
                                       SudokuCells       cells,
                                       guint             digit);

/* What a single-digit finder found nothing for. Such a finder's result
 * for a digit depends only on where that digit's candidates are (and the
 * variant), and between two steps of a solve most digits keep theirs: a
 * finder notes a digit it searched without finding anything, and skips it
 * while the digit's candidates stay the same. One per technique and
 * thread, so threads never share one. */
typedef struct
{
  SudokuCells   cells[10];
  SudokuCells   placed[10];  /* the _placed functions only */
  guint16       known;
  SudokuVariant variant;
} SudokuDigitMemo;

SudokuDigitMemo *_sudoku_digit_memo_get (SudokuTechnique technique);

/* Whether @digit was searched in vain with the candidates it has now. */
static inline gboolean
_sudoku_digit_memo_barren (const SudokuDigitMemo *memo,
                           const SudokuGrid      *grid,
                           guint                  digit)
{
  return (memo->known & (1u << digit)) && memo->variant == grid->board.variant &&
         sudoku_cells_equal (memo->cells[digit], grid->digit_cells[digit]);
}

/* Notes the search for @digit as found nothing (@barren) or something. */
static inline void
_sudoku_digit_memo_note (SudokuDigitMemo  *memo,
                         const SudokuGrid *grid,
                         guint             digit,
                         gboolean          barren)
{
  if (memo->variant != grid->board.variant)
    {
      memo->known = 0;
      memo->variant = grid->board.variant;
    }
  if (barren)
    {
      memo->cells[digit] = grid->digit_cells[digit];
      memo->known |= 1u << digit;
    }
  else
    memo->known &= ~(1u << digit);
}

/* The same for finders that also read where the digit is placed
 * (sudoku_grid_house_places()): @placed holds, per digit, the cells
 * with that value (_sudoku_grid_placed_cells()). */
void _sudoku_grid_placed_cells (const SudokuGrid *grid,
                                SudokuCells       placed[10]);

static inline gboolean
_sudoku_digit_memo_barren_placed (const SudokuDigitMemo *memo,
                                  const SudokuGrid      *grid,
                                  const SudokuCells     *placed,
                                  guint                  digit)
{
  return _sudoku_digit_memo_barren (memo, grid, digit) &&
         sudoku_cells_equal (memo->placed[digit], placed[digit]);
}

static inline void
_sudoku_digit_memo_note_placed (SudokuDigitMemo   *memo,
                                const SudokuGrid  *grid,
                                const SudokuCells *placed,
                                guint              digit,
                                gboolean           barren)
{
  _sudoku_digit_memo_note (memo, grid, digit, barren);
  memo->placed[digit] = placed[digit];
}

/* The lowest digit of a non-empty candidate mask. */
static inline guint
_sudoku_lowest_digit (guint16 mask)
{
  return (guint) __builtin_ctz (mask) + 1;
}

G_END_DECLS
