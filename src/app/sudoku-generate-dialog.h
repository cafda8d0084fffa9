/* sudoku-generate-dialog.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-generator.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_GENERATE_DIALOG (sudoku_generate_dialog_get_type ())

/* The most puzzles one run makes: the dialog's spin button stops there
 * and its row says so. */
#define SUDOKU_GENERATE_DIALOG_MAX_COUNT 100

G_DECLARE_FINAL_TYPE (SudokuGenerateDialog, sudoku_generate_dialog, SUDOKU, GENERATE_DIALOG,
                      AdwMessageDialog)

GtkWidget      *sudoku_generate_dialog_new          (GtkWindow            *parent,
                                                     guint                 level);
guint           sudoku_generate_dialog_get_level    (SudokuGenerateDialog *self);
guint           sudoku_generate_dialog_get_count    (SudokuGenerateDialog *self);
SudokuVariant   sudoku_generate_dialog_get_variant  (SudokuGenerateDialog *self);
SudokuSymmetry  sudoku_generate_dialog_get_symmetry (SudokuGenerateDialog *self);

G_END_DECLS
