/* test-library.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The puzzle library (SPEC.md F6), its storage: a fresh schema and a
 * migrated one, every field round-tripping, duplicates, the trash,
 * a damaged file, a read-only location, and two processes on one
 * library. Imports and exports are in test-library-import.c. Every test
 * works in its own temporary folder. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <unistd.h>

#include "sudoku-library.h"
#include "sudoku-library-async.h"
#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-solver.h"

#include "library-test-utils.h"

static const char *test_program;

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

static SudokuLibraryPuzzle *dup_first_of (SudokuLibrary *library,
                                          int            level);

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

/* Puzzles, solves, progress */

static void
changed_cb (SudokuLibrary *library,
            guint         *n_changed)
{
  (*n_changed)++;
}

static void
test_round_trip (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(SudokuLibraryPuzzle) read = NULL;
  g_autoptr(SudokuLibraryPuzzle) moved = NULL;
  g_autoptr(SudokuLibrarySolve) solve = sudoku_library_solve_new ();
  g_autoptr(SudokuLibrarySolve) solve_read = NULL;
  g_autoptr(GPtrArray) solves = NULL;
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *progress = NULL;
  guint n_changed = 0;
  guint format = 0;
  gint64 solve_id;
  SudokuBoard board;

  file_samples_in_levels (library);
  /* SX3 is a sample puzzle: make room for it. */
  g_assert_true (sudoku_library_delete (library, 52, &error));
  g_assert_no_error (error);
  g_signal_connect (library, "changed", G_CALLBACK (changed_cb), &n_changed);

  puzzle->variant = SUDOKU_VARIANT_WINDOKU;
  memcpy (puzzle->givens, SX3, 81);
  puzzle->level = 4;
  puzzle->computed_level = 5;
  puzzle->score = 1234;
  puzzle->se = 6.6;
  puzzle->number = 12;
  puzzle->source = g_strdup ("ナンプレ vol. 3");
  puzzle->title = g_strdup ("Shadow\tpuzzle");
  puzzle->notes = g_strdup ("line one\nline two, 'quoted' \"both\" %_\\");
  puzzle->created = 1700000000;
  puzzle->modified = 1700000000;

  puzzle->id = sudoku_library_add (library, puzzle, &error);
  g_assert_no_error (error);
  g_assert_cmpint (puzzle->id, >, N_SAMPLES);
  g_assert_cmpuint (n_changed, ==, 1);

  read = sudoku_library_get (library, puzzle->id, &error);
  g_assert_no_error (error);
  assert_puzzles_equal (puzzle, read);
  g_assert_cmpstr (read->canonical_key, ==, "windoku:" SX3);
  g_assert_cmpint (read->modified, ==, 1700000000);
  g_assert_false (read->solved);
  g_assert_false (read->has_progress);
  g_assert_true (sudoku_library_puzzle_to_board (read, &board));
  g_assert_cmpint (board.variant, ==, SUDOKU_VARIANT_WINDOKU);
  g_assert_cmpuint (sudoku_board_count_givens (&board), ==, 22);
  g_clear_pointer (&read, sudoku_library_puzzle_free);

  /* Metadata changes; the givens do not. */
  g_free (puzzle->title);
  puzzle->title = g_strdup ("SX3");
  puzzle->level = 6;
  puzzle->number = 4321;
  puzzle->computed_level = 1;
  puzzle->score = 606;
  puzzle->se = 1.2;
  g_assert_true (sudoku_library_update (library, puzzle, &error));
  g_assert_no_error (error);
  read = sudoku_library_get (library, puzzle->id, &error);
  g_assert_no_error (error);
  assert_puzzles_equal (puzzle, read);
  g_assert_cmpint (read->modified, >, 1700000000);

  g_assert_true (sudoku_library_move (library, puzzle->id, SUDOKU_LIBRARY_SAMPLE, &error));
  g_assert_no_error (error);
  moved = sudoku_library_get (library, puzzle->id, &error);
  g_assert_cmpuint (moved->level, ==, SUDOKU_LIBRARY_SAMPLE);
  g_assert_cmpuint (moved->number, ==, 4321);
  g_assert_cmpuint (count_group (library, SUDOKU_LIBRARY_SAMPLE), ==, 3);
  g_assert_false (sudoku_library_move (library, puzzle->id, 8, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (sudoku_library_move (library, 99999, 1, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Search: title, source, notes, givens, number; LIKE's wildcards are
   * plain characters. */
  found = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL, "sx3", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 1);
  g_clear_pointer (&found, g_ptr_array_unref);
  found = sudoku_library_list (library, SUDOKU_LIBRARY_SAMPLE, "ナンプレ", &error);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpint (((SudokuLibraryPuzzle *) g_ptr_array_index (found, 0))->id, ==, puzzle->id);
  g_clear_pointer (&found, g_ptr_array_unref);
  found = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL, "%_\\", &error);
  g_assert_cmpuint (found->len, ==, 1);
  g_clear_pointer (&found, g_ptr_array_unref);
  found = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL, "8..85...1..9....4..", &error);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpstr (((SudokuLibraryPuzzle *) g_ptr_array_index (found, 0))->givens, ==, INKALA_2012);
  g_clear_pointer (&found, g_ptr_array_unref);
  found = sudoku_library_list (library, SUDOKU_LIBRARY_SAMPLE, "4321", &error);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpuint (((SudokuLibraryPuzzle *) g_ptr_array_index (found, 0))->number, ==, 4321);
  g_clear_pointer (&found, g_ptr_array_unref);
  found = sudoku_library_list (library, 9, NULL, &error);
  g_assert_null (found);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);
  g_clear_error (&error);

  /* A solve, every field; "solved" marks the puzzle solved. */
  solve->puzzle_id = puzzle->id;
  solve->date = 1700000500;
  solve->profile = g_strdup ("full-house,naked-single");
  solve->engine_version = g_strdup (PACKAGE_VERSION);
  solve->result = g_strdup ("solved");
  solve->duration_ms = 98765;
  solve->steps = g_strdup ("nanpure-step/1 naked-single p=r1c1:9 e=- m=- l=- h=-,-,-,- d=9 "
                           "se=2.3 depth=0 o=open\n");
  solve_id = sudoku_library_add_solve (library, solve, &error);
  g_assert_no_error (error);
  g_assert_cmpint (solve_id, >, 0);
  solve_read = sudoku_library_get_solve (library, solve_id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (solve_read->id, ==, solve_id);
  g_assert_cmpint (solve_read->puzzle_id, ==, solve->puzzle_id);
  g_assert_cmpint (solve_read->date, ==, solve->date);
  g_assert_cmpstr (solve_read->profile, ==, solve->profile);
  g_assert_cmpstr (solve_read->engine_version, ==, solve->engine_version);
  g_assert_cmpstr (solve_read->result, ==, solve->result);
  g_assert_cmpint (solve_read->duration_ms, ==, solve->duration_ms);
  g_assert_cmpstr (solve_read->steps, ==, solve->steps);

  g_free (solve->result);
  solve->result = g_strdup ("gave-up");
  solve->date = 1700000400;
  g_assert_cmpint (sudoku_library_add_solve (library, solve, &error), >, solve_id);
  solves = sudoku_library_list_solves (library, puzzle->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (solves->len, ==, 2);
  /* Oldest first. */
  g_assert_cmpstr (((SudokuLibrarySolve *) g_ptr_array_index (solves, 0))->result, ==, "gave-up");
  solve->puzzle_id = 99999;
  g_assert_cmpint (sudoku_library_add_solve (library, solve, &error), ==, 0);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Progress: saved, replaced, read, cleared. */
  g_assert_null (sudoku_library_dup_progress (library, puzzle->id, &format, &error));
  g_assert_no_error (error);
  g_assert_true (sudoku_library_save_progress (library, puzzle->id, 1, "first", &error));
  g_assert_true (sudoku_library_save_progress (library, puzzle->id, 2, "second ✓", &error));
  g_assert_no_error (error);
  progress = sudoku_library_dup_progress (library, puzzle->id, &format, &error);
  g_assert_cmpstr (progress, ==, "second ✓");
  g_assert_cmpuint (format, ==, 2);
  g_assert_false (sudoku_library_save_progress (library, 99999, 1, "x", &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_clear_pointer (&read, sudoku_library_puzzle_free);
  read = sudoku_library_get (library, puzzle->id, &error);
  g_assert_true (read->solved);
  g_assert_true (read->has_progress);

  g_assert_true (sudoku_library_clear_progress (library, puzzle->id, &error));
  g_clear_pointer (&progress, g_free);
  progress = sudoku_library_dup_progress (library, puzzle->id, NULL, &error);
  g_assert_null (progress);
  g_assert_no_error (error);

  /* Deleting for good takes the solves along (foreign keys). */
  g_assert_true (sudoku_library_delete (library, puzzle->id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM solves"), ==, 0);
  g_assert_false (sudoku_library_delete (library, puzzle->id, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_assert_cmpuint (n_changed, >=, 8);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_duplicates (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(SudokuLibraryPuzzle) found = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *zeros = g_strdelimit (g_strdup (EASY), ".", '0');
  gint64 id, second;

  file_samples_in_levels (library);
  memcpy (puzzle->givens, EASY, 81);
  puzzle->level = 3;
  id = sudoku_library_add (library, puzzle, &error);
  g_assert_no_error (error);
  found = sudoku_library_get (library, id, &error);
  /* The next number of Level 3, which has seven samples. */
  g_assert_cmpuint (found->number, ==, 8);
  g_clear_pointer (&found, sudoku_library_puzzle_free);

  /* Written with 0s, it is the same puzzle. */
  memcpy (puzzle->givens, zeros, 81);
  puzzle->level = 5;
  g_assert_cmpint (sudoku_library_add (library, puzzle, &error), ==, 0);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE);
  g_assert_cmpstr (error->message, ==,
                   "This puzzle is already in the library, in Level 3 as No. 8");
  g_clear_error (&error);
  found = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, zeros, &error);
  g_assert_no_error (error);
  g_assert_cmpint (found->id, ==, id);
  g_clear_pointer (&found, sudoku_library_puzzle_free);
  g_assert_cmpuint (count_group (library, 3), ==, 8);
  g_assert_cmpuint (count_group (library, 5), ==, 7);

  /* The same givens under other rules are another puzzle: SX3 is a
   * Windoku sample puzzle, and can be added as a classic one. */
  memcpy (puzzle->givens, SX3, 81);
  second = sudoku_library_add (library, puzzle, &error);
  g_assert_no_error (error);
  g_assert_cmpint (second, >, id);
  found = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_WINDOKU, SX3, &error);
  g_assert_cmpint (found->id, ==, 52);
  g_clear_pointer (&found, sudoku_library_puzzle_free);

  /* Sample duplicates name the group too. */
  memcpy (puzzle->givens, INKALA_2010, 81);
  g_assert_cmpint (sudoku_library_add (library, puzzle, &error), ==, 0);
  g_assert_cmpstr (error->message, ==, "This puzzle is already in the library, in Sample as No. 1");
  g_clear_error (&error);

  /* Bad givens and broken rules are refused. */
  memcpy (puzzle->givens, EASY, 81);
  puzzle->givens[0] = 'x';
  g_assert_cmpint (sudoku_library_add (library, puzzle, &error), ==, 0);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "r1c1"));
  g_clear_error (&error);
  memcpy (puzzle->givens, EASY, 81);
  puzzle->givens[1] = '3';  /* r1c4 holds a 3 */
  g_assert_cmpint (sudoku_library_add (library, puzzle, &error), ==, 0);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "two 3s"));
  g_clear_error (&error);
  puzzle->givens[1] = '.';
  puzzle->level = 8;
  g_assert_cmpint (sudoku_library_add (library, puzzle, &error), ==, 0);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_trash_and_restore (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(SudokuLibraryPuzzle) back = NULL;
  g_autoptr(SudokuLibrarySolve) solve = sudoku_library_solve_new ();
  g_autoptr(GPtrArray) level = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *progress = NULL;
  gint64 id, again;

  file_samples_in_levels (library);
  memcpy (puzzle->givens, EASY, 81);
  puzzle->level = 2;
  puzzle->title = g_strdup ("undo me");
  id = sudoku_library_add (library, puzzle, &error);
  g_assert_no_error (error);
  solve->puzzle_id = id;
  solve->result = g_strdup ("solved");
  g_assert_cmpint (sudoku_library_add_solve (library, solve, &error), >, 0);
  g_assert_true (sudoku_library_save_progress (library, id, 1, "game", &error));

  g_assert_true (sudoku_library_trash (library, id, &error));
  g_assert_no_error (error);
  g_assert_null (sudoku_library_get (library, id, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpuint (count_group (library, 2), ==, 7);
  level = sudoku_library_list (library, 2, NULL, &error);
  g_assert_cmpuint (level->len, ==, 7);
  g_assert_false (sudoku_library_trash (library, id, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Undo: the same id, number, solves and game. */
  g_assert_true (sudoku_library_restore (library, id, &error));
  g_assert_no_error (error);
  back = sudoku_library_get (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->title, ==, "undo me");
  g_assert_cmpuint (back->number, ==, 8);
  g_assert_true (back->solved);
  progress = sudoku_library_dup_progress (library, id, NULL, &error);
  g_assert_cmpstr (progress, ==, "game");
  g_assert_false (sudoku_library_restore (library, id, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Trashed, then added again: the Undo would make a duplicate. */
  g_assert_true (sudoku_library_trash (library, id, &error));
  again = sudoku_library_add (library, puzzle, &error);
  g_assert_no_error (error);
  g_assert_cmpint (again, !=, id);
  g_assert_false (sudoku_library_restore (library, id, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE);
  g_clear_error (&error);

  /* A trashed puzzle an hour old is gone when a library is opened. */
  g_clear_object (&library);
  raw_exec (path, "UPDATE puzzles SET trashed = trashed - 7200 WHERE trashed != 0");
  library = open_library (path);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM puzzles WHERE trashed != 0"), ==, 0);
  g_assert_false (sudoku_library_restore (library, id, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
count_changed_cb (SudokuLibrary *library,
                  guint         *n_signals)
{
  (*n_signals)++;
}

/* Moving, trashing and restoring many puzzles in one transaction. */
static void
test_many_at_once (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(GPtrArray) level3 = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(GError) error = NULL;
  gint64 missing = 1000000, again;
  guint n = 0, n_signals = 0;

  file_samples_in_levels (library);
  g_signal_connect (library, "changed", G_CALLBACK (count_changed_cb), &n_signals);
  level3 = sudoku_library_list (library, 3, NULL, &error);
  for (guint i = 0; i < 4; i++)
    g_array_append_val (ids, ((SudokuLibraryPuzzle *) level3->pdata[i])->id);
  g_array_append_val (ids, missing);

  /* An id that is not there is passed over. */
  g_assert_true (sudoku_library_move_many (library, ids, 6, &n, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (n_signals, ==, 1);
  g_assert_cmpuint (count_group (library, 3), ==, 3);
  g_assert_cmpuint (count_group (library, 6), ==, 11);
  g_assert_false (sudoku_library_move_many (library, ids, 8, &n, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_true (sudoku_library_trash_many (library, ids, &n, &error));
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (n_signals, ==, 2);
  g_assert_cmpuint (count_group (library, 6), ==, 7);
  /* Twice: none left to trash, and no signal. */
  g_assert_true (sudoku_library_trash_many (library, ids, &n, &error));
  g_assert_cmpuint (n, ==, 0);
  g_assert_cmpuint (n_signals, ==, 2);

  /* One of them added again meanwhile stays out; the others come back
   * with their ids. */
  memcpy (puzzle->givens, ((SudokuLibraryPuzzle *) level3->pdata[0])->givens, 81);
  puzzle->level = 1;
  again = sudoku_library_add (library, puzzle, &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_library_restore_many (library, ids, &n, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (count_group (library, 6), ==, 10);
  for (guint i = 1; i < 4; i++)
    {
      g_autoptr(SudokuLibraryPuzzle) back = sudoku_library_get (library,
                                                                g_array_index (ids, gint64, i),
                                                                &error);

      g_assert_no_error (error);
      g_assert_cmpuint (back->level, ==, 6);
    }
  g_assert_null (sudoku_library_get (library, g_array_index (ids, gint64, 0), &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpint (again, >, 0);

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* Damage */

static void
assert_broken_name (const char *path,
                    const char *broken)
{
  g_autofree char *prefix = g_strconcat (path, ".broken-", NULL);
  const char *stamp;

  g_assert_nonnull (broken);
  g_assert_true (g_str_has_prefix (broken, prefix));
  stamp = broken + strlen (prefix);
  /* YYYYMMDD-HHMMSS, and -N when that name is taken (the same second). */
  g_assert_cmpuint (strlen (stamp), >=, 15);
  for (guint i = 0; i < 15; i++)
    g_assert_true (i == 8 ? stamp[i] == '-' : g_ascii_isdigit (stamp[i]));
  if (stamp[15] != '\0')
    {
      g_assert_cmpint (stamp[15], ==, '-');
      g_assert_cmpuint (strspn (stamp + 16, "0123456789"), ==, strlen (stamp + 16));
    }
}

static void
test_damaged_file (void)
{
  static const char garbage[] = "This is not an SQLite database, just some text.\n";
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autofree char *kept = NULL;
  g_autofree char *damaged = NULL;
  g_autofree char *lines = make_puzzles (4000, 0);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  gsize damaged_length = 0;

  /* Not a database at all: not ours, so never moved aside or replaced,
   * even by an open that may create a library (issue 20, item 1). */
  g_assert_true (g_file_set_contents (path, garbage, -1, &error));
  library = sudoku_library_new_for_path (path, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &kept, &length, &error));
  g_assert_cmpstr (kept, ==, garbage);
  g_assert_cmpuint (count_entries (folder), ==, 1);
  g_assert_cmpint (g_unlink (path), ==, 0);

  /* A library whose pages are damaged in the middle: found by the
   * check on open. */
  library = open_library (path);
  g_assert_null (sudoku_library_get_broken_path (library));
  g_assert_true (sudoku_library_get_created (library));
  {
    g_autoptr(SudokuLibraryImportResult) result = import_text (library, lines, 3);

    g_assert_cmpuint (result->n_imported, ==, 4000);
  }
  g_clear_object (&library);
  {
    g_autofree char *contents = NULL;
    gsize size = 0;

    g_assert_true (g_file_get_contents (path, &contents, &size, &error));
    g_assert_cmpuint (size, >, 64 * 4096);
    /* Scribble over pages 20 to 40, leaving the header page alone. */
    for (gsize i = 20 * 4096; i < 40 * 4096; i++)
      contents[i] = (char) (i * 7 + 13);
    g_assert_true (g_file_set_contents (path, contents, (gssize) size, &error));
  }
  g_assert_true (g_file_get_contents (path, &damaged, &damaged_length, &error));

  /* Opened to read or to write, it is reported and left as it is. */
  for (SudokuLibraryOpenMode mode = SUDOKU_LIBRARY_OPEN_READ; mode <= SUDOKU_LIBRARY_OPEN_WRITE;
       mode++)
    {
      g_autofree char *after = NULL;
      gsize after_length = 0;

      library = sudoku_library_open (path, mode, &error);
      g_assert_null (library);
      g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DAMAGED);
      g_assert_nonnull (strstr (error->message, path));
      g_clear_error (&error);
      g_assert_true (g_file_get_contents (path, &after, &after_length, &error));
      g_assert_cmpmem (damaged, damaged_length, after, after_length);
      g_assert_cmpuint (count_entries (folder), ==, 1);
    }

  /* Opened to create it, it is moved aside, whole, and a new library
   * started. */
  library = open_library (path);
  assert_broken_name (path, sudoku_library_get_broken_path (library));
  g_assert_true (g_file_test (sudoku_library_get_broken_path (library), G_FILE_TEST_IS_REGULAR));
  g_assert_true (sudoku_library_get_created (library));
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (sudoku_library_get_broken_path (library), &kept, &length,
                                      &error));
  g_assert_cmpmem (damaged, damaged_length, kept, length);

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* A location that cannot be written. As root, permissions do not stop
 * writing: the checks then run in a subprocess that gives up root. */

/* Lists and exports @path opened read-only; a change is refused. */
static void
check_read_only_open (const char *path)
{
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint n_exported = 0;

  library = sudoku_library_new_for_path_read_only (path, &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_library_get_read_only (library));
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);
  text = sudoku_library_export (library, SUDOKU_LIBRARY_SAMPLE, NULL,
                                SUDOKU_LIBRARY_FORMAT_SDM, &n_exported, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_exported, ==, N_SAMPLES);
  g_assert_cmpuint (strlen (text), ==, N_SAMPLES * 82);

  memcpy (puzzle->givens, "1........" "........." "........." "........." "........."
                          "........." "........." "........." ".........", 81);
  puzzle->level = 1;
  g_assert_cmpint (sudoku_library_add (library, puzzle, &error), ==, 0);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY);
}

static void
check_read_only (const char *base)
{
  g_autofree char *locked = g_build_filename (base, "locked", NULL);
  g_autofree char *in_locked = g_build_filename (locked, "library.db", NULL);
  g_autofree char *deeper = g_build_filename (locked, "sub", "library.db", NULL);
  g_autofree char *open = g_build_filename (base, "open", NULL);
  g_autofree char *read_only_file = g_build_filename (open, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;

  library = sudoku_library_new_for_path (in_locked, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, locked));
  g_assert_nonnull (strstr (error->message, "read-only"));
  g_assert_false (g_file_test (in_locked, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  library = sudoku_library_new_for_path (deeper, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "Permission denied"));
  g_clear_error (&error);

  library = sudoku_library_new_for_path (read_only_file, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, read_only_file));
  g_clear_error (&error);

  /* Opened read-only, a library the user cannot write is still read:
   * a read-only file in a writable folder, and one in a read-only
   * folder (no log or shared-memory file can be made beside it). */
  check_read_only_open (read_only_file);
  {
    g_autofree char *shelf = g_build_filename (base, "shelf", "library.db", NULL);

    check_read_only_open (shelf);
  }
}

static void
test_read_only (void)
{
  g_autofree char *base = NULL;
  g_autofree char *locked = NULL;
  g_autofree char *open = NULL;
  g_autofree char *file = NULL;
  g_autofree char *shelf = NULL;
  g_autofree char *shelf_file = NULL;

  if (g_test_subprocess ())
    {
      const char *folder = g_getenv ("NANPURE_TEST_READ_ONLY");

      g_assert_nonnull (folder);
      if (geteuid () == 0)
        {
          /* nobody */
          g_assert_cmpint (setgid (65534), ==, 0);
          g_assert_cmpint (setuid (65534), ==, 0);
        }
      check_read_only (folder);
      return;
    }

  base = test_make_folder ();
  locked = g_build_filename (base, "locked", NULL);
  open = g_build_filename (base, "open", NULL);
  file = g_build_filename (open, "library.db", NULL);
  g_assert_cmpint (g_mkdir (locked, 0555), ==, 0);
  g_assert_cmpint (g_mkdir (open, 0777), ==, 0);
  {
    g_autoptr(SudokuLibrary) library = open_library (file);
  }
  shelf = g_build_filename (base, "shelf", NULL);
  shelf_file = g_build_filename (shelf, "library.db", NULL);
  {
    g_autoptr(SudokuLibrary) library = open_library (shelf_file);
  }
  g_assert_cmpint (g_chmod (shelf_file, 0444), ==, 0);
  g_assert_cmpint (g_chmod (shelf, 0555), ==, 0);
  g_assert_cmpint (g_chmod (file, 0444), ==, 0);
  g_assert_cmpint (g_chmod (open, 0777), ==, 0);
  g_assert_cmpint (g_chmod (locked, 0555), ==, 0);
  g_assert_cmpint (g_chmod (base, 0755), ==, 0);

  g_setenv ("NANPURE_TEST_READ_ONLY", base, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_unsetenv ("NANPURE_TEST_READ_ONLY");

  /* The library itself was not touched, and nothing was made beside the
   * one in a read-only folder. */
  g_assert_cmpint (raw_int (file, "SELECT count(*) FROM puzzles"), ==, N_SAMPLES);
  {
    g_autofree char *wal = g_strconcat (shelf_file, "-wal", NULL);
    g_autofree char *shm = g_strconcat (shelf_file, "-shm", NULL);

    g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
    g_assert_false (g_file_test (shm, G_FILE_TEST_EXISTS));
  }
  g_assert_cmpint (g_chmod (shelf, 0755), ==, 0);
  test_remove_tree (base);
}

/* Opened read-only explicitly, whoever runs the test: reads work, the
 * file is not changed, a damaged file is reported and left alone. */
static void
test_read_only_open (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autofree char *broken = g_build_filename (folder, "broken.db", NULL);
  g_autofree char *missing = g_build_filename (folder, "missing.db", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  gsize before_length, after_length;

  library = open_library (path);
  g_clear_object (&library);
  g_assert_true (g_file_get_contents (path, &before, &before_length, NULL));

  check_read_only_open (path);
  g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
  g_assert_cmpmem (before, before_length, after, after_length);

  g_assert_true (g_file_set_contents (broken, "not a database, not at all, no\n", -1, NULL));
  library = sudoku_library_new_for_path_read_only (broken, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
  g_assert_true (g_file_test (broken, G_FILE_TEST_IS_REGULAR));
  g_clear_error (&error);

  library = sudoku_library_new_for_path_read_only (missing, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_MISSING);
  g_assert_nonnull (strstr (error->message, missing));
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));

  test_remove_tree (folder);
}

/* What is not a Nanpure library is never touched, in any open mode
 * (issue 20, item 1): the user's text file of puzzles, a text file,
 * another program's database, a binary file, a folder. Each is refused
 * with a message that says what it is, and stays byte for byte as it
 * was, with nothing made beside it. */
static void
test_not_a_library (void)
{
  static const struct {
    const char            *name;
    const char            *contents;
    gssize                 length;
    SudokuLibraryFileKind  kind;
    const char            *says;
  } files[] = {
    { "mypuzzles.txt", INKALA_2010 "\n" INKALA_2012 "\n", -1, SUDOKU_LIBRARY_FILE_PUZZLES,
      "is not a Nanpure library (it looks like a text file of puzzles" },
    { "grid.txt", "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n"
                  ".6....28.\n...419..5\n....8..79\n", -1, SUDOKU_LIBRARY_FILE_PUZZLES,
      "looks like a text file of puzzles" },
    { "notes.txt", "Shopping list\nmilk\n", -1, SUDOKU_LIBRARY_FILE_TEXT,
      "is not a Nanpure library (it is a text file)" },
    { "program", "\x7f" "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0", 20, SUDOKU_LIBRARY_FILE_OTHER,
      "is not a Nanpure library (it is neither a database nor text)" },
  };
  static const SudokuLibraryOpenMode modes[] = {
    SUDOKU_LIBRARY_OPEN_READ, SUDOKU_LIBRARY_OPEN_WRITE, SUDOKU_LIBRARY_OPEN_CREATE,
  };
  g_autofree char *folder = test_make_folder ();
  g_autofree char *database = g_build_filename (folder, "accounts.db", NULL);
  g_autofree char *subfolder = g_build_filename (folder, "library.db", NULL);
  g_autofree char *database_before = NULL;
  gsize database_length = 0;
  guint n_entries;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (folder, files[i].name, NULL);

      g_assert_true (g_file_set_contents (path, files[i].contents, files[i].length, NULL));
    }
  raw_exec (database, "CREATE TABLE accounts (name TEXT); INSERT INTO accounts VALUES ('x')");
  g_assert_true (g_file_get_contents (database, &database_before, &database_length, NULL));
  g_assert_cmpint (g_mkdir (subfolder, 0700), ==, 0);
  n_entries = count_entries (folder);

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (files); i++)
        {
          g_autofree char *path = g_build_filename (folder, files[i].name, NULL);
          g_autofree char *after = NULL;
          g_autoptr(SudokuLibrary) library = NULL;
          g_autoptr(GError) error = NULL;
          gsize after_length = 0;

          g_assert_cmpint (sudoku_library_probe_file (path), ==, files[i].kind);
          library = sudoku_library_open (path, modes[m], &error);
          g_assert_null (library);
          g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
          g_assert_true (g_str_has_prefix (error->message, path));
          g_assert_nonnull (strstr (error->message, files[i].says));
          g_clear_error (&error);

          library = sudoku_library_new_for_path_read_only (path, &error);
          g_assert_null (library);
          g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);

          g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
          g_assert_cmpmem (after, after_length, files[i].contents,
                           files[i].length < 0 ? strlen (files[i].contents)
                                               : (gsize) files[i].length);
        }

      {
        g_autoptr(SudokuLibrary) library = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *after = NULL;
        gsize after_length = 0;

        g_assert_cmpint (sudoku_library_probe_file (database), ==, SUDOKU_LIBRARY_FILE_DATABASE);
        library = sudoku_library_open (database, modes[m], &error);
        g_assert_null (library);
        g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
        g_assert_nonnull (strstr (error->message, "(it is a database of another program)"));
        g_clear_error (&error);
        g_assert_true (g_file_get_contents (database, &after, &after_length, NULL));
        g_assert_cmpmem (after, after_length, database_before, database_length);
      }

      {
        g_autoptr(SudokuLibrary) library = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *message = g_strdup_printf ("%s is a folder, not a library file",
                                                    subfolder);

        g_assert_cmpint (sudoku_library_probe_file (subfolder), ==, SUDOKU_LIBRARY_FILE_FOLDER);
        library = sudoku_library_open (subfolder, modes[m], &error);
        g_assert_null (library);
        g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
        g_assert_cmpstr (error->message, ==, message);
        g_assert_cmpuint (count_entries (subfolder), ==, 0);
      }

      g_assert_cmpuint (count_entries (folder), ==, n_entries);
    }

  test_remove_tree (folder);
}

/* What each open mode may do with a missing or empty file and a
 * library (issue 20, item 1): only CREATE makes one, with its folders;
 * READ and WRITE make nothing. */
static void
test_open_modes (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *missing = g_build_filename (folder, "typo", "path", "library.db", NULL);
  g_autofree char *typo = g_build_filename (folder, "typo", NULL);
  g_autofree char *empty = g_build_filename (folder, "empty.db", NULL);
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuLibrary) reader = NULL;
  g_autoptr(GError) error = NULL;

  for (SudokuLibraryOpenMode mode = SUDOKU_LIBRARY_OPEN_READ; mode <= SUDOKU_LIBRARY_OPEN_WRITE;
       mode++)
    {
      g_autofree char *message = g_strdup_printf ("There is no library at %s", missing);

      g_assert_cmpint (sudoku_library_probe_file (missing), ==, SUDOKU_LIBRARY_FILE_MISSING);
      library = sudoku_library_open (missing, mode, &error);
      g_assert_null (library);
      g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_MISSING);
      g_assert_cmpstr (error->message, ==, message);
      g_clear_error (&error);
      g_assert_false (g_file_test (typo, G_FILE_TEST_EXISTS));

      g_assert_true (g_file_set_contents (empty, "", 0, NULL));
      g_assert_cmpint (sudoku_library_probe_file (empty), ==, SUDOKU_LIBRARY_FILE_EMPTY);
      library = sudoku_library_open (empty, mode, &error);
      g_assert_null (library);
      g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY);
      g_assert_nonnull (strstr (error->message, "(it is empty)"));
      g_clear_error (&error);
      g_assert_cmpuint (count_entries (folder), ==, 1);
    }

  /* An empty file holds nothing to lose: a library may be made there. */
  library = sudoku_library_open (empty, SUDOKU_LIBRARY_OPEN_CREATE, &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_library_get_created (library));
  g_clear_object (&library);

  library = sudoku_library_open (missing, SUDOKU_LIBRARY_OPEN_CREATE, &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_library_get_created (library));
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);
  g_clear_object (&library);

  /* A new library, still only in its log while it is open, is a
   * library to another reader. */
  library = sudoku_library_open (path, SUDOKU_LIBRARY_OPEN_CREATE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sudoku_library_probe_file (path), ==, SUDOKU_LIBRARY_FILE_LIBRARY);
  reader = sudoku_library_open (path, SUDOKU_LIBRARY_OPEN_READ, &error);
  g_assert_no_error (error);
  g_assert_false (sudoku_library_get_created (reader));
  g_assert_cmpuint (count_all (reader), ==, N_SAMPLES);
  g_clear_object (&reader);
  g_clear_object (&library);

  for (SudokuLibraryOpenMode mode = SUDOKU_LIBRARY_OPEN_READ; mode <= SUDOKU_LIBRARY_OPEN_CREATE;
       mode++)
    {
      library = sudoku_library_open (path, mode, &error);
      g_assert_no_error (error);
      g_assert_false (sudoku_library_get_created (library));
      g_assert_null (sudoku_library_get_broken_path (library));
      g_assert_cmpuint (count_all (library), ==, N_SAMPLES);
      g_clear_object (&library);
    }

  test_remove_tree (folder);
}

/* An empty path (from "--library=" or an empty setting) is an error the
 * caller can show, never a NULL without one (issue 12, item 1). */
static void
test_empty_path (void)
{
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;

  library = sudoku_library_new_for_path ("", &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "empty"));
  g_clear_error (&error);

  library = sudoku_library_new_for_path_read_only ("", &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_FAILED);
}

/* Two connections, two processes */

static int
run_add_child (const char *path,
               const char *givens)
{
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(GError) error = NULL;

  library = sudoku_library_new_for_path (path, &error);
  if (library != NULL)
    {
      memcpy (puzzle->givens, givens, 81);
      puzzle->level = 6;
      puzzle->title = g_strdup ("from the child");
      sudoku_library_add (library, puzzle, &error);
    }
  if (error != NULL)
    {
      g_printerr ("add child: %s\n", error->message);
      return 1;
    }
  return 0;
}

static void
test_two_processes (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autofree char *puzzles = make_puzzles (2, 500);
  g_auto(GStrv) givens = g_strsplit (puzzles, "\n", -1);
  g_autoptr(SudokuLibrary) first = open_library (path);
  g_autoptr(SudokuLibrary) second = open_library (path);
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(SudokuLibraryPuzzle) seen = NULL;
  g_autoptr(GPtrArray) level = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { test_program, "--add-child", path, givens[1], NULL };
  guint n_changed = 0;
  int status = -1;
  gint64 id;

  g_assert_false (sudoku_library_get_created (second));
  g_signal_connect (second, "changed", G_CALLBACK (changed_cb), &n_changed);
  g_assert_false (sudoku_library_check_external_changes (second));

  /* One connection writes, the other reads it at once. */
  memcpy (puzzle->givens, givens[0], 81);
  puzzle->level = 6;
  id = sudoku_library_add (first, puzzle, &error);
  g_assert_no_error (error);
  seen = sudoku_library_get (second, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (seen->givens, ==, givens[0]);
  g_assert_true (sudoku_library_check_external_changes (second));
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_false (sudoku_library_check_external_changes (second));

  /* And the other way round; a duplicate across connections too. */
  g_assert_true (sudoku_library_trash (second, id, &error));
  g_assert_cmpuint (count_group (first, 6), ==, 0);
  g_assert_true (sudoku_library_restore (second, id, &error));
  g_assert_cmpint (sudoku_library_add (second, puzzle, &error), ==, 0);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE);
  g_clear_error (&error);

  /* Another process adds a puzzle while both are open. */
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  level = sudoku_library_list (first, 6, "from the child", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (level->len, ==, 1);
  g_assert_cmpstr (((SudokuLibraryPuzzle *) g_ptr_array_index (level, 0))->givens, ==, givens[1]);
  g_assert_true (sudoku_library_check_external_changes (second));
  g_assert_cmpuint (count_group (second, 6), ==, 2);

  g_clear_object (&first);
  g_clear_object (&second);
  test_remove_tree (folder);
}

static void
test_default_path (void)
{
  g_autofree char *from_env = NULL;
  g_autofree char *standard = NULL;
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "nanpure", "library.db",
                                                NULL);

  g_setenv ("NANPURE_LIBRARY", "/somewhere/else.db", TRUE);
  from_env = sudoku_library_dup_default_path ();
  g_assert_cmpstr (from_env, ==, "/somewhere/else.db");
  g_setenv ("NANPURE_LIBRARY", "", TRUE);
  standard = sudoku_library_dup_default_path ();
  g_assert_cmpstr (standard, ==, expected);
  g_unsetenv ("NANPURE_LIBRARY");
}

/* No two puzzles of a level share a number. */
static void
assert_numbers_unique (SudokuLibrary *library)
{
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GError) error = NULL;

  all = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < all->len; i++)
    {
      const SudokuLibraryPuzzle *puzzle = all->pdata[i];
      gpointer key = GUINT_TO_POINTER (puzzle->level * 1000000 + puzzle->number);

      g_assert_cmpuint (puzzle->number, >, 0);
      g_assert_false (g_hash_table_contains (seen, key));
      g_hash_table_add (seen, key);
    }
}

/* The first puzzle of @level, by number. */
static SudokuLibraryPuzzle *
dup_first_of (SudokuLibrary *library,
              int            level)
{
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;

  puzzles = sudoku_library_list (library, level, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, >, 0);
  return sudoku_library_puzzle_copy (puzzles->pdata[0]);
}

/* A puzzle that changes level keeps its number when the new level has
 * none of that number, and takes the level's next one otherwise; a
 * number chosen by hand that another puzzle has is refused (issue 12,
 * "two No. 1 in Level 5"). */
static void
test_numbers_unique_in_level (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library_in_levels (path);
  g_autoptr(SudokuLibraryPuzzle) first = dup_first_of (library, 3);
  g_autoptr(SudokuLibraryPuzzle) read = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GError) error = NULL;
  guint n = 0;

  assert_numbers_unique (library);
  g_assert_cmpuint (first->number, ==, 1);

  /* "Update It" after choosing another level: the puzzle as read, with
   * its level changed. Level 5 has Nos. 1–7: it becomes No. 8. */
  first->level = 5;
  g_assert_true (sudoku_library_update (library, first, &error));
  g_assert_no_error (error);
  read = sudoku_library_get (library, first->id, &error);
  g_assert_cmpuint (read->level, ==, 5);
  g_assert_cmpuint (read->number, ==, 8);
  assert_numbers_unique (library);
  g_clear_pointer (&read, sudoku_library_puzzle_free);

  /* Back to Level 3, where No. 8 is free: it keeps No. 8. */
  g_assert_true (sudoku_library_move (library, first->id, 3, &error));
  g_assert_no_error (error);
  read = sudoku_library_get (library, first->id, &error);
  g_assert_cmpuint (read->level, ==, 3);
  g_assert_cmpuint (read->number, ==, 8);
  g_clear_pointer (&read, sudoku_library_puzzle_free);

  /* A number chosen by hand that another puzzle of the level has. */
  first->level = 3;
  first->number = 2;
  g_assert_false (sudoku_library_update (library, first, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE);
  g_assert_nonnull (strstr (error->message, "No. 2"));
  g_clear_error (&error);
  /* A free one is taken; 0 keeps the stored number. */
  first->number = 40;
  g_assert_true (sudoku_library_update (library, first, &error));
  first->number = 0;
  g_assert_true (sudoku_library_update (library, first, &error));
  g_assert_no_error (error);
  read = sudoku_library_get (library, first->id, &error);
  g_assert_cmpuint (read->number, ==, 40);
  g_clear_pointer (&read, sudoku_library_puzzle_free);

  /* Many at once: every No. 1 of the levels into Level 7, each with a
   * number of its own. */
  for (int level = 1; level <= 6; level++)
    {
      g_autoptr(SudokuLibraryPuzzle) puzzle = dup_first_of (library, level);

      g_array_append_val (ids, puzzle->id);
    }
  g_assert_true (sudoku_library_move_many (library, ids, 7, &n, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 6);
  assert_numbers_unique (library);

  /* Undo of a delete after the number was taken meanwhile: the puzzle
   * comes back with the level's next number. */
  read = dup_first_of (library, 2);
  g_assert_true (sudoku_library_trash (library, read->id, &error));
  first->level = 2;
  first->number = read->number;
  g_assert_true (sudoku_library_update (library, first, &error));
  g_assert_no_error (error);
  g_array_set_size (ids, 0);
  g_array_append_val (ids, read->id);
  g_assert_true (sudoku_library_restore_many (library, ids, &n, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 1);
  assert_numbers_unique (library);

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* Search by givens as the app prints them: dots, or any empty-cell
 * character the parser reads, or 0s; short numbers stay numbers. */
typedef struct
{
  gboolean             done;
  SudokuLibraryPuzzle *puzzle;
  SudokuLibrarySolve  *solve;
  char                *progress;
  guint                format;
  GError              *error;
} OpenRead;

static void
open_read_clear (OpenRead *read)
{
  g_clear_pointer (&read->puzzle, sudoku_library_puzzle_free);
  g_clear_pointer (&read->solve, sudoku_library_solve_free);
  g_clear_pointer (&read->progress, g_free);
  g_clear_error (&read->error);
  memset (read, 0, sizeof *read);
}

static void
puzzle_read_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  OpenRead *read = user_data;

  read->puzzle = sudoku_library_read_puzzle_finish (SUDOKU_LIBRARY (source), result,
                                                    &read->progress, &read->format,
                                                    &read->error);
  read->done = TRUE;
}

static void
solve_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  OpenRead *read = user_data;

  read->solve = sudoku_library_read_solve_finish (SUDOKU_LIBRARY (source), result,
                                                  &read->puzzle, &read->error);
  read->done = TRUE;
}

static void
wait_read (OpenRead *read)
{
  /* Back on the main context only. */
  g_assert_false (read->done);
  iterate_until (is_set, &read->done);
}

static void
ignore_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (user_data != NULL)
    g_assert_true (sudoku_library_save_progress_finish (SUDOKU_LIBRARY (source), result, &error));
  else
    g_assert_cmpint (sudoku_library_add_solve_finish (SUDOKU_LIBRARY (source), result, &error),
                     >, 0);
  g_assert_no_error (error);
}

/* Opening a puzzle and reading a solve to replay, in a worker: they
 * read what the row writer was asked to write before them, and say
 * what is missing. */
static void
test_open_reads (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(SudokuLibrarySolve) solve = sudoku_library_solve_new ();
  g_autoptr(GPtrArray) solves = NULL;
  g_autoptr(GError) error = NULL;
  OpenRead read = { 0 };
  gint64 id;

  memcpy (puzzle->givens, EASY, 81);
  puzzle->level = 1;
  id = sudoku_library_add (library, puzzle, &error);
  g_assert_no_error (error);

  /* No progress yet. */
  sudoku_library_read_puzzle_async (library, id, NULL, puzzle_read_cb, &read);
  wait_read (&read);
  g_assert_no_error (read.error);
  g_assert_cmpint (read.puzzle->id, ==, id);
  g_assert_cmpmem (read.puzzle->givens, 81, EASY, 81);
  g_assert_null (read.progress);
  open_read_clear (&read);

  /* The progress asked just before is read. */
  sudoku_library_save_progress_async (library, id, 1, "saved game", ignore_cb, GINT_TO_POINTER (1));
  sudoku_library_read_puzzle_async (library, id, NULL, puzzle_read_cb, &read);
  wait_read (&read);
  g_assert_no_error (read.error);
  g_assert_true (read.puzzle->has_progress);
  g_assert_cmpstr (read.progress, ==, "saved game");
  g_assert_cmpuint (read.format, ==, 1);
  open_read_clear (&read);

  /* A solve asked just before is read, with its puzzle. */
  solve->puzzle_id = id;
  solve->profile = g_strdup ("full");
  solve->engine_version = g_strdup ("test");
  solve->result = g_strdup ("solved");
  solve->steps = g_strdup ("steps");
  sudoku_library_add_solve_async (library, solve, TRUE, ignore_cb, NULL);
  sudoku_library_wait_row_writes ();
  solves = sudoku_library_list_solves (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (solves->len, ==, 1);
  sudoku_library_read_solve_async (library, ((SudokuLibrarySolve *) solves->pdata[0])->id, NULL,
                                   solve_read_cb, &read);
  wait_read (&read);
  g_assert_no_error (read.error);
  g_assert_cmpstr (read.solve->steps, ==, "steps");
  g_assert_cmpint (read.puzzle->id, ==, id);
  /* The solve cleared the progress. */
  g_assert_false (read.puzzle->has_progress);
  open_read_clear (&read);

  /* Missing: said, with the id. */
  sudoku_library_read_puzzle_async (library, 424242, NULL, puzzle_read_cb, &read);
  wait_read (&read);
  g_assert_error (read.error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (read.error->message, "424242"));
  g_assert_null (read.puzzle);
  open_read_clear (&read);
  sudoku_library_read_solve_async (library, 434343, NULL, solve_read_cb, &read);
  wait_read (&read);
  g_assert_error (read.error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (read.error->message, "434343"));
  open_read_clear (&read);

  /* Cancelled: dropped. */
  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();

    sudoku_library_read_puzzle_async (library, id, cancellable, puzzle_read_cb, &read);
    g_cancellable_cancel (cancellable);
    wait_read (&read);
    g_assert_error (read.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_assert_null (read.puzzle);
    open_read_clear (&read);
  }

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_search_givens (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library_in_levels (path);
  g_autoptr(GError) error = NULL;
  /* A piece of INKALA_2012 (a sample puzzle): "..85...1..9". */
  const char *searches[] = { "..85...1", "0085000100", "--85---1", "**85***1", "__85___1",
                             ".085-_*1", };

  for (guint i = 0; i < G_N_ELEMENTS (searches); i++)
    {
      g_autoptr(GPtrArray) found = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL,
                                                        searches[i], &error);

      g_assert_no_error (error);
      g_assert_cmpuint (found->len, ==, 1);
      g_assert_cmpstr (((SudokuLibraryPuzzle *) found->pdata[0])->givens, ==, INKALA_2012);
    }

  /* "4...3" is in more than one puzzle; each one found has it. */
  {
    g_autoptr(GPtrArray) found = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL,
                                                      "4...3", &error);

    g_assert_no_error (error);
    for (guint i = 0; i < found->len; i++)
      g_assert_nonnull (strstr (((SudokuLibraryPuzzle *) found->pdata[i])->givens, "4...3"));
  }

  /* A short number is a puzzle number (or text), not a piece of
   * givens, which nearly every puzzle would have. */
  {
    g_autoptr(GPtrArray) found = sudoku_library_list (library, SUDOKU_LIBRARY_GROUP_ALL, "5",
                                                      &error);
    guint n_numbered = 0;

    g_assert_no_error (error);
    for (guint i = 0; i < found->len; i++)
      {
        const SudokuLibraryPuzzle *puzzle = found->pdata[i];

        if (puzzle->number == 5)
          n_numbered++;
        else
          g_assert_true (strchr (puzzle->title, '5') || strchr (puzzle->source, '5') ||
                         strchr (puzzle->notes, '5'));
      }
    g_assert_cmpuint (n_numbered, ==, 7);
  }

  g_clear_object (&library);
  test_remove_tree (folder);
}

int
main (int   argc,
      char *argv[])
{
  test_program = argv[0];

  /* The child of the two-process test. */
  if (argc == 4 && g_str_equal (argv[1], "--add-child"))
    return run_add_child (argv[2], argv[3]);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/library/fresh-schema", test_fresh_schema);
  g_test_add_func ("/nanpure/library/sample-puzzles", test_sample_puzzles);
  g_test_add_func ("/nanpure/library/samples-apart", test_samples_apart);
  g_test_add_func ("/nanpure/library/sample-texts-translated", test_sample_texts_translated);
  g_test_add_func ("/nanpure/library/migrate-v1", test_migrate_v1);
  g_test_add_func ("/nanpure/library/migrate-v3", test_migrate_v3);
  g_test_add_func ("/nanpure/library/newer-and-foreign", test_newer_and_foreign);
  g_test_add_func ("/nanpure/library/round-trip", test_round_trip);
  g_test_add_func ("/nanpure/library/duplicates", test_duplicates);
  g_test_add_func ("/nanpure/library/trash-and-restore", test_trash_and_restore);
  g_test_add_func ("/nanpure/library/many-at-once", test_many_at_once);
  g_test_add_func ("/nanpure/library/damaged-file", test_damaged_file);
  g_test_add_func ("/nanpure/library/not-a-library", test_not_a_library);
  g_test_add_func ("/nanpure/library/open-modes", test_open_modes);
  g_test_add_func ("/nanpure/library/read-only", test_read_only);
  g_test_add_func ("/nanpure/library/read-only-open", test_read_only_open);
  g_test_add_func ("/nanpure/library/empty-path", test_empty_path);
  g_test_add_func ("/nanpure/library/two-processes", test_two_processes);
  g_test_add_func ("/nanpure/library/default-path", test_default_path);
  g_test_add_func ("/nanpure/library/numbers-unique-in-level", test_numbers_unique_in_level);
  g_test_add_func ("/nanpure/library/search-givens", test_search_givens);
  g_test_add_func ("/nanpure/library/open-reads", test_open_reads);

  return g_test_run ();
}
