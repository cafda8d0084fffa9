/* test-library-files.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The puzzle library (SPEC.md F6), its file: a damaged file, what is not
 * a library, the open modes, a read-only location, an empty path, the
 * default path and two processes on one library. Every test works in
 * its own temporary folder. */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "sudoku-library.h"

#include "library-test-utils.h"

static const char *test_program;

/* Damage */

static void
assert_broken_name (const char *path,
                    const char *broken)
{
  g_autofree char *prefix = g_strconcat (path, ".broken-", NULL);
  const char *stamp;

  g_assert_nonnull (broken);
  g_assert_true (g_str_has_prefix (broken, prefix));
  stamp = broken + strlen (prefix);
  /* YYYYMMDD-HHMMSS, and -N when that name is taken (the same second). */
  g_assert_cmpuint (strlen (stamp), >=, 15);
  for (guint i = 0; i < 15; i++)
    g_assert_true (i == 8 ? stamp[i] == '-' : g_ascii_isdigit (stamp[i]));
  if (stamp[15] != '\0')
    {
      g_assert_cmpint (stamp[15], ==, '-');
      g_assert_cmpuint (strspn (stamp + 16, "0123456789"), ==, strlen (stamp + 16));
    }
}

static void
test_damaged_file (void)
{
  static const char garbage[] = "This is not an SQLite database, just some text.\n";
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autofree char *kept = NULL;
  g_autofree char *damaged = NULL;
  g_autofree char *lines = make_puzzles (4000, 0);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  gsize damaged_length = 0;

  /* Not a database at all: not ours, so never moved aside or replaced,
   * even by an open that may create a library (issue 20, item 1). */
  g_assert_true (g_file_set_contents (path, garbage, -1, &error));
  library = sudoku_library_new_for_path (path, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &kept, &length, &error));
  g_assert_cmpstr (kept, ==, garbage);
  g_assert_cmpuint (count_entries (folder), ==, 1);
  g_assert_cmpint (g_unlink (path), ==, 0);

  /* A library whose pages are damaged in the middle: found by the
   * check on open. */
  library = open_library (path);
  g_assert_null (sudoku_library_get_broken_path (library));
  g_assert_true (sudoku_library_get_created (library));
  {
    g_autoptr(SudokuLibraryImportResult) result = import_text (library, lines, 3);

    g_assert_cmpuint (result->n_imported, ==, 4000);
  }
  g_clear_object (&library);
  {
    g_autofree char *contents = NULL;
    gsize size = 0;

    g_assert_true (g_file_get_contents (path, &contents, &size, &error));
    g_assert_cmpuint (size, >, 64 * 4096);
    /* Scribble over pages 20 to 40, leaving the header page alone. */
    for (gsize i = 20 * 4096; i < 40 * 4096; i++)
      contents[i] = (char) (i * 7 + 13);
    g_assert_true (g_file_set_contents (path, contents, (gssize) size, &error));
  }
  g_assert_true (g_file_get_contents (path, &damaged, &damaged_length, &error));

  /* Opened to read or to write, it is reported and left as it is. */
  for (SudokuLibraryOpenMode mode = SUDOKU_LIBRARY_OPEN_READ; mode <= SUDOKU_LIBRARY_OPEN_WRITE;
       mode++)
    {
      g_autofree char *after = NULL;
      gsize after_length = 0;

      library = sudoku_library_open (path, mode, &error);
      g_assert_null (library);
      g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DAMAGED);
      g_assert_nonnull (strstr (error->message, path));
      g_clear_error (&error);
      g_assert_true (g_file_get_contents (path, &after, &after_length, &error));
      g_assert_cmpmem (damaged, damaged_length, after, after_length);
      g_assert_cmpuint (count_entries (folder), ==, 1);
    }

  /* Opened to create it, it is moved aside, whole, and a new library
   * started. */
  library = open_library (path);
  assert_broken_name (path, sudoku_library_get_broken_path (library));
  g_assert_true (g_file_test (sudoku_library_get_broken_path (library), G_FILE_TEST_IS_REGULAR));
  g_assert_true (sudoku_library_get_created (library));
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (sudoku_library_get_broken_path (library), &kept, &length,
                                      &error));
  g_assert_cmpmem (damaged, damaged_length, kept, length);

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* A location that cannot be written. As root, permissions do not stop
 * writing: the checks then run in a subprocess that gives up root. */

