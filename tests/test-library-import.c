/* test-library-import.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The puzzle library (SPEC.md F6), its imports and exports: the
 * formats, bad lines reported by line number, exports by group and by
 * id, the asynchronous calls and their progress, a cancelled import, and
 * one killed half-way. The storage itself is in test-library.c. Every
 * test works in its own temporary folder. */

#include "config.h"

#include <glib/gstdio.h>
#include <malloc.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sudoku-library.h"
#include "sudoku-library-async.h"
#include "sudoku-library-private.h"
#include "sudoku-parse.h"

#include "library-test-utils.h"

/* This program, run again as the child of the killed import. */
static const char *test_program;

/* Import and export */

static void
assert_import_error (SudokuLibraryImportResult *result,
                     guint                      index,
                     guint                      line,
                     const char                *message_part)
{
  const SudokuLibraryImportError *bad;
  g_autofree char *prefix = g_strdup_printf ("line %u", line);

  g_assert_cmpuint (index, <, result->errors->len);
  bad = g_ptr_array_index (result->errors, index);
  g_assert_cmpuint (bad->line, ==, line);
  g_assert_true (g_str_has_prefix (bad->message, prefix));
  if (strstr (bad->message, message_part) == NULL)
    g_error ("error “%s” does not say “%s”", bad->message, message_part);
}

