/* test-print-preview.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Print → Preview shows the pages in the app's own window (it ran a PDF
 * viewer, which may show nothing): as many pages as print, turned with
 * Previous and Next, drawn; the window may close, or its parent with it
 * open; its Print prints what it shows; the window's Print… reaches it
 * through the print dialog's Preview; and in Japanese. */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sudoku-application-private.h"
#include "sudoku-export.h"
#include "sudoku-parse.h"
#include "sudoku-print-preview.h"
#include "sudoku-print.h"
#include "ui-test-utils.h"

/* The one preview shown, or NULL. */
static SudokuPrintPreview *
find_preview (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  SudokuPrintPreview *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (SUDOKU_IS_PRINT_PREVIEW (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        {
          g_assert_null (found);
          found = SUDOKU_PRINT_PREVIEW (window);
        }
    }
  return found;
}

static gboolean
preview_is_ready (gpointer data)
{
  SudokuPrintPreview *preview = find_preview ();

  return preview != NULL && sudoku_print_preview_get_ready (preview);
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
no_preview (gpointer data)
{
  return find_preview () == NULL;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static void
done_cb (GtkPrintOperation       *operation,
         GtkPrintOperationResult  result,
         GtkPrintOperationResult *ended)
{
  *ended = result;
}

static gboolean
has_ended (gpointer data)
{
  return *(GtkPrintOperationResult *) data != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS;
}

/* The items of @n puzzles, prepared for @options. */
static GPtrArray *
items_of (const char *const        *puzzles,
          const SudokuExportOptions *options)
{
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_export_item_free);

  for (guint i = 0; puzzles[i] != NULL; i++)
    {
      SudokuBoard board = test_board_from (puzzles[i], SUDOKU_VARIANT_CLASSIC);
      g_autoptr(GError) error = NULL;

      g_ptr_array_add (items, sudoku_export_item_new (&board));
      g_assert_true (sudoku_export_item_prepare_for (items->pdata[i], options, NULL, &error));
      g_assert_no_error (error);
    }
  return items;
}

/* The pages the export draws of @items on A4 with its default margins,
 * which the operation prints on. */
static int
printable_pages (GPtrArray                 *items,
                 const SudokuExportOptions *options)
{
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) paper = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  int pages;

  gtk_page_setup_set_paper_size_and_default_margins (setup, paper);
  pages = sudoku_export_render_pages (cr, items, options,
                                      gtk_page_setup_get_page_width (setup, GTK_UNIT_POINTS),
                                      gtk_page_setup_get_page_height (setup, GTK_UNIT_POINTS),
                                      -2, 0);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return pages;
}

/* The page shown, drawn as the window draws it, at 420 × 600. */
static cairo_surface_t *
draw_shown_page (SudokuPrintPreview *preview)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 420, 600);
  cairo_t *cr = cairo_create (surface);

  /* A grey like the window's, that is neither ink nor paper. */
  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);
  sudoku_print_preview_draw_page (preview, cr, 420, 600);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Counts the white (paper) and dark (ink) pixels of @surface. */
static void
count_pixels (cairo_surface_t *surface,
              guint           *paper,
              guint           *ink)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  *paper = *ink = 0;
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + 4 * x);
        guint r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

        if (r > 245 && g > 245 && b > 245)
          (*paper)++;
        else if (r < 100 && g < 100 && b < 100)
          (*ink)++;
      }
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) cairo_image_surface_get_stride (a) *
                 cairo_image_surface_get_height (a)) == 0;
}

/* Presses @keyval on @preview, as its shortcut does. */
static void
press (SudokuPrintPreview *preview,
       guint               keyval)
{
  g_autoptr(GtkShortcut) shortcut = find_key_shortcut (GTK_WIDGET (preview), keyval, 0);

  g_assert_nonnull (shortcut);
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                               GTK_WIDGET (preview),
                                               gtk_shortcut_get_arguments (shortcut)));
}

static gboolean
idle_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Waits until the operation's idle work (paginating, drawing) is done:
 * an idle of lower priority runs after it. */
static void
wait_for_operation_idle (void)
{
  gboolean done = FALSE;

  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE + 20, idle_cb, &done, NULL);
  iterate_until (is_true, &done);
}

/* Runs @operation's preview for @parent and waits until it shows. */
static SudokuPrintPreview *
open_preview (GtkPrintOperation *operation,
              GtkWindow         *parent)
{
  g_autoptr(GError) error = NULL;
  SudokuPrintPreview *preview;

  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PREVIEW,
                                            parent, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_IN_PROGRESS);
  g_assert_no_error (error);
  iterate_until (preview_is_ready, NULL);
  preview = find_preview ();
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (preview)) == parent);
  return preview;
}

