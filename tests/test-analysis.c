/* test-analysis.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "sudoku-analysis-panel.h"
#include "sudoku-parse.h"
#include "sudoku-preferences-window.h"
#include "ui-test-utils.h"

/* Analysis panel. */

#define PLACES SUDOKU_ANALYSIS_TABLE_PLACES

/* The expected tables, computed the slow and obvious way: straight from
 * the rules, cell by cell, without the house list the panel uses.
 */
static gboolean
window_holds (guint window,
              guint cell)
{
  guint row = cell / 9, column = cell % 9;
  guint top = window / 2 == 0 ? 1 : 5;
  guint left = window % 2 == 0 ? 1 : 5;

  return row >= top && row < top + 3 && column >= left && column < left + 3;
}

/* Whether two cells share a row, column, box or (Windoku) window. */
static gboolean
cells_see (const SudokuBoard *board,
           guint              a,
           guint              b)
{
  if (a == b)
    return FALSE;
  if (a / 9 == b / 9 || a % 9 == b % 9 || sudoku_cell_box (a) == sudoku_cell_box (b))
    return TRUE;
  if (board->variant == SUDOKU_VARIANT_WINDOKU)
    for (guint w = 0; w < 4; w++)
      if (window_holds (w, a) && window_holds (w, b))
        return TRUE;
  return FALSE;
}

static gboolean
house_holds (SudokuAnalysisTable table,
             guint               index,
             guint               cell)
{
  switch (table)
    {
    case SUDOKU_ANALYSIS_TABLE_ROWS:
      return cell / 9 == index;
    case SUDOKU_ANALYSIS_TABLE_COLUMNS:
      return cell % 9 == index;
    case SUDOKU_ANALYSIS_TABLE_BOXES:
      return sudoku_cell_box (cell) == index;
    case SUDOKU_ANALYSIS_TABLE_WINDOWS:
      return window_holds (index, cell);
    case SUDOKU_ANALYSIS_TABLE_PLACES:
    case SUDOKU_ANALYSIS_TABLE_SUMMARY:
    default:
      g_assert_not_reached ();
    }
}

static char *
expected_missing (const SudokuBoard   *board,
                  SudokuAnalysisTable  table,
                  guint                index)
{
  GString *text = g_string_new (NULL);

  for (guint digit = 1; digit <= 9; digit++)
    {
      gboolean present = FALSE;

      for (guint cell = 0; cell < 81; cell++)
        present |= house_holds (table, index, cell) && board->values[cell] == digit;
      if (!present)
        g_string_append_printf (text, "%s%u", text->len ? " " : "", digit);
    }
  return g_string_free (text, FALSE);
}

static guint
expected_empty (const SudokuBoard   *board,
                SudokuAnalysisTable  table,
                guint                index)
{
  guint n = 0;

  for (guint cell = 0; cell < 81; cell++)
    n += house_holds (table, index, cell) && board->values[cell] == 0;
  return n;
}

/* "·" when the house holds the digit, else the empty cells of the house
 * whose candidates hold it and that no cell with the digit sees.
 */
static char *
expected_places (const SudokuBoard   *board,
                 SudokuAnalysisTable  table,
                 guint                index,
                 guint                digit)
{
  guint n = 0;

  for (guint cell = 0; cell < 81; cell++)
    if (house_holds (table, index, cell) && board->values[cell] == digit)
      return g_strdup ("·");

  for (guint cell = 0; cell < 81; cell++)
    {
      gboolean seen = FALSE;

      if (!house_holds (table, index, cell) || board->values[cell] != 0 ||
          !(board->candidates[cell] & SUDOKU_DIGIT_BIT (digit)))
        continue;
      for (guint other = 0; other < 81; other++)
        seen |= board->values[other] == digit && cells_see (board, cell, other);
      n += !seen;
    }
  return g_strdup_printf ("%u", n);
}

static void
assert_cell_text (SudokuAnalysisPanel *panel,
                  SudokuAnalysisTable  table,
                  guint                row,
                  guint                column,
                  const char          *expected)
{
  g_autofree char *text = sudoku_analysis_panel_dup_cell_text (panel, table, row, column);

  g_assert_cmpstr (text, ==, expected);
}

