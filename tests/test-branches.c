/* test-branches.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The session's what-if branches, checkpoints, Back to the First
 * Mistake (SudokuBranches) and the hint that looks at the user's marks
 * first (issue 24, items 3 to 5), without a display. */

#include "config.h"

#include <string.h>

#include "library-test-utils.h"
#include "session-test-utils.h"
#include "sudoku-error.h"
#include "sudoku-library-async.h"

static SudokuBranches *
branches_of (SudokuSession *session)
{
  return sudoku_session_get_branches (session);
}

static guint
history_length (SudokuGame *game)
{
  return g_list_model_get_n_items (sudoku_game_get_history (game));
}

static SudokuMove *
last_move (SudokuGame *game)
{
  g_autoptr(SudokuMove) move = g_list_model_get_item (sudoku_game_get_history (game),
                                                      history_length (game) - 1);

  return move;
}

/* The first empty cell with a candidate that is not its solution's
 * digit, and that digit, from cell @from on. */
static void
find_wrong_candidate (SudokuGame   *game,
                      const guint8 *solution,
                      guint         from,
                      guint        *cell,
                      guint        *digit)
{
  const SudokuBoard *board = sudoku_game_get_board (game);

  for (guint c = from; c < SUDOKU_N_CELLS; c++)
    for (guint d = 1; d <= 9 && board->values[c] == 0; d++)
      if (d != solution[c] && (board->candidates[c] & SUDOKU_DIGIT_BIT (d)))
        {
          *cell = c;
          *digit = d;
          return;
        }
  g_assert_not_reached ();
}

static gboolean
states_equal (const SudokuMoveState *a,
              const SudokuMoveState *b)
{
  return memcmp (a->board.values, b->board.values, sizeof a->board.values) == 0 &&
         memcmp (a->board.candidates, b->board.candidates, sizeof a->board.candidates) == 0;
}

/* Branches nest, the history indents the user's moves inside them,
 * a cell without a candidate is the inner branch's contradiction, and
 * the way back is a recorded, undoable backtrack. */
