/* test-job-bar.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The job bar's estimate of the time a long job has left. */

#include "config.h"

#include "sudoku-job-bar.h"
#include "ui-test-utils.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

static void
assert_time_left (gint64      elapsed_us,
                  double      fraction,
                  const char *expected)
{
  g_autofree char *text = sudoku_job_bar_format_time_left (elapsed_us, fraction);

  g_assert_cmpstr (text, ==, expected);
}

/* The pace so far, carried on to the end: none before five seconds, or
 * before anything is done; minutes rounded up, then hours, then days. */
static void
test_time_left (void)
{
  TestLanguage saved_language = { NULL, NULL };

  assert_time_left (4 * G_USEC_PER_SEC, 0.5, NULL);
  assert_time_left (60 * G_USEC_PER_SEC, 0, NULL);
  assert_time_left (60 * G_USEC_PER_SEC, 1, NULL);
  /* 10 s for half: 10 s left. */
  assert_time_left (10 * G_USEC_PER_SEC, 0.5, "less than a minute left");
  /* 20 s for a quarter: 60 s left. */
  assert_time_left (20 * G_USEC_PER_SEC, 0.25, "about 1 minute left");
  /* 10 s for 1/16: 150 s left. */
  assert_time_left (10 * G_USEC_PER_SEC, 0.0625, "about 3 minutes left");
  /* 40 s for 1/128: 5,080 s left. */
  assert_time_left (40 * G_USEC_PER_SEC, 0.0078125, "about 85 minutes left");
  /* 60 s for 1/100: 5,940 s, past 90 minutes. */
  assert_time_left (60 * G_USEC_PER_SEC, 0.01, "about 2 hours left");
  /* The 200,000 hard puzzles an import rates: 32 of them in 25 s. */
  assert_time_left (25 * G_USEC_PER_SEC, 32 * 0.9 / 200000, "about 2 days left");
  assert_time_left (1800 * G_USEC_PER_SEC, 0.03125, "about 16 hours left");

  test_language_switch (&saved_language, "ja");
  assert_time_left (10 * G_USEC_PER_SEC, 0.5, "残り 1 分足らず");
  assert_time_left (10 * G_USEC_PER_SEC, 0.0625, "残り約 3 分");
  assert_time_left (60 * G_USEC_PER_SEC, 0.01, "残り約 2 時間");
  test_language_restore (&saved_language);
}

/* The bar's own label stays hidden while nothing is done. */
static void
test_bar (void)
{
  GtkWidget *window = gtk_window_new ();
  SudokuJobBar *bar = g_object_new (SUDOKU_TYPE_JOB_BAR, NULL);
  GtkWidget *time_left = NULL;

  g_object_ref_sink (bar);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (bar));
  sudoku_job_bar_start (bar, "Importing", FALSE);
  sudoku_job_bar_set_progress (bar, "Importing 0 of 10", 0);
  g_assert_true (sudoku_job_bar_get_shown (bar));

  /* The estimate: the bar's dimmed label. */
  time_left = find_with_class (GTK_WIDGET (bar), "dim-label");
  g_assert_nonnull (time_left);
  g_assert_false (gtk_widget_get_visible (time_left));

  sudoku_job_bar_stop (bar);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (bar);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/nanpure/job-bar/time-left", test_time_left);
  g_test_add_func ("/nanpure/job-bar/bar", test_bar);

  return g_test_run ();
}
