/* test-data.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Whole data sets through the parser and the exact solver; the files and
 * their sources are listed in tests/data/SOURCES.md. */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "sudoku-parse.h"
#include "sudoku-solver.h"
#include "test-utils.h"

/* Reads a data file, inflating it when its name ends in .gz. */
static GBytes *
load_data (const char *name)
{
  g_autofree char *path = test_data_path (name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GOutputStream) memory = NULL;
  g_autoptr(GError) error = NULL;

  stream = G_INPUT_STREAM (g_file_read (file, NULL, &error));
  g_assert_no_error (error);

  if (g_str_has_suffix (name, ".gz"))
    {
      g_autoptr(GConverter) inflater =
        G_CONVERTER (g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP));
      GInputStream *converted = g_converter_input_stream_new (stream, inflater);

      g_object_unref (stream);
      stream = converted;
    }

  memory = g_memory_output_stream_new_resizable ();
  g_output_stream_splice (memory, stream,
                          G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE |
                          G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                          NULL, &error);
  g_assert_no_error (error);

  return g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (memory));
}

static GPtrArray *
parse_data (const char    *name,
            SudokuVariant  variant)
{
  g_autoptr(GBytes) bytes = load_data (name);
  gsize size = 0;
  const char *text = g_bytes_get_data (bytes, &size);
  GPtrArray *entries = sudoku_parse_collection (text, size, variant);

  for (guint i = 0; i < entries->len; i++)
    {
      SudokuParseEntry *entry = g_ptr_array_index (entries, i);

      g_assert_no_error (entry->error);
      g_assert_nonnull (entry->puzzle);
    }

  return entries;
}

/* Checks that @values is a complete grid obeying the rules of @puzzle's
 * variant and keeping every given of @puzzle. */
static void
assert_solves (const SudokuBoard *puzzle,
               const guint8      *values)
{
  SudokuBoard solved = *puzzle;
  g_autoptr(GError) error = NULL;

  memcpy (solved.values, values, SUDOKU_N_CELLS);
  sudoku_board_check_solution (&solved, &error);
  g_assert_no_error (error);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (puzzle->values[cell])
      g_assert_cmpuint (values[cell], ==, puzzle->values[cell]);
}

