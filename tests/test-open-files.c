/* test-open-files.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Files opened at once, as the file manager or `nanpure a.sdk b.sdm`
 * hands them to the application (g_application_open()): two files go to
 * the library window's import, asked once; a file of several puzzles
 * too; a file of one puzzle opens in a main window. Files dropped
 * together on the main window go to the import too. */

#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku-library-window.h"
#include "sudoku-parse.h"
#include "ui-test-utils.h"

static char *library_dir;

/* The application's window of @type, or %NULL. */
static GtkWindow *
find_window (SudokuApplication *application,
             GType              type)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (application)); l != NULL;
       l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      return l->data;
  return NULL;
}

static void
close_all (SudokuApplication *application)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (application))) != NULL)
    gtk_window_destroy (windows->data);
}

/* A sample puzzle of the library (Sample, @position: the seven easiest,
 * rated level 1, come first) with its digits relabelled by @shift:
 * another puzzle with one solution, not in the library yet. */
static char *
new_puzzle (SudokuApplication *application,
            guint              position,
            guint              shift)
{
  SudokuLibrary *library = sudoku_application_get_library (application, NULL);
  g_autoptr(GPtrArray) samples = sudoku_library_list (library, SUDOKU_LIBRARY_SAMPLE, NULL, NULL);
  const SudokuLibraryPuzzle *puzzle;
  char *givens;

  g_assert_nonnull (samples);
  g_assert_cmpuint (samples->len, >, position);
  puzzle = samples->pdata[position];
  givens = g_strdup (puzzle->givens);
  for (char *p = givens; *p; p++)
    if (*p >= '1' && *p <= '9')
      *p = '1' + (*p - '1' + shift) % 9;
  return givens;
}

