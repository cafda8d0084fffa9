/* sudoku-window-solve.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"
#define _GNU_SOURCE  /* gettid () */

#include "config.h"

#include "sudoku-window-private.h"

#include "sudoku-hint.h"

#include <glib/gi18n.h>
#include <sys/resource.h>
#include <unistd.h>

/* Step, Singles, Solve and Hint. The engine runs in a GTask worker on a
 * copy of the game's state, so the window never waits for it; the
 * worker's moves then come back to the main loop, where Solve plays them
 * one by one at the chosen speed (a timer, so the window stays
 * responsive) and Stop ends it at once. */

typedef enum {
  JOB_STEP,
  JOB_SINGLES,
  JOB_SOLVE,
  JOB_HINT,
} JobKind;

typedef struct
{
  JobKind          kind;
  SudokuMoveState  start;
  SudokuProfile    profile;
  gboolean         unique;
  gboolean         has_solution;
  guint8           solution[SUDOKU_N_CELLS];

  SudokuStep      *step;
  GPtrArray       *moves;
  SudokuPathResult result;
  guint            attempts;
  char            *contradiction;
} Job;

static void
job_free (Job *job)
{
  g_clear_pointer (&job->step, sudoku_step_free);
  g_clear_pointer (&job->moves, g_ptr_array_unref);
  g_free (job->contradiction);
  g_free (job);
}

/* All singles, one move each, until none is left. */
static GPtrArray *
find_singles (const SudokuMoveState *start,
              gboolean               unique,
              GCancellable          *cancellable)
{
  GPtrArray *moves = g_ptr_array_new_with_free_func (g_object_unref);
  SudokuMoveState state = *start;
  SudokuProfile profile;

  sudoku_profile_init_from_string (&profile,
                                   "full-house,hidden-single-box,hidden-single-line,naked-single",
                                   NULL);
  while (!sudoku_board_is_complete (&state.board) &&
         !g_cancellable_is_cancelled (cancellable))
    {
      g_autoptr(SudokuStep) step = sudoku_path_next_step (&state.board, &profile, unique);
      SudokuMoveState before = state;

      if (step == NULL)
        break;
      sudoku_move_state_apply_step (&state, step);
      g_ptr_array_add (moves, sudoku_move_new (SUDOKU_MOVE_STEP, step, 0, 0, &before, &state));
    }
  return moves;
}

static void
job_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(GError) error = NULL;

  /* Behind the window: on a busy machine the main loop (and the display
   * server) come first. On Linux this applies to this thread alone. */
  setpriority (PRIO_PROCESS, (id_t) gettid (), 10);

  switch (job->kind)
    {
    case JOB_HINT:
      {
        SudokuContradiction contradiction;

        job->step = sudoku_hint_find (&job->start.board, &job->profile,
                                      job->has_solution ? job->solution : NULL,
                                      &contradiction);
        job->contradiction = sudoku_contradiction_dup_message (&contradiction);
      }
      break;

    case JOB_STEP:
      job->step = sudoku_path_next_step (&job->start.board, &job->profile, job->unique);
      break;

    case JOB_SINGLES:
      job->moves = find_singles (&job->start, job->unique, cancellable);
      break;

    case JOB_SOLVE:
      {
        g_autoptr(SudokuPath) path = sudoku_path_solve (&job->start.board, &job->profile,
                                                        cancellable, &error);

        if (path == NULL)
          {
            g_task_return_error (task, g_steal_pointer (&error));
            return;
          }
        job->result = path->result;
        job->attempts = path->attempts;
        job->moves = sudoku_moves_for_path (&job->start, path);
      }
      break;

    default:
      g_assert_not_reached ();
    }

  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_boolean (task, TRUE);
}

static void
set_busy (SudokuWindow *self,
          gboolean      busy)
{
  self->busy = busy;
  _sudoku_window_update_actions (self);
}

static void job_done_cb (GObject      *object,
                         GAsyncResult *result,
                         gpointer      user_data);

