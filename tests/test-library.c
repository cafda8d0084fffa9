/* test-library.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The puzzle library (SPEC.md F6), its puzzles: every field
 * round-tripping, duplicates, the trash, moves of many, numbers in a
 * level, search by givens, and reads in a worker. The schema is in
 * test-library-schema.c, the file and its faults in
 * test-library-files.c (and test-library-faults.c), imports and exports
 * in test-library-import.c. Every test works in its own temporary
 * folder. */

#include "config.h"

#include <string.h>

#include "sudoku-library.h"
#include "sudoku-library-async.h"

#include "library-test-utils.h"

/* Puzzles, solves, progress */

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
  g_signal_connect (library, "changed", G_CALLBACK (count_changed_cb), &n_changed);

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
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/library/round-trip", test_round_trip);
  g_test_add_func ("/nanpure/library/duplicates", test_duplicates);
  g_test_add_func ("/nanpure/library/trash-and-restore", test_trash_and_restore);
  g_test_add_func ("/nanpure/library/many-at-once", test_many_at_once);
  g_test_add_func ("/nanpure/library/numbers-unique-in-level", test_numbers_unique_in_level);
  g_test_add_func ("/nanpure/library/search-givens", test_search_givens);
  g_test_add_func ("/nanpure/library/open-reads", test_open_reads);

  return g_test_run ();
}