static void
test_import_errors (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(GPtrArray) level = NULL;
  g_autofree char *two = make_puzzles (2, 1000);
  g_autofree char *text = NULL;
  g_autofree char *rule_broken = g_strdup (EASY);
  /* Row 1 needs a 9 in r1c9, but r5c9 has it: no rule is broken, yet
   * there is no solution. */
  const char *no_solution = "12345678....................................9....................................";
  g_auto(GStrv) good = g_strsplit (two, "\n", -1);

  rule_broken[1] = '3';  /* r1c4 holds a 3 */

  text = g_strdup_printf ("# a list\n"
                          "%s\n"                       /* 2: good */
                          "%s\n"                       /* 3: the same again */
                          "..53....x8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..\n"
                          "12345\n"                    /* 5: too short */
                          "%s\n"                       /* 6: two 3s in row 1 */
                          "\n"
                          "%s\n"                       /* 8: no solution */
                          ".................................................................................\n"
                          "%s\n"                       /* 10: in the library already */
                          "%s\n",                      /* 11: good */
                          good[0], good[0], rule_broken, no_solution, INKALA_2012, good[1]);

  result = import_text (library, text, 4);
  g_assert_cmpuint (result->n_imported, ==, 2);
  g_assert_cmpuint (result->n_duplicates, ==, 2);
  g_assert_cmpuint (result->errors->len, ==, 5);
  g_assert_cmpuint (result->ids->len, ==, 2);
  assert_import_error (result, 0, 4, "column 9");
  assert_import_error (result, 1, 5, "5 cells, expected 81");
  assert_import_error (result, 2, 6, "two 3s");
  assert_import_error (result, 3, 8, "has no solution");
  assert_import_error (result, 4, 9, "more than one solution");

  /* A new library's levels are empty (the samples are in Sample): the
   * first puzzle filed under Level 4 is No. 1 there. */
  level = sudoku_library_list (library, 4, NULL, NULL);
  g_assert_cmpuint (level->len, ==, 2);
  g_assert_cmpstr (((SudokuLibraryPuzzle *) g_ptr_array_index (level, 0))->givens, ==, good[0]);
  g_assert_cmpuint (((SudokuLibraryPuzzle *) g_ptr_array_index (level, 0))->number, ==, 1);
  g_assert_cmpstr (((SudokuLibraryPuzzle *) g_ptr_array_index (level, 0))->source, ==, "test.txt");
  g_assert_cmpstr (((SudokuLibraryPuzzle *) g_ptr_array_index (level, 1))->givens, ==, good[1]);
  g_assert_cmpuint (((SudokuLibraryPuzzle *) g_ptr_array_index (level, 1))->number, ==, 2);
  g_assert_cmpint (((SudokuLibraryPuzzle *) g_ptr_array_index (level, 1))->id, ==,
                   g_array_index (result->ids, gint64, 1));

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_import_formats (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autofree char *sdk_path = g_build_filename (g_getenv ("NANPURE_TEST_DATA"), "formats",
                                                "inkala-2012.sdk", NULL);
  g_autofree char *ss_path = g_build_filename (g_getenv ("NANPURE_TEST_DATA"), "formats",
                                               "inkala-2012.ss", NULL);
  g_autofree char *sdk = NULL;
  g_autofree char *ss = NULL;
  g_autofree char *exported = NULL;
  g_autofree char *lines = make_puzzles (3, 2000);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuLibrary) other = NULL;
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(SudokuLibraryPuzzle) inkala = NULL;
  g_autoptr(GPtrArray) copied = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GError) error = NULL;
  guint n = 0;

  /* A fresh library without the Inkala seed, to import it. */
  g_assert_true (sudoku_library_delete (library, 51, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_get_contents (sdk_path, &sdk, NULL, NULL));
  result = import_text (library, sdk, 6);
  g_assert_cmpuint (result->n_imported, ==, 1);
  g_assert_cmpuint (result->errors->len, ==, 0);
  inkala = sudoku_library_get (library, g_array_index (result->ids, gint64, 0), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (inkala->givens, ==, INKALA_2012);
  g_assert_cmpstr (inkala->source, ==, "Nanpure test data");
  g_assert_cmpstr (inkala->title, ==, "Inkala 2012, the seed puzzle of the Nanpure specification");
  g_assert_cmpstr (inkala->notes, ==, "Sample .sdk file for the Nanpure parser tests");
  g_clear_pointer (&result, sudoku_library_import_result_free);

  g_assert_true (g_file_get_contents (ss_path, &ss, NULL, NULL));
  result = import_text (library, ss, 6);
  g_assert_cmpuint (result->n_imported, ==, 0);
  g_assert_cmpuint (result->n_duplicates, ==, 1);
  g_clear_pointer (&result, sudoku_library_import_result_free);

  /* Automatic levels: rated, and filed under the rating. */
  result = import_text (library, lines, SUDOKU_LIBRARY_LEVEL_AUTO);
  g_assert_cmpuint (result->n_imported, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(SudokuLibraryPuzzle) rated = NULL;

      rated = sudoku_library_get (library, g_array_index (result->ids, gint64, i), &error);
      g_assert_no_error (error);
      /* EASY relabelled: singles only. */
      g_assert_cmpuint (rated->level, >=, 1);
      g_assert_cmpuint (rated->level, <=, 2);
      g_assert_cmpuint (rated->computed_level, ==, rated->level);
      g_assert_cmpuint (rated->score, >, 0);
      g_assert_cmpfloat (rated->se, >=, 1.0);
      g_array_append_val (ids, rated->id);
    }
  g_clear_pointer (&result, sudoku_library_import_result_free);

  /* Export as .sdk blocks and import into another library: the same
   * puzzles with their title, source and notes. */
  g_array_prepend_val (ids, inkala->id);
  exported = sudoku_library_export (library, SUDOKU_LIBRARY_GROUP_ALL, ids,
                                    SUDOKU_LIBRARY_FORMAT_SDK, &n, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 4);
  g_assert_true (g_str_has_prefix (exported, "#D Inkala 2012, the seed puzzle"));
  g_assert_nonnull (strstr (exported, "\n#S Nanpure test data\n#L Level 6\n8........\n"));
  g_assert_nonnull (strstr (exported, "\n\n"));

  {
    g_autofree char *other_path = g_build_filename (folder, "other.db", NULL);

    other = open_library (other_path);
    g_assert_true (sudoku_library_delete (other, 51, NULL));
    result = import_text (other, exported, 1);
    g_assert_cmpuint (result->errors->len, ==, 0);
    g_assert_cmpuint (result->n_imported, ==, 4);
    copied = sudoku_library_list (other, 1, "Inkala", &error);
    g_assert_cmpuint (copied->len, ==, 1);
    g_assert_cmpstr (((SudokuLibraryPuzzle *) g_ptr_array_index (copied, 0))->givens, ==,
                     INKALA_2012);
    g_assert_cmpstr (((SudokuLibraryPuzzle *) g_ptr_array_index (copied, 0))->notes, ==,
                     inkala->notes);
    g_assert_cmpstr (((SudokuLibraryPuzzle *) g_ptr_array_index (copied, 0))->source, ==,
                     inkala->source);
  }

  g_clear_object (&other);
  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_export (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GError) error = NULL;
  g_autofree char *sample = NULL;
  g_autofree char *all = NULL;
  g_autofree char *by_id = NULL;
  g_auto(GStrv) lines = NULL;
  gint64 id;
  guint n = 0;

  file_samples_in_levels (library);
  sample = sudoku_library_export (library, SUDOKU_LIBRARY_SAMPLE, NULL,
                                  SUDOKU_LIBRARY_FORMAT_SDM, &n, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpstr (sample, ==, INKALA_2010 "\n" INKALA_2012 "\n" SX3 "\n");

  all = sudoku_library_export (library, SUDOKU_LIBRARY_GROUP_ALL, NULL,
                               SUDOKU_LIBRARY_FORMAT_SDM, &n, &error);
  lines = g_strsplit (all, "\n", -1);
  g_assert_cmpuint (n, ==, N_SAMPLES);
  g_assert_cmpuint (g_strv_length (lines), ==, N_SAMPLES + 1);

  /* Ids in the order given. */
  id = 51;
  g_array_append_val (ids, id);
  id = 50;
  g_array_append_val (ids, id);
  by_id = sudoku_library_export (library, SUDOKU_LIBRARY_GROUP_ALL, ids,
                                 SUDOKU_LIBRARY_FORMAT_SDM, &n, &error);
  g_assert_cmpstr (by_id, ==, INKALA_2012 "\n" INKALA_2010 "\n");
  id = 4242;
  g_array_append_val (ids, id);
  g_clear_pointer (&by_id, g_free);
  by_id = sudoku_library_export (library, SUDOKU_LIBRARY_GROUP_ALL, ids,
                                 SUDOKU_LIBRARY_FORMAT_SDM, &n, &error);
  g_assert_null (by_id);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_list_and_export_async (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(GPtrArray) listed = NULL;
  g_autoptr(GPtrArray) expected = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *sync_text = NULL;
  g_autofree char *output = NULL;
  g_autoptr(GPtrArray) gathered = NULL;
  g_autoptr(GPtrArray) reversed = NULL;
  g_autoptr(GArray) ids = NULL;
  GAsyncResult *result = NULL;
  guint counts[SUDOKU_LIBRARY_N_COUNTS];
  guint sync_counts[SUDOKU_LIBRARY_N_COUNTS];
  guint n = 0;

  file_samples_in_levels (library);
  expected = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL, "inkala", &error);
  sudoku_library_list_async (library, SUDOKU_LIBRARY_GROUP_ALL, "inkala", NULL,
                             async_result_cb, &result);
  listed = sudoku_library_list_finish (library, wait_for_result (&result), &error);
  g_clear_object (&result);
  g_assert_no_error (error);
  g_assert_cmpuint (listed->len, ==, 2);
  g_assert_cmpuint (listed->len, ==, expected->len);
  for (guint i = 0; i < listed->len; i++)
    assert_puzzles_equal (g_ptr_array_index (listed, i), g_ptr_array_index (expected, i));

  sudoku_library_list_async (library, 11, NULL, NULL, async_result_cb, &result);
  g_assert_null (sudoku_library_list_finish (library, wait_for_result (&result), &error));
  g_clear_object (&result);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);
  g_clear_error (&error);

  /* Counts in a worker match the counts on the main connection, after a
   * change too. */
  g_assert_true (sudoku_library_get_counts (library, sync_counts, &error));
  g_assert_cmpuint (((SudokuLibraryPuzzle *) listed->pdata[0])->level, !=, 2);
  g_assert_true (sudoku_library_move (library, ((SudokuLibraryPuzzle *) listed->pdata[0])->id, 2,
                                      &error));
  g_assert_no_error (error);
  g_assert_true (sudoku_library_get_counts (library, sync_counts, &error));
  sudoku_library_get_counts_async (library, NULL, async_result_cb, &result);
  g_assert_true (sudoku_library_get_counts_finish (library, wait_for_result (&result), counts,
                                                   &error));
  g_clear_object (&result);
  g_assert_no_error (error);
  for (guint i = 0; i < SUDOKU_LIBRARY_N_COUNTS; i++)
    g_assert_cmpuint (counts[i], ==, sync_counts[i]);
  g_assert_cmpuint (counts[2], ==, 8);
  g_assert_cmpuint (counts[SUDOKU_LIBRARY_N_COUNTS - 1], ==, count_all (library));

  /* The export written to a file in a worker is the export's text; the
   * sync call writes the same file. */
  output = g_build_filename (folder, "level-7.sdk", NULL);
  sudoku_library_export_to_file_async (library, 7, NULL, SUDOKU_LIBRARY_FORMAT_SDK, output, NULL,
                                       async_result_cb, &result);
  g_assert_true (sudoku_library_export_to_file_finish (library, wait_for_result (&result), &n,
                                                       &error));
  g_clear_object (&result);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 7);
  g_assert_true (g_file_get_contents (output, &text, NULL, &error));
  sync_text = sudoku_library_export (library, 7, NULL, SUDOKU_LIBRARY_FORMAT_SDK, NULL, &error);
  g_assert_cmpstr (text, ==, sync_text);
  g_clear_pointer (&text, g_free);
  g_assert_true (g_remove (output) == 0);
  n = 0;
  g_assert_true (sudoku_library_export_to_file (library, 7, NULL, SUDOKU_LIBRARY_FORMAT_SDK,
                                                output, &n, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 7);
  g_assert_true (g_file_get_contents (output, &text, NULL, &error));
  g_assert_cmpstr (text, ==, sync_text);
  g_assert_true (g_remove (output) == 0);

  /* A file that cannot be written fails in G_IO_ERROR, a group that is
   * not one in SUDOKU_LIBRARY_ERROR; neither writes anything. */
  g_free (output);
  output = g_build_filename (folder, "no-such-folder", "x.sdm", NULL);
  sudoku_library_export_to_file_async (library, 7, NULL, SUDOKU_LIBRARY_FORMAT_SDM, output, NULL,
                                       async_result_cb, &result);
  g_assert_false (sudoku_library_export_to_file_finish (library, wait_for_result (&result), NULL,
                                                        &error));
  g_clear_object (&result);
  g_assert_nonnull (error);
  g_assert_cmpuint (error->domain, ==, G_IO_ERROR);
  g_clear_error (&error);
  sudoku_library_export_to_file_async (library, 11, NULL, SUDOKU_LIBRARY_FORMAT_SDM, output, NULL,
                                       async_result_cb, &result);
  g_assert_false (sudoku_library_export_to_file_finish (library, wait_for_result (&result), NULL,
                                                        &error));
  g_clear_object (&result);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (g_file_test (output, G_FILE_TEST_EXISTS));

  /* Gathering a booklet: the ids in the order given, or a group in the
   * library's order, as the sync call reads them. */
  gathered = sudoku_library_gather (library, 7, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gathered->len, ==, 7);
  ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = gathered->len; i > 0; i--)
    g_array_append_val (ids, ((SudokuLibraryPuzzle *) gathered->pdata[i - 1])->id);
  sudoku_library_gather_async (library, SUDOKU_LIBRARY_GROUP_ALL, ids, NULL, async_result_cb,
                               &result);
  reversed = sudoku_library_gather_finish (library, wait_for_result (&result), &error);
  g_clear_object (&result);
  g_assert_no_error (error);
  g_assert_cmpuint (reversed->len, ==, gathered->len);
  for (guint i = 0; i < reversed->len; i++)
    assert_puzzles_equal (reversed->pdata[i], gathered->pdata[gathered->len - 1 - i]);
  g_clear_pointer (&reversed, g_ptr_array_unref);
  sudoku_library_gather_async (library, 7, NULL, NULL, async_result_cb, &result);
  reversed = sudoku_library_gather_finish (library, wait_for_result (&result), &error);
  g_clear_object (&result);
  g_assert_no_error (error);
  g_assert_cmpuint (reversed->len, ==, gathered->len);
  for (guint i = 0; i < reversed->len; i++)
    assert_puzzles_equal (reversed->pdata[i], gathered->pdata[i]);

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* Generating into a level */

typedef struct
{
  GArray *progress;
  guint   n_changed;
} GenerateSeen;

static void
generate_progress_cb (guint    n_added,
                      guint    count,
                      gpointer user_data)
{
  GenerateSeen *seen = user_data;

  g_assert_cmpuint (count, ==, 2);
  g_array_append_val (seen->progress, n_added);
}

static void
changed_cb (SudokuLibrary *library,
            GenerateSeen  *seen)
{
  seen->n_changed++;
}

/* The library generates into a level in its worker: each puzzle is
 * added as it comes, with ::changed and progress on the main context,
 * filed under the level asked for and rated; a run cancelled before it
 * starts adds nothing. */
static void
test_generate_async (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GPtrArray) level = NULL;
  g_autoptr(GError) error = NULL;
  GenerateSeen seen = { g_array_new (FALSE, FALSE, sizeof (guint)), 0 };
  SudokuGenerateOptions options;
  GAsyncResult *result = NULL;
  guint n_added = 0;
  guint before = count_group (library, 1);

  g_signal_connect (library, "changed", G_CALLBACK (changed_cb), &seen);
  sudoku_generate_options_init (&options);
  options.level = 1;
  options.seed = 20260101;
  sudoku_library_generate_async (library, &options, 2, generate_progress_cb, &seen, NULL, NULL,
                                 async_result_cb, &result);
  g_assert_true (sudoku_library_generate_finish (library, wait_for_result (&result), &n_added,
                                                 &error));
  g_clear_object (&result);
  g_assert_no_error (error);
  g_assert_cmpuint (n_added, ==, 2);
  /* The progress came before the end, once per puzzle, in order. */
  g_assert_cmpuint (seen.progress->len, ==, 2);
  g_assert_cmpuint (g_array_index (seen.progress, guint, 0), ==, 1);
  g_assert_cmpuint (g_array_index (seen.progress, guint, 1), ==, 2);
  g_assert_cmpuint (seen.n_changed, ==, 2);
  g_assert_cmpuint (count_group (library, 1), ==, before + 2);

  level = sudoku_library_list (library, 1, NULL, &error);
  g_assert_no_error (error);
  for (guint i = before; i < level->len; i++)
    {
      const SudokuLibraryPuzzle *puzzle = level->pdata[i];
      SudokuBoard board;

      g_assert_cmpuint (puzzle->level, ==, 1);
      g_assert_cmpuint (puzzle->computed_level, ==, 1);
      g_assert_cmpstr (puzzle->source, ==, "Nanpure");
      g_assert_true (sudoku_library_puzzle_to_board (puzzle, &board));
    }

  g_cancellable_cancel (cancellable);
  sudoku_library_generate_async (library, &options, 2, generate_progress_cb, &seen, NULL,
                                 cancellable, async_result_cb, &result);
  g_assert_false (sudoku_library_generate_finish (library, wait_for_result (&result), &n_added,
                                                  &error));
  g_clear_object (&result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (n_added, ==, 0);
  g_assert_cmpuint (count_group (library, 1), ==, before + 2);

  g_array_unref (seen.progress);
  g_clear_object (&library);
  test_remove_tree (folder);
}

/* Cancelling */

static void
cancel_when_saving_cb (SudokuLibraryImportStage  stage,
                       guint                     done,
                       guint                     total,
                       gpointer                  user_data)
{
  if (stage == SUDOKU_LIBRARY_IMPORT_SAVING && done > 0)
    g_cancellable_cancel (user_data);
}

static void
test_import_cancel (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = make_puzzles (3000, 0);
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 1, NULL, 0 };

  /* Cancelled while saving, after rows went in: all rolled back. */
  result = sudoku_library_import (library, text, -1, &options, cancel_when_saving_cb,
                                  cancellable, cancellable, &error);
  g_assert_null (result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM puzzles"), ==, N_SAMPLES);

  /* Cancelled before it starts. */
  result = sudoku_library_import (library, text, -1, &options, NULL, NULL, cancellable, &error);
  g_assert_null (result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
cancel_when_checking_cb (SudokuLibraryImportStage  stage,
                         guint                     done,
                         guint                     total,
                         gpointer                  user_data)
{
  if (stage == SUDOKU_LIBRARY_IMPORT_CHECKING && done >= total / 2)
    g_cancellable_cancel (user_data);
  /* Never later: the import stops within the rows it has taken. */
  g_assert_cmpint (stage, ==, SUDOKU_LIBRARY_IMPORT_CHECKING);
}

/* Cancelled half-way through checking on several threads, before the
 * transaction begins: nothing of the import stays, and the
 * same import then goes in whole. */
static void
test_import_cancel_checking (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = make_puzzles (12000, 0);
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 3, NULL, 3 };

  result = sudoku_library_import (library, text, -1, &options, cancel_when_checking_cb,
                                  cancellable, cancellable, &error);
  g_assert_null (result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM puzzles"), ==, N_SAMPLES);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM sqlite_schema "
                                  "WHERE name = 'puzzles_by_key'"), ==, 1);

  result = sudoku_library_import (library, text, -1, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->n_imported, ==, 12000);
  g_assert_cmpuint (count_group (library, 3), ==, 12000);

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* Checked by several threads in batches, the results still come in the
 * order of the text: errors by line, repeats, and the puzzles numbered
 * and their ids given in the order of their lines. */
static void
test_import_order_threads (void)
{
  const guint n_lines = 9000;
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autofree char *puzzles = make_puzzles (n_lines, 0);
  g_auto(GStrv) good = g_strsplit (puzzles, "\n", -1);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) expected = g_ptr_array_new ();
  g_autoptr(GArray) bad_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(GPtrArray) level = NULL;
  g_autoptr(GError) error = NULL;
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 6, "order.txt", 4 };
  guint n_repeats = 0;

  for (guint line = 1; line <= n_lines; line++)
    {
      const char *puzzle = good[line - 1];

      if (line % 97 == 0)
        {
          /* Too short, or (each one a new puzzle, not a repeat) two 1s
           * in row 1. */
          g_array_append_val (bad_lines, line);
          if (line % 2)
            g_string_append (text, "12345\n");
          else
            g_string_append_printf (text, "11%s\n", puzzle + 2);
          continue;
        }
      else if (line % 89 == 0)
        {
          /* One imported some batches before. */
          puzzle = g_ptr_array_index (expected, expected->len / 2);
          n_repeats++;
        }
      else
        g_ptr_array_add (expected, (gpointer) puzzle);
      g_string_append_printf (text, "%s\n", puzzle);
    }

  result = sudoku_library_import (library, text->str, (gssize) text->len, &options,
                                  NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->n_imported, ==, expected->len);
  g_assert_cmpuint (result->n_duplicates, ==, n_repeats);
  g_assert_cmpuint (result->errors->len, ==, bad_lines->len);
  for (guint i = 0; i < bad_lines->len; i++)
    {
      guint line = g_array_index (bad_lines, guint, i);

      assert_import_error (result, i, line, line % 2 ? "5 cells, expected 81" : "two 1s");
    }

  level = sudoku_library_list (library, 6, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (level->len, ==, expected->len);
  g_assert_cmpuint (result->ids->len, ==, expected->len);
  for (guint i = 0; i < level->len; i++)
    {
      const SudokuLibraryPuzzle *puzzle = level->pdata[i];

      g_assert_cmpstr (puzzle->givens, ==, g_ptr_array_index (expected, i));
      g_assert_cmpuint (puzzle->number, ==, i + 1);
      g_assert_cmpint (puzzle->id, ==, g_array_index (result->ids, gint64, i));
      if (i > 0)
        g_assert_cmpint (g_array_index (result->ids, gint64, i), >,
                         g_array_index (result->ids, gint64, i - 1));
    }

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* Many .sdk blocks, separated by empty lines, read as lines first (all
 * of them bad) and then again as blocks, while the checking threads
 * wait for rows: each block is one puzzle, numbered in the text's order,
 * and an error in a block gives its own line. @bulk: the rows go in
 * several to a statement, each with a title of its own, the others'
 * values bound once. */
static void
import_blocks_threads (gboolean bulk)
{
  const guint n_blocks = 700;
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autofree char *puzzles = make_puzzles (n_blocks, 0);
  g_auto(GStrv) good = g_strsplit (puzzles, "\n", -1);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(GPtrArray) level = NULL;
  g_autoptr(GError) error = NULL;
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 4, "blocks.sdk", 2 };
  const guint bad_block = 400;
  guint bad_line = 0;

  for (guint b = 0; b < n_blocks; b++)
    {
      if (b > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, "#D block %u\n", b);
      /* Block b starts at line 11 b + 1: its title, then its rows. */
      if (b == bad_block)
        bad_line = 11 * b + 1;
      for (guint row = 0; row < 9; row++)
        g_string_append_printf (text, "%.9s\n",
                                b == bad_block && row == 0 ? "11......." : good[b] + 9 * row);
    }

  if (bulk)
    _sudoku_library_import_bulk_rows = 100;
  result = sudoku_library_import (library, text->str, (gssize) text->len, &options,
                                  NULL, NULL, NULL, &error);
  _sudoku_library_import_bulk_rows = 50000;
  g_assert_no_error (error);
  g_assert_cmpuint (result->n_imported, ==, n_blocks - 1);
  g_assert_cmpuint (result->errors->len, ==, 1);
  g_assert_cmpuint (((SudokuLibraryImportError *) g_ptr_array_index (result->errors, 0))->line,
                    >=, bad_line);
  g_assert_cmpuint (((SudokuLibraryImportError *) g_ptr_array_index (result->errors, 0))->line,
                    <=, bad_line + 1);

  level = sudoku_library_list (library, 4, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (level->len, ==, n_blocks - 1);
  for (guint i = 0; i < level->len; i++)
    {
      const SudokuLibraryPuzzle *puzzle = level->pdata[i];
      guint b = i < bad_block ? i : i + 1;
      g_autofree char *title = g_strdup_printf ("block %u", b);

      g_assert_cmpstr (puzzle->givens, ==, good[b]);
      g_assert_cmpstr (puzzle->title, ==, title);
      g_assert_cmpstr (puzzle->source, ==, "blocks.sdk");
      g_assert_cmpuint (puzzle->number, ==, i + 1);
    }

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_import_blocks_threads (void)
{
  import_blocks_threads (FALSE);
}

static void
test_import_blocks_bulk (void)
{
  import_blocks_threads (TRUE);
}

typedef struct
{
  GMainLoop                 *loop;
  GThread                   *main_thread;
  SudokuLibraryImportResult *result;
  GError                    *error;
  guint                      n_progress;
  guint                      last_done;
  SudokuLibraryImportStage   last_stage;
  gboolean                   finished;
  gboolean                   progress_after_finish;
  gboolean                   progress_freed;
  guint                      n_changed;
} AsyncImport;

static void
async_progress_cb (SudokuLibraryImportStage  stage,
                   guint                     done,
                   guint                     total,
                   gpointer                  user_data)
{
  AsyncImport *state = user_data;

  /* Progress reaches the main thread, in order, before the result. */
  g_assert_true (g_thread_self () == state->main_thread);
  g_assert_cmpuint (done, <=, total);
  if (stage == state->last_stage)
    g_assert_cmpuint (done, >=, state->last_done);
  else
    g_assert_cmpint (stage, >, state->last_stage);
  state->last_stage = stage;
  state->last_done = done;
  state->n_progress++;
  if (state->finished)
    state->progress_after_finish = TRUE;
}

static void
async_progress_free (gpointer user_data)
{
  AsyncImport *state = user_data;

  g_assert_true (g_thread_self () == state->main_thread);
  state->progress_freed = TRUE;
}

static void
async_import_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  AsyncImport *state = user_data;

  state->result = sudoku_library_import_finish (SUDOKU_LIBRARY (source), result, &state->error);
  state->finished = TRUE;
  g_main_loop_quit (state->loop);
}

static void
async_changed_cb (SudokuLibrary *library,
                  AsyncImport   *state)
{
  state->n_changed++;
}

static void
test_import_async (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *text = make_puzzles (6000, 0);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GPtrArray) listed = NULL;
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 2, "async", 0 };
  AsyncImport state = { loop, g_thread_self (), NULL, NULL, 0, 0, 0, FALSE, FALSE, FALSE, 0 };

  g_signal_connect (library, "changed", G_CALLBACK (async_changed_cb), &state);
  sudoku_library_import_async (library, bytes, &options, async_progress_cb, &state,
                               async_progress_free, cancellable, async_import_cb, &state);
  /* The app's connection reads on while the worker writes. */
  listed = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL, NULL, NULL);
  g_assert_cmpuint (listed->len, >=, N_SAMPLES);
  g_main_loop_run (loop);

  g_assert_no_error (state.error);
  g_assert_nonnull (state.result);
  g_assert_cmpuint (state.result->n_imported, ==, 6000);
  g_assert_cmpuint (state.n_progress, >=, 2);
  g_assert_cmpint (state.last_stage, ==, SUDOKU_LIBRARY_IMPORT_SAVING);
  g_assert_cmpuint (state.last_done, ==, 6000);
  g_assert_false (state.progress_after_finish);
  g_assert_cmpuint (state.n_changed, ==, 1);
  g_assert_cmpuint (count_group (library, 2), ==, 6000);
  g_clear_pointer (&state.result, sudoku_library_import_result_free);

  /* Spin until the task lets go of its data. */
  iterate_until (is_set, &state.progress_freed);

  /* Cancelled: nothing. */
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&bytes, g_bytes_unref);
  text = make_puzzles (6000, 10000);
  bytes = g_bytes_new (text, strlen (text));
  g_cancellable_cancel (cancellable);
  state.finished = FALSE;
  sudoku_library_import_async (library, bytes, &options, NULL, NULL, NULL, cancellable,
                               async_import_cb, &state);
  g_main_loop_run (loop);
  g_assert_null (state.result);
  g_assert_error (state.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&state.error);
  g_assert_cmpuint (count_group (library, 2), ==, 6000);

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* A killed import: a child process imports and is killed with SIGKILL in
 * the middle of its transaction. */

