/* test-layout.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The main window's layout at the sizes people use: a long hint keeps
 * its buttons in view and its text within reach (issue 20 item 10); and
 * what a machine without yelp shows for the help (item 13; the print
 * preview needs no PDF viewer now: test-print-preview); Japanese text
 * whole and well broken (toasts, the empty library's words). */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "sudoku-application-private.h"
#include "sudoku-export.h"
#include "sudoku-library-sidebar.h"
#include "sudoku-library-window.h"
#include "sudoku-new-puzzle-dialog.h"
#include "sudoku-generate-dialog.h"
#include "sudoku-parse.h"
#include "sudoku-phrases.h"
#include "sudoku-path.h"
#include "sudoku-tooltips.h"
#include "ui-test-utils.h"

/* magictour top1465 no. 3 (tests/data): its path goes through ALS
 * chains, whose full hints are long. */
#define TOP1465_3 \
  "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"

/* The family of the step a hint would give now. */
static SudokuFamily
next_family (SudokuWindow *window)
{
  SudokuProfile profile;
  g_autoptr(SudokuStep) step = NULL;

  sudoku_profile_init_from_string (&profile, "full", NULL);
  step = sudoku_path_next_step (sudoku_game_get_board (window_game (window)),
                                &profile, TRUE);
  g_assert_nonnull (step);
  return sudoku_technique_get_info (step->technique)->family;
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
  guint n_steps = 0;

  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
  window = window_with_puzzle (application, TOP1465_3);

  /* On to a step whose explanation is long: a chain, an ALS or a
   * forcing chain, whose full hint runs to several lines. */
  for (;;)
    {
      SudokuFamily family = next_family (window);

      g_assert_cmpuint (++n_steps, <, 200);
      if (family == SUDOKU_FAMILY_CHAINS || family == SUDOKU_FAMILY_ALS ||
          family == SUDOKU_FAMILY_FORCING)
        {
          activate (window, "hint");
          iterate_until (has_banner, window);
          activate (window, "hint");
          activate (window, "hint");
          if (strlen (banner_text_of (window)) > 250)
            break;
          sudoku_solve_runner_cancel_hint (runner_of (window));
        }
      activate (window, "step");
      iterate_until (is_idle, window);
    }
  g_test_message ("%d×%d, %u chars: %s", width, height,
                  (guint) strlen (banner_text_of (window)),
                  banner_text_of (window));

  banner = find_with_class (GTK_WIDGET (window), "nanpure-banner");
  g_assert_nonnull (banner);
  iterate_until_still (banner);

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
  g_assert_null (banner_text_of (window));

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
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Help Cannot Be Shown");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "yelp"));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

/* Issue 20 item 20: a Japanese tooltip broke inside its words
 * (「メインメ／ニュー」): the window's tooltips are labels as wide as
 * their text, up to 50 characters. */
static void
tooltips (SudokuApplication *application)
{
  const char *japanese = "メインメニュー（F10）";
  GtkWidget *label = g_object_ref_sink (sudoku_tooltip_label_new (japanese));
  GtkWidget *line = g_object_ref_sink (gtk_label_new (japanese));
  g_autofree char *long_text = NULL;
  SudokuWindow *window;
  GtkWidget *button;
  GtkTooltip *tooltip;
  GtkWidget *custom;
  gboolean shown = FALSE;
  int natural, one_line, minimum;

  /* As wide as the text on one line. */
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  gtk_widget_measure (line, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &one_line, NULL, NULL);
  g_assert_cmpint (natural, ==, one_line);
  /* A long one still wraps, at 50 characters or so. */
  long_text = g_strnfill (200, 'x');
  gtk_label_set_text (GTK_LABEL (label), long_text);
  gtk_label_set_text (GTK_LABEL (line), long_text);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  gtk_widget_measure (line, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &one_line, NULL, NULL);
  g_assert_cmpint (natural, <, one_line / 2);
  g_assert_cmpint (minimum, <=, natural);
  g_object_unref (label);
  g_object_unref (line);

  /* The main menu's button shows its tooltip so. */
  window = window_with_puzzle (application, NULL);
  button = find_with_tooltip (GTK_WIDGET (window), "Main Menu (F10)");
  g_assert_nonnull (button);
  tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  g_signal_emit_by_name (button, "query-tooltip", 4, 4, FALSE, tooltip, &shown);
  g_assert_true (shown);
  custom = g_object_get_data (G_OBJECT (button), "sudoku-tooltip-label");
  g_assert_true (GTK_IS_LABEL (custom));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (custom)), ==, "Main Menu (F10)");
  g_assert_cmpint (gtk_label_get_natural_wrap_mode (GTK_LABEL (custom)), ==,
                   GTK_NATURAL_WRAP_NONE);
  g_object_unref (tooltip);
  destroy_window (window);
}

