/* sudoku-status-area.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-status-area.h"

/* The two lines under the grid, in a strip of one height (a second
 * line never moves the grid): the session's status (the clues, what
 * the check found, or what is wrong, marked as an error) and its
 * progress (what the solver is doing or had to say). */

struct _SudokuStatusArea
{
  GtkBox         parent_instance;

  SudokuSession *session;

  GtkLabel      *status_label;
  GtkLabel      *progress_label;
};

G_DEFINE_FINAL_TYPE (SudokuStatusArea, sudoku_status_area, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static void
set_css_class (GtkLabel   *label,
               const char *css_class,
               gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (GTK_WIDGET (label), css_class);
  else
    gtk_widget_remove_css_class (GTK_WIDGET (label), css_class);
}

static void
status_changed_cb (SudokuStatusArea *self)
{
  const char *text = sudoku_session_get_status (self->session);

  gtk_label_set_text (self->status_label, text ? text : "");
  set_css_class (self->status_label, "error",
                 sudoku_session_get_status_is_error (self->session));
}

/* The second line: what the session's solver is doing or found. */
static void
progress_changed_cb (SudokuStatusArea *self)
{
  SudokuSolveRunner *runner = sudoku_session_get_solve_runner (self->session);
  const char *text = sudoku_solve_runner_get_progress (runner);

  gtk_label_set_text (self->progress_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->progress_label), text != NULL);
  /* No spinner: the workers are done in a blink, and the spinner's
   * first frame would load an SVG decoder on the main loop. A long
   * solve shows its progress in the text. */
  set_css_class (self->progress_label, "working", sudoku_solve_runner_get_busy (runner));
}

SudokuSession *
sudoku_status_area_get_session (SudokuStatusArea *self)
{
  g_return_val_if_fail (SUDOKU_IS_STATUS_AREA (self), NULL);

  return self->session;
}

/**
 * sudoku_status_area_set_session:
 * @self: a status area
 * @session: (nullable): the session whose status and progress it shows
 */
void
sudoku_status_area_set_session (SudokuStatusArea *self,
                                SudokuSession    *session)
{
  g_return_if_fail (SUDOKU_IS_STATUS_AREA (self));
  g_return_if_fail (session == NULL || SUDOKU_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (sudoku_session_get_solve_runner (self->session), self);
    }
  g_set_object (&self->session, session);
  if (session != NULL)
    {
      SudokuSolveRunner *runner = sudoku_session_get_solve_runner (session);

      g_signal_connect_swapped (session, "notify::status", G_CALLBACK (status_changed_cb), self);
      g_signal_connect_swapped (runner, "notify::progress", G_CALLBACK (progress_changed_cb),
                                self);
      g_signal_connect_swapped (runner, "notify::busy", G_CALLBACK (progress_changed_cb), self);
      status_changed_cb (self);
      progress_changed_cb (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

/* The first line, as shown. */
const char *
sudoku_status_area_get_status (SudokuStatusArea *self)
{
  g_return_val_if_fail (SUDOKU_IS_STATUS_AREA (self), NULL);

  return gtk_label_get_text (self->status_label);
}

/* The second line, as shown. */
const char *
sudoku_status_area_get_progress (SudokuStatusArea *self)
{
  g_return_val_if_fail (SUDOKU_IS_STATUS_AREA (self), NULL);

  return gtk_label_get_text (self->progress_label);
}

static void
sudoku_status_area_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SudokuStatusArea *self = SUDOKU_STATUS_AREA (object);

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
sudoku_status_area_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  SudokuStatusArea *self = SUDOKU_STATUS_AREA (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      sudoku_status_area_set_session (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_status_area_dispose (GObject *object)
{
  SudokuStatusArea *self = SUDOKU_STATUS_AREA (object);

  sudoku_status_area_set_session (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_STATUS_AREA);

  G_OBJECT_CLASS (sudoku_status_area_parent_class)->dispose (object);
}

static void
sudoku_status_area_class_init (SudokuStatusAreaClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_status_area_get_property;
  object_class->set_property = sudoku_status_area_set_property;
  object_class->dispose = sudoku_status_area_dispose;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL,
                         SUDOKU_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-status-area.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuStatusArea, status_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuStatusArea, progress_label);
}

static void
sudoku_status_area_init (SudokuStatusArea *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
