/* sudoku-step-list.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-all-steps.h"
#include "sudoku-session.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_STEP_ITEM (sudoku_step_item_get_type ())

G_DECLARE_FINAL_TYPE (SudokuStepItem, sudoku_step_item, SUDOKU, STEP_ITEM, GObject)

/* One line of the list: a found step and its texts (translated). */
SudokuFoundStep *sudoku_step_item_get_found          (SudokuStepItem *self);
const char      *sudoku_step_item_get_summary        (SudokuStepItem *self);
const char      *sudoku_step_item_get_technique_name (SudokuStepItem *self);

#define SUDOKU_TYPE_STEP_LIST (sudoku_step_list_get_type ())

G_DECLARE_FINAL_TYPE (SudokuStepList, sudoku_step_list, SUDOKU, STEP_LIST, GObject)

SudokuStepList    *sudoku_step_list_new              (SudokuSession  *session);

/* Searches only while active (the panel is open): property "active". */
gboolean           sudoku_step_list_get_active       (SudokuStepList *self);
void               sudoku_step_list_set_active       (SudokuStepList *self,
                                                      gboolean        active);
/* The search in progress: properties "busy" and "progress" (0–1). */
gboolean           sudoku_step_list_get_busy         (SudokuStepList *self);
double             sudoku_step_list_get_progress     (SudokuStepList *self);
void               sudoku_step_list_cancel           (SudokuStepList *self);
void               sudoku_step_list_refresh          (SudokuStepList *self);
/* The position searched. */
const SudokuBoard *sudoku_step_list_get_board        (SudokuStepList *self);

/* Which levels the model lists (property "level": steps of that level
 * and easier; 0 for all). At each new position it is the easiest level
 * that has steps, until the user asks for more. */
guint              sudoku_step_list_get_level        (SudokuStepList *self);
/* Steps found, of every level (property "n-found"). */
guint              sudoku_step_list_get_n_found      (SudokuStepList *self);
/* Whether a harder level has steps not listed (property "can-show-harder"). */
gboolean           sudoku_step_list_get_can_show_harder (SudokuStepList *self);
void               sudoku_step_list_show_harder      (SudokuStepList *self);
void               sudoku_step_list_show_all         (SudokuStepList *self);

G_END_DECLS
