/* bench-library-load.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A large library (`meson test --benchmark bench-library-load`, or
 * `bench-library-load N [FILE]` for N puzzles, default 100,000, made
 * from the puzzles of FILE or from three built-in ones): N distinct
 * puzzles imported into a new library in one call on one thread, then
 * the whole list of Level 1, a search of givens that matches a few and
 * one that matches none, and the counts. Prints the time of each, the
 * puzzles per second of the import, the file's size and the process's
 * peak memory, and how the import's time splits between checking (the
 * solver) and saving (SQLite). Timings only, never asserted. */

#include "config.h"

#include <sys/resource.h>
#include <sys/stat.h>

#include "library-test-utils.h"

static double
seconds_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1e6;
}

static double
peak_mb (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024.0;
}

static double
cpu_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 +
         usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

/* When the import went from checking to saving. */
typedef struct
{
  gint64 wall;
  double cpu;
} SavingStart;

static void
progress_cb (SudokuLibraryImportStage  stage,
             guint                     done,
             guint                     total,
             gpointer                  data)
{
  SavingStart *start = data;

  if (stage == SUDOKU_LIBRARY_IMPORT_SAVING && start->wall == 0)
    {
      start->wall = g_get_monotonic_time ();
      start->cpu = cpu_seconds ();
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) bases = read_bases (argc > 2 ? argv[2] : NULL);
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 1, "bench", 1 };
  guint counts[SUDOKU_LIBRARY_N_COUNTS];
  guint n = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 100000;
  struct stat info;
  double before_mb, seconds, cpu, cpu_start;
  gint64 start;
  SavingStart saving = { 0, 0 };

  if (n == 0 || n > bases->len * 362880u)
    {
      g_printerr ("Usage: bench-library-load [N [FILE]] (1 to 9! times the puzzles of FILE, "
                  "default 100000 made from three)\n");
      return 2;
    }

  library = open_library (path);
  text = make_many (bases, n);
  before_mb = peak_mb ();
  g_print ("# %u puzzles from %u bases, %.1f MB of text; peak memory before the import %.0f MB\n",
           n, bases->len, strlen (text) / 1e6, before_mb);

  start = g_get_monotonic_time ();
  cpu_start = cpu_seconds ();
  result = sudoku_library_import (library, text, -1, &options, progress_cb, &saving,
                                  NULL, &error);
  seconds = seconds_since (start);
  cpu = cpu_seconds () - cpu_start;
  g_assert_no_error (error);
  g_assert_cmpuint (result->errors->len, ==, 0);
  /* Wall-clock time counts waits for the processor on a busy machine;
   * processor time is what the import cost. */
  g_print ("import: %u added (%u duplicates) in %.2f s wall, %.2f s processor "
           "(%.0f puzzles/s of processor time), one thread; peak memory %.0f MB\n",
           result->n_imported, result->n_duplicates, seconds, cpu,
           result->n_imported / cpu, peak_mb ());
  g_print ("import: reading and checking %.2f s wall, %.2f s processor; "
           "saving %.2f s wall, %.2f s processor\n",
           (saving.wall - start) / 1e6, saving.cpu - cpu_start,
           seconds - (saving.wall - start) / 1e6, cpu_start + cpu - saving.cpu);
  g_clear_pointer (&text, g_free);

  g_assert_cmpint (stat (path, &info), ==, 0);
  g_print ("file: %.1f MB\n", info.st_size / 1e6);

  start = g_get_monotonic_time ();
  g_assert_true (sudoku_library_get_counts (library, counts, &error));
  g_print ("counts: %.3f s (%u puzzles)\n", seconds_since (start), counts[SUDOKU_LIBRARY_N_COUNTS - 1]);

  start = g_get_monotonic_time ();
  list = sudoku_library_list (library, 1, NULL, &error);
  g_assert_no_error (error);
  g_print ("list of Level 1: %.2f s (%u puzzles); peak memory %.0f MB\n",
           seconds_since (start), list->len, peak_mb ());
  g_clear_pointer (&list, g_ptr_array_unref);

  start = g_get_monotonic_time ();
  list = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL, "..53.....8", &error);
  g_assert_no_error (error);
  g_print ("search \"..53.....8\": %.3f s (%u found)\n", seconds_since (start), list->len);
  g_clear_pointer (&list, g_ptr_array_unref);

  start = g_get_monotonic_time ();
  list = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL, "no such puzzle", &error);
  g_assert_no_error (error);
  g_print ("search with no match: %.3f s (%u found)\n", seconds_since (start), list->len);

  g_clear_object (&library);
  test_remove_tree (folder);
  return 0;
}
