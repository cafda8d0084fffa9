/* sudoku-library-link.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-library-link.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "sudoku-library-async.h"
#include "sudoku-session.h"

/**
 * SudokuLibraryLink:
 *
 * A part of the session (SudokuSession owns one): the session and the
 * puzzle library. Opening a saved puzzle where it was left, saving, the
 * progress kept as the user goes, the solve recorded when it is done,
 * and the replay of a saved solve. The progress and solve writes go to
 * the library's row writer (sudoku-library-async.h) and come back in
 * stored_cb(); opening a puzzle, reading a solve to replay and saving
 * run in the library's workers too (puzzle_read_cb(), solve_read_cb(),
 * save_stored_cb()).
 *
 * It follows its session's game and checker through their signals and
 * shows what it reads through the session's public API
 * (sudoku_session_load_board()); views observe library-id, replaying,
 * replay-position, replay-playing and "notice".
 */

struct _SudokuLibraryLink
{
  GObject              parent_instance;

  /* The session that owns the link: unowned, %NULL once it is
   * finalized. Each read or save on its way holds a reference on it, so
   * that it is there when the answer comes. */
  SudokuSession       *session;
  /* Cancelled on dispose: ends the relink of a draft. */
  GCancellable        *cancellable;

  /* The library puzzle shown, and what to keep of it. */
  SudokuLibrary       *library;
  SudokuLibraryPuzzle *library_puzzle;
  gint64               opened_at;
  guint                progress_source;
  gboolean             dirty;
  gboolean             loading;
  gboolean             solve_recorded;
  /* Library reads started (an open or a replay); the result of one
   * that is not the last, or of one before another load, is dropped. */
  guint                library_reads;
  /* Set in dispose: writes asked now answer nobody. */
  gboolean             disposing;

  /* Replay of a saved solve. */
  gboolean             replaying;
  guint                replay_position;
  guint                replay_source;
};

G_DEFINE_FINAL_TYPE (SudokuLibraryLink, sudoku_library_link, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LIBRARY_ID,
  PROP_REPLAYING,
  PROP_REPLAY_POSITION,
  PROP_REPLAY_PLAYING,
  N_PROPS,
};

enum {
  SIGNAL_NOTICE,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Progress is written this long after the last change. */
#define PROGRESS_DELAY_MS 1500

/* The format of the progress and solve records: sudoku_game_to_record(). */
#define GAME_RECORD_FORMAT 1

static SudokuGame *
get_game (SudokuLibraryLink *self)
{
  return sudoku_session_get_game (self->session);
}

/* The session's solver: its profile and pace are the replay's and the
 * solve again's, its progress line says what they did. */
static SudokuSolveRunner *
get_runner (SudokuLibraryLink *self)
{
  return sudoku_session_get_solve_runner (self->session);
}

static gboolean
is_solved (SudokuLibraryLink *self)
{
  return sudoku_checker_is_solved (sudoku_session_get_checker (self->session));
}

static void
notice (SudokuLibraryLink *self,
        const char        *text)
{
  g_signal_emit (self, signals[SIGNAL_NOTICE], 0, text);
}

/* A progress or solve write on its way (sudoku-library-async.h): the
 * link may be gone, or show another puzzle, when it comes back. */
typedef struct
{
  GWeakRef  link;
  gint64    puzzle_id;
  gboolean  solve;
} StoreJob;

/* The one place the library's answer to store_progress() comes back,
 * on the main context: a notice for the user, and a solve that could
 * not be saved is tried again at the next change. */
static void
stored_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  StoreJob *job = user_data;
  g_autoptr(SudokuLibraryLink) self = g_weak_ref_get (&job->link);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean same_puzzle;
  gboolean ok;

  if (job->solve)
    ok = sudoku_library_add_solve_finish (SUDOKU_LIBRARY (source), result, &error) != 0;
  else
    ok = sudoku_library_save_progress_finish (SUDOKU_LIBRARY (source), result, &error);

  same_puzzle = self != NULL && self->library_puzzle != NULL &&
                self->library_puzzle->id == job->puzzle_id;
  if (!ok)
    {
      text = g_strdup_printf (job->solve ? _("Could not save the solve: %s")
                                         : _("Could not save your progress: %s"),
                              error->message);
      if (self != NULL)
        notice (self, text);
      else
        g_message ("%s", text);
      if (job->solve && same_puzzle)
        self->solve_recorded = FALSE;
    }
  else if (job->solve && same_puzzle)
    notice (self, _("Solved! The solve is saved in the library"));