#define KILL_PUZZLES 30000

/* @user_data: the stage to be killed in, half-way through it. */
static void
kill_child_progress_cb (SudokuLibraryImportStage  stage,
                        guint                     done,
                        guint                     total,
                        gpointer                  user_data)
{
  if (stage == (SudokuLibraryImportStage) GPOINTER_TO_INT (user_data) && done >= total / 2)
    {
      /* Rows are in the transaction, not committed: tell the parent,
       * then wait for the end. */
      if (write (STDOUT_FILENO, "ready\n", 6) != 6)
        _exit (3);
      for (;;)
        pause ();
    }
}

static int
run_import_child (const char *path,
                  const char *file,
                  const char *mode)
{
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 5, NULL, 1 };
  SudokuLibraryImportStage stage = SUDOKU_LIBRARY_IMPORT_SAVING;

  /* SQLite's own small page cache: the rows go to the log on disk as
   * the transaction grows, before any COMMIT. "checking": so too, killed
   * half-way through checking, on two threads. */
  if (g_str_equal (mode, "spill") || g_str_equal (mode, "checking"))
    _sudoku_library_import_cache_kib = 0;
  if (g_str_equal (mode, "checking"))
    {
      stage = SUDOKU_LIBRARY_IMPORT_CHECKING;
      options.n_threads = 2;
    }
  /* The index of keys dropped, to be made again at the end. */
  if (g_str_equal (mode, "bulk"))
    _sudoku_library_import_bulk_rows = 1;
  library = sudoku_library_new_for_path (path, &error);
  if (library == NULL || !g_file_get_contents (file, &text, NULL, &error))
    {
      g_printerr ("import child: %s\n", error->message);
      return 2;
    }
  sudoku_library_import (library, text, -1, &options, kill_child_progress_cb,
                         GINT_TO_POINTER (stage), NULL, &error);
  /* Not reached: killed in the progress callback. */
  return 4;
}

