/* test-library-model.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* SudokuLibraryModel without a display: the first list, read in chunks;
 * the ::items-changed of each kind of change (edit, add, delete, Undo,
 * move), replayed on a copy of the rows that must end up as the model;
 * search, with dotted givens; sort; unique numbers after moves; the
 * library's writes in workers. */

#include "config.h"

#include "sudoku-library-async.h"
#include "sudoku-library-model.h"

#include "library-test-utils.h"

typedef struct
{
  char               *folder;
  char               *path;
  SudokuLibrary      *library;
  SudokuLibraryModel *model;
  /* The rows as the model's ::items-changed told them. */
  GPtrArray          *shadow;
  /* Each ::items-changed since the last wait: position, removed, added. */
  GArray             *changes;
} Fixture;

typedef struct
{
  guint position;
  guint removed;
  guint added;
} Change;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Fixture    *fixture)
{
  Change change = { position, removed, added };

  g_assert_cmpuint (position + removed, <=, fixture->shadow->len);
  g_ptr_array_remove_range (fixture->shadow, position, removed);
  for (guint i = 0; i < added; i++)
    g_ptr_array_insert (fixture->shadow, (int) (position + i),
                        g_list_model_get_item (model, position + i));
  g_array_append_val (fixture->changes, change);
}

/* The shadow is the model, row for row (the same items). */
static void
assert_shadow_matches (Fixture *fixture)
{
  GListModel *model = G_LIST_MODEL (fixture->model);

  g_assert_cmpuint (fixture->shadow->len, ==, g_list_model_get_n_items (model));
  for (guint i = 0; i < fixture->shadow->len; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      g_assert_true (item == fixture->shadow->pdata[i]);
    }
}

static gboolean
is_loaded (gpointer data)
{
  return !sudoku_library_model_get_loading (data);
}

static void
wait_loaded (Fixture *fixture)
{
  iterate_until (is_loaded, fixture->model);
  assert_shadow_matches (fixture);
}

static void
fixture_open (Fixture *fixture)
{
  fixture->folder = test_make_folder ();
  fixture->path = g_build_filename (fixture->folder, "library.db", NULL);
  fixture->library = open_library (fixture->path);
  file_samples_in_levels (fixture->library);
  fixture->shadow = g_ptr_array_new_with_free_func (g_object_unref);
  fixture->changes = g_array_new (FALSE, FALSE, sizeof (Change));
  fixture->model = sudoku_library_model_new (fixture->library);
  g_signal_connect (fixture->model, "items-changed", G_CALLBACK (items_changed_cb), fixture);
  wait_loaded (fixture);
  g_array_set_size (fixture->changes, 0);
}

static void
fixture_close (Fixture *fixture)
{
  g_assert_finalize_object (fixture->model);
  g_clear_object (&fixture->library);
  g_ptr_array_unref (fixture->shadow);
  g_array_unref (fixture->changes);
  test_remove_tree (fixture->folder);
  g_free (fixture->folder);
  g_free (fixture->path);
}

static const SudokuLibraryPuzzle *
puzzle_at (Fixture *fixture,
           guint    position)
{
  g_autoptr(SudokuLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (fixture->model),
                                                             position);

  g_assert_nonnull (item);
  /* The model holds a reference. */
  return sudoku_library_item_get_puzzle (item);
}

static SudokuLibraryItem *
item_at (Fixture *fixture,
         guint    position)
{
  SudokuLibraryItem *item = g_list_model_get_item (G_LIST_MODEL (fixture->model), position);

  g_object_unref (item);
  return item;
}

static void
assert_one_change (Fixture *fixture,
                   guint    position,
                   guint    removed,
                   guint    added)
{
  Change *change;

  g_assert_cmpuint (fixture->changes->len, ==, 1);
  change = &g_array_index (fixture->changes, Change, 0);
  g_assert_cmpuint (change->position, ==, position);
  g_assert_cmpuint (change->removed, ==, removed);
  g_assert_cmpuint (change->added, ==, added);
  g_array_set_size (fixture->changes, 0);
}