static GFile *
write_file (const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (library_dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

static void
remove_file (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  g_assert_cmpint (g_remove (path), ==, 0);
}

/* A .sdk file: the header and the grid in nine lines. */
static char *
sdk_text (const char *givens)
{
  GString *text = g_string_new ("[Puzzle]\n");

  for (guint row = 0; row < 9; row++)
    {
      g_string_append_len (text, givens + row * 9, 9);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

static guint
count_all (SudokuApplication *application)
{
  SudokuLibrary *library = sudoku_application_get_library (application, NULL);
  guint counts[SUDOKU_LIBRARY_N_COUNTS];

  g_assert_true (sudoku_library_get_counts (library, counts, NULL));
  return counts[SUDOKU_LIBRARY_N_COUNTS - 1];
}

/* The library's puzzles whose source is @source. */
static guint
count_from (SudokuApplication *application,
            const char        *source)
{
  SudokuLibrary *library = sudoku_application_get_library (application, NULL);
  g_autoptr(GPtrArray) all = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL, NULL, NULL);
  guint n = 0;

  for (guint i = 0; i < all->len; i++)
    n += g_strcmp0 (((SudokuLibraryPuzzle *) all->pdata[i])->source, source) == 0;
  return n;
}

typedef struct
{
  SudokuApplication *application;
  guint              expected;
} Expected;

static gboolean
has_imported (gpointer data)
{
  Expected *expected = data;
  GtkWindow *window = find_window (expected->application, SUDOKU_TYPE_LIBRARY_WINDOW);

  return window != NULL && !sudoku_library_window_is_busy (SUDOKU_LIBRARY_WINDOW (window)) &&
         count_all (expected->application) == expected->expected;
}

static void
open_two_files (SudokuApplication *application)
{
  g_autofree char *first = new_puzzle (application, 0, 1);
  g_autofree char *second = new_puzzle (application, 1, 2);
  g_autofree char *third = new_puzzle (application, 2, 3);
  g_autofree char *sdk = sdk_text (first);
  g_autofree char *sdm = g_strdup_printf ("%s\n%s\n", second, third);
  g_autoptr(GFile) sdk_file = write_file ("one.sdk", sdk);
  g_autoptr(GFile) sdm_file = write_file ("two.sdm", sdm);
  GFile *files[] = { sdk_file, sdm_file };
  Expected expected = { application, count_all (application) + 3 };
  AdwMessageDialog *dialog;

  g_application_open (G_APPLICATION (application), files, 2, "");

  /* No main window: the library window asks once for both files. */
  g_assert_null (find_window (application, SUDOKU_TYPE_WINDOW));
  g_assert_nonnull (find_window (application, SUDOKU_TYPE_LIBRARY_WINDOW));
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Import Puzzles");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "2 files"));
  respond_and_wait (dialog, "_Import");

  /* Both files are imported, one after the other. */
  iterate_until (has_imported, &expected);
  g_assert_cmpuint (count_from (application, "one.sdk"), ==, 1);
  g_assert_cmpuint (count_from (application, "two.sdm"), ==, 2);
  g_assert_null (find_visible_message_dialog ());
  g_assert_null (find_window (application, SUDOKU_TYPE_WINDOW));

  close_all (application);
  remove_file (sdk_file);
  remove_file (sdm_file);
}

/* One .sdm of several puzzles: the import too; Cancel imports nothing. */
static void
open_collection (SudokuApplication *application)
{
  g_autofree char *first = new_puzzle (application, 3, 4);
  g_autofree char *second = new_puzzle (application, 4, 5);
  g_autofree char *sdm = g_strdup_printf ("# two puzzles\n%s\n%s\n", first, second);
  g_autoptr(GFile) file = write_file ("collection.sdm", sdm);
  guint before = count_all (application);
  AdwMessageDialog *dialog;

  g_application_open (G_APPLICATION (application), &file, 1, "");

  g_assert_null (find_window (application, SUDOKU_TYPE_WINDOW));
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Import Puzzles");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "collection.sdm"));
  respond_and_wait (dialog, "_Cancel");
  /* Nothing imported: no import may start after Cancel. */
  watch_for (200);
  g_assert_cmpuint (count_all (application), ==, before);

  close_all (application);
  remove_file (file);
}

/* One file of one puzzle, even an .sdm: a main window shows it. */
static void
open_one_puzzle (SudokuApplication *application)
{
  g_autofree char *givens = new_puzzle (application, 5, 6);
  g_autofree char *line = g_strdup_printf ("%s\n", givens);
  g_autoptr(GFile) file = write_file ("single.sdm", line);
  GtkWindow *window;
  g_autofree char *shown = NULL;

  g_application_open (G_APPLICATION (application), &file, 1, "");

  g_assert_null (find_window (application, SUDOKU_TYPE_LIBRARY_WINDOW));
  window = find_window (application, SUDOKU_TYPE_WINDOW);
  g_assert_nonnull (window);
  iterate_until (is_not_opening, window);
  shown = sudoku_format_line (sudoku_game_get_board (window_game (SUDOKU_WINDOW (window))));
  g_assert_cmpstr (shown, ==, givens);

  close_all (application);
  remove_file (file);
}

/* The main window's drop target, given @files: %TRUE when it took them. */
static gboolean
drop_files (GtkWidget *widget,
            GFile    **files,
            guint      n_files)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_auto(GValue) value = G_VALUE_INIT;
  GSList *list = NULL;
  gboolean taken = FALSE;
  gboolean found = FALSE;

  for (guint i = n_files; i > 0; i--)
    list = g_slist_prepend (list, files[i - 1]);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_set_boxed (&value, list);
  g_slist_free (list);
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        {
          found = TRUE;
          g_signal_emit_by_name (controller, "drop", &value, 10.0, 10.0, &taken);
        }
    }
  g_assert_true (found);
  return taken;
}

/* Files dropped together on the main window: the library's import. */
static void
drop_two_files (SudokuApplication *application)
{
  g_autofree char *first = new_puzzle (application, 6, 7);
  g_autofree char *second = new_puzzle (application, 6, 8);
  g_autofree char *first_line = g_strdup_printf ("%s\n", first);
  g_autofree char *second_line = g_strdup_printf ("%s\n", second);
  g_autoptr(GFile) first_file = write_file ("dropped-1.sdm", first_line);
  g_autoptr(GFile) second_file = write_file ("dropped-2.sdm", second_line);
  GFile *files[] = { first_file, second_file };
  SudokuWindow *window = window_with_puzzle (application, NULL);
  AdwMessageDialog *dialog;

  g_assert_true (drop_files (GTK_WIDGET (window), files, 2));
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Import Puzzles");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "2 files"));
  g_assert_nonnull (find_window (application, SUDOKU_TYPE_LIBRARY_WINDOW));
  respond_and_wait (dialog, "_Cancel");

  close_all (application);
  remove_file (first_file);
  remove_file (second_file);
}

/* Issue 20 item 17: a file of several puzzles opened in a main window
 * (Open…, or dropped alone) goes to the library's import as well,
 * instead of "line 2: more than one puzzle". */
static void
open_collection_in_window (SudokuApplication *application)
{
  g_autofree char *first = new_puzzle (application, 7, 1);
  g_autofree char *second = new_puzzle (application, 7, 2);
  g_autofree char *sdm = g_strdup_printf ("%s\n%s\n", first, second);
  g_autoptr(GFile) file = write_file ("book.sdm", sdm);
  SudokuWindow *window = window_with_puzzle (application, NULL);
  Expected expected = { application, count_all (application) + 2 };
  AdwMessageDialog *dialog;

  /* Open…: the import asks where they go; Cancel leaves the window as
   * it was. */
  sudoku_window_open_file (window, file, SUDOKU_VARIANT_CLASSIC);
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Import Puzzles");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "book.sdm"));
  g_assert_nonnull (find_window (application, SUDOKU_TYPE_LIBRARY_WINDOW));
  respond_and_wait (dialog, "_Cancel");
  g_assert_cmpuint (sudoku_board_count_filled (sudoku_game_get_board (
                      window_game (window))), ==, 0);
  g_assert_true (g_str_has_prefix (window_status (window), "Empty grid"));

  /* Dropped alone: the same; Import brings both puzzles in. */
  g_assert_true (drop_files (GTK_WIDGET (window), &file, 1));
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Import Puzzles");
  respond_and_wait (dialog, "_Import");
  iterate_until (has_imported, &expected);
  g_assert_cmpuint (count_from (application, "book.sdm"), ==, 2);

  close_all (application);
  remove_file (file);
}

/* A file of several lines none of which is a puzzle (a letter: long
 * lines, as a collection has) opened at start: a main window says what
 * is wrong with it. The library offered to import it before, and then
 * said "Nothing Was Imported". */
static void
open_not_puzzles (SudokuApplication *application)
{
  static const char text[] =
    "Dear reader, the answers to this week's number place puzzles are printed on page 12.\n"
    "With best wishes from the puzzle editor, who hopes you enjoyed the seven levels.\n";
  g_autoptr(GFile) file = write_file ("letter.txt", text);
  GtkWindow *window;

  g_application_open (G_APPLICATION (application), &file, 1, "");

  g_assert_null (find_window (application, SUDOKU_TYPE_LIBRARY_WINDOW));
  window = find_window (application, SUDOKU_TYPE_WINDOW);
  g_assert_nonnull (window);
  iterate_until (is_not_opening, window);
  g_assert_null (find_window (application, SUDOKU_TYPE_LIBRARY_WINDOW));
  g_assert_cmpuint (sudoku_board_count_filled (sudoku_game_get_board (
                      window_game (SUDOKU_WINDOW (window)))), ==, 0);

  close_all (application);
  remove_file (file);
}

UI_TEST (open_two_files)
UI_TEST (open_collection)
UI_TEST (open_one_puzzle)
UI_TEST (drop_two_files)
UI_TEST (open_collection_in_window)
UI_TEST (open_not_puzzles)

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/open-files/two-files", test_open_two_files);
  g_test_add_func ("/nanpure/open-files/collection", test_open_collection);
  g_test_add_func ("/nanpure/open-files/one-puzzle", test_open_one_puzzle);
  g_test_add_func ("/nanpure/open-files/drop-two-files", test_drop_two_files);
  g_test_add_func ("/nanpure/open-files/collection-in-window",
                   test_open_collection_in_window);
  g_test_add_func ("/nanpure/open-files/not-puzzles", test_open_not_puzzles);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("NANPURE_READY_TARGET", "0", TRUE);

  return ui_test_run_with_library (argc, argv, add_tests, "open-files", &library_dir);
}