static gboolean
cell_has_class (SudokuAnalysisPanel *panel,
                SudokuAnalysisTable  table,
                guint                row,
                guint                column,
                const char          *css_class)
{
  GtkWidget *cell = sudoku_analysis_panel_get_cell (panel, table, row, column);

  g_assert_nonnull (cell);
  return gtk_widget_has_css_class (cell, css_class);
}

/* Every number the panel shows against the slow computation. */
static void
assert_panel_matches (SudokuAnalysisPanel *panel,
                      const SudokuBoard   *board)
{
  SudokuAnalysisTable tables[] = {
    SUDOKU_ANALYSIS_TABLE_ROWS, SUDOKU_ANALYSIS_TABLE_COLUMNS,
    SUDOKU_ANALYSIS_TABLE_BOXES, SUDOKU_ANALYSIS_TABLE_WINDOWS,
  };
  gboolean windoku = board->variant == SUDOKU_VARIANT_WINDOKU;
  guint n_place_rows = windoku ? 13 : 9;
  guint n_empty = 0;

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    {
      guint n_houses = tables[t] == SUDOKU_ANALYSIS_TABLE_WINDOWS ? 4 : 9;

      if (tables[t] == SUDOKU_ANALYSIS_TABLE_WINDOWS && !windoku)
        continue;

      for (guint i = 0; i < n_houses; i++)
        {
          g_autofree char *missing = expected_missing (board, tables[t], i);
          g_autofree char *empty = g_strdup_printf ("%u", expected_empty (board, tables[t], i));

          assert_cell_text (panel, tables[t], i, 0, missing);
          assert_cell_text (panel, tables[t], i, 1, empty);
          g_assert_true (cell_has_class (panel, tables[t], i, 0, "complete") == (*missing == '\0'));
        }
    }

  for (guint row = 0; row < n_place_rows; row++)
    for (guint digit = 1; digit <= 9; digit++)
      {
        g_autofree char *places = row < 9
          ? expected_places (board, SUDOKU_ANALYSIS_TABLE_BOXES, row, digit)
          : expected_places (board, SUDOKU_ANALYSIS_TABLE_WINDOWS, row - 9, digit);

        assert_cell_text (panel, SUDOKU_ANALYSIS_TABLE_PLACES, row, digit - 1, places);
        g_assert_true (cell_has_class (panel, SUDOKU_ANALYSIS_TABLE_PLACES, row, digit - 1,
                                       "single") == g_str_equal (places, "1"));
        g_assert_true (cell_has_class (panel, SUDOKU_ANALYSIS_TABLE_PLACES, row, digit - 1,
                                       "placed") == g_str_equal (places, "·"));
        g_assert_true (gtk_widget_get_visible (sudoku_analysis_panel_get_cell (panel, PLACES,
                                                                               row, digit - 1)));
      }

  for (guint cell = 0; cell < 81; cell++)
    n_empty += board->values[cell] == 0;
  g_assert_cmpuint (sudoku_analysis_panel_get_n_empty (panel), ==, n_empty);
}

static void
test_analysis_inkala (void)
{
  GtkWidget *panel = g_object_ref_sink (sudoku_analysis_panel_new ());
  SudokuAnalysisPanel *self = SUDOKU_ANALYSIS_PANEL (panel);
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);

  /* A new panel shows an empty grid. */
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_ROWS, 4, 0, "1 2 3 4 5 6 7 8 9");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_PLACES, 8, 8, "9");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_SUMMARY, 0, 0, "81 empty cells");

  sudoku_analysis_panel_set_board (self, &board);

  /* By hand: r1 holds only the 8; c4 holds 6, 1 and 5; box 1 holds 8, 3
   * and 7; box 5 holds 7, 4, 5 and 1.
   */
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_ROWS, 0, 0, "1 2 3 4 5 6 7 9");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_ROWS, 0, 1, "8");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_COLUMNS, 3, 0, "2 3 4 7 8 9");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_COLUMNS, 3, 1, "6");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_BOXES, 0, 0, "1 2 4 5 6 9");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_BOXES, 0, 1, "6");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_BOXES, 4, 0, "2 3 6 8 9");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_BOXES, 4, 1, "5");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_SUMMARY, 0, 0, "60 empty cells");
  g_assert_cmpuint (sudoku_analysis_panel_get_n_empty (self), ==, 60);

  /* Box 1 holds its 8: "·"; its 9 can go to r1c3 or r2c1 only (row 3
   * and column 2 have a 9): 2 places.
   */
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_PLACES, 0, 7, "·");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_PLACES, 0, 8, "2");
  g_assert_false (cell_has_class (self, SUDOKU_ANALYSIS_TABLE_PLACES, 0, 8, "single"));
  assert_panel_matches (self, &board);

  /* The windows are not part of a classic board. */
  g_assert_false (gtk_widget_get_visible (sudoku_analysis_panel_get_cell (self, PLACES, 9, 0)));

  g_assert_finalize_object (panel);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