/* Lists and exports @path opened read-only; a change is refused. */
static void
check_read_only_open (const char *path)
{
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint n_exported = 0;

  library = sudoku_library_new_for_path_read_only (path, &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_library_get_read_only (library));
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);
  text = sudoku_library_export (library, SUDOKU_LIBRARY_SAMPLE, NULL,
                                SUDOKU_LIBRARY_FORMAT_SDM, &n_exported, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_exported, ==, N_SAMPLES);
  g_assert_cmpuint (strlen (text), ==, N_SAMPLES * 82);

  memcpy (puzzle->givens, "1........" "........." "........." "........." "........."
                          "........." "........." "........." ".........", 81);
  puzzle->level = 1;
  g_assert_cmpint (sudoku_library_add (library, puzzle, &error), ==, 0);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY);
}

static void
check_read_only (const char *base)
{
  g_autofree char *locked = g_build_filename (base, "locked", NULL);
  g_autofree char *in_locked = g_build_filename (locked, "library.db", NULL);
  g_autofree char *deeper = g_build_filename (locked, "sub", "library.db", NULL);
  g_autofree char *open = g_build_filename (base, "open", NULL);
  g_autofree char *read_only_file = g_build_filename (open, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;

  library = sudoku_library_new_for_path (in_locked, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, locked));
  g_assert_nonnull (strstr (error->message, "read-only"));
  g_assert_false (g_file_test (in_locked, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  library = sudoku_library_new_for_path (deeper, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "Permission denied"));
  g_clear_error (&error);

  library = sudoku_library_new_for_path (read_only_file, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, read_only_file));
  g_clear_error (&error);

  /* Opened read-only, a library the user cannot write is still read:
   * a read-only file in a writable folder, and one in a read-only
   * folder (no log or shared-memory file can be made beside it). */
  check_read_only_open (read_only_file);
  {
    g_autofree char *shelf = g_build_filename (base, "shelf", "library.db", NULL);

    check_read_only_open (shelf);
  }
}

