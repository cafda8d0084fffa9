/* test-game.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "sudoku-game.h"
#include "sudoku-parse.h"
#include "sudoku-error.h"
#include "sudoku-solver.h"
#include "test-utils.h"

static SudokuGame *
game_for (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuPuzzle) puzzle = sudoku_parse_puzzle (text, -1, SUDOKU_VARIANT_CLASSIC,
                                                        &error);
  SudokuGame *game;

  g_assert_no_error (error);
  game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  sudoku_game_load (game, &puzzle->board);
  sudoku_game_set_mode (game, SUDOKU_GAME_SOLVE);
  return game;
}

static guint
history_length (SudokuGame *game)
{
  return g_list_model_get_n_items (sudoku_game_get_history (game));
}

static void
count_changed_cb (SudokuGame *game,
                  guint      *count)
{
  (*count)++;
}

static void
test_set_value_and_undo (void)
{
  g_autoptr(SudokuGame) game = game_for (INKALA_2012);
  const SudokuBoard *board = sudoku_game_get_board (game);
  SudokuBoard before = *board;
  guint changed = 0;

  g_signal_connect (game, "changed", G_CALLBACK (count_changed_cb), &changed);
  g_assert_true (sudoku_game_can_undo (game));  /* the load itself */

  /* r1c2 = 1 (the solution's digit): the 1 leaves row 1, column 2 and
   * box 1 in the same action. */
  g_assert_true (sudoku_game_set_value (game, 1, 1));
  g_assert_cmpuint (board->values[1], ==, 1);
  g_assert_cmpint (sudoku_game_get_origin (game, 1), ==, SUDOKU_ORIGIN_USER);
  g_assert_true (before.candidates[4] & SUDOKU_DIGIT_BIT (1));
  g_assert_false (board->candidates[4] & SUDOKU_DIGIT_BIT (1));   /* r1c5 */
  g_assert_false (board->candidates[10] & SUDOKU_DIGIT_BIT (1));  /* r2c2 */
  g_assert_false (board->candidates[73] & SUDOKU_DIGIT_BIT (1));  /* r9c2 */
  g_assert_cmpuint (history_length (game), ==, 1);
  g_assert_cmpuint (changed, ==, 1);

  /* Givens are locked in solve mode; the same digit again changes nothing. */
  g_assert_false (sudoku_game_set_value (game, 0, 5));
  g_assert_false (sudoku_game_set_value (game, 1, 1));
  g_assert_cmpuint (changed, ==, 1);

  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpmem (board->values, sizeof board->values, before.values, sizeof before.values);
  g_assert_cmpmem (board->candidates, sizeof board->candidates,
                   before.candidates, sizeof before.candidates);
  g_assert_cmpuint (history_length (game), ==, 0);
  g_assert_true (sudoku_game_can_redo (game));

  g_assert_true (sudoku_game_redo (game));
  g_assert_cmpuint (board->values[1], ==, 1);
  g_assert_cmpuint (history_length (game), ==, 1);
  g_assert_false (sudoku_game_can_redo (game));

  /* Clearing gives the cell its candidates back and the 1 returns to
   * the peers that may hold it. */
  g_assert_true (sudoku_game_set_value (game, 1, 0));
  g_assert_cmpuint (board->values[1], ==, 0);
  g_assert_true (board->candidates[1] & SUDOKU_DIGIT_BIT (1));
  g_assert_true (board->candidates[4] & SUDOKU_DIGIT_BIT (1));
  g_assert_cmpuint (history_length (game), ==, 2);

  /* A new action after an undo drops the redo stack. */
  g_assert_true (sudoku_game_undo (game));
  g_assert_true (sudoku_game_set_value (game, 2, 2));
  g_assert_false (sudoku_game_can_redo (game));
}