static void
start_job (SudokuWindow *self,
           JobKind       kind)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  if (self->busy)
    return;
  _sudoku_window_show_present (self);

  job = g_new0 (Job, 1);
  job->kind = kind;
  job->start = *sudoku_game_get_state (self->game);
  job->unique = _sudoku_window_is_unique (self);
  job->has_solution = job->unique;
  memcpy (job->solution, self->check.solution, SUDOKU_N_CELLS);
  _sudoku_window_get_profile (self, &job->profile);

  g_clear_object (&self->solve_cancellable);
  self->solve_cancellable = g_cancellable_new ();
  task = g_task_new (self, self->solve_cancellable, job_done_cb, NULL);
  g_task_set_source_tag (task, start_job);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);

  set_busy (self, TRUE);
  _sudoku_window_set_progress (self, kind == JOB_SOLVE ? _("Solving…") : _("Thinking…"), TRUE);
  g_task_run_in_thread (task, job_thread);
}

/* The profile's name for people. */
static const char *
profile_name (SudokuWindow *self)
{
  const char *key = _sudoku_window_get_profile_key (self);

  if (g_str_equal (key, "original"))
    return _("Original");
  if (g_str_equal (key, "standard"))
    return _("Standard");
  if (g_str_equal (key, "full"))
    return _("Full");
  return _("Custom");
}

/* Playing back a solve */

static void
finish_solve (SudokuWindow *self,
              gboolean      stopped)
{
  g_autofree char *message = NULL;

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
                                             self->solve_steps), self->solve_steps);
        break;
      case SUDOKU_PATH_STUCK:
        /* Translators: the argument is the profile's name. */
        message = g_strdup_printf (_("Stuck: no technique of the %s profile applies here"),
                                   profile_name (self));
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
        message = g_strdup (_sudoku_window_is_unique (self)
                            ? _("No solution from here: a digit or a crossed-out candidate "
                                "on the board is wrong")
                            : _("This puzzle has no solution"));
        break;
      }
  _sudoku_window_set_progress (self, message, FALSE);
}

/* What the solve is doing, under the grid. */
static void
show_solve_progress (SudokuWindow *self,
                     SudokuMove   *move)
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
  _sudoku_window_set_progress (self, text, FALSE);
}

/* Keeps track of the assumptions a move opens and closes, for Stop. */
static void
track_assumptions (SudokuWindow *self,
                   SudokuMove   *move)
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
  SudokuWindow *self = user_data;
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
play_moves (SudokuWindow *self,
            GPtrArray    *moves)
{
  guint interval = _sudoku_window_get_move_interval (self);

  self->pending_moves = g_ptr_array_ref (moves);
  self->next_move = 0;
  self->open_assumptions = g_ptr_array_new_with_free_func (g_object_unref);
  sudoku_game_begin_action (self->game);

  if (interval == 0 || moves->len == 0)
    {
      /* Instant: all at once, one change for the history list. */
      sudoku_game_push_moves (self->game, (SudokuMove **) moves->pdata, moves->len);
      self->next_move = moves->len;
      finish_solve (self, FALSE);
      return;
    }

  set_busy (self, TRUE);
  _sudoku_window_set_progress (self, NULL, FALSE);
  play_next_move_cb (self);
  if (self->pending_moves != NULL)
    self->animation_source = g_timeout_add (interval, play_next_move_cb, self);
}

/* Stop inside an assumption: go back out of every open one, so that no
 * guess stays on the board as if it were a fact. */
static void
leave_open_assumptions (SudokuWindow *self)
{
  while (self->open_assumptions != NULL && self->open_assumptions->len > 0)
    {
      SudokuMove *assumption = g_ptr_array_steal_index (self->open_assumptions,
                                                        self->open_assumptions->len - 1);
      g_autoptr(SudokuStep) step = sudoku_step_copy (sudoku_move_get_step (assumption));
      const SudokuCandidate *assumed = &g_array_index (step->placements, SudokuCandidate, 0);
      g_autoptr(SudokuMove) back = NULL;

      step->outcome = SUDOKU_ASSUMPTION_GAVE_UP;
      back = sudoku_move_new (SUDOKU_MOVE_BACKTRACK, step, assumed->cell, assumed->digit,
                              sudoku_game_get_state (self->game),
                              sudoku_move_get_before (assumption));
      sudoku_game_push_moves (self->game, &back, 1);
      g_object_unref (assumption);
    }
}