/* A booklet of three puzzles, one a page: three pages, turned with
 * Next and Previous, each drawn, each its own. */
static void
booklet_pages (SudokuApplication *application)
{
  const char *const puzzles[] = { HARD, SINGLES_ONLY, EASY, NULL };
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GtkPrintOperation) operation = NULL;
  GtkPrintOperationResult ended = GTK_PRINT_OPERATION_RESULT_IN_PROGRESS;
  cairo_surface_t *first, *second, *again;
  SudokuPrintPreview *preview;
  SudokuWindow *window;
  SudokuExportOptions options;
  guint paper, ink;
  int n_pages = 0;

  sudoku_export_options_init (&options);
  options.what = SUDOKU_EXPORT_BOOKLET;
  options.per_page = 1;
  items = items_of (puzzles, &options);
  window = window_with_puzzle (application, NULL);
  operation = sudoku_print_operation_new (items, &options);
  g_signal_connect (operation, "done", G_CALLBACK (done_cb), &ended);

  preview = open_preview (operation, GTK_WINDOW (window));
  g_object_get (operation, "n-pages", &n_pages, NULL);
  g_assert_cmpint (n_pages, ==, printable_pages (items, &options));
  g_assert_cmpint (n_pages, >=, 3);
  g_assert_cmpuint (sudoku_print_preview_get_n_pages (preview), ==, n_pages);
  g_assert_cmpuint (sudoku_print_preview_get_page (preview), ==, 0);
  /* No page before the first. */
  g_assert_false (gtk_widget_is_sensitive (find_actionable (GTK_WIDGET (preview),
                                                            "preview.previous")));
  g_assert_true (gtk_widget_is_sensitive (find_actionable (GTK_WIDGET (preview),
                                                           "preview.next")));

  /* The first page: paper, with ink on it. */
  first = draw_shown_page (preview);
  count_pixels (first, &paper, &ink);
  g_assert_cmpuint (paper, >, 420 * 600 / 4);
  g_assert_cmpuint (ink, >, 1000);

  /* Next, then Previous: another page, then the first again; the
   * buttons, then the keys. */
  g_signal_emit_by_name (find_actionable (GTK_WIDGET (preview), "preview.next"), "clicked");
  g_assert_cmpuint (sudoku_print_preview_get_page (preview), ==, 1);
  second = draw_shown_page (preview);
  count_pixels (second, &paper, &ink);
  g_assert_cmpuint (ink, >, 1000);
  g_assert_false (same_pixels (first, second));
  g_signal_emit_by_name (find_actionable (GTK_WIDGET (preview), "preview.previous"), "clicked");
  g_assert_cmpuint (sudoku_print_preview_get_page (preview), ==, 0);
  again = draw_shown_page (preview);
  g_assert_true (same_pixels (first, again));
  press (preview, GDK_KEY_Page_Down);
  g_assert_cmpuint (sudoku_print_preview_get_page (preview), ==, 1);
  press (preview, GDK_KEY_Page_Up);
  g_assert_cmpuint (sudoku_print_preview_get_page (preview), ==, 0);

  /* Next stops at the last page. */
  for (int i = 0; i < n_pages + 2; i++)
    gtk_widget_activate_action (GTK_WIDGET (preview), "preview.next", NULL);
  g_assert_cmpuint (sudoku_print_preview_get_page (preview), ==, n_pages - 1);
  g_assert_false (gtk_widget_is_sensitive (find_actionable (GTK_WIDGET (preview),
                                                            "preview.next")));
  iterate_until (is_mapped, preview);
  g_assert_nonnull (find_label_showing (GTK_WIDGET (preview), "Print Preview"));
  {
    g_autofree char *text = g_strdup_printf ("Page %d of %d", n_pages, n_pages);

    g_assert_nonnull (find_label_showing (GTK_WIDGET (preview), text));
  }
  maybe_screenshot (GTK_WIDGET (preview), "print-preview-booklet");

  /* Escape closes it, which ends the operation. */
  press (preview, GDK_KEY_Escape);
  iterate_until (has_ended, &ended);
  g_assert_cmpint (ended, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_null (find_preview ());

  cairo_surface_destroy (first);
  cairo_surface_destroy (second);
  cairo_surface_destroy (again);
  destroy_window (window);
}

/* The puzzle window closes with its preview open, once shown and once
 * before its pages are known: the preview goes with it and the
 * operation ends. */
