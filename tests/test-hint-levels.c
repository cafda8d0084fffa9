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

/* A hint that is only a message: no step, no board, nothing to tint. */
static void
test_message_hint (void)
{
  g_autoptr(SudokuHint) hint = sudoku_hint_new_message ("r1c1 is wrong");
  g_autoptr(SudokuHint) again = sudoku_hint_ref (hint);
  g_auto(GValue) value = G_VALUE_INIT;

  g_assert_cmpuint (sudoku_hint_get_level (hint), ==, 0);
  g_assert_null (sudoku_hint_get_step (hint));
  g_assert_null (sudoku_hint_get_board (hint));
  g_assert_null (sudoku_hint_get_pattern (hint));
  g_assert_cmpint (sudoku_hint_get_house (hint), ==, -1);
  g_assert_cmpstr (sudoku_hint_get_text (again), ==, "r1c1 is wrong");
  /* A boxed type, for a property. */
  g_value_init (&value, SUDOKU_TYPE_HINT);
  g_value_set_boxed (&value, hint);
  g_assert_true (g_value_get_boxed (&value) == hint);
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
  const guint16 *pattern;
  g_autoptr(SudokuHint) vague_hint = NULL;
  g_autoptr(SudokuHint) concrete_hint = NULL;
  g_autoptr(SudokuHint) full_hint = NULL;
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

  vague_hint = sudoku_hint_new (step, &board, SUDOKU_HINT_VAGUE);
  house = sudoku_hint_get_house (vague_hint);
  g_assert_cmpint (house, >=, 0);
  g_assert_cmpint (house, <, (int) houses->n_houses);
  house_name = sudoku_house_dup_name (&houses->houses[house]);
  vague = sudoku_hint_dup_text (step, &board, SUDOKU_HINT_VAGUE);
  /* The hint object holds what the views draw at its level. */
  g_assert_cmpstr (sudoku_hint_get_text (vague_hint), ==, vague);
  g_assert_cmpuint (sudoku_hint_get_level (vague_hint), ==, SUDOKU_HINT_VAGUE);
  g_assert_null (sudoku_hint_get_pattern (vague_hint));
  g_assert_true (sudoku_step_same_result (sudoku_hint_get_step (vague_hint), step));
  g_test_message ("vague: %s", vague);
  g_assert_true (g_str_has_prefix (vague, "Look for a "));
  g_assert_nonnull (strstr (vague, name));
  g_assert_nonnull (strstr (vague, house_name));

  concrete_hint = sudoku_hint_new (step, &board, SUDOKU_HINT_CONCRETE);
  pattern = sudoku_hint_get_pattern (concrete_hint);
  g_assert_nonnull (pattern);
  g_assert_cmpint (sudoku_hint_get_house (concrete_hint), ==, -1);
  concrete = sudoku_hint_dup_text (step, &board, SUDOKU_HINT_CONCRETE);
  g_assert_cmpstr (sudoku_hint_get_text (concrete_hint), ==, concrete);
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
  full_hint = sudoku_hint_new (step, &board, SUDOKU_HINT_FULL);
  g_assert_cmpstr (sudoku_hint_get_text (full_hint), ==, full);
  g_assert_null (sudoku_hint_get_pattern (full_hint));
  g_assert_cmpint (sudoku_hint_get_house (full_hint), ==, -1);
  /* Each hint keeps its own copy of the step and the board. */
  g_assert_true (sudoku_hint_get_step (full_hint) != sudoku_hint_get_step (vague_hint));
  g_assert_true (sudoku_board_equal_values (sudoku_hint_get_board (full_hint), &board));
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

/* The rule before a hint or a step (issue 20, item 5): a board that
 * breaks the rules says so, naming the digit and where it repeats,
 * before any step; so do givens without a solution. */
static void
test_check_board (void)
{
  SudokuBoard board = test_board_from (EASY, SUDOKU_VARIANT_CLASSIC);
  SudokuContradiction contradiction;
  guint8 solution[SUDOKU_N_CELLS];
  guint8 expected[SUDOKU_N_CELLS];
  SudokuProfile profile;
  gboolean unique;
  guint first = SUDOKU_N_CELLS, empty = SUDOKU_N_CELLS;
  g_autofree char *message = NULL;
  g_autofree char *first_name = NULL;
  g_autofree char *empty_name = NULL;
  g_autofree char *repeat = NULL;

  sudoku_profile_init_from_string (&profile, "full", NULL);
  test_solution_of (EASY, expected);
  g_assert_true (sudoku_hint_check_board (&board, solution, &unique, &contradiction));
  g_assert_true (unique);
  g_assert_cmpmem (solution, SUDOKU_N_CELLS, expected, SUDOKU_N_CELLS);
  g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_NONE);

  /* A second copy of row 1's first given, as a given typed in Edit. */
  for (guint cell = 0; cell < 9; cell++)
    if (board.values[cell] != 0 && first == SUDOKU_N_CELLS)
      first = cell;
    else if (board.values[cell] == 0 && empty == SUDOKU_N_CELLS)
      empty = cell;
  g_assert_cmpuint (first, <, 9);
  g_assert_cmpuint (empty, <, 9);
  sudoku_board_set_value (&board, empty, board.values[first], TRUE);

  g_assert_false (sudoku_hint_check_board (&board, NULL, &unique, &contradiction));
  g_assert_false (unique);
  g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_DUPLICATE);
  g_assert_cmpuint (contradiction.digit, ==, board.values[first]);
  g_assert_cmpuint (contradiction.cell, ==, MIN (first, empty));
  message = sudoku_contradiction_dup_message (&contradiction);
  first_name = sudoku_cell_dup_name (first);
  empty_name = sudoku_cell_dup_name (empty);
  repeat = g_strdup_printf ("row 1 has two %us", board.values[first]);
  g_assert_nonnull (strstr (message, "breaks the rules"));
  g_assert_nonnull (strstr (message, repeat));
  g_assert_nonnull (strstr (message, first_name));
  g_assert_nonnull (strstr (message, empty_name));

  /* No step is offered on it, Hidden Single or other. */
  g_assert_null (sudoku_hint_find_next (&board, &profile, &contradiction));
  g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_DUPLICATE);

  /* Givens that keep the rules but have no solution: said as such. */
  {
    SudokuBoard none = test_board_from ("12345678........................................................................9",
                                        SUDOKU_VARIANT_CLASSIC);
    g_autofree char *text = NULL;

    /* r1c9 can only be 9, and r9c9 holds a 9 in the same column. */
    g_assert_true (sudoku_board_validate (&none, NULL));
    g_assert_null (sudoku_hint_find_next (&none, &profile, &contradiction));
    g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_NO_SOLUTION);
    text = sudoku_contradiction_dup_message (&contradiction);
    g_assert_nonnull (strstr (text, "no solution"));
    /* And where: the cell no digit can fill. */
    g_assert_cmpuint (contradiction.cell, ==, 8);
    g_assert_nonnull (strstr (text, "no digit can go in r1c9, whose row, column and box hold "
                                    "all nine"));
  }

  /* A house with no place left for a digit it lacks: the 9s of r2c1
   * and r3c4 take it from r1c1–r1c6, those of r4c7 and r7c8 from r1c7
   * and r1c8, and r1c9 holds a 1. */
  {
    SudokuBoard none = test_board_from ("........1" "9........" "...9....." "......9.." "........."
                                        "........." ".......9." "........." ".........",
                                        SUDOKU_VARIANT_CLASSIC);
    g_autofree char *text = NULL;

    g_assert_true (sudoku_board_validate (&none, NULL));
    g_assert_null (sudoku_hint_find_next (&none, &profile, &contradiction));
    g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_NO_SOLUTION);
    g_assert_cmpuint (contradiction.digit, ==, 9);
    text = sudoku_contradiction_dup_message (&contradiction);
    g_assert_cmpstr (text, ==, "The puzzle has no solution: row 1 has no place left for a 9.");
  }

  /* Windoku: r2c2, in window 1, takes 1–7 from its row, 8 and 9 from its
   * column. */
  {
    SudokuBoard none = test_board_from ("........." "..1234567" "........." "........."
                                        ".8......." "........." "........." "........."
                                        ".9.......", SUDOKU_VARIANT_WINDOKU);
    g_autofree char *text = NULL;

    g_assert_true (sudoku_board_validate (&none, NULL));
    g_assert_null (sudoku_hint_find_next (&none, &profile, &contradiction));
    g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_NO_SOLUTION);
    text = sudoku_contradiction_dup_message (&contradiction);
    g_assert_cmpstr (text, ==, "The puzzle has no solution: no digit can go in r2c2, whose row, "
                               "column, box and window hold all nine.");
  }
}

