/* test-library-window.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The library window on a fresh library with 7 puzzles per level and
 * 3 in Sample (its sample puzzles filed so, file_samples_in_levels()):
 * the sidebar's counts, groups, search,
 * sorting, opening and replaying, moving, deleting with Undo, editing,
 * importing with a bad line, exporting, booklets and printing, and the
 * empty state. Its menus and columns are test-library-layout.c's. */

#include "config.h"

#include <glib/gstdio.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku-export-dialog.h"
#include "sudoku-generate-dialog.h"
#include "sudoku-job-bar.h"
#include "sudoku-library-sidebar.h"
#include "sudoku-library-window.h"
#include "sudoku-parse.h"
#include "sudoku-puzzle-details.h"
#include "library-window-test-utils.h"

static guint
library_count (SudokuLibrary *library,
               int            group)
{
  g_autoptr(GError) error = NULL;
  guint counts[SUDOKU_LIBRARY_N_COUNTS];

  g_assert_true (sudoku_library_get_counts (library, counts, &error));
  g_assert_no_error (error);
  return counts[group == SUDOKU_LIBRARY_GROUP_ALL ? SUDOKU_LIBRARY_N_COUNTS - 1 : (guint) group];
}

static int
find_shown (SudokuLibraryWindow *window,
            gint64               id)
{
  for (guint i = 0; i < n_shown (window); i++)
    if (shown_puzzle (window, i)->id == id)
      return (int) i;
  return -1;
}

/* Whether the button labelled @label can be pressed: its action is
 * enabled. */
static gboolean
button_enabled (SudokuLibraryWindow *window,
                const char          *label)
{
  GtkWidget *button = find_button (GTK_WIDGET (window), label);

  g_assert_nonnull (button);
  return gtk_widget_is_sensitive (button);
}

/* The sidebar */

static void
counts_match (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  GtkWidget *sidebar;
  static const int groups[] = { SUDOKU_LIBRARY_GROUP_ALL, 1, 2, 3, 4, 5, 6, 7,
                                SUDOKU_LIBRARY_SAMPLE };
  guint row_index = 0;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  g_assert_cmpint (sudoku_library_window_get_group (window), ==, SUDOKU_LIBRARY_GROUP_ALL);
  g_assert_cmpuint (n_shown (window), ==, library_count (fixture.library, -1));
  g_assert_cmpuint (library_count (fixture.library, -1), ==, 52);

  /* The sidebar's rows, top to bottom, say the library's counts. */
  sidebar = find_child_of_type (GTK_WIDGET (window), GTK_TYPE_LIST_BOX);
  g_assert_nonnull (sidebar);
  g_assert_true (gtk_widget_has_css_class (sidebar, "navigation-sidebar"));
  for (GtkWidget *row = gtk_widget_get_first_child (sidebar); row != NULL;
       row = gtk_widget_get_next_sibling (row), row_index++)
    {
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      GtkWidget *count = gtk_widget_get_last_child (box);
      g_autofree char *expected = NULL;

      g_assert_cmpuint (row_index, <, G_N_ELEMENTS (groups));
      expected = g_strdup_printf ("%u", library_count (fixture.library, groups[row_index]));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (count)), ==, expected);
    }
  g_assert_cmpuint (row_index, ==, G_N_ELEMENTS (groups));

  /* Choosing a row in the sidebar shows its group. */
  gtk_list_box_select_row (GTK_LIST_BOX (sidebar),
                           gtk_list_box_get_row_at_index (GTK_LIST_BOX (sidebar), 3));
  wait_idle (window);
  g_assert_cmpint (sudoku_library_window_get_group (window), ==, 3);
  g_assert_cmpuint (n_shown (window), ==, 7);

  close_window (window);
  fixture_close (&fixture);
}

static void
group_lists_its_puzzles (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  g_autoptr(GPtrArray) expected = NULL;
  g_autoptr(GError) error = NULL;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  show_group (window, 3);

  expected = sudoku_library_list (fixture.library, 3, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_shown (window), ==, expected->len);
  for (guint i = 0; i < expected->len; i++)
    {
      const SudokuLibraryPuzzle *puzzle = expected->pdata[i];

      g_assert_cmpint (shown_puzzle (window, i)->id, ==, puzzle->id);
      g_assert_cmpuint (shown_puzzle (window, i)->level, ==, 3);
      g_assert_cmpstr (shown_puzzle (window, i)->givens, ==, puzzle->givens);
    }

  /* Sample, then all again. */
  show_group (window, SUDOKU_LIBRARY_SAMPLE);
  g_assert_cmpuint (n_shown (window), ==, 3);
  show_group (window, SUDOKU_LIBRARY_GROUP_ALL);
  g_assert_cmpuint (n_shown (window), ==, 52);

  /* Showing a puzzle of another level goes there and selects it. */
  show_group (window, 2);
  g_clear_pointer (&expected, g_ptr_array_unref);
  expected = sudoku_library_list (fixture.library, 5, NULL, &error);
  sudoku_library_window_show_puzzle (window, ((SudokuLibraryPuzzle *) expected->pdata[4])->id);
  wait_idle (window);
  g_assert_cmpint (sudoku_library_window_get_group (window), ==, 5);
  g_assert_true (gtk_selection_model_is_selected (sudoku_library_window_get_selection (window),
                                                  4));
  g_assert_cmpint (shown_puzzle (window, 4)->id, ==,
                   ((SudokuLibraryPuzzle *) expected->pdata[4])->id);

  close_window (window);
  fixture_close (&fixture);
}

static gboolean
shows_search_results (gpointer data)
{
  SudokuLibraryWindow *window = data;

  return !sudoku_library_window_is_busy (window) && n_shown (window) == 2;
}

static gboolean
shows_one_result (gpointer data)
{
  return !sudoku_library_window_is_busy (data) && n_shown (data) == 1;
}

