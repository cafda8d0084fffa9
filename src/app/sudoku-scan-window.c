/* sudoku-scan-window.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-scan"

#include "config.h"

#include "sudoku-scan-window.h"

#include <glib/gi18n.h>

#include "sudoku-weak-ref.h"

/* The review of a photo before its puzzle is played (issue 22): the
 * photo with the grid's corners as handles (sudoku-scan-photo.c) beside
 * the grid as read (sudoku-scan-grid.c), the solver's verdict in words,
 * the book's level, name and number, and Load or Cancel. A view of a
 * SudokuScanReview (src/session), which reads in a worker: while it
 * reads, a bar says so with Stop. Nothing reaches the window's session
 * before Load. The window opens at once; the photo is decoded for
 * display in a worker of its own. An image that cannot be read at all
 * closes the review with "failed" (the main window says why); a photo
 * without a grid found stays, for the user to place the corners. */

struct _SudokuScanWindow
{
  AdwWindow         parent_instance;

  SudokuSession    *session;
  SudokuScanReview *review;
  /* The photo's decoding for display; cancelled in dispose. */
  GCancellable     *cancellable;

  AdwWindowTitle   *title;
  GtkRevealer      *busy_revealer;
  GtkSpinner       *spinner;
  SudokuScanPhoto  *photo;
  SudokuScanGrid   *grid;
  GtkLabel         *verdict;
  GtkWidget        *apply;
  GtkSpinButton    *level;
  GtkEntry         *source;
  GtkSpinButton    *number;
};

G_DEFINE_FINAL_TYPE (SudokuScanWindow, sudoku_scan_window, ADW_TYPE_WINDOW)

enum {
  SIGNAL_LOADED,
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Following the review */

static void
update (SudokuScanWindow *self)
{
  const SudokuVisionResult *result = sudoku_scan_review_get_result (self->review);
  gboolean busy = sudoku_scan_review_get_busy (self->review);
  g_autofree char *verdict = NULL;
  const char *error = sudoku_scan_review_get_error (self->review);

  if (sudoku_scan_review_get_unreadable (self->review) && error != NULL)
    {
      g_autofree char *message = g_strdup (error);
      /* Both stay alive to the end of the review's emission. */
      g_autoptr(SudokuScanWindow) hold = g_object_ref (self);
      g_autoptr(SudokuScanReview) review = g_object_ref (self->review);

      /* Nothing to review: the window that opened it says why. */
      g_signal_emit (self, signals[SIGNAL_FAILED], 0, message);
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  gtk_revealer_set_reveal_child (self->busy_revealer, busy);
  gtk_spinner_set_spinning (self->spinner, busy);
  if (error != NULL && !busy)
    /* On a line of its own: the reader's message ends without a full
     * stop ("… found in the image Drag the four corners…"). */
    verdict = g_strdup_printf ("%s\n%s", error,
                               _("Drag the four corners onto the grid's corners to read it "
                                 "from there."));
  else if (result == NULL && busy)
    verdict = g_strdup (_("Reading the photo…"));
  else
    verdict = sudoku_scan_review_dup_verdict_text (self->review);
  gtk_label_set_text (self->verdict, verdict);
  if (error != NULL && !busy)
    gtk_widget_add_css_class (GTK_WIDGET (self->verdict), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->verdict), "error");
  sudoku_scan_photo_set_corners (self->photo, sudoku_scan_review_get_corners (self->review));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scan.load", !busy && result != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scan.stop", busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scan.apply-correction",
                                 !busy && sudoku_scan_review_get_has_correction (self->review));
  gtk_widget_set_visible (self->apply, sudoku_scan_review_get_has_correction (self->review));
}

static void
corners_changed_cb (SudokuScanWindow *self)
{
  if (sudoku_scan_review_get_image (self->review) == NULL)
    return;
  sudoku_scan_review_set_corners (self->review, sudoku_scan_photo_get_corners (self->photo));
}

/* The photo for display, upright as the reader sees it. */

static void
decode_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  g_autoptr(GdkPixbufLoader) loader = gdk_pixbuf_loader_new ();
  GBytes *image = task_data;
  g_autoptr(GError) error = NULL;
  GdkPixbuf *upright;

  if (!gdk_pixbuf_loader_write_bytes (loader, image, &error) ||
      !gdk_pixbuf_loader_close (loader, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  upright = gdk_pixbuf_apply_embedded_orientation (gdk_pixbuf_loader_get_pixbuf (loader));
  g_task_return_pointer (task, upright, g_object_unref);
}

static void
decoded_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(SudokuScanWindow) self = sudoku_weak_ref_finish (user_data);
  g_autoptr(GdkPixbuf) pixbuf = g_task_propagate_pointer (G_TASK (result), NULL);
  g_autoptr(GdkTexture) texture = NULL;

  /* A photo that cannot be decoded is the reader's to report. */
  if (self == NULL || pixbuf == NULL)
    return;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  texture = gdk_texture_new_for_pixbuf (pixbuf);
  G_GNUC_END_IGNORE_DEPRECATIONS
  sudoku_scan_photo_set_texture (self->photo, texture);
}