static void
test_read_only (void)
{
  g_autofree char *base = NULL;
  g_autofree char *locked = NULL;
  g_autofree char *open = NULL;
  g_autofree char *file = NULL;
  g_autofree char *shelf = NULL;
  g_autofree char *shelf_file = NULL;

  if (g_test_subprocess ())
    {
      const char *folder = g_getenv ("NANPURE_TEST_READ_ONLY");

      g_assert_nonnull (folder);
      if (geteuid () == 0)
        {
          /* nobody */
          g_assert_cmpint (setgid (65534), ==, 0);
          g_assert_cmpint (setuid (65534), ==, 0);
        }
      check_read_only (folder);
      return;
    }

  base = test_make_folder ();
  locked = g_build_filename (base, "locked", NULL);
  open = g_build_filename (base, "open", NULL);
  file = g_build_filename (open, "library.db", NULL);
  g_assert_cmpint (g_mkdir (locked, 0555), ==, 0);
  g_assert_cmpint (g_mkdir (open, 0777), ==, 0);
  {
    g_autoptr(SudokuLibrary) library = open_library (file);
    g_assert_nonnull (library);
  }
  shelf = g_build_filename (base, "shelf", NULL);
  shelf_file = g_build_filename (shelf, "library.db", NULL);
  {
    g_autoptr(SudokuLibrary) library = open_library (shelf_file);
    g_assert_nonnull (library);
  }
  g_assert_cmpint (g_chmod (shelf_file, 0444), ==, 0);
  g_assert_cmpint (g_chmod (shelf, 0555), ==, 0);
  g_assert_cmpint (g_chmod (file, 0444), ==, 0);
  g_assert_cmpint (g_chmod (open, 0777), ==, 0);
  g_assert_cmpint (g_chmod (locked, 0555), ==, 0);
  g_assert_cmpint (g_chmod (base, 0755), ==, 0);

  g_setenv ("NANPURE_TEST_READ_ONLY", base, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_unsetenv ("NANPURE_TEST_READ_ONLY");

  /* The library itself was not touched, and nothing was made beside the
   * one in a read-only folder. */
  g_assert_cmpint (raw_int (file, "SELECT count(*) FROM puzzles"), ==, N_SAMPLES);
  {
    g_autofree char *wal = g_strconcat (shelf_file, "-wal", NULL);
    g_autofree char *shm = g_strconcat (shelf_file, "-shm", NULL);

    g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
    g_assert_false (g_file_test (shm, G_FILE_TEST_EXISTS));
  }
  g_assert_cmpint (g_chmod (shelf, 0755), ==, 0);
  test_remove_tree (base);
}

/* Opened read-only explicitly, whoever runs the test: reads work, the
 * file is not changed, a damaged file is reported and left alone. */
static void
test_read_only_open (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autofree char *broken = g_build_filename (folder, "broken.db", NULL);
  g_autofree char *missing = g_build_filename (folder, "missing.db", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  gsize before_length, after_length;

  library = open_library (path);
  g_clear_object (&library);
  g_assert_true (g_file_get_contents (path, &before, &before_length, NULL));

  check_read_only_open (path);
  g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
  g_assert_cmpmem (before, before_length, after, after_length);

  g_assert_true (g_file_set_contents (broken, "not a database, not at all, no\n", -1, NULL));
  library = sudoku_library_new_for_path_read_only (broken, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
  g_assert_true (g_file_test (broken, G_FILE_TEST_IS_REGULAR));
  g_clear_error (&error);

  library = sudoku_library_new_for_path_read_only (missing, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_MISSING);
  g_assert_nonnull (strstr (error->message, missing));
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));

  test_remove_tree (folder);
}

/* What is not a Nanpure library is never touched, in any open mode
 * (issue 20, item 1): the user's text file of puzzles, a text file,
 * another program's database, a binary file, a folder. Each is refused
 * with a message that says what it is, and stays byte for byte as it
 * was, with nothing made beside it. */
static void
test_not_a_library (void)
{
  static const struct {
    const char            *name;
    const char            *contents;
    gssize                 length;
    SudokuLibraryFileKind  kind;
    const char            *says;
  } files[] = {
    { "mypuzzles.txt", INKALA_2010 "\n" INKALA_2012 "\n", -1, SUDOKU_LIBRARY_FILE_PUZZLES,
      "is not a Nanpure library (it looks like a text file of puzzles" },
    { "grid.txt", "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n"
                  ".6....28.\n...419..5\n....8..79\n", -1, SUDOKU_LIBRARY_FILE_PUZZLES,
      "looks like a text file of puzzles" },
    { "notes.txt", "Shopping list\nmilk\n", -1, SUDOKU_LIBRARY_FILE_TEXT,
      "is not a Nanpure library (it is a text file)" },
    { "program", "\x7f" "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0", 20, SUDOKU_LIBRARY_FILE_OTHER,
      "is not a Nanpure library (it is neither a database nor text)" },
  };
  static const SudokuLibraryOpenMode modes[] = {
    SUDOKU_LIBRARY_OPEN_READ, SUDOKU_LIBRARY_OPEN_WRITE, SUDOKU_LIBRARY_OPEN_CREATE,
  };
  g_autofree char *folder = test_make_folder ();
  g_autofree char *database = g_build_filename (folder, "accounts.db", NULL);
  g_autofree char *subfolder = g_build_filename (folder, "library.db", NULL);
  g_autofree char *database_before = NULL;
  gsize database_length = 0;
  guint n_entries;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (folder, files[i].name, NULL);

      g_assert_true (g_file_set_contents (path, files[i].contents, files[i].length, NULL));
    }
  raw_exec (database, "CREATE TABLE accounts (name TEXT); INSERT INTO accounts VALUES ('x')");
  g_assert_true (g_file_get_contents (database, &database_before, &database_length, NULL));
  g_assert_cmpint (g_mkdir (subfolder, 0700), ==, 0);
  n_entries = count_entries (folder);

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (files); i++)
        {
          g_autofree char *path = g_build_filename (folder, files[i].name, NULL);
          g_autofree char *after = NULL;
          g_autoptr(SudokuLibrary) library = NULL;
          g_autoptr(GError) error = NULL;
          gsize after_length = 0;

          g_assert_cmpint (sudoku_library_probe_file (path), ==, files[i].kind);
          library = sudoku_library_open (path, modes[m], &error);
          g_assert_null (library);
          g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
          g_assert_true (g_str_has_prefix (error->message, path));
          g_assert_nonnull (strstr (error->message, files[i].says));
          g_clear_error (&error);

          library = sudoku_library_new_for_path_read_only (path, &error);
          g_assert_null (library);
          g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);

          g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
          g_assert_cmpmem (after, after_length, files[i].contents,
                           files[i].length < 0 ? strlen (files[i].contents)
                                               : (gsize) files[i].length);
        }

      {
        g_autoptr(SudokuLibrary) library = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *after = NULL;
        gsize after_length = 0;

        g_assert_cmpint (sudoku_library_probe_file (database), ==, SUDOKU_LIBRARY_FILE_DATABASE);
        library = sudoku_library_open (database, modes[m], &error);
        g_assert_null (library);
        g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
        g_assert_nonnull (strstr (error->message, "(it is a database of another program)"));
        g_clear_error (&error);
        g_assert_true (g_file_get_contents (database, &after, &after_length, NULL));
        g_assert_cmpmem (after, after_length, database_before, database_length);
      }

      {
        g_autoptr(SudokuLibrary) library = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *message = g_strdup_printf ("%s is a folder, not a library file",
                                                    subfolder);

        g_assert_cmpint (sudoku_library_probe_file (subfolder), ==, SUDOKU_LIBRARY_FILE_FOLDER);
        library = sudoku_library_open (subfolder, modes[m], &error);
        g_assert_null (library);
        g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
        g_assert_cmpstr (error->message, ==, message);
        g_assert_cmpuint (count_entries (subfolder), ==, 0);
      }

      g_assert_cmpuint (count_entries (folder), ==, n_entries);
    }

  test_remove_tree (folder);
}

