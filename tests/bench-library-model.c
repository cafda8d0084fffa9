/* bench-library-model.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How SudokuLibraryModel keeps the main loop free with a large library
 * (`meson test --benchmark bench-library-model`): 100,000 puzzles (or
 * the count given) in Level 1, then the first full list, a one-row edit,
 * a sort by clues and a search, each timed from the request to the last
 * row in, with the longest time the main loop was busy (what a window
 * would feel as a stall; a 1 ms tick measures it) beside it. Medians of
 * five runs. */

#include "config.h"

#include "sudoku-library-async.h"
#include "sudoku-library-model.h"

#include "library-test-utils.h"

#define N_RUNS 5

typedef struct
{
  double total_ms;
  double longest_ms;
} Timing;

/* A tick every millisecond: the longest gap between two is the longest
 * time the main loop was busy with something else. */
typedef struct
{
  gint64 last;
  gint64 longest;
} Ticks;

static gboolean
tick_cb (gpointer user_data)
{
  Ticks *ticks = user_data;
  gint64 now = g_get_monotonic_time ();

  ticks->longest = MAX (ticks->longest, now - ticks->last);
  ticks->last = now;
  return G_SOURCE_CONTINUE;
}

static Timing
wait_loaded (SudokuLibraryModel *model)
{
  gint64 start = g_get_monotonic_time ();
  Ticks ticks = { start, 0 };
  Timing timing = { 0, 0 };
  guint source = g_timeout_add (1, tick_cb, &ticks);

  while (sudoku_library_model_get_loading (model))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (source);
  tick_cb (&ticks);
  timing.total_ms = (g_get_monotonic_time () - start) / 1000.0;
  timing.longest_ms = ticks.longest / 1000.0;
  return timing;
}

static void
report (const char *what,
        Timing     *timings)
{
  double totals[N_RUNS], longest[N_RUNS];

  for (guint i = 0; i < N_RUNS; i++)
    {
      totals[i] = timings[i].total_ms;
      longest[i] = timings[i].longest_ms;
    }
  qsort (totals, N_RUNS, sizeof (double), test_compare_doubles);
  qsort (longest, N_RUNS, sizeof (double), test_compare_doubles);
  g_print ("%-24s %9.1f ms in all, longest main loop stall %7.2f ms (medians of %d)\n",
           what, totals[N_RUNS / 2], longest[N_RUNS / 2], N_RUNS);
}

int
main (int   argc,
      char *argv[])
{
  guint n = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 100000;
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autofree char *text = make_puzzles (n, 0);
  g_autoptr(SudokuLibraryImportResult) imported = import_text (library, text, 1);
  Timing first[N_RUNS], edit[N_RUNS], sort[N_RUNS], search[N_RUNS];

  g_print ("%u puzzles imported into Level 1 (%u duplicates)\n", imported->n_imported,
           imported->n_duplicates);
  for (guint run = 0; run < N_RUNS; run++)
    {
      g_autoptr(SudokuLibraryModel) model = sudoku_library_model_new (library);
      g_autoptr(SudokuLibraryItem) item = NULL;
      g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
      g_autoptr(GError) error = NULL;

      first[run] = wait_loaded (model);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, n + N_SAMPLES);

      item = g_list_model_get_item (G_LIST_MODEL (model), n / 2);
      puzzle = sudoku_library_puzzle_copy (sudoku_library_item_get_puzzle (item));
      g_free (puzzle->title);
      puzzle->title = g_strdup_printf ("Edited %u", run);
      g_assert_true (sudoku_library_update (library, puzzle, &error));
      edit[run] = wait_loaded (model);

      sudoku_library_model_set_sort (model, SUDOKU_LIBRARY_SORT_CLUES, TRUE);
      sort[run] = wait_loaded (model);

      sudoku_library_model_set_sort (model, SUDOKU_LIBRARY_SORT_LIBRARY, FALSE);
      wait_loaded (model);
      sudoku_library_model_set_search (model, "..3.....5");
      search[run] = wait_loaded (model);
    }
  report ("first list", first);
  report ("one row edited", edit);
  report ("sort by clues", sort);
  report ("search of givens", search);

  g_clear_object (&library);
  test_remove_tree (folder);
  return 0;
}