  g_weak_ref_clear (&job->link);
  g_free (job);
}

/* Writes what the user has done on a library puzzle: the game while it
 * is unfinished; once solved, the solve, recorded once. The write runs
 * on the library's row writer; stored_cb() has its answer. */
static void
store_progress (SudokuLibraryLink *self)
{
  g_autofree char *record = NULL;
  StoreJob *job;

  g_clear_handle_id (&self->progress_source, g_source_remove);
  if (self->library == NULL || self->library_puzzle == NULL || !self->dirty || self->replaying)
    return;

  self->dirty = FALSE;
  if (is_solved (self) && self->solve_recorded)
    return;

  job = g_new0 (StoreJob, 1);
  g_weak_ref_init (&job->link, self->disposing ? NULL : self);
  job->puzzle_id = self->library_puzzle->id;
  record = sudoku_game_to_record (get_game (self));
  if (!is_solved (self))
    {
      /* The checkpoints go after the game's record (an older Nanpure
       * cannot read such progress; an older progress has none). */
      g_autofree char *checkpoints =
        sudoku_branches_to_record (sudoku_session_get_branches (self->session));

      if (checkpoints != NULL)
        {
          char *with = g_strconcat (record, checkpoints, NULL);

          g_free (record);
          record = with;
        }
    }
  if (is_solved (self))
    {
      g_autoptr(SudokuLibrarySolve) solve = sudoku_library_solve_new ();

      solve->puzzle_id = self->library_puzzle->id;
      solve->profile = g_strdup (sudoku_solve_runner_get_profile_key (get_runner (self)));
      solve->engine_version = g_strdup (PACKAGE_VERSION);
      solve->result = g_strdup ("solved");
      solve->duration_ms = (g_get_monotonic_time () - self->opened_at) / 1000;
      solve->steps = g_steal_pointer (&record);
      /* Recorded once: a failure (stored_cb()) allows another try. */
      self->solve_recorded = TRUE;
      job->solve = TRUE;
      sudoku_library_add_solve_async (self->library, solve, TRUE, stored_cb, job);
    }
  else
    {
      sudoku_library_save_progress_async (self->library, self->library_puzzle->id,
                                          GAME_RECORD_FORMAT, record, stored_cb, job);
    }
}

static gboolean
store_progress_cb (gpointer user_data)
{
  SudokuLibraryLink *self = user_data;

  self->progress_source = 0;
  store_progress (self);
  return G_SOURCE_REMOVE;
}

/* Called on every change of the game, after the session's own handler
 * (the link connects after it). */
static void
game_changed_cb (SudokuGame        *game,
                 SudokuLibraryLink *self)
{
  if (self->library_puzzle == NULL || self->replaying || self->loading)
    return;
  self->dirty = TRUE;
  g_clear_handle_id (&self->progress_source, g_source_remove);
  /* A finished solve is recorded at once; progress after a pause. */
  if (is_solved (self))
    store_progress (self);
  else
    self->progress_source = g_timeout_add (PROGRESS_DELAY_MS, store_progress_cb, self);
}

/* The check found the solution: a grid completed before it knew counts
 * now. */
static void
checked_cb (SudokuChecker     *checker,
            SudokuLibraryLink *self)
{
  if (self->dirty && is_solved (self))
    store_progress (self);
}

/**
 * sudoku_library_link_leave_puzzle:
 * @self: a library link
 *
 * Keeps what was done on the library puzzle shown (before another
 * puzzle is shown, or the window closes) and forgets it.
 */
void
sudoku_library_link_leave_puzzle (SudokuLibraryLink *self)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_LINK (self));

  store_progress (self);
  self->solve_recorded = FALSE;
  self->dirty = FALSE;
  if (self->library_puzzle == NULL)
    return;
  g_clear_pointer (&self->library_puzzle, sudoku_library_puzzle_free);
  g_clear_object (&self->library);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIBRARY_ID]);
}

/**
 * sudoku_library_link_close:
 * @self: a library link
 *
 * Another puzzle is about to be shown (sudoku_session_load_board(), a
 * draft restored): the library reads on their way are older than it
 * and are dropped, a replay ends, and the library puzzle shown keeps
 * what was done on it and is left.
 */
void
sudoku_library_link_close (SudokuLibraryLink *self)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_LINK (self));

  self->library_reads++;
  sudoku_library_link_exit_replay (self);
  sudoku_library_link_leave_puzzle (self);
}

