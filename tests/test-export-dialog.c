/* test-export-dialog.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window parts of export and print: the export dialog writes the
 * file in a worker with progress, Cancel keeps the old file, and
 * printing through GtkPrintOperation's export action gives the pages of
 * the PDF export. */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku-export-dialog.h"
#include "sudoku-parse.h"
#include "sudoku-print.h"
#include "ui-test-utils.h"

static GPtrArray *
items_new (guint count,
           guint level)
{
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_export_item_free);

  for (guint i = 0; i < count; i++)
    {
      g_autoptr(SudokuPuzzle) puzzle = sudoku_parse_puzzle (EASY, -1, SUDOKU_VARIANT_CLASSIC,
                                                            NULL);
      SudokuExportItem *item = sudoku_export_item_new (&puzzle->board);

      item->level = level;
      g_ptr_array_add (items, item);
    }
  return items;
}

static gboolean
is_export_idle (gpointer data)
{
  return !sudoku_export_dialog_is_busy (data);
}

/* Whether the switch of the action row @data is on. */
static gboolean
row_switch_is_on (gpointer data)
{
  return gtk_switch_get_active (GTK_SWITCH (adw_action_row_get_activatable_widget (data)));
}

static void
test_dialog_exports (void)
{
  g_autofree char *dir = g_dir_make_tmp ("nanpure-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "booklet.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) exported = NULL;
  g_autoptr(GPtrArray) items = items_new (9, 2);
  g_autofree char *contents = NULL;
  SudokuExportDialog *dialog;
  SudokuExportOptions options;

  dialog = sudoku_export_dialog_new (NULL, items, SUDOKU_EXPORT_BOOKLET);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));

  /* Many puzzles: a booklet, which is a PDF. */
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.what, ==, SUDOKU_EXPORT_BOOKLET);
  g_assert_cmpint (options.format, ==, SUDOKU_EXPORT_FORMAT_PDF);
  g_assert_cmpuint (options.per_page, ==, 4);

  g_signal_connect (dialog, "exported", G_CALLBACK (exported_cb), &exported);
  sudoku_export_dialog_export_to (dialog, file);
  g_assert_true (sudoku_export_dialog_is_busy (dialog));

  /* The window answers while the worker writes, and closes when done. */
  iterate_until (is_cleared, &dialog);
  g_assert_nonnull (exported);
  g_assert_true (g_file_equal (exported, file));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_dialog_cancel (void)
{
  g_autofree char *dir = g_dir_make_tmp ("nanpure-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "kept.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) exported = NULL;
  g_autoptr(GPtrArray) items = items_new (200, 0);
  g_autofree char *contents = NULL;
  SudokuExportDialog *dialog;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  dialog = sudoku_export_dialog_new (NULL, items, SUDOKU_EXPORT_BOOKLET);
  g_object_ref_sink (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  g_signal_connect (dialog, "exported", G_CALLBACK (exported_cb), &exported);

  /* Two hundred unrated puzzles are rated first: Cancel comes before
   * the end. */
  sudoku_export_dialog_export_to (dialog, file);
  sudoku_export_dialog_cancel (dialog);
  iterate_until (is_export_idle, dialog);

  g_assert_null (exported);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
shows_folder_name (gpointer data)
{
  return find_label_showing (data, "no folder & <so>") != NULL;
}

/* A failed export says why in a toast, whole: the error's message is
 * text in a title that is markup (a name with "&" left the toast
 * empty), on as many lines as the narrow dialog needs rather than cut
 * with "…". */
static void
test_dialog_error_toast (void)
{
  g_autofree char *dir = g_dir_make_tmp ("nanpure-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "no folder & <so> here", "booklet.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) exported = NULL;
  g_autoptr(GPtrArray) items = items_new (9, 2);
  SudokuExportDialog *dialog;
  GtkWidget *label;

  dialog = sudoku_export_dialog_new (NULL, items, SUDOKU_EXPORT_BOOKLET);
  g_object_ref_sink (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  g_signal_connect (dialog, "exported", G_CALLBACK (exported_cb), &exported);
  sudoku_export_dialog_export_to (dialog, file);
  iterate_until (is_export_idle, dialog);
  g_assert_null (exported);

  iterate_until (shows_folder_name, dialog);
  label = find_label_showing (GTK_WIDGET (dialog), "no folder & <so>");
  iterate_until_still (label);
  g_test_message ("%s", gtk_label_get_text (GTK_LABEL (label)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  g_rmdir (dir);
}

/* Dark pixels in the middle of @cell of a grid of @size at 0,@top. */
static guint
count_ink (const guint8 *pixels,
           gsize         stride,
           double        top,
           double        size,
           guint         cell)
{
  double cell_size = size / 9;
  guint ink = 0;

  for (int y = (int) (top + (cell / 9 + 0.2) * cell_size);
       y < top + (cell / 9 + 0.8) * cell_size; y++)
    for (int x = (int) ((cell % 9 + 0.2) * cell_size); x < (cell % 9 + 0.8) * cell_size; x++)
      {
        const guint8 *pixel = pixels + y * stride + x * 4;

        if (pixel[0] + pixel[1] + pixel[2] < 3 * 160)
          ink++;
      }
  return ink;
}

/* The rows of `nanpure-cli export --candidates --caption` fill the same
 * options: a PNG of the puzzle with its candidates, under a caption. */
static void
test_dialog_candidates_caption (void)
{
  g_autofree char *dir = g_dir_make_tmp ("nanpure-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "candidates.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) exported = NULL;
  g_autoptr(GPtrArray) items = items_new (1, 2);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guint8 *pixels = NULL;
  SudokuExportDialog *dialog;
  SudokuExportOptions options;
  AdwActionRow *candidates, *caption;
  AdwComboRow *format;
  gsize stride;

  dialog = sudoku_export_dialog_new (NULL, items, SUDOKU_EXPORT_PUZZLE);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  iterate_until (is_mapped, dialog);

  candidates = ADW_ACTION_ROW (find_preferences_row (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW,
                                                     "Candidates"));
  caption = ADW_ACTION_ROW (find_preferences_row (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW,
                                                  "Caption"));
  format = ADW_COMBO_ROW (find_preferences_row (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW,
                                                "Format"));
  g_assert_nonnull (candidates);
  g_assert_nonnull (caption);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (candidates)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (caption)));
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.format, ==, SUDOKU_EXPORT_FORMAT_PNG);
  g_assert_false (options.candidates);
  g_assert_false (options.caption);

  /* A page has its caption anyway: the row is for pictures. */
  adw_combo_row_set_selected (format, SUDOKU_EXPORT_FORMAT_PDF);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (caption)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (candidates)));
  adw_combo_row_set_selected (format, SUDOKU_EXPORT_FORMAT_PNG);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (caption)));

  /* As a click on the row does; the switch turns on at the end of its
   * animation. */
  adw_action_row_activate (candidates);
  adw_action_row_activate (caption);
  iterate_until (row_switch_is_on, candidates);
  iterate_until (row_switch_is_on, caption);
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_true (options.candidates);
  g_assert_true (options.caption);

  g_signal_connect (dialog, "exported", G_CALLBACK (exported_cb), &exported);
  sudoku_export_dialog_export_to (dialog, file);
  iterate_until (is_cleared, &dialog);
  g_assert_nonnull (exported);

  /* 600 px of grid under a caption band of 8%; ink in the first cell,
   * which is empty (its candidates). */
  texture = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 600);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 600 + 48);
  stride = gdk_texture_get_width (texture) * 4;
  pixels = g_malloc (stride * gdk_texture_get_height (texture));
  gdk_texture_download (texture, pixels, stride);
  g_assert_cmpuint (count_ink (pixels, stride, 48, 600, 0), >, 20);

  g_unlink (path);
  g_rmdir (dir);
}

