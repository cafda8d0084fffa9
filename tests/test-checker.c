/* test-checker.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* SudokuChecker without a session or a display: the check of a game's
 * givens after each change, the rating of the puzzle and Sudoku
 * Explainer's figure, each from its worker. Each drives the main loop
 * as a window would. */

#include "config.h"

#include <string.h>

#include "sudoku-checker.h"
#include "sudoku-parse.h"
#include "test-utils.h"

static gboolean
is_checked (gpointer data)
{
  return sudoku_checker_get_n_solutions (data) >= 0;
}

static gboolean
is_rated (gpointer data)
{
  return sudoku_checker_get_rating (data) != NULL;
}

static gboolean
is_se_rated (gpointer data)
{
  return sudoku_checker_get_se_rating (data) >= 0;
}

static gboolean
workers_done (gpointer data)
{
  /* Each worker's GTask holds a reference on the checker until it ends. */
  return G_OBJECT (data)->ref_count == 1;
}

static void
load (SudokuGame *game,
      const char *puzzle)
{
  SudokuBoard board = test_board_from (puzzle, SUDOKU_VARIANT_CLASSIC);

  sudoku_game_load (game, &board);
  sudoku_game_set_mode (game, SUDOKU_GAME_SOLVE);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* The count follows the givens: unknown while the worker runs, then
 * one solution (and which), several (and two of them); moves that keep
 * the givens keep the count. */
static void
test_count (void)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuChecker) checker = sudoku_checker_new (game);
  guint8 solution[SUDOKU_N_CELLS];
  const guint8 *one, *two;
  guint n_checked = 0, n_notified = 0;
  int n_solutions = 0;

  g_assert_true (sudoku_checker_get_game (checker) == game);
  g_signal_connect_swapped (checker, "checked", G_CALLBACK (count_cb), &n_checked);
  g_signal_connect_swapped (checker, "notify::n-solutions", G_CALLBACK (count_cb), &n_notified);
  load (game, EASY);
  g_assert_cmpint (sudoku_checker_get_n_solutions (checker), ==, -1);
  g_assert_null (sudoku_checker_get_solution (checker));
  g_assert_false (sudoku_checker_is_unique (checker));
  test_iterate_until (is_checked, checker, 60);
  g_assert_cmpuint (n_checked, ==, 1);
  g_assert_cmpuint (n_notified, ==, 2);
  g_object_get (checker, "n-solutions", &n_solutions, NULL);
  g_assert_cmpint (n_solutions, ==, 1);
  g_assert_true (sudoku_checker_is_unique (checker));
  test_solution_of (EASY, solution);
  g_assert_cmpmem (sudoku_checker_get_solution (checker), SUDOKU_N_CELLS,
                   solution, SUDOKU_N_CELLS);
  g_assert_null (sudoku_checker_get_second_solution (checker));

  /* Solving it keeps the count, and the board is the solution. */
  g_assert_false (sudoku_checker_is_solved (checker));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (sudoku_game_get_board (game)->values[cell] == 0)
      g_assert_true (sudoku_game_set_value (game, cell, solution[cell]));
  g_assert_cmpint (sudoku_checker_get_n_solutions (checker), ==, 1);
  g_assert_cmpuint (n_notified, ==, 2);
  g_assert_true (sudoku_checker_is_solved (checker));

  /* One given: several solutions, two of which differ somewhere. */
  load (game, "1................................................................................");
  g_assert_cmpint (sudoku_checker_get_n_solutions (checker), ==, -1);
  g_assert_false (sudoku_checker_is_solved (checker));
  test_iterate_until (is_checked, checker, 60);
  g_assert_cmpuint (n_checked, ==, 2);
  g_assert_cmpint (sudoku_checker_get_n_solutions (checker), ==, 2);
  g_assert_false (sudoku_checker_is_unique (checker));
  one = sudoku_checker_get_solution (checker);
  two = sudoku_checker_get_second_solution (checker);
  g_assert_nonnull (one);
  g_assert_nonnull (two);
  g_assert_cmpint (memcmp (one, two, SUDOKU_N_CELLS), !=, 0);
  g_assert_cmpuint (one[0], ==, 1);
  g_assert_cmpuint (two[0], ==, 1);
  /* No rating without one solution. */
  g_assert_null (sudoku_checker_get_rating (checker));

  test_iterate_until (workers_done, checker, 60);
}

/* The rating describes the puzzle, whatever has been played since. */
static void
test_rating (void)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuChecker) checker = sudoku_checker_new (game);
  SudokuRating rating;
  guint8 solution[SUDOKU_N_CELLS];

  load (game, INKALA_2012);
  g_assert_null (sudoku_checker_get_rating (checker));
  test_iterate_until (is_rated, checker, 60);
  rating = *sudoku_checker_get_rating (checker);
  g_assert_cmpuint (rating.level, ==, 7);
  g_assert_true (rating.solved);
  g_object_get (checker, "rating", &rating.level, NULL);
  g_assert_cmpuint (rating.level, ==, 7);

  test_solution_of (INKALA_2012, solution);
  g_assert_true (sudoku_game_set_value (game, 1, solution[1]));
  g_assert_true (sudoku_game_set_value (game, 2, solution[2]));
  g_assert_nonnull (sudoku_checker_get_rating (checker));
  g_assert_cmpuint (sudoku_checker_get_rating (checker)->level, ==, 7);
  g_assert_cmpuint (sudoku_checker_get_rating (checker)->score, ==, rating.score);

  /* Other givens, another rating. */
  load (game, EASY);
  g_assert_null (sudoku_checker_get_rating (checker));
  test_iterate_until (is_rated, checker, 60);
  g_assert_cmpuint (sudoku_checker_get_rating (checker)->level, <, rating.level);
  test_iterate_until (workers_done, checker, 60);
}

