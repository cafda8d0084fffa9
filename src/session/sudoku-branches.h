/* sudoku-branches.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-game.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_BRANCHES (sudoku_branches_get_type ())

G_DECLARE_FINAL_TYPE (SudokuBranches, sudoku_branches, SUDOKU, BRANCHES, GObject)

SudokuBranches *sudoku_branches_new               (SudokuGame      *game);

/* What-if branches: open ones are the game's open assumptions. */
guint           sudoku_branches_get_depth         (SudokuBranches  *self);
const char     *sudoku_branches_get_contradiction (SudokuBranches  *self);
char           *sudoku_branches_dup_way_back      (SudokuBranches  *self);
gboolean        sudoku_branches_try               (SudokuBranches  *self,
                                                   guint            cell,
                                                   guint            digit);
gboolean        sudoku_branches_go_back_and_remove (SudokuBranches *self);

/* The points "Back to here" reaches: the open branches' points,
 * outermost first, then the named checkpoints, oldest first. */
guint           sudoku_branches_get_n_points      (SudokuBranches  *self);
char           *sudoku_branches_dup_point_label   (SudokuBranches  *self,
                                                   guint            index);
gboolean        sudoku_branches_back_to           (SudokuBranches  *self,
                                                   guint            index,
                                                   GError         **error);
void            sudoku_branches_add_checkpoint    (SudokuBranches  *self,
                                                   const char      *name);
char           *sudoku_branches_dup_next_checkpoint_name (SudokuBranches *self);

/* Back to the first mistake. */
gboolean        sudoku_branches_back_to_mistake   (SudokuBranches  *self,
                                                   guint           *n_taken_back,
                                                   GError         **error);

/* The checkpoints kept with the game's progress. */
char           *sudoku_branches_to_record         (SudokuBranches  *self);
gboolean        sudoku_branches_load_record       (SudokuBranches  *self,
                                                   const char      *record,
                                                   GError         **error);
char           *sudoku_branches_split_progress    (const char      *progress,
                                                   char           **checkpoints);

G_END_DECLS
