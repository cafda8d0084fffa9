/* sudoku-cli-generate.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* nanpure-cli generate: new puzzles of a level. Puzzle i of a run has
 * its own seed (sudoku_generate_seed_for_index()), so any number of
 * worker threads gives the same output; the main thread prints the
 * puzzles in order as they are done, shows progress on a terminal, and
 * stops on Ctrl+C after printing what is finished. */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib-unix.h>

#include "sudoku-cli.h"
#include "sudoku-generator.h"
#include "sudoku-parse.h"

typedef struct
{
  SudokuBoard  puzzle;
  SudokuRating rating;
  double       seconds;
  double       cpu_seconds;
  gboolean     done;
} GenerateJob;

typedef struct
{
  SudokuGenerateOptions  options;
  GenerateJob           *jobs;
  guint                  n_jobs;
  guint                  next;
  guint64                candidates;
  guint64                grids;
  guint64                level_counts[8];
  gint                   live_candidates;  /* atomic: for the progress line */
  GMutex                 lock;
  GCond                  changed;
  GCancellable          *cancellable;
  gboolean               failed;
} GenerateQueue;

static void
candidate_cb (const SudokuGenerateStats *stats,
              gpointer                   user_data)
{
  GenerateQueue *queue = user_data;

  g_atomic_int_inc (&queue->live_candidates);
}

/* This thread's CPU time: on a busy machine the honest measure of one
 * core's work. */
static double
thread_cpu_seconds (void)
{
  struct timespec now;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now) != 0)
    return 0;
  return now.tv_sec + now.tv_nsec / 1e9;
}

static gpointer
generate_worker (gpointer data)
{
  GenerateQueue *queue = data;

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      SudokuGenerateOptions options;
      SudokuGenerateStats stats = { 0, };
      GenerateJob job = { 0, };
      gint64 start;
      double cpu_start;
      guint index;
      gboolean ok;

      g_mutex_lock (&queue->lock);
      index = queue->next++;
      g_mutex_unlock (&queue->lock);
      if (index >= queue->n_jobs || g_cancellable_is_cancelled (queue->cancellable))
        return NULL;

      options = queue->options;
      options.seed = sudoku_generate_seed_for_index (queue->options.seed, index);
      start = g_get_monotonic_time ();
      cpu_start = thread_cpu_seconds ();
      ok = sudoku_generate (&options, &job.puzzle, &job.rating, &stats, candidate_cb, queue,
                            queue->cancellable, &error);
      job.seconds = (g_get_monotonic_time () - start) / 1e6;
      job.cpu_seconds = thread_cpu_seconds () - cpu_start;

      g_mutex_lock (&queue->lock);
      queue->candidates += stats.candidates;
      queue->grids += stats.grids;
      for (guint l = 0; l < 8; l++)
        queue->level_counts[l] += stats.level_counts[l];
      if (ok)
        {
          job.done = TRUE;
          queue->jobs[index] = job;
        }
      else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        queue->failed = TRUE;
      g_cond_broadcast (&queue->changed);
      g_mutex_unlock (&queue->lock);
      if (!ok)
        return NULL;
    }
}

static gboolean
interrupted_cb (gpointer data)
{
  g_cancellable_cancel (G_CANCELLABLE (data));
  return G_SOURCE_CONTINUE;
}

typedef struct
{
  GMainContext *context;
  gint          stop;
} SignalThread;

/* Runs the signal source's context until told to stop. A flag and a
 * wakeup rather than a GMainLoop: a quit that comes before the loop runs
 * would be lost, a wakeup is not. */
static gpointer
signal_thread (gpointer data)
{
  SignalThread *thread = data;

  while (!g_atomic_int_get (&thread->stop))
    g_main_context_iteration (thread->context, TRUE);
  return NULL;
}

