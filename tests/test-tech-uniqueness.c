/* test-tech-uniqueness.c
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
#include "techniques/sudoku-techniques.h"

/* Cases from HoDoKu's regression library (tests/data/hodoku-reglib-dev.txt),
 * one per technique; the lead's reglib test runs the whole file. */
#define UNIQUENESS_1_CASE \
  ":0600-1:23:+4+7.3..1.8+85.4...9.39.+86.+4.7+1342+8.+5.+9+2+8+5+1...+3+496+7+" \
  "53+4..1+6+2871+3+9+45+5+1+3+9+42..+6+74+96+58.+1.::227 327::"
/* r9c9 has lost 6 (a "missing candidate") but may still hold it. */
#define UNIQUENESS_1_MISSING_CASE \
  ":0600-2:68:....+3.9.18.+1+97.+4+3.+3.+9.+1....43+85+6+7+2+1+9+9..+48+157+3+7" \
  "1+5+2+9+36..+1..3.9...5+9+3+7+4.+12....1..+3+9.:616 816 626 732 636 836 639 " \
  "672 296 596 699:899::"
#define UNIQUENESS_2_CASE \
  ":0601-1:34:.9..+52+6+4.6..4+8..+53..5..628....8....4.1..+4......+4.27......." \
  ".341+8+1+865+743+92..9+21+8+576::711 713 722 723 734 739::"
#define UNIQUENESS_3_CASE \
  ":0602-1:89:3.......7...98.+5.3.5.....2+6+2+31+4..+6+85+7968+512+3+4...+6237+" \
  "9+1..4...+1+79..+371.+45.......36.::212 222 293 722 793::"
#define UNIQUENESS_4_CASE \
  ":0603-1:14:..+9+4.+6+3+8....3.9+5+6..+6.+8.7149...+2+9+4+631.2.+5+689+74+496" \
  "+17+3+2+58+9+58+7+3+2+4+1+6+7326+4+1+8+9+5+6..9+8+572+3::122 123::"
#define UNIQUENESS_5_CASE \
  ":0604-1:26:+324+56+7+918..+9..+8.+3...+893+4.+5...+5+7.63.+9+9624+8+3+5+71.+" \
  "37.5+9+8....+389+17..+7+96+34+2+185..1+6+7+5.+93:121 122 227 229 629 639 479" \
  ":448::"
#define UNIQUENESS_6_CASE \
  ":0605-1:67:+173+2+8..+6+4+4..+13+6...+6.8...2+31+9+3+47+5+18+26+7..6284+932+" \
  "8+6+3+94+15+75.9..+3...+34.......+8+6+75123+4+9::675 687::"
#define HIDDEN_RECTANGLE_CASE \
  ":0606-1:39:+39+4+6+821+5+7+6+1+873+5+42+952+7+4..+3+681+53.47..+6+4+7.+56+8." \
  "3+18+6....+7+457+368.4..+29+4+5.....+3+2+81.....4::966::"
#define AVOIDABLE_RECTANGLE_1_CASE \
  ":0607-1:19:+6+45.+3..+1.+1+9+3..268.7+2+8+6.14+3.+3+5+21.68...+1+63+8.....87" \
  ".+2+51+638+712.43.+6+53+4.6..2+126+9.+1+3.+4+8:714 717 919 525 945 749 757 9" \
  "57 958 559 759 959:951::"
#define AVOIDABLE_RECTANGLE_2_CASE \
  ":0608-1:37:9+8....6+4+7..1..6+9387.6.8+9+5+1+2+1...+3.+476+3+741+6+2+8+5+9+6" \
  "5+8947+12+32.....+3.5+8..25.+7.+4....9.+2.1:474 494:943 972 982::"
#define BUG_PLUS_1_CASE \
  ":0610::.+9.+613.+8+4...2+5+7+1+393.184+92..968+5+7+1+42+3+4379+2+6+81+5+1..+" \
  "3+84......+1+9+2..8..9+435+67+1+51.+76+8..+2::373 673::"

/* Fail cases: HoDoKu once made a wrong hidden rectangle elimination here;
 * and no BUG+1 exists although only one cell has three candidates. */
#define HIDDEN_RECTANGLE_FAIL_CASE \
  ":0606-x:34:.51.+8..4+2....2.3...........3..8.+29.....5.4......1.+9+4.....7+5" \
  "+6+214.6.+29....2........:432 732 832 932 433 633 733 833 933 334 335 635 73" \
  "5 336 881 383 883 392 492 892 992 393 493 893 993 395:435::"
#define BUG_PLUS_1_FAIL_CASE \
  ":0610-x::+5+4..9.8.1392..8.+5..+1.....2..3+46..5+926+2..4.+1.31+59..3.4..8+5" \
  ".....+7.+7+18+3.4654+63.5.+2..:714 716 724 625 733 434 734 636 736 637 737 6" \
  "39 745 754 756 765 174 274 175 276 976 994 196:176 276 476 676:"

