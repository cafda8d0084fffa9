/* sudoku-solve-runner.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-solve-runner.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-session-enums.h"
#include "sudoku-solve-runner-private.h"

/**
 * SudokuSolveRunner:
 *
 * The session's solver, a part of #SudokuSession: Step, Singles, Solve
 * and Hint on its game, the playback of a solve, the rest of the path
 * after Step took an assumption, and what the solver is doing (the
 * properties busy and progress) and the hint shown (the property hint,
 * a #SudokuHint). It owns the settings that say how it solves: the
 * technique profile (technique-profile, custom-techniques,
 * attempt-limit) and the pace (speed, move-interval), which the library
 * link reads too, for the solve it records and the replay.
 *
 * It knows the game only: the session listens to "starting" to leave a
 * replay before a job reads the game.
 */

struct _SudokuSolveRunner
{
  GObject              parent_instance;

  SudokuGame          *game;

  /* The profile in use, made from the three settings below. */
  SudokuProfile        profile;
  char                *profile_key;
  SudokuTechniqueProfile technique_profile;
  GStrv                custom_techniques;
  guint                profile_attempt_limit;
  guint                move_interval;
  SudokuSolveSpeed     speed;

  /* Step, Singles, Solve, Hint: the worker, then the moves played. */
  GCancellable        *job_cancellable;
  GTask               *solve_task;
  GPtrArray           *pending_moves;
  guint                next_move;
  guint                animation_source;
  SudokuPathResult     solve_result;
  guint                solve_attempts;
  guint                attempt_limit;
  /* Whether the givens have one solution, as the last job found. */
  gboolean             unique;
  /* After Step took an assumption: the rest of the solver's path. */
  GPtrArray           *step_plan;
  SudokuPathResult     step_plan_result;
  /* The assumptions of the solve being played that are still open. */
  GPtrArray           *open_assumptions;
  gboolean             busy;
  char                *progress;

  /* The hint shown: immutable, replaced at each level. */
  SudokuHint          *hint;
};

G_DEFINE_FINAL_TYPE (SudokuSolveRunner, sudoku_solve_runner, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_BUSY,
  PROP_PROGRESS,
  PROP_HINT,
  PROP_MOVE_INTERVAL,
  PROP_SPEED,
  PROP_TECHNIQUE_PROFILE,
  PROP_CUSTOM_TECHNIQUES,
  PROP_ATTEMPT_LIMIT,
  N_PROPS,
};

enum {
  SIGNAL_STARTING,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
set_busy (SudokuSolveRunner *self,
          gboolean           busy)
{
  if (self->busy == busy)
    return;
  self->busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/* Progress, profile and pace */

/**
 * sudoku_solve_runner_set_progress:
 * @self: a runner
 * @text: (nullable): what to say under the grid, or %NULL
 */
void
sudoku_solve_runner_set_progress (SudokuSolveRunner *self,
                             const char    *text)
{
  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));

  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_strcmp0 (self->progress, text) == 0)
    return;
  g_free (self->progress);
  self->progress = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
}

/**
 * sudoku_solve_runner_get_profile_name:
 * @self: a runner
 *
 * Returns: the profile's name for people ("Original", "Custom")
 */
const char *
sudoku_solve_runner_get_profile_name (SudokuSolveRunner *self)
{
  g_return_val_if_fail (SUDOKU_IS_SOLVE_RUNNER (self), NULL);

  if (g_str_equal (self->profile_key, "original"))
    return _("Original");
  if (g_str_equal (self->profile_key, "standard"))
    return _("Standard");
  if (g_str_equal (self->profile_key, "full"))
    return _("Full");
  return _("Custom");
}

/* Profile and pace */

/* The profile in use, from technique-profile, custom-techniques and
 * attempt-limit. */
static void
update_profile (SudokuSolveRunner *self)
{
  GEnumClass *enum_class = g_type_class_ref (SUDOKU_TYPE_TECHNIQUE_PROFILE);
  const char *key = g_enum_get_value (enum_class, self->technique_profile)->value_nick;

  g_free (self->profile_key);
  self->profile_key = g_strdup (key);
  g_type_class_unref (enum_class);

  if (self->technique_profile != SUDOKU_TECHNIQUE_PROFILE_CUSTOM)
    sudoku_profile_init_from_string (&self->profile, self->profile_key, NULL);
  else
    {
      /* Key by key: unknown ones (from a later version) are left out
       * rather than leaving the user without a solver. */
      sudoku_profile_init_from_string (&self->profile, "", NULL);
      for (guint i = 0; self->custom_techniques && self->custom_techniques[i]; i++)
        {
          SudokuTechnique technique;

          if (sudoku_technique_from_key (self->custom_techniques[i], &technique) &&
              technique != SUDOKU_TECHNIQUE_ASSUMPTION)
            self->profile.enabled[technique] = TRUE;
          else if (g_str_equal (self->custom_techniques[i], "assumptions"))
            self->profile.assumptions = TRUE;
        }
    }
  self->profile.attempt_limit = self->profile_attempt_limit;
}