static void
close_parent (SudokuApplication *application)
{
  const char *const puzzles[] = { HARD, NULL };
  g_autoptr(GPtrArray) items = NULL;
  SudokuExportOptions options;

  sudoku_export_options_init (&options);
  options.what = SUDOKU_EXPORT_SHEET;
  items = items_of (puzzles, &options);

  for (int ready = 1; ready >= 0; ready--)
    {
      g_autoptr(GtkPrintOperation) operation = sudoku_print_operation_new (items, &options);
      GtkPrintOperationResult ended = GTK_PRINT_OPERATION_RESULT_IN_PROGRESS;
      SudokuWindow *window = window_with_puzzle (application, HARD);
      g_autoptr(GError) error = NULL;
      SudokuPrintPreview *preview;

      g_signal_connect (operation, "done", G_CALLBACK (done_cb), &ended);
      if (ready)
        {
          preview = open_preview (operation, GTK_WINDOW (window));
          g_assert_cmpuint (sudoku_print_preview_get_n_pages (preview), ==,
                            printable_pages (items, &options));
        }
      else
        {
          g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PREVIEW,
                                                    GTK_WINDOW (window), &error),
                           ==, GTK_PRINT_OPERATION_RESULT_IN_PROGRESS);
          g_assert_no_error (error);
          preview = find_preview ();
          g_assert_nonnull (preview);
          g_assert_false (sudoku_print_preview_get_ready (preview));
        }
      g_object_add_weak_pointer (G_OBJECT (preview), (gpointer *) &preview);

      destroy_window (window);
      iterate_until (no_preview, NULL);
      iterate_until (has_ended, &ended);
      g_assert_cmpint (ended, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
      /* Whatever was pending of the operation runs on a preview gone. */
      wait_for_operation_idle ();
      g_assert_null (preview);
    }
}

static gboolean
file_is_whole_pdf (gpointer data)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (data, &contents, &length, NULL) || length < 16)
    return FALSE;
  return g_str_has_prefix (contents, "%PDF") &&
         g_strstr_len (contents + length - 16, 16, "%%EOF") != NULL;
}

/* Whether the print dialog is shown with a printer chosen: the one named
 * in *@data, or any when it is %NULL; *@data becomes the dialog. */
static gboolean
print_dialog_has_printer (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      g_autoptr(GObject) printer = NULL;
      g_autofree char *name = NULL;

      /* GtkPrintUnixDialog, known by name: its header is gtk4-unix-print's. */
      if (g_strcmp0 (G_OBJECT_TYPE_NAME (window), "GtkPrintUnixDialog") != 0)
        continue;
      g_object_get (window, "selected-printer", &printer, NULL);
      if (printer != NULL)
        g_object_get (printer, "name", &name, NULL);
      if (printer != NULL &&
          (*(const char **) data == NULL || g_strcmp0 (name, *(const char **) data) == 0))
        {
          *(GtkWindow **) data = window;
          return TRUE;
        }
    }
  return FALSE;
}

/* Print… in the preview goes back to the print dialog, with its
 * settings: here the printer that writes a file, and its file; the
 * dialog's Print prints the pages there. */
static void
print_from_preview (SudokuApplication *application)
{
  const char *const puzzles[] = { HARD, NULL };
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GtkPrintSettings) settings = gtk_print_settings_new ();
  g_autofree char *dir = g_dir_make_tmp ("nanpure-preview-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "printed.pdf", NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  GtkPrintOperationResult ended = GTK_PRINT_OPERATION_RESULT_IN_PROGRESS;
  gpointer dialog = (gpointer) "Print to File";
  SudokuPrintPreview *preview;
  SudokuWindow *window;
  SudokuExportOptions options;

  sudoku_export_options_init (&options);
  options.what = SUDOKU_EXPORT_PUZZLE;
  items = items_of (puzzles, &options);
  window = window_with_puzzle (application, HARD);
  operation = sudoku_print_operation_new (items, &options);
  gtk_print_settings_set_printer (settings, "Print to File");
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, uri);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf");
  gtk_print_operation_set_print_settings (operation, settings);
  g_signal_connect (operation, "done", G_CALLBACK (done_cb), &ended);

  preview = open_preview (operation, GTK_WINDOW (window));
  g_assert_cmpuint (sudoku_print_preview_get_n_pages (preview), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (preview), "preview.print", NULL));
  /* The preview closes and its operation ends; the dialog of another
   * shows, on the printer chosen. */
  iterate_until (has_ended, &ended);
  g_assert_cmpint (ended, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_null (find_preview ());
  iterate_until (print_dialog_has_printer, &dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  G_GNUC_END_IGNORE_DEPRECATIONS
  iterate_until (file_is_whole_pdf, path);

  g_remove (path);
  g_rmdir (dir);
  destroy_window (window);
}

/* Whether the print dialog is shown; *@data becomes it. */
static gboolean
print_dialog_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (G_OBJECT_TYPE_NAME (window), "GtkPrintUnixDialog") == 0 &&
          gtk_widget_get_mapped (GTK_WIDGET (window)))
        {
          *(GtkWindow **) data = window;
          return TRUE;
        }
    }
  return FALSE;
}

