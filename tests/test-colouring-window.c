/* test-colouring-window.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The colouring tool in the window, as a person uses it: Ctrl+K shows
 * it, Ctrl+Alt+1 picks colour a and again A, clicks on candidates colour
 * them, the buttons colour the cell with the cursor, Check says what
 * the colouring is worth, Apply removes what it removes as a step of
 * the history, and undo takes colours and the step back. */

#include "config.h"

#include "sudoku-colour-bar.h"
#include "sudoku-game-colouring.h"
#include "sudoku-grid-view.h"
#include "sudoku-move.h"
#include "sudoku-reglib.h"
#include "ui-test-utils.h"

#define CELL(r, c) (((r) - 1) * 9 + ((c) - 1))

/* HoDoKu's regression library (tests/data/hodoku-reglib-dev.txt), the
 * Simple Colors Trap case of test-tech-coloring.c: on 1, r1c3, r2c6,
 * r4c4, r7c9, r8c5 against r1c5, r3c9, r7c4; r2c7, r2c8, r3c2 and
 * r3c3 see both. */
#define TRAP_CASE \
  ":0500:1:+23.7.+68+955972+8...+6+6..+9+3+5.+7.+3.+6.9.5.7+7+5.+36...+9+4.+9+5+7.+683+" \
  "872.+5396.+94+5+6.7..+8+1638.+9+7+5.:439:127 128 132 133::"

static SudokuColourBar *
colour_bar_of (SudokuWindow *window)
{
  GtkWidget *bar = find_child_of_type (GTK_WIDGET (window), SUDOKU_TYPE_COLOUR_BAR);

  g_assert_nonnull (bar);
  return SUDOKU_COLOUR_BAR (bar);
}

static GtkGesture *
colour_click_of (SudokuGridView *grid_view)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (grid_view));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "colour-click") == 0)
        return GTK_GESTURE (controller);
    }
  g_assert_not_reached ();
}

/* A press of the primary button on candidate @digit of @cell: a point
 * of the grid where the view finds that candidate. */
static void
press_candidate (SudokuGridView *grid_view,
                 guint           cell,
                 guint           digit)
{
  int width = gtk_widget_get_width (GTK_WIDGET (grid_view));
  int height = gtk_widget_get_height (GTK_WIDGET (grid_view));

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint at_cell, at_digit;

        if (sudoku_grid_view_candidate_at (grid_view, x + 0.5, y + 0.5, &at_cell, &at_digit) &&
            at_cell == cell && at_digit == digit)
          {
            /* Into the square, away from its edge. */
            g_signal_emit_by_name (colour_click_of (grid_view), "pressed", 1,
                                   x + 4.5, y + 4.5);
            return;
          }
      }
  g_assert_not_reached ();
}

static void
pick_pair (SudokuColourBar *bar,
           guint            pair)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bar), "colouring.pick-pair", "u", pair));
}

static gboolean
is_revealed (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_height (data) > 0;
}

static gboolean
is_wide (gpointer data)
{
  return gtk_widget_get_width (data) >= 1300;
}

