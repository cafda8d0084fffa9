/* test-tech-coloring.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "sudoku-logic.h"
#include "sudoku-reglib.h"
#include "tech-test-utils.h"
#include "test-utils.h"

/* Cases from HoDoKu's regression library (tests/data/hodoku-reglib-dev.txt),
 * one per technique; the lead's reglib test runs the whole file. The
 * soundness check on Windoku boards covers colouring too and lives in
 * test-tech-single-digit.c. */
#define TRAP_CASE \
  ":0500:1:+23.7.+68+955972+8...+6+6..+9+3+5.+7.+3.+6.9.5.7+7+5.+36...+9+4.+9+5+7.+683+" \
  "872.+5396.+94+5+6.7..+8+1638.+9+7+5.:439:127 128 132 133::"
#define WRAP_CASE \
  ":0501:8:+6+5+9...+1+3...+1.3.6+252.+31+65.4+9.+2..9+63+1.+36.7..5+9.+91.+3.4.+6279.6" \
  "..+2+5+35.+6...9811.2...+4+7+6:814 815 424 826 443 843 849 855 856 863 875 285 896:8" \
  "19 821 824 832 844 853 867 876 892 895::"
#define MULTI_1_CASE \
  ":0502:8:......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.." \
  ".....::824 832 843 845 863 865::"
#define MULTI_2_CASE \
  ":0503:8:......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.." \
  ".....::824 832::"
/* An Empty Rectangle position with no colouring step at all. */
#define NO_COLORS_CASE \
  ":0402:7:..+3+9+6+5+48...4312.9....+8471..+3..+1+842...625+3981...87+2+6+3+5...129+3." \
  "...9+64715...3+7+6+5+8+9.+1:211 231 479:721::"

/* The cells marked with @role in @group. */
static SudokuCells
marked (const SudokuStep *step,
        SudokuRole        role,
        guint             group)
{
  SudokuCells cells = SUDOKU_CELLS_EMPTY;

  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      g_assert_true (mark->role == SUDOKU_ROLE_COLOR_A || mark->role == SUDOKU_ROLE_COLOR_B);
      if (mark->role == role && mark->group == group)
        sudoku_cells_add (&cells, mark->cell);
    }
  return cells;
}

/* The two colours of @group: non-empty, disjoint, every cell with the
 * digit, and each colour's cells joined to the other's by conjugate
 * pairs. Returns the cluster's cells. */
static SudokuCells
assert_cluster (const Search     *search,
                const SudokuStep *step,
                guint             digit,
                guint             group)
{
  SudokuCells a = marked (step, SUDOKU_ROLE_COLOR_A, group);
  SudokuCells b = marked (step, SUDOKU_ROLE_COLOR_B, group);
  SudokuCells all = sudoku_cells_or (a, b);

  g_assert_false (sudoku_cells_is_empty (a));
  g_assert_false (sudoku_cells_is_empty (b));
  g_assert_false (sudoku_cells_intersect (a, b));
  g_assert_true (sudoku_cells_subset (all, search->grid.digit_cells[digit]));
  SUDOKU_CELLS_FOREACH (all, cell)
    {
      gboolean linked = FALSE;

      for (guint h = 0; h < search->grid.houses->n_houses && !linked; h++)
        {
          SudokuCells places = sudoku_grid_house_digit (&search->grid, h, digit);

          linked = sudoku_cells_count (places) == 2 && sudoku_cells_has (places, cell) &&
                   sudoku_cells_intersect (places, sudoku_cells_has (a, cell) ? b : a);
        }
      g_assert_true (linked);
    }
  return all;
}

static void
test_trap (void)
{
  Search search;
  SudokuStep *step;
  SudokuCells a;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  search_init (&search, TRAP_CASE, SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP);
  step = search_expected (&search, SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP);
  g_assert_cmpuint (step->digits, ==, SUDOKU_DIGIT_BIT (1));
  g_assert_cmpfloat (step->se_rating, ==, 4.5);
  assert_cluster (&search, step, 1, 0);
  /* The first cell of the cluster gets colour A. */
  a = marked (step, SUDOKU_ROLE_COLOR_A, 0);
  g_assert_cmpuint (sudoku_cells_first (a), ==, CELL (1, 3));

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "Simple Colors Trap: 1 (r1c3, r2c6, r4c4, r7c9, r8c5 / r1c5, r3c9, r7c4) ⇒ "
                   "r2c7<>1, r2c8<>1, r3c2<>1, r3c3<>1");
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "A: r1c3, r2c6, r4c4, r7c9, r8c5; B: r1c5, r3c9, r7c4. "));
  g_assert_nonnull (strstr (explanation, "a cell that sees both colours cannot be 1. "
                                         "Result: r2c7<>1, r2c8<>1, r3c2<>1, r3c3<>1."));
  search_clear (&search);
}

