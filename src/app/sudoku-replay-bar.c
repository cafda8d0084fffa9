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
 * and leave. A view of the session's replay: its buttons call the
 * session, and it shows the session's replay-position and
 * replay-playing. */

struct _SudokuReplayBar
{
  GtkBox         parent_instance;

  SudokuSession *session;

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
  position = sudoku_session_get_replay_position (self->session);
  text = g_strdup_printf ("%u / %u", position, n_moves);

  self->updating = TRUE;
  gtk_adjustment_configure (self->adjustment, position, 0, n_moves, 1, 10, 0);
  self->updating = FALSE;
  gtk_label_set_text (self->position_label, text);
  gtk_button_set_icon_name (self->play_button,
                            sudoku_session_get_replay_playing (self->session)
                            ? "media-playback-pause-symbolic"
                            : "media-playback-start-symbolic");
}

static void
seek_by (SudokuReplayBar *self,
         int              delta)
{
  sudoku_session_replay_seek (self->session,
                              (int) sudoku_session_get_replay_position (self->session) + delta);
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
  sudoku_session_replay_play (self->session, !sudoku_session_get_replay_playing (self->session));
}

static void
scale_changed_cb (SudokuReplayBar *self)
{
  if (self->updating || self->session == NULL)
    return;
  sudoku_session_replay_seek (self->session,
                              (int) (gtk_adjustment_get_value (self->adjustment) + 0.5));
}

static void
solved_again_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  /* The session says the comparison in its progress line. */
  g_autofree char *text = sudoku_session_solve_again_finish (SUDOKU_SESSION (object), result,
                                                             NULL);
}

static void
again_clicked_cb (SudokuReplayBar *self)
{
  sudoku_session_solve_again_async (self->session, NULL, solved_again_cb, NULL);
}

static void
close_clicked_cb (SudokuReplayBar *self)
{
  sudoku_session_exit_replay (self->session);
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
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    {
      g_signal_connect_swapped (session, "notify::replay-position", G_CALLBACK (update), self);
      g_signal_connect_swapped (session, "notify::replay-playing", G_CALLBACK (update), self);
      g_signal_connect_swapped (session, "notify::replaying", G_CALLBACK (update), self);
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
