/* sudoku-checker.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-checker.h"

#include <string.h>

#include "sudoku-se.h"
#include "sudoku-solver.h"
#include "sudoku-worker.h"

/**
 * SudokuChecker:
 *
 * A part of the session (SudokuSession owns one, on its game): the
 * check of the givens and the rating of the puzzle. After each change
 * of the givens it counts their solutions in a worker (after a short
 * pause, so that typing a row of digits starts one search, not nine);
 * for a proper puzzle it then rates it in a second worker, and computes
 * Sudoku Explainer's figure in a third. Each answer comes back to the
 * main context in its _done_cb(), and counts only when it is about the
 * givens shown. Views observe n-solutions, rating, se-rating and
 * "checked".
 */

struct _SudokuChecker
{
  GObject        parent_instance;

  SudokuGame    *game;

  /* The uniqueness check, run in a worker after each change of the
   * givens, and the givens it is for. */
  GCancellable  *check_cancellable;
  guint          check_source;
  gboolean       valid;
  guint8         givens[SUDOKU_N_CELLS];
  guint          n_solutions;
  guint8         solution[SUDOKU_N_CELLS];
  guint8         second[SUDOKU_N_CELLS];

  /* Then the rating of the puzzle. */
  GCancellable  *rating_cancellable;
  gboolean       rated;
  SudokuRating   rating;
  /* Sudoku Explainer's ER of the puzzle, -1 while not known: a second
   * worker after the rating (seconds on the hardest), on the rating's
   * cancellable. */
  double         se_rating;
};

G_DEFINE_FINAL_TYPE (SudokuChecker, sudoku_checker, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_N_SOLUTIONS,
  PROP_RATING,
  PROP_SE_RATING,
  N_PROPS,
};

enum {
  SIGNAL_CHECKED,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* A check waits this long after the last change, so that typing a row
 * of digits starts one search, not nine. */
#define CHECK_DELAY_MS 60

/* What a check found: how many solutions its givens have. */
typedef struct
{
  SudokuBoard puzzle;
  guint       n_solutions;
  guint8      solution[SUDOKU_N_CELLS];
  guint8      second[SUDOKU_N_CELLS];
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
  data->n_solutions = result.n_solutions;
  memcpy (data->solution, result.solution, SUDOKU_N_CELLS);
  memcpy (data->second, result.second, SUDOKU_N_CELLS);
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
  /* sudoku_checker_rate_async(): the whole rating, Sudoku Explainer's
   * figure included. */
  if (g_task_get_source_tag (task) == sudoku_checker_rate_async &&
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
set_se_rating (SudokuChecker *self,
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
  SudokuChecker *self = SUDOKU_CHECKER (object);
  SeData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not rate the puzzle on the Sudoku Explainer scale: %s", error->message);
      return;
    }
  if (!self->rated || memcmp (data->puzzle.values, self->givens, SUDOKU_N_CELLS) != 0)
    return;
  set_se_rating (self, data->se.er);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RATING]);
}

static void
start_se_rating (SudokuChecker     *self,
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
  SudokuChecker *self = SUDOKU_CHECKER (object);
  RateData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not rate the puzzle: %s", error->message);
      return;
    }
  /* Only the rating of the givens shown counts. */
  if (memcmp (data->puzzle.values, self->givens, SUDOKU_N_CELLS) != 0)
    return;
  self->rating = data->rating;
  self->rated = TRUE;
  start_se_rating (self, &data->puzzle);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RATING]);
}

static void
start_rating (SudokuChecker *self)
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
  SudokuChecker *self = SUDOKU_CHECKER (object);
  CheckData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not check the puzzle: %s", error->message);
      return;
    }
  /* Only the latest check counts: the givens may have changed since. */
  if (memcmp (data->puzzle.values, self->givens, SUDOKU_N_CELLS) != 0)
    return;
  self->valid = TRUE;
  self->n_solutions = data->n_solutions;
  memcpy (self->solution, data->solution, SUDOKU_N_CELLS);
  memcpy (self->second, data->second, SUDOKU_N_CELLS);
  if (self->n_solutions == 1)
    start_rating (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SOLUTIONS]);
  g_signal_emit (self, signals[SIGNAL_CHECKED], 0);
}

static gboolean
start_check_cb (gpointer user_data)
{
  SudokuChecker *self = user_data;
  g_autoptr(GTask) task = NULL;
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (self->game);
  CheckData *data;

  self->check_source = 0;
  if (self->check_cancellable != NULL)
    g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);

  if (!sudoku_board_validate (puzzle, NULL))
    {
      /* Not counted at all: the count stays unknown, and no longer comes. */
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SOLUTIONS]);
      return G_SOURCE_REMOVE;
    }

  self->check_cancellable = g_cancellable_new ();
  data = g_new0 (CheckData, 1);
  data->puzzle = *puzzle;
  task = g_task_new (self, self->check_cancellable, check_done_cb, NULL);
  g_task_set_source_tag (task, start_check_cb);
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, check_thread);
  return G_SOURCE_REMOVE;
}