static void
test_wrap (void)
{
  Search search;
  SudokuStep *step;
  const SudokuLink *link;
  SudokuCells b;
  g_autofree char *explanation = NULL;

  search_init (&search, WRAP_CASE, SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP);
  step = search_expected (&search, SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP);
  g_assert_cmpfloat (step->se_rating, ==, 4.5);
  assert_cluster (&search, step, 8, 0);

  /* Colour B is false: it is exactly what goes. */
  b = marked (step, SUDOKU_ROLE_COLOR_B, 0);
  g_assert_cmpuint (sudoku_cells_count (b), ==, step->eliminations->len);
  for (guint i = 0; i < step->eliminations->len; i++)
    {
      const SudokuCandidate *candidate = &g_array_index (step->eliminations, SudokuCandidate, i);

      g_assert_true (sudoku_cells_has (b, candidate->cell));
    }

  /* The weak link between two cells of colour B, in row 2. */
  g_assert_cmpuint (step->links->len, ==, 1);
  link = &g_array_index (step->links, SudokuLink, 0);
  g_assert_false (link->strong);
  g_assert_true (sudoku_cells_equal (link->from, sudoku_cells_single (CELL (2, 1))));
  g_assert_true (sudoku_cells_equal (link->to, sudoku_cells_single (CELL (2, 4))));
  g_assert_cmpint (step->houses[0], ==, 1);

  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "r2c1 and r2c4 both have colour B and see each other, so "
                                         "they cannot both be 8: colour B is false. "));
  search_clear (&search);
}

static void
test_multi_colors_1 (void)
{
  Search search;
  SudokuStep *step;
  SudokuCells first, second;
  g_autofree char *summary = NULL;

  search_init (&search, MULTI_1_CASE, SUDOKU_TECHNIQUE_MULTI_COLORS_1);
  step = search_expected (&search, SUDOKU_TECHNIQUE_MULTI_COLORS_1);
  g_assert_cmpfloat (step->se_rating, ==, 4.6);
  first = assert_cluster (&search, step, 8, 0);
  second = assert_cluster (&search, step, 8, 1);
  g_assert_false (sudoku_cells_intersect (first, second));

  /* Each link joins a cell of the first cluster to one of the second. */
  g_assert_cmpuint (step->links->len, ==, 2);
  for (guint i = 0; i < step->links->len; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

      g_assert_false (link->strong);
      g_assert_true (sudoku_cells_subset (link->from, first));
      g_assert_true (sudoku_cells_subset (link->to, second));
    }

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "Multi Colors 1: 8 (r2c3, r3c5 / r2c4, r3c2; r5c2 / r5c4) ⇒ "
                   "r2c4<>8, r3c2<>8, r4c3<>8, r4c5<>8, r6c3<>8, r6c5<>8");
  search_clear (&search);
}

static void
test_multi_colors_2 (void)
{
  Search search;
  SudokuStep *step;
  g_autofree char *explanation = NULL;

  search_init (&search, MULTI_2_CASE, SUDOKU_TECHNIQUE_MULTI_COLORS_2);
  step = search_expected (&search, SUDOKU_TECHNIQUE_MULTI_COLORS_2);
  g_assert_cmpfloat (step->se_rating, ==, 4.7);
  assert_cluster (&search, step, 8, 0);
  assert_cluster (&search, step, 8, 1);
  /* The false colour is 1b, r2c4 and r3c2. */
  g_assert_true (sudoku_cells_equal (marked (step, SUDOKU_ROLE_COLOR_B, 0),
                                     sudoku_cells_or (sudoku_cells_single (CELL (2, 4)),
                                                      sudoku_cells_single (CELL (3, 2)))));
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "Colour 1b sees both colours of the other chain "
                                         "(r3c2 sees r5c2, r2c4 sees r5c4), one of which is true, "
                                         "so colour 1b is false. "));
  search_clear (&search);
}

static void
test_negative (void)
{
  for (SudokuTechnique t = SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP;
       t <= SUDOKU_TECHNIQUE_MULTI_COLORS_2; t++)
    {
      Search search;

      search_init (&search, NO_COLORS_CASE, t);
      g_assert_cmpuint (search.steps->len, ==, 0);
      search_clear (&search);
    }

  /* In the trap case no colour of any digit sees itself. */
  {
    Search search;

    search_init (&search, TRAP_CASE, SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP);
    g_assert_cmpuint (search.steps->len, ==, 0);
    search_clear (&search);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/techniques/coloring/simple-colors-trap", test_trap);
  g_test_add_func ("/nanpure/techniques/coloring/simple-colors-wrap", test_wrap);
  g_test_add_func ("/nanpure/techniques/coloring/multi-colors-1", test_multi_colors_1);
  g_test_add_func ("/nanpure/techniques/coloring/multi-colors-2", test_multi_colors_2);
  g_test_add_func ("/nanpure/techniques/coloring/negative", test_negative);

  return g_test_run ();
}
