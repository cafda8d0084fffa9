/* test-chain-views.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A forcing chain in the window as a sequence of views (issue 23, item
 * 3): the hint banner's Previous and Next step through its branches,
 * the grid draws only the branch shown, the buttons stay in view with
 * the longest texts, and the history's preview steps through the same
 * views. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "sudoku-banner.h"
#include "sudoku-grid-view.h"
#include "sudoku-history-view.h"
#include "sudoku-path.h"
#include "ui-test-utils.h"

static SudokuBanner *
banner_of (SudokuWindow *window)
{
  GtkWidget *banner = find_child_of_type (GTK_WIDGET (window), SUDOKU_TYPE_BANNER);

  g_assert_nonnull (banner);
  return SUDOKU_BANNER (banner);
}

static GtkWidget *
view_button (SudokuWindow *window,
             const char   *action)
{
  GtkWidget *button = find_actionable (GTK_WIDGET (banner_of (window)), action);

  g_assert_nonnull (button);
  return button;
}

/* Whether @widget is mapped and drawn whole inside its window. */
static gboolean
inside_window (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_rect_t bounds, window_bounds;

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_compute_bounds (widget, root, &bounds))
    return FALSE;
  graphene_rect_init (&window_bounds, 0, 0, gtk_widget_get_width (root),
                      gtk_widget_get_height (root));
  return graphene_rect_contains_rect (&window_bounds, &bounds) &&
         bounds.size.width > 0 && bounds.size.height > 0;
}

/* Whether a label under @widget says @text. */
static gboolean
has_label (GtkWidget  *widget,
           const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, text))
      return TRUE;
  return FALSE;
}

/* The links the grid draws are exactly @view's. */
static void
assert_draws_view (SudokuGridView       *grid_view,
                   const SudokuStepView *view)
{
  const SudokuStep *drawn = sudoku_grid_view_get_drawn_step (grid_view);

  g_assert_nonnull (drawn);
  g_assert_cmpuint (drawn->links->len, ==, view->links->len);
  g_assert_cmpmem (drawn->links->data, drawn->links->len * sizeof (SudokuLink),
                   view->links->data, view->links->len * sizeof (SudokuLink));
  g_assert_cmpuint (drawn->marks->len, ==, view->marks->len);
}

/* The longest text of a view among the forcing steps of Inkala 2012's
 * full path. */
static char *
dup_longest_view_text (void)
{
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  SudokuProfile profile;
  char *longest = g_strdup ("");

  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  for (;;)
    {
      g_autoptr(SudokuStep) step = sudoku_path_next_step (&board, &profile, TRUE);
      g_autoptr(GPtrArray) views = NULL;

      if (step == NULL)
        break;
      views = sudoku_step_dup_views (step);
      for (guint i = 0; i < views->len; i++)
        {
          const SudokuStepView *view = g_ptr_array_index (views, i);

          if (view->text != NULL && strlen (view->text) > strlen (longest))
            {
              g_free (longest);
              longest = g_strdup (view->text);
            }
        }
      sudoku_step_apply (step, &board);
    }
  g_assert_true (sudoku_board_is_complete (&board));
  return longest;
}

