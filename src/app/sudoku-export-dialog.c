/* sudoku-export-dialog.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Export…: what (puzzle, solution, both, sheet, booklet), the format and
 * the size or paper (and a PNG's resolution), the look (the options of
 * `nanpure-cli export`: black digits, grayscale, candidates, caption,
 * transparency), then a file chooser; the export runs in a worker with a
 * progress bar and Cancel, and #SudokuExportDialog::exported says where
 * the file went so that the window can offer to open it.
 *
 * Every choice comes back the next time, from the export-* keys of
 * GSettings (the command line keeps its own defaults): what only in the
 * window's dialog (the library's is for booklets), the format only for
 * what has no pages. A PNG larger than cairo can make is refused under
 * its size, with Export disabled (sudoku_export_options_check_image()). */

#define G_LOG_DOMAIN "nanpure-export"

#include "config.h"

#include "sudoku-export-dialog.h"

#include <glib/gi18n.h>

#include "sudoku-tooltips.h"
#include "sudoku-weak-ref.h"

struct _SudokuExportDialog
{
  AdwWindow         parent_instance;

  /* Template widgets. */
  AdwToastOverlay  *toast_overlay;
  GtkButton        *cancel_button;
  GtkButton        *export_button;
  AdwPreferencesPage *options_page;
  AdwComboRow      *what_row;
  AdwComboRow      *format_row;
  AdwActionRow     *size_row;
  GtkAdjustment    *size_adjustment;
  AdwActionRow     *resolution_row;
  GtkAdjustment    *resolution_adjustment;
  AdwComboRow      *paper_row;
  AdwComboRow      *per_page_row;
  GtkSwitch        *plain_switch;
  GtkSwitch        *grayscale_switch;
  AdwActionRow     *candidates_row;
  GtkSwitch        *candidates_switch;
  AdwActionRow     *colours_row;
  GtkSwitch        *colours_switch;
  AdwActionRow     *caption_row;
  GtkSwitch        *caption_switch;
  AdwActionRow     *transparent_row;
  GtkSwitch        *transparent_switch;
  GtkProgressBar   *progress_bar;

  GSettings        *settings;
  GPtrArray        *items;
  GCancellable     *cancellable;
  GFile            *file;
  GtkFileChooserNative *chooser;
  gboolean          close_when_done;
  /* The rows hold what was remembered: changes are choices to keep. */
  gboolean          restored;
  /* What is offered by choice, not by the caller (not a booklet). */
  gboolean          remember_what;
  /* Whether the rows allow an export (a PNG not too large). */
  gboolean          can_export;
};

