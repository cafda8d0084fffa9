/* sudoku-preview.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-preview.h"

#include <glib/gi18n.h>

#include "sudoku-banner.h"
#include "sudoku-game-colouring.h"
#include "sudoku-grid-view.h"
#include "sudoku-history-view.h"

/* What the main window's grid shows: the game as it stands, or a move
 * of the history (read-only, with the move drawn and a banner to
 * continue from there or go back), or the position of a replay. A move
 * picked in the history is previewed; while a saved solve is replayed,
 * the replay's position picks the move and a move picked moves the
 * replay.
 *
 * Declared in ui/sudoku-window.ui beside the grid, banner and history
 * it drives; the window attaches it to its session. */

struct _SudokuPreview
{
  GObject            parent_instance;

  SudokuSession     *session;
  SudokuGame        *game;
  /* The session's replay (borrowed, as the game). */
  SudokuLibraryLink *link;
  SudokuGridView    *grid_view;
  SudokuBanner      *banner;
  SudokuHistoryView *history_view;

  /* The move shown, or -1 for the present. */
  int                index;
};

G_DEFINE_FINAL_TYPE (SudokuPreview, sudoku_preview, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GRID_VIEW,
  PROP_BANNER,
  PROP_HISTORY_VIEW,
  PROP_INDEX,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

/* The move the history's preview shows, or -1. */
int
sudoku_preview_get_index (SudokuPreview *self)
{
  g_return_val_if_fail (SUDOKU_IS_PREVIEW (self), -1);

  return self->index;
}

/* Every change of the move shown goes through here, so that :index
 * tells the window (Undo and Redo follow it). */
static void
set_index (SudokuPreview *self,
           int            index)
{
  if (self->index == index)
    return;
  self->index = index;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INDEX]);
}

/**
 * sudoku_preview_show_present:
 * @self: a preview
 *
 * Leaves the preview (or a replay) and shows the game as it is.
 */
void
sudoku_preview_show_present (SudokuPreview *self)
{
  g_return_if_fail (SUDOKU_IS_PREVIEW (self));

  if (sudoku_library_link_get_replaying (self->link))
    {
      /* Leaving the replay comes back here once it has stopped. */
      sudoku_library_link_exit_replay (self->link);
      return;
    }
  if (self->index >= 0)
    {
      set_index (self, -1);
      sudoku_history_view_unselect (self->history_view);
    }
  if (sudoku_banner_get_kind (self->banner) == SUDOKU_BANNER_PREVIEW)
    sudoku_banner_hide (self->banner);
  sudoku_grid_view_show_game (self->grid_view);
}

/**
 * sudoku_preview_show_move:
 * @self: a preview
 * @index: a move of the history, or -1 for the present
 *
 * Shows, read-only, the board after that move with the move drawn on it
 * (its eliminations on the candidates it was found with).
 */
void
sudoku_preview_show_move (SudokuPreview *self,
                          int            index)
{
  GListModel *history;
  g_autoptr(SudokuMove) move = NULL;
  const SudokuMoveState *before, *after;
  SudokuBoard shown;
  g_autofree char *markup = NULL;
  g_autofree char *summary = NULL;
  guint n_moves;

  g_return_if_fail (SUDOKU_IS_PREVIEW (self));

  if (index < 0)
    {
      sudoku_preview_show_present (self);
      return;
    }
  /* Looking back stops a solve where it is. */
  sudoku_solve_runner_stop (sudoku_session_get_solve_runner (self->session));
  sudoku_solve_runner_cancel_hint (sudoku_session_get_solve_runner (self->session));
  history = sudoku_game_get_history (self->game);
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

  set_index (self, index);
  /* A replay follows the move picked. */
  if (sudoku_library_link_get_replaying (self->link) &&
      sudoku_library_link_get_replay_position (self->link) != (guint) index + 1)
    sudoku_library_link_replay_seek (self->link, index + 1);
  sudoku_grid_view_show_board (self->grid_view, &shown, after->origins,
                               sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP
                               ? sudoku_move_get_step (move) : NULL);
  /* The colours as they were after the move. */
  sudoku_grid_view_set_colouring (self->grid_view,
                                  sudoku_game_get_colouring_at (self->game, index + 1));

  summary = g_markup_escape_text (sudoku_move_get_summary (move), -1);
  /* Translators: the banner over the history's preview; the first
   * number is the move, the second how many there are. */
  markup = g_strdup_printf (_("<b>Step %d of %u</b> (read-only) — %s"),
                            index + 1, n_moves, summary);
  sudoku_banner_show (self->banner, SUDOKU_BANNER_PREVIEW, markup,
                      index + 1 < (int) n_moves ? _("_Continue from Here") : NULL,
                      _("_Back to Now"));
  /* A forcing chain is stepped through one branch at a time, as in the
   * hint. */
  if (sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP)
    {
      g_autoptr(GPtrArray) views = sudoku_step_dup_views (sudoku_move_get_step (move));

      if (views->len > 1)
        {
          g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
          g_auto(GStrv) texts = NULL;

          for (guint i = 0; i < views->len; i++)
            {
              const SudokuStepView *view = g_ptr_array_index (views, i);

              g_strv_builder_add (builder, view->text != NULL ? view->text : "");
            }
          texts = g_strv_builder_end (builder);
          sudoku_banner_set_views (self->banner, markup, (const char * const *) texts);
        }
    }
}