/**
 * sudoku_solve_runner_set_technique_profile:
 * @self: a runner
 * @profile: the techniques Step, Solve and Hint use
 */
void
sudoku_solve_runner_set_technique_profile (SudokuSolveRunner      *self,
                                      SudokuTechniqueProfile  profile)
{
  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));
  g_return_if_fail (profile <= SUDOKU_TECHNIQUE_PROFILE_CUSTOM);

  if (self->technique_profile == profile)
    return;
  self->technique_profile = profile;
  update_profile (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TECHNIQUE_PROFILE]);
}

static void
set_custom_techniques (SudokuSolveRunner  *self,
                       const char * const *keys)
{
  g_strfreev (self->custom_techniques);
  self->custom_techniques = g_strdupv ((char **) keys);
  update_profile (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CUSTOM_TECHNIQUES]);
}

static void
set_attempt_limit (SudokuSolveRunner *self,
                   guint          limit)
{
  if (self->profile_attempt_limit == limit)
    return;
  self->profile_attempt_limit = limit;
  update_profile (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ATTEMPT_LIMIT]);
}

const char *
sudoku_solve_runner_get_profile_key (SudokuSolveRunner *self)
{
  g_return_val_if_fail (SUDOKU_IS_SOLVE_RUNNER (self), NULL);

  return self->profile_key;
}

const SudokuProfile *
sudoku_solve_runner_get_profile (SudokuSolveRunner *self)
{
  g_return_val_if_fail (SUDOKU_IS_SOLVE_RUNNER (self), NULL);

  return &self->profile;
}

/**
 * sudoku_solve_runner_get_move_interval:
 * @self: a runner
 *
 * Returns: the milliseconds between two moves of a solve or a replay
 *   (0: a solve is played at once)
 */
guint
sudoku_solve_runner_get_move_interval (SudokuSolveRunner *self)
{
  g_return_val_if_fail (SUDOKU_IS_SOLVE_RUNNER (self), 0);

  return self->move_interval;
}

void
sudoku_solve_runner_set_move_interval (SudokuSolveRunner *self,
                                  guint          interval_ms)
{
  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));

  if (self->move_interval == interval_ms)
    return;
  self->move_interval = interval_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE_INTERVAL]);
}

/**
 * sudoku_solve_runner_get_speed:
 * @self: a runner
 *
 * Returns: the pace of a solve, as last set with sudoku_solve_runner_set_speed()
 */
SudokuSolveSpeed
sudoku_solve_runner_get_speed (SudokuSolveRunner *self)
{
  g_return_val_if_fail (SUDOKU_IS_SOLVE_RUNNER (self), SUDOKU_SOLVE_SPEED_STANDARD);

  return self->speed;
}

/**
 * sudoku_solve_runner_set_speed:
 * @self: a runner
 * @speed: the pace of a solve
 *
 * Sets the move interval to the original program's pace for @speed:
 * 450, 180 or 45 ms between moves, or none.
 */
void
sudoku_solve_runner_set_speed (SudokuSolveRunner *self,
                          SudokuSolveSpeed  speed)
{
  static const guint intervals[] = { 450, 180, 45, 0 };

  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));
  g_return_if_fail (speed <= SUDOKU_SOLVE_SPEED_INSTANT);

  if (self->speed != speed)
    {
      self->speed = speed;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
    }
  sudoku_solve_runner_set_move_interval (self, intervals[speed]);
}

/* Step, Singles, Solve and Hint. The engine runs in a GTask worker on a
 * copy of the game's state (a Job: sudoku-solve-runner-job.c); its
 * answer comes back to job_done_cb(), on the main context, which changes
 * the game and completes the caller's task. Solve then plays the moves
 * one by one at the chosen pace (a timer) and completes when the last is
 * played or Stop ends it. */

static void job_done_cb (GObject      *object,
                         GAsyncResult *result,
                         gpointer      user_data);

static void
start_job (SudokuSolveRunner   *self,
           JobKind              kind,
           GCancellable        *cancellable,
           GAsyncReadyCallback  callback,
           gpointer             user_data,
           gpointer             source_tag)
{
  g_autoptr(GTask) caller = g_task_new (self, cancellable, callback, user_data);
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_task_set_source_tag (caller, source_tag);
  if (self->busy)
    {
      g_task_return_new_error (caller, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("The solver is busy: stop it first"));
      return;
    }
  /* Whoever shows another state of the game (a replay) leaves it. */
  g_signal_emit (self, signals[SIGNAL_STARTING], 0);

  job = g_new0 (Job, 1);
  job->kind = kind;
  job->start = *sudoku_game_get_state (self->game);
  job->profile = self->profile;
  job->caller = g_steal_pointer (&caller);

  g_clear_object (&self->job_cancellable);
  self->job_cancellable = g_cancellable_new ();
  task = g_task_new (self, self->job_cancellable, job_done_cb, NULL);
  g_task_set_source_tag (task, start_job);
  g_task_set_task_data (task, job, (GDestroyNotify) _sudoku_solve_runner_job_free);

  set_busy (self, TRUE);
  sudoku_solve_runner_set_progress (self, kind == JOB_SOLVE ? _("Solving…") : _("Thinking…"));
  g_task_run_in_thread (task, _sudoku_solve_runner_job_thread);
}

