/* test-all-steps.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every step of a position (sudoku-all-steps.c): content, grouping,
 * ordering, streaming, the cap and cancelling. */

#include "config.h"

#include "sudoku-all-steps.h"
#include "test-utils.h"

static GPtrArray *
find_all (const SudokuBoard *board,
          const char        *profile_name,
          guint              cap)
{
  SudokuProfile profile;
  g_autoptr(GError) error = NULL;

  g_assert_true (sudoku_profile_init_from_string (&profile, profile_name, &error));
  g_assert_no_error (error);
  return sudoku_all_steps_find (board, &profile, TRUE, cap, NULL, NULL, NULL);
}

static SudokuBoard
start_of (const char *text)
{
  SudokuBoard board = test_board_from (text, SUDOKU_VARIANT_CLASSIC);

  sudoku_board_compute_candidates (&board);
  return board;
}

/* Every step is sound (it places the solution's digits and removes
 * others), no two lines have the same result, and the hint's step is
 * among them. */
static void
test_content (void)
{
  SudokuBoard board = start_of (INKALA_2010);
  g_autoptr(GPtrArray) steps = find_all (&board, "full", 0);
  g_autoptr(GHashTable) results = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(SudokuStep) hint = NULL;
  SudokuProfile profile;
  gboolean hint_found = FALSE;

  g_assert_cmpuint (steps->len, >, 10);
  for (guint i = 0; i < steps->len; i++)
    {
      const SudokuFoundStep *found = steps->pdata[i];
      const SudokuStep *step = sudoku_found_step_get_step (found);
      g_autofree char *result = sudoku_step_dup_result (step);

      g_assert_cmpuint (sudoku_found_step_get_id (found), ==, i);
      g_assert_cmpuint (sudoku_found_step_get_n_removed (found), >, 0);
      g_assert_false (g_hash_table_contains (results, result));
      g_hash_table_add (results, g_steal_pointer (&result));
      for (guint e = 0; e < step->eliminations->len; e++)
        {
          SudokuCandidate *c = &g_array_index (step->eliminations, SudokuCandidate, e);

          g_assert_cmpint (INKALA_2010_SOLUTION[c->cell] - '0', !=, c->digit);
          g_assert_true (sudoku_cells_has (sudoku_found_step_get_target_cells (found), c->cell));
          g_assert_true (sudoku_found_step_get_digits (found) & SUDOKU_DIGIT_BIT (c->digit));
        }
      for (guint p = 0; p < step->placements->len; p++)
        {
          SudokuCandidate *c = &g_array_index (step->placements, SudokuCandidate, p);

          g_assert_cmpint (INKALA_2010_SOLUTION[c->cell] - '0', ==, c->digit);
        }
    }

  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  hint = sudoku_path_next_step (&board, &profile, TRUE);
  g_assert_nonnull (hint);
  for (guint i = 0; i < steps->len; i++)
    hint_found |= sudoku_step_same_result (sudoku_found_step_get_step (steps->pdata[i]), hint);
  g_assert_true (hint_found);
}

/* A solved grid but one cell: the full house, both hidden singles and
 * the naked single all place the same digit: one line, four techniques,
 * the easiest first. */
static void
test_grouping (void)
{
  g_autofree char *text = g_strdup (INKALA_2012_SOLUTION);
  SudokuBoard board;
  g_autoptr(GPtrArray) steps = NULL;
  const SudokuTechnique *techniques;
  guint n_techniques;

  text[40] = '.';
  board = start_of (text);
  steps = find_all (&board, "original", 0);
  g_assert_cmpuint (steps->len, ==, 1);
  techniques = sudoku_found_step_get_techniques (steps->pdata[0], &n_techniques);
  g_assert_cmpuint (n_techniques, ==, 4);
  g_assert_cmpint (techniques[0], ==, SUDOKU_TECHNIQUE_FULL_HOUSE);
  g_assert_cmpint (techniques[3], ==, SUDOKU_TECHNIQUE_NAKED_SINGLE);
  /* A full house in its row, column and box, and more singles. */
  g_assert_cmpuint (sudoku_found_step_get_n_instances (steps->pdata[0]), >=, 6);
  g_assert_cmpuint (sudoku_found_step_get_n_unlocked (steps->pdata[0]), ==, 0);
}