static void
test_seed_puzzles (void)
{
  static const struct {
    const char   *text;
    SudokuVariant variant;
    guint         n_solutions;
    const char   *solution;
  } seeds[] = {
    /* Inkala 2010, as a bordered grid to go through the grid parser. */
    { "+-------+-------+-------+\n"
      "| . . 5 | 3 . . | . . . |\n"
      "| 8 . . | . . . | . 2 . |\n"
      "| . 7 . | . 1 . | 5 . . |\n"
      "+-------+-------+-------+\n"
      "| 4 . . | . . 5 | 3 . . |\n"
      "| . 1 . | . 7 . | . . 6 |\n"
      "| . . 3 | 2 . . | . 8 . |\n"
      "+-------+-------+-------+\n"
      "| . 6 . | 5 . . | . . 9 |\n"
      "| . . 4 | . . . | . 3 . |\n"
      "| . . . | . . 9 | 7 . . |\n"
      "+-------+-------+-------+\n",
      SUDOKU_VARIANT_CLASSIC, 1,
      "145327698839654127672918543496185372218473956753296481367542819984761235521839764" },
    /* Inkala 2012. */
    { "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
      SUDOKU_VARIANT_CLASSIC, 1,
      "812753649943682175675491283154237896369845721287169534521974368438526917796318452" },
    /* SX3, seed 002's shadow sudoku, as the J seed's zero-filled line. */
    { "000000000006001000000590400300800050080010070000000920400000100090407032500000800",
      SUDOKU_VARIANT_WINDOKU, 1,
      "954786213836241795271593486349872651682915374715634928427358169198467532563129847" },
    { "000000000006001000000590400300800050080010070000000920400000100090407032500000800",
      SUDOKU_VARIANT_CLASSIC, 2, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      g_autoptr(GError) error = NULL;
      SudokuSolveResult result;

      puzzle = sudoku_parse_puzzle (seeds[i].text, -1, seeds[i].variant, &error);
      g_assert_no_error (error);
      g_assert_true (sudoku_board_validate (&puzzle->board, NULL));

      sudoku_solver_count (&puzzle->board, NULL, &result, NULL);
      g_assert_cmpuint (result.n_solutions, ==, seeds[i].n_solutions);
      assert_solves (&puzzle->board, result.solution);
      if (seeds[i].solution)
        {
          for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
            g_assert_cmpuint (result.solution[cell], ==, seeds[i].solution[cell] - '0');
        }
      else
        {
          assert_solves (&puzzle->board, result.second);
          g_assert_true (memcmp (result.solution, result.second, SUDOKU_N_CELLS) != 0);
        }
    }
}

static void
test_windoku_puzzles (void)
{
  g_autoptr(GBytes) bytes = load_data ("windoku-puzzles.txt");
  g_auto(GStrv) lines = g_strsplit (g_bytes_get_data (bytes, NULL), "\n", -1);
  guint n_puzzles = 0;

  /* Each line: <id> <givens> <windoku solution> # plain=unique|multi; … */
  for (guint i = 0; lines[i]; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      g_autoptr(GError) error = NULL;
      SudokuSolveResult result;
      SudokuBoard classic;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;

      fields = g_strsplit_set (lines[i], " ", 4);
      g_assert_cmpuint (g_strv_length (fields), ==, 4);

      puzzle = sudoku_parse_puzzle (fields[1], -1, SUDOKU_VARIANT_WINDOKU, &error);
      g_assert_no_error (error);

      sudoku_solver_count (&puzzle->board, NULL, &result, NULL);
      g_assert_cmpuint (result.n_solutions, ==, 1);
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        g_assert_cmpuint (result.solution[cell], ==, fields[2][cell] - '0');
      assert_solves (&puzzle->board, result.solution);

      /* As a classic sudoku the windows are lost: "plain=multi" puzzles
       * must then have several solutions. */
      classic = puzzle->board;
      classic.variant = SUDOKU_VARIANT_CLASSIC;
      sudoku_solver_count (&classic, NULL, &result, NULL);
      g_assert_cmpuint (result.n_solutions, ==,
                        strstr (fields[3], "plain=multi") ? 2 : 1);
      n_puzzles++;
    }

  g_assert_cmpuint (n_puzzles, ==, 7);
}

static void
test_17_clue (void)
{
  g_autoptr(GPtrArray) entries = parse_data ("puzzles2_17_clue.gz", SUDOKU_VARIANT_CLASSIC);

  g_assert_cmpuint (entries->len, ==, 49158);

  for (guint i = 0; i < entries->len; i++)
    {
      SudokuParseEntry *entry = g_ptr_array_index (entries, i);
      const SudokuBoard *board = &entry->puzzle->board;
      SudokuSolveResult result;

      g_assert_cmpuint (sudoku_board_count_givens (board), ==, 17);
      sudoku_solver_count (board, NULL, &result, NULL);
      g_assert_cmpuint (result.n_solutions, ==, 1);
      assert_solves (board, result.solution);

      /* Every hundredth goes through the generic solver as well. */
      if (i % 100 == 0)
        {
          SudokuSolveResult generic;

          sudoku_solver_count_generic (board, NULL, &generic, NULL);
          g_assert_cmpuint (generic.n_solutions, ==, 1);
          g_assert_cmpmem (generic.solution, SUDOKU_N_CELLS, result.solution, SUDOKU_N_CELLS);
        }
    }
}

static void
test_serg_benchmark (void)
{
  g_autoptr(GPtrArray) entries = parse_data ("puzzles7_serg_benchmark.gz", SUDOKU_VARIANT_CLASSIC);

  g_assert_cmpuint (entries->len, ==, 10000);

  for (guint i = 0; i < entries->len; i++)
    {
      SudokuParseEntry *entry = g_ptr_array_index (entries, i);
      const SudokuBoard *board = &entry->puzzle->board;
      SudokuSolveResult result;

      sudoku_solver_count (board, NULL, &result, NULL);
      g_assert_cmpuint (result.n_solutions, ==, 2);
      assert_solves (board, result.solution);
      assert_solves (board, result.second);
      g_assert_true (memcmp (result.solution, result.second, SUDOKU_N_CELLS) != 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/data/seed-puzzles", test_seed_puzzles);
  g_test_add_func ("/nanpure/data/windoku-puzzles", test_windoku_puzzles);
  g_test_add_func ("/nanpure/data/17-clue", test_17_clue);
  g_test_add_func ("/nanpure/data/serg-benchmark", test_serg_benchmark);

  return g_test_run ();
}