/* The step whose sorted result reads @result, or NULL. */
static SudokuStep *
find_result (Search     *search,
             const char *result)
{
  for (guint i = 0; i < search->steps->len; i++)
    {
      SudokuStep *step = g_ptr_array_index (search->steps, i);
      g_autofree char *text = NULL;

      sudoku_step_sort (step);
      text = sudoku_step_dup_result (step);
      if (g_strcmp0 (text, result) == 0)
        return step;
    }
  return NULL;
}

/* Every step of the technique is sound (removes no digit of the
 * solution) and one of them has exactly @result. */
static SudokuStep *
assert_finds (Search          *search,
              const char      *line,
              SudokuTechnique  technique,
              const char      *result)
{
  SudokuBoard solved;
  SudokuStep *step;

  search_init (search, line, technique);

  solved = search->test_case.board;
  g_assert_cmpuint (sudoku_solver_solve_unique (&solved), ==, 1);
  for (guint i = 0; i < search->steps->len; i++)
    {
      SudokuStep *other = g_ptr_array_index (search->steps, i);

      g_assert_cmpint (other->technique, ==, technique);
      g_assert_cmpuint (other->eliminations->len + other->placements->len, >, 0);
      for (guint e = 0; e < other->eliminations->len; e++)
        {
          SudokuCandidate *candidate = &g_array_index (other->eliminations, SudokuCandidate, e);

          g_assert_cmpuint (solved.values[candidate->cell], !=, candidate->digit);
        }
    }

  step = find_result (search, result);
  if (step == NULL)
    g_test_message ("no step of %s reads \"%s\"",
                    sudoku_technique_get_info (technique)->key, result);
  g_assert_nonnull (step);
  return step;
}

static void
test_uniqueness_1 (void)
{
  Search search;
  SudokuStep *step;

  step = assert_finds (&search, UNIQUENESS_1_CASE, SUDOKU_TECHNIQUE_UNIQUENESS_1,
                       "r2c7<>2, r2c7<>3");
  g_assert_cmpuint (step->digits, ==, SUDOKU_DIGIT_BIT (2) | SUDOKU_DIGIT_BIT (3));
  g_assert_cmpfloat_with_epsilon (step->se_rating, 4.5, 1e-9);
  g_assert_cmpuint (count_cell_marks (step, SUDOKU_ROLE_DEFINING), ==, 4);
  search_clear (&search);

  assert_finds (&search, UNIQUENESS_1_MISSING_CASE, SUDOKU_TECHNIQUE_UNIQUENESS_1, "r9c9<>8");
  search_clear (&search);
}

static void
test_uniqueness_2 (void)
{
  Search search;

  assert_finds (&search, UNIQUENESS_2_CASE, SUDOKU_TECHNIQUE_UNIQUENESS_2,
                "r1c1<>7, r1c3<>7, r2c2<>7, r2c3<>7, r3c4<>7, r3c9<>7");
  search_clear (&search);
}

static void
test_uniqueness_3 (void)
{
  Search search;
  SudokuStep *step;

  step = assert_finds (&search, UNIQUENESS_3_CASE, SUDOKU_TECHNIQUE_UNIQUENESS_3,
                       "r1c2<>2, r2c2<>2, r9c3<>2, r2c2<>7, r9c3<>7");
  /* A naked pair with the rectangle's two extra cells: SE 4.5 + 0.1. */
  g_assert_cmpfloat_with_epsilon (step->se_rating, 4.6, 1e-9);
  /* The set lies in column 3 and, locked, in box 1. */
  g_assert_cmpint (step->houses[0], ==, SUDOKU_COLUMN_HOUSE (2));
  g_assert_cmpint (step->houses[1], ==, SUDOKU_BOX_HOUSE (0));
  search_clear (&search);
}

static void
test_uniqueness_4 (void)
{
  Search search;
  SudokuStep *step;

  step = assert_finds (&search, UNIQUENESS_4_CASE, SUDOKU_TECHNIQUE_UNIQUENESS_4,
                       "r2c2<>1, r2c3<>1");
  g_assert_cmpuint (step->links->len, ==, 1);
  g_assert_true (g_array_index (step->links, SudokuLink, 0).strong);
  search_clear (&search);
}

static void
test_uniqueness_5 (void)
{
  Search search;

  assert_finds (&search, UNIQUENESS_5_CASE, SUDOKU_TECHNIQUE_UNIQUENESS_5, "r4c8<>4");
  search_clear (&search);
}

static void
test_uniqueness_6 (void)
{
  Search search;

  assert_finds (&search, UNIQUENESS_6_CASE, SUDOKU_TECHNIQUE_UNIQUENESS_6,
                "r7c5<>6, r8c7<>6");
  search_clear (&search);
}

static void
test_hidden_rectangle (void)
{
  Search search;

  assert_finds (&search, HIDDEN_RECTANGLE_CASE, SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE, "r6c6<>9");
  search_clear (&search);
}

