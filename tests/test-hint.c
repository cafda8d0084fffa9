/* test-hint.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Graded hints in the window: vague, concrete, full, Apply; from the
 * user's own candidates; and a board that already went wrong. */

#include "config.h"

#include "sudoku-grid-view.h"
#include "sudoku-path.h"
#include "ui-test-utils.h"

static SudokuStep *
expected_step (SudokuWindow *window)
{
  SudokuProfile profile;

  sudoku_profile_init_from_string (&profile, "full", NULL);
  return sudoku_path_next_step (sudoku_game_get_board (window_game (window)),
                                &profile, TRUE);
}

static void
ask_hint (SudokuWindow *window)
{
  activate (window, "hint");
  iterate_until (has_banner, window);
}

static void
help_page_cb (GSimpleAction *action,
              GVariant      *parameter,
              char         **page)
{
  g_free (*page);
  *page = g_variant_dup_string (parameter, NULL);
}

/* The full hint's Learn More opens the help page of the step's
 * technique family, through app.help-page (replaced here by one that
 * only records the page, as yelp is not run). */
static void
check_learn_more (SudokuApplication *application,
                  SudokuWindow      *window,
                  const SudokuStep  *step)
{
  const SudokuTechniqueInfo *info = sudoku_technique_get_info (step->technique);
  g_autofree char *expected = g_strconcat ("tech-", sudoku_family_get_key (info->family), NULL);
  g_autoptr(GSimpleAction) action = g_simple_action_new ("help-page", G_VARIANT_TYPE_STRING);
  GtkWidget *button = find_button (GTK_WIDGET (window), "_Learn More");
  g_autofree char *page = NULL;
  GVariant *target;

  g_assert_nonnull (button);
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "app.help-page");
  g_assert_cmpstr (g_variant_get_string (target, NULL), ==, expected);

  g_assert_nonnull (g_action_map_lookup_action (G_ACTION_MAP (application), "help-page"));
  g_action_map_remove_action (G_ACTION_MAP (application), "help-page");
  g_signal_connect (action, "activate", G_CALLBACK (help_page_cb), &page);
  g_action_map_add_action (G_ACTION_MAP (application), G_ACTION (action));
  click (GTK_WIDGET (window), "_Learn More");
  g_assert_cmpstr (page, ==, expected);
}

static void
hint_levels (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, HARD);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  SudokuGame *game = window_game (window);
  g_autoptr(SudokuStep) expected = NULL;
  const SudokuTechniqueInfo *info;
  g_autoptr(SudokuMove) applied = NULL;
  g_autofree char *summary = NULL;
  SudokuCells hinted;
  guint n_moves;

  /* Past the singles, where the hint is about a pattern. */
  activate (window, "singles");
  iterate_until (is_idle, window);
  n_moves = g_list_model_get_n_items (sudoku_game_get_history (game));
  expected = expected_step (window);
  info = sudoku_technique_get_info (expected->technique);
  summary = sudoku_step_dup_summary (expected, sudoku_game_get_board (game));
  g_assert_cmpuint (expected->eliminations->len, >, 0);

  /* Vague: the technique and a house, highlighted; Learn More waits
   * for the full hint. */
  ask_hint (window);
  g_assert_null (find_button (GTK_WIDGET (window), "_Learn More"));
  g_test_message ("vague: %s", banner_text_of (window));
  g_assert_nonnull (strstr (banner_text_of (window), info->name));
  g_assert_cmpint (sudoku_grid_view_get_highlight_house (grid_view), >=, 0);
  g_assert_null (sudoku_grid_view_get_step (grid_view));

  /* Concrete: the digits and the cells of the pattern. */
  activate (window, "hint");
  g_test_message ("concrete: %s", banner_text_of (window));
  g_assert_true (g_str_has_prefix (banner_text_of (window), "Hint: "));
  g_assert_nonnull (strstr (banner_text_of (window), info->name));
  hinted = sudoku_grid_view_get_hint_cells (grid_view);
  g_assert_false (sudoku_cells_is_empty (hinted));
  for (guint i = 0; i < expected->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (expected->marks, SudokuMark, i);
      g_autofree char *name = sudoku_cell_dup_name (mark->cell);

      if (sudoku_game_get_board (game)->values[mark->cell] == 0)
        {
          g_assert_true (sudoku_cells_has (hinted, mark->cell));
          g_assert_nonnull (strstr (banner_text_of (window), name));
        }
    }
  /* It does not give the result away. */
  g_assert_null (strstr (banner_text_of (window), "⇒"));

  /* Full: the step, drawn, with its explanation and Apply. */
  activate (window, "hint");
  g_test_message ("full: %s", banner_text_of (window));
  g_assert_true (g_str_has_prefix (banner_text_of (window), summary));
  g_assert_nonnull (sudoku_grid_view_get_step (grid_view));
  g_assert_true (sudoku_step_same_result (sudoku_grid_view_get_step (grid_view), expected));
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, n_moves);
  check_learn_more (application, window, expected);

  click (GTK_WIDGET (window), "_Apply");
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, n_moves + 1);
  applied = g_list_model_get_item (sudoku_game_get_history (game), n_moves);
  g_assert_true (sudoku_step_same_result (sudoku_move_get_step (applied), expected));
  g_assert_null (banner_text_of (window));
  g_assert_null (sudoku_grid_view_get_step (grid_view));

  destroy_window (window);
}