static void
test_candidates (void)
{
  g_autoptr(SudokuGame) game = game_for (INKALA_2012);
  const SudokuBoard *board = sudoku_game_get_board (game);
  guint16 mask = board->candidates[1];

  g_assert_true (mask & SUDOKU_DIGIT_BIT (1));
  g_assert_true (sudoku_game_toggle_candidate (game, 1, 1));
  g_assert_cmpuint (board->candidates[1], ==, mask & ~SUDOKU_DIGIT_BIT (1));
  g_assert_true (sudoku_game_toggle_candidate (game, 1, 1));
  g_assert_cmpuint (board->candidates[1], ==, mask);
  g_assert_cmpuint (history_length (game), ==, 2);
  {
    g_autoptr(SudokuMove) first = g_list_model_get_item (sudoku_game_get_history (game), 0);

    g_assert_cmpstr (sudoku_move_get_summary (first), ==, "Candidate 1 removed from r1c2");
  }
  /* Not on a filled cell. */
  g_assert_false (sudoku_game_toggle_candidate (game, 0, 3));

  g_assert_true (sudoku_game_toggle_candidate (game, 1, 1));
  g_assert_true (sudoku_game_reset_candidates (game));
  g_assert_cmpuint (board->candidates[1], ==, mask);
  g_assert_false (sudoku_game_reset_candidates (game));
}

static void
test_edit_mode (void)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  const SudokuBoard *board = sudoku_game_get_board (game);
  g_autoptr(SudokuBoard) puzzle = NULL;

  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_EDIT);
  g_assert_true (sudoku_game_set_value (game, 40, 5));
  g_assert_true (board->givens[40]);
  g_assert_cmpint (sudoku_game_get_origin (game, 40), ==, SUDOKU_ORIGIN_GIVEN);
  g_assert_false (board->candidates[41] & SUDOKU_DIGIT_BIT (5));
  /* Editing the puzzle keeps no history. */
  g_assert_cmpuint (history_length (game), ==, 0);

  sudoku_game_set_mode (game, SUDOKU_GAME_SOLVE);
  g_assert_true (sudoku_game_set_value (game, 0, 5));
  puzzle = sudoku_game_dup_puzzle (game);
  g_assert_cmpuint (puzzle->values[40], ==, 5);
  g_assert_cmpuint (puzzle->values[0], ==, 0);

  /* Clear in solve mode keeps the givens; in edit mode it empties all. */
  g_assert_true (sudoku_game_clear (game));
  g_assert_cmpuint (board->values[0], ==, 0);
  g_assert_cmpuint (board->values[40], ==, 5);
  sudoku_game_set_mode (game, SUDOKU_GAME_EDIT);
  g_assert_true (sudoku_game_clear (game));
  g_assert_cmpuint (board->values[40], ==, 0);
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (board->values[40], ==, 5);
}

static void
test_steps_and_truncate (void)
{
  g_autoptr(SudokuGame) game = game_for (SINGLES_ONLY);
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  SudokuMoveState start;
  const SudokuBoard *board = sudoku_game_get_board (game);
  SudokuSolveResult exact;

  sudoku_profile_init_from_string (&profile, "full", NULL);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(SudokuStep) step = sudoku_path_next_step (board, &profile, TRUE);

      g_assert_nonnull (step);
      sudoku_game_apply_step (game, step);
    }
  g_assert_cmpuint (history_length (game), ==, 3);

  /* The rest as one action. */
  start = *sudoku_game_get_state (game);
  path = sudoku_path_solve (board, &profile, NULL, NULL);
  g_assert_cmpint (path->result, ==, SUDOKU_PATH_SOLVED);
  moves = sudoku_moves_for_path (&start, path);
  g_assert_cmpuint (moves->len, ==, path->steps->len);
  sudoku_game_begin_action (game);
  sudoku_game_push_moves (game, (SudokuMove **) moves->pdata, moves->len);
  sudoku_game_end_action (game);
  g_assert_true (sudoku_board_is_complete (board));
  g_assert_cmpuint (history_length (game), ==, 3 + moves->len);
  sudoku_solver_count (board, NULL, &exact, NULL);
  g_assert_cmpmem (board->values, SUDOKU_N_CELLS, exact.solution, SUDOKU_N_CELLS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpint (sudoku_game_get_origin (game, cell), !=, SUDOKU_ORIGIN_NONE);

  /* One undo takes the whole solve back. */
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (history_length (game), ==, 3);
  g_assert_true (sudoku_game_redo (game));

  /* Continue from after the second move. */
  g_assert_true (sudoku_game_truncate_history (game, 2));
  g_assert_cmpuint (history_length (game), ==, 2);
  {
    g_autoptr(SudokuMove) second = g_list_model_get_item (sudoku_game_get_history (game), 1);

    g_assert_cmpmem (board->values, SUDOKU_N_CELLS,
                     sudoku_move_get_after (second)->board.values, SUDOKU_N_CELLS);
  }
  g_assert_true (sudoku_game_undo (game));
  g_assert_true (sudoku_board_is_complete (board));
}

