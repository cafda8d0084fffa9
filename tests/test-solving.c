/* test-solving.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Step, Singles, Solve and Stop in the real window, with the engine in
 * its worker: the window must stay responsive throughout. */

#include "config.h"

#include "sudoku-grid-view.h"
#include "sudoku-history-view.h"
#include "sudoku-path.h"
#include "ui-test-utils.h"


static GSettings *
settings (void)
{
  return g_settings_new (APP_ID);
}

static guint
history_length (SudokuWindow *window)
{
  return g_list_model_get_n_items (sudoku_game_get_history (window_game (window)));
}

static void
solving_step (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, HARD);
  SudokuGame *game = window_game (window);
  SudokuProfile profile;
  g_autoptr(SudokuStep) expected = NULL;
  g_autoptr(SudokuMove) move = NULL;
  SudokuBoard before = *sudoku_game_get_board (game);

  /* The step the engine itself finds first, with the default profile. */
  sudoku_profile_init_from_string (&profile, "full", NULL);
  expected = sudoku_path_next_step (&before, &profile, TRUE);
  g_assert_nonnull (expected);

  activate (window, "step");
  g_assert_true (is_window_busy (window));
  iterate_until (is_idle, window);
  g_assert_cmpuint (history_length (window), ==, 1);
  move = g_list_model_get_item (sudoku_game_get_history (game), 0);
  g_assert_cmpint (sudoku_move_get_kind (move), ==, SUDOKU_MOVE_STEP);
  g_assert_true (sudoku_step_same_result (sudoku_move_get_step (move), expected));
  g_test_message ("first step: %s", sudoku_move_get_summary (move));
  g_assert_cmpstr (progress_of (window), ==, sudoku_move_get_summary (move));

  /* Undo takes it back. */
  activate (window, "undo");
  g_assert_cmpuint (history_length (window), ==, 0);
  g_assert_true (memcmp (sudoku_game_get_board (game)->candidates, before.candidates,
                         sizeof before.candidates) == 0);

  destroy_window (window);
}

static void
solving_singles (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, SINGLES_ONLY);
  SudokuGame *game = window_game (window);

  guint empty = SUDOKU_N_CELLS - sudoku_board_count_filled (sudoku_game_get_board (game));
  g_autofree char *filled = g_strdup_printf ("Filled %u singles", empty);

  activate (window, "singles");
  iterate_until (is_idle, window);
  g_assert_true (sudoku_board_is_complete (sudoku_game_get_board (game)));
  g_assert_cmpuint (history_length (window), ==, empty);
  g_assert_cmpstr (progress_of (window), ==, filled);
  iterate_until (is_checked, window);
  g_assert_nonnull (strstr (window_status (window), "solved"));
  /* Nothing is left to do on a solved grid. */
  g_assert_false (action_enabled (window, "solve"));

  /* One undo takes all of them back. */
  activate (window, "undo");
  g_assert_cmpuint (history_length (window), ==, 0);

  destroy_window (window);
}

/* Measures how long the main loop goes without running a 1 ms timer:
 * the longest stall of the window. */
typedef struct
{
  gint64 last;
  gint64 longest;
} StallMeter;

static gboolean
stall_tick_cb (gpointer data)
{
  StallMeter *meter = data;
  gint64 now = g_get_monotonic_time ();

  if (meter->last != 0)
    meter->longest = MAX (meter->longest, now - meter->last);
  meter->last = now;
  return G_SOURCE_CONTINUE;
}

static gboolean
is_solved (gpointer data)
{
  return !is_window_busy (data) &&
         sudoku_board_is_complete (sudoku_game_get_board (window_game (data)));
}

typedef struct
{
  SudokuSession *session;
  GSettings     *settings;
} SpeedWait;

/* The window's settings have told its session the speed set in ours
 * (GSettings says so to other instances in a main-loop iteration). */
static gboolean
has_speed (gpointer data)
{
  SpeedWait *wait = data;
  SudokuSolveRunner *runner = sudoku_session_get_solve_runner (wait->session);

  return (int) sudoku_solve_runner_get_speed (runner) ==
         g_settings_get_enum (wait->settings, "animation-speed");
}

static void
solve_inkala_at (SudokuApplication *application,
                 const char        *speed)
{
  g_autoptr(GSettings) prefs = settings ();
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  const SudokuBoard *board = sudoku_game_get_board (window_game (window));
  SpeedWait speed_wait = { sudoku_window_get_session (window), prefs };
  StallMeter meter = { 0 };
  guint tick;

  g_settings_set_string (prefs, "animation-speed", speed);
  iterate_until (has_speed, &speed_wait);

  tick = g_timeout_add (1, stall_tick_cb, &meter);
  activate (window, "solve");
  iterate_until (is_solved, window);
  g_source_remove (tick);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (board->values[cell], ==, INKALA_2012_SOLUTION[cell] - '0');
  g_assert_true (g_str_has_prefix (progress_of (window), "Solved in "));
  g_test_message ("Inkala 2012 at %s speed: %u moves, longest main loop stall %.1f ms",
                  speed, history_length (window), meter.longest / 1000.0);
  /* The stall is reported, not asserted: a test asserts behaviour, and
   * timings belong in benchmarks. What is asserted is that the moves
   * reached the board through the main loop while it kept running. */
  g_assert_cmpint (meter.last, >, 0);

  g_settings_reset (prefs, "animation-speed");
  destroy_window (window);
}

