/* sudoku-session.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-session-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-error.h"
#include "sudoku-hint.h"
#include "sudoku-parse.h"
#include "sudoku-se.h"
#include "sudoku-session-enums.h"
#include "sudoku-solver.h"
#include "sudoku-worker.h"

/**
 * SudokuSession:
 *
 * What a window shows, driven without a display: the game, the check of
 * its givens, the status line and the rating of the puzzle, where the
 * puzzle came from (this file); the library puzzle, its progress and the
 * replay of a saved solve (sudoku-session-library.c). Step, Singles,
 * Solve and Hint, with the progress line and the hint, are a part of
 * their own, the #SudokuSolveRunner (sudoku_session_get_solve_runner()).
 *
 * Threads: every worker is a GTask run in a thread on a copy of the
 * state it needs. Its answer comes back to the main context in one
 * place (check_done_cb() and rating_done_cb() here for the background
 * check and rating, job_done_cb() in the runner), which changes the
 * game and then completes the caller's task. Views only observe:
 * properties, the game's signals and "notice".
 */

G_DEFINE_FINAL_TYPE (SudokuSession, sudoku_session, G_TYPE_OBJECT)

GParamSpec *_sudoku_session_properties[N_PROPS];
guint _sudoku_session_signals[N_SIGNALS];

#define properties _sudoku_session_properties
#define signals _sudoku_session_signals

/* A check waits this long after the last change, so that typing a row
 * of digits starts one search, not nine. */
#define CHECK_DELAY_MS 60

void
_sudoku_session_notice (SudokuSession *self,
                        const char    *text)
{
  g_signal_emit (self, signals[SIGNAL_NOTICE], 0, text);
}

static void
set_status (SudokuSession *self,
            const char    *text,
            gboolean       is_error)
{
  if (g_strcmp0 (self->status, text) == 0 && self->status_error == is_error)
    return;
  g_free (self->status);
  self->status = g_strdup (text);
  self->status_error = is_error;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

/* The status line: clues, and what the check found. */
void
_sudoku_session_update_status (SudokuSession *self)
{
  const SudokuBoard *board = sudoku_game_get_board (self->game);
  guint clues = sudoku_board_count_givens (board);
  g_autofree char *clue_text = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  int n_solutions = sudoku_session_get_n_solutions (self);

  if (!sudoku_board_validate (board, &error))
    {
      set_status (self, error->message, TRUE);
      return;
    }

  if (clues == 0 && sudoku_board_count_filled (board) == 0)
    {
      set_status (self, self->typing_advances
                  ? _("Empty grid: type the digits row by row, the cursor moves on "
                      "(0 or . for an empty cell), or paste the puzzle")
                  : _("Empty grid: type the puzzle’s digits, or paste it"),
                  FALSE);
      return;
    }

  if (board->variant == SUDOKU_VARIANT_WINDOKU)
    /* Translators: the start of the status under a Windoku grid. */
    clue_text = g_strdup_printf (ngettext ("Windoku · %u clue", "Windoku · %u clues", clues),
                                 clues);
  else
    clue_text = g_strdup_printf (ngettext ("%u clue", "%u clues", clues), clues);

  if (n_solutions < 0)
    {
      set_status (self, clue_text, FALSE);
      return;
    }

  switch (n_solutions)
    {
    case 0:
      /* Translators: the status when the givens allow no solution. */
      text = g_strdup_printf (_("%s · no solution"), clue_text);
      set_status (self, text, TRUE);
      return;

    case 1:
      if (sudoku_session_is_solved (self))
        text = g_strdup_printf (_("%s · solved"), clue_text);
      else
        {
          guint left = SUDOKU_N_CELLS - sudoku_board_count_filled (board);

          /* Translators: the status of a puzzle with one solution, e.g.
           * "25 clues · unique · 40 cells to go". */
          text = g_strdup_printf (ngettext ("%s · unique · %u cell to go",
                                            "%s · unique · %u cells to go", left),
                                  clue_text, left);
        }
      set_status (self, text, FALSE);
      return;

    default:
      {
        const guint8 *one = sudoku_session_get_solution (self);
        const guint8 *two = sudoku_session_get_second_solution (self);
        guint first = SUDOKU_N_CELLS, second = SUDOKU_N_CELLS;

        /* Two cells where two solutions differ: where to add a clue. */
        for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
          if (one[cell] != two[cell])
            {
              if (first == SUDOKU_N_CELLS)
                first = cell;
              else if (second == SUDOKU_N_CELLS)
                second = cell;
            }
        if (second < SUDOKU_N_CELLS)
          {
            g_autofree char *a = sudoku_cell_dup_name (first);
            g_autofree char *b = sudoku_cell_dup_name (second);

            /* Translators: the status of a puzzle with several solutions;
             * the cells are where two of them differ. */
            text = g_strdup_printf (_("%s · several solutions (they differ in %s and %s)"),
                                    clue_text, a, b);
          }
        else
          text = g_strdup_printf (_("%s · several solutions"), clue_text);
        set_status (self, text, TRUE);
      }
    }
}

/**
 * sudoku_session_get_status:
 * @self: a session
 *
 * Returns: the line under the grid: the clues and what the check found
 *   ("25 clues · unique · 40 cells to go"), or what is wrong with the
 *   board or the text last loaded
 */
const char *
sudoku_session_get_status (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->status;
}

/**
 * sudoku_session_get_status_is_error:
 * @self: a session
 *
 * Returns: whether the status says something is wrong
 */
gboolean
sudoku_session_get_status_is_error (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), FALSE);

  return self->status_error;
}

