/* sudoku-library-list.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-library-model.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_LIBRARY_LIST (sudoku_library_list_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLibraryList, sudoku_library_list, SUDOKU, LIBRARY_LIST, GtkWidget)

GtkWidget         *sudoku_library_list_new                 (SudokuLibraryModel *model);
void               sudoku_library_list_set_model           (SudokuLibraryList  *self,
                                                            SudokuLibraryModel *model);
GtkSelectionModel *sudoku_library_list_get_selection       (SudokuLibraryList  *self);
GtkColumnView     *sudoku_library_list_get_column_view     (SudokuLibraryList  *self);
SudokuLibraryItem *sudoku_library_list_dup_item            (SudokuLibraryList  *self,
                                                            guint               position);
GArray            *sudoku_library_list_dup_selected_ids    (SudokuLibraryList  *self);
GArray            *sudoku_library_list_dup_shown_ids       (SudokuLibraryList  *self);
guint              sudoku_library_list_count_selected      (SudokuLibraryList  *self);
SudokuLibraryItem *sudoku_library_list_dup_single_selected (SudokuLibraryList  *self);
void               sudoku_library_list_select_later        (SudokuLibraryList  *self,
                                                            GArray             *ids);
void               sudoku_library_list_forget_select_later (SudokuLibraryList  *self);
gboolean           sudoku_library_list_focus_first         (SudokuLibraryList  *self);
void               sudoku_library_list_start_over          (SudokuLibraryList  *self,
                                                            gboolean            unselect);
void               sudoku_library_list_set_level_column_visible (SudokuLibraryList *self,
                                                                 gboolean           visible);
void               sudoku_library_list_popup_menu          (SudokuLibraryList  *self,
                                                            GMenuModel         *model,
                                                            double              x,
                                                            double              y);
char              *sudoku_library_list_format_date         (gint64              unix_time);

G_END_DECLS
