/* bench-all-steps.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The list of every step (sudoku_all_steps_find(), full profile) for the
 * start position of each puzzle of a file, top1465 by default: prints the
 * median, the 90th percentile and the slowest time. A benchmark: nothing
 * is asserted. `bench-all-steps [FILE] [RUNS]` */

#include "config.h"

#include <stdio.h>
#include <time.h>

#include "sudoku-all-steps.h"
#include "sudoku-parse.h"

/* CPU time of this thread: the machine may be shared, and wall time
 * then says more about the others than about the search. */
static double
cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

typedef struct
{
  double last;
  double spent[SUDOKU_N_TECHNIQUES];
} Costs;

static void
technique_done_cb (SudokuTechnique  technique,
                   GPtrArray       *added,
                   GPtrArray       *updated,
                   guint            done,
                   guint            total,
                   gpointer         user_data)
{
  Costs *costs = user_data;
  double now = cpu_seconds ();

  costs->spent[technique] += now - costs->last;
  costs->last = now;
}

static int
compare_double (gconstpointer a,
                gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *default_path = g_build_filename (g_getenv ("NANPURE_TEST_DATA") ?: ".",
                                                    "puzzles3_magictour_top1465", NULL);
  const char *path = argc > 1 ? argv[1] : default_path;
  guint runs = argc > 2 ? (guint) g_ascii_strtoull (argv[2], NULL, 10) : 1;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GError) error = NULL;
  SudokuProfile profile;
  guint64 total_steps = 0;
  double slowest = 0;
  g_autoptr(GArray) walls = g_array_new (FALSE, FALSE, sizeof (double));
  Costs costs = { 0 };
  guint slowest_line = 0;

  if (!g_file_get_contents (path, &text, NULL, &error) ||
      !sudoku_profile_init_from_string (&profile, "full", &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      double best = G_MAXDOUBLE;
      double best_wall = G_MAXDOUBLE;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      puzzle = sudoku_parse_puzzle (lines[i], -1, SUDOKU_VARIANT_CLASSIC, NULL);
      if (puzzle == NULL)
        continue;
      sudoku_board_compute_candidates (&puzzle->board);
      /* The best of RUNS: the machine is shared. */
      for (guint r = 0; r < MAX (runs, 1); r++)
        {
          gint64 start = g_get_monotonic_time ();
          double cpu_start = costs.last = cpu_seconds ();
          g_autoptr(GPtrArray) steps = sudoku_all_steps_find (&puzzle->board, &profile, TRUE,
                                                             0, technique_done_cb, &costs,
                                                             NULL);
          double seconds = cpu_seconds () - cpu_start;

          best = MIN (best, seconds);
          best_wall = MIN (best_wall, (g_get_monotonic_time () - start) / 1e6);
          if (r == 0)
            total_steps += steps->len;
        }
      g_array_append_val (times, best);
      g_array_append_val (walls, best_wall);
      if (best > slowest)
        {
          slowest = best;
          slowest_line = i + 1;
        }
    }
  g_array_sort (times, compare_double);
  g_array_sort (walls, compare_double);
  if (times->len == 0)
    return 1;
  printf ("all-steps: %u positions, %" G_GUINT64_FORMAT " steps; CPU time: median %.3f s, "
          "90%% %.3f s, slowest %.3f s (line %u); wall time: median %.3f s, slowest %.3f s\n",
          times->len, total_steps,
          g_array_index (times, double, times->len / 2),
          g_array_index (times, double, times->len * 9 / 10),
          slowest, slowest_line,
          g_array_index (walls, double, walls->len / 2),
          g_array_index (walls, double, walls->len - 1));
  printf ("CPU time per technique, all positions and runs:\n");
  for (guint t = 0; t < SUDOKU_N_TECHNIQUES; t++)
    if (costs.spent[t] >= 0.01)
      printf ("  %-40s %8.2f s\n", sudoku_technique_get_info (t)->key, costs.spent[t]);
  return 0;
}