static void
test_analysis_updates (void)
{
  GtkWidget *panel = g_object_ref_sink (sudoku_analysis_panel_new ());
  SudokuAnalysisPanel *self = SUDOKU_ANALYSIS_PANEL (panel);
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  GtkWidget *nine_in_box_1;
  GtkWidget *row_1;
  guint n_label_changes = 0;

  sudoku_analysis_panel_set_board (self, &board);

  /* Fill row 1 from the solution: r1 is complete, and box 1 keeps one
   * place for its 9, r2c1 (r2c2 sees the 9 of r9c2, r3 has a 9).
   */
  for (guint cell = 0; cell < 9; cell++)
    sudoku_board_set_value (&board, cell, INKALA_2012_SOLUTION[cell] - '0', FALSE);
  sudoku_analysis_panel_set_board (self, &board);

  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_ROWS, 0, 0, "");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_ROWS, 0, 1, "0");
  g_assert_true (cell_has_class (self, SUDOKU_ANALYSIS_TABLE_ROWS, 0, 0, "complete"));
  g_assert_true (cell_has_class (self, SUDOKU_ANALYSIS_TABLE_ROWS, 0, 1, "complete"));
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_BOXES, 0, 0, "4 5 6 9");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_PLACES, 0, 8, "1");
  g_assert_true (cell_has_class (self, SUDOKU_ANALYSIS_TABLE_PLACES, 0, 8, "single"));
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_SUMMARY, 0, 0, "52 empty cells");
  assert_panel_matches (self, &board);

  /* Screen readers hear what a cell means, not just a number. */
  nine_in_box_1 = sudoku_analysis_panel_get_cell (self, SUDOKU_ANALYSIS_TABLE_PLACES, 0, 8);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (nine_in_box_1),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Box 1, digit 9: 1 place");
  row_1 = sudoku_analysis_panel_get_cell (self, SUDOKU_ANALYSIS_TABLE_ROWS, 0, 0);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row_1),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Row 1: complete");

  /* The same board again changes no label. */
  for (GtkWidget *cell = gtk_widget_get_first_child (gtk_widget_get_parent (nine_in_box_1));
       cell != NULL;
       cell = gtk_widget_get_next_sibling (cell))
    g_signal_connect_swapped (cell, "notify::label", G_CALLBACK (count_cb), &n_label_changes);
  sudoku_analysis_panel_set_board (self, &board);
  g_assert_cmpuint (n_label_changes, ==, 0);

  /* Stale candidates count for nothing, but the user's eliminations
   * do: without 9 among r2c1's candidates, box 1 has no place for it.
   */
  for (guint cell = 9; cell < 81; cell++)
    if (board.values[cell] == 0)
      board.candidates[cell] = SUDOKU_ALL_CANDIDATES;
  board.candidates[9] &= ~SUDOKU_DIGIT_BIT (9);
  sudoku_analysis_panel_set_board (self, &board);
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_PLACES, 0, 8, "0");
  g_assert_true (cell_has_class (self, SUDOKU_ANALYSIS_TABLE_PLACES, 0, 8, "impossible"));
  g_assert_false (cell_has_class (self, SUDOKU_ANALYSIS_TABLE_PLACES, 0, 8, "single"));
  assert_panel_matches (self, &board);
  g_assert_cmpuint (n_label_changes, ==, 1);

  g_assert_finalize_object (panel);
}