static void
test_nested_contradiction (void)
{
  g_autoptr(SudokuSession) session = session_with (EASY);
  SudokuGame *game = sudoku_session_get_game (session);
  SudokuBranches *branches = branches_of (session);
  SudokuMoveState start, inner_point;
  guint8 solution[SUDOKU_N_CELLS];
  guint c1, d1, c2, d2, c3;
  g_autofree char *way_back = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *c2_name = NULL;
  g_autofree char *explanation = NULL;
  SudokuMove *back;

  test_solution_of (EASY, solution);
  start = *sudoku_game_get_state (game);
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 0);
  g_assert_null (sudoku_branches_get_contradiction (branches));

  /* A cell with a digit, or a digit that is not a candidate, cannot be
   * tried. */
  find_wrong_candidate (game, solution, 0, &c1, &d1);
  for (c3 = 0; sudoku_game_get_board (game)->values[c3] == 0; c3++)
    ;
  g_assert_false (sudoku_branches_try (branches, c3, solution[c3]));
  for (d2 = 1; sudoku_game_get_board (game)->candidates[c1] & SUDOKU_DIGIT_BIT (d2); d2++)
    ;
  g_assert_false (sudoku_branches_try (branches, c1, d2));
  g_assert_cmpuint (history_length (game), ==, 0);

  g_assert_true (sudoku_branches_try (branches, c1, d1));
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 1);
  g_assert_cmpuint (sudoku_game_get_board (game)->values[c1], ==, d1);
  g_assert_cmpuint (sudoku_move_get_depth (last_move (game)), ==, 1);

  find_wrong_candidate (game, solution, c1 + 1, &c2, &d2);
  inner_point = *sudoku_game_get_state (game);
  g_assert_true (sudoku_branches_try (branches, c2, d2));
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 2);
  g_assert_cmpuint (sudoku_move_get_depth (last_move (game)), ==, 2);
  g_assert_cmpuint (sudoku_branches_get_n_points (branches), ==, 2);

  /* The user's own moves inside are indented at the branch's depth. */
  for (c3 = 0; sudoku_game_get_board (game)->values[c3] != 0; c3++)
    ;
  g_assert_true (sudoku_game_toggle_candidate (
    game, c3, __builtin_ctz (sudoku_game_get_board (game)->candidates[c3]) + 1));
  g_assert_cmpint (sudoku_move_get_kind (last_move (game)), ==, SUDOKU_MOVE_CANDIDATE);
  g_assert_cmpuint (sudoku_move_get_depth (last_move (game)), ==, 2);

  /* Every candidate of c3 crossed out: the branch broke. */
  while (sudoku_game_get_board (game)->candidates[c3] != 0)
    g_assert_true (sudoku_game_toggle_candidate (
      game, c3, __builtin_ctz (sudoku_game_get_board (game)->candidates[c3]) + 1));
  g_assert_nonnull (sudoku_branches_get_contradiction (branches));
  g_assert_true (g_str_has_suffix (sudoku_branches_get_contradiction (branches),
                                   "has no candidate left"));
  way_back = sudoku_branches_dup_way_back (branches);
  c2_name = sudoku_cell_dup_name (c2);
  expected = g_strdup_printf ("%s cannot be %u: go back and remove it", c2_name, d2);
  g_assert_cmpstr (way_back, ==, expected);

  /* Go back and remove it: the inner branch's point without d2. */
  g_assert_true (sudoku_branches_go_back_and_remove (branches));
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 1);
  g_assert_null (sudoku_branches_get_contradiction (branches));
  inner_point.board.candidates[c2] &= ~SUDOKU_DIGIT_BIT (d2);
  g_assert_true (states_equal (sudoku_game_get_state (game), &inner_point));
  back = last_move (game);
  g_assert_cmpint (sudoku_move_get_kind (back), ==, SUDOKU_MOVE_BACKTRACK);
  g_assert_cmpuint (sudoku_move_get_depth (back), ==, 1);
  explanation = sudoku_move_dup_explanation (back);
  g_assert_nonnull (strstr (explanation, "led to a contradiction"));
  g_assert_nonnull (strstr (sudoku_move_get_summary (back), "was wrong"));

  /* Undoable: the broken branch is back, and its contradiction. */
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 2);
  g_assert_nonnull (sudoku_branches_get_contradiction (branches));
  g_assert_true (sudoku_game_redo (game));
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 1);

  /* A digit with no place left in a house breaks a branch too. */
  {
    const SudokuBoard *board = sudoku_game_get_board (game);
    guint row = sudoku_cell_row (c2), digit = 0;

    for (guint d = 1; d <= 9 && digit == 0; d++)
      {
        gboolean placed = FALSE;

        for (guint col = 0; col < 9; col++)
          placed |= board->values[sudoku_cell_at (row, col)] == d;
        if (!placed)
          digit = d;
      }
    g_assert_cmpuint (digit, !=, 0);
    sudoku_game_begin_action (game);
    for (guint col = 0; col < 9; col++)
      {
        guint cell = sudoku_cell_at (row, col);

        if (sudoku_game_get_board (game)->values[cell] == 0 &&
            (sudoku_game_get_board (game)->candidates[cell] & SUDOKU_DIGIT_BIT (digit)))
          g_assert_true (sudoku_game_toggle_candidate (game, cell, digit));
      }
    sudoku_game_end_action (game);
    g_assert_nonnull (sudoku_branches_get_contradiction (branches));
    g_assert_nonnull (strstr (sudoku_branches_get_contradiction (branches), "has no place left in"));
    g_assert_true (sudoku_game_undo (game));
    g_assert_null (sudoku_branches_get_contradiction (branches));
  }

  /* Back to here: the outer branch's point, at once, undoably. */
  {
    g_autofree char *label = sudoku_branches_dup_point_label (branches, 0);
    g_autofree char *c1_name = sudoku_cell_dup_name (c1);
    g_autofree char *expected_label = g_strdup_printf ("Before %s=%u (branch 1)", c1_name, d1);
    guint length = history_length (game);

    g_assert_cmpstr (label, ==, expected_label);
    g_assert_true (sudoku_branches_back_to (branches, 0, NULL));
    g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 0);
    g_assert_true (states_equal (sudoku_game_get_state (game), &start));
    /* One move: the branch is left as given up, in the history. */
    g_assert_cmpuint (history_length (game), ==, length + 1);
    g_assert_cmpuint (sudoku_move_get_depth (last_move (game)), ==, 0);
    g_assert_true (sudoku_game_undo (game));
    g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 1);
    g_assert_cmpuint (history_length (game), ==, length);
  }
}