/* The worker's answer */

static void
show_step_result (SudokuWindow *self,
                  Job          *job)
{
  SudokuProfile *profile = &job->profile;

  if (job->step != NULL)
    {
      g_autofree char *summary = sudoku_step_dup_summary (job->step, &job->start.board);

      sudoku_game_apply_step (self->game, job->step);
      _sudoku_window_set_progress (self, summary, FALSE);
      return;
    }

  /* Translators: Step found nothing; the argument is the profile. */
  if (profile->assumptions)
    {
      g_autofree char *text =
        g_strdup_printf (_("No technique of the %s profile applies here; Solve goes on "
                           "with assumptions"), profile_name (self));

      _sudoku_window_set_progress (self, text, FALSE);
    }
  else
    {
      g_autofree char *text = g_strdup_printf (_("Stuck: no technique of the %s profile "
                                                 "applies here"), profile_name (self));

      _sudoku_window_set_progress (self, text, FALSE);
    }
}

static void show_hint (SudokuWindow *self);

static void
job_done_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      /* A cancelled job is never reported: Stop did it, or a newer job,
       * or the window closed. */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      set_busy (self, FALSE);
      _sudoku_window_set_progress (self, error->message, FALSE);
      return;
    }

  set_busy (self, FALSE);
  switch (job->kind)
    {
    case JOB_STEP:
      show_step_result (self, job);
      break;

    case JOB_SINGLES:
      if (job->moves->len == 0)
        _sudoku_window_set_progress (self, _("No single here"), FALSE);
      else
        {
          g_autofree char *text = g_strdup_printf (ngettext ("Filled %u single",
                                                             "Filled %u singles",
                                                             job->moves->len),
                                                   job->moves->len);

          sudoku_game_begin_action (self->game);
          sudoku_game_push_moves (self->game, (SudokuMove **) job->moves->pdata, job->moves->len);
          sudoku_game_end_action (self->game);
          _sudoku_window_set_progress (self, text, FALSE);
        }
      break;

    case JOB_SOLVE:
      self->solve_result = job->result;
      self->solve_attempts = job->attempts;
      self->attempt_limit = job->profile.attempt_limit;
      self->solve_steps = job->moves->len;
      play_moves (self, job->moves);
      break;

    case JOB_HINT:
      _sudoku_window_set_progress (self, NULL, FALSE);
      g_clear_pointer (&self->hint_step, sudoku_step_free);
      if (job->contradiction != NULL)
        {
          g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b> %s", _("Hint:"),
                                                             job->contradiction);

          self->hint_level = 0;
          _sudoku_window_show_banner (self, BANNER_HINT, markup, NULL, _("_Close"));
          return;
        }
      self->hint_step = g_steal_pointer (&job->step);
      self->hint_board = job->start.board;
      self->hint_level = 1;
      show_hint (self);
      break;

    default:
      g_assert_not_reached ();
    }
}

void
_sudoku_window_step (SudokuWindow *self)
{
  start_job (self, JOB_STEP);
}

void
_sudoku_window_singles (SudokuWindow *self)
{
  start_job (self, JOB_SINGLES);
}

void
_sudoku_window_solve (SudokuWindow *self)
{
  if (sudoku_game_get_mode (self->game) == SUDOKU_GAME_EDIT &&
      sudoku_board_count_givens (sudoku_game_get_board (self->game)) > 0)
    g_action_group_change_action_state (G_ACTION_GROUP (self), "mode",
                                        g_variant_new_string ("solve"));
  start_job (self, JOB_SOLVE);
}

/* Ends whatever runs, at once: the worker is cancelled (its answer is
 * dropped), a solve being played stops where it is. */
void
_sudoku_window_stop (SudokuWindow *self)
{
  if (self->solve_cancellable != NULL)
    g_cancellable_cancel (self->solve_cancellable);

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
      _sudoku_window_set_progress (self, _("Stopped"), FALSE);
    }
}

