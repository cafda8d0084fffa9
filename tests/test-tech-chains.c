/* test-tech-chains.c
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

/* Cases from HoDoKu's regression library (tests/data/hodoku-reglib-dev.txt),
 * one or two per technique; the reglib test runs the whole file. */
#define X_CHAIN_CASE \
  ":0701:7:3.4+52..8...6.+9.....5..7.3.....68+9.2+3...+734....6+315+27...1.+9+6......9.+4..6." \
  "+6.8217..5::742::5"
#define XY_CHAIN_CASE \
  ":0702:6:4+7+2+35+698153+1..+8.+2.+86+91.+2.53+158.2+7+34.+2+9+64+13+8+7+57+4+38.+5....+8...9" \
  "....2..+8+1...+91..+3+4.68::675::7"
#define CONTINUOUS_CASE \
  ":0706:38:6+4.15.7.8.7.....4+1..14....97+1+36+25+9+8+4+59+4+3812+7+6+28+6...+3+1+5.+6.....934" \
  "...9.1+6+2.....6.+57::395 873 874 876::7"
#define DISCONTINUOUS_SET_CASE \
  ":0707-1:2348:.+4..6.1.+2.275..+4+96.....43.84+1...798+5....5.2.1......+6.+7..4....+1+3.619" \
  "...24.3...1.+6+9::264 364 464 864::7"
#define DISCONTINUOUS_CASE \
  ":0707-2:3:....8.2....5....4..2...5...+9+6+2+8+37.....+321+4+6971+74+5..+83+2..+1......+6973" \
  "+4+852+1+2+48+75136+9::319::8"
#define AIC_1_CASE \
  ":0708-1:3:...6..5.447.5.91....+5.+4...+97+18+2+63+94+5+3..+9+75+8..+59+2+4186..+6317+5+429+8" \
  ".5......62....+6.+5.::328 329::9"
#define AIC_2_CASE \
  ":0708-2:38:..+2....5...+4+52.1..+5.38..+2..+3+9+86+5+7+4+122+5+74+18+6934+61.+9.+7851+3+9...+5.." \
  "+8+26+1359+47745.....+1::397 817::7"
#define GROUPED_CONTINUOUS_CASE \
  ":0709-1:1289:....3.94+66.....+57....6..1+2...95..+4+12+4+82+173+69515+6+942+3+8+7.+6..5.+7+3" \
  "..43...8+5....+3..26.:211:122 222 831 833 836 936::7"
#define GROUPED_DISCONTINUOUS_CASE \
  ":0710-2:8:..3...62.6...2..5.+2.+5..6..7....1...6581.6.2947...9....3..4......2..5...9" \
  ".54...1..:116 416 723 426 344 744 346 746 364 366 566 869 772 879:894::6"
#define GROUPED_AIC_CASE \
  ":0711-1:6:3.2....1.+1..97........+1....5..+18.6....15...7..8.+74.+1..9....1.27.1.4" \
  ".......5..79.+1::612 616 619 626 634 636::7"
#define ALS_CASE \
  ":0710-3:14:81+6+3..7..+9+2415+7+83+6+57+38.....489.1.2.+3........9.....3...+2.5..+1...+19" \
  "7538+64+2..+82...1.::137 437::9"

/* No step may eliminate a digit of the solution. */
static void
assert_sound (const SudokuStep  *step,
              const SudokuBoard *solution)
{
  g_assert_cmpuint (step->eliminations->len, >, 0);
  g_assert_cmpuint (step->placements->len, ==, 0);
  for (guint i = 0; i < step->eliminations->len; i++)
    {
      const SudokuCandidate *candidate = &g_array_index (step->eliminations,
                                                         SudokuCandidate, i);

      g_assert_cmpuint (solution->values[candidate->cell], !=, candidate->digit);
    }
}

/* Every step of @technique on test_case.board, a puzzle with one
 * solution: of the technique asked for, a chain, and sound. */
static void
search_run (Search          *search,
            SudokuTechnique  technique)
{
  SudokuBoard solution = search->test_case.board;

  sudoku_board_compute_candidates (&solution);
  g_assert_cmpuint (sudoku_solver_solve_unique (&solution), ==, 1);
  search_collect (search, technique, TRUE);

  for (guint i = 0; i < search->steps->len; i++)
    {
      SudokuStep *step = g_ptr_array_index (search->steps, i);

      g_assert_cmpint (step->technique, ==, technique);
      g_assert_cmpuint (step->links->len, >=, 3);
      assert_sound (step, &solution);
    }
}

static void
search_init_case (Search          *search,
                  const char      *line,
                  SudokuTechnique  technique)
{
  search_parse (search, line);
  search_run (search, technique);
}

