/* sudoku-library-async.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-generator.h"
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

/* One puzzle added (@existing 0) or written over @existing (and moved
 * to its level), after the row writes asked before; returns the puzzle
 * as stored. @existing SUDOKU_LIBRARY_STORE_COPY adds it even when the
 * library holds the same puzzle: the user asked for a second entry. */
#define SUDOKU_LIBRARY_STORE_COPY ((gint64) -1)

void                 sudoku_library_store_async  (SudokuLibrary              *self,
                                                  const SudokuLibraryPuzzle  *puzzle,
                                                  gint64                      existing,
                                                  GCancellable               *cancellable,
                                                  GAsyncReadyCallback         callback,
                                                  gpointer                    user_data);
SudokuLibraryPuzzle *sudoku_library_store_finish (SudokuLibrary              *self,
                                                  GAsyncResult               *result,
                                                  GError                    **error);

/* Row writes: the progress of a game and its solves, written one after
 * another in the order asked, each coming back to the asking thread's
 * main context; sudoku_library_wait_row_writes() before quitting. */
void     sudoku_library_save_progress_async  (SudokuLibrary              *self,
                                              gint64                      puzzle_id,
                                              guint                       format,
                                              const char                 *data,
                                              GAsyncReadyCallback         callback,
                                              gpointer                    user_data);
gboolean sudoku_library_save_progress_finish (SudokuLibrary              *self,
                                              GAsyncResult               *result,
                                              GError                    **error);
void     sudoku_library_add_solve_async      (SudokuLibrary              *self,
                                              const SudokuLibrarySolve   *solve,
                                              gboolean                    clear_progress,
                                              GAsyncReadyCallback         callback,
                                              gpointer                    user_data);
gint64   sudoku_library_add_solve_finish     (SudokuLibrary              *self,
                                              GAsyncResult               *result,
                                              GError                    **error);
guint    sudoku_library_wait_row_writes      (void);
void     sudoku_library_sync_row_writes      (void);
guint    sudoku_library_get_row_writes_pending (void);

/* Reads in a worker; cancelling drops the result. */
void                 sudoku_library_get_async          (SudokuLibrary        *self,
                                                        gint64                id,
                                                        GCancellable         *cancellable,
                                                        GAsyncReadyCallback   callback,
                                                        gpointer              user_data);
SudokuLibraryPuzzle *sudoku_library_get_finish         (SudokuLibrary        *self,
                                                        GAsyncResult         *result,
                                                        GError              **error);
void                 sudoku_library_list_solves_async  (SudokuLibrary        *self,
                                                        gint64                puzzle_id,
                                                        GCancellable         *cancellable,
                                                        GAsyncReadyCallback   callback,
                                                        gpointer              user_data);
GPtrArray           *sudoku_library_list_solves_finish (SudokuLibrary        *self,
                                                        GAsyncResult         *result,
                                                        GError              **error);
void                 sudoku_library_find_duplicate_async  (SudokuLibrary        *self,
                                                           SudokuVariant         variant,
                                                           const char           *givens,
                                                           GCancellable         *cancellable,
                                                           GAsyncReadyCallback   callback,
                                                           gpointer              user_data);
SudokuLibraryPuzzle *sudoku_library_find_duplicate_finish (SudokuLibrary        *self,
                                                           GAsyncResult         *result,
                                                           GError              **error);
void                 sudoku_library_take_ready_async      (SudokuLibrary        *self,
                                                           SudokuVariant         variant,
                                                           guint                 level,
                                                           const char           *symmetry,
                                                           GCancellable         *cancellable,
                                                           GAsyncReadyCallback   callback,
                                                           gpointer              user_data);
gboolean             sudoku_library_take_ready_finish     (SudokuLibrary        *self,
                                                           GAsyncResult         *result,
                                                           SudokuLibraryReady   *ready,
                                                           gboolean             *found,
                                                           GError              **error);

/* Opening a puzzle (with its saved game) and reading a solve to replay
 * (with its puzzle), in a worker after the row writes asked before;
 * cancelling drops the result. */
void                 sudoku_library_read_puzzle_async     (SudokuLibrary        *self,
                                                           gint64                id,
                                                           GCancellable         *cancellable,
                                                           GAsyncReadyCallback   callback,
                                                           gpointer              user_data);
SudokuLibraryPuzzle *sudoku_library_read_puzzle_finish    (SudokuLibrary        *self,
                                                           GAsyncResult         *result,
                                                           char                **progress,
                                                           guint                *format,
                                                           GError              **error);
void                 sudoku_library_read_solve_async      (SudokuLibrary        *self,
                                                           gint64                solve_id,
                                                           GCancellable         *cancellable,
                                                           GAsyncReadyCallback   callback,
                                                           gpointer              user_data);
SudokuLibrarySolve  *sudoku_library_read_solve_finish     (SudokuLibrary        *self,
                                                           GAsyncResult         *result,
                                                           SudokuLibraryPuzzle **puzzle,
                                                           GError              **error);

/* New puzzles generated into a level (sudoku-library-generate.c): the
 * progress is called in the asking thread's main context after each
 * puzzle added. */
typedef void (*SudokuLibraryGenerateProgress) (guint    n_added,
                                               guint    count,
                                               gpointer user_data);

void     sudoku_library_generate_async  (SudokuLibrary                 *self,
                                         const SudokuGenerateOptions   *options,
                                         guint                          count,
                                         SudokuLibraryGenerateProgress  progress,
                                         gpointer                       progress_data,
                                         GDestroyNotify                 progress_notify,
                                         GCancellable                  *cancellable,
                                         GAsyncReadyCallback            callback,
                                         gpointer                       user_data);
gboolean sudoku_library_generate_finish (SudokuLibrary                 *self,
                                         GAsyncResult                  *result,
                                         guint                         *n_added,
                                         GError                       **error);

G_END_DECLS
