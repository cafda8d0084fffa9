/* test-layout.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The main window's layout at the sizes people use: a long hint keeps
 * its buttons in view and its text within reach (issue 20 item 10); and
 * what a machine without yelp or a PDF viewer shows for the help and the
 * print preview (item 13). */

#include "config.h"

#include "sudoku-application-private.h"
#include "sudoku-export.h"
#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-print.h"
#include "ui-test.h"

/* magictour top1465 no. 3 (tests/data): its path goes through ALS
 * chains, whose full hints are long. */
#define TOP1465_3 \
  "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"

static gboolean
has_banner (gpointer data)
{
  return !sudoku_window_is_busy (data) && sudoku_window_get_banner (data) != NULL;
}

/* The family of the step a hint would give now. */
static SudokuFamily
next_family (SudokuWindow *window)
{
  SudokuProfile profile;
  g_autoptr(SudokuStep) step = NULL;

  sudoku_profile_init_from_string (&profile, "full", NULL);
  step = sudoku_path_next_step (sudoku_game_get_board (sudoku_window_get_game (window)),
                                &profile, TRUE);
  g_assert_nonnull (step);
  return sudoku_technique_get_info (step->technique)->family;
}

typedef struct {
  GtkWidget *widget;
  graphene_rect_t bounds;
  guint n_same;
} Settled;

/* The widget has kept its place in the window for a few frames (the
 * banner's transition is over). */
static gboolean
is_settled (gpointer data)
{
  Settled *settled = data;
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (settled->widget,
                                  GTK_WIDGET (gtk_widget_get_root (settled->widget)),
                                  &bounds))
    return FALSE;
  if (graphene_rect_equal (&bounds, &settled->bounds))
    settled->n_same++;
  else
    settled->n_same = 0;
  settled->bounds = bounds;
  iterate_for (30);
  return settled->n_same >= 5;
}

/* Whether @widget is drawn whole: mapped, inside its window, and not
 * cut off by a scrolled window it lies in. */
static gboolean
in_view (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_rect_t bounds, window_bounds;

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_compute_bounds (widget, root, &bounds))
    return FALSE;
  graphene_rect_init (&window_bounds, 0, 0, gtk_widget_get_width (root),
                      gtk_widget_get_height (root));
  if (!graphene_rect_contains_rect (&window_bounds, &bounds))
    return FALSE;
  for (GtkWidget *ancestor = gtk_widget_get_parent (widget); ancestor != NULL;
       ancestor = gtk_widget_get_parent (ancestor))
    {
      graphene_rect_t visible;

      if (!GTK_IS_SCROLLED_WINDOW (ancestor))
        continue;
      g_assert_true (gtk_widget_compute_bounds (ancestor, root, &visible));
      if (!graphene_rect_contains_rect (&visible, &bounds))
        return FALSE;
    }
  return TRUE;
}