/* Whether a label under @root, shown, ends in "…". */
static gboolean
has_ellipsized_label (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) &&
      gtk_label_get_ellipsize (GTK_LABEL (root)) != PANGO_ELLIPSIZE_NONE &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (root))))
    {
      g_test_message ("cut: “%s”", gtk_label_get_text (GTK_LABEL (root)));
      return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_ellipsized_label (child))
      return TRUE;
  return FALSE;
}

/* Whether a label under @root, shown, is cut: wider than one of the
 * widgets it lies in (up to the list, which may scroll), or than its own
 * text. */
static gboolean
has_label_cut (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root))
    {
      PangoRectangle text;

      /* The text is wider than the label's content box. */
      pango_layout_get_pixel_extents (gtk_label_get_layout (GTK_LABEL (root)), NULL, &text);
      if (text.width > gtk_widget_get_width (root))
        {
          g_autofree char *escaped = g_strescape (gtk_label_get_text (GTK_LABEL (root)), NULL);

          g_test_message ("cut: %s (%d < %d)", escaped, gtk_widget_get_width (root),
                          text.width);
          return TRUE;
        }
      for (GtkWidget *ancestor = gtk_widget_get_parent (root);
           ancestor != NULL && !GTK_IS_SCROLLABLE (ancestor) && !GTK_IS_NATIVE (ancestor);
           ancestor = gtk_widget_get_parent (ancestor))
        {
          graphene_rect_t bounds;

          if (!gtk_widget_compute_bounds (root, ancestor, &bounds))
            continue;
          if (bounds.origin.x < -0.5 ||
              bounds.origin.x + bounds.size.width > gtk_widget_get_width (ancestor) + 0.5)
            {
              g_autofree char *escaped = g_strescape (gtk_label_get_text (GTK_LABEL (root)),
                                                      NULL);

              g_test_message ("past the edge of a %s: %s", G_OBJECT_TYPE_NAME (ancestor),
                              escaped);
              return TRUE;
            }
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label_cut (child))
      return TRUE;
  return FALSE;
}

typedef struct {
  GtkWidget *widget;
  int        width;
} Width;

/* The widget has taken the width. */
static gboolean
has_width (gpointer data)
{
  Width *wanted = data;

  return gtk_widget_get_width (wanted->widget) == wanted->width;
}

/* Whether a label under @root, shown, wraps so that a line starts with a
 * counter (個, 問, 手) torn from its number: 「…仮定 1」 then 「個」 alone
 * (issue 26). */
static gboolean
has_orphan_counter (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (root));
      const char *text = pango_layout_get_text (layout);
      PangoLayoutIter *iter = pango_layout_get_iter (layout);
      gboolean orphan = FALSE;

      while (!orphan && pango_layout_iter_next_line (iter))
        {
          int start = pango_layout_iter_get_index (iter);

          if (start > 0 && (text[start - 1] == ' ' || g_str_has_prefix (text + start, "個") ||
                            g_str_has_prefix (text + start, "問") ||
                            g_str_has_prefix (text + start, "手")))
            {
              const char *previous = g_utf8_find_prev_char (text, text + start);

              /* A counter after a space (or a no-break space) and a number. */
              orphan = (g_str_has_prefix (text + start, "個") ||
                        g_str_has_prefix (text + start, "問") ||
                        g_str_has_prefix (text + start, "手")) &&
                       previous != NULL && g_unichar_isspace (g_utf8_get_char (previous));
            }
        }
      pango_layout_iter_free (iter);
      if (orphan)
        {
          g_test_message ("a counter alone: “%s”", text);
          return TRUE;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_orphan_counter (child))
      return TRUE;
  return FALSE;
}

/* @window is shown and has kept its size for a few frames. */
static void
wait_settled (GtkWindow *window)
{
  iterate_until (is_shown, window);
  iterate_until_still (GTK_WIDGET (window));
}

/* Issue 20 item 20, in Japanese (the build's catalogue): the history's
 * rows, the New Puzzle dialog's choices and the library's column titles
 * are shown whole. */
