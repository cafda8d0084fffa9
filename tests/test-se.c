/* test-se.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Sudoku Explainer rating against Sudoku Explainer's own figures:
 * tests/data/se-reference.txt and se-reference-bands.txt hold puzzles
 * with the ER/EP/ED that its command-line rater printed
 * (tests/data/SOURCES.md says how).
 *
 * As a test (suite engine) it rates a spread of the reference set that
 * is quick to rate and checks the agreement, overall and in every band
 * of the scale. Run as
 *   test-se --report [FILE] [--every N]
 * it rates the whole set (or every N-th puzzle) and prints the agreement
 * (exact, within 0.2 and 0.5, the worst gap; also per band) and every
 * puzzle that is off by more than 0.2;
 *   test-se --sample FILE EVERY FLOOR
 * rates every EVERY-th puzzle of a list and counts those rated at least
 * FLOOR. */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "sudoku-parse.h"
#include "sudoku-se.h"
#include "test-utils.h"

typedef struct
{
  char   *puzzle;
  double  er, ep, ed;
  char   *source;
} RefEntry;

static void
ref_entry_free (gpointer data)
{
  RefEntry *e = data;

  g_free (e->puzzle);
  g_free (e->source);
  g_free (e);
}

static GPtrArray *
load_reference (const char *path)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *entries = g_ptr_array_new_with_free_func (ref_entry_free);

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) f = NULL;
      RefEntry *e;

      if (lines[i][0] == '#' || strlen (lines[i]) < 81)
        continue;
      f = g_strsplit_set (lines[i], " \t", -1);
      if (g_strv_length (f) < 5 || strcmp (f[1], "timeout") == 0)
        continue;
      e = g_new0 (RefEntry, 1);
      e->puzzle = g_strdup (f[0]);
      e->er = g_ascii_strtod (f[1], NULL);
      e->ep = g_ascii_strtod (f[2], NULL);
      e->ed = g_ascii_strtod (f[3], NULL);
      e->source = g_strdup (f[4]);
      g_ptr_array_add (entries, e);
    }
  return entries;
}

static char *
reference_path (void)
{
  return test_data_path ("se-reference.txt", NULL);
}

/* CPU seconds of this thread: the timings stay meaningful on a busy machine. */
static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static gboolean
rate (const char     *puzzle,
      SudokuSeRating *rating)
{
  g_autoptr(SudokuPuzzle) p = NULL;
  g_autoptr(GError) error = NULL;

  p = sudoku_parse_puzzle (puzzle, -1, SUDOKU_VARIANT_CLASSIC, &error);
  g_assert_no_error (error);
  return sudoku_se_rate (&p->board, NULL, rating, &error);
}

/* A spread of the reference set rated ≤ 9.0 (a few seconds in all): at
 * least 90% within 0.2 of Sudoku Explainer, none off by more than 1.0. */
static void
test_agreement (void)
{
  g_autofree char *path = reference_path ();
  g_autoptr(GPtrArray) ref = load_reference (path);
  guint n = 0, close = 0;

  g_assert_cmpuint (ref->len, >=, 300);
  for (guint i = 0; i < ref->len; i += 7)
    {
      RefEntry *e = g_ptr_array_index (ref, i);
      SudokuSeRating r;

      if (e->er > 9.0)
        continue;
      g_assert_true (rate (e->puzzle, &r));
      n++;
      if (fabs (r.er - e->er) <= 0.2 + 1e-9)
        close++;
      else
        g_test_message ("%s: ours %.1f, Sudoku Explainer %.1f", e->puzzle, r.er, e->er);
      g_assert_cmpfloat (fabs (r.er - e->er), <=, 1.0 + 1e-9);
    }
  g_test_message ("%u of %u within 0.2", close, n);
  g_assert_cmpuint (n, >=, 20);
  g_assert_cmpuint (close * 10, >=, n * 9);
}

/* The first steps of a solve: the easiest puzzles agree exactly. */
static void
test_easy_exact (void)
{
  g_autofree char *path = reference_path ();
  g_autoptr(GPtrArray) ref = load_reference (path);
  guint n = 0;

  for (guint i = 0; i < ref->len && n < 20; i++)
    {
      RefEntry *e = g_ptr_array_index (ref, i);
      SudokuSeRating r;

      if (e->er > 2.6)
        continue;
      g_assert_true (rate (e->puzzle, &r));
      g_assert_true (r.solved);
      g_assert_cmpfloat (fabs (r.er - e->er), <=, 0.2 + 1e-9);
      n++;
    }
  g_assert_cmpuint (n, >=, 5);
}