/* The resolution recorded in the pHYs chunk of the PNG @contents, or 0. */
static guint
png_dpi (const guint8 *contents,
         gsize         length)
{
  for (gsize i = 0; i + 4 + 9 <= length; i++)
    if (memcmp (contents + i, "pHYs", 4) == 0 && contents[i + 12] == 1)
      {
        const guint8 *x = contents + i + 4;
        guint32 per_meter = (guint32) x[0] << 24 | x[1] << 16 | x[2] << 8 | x[3];

        return (guint) (per_meter * 0.0254 + 0.5);
      }
  return 0;
}

/* A PNG's Resolution: the grid size is in points, and a grid of 600
 * points at 300 dots per inch has 2500 pixels, which the file says it
 * prints at; the resolution is remembered for the next export. At the
 * first 72 a point is a pixel, as the grid size's pixels were before. */
static void
test_dialog_resolution (void)
{
  g_autofree char *dir = g_dir_make_tmp ("nanpure-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "resolution.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) exported = NULL;
  g_autoptr(GPtrArray) items = items_new (1, 2);
  g_autoptr(GPtrArray) more_items = items_new (1, 2);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSettings) settings = g_settings_new ("io.github.nanpure.Nanpure");
  g_autofree char *contents = NULL;
  gsize length;
  SudokuExportDialog *dialog;
  SudokuExportOptions options;
  AdwActionRow *resolution, *size;
  AdwComboRow *format;

  g_settings_reset (settings, "export-png-dpi");
  dialog = sudoku_export_dialog_new (NULL, items, SUDOKU_EXPORT_PUZZLE);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  iterate_until (is_mapped, dialog);

  resolution = ADW_ACTION_ROW (find_preferences_row (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW,
                                                     "Resolution"));
  size = ADW_ACTION_ROW (find_preferences_row (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW,
                                               "Grid size"));
  format = ADW_COMBO_ROW (find_preferences_row (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW,
                                                "Format"));
  g_assert_nonnull (resolution);
  g_assert_nonnull (size);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (resolution)));

  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.format, ==, SUDOKU_EXPORT_FORMAT_PNG);
  g_assert_cmpfloat (options.grid_size, ==, 600);
  g_assert_cmpuint (options.dpi, ==, 72);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (adw_action_row_get_activatable_widget (resolution)),
                             300);
  g_assert_cmpuint (g_settings_get_uint (settings, "export-png-dpi"), ==, 300);
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpfloat (options.grid_size, ==, 2500);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (size), "2500"));

  /* An SVG is in points: no resolution. */
  adw_combo_row_set_selected (format, SUDOKU_EXPORT_FORMAT_SVG);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (resolution)));
  adw_combo_row_set_selected (format, SUDOKU_EXPORT_FORMAT_PNG);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (resolution)));

  g_signal_connect (dialog, "exported", G_CALLBACK (exported_cb), &exported);
  sudoku_export_dialog_export_to (dialog, file);
  iterate_until (is_cleared, &dialog);
  g_assert_nonnull (exported);

  texture = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 2500);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 2500);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (png_dpi ((const guint8 *) contents, length), ==, 300);

  /* The next export starts from it. */
  dialog = sudoku_export_dialog_new (NULL, more_items, SUDOKU_EXPORT_PUZZLE);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpuint (options.dpi, ==, 300);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_null (dialog);

  g_settings_reset (settings, "export-png-dpi");
  g_unlink (path);
  g_rmdir (dir);
}