static void
check_long_hint (SudokuApplication *application,
                 int                width,
                 int                height)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window;
  GtkWidget *banner, *scroller, *label;
  GtkAdjustment *adjustment;
  const char *buttons[] = { "_Apply", "_Cancel", "_Learn More" };
  Settled settled = { NULL, };
  guint n_steps = 0;

  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
  window = window_with_puzzle (application, TOP1465_3);

  /* On to a step whose explanation is long. */
  while (next_family (window) != SUDOKU_FAMILY_ALS)
    {
      g_assert_cmpuint (++n_steps, <, 200);
      activate (window, "step");
      iterate_until (is_idle, window);
    }
  activate (window, "hint");
  iterate_until (has_banner, window);
  activate (window, "hint");
  activate (window, "hint");
  g_test_message ("%d×%d, %u chars: %s", width, height,
                  (guint) strlen (sudoku_window_get_banner (window)),
                  sudoku_window_get_banner (window));
  g_assert_cmpuint (strlen (sudoku_window_get_banner (window)), >, 250);

  banner = find_with_class (GTK_WIDGET (window), "nanpure-banner");
  g_assert_nonnull (banner);
  settled.widget = banner;
  iterate_until (is_settled, &settled);

  /* Its buttons are all there to click. */
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      GtkWidget *button = find_button (banner, buttons[i]);

      g_assert_nonnull (button);
      g_assert_true (in_view (button));
    }

  /* The text is shown in a scrolled window that is in view and can
   * reach its end. */
  label = find_with_class (banner, "nanpure-banner-text");
  g_assert_true (GTK_IS_LABEL (label));
  scroller = gtk_widget_get_ancestor (label, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  g_assert_true (in_view (scroller));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >=,
                     gtk_widget_get_height (label));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment) +
                     gtk_adjustment_get_page_size (adjustment), >=,
                     gtk_widget_get_height (label));

  {
    g_autofree char *name = g_strdup_printf ("long-hint-%dx%d", width, height);

    maybe_screenshot (GTK_WIDGET (window), name);
  }

  /* And Cancel closes it. */
  click (banner, "_Cancel");
  g_assert_null (sudoku_window_get_banner (window));

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  destroy_window (window);
}

static void
long_hint_small (SudokuApplication *application)
{
  check_long_hint (application, 851, 600);
}

static void
long_hint_default (SudokuApplication *application)
{
  check_long_hint (application, 1080, 780);
}

static void
long_hint_large (SudokuApplication *application)
{
  check_long_hint (application, 1400, 900);
}

static void
test_layout_long_hint_small (void)
{
  run_in_application (long_hint_small);
}

static void
test_layout_long_hint_default (void)
{
  run_in_application (long_hint_default);
}

static void
test_layout_long_hint_large (void)
{
  run_in_application (long_hint_large);
}

/* The visible AdwMessageDialog, or %NULL. */
static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && found == NULL; i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        found = ADW_MESSAGE_DIALOG (toplevel);
    }
  return found;
}

static gboolean
has_message_dialog (gpointer data)
{
  return find_message_dialog () != NULL;
}

/* F1 and Learn More: yelp when it is there, else the HTML the build
 * made, in the user's language, in the browser; else a dialog naming
 * what to install (it said "Operation not supported"). */
