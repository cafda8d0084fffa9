/* test-step-list.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The list of every step available now (sudoku-step-list.c), without a
 * display: it streams what the engine finds, lists the easiest level
 * first, follows the game and cancels. */

#include "config.h"

#include "session-test-utils.h"
#include "sudoku-checker.h"
#include "sudoku-solve-runner.h"
#include "sudoku-step-list.h"

static gboolean
list_is_idle (gpointer data)
{
  return !sudoku_step_list_get_busy (data);
}

/* What the engine finds on the list's position, for comparison. */
static GPtrArray *
engine_steps (SudokuSession  *session,
              SudokuStepList *list)
{
  SudokuSolveRunner *runner = sudoku_session_get_solve_runner (session);

  return sudoku_all_steps_find (sudoku_step_list_get_board (list),
                                sudoku_solve_runner_get_profile (runner),
                                sudoku_checker_is_unique (sudoku_session_get_checker (session)),
                                0, NULL, NULL, NULL);
}


static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          gpointer    user_data)
{
  (*(guint *) user_data)++;
}

/* Streamed in, the easiest level first, then one level harder, then all. */
static void
test_levels (void)
{
  g_autoptr(SudokuSession) session = session_with (HARD);
  g_autoptr(SudokuStepList) list = sudoku_step_list_new (session);
  GListModel *model = G_LIST_MODEL (list);
  g_autoptr(GPtrArray) expected = NULL;
  guint n_found_notes = 0;
  guint easiest, level;

  g_signal_connect (list, "notify::n-found", G_CALLBACK (count_cb), &n_found_notes);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);
  sudoku_step_list_set_active (list, TRUE);
  g_assert_true (sudoku_step_list_get_busy (list));
  iterate_until (list_is_idle, list);

  expected = engine_steps (session, list);
  easiest = sudoku_all_steps_easiest_level (expected);
  g_assert_cmpuint (sudoku_step_list_get_n_found (list), ==, expected->len);
  /* One technique after another, not all at the end. */
  g_assert_cmpuint (n_found_notes, >, 2);
  g_assert_cmpfloat (sudoku_step_list_get_progress (list), ==, 1.0);

  g_assert_cmpuint (sudoku_step_list_get_level (list), ==, easiest);
  g_assert_cmpuint (g_list_model_get_n_items (model), >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (model), <, expected->len);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(SudokuStepItem) item = g_list_model_get_item (model, i);

      g_assert_cmpuint (sudoku_found_step_get_level (sudoku_step_item_get_found (item)), ==,
                        easiest);
      g_assert_nonnull (sudoku_step_item_get_summary (item));
    }

  g_assert_true (sudoku_step_list_get_can_show_harder (list));
  sudoku_step_list_show_harder (list);
  level = sudoku_step_list_get_level (list);
  g_assert_cmpuint (level, >, easiest);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(SudokuStepItem) item = g_list_model_get_item (model, i);

      g_assert_cmpuint (sudoku_found_step_get_level (sudoku_step_item_get_found (item)), <=,
                        level);
    }

  sudoku_step_list_show_all (list);
  g_assert_cmpuint (sudoku_step_list_get_level (list), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, expected->len);
  g_assert_false (sudoku_step_list_get_can_show_harder (list));
  /* Each line as the engine grouped it, in the order found. */
  for (guint i = 0; i < expected->len; i++)
    {
      g_autoptr(SudokuStepItem) item = g_list_model_get_item (model, i);
      SudokuFoundStep *found = sudoku_step_item_get_found (item);
      guint n_list, n_engine;

      g_assert_true (sudoku_step_same_result (sudoku_found_step_get_step (found),
                                              sudoku_found_step_get_step (expected->pdata[i])));
      sudoku_found_step_get_techniques (found, &n_list);
      sudoku_found_step_get_techniques (expected->pdata[i], &n_engine);
      g_assert_cmpuint (n_list, ==, n_engine);
    }
  g_assert_finalize_object (g_steal_pointer (&list));
}

/* A step played from the list is one undoable move, and the list starts
 * again on the new position; so does it after a move of the player's,
 * even in the middle of a search. */