/* Links follow each other, from an on node a weak one, from an off node a
 * strong one, and every chain node is marked on or off. */
static void
assert_alternating (const SudokuStep *step)
{
  for (guint i = 0; i < step->links->len; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

      if (i > 0)
        {
          const SudokuLink *before = &g_array_index (step->links, SudokuLink, i - 1);

          g_assert_true (sudoku_cells_equal (before->to, link->from));
          g_assert_cmpint (before->strong, !=, link->strong);
        }
      SUDOKU_CELLS_FOREACH (link->to, cell)
        g_assert_true (has_mark (step, cell, link->to_digit,
                                 link->strong ? SUDOKU_ROLE_CHAIN_ON : SUDOKU_ROLE_CHAIN_OFF));
    }
}

static void
check_case (const char      *line,
            SudokuTechnique  technique,
            const char      *summary)
{
  Search search;
  SudokuStep *step;
  g_autofree char *text = NULL;

  search_init_case (&search, line, technique);
  step = search_expected (&search, technique);
  assert_alternating (step);
  text = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (text, ==, summary);
  search_clear (&search);
}

static void
test_x_chain (void)
{
  Search search;
  SudokuStep *step;
  const SudokuLink *first;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  search_init_case (&search, X_CHAIN_CASE, SUDOKU_TECHNIQUE_X_CHAIN);
  step = search_expected (&search, SUDOKU_TECHNIQUE_X_CHAIN);

  /* 7 in r1c2 and r4c3, the ends, both seen by r4c2. */
  assert_alternating (step);
  g_assert_cmpuint (step->links->len, ==, 5);
  first = &g_array_index (step->links, SudokuLink, 0);
  g_assert_true (first->strong);
  g_assert_true (sudoku_cells_equal (first->from, sudoku_cells_single (CELL (1, 2))));
  g_assert_true (has_mark (step, CELL (1, 2), 7, SUDOKU_ROLE_CHAIN_OFF));
  g_assert_true (has_mark (step, CELL (4, 3), 7, SUDOKU_ROLE_CHAIN_ON));
  g_assert_cmphex (step->digits, ==, SUDOKU_DIGIT_BIT (7));
  /* Six nodes: no length increment over SE's base. */
  g_assert_cmpfloat_with_epsilon (step->se_rating, 6.6, 1e-9);
  g_assert_cmpint (step->houses[0], ==, 0);  /* row 1 */

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "X-Chain: 7r1c2=7r1c9-7r2c8=7r7c8-7r7c3=7r4c3 ⇒ r4c2<>7");
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "If r1c2 is not 7, the chain forces r4c3 to be 7"));
  g_assert_nonnull (strstr (explanation, "no cell that sees both ends can: r4c2<>7."));

  /* Once made, the elimination is not reported again. */
  {
    SudokuBoard board = search.test_case.board;

    sudoku_step_apply (step, &board);
    search_clear (&search);
    search.test_case.board = board;
    search_run (&search, SUDOKU_TECHNIQUE_X_CHAIN);
    for (guint i = 0; i < search.steps->len; i++)
      {
        SudokuStep *again = g_ptr_array_index (search.steps, i);

        for (guint e = 0; e < again->eliminations->len; e++)
          {
            SudokuCandidate *candidate = &g_array_index (again->eliminations,
                                                         SudokuCandidate, e);

            g_assert_false (candidate->cell == CELL (4, 2) && candidate->digit == 7);
          }
      }
  }
  search_clear (&search);
}

static void
test_xy_chain (void)
{
  Search search;
  SudokuStep *step;

  check_case (XY_CHAIN_CASE, SUDOKU_TECHNIQUE_XY_CHAIN,
              "XY-Chain: 6r6c5=9r6c5-9r6c8=1r6c8-1r7c8=3r7c8-3r7c1=6r7c1 ⇒ r7c5<>6");

  /* Every node is a candidate of a bivalue cell; the strong links stay
   * inside the cells. */
  search_init_case (&search, XY_CHAIN_CASE, SUDOKU_TECHNIQUE_XY_CHAIN);
  step = search_expected (&search, SUDOKU_TECHNIQUE_XY_CHAIN);
  for (guint i = 0; i < step->links->len; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);
      guint16 candidates = search.test_case.board.candidates[sudoku_cells_first (link->to)];

      g_assert_cmpuint (__builtin_popcount (candidates), ==, 2);
      g_assert_cmpint (sudoku_cells_equal (link->from, link->to), ==, link->strong);
    }
  search_clear (&search);
}