/* Bound to a session: the panel follows its game's board, and lets go
 * of it when the session goes. */
static void
test_analysis_session (void)
{
  GtkWidget *panel = g_object_ref_sink (sudoku_analysis_panel_new ());
  SudokuAnalysisPanel *self = SUDOKU_ANALYSIS_PANEL (panel);
  g_autoptr(SudokuSession) session = sudoku_session_new ();
  g_autoptr(GError) error = NULL;
  SudokuBoard board;

  g_object_set (panel, "session", session, NULL);
  g_assert_true (sudoku_session_load_text (session, INKALA_2012, SUDOKU_VARIANT_CLASSIC, &error));
  g_assert_no_error (error);
  board = *sudoku_game_get_board (sudoku_session_get_game (session));
  assert_panel_matches (self, &board);
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_SUMMARY, 0, 0, "60 empty cells");

  /* A digit played in the session shows at once: r1c2 = 1. */
  g_assert_true (sudoku_game_set_value (sudoku_session_get_game (session), 1, 1));
  board = *sudoku_game_get_board (sudoku_session_get_game (session));
  assert_panel_matches (self, &board);
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_SUMMARY, 0, 0, "59 empty cells");

  sudoku_analysis_panel_set_session (self, NULL);
  {
    g_autoptr(SudokuSession) bound = NULL;

    g_object_get (panel, "session", &bound, NULL);
    g_assert_null (bound);
  }
  g_assert_finalize_object (panel);
}

static void
test_analysis_windoku (void)
{
  GtkWidget *panel = g_object_ref_sink (sudoku_analysis_panel_new ());
  SudokuAnalysisPanel *self = SUDOKU_ANALYSIS_PANEL (panel);
  SudokuBoard windoku = test_board_from (SX3, SUDOKU_VARIANT_WINDOKU);
  SudokuBoard classic = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  GtkWidget *window_cell;
  GtkWidget *windows_part;

  sudoku_analysis_panel_set_board (self, &windoku);
  assert_panel_matches (self, &windoku);

  /* Window 1 (r2–4 × c2–4) holds 6, 5 and 8. */
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_WINDOWS, 0, 0, "1 2 3 4 7 9");
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_WINDOWS, 0, 1, "6");
  window_cell = sudoku_analysis_panel_get_cell (self, PLACES, 12, 0);
  /* The windows' missing-digit table and its title. */
  windows_part = gtk_widget_get_parent (gtk_widget_get_parent (
    sudoku_analysis_panel_get_cell (self, SUDOKU_ANALYSIS_TABLE_WINDOWS, 3, 0)));
  g_assert_true (gtk_widget_get_visible (window_cell));
  g_assert_true (gtk_widget_get_visible (windows_part));

  /* Back to a classic board, the windows go. */
  sudoku_analysis_panel_set_board (self, &classic);
  assert_panel_matches (self, &classic);
  g_assert_false (gtk_widget_get_visible (window_cell));
  g_assert_false (gtk_widget_get_visible (windows_part));

  g_assert_null (sudoku_analysis_panel_get_cell (self, SUDOKU_ANALYSIS_TABLE_WINDOWS, 4, 0));
  g_assert_null (sudoku_analysis_panel_get_cell (self, SUDOKU_ANALYSIS_TABLE_PLACES, 13, 0));
  g_assert_null (sudoku_analysis_panel_dup_cell_text (self, SUDOKU_ANALYSIS_TABLE_ROWS, 0, 2));

  g_assert_finalize_object (panel);
}

static void
parsing_error_cb (GtkCssProvider *provider,
                  GtkCssSection  *section,
                  const GError   *error)
{
  g_autofree char *where = gtk_css_section_to_string (section);

  g_error ("style.css: %s: %s", where, error->message);
}