static void
help_without_yelp (SudokuApplication *application)
{
  g_autofree char *html = g_build_filename (NANPURE_BUILD_ROOT, "help", "html", "C",
                                            "tech-fish.html", NULL);
  g_autofree char *yelp_uri = _sudoku_application_dup_help_uri ("tech-fish", TRUE);
  g_autofree char *index = NULL;
  g_autofree char *english = NULL;
  g_autofree char *japanese = NULL;
  g_autofree char *language = g_strdup (g_getenv ("LANGUAGE"));
  g_autoptr(GAppInfo) yelp = g_app_info_get_default_for_uri_scheme ("help");
  SudokuWindow *window;
  AdwMessageDialog *dialog;

  g_assert_cmpstr (yelp_uri, ==, "help:nanpure/tech-fish");

  if (g_file_test (html, G_FILE_TEST_IS_REGULAR))
    {
      g_setenv ("LANGUAGE", "en", TRUE);
      english = _sudoku_application_dup_help_uri ("tech-fish", FALSE);
      index = _sudoku_application_dup_help_uri (NULL, FALSE);
      g_setenv ("LANGUAGE", "ja", TRUE);
      japanese = _sudoku_application_dup_help_uri ("tech-fish", FALSE);
      if (language != NULL)
        g_setenv ("LANGUAGE", language, TRUE);
      else
        g_unsetenv ("LANGUAGE");
      g_assert_nonnull (english);
      g_assert_true (g_str_has_prefix (english, "file:///"));
      g_assert_true (g_str_has_suffix (english, "/nanpure/help-html/C/tech-fish.html"));
      g_assert_true (g_str_has_suffix (index, "/nanpure/help-html/C/index.html"));
      g_assert_true (g_str_has_suffix (japanese, "/nanpure/help-html/ja/tech-fish.html"));
      {
        g_autofree char *path = g_filename_from_uri (japanese, NULL, NULL);
        g_autofree char *contents = NULL;

        g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
        g_assert_nonnull (strstr (contents, "figures/tech-fish.png"));
      }
    }
  else
    g_test_message ("built without yelp-tools: no HTML help to look for");

  /* No page anywhere: nothing to open. */
  g_assert_null (_sudoku_application_dup_help_uri ("no-such-page", FALSE));

  if (yelp != NULL)
    {
      g_test_message ("yelp is installed: the dialog is not shown");
      return;
    }
  window = window_with_puzzle (application, NULL);
  g_action_group_activate_action (G_ACTION_GROUP (application), "help-page",
                                  g_variant_new_string ("no-such-page"));
  iterate_until (has_message_dialog, NULL);
  dialog = find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Help Cannot Be Shown");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "yelp"));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

/* Print → Preview with no PDF viewer: a dialog says so (it did
 * nothing). */
static void
preview_without_viewer (SudokuApplication *application)
{
  g_autoptr(SudokuPuzzle) parsed = sudoku_parse_puzzle (TOP1465_3, -1, SUDOKU_VARIANT_CLASSIC,
                                                        NULL);
  g_autoptr(GPtrArray) items =
    g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_export_item_free);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *command = NULL;
  SudokuWindow *window;
  AdwMessageDialog *dialog;
  SudokuExportOptions options;

  g_object_get (gtk_settings_get_default (), "gtk-print-preview-command", &command, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-print-preview-command",
                "nanpure-test-no-such-viewer %f", NULL);
  if (sudoku_print_can_preview ())
    {
      g_object_set (gtk_settings_get_default (), "gtk-print-preview-command", command, NULL);
      g_test_skip ("a PDF viewer is installed");
      return;
    }

  window = window_with_puzzle (application, TOP1465_3);
  g_ptr_array_add (items, sudoku_export_item_new (&parsed->board));
  sudoku_export_options_init (&options);
  options.what = SUDOKU_EXPORT_PUZZLE;
  operation = sudoku_print_operation_new (items, &options);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PREVIEW,
                                            GTK_WINDOW (window), &error),
                   ==, GTK_PRINT_OPERATION_RESULT_CANCEL);
  g_assert_no_error (error);
  iterate_until (has_message_dialog, NULL);
  dialog = find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "No PDF Viewer for the Preview");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "evince"));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_object_set (gtk_settings_get_default (), "gtk-print-preview-command", command, NULL);
  destroy_window (window);
}

static void
test_layout_help_without_yelp (void)
{
  run_in_application (help_without_yelp);
}

static void
test_layout_preview_without_viewer (void)
{
  run_in_application (preview_without_viewer);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/layout/long-hint-851x600", test_layout_long_hint_small);
  g_test_add_func ("/nanpure/layout/long-hint-1080x780", test_layout_long_hint_default);
  g_test_add_func ("/nanpure/layout/long-hint-1400x900", test_layout_long_hint_large);
  g_test_add_func ("/nanpure/layout/help-without-yelp", test_layout_help_without_yelp);
  g_test_add_func ("/nanpure/layout/preview-without-viewer",
                   test_layout_preview_without_viewer);
}

int
main (int   argc,
      char *argv[])
{
  /* As src/app/main.c does for a program run from the build tree: its
   * share/ first, where the help's HTML is. Before GLib reads the
   * directories once for all. */
  const char *data_dirs = g_getenv ("XDG_DATA_DIRS");
  g_autofree char *dirs = g_strconcat (NANPURE_BUILD_ROOT "/share:",
                                       data_dirs != NULL && *data_dirs != '\0'
                                       ? data_dirs : "/usr/local/share:/usr/share", NULL);

  g_setenv ("XDG_DATA_DIRS", dirs, TRUE);
  return ui_test_run (argc, argv, add_tests);
}