static void
set_library_puzzle (SudokuLibraryLink         *self,
                    SudokuLibrary             *library,
                    const SudokuLibraryPuzzle *puzzle)
{
  g_set_object (&self->library, library);
  g_clear_pointer (&self->library_puzzle, sudoku_library_puzzle_free);
  self->library_puzzle = sudoku_library_puzzle_copy (puzzle);
  self->opened_at = g_get_monotonic_time ();
  self->solve_recorded = puzzle->solved;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIBRARY_ID]);
}

/**
 * sudoku_library_link_get_library_id:
 * @self: a library link
 *
 * Returns: the library puzzle shown, or 0
 */
gint64
sudoku_library_link_get_library_id (SudokuLibraryLink *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LINK (self), 0);

  return self->library_puzzle ? self->library_puzzle->id : 0;
}

/**
 * sudoku_library_link_get_library_puzzle:
 * @self: a library link
 *
 * Returns: (nullable): the library puzzle shown, as it was read or saved
 */
const SudokuLibraryPuzzle *
sudoku_library_link_get_library_puzzle (SudokuLibraryLink *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LINK (self), NULL);

  return self->library_puzzle;
}

/* A library read on its way (the puzzle to open, or the solve to
 * replay): its result is dropped when a newer read or another puzzle
 * came meanwhile, or the session went. It holds the session, which
 * shows what comes. */
typedef struct
{
  SudokuSession *session;
  SudokuLibrary *library;
  gint64         id;
  guint          serial;
} LibraryRead;

static void
library_read_free (LibraryRead *read)
{
  g_clear_object (&read->session);
  g_clear_object (&read->library);
  g_free (read);
}

static GTask *
library_read_new (SudokuLibraryLink   *self,
                  SudokuLibrary       *library,
                  gint64               id,
                  gpointer             source_tag,
                  GCancellable        *cancellable,
                  GAsyncReadyCallback  callback,
                  gpointer             user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  LibraryRead *read = g_new0 (LibraryRead, 1);

  g_task_set_source_tag (task, source_tag);
  /* A read cancelled meanwhile is G_IO_ERROR_CANCELLED, whatever came. */
  g_task_set_check_cancellable (task, TRUE);
  read->session = g_object_ref (self->session);
  read->library = g_object_ref (library);
  read->id = id;
  /* This read replaces any before it. */
  read->serial = ++self->library_reads;
  g_task_set_task_data (task, read, (GDestroyNotify) library_read_free);
  return task;
}

/* Whether @task's read came back (@error unset) and is still wanted;
 * else @task returns @error (taken), or CANCELLED when a newer read or
 * load came meanwhile or the session went. */
static gboolean
library_read_wanted (GTask  *task,
                     GError *error)
{
  SudokuLibraryLink *self = g_task_get_source_object (task);
  LibraryRead *read = g_task_get_task_data (task);

  if (self->disposing || read->serial != self->library_reads)
    {
      g_clear_error (&error);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("Another puzzle was opened meanwhile"));
      return FALSE;
    }
  if (error != NULL)
    {
      g_task_return_error (task, error);
      return FALSE;
    }
  return TRUE;
}

