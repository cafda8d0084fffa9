/* test-singles-path.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* sudoku_singles_path_rate(), the generator's level check at levels 1–2,
 * against the general sudoku_path_solve() with the same singles-only
 * profile: on the Windoku puzzles of windoku-puzzles.txt and on random
 * clue sets of their solutions (under Windoku's rules and as classic
 * grids), with some candidates taken out by hand, with two clues in
 * conflict, and with no solution at all, the two agree on whether the
 * grid is completed and, when it is, on the whole rating. And
 * sudoku_singles_path_probe() against sudoku_singles_path_rate(). */

#include "config.h"

#include <string.h>

#include "sudoku-singles-path.h"
#include "test-utils.h"

/* Profiles of singles only: level 1, level 2, and two others. */
static const char * const profiles[] = {
  "full-house,hidden-single-box",
  "full-house,hidden-single-box,hidden-single-line,naked-single",
  "hidden-single-line,naked-single",
  "naked-single",
};

typedef struct
{
  guint n_boards;
  guint n_solved;
  guint n_not_solved;
} Tally;

static void
check_board (const SudokuBoard *board,
             Tally             *tally)
{
  for (guint p = 0; p < G_N_ELEMENTS (profiles); p++)
    {
      SudokuProfile profile;
      SudokuRating fast, general;
      g_autoptr(SudokuPath) path = NULL;
      gboolean solved;

      g_assert_true (sudoku_profile_init_from_string (&profile, profiles[p], NULL));
      g_assert_true (sudoku_profile_is_singles_only (&profile));

      path = sudoku_path_solve (board, &profile, NULL, NULL);
      g_assert_nonnull (path);
      solved = sudoku_singles_path_rate (board, &profile, &fast);
      g_assert_cmpint (solved, ==, path->result == SUDOKU_PATH_SOLVED);
      tally->n_boards++;
      if (!solved)
        {
          tally->n_not_solved++;
          continue;
        }
      tally->n_solved++;

      sudoku_rating_from_path (path, &general);
      g_assert_cmpuint (fast.level, ==, general.level);
      g_assert_cmpuint (fast.score, ==, general.score);
      g_assert_cmpfloat (fast.se_rating, ==, general.se_rating);
      g_assert_cmpuint (fast.assumptions, ==, general.assumptions);
      g_assert_cmpint (fast.solved, ==, general.solved);
      g_assert_cmpmem (fast.counts, sizeof fast.counts, general.counts, sizeof general.counts);
    }
}

/* A board of @variant with @n_clues cells of @solution, chosen at random. */
static void
random_clues (SudokuBoard  *board,
              SudokuVariant variant,
              const guint8 *solution,
              guint         n_clues,
              GRand        *rand)
{
  guint8 cells[SUDOKU_N_CELLS];

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    cells[cell] = cell;
  for (guint i = SUDOKU_N_CELLS; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      guint8 swap = cells[i - 1];

      cells[i - 1] = cells[j];
      cells[j] = swap;
    }
  sudoku_board_init (board, variant);
  for (guint i = 0; i < n_clues; i++)
    sudoku_board_set_value (board, cells[i], solution[cells[i]], TRUE);
}

static void
test_agrees_with_path (void)
{
  g_autofree char *path = test_data_path ("windoku-puzzles.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (2511);
  Tally tally = { 0, };
  guint n_puzzles = 0;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", -1);
      guint8 solution[SUDOKU_N_CELLS];
      SudokuBoard board;

      if (lines[i][0] == '#' || g_strv_length (fields) < 3 ||
          strlen (fields[1]) != 81 || strlen (fields[2]) < 81)
        continue;
      n_puzzles++;
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        solution[cell] = fields[2][cell] - '0';

      /* The puzzle itself. */
      board = test_board_from (fields[1], SUDOKU_VARIANT_WINDOKU);
      check_board (&board, &tally);

      /* Random clue sets of its solution, from hopeless to nearly full,
       * under both rules (a Windoku solution is a classic grid too). */
      for (guint n_clues = 14; n_clues <= 72; n_clues++)
        for (guint k = 0; k < 6; k++)
          {
            SudokuVariant variant = k % 2 ? SUDOKU_VARIANT_CLASSIC : SUDOKU_VARIANT_WINDOKU;

            random_clues (&board, variant, solution, n_clues, rand);
            check_board (&board, &tally);

            /* A few candidates taken out by hand, true or not: both
             * solves start from the board's own candidates. */
            if (k >= 4)
              {
                for (guint r = 0; r < 3; r++)
                  {
                    guint cell = g_rand_int_range (rand, 0, SUDOKU_N_CELLS);

                    if (board.values[cell] == 0)
                      board.candidates[cell] &= ~SUDOKU_DIGIT_BIT (g_rand_int_range (rand, 1, 10));
                  }
                check_board (&board, &tally);
              }
          }

      /* Two clues in conflict: no solution. */
      random_clues (&board, SUDOKU_VARIANT_WINDOKU, solution, 40, rand);
      for (guint cell = 1; cell < 9; cell++)
        if (board.values[cell] == 0)
          {
            sudoku_board_set_value (&board, cell, solution[0], TRUE);
            sudoku_board_set_value (&board, 0, solution[0], TRUE);
            break;
          }
      check_board (&board, &tally);
    }

  g_assert_cmpuint (n_puzzles, ==, 7);
  /* Both outcomes were met many times. */
  g_assert_cmpuint (tally.n_solved, >, 1000);
  g_assert_cmpuint (tally.n_not_solved, >, 1000);
}