G_DEFINE_FINAL_TYPE (SudokuExportDialog, sudoku_export_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_EXPORTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const guint per_page_choices[] = { 1, 2, 4, 6 };

static const char * const format_extensions[] = {
  [SUDOKU_EXPORT_FORMAT_PNG] = "png",
  [SUDOKU_EXPORT_FORMAT_PDF] = "pdf",
  [SUDOKU_EXPORT_FORMAT_SVG] = "svg",
};

/**
 * sudoku_export_dialog_get_options:
 * @self: the dialog
 * @options: (out caller-allocates): what the rows say
 */
void
sudoku_export_dialog_get_options (SudokuExportDialog  *self,
                                  SudokuExportOptions *options)
{
  guint per_page = adw_combo_row_get_selected (self->per_page_row);

  g_return_if_fail (SUDOKU_IS_EXPORT_DIALOG (self));

  sudoku_export_options_init (options);
  options->what = (SudokuExportWhat) adw_combo_row_get_selected (self->what_row);
  options->format = (SudokuExportFormat) adw_combo_row_get_selected (self->format_row);
  if (sudoku_export_what_has_pages (options->what))
    options->format = SUDOKU_EXPORT_FORMAT_PDF;
  /* The grid size is in points (1/72 in); a PNG has the pixels of that
   * length at its resolution, which it records. */
  if (options->format == SUDOKU_EXPORT_FORMAT_PNG)
    sudoku_export_options_set_png_grid (options,
                                        gtk_adjustment_get_value (self->size_adjustment) / 72,
                                        (guint) gtk_adjustment_get_value (
                                          self->resolution_adjustment));
  else if (options->format == SUDOKU_EXPORT_FORMAT_SVG)
    options->grid_size = gtk_adjustment_get_value (self->size_adjustment);
  options->paper = (SudokuPaper) adw_combo_row_get_selected (self->paper_row);
  options->per_page = per_page_choices[MIN (per_page, G_N_ELEMENTS (per_page_choices) - 1)];
  options->plain = gtk_switch_get_active (self->plain_switch);
  options->grayscale = gtk_switch_get_active (self->grayscale_switch);
  options->transparent = gtk_switch_get_active (self->transparent_switch);
  /* As `nanpure-cli export --candidates --caption`; a page has its
   * caption whatever this says. */
  options->candidates = gtk_switch_get_active (self->candidates_switch);
  options->colours = gtk_switch_get_active (self->colours_switch);
  options->caption = gtk_switch_get_active (self->caption_switch);
}

/* The format to offer for what has no pages: the one last chosen, but
 * a picture shows one puzzle: many are a PDF. */
static SudokuExportFormat
remembered_format (SudokuExportDialog *self)
{
  if (self->items != NULL && self->items->len > 1)
    return SUDOKU_EXPORT_FORMAT_PDF;
  return (SudokuExportFormat) g_settings_get_enum (self->settings, "export-format");
}

static void
set_enum_if_changed (GSettings  *settings,
                     const char *key,
                     int         value)
{
  if (g_settings_get_enum (settings, key) != value)
    g_settings_set_enum (settings, key, value);
}

/* Shows the rows that matter for what and format, and whether the
 * export can be made. */
static void
options_changed_cb (SudokuExportDialog *self)
{
  g_autoptr(GError) error = NULL;
  SudokuExportOptions options;
  gboolean pages, pdf;

  pages = sudoku_export_what_has_pages (
    (SudokuExportWhat) adw_combo_row_get_selected (self->what_row));

  /* Sheets and booklets have pages: they are PDFs; back from one, the
   * format is the one chosen before. */
  if (pages && adw_combo_row_get_selected (self->format_row) != SUDOKU_EXPORT_FORMAT_PDF)
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->format_row), FALSE);
      adw_combo_row_set_selected (self->format_row, SUDOKU_EXPORT_FORMAT_PDF);
    }
  else if (!pages && !gtk_widget_get_sensitive (GTK_WIDGET (self->format_row)))
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->format_row), TRUE);
      adw_combo_row_set_selected (self->format_row, remembered_format (self));
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->format_row), !pages);

  sudoku_export_dialog_get_options (self, &options);
  pdf = options.format == SUDOKU_EXPORT_FORMAT_PDF;

  gtk_widget_set_visible (GTK_WIDGET (self->size_row), !pdf);
  gtk_widget_set_visible (GTK_WIDGET (self->resolution_row),
                          options.format == SUDOKU_EXPORT_FORMAT_PNG);
  if (options.format == SUDOKU_EXPORT_FORMAT_PNG)
    {
      /* Translators: the grid size's unit, and the pixels it makes at
       * the resolution chosen. */
      g_autofree char *subtitle = g_strdup_printf (_("In points (1/72 inch): %.0f pixels at this "
                                                     "resolution"), options.grid_size);

      adw_action_row_set_subtitle (self->size_row, subtitle);
    }
  else
    adw_action_row_set_subtitle (self->size_row, _("In points (1/72 inch)"));
  /* Too large for a PNG: said under the size, and Export waits for a
   * smaller one. */
  self->can_export = sudoku_export_options_check_image (&options, &error);
  if (!self->can_export)
    {
      adw_action_row_set_subtitle (self->size_row, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->size_row), "error");
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->size_row), "error");
  gtk_widget_set_sensitive (GTK_WIDGET (self->export_button),
                            self->can_export && self->cancellable == NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->transparent_row), !pdf);
  gtk_widget_set_visible (GTK_WIDGET (self->caption_row), !pdf);
  /* A solution alone has no empty cell. */
  gtk_widget_set_visible (GTK_WIDGET (self->candidates_row),
                          options.what != SUDOKU_EXPORT_SOLUTION);
  gtk_widget_set_visible (GTK_WIDGET (self->colours_row),
                          options.what != SUDOKU_EXPORT_SOLUTION);
  gtk_widget_set_visible (GTK_WIDGET (self->paper_row), pdf);
  gtk_widget_set_visible (GTK_WIDGET (self->per_page_row),
                          options.what == SUDOKU_EXPORT_BOOKLET);
}

/* The user's choices, kept for the next dialog once the rows hold what
 * was remembered (not what the caller offered). */
static void
what_changed_cb (SudokuExportDialog *self)
{
  options_changed_cb (self);
  if (self->restored && self->remember_what)
    set_enum_if_changed (self->settings, "export-what",
                         (int) adw_combo_row_get_selected (self->what_row));
}

static void
format_changed_cb (SudokuExportDialog *self)
{
  options_changed_cb (self);
  /* Not the PDF a sheet or a booklet imposes. */
  if (self->restored && gtk_widget_get_sensitive (GTK_WIDGET (self->format_row)))
    set_enum_if_changed (self->settings, "export-format",
                         (int) adw_combo_row_get_selected (self->format_row));
}

