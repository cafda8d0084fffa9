/* sudoku-print-preview.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Print → Preview, shown by the app itself: the pages the print
 * operation draws, one at a time, fitted to the window.
 *
 * The protocol is GtkPrintOperationPreview's (GTK 4.8 docs): the
 * operation's ::preview handler is given the preview and a print
 * context, on which a cairo context must be set before it returns; the
 * operation paginates in its idle (::begin-print) and then emits
 * GtkPrintOperationPreview::ready. From then on each
 * gtk_print_operation_preview_render_page() emits ::request-page-setup,
 * ::got-page-size and ::draw-page on the context's cairo context,
 * whichever was set last; gtk_print_operation_preview_end_preview()
 * ends the operation (::end-print, then ::done). A page is drawn the
 * first time it is shown, onto a cairo recording surface of its own, so
 * that the window plays it back at any size, as sharp as the paper.
 *
 * The window holds the operation and ends the preview once, when it is
 * disposed: closed, or destroyed with its parent. */

#define G_LOG_DOMAIN "nanpure-print"

#include "config.h"

#include "sudoku-print-preview.h"

#include <glib/gi18n.h>

#include "sudoku-tooltips.h"

/* The space about the paper, in pixels. */
#define PAPER_MARGIN 24

typedef struct
{
  cairo_surface_t *surface;
  /* The paper, in points. */
  double           width;
  double           height;
} PageImage;

struct _SudokuPrintPreview
{
  AdwWindow          parent_instance;

  GtkPrintOperation *operation;
  GtkPrintContext   *context;
  gulong             ready_id;
  gulong             status_id;
  gboolean           ready;
  gboolean           ended;

  /* The operation's page numbers that print (the dialog's range), and
   * their pages once drawn. */
  GArray            *pages;
  GArray            *images;
  guint              page;

  AdwWindowTitle    *title;
  GtkWidget         *area;
};

G_DEFINE_FINAL_TYPE (SudokuPrintPreview, sudoku_print_preview, ADW_TYPE_WINDOW)

