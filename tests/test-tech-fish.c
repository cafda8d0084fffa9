/* test-tech-fish.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "sudoku-logic.h"
#include "sudoku-reglib.h"
#include "tech-test.h"
#include "techniques/sudoku-techniques.h"

/* Cases from HoDoKu's regression library (tests/data/hodoku-reglib-dev.txt),
 * one per technique; the lead's reglib test runs the whole file. */
#define X_WING_CASE \
  ":0300:5:.+4+1+7+2+9.+3.76+9..3+4.2.+3264.+7+194.39..+17.+6.+7..49.3+1+95+3+7..2+4+21+456+7+3+9+837+6.9." \
  "+541+9+5+8+4+3+1+26+7::545::"
#define SWORDFISH_CASE \
  ":0301:5:6.913.+4+8+2.+2+8...+31+6..4+2+6+85+974..8+1.+2798.2...+1+3....+3.+2+86.+9+4+1+6+53+7+282..+7+8" \
  "19+43.+8.4296+5+1::526 552 556 562 563::"
#define JELLYFISH_CASE \
  ":0302:5:7+6.+12.+9....1..9.6..8+94+6.2+1..+16+9...5.9.+7...+6.1.3.+6+1.7.+9.+72..6.9.+64.7+9+18." \
  "..+9..3..+76::521 529 556 571 579 591 593 596::"
#define FINNED_X_WING_CASE \
  ":0310:8:...+936+581+15+6+2..3+49+8+3941+5+6+72..274+3+19.3..+6.+1.+2..1.+5+2..+36.4.+3...+1...18." \
  "+4.6+3..+31.2.+5.::879::"
#define FINNED_SWORDFISH_CASE \
  ":0311:5:.+6.4+1+7.+83+3+1+4+98..+7.8+7..+6+39147+43.29..+8..+8+3+4+6.2+7..6.+7.34+96..+75+4+8+314+3" \
  "+1.+9.7..58+7631+4+9+2::557::"
#define FINNED_JELLYFISH_CASE \
  ":0312:8:+64+12+5.7.3+3826+7..+1+5....+31+6...9+3+1.+6..+74+1+6.27+3.......3.61.+2.+7+65+13.+765+3" \
  "1....+13...+2+576:934 938 939 979 986 993:879::"
#define SASHIMI_X_WING_CASE \
  ":0320:8:+5...+2.+4..+2...5483.3+4...826+5+1+35789+6+42.7+42+6+15.+36.+2+4+3+5...+456.1.....2....." \
  "547..+54...+6::881::"
#define SASHIMI_SWORDFISH_CASE \
  ":0321:6:.+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+471..9..3." \
  "+251.49..:331 373 678 679 699:638::"
#define SASHIMI_JELLYFISH_CASE \
  ":0322:6:.+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+471..9..3." \
  "+251.49..:331 638 373 678 679 699:637::"

/* Whether @cell has a mark with @role, whatever its digit. */
static gboolean
has_mark_any_digit (const SudokuStep *step,
                    guint             cell,
                    SudokuRole        role)
{
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->cell == cell && mark->role == role)
        return TRUE;
    }
  return FALSE;
}

/* Finds the case's step and checks what every fish step carries. */
static void
check_case (const char      *line,
            SudokuTechnique  technique,
            const char      *result)
{
  const SudokuTechniqueInfo *info = sudoku_technique_get_info (technique);
  g_autofree char *text = NULL;
  SudokuStep *step;
  Search search;

  search_init (&search, line, technique);
  step = search_find_expected (&search);
  g_assert_nonnull (step);

  text = sudoku_step_dup_result (step);
  g_assert_cmpstr (text, ==, result);
  g_assert_cmpint (step->technique, ==, technique);
  g_assert_cmpuint (step->digits, ==, search.test_case.digits);
  g_assert_cmpfloat (step->se_rating, ==, info->se_rating);
  g_assert_cmpuint (step->placements->len, ==, 0);
  g_assert_cmpuint (count_marks (step, SUDOKU_ROLE_BASE), >, 0);
  g_assert_cmpint (step->houses[0], >=, 0);
  g_assert_cmpint (step->houses[0], <, 18);

  search_clear (&search);
}