static void
hint_views (SudokuApplication *application)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window;
  SudokuGridView *grid_view;
  SudokuBanner *banner;
  SudokuHint *hint;
  GtkWidget *previous, *next;
  g_autofree char *longest = NULL;
  guint n_views;

  /* The smallest window the layout tests use. */
  g_settings_set_int (settings, "window-width", 851);
  g_settings_set_int (settings, "window-height", 600);
  window = window_with_puzzle (application, INKALA_2012);
  grid_view = sudoku_window_get_grid_view (window);
  banner = banner_of (window);

  /* Inkala 2012's first step, at the full level: a forcing chain. */
  activate (window, "hint");
  iterate_until (has_banner, window);
  activate (window, "hint");
  activate (window, "hint");
  hint = sudoku_solve_runner_get_hint (runner_of (window));
  g_assert_nonnull (hint);
  g_assert_cmpuint (sudoku_hint_get_level (hint), ==, SUDOKU_HINT_FULL);
  n_views = sudoku_hint_get_n_views (hint);
  g_assert_cmpuint (n_views, >, 1);
  g_assert_cmpuint (sudoku_banner_get_n_views (banner), ==, n_views);

  previous = view_button (window, "banner.previous-view");
  next = view_button (window, "banner.next-view");
  iterate_until_still (next);
  g_assert_true (inside_window (previous));
  g_assert_true (inside_window (next));
  g_assert_false (gtk_widget_get_sensitive (previous));
  g_assert_true (gtk_widget_get_sensitive (next));

  /* The first view: its text, "1 of N", its links only. */
  g_assert_cmpuint (sudoku_grid_view_get_view (grid_view), ==, 0);
  assert_draws_view (grid_view, sudoku_hint_get_view (hint, 0));
  g_assert_nonnull (strstr (banner_text_of (window), sudoku_hint_get_view (hint, 0)->text));
  /* The banner asks for the height of its wrapped text (at least five
   * lines of it, or all of it), not only one line per paragraph: that
   * once left three lines (the summary, the Eureka chain and the start of
   * the words) and hid the rest of the first view below them. */
  {
    GtkWidget *label = find_with_class (GTK_WIDGET (banner), "nanpure-banner-text");
    GtkScrolledWindow *scroller =
      GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (label, GTK_TYPE_SCROLLED_WINDOW));
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
    g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (label, "r1c4");
    int line_height;

    pango_layout_get_pixel_size (layout, NULL, &line_height);
    g_test_message ("banner text: %.0f px shown of %.0f, lines of %d px",
                    gtk_adjustment_get_page_size (adjustment),
                    gtk_adjustment_get_upper (adjustment), line_height);
    g_assert_cmpfloat (gtk_adjustment_get_page_size (adjustment), >=,
                       MIN (gtk_adjustment_get_upper (adjustment), 5 * line_height) - 1);
  }
  maybe_screenshot (GTK_WIDGET (window), "chain-views-window-1");

  /* Next, to the last view, each drawn alone. */
  for (guint i = 1; i < n_views; i++)
    {
      g_autofree char *name = g_strdup_printf ("chain-views-window-%u", i + 1);
      g_autofree char *count = g_strdup_printf ("%u of %u", i + 1, n_views);

      g_signal_emit_by_name (next, "clicked");
      g_assert_cmpuint (sudoku_banner_get_view (banner), ==, i);
      g_assert_cmpuint (sudoku_grid_view_get_view (grid_view), ==, i);
      assert_draws_view (grid_view, sudoku_hint_get_view (hint, i));
      g_assert_nonnull (strstr (banner_text_of (window), sudoku_hint_get_view (hint, i)->text));
      g_assert_nonnull (find_with_tooltip (GTK_WIDGET (banner), "Next View (Alt+Right)"));
      g_assert_true (has_label (GTK_WIDGET (banner), count));
      maybe_screenshot (GTK_WIDGET (window), name);
    }
  g_assert_false (gtk_widget_get_sensitive (next));
  /* The views differ: a branch's links are its own. */
  g_assert_false (sudoku_hint_get_view (hint, 0)->links->len ==
                  sudoku_hint_get_view (hint, n_views - 1)->links->len &&
                  memcmp (sudoku_hint_get_view (hint, 0)->links->data,
                          sudoku_hint_get_view (hint, n_views - 1)->links->data,
                          sudoku_hint_get_view (hint, 0)->links->len * sizeof (SudokuLink)) == 0);

  /* Previous goes back; its action (which Alt+Left activates) too. */
  g_signal_emit_by_name (previous, "clicked");
  g_assert_cmpuint (sudoku_grid_view_get_view (grid_view), ==, n_views - 2);
  assert_draws_view (grid_view, sudoku_hint_get_view (hint, n_views - 2));
  g_assert_true (gtk_widget_get_sensitive (next));
  if (n_views > 2)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (banner), "banner.previous-view",
                                                 NULL));
      g_assert_cmpuint (sudoku_grid_view_get_view (grid_view), ==, n_views - 3);
    }

  /* The longest text of any view on the path: the text scrolls, the
   * buttons stay in the window. */
  longest = dup_longest_view_text ();
  g_test_message ("longest view text: %u chars", (guint) strlen (longest));
  {
    const char *texts[] = { longest, longest, NULL };

    sudoku_banner_set_views (banner, "<b>Dynamic Forcing Chain</b>", texts);
  }
  iterate_until_still (next);
  g_assert_true (inside_window (next));
  g_assert_true (inside_window (previous));
  g_assert_true (inside_window (find_button (GTK_WIDGET (banner), "_Apply")));
  g_assert_true (inside_window (find_button (GTK_WIDGET (banner), "_Cancel")));
  {
    GtkWidget *label = find_with_class (GTK_WIDGET (banner), "nanpure-banner-text");

    g_assert_nonnull (label);
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), longest));
    g_assert_true (inside_window (gtk_widget_get_ancestor (label, GTK_TYPE_SCROLLED_WINDOW)));
  }
  maybe_screenshot (GTK_WIDGET (window), "chain-views-window-long");

  /* Apply, then the history's preview of the step steps through the
   * same views. */
  click (GTK_WIDGET (banner), "_Apply");
  iterate_until (is_idle, window);
  sudoku_history_view_select (SUDOKU_HISTORY_VIEW (window_history_view (window)), 0);
  g_assert_true (g_str_has_prefix (banner_text_of (window), "Step 1 of "));
  g_assert_cmpuint (sudoku_banner_get_n_views (banner), ==, n_views);
  g_assert_cmpuint (sudoku_grid_view_get_view (grid_view), ==, 0);
  {
    g_autoptr(GPtrArray) views = sudoku_step_dup_views (sudoku_grid_view_get_step (grid_view));

    assert_draws_view (grid_view, g_ptr_array_index (views, 0));
    g_signal_emit_by_name (next, "clicked");
    g_assert_cmpuint (sudoku_grid_view_get_view (grid_view), ==, 1);
    assert_draws_view (grid_view, g_ptr_array_index (views, 1));
    g_assert_nonnull (strstr (banner_text_of (window),
                              ((SudokuStepView *) g_ptr_array_index (views, 1))->text));
  }
  activate (window, "escape");
  g_assert_cmpuint (sudoku_banner_get_n_views (banner), ==, 0);
  g_assert_null (sudoku_grid_view_get_drawn_step (grid_view));

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  destroy_window (window);
}