/* Playing back a solve */

static void
finish_solve (SudokuSolveRunner *self,
              gboolean       stopped)
{
  g_autofree char *message = NULL;
  g_autoptr(GTask) caller = g_steal_pointer (&self->solve_task);
  guint n_steps = self->pending_moves ? self->pending_moves->len : 0;

  g_clear_handle_id (&self->animation_source, g_source_remove);
  g_clear_pointer (&self->pending_moves, g_ptr_array_unref);
  g_clear_pointer (&self->open_assumptions, g_ptr_array_unref);
  sudoku_game_end_action (self->game);
  set_busy (self, FALSE);

  if (stopped)
    message = g_strdup (_("Stopped. Undo takes the whole solve back."));
  else
    switch (self->solve_result)
      {
      case SUDOKU_PATH_SOLVED:
        message = g_strdup_printf (ngettext ("Solved in %u step", "Solved in %u steps",
                                             n_steps), n_steps);
        break;
      case SUDOKU_PATH_STUCK:
        /* Translators: the argument is the profile's name. */
        message = g_strdup_printf (_("Stuck: no technique of the %s profile applies here"),
                                   sudoku_solve_runner_get_profile_name (self));
        break;
      case SUDOKU_PATH_GAVE_UP:
        message = g_strdup_printf (ngettext ("Gave up after %u attempt (the limit is in "
                                             "Preferences)",
                                             "Gave up after %u attempts (the limit is in "
                                             "Preferences)", self->solve_attempts),
                                   self->solve_attempts);
        break;
      case SUDOKU_PATH_NO_SOLUTION:
      default:
        message = g_strdup (self->unique
                            ? _("No solution from here: a digit or a crossed-out candidate "
                                "on the board is wrong")
                            : _("This puzzle has no solution"));
        break;
      }
  sudoku_solve_runner_set_progress (self, message);

  if (caller != NULL)
    {
      g_task_set_task_data (caller, GINT_TO_POINTER (self->solve_result), NULL);
      if (stopped)
        g_task_return_new_error (caller, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s", message);
      else
        g_task_return_boolean (caller, TRUE);
    }
}

/* What the solve is doing, under the grid. */
static void
show_solve_progress (SudokuSolveRunner *self,
                     SudokuMove    *move)
{
  g_autofree char *text = NULL;
  guint depth = sudoku_move_get_depth (move);
  guint n_assumptions = 0;

  for (guint i = 0; i < self->next_move; i++)
    {
      const SudokuStep *step = sudoku_move_get_step (self->pending_moves->pdata[i]);

      if (sudoku_move_get_kind (self->pending_moves->pdata[i]) == SUDOKU_MOVE_STEP &&
          step->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
        n_assumptions++;
    }

  if (n_assumptions > 0)
    /* Translators: progress of the assumption search while Solve plays;
     * the limit is the attempt limit of the preferences. */
    text = g_strdup_printf (_("Step %u of %u · assumptions tried: %u (limit %u) · depth %u"),
                            self->next_move, self->pending_moves->len, n_assumptions,
                            self->attempt_limit, depth);
  else
    text = g_strdup_printf (_("Step %u of %u"), self->next_move, self->pending_moves->len);
  sudoku_solve_runner_set_progress (self, text);
}

/* Keeps track of the assumptions a move opens and closes, for Stop. */
static void
track_assumptions (SudokuSolveRunner *self,
                   SudokuMove    *move)
{
  const SudokuStep *step = sudoku_move_get_step (move);

  if (sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP &&
      step->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
    g_ptr_array_add (self->open_assumptions, g_object_ref (move));
  else if (sudoku_move_get_kind (move) == SUDOKU_MOVE_BACKTRACK &&
           self->open_assumptions->len > 0)
    g_ptr_array_remove_index (self->open_assumptions, self->open_assumptions->len - 1);
}

static gboolean
play_next_move_cb (gpointer user_data)
{
  SudokuSolveRunner *self = user_data;
  SudokuMove *move;

  if (self->pending_moves == NULL || self->next_move >= self->pending_moves->len)
    {
      self->animation_source = 0;
      finish_solve (self, FALSE);
      return G_SOURCE_REMOVE;
    }

  move = self->pending_moves->pdata[self->next_move++];
  track_assumptions (self, move);
  sudoku_game_push_moves (self->game, &move, 1);
  show_solve_progress (self, move);
  return G_SOURCE_CONTINUE;
}

static void
play_moves (SudokuSolveRunner *self,
            GPtrArray     *moves)
{
  self->pending_moves = g_ptr_array_ref (moves);
  self->next_move = 0;
  self->open_assumptions = g_ptr_array_new_with_free_func (g_object_unref);
  sudoku_game_begin_action (self->game);

  if (self->move_interval == 0 || moves->len == 0)
    {
      /* Instant: all at once, one change for the history list. */
      sudoku_game_push_moves (self->game, (SudokuMove **) moves->pdata, moves->len);
      self->next_move = moves->len;
      finish_solve (self, FALSE);
      return;
    }

  set_busy (self, TRUE);
  sudoku_solve_runner_set_progress (self, NULL);
  play_next_move_cb (self);
  if (self->pending_moves != NULL)
    self->animation_source = g_timeout_add (self->move_interval, play_next_move_cb, self);
}

/* Stop inside an assumption: go back out of every open one, so that no
 * guess stays on the board as if it were a fact. */
static void
leave_open_assumptions (SudokuSolveRunner *self)
{
  while (self->open_assumptions != NULL && self->open_assumptions->len > 0)
    {
      SudokuMove *assumption = g_ptr_array_steal_index (self->open_assumptions,
                                                        self->open_assumptions->len - 1);
      g_autoptr(SudokuStep) step = sudoku_step_copy (sudoku_move_get_step (assumption));
      const SudokuCandidate *assumed = &g_array_index (step->placements, SudokuCandidate, 0);
      g_autoptr(SudokuMove) back = NULL;

      /* Stopping is not giving up: the assumption is left unfinished,
       * whether it was right or wrong. */
      step->outcome = SUDOKU_ASSUMPTION_STOPPED;
      back = sudoku_move_new (SUDOKU_MOVE_BACKTRACK, step, assumed->cell, assumed->digit,
                              sudoku_game_get_state (self->game),
                              sudoku_move_get_before (assumption));
      sudoku_game_push_moves (self->game, &back, 1);
      g_object_unref (assumption);
    }
}

/* Step when no technique applies: the first move of the path with
 * assumptions (the assumption itself), and what comes of it. */
static void
show_step_moves (SudokuSolveRunner *self,
                 Job           *job)
{
  SudokuMove *move;
  g_autofree char *text = NULL;

  if (job->moves == NULL || job->moves->len == 0)
    {
      g_autofree char *stuck =
        g_strdup_printf (_("Stuck: no technique of the %s profile applies here"),
                         sudoku_solve_runner_get_profile_name (self));

      sudoku_solve_runner_set_progress (self, stuck);
      return;
    }
  g_clear_pointer (&self->step_plan, g_ptr_array_unref);
  self->step_plan = g_ptr_array_ref (job->moves);
  self->step_plan_result = job->result;
  move = g_ptr_array_steal_index (self->step_plan, 0);
  /* Translators: Step took an assumption; the argument says which. */
  text = g_strdup_printf (_("No technique applies, so Step assumes: %s. The next Steps "
                            "follow where it leads."), sudoku_move_get_summary (move));
  sudoku_game_push_moves (self->game, &move, 1);
  g_object_unref (move);
  sudoku_solve_runner_set_progress (self, text);
}

/* One move of the path an assumption started, said for people: where
 * the branch goes, and its contradiction and the way back. */
static void
push_planned_move (SudokuSolveRunner *self,
                   SudokuMove    *move)
{
  g_autofree char *text = NULL;
  guint depth = sudoku_move_get_depth (move);

  if (sudoku_move_get_kind (move) == SUDOKU_MOVE_BACKTRACK)
    /* Translators: Step goes back out of an assumption. */
    text = g_strdup_printf (_("%s — back to where it was assumed"),
                            sudoku_move_get_summary (move));
  else if (depth > 0)
    /* Translators: a step inside an assumption's branch; %u is its depth. */
    text = g_strdup_printf (_("%s (inside assumption, depth %u)"), sudoku_move_get_summary (move),
                            depth);
  else
    text = g_strdup (sudoku_move_get_summary (move));
  sudoku_game_push_moves (self->game, &move, 1);
  sudoku_solve_runner_set_progress (self, text);
}

static void push_planned_move (SudokuSolveRunner *self,
                               SudokuMove    *move);

static void
show_step_result (SudokuSolveRunner *self,
                  Job           *job)
{
  if (job->step != NULL)
    {
      g_autofree char *summary = sudoku_step_dup_summary (job->step, &job->start.board);

      sudoku_game_apply_step (self->game, job->step);
      sudoku_solve_runner_set_progress (self, summary);
      return;
    }
  if (job->profile.assumptions)
    {
      show_step_moves (self, job);
      return;
    }
  {
    /* Translators: Step found nothing; the argument is the profile. */
    g_autofree char *text =
      g_strdup_printf (_("Stuck: no technique of the %s profile applies here"),
                       sudoku_solve_runner_get_profile_name (self));

    sudoku_solve_runner_set_progress (self, text);
  }
}

/* The hint shown (a new object each time: a hint never changes), or
 * none. */
static void
set_hint (SudokuSolveRunner *self,
          SudokuHint    *hint)
{
  if (self->hint == NULL && hint == NULL)
    return;
  g_clear_pointer (&self->hint, sudoku_hint_unref);
  self->hint = hint;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
}

/* The next level of the hint shown, on the same step and board. */
static void
show_next_level (SudokuSolveRunner *self)
{
  set_hint (self, sudoku_hint_new (sudoku_hint_get_step (self->hint),
                                   sudoku_hint_get_board (self->hint),
                                   sudoku_hint_get_level (self->hint) + 1));
}

static void
show_hint_result (SudokuSolveRunner *self,
                  Job           *job)
{
  sudoku_solve_runner_set_progress (self, NULL);
  if (job->mistakes != NULL && job->mistakes->len > 0)
    {
      g_autofree char *text = sudoku_mistakes_dup_message (job->mistakes);

      set_hint (self, sudoku_hint_new_repair (text, job->mistakes));
    }
  else if (job->contradiction != NULL)
    set_hint (self, sudoku_hint_new_message (job->contradiction));
  else if (job->step == NULL)
    /* With assumptions allowed, the hint is the assumption to try
     * (sudoku_hint_find_next()); without, there is nothing to say. */
    set_hint (self, sudoku_hint_new_message (_("No technique of the profile applies here.")));
  else
    set_hint (self, sudoku_hint_new (job->step, &job->start.board, SUDOKU_HINT_VAGUE));
}

/* The one place where a worker's answer reaches the game. */
static void
job_done_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  SudokuSolveRunner *self = SUDOKU_SOLVE_RUNNER (object);
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GTask) caller = g_steal_pointer (&job->caller);
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      /* A cancelled job is never reported to the user: Stop did it, or
       * the runner (its session) ended. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          set_busy (self, FALSE);
          sudoku_solve_runner_set_progress (self, error->message);
        }
      g_task_return_error (caller, g_steal_pointer (&error));
      return;
    }

  set_busy (self, FALSE);
  /* What the rule before any job found of the givens: the end of a
   * solve without a solution says it. */
  self->unique = job->unique;
  if (job->contradiction != NULL && job->kind != JOB_HINT)
    {
      /* Step, Singles and Solve refuse a board that is wrong, and say
       * why, as a hint does. */
      sudoku_solve_runner_set_progress (self, job->contradiction);
      if (job->kind == JOB_SOLVE)
        g_task_set_task_data (caller, GINT_TO_POINTER (SUDOKU_PATH_NO_SOLUTION), NULL);
      g_task_return_boolean (caller, TRUE);
      return;
    }
  switch (job->kind)
    {
    case JOB_STEP:
      show_step_result (self, job);
      break;

    case JOB_SINGLES:
      if (job->moves->len == 0)
        sudoku_solve_runner_set_progress (self, _("No single here"));
      else
        {
          g_autofree char *text = g_strdup_printf (ngettext ("Filled %u single",
                                                             "Filled %u singles",
                                                             job->moves->len),
                                                   job->moves->len);

          sudoku_game_begin_action (self->game);
          sudoku_game_push_moves (self->game, (SudokuMove **) job->moves->pdata, job->moves->len);
          sudoku_game_end_action (self->game);
          sudoku_solve_runner_set_progress (self, text);
        }
      break;

    case JOB_SOLVE:
      self->solve_result = job->result;
      self->solve_attempts = job->attempts;
      self->attempt_limit = job->profile.attempt_limit;
      self->solve_task = g_steal_pointer (&caller);
      play_moves (self, job->moves);
      return;

    case JOB_HINT:
      show_hint_result (self, job);
      break;

    default:
      g_assert_not_reached ();
    }
  g_task_return_boolean (caller, TRUE);
}

/* Whether the rest of the path Step started with an assumption still
 * goes on from the board as it is. */
static gboolean
plan_is_current (SudokuSolveRunner *self)
{
  const SudokuBoard *board = sudoku_game_get_board (self->game);
  const SudokuBoard *expected;

  if (self->step_plan == NULL || self->step_plan->len == 0)
    return FALSE;
  expected = &sudoku_move_get_before (self->step_plan->pdata[0])->board;
  return memcmp (board->values, expected->values, sizeof board->values) == 0 &&
         memcmp (board->candidates, expected->candidates, sizeof board->candidates) == 0;
}

/**
 * sudoku_solve_runner_step_async:
 * @self: a runner
 * @cancellable: (nullable): a cancellable
 * @callback: called once the step is on the board (or none was found)
 * @user_data: for @callback
 *
 * One step of the profile. When no technique applies and the profile
 * allows assumptions, the step is the assumption the solver would make,
 * and the next Steps go on through its branch: what follows from it, the
 * contradiction and the way back, one move each.
 */
void
sudoku_solve_runner_step_async (SudokuSolveRunner   *self,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));

  /* Inside an assumption's branch: the next move of the solver's path,
   * as long as the board is where that path left it. */
  if (!self->busy && plan_is_current (self))
    {
        {
          g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);
          g_autoptr(SudokuMove) move = g_ptr_array_steal_index (self->step_plan, 0);

          g_task_set_source_tag (task, sudoku_solve_runner_step_async);
          push_planned_move (self, move);
          g_task_return_boolean (task, TRUE);
          return;
        }
    }
  g_clear_pointer (&self->step_plan, g_ptr_array_unref);
  start_job (self, JOB_STEP, cancellable, callback, user_data, sudoku_solve_runner_step_async);
}