enum {
  SIGNAL_PRINT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
page_image_clear (PageImage *image)
{
  g_clear_pointer (&image->surface, cairo_surface_destroy);
}

/* Ends the preview, once: the operation emits ::end-print and ::done. */
static void
end_preview (SudokuPrintPreview *self)
{
  if (self->operation == NULL || self->ended)
    return;
  self->ended = TRUE;
  g_clear_signal_handler (&self->ready_id, self->operation);
  g_clear_signal_handler (&self->status_id, self->operation);
  gtk_print_operation_preview_end_preview (GTK_PRINT_OPERATION_PREVIEW (self->operation));
}

/* The page @index of those shown, drawn on first use. */
static PageImage *
ensure_page (SudokuPrintPreview *self,
             guint               index)
{
  PageImage *image;
  GtkPageSetup *page_setup;
  cairo_t *cr;

  g_return_val_if_fail (index < self->pages->len, NULL);

  image = &g_array_index (self->images, PageImage, index);
  if (image->surface != NULL || self->ended)
    return image->surface != NULL ? image : NULL;

  /* In points: the operation's unit is points, and 72 dots an inch
   * makes one unit one point on the recording. */
  image->surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (image->surface);
  gtk_print_context_set_cairo_context (self->context, cr, 72, 72);
  gtk_print_operation_preview_render_page (GTK_PRINT_OPERATION_PREVIEW (self->operation),
                                           g_array_index (self->pages, int, index));
  cairo_destroy (cr);
  cairo_surface_flush (image->surface);

  /* The page's setup, as ::request-page-setup left it. */
  page_setup = gtk_print_context_get_page_setup (self->context);
  image->width = gtk_page_setup_get_paper_width (page_setup, GTK_UNIT_POINTS);
  image->height = gtk_page_setup_get_paper_height (page_setup, GTK_UNIT_POINTS);
  return image;
}

static void
update_page (SudokuPrintPreview *self)
{
  g_autofree char *text = NULL;
  guint n_pages = self->pages->len;

  if (self->ready && n_pages > 0)
    text = g_strdup_printf (_("Page %d of %d"), (int) self->page + 1, (int) n_pages);
  adw_window_title_set_subtitle (self->title, text != NULL ? text : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  text != NULL ? text : _("Print Preview"), -1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.previous",
                                 self->ready && self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.next",
                                 self->ready && self->page + 1 < n_pages);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.print", self->ready && n_pages > 0);
  gtk_widget_queue_draw (self->area);
}

/* The pagination is done: the pages that print are known. */
static void
ready_cb (GtkPrintOperationPreview *preview,
          GtkPrintContext          *context,
          SudokuPrintPreview       *self)
{
  int n_pages = 0;

  g_object_get (self->operation, "n-pages", &n_pages, NULL);
  g_array_set_size (self->pages, 0);
  for (int i = 0; i < n_pages; i++)
    if (gtk_print_operation_preview_is_selected (preview, i))
      g_array_append_val (self->pages, i);
  g_array_set_size (self->images, self->pages->len);
  self->ready = TRUE;
  self->page = 0;
  update_page (self);
}

/* The operation gave up before it was ready (cancelled while it
 * paginated): there is nothing to show. */
static void
status_changed_cb (GtkPrintOperation  *operation,
                   SudokuPrintPreview *self)
{
  if (gtk_print_operation_get_status (operation) != GTK_PRINT_STATUS_FINISHED_ABORTED)
    return;
  self->ended = TRUE;
  g_clear_signal_handler (&self->ready_id, self->operation);
  g_clear_signal_handler (&self->status_id, self->operation);
  gtk_window_destroy (GTK_WINDOW (self));
}

/**
 * sudoku_print_preview_draw_page:
 * @self: a preview
 * @cr: where to draw
 * @width: the room, in @cr's units (pixels)
 * @height: the room
 *
 * Draws the page shown as large as it fits in @width × @height with a
 * margin, on white paper: what the window shows. Nothing before the
 * preview is ready.
 */
void
sudoku_print_preview_draw_page (SudokuPrintPreview *self,
                                cairo_t            *cr,
                                int                 width,
                                int                 height)
{
  PageImage *image;
  double scale, x, y;

  g_return_if_fail (SUDOKU_IS_PRINT_PREVIEW (self));

  if (!self->ready || self->pages->len == 0)
    return;
  image = ensure_page (self, self->page);
  if (image == NULL || image->width <= 0 || image->height <= 0)
    return;

  scale = MIN ((width - 2.0 * PAPER_MARGIN) / image->width,
               (height - 2.0 * PAPER_MARGIN) / image->height);
  if (scale <= 0)
    return;
  x = floor ((width - image->width * scale) / 2);
  y = floor ((height - image->height * scale) / 2);

  cairo_save (cr);
  /* The sheet's shadow, then the sheet. */
  cairo_rectangle (cr, x + 1, y + 2, image->width * scale, image->height * scale);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  cairo_rectangle (cr, x, y, image->width * scale, image->height * scale);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  cairo_set_source_surface (cr, image->surface, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  sudoku_print_preview_draw_page (SUDOKU_PRINT_PREVIEW (user_data), cr, width, height);
}

/**
 * sudoku_print_preview_get_ready:
 * @self: a preview
 *
 * Returns: whether the pages are known (the operation is paginated)
 */
gboolean
sudoku_print_preview_get_ready (SudokuPrintPreview *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINT_PREVIEW (self), FALSE);
  return self->ready;
}

/**
 * sudoku_print_preview_get_n_pages:
 * @self: a preview
 *
 * Returns: the pages that print (those of the print dialog's range), 0
 *   before the preview is ready
 */
guint
sudoku_print_preview_get_n_pages (SudokuPrintPreview *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINT_PREVIEW (self), 0);
  return self->pages->len;
}

/**
 * sudoku_print_preview_get_page:
 * @self: a preview
 *
 * Returns: the page shown, from 0
 */
guint
sudoku_print_preview_get_page (SudokuPrintPreview *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINT_PREVIEW (self), 0);
  return self->page;
}

/**
 * sudoku_print_preview_set_page:
 * @self: a preview
 * @page: the page to show, from 0; past the last, the last
 */
void
sudoku_print_preview_set_page (SudokuPrintPreview *self,
                               guint               page)
{
  g_return_if_fail (SUDOKU_IS_PRINT_PREVIEW (self));

  if (self->pages->len == 0)
    return;
  self->page = MIN (page, self->pages->len - 1);
  update_page (self);
}

/**
 * sudoku_print_preview_dup_page_setup:
 * @self: a preview
 *
 * Returns: (transfer full): the page setup the pages are drawn on (that
 *   of the print dialog)
 */
GtkPageSetup *
sudoku_print_preview_dup_page_setup (SudokuPrintPreview *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINT_PREVIEW (self), NULL);
  return gtk_page_setup_copy (gtk_print_context_get_page_setup (self->context));
}

static void
previous_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuPrintPreview *self = SUDOKU_PRINT_PREVIEW (widget);

  if (self->page > 0)
    sudoku_print_preview_set_page (self, self->page - 1);
}