/* Where no technique applies, the hint is the assumption the solver
 * takes next (issue 20, item 9), at every level. */
static void
test_assumption (void)
{
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(SudokuPath) path = NULL;
  const SudokuStep *taken = NULL;
  const SudokuCandidate *assumed, *expected;
  SudokuContradiction contradiction;
  SudokuProfile profile;
  g_autofree char *cell = NULL;
  g_autofree char *try = NULL;

  /* The standard profile: the full one has forcing chains for it. */
  sudoku_profile_init_from_string (&profile, "standard", NULL);
  g_assert_null (sudoku_path_next_step (&board, &profile, TRUE));
  step = sudoku_hint_find_next (&board, &profile, &contradiction);
  g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_NONE);
  g_assert_nonnull (step);
  g_assert_cmpint (step->technique, ==, SUDOKU_TECHNIQUE_ASSUMPTION);

  /* The solver's own first assumption. */
  path = sudoku_path_solve (&board, &profile, NULL, NULL);
  for (guint i = 0; i < path->steps->len && taken == NULL; i++)
    if (((SudokuStep *) path->steps->pdata[i])->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
      taken = path->steps->pdata[i];
  g_assert_nonnull (taken);
  assumed = &g_array_index (step->placements, SudokuCandidate, 0);
  expected = &g_array_index (taken->placements, SudokuCandidate, 0);
  g_assert_cmpuint (assumed->cell, ==, expected->cell);
  g_assert_cmpuint (assumed->digit, ==, expected->digit);

  cell = sudoku_cell_dup_name (assumed->cell);
  try = g_strdup_printf ("try %s=%u as an assumption", cell, assumed->digit);
  for (SudokuHintLevel level = SUDOKU_HINT_VAGUE; level <= SUDOKU_HINT_FULL; level++)
    {
      g_autofree char *text = sudoku_hint_dup_text (step, &board, level);

      g_assert_true (g_str_has_prefix (text, "No technique applies here: "));
      g_assert_nonnull (strstr (text, try));
    }

  /* Without assumptions in the profile, nothing is offered. */
  profile.assumptions = FALSE;
  g_assert_null (sudoku_hint_find_next (&board, &profile, &contradiction));
  g_assert_cmpint (contradiction.kind, ==, SUDOKU_CONTRADICTION_NONE);
}

