/* test-history.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The history sidebar: a solve fills it, a row previews its state,
 * "Continue from here" goes back to it, Escape returns to the present,
 * and the history can be copied as text. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "sudoku-grid-view.h"
#include "sudoku-history-view.h"
#include "sudoku-path.h"
#include "ui-test-utils.h"

static GListModel *
history_of (SudokuWindow *window)
{
  return sudoku_game_get_history (window_game (window));
}

/* The list view's model: what the sidebar really shows. */
static GListModel *
shown_rows (SudokuWindow *window)
{
  GtkWidget *view = window_history_view (window);
  GtkWidget *list = NULL;
  GSList *todo = g_slist_prepend (NULL, view);

  while (todo != NULL && list == NULL)
    {
      GtkWidget *widget = todo->data;

      todo = g_slist_delete_link (todo, todo);
      if (GTK_IS_LIST_VIEW (widget))
        list = widget;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        todo = g_slist_prepend (todo, child);
    }
  g_slist_free (todo);
  g_assert_nonnull (list);
  return G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));
}

static void
solve_instantly (SudokuWindow *window)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_settings_set_string (settings, "animation-speed", "instant");
  activate (window, "solve");
  iterate_until (is_idle, window);
  g_settings_reset (settings, "animation-speed");
}

static gboolean
has_se_figure (gpointer data)
{
  g_autofree char *summary = sudoku_history_view_dup_summary (data);

  return strstr (summary, "SE 10.7 · ") != NULL;
}

static void
history_rows (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  SudokuGame *game = window_game (window);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(SudokuMove) first = NULL;
  g_autofree char *text = NULL;
  g_autofree char *summary = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_assumptions = 0, n_backtracks = 0, n_indented = 0;

  /* What the engine says the solve is, independently of the window:
   * under the standard profile, which assumes on Inkala 2012 (the full
   * one goes on with Sudoku Explainer's forcing chains). */
  g_settings_set_string (settings, "technique-profile", "standard");
  sudoku_profile_init_from_string (&profile, "standard", NULL);
  path = sudoku_path_solve (sudoku_game_get_board (game), &profile, NULL, NULL);
  moves = sudoku_moves_for_path (sudoku_game_get_state (game), path);

  /* One of the user's own moves first: it is part of the record. */
  sudoku_grid_view_set_cursor (sudoku_window_get_grid_view (window), 1);
  g_assert_true (sudoku_grid_view_press_key (sudoku_window_get_grid_view (window), GDK_KEY_3,
                                             GDK_CONTROL_MASK));
  first = g_list_model_get_item (history_of (window), 0);
  g_assert_cmpint (sudoku_move_get_kind (first), ==, SUDOKU_MOVE_CANDIDATE);
  activate (window, "undo");
  g_assert_cmpuint (g_list_model_get_n_items (shown_rows (window)), ==, 0);

  solve_instantly (window);
  g_assert_cmpuint (g_list_model_get_n_items (history_of (window)), ==, moves->len);
  g_assert_cmpuint (g_list_model_get_n_items (shown_rows (window)), ==, moves->len);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autoptr(SudokuMove) move = g_list_model_get_item (shown_rows (window), i);

      if (sudoku_move_get_kind (move) == SUDOKU_MOVE_BACKTRACK)
        n_backtracks++;
      else if (sudoku_move_get_step (move)->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
        n_assumptions++;
      n_indented += sudoku_move_get_depth (move) > 0;
    }
  g_test_message ("Inkala 2012: %u rows, %u assumptions, %u backtracks, %u indented",
                  moves->len, n_assumptions, n_backtracks, n_indented);
  g_assert_cmpuint (n_assumptions, >, 0);
  g_assert_cmpuint (n_backtracks, >, 0);
  g_assert_cmpuint (n_indented, >, 0);

  /* The line under the list rates the puzzle, in the background. Its SE
   * figure is Sudoku Explainer's (10.7), never our quick estimate (9.5)
   * while that one is worked out. */
  iterate_until (history_is_rated, window_history_view (window));
  {
    SudokuHistoryView *view = SUDOKU_HISTORY_VIEW (window_history_view (window));
    gboolean known = sudoku_checker_get_se_rating (window_checker (window)) >= 0;
    g_autofree char *rated = sudoku_history_view_dup_summary (view);

    g_test_message ("rated: %s", rated);
    g_assert_nonnull (strstr (rated, known ? "SE 10.7 · " : "SE … · "));
    iterate_until (has_se_figure, view);
  }

  /* Copy history: one line per move, then the summary. */
  text = sudoku_history_view_dup_text (SUDOKU_HISTORY_VIEW (window_history_view (window)));
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >=, moves->len + 2);
  g_assert_true (g_str_has_prefix (lines[0], "   1. "));
  summary = sudoku_history_view_dup_summary (SUDOKU_HISTORY_VIEW (window_history_view (window)));
  g_assert_true (g_str_has_prefix (summary, "Level 7 · "));
  g_assert_nonnull (strstr (text, summary));

  destroy_window (window);
  g_settings_reset (settings, "technique-profile");
}

