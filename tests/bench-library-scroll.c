/* bench-library-scroll.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The library window scrolling a big library (docs/RELIABILITY.md, issue
 * 14): `bench-library-scroll LIBRARY [N [FILE]]` opens LIBRARY (first
 * filling a new one with N puzzles, default 1,000,000, made from the
 * puzzles of FILE or three built-in ones) in the library window with all
 * puzzles listed, then scrolls the list by its adjustment on every frame:
 * 10 s at a steady 40 pixels a frame, then 10 s of jumps to random places
 * (a scrollbar dragged across the whole list), then 10 s of a page at a
 * time. For each it prints the frames drawn and the time between them
 * (median, 95th percentile, longest, how many over 33 ms) and the time
 * each frame's work took (layout and drawing, from the frame clock's
 * before-paint to after-paint). Run it under Xvfb with GSK_RENDERER=cairo,
 * as the UI tests. Figures only, never asserted. */

#include "config.h"

#include <stdio.h>
#include <sys/resource.h>

#include "sudoku-library-window.h"
#include "ui-test-utils.h"

#define PHASE_SECONDS 10

typedef enum {
  SCROLL_STEADY,
  SCROLL_JUMPS,
  SCROLL_PAGES,
  N_SCROLLS,
} Scroll;

static const char * const scroll_names[] = { "steady, 40 px a frame", "random jumps",
                                             "a page a frame" };

static const char *library_path;
static guint n_puzzles = 1000000;
static const char *bases_path;

typedef struct
{
  GtkAdjustment *adjustment;
  Scroll         scroll;
  gint64         end;
  gint64         paint_started;
  gint64         last_paint;
  GArray        *intervals;  /* double, ms */
  GArray        *work;       /* double, ms */
  GRand         *rand;
  gboolean       done;
} Meter;

static void
before_paint_cb (GdkFrameClock *clock,
                 Meter         *meter)
{
  meter->paint_started = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Meter         *meter)
{
  gint64 now = g_get_monotonic_time ();
  double ms;

  if (meter->done)
    return;
  if (meter->last_paint != 0)
    {
      ms = (now - meter->last_paint) / 1000.0;
      g_array_append_val (meter->intervals, ms);
    }
  if (meter->paint_started != 0)
    {
      ms = (now - meter->paint_started) / 1000.0;
      g_array_append_val (meter->work, ms);
    }
  meter->last_paint = now;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  Meter *meter = data;
  double value = gtk_adjustment_get_value (meter->adjustment);
  double page = gtk_adjustment_get_page_size (meter->adjustment);
  double top = gtk_adjustment_get_upper (meter->adjustment) - page;

  if (g_get_monotonic_time () >= meter->end)
    {
      meter->done = TRUE;
      return G_SOURCE_REMOVE;
    }
  switch (meter->scroll)
    {
    case SCROLL_STEADY:
      value += 40;
      break;
    case SCROLL_JUMPS:
      value = g_rand_double_range (meter->rand, 0, MAX (top, 1));
      break;
    case SCROLL_PAGES:
    case N_SCROLLS:
    default:
      value += page;
      break;
    }
  if (value > top)
    value = 0;
  gtk_adjustment_set_value (meter->adjustment, value);
  return G_SOURCE_CONTINUE;
}

static double
percentile (GArray *values,
            double  fraction)
{
  if (values->len == 0)
    return 0;
  return g_array_index (values, double, MIN ((guint) (fraction * values->len), values->len - 1));
}

static void
print_figures (const char *name,
               GArray     *intervals,
               GArray     *work)
{
  guint over = 0;

  g_array_sort (intervals, test_compare_doubles);
  g_array_sort (work, test_compare_doubles);
  for (guint i = 0; i < intervals->len; i++)
    over += g_array_index (intervals, double, i) > 33.0;
  printf ("%-22s %5u frames; between frames median %5.1f ms, p95 %5.1f, max %6.1f, "
          "%u over 33 ms; work median %5.1f ms, p95 %5.1f, max %6.1f\n",
          name, intervals->len + 1, percentile (intervals, 0.5), percentile (intervals, 0.95),
          percentile (intervals, 1.0), over,
          percentile (work, 0.5), percentile (work, 0.95), percentile (work, 1.0));
  fflush (stdout);
}