/* The stack of the list and the status page. */
static GtkStack *
find_content_stack (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget) && gtk_stack_get_child_by_name (GTK_STACK (widget), "empty") != NULL)
    return GTK_STACK (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStack *found = find_content_stack (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
shows_empty_page (gpointer data)
{
  GtkStack *stack = find_content_stack (data);

  g_assert_nonnull (stack);
  return !sudoku_library_window_is_busy (data) &&
         g_strcmp0 (gtk_stack_get_visible_child_name (stack), "empty") == 0;
}

static gboolean
shows_everything (gpointer data)
{
  return !sudoku_library_window_is_busy (data) && n_shown (data) == 52;
}

static void
search_filters (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  GtkWidget *entry, *status;
  g_autoptr(GPtrArray) expected = NULL;
  g_autoptr(GError) error = NULL;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  entry = find_child_of_type (GTK_WIDGET (window), GTK_TYPE_SEARCH_ENTRY);
  g_assert_nonnull (entry);

  /* Ctrl+F's action puts the focus in the search field. */
  activate_action (window, "library.search", NULL);
  g_assert_true (gtk_widget_is_focus (entry) ||
                 gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), entry));

  /* The two Inkala puzzles have it in their source. */
  expected = sudoku_library_list (fixture.library, SUDOKU_LIBRARY_GROUP_ALL, "inkala", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (expected->len, ==, 2);
  gtk_editable_set_text (GTK_EDITABLE (entry), "Inkala");
  iterate_until (shows_search_results, window);
  for (guint i = 0; i < expected->len; i++)
    g_assert_cmpint (shown_puzzle (window, i)->id, ==,
                     ((SudokuLibraryPuzzle *) expected->pdata[i])->id);

  /* A piece of givens as the app prints them, with dots (issue 12). */
  gtk_editable_set_text (GTK_EDITABLE (entry), "..85...1..9");
  iterate_until (shows_one_result, window);
  g_assert_cmpstr (shown_puzzle (window, 0)->givens, ==,
                   "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");

  /* Nothing found: the status page says what was looked for. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "no such puzzle");
  iterate_until (shows_empty_page, window);
  g_assert_cmpuint (n_shown (window), ==, 0);
  status = find_child_of_type (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (strstr (adw_status_page_get_title (ADW_STATUS_PAGE (status)),
                            "no such puzzle"));
  g_assert_true (gtk_widget_get_mapped (status));

  /* Clearing the search shows every puzzle again. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  iterate_until (shows_everything, window);

  close_window (window);
  fixture_close (&fixture);
}

/* The position of the list item of @widget or of one of its cells. */
static int
list_item_position (GtkWidget *widget)
{
  GtkListItem *list_item = g_object_get_data (G_OBJECT (widget), "sudoku-list-item");

  if (list_item != NULL)
    return (int) gtk_list_item_get_position (list_item);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int position = list_item_position (child);

      if (position >= 0)
        return position;
    }
  return -1;
}

/* The row that has the keyboard focus, or -1. */
static int
focused_row (SudokuLibraryWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (column_view_of (window))))
    return -1;
  return list_item_position (focus);
}

/* A key pressed in @widget: its key controllers first, then GTK's own
 * arrow keys, which move the focus (the window's keynav). */
static void
press_arrow_key (GtkWidget        *widget,
                 guint             keyval,
                 GtkDirectionType  direction)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  if (!handled)
    gtk_widget_child_focus (GTK_WIDGET (gtk_widget_get_root (widget)), direction);
}

static gboolean
has_two_rows_made (gpointer data)
{
  GtkWidget *view = GTK_WIDGET (column_view_of (data));

  return row_at (view, 0) != NULL && row_at (view, 1) != NULL;
}

/* Down in the search field goes to the first result, focused and
 * selected (GTK alone focuses the row last focused and selects
 * nothing, so that Enter and the details do not follow). */
static void
search_down_selects_first (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  GtkSelectionModel *selection;
  GtkBitset *selected;
  GtkWidget *entry;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  selection = sudoku_library_window_get_selection (window);
  entry = find_child_of_type (GTK_WIDGET (window), GTK_TYPE_SEARCH_ENTRY);
  g_assert_nonnull (entry);

  /* The second row had the focus before the search. */
  iterate_until (has_two_rows_made, window);
  g_assert_true (gtk_widget_grab_focus (row_at (GTK_WIDGET (column_view_of (window)), 1)));
  g_assert_cmpint (focused_row (window), ==, 1);

  activate_action (window, "library.search", NULL);
  gtk_editable_set_text (GTK_EDITABLE (entry), "Inkala");
  iterate_until (shows_search_results, window);
  gtk_selection_model_unselect_all (selection);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), entry));

  press_arrow_key (entry, GDK_KEY_Down, GTK_DIR_DOWN);
  g_assert_cmpint (focused_row (window), ==, 0);
  g_assert_true (gtk_selection_model_is_selected (selection, 0));
  selected = gtk_selection_model_get_selection (selection);
  g_assert_cmpuint (gtk_bitset_get_size (selected), ==, 1);
  gtk_bitset_unref (selected);
  wait_idle (window);

  /* With no results, the focus stays in the field. */
  activate_action (window, "library.search", NULL);
  gtk_editable_set_text (GTK_EDITABLE (entry), "no such puzzle");
  iterate_until (shows_empty_page, window);
  press_arrow_key (entry, GDK_KEY_Down, GTK_DIR_DOWN);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), entry));

  close_window (window);
  fixture_close (&fixture);
}

static void
sorting_reorders (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  GtkColumnView *view;
  gboolean differs = FALSE;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  view = column_view_of (window);

  /* The library's order: levels, then numbers. The hardest first when
   * sorted by rating, descending. */
  g_assert_cmpuint (shown_puzzle (window, 0)->level, ==, 1);
  gtk_column_view_sort_by_column (view, column_titled (window, "Rating"), GTK_SORT_DESCENDING);
  /* The model sorts in a worker. */
  g_assert_true (sudoku_library_window_is_busy (window));
  wait_idle (window);
  for (guint i = 1; i < n_shown (window); i++)
    {
      g_assert_cmpfloat (shown_puzzle (window, i - 1)->se, >=, shown_puzzle (window, i)->se);
      differs |= shown_puzzle (window, i)->se != shown_puzzle (window, i - 1)->se;
    }
  g_assert_true (differs);
  g_assert_cmpfloat (shown_puzzle (window, 0)->se, >=, 9.0);
  maybe_screenshot (GTK_WIDGET (window), "library-sorted");

  /* By clues, ascending. */
  gtk_column_view_sort_by_column (view, column_titled (window, "Clues"), GTK_SORT_ASCENDING);
  wait_idle (window);
  for (guint i = 1; i < n_shown (window); i++)
    {
      g_autoptr(SudokuLibraryItem) previous = NULL;
      g_autoptr(SudokuLibraryItem) item = NULL;

      previous = g_list_model_get_item (sudoku_library_window_get_puzzles (window), i - 1);
      item = g_list_model_get_item (sudoku_library_window_get_puzzles (window), i);
      g_assert_cmpuint (sudoku_library_item_get_clues (previous), <=,
                        sudoku_library_item_get_clues (item));
    }

  /* A change while sorted keeps the sort. */
  show_group (window, 2);
  for (guint i = 1; i < n_shown (window); i++)
    {
      g_autoptr(SudokuLibraryItem) previous = NULL;
      g_autoptr(SudokuLibraryItem) item = NULL;

      previous = g_list_model_get_item (sudoku_library_window_get_puzzles (window), i - 1);
      item = g_list_model_get_item (sudoku_library_window_get_puzzles (window), i);
      g_assert_cmpuint (sudoku_library_item_get_clues (previous), <=,
                        sudoku_library_item_get_clues (item));
    }

  close_window (window);
  fixture_close (&fixture);
}