/* The seeds' solver (singles and assumptions) on Inkala 2012: the moves
 * go into assumptions and back out of them, and every state along the
 * way is one the search really was in. */
static void
test_assumption_moves (void)
{
  g_autoptr(SudokuGame) game = game_for (INKALA_2012);
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  guint n_backtracks = 0, max_depth = 0;
  const SudokuMoveState *last;

  sudoku_profile_init_from_string (&profile, "original", NULL);
  path = sudoku_path_solve (sudoku_game_get_board (game), &profile, NULL, NULL);
  g_assert_cmpint (path->result, ==, SUDOKU_PATH_SOLVED);
  moves = sudoku_moves_for_path (sudoku_game_get_state (game), path);

  for (guint i = 0; i < moves->len; i++)
    {
      SudokuMove *move = moves->pdata[i];

      if (i > 0)
        g_assert_true (memcmp (&sudoku_move_get_before (move)->board.values,
                               &sudoku_move_get_after (moves->pdata[i - 1])->board.values,
                               SUDOKU_N_CELLS) == 0);
      max_depth = MAX (max_depth, sudoku_move_get_depth (move));
      if (sudoku_move_get_kind (move) == SUDOKU_MOVE_BACKTRACK)
        {
          guint cell = sudoku_move_get_cell (move);
          guint digit = sudoku_move_get_digit (move);

          n_backtracks++;
          /* The wrong digit is gone from its cell. */
          g_assert_cmpuint (sudoku_move_get_after (move)->board.values[cell], ==, 0);
          g_assert_false (sudoku_move_get_after (move)->board.candidates[cell] &
                          SUDOKU_DIGIT_BIT (digit));
          /* Under another assumption a right digit may fail too. */
          if (sudoku_move_get_depth (move) == 0)
            g_assert_cmpuint (INKALA_2012_SOLUTION[cell] - '0', !=, digit);
          g_assert_nonnull (strstr (sudoku_move_get_summary (move), "was wrong"));
        }
      if (sudoku_move_get_depth (move) > 0 && sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP)
        {
          const SudokuStep *step = sudoku_move_get_step (move);

          for (guint p = 0; p < step->placements->len; p++)
            g_assert_cmpint (sudoku_move_get_after (move)->origins[
                               g_array_index (step->placements, SudokuCandidate, p).cell],
                             ==, SUDOKU_ORIGIN_ASSUMPTION);
        }
    }
  g_assert_cmpuint (n_backtracks, >, 0);
  g_assert_cmpuint (max_depth, >=, 1);

  last = sudoku_move_get_after (moves->pdata[moves->len - 1]);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (last->board.values[cell], ==, INKALA_2012_SOLUTION[cell] - '0');
}

/* Played into a game, each assumption learns how it ended when its
 * backtrack (or the solution) comes, and forgets it when that goes. */
