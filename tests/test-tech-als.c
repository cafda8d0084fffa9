/* test-tech-als.c
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
 * one or two per technique; the lead's reglib test runs the whole file. */
#define ALS_XZ_CASE \
  ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3." \
  "+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::"
#define ALS_XZ_DOUBLY_CASE \
  ":0901-2:13679:....8.......4..+8.....12564.72......6..431....9......8.25.....3869...712......" \
  "..+6.:767 769 495 496 497 499:113 123 313 323 662 713 723 913 923 939::"
#define ALS_XY_WING_CASE \
  ":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1" \
  "+8+76592+4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::"
/* The wings overlap in r6c1 (HoDoKu's "allow ALS overlap"). */
#define ALS_XY_WING_OVERLAP_CASE \
  ":0902-2:2:..1...34.4....697....23+4...9...5.8.....6.8.....8.9...1....45...+5728....4.84" \
  "...5..:711 912 519 538 249 257 259 559 759 667 974 177 677 678 978 279 979 186 188 688 " \
  "298 299:262::"
#define ALS_CHAIN_CASE \
  ":0903-1:7:..7..5..4+5......16+4.....5..3..9....+58.4+5......56378+1+4.+7+4+5+8+32+961+1+834692" \
  "5+7..91+5+7+4..:212 612 215 318 225 232 235 636 338 339 145 357 258 259:758::"
#define DEATH_BLOSSOM_CASE \
  ":0904-1:9:8+7+14..6..5+42...7..+93+6+8+57+42+1.28.7.+3.....3.6+2....+3+21.54..1.7..+93.+3.9..." \
  "8+72.+87..3+1.4:915 919 924 929 641 946 948 958 959 669 475 675 476 584 694:966::"
/* Two petals overlap in r4c4. */
#define DEATH_BLOSSOM_OVERLAP_CASE \
  ":0904-2:3:5.+6.+281.3.2.6.....1..5..6.+2+9.7.6.+82.6.+38.2..9+48+2.9.3+6.+8.1.+57..6....+86.5." \
  "2+654....8:927 728 374 978 787 789 998:384::"
#define SUE_DE_COQ_CASE \
  ":1101:234589:+3+24+8+6+1+59765+7+9+4+3+82191+8+5+273+642.1+43....5.32.6...+4..+7....." \
  "+1..6.....+8..1746..7..+39..1.::277 378 477 478 578 849 869 949 969::"

/* The cells of ALS group @group. */
static SudokuCells
group_cells (const SudokuStep *step,
             guint             group)
{
  SudokuCells cells = SUDOKU_CELLS_EMPTY;

  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == SUDOKU_ROLE_ALS && mark->digit == 0 && mark->group == group)
        sudoku_cells_add (&cells, mark->cell);
    }
  return cells;
}

static guint
count_groups (const SudokuStep *step)
{
  guint n = 0;

  while (!sudoku_cells_is_empty (group_cells (step, n)))
    n++;
  return n;
}

static SudokuCells
cells_of (const char *names)
{
  g_auto(GStrv) words = g_strsplit (names, " ", -1);
  SudokuCells cells = SUDOKU_CELLS_EMPTY;

  for (guint i = 0; words[i]; i++)
    sudoku_cells_add (&cells, (words[i][1] - '1') * 9 + (words[i][3] - '1'));
  return cells;
}

/* Finds the case's step and checks what every step of the family carries:
 * the result, the eliminated digits, ALS groups and a house. */
static SudokuStep *
check_case (Search          *search,
            const char      *line,
            SudokuTechnique  technique,
            const char      *result,
            guint            n_groups)
{
  g_autofree char *text = NULL;
  SudokuStep *step;

  search_init (search, line, technique);
  step = search_find_expected (search);
  g_assert_nonnull (step);

  text = sudoku_step_dup_result (step);
  g_assert_cmpstr (text, ==, result);
  g_assert_cmpint (step->technique, ==, technique);
  g_assert_cmpuint (step->digits, ==, search->test_case.digits);
  g_assert_cmpuint (step->placements->len, ==, 0);
  g_assert_cmpuint (count_groups (step), ==, n_groups);
  g_assert_cmpint (step->houses[0], >=, 0);
  g_assert_cmpfloat (step->se_rating, >=, 5.0);
  return step;
}

