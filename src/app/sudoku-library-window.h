/* sudoku-library-window.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-generator.h"
#include "sudoku-library.h"
#include "sudoku-library-model.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_LIBRARY_WINDOW (sudoku_library_window_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLibraryWindow, sudoku_library_window, SUDOKU, LIBRARY_WINDOW,
                      AdwApplicationWindow)

SudokuLibraryWindow *sudoku_library_window_new           (GtkApplication       *application,
                                                          SudokuLibrary        *library);
SudokuLibrary       *sudoku_library_window_get_library   (SudokuLibraryWindow  *self);
int                  sudoku_library_window_get_group     (SudokuLibraryWindow  *self);
void                 sudoku_library_window_set_group     (SudokuLibraryWindow  *self,
                                                          int                   group);
void                 sudoku_library_window_show_puzzle   (SudokuLibraryWindow  *self,
                                                          gint64                id);
GListModel          *sudoku_library_window_get_puzzles   (SudokuLibraryWindow  *self);
GtkSelectionModel   *sudoku_library_window_get_selection (SudokuLibraryWindow  *self);
gboolean             sudoku_library_window_is_busy       (SudokuLibraryWindow  *self);
void                 sudoku_library_window_import_file   (SudokuLibraryWindow  *self,
                                                          GFile                *file,
                                                          int                   level,
                                                          SudokuVariant         variant);
void                 sudoku_library_window_import_files  (SudokuLibraryWindow  *self,
                                                          GFile               **files,
                                                          guint                 n_files);
void                 sudoku_library_window_export_file   (SudokuLibraryWindow  *self,
                                                          GFile                *file,
                                                          SudokuLibraryFormat   format);
void                 sudoku_library_window_export_booklet (SudokuLibraryWindow *self);
void                 sudoku_library_window_print         (SudokuLibraryWindow  *self,
                                                          GtkPrintOperationAction action,
                                                          const char           *export_filename);
void                 sudoku_library_window_booklet_group (SudokuLibraryWindow  *self,
                                                          int                   group,
                                                          gboolean              print,
                                                          GtkPrintOperationAction action,
                                                          const char           *export_filename);
void                 sudoku_library_window_generate_into_level (SudokuLibraryWindow *self,
                                                                guint                level,
                                                                guint                count,
                                                                SudokuVariant        variant,
                                                                SudokuSymmetry       symmetry);

G_END_DECLS