static gboolean
is_meter_done (gpointer data)
{
  return ((Meter *) data)->done;
}

static gboolean
is_listed (gpointer data)
{
  SudokuLibraryWindow *window = data;

  return !sudoku_library_window_is_busy (window) &&
         g_list_model_get_n_items (sudoku_library_window_get_puzzles (window)) > 0;
}

static double
peak_mb (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024.0;
}

static void
scroll_library (SudokuApplication *application)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuLibrary) library = sudoku_library_new_for_path (library_path, &error);
  SudokuLibraryWindow *window;
  GtkScrolledWindow *scrolled;
  GtkWidget *view;
  GdkFrameClock *clock;
  gint64 start;
  guint n_items;

  g_assert_no_error (error);
  start = g_get_monotonic_time ();
  window = sudoku_library_window_new (GTK_APPLICATION (application), library);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 800);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, window);
  sudoku_library_window_set_group (window, SUDOKU_LIBRARY_GROUP_ALL);
  iterate_until (is_listed, window);
  n_items = g_list_model_get_n_items (sudoku_library_window_get_puzzles (window));
  printf ("window open with %u puzzles listed in %.2f s; peak memory %.0f MB\n",
          n_items, (g_get_monotonic_time () - start) / 1e6, peak_mb ());

  view = find_child_of_type (GTK_WIDGET (window), GTK_TYPE_COLUMN_VIEW);
  g_assert_nonnull (view);
  scrolled = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (view, GTK_TYPE_SCROLLED_WINDOW));
  g_assert_nonnull (scrolled);
  clock = gtk_widget_get_frame_clock (view);
  g_assert_nonnull (clock);

  for (Scroll scroll = 0; scroll < N_SCROLLS; scroll++)
    {
      Meter meter = { 0 };
      gulong before, after;

      meter.adjustment = gtk_scrolled_window_get_vadjustment (scrolled);
      meter.scroll = scroll;
      meter.intervals = g_array_new (FALSE, FALSE, sizeof (double));
      meter.work = g_array_new (FALSE, FALSE, sizeof (double));
      meter.rand = g_rand_new_with_seed (14);
      meter.end = g_get_monotonic_time () + PHASE_SECONDS * G_USEC_PER_SEC;
      gtk_adjustment_set_value (meter.adjustment, 0);
      before = g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &meter);
      after = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &meter);
      gtk_widget_add_tick_callback (view, tick_cb, &meter, NULL);
      iterate_until (is_meter_done, &meter);
      g_signal_handler_disconnect (clock, before);
      g_signal_handler_disconnect (clock, after);
      print_figures (scroll_names[scroll], meter.intervals, meter.work);
      g_array_unref (meter.intervals);
      g_array_unref (meter.work);
      g_rand_free (meter.rand);
    }
  printf ("peak memory %.0f MB\n", peak_mb ());

  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

static void
bench_library_scroll (void)
{
  run_in_application (scroll_library);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/bench/library-scroll", bench_library_scroll);
}

/* A new library at @path with the puzzles, in one import. */
static void
fill_library (void)
{
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GPtrArray) bases = read_bases (bases_path);
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = make_many (bases, n_puzzles);
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 1, "bench", 0 };
  gint64 start = g_get_monotonic_time ();

  library = sudoku_library_new_for_path (library_path, &error);
  g_assert_no_error (error);
  result = sudoku_library_import (library, text, -1, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  printf ("library filled: %u puzzles imported in %.1f s\n", result->n_imported,
          (g_get_monotonic_time () - start) / 1e6);
}

int
main (int   argc,
      char *argv[])
{
  /* Not a test: the arguments are ours, past the GTest options. */
  int n_args = 0;

  for (int i = 1; i < argc; i++)
    if (argv[i][0] != '-')
      {
        if (n_args == 0)
          library_path = argv[i];
        else if (n_args == 1)
          n_puzzles = (guint) g_ascii_strtoull (argv[i], NULL, 10);
        else
          bases_path = argv[i];
        n_args++;
      }
  if (library_path == NULL)
    {
      g_printerr ("Usage: bench-library-scroll LIBRARY [N [FILE]]\n");
      return 2;
    }
  if (!g_file_test (library_path, G_FILE_TEST_EXISTS))
    fill_library ();
  return ui_test_run (argc, argv, add_tests);
}
