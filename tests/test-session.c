/* test-session.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* SudokuSession without a display (and without GTK): a whole solve
 * played and stopped, a broken rule, a draft, New Puzzle (Step, the
 * hints and the progress line are the solve runner's:
 * test-solve-runner.c; the check and the rating the checker's:
 * test-checker.c; the library and the replay the library link's:
 * test-library-link.c). Each drives the main loop as a window would. */

#include "config.h"

#include <string.h>

#include "sudoku-draft.h"
#include "sudoku-hint.h"
#include "sudoku-library-async.h"
#include "sudoku-parse.h"
#include "sudoku-session.h"
#include "session-test-utils.h"

/* The session's solver. */
static SudokuSolveRunner *
runner_of (SudokuSession *session)
{
  return sudoku_session_get_solve_runner (session);
}

static void
test_solve (void)
{
  g_autoptr(SudokuSession) session = session_with (EASY);
  SudokuGame *game = sudoku_session_get_game (session);
  guint8 solution[SUDOKU_N_CELLS];
  Outcome outcome = { 0 };
  guint n_moves;

  test_solution_of (EASY, solution);
  g_assert_cmpmem (sudoku_checker_get_solution (sudoku_session_get_checker (session)),
                   SUDOKU_N_CELLS, solution, SUDOKU_N_CELLS);
  g_assert_cmpstr (sudoku_session_get_status (session), ==, "25 clues · unique · 56 cells to go");
  g_assert_false (sudoku_session_get_status_is_error (session));

  /* The speeds of the setting, as the original's paces. */
  g_assert_cmpint (sudoku_solve_runner_get_speed (runner_of (session)), ==,
                   SUDOKU_SOLVE_SPEED_STANDARD);
  g_assert_cmpuint (sudoku_solve_runner_get_move_interval (runner_of (session)), ==, 450);
  g_object_set (runner_of (session), "speed", SUDOKU_SOLVE_SPEED_FAST, NULL);
  g_assert_cmpuint (sudoku_solve_runner_get_move_interval (runner_of (session)), ==, 45);
  sudoku_solve_runner_set_speed (runner_of (session), SUDOKU_SOLVE_SPEED_INSTANT);
  g_assert_cmpuint (sudoku_solve_runner_get_move_interval (runner_of (session)), ==, 0);

  /* Played one move at a time: busy until the last. */
  sudoku_solve_runner_set_move_interval (runner_of (session), 1);
  sudoku_solve_runner_solve_async (runner_of (session), NULL, solve_cb, &outcome);
  g_assert_true (sudoku_solve_runner_get_busy (runner_of (session)));
  test_iterate_until (outcome_done, &outcome, 30);
  g_assert_no_error (outcome.error);
  g_assert_true (outcome.ok);
  g_assert_cmpint (outcome.result, ==, SUDOKU_PATH_SOLVED);
  g_assert_false (sudoku_solve_runner_get_busy (runner_of (session)));
  g_assert_true (sudoku_checker_is_solved (sudoku_session_get_checker (session)));
  g_assert_cmpmem (sudoku_game_get_board (game)->values, SUDOKU_N_CELLS,
                   solution, SUDOKU_N_CELLS);
  n_moves = g_list_model_get_n_items (sudoku_game_get_history (game));
  g_assert_cmpuint (n_moves, >, 0);
  g_assert_true (g_str_has_prefix (sudoku_solve_runner_get_progress (runner_of (session)),
                                   "Solved in "));

  /* The solve is one undoable action. */
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (sudoku_board_count_filled (sudoku_game_get_board (game)), ==,
                    sudoku_board_count_givens (sudoku_game_get_board (game)));
  outcome_clear (&outcome);

  /* Stopped after the first move: cancelled, what was played stays. */
  sudoku_solve_runner_set_move_interval (runner_of (session), 5000);
  sudoku_solve_runner_solve_async (runner_of (session), NULL, solve_cb, &outcome);
  test_iterate_until ((TestCondition) g_list_model_get_n_items,
                      sudoku_game_get_history (game), 10);
  sudoku_solve_runner_stop (runner_of (session));
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (sudoku_solve_runner_get_busy (runner_of (session)));
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 1);
  g_assert_true (g_str_has_prefix (sudoku_solve_runner_get_progress (runner_of (session)),
                                   "Stopped."));
  outcome_clear (&outcome);

  /* Text that is no puzzle leaves the game as it was, and says why. */
  g_assert_false (sudoku_session_load_text (session, "12x", SUDOKU_VARIANT_CLASSIC, NULL));
  g_assert_true (sudoku_session_get_status_is_error (session));
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 1);

  /* Instant: all at once, the same path. */
  sudoku_solve_runner_set_move_interval (runner_of (session), 0);
  sudoku_solve_runner_solve_async (runner_of (session), NULL, solve_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 30);
  g_assert_true (outcome.ok);
  g_assert_true (sudoku_checker_is_solved (sudoku_session_get_checker (session)));
  g_assert_cmpstr (sudoku_session_get_status (session), ==, "25 clues · solved");
  outcome_clear (&outcome);
}

