/* test-tech-single-digit.c
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
#define SKYSCRAPER_CASE \
  ":0400:6:+1+6+328+9754+79.4.38.+1+4+8.+1.....+6397+1+428+584+7+5....3+25+1..+8+47.+5+" \
  "28.+41.9+7+9+7+4+8.5..23+16+9..+5+4+8::657 658 664 665::"
#define KITE_CASE \
  ":0401:3:+156+87+49+3+2.4+762.+18+528....+4+7+6....8.+5+9.73....618+8.5...+32........" \
  ".+3.7.5...49....487.1::381::"
#define EMPTY_RECTANGLE_CASE \
  ":0402:9:7+2+4+956+1381+6842+3+5+9+7+9+3+5+7+1+8+6+2+45..3..+8+1..4..8+17+5..+81.+7.2" \
  "4..+13....+7+2...1...+85.5...7.6+1::986::"
#define EMPTY_RECTANGLE_NO_KITE_CASE \
  ":0402:7:..+3+9+6+5+48...4312.9....+8471..+3..+1+842...625+3981...87+2+6+3+5...129+3." \
  "...9+64715...3+7+6+5+8+9.+1:211 231 479:721::"
#define EMPTY_RECTANGLE_TWO_CASE \
  ":0402-1:3:96...+758..4.8.+5.6.8.+5.+62+4+7..+9..8.72...8.7.9+4..74.5..+1..+8.3..+2+5" \
  "7.2.+5.6.3.+351+7+2+8+694:221 151 154 359 185:349::"
#define TURBOT_FISH_CASE \
  ":0403:2:2+64+9+13587.3+1.+8+5..2.+58..6+3.+1+4+7+9+6+3..+5+8+12+6+8+54+739+3+8+5.9.." \
  ".659+3+1.+8..+4+84.5+6.+91+361.3+49+8.5::277::"
#define DUAL_KITE_CASE \
  ":0404:1:32.+5479.6..6+2+1+3.+5..+45+69+8+23.+5..+47+2.....+79.1.+25..28.+57..+2+1+4+" \
  "3+5+9+67+86+73+1+84+5+9+2.5.+726143::149 168::"
#define DUAL_KITE_TWO_DIGITS_CASE \
  ":0404:3:2+5479..3168...42....9.......9+6......7+48.6.1.2.+2.....6..+1+5...4....25+4." \
  ".1646..819.5:536 344 345 545 346 364 365 565 366 371 381:334 738::"
#define DUAL_EMPTY_RECTANGLE_CASE \
  ":0405:1:32.+5479.6..6+2+1+3.+5..+45+69+8+23.+5..+47+2.....+79.1.+25..28.+57..+2+1+4+" \
  "3+5+9+67+86+73+1+84+5+9+2.5.+726143::149 168::"
#define X_WING_CASE \
  ":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75" \
  ".71.+2..+4..1....+52::313 314 343 344 353 354 363 364 394::"

static SudokuRole
mark_role (const SudokuStep *step,
           guint             cell)
{
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->cell == cell)
        return mark->role;
    }
  g_assert_not_reached ();
  return SUDOKU_ROLE_DEFINING;
}

static const SudokuLink *
link_at (const SudokuStep *step,
         guint             index)
{
  g_assert_cmpuint (index, <, step->links->len);
  return &g_array_index (step->links, SudokuLink, index);
}

/* A chain end0 = inner0 - inner1 = end1: marks, links and houses. */
static void
assert_chain (const SudokuStep *step,
              guint             first_link,
              guint             digit,
              guint             end0,
              guint             inner0,
              guint             inner1,
              guint             end1)
{
  const SudokuLink *links;

  g_assert_cmpuint (step->links->len, >=, first_link + 3);
  links = &g_array_index (step->links, SudokuLink, first_link);

  g_assert_cmpint (mark_role (step, end0), ==, SUDOKU_ROLE_CHAIN_ON);
  g_assert_cmpint (mark_role (step, end1), ==, SUDOKU_ROLE_CHAIN_ON);
  g_assert_cmpint (mark_role (step, inner0), ==, SUDOKU_ROLE_CHAIN_OFF);
  g_assert_cmpint (mark_role (step, inner1), ==, SUDOKU_ROLE_CHAIN_OFF);

  g_assert_true (sudoku_cells_equal (links[0].from, sudoku_cells_single (end0)));
  g_assert_true (sudoku_cells_equal (links[0].to, sudoku_cells_single (inner0)));
  g_assert_true (links[0].strong);
  g_assert_true (sudoku_cells_equal (links[1].from, sudoku_cells_single (inner0)));
  g_assert_true (sudoku_cells_equal (links[1].to, sudoku_cells_single (inner1)));
  g_assert_false (links[1].strong);
  g_assert_true (sudoku_cells_equal (links[2].from, sudoku_cells_single (inner1)));
  g_assert_true (sudoku_cells_equal (links[2].to, sudoku_cells_single (end1)));
  g_assert_true (links[2].strong);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpuint (links[i].from_digit, ==, digit);
      g_assert_cmpuint (links[i].to_digit, ==, digit);
    }
}