/* The puzzle and its progress are back: shown, where it was left. */
static void
puzzle_read_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuLibraryLink *self = g_task_get_source_object (task);
  LibraryRead *read = g_task_get_task_data (task);
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autofree char *progress = NULL;
  GError *error = NULL;
  SudokuBoard board;
  guint format = 0;

  puzzle = sudoku_library_read_puzzle_finish (SUDOKU_LIBRARY (source), result, &progress,
                                              &format, &error);
  if (!library_read_wanted (task, error))
    return;
  if (!sudoku_library_puzzle_to_board (puzzle, &board))
    {
      g_task_return_new_error (task, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                               _("The givens of puzzle %" PRId64 " are damaged"), read->id);
      return;
    }

  sudoku_library_link_exit_replay (self);
  sudoku_library_link_leave_puzzle (self);
  /* The session shows it (and forgets the file it had); the game's
   * changes meanwhile are not the user's. */
  self->loading = TRUE;
  sudoku_board_compute_candidates (&board);
  /* The puzzle and the progress on it are one undo step, after a solve
   * playing has ended its own. */
  if (sudoku_solve_runner_get_busy (get_runner (self)))
    sudoku_solve_runner_stop (get_runner (self));
  sudoku_game_begin_action (get_game (self));
  sudoku_session_load_board (self->session, &board);
  if (progress != NULL && format == GAME_RECORD_FORMAT)
    {
      g_autoptr(GError) progress_error = NULL;
      g_autofree char *checkpoints = NULL;
      g_autofree char *game = sudoku_branches_split_progress (progress, &checkpoints);

      if (!sudoku_game_load_record (get_game (self), game, &progress_error) ||
          !sudoku_branches_load_record (sudoku_session_get_branches (self->session),
                                        checkpoints, &progress_error))
        {
          g_autofree char *text = g_strdup_printf (_("Your progress on this puzzle could not be "
                                                     "read (%s); it starts afresh"),
                                                   progress_error->message);

          notice (self, text);
        }
    }
  sudoku_game_end_action (get_game (self));
  self->loading = FALSE;
  set_library_puzzle (self, read->library, puzzle);
  g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_library_link_open_puzzle_async:
 * @self: a library link
 * @library: the library
 * @id: a puzzle of @library
 * @cancellable: (nullable): drops the read
 * @callback: called once the puzzle is shown, or could not be
 * @user_data: for @callback
 *
 * Reads a puzzle of the library in a worker
 * (sudoku_library_read_puzzle_async()) and shows it in the session; an
 * unfinished one comes back as it was left: digits, candidates and
 * history. Progress that cannot be read is said in a notice, and the
 * puzzle starts afresh. A newer read, another puzzle loaded meanwhile
 * or the session going drops the result (%G_IO_ERROR_CANCELLED).
 */
void
sudoku_library_link_open_puzzle_async (SudokuLibraryLink   *self,
                                       SudokuLibrary       *library,
                                       gint64               id,
                                       GCancellable        *cancellable,
                                       GAsyncReadyCallback  callback,
                                       gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (SUDOKU_IS_LIBRARY_LINK (self));
  g_return_if_fail (self->session != NULL);
  g_return_if_fail (SUDOKU_IS_LIBRARY (library));

  task = library_read_new (self, library, id, sudoku_library_link_open_puzzle_async,
                           cancellable, callback, user_data);
  sudoku_library_read_puzzle_async (library, id, cancellable, puzzle_read_cb, task);
}

/**
 * sudoku_library_link_open_puzzle_finish:
 * @error: what went wrong; %G_IO_ERROR_CANCELLED when dropped
 *
 * Returns: %TRUE when the puzzle is shown
 */
