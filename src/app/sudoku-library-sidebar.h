/* sudoku-library-sidebar.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-library-model.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_LIBRARY_SIDEBAR (sudoku_library_sidebar_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLibrarySidebar, sudoku_library_sidebar, SUDOKU, LIBRARY_SIDEBAR,
                      GtkWidget)

void  sudoku_library_sidebar_select_group   (SudokuLibrarySidebar *self,
                                             int                   group);
void  sudoku_library_sidebar_update_counts  (SudokuLibrarySidebar *self,
                                             SudokuLibraryModel   *model);
void  sudoku_library_sidebar_popup_menu     (SudokuLibrarySidebar *self,
                                             GMenuModel           *model,
                                             double                x,
                                             double                y);
char *sudoku_library_sidebar_dup_group_name (int                   group);

G_END_DECLS
