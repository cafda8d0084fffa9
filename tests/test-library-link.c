/* test-library-link.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* SudokuLibraryLink without a display (and without GTK), on the session
 * that owns it: save and open through the library, the progress and
 * solve written off the main thread, the replay of a saved solve and
 * Solve Again, reads overtaken or cancelled, and what the link tells
 * (library-id, replaying, replay-position, replay-playing, "notice").
 * Each drives the main loop as a window would. */

#include "config.h"

#include <string.h>

#include "library-test-utils.h"
#include "session-test-utils.h"
#include "sudoku-library-async.h"
#include "sudoku-session.h"

/* The part under test. */
static SudokuLibraryLink *
link_of (SudokuSession *session)
{
  return sudoku_session_get_library_link (session);
}

/* The session's solver. */
static SudokuSolveRunner *
runner_of (SudokuSession *session)
{
  return sudoku_session_get_solve_runner (session);
}

static void
again_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->text = sudoku_library_link_solve_again_finish (SUDOKU_LIBRARY_LINK (object), result,
                                                          &outcome->error);
  outcome->ok = outcome->text != NULL;
  outcome->done = TRUE;
}

static void
notice_cb (SudokuLibraryLink *link,
           const char        *text,
           GPtrArray         *notices)
{
  g_ptr_array_add (notices, g_strdup (text));
}

static gboolean
is_replay_end (gpointer data)
{
  SudokuSession *session = data;

  return !sudoku_library_link_get_replay_playing (link_of (session));
}

static gboolean
has_row_write (gpointer data)
{
  return sudoku_library_get_row_writes_pending () > 0;
}

