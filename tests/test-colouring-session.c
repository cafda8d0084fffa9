/* test-colouring-session.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The user's colouring through the session, without a display: kept
 * in the draft with its undo, kept with the progress in the library and
 * read back when the puzzle is opened again, and in the recorded solve,
 * so that its replay knows the colours after each move. */

#include "config.h"

#include "library-test-utils.h"
#include "session-test-utils.h"
#include "sudoku-game-colouring.h"
#include "sudoku-library-async.h"
#include "sudoku-session.h"

static SudokuLibraryLink *
link_of (SudokuSession *session)
{
  return sudoku_session_get_library_link (session);
}

/* The first empty cell of @game's board with a candidate, and the
 * candidate. */
static void
first_candidate (SudokuGame *game,
                 guint      *cell,
                 guint      *digit)
{
  const SudokuBoard *board = sudoku_game_get_board (game);

  for (*cell = 0; *cell < SUDOKU_N_CELLS; (*cell)++)
    if (board->values[*cell] == 0 && board->candidates[*cell] != 0)
      {
        *digit = 1 + __builtin_ctz (board->candidates[*cell]);
        return;
      }
  g_assert_not_reached ();
}

/* The draft: colours and their undo come back in a new session. */
static void
test_draft (void)
{
  g_autoptr(SudokuSession) session = session_with (EASY);
  g_autoptr(SudokuSession) restored = sudoku_session_new ();
  SudokuGame *game = sudoku_session_get_game (session);
  SudokuGame *game_restored = sudoku_session_get_game (restored);
  g_autoptr(GError) error = NULL;
  g_autofree char *draft = NULL;
  guint cell, digit;
  int cursor = -1;

  first_candidate (game, &cell, &digit);
  g_assert_true (sudoku_game_colour (game, SUDOKU_COLOUR_CELL, cell, 0, 5));
  g_assert_true (sudoku_game_colour (game, SUDOKU_COLOUR_CANDIDATE, cell, digit, 6));

  draft = sudoku_session_dup_draft (session, 12);
  g_assert_true (sudoku_session_restore_draft (restored, NULL, draft, &cursor, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cursor, ==, 12);
  g_assert_true (sudoku_colouring_equal (sudoku_game_get_colouring (game_restored),
                                         sudoku_game_get_colouring (game)));
  g_assert_true (sudoku_game_undo (game_restored));
  g_assert_cmpuint (sudoku_game_get_colouring (game_restored)->candidates[cell][digit - 1], ==, 0);
  g_assert_cmpuint (sudoku_game_get_colouring (game_restored)->primary[cell], ==, 5);
  g_assert_true (sudoku_game_redo (game_restored));
  g_assert_cmpuint (sudoku_game_get_colouring (game_restored)->candidates[cell][digit - 1], ==, 6);
}

/* The library: the progress keeps the colours; the solve keeps them
 * too, and its replay shows them as they were after each move. */
static void
test_library (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuSession) session = session_with (EASY);
  g_autoptr(SudokuSession) other = sudoku_session_new ();
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(SudokuBoard) givens = NULL;
  g_autoptr(GPtrArray) solves = NULL;
  g_autoptr(GError) error = NULL;
  SudokuGame *game = sudoku_session_get_game (session);
  SudokuGame *game_other = sudoku_session_get_game (other);
  const SudokuLibrarySolve *solve;
  guint cell, digit;
  gint64 id;

  givens = sudoku_game_dup_puzzle (game);
  puzzle = sudoku_library_puzzle_new_from_board (givens);
  puzzle->level = 1;
  g_assert_true (save_puzzle (session, library, puzzle, NULL, &error));
  g_assert_no_error (error);
  id = sudoku_library_link_get_library_id (link_of (session));

  /* A colour before the first move, a move, a colour after it. */
  first_candidate (game, &cell, &digit);
  g_assert_true (sudoku_game_colour (game, SUDOKU_COLOUR_CELL, cell, 0, 1));
  g_assert_true (sudoku_game_toggle_candidate (game, cell, digit));
  g_assert_true (sudoku_game_colour (game, SUDOKU_COLOUR_CELL_SECONDARY, cell, 0, 2));
  sudoku_library_link_leave_puzzle (link_of (session));
  sudoku_library_wait_row_writes ();

  g_assert_true (open_library_puzzle (other, library, id, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game_other)), ==, 1);
  g_assert_cmpuint (sudoku_game_get_colouring (game_other)->primary[cell], ==, 1);
  g_assert_cmpuint (sudoku_game_get_colouring (game_other)->secondary[cell], ==, 2);
  g_assert_cmpuint (sudoku_game_get_colouring_at (game_other, 0)->secondary[cell], ==, 0);

  /* Solved there: the recorded solve keeps the colours. */
  test_iterate_until (session_is_checked, other, 60);
  solve_at_once (other);
  sudoku_library_wait_row_writes ();
  solves = sudoku_library_list_solves (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (solves->len, ==, 1);
  solve = solves->pdata[0];

  g_assert_true (replay_solve (session, library, solve->id, &error));
  g_assert_no_error (error);
  g_assert_true (sudoku_library_link_get_replaying (link_of (session)));
  g_assert_cmpuint (sudoku_game_get_colouring_at (game, 0)->primary[cell], ==, 1);
  g_assert_cmpuint (sudoku_game_get_colouring_at (game, 0)->secondary[cell], ==, 0);
  g_assert_cmpuint (sudoku_game_get_colouring_at (game, 1)->secondary[cell], ==, 2);
  g_assert_cmpuint (sudoku_game_get_colouring_at (game, 5)->secondary[cell], ==, 2);
  sudoku_library_link_exit_replay (link_of (session));

  test_remove_tree (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/colouring-session/draft", test_draft);
  g_test_add_func ("/nanpure/colouring-session/library", test_library);

  return g_test_run ();
}