/* A second copy of a digit in row 1, typed in Edit (issue 20, item 5):
 * Hint and Step say what is wrong, as nanpure-cli hint does, before any
 * step; Solve says the same. */
static void
test_rule_broken (void)
{
  SudokuHint *hint;
  g_autoptr(SudokuSession) session = session_with (EASY);
  SudokuGame *game = sudoku_session_get_game (session);
  const SudokuBoard *board = sudoku_game_get_board (game);
  SudokuContradiction contradiction;
  Outcome outcome = { 0 };
  guint first = SUDOKU_N_CELLS, empty = SUDOKU_N_CELLS, digit, n_filled;
  g_autofree char *expected = NULL;
  g_autofree char *repeat = NULL;
  g_autofree char *first_name = NULL;
  g_autofree char *empty_name = NULL;

  for (guint cell = 0; cell < 9; cell++)
    if (board->values[cell] != 0 && first == SUDOKU_N_CELLS)
      first = cell;
    else if (board->values[cell] == 0 && empty == SUDOKU_N_CELLS)
      empty = cell;
  g_assert_cmpuint (first, <, 9);
  g_assert_cmpuint (empty, <, 9);
  digit = board->values[first];
  sudoku_game_set_mode (game, SUDOKU_GAME_EDIT);
  g_assert_true (sudoku_game_set_value (game, empty, digit));
  g_assert_true (board->givens[empty]);
  n_filled = sudoku_board_count_filled (board);

  /* The CLI's words, from the same engine rule. */
  g_assert_false (sudoku_hint_check_board (board, NULL, NULL, &contradiction));
  expected = sudoku_contradiction_dup_message (&contradiction);
  repeat = g_strdup_printf ("row 1 has two %us", digit);
  first_name = sudoku_cell_dup_name (first);
  empty_name = sudoku_cell_dup_name (empty);
  g_assert_nonnull (strstr (expected, repeat));
  g_assert_nonnull (strstr (expected, first_name));
  g_assert_nonnull (strstr (expected, empty_name));

  /* Hint: no step, the duplicate. */
  sudoku_solve_runner_hint_async (runner_of (session), NULL, hint_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_true (outcome.ok);
  outcome_clear (&outcome);
  hint = sudoku_solve_runner_get_hint (runner_of (session));
  g_assert_cmpuint (sudoku_hint_get_level (hint), ==, 0);
  g_assert_null (sudoku_hint_get_step (hint));
  g_assert_cmpstr (sudoku_hint_get_text (hint), ==, expected);

  /* Step: nothing applied, the same words under the grid. */
  sudoku_solve_runner_step_async (runner_of (session), NULL, step_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_no_error (outcome.error);
  outcome_clear (&outcome);
  g_assert_cmpuint (sudoku_board_count_filled (board), ==, n_filled);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 0);
  g_assert_cmpstr (sudoku_solve_runner_get_progress (runner_of (session)), ==, expected);

  /* Solve too. */
  sudoku_solve_runner_set_move_interval (runner_of (session), 0);
  sudoku_solve_runner_solve_async (runner_of (session), NULL, solve_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_no_error (outcome.error);
  g_assert_cmpint (outcome.result, ==, SUDOKU_PATH_NO_SOLUTION);
  outcome_clear (&outcome);
  g_assert_cmpuint (sudoku_board_count_filled (board), ==, n_filled);
  g_assert_cmpstr (sudoku_solve_runner_get_progress (runner_of (session)), ==, expected);

  /* Undone, the duplicate's line goes with it (item 11). */
  sudoku_game_set_mode (game, SUDOKU_GAME_EDIT);
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (board->values[empty], ==, 0);
  g_assert_null (sudoku_solve_runner_get_progress (runner_of (session)));
  test_iterate_until (session_is_checked, session, 60);
  g_assert_false (sudoku_session_get_status_is_error (session));
}

static gboolean
file_exists (gpointer data)
{
  return g_file_query_exists (data, NULL);
}

static gboolean
is_linked (gpointer data)
{
  return sudoku_library_link_get_library_id (sudoku_session_get_library_link (data)) != 0;
}

/* A session kept as a draft (issue 20, item 3): written after a change,
 * off the main thread, read back into a new session with the same
 * board, moves, undo and redo, the selected cell and the library
 * puzzle; a discarded draft is gone for good. */
static void
test_draft (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(GFile) dir = g_file_new_build_filename (folder, "drafts", NULL);
  g_autoptr(GFile) file = sudoku_draft_new_file (dir);
  g_autoptr(SudokuLibrary) library = NULL;
  /* Project Euler problem 96, grid 02: not among the samples. */
  g_autoptr(SudokuSession) session = session_with ("2...8.3...6..7..84.3.5..2.9...1.54.8......"
                                                   "...4.27.6...3.1..7.4.72..4..6...4.1...3");
  g_autoptr(SudokuSession) restored = sudoku_session_new ();
  g_autoptr(SudokuDraft) draft = NULL;
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(SudokuBoard) givens = NULL;
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *got = NULL;
  SudokuGame *game = sudoku_session_get_game (session);
  SudokuGame *game_restored = sudoku_session_get_game (restored);
  int cursor = -1;

  library = sudoku_library_new_for_path (path, &error);
  g_assert_no_error (error);
  givens = sudoku_game_dup_puzzle (game);
  puzzle = sudoku_library_puzzle_new_from_board (givens);
  puzzle->level = 5;
  g_assert_true (save_puzzle (session, library, puzzle, NULL, &error));
  g_assert_no_error (error);

  draft = sudoku_draft_new (session, file);
  sudoku_draft_set_cursor (draft, 40);
  g_assert_false (sudoku_draft_get_pending (draft));

  /* Five moves, one undone: written after the pause, in a worker. */
  g_assert_true (sudoku_game_set_value (game, 1, 1));
  g_assert_true (sudoku_game_set_value (game, 2, 5));
  g_assert_true (sudoku_game_toggle_candidate (game, 3, 4));
  g_assert_true (sudoku_game_toggle_candidate (game, 5, 9));
  g_assert_true (sudoku_game_set_value (game, 7, 7));
  g_assert_true (sudoku_game_undo (game));
  g_assert_true (sudoku_draft_get_pending (draft));
  g_assert_false (g_file_query_exists (file, NULL));
  test_iterate_until (file_exists, file, 60);
  drafts = sudoku_draft_list (dir);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_true (g_file_equal (drafts->pdata[0], file));

  /* A last change, written at once (as at quit). */
  g_assert_true (sudoku_game_undo (game));
  g_assert_true (sudoku_draft_get_pending (draft));
  g_assert_true (sudoku_draft_write_now (draft, &error));
  g_assert_no_error (error);
  g_assert_false (sudoku_draft_get_pending (draft));
  g_assert_true (g_file_get_contents (g_file_peek_path (file), &text, NULL, &error));
  g_assert_no_error (error);

  /* Read back: the same game, undo and redo included. */
  g_assert_true (sudoku_session_restore_draft (restored, library, text, &cursor, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cursor, ==, 40);
  expected = sudoku_game_to_undo_record (game);
  got = sudoku_game_to_undo_record (game_restored);
  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game_restored)), ==, 3);
  g_assert_true (sudoku_game_can_redo (game_restored));
  g_assert_true (sudoku_game_redo (game));
  g_assert_true (sudoku_game_redo (game_restored));
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      g_assert_true (sudoku_game_undo (game));
      g_assert_true (sudoku_game_undo (game_restored));
      a = sudoku_game_to_record (game);
      b = sudoku_game_to_record (game_restored);
      g_assert_cmpstr (b, ==, a);
    }
  g_assert_true (sudoku_board_equal_values (sudoku_game_get_board (game_restored), givens));

  /* The library puzzle is linked again, once read. */
  test_iterate_until (is_linked, restored, 60);
  g_assert_cmpint (sudoku_library_link_get_library_id (sudoku_session_get_library_link (restored)),
                   ==,
                   sudoku_library_link_get_library_id (sudoku_session_get_library_link (session)));
  g_assert_cmpstr (sudoku_session_get_title (restored), ==, sudoku_session_get_title (session));

  /* Damage is refused, and the session stays as it was. */
  g_assert_false (sudoku_session_restore_draft (restored, library, "[Draft]\nversion=1\n",
                                                &cursor, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (sudoku_session_restore_draft (restored, library, "not a draft", &cursor,
                                                &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpint (sudoku_library_link_get_library_id (sudoku_session_get_library_link (restored)),
                   !=, 0);

  /* Discarded (the window closed by the user): gone, and a change after
   * writes nothing. */
  sudoku_draft_discard (draft);
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_true (sudoku_game_set_value (game, 1, 1));
  g_assert_false (sudoku_draft_get_pending (draft));
  g_assert_true (sudoku_draft_write_now (draft, &error));
  g_assert_false (g_file_query_exists (file, NULL));

  g_clear_object (&draft);
  sudoku_library_link_leave_puzzle (sudoku_session_get_library_link (session));
  sudoku_library_link_leave_puzzle (sudoku_session_get_library_link (restored));
  sudoku_library_wait_row_writes ();
  g_clear_object (&session);
  g_clear_object (&restored);
  g_clear_object (&library);
  test_remove_tree (folder);
}

/* New Puzzle */

static void
new_puzzle_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->ok = sudoku_session_new_puzzle_finish (SUDOKU_SESSION (object), result,
                                                  &outcome->from_stock, &outcome->error);
  outcome->done = TRUE;
}

static void
count_progress_cb (const SudokuGenerateStats *stats,
                   gpointer                   user_data)
{
  guint *n_calls = user_data;

  g_assert_cmpuint (stats->candidates, >, 0);
  (*n_calls)++;
}

/* The level of @board's givens, rated from scratch with the "full"
 * profile, as the generator and `nanpure-cli rate` rate. */
static guint
rate_givens (const SudokuBoard *board)
{
  g_autoptr(SudokuPath) path = NULL;
  SudokuProfile profile;
  SudokuRating rating;
  SudokuBoard fresh;

  sudoku_board_init (&fresh, board->variant);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->values[cell])
      sudoku_board_set_value (&fresh, cell, board->values[cell], TRUE);
  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  path = sudoku_path_solve (&fresh, &profile, NULL, NULL);
  g_assert_nonnull (path);
  sudoku_rating_from_path (path, &rating);
  return rating.level;
}

static void
test_new_puzzle_stock (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuSession) session = session_with (EASY);
  g_autoptr(SudokuBoard) shown = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *shown_line = NULL;
  SudokuGame *game = sudoku_session_get_game (session);
  SudokuGenerateOptions options;
  SudokuLibraryReady ready = { 0, };
  SudokuRating rating;
  SudokuBoard board;
  Outcome outcome = { 0 };
  guint n_progress = 0;
  guint count = 99;

  library = sudoku_library_new_for_path (path, &error);
  g_assert_no_error (error);

  /* One ready level 2 Windoku puzzle with the half-turn symmetry. */
  sudoku_generate_options_init (&options);
  options.level = 2;
  options.variant = SUDOKU_VARIANT_WINDOKU;
  options.symmetry = SUDOKU_SYMMETRY_ROT180;
  options.seed = 42;
  g_assert_true (sudoku_generate (&options, &board, &rating, NULL, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  line = sudoku_format_line (&board);
  ready.variant = SUDOKU_VARIANT_WINDOKU;
  ready.level = rating.level;
  g_strlcpy (ready.symmetry, "rot180", sizeof ready.symmetry);
  g_strlcpy (ready.givens, line, sizeof ready.givens);
  ready.score = rating.score;
  ready.se = rating.se_rating;
  g_strlcpy (ready.symmetry, sudoku_symmetry_to_string (SUDOKU_SYMMETRY_ROT180),
             sizeof ready.symmetry);
  g_assert_true (sudoku_library_add_ready (library, &ready, &error));
  g_assert_no_error (error);

  /* Taken out of the stock in a worker: nothing changes until it is
   * back, then it is shown; no generator ran. */
  sudoku_session_new_puzzle_async (session, library, 2, SUDOKU_VARIANT_WINDOKU,
                                   SUDOKU_SYMMETRY_ROT180, NULL, count_progress_cb,
                                   &n_progress, new_puzzle_cb, &outcome);
  g_assert_cmpint (sudoku_game_get_variant (game), ==, SUDOKU_VARIANT_CLASSIC);
  test_iterate_until (outcome_done, &outcome, 60);
  shown = sudoku_game_dup_puzzle (game);
  shown_line = sudoku_format_line (shown);
  g_assert_cmpstr (shown_line, ==, line);
  g_assert_no_error (outcome.error);
  g_assert_true (outcome.ok);
  g_assert_true (outcome.from_stock);
  g_assert_cmpuint (n_progress, ==, 0);
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_SOLVE);
  g_assert_cmpint (shown->variant, ==, SUDOKU_VARIANT_WINDOKU);
  g_assert_cmpuint (sudoku_session_get_book_level (session), ==, 2);
  g_assert_cmpint (sudoku_library_link_get_library_id (sudoku_session_get_library_link (session)),
                   ==, 0);
  /* Undoable, as loading is. */
  g_assert_true (sudoku_game_can_undo (game));
  outcome_clear (&outcome);

  /* The stock is used up. */
  g_assert_true (sudoku_library_count_ready (library, SUDOKU_VARIANT_WINDOKU, 2, "rot180",
                                             &count, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count, ==, 0);

  g_clear_object (&session);
  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_new_puzzle_generate (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuSession) session = sudoku_session_new ();
  g_autoptr(GError) error = NULL;
  SudokuGame *game = sudoku_session_get_game (session);

  library = sudoku_library_new_for_path (path, &error);
  g_assert_no_error (error);

  /* Nothing ready: each is generated, of the level asked for. */
  for (guint level = 1; level <= 3; level++)
    {
      g_autoptr(SudokuBoard) shown = NULL;
      Outcome outcome = { 0 };
      guint n_progress = 0;
      SudokuSymmetry symmetry = level == 2 ? SUDOKU_SYMMETRY_MIRROR : SUDOKU_SYMMETRY_ROT180;

      sudoku_session_new_puzzle_async (session, level == 3 ? NULL : library, level,
                                       SUDOKU_VARIANT_CLASSIC, symmetry, NULL,
                                       count_progress_cb, &n_progress, new_puzzle_cb, &outcome);
      g_assert_true (sudoku_solve_runner_get_progress (runner_of (session)) != NULL);
      test_iterate_until (outcome_done, &outcome, 120);
      g_assert_no_error (outcome.error);
      g_assert_true (outcome.ok);
      g_assert_false (outcome.from_stock);
      shown = sudoku_game_dup_puzzle (game);
      g_assert_cmpuint (rate_givens (shown), ==, level);
      g_assert_true (sudoku_symmetry_holds (symmetry, shown));
      g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_SOLVE);
      g_assert_cmpuint (sudoku_session_get_book_level (session), ==, level);
      g_assert_null (sudoku_solve_runner_get_progress (runner_of (session)));
      outcome_clear (&outcome);
    }

  g_clear_object (&session);
  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_new_puzzle_cancel (void)
{
  g_autoptr(SudokuSession) session = session_with (EASY);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(SudokuBoard) before = NULL;
  g_autoptr(SudokuBoard) after = NULL;
  g_autofree char *before_line = NULL;
  g_autofree char *after_line = NULL;
  SudokuGame *game = sudoku_session_get_game (session);
  Outcome outcome = { 0 };

  before = sudoku_game_dup_puzzle (game);
  /* Level 7 takes long enough to be stopped on the way. */
  sudoku_session_new_puzzle_async (session, NULL, 7, SUDOKU_VARIANT_CLASSIC,
                                   SUDOKU_SYMMETRY_NONE, cancellable, NULL, NULL,
                                   new_puzzle_cb, &outcome);
  g_cancellable_cancel (cancellable);
  test_iterate_until (outcome_done, &outcome, 30);
  g_assert_false (outcome.ok);
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  outcome_clear (&outcome);
  /* The puzzle shown stays. */
  after = sudoku_game_dup_puzzle (game);
  before_line = sudoku_format_line (before);
  after_line = sudoku_format_line (after);
  g_assert_cmpstr (after_line, ==, before_line);
  g_assert_null (sudoku_solve_runner_get_progress (runner_of (session)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/session/solve", test_solve);
  g_test_add_func ("/nanpure/session/rule-broken", test_rule_broken);
  g_test_add_func ("/nanpure/session/draft", test_draft);
  g_test_add_func ("/nanpure/session/new-puzzle-stock", test_new_puzzle_stock);
  g_test_add_func ("/nanpure/session/new-puzzle-generate", test_new_puzzle_generate);
  g_test_add_func ("/nanpure/session/new-puzzle-cancel", test_new_puzzle_cancel);

  return g_test_run ();
}