static void
solving_solve_fast (SudokuApplication *application)
{
  solve_inkala_at (application, "fast");
}

static void
solving_solve_instant (SudokuApplication *application)
{
  solve_inkala_at (application, "instant");
}

typedef struct
{
  SudokuWindow *window;
  guint         n_moves;
} MoreMoves;

/* More moves than there were, or the solve is over. */
static gboolean
has_more_moves (gpointer data)
{
  MoreMoves *more = data;

  return history_length (more->window) > more->n_moves || !is_window_busy (more->window);
}

static gboolean
has_moves (gpointer data)
{
  return history_length (data) >= 3;
}

static void
solving_stop (SudokuApplication *application)
{
  g_autoptr(GSettings) prefs = settings ();
  SudokuWindow *window;
  SudokuGame *game;
  const SudokuBoard *board;
  SudokuBoard stopped;
  guint n_moves;

  /* The seeds' solver at the slow speed: a long search. */
  g_settings_set_string (prefs, "technique-profile", "original");
  g_settings_set_string (prefs, "animation-speed", "standard");
  window = window_with_puzzle (application, INKALA_2012);
  game = window_game (window);
  board = sudoku_game_get_board (game);

  /* Stop while the worker still thinks: nothing reaches the board. */
  activate (window, "solve");
  activate (window, "stop");
  /* At once: busy no more before the main loop runs again. */
  g_assert_false (is_window_busy (window));
  watch_for (500);
  g_assert_cmpuint (history_length (window), ==, 0);

  /* Stop while the moves play. */
  activate (window, "solve");
  iterate_until (has_moves, window);
  activate (window, "stop");
  g_assert_false (is_window_busy (window));
  g_assert_true (g_str_has_prefix (progress_of (window), "Stopped"));
  stopped = *board;
  n_moves = history_length (window);
  watch_for (1000);
  g_assert_cmpuint (history_length (window), ==, n_moves);
  g_assert_true (sudoku_board_equal_values (board, &stopped));

  /* No guess is left on the board as if it were a fact. */
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpint (sudoku_game_get_origin (game, cell), !=, SUDOKU_ORIGIN_ASSUMPTION);

  /* The whole solve is one undo step. */
  activate (window, "undo");
  g_assert_cmpuint (history_length (window), ==, 0);
  g_assert_cmpuint (sudoku_board_count_filled (board), ==, 21);

  g_settings_reset (prefs, "technique-profile");
  g_settings_reset (prefs, "animation-speed");
  destroy_window (window);
}

/* Typing while a solve plays stops it and takes the digit. */
static void
solving_typing_stops (SudokuApplication *application)
{
  g_autoptr(GSettings) prefs = settings ();
  SudokuWindow *window;
  SudokuGridView *grid_view;
  const SudokuBoard *board;

  g_settings_set_string (prefs, "animation-speed", "standard");
  window = window_with_puzzle (application, SINGLES_ONLY);
  grid_view = sudoku_window_get_grid_view (window);
  board = sudoku_game_get_board (window_game (window));

  activate (window, "solve");
  iterate_until (has_moves, window);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->values[cell] == 0)
      {
        sudoku_grid_view_set_cursor (grid_view, cell);
        break;
      }
  g_assert_true (sudoku_grid_view_press_key (grid_view, GDK_KEY_9, 0));
  g_assert_false (is_window_busy (window));
  g_assert_cmpuint (board->values[sudoku_grid_view_get_cursor (grid_view)], ==, 9);

  g_settings_reset (prefs, "animation-speed");
  destroy_window (window);
}

/* Step where no technique of the profile applies: the assumption, in
 * green, and the following Steps through its branch and back, each with
 * its explanation under the grid (issue 12, item 4). */
