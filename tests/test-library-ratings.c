/* test-library-ratings.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Schema 3 of the library: a version 2 library migrates, keeps its
 * ratings but marks them as made by an unknown rater, and rating again
 * brings them to this code's rater; ratings written by this code carry
 * its rater; the ready puzzles of the generator are kept, counted and
 * handed out once each, across a reopen. */

#include <math.h>

#include "library-test-utils.h"

#include "sudoku-generator.h"
#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-rater.h"
#include "sudoku-ready-pool.h"
#include "sudoku-solver.h"

/* A library as schema 2 left it: the version 1 fixture taken through
 * migration 2 by hand (SQLite alone has no nanpure_canonical_key(), so
 * the keys are computed here), with ratings made before raters were
 * recorded: the first two puzzles rated (wrongly), the third not. */
static void
make_v2_library (const char *path)
{
  g_autofree char *fixture = g_build_filename (g_getenv ("NANPURE_TEST_DATA"), "library-v1.sql",
                                               NULL);
  g_autofree char *sql = NULL;
  g_autofree char *key_classic = sudoku_library_dup_canonical_key (SUDOKU_VARIANT_CLASSIC,
                                                                   INKALA_2012);
  g_autofree char *key_windoku = sudoku_library_dup_canonical_key (SUDOKU_VARIANT_WINDOKU, SX3);
  g_autofree char *keys = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (fixture, &sql, NULL, &error));
  g_assert_no_error (error);
  raw_exec (path, sql);
  raw_exec (path,
            "ALTER TABLE puzzles ADD COLUMN canonical_key TEXT NOT NULL DEFAULT '';"
            "CREATE INDEX puzzles_by_key ON puzzles (canonical_key);"
            "ALTER TABLE puzzles ADD COLUMN computed_level INTEGER NOT NULL DEFAULT 0"
            "  CHECK (computed_level BETWEEN 0 AND 7);"
            "ALTER TABLE puzzles ADD COLUMN score INTEGER NOT NULL DEFAULT 0;"
            "ALTER TABLE puzzles ADD COLUMN se REAL NOT NULL DEFAULT 0;"
            "ALTER TABLE puzzles ADD COLUMN trashed INTEGER NOT NULL DEFAULT 0;"
            "UPDATE puzzles SET computed_level = 3, score = 500, se = 2.5 WHERE id = 1;"
            "UPDATE puzzles SET computed_level = 6, score = 900, se = 6.6 WHERE id = 2;"
            "PRAGMA user_version = 2;");
  keys = g_strdup_printf ("UPDATE puzzles SET canonical_key = '%s' WHERE variant = 'classic';"
                          "UPDATE puzzles SET canonical_key = '%s' WHERE variant = 'windoku';",
                          key_classic, key_windoku);
  raw_exec (path, keys);
}

static void
count_progress (guint    done,
                guint    total,
                gpointer user_data)
{
  guint *calls = user_data;

  g_assert_cmpuint (done, ==, *calls + 1);
  g_assert_cmpuint (total, ==, 2);
  (*calls)++;
}

