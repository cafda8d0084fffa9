/* sudoku-new-puzzle-dialog.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-generator.h"
#include "sudoku-library.h"
#include "sudoku-session.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_NEW_PUZZLE_DIALOG (sudoku_new_puzzle_dialog_get_type ())

G_DECLARE_FINAL_TYPE (SudokuNewPuzzleDialog, sudoku_new_puzzle_dialog, SUDOKU,
                      NEW_PUZZLE_DIALOG, AdwWindow)

GtkWidget *sudoku_new_puzzle_dialog_new        (GtkWindow             *parent,
                                                SudokuSession         *session,
                                                SudokuLibrary         *library);
void       sudoku_new_puzzle_dialog_set_choice (SudokuNewPuzzleDialog *self,
                                                gboolean               generate,
                                                guint                  level,
                                                SudokuVariant          variant,
                                                SudokuSymmetry         symmetry);
void       sudoku_new_puzzle_dialog_get_choice (SudokuNewPuzzleDialog *self,
                                                gboolean              *generate,
                                                guint                 *level,
                                                SudokuVariant         *variant,
                                                SudokuSymmetry        *symmetry);
gboolean   sudoku_new_puzzle_dialog_get_generating (SudokuNewPuzzleDialog *self);

G_END_DECLS
