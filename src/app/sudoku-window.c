/* sudoku-window.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-window-private.h"

#include <glib/gi18n.h>

#include "sudoku-analysis-panel.h"
#include "sudoku-history-view.h"
#include "sudoku-parse.h"
#include "sudoku-solver.h"

/* The main window: the grid, the status under it, the history in a
 * sidebar and the analysis tables beside it. The window owns the game
 * and shows it; every change of the game reaches the grid through the
 * game's "changed" signal. Solving and checking run in workers
 * (sudoku-window-solve.c); the actions are in sudoku-window-actions.c. */

G_DEFINE_FINAL_TYPE (SudokuWindow, sudoku_window, ADW_TYPE_APPLICATION_WINDOW)

/* A check waits this long after the last change, so that typing a row
 * of digits starts one search, not nine. */
#define CHECK_DELAY_MS 60

typedef struct
{
  SudokuWindow  *self;
  GFile         *file;
  SudokuVariant  variant;
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LoadData, load_data_free)

static void
set_status (SudokuWindow *self,
            const char   *text,
            gboolean      is_error)
{
  gtk_label_set_text (self->status_label, text);
  if (is_error)
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
}

/* The second line under the grid: what the solver is doing, or what it
 * had to say. */
void
_sudoku_window_set_progress (SudokuWindow *self,
                             const char   *text,
                             gboolean      spinning)
{
  gtk_label_set_text (self->progress_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->progress_label), text != NULL && *text != '\0');
  /* No spinner: the workers are done in a blink, and the spinner's
   * first frame would load an SVG decoder on the main loop. A long
   * solve shows its progress in the text. */
  if (spinning)
    gtk_widget_add_css_class (GTK_WIDGET (self->progress_label), "working");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->progress_label), "working");
}