/* The label under @widget with the CSS class @name, or %NULL. */
static GtkWidget *
find_label_with_class (GtkWidget  *widget,
                       const char *name)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, name))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_with_class (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A grid without a digit (no puzzle yet) shows a word on what the panel
 * will show, not tables where every digit is missing everywhere, and
 * the panel keeps its width; the first digit brings the tables back. */
static void
test_analysis_empty (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *panel = sudoku_analysis_panel_new ();
  SudokuAnalysisPanel *self = SUDOKU_ANALYSIS_PANEL (panel);
  g_autoptr(SudokuSession) session = sudoku_session_new ();
  g_autoptr(GError) error = NULL;
  GtkWidget *empty_label, *houses;
  int empty_width, full_width;
  SudokuBoard board;

  g_object_add_weak_pointer (G_OBJECT (panel), (gpointer *) &panel);
  gtk_window_set_child (GTK_WINDOW (window), panel);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, panel);

  /* A new panel, and a new session: an empty grid. */
  empty_label = find_label_with_class (panel, "analysis-empty");
  g_assert_nonnull (empty_label);
  houses = sudoku_analysis_panel_get_cell (self, SUDOKU_ANALYSIS_TABLE_ROWS, 0, 0);
  sudoku_analysis_panel_set_session (self, session);
  g_assert_false (sudoku_analysis_panel_shows_tables (self));
  iterate_until (is_mapped, empty_label);
  g_assert_false (gtk_widget_get_mapped (houses));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (empty_label)), "No digits yet"));
  /* No "81 empty cells" beside the heading. */
  g_assert_false (gtk_widget_get_mapped (sudoku_analysis_panel_get_cell (self, SUDOKU_ANALYSIS_TABLE_SUMMARY, 0, 0)));
  gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, &empty_width, NULL, NULL, NULL);

  /* A puzzle: the tables. */
  g_assert_true (sudoku_session_load_text (session, INKALA_2012, SUDOKU_VARIANT_CLASSIC, &error));
  g_assert_no_error (error);
  g_assert_true (sudoku_analysis_panel_shows_tables (self));
  iterate_until (is_mapped, houses);
  g_assert_false (gtk_widget_get_mapped (empty_label));
  g_assert_true (gtk_widget_get_mapped (sudoku_analysis_panel_get_cell (self, SUDOKU_ANALYSIS_TABLE_SUMMARY, 0, 0)));
  gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, &full_width, NULL, NULL, NULL);
  g_assert_cmpint (empty_width, ==, full_width);

  /* Cleared again (Edit, then every digit out): the word again. */
  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  sudoku_session_load_board (session, &board);
  g_assert_false (sudoku_analysis_panel_shows_tables (self));

  /* One digit typed in Edit is a puzzle begun: the tables. */
  g_assert_true (sudoku_game_set_value (sudoku_session_get_game (session), 40, 5));
  g_assert_true (sudoku_analysis_panel_shows_tables (self));
  assert_cell_text (self, SUDOKU_ANALYSIS_TABLE_SUMMARY, 0, 0, "80 empty cells");

  sudoku_analysis_panel_set_session (self, NULL);
  destroy_window (window);
  g_assert_null (panel);
}

/* In a window with the application's stylesheet: it lays out, fits a
 * side column and is destroyed with the window.
 */
static void
test_analysis_shown (void)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *panel = sudoku_analysis_panel_new ();
  SudokuBoard board = test_board_from (SX3, SUDOKU_VARIANT_WINDOKU);
  GtkWidget *window_4;
  int minimum_width;

  g_signal_connect (provider, "parsing-error", G_CALLBACK (parsing_error_cb), NULL);
  gtk_css_provider_load_from_resource (provider, "/io/github/nanpure/Nanpure/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_object_add_weak_pointer (G_OBJECT (panel), (gpointer *) &panel);
  sudoku_analysis_panel_set_board (SUDOKU_ANALYSIS_PANEL (panel), &board);
  gtk_window_set_child (GTK_WINDOW (window), panel);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, panel);

  g_assert_cmpstr (gtk_widget_get_css_name (panel), ==, "sudoku-analysis");
  gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, &minimum_width, NULL, NULL, NULL);
  g_assert_cmpint (minimum_width, >, 200);
  g_assert_cmpint (minimum_width, <=, 360);
  window_4 = sudoku_analysis_panel_get_cell (SUDOKU_ANALYSIS_PANEL (panel),
                                             SUDOKU_ANALYSIS_TABLE_WINDOWS, 3, 1);
  g_assert_true (gtk_widget_get_mapped (window_4));

  destroy_window (window);
  g_assert_null (panel);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (provider));
}