/* Two branches open, closed at once by Back to Here on the outer one. */
static void
test_back_to_outer_point (void)
{
  g_autoptr(SudokuSession) session = session_with (EASY);
  SudokuGame *game = sudoku_session_get_game (session);
  SudokuBranches *branches = branches_of (session);
  SudokuMoveState start = *sudoku_game_get_state (game);
  guint8 solution[SUDOKU_N_CELLS];
  guint cell, digit;

  test_solution_of (EASY, solution);
  find_wrong_candidate (game, solution, 0, &cell, &digit);
  g_assert_true (sudoku_branches_try (branches, cell, digit));
  find_wrong_candidate (game, solution, cell + 1, &cell, &digit);
  g_assert_true (sudoku_branches_try (branches, cell, digit));
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 2);

  g_assert_true (sudoku_branches_back_to (branches, 0, NULL));
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 0);
  g_assert_true (states_equal (sudoku_game_get_state (game), &start));
  /* One action: one undo opens both again. */
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 2);
}

/* Checkpoints and open branches are kept with the progress in the
 * library, and in a draft; a checkpoint is reached again at once. */
static void
test_checkpoints_kept (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuSession) session = session_with (EASY);
  g_autoptr(SudokuSession) other = sudoku_session_new ();
  g_autoptr(SudokuSession) restored = sudoku_session_new ();
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(SudokuBoard) givens = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *draft = NULL;
  SudokuGame *game = sudoku_session_get_game (session);
  SudokuBranches *branches = branches_of (session);
  SudokuMoveState at_checkpoint;
  guint8 solution[SUDOKU_N_CELLS];
  guint cell, digit, n_at_checkpoint;
  gint64 id;

  test_solution_of (EASY, solution);
  givens = sudoku_game_dup_puzzle (game);
  puzzle = sudoku_library_puzzle_new_from_board (givens);
  g_assert_true (save_puzzle (session, library, puzzle, NULL, &error));
  g_assert_no_error (error);
  id = sudoku_library_link_get_library_id (sudoku_session_get_library_link (session));

  /* A correct digit, then the checkpoint, then a branch. */
  for (cell = 0; sudoku_game_get_board (game)->values[cell] != 0; cell++)
    ;
  g_assert_true (sudoku_game_set_value (game, cell, solution[cell]));
  sudoku_branches_add_checkpoint (branches, "Before\tthe guess");
  at_checkpoint = *sudoku_game_get_state (game);
  n_at_checkpoint = history_length (game);
  find_wrong_candidate (game, solution, 0, &cell, &digit);
  g_assert_true (sudoku_branches_try (branches, cell, digit));
  g_assert_cmpuint (sudoku_branches_get_n_points (branches), ==, 2);

  draft = sudoku_session_dup_draft (session, -1);
  sudoku_library_link_leave_puzzle (sudoku_session_get_library_link (session));
  sudoku_library_wait_row_writes ();

  /* Read back from the library by another session. */
  g_assert_true (open_library_puzzle (other, library, id, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_branches_get_depth (branches_of (other)), ==, 1);
  g_assert_cmpuint (sudoku_branches_get_n_points (branches_of (other)), ==, 2);
  {
    g_autofree char *label = sudoku_branches_dup_point_label (branches_of (other), 1);
    SudokuGame *other_game = sudoku_session_get_game (other);

    g_assert_cmpstr (label, ==, "Before\tthe guess");
    g_assert_true (sudoku_branches_back_to (branches_of (other), 1, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (history_length (other_game), ==, n_at_checkpoint);
    g_assert_true (states_equal (sudoku_game_get_state (other_game), &at_checkpoint));
    g_assert_cmpuint (sudoku_branches_get_depth (branches_of (other)), ==, 0);
    /* Cut before it, the checkpoint cannot be reached: it says so.
     * (Undo goes back to the branch, then to before the puzzle was
     * opened: the puzzle and its progress are one undo step.) */
    g_assert_true (sudoku_game_undo (other_game));
    g_assert_true (sudoku_game_truncate_history (other_game, n_at_checkpoint - 1));
    g_assert_true (sudoku_game_set_value (other_game, cell, solution[cell]));
    g_assert_false (sudoku_branches_back_to (branches_of (other), 0, &error));
    g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID);
    g_clear_error (&error);
  }

  /* And from the draft. */
  g_assert_true (sudoku_session_restore_draft (restored, NULL, draft, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_branches_get_n_points (branches_of (restored)), ==, 2);
  g_assert_cmpuint (sudoku_branches_get_depth (branches_of (restored)), ==, 1);

  /* Another puzzle drops them. */
  g_assert_true (sudoku_session_load_text (restored, INKALA_2010, SUDOKU_VARIANT_CLASSIC, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_branches_get_n_points (branches_of (restored)), ==, 0);

  /* An older saved progress has no checkpoints, and reads as before. */
  {
    g_autofree char *checkpoints = NULL;
    g_autofree char *record = sudoku_game_to_record (game);
    g_autofree char *split = sudoku_branches_split_progress (record, &checkpoints);

    g_assert_cmpstr (split, ==, record);
    g_assert_null (checkpoints);
  }
  sudoku_library_link_close (sudoku_session_get_library_link (other));
  g_clear_object (&library);
  test_remove_tree (folder);
}

/* Back to the first mistake: before the first move that parts from the
 * solution, with the pencil marks made since that still hold, and the
 * number of moves it took back. */
static void
test_back_to_mistake (void)
{
  g_autoptr(SudokuSession) session = session_with (EASY);
  SudokuGame *game = sudoku_session_get_game (session);
  SudokuBranches *branches = branches_of (session);
  g_autoptr(GError) error = NULL;
  guint8 solution[SUDOKU_N_CELLS];
  guint right, mark, wrong, wrong_digit, kept, kept_digit, lost, n = 0;
  const SudokuBoard *board;

  test_solution_of (EASY, solution);
  g_assert_false (sudoku_branches_back_to_mistake (branches, &n, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID);
  g_clear_error (&error);

  /* Two good moves. */
  for (right = 0; sudoku_game_get_board (game)->values[right] != 0; right++)
    ;
  g_assert_true (sudoku_game_set_value (game, right, solution[right]));
  find_wrong_candidate (game, solution, 0, &mark, &kept_digit);
  g_assert_true (sudoku_game_toggle_candidate (game, mark, kept_digit));
  /* The mistake: a wrong digit in the last empty cell. */
  for (wrong = SUDOKU_N_CELLS - 1; sudoku_game_get_board (game)->values[wrong] != 0; wrong--)
    ;
  wrong_digit = solution[wrong] % 9 + 1;
  g_assert_true (sudoku_game_set_value (game, wrong, wrong_digit));
  /* Since: a true mark, a false one, and a digit. */
  find_wrong_candidate (game, solution, mark + 1, &kept, &kept_digit);
  g_assert_true (sudoku_game_toggle_candidate (game, kept, kept_digit));
  for (lost = kept + 1; sudoku_game_get_board (game)->values[lost] != 0; lost++)
    ;
  g_assert_true (sudoku_game_toggle_candidate (game, lost, solution[lost]));
  g_assert_true (sudoku_game_set_value (game, lost, solution[lost]));
  g_assert_cmpuint (history_length (game), ==, 6);

  g_assert_true (sudoku_branches_back_to_mistake (branches, &n, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 4);
  board = sudoku_game_get_board (game);
  g_assert_cmpuint (board->values[right], ==, solution[right]);
  g_assert_cmpuint (board->values[wrong], ==, 0);
  g_assert_cmpuint (board->values[lost], ==, 0);
  /* The true mark made since is kept; the solution's digit is not
   * crossed out. */
  g_assert_false (board->candidates[kept] & SUDOKU_DIGIT_BIT (kept_digit));
  g_assert_true (board->candidates[lost] & SUDOKU_DIGIT_BIT (solution[lost]));
  /* Nothing on the board parts from the solution now. */
  {
    g_autoptr(GArray) mistakes = sudoku_hint_find_mistakes (board, solution);

    g_assert_cmpuint (mistakes->len, ==, 0);
  }
  /* The two moves before it, and the marks kept as one move. */
  g_assert_cmpuint (history_length (game), ==, 3);
  g_assert_cmpint (sudoku_move_get_kind (last_move (game)), ==, SUDOKU_MOVE_MARKS);
  g_assert_true (g_str_has_prefix (sudoku_move_get_summary (last_move (game)), "Kept "));

  /* The record keeps the marks move. */
  {
    g_autofree char *record = sudoku_game_to_record (game);
    g_autoptr(SudokuGame) copy = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);

    g_assert_true (sudoku_game_load_record (copy, record, &error));
    g_assert_no_error (error);
    g_assert_true (states_equal (sudoku_game_get_state (copy), sudoku_game_get_state (game)));
  }

  /* One undo takes it all back. */
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (history_length (game), ==, 6);
  g_assert_cmpuint (sudoku_game_get_board (game)->values[wrong], ==, wrong_digit);
}

static SudokuHint *
hint_of (SudokuSession *session)
{
  return sudoku_solve_runner_get_hint (sudoku_session_get_solve_runner (session));
}

/* The first hint looks at the user's marks: which cell, which mark, and
 * their repair (one undoable action); then the hint is a technique. */
static void
test_marks_first_hint (void)
{
  g_autoptr(SudokuSession) session = session_with (EASY);
  SudokuGame *game = sudoku_session_get_game (session);
  SudokuSolveRunner *runner = sudoku_session_get_solve_runner (session);
  guint8 solution[SUDOKU_N_CELLS];
  const SudokuContradiction *repairs;
  Outcome outcome = { 0 };
  guint crossed, wrong, n_repairs;
  g_autofree char *crossed_name = NULL;
  g_autofree char *wrong_name = NULL;
  g_autofree char *expected = NULL;

  test_solution_of (EASY, solution);
  for (crossed = 0; sudoku_game_get_board (game)->values[crossed] != 0; crossed++)
    ;
  g_assert_true (sudoku_game_toggle_candidate (game, crossed, solution[crossed]));

  /* A crossed-out solution digit: said, with the repair offered. */
  sudoku_solve_runner_hint_async (runner, NULL, hint_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_true (outcome.ok);
  outcome_clear (&outcome);
  crossed_name = sudoku_cell_dup_name (crossed);
  expected = g_strdup_printf ("You crossed out %u in %s, but %u is the solution there.",
                              solution[crossed], crossed_name, solution[crossed]);
  g_assert_true (g_str_has_prefix (sudoku_hint_get_text (hint_of (session)), expected));
  g_assert_null (sudoku_hint_get_step (hint_of (session)));
  repairs = sudoku_hint_get_repairs (hint_of (session), &n_repairs);
  g_assert_cmpuint (n_repairs, ==, 1);
  g_assert_cmpint (repairs[0].kind, ==, SUDOKU_CONTRADICTION_MISSING_CANDIDATE);
  g_assert_cmpuint (repairs[0].cell, ==, crossed);
  g_assert_cmpuint (sudoku_hint_get_pattern (hint_of (session))[crossed], ==,
                    SUDOKU_DIGIT_BIT (solution[crossed]));

  /* A wrong digit too: the wrong digit is said first. */
  sudoku_solve_runner_cancel_hint (runner);
  for (wrong = SUDOKU_N_CELLS - 1; sudoku_game_get_board (game)->values[wrong] != 0; wrong--)
    ;
  g_assert_true (sudoku_game_set_value (game, wrong, solution[wrong] % 9 + 1));
  sudoku_solve_runner_hint_async (runner, NULL, hint_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  outcome_clear (&outcome);
  wrong_name = sudoku_cell_dup_name (wrong);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Your %u in %s is wrong: the solution has %u there.",
                              solution[wrong] % 9 + 1, wrong_name, solution[wrong]);
  g_assert_true (g_str_has_prefix (sudoku_hint_get_text (hint_of (session)), expected));
  g_assert_nonnull (strstr (sudoku_hint_get_text (hint_of (session)), "wrong as well"));
  repairs = sudoku_hint_get_repairs (hint_of (session), &n_repairs);
  g_assert_cmpuint (n_repairs, >=, 2);
  g_assert_cmpint (repairs[0].kind, ==, SUDOKU_CONTRADICTION_WRONG_VALUE);

  /* Repair Marks: no mistake is left, in one undoable action. */
  {
    guint length = history_length (game);
    g_autoptr(GArray) mistakes = NULL;

    sudoku_solve_runner_apply_hint (runner);
    g_assert_null (hint_of (session));
    mistakes = sudoku_hint_find_mistakes (sudoku_game_get_board (game), solution);
    g_assert_cmpuint (mistakes->len, ==, 0);
    g_assert_cmpuint (sudoku_game_get_board (game)->values[wrong], ==, 0);
    g_assert_true (sudoku_game_get_board (game)->candidates[crossed] &
                   SUDOKU_DIGIT_BIT (solution[crossed]));
    g_assert_cmpuint (history_length (game), >, length);
    g_assert_true (sudoku_game_undo (game));
    g_assert_cmpuint (history_length (game), ==, length);
    g_assert_true (sudoku_game_redo (game));
  }

  /* Then the hint is a technique again. */
  sudoku_solve_runner_hint_async (runner, NULL, hint_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  outcome_clear (&outcome);
  g_assert_nonnull (sudoku_hint_get_step (hint_of (session)));
  g_assert_null (sudoku_hint_get_repairs (hint_of (session), &n_repairs));
  g_assert_cmpuint (n_repairs, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/branches/nested-contradiction", test_nested_contradiction);
  g_test_add_func ("/nanpure/branches/back-to-outer-point", test_back_to_outer_point);
  g_test_add_func ("/nanpure/branches/checkpoints-kept", test_checkpoints_kept);
  g_test_add_func ("/nanpure/branches/back-to-mistake", test_back_to_mistake);
  g_test_add_func ("/nanpure/branches/marks-first-hint", test_marks_first_hint);

  return g_test_run ();
}