/* Sudoku Explainer's figure arrives after the rating, from a worker of
 * its own: for Inkala's 2012 puzzle it is above 9.5, where our old
 * estimate stopped. */
static void
test_se_rating (void)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuChecker) checker = sudoku_checker_new (game);
  double se = 0;

  load (game, INKALA_2012);
  test_iterate_until (is_rated, checker, 60);
  test_iterate_until (is_se_rated, checker, 300);
  g_object_get (checker, "se-rating", &se, NULL);
  g_assert_cmpfloat (se, ==, sudoku_checker_get_se_rating (checker));
  g_assert_cmpfloat (se, >, 9.5);
  g_assert_cmpfloat (sudoku_checker_get_rating (checker)->se_rating, ==, se);
}

static void
se_seen_cb (SudokuChecker *checker,
            GParamSpec    *pspec,
            double        *highest)
{
  *highest = MAX (*highest, sudoku_checker_get_se_rating (checker));
}

/* New givens stop the worker of the old ones: it ends without its
 * figure ever showing, and the new puzzle gets its own. */
static void
test_se_rating_cancel (void)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuChecker) checker = sudoku_checker_new (game);
  double highest = -1;

  load (game, INKALA_2012);
  test_iterate_until (is_rated, checker, 60);
  g_assert_cmpfloat (sudoku_checker_get_se_rating (checker), <, 0);
  g_signal_connect (checker, "notify::se-rating", G_CALLBACK (se_seen_cb), &highest);
  load (game, EASY);
  g_assert_cmpfloat (sudoku_checker_get_se_rating (checker), <, 0);
  test_iterate_until (is_se_rated, checker, 60);
  test_iterate_until (workers_done, checker, 60);
  g_assert_cmpfloat (sudoku_checker_get_se_rating (checker), <, 9.5);
  g_assert_cmpfloat (sudoku_checker_get_rating (checker)->se_rating, ==,
                     sudoku_checker_get_se_rating (checker));
  /* Inkala's figure (above 9.5) never showed. */
  g_assert_cmpfloat (highest, <, 9.5);
}

typedef struct
{
  gboolean      done;
  gboolean      ok;
  SudokuRating  rating;
  GError       *error;
} Rated;

static void
rated_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  Rated *rated = user_data;

  rated->ok = sudoku_checker_rate_finish (SUDOKU_CHECKER (object), result, &rated->rating,
                                          &rated->error);
  rated->done = TRUE;
}

static gboolean
rated_done (gpointer data)
{
  return ((Rated *) data)->done;
}

/* Rate: the whole rating, Sudoku Explainer's figure included, before
 * the background rating has it, and at once after. */
static void
test_rate_async (void)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuChecker) checker = sudoku_checker_new (game);
  Rated rated = { 0 };

  load (game, EASY);
  sudoku_checker_rate_async (checker, NULL, rated_cb, &rated);
  test_iterate_until (rated_done, &rated, 60);
  g_assert_no_error (rated.error);
  g_assert_true (rated.ok);
  g_assert_true (rated.rating.solved);
  g_assert_cmpfloat (rated.rating.se_rating, >, 0);

  test_iterate_until (is_se_rated, checker, 60);
  memset (&rated, 0, sizeof rated);
  sudoku_checker_rate_async (checker, NULL, rated_cb, &rated);
  /* Known already: the answer comes at once. */
  test_iterate_until (rated_done, &rated, 1);
  g_assert_true (rated.ok);
  g_assert_cmpuint (rated.rating.level, ==, sudoku_checker_get_rating (checker)->level);
  g_assert_cmpfloat (rated.rating.se_rating, ==, sudoku_checker_get_se_rating (checker));
  test_iterate_until (workers_done, checker, 60);
}

/* A checker that goes (its session's dispose) ends its workers. */
static void
test_dispose (void)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuChecker) checker = sudoku_checker_new (game);

  load (game, INKALA_2012);
  test_iterate_until (is_rated, checker, 60);
  /* The SE worker of Inkala's puzzle takes seconds: it stops. */
  g_object_run_dispose (G_OBJECT (checker));
  test_iterate_until (workers_done, checker, 60);
  g_assert_cmpfloat (sudoku_checker_get_se_rating (checker), <, 0);
  /* And the game's changes no longer reach it. */
  load (game, EASY);
  g_assert_nonnull (sudoku_checker_get_rating (checker));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/checker/count", test_count);
  g_test_add_func ("/nanpure/checker/rating", test_rating);
  g_test_add_func ("/nanpure/checker/se-rating", test_se_rating);
  g_test_add_func ("/nanpure/checker/se-rating-cancel", test_se_rating_cancel);
  g_test_add_func ("/nanpure/checker/rate-async", test_rate_async);
  g_test_add_func ("/nanpure/checker/dispose", test_dispose);

  return g_test_run ();
}