static void
solving_step_assumption (SudokuApplication *application)
{
  g_autoptr(GSettings) prefs = settings ();
  SudokuWindow *window;
  SudokuGame *game;
  gboolean assumed = FALSE, inside = FALSE, backtracked = FALSE;

  g_settings_set_string (prefs, "technique-profile", "original");
  window = window_with_puzzle (application, INKALA_2012);
  game = window_game (window);
  for (guint i = 0; i < 400 && !(assumed && inside && backtracked); i++)
    {
      guint before = history_length (window);
      g_autoptr(SudokuMove) move = NULL;

      activate (window, "step");
      iterate_until (is_idle, window);
      g_assert_cmpuint (history_length (window), ==, before + 1);
      move = g_list_model_get_item (sudoku_game_get_history (game), before);
      g_assert_nonnull (progress_of (window));
      g_assert_cmpstr (progress_of (window), !=, "");
      if (sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP &&
          sudoku_move_get_step (move)->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
        {
          guint cell = g_array_index (sudoku_move_get_step (move)->placements,
                                      SudokuCandidate, 0).cell;

          if (!assumed)
            g_assert_nonnull (strstr (progress_of (window), "assume"));
          /* Drawn as an assumption: the original's green digit. */
          g_assert_cmpint (sudoku_game_get_origin (game, cell), ==, SUDOKU_ORIGIN_ASSUMPTION);
          assumed = TRUE;
        }
      else if (sudoku_move_get_kind (move) == SUDOKU_MOVE_BACKTRACK)
        backtracked = TRUE;
      else if (assumed && sudoku_move_get_depth (move) > 0)
        {
          g_assert_nonnull (strstr (progress_of (window), "inside assumption"));
          inside = TRUE;
        }
    }
  g_assert_true (assumed);
  g_assert_true (inside);
  g_assert_true (backtracked);

  g_settings_reset (prefs, "technique-profile");
  destroy_window (window);
}

/* The line under the history rates the puzzle, not the moves made so
 * far; the move count follows every move at once (issue 12, items 5
 * and 8). */
static void
solving_rating_of_puzzle (SudokuApplication *application)
{
  g_autoptr(GSettings) prefs = settings ();
  SudokuWindow *window;
  SudokuHistoryView *history;
  g_autofree char *rating = NULL;
  g_autofree char *after = NULL;

  /* Singles and assumptions: Step and Solve are quick. */
  g_settings_set_string (prefs, "technique-profile", "original");
  g_settings_set_string (prefs, "animation-speed", "fast");
  window = window_with_puzzle (application, INKALA_2012);
  history = SUDOKU_HISTORY_VIEW (window_history_view (window));
  iterate_until (history_is_rated, history);
  rating = sudoku_history_view_dup_summary (history);
  g_assert_true (g_str_has_prefix (rating, "Level 7 · "));
  g_assert_cmpstr (sudoku_history_view_get_title (history), ==, "History · 0 moves");

  activate (window, "step");
  iterate_until (is_idle, window);
  g_assert_cmpstr (sudoku_history_view_get_title (history), ==, "History · 1 move");
  /* The summary must not change: its update (a low-priority idle,
   * which a busy machine may put off for long) is given time. */
  watch_for (100);
  after = sudoku_history_view_dup_summary (history);
  g_assert_cmpstr (after, ==, rating);

  /* During a solve the count keeps up with the rows. */
  activate (window, "solve");
  iterate_until (has_moves, window);
  for (guint i = 0; i < 5 && is_window_busy (window); i++)
    {
      g_autofree char *expected = NULL;
      MoreMoves more;
      guint n;

      /* Once a move more has come (the title follows the rows as they
       * come). */
      n = history_length (window);
      more = (MoreMoves) { window, n };
      iterate_until (has_more_moves, &more);
      n = history_length (window);
      expected = g_strdup_printf ("History · %u moves", n);
      g_assert_cmpstr (sudoku_history_view_get_title (history), ==, expected);
    }
  activate (window, "stop");

  g_settings_reset (prefs, "technique-profile");
  g_settings_reset (prefs, "animation-speed");
  destroy_window (window);
}

static void
test_solving_step_assumption (void)
{
  run_in_application (solving_step_assumption);
}

static void
test_solving_rating_of_puzzle (void)
{
  run_in_application (solving_rating_of_puzzle);
}

static void
test_solving_step (void)
{
  run_in_application (solving_step);
}

static void
test_solving_singles (void)
{
  run_in_application (solving_singles);
}

static void
test_solving_solve_fast (void)
{
  run_in_application (solving_solve_fast);
}

static void
test_solving_solve_instant (void)
{
  run_in_application (solving_solve_instant);
}

static void
test_solving_stop (void)
{
  run_in_application (solving_stop);
}

static void
test_solving_typing_stops (void)
{
  run_in_application (solving_typing_stops);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/solving/step", test_solving_step);
  g_test_add_func ("/nanpure/solving/singles", test_solving_singles);
  g_test_add_func ("/nanpure/solving/solve-inkala-fast", test_solving_solve_fast);
  g_test_add_func ("/nanpure/solving/solve-inkala-instant", test_solving_solve_instant);
  g_test_add_func ("/nanpure/solving/stop", test_solving_stop);
  g_test_add_func ("/nanpure/solving/typing-stops", test_solving_typing_stops);
  g_test_add_func ("/nanpure/solving/step-assumption", test_solving_step_assumption);
  g_test_add_func ("/nanpure/solving/rating-of-puzzle", test_solving_rating_of_puzzle);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
