/* sudoku-window.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-application.h"
#include "sudoku-board.h"
#include "sudoku-export.h"
#include "sudoku-game.h"
#include "sudoku-grid-view.h"
#include "sudoku-session.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_WINDOW (sudoku_window_get_type ())

G_DECLARE_FINAL_TYPE (SudokuWindow, sudoku_window, SUDOKU, WINDOW, AdwApplicationWindow)

SudokuWindow   *sudoku_window_new           (SudokuApplication *application);
gboolean        sudoku_window_load_text     (SudokuWindow      *self,
                                             const char        *text,
                                             SudokuVariant      variant);
void            sudoku_window_open_file     (SudokuWindow      *self,
                                             GFile             *file,
                                             SudokuVariant      variant);
SudokuGridView *sudoku_window_get_grid_view (SudokuWindow      *self);
SudokuSession  *sudoku_window_get_session   (SudokuWindow      *self);
void            sudoku_window_open_library_puzzle_async  (SudokuWindow        *self,
                                                          gint64               id,
                                                          GAsyncReadyCallback  callback,
                                                          gpointer             user_data);
gboolean        sudoku_window_open_library_puzzle_finish (SudokuWindow        *self,
                                                          GAsyncResult        *result,
                                                          GError             **error);
void            sudoku_window_replay_solve_async  (SudokuWindow        *self,
                                                   gint64               solve_id,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);
gboolean        sudoku_window_replay_solve_finish (SudokuWindow        *self,
                                                   GAsyncResult        *result,
                                                   GError             **error);
void            sudoku_window_replay_step   (SudokuWindow      *self,
                                             int                delta);
void            sudoku_window_print         (SudokuWindow            *self,
                                             SudokuExportWhat         what,
                                             GtkPrintOperationAction  action,
                                             const char              *export_filename);
gboolean        sudoku_window_is_printing   (SudokuWindow      *self);

G_END_DECLS
