/* sudoku-session.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-game.h"
#include "sudoku-library.h"
#include "sudoku-path.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SESSION (sudoku_session_get_type ())

G_DECLARE_FINAL_TYPE (SudokuSession, sudoku_session, SUDOKU, SESSION, GObject)

SudokuSession       *sudoku_session_new                 (void);

SudokuGame          *sudoku_session_get_game            (SudokuSession        *self);

/* What the user chose: the techniques and the pace of a solve. */
void                 sudoku_session_set_profile         (SudokuSession        *self,
                                                         const char           *key,
                                                         const SudokuProfile  *profile);
const char          *sudoku_session_get_profile_key     (SudokuSession        *self);
const SudokuProfile *sudoku_session_get_profile         (SudokuSession        *self);
guint                sudoku_session_get_move_interval   (SudokuSession        *self);
void                 sudoku_session_set_move_interval   (SudokuSession        *self,
                                                         guint                 interval_ms);

/* The check of the givens and the rating of the puzzle. */
int                  sudoku_session_get_n_solutions     (SudokuSession        *self);
const guint8        *sudoku_session_get_solution        (SudokuSession        *self);
const guint8        *sudoku_session_get_second_solution (SudokuSession        *self);
gboolean             sudoku_session_is_unique           (SudokuSession        *self);
gboolean             sudoku_session_is_solved           (SudokuSession        *self);
const SudokuRating  *sudoku_session_get_rating          (SudokuSession        *self);
void                 sudoku_session_rate_async          (SudokuSession        *self,
                                                         GCancellable         *cancellable,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
gboolean             sudoku_session_rate_finish         (SudokuSession        *self,
                                                         GAsyncResult         *result,
                                                         SudokuRating         *rating,
                                                         GError              **error);

/* What the solver is doing, for the line under the grid. */
gboolean             sudoku_session_get_busy            (SudokuSession        *self);
const char          *sudoku_session_get_progress        (SudokuSession        *self);
void                 sudoku_session_set_progress        (SudokuSession        *self,
                                                         const char           *text);

/* Loading. */
void                 sudoku_session_load_board          (SudokuSession        *self,
                                                         const SudokuBoard    *board);
gboolean             sudoku_session_load_text           (SudokuSession        *self,
                                                         const char           *text,
                                                         SudokuVariant         variant,
                                                         GError              **error);
void                 sudoku_session_open_file_async     (SudokuSession        *self,
                                                         GFile                *file,
                                                         SudokuVariant         variant,
                                                         GCancellable         *cancellable,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
gboolean             sudoku_session_open_file_finish    (SudokuSession        *self,
                                                         GAsyncResult         *result,
                                                         GError              **error);
const char          *sudoku_session_get_title           (SudokuSession        *self);
const char          *sudoku_session_get_file_name       (SudokuSession        *self);
guint                sudoku_session_get_book_level      (SudokuSession        *self);
const char          *sudoku_session_get_book_source     (SudokuSession        *self);

/* Solving: each runs the engine in a worker on a copy of the game. */
void                 sudoku_session_step_async          (SudokuSession        *self,
                                                         GCancellable         *cancellable,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
gboolean             sudoku_session_step_finish         (SudokuSession        *self,
                                                         GAsyncResult         *result,
                                                         GError              **error);
void                 sudoku_session_singles_async       (SudokuSession        *self,
                                                         GCancellable         *cancellable,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
gboolean             sudoku_session_singles_finish      (SudokuSession        *self,
                                                         GAsyncResult         *result,
                                                         GError              **error);
void                 sudoku_session_solve_async         (SudokuSession        *self,
                                                         GCancellable         *cancellable,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
gboolean             sudoku_session_solve_finish        (SudokuSession        *self,
                                                         GAsyncResult         *result,
                                                         SudokuPathResult     *path_result,
                                                         GError              **error);
void                 sudoku_session_stop                (SudokuSession        *self);

/* Hints: each call says more, from vague to the whole step. */
void                 sudoku_session_hint_async          (SudokuSession        *self,
                                                         GCancellable         *cancellable,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
gboolean             sudoku_session_hint_finish         (SudokuSession        *self,
                                                         GAsyncResult         *result,
                                                         GError              **error);
void                 sudoku_session_cancel_hint         (SudokuSession        *self);
void                 sudoku_session_apply_hint          (SudokuSession        *self);
guint                sudoku_session_get_hint_level      (SudokuSession        *self);
const SudokuStep    *sudoku_session_get_hint_step       (SudokuSession        *self);
const SudokuBoard   *sudoku_session_get_hint_board      (SudokuSession        *self);
const char          *sudoku_session_get_hint_message    (SudokuSession        *self);
char                *sudoku_session_dup_hint_text       (SudokuSession        *self);

/* The library: the puzzle shown, saving, progress, replay. */
gint64               sudoku_session_get_library_id      (SudokuSession        *self);
const SudokuLibraryPuzzle *sudoku_session_get_library_puzzle (SudokuSession   *self);
gboolean             sudoku_session_open_library_puzzle (SudokuSession        *self,
                                                         SudokuLibrary        *library,
                                                         gint64                id,
                                                         GError              **error);
gboolean             sudoku_session_save_puzzle         (SudokuSession        *self,
                                                         SudokuLibrary        *library,
                                                         SudokuLibraryPuzzle  *puzzle,
                                                         gint64                existing,
                                                         GError              **error);
void                 sudoku_session_leave_library_puzzle (SudokuSession       *self);

gboolean             sudoku_session_replay_solve        (SudokuSession        *self,
                                                         SudokuLibrary        *library,
                                                         gint64                solve_id,
                                                         GError              **error);
gboolean             sudoku_session_get_replaying       (SudokuSession        *self);
guint                sudoku_session_get_replay_position (SudokuSession        *self);
gboolean             sudoku_session_get_replay_playing  (SudokuSession        *self);
void                 sudoku_session_replay_seek         (SudokuSession        *self,
                                                         int                   position);
void                 sudoku_session_replay_play         (SudokuSession        *self,
                                                         gboolean              play);
void                 sudoku_session_exit_replay         (SudokuSession        *self);
void                 sudoku_session_solve_again_async   (SudokuSession        *self,
                                                         GCancellable         *cancellable,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
char                *sudoku_session_solve_again_finish  (SudokuSession        *self,
                                                         GAsyncResult         *result,
                                                         GError              **error);

G_END_DECLS