static void
test_skyscraper (void)
{
  Search search;
  SudokuStep *step;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  search_init (&search, SKYSCRAPER_CASE, SUDOKU_TECHNIQUE_SKYSCRAPER);
  step = search_expected (&search, SUDOKU_TECHNIQUE_SKYSCRAPER);

  g_assert_cmpuint (step->digits, ==, SUDOKU_DIGIT_BIT (6));
  g_assert_cmpfloat (step->se_rating, ==, 4.0);
  g_assert_cmpuint (step->links->len, ==, 3);
  assert_chain (step, 0, 6, CELL (5, 6), CELL (3, 6), CELL (3, 9), CELL (6, 9));
  g_assert_cmpint (step->houses[0], ==, SUDOKU_COLUMN_HOUSE (5));
  g_assert_cmpint (step->houses[1], ==, SUDOKU_ROW_HOUSE (2));
  g_assert_cmpint (step->houses[2], ==, SUDOKU_COLUMN_HOUSE (8));

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "Skyscraper: 6 in r5c6, r6c9 (connected by r3c6, r3c9) ⇒ "
                   "r5c7<>6, r5c8<>6, r6c4<>6, r6c5<>6");
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_cmpstr (explanation, ==,
                   "In column 6, 6 can only go in r5c6 or r3c6; in column 9, only in r3c9 or r6c9. "
                   "r3c6 and r3c9 are both in row 3, so at most one of them is 6. "
                   "If r5c6 is not 6, then r3c6 is, so r3c9 is not and r6c9 is: "
                   "one of r5c6 and r6c9 is 6, and a cell that sees both cannot be. "
                   "Result: r5c7<>6, r5c8<>6, r6c4<>6, r6c5<>6.");
  search_clear (&search);
}

static void
test_kite (void)
{
  Search search;
  SudokuStep *step;
  g_autofree char *summary = NULL;

  search_init (&search, KITE_CASE, SUDOKU_TECHNIQUE_TWO_STRING_KITE);
  step = search_expected (&search, SUDOKU_TECHNIQUE_TWO_STRING_KITE);

  g_assert_cmpfloat (step->se_rating, ==, 4.1);
  assert_chain (step, 0, 3, CELL (2, 1), CELL (2, 6), CELL (3, 5), CELL (8, 5));
  g_assert_cmpint (step->houses[0], ==, SUDOKU_ROW_HOUSE (1));
  g_assert_cmpint (step->houses[1], ==, SUDOKU_BOX_HOUSE (1));
  g_assert_cmpint (step->houses[2], ==, SUDOKU_COLUMN_HOUSE (4));
  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "2-String Kite: 3 in r2c1, r8c5 (connected by r2c6, r3c5) ⇒ r8c1<>3");
  search_clear (&search);
}

static void
test_turbot_fish (void)
{
  Search search;
  SudokuStep *step;

  search_init (&search, TURBOT_FISH_CASE, SUDOKU_TECHNIQUE_TURBOT_FISH);
  step = search_expected (&search, SUDOKU_TECHNIQUE_TURBOT_FISH);

  g_assert_cmpfloat (step->se_rating, ==, 4.2);
  /* Row 4, then column 6 (the weak link), then box 8. */
  assert_chain (step, 0, 2, CELL (4, 7), CELL (4, 6), CELL (8, 6), CELL (7, 5));
  g_assert_cmpint (step->houses[0], ==, SUDOKU_ROW_HOUSE (3));
  g_assert_cmpint (step->houses[1], ==, SUDOKU_COLUMN_HOUSE (5));
  g_assert_cmpint (step->houses[2], ==, SUDOKU_BOX_HOUSE (7));
  search_clear (&search);
}