/* The first list: every puzzle, levels 1–7 then Sample, each by number;
 * with a small chunk size, in several chunks; the counts. */
static void
test_loading (void)
{
  Fixture fixture = { 0, };
  g_autoptr(SudokuLibraryModel) chunked = NULL;
  guint n_chunks = 0;

  fixture_open (&fixture);
  g_assert_true (sudoku_library_model_get_loaded (fixture.model));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture.model)), ==, N_SAMPLES);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (fixture.model)) ==
                 SUDOKU_TYPE_LIBRARY_ITEM);
  for (guint i = 1; i < N_SAMPLES; i++)
    {
      const SudokuLibraryPuzzle *a = puzzle_at (&fixture, i - 1);
      const SudokuLibraryPuzzle *b = puzzle_at (&fixture, i);
      guint rank_a = a->level == SUDOKU_LIBRARY_SAMPLE ? 8 : a->level;
      guint rank_b = b->level == SUDOKU_LIBRARY_SAMPLE ? 8 : b->level;

      g_assert_true (rank_a < rank_b || (rank_a == rank_b && a->number < b->number));
    }
  g_assert_cmpuint (sudoku_library_model_get_count (fixture.model, SUDOKU_LIBRARY_GROUP_ALL), ==,
                    N_SAMPLES);
  g_assert_cmpuint (sudoku_library_model_get_count (fixture.model, 3), ==, 7);
  g_assert_cmpuint (sudoku_library_model_get_count (fixture.model, SUDOKU_LIBRARY_SAMPLE), ==, 3);
  g_assert_cmpuint (sudoku_library_model_find (fixture.model, puzzle_at (&fixture, 9)->id), ==, 9);
  g_assert_cmpuint (sudoku_library_model_find (fixture.model, 99999), ==, G_MAXUINT);

  /* A model that takes ten rows per main loop iteration. */
  chunked = g_object_new (SUDOKU_TYPE_LIBRARY_MODEL, "library", fixture.library,
                          "chunk-size", 10, NULL);
  g_assert_true (sudoku_library_model_get_loading (chunked));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (chunked)), ==, 0);
  while (sudoku_library_model_get_loading (chunked))
    {
      guint before = g_list_model_get_n_items (G_LIST_MODEL (chunked));

      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (chunked)) - before, <=, 10);
      n_chunks += g_list_model_get_n_items (G_LIST_MODEL (chunked)) != before;
    }
  g_assert_cmpuint (n_chunks, ==, (N_SAMPLES + 9) / 10);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (chunked)), ==, N_SAMPLES);

  fixture_close (&fixture);
}

static void
updated_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  GError **error = user_data;

  sudoku_library_update_finish (SUDOKU_LIBRARY (source), result, error);
  if (*error == NULL)
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_EXISTS, "done");
}

typedef struct
{
  guint   n;
  GError *error;
  gboolean done;
} ManyResult;

static void
moved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  ManyResult *many = user_data;

  many->done = TRUE;
  g_assert_true (sudoku_library_move_many_finish (SUDOKU_LIBRARY (source), result, &many->n,
                                                  &many->error));
}

static void
trashed_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  ManyResult *many = user_data;

  many->done = TRUE;
  g_assert_true (sudoku_library_trash_many_finish (SUDOKU_LIBRARY (source), result, &many->n,
                                                   &many->error));
}

static void
restored_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  ManyResult *many = user_data;

  many->done = TRUE;
  g_assert_true (sudoku_library_restore_many_finish (SUDOKU_LIBRARY (source), result, &many->n,
                                                     &many->error));
}

static void
wait_many (ManyResult *many)
{
  iterate_until (is_set, &many->done);
  g_assert_no_error (many->error);
}

static GArray *
ids_of (gint64 id)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  g_array_append_val (ids, id);
  return ids;
}

/* Each kind of change, made through the library's workers, emits the
 * ::items-changed it should, and the rows it does not touch keep their
 * items. */
