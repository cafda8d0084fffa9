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
#include "tech-test-utils.h"
#include "test-utils.h"
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

/* Franken and Mutant fish, from the same library. */
#define FRANKEN_SWORDFISH_CASE \
  ":0331:9:.6.8.27352.76354.8385.7.26.5.6.8.3.7..876315.73.25.6848.2..657.65...78..17352894" \
  "6:415 136 442 144 952 474 184 484:913::"
#define FINNED_FRANKEN_X_WING_CASE \
  ":0340:1:4.392..5659...6...6..85..4.1.5.9846.9.426.5...6.5.4...25...9683849632715..6.8529" \
  "4:328 829 759 367 867 269 769:129::"
#define FINNED_FRANKEN_JELLYFISH_ENDO_CASE \
  ":0342:7:+5.3+9641+8..+1.+5...69.9+6...53+4..7...84515.4........3+5...+1..+5.+4..1...18.54.+66" \
  "..21..+58::759::"
#define FINNED_MUTANT_JELLYFISH_CASE \
  ":0362:4:....27.3+9+3.164+9+2...9+2..+5..+6+13.9...28+9.8..+26+1..+25..13+9...+9+2.8.5+3.....39" \
  "622.+3.+9...1:447 772 781 782 792 892:417::"
#define FINNED_MUTANT_WHALE_CASE \
  ":0364:4:9.7..5...1..7..9..86..9.57..8...61.9316.59..72.91..65.....2..96.9...4..8...9..3." \
  "5:214 314 414 315 615 815 217 118 218 222 325 228 328 428 234 339 439 448 854 458 772 473 " \
  "374 384 185 493 795:491::"

#define ROWS_MASK    0x00001ffu
#define COLUMNS_MASK 0x003fe00u
#define BOXES_MASK   0x7fc0000u

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
  for (SudokuTechnique technique = SUDOKU_TECHNIQUE_FRANKEN_X_WING;
       technique <= SUDOKU_TECHNIQUE_FINNED_MUTANT_JELLYFISH; technique++)
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

/* Every step of a Franken finder is a Franken fish of its size: boxes
 * take part, and the lines of the base sets all run one way and those of
 * the cover sets the other. A Mutant finder's steps are neither. */
static void
check_shapes (Search   *search,
              guint     size,
              gboolean  franken)
{
  g_assert_cmpuint (search->steps->len, >, 0);
  for (guint i = 0; i < search->steps->len; i++)
    {
      const SudokuStep *step = g_ptr_array_index (search->steps, i);
      guint32 base = step->base_sets, cover = step->cover_sets;
      gboolean franken_shape = ((base & COLUMNS_MASK) == 0 && (cover & ROWS_MASK) == 0) ||
                               ((base & ROWS_MASK) == 0 && (cover & COLUMNS_MASK) == 0);

      g_assert_cmpuint (__builtin_popcount (base), ==, size);
      g_assert_cmpuint (__builtin_popcount (cover), ==, size);
      g_assert_cmpuint (base & cover, ==, 0);
      g_assert_cmpuint (step->eliminations->len, >, 0);
      g_assert_cmpuint (step->placements->len, ==, 0);
      g_assert_cmpint (franken_shape, ==, franken);
      if (franken)
        g_assert_cmpuint ((base | cover) & BOXES_MASK, !=, 0);
      /* The base sets come first in houses[]. */
      g_assert_true (base & (1u << step->houses[0]));
    }
}

static void
test_franken_swordfish (void)
{
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;
  SudokuStep *step;
  Search search;

  search_init (&search, FRANKEN_SWORDFISH_CASE, SUDOKU_TECHNIQUE_FRANKEN_SWORDFISH);
  step = search_expected (&search, SUDOKU_TECHNIQUE_FRANKEN_SWORDFISH);
  check_shapes (&search, 3, TRUE);

  /* Columns 1 and 9 and box 2 hold the 9 only in rows 1, 3 and 5. */
  g_assert_cmpuint (step->base_sets, ==, (1u << SUDOKU_COLUMN_HOUSE (0)) |
                    (1u << SUDOKU_COLUMN_HOUSE (8)) | (1u << SUDOKU_BOX_HOUSE (1)));
  g_assert_cmpuint (step->cover_sets, ==, (1u << SUDOKU_ROW_HOUSE (0)) |
                    (1u << SUDOKU_ROW_HOUSE (2)) | (1u << SUDOKU_ROW_HOUSE (4)));
  g_assert_cmpuint (step->digits, ==, SUDOKU_DIGIT_BIT (9));
  g_assert_cmpuint (count_marks (step, SUDOKU_ROLE_FIN), ==, 0);
  g_assert_cmpuint (count_marks (step, SUDOKU_ROLE_BASE), >, 0);
  g_assert_cmpfloat (step->se_rating, ==,
                     sudoku_technique_get_info (SUDOKU_TECHNIQUE_FRANKEN_SWORDFISH)->se_rating);

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==, "Franken Swordfish: 9 in column 1, column 9, box 2 / "
                   "row 1, row 3, row 5 ⇒ r1c3<>9");
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "Each of column 1, column 9, box 2 needs a 9"));
  g_assert_nonnull (strstr (explanation, "No other cell of row 1, row 3, row 5 can be 9"));
  search_clear (&search);

  /* No basic Swordfish there: boxes make it. */
  search_init (&search, FRANKEN_SWORDFISH_CASE, SUDOKU_TECHNIQUE_SWORDFISH);
  g_assert_null (search_find_expected (&search));
  search_clear (&search);
}