static void
test_empty_rectangle (void)
{
  Search search;
  SudokuStep *step;
  const SudokuLink *links;
  SudokuCells box = SUDOKU_CELLS_EMPTY;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  search_init (&search, EMPTY_RECTANGLE_CASE, SUDOKU_TECHNIQUE_EMPTY_RECTANGLE);
  step = search_expected (&search, SUDOKU_TECHNIQUE_EMPTY_RECTANGLE);

  g_assert_cmpfloat (step->se_rating, ==, 4.2);
  g_assert_cmpint (step->houses[0], ==, SUDOKU_BOX_HOUSE (4));
  g_assert_cmpint (step->houses[1], ==, SUDOKU_COLUMN_HOUSE (1));
  /* The strong link r8c2 = r4c2, then r4c2 - the box's row 4 part, then
   * row part = column part inside box 5. */
  g_assert_cmpint (mark_role (step, CELL (8, 2)), ==, SUDOKU_ROLE_CHAIN_ON);
  g_assert_cmpint (mark_role (step, CELL (4, 2)), ==, SUDOKU_ROLE_CHAIN_OFF);
  g_assert_cmpuint (step->links->len, ==, 3);
  links = link_at (step, 0);
  g_assert_true (sudoku_cells_equal (links[0].from, sudoku_cells_single (CELL (8, 2))));
  g_assert_true (sudoku_cells_equal (links[0].to, sudoku_cells_single (CELL (4, 2))));
  g_assert_true (links[0].strong && !links[1].strong && links[2].strong);
  box = sudoku_cells_or (links[2].from, links[2].to);
  g_assert_false (sudoku_cells_intersect (links[2].from, links[2].to));
  SUDOKU_CELLS_FOREACH (box, cell)
    {
      g_assert_cmpuint (sudoku_cell_box (cell), ==, 4);
      g_assert_cmpint (mark_role (step, cell), ==, SUDOKU_ROLE_DEFINING);
    }
  g_assert_true (sudoku_cells_equal (box, sudoku_grid_house_digit (&search.grid,
                                                                   SUDOKU_BOX_HOUSE (4), 9)));

  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==, "Empty Rectangle: 9 in box 5 (r4c2, r8c2) ⇒ r8c6<>9");
  explanation = sudoku_step_dup_explanation (step, &search.test_case.board);
  g_assert_nonnull (strstr (explanation, "In box 5, 9 can only go in row 4 or in column 6. "));
  g_assert_nonnull (strstr (explanation, "Result: r8c6<>9."));
  search_clear (&search);

  /* Only two places in the box, on a diagonal (HoDoKu's variant 0402-1). */
  search_init (&search, EMPTY_RECTANGLE_TWO_CASE, SUDOKU_TECHNIQUE_EMPTY_RECTANGLE);
  step = search_expected (&search, SUDOKU_TECHNIQUE_EMPTY_RECTANGLE);
  g_assert_cmpuint (step->eliminations->len, ==, 1);
  search_clear (&search);
}

static void
test_dual_kite (void)
{
  Search search;
  SudokuStep *step;
  g_autofree char *summary = NULL;

  search_init (&search, DUAL_KITE_CASE, SUDOKU_TECHNIQUE_DUAL_TWO_STRING_KITE);
  step = search_expected (&search, SUDOKU_TECHNIQUE_DUAL_TWO_STRING_KITE);
  g_assert_cmpfloat (step->se_rating, ==, 4.1);
  g_assert_cmpuint (step->links->len, ==, 6);
  assert_chain (step, 0, 1, CELL (1, 8), CELL (1, 3), CELL (3, 1), CELL (6, 1));
  assert_chain (step, 3, 1, CELL (3, 9), CELL (3, 1), CELL (1, 3), CELL (4, 3));
  summary = sudoku_step_dup_summary (step, &search.test_case.board);
  g_assert_cmpstr (summary, ==,
                   "Dual 2-String Kite: 1 in r1c8, r6c1 / r3c9, r4c3 (connected by r1c3, r3c1) ⇒ "
                   "r4c9<>1, r6c8<>1");
  search_clear (&search);

  /* HoDoKu pairs kites by their box cells alone, so two kites on
   * different digits through the same cells make a dual kite too. */
  search_init (&search, DUAL_KITE_TWO_DIGITS_CASE, SUDOKU_TECHNIQUE_DUAL_TWO_STRING_KITE);
  step = search_expected (&search, SUDOKU_TECHNIQUE_DUAL_TWO_STRING_KITE);
  g_assert_cmpuint (step->digits, ==, SUDOKU_DIGIT_BIT (3) | SUDOKU_DIGIT_BIT (7));
  g_assert_cmpuint (link_at (step, 0)->from_digit, ==, 3);
  g_assert_cmpuint (link_at (step, 3)->from_digit, ==, 7);
  search_clear (&search);
}

static void
test_dual_empty_rectangle (void)
{
  Search search;
  SudokuStep *step;

  search_init (&search, DUAL_EMPTY_RECTANGLE_CASE, SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE);
  step = search_expected (&search, SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE);
  g_assert_cmpfloat (step->se_rating, ==, 4.2);
  g_assert_cmpuint (step->links->len, ==, 6);
  g_assert_cmpuint (step->eliminations->len, ==, 2);
  for (guint i = 0; i < search.steps->len; i++)
    {
      SudokuStep *other = g_ptr_array_index (search.steps, i);

      g_assert_cmpuint (other->eliminations->len, ==, 2);
    }
  search_clear (&search);
}