static void
test_items_changed (void)
{
  Fixture fixture = { 0, };
  g_autoptr(SudokuLibraryPuzzle) edited = NULL;
  g_autoptr(SudokuLibraryPuzzle) added = sudoku_library_puzzle_new ();
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fresh = NULL;
  SudokuLibraryItem *kept_before, *kept_after;
  ManyResult many = { 0, };
  gint64 deleted_id, moved_id;

  fixture_open (&fixture);
  sudoku_library_model_set_group (fixture.model, 3);
  wait_loaded (&fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture.model)), ==, 7);
  g_array_set_size (fixture.changes, 0);

  /* Edit: the row is replaced where it is. */
  edited = sudoku_library_puzzle_copy (puzzle_at (&fixture, 2));
  kept_before = item_at (&fixture, 3);
  g_free (edited->title);
  edited->title = g_strdup ("Edited");
  sudoku_library_update_async (fixture.library, edited, NULL, updated_cb, &error);
  iterate_until (is_not_null, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);
  wait_loaded (&fixture);
  assert_one_change (&fixture, 2, 1, 1);
  g_assert_cmpstr (puzzle_at (&fixture, 2)->title, ==, "Edited");
  kept_after = item_at (&fixture, 3);
  g_assert_true (kept_before == kept_after);

  /* Add: it comes in at its place, last in its level (No. 8). */
  fresh = make_puzzles (1, 5);
  memcpy (added->givens, fresh, SUDOKU_N_CELLS);
  added->level = 3;
  g_assert_cmpint (sudoku_library_add (fixture.library, added, &error), >, 0);
  g_assert_no_error (error);
  wait_loaded (&fixture);
  assert_one_change (&fixture, 7, 0, 1);
  g_assert_cmpmem (puzzle_at (&fixture, 7)->givens, SUDOKU_N_CELLS, fresh, SUDOKU_N_CELLS);
  g_assert_cmpuint (puzzle_at (&fixture, 7)->number, ==, 8);

  /* Delete, then Undo: out and back in at the same place. */
  deleted_id = puzzle_at (&fixture, 4)->id;
  ids = ids_of (deleted_id);
  sudoku_library_trash_many_async (fixture.library, ids, NULL, trashed_cb, &many);
  wait_many (&many);
  g_assert_cmpuint (many.n, ==, 1);
  wait_loaded (&fixture);
  assert_one_change (&fixture, 4, 1, 0);
  g_assert_cmpuint (sudoku_library_model_find (fixture.model, deleted_id), ==, G_MAXUINT);
  g_assert_cmpuint (sudoku_library_model_get_count (fixture.model, 3), ==, 7);

  many = (ManyResult) { 0, };
  sudoku_library_restore_many_async (fixture.library, ids, NULL, restored_cb, &many);
  wait_many (&many);
  g_assert_cmpuint (many.n, ==, 1);
  wait_loaded (&fixture);
  assert_one_change (&fixture, 4, 0, 1);
  g_assert_cmpuint (sudoku_library_model_find (fixture.model, deleted_id), ==, 4);
  g_assert_cmpuint (sudoku_library_model_get_count (fixture.model, 3), ==, 8);
  g_clear_pointer (&ids, g_array_unref);

  /* Move, with all puzzles shown: out of Level 3 and into Level 5
   * further down, as two changes; nothing else moves. */
  sudoku_library_model_set_group (fixture.model, SUDOKU_LIBRARY_GROUP_ALL);
  wait_loaded (&fixture);
  g_array_set_size (fixture.changes, 0);
  moved_id = puzzle_at (&fixture, 14)->id;
  g_assert_cmpuint (puzzle_at (&fixture, 14)->level, ==, 3);
  kept_before = item_at (&fixture, 13);
  ids = ids_of (moved_id);
  many = (ManyResult) { 0, };
  sudoku_library_move_many_async (fixture.library, ids, 5, NULL, moved_cb, &many);
  wait_many (&many);
  g_assert_cmpuint (many.n, ==, 1);
  wait_loaded (&fixture);
  g_assert_cmpuint (fixture.changes->len, ==, 2);
  g_assert_cmpuint (g_array_index (fixture.changes, Change, 0).position, ==, 14);
  g_assert_cmpuint (g_array_index (fixture.changes, Change, 0).removed, ==, 1);
  g_assert_cmpuint (g_array_index (fixture.changes, Change, 0).added, ==, 0);
  g_assert_cmpuint (g_array_index (fixture.changes, Change, 1).removed, ==, 0);
  g_assert_cmpuint (g_array_index (fixture.changes, Change, 1).added, ==, 1);
  g_assert_true (item_at (&fixture, 13) == kept_before);
  {
    guint position = sudoku_library_model_find (fixture.model, moved_id);
    const SudokuLibraryPuzzle *moved = puzzle_at (&fixture, position);

    g_assert_cmpuint (g_array_index (fixture.changes, Change, 1).position, ==, position);
    g_assert_cmpuint (moved->level, ==, 5);
    /* Level 5 had Nos. 1–7. */
    g_assert_cmpuint (moved->number, ==, 8);
    g_assert_cmpuint (puzzle_at (&fixture, position - 1)->level, ==, 5);
    g_assert_cmpuint (puzzle_at (&fixture, position - 1)->number, ==, 7);
  }
  g_array_set_size (fixture.changes, 0);

  /* A read that changes nothing emits nothing. */
  sudoku_library_model_reload (fixture.model);
  wait_loaded (&fixture);
  g_assert_cmpuint (fixture.changes->len, ==, 0);

  fixture_close (&fixture);
}