gboolean
sudoku_library_link_open_puzzle_finish (SudokuLibraryLink  *self,
                                        GAsyncResult       *result,
                                        GError            **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LINK (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* The library puzzle of a draft is back: linked again, so that the
 * progress goes on being kept, when the library has it still with the
 * givens shown. The game stays the draft's. */
static void
relink_read_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuLibraryLink *self = g_task_get_source_object (task);
  LibraryRead *read = g_task_get_task_data (task);
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(SudokuBoard) givens = NULL;
  GError *error = NULL;
  SudokuBoard board;

  puzzle = sudoku_library_get_finish (SUDOKU_LIBRARY (source), result, &error);
  if (!library_read_wanted (task, error))
    return;
  givens = sudoku_game_dup_puzzle (get_game (self));
  if (!sudoku_library_puzzle_to_board (puzzle, &board) ||
      !sudoku_board_equal_values (&board, givens) || board.variant != givens->variant)
    {
      g_task_return_boolean (task, FALSE);
      return;
    }
  set_library_puzzle (self, read->library, puzzle);
  g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_library_link_relink:
 * @self: a library link
 * @library: the library
 * @id: the library puzzle of the draft the session shows
 *
 * Links the session to the library's puzzle @id again (a draft's), in
 * a worker, when the library still has it with the givens shown; a load
 * before it is back drops it.
 */
void
sudoku_library_link_relink (SudokuLibraryLink *self,
                            SudokuLibrary     *library,
                            gint64             id)
{
  GTask *task;

  g_return_if_fail (SUDOKU_IS_LIBRARY_LINK (self));
  g_return_if_fail (self->session != NULL);
  g_return_if_fail (SUDOKU_IS_LIBRARY (library));

  task = library_read_new (self, library, id, sudoku_library_link_relink, self->cancellable,
                           NULL, NULL);
  sudoku_library_get_async (library, id, self->cancellable, relink_read_cb, task);
}

static void
save_stored_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  SudokuLibrary *library = SUDOKU_LIBRARY (source);
  g_autoptr(GTask) task = user_data;
  SudokuLibraryLink *self = g_task_get_source_object (task);
  g_autoptr(SudokuLibraryPuzzle) stored = NULL;
  GError *error = NULL;

  stored = sudoku_library_store_finish (library, result, &error);
  if (stored == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* The one place a save comes back: the session shows the stored
   * puzzle, with the game kept as its progress. */
  if (sudoku_library_link_get_library_id (self) != stored->id)
    {
      /* What was done before keeps its place: the moves become the new
       * puzzle's progress. */
      store_progress (self);
    }
  set_library_puzzle (self, library, stored);
  self->dirty = TRUE;
  store_progress (self);
  g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_library_link_save_puzzle_async:
 * @self: a library link
 * @library: the library
 * @puzzle: the puzzle's details (level, number, source, title, notes);
 *   copied
 * @existing: the row to update, or 0 to add a new one
 * @cancellable: (nullable): keeps the save from starting
 *
 * Stores @puzzle in a worker (sudoku_library_store_async()); when it is
 * stored, the session shows it as its library puzzle, with the game
 * kept as its progress. A save cancelled before it started changes
 * nothing.
 */
void
sudoku_library_link_save_puzzle_async (SudokuLibraryLink         *self,
                                       SudokuLibrary             *library,
                                       const SudokuLibraryPuzzle *puzzle,
                                       gint64                     existing,
                                       GCancellable              *cancellable,
                                       GAsyncReadyCallback        callback,
                                       gpointer                   user_data)
{
  GTask *task;

  g_return_if_fail (SUDOKU_IS_LIBRARY_LINK (self));
  g_return_if_fail (self->session != NULL);
  g_return_if_fail (SUDOKU_IS_LIBRARY (library));
  g_return_if_fail (puzzle != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_library_link_save_puzzle_async);
  /* The session is there when the save comes back. */
  g_task_set_task_data (task, g_object_ref (self->session), g_object_unref);
  /* A save that ran is reported, cancelled or not: the library changed. */
  g_task_set_check_cancellable (task, FALSE);
  sudoku_library_store_async (library, puzzle, existing, cancellable, save_stored_cb, task);
}

/**
 * sudoku_library_link_save_puzzle_finish:
 * @error: what went wrong; %G_IO_ERROR_CANCELLED when cancelled before
 *   it started
 *
 * Returns: %TRUE when stored (sudoku_library_link_get_library_puzzle()
 *   is then the stored puzzle)
 */
gboolean
sudoku_library_link_save_puzzle_finish (SudokuLibraryLink  *self,
                                        GAsyncResult       *result,
                                        GError            **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LINK (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Replay */

static void
set_replay_position (SudokuLibraryLink *self,
                     int                position)
{
  guint n_moves = g_list_model_get_n_items (sudoku_game_get_history (get_game (self)));
  guint clamped = (guint) CLAMP (position, 0, (int) n_moves);

  if (self->replay_position == clamped)
    return;
  self->replay_position = clamped;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAY_POSITION]);
}

static gboolean
replay_tick_cb (gpointer user_data)
{
  SudokuLibraryLink *self = user_data;
  guint n_moves = g_list_model_get_n_items (sudoku_game_get_history (get_game (self)));

  if (self->replay_position >= n_moves)
    {
      self->replay_source = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAY_PLAYING]);
      return G_SOURCE_REMOVE;
    }
  set_replay_position (self, (int) self->replay_position + 1);
  return G_SOURCE_CONTINUE;
}

/**
 * sudoku_library_link_replay_play:
 * @self: a replaying library link
 * @play: %TRUE to play, %FALSE to pause
 *
 * Plays the replay from where it is (from the start when at the end),
 * one move per move interval of the session's solve runner.
 */
void
sudoku_library_link_replay_play (SudokuLibraryLink *self,
                                 gboolean           play)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_LINK (self));

  if (!self->replaying || play == (self->replay_source != 0))
    return;
  if (!play)
    g_clear_handle_id (&self->replay_source, g_source_remove);
  else
    {
      guint interval = sudoku_solve_runner_get_move_interval (get_runner (self));

      if (self->replay_position >=
          g_list_model_get_n_items (sudoku_game_get_history (get_game (self))))
        set_replay_position (self, 0);
      /* Instant still plays, at a pace the eye can follow. */
      self->replay_source = g_timeout_add (MAX (interval, 15), replay_tick_cb, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAY_PLAYING]);
}

