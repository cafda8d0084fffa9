/* test-library-schema.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The puzzle library (SPEC.md F6), its schema: a fresh one and the
 * sample puzzles it starts with, and the migrations from older ones.
 * Every test works in its own temporary folder. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "sudoku-library.h"
#include "sudoku-path.h"
#include "sudoku-solver.h"

#include "library-test-utils.h"

/* Schema */

static void
test_fresh_schema (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "deeper", "library.db", NULL);
  g_autofree char *journal = NULL;
  g_autoptr(SudokuLibrary) library = NULL;

  /* The folder is created too. */
  library = open_library (path);
  g_assert_true (sudoku_library_get_created (library));
  g_assert_null (sudoku_library_get_broken_path (library));
  g_assert_cmpstr (sudoku_library_get_path (library), ==, path);

  g_assert_cmpint (raw_int (path, "PRAGMA user_version"), ==, SUDOKU_LIBRARY_SCHEMA_VERSION);
  g_assert_cmpint (raw_int (path, "PRAGMA application_id"), ==, 0x4e414e50);
  journal = raw_text (path, "PRAGMA journal_mode");
  g_assert_cmpstr (journal, ==, "wal");
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM pragma_table_info ('puzzles')"), ==, 17);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM pragma_table_info ('solves')"), ==, 8);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM pragma_table_info ('progress')"), ==, 4);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM sqlite_schema WHERE type = 'index' "
                                  "AND name LIKE 'puzzles_by_%'"), ==, 3);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM pragma_foreign_key_list ('solves')"),
                   ==, 1);

  /* Every sample puzzle is in Sample: the levels are the user's
   * (issue 20, item 18). */
  for (guint level = 1; level <= 7; level++)
    g_assert_cmpuint (count_group (library, level), ==, 0);
  g_assert_cmpuint (count_group (library, SUDOKU_LIBRARY_SAMPLE), ==, N_SAMPLES);
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);

  /* Opened again: not new, not seeded twice. */
  g_clear_object (&library);
  library = open_library (path);
  g_assert_false (sudoku_library_get_created (library));
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_sample_puzzles (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  const char *seeds[][2] = { { INKALA_2010, "classic" }, { INKALA_2012, "classic" },
                             { SX3, "windoku" } };
  SudokuProfile profile;

  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  puzzles = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, N_SAMPLES);

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SudokuLibraryPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      g_autoptr(SudokuPath) solving = NULL;
      SudokuSolveResult exact;
      SudokuRating rating;
      SudokuBoard board;

      g_assert_true (sudoku_library_puzzle_to_board (puzzle, &board));
      g_assert_true (sudoku_board_validate (&board, NULL));
      if (puzzle->variant == SUDOKU_VARIANT_CLASSIC)
        sudoku_solver_count (&board, NULL, &exact, NULL);
      else
        sudoku_solver_count_generic (&board, NULL, &exact, NULL);
      g_assert_cmpuint (exact.n_solutions, ==, 1);
      g_assert_cmpstr (puzzle->source, !=, "");

      /* Rated by our own rating: each sample puzzle is still at its
       * level (data/sample-puzzles.txt says how to pick them again). */
      solving = sudoku_path_solve (&board, &profile, NULL, NULL);
      sudoku_rating_from_path (solving, &rating);
      g_assert_cmpuint (rating.level, ==, puzzle->computed_level);
      /* Seven of each level, easiest first, numbered in Sample. */
      g_assert_cmpuint (puzzle->level, ==, SUDOKU_LIBRARY_SAMPLE);
      g_assert_cmpuint (puzzle->number, ==, i + 1);
      if (i < 7 * 7)
        g_assert_cmpuint (puzzle->computed_level, ==, i / 7 + 1);
      /* Described in words a reader knows, which the app translates. */
      g_assert_true (sudoku_library_translate_sample_text (puzzle->source) !=
                     puzzle->source);
      if (puzzle->title[0] != '\0' && g_strcmp0 (puzzle->title, "SX3") != 0)
        g_assert_true (sudoku_library_translate_sample_text (puzzle->title) !=
                       puzzle->title);
    }

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      SudokuVariant variant;
      g_autoptr(SudokuLibraryPuzzle) seed = NULL;

      g_assert_true (sudoku_variant_from_string (seeds[i][1], &variant));
      seed = sudoku_library_find_duplicate (library, variant, seeds[i][0], &error);
      g_assert_no_error (error);
      g_assert_nonnull (seed);
      g_assert_cmpuint (seed->level, ==, SUDOKU_LIBRARY_SAMPLE);
    }

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* The sample puzzles keep out of the user's levels (issue 20, item 18):
 * every one is in Sample, so the first puzzle saved in Level 5 is No. 1
 * there, as in the book. */
