/* test-hint-levels.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The engine's hints (src/engine/sudoku-hint.c): the three levels and
 * the check that the board still leads to the solution. The window and
 * the CLI both show what these functions return. */

#include "config.h"

#include <string.h>

#include "sudoku-hint.h"
#include "test-utils.h"

static void
test_contradiction (void)
{
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  guint8 solution[SUDOKU_N_CELLS];
  SudokuContradiction contradiction;
  g_autofree char *wrong = NULL;
  g_autofree char *missing = NULL;
  guint right;

  test_solution_of (INKALA_2012, solution);
  g_assert_false (sudoku_hint_find_contradiction (&board, solution, &contradiction));
  g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_NONE);
  g_assert_null (sudoku_contradiction_dup_message (&contradiction));

  /* A candidate the solution needs, crossed out in r1c3. */
  right = solution[2];
  board.candidates[2] &= ~SUDOKU_DIGIT_BIT (right);
  g_assert_true (sudoku_hint_find_contradiction (&board, solution, &contradiction));
  g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_MISSING_CANDIDATE);
  g_assert_cmpuint (contradiction.cell, ==, 2);
  g_assert_cmpuint (contradiction.digit, ==, right);
  missing = sudoku_contradiction_dup_message (&contradiction);
  g_assert_nonnull (strstr (missing, "r1c3"));
  g_assert_nonnull (strstr (missing, "crossed out"));
  g_assert_nonnull (strstr (missing, "contradicts the solution"));

  /* A wrong digit comes first, wherever it is. */
  sudoku_board_set_value (&board, 80, solution[80] % 9 + 1, FALSE);
  g_assert_true (sudoku_hint_find_contradiction (&board, solution, &contradiction));
  g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_WRONG_VALUE);
  g_assert_cmpuint (contradiction.cell, ==, 80);
  g_assert_cmpuint (contradiction.digit, ==, solution[80] % 9 + 1);
  g_assert_cmpuint (contradiction.solution, ==, solution[80]);
  wrong = sudoku_contradiction_dup_message (&contradiction);
  g_assert_nonnull (strstr (wrong, "r9c9 is wrong"));
  g_assert_nonnull (strstr (wrong, "contradicts the solution"));

  /* No step is looked for on a board that cannot be solved. */
  {
    SudokuProfile profile;

    sudoku_profile_init_from_string (&profile, "full", NULL);
    g_assert_null (sudoku_hint_find (&board, &profile, solution, &contradiction));
    g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_WRONG_VALUE);
  }
}

static void
test_levels (void)
{
  SudokuBoard board = test_board_from (EASY, SUDOKU_VARIANT_CLASSIC);
  guint8 solution[SUDOKU_N_CELLS];
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(SudokuStep) expected = NULL;
  g_autofree char *vague = NULL;
  g_autofree char *concrete = NULL;
  g_autofree char *full = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *house_name = NULL;
  const char *name;
  guint16 pattern[SUDOKU_N_CELLS];
  SudokuContradiction contradiction;
  SudokuProfile profile;
  const SudokuHouseList *houses = sudoku_variant_get_houses (SUDOKU_VARIANT_CLASSIC);
  int house;
  guint n_cells = 0;

  test_solution_of (EASY, solution);
  sudoku_profile_init_from_string (&profile, "full", NULL);
  step = sudoku_hint_find (&board, &profile, solution, &contradiction);
  g_assert_nonnull (step);
  g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_NONE);
  /* The same step the solver would take next. */
  expected = sudoku_path_next_step (&board, &profile, TRUE);
  g_assert_true (sudoku_step_same_result (step, expected));
  name = sudoku_technique_get_info (step->technique)->name;

  house = sudoku_hint_get_house (step);
  g_assert_cmpint (house, >=, 0);
  g_assert_cmpint (house, <, (int) houses->n_houses);
  house_name = sudoku_house_dup_name (&houses->houses[house]);
  vague = sudoku_hint_dup_text (step, &board, SUDOKU_HINT_VAGUE);
  g_test_message ("vague: %s", vague);
  g_assert_true (g_str_has_prefix (vague, "Look for a "));
  g_assert_nonnull (strstr (vague, name));
  g_assert_nonnull (strstr (vague, house_name));

  sudoku_hint_get_pattern (step, &board, pattern);
  concrete = sudoku_hint_dup_text (step, &board, SUDOKU_HINT_CONCRETE);
  g_test_message ("concrete: %s", concrete);
  g_assert_true (g_str_has_prefix (concrete, name));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (pattern[cell] != 0)
      {
        g_autofree char *cell_name = sudoku_cell_dup_name (cell);

        g_assert_cmpuint (board.values[cell], ==, 0);
        g_assert_nonnull (strstr (concrete, cell_name));
        n_cells++;
      }
  g_assert_cmpuint (n_cells, >, 0);
  /* A concrete hint does not give the answer away as the step does. */
  g_assert_null (strstr (concrete, "⇒"));

  full = sudoku_hint_dup_text (step, &board, SUDOKU_HINT_FULL);
  summary = sudoku_step_dup_summary (step, &board);
  g_assert_true (g_str_has_prefix (full, summary));
  g_assert_nonnull (strchr (full, '\n'));
}

/* Without a unique solution there is no contradiction to find: even a
 * wrong digit is no reason to refuse a hint, and a step that needs
 * uniqueness is not offered. */
static void
test_no_solution_given (void)
{
  SudokuBoard board = test_board_from (EASY, SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuStep) step = NULL;
  SudokuContradiction contradiction;
  SudokuProfile profile;

  sudoku_profile_init_from_string (&profile, "full", NULL);
  step = sudoku_hint_find (&board, &profile, NULL, &contradiction);
  g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_NONE);
  g_assert_nonnull (step);
  g_assert_cmpint (sudoku_technique_get_info (step->technique)->family, !=,
                   SUDOKU_FAMILY_UNIQUENESS);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/hint/contradiction", test_contradiction);
  g_test_add_func ("/nanpure/hint/levels", test_levels);
  g_test_add_func ("/nanpure/hint/no-solution-given", test_no_solution_given);

  return g_test_run ();
}