/* The tooltip of the header bar's button for @action ("win.undo"). */
static const char *
button_tooltip (SudokuWindow *window,
                const char   *action)
{
  GtkWidget *button = find_actionable (GTK_WIDGET (window), action);

  g_assert_true (GTK_IS_BUTTON (button));
  return gtk_widget_get_tooltip_text (button);
}

static void
history_preview (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  SudokuHistoryView *view = SUDOKU_HISTORY_VIEW (window_history_view (window));
  SudokuGame *game = window_game (window);
  g_autoptr(SudokuMove) fifth = NULL;
  SudokuBoard solved;
  guint n_moves;

  solve_instantly (window);
  solved = *sudoku_game_get_board (game);
  g_assert_true (sudoku_board_is_complete (&solved));
  n_moves = g_list_model_get_n_items (history_of (window));
  g_assert_cmpstr (button_tooltip (window, "win.undo"), ==, "Undo (Ctrl+Z)");
  g_assert_cmpstr (button_tooltip (window, "win.redo"), ==, "Redo (Shift+Ctrl+Z)");

  /* Selecting row 5 shows the state after it, read-only. */
  sudoku_history_view_select (view, 4);
  fifth = g_list_model_get_item (history_of (window), 4);
  g_assert_true (sudoku_board_equal_values (sudoku_grid_view_get_board (grid_view),
                                            &sudoku_move_get_after (fifth)->board));
  g_assert_true (sudoku_grid_view_get_read_only (grid_view));
  g_assert_true (g_str_has_prefix (banner_text_of (window), "Step 5 of "));
  if (sudoku_move_get_kind (fifth) == SUDOKU_MOVE_STEP)
    g_assert_nonnull (sudoku_grid_view_get_step (grid_view));
  /* Digits typed on the preview do nothing. */
  sudoku_grid_view_set_cursor (grid_view, 1);
  sudoku_grid_view_press_key (grid_view, GDK_KEY_1, 0);
  g_assert_cmpuint (g_list_model_get_n_items (history_of (window)), ==, n_moves);

  /* Ctrl+Z on the preview steps it back a move and Ctrl+Shift+Z on
   * again, leaving the game alone (it left the preview and undid the
   * game's last action); at the first move there is nothing before.
   * The buttons' tooltips say so (they said "Undo" and "Redo"). */
  g_assert_cmpstr (button_tooltip (window, "win.undo"), ==, "Previous Step (Ctrl+Z)");
  g_assert_cmpstr (button_tooltip (window, "win.redo"), ==, "Next Step (Shift+Ctrl+Z)");
  activate (window, "undo");
  g_assert_cmpint (sudoku_history_view_get_selected (view), ==, 3);
  {
    g_autoptr(SudokuMove) fourth = g_list_model_get_item (history_of (window), 3);

    g_assert_true (sudoku_board_equal_values (sudoku_grid_view_get_board (grid_view),
                                              &sudoku_move_get_after (fourth)->board));
  }
  g_assert_true (g_str_has_prefix (banner_text_of (window), "Step 4 of "));
  g_assert_true (sudoku_board_equal_values (sudoku_game_get_board (game), &solved));
  g_assert_cmpuint (g_list_model_get_n_items (history_of (window)), ==, n_moves);
  activate (window, "redo");
  g_assert_cmpint (sudoku_history_view_get_selected (view), ==, 4);
  g_assert_true (sudoku_board_equal_values (sudoku_grid_view_get_board (grid_view),
                                            &sudoku_move_get_after (fifth)->board));
  sudoku_history_view_select (view, 0);
  g_assert_false (action_enabled (window, "undo"));
  g_assert_true (action_enabled (window, "redo"));
  sudoku_history_view_select (view, (int) n_moves - 1);
  g_assert_false (action_enabled (window, "redo"));
  sudoku_history_view_select (view, 4);

  /* Escape returns to the present, and Undo and Redo to theirs. */
  activate (window, "escape");
  g_assert_cmpstr (button_tooltip (window, "win.undo"), ==, "Undo (Ctrl+Z)");
  g_assert_cmpstr (button_tooltip (window, "win.redo"), ==, "Redo (Shift+Ctrl+Z)");
  g_assert_false (sudoku_grid_view_get_read_only (grid_view));
  g_assert_null (banner_text_of (window));
  g_assert_true (sudoku_board_equal_values (sudoku_grid_view_get_board (grid_view), &solved));
  g_assert_cmpint (sudoku_history_view_get_selected (view), ==, -1);

  /* Continue from here drops the later moves, undoably. */
  sudoku_history_view_select (view, 4);
  click (GTK_WIDGET (window), "_Continue from Here");
  g_assert_cmpuint (g_list_model_get_n_items (history_of (window)), ==, 5);
  /* The count follows at once (issue 12, item 8). */
  g_assert_cmpstr (sudoku_history_view_get_title (view), ==, "History · 5 moves");
  g_assert_true (sudoku_board_equal_values (sudoku_game_get_board (game),
                                            &sudoku_move_get_after (fifth)->board));
  g_assert_false (sudoku_grid_view_get_read_only (grid_view));
  activate (window, "undo");
  g_assert_cmpuint (g_list_model_get_n_items (history_of (window)), ==, n_moves);
  g_assert_true (sudoku_board_equal_values (sudoku_game_get_board (game), &solved));
  {
    g_autofree char *title = g_strdup_printf ("History · %u moves", n_moves);

    g_assert_cmpstr (sudoku_history_view_get_title (view), ==, title);
  }

  destroy_window (window);
}

