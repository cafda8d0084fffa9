/* sudoku-session.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-branches.h"
#include "sudoku-checker.h"
#include "sudoku-game.h"
#include "sudoku-generator.h"
#include "sudoku-library.h"
#include "sudoku-library-link.h"
#include "sudoku-path.h"
#include "sudoku-solve-runner.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SESSION (sudoku_session_get_type ())

G_DECLARE_FINAL_TYPE (SudokuSession, sudoku_session, SUDOKU, SESSION, GObject)

SudokuSession       *sudoku_session_new                 (void);

SudokuGame          *sudoku_session_get_game            (SudokuSession        *self);

/* The solver: jobs, playback, progress, the hint and the settings they
 * use (sudoku-solve-runner.h). */
SudokuSolveRunner   *sudoku_session_get_solve_runner    (SudokuSession        *self);
void                 sudoku_session_set_typing_advances (SudokuSession        *self,
                                                         gboolean              advances);

/* The check of the givens and the rating of the puzzle: a part of
 * the session (sudoku-checker.h). */
SudokuChecker       *sudoku_session_get_checker         (SudokuSession        *self);

/* The line under the grid: the status of the puzzle (the solver's
 * progress is the runner's). */
const char          *sudoku_session_get_status          (SudokuSession        *self);
gboolean             sudoku_session_get_status_is_error (SudokuSession        *self);

/* Loading. */
void                 sudoku_session_load_board          (SudokuSession        *self,
                                                         const SudokuBoard    *board);
void                 sudoku_session_load_typed          (SudokuSession        *self,
                                                         const SudokuBoard    *board,
                                                         guint                 book_level,
                                                         const char           *book_source);
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
/* New Puzzle: a ready or generated puzzle (sudoku-session-generate.c). */
void                 sudoku_session_new_puzzle_async    (SudokuSession        *self,
                                                         SudokuLibrary        *library,
                                                         guint                 level,
                                                         SudokuVariant         variant,
                                                         SudokuSymmetry        symmetry,
                                                         GCancellable         *cancellable,
                                                         SudokuGenerateProgress progress,
                                                         gpointer              progress_data,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
gboolean             sudoku_session_new_puzzle_finish   (SudokuSession        *self,
                                                         GAsyncResult         *result,
                                                         gboolean             *from_stock,
                                                         GError              **error);
const char          *sudoku_session_get_title           (SudokuSession        *self);
const char          *sudoku_session_get_file_name       (SudokuSession        *self);
guint                sudoku_session_get_book_level      (SudokuSession        *self);
const char          *sudoku_session_get_book_source     (SudokuSession        *self);

/* Drafts: the session kept across a restart (sudoku-session-draft.c). */
char                *sudoku_session_dup_draft           (SudokuSession        *self,
                                                         int                   cursor);
gboolean             sudoku_session_restore_draft       (SudokuSession        *self,
                                                         SudokuLibrary        *library,
                                                         const char           *draft,
                                                         int                  *cursor,
                                                         GError              **error);

/* The library: the puzzle shown, saving, progress, replay: a part of
 * the session (sudoku-library-link.h). */
SudokuLibraryLink   *sudoku_session_get_library_link    (SudokuSession        *self);

/* What-if branches, checkpoints and back to the first mistake: a part
 * of the session (sudoku-branches.h). */
SudokuBranches      *sudoku_session_get_branches        (SudokuSession        *self);

G_END_DECLS
