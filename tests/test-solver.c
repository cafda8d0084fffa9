/* test-solver.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "sudoku-generator.h"
#include "sudoku-solver.h"
#include "test-utils.h"

typedef gboolean (*CountFunc) (const SudokuBoard *,
                               const SudokuSolveOptions *,
                               SudokuSolveResult *,
                               GError **);

static char *
values_to_string (const guint8 *values)
{
  char *text = g_malloc (SUDOKU_N_CELLS + 1);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    text[cell] = '0' + values[cell];
  text[SUDOKU_N_CELLS] = '\0';
  return text;
}

static void
check_unique (CountFunc      count,
              SudokuVariant  variant,
              const char    *puzzle,
              const char    *expected)
{
  SudokuBoard board;
  SudokuSolveResult result;
  g_autoptr(GError) error = NULL;
  g_autofree char *solution = NULL;

  test_board_from_values (&board, variant, puzzle);
  g_assert_true (count (&board, NULL, &result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (result.n_solutions, ==, 1);
  g_assert_false (result.aborted);

  solution = values_to_string (result.solution);
  g_assert_cmpstr (solution, ==, expected);
}

static void
test_seed_puzzles (void)
{
  check_unique (sudoku_solver_count, SUDOKU_VARIANT_CLASSIC, INKALA_2010, INKALA_2010_SOLUTION);
  check_unique (sudoku_solver_count, SUDOKU_VARIANT_CLASSIC, INKALA_2012, INKALA_2012_SOLUTION);
  check_unique (sudoku_solver_count_generic, SUDOKU_VARIANT_CLASSIC, INKALA_2010, INKALA_2010_SOLUTION);
  check_unique (sudoku_solver_count_generic, SUDOKU_VARIANT_CLASSIC, INKALA_2012, INKALA_2012_SOLUTION);
}

static void
test_sx3 (void)
{
  SudokuBoard board;
  SudokuSolveResult result;
  SudokuBoard solved;
  const SudokuHouseList *houses = sudoku_variant_get_houses (SUDOKU_VARIANT_WINDOKU);

  /* Unique as Windoku, through both the dispatching and the generic
   * entry points. */
  check_unique (sudoku_solver_count, SUDOKU_VARIANT_WINDOKU, SX3, SX3_SOLUTION);
  check_unique (sudoku_solver_count_generic, SUDOKU_VARIANT_WINDOKU, SX3, SX3_SOLUTION);

  /* Not unique as a classic sudoku, with both solvers; both solutions
   * are real and differ. */
  test_board_from_values (&board, SUDOKU_VARIANT_CLASSIC, SX3);
  sudoku_solver_count (&board, NULL, &result, NULL);
  g_assert_cmpuint (result.n_solutions, ==, 2);
  g_assert_true (memcmp (result.solution, result.second, SUDOKU_N_CELLS) != 0);
  solved = board;
  memcpy (solved.values, result.second, SUDOKU_N_CELLS);
  g_assert_true (sudoku_board_check_solution (&solved, NULL));

  sudoku_solver_count_generic (&board, NULL, &result, NULL);
  g_assert_cmpuint (result.n_solutions, ==, 2);

  /* The five implied regions hold in the Windoku solution. */
  test_board_from_values (&solved, SUDOKU_VARIANT_WINDOKU, SX3_SOLUTION);
  for (guint h = houses->n_rules; h < houses->n_houses; h++)
    {
      guint16 seen = 0;

      for (guint i = 0; i < 9; i++)
        seen |= SUDOKU_DIGIT_BIT (solved.values[houses->houses[h].cells[i]]);
      g_assert_cmphex (seen, ==, SUDOKU_ALL_CANDIDATES);
    }
}

static void
test_empty_grid (void)
{
  SudokuBoard board;
  SudokuSolveResult result;
  SudokuSolveOptions options = { .limit = 5 };
  SudokuBoard solved;

  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  g_assert_true (sudoku_solver_count (&board, NULL, &result, NULL));
  g_assert_cmpuint (result.n_solutions, ==, 2);

  g_assert_true (sudoku_solver_count (&board, &options, &result, NULL));
  g_assert_cmpuint (result.n_solutions, ==, 5);

  solved = board;
  memcpy (solved.values, result.solution, SUDOKU_N_CELLS);
  g_assert_true (sudoku_board_check_solution (&solved, NULL));

  options.limit = 1;
  g_assert_true (sudoku_solver_count (&board, &options, &result, NULL));
  g_assert_cmpuint (result.n_solutions, ==, 1);

  /* An empty Windoku grid has solutions too. */
  sudoku_board_init (&board, SUDOKU_VARIANT_WINDOKU);
  g_assert_true (sudoku_solver_count (&board, NULL, &result, NULL));
  g_assert_cmpuint (result.n_solutions, ==, 2);
  solved = board;
  memcpy (solved.values, result.solution, SUDOKU_N_CELLS);
  g_assert_true (sudoku_board_check_solution (&solved, NULL));
}