/* Search: text, numbers, and givens written with dots, other empty-cell
 * characters or 0s; a group change keeps the search. */
static void
test_search (void)
{
  Fixture fixture = { 0, };
  const char *pieces[] = { "..85...1..9", "0085000100", "--85---1", "*.85_..1" };

  fixture_open (&fixture);
  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      sudoku_library_model_set_search (fixture.model, pieces[i]);
      wait_loaded (&fixture);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture.model)), ==, 1);
      g_assert_cmpstr (puzzle_at (&fixture, 0)->givens, ==, INKALA_2012);
    }

  /* "4...3", as the app prints a puzzle: each one found has it. */
  sudoku_library_model_set_search (fixture.model, "  4...3 ");
  g_assert_cmpstr (sudoku_library_model_get_search (fixture.model), ==, "4...3");
  wait_loaded (&fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture.model)), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (fixture.model)); i++)
    g_assert_nonnull (strstr (puzzle_at (&fixture, i)->givens, "4...3"));

  /* A group narrows the search. */
  sudoku_library_model_set_search (fixture.model, "7");
  wait_loaded (&fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture.model)), >=, 7);
  sudoku_library_model_set_group (fixture.model, 2);
  wait_loaded (&fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture.model)), >=, 1);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (fixture.model)); i++)
    g_assert_cmpuint (puzzle_at (&fixture, i)->level, ==, 2);

  /* Nothing found, then everything again. */
  sudoku_library_model_set_search (fixture.model, "no such puzzle");
  wait_loaded (&fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture.model)), ==, 0);
  sudoku_library_model_set_search (fixture.model, "");
  g_assert_null (sudoku_library_model_get_search (fixture.model));
  wait_loaded (&fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture.model)), ==, 7);

  fixture_close (&fixture);
}

/* Sort: by clues, by rating descending, by title without case; alike
 * rows keep the library's order; a change keeps the sort. */