/* SIGKILL inside an import's transaction: in its saving stage (every
 * row written, not committed), with the import's own page cache (the
 * rows wait in memory), with SQLite's ("spill": they are written to the
 * log as they come), or with the index of keys dropped and made again
 * ("bulk"); or half-way through checking, on two threads, before the
 * transaction begins ("checking"): the library is as it was, its index
 * included. */
static void
import_killed (const char *mode)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *file = g_build_filename (folder, "puzzles.txt", NULL);
  g_autofree char *text = make_puzzles (KILL_PUZZLES, 0);
  g_autofree char *integrity = NULL;
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuLibraryPuzzle) first = NULL;
  g_autoptr(SudokuLibraryPuzzle) middle = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { test_program, "--import-child", path, file, mode, NULL };
  char buffer[16] = { 0 };
  GStatBuf wal_info;
  ssize_t n_read;
  GPid pid;
  int child_stdout;
  int status;
  guint n_before = N_SAMPLES;

  g_assert_true (g_file_set_contents (file, text, -1, &error));
  library = open_library (path);
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &pid, NULL, &child_stdout, NULL, &error));
  g_assert_no_error (error);
  n_read = read (child_stdout, buffer, sizeof buffer - 1);
  g_assert_cmpstr (buffer, ==, "ready\n");
  g_assert_cmpint (n_read, ==, 6);

  /* Checking, the child holds no lock yet: a write of this process goes
   * in at once (a checking transaction would keep it waiting for the
   * busy timeout, then fail). */
  if (g_str_equal (mode, "checking"))
    {
      g_autofree char *other = make_puzzles (1, KILL_PUZZLES);
      g_autoptr(SudokuLibraryImportResult) result = import_text (library, other, 6);

      g_assert_cmpuint (result->n_imported, ==, 1);
      n_before++;
    }

  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
  close (child_stdout);
  g_spawn_close_pid (pid);

  /* Spilling, the child's uncommitted rows reached the log on disk: the
   * kill really happened half-way through writing. */
  if (g_str_equal (mode, "spill"))
    {
      g_assert_cmpint (g_stat (wal, &wal_info), ==, 0);
      g_assert_cmpint (wal_info.st_size, >, 256 * 1024);
    }

  /* The open connection, and a new one, see the library as it was. */
  g_assert_cmpuint (count_all (library), ==, n_before);
  g_clear_object (&library);
  library = open_library (path);
  g_assert_null (sudoku_library_get_broken_path (library));
  g_assert_cmpuint (count_all (library), ==, n_before);
  g_assert_cmpuint (count_group (library, 5), ==, 0);
  first = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, lines[0], &error);
  g_assert_no_error (error);
  g_assert_null (first);
  middle = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC,
                                          lines[KILL_PUZZLES / 4], &error);
  g_assert_null (middle);
  integrity = raw_text (path, "PRAGMA integrity_check");
  g_assert_cmpstr (integrity, ==, "ok");
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM sqlite_schema "
                                  "WHERE name = 'puzzles_by_key'"), ==, 1);

  /* And it still works: the same import, not killed, goes in whole. */
  {
    g_autoptr(SudokuLibraryImportResult) result = import_text (library, text, 5);

    g_assert_cmpuint (result->n_imported, ==, KILL_PUZZLES);
    g_assert_cmpuint (count_all (library), ==, n_before + KILL_PUZZLES);
  }

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_import_killed (void)
{
  import_killed ("keep");
}