/**
 * sudoku_preview_shows_past:
 * @self: a preview
 *
 * Returns: whether the grid shows the past, read-only: a replay, or a
 *   move picked in the history. Undo and Redo then step through it
 *   (sudoku_preview_step()) and leave the game alone.
 */
gboolean
sudoku_preview_shows_past (SudokuPreview *self)
{
  g_return_val_if_fail (SUDOKU_IS_PREVIEW (self), FALSE);

  return (self->link != NULL && sudoku_library_link_get_replaying (self->link)) ||
         self->index >= 0;
}

/* Where a step of @delta goes from what is shown: a replay's position
 * (0, the start, to the number of moves) or a move of the history (0
 * to the last); FALSE when that is past either end, or the present is
 * shown. */
static gboolean
step_target (SudokuPreview *self,
             int            delta,
             int           *target)
{
  int n_moves;

  if (!sudoku_preview_shows_past (self))
    return FALSE;
  n_moves = (int) g_list_model_get_n_items (sudoku_game_get_history (self->game));
  if (sudoku_library_link_get_replaying (self->link))
    {
      *target = (int) sudoku_library_link_get_replay_position (self->link) + delta;
      return *target >= 0 && *target <= n_moves;
    }
  *target = self->index + delta;
  return *target >= 0 && *target < n_moves;
}

/**
 * sudoku_preview_can_step:
 * @self: a preview
 * @delta: moves to go on (negative: back)
 *
 * Returns: whether sudoku_preview_step() with @delta moves what is shown
 */
gboolean
sudoku_preview_can_step (SudokuPreview *self,
                         int            delta)
{
  int target;

  g_return_val_if_fail (SUDOKU_IS_PREVIEW (self), FALSE);

  return step_target (self, delta, &target);
}

/**
 * sudoku_preview_step:
 * @self: a preview
 * @delta: moves to go on (negative: back)
 *
 * While the past is shown (sudoku_preview_shows_past()), goes @delta
 * moves on through it: a replay as its Previous and Next Step buttons
 * do, the history's preview to the move before or after the one shown.
 * What Undo and Redo do then. Nothing past either end.
 *
 * Returns: whether it moved
 */
gboolean
sudoku_preview_step (SudokuPreview *self,
                     int            delta)
{
  int target;

  g_return_val_if_fail (SUDOKU_IS_PREVIEW (self), FALSE);

  if (!step_target (self, delta, &target))
    return FALSE;
  if (sudoku_library_link_get_replaying (self->link))
    sudoku_library_link_replay_seek (self->link, target);
  else
    /* The row follows, and previews it through ::move-activated. */
    sudoku_history_view_select (self->history_view, target);
  return TRUE;
}

/* A preview is about the board as it was (the session ends a hint);
 * the grid shows the game again by itself. */
static void
game_changed_cb (SudokuGame    *game,
                 SudokuPreview *self)
{
  if (self->index >= 0)
    {
      set_index (self, -1);
      sudoku_banner_hide (self->banner);
    }
}

/* Continue from Here: the moves after the one shown go. */
static void
banner_primary_clicked_cb (SudokuBanner  *banner,
                           SudokuPreview *self)
{
  guint keep;

  if (self->index < 0)
    return;
  keep = self->index + 1;
  sudoku_preview_show_present (self);
  sudoku_game_truncate_history (self->game, keep);
}

static void
banner_secondary_clicked_cb (SudokuBanner  *banner,
                             SudokuPreview *self)
{
  sudoku_preview_show_present (self);
}

static void
move_activated_cb (SudokuHistoryView *view,
                   int                index,
                   SudokuPreview     *self)
{
  sudoku_preview_show_move (self, index);
}

/* The replay's position picks the move shown; its start is the board
 * before the first move. */