/* The check: how many solutions the givens have, in a worker; then,
 * for a proper puzzle, its rating. */

typedef struct
{
  SudokuBoard  puzzle;
  SessionCheck check;
} CheckData;

static void
check_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  CheckData *data = task_data;
  SudokuSolveOptions options = { .limit = 2, .cancellable = cancellable };
  SudokuSolveResult result;
  g_autoptr(GError) error = NULL;

  if (!sudoku_solver_count (&data->puzzle, &options, &result, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  data->check.valid = TRUE;
  data->check.n_solutions = result.n_solutions;
  memcpy (data->check.solution, result.solution, SUDOKU_N_CELLS);
  memcpy (data->check.second, result.second, SUDOKU_N_CELLS);
  g_task_return_boolean (task, TRUE);
}

typedef struct
{
  SudokuBoard  puzzle;
  SudokuRating rating;
} RateData;

static void
rate_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  RateData *data = task_data;
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GError) error = NULL;

  /* Behind the window: the rating of a hard puzzle takes a while. */
  sudoku_worker_lower_priority (SUDOKU_WORKER_BEHIND_WINDOW);
  sudoku_profile_init_from_string (&profile, "full", NULL);
  path = sudoku_path_solve (&data->puzzle, &profile, cancellable, &error);
  if (path == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  sudoku_rating_from_path (path, &data->rating);
  /* sudoku_session_rate_async(): the whole rating, Sudoku Explainer's
   * figure included. */
  if (g_task_get_source_tag (task) == sudoku_session_rate_async &&
      !sudoku_se_settle_rating (&data->puzzle, &data->rating, cancellable, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_boolean (task, TRUE);
}

/* Sudoku Explainer's figure: its rater in a worker of its own, after our
 * rating (which the window shows at once), since it takes seconds on the
 * hardest puzzles. */

typedef struct
{
  SudokuBoard    puzzle;
  SudokuSeRating se;
} SeData;

static void
se_thread (GTask        *task,
           gpointer      source_object,
           gpointer      task_data,
           GCancellable *cancellable)
{
  SeData *data = task_data;
  g_autoptr(GError) error = NULL;

  sudoku_worker_lower_priority (SUDOKU_WORKER_BEHIND_WINDOW);
  if (!sudoku_se_rate (&data->puzzle, cancellable, &data->se, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void
set_se_rating (SudokuSession *self,
               double         se_rating)
{
  self->se_rating = se_rating;
  if (se_rating >= 0)
    self->rating.se_rating = se_rating;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SE_RATING]);
}

static void
se_done_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  SudokuSession *self = SUDOKU_SESSION (object);
  SeData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not rate the puzzle on the Sudoku Explainer scale: %s", error->message);
      return;
    }
  if (!self->rated || memcmp (data->puzzle.values, self->check.givens, SUDOKU_N_CELLS) != 0)
    return;
  set_se_rating (self, data->se.er);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RATING]);
}

