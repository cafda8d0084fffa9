/* test-export-library.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The booklet's items gathered from the library
 * (src/render/sudoku-export-library.c): the async call the library
 * window uses gives what the sync call `nanpure-cli export --library`
 * uses gives, and a cancelled one gives nothing. No display. */

#include "sudoku-export-library.h"

#include "library-test-utils.h"

static void
assert_items_equal (GPtrArray *a,
                    GPtrArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    {
      SudokuExportItem *x = a->pdata[i];
      SudokuExportItem *y = b->pdata[i];

      g_assert_cmpmem (x->board.values, sizeof x->board.values,
                       y->board.values, sizeof y->board.values);
      g_assert_cmpstr (x->title, ==, y->title);
      g_assert_cmpstr (x->source, ==, y->source);
      g_assert_cmpuint (x->level, ==, y->level);
      g_assert_cmpuint (x->number, ==, y->number);
    }
}

static void
test_gather_async (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(GPtrArray) sync_items = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GError) error = NULL;
  GAsyncResult *result = NULL;

  /* A group, in the library's order. */
  sync_items = sudoku_export_gather (library, SUDOKU_LIBRARY_SAMPLE, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sync_items->len, ==, N_SAMPLES);
  sudoku_export_gather_async (library, SUDOKU_LIBRARY_SAMPLE, NULL, NULL, async_result_cb,
                              &result);
  items = sudoku_export_gather_finish (wait_for_result (&result), &error);
  g_clear_object (&result);
  g_assert_no_error (error);
  assert_items_equal (items, sync_items);
  g_clear_pointer (&items, g_ptr_array_unref);
  g_clear_pointer (&sync_items, g_ptr_array_unref);

  /* The puzzles asked for, in the order asked. */
  for (gint64 id = 5; id > 2; id--)
    g_array_append_val (ids, id);
  sync_items = sudoku_export_gather (library, SUDOKU_LIBRARY_GROUP_ALL, ids, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sync_items->len, ==, 3);
  sudoku_export_gather_async (library, SUDOKU_LIBRARY_GROUP_ALL, ids, NULL, async_result_cb,
                              &result);
  items = sudoku_export_gather_finish (wait_for_result (&result), &error);
  g_clear_object (&result);
  g_assert_no_error (error);
  assert_items_equal (items, sync_items);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_gather_cancelled (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GError) error = NULL;
  GAsyncResult *result = NULL;

  g_cancellable_cancel (cancellable);
  sudoku_export_gather_async (library, SUDOKU_LIBRARY_GROUP_ALL, NULL, cancellable,
                              async_result_cb, &result);
  items = sudoku_export_gather_finish (wait_for_result (&result), &error);
  g_clear_object (&result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (items);

  g_clear_object (&library);
  test_remove_tree (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/export-library/gather-async", test_gather_async);
  g_test_add_func ("/nanpure/export-library/gather-cancelled", test_gather_cancelled);

  return g_test_run ();
}