static void
test_sort (void)
{
  Fixture fixture = { 0, };
  g_autoptr(SudokuLibraryPuzzle) renamed = NULL;
  g_autoptr(GError) error = NULL;
  guint n;

  fixture_open (&fixture);
  n = g_list_model_get_n_items (G_LIST_MODEL (fixture.model));

  sudoku_library_model_set_sort (fixture.model, SUDOKU_LIBRARY_SORT_CLUES, FALSE);
  g_assert_cmpint (sudoku_library_model_get_sort (fixture.model), ==, SUDOKU_LIBRARY_SORT_CLUES);
  wait_loaded (&fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture.model)), ==, n);
  for (guint i = 1; i < n; i++)
    {
      SudokuLibraryItem *a = item_at (&fixture, i - 1);
      SudokuLibraryItem *b = item_at (&fixture, i);

      g_assert_cmpuint (sudoku_library_item_get_clues (a), <=, sudoku_library_item_get_clues (b));
    }

  sudoku_library_model_set_sort (fixture.model, SUDOKU_LIBRARY_SORT_RATING, TRUE);
  g_assert_true (sudoku_library_model_get_sort_descending (fixture.model));
  wait_loaded (&fixture);
  for (guint i = 1; i < n; i++)
    g_assert_cmpfloat (puzzle_at (&fixture, i - 1)->se, >=, puzzle_at (&fixture, i)->se);

  /* Titles: "b" before "C" without case; the untitled (alike) first,
   * in the library's order. */
  sudoku_library_model_set_sort (fixture.model, SUDOKU_LIBRARY_SORT_TITLE, FALSE);
  wait_loaded (&fixture);
  renamed = sudoku_library_puzzle_copy (puzzle_at (&fixture, 0));
  g_free (renamed->title);
  renamed->title = g_strdup ("C");
  g_assert_true (sudoku_library_update (fixture.library, renamed, &error));
  g_clear_pointer (&renamed, sudoku_library_puzzle_free);
  renamed = sudoku_library_puzzle_copy (puzzle_at (&fixture, 1));
  g_free (renamed->title);
  renamed->title = g_strdup ("b");
  g_assert_true (sudoku_library_update (fixture.library, renamed, &error));
  g_assert_no_error (error);
  wait_loaded (&fixture);
  {
    guint b_at = G_MAXUINT, c_at = G_MAXUINT;

    for (guint i = 0; i < n; i++)
      {
        const SudokuLibraryPuzzle *p = puzzle_at (&fixture, i);

        if (g_strcmp0 (p->title, "b") == 0)
          b_at = i;
        else if (g_strcmp0 (p->title, "C") == 0)
          c_at = i;
        if (i > 0)
          {
            const SudokuLibraryPuzzle *before = puzzle_at (&fixture, i - 1);
            g_autofree char *x = g_utf8_casefold (before->title, -1);
            g_autofree char *y = g_utf8_casefold (p->title, -1);
            guint rank_a = before->level == SUDOKU_LIBRARY_SAMPLE ? 8 : before->level;
            guint rank_b = p->level == SUDOKU_LIBRARY_SAMPLE ? 8 : p->level;

            g_assert_cmpint (g_utf8_collate (x, y), <=, 0);
            /* Alike: the library's order. */
            if (g_strcmp0 (before->title, p->title) == 0)
              g_assert_true (rank_a < rank_b ||
                             (rank_a == rank_b && before->number < p->number));
          }
      }
    g_assert_cmpuint (b_at, <, c_at);
    g_assert_cmpuint (c_at, <, n);
  }

  /* Back to the library's order. */
  sudoku_library_model_set_sort (fixture.model, SUDOKU_LIBRARY_SORT_LIBRARY, TRUE);
  g_assert_false (sudoku_library_model_get_sort_descending (fixture.model));
  wait_loaded (&fixture);
  g_assert_cmpuint (puzzle_at (&fixture, 0)->level, ==, 1);
  g_assert_cmpuint (puzzle_at (&fixture, 0)->number, ==, 1);

  /* A new order of many rows comes as a few changes, not one per row. */
  {
    g_autofree char *text = make_puzzles (300, 40);
    g_autoptr(SudokuLibraryImportResult) imported = import_text (fixture.library, text, 1);
    Change *change;

    g_assert_cmpuint (imported->n_imported, ==, 300);
    sudoku_library_model_set_group (fixture.model, 1);
    wait_loaded (&fixture);
    g_array_set_size (fixture.changes, 0);

    /* Reversed: all but one row out, then in again. */
    sudoku_library_model_set_sort (fixture.model, SUDOKU_LIBRARY_SORT_NUMBER, TRUE);
    wait_loaded (&fixture);
    g_assert_cmpuint (fixture.changes->len, <=, 2);
    for (guint i = 0; i < 307; i++)
      g_assert_cmpuint (puzzle_at (&fixture, i)->number, ==, 307 - i);
    sudoku_library_model_set_sort (fixture.model, SUDOKU_LIBRARY_SORT_LIBRARY, FALSE);
    wait_loaded (&fixture);

    /* Shuffled (titles written by another program): a few changes. */
    raw_exec (fixture.path, "UPDATE puzzles SET title = printf ('%05d', "
                            "(id * id * 7919 + id * 31) % 10007) WHERE level = 1");
    sudoku_library_model_reload (fixture.model);
    wait_loaded (&fixture);
    g_array_set_size (fixture.changes, 0);
    sudoku_library_model_set_sort (fixture.model, SUDOKU_LIBRARY_SORT_TITLE, FALSE);
    wait_loaded (&fixture);
    g_assert_cmpuint (fixture.changes->len, >=, 1);
    g_assert_cmpuint (fixture.changes->len, <=, 8);
    g_array_set_size (fixture.changes, 0);

    /* Every other row changed: one change over them all, not 150. */
    raw_exec (fixture.path, "UPDATE puzzles SET notes = 'changed' WHERE level = 1 AND id % 2 = 0");
    sudoku_library_model_reload (fixture.model);
    wait_loaded (&fixture);
    g_assert_cmpuint (fixture.changes->len, ==, 1);
    change = &g_array_index (fixture.changes, Change, 0);
    g_assert_cmpuint (change->removed, ==, change->added);
    g_assert_cmpuint (change->removed, >, 150);
    for (guint i = 1; i < 307; i++)
      g_assert_cmpstr (puzzle_at (&fixture, i - 1)->title, <, puzzle_at (&fixture, i)->title);
  }

  fixture_close (&fixture);
}

