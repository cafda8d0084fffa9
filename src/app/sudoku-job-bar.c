/* sudoku-job-bar.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-job-bar.h"

/* The bar under the library window's header bar while a long job runs
 * (an import; a booklet gathered or printed, puzzles generated): what
 * it does, its progress (or a pulse while that is unknown) and Cancel.
 * A view: the job's owner says what to show and hears ::cancel; the
 * job's cancellable is the owner's (SudokuJobs). */

struct _SudokuJobBar
{
  GtkWidget       parent_instance;

  GtkRevealer    *revealer;
  GtkLabel       *label;
  GtkProgressBar *progress;
  GtkButton      *cancel_button;
  guint           pulse_source;
};

G_DEFINE_FINAL_TYPE (SudokuJobBar, sudoku_job_bar, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PROGRESS_LABEL,
  PROP_CANCEL_TOOLTIP,
  N_PROPS
};

enum {
  SIGNAL_CANCEL,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
cancel_clicked_cb (SudokuJobBar *self)
{
  g_signal_emit (self, signals[SIGNAL_CANCEL], 0);
}

static gboolean
pulse_cb (gpointer user_data)
{
  SudokuJobBar *self = user_data;

  gtk_progress_bar_pulse (self->progress);
  return G_SOURCE_CONTINUE;
}

static void
sudoku_job_bar_dispose (GObject *object)
{
  SudokuJobBar *self = SUDOKU_JOB_BAR (object);

  g_clear_handle_id (&self->pulse_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_JOB_BAR);

  G_OBJECT_CLASS (sudoku_job_bar_parent_class)->dispose (object);
}

static void
sudoku_job_bar_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SudokuJobBar *self = SUDOKU_JOB_BAR (object);

  switch (prop_id)
    {
    case PROP_PROGRESS_LABEL:
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, g_value_get_string (value),
                                      -1);
      break;

    case PROP_CANCEL_TOOLTIP:
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->cancel_button), g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_job_bar_class_init (SudokuJobBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_job_bar_dispose;
  object_class->set_property = sudoku_job_bar_set_property;

  /* How a screen reader names the progress bar ("Import progress"). */
  properties[PROP_PROGRESS_LABEL] =
    g_param_spec_string ("progress-label", NULL, NULL, NULL,
                         G_PARAM_WRITABLE | G_PARAM_STATIC_STRINGS);
  /* What Cancel does, in its tooltip. */
  properties[PROP_CANCEL_TOOLTIP] =
    g_param_spec_string ("cancel-tooltip", NULL, NULL, NULL,
                         G_PARAM_WRITABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuJobBar::cancel:
   *
   * The user pressed Cancel: the owner stops the job and the bar.
   */
  signals[SIGNAL_CANCEL] =
    g_signal_new ("cancel", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/nanpure/Nanpure/"
                                                             "sudoku-job-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuJobBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuJobBar, label);
  gtk_widget_class_bind_template_child (widget_class, SudokuJobBar, progress);
  gtk_widget_class_bind_template_child (widget_class, SudokuJobBar, cancel_button);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
}

static void
sudoku_job_bar_init (SudokuJobBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sudoku_job_bar_start:
 * @text: what the job does
 * @pulse: whether the bar pulses until sudoku_job_bar_set_progress()
 *
 * Shows the bar, at no progress.
 */
void
sudoku_job_bar_start (SudokuJobBar *self,
                      const char   *text,
                      gboolean      pulse)
{
  g_return_if_fail (SUDOKU_IS_JOB_BAR (self));

  gtk_label_set_text (self->label, text);
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  if (pulse && self->pulse_source == 0)
    self->pulse_source = g_timeout_add (100, pulse_cb, self);
  else if (!pulse)
    g_clear_handle_id (&self->pulse_source, g_source_remove);
}

void
sudoku_job_bar_set_text (SudokuJobBar *self,
                         const char   *text)
{
  g_return_if_fail (SUDOKU_IS_JOB_BAR (self));

  gtk_label_set_text (self->label, text);
}

/* The progress is known from now on: the pulse stops. */
void
sudoku_job_bar_set_progress (SudokuJobBar *self,
                             const char   *text,
                             double        fraction)
{
  g_return_if_fail (SUDOKU_IS_JOB_BAR (self));

  g_clear_handle_id (&self->pulse_source, g_source_remove);
  gtk_label_set_text (self->label, text);
  gtk_progress_bar_set_fraction (self->progress, fraction);
}

/* Hides the bar. */
void
sudoku_job_bar_stop (SudokuJobBar *self)
{
  g_return_if_fail (SUDOKU_IS_JOB_BAR (self));

  g_clear_handle_id (&self->pulse_source, g_source_remove);
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
}

/* Whether the bar is shown (or showing). */
gboolean
sudoku_job_bar_get_shown (SudokuJobBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_JOB_BAR (self), FALSE);

  return gtk_revealer_get_reveal_child (self->revealer);
}