/* Two puzzles of the forum's list of puzzles Sudoku Explainer rates 11
 * or more (shared/bench/data/puzzles5_forum_hardest_1905_11+, lines 1
 * and 24001; build-aux/bench-se rates a sample of 100): both rate at
 * least 10.5 (ours: 11.1 each), above the 9.5 where the path's
 * estimate stops. */
static void
test_hardest (void)
{
  static const char *const hardest[] = {
    "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
    "98.7..6..5...4......3....7.2.....9...1.8...6......4..1.9.1....6..2..5.8.....3.7..",
  };

  for (guint i = 0; i < G_N_ELEMENTS (hardest); i++)
    {
      SudokuSeRating r;

      g_assert_true (rate (hardest[i], &r));
      g_assert_true (r.solved);
      g_test_message ("%s: %.1f/%.1f/%.1f", hardest[i], r.er, r.ep, r.ed);
      g_assert_cmpfloat (r.er, >=, 10.5 - 1e-9);
      g_assert_cmpfloat (r.er, <=, 11.5 + 1e-9);
    }
}

/* The band of an ER: 1 for 1.0–1.9, …, 10 for 10.0–10.9, 11 for 11.0
 * and above. */
static guint
band_of (double er)
{
  return MIN (11, (guint) floor (er + 1e-9));
}

/* The reference set band by band: se-reference.txt and
 * se-reference-bands.txt (puzzles added so that every band of Sudoku
 * Explainer's scale has some) hold at least 20 puzzles in each band
 * below 7 and 5 in each above, so that a rule that lets the ER fall
 * below what puzzles of a band need shows there (issue 20: a direct
 * hidden pair that also cut its cells down to the pair rated puzzles
 * that need hidden pairs or locking 2.0–2.3). Every puzzle up to 9.0 is
 * rated (a few seconds): in each band below 7 at least 90% within 0.2
 * of Sudoku Explainer; below 4 (singles, the direct techniques, locking
 * and subsets, where our steps are Sudoku Explainer's) every puzzle
 * within 0.2. (The misses left, by up to 2.5, are uniqueness: Sudoku
 * Explainer's unique loops of six cells or more, 4.6+, which we do not
 * look for, and rectangles one of us finds and the other not.) */
static void
test_bands (void)
{
  g_autofree char *path = test_data_path ("se-reference-bands.txt", NULL);
  g_autofree char *old_path = reference_path ();
  g_autoptr(GPtrArray) ref = load_reference (path);
  g_autoptr(GPtrArray) old_ref = load_reference (old_path);
  guint n[12] = { 0 }, rated[12] = { 0 }, close[12] = { 0 };

  for (guint i = 0; i < old_ref->len; i++)
    g_ptr_array_add (ref, g_ptr_array_index (old_ref, i));
  g_ptr_array_set_free_func (old_ref, NULL);

  for (guint i = 0; i < ref->len; i++)
    {
      RefEntry *e = g_ptr_array_index (ref, i);
      guint b = band_of (e->er);
      SudokuSeRating r;

      n[b]++;
      if (e->er > 9.0)
        continue;
      g_assert_true (rate (e->puzzle, &r));
      rated[b]++;
      if (fabs (r.er - e->er) <= 0.2 + 1e-9)
        close[b]++;
      else
        g_test_message ("%s: ours %.1f, Sudoku Explainer %.1f", e->puzzle, r.er, e->er);
      if (b < 4)
        g_assert_cmpfloat (fabs (r.er - e->er), <=, 0.2 + 1e-9);
    }
  for (guint b = 1; b <= 11; b++)
    {
      g_test_message ("band %u%s: %u puzzles, %u rated, %u within 0.2", b, b == 11 ? "+" : "",
                      n[b], rated[b], close[b]);
      if (b < 7)
        {
          g_assert_cmpuint (n[b], >=, 20);
          g_assert_cmpuint (close[b] * 100, >=, rated[b] * 90);
        }
      else
        g_assert_cmpuint (n[b], >=, 5);
    }
}

static void
cancel_soon (GCancellable *cancellable)
{
  g_cancellable_cancel (cancellable);
}

