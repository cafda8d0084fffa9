/* sudoku-singles-path.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-cells.h"
#include "sudoku-path.h"

G_BEGIN_DECLS

gboolean sudoku_profile_is_singles_only (const SudokuProfile *profile);
gboolean sudoku_singles_path_rate       (const SudokuBoard   *board,
                                         const SudokuProfile *profile,
                                         SudokuRating        *rating);
guint    sudoku_singles_path_probe      (const SudokuBoard   *board,
                                         const SudokuProfile *profile,
                                         const guint8        *solution,
                                         SudokuCells          goal,
                                         const SudokuCells   *additions,
                                         guint                n_additions,
                                         guint                most,
                                         gboolean            *completes);

G_END_DECLS