static void
next_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  SudokuPrintPreview *self = SUDOKU_PRINT_PREVIEW (widget);

  sudoku_print_preview_set_page (self, self->page + 1);
}

static void
print_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  g_signal_emit (widget, signals[SIGNAL_PRINT], 0);
}

static void
sudoku_print_preview_dispose (GObject *object)
{
  SudokuPrintPreview *self = SUDOKU_PRINT_PREVIEW (object);

  end_preview (self);
  g_clear_object (&self->operation);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (sudoku_print_preview_parent_class)->dispose (object);
}

static void
sudoku_print_preview_finalize (GObject *object)
{
  SudokuPrintPreview *self = SUDOKU_PRINT_PREVIEW (object);

  g_array_unref (self->pages);
  g_array_unref (self->images);
  G_OBJECT_CLASS (sudoku_print_preview_parent_class)->finalize (object);
}

static void
sudoku_print_preview_class_init (SudokuPrintPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_print_preview_dispose;
  object_class->finalize = sudoku_print_preview_finalize;

  /**
   * SudokuPrintPreview::print:
   *
   * The Print… button: print the pages as shown, with the same
   * settings. The handler closes the preview.
   */
  signals[SIGNAL_PRINT] = g_signal_new ("print", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "preview.previous", NULL, previous_cb);
  gtk_widget_class_install_action (widget_class, "preview.next", NULL, next_cb);
  gtk_widget_class_install_action (widget_class, "preview.print", NULL, print_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0,
                                       "preview.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Up, 0,
                                       "preview.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0,
                                       "preview.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Down, 0,
                                       "preview.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static GtkWidget *
icon_button_new (const char *icon_name,
                 const char *action_name,
                 const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

static void
sudoku_print_preview_init (SudokuPrintPreview *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *pager = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *print = gtk_button_new_with_mnemonic (_("_Print…"));

  self->pages = g_array_new (FALSE, FALSE, sizeof (int));
  self->images = g_array_new (FALSE, TRUE, sizeof (PageImage));
  g_array_set_clear_func (self->images, (GDestroyNotify) page_image_clear);

  gtk_window_set_title (GTK_WINDOW (self), _("Print Preview"));
  gtk_window_set_default_size (GTK_WINDOW (self), 600, 780);
  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Print Preview"), ""));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));

  gtk_widget_add_css_class (pager, "linked");
  gtk_box_append (GTK_BOX (pager),
                  icon_button_new ("go-previous-symbolic", "preview.previous",
                                   _("Previous Page (Page Up)")));
  gtk_box_append (GTK_BOX (pager),
                  icon_button_new ("go-next-symbolic", "preview.next",
                                   _("Next Page (Page Down)")));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), pager);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (print), "preview.print");
  gtk_widget_add_css_class (print, "suggested-action");
  gtk_widget_set_tooltip_text (print, _("Back to the Print Dialog, to Print"));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), print);

  self->area = gtk_drawing_area_new ();
  gtk_widget_set_hexpand (self->area, TRUE);
  gtk_widget_set_vexpand (self->area, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw_cb, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Print Preview"), -1);

  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), self->area);
  adw_window_set_content (ADW_WINDOW (self), box);
  sudoku_tooltips_attach (box);
  update_page (self);
}

/**
 * sudoku_print_preview_new:
 * @operation: the operation whose ::preview this is
 * @context: the context ::preview gave
 * @parent: (nullable): the window it belongs to; the preview goes with it
 *
 * A preview window, for the ::preview handler to present: it sets the
 * cairo context GTK requires before the handler returns, shows the pages
 * once the operation is ready, and ends the preview when it goes.
 *
 * Returns: (transfer none): the window, owned by GTK's list of toplevels
 */
SudokuPrintPreview *
sudoku_print_preview_new (GtkPrintOperation *operation,
                          GtkPrintContext   *context,
                          GtkWindow         *parent)
{
  SudokuPrintPreview *self;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (GTK_IS_PRINT_OPERATION (operation), NULL);
  g_return_val_if_fail (GTK_IS_PRINT_CONTEXT (context), NULL);
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  self = g_object_new (SUDOKU_TYPE_PRINT_PREVIEW, NULL);
  self->operation = g_object_ref (operation);
  self->context = g_object_ref (context);
  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
    }

  /* GTK checks for a context when the handler returns; each page gets
   * its own before it is drawn. */
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  gtk_print_context_set_cairo_context (context, cr, 72, 72);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  self->ready_id = g_signal_connect (operation, "ready", G_CALLBACK (ready_cb), self);
  self->status_id = g_signal_connect (operation, "status-changed",
                                      G_CALLBACK (status_changed_cb), self);
  return self;
}