/**
 * sudoku_scan_window_read:
 * @self: a review window
 * @image: an encoded image
 * @name: (nullable): its file name, for messages and the title
 *
 * Shows @image and reads it.
 */
void
sudoku_scan_window_read (SudokuScanWindow *self,
                         GBytes           *image,
                         const char       *name)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (SUDOKU_IS_SCAN_WINDOW (self));
  g_return_if_fail (image != NULL);

  adw_window_title_set_subtitle (self->title, name ? name : _("Pasted image"));
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->cancellable, decoded_cb, sudoku_weak_ref_new (self));
  g_task_set_task_data (task, g_bytes_ref (image), (GDestroyNotify) g_bytes_unref);
  g_task_run_in_thread (task, decode_thread);
  sudoku_scan_review_set_image (self->review, image, name);
}

SudokuScanReview *
sudoku_scan_window_get_review (SudokuScanWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_WINDOW (self), NULL);

  return self->review;
}

SudokuScanPhoto *
sudoku_scan_window_get_photo (SudokuScanWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_WINDOW (self), NULL);

  return self->photo;
}

SudokuScanGrid *
sudoku_scan_window_get_grid (SudokuScanWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_WINDOW (self), NULL);

  return self->grid;
}

/* Actions */

static void
load_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuScanWindow *self = SUDOKU_SCAN_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  sudoku_scan_review_set_level (self->review,
                                (guint) gtk_spin_button_get_value_as_int (self->level));
  sudoku_scan_review_set_source (self->review, gtk_editable_get_text (GTK_EDITABLE (self->source)));
  sudoku_scan_review_set_number (self->review,
                                 (guint) gtk_spin_button_get_value_as_int (self->number));
  if (!sudoku_scan_review_load (self->review, self->session, &error))
    {
      gtk_label_set_text (self->verdict, error->message);
      gtk_widget_error_bell (widget);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_LOADED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_window_destroy (GTK_WINDOW (widget));
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sudoku_scan_review_cancel (SUDOKU_SCAN_WINDOW (widget)->review);
}

static void
apply_correction_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  sudoku_scan_review_apply_correction (SUDOKU_SCAN_WINDOW (widget)->review);
}

/* Building */

static GtkWidget *
field_label (const char *text,
             GtkWidget  *field)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), field);
  return label;
}