void
_sudoku_window_toast (SudokuWindow *self,
                      const char   *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* Settings, with the schema's defaults when the schema is not installed
 * (a build tree run without `meson devenv`). */

static int
settings_get_enum (SudokuWindow *self,
                   const char   *key,
                   int           fallback)
{
  return self->settings ? g_settings_get_enum (self->settings, key) : fallback;
}

static gboolean
settings_get_boolean (SudokuWindow *self,
                      const char   *key,
                      gboolean      fallback)
{
  return self->settings ? g_settings_get_boolean (self->settings, key) : fallback;
}

/* The key of the profile chosen in the preferences: "original",
 * "standard", "full" or "custom" (the schema's enum, in order). */
const char *
_sudoku_window_get_profile_key (SudokuWindow *self)
{
  static const char *const keys[] = { "original", "standard", "full", "custom" };

  return keys[CLAMP (settings_get_enum (self, "technique-profile", 2), 0, 3)];
}

/* The profile chosen in the preferences. */
void
_sudoku_window_get_profile (SudokuWindow  *self,
                            SudokuProfile *profile)
{
  const char *key = _sudoku_window_get_profile_key (self);

  if (!g_str_equal (key, "custom"))
    sudoku_profile_init_from_string (profile, key, NULL);
  else
    {
      g_auto(GStrv) keys = g_settings_get_strv (self->settings, "custom-techniques");

      /* Key by key: unknown ones (from a later version) are left out
       * rather than leaving the user without a solver. */
      sudoku_profile_init_from_string (profile, "", NULL);
      for (guint i = 0; keys[i] != NULL; i++)
        {
          SudokuTechnique technique;

          if (sudoku_technique_from_key (keys[i], &technique) &&
              technique != SUDOKU_TECHNIQUE_ASSUMPTION)
            profile->enabled[technique] = TRUE;
          else if (g_str_equal (keys[i], "assumptions"))
            profile->assumptions = TRUE;
        }
    }

  if (self->settings != NULL)
    profile->attempt_limit = g_settings_get_uint (self->settings, "attempt-limit");
}

/* The milliseconds between two moves when a solve or a replay plays, per
 * the animation-speed setting: standard, medium, fast (the original's
 * three), instant (0). */
guint
_sudoku_window_get_move_interval (SudokuWindow *self)
{
  static const guint intervals[] = { 450, 180, 45, 0 };

  return intervals[CLAMP (settings_get_enum (self, "animation-speed", 0), 0, 3)];
}

gboolean
_sudoku_window_is_unique (SudokuWindow *self)
{
  return self->check.valid && self->check.n_solutions == 1;
}

/* The status line: clues, and what the check found. */
static void
update_status (SudokuWindow *self)
{
  const SudokuBoard *board = sudoku_game_get_board (self->game);
  guint clues = sudoku_board_count_givens (board);
  g_autofree char *clue_text = NULL;
  g_autofree char *text = NULL;

  if (self->board_error != NULL)
    {
      set_status (self, self->board_error, TRUE);
      return;
    }

  if (clues == 0 && sudoku_board_count_filled (board) == 0)
    {
      set_status (self, _("Empty grid: type the puzzle’s digits, or paste it"), FALSE);
      return;
    }

  if (board->variant == SUDOKU_VARIANT_WINDOKU)
    /* Translators: the start of the status under a Windoku grid. */
    clue_text = g_strdup_printf (ngettext ("Windoku · %u clue", "Windoku · %u clues", clues), clues);
  else
    clue_text = g_strdup_printf (ngettext ("%u clue", "%u clues", clues), clues);

  if (!self->check.valid)
    {
      set_status (self, clue_text, FALSE);
      return;
    }

  switch (self->check.n_solutions)
    {
    case 0:
      /* Translators: the status when the givens allow no solution. */
      text = g_strdup_printf (_("%s · no solution"), clue_text);
      set_status (self, text, TRUE);
      return;

    case 1:
      if (sudoku_board_is_complete (board) &&
          memcmp (board->values, self->check.solution, SUDOKU_N_CELLS) == 0)
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
        guint first = SUDOKU_N_CELLS, second = SUDOKU_N_CELLS;

        /* Two cells where two solutions differ: where to add a clue. */
        for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
          if (self->check.solution[cell] != self->check.second[cell])
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

/* The digits that contradict the solution, when the user wants them
 * marked. */
static void
update_wrong_cells (SudokuWindow *self)
{
  const SudokuBoard *board = sudoku_game_get_board (self->game);
  gboolean wrong[SUDOKU_N_CELLS] = { FALSE };

  if (self->preview_index < 0 && _sudoku_window_is_unique (self) &&
      settings_get_boolean (self, "mark-wrong-digits", FALSE))
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      wrong[cell] = board->values[cell] != 0 && board->values[cell] != self->check.solution[cell];
  sudoku_grid_view_set_wrong_cells (self->grid_view, wrong);
}

/* The check: how many solutions the givens have, in a worker. */

typedef struct
{
  SudokuBoard puzzle;
  PuzzleCheck check;
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

static void
check_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);
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
  update_status (self);
  update_wrong_cells (self);
  _sudoku_window_library_checked (self);
}

static gboolean
start_check_cb (gpointer user_data)
{
  SudokuWindow *self = user_data;
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
schedule_check (SudokuWindow *self)
{
  g_clear_handle_id (&self->check_source, g_source_remove);
  self->check_source = g_timeout_add (CHECK_DELAY_MS, start_check_cb, self);
}

/* Shows the game as it stands. */
static void
show_game (SudokuWindow *self)
{
  const SudokuMoveState *state = sudoku_game_get_state (self->game);
  g_autoptr(GError) error = NULL;

  sudoku_grid_view_set_step (self->grid_view, NULL, NULL);
  sudoku_grid_view_set_board (self->grid_view, &state->board);
  sudoku_grid_view_set_origins (self->grid_view, state->origins);

  g_clear_pointer (&self->board_error, g_free);
  if (!sudoku_board_validate (&state->board, &error))
    self->board_error = g_strdup (error->message);

  if (self->analysis_panel != NULL)
    sudoku_analysis_panel_set_board (SUDOKU_ANALYSIS_PANEL (self->analysis_panel),
                                     &state->board);
  update_status (self);
  update_wrong_cells (self);
}

static void
game_changed_cb (SudokuGame   *game,
                 SudokuWindow *self)
{
  /* A hint or a preview is about the board as it was. */
  if (self->banner == BANNER_HINT)
    _sudoku_window_cancel_hint (self);
  if (self->preview_index >= 0)
    {
      self->preview_index = -1;
      sudoku_grid_view_set_read_only (self->grid_view, FALSE);
      _sudoku_window_hide_banner (self);
    }

  /* The count stays valid while the givens do: only they change it. */
  {
    g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (game);

    if (memcmp (puzzle->values, self->check.givens, SUDOKU_N_CELLS) != 0)
      {
        self->check.valid = FALSE;
        memcpy (self->check.givens, puzzle->values, SUDOKU_N_CELLS);
        schedule_check (self);
      }
  }

  show_game (self);
  _sudoku_window_update_actions (self);
  _sudoku_window_library_game_changed (self);
}

/* The banner under the header bar: a hint, or the history's preview. */

static void
banner_primary_clicked_cb (GtkButton    *button,
                           SudokuWindow *self)
{
  if (self->banner == BANNER_HINT)
    _sudoku_window_apply_hint (self);
  else if (self->banner == BANNER_PREVIEW && self->preview_index >= 0)
    {
      guint keep = self->preview_index + 1;

      _sudoku_window_show_present (self);
      sudoku_game_truncate_history (self->game, keep);
    }
}

static void
banner_secondary_clicked_cb (GtkButton    *button,
                             SudokuWindow *self)
{
  if (self->banner == BANNER_HINT)
    _sudoku_window_cancel_hint (self);
  else
    _sudoku_window_show_present (self);
}

void
_sudoku_window_show_banner (SudokuWindow *self,
                            BannerKind    kind,
                            const char   *markup,
                            const char   *primary,
                            const char   *secondary)
{
  self->banner = kind;
  gtk_label_set_markup (self->banner_label, markup);
  gtk_button_set_label (self->banner_primary, primary ? primary : "");
  gtk_widget_set_visible (GTK_WIDGET (self->banner_primary), primary != NULL);
  gtk_button_set_label (self->banner_secondary, secondary ? secondary : "");
  gtk_widget_set_visible (GTK_WIDGET (self->banner_secondary), secondary != NULL);
  gtk_revealer_set_reveal_child (self->banner_revealer, TRUE);
}

void
_sudoku_window_hide_banner (SudokuWindow *self)
{
  self->banner = BANNER_NONE;
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
}

/* The history's preview */

/**
 * _sudoku_window_preview_move:
 * @self: a window
 * @index: a move of the history
 *
 * Shows, read-only, the board after that move with the move drawn on it
 * (its eliminations on the candidates it was found with).
 */
void
_sudoku_window_preview_move (SudokuWindow *self,
                             int           index)
{
  GListModel *history = sudoku_game_get_history (self->game);
  g_autoptr(SudokuMove) move = NULL;
  const SudokuMoveState *before, *after;
  SudokuBoard shown;
  g_autofree char *markup = NULL;
  g_autofree char *summary = NULL;
  guint n_moves;

  if (index < 0)
    {
      _sudoku_window_show_present (self);
      return;
    }
  /* Looking back stops a solve where it is. */
  if (self->busy)
    _sudoku_window_stop (self);
  if (self->banner == BANNER_HINT)
    _sudoku_window_cancel_hint (self);
  n_moves = g_list_model_get_n_items (history);
  if ((guint) index >= n_moves)
    return;

  move = g_list_model_get_item (history, index);
  before = sudoku_move_get_before (move);
  after = sudoku_move_get_after (move);

  /* The values after the move, the candidates it was found on: what it
   * eliminated is still there to be struck through. */
  shown = after->board;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (shown.values[cell] == 0)
      shown.candidates[cell] = before->board.candidates[cell];

  self->preview_index = index;
  _sudoku_window_replay_follow (self, index + 1);
  sudoku_grid_view_set_read_only (self->grid_view, TRUE);
  sudoku_grid_view_set_board (self->grid_view, &shown);
  sudoku_grid_view_set_origins (self->grid_view, after->origins);
  sudoku_grid_view_set_step (self->grid_view,
                             sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP
                             ? sudoku_move_get_step (move) : NULL,
                             NULL);
  sudoku_grid_view_set_wrong_cells (self->grid_view, NULL);

  summary = g_markup_escape_text (sudoku_move_get_summary (move), -1);
  /* Translators: the banner over the history's preview; the first
   * number is the move, the second how many there are. */
  markup = g_strdup_printf (_("<b>Step %d of %u</b> (read-only) — %s"),
                            index + 1, n_moves, summary);
  _sudoku_window_show_banner (self, BANNER_PREVIEW, markup,
                              index + 1 < (int) n_moves ? _("_Continue from Here") : NULL,
                              _("_Back to Now"));
}

/* Leaves the preview (or a drawn hint) and shows the game as it is. */
void
_sudoku_window_show_present (SudokuWindow *self)
{
  if (self->replaying)
    {
      /* Leaving the replay comes back here once it has stopped. */
      _sudoku_window_exit_replay (self);
      return;
    }
  if (self->preview_index >= 0)
    {
      self->preview_index = -1;
      sudoku_grid_view_set_read_only (self->grid_view, FALSE);
      if (self->history_view != NULL)
        sudoku_history_view_unselect (SUDOKU_HISTORY_VIEW (self->history_view));
    }
  if (self->banner == BANNER_PREVIEW)
    _sudoku_window_hide_banner (self);
  show_game (self);
}

/* Input from the grid */

static void
value_entered_cb (SudokuGridView *grid_view,
                  guint           cell,
                  guint           digit,
                  SudokuWindow   *self)
{
  const SudokuBoard *board = sudoku_game_get_board (self->game);

  if (self->busy)
    _sudoku_window_stop (self);

  if (sudoku_game_get_mode (self->game) == SUDOKU_GAME_SOLVE && board->givens[cell])
    {
      gtk_widget_error_bell (GTK_WIDGET (grid_view));
      _sudoku_window_set_progress (self, _("Givens are part of the puzzle: switch to Edit to change them"),
                                   FALSE);
      return;
    }
  sudoku_game_set_value (self->game, cell, digit);
}

static void
candidate_toggled_cb (SudokuGridView *grid_view,
                      guint           cell,
                      guint           digit,
                      SudokuWindow   *self)
{
  if (self->busy)
    _sudoku_window_stop (self);

  /* Changing a candidate by hand makes the candidates the user's own. */
  if (self->settings != NULL && g_settings_get_enum (self->settings, "candidate-display") != 2)
    {
      g_settings_set_enum (self->settings, "candidate-display", 2);
      _sudoku_window_toast (self, _("Candidates are now edited by hand"));
    }
  sudoku_game_toggle_candidate (self->game, cell, digit);
}

/* Loading */

/* Shows a new puzzle: whatever ran stops, the library puzzle shown
 * before keeps its progress. */
void
_sudoku_window_load_board (SudokuWindow      *self,
                           const SudokuBoard *board)
{
  if (self->busy)
    _sudoku_window_stop (self);
  _sudoku_window_show_present (self);
  _sudoku_window_leave_library_puzzle (self);
  if (!self->loading)
    {
      g_clear_pointer (&self->file_name, g_free);
      gtk_window_set_title (GTK_WINDOW (self), _("Nanpure"));
    }
  sudoku_game_load (self->game, board);
  sudoku_game_set_mode (self->game, sudoku_board_count_givens (board) > 0 ? SUDOKU_GAME_SOLVE
                                                                          : SUDOKU_GAME_EDIT);
  sudoku_grid_view_set_cursor (self->grid_view, -1);
  _sudoku_window_set_progress (self, NULL, FALSE);
}

/**
 * sudoku_window_load_text:
 * @self: a window
 * @text: a puzzle in any format sudoku_parse_puzzle() reads
 * @variant: the rules to read it with
 *
 * Shows the puzzle (undoably), or says under the grid why @text is not
 * one; the board does not change then. The message stays until the next
 * change, where the user can read and select it.
 *
 * Returns: %TRUE when @text was a puzzle
 */
gboolean
sudoku_window_load_text (SudokuWindow  *self,
                         const char    *text,
                         SudokuVariant  variant)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  /* Files may hold anything; the parser names the first byte that is
   * not UTF-8 with its line and column.
   */
  puzzle = sudoku_parse_puzzle (text, -1, variant, &error);
  if (puzzle == NULL)
    {
      set_status (self, error->message, TRUE);
      return FALSE;
    }

  _sudoku_window_load_board (self, &puzzle->board);

  /* What a .sdk file says of itself is offered when saving. */
  self->book_level = 0;
  if (puzzle->level != NULL)
    {
      guint64 level;

      if (g_ascii_string_to_unsigned (g_strstrip (puzzle->level), 10, 1, 7, &level, NULL))
        self->book_level = (guint) level;
    }
  g_free (self->book_source);
  self->book_source = g_strdup (puzzle->source ? puzzle->source : puzzle->author);
  return TRUE;
}

static void
load_contents_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(LoadData) data = user_data;
  SudokuWindow *self = data->self;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  gsize length;

  name = g_file_get_basename (data->file);
  if (!g_file_load_contents_finish (G_FILE (object), result, &contents, &length, NULL, &error))
    {
      g_autofree char *title = NULL;
      AdwToast *toast;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;

      /* A failed open is an event, not a state of the puzzle shown. */
      title = g_strdup_printf (_("Could not open “%s”: %s"), name, error->message);
      toast = adw_toast_new (title);
      adw_toast_set_timeout (toast, 0);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
      update_status (self);
      return;
    }

  /* The contents are nul-terminated; a nul inside ends the text. */
  if (sudoku_window_load_text (self, contents, data->variant))
    {
      g_free (self->file_name);
      self->file_name = g_steal_pointer (&name);
      gtk_window_set_title (GTK_WINDOW (self), self->file_name);
    }
  else
    {
      g_autofree char *message = g_strdup_printf (_("“%s” is not a puzzle Nanpure can read"), name);

      _sudoku_window_toast (self, message);
    }
}

/**
 * sudoku_window_open_file:
 * @self: a window
 * @file: a file holding one puzzle
 * @variant: the rules to read it with
 *
 * Reads @file in the background and shows its puzzle, or says in the
 * window what went wrong.
 */
void
sudoku_window_open_file (SudokuWindow  *self,
                         GFile         *file,
                         SudokuVariant  variant)
{
  LoadData *data;

  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  data = g_new0 (LoadData, 1);
  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  data->variant = variant;

  set_status (self, _("Opening…"), FALSE);
  g_file_load_contents_async (file, self->cancellable, load_contents_cb, data);
}

/* Drag and drop: a file, or text. */
static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         SudokuWindow  *self)
{
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = g_value_get_boxed (value);

      if (files == NULL)
        return FALSE;
      sudoku_window_open_file (self, files->data, sudoku_game_get_variant (self->game));
      return TRUE;
    }
  if (G_VALUE_HOLDS_STRING (value))
    return sudoku_window_load_text (self, g_value_get_string (value),
                                    sudoku_game_get_variant (self->game));
  return FALSE;
}