gboolean
sudoku_solve_runner_step_finish (SudokuSolveRunner *self,
                            GAsyncResult   *result,
                            GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * sudoku_solve_runner_singles_async:
 * @self: a runner
 * @cancellable: (nullable): a cancellable
 * @callback: called once the singles are on the board
 * @user_data: for @callback
 *
 * Every single, one after the other, as one undoable action.
 */
void
sudoku_solve_runner_singles_async (SudokuSolveRunner   *self,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));

  start_job (self, JOB_SINGLES, cancellable, callback, user_data,
             sudoku_solve_runner_singles_async);
}

gboolean
sudoku_solve_runner_singles_finish (SudokuSolveRunner *self,
                               GAsyncResult   *result,
                               GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * sudoku_solve_runner_solve_async:
 * @self: a runner
 * @cancellable: (nullable): a cancellable
 * @callback: called when the last move is played, or Stop ended the solve
 * @user_data: for @callback
 *
 * Solves with the profile and plays the moves at the move interval, as
 * one undoable action. A solve that was stopped finishes with
 * %G_IO_ERROR_CANCELLED.
 */
void
sudoku_solve_runner_solve_async (SudokuSolveRunner   *self,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));

  if (!self->busy && sudoku_game_get_mode (self->game) == SUDOKU_GAME_EDIT &&
      sudoku_board_count_givens (sudoku_game_get_board (self->game)) > 0)
    sudoku_game_set_mode (self->game, SUDOKU_GAME_SOLVE);

  /* After Step took an assumption, Solve goes on along that path: the
   * assumed digit is not a fact to solve from. */
  if (!self->busy && plan_is_current (self))
    {
      g_autoptr(GPtrArray) plan = g_steal_pointer (&self->step_plan);

      self->solve_task = g_task_new (self, cancellable, callback, user_data);
      g_task_set_source_tag (self->solve_task, sudoku_solve_runner_solve_async);
      self->solve_result = self->step_plan_result;
      self->solve_attempts = 0;
      self->attempt_limit = self->profile.attempt_limit;
      play_moves (self, plan);
      return;
    }
  start_job (self, JOB_SOLVE, cancellable, callback, user_data, sudoku_solve_runner_solve_async);
}