static void
test_import_killed_spilling (void)
{
  import_killed ("spill");
}

static void
test_import_killed_bulk (void)
{
  import_killed ("bulk");
}

/* Killed half-way through checking, on two threads: nothing is written
 * yet, and the library is not locked meanwhile. */
static void
test_import_killed_checking (void)
{
  import_killed ("checking");
}

/* An import at least as big as the library drops the index of keys and
 * makes it again at the end; duplicates of the library are still found,
 * and the index works afterwards. */
/* Bytes of the heap in use (glibc), mmapped blocks included. */
static gsize
heap_in_use (void)
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  struct mallinfo2 info = mallinfo2 ();

  return info.uordblks + info.hblkhd;
#else
  return 0;
#endif
}

typedef struct
{
  gsize before;
  gsize most;
} HeapWatch;

static void
watch_heap_cb (SudokuLibraryImportStage  stage,
               guint                     done,
               guint                     total,
               gpointer                  user_data)
{
  HeapWatch *watch = user_data;

  watch->most = MAX (watch->most, heap_in_use () - MIN (heap_in_use (), watch->before));
}

/* A file of many lines is read one entry at a time into small rows: the
 * import never holds a parsed puzzle (SudokuPuzzle, with its board) per
 * line. Measured as heap in use from the progress callback, which runs
 * in this thread while checking and saving. */
