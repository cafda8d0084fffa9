/* test-steps-panel.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* All Steps used as a person would: opened with its shortcut's action,
 * a row selected draws the step on the grid as the hint does, Apply
 * plays it as one move, and the list follows the game. */

#include "config.h"

#include "sudoku-steps-panel.h"
#include "ui-test-utils.h"

static gboolean
list_is_idle (gpointer data)
{
  return !sudoku_step_list_get_busy (data);
}

static gboolean
list_is_idle_with_steps (gpointer data)
{
  return !sudoku_step_list_get_busy (data) && sudoku_step_list_get_n_found (data) > 0;
}

/* The list view showing @model (the drop-downs have list views too). */
static GtkWidget *
find_list_of (GtkWidget         *widget,
              GtkSelectionModel *model)
{
  if (GTK_IS_LIST_VIEW (widget) && gtk_list_view_get_model (GTK_LIST_VIEW (widget)) == model)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_list_of (child, model);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
steps_panel (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, HARD);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  SudokuGame *game = window_game (window);
  SudokuStepsPanel *panel;
  SudokuStepList *list;
  GtkSelectionModel *selection;
  g_autoptr(SudokuStepItem) item = NULL;
  g_autoptr(SudokuStep) chosen = NULL;
  g_autoptr(SudokuMove) applied = NULL;
  g_autofree char *summary = NULL;
  guint n_moves = g_list_model_get_n_items (sudoku_game_get_history (game));
  SudokuBoard before;

  panel = SUDOKU_STEPS_PANEL (find_child_of_type (GTK_WIDGET (window), SUDOKU_TYPE_STEPS_PANEL));
  g_assert_nonnull (panel);
  list = sudoku_steps_panel_get_list (panel);
  selection = sudoku_steps_panel_get_selection (panel);
  /* Hidden, it searches nothing. */
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (panel)));
  g_assert_false (sudoku_step_list_get_active (list));

  /* Shift+F6 (win.show-steps) opens it; the search streams in. */
  activate (window, "show-steps");
  iterate_until (is_mapped, panel);
  g_assert_true (sudoku_step_list_get_active (list));
  /* The keyboard is in the list: arrows select, Enter plays. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

    g_assert_nonnull (focus);
    g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (panel)));
  }
  iterate_until (list_is_idle_with_steps, list);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), >, 0);
  /* The easiest level with steps, sorted by difficulty. */
  g_assert_cmpuint (sudoku_step_list_get_level (list), >, 0);
  maybe_screenshot (GTK_WIDGET (window), "all-steps-list");

  /* Selecting a row shows its step on the grid as a full hint does. */
  before = *sudoku_game_get_board (game);
  g_assert_true (gtk_selection_model_select_item (selection, 0, TRUE));
  item = g_list_model_get_item (G_LIST_MODEL (selection), 0);
  chosen = sudoku_step_copy (sudoku_found_step_get_step (sudoku_step_item_get_found (item)));
  summary = sudoku_step_dup_summary (chosen, &before);
  g_assert_nonnull (sudoku_grid_view_get_step (grid_view));
  g_assert_true (sudoku_step_same_result (sudoku_grid_view_get_step (grid_view), chosen));
  g_assert_nonnull (banner_text_of (window));
  g_assert_true (g_str_has_prefix (banner_text_of (window), summary));
  maybe_screenshot (GTK_WIDGET (window), "all-steps-panel");

  /* Apply plays it: one move in the history, the board changed. */
  click (GTK_WIDGET (panel), "A_pply Step");
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, n_moves + 1);
  applied = g_list_model_get_item (sudoku_game_get_history (game), n_moves);
  g_assert_true (sudoku_step_same_result (sudoku_move_get_step (applied), chosen));
  g_assert_false (memcmp (&before, sudoku_game_get_board (game), sizeof before) == 0);
  g_assert_null (sudoku_grid_view_get_step (grid_view));

  /* The list follows: a new search on the board as it is now. */
  g_assert_cmpmem (sudoku_step_list_get_board (list), sizeof before,
                   sudoku_game_get_board (game), sizeof before);
  iterate_until (list_is_idle, list);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(SudokuStepItem) row = g_list_model_get_item (G_LIST_MODEL (selection), i);

      g_assert_false (sudoku_step_same_result (
        sudoku_found_step_get_step (sudoku_step_item_get_found (row)), chosen));
    }

  /* Undo brings the step back into the list. */
  activate (window, "undo");
  iterate_until (list_is_idle, list);
  sudoku_step_list_show_all (list);
  {
    gboolean back = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
      {
        g_autoptr(SudokuStepItem) row = g_list_model_get_item (G_LIST_MODEL (selection), i);

        back |= sudoku_step_same_result (
          sudoku_found_step_get_step (sudoku_step_item_get_found (row)), chosen);
      }
    g_assert_true (back);
  }

  /* Enter on a row (the list view's activate) plays it too. */
  {
    GtkWidget *list_view = find_list_of (GTK_WIDGET (panel), selection);
    guint n_now = g_list_model_get_n_items (sudoku_game_get_history (game));

    g_assert_nonnull (list_view);
    g_signal_emit_by_name (list_view, "activate", 0);
    g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, n_now + 1);
    iterate_until (list_is_idle, list);
  }

  /* Shift+F6 again hides it, and the search stops. */
  activate (window, "show-steps");
  iterate_until (list_is_idle, list);
  g_assert_cmpint (gtk_revealer_get_reveal_child (
                     GTK_REVEALER (gtk_widget_get_parent (GTK_WIDGET (panel)))), ==, FALSE);

  destroy_window (window);
}

static void
test_steps_panel (void)
{
  run_in_application (steps_panel);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/steps-panel/use", test_steps_panel);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