gboolean
sudoku_solve_runner_solve_finish (SudokuSolveRunner *self,
                             GAsyncResult      *result,
                             SudokuPathResult  *path_result,
                             GError           **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (path_result != NULL)
    *path_result = GPOINTER_TO_INT (g_task_get_task_data (G_TASK (result)));
  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * sudoku_solve_runner_stop:
 * @self: a runner
 *
 * Ends whatever runs, at once: the worker is cancelled (its answer is
 * dropped), a solve being played stops where it is, out of any
 * assumption it was in.
 */
void
sudoku_solve_runner_stop (SudokuSolveRunner *self)
{
  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));

  if (self->job_cancellable != NULL)
    g_cancellable_cancel (self->job_cancellable);

  if (self->pending_moves != NULL)
    {
      g_clear_handle_id (&self->animation_source, g_source_remove);
      leave_open_assumptions (self);
      finish_solve (self, TRUE);
      return;
    }
  if (self->busy)
    {
      set_busy (self, FALSE);
      sudoku_solve_runner_set_progress (self, _("Stopped"));
    }
}

gboolean
sudoku_solve_runner_get_busy (SudokuSolveRunner *self)
{
  g_return_val_if_fail (SUDOKU_IS_SOLVE_RUNNER (self), FALSE);

  return self->busy;
}