/* Moving many puzzles that share a number into one level through the
 * worker: the level shows each with a number of its own. */
static void
test_numbers_unique (void)
{
  Fixture fixture = { 0, };
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GHashTable) numbers = g_hash_table_new (NULL, NULL);
  ManyResult many = { 0, };
  guint n;

  fixture_open (&fixture);
  /* No. 1 of Levels 1–4. */
  for (guint i = 0; i < 4 * 7; i += 7)
    {
      gint64 id = puzzle_at (&fixture, i)->id;

      g_assert_cmpuint (puzzle_at (&fixture, i)->number, ==, 1);
      g_array_append_val (ids, id);
    }
  sudoku_library_model_set_group (fixture.model, 6);
  wait_loaded (&fixture);
  g_array_set_size (fixture.changes, 0);

  sudoku_library_move_many_async (fixture.library, ids, 6, NULL, moved_cb, &many);
  wait_many (&many);
  g_assert_cmpuint (many.n, ==, 4);
  wait_loaded (&fixture);
  n = g_list_model_get_n_items (G_LIST_MODEL (fixture.model));
  g_assert_cmpuint (n, ==, 11);
  /* In at the end, in one change. */
  assert_one_change (&fixture, 7, 0, 4);
  for (guint i = 0; i < n; i++)
    {
      guint number = puzzle_at (&fixture, i)->number;

      g_assert_false (g_hash_table_contains (numbers, GUINT_TO_POINTER (number)));
      g_hash_table_add (numbers, GUINT_TO_POINTER (number));
      g_assert_cmpuint (number, ==, i + 1);
    }

  fixture_close (&fixture);
}

static void
update_error_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  ManyResult *many = user_data;

  many->done = TRUE;
  g_assert_false (sudoku_library_update_finish (SUDOKU_LIBRARY (source), result, &many->error));
}

static void
move_error_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  ManyResult *many = user_data;

  many->done = TRUE;
  g_assert_false (sudoku_library_move_many_finish (SUDOKU_LIBRARY (source), result, &many->n,
                                                   &many->error));
}

/* The writes in workers: their errors come back; a cancelled write
 * never starts; ::changed comes with a change, on this thread. */
