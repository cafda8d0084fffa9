/* test-utils.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "test-utils.h"

#include "sudoku-parse.h"
#include "sudoku-solver.h"

#include <glib/gstdio.h>
#include <string.h>

/* A board read from @text, which must be a valid puzzle. */
SudokuBoard
test_board_from (const char    *text,
                 SudokuVariant  variant)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;

  puzzle = sudoku_parse_puzzle (text, -1, variant, &error);
  g_assert_no_error (error);
  g_assert_nonnull (puzzle);
  return puzzle->board;
}

/* The one solution of the classic puzzle @text, 81 digits. */
void
test_solution_of (const char *text,
                  guint8     *solution)
{
  SudokuBoard board = test_board_from (text, SUDOKU_VARIANT_CLASSIC);
  SudokuSolveResult exact;

  sudoku_solver_count (&board, NULL, &exact, NULL);
  g_assert_cmpuint (exact.n_solutions, ==, 1);
  memcpy (solution, exact.solution, SUDOKU_N_CELLS);
}

/* A new temporary folder, for test_remove_tree() at the end. */
char *
test_make_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("nanpure-test-XXXXXX", &error);

  g_assert_no_error (error);
  return folder;
}

void
test_remove_tree (const char *path)
{
  GDir *dir;
  const char *name;

  g_chmod (path, 0700);
  dir = g_dir_open (path, 0, NULL);
  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          if (g_file_test (child, G_FILE_TEST_IS_DIR) &&
              !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
            test_remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the default main context until @condition holds. It never fails
 * on time (a correct program on a loaded machine, the sanitizer build
 * under build-aux/stress-tests, may be many times slower; the meson
 * test's timeout is the last guard): after @seconds, and again as
 * often, it says on stderr that it still waits. */
void
test_iterate_until (TestCondition condition,
                    gpointer      data,
                    guint         seconds)
{
  gint64 start = g_get_monotonic_time ();
  gint64 interval = (gint64) MAX (seconds, 1) * G_USEC_PER_SEC;
  gint64 note = start + interval;
  guint wake = g_timeout_add (20, wake_cb, NULL);

  while (!condition (data))
    {
      g_main_context_iteration (NULL, TRUE);
      if (g_get_monotonic_time () >= note)
        {
          g_printerr ("# %s: still waiting after %" G_GINT64_FORMAT " s\n", g_test_get_path (),
                      (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
          note += interval;
        }
    }
  g_source_remove (wake);
}