/* What each open mode may do with a missing or empty file and a
 * library (issue 20, item 1): only CREATE makes one, with its folders;
 * READ and WRITE make nothing. */
static void
test_open_modes (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *missing = g_build_filename (folder, "typo", "path", "library.db", NULL);
  g_autofree char *typo = g_build_filename (folder, "typo", NULL);
  g_autofree char *empty = g_build_filename (folder, "empty.db", NULL);
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuLibrary) reader = NULL;
  g_autoptr(GError) error = NULL;

  for (SudokuLibraryOpenMode mode = SUDOKU_LIBRARY_OPEN_READ; mode <= SUDOKU_LIBRARY_OPEN_WRITE;
       mode++)
    {
      g_autofree char *message = g_strdup_printf ("There is no library at %s", missing);

      g_assert_cmpint (sudoku_library_probe_file (missing), ==, SUDOKU_LIBRARY_FILE_MISSING);
      library = sudoku_library_open (missing, mode, &error);
      g_assert_null (library);
      g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_MISSING);
      g_assert_cmpstr (error->message, ==, message);
      g_clear_error (&error);
      g_assert_false (g_file_test (typo, G_FILE_TEST_EXISTS));

      g_assert_true (g_file_set_contents (empty, "", 0, NULL));
      g_assert_cmpint (sudoku_library_probe_file (empty), ==, SUDOKU_LIBRARY_FILE_EMPTY);
      library = sudoku_library_open (empty, mode, &error);
      g_assert_null (library);
      g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
      g_assert_nonnull (strstr (error->message, "(it is empty)"));
      g_clear_error (&error);
      g_assert_cmpuint (count_entries (folder), ==, 1);
    }

  /* An empty file holds nothing to lose: a library may be made there. */
  library = sudoku_library_open (empty, SUDOKU_LIBRARY_OPEN_CREATE, &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_library_get_created (library));
  g_clear_object (&library);

  library = sudoku_library_open (missing, SUDOKU_LIBRARY_OPEN_CREATE, &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_library_get_created (library));
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);
  g_clear_object (&library);

  /* A new library, still only in its log while it is open, is a
   * library to another reader. */
  library = sudoku_library_open (path, SUDOKU_LIBRARY_OPEN_CREATE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sudoku_library_probe_file (path), ==, SUDOKU_LIBRARY_FILE_LIBRARY);
  reader = sudoku_library_open (path, SUDOKU_LIBRARY_OPEN_READ, &error);
  g_assert_no_error (error);
  g_assert_false (sudoku_library_get_created (reader));
  g_assert_cmpuint (count_all (reader), ==, N_SAMPLES);
  g_clear_object (&reader);
  g_clear_object (&library);

  for (SudokuLibraryOpenMode mode = SUDOKU_LIBRARY_OPEN_READ; mode <= SUDOKU_LIBRARY_OPEN_CREATE;
       mode++)
    {
      library = sudoku_library_open (path, mode, &error);
      g_assert_no_error (error);
      g_assert_false (sudoku_library_get_created (library));
      g_assert_null (sudoku_library_get_broken_path (library));
      g_assert_cmpuint (count_all (library), ==, N_SAMPLES);
      g_clear_object (&library);
    }

  test_remove_tree (folder);
}