/* Preferences window. */

static GtkSwitch *
find_switch (GtkWidget  *window,
             const char *title)
{
  GtkWidget *row = find_row (window, title);

  g_assert_nonnull (row);
  g_assert_true (ADW_IS_ACTION_ROW (row));
  return GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)));
}

static GtkWidget *
preferences_open (GSettings **settings)
{
  GtkWidget *window = sudoku_preferences_window_new (NULL);

  *settings = g_settings_new (APP_ID);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, window);
  return window;
}

static void
preferences_close (GtkWidget *window,
                   GSettings *settings)
{
  const char *keys[] = {
    "animation-speed", "technique-profile", "custom-techniques", "attempt-limit",
    "candidate-display", "highlight-houses", "highlight-same-digit", "mark-wrong-digits",
  };

  destroy_window (window);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
  g_object_unref (settings);
}

static void
test_preferences_open (void)
{
  GtkWidget *parent = gtk_window_new ();
  GtkWidget *window = sudoku_preferences_window_new (GTK_WINDOW (parent));
  GtkWidget *row;
  GtkWidget *spin;

  g_assert_true (SUDOKU_IS_PREFERENCES_WINDOW (window));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (window)) == GTK_WINDOW (parent));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, window);

  /* The defaults of the schema are what the window shows. */
  row = find_row (window, "Animation speed");
  g_assert_true (ADW_IS_COMBO_ROW (row));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  row = find_row (window, "Profile");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 2);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Every technique, forcing chains and nets included");
  row = find_row (window, "Candidates");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 1);
  g_assert_true (gtk_switch_get_active (find_switch (window, "Highlight row, column and box")));
  g_assert_true (gtk_switch_get_active (find_switch (window, "Highlight the same digit")));
  g_assert_false (gtk_switch_get_active (find_switch (window, "Mark wrong digits")));
  spin = find_child_of_type (find_row (window, "Attempt limit"), GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 10000);

  /* Custom techniques only show for the custom profile. */
  g_assert_false (gtk_widget_is_visible (find_row (window, "X-Wing")));

  destroy_window (window);
  destroy_window (parent);
}

static void
test_preferences_write (void)
{
  GSettings *settings;
  GtkWidget *window = preferences_open (&settings);
  GtkWidget *speed = find_row (window, "Animation speed");
  GtkWidget *profile = find_row (window, "Profile");
  GtkWidget *spin = find_child_of_type (find_row (window, "Attempt limit"), GTK_TYPE_SPIN_BUTTON);
  g_autofree char *nick = NULL;

  /* Widget to setting, at once. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (speed), 2);
  nick = g_settings_get_string (settings, "animation-speed");
  g_assert_cmpstr (nick, ==, "fast");
  adw_combo_row_set_selected (ADW_COMBO_ROW (speed), 3);
  g_assert_cmpint (g_settings_get_enum (settings, "animation-speed"), ==, 3);

  adw_combo_row_set_selected (ADW_COMBO_ROW (profile), 0);
  g_assert_cmpint (g_settings_get_enum (settings, "technique-profile"), ==, 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (profile)), ==,
                   "Singles, then assumptions, like the original program");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 2500);
  g_assert_cmpuint (g_settings_get_uint (settings, "attempt-limit"), ==, 2500);

  gtk_switch_set_active (find_switch (window, "Mark wrong digits"), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "mark-wrong-digits"));
  gtk_switch_set_active (find_switch (window, "Highlight the same digit"), FALSE);
  g_assert_false (g_settings_get_boolean (settings, "highlight-same-digit"));

  /* Setting to widget. */
  g_settings_set_string (settings, "candidate-display", "manual");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_row (window, "Candidates"))),
                    ==, 2);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_row (window, "Candidates"))),
                   ==, "Only the candidates entered by hand");
  g_settings_set_uint (settings, "attempt-limit", 777);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 777);
  g_settings_set_boolean (settings, "highlight-houses", FALSE);
  g_assert_false (gtk_switch_get_active (find_switch (window, "Highlight row, column and box")));
  g_settings_set_string (settings, "animation-speed", "medium");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (speed)), ==, 1);

  preferences_close (window, settings);
}