static void
test_nice_loops (void)
{
  Search search;
  SudokuStep *step;
  g_autofree char *explanation = NULL;

  check_case (CONTINUOUS_CASE, SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS,
              "Continuous Nice Loop: 1r9c5=1r9c1-1r7c1=8r7c1-8r7c7=4r7c7-4r9c7=4r9c5 "
              "⇒ r9c5<>3, r7c3<>8, r7c4<>8, r7c6<>8");
  /* A loop placing a digit is written, as HoDoKu does, as the
   * elimination of its cell's other candidates. */
  check_case (DISCONTINUOUS_SET_CASE, SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS,
              "Discontinuous Nice Loop: 1r6c4=1r6c5-9r6c5=9r3c5-2r3c5=2r3c4-1r3c4=1r6c4 "
              "⇒ r6c4<>2, r6c4<>3, r6c4<>4, r6c4<>8");
  check_case (DISCONTINUOUS_CASE, SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS,
              "Discontinuous Nice Loop: 3r1c9-3r3c9=3r3c1-4r3c1=4r1c1-7r1c1=7r1c8-5r1c8=5r1c9 "
              "⇒ r1c9<>3");

  search_init_case (&search, DISCONTINUOUS_SET_CASE, SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS);
  step = search_expected (&search, SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS);
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "If r6c4 were not 1, the chain would lead back to it "
                                         "and force it to be 1. So r6c4 is 1"));
  search_clear (&search);
}

static void
test_aic (void)
{
  check_case (AIC_1_CASE, SUDOKU_TECHNIQUE_AIC,
              "AIC: 3r2c3=3r1c3-9r1c3=9r1c1-1r1c1=1r1c6-7r1c6=7r1c8-7r3c7=3r3c7 "
              "⇒ r2c8<>3, r2c9<>3");
  /* Type 2: the ends see each other, each holding the other's digit. */
  check_case (AIC_2_CASE, SUDOKU_TECHNIQUE_AIC,
              "AIC: 3r1c7=3r2c8-7r2c8=7r2c2-8r2c2=8r2c9-8r7c9=8r9c7 ⇒ r9c7<>3, r1c7<>8");
}

static void
test_grouped (void)
{
  check_case (GROUPED_CONTINUOUS_CASE, SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_CONTINUOUS,
              "Grouped Continuous Nice Loop: 3r2c2=3r2c9-8r2c9=8r3c9-8r3c5=9r3c5-9r2c56=9r2c2 "
              "⇒ r2c2<>1, r2c2<>2, r3c1<>8, r3c3<>8, r3c6<>8, r3c6<>9");
  /* The loop passes through a group holding its own start cell. */
  check_case (GROUPED_DISCONTINUOUS_CASE, SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS,
              "Grouped Discontinuous Nice Loop: 8r9c4-8r7c5=7r7c5-7r9c456=7r9c8-6r9c8=6r9c4 "
              "⇒ r9c4<>8");
  check_case (GROUPED_AIC_CASE, SUDOKU_TECHNIQUE_GROUPED_AIC,
              "Grouped AIC: 6r1c4=8r1c4-8r79c4=8r8c6-5r8c6=5r78c5-5r1c5=6r1c5 "
              "⇒ r1c2<>6, r1c6<>6, r1c9<>6, r2c6<>6, r3c4<>6, r3c6<>6");
}

static void
test_als_nodes (void)
{
  Search search;
  SudokuStep *step;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  search_init_case (&search, ALS_CASE, SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS);
  step = search_expected (&search, SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS);
  g_assert_cmpuint (count_marks (step, SUDOKU_ROLE_ALS), >, 0);
  /* A chain through an ALS rates as an ALS chain at least. */
  g_assert_cmpfloat (step->se_rating, >=, 7.2);
  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_nonnull (strstr (summary, "ALS:"));
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "becomes a locked set"));
  search_clear (&search);
}

static void
test_none (void)
{
  static const SudokuTechnique techniques[] = {
    SUDOKU_TECHNIQUE_X_CHAIN, SUDOKU_TECHNIQUE_XY_CHAIN,
    SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS, SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS,
    SUDOKU_TECHNIQUE_AIC, SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_CONTINUOUS,
    SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS, SUDOKU_TECHNIQUE_GROUPED_AIC,
  };

  /* An empty board has no strong link anywhere. */
  for (guint t = 0; t < G_N_ELEMENTS (techniques); t++)
    {
      SudokuBoard board;
      SudokuGrid grid;
      g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);

      sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
      sudoku_board_compute_candidates (&board);
      sudoku_grid_init (&grid, &board, TRUE);
      g_assert_false (sudoku_find_steps (&grid, techniques[t], collect_cb, steps));
      g_assert_cmpuint (steps->len, ==, 0);
    }
}

