/* sudoku-print-bar.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-print-bar.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sudoku-print.h"
#include "sudoku-tooltips.h"
#include "sudoku-weak-ref.h"

/* Print… of the main window: the bar under the header bar while the
 * pages are prepared (the solution, its path and the level, in a worker
 * of sudoku-print.c), with the progress and Cancel; then the print
 * dialog of the window it is in. A failure is told in a toast of the
 * window's toast overlay. */

struct _SudokuPrintBar
{
  GtkBox          parent_instance;

  GtkRevealer    *revealer;
  GtkProgressBar *progress;

  GCancellable   *cancellable;
  guint           pulse;
};

G_DEFINE_FINAL_TYPE (SudokuPrintBar, sudoku_print_bar, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_RUNNING,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static gboolean
pulse_cb (gpointer user_data)
{
  SudokuPrintBar *self = user_data;

  gtk_progress_bar_pulse (self->progress);
  return G_SOURCE_CONTINUE;
}

/* The preparation has ended or was cancelled: the bar goes. */
static void
end_job (SudokuPrintBar *self)
{
  gboolean was_running = self->cancellable != NULL;

  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->pulse, g_source_remove);
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
  /* Hidden over the banner's strip, it lets the clicks through. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  if (was_running)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
cancel_clicked_cb (SudokuPrintBar *self)
{
  sudoku_print_bar_cancel (self);
}

/* The callbacks hold the bar weakly: the print dialog runs after the
 * preparation, and the window may close meanwhile. */
static void
progress_cb (GtkWindow *window,
             guint      done,
             guint      total,
             gpointer   user_data)
{
  g_autoptr(SudokuPrintBar) self = sudoku_weak_ref_get (user_data);

  if (self == NULL)
    return;
  g_clear_handle_id (&self->pulse, g_source_remove);
  gtk_progress_bar_set_fraction (self->progress, (double) done / total);
}

static void
done_cb (GtkWindow    *window,
         const GError *error,
         gpointer      user_data)
{
  g_autoptr(SudokuPrintBar) self = sudoku_weak_ref_get (user_data);
  GtkWidget *overlay;
  g_autofree char *text = NULL;
  g_autofree char *escaped = NULL;
  AdwToast *toast;

  if (self == NULL)
    return;
  if (error == NULL)
    {
      end_job (self);
      return;
    }
  overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  if (overlay == NULL)
    return;
  /* Translators: %s says why (the puzzle has no unique solution, or
   * the print system's error). */
  text = g_strdup_printf (_("Cannot print the puzzle: %s"), error->message);
  /* A toast's title is markup, and an error's message is not. */
  escaped = g_markup_escape_text (text, -1);
  toast = sudoku_toast_new (escaped);
  adw_toast_set_timeout (toast, 5);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

/**
 * sudoku_print_bar_print:
 * @self: a print bar in a window
 * @items: (element-type SudokuExportItem): the puzzle to print
 * @what: what the print dialog offers first
 * @unique: whether the puzzle has one solution (else only the puzzle
 *   prints, whatever @what says)
 * @action: %GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG for Print…;
 *   %GTK_PRINT_OPERATION_ACTION_EXPORT writes @export_filename as PDF
 * @export_filename: (nullable): for %GTK_PRINT_OPERATION_ACTION_EXPORT
 *
 * Prepares the pages with the bar shown, then prints them; does
 * nothing while a preparation runs.
 */
void
sudoku_print_bar_print (SudokuPrintBar          *self,
                        GPtrArray               *items,
                        SudokuExportWhat         what,
                        gboolean                 unique,
                        GtkPrintOperationAction  action,
                        const char              *export_filename)
{
  GtkRoot *window = gtk_widget_get_root (GTK_WIDGET (self));
  SudokuExportOptions options;

  g_return_if_fail (SUDOKU_IS_PRINT_BAR (self));
  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (items != NULL);

  if (self->cancellable != NULL)
    return;

  sudoku_export_options_init (&options);
  /* What the solve sheet needs: the solution, the path, the level. */
  options.what = unique ? SUDOKU_EXPORT_SHEET : SUDOKU_EXPORT_PUZZLE;
  options.format = SUDOKU_EXPORT_FORMAT_PDF;

  self->cancellable = g_cancellable_new ();
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  gtk_widget_set_can_target (GTK_WIDGET (self), TRUE);
  if (self->pulse == 0)
    self->pulse = g_timeout_add (100, pulse_cb, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);

  /* The pages are drawn in the main loop by the print operation: what
   * takes time (the solution, its path, the level) is done before.
   * Prepared with its path, the print dialog's tab may choose the
   * solution or the solve sheet instead. */
  sudoku_print_prepare_and_run (GTK_WINDOW (window), items, &options,
                                unique ? what : SUDOKU_EXPORT_PUZZLE, unique, action,
                                export_filename, self->cancellable,
                                progress_cb, done_cb, sudoku_weak_ref_new (self),
                                sudoku_weak_ref_free);
}

/**
 * sudoku_print_bar_get_running:
 * @self: a print bar
 *
 * Returns: whether pages are being prepared
 */
gboolean
sudoku_print_bar_get_running (SudokuPrintBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINT_BAR (self), FALSE);

  return self->cancellable != NULL;
}

/**
 * sudoku_print_bar_cancel:
 * @self: a print bar
 *
 * Stops the preparation; nothing is printed.
 */
void
sudoku_print_bar_cancel (SudokuPrintBar *self)
{
  g_return_if_fail (SUDOKU_IS_PRINT_BAR (self));

  g_cancellable_cancel (self->cancellable);
  end_job (self);
}

static void
sudoku_print_bar_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SudokuPrintBar *self = SUDOKU_PRINT_BAR (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->cancellable != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_print_bar_dispose (GObject *object)
{
  SudokuPrintBar *self = SUDOKU_PRINT_BAR (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->pulse, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_PRINT_BAR);

  G_OBJECT_CLASS (sudoku_print_bar_parent_class)->dispose (object);
}

static void
sudoku_print_bar_class_init (SudokuPrintBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_print_bar_get_property;
  object_class->dispose = sudoku_print_bar_dispose;

  /**
   * SudokuPrintBar:running:
   *
   * Whether pages are being prepared.
   */
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-print-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintBar, progress);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
}

static void
sudoku_print_bar_init (SudokuPrintBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* It lies over the banner's strip: hidden, the clicks go through. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}