/**
 * sudoku_window_get_grid_view:
 * @self: a window
 *
 * Returns: (transfer none): the window's grid
 */
SudokuGridView *
sudoku_window_get_grid_view (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->grid_view;
}

/**
 * sudoku_window_get_game:
 * @self: a window
 *
 * Returns: (transfer none): the puzzle being solved
 */
SudokuGame *
sudoku_window_get_game (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->game;
}

/**
 * sudoku_window_get_history_view:
 * @self: a window
 *
 * Returns: (transfer none): the history sidebar
 */
GtkWidget *
sudoku_window_get_history_view (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->history_view;
}

/**
 * sudoku_window_get_analysis_panel:
 * @self: a window
 *
 * Returns: (transfer none): the analysis tables
 */
GtkWidget *
sudoku_window_get_analysis_panel (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->analysis_panel;
}

/**
 * sudoku_window_get_status:
 * @self: a window
 *
 * Returns: (transfer none): the text under the grid: the clue count and
 *   what the check found, or what went wrong
 */
const char *
sudoku_window_get_status (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return gtk_label_get_text (self->status_label);
}

/**
 * sudoku_window_get_progress:
 * @self: a window
 *
 * Returns: (transfer none): the second line under the grid: what the
 *   solver is doing or found
 */
const char *
sudoku_window_get_progress (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return gtk_label_get_text (self->progress_label);
}

