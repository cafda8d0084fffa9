/* test-tech-templates.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "sudoku-logic.h"
#include "sudoku-reglib.h"
#include "sudoku-solver.h"
#include "tech-test-utils.h"
#include "test-utils.h"

/* Cases from HoDoKu's regression library (tests/data/hodoku-reglib-dev.txt). */
#define GRID_A \
  "..5.+4163+223+17+6.+4..+6.452+3+8+71.6.........86.71.........6.4...159+2+6.....6+543.564..7+1+8"
#define TEMPLATE_SET_CASE ":1201:9:" GRID_A ":::914 929 932 943 958 966 981 995:"
#define TEMPLATE_DELETE_CASE \
  ":1202:9:" GRID_A "::911 912 926 928 941 944 945 946 948 949 951 952 955 959 961 962 963 " \
  "964 965 969 982 983 984 985 991 996::"
/* Here the refinement by the other digits decides: the 5s of templates
 * that fit the 5's candidates alone would remove more. */
#define REFINED_DELETE_CASE \
  ":1202:5:65+17..+934+2....46+1....+61..281+2...7+48...7...2+9..9.4....173+4.5.+8+6+2+9+128+4+6." \
  "..86+5+2+73+149:323 825 856 363 365 566:554 559 589::"
#define EARLY_DELETE_CASE \
  ":1202:3:....7..1.......673..8..5......51..461..7.6..926..94......8..7..712.......4..2....::" \
  "312 314 332 334 341 342 343 346 353 355 357 358 363 367 368 372 376 384 385 387 391 394 " \
  "396 397::"

static SudokuStep *
find_digit_step (Search *search,
                 guint   digit)
{
  for (guint i = 0; i < search->steps->len; i++)
    {
      SudokuStep *step = g_ptr_array_index (search->steps, i);

      if (step->digits == SUDOKU_DIGIT_BIT (digit))
        return step;
    }
  return NULL;
}

/* Every placement and elimination agrees with the puzzle's solution. */
static void
check_sound (Search *search)
{
  SudokuSolveResult exact;

  sudoku_solver_count (&search->test_case.board, NULL, &exact, NULL);
  g_assert_cmpuint (exact.n_solutions, ==, 1);
  for (guint i = 0; i < search->steps->len; i++)
    {
      const SudokuStep *step = g_ptr_array_index (search->steps, i);

      for (guint j = 0; j < step->placements->len; j++)
        {
          const SudokuCandidate *c = &g_array_index (step->placements, SudokuCandidate, j);

          g_assert_cmpuint (exact.solution[c->cell], ==, c->digit);
        }
      for (guint j = 0; j < step->eliminations->len; j++)
        {
          const SudokuCandidate *c = &g_array_index (step->eliminations, SudokuCandidate, j);

          g_assert_cmpuint (exact.solution[c->cell], !=, c->digit);
        }
    }
}

static void
test_template_set (void)
{
  g_autofree char *result = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;
  SudokuStep *step;
  Search search;

  search_init (&search, TEMPLATE_SET_CASE, SUDOKU_TECHNIQUE_TEMPLATE_SET);
  step = find_digit_step (&search, 9);
  g_assert_nonnull (step);
  g_assert_cmpint (step->technique, ==, SUDOKU_TECHNIQUE_TEMPLATE_SET);
  g_assert_cmpuint (step->eliminations->len, ==, 0);
  result = sudoku_step_dup_result (step);
  g_assert_cmpstr (result, ==, "r1c4=9, r2c9=9, r3c2=9, r4c3=9, r5c8=9, r6c6=9, r8c1=9, r9c5=9");
  g_assert_true (has_mark (step, CELL (1, 4), 9, SUDOKU_ROLE_DEFINING));

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==, "Template Set: 9 ⇒ r1c4=9, r2c9=9, r3c2=9, r4c3=9, r5c8=9, "
                   "r6c6=9, r8c1=9, r9c5=9");
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "one in every row, column and box"));
  g_assert_nonnull (strstr (explanation, "so they hold the 9"));
  check_sound (&search);
  search_clear (&search);
}

static void
test_template_delete (void)
{
  g_autofree char *explanation = NULL;
  SudokuStep *step;
  Search search;

  search_init (&search, TEMPLATE_DELETE_CASE, SUDOKU_TECHNIQUE_TEMPLATE_DELETE);
  step = search_expected (&search, SUDOKU_TECHNIQUE_TEMPLATE_DELETE);
  g_assert_cmpuint (step->digits, ==, SUDOKU_DIGIT_BIT (9));
  g_assert_cmpuint (step->placements->len, ==, 0);
  g_assert_cmpuint (step->eliminations->len, ==, 26);
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "so they cannot be 9"));
  check_sound (&search);
  search_clear (&search);

  search_init (&search, REFINED_DELETE_CASE, SUDOKU_TECHNIQUE_TEMPLATE_DELETE);
  step = search_expected (&search, SUDOKU_TECHNIQUE_TEMPLATE_DELETE);
  g_assert_true (find_digit_step (&search, 5) == step);
  check_sound (&search);
  search_clear (&search);

  /* Early in a puzzle, with many candidates left. */
  search_init (&search, EARLY_DELETE_CASE, SUDOKU_TECHNIQUE_TEMPLATE_DELETE);
  search_expected (&search, SUDOKU_TECHNIQUE_TEMPLATE_DELETE);
  check_sound (&search);
  search_clear (&search);
}

/* An empty grid: every cell is in some template of every digit and in
 * none of them all. */
static void
test_none (void)
{
  SudokuBoard board;
  SudokuGrid grid;

  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  sudoku_grid_init (&grid, &board, FALSE);
  g_assert_null (sudoku_find_first_step (&grid, SUDOKU_TECHNIQUE_TEMPLATE_SET));
  g_assert_null (sudoku_find_first_step (&grid, SUDOKU_TECHNIQUE_TEMPLATE_DELETE));
}

/* The search ends as soon as the sink asks. */
static void
test_stop (void)
{
  Search search;
  guint count = 0;

  search_init (&search, TEMPLATE_SET_CASE, SUDOKU_TECHNIQUE_TEMPLATE_SET);
  g_assert_cmpuint (search.steps->len, >=, 2);
  g_assert_true (sudoku_find_steps (&search.grid, SUDOKU_TECHNIQUE_TEMPLATE_SET,
                                    stop_cb, &count));
  g_assert_cmpuint (count, ==, 1);
  search_clear (&search);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/techniques/templates/set", test_template_set);
  g_test_add_func ("/nanpure/techniques/templates/delete", test_template_delete);
  g_test_add_func ("/nanpure/techniques/templates/none", test_none);
  g_test_add_func ("/nanpure/techniques/templates/stop", test_stop);

  return g_test_run ();
}