static void
test_negative (void)
{
  Search search;

  /* Both ends of two conjugate rows line up: an X-Wing, not a Skyscraper. */
  search_init (&search, X_WING_CASE, SUDOKU_TECHNIQUE_SKYSCRAPER);
  g_assert_cmpuint (search.steps->len, ==, 0);
  search_clear (&search);

  /* The Skyscraper there is not reported again as a Turbot Fish. */
  search_init (&search, SKYSCRAPER_CASE, SUDOKU_TECHNIQUE_TURBOT_FISH);
  g_assert_cmpuint (search.steps->len, ==, 0);
  search_clear (&search);

  search_init (&search, EMPTY_RECTANGLE_NO_KITE_CASE, SUDOKU_TECHNIQUE_TWO_STRING_KITE);
  g_assert_cmpuint (search.steps->len, ==, 0);
  search_clear (&search);
  search_init (&search, EMPTY_RECTANGLE_NO_KITE_CASE, SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE);
  g_assert_cmpuint (search.steps->len, ==, 0);
  search_clear (&search);
}

/* Windoku: the implied regions are houses for strong links but not
 * peers, so a digit placed in one stays a candidate of its other cells.
 * Fill each puzzle with its solution in a fixed random order and check
 * at every state that no step of the single-digit patterns or of
 * colouring (the next family, same engineer) eliminates a solution
 * digit. */
typedef struct
{
  const SudokuBoard *solution;
  guint              n_steps;
} SoundCheck;

static gboolean
check_sound_cb (SudokuStep *step,
                gpointer    user_data)
{
  SoundCheck *check = user_data;

  g_assert_cmpuint (step->eliminations->len, >, 0);
  for (guint i = 0; i < step->eliminations->len; i++)
    {
      const SudokuCandidate *candidate = &g_array_index (step->eliminations, SudokuCandidate, i);

      g_assert_cmpuint (check->solution->values[candidate->cell], !=, candidate->digit);
    }
  check->n_steps++;
  sudoku_step_free (step);
  return FALSE;
}

static void
test_windoku_sound (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("NANPURE_TEST_DATA"),
                                            "windoku-puzzles.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  SoundCheck check = { NULL, 0 };
  guint n_puzzles = 0;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", -1);
      SudokuBoard board, solution;

      if (lines[i][0] == '#' || g_strv_length (fields) < 3 ||
          strlen (fields[1]) != 81 || strlen (fields[2]) < 81)
        continue;
      sudoku_board_init (&board, SUDOKU_VARIANT_WINDOKU);
      sudoku_board_init (&solution, SUDOKU_VARIANT_WINDOKU);
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        {
          if (g_ascii_isdigit (fields[1][cell]) && fields[1][cell] != '0')
            sudoku_board_set_value (&board, cell, fields[1][cell] - '0', TRUE);
          sudoku_board_set_value (&solution, cell, fields[2][cell] - '0', FALSE);
        }
      check.solution = &solution;
      n_puzzles++;

      while (!sudoku_board_is_complete (&board))
        {
          SudokuGrid grid;
          guint cell;

          sudoku_board_compute_candidates (&board);
          sudoku_grid_init (&grid, &board, TRUE);
          for (SudokuTechnique t = SUDOKU_TECHNIQUE_SKYSCRAPER;
               t <= SUDOKU_TECHNIQUE_MULTI_COLORS_2; t++)
            sudoku_find_steps (&grid, t, check_sound_cb, &check);
          do
            cell = g_rand_int_range (rand, 0, SUDOKU_N_CELLS);
          while (board.values[cell] != 0);
          sudoku_board_set_value (&board, cell, solution.values[cell], FALSE);
        }
    }
  g_assert_cmpuint (n_puzzles, >, 0);
  g_assert_cmpuint (check.n_steps, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/techniques/single-digit/skyscraper", test_skyscraper);
  g_test_add_func ("/nanpure/techniques/single-digit/two-string-kite", test_kite);
  g_test_add_func ("/nanpure/techniques/single-digit/turbot-fish", test_turbot_fish);
  g_test_add_func ("/nanpure/techniques/single-digit/empty-rectangle", test_empty_rectangle);
  g_test_add_func ("/nanpure/techniques/single-digit/dual-two-string-kite", test_dual_kite);
  g_test_add_func ("/nanpure/techniques/single-digit/dual-empty-rectangle",
                   test_dual_empty_rectangle);
  g_test_add_func ("/nanpure/techniques/single-digit/negative", test_negative);
  g_test_add_func ("/nanpure/techniques/single-digit/windoku-sound", test_windoku_sound);

  return g_test_run ();
}