static void
test_writes_in_workers (void)
{
  Fixture fixture = { 0, };
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GArray) ids = NULL;
  ManyResult many = { 0, };
  guint n_changed = 0;

  fixture_open (&fixture);
  g_signal_connect (fixture.library, "changed", G_CALLBACK (count_changed_cb), &n_changed);

  /* Another puzzle of Level 2 has No. 3. */
  puzzle = sudoku_library_puzzle_copy (puzzle_at (&fixture, 7));
  g_assert_cmpuint (puzzle->level, ==, 2);
  g_assert_cmpuint (puzzle->number, ==, 1);
  puzzle->number = 3;
  sudoku_library_update_async (fixture.library, puzzle, NULL, update_error_cb, &many);
  iterate_until (is_set, &many.done);
  g_assert_error (many.error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE);
  g_clear_error (&many.error);
  g_assert_cmpuint (n_changed, ==, 0);

  /* No such level. */
  ids = ids_of (puzzle->id);
  many = (ManyResult) { 0, };
  sudoku_library_move_many_async (fixture.library, ids, 9, NULL, move_error_cb, &many);
  iterate_until (is_set, &many.done);
  g_assert_error (many.error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID);
  g_clear_error (&many.error);

  /* Cancelled before it started: nothing moves. */
  g_cancellable_cancel (cancellable);
  many = (ManyResult) { 0, };
  sudoku_library_move_many_async (fixture.library, ids, 4, cancellable, move_error_cb, &many);
  iterate_until (is_set, &many.done);
  g_assert_error (many.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&many.error);
  g_assert_cmpuint (n_changed, ==, 0);
  g_assert_cmpuint (count_group (fixture.library, 2), ==, 7);

  /* A move that works: one ::changed, and the model follows. */
  many = (ManyResult) { 0, };
  sudoku_library_move_many_async (fixture.library, ids, 4, NULL, moved_cb, &many);
  wait_many (&many);
  g_assert_cmpuint (many.n, ==, 1);
  g_assert_cmpuint (n_changed, ==, 1);
  wait_loaded (&fixture);
  g_assert_cmpuint (sudoku_library_model_get_count (fixture.model, 2), ==, 6);
  g_assert_cmpuint (sudoku_library_model_get_count (fixture.model, 4), ==, 8);
  g_assert_cmpuint (puzzle_at (&fixture, sudoku_library_model_find (fixture.model,
                                                                    puzzle->id))->level, ==, 4);

  g_signal_handlers_disconnect_by_data (fixture.library, &n_changed);
  fixture_close (&fixture);
}

typedef struct
{
  gboolean             done;
  SudokuLibraryPuzzle *puzzle;
  GError              *error;
} PuzzleResult;

static void
stored_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  PuzzleResult *out = user_data;

  out->puzzle = sudoku_library_store_finish (SUDOKU_LIBRARY (source), result, &out->error);
  out->done = TRUE;
}

static void
duplicate_found_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  PuzzleResult *out = user_data;

  out->puzzle = sudoku_library_find_duplicate_finish (SUDOKU_LIBRARY (source), result,
                                                      &out->error);
  out->done = TRUE;
}

static void
wait_puzzle (PuzzleResult *out)
{
  iterate_until (is_set, &out->done);
}

/* Save to Library in a worker: an update that moves the puzzle keeps
 * its number when none is given; adding it again is a duplicate, unless
 * asked for as a copy; the duplicate check finds it; a cancelled store
 * changes nothing. */