/* An empty path (from "--library=" or an empty setting) is an error the
 * caller can show, never a NULL without one (issue 12, item 1). */
static void
test_empty_path (void)
{
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;

  library = sudoku_library_new_for_path ("", &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "empty"));
  g_clear_error (&error);

  library = sudoku_library_new_for_path_read_only ("", &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_FAILED);
}

/* Two connections, two processes */

static int
run_add_child (const char *path,
               const char *givens)
{
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(GError) error = NULL;

  library = sudoku_library_new_for_path (path, &error);
  if (library != NULL)
    {
      memcpy (puzzle->givens, givens, 81);
      puzzle->level = 6;
      puzzle->title = g_strdup ("from the child");
      sudoku_library_add (library, puzzle, &error);
    }
  if (error != NULL)
    {
      g_printerr ("add child: %s\n", error->message);
      return 1;
    }
  return 0;
}

static void
test_two_processes (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autofree char *puzzles = make_puzzles (2, 500);
  g_auto(GStrv) givens = g_strsplit (puzzles, "\n", -1);
  g_autoptr(SudokuLibrary) first = open_library (path);
  g_autoptr(SudokuLibrary) second = open_library (path);
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(SudokuLibraryPuzzle) seen = NULL;
  g_autoptr(GPtrArray) level = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { test_program, "--add-child", path, givens[1], NULL };
  guint n_changed = 0;
  int status = -1;
  gint64 id;

  g_assert_false (sudoku_library_get_created (second));
  g_signal_connect (second, "changed", G_CALLBACK (count_changed_cb), &n_changed);
  g_assert_false (sudoku_library_check_external_changes (second));

  /* One connection writes, the other reads it at once. */
  memcpy (puzzle->givens, givens[0], 81);
  puzzle->level = 6;
  id = sudoku_library_add (first, puzzle, &error);
  g_assert_no_error (error);
  seen = sudoku_library_get (second, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (seen->givens, ==, givens[0]);
  g_assert_true (sudoku_library_check_external_changes (second));
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_false (sudoku_library_check_external_changes (second));

  /* And the other way round; a duplicate across connections too. */
  g_assert_true (sudoku_library_trash (second, id, &error));
  g_assert_cmpuint (count_group (first, 6), ==, 0);
  g_assert_true (sudoku_library_restore (second, id, &error));
  g_assert_cmpint (sudoku_library_add (second, puzzle, &error), ==, 0);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE);
  g_clear_error (&error);

  /* Another process adds a puzzle while both are open. */
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  level = sudoku_library_list (first, 6, "from the child", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (level->len, ==, 1);
  g_assert_cmpstr (((SudokuLibraryPuzzle *) g_ptr_array_index (level, 0))->givens, ==, givens[1]);
  g_assert_true (sudoku_library_check_external_changes (second));
  g_assert_cmpuint (count_group (second, 6), ==, 2);

  g_clear_object (&first);
  g_clear_object (&second);
  test_remove_tree (folder);
}

static void
test_default_path (void)
{
  g_autofree char *from_env = NULL;
  g_autofree char *standard = NULL;
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "nanpure", "library.db",
                                                NULL);

  g_setenv ("NANPURE_LIBRARY", "/somewhere/else.db", TRUE);
  from_env = sudoku_library_dup_default_path ();
  g_assert_cmpstr (from_env, ==, "/somewhere/else.db");
  g_setenv ("NANPURE_LIBRARY", "", TRUE);
  standard = sudoku_library_dup_default_path ();
  g_assert_cmpstr (standard, ==, expected);
  g_unsetenv ("NANPURE_LIBRARY");
}

int
main (int   argc,
      char *argv[])
{
  test_program = argv[0];

  /* The child of the two-process test. */
  if (argc == 4 && g_str_equal (argv[1], "--add-child"))
    return run_add_child (argv[2], argv[3]);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/library/damaged-file", test_damaged_file);
  g_test_add_func ("/nanpure/library/not-a-library", test_not_a_library);
  g_test_add_func ("/nanpure/library/open-modes", test_open_modes);
  g_test_add_func ("/nanpure/library/read-only", test_read_only);
  g_test_add_func ("/nanpure/library/read-only-open", test_read_only_open);
  g_test_add_func ("/nanpure/library/empty-path", test_empty_path);
  g_test_add_func ("/nanpure/library/two-processes", test_two_processes);
  g_test_add_func ("/nanpure/library/default-path", test_default_path);

  return g_test_run ();
}