const char *
sudoku_solve_runner_get_progress (SudokuSolveRunner *self)
{
  g_return_val_if_fail (SUDOKU_IS_SOLVE_RUNNER (self), NULL);

  return self->progress;
}

/* Hints */

/**
 * sudoku_solve_runner_hint_async:
 * @self: a runner
 * @cancellable: (nullable): a cancellable
 * @callback: called once the hint is known
 * @user_data: for @callback
 *
 * Each call says more: the technique and the house (level 1), then its
 * digits and cells (2), then the whole step (3). The first call looks
 * for the step in a worker; it finds instead that the board contradicts
 * the solution, or that no technique applies, as the hint message.
 */
void
sudoku_solve_runner_hint_async (SudokuSolveRunner   *self,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));

  if (!self->busy && self->hint != NULL && sudoku_hint_get_step (self->hint) != NULL)
    {
      g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);

      g_task_set_source_tag (task, sudoku_solve_runner_hint_async);
      if (sudoku_hint_get_level (self->hint) < SUDOKU_HINT_FULL)
        show_next_level (self);
      g_task_return_boolean (task, TRUE);
      return;
    }
  start_job (self, JOB_HINT, cancellable, callback, user_data, sudoku_solve_runner_hint_async);
}

gboolean
sudoku_solve_runner_hint_finish (SudokuSolveRunner *self,
                            GAsyncResult   *result,
                            GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

void
sudoku_solve_runner_cancel_hint (SudokuSolveRunner *self)
{
  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));

  set_hint (self, NULL);
}

/* The repair a hint about the user's marks offers, as one undoable
 * action: the wrong digits cleared, then each crossed-out solution digit
 * put back (clearing a digit may have put some back already). */
