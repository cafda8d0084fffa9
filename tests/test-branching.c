/* test-branching.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The solver's workbench's ways back in the window, used as a person
 * would (issue 24, items 3 to 5): Try from the keyboard and the number
 * pad, the depth on the grid and the history, the way back out of a
 * broken branch, Back to Here, a named checkpoint, Back to the First
 * Mistake, and the hint that offers to repair the user's marks. With
 * $NANPURE_SCREENSHOTS set, the pictures of a nested branch and of the
 * repair hint are taken. */

#include "config.h"

#include "sudoku-branch-bar.h"
#include "sudoku-grid-view.h"
#include "sudoku-history-view.h"
#include "ui-test-utils.h"

static SudokuBranches *
branches_of (SudokuWindow *window)
{
  return sudoku_session_get_branches (sudoku_window_get_session (window));
}

static SudokuBranchBar *
bar_of (SudokuWindow *window)
{
  GtkWidget *bar = find_child_of_type (GTK_WIDGET (window), SUDOKU_TYPE_BRANCH_BAR);

  g_assert_nonnull (bar);
  return SUDOKU_BRANCH_BAR (bar);
}

/* Presses a key of the window's own (its class's shortcuts), as the
 * keyboard does when the grid leaves the key alone. */
static void
press_window_key (SudokuWindow    *window,
                  guint            keyval,
                  GdkModifierType  modifiers)
{
  g_autoptr(GtkShortcut) shortcut = find_key_shortcut (GTK_WIDGET (window), keyval, modifiers);

  /* The grid leaves it alone. */
  g_assert_false (sudoku_grid_view_press_key (sudoku_window_get_grid_view (window), keyval,
                                              modifiers));
  g_assert_nonnull (shortcut);
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                               GTK_WIDGET (window),
                                               gtk_shortcut_get_arguments (shortcut)));
}

/* The first empty cell from @from on with a candidate that is not its
 * solution's digit. */
static void
wrong_candidate (SudokuWindow *window,
                 const guint8 *solution,
                 guint         from,
                 guint        *cell,
                 guint        *digit)
{
  const SudokuBoard *board = sudoku_game_get_board (window_game (window));

  for (guint c = from; c < SUDOKU_N_CELLS; c++)
    for (guint d = 1; d <= 9 && board->values[c] == 0; d++)
      if (d != solution[c] && (board->candidates[c] & SUDOKU_DIGIT_BIT (d)))
        {
          *cell = c;
          *digit = d;
          return;
        }
  g_assert_not_reached ();
}

/* The label showing @text under @widget, or %NULL. */
static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
bar_is_shown (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (bar_of (data)));
}