static const char * const export_keys[] = {
  "export-what", "export-format", "export-grid-size", "export-paper", "export-per-page",
  "export-plain", "export-grayscale", "export-candidates", "export-colours", "export-caption",
  "export-transparent", "export-png-dpi",
};

static void
reset_export_settings (GSettings *settings)
{
  for (guint i = 0; i < G_N_ELEMENTS (export_keys); i++)
    g_settings_reset (settings, export_keys[i]);
}

/* The switch of the row titled @title. */
static GtkSwitch *
row_switch (SudokuExportDialog *dialog,
            const char         *title)
{
  GtkWidget *row = find_preferences_row (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, title);

  g_assert_nonnull (row);
  return GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)));
}

static AdwComboRow *
combo_row (SudokuExportDialog *dialog,
           const char         *title)
{
  GtkWidget *row = find_preferences_row (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, title);

  g_assert_nonnull (row);
  return ADW_COMBO_ROW (row);
}

static GtkSpinButton *
row_spin (SudokuExportDialog *dialog,
          const char         *title)
{
  GtkWidget *row = find_preferences_row (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, title);

  g_assert_nonnull (row);
  return GTK_SPIN_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)));
}

static const char * const look_rows[] = {
  "Black digits", "Grayscale", "Candidates", "With Colours", "Caption", "Transparent background",
};

/* Every choice of the dialog comes back in the next one: what and the
 * format in the window's dialog, the paper, the puzzles a page and the
 * look in the library's booklet too, whose what stays a booklet and
 * which leaves the window's what alone. */
