/* sudoku-error.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SUDOKU_ERROR (sudoku_error_quark ())

/**
 * SudokuError:
 * @SUDOKU_ERROR_PARSE: the text is not a puzzle in any known format
 * @SUDOKU_ERROR_BAD_CHARACTER: a character that is neither a digit nor an
 *   empty-cell mark
 * @SUDOKU_ERROR_LENGTH: the wrong number of cells
 * @SUDOKU_ERROR_EMPTY: no puzzle at all
 * @SUDOKU_ERROR_DUPLICATE: a digit repeats within a house
 * @SUDOKU_ERROR_NO_SOLUTION: the puzzle cannot be completed
 * @SUDOKU_ERROR_INVALID: anything else the rules forbid
 * @SUDOKU_ERROR_SEVERAL_PUZZLES: one puzzle was asked for, and the text
 *   holds more than one (a collection, for the library's import)
 */
typedef enum {
  SUDOKU_ERROR_PARSE,
  SUDOKU_ERROR_BAD_CHARACTER,
  SUDOKU_ERROR_LENGTH,
  SUDOKU_ERROR_EMPTY,
  SUDOKU_ERROR_DUPLICATE,
  SUDOKU_ERROR_NO_SOLUTION,
  SUDOKU_ERROR_INVALID,
  SUDOKU_ERROR_SEVERAL_PUZZLES,
} SudokuError;

GQuark sudoku_error_quark (void);

G_END_DECLS