typedef struct
{
  const SudokuBoard *other;
  guint              n_steps;
  guint              n_inner;
} NestedSearch;

static gboolean
inner_cb (SudokuStep *step,
          gpointer    user_data)
{
  NestedSearch *nested = user_data;

  nested->n_inner++;
  sudoku_step_free (step);
  return FALSE;
}

/* A sink that searches another board meanwhile. */
static gboolean
nested_cb (SudokuStep *step,
           gpointer    user_data)
{
  NestedSearch *nested = user_data;
  SudokuGrid grid;

  sudoku_grid_init (&grid, nested->other, TRUE);
  sudoku_find_steps (&grid, SUDOKU_TECHNIQUE_AIC, inner_cb, nested);
  nested->n_steps++;
  sudoku_step_free (step);
  return FALSE;
}

static void
test_nested (void)
{
  Search first, second;
  NestedSearch nested = { 0 };
  guint n_first, n_second;

  search_init_case (&first, CONTINUOUS_CASE, SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS);
  search_init_case (&second, AIC_1_CASE, SUDOKU_TECHNIQUE_AIC);
  n_first = first.steps->len;
  n_second = second.steps->len;
  g_assert_cmpuint (n_first, >, 0);

  /* Searching inside a sink leaves both searches whole. */
  nested.other = &second.test_case.board;
  sudoku_find_steps (&first.grid, SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS, nested_cb, &nested);
  g_assert_cmpuint (nested.n_steps, ==, n_first);
  g_assert_cmpuint (nested.n_inner, ==, n_first * n_second);

  /* And the results kept for the first board are still right. */
  search_clear (&first);
  search_init_case (&first, CONTINUOUS_CASE, SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS);
  g_assert_cmpuint (first.steps->len, ==, n_first);

  search_clear (&first);
  search_clear (&second);
}

/* All steps of all chain techniques along the solution of a Windoku
 * puzzle, whose windows give strong and weak links of their own. */
static void
test_windoku (void)
{
  static const char givens[] =
    ".86...3....95...........1.81.7.4.5..2................9..41..........5............";
  static const char solution_text[] =
    "786412395319578246542693178137849562295367814468251739854136927673925481921784653";
  SudokuBoard board, solution;
  guint n_chain_steps = 0;

  sudoku_board_init (&board, SUDOKU_VARIANT_WINDOKU);
  sudoku_board_init (&solution, SUDOKU_VARIANT_WINDOKU);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (givens[cell] != '.')
        sudoku_board_set_value (&board, cell, givens[cell] - '0', TRUE);
      sudoku_board_set_value (&solution, cell, solution_text[cell] - '0', TRUE);
    }
  sudoku_board_compute_candidates (&board);

  for (guint move = 0; move < 100; move++)
    {
      SudokuGrid grid;
      SudokuStep *apply = NULL;

      sudoku_grid_init (&grid, &board, TRUE);
      if (sudoku_cells_is_empty (grid.empty))
        break;
      for (SudokuTechnique t = SUDOKU_TECHNIQUE_X_CHAIN; t <= SUDOKU_TECHNIQUE_GROUPED_AIC; t++)
        {
          g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);

          sudoku_find_steps (&grid, t, collect_cb, steps);
          for (guint i = 0; i < steps->len; i++)
            assert_sound (g_ptr_array_index (steps, i), &solution);
          n_chain_steps += steps->len;
          if (apply == NULL && steps->len > 0)
            apply = sudoku_step_copy (g_ptr_array_index (steps, 0));
        }
      for (SudokuTechnique t = SUDOKU_TECHNIQUE_FULL_HOUSE; t <= SUDOKU_TECHNIQUE_NAKED_SINGLE; t++)
        if (apply == NULL)
          apply = sudoku_find_first_step (&grid, t);
      if (apply == NULL)
        break;
      sudoku_step_apply (apply, &board);
      sudoku_step_free (apply);
    }
  g_assert_cmpuint (n_chain_steps, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/techniques/chains/x-chain", test_x_chain);
  g_test_add_func ("/nanpure/techniques/chains/xy-chain", test_xy_chain);
  g_test_add_func ("/nanpure/techniques/chains/nice-loops", test_nice_loops);
  g_test_add_func ("/nanpure/techniques/chains/aic", test_aic);
  g_test_add_func ("/nanpure/techniques/chains/grouped", test_grouped);
  g_test_add_func ("/nanpure/techniques/chains/als-nodes", test_als_nodes);
  g_test_add_func ("/nanpure/techniques/chains/none", test_none);
  g_test_add_func ("/nanpure/techniques/chains/nested", test_nested);
  g_test_add_func ("/nanpure/techniques/chains/windoku", test_windoku);

  return g_test_run ();
}