static void
test_samples_apart (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(SudokuLibraryPuzzle) saved = NULL;
  g_autoptr(SudokuLibraryPuzzle) second = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;

  memcpy (puzzle->givens, EASY, 81);
  puzzle->level = 5;
  id = sudoku_library_add (library, puzzle, &error);
  g_assert_no_error (error);
  saved = sudoku_library_get (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->level, ==, 5);
  g_assert_cmpuint (saved->number, ==, 1);

  /* A sample moved into a level is the user's from then on: it takes
   * the level's next number. */
  second = dup_first_of (library, SUDOKU_LIBRARY_SAMPLE);
  g_assert_true (sudoku_library_move (library, second->id, 5, &error));
  g_assert_no_error (error);
  g_clear_pointer (&second, sudoku_library_puzzle_free);
  second = dup_first_of (library, 5);
  g_assert_cmpint (second->id, ==, id);
  g_assert_cmpuint (count_group (library, 5), ==, 2);

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* Schema 4: a library that schema 3 seeded, with the user's own puzzles
 * beside the samples, is migrated without losing anything (issue 20,
 * item 18). The samples as they were seeded go to Sample after its
 * puzzles, with their saved game and solves; a sample the user edited
 * stays where the user put it; the user's puzzles keep their numbers;
 * every seeded source becomes the text the app translates. */
static void
test_migrate_v3 (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GPtrArray) sample = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *progress = NULL;
  guint format = 0;
  struct {
    gint64      id;
    guint       level;
    guint       number;
    const char *source;
    const char *title;
  } expected[] = {
    /* Seeded in Level 5, untouched: to Sample, after Nos. 1–2. */
    { 1, SUDOKU_LIBRARY_SAMPLE, 3, "Sample puzzle from the QQWing generator", "" },
    { 2, SUDOKU_LIBRARY_SAMPLE, 4, "Sample puzzle from the QQWing generator", "" },
    /* The user's own, No. 8 of Level 5: as it was. */
    { 3, 5, 8, "Daiso vol. 2", "mine" },
    /* Seeded, then edited by the user: stays, with the new source. */
    { 4, 3, 1, "Sample puzzle from the QQWing generator", "edited" },
    /* Seeded in Level 7, untouched: to Sample. */
    { 5, SUDOKU_LIBRARY_SAMPLE, 5, "Sample puzzle from the top1465 collection", "" },
    /* The seeds, in Sample already. */
    { 6, SUDOKU_LIBRARY_SAMPLE, 1, "Arto Inkala’s 2010 puzzle", "“World’s hardest sudoku” (2010)" },
    { 7, SUDOKU_LIBRARY_SAMPLE, 2, "The Herald Asahi’s “shadow” sudoku", "SX3" },
  };

  /* A library as schema 3 left it: made by this code, then given the
   * old layout and sources by hand. */
  library = open_library (path);
  g_clear_object (&library);
  raw_exec (path,
            "DELETE FROM puzzles;"
            "INSERT INTO puzzles (id, variant, givens, level, number, source, title,"
            "                     created, modified, canonical_key) VALUES"
            " (1, 'classic', '......1...8.9.7.6474.1...3..134.....6.......7...21..8.....3..988.......64.....7..',"
            "  5, 1, 'qqwing_any_10k line 136', '', 1700000000, 1700000000, 'k1'),"
            " (2, 'classic', '8....3..5.4..15...2.5...47..9718...........91...2.......8..4...5...9..........92.',"
            "  5, 2, 'qqwing_any_10k line 241', '', 1700000000, 1700000000, 'k2'),"
            " (3, 'classic', '" EASY "', 5, 8, 'Daiso vol. 2', 'mine', 1700000500, 1700000500, 'k3'),"
            " (4, 'classic', '.....6.516..7.2....39.8......1.9573.....1..292....3..5...1........35..9...7....4.',"
            "  3, 1, 'qqwing_any_10k line 157', 'edited', 1700000000, 1700000900, 'k4'),"
            " (5, 'classic', '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',"
            "  7, 1, 'puzzles3_magictour_top1465 line 3', '', 1700000000, 1700000000, 'k5'),"
            " (6, 'classic', '" INKALA_2010 "', 0, 1, 'Arto Inkala, 2010',"
            "  '“World’s hardest sudoku” (2010)', 1700000000, 1700000000, 'k6'),"
            " (7, 'windoku', '" SX3 "', 0, 2, 'Herald Asahi shadow sudoku (seed 002)', 'SX3',"
            "  1700000000, 1700000000, 'k7');"
            "INSERT INTO progress (puzzle_id, format, data, modified) VALUES (2, 1, 'a game', 1);"
            "INSERT INTO solves (puzzle_id, date, result) VALUES (2, 1700000100, 'solved');"
            "PRAGMA user_version = 3;");

  library = open_library (path);
  g_assert_false (sudoku_library_get_created (library));
  g_assert_cmpint (raw_int (path, "PRAGMA user_version"), ==, SUDOKU_LIBRARY_SCHEMA_VERSION);
  g_assert_cmpuint (count_all (library), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_get (library, expected[i].id, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (puzzle->level, ==, expected[i].level);
      g_assert_cmpuint (puzzle->number, ==, expected[i].number);
      g_assert_cmpstr (puzzle->source, ==, expected[i].source);
      g_assert_cmpstr (puzzle->title, ==, expected[i].title);
    }

  /* The saved game and the solve went with their puzzle. */
  progress = sudoku_library_dup_progress (library, 2, &format, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (progress, ==, "a game");
  {
    g_autoptr(GPtrArray) solves = sudoku_library_list_solves (library, 2, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (solves->len, ==, 1);
  }

  /* Level 5's next puzzle follows the user's No. 8. */
  {
    g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
    g_autoptr(SudokuLibraryPuzzle) read = NULL;
    gint64 id;

    memcpy (puzzle->givens, INKALA_2012, 81);
    puzzle->level = 5;
    id = sudoku_library_add (library, puzzle, &error);
    g_assert_no_error (error);
    read = sudoku_library_get (library, id, &error);
    g_assert_cmpuint (read->number, ==, 9);
  }

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* The samples' sources and titles are stored in English and shown in the
 * user's language; a user's own text is shown as it is. The catalogue is
 * the build's (po/ja). */
static void
test_sample_texts_translated (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *locale_dir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
      g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();

      g_setenv ("LANGUAGE", "ja", TRUE);
      g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
      bindtextdomain (GETTEXT_PACKAGE, locale_dir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

      puzzle->source = g_strdup ("Arto Inkala’s 2010 puzzle");
      puzzle->title = g_strdup ("“World’s hardest sudoku” (2010)");
      g_assert_cmpstr (sudoku_library_puzzle_get_display_source (puzzle), ==,
                       "アルト・インカラの 2010 年の問題");
      g_assert_cmpstr (sudoku_library_puzzle_get_display_title (puzzle), ==,
                       "「世界一難しいナンプレ」（2010）");
      g_free (puzzle->source);
      puzzle->source = g_strdup ("Sample puzzle from the QQWing generator");
      g_assert_cmpstr (sudoku_library_puzzle_get_display_source (puzzle), ==,
                       "QQWing ジェネレーターで作ったサンプル問題");
      /* A user's text that happens to be a message of the app is not
       * translated. */
      g_free (puzzle->source);
      puzzle->source = g_strdup ("Solved");
      g_assert_cmpstr (sudoku_library_puzzle_get_display_source (puzzle), ==, "Solved");
      /* The stored text is not changed. */
      g_assert_cmpstr (puzzle->title, ==, "“World’s hardest sudoku” (2010)");
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_migrate_v1 (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autofree char *fixture = g_build_filename (g_getenv ("NANPURE_TEST_DATA"), "library-v1.sql",
                                               NULL);
  g_autofree char *sql = NULL;
  g_autofree char *progress = NULL;
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuLibraryPuzzle) first = NULL;
  g_autoptr(SudokuLibraryPuzzle) shadow = NULL;
  g_autoptr(SudokuLibraryPuzzle) again = NULL;
  g_autoptr(SudokuLibraryPuzzle) duplicate = NULL;
  g_autoptr(SudokuLibraryPuzzle) copy = NULL;
  g_autoptr(GPtrArray) solves = NULL;
  g_autoptr(GError) error = NULL;
  guint format = 0;

  g_assert_true (g_file_get_contents (fixture, &sql, NULL, &error));
  g_assert_no_error (error);
  raw_exec (path, sql);
  g_assert_cmpint (raw_int (path, "PRAGMA user_version"), ==, 1);

  library = open_library (path);
  g_assert_false (sudoku_library_get_created (library));
  g_assert_cmpint (raw_int (path, "PRAGMA user_version"), ==, SUDOKU_LIBRARY_SCHEMA_VERSION);
  /* Not seeded: it was not new. */
  g_assert_cmpuint (count_all (library), ==, 3);
  g_assert_cmpuint (count_group (library, 7), ==, 1);
  g_assert_cmpuint (count_group (library, 2), ==, 1);
  g_assert_cmpuint (count_group (library, SUDOKU_LIBRARY_SAMPLE), ==, 1);

  /* Every field of version 1 is kept; the new ones have their defaults. */
  first = sudoku_library_get (library, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (first->variant, ==, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpstr (first->givens, ==, INKALA_2012);
  g_assert_cmpstr (first->canonical_key, ==, "classic:" INKALA_2012);
  g_assert_cmpuint (first->level, ==, 7);
  g_assert_cmpuint (first->number, ==, 3);
  g_assert_cmpstr (first->source, ==, "Daiso vol. 2");
  g_assert_cmpstr (first->title, ==, "Inkala 2012");
  g_assert_cmpstr (first->notes, ==, "The “hardest”.\nTwo lines.");
  g_assert_cmpint (first->created, ==, 1700000000);
  g_assert_cmpint (first->modified, ==, 1700000100);
  g_assert_cmpuint (first->computed_level, ==, 0);
  g_assert_cmpuint (first->score, ==, 0);
  g_assert_true (first->solved);
  g_assert_false (first->has_progress);

  shadow = sudoku_library_get (library, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (shadow->variant, ==, SUDOKU_VARIANT_WINDOKU);
  g_assert_cmpstr (shadow->canonical_key, ==, "windoku:" SX3);
  g_assert_false (shadow->solved);
  g_assert_true (shadow->has_progress);
  progress = sudoku_library_dup_progress (library, 2, &format, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (progress, ==, "a saved game");
  g_assert_cmpuint (format, ==, 1);

  /* The third, written with 0s, is the first one again: the migration
   * gave both the same key. */
  again = sudoku_library_get (library, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again->givens, ==, INKALA_2012);
  g_assert_cmpstr (again->canonical_key, ==, first->canonical_key);

  solves = sudoku_library_list_solves (library, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (solves->len, ==, 1);
  g_assert_cmpstr (((SudokuLibrarySolve *) g_ptr_array_index (solves, 0))->result, ==, "solved");
  g_assert_cmpint (((SudokuLibrarySolve *) g_ptr_array_index (solves, 0))->duration_ms, ==, 1234);

  /* Duplicate detection works on migrated puzzles. */
  duplicate = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, INKALA_2012, &error);
  g_assert_no_error (error);
  g_assert_cmpint (duplicate->id, ==, 1);
  copy = sudoku_library_puzzle_new ();
  memcpy (copy->givens, INKALA_2012, 81);
  g_assert_cmpint (sudoku_library_add (library, copy, &error), ==, 0);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_newer_and_foreign (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *newer = g_build_filename (folder, "newer.db", NULL);
  g_autofree char *foreign = g_build_filename (folder, "foreign.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;

  library = open_library (newer);
  g_clear_object (&library);
  raw_exec (newer, "PRAGMA user_version = 99");
  library = sudoku_library_new_for_path (newer, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NEWER);
  g_assert_nonnull (strstr (error->message, newer));
  /* Left alone: still version 99, with its puzzles. */
  g_assert_cmpint (raw_int (newer, "PRAGMA user_version"), ==, 99);
  g_assert_cmpint (raw_int (newer, "SELECT count(*) FROM puzzles"), ==, N_SAMPLES);
  g_clear_error (&error);

  raw_exec (foreign, "CREATE TABLE accounts (name TEXT); INSERT INTO accounts VALUES ('x')");
  library = sudoku_library_new_for_path (foreign, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
  g_assert_cmpint (raw_int (foreign, "SELECT count(*) FROM accounts"), ==, 1);
  g_assert_cmpint (raw_int (foreign, "SELECT count(*) FROM sqlite_schema"), ==, 1);

  test_remove_tree (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/library/fresh-schema", test_fresh_schema);
  g_test_add_func ("/nanpure/library/sample-puzzles", test_sample_puzzles);
  g_test_add_func ("/nanpure/library/samples-apart", test_samples_apart);
  g_test_add_func ("/nanpure/library/sample-texts-translated", test_sample_texts_translated);
  g_test_add_func ("/nanpure/library/migrate-v1", test_migrate_v1);
  g_test_add_func ("/nanpure/library/migrate-v3", test_migrate_v3);
  g_test_add_func ("/nanpure/library/newer-and-foreign", test_newer_and_foreign);

  return g_test_run ();
}