static void
test_xz (void)
{
  Search search;
  SudokuStep *step;

  step = check_case (&search, ALS_XZ_CASE, SUDOKU_TECHNIQUE_ALS_XZ, "r2c7<>3", 2);

  /* A = r1c4 r1c6 r2c5 {1358}, B = r1c8 r1c9 r3c8 {3589}, x = 5. */
  g_assert_true (sudoku_cells_equal (group_cells (step, 0), cells_of ("r1c4 r1c6 r2c5")));
  g_assert_true (sudoku_cells_equal (group_cells (step, 1), cells_of ("r1c8 r1c9 r3c8")));
  g_assert_cmpuint (step->links->len, ==, 1);
  g_assert_cmpuint (g_array_index (step->links, SudokuLink, 0).from_digit, ==, 5);
  g_assert_false (g_array_index (step->links, SudokuLink, 0).strong);
  SUDOKU_CELLS_FOREACH (g_array_index (step->links, SudokuLink, 0).from, cell)
    g_assert_true (has_mark (step, cell, 5, SUDOKU_ROLE_DEFINING));
  SUDOKU_CELLS_FOREACH (g_array_index (step->links, SudokuLink, 0).to, cell)
    g_assert_true (has_mark (step, cell, 5, SUDOKU_ROLE_DEFINING));
  g_assert_cmpfloat (step->se_rating, ==, 6.8);
  search_clear (&search);
}

static void
test_xz_doubly (void)
{
  Search search;
  SudokuStep *step;

  /* Two RCCs, 1 and 3: besides the shared digits, each set minus the
   * RCCs is locked (r6c2<>6, r3c9<>9). */
  step = check_case (&search, ALS_XZ_DOUBLY_CASE, SUDOKU_TECHNIQUE_ALS_XZ,
                     "r1c3<>1, r2c3<>1, r1c3<>3, r2c3<>3, r6c2<>6, r1c3<>7, r2c3<>7, "
                     "r1c3<>9, r2c3<>9, r3c9<>9", 2);
  g_assert_cmpuint (step->links->len, ==, 2);
  search_clear (&search);
}

static void
test_xy_wing (void)
{
  Search search;
  SudokuStep *step;

  step = check_case (&search, ALS_XY_WING_CASE, SUDOKU_TECHNIQUE_ALS_XY_WING, "r6c8<>7", 3);

  /* The groups go A, pivot C, B: r3c6 {68} is the pivot. */
  g_assert_true (sudoku_cells_equal (group_cells (step, 1), cells_of ("r3c6")));
  g_assert_cmpuint (step->links->len, ==, 2);
  g_assert_cmpfloat (step->se_rating, ==, 7.0);
  search_clear (&search);

  step = check_case (&search, ALS_XY_WING_OVERLAP_CASE, SUDOKU_TECHNIQUE_ALS_XY_WING,
                     "r6c2<>2", 3);
  g_assert_true (sudoku_cells_intersect (group_cells (step, 0), group_cells (step, 2)));
  search_clear (&search);
}

static void
test_chain (void)
{
  Search search;
  SudokuStep *step;
  guint n;

  step = check_case (&search, ALS_CHAIN_CASE, SUDOKU_TECHNIQUE_ALS_CHAIN, "r5c8<>7", 5);

  /* Five ALS, four weak links in chain order, each to the next group. */
  n = count_groups (step);
  g_assert_cmpuint (step->links->len, ==, n - 1);
  for (guint i = 0; i + 1 < n; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

      g_assert_true (sudoku_cells_subset (link->from, group_cells (step, i)));
      g_assert_true (sudoku_cells_subset (link->to, group_cells (step, i + 1)));
      g_assert_false (link->strong);
      if (i > 0)
        g_assert_cmpuint (link->from_digit, !=,
                          g_array_index (step->links, SudokuLink, i - 1).from_digit);
    }
  g_assert_cmpfloat (step->se_rating, >, 7.2);
  search_clear (&search);
}

static void
test_death_blossom (void)
{
  Search search;
  SudokuStep *step;

  /* Stem r8c6 {145}; petals r2c6 {19}, r4c4 r4c6 {459}, r6c2 r8c2 {569}. */
  step = check_case (&search, DEATH_BLOSSOM_CASE, SUDOKU_TECHNIQUE_DEATH_BLOSSOM, "r6c6<>9", 3);
  g_assert_true (has_mark (step, 7 * 9 + 5, 0, SUDOKU_ROLE_PIVOT));
  g_assert_true (has_mark (step, 7 * 9 + 5, 1, SUDOKU_ROLE_DEFINING));
  g_assert_true (sudoku_cells_equal (group_cells (step, 0), cells_of ("r2c6")));
  g_assert_cmpuint (step->links->len, ==, 3);
  g_assert_cmpfloat (step->se_rating, ==, 7.5);
  search_clear (&search);

  check_case (&search, DEATH_BLOSSOM_OVERLAP_CASE, SUDOKU_TECHNIQUE_DEATH_BLOSSOM, "r8c4<>3", 3);
  search_clear (&search);
}

