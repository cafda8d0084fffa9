/* bench-window-memory.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window animating solves for a long time, to see that its memory
 * does not grow (docs/RELIABILITY.md, issue 14): `bench-window-memory
 * [MINUTES] [SPEED] [keep-undo]` (default 30 minutes at the fast pace)
 * loads the puzzles of top1465 one after another into one window, plays
 * Solve on each until it is solved, undoes the solve and the load (so
 * that Undo's history stays as it was; with keep-undo it keeps every
 * puzzle and its solve, as a user who never undoes), and every minute
 * prints the minutes run, the solves played, the heap in use (mallinfo2:
 * the bytes malloc has handed out and not had back) and the resident
 * set. Run it under Xvfb, and under heaptrack or valgrind --tool=massif
 * for the heap over time. Figures only, never asserted. */

#include "config.h"

#include <malloc.h>
#include <stdio.h>

#include "ui-test-utils.h"

static guint minutes = 30;
static const char *speed = "fast";
static gboolean keep_undo = FALSE;

static gboolean
is_solved (gpointer data)
{
  return !is_window_busy (data) &&
         sudoku_board_is_complete (sudoku_game_get_board (window_game (data)));
}

static gboolean
is_idle_window (gpointer data)
{
  return !is_window_busy (data);
}

static long
rss_kb (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmRSS:");
  return line != NULL ? strtol (line + 6, NULL, 10) : -1;
}

static void
report (double elapsed_min,
        guint  n_solves,
        guint  n_moves)
{
  struct mallinfo2 info = mallinfo2 ();

  printf ("%6.1f min  %6u solves  %8u moves  heap in use %8.2f MB  RSS %8.2f MB\n",
          elapsed_min, n_solves, n_moves,
          (info.uordblks + info.hblkhd) / 1048576.0, rss_kb () / 1024.0);
  fflush (stdout);
}

static void
animate_solves (SudokuApplication *application)
{
  g_autofree char *path = g_build_filename (g_getenv ("NANPURE_TEST_DATA"),
                                            "puzzles3_magictour_top1465", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window;
  gint64 start, deadline, next_report;
  guint n_solves = 0, n_moves = 0, next = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (strlen (lines[i]) >= SUDOKU_N_CELLS && lines[i][0] != '#')
      g_ptr_array_add (puzzles, lines[i]);
  g_assert_cmpuint (puzzles->len, >, 0);

  g_settings_set_string (settings, "animation-speed", speed);
  window = window_with_puzzle (application, NULL);

  start = g_get_monotonic_time ();
  deadline = start + (gint64) minutes * 60 * G_USEC_PER_SEC;
  next_report = start;
  while (g_get_monotonic_time () < deadline)
    {
      const char *puzzle = puzzles->pdata[next++ % puzzles->len];
      g_assert_true (sudoku_window_load_text (window, puzzle, SUDOKU_VARIANT_CLASSIC));
      iterate_until (is_checked, window);
      iterate_until (is_idle_window, window);
      activate (window, "solve");
      iterate_until (is_solved, window);
      n_moves += g_list_model_get_n_items (sudoku_game_get_history (window_game (window)));
      n_solves++;
      if (!keep_undo)
        {
          SudokuGame *game = window_game (window);

          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
          g_assert_false (sudoku_game_can_undo (game));
          iterate_until (is_idle_window, window);
        }

      if (g_get_monotonic_time () >= next_report)
        {
          report ((g_get_monotonic_time () - start) / 60e6, n_solves, n_moves);
          next_report += 60 * G_USEC_PER_SEC;
        }
    }
  report ((g_get_monotonic_time () - start) / 60e6, n_solves, n_moves);

  g_settings_reset (settings, "animation-speed");
  destroy_window (window);
}

static void
bench_window_memory (void)
{
  run_in_application (animate_solves);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/bench/window-memory", bench_window_memory);
}

int
main (int   argc,
      char *argv[])
{
  /* Not a test: the arguments are ours, past the GTest options. */
  for (int i = 1; i < argc; i++)
    if (argv[i][0] != '-')
      {
        if (g_ascii_isdigit (argv[i][0]))
          minutes = (guint) g_ascii_strtoull (argv[i], NULL, 10);
        else if (g_str_equal (argv[i], "keep-undo"))
          keep_undo = TRUE;
        else
          speed = argv[i];
      }
  return ui_test_run (argc, argv, add_tests);
}