/**
 * sudoku_window_get_banner:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the text of the banner under the
 *   header bar (a hint or the history's preview), or %NULL when hidden
 */
const char *
sudoku_window_get_banner (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  if (self->banner == BANNER_NONE)
    return NULL;
  return gtk_label_get_text (self->banner_label);
}

/**
 * sudoku_window_is_busy:
 * @self: a window
 *
 * Returns: whether a step, the singles or a solve is running
 */
gboolean
sudoku_window_is_busy (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);

  return self->busy;
}

/**
 * sudoku_window_get_check:
 * @self: a window
 *
 * Returns: the number of solutions the check found (0, 1 or 2 for
 *   several), or -1 while it is not done
 */
int
sudoku_window_get_check (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), -1);

  return self->check.valid ? (int) self->check.n_solutions : -1;
}

static GSettings *
settings_new_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  /* Run from the build tree without `meson devenv`, the schema is not
   * found; the window then uses the defaults and remembers nothing.
   */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_debug ("GSettings schema %s not found; settings will not be saved", APP_ID);
      return NULL;
    }

  return g_settings_new_full (schema, NULL, NULL);
}

/* The grid as the preferences want it. Candidates show only while
 * solving: while the puzzle is typed in they are noise. */
void
_sudoku_window_apply_display_settings (SudokuWindow *self)
{
  sudoku_grid_view_set_show_candidates (self->grid_view,
                                        settings_get_enum (self, "candidate-display", 1) != 0 &&
                                        sudoku_game_get_mode (self->game) == SUDOKU_GAME_SOLVE);
  sudoku_grid_view_set_highlight_houses (self->grid_view,
                                         settings_get_boolean (self, "highlight-houses", TRUE));
  sudoku_grid_view_set_highlight_same_digit (self->grid_view,
                                             settings_get_boolean (self, "highlight-same-digit",
                                                                   TRUE));
  update_wrong_cells (self);
}