static void
test_dialog_remembers (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.nanpure.Nanpure");
  g_autoptr(GPtrArray) items = items_new (1, 2);
  g_autoptr(GPtrArray) again = items_new (1, 2);
  g_autoptr(GPtrArray) many = items_new (9, 2);
  SudokuExportDialog *dialog;
  SudokuExportOptions options;

  reset_export_settings (settings);

  /* The first time: the caller's what, a PNG of 600, nothing on. */
  dialog = sudoku_export_dialog_new (NULL, items, SUDOKU_EXPORT_SOLUTION);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.what, ==, SUDOKU_EXPORT_SOLUTION);
  g_assert_cmpint (options.format, ==, SUDOKU_EXPORT_FORMAT_PNG);
  g_assert_cmpfloat (options.grid_size, ==, 600);
  g_assert_false (options.plain || options.grayscale || options.candidates || options.colours ||
                  options.caption || options.transparent);
  /* Nothing chosen yet: nothing kept. */
  g_assert_cmpint (g_settings_get_enum (settings, "export-what"), <, 0);

  adw_combo_row_set_selected (combo_row (dialog, "What"), SUDOKU_EXPORT_BOTH);
  adw_combo_row_set_selected (combo_row (dialog, "Format"), SUDOKU_EXPORT_FORMAT_SVG);
  gtk_spin_button_set_value (row_spin (dialog, "Grid size"), 420);
  for (guint i = 0; i < G_N_ELEMENTS (look_rows); i++)
    gtk_switch_set_active (row_switch (dialog, look_rows[i]), TRUE);
  /* A booklet's paper and puzzles a page, then back to both. */
  adw_combo_row_set_selected (combo_row (dialog, "What"), SUDOKU_EXPORT_BOOKLET);
  adw_combo_row_set_selected (combo_row (dialog, "Paper"), SUDOKU_PAPER_LETTER);
  adw_combo_row_set_selected (combo_row (dialog, "Puzzles per page"), 3);
  adw_combo_row_set_selected (combo_row (dialog, "What"), SUDOKU_EXPORT_BOTH);
  /* The booklet's PDF was imposed: the SVG chosen comes back. */
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.format, ==, SUDOKU_EXPORT_FORMAT_SVG);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_null (dialog);

  /* The next one, whatever the window offers. */
  dialog = sudoku_export_dialog_new (NULL, again, SUDOKU_EXPORT_PUZZLE);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.what, ==, SUDOKU_EXPORT_BOTH);
  g_assert_cmpint (options.format, ==, SUDOKU_EXPORT_FORMAT_SVG);
  g_assert_cmpfloat (options.grid_size, ==, 420);
  g_assert_cmpint (options.paper, ==, SUDOKU_PAPER_LETTER);
  g_assert_cmpuint (options.per_page, ==, 6);
  g_assert_true (options.plain && options.grayscale && options.candidates && options.colours &&
                 options.caption && options.transparent);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_null (dialog);

  /* The library's booklet: a booklet still, on the paper chosen. */
  dialog = sudoku_export_dialog_new (NULL, many, SUDOKU_EXPORT_BOOKLET);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.what, ==, SUDOKU_EXPORT_BOOKLET);
  g_assert_cmpint (options.format, ==, SUDOKU_EXPORT_FORMAT_PDF);
  g_assert_cmpint (options.paper, ==, SUDOKU_PAPER_LETTER);
  g_assert_cmpuint (options.per_page, ==, 6);
  g_assert_true (options.plain && options.grayscale);
  adw_combo_row_set_selected (combo_row (dialog, "Puzzles per page"), 1);
  gtk_switch_set_active (row_switch (dialog, "Grayscale"), FALSE);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_null (dialog);
  g_assert_cmpuint (g_settings_get_uint (settings, "export-per-page"), ==, 2);
  g_assert_false (g_settings_get_boolean (settings, "export-grayscale"));
  g_assert_cmpint (g_settings_get_enum (settings, "export-what"), ==, SUDOKU_EXPORT_BOTH);

  reset_export_settings (settings);
}

/* A PNG over 16384 pixels a side, which cairo cannot make, is refused
 * where its size is chosen: the size row says why and Export waits. */