static void
japanese (SudokuApplication *application)
{
  TestLanguage saved_language = { NULL, NULL };
  SudokuWindow *window;
  GtkWindow *dialog;
  GtkWindow *library;
  GtkWidget *history;

  test_language_switch (&saved_language, "ja");
  if (g_strcmp0 (_("Nanpure"), "ナンプレ") != 0)
    {
      g_test_skip ("the Japanese catalogue cannot be used here");
      goto out;
    }

  /* The history, as a solve fills it. */
  window = window_with_puzzle (application, TOP1465_3);
  for (guint i = 0; i < 30; i++)
    {
      activate (window, "step");
      iterate_until (is_idle, window);
    }
  wait_settled (GTK_WINDOW (window));
  history = window_history_view (window);
  g_assert_true (gtk_widget_get_mapped (history));
  g_assert_false (has_label_cut (history));
  g_assert_false (has_orphan_counter (history));
  maybe_screenshot (GTK_WIDGET (window), "ja-window");
  /* However wide the history is dragged, the rating line wraps, if at
   * all, never before its 「個」 (issue 26). */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);

    for (int width = 240; width <= 420; width += 4)
      {
        Width wanted = { history, width };

        g_settings_set_int (settings, "history-width", width);
        iterate_until (has_width, &wanted);
        g_assert_false (has_orphan_counter (history));
      }
    g_settings_reset (settings, "history-width");
  }

  /* The analysis: its description and "空きマス 55 個" whole (a test
   * harness's picture seemed to cut them; the real window did not). */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    GtkWidget *analysis = window_analysis_panel (window);

    activate (window, "show-analysis");
    iterate_until (is_mapped, analysis);
    wait_settled (GTK_WINDOW (window));
    g_assert_false (has_label_cut (analysis));
    maybe_screenshot (GTK_WIDGET (window), "ja-analysis");
    g_settings_reset (settings, "show-analysis");
  }

  /* New Puzzle: "標準ナンプレ" whole. */
  activate (window, "new");
  dialog = find_toplevel (SUDOKU_TYPE_NEW_PUZZLE_DIALOG);
  g_assert_nonnull (dialog);
  wait_settled (dialog);
  g_assert_false (has_ellipsized_label (GTK_WIDGET (dialog)));
  g_assert_false (has_label_cut (GTK_WIDGET (dialog)));
  maybe_screenshot (GTK_WIDGET (dialog), "ja-new-puzzle");
  gtk_window_destroy (dialog);

  /* The library: its column titles. */
  g_action_group_activate_action (G_ACTION_GROUP (application), "library", NULL);
  library = find_toplevel (SUDOKU_TYPE_LIBRARY_WINDOW);
  g_assert_nonnull (library);
  wait_settled (library);
  g_assert_false (has_label_cut (GTK_WIDGET (library)));
  g_assert_false (has_ellipsized_label (GTK_WIDGET (library)));
  maybe_screenshot (GTK_WIDGET (library), "ja-library");
  gtk_window_destroy (library);

  destroy_window (window);
out:
  test_language_restore (&saved_language);
}

typedef struct
{
  GtkWidget  *root;
  const char *text;
} Shown;

/* A mapped label under the root shows the text. */
static gboolean
shows_text (gpointer data)
{
  Shown *shown = data;

  return find_label_showing (shown->root, shown->text) != NULL;
}

/* The toast under @root whose title holds @text, settled: the title is
 * whole, not cut with "…", a counter not torn from its number, and on
 * one line when its text fits in half the window. Returns the title's
 * label. */
static GtkWidget *
assert_toast_whole (GtkWidget  *root,
                    const char *text)
{
  Shown shown = { root, text };
  g_autoptr(PangoLayout) line = NULL;
  GtkWidget *label;
  int one_line;

  iterate_until (shows_text, &shown);
  label = find_label_showing (root, text);
  iterate_until_still (label);
  line = gtk_widget_create_pango_layout (label, gtk_label_get_text (GTK_LABEL (label)));
  pango_layout_get_pixel_size (line, &one_line, NULL);
  g_test_message ("“%s”: %d px on one line, %d px given, %d lines",
                  gtk_label_get_text (GTK_LABEL (label)), one_line,
                  gtk_widget_get_width (label),
                  pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  g_assert_false (has_label_cut (gtk_widget_get_parent (label)));
  g_assert_false (has_orphan_counter (label));
  if (one_line <= gtk_widget_get_width (gtk_widget_get_ancestor (label, ADW_TYPE_TOAST_OVERLAY)) / 2)
    {
      g_assert_cmpint (gtk_widget_get_width (label), >=, one_line);
      g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))),
                       ==, 1);
    }
  return label;
}