/* Opening and replaying */

static void
record_id_cb (SudokuLibraryWindow *window,
              gint64               id,
              gint64              *out)
{
  *out = id;
}

static void
open_and_replay (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  g_autoptr(GError) error = NULL;
  SudokuLibrarySolve solve = { 0, };
  gint64 opened = 0, replayed = 0, first_solve, second_solve, target;
  guint position = 2;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  g_signal_connect (window, "open-puzzle", G_CALLBACK (record_id_cb), &opened);
  g_signal_connect (window, "replay-solve", G_CALLBACK (record_id_cb), &replayed);

  /* A double click or Enter activates the row. */
  g_signal_emit_by_name (column_view_of (window), "activate", 5);
  g_assert_cmpint (opened, ==, shown_puzzle (window, 5)->id);

  /* Open acts on the one selected row; with two, it cannot. */
  select_rows (window, &position, 1);
  activate_action (window, "library.open", NULL);
  g_assert_cmpint (opened, ==, shown_puzzle (window, 2)->id);
  g_assert_false (button_enabled (window, "_Replay Solve"));
  select_rows (window, (guint[]) { 1, 2 }, 2);
  g_assert_false (button_enabled (window, "_Open"));
  g_assert_false (button_enabled (window, "_Edit…"));

  /* Two saved solves: Replay Solve plays the latest. */
  target = shown_puzzle (window, 2)->id;
  solve.puzzle_id = target;
  solve.profile = (char *) "full";
  solve.engine_version = (char *) PACKAGE_VERSION;
  solve.result = (char *) "solved";
  solve.steps = (char *) "";
  solve.date = 1700000000;
  first_solve = sudoku_library_add_solve (fixture.library, &solve, &error);
  g_assert_no_error (error);
  solve.date = 1800000000;
  second_solve = sudoku_library_add_solve (fixture.library, &solve, &error);
  g_assert_no_error (error);
  g_assert_cmpint (first_solve, !=, second_solve);
  wait_idle (window);

  position = (guint) find_shown (window, target);
  select_rows (window, &position, 1);
  g_assert_true (shown_puzzle (window, position)->solved);
  g_assert_true (button_enabled (window, "_Replay Solve"));
  activate_action (window, "library.replay", NULL);
  g_assert_cmpint (replayed, ==, second_solve);
  activate_action (window, "library.replay-solve", g_variant_new_int64 (first_solve));
  g_assert_cmpint (replayed, ==, first_solve);

  /* The context menu (Shift+F10) opens on the selection. */
  gtk_widget_grab_focus (GTK_WIDGET (column_view_of (window)));
  activate_action (window, "library.context-menu", NULL);
  iterate_until (is_mapped, find_child_of_type (GTK_WIDGET (column_view_of (window)),
                                         GTK_TYPE_POPOVER_MENU));
  gtk_popover_popdown (GTK_POPOVER (find_child_of_type (GTK_WIDGET (column_view_of (window)),
                                                 GTK_TYPE_POPOVER_MENU)));

  close_window (window);
  fixture_close (&fixture);
}

/* Changing */

static void
move_changes_counts (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  gint64 first, second;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  show_group (window, 1);
  first = shown_puzzle (window, 0)->id;
  second = shown_puzzle (window, 3)->id;

  select_rows (window, (guint[]) { 0, 3 }, 2);
  activate_action (window, "library.move", g_variant_new_uint32 (5));
  wait_idle (window);

  g_assert_cmpuint (library_count (fixture.library, 1), ==, 5);
  g_assert_cmpuint (library_count (fixture.library, 5), ==, 9);
  g_assert_cmpuint (n_shown (window), ==, 5);
  g_assert_cmpint (find_shown (window, first), ==, -1);
  g_assert_cmpint (find_shown (window, second), ==, -1);

  show_group (window, 5);
  g_assert_cmpuint (n_shown (window), ==, 9);
  g_assert_cmpint (find_shown (window, first), >=, 0);
  g_assert_cmpuint (shown_puzzle (window, (guint) find_shown (window, second))->level, ==, 5);
  /* Nos. 1 and 4 of Level 5 were taken: the two came in as Nos. 8 and 9
   * (issue 12: never two No. 1 in a level). */
  for (guint i = 0; i < n_shown (window); i++)
    g_assert_cmpuint (shown_puzzle (window, i)->number, ==, i + 1);
  g_assert_cmpuint (shown_puzzle (window, (guint) find_shown (window, first))->number, ==, 8);

  /* To Sample, from the All group: the rows stay, with their new level. */
  show_group (window, SUDOKU_LIBRARY_GROUP_ALL);
  select_rows (window, (guint[]) { (guint) find_shown (window, first) }, 1);
  activate_action (window, "library.move", g_variant_new_uint32 (SUDOKU_LIBRARY_SAMPLE));
  wait_idle (window);
  g_assert_cmpuint (library_count (fixture.library, SUDOKU_LIBRARY_SAMPLE), ==, 4);
  g_assert_cmpuint (shown_puzzle (window, (guint) find_shown (window, first))->level, ==,
                    SUDOKU_LIBRARY_SAMPLE);
  /* It stays selected. */
  g_assert_true (gtk_selection_model_is_selected (sudoku_library_window_get_selection (window),
                                                  (guint) find_shown (window, first)));

  close_window (window);
  fixture_close (&fixture);
}