/**
 * sudoku_library_link_replay_seek:
 * @self: a replaying library link
 * @position: the number of moves to show played (0: the start)
 *
 * Shows the replay at @position (clamped to the solve); a replay that
 * plays pauses.
 */
void
sudoku_library_link_replay_seek (SudokuLibraryLink *self,
                                 int                position)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_LINK (self));

  if (!self->replaying)
    return;
  sudoku_library_link_replay_play (self, FALSE);
  set_replay_position (self, position);
}

gboolean
sudoku_library_link_get_replaying (SudokuLibraryLink *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LINK (self), FALSE);

  return self->replaying;
}

/**
 * sudoku_library_link_get_replay_position:
 * @self: a library link
 *
 * Returns: the number of moves the replay shows played (0: the start)
 */
guint
sudoku_library_link_get_replay_position (SudokuLibraryLink *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LINK (self), 0);

  return self->replay_position;
}

gboolean
sudoku_library_link_get_replay_playing (SudokuLibraryLink *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LINK (self), FALSE);

  return self->replay_source != 0;
}

/* The solve and its puzzle are back: shown for replay. */
static void
solve_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuLibraryLink *self = g_task_get_source_object (task);
  LibraryRead *read = g_task_get_task_data (task);
  g_autoptr(SudokuLibrarySolve) solve = NULL;
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  GError *error = NULL;

  solve = sudoku_library_read_solve_finish (SUDOKU_LIBRARY (source), result, &puzzle, &error);
  if (!library_read_wanted (task, error))
    return;

  if (sudoku_solve_runner_get_busy (get_runner (self)))
    sudoku_solve_runner_stop (get_runner (self));
  sudoku_library_link_exit_replay (self);
  sudoku_library_link_leave_puzzle (self);
  self->loading = TRUE;
  if (!sudoku_game_load_record (get_game (self), solve->steps, &error))
    {
      self->loading = FALSE;
      g_prefix_error (&error, _("Solve %" PRId64 " cannot be read: "), read->id);
      g_task_return_error (task, error);
      return;
    }
  self->loading = FALSE;
  set_library_puzzle (self, read->library, puzzle);
  self->solve_recorded = TRUE;

  self->replaying = TRUE;
  self->replay_position = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAYING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAY_POSITION]);
  g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_library_link_replay_solve_async:
 * @self: a library link
 * @library: the library
 * @solve_id: a solve saved in @library
 * @cancellable: (nullable): drops the read
 * @callback: called once the solve is ready to replay, or could not be
 * @user_data: for @callback
 *
 * Reads a saved solve in a worker (sudoku_library_read_solve_async())
 * and loads it for replay: the session's game holds its moves exactly
 * as recorded and the replay position starts at 0, the puzzle before
 * the first move. A newer read, another puzzle loaded meanwhile or the
 * session going drops the result (%G_IO_ERROR_CANCELLED).
 */
void
sudoku_library_link_replay_solve_async (SudokuLibraryLink   *self,
                                        SudokuLibrary       *library,
                                        gint64               solve_id,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (SUDOKU_IS_LIBRARY_LINK (self));
  g_return_if_fail (self->session != NULL);
  g_return_if_fail (SUDOKU_IS_LIBRARY (library));

  task = library_read_new (self, library, solve_id, sudoku_library_link_replay_solve_async,
                           cancellable, callback, user_data);
  sudoku_library_read_solve_async (library, solve_id, cancellable, solve_read_cb, task);
}

/**
 * sudoku_library_link_replay_solve_finish:
 * @error: what went wrong; %G_IO_ERROR_CANCELLED when dropped
 *
 * Returns: %TRUE when the solve is ready to replay
 */
gboolean
sudoku_library_link_replay_solve_finish (SudokuLibraryLink  *self,
                                         GAsyncResult       *result,
                                         GError            **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LINK (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * sudoku_library_link_exit_replay:
 * @self: a library link
 *
 * Leaves the replay; the game stays as recorded, all moves played.
 */
void
sudoku_library_link_exit_replay (SudokuLibraryLink *self)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_LINK (self));

  if (!self->replaying)
    return;
  sudoku_library_link_replay_play (self, FALSE);
  self->replaying = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAYING]);
}

/* Solve again: does the solver of today take the recorded path? */

typedef struct
{
  SudokuMoveState  start;
  SudokuProfile    profile;
  GPtrArray       *moves;
} AgainJob;