static void
test_x_wing (void)
{
  Search search;
  SudokuStep *step;

  check_case (X_WING_CASE, SUDOKU_TECHNIQUE_X_WING, "r4c5<>5");

  /* Rows 2 and 5 hold the 5 only in columns 5 and 8: four base
   * candidates, no fin, base rows then cover columns in houses[]. */
  search_init (&search, X_WING_CASE, SUDOKU_TECHNIQUE_X_WING);
  step = search_find_expected (&search);
  g_assert_nonnull (step);
  g_assert_cmpuint (count_marks (step, SUDOKU_ROLE_BASE), ==, 4);
  g_assert_cmpuint (count_marks (step, SUDOKU_ROLE_FIN), ==, 0);
  g_assert_true (has_mark_any_digit (step, 1 * 9 + 4, SUDOKU_ROLE_BASE));
  g_assert_true (has_mark_any_digit (step, 1 * 9 + 7, SUDOKU_ROLE_BASE));
  g_assert_true (has_mark_any_digit (step, 4 * 9 + 4, SUDOKU_ROLE_BASE));
  g_assert_true (has_mark_any_digit (step, 4 * 9 + 7, SUDOKU_ROLE_BASE));
  g_assert_true (has_mark_any_digit (step, 3 * 9 + 4, SUDOKU_ROLE_COVER));
  g_assert_cmpint (step->houses[0], ==, SUDOKU_ROW_HOUSE (1));
  g_assert_cmpint (step->houses[1], ==, SUDOKU_ROW_HOUSE (4));
  g_assert_cmpint (step->houses[2], ==, SUDOKU_COLUMN_HOUSE (4));
  g_assert_cmpint (step->houses[3], ==, SUDOKU_COLUMN_HOUSE (7));
  search_clear (&search);
}

static void
test_swordfish (void)
{
  check_case (SWORDFISH_CASE, SUDOKU_TECHNIQUE_SWORDFISH,
              "r2c6<>5, r5c2<>5, r5c6<>5, r6c2<>5, r6c3<>5");
}

static void
test_jellyfish (void)
{
  check_case (JELLYFISH_CASE, SUDOKU_TECHNIQUE_JELLYFISH,
              "r2c1<>5, r2c9<>5, r5c6<>5, r7c1<>5, r7c9<>5, r9c1<>5, r9c3<>5, r9c6<>5");
}

static void
test_finned_x_wing (void)
{
  Search search;
  SudokuStep *step;

  check_case (FINNED_X_WING_CASE, SUDOKU_TECHNIQUE_FINNED_X_WING, "r7c9<>8");

  /* The fin is r9c7, in the box of the elimination. */
  search_init (&search, FINNED_X_WING_CASE, SUDOKU_TECHNIQUE_FINNED_X_WING);
  step = search_find_expected (&search);
  g_assert_nonnull (step);
  g_assert_cmpuint (count_marks (step, SUDOKU_ROLE_FIN), ==, 1);
  g_assert_true (has_mark_any_digit (step, 8 * 9 + 6, SUDOKU_ROLE_FIN));
  search_clear (&search);
}

static void
test_finned_swordfish (void)
{
  check_case (FINNED_SWORDFISH_CASE, SUDOKU_TECHNIQUE_FINNED_SWORDFISH, "r5c7<>5");
}

static void
test_finned_jellyfish (void)
{
  check_case (FINNED_JELLYFISH_CASE, SUDOKU_TECHNIQUE_FINNED_JELLYFISH, "r7c9<>8");
}

static void
test_sashimi_x_wing (void)
{
  check_case (SASHIMI_X_WING_CASE, SUDOKU_TECHNIQUE_SASHIMI_X_WING, "r8c1<>8");
}

static void
test_sashimi_swordfish (void)
{
  check_case (SASHIMI_SWORDFISH_CASE, SUDOKU_TECHNIQUE_SASHIMI_SWORDFISH, "r3c8<>6");
}

static void
test_sashimi_jellyfish (void)
{
  check_case (SASHIMI_JELLYFISH_CASE, SUDOKU_TECHNIQUE_SASHIMI_JELLYFISH, "r3c7<>6");
}