/* The window is narrower than the width. */
static gboolean
is_narrower (gpointer data)
{
  Width *than = data;

  return gtk_widget_get_width (than->widget) < than->width;
}

/* Makes @window as narrow as it can be (its header bar's buttons set
 * how narrow), and returns its width. */
static int
narrowest (GtkWindow *window)
{
  Width before = { GTK_WIDGET (window), gtk_widget_get_width (GTK_WIDGET (window)) };

  gtk_window_set_default_size (window, 360, 600);
  iterate_until (is_narrower, &before);
  wait_settled (window);
  g_test_message ("%s at its narrowest: %d px", G_OBJECT_TYPE_NAME (window),
                  gtk_widget_get_width (GTK_WIDGET (window)));
  return gtk_widget_get_width (GTK_WIDGET (window));
}

/* Japanese toasts take the width an English one would: a toast laid
 * its Japanese title out on two lines of half its text's width, with
 * room for one (「クリップボードに問題として／読めるテキストがありません」),
 * and the library window cut a long one with "…" at its smallest size
 * (its toasts kept libadwaita's one-line title). */
static void
japanese_toasts (SudokuApplication *application)
{
  TestLanguage saved_language = { NULL, NULL };
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  SudokuWindow *window;
  GtkWindow *library;
  GtkWidget *label;

  test_language_switch (&saved_language, "ja");
  if (g_strcmp0 (_("Nanpure"), "ナンプレ") != 0)
    {
      g_test_skip ("the Japanese catalogue cannot be used here");
      goto out;
    }

  /* The window's: a paste with no text. */
  window = window_with_puzzle (application, NULL);
  wait_settled (GTK_WINDOW (window));
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), " \n");
  activate (window, "paste");
  label = assert_toast_whole (GTK_WIDGET (window),
                              _("The clipboard holds no text to read a puzzle from"));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), ==, 1);
  maybe_screenshot (GTK_WIDGET (window), "ja-toast");

  /* The library's, at its smallest size: an import of puzzles it has,
   * whose report is wider than the window: it wraps, whole (it was cut
   * with "…"). */
  g_action_group_activate_action (G_ACTION_GROUP (application), "library", NULL);
  library = find_toplevel (SUDOKU_TYPE_LIBRARY_WINDOW);
  g_assert_nonnull (library);
  wait_settled (library);
  narrowest (library);
  iterate_until (is_idle_library, library);
  folder = test_make_folder ();
  path = g_build_filename (folder, "seeds.txt", NULL);
  g_assert_true (g_file_set_contents (path, INKALA_2010 "\n" INKALA_2012 "\n", -1, NULL));
  {
    g_autoptr(GFile) file = g_file_new_for_path (path);

    sudoku_library_window_import_file (SUDOKU_LIBRARY_WINDOW (library), file,
                                       SUDOKU_LIBRARY_LEVEL_AUTO, SUDOKU_VARIANT_CLASSIC);
  }
  label = assert_toast_whole (GTK_WIDGET (library), _("rated and sorted into levels"));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), >, 1);
  maybe_screenshot (GTK_WIDGET (library), "ja-library-toast");
  iterate_until (is_idle_library, library);
  gtk_window_destroy (library);
  test_remove_tree (folder);

  destroy_window (window);
out:
  test_language_restore (&saved_language);
}

/* Whether the last line of @label is a fragment on its own: 「い。」
 * under 「ファイルから問題をインポートするか、メインウィンドウから問題を
 * 保存してくださ」. */
static gboolean
ends_in_fragment (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);
  PangoLayoutLine *last;

  if (pango_layout_get_line_count (layout) < 2)
    return FALSE;
  last = pango_layout_get_line_readonly (layout, pango_layout_get_line_count (layout) - 1);
  return g_utf8_strlen (text + last->start_index, last->length) <= 3;
}

/* The empty library's words in Japanese leave no fragment alone on
 * their last line, at the library window's size and at every width
 * down to its smallest (as narrow as its header bar lets it be). */
