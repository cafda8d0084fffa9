/* sudoku-puzzle-details.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-library.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_PUZZLE_DETAILS (sudoku_puzzle_details_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPuzzleDetails, sudoku_puzzle_details, SUDOKU, PUZZLE_DETAILS, GtkBox)

GtkWidget *sudoku_puzzle_details_new        (void);
void       sudoku_puzzle_details_set_puzzle (SudokuPuzzleDetails       *self,
                                             const SudokuLibraryPuzzle *puzzle);
guint      sudoku_puzzle_details_get_level  (SudokuPuzzleDetails       *self);
void       sudoku_puzzle_details_set_level  (SudokuPuzzleDetails       *self,
                                             guint                      level);
gboolean   sudoku_puzzle_details_get_valid  (SudokuPuzzleDetails       *self);
gboolean   sudoku_puzzle_details_apply      (SudokuPuzzleDetails       *self,
                                             SudokuLibraryPuzzle       *puzzle);
SudokuLibraryPuzzle *sudoku_puzzle_details_dup_shown  (SudokuPuzzleDetails *self);
SudokuLibraryPuzzle *sudoku_puzzle_details_dup_puzzle (SudokuPuzzleDetails *self);
void       sudoku_puzzle_details_merge      (SudokuLibraryPuzzle       *puzzle,
                                             const SudokuLibraryPuzzle *before,
                                             const SudokuLibraryPuzzle *after);

G_END_DECLS
