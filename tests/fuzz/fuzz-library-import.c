/* fuzz-library-import.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A libFuzzer target for library import (sudoku_library_import()) on a
 * temporary database: the input is the text of a file being imported.
 * Every entry is imported, a duplicate or a bad entry with its line; the
 * library counts what was added and passes SQLite's integrity check.
 */

#define G_LOG_DOMAIN "nanpure-fuzz"

#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>

#include "sudoku-library.h"

#include "fuzz-common.h"

static SudokuLibrary *library;
static char *folder;
static char *path;
static guint n_runs;

static guint
count_all (void)
{
  guint counts[SUDOKU_LIBRARY_N_COUNTS] = { 0 };
  g_autoptr(GError) error = NULL;

  if (!sudoku_library_get_counts (library, counts, &error))
    g_error ("cannot count the library: %s", error->message);
  return counts[SUDOKU_LIBRARY_N_COUNTS - 1];
}

static void
check_integrity (void)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "ok");
  sqlite3_finalize (stmt);
  sqlite3_close (db);
}

static void
remove_library (void)
{
  const char *suffixes[] = { "", "-wal", "-shm", "-journal" };

  g_clear_object (&library);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *file = g_strconcat (path, suffixes[i], NULL);
      g_unlink (file);
    }
}

static void
open_library (void)
{
  g_autoptr(GError) error = NULL;

  library = sudoku_library_new_for_path (path, &error);
  if (library == NULL)
    g_error ("cannot open the fuzzing library %s: %s", path, error->message);
}

static void
clean_up (void)
{
  remove_library ();
  g_rmdir (folder);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(GError) error = NULL;

  fuzz_make_warnings_fatal ();
  folder = g_dir_make_tmp ("nanpure-fuzz-library-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (folder, "library.db", NULL);
  open_library ();
  atexit (clean_up);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  SudokuLibraryImportOptions options = {
    .variant = (size > 0 && data[0] == 'W') ? SUDOKU_VARIANT_WINDOKU : SUDOKU_VARIANT_CLASSIC,
    /* Not SUDOKU_LIBRARY_LEVEL_AUTO: rating a hard puzzle takes seconds,
     * and rating has fuzzers of its own inputs (the parsers). */
    .level = 3,
    .source = "fuzz",
    .n_threads = 1,
  };
  g_autoptr(GError) error = NULL;
  SudokuLibraryImportResult *result;
  guint before, after;

  /* A fresh library now and then, so that it does not only grow. */
  if (++n_runs % 500 == 0)
    {
      remove_library ();
      open_library ();
    }

  before = count_all ();
  result = sudoku_library_import (library, (const char *) data, (gssize) size,
                                  &options, NULL, NULL, NULL, &error);
  if (result == NULL)
    {
      /* Only a failure of the database itself; bad text is not one. */
      g_error ("import failed: %s", error->message);
    }

  after = count_all ();
  g_assert_cmpuint (after - before, ==, result->n_imported);
  g_assert_cmpuint (result->ids->len, ==, result->n_imported);
  for (guint i = 0; i < result->errors->len; i++)
    {
      const SudokuLibraryImportError *bad = g_ptr_array_index (result->errors, i);

      g_assert_cmpuint (bad->line, >, 0);
      g_assert_true (g_utf8_validate (bad->message, -1, NULL));
      g_assert_true (g_str_has_prefix (bad->message, "line "));
    }
  sudoku_library_import_result_free (result);

  if (n_runs % 100 == 0)
    check_integrity ();

  return 0;
}