static void
test_sue_de_coq (void)
{
  Search search;
  SudokuStep *step;

  /* r7c9 r8c9 r9c9 {23589} in column 9 and box 9, with r5c9 {89} in the
   * column and r8c8 r9c7 {2345} in the box. */
  step = check_case (&search, SUE_DE_COQ_CASE, SUDOKU_TECHNIQUE_SUE_DE_COQ,
                     "r7c7<>2, r7c8<>3, r7c7<>4, r7c8<>4, r7c8<>5, r4c9<>8, r6c9<>8, "
                     "r4c9<>9, r6c9<>9", 3);
  g_assert_true (sudoku_cells_equal (group_cells (step, 0), cells_of ("r7c9 r8c9 r9c9")));
  g_assert_true (sudoku_cells_equal (group_cells (step, 1), cells_of ("r5c9")));
  g_assert_true (sudoku_cells_equal (group_cells (step, 2), cells_of ("r8c8 r9c7")));
  g_assert_cmpint (step->houses[0], ==, SUDOKU_COLUMN_HOUSE (8));
  g_assert_cmpint (step->houses[1], ==, SUDOKU_BOX_HOUSE (8));
  g_assert_cmpfloat (step->se_rating, ==, 5.0);
  search_clear (&search);
}

static void
test_explanation (void)
{
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;
  SudokuStep *step;
  Search search;

  search_init (&search, ALS_XZ_CASE, SUDOKU_TECHNIQUE_ALS_XZ);
  step = search_find_expected (&search);
  g_assert_nonnull (step);
  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "ALS-XZ: r1c4 r1c6 r2c5 {1358} -5- r1c8 r1c9 r3c8 {3589} ⇒ r2c7<>3");
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation,
                            "A = r1c4 r1c6 r2c5 {1358} and B = r1c8 r1c9 r3c8 {3589}"));
  g_assert_nonnull (strstr (explanation, "Every 5 in A sees every 5 in B"));
  g_assert_nonnull (strstr (explanation, "(3)"));
  g_assert_nonnull (strstr (explanation, "r2c7<>3."));
  search_clear (&search);

  search_init (&search, DEATH_BLOSSOM_CASE, SUDOKU_TECHNIQUE_DEATH_BLOSSOM);
  step = search_find_expected (&search);
  g_assert_nonnull (step);
  g_clear_pointer (&summary, g_free);
  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "Death Blossom: stem r8c6 {145}; 1: r2c6 {19}, 4: r4c4 r4c6 {459}, "
                   "5: r6c2 r8c2 {569} ⇒ r6c6<>9");
  search_clear (&search);

  search_init (&search, SUE_DE_COQ_CASE, SUDOKU_TECHNIQUE_SUE_DE_COQ);
  step = search_find_expected (&search);
  g_assert_nonnull (step);
  g_clear_pointer (&summary, g_free);
  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "Sue de Coq: r7c9 r8c9 r9c9 {23589} with r5c9 {89} (column 9) and "
                   "r8c8 r9c7 {2345} (box 9) ⇒ r7c7<>2, r7c8<>3, r7c7<>4, r7c8<>4, "
                   "r7c8<>5, r4c9<>8, r6c9<>8, r4c9<>9, r6c9<>9");
  g_clear_pointer (&explanation, g_free);
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "where column 9 meets box 9"));
  search_clear (&search);
}

/* An empty grid has no ALS at all (nine cells, nine digits each). */
static void
test_none (void)
{
  SudokuBoard board;
  SudokuGrid grid;

  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  sudoku_grid_init (&grid, &board, FALSE);
  for (SudokuTechnique technique = SUDOKU_TECHNIQUE_ALS_XZ;
       technique <= SUDOKU_TECHNIQUE_SUE_DE_COQ; technique++)
    g_assert_null (sudoku_find_first_step (&grid, technique));
}

/* The Death Blossom case has no other step of the family: a real grid
 * where they find nothing. */