static void
test_import_memory (void)
{
  const guint n_distinct = 100, n_copies = 1000, n_lines = n_distinct * n_copies;
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autofree char *some = make_puzzles (n_distinct, 0);
  g_autoptr(GString) text = g_string_sized_new (strlen (some) * n_copies);
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(GError) error = NULL;
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 2, "test.txt", 1 };
  HeapWatch watch = { 0, 0 };

  for (guint i = 0; i < n_copies; i++)
    g_string_append (text, some);

  watch.before = heap_in_use ();
  if (watch.before == 0)
    {
      g_test_skip ("no mallinfo2() here");
      return;
    }
  result = sudoku_library_import (library, text->str, (gssize) text->len, &options,
                                  watch_heap_cb, &watch, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->n_imported, ==, n_distinct);
  g_assert_cmpuint (result->n_duplicates, ==, n_lines - n_distinct);
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES + n_distinct);
  /* A parsed puzzle per line would be well over this. */
  g_assert_cmpuint (watch.most, >, 0);
  g_assert_cmpuint (watch.most, <, n_lines * sizeof (SudokuPuzzle) / 3);
}

static void
test_import_bulk (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autofree char *many = make_puzzles (200, 0);
  g_autofree char *text = g_strconcat (INKALA_2012, "\n", many, NULL);
  g_auto(GStrv) lines = g_strsplit (many, "\n", -1);
  g_autofree char *integrity = NULL;
  g_autoptr(SudokuLibraryPuzzle) found = NULL;
  g_autoptr(GError) error = NULL;

  _sudoku_library_import_bulk_rows = 100;
  {
    g_autoptr(SudokuLibraryImportResult) result = import_text (library, text, 3);

    g_assert_cmpuint (result->n_imported, ==, 200);
    g_assert_cmpuint (result->n_duplicates, ==, 1);  /* Inkala's, a sample */
    g_assert_cmpuint (result->ids->len, ==, 200);
    /* The rows go in several to a statement: each id is its own line's
     * puzzle, numbered in the text's order. */
    for (guint i = 0; i < 200; i++)
      {
        g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
        g_autoptr(SudokuLibraryPuzzle) line = NULL;

        puzzle = sudoku_library_get (library, g_array_index (result->ids, gint64, i), &error);
        g_assert_no_error (error);
        line = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, lines[i], &error);
        g_assert_no_error (error);
        g_assert_nonnull (line);
        g_assert_cmpint (puzzle->id, ==, line->id);
        g_assert_cmpuint (puzzle->number, ==, i + 1);
      }
  }
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES + 200);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM sqlite_schema "
                                  "WHERE name = 'puzzles_by_key'"), ==, 1);
  integrity = raw_text (path, "PRAGMA integrity_check");
  g_assert_cmpstr (integrity, ==, "ok");
  found = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, lines[150], &error);
  g_assert_no_error (error);
  g_assert_nonnull (found);

  /* Again, now smaller than the library: row by row, all duplicates. */
  {
    g_autoptr(SudokuLibraryImportResult) result = import_text (library, text, 3);

    g_assert_cmpuint (result->n_imported, ==, 0);
    g_assert_cmpuint (result->n_duplicates, ==, 201);
  }
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES + 200);

  _sudoku_library_import_bulk_rows = 50000;
  g_clear_object (&library);
  test_remove_tree (folder);
}