static void
start_se_rating (SudokuSession *self,
                 const SudokuBoard *puzzle)
{
  g_autoptr(GTask) task = NULL;
  SeData *data;

  if (puzzle->variant != SUDOKU_VARIANT_CLASSIC || sudoku_se_estimate_is_exact (&self->rating))
    {
      /* Windoku: Sudoku Explainer does not rate it; our estimate stays. */
      set_se_rating (self, self->rating.se_rating);
      return;
    }
  data = g_new0 (SeData, 1);
  data->puzzle = *puzzle;
  task = g_task_new (self, self->rating_cancellable, se_done_cb, NULL);
  g_task_set_source_tag (task, start_se_rating);
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, se_thread);
}

static void
rating_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  SudokuSession *self = SUDOKU_SESSION (object);
  RateData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not rate the puzzle: %s", error->message);
      return;
    }
  /* Only the rating of the givens shown counts. */
  if (memcmp (data->puzzle.values, self->check.givens, SUDOKU_N_CELLS) != 0)
    return;
  self->rating = data->rating;
  self->rated = TRUE;
  start_se_rating (self, &data->puzzle);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RATING]);
}

static void
start_rating (SudokuSession *self)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (self->game);
  RateData *data;

  if (self->rating_cancellable != NULL)
    g_cancellable_cancel (self->rating_cancellable);
  g_clear_object (&self->rating_cancellable);
  self->rating_cancellable = g_cancellable_new ();

  data = g_new0 (RateData, 1);
  data->puzzle = *puzzle;
  sudoku_board_compute_candidates (&data->puzzle);
  task = g_task_new (self, self->rating_cancellable, rating_done_cb, NULL);
  g_task_set_source_tag (task, start_rating);
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, rate_thread);
}

static void
check_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  SudokuSession *self = SUDOKU_SESSION (object);
  CheckData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not check the puzzle: %s", error->message);
      return;
    }
  /* Only the latest check counts: the givens may have changed since. */
  if (memcmp (data->puzzle.values, self->check.givens, SUDOKU_N_CELLS) != 0)
    return;
  memcpy (data->check.givens, self->check.givens, SUDOKU_N_CELLS);
  self->check = data->check;
  if (self->check.n_solutions == 1)
    start_rating (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SOLUTIONS]);
  _sudoku_session_update_status (self);
  _sudoku_session_library_checked (self);
}

static gboolean
start_check_cb (gpointer user_data)
{
  SudokuSession *self = user_data;
  g_autoptr(GTask) task = NULL;
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (self->game);
  CheckData *data;

  self->check_source = 0;
  if (self->check_cancellable != NULL)
    g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);

  if (!sudoku_board_validate (puzzle, NULL))
    return G_SOURCE_REMOVE;

  self->check_cancellable = g_cancellable_new ();
  data = g_new0 (CheckData, 1);
  data->puzzle = *puzzle;
  task = g_task_new (self, self->check_cancellable, check_done_cb, NULL);
  g_task_set_source_tag (task, start_check_cb);
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, check_thread);
  return G_SOURCE_REMOVE;
}

static void
game_changed_cb (SudokuGame    *game,
                 SudokuSession *self)
{
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (game);

  /* The runner ends the hint and its progress line itself. */
  /* The count and the rating stay valid while the givens do. */
  if (memcmp (puzzle->values, self->check.givens, SUDOKU_N_CELLS) != 0)
    {
      gboolean was_rated = self->rated;

      self->check.valid = FALSE;
      self->rated = FALSE;
      if (self->se_rating >= 0)
        set_se_rating (self, -1);
      memcpy (self->check.givens, puzzle->values, SUDOKU_N_CELLS);
      if (self->rating_cancellable != NULL)
        g_cancellable_cancel (self->rating_cancellable);
      g_clear_handle_id (&self->check_source, g_source_remove);
      self->check_source = g_timeout_add (CHECK_DELAY_MS, start_check_cb, self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SOLUTIONS]);
      if (was_rated)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RATING]);
    }
  _sudoku_session_update_status (self);
  _sudoku_session_library_game_changed (self);
}

