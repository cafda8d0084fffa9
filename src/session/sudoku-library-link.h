/* sudoku-library-link.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-library.h"

G_BEGIN_DECLS

typedef struct _SudokuSession SudokuSession;

#define SUDOKU_TYPE_LIBRARY_LINK (sudoku_library_link_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLibraryLink, sudoku_library_link, SUDOKU, LIBRARY_LINK, GObject)

SudokuLibraryLink   *sudoku_library_link_new            (SudokuSession        *session);

/* The library puzzle shown (property library-id), and what is done on
 * it, kept as the user goes. */
gint64               sudoku_library_link_get_library_id (SudokuLibraryLink    *self);
const SudokuLibraryPuzzle *sudoku_library_link_get_library_puzzle (SudokuLibraryLink *self);
void                 sudoku_library_link_open_puzzle_async  (SudokuLibraryLink    *self,
                                                             SudokuLibrary        *library,
                                                             gint64                id,
                                                             GCancellable         *cancellable,
                                                             GAsyncReadyCallback   callback,
                                                             gpointer              user_data);
gboolean             sudoku_library_link_open_puzzle_finish (SudokuLibraryLink    *self,
                                                             GAsyncResult         *result,
                                                             GError              **error);
void                 sudoku_library_link_save_puzzle_async  (SudokuLibraryLink    *self,
                                                             SudokuLibrary        *library,
                                                             const SudokuLibraryPuzzle *puzzle,
                                                             gint64                existing,
                                                             GCancellable         *cancellable,
                                                             GAsyncReadyCallback   callback,
                                                             gpointer              user_data);
gboolean             sudoku_library_link_save_puzzle_finish (SudokuLibraryLink    *self,
                                                             GAsyncResult         *result,
                                                             GError              **error);
void                 sudoku_library_link_relink         (SudokuLibraryLink    *self,
                                                         SudokuLibrary        *library,
                                                         gint64                id);
void                 sudoku_library_link_leave_puzzle   (SudokuLibraryLink    *self);
void                 sudoku_library_link_close          (SudokuLibraryLink    *self);

/* The replay of a saved solve (properties replaying, replay-position,
 * replay-playing). */
void                 sudoku_library_link_replay_solve_async  (SudokuLibraryLink    *self,
                                                              SudokuLibrary        *library,
                                                              gint64                solve_id,
                                                              GCancellable         *cancellable,
                                                              GAsyncReadyCallback   callback,
                                                              gpointer              user_data);
gboolean             sudoku_library_link_replay_solve_finish (SudokuLibraryLink    *self,
                                                              GAsyncResult         *result,
                                                              GError              **error);
gboolean             sudoku_library_link_get_replaying       (SudokuLibraryLink    *self);
guint                sudoku_library_link_get_replay_position (SudokuLibraryLink    *self);
gboolean             sudoku_library_link_get_replay_playing  (SudokuLibraryLink    *self);
void                 sudoku_library_link_replay_seek    (SudokuLibraryLink    *self,
                                                         int                   position);
void                 sudoku_library_link_replay_play    (SudokuLibraryLink    *self,
                                                         gboolean              play);
void                 sudoku_library_link_exit_replay    (SudokuLibraryLink    *self);
void                 sudoku_library_link_solve_again_async  (SudokuLibraryLink    *self,
                                                             GCancellable         *cancellable,
                                                             GAsyncReadyCallback   callback,
                                                             gpointer              user_data);
char                *sudoku_library_link_solve_again_finish (SudokuLibraryLink    *self,
                                                             GAsyncResult         *result,
                                                             GError              **error);

G_END_DECLS
