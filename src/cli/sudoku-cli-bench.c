/* sudoku-cli-bench.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-cli"

#include "config.h"

#include "sudoku-cli.h"

#include "sudoku-parse.h"
#include "sudoku-path.h"

#include <glib/gi18n.h>

#include <string.h>
#include <time.h>

/* Whole passes are repeated until at least this much time has gone by. */
#define BENCH_MIN_USEC  (2 * G_USEC_PER_SEC)
#define BENCH_MAX_THREADS 1024

typedef struct
{
  /* The worker's share: every @stride-th board from @boards. */
  const SudokuBoard  *boards;
  guint               n_boards;
  guint               stride;
  SudokuCliCountFunc  count_solutions;
  SudokuSolveOptions  options;
  /* In rate and path mode, the logical solver's profile (else NULL). */
  const SudokuProfile *profile;
  /* Path mode: only the path, timed in CPU time. */
  gboolean            path_only;
  gint64              deadline;

  /* Results. @tally counts the puzzles with 0, 1 and 2 or more
   * solutions over every pass; it also keeps the compiler from dropping
   * the work. */
  guint64             n_solved;
  guint               n_passes;
  guint64             tally[3];
  /* The exact solver's guesses (branch points) over the first pass. */
  guint64             nodes;
  /* In rate mode, the milliseconds each puzzle took in the first pass
   * (in path mode, milliseconds of the thread's CPU time). */
  GArray             *times;
  /* CPU time the thread used, in seconds. */
  double              cpu_seconds;
} BenchWorker;

/* The CPU time of the calling thread, in seconds: on a busy machine it
 * says more than the wall clock. */
static double
thread_cpu_seconds (void)
{
  struct timespec now;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now) != 0)
    return 0;
  return (double) now.tv_sec + (double) now.tv_nsec * 1e-9;
}

/* Rates one board; its tally slot is 1 when logic solved it, else 0. */
static guint
rate_board (const SudokuBoard   *board,
            const SudokuProfile *profile)
{
  g_autoptr(SudokuPath) path = sudoku_path_solve (board, profile, NULL, NULL);
  SudokuRating rating;

  sudoku_rating_from_path (path, &rating);
  return rating.solved ? 1 : 0;
}

static gpointer
bench_worker_run (gpointer data)
{
  BenchWorker *worker = data;
  double cpu_start = thread_cpu_seconds ();
  /* The worker's own copies: the workers' structs sit side by side, and
   * counting into them from several threads would bounce cache lines
   * between the cores. */
  const SudokuBoard *boards = worker->boards;
  SudokuCliCountFunc count_solutions = worker->count_solutions;
  SudokuSolveOptions options = worker->options;
  guint64 tally[3] = { 0, 0, 0 };
  guint64 nodes = 0;
  guint n_passes = 0;

  do
    {
      for (guint i = 0; i < worker->n_boards; i++)
        {
          const SudokuBoard *board = &boards[(gsize) i * worker->stride];
          SudokuSolveResult result;
          gint64 start;

          if (worker->profile == NULL)
            {
              count_solutions (board, &options, &result, NULL);
              tally[MIN (result.n_solutions, 2)]++;
              if (n_passes == 0)
                nodes += result.nodes;
              continue;
            }

          if (worker->path_only)
            {
              double cpu = thread_cpu_seconds ();
              g_autoptr(SudokuPath) path = sudoku_path_solve (board, worker->profile,
                                                              NULL, NULL);

              /* Solved by logic alone: no assumption tried. */
              tally[path->result == SUDOKU_PATH_SOLVED && path->attempts == 0 ? 1 : 0]++;
              if (n_passes == 0)
                {
                  double ms = (thread_cpu_seconds () - cpu) * 1000.0;

                  g_array_append_val (worker->times, ms);
                }
              continue;
            }

          start = g_get_monotonic_time ();
          tally[rate_board (board, worker->profile)]++;
          if (n_passes == 0)
            {
              double ms = (double) (g_get_monotonic_time () - start) / 1000.0;

              g_array_append_val (worker->times, ms);
            }
        }

      n_passes++;
    }
  while (g_get_monotonic_time () < worker->deadline);

  worker->n_passes = n_passes;
  worker->n_solved = (guint64) n_passes * worker->n_boards;
  memcpy (worker->tally, tally, sizeof tally);
  worker->nodes = nodes;
  worker->cpu_seconds = thread_cpu_seconds () - cpu_start;

  return NULL;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The time per puzzle in rate and path mode, for people: mean, median,
 * 90th percentile and the slowest; in path mode also which puzzle was
 * the slowest (its number among the puzzles read). */
static void
print_rate_times (BenchWorker *workers,
                  int          n_workers,
                  gboolean     path_only)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  double total = 0, slowest = -1;
  guint slowest_index = 0;

  for (int i = 0; i < n_workers; i++)
    {
      g_array_append_vals (times, workers[i].times->data, workers[i].times->len);
      /* Worker i had puzzles i, i + n, i + 2n… */
      for (guint k = 0; k < workers[i].times->len; k++)
        if (g_array_index (workers[i].times, double, k) > slowest)
          {
            slowest = g_array_index (workers[i].times, double, k);
            slowest_index = (guint) i + k * (guint) n_workers;
          }
    }
  g_array_sort (times, compare_doubles);
  for (guint i = 0; i < times->len; i++)
    total += g_array_index (times, double, i);

  if (path_only)
    /* Translators: CPU time of the logical solver's path per puzzle, in
     * milliseconds; the last number is the slowest puzzle's place in the
     * file (its number among the puzzles read, from 1). */
    g_printerr (_("bench: path time per puzzle (CPU): mean %.3f ms, median %.3f ms, "
                  "90%% %.3f ms, slowest %.3f ms (puzzle %u)"),
                total / times->len,
                g_array_index (times, double, times->len / 2),
                g_array_index (times, double, times->len * 9 / 10),
                g_array_index (times, double, times->len - 1),
                slowest_index + 1);
  else
    /* Translators: rating times per puzzle, in milliseconds. */
    g_printerr (_("bench: rating time per puzzle: mean %.3f ms, median %.3f ms, "
                  "90%% %.3f ms, slowest %.3f ms"),
                total / times->len,
                g_array_index (times, double, times->len / 2),
                g_array_index (times, double, times->len * 9 / 10),
                g_array_index (times, double, times->len - 1));
  g_printerr ("\n");
}