static void
pages_changed_cb (SudokuExportDialog *self)
{
  SudokuExportOptions options;

  if (!self->restored)
    return;
  sudoku_export_dialog_get_options (self, &options);
  set_enum_if_changed (self->settings, "export-paper", options.paper);
  if (g_settings_get_uint (self->settings, "export-per-page") != options.per_page)
    g_settings_set_uint (self->settings, "export-per-page", options.per_page);
}

static void
set_busy (SudokuExportDialog *self,
          gboolean            busy)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->options_page), !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), !busy && self->can_export);
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), busy);
  gtk_progress_bar_set_fraction (self->progress_bar, 0);
  gtk_progress_bar_set_text (self->progress_bar, busy ? _("Preparing…") : NULL);
}

static void
progress_cb (guint    done,
             guint    total,
             gpointer user_data)
{
  g_autoptr(SudokuExportDialog) self = sudoku_weak_ref_get (user_data);
  g_autofree char *text = NULL;

  /* Gone: its dispose stopped the worker. */
  if (self == NULL || total == 0)
    return;
  gtk_progress_bar_set_fraction (self->progress_bar, (double) done / total);
  text = g_strdup_printf (_("%u of %u"), done, total);
  gtk_progress_bar_set_text (self->progress_bar, text);
}

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SudokuExportDialog) self = sudoku_weak_ref_finish (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  gboolean written = sudoku_export_to_file_finish (result, &error);

  if (self == NULL)
    return;
  file = g_steal_pointer (&self->file);
  g_clear_object (&self->cancellable);
  set_busy (self, FALSE);

  if (!written && self->close_when_done)
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  if (error != NULL)
    {
      AdwToast *toast;

      /* A toast's title is markup, and an error's message is not; on
       * as many lines as it needs in the narrow dialog. */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        toast = sudoku_toast_new (_("Export cancelled: nothing was written"));
      else
        {
          g_autofree char *escaped = g_markup_escape_text (error->message, -1);

          toast = sudoku_toast_new (escaped);
        }
      adw_toast_set_timeout (toast, 0);
      sudoku_toast_overlay_add (self->toast_overlay, toast);
      return;
    }

  g_signal_emit (self, signals[SIGNAL_EXPORTED], 0, file);
  gtk_window_destroy (GTK_WINDOW (self));
}

/**
 * sudoku_export_dialog_export_to:
 * @self: the dialog
 * @file: a local file to write
 *
 * Starts the export the rows describe, in a worker; the dialog shows the
 * progress, Cancel stops it, and on success the dialog emits
 * #SudokuExportDialog::exported and closes.
 */
void
sudoku_export_dialog_export_to (SudokuExportDialog *self,
                                GFile              *file)
{
  g_autofree char *path = NULL;
  SudokuExportOptions options;
  gpointer ref;

  g_return_if_fail (SUDOKU_IS_EXPORT_DIALOG (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (self->cancellable == NULL);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      sudoku_toast_overlay_add (self->toast_overlay,
                                sudoku_toast_new (_("Choose a folder on this computer")));
      return;
    }

  /* Export is disabled then; this is for a caller that did not look. */
  if (!self->can_export)
    return;
  sudoku_export_dialog_get_options (self, &options);
  self->cancellable = g_cancellable_new ();
  g_set_object (&self->file, file);
  set_busy (self, TRUE);
  /* One weak reference for the progress and the answer, which frees it
   * (the progress queued before the answer comes before it). */
  ref = sudoku_weak_ref_new (self);
  sudoku_export_to_file_async (self->items, &options, path, self->cancellable,
                               progress_cb, ref, export_done_cb, ref);
}

gboolean
sudoku_export_dialog_is_busy (SudokuExportDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_EXPORT_DIALOG (self), FALSE);

  return self->cancellable != NULL;
}

/**
 * sudoku_export_dialog_cancel:
 * @self: the dialog
 *
 * Stops a running export (the old file stays as it was), or closes the
 * dialog when none runs.
 */