static void
test_migrate_v2 (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(SudokuLibraryPuzzle) first = NULL;
  g_autoptr(SudokuLibraryPuzzle) windoku = NULL;
  g_autoptr(SudokuLibraryPuzzle) unrated = NULL;
  g_autoptr(GArray) stale = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *profile = NULL;
  guint n_rerated = 0, n_changed = 0, calls = 0;

  make_v2_library (path);
  g_assert_cmpint (raw_int (path, "PRAGMA user_version"), ==, 2);

  library = open_library (path);
  g_assert_false (sudoku_library_get_created (library));
  g_assert_cmpint (raw_int (path, "PRAGMA user_version"), ==, SUDOKU_LIBRARY_SCHEMA_VERSION);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM puzzles"), ==, 3);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM ready_puzzles"), ==, 0);

  /* The old ratings are kept, from an unknown rater (0). */
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM puzzles WHERE rater_version = 0 "
                                  "AND rater_profile = ''"), ==, 3);
  first = sudoku_library_get (library, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (first->computed_level, ==, 3);
  g_assert_cmpuint (first->score, ==, 500);
  g_clear_pointer (&first, sudoku_library_puzzle_free);

  /* Rated puzzles are stale; an unrated one is not a rating at all. */
  stale = sudoku_library_list_stale_ratings (library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stale->len, ==, 2);
  g_assert_cmpint (g_array_index (stale, gint64, 0), ==, 1);
  g_assert_cmpint (g_array_index (stale, gint64, 1), ==, 2);
  g_clear_pointer (&stale, g_array_unref);

  g_assert_true (sudoku_library_rerate (library, count_progress, &calls, NULL,
                                        &n_rerated, &n_changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (calls, ==, 2);
  g_assert_cmpuint (n_rerated, ==, 2);
  g_assert_cmpuint (n_changed, ==, 2);

  first = sudoku_library_get (library, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (first->computed_level, ==, test_rate_text (SUDOKU_VARIANT_CLASSIC, INKALA_2012));
  g_assert_cmpuint (first->computed_level, !=, 3);
  g_assert_cmpuint (first->score, !=, 500);
  /* The book level is the user's: left alone. */
  g_assert_cmpuint (first->level, ==, 7);
  windoku = sudoku_library_get (library, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (windoku->computed_level, ==, test_rate_text (SUDOKU_VARIANT_WINDOKU, SX3));
  unrated = sudoku_library_get (library, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (unrated->computed_level, ==, 0);

  g_assert_cmpint (raw_int (path, "SELECT rater_version FROM puzzles WHERE id = 1"), ==,
                   SUDOKU_RATER_VERSION);
  profile = raw_text (path, "SELECT rater_profile FROM puzzles WHERE id = 2");
  g_assert_cmpstr (profile, ==, SUDOKU_RATER_PROFILE);
  g_assert_cmpint (raw_int (path, "SELECT rater_version FROM puzzles WHERE id = 3"), ==, 0);

  stale = sudoku_library_list_stale_ratings (library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stale->len, ==, 0);

  /* Nothing left to do. */
  g_assert_true (sudoku_library_rerate (library, NULL, NULL, NULL, &n_rerated, &n_changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_rerated, ==, 0);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_stamped (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
  g_autoptr(SudokuLibraryPuzzle) unrated = sudoku_library_puzzle_new ();
  g_autoptr(SudokuLibraryPuzzle) again = NULL;
  g_autoptr(GArray) stale = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sql = NULL;
  g_autofree char *other = NULL;
  gint64 id, unrated_id;

  /* The sample puzzles are rated by this code's rater (test-library.c
   * checks their levels), and say so. */
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM puzzles"), ==, N_SAMPLES);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM puzzles WHERE rater_version = 0"), ==, 0);
  stale = sudoku_library_list_stale_ratings (library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stale->len, ==, 0);
  g_clear_pointer (&stale, g_array_unref);

  /* A puzzle saved with a rating gets the rater; one without, none. */
  memcpy (puzzle->givens, EASY, 81);
  puzzle->level = 1;
  puzzle->computed_level = test_rate_text (SUDOKU_VARIANT_CLASSIC, EASY);
  puzzle->score = 400;
  puzzle->se = 1.5;
  id = sudoku_library_add (library, puzzle, &error);
  g_assert_no_error (error);
  sql = g_strdup_printf ("SELECT rater_version FROM puzzles WHERE id = %" G_GINT64_FORMAT, id);
  g_assert_cmpint (raw_int (path, sql), ==, SUDOKU_RATER_VERSION);
  g_clear_pointer (&sql, g_free);

  other = make_puzzles (1, 7);
  memcpy (unrated->givens, other, 81);
  unrated->level = 2;
  unrated_id = sudoku_library_add (library, unrated, &error);
  g_assert_no_error (error);
  sql = g_strdup_printf ("SELECT rater_version FROM puzzles WHERE id = %" G_GINT64_FORMAT,
                         unrated_id);
  g_assert_cmpint (raw_int (path, sql), ==, 0);
  g_clear_pointer (&sql, g_free);

  /* Made stale (as an older rater would have left it): changing the
   * title keeps the old rating stale; a new rating is stamped. */
  sql = g_strdup_printf ("UPDATE puzzles SET rater_version = 0 WHERE id = %" G_GINT64_FORMAT, id);
  raw_exec (path, sql);
  g_clear_pointer (&sql, g_free);
  again = sudoku_library_get (library, id, &error);
  g_assert_no_error (error);
  g_free (again->title);
  again->title = g_strdup ("renamed");
  g_assert_true (sudoku_library_update (library, again, &error));
  g_assert_no_error (error);
  stale = sudoku_library_list_stale_ratings (library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stale->len, ==, 1);
  g_assert_cmpint (g_array_index (stale, gint64, 0), ==, id);
  g_clear_pointer (&stale, g_array_unref);

  again->score = 401;
  g_assert_true (sudoku_library_update (library, again, &error));
  g_assert_no_error (error);
  stale = sudoku_library_list_stale_ratings (library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stale->len, ==, 0);
  g_clear_pointer (&stale, g_array_unref);

  /* Another Nanpure (another rater) left its own triggers: opening puts
   * this rater's back, and other SQLite programs can still write ratings
   * (the triggers call no function of ours). */
  g_clear_object (&library);
  raw_exec (path, "DROP TRIGGER puzzles_rated;"
                  "CREATE TRIGGER puzzles_rated AFTER INSERT ON puzzles"
                  "  WHEN NEW.computed_level > 0 AND NEW.rater_version = 0 "
                  "BEGIN /* rater 0 full */"
                  "  UPDATE puzzles SET rater_version = 0 WHERE id = NEW.id;"
                  "END;");
  library = open_library (path);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' "
                                  "AND instr (sql, 'rater 0 ') > 0"), ==, 0);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM sqlite_schema WHERE type = 'trigger'"),
                   ==, 2);
  sql = g_strdup_printf ("UPDATE puzzles SET computed_level = 5, score = 1 WHERE id = %"
                         G_GINT64_FORMAT, unrated_id);
  raw_exec (path, sql);
  g_clear_pointer (&sql, g_free);
  sql = g_strdup_printf ("SELECT rater_version FROM puzzles WHERE id = %" G_GINT64_FORMAT,
                         unrated_id);
  g_assert_cmpint (raw_int (path, sql), ==, SUDOKU_RATER_VERSION);

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* An import keeps our quick SE estimate where it is not Sudoku
 * Explainer's figure, and says so: the rating is stale until rerate
 * computes the ER (tests/data/se-reference.txt: 1.2 and 9.0). */
static void
test_import_se (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  const char *text =
    "9..6...5..3...2....2.8.9.6...9..6.........5...6..1..32....3...5..2..7.........971\n"
    "...213....6...9.8........9.5.84......7...8...3.......5..1...7..2...6...1..5.3.46.\n";
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, SUDOKU_LIBRARY_LEVEL_AUTO, "test", 1 };
  SudokuLibraryImportResult *result;
  g_autoptr(SudokuLibraryPuzzle) singles = NULL;
  g_autoptr(SudokuLibraryPuzzle) chains = NULL;
  g_autoptr(GArray) stale = NULL;
  g_autoptr(GError) error = NULL;
  gint64 singles_id, chains_id;
  guint n_rerated = 0;

  result = sudoku_library_import (library, text, -1, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->n_imported, ==, 2);
  singles_id = g_array_index (result->ids, gint64, 0);
  chains_id = g_array_index (result->ids, gint64, 1);
  sudoku_library_import_result_free (result);

  singles = sudoku_library_get (library, singles_id, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (singles->se, ==, 1.2);
  stale = sudoku_library_list_stale_ratings (library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stale->len, ==, 1);
  g_assert_cmpint (g_array_index (stale, gint64, 0), ==, chains_id);
  g_clear_pointer (&stale, g_array_unref);

  g_assert_true (sudoku_library_rerate (library, NULL, NULL, NULL, &n_rerated, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_rerated, ==, 1);
  chains = sudoku_library_get (library, chains_id, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (fabs (chains->se - 9.0), <, 1e-9);
  stale = sudoku_library_list_stale_ratings (library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stale->len, ==, 0);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
test_rerate_cancelled (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GArray) stale = NULL;
  g_autoptr(GError) error = NULL;
  guint n_rerated = 99;

  make_v2_library (path);
  library = open_library (path);
  g_cancellable_cancel (cancellable);
  g_assert_false (sudoku_library_rerate (library, NULL, NULL, cancellable, &n_rerated, NULL,
                                         &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (n_rerated, ==, 0);
  g_clear_error (&error);

  /* Nothing was changed: both are still to do. */
  stale = sudoku_library_list_stale_ratings (library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stale->len, ==, 2);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
fill_ready (SudokuLibraryReady *ready,
            SudokuVariant       variant,
            guint               level,
            const char         *symmetry,
            guint64             seed)
{
  SudokuGenerateOptions options;
  SudokuBoard board;
  SudokuRating rating;
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;

  sudoku_generate_options_init (&options);
  options.variant = variant;
  options.level = level;
  options.seed = seed;
  g_assert_true (sudoku_symmetry_from_string (symmetry, &options.symmetry));
  g_assert_true (sudoku_generate (&options, &board, &rating, NULL, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  line = sudoku_format_line (&board);
  memset (ready, 0, sizeof *ready);
  ready->variant = variant;
  ready->level = rating.level;
  g_strlcpy (ready->symmetry, symmetry, sizeof ready->symmetry);
  g_strlcpy (ready->givens, line, sizeof ready->givens);
  ready->score = rating.score;
  ready->se = rating.se_rating;
}

static guint
count_ready (SudokuLibrary *library,
             SudokuVariant  variant,
             guint          level,
             const char    *symmetry)
{
  g_autoptr(GError) error = NULL;
  guint count = 99;

  g_assert_true (sudoku_library_count_ready (library, variant, level, symmetry, &count, &error));
  g_assert_no_error (error);
  return count;
}

static void
test_ready (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(GError) error = NULL;
  SudokuLibraryReady first, second, windoku, taken, bad;
  gboolean found = FALSE;

  fill_ready (&first, SUDOKU_VARIANT_CLASSIC, 2, "none", 1);
  fill_ready (&second, SUDOKU_VARIANT_CLASSIC, 2, "none", 2);
  fill_ready (&windoku, SUDOKU_VARIANT_WINDOKU, 2, "rot180", 3);
  g_assert_cmpstr (first.givens, !=, second.givens);

  g_assert_cmpuint (count_ready (library, SUDOKU_VARIANT_CLASSIC, 2, "none"), ==, 0);
  g_assert_true (sudoku_library_add_ready (library, &first, &error));
  g_assert_true (sudoku_library_add_ready (library, &second, &error));
  g_assert_true (sudoku_library_add_ready (library, &windoku, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_ready (library, SUDOKU_VARIANT_CLASSIC, 2, "none"), ==, 2);
  g_assert_cmpuint (count_ready (library, SUDOKU_VARIANT_CLASSIC, 2, "rot180"), ==, 0);
  g_assert_cmpuint (count_ready (library, SUDOKU_VARIANT_CLASSIC, 3, "none"), ==, 0);
  g_assert_cmpuint (count_ready (library, SUDOKU_VARIANT_WINDOKU, 2, "rot180"), ==, 1);

  /* Ready puzzles are not puzzles of the library. */
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);

  /* They survive a reopen. */
  g_clear_object (&library);
  library = open_library (path);
  g_assert_cmpuint (count_ready (library, SUDOKU_VARIANT_CLASSIC, 2, "none"), ==, 2);

  /* Oldest first, each once. */
  g_assert_true (sudoku_library_take_ready (library, SUDOKU_VARIANT_CLASSIC, 2, "none", &taken,
                                            &found, &error));
  g_assert_no_error (error);
  g_assert_true (found);
  g_assert_cmpstr (taken.givens, ==, first.givens);
  g_assert_cmpuint (taken.level, ==, 2);
  g_assert_cmpuint (taken.score, ==, first.score);
  g_assert_cmpint (taken.variant, ==, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpstr (taken.symmetry, ==, "none");
  g_assert_true (sudoku_library_take_ready (library, SUDOKU_VARIANT_CLASSIC, 2, "none", &taken,
                                            &found, &error));
  g_assert_true (found);
  g_assert_cmpstr (taken.givens, ==, second.givens);
  g_assert_true (sudoku_library_take_ready (library, SUDOKU_VARIANT_CLASSIC, 2, "none", &taken,
                                            &found, &error));
  g_assert_no_error (error);
  g_assert_false (found);

  /* A ready puzzle of an older rater is neither counted nor given. */
  raw_exec (path, "UPDATE ready_puzzles SET rater_version = 0");
  g_assert_cmpuint (count_ready (library, SUDOKU_VARIANT_WINDOKU, 2, "rot180"), ==, 0);
  g_assert_true (sudoku_library_take_ready (library, SUDOKU_VARIANT_WINDOKU, 2, "rot180", &taken,
                                            &found, &error));
  g_assert_no_error (error);
  g_assert_false (found);
  g_assert_cmpint (raw_int (path, "SELECT count(*) FROM ready_puzzles"), ==, 0);

  /* Bad input is refused with a reason. */
  bad = first;
  bad.level = 8;
  g_assert_false (sudoku_library_add_ready (library, &bad, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);
  g_clear_error (&error);
  bad = first;
  memcpy (bad.givens, "12x", 3);
  g_assert_false (sudoku_library_add_ready (library, &bad, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (sudoku_library_take_ready (library, SUDOKU_VARIANT_CLASSIC, 0, "none", &taken,
                                             &found, &error));
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);

  g_clear_object (&library);
  test_remove_tree (folder);
}

static void
added_cb (SudokuVariant  variant,
          guint          level,
          SudokuSymmetry symmetry,
          gpointer       user_data)
{
  g_atomic_int_inc ((gint *) user_data);
}

static void
test_ready_pool (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuReadyPool) pool = NULL;
  g_autoptr(GError) error = NULL;
  gint added = 0;
  SudokuLibraryReady taken;
  gboolean found;

  /* Two of level 1 and two of level 2 rot180, then it rests. */
  pool = sudoku_ready_pool_new (path, 2, added_cb, &added);
  sudoku_ready_pool_add_kind (pool, SUDOKU_VARIANT_CLASSIC, 1, SUDOKU_SYMMETRY_NONE);
  sudoku_ready_pool_add_kind (pool, SUDOKU_VARIANT_CLASSIC, 2, SUDOKU_SYMMETRY_ROT180);
  sudoku_ready_pool_add_kind (pool, SUDOKU_VARIANT_CLASSIC, 1, SUDOKU_SYMMETRY_NONE);
  sudoku_ready_pool_start (pool);
  while (g_atomic_int_get (&added) < 4)
    g_usleep (20000);
  /* Full: nothing more is made however long it waits. */
  g_usleep (200000);
  g_assert_cmpint (g_atomic_int_get (&added), ==, 4);
  g_assert_cmpuint (count_ready (library, SUDOKU_VARIANT_CLASSIC, 1, "none"), ==, 2);
  g_assert_cmpuint (count_ready (library, SUDOKU_VARIANT_CLASSIC, 2, "rot180"), ==, 2);

  /* A take and a wake: it makes one again. */
  g_assert_true (sudoku_library_take_ready (library, SUDOKU_VARIANT_CLASSIC, 2, "rot180", &taken,
                                            &found, &error));
  g_assert_no_error (error);
  g_assert_true (found);
  sudoku_ready_pool_wake (pool);
  while (g_atomic_int_get (&added) < 5)
    g_usleep (20000);
  sudoku_ready_pool_stop (pool);
  g_assert_cmpuint (count_ready (library, SUDOKU_VARIANT_CLASSIC, 2, "rot180"), ==, 2);

  /* What it made is a puzzle of its kind. */
  {
    SudokuBoard board;
    SudokuSolveResult result;

    g_assert_cmpint (strlen (taken.givens), ==, 81);
    sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      if (taken.givens[cell] != '.')
        sudoku_board_set_value (&board, cell, taken.givens[cell] - '0', TRUE);
    g_assert_true (sudoku_solver_count (&board, NULL, &result, NULL));
    g_assert_cmpuint (result.n_solutions, ==, 1);
    g_assert_true (sudoku_symmetry_holds (SUDOKU_SYMMETRY_ROT180, &board));
    g_assert_cmpuint (test_rate_text (SUDOKU_VARIANT_CLASSIC, taken.givens), ==, 2);
  }

  /* Stopped in the middle of a slow puzzle: it returns at once, and
   * starts again. */
  sudoku_ready_pool_add_kind (pool, SUDOKU_VARIANT_CLASSIC, 7, SUDOKU_SYMMETRY_NONE);
  sudoku_ready_pool_start (pool);
  g_usleep (50000);
  sudoku_ready_pool_stop (pool);
  g_clear_pointer (&pool, sudoku_ready_pool_free);

  g_clear_object (&library);
  test_remove_tree (folder);
}

/* A command that only reads never writes: an older library is not
 * migrated by it (the file stays byte for byte as it was, still readable
 * by the version that made it, with nothing left beside it); the error
 * says how to update it. Opened to change it, it is migrated. */
static void
test_read_keeps_older (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize before_length = 0, after_length = 0;
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;

  make_v2_library (path);
  g_assert_true (g_file_get_contents (path, &before, &before_length, &error));
  g_assert_no_error (error);

  library = sudoku_library_open (path, SUDOKU_LIBRARY_OPEN_READ, &error);
  g_assert_null (library);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "library upgrade"));
  g_clear_error (&error);

  g_assert_true (g_file_get_contents (path, &after, &after_length, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (before, before_length, after, after_length);
  dir = g_dir_open (folder, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_dir_read_name (dir), ==, "library.db");
  g_assert_null (g_dir_read_name (dir));
  g_assert_cmpint (raw_int (path, "PRAGMA user_version"), ==, 2);

  /* Up to date, it reads without a change either. */
  library = sudoku_library_open (path, SUDOKU_LIBRARY_OPEN_WRITE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (raw_int (path, "PRAGMA user_version"), ==, SUDOKU_LIBRARY_SCHEMA_VERSION);
  g_clear_object (&library);
  g_clear_pointer (&before, g_free);
  g_assert_true (g_file_get_contents (path, &before, &before_length, &error));
  library = sudoku_library_open (path, SUDOKU_LIBRARY_OPEN_READ, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_all (library), ==, 3);
  g_clear_object (&library);
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (path, &after, &after_length, &error));
  g_assert_cmpmem (before, before_length, after, after_length);
  test_remove_tree (folder);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/library/ratings/migrate-v2", test_migrate_v2);
  g_test_add_func ("/nanpure/library/ratings/read-keeps-older", test_read_keeps_older);
  g_test_add_func ("/nanpure/library/ratings/stamped", test_stamped);
  g_test_add_func ("/nanpure/library/ratings/rerate-cancelled", test_rerate_cancelled);
  g_test_add_func ("/nanpure/library/ratings/import-se", test_import_se);
  g_test_add_func ("/nanpure/library/ready", test_ready);
  g_test_add_func ("/nanpure/library/ready-pool", test_ready_pool);

  return g_test_run ();
}