/* The shortcuts window opens and lists the window's actions. */
static void
history_shortcuts (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  GtkWindow *overlay = GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  g_assert_nonnull (overlay);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  iterate_until (is_mapped, overlay);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  gtk_window_close (overlay);
  destroy_window (window);
}

/* The solve is inside its first assumption: that is open, and a move
 * of its branch follows it. */
static gboolean
is_inside_assumption (gpointer data)
{
  GListModel *history = history_of (data);
  g_autoptr(SudokuMove) first = NULL;

  if (g_list_model_get_n_items (history) < 2)
    return FALSE;
  first = g_list_model_get_item (history, 0);
  return sudoku_move_get_kind (first) == SUDOKU_MOVE_STEP &&
         sudoku_move_get_step (first)->technique == SUDOKU_TECHNIQUE_ASSUMPTION &&
         sudoku_move_get_outcome (first) == SUDOKU_ASSUMPTION_OPEN;
}

/* Stop inside an assumption (issue 20, item 14): the history says the
 * assumption was stopped, unfinished; "gave up" is the attempt limit's. */
static void
history_stopped (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  GtkWidget *view = window_history_view (window);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(SudokuMove) first = NULL;
  g_autofree char *text = NULL;

  /* The standard profile assumes on Inkala 2012 (the full one does not). */
  g_settings_set_string (settings, "technique-profile", "standard");
  activate (window, "solve");
  iterate_until (is_inside_assumption, window);
  activate (window, "stop");
  iterate_until (is_idle, window);

  first = g_list_model_get_item (history_of (window), 0);
  g_assert_cmpint (sudoku_move_get_outcome (first), ==, SUDOKU_ASSUMPTION_STOPPED);
  text = sudoku_history_view_dup_text (SUDOKU_HISTORY_VIEW (view));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, " (stopped)\n"));
  g_assert_nonnull (strstr (text, "Stopped inside "));
  g_assert_null (strstr (text, "gave up"));
  g_assert_null (strstr (text, "Gave up"));
  g_assert_true (g_str_has_prefix (progress_of (window), "Stopped"));

  destroy_window (window);
  g_settings_reset (settings, "technique-profile");
}