static void
test_store_in_worker (void)
{
  Fixture fixture = { 0, };
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  PuzzleResult out = { 0, };
  guint n_changed = 0;
  guint n_level;

  fixture_open (&fixture);
  g_signal_connect (fixture.library, "changed", G_CALLBACK (count_changed_cb), &n_changed);
  puzzle = sudoku_library_puzzle_copy (puzzle_at (&fixture, 7));
  g_assert_cmpuint (puzzle->level, ==, 2);

  /* Cancelled before it started. */
  g_cancellable_cancel (cancellable);
  puzzle->level = 5;
  sudoku_library_store_async (fixture.library, puzzle, puzzle->id, cancellable, stored_cb, &out);
  wait_puzzle (&out);
  g_assert_error (out.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (out.puzzle);
  g_clear_error (&out.error);
  g_assert_cmpuint (n_changed, ==, 0);
  g_assert_cmpuint (count_group (fixture.library, 2), ==, 7);

  /* Over the existing row, to Level 5, with a title. */
  out = (PuzzleResult) { 0, };
  puzzle->number = 0;
  g_free (puzzle->title);
  puzzle->title = g_strdup ("Stored in a worker");
  sudoku_library_store_async (fixture.library, puzzle, puzzle->id, NULL, stored_cb, &out);
  wait_puzzle (&out);
  g_assert_no_error (out.error);
  g_assert_cmpint (out.puzzle->id, ==, puzzle->id);
  g_assert_cmpuint (out.puzzle->level, ==, 5);
  g_assert_cmpuint (out.puzzle->number, >, 0);
  g_assert_cmpstr (out.puzzle->title, ==, "Stored in a worker");
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_cmpuint (count_group (fixture.library, 2), ==, 6);
  g_clear_pointer (&out.puzzle, sudoku_library_puzzle_free);

  /* The duplicate check finds it. */
  out = (PuzzleResult) { 0, };
  sudoku_library_find_duplicate_async (fixture.library, puzzle->variant, puzzle->givens, NULL,
                                       duplicate_found_cb, &out);
  wait_puzzle (&out);
  g_assert_no_error (out.error);
  g_assert_nonnull (out.puzzle);
  g_assert_cmpint (out.puzzle->id, ==, puzzle->id);
  g_clear_pointer (&out.puzzle, sudoku_library_puzzle_free);

  /* Added again: a duplicate, nothing changes. */
  out = (PuzzleResult) { 0, };
  sudoku_library_store_async (fixture.library, puzzle, 0, NULL, stored_cb, &out);
  wait_puzzle (&out);
  g_assert_error (out.error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE);
  g_assert_null (out.puzzle);
  g_clear_error (&out.error);
  g_assert_cmpuint (n_changed, ==, 1);

  /* Save a Copy (issue 20, item 2): a second entry, the first kept. */
  n_level = count_group (fixture.library, 5);
  out = (PuzzleResult) { 0, };
  puzzle->number = 0;
  sudoku_library_store_async (fixture.library, puzzle, SUDOKU_LIBRARY_STORE_COPY, NULL,
                              stored_cb, &out);
  wait_puzzle (&out);
  g_assert_no_error (out.error);
  g_assert_nonnull (out.puzzle);
  g_assert_cmpint (out.puzzle->id, !=, puzzle->id);
  g_assert_cmpstr (out.puzzle->givens, ==, puzzle->givens);
  g_assert_cmpstr (out.puzzle->title, ==, "Stored in a worker");
  g_assert_cmpuint (out.puzzle->level, ==, 5);
  g_assert_cmpuint (count_group (fixture.library, 5), ==, n_level + 1);
  g_assert_cmpuint (n_changed, ==, 2);
  g_clear_pointer (&out.puzzle, sudoku_library_puzzle_free);

  g_signal_handlers_disconnect_by_data (fixture.library, &n_changed);
  fixture_close (&fixture);
}

/* A model dropped while it reads lets its workers finish unharmed. */
static void
test_dropped_while_loading (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  SudokuLibraryModel *model = sudoku_library_model_new (library);

  g_assert_true (sudoku_library_model_get_loading (model));
  g_assert_finalize_object (model);
  /* The cancelled workers come back to a model that is gone. */
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_usleep (100000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (count_all (library), ==, N_SAMPLES);
  g_clear_object (&library);
  test_remove_tree (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/library-model/loading", test_loading);
  g_test_add_func ("/nanpure/library-model/items-changed", test_items_changed);
  g_test_add_func ("/nanpure/library-model/search", test_search);
  g_test_add_func ("/nanpure/library-model/sort", test_sort);
  g_test_add_func ("/nanpure/library-model/numbers-unique", test_numbers_unique);
  g_test_add_func ("/nanpure/library-model/writes-in-workers", test_writes_in_workers);
  g_test_add_func ("/nanpure/library-model/store-in-worker", test_store_in_worker);
  g_test_add_func ("/nanpure/library-model/dropped-while-loading", test_dropped_while_loading);

  return g_test_run ();
}
