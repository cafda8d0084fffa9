/* session-test-utils.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the session tests share (test-session.c and the tests of its
 * parts): the outcome of an asynchronous call and the callbacks that
 * fill it, a session showing a checked puzzle, and a save, an open
 * and a replay from the library that wait for their worker. Built as
 * the static library session-test-utils, on the session and
 * test-utils. */

#pragma once

#include "sudoku-session.h"
#include "test-utils.h"

G_BEGIN_DECLS

/* What an asynchronous call of the session or a part gave back. */
typedef struct
{
  gboolean          done;
  gboolean          ok;
  GError           *error;
  SudokuPathResult  result;
  char             *text;
  gboolean          from_stock;
} Outcome;

void           outcome_clear        (Outcome              *outcome);
gboolean       outcome_done         (gpointer              data);
gboolean       outcome_wait         (Outcome              *outcome,
                                     GError              **error);

/* Callbacks whose user data is an Outcome. */
void           step_cb              (GObject              *object,
                                     GAsyncResult         *result,
                                     gpointer              user_data);
void           solve_cb             (GObject              *object,
                                     GAsyncResult         *result,
                                     gpointer              user_data);
void           hint_cb              (GObject              *object,
                                     GAsyncResult         *result,
                                     gpointer              user_data);
void           saved_cb             (GObject              *object,
                                     GAsyncResult         *result,
                                     gpointer              user_data);
void           opened_cb            (GObject              *object,
                                     GAsyncResult         *result,
                                     gpointer              user_data);
void           replayed_cb          (GObject              *object,
                                     GAsyncResult         *result,
                                     gpointer              user_data);

gboolean       session_is_checked   (gpointer              data);
SudokuSession *session_with         (const char           *puzzle);
gboolean       save_puzzle          (SudokuSession        *session,
                                     SudokuLibrary        *library,
                                     SudokuLibraryPuzzle  *puzzle,
                                     GCancellable         *cancellable,
                                     GError              **error);
gboolean       open_library_puzzle  (SudokuSession        *session,
                                     SudokuLibrary        *library,
                                     gint64                id,
                                     GError              **error);
gboolean       replay_solve         (SudokuSession        *session,
                                     SudokuLibrary        *library,
                                     gint64                solve_id,
                                     GError              **error);
void           solve_at_once        (SudokuSession        *session);

G_END_DECLS