static void
test_nothing_else (void)
{
  SudokuTechnique others[] = {
    SUDOKU_TECHNIQUE_ALS_XZ, SUDOKU_TECHNIQUE_ALS_XY_WING,
    SUDOKU_TECHNIQUE_ALS_CHAIN, SUDOKU_TECHNIQUE_SUE_DE_COQ,
  };

  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      Search search;

      search_init (&search, DEATH_BLOSSOM_CASE, others[i]);
      g_assert_cmpuint (search.steps->len, ==, 0);
      search_clear (&search);
    }
}

/* No two steps of one search have the same eliminations. */
static void
test_distinct (void)
{
  Search search;

  search_init (&search, SUE_DE_COQ_CASE, SUDOKU_TECHNIQUE_ALS_CHAIN);
  g_assert_cmpuint (search.steps->len, >, 10);
  for (guint i = 0; i < search.steps->len; i++)
    for (guint j = i + 1; j < search.steps->len; j++)
      g_assert_false (sudoku_step_same_result (g_ptr_array_index (search.steps, i),
                                               g_ptr_array_index (search.steps, j)));
  search_clear (&search);
}

/* The search ends as soon as the sink asks. */
static void
test_stop (void)
{
  for (SudokuTechnique technique = SUDOKU_TECHNIQUE_ALS_XZ;
       technique <= SUDOKU_TECHNIQUE_SUE_DE_COQ; technique++)
    {
      Search search;
      guint count = 0;

      search_init (&search, SUE_DE_COQ_CASE, technique);
      g_assert_cmpuint (search.steps->len, >=, 2);
      g_assert_true (sudoku_find_steps (&search.grid, technique, stop_cb, &count));
      g_assert_cmpuint (count, ==, 1);
      search_clear (&search);
    }
}

typedef struct
{
  const SudokuGrid *other;
  guint             inner;
  guint             outer;
} Nested;

static gboolean
count_cb (SudokuStep *step,
          gpointer    user_data)
{
  (*(guint *) user_data)++;
  sudoku_step_free (step);
  return FALSE;
}

static gboolean
nested_cb (SudokuStep *step,
           gpointer    user_data)
{
  Nested *nested = user_data;

  nested->outer++;
  sudoku_step_free (step);
  nested->inner = 0;
  sudoku_find_steps (nested->other, SUDOKU_TECHNIQUE_ALS_XZ, count_cb, &nested->inner);
  return FALSE;
}

/* The ALS of a grid are kept between searches on the same grid; a search
 * on another grid, even from inside a sink, must not see them. */
static void
test_other_grids (void)
{
  Search first, second;
  Nested nested = { 0 };

  search_init (&first, ALS_XZ_DOUBLY_CASE, SUDOKU_TECHNIQUE_ALS_XZ);
  search_init (&second, SUE_DE_COQ_CASE, SUDOKU_TECHNIQUE_ALS_XZ);
  g_assert_cmpuint (first.steps->len, ==, 8);
  g_assert_cmpuint (second.steps->len, ==, 14);

  nested.other = &second.grid;
  sudoku_find_steps (&first.grid, SUDOKU_TECHNIQUE_ALS_XZ, nested_cb, &nested);
  g_assert_cmpuint (nested.outer, ==, 8);
  g_assert_cmpuint (nested.inner, ==, 14);

  nested.outer = 0;
  sudoku_find_steps (&first.grid, SUDOKU_TECHNIQUE_ALS_XZ, count_cb, &nested.outer);
  g_assert_cmpuint (nested.outer, ==, 8);

  search_clear (&first);
  search_clear (&second);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/techniques/als/xz", test_xz);
  g_test_add_func ("/nanpure/techniques/als/xz-doubly", test_xz_doubly);
  g_test_add_func ("/nanpure/techniques/als/xy-wing", test_xy_wing);
  g_test_add_func ("/nanpure/techniques/als/chain", test_chain);
  g_test_add_func ("/nanpure/techniques/als/death-blossom", test_death_blossom);
  g_test_add_func ("/nanpure/techniques/als/sue-de-coq", test_sue_de_coq);
  g_test_add_func ("/nanpure/techniques/als/explanation", test_explanation);
  g_test_add_func ("/nanpure/techniques/als/none", test_none);
  g_test_add_func ("/nanpure/techniques/als/nothing-else", test_nothing_else);
  g_test_add_func ("/nanpure/techniques/als/distinct", test_distinct);
  g_test_add_func ("/nanpure/techniques/als/stop", test_stop);
  g_test_add_func ("/nanpure/techniques/als/other-grids", test_other_grids);

  return g_test_run ();
}
