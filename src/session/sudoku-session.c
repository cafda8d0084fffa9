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
#include "sudoku-parse.h"

/**
 * SudokuSession:
 *
 * What a window shows, driven without a display: the game, the status
 * line, where the puzzle came from (this file). It owns its parts and
 * wires them: the solve runner (sudoku-solve-runner.c: Step, Singles,
 * Solve and Hint, the engine in a worker, the moves played back at the
 * chosen pace, with the progress line and the hint), the checker
 * (sudoku-checker.c: the check of the givens and the rating of the
 * puzzle) and the library link (sudoku-library-link.c: the library
 * puzzle, its progress and the replay of a saved solve).
 *
 * Threads: every worker is a GTask run in a thread on a copy of the
 * state it needs. Its answer comes back to the main context in one
 * place in each part (job_done_cb() in the runner; the checker's and
 * the library link's own), which changes the game and then completes
 * the caller's task. Views only observe: properties, the game's
 * signals, and the parts'.
 */

G_DEFINE_FINAL_TYPE (SudokuSession, sudoku_session, G_TYPE_OBJECT)

GParamSpec *_sudoku_session_properties[N_PROPS];

#define properties _sudoku_session_properties

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
  int n_solutions = sudoku_checker_get_n_solutions (self->checker);

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
      if (sudoku_checker_is_solved (self->checker))
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
        const guint8 *one = sudoku_checker_get_solution (self->checker);
        const guint8 *two = sudoku_checker_get_second_solution (self->checker);
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

/* A check came back: the status says what it found. */
static void
checked_cb (SudokuChecker *checker,
            SudokuSession *self)
{
  _sudoku_session_update_status (self);
}

/* A replay shows a solve of the library: the file shown before is
 * forgotten. */
static void
replaying_cb (SudokuLibraryLink *link,
              GParamSpec        *pspec,
              SudokuSession     *self)
{
  if (sudoku_library_link_get_replaying (link))
    g_clear_pointer (&self->file_name, g_free);
}

static void
game_changed_cb (SudokuGame    *game,
                 SudokuSession *self)
{
  /* The runner ends the hint and its progress line itself; the checker
   * starts a new check when the givens changed. */
  _sudoku_session_update_status (self);
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
 * Solve mode, an empty grid in Edit. Undo gives back the board before
 * and its mode (one action), Redo this puzzle.
 */
void
sudoku_session_load_board (SudokuSession     *self,
                           const SudokuBoard *board)
{
  g_return_if_fail (SUDOKU_IS_SESSION (self));
  g_return_if_fail (board != NULL);

  sudoku_solve_runner_reset (self->runner);
  /* A library read on its way is older than this puzzle (or is the
   * one showing it, then done). */
  sudoku_library_link_close (self->library_link);
  g_clear_pointer (&self->file_name, g_free);
  self->book_level = 0;
  g_clear_pointer (&self->book_source, g_free);
  _sudoku_session_update_title (self);
  /* One action, the mode with it: Undo gives back the board before and
   * the mode it was in, Redo this puzzle. */
  sudoku_game_begin_action (self->game);
  sudoku_game_load (self->game, board);
  sudoku_game_set_mode (self->game, sudoku_board_count_givens (board) > 0 ? SUDOKU_GAME_SOLVE
                                                                          : SUDOKU_GAME_EDIT);
  sudoku_game_end_action (self->game);
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
 * sudoku_session_load_typed:
 * @self: a session
 * @board: the puzzle, as the user typed or checked it
 * @book_level: the level the book gives it (1–7), or 0
 * @book_source: (nullable): the book and its number for the puzzle
 *
 * Shows a puzzle that came from a book by the user's hand (typed, or
 * read from a photo and checked): as sudoku_session_load_board(), and
 * the book's level and source are offered when saving.
 */
void
sudoku_session_load_typed (SudokuSession     *self,
                           const SudokuBoard *board,
                           guint              book_level,
                           const char        *book_source)
{
  g_return_if_fail (SUDOKU_IS_SESSION (self));
  g_return_if_fail (board != NULL);

  sudoku_session_load_board (self, board);
  self->book_level = book_level <= 7 ? book_level : 0;
  g_free (self->book_source);
  self->book_source = book_source != NULL && *book_source != '\0' ? g_strdup (book_source)
                                                                  : NULL;
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
  const SudokuLibraryPuzzle *puzzle = sudoku_library_link_get_library_puzzle (self->library_link);
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
 * sudoku_session_get_library_link:
 * @self: a session
 *
 * Returns: (transfer none): the library puzzle shown, its progress and
 *   the replay of a saved solve
 */
SudokuLibraryLink *
sudoku_session_get_library_link (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->library_link;
}

/**
 * sudoku_session_get_checker:
 * @self: a session
 *
 * Returns: (transfer none): the check of the game's givens and the
 *   rating of the puzzle
 */
SudokuChecker *
sudoku_session_get_checker (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->checker;
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

/**
 * sudoku_session_get_branches:
 * @self: a session
 *
 * Returns: (transfer none): the session's what-if branches, checkpoints
 *   and back to the first mistake
 */
SudokuBranches *
sudoku_session_get_branches (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->branches;
}

/* A job of the runner is about to read the game: a replay ends first. */
static void
runner_starting_cb (SudokuSession *self)
{
  sudoku_library_link_exit_replay (self->library_link);
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
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->status);
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
  g_signal_handlers_disconnect_by_data (self->runner, self);
  g_object_run_dispose (G_OBJECT (self->runner));
  /* Ends the replay, keeps what was done on the library puzzle. */
  g_object_run_dispose (G_OBJECT (self->library_link));
  g_signal_handlers_disconnect_by_data (self->library_link, self);
  /* Ends the check's and the rating's workers. */
  g_object_run_dispose (G_OBJECT (self->checker));
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  G_OBJECT_CLASS (sudoku_session_parent_class)->dispose (object);
}

static void
sudoku_session_finalize (GObject *object)
{
  SudokuSession *self = SUDOKU_SESSION (object);

  g_clear_object (&self->library_link);
  g_clear_object (&self->branches);
  g_clear_object (&self->checker);
  g_clear_object (&self->runner);
  g_clear_object (&self->game);
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
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_session_init (SudokuSession *self)
{
  self->typing_advances = TRUE;
  self->game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  self->runner = sudoku_solve_runner_new (self->game);
  self->checker = sudoku_checker_new (self->game);
  self->branches = sudoku_branches_new (self->game);
  g_signal_connect (self->checker, "checked", G_CALLBACK (checked_cb), self);
  g_signal_connect (self->game, "changed", G_CALLBACK (game_changed_cb), self);
  /* After the session's handlers: it follows the game and the checker. */
  self->library_link = sudoku_library_link_new (self);
  g_signal_connect_swapped (self->library_link, "notify::library-id",
                            G_CALLBACK (_sudoku_session_update_title), self);
  g_signal_connect (self->library_link, "notify::replaying", G_CALLBACK (replaying_cb), self);
  g_signal_connect_swapped (self->runner, "starting", G_CALLBACK (runner_starting_cb), self);
  _sudoku_session_update_status (self);
}

SudokuSession *
sudoku_session_new (void)
{
  return g_object_new (SUDOKU_TYPE_SESSION, NULL);
}