static void
test_no_solution (void)
{
  SudokuBoard board;
  SudokuSolveResult result;

  /* Valid givens, but r1c9 can hold nothing: row 1 has 1–8 and
   * column 9 has a 9. */
  test_board_from_values (&board, SUDOKU_VARIANT_CLASSIC,
                     "12345678." "........9" "........." "........." "........."
                     "........." "........." "........." ".........");
  g_assert_true (sudoku_board_validate (&board, NULL));
  sudoku_solver_count (&board, NULL, &result, NULL);
  g_assert_cmpuint (result.n_solutions, ==, 0);
  sudoku_solver_count_generic (&board, NULL, &result, NULL);
  g_assert_cmpuint (result.n_solutions, ==, 0);

  /* Inkala 2012 with a wrong but rule-abiding digit added. */
  test_board_from_values (&board, SUDOKU_VARIANT_CLASSIC, INKALA_2012);
  sudoku_board_set_value (&board, 1, 2, TRUE);
  g_assert_true (sudoku_board_validate (&board, NULL));
  sudoku_solver_count (&board, NULL, &result, NULL);
  g_assert_cmpuint (result.n_solutions, ==, 0);
}

static void
test_conflicting_givens (void)
{
  SudokuBoard board;
  SudokuSolveResult result;

  /* Values that break the rules have no solution rather than a wrong
   * one, in a row, a column, a box and a window. */
  const guint pairs[][2] = { { 0, 8 }, { 0, 72 }, { 0, 20 }, { 0, 18 }, { 40, 44 },
                             { 40, 49 }, { 80, 26 }, { 80, 60 } };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
      sudoku_board_set_value (&board, pairs[i][0], 4, TRUE);
      sudoku_board_set_value (&board, pairs[i][1], 4, TRUE);
      sudoku_solver_count (&board, NULL, &result, NULL);
      g_assert_cmpuint (result.n_solutions, ==, 0);
      sudoku_solver_count_generic (&board, NULL, &result, NULL);
      g_assert_cmpuint (result.n_solutions, ==, 0);
    }

  sudoku_board_init (&board, SUDOKU_VARIANT_WINDOKU);
  sudoku_board_set_value (&board, 10, 6, TRUE);
  sudoku_board_set_value (&board, 30, 6, TRUE);
  sudoku_solver_count (&board, NULL, &result, NULL);
  g_assert_cmpuint (result.n_solutions, ==, 0);
}

static void
test_full_grid (void)
{
  SudokuBoard board;
  SudokuSolveResult result;
  g_autofree char *solution = NULL;

  test_board_from_values (&board, SUDOKU_VARIANT_CLASSIC, INKALA_2012_SOLUTION);
  sudoku_solver_count (&board, NULL, &result, NULL);
  g_assert_cmpuint (result.n_solutions, ==, 1);
  g_assert_cmpuint (result.nodes, ==, 0);
  solution = values_to_string (result.solution);
  g_assert_cmpstr (solution, ==, INKALA_2012_SOLUTION);
}

static void
test_node_limit (void)
{
  SudokuBoard board;
  SudokuSolveResult result;
  SudokuSolveOptions options = { .limit = 1000000, .node_limit = 50 };

  /* Counting the solutions of an empty grid never ends; the node limit
   * stops it and says so. */
  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  g_assert_true (sudoku_solver_count (&board, &options, &result, NULL));
  g_assert_true (result.aborted);
  g_assert_cmpuint (result.nodes, ==, 50);

  sudoku_board_init (&board, SUDOKU_VARIANT_WINDOKU);
  g_assert_true (sudoku_solver_count (&board, &options, &result, NULL));
  g_assert_true (result.aborted);
  g_assert_cmpuint (result.nodes, ==, 50);
}

