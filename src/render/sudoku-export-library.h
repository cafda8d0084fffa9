/* sudoku-export-library.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-export.h"
#include "sudoku-library.h"

G_BEGIN_DECLS

/* Export items of library puzzles: where the library and the pages
 * meet, for the library window and `nanpure-cli export --library` alike
 * (built apart from the drawing, which knows no library). */

void              sudoku_export_item_set_library_heading (SudokuExportItem          *item,
                                                          const SudokuLibraryPuzzle *puzzle);
SudokuExportItem *sudoku_export_item_new_for_library     (const SudokuLibraryPuzzle *puzzle,
                                                          GError                   **error);

GPtrArray        *sudoku_export_gather                   (SudokuLibrary             *library,
                                                          int                        group,
                                                          GArray                    *ids,
                                                          GCancellable              *cancellable,
                                                          GError                   **error);
void              sudoku_export_gather_async             (SudokuLibrary             *library,
                                                          int                        group,
                                                          GArray                    *ids,
                                                          GCancellable              *cancellable,
                                                          GAsyncReadyCallback        callback,
                                                          gpointer                   user_data);
GPtrArray        *sudoku_export_gather_finish            (GAsyncResult              *result,
                                                          GError                   **error);

G_END_DECLS
