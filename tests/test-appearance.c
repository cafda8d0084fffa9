/* test-appearance.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The windows under high contrast and with large text, as set by
 * $NANPURE_APPEARANCE: "high-contrast" (libadwaita's
 * ADW_DEBUG_HIGH_CONTRAST, what the desktop's setting turns on) or
 * "large-text" (GtkSettings:gtk-xft-dpi at 1.5 times 96, as GNOME's
 * text scaling factor 1.5 sets it). The main window with a hint, the
 * library window and the export dialog must fit a 1400×900 screen at
 * their usual sizes, with no label cut off by the window's edge; with
 * $NANPURE_SCREENSHOTS set, each is written as PREFIX-NAME.png
 * (docs/screenshots/ holds them). */

#include "config.h"

#include <glib/gstdio.h>

#include "sudoku-export-dialog.h"
#include "sudoku-library-window.h"
#include "sudoku-parse.h"
#include "ui-test-utils.h"

static char *library_dir;
static const char *prefix;
static gboolean large_text;

/* Whether @widget lies inside something that scrolls: there a label may
 * go past the edge of what is shown. */
static gboolean
in_scrolled (GtkWidget *widget)
{
  for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_SCROLLED_WINDOW (w) || GTK_IS_VIEWPORT (w) || GTK_IS_LIST_VIEW (w) ||
        GTK_IS_COLUMN_VIEW (w))
      return TRUE;
  return FALSE;
}

/* Every label shown under @widget, not in a scrolled part and not
 * ellipsized, lies wholly inside @root; returns how many were looked at. */
static guint
check_labels_inside (GtkWidget *widget,
                     GtkWidget *root)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_LABEL (widget) && gtk_label_get_ellipsize (GTK_LABEL (widget)) == PANGO_ELLIPSIZE_NONE &&
      *gtk_label_get_text (GTK_LABEL (widget)) != '\0' && !in_scrolled (widget))
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (widget, root, &bounds));
      if (bounds.origin.x < -0.5 || bounds.origin.y < -0.5 ||
          bounds.origin.x + bounds.size.width > gtk_widget_get_width (root) + 0.5 ||
          bounds.origin.y + bounds.size.height > gtk_widget_get_height (root) + 0.5)
        g_error ("“%s” is cut off by the window's edge: %g,%g %g×%g in %d×%d",
                 gtk_label_get_text (GTK_LABEL (widget)), bounds.origin.x, bounds.origin.y,
                 bounds.size.width, bounds.size.height, gtk_widget_get_width (root),
                 gtk_widget_get_height (root));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += check_labels_inside (child, root);
  return n;
}

/* @window fits the screen at its usual size, shows the appearance asked
 * for, and cuts no label off; then its picture is taken. */
static void
check_window (GtkWidget  *window,
              const char *name)
{
  g_autofree char *file_name = g_strdup_printf ("%s-%s", prefix, name);
  int min_width, min_height;

  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, min_width, &min_height, NULL, NULL, NULL);
  g_test_message ("%s: at least %d×%d, shown at %d×%d", file_name, min_width, min_height,
                  gtk_widget_get_width (window), gtk_widget_get_height (window));
  g_assert_cmpint (min_width, <=, 1400);
  g_assert_cmpint (min_height, <=, 900);

  if (large_text)
    g_assert_cmpfloat (pango_cairo_context_get_resolution (gtk_widget_get_pango_context (window)),
                       ==, 144.0);
  else
    g_assert_true (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()));

  /* Past the revealers' animations: a label half way in is not cut off. */
  iterate_until_settled (window);
  g_assert_cmpuint (check_labels_inside (window, window), >, 0);
  maybe_screenshot (window, file_name);
}

static void
main_window (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, HARD);

  activate (window, "hint");
  iterate_until (has_banner, window);
  activate (window, "hint");
  iterate_until (has_banner, window);
  check_window (GTK_WIDGET (window), "window");
  destroy_window (window);
}

static void
library_window (SudokuApplication *application)
{
  SudokuLibrary *library = sudoku_application_get_library (application, NULL);
  SudokuLibraryWindow *window;

  g_assert_nonnull (library);
  window = sudoku_library_window_new (GTK_APPLICATION (application), library);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, window);
  sudoku_library_window_set_group (window, 3);
  iterate_until (is_idle_library, window);
  check_window (GTK_WIDGET (window), "library");
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  await_finalize_object (window);
}