/**
 * sudoku_session_get_n_solutions:
 * @self: a session
 *
 * Returns: the number of solutions of the givens (0, 1, or 2 for
 *   several), or -1 while the check runs
 */
int
sudoku_session_get_n_solutions (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), -1);

  return self->check.valid ? (int) self->check.n_solutions : -1;
}

gboolean
sudoku_session_is_unique (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), FALSE);

  return self->check.valid && self->check.n_solutions == 1;
}

/**
 * sudoku_session_get_solution:
 * @self: a session
 *
 * Returns: (nullable) (array fixed-size=81): the solution of the givens
 *   once the check has found one, else %NULL
 */
const guint8 *
sudoku_session_get_solution (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->check.valid && self->check.n_solutions > 0 ? self->check.solution : NULL;
}

/**
 * sudoku_session_get_second_solution:
 * @self: a session
 *
 * Returns: (nullable) (array fixed-size=81): a second solution when the
 *   givens have several, else %NULL
 */
const guint8 *
sudoku_session_get_second_solution (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->check.valid && self->check.n_solutions > 1 ? self->check.second : NULL;
}

/**
 * sudoku_session_is_solved:
 * @self: a session
 *
 * Returns: whether the board is complete and is the one solution
 */
gboolean
sudoku_session_is_solved (SudokuSession *self)
{
  const SudokuBoard *board;

  g_return_val_if_fail (SUDOKU_IS_SESSION (self), FALSE);

  board = sudoku_game_get_board (self->game);
  return sudoku_board_is_complete (board) && sudoku_session_is_unique (self) &&
         memcmp (board->values, self->check.solution, SUDOKU_N_CELLS) == 0;
}

/**
 * sudoku_session_get_rating:
 * @self: a session
 *
 * The rating of the puzzle: of its givens with the full profile,
 * computed once in the background after the check found one solution.
 * It does not change with the moves made.
 *
 * Returns: (nullable): the rating, or %NULL while it is not known
 */
const SudokuRating *
sudoku_session_get_rating (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->rated ? &self->rating : NULL;
}

/**
 * sudoku_session_get_se_rating:
 * @self: a session
 *
 * The puzzle's rating on the Sudoku Explainer scale: Sudoku Explainer's
 * own (its ER) for a classic puzzle, our estimate for Windoku, which it
 * does not rate. A worker computes it after the rating
 * (sudoku_session_get_rating(), whose se_rating it then becomes), and
 * stops when the givens change or the session goes.
 *
 * Returns: the rating, or -1 while it is not known
 */
double
sudoku_session_get_se_rating (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), -1);

  return self->se_rating;
}

static void
rate_ready_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RateData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    {
      g_task_set_task_data (task, g_memdup2 (&data->rating, sizeof data->rating), g_free);
      g_task_return_boolean (task, TRUE);
    }
}

/**
 * sudoku_session_rate_async:
 * @self: a session
 * @cancellable: (nullable): a cancellable
 * @callback: called when the rating is known
 * @user_data: for @callback
 *
 * Rates the puzzle (its givens), at once when the background rating is
 * done already. The rating's se_rating is the Sudoku Explainer figure
 * (sudoku_session_get_se_rating()).
 */