static void
test_follows_game (void)
{
  g_autoptr(SudokuSession) session = session_with (EASY);
  g_autoptr(SudokuStepList) list = sudoku_step_list_new (session);
  SudokuGame *game = sudoku_session_get_game (session);
  SudokuSolveRunner *runner = sudoku_session_get_solve_runner (session);
  g_autoptr(SudokuStepItem) item = NULL;
  g_autoptr(SudokuStep) played = NULL;
  g_autoptr(GPtrArray) expected = NULL;
  guint n_moves = g_list_model_get_n_items (sudoku_game_get_history (game));
  SudokuBoard before;

  sudoku_step_list_set_active (list, TRUE);
  iterate_until (list_is_idle, list);
  before = *sudoku_game_get_board (game);
  item = g_list_model_get_item (G_LIST_MODEL (list), 0);
  played = sudoku_step_copy (sudoku_found_step_get_step (sudoku_step_item_get_found (item)));

  sudoku_solve_runner_show_step (runner, played);
  g_assert_nonnull (sudoku_solve_runner_get_hint (runner));
  g_assert_true (sudoku_step_same_result (sudoku_hint_get_step (sudoku_solve_runner_get_hint (runner)),
                                          played));
  sudoku_solve_runner_apply_hint (runner);
  g_assert_null (sudoku_solve_runner_get_hint (runner));
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, n_moves + 1);
  g_assert_false (memcmp (&before, sudoku_game_get_board (game), sizeof before) == 0);

  /* The list follows at once: a new search on the new board. */
  g_assert_true (sudoku_step_list_get_busy (list));
  g_assert_cmpmem (sudoku_game_get_board (game), sizeof before,
                   sudoku_step_list_get_board (list), sizeof before);
  iterate_until (list_is_idle, list);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (list)); i++)
    {
      g_autoptr(SudokuStepItem) now = g_list_model_get_item (G_LIST_MODEL (list), i);

      g_assert_false (sudoku_step_same_result (
        sudoku_found_step_get_step (sudoku_step_item_get_found (now)), played));
    }

  /* A move during a search: the search starts over on the new board. */
  sudoku_game_undo (game);
  g_assert_true (sudoku_step_list_get_busy (list));
  g_assert_true (sudoku_game_redo (game));
  iterate_until (list_is_idle, list);
  g_assert_cmpmem (sudoku_game_get_board (game), sizeof before,
                   sudoku_step_list_get_board (list), sizeof before);
  expected = engine_steps (session, list);
  g_assert_cmpuint (sudoku_step_list_get_n_found (list), ==, expected->len);
  g_assert_finalize_object (g_steal_pointer (&list));
}

/* Cancel stops the search and keeps what was found; an inactive list
 * searches nothing; a list dropped during a search goes away. */
static void
test_cancel (void)
{
  g_autoptr(SudokuSession) session = session_with (HARD);
  g_autoptr(SudokuStepList) list = sudoku_step_list_new (session);
  g_autoptr(GPtrArray) expected = NULL;
  guint found;

  sudoku_game_set_value (sudoku_session_get_game (session), 3, 9);
  g_assert_false (sudoku_step_list_get_busy (list));

  sudoku_step_list_set_active (list, TRUE);
  g_assert_true (sudoku_step_list_get_busy (list));
  sudoku_step_list_cancel (list);
  g_assert_false (sudoku_step_list_get_busy (list));
  found = sudoku_step_list_get_n_found (list);
  /* Whatever the cancelled worker still sends is dropped. */
  sudoku_step_list_refresh (list);
  iterate_until (list_is_idle, list);
  expected = engine_steps (session, list);
  g_assert_cmpuint (sudoku_step_list_get_n_found (list), ==, expected->len);
  g_assert_cmpuint (found, <=, expected->len);

  sudoku_step_list_refresh (list);
  g_assert_true (sudoku_step_list_get_busy (list));
  g_assert_finalize_object (g_steal_pointer (&list));
}

/* Which threads the list spoke in. */
typedef struct
{
  GThread *main_thread;
  int      n_elsewhere;  /* atomic: a worker may be the one counting */
  int      n_here;
} Voices;

static void
voice (Voices *voices)
{
  if (g_thread_self () == voices->main_thread)
    g_atomic_int_inc (&voices->n_here);
  else
    g_atomic_int_inc (&voices->n_elsewhere);
}

static void
notified_cb (GObject    *object,
             GParamSpec *pspec,
             gpointer    user_data)
{
  voice (user_data);
}

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  gpointer    user_data)
{
  voice (user_data);
}

/* The worker's results reach the list in the main context only, even
 * while the main thread is busy elsewhere and iterates nothing (then
 * g_main_context_invoke() would run them at once in the worker, which
 * then held the list a moment after the list was idle): the list
 * changes and speaks in the main thread alone, and once it is idle
 * nothing but the test holds it. */
static void
test_main_thread (void)
{
  g_autoptr(SudokuSession) session = session_with (HARD);
  g_autoptr(SudokuStepList) list = sudoku_step_list_new (session);
  Voices voices = { .main_thread = g_thread_self () };

  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_signal_connect (list, "notify", G_CALLBACK (notified_cb), &voices);
  g_signal_connect (list, "items-changed", G_CALLBACK (items_changed_cb), &voices);
  sudoku_step_list_set_active (list, TRUE);
  g_assert_true (sudoku_step_list_get_busy (list));
  voices.n_here = 0;

  /* The main thread iterates nothing until the worker has sent its
   * first results: they wait in the main context, or (the fault) they
   * were delivered in the worker. The pause only spaces the looks;
   * no outcome depends on it. */
  while (g_atomic_int_get (&voices.n_elsewhere) == 0 && !g_main_context_pending (NULL))
    g_usleep (1000);
  g_assert_cmpint (g_atomic_int_get (&voices.n_elsewhere), ==, 0);
  g_assert_cmpint (voices.n_here, ==, 0);

  iterate_until (list_is_idle, list);
  g_assert_cmpint (g_atomic_int_get (&voices.n_elsewhere), ==, 0);
  g_assert_cmpint (voices.n_here, >, 0);
  g_assert_cmpuint (sudoku_step_list_get_n_found (list), >, 0);
  g_assert_finalize_object (g_steal_pointer (&list));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/step-list/levels", test_levels);
  g_test_add_func ("/nanpure/step-list/follows-game", test_follows_game);
  g_test_add_func ("/nanpure/step-list/cancel", test_cancel);
  g_test_add_func ("/nanpure/step-list/main-thread", test_main_thread);

  return g_test_run ();
}
