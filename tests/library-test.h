/* library-test.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the library tests share: a temporary folder for each test and
 * its removal, opening a library that must open, reading and writing
 * the file with SQLite directly, group counts, distinct puzzles by the
 * thousand, comparing puzzles, and importing text that must import.
 * Each test-library*.c program includes this once. */

#pragma once

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "sudoku-library.h"
#include "library-levels.h"

#define INKALA_2010 "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."
#define INKALA_2012 "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
#define SX3         "...........6..1......59.4..3..8...5..8..1..7.......92.4.....1...9.4.7.325.....8.."
/* qqwing_any_10k's fourth puzzle: singles only; uses every digit. */
#define EASY        "...3.....5......46..16..7..3...745..1..5..8......8..64...9.7.5.6...5...1......4.9"

/* The number of sample puzzles a new library starts with, all in Sample:
 * seven of each level and the three seed puzzles
 * (data/sample-puzzles.txt). */
#define N_SAMPLES   (7 * 7 + 3)

/* An async call's answer: async_result_cb() keeps it in the
 * GAsyncResult * its user data points to; wait_for_result() runs the
 * main context until it is there. */
static inline void
async_result_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
  g_main_context_wakeup (NULL);
}

static inline GAsyncResult *
wait_for_result (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}

/* A new temporary folder, for remove_tree() at the end. */
static inline char *
make_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("nanpure-test-library-XXXXXX", &error);

  g_assert_no_error (error);
  return folder;
}

static inline void
remove_tree (const char *path)
{
  GDir *dir;
  const char *name;

  /* Undo the read-only test's modes before going in. */
  g_chmod (path, 0700);
  dir = g_dir_open (path, 0, NULL);
  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          if (g_file_test (child, G_FILE_TEST_IS_DIR) &&
              !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
            remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

/* How many files and folders @folder holds. */
static inline guint
count_entries (const char *folder)
{
  GDir *dir = g_dir_open (folder, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  g_dir_close (dir);
  return n;
}

/* The library at @path, which must open. */
static inline SudokuLibrary *
open_library (const char *path)
{
  g_autoptr(GError) error = NULL;
  SudokuLibrary *library = sudoku_library_new_for_path (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (library);
  return library;
}

/* The library at @path, which must open, with puzzles in its levels
 * (file_samples_in_levels()). */
static inline SudokuLibrary *
open_library_in_levels (const char *path)
{
  SudokuLibrary *library = open_library (path);

  file_samples_in_levels (library);
  return library;
}

/* The first column of the first row of @sql, read with SQLite itself. */
static inline gint64
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

static inline char *
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

static inline void
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
static inline guint
count_group (SudokuLibrary *library,
             guint          index)
{
  g_autoptr(GError) error = NULL;
  guint counts[SUDOKU_LIBRARY_N_COUNTS];

  g_assert_true (sudoku_library_get_counts (library, counts, &error));
  g_assert_no_error (error);
  return counts[index];
}

static inline guint
count_all (SudokuLibrary *library)
{
  return count_group (library, SUDOKU_LIBRARY_N_COUNTS - 1);
}

/* @n distinct puzzles, one per line: EASY with its digits relabelled by
 * the @n first permutations (in Lehmer-code order) after @first. A
 * relabelled puzzle is a puzzle with one solution too. */
static inline char *
make_puzzles (guint n,
              guint first)
{
  GString *text = g_string_sized_new (n * 82);

  for (guint i = first; i < first + n; i++)
    {
      char digits[9] = { '1', '2', '3', '4', '5', '6', '7', '8', '9' };
      char map[9];
      guint code = i;

      for (guint k = 0; k < 9; k++)
        {
          guint radix = 9 - k;
          guint pick = code % radix;

          code /= radix;
          map[k] = digits[pick];
          memmove (digits + pick, digits + pick + 1, 8 - pick);
        }
      for (const char *p = EASY; *p; p++)
        g_string_append_c (text, *p == '.' ? '.' : map[*p - '1']);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* @a and @b agree on every field a caller sets; the library keeps the
 * others (the modified date, the key, solved, progress). */
static inline void
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
static inline SudokuLibraryImportResult *
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