/* A cancelled rating stops with G_IO_ERROR_CANCELLED. */
static void
test_cancel (void)
{
  g_autoptr(SudokuPuzzle) p = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  SudokuSeRating r;

  /* the first puzzle of the forum's SE ≥ 11 list */
  p = sudoku_parse_puzzle ("98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6", -1,
                           SUDOKU_VARIANT_CLASSIC, &error);
  g_assert_no_error (error);
  cancel_soon (cancellable);
  g_assert_false (sudoku_se_rate (&p->board, cancellable, &r, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static int
report (const char *path,
        guint       every)
{
  g_autoptr(GPtrArray) ref = load_reference (path);
  guint n = 0, within2 = 0, within5 = 0, exact = 0, ep2 = 0, ed2 = 0;
  double slowest = 0, total = 0, worst = 0;
  guint bn[12] = { 0 }, bexact[12] = { 0 }, bclose[12] = { 0 };
  double bworst[12] = { 0 };

  for (guint i = 0; i < ref->len; i += every)
    {
      RefEntry *e = g_ptr_array_index (ref, i);
      SudokuSeRating r;
      double t0 = cpu_seconds (), secs;

      if (!rate (e->puzzle, &r))
        {
          printf ("%s: not rated\n", e->puzzle);
          continue;
        }
      secs = cpu_seconds () - t0;
      total += secs;
      slowest = MAX (slowest, secs);
      n++;
      within2 += fabs (r.er - e->er) <= 0.2 + 1e-9;
      within5 += fabs (r.er - e->er) <= 0.5 + 1e-9;
      exact += fabs (r.er - e->er) < 0.05;
      worst = MAX (worst, fabs (r.er - e->er));
      bn[band_of (e->er)]++;
      bexact[band_of (e->er)] += fabs (r.er - e->er) < 0.05;
      bclose[band_of (e->er)] += fabs (r.er - e->er) <= 0.2 + 1e-9;
      bworst[band_of (e->er)] = MAX (bworst[band_of (e->er)], fabs (r.er - e->er));
      ep2 += fabs (r.ep - e->ep) <= 0.2 + 1e-9;
      ed2 += fabs (r.ed - e->ed) <= 0.2 + 1e-9;
      if (fabs (r.er - e->er) > 0.2 + 1e-9)
        printf ("off %s %s ours %.1f/%.1f/%.1f SE %.1f/%.1f/%.1f (%.2f s)\n", e->puzzle, e->source,
                r.er, r.ep, r.ed, e->er, e->ep, e->ed, secs);
      fflush (stdout);
    }
  printf ("se: puzzles=%u er_exact=%u (%.1f%%) er_within_0.2=%u (%.1f%%) er_within_0.5=%u (%.1f%%) "
          "er_worst=%.1f ep_within_0.2=%u ed_within_0.2=%u mean_cpu_s=%.3f slowest_cpu_s=%.2f\n",
          n, exact, 100.0 * exact / MAX (n, 1), within2, 100.0 * within2 / MAX (n, 1),
          within5, 100.0 * within5 / MAX (n, 1), worst, ep2, ed2, total / MAX (n, 1), slowest);
  for (guint b = 1; b <= 11; b++)
    if (bn[b] > 0)
      printf ("band %u%s: puzzles=%u er_exact=%u er_within_0.2=%u er_worst=%.1f\n",
              b, b == 11 ? "+" : "", bn[b], bexact[b], bclose[b], bworst[b]);
  return 0;
}

/* Every @every-th puzzle of a list: how many rate at least @floor. */
static int
sample (const char *path,
        guint       every,
        double      floor_rating)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  guint n = 0, k = 0, above = 0;
  double cpu_total = 0, slowest = 0;

  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      SudokuSeRating r;
      g_autofree char *p = NULL;
      double t0, secs;

      if (lines[i][0] == '#' || strlen (lines[i]) < 81)
        continue;
      if (k++ % every != 0)
        continue;
      p = g_strndup (lines[i], 81);
      t0 = cpu_seconds ();
      if (!rate (p, &r))
        continue;
      secs = cpu_seconds () - t0;
      cpu_total += secs;
      slowest = MAX (slowest, secs);
      n++;
      above += r.er >= floor_rating - 1e-9;
      printf ("%s %.1f %.1f %.1f (%.2f s CPU)\n", p, r.er, r.ep, r.ed, secs);
      fflush (stdout);
    }
  printf ("sample: puzzles=%u at_least_%.1f=%u mean_cpu_s=%.2f slowest_cpu_s=%.2f\n",
          n, floor_rating, above, cpu_total / MAX (n, 1), slowest);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  if (argc >= 5 && strcmp (argv[1], "--sample") == 0)
    return sample (argv[2], MAX (1, atoi (argv[3])), g_ascii_strtod (argv[4], NULL));

  if (argc >= 2 && strcmp (argv[1], "--report") == 0)
    {
      g_autofree char *path = argc >= 3 && argv[2][0] != '-' ? g_strdup (argv[2]) : reference_path ();
      guint every = 1;

      for (int i = 2; i < argc - 1; i++)
        if (strcmp (argv[i], "--every") == 0)
          every = MAX (1, atoi (argv[i + 1]));
      return report (path, every);
    }

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/se/easy-exact", test_easy_exact);
  g_test_add_func ("/se/agreement", test_agreement);
  g_test_add_func ("/se/bands", test_bands);
  g_test_add_func ("/se/cancel", test_cancel);
  g_test_add_func ("/se/hardest", test_hardest);
  return g_test_run ();
}