static void
print_puzzle (const GenerateQueue *queue,
              const GenerateJob   *job,
              gboolean             json)
{
  g_autofree char *line = sudoku_format_line (&job->puzzle);
  g_autoptr(GString) text = g_string_new (NULL);

  if (json)
    {
      gboolean first = TRUE;

      g_string_append_printf (text, "{\"puzzle\":\"%s\",\"variant\":\"%s\",\"symmetry\":\"%s\","
                              "\"clues\":%u,\"level\":%u,\"score\":%u,\"se\":%.1f,"
                              "\"assumptions\":%u,\"techniques\":{",
                              line, sudoku_variant_to_string (queue->options.variant),
                              sudoku_symmetry_to_string (queue->options.symmetry),
                              sudoku_board_count_givens (&job->puzzle),
                              job->rating.level, job->rating.score, job->rating.se_rating,
                              job->rating.assumptions);
      for (guint t = 0; t < SUDOKU_N_TECHNIQUES; t++)
        if (job->rating.counts[t])
          {
            g_string_append_printf (text, "%s\"%s\":%u", first ? "" : ",",
                                    sudoku_technique_get_info (t)->key, job->rating.counts[t]);
            first = FALSE;
          }
      g_string_append (text, "}}\n");
    }
  else
    g_string_append_printf (text, "%s\n", line);

  sudoku_cli_write (text->str, text->len);
  fflush (stdout);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (const double *sorted,
        guint         n)
{
  if (n == 0)
    return 0;
  return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

/* The figures the benchmark reads: one line on stderr. Times per puzzle
 * are the generating thread's CPU time (what one core spends) and the
 * wall-clock time. */
static void
print_stats (const GenerateQueue *queue,
             guint                n_done,
             double               wall)
{
  g_autofree double *times = g_new (double, MAX (n_done, 1));
  g_autofree double *cpu_times = g_new (double, MAX (n_done, 1));
  guint min_clues = G_MAXUINT, max_clues = 0;
  double total = 0;

  for (guint i = 0; i < n_done; i++)
    {
      guint clues = sudoku_board_count_givens (&queue->jobs[i].puzzle);

      times[i] = queue->jobs[i].seconds;
      cpu_times[i] = queue->jobs[i].cpu_seconds;
      total += times[i];
      min_clues = MIN (min_clues, clues);
      max_clues = MAX (max_clues, clues);
    }
  qsort (times, n_done, sizeof (double), compare_doubles);
  qsort (cpu_times, n_done, sizeof (double), compare_doubles);

  g_printerr ("stats: level=%u variant=%s symmetry=%s puzzles=%u cpu-median=%.4fs "
              "cpu-max=%.4fs median=%.4fs mean=%.4fs "
              "max=%.3fs wall=%.3fs candidates=%" G_GUINT64_FORMAT " acceptance=%.1f%% "
              "clues=%u-%u candidate-levels=above:%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT
              ",%" G_GUINT64_FORMAT ",%"
              G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT
              ",%" G_GUINT64_FORMAT "\n",
              queue->options.level, sudoku_variant_to_string (queue->options.variant),
              sudoku_symmetry_to_string (queue->options.symmetry), n_done,
              median (cpu_times, n_done), n_done ? cpu_times[n_done - 1] : 0.0,
              median (times, n_done),
              n_done ? total / n_done : 0.0, n_done ? times[n_done - 1] : 0.0, wall,
              queue->candidates,
              queue->candidates ? 100.0 * n_done / queue->candidates : 0.0,
              n_done ? min_clues : 0, n_done ? max_clues : 0,
              queue->level_counts[0], queue->level_counts[1], queue->level_counts[2],
              queue->level_counts[3],
              queue->level_counts[4], queue->level_counts[5], queue->level_counts[6],
              queue->level_counts[7]);
}

int
sudoku_cli_generate (int    argc,
                     char **argv)
{
  g_autofree char *variant_name = NULL;
  g_autofree char *symmetry_name = NULL;
  g_autofree char *format_name = NULL;
  g_autofree char *seed_text = NULL;
  int level = -1;
  int count = 1;
  int threads = 1;
  gboolean no_minimal = FALSE;
  gboolean show_stats = FALSE;
  /* The default is the engine's, the same as the app's New Puzzle. */
  g_autofree char *symmetry_help =
    g_strdup_printf (_("Pattern of the clues: none, rot180, rot90, mirror or diagonal "
                       "(default: %s)"), sudoku_symmetry_to_string (SUDOKU_SYMMETRY_DEFAULT));
  const GOptionEntry options[] = {
    { "level", 'l', 0, G_OPTION_ARG_INT, &level,
      N_("The level, 1 (easiest) to 7 (hardest); required"), N_("N") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name,
      N_("The rules: classic (default) or windoku"), N_("VARIANT") },
    { "symmetry", 's', 0, G_OPTION_ARG_STRING, &symmetry_name, symmetry_help, N_("SYMMETRY") },
    { "count", 'n', 0, G_OPTION_ARG_INT, &count,
      N_("How many puzzles (default 1)"), N_("K") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Start from this seed (0–18446744073709551615) for the same puzzles again"), N_("S") },
    { "threads", 'j', 0, G_OPTION_ARG_INT, &threads,
      N_("Generate with N threads (default 1); the output is the same"), N_("N") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_name,
      N_("line (default) or json"), N_("FORMAT") },
    { "no-minimal", 0, 0, G_OPTION_ARG_NONE, &no_minimal,
      N_("Allow clues that could go without losing uniqueness"), NULL },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &show_stats,
      N_("Print timing and acceptance figures on stderr at the end"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GCancellable) cancellable = NULL;
  g_autoptr(GMainContext) signal_context = NULL;
  SignalThread signal_data = { 0, };
  g_autoptr(GSource) signal_source = NULL;
  g_autofree GThread **workers = NULL;
  GThread *signals = NULL;
  GenerateQueue queue = { 0, };
  gboolean json = FALSE;
  gboolean progress = isatty (STDERR_FILENO);
  gboolean progress_shown = FALSE;
  gint64 start;
  guint printed = 0;
  int status = SUDOKU_CLI_EXIT_OK;

  context = sudoku_cli_context_new (
    _("— make new puzzles"),
    _("Makes new puzzles with exactly one solution and the level asked for\n"
      "(as “nanpure-cli rate” gives it)."),
    _("Output: one puzzle per line, 81 characters with “.” for an empty cell.\n"
      "JSON (one object per line): puzzle, variant, symmetry, clues, level,\n"
      "score, se, assumptions, techniques (technique → count).\n"
      "\n"
      "Puzzles are minimal unless --no-minimal is given: no clue (with a\n"
      "symmetry, no group of symmetric clues) can go without a second\n"
      "solution. The same seed and options give the same puzzles, whatever\n"
      "the number of threads. Ctrl+C stops after printing the puzzles done.\n"
      "\n"
      "Exit status: 0 when every puzzle was made, 1 when stopped early, 2 for a\n"
      "usage error."),
    options);
  if (!sudoku_cli_parse_options (context, "generate", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (argc > 1)
    return sudoku_cli_usage_error ("generate", _("unexpected argument “%s”"), argv[1]);
  if (level == -1)
    return sudoku_cli_usage_error ("generate", _("--level is required (1–7)"));
  if (level < 1 || level > 7)
    return sudoku_cli_usage_error ("generate", _("the level must be 1–7, not %d"), level);
  if (count < 1)
    return sudoku_cli_usage_error ("generate", _("the count must be at least 1, not %d"), count);
  if (threads < 1 || threads > 1024)
    return sudoku_cli_usage_error ("generate", _("the number of threads must be 1–1024, not %d"),
                                   threads);
  if (format_name != NULL && !g_str_equal (format_name, "line") &&
      !g_str_equal (format_name, "json"))
    return sudoku_cli_usage_error ("generate", _("unknown format “%s” (expected line or json)"),
                                   format_name);
  json = format_name != NULL && g_str_equal (format_name, "json");

  sudoku_generate_options_init (&queue.options);
  if (!sudoku_cli_parse_variant ("generate", variant_name, &queue.options.variant))
    return SUDOKU_CLI_EXIT_USAGE;
  queue.options.level = level;
  queue.options.minimal = !no_minimal;
  if (symmetry_name != NULL &&
      !sudoku_symmetry_from_string (symmetry_name, &queue.options.symmetry))
    return sudoku_cli_usage_error ("generate", _("unknown symmetry “%s” (expected none, "
                                                 "rot180, rot90, mirror or diagonal)"),
                                   symmetry_name);
  if (seed_text != NULL)
    {
      g_autoptr(GError) error = NULL;
      guint64 seed;

      if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, &error))
        return sudoku_cli_usage_error ("generate", _("bad seed “%s”: %s"), seed_text,
                                       error->message);
      queue.options.seed = seed;
    }
  else
    queue.options.seed = (guint64) g_get_real_time () ^ ((guint64) getpid () << 32);

  cancellable = g_cancellable_new ();
  queue.cancellable = cancellable;
  queue.n_jobs = count;
  queue.jobs = g_new0 (GenerateJob, count);
  g_mutex_init (&queue.lock);
  g_cond_init (&queue.changed);

  /* Ctrl+C cancels the work; GLib turns the signal into a source on a
   * context of our own, run by a thread of its own. */
  signal_context = g_main_context_new ();
  signal_data.context = signal_context;
  signal_source = g_unix_signal_source_new (SIGINT);
  g_source_set_callback (signal_source, interrupted_cb, cancellable, NULL);
  g_source_attach (signal_source, signal_context);
  signals = g_thread_new ("signals", signal_thread, &signal_data);

  start = g_get_monotonic_time ();
  threads = MIN (threads, count);
  workers = g_new0 (GThread *, threads);
  for (int t = 0; t < threads; t++)
    workers[t] = g_thread_new ("generate", generate_worker, &queue);

  g_mutex_lock (&queue.lock);
  for (;;)
    {
      gboolean running;

      while (printed < queue.n_jobs && queue.jobs[printed].done)
        {
          g_mutex_unlock (&queue.lock);
          if (progress_shown)
            {
              g_printerr ("\r\033[K");
              progress_shown = FALSE;
            }
          print_puzzle (&queue, &queue.jobs[printed], json);
          printed++;
          g_mutex_lock (&queue.lock);
        }
      running = printed < queue.n_jobs && !queue.failed &&
                !g_cancellable_is_cancelled (cancellable);
      if (!running)
        break;
      g_cond_wait_until (&queue.changed, &queue.lock,
                         g_get_monotonic_time () + G_TIME_SPAN_SECOND / 2);
      if (progress && g_get_monotonic_time () - start > 2 * G_TIME_SPAN_SECOND)
        {
          g_printerr ("\r\033[K");
          g_printerr (_("generate: %u of %u puzzles, %d candidates, %.0f s"),
                      printed, queue.n_jobs, g_atomic_int_get (&queue.live_candidates),
                      (g_get_monotonic_time () - start) / 1e6);
          progress_shown = TRUE;
        }
    }
  g_mutex_unlock (&queue.lock);

  for (int t = 0; t < threads; t++)
    g_thread_join (workers[t]);
  if (progress_shown)
    g_printerr ("\r\033[K");

  g_atomic_int_set (&signal_data.stop, TRUE);
  g_main_context_wakeup (signal_context);
  g_thread_join (signals);
  g_source_destroy (signal_source);

  if (!sudoku_cli_finish_output ())
    status = SUDOKU_CLI_EXIT_USAGE;
  else if (printed < queue.n_jobs)
    {
      g_printerr (_("nanpure-cli generate: stopped after %u of %u puzzles"), printed, queue.n_jobs);
      g_printerr ("\n");
      status = SUDOKU_CLI_EXIT_FAILURE;
    }
  if (show_stats)
    print_stats (&queue, printed, (g_get_monotonic_time () - start) / 1e6);

  g_cond_clear (&queue.changed);
  g_mutex_clear (&queue.lock);
  g_free (queue.jobs);
  return status;
}
