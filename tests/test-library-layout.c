/* test-library-layout.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The library window's menus and layout, on a fresh library with 7
 * puzzles per level and 3 in Sample (as test-library-window.c): no two
 * items of a menu share a mnemonic, in English and Japanese, and the
 * list's columns fit their text. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "sudoku-library-sidebar.h"
#include "library-window-test-utils.h"

/* The columns */

typedef struct
{
  guint checked;
  guint cut;
  guint unplaced;
} SourceCells;

/* Counts the cells of the list that show a puzzle's source, those not
 * laid out yet, and those whose text is wider than the cell (cut off
 * with "…"). */
static void
measure_source_cells (GtkWidget   *widget,
                      SourceCells *cells)
{
  GtkListItem *list_item = g_object_get_data (G_OBJECT (widget), "sudoku-list-item");

  if (GTK_IS_INSCRIPTION (widget) && list_item != NULL && gtk_widget_get_mapped (widget) &&
      gtk_list_item_get_item (list_item) != NULL)
    {
      const char *text = gtk_inscription_get_text (GTK_INSCRIPTION (widget));
      const SudokuLibraryPuzzle *puzzle =
        sudoku_library_item_get_puzzle (gtk_list_item_get_item (list_item));

      if (text != NULL && *text != '\0' &&
          g_strcmp0 (text, sudoku_library_puzzle_get_display_source (puzzle)) == 0)
        {
          g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
          int width;

          pango_layout_get_pixel_size (layout, &width, NULL);
          cells->checked++;
          if (gtk_widget_get_width (widget) == 0)
            cells->unplaced++;
          if (width > gtk_widget_get_width (widget))
            cells->cut++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    measure_source_cells (child, cells);
}

static gboolean
has_source_cells (gpointer data)
{
  SourceCells cells = { 0, 0, 0 };

  measure_source_cells (GTK_WIDGET (column_view_of (data)), &cells);
  return cells.checked > 0 && cells.unplaced == 0;
}

/* The Title column is there only for a group where a puzzle has a
 * title, and narrow; Source has the room left, so that at the window's
 * size "Sample puzzle from the QQWing generator" is not cut, with a
 * Title column (All Puzzles of a new library: three of its puzzles have
 * titles) or without. */
static void
columns_fit_their_text (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  static const int groups[] = { SUDOKU_LIBRARY_GROUP_ALL, 1, 2, 3, 4, 5, 6, 7,
                                SUDOKU_LIBRARY_SAMPLE };
  guint n_titled = 0, n_untitled = 0;
  int width, height;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1200);

  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    {
      SourceCells cells = { 0, 0, 0 };
      gboolean titled = FALSE;

      show_group (window, groups[g]);
      for (guint i = 0; i < n_shown (window); i++)
        if (*sudoku_library_puzzle_get_display_title (shown_puzzle (window, i)) != '\0')
          titled = TRUE;
      g_assert_cmpint (gtk_column_view_column_get_visible (column_titled (window, "Title")), ==,
                       titled);
      g_assert_true (gtk_column_view_column_get_visible (column_titled (window, "Source")));
      if (titled)
        n_titled++;
      else
        n_untitled++;
      iterate_until (has_source_cells, window);
      iterate_until_settled (GTK_WIDGET (window));
      measure_source_cells (GTK_WIDGET (column_view_of (window)), &cells);
      g_assert_cmpuint (cells.checked, >, 0);
      g_assert_cmpuint (cells.cut, ==, 0);
      if ((titled ? n_titled : n_untitled) == 1)
        maybe_screenshot (GTK_WIDGET (window),
                          titled ? "library-columns-titled" : "library-columns");
    }
  g_assert_cmpuint (n_titled, >, 0);
  g_assert_cmpuint (n_untitled, >, 0);

  close_window (window);
  fixture_close (&fixture);
}

UI_TEST (columns_fit_their_text)

/* Menus */

/* The menu of the popover under @widget, opened by a context menu. */
static GMenuModel *
popover_menu_under (GtkWidget *widget)
{
  GtkWidget *popover = find_child_of_type (widget, GTK_TYPE_POPOVER_MENU);

  g_assert_nonnull (popover);
  iterate_until (is_mapped, popover);
  return gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover));
}

/* No two items of a menu share the letter underlined, in the puzzle
 * window's and the library's menus, their context menus included, in
 * English and in Japanese ("(_X)"). */
static void
menus_have_unique_mnemonics (SudokuApplication *application)
{
  TestLanguage saved_language = { NULL, NULL };

  for (int japanese = 0; japanese <= 1; japanese++)
    {
      Fixture fixture;
      SudokuLibraryWindow *library_window;
      SudokuWindow *window;
      GtkWidget *sidebar, *popover;
      GMenuModel *model;
      guint position = 0;

      if (japanese)
        {
          test_language_switch (&saved_language, "ja");
        }

      /* The window's menus (the main menu, the solving speed). */
      window = window_with_puzzle (application, INKALA_2012);
      g_assert_cmpuint (assert_menu_buttons_unique_mnemonics (GTK_WIDGET (window)), >=, 2);
      destroy_window (window);

      /* The library's: its main menu, Move To, the list's and the
       * sidebar's context menus. */
      fixture_open (&fixture);
      library_window = open_window (application, fixture.library);
      g_assert_cmpuint (assert_menu_buttons_unique_mnemonics (GTK_WIDGET (library_window)), >=, 2);
      show_group (library_window, 1);
      select_rows (library_window, &position, 1);
      iterate_until (first_row_laid_out, library_window);
      gtk_widget_grab_focus (GTK_WIDGET (column_view_of (library_window)));
      activate_action (library_window, "library.context-menu", NULL);
      model = popover_menu_under (GTK_WIDGET (column_view_of (library_window)));
      g_assert_cmpint (g_menu_model_get_n_items (model), >, 0);
      assert_unique_mnemonics (model, "the list's context menu");
      gtk_popover_popdown (GTK_POPOVER (find_child_of_type (
        GTK_WIDGET (column_view_of (library_window)), GTK_TYPE_POPOVER_MENU)));

      sidebar = find_child_of_type (GTK_WIDGET (library_window), SUDOKU_TYPE_LIBRARY_SIDEBAR);
      g_assert_nonnull (sidebar);
      g_signal_emit_by_name (sidebar, "group-menu", 3, 10.0, 10.0);
      model = popover_menu_under (sidebar);
      assert_unique_mnemonics (model, "the sidebar's context menu");
      popover = find_child_of_type (sidebar, GTK_TYPE_POPOVER_MENU);
      gtk_popover_popdown (GTK_POPOVER (popover));

      /* The labels were the language's. */
      if (japanese)
        {
          g_autofree char *label = NULL;

          g_assert_true (g_menu_model_get_item_attribute (model, 0, G_MENU_ATTRIBUTE_LABEL, "s",
                                                          &label));
          g_assert_nonnull (strstr (label, "(_"));
        }

      close_window (library_window);
      fixture_close (&fixture);
    }

  test_language_restore (&saved_language);
}

static void
test_menus_have_unique_mnemonics (void)
{
  run_in_application (menus_have_unique_mnemonics);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/library-window/mnemonics", test_menus_have_unique_mnemonics);
  g_test_add_func ("/nanpure/library-window/columns", test_columns_fit_their_text);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