void
sudoku_session_rate_async (SudokuSession       *self,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(SudokuBoard) puzzle = NULL;
  GTask *worker;
  RateData *data;

  g_return_if_fail (SUDOKU_IS_SESSION (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_session_rate_async);
  if (self->rated && self->se_rating >= 0)
    {
      g_task_set_task_data (task, g_memdup2 (&self->rating, sizeof self->rating), g_free);
      g_task_return_boolean (task, TRUE);
      return;
    }
  puzzle = sudoku_game_dup_puzzle (self->game);
  data = g_new0 (RateData, 1);
  data->puzzle = *puzzle;
  sudoku_board_compute_candidates (&data->puzzle);
  worker = g_task_new (self, cancellable, rate_ready_cb, g_steal_pointer (&task));
  g_task_set_source_tag (worker, sudoku_session_rate_async);
  g_task_set_task_data (worker, data, g_free);
  g_task_run_in_thread (worker, rate_thread);
  g_object_unref (worker);
}

gboolean
sudoku_session_rate_finish (SudokuSession  *self,
                            GAsyncResult   *result,
                            SudokuRating   *rating,
                            GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  if (rating != NULL)
    *rating = *(SudokuRating *) g_task_get_task_data (G_TASK (result));
  return TRUE;
}

/**
 * sudoku_session_set_typing_advances:
 * @self: a session
 * @advances: whether typing a puzzle into an empty grid moves the
 *   cursor on after each digit
 *
 * Says how the empty grid's status tells the user to type a puzzle.
 */
void
sudoku_session_set_typing_advances (SudokuSession *self,
                                    gboolean       advances)
{
  g_return_if_fail (SUDOKU_IS_SESSION (self));

  advances = !!advances;
  if (self->typing_advances == advances)
    return;
  self->typing_advances = advances;
  _sudoku_session_update_status (self);
}

/* Loading */

/**
 * sudoku_session_load_board:
 * @self: a session
 * @board: the puzzle
 *
 * Shows a new puzzle (undoably): whatever ran stops, the library puzzle
 * shown before keeps its progress; a puzzle with givens starts in the
 * Solve mode, an empty grid in Edit.
 */
void
sudoku_session_load_board (SudokuSession     *self,
                           const SudokuBoard *board)
{
  g_return_if_fail (SUDOKU_IS_SESSION (self));
  g_return_if_fail (board != NULL);

  sudoku_solve_runner_reset (self->runner);
  /* A library read on its way is older than this puzzle. */
  if (!self->loading)
    self->library_reads++;
  sudoku_session_exit_replay (self);
  sudoku_session_leave_library_puzzle (self);
  if (!self->loading)
    {
      g_clear_pointer (&self->file_name, g_free);
      self->book_level = 0;
      g_clear_pointer (&self->book_source, g_free);
      _sudoku_session_update_title (self);
    }
  sudoku_game_load (self->game, board);
  sudoku_game_set_mode (self->game, sudoku_board_count_givens (board) > 0 ? SUDOKU_GAME_SOLVE
                                                                          : SUDOKU_GAME_EDIT);
  sudoku_solve_runner_set_progress (self->runner, NULL);
}

static void
load_puzzle (SudokuSession *self,
             SudokuPuzzle  *puzzle)
{
  sudoku_session_load_board (self, &puzzle->board);

  /* What a .sdk file says of itself is offered when saving. */
  self->book_level = sudoku_puzzle_get_level (puzzle);
  g_free (self->book_source);
  self->book_source = g_strdup (puzzle->source ? puzzle->source : puzzle->author);
}

/**
 * sudoku_session_load_text:
 * @self: a session
 * @text: a puzzle in any format sudoku_parse_puzzle() reads
 * @variant: the rules to read it with
 * @error: why @text is not a puzzle (with line and column)
 *
 * Shows the puzzle of @text; the game does not change when it is not one.
 *
 * Returns: %TRUE when @text was a puzzle
 */
gboolean
sudoku_session_load_text (SudokuSession  *self,
                          const char     *text,
                          SudokuVariant   variant,
                          GError        **error)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (SUDOKU_IS_SESSION (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  puzzle = sudoku_parse_puzzle (text, -1, variant, &local_error);
  if (puzzle == NULL)
    {
      /* Said under the grid, where it can be read and selected, until
       * the next change. */
      set_status (self, local_error->message, TRUE);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  load_puzzle (self, puzzle);
  return TRUE;
}

typedef struct
{
  GFile         *file;
  SudokuVariant  variant;
} OpenData;

static void
open_data_free (OpenData *data)
{
  g_clear_object (&data->file);
  g_free (data);
}

static void
open_contents_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuSession *self = g_task_get_source_object (task);
  OpenData *data = g_task_get_task_data (task);
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = g_file_get_basename (data->file);

  if (!g_file_load_contents_finish (G_FILE (object), result, &contents, NULL, NULL, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_prefix_error (&error, _("Could not open “%s”: "), name);
      _sudoku_session_update_status (self);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  /* The contents are nul-terminated; a nul inside ends the text. */
  puzzle = sudoku_parse_puzzle (contents, -1, data->variant, &error);
  if (puzzle == NULL)
    {
      _sudoku_session_update_status (self);
      /* A collection keeps its code: the window hands it to the
       * library's import. */
      g_task_return_new_error (task, SUDOKU_ERROR,
                               g_error_matches (error, SUDOKU_ERROR,
                                                SUDOKU_ERROR_SEVERAL_PUZZLES)
                               ? SUDOKU_ERROR_SEVERAL_PUZZLES : SUDOKU_ERROR_PARSE,
                               _("“%s” is not a puzzle Nanpure can read: %s"), name,
                               error->message);
      return;
    }
  load_puzzle (self, puzzle);
  g_free (self->file_name);
  self->file_name = g_steal_pointer (&name);
  _sudoku_session_update_title (self);
  g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_session_open_file_async:
 * @self: a session
 * @file: a file holding one puzzle
 * @variant: the rules to read it with
 * @cancellable: (nullable): a cancellable
 * @callback: called once the puzzle is shown, or could not be
 * @user_data: for @callback
 *
 * Reads @file in the background and shows its puzzle. A file of several
 * puzzles fails with %SUDOKU_ERROR_SEVERAL_PUZZLES.
 */
void
sudoku_session_open_file_async (SudokuSession       *self,
                                GFile               *file,
                                SudokuVariant        variant,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  GTask *task;
  OpenData *data;

  g_return_if_fail (SUDOKU_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  data = g_new0 (OpenData, 1);
  data->file = g_object_ref (file);
  data->variant = variant;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_session_open_file_async);
  g_task_set_task_data (task, data, (GDestroyNotify) open_data_free);
  set_status (self, _("Opening…"), FALSE);
  g_file_load_contents_async (file, cancellable, open_contents_cb, task);
}

gboolean
sudoku_session_open_file_finish (SudokuSession  *self,
                                 GAsyncResult   *result,
                                 GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* The title: where the puzzle lives (its library level and number, or
 * its file), or %NULL for a puzzle typed or pasted in. */
void
_sudoku_session_update_title (SudokuSession *self)
{
  const SudokuLibraryPuzzle *puzzle = self->library_puzzle;
  g_autofree char *title = NULL;

  if (puzzle != NULL)
    {
      if (puzzle->level == SUDOKU_LIBRARY_SAMPLE)
        /* Translators: the window title for a puzzle of the library's
         * Sample group, e.g. "Sample No. 3". */
        title = g_strdup_printf (_("Sample No. %u"), puzzle->number);
      else
        /* Translators: the window title, e.g. "Level 3 · No. 12". */
        title = g_strdup_printf (_("Level %u · No. %u"), puzzle->level, puzzle->number);
      if (puzzle->title != NULL && *puzzle->title != '\0')
        {
          char *full = g_strdup_printf ("%s — %s", title, puzzle->title);

          g_free (title);
          title = full;
        }
    }
  else if (self->file_name != NULL)
    title = g_strdup (self->file_name);

  if (g_strcmp0 (title, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/**
 * sudoku_session_get_title:
 * @self: a session
 *
 * Returns: (nullable): where the puzzle lives, for the window title
 */
const char *
sudoku_session_get_title (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->title;
}

const char *
sudoku_session_get_file_name (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->file_name;
}

/**
 * sudoku_session_get_book_level:
 * @self: a session
 *
 * Returns: the level the puzzle's file gave it (1–7), or 0
 */
guint
sudoku_session_get_book_level (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), 0);

  return self->book_level;
}

const char *
sudoku_session_get_book_source (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->book_source;
}

SudokuGame *
sudoku_session_get_game (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->game;
}

/**
 * sudoku_session_get_solve_runner:
 * @self: a session
 *
 * Returns: (transfer none): the part that runs Step, Singles, Solve and
 *   Hint on the game, with their progress, hint and settings
 */
SudokuSolveRunner *
sudoku_session_get_solve_runner (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->runner;
}

/* A job of the runner is about to read the game: a replay ends first. */
static void
runner_starting_cb (SudokuSession *self)
{
  if (self->replaying)
    sudoku_session_exit_replay (self);
}

/* GObject */

static void
sudoku_session_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SudokuSession *self = SUDOKU_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_N_SOLUTIONS:
      g_value_set_int (value, sudoku_session_get_n_solutions (self));
      break;
    case PROP_RATING:
      g_value_set_uint (value, self->rated ? self->rating.level : 0);
      break;
    case PROP_SE_RATING:
      g_value_set_double (value, self->se_rating);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    case PROP_LIBRARY_ID:
      g_value_set_int64 (value, sudoku_session_get_library_id (self));
      break;
    case PROP_REPLAYING:
      g_value_set_boolean (value, self->replaying);
      break;
    case PROP_REPLAY_POSITION:
      g_value_set_uint (value, self->replay_position);
      break;
    case PROP_REPLAY_PLAYING:
      g_value_set_boolean (value, self->replay_source != 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_session_dispose (GObject *object)
{
  SudokuSession *self = SUDOKU_SESSION (object);

  /* A solve being played ends first: its moves are one action. */
  if (self->runner != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->runner, self);
      g_object_run_dispose (G_OBJECT (self->runner));
    }
  sudoku_session_exit_replay (self);
  self->disposing = TRUE;
  sudoku_session_leave_library_puzzle (self);
  g_cancellable_cancel (self->cancellable);
  if (self->check_cancellable != NULL)
    g_cancellable_cancel (self->check_cancellable);
  if (self->rating_cancellable != NULL)
    g_cancellable_cancel (self->rating_cancellable);
  g_clear_handle_id (&self->check_source, g_source_remove);
  _sudoku_session_replay_dispose (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  G_OBJECT_CLASS (sudoku_session_parent_class)->dispose (object);
}

static void
sudoku_session_finalize (GObject *object)
{
  SudokuSession *self = SUDOKU_SESSION (object);

  g_clear_object (&self->cancellable);
  g_clear_object (&self->check_cancellable);
  g_clear_object (&self->rating_cancellable);
  g_clear_object (&self->game);
  g_clear_object (&self->library);
  g_clear_object (&self->runner);
  g_clear_pointer (&self->library_puzzle, sudoku_library_puzzle_free);
  g_free (self->file_name);
  g_free (self->title);
  g_free (self->status);
  g_free (self->book_source);

  G_OBJECT_CLASS (sudoku_session_parent_class)->finalize (object);
}

static void
sudoku_session_class_init (SudokuSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sudoku_session_get_property;
  object_class->dispose = sudoku_session_dispose;
  object_class->finalize = sudoku_session_finalize;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SUDOKU_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_SOLUTIONS] =
    g_param_spec_int ("n-solutions", NULL, NULL, -1, 2, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The level of the puzzle's rating, 0 while it is not known; the
   * whole rating is sudoku_session_get_rating(). */
  properties[PROP_RATING] =
    g_param_spec_uint ("rating", NULL, NULL, 0, 7, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The puzzle's rating on the Sudoku Explainer scale, -1 while not
   * known: sudoku_session_get_se_rating(). */
  properties[PROP_SE_RATING] =
    g_param_spec_double ("se-rating", NULL, NULL, -1, 20, -1,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LIBRARY_ID] =
    g_param_spec_int64 ("library-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REPLAYING] =
    g_param_spec_boolean ("replaying", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REPLAY_POSITION] =
    g_param_spec_uint ("replay-position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REPLAY_PLAYING] =
    g_param_spec_boolean ("replay-playing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuSession::notice:
   * @self: the session
   * @text: what happened
   *
   * Something the user should hear of once (a toast): a solve saved,
   * progress that could not be kept.
   */
  signals[SIGNAL_NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
sudoku_session_init (SudokuSession *self)
{
  self->se_rating = -1;
  self->cancellable = g_cancellable_new ();
  self->typing_advances = TRUE;
  self->game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  self->runner = sudoku_solve_runner_new (self->game);
  g_signal_connect_swapped (self->runner, "starting", G_CALLBACK (runner_starting_cb), self);
  g_signal_connect (self->game, "changed", G_CALLBACK (game_changed_cb), self);
  _sudoku_session_update_status (self);
}

SudokuSession *
sudoku_session_new (void)
{
  return g_object_new (SUDOKU_TYPE_SESSION, NULL);
}