#define EMPTY_79 "..............................................................................."

static gboolean
is_not_counting (gpointer data)
{
  return !sudoku_checker_is_counting (window_checker (data));
}

/* While the givens are counted, the line under the list says so; it
 * used to say that the givens had no single solution, for a puzzle
 * that has one (Inkala 2012, opened or restored from a draft). */
static void
history_checking (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  SudokuHistoryView *view = SUDOKU_HISTORY_VIEW (window_history_view (window));
  g_autofree char *empty = NULL;
  g_autofree char *checking = NULL;
  g_autofree char *rating = NULL;

  /* An empty grid is not counted: nothing is checked. */
  g_assert_false (sudoku_checker_is_counting (window_checker (window)));
  empty = sudoku_history_view_dup_summary (view);
  g_assert_cmpstr (empty, ==, "The puzzle is rated once its givens have one solution");

  /* The count runs in a worker; its answer comes through the main loop,
   * which has not run yet. */
  g_assert_true (sudoku_window_load_text (window, INKALA_2012, SUDOKU_VARIANT_CLASSIC));
  g_assert_cmpint (sudoku_checker_get_n_solutions (window_checker (window)), ==, -1);
  g_assert_true (sudoku_checker_is_counting (window_checker (window)));
  checking = sudoku_history_view_dup_summary (view);
  g_assert_cmpstr (checking, ==, "Checking the puzzle…");

  iterate_until (is_checked, window);
  rating = sudoku_history_view_dup_summary (view);
  g_assert_null (strstr (rating, "once its givens have one solution"));

  /* Givens that break the rules are not counted: once the checker has
   * seen them, the line no longer says it checks. */
  g_assert_true (sudoku_window_load_text (window, "11" EMPTY_79, SUDOKU_VARIANT_CLASSIC));
  iterate_until (is_not_counting, window);
  g_clear_pointer (&rating, g_free);
  rating = sudoku_history_view_dup_summary (view);
  g_assert_cmpstr (rating, ==, "The puzzle is rated once its givens have one solution");

  destroy_window (window);
}

static void
test_history_checking (void)
{
  run_in_application (history_checking);
}

static void
test_history_stopped (void)
{
  run_in_application (history_stopped);
}

static void
test_history_rows (void)
{
  run_in_application (history_rows);
}

static void
test_history_preview (void)
{
  run_in_application (history_preview);
}

static void
test_history_shortcuts (void)
{
  run_in_application (history_shortcuts);
}

/* Whether @c is a letter or digit of a Latin word (a technique's name, a
 * cell such as r1c8), where no line may break. */
static gboolean
is_latin_word_char (gunichar c)
{
  return c < 0x2000 && g_unichar_isalnum (c);
}

/* The breaks of @label's lines inside a Latin word that would fit on a
 * line of its own, added to @bad; returns how many lines it has. */
static guint
check_label_breaks (GtkLabel *label,
                    GString  *bad)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);
  int width = pango_layout_get_width (layout);
  GSList *lines = pango_layout_get_lines_readonly (layout);
  guint n_lines = g_slist_length (lines);

  for (GSList *l = lines->next; l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      const char *at = text + line->start_index;
      const char *before = g_utf8_find_prev_char (text, at);
      const char *start = before, *end = at;
      g_autoptr(PangoLayout) word = NULL;
      int word_width;

      if (before == NULL || !is_latin_word_char (g_utf8_get_char (before)) ||
          !is_latin_word_char (g_utf8_get_char (at)))
        continue;
      /* The whole word: a break in it is right only when it is wider
       * than the line. */
      while (start > text &&
             is_latin_word_char (g_utf8_get_char (g_utf8_find_prev_char (text, start))))
        start = g_utf8_find_prev_char (text, start);
      while (*end != '\0' && is_latin_word_char (g_utf8_get_char (end)))
        end = g_utf8_next_char (end);
      word = pango_layout_copy (layout);
      pango_layout_set_width (word, -1);
      pango_layout_set_text (word, start, (int) (end - start));
      pango_layout_get_size (word, &word_width, NULL);
      if (width < 0 || word_width <= width)
        g_string_append_printf (bad, "“%.*s|%s” (line %d, word %.1f px)\n",
                                (int) (at - text), text, at, width / PANGO_SCALE,
                                (double) word_width / PANGO_SCALE);
    }
  return n_lines;
}

