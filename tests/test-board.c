/* test-board.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "sudoku-board.h"
#include "sudoku-error.h"
#include "test-utils.h"

static void
test_classic_houses (void)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (SUDOKU_VARIANT_CLASSIC);
  guint seen[SUDOKU_N_CELLS] = { 0, };

  g_assert_cmpuint (houses->n_houses, ==, 27);
  g_assert_cmpuint (houses->n_rules, ==, 27);

  for (guint h = 0; h < houses->n_houses; h++)
    for (guint i = 0; i < 9; i++)
      {
        seen[houses->houses[h].cells[i]]++;
        if (i > 0)
          g_assert_cmpuint (houses->houses[h].cells[i], >, houses->houses[h].cells[i - 1]);
      }

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      g_assert_cmpuint (seen[cell], ==, 3);
      g_assert_cmpuint (houses->n_peers[cell], ==, 20);
    }

  /* Box 5 (index 4) is rows 4–6 × columns 4–6. */
  g_assert_cmpint (houses->houses[18 + 4].kind, ==, SUDOKU_HOUSE_BOX);
  g_assert_cmpuint (houses->houses[18 + 4].cells[0], ==, 30);
  g_assert_cmpuint (houses->houses[18 + 4].cells[8], ==, 50);
  g_assert_cmpuint (sudoku_cell_box (50), ==, 4);
  g_assert_cmpuint (sudoku_cell_box (80), ==, 8);
  g_assert_cmpuint (sudoku_cell_row (80), ==, 8);
  g_assert_cmpuint (sudoku_cell_column (12), ==, 3);

  /* The cell at a row and column is the one whose row and column they
   * are, and it lies in the houses of that row, column and box. */
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint row = sudoku_cell_row (cell);
      guint column = sudoku_cell_column (cell);
      const SudokuHouse *box = &houses->houses[18 + sudoku_cell_box (cell)];

      g_assert_cmpuint (sudoku_cell_at (row, column), ==, cell);
      g_assert_cmpuint (houses->houses[row].cells[column], ==, cell);
      g_assert_cmpuint (houses->houses[9 + column].cells[row], ==, cell);
      g_assert_cmpuint (box->cells[row % 3 * 3 + column % 3], ==, cell);
    }
}

static void
test_windoku_houses (void)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (SUDOKU_VARIANT_WINDOKU);
  guint in_window = 0;
  guint implied_seen[SUDOKU_N_CELLS] = { 0, };

  g_assert_cmpuint (houses->n_rules, ==, 31);
  g_assert_cmpuint (houses->n_houses, ==, 36);

  /* Window 1: rows 2–4 × columns 2–4, that is r2c2 … r4c4. */
  g_assert_cmpint (houses->houses[27].kind, ==, SUDOKU_HOUSE_WINDOW);
  g_assert_cmpuint (houses->houses[27].cells[0], ==, 10);
  g_assert_cmpuint (houses->houses[27].cells[8], ==, 30);
  /* Window 4: rows 6–8 × columns 6–8. */
  g_assert_cmpuint (houses->houses[30].cells[0], ==, 50);
  g_assert_cmpuint (houses->houses[30].cells[8], ==, 70);

  for (guint h = 27; h < 31; h++)
    for (guint i = 0; i < 9; i++)
      {
        guint cell = houses->houses[h].cells[i];

        g_assert_cmpuint (cell / 9 % 4, !=, 0);
        g_assert_cmpuint (cell % 9 % 4, !=, 0);
        in_window++;
      }
  g_assert_cmpuint (in_window, ==, 36);

  /* The five implied regions cover the 45 cells outside the windows
   * exactly once. */
  for (guint h = houses->n_rules; h < houses->n_houses; h++)
    {
      g_assert_cmpint (houses->houses[h].kind, ==, SUDOKU_HOUSE_IMPLIED);
      for (guint i = 0; i < 9; i++)
        implied_seen[houses->houses[h].cells[i]]++;
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint row = cell / 9, column = cell % 9;
      gboolean windowed = (row % 4 != 0) && (column % 4 != 0);

      g_assert_cmpuint (implied_seen[cell], ==, windowed ? 0 : 1);
    }

  /* r3c3 is in window 1: its peers are the 20 classic ones plus the
   * window's cells outside box 1, row 3 and column 3: r2c4, r4c2, r4c4. */
  g_assert_cmpuint (houses->n_peers[20], ==, 23);
  /* r1c1 is in no window. */
  g_assert_cmpuint (houses->n_peers[0], ==, 20);
}

static void
test_names (void)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (SUDOKU_VARIANT_WINDOKU);
  g_autofree char *cell = sudoku_cell_dup_name (29);
  g_autofree char *row = sudoku_house_dup_name (&houses->houses[3]);
  g_autofree char *column = sudoku_house_dup_name (&houses->houses[9 + 8]);
  g_autofree char *box = sudoku_house_dup_name (&houses->houses[18 + 4]);
  g_autofree char *window = sudoku_house_dup_name (&houses->houses[28]);
  SudokuVariant variant;

  g_assert_cmpstr (cell, ==, "r4c3");
  g_assert_cmpstr (row, ==, "row 4");
  g_assert_cmpstr (column, ==, "column 9");
  g_assert_cmpstr (box, ==, "box 5");
  g_assert_cmpstr (window, ==, "window 2");

  g_assert_true (sudoku_variant_from_string ("windoku", &variant));
  g_assert_cmpint (variant, ==, SUDOKU_VARIANT_WINDOKU);
  g_assert_true (sudoku_variant_from_string ("Classic", &variant));
  g_assert_cmpint (variant, ==, SUDOKU_VARIANT_CLASSIC);
  g_assert_false (sudoku_variant_from_string ("jigsaw", &variant));
  g_assert_cmpstr (sudoku_variant_to_string (SUDOKU_VARIANT_WINDOKU), ==, "windoku");
}