static void
repair_marks (SudokuSolveRunner *self,
              SudokuHint        *hint)
{
  const SudokuContradiction *repairs;
  guint n_repairs;

  repairs = sudoku_hint_get_repairs (hint, &n_repairs);
  if (n_repairs == 0)
    return;
  sudoku_game_begin_action (self->game);
  for (guint i = 0; i < n_repairs; i++)
    if (repairs[i].kind == SUDOKU_CONTRADICTION_WRONG_VALUE &&
        sudoku_game_get_board (self->game)->values[repairs[i].cell] == repairs[i].digit)
      sudoku_game_set_value (self->game, repairs[i].cell, 0);
  for (guint i = 0; i < n_repairs; i++)
    {
      const SudokuBoard *board = sudoku_game_get_board (self->game);
      guint cell = repairs[i].cell;

      if (board->values[cell] == 0 &&
          !(board->candidates[cell] & SUDOKU_DIGIT_BIT (repairs[i].solution)))
        sudoku_game_toggle_candidate (self->game, cell, repairs[i].solution);
    }
  sudoku_game_end_action (self->game);
}

/**
 * sudoku_solve_runner_apply_hint:
 * @self: a runner
 *
 * More of the hint, or, once it is all shown, its step played; for a
 * hint about the user's marks, their repair (one undoable action).
 */
void
sudoku_solve_runner_apply_hint (SudokuSolveRunner *self)
{
  g_autoptr(SudokuStep) step = NULL;

  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));

  if (self->hint != NULL && sudoku_hint_get_step (self->hint) == NULL)
    {
      g_autoptr(SudokuHint) hint = sudoku_hint_ref (self->hint);

      sudoku_solve_runner_cancel_hint (self);
      repair_marks (self, hint);
      return;
    }
  if (self->hint == NULL)
    return;
  if (sudoku_hint_get_level (self->hint) < SUDOKU_HINT_FULL)
    {
      show_next_level (self);
      return;
    }
  step = sudoku_step_copy (sudoku_hint_get_step (self->hint));
  sudoku_solve_runner_cancel_hint (self);
  if (step->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
    {
      /* An assumption is taken as Step takes it (the same one): the
       * next Steps follow its branch and the way back. */
      sudoku_solve_runner_step_async (self, NULL, NULL, NULL);
      return;
    }
  sudoku_game_apply_step (self->game, step);
}

/**
 * sudoku_solve_runner_show_step:
 * @self: a runner
 * @step: (nullable): a step found on the game's board as it is, or
 *   %NULL to show none
 *
 * Shows @step as the hint, in full (the list of every step shows the
 * one selected so); sudoku_solve_runner_apply_hint() plays it.
 */
void
sudoku_solve_runner_show_step (SudokuSolveRunner *self,
                               const SudokuStep  *step)
{
  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));

  if (step == NULL)
    set_hint (self, NULL);
  else
    set_hint (self, sudoku_hint_new (step, sudoku_game_get_board (self->game),
                                     SUDOKU_HINT_FULL));
}

/**
 * sudoku_solve_runner_get_hint:
 * @self: a runner
 *
 * Returns: (transfer none) (nullable): the hint shown, the "hint"
 *   property: a step at a level, or a message instead of one
 */
SudokuHint *
sudoku_solve_runner_get_hint (SudokuSolveRunner *self)
{
  g_return_val_if_fail (SUDOKU_IS_SOLVE_RUNNER (self), NULL);

  return self->hint;
}

/**
 * sudoku_solve_runner_reset:
 * @self: a runner
 *
 * A new game comes (a puzzle loaded, a draft restored, a replay): what
 * runs stops, and the rest of a path Step started is forgotten.
 */
void
sudoku_solve_runner_reset (SudokuSolveRunner *self)
{
  g_return_if_fail (SUDOKU_IS_SOLVE_RUNNER (self));

  if (self->busy)
    sudoku_solve_runner_stop (self);
  g_clear_pointer (&self->step_plan, g_ptr_array_unref);
}

SudokuGame *
sudoku_solve_runner_get_game (SudokuSolveRunner *self)
{
  g_return_val_if_fail (SUDOKU_IS_SOLVE_RUNNER (self), NULL);

  return self->game;
}

/* A change of the game ends the hint, which is about the board as it
 * was; and what the solver last said ("Solved in 98 steps", "This
 * puzzle has no solution", a step's summary): a change the user makes
 * (an undo, Clear, Continue from Here, a replay loaded) ends it. The
 * moves of a solve being played keep theirs; whoever changes the game
 * and then speaks (Step, Singles, the end of a solve) sets it after. */
static void
game_changed_cb (SudokuSolveRunner *self)
{
  sudoku_solve_runner_cancel_hint (self);
  if (!self->busy && self->pending_moves == NULL)
    sudoku_solve_runner_set_progress (self, NULL);
}

/* GObject */