static void
export_dialog (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, HARD);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_export_item_free);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_parse_puzzle (HARD, -1, SUDOKU_VARIANT_CLASSIC, NULL);
  SudokuExportDialog *dialog;

  g_ptr_array_add (items, sudoku_export_item_new (&puzzle->board));
  dialog = sudoku_export_dialog_new (GTK_WINDOW (window), items, SUDOKU_EXPORT_SHEET);
  gtk_window_present (GTK_WINDOW (dialog));
  iterate_until (is_shown, dialog);
  check_window (GTK_WIDGET (dialog), "export");
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

/* @name from the grid's stylesheet, laid over its paper. */
static GdkRGBA
grid_color_on_paper (GtkWidget  *grid,
                     const char *name)
{
  GtkStyleContext *context = gtk_widget_get_style_context (grid);
  GdkRGBA paper, color, result;

  g_assert_true (gtk_style_context_lookup_color (context, "sudoku_background_color", &paper));
  g_assert_true (gtk_style_context_lookup_color (context, name, &color));
  result.red = paper.red * (1 - color.alpha) + color.red * color.alpha;
  result.green = paper.green * (1 - color.alpha) + color.green * color.alpha;
  result.blue = paper.blue * (1 - color.alpha) + color.blue * color.alpha;
  result.alpha = 1;
  return result;
}

static gboolean
is_dark (gpointer data)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static gboolean
is_light (gpointer data)
{
  return !adw_style_manager_get_dark (adw_style_manager_get_default ());
}

/* Windoku's windows are not the blue of the cursor's houses, nor the
 * grey of the givens' cells, in the light and the dark style (and under
 * high contrast, in that run). */
static void
window_shade (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, HARD);
  GtkWidget *grid = GTK_WIDGET (sudoku_window_get_grid_view (window));
  AdwStyleManager *manager = adw_style_manager_get_default ();

  for (guint dark = 0; dark < 2; dark++)
    {
      GdkRGBA shade, highlight, given;

      adw_style_manager_set_color_scheme (manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      iterate_until (dark ? is_dark : is_light, NULL);
      shade = grid_color_on_paper (grid, "sudoku_window_cell_color");
      highlight = grid_color_on_paper (grid, "sudoku_highlight_cell_color");
      given = grid_color_on_paper (grid, "sudoku_given_cell_color");
      g_test_message ("%s: window %.3f,%.3f,%.3f; highlight %.3f,%.3f,%.3f; given %.3f,%.3f,%.3f",
                      dark ? "dark" : "light", shade.red, shade.green, shade.blue,
                      highlight.red, highlight.green, highlight.blue,
                      given.red, given.green, given.blue);
      /* The highlight is blue; the windows are warm, where the givens'
       * grey is neither. */
      g_assert_cmpfloat (highlight.blue - highlight.red, >, 0.01);
      g_assert_cmpfloat (shade.red - shade.blue, >, 0.04);
      g_assert_cmpfloat (ABS (given.red - given.blue), <, 0.01);
    }

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  destroy_window (window);
}

UI_TEST (main_window)
UI_TEST (library_window)
UI_TEST (export_dialog)
UI_TEST (window_shade)

static void
add_tests (void)
{
  /* Past gtk_init(): the text of every window is drawn at 144 dpi. */
  if (large_text)
    g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", 144 * 1024, NULL);

  g_test_add_func ("/nanpure/appearance/main-window", test_main_window);
  g_test_add_func ("/nanpure/appearance/library-window", test_library_window);
  g_test_add_func ("/nanpure/appearance/export-dialog", test_export_dialog);
  g_test_add_func ("/nanpure/appearance/window-shade", test_window_shade);
}

int
main (int   argc,
      char *argv[])
{
  const char *appearance = g_getenv ("NANPURE_APPEARANCE");

  if (g_strcmp0 (appearance, "large-text") == 0)
    {
      large_text = TRUE;
      prefix = "large-text";
    }
  else
    {
      /* Read by adw_init(). */
      g_setenv ("ADW_DEBUG_HIGH_CONTRAST", "1", TRUE);
      prefix = "hc";
    }

  return ui_test_run_with_library (argc, argv, add_tests, "appearance", &library_dir);
}