/* Whether sudoku_singles_path_rate() completes @board with the cells of
 * @addition given their values in @solution. */
static gboolean
completes_with (const SudokuBoard   *board,
                const SudokuProfile *profile,
                const guint8        *solution,
                SudokuCells          addition)
{
  SudokuBoard more = *board;
  SudokuRating rating;

  SUDOKU_CELLS_FOREACH (addition, cell)
    sudoku_board_set_value (&more, cell, solution[cell], TRUE);
  return sudoku_singles_path_rate (&more, profile, &rating);
}

/* sudoku_singles_path_probe(), the generator's search for a clue to put
 * back (swap_clue()), against sudoku_singles_path_rate() of each board
 * with the clues added: on random clue sets of the solutions of
 * windoku-puzzles.txt, every empty cell alone and some pairs, with the
 * goal of every empty cell, and with the goal of the clues taken from a
 * board the singles solve (once those are placed, the singles solve the
 * rest); with @most, the first that complete and no others. */
static void
test_probe (void)
{
  g_autofree char *path = test_data_path ("windoku-puzzles.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (2512);
  guint n_complete = 0, n_not = 0;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", -1);
      guint8 solution[SUDOKU_N_CELLS];

      if (lines[i][0] == '#' || g_strv_length (fields) < 3 ||
          strlen (fields[1]) != 81 || strlen (fields[2]) < 81)
        continue;
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        solution[cell] = fields[2][cell] - '0';

      for (guint n_clues = 14; n_clues <= 40; n_clues += 2)
        for (guint p = 0; p < 2; p++)
          for (guint k = 0; k < 2; k++)
            {
              SudokuVariant variant = k ? SUDOKU_VARIANT_CLASSIC : SUDOKU_VARIANT_WINDOKU;
              SudokuCells additions[2 * SUDOKU_N_CELLS];
              gboolean completes[2 * SUDOKU_N_CELLS], first[2 * SUDOKU_N_CELLS];
              SudokuCells empty = SUDOKU_CELLS_EMPTY, goal, taken = SUDOKU_CELLS_EMPTY;
              SudokuProfile profile;
              SudokuBoard board;
              SudokuRating rating;
              guint n_additions = 0, n, n_first, expected = 0;

              g_assert_true (sudoku_profile_init_from_string (&profile, profiles[p], NULL));
              random_clues (&board, variant, solution, n_clues, rand);
              /* Half the time, a board the singles solve less a few of
               * its clues: the goal is those clues. */
              if (n_clues % 4 == 0 && sudoku_singles_path_rate (&board, &profile, &rating))
                for (guint r = 0; r < 3; r++)
                  {
                    guint cell = g_rand_int_range (rand, 0, SUDOKU_N_CELLS);

                    if (board.values[cell] == 0)
                      continue;
                    sudoku_board_set_value (&board, cell, 0, FALSE);
                    sudoku_cells_add (&taken, cell);
                  }
              for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
                if (board.values[cell] == 0)
                  {
                    sudoku_cells_add (&empty, cell);
                    additions[n_additions++] = sudoku_cells_single (cell);
                  }
              for (guint r = 0; r < 20; r++)
                {
                  SudokuCells pair = sudoku_cells_or (additions[g_rand_int_range (rand, 0, n_additions)],
                                                      additions[g_rand_int_range (rand, 0, n_additions)]);

                  additions[n_additions++] = pair;
                }
              goal = sudoku_cells_is_empty (taken) ? empty : taken;

              n = sudoku_singles_path_probe (&board, &profile, solution, goal,
                                             additions, n_additions, 0, completes);
              for (guint a = 0; a < n_additions; a++)
                {
                  gboolean rated = completes_with (&board, &profile, solution, additions[a]);

                  g_assert_cmpint (completes[a], ==, rated);
                  expected += rated;
                  if (rated)
                    n_complete++;
                  else
                    n_not++;
                }
              g_assert_cmpuint (n, ==, expected);

              /* At most two: the first two of those. */
              n_first = sudoku_singles_path_probe (&board, &profile, solution, goal,
                                                   additions, n_additions, 2, first);
              g_assert_cmpuint (n_first, ==, MIN (expected, 2));
              for (guint a = 0, seen = 0; a < n_additions; a++)
                {
                  g_assert_cmpint (first[a], ==, completes[a] && seen < 2);
                  seen += completes[a];
                }
            }
    }

  /* Both outcomes were met many times. */
  g_assert_cmpuint (n_complete, >, 1000);
  g_assert_cmpuint (n_not, >, 1000);
}

static void
test_not_singles (void)
{
  SudokuProfile profile;

  g_assert_true (sudoku_profile_init_from_string (&profile, "full-house,pointing", NULL));
  g_assert_false (sudoku_profile_is_singles_only (&profile));
  g_assert_true (sudoku_profile_init_from_string (&profile, "naked-single,assumptions", NULL));
  g_assert_false (sudoku_profile_is_singles_only (&profile));
  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  g_assert_false (sudoku_profile_is_singles_only (&profile));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/singles-path/agrees-with-path", test_agrees_with_path);
  g_test_add_func ("/singles-path/probe", test_probe);
  g_test_add_func ("/singles-path/not-singles", test_not_singles);

  return g_test_run ();
}
