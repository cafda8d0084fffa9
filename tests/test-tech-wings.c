/* test-tech-wings.c
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
 * one or two per technique; the reglib test runs the whole file. */
#define XY_WING_CASE \
  ":0800:169:+71+4.+6.5+38+8..4+53..+7+3567+1+8+4+2+9....2+4.8+54.....3.22+8+5376+9+419+78+6" \
  "+3+1254.....7..+6........3::942 943 954 955 956::"
#define XYZ_WING_CASE \
  ":0801:467:+673.+8.+2.9514.92..+3+9+82.....+5+167+359..28.+9.1.53+6..+5+8..+7+9+1..+614.9" \
  "+2+8..+1..835+4..+8...1+67::635 636::"
#define W_WING_CASE \
  ":0803:14:6..+9+5..7...+9.2.....58.+31...+1+64+3+8+9+7+52...1+7+59+46597+24+6..892+54+1" \
  "+76+8+3...5+6+2.....68+93...::417 427 437 489 499::"
#define REMOTE_PAIR_CASE \
  ":0703:58:..+1.+4+9+2+636+3.21+7+9+4.942+63..+7.2634.+17.98.+4.+9..2...+9.+6+2.+34..7..4.9" \
  ".+4..9+7631..+9+6.+2.+4.7::577 579 594 596 877 879 894 896::7"
#define REMOTE_PAIR_6_CASE \
  ":0703:69:.4+38..21..+1+2....+85.98.+1+243.+2+351...+78+1+8.723+5+4.4+7..+851+2+3+921..+876" \
  "+43+5+7..+1+8+9+2+864+2+79+35+1::624 924::11"

/* Every step of @technique on test_case.board: of the technique asked
 * for, and changing something. */
static void
search_run (Search          *search,
            SudokuTechnique  technique)
{
  search_collect (search, technique, TRUE);

  for (guint i = 0; i < search->steps->len; i++)
    {
      SudokuStep *step = g_ptr_array_index (search->steps, i);

      g_assert_cmpint (step->technique, ==, technique);
      g_assert_cmpuint (step->eliminations->len, >, 0);
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

static void
test_xy_wing (void)
{
  Search search;
  SudokuStep *step;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  search_init_case (&search, XY_WING_CASE, SUDOKU_TECHNIQUE_XY_WING);
  step = search_expected (&search, SUDOKU_TECHNIQUE_XY_WING);

  /* Pivot r4c1 {1,6}, pincers r4c4 {1,9} and r5c2 {6,9}. */
  g_assert_true (has_mark (step, CELL (4, 1), 0, SUDOKU_ROLE_PIVOT));
  g_assert_true (has_mark (step, CELL (4, 4), 0, SUDOKU_ROLE_PINCER));
  g_assert_true (has_mark (step, CELL (5, 2), 0, SUDOKU_ROLE_PINCER));
  g_assert_cmpuint (count_cell_marks (step, SUDOKU_ROLE_PIVOT), ==, 1);
  g_assert_cmpuint (count_cell_marks (step, SUDOKU_ROLE_PINCER), ==, 2);
  g_assert_cmphex (step->digits, ==, SUDOKU_DIGIT_BIT (1) | SUDOKU_DIGIT_BIT (6) | SUDOKU_DIGIT_BIT (9));
  g_assert_cmpfloat_with_epsilon (step->se_rating, 4.2, 1e-9);
  g_assert_cmpint (step->houses[0], ==, 3);   /* row 4 */
  g_assert_cmpint (step->houses[1], ==, 21);  /* box 4 */

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "XY-Wing: pivot r4c1 {1,6}, pincers r4c4 {1,9} and r5c2 {6,9} "
                   "⇒ r4c2<>9, r4c3<>9, r5c4<>9, r5c5<>9, r5c6<>9");
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "If the pivot is 1, r4c4 must be 9; "
                                         "if it is 6, r5c2 must be 9."));
  g_assert_nonnull (strstr (explanation, "no cell that sees both pincers can be 9"));

  search_clear (&search);
}

static void
test_xyz_wing (void)
{
  Search search;
  SudokuStep *step;
  g_autofree char *summary = NULL;

  search_init_case (&search, XYZ_WING_CASE, SUDOKU_TECHNIQUE_XYZ_WING);
  step = search_expected (&search, SUDOKU_TECHNIQUE_XYZ_WING);

  /* Pivot r3c4 {4,6,7}, pincers r2c4 {6,7} and r3c7 {4,6}: 6 goes. */
  g_assert_true (has_mark (step, CELL (3, 4), 0, SUDOKU_ROLE_PIVOT));
  g_assert_true (has_mark (step, CELL (2, 4), 0, SUDOKU_ROLE_PINCER));
  g_assert_true (has_mark (step, CELL (3, 7), 0, SUDOKU_ROLE_PINCER));
  g_assert_cmpfloat_with_epsilon (step->se_rating, 4.4, 1e-9);

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "XYZ-Wing: pivot r3c4 {4,6,7}, pincers r2c4 {6,7} and r3c7 {4,6} "
                   "⇒ r3c5<>6, r3c6<>6");

  search_clear (&search);
}