static void
replay_position_cb (SudokuPreview *self)
{
  GListModel *history = sudoku_game_get_history (self->game);
  guint position = sudoku_library_link_get_replay_position (self->link);
  g_autoptr(SudokuMove) first = NULL;

  if (!sudoku_library_link_get_replaying (self->link))
    return;
  if (position > 0)
    {
      if (self->index != (int) position - 1)
        sudoku_history_view_select (self->history_view, (int) position - 1);
      return;
    }
  if (g_list_model_get_n_items (history) > 0)
    first = g_list_model_get_item (history, 0);
  set_index (self, -1);
  sudoku_history_view_unselect (self->history_view);
  if (first != NULL)
    {
      sudoku_grid_view_show_board (self->grid_view, &sudoku_move_get_before (first)->board,
                                   sudoku_move_get_before (first)->origins, NULL);
      sudoku_grid_view_set_colouring (self->grid_view,
                                      sudoku_game_get_colouring_at (self->game, 0));
    }
  else
    sudoku_grid_view_set_read_only (self->grid_view, TRUE);
  sudoku_banner_show (self->banner, SUDOKU_BANNER_PREVIEW,
                      _("<b>Replay</b>: the puzzle before the first move"), NULL, NULL);
}

static void
replaying_cb (SudokuPreview *self)
{
  if (sudoku_library_link_get_replaying (self->link))
    replay_position_cb (self);
  else
    sudoku_preview_show_present (self);
}

/**
 * sudoku_preview_attach:
 * @self: the preview of a window's template
 * @session: the session the window shows
 *
 * Starts following @session's game and replay, the history's picks and
 * the banner's buttons; called once the template is built.
 */
void
sudoku_preview_attach (SudokuPreview *self,
                       SudokuSession *session)
{
  g_return_if_fail (SUDOKU_IS_PREVIEW (self));
  g_return_if_fail (SUDOKU_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);
  g_return_if_fail (self->grid_view && self->banner && self->history_view);

  self->session = g_object_ref (session);
  self->game = sudoku_session_get_game (session);
  self->link = sudoku_session_get_library_link (session);
  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self, 0);
  g_signal_connect_object (self->link, "notify::replaying", G_CALLBACK (replaying_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->link, "notify::replay-position",
                           G_CALLBACK (replay_position_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->banner, "primary-clicked",
                           G_CALLBACK (banner_primary_clicked_cb), self, 0);
  g_signal_connect_object (self->banner, "secondary-clicked",
                           G_CALLBACK (banner_secondary_clicked_cb), self, 0);
  g_signal_connect_object (self->history_view, "move-activated",
                           G_CALLBACK (move_activated_cb), self, 0);
}

static void
sudoku_preview_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SudokuPreview *self = SUDOKU_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_GRID_VIEW:
      g_value_set_object (value, self->grid_view);
      break;
    case PROP_BANNER:
      g_value_set_object (value, self->banner);
      break;
    case PROP_HISTORY_VIEW:
      g_value_set_object (value, self->history_view);
      break;
    case PROP_INDEX:
      g_value_set_int (value, self->index);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The widgets are the window's, held weakly. */
static void
sudoku_preview_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SudokuPreview *self = SUDOKU_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_GRID_VIEW:
      g_set_weak_pointer (&self->grid_view, g_value_get_object (value));
      break;
    case PROP_BANNER:
      g_set_weak_pointer (&self->banner, g_value_get_object (value));
      break;
    case PROP_HISTORY_VIEW:
      g_set_weak_pointer (&self->history_view, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_preview_dispose (GObject *object)
{
  SudokuPreview *self = SUDOKU_PREVIEW (object);

  g_clear_weak_pointer (&self->grid_view);
  g_clear_weak_pointer (&self->banner);
  g_clear_weak_pointer (&self->history_view);
  self->game = NULL;
  self->link = NULL;
  g_clear_object (&self->session);

  G_OBJECT_CLASS (sudoku_preview_parent_class)->dispose (object);
}

static void
sudoku_preview_class_init (SudokuPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sudoku_preview_get_property;
  object_class->set_property = sudoku_preview_set_property;
  object_class->dispose = sudoku_preview_dispose;

  properties[PROP_GRID_VIEW] =
    g_param_spec_object ("grid-view", NULL, NULL, SUDOKU_TYPE_GRID_VIEW,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BANNER] =
    g_param_spec_object ("banner", NULL, NULL, SUDOKU_TYPE_BANNER,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HISTORY_VIEW] =
    g_param_spec_object ("history-view", NULL, NULL, SUDOKU_TYPE_HISTORY_VIEW,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /**
   * SudokuPreview:index:
   *
   * The move of the history shown, or -1 (the present, or a replay at
   * its start).
   */
  properties[PROP_INDEX] =
    g_param_spec_int ("index", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_preview_init (SudokuPreview *self)
{
  self->index = -1;
}
