/* test-layout.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The main window's layout at the sizes people use: a long hint keeps
 * its buttons in view and its text within reach (issue 20 item 10). */

#include "config.h"

#include "sudoku-path.h"
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

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/layout/long-hint-851x600", test_layout_long_hint_small);
  g_test_add_func ("/nanpure/layout/long-hint-1080x780", test_layout_long_hint_default);
  g_test_add_func ("/nanpure/layout/long-hint-1400x900", test_layout_long_hint_large);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