static void
nested_branches (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, EASY);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  SudokuGame *game = window_game (window);
  SudokuBranches *branches = branches_of (window);
  guint8 solution[SUDOKU_N_CELLS];
  guint c1, d1, c2, d2, c3;
  g_autofree char *history = NULL;
  g_autofree char *c2_name = NULL;
  g_autofree char *way_back = NULL;

  test_solution_of (EASY, solution);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar_of (window))));

  /* Alt+digit tries the digit in the selected cell. */
  wrong_candidate (window, solution, 0, &c1, &d1);
  sudoku_grid_view_set_cursor (grid_view, c1);
  press_window_key (window, GDK_KEY_0 + d1, GDK_ALT_MASK);
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 1);
  iterate_until (bar_is_shown, window);
  g_assert_cmpstr (sudoku_branch_bar_get_depth_text (bar_of (window)), ==,
                   "What-if branch, depth 1");

  /* The number pad's Try, in another cell: a branch in the branch. */
  wrong_candidate (window, solution, c1 + 1, &c2, &d2);
  sudoku_grid_view_set_cursor (grid_view, c2);
  g_assert_true (sudoku_grid_view_press_key (grid_view, GDK_KEY_F10, GDK_SHIFT_MASK));
  {
    GtkWidget *try_button = find_button (GTK_WIDGET (grid_view), "_Try");
    g_autofree char *tooltip = g_strdup_printf ("Digit %u", d2);

    g_assert_nonnull (try_button);
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (try_button), TRUE);
    g_signal_emit_by_name (find_with_tooltip (GTK_WIDGET (grid_view), tooltip), "clicked");
  }
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 2);
  g_assert_cmpstr (sudoku_branch_bar_get_depth_text (bar_of (window)), ==,
                   "What-if branch, depth 2");

  /* A digit of the user's inside: the history indents it by the depth. */
  for (c3 = SUDOKU_N_CELLS - 1; sudoku_game_get_board (game)->values[c3] != 0; c3--)
    ;
  sudoku_grid_view_set_cursor (grid_view, c3);
  g_assert_true (sudoku_grid_view_press_key (grid_view, GDK_KEY_0 + solution[c3], 0));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-history",
                                      g_variant_new_boolean (TRUE));
  history = sudoku_history_view_dup_text (SUDOKU_HISTORY_VIEW (window_history_view (window)));
  g_test_message ("%s", history);
  g_assert_nonnull (strstr (history, "   1.   Assumption"));
  g_assert_nonnull (strstr (history, "   2.     Assumption"));
  g_assert_nonnull (strstr (history, "   3.     Placed"));
  /* The row of the digit is drawn at the depth of its branch. */
  {
    GtkWidget *history_view = window_history_view (window);
    g_autofree char *name = sudoku_cell_dup_name (c3);
    g_autofree char *summary = g_strdup_printf ("Placed %s=%u", name, solution[c3]);
    GtkWidget *label;

    iterate_until (is_mapped, history_view);
    iterate_frames (history_view, 2);
    label = find_label (history_view, summary);
    g_assert_nonnull (label);
    g_assert_cmpint (gtk_widget_get_margin_start (gtk_widget_get_parent (label)), ==, 2 * 14);
  }
  maybe_screenshot (GTK_WIDGET (window), "branches-nested");

  /* Cross out every candidate left in a cell: the branch broke, and
   * the bar offers the way back. */
  for (c3 = 0; sudoku_game_get_board (game)->values[c3] != 0; c3++)
    ;
  sudoku_grid_view_set_cursor (grid_view, c3);

  while (sudoku_game_get_board (game)->candidates[c3] != 0)
    g_assert_true (sudoku_grid_view_press_key (
      grid_view, GDK_KEY_0 + __builtin_ctz (sudoku_game_get_board (game)->candidates[c3]) + 1,
      GDK_CONTROL_MASK));
  c2_name = sudoku_cell_dup_name (c2);
  way_back = g_strdup_printf ("%s cannot be %u: go back and remove it", c2_name, d2);
  g_assert_cmpstr (sudoku_branch_bar_get_way_back_text (bar_of (window)), ==, way_back);
  g_assert_nonnull (find_button (GTK_WIDGET (window), way_back));
  maybe_screenshot (GTK_WIDGET (window), "branches-broken");
  click (GTK_WIDGET (window), way_back);
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 1);
  g_assert_false (sudoku_game_get_board (game)->candidates[c2] & SUDOKU_DIGIT_BIT (d2));
  g_assert_null (find_button (GTK_WIDGET (window), way_back));

  /* Undone and done again from the keyboard: Ctrl+BackSpace. */
  activate (window, "undo");
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 2);
  press_window_key (window, GDK_KEY_BackSpace, GDK_CONTROL_MASK);
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 1);

  /* Back to Here (Ctrl+J opens its menu): the outer branch point. */
  press_window_key (window, GDK_KEY_j, GDK_CONTROL_MASK);
  {
    GtkWidget *points = find_child_of_type (GTK_WIDGET (bar_of (window)), GTK_TYPE_MENU_BUTTON);
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (points));

    /* The menu is open, with the one branch point left. */
    iterate_until (is_mapped, popover);
    g_assert_cmpint (g_menu_model_get_n_items (
      gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (points))), ==, 1);
    gtk_popover_popdown (popover);
  }
  {
    g_autofree char *c1_name = sudoku_cell_dup_name (c1);
    g_autofree char *label = g_strdup_printf ("Before %s=%u (branch 1)", c1_name, d1);
    g_autofree char *first = sudoku_branches_dup_point_label (branches, 0);

    g_assert_cmpstr (first, ==, label);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.back-to-point", "u", 0);
  g_assert_cmpuint (sudoku_branches_get_depth (branches), ==, 0);
  g_assert_cmpuint (sudoku_game_get_board (game)->values[c1], ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar_of (window))));

  destroy_window (window);
}

static gboolean
dialog_shown (gpointer data)
{
  return find_visible_message_dialog () != NULL;
}