static void
delete_and_undo (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  g_autoptr(SudokuLibraryPuzzle) restored = NULL;
  g_autoptr(GError) error = NULL;
  gint64 deleted;
  guint position = 4;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  show_group (window, 2);
  deleted = shown_puzzle (window, position)->id;

  select_rows (window, &position, 1);
  activate_action (window, "library.delete", NULL);
  wait_idle (window);
  g_assert_cmpuint (library_count (fixture.library, 2), ==, 6);
  g_assert_cmpuint (n_shown (window), ==, 6);
  g_assert_cmpint (find_shown (window, deleted), ==, -1);
  g_assert_null (sudoku_library_get (fixture.library, deleted, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* The toast's Undo brings it back, with its id, selected. */
  click (GTK_WIDGET (window), "_Undo");
  wait_idle (window);
  g_assert_cmpuint (library_count (fixture.library, 2), ==, 7);
  g_assert_cmpint (find_shown (window, deleted), ==, (int) position);
  restored = sudoku_library_get (fixture.library, deleted, &error);
  g_assert_no_error (error);
  g_assert_cmpint (restored->id, ==, deleted);
  g_assert_true (gtk_selection_model_is_selected (sudoku_library_window_get_selection (window),
                                                  position));

  /* Ctrl+Z does what the toast's Undo does, once: the keyboard had no
   * way back from Delete. */
  activate_action (window, "library.delete", NULL);
  wait_idle (window);
  g_assert_cmpint (find_shown (window, deleted), ==, -1);
  {
    g_autoptr(GtkShortcut) shortcut = find_key_shortcut (GTK_WIDGET (window), GDK_KEY_z,
                                                         GDK_CONTROL_MASK);

    g_assert_nonnull (shortcut);
    g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                 GTK_WIDGET (window),
                                                 gtk_shortcut_get_arguments (shortcut)));
    wait_idle (window);
    g_assert_cmpuint (library_count (fixture.library, 2), ==, 7);
    g_assert_cmpint (find_shown (window, deleted), ==, (int) position);
    /* Nothing more to undo: a second Ctrl+Z changes nothing. */
    gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (window),
                                  gtk_shortcut_get_arguments (shortcut));
    wait_idle (window);
    g_assert_cmpuint (library_count (fixture.library, 2), ==, 7);
  }

  close_window (window);
  fixture_close (&fixture);
}

static void
edit_details (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  AdwMessageDialog *dialog;
  GtkWidget *number, *source, *title, *level, *notes;
  g_autoptr(SudokuLibraryPuzzle) edited = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;
  guint position = 1;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  show_group (window, 4);
  /* No puzzle shown has a title: no Title column. */
  g_assert_false (gtk_column_view_column_get_visible (column_titled (window, "Title")));
  id = shown_puzzle (window, position)->id;
  select_rows (window, &position, 1);

  activate_action (window, "library.edit", NULL);
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  number = find_row (GTK_WIDGET (dialog), "_Number");
  source = find_row (GTK_WIDGET (dialog), "_Source");
  title = find_row (GTK_WIDGET (dialog), "_Title");
  level = find_row (GTK_WIDGET (dialog), "_Level");
  /* The form the Save dialog has too (issue 21, item 3). */
  g_assert_true (SUDOKU_IS_PUZZLE_DETAILS (adw_message_dialog_get_extra_child (dialog)));
  g_assert_nonnull (number);
  g_assert_nonnull (source);
  g_assert_nonnull (title);
  g_assert_nonnull (level);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (number)), ==, "2");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (source)), ==,
                   shown_puzzle (window, position)->source);

  /* A number that is not one cannot be saved. */
  gtk_editable_set_text (GTK_EDITABLE (number), "twelve");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "save"));
  gtk_editable_set_text (GTK_EDITABLE (number), "12");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "save"));

  gtk_editable_set_text (GTK_EDITABLE (source), "Daiso vol. 3");
  gtk_editable_set_text (GTK_EDITABLE (title), "Morning puzzle");
  notes = find_child_of_type (GTK_WIDGET (dialog), GTK_TYPE_TEXT_VIEW);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (notes)),
                            "Solved on the train", -1);
  /* Level 6: the seventh item is Sample, the first Level 1. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (level), 5);
  respond_and_wait (dialog, "_Save");
  wait_idle (window);

  edited = sudoku_library_get (fixture.library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (edited->number, ==, 12);
  g_assert_cmpstr (edited->source, ==, "Daiso vol. 3");
  g_assert_cmpstr (edited->title, ==, "Morning puzzle");
  g_assert_cmpstr (edited->notes, ==, "Solved on the train");
  g_assert_cmpuint (edited->level, ==, 6);
  g_assert_cmpint (find_shown (window, id), ==, -1);
  g_assert_cmpuint (library_count (fixture.library, 6), ==, 8);

  /* A number another puzzle of the level has is refused, with a
   * message that says so; nothing changes. */
  show_group (window, 6);
  /* One has a title now. */
  g_assert_true (gtk_column_view_column_get_visible (column_titled (window, "Title")));
  position = (guint) find_shown (window, id);
  select_rows (window, &position, 1);
  activate_action (window, "library.edit", NULL);
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  gtk_editable_set_text (GTK_EDITABLE (find_row (GTK_WIDGET (dialog), "_Number")), "3");
  gtk_editable_set_text (GTK_EDITABLE (find_row (GTK_WIDGET (dialog), "_Title")), "Clash");
  respond_and_wait (dialog, "_Save");
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Cannot Save the Details");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "No. 3"));
  respond_and_wait (dialog, "_Close");
  wait_idle (window);
  g_clear_pointer (&edited, sudoku_library_puzzle_free);
  edited = sudoku_library_get (fixture.library, id, &error);
  g_assert_cmpuint (edited->number, ==, 12);
  g_assert_cmpstr (edited->title, ==, "Morning puzzle");

  /* Cancel changes nothing. */
  position = (guint) find_shown (window, id);
  select_rows (window, &position, 1);
  activate_action (window, "library.edit", NULL);
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  gtk_editable_set_text (GTK_EDITABLE (find_row (GTK_WIDGET (dialog), "_Title")), "Other");
  respond_and_wait (dialog, "_Cancel");
  g_clear_pointer (&edited, sudoku_library_puzzle_free);
  edited = sudoku_library_get (fixture.library, id, &error);
  g_assert_cmpstr (edited->title, ==, "Morning puzzle");
  g_assert_cmpstr (shown_puzzle (window, position)->title, ==, "Morning puzzle");

  /* Edit Details reads the puzzle in a worker; a new selection before
   * it comes back drops it: no dialog for a puzzle no longer selected. */
  activate_action (window, "library.edit", NULL);
  position = position == 0 ? 1 : 0;
  select_rows (window, &position, 1);
  g_assert_false (sudoku_library_window_is_busy (window));
  g_assert_null (find_visible_message_dialog ());

  close_window (window);
  fixture_close (&fixture);
}