static void
test_w_wing (void)
{
  Search search;
  SudokuStep *step;
  const SudokuLink *link;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  search_init_case (&search, W_WING_CASE, SUDOKU_TECHNIQUE_W_WING);
  step = search_expected (&search, SUDOKU_TECHNIQUE_W_WING);

  /* r1c9 and r8c7 {1,4}, linked by the conjugate pair of 1 in column 3. */
  g_assert_true (has_mark (step, CELL (1, 9), 0, SUDOKU_ROLE_PINCER));
  g_assert_true (has_mark (step, CELL (8, 7), 0, SUDOKU_ROLE_PINCER));
  g_assert_true (has_mark (step, CELL (1, 3), 1, SUDOKU_ROLE_CHAIN_OFF));
  g_assert_true (has_mark (step, CELL (8, 3), 1, SUDOKU_ROLE_CHAIN_ON));
  g_assert_cmpint (step->houses[0], ==, 9 + 2);
  g_assert_cmpfloat_with_epsilon (step->se_rating, 4.4, 1e-9);

  /* The chain alternates strong and weak links, strong at both ends. */
  g_assert_cmpuint (step->links->len, ==, 5);
  for (guint i = 0; i < step->links->len; i++)
    g_assert_cmpint (g_array_index (step->links, SudokuLink, i).strong, ==, i % 2 == 0);
  link = &g_array_index (step->links, SudokuLink, 2);
  g_assert_true (sudoku_cells_equal (link->from, sudoku_cells_single (CELL (1, 3))));
  g_assert_true (sudoku_cells_equal (link->to, sudoku_cells_single (CELL (8, 3))));
  g_assert_cmpuint (link->from_digit, ==, 1);

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "W-Wing: 1/4 in r1c9, r8c7 connected by 1 in r1c3, r8c3 "
                   "⇒ r1c7<>4, r2c7<>4, r3c7<>4, r8c9<>4, r9c9<>4");
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "In column 3, 1 can only go in r1c3 or r8c3"));

  search_clear (&search);
}

static void
test_remote_pair (void)
{
  Search search;
  SudokuStep *step;
  g_autofree char *summary = NULL;

  search_init_case (&search, REMOTE_PAIR_CASE, SUDOKU_TECHNIQUE_REMOTE_PAIR);
  step = search_expected (&search, SUDOKU_TECHNIQUE_REMOTE_PAIR);

  /* Four cells {5,8}: two marks and two links (one strong, one weak) per
   * cell but the last, which has no weak link onwards. */
  g_assert_cmpuint (step->marks->len, ==, 8);
  g_assert_cmpuint (step->links->len, ==, 7);
  for (guint i = 0; i < step->marks->len; i++)
    g_assert_cmpuint (g_array_index (step->marks, SudokuMark, i).role, ==,
                      i % 2 == 0 ? SUDOKU_ROLE_CHAIN_OFF : SUDOKU_ROLE_CHAIN_ON);
  g_assert_cmphex (step->digits, ==, SUDOKU_DIGIT_BIT (5) | SUDOKU_DIGIT_BIT (8));
  /* 4.5 and a tenth each for passing 4 and 6 chain nodes. */
  g_assert_cmpfloat_with_epsilon (step->se_rating, 4.7, 1e-9);

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "Remote Pair: 5/8 r7c5 -8- r4c5 -5- r4c8 -8- r9c8 ⇒ "
                   "r7c7<>5, r7c9<>5, r9c4<>5, r9c6<>5, "
                   "r7c7<>8, r7c9<>8, r9c4<>8, r9c6<>8");

  search_clear (&search);

  /* A six-cell chain whose only eliminations come from its two ends. */
  search_init_case (&search, REMOTE_PAIR_6_CASE, SUDOKU_TECHNIQUE_REMOTE_PAIR);
  step = search_expected (&search, SUDOKU_TECHNIQUE_REMOTE_PAIR);
  g_assert_cmpuint (step->marks->len, ==, 12);
  g_assert_cmpfloat_with_epsilon (step->se_rating, 4.8, 1e-9);
  search_clear (&search);
}

/* An empty board whose only bivalue cells are @n cells with their
 * candidates. */
