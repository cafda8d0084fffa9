/* sudoku-window-scan.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-window-private.h"

#include <glib/gi18n.h>

#include "sudoku-scan-window.h"

/* The window and photos of a book's page (issue 22): an image opened,
 * pasted or dropped opens the review (sudoku-scan-window.c), which reads
 * it; its Load shows the puzzle here. An image that cannot be read at
 * all is said in a toast. */

/**
 * _sudoku_window_is_image_file:
 * @file: a file to open
 *
 * Returns: %TRUE when @file's name says it is an image (PNG, JPEG,
 *   WebP, TIFF, BMP…): it goes to the review, not to the puzzle parser
 */
gboolean
_sudoku_window_is_image_file (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *type = NULL;
  g_autofree char *mime = NULL;

  if (name == NULL)
    return FALSE;
  type = g_content_type_guess (name, NULL, 0, NULL);
  mime = g_content_type_get_mime_type (type);
  return mime != NULL && g_str_has_prefix (mime, "image/");
}

static void
scan_failed_cb (SudokuScanWindow *scan,
                const char       *message,
                SudokuWindow     *self)
{
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  /* An error stays until dismissed, as a failed open does. */
  adw_toast_set_timeout (toast, 0);
  _sudoku_window_add_toast (self, toast);
}

static void
scan_loaded_cb (SudokuScanWindow *scan,
                SudokuWindow     *self)
{
  _sudoku_window_show_present (self);
  sudoku_grid_view_set_cursor (self->grid_view, -1);
  gtk_widget_grab_focus (GTK_WIDGET (self->grid_view));
}

/**
 * _sudoku_window_scan_bytes:
 * @self: a window
 * @image: an encoded image
 * @name: (nullable): its file name
 *
 * Opens the review of @image, which reads it; the window goes on.
 */
void
_sudoku_window_scan_bytes (SudokuWindow *self,
                           GBytes       *image,
                           const char   *name)
{
  SudokuScanWindow *scan = sudoku_scan_window_new (GTK_WINDOW (self), self->session);

  g_signal_connect_object (scan, "failed", G_CALLBACK (scan_failed_cb), self, 0);
  g_signal_connect_object (scan, "loaded", G_CALLBACK (scan_loaded_cb), self, 0);
  sudoku_scan_window_read (scan, image, name);
  gtk_window_present (GTK_WINDOW (scan));
}

static void
encode_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  g_task_return_pointer (task, gdk_texture_save_to_png_bytes (task_data),
                         (GDestroyNotify) g_bytes_unref);
}

static void
encoded_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = _sudoku_window_from_weak_ref (user_data);
  g_autoptr(GBytes) png = g_task_propagate_pointer (G_TASK (result), NULL);

  if (self != NULL && png != NULL)
    _sudoku_window_scan_bytes (self, png, NULL);
}

/* A texture, pasted or dropped: as a PNG to the reader. A texture in
 * memory (what the clipboard and a drop give) is encoded in a worker,
 * so that a big screenshot does not hold the window up. */
void
_sudoku_window_scan_texture (SudokuWindow *self,
                             GdkTexture   *texture)
{
  g_autoptr(GTask) task = NULL;

  if (!GDK_IS_MEMORY_TEXTURE (texture))
    {
      g_autoptr(GBytes) png = gdk_texture_save_to_png_bytes (texture);

      _sudoku_window_scan_bytes (self, png, NULL);
      return;
    }
  task = g_task_new (NULL, self->cancellable, encoded_cb, _sudoku_window_weak_ref (self));
  g_task_set_task_data (task, g_object_ref (texture), g_object_unref);
  g_task_run_in_thread (task, encode_thread);
}

static void
image_loaded_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = _sudoku_window_from_weak_ref (user_data);
  g_autoptr(GBytes) image = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (G_FILE (source));

  image = g_file_load_bytes_finish (G_FILE (source), result, NULL, &error);
  if (self == NULL)
    return;
  if (image == NULL)
    {
      g_autofree char *text = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* Translators: %s is a file; then why it cannot be opened. */
      text = g_strdup_printf (_("Cannot open “%s”: %s"), name, error->message);
      scan_failed_cb (NULL, text, self);
      return;
    }
  _sudoku_window_scan_bytes (self, image, name);
}

/**
 * _sudoku_window_scan_file:
 * @self: a window
 * @file: an image file
 *
 * Reads @file in the background, then opens its review.
 */
void
_sudoku_window_scan_file (SudokuWindow *self,
                          GFile        *file)
{
  g_file_load_bytes_async (file, self->cancellable, image_loaded_cb,
                           _sudoku_window_weak_ref (self));
}

static void
paste_texture_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = _sudoku_window_from_weak_ref (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = gdk_clipboard_read_texture_finish (GDK_CLIPBOARD (object),
                                                                      result, &error);

  if (self == NULL)
    return;
  if (texture == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _sudoku_window_toast (self, _("The clipboard's image cannot be read"));
      return;
    }
  _sudoku_window_scan_texture (self, texture);
}

/**
 * _sudoku_window_paste_image:
 * @self: a window
 *
 * Paste, when the clipboard holds an image (a screenshot, an image
 * copied from a web page): its review opens.
 *
 * Returns: %TRUE when the clipboard holds an image; %FALSE leaves the
 *   paste to the text
 */
gboolean
_sudoku_window_paste_image (SudokuWindow *self)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (self));

  if (!gdk_content_formats_contain_gtype (gdk_clipboard_get_formats (clipboard),
                                          GDK_TYPE_TEXTURE))
    return FALSE;
  gdk_clipboard_read_texture_async (clipboard, self->cancellable, paste_texture_cb,
                                    _sudoku_window_weak_ref (self));
  return TRUE;
}