/* Whether @label ends within @list, or its lines are cut at the edge. */
static void
check_label_inside (GtkWidget *label,
                    GtkWidget *list,
                    GString   *bad)
{
  graphene_rect_t bounds;
  int width;

  pango_layout_get_pixel_size (gtk_label_get_layout (GTK_LABEL (label)), &width, NULL);
  if (gtk_widget_compute_bounds (label, list, &bounds) &&
      bounds.origin.x + MIN (width, bounds.size.width) > gtk_widget_get_width (list) + 1)
    g_string_append_printf (bad, "“%s” is cut at the edge: %.0f + %d px in %d px\n",
                            gtk_label_get_text (GTK_LABEL (label)), bounds.origin.x, width,
                            gtk_widget_get_width (list));
}

static void
check_summaries_under (GtkWidget *widget,
                       GString   *bad,
                       guint     *n_wrapped)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "history-summary-text") &&
      gtk_widget_get_mapped (widget))
    {
      *n_wrapped += check_label_breaks (GTK_LABEL (widget), bad) > 1;
      check_label_inside (widget, gtk_widget_get_ancestor (widget, GTK_TYPE_LIST_VIEW), bad);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_summaries_under (child, bad, n_wrapped);
}

/* The rows of a long solve at the narrowest history wrap their lines
 * between words, never inside a technique's name or a cell's, in
 * English and in Japanese (which may break between its characters). */
static void
history_wraps_at_words (SudokuApplication *application)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TestLanguage saved_language = { NULL, NULL };

  g_settings_set_int (settings, "history-width", 240);
  for (int japanese = 0; japanese <= 1; japanese++)
    {
      g_autoptr(GString) bad = g_string_new (NULL);
      SudokuWindow *window;
      GtkScrolledWindow *scrolled;
      GtkAdjustment *adjustment;
      guint n_wrapped = 0;

      if (japanese)
        {
          test_language_switch (&saved_language, "ja");
        }
      window = window_with_puzzle (application, INKALA_2012);
      solve_instantly (window);
      iterate_until_settled (GTK_WIDGET (window));
      scrolled = GTK_SCROLLED_WINDOW (find_child_of_type (window_history_view (window),
                                                          GTK_TYPE_SCROLLED_WINDOW));
      g_assert_nonnull (scrolled);
      adjustment = gtk_scrolled_window_get_vadjustment (scrolled);

      /* Page by page: the list makes the rows it shows. */
      for (double value = 0;; value += gtk_adjustment_get_page_size (adjustment) / 2)
        {
          gtk_adjustment_set_value (adjustment, value);
          iterate_frames (GTK_WIDGET (window), 2);
          check_summaries_under (window_history_view (window), bad, &n_wrapped);
          if (value >= gtk_adjustment_get_upper (adjustment) -
                       gtk_adjustment_get_page_size (adjustment))
            break;
        }
      g_test_message ("%s: %u wrapped summaries seen", japanese ? "ja" : "en", n_wrapped);
      maybe_screenshot (GTK_WIDGET (window), japanese ? "history-wrap-ja" : "history-wrap-en");
      if (bad->len > 0)
        g_error ("lines broken inside a word:\n%s", bad->str);
      g_assert_cmpuint (n_wrapped, >, 0);
      destroy_window (window);
    }

  test_language_restore (&saved_language);
  g_settings_reset (settings, "history-width");
}

static void
test_history_wraps_at_words (void)
{
  run_in_application (history_wraps_at_words);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/history/rows", test_history_rows);
  g_test_add_func ("/nanpure/history/preview-and-continue", test_history_preview);
  g_test_add_func ("/nanpure/history/shortcuts-window", test_history_shortcuts);
  g_test_add_func ("/nanpure/history/stopped", test_history_stopped);
  g_test_add_func ("/nanpure/history/checking", test_history_checking);
  g_test_add_func ("/nanpure/history/wraps-at-words", test_history_wraps_at_words);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