static void
japanese_empty_library (SudokuApplication *application)
{
  TestLanguage saved_language = { NULL, NULL };
  GtkWindow *library;
  GtkWidget *description;
  int default_width, default_height, frame, minimum;
  const char *text;

  test_language_switch (&saved_language, "ja");
  if (g_strcmp0 (_("Nanpure"), "ナンプレ") != 0)
    {
      g_test_skip ("the Japanese catalogue cannot be used here");
      goto out;
    }

  /* Level 1 of a new library is empty (the samples are in Sample). */
  g_action_group_activate_action (G_ACTION_GROUP (application), "library", NULL);
  library = find_toplevel (SUDOKU_TYPE_LIBRARY_WINDOW);
  g_assert_nonnull (library);
  wait_settled (library);
  sudoku_library_window_set_group (SUDOKU_LIBRARY_WINDOW (library), 1);
  iterate_until (is_idle_library, library);
  /* The default size counts the window's frame, its width does not. */
  gtk_window_get_default_size (library, &default_width, &default_height);
  frame = default_width - gtk_widget_get_width (GTK_WIDGET (library));
  minimum = narrowest (library);
  description = NULL;
  for (int width = default_width - frame;; width -= 40)
    {
      Width wanted = { GTK_WIDGET (library), MAX (width, minimum) };

      gtk_window_set_default_size (library, wanted.width + frame, 700);
      iterate_until (has_width, &wanted);
      /* Folded, the list is a page of its own: the user goes to it by
       * choosing the group in the sidebar. */
      g_signal_emit_by_name (find_child_of_type (GTK_WIDGET (library),
                                                 SUDOKU_TYPE_LIBRARY_SIDEBAR),
                             "group-activated", 1);
      wait_settled (library);
      if (description == NULL)
        {
          /* The status page's words, without their markup. */
          Shown shown = { GTK_WIDGET (library), "ファイルから" };

          iterate_until (shows_text, &shown);
          description = find_label_showing (GTK_WIDGET (library), "ファイルから");
          text = gtk_label_get_text (GTK_LABEL (description));
          g_assert_true (g_str_has_suffix (text, "保存してください。"));
          maybe_screenshot (GTK_WIDGET (library), "ja-library-empty");
        }
      g_test_message ("%d px: %d lines", wanted.width,
                      pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (description))));
      g_assert_true (gtk_widget_get_mapped (description));
      g_assert_false (ends_in_fragment (GTK_LABEL (description)));
      g_assert_false (has_label_cut (description));
      if (width <= minimum)
        break;
    }
  maybe_screenshot (GTK_WIDGET (library), "ja-library-empty-narrow");
  gtk_window_destroy (library);
out:
  test_language_restore (&saved_language);
}

/* The first word of @words that a line of @layout starts inside
 * (「エクス／ポート」), or %NULL. */
static const char *
split_word (PangoLayout       *layout,
            const char *const *words)
{
  const char *text = pango_layout_get_text (layout);
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  const char *split = NULL;

  while (split == NULL && pango_layout_iter_next_line (iter))
    {
      int start = pango_layout_iter_get_index (iter);

      for (const char *const *word = words; split == NULL && *word != NULL; word++)
        for (const char *found = strstr (text, *word); found != NULL && split == NULL;
             found = strstr (found + 1, *word))
          if (found - text < start && start < found - text + (int) strlen (*word))
            split = *word;
    }
  pango_layout_iter_free (iter);
  return split;
}

/* Japanese texts as the catalogue makes them, and what in each a line
 * must not end inside: a number and its counter, a verb, a loan word, a
 * house and its number. */
static const struct
{
  const char *text;
  const char *words[6];
} japanese_texts[] = {
  { "作るのを中止しました。12 問のうち 3 問を作り、「レベル 3」に残しました",
    { "12 問", "3 問", "中止しました", "レベル 3", NULL } },
  { "新しい問題をバックグラウンドでまとめて作ります。解はどれも一つだけ。一週間分の問題集にどうぞ。",
    { "作ります", "バックグラウンド", "一週間分", "問題集", "まとめて", NULL } },
  { "r4c5 は 7 でなければなりません (ブロック 9)",
    { "ブロック 9", NULL } },
  { "1,234 問を「ナンプレの問題集」にエクスポートしました",
    { "1,234 問", "エクスポート", "しました", NULL } },
  { "ファイルから問題をインポートするか、メインウィンドウから問題を保存してください。",
    { "インポート", "メインウィンドウ", "保存してください", NULL } },
};

/* @label's text, wrapped at any width from its whole length down to
 * the longest phrase kept whole, ends its lines between its phrases:
 * none of @words is split, and no line is wider than the width. */