static void
build (SudokuScanWindow *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *load = gtk_button_new_with_mnemonic (_("_Load"));
  GtkWidget *busy_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *busy_label = gtk_label_new (_("Reading the photo…"));
  GtkWidget *stop = gtk_button_new_with_mnemonic (_("_Stop Reading"));
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *apply = gtk_button_new_with_mnemonic (_("_Apply Correction"));
  GtkWidget *fields = gtk_grid_new ();

  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Check the Reading"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "scan.close");
  gtk_widget_set_tooltip_text (cancel, _("Close without Loading (Escape)"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (load), "scan.load");
  gtk_widget_set_tooltip_text (load, _("Play this Puzzle in the Window (Ctrl+Return)"));
  gtk_widget_add_css_class (load, "suggested-action");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), load);
  gtk_box_append (GTK_BOX (content), header);

  /* While the photo is read. */
  self->spinner = GTK_SPINNER (gtk_spinner_new ());
  gtk_box_append (GTK_BOX (busy_box), GTK_WIDGET (self->spinner));
  gtk_widget_set_hexpand (busy_label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (busy_label), 0);
  gtk_box_append (GTK_BOX (busy_box), busy_label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (stop), "scan.stop");
  gtk_box_append (GTK_BOX (busy_box), stop);
  gtk_widget_set_margin_start (busy_box, 12);
  gtk_widget_set_margin_end (busy_box, 12);
  gtk_widget_set_margin_top (busy_box, 6);
  gtk_widget_set_margin_bottom (busy_box, 6);
  self->busy_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_child (self->busy_revealer, busy_box);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->busy_revealer));

  self->photo = SUDOKU_SCAN_PHOTO (sudoku_scan_photo_new ());
  g_signal_connect_swapped (self->photo, "corners-changed", G_CALLBACK (corners_changed_cb),
                            self);
  gtk_box_append (GTK_BOX (body), GTK_WIDGET (self->photo));

  self->grid = SUDOKU_SCAN_GRID (sudoku_scan_grid_new (self->review));
  gtk_widget_set_size_request (GTK_WIDGET (self->grid), 9 * 40, 9 * 40);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->grid));
  self->verdict = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->verdict, TRUE);
  gtk_label_set_xalign (self->verdict, 0);
  gtk_label_set_max_width_chars (self->verdict, 40);
  gtk_label_set_selectable (self->verdict, TRUE);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->verdict));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (apply), "scan.apply-correction");
  gtk_widget_set_halign (apply, GTK_ALIGN_START);
  self->apply = apply;
  gtk_box_append (GTK_BOX (side), apply);

  /* What the book says of the puzzle, offered when saving. */
  self->level = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 7, 1));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->level),
                               _("The level the book gives it, 1–7; 0 for none"));
  self->source = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->source, _("Book or newspaper"));
  gtk_widget_set_hexpand (GTK_WIDGET (self->source), TRUE);
  self->number = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 99999, 1));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->number),
                               _("The puzzle's number in the book; 0 for none"));
  gtk_grid_set_row_spacing (GTK_GRID (fields), 6);
  gtk_grid_set_column_spacing (GTK_GRID (fields), 12);
  gtk_grid_attach (GTK_GRID (fields), field_label (_("Le_vel in the book"),
                                                   GTK_WIDGET (self->level)), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (fields), GTK_WIDGET (self->level), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (fields), field_label (_("_Source"), GTK_WIDGET (self->source)),
                   0, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (fields), GTK_WIDGET (self->source), 1, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (fields), field_label (_("_Number"), GTK_WIDGET (self->number)),
                   0, 2, 1, 1);
  gtk_grid_attach (GTK_GRID (fields), GTK_WIDGET (self->number), 1, 2, 1, 1);
  gtk_box_append (GTK_BOX (side), fields);
  gtk_box_append (GTK_BOX (body), side);

  gtk_widget_set_margin_start (body, 12);
  gtk_widget_set_margin_end (body, 12);
  gtk_widget_set_margin_top (body, 12);
  gtk_widget_set_margin_bottom (body, 12);
  gtk_widget_set_vexpand (body, TRUE);
  gtk_box_append (GTK_BOX (content), body);
  adw_window_set_content (ADW_WINDOW (self), content);
  /* The keys go to the grid from the start, to type over a cell marked
   * "?" (the focus was nowhere until a Tab or a click). */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->grid));
}

/**
 * sudoku_scan_window_new:
 * @parent: (nullable): the window the puzzle goes to
 * @session: its session
 *
 * Returns: (transfer none): a new review window, not shown yet
 */
SudokuScanWindow *
sudoku_scan_window_new (GtkWindow     *parent,
                        SudokuSession *session)
{
  SudokuScanWindow *self;

  g_return_val_if_fail (SUDOKU_IS_SESSION (session), NULL);

  self = g_object_new (SUDOKU_TYPE_SCAN_WINDOW,
                       "transient-for", parent,
                       "modal", TRUE,
                       "destroy-with-parent", TRUE,
                       "title", _("Check the Reading"),
                       "default-width", 1120,
                       "default-height", 680,
                       NULL);
  self->session = g_object_ref (session);
  return self;
}

/* GObject */

static void
sudoku_scan_window_dispose (GObject *object)
{
  SudokuScanWindow *self = SUDOKU_SCAN_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  if (self->review != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->review, self);
      /* The read on its way stops. */
      sudoku_scan_review_cancel (self->review);
    }
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (sudoku_scan_window_parent_class)->dispose (object);
}

static void
sudoku_scan_window_finalize (GObject *object)
{
  SudokuScanWindow *self = SUDOKU_SCAN_WINDOW (object);

  g_clear_object (&self->review);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (sudoku_scan_window_parent_class)->finalize (object);
}

static void
sudoku_scan_window_class_init (SudokuScanWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_scan_window_dispose;
  object_class->finalize = sudoku_scan_window_finalize;

  /**
   * SudokuScanWindow::loaded:
   *
   * The user loaded the grid into the session; the window closes.
   */
  signals[SIGNAL_LOADED] =
    g_signal_new ("loaded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * SudokuScanWindow::failed:
   * @message: what could not be read, and why
   *
   * The image could not be read at all; the window closes.
   */
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "scan.load", NULL, load_action);
  gtk_widget_class_install_action (widget_class, "scan.close", NULL, close_action);
  gtk_widget_class_install_action (widget_class, "scan.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "scan.apply-correction", NULL,
                                   apply_correction_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "scan.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "scan.load", NULL);
}

static void
sudoku_scan_window_init (SudokuScanWindow *self)
{
  self->review = sudoku_scan_review_new ();
  build (self);
  g_signal_connect_swapped (self->review, "changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->review, "notify::busy", G_CALLBACK (update), self);
  update (self);
}