static void
colouring_window (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  SudokuGame *game = window_game (window);
  SudokuColourBar *bar = colour_bar_of (window);
  SudokuReglibCase trap = { 0 };
  g_autoptr(GError) error = NULL;
  static const guint side_a[] = { CELL (1, 3), CELL (2, 6), CELL (4, 4), CELL (7, 9), CELL (8, 5) };
  const SudokuColouring *colouring;
  const char *verdict;
  g_autoptr(SudokuMove) applied = NULL;
  guint n_moves;

  g_assert_true (sudoku_reglib_parse_case (TRAP_CASE, &trap, &error));
  g_assert_no_error (error);
  sudoku_game_load (game, &trap.board);
  sudoku_game_set_mode (game, SUDOKU_GAME_SOLVE);
  iterate_until (is_checked, window);

  /* Hidden until Ctrl+K (win.show-colouring). */
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (bar)));
  pick_pair (bar, 1);
  g_assert_cmpuint (sudoku_colour_bar_get_colour (bar), ==, 0);
  activate (window, "show-colouring");
  iterate_until (is_revealed, bar);

  /* Ctrl+Alt+1: colour a; the mouse colours candidates 1 on side a. */
  pick_pair (bar, 1);
  g_assert_cmpuint (sudoku_colour_bar_get_colour (bar), ==, 1);
  click (GTK_WIDGET (bar), "Candidate");
  g_assert_cmpint (sudoku_colour_bar_get_target (bar), ==, SUDOKU_COLOUR_CANDIDATE);
  for (guint i = 0; i < G_N_ELEMENTS (side_a); i++)
    press_candidate (grid_view, side_a[i], 1);
  colouring = sudoku_game_get_colouring (game);
  for (guint i = 0; i < G_N_ELEMENTS (side_a); i++)
    g_assert_cmpuint (colouring->candidates[side_a[i]][0], ==, 1);
  /* The same colour again takes it off; undo puts it back. */
  press_candidate (grid_view, CELL (8, 5), 1);
  g_assert_cmpuint (sudoku_game_get_colouring (game)->candidates[CELL (8, 5)][0], ==, 0);
  activate (window, "undo");
  g_assert_cmpuint (sudoku_game_get_colouring (game)->candidates[CELL (8, 5)][0], ==, 1);

  /* Ctrl+Alt+1 again: colour A. The keyboard: the cursor and Colour
   * Candidate with digit 1; then the mouse for the others. */
  pick_pair (bar, 1);
  g_assert_cmpuint (sudoku_colour_bar_get_colour (bar), ==, 2);
  sudoku_colour_bar_set_digit (bar, 1);
  sudoku_grid_view_set_cursor (grid_view, CELL (1, 5));
  click (GTK_WIDGET (bar), "Colour Ca_ndidate");
  g_assert_cmpuint (sudoku_game_get_colouring (game)->candidates[CELL (1, 5)][0], ==, 2);
  press_candidate (grid_view, CELL (3, 9), 1);
  press_candidate (grid_view, CELL (7, 4), 1);

  /* Check: consistent, and the trap's four candidates go. */
  click (GTK_WIDGET (bar), "Chec_k");
  verdict = sudoku_colour_bar_get_verdict (bar);
  g_test_message ("verdict: %s", verdict);
  g_assert_nonnull (strstr (verdict, "Consistent"));
  g_assert_nonnull (strstr (verdict, "Colour trap: r2c7, r2c8, r3c2, r3c3 see both colours"));
  g_assert_true (gtk_widget_get_sensitive (find_button (GTK_WIDGET (bar), "A_pply")));

  /* A cell's colours from the keyboard, for the picture: r5c5 (b) with
   * a second colour (B). */
  pick_pair (bar, 2);
  sudoku_grid_view_set_cursor (grid_view, CELL (5, 5));
  click (GTK_WIDGET (bar), "Colour _Cell");
  pick_pair (bar, 2);
  click (GTK_WIDGET (bar), "Colour Hal_f");
  g_assert_cmpuint (sudoku_game_get_colouring (game)->primary[CELL (5, 5)], ==, 3);
  g_assert_cmpuint (sudoku_game_get_colouring (game)->secondary[CELL (5, 5)], ==, 4);
  pick_pair (bar, 1);
  if (g_getenv ("NANPURE_SCREENSHOTS") != NULL)
    {
      /* The picture at the size of the screen it is meant for. */
      gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
      iterate_until (is_wide, window);
    }
  maybe_screenshot (GTK_WIDGET (window), "colouring-grid");

  /* Apply: one step of the history, undoable. */
  n_moves = g_list_model_get_n_items (sudoku_game_get_history (game));
  click (GTK_WIDGET (bar), "A_pply");
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, n_moves + 1);
  applied = g_list_model_get_item (sudoku_game_get_history (game), n_moves);
  g_assert_cmpint (sudoku_move_get_step (applied)->technique, ==,
                   SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP);
  g_assert_cmpuint (sudoku_move_get_step (applied)->eliminations->len, ==, 4);
  g_assert_false (sudoku_game_get_board (game)->candidates[CELL (2, 7)] & SUDOKU_DIGIT_BIT (1));
  /* The verdict follows the game. */
  g_assert_nonnull (strstr (sudoku_colour_bar_get_verdict (bar), "It removes nothing yet"));
  g_assert_false (gtk_widget_get_sensitive (find_button (GTK_WIDGET (bar), "A_pply")));
  activate (window, "undo");
  g_assert_true (sudoku_game_get_board (game)->candidates[CELL (2, 7)] & SUDOKU_DIGIT_BIT (1));
  g_assert_true (gtk_widget_get_sensitive (find_button (GTK_WIDGET (bar), "A_pply")));

  /* Clear Colours, and undo. */
  click (GTK_WIDGET (bar), "Clear Co_lours");
  g_assert_true (sudoku_colouring_is_empty (sudoku_game_get_colouring (game)));
  activate (window, "undo");
  g_assert_cmpuint (sudoku_game_get_colouring (game)->candidates[CELL (1, 5)][0], ==, 2);

  /* The accessible names say the colours. */
  {
    GtkWidget *swatch = find_with_tooltip (GTK_WIDGET (bar), "Colour A (Ctrl+Alt+1)");

    g_assert_nonnull (swatch);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (swatch), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         "Colour A");
  }

  sudoku_reglib_case_clear (&trap);
  destroy_window (window);
}

UI_TEST (colouring_window)

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/colouring-window/colour-check-apply", test_colouring_window);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