static void
test_candidates (void)
{
  SudokuBoard board;

  test_board_from_values (&board, SUDOKU_VARIANT_CLASSIC,
                     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
  g_assert_cmpuint (sudoku_board_count_givens (&board), ==, 21);
  g_assert_cmpuint (sudoku_board_count_filled (&board), ==, 21);
  g_assert_false (sudoku_board_is_complete (&board));

  sudoku_board_compute_candidates (&board);
  /* r1c1 holds 8. */
  g_assert_cmphex (board.candidates[0], ==, SUDOKU_DIGIT_BIT (8));
  /* r1c2: row 1 has 8; column 2 has 7, 5, 9; box 1 has 8, 3, 7. */
  g_assert_cmphex (board.candidates[1], ==,
                   SUDOKU_DIGIT_BIT (1) | SUDOKU_DIGIT_BIT (2) |
                   SUDOKU_DIGIT_BIT (4) | SUDOKU_DIGIT_BIT (6));

  sudoku_board_set_value (&board, 1, 4, FALSE);
  g_assert_false (board.givens[1]);
  g_assert_cmphex (board.candidates[1], ==, SUDOKU_DIGIT_BIT (4));
  sudoku_board_set_value (&board, 1, 0, FALSE);
  g_assert_cmphex (board.candidates[1], ==, SUDOKU_ALL_CANDIDATES);
}

static void
test_validate_duplicate (void)
{
  SudokuBoard board;
  g_autoptr(GError) error = NULL;

  /* Two 7s in row 4, at r4c2 and r4c9, and nothing else wrong. */
  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  sudoku_board_set_value (&board, 28, 7, TRUE);
  sudoku_board_set_value (&board, 35, 7, TRUE);
  g_assert_false (sudoku_board_validate (&board, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_DUPLICATE);
  g_assert_cmpstr (error->message, ==, "row 4 has two 7s (r4c2, r4c9)");
}

static void
test_validate_every_duplicate (void)
{
  SudokuBoard board;
  g_autoptr(GArray) conflicts = NULL;
  g_autoptr(GError) error = NULL;

  /* Three 5s: r1c1, r1c5, r2c2. Row 1 has two, box 1 has two. */
  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  sudoku_board_set_value (&board, 0, 5, TRUE);
  sudoku_board_set_value (&board, 4, 5, TRUE);
  sudoku_board_set_value (&board, 10, 5, TRUE);
  /* Three 2s in column 9. */
  sudoku_board_set_value (&board, 8, 2, TRUE);
  sudoku_board_set_value (&board, 44, 2, TRUE);
  sudoku_board_set_value (&board, 80, 2, TRUE);

  conflicts = sudoku_board_find_conflicts (&board);
  g_assert_cmpuint (conflicts->len, ==, 3);

  g_assert_false (sudoku_board_validate (&board, &error));
  g_assert_cmpstr (error->message, ==,
                   "row 1 has two 5s (r1c1, r1c5); "
                   "column 9 has three 2s (r1c9, r5c9, r9c9); "
                   "box 1 has two 5s (r1c1, r2c2)");
}

static void
test_validate_window (void)
{
  SudokuBoard board;
  g_autoptr(GError) error = NULL;

  /* r2c2 and r4c4 share window 1 but no row, column or box. */
  sudoku_board_init (&board, SUDOKU_VARIANT_WINDOKU);
  sudoku_board_set_value (&board, 10, 3, TRUE);
  sudoku_board_set_value (&board, 30, 3, TRUE);
  g_assert_false (sudoku_board_validate (&board, &error));
  g_assert_cmpstr (error->message, ==, "window 1 has two 3s (r2c2, r4c4)");

  board.variant = SUDOKU_VARIANT_CLASSIC;
  g_assert_true (sudoku_board_validate (&board, NULL));
}

static void
test_check_solution (void)
{
  SudokuBoard board;
  g_autoptr(GError) error = NULL;

  test_board_from_values (&board, SUDOKU_VARIANT_CLASSIC,
                     "812753649943682175675491283154237896369845721287169534521974368438526917796318452");
  g_assert_true (sudoku_board_check_solution (&board, NULL));

  board.values[80] = 0;
  g_assert_false (sudoku_board_check_solution (&board, &error));
  g_assert_cmpstr (error->message, ==, "r9c9 is empty");
}

static void
test_boxed_copy (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_WINDOKU);
  g_autoptr(SudokuBoard) copy = NULL;

  sudoku_board_set_value (board, 40, 9, TRUE);
  copy = g_boxed_copy (SUDOKU_TYPE_BOARD, board);
  g_assert_true (sudoku_board_equal_values (board, copy));
  g_assert_true (copy->givens[40]);
  copy->values[40] = 1;
  g_assert_false (sudoku_board_equal_values (board, copy));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/board/classic-houses", test_classic_houses);
  g_test_add_func ("/nanpure/board/windoku-houses", test_windoku_houses);
  g_test_add_func ("/nanpure/board/names", test_names);
  g_test_add_func ("/nanpure/board/candidates", test_candidates);
  g_test_add_func ("/nanpure/board/validate-duplicate", test_validate_duplicate);
  g_test_add_func ("/nanpure/board/validate-every-duplicate", test_validate_every_duplicate);
  g_test_add_func ("/nanpure/board/validate-window", test_validate_window);
  g_test_add_func ("/nanpure/board/check-solution", test_check_solution);
  g_test_add_func ("/nanpure/board/boxed-copy", test_boxed_copy);

  return g_test_run ();
}