/* The window's Print…: the pages are prepared, the print dialog shows,
 * and its Preview (the dialog's "apply" response) opens the preview of
 * the puzzle, what the dialog's Puzzle tab offers first. */
static void
preview_from_window (SudokuApplication *application)
{
  const char *const puzzles[] = { HARD, NULL };
  g_autoptr(GPtrArray) items = NULL;
  SudokuWindow *window = window_with_puzzle (application, HARD);
  gpointer dialog = NULL;
  SudokuPrintPreview *preview;
  SudokuExportOptions options;

  activate (window, "print");
  /* Whatever printer the dialog has (none, without a CUPS server). */
  iterate_until (print_dialog_shown, &dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), &dialog);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_APPLY);
  G_GNUC_END_IGNORE_DEPRECATIONS
  iterate_until (preview_is_ready, NULL);
  preview = find_preview ();
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (preview)) == GTK_WINDOW (window));

  sudoku_export_options_init (&options);
  options.what = SUDOKU_EXPORT_PUZZLE;
  items = items_of (puzzles, &options);
  g_assert_cmpuint (sudoku_print_preview_get_n_pages (preview), ==,
                    printable_pages (items, &options));
  maybe_screenshot (GTK_WIDGET (preview), "print-preview-puzzle");

  /* Print… goes back to a print dialog with the Puzzle tab. */
  iterate_until (is_null, &dialog);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (preview), "preview.print", NULL));
  iterate_until (no_preview, NULL);
  iterate_until (print_dialog_shown, &dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  g_assert_nonnull (find_label_showing (dialog, "Puzzle"));
  maybe_screenshot (dialog, "print-dialog-again");
  g_object_add_weak_pointer (G_OBJECT (dialog), &dialog);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  iterate_until (is_null, &dialog);
  /* Print… is not busy: it can run again. */
  g_assert_false (sudoku_window_is_printing (window));
  destroy_window (window);
}

/* In Japanese: the title, the page, the buttons' tooltips. */
static void
japanese (SudokuApplication *application)
{
  const char *const puzzles[] = { HARD, NULL };
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GtkPrintOperation) operation = NULL;
  TestLanguage saved = { NULL };
  SudokuPrintPreview *preview;
  SudokuWindow *window;
  SudokuExportOptions options;
  g_autofree char *page = NULL;

  test_language_switch (&saved, "ja");
  sudoku_export_options_init (&options);
  options.what = SUDOKU_EXPORT_SHEET;
  items = items_of (puzzles, &options);
  window = window_with_puzzle (application, HARD);
  operation = sudoku_print_operation_new (items, &options);

  preview = open_preview (operation, GTK_WINDOW (window));
  iterate_until (is_mapped, preview);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (preview)), ==, "印刷プレビュー");
  page = g_strdup_printf ("1 / %u ページ", sudoku_print_preview_get_n_pages (preview));
  g_assert_nonnull (find_label_showing (GTK_WIDGET (preview), page));
  g_assert_nonnull (find_with_tooltip (GTK_WIDGET (preview), "次のページ（Page Down）"));
  g_assert_nonnull (find_button (GTK_WIDGET (preview), "印刷(_P)…"));
  maybe_screenshot (GTK_WIDGET (preview), "print-preview-ja");

  gtk_window_close (GTK_WINDOW (preview));
  iterate_until (no_preview, NULL);
  test_language_restore (&saved);
  destroy_window (window);
}

static void
test_print_preview_booklet (void)
{
  run_in_application (booklet_pages);
}

static void
test_print_preview_close_parent (void)
{
  run_in_application (close_parent);
}

static void
test_print_preview_print (void)
{
  run_in_application (print_from_preview);
}

static void
test_print_preview_from_window (void)
{
  run_in_application (preview_from_window);
}

static void
test_print_preview_japanese (void)
{
  run_in_application (japanese);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/print-preview/booklet", test_print_preview_booklet);
  g_test_add_func ("/nanpure/print-preview/close-parent", test_print_preview_close_parent);
  g_test_add_func ("/nanpure/print-preview/print", test_print_preview_print);
  g_test_add_func ("/nanpure/print-preview/from-window", test_print_preview_from_window);
  g_test_add_func ("/nanpure/print-preview/japanese", test_print_preview_japanese);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
