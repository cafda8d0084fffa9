/* library-window-test-utils.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "library-window-test-utils.h"

void
fixture_open (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  fixture->folder = g_dir_make_tmp ("nanpure-library-window-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (fixture->folder, "library.db", NULL);
  fixture->library = sudoku_library_new_for_path (path, &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_library_get_created (fixture->library));
  file_samples_in_levels (fixture->library);
}

static gboolean
holds_last_reference (gpointer object)
{
  return g_atomic_int_get (&G_OBJECT (object)->ref_count) == 1;
}

void
fixture_close (Fixture *fixture)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  /* A worker's task may hold the library a moment after its answer
   * came back (the worker lets go of it last): the last reference is
   * let go here, so that the database is closed before its files go. */
  iterate_until (holds_last_reference, fixture->library);
  g_assert_finalize_object (fixture->library);
  dir = g_dir_open (fixture->folder, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->folder, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (fixture->folder), ==, 0);
  g_free (fixture->folder);
}

SudokuLibraryWindow *
open_window (SudokuApplication *application,
             SudokuLibrary     *library)
{
  SudokuLibraryWindow *window = sudoku_library_window_new (GTK_APPLICATION (application), library);

  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, window);
  iterate_until (is_idle_library, window);
  return window;
}

void
close_window (SudokuLibraryWindow *window)
{
  /* A read still in a worker holds the library the fixture finalizes. */
  iterate_until (is_idle_library, window);
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  await_finalize_object (window);
}

void
wait_idle (SudokuLibraryWindow *window)
{
  iterate_until (is_idle_library, window);
}

void
show_group (SudokuLibraryWindow *window,
            int                  group)
{
  sudoku_library_window_set_group (window, group);
  wait_idle (window);
  g_assert_cmpint (sudoku_library_window_get_group (window), ==, group);
}

GtkColumnView *
column_view_of (SudokuLibraryWindow *window)
{
  GtkWidget *view = find_child_of_type (GTK_WIDGET (window), GTK_TYPE_COLUMN_VIEW);

  g_assert_nonnull (view);
  return GTK_COLUMN_VIEW (view);
}

GtkColumnViewColumn *
column_titled (SudokuLibraryWindow *window,
               const char          *title)
{
  GListModel *columns = gtk_column_view_get_columns (column_view_of (window));

  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

      if (g_strcmp0 (gtk_column_view_column_get_title (column), title) == 0)
        return column;
    }
  g_assert_not_reached ();
}

const SudokuLibraryPuzzle *
shown_puzzle (SudokuLibraryWindow *window,
              guint                position)
{
  g_autoptr(SudokuLibraryItem) item = NULL;

  item = g_list_model_get_item (sudoku_library_window_get_puzzles (window), position);
  g_assert_nonnull (item);
  /* The window keeps its own reference. */
  return sudoku_library_item_get_puzzle (item);
}

guint
n_shown (SudokuLibraryWindow *window)
{
  return g_list_model_get_n_items (sudoku_library_window_get_puzzles (window));
}

/* Selects the rows at @positions, and no other. */
void
select_rows (SudokuLibraryWindow *window,
             const guint         *positions,
             guint                n_positions)
{
  GtkSelectionModel *selection = sudoku_library_window_get_selection (window);

  gtk_selection_model_unselect_all (selection);
  for (guint i = 0; i < n_positions; i++)
    g_assert_true (gtk_selection_model_select_item (selection, positions[i], FALSE));
  /* The solves of the one selected are read in a worker. */
  wait_idle (window);
}

void
activate_action (SudokuLibraryWindow *window,
                 const char          *action,
                 GVariant            *parameter)
{
  /* GTK 4.8 does not sink a floating parameter of a widget-class action
   * (LeakSanitizer found it): own it here. */
  g_autoptr(GVariant) owned = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), action, owned));
}

/* The row of the column view showing @position: the ancestor, child of
 * the view's list, of a cell whose list item is at @position. */
GtkWidget *
row_at (GtkWidget *widget,
        guint      position)
{
  GtkListItem *list_item = g_object_get_data (G_OBJECT (widget), "sudoku-list-item");

  if (list_item != NULL && gtk_list_item_get_position (list_item) == position)
    {
      for (GtkWidget *row = widget; row != NULL; row = gtk_widget_get_parent (row))
        if (GTK_IS_LIST_VIEW (gtk_widget_get_parent (row)))
          return row;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *row = row_at (child, position);

      if (row != NULL)
        return row;
    }
  return NULL;
}

/* Whether the first row is made and laid out. Focusing the list before
 * that makes GTK 4.8 scroll to a row it has not placed, with a warning
 * (fatal in the tests; seen under load). */
gboolean
first_row_laid_out (gpointer data)
{
  GtkWidget *row = row_at (GTK_WIDGET (column_view_of (data)), 0);

  return row != NULL && gtk_widget_get_height (row) > 0;
}