static void
assert_phrases_whole (GtkLabel          *label,
                      const char *const *words)
{
  g_autoptr(PangoLayout) layout = pango_layout_copy (gtk_label_get_layout (label));
  g_autoptr(PangoLayout) widest = pango_layout_copy (layout);
  g_autoptr(GString) phrase = g_string_new (NULL);
  int width, smallest, em;
  int lines = 0;

  pango_layout_set_width (layout, -1);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_get_size (layout, &width, NULL);
  /* A little under the narrowest label of the windows: a toast at the
   * smallest library window holds about 14 Japanese characters. */
  for (int c = 0; c < SUDOKU_PHRASES_MAX_CHARS; c++)
    g_string_append (phrase, "ア");
  pango_layout_set_attributes (widest, NULL);
  pango_layout_set_width (widest, -1);
  pango_layout_set_text (widest, phrase->str, -1);
  pango_layout_get_size (widest, &smallest, &em);
  for (int w = width; w >= smallest; w -= em / 4)
    {
      const char *split;
      PangoRectangle logical;

      pango_layout_set_width (layout, w);
      split = split_word (layout, words);
      for (guint k = 0; split != NULL && words[k] != NULL; k++)
        if (words[k] == split)
          g_test_message ("“%s” at %d px: its word %u split", gtk_label_get_text (label),
                          w / PANGO_SCALE, k);
      g_assert_null (split);
      pango_layout_get_extents (layout, NULL, &logical);
      g_assert_cmpint (logical.width, <=, w);
      lines = MAX (lines, pango_layout_get_line_count (layout));
    }
  /* The text did wrap: the widths tried broke it somewhere. */
  g_assert_cmpint (lines, >, 1);
}

/* Japanese texts wrap between their phrases: Pango alone ended lines
 * between any two characters (「作り／ます」「12 ／問」「エクス／ポート」
 * 「(ブロック ／9)」). Every wrapping label gets the phrases when it is
 * realized; these labels, never shown, take them themselves. */
static void
japanese_phrases (SudokuApplication *application)
{
  for (guint i = 0; i < G_N_ELEMENTS (japanese_texts); i++)
    {
      GtkWidget *label = g_object_ref_sink (gtk_label_new (japanese_texts[i].text));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      sudoku_phrases_keep (GTK_LABEL (label));
      assert_phrases_whole (GTK_LABEL (label), japanese_texts[i].words);
      /* A new text, new phrases. */
      gtk_label_set_text (GTK_LABEL (label), japanese_texts[(i + 1) % G_N_ELEMENTS (japanese_texts)].text);
      assert_phrases_whole (GTK_LABEL (label),
                            japanese_texts[(i + 1) % G_N_ELEMENTS (japanese_texts)].words);
      g_object_unref (label);
    }
}

/* The Generate dialog's body, libadwaita's label, ends its lines
 * between phrases: 「…まとめて作り／ます。」 had a verb split. */
static void
japanese_generate_dialog (SudokuApplication *application)
{
  static const char *const words[] = { "作ります", "バックグラウンド", "一週間分", "問題集",
                                       "まとめて", NULL };
  TestLanguage saved_language = { NULL, NULL };
  SudokuWindow *window;
  GtkWidget *dialog;
  GtkWidget *body;
  Shown shown = { NULL, "バックグラウンド" };

  test_language_switch (&saved_language, "ja");
  if (g_strcmp0 (_("Nanpure"), "ナンプレ") != 0)
    {
      g_test_skip ("the Japanese catalogue cannot be used here");
      goto out;
    }
  window = window_with_puzzle (application, NULL);
  wait_settled (GTK_WINDOW (window));
  dialog = sudoku_generate_dialog_new (GTK_WINDOW (window), 3);
  gtk_window_present (GTK_WINDOW (dialog));
  shown.root = dialog;
  iterate_until (shows_text, &shown);
  body = find_label_showing (dialog, "バックグラウンド");
  iterate_until_still (body);
  g_test_message ("“%s”: %d lines at %d px", gtk_label_get_text (GTK_LABEL (body)),
                  pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (body))),
                  gtk_widget_get_width (body));
  maybe_screenshot (dialog, "ja-generate-dialog");
  g_assert_null (split_word (gtk_label_get_layout (GTK_LABEL (body)), words));
  g_assert_false (has_label_cut (body));
  /* At the dialog's width, and at any other: the label is the
   * application's as much as any. */
  assert_phrases_whole (GTK_LABEL (body), words);
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
out:
  test_language_restore (&saved_language);
}