/* Every technique family has its help page, named after its key. */
static void
test_help_pages (void)
{
  const char *data = g_getenv ("NANPURE_TEST_DATA");

  g_assert_nonnull (data);
  for (SudokuFamily family = 0; family < SUDOKU_N_FAMILIES; family++)
    {
      g_autofree char *name = g_strdup_printf ("tech-%s.page", sudoku_family_get_key (family));
      g_autofree char *path = g_build_filename (data, "..", "..", "help", "C", name, NULL);
      g_autofree char *id = g_strdup_printf ("id=\"tech-%s\"", sudoku_family_get_key (family));
      g_autofree char *contents = NULL;

      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_nonnull (strstr (contents, id));
    }
}

/* The hint works from the candidates as the user left them. */
static void
hint_own_candidates (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, HARD);
  SudokuGame *game = window_game (window);
  g_autoptr(SudokuStep) before = NULL;
  g_autoptr(SudokuStep) after = NULL;
  const SudokuCandidate *elimination;

  /* Past the singles, the next step eliminates candidates. */
  activate (window, "singles");
  iterate_until (is_idle, window);
  before = expected_step (window);

  /* Cross out by hand what the first step would: the hint moves on. */
  g_assert_cmpuint (before->eliminations->len, >, 0);
  for (guint i = 0; i < before->eliminations->len; i++)
    {
      elimination = &g_array_index (before->eliminations, SudokuCandidate, i);
      g_assert_true (sudoku_game_toggle_candidate (game, elimination->cell, elimination->digit));
    }
  after = expected_step (window);
  g_assert_false (sudoku_step_same_result (before, after));

  ask_hint (window);
  activate (window, "hint");
  activate (window, "hint");
  click (GTK_WIDGET (window), "_Apply");
  {
    GListModel *history = sudoku_game_get_history (game);
    g_autoptr(SudokuMove) last = g_list_model_get_item (history,
                                                        g_list_model_get_n_items (history) - 1);

    g_assert_true (sudoku_step_same_result (sudoku_move_get_step (last), after));
  }

  destroy_window (window);
}

/* A wrong digit, or a needed candidate crossed out: the hint says so. */
static void
hint_contradiction (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  SudokuGame *game = window_game (window);
  guint right = INKALA_2012_SOLUTION[1] - '0';
  guint16 others = sudoku_game_get_board (game)->candidates[1] & ~SUDOKU_DIGIT_BIT (right);
  guint repeated = 0;
  guint wrong;

  /* A digit that breaks the rules comes first (issue 20, item 5): the
   * banner says which repeats where, as nanpure-cli hint does, and no
   * step is shown: r1c2 gets the first digit below it in column 2. */
  for (guint row = 1; row < 9 && repeated == 0; row++)
    if (sudoku_game_get_board (game)->values[row * 9 + 1] != 0)
      repeated = sudoku_game_get_board (game)->values[row * 9 + 1];
  g_assert_cmpuint (repeated, !=, 0);
  g_assert_true (sudoku_game_set_value (game, 1, repeated));
  ask_hint (window);
  {
    g_autofree char *column = g_strdup_printf ("column 2 has two %us", repeated);

    g_test_message ("%s", banner_text_of (window));
    g_assert_nonnull (strstr (banner_text_of (window), "breaks the rules"));
    g_assert_nonnull (strstr (banner_text_of (window), column));
  }
  g_assert_null (sudoku_grid_view_get_step (sudoku_window_get_grid_view (window)));
  click (GTK_WIDGET (window), "_Close");
  activate (window, "undo");

  /* r1c2 holds 1 in the solution; a wrong candidate of it breaks no
   * rule, and contradicts the solution. */
  g_assert_cmpuint (others, !=, 0);
  wrong = __builtin_ctz (others) + 1;
  g_assert_true (sudoku_game_set_value (game, 1, wrong));
  ask_hint (window);
  g_test_message ("%s", banner_text_of (window));
  g_assert_nonnull (strstr (banner_text_of (window), "r1c2 is wrong"));
  g_assert_null (sudoku_grid_view_get_step (sudoku_window_get_grid_view (window)));
  click (GTK_WIDGET (window), "_Close");
  g_assert_null (banner_text_of (window));

  activate (window, "undo");
  g_assert_true (sudoku_game_toggle_candidate (game, 1, INKALA_2012_SOLUTION[1] - '0'));
  ask_hint (window);
  g_assert_nonnull (strstr (banner_text_of (window), "crossed out"));

  /* Any change drops the hint. */
  activate (window, "undo");
  g_assert_null (banner_text_of (window));

  destroy_window (window);
}

static void
test_hint_levels (void)
{
  run_in_application (hint_levels);
}

static void
test_hint_own_candidates (void)
{
  run_in_application (hint_own_candidates);
}

static void
test_hint_contradiction (void)
{
  run_in_application (hint_contradiction);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/hint/levels", test_hint_levels);
  g_test_add_func ("/nanpure/hint/help-pages", test_help_pages);
  g_test_add_func ("/nanpure/hint/own-candidates", test_hint_own_candidates);
  g_test_add_func ("/nanpure/hint/contradiction", test_hint_contradiction);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
