/* sudoku-colouring.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sudoku-board.h"
#include "sudoku-cells.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

/**
 * SUDOKU_N_COLOUR_PAIRS:
 *
 * The user's colours come in pairs, as in HoDoKu: its five pairs and two
 * more. Colour 1 is the first of pair a, 2 the second of pair a (“A”),
 * 3 the first of pair b, and so on; 0 is no colour.
 */
#define SUDOKU_N_COLOUR_PAIRS 7
#define SUDOKU_N_COLOURS      (2 * SUDOKU_N_COLOUR_PAIRS)

/**
 * SudokuColouring:
 * @primary: each cell's colour (0 for none)
 * @secondary: each cell's second colour, drawn over one half of it
 * @candidates: each candidate's colour, [cell][digit - 1]
 *
 * The colours the user put on the grid: a plain value, copied freely.
 */
typedef struct
{
  guint8 primary[SUDOKU_N_CELLS];
  guint8 secondary[SUDOKU_N_CELLS];
  guint8 candidates[SUDOKU_N_CELLS][9];
} SudokuColouring;

/**
 * SudokuColouringVerdict:
 * @SUDOKU_COLOURING_EMPTY: neither colour is on the digit's candidates
 * @SUDOKU_COLOURING_ONE_SIDED: only one colour of the pair is used
 * @SUDOKU_COLOURING_INCONSISTENT: a strong link joins two candidates of
 *   the same colour: they cannot be opposite, the colouring is wrong
 * @SUDOKU_COLOURING_UNLINKED: some coloured candidates are not joined to
 *   the others by strong links: what one colour says is not known
 * @SUDOKU_COLOURING_VALID: one cluster of strong links, two sides
 *
 * What the check says about a two-colour single-digit colouring.
 */
typedef enum {
  SUDOKU_COLOURING_EMPTY,
  SUDOKU_COLOURING_ONE_SIDED,
  SUDOKU_COLOURING_INCONSISTENT,
  SUDOKU_COLOURING_UNLINKED,
  SUDOKU_COLOURING_VALID,
} SudokuColouringVerdict;

/**
 * SudokuColouringCheck:
 * @digit: the digit checked
 * @pair: the colour pair (0 for a/A …)
 * @verdict: a #SudokuColouringVerdict
 * @sides: the cells whose candidate @digit has the pair's first and
 *   second colour
 * @n_strong_links: strong links (conjugate pairs) between opposite colours
 * @same_colour_links: cells of strong links whose ends share a colour
 * @unlinked: coloured cells not reached by strong links from the first
 * @wrapped: 0, or the colour (1 or 2: first or second of the pair) that
 *   sees itself and is therefore false (colour wrap)
 * @trapped: cells outside the colouring whose candidate sees both
 *   colours (colour trap)
 * @eliminations: every cell whose candidate @digit the colouring removes
 *   (trapped cells, and the wrapped colour's cells)
 */
typedef struct
{
  guint                  digit;
  guint                  pair;
  SudokuColouringVerdict verdict;
  SudokuCells            sides[2];
  guint                  n_strong_links;
  SudokuCells            same_colour_links;
  SudokuCells            unlinked;
  guint                  wrapped;
  SudokuCells            trapped;
  SudokuCells            eliminations;
} SudokuColouringCheck;

#define SUDOKU_TYPE_COLOURING (sudoku_colouring_get_type ())

GType            sudoku_colouring_get_type     (void) G_GNUC_CONST;
SudokuColouring *sudoku_colouring_new          (void);
SudokuColouring *sudoku_colouring_copy         (const SudokuColouring *colouring);
void             sudoku_colouring_free         (SudokuColouring       *colouring);

gboolean         sudoku_colouring_is_empty     (const SudokuColouring *colouring);
gboolean         sudoku_colouring_equal        (const SudokuColouring *a,
                                                const SudokuColouring *b);
guint            sudoku_colouring_get_candidate (const SudokuColouring *colouring,
                                                 const SudokuBoard     *board,
                                                 guint                  cell,
                                                 guint                  digit);

char            *sudoku_colouring_to_record    (const SudokuColouring *colouring);
gboolean         sudoku_colouring_from_record  (const char            *record,
                                                SudokuColouring       *colouring,
                                                GError               **error);

guint            sudoku_colour_make            (guint                  pair,
                                                guint                  side);
guint            sudoku_colour_get_pair        (guint                  colour);
guint            sudoku_colour_get_side        (guint                  colour);
guint            sudoku_colour_opposite        (guint                  colour);
char             sudoku_colour_get_letter      (guint                  colour);
void             sudoku_colour_get_rgb         (guint                  colour,
                                                double                *red,
                                                double                *green,
                                                double                *blue);
char            *sudoku_colour_dup_name        (guint                  colour);

void             sudoku_colouring_check        (const SudokuColouring *colouring,
                                                const SudokuBoard     *board,
                                                guint                  digit,
                                                guint                  pair,
                                                SudokuColouringCheck  *check);
char            *sudoku_colouring_check_dup_text (const SudokuColouringCheck *check);
SudokuStep      *sudoku_colouring_check_to_step  (const SudokuColouringCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuColouring, sudoku_colouring_free)

G_END_DECLS