/* The primary menu's button under @root (F10), or %NULL. */
static GtkMenuButton *
find_primary_menu_button (GtkWidget *root)
{
  if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (root)))
    return GTK_MENU_BUTTON (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_primary_menu_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether @model, or a section or submenu of it, has an item for @action. */
static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_strcmp0 (name, action) == 0)
        return TRUE;
      while (g_menu_link_iter_get_next (links, NULL, &link))
        {
          gboolean found = menu_has_action (link, action);

          g_object_unref (link);
          if (found)
            return TRUE;
        }
    }
  return FALSE;
}

/* The library window fits a half screen of a 1366 px laptop (683 px),
 * in English and in Japanese, with its search field whole: its header
 * bar's Import, Export and Booklet buttons kept it no narrower than
 * 668 px in Japanese (572 px in English), and squeezed the search field
 * to a stub cut with "…" at that width. Now they give way below their
 * width (603 px and 564 px, where the action bar's buttons set it), and
 * their actions stay in the primary menu and on their keys. */
static void
library_narrow (SudokuApplication *application)
{
  static const char *const actions[] = { "library.import", "library.export",
                                         "library.export-booklet", NULL };
  TestLanguage saved_language = { NULL, NULL };

  for (int japanese = 0; japanese <= 1; japanese++)
    {
      GtkWindow *library;
      GtkMenuButton *menu_button;
      int default_width, default_height, frame, minimum;

      if (japanese)
        {
          test_language_switch (&saved_language, "ja");
          if (g_strcmp0 (_("Nanpure"), "ナンプレ") != 0)
            {
              g_test_skip ("the Japanese catalogue cannot be used here");
              break;
            }
        }
      g_action_group_activate_action (G_ACTION_GROUP (application), "library", NULL);
      library = find_toplevel (SUDOKU_TYPE_LIBRARY_WINDOW);
      g_assert_nonnull (library);
      wait_settled (library);
      iterate_until (is_idle_library, library);
      /* At its size, the buttons are there. */
      maybe_screenshot (GTK_WIDGET (library), japanese ? "ja-library-wide" : "library-wide");
      for (guint i = 0; actions[i] != NULL; i++)
        g_assert_true (gtk_widget_get_mapped (find_actionable (GTK_WIDGET (library), actions[i])));

      gtk_window_get_default_size (library, &default_width, &default_height);
      frame = default_width - gtk_widget_get_width (GTK_WIDGET (library));
      minimum = narrowest (library);
      g_test_message ("%s: the library at its narrowest, %d px and a frame of %d px",
                      japanese ? "Japanese" : "English", minimum, frame);
      g_assert_cmpint (minimum + frame, <=, 683);
      /* Folded, the list is a page of its own: the user goes to it by
       * choosing a group in the sidebar. */
      g_signal_emit_by_name (find_child_of_type (GTK_WIDGET (library),
                                                 SUDOKU_TYPE_LIBRARY_SIDEBAR),
                             "group-activated", 0);
      wait_settled (library);
      iterate_until (is_mapped, find_primary_menu_button (GTK_WIDGET (library)));
      maybe_screenshot (GTK_WIDGET (library), japanese ? "ja-library-narrowest" : "library-narrowest");
      g_assert_false (has_label_cut (GTK_WIDGET (library)));
      g_assert_false (has_ellipsized_label (GTK_WIDGET (library)));

      /* Whether shown or not, each action is in the primary menu (F10;
       * the window's class binds Ctrl+I, Ctrl+E and Ctrl+B as well). */
      menu_button = find_primary_menu_button (GTK_WIDGET (library));
      g_assert_nonnull (menu_button);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (menu_button)));
      for (guint i = 0; actions[i] != NULL; i++)
        g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (menu_button),
                                        actions[i]));

      /* Wide again, the buttons come back. */
      gtk_window_set_default_size (library, default_width, default_height);
      for (guint i = 0; actions[i] != NULL; i++)
        iterate_until (is_mapped, find_actionable (GTK_WIDGET (library), actions[i]));
      gtk_window_destroy (library);
    }
  test_language_restore (&saved_language);
}

static void
test_layout_japanese_toasts (void)
{
  run_in_application (japanese_toasts);
}

static void
test_layout_japanese_empty_library (void)
{
  run_in_application (japanese_empty_library);
}

static gboolean
is_unmapped (gpointer data)
{
  return !gtk_widget_get_mapped (data);
}

