/* test-colouring.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The user's colouring: the check of two-colour single-digit colourings
 * on constructed patterns (trap, wrap, inconsistent, unlinked), and the
 * colouring kept with the game: undo and redo, the game and undo
 * records, the colouring move by move for replays, Apply as a step. */

#include "config.h"

#include <string.h>

#include "sudoku-colouring.h"
#include "sudoku-error.h"
#include "sudoku-game-colouring.h"
#include "sudoku-move.h"
#include "test-utils.h"

#define CELL(r, c) (((r) - 1) * 9 + ((c) - 1))

/* An empty board where digit 1 is a candidate only in @cells (every
 * other digit everywhere): a constructed pattern for digit 1. */
static void
board_with_ones (SudokuBoard *board,
                 const guint *cells,
                 guint        n_cells)
{
  sudoku_board_init (board, SUDOKU_VARIANT_CLASSIC);
  sudoku_board_compute_candidates (board);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    board->candidates[cell] &= ~SUDOKU_DIGIT_BIT (1);
  for (guint i = 0; i < n_cells; i++)
    board->candidates[cells[i]] |= SUDOKU_DIGIT_BIT (1);
}

/* Digit 1 in r1c1 (a), r1c5 (A), r6c5 (a), r5c6 (A) and r5c1 (not
 * coloured): strong links in row 1, column 5 and box 5 join the four
 * coloured candidates; r5c1 sees a in column 1 and A in row 5 (trap). */
static const guint trap_ones[] = { CELL (1, 1), CELL (1, 5), CELL (6, 5), CELL (5, 6), CELL (5, 1) };

static void
colour_trap (SudokuColouring *colouring)
{
  memset (colouring, 0, sizeof *colouring);
  colouring->candidates[CELL (1, 1)][0] = sudoku_colour_make (0, 0);
  colouring->candidates[CELL (1, 5)][0] = sudoku_colour_make (0, 1);
  colouring->candidates[CELL (6, 5)][0] = sudoku_colour_make (0, 0);
  colouring->candidates[CELL (5, 6)][0] = sudoku_colour_make (0, 1);
}