/* A bulk import finds the library's puzzles among its rows, and only
 * those out of the trash: a sample in the trash goes in again. */
static void
test_import_bulk_trashed (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autofree char *many = make_puzzles (150, 0);
  g_autofree char *text = g_strconcat (INKALA_2010, "\n", many, INKALA_2012, "\n", NULL);
  g_autoptr(SudokuLibraryPuzzle) sample = NULL;
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(GError) error = NULL;

  sample = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, INKALA_2010, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sample);
  g_assert_true (sudoku_library_trash (library, sample->id, &error));
  g_assert_no_error (error);

  _sudoku_library_import_bulk_rows = 100;
  result = import_text (library, text, 4);
  _sudoku_library_import_bulk_rows = 50000;
  g_assert_cmpuint (result->n_imported, ==, 151);  /* Inkala 2010 among them */
  g_assert_cmpuint (result->n_duplicates, ==, 1);  /* Inkala 2012, a sample */
  g_assert_cmpuint (count_group (library, 4), ==, 151);

  g_clear_object (&library);
  test_remove_tree (folder);
}

int
main (int   argc,
      char *argv[])
{
  test_program = argv[0];

  /* The child of the killed import. */
  if (argc == 5 && g_str_equal (argv[1], "--import-child"))
    return run_import_child (argv[2], argv[3], argv[4]);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/library/import-errors", test_import_errors);
  g_test_add_func ("/nanpure/library/import-formats", test_import_formats);
  g_test_add_func ("/nanpure/library/export", test_export);
  g_test_add_func ("/nanpure/library/list-and-export-async", test_list_and_export_async);
  g_test_add_func ("/nanpure/library/generate-async", test_generate_async);
  g_test_add_func ("/nanpure/library/import-cancel", test_import_cancel);
  g_test_add_func ("/nanpure/library/import-async", test_import_async);
  g_test_add_func ("/nanpure/library/import-killed", test_import_killed);
  g_test_add_func ("/nanpure/library/import-killed-spilling", test_import_killed_spilling);
  g_test_add_func ("/nanpure/library/import-killed-bulk", test_import_killed_bulk);
  g_test_add_func ("/nanpure/library/import-killed-checking", test_import_killed_checking);
  g_test_add_func ("/nanpure/library/import-cancel-checking", test_import_cancel_checking);
  g_test_add_func ("/nanpure/library/import-order-threads", test_import_order_threads);
  g_test_add_func ("/nanpure/library/import-blocks-threads", test_import_blocks_threads);
  g_test_add_func ("/nanpure/library/import-blocks-bulk", test_import_blocks_bulk);
  g_test_add_func ("/nanpure/library/import-bulk", test_import_bulk);
  g_test_add_func ("/nanpure/library/import-bulk-trashed", test_import_bulk_trashed);
  g_test_add_func ("/nanpure/library/import-memory", test_import_memory);

  return g_test_run ();
}