/* Reads @input once, keeping the puzzles that can be solved, as plain
 * boards next to each other. */
static GArray *
load_boards (const SudokuCliInput *input,
             SudokuVariant         variant,
             guint                *n_skipped)
{
  g_autoptr(GPtrArray) entries = NULL;
  GArray *boards;

  entries = sudoku_parse_collection (input->text, (gssize) input->length, variant);
  g_ptr_array_set_free_func (entries, (GDestroyNotify) sudoku_parse_entry_free);

  boards = g_array_sized_new (FALSE, FALSE, sizeof (SudokuBoard), entries->len);
  *n_skipped = 0;
  for (guint i = 0; i < entries->len; i++)
    {
      const SudokuParseEntry *entry = g_ptr_array_index (entries, i);

      if (entry->puzzle == NULL ||
          !sudoku_board_validate (&entry->puzzle->board, NULL))
        {
          (*n_skipped)++;
          continue;
        }

      g_array_append_val (boards, entry->puzzle->board);
    }

  return boards;
}

static void
append_number (GString    *line,
               const char *name,
               const char *format,
               double      value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  /* Always a decimal point, whatever the locale: scripts read this. */
  g_string_append_printf (line, " %s=%s", name,
                          g_ascii_formatd (buffer, sizeof buffer, format, value));
}