/* Hints */

static void
show_hint (SudokuWindow *self)
{
  const SudokuStep *step = self->hint_step;
  g_autofree char *markup = NULL;
  g_autofree char *text = NULL;

  if (step == NULL)
    {
      SudokuProfile profile;

      _sudoku_window_get_profile (self, &profile);
      markup = g_markup_printf_escaped ("<b>%s</b> %s", _("Hint:"),
                                        profile.assumptions
                                        ? _("No technique of the profile applies here. Solve "
                                            "can go on by trying assumptions.")
                                        : _("No technique of the profile applies here."));
      self->hint_level = 0;
      _sudoku_window_show_banner (self, BANNER_HINT, markup, NULL, _("_Close"));
      return;
    }

  text = sudoku_hint_dup_text (step, &self->hint_board, self->hint_level);
  switch (self->hint_level)
    {
    case SUDOKU_HINT_VAGUE:
      sudoku_grid_view_set_highlight_house (self->grid_view, sudoku_hint_get_house (step));
      markup = g_markup_printf_escaped ("<b>%s</b> %s %s", _("Hint:"), text,
                                        _("Press Hint again for more."));
      _sudoku_window_show_banner (self, BANNER_HINT, markup, _("_More"), _("_Close"));
      break;

    case SUDOKU_HINT_CONCRETE:
      {
        guint16 candidates[SUDOKU_N_CELLS];

        sudoku_hint_get_pattern (step, &self->hint_board, candidates);
        sudoku_grid_view_set_highlight_house (self->grid_view, -1);
        sudoku_grid_view_set_hint_cells (self->grid_view, candidates);
        markup = g_markup_printf_escaped ("<b>%s</b> %s %s", _("Hint:"), text,
                                          _("Press Hint again to see the step."));
        _sudoku_window_show_banner (self, BANNER_HINT, markup, _("_Show"), _("_Close"));
      }
      break;

    default:
      {
        char *newline = strchr (text, '\n');

        if (newline != NULL)
          *newline = '\0';
        sudoku_grid_view_set_highlight_house (self->grid_view, -1);
        sudoku_grid_view_set_hint_cells (self->grid_view, NULL);
        sudoku_grid_view_set_step (self->grid_view, step, NULL);
        markup = g_markup_printf_escaped ("<b>%s</b>\n%s", text,
                                          newline != NULL ? newline + 1 : "");
        _sudoku_window_show_banner (self, BANNER_HINT, markup, _("_Apply"), _("_Cancel"));
      }
      break;
    }
}

/* Each press of Hint says more: the technique and the house, then the
 * digits and cells, then the whole step with Apply. */
void
_sudoku_window_hint (SudokuWindow *self)
{
  if (self->busy)
    return;
  if (self->banner == BANNER_HINT && self->hint_level > 0 && self->hint_step != NULL)
    {
      if (self->hint_level < 3)
        {
          self->hint_level++;
          show_hint (self);
        }
      return;
    }
  start_job (self, JOB_HINT);
}

void
_sudoku_window_cancel_hint (SudokuWindow *self)
{
  self->hint_level = 0;
  g_clear_pointer (&self->hint_step, sudoku_step_free);
  sudoku_grid_view_set_highlight_house (self->grid_view, -1);
  sudoku_grid_view_set_hint_cells (self->grid_view, NULL);
  sudoku_grid_view_set_step (self->grid_view, NULL, NULL);
  if (self->banner == BANNER_HINT)
    _sudoku_window_hide_banner (self);
}

/* The banner's main button: more of the hint, or Apply once it is all
 * shown. */
void
_sudoku_window_apply_hint (SudokuWindow *self)
{
  g_autoptr(SudokuStep) step = NULL;

  if (self->hint_step == NULL)
    {
      _sudoku_window_cancel_hint (self);
      return;
    }
  if (self->hint_level < 3)
    {
      self->hint_level++;
      show_hint (self);
      return;
    }
  step = g_steal_pointer (&self->hint_step);
  _sudoku_window_cancel_hint (self);
  sudoku_game_apply_step (self->game, step);
}