static void
again_job_free (AgainJob *job)
{
  g_clear_pointer (&job->moves, g_ptr_array_unref);
  g_free (job);
}

static void
again_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  AgainJob *job = task_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuPath) path = sudoku_path_solve (&job->start.board, &job->profile, cancellable,
                                                  &error);

  if (path == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  job->moves = sudoku_moves_for_path (&job->start, path);
  g_task_return_boolean (task, TRUE);
}

/* Compares the recorded solve with today's, on the main context. */
static char *
compare_with_recorded (SudokuLibraryLink *self,
                       GPtrArray         *moves)
{
  GListModel *history = sudoku_game_get_history (get_game (self));
  guint n_recorded = g_list_model_get_n_items (history);
  guint n_steps = 0, first_difference = G_MAXUINT;

  /* The recorded solve's own moves only: the user's are not the
   * solver's to repeat. */
  for (guint i = 0, k = 0; i < n_recorded; i++)
    {
      g_autoptr(SudokuMove) recorded = g_list_model_get_item (history, i);

      if (sudoku_move_get_kind (recorded) == SUDOKU_MOVE_VALUE ||
          sudoku_move_get_kind (recorded) == SUDOKU_MOVE_CANDIDATE ||
          sudoku_move_get_kind (recorded) == SUDOKU_MOVE_MARKS)
        {
          /* A user move inside the solver's moves makes them differ. */
          if (n_steps > 0 && first_difference == G_MAXUINT)
            first_difference = i;
          continue;
        }
      n_steps++;
      if (first_difference == G_MAXUINT &&
          (k >= moves->len ||
           g_strcmp0 (sudoku_move_get_summary (recorded),
                      sudoku_move_get_summary (moves->pdata[k])) != 0))
        first_difference = i;
      k++;
    }
  if (first_difference == G_MAXUINT && moves->len != n_steps)
    first_difference = n_recorded;

  if (first_difference == G_MAXUINT)
    return g_strdup_printf (_("Solved again: today’s solver takes the same %u steps"), n_steps);
  return g_strdup_printf (_("Solved again: today’s solver takes %u steps and parts from "
                            "the recorded solve at step %u"),
                          moves->len, first_difference + 1);
}

static void
again_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) caller = user_data;
  SudokuLibraryLink *self = SUDOKU_LIBRARY_LINK (object);
  AgainJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        sudoku_solve_runner_set_progress (get_runner (self), error->message);
      g_task_return_error (caller, g_steal_pointer (&error));
      return;
    }
  {
    g_autofree char *text = compare_with_recorded (self, job->moves);

    sudoku_solve_runner_set_progress (get_runner (self), text);
    g_task_return_pointer (caller, g_steal_pointer (&text), g_free);
  }
}

/**
 * sudoku_library_link_solve_again_async:
 * @self: a library link whose session shows a recorded solve
 * @cancellable: (nullable): a cancellable
 * @callback: called with the comparison
 * @user_data: for @callback
 *
 * Solves again with today's solver (the session's profile) from where
 * the recorded solve's solver took over, and compares the two paths;
 * the session's progress line says what came of it.
 */
void
sudoku_library_link_solve_again_async (SudokuLibraryLink   *self,
                                       GCancellable        *cancellable,
                                       GAsyncReadyCallback  callback,
                                       gpointer             user_data)
{
  GListModel *history;
  g_autoptr(SudokuMove) first = NULL;
  g_autoptr(GTask) caller = NULL;
  GTask *task;
  guint n_moves;
  AgainJob *job;

  g_return_if_fail (SUDOKU_IS_LIBRARY_LINK (self));
  g_return_if_fail (self->session != NULL);

  caller = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (caller, sudoku_library_link_solve_again_async);
  /* The session is there when the answer comes. */
  g_task_set_task_data (caller, g_object_ref (self->session), g_object_unref);
  history = sudoku_game_get_history (get_game (self));
  n_moves = g_list_model_get_n_items (history);
  for (guint i = 0; i < n_moves && first == NULL; i++)
    {
      g_autoptr(SudokuMove) move = g_list_model_get_item (history, i);

      if (sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP)
        first = g_steal_pointer (&move);
    }
  if (first == NULL)
    {
      const char *text = _("This solve has no step of the solver to compare");

      sudoku_solve_runner_set_progress (get_runner (self), text);
      g_task_return_new_error (caller, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "%s", text);
      return;
    }
  job = g_new0 (AgainJob, 1);
  job->start = *sudoku_move_get_before (first);
  job->profile = *sudoku_solve_runner_get_profile (get_runner (self));
  task = g_task_new (self, cancellable, again_done_cb, g_steal_pointer (&caller));
  g_task_set_task_data (task, job, (GDestroyNotify) again_job_free);
  sudoku_solve_runner_set_progress (get_runner (self), _("Solving again with today’s solver…"));
  g_task_run_in_thread (task, again_thread);
  g_object_unref (task);
}

