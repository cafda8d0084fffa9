/* library-test-utils.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "library-test-utils.h"

#include <sqlite3.h>
#include <string.h>

/* The library at @path, which must open. */
SudokuLibrary *
open_library (const char *path)
{
  g_autoptr(GError) error = NULL;
  SudokuLibrary *library = sudoku_library_new_for_path (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (library);
  return library;
}

/* A library with puzzles in its levels, for the tests of levels (lists,
 * moves, numbering, the library window's groups). A new library keeps
 * every sample puzzle in Sample (issue 20, item 18); this files them as
 * libraries of schema 3 and older had them: the first 49 under their
 * rated level, No. 1–7 there, and the three seed puzzles as Sample's
 * No. 1–3. Only the library's API is used. */
void
file_samples_in_levels (SudokuLibrary *library)
{
  g_autoptr(GPtrArray) samples = NULL;
  g_autoptr(GError) error = NULL;

  samples = sudoku_library_list (library, SUDOKU_LIBRARY_SAMPLE, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (samples->len, ==, 7 * 7 + 3);
  for (guint i = 0; i < samples->len; i++)
    {
      g_autoptr(SudokuLibraryPuzzle) puzzle =
        sudoku_library_puzzle_copy (g_ptr_array_index (samples, i));

      if (i < 7 * 7)
        {
          puzzle->level = puzzle->computed_level;
          puzzle->number = i % 7 + 1;
        }
      else
        puzzle->number = i - 7 * 7 + 1;
      g_assert_true (sudoku_library_update (library, puzzle, &error));
      g_assert_no_error (error);
    }
}

/* The library at @path, which must open, with puzzles in its levels
 * (file_samples_in_levels()). */
SudokuLibrary *
open_library_in_levels (const char *path)
{
  SudokuLibrary *library = open_library (path);

  file_samples_in_levels (library);
  return library;
}

/* The first column of the first row of @sql, read with SQLite itself. */
gint64
raw_int (const char *path,
         const char *sql)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *statement = NULL;
  gint64 value;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (statement), ==, SQLITE_ROW);
  value = sqlite3_column_int64 (statement, 0);
  sqlite3_finalize (statement);
  sqlite3_close (db);
  return value;
}

char *
raw_text (const char *path,
          const char *sql)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *statement = NULL;
  char *value;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (statement), ==, SQLITE_ROW);
  value = g_strdup ((const char *) sqlite3_column_text (statement, 0));
  sqlite3_finalize (statement);
  sqlite3_close (db);
  return value;
}

void
raw_exec (const char *path,
          const char *sql)
{
  sqlite3 *db = NULL;
  char *message = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("SQL failed: %s", message);
  sqlite3_close (db);
}

/* How many puzzles group @index holds. */
guint
count_group (SudokuLibrary *library,
             guint          index)
{
  g_autoptr(GError) error = NULL;
  guint counts[SUDOKU_LIBRARY_N_COUNTS];

  g_assert_true (sudoku_library_get_counts (library, counts, &error));
  g_assert_no_error (error);
  return counts[index];
}

guint
count_all (SudokuLibrary *library)
{
  return count_group (library, SUDOKU_LIBRARY_N_COUNTS - 1);
}

/* @n distinct puzzles, one per line: EASY with its digits relabelled by
 * the @n first permutations (in Lehmer-code order) after @first. A
 * relabelled puzzle is a puzzle with one solution too. */
char *
make_puzzles (guint n,
              guint first)
{
  GString *text = g_string_sized_new (n * 82);

  for (guint i = first; i < first + n; i++)
    {
      test_append_relabelled (text, EASY, i);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* The first puzzle of @level, by number. */
SudokuLibraryPuzzle *
dup_first_of (SudokuLibrary *library,
              int            level)
{
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;

  puzzles = sudoku_library_list (library, level, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, >, 0);
  return sudoku_library_puzzle_copy (puzzles->pdata[0]);
}

/* A ::changed handler that counts in the guint it is given. */
void
count_changed_cb (SudokuLibrary *library,
                  guint         *n_changed)
{
  (*n_changed)++;
}

/* @a and @b agree on every field a caller sets; the library keeps the
 * others (the modified date, the key, solved, progress). */
void
assert_puzzles_equal (const SudokuLibraryPuzzle *a,
                      const SudokuLibraryPuzzle *b)
{
  g_assert_cmpint (a->id, ==, b->id);
  g_assert_cmpint (a->variant, ==, b->variant);
  g_assert_cmpstr (a->givens, ==, b->givens);
  g_assert_cmpuint (a->level, ==, b->level);
  g_assert_cmpuint (a->computed_level, ==, b->computed_level);
  g_assert_cmpuint (a->score, ==, b->score);
  g_assert_cmpfloat (a->se, ==, b->se);
  g_assert_cmpuint (a->number, ==, b->number);
  g_assert_cmpstr (a->source, ==, b->source);
  g_assert_cmpstr (a->title, ==, b->title);
  g_assert_cmpstr (a->notes, ==, b->notes);
  g_assert_cmpint (a->created, ==, b->created);
}

/* Imports @text as classic puzzles into @level, which must not fail
 * as a whole (single lines may). */
SudokuLibraryImportResult *
import_text (SudokuLibrary *library,
             const char    *text,
             int            level)
{
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, level, "test.txt", 1 };
  g_autoptr(GError) error = NULL;
  SudokuLibraryImportResult *result;

  result = sudoku_library_import (library, text, -1, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  return result;
}