static void
test_save_open_replay (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuSession) session = session_with (EASY);
  g_autoptr(SudokuSession) other = sudoku_session_new ();
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(GPtrArray) notices = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) solves = NULL;
  g_autoptr(SudokuBoard) givens = NULL;
  g_autoptr(GError) error = NULL;
  SudokuGame *game = sudoku_session_get_game (session);
  Outcome outcome = { 0 };
  const SudokuLibrarySolve *solve;
  guint n_moves;
  gint64 id;

  library = open_library (path);
  g_signal_connect (link_of (session), "notice", G_CALLBACK (notice_cb), notices);

  /* Save: the puzzle becomes the library puzzle shown. */
  givens = sudoku_game_dup_puzzle (game);
  puzzle = sudoku_library_puzzle_new_from_board (givens);
  puzzle->level = 2;

  /* A save cancelled before it started changes nothing visible. */
  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autofree char *title = g_strdup (sudoku_session_get_title (session));
    SudokuLibraryPuzzle *found;

    g_cancellable_cancel (cancellable);
    g_assert_false (save_puzzle (session, library, puzzle, cancellable, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&error);
    g_assert_cmpint (sudoku_library_link_get_library_id (link_of (session)), ==, 0);
    g_assert_null (sudoku_library_link_get_library_puzzle (link_of (session)));
    g_assert_cmpstr (sudoku_session_get_title (session), ==, title);
    found = sudoku_library_find_duplicate (library, puzzle->variant, puzzle->givens, &error);
    g_assert_no_error (error);
    g_assert_null (found);
  }

  g_assert_true (save_puzzle (session, library, puzzle, NULL, &error));
  g_assert_no_error (error);
  id = sudoku_library_link_get_library_id (link_of (session));
  g_assert_cmpint (id, !=, 0);
  g_assert_true (g_str_has_prefix (sudoku_session_get_title (session), "Level 2 · No. "));
  /* The puzzle is in the library, as the session shows it. */
  {
    g_autoptr(SudokuLibraryPuzzle) stored = sudoku_library_get (library, id, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (stored->level, ==, 2);
    g_assert_cmpstr (stored->givens, ==, puzzle->givens);
    g_assert_cmpuint (stored->number, ==,
                      sudoku_library_link_get_library_puzzle (link_of (session))->number);
  }

  /* A first move is kept as progress when the session leaves it. */
  {
    Outcome step = { 0 };

    sudoku_solve_runner_step_async (runner_of (session), NULL, step_cb, &step);
    test_iterate_until (outcome_done, &step, 60);
    g_assert_true (step.ok);
    outcome_clear (&step);
  }
  sudoku_library_link_leave_puzzle (link_of (session));
  g_assert_cmpint (sudoku_library_link_get_library_id (link_of (session)), ==, 0);

  g_assert_true (open_library_puzzle (other, library, id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sudoku_library_link_get_library_id (link_of (other)), ==, id);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (
                      sudoku_session_get_game (other))), ==, 1);
  /* The puzzle and its progress are one undo step, the mode with them:
   * Undo gives back the empty grid in Edit the session had, Redo both. */
  {
    SudokuGame *opened = sudoku_session_get_game (other);

    g_assert_cmpint (sudoku_game_get_mode (opened), ==, SUDOKU_GAME_SOLVE);
    g_assert_true (sudoku_game_undo (opened));
    g_assert_cmpuint (sudoku_board_count_filled (sudoku_game_get_board (opened)), ==, 0);
    g_assert_cmpint (sudoku_game_get_mode (opened), ==, SUDOKU_GAME_EDIT);
    g_assert_false (sudoku_game_can_undo (opened));
    g_assert_true (sudoku_game_redo (opened));
    g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (opened)), ==, 1);
    g_assert_cmpint (sudoku_game_get_mode (opened), ==, SUDOKU_GAME_SOLVE);
  }

  /* Solved there: the solve is recorded once, with a notice. */
  g_signal_connect (link_of (other), "notice", G_CALLBACK (notice_cb), notices);
  test_iterate_until (session_is_checked, other, 60);
  solve_at_once (other);
  g_assert_true (g_str_has_prefix (sudoku_solve_runner_get_progress (runner_of (other)),
                                   "Solved in "));
  /* The solve is written on the library's row writer; its notice comes
   * back on the main context. */
  sudoku_library_wait_row_writes ();
  g_assert_cmpuint (sudoku_library_get_row_writes_pending (), ==, 0);
  g_assert_cmpuint (notices->len, ==, 1);
  g_assert_cmpstr (notices->pdata[0], ==, "Solved! The solve is saved in the library");
  n_moves = g_list_model_get_n_items (sudoku_game_get_history (sudoku_session_get_game (other)));
  solves = sudoku_library_list_solves (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (solves->len, ==, 1);
  solve = solves->pdata[0];

  /* Its replay, at its start, does not say "Solved in" (issue 20,
   * item 11): the line was about the board it was said of. */
  g_assert_true (replay_solve (other, library, solve->id, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_library_link_get_replay_position (link_of (other)), ==, 0);
  g_assert_null (sudoku_solve_runner_get_progress (runner_of (other)));
  sudoku_library_link_exit_replay (link_of (other));

  /* Replay: from the start, move by move, and played to the end. */
  g_assert_true (replay_solve (session, library, solve->id, &error));
  g_assert_no_error (error);
  g_assert_true (sudoku_library_link_get_replaying (link_of (session)));
  g_assert_cmpuint (sudoku_library_link_get_replay_position (link_of (session)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, n_moves);
  sudoku_library_link_replay_seek (link_of (session), 3);
  g_assert_cmpuint (sudoku_library_link_get_replay_position (link_of (session)), ==, 3);
  sudoku_library_link_replay_seek (link_of (session), 100000);
  g_assert_cmpuint (sudoku_library_link_get_replay_position (link_of (session)), ==, n_moves);
  sudoku_library_link_replay_seek (link_of (session), -4);
  g_assert_cmpuint (sudoku_library_link_get_replay_position (link_of (session)), ==, 0);
  sudoku_solve_runner_set_move_interval (runner_of (session), 1);
  sudoku_library_link_replay_play (link_of (session), TRUE);
  g_assert_true (sudoku_library_link_get_replay_playing (link_of (session)));
  test_iterate_until (is_replay_end, session, 30);
  g_assert_cmpuint (sudoku_library_link_get_replay_position (link_of (session)), ==, n_moves);

  /* Solve Again: today's solver, compared with the record. */
  sudoku_library_link_solve_again_async (link_of (session), NULL, again_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 30);
  g_assert_no_error (outcome.error);
  g_assert_true (g_str_has_prefix (outcome.text, "Solved again: "));
  outcome_clear (&outcome);

  /* A job of the solve runner leaves the replay before it reads the
   * game (the runner's "starting", which the session wires to the
   * link). */
  g_assert_true (sudoku_library_link_get_replaying (link_of (session)));
  sudoku_solve_runner_hint_async (runner_of (session), NULL, hint_cb, &outcome);
  g_assert_false (sudoku_library_link_get_replaying (link_of (session)));
  test_iterate_until (outcome_done, &outcome, 30);
  outcome_clear (&outcome);

  sudoku_library_link_exit_replay (link_of (session));
  g_assert_false (sudoku_library_link_get_replaying (link_of (session)));
  /* Replaying writes nothing: still one solve. */
  g_clear_pointer (&solves, g_ptr_array_unref);
  solves = sudoku_library_list_solves (library, id, &error);
  g_assert_cmpuint (solves->len, ==, 1);

  g_clear_object (&session);
  g_clear_object (&other);
  g_clear_object (&library);
  test_remove_tree (folder);
}

/* Progress and solves are written off the main thread, in the order
 * asked; quitting waits for them, even when the sessions that asked are
 * gone, so nothing is lost. */
static void
test_writes_pending_at_quit (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuSession) session = session_with (EASY);
  g_autoptr(SudokuSession) solver = sudoku_session_new ();
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(SudokuBoard) givens = NULL;
  g_autoptr(GPtrArray) solves = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *progress = NULL;
  Outcome outcome = { 0 };
  gint64 first;
  guint n_changed = 0;
  guint format = 0;

  library = open_library (path);
  g_signal_connect (library, "changed", G_CALLBACK (count_changed_cb), &n_changed);

  /* One library puzzle, shown in two sessions. */
  givens = sudoku_game_dup_puzzle (sudoku_session_get_game (session));
  puzzle = sudoku_library_puzzle_new_from_board (givens);
  puzzle->level = 1;
  g_assert_true (save_puzzle (session, library, puzzle, NULL, &error));
  g_assert_no_error (error);
  first = sudoku_library_link_get_library_id (link_of (session));
  g_assert_true (open_library_puzzle (solver, library, first, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sudoku_library_link_get_library_id (link_of (solver)), ==, first);

  /* The same puzzle in both: a move in one, the solve in the other. The
   * progress written first is cleared by the solve that follows it. */
  {
    Outcome step = { 0 };

    sudoku_solve_runner_step_async (runner_of (session), NULL, step_cb, &step);
    test_iterate_until (outcome_done, &step, 60);
    g_assert_true (step.ok);
    outcome_clear (&step);
  }
  test_iterate_until (session_is_checked, solver, 60);
  sudoku_solve_runner_set_move_interval (runner_of (solver), 0);
  sudoku_library_link_leave_puzzle (link_of (session));
  g_assert_cmpuint (sudoku_library_get_row_writes_pending (), ==, 1);
  n_changed = 0;
  sudoku_solve_runner_solve_async (runner_of (solver), NULL, solve_cb, &outcome);
  /* Only the solver's answer: the writes are not waited for here. */
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_true (outcome.ok);
  outcome_clear (&outcome);

  /* Quit: the sessions go while the solve is on its way; the wait
   * writes it and runs its answer, which finds nobody to tell. */
  g_assert_cmpuint (sudoku_library_get_row_writes_pending (), >=, 1);
  g_clear_object (&session);
  g_clear_object (&solver);
  sudoku_library_wait_row_writes ();
  g_assert_cmpuint (sudoku_library_get_row_writes_pending (), ==, 0);
  g_assert_cmpuint (n_changed, >=, 1);
  g_clear_object (&library);

  /* What another program finds afterwards. */
  library = open_library (path);
  solves = sudoku_library_list_solves (library, first, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (solves->len, ==, 1);
  g_assert_cmpstr (((SudokuLibrarySolve *) solves->pdata[0])->result, ==, "solved");
  progress = sudoku_library_dup_progress (library, first, &format, &error);
  g_assert_no_error (error);
  g_assert_null (progress);

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* Progress of an unfinished game is kept after the pause, and a write
 * that fails comes back as a notice. */
static void
test_progress_written_async (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuSession) session = session_with (EASY);
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(SudokuBoard) givens = NULL;
  g_autoptr(GPtrArray) notices = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *progress = NULL;
  Outcome step = { 0 };
  guint format = 0;
  gint64 id;

  library = open_library (path);
  g_signal_connect (link_of (session), "notice", G_CALLBACK (notice_cb), notices);
  givens = sudoku_game_dup_puzzle (sudoku_session_get_game (session));
  puzzle = sudoku_library_puzzle_new_from_board (givens);
  puzzle->level = 2;
  g_assert_true (save_puzzle (session, library, puzzle, NULL, &error));
  g_assert_no_error (error);
  id = sudoku_library_link_get_library_id (link_of (session));

  /* A move: written after the pause, off the main thread. */
  sudoku_solve_runner_step_async (runner_of (session), NULL, step_cb, &step);
  test_iterate_until (outcome_done, &step, 60);
  g_assert_true (step.ok);
  outcome_clear (&step);
  test_iterate_until (has_row_write, NULL, 60);
  sudoku_library_wait_row_writes ();
  progress = sudoku_library_dup_progress (library, id, &format, &error);
  g_assert_no_error (error);
  g_assert_nonnull (progress);
  g_assert_cmpuint (format, ==, 1);
  g_assert_cmpuint (notices->len, ==, 0);

  /* The puzzle deleted behind the session's back: the next write fails,
   * and the user is told. */
  g_assert_true (sudoku_library_delete (library, id, &error));
  g_assert_no_error (error);
  sudoku_solve_runner_step_async (runner_of (session), NULL, step_cb, &step);
  test_iterate_until (outcome_done, &step, 60);
  g_assert_true (step.ok);
  outcome_clear (&step);
  sudoku_library_link_leave_puzzle (link_of (session));
  sudoku_library_wait_row_writes ();
  g_assert_cmpuint (notices->len, ==, 1);
  g_assert_true (g_str_has_prefix (notices->pdata[0], "Could not save your progress: "));

  g_clear_object (&session);
  g_clear_object (&library);
  test_remove_tree (folder);
}

/* Opening a library puzzle and a solve to replay are read in a worker:
 * an error says what is missing, the newest of two reads wins, a puzzle
 * loaded meanwhile or a cancelled read leaves the session as it is. */
static void
test_library_reads (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuSession) session = session_with (EASY);
  g_autoptr(SudokuLibraryPuzzle) easy = NULL;
  g_autoptr(SudokuLibraryPuzzle) other = NULL;
  g_autoptr(SudokuBoard) givens = NULL;
  g_autoptr(GError) error = NULL;
  SudokuBoard board;
  Outcome first = { 0 };
  Outcome second = { 0 };
  gint64 easy_id, other_id;

  library = open_library (path);
  givens = sudoku_game_dup_puzzle (sudoku_session_get_game (session));
  easy = sudoku_library_puzzle_new_from_board (givens);
  easy->level = 1;
  easy_id = sudoku_library_add (library, easy, &error);
  g_assert_no_error (error);
  /* The first puzzle of the Project Euler problem 96 file. */
  board = test_board_from ("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                           SUDOKU_VARIANT_CLASSIC);
  other = sudoku_library_puzzle_new_from_board (&board);
  other->level = 1;
  other_id = sudoku_library_add (library, other, &error);
  g_assert_no_error (error);

  /* Not there: said, with what is missing, and nothing changes. */
  g_assert_false (open_library_puzzle (session, library, 999999, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "999999"));
  g_clear_error (&error);
  g_assert_cmpint (sudoku_library_link_get_library_id (link_of (session)), ==, 0);
  g_assert_false (replay_solve (session, library, 888888, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "888888"));
  g_clear_error (&error);
  g_assert_false (sudoku_library_link_get_replaying (link_of (session)));

  /* Two reads: the second is shown, the first is dropped. */
  sudoku_library_link_open_puzzle_async (link_of (session), library, easy_id, NULL, opened_cb,
                                         &first);
  sudoku_library_link_open_puzzle_async (link_of (session), library, other_id, NULL, opened_cb,
                                         &second);
  test_iterate_until (outcome_done, &first, 60);
  test_iterate_until (outcome_done, &second, 60);
  g_assert_false (first.ok);
  g_assert_error (first.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_true (second.ok);
  g_assert_no_error (second.error);
  g_assert_cmpint (sudoku_library_link_get_library_id (link_of (session)), ==, other_id);
  outcome_clear (&first);
  outcome_clear (&second);

  /* A read that fails, overtaken by a newer one: its error is no news. */
  sudoku_library_link_open_puzzle_async (link_of (session), library, 999999, NULL, opened_cb,
                                         &first);
  sudoku_library_link_open_puzzle_async (link_of (session), library, easy_id, NULL, opened_cb,
                                         &second);
  test_iterate_until (outcome_done, &first, 60);
  test_iterate_until (outcome_done, &second, 60);
  g_assert_error (first.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_true (second.ok);
  g_assert_cmpint (sudoku_library_link_get_library_id (link_of (session)), ==, easy_id);
  outcome_clear (&first);
  outcome_clear (&second);

  /* A puzzle pasted while the read is on its way stays. */
  sudoku_library_link_open_puzzle_async (link_of (session), library, easy_id, NULL, opened_cb,
                                         &first);
  g_assert_true (sudoku_session_load_text (session, INKALA_2010, SUDOKU_VARIANT_CLASSIC, &error));
  g_assert_no_error (error);
  test_iterate_until (outcome_done, &first, 60);
  g_assert_error (first.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  outcome_clear (&first);
  g_assert_cmpint (sudoku_library_link_get_library_id (link_of (session)), ==, 0);
  board = test_board_from (INKALA_2010, SUDOKU_VARIANT_CLASSIC);
  g_assert_true (sudoku_board_equal_values (sudoku_game_get_board (sudoku_session_get_game (session)),
                                            &board));

  /* Cancelled (the window closed): dropped. */
  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();

    sudoku_library_link_open_puzzle_async (link_of (session), library, easy_id, cancellable,
                                           opened_cb, &first);
    g_cancellable_cancel (cancellable);
    test_iterate_until (outcome_done, &first, 60);
    g_assert_error (first.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    outcome_clear (&first);
    g_assert_cmpint (sudoku_library_link_get_library_id (link_of (session)), ==, 0);
  }

  g_clear_object (&session);
  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
notified_cb (guint *count)
{
  (*count)++;
}

static void
opened_file_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->ok = sudoku_session_open_file_finish (SUDOKU_SESSION (object), result,
                                                 &outcome->error);
  outcome->done = TRUE;
}

/* What the link tells its views and its session: library-id when the
 * puzzle shown is saved or left (the session's title follows it), the
 * replay's properties, and nothing once its session is gone. A puzzle
 * opened from a file keeps its file name once saved (the title falls
 * back to it when the library puzzle is left); a replay forgets it. */
static void
test_notify (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autofree char *puzzle_path = g_build_filename (folder, "easy.sdk", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (puzzle_path);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuSession) session = sudoku_session_new ();
  g_autoptr(SudokuLibraryLink) link = g_object_ref (link_of (session));
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(SudokuBoard) givens = NULL;
  g_autoptr(GPtrArray) solves = NULL;
  g_autoptr(GError) error = NULL;
  Outcome outcome = { 0 };
  guint n_library_id = 0, n_replaying = 0, n_position = 0, n_playing = 0;
  gint64 id = 0;
  gboolean replaying = FALSE;

  library = open_library (path);
  g_signal_connect_swapped (link, "notify::library-id", G_CALLBACK (notified_cb), &n_library_id);
  g_signal_connect_swapped (link, "notify::replaying", G_CALLBACK (notified_cb), &n_replaying);
  g_signal_connect_swapped (link, "notify::replay-position", G_CALLBACK (notified_cb),
                            &n_position);
  g_signal_connect_swapped (link, "notify::replay-playing", G_CALLBACK (notified_cb),
                            &n_playing);

  /* A puzzle from a file: its name is the title. */
  g_assert_true (g_file_set_contents (puzzle_path, EASY "\n", -1, &error));
  g_assert_no_error (error);
  sudoku_session_open_file_async (session, file, SUDOKU_VARIANT_CLASSIC, NULL, opened_file_cb,
                                  &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_true (outcome.ok);
  outcome_clear (&outcome);
  test_iterate_until (session_is_checked, session, 60);
  g_assert_cmpstr (sudoku_session_get_title (session), ==, "easy.sdk");
  g_assert_cmpuint (n_library_id, ==, 0);

  /* Saved: the link shows it, the title is the library's. */
  givens = sudoku_game_dup_puzzle (sudoku_session_get_game (session));
  puzzle = sudoku_library_puzzle_new_from_board (givens);
  puzzle->level = 3;
  g_assert_true (save_puzzle (session, library, puzzle, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_library_id, ==, 1);
  g_object_get (link, "library-id", &id, NULL);
  g_assert_cmpint (id, !=, 0);
  g_assert_cmpint (id, ==, sudoku_library_link_get_library_id (link));
  g_assert_cmpint (sudoku_library_link_get_library_puzzle (link)->level, ==, 3);
  g_assert_true (g_str_has_prefix (sudoku_session_get_title (session), "Level 3 · No. "));

  /* Solved there and recorded. */
  solve_at_once (session);
  sudoku_library_wait_row_writes ();
  solves = sudoku_library_list_solves (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (solves->len, ==, 1);

  /* Left: the title falls back to the file. */
  sudoku_library_link_leave_puzzle (link);
  g_assert_cmpuint (n_library_id, ==, 2);
  g_assert_cmpint (sudoku_library_link_get_library_id (link), ==, 0);
  g_assert_cmpstr (sudoku_session_get_title (session), ==, "easy.sdk");
  g_assert_cmpstr (sudoku_session_get_file_name (session), ==, "easy.sdk");

  /* The replay of the solve forgets the file. */
  g_assert_cmpuint (n_replaying, ==, 0);
  g_assert_true (replay_solve (session, library,
                               ((SudokuLibrarySolve *) solves->pdata[0])->id, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_replaying, ==, 1);
  g_object_get (link, "replaying", &replaying, NULL);
  g_assert_true (replaying);
  g_assert_cmpuint (n_position, ==, 1);
  g_assert_cmpint (sudoku_library_link_get_library_id (link), ==, id);
  g_assert_null (sudoku_session_get_file_name (session));

  /* Seek, play, pause: each said once. */
  sudoku_library_link_replay_seek (link, 2);
  g_assert_cmpuint (n_position, ==, 2);
  sudoku_library_link_replay_seek (link, 2);
  g_assert_cmpuint (n_position, ==, 2);
  sudoku_solve_runner_set_move_interval (runner_of (session), 5000);
  sudoku_library_link_replay_play (link, TRUE);
  g_assert_cmpuint (n_playing, ==, 1);
  sudoku_library_link_replay_play (link, TRUE);
  g_assert_cmpuint (n_playing, ==, 1);
  sudoku_library_link_replay_seek (link, 0);
  g_assert_false (sudoku_library_link_get_replay_playing (link));
  g_assert_cmpuint (n_playing, ==, 2);
  g_assert_cmpuint (n_position, ==, 3);

  /* Another puzzle loaded: the replay ends, the puzzle is left. */
  g_assert_true (sudoku_session_load_text (session, INKALA_2010, SUDOKU_VARIANT_CLASSIC, NULL));
  g_assert_false (sudoku_library_link_get_replaying (link));
  g_assert_cmpuint (n_replaying, ==, 2);
  g_assert_cmpint (sudoku_library_link_get_library_id (link), ==, 0);
  g_assert_null (sudoku_session_get_title (session));

  /* The session gone, the link it owned answers nobody. */
  g_assert_true (open_library_puzzle (session, library, id, &error));
  g_assert_no_error (error);
  g_clear_object (&session);
  g_assert_cmpint (sudoku_library_link_get_library_id (link), ==, 0);
  g_assert_false (sudoku_library_link_get_replaying (link));
  sudoku_library_link_replay_play (link, TRUE);
  g_assert_false (sudoku_library_link_get_replay_playing (link));

  sudoku_library_wait_row_writes ();
  g_clear_object (&link);
  g_clear_object (&library);
  test_remove_tree (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/library-link/save-open-replay", test_save_open_replay);
  g_test_add_func ("/nanpure/library-link/writes-pending-at-quit", test_writes_pending_at_quit);
  g_test_add_func ("/nanpure/library-link/progress-written-async", test_progress_written_async);
  g_test_add_func ("/nanpure/library-link/library-reads", test_library_reads);
  g_test_add_func ("/nanpure/library-link/notify", test_notify);

  return g_test_run ();
}