static void
test_avoidable_rectangles (void)
{
  Search search;

  assert_finds (&search, AVOIDABLE_RECTANGLE_1_CASE, SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1,
                "r5c1<>9");
  search_clear (&search);

  assert_finds (&search, AVOIDABLE_RECTANGLE_2_CASE, SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2,
                "r4c3<>9, r7c2<>9, r8c2<>9");
  search_clear (&search);
}

static void
test_bug_plus_1 (void)
{
  Search search;
  SudokuStep *step;

  step = assert_finds (&search, BUG_PLUS_1_CASE, SUDOKU_TECHNIQUE_BUG_PLUS_1,
                       "r7c3<>3, r7c3<>6");
  g_assert_cmpuint (step->digits, ==, SUDOKU_DIGIT_BIT (4));
  g_assert_cmpfloat_with_epsilon (step->se_rating, 5.6, 1e-9);
  search_clear (&search);
}

static void
test_explanation (void)
{
  Search search;
  SudokuStep *step;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  step = assert_finds (&search, UNIQUENESS_1_CASE, SUDOKU_TECHNIQUE_UNIQUENESS_1,
                       "r2c7<>2, r2c7<>3");
  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "Uniqueness Test 1: 2/3 in r2c7, r2c9, r9c7, r9c9 ⇒ r2c7<>2, r2c7<>3");
  g_assert_nonnull (strstr (explanation, "could be swapped"));
  g_assert_nonnull (strstr (explanation, "so r2c7 must take one of its other digits"));
  search_clear (&search);
}

/* Nothing when the puzzle is not known to be unique, nor in HoDoKu's
 * fail cases. */
static void
test_negative (void)
{
  Search search;

  search_parse (&search, UNIQUENESS_1_CASE);
  search_collect (&search, SUDOKU_TECHNIQUE_UNIQUENESS_1, FALSE);
  g_assert_cmpuint (search.steps->len, ==, 0);
  search_clear (&search);

  search_parse (&search, BUG_PLUS_1_CASE);
  search_collect (&search, SUDOKU_TECHNIQUE_BUG_PLUS_1, FALSE);
  g_assert_cmpuint (search.steps->len, ==, 0);
  search_clear (&search);

  search_init (&search, HIDDEN_RECTANGLE_FAIL_CASE, SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE);
  g_assert_cmpuint (search.steps->len, ==, 0);
  search_clear (&search);

  search_init (&search, BUG_PLUS_1_FAIL_CASE, SUDOKU_TECHNIQUE_BUG_PLUS_1);
  g_assert_cmpuint (search.steps->len, ==, 0);
  search_clear (&search);
}

/* In Windoku a rectangle whose swap would break a window is no deadly
 * pattern: r1c1, r1c4, r2c1, r2c4 puts r2c4 alone in the first window. */
static void
test_windoku (void)
{
  const guint8 cells[4] = { 0, 3, 9, 12 };
  SudokuVariant variants[2] = { SUDOKU_VARIANT_CLASSIC, SUDOKU_VARIANT_WINDOKU };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      SudokuBoard board;
      SudokuGrid grid;
      g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);

      sudoku_board_init (&board, variants[v]);
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        board.candidates[cell] = SUDOKU_ALL_CANDIDATES;
      for (guint i = 0; i < 4; i++)
        board.candidates[cells[i]] = SUDOKU_DIGIT_BIT (1) | SUDOKU_DIGIT_BIT (2);
      board.candidates[12] |= SUDOKU_DIGIT_BIT (3);

      sudoku_grid_init (&grid, &board, TRUE);
      sudoku_find_steps (&grid, SUDOKU_TECHNIQUE_UNIQUENESS_1, collect_cb, steps);
      g_assert_cmpuint (steps->len, ==, variants[v] == SUDOKU_VARIANT_CLASSIC ? 1 : 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/techniques/uniqueness/type-1", test_uniqueness_1);
  g_test_add_func ("/nanpure/techniques/uniqueness/type-2", test_uniqueness_2);
  g_test_add_func ("/nanpure/techniques/uniqueness/type-3", test_uniqueness_3);
  g_test_add_func ("/nanpure/techniques/uniqueness/type-4", test_uniqueness_4);
  g_test_add_func ("/nanpure/techniques/uniqueness/type-5", test_uniqueness_5);
  g_test_add_func ("/nanpure/techniques/uniqueness/type-6", test_uniqueness_6);
  g_test_add_func ("/nanpure/techniques/uniqueness/hidden-rectangle", test_hidden_rectangle);
  g_test_add_func ("/nanpure/techniques/uniqueness/avoidable-rectangles", test_avoidable_rectangles);
  g_test_add_func ("/nanpure/techniques/uniqueness/bug-plus-1", test_bug_plus_1);
  g_test_add_func ("/nanpure/techniques/uniqueness/explanation", test_explanation);
  g_test_add_func ("/nanpure/techniques/uniqueness/negative", test_negative);
  g_test_add_func ("/nanpure/techniques/uniqueness/windoku", test_windoku);

  return g_test_run ();
}