static void
test_assumption_outcomes (void)
{
  g_autoptr(SudokuGame) game = game_for (INKALA_2012);
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  guint first_backtrack = G_MAXUINT, first_assumption = G_MAXUINT;
  guint n_solved = 0, n_contradiction = 0;
  SudokuMove *assumption;

  sudoku_profile_init_from_string (&profile, "original", NULL);
  path = sudoku_path_solve (sudoku_game_get_board (game), &profile, NULL, NULL);
  moves = sudoku_moves_for_path (sudoku_game_get_state (game), path);
  for (guint i = 0; i < moves->len; i++)
    {
      if (first_assumption == G_MAXUINT && sudoku_move_get_kind (moves->pdata[i]) == SUDOKU_MOVE_STEP &&
          sudoku_move_get_step (moves->pdata[i])->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
        first_assumption = i;
      if (first_backtrack == G_MAXUINT &&
          sudoku_move_get_kind (moves->pdata[i]) == SUDOKU_MOVE_BACKTRACK)
        first_backtrack = i;
    }
  g_assert_cmpuint (first_assumption, <, first_backtrack);
  g_assert_cmpuint (first_backtrack, <, moves->len);
  assumption = moves->pdata[first_assumption];

  /* Up to just before the backtrack: still open. */
  sudoku_game_push_moves (game, (SudokuMove **) moves->pdata, first_backtrack);
  g_assert_cmpint (sudoku_move_get_outcome (assumption), ==, SUDOKU_ASSUMPTION_OPEN);
  /* The rest: every assumption has ended. */
  sudoku_game_push_moves (game, (SudokuMove **) moves->pdata + first_backtrack,
                          moves->len - first_backtrack);
  for (guint i = 0; i < moves->len; i++)
    if (sudoku_move_get_kind (moves->pdata[i]) == SUDOKU_MOVE_STEP &&
        sudoku_move_get_step (moves->pdata[i])->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
      {
        SudokuAssumptionOutcome outcome = sudoku_move_get_outcome (moves->pdata[i]);

        g_assert_cmpint (outcome, !=, SUDOKU_ASSUMPTION_OPEN);
        n_solved += outcome == SUDOKU_ASSUMPTION_SOLVED;
        n_contradiction += outcome == SUDOKU_ASSUMPTION_CONTRADICTION;
      }
  g_assert_cmpuint (n_contradiction, >, 0);
  g_assert_cmpuint (n_solved, >, 0);
  g_assert_cmpint (sudoku_move_get_outcome (assumption), ==, SUDOKU_ASSUMPTION_CONTRADICTION);

  /* Going back before the backtrack opens it again. */
  g_assert_true (sudoku_game_truncate_history (game, first_backtrack));
  g_assert_cmpint (sudoku_move_get_outcome (assumption), ==, SUDOKU_ASSUMPTION_OPEN);
}

/* A search that gives up leaves every assumption again. */
static void
test_gave_up_moves (void)
{
  g_autoptr(SudokuGame) game = game_for (INKALA_2012);
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  SudokuMove *last;

  sudoku_profile_init_from_string (&profile, "original", NULL);
  profile.attempt_limit = 3;
  path = sudoku_path_solve (sudoku_game_get_board (game), &profile, NULL, NULL);
  g_assert_cmpint (path->result, ==, SUDOKU_PATH_GAVE_UP);
  moves = sudoku_moves_for_path (sudoku_game_get_state (game), path);
  last = moves->pdata[moves->len - 1];
  g_assert_cmpint (sudoku_move_get_kind (last), ==, SUDOKU_MOVE_BACKTRACK);
  g_assert_cmpuint (sudoku_move_get_depth (last), ==, 0);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpint (sudoku_move_get_after (last)->origins[cell], !=, SUDOKU_ORIGIN_ASSUMPTION);
}

/* A game saved and loaded again is the same game: state, mode and
 * every move with its step and states. */
static void
test_record (void)
{
  g_autoptr(SudokuGame) game = game_for (INKALA_2012);
  g_autoptr(SudokuGame) copy = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(GError) error = NULL;
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autofree char *record = NULL;
  g_autofree char *again = NULL;
  GListModel *history, *copied;

  sudoku_game_set_value (game, 1, 1);
  sudoku_game_toggle_candidate (game, 2, 2);
  sudoku_game_undo (game);
  sudoku_game_set_value (game, 1, 0);
  sudoku_profile_init_from_string (&profile, "original", NULL);
  path = sudoku_path_solve (sudoku_game_get_board (game), &profile, NULL, NULL);
  moves = sudoku_moves_for_path (sudoku_game_get_state (game), path);
  sudoku_game_push_moves (game, (SudokuMove **) moves->pdata, 40);

  record = sudoku_game_to_record (game);
  g_assert_true (g_str_has_prefix (record, "nanpure-game/1\n"));
  sudoku_game_load_record (copy, record, &error);
  g_assert_no_error (error);

  history = sudoku_game_get_history (game);
  copied = sudoku_game_get_history (copy);
  g_assert_cmpuint (g_list_model_get_n_items (copied), ==, g_list_model_get_n_items (history));
  g_assert_cmpuint (g_list_model_get_n_items (copied), ==, 42);
  for (guint i = 0; i < g_list_model_get_n_items (history); i++)
    {
      g_autoptr(SudokuMove) a = g_list_model_get_item (history, i);
      g_autoptr(SudokuMove) b = g_list_model_get_item (copied, i);

      g_assert_cmpint (sudoku_move_get_kind (a), ==, sudoku_move_get_kind (b));
      g_assert_cmpstr (sudoku_move_get_summary (a), ==, sudoku_move_get_summary (b));
      g_assert_cmpmem (&sudoku_move_get_after (a)->origins, SUDOKU_N_CELLS,
                       &sudoku_move_get_after (b)->origins, SUDOKU_N_CELLS);
      g_assert_true (memcmp (sudoku_move_get_after (a)->board.candidates,
                             sudoku_move_get_after (b)->board.candidates,
                             sizeof (guint16) * SUDOKU_N_CELLS) == 0);
      g_assert_true (sudoku_board_equal_values (&sudoku_move_get_before (a)->board,
                                                &sudoku_move_get_before (b)->board));
    }
  g_assert_true (sudoku_board_equal_values (sudoku_game_get_board (game),
                                            sudoku_game_get_board (copy)));
  g_assert_cmpint (sudoku_game_get_mode (copy), ==, SUDOKU_GAME_SOLVE);

  /* Written again, the same text. */
  again = sudoku_game_to_record (copy);
  g_assert_cmpstr (again, ==, record);

  /* Damage is reported with its line, and changes nothing. */
  {
    g_autofree char *broken = g_strdup (record);
    char *third_line = strchr (strchr (broken, '\n') + 1, '\n') + 1;

    third_line[0] = 'X';
    g_assert_false (sudoku_game_load_record (copy, broken, &error));
    g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID);
    g_assert_true (g_str_has_prefix (error->message, "line 3: "));
    g_clear_error (&error);
    g_assert_false (sudoku_game_load_record (copy, "hello", &error));
    g_assert_true (g_str_has_prefix (error->message, "line 1: "));
    g_assert_cmpuint (g_list_model_get_n_items (copied), ==, 42);
  }
}

/* Loads the puzzle of @text as the session does: the load and the mode
 * it opens in are one action. */
static void
load_as_opened (SudokuGame *game,
                const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuPuzzle) puzzle = sudoku_parse_puzzle (text, -1, SUDOKU_VARIANT_CLASSIC,
                                                        &error);

  g_assert_no_error (error);
  sudoku_game_begin_action (game);
  sudoku_game_load (game, &puzzle->board);
  sudoku_game_set_mode (game, SUDOKU_GAME_SOLVE);
  sudoku_game_end_action (game);
}