int
sudoku_cli_bench (int    argc,
                  char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SudokuCliInput) input = NULL;
  g_autoptr(GArray) boards = NULL;
  g_autoptr(GString) line = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *variant_name = NULL;
  g_autofree char *mode = NULL;
  g_autofree char *profile_name = NULL;
  g_autofree BenchWorker *workers = NULL;
  g_autofree GThread **threads = NULL;
  SudokuVariant variant;
  SudokuCliCountFunc count_solutions;
  guint limit;
  SudokuProfile profile;
  gboolean rate = FALSE;
  gboolean path_only = FALSE;
  guint n_skipped;
  int n_threads = 1;
  guint64 n_solved = 0;
  guint64 tally[3] = { 0, 0, 0 };
  guint n_passes_min = G_MAXUINT;
  double cpu_seconds = 0;
  gint64 start, elapsed;
  double seconds;
  const GOptionEntry option_entries[] = {
    { "mode", 'm', 0, G_OPTION_ARG_STRING, &mode,
      N_("unique (default): count to 2 to prove uniqueness; first: stop at the first "
         "solution; rate: rate with the logical solver (profile full); path: the "
         "logical solver's path, timed in CPU time"),
      N_("MODE") },
    { "profile", 'p', 0, G_OPTION_ARG_STRING, &profile_name,
      N_("With --mode=path: original, standard, full (default) or a comma-separated "
         "list of techniques"), N_("PROFILE") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name,
      N_("The rules: classic (default) or windoku"), N_("VARIANT") },
    { "threads", 'j', 0, G_OPTION_ARG_INT, &n_threads,
      N_("Split the puzzles between N threads (default 1)"), N_("N") },
    { NULL }
  };

  context = sudoku_cli_context_new (
    _("FILE — measure the exact solver"),
    _("Solves every puzzle of FILE, repeating whole passes until at least\n"
      "2 seconds have gone by, and reports the throughput."),
    _("FILE is read and parsed once, outside the timed part; puzzles that\n"
      "cannot be read or break the rules are left out. With -j N the\n"
      "puzzles are split between N threads and the rate is the total over\n"
      "the wall-clock time.\n"
      "\n"
      "With --mode=rate each puzzle is rated by the logical solver (profile\n"
      "full) instead, and stderr also gives the mean, median, 90th\n"
      "percentile and slowest rating time per puzzle of the first pass.\n"
      "With --mode=path the logical solver's path (profile --profile, full\n"
      "by default) is timed in the thread's CPU time, which a busy machine\n"
      "disturbs less, and the slowest puzzle is named by its number;\n"
      "“solved by logic” counts the puzzles solved with no assumption.\n"
      "\n"
      "Lines for people go to stderr, among them\n"
      "  bench: cpu_seconds=<s> cpu_us_per_puzzle=<u>\n"
      "(the CPU time of all threads together); the last line on stdout is exactly\n"
      "  bench: puzzles=<solved> seconds=<s> puzzles_per_second=<r> us_per_puzzle=<u>\n"
      "with seconds to 3 decimals, the rate to 1 and microseconds to 3.\n"
      "\n"
      "Exit status: 0 on success, 1 when FILE holds no puzzle to solve,\n"
      "2 for a usage error or a file that cannot be read."),
    option_entries);

  if (!sudoku_cli_parse_options (context, "bench", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (!sudoku_cli_parse_variant ("bench", variant_name, &variant))
    return SUDOKU_CLI_EXIT_USAGE;

  if (mode == NULL || g_str_equal (mode, "unique"))
    limit = 2;
  else if (g_str_equal (mode, "first"))
    limit = 1;
  else if (g_str_equal (mode, "rate"))
    {
      limit = 2;
      rate = TRUE;
      sudoku_profile_init_from_string (&profile, "full", NULL);
    }
  else if (g_str_equal (mode, "path"))
    {
      limit = 2;
      rate = TRUE;
      path_only = TRUE;
      if (!sudoku_profile_init_from_string (&profile, profile_name ? profile_name : "full",
                                            &error))
        return sudoku_cli_usage_error ("bench", "%s", error->message);
    }
  else
    return sudoku_cli_usage_error ("bench",
                                   _("unknown mode “%s” (expected unique, first, rate or "
                                     "path)"),
                                   mode);
  if (profile_name != NULL && !path_only)
    return sudoku_cli_usage_error ("bench", "%s", _("--profile goes with --mode=path"));

  if (n_threads < 1 || n_threads > BENCH_MAX_THREADS)
    return sudoku_cli_usage_error ("bench",
                                   _("the number of threads must be from 1 to %d, not %d"),
                                   BENCH_MAX_THREADS, n_threads);

  if (argc != 2)
    return sudoku_cli_usage_error ("bench", "%s",
                                   argc < 2 ? _("missing FILE")
                                            : _("only one FILE, please"));

  input = sudoku_cli_read_input (argv[1], &error);
  if (input == NULL)
    {
      g_printerr (_("nanpure-cli: cannot read %s: %s"), argv[1], error->message);
      g_printerr ("\n");
      return SUDOKU_CLI_EXIT_USAGE;
    }

  boards = load_boards (input, variant, &n_skipped);
  g_clear_pointer (&input, sudoku_cli_input_free);
  if (n_skipped > 0)
    {
      g_printerr (g_dngettext (GETTEXT_PACKAGE,
                               "bench: left out %u puzzle that cannot be read or breaks the rules",
                               "bench: left out %u puzzles that cannot be read or break the rules",
                               n_skipped),
                  n_skipped);
      g_printerr ("\n");
    }
  if (boards->len == 0)
    {
      g_printerr (_("nanpure-cli: no puzzle to solve in %s"), argv[1]);
      g_printerr ("\n");
      return SUDOKU_CLI_EXIT_FAILURE;
    }

  /* Never more threads than puzzles: each one gets a share. */
  n_threads = (int) MIN ((guint) n_threads, boards->len);
  count_solutions = sudoku_cli_get_count_func (variant);
  workers = g_new0 (BenchWorker, n_threads);
  threads = g_new0 (GThread *, n_threads);

  start = g_get_monotonic_time ();
  /* Data sets are often sorted by pattern or difficulty: deal the
   * puzzles out like cards so that every thread gets a fair share. */
  for (int i = 0; i < n_threads; i++)
    {
      workers[i].boards = &g_array_index (boards, SudokuBoard, i);
      workers[i].n_boards = (boards->len - (guint) i + (guint) n_threads - 1) / (guint) n_threads;
      workers[i].stride = (guint) n_threads;
      workers[i].count_solutions = count_solutions;
      workers[i].options.limit = limit;
      workers[i].profile = rate ? &profile : NULL;
      workers[i].path_only = path_only;
      workers[i].times = g_array_new (FALSE, FALSE, sizeof (double));
      workers[i].deadline = start + BENCH_MIN_USEC;
    }

  if (n_threads == 1)
    bench_worker_run (&workers[0]);
  else
    {
      for (int i = 0; i < n_threads; i++)
        threads[i] = g_thread_new ("bench", bench_worker_run, &workers[i]);
      for (int i = 0; i < n_threads; i++)
        g_thread_join (threads[i]);
    }
  elapsed = g_get_monotonic_time () - start;

  for (int i = 0; i < n_threads; i++)
    {
      n_solved += workers[i].n_solved;
      n_passes_min = MIN (n_passes_min, workers[i].n_passes);
      cpu_seconds += workers[i].cpu_seconds;
      /* Every pass of a worker gives the same results, so this is the
       * tally of one pass over all the puzzles. */
      for (guint k = 0; k < 3; k++)
        tally[k] += workers[i].tally[k] / workers[i].n_passes;
    }

  seconds = (double) MAX (elapsed, 1) / G_USEC_PER_SEC;

  /* Translators: a summary for people; the arguments are the file, the
   * number of puzzles, the variant, the number of threads and the
   * smallest number of passes a thread made. */
  g_printerr (_("bench: %s: %u puzzles, %s, threads %d, passes ≥ %u"),
              argv[1], boards->len, sudoku_variant_to_string (variant),
              n_threads, n_passes_min);
  g_printerr ("; ");
  if (rate)
    /* Translators: what "rate" mode found. */
    g_printerr (_("mode rate: %u solved by logic, %u not"),
                (guint) tally[1], (guint) tally[0]);
  else if (limit == 1)
    /* Translators: what "first" mode found: a solution, or none. */
    g_printerr (_("mode first: %u solved, %u with no solution"),
                (guint) (tally[1] + tally[2]), (guint) tally[0]);
  else
    /* Translators: what "unique" mode found. */
    g_printerr (_("mode unique: %u unique, %u with several solutions, %u with none"),
                (guint) tally[1], (guint) tally[2], (guint) tally[0]);
  g_printerr ("\n");
  /* The CPU time of every thread together, for scripts: not translated,
   * always a decimal point. */
  line = g_string_new ("bench:");
  append_number (line, "cpu_seconds", "%.3f", cpu_seconds);
  append_number (line, "cpu_us_per_puzzle", "%.3f", cpu_seconds * 1e6 / (double) n_solved);
  g_printerr ("%s\n", line->str);
  g_string_free (line, TRUE);
  if (!rate)
    {
      guint64 nodes = 0;

      /* The size of the search tree, to set beside other solvers'. */
      for (int i = 0; i < n_threads; i++)
        nodes += workers[i].nodes;
      line = g_string_new ("bench:");
      append_number (line, "guesses_per_puzzle", "%.2f",
                     (double) nodes / (double) MAX (boards->len, 1));
      g_printerr ("%s\n", line->str);
      g_string_free (line, TRUE);
    }
  if (rate)
    print_rate_times (workers, n_threads, path_only);
  for (int i = 0; i < n_threads; i++)
    g_array_unref (workers[i].times);

  line = g_string_new ("bench:");
  g_string_append_printf (line, " puzzles=%" G_GUINT64_FORMAT, n_solved);
  append_number (line, "seconds", "%.3f", seconds);
  append_number (line, "puzzles_per_second", "%.1f", (double) n_solved / seconds);
  append_number (line, "us_per_puzzle", "%.3f",
                 (double) MAX (elapsed, 1) / (double) n_solved);
  g_string_append_c (line, '\n');
  sudoku_cli_write (line->str, line->len);

  return sudoku_cli_finish_output () ? SUDOKU_CLI_EXIT_OK : SUDOKU_CLI_EXIT_FAILURE;
}