static void
test_finned_franken (void)
{
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;
  SudokuStep *step;
  Search search;

  search_init (&search, FINNED_FRANKEN_X_WING_CASE, SUDOKU_TECHNIQUE_FINNED_FRANKEN_X_WING);
  step = search_expected (&search, SUDOKU_TECHNIQUE_FINNED_FRANKEN_X_WING);
  check_shapes (&search, 2, TRUE);
  g_assert_true (has_mark (step, CELL (2, 4), 1, SUDOKU_ROLE_FIN));
  g_assert_true (has_mark (step, CELL (2, 5), 1, SUDOKU_ROLE_FIN));
  /* An X-Wing keeps its cover sets in houses[] too. */
  g_assert_cmpint (step->houses[0], ==, SUDOKU_ROW_HOUSE (4));
  g_assert_cmpint (step->houses[1], ==, SUDOKU_BOX_HOUSE (1));
  g_assert_cmpint (step->houses[2], ==, SUDOKU_COLUMN_HOUSE (5));
  g_assert_cmpint (step->houses[3], ==, SUDOKU_COLUMN_HOUSE (8));
  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==, "Finned Franken X-Wing: 1 in row 5, box 2 / column 6, column 9, "
                   "fins r2c4, r2c5 ⇒ r2c9<>1");
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "except for the fins r2c4, r2c5"));
  g_assert_nonnull (strstr (explanation, "that see every fin cannot be 1: r2c9<>1"));
  g_assert_null (strstr (explanation, "lies in two"));
  search_clear (&search);

  /* Without its fins it is no plain Franken X-Wing. */
  search_init (&search, FINNED_FRANKEN_X_WING_CASE, SUDOKU_TECHNIQUE_FRANKEN_X_WING);
  g_assert_null (search_find_expected (&search));
  search_clear (&search);

  /* r1c9 is in row 1 and box 3, both base sets: an endo fin. */
  search_init (&search, FINNED_FRANKEN_JELLYFISH_ENDO_CASE,
               SUDOKU_TECHNIQUE_FINNED_FRANKEN_JELLYFISH);
  step = search_expected (&search, SUDOKU_TECHNIQUE_FINNED_FRANKEN_JELLYFISH);
  check_shapes (&search, 4, TRUE);
  g_assert_true (has_mark (step, CELL (1, 9), 7, SUDOKU_ROLE_FIN));
  g_clear_pointer (&explanation, g_free);
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "r1c9 lies in two of the first houses"));
  search_clear (&search);
}

static void
test_finned_mutant (void)
{
  Search search;

  search_init (&search, FINNED_MUTANT_JELLYFISH_CASE, SUDOKU_TECHNIQUE_FINNED_MUTANT_JELLYFISH);
  search_expected (&search, SUDOKU_TECHNIQUE_FINNED_MUTANT_JELLYFISH);
  check_shapes (&search, 4, FALSE);
  search_clear (&search);

  /* Not a Franken fish. */
  search_init (&search, FINNED_MUTANT_JELLYFISH_CASE, SUDOKU_TECHNIQUE_FINNED_FRANKEN_JELLYFISH);
  g_assert_null (search_find_expected (&search));
  search_clear (&search);

  search_init (&search, FINNED_MUTANT_WHALE_CASE, SUDOKU_TECHNIQUE_FINNED_MUTANT_WHALE);
  search_expected (&search, SUDOKU_TECHNIQUE_FINNED_MUTANT_WHALE);
  check_shapes (&search, 6, FALSE);
  g_assert_cmpuint (search.steps->len, >=, 2);
  search_clear (&search);

  /* The search ends as soon as the sink asks. */
  {
    guint count = 0;

    search_init (&search, FINNED_MUTANT_WHALE_CASE, SUDOKU_TECHNIQUE_FINNED_MUTANT_WHALE);
    g_assert_true (sudoku_find_steps (&search.grid, SUDOKU_TECHNIQUE_FINNED_MUTANT_WHALE,
                                      stop_cb, &count));
    g_assert_cmpuint (count, ==, 1);
    search_clear (&search);
  }
}

/* Found twice on the same grid, the second time from the memo of digits
 * searched in vain: the same steps. */
static void
test_complex_again (void)
{
  Search first, second;

  search_init (&first, FINNED_MUTANT_JELLYFISH_CASE, SUDOKU_TECHNIQUE_FINNED_MUTANT_JELLYFISH);
  search_init (&second, FINNED_MUTANT_JELLYFISH_CASE, SUDOKU_TECHNIQUE_FINNED_MUTANT_JELLYFISH);
  g_assert_cmpuint (first.steps->len, ==, second.steps->len);
  for (guint i = 0; i < first.steps->len; i++)
    g_assert_true (sudoku_step_same_result (g_ptr_array_index (first.steps, i),
                                            g_ptr_array_index (second.steps, i)));
  search_clear (&first);
  search_clear (&second);
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
  g_test_add_func ("/nanpure/techniques/fish/franken-swordfish", test_franken_swordfish);
  g_test_add_func ("/nanpure/techniques/fish/finned-franken", test_finned_franken);
  g_test_add_func ("/nanpure/techniques/fish/finned-mutant", test_finned_mutant);
  g_test_add_func ("/nanpure/techniques/fish/complex-again", test_complex_again);

  return g_test_run ();
}