/* An action that switched the mode gives it back with the board (a
 * puzzle opened over an empty grid in Edit: Undo was an empty grid
 * left in Solve), and Redo switches it again; switching the mode alone
 * is still not undone, and an undo record keeps which snapshots carry
 * a mode. */
static void
test_undo_mode (void)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuGame) copy = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(GError) error = NULL;
  g_autofree char *record = NULL;
  g_autofree char *again = NULL;
  const SudokuBoard *board = sudoku_game_get_board (game);
  SudokuBoard empty = *board;
  SudokuBoard opened;

  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_EDIT);
  load_as_opened (game, INKALA_2012);
  opened = *board;
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_SOLVE);

  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpmem (board->values, sizeof board->values, empty.values, sizeof empty.values);
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_EDIT);
  g_assert_false (sudoku_game_can_undo (game));
  g_assert_true (sudoku_game_redo (game));
  g_assert_cmpmem (board->values, sizeof board->values, opened.values, sizeof opened.values);
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_SOLVE);

  /* A digit placed in Solve, the mode switched by hand: undoing the
   * digit leaves the mode as the user set it. */
  g_assert_true (sudoku_game_set_value (game, 1, 1));
  sudoku_game_set_mode (game, SUDOKU_GAME_EDIT);
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (board->values[1], ==, 0);
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_EDIT);
  g_assert_true (sudoku_game_redo (game));
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_EDIT);

  /* The same puzzle opened again from Edit, on the board it shows: a
   * change of mode alone is an action to undo. */
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpuint (board->values[1], ==, 0);
  load_as_opened (game, INKALA_2012);
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_SOLVE);
  g_assert_true (sudoku_game_undo (game));
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_EDIT);
  g_assert_cmpmem (board->values, sizeof board->values, opened.values, sizeof opened.values);

  /* Kept across a restart: the record read back undoes and redoes the
   * same way, on the redo side and on the undo side. */
  record = sudoku_game_to_undo_record (game);
  g_assert_true (sudoku_game_load_undo_record (copy, record, &error));
  g_assert_no_error (error);
  again = sudoku_game_to_undo_record (copy);
  g_assert_cmpstr (again, ==, record);
  g_assert_cmpint (sudoku_game_get_mode (copy), ==, SUDOKU_GAME_EDIT);
  g_assert_true (sudoku_game_redo (copy));
  g_assert_cmpint (sudoku_game_get_mode (copy), ==, SUDOKU_GAME_SOLVE);
  g_assert_true (sudoku_game_undo (copy));
  g_assert_cmpint (sudoku_game_get_mode (copy), ==, SUDOKU_GAME_EDIT);
  sudoku_game_set_mode (copy, SUDOKU_GAME_SOLVE);
  g_assert_true (sudoku_game_undo (copy));  /* the first load */
  g_assert_false (sudoku_game_can_undo (copy));
  g_assert_cmpint (sudoku_game_get_mode (copy), ==, SUDOKU_GAME_EDIT);
  g_assert_cmpmem (sudoku_game_get_board (copy)->values, sizeof empty.values,
                   empty.values, sizeof empty.values);
}