/* Import and export */

/* A Level 1 puzzle of the seed with its digits relabelled 1→2→…→9→1:
 * another puzzle, with one solution too. */
static char *
relabelled (SudokuLibrary *library,
            guint          position,
            guint          shift)
{
  g_autoptr(GPtrArray) level1 = sudoku_library_list (library, 1, NULL, NULL);
  const SudokuLibraryPuzzle *puzzle = level1->pdata[position];
  char *givens = g_strdup (puzzle->givens);

  for (char *p = givens; *p; p++)
    if (*p >= '1' && *p <= '9')
      *p = '1' + (*p - '1' + shift) % 9;
  return givens;
}

static gboolean
import_reported (gpointer data)
{
  return !sudoku_library_window_is_busy (data) && find_visible_message_dialog () != NULL;
}

static void
import_with_bad_line (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  AdwMessageDialog *dialog;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autofree char *report = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) level4 = NULL;
  guint found = 0;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  show_group (window, 2);

  first = relabelled (fixture.library, 0, 1);
  second = relabelled (fixture.library, 1, 1);
  text = g_strdup_printf ("%s\n12345 not a puzzle\n%s\n", first, second);
  path = g_build_filename (fixture.folder, "import.sdm", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  file = g_file_new_for_path (path);

  sudoku_library_window_import_file (window, file, 4, SUDOKU_VARIANT_CLASSIC);
  g_assert_true (sudoku_library_window_is_busy (window));
  iterate_until (import_reported, window);

  /* The report names the bad line; the good ones are in Level 4, which
   * the window now shows. */
  dialog = find_visible_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Some Lines Were Skipped");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Imported 2"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "errors 1"));
  report = dup_text_view_text (adw_message_dialog_get_extra_child (dialog));
  g_assert_true (g_str_has_prefix (report, "line 2"));
  respond_and_wait (dialog, "_Close");

  g_assert_cmpuint (library_count (fixture.library, 4), ==, 9);
  g_assert_cmpint (sudoku_library_window_get_group (window), ==, 4);
  wait_idle (window);
  g_assert_cmpuint (n_shown (window), ==, 9);
  level4 = sudoku_library_list (fixture.library, 4, NULL, &error);
  for (guint i = 0; i < level4->len; i++)
    {
      const SudokuLibraryPuzzle *puzzle = level4->pdata[i];

      found += g_str_equal (puzzle->givens, first) || g_str_equal (puzzle->givens, second);
      if (g_str_equal (puzzle->givens, first))
        g_assert_cmpstr (puzzle->source, ==, "import.sdm");
    }
  g_assert_cmpuint (found, ==, 2);

  close_window (window);
  g_assert_cmpint (g_remove (path), ==, 0);
  fixture_close (&fixture);
}

/* The import is done and its toast is up. */
static gboolean
shows_no_puzzles_toast (gpointer data)
{
  return !sudoku_library_window_is_busy (data) &&
         find_label_showing (data, "No puzzles in “comments.txt”: it is empty or has only "
                                   "comments") != NULL;
}

/* A file of comments only has no puzzle: the toast says so, where it
 * said "Imported 0 puzzles into Level 4" as if that had worked. */
static void
import_comments_only (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  path = g_build_filename (fixture.folder, "comments.txt", NULL);
  g_assert_true (g_file_set_contents (path, "# my puzzles\n# none yet\n", -1, &error));
  file = g_file_new_for_path (path);

  sudoku_library_window_import_file (window, file, 4, SUDOKU_VARIANT_CLASSIC);
  g_assert_true (sudoku_library_window_is_busy (window));
  iterate_until (shows_no_puzzles_toast, window);
  g_assert_null (find_label_showing (GTK_WIDGET (window), "Imported 0"));
  g_assert_null (find_visible_message_dialog ());
  g_assert_cmpuint (library_count (fixture.library, 4), ==, 7);

  close_window (window);
  g_assert_cmpint (g_remove (path), ==, 0);
  fixture_close (&fixture);
}

static gboolean
is_exported (gpointer data)
{
  return !sudoku_library_window_is_busy (data);
}