/* The count and the rating stay valid while the givens do. */
static void
game_changed_cb (SudokuGame    *game,
                 SudokuChecker *self)
{
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (game);
  gboolean was_rated = self->rated;

  if (memcmp (puzzle->values, self->givens, SUDOKU_N_CELLS) == 0)
    return;
  self->valid = FALSE;
  self->rated = FALSE;
  if (self->se_rating >= 0)
    set_se_rating (self, -1);
  memcpy (self->givens, puzzle->values, SUDOKU_N_CELLS);
  if (self->rating_cancellable != NULL)
    g_cancellable_cancel (self->rating_cancellable);
  g_clear_handle_id (&self->check_source, g_source_remove);
  self->check_source = g_timeout_add (CHECK_DELAY_MS, start_check_cb, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SOLUTIONS]);
  if (was_rated)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RATING]);
}

/**
 * sudoku_checker_new:
 * @game: the game whose givens to check
 *
 * Returns: (transfer full): a checker following @game
 */
SudokuChecker *
sudoku_checker_new (SudokuGame *game)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (game), NULL);

  return g_object_new (SUDOKU_TYPE_CHECKER, "game", game, NULL);
}

SudokuGame *
sudoku_checker_get_game (SudokuChecker *self)
{
  g_return_val_if_fail (SUDOKU_IS_CHECKER (self), NULL);

  return self->game;
}

/**
 * sudoku_checker_get_n_solutions:
 * @self: a checker
 *
 * Returns: the number of solutions of the givens (0, 1, or 2 for
 *   several), or -1 while the check runs
 */
int
sudoku_checker_get_n_solutions (SudokuChecker *self)
{
  g_return_val_if_fail (SUDOKU_IS_CHECKER (self), -1);

  return self->valid ? (int) self->n_solutions : -1;
}

/**
 * sudoku_checker_is_counting:
 * @self: a checker
 *
 * Returns: %TRUE while the solutions of the givens are being counted:
 *   the count is not known yet (-1) and will come, as the givens follow
 *   the rules; %FALSE when it is known, or when givens that break the
 *   rules (or an empty grid) are not counted at all
 */
gboolean
sudoku_checker_is_counting (SudokuChecker *self)
{
  g_return_val_if_fail (SUDOKU_IS_CHECKER (self), FALSE);

  /* Waiting for the givens to settle, or counting in the worker. */
  return !self->valid && (self->check_source != 0 || self->check_cancellable != NULL);
}

gboolean
sudoku_checker_is_unique (SudokuChecker *self)
{
  g_return_val_if_fail (SUDOKU_IS_CHECKER (self), FALSE);

  return self->valid && self->n_solutions == 1;
}

/**
 * sudoku_checker_get_solution:
 * @self: a checker
 *
 * Returns: (nullable) (array fixed-size=81): the solution of the givens
 *   once the check has found one, else %NULL
 */
const guint8 *
sudoku_checker_get_solution (SudokuChecker *self)
{
  g_return_val_if_fail (SUDOKU_IS_CHECKER (self), NULL);

  return self->valid && self->n_solutions > 0 ? self->solution : NULL;
}

/**
 * sudoku_checker_get_second_solution:
 * @self: a checker
 *
 * Returns: (nullable) (array fixed-size=81): a second solution when the
 *   givens have several, else %NULL
 */
const guint8 *
sudoku_checker_get_second_solution (SudokuChecker *self)
{
  g_return_val_if_fail (SUDOKU_IS_CHECKER (self), NULL);

  return self->valid && self->n_solutions > 1 ? self->second : NULL;
}

/**
 * sudoku_checker_is_solved:
 * @self: a checker
 *
 * Returns: whether the game's board is complete and is the one solution
 */
gboolean
sudoku_checker_is_solved (SudokuChecker *self)
{
  const SudokuBoard *board;

  g_return_val_if_fail (SUDOKU_IS_CHECKER (self), FALSE);

  board = sudoku_game_get_board (self->game);
  return sudoku_board_is_complete (board) && sudoku_checker_is_unique (self) &&
         memcmp (board->values, self->solution, SUDOKU_N_CELLS) == 0;
}

/**
 * sudoku_checker_get_rating:
 * @self: a checker
 *
 * The rating of the puzzle: of its givens with the full profile,
 * computed once in the background after the check found one solution.
 * It does not change with the moves made.
 *
 * Returns: (nullable): the rating, or %NULL while it is not known
 */
