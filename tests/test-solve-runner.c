/* test-solve-runner.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The session's solver, SudokuSolveRunner, headless and on its own: a
 * game, the runner, no session, no display. Step, Singles, Solve and
 * Hint; the playback, Stop and the step plan after an assumption; the
 * properties busy, progress and hint, and the settings it solves by. */

#include "config.h"

#include <string.h>

#include "sudoku-hint.h"
#include "sudoku-solve-runner.h"
#include "session-test-utils.h"

/* What the runner's hint holds, or nothing. */
static guint
hint_level (SudokuSolveRunner *runner)
{
  SudokuHint *hint = sudoku_solve_runner_get_hint (runner);

  return hint != NULL ? sudoku_hint_get_level (hint) : 0;
}

static const SudokuStep *
hint_step (SudokuSolveRunner *runner)
{
  SudokuHint *hint = sudoku_solve_runner_get_hint (runner);

  return hint != NULL ? sudoku_hint_get_step (hint) : NULL;
}

static const char *
hint_text (SudokuSolveRunner *runner)
{
  SudokuHint *hint = sudoku_solve_runner_get_hint (runner);

  return hint != NULL ? sudoku_hint_get_text (hint) : NULL;
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* A runner on a game showing @puzzle, in the Solve mode. */
static SudokuSolveRunner *
runner_with (const char *puzzle)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  SudokuBoard board = test_board_from (puzzle, SUDOKU_VARIANT_CLASSIC);

  sudoku_game_load (game, &board);
  sudoku_game_set_mode (game, SUDOKU_GAME_SOLVE);
  return sudoku_solve_runner_new (game);
}

/* Whether @game shows the solution of @puzzle. */
static gboolean
is_solved (SudokuGame *game,
           const char *puzzle)
{
  guint8 solution[SUDOKU_N_CELLS];

  test_solution_of (puzzle, solution);
  return memcmp (sudoku_game_get_board (game)->values, solution, SUDOKU_N_CELLS) == 0;
}

static gboolean
is_idle (gpointer data)
{
  return !sudoku_solve_runner_get_busy (data);
}

/* Step on a puzzle no technique of the Original profile solves: it takes
 * the assumption, then goes through its branch and back, a move each. */