static int
by_removed (gconstpointer a,
            gconstpointer b)
{
  return sudoku_found_step_compare_removed (*(SudokuFoundStep **) a, *(SudokuFoundStep **) b);
}

static int
by_unlocked (gconstpointer a,
             gconstpointer b)
{
  return sudoku_found_step_compare_unlocked (*(SudokuFoundStep **) a, *(SudokuFoundStep **) b);
}

static int
by_cell (gconstpointer a,
         gconstpointer b)
{
  return sudoku_found_step_compare_cell (*(SudokuFoundStep **) a, *(SudokuFoundStep **) b);
}

/* Grouped by technique, each technique's steps together, the techniques
 * in order of their easiest step; the other orders sort what they say. */
static void
test_ordering (void)
{
  SudokuBoard board = start_of (HARD);
  g_autoptr(GPtrArray) steps = find_all (&board, "full", 0);
  gboolean seen[SUDOKU_N_TECHNIQUES] = { FALSE };
  guint previous_level = 0;

  sudoku_all_steps_sort_grouped (steps);
  for (guint i = 0; i < steps->len; i++)
    {
      SudokuTechnique technique = sudoku_found_step_get_technique (steps->pdata[i]);

      if (i > 0 && technique == sudoku_found_step_get_technique (steps->pdata[i - 1]))
        {
          g_assert_cmpint (sudoku_found_step_compare_difficulty (steps->pdata[i - 1],
                                                                 steps->pdata[i]), <, 0);
          continue;
        }
      g_assert_false (seen[technique]);
      seen[technique] = TRUE;
      g_assert_cmpuint (sudoku_found_step_get_level (steps->pdata[i]), >=, previous_level);
      previous_level = sudoku_found_step_get_level (steps->pdata[i]);
    }
  g_assert_cmpuint (sudoku_all_steps_easiest_level (steps), ==,
                    sudoku_found_step_get_level (steps->pdata[0]));

  g_ptr_array_sort (steps, by_removed);
  for (guint i = 1; i < steps->len; i++)
    g_assert_cmpuint (sudoku_found_step_get_n_removed (steps->pdata[i - 1]), >=,
                      sudoku_found_step_get_n_removed (steps->pdata[i]));
  g_ptr_array_sort (steps, by_unlocked);
  for (guint i = 1; i < steps->len; i++)
    g_assert_cmpuint (sudoku_found_step_get_n_unlocked (steps->pdata[i - 1]), >=,
                      sudoku_found_step_get_n_unlocked (steps->pdata[i]));
  g_ptr_array_sort (steps, by_cell);
  for (guint i = 1; i < steps->len; i++)
    g_assert_cmpuint (sudoku_found_step_get_first_cell (steps->pdata[i - 1]), <=,
                      sudoku_found_step_get_first_cell (steps->pdata[i]));
}

/* The cells a single can fill on @board, as found by the singles. */
static GHashTable *
single_cells (const SudokuBoard *board)
{
  g_autoptr(GPtrArray) steps = find_all (board, "original", 0);
  GHashTable *cells = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < steps->len; i++)
    {
      const SudokuStep *step = sudoku_found_step_get_step (steps->pdata[i]);
      SudokuCandidate *c = &g_array_index (step->placements, SudokuCandidate, 0);

      g_hash_table_add (cells, GUINT_TO_POINTER (c->cell * 10 + c->digit + 1));
    }
  return cells;
}

/* "Unlocks" counts the singles there are after the step and were not
 * before, as the singles' own finders see them. */
static void
test_unlocked (void)
{
  SudokuBoard board = start_of (EASY);
  g_autoptr(GPtrArray) steps = find_all (&board, "standard", 0);
  g_autoptr(GHashTable) before = single_cells (&board);
  guint with_unlocked = 0;

  for (guint i = 0; i < steps->len; i++)
    {
      SudokuBoard after = board;
      g_autoptr(GHashTable) now = NULL;
      g_autoptr(GHashTable) cells = g_hash_table_new (NULL, NULL);
      GHashTableIter iter;
      gpointer key;

      sudoku_step_apply (sudoku_found_step_get_step (steps->pdata[i]), &after);
      now = single_cells (&after);
      g_hash_table_iter_init (&iter, now);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        if (!g_hash_table_contains (before, key))
          g_hash_table_add (cells, GUINT_TO_POINTER ((GPOINTER_TO_UINT (key) - 1) / 10));
      g_assert_cmpuint (sudoku_found_step_get_n_unlocked (steps->pdata[i]), ==,
                        g_hash_table_size (cells));
      with_unlocked += g_hash_table_size (cells) > 0;
    }
  g_assert_cmpuint (with_unlocked, >, 0);
}

