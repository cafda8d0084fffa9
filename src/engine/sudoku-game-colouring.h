/* sudoku-game-colouring.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-colouring.h"
#include "sudoku-game.h"

G_BEGIN_DECLS

/**
 * SudokuColourTarget:
 * @SUDOKU_COLOUR_CELL: a cell's primary colour
 * @SUDOKU_COLOUR_CELL_SECONDARY: a cell's secondary colour
 * @SUDOKU_COLOUR_CANDIDATE: one candidate's colour
 *
 * What a colour is put on.
 */
typedef enum {
  SUDOKU_COLOUR_CELL,
  SUDOKU_COLOUR_CELL_SECONDARY,
  SUDOKU_COLOUR_CANDIDATE,
} SudokuColourTarget;

const SudokuColouring *sudoku_game_get_colouring     (SudokuGame            *self);
const SudokuColouring *sudoku_game_get_colouring_at  (SudokuGame            *self,
                                                      guint                  n_moves);
gboolean               sudoku_game_set_colouring     (SudokuGame            *self,
                                                      const SudokuColouring *colouring);
gboolean               sudoku_game_colour            (SudokuGame            *self,
                                                      SudokuColourTarget     target,
                                                      guint                  cell,
                                                      guint                  digit,
                                                      guint                  colour);
gboolean               sudoku_game_clear_colouring   (SudokuGame            *self);

G_END_DECLS