static void
test_preferences_custom (void)
{
  GSettings *settings;
  GtkWidget *window = preferences_open (&settings);
  GtkSwitch *x_wing = find_switch (window, "X-Wing");
  GtkSwitch *full_house = find_switch (window, "Full House");
  GtkSwitch *nishio = find_switch (window, "Nishio Forcing Chain");
  GtkSwitch *assumptions = find_switch (window, "Assumptions");
  GtkWidget *singles = find_row (window, "Singles");
  GtkWidget *forcing;
  g_auto(GStrv) keys = NULL;
  g_auto(GStrv) after = NULL;
  guint n_changes = 0;

  /* The default custom list is the standard profile. */
  g_assert_true (gtk_switch_get_active (x_wing));
  g_assert_true (gtk_switch_get_active (assumptions));
  g_assert_false (gtk_switch_get_active (nishio));
  g_assert_true (ADW_IS_EXPANDER_ROW (singles));
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (singles)), ==, "All used");

  g_settings_set_string (settings, "technique-profile", "custom");
  iterate_until (is_mapped, singles);
  g_assert_true (gtk_widget_is_visible (singles));

  /* A switch rewrites the list, in the engine's order. */
  gtk_switch_set_active (x_wing, FALSE);
  keys = g_settings_get_strv (settings, "custom-techniques");
  g_assert_false (g_strv_contains ((const char * const *) keys, "x-wing"));
  g_assert_true (g_strv_contains ((const char * const *) keys, "swordfish"));
  g_assert_cmpstr (keys[0], ==, "full-house");
  g_assert_cmpstr (keys[g_strv_length (keys) - 1], ==, "assumptions");

  gtk_switch_set_active (nishio, TRUE);
  after = g_settings_get_strv (settings, "custom-techniques");
  g_assert_true (g_strv_contains ((const char * const *) after, "nishio"));
  g_assert_cmpuint (g_strv_length (after), ==, g_strv_length (keys) + 1);

  /* And the list moves the switches, which write nothing back. */
  g_signal_connect_swapped (settings, "changed::custom-techniques",
                            G_CALLBACK (count_cb), &n_changes);
  g_settings_set_strv (settings, "custom-techniques",
                       (const char * const[]) { "full-house", "x-wing", NULL });
  g_assert_true (gtk_switch_get_active (full_house));
  g_assert_true (gtk_switch_get_active (x_wing));
  g_assert_false (gtk_switch_get_active (nishio));
  g_assert_false (gtk_switch_get_active (assumptions));
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (singles)), ==, "1 of 4 used");
  forcing = find_row (window, "Forcing Chains and Nets");
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (forcing)), ==, "None used");

  g_assert_cmpuint (n_changes, ==, 1);

  g_settings_set_string (settings, "technique-profile", "standard");
  g_assert_false (gtk_widget_is_visible (singles));

  preferences_close (window, settings);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/nanpure/analysis/inkala", test_analysis_inkala);
  g_test_add_func ("/nanpure/analysis/updates", test_analysis_updates);
  g_test_add_func ("/nanpure/analysis/windoku", test_analysis_windoku);
  g_test_add_func ("/nanpure/analysis/session", test_analysis_session);
  g_test_add_func ("/nanpure/analysis/shown", test_analysis_shown);
  g_test_add_func ("/nanpure/analysis/empty", test_analysis_empty);
  g_test_add_func ("/nanpure/preferences/open", test_preferences_open);
  g_test_add_func ("/nanpure/preferences/write", test_preferences_write);
  g_test_add_func ("/nanpure/preferences/custom", test_preferences_custom);

  return g_test_run ();
}
