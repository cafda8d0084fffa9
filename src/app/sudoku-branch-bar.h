/* sudoku-branch-bar.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-branches.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_BRANCH_BAR (sudoku_branch_bar_get_type ())

G_DECLARE_FINAL_TYPE (SudokuBranchBar, sudoku_branch_bar, SUDOKU, BRANCH_BAR, GtkBox)

GtkWidget  *sudoku_branch_bar_new                (SudokuBranches  *branches);
const char *sudoku_branch_bar_get_depth_text     (SudokuBranchBar *self);
const char *sudoku_branch_bar_get_way_back_text  (SudokuBranchBar *self);
void        sudoku_branch_bar_popup_points       (SudokuBranchBar *self);

G_END_DECLS
