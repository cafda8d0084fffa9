/* sudoku-steps-panel.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-grid-view.h"
#include "sudoku-session.h"
#include "sudoku-step-list.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_STEPS_PANEL (sudoku_steps_panel_get_type ())

G_DECLARE_FINAL_TYPE (SudokuStepsPanel, sudoku_steps_panel, SUDOKU, STEPS_PANEL, GtkWidget)

GtkWidget      *sudoku_steps_panel_new          (void);
void            sudoku_steps_panel_set_session  (SudokuStepsPanel *self,
                                                 SudokuSession    *session,
                                                 SudokuGridView   *grid_view);
SudokuStepList *sudoku_steps_panel_get_list     (SudokuStepsPanel *self);
/* The list as shown, filtered and sorted (for tests and the window). */
GtkSelectionModel *sudoku_steps_panel_get_selection (SudokuStepsPanel *self);

G_END_DECLS