static void
test_hint_views (void)
{
  run_in_application (hint_views);
}

/* Issue 23 item 3 at the window's smallest and at 1400×900, in English
 * and in Japanese: Inkala 2012's first step, at the full level, keeps
 * its buttons (Previous and Next View, Learn More, Apply, Cancel) whole
 * in the window through all its views, the texts of every view of the
 * path too; the text shows at least its first lines, and a text longer
 * than the strip shows its scrollbar beside it, over no text (an
 * overlay scrollbar hid until hovered, and the cut text looked whole).
 * That no link leaves the grid is render-links/inside's, on the curves
 * the grid view draws with the same sudoku_render_board(). */
typedef struct
{
  int      width;
  int      height;
  gboolean japanese;
} BannerCase;

static const BannerCase *banner_case;

static void
assert_buttons_shown (SudokuBanner *banner)
{
  const char *labels[] = { _("_Learn More"), _("_Apply"), _("_Cancel") };
  const char *actions[] = { "banner.previous-view", "banner.next-view" };

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      GtkWidget *button = find_button (GTK_WIDGET (banner), labels[i]);

      g_assert_nonnull (button);
      if (!inside_window (button))
        g_error ("“%s” is not whole in the window", labels[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    g_assert_true (inside_window (find_actionable (GTK_WIDGET (banner), actions[i])));
}

/* The banner's text: its first lines shown, and when it is cut, its
 * scrollbar shown beside it. */
static void
assert_text_readable (SudokuBanner *banner)
{
  GtkWidget *label = find_with_class (GTK_WIDGET (banner), "nanpure-banner-text");
  GtkWidget *scroller = gtk_widget_get_ancestor (label, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment =
    gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  GtkWidget *scrollbar = gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (scroller));
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (label, "r1c4\nr1c4\nr1c4");
  graphene_rect_t label_bounds, bar_bounds;
  int three_lines;

  pango_layout_get_pixel_size (layout, NULL, &three_lines);
  g_assert_true (inside_window (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_page_size (adjustment), >=,
                     MIN (gtk_adjustment_get_upper (adjustment), three_lines) - 1);
  if (gtk_adjustment_get_upper (adjustment) <= gtk_adjustment_get_page_size (adjustment) + 1)
    return;
  g_assert_true (gtk_widget_get_mapped (scrollbar));
  g_assert_true (gtk_widget_compute_bounds (label, scroller, &label_bounds));
  g_assert_true (gtk_widget_compute_bounds (scrollbar, scroller, &bar_bounds));
  g_assert_cmpfloat (bar_bounds.size.width, >, 0);
  g_assert_cmpfloat (label_bounds.origin.x + label_bounds.size.width, <=,
                     bar_bounds.origin.x + 0.5);
}

static void
banner_at_size (SudokuApplication *application)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TestLanguage saved_language = { NULL, NULL };
  g_autofree char *longest = NULL;
  g_autofree char *shot = NULL;
  SudokuWindow *window;
  SudokuBanner *banner;
  SudokuHint *hint;
  GtkWidget *next;
  graphene_rect_t first_grid;
  guint n_views;

  if (banner_case->japanese)
    {
      test_language_switch (&saved_language, "ja");
      if (g_strcmp0 (_("Nanpure"), "ナンプレ") != 0)
        {
          g_test_skip ("the Japanese catalogue cannot be used here");
          goto out;
        }
    }
  /* Smaller than the window can be: it takes its minimum size. */
  g_settings_set_int (settings, "window-width", banner_case->width);
  g_settings_set_int (settings, "window-height", banner_case->height);
  window = window_with_puzzle (application, INKALA_2012);
  banner = banner_of (window);
  activate (window, "hint");
  iterate_until (has_banner, window);
  activate (window, "hint");
  activate (window, "hint");
  hint = sudoku_solve_runner_get_hint (runner_of (window));
  g_assert_nonnull (hint);
  g_assert_cmpuint (sudoku_hint_get_level (hint), ==, SUDOKU_HINT_FULL);
  n_views = sudoku_hint_get_n_views (hint);
  g_assert_cmpuint (n_views, >, 1);
  next = view_button (window, "banner.next-view");
  iterate_until_still (GTK_WIDGET (window));
  g_test_message ("window %d×%d", gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)));
  /* At its minimum (819×488 in English today, wider in Japanese):
   * smaller than the smallest size the layout tests use. */
  if (banner_case->width < 851)
    {
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <, 1000);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <, 600);
    }
  else
    {
      /* Less the window's frame. */
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, banner_case->width - 20);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), >=, banner_case->height - 20);
    }

  shot = g_strdup_printf ("chain-banner-%s-%dx%d", banner_case->japanese ? "ja" : "en",
                          banner_case->width, banner_case->height);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sudoku_window_get_grid_view (window)),
                                            GTK_WIDGET (window), &first_grid));
  for (guint i = 0; i < n_views; i++)
    {
      graphene_rect_t grid;

      if (i > 0)
        {
          g_signal_emit_by_name (next, "clicked");
          iterate_until_still (GTK_WIDGET (window));
        }
      g_assert_cmpuint (sudoku_banner_get_view (banner), ==, i);
      /* Stepping through the views never moves the grid: the strip
       * keeps the height of the step's tallest view (at 851×600 the
       * grid went 20 px up and down as the views' texts grew and
       * shrank). */
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sudoku_window_get_grid_view (window)),
                                                GTK_WIDGET (window), &grid));
      g_assert_cmpfloat_with_epsilon (grid.origin.y, first_grid.origin.y, 0.5);
      g_assert_cmpfloat_with_epsilon (grid.size.height, first_grid.size.height, 0.5);
      assert_buttons_shown (banner);
      assert_text_readable (banner);
      if (i == 0)
        maybe_screenshot (GTK_WIDGET (window), shot);
    }

  /* The longest text of any view on the path. */
  longest = dup_longest_view_text ();
  {
    const char *texts[] = { longest, longest, NULL };

    sudoku_banner_set_views (banner, "<b>Dynamic Forcing Chain</b>", texts);
  }
  iterate_until_still (GTK_WIDGET (window));
  assert_buttons_shown (banner);
  assert_text_readable (banner);

  activate (window, "escape");
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  destroy_window (window);
out:
  if (banner_case->japanese)
    {
      test_language_restore (&saved_language);
    }
}

static void
test_banner_at_size (gconstpointer data)
{
  banner_case = data;
  run_in_application (banner_at_size);
}

static const BannerCase banner_cases[] = {
  { 400, 300, FALSE },
  { 851, 600, FALSE },
  { 400, 300, TRUE },
  { 1400, 900, FALSE },
  { 1400, 900, TRUE },
};


static void
add_tests (void)
{
  g_test_add_func ("/nanpure/chain-views/hint-and-preview", test_hint_views);
  g_test_add_data_func ("/nanpure/chain-views/banner/smallest", &banner_cases[0],
                        test_banner_at_size);
  g_test_add_data_func ("/nanpure/chain-views/banner/851x600", &banner_cases[1],
                        test_banner_at_size);
  g_test_add_data_func ("/nanpure/chain-views/banner/smallest-ja", &banner_cases[2],
                        test_banner_at_size);
  g_test_add_data_func ("/nanpure/chain-views/banner/1400x900", &banner_cases[3],
                        test_banner_at_size);
  g_test_add_data_func ("/nanpure/chain-views/banner/1400x900-ja", &banner_cases[4],
                        test_banner_at_size);
}

int
main (int    argc,
      char **argv)
{
  return ui_test_run (argc, argv, add_tests);
}