static void
export_round_trip (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  g_autofree char *sdm_path = NULL;
  g_autofree char *sdk_path = NULL;
  g_autofree char *sdm = NULL;
  g_autofree char *sdk = NULL;
  g_auto(GStrv) blocks = NULL;
  g_autoptr(GFile) sdm_file = NULL;
  g_autoptr(GFile) sdk_file = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  const SudokuLibraryPuzzle *chosen[2];

  fixture_open (&fixture);
  window = open_window (application, fixture.library);
  show_group (window, 3);

  /* Nothing selected: the group shown, in the order shown. */
  sdm_path = g_build_filename (fixture.folder, "level-3.sdm", NULL);
  sdm_file = g_file_new_for_path (sdm_path);
  sudoku_library_window_export_file (window, sdm_file, SUDOKU_LIBRARY_FORMAT_SDM);
  iterate_until (is_exported, window);
  g_assert_true (g_file_get_contents (sdm_path, &sdm, NULL, &error));
  g_assert_no_error (error);
  entries = sudoku_parse_collection (sdm, -1, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (entries->len, ==, 7);
  for (guint i = 0; i < entries->len; i++)
    {
      SudokuParseEntry *entry = entries->pdata[i];
      g_autofree char *line = NULL;

      g_assert_no_error (entry->error);
      line = sudoku_format_line (&entry->puzzle->board);
      g_assert_cmpstr (line, ==, shown_puzzle (window, i)->givens);
    }

  /* Two selected, as .sdk: they come back with their details. */
  select_rows (window, (guint[]) { 1, 5 }, 2);
  chosen[0] = shown_puzzle (window, 1);
  chosen[1] = shown_puzzle (window, 5);
  sdk_path = g_build_filename (fixture.folder, "chosen.sdk", NULL);
  sdk_file = g_file_new_for_path (sdk_path);
  sudoku_library_window_export_file (window, sdk_file, SUDOKU_LIBRARY_FORMAT_SDK);
  iterate_until (is_exported, window);
  g_assert_true (g_file_get_contents (sdk_path, &sdk, NULL, &error));
  g_assert_true (g_str_has_prefix (sdk, "#"));

  /* One .sdk block per puzzle, an empty line between them. */
  blocks = g_strsplit (sdk, "\n\n", -1);
  g_assert_cmpuint (g_strv_length (blocks), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(SudokuPuzzle) back = sudoku_parse_puzzle (blocks[i], -1, SUDOKU_VARIANT_CLASSIC,
                                                          &error);
      g_autofree char *line = NULL;

      g_assert_no_error (error);
      line = sudoku_format_line (&back->board);
      g_assert_cmpstr (line, ==, chosen[i]->givens);
      g_assert_cmpstr (back->source, ==, chosen[i]->source);
      g_assert_cmpstr (back->level, ==, "Level 3");
    }

  close_window (window);
  fixture_close (&fixture);
}

static void
empty_group (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  g_autoptr(GPtrArray) sample = NULL;
  g_autoptr(GPtrArray) level_1 = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *status;
  GtkWidget *generate;
  AdwMessageDialog *dialog;

  fixture_open (&fixture);
  sample = sudoku_library_list (fixture.library, SUDOKU_LIBRARY_SAMPLE, NULL, &error);
  for (guint i = 0; i < sample->len; i++)
    g_assert_true (sudoku_library_trash (fixture.library,
                                         ((SudokuLibraryPuzzle *) sample->pdata[i])->id,
                                         &error));
  level_1 = sudoku_library_list (fixture.library, 1, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < level_1->len; i++)
    g_assert_true (sudoku_library_trash (fixture.library,
                                         ((SudokuLibraryPuzzle *) level_1->pdata[i])->id,
                                         &error));
  window = open_window (application, fixture.library);
  show_group (window, SUDOKU_LIBRARY_SAMPLE);

  g_assert_cmpuint (n_shown (window), ==, 0);
  g_assert_true (shows_empty_page (window));
  status = find_child_of_type (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE);
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (status)), ==,
                   "No Puzzles in Sample");
  g_assert_nonnull (find_button (status, "_Import Puzzles…"));
  /* Not a level: nothing to generate into. */
  g_assert_null (find_button (status, "_Generate Puzzles…"));
  g_assert_cmpstr (adw_status_page_get_description (ADW_STATUS_PAGE (status)), ==,
                   "Import puzzles from a file, or save one from the main window.");
  /* Nothing to act on: no Export, and no bar of actions on a selection. */
  g_assert_false (button_enabled (window, "E_xport…"));
  g_assert_false (button_enabled (window, "_Booklet…"));
  g_assert_null (find_button (GTK_WIDGET (window), "_Edit…"));

  /* A group with puzzles shows the list again. */
  show_group (window, 7);
  g_assert_false (shows_empty_page (window));
  g_assert_cmpuint (n_shown (window), ==, 7);
  g_assert_true (button_enabled (window, "E_xport…"));
  g_assert_true (button_enabled (window, "_Booklet…"));
  g_assert_nonnull (find_button (GTK_WIDGET (window), "_Edit…"));

  /* An empty level: the page said "Import puzzles from a file, or save
   * one from the main window." without a word of Generate, which the
   * window offers. It says it, with a button that asks how many. */
  show_group (window, 1);
  g_assert_true (shows_empty_page (window));
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (status)), ==,
                   "No Puzzles in Level 1");
  g_assert_cmpstr (adw_status_page_get_description (ADW_STATUS_PAGE (status)), ==,
                   "Import puzzles from a file, generate new ones of this level, or save "
                   "one from the main window.");
  generate = find_button (status, "_Generate Puzzles…");
  g_assert_nonnull (generate);
  g_assert_true (gtk_widget_is_sensitive (generate));
  g_assert_nonnull (find_button (status, "_Import Puzzles…"));
  iterate_until_settled (GTK_WIDGET (window));
  maybe_screenshot (GTK_WIDGET (window), "library-empty-level");
  g_assert_true (gtk_widget_activate (generate));
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  g_assert_true (SUDOKU_IS_GENERATE_DIALOG (dialog));
  g_assert_cmpuint (sudoku_generate_dialog_get_level (SUDOKU_GENERATE_DIALOG (dialog)), ==, 1);
  respond_and_wait (dialog, "_Cancel");

  close_window (window);
  fixture_close (&fixture);
}

/* Generate: 300 typed was quietly made 100 (the spin button took the
 * most it allows once Generate took the focus). The row says the most
 * one run makes; past it, the number is marked and Generate is off
 * until it fits; a number typed and not yet entered is the one made;
 * Enter on 300 shows 100 in the box before anything is made. */
static void
generate_limit (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  GtkWidget *dialog = sudoku_generate_dialog_new (GTK_WINDOW (window), 3);
  AdwMessageDialog *message = ADW_MESSAGE_DIALOG (dialog);
  g_autofree char *limit = g_strdup_printf ("At most %u at a time",
                                            SUDOKU_GENERATE_DIALOG_MAX_COUNT);
  GtkWidget *spin;

  gtk_window_present (GTK_WINDOW (dialog));
  iterate_until (is_mapped, dialog);
  g_assert_nonnull (find_label_showing (dialog, limit));
  spin = find_child_of_type (dialog, GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment
                                                 (GTK_SPIN_BUTTON (spin))),
                     ==, SUDOKU_GENERATE_DIALOG_MAX_COUNT);
  g_assert_true (adw_message_dialog_get_response_enabled (message, "generate"));
  g_assert_cmpuint (sudoku_generate_dialog_get_count (SUDOKU_GENERATE_DIALOG (dialog)), ==, 7);

  gtk_editable_set_text (GTK_EDITABLE (spin), "300");
  g_assert_false (adw_message_dialog_get_response_enabled (message, "generate"));
  g_assert_true (gtk_widget_has_css_class (spin, "error"));
  iterate_until_settled (dialog);
  maybe_screenshot (dialog, "generate-limit");

  gtk_editable_set_text (GTK_EDITABLE (spin), "30");
  g_assert_true (adw_message_dialog_get_response_enabled (message, "generate"));
  g_assert_false (gtk_widget_has_css_class (spin, "error"));
  g_assert_cmpuint (sudoku_generate_dialog_get_count (SUDOKU_GENERATE_DIALOG (dialog)), ==, 30);

  gtk_editable_set_text (GTK_EDITABLE (spin), "0");
  g_assert_false (adw_message_dialog_get_response_enabled (message, "generate"));
  gtk_editable_set_text (GTK_EDITABLE (spin), "300");
  g_signal_emit_by_name (find_child_of_type (spin, GTK_TYPE_TEXT), "activate");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "100");
  g_assert_true (adw_message_dialog_get_response_enabled (message, "generate"));
  g_assert_cmpuint (sudoku_generate_dialog_get_count (SUDOKU_GENERATE_DIALOG (dialog)), ==,
                    SUDOKU_GENERATE_DIALOG_MAX_COUNT);

  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