/* At the window's narrowest the analysis folds away so that the grid
 * keeps its size, as the GNOME HIG lets a side panel do if it can still
 * be reached: F8 (Analysis in the main menu) shows it over the grid,
 * whole, and a wider window docks it again, still shown. */
static void
analysis_narrow (SudokuApplication *application)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window;
  GtkWidget *analysis, *scroller;
  GtkAdjustment *adjustment;
  int width, height;

  g_settings_set_boolean (settings, "show-analysis", TRUE);
  window = window_with_puzzle (application, TOP1465_3);
  wait_settled (GTK_WINDOW (window));
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  analysis = window_analysis_panel (window);
  iterate_until (is_mapped, analysis);

  narrowest (GTK_WINDOW (window));
  iterate_until (is_unmapped, analysis);
  {
    g_autoptr(GVariant) shown = g_action_group_get_action_state (G_ACTION_GROUP (window),
                                                                 "show-analysis");

    g_assert_false (g_variant_get_boolean (shown));
  }
  /* What the user asked for is kept. */
  g_assert_true (g_settings_get_boolean (settings, "show-analysis"));

  activate (window, "show-analysis");
  iterate_until (is_mapped, analysis);
  iterate_until_still (analysis);
  maybe_screenshot (GTK_WIDGET (window), "analysis-narrow");
  /* Whole: its scrolled window is in view and reaches its end. */
  scroller = gtk_widget_get_ancestor (analysis, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  g_assert_true (in_view (scroller));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >=, gtk_widget_get_height (analysis));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment) +
                     gtk_adjustment_get_page_size (adjustment), >=,
                     gtk_widget_get_height (analysis));
  g_assert_false (has_label_cut (analysis));

  /* Wide again: beside the grid. */
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  wait_settled (GTK_WINDOW (window));
  iterate_until (is_mapped, analysis);
  iterate_until_still (analysis);
  g_assert_true (in_view (scroller));

  g_settings_reset (settings, "show-analysis");
  destroy_window (window);
}

UI_TEST (japanese_phrases)
UI_TEST (library_narrow)
UI_TEST (japanese_generate_dialog)

static void
test_layout_analysis_narrow (void)
{
  run_in_application (analysis_narrow);
}

static void
test_layout_japanese (void)
{
  run_in_application (japanese);
}

static void
test_layout_tooltips (void)
{
  run_in_application (tooltips);
}

static void
test_layout_help_without_yelp (void)
{
  run_in_application (help_without_yelp);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/layout/long-hint-851x600", test_layout_long_hint_small);
  g_test_add_func ("/nanpure/layout/long-hint-1080x780", test_layout_long_hint_default);
  g_test_add_func ("/nanpure/layout/long-hint-1400x900", test_layout_long_hint_large);
  g_test_add_func ("/nanpure/layout/tooltips", test_layout_tooltips);
  g_test_add_func ("/nanpure/layout/japanese", test_layout_japanese);
  g_test_add_func ("/nanpure/layout/japanese-toasts", test_layout_japanese_toasts);
  g_test_add_func ("/nanpure/layout/japanese-phrases", test_japanese_phrases);
  g_test_add_func ("/nanpure/layout/library-narrow", test_library_narrow);
  g_test_add_func ("/nanpure/layout/japanese-generate-dialog", test_japanese_generate_dialog);
  g_test_add_func ("/nanpure/layout/analysis-narrow", test_layout_analysis_narrow);
  g_test_add_func ("/nanpure/layout/japanese-empty-library", test_layout_japanese_empty_library);
  g_test_add_func ("/nanpure/layout/help-without-yelp", test_layout_help_without_yelp);
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

  g_autoptr(GError) error = NULL;
  g_autofree char *library_dir = g_dir_make_tmp ("nanpure-layout-XXXXXX", &error);
  g_autofree char *library_path = NULL;
  int status;

  g_setenv ("XDG_DATA_DIRS", dirs, TRUE);
  g_assert_no_error (error);
  library_path = g_build_filename (library_dir, "library.db", NULL);
  g_setenv ("NANPURE_LIBRARY", library_path, TRUE);

  status = ui_test_run (argc, argv, add_tests);

  for (const char *const *suffix = (const char *[]) { "", "-wal", "-shm", NULL }; *suffix; suffix++)
    {
      g_autofree char *path = g_strconcat (library_path, *suffix, NULL);

      g_remove (path);
    }
  g_rmdir (library_dir);
  return status;
}