static void
sudoku_solve_runner_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SudokuSolveRunner *self = SUDOKU_SOLVE_RUNNER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    case PROP_PROGRESS:
      g_value_set_string (value, self->progress);
      break;
    case PROP_HINT:
      g_value_set_boxed (value, self->hint);
      break;
    case PROP_MOVE_INTERVAL:
      g_value_set_uint (value, self->move_interval);
      break;
    case PROP_SPEED:
      g_value_set_enum (value, self->speed);
      break;
    case PROP_TECHNIQUE_PROFILE:
      g_value_set_enum (value, self->technique_profile);
      break;
    case PROP_CUSTOM_TECHNIQUES:
      g_value_set_boxed (value, self->custom_techniques);
      break;
    case PROP_ATTEMPT_LIMIT:
      g_value_set_uint (value, self->profile_attempt_limit);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_solve_runner_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  SudokuSolveRunner *self = SUDOKU_SOLVE_RUNNER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self,
                               G_CONNECT_SWAPPED);
      break;
    case PROP_MOVE_INTERVAL:
      sudoku_solve_runner_set_move_interval (self, g_value_get_uint (value));
      break;
    case PROP_SPEED:
      sudoku_solve_runner_set_speed (self, g_value_get_enum (value));
      break;
    case PROP_TECHNIQUE_PROFILE:
      sudoku_solve_runner_set_technique_profile (self, g_value_get_enum (value));
      break;
    case PROP_CUSTOM_TECHNIQUES:
      set_custom_techniques (self, g_value_get_boxed (value));
      break;
    case PROP_ATTEMPT_LIMIT:
      set_attempt_limit (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_solve_runner_dispose (GObject *object)
{
  SudokuSolveRunner *self = SUDOKU_SOLVE_RUNNER (object);

  if (self->pending_moves != NULL)
    sudoku_solve_runner_stop (self);
  if (self->job_cancellable != NULL)
    g_cancellable_cancel (self->job_cancellable);
  g_clear_handle_id (&self->animation_source, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  G_OBJECT_CLASS (sudoku_solve_runner_parent_class)->dispose (object);
}

static void
sudoku_solve_runner_finalize (GObject *object)
{
  SudokuSolveRunner *self = SUDOKU_SOLVE_RUNNER (object);

  g_clear_object (&self->job_cancellable);
  g_clear_object (&self->solve_task);
  g_clear_object (&self->game);
  g_clear_pointer (&self->pending_moves, g_ptr_array_unref);
  g_clear_pointer (&self->open_assumptions, g_ptr_array_unref);
  g_clear_pointer (&self->step_plan, g_ptr_array_unref);
  g_clear_pointer (&self->hint, sudoku_hint_unref);
  g_free (self->profile_key);
  g_strfreev (self->custom_techniques);
  g_free (self->progress);

  G_OBJECT_CLASS (sudoku_solve_runner_parent_class)->finalize (object);
}

static void
sudoku_solve_runner_class_init (SudokuSolveRunnerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sudoku_solve_runner_get_property;
  object_class->set_property = sudoku_solve_runner_set_property;
  object_class->dispose = sudoku_solve_runner_dispose;
  object_class->finalize = sudoku_solve_runner_finalize;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SUDOKU_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROGRESS] =
    g_param_spec_string ("progress", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The hint shown (a SudokuHint, never changed: each level is a new
   * one), or %NULL. */
  properties[PROP_HINT] =
    g_param_spec_boxed ("hint", NULL, NULL, SUDOKU_TYPE_HINT,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MOVE_INTERVAL] =
    g_param_spec_uint ("move-interval", NULL, NULL, 0, 10000, 450,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The animation-speed setting, bound with g_settings_bind(). */
  properties[PROP_SPEED] =
    g_param_spec_enum ("speed", NULL, NULL, SUDOKU_TYPE_SOLVE_SPEED, SUDOKU_SOLVE_SPEED_STANDARD,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The settings of the same names, bound with g_settings_bind(). */
  properties[PROP_TECHNIQUE_PROFILE] =
    g_param_spec_enum ("technique-profile", NULL, NULL, SUDOKU_TYPE_TECHNIQUE_PROFILE,
                       SUDOKU_TECHNIQUE_PROFILE_FULL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CUSTOM_TECHNIQUES] =
    g_param_spec_boxed ("custom-techniques", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ATTEMPT_LIMIT] =
    g_param_spec_uint ("attempt-limit", NULL, NULL, 1, G_MAXUINT, 10000,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuSolveRunner::starting:
   * @self: the runner
   *
   * A job is about to read the game: whoever shows another state of it
   * (the session's replay) leaves it now.
   */
  signals[SIGNAL_STARTING] =
    g_signal_new ("starting", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
sudoku_solve_runner_init (SudokuSolveRunner *self)
{
  self->move_interval = 450;
  self->technique_profile = SUDOKU_TECHNIQUE_PROFILE_FULL;
  self->profile_attempt_limit = 10000;
  update_profile (self);
}

/**
 * sudoku_solve_runner_new:
 * @game: the game it solves
 *
 * Returns: (transfer full): a runner on @game
 */
SudokuSolveRunner *
sudoku_solve_runner_new (SudokuGame *game)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (game), NULL);

  return g_object_new (SUDOKU_TYPE_SOLVE_RUNNER, "game", game, NULL);
}