static void
settings_changed_cb (GSettings    *settings,
                     const char   *key,
                     SudokuWindow *self)
{
  _sudoku_window_apply_display_settings (self);
}

static void
history_activated_cb (SudokuHistoryView *view,
                      int                index,
                      SudokuWindow      *self)
{
  if (index < 0)
    _sudoku_window_show_present (self);
  else
    _sudoku_window_preview_move (self, index);
}

/* Closing keeps what was done on a library puzzle. */
static gboolean
sudoku_window_close_request (GtkWindow *window)
{
  SudokuWindow *self = SUDOKU_WINDOW (window);

  if (self->busy)
    _sudoku_window_stop (self);
  _sudoku_window_exit_replay (self);
  _sudoku_window_leave_library_puzzle (self);

  return GTK_WINDOW_CLASS (sudoku_window_parent_class)->close_request (window);
}

static void
sudoku_window_dispose (GObject *object)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  if (self->check_cancellable != NULL)
    g_cancellable_cancel (self->check_cancellable);
  if (self->solve_cancellable != NULL)
    g_cancellable_cancel (self->solve_cancellable);
  g_clear_handle_id (&self->check_source, g_source_remove);
  g_clear_handle_id (&self->animation_source, g_source_remove);
  g_clear_handle_id (&self->progress_source, g_source_remove);
  g_clear_handle_id (&self->replay_source, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_WINDOW);

  G_OBJECT_CLASS (sudoku_window_parent_class)->dispose (object);
}

