/* sudoku-job-bar.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-job-bar.h"

#include <glib/gi18n.h>

/* The bar under the library window's header bar while a long job runs
 * (an import; a booklet gathered or printed, puzzles generated): what
 * it does, its progress (or a pulse while that is unknown) and Cancel.
 * A view: the job's owner says what to show and hears ::cancel; the
 * job's cancellable is the owner's (SudokuJobs). Once the job has run a
 * few seconds, the bar says about how long it has left, from the
 * progress so far (an import that rates many hard puzzles takes
 * hours). */

/* No estimate before the job has run this long: the first puzzles or
 * pages say little of the rest. */
#define ESTIMATE_AFTER_US (5 * G_USEC_PER_SEC)

struct _SudokuJobBar
{
  GtkWidget       parent_instance;

  GtkRevealer    *revealer;
  GtkLabel       *label;
  GtkProgressBar *progress;
  GtkLabel       *time_left;
  GtkButton      *cancel_button;
  guint           pulse_source;
  gint64          started;  /* monotonic µs, at sudoku_job_bar_start() */
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
  gtk_widget_class_bind_template_child (widget_class, SudokuJobBar, time_left);
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
  gtk_widget_set_visible (GTK_WIDGET (self->time_left), FALSE);
  self->started = g_get_monotonic_time ();
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

/**
 * sudoku_job_bar_format_time_left:
 * @elapsed_us: how long the job has run, in microseconds
 * @fraction: how much of it is done, 0 to 1
 *
 * About how long a job has left if it goes on at the pace it went so
 * far: "less than a minute left", "about 12 minutes left", "about 3 hours
 * left", "about 2 days left".
 *
 * Returns: (transfer full) (nullable): the text, or %NULL while the job
 *   has run too short a time, or done nothing yet, to tell
 */
char *
sudoku_job_bar_format_time_left (gint64 elapsed_us,
                                 double fraction)
{
  double seconds;

  if (elapsed_us < ESTIMATE_AFTER_US || !(fraction > 0) || fraction >= 1)
    return NULL;
  seconds = (double) elapsed_us / G_USEC_PER_SEC * (1 - fraction) / fraction;
  if (seconds < 60)
    return g_strdup (_("less than a minute left"));
  if (seconds < 90 * 60)
    {
      guint minutes = (guint) ((seconds + 59) / 60);

      /* Translators: a long job's estimated time left. */
      return g_strdup_printf (ngettext ("about %u minute left", "about %u minutes left", minutes),
                              minutes);
    }
  if (seconds < 48 * 3600)
    {
      guint hours = (guint) (seconds / 3600 + 0.5);

      /* Translators: a long job's estimated time left. */
      return g_strdup_printf (ngettext ("about %u hour left", "about %u hours left", hours), hours);
    }
  {
    double days = MIN (seconds / 86400 + 0.5, 9999);

    /* Translators: a long job's estimated time left. */
    return g_strdup_printf (ngettext ("about %u day left", "about %u days left", (guint) days),
                            (guint) days);
  }
}

/* The progress is known from now on: the pulse stops. */
void
sudoku_job_bar_set_progress (SudokuJobBar *self,
                             const char   *text,
                             double        fraction)
{
  g_autofree char *time_left = NULL;

  g_return_if_fail (SUDOKU_IS_JOB_BAR (self));

  g_clear_handle_id (&self->pulse_source, g_source_remove);
  gtk_label_set_text (self->label, text);
  gtk_progress_bar_set_fraction (self->progress, fraction);
  time_left = sudoku_job_bar_format_time_left (g_get_monotonic_time () - self->started, fraction);
  /* Once shown, an estimate stays until the job ends: only its text
   * changes, so the bar does not jump. */
  if (time_left != NULL)
    {
      gtk_label_set_text (self->time_left, time_left);
      gtk_widget_set_visible (GTK_WIDGET (self->time_left), TRUE);
    }
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