typedef struct
{
  GPtrArray *streamed;
  guint      calls;
  guint      total;
  guint      updates;
} Stream;

static void
stream_cb (SudokuTechnique  technique,
           GPtrArray       *added,
           GPtrArray       *updated,
           guint            done,
           guint            total,
           gpointer         user_data)
{
  Stream *stream = user_data;

  stream->calls++;
  g_assert_cmpuint (done, ==, stream->calls);
  stream->total = total;
  for (guint i = 0; i < added->len; i++)
    {
      g_assert_cmpuint (sudoku_found_step_get_id (added->pdata[i]), ==, stream->streamed->len);
      g_ptr_array_add (stream->streamed, sudoku_found_step_ref (added->pdata[i]));
    }
  for (guint i = 0; i < updated->len; i++)
    {
      guint id = sudoku_found_step_get_id (updated->pdata[i]);
      guint n_before, n_after;

      g_assert_cmpuint (id, <, stream->streamed->len);
      sudoku_found_step_get_techniques (stream->streamed->pdata[id], &n_before);
      sudoku_found_step_get_techniques (updated->pdata[i], &n_after);
      g_assert_cmpuint (n_after, >=, n_before);
      /* The old one stays as it was: the search never changes a line
       * it gave. */
      sudoku_found_step_unref (stream->streamed->pdata[id]);
      g_ptr_array_index (stream->streamed, id) = sudoku_found_step_ref (updated->pdata[i]);
      stream->updates++;
    }
}

/* The callback sees every technique, every line once, and updates that
 * end as the final list. */
static void
test_streaming (void)
{
  SudokuBoard board = start_of (HARD);
  SudokuProfile profile;
  g_autoptr(GPtrArray) streamed =
    g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_found_step_unref);
  g_autoptr(GPtrArray) steps = NULL;
  Stream stream = { streamed, 0, 0, 0 };

  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  steps = sudoku_all_steps_find (&board, &profile, TRUE, 0, stream_cb, &stream, NULL);
  g_assert_cmpuint (stream.calls, ==, stream.total);
  g_assert_cmpuint (stream.total, >, 50);
  g_assert_cmpuint (stream.updates, >, 0);
  g_assert_cmpuint (streamed->len, ==, steps->len);
  for (guint i = 0; i < steps->len; i++)
    {
      guint n_streamed, n_final;

      sudoku_found_step_get_techniques (streamed->pdata[i], &n_streamed);
      sudoku_found_step_get_techniques (steps->pdata[i], &n_final);
      g_assert_cmpuint (n_streamed, ==, n_final);
    }
}

/* At most @cap steps of a technique, and a cancelled search gives none. */
static void
test_cap_and_cancel (void)
{
  SudokuBoard board = start_of (HARD);
  g_autoptr(GPtrArray) steps = find_all (&board, "standard", 1);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  guint per_technique[SUDOKU_N_TECHNIQUES] = { 0 };
  SudokuProfile profile;

  for (guint i = 0; i < steps->len; i++)
    g_assert_cmpuint (++per_technique[sudoku_found_step_get_technique (steps->pdata[i])], ==, 1);

  g_cancellable_cancel (cancellable);
  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  g_assert_null (sudoku_all_steps_find (&board, &profile, TRUE, 0, NULL, NULL, cancellable));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/all-steps/content", test_content);
  g_test_add_func ("/nanpure/all-steps/grouping", test_grouping);
  g_test_add_func ("/nanpure/all-steps/ordering", test_ordering);
  g_test_add_func ("/nanpure/all-steps/unlocked", test_unlocked);
  g_test_add_func ("/nanpure/all-steps/streaming", test_streaming);
  g_test_add_func ("/nanpure/all-steps/cap-and-cancel", test_cap_and_cancel);

  return g_test_run ();
}