void
sudoku_export_dialog_cancel (SudokuExportDialog *self)
{
  g_return_if_fail (SUDOKU_IS_EXPORT_DIALOG (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  else
    gtk_window_destroy (GTK_WINDOW (self));
}

static void
cancel_clicked_cb (SudokuExportDialog *self)
{
  sudoku_export_dialog_cancel (self);
}

static void
chooser_response_cb (SudokuExportDialog   *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->chooser);
  if (file != NULL)
    sudoku_export_dialog_export_to (self, file);
}

static void
export_clicked_cb (SudokuExportDialog *self)
{
  SudokuExportOptions options;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;

  sudoku_export_dialog_get_options (self, &options);
  title = sudoku_export_dup_title (self->items, &options);
  g_strdelimit (title, "/\\:", '-');
  name = g_strdup_printf ("%s.%s", title, format_extensions[options.format]);

  self->chooser = gtk_file_chooser_native_new (_("Export"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (chooser_response_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static gboolean
close_request_cb (GtkWindow *window)
{
  SudokuExportDialog *self = SUDOKU_EXPORT_DIALOG (window);

  /* Closing while the worker writes cancels it; the dialog goes when
   * the worker has stopped. */
  if (self->cancellable != NULL)
    {
      self->close_when_done = TRUE;
      g_cancellable_cancel (self->cancellable);
      return TRUE;
    }
  return FALSE;
}

static void
sudoku_export_dialog_dispose (GObject *object)
{
  SudokuExportDialog *self = SUDOKU_EXPORT_DIALOG (object);

  /* A worker still writing stops; its answer finds the dialog gone and
   * the old file as it was. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_EXPORT_DIALOG);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sudoku_export_dialog_parent_class)->dispose (object);
}

static void
sudoku_export_dialog_finalize (GObject *object)
{
  SudokuExportDialog *self = SUDOKU_EXPORT_DIALOG (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (sudoku_export_dialog_parent_class)->finalize (object);
}

static void
sudoku_export_dialog_class_init (SudokuExportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = sudoku_export_dialog_dispose;
  object_class->finalize = sudoku_export_dialog_finalize;
  window_class->close_request = close_request_cb;

  /**
   * SudokuExportDialog::exported:
   * @self: the dialog
   * @file: the file written
   *
   * The export is written; the dialog closes right after.
   */
  signals[SIGNAL_EXPORTED] =
    g_signal_new ("exported", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);

  /* Escape closes, as Cancel does: a running export is stopped first
   * (close_request_cb()). */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/nanpure/Nanpure/sudoku-export-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, export_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, options_page);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, what_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, size_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, size_adjustment);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, resolution_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, resolution_adjustment);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, paper_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, per_page_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, plain_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, grayscale_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, candidates_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, candidates_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, colours_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, colours_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, caption_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, caption_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, transparent_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, transparent_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuExportDialog, progress_bar);
  gtk_widget_class_bind_template_callback (widget_class, options_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, what_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, format_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, pages_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked_cb);
}

static void
sudoku_export_dialog_init (SudokuExportDialog *self)
{
  guint per_page;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->can_export = TRUE;

  /* Every choice as last made (what and format: in
   * sudoku_export_dialog_new(), which knows what is offered; the paper
   * and puzzles a page are set here: a template sets properties before
   * the model, which resets the selection). */
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "export-png-dpi", self->resolution_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-grid-size", self->size_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-plain", self->plain_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-grayscale", self->grayscale_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-candidates", self->candidates_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-colours", self->colours_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-caption", self->caption_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-transparent", self->transparent_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  adw_combo_row_set_selected (self->paper_row,
                              (guint) g_settings_get_enum (self->settings, "export-paper"));
  per_page = g_settings_get_uint (self->settings, "export-per-page");
  for (guint i = 0; i < G_N_ELEMENTS (per_page_choices); i++)
    if (per_page_choices[i] <= per_page)
      adw_combo_row_set_selected (self->per_page_row, i);
}

/**
 * sudoku_export_dialog_new:
 * @parent: (nullable): the window it belongs to
 * @items: (element-type SudokuExportItem): the puzzles (the current one,
 *   a selection or a group); referenced, and prepared by the export's
 *   worker: give items no one else uses
 * @what: what to offer (a booklet for many puzzles); other than a
 *   booklet, the choice last made in such a dialog is offered instead,
 *   if any
 *
 * Returns: (transfer full): the dialog, to present
 */
SudokuExportDialog *
sudoku_export_dialog_new (GtkWindow        *parent,
                          GPtrArray        *items,
                          SudokuExportWhat  what)
{
  SudokuExportDialog *self;

  g_return_val_if_fail (items != NULL && items->len > 0, NULL);

  self = g_object_new (SUDOKU_TYPE_EXPORT_DIALOG,
                       "transient-for", parent,
                       NULL);
  self->items = g_ptr_array_ref (items);
  self->remember_what = what != SUDOKU_EXPORT_BOOKLET;
  if (self->remember_what && g_settings_get_enum (self->settings, "export-what") >= 0)
    what = (SudokuExportWhat) g_settings_get_enum (self->settings, "export-what");
  adw_combo_row_set_selected (self->what_row, what);
  adw_combo_row_set_selected (self->format_row,
                              sudoku_export_what_has_pages (what)
                              ? SUDOKU_EXPORT_FORMAT_PDF : remembered_format (self));
  options_changed_cb (self);
  self->restored = TRUE;
  return self;
}
