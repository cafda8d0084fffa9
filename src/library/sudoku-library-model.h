/* sudoku-library-model.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-library.h"

G_BEGIN_DECLS

/**
 * SudokuLibraryItem:
 *
 * One puzzle of a #SudokuLibraryModel, as listed. An item never changes:
 * a puzzle that changes becomes a new item in its place. Its properties
 * are the sort keys of the library window's columns.
 */
#define SUDOKU_TYPE_LIBRARY_ITEM (sudoku_library_item_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLibraryItem, sudoku_library_item, SUDOKU, LIBRARY_ITEM, GObject)

const SudokuLibraryPuzzle *sudoku_library_item_get_puzzle (SudokuLibraryItem *self);
gint64                     sudoku_library_item_get_id     (SudokuLibraryItem *self);
guint                      sudoku_library_item_get_clues  (SudokuLibraryItem *self);

/**
 * SudokuLibrarySort:
 * @SUDOKU_LIBRARY_SORT_LIBRARY: the library's order: levels 1–7, then
 *   Sample, each by number
 * @SUDOKU_LIBRARY_SORT_NUMBER: by number
 * @SUDOKU_LIBRARY_SORT_LEVEL: by level, Sample after Level 7
 * @SUDOKU_LIBRARY_SORT_COMPUTED: by computed level, unrated last
 * @SUDOKU_LIBRARY_SORT_RATING: by SE rating
 * @SUDOKU_LIBRARY_SORT_CLUES: by the number of givens
 * @SUDOKU_LIBRARY_SORT_SOURCE: by source, as text without case
 * @SUDOKU_LIBRARY_SORT_TITLE: by title, as text without case
 * @SUDOKU_LIBRARY_SORT_SOLVED: not started, started, solved
 * @SUDOKU_LIBRARY_SORT_DATE: by the date last changed
 *
 * How a #SudokuLibraryModel orders its puzzles. Puzzles that sort alike
 * keep the library's order, whichever the direction.
 */
typedef enum {
  SUDOKU_LIBRARY_SORT_LIBRARY,
  SUDOKU_LIBRARY_SORT_NUMBER,
  SUDOKU_LIBRARY_SORT_LEVEL,
  SUDOKU_LIBRARY_SORT_COMPUTED,
  SUDOKU_LIBRARY_SORT_RATING,
  SUDOKU_LIBRARY_SORT_CLUES,
  SUDOKU_LIBRARY_SORT_SOURCE,
  SUDOKU_LIBRARY_SORT_TITLE,
  SUDOKU_LIBRARY_SORT_SOLVED,
  SUDOKU_LIBRARY_SORT_DATE,
} SudokuLibrarySort;

/**
 * SudokuLibraryModel:
 *
 * The puzzles of one group of a #SudokuLibrary, searched and sorted, as
 * a #GListModel of #SudokuLibraryItem, with the count of every group.
 * Lists are read, sorted and compared with the rows in a worker; only
 * the rows that changed are replaced, a chunk per main loop iteration,
 * so that 100,000 puzzles never hold up the main loop and a change to a
 * few rows keeps the others (and a view's scroll position and
 * selection). It follows #SudokuLibrary::changed by itself.
 */
#define SUDOKU_TYPE_LIBRARY_MODEL (sudoku_library_model_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLibraryModel, sudoku_library_model, SUDOKU, LIBRARY_MODEL, GObject)

SudokuLibraryModel *sudoku_library_model_new                 (SudokuLibrary      *library);
SudokuLibrary      *sudoku_library_model_get_library         (SudokuLibraryModel *self);
int                 sudoku_library_model_get_group           (SudokuLibraryModel *self);
void                sudoku_library_model_set_group           (SudokuLibraryModel *self,
                                                              int                 group);
const char         *sudoku_library_model_get_search          (SudokuLibraryModel *self);
void                sudoku_library_model_set_search          (SudokuLibraryModel *self,
                                                              const char         *search);
SudokuLibrarySort   sudoku_library_model_get_sort            (SudokuLibraryModel *self);
gboolean            sudoku_library_model_get_sort_descending (SudokuLibraryModel *self);
void                sudoku_library_model_set_sort            (SudokuLibraryModel *self,
                                                              SudokuLibrarySort   sort,
                                                              gboolean            descending);
guint               sudoku_library_model_get_chunk_size      (SudokuLibraryModel *self);
void                sudoku_library_model_set_chunk_size      (SudokuLibraryModel *self,
                                                              guint               chunk_size);
gboolean            sudoku_library_model_get_loading         (SudokuLibraryModel *self);
gboolean            sudoku_library_model_get_loaded          (SudokuLibraryModel *self);
guint               sudoku_library_model_get_count           (SudokuLibraryModel *self,
                                                              int                 group);
guint               sudoku_library_model_find                (SudokuLibraryModel *self,
                                                              gint64              id);
void                sudoku_library_model_reload              (SudokuLibraryModel *self);

G_END_DECLS