char *
sudoku_library_link_solve_again_finish (SudokuLibraryLink  *self,
                                        GAsyncResult       *result,
                                        GError            **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* GObject */

/* The session's data that tells its link when it is finalized (not
 * merely disposed, which a window does on close while reads on their way
 * hold it). */
#define SESSION_KEY "sudoku-library-link"

static void
session_gone_cb (gpointer user_data)
{
  SudokuLibraryLink *self = user_data;

  self->session = NULL;
}

/**
 * sudoku_library_link_new:
 * @session: the session that owns the link
 *
 * Returns: (transfer full): a link of @session's game to the library;
 *   @session holds it and runs its dispose when it goes
 */
SudokuLibraryLink *
sudoku_library_link_new (SudokuSession *session)
{
  SudokuLibraryLink *self;

  g_return_val_if_fail (SUDOKU_IS_SESSION (session), NULL);

  self = g_object_new (SUDOKU_TYPE_LIBRARY_LINK, NULL);
  self->session = session;
  g_object_set_data_full (G_OBJECT (session), SESSION_KEY, self, session_gone_cb);
  /* After the session's own handlers: the check is known, the status
   * said. */
  g_signal_connect (sudoku_session_get_game (session), "changed",
                    G_CALLBACK (game_changed_cb), self);
  g_signal_connect (sudoku_session_get_checker (session), "checked",
                    G_CALLBACK (checked_cb), self);
  /* A checkpoint set is progress too. */
  g_signal_connect (sudoku_session_get_branches (session), "changed",
                    G_CALLBACK (game_changed_cb), self);
  return self;
}

static void
sudoku_library_link_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SudokuLibraryLink *self = SUDOKU_LIBRARY_LINK (object);

  switch (prop_id)
    {
    case PROP_LIBRARY_ID:
      g_value_set_int64 (value, sudoku_library_link_get_library_id (self));
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

/* The session runs it in its own dispose: the replay ends, what was
 * done on the library puzzle is kept, and the writes asked from now on
 * answer nobody. */
static void
sudoku_library_link_dispose (GObject *object)
{
  SudokuLibraryLink *self = SUDOKU_LIBRARY_LINK (object);

  if (self->session != NULL && !self->disposing)
    {
      sudoku_library_link_exit_replay (self);
      self->disposing = TRUE;
      sudoku_library_link_leave_puzzle (self);
      g_signal_handlers_disconnect_by_data (sudoku_session_get_game (self->session), self);
      g_signal_handlers_disconnect_by_data (sudoku_session_get_checker (self->session), self);
      g_signal_handlers_disconnect_by_data (sudoku_session_get_branches (self->session), self);
    }
  self->disposing = TRUE;
  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->replay_source, g_source_remove);
  g_clear_handle_id (&self->progress_source, g_source_remove);

  G_OBJECT_CLASS (sudoku_library_link_parent_class)->dispose (object);
}

static void
sudoku_library_link_finalize (GObject *object)
{
  SudokuLibraryLink *self = SUDOKU_LIBRARY_LINK (object);

  if (self->session != NULL)
    g_object_steal_data (G_OBJECT (self->session), SESSION_KEY);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->library);
  g_clear_pointer (&self->library_puzzle, sudoku_library_puzzle_free);

  G_OBJECT_CLASS (sudoku_library_link_parent_class)->finalize (object);
}

static void
sudoku_library_link_class_init (SudokuLibraryLinkClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sudoku_library_link_get_property;
  object_class->dispose = sudoku_library_link_dispose;
  object_class->finalize = sudoku_library_link_finalize;

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
   * SudokuLibraryLink::notice:
   * @self: the library link
   * @text: what happened
   *
   * Something the user should hear of once (a toast): a solve saved,
   * progress that could not be kept or read.
   */
  signals[SIGNAL_NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
sudoku_library_link_init (SudokuLibraryLink *self)
{
  self->cancellable = g_cancellable_new ();
}