/* A concrete hint names the digits of the candidates it points at:
 * Inkala 2012's first step, a forcing chain that removes a 3, said
 * "with 3 in r1c2, r1c4, …" where r1c2 has no 3; its candidates are
 * 2, 3, 6, 7 and 8. */
static void
test_concrete_digits (void)
{
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(SudokuHint) hint = NULL;
  g_autofree char *digits = NULL;
  SudokuProfile profile;
  const guint16 *pattern;
  const char *text, *with, *in;
  guint16 named = 0, shown = 0;

  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  step = sudoku_path_next_step (&board, &profile, TRUE);
  g_assert_nonnull (step);
  hint = sudoku_hint_new (step, &board, SUDOKU_HINT_CONCRETE);
  text = sudoku_hint_get_text (hint);
  pattern = sudoku_hint_get_pattern (hint);
  g_test_message ("%s", text);

  with = strstr (text, " with ");
  g_assert_nonnull (with);
  in = strstr (with, " in ");
  g_assert_nonnull (in);
  digits = g_strndup (with + strlen (" with "), in - with - strlen (" with "));
  for (const char *c = digits; *c != '\0'; c++)
    if (*c >= '1' && *c <= '9')
      named |= SUDOKU_DIGIT_BIT (*c - '0');
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      /* Every cell named holds a digit named. */
      if (pattern[cell] != 0)
        g_assert_cmpuint (pattern[cell] & named, !=, 0);
      shown |= pattern[cell];
    }
  g_assert_cmpuint (named, ==, shown);
  g_assert_cmpstr (digits, ==, "2, 3, 6, 7, 8");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/hint/contradiction", test_contradiction);
  g_test_add_func ("/nanpure/hint/levels", test_levels);
  g_test_add_func ("/nanpure/hint/concrete-digits", test_concrete_digits);
  g_test_add_func ("/nanpure/hint/message", test_message_hint);
  g_test_add_func ("/nanpure/hint/no-solution-given", test_no_solution_given);
  g_test_add_func ("/nanpure/hint/check-board", test_check_board);
  g_test_add_func ("/nanpure/hint/assumption", test_assumption);

  return g_test_run ();
}