/* Booklets */

/* The pages a booklet of puzzles of these @levels has, @per_page to a
 * page: each level's section starts a page, then the solutions, twelve
 * to a page. */
static int
booklet_pages (const guint *levels,
               guint        n,
               guint        per_page)
{
  guint per_level[SUDOKU_LIBRARY_MAX_LEVEL + 1] = { 0 };
  int pages = 0;

  for (guint i = 0; i < n; i++)
    per_level[levels[i]]++;
  for (guint level = 0; level <= SUDOKU_LIBRARY_MAX_LEVEL; level++)
    pages += (int) ((per_level[level] + per_page - 1) / per_page);
  return pages + (int) ((n + 11) / 12);
}

static int
shown_booklet_pages (SudokuLibraryWindow *window,
                     const guint         *positions,
                     guint                n)
{
  g_autofree guint *levels = g_new0 (guint, n);

  for (guint i = 0; i < n; i++)
    {
      const SudokuLibraryPuzzle *puzzle = shown_puzzle (window, positions[i]);

      /* The seed's puzzles are filed in levels 1–7. */
      g_assert_cmpuint (puzzle->level, >=, 1);
      levels[i] = puzzle->level;
    }
  return booklet_pages (levels, n, 4);
}

/* The export dialog the window opened, or %NULL. */
static SudokuExportDialog *
find_export_dialog (void)
{
  return (SudokuExportDialog *) find_visible_toplevel (SUDOKU_TYPE_EXPORT_DIALOG);
}

static gboolean
has_export_dialog (gpointer data)
{
  return find_export_dialog () != NULL;
}

/* Export as Booklet… then the dialog's Export to @path, as the file
 * chooser would; returns the pages written. */
static int
export_booklet (SudokuLibraryWindow *window,
                const char          *action,
                GVariant            *parameter,
                const char          *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) exported = NULL;
  SudokuExportDialog *dialog;
  SudokuExportOptions options;

  activate_action (window, action, parameter);
  iterate_until (has_export_dialog, NULL);
  dialog = find_export_dialog ();
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_false (sudoku_library_window_is_busy (window));

  /* Ready as it opens: a booklet, four puzzles a page, a PDF. */
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.what, ==, SUDOKU_EXPORT_BOOKLET);
  g_assert_cmpint (options.format, ==, SUDOKU_EXPORT_FORMAT_PDF);
  g_assert_cmpuint (options.per_page, ==, 4);

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_connect (dialog, "exported", G_CALLBACK (exported_cb), &exported);
  sudoku_export_dialog_export_to (dialog, file);
  iterate_until (is_cleared, &dialog);
  g_assert_nonnull (exported);
  g_assert_true (g_file_equal (exported, file));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  return pdf_pages (path);
}

static void
booklet_export (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  g_autofree char *group_path = NULL;
  g_autofree char *chosen_path = NULL;
  g_autofree char *sidebar_path = NULL;
  const guint all[] = { 0, 1, 2, 3, 4, 5, 6 };
  const guint chosen[] = { 0, 8, 9 };
  GtkBitset *selected;
  int pages;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);

  /* Nothing selected: the whole group, seven puzzles of Level 3. */
  show_group (window, 3);
  g_assert_cmpuint (n_shown (window), ==, 7);
  group_path = g_build_filename (fixture.folder, "level-3.pdf", NULL);
  pages = export_booklet (window, "library.export-booklet", NULL, group_path);
  if (pages >= 0)
    {
      /* Two pages of four and three, one of solutions. */
      g_assert_cmpint (pages, ==, shown_booklet_pages (window, all, 7));
      g_assert_cmpint (pages, ==, 3);
    }

  /* A selection across levels: a section each, then the solutions. */
  show_group (window, SUDOKU_LIBRARY_GROUP_ALL);
  select_rows (window, chosen, G_N_ELEMENTS (chosen));
  g_assert_cmpuint (shown_puzzle (window, 0)->level, !=, shown_puzzle (window, 8)->level);
  chosen_path = g_build_filename (fixture.folder, "chosen.pdf", NULL);
  pages = export_booklet (window, "library.export-booklet", NULL, chosen_path);
  if (pages >= 0)
    g_assert_cmpint (pages, ==, shown_booklet_pages (window, chosen, G_N_ELEMENTS (chosen)));

  /* The sidebar's menu: a whole group, whatever is shown or selected. */
  sidebar_path = g_build_filename (fixture.folder, "level-6.pdf", NULL);
  pages = export_booklet (window, "library.export-group-booklet", g_variant_new_int32 (6),
                          sidebar_path);
  if (pages >= 0)
    g_assert_cmpint (pages, ==, booklet_pages ((guint[]) { 6, 6, 6, 6, 6, 6, 6 }, 7, 4));
  g_assert_cmpint (sudoku_library_window_get_group (window), ==, SUDOKU_LIBRARY_GROUP_ALL);
  selected = gtk_selection_model_get_selection (sudoku_library_window_get_selection (window));
  g_assert_cmpuint (gtk_bitset_get_size (selected), ==, G_N_ELEMENTS (chosen));
  gtk_bitset_unref (selected);

  close_window (window);
  fixture_close (&fixture);
}

/* The job bar under the header bar that is shown (the booklet's, as
 * no import runs), or %NULL. */
static GtkWidget *
revealed_bar (SudokuLibraryWindow *window)
{
  GtkWidget *revealer = NULL;

  for (GtkWidget *widget = find_child_of_type (GTK_WIDGET (window), SUDOKU_TYPE_JOB_BAR); widget != NULL;
       widget = gtk_widget_get_next_sibling (widget))
    if (SUDOKU_IS_JOB_BAR (widget) && sudoku_job_bar_get_shown (SUDOKU_JOB_BAR (widget)))
      revealer = widget;
  return revealer;
}