static void
test_dialog_too_large (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.nanpure.Nanpure");
  g_autoptr(GPtrArray) items = items_new (1, 2);
  g_autofree char *dir = g_dir_make_tmp ("nanpure-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "large.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  SudokuExportDialog *dialog;
  AdwActionRow *size;
  GtkWidget *export_button;

  reset_export_settings (settings);
  dialog = sudoku_export_dialog_new (NULL, items, SUDOKU_EXPORT_PUZZLE);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  iterate_until (is_mapped, dialog);
  size = ADW_ACTION_ROW (find_preferences_row (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW,
                                               "Grid size"));
  export_button = find_button (GTK_WIDGET (dialog), "_Export…");
  g_assert_nonnull (export_button);
  g_assert_true (gtk_widget_get_sensitive (export_button));

  /* 8192 points at 300 dots per inch: 34133 pixels. */
  gtk_spin_button_set_value (row_spin (dialog, "Resolution"), 300);
  gtk_spin_button_set_value (row_spin (dialog, "Grid size"), 8192);
  g_assert_false (gtk_widget_get_sensitive (export_button));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (size), "16384"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (size), "34133"));
  maybe_screenshot (GTK_WIDGET (dialog), "export-too-large");
  sudoku_export_dialog_export_to (dialog, file);
  g_assert_false (sudoku_export_dialog_is_busy (dialog));

  /* An SVG has no such limit. */
  adw_combo_row_set_selected (combo_row (dialog, "Format"), SUDOKU_EXPORT_FORMAT_SVG);
  g_assert_true (gtk_widget_get_sensitive (export_button));
  adw_combo_row_set_selected (combo_row (dialog, "Format"), SUDOKU_EXPORT_FORMAT_PNG);
  g_assert_false (gtk_widget_get_sensitive (export_button));

  /* Both grids at 72: 8000 points are 16400 pixels wide, 7900 fit. */
  gtk_spin_button_set_value (row_spin (dialog, "Resolution"), 72);
  g_assert_true (gtk_widget_get_sensitive (export_button));
  adw_combo_row_set_selected (combo_row (dialog, "What"), SUDOKU_EXPORT_BOTH);
  gtk_spin_button_set_value (row_spin (dialog, "Grid size"), 8000);
  g_assert_false (gtk_widget_get_sensitive (export_button));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (size), "16400"));
  gtk_spin_button_set_value (row_spin (dialog, "Grid size"), 7900);
  g_assert_true (gtk_widget_get_sensitive (export_button));
  g_assert_null (strstr (adw_action_row_get_subtitle (size), "16384"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_null (dialog);
  g_assert_false (g_file_query_exists (file, NULL));
  g_rmdir (dir);
  reset_export_settings (settings);
}

/* Escape closes the dialog, as Cancel does. */
static void
test_dialog_escape (void)
{
  g_autoptr(GPtrArray) items = items_new (1, 2);
  g_autoptr(GtkShortcut) shortcut = NULL;
  SudokuExportDialog *dialog;

  dialog = sudoku_export_dialog_new (NULL, items, SUDOKU_EXPORT_BOOKLET);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  iterate_until (is_mapped, dialog);

  shortcut = find_key_shortcut (GTK_WIDGET (dialog), GDK_KEY_Escape, 0);
  g_assert_nonnull (shortcut);
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                               GTK_WIDGET (dialog),
                                               gtk_shortcut_get_arguments (shortcut)));
  /* Gone at once: nothing was running. */
  g_assert_null (dialog);
}

/* Print through GtkPrintOperation's export action: a PDF of the same
 * pages as the export. */
static void
test_print_export (void)
{
  g_autofree char *dir = g_dir_make_tmp ("nanpure-print-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "printed.pdf", NULL);
  g_autoptr(GPtrArray) items = items_new (7, 3);
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autofree char *contents = NULL;
  SudokuExportOptions options;
  GtkPrintOperationResult result;
  g_autofree char *pdfinfo = NULL;

  sudoku_export_options_init (&options);
  options.what = SUDOKU_EXPORT_BOOKLET;
  options.per_page = 2;
  result = sudoku_print_run (NULL, items, &options, GTK_PRINT_OPERATION_ACTION_EXPORT, path,
                             &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  /* Seven puzzles two a page, then one page of solutions. */
  pdfinfo = g_find_program_in_path ("pdfinfo");
  if (pdfinfo != NULL)
    {
      const char *argv[] = { pdfinfo, path, NULL };
      g_autofree char *info = NULL;
      const char *pages;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                   &info, NULL, NULL, &error));
      g_assert_no_error (error);
      pages = strstr (info, "\nPages:");
      g_assert_nonnull (pages);
      g_assert_cmpint (atoi (pages + strlen ("\nPages:")), ==, 4 + 1);
    }
  else
    g_test_message ("pdfinfo (poppler-utils) is missing: pages not counted");

  operation = sudoku_print_operation_new (items, &options);
  g_assert_nonnull (gtk_print_operation_get_default_page_setup (operation));

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/nanpure/export-dialog/exports", test_dialog_exports);
  g_test_add_func ("/nanpure/export-dialog/cancel", test_dialog_cancel);
  g_test_add_func ("/nanpure/export-dialog/error-toast", test_dialog_error_toast);
  g_test_add_func ("/nanpure/export-dialog/escape", test_dialog_escape);
  g_test_add_func ("/nanpure/export-dialog/resolution", test_dialog_resolution);
  g_test_add_func ("/nanpure/export-dialog/remembers", test_dialog_remembers);
  g_test_add_func ("/nanpure/export-dialog/too-large", test_dialog_too_large);
  g_test_add_func ("/nanpure/export-dialog/candidates-caption", test_dialog_candidates_caption);
  g_test_add_func ("/nanpure/export-dialog/print-export", test_print_export);

  return g_test_run ();
}