static void
search_init_cells (Search        *search,
                   SudokuVariant  variant,
                   const guint   *cells,
                   const guint16 *masks,
                   guint          n)
{
  memset (search, 0, sizeof *search);
  sudoku_board_init (&search->test_case.board, variant);
  sudoku_board_compute_candidates (&search->test_case.board);
  for (guint i = 0; i < n; i++)
    search->test_case.board.candidates[cells[i]] = masks[i];
}

/* r2c2 and r4c4 see each other only through a Windoku window. */
static void
test_xy_wing_windoku (void)
{
  static const guint cells[] = { CELL (2, 2), CELL (2, 8), CELL (4, 4) };
  static const guint16 masks[] = {
    SUDOKU_DIGIT_BIT (1) | SUDOKU_DIGIT_BIT (2),
    SUDOKU_DIGIT_BIT (2) | SUDOKU_DIGIT_BIT (3),
    SUDOKU_DIGIT_BIT (1) | SUDOKU_DIGIT_BIT (3),
  };
  Search search;
  SudokuStep *step;
  g_autofree char *summary = NULL;

  search_init_cells (&search, SUDOKU_VARIANT_CLASSIC, cells, masks, 3);
  search_run (&search, SUDOKU_TECHNIQUE_XY_WING);
  g_assert_cmpuint (search.steps->len, ==, 0);
  search_clear (&search);

  search_init_cells (&search, SUDOKU_VARIANT_WINDOKU, cells, masks, 3);
  search_run (&search, SUDOKU_TECHNIQUE_XY_WING);
  g_assert_cmpuint (search.steps->len, ==, 1);
  step = g_ptr_array_index (search.steps, 0);
  g_assert_true (has_mark (step, CELL (2, 2), 0, SUDOKU_ROLE_PIVOT));
  /* Cells seeing r2c8 and r4c4, through rows, columns and both windows. */
  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "XY-Wing: pivot r2c2 {1,2}, pincers r2c8 {2,3} and r4c4 {1,3} "
                   "⇒ r2c3<>3, r2c4<>3, r4c6<>3, r4c7<>3, r4c8<>3");
  search_clear (&search);
}

static void
test_none (void)
{
  static const guint cells[] = { CELL (1, 1), CELL (1, 5), CELL (5, 5) };
  static const guint16 pair = SUDOKU_DIGIT_BIT (4) | SUDOKU_DIGIT_BIT (7);
  static const guint16 masks[] = { pair, pair, pair };
  Search search;

  /* Nothing on a board without bivalue cells. */
  for (SudokuTechnique technique = SUDOKU_TECHNIQUE_XY_WING;
       technique <= SUDOKU_TECHNIQUE_REMOTE_PAIR;
       technique++)
    {
      search_init_cells (&search, SUDOKU_VARIANT_CLASSIC, NULL, NULL, 0);
      search_run (&search, technique);
      g_assert_cmpuint (search.steps->len, ==, 0);
      search_clear (&search);
    }

  /* Three {4,7} cells in a chain are too few: the ends hold the same
   * digit. */
  search_init_cells (&search, SUDOKU_VARIANT_CLASSIC, cells, masks, 3);
  search_run (&search, SUDOKU_TECHNIQUE_REMOTE_PAIR);
  g_assert_cmpuint (search.steps->len, ==, 0);
  search_clear (&search);

  /* Once the XY-Wing's eliminations are made, it is not reported again. */
  {
    SudokuStep *step;
    SudokuBoard board;

    search_init_case (&search, XY_WING_CASE, SUDOKU_TECHNIQUE_XY_WING);
    step = search_expected (&search, SUDOKU_TECHNIQUE_XY_WING);
    board = search.test_case.board;
    sudoku_step_apply (step, &board);
    search_clear (&search);

    search.test_case.board = board;
    search_run (&search, SUDOKU_TECHNIQUE_XY_WING);
    for (guint i = 0; i < search.steps->len; i++)
      g_assert_false (has_mark (g_ptr_array_index (search.steps, i),
                                CELL (4, 1), 0, SUDOKU_ROLE_PIVOT));
    search_clear (&search);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/techniques/wings/xy-wing", test_xy_wing);
  g_test_add_func ("/nanpure/techniques/wings/xy-wing-windoku", test_xy_wing_windoku);
  g_test_add_func ("/nanpure/techniques/wings/xyz-wing", test_xyz_wing);
  g_test_add_func ("/nanpure/techniques/wings/w-wing", test_w_wing);
  g_test_add_func ("/nanpure/techniques/wings/remote-pair", test_remote_pair);
  g_test_add_func ("/nanpure/techniques/wings/none", test_none);

  return g_test_run ();
}