static void
click_booklet_cancel (SudokuLibraryWindow *window)
{
  GtkWidget *revealer = revealed_bar (window);

  g_assert_nonnull (revealer);
  click (revealer, "_Cancel");
  g_assert_null (revealed_bar (window));
}

/* Whether the booklet's bar counts the puzzles rated for printing. */
static gboolean
is_preparing_pages (gpointer data)
{
  GtkWidget *revealer = revealed_bar (data);
  GtkWidget *label = revealer != NULL ? find_child_of_type (revealer, GTK_TYPE_LABEL) : NULL;

  return label != NULL &&
         g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), "Preparing the pages");
}

static void
booklet_print (SudokuApplication *application)
{
  Fixture fixture;
  SudokuLibraryWindow *window;
  g_autofree char *group_path = NULL;
  g_autofree char *chosen_path = NULL;
  g_autofree char *cancelled_path = NULL;
  g_autofree char *sidebar_path = NULL;
  const guint all[] = { 0, 1, 2, 3, 4, 5, 6 };
  const guint chosen[] = { 1, 3, 5, 6, 7, 15 };
  int pages;

  fixture_open (&fixture);
  window = open_window (application, fixture.library);

  /* Print… of the whole group through GtkPrintOperation's export
   * action: the booklet's pages. */
  show_group (window, 5);
  group_path = g_build_filename (fixture.folder, "printed-level-5.pdf", NULL);
  sudoku_library_window_print (window, GTK_PRINT_OPERATION_ACTION_EXPORT, group_path);
  g_assert_true (sudoku_library_window_is_busy (window));
  wait_idle (window);
  g_assert_true (g_file_test (group_path, G_FILE_TEST_IS_REGULAR));
  pages = pdf_pages (group_path);
  if (pages >= 0)
    g_assert_cmpint (pages, ==, shown_booklet_pages (window, all, 7));

  /* Of a selection across levels. */
  show_group (window, SUDOKU_LIBRARY_GROUP_ALL);
  select_rows (window, chosen, G_N_ELEMENTS (chosen));
  chosen_path = g_build_filename (fixture.folder, "printed-chosen.pdf", NULL);
  sudoku_library_window_print (window, GTK_PRINT_OPERATION_ACTION_EXPORT, chosen_path);
  wait_idle (window);
  pages = pdf_pages (chosen_path);
  if (pages >= 0)
    g_assert_cmpint (pages, ==, shown_booklet_pages (window, chosen, G_N_ELEMENTS (chosen)));

  /* A group from the sidebar's menu, the selection kept. */
  sidebar_path = g_build_filename (fixture.folder, "printed-level-2.pdf", NULL);
  sudoku_library_window_booklet_group (window, 2, TRUE, GTK_PRINT_OPERATION_ACTION_EXPORT,
                                       sidebar_path);
  wait_idle (window);
  pages = pdf_pages (sidebar_path);
  if (pages >= 0)
    g_assert_cmpint (pages, ==, booklet_pages ((guint[]) { 2, 2, 2, 2, 2, 2, 2 }, 7, 4));

  /* Cancel: nothing is printed, and Print… can be used again. */
  gtk_selection_model_unselect_all (sudoku_library_window_get_selection (window));
  cancelled_path = g_build_filename (fixture.folder, "cancelled.pdf", NULL);
  sudoku_library_window_print (window, GTK_PRINT_OPERATION_ACTION_EXPORT, cancelled_path);
  g_assert_false (gtk_widget_is_sensitive (find_button (GTK_WIDGET (window), "_Booklet…")));
  click_booklet_cancel (window);
  g_assert_false (sudoku_library_window_is_busy (window));
  g_assert_true (gtk_widget_is_sensitive (find_button (GTK_WIDGET (window), "_Booklet…")));
  watch_for (300);
  g_assert_false (g_file_test (cancelled_path, G_FILE_TEST_EXISTS));

  /* Cancel while the puzzles are rated: the bar goes at once, and
   * nothing is printed. */
  sudoku_library_window_print (window, GTK_PRINT_OPERATION_ACTION_EXPORT, cancelled_path);
  iterate_until (is_preparing_pages, window);
  click_booklet_cancel (window);
  g_assert_false (sudoku_library_window_is_busy (window));
  watch_for (300);
  g_assert_false (g_file_test (cancelled_path, G_FILE_TEST_EXISTS));

  close_window (window);
  fixture_close (&fixture);
}

UI_TEST (counts_match)
UI_TEST (generate_limit)
UI_TEST (group_lists_its_puzzles)
UI_TEST (search_filters)
UI_TEST (search_down_selects_first)
UI_TEST (sorting_reorders)
UI_TEST (open_and_replay)
UI_TEST (move_changes_counts)
UI_TEST (delete_and_undo)
UI_TEST (edit_details)
UI_TEST (import_with_bad_line)
UI_TEST (import_comments_only)
UI_TEST (export_round_trip)
UI_TEST (empty_group)
UI_TEST (booklet_export)
UI_TEST (booklet_print)

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/library-window/counts", test_counts_match);
  g_test_add_func ("/nanpure/library-window/group", test_group_lists_its_puzzles);
  g_test_add_func ("/nanpure/library-window/search", test_search_filters);
  g_test_add_func ("/nanpure/library-window/search-down", test_search_down_selects_first);
  g_test_add_func ("/nanpure/library-window/sorting", test_sorting_reorders);
  g_test_add_func ("/nanpure/library-window/open-and-replay", test_open_and_replay);
  g_test_add_func ("/nanpure/library-window/move", test_move_changes_counts);
  g_test_add_func ("/nanpure/library-window/delete-and-undo", test_delete_and_undo);
  g_test_add_func ("/nanpure/library-window/edit-details", test_edit_details);
  g_test_add_func ("/nanpure/library-window/import", test_import_with_bad_line);
  g_test_add_func ("/nanpure/library-window/import-comments-only", test_import_comments_only);
  g_test_add_func ("/nanpure/library-window/export", test_export_round_trip);
  g_test_add_func ("/nanpure/library-window/empty-group", test_empty_group);
  g_test_add_func ("/nanpure/library-window/booklet-export", test_booklet_export);
  g_test_add_func ("/nanpure/library-window/booklet-print", test_booklet_print);
  g_test_add_func ("/nanpure/library-window/generate-limit", test_generate_limit);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