static void
test_palette (void)
{
  double r, g, b;

  g_assert_cmpint (sudoku_colour_get_letter (sudoku_colour_make (0, 0)), ==, 'a');
  g_assert_cmpint (sudoku_colour_get_letter (sudoku_colour_make (0, 1)), ==, 'A');
  g_assert_cmpint (sudoku_colour_get_letter (sudoku_colour_make (6, 1)), ==, 'G');
  g_assert_cmpuint (sudoku_colour_opposite (sudoku_colour_make (3, 0)), ==,
                    sudoku_colour_make (3, 1));
  g_assert_cmpuint (sudoku_colour_opposite (sudoku_colour_make (3, 1)), ==,
                    sudoku_colour_make (3, 0));
  /* HoDoKu's first colour, 'a' (255, 192, 89). */
  sudoku_colour_get_rgb (1, &r, &g, &b);
  g_assert_cmpfloat_with_epsilon (r, 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (g, 192 / 255.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (b, 89 / 255.0, 1e-9);
}

static void
test_check_trap (void)
{
  SudokuBoard board;
  SudokuColouring colouring;
  SudokuColouringCheck check;
  g_autoptr(SudokuStep) step = NULL;
  g_autofree char *text = NULL;

  board_with_ones (&board, trap_ones, G_N_ELEMENTS (trap_ones));
  colour_trap (&colouring);
  sudoku_colouring_check (&colouring, &board, 1, 0, &check);

  g_assert_cmpint (check.verdict, ==, SUDOKU_COLOURING_VALID);
  g_assert_cmpuint (check.n_strong_links, ==, 3);
  g_assert_cmpuint (check.wrapped, ==, 0);
  g_assert_cmpuint (sudoku_cells_count (check.trapped), ==, 1);
  g_assert_true (sudoku_cells_has (check.trapped, CELL (5, 1)));
  g_assert_true (sudoku_cells_equal (check.eliminations, check.trapped));

  text = sudoku_colouring_check_dup_text (&check);
  g_assert_nonnull (strstr (text, "3 strong links on 1"));
  g_assert_nonnull (strstr (text, "Colour trap: r5c1"));

  step = sudoku_colouring_check_to_step (&check);
  g_assert_nonnull (step);
  g_assert_cmpint (step->technique, ==, SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP);
  g_assert_cmpuint (step->eliminations->len, ==, 1);
  g_assert_cmpuint (g_array_index (step->eliminations, SudokuCandidate, 0).cell, ==, CELL (5, 1));
  g_assert_cmpuint (g_array_index (step->eliminations, SudokuCandidate, 0).digit, ==, 1);
  g_assert_cmpuint (step->marks->len, ==, 4);

  /* Another digit, another pair: nothing coloured there. */
  sudoku_colouring_check (&colouring, &board, 2, 0, &check);
  g_assert_cmpint (check.verdict, ==, SUDOKU_COLOURING_EMPTY);
  sudoku_colouring_check (&colouring, &board, 1, 1, &check);
  g_assert_cmpint (check.verdict, ==, SUDOKU_COLOURING_EMPTY);
}

/* A cell's own colour stands for its candidate when the candidate has
 * none: the same trap coloured by whole cells. */
static void
test_check_cell_colours (void)
{
  SudokuBoard board;
  SudokuColouring colouring = { { 0 } };
  SudokuColouringCheck check;

  board_with_ones (&board, trap_ones, G_N_ELEMENTS (trap_ones));
  colouring.primary[CELL (1, 1)] = sudoku_colour_make (2, 0);
  colouring.primary[CELL (1, 5)] = sudoku_colour_make (2, 1);
  colouring.primary[CELL (6, 5)] = sudoku_colour_make (2, 0);
  colouring.primary[CELL (5, 6)] = sudoku_colour_make (2, 1);
  sudoku_colouring_check (&colouring, &board, 1, 2, &check);
  g_assert_cmpint (check.verdict, ==, SUDOKU_COLOURING_VALID);
  g_assert_true (sudoku_cells_has (check.eliminations, CELL (5, 1)));

  /* Only one side coloured: nothing follows. */
  colouring.primary[CELL (1, 5)] = 0;
  colouring.primary[CELL (5, 6)] = 0;
  sudoku_colouring_check (&colouring, &board, 1, 2, &check);
  g_assert_cmpint (check.verdict, ==, SUDOKU_COLOURING_ONE_SIDED);
  g_assert_null (sudoku_colouring_check_to_step (&check));
}

/* Digit 1 in r1c1 (a), r1c5 (A), r4c5 (a), r4c3 (A), r2c3 (a) and
 * r3c2: strong links in row 1, column 5, row 4 and column 3 join the
 * five; box 1 holds r1c1, r2c3 and r3c2, so a sees itself there. */
static void
test_check_wrap (void)
{
  static const guint ones[] = { CELL (1, 1), CELL (1, 5), CELL (4, 5), CELL (4, 3),
                                CELL (2, 3), CELL (3, 2) };
  SudokuBoard board;
  SudokuColouring colouring = { { 0 } };
  SudokuColouringCheck check;
  g_autoptr(SudokuStep) step = NULL;
  g_autofree char *text = NULL;

  board_with_ones (&board, ones, G_N_ELEMENTS (ones));
  colouring.candidates[CELL (1, 1)][0] = 1;
  colouring.candidates[CELL (1, 5)][0] = 2;
  colouring.candidates[CELL (4, 5)][0] = 1;
  colouring.candidates[CELL (4, 3)][0] = 2;
  colouring.candidates[CELL (2, 3)][0] = 1;
  sudoku_colouring_check (&colouring, &board, 1, 0, &check);

  g_assert_cmpint (check.verdict, ==, SUDOKU_COLOURING_VALID);
  g_assert_cmpuint (check.n_strong_links, ==, 4);
  g_assert_cmpuint (check.wrapped, ==, 1);
  g_assert_true (sudoku_cells_equal (check.eliminations, check.sides[0]));
  g_assert_cmpuint (sudoku_cells_count (check.eliminations), ==, 3);
  g_assert_true (sudoku_cells_is_empty (check.trapped));

  text = sudoku_colouring_check_dup_text (&check);
  g_assert_nonnull (strstr (text, "Colour wrap: colour a sees itself"));
  step = sudoku_colouring_check_to_step (&check);
  g_assert_cmpint (step->technique, ==, SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP);
  g_assert_cmpuint (step->eliminations->len, ==, 3);
}

/* The trap pattern with r5c1 coloured A: row 5's strong link joins it
 * to r5c6, also A: inconsistent, and no Apply. */
static void
test_check_inconsistent (void)
{
  SudokuBoard board;
  SudokuColouring colouring;
  SudokuColouringCheck check;
  g_autofree char *text = NULL;

  board_with_ones (&board, trap_ones, G_N_ELEMENTS (trap_ones));
  colour_trap (&colouring);
  colouring.candidates[CELL (5, 1)][0] = sudoku_colour_make (0, 1);
  sudoku_colouring_check (&colouring, &board, 1, 0, &check);

  g_assert_cmpint (check.verdict, ==, SUDOKU_COLOURING_INCONSISTENT);
  g_assert_cmpuint (sudoku_cells_count (check.same_colour_links), ==, 2);
  g_assert_true (sudoku_cells_has (check.same_colour_links, CELL (5, 1)));
  g_assert_true (sudoku_cells_has (check.same_colour_links, CELL (5, 6)));
  g_assert_true (sudoku_cells_is_empty (check.eliminations));
  g_assert_null (sudoku_colouring_check_to_step (&check));
  text = sudoku_colouring_check_dup_text (&check);
  g_assert_nonnull (strstr (text, "Not consistent"));
  g_assert_nonnull (strstr (text, "r5c1, r5c6"));
}

/* A coloured candidate no strong link reaches: unlinked. */
static void
test_check_unlinked (void)
{
  guint ones[G_N_ELEMENTS (trap_ones) + 1];
  SudokuBoard board;
  SudokuColouring colouring;
  SudokuColouringCheck check;

  memcpy (ones, trap_ones, sizeof trap_ones);
  ones[G_N_ELEMENTS (trap_ones)] = CELL (9, 9);
  board_with_ones (&board, ones, G_N_ELEMENTS (ones));
  colour_trap (&colouring);
  colouring.candidates[CELL (9, 9)][0] = sudoku_colour_make (0, 0);
  sudoku_colouring_check (&colouring, &board, 1, 0, &check);

  g_assert_cmpint (check.verdict, ==, SUDOKU_COLOURING_UNLINKED);
  g_assert_cmpuint (sudoku_cells_count (check.unlinked), ==, 1);
  g_assert_true (sudoku_cells_has (check.unlinked, CELL (9, 9)));
  g_assert_null (sudoku_colouring_check_to_step (&check));
}

static void
test_record (void)
{
  SudokuColouring colouring, read;
  g_autofree char *record = NULL;
  g_autoptr(GError) error = NULL;

  colour_trap (&colouring);
  colouring.primary[40] = sudoku_colour_make (6, 1);
  colouring.secondary[40] = sudoku_colour_make (5, 0);
  record = sudoku_colouring_to_record (&colouring);
  g_assert_cmpuint (strlen (record), ==, 81 * 11);
  g_assert_true (sudoku_colouring_from_record (record, &read, &error));
  g_assert_no_error (error);
  g_assert_true (sudoku_colouring_equal (&colouring, &read));

  record[5] = 'z';
  g_assert_false (sudoku_colouring_from_record (record, &read, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID);
}

static SudokuGame *
trap_game (void)
{
  SudokuBoard board;
  SudokuGame *game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);

  board_with_ones (&board, trap_ones, G_N_ELEMENTS (trap_ones));
  sudoku_game_load (game, &board);
  sudoku_game_set_mode (game, SUDOKU_GAME_SOLVE);
  return game;
}

/* Colours are undone and redone with the game's other actions. */
static void
test_game_undo (void)
{
  g_autoptr(SudokuGame) game = trap_game ();
  const SudokuColouring *now;

  g_assert_true (sudoku_colouring_is_empty (sudoku_game_get_colouring (game)));
  g_assert_true (sudoku_game_colour (game, SUDOKU_COLOUR_CELL, 10, 0, 3));
  g_assert_false (sudoku_game_colour (game, SUDOKU_COLOUR_CELL, 10, 0, 3));
  g_assert_true (sudoku_game_colour (game, SUDOKU_COLOUR_CANDIDATE, 10, 4, 4));
  g_assert_true (sudoku_game_toggle_candidate (game, 20, 2));
  g_assert_true (sudoku_game_colour (game, SUDOKU_COLOUR_CELL_SECONDARY, 10, 0, 5));

  now = sudoku_game_get_colouring (game);
  g_assert_cmpuint (now->primary[10], ==, 3);
  g_assert_cmpuint (now->candidates[10][3], ==, 4);
  g_assert_cmpuint (now->secondary[10], ==, 5);

  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (sudoku_game_get_colouring (game)->secondary[10], ==, 0);
  g_assert_cmpuint (sudoku_game_get_colouring (game)->candidates[10][3], ==, 4);
  g_assert_true (sudoku_game_undo (game));
  /* The candidate's toggle. */
  g_assert_cmpuint (sudoku_game_get_colouring (game)->candidates[10][3], ==, 4);
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (sudoku_game_get_colouring (game)->candidates[10][3], ==, 0);
  g_assert_cmpuint (sudoku_game_get_colouring (game)->primary[10], ==, 3);
  g_assert_true (sudoku_game_redo (game));
  g_assert_true (sudoku_game_redo (game));
  g_assert_true (sudoku_game_redo (game));
  g_assert_cmpuint (sudoku_game_get_colouring (game)->secondary[10], ==, 5);

  g_assert_true (sudoku_game_clear_colouring (game));
  g_assert_true (sudoku_colouring_is_empty (sudoku_game_get_colouring (game)));
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (sudoku_game_get_colouring (game)->secondary[10], ==, 5);
}

/* The colours saved and read back with the game record and the undo
 * record; a replay (the colouring after each number of moves) shows
 * them as they were. Records without colours still read. */
static void
test_game_records (void)
{
  g_autoptr(SudokuGame) game = trap_game ();
  g_autoptr(SudokuGame) copy = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuGame) restored = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(GError) error = NULL;
  g_autofree char *record = NULL;
  g_autofree char *undo_record = NULL;

  sudoku_game_colour (game, SUDOKU_COLOUR_CELL, 0, 0, 1);
  sudoku_game_toggle_candidate (game, 30, 2);
  sudoku_game_colour (game, SUDOKU_COLOUR_CANDIDATE, 1, 7, 2);
  sudoku_game_toggle_candidate (game, 31, 2);

  /* Before the first move the first colour only; after it both. */
  g_assert_cmpuint (sudoku_game_get_colouring_at (game, 0)->primary[0], ==, 1);
  g_assert_cmpuint (sudoku_game_get_colouring_at (game, 0)->candidates[1][6], ==, 0);
  g_assert_cmpuint (sudoku_game_get_colouring_at (game, 1)->candidates[1][6], ==, 2);
  g_assert_cmpuint (sudoku_game_get_colouring_at (game, 2)->candidates[1][6], ==, 2);

  record = sudoku_game_to_record (game);
  g_assert_nonnull (strstr (record, "\nnanpure-colours/1\t0\t"));
  g_assert_nonnull (strstr (record, "\nnanpure-colours/1\t1\t"));
  g_assert_true (sudoku_game_load_record (copy, record, &error));
  g_assert_no_error (error);
  g_assert_true (sudoku_colouring_equal (sudoku_game_get_colouring (copy),
                                         sudoku_game_get_colouring (game)));
  g_assert_cmpuint (sudoku_game_get_colouring_at (copy, 0)->candidates[1][6], ==, 0);
  g_assert_cmpuint (sudoku_game_get_colouring_at (copy, 1)->candidates[1][6], ==, 2);

  /* The draft's record keeps the colours of every undo step too. */
  undo_record = sudoku_game_to_undo_record (game);
  g_assert_true (sudoku_game_load_undo_record (restored, undo_record, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_game_get_colouring (restored)->candidates[1][6], ==, 2);
  g_assert_true (sudoku_game_undo (restored));
  g_assert_true (sudoku_game_undo (restored));
  g_assert_cmpuint (sudoku_game_get_colouring (restored)->candidates[1][6], ==, 0);
  g_assert_cmpuint (sudoku_game_get_colouring (restored)->primary[0], ==, 1);

  /* A record of before the colours reads, without colours. */
  {
    g_autofree char *old = g_strdup (record);
    char *colours = strstr (old, "nanpure-colours/1");

    *colours = '\0';
    g_assert_true (sudoku_game_load_record (copy, old, &error));
    g_assert_no_error (error);
    g_assert_true (sudoku_colouring_is_empty (sudoku_game_get_colouring (copy)));
  }

  /* Going back in the history drops the colours made after. */
  sudoku_game_truncate_history (game, 0);
  g_assert_cmpuint (sudoku_game_get_colouring (game)->candidates[1][6], ==, 0);
  g_assert_cmpuint (sudoku_game_get_colouring (game)->primary[0], ==, 1);

  /* A new puzzle starts without colours. */
  {
    SudokuBoard empty;

    sudoku_board_init (&empty, SUDOKU_VARIANT_CLASSIC);
    sudoku_game_load (game, &empty);
    g_assert_true (sudoku_colouring_is_empty (sudoku_game_get_colouring (game)));
  }
}

/* Apply: the check's removals as a step of the history, undoable. */
static void
test_game_apply (void)
{
  g_autoptr(SudokuGame) game = trap_game ();
  SudokuColouring colouring;
  SudokuColouringCheck check;
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(SudokuMove) move = NULL;

  colour_trap (&colouring);
  sudoku_game_set_colouring (game, &colouring);
  sudoku_colouring_check (sudoku_game_get_colouring (game), sudoku_game_get_board (game), 1, 0,
                          &check);
  step = sudoku_colouring_check_to_step (&check);
  sudoku_game_apply_step (game, step);

  g_assert_false (sudoku_game_get_board (game)->candidates[CELL (5, 1)] & SUDOKU_DIGIT_BIT (1));
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 1);
  move = g_list_model_get_item (sudoku_game_get_history (game), 0);
  g_assert_cmpint (sudoku_move_get_step (move)->technique, ==, SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP);
  /* The colours stay. */
  g_assert_true (sudoku_colouring_equal (sudoku_game_get_colouring (game), &colouring));
  g_assert_true (sudoku_game_undo (game));
  g_assert_true (sudoku_game_get_board (game)->candidates[CELL (5, 1)] & SUDOKU_DIGIT_BIT (1));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/colouring/palette", test_palette);
  g_test_add_func ("/nanpure/colouring/check-trap", test_check_trap);
  g_test_add_func ("/nanpure/colouring/check-cell-colours", test_check_cell_colours);
  g_test_add_func ("/nanpure/colouring/check-wrap", test_check_wrap);
  g_test_add_func ("/nanpure/colouring/check-inconsistent", test_check_inconsistent);
  g_test_add_func ("/nanpure/colouring/check-unlinked", test_check_unlinked);
  g_test_add_func ("/nanpure/colouring/record", test_record);
  g_test_add_func ("/nanpure/colouring/game-undo", test_game_undo);
  g_test_add_func ("/nanpure/colouring/game-records", test_game_records);
  g_test_add_func ("/nanpure/colouring/game-apply", test_game_apply);

  return g_test_run ();
}