/* The game with its undo history, saved and loaded again (a draft kept
 * across a restart, issue 20 item 3): the same game, and undo and redo
 * go through the same states. */
static void
test_undo_record (void)
{
  g_autoptr(SudokuGame) game = game_for (SINGLES_ONLY);
  g_autoptr(SudokuGame) copy = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autofree char *record = NULL;
  g_autofree char *again = NULL;
  SudokuProfile profile;
  guint n_undone = 0;

  /* Moves on one puzzle, then another puzzle over it (its history
   * held by undo alone), moves, a solve as one action, undo and redo. */
  sudoku_game_set_value (game, 0, 4);
  sudoku_game_toggle_candidate (game, 1, 5);
  puzzle = sudoku_parse_puzzle (INKALA_2012, -1, SUDOKU_VARIANT_CLASSIC, &error);
  g_assert_no_error (error);
  sudoku_game_load (game, &puzzle->board);
  sudoku_game_set_value (game, 1, 1);
  sudoku_game_toggle_candidate (game, 2, 2);
  sudoku_profile_init_from_string (&profile, "original", NULL);
  path = sudoku_path_solve (sudoku_game_get_board (game), &profile, NULL, NULL);
  moves = sudoku_moves_for_path (sudoku_game_get_state (game), path);
  sudoku_game_begin_action (game);
  sudoku_game_push_moves (game, (SudokuMove **) moves->pdata, 20);
  sudoku_game_end_action (game);
  sudoku_game_set_value (game, 9, 0);
  g_assert_true (sudoku_game_undo (game));
  g_assert_true (sudoku_game_undo (game));
  g_assert_true (sudoku_game_can_redo (game));

  record = sudoku_game_to_undo_record (game);
  g_assert_true (g_str_has_prefix (record, "nanpure-game-undo/1\n"));
  g_assert_true (sudoku_game_load_undo_record (copy, record, &error));
  g_assert_no_error (error);

  /* Written again, the same text: every state, move and snapshot. */
  again = sudoku_game_to_undo_record (copy);
  g_assert_cmpstr (again, ==, record);
  g_assert_cmpint (sudoku_game_get_mode (copy), ==, SUDOKU_GAME_SOLVE);
  g_assert_true (sudoku_game_can_undo (copy));
  g_assert_true (sudoku_game_can_redo (copy));

  /* Redo, then undo to the very start, in step. */
  g_assert_true (sudoku_game_redo (game));
  g_assert_true (sudoku_game_redo (copy));
  while (sudoku_game_can_undo (game))
    {
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      g_assert_true (sudoku_game_undo (game));
      g_assert_true (sudoku_game_undo (copy));
      a = sudoku_game_to_record (game);
      b = sudoku_game_to_record (copy);
      g_assert_cmpstr (a, ==, b);
      n_undone++;
    }
  g_assert_false (sudoku_game_can_undo (copy));
  /* Back to the first puzzle's history, with its two moves. */
  g_assert_cmpuint (n_undone, >=, 5);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (copy)), ==, 0);

  /* Damage is refused, and changes nothing. */
  g_clear_pointer (&again, g_free);
  again = sudoku_game_to_undo_record (copy);
  g_assert_false (sudoku_game_load_undo_record (copy, "nanpure-game-undo/1\nstate\t7\n", &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (sudoku_game_load_undo_record (copy, record + 1, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID);
  g_clear_error (&error);
  {
    g_autofree char *now = sudoku_game_to_undo_record (copy);

    g_assert_cmpstr (now, ==, again);
  }
}

/* A saved game from a damaged file: messages quote its lines and must
 * still be UTF-8 (found by fuzz-record). */
static void
test_record_bad_bytes (void)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuGame) other = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autofree char *record = sudoku_game_to_record (game);
  g_autofree char *bad_line = g_strconcat (record, "move\t\xe9\n", NULL);
  g_autofree char *bad_origin = NULL;
  g_autoptr(GError) error = NULL;
  char *origins;

  g_assert_false (sudoku_game_load_record (other, bad_line, &error));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_true (g_str_has_prefix (error->message, "line 4"));
  g_clear_error (&error);

  /* The origins field of the start state, its first byte the start of
   * a two-byte character. */
  bad_origin = g_strdup (record);
  origins = strrchr (bad_origin, '\t');
  g_assert_nonnull (origins);
  origins[1] = '\xc3';
  origins[2] = '\xa9';
  g_assert_false (sudoku_game_load_record (other, bad_origin, &error));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

/* Undo goes back SUDOKU_GAME_UNDO_LIMIT actions at most: the oldest are
 * dropped, the newest still undo exactly. */
static void
test_undo_limit (void)
{
  g_autoptr(SudokuGame) game = game_for (SINGLES_ONLY);
  SudokuBoard after_first = { 0, };
  guint cell = 0;
  guint undone = 0;

  while (sudoku_game_get_board (game)->values[cell] != 0)
    cell++;
  /* Candidate toggles on one empty cell: two actions per round. */
  for (guint i = 0; i < SUDOKU_GAME_UNDO_LIMIT + 10; i++)
    {
      g_assert_true (sudoku_game_toggle_candidate (game, cell, 1 + i % 2));
      if (i == 9)
        after_first = *sudoku_game_get_board (game);
    }
  while (sudoku_game_undo (game))
    undone++;
  g_assert_cmpuint (undone, ==, SUDOKU_GAME_UNDO_LIMIT);
  g_assert_false (sudoku_game_can_undo (game));
  /* What is left is the state after the 10 actions that were dropped
   * (the load among them). */
  g_assert_cmpmem (sudoku_game_get_board (game)->candidates, sizeof after_first.candidates,
                   after_first.candidates, sizeof after_first.candidates);
  g_assert_true (sudoku_game_can_redo (game));
}

/* The histories of earlier puzzles that undo keeps hold at most
 * SUDOKU_GAME_UNDO_MOVES_LIMIT moves: loading puzzle after puzzle, each
 * solved in one action of 100 moves, leaves only the newest undoable. */
static void
test_undo_moves_limit (void)
{
  g_autoptr(SudokuGame) game = game_for (SINGLES_ONLY);
  const guint rounds = SUDOKU_GAME_UNDO_MOVES_LIMIT / 100 + 10;
  const SudokuBoard start = *sudoku_game_get_board (game);
  guint cell = 0;
  guint undone = 0;

  while (start.values[cell] != 0)
    cell++;
  for (guint round = 0; round < rounds; round++)
    {
      sudoku_game_load (game, &start);
      sudoku_game_begin_action (game);
      for (guint i = 0; i < 100; i++)
        g_assert_true (sudoku_game_toggle_candidate (game, cell, 1 + i % 2));
      sudoku_game_end_action (game);
      g_assert_cmpuint (history_length (game), ==, 100);
    }
  while (sudoku_game_undo (game))
    undone++;
  /* Two actions a round; the earlier histories kept are 100 moves each. */
  g_assert_cmpuint (undone, <=, 2 * (SUDOKU_GAME_UNDO_MOVES_LIMIT / 100) + 2);
  g_assert_cmpuint (undone, >=, 2 * (SUDOKU_GAME_UNDO_MOVES_LIMIT / 100) - 2);
  g_assert_cmpuint (undone, <, 2 * rounds + 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/game/set-value-and-undo", test_set_value_and_undo);
  g_test_add_func ("/nanpure/game/undo-limit", test_undo_limit);
  g_test_add_func ("/nanpure/game/undo-moves-limit", test_undo_moves_limit);
  g_test_add_func ("/nanpure/game/candidates", test_candidates);
  g_test_add_func ("/nanpure/game/edit-mode", test_edit_mode);
  g_test_add_func ("/nanpure/game/steps-and-truncate", test_steps_and_truncate);
  g_test_add_func ("/nanpure/game/assumption-moves", test_assumption_moves);
  g_test_add_func ("/nanpure/game/gave-up-moves", test_gave_up_moves);
  g_test_add_func ("/nanpure/game/assumption-outcomes", test_assumption_outcomes);
  g_test_add_func ("/nanpure/game/record", test_record);
  g_test_add_func ("/nanpure/game/record-bad-bytes", test_record_bad_bytes);
  g_test_add_func ("/nanpure/game/undo-record", test_undo_record);
  g_test_add_func ("/nanpure/game/undo-mode", test_undo_mode);

  return g_test_run ();
}