static void
test_cancel (void)
{
  SudokuBoard board;
  SudokuSolveResult result;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  SudokuSolveOptions options = { .limit = G_MAXUINT, .cancellable = cancellable };
  g_autoptr(GError) error = NULL;

  g_cancellable_cancel (cancellable);

  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  g_assert_false (sudoku_solver_count (&board, &options, &result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_true (result.aborted);
  g_clear_error (&error);

  sudoku_board_init (&board, SUDOKU_VARIANT_WINDOKU);
  g_assert_false (sudoku_solver_count (&board, &options, &result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_solve_unique (void)
{
  SudokuBoard board;
  g_autofree char *values = NULL;

  test_board_from_values (&board, SUDOKU_VARIANT_CLASSIC, INKALA_2012);
  g_assert_cmpuint (sudoku_solver_solve_unique (&board), ==, 1);
  values = values_to_string (board.values);
  g_assert_cmpstr (values, ==, INKALA_2012_SOLUTION);
  /* The givens stay marked as givens. */
  g_assert_true (board.givens[0]);
  g_assert_false (board.givens[1]);

  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (sudoku_solver_solve_unique (&board), ==, 2);
  g_assert_cmpuint (sudoku_board_count_filled (&board), ==, 0);
}

static void
test_agrees_with_generic (void)
{
  GRand *rand = g_rand_new_with_seed (20261122);

  /* Random partial grids taken from a solution, from many clues (unique)
   * to few (several solutions); also with one wrong digit (none). */
  for (guint round = 0; round < 400; round++)
    {
      SudokuBoard board;
      SudokuSolveResult fast, generic;
      guint clues = g_rand_int_range (rand, 8, 40);

      sudoku_board_init (&board, round % 4 == 3 ? SUDOKU_VARIANT_WINDOKU : SUDOKU_VARIANT_CLASSIC);
      for (guint i = 0; i < clues; i++)
        {
          guint cell = g_rand_int_range (rand, 0, SUDOKU_N_CELLS);
          const char *source = board.variant == SUDOKU_VARIANT_WINDOKU ? SX3_SOLUTION : INKALA_2010_SOLUTION;
          guint value = source[cell] - '0';

          if (round % 5 == 4 && i == 0)
            value = value % 9 + 1;
          sudoku_board_set_value (&board, cell, value, TRUE);
        }

      sudoku_solver_count (&board, NULL, &fast, NULL);
      sudoku_solver_count_generic (&board, NULL, &generic, NULL);
      g_assert_cmpuint (fast.n_solutions, ==, generic.n_solutions);
      if (fast.n_solutions == 1)
        g_assert_cmpmem (fast.solution, SUDOKU_N_CELLS, generic.solution, SUDOKU_N_CELLS);
    }

  g_rand_free (rand);
}

/* Reads the puzzles of a data file (81 characters a line, '#' lines
 * skipped), every @step-th one. */
static GPtrArray *
read_puzzles (const char *name,
              guint       step)
{
  g_autofree char *path = g_build_filename (g_getenv ("NANPURE_TEST_DATA"), name, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *puzzles = g_ptr_array_new_with_free_func (g_free);
  guint index = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      if (lines[i][0] == '#' || strlen (lines[i]) < SUDOKU_N_CELLS)
        continue;
      if (index++ % step == 0)
        g_ptr_array_add (puzzles, g_strndup (lines[i], SUDOKU_N_CELLS));
    }
  g_assert_cmpuint (puzzles->len, >, 0);

  return puzzles;
}

/* The fast solver and the generic one agree on @board, counting up to
 * 1 (first solution) and up to 2 (uniqueness); returns the count. */
static guint
check_agree (const SudokuBoard *board)
{
  guint n_solutions = 0;

  for (guint limit = 1; limit <= 2; limit++)
    {
      SudokuSolveOptions options = { .limit = limit };
      SudokuSolveResult fast, generic;
      SudokuBoard solved = *board;

      g_assert_true (sudoku_solver_count (board, &options, &fast, NULL));
      g_assert_true (sudoku_solver_count_generic (board, &options, &generic, NULL));
      g_assert_cmpuint (fast.n_solutions, ==, generic.n_solutions);
      g_assert_false (fast.aborted);
      if (fast.n_solutions > 0)
        {
          /* A real solution that keeps the givens. */
          memcpy (solved.values, fast.solution, SUDOKU_N_CELLS);
          g_assert_true (sudoku_board_check_solution (&solved, NULL));
          for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
            if (board->values[cell])
              g_assert_cmpuint (fast.solution[cell], ==, board->values[cell]);
        }
      if (limit == 2 && fast.n_solutions == 1)
        g_assert_cmpmem (fast.solution, SUDOKU_N_CELLS, generic.solution, SUDOKU_N_CELLS);
      if (limit == 2 && fast.n_solutions == 2)
        {
          memcpy (solved.values, fast.second, SUDOKU_N_CELLS);
          g_assert_true (sudoku_board_check_solution (&solved, NULL));
          g_assert_true (memcmp (fast.solution, fast.second, SUDOKU_N_CELLS) != 0);
        }
      n_solutions = fast.n_solutions;
    }

  return n_solutions;
}

/* The hardest sets to search, where the branching and the rules about a
 * box's rows and columns do the most: a sample of each, as given
 * (unique), with one given left out (often several solutions) and with
 * one wrong digit added (often none), in both modes. */
static void
test_hard_sets (gconstpointer data)
{
  const char *name = data;
  g_autoptr(GPtrArray) puzzles = read_puzzles (name, g_str_has_prefix (name, "puzzles6") ? 5 : 15);
  guint seen[3] = { 0, 0, 0 };

  for (guint i = 0; i < puzzles->len; i++)
    {
      const char *puzzle = g_ptr_array_index (puzzles, i);
      SudokuBoard board;
      SudokuSolveResult result;
      guint given = 0, empty = 0;
      g_autofree char *solution = NULL;

      test_board_from_values (&board, SUDOKU_VARIANT_CLASSIC, puzzle);
      g_assert_cmpuint (check_agree (&board), ==, 1);
      sudoku_solver_count (&board, NULL, &result, NULL);
      solution = values_to_string (result.solution);

      /* Drop the i-th given (counted cyclically). */
      for (guint cell = 0, k = 0; cell < SUDOKU_N_CELLS; cell++)
        if (board.values[cell] && k++ == i % 17)
          given = cell;
      board.values[given] = 0;
      board.givens[given] = FALSE;
      seen[check_agree (&board)]++;

      /* Put it back and add a digit that is not the solution's in an
       * empty cell, when it breaks no rule. */
      test_board_from_values (&board, SUDOKU_VARIANT_CLASSIC, puzzle);
      for (guint cell = 0, k = 0; cell < SUDOKU_N_CELLS; cell++)
        if (!board.values[cell] && k++ == i % 50)
          empty = cell;
      for (guint value = 1; value <= 9; value++)
        {
          if (value == (guint) (solution[empty] - '0'))
            continue;
          sudoku_board_set_value (&board, empty, value, TRUE);
          if (sudoku_board_validate (&board, NULL))
            break;
        }
      if (sudoku_board_validate (&board, NULL))
        seen[check_agree (&board)]++;
    }

  /* The variations really cover all three outcomes. */
  g_assert_cmpuint (seen[0], >, 0);
  g_assert_cmpuint (seen[2], >, 0);
}

/* The size of the search tree on the hardest set, in unique mode: the
 * branch points per puzzle, a count no load on the machine disturbs.
 * Branching on the band or stack whose digits have the fewest ways
 * together (the product of their matchings, not the sum) took it from
 * 110.6 to 107.6 (tdoku's solver: 110.4). The first-solution search
 * keeps the sum, and with it the generator's grids for a seed. */
static void
test_tree_size (void)
{
  g_autoptr(GPtrArray) puzzles = read_puzzles ("puzzles6_forum_hardest_1106", 1);
  guint64 nodes = 0;

  for (guint i = 0; i < puzzles->len; i++)
    {
      SudokuBoard board;
      SudokuSolveResult result;

      test_board_from_values (&board, SUDOKU_VARIANT_CLASSIC, g_ptr_array_index (puzzles, i));
      g_assert_true (sudoku_solver_count (&board, NULL, &result, NULL));
      g_assert_cmpuint (result.n_solutions, ==, 1);
      nodes += result.nodes;
    }

  g_test_message ("branch points per puzzle: %.2f", (double) nodes / puzzles->len);
  g_assert_cmpuint (puzzles->len, ==, 375);
  g_assert_cmpuint (nodes, <, 109 * puzzles->len);
}

/* Windoku goes to the bitboard solver, with its windows and the
 * regions they imply as extra houses: it agrees with the generic search
 * on partial grids of many Windoku solutions (SX3's, relabelled,
 * mirrored and transposed: each keeps the windows), in both modes, and
 * searches far less. */
static void
test_windoku_agrees (void)
{
  GRand *rand = g_rand_new_with_seed (20261128);
  guint64 fast_nodes = 0, generic_nodes = 0;
  guint seen[3] = { 0, 0, 0 };

  for (guint round = 0; round < 300; round++)
    {
      guint8 grid[SUDOKU_N_CELLS];
      guint8 relabel[10] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
      gboolean flip_rows = g_rand_boolean (rand), flip_columns = g_rand_boolean (rand);
      gboolean transpose = g_rand_boolean (rand);
      guint clues = g_rand_int_range (rand, 10, 36);
      SudokuBoard board;
      SudokuSolveResult fast, generic;

      for (guint i = 9; i > 1; i--)
        {
          guint j = g_rand_int_range (rand, 1, i + 1);
          guint8 t = relabel[i];

          relabel[i] = relabel[j];
          relabel[j] = t;
        }
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        {
          guint row = cell / 9, column = cell % 9;

          if (flip_rows)
            row = 8 - row;
          if (flip_columns)
            column = 8 - column;
          grid[transpose ? column * 9 + row : row * 9 + column] =
            relabel[SX3_SOLUTION[cell] - '0'];
        }
      sudoku_board_init (&board, SUDOKU_VARIANT_WINDOKU);
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        sudoku_board_set_value (&board, cell, grid[cell], TRUE);
      g_assert_true (sudoku_board_check_solution (&board, NULL));

      sudoku_board_init (&board, SUDOKU_VARIANT_WINDOKU);
      for (guint i = 0; i < clues; i++)
        {
          guint cell = g_rand_int_range (rand, 0, SUDOKU_N_CELLS);
          guint value = grid[cell];

          /* Now and then a wrong digit: often no solution. */
          if (round % 7 == 6 && i == 0)
            value = value % 9 + 1;
          sudoku_board_set_value (&board, cell, value, TRUE);
        }

      seen[check_agree (&board)]++;
      sudoku_solver_count (&board, NULL, &fast, NULL);
      sudoku_solver_count_generic (&board, NULL, &generic, NULL);
      fast_nodes += fast.nodes;
      generic_nodes += generic.nodes;
    }

  g_assert_cmpuint (seen[0], >, 0);
  g_assert_cmpuint (seen[1], >, 0);
  g_assert_cmpuint (seen[2], >, 0);
  g_test_message ("nodes: %" G_GUINT64_FORMAT " bitboard, %" G_GUINT64_FORMAT " generic",
                  fast_nodes, generic_nodes);
  g_assert_cmpuint (fast_nodes * 2, <, generic_nodes);
  g_rand_free (rand);
}

/* The generator's hardest counts: minimal Windoku puzzles with one clue
 * taken away (a second solution, found only once the windows have
 * settled the digits they touch) and the puzzles themselves (unique).
 * apply_extra_houses() looks only at the digits changed since its last
 * pass; the fast solver must still agree with the generic one. */
static void
test_windoku_minimal_agrees (void)
{
  guint seen[3] = { 0, 0, 0 };

  for (guint level = 1; level <= 5; level += 2)
    {
      SudokuGenerateOptions options;
      SudokuBoard puzzle;

      sudoku_generate_options_init (&options);
      options.variant = SUDOKU_VARIANT_WINDOKU;
      options.level = level;
      options.symmetry = SUDOKU_SYMMETRY_NONE;
      options.seed = 20261128 + level;
      g_assert_true (sudoku_generate (&options, &puzzle, NULL, NULL, NULL, NULL, NULL, NULL));

      seen[check_agree (&puzzle)]++;
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        {
          SudokuBoard fewer = puzzle;

          if (puzzle.values[cell] == 0)
            continue;
          sudoku_board_set_value (&fewer, cell, 0, FALSE);
          seen[check_agree (&fewer)]++;
        }
    }
  g_assert_cmpuint (seen[0], ==, 0);
  g_assert_cmpuint (seen[1], ==, 3);
  g_assert_cmpuint (seen[2], >, 40);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/solver/seed-puzzles", test_seed_puzzles);
  g_test_add_func ("/nanpure/solver/sx3-windoku", test_sx3);
  g_test_add_func ("/nanpure/solver/empty-grid", test_empty_grid);
  g_test_add_func ("/nanpure/solver/no-solution", test_no_solution);
  g_test_add_func ("/nanpure/solver/conflicting-givens", test_conflicting_givens);
  g_test_add_func ("/nanpure/solver/full-grid", test_full_grid);
  g_test_add_func ("/nanpure/solver/node-limit", test_node_limit);
  g_test_add_func ("/nanpure/solver/cancel", test_cancel);
  g_test_add_func ("/nanpure/solver/solve-unique", test_solve_unique);
  g_test_add_func ("/nanpure/solver/agrees-with-generic", test_agrees_with_generic);
  g_test_add_func ("/nanpure/solver/windoku-agrees", test_windoku_agrees);
  g_test_add_func ("/nanpure/solver/windoku-minimal-agrees", test_windoku_minimal_agrees);
  g_test_add_data_func ("/nanpure/solver/hard-sets/top1465", "puzzles3_magictour_top1465",
                        test_hard_sets);
  g_test_add_data_func ("/nanpure/solver/hard-sets/forum-hardest-1106",
                        "puzzles6_forum_hardest_1106", test_hard_sets);
  g_test_add_func ("/nanpure/solver/tree-size", test_tree_size);

  return g_test_run ();
}
