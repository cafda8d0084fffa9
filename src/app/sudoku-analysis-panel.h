/* sudoku-analysis-panel.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-game.h"
#include "sudoku-session.h"

#include "sudoku-board.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_ANALYSIS_PANEL (sudoku_analysis_panel_get_type ())

G_DECLARE_FINAL_TYPE (SudokuAnalysisPanel, sudoku_analysis_panel, SUDOKU, ANALYSIS_PANEL, GtkWidget)

/**
 * SudokuAnalysisTable:
 * @SUDOKU_ANALYSIS_TABLE_ROWS: per row (0–8): column 0 the missing
 *   digits, column 1 the number of empty cells
 * @SUDOKU_ANALYSIS_TABLE_COLUMNS: the same per column
 * @SUDOKU_ANALYSIS_TABLE_BOXES: the same per box
 * @SUDOKU_ANALYSIS_TABLE_WINDOWS: the same per Windoku window (0–3);
 *   shown only for Windoku boards
 * @SUDOKU_ANALYSIS_TABLE_PLACES: the occurrence table: row 0–8 a box
 *   (9–12 a window, Windoku only), column d − 1 the number of cells of
 *   that house where digit d can go
 * @SUDOKU_ANALYSIS_TABLE_SUMMARY: one cell (0, 0): the empty cells of
 *   the whole grid
 *
 * The parts of the panel, for sudoku_analysis_panel_get_cell().
 */
typedef enum {
  SUDOKU_ANALYSIS_TABLE_ROWS,
  SUDOKU_ANALYSIS_TABLE_COLUMNS,
  SUDOKU_ANALYSIS_TABLE_BOXES,
  SUDOKU_ANALYSIS_TABLE_WINDOWS,
  SUDOKU_ANALYSIS_TABLE_PLACES,
  SUDOKU_ANALYSIS_TABLE_SUMMARY,
} SudokuAnalysisTable;

GtkWidget         *sudoku_analysis_panel_new           (void);
void               sudoku_analysis_panel_set_session   (SudokuAnalysisPanel *self,
                                                        SudokuSession       *session);
void               sudoku_analysis_panel_set_game      (SudokuAnalysisPanel *self,
                                                        SudokuGame          *game);
void               sudoku_analysis_panel_set_board     (SudokuAnalysisPanel *self,
                                                        const SudokuBoard   *board);
const SudokuBoard *sudoku_analysis_panel_get_board     (SudokuAnalysisPanel *self);
guint              sudoku_analysis_panel_get_n_empty   (SudokuAnalysisPanel *self);
gboolean           sudoku_analysis_panel_shows_tables  (SudokuAnalysisPanel *self);
GtkWidget         *sudoku_analysis_panel_get_cell      (SudokuAnalysisPanel *self,
                                                        SudokuAnalysisTable  table,
                                                        guint                row,
                                                        guint                column);
char              *sudoku_analysis_panel_dup_cell_text (SudokuAnalysisPanel *self,
                                                        SudokuAnalysisTable  table,
                                                        guint                row,
                                                        guint                column);

G_END_DECLS