const SudokuRating *
sudoku_checker_get_rating (SudokuChecker *self)
{
  g_return_val_if_fail (SUDOKU_IS_CHECKER (self), NULL);

  return self->rated ? &self->rating : NULL;
}

/**
 * sudoku_checker_get_se_rating:
 * @self: a checker
 *
 * The puzzle's rating on the Sudoku Explainer scale: Sudoku Explainer's
 * own (its ER) for a classic puzzle, our estimate for Windoku, which it
 * does not rate. A worker computes it after the rating
 * (sudoku_checker_get_rating(), whose se_rating it then becomes), and
 * stops when the givens change or the checker goes.
 *
 * Returns: the rating, or -1 while it is not known
 */
double
sudoku_checker_get_se_rating (SudokuChecker *self)
{
  g_return_val_if_fail (SUDOKU_IS_CHECKER (self), -1);

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
 * sudoku_checker_rate_async:
 * @self: a checker
 * @cancellable: (nullable): a cancellable
 * @callback: called when the rating is known
 * @user_data: for @callback
 *
 * Rates the puzzle (its givens), at once when the background rating is
 * done already. The rating's se_rating is the Sudoku Explainer figure
 * (sudoku_checker_get_se_rating()).
 */
void
sudoku_checker_rate_async (SudokuChecker       *self,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(SudokuBoard) puzzle = NULL;
  GTask *worker;
  RateData *data;

  g_return_if_fail (SUDOKU_IS_CHECKER (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_checker_rate_async);
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
  g_task_set_source_tag (worker, sudoku_checker_rate_async);
  g_task_set_task_data (worker, data, g_free);
  g_task_run_in_thread (worker, rate_thread);
  g_object_unref (worker);
}

gboolean
sudoku_checker_rate_finish (SudokuChecker  *self,
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

/* GObject */

static void
sudoku_checker_constructed (GObject *object)
{
  SudokuChecker *self = SUDOKU_CHECKER (object);

  G_OBJECT_CLASS (sudoku_checker_parent_class)->constructed (object);

  g_assert (self->game != NULL);
  g_signal_connect (self->game, "changed", G_CALLBACK (game_changed_cb), self);
  game_changed_cb (self->game, self);
}

static void
sudoku_checker_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SudokuChecker *self = SUDOKU_CHECKER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_N_SOLUTIONS:
      g_value_set_int (value, sudoku_checker_get_n_solutions (self));
      break;
    case PROP_RATING:
      g_value_set_uint (value, self->rated ? self->rating.level : 0);
      break;
    case PROP_SE_RATING:
      g_value_set_double (value, self->se_rating);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_checker_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SudokuChecker *self = SUDOKU_CHECKER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Ends every worker: the session runs it when it goes, whoever else
 * holds the checker. */
static void
sudoku_checker_dispose (GObject *object)
{
  SudokuChecker *self = SUDOKU_CHECKER (object);

  if (self->check_cancellable != NULL)
    g_cancellable_cancel (self->check_cancellable);
  if (self->rating_cancellable != NULL)
    g_cancellable_cancel (self->rating_cancellable);
  g_clear_handle_id (&self->check_source, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  G_OBJECT_CLASS (sudoku_checker_parent_class)->dispose (object);
}

static void
sudoku_checker_finalize (GObject *object)
{
  SudokuChecker *self = SUDOKU_CHECKER (object);

  g_clear_object (&self->check_cancellable);
  g_clear_object (&self->rating_cancellable);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (sudoku_checker_parent_class)->finalize (object);
}

static void
sudoku_checker_class_init (SudokuCheckerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = sudoku_checker_constructed;
  object_class->get_property = sudoku_checker_get_property;
  object_class->set_property = sudoku_checker_set_property;
  object_class->dispose = sudoku_checker_dispose;
  object_class->finalize = sudoku_checker_finalize;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SUDOKU_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_SOLUTIONS] =
    g_param_spec_int ("n-solutions", NULL, NULL, -1, 2, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The level of the puzzle's rating, 0 while it is not known; the
   * whole rating is sudoku_checker_get_rating(). */
  properties[PROP_RATING] =
    g_param_spec_uint ("rating", NULL, NULL, 0, 7, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The puzzle's rating on the Sudoku Explainer scale, -1 while not
   * known: sudoku_checker_get_se_rating(). */
  properties[PROP_SE_RATING] =
    g_param_spec_double ("se-rating", NULL, NULL, -1, 20, -1,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuChecker::checked:
   * @self: the checker
   *
   * A check of the givens came back: n-solutions and the solutions
   * are known.
   */
  signals[SIGNAL_CHECKED] =
    g_signal_new ("checked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
sudoku_checker_init (SudokuChecker *self)
{
  self->se_rating = -1;
}
