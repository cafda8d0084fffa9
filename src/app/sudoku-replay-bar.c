/* sudoku-replay-bar.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-replay-bar.h"

/* The transport bar under the grid while a saved solve is replayed:
 * previous, play/pause, next, a slider and the position, Solve Again,
 * and leave. A view of the session's replay, its library link
 * (sudoku-library-link.h): its buttons call the link, and it shows the
 * link's replay-position and replay-playing. */

struct _SudokuReplayBar
{
  GtkBox         parent_instance;

  SudokuSession *session;
  /* The session's part the bar shows and drives. */
  SudokuLibraryLink *link;

  GtkButton     *play_button;
  GtkAdjustment *adjustment;
  GtkLabel      *position_label;
  gboolean       updating;
};

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (SudokuReplayBar, sudoku_replay_bar, GTK_TYPE_BOX)

static void
update (SudokuReplayBar *self)
{
  guint n_moves, position;
  g_autofree char *text = NULL;

  if (self->session == NULL)
    return;
  n_moves = g_list_model_get_n_items (sudoku_game_get_history (
                                        sudoku_session_get_game (self->session)));
  position = sudoku_library_link_get_replay_position (self->link);
  text = g_strdup_printf ("%u / %u", position, n_moves);

  self->updating = TRUE;
  gtk_adjustment_configure (self->adjustment, position, 0, n_moves, 1, 10, 0);
  self->updating = FALSE;
  gtk_label_set_text (self->position_label, text);
  gtk_button_set_icon_name (self->play_button,
                            sudoku_library_link_get_replay_playing (self->link)
                            ? "media-playback-pause-symbolic"
                            : "media-playback-start-symbolic");
}

static void
seek_by (SudokuReplayBar *self,
         int              delta)
{
  guint position = sudoku_library_link_get_replay_position (self->link);

  sudoku_library_link_replay_seek (self->link, (int) position + delta);
}

static void
previous_clicked_cb (SudokuReplayBar *self)
{
  seek_by (self, -1);
}

static void
next_clicked_cb (SudokuReplayBar *self)
{
  seek_by (self, 1);
}

static void
play_clicked_cb (SudokuReplayBar *self)
{
  sudoku_library_link_replay_play (self->link,
                                   !sudoku_library_link_get_replay_playing (self->link));
}

static void
scale_changed_cb (SudokuReplayBar *self)
{
  if (self->updating || self->session == NULL)
    return;
  sudoku_library_link_replay_seek (self->link,
                                   (int) (gtk_adjustment_get_value (self->adjustment) + 0.5));
}

static void
solved_again_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  /* The session says the comparison in its progress line. */
  g_autofree char *text = sudoku_library_link_solve_again_finish (SUDOKU_LIBRARY_LINK (object),
                                                                  result, NULL);
}

static void
again_clicked_cb (SudokuReplayBar *self)
{
  sudoku_library_link_solve_again_async (self->link, NULL, solved_again_cb, NULL);
}

static void
close_clicked_cb (SudokuReplayBar *self)
{
  sudoku_library_link_exit_replay (self->link);
}

/**
 * sudoku_replay_bar_set_session:
 * @self: a replay bar
 * @session: (nullable): the session whose replay to show
 */
void
sudoku_replay_bar_set_session (SudokuReplayBar *self,
                               SudokuSession   *session)
{
  g_return_if_fail (SUDOKU_IS_REPLAY_BAR (self));
  g_return_if_fail (session == NULL || SUDOKU_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->link != NULL)
    g_signal_handlers_disconnect_by_data (self->link, self);
  g_set_object (&self->session, session);
  g_clear_object (&self->link);
  if (session != NULL)
    self->link = g_object_ref (sudoku_session_get_library_link (session));
  if (session != NULL)
    {
      g_signal_connect_swapped (self->link, "notify::replay-position", G_CALLBACK (update), self);
      g_signal_connect_swapped (self->link, "notify::replay-playing", G_CALLBACK (update), self);
      g_signal_connect_swapped (self->link, "notify::replaying", G_CALLBACK (update), self);
    }
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

SudokuSession *
sudoku_replay_bar_get_session (SudokuReplayBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_REPLAY_BAR (self), NULL);

  return self->session;
}

static void
sudoku_replay_bar_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SudokuReplayBar *self = SUDOKU_REPLAY_BAR (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_replay_bar_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SudokuReplayBar *self = SUDOKU_REPLAY_BAR (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      sudoku_replay_bar_set_session (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_replay_bar_dispose (GObject *object)
{
  SudokuReplayBar *self = SUDOKU_REPLAY_BAR (object);

  sudoku_replay_bar_set_session (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_REPLAY_BAR);

  G_OBJECT_CLASS (sudoku_replay_bar_parent_class)->dispose (object);
}

static void
sudoku_replay_bar_class_init (SudokuReplayBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_replay_bar_get_property;
  object_class->set_property = sudoku_replay_bar_set_property;
  object_class->dispose = sudoku_replay_bar_dispose;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, SUDOKU_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-replay-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuReplayBar, play_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuReplayBar, adjustment);
  gtk_widget_class_bind_template_child (widget_class, SudokuReplayBar, position_label);
  gtk_widget_class_bind_template_callback (widget_class, previous_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, play_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, scale_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, again_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, close_clicked_cb);
}

static void
sudoku_replay_bar_init (SudokuReplayBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sudoku_replay_bar_new (void)
{
  return g_object_new (SUDOKU_TYPE_REPLAY_BAR, NULL);
}