static void
sudoku_window_finalize (GObject *object)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->check_cancellable);
  g_clear_object (&self->solve_cancellable);
  g_clear_object (&self->game);
  g_clear_pointer (&self->pending_moves, g_ptr_array_unref);
  g_clear_pointer (&self->hint_step, sudoku_step_free);
  g_clear_pointer (&self->board_error, g_free);
  g_clear_pointer (&self->file_name, g_free);
  g_clear_pointer (&self->book_source, g_free);
  g_clear_pointer (&self->library_puzzle, sudoku_library_puzzle_free);

  G_OBJECT_CLASS (sudoku_window_parent_class)->finalize (object);
}

static void
sudoku_window_class_init (SudokuWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_window_dispose;
  object_class->finalize = sudoku_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = sudoku_window_close_request;

  g_type_ensure (SUDOKU_TYPE_GRID_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, solve_stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, banner_primary);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, banner_secondary);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, analysis_revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, grid_view);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, progress_label);

  _sudoku_window_class_add_actions (widget_class);
}

static void
sudoku_window_init (SudokuWindow *self)
{
  GtkDropTarget *drop;
  GType drop_types[] = { GDK_TYPE_FILE_LIST, G_TYPE_STRING };

  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  self->preview_index = -1;
  self->game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_signal_connect (self->game, "changed", G_CALLBACK (game_changed_cb), self);

  g_signal_connect_object (self->grid_view, "value-entered", G_CALLBACK (value_entered_cb),
                           self, 0);
  g_signal_connect_object (self->grid_view, "candidate-toggled",
                           G_CALLBACK (candidate_toggled_cb), self, 0);
  g_signal_connect_object (self->banner_primary, "clicked",
                           G_CALLBACK (banner_primary_clicked_cb), self, 0);
  g_signal_connect_object (self->banner_secondary, "clicked",
                           G_CALLBACK (banner_secondary_clicked_cb), self, 0);

  {
    GtkWidget *scrolled = gtk_scrolled_window_new ();

    self->analysis_panel = sudoku_analysis_panel_new ();
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                    GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
    gtk_widget_set_margin_start (self->analysis_panel, 12);
    gtk_widget_set_margin_top (self->analysis_panel, 12);
    gtk_widget_set_margin_bottom (self->analysis_panel, 12);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->analysis_panel);
    gtk_revealer_set_child (self->analysis_revealer, scrolled);
  }

  self->history_view = sudoku_history_view_new ();
  gtk_widget_set_vexpand (self->history_view, TRUE);
  sudoku_history_view_set_game (SUDOKU_HISTORY_VIEW (self->history_view), self->game);
  g_signal_connect_object (self->history_view, "move-activated",
                           G_CALLBACK (history_activated_cb), self, 0);
  gtk_box_append (self->sidebar, self->history_view);

  drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (drop, drop_types, G_N_ELEMENTS (drop_types));
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  self->settings = settings_new_if_installed ();
  if (self->settings != NULL)
    {
      g_settings_bind (self->settings, "window-width", self, "default-width",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-height", self, "default-height",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-maximized", self, "maximized",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "show-history", self->flap, "reveal-flap",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "show-analysis", self->analysis_revealer, "reveal-child",
                       G_SETTINGS_BIND_DEFAULT);
      g_signal_connect_object (self->settings, "changed", G_CALLBACK (settings_changed_cb),
                               self, 0);
    }

  _sudoku_window_init_actions (self);
  _sudoku_window_apply_display_settings (self);
  _sudoku_window_set_progress (self, NULL, FALSE);
  show_game (self);
  _sudoku_window_update_actions (self);
}

SudokuWindow *
sudoku_window_new (SudokuApplication *application)
{
  g_return_val_if_fail (SUDOKU_IS_APPLICATION (application), NULL);

  return g_object_new (SUDOKU_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