static void
test_step_assumption (void)
{
  g_autoptr(SudokuSolveRunner) runner = runner_with (INKALA_2012);
  SudokuGame *game = sudoku_solve_runner_get_game (runner);
  gboolean assumed = FALSE, inside = FALSE, backtracked = FALSE;

  g_object_set (runner, "technique-profile", SUDOKU_TECHNIQUE_PROFILE_ORIGINAL, NULL);
  g_assert_cmpstr (sudoku_solve_runner_get_profile_key (runner), ==, "original");
  g_assert_true (sudoku_solve_runner_get_profile (runner)->assumptions);
  g_assert_false (sudoku_solve_runner_get_profile (runner)->enabled[SUDOKU_TECHNIQUE_POINTING]);

  /* A custom profile takes the known keys and leaves the others out. */
  {
    const char *const custom[] = { "naked-single", "assumptions", "from-a-later-version", NULL };
    const SudokuProfile *profile = sudoku_solve_runner_get_profile (runner);

    g_object_set (runner,
                  "custom-techniques", custom,
                  "technique-profile", SUDOKU_TECHNIQUE_PROFILE_CUSTOM,
                  "attempt-limit", 50,
                  NULL);
    g_assert_cmpstr (sudoku_solve_runner_get_profile_key (runner), ==, "custom");
    g_assert_true (profile->enabled[SUDOKU_TECHNIQUE_NAKED_SINGLE]);
    g_assert_false (profile->enabled[SUDOKU_TECHNIQUE_FULL_HOUSE]);
    g_assert_true (profile->assumptions);
    g_assert_cmpuint (profile->attempt_limit, ==, 50);
    g_object_set (runner,
                  "technique-profile", SUDOKU_TECHNIQUE_PROFILE_ORIGINAL,
                  "attempt-limit", 10000,
                  NULL);
  }
  for (guint i = 0; i < 400 && !sudoku_board_is_complete (sudoku_game_get_board (game)); i++)
    {
      Outcome outcome = { 0 };
      GListModel *history = sudoku_game_get_history (game);
      guint before = g_list_model_get_n_items (history);
      g_autoptr(SudokuMove) move = NULL;

      sudoku_solve_runner_step_async (runner, NULL, step_cb, &outcome);
      test_iterate_until (outcome_done, &outcome, 60);
      g_assert_no_error (outcome.error);
      /* Every Step moves: never "stuck" with assumptions allowed. */
      g_assert_cmpuint (g_list_model_get_n_items (history), ==, before + 1);
      move = g_list_model_get_item (history, before);
      g_assert_nonnull (sudoku_solve_runner_get_progress (runner));
      if (sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP &&
          sudoku_move_get_step (move)->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
        {
          if (!assumed)
            g_assert_nonnull (strstr (sudoku_solve_runner_get_progress (runner), "assume"));
          assumed = TRUE;
        }
      else if (sudoku_move_get_kind (move) == SUDOKU_MOVE_BACKTRACK)
        backtracked = TRUE;
      else if (sudoku_move_get_depth (move) > 0)
        inside = TRUE;
      outcome_clear (&outcome);
      if (assumed && inside && backtracked)
        break;
    }
  g_assert_true (assumed);
  g_assert_true (inside);
  g_assert_true (backtracked);

  /* Solve goes on along the same path to the end. */
  {
    Outcome outcome = { 0 };

    sudoku_solve_runner_set_move_interval (runner, 0);
    sudoku_solve_runner_solve_async (runner, NULL, solve_cb, &outcome);
    test_iterate_until (outcome_done, &outcome, 60);
    g_assert_no_error (outcome.error);
    g_assert_cmpint (outcome.result, ==, SUDOKU_PATH_SOLVED);
    g_assert_true (is_solved (game, INKALA_2012));
    outcome_clear (&outcome);
  }
}

static void
test_hints (void)
{
  g_autoptr(SudokuSolveRunner) runner = runner_with (EASY);
  SudokuGame *game = sudoku_solve_runner_get_game (runner);
  Outcome outcome = { 0 };
  g_autoptr(SudokuStep) expected = NULL;
  g_autofree char *vague = NULL;
  g_autofree char *concrete = NULL;
  g_autofree char *full = NULL;
  g_autoptr(SudokuMove) applied = NULL;
  guint8 solution[SUDOKU_N_CELLS];
  guint wrong;

  expected = sudoku_path_next_step (sudoku_game_get_board (game),
                                    sudoku_solve_runner_get_profile (runner), TRUE);
  sudoku_solve_runner_hint_async (runner, NULL, hint_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_true (outcome.ok);
  outcome_clear (&outcome);
  g_assert_cmpuint (hint_level (runner), ==, SUDOKU_HINT_VAGUE);
  g_assert_true (sudoku_step_same_result (hint_step (runner), expected));
  vague = g_strdup (hint_text (runner));
  g_assert_true (g_str_has_prefix (vague, "Look for a "));

  sudoku_solve_runner_hint_async (runner, NULL, hint_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  outcome_clear (&outcome);
  g_assert_cmpuint (hint_level (runner), ==, SUDOKU_HINT_CONCRETE);
  concrete = g_strdup (hint_text (runner));
  g_assert_cmpstr (concrete, !=, vague);

  /* The banner's button says more, the same as Hint. */
  sudoku_solve_runner_apply_hint (runner);
  g_assert_cmpuint (hint_level (runner), ==, SUDOKU_HINT_FULL);
  full = g_strdup (hint_text (runner));
  g_assert_nonnull (strchr (full, '\n'));
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 0);

  /* Apply plays the step and ends the hint. */
  sudoku_solve_runner_apply_hint (runner);
  g_assert_cmpuint (hint_level (runner), ==, 0);
  g_assert_null (hint_step (runner));
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 1);
  applied = g_list_model_get_item (sudoku_game_get_history (game), 0);
  g_assert_true (sudoku_step_same_result (sudoku_move_get_step (applied), expected));

  /* A wrong digit: the hint says so instead of a step. */
  test_solution_of (EASY, solution);
  wrong = solution[0] % 9 + 1;
  g_assert_true (sudoku_game_set_value (game, 0, wrong));
  sudoku_solve_runner_hint_async (runner, NULL, hint_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  outcome_clear (&outcome);
  g_assert_cmpuint (hint_level (runner), ==, 0);
  g_assert_nonnull (strstr (hint_text (runner), "r1c1 is wrong"));
  /* Any change ends the hint. */
  g_assert_true (sudoku_game_undo (game));
  g_assert_null (hint_text (runner));
}

/* Each line under the grid follows the board it describes (issue 20,
 * item 11): a solve's result goes with Continue from Here, a step's
 * text with Clear. */
static void
test_progress_follows_board (void)
{
  g_autoptr(SudokuSolveRunner) runner = runner_with (EASY);
  SudokuGame *game = sudoku_solve_runner_get_game (runner);
  Outcome outcome = { 0 };

  sudoku_solve_runner_set_move_interval (runner, 0);
  sudoku_solve_runner_solve_async (runner, NULL, solve_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_true (outcome.ok);
  outcome_clear (&outcome);
  g_assert_true (g_str_has_prefix (sudoku_solve_runner_get_progress (runner), "Solved in "));
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), >, 3);

  /* The history's Continue from Here. */
  sudoku_game_truncate_history (game, 3);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 3);
  g_assert_null (sudoku_solve_runner_get_progress (runner));

  /* Step says what it did; Clear takes the board, and the line. */
  sudoku_solve_runner_step_async (runner, NULL, step_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_true (outcome.ok);
  outcome_clear (&outcome);
  g_assert_nonnull (sudoku_solve_runner_get_progress (runner));
  g_assert_true (sudoku_game_clear (game));
  g_assert_null (sudoku_solve_runner_get_progress (runner));

  /* A user's digit after a step ends the step's line too. */
  sudoku_solve_runner_step_async (runner, NULL, step_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  outcome_clear (&outcome);
  g_assert_nonnull (sudoku_solve_runner_get_progress (runner));
  g_assert_true (sudoku_game_undo (game));
  g_assert_null (sudoku_solve_runner_get_progress (runner));
}

/* Where no technique applies, a hint names the assumption the solver
 * would take, at each level, and Apply takes it as Step does (issue 20,
 * item 9). The standard profile assumes on Inkala 2012; the full one
 * goes on with Sudoku Explainer's forcing chains there. */
static void
test_hint_assumption (void)
{
  g_autoptr(SudokuSolveRunner) runner = runner_with (INKALA_2012);
  SudokuGame *game = sudoku_solve_runner_get_game (runner);
  g_autoptr(SudokuBoard) start = sudoku_board_copy (sudoku_game_get_board (game));
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(SudokuMove) taken = NULL;
  const SudokuStep *first;
  const SudokuStep *hinted;
  const SudokuCandidate *assumed;
  g_autofree char *cell = NULL;
  g_autofree char *try = NULL;
  Outcome outcome = { 0 };

  sudoku_solve_runner_set_technique_profile (runner, SUDOKU_TECHNIQUE_PROFILE_STANDARD);
  path = sudoku_path_solve (start, sudoku_solve_runner_get_profile (runner), NULL, NULL);
  first = path->steps->pdata[0];
  g_assert_cmpint (first->technique, ==, SUDOKU_TECHNIQUE_ASSUMPTION);
  assumed = &g_array_index (first->placements, SudokuCandidate, 0);
  cell = sudoku_cell_dup_name (assumed->cell);
  try = g_strdup_printf ("try %s=%u as an assumption", cell, assumed->digit);

  for (guint level = SUDOKU_HINT_VAGUE; level <= SUDOKU_HINT_FULL; level++)
    {
      g_autofree char *text = NULL;

      if (level < SUDOKU_HINT_FULL)
        {
          sudoku_solve_runner_hint_async (runner, NULL, hint_cb, &outcome);
          test_iterate_until (outcome_done, &outcome, 60);
          g_assert_true (outcome.ok);
          outcome_clear (&outcome);
        }
      else
        sudoku_solve_runner_apply_hint (runner);
      g_assert_cmpuint (hint_level (runner), ==, level);
      hinted = hint_step (runner);
      g_assert_nonnull (hinted);
      g_assert_true (sudoku_step_same_result (hinted, first));
      text = g_strdup (hint_text (runner));
      g_assert_nonnull (strstr (text, try));
    }

  /* Apply: the assumption goes on the board as Step puts it. */
  sudoku_solve_runner_apply_hint (runner);
  g_assert_cmpuint (hint_level (runner), ==, 0);
  test_iterate_until (is_idle, runner, 60);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 1);
  taken = g_list_model_get_item (sudoku_game_get_history (game), 0);
  g_assert_cmpint (sudoku_move_get_kind (taken), ==, SUDOKU_MOVE_STEP);
  g_assert_true (sudoku_step_same_result (sudoku_move_get_step (taken), first));
  g_assert_nonnull (strstr (sudoku_solve_runner_get_progress (runner), "assume"));
}

typedef struct
{
  SudokuGame *game;
  SudokuMove *assumption;
} InsideAssumption;

/* The solve is inside its first assumption: that is on the board, open,
 * and a move of its branch follows. */
static gboolean
is_inside_assumption (gpointer data)
{
  InsideAssumption *inside = data;
  GListModel *history = sudoku_game_get_history (inside->game);
  g_autoptr(SudokuMove) first = NULL;

  if (g_list_model_get_n_items (history) < 2)
    return FALSE;
  first = g_list_model_get_item (history, 0);
  if (sudoku_move_get_kind (first) != SUDOKU_MOVE_STEP ||
      sudoku_move_get_step (first)->technique != SUDOKU_TECHNIQUE_ASSUMPTION ||
      sudoku_move_get_outcome (first) != SUDOKU_ASSUMPTION_OPEN)
    return FALSE;
  g_set_object (&inside->assumption, first);
  return TRUE;
}

/* Stop is not giving up (issue 20, item 14): the assumption a stopped
 * solve was in is left unfinished, so said in the progress, the
 * history and the record kept in the library; "gave up" is the attempt
 * limit's. */
static void
test_stop_inside_assumption (void)
{
  g_autoptr(SudokuSolveRunner) runner = runner_with (INKALA_2012);
  g_autoptr(SudokuGame) reloaded = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  SudokuGame *game = sudoku_solve_runner_get_game (runner);
  InsideAssumption inside = { game, NULL };
  g_autoptr(SudokuMove) back = NULL;
  g_autoptr(SudokuMove) first = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *record = NULL;
  Outcome outcome = { 0 };
  GListModel *history;
  guint n_moves;

  /* The standard profile assumes on Inkala 2012 (the full one does not). */
  sudoku_solve_runner_set_technique_profile (runner, SUDOKU_TECHNIQUE_PROFILE_STANDARD);
  sudoku_solve_runner_set_move_interval (runner, 1);
  sudoku_solve_runner_solve_async (runner, NULL, solve_cb, &outcome);
  test_iterate_until (is_inside_assumption, &inside, 60);
  sudoku_solve_runner_stop (runner);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  outcome_clear (&outcome);

  g_assert_true (g_str_has_prefix (sudoku_solve_runner_get_progress (runner), "Stopped"));
  history = sudoku_game_get_history (game);
  n_moves = g_list_model_get_n_items (history);
  back = g_list_model_get_item (history, n_moves - 1);
  g_assert_cmpint (sudoku_move_get_kind (back), ==, SUDOKU_MOVE_BACKTRACK);
  g_assert_cmpint (sudoku_move_get_step (back)->outcome, ==, SUDOKU_ASSUMPTION_STOPPED);
  g_assert_null (strstr (sudoku_move_get_summary (back), "Gave up"));
  g_assert_true (g_str_has_prefix (sudoku_move_get_summary (back), "Stopped"));
  g_assert_cmpint (sudoku_move_get_outcome (inside.assumption), ==, SUDOKU_ASSUMPTION_STOPPED);

  /* The record the library keeps says the same, and reads back so. */
  record = sudoku_game_to_record (game);
  g_assert_nonnull (strstr (record, "o=stopped"));
  g_assert_null (strstr (record, "gave-up"));
  g_assert_true (sudoku_game_load_record (reloaded, record, &error));
  g_assert_no_error (error);
  first = g_list_model_get_item (sudoku_game_get_history (reloaded), 0);
  g_assert_cmpint (sudoku_move_get_outcome (first), ==, SUDOKU_ASSUMPTION_STOPPED);
  g_clear_object (&inside.assumption);
}

/* The hint is one property holding an immutable SudokuHint: each level
 * is a new object, notified once; the one before stays as it was. */
static void
test_hint_property (void)
{
  g_autoptr(SudokuSolveRunner) runner = runner_with (EASY);
  SudokuGame *game = sudoku_solve_runner_get_game (runner);
  g_autoptr(SudokuHint) vague = NULL;
  g_autoptr(SudokuHint) concrete = NULL;
  g_autofree char *vague_text = NULL;
  Outcome outcome = { 0 };
  guint notified = 0;

  g_signal_connect_swapped (runner, "notify::hint", G_CALLBACK (count_cb), &notified);
  g_assert_null (sudoku_solve_runner_get_hint (runner));
  sudoku_solve_runner_hint_async (runner, NULL, hint_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_true (outcome.ok);
  outcome_clear (&outcome);
  g_assert_cmpuint (notified, ==, 1);
  g_object_get (runner, "hint", &vague, NULL);
  g_assert_true (vague == sudoku_solve_runner_get_hint (runner));
  g_assert_cmpuint (sudoku_hint_get_level (vague), ==, SUDOKU_HINT_VAGUE);
  g_assert_cmpint (sudoku_hint_get_house (vague), >=, 0);
  g_assert_null (sudoku_hint_get_pattern (vague));
  g_assert_true (sudoku_board_equal_values (sudoku_hint_get_board (vague),
                                            sudoku_game_get_board (game)));
  vague_text = g_strdup (sudoku_hint_get_text (vague));

  /* More: a new hint, on the same step; the vague one is unchanged. */
  sudoku_solve_runner_apply_hint (runner);
  g_assert_cmpuint (notified, ==, 2);
  concrete = sudoku_hint_ref (sudoku_solve_runner_get_hint (runner));
  g_assert_true (concrete != vague);
  g_assert_cmpuint (sudoku_hint_get_level (concrete), ==, SUDOKU_HINT_CONCRETE);
  g_assert_nonnull (sudoku_hint_get_pattern (concrete));
  g_assert_cmpint (sudoku_hint_get_house (concrete), ==, -1);
  g_assert_true (sudoku_step_same_result (sudoku_hint_get_step (concrete),
                                          sudoku_hint_get_step (vague)));
  g_assert_cmpuint (sudoku_hint_get_level (vague), ==, SUDOKU_HINT_VAGUE);
  g_assert_cmpstr (sudoku_hint_get_text (vague), ==, vague_text);

  /* Cancel: no hint; a second cancel says nothing. */
  sudoku_solve_runner_cancel_hint (runner);
  g_assert_null (sudoku_solve_runner_get_hint (runner));
  g_assert_cmpuint (notified, ==, 3);
  sudoku_solve_runner_cancel_hint (runner);
  g_assert_cmpuint (notified, ==, 3);
}

typedef struct
{
  SudokuSolveRunner *runner;
  guint              starting;
  guint              busy_on;
  guint              busy_off;
  gboolean           busy_at_start;
} Watch;

static void
starting_cb (Watch *watch)
{
  watch->starting++;
  watch->busy_at_start = sudoku_solve_runner_get_busy (watch->runner);
}

static void
busy_cb (Watch *watch)
{
  if (sudoku_solve_runner_get_busy (watch->runner))
    watch->busy_on++;
  else
    watch->busy_off++;
}

/* busy and progress are the runner's properties; "starting" comes
 * before each job reads the game, while it is not busy yet. A second
 * job while one runs is refused. */
static void
test_busy_progress (void)
{
  g_autoptr(SudokuSolveRunner) runner = runner_with (EASY);
  Watch watch = { runner };
  Outcome outcome = { 0 };
  Outcome refused = { 0 };
  guint progress = 0;

  g_signal_connect_swapped (runner, "starting", G_CALLBACK (starting_cb), &watch);
  g_signal_connect_swapped (runner, "notify::busy", G_CALLBACK (busy_cb), &watch);
  g_signal_connect_swapped (runner, "notify::progress", G_CALLBACK (count_cb), &progress);

  sudoku_solve_runner_step_async (runner, NULL, step_cb, &outcome);
  g_assert_true (sudoku_solve_runner_get_busy (runner));
  g_assert_cmpstr (sudoku_solve_runner_get_progress (runner), ==, "Thinking…");
  sudoku_solve_runner_singles_async (runner, NULL, step_cb, &refused);
  test_iterate_until (outcome_done, &refused, 60);
  g_assert_error (refused.error, G_IO_ERROR, G_IO_ERROR_BUSY);
  outcome_clear (&refused);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_true (outcome.ok);
  outcome_clear (&outcome);
  g_assert_false (sudoku_solve_runner_get_busy (runner));
  g_assert_cmpuint (watch.starting, ==, 1);
  g_assert_false (watch.busy_at_start);
  g_assert_cmpuint (watch.busy_on, ==, 1);
  g_assert_cmpuint (watch.busy_off, ==, 1);
  /* "Thinking…", none (the step changed the game), the step's summary. */
  g_assert_cmpuint (progress, ==, 3);
  g_assert_nonnull (sudoku_solve_runner_get_progress (runner));

  /* The pace: the speed sets the interval, which a solve plays at. */
  g_assert_cmpint (sudoku_solve_runner_get_speed (runner), ==, SUDOKU_SOLVE_SPEED_STANDARD);
  g_assert_cmpuint (sudoku_solve_runner_get_move_interval (runner), ==, 450);
  g_object_set (runner, "speed", SUDOKU_SOLVE_SPEED_INSTANT, NULL);
  g_assert_cmpuint (sudoku_solve_runner_get_move_interval (runner), ==, 0);
  sudoku_solve_runner_solve_async (runner, NULL, solve_cb, &outcome);
  test_iterate_until (outcome_done, &outcome, 60);
  g_assert_no_error (outcome.error);
  g_assert_cmpint (outcome.result, ==, SUDOKU_PATH_SOLVED);
  outcome_clear (&outcome);
  g_assert_cmpuint (watch.starting, ==, 2);
  g_assert_true (is_solved (sudoku_solve_runner_get_game (runner), EASY));
  g_assert_true (g_str_has_prefix (sudoku_solve_runner_get_progress (runner), "Solved in "));
}

static void
busy_changed_cb (gboolean *seen_busy)
{
  *seen_busy = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* Stop ends a hint or a step while the worker searches Sudoku
 * Explainer's nested forcing chains (Inkala 2012's first hard position,
 * where the full profile needs them): the search itself is cancelled
 * (issue 23 item 2), the job ends as cancelled, the board and the hint
 * stay as they were, and the runner takes the next job. */
static void
test_stop_chain_search (void)
{
  g_autoptr(SudokuSolveRunner) runner = runner_with (INKALA_2012);
  SudokuGame *game = sudoku_solve_runner_get_game (runner);
  SudokuProfile profile;
  SudokuBoard board;
  guint n_moves;

  /* The position before the first forcing chain, by the full profile. */
  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  board = *sudoku_game_get_board (game);
  for (;;)
    {
      g_autoptr(SudokuStep) step = sudoku_path_next_step (&board, &profile, TRUE);

      g_assert_nonnull (step);
      if (step->technique >= SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN &&
          step->technique <= SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN)
        break;
      sudoku_step_apply (step, &board);
    }
  sudoku_game_load (game, &board);
  sudoku_game_set_mode (game, SUDOKU_GAME_SOLVE);
  sudoku_solve_runner_set_technique_profile (runner, SUDOKU_TECHNIQUE_PROFILE_FULL);
  n_moves = g_list_model_get_n_items (sudoku_game_get_history (game));

  for (guint round = 0; round < 2; round++)
    {
      Outcome outcome = { 0 };
      gboolean seen_busy = FALSE;
      gulong handler = g_signal_connect_swapped (runner, "notify::busy",
                                                 G_CALLBACK (busy_changed_cb), &seen_busy);

      if (round == 0)
        sudoku_solve_runner_hint_async (runner, NULL, hint_cb, &outcome);
      else
        sudoku_solve_runner_step_async (runner, NULL, step_cb, &outcome);
      test_iterate_until (is_true, &seen_busy, 60);
      g_signal_handler_disconnect (runner, handler);
      g_assert_true (sudoku_solve_runner_get_busy (runner));
      sudoku_solve_runner_stop (runner);
      test_iterate_until (outcome_done, &outcome, 60);
      g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      outcome_clear (&outcome);

      g_assert_false (sudoku_solve_runner_get_busy (runner));
      g_assert_null (sudoku_solve_runner_get_hint (runner));
      g_assert_true (sudoku_board_equal_values (sudoku_game_get_board (game), &board));
      g_assert_cmpmem (sudoku_game_get_board (game)->candidates, sizeof board.candidates,
                       board.candidates, sizeof board.candidates);
      g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, n_moves);
    }

  /* The runner is free again: a job on a solved-by-singles board runs. */
  {
    Outcome outcome = { 0 };

    sudoku_solve_runner_singles_async (runner, NULL, step_cb, &outcome);
    test_iterate_until (outcome_done, &outcome, 60);
    g_assert_no_error (outcome.error);
    outcome_clear (&outcome);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/solve-runner/step-assumption", test_step_assumption);
  g_test_add_func ("/nanpure/solve-runner/hints", test_hints);
  g_test_add_func ("/nanpure/solve-runner/progress-follows-board", test_progress_follows_board);
  g_test_add_func ("/nanpure/solve-runner/hint-assumption", test_hint_assumption);
  g_test_add_func ("/nanpure/solve-runner/stop-inside-assumption", test_stop_inside_assumption);
  g_test_add_func ("/nanpure/solve-runner/hint-property", test_hint_property);
  g_test_add_func ("/nanpure/solve-runner/busy-progress", test_busy_progress);
  g_test_add_func ("/nanpure/solve-runner/stop-chain-search", test_stop_chain_search);

  return g_test_run ();
}