static void
checkpoint_and_mistake (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, EASY);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  SudokuGame *game = window_game (window);
  SudokuBranches *branches = branches_of (window);
  guint8 solution[SUDOKU_N_CELLS];
  guint right, wrong;
  AdwMessageDialog *dialog;

  test_solution_of (EASY, solution);
  for (right = 0; sudoku_game_get_board (game)->values[right] != 0; right++)
    ;
  sudoku_grid_view_set_cursor (grid_view, right);
  g_assert_true (sudoku_grid_view_press_key (grid_view, GDK_KEY_0 + solution[right], 0));

  /* Ctrl+Shift+K asks the checkpoint's name; Set keeps it. */
  press_window_key (window, GDK_KEY_k, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  iterate_until (dialog_shown, NULL);
  dialog = find_visible_message_dialog ();
  gtk_editable_set_text (GTK_EDITABLE (find_child_of_type (GTK_WIDGET (dialog), GTK_TYPE_TEXT)),
                         "Before the guess");
  respond_and_wait (dialog, "_Set");
  g_assert_cmpuint (sudoku_branches_get_n_points (branches), ==, 1);
  {
    g_autofree char *label = sudoku_branches_dup_point_label (branches, 0);

    g_assert_cmpstr (label, ==, "Before the guess");
  }
  iterate_until (bar_is_shown, window);

  /* A wrong digit, then two more moves. */
  for (wrong = SUDOKU_N_CELLS - 1; sudoku_game_get_board (game)->values[wrong] != 0; wrong--)
    ;
  sudoku_grid_view_set_cursor (grid_view, wrong);
  g_assert_true (sudoku_grid_view_press_key (grid_view, GDK_KEY_0 + solution[wrong] % 9 + 1, 0));
  for (guint cell = 0, done = 0; cell < SUDOKU_N_CELLS && done < 2; cell++)
    if (sudoku_game_get_board (game)->values[cell] == 0)
      {
        sudoku_grid_view_set_cursor (grid_view, cell);
        g_assert_true (sudoku_grid_view_press_key (grid_view, GDK_KEY_0 + solution[cell], 0));
        done++;
      }
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 4);

  /* Ctrl+M: back before the wrong digit, and how many moves it took. */
  press_window_key (window, GDK_KEY_m, GDK_CONTROL_MASK);
  g_assert_true (g_str_has_prefix (progress_of (window), "Took back 3 moves"));
  g_assert_cmpuint (sudoku_game_get_board (game)->values[wrong], ==, 0);
  g_assert_cmpuint (sudoku_game_get_board (game)->values[right], ==, solution[right]);
  /* Again: no mistake is left, and it says so. */
  press_window_key (window, GDK_KEY_m, GDK_CONTROL_MASK);
  g_assert_cmpuint (sudoku_game_get_board (game)->values[right], ==, solution[right]);

  /* Back to the checkpoint from its menu's action. */
  activate (window, "undo");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.back-to-point", "u", 0);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 1);
  g_assert_cmpuint (sudoku_game_get_board (game)->values[wrong], ==, 0);

  destroy_window (window);
}

static void
repair_hint (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, EASY);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  SudokuGame *game = window_game (window);
  guint8 solution[SUDOKU_N_CELLS];
  guint crossed, wrong, digit;

  test_solution_of (EASY, solution);
  /* The user crosses out a solution digit and types a wrong one. */
  for (crossed = 0; sudoku_game_get_board (game)->values[crossed] != 0; crossed++)
    ;
  sudoku_grid_view_set_cursor (grid_view, crossed);
  g_assert_true (sudoku_grid_view_press_key (grid_view, GDK_KEY_0 + solution[crossed],
                                             GDK_CONTROL_MASK));
  wrong_candidate (window, solution, 40, &wrong, &digit);
  sudoku_grid_view_set_cursor (grid_view, wrong);
  g_assert_true (sudoku_grid_view_press_key (grid_view, GDK_KEY_0 + digit, 0));

  /* Ctrl+H: the hint is about the marks, first, with their repair. */
  press_window_key (window, GDK_KEY_h, GDK_CONTROL_MASK);
  iterate_until (has_banner, window);
  g_test_message ("%s", banner_text_of (window));
  g_assert_nonnull (strstr (banner_text_of (window), "is wrong: the solution has"));
  g_assert_nonnull (strstr (banner_text_of (window), "Repair Marks"));
  g_assert_nonnull (find_button (GTK_WIDGET (window), "_Repair Marks"));
  maybe_screenshot (GTK_WIDGET (window), "branches-repair");

  click (GTK_WIDGET (window), "_Repair Marks");
  g_assert_cmpuint (sudoku_game_get_board (game)->values[wrong], ==, 0);
  g_assert_true (sudoku_game_get_board (game)->candidates[crossed] &
                 SUDOKU_DIGIT_BIT (solution[crossed]));
  {
    g_autoptr(GArray) mistakes = sudoku_hint_find_mistakes (sudoku_game_get_board (game),
                                                            solution);

    g_assert_cmpuint (mistakes->len, ==, 0);
  }

  destroy_window (window);
}

UI_TEST (nested_branches)
UI_TEST (checkpoint_and_mistake)
UI_TEST (repair_hint)

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/branching/nested", test_nested_branches);
  g_test_add_func ("/nanpure/branching/checkpoint-and-mistake", test_checkpoint_and_mistake);
  g_test_add_func ("/nanpure/branching/repair-hint", test_repair_hint);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