static void
test_explanation (void)
{
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;
  SudokuStep *step;
  Search search;

  search_init (&search, FINNED_X_WING_CASE, SUDOKU_TECHNIQUE_FINNED_X_WING);
  step = search_find_expected (&search);
  g_assert_nonnull (step);

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "Finned X-Wing: 8 in rows 4, 9 / columns 2, 9, fin r9c7 ⇒ r7c9<>8");
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "In rows 4, 9, the 8 can only go in columns 2, 9"));
  g_assert_nonnull (strstr (explanation, "the fin r9c7"));
  g_assert_nonnull (strstr (explanation, "X-Wing holds"));
  g_assert_nonnull (strstr (explanation, "r7c9<>8"));
  search_clear (&search);

  search_init (&search, X_WING_CASE, SUDOKU_TECHNIQUE_X_WING);
  step = search_find_expected (&search);
  g_assert_nonnull (step);
  g_clear_pointer (&summary, g_free);
  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==, "X-Wing: 5 in rows 2, 5 / columns 5, 8 ⇒ r4c5<>5");
  search_clear (&search);

  /* A sashimi fish says which base line is degenerate without its fins. */
  search_init (&search, SASHIMI_X_WING_CASE, SUDOKU_TECHNIQUE_SASHIMI_X_WING);
  step = search_find_expected (&search);
  g_assert_nonnull (step);
  g_clear_pointer (&explanation, g_free);
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "row 9 would keep at most one place"));
  search_clear (&search);
}

/* Finned and sashimi are told apart as HoDoKu does: the sashimi X-Wing is
 * not reported as a finned one, nor the finned X-Wing as a sashimi one. */
static void
test_finned_or_sashimi (void)
{
  Search search;

  search_init (&search, SASHIMI_X_WING_CASE, SUDOKU_TECHNIQUE_FINNED_X_WING);
  g_assert_null (search_find_expected (&search));
  search_clear (&search);

  search_init (&search, FINNED_X_WING_CASE, SUDOKU_TECHNIQUE_SASHIMI_X_WING);
  g_assert_null (search_find_expected (&search));
  search_clear (&search);
}

/* Without pencil marks removed, no line of an empty grid has fewer than
 * nine places for a digit: no fish of any kind. */
static void
test_none (void)
{
  SudokuBoard board;
  SudokuGrid grid;

  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  sudoku_grid_init (&grid, &board, FALSE);
  for (SudokuTechnique technique = SUDOKU_TECHNIQUE_X_WING;
       technique <= SUDOKU_TECHNIQUE_SASHIMI_JELLYFISH; technique++)
    g_assert_null (sudoku_find_first_step (&grid, technique));
}

/* The finned X-Wing case has no plain X-Wing removing anything: a real
 * grid where the technique finds nothing. */
static void
test_no_x_wing (void)
{
  Search search;

  search_init (&search, FINNED_X_WING_CASE, SUDOKU_TECHNIQUE_X_WING);
  g_assert_cmpuint (search.steps->len, ==, 0);
  search_clear (&search);
}

/* The search ends as soon as the sink asks. */
static void
test_stop (void)
{
  Search search;
  guint count = 0;

  search_init (&search, FINNED_JELLYFISH_CASE, SUDOKU_TECHNIQUE_FINNED_JELLYFISH);
  g_assert_cmpuint (search.steps->len, >=, 2);
  g_assert_true (sudoku_find_steps (&search.grid, SUDOKU_TECHNIQUE_FINNED_JELLYFISH,
                                    stop_cb, &count));
  g_assert_cmpuint (count, ==, 1);
  search_clear (&search);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/techniques/fish/x-wing", test_x_wing);
  g_test_add_func ("/nanpure/techniques/fish/swordfish", test_swordfish);
  g_test_add_func ("/nanpure/techniques/fish/jellyfish", test_jellyfish);
  g_test_add_func ("/nanpure/techniques/fish/finned-x-wing", test_finned_x_wing);
  g_test_add_func ("/nanpure/techniques/fish/finned-swordfish", test_finned_swordfish);
  g_test_add_func ("/nanpure/techniques/fish/finned-jellyfish", test_finned_jellyfish);
  g_test_add_func ("/nanpure/techniques/fish/sashimi-x-wing", test_sashimi_x_wing);
  g_test_add_func ("/nanpure/techniques/fish/sashimi-swordfish", test_sashimi_swordfish);
  g_test_add_func ("/nanpure/techniques/fish/sashimi-jellyfish", test_sashimi_jellyfish);
  g_test_add_func ("/nanpure/techniques/fish/explanation", test_explanation);
  g_test_add_func ("/nanpure/techniques/fish/finned-or-sashimi", test_finned_or_sashimi);
  g_test_add_func ("/nanpure/techniques/fish/none", test_none);
  g_test_add_func ("/nanpure/techniques/fish/no-x-wing", test_no_x_wing);
  g_test_add_func ("/nanpure/techniques/fish/stop", test_stop);

  return g_test_run ();
}
