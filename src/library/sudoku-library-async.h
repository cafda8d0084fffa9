/* sudoku-library-async.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-library.h"

G_BEGIN_DECLS

/* The library's changes in a worker thread, each with a connection of
 * its own, so that a window never waits for the database: the
 * `_finish` functions run on the thread that asked (the main thread)
 * and emit #SudokuLibrary::changed there when something changed.
 *
 * A write once started is not undone by its #GCancellable: the
 * cancellable only keeps a write from starting. */

void     sudoku_library_update_async        (SudokuLibrary              *self,
                                             const SudokuLibraryPuzzle  *puzzle,
                                             GCancellable               *cancellable,
                                             GAsyncReadyCallback         callback,
                                             gpointer                    user_data);
gboolean sudoku_library_update_finish       (SudokuLibrary              *self,
                                             GAsyncResult               *result,
                                             GError                    **error);
void     sudoku_library_move_many_async     (SudokuLibrary              *self,
                                             GArray                     *ids,
                                             guint                       level,
                                             GCancellable               *cancellable,
                                             GAsyncReadyCallback         callback,
                                             gpointer                    user_data);
gboolean sudoku_library_move_many_finish    (SudokuLibrary              *self,
                                             GAsyncResult               *result,
                                             guint                      *n_moved,
                                             GError                    **error);
void     sudoku_library_trash_many_async    (SudokuLibrary              *self,
                                             GArray                     *ids,
                                             GCancellable               *cancellable,
                                             GAsyncReadyCallback         callback,
                                             gpointer                    user_data);
gboolean sudoku_library_trash_many_finish   (SudokuLibrary              *self,
                                             GAsyncResult               *result,
                                             guint                      *n_trashed,
                                             GError                    **error);
void     sudoku_library_restore_many_async  (SudokuLibrary              *self,
                                             GArray                     *ids,
                                             GCancellable               *cancellable,
                                             GAsyncReadyCallback         callback,
                                             gpointer                    user_data);
gboolean sudoku_library_restore_many_finish (SudokuLibrary              *self,
                                             GAsyncResult               *result,
                                             guint                      *n_restored,
                                             GError                    **error);

G_END_DECLS
