/* sudoku-reglib.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-board.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

/* Runs test cases in HoDoKu's reglib format (tests/data/REGLIB-FORMAT.md):
 * `:<code>:<candidates>:<givens>:<deleted>:<eliminations>:<placements>:<extra>`. */

typedef enum {
  SUDOKU_REGLIB_PASS,
  SUDOKU_REGLIB_FAIL,
  SUDOKU_REGLIB_SKIP,
} SudokuReglibResult;

/**
 * SudokuReglibCase:
 * @code: the technique code as written ("0901-2", "03111", "0606-x")
 * @board: values and the full pencil-mark state
 * @digits: the candidates field as a mask
 * @eliminations: (element-type SudokuCandidate): expected eliminations
 * @placements: (element-type SudokuCandidate): expected placements
 * @fail_case: %TRUE for `-x` codes: no step of the technique may exist
 * @siamese: %TRUE for fish codes with a fifth digit 1: the result is that
 *   of two fish on the same base sets taken together
 * @extra: the chain length when given, else 0
 */
typedef struct
{
  char        *code;
  SudokuBoard  board;
  guint16      digits;
  GArray      *eliminations;
  GArray      *placements;
  gboolean     fail_case;
  gboolean     siamese;
  guint        extra;
} SudokuReglibCase;

void     sudoku_reglib_case_clear   (SudokuReglibCase *test_case);
gboolean sudoku_reglib_parse_case   (const char       *line,
                                     SudokuReglibCase *test_case,
                                     GError          **error);

/* The techniques a code stands for (0002 is a hidden single in a box or
 * a line, for instance). Returns FALSE, with *skip set, for codes left
 * out on purpose (Franken and Mutant fish, templates); FALSE with *skip
 * unset for codes not known at all. */
gboolean sudoku_reglib_code_techniques (const char      *code,
                                        SudokuTechnique  techniques[4],
                                        guint           *n_techniques,
                                        gboolean        *skip);

/* Runs one case. On failure, *detail (when not NULL) says what was found
 * instead. */
SudokuReglibResult sudoku_reglib_run_case (const SudokuReglibCase *test_case,
                                           char                  **detail);

G_END_DECLS
