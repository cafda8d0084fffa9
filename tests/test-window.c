/* test-window.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sudoku-banner.h"
#include "sudoku-grid-view.h"
#include "sudoku-parse.h"
#include "ui-test-utils.h"

static void
assert_shows_inkala (SudokuWindow *window)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  const SudokuBoard *board = sudoku_grid_view_get_board (sudoku_window_get_grid_view (window));

  puzzle = sudoku_parse_puzzle (INKALA_2012, -1, SUDOKU_VARIANT_CLASSIC, &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_board_equal_values (board, &puzzle->board));
  g_assert_cmpuint (sudoku_board_count_givens (board), ==, 21);
  g_assert_true (board->givens[0]);
  g_assert_false (board->givens[1]);
  g_assert_true (g_str_has_prefix (window_status (window), "21 clues"));
}

static int
luminance (const guint8 *pixel)
{
  /* CAIRO_FORMAT_ARGB32 in memory: B, G, R, A on little-endian. */
  guint32 argb = *(const guint32 *) pixel;

  return ((argb >> 16 & 0xff) * 299 + (argb >> 8 & 0xff) * 587 + (argb & 0xff) * 114) / 1000;
}

/* Renders the grid view through GTK's own renderer and checks that the
 * drawing is there: ink in a cell with a given, paper in an empty one.
 */
static void
assert_grid_drawn (SudokuGridView *grid_view)
{
  GtkWidget *widget = GTK_WIDGET (grid_view);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int side = MIN (width, height);
  int x0 = (width - side) / 2;
  int y0 = (height - side) / 2;
  int cell = side / 9;
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guint8 *pixels = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gsize stride;
  guint ink = 0, paper_ink = 0;

  g_assert_cmpint (side, >=, 9 * 28);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);

  stride = (gsize) width * 4;
  pixels = g_malloc (stride * height);
  gdk_texture_download (texture, pixels, stride);

  /* r1c1 holds the given 8; r1c2 is empty. */
  for (int y = y0 + cell / 5; y < y0 + cell * 4 / 5; y++)
    for (int x = x0 + cell / 5; x < x0 + cell * 4 / 5; x++)
      {
        ink += luminance (pixels + y * stride + x * 4) < 128;
        paper_ink += luminance (pixels + y * stride + (x + cell) * 4) < 200;
      }
  g_assert_cmpuint (ink, >, (guint) (cell * cell / 20));
  g_assert_cmpuint (paper_ink, ==, 0);

  /* The thick line between boxes 1 and 2 crosses r1. */
  g_assert_cmpint (luminance (pixels + (y0 + cell / 2) * stride + (x0 + side / 3) * 4), <, 128);
}

static void
window_puzzle (SudokuApplication *application)
{
  SudokuWindow *window = sudoku_window_new (application);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);

  g_assert_true (g_str_has_prefix (window_status (window), "Empty grid"));
  g_assert_true (sudoku_window_load_text (window, INKALA_2012, SUDOKU_VARIANT_CLASSIC));

  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, grid_view);

  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (grid_view), "sudoku-grid") ||
                 g_str_equal (gtk_widget_get_css_name (GTK_WIDGET (grid_view)), "sudoku-grid"));
  assert_shows_inkala (window);
  /* Candidates show while solving; the drawing test wants paper. */
  g_assert_true (sudoku_grid_view_get_show_candidates (grid_view));
  sudoku_grid_view_set_show_candidates (grid_view, FALSE);
  iterate_frames (GTK_WIDGET (grid_view), 2);
  assert_grid_drawn (grid_view);

  /* The check in the worker finds the solution unique. */
  iterate_until (is_checked, window);
  g_assert_cmpint (sudoku_checker_get_n_solutions (window_checker (window)), ==, 1);
  g_assert_cmpstr (window_status (window), ==, "21 clues · unique · 60 cells to go");

  destroy_window (window);
}

/* The shortcut of the window's class bindings for @accelerator, or
 * %NULL. */
static GtkShortcut *
find_class_shortcut (SudokuWindow *window,
                     const char   *accelerator)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  g_autoptr(GtkShortcutTrigger) wanted = gtk_shortcut_trigger_parse_string (accelerator);

  g_assert_nonnull (wanted);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      /* The class's own, not the application's accelerators. */
      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          g_strcmp0 (gtk_event_controller_get_name (GTK_EVENT_CONTROLLER (controller)),
                     "gtk-widget-class-shortcuts") != 0)
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
            return shortcut;
        }
    }
  return NULL;
}

/* The menus of the menu buttons under @widget, added to @menus. */
static void
find_menus (GtkWidget *widget,
            GPtrArray *menus)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)))
    g_ptr_array_add (menus, gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_menus (child, menus);
}

/* Every item of @menu (and its sections) that shows a shortcut has that
 * shortcut: a binding of the window's class or an accelerator of the
 * application for the item's action. The menu said Ctrl+K for both
 * Colouring and Set Checkpoint…, whose key is Ctrl+Shift+K. */
static guint
assert_menu_accels (SudokuWindow *window,
                    GMenuModel   *menu)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (window));
  guint n_checked = 0;

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autofree char *accel = NULL;
      g_autofree char *action = NULL;

      if (section != NULL)
        n_checked += assert_menu_accels (window, section);
      if (!g_menu_model_get_item_attribute (menu, i, "accel", "s", &accel) ||
          !g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
        continue;
      if (g_str_has_prefix (action, "win."))
        {
          GtkShortcut *shortcut = find_class_shortcut (window, accel);
          GtkShortcutAction *named;

          g_test_message ("%s: %s", action, accel);
          g_assert_nonnull (shortcut);
          named = gtk_shortcut_get_action (shortcut);
          g_assert_true (GTK_IS_NAMED_ACTION (named));
          g_assert_cmpstr (gtk_named_action_get_action_name (GTK_NAMED_ACTION (named)), ==,
                           action);
        }
      else
        {
          g_auto(GStrv) accels = gtk_application_get_accels_for_action (application, action);
          g_autoptr(GtkShortcutTrigger) wanted = gtk_shortcut_trigger_parse_string (accel);
          gboolean found = FALSE;

          for (guint k = 0; accels[k] != NULL; k++)
            {
              g_autoptr(GtkShortcutTrigger) trigger = gtk_shortcut_trigger_parse_string (accels[k]);

              found |= gtk_shortcut_trigger_equal (trigger, wanted);
            }
          g_assert_true (found);
        }
      n_checked++;
    }
  return n_checked;
}

/* The window's keys are bindings of its class (not application
 * accelerators), each naming its action; the ones of the application
 * stay accelerators. */
static void
assert_window_keys (SudokuWindow *window)
{
  static const char *const keys[][2] = {
    { "<Control>n", "win.new" }, { "<Control>o", "win.open" }, { "<Control>s", "win.save" },
    { "<Control>p", "win.print" }, { "<Control>v", "win.paste" }, { "<Control>c", "win.copy" },
    { "<Control>z", "win.undo" }, { "<Control><Shift>z", "win.redo" },
    { "<Control>y", "win.redo" }, { "<Control>e", "win.toggle-mode" },
    { "<Control>h", "win.hint" }, { "F5", "win.solve" }, { "F6", "win.step" },
    { "F7", "win.singles" }, { "F8", "win.show-analysis" }, { "F9", "win.show-history" },
    { "Escape", "win.escape" },
  };
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (window));
  SudokuGame *game = window_game (window);
  SudokuGameMode mode = sudoku_game_get_mode (game);
  GtkShortcut *toggle = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      GtkShortcut *shortcut = find_class_shortcut (window, keys[i][0]);
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (application, keys[i][1]);
      GtkShortcutAction *action;

      g_assert_nonnull (shortcut);
      action = gtk_shortcut_get_action (shortcut);
      g_assert_true (GTK_IS_NAMED_ACTION (action));
      g_assert_cmpstr (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), ==,
                       keys[i][1]);
      g_assert_cmpuint (g_strv_length (accels), ==, 0);
      if (g_str_equal (keys[i][1], "win.toggle-mode"))
        toggle = shortcut;
    }
  g_assert_null (find_class_shortcut (window, "<Control>q"));

  /* Ctrl+E's binding switches between Edit and Solve. */
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (toggle), 0,
                                               GTK_WIDGET (window), NULL));
  g_assert_cmpint (sudoku_game_get_mode (game), !=, mode);
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (toggle), 0,
                                               GTK_WIDGET (window), NULL));
  g_assert_cmpint (sudoku_game_get_mode (game), ==, mode);
}

/* The grid draws by the settings, bound to its properties: the
 * candidate-display enum among them. */
static void
assert_grid_follows_settings (SudokuWindow *window)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  SudokuCandidateDisplay display;
  gboolean highlight;

  g_object_set (window, "mode", "solve", NULL);
  g_settings_set_string (settings, "candidate-display", "off");
  g_assert_cmpint (sudoku_grid_view_get_candidate_display (grid_view), ==,
                   SUDOKU_CANDIDATE_DISPLAY_OFF);
  g_assert_false (sudoku_grid_view_get_show_candidates (grid_view));
  g_settings_set_string (settings, "candidate-display", "manual");
  g_object_get (grid_view, "candidate-display", &display, NULL);
  g_assert_cmpint (display, ==, SUDOKU_CANDIDATE_DISPLAY_MANUAL);
  g_assert_true (sudoku_grid_view_get_show_candidates (grid_view));
  /* Not while the puzzle is typed in. */
  g_object_set (window, "mode", "edit", NULL);
  g_assert_false (sudoku_grid_view_get_show_candidates (grid_view));
  g_settings_reset (settings, "candidate-display");
  g_assert_cmpint (sudoku_grid_view_get_candidate_display (grid_view), ==,
                   SUDOKU_CANDIDATE_DISPLAY_AUTOMATIC);

  g_settings_set_boolean (settings, "highlight-houses", FALSE);
  g_object_get (grid_view, "highlight-houses", &highlight, NULL);
  g_assert_false (highlight);
  g_settings_reset (settings, "highlight-houses");
  g_object_get (grid_view, "highlight-houses", &highlight, NULL);
  g_assert_true (highlight);
}

static void
window_actions (SudokuApplication *application)
{
  SudokuWindow *window = sudoku_window_new (application);
  g_auto(GStrv) quit_accels = NULL;
  GtkWindow *about;

  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, window);

  /* The shortcuts window comes from gtk/help-overlay.ui. */
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  quit_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (application), "app.quit");
  g_assert_cmpstrv (quit_accels, ((const char *[]) { "<Control>q", NULL }));

  assert_window_keys (window);
  {
    g_autoptr(GPtrArray) menus = g_ptr_array_new ();
    guint n_accels = 0;

    find_menus (GTK_WIDGET (window), menus);
    for (guint i = 0; i < menus->len; i++)
      n_accels += assert_menu_accels (window, g_ptr_array_index (menus, i));
    g_assert_cmpuint (n_accels, >=, 10);
  }
  assert_grid_follows_settings (window);

  g_action_group_activate_action (G_ACTION_GROUP (application), "about", NULL);
  about = find_toplevel (ADW_TYPE_ABOUT_WINDOW);
  g_assert_nonnull (about);
  g_assert_true (gtk_window_get_transient_for (about) == GTK_WINDOW (window));
  gtk_window_destroy (about);

  destroy_window (window);
}

static void
window_size (SudokuApplication *application)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window;
  int width, height;

  /* The size is remembered in GSettings both ways. */
  g_settings_set_int (settings, "window-width", 700);
  g_settings_set_int (settings, "window-height", 820);
  window = sudoku_window_new (application);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 700);
  g_assert_cmpint (height, ==, 820);

  gtk_window_set_default_size (GTK_WINDOW (window), 660, 780);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 660);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 780);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  destroy_window (window);
}

static gboolean
has_no_banner (gpointer data)
{
  return banner_text_of (data) == NULL;
}

typedef struct {
  GtkWidget *widget;
  graphene_rect_t bounds;
  guint n_same;
} Settled;

/* The widget has kept its place in the window for a few frames (the
 * panels' and the banner's transitions are over). */
static gboolean
is_settled (gpointer data)
{
  Settled *settled = data;
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (settled->widget,
                                            GTK_WIDGET (gtk_widget_get_root (settled->widget)),
                                            &bounds));
  if (graphene_rect_equal (&bounds, &settled->bounds))
    settled->n_same++;
  else
    settled->n_same = 0;
  settled->bounds = bounds;
  /* One look a frame, once the revealers and flaps are still. */
  iterate_frames (settled->widget, 1);
  return settled->n_same >= 5 &&
         transitions_done (gtk_widget_get_root (settled->widget));
}

/* Widget @a's and @b's places in their window do not overlap. */
static gboolean
apart (GtkWidget *a,
       GtkWidget *b)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (a));
  graphene_rect_t bounds_a, bounds_b;

  g_assert_true (gtk_widget_compute_bounds (a, root, &bounds_a));
  g_assert_true (gtk_widget_compute_bounds (b, root, &bounds_b));
  return !graphene_rect_intersection (&bounds_a, &bounds_b, NULL);
}

/* Issue 12 item 7 and issue 20 item 15: at 1080×780 the history and the
 * analysis are both shown beside the grid, never over it (the grid
 * shrinks, to 320 px at least); F8 hides and shows the analysis and the
 * choice stays across resizes; a banner does not move the grid; the
 * history can be widened and its rows wrap. */
static void
window_layout (SudokuApplication *application)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window;
  GtkWidget *grid_view;
  GtkWidget *analysis;
  GtkWidget *history = NULL;
  GtkWidget *row_label;
  Settled settled = { NULL, };
  graphene_rect_t before;

  g_settings_set_int (settings, "window-width", 1080);
  g_settings_set_int (settings, "window-height", 780);
  g_settings_set_boolean (settings, "show-history", TRUE);
  g_settings_set_boolean (settings, "show-analysis", FALSE);
  window = window_with_puzzle (application, INKALA_2012);
  grid_view = GTK_WIDGET (sudoku_window_get_grid_view (window));
  analysis = window_analysis_panel (window);
  settled.widget = grid_view;
  iterate_until (is_settled, &settled);
  g_assert_false (gtk_widget_get_mapped (analysis));

  /* F8 at the default size: the analysis comes beside the grid. */
  activate (window, "show-analysis");
  iterate_until (is_mapped, analysis);
  settled.n_same = 0;
  iterate_until (is_settled, &settled);
  g_test_message ("grid %.0f×%.0f at %.0f,%.0f in %d×%d",
                  settled.bounds.size.width, settled.bounds.size.height,
                  settled.bounds.origin.x, settled.bounds.origin.y,
                  gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_true (g_settings_get_boolean (settings, "show-analysis"));
  g_assert_true (gtk_widget_get_mapped (window_history_view (window)));
  g_assert_true (apart (analysis, grid_view));
  g_assert_true (apart (window_history_view (window), grid_view));
  g_assert_cmpfloat (settled.bounds.size.width, >=, 320);
  g_assert_cmpfloat (settled.bounds.size.height, >=, 320);

  /* It stays when the window grows, and when it shrinks back. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  settled.n_same = 0;
  iterate_until (is_settled, &settled);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >, 1300);
  g_assert_true (gtk_widget_get_mapped (analysis));
  g_assert_true (apart (analysis, grid_view));
  gtk_window_set_default_size (GTK_WINDOW (window), 1080, 780);
  settled.n_same = 0;
  iterate_until (is_settled, &settled);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <, 1100);
  g_assert_true (gtk_widget_get_mapped (analysis));
  g_assert_true (apart (analysis, grid_view));

  /* F8 hides it, and the choice is kept. */
  activate (window, "show-analysis");
  g_assert_false (g_settings_get_boolean (settings, "show-analysis"));
  activate (window, "show-analysis");
  g_assert_true (g_settings_get_boolean (settings, "show-analysis"));
  settled.n_same = 0;
  iterate_until (is_settled, &settled);
  {
    int minimum;

    gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL,
                        NULL, NULL);
    g_test_message ("the window's minimum width: %d", minimum);
  }

  /* A hint's banner leaves the grid where it was. */
  before = settled.bounds;
  activate (window, "hint");
  iterate_until (has_banner, window);
  settled.n_same = 0;
  iterate_until (is_settled, &settled);
  g_assert_true (graphene_rect_equal (&before, &settled.bounds));

  /* So does a second status line (the solver's progress). */
  sudoku_solve_runner_set_progress (runner_of (window),
                               "A second line under the grid");
  settled.n_same = 0;
  iterate_until (is_settled, &settled);
  g_assert_true (graphene_rect_equal (&before, &settled.bounds));

  /* And hiding the banner. (The hint here is the assumption to try:
   * the second press says more at once, nothing runs to stop.) */
  activate (window, "hint");
  sudoku_solve_runner_cancel_hint (runner_of (window));
  iterate_until (has_no_banner, window);
  settled.n_same = 0;
  iterate_until (is_settled, &settled);
  g_assert_true (graphene_rect_equal (&before, &settled.bounds));

  /* The history's width is a setting, and its rows wrap. */
  history = window_history_view (window);
  g_settings_set_int (settings, "history-width", 420);
  {
    GtkWidget *sidebar = gtk_widget_get_parent (history);
    GtkWidget *handle = find_with_class (GTK_WIDGET (window), "sidebar-handle");
    g_autoptr(GListModel) controllers = NULL;
    GtkGesture *drag = NULL;
    int width = 0;

    gtk_widget_get_size_request (sidebar, &width, NULL);
    g_assert_cmpint (width, ==, 420);
    iterate_frames (sidebar, 2);
    g_assert_cmpint (gtk_widget_get_width (sidebar), ==, 420);

    /* Dragging its edge 60 px away from it widens it, and the width is
     * remembered when the drag ends. GTK 4 cannot make pointer events:
     * the drag gesture's signals stand for them. */
    g_assert_nonnull (handle);
    controllers = gtk_widget_observe_controllers (handle);
    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_GESTURE_DRAG (controller))
          drag = GTK_GESTURE (controller);
      }
    g_assert_nonnull (drag);
    g_signal_emit_by_name (drag, "drag-begin", 3.0, 200.0);
    g_signal_emit_by_name (drag, "drag-update", -60.0, 5.0);
    gtk_widget_get_size_request (sidebar, &width, NULL);
    g_assert_cmpint (width, ==, 480);
    g_assert_cmpint (g_settings_get_int (settings, "history-width"), ==, 420);
    g_signal_emit_by_name (drag, "drag-end", -60.0, 5.0);
    g_assert_cmpint (g_settings_get_int (settings, "history-width"), ==, 480);
  }
  activate (window, "step");
  iterate_until (is_idle, window);
  /* The row is made when the list is laid out. */
  iterate_frames (history, 2);
  row_label = find_with_class (history, "history-summary-text");
  g_assert_nonnull (row_label);
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (row_label)));
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (row_label)), ==, PANGO_ELLIPSIZE_NONE);

  g_settings_reset (settings, "history-width");
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "show-history");
  g_settings_reset (settings, "show-analysis");
  destroy_window (window);
}

static void
test_window_layout (void)
{
  run_in_application (window_layout);
}

static void
window_bad_puzzle (SudokuApplication *application)
{
  SudokuWindow *window = sudoku_window_new (application);
  GtkWidget *status_label;

  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);

  g_assert_true (sudoku_window_load_text (window, INKALA_2012, SUDOKU_VARIANT_CLASSIC));
  g_assert_false (sudoku_window_load_text (window, "12x", SUDOKU_VARIANT_CLASSIC));
  g_assert_false (sudoku_window_load_text (window, "", SUDOKU_VARIANT_CLASSIC));
  g_assert_false (sudoku_window_load_text (window, "\xff\xfe garbage", SUDOKU_VARIANT_CLASSIC));
  g_assert_nonnull (strstr (window_status (window), "0xFF"));

  /* The error is in the window; the puzzle shown stays. */
  g_assert_cmpstr (window_status (window), !=, "");
  g_assert_false (g_str_has_prefix (window_status (window), "21 clues"));
  /* The line under the grid (in the strip that keeps its height). */
  status_label = status_label_of (window);
  g_assert_true (GTK_IS_LABEL (status_label));
  g_assert_true (gtk_widget_has_css_class (status_label, "error"));
  g_assert_cmpuint (sudoku_board_count_givens (sudoku_grid_view_get_board (sudoku_window_get_grid_view (window))),
                    ==, 21);

  /* A puzzle that parses but breaks the rules is shown, and says so. */
  g_assert_true (sudoku_window_load_text (window, "11" "..............................................................................." ,
                                          SUDOKU_VARIANT_CLASSIC));
  g_assert_nonnull (strstr (window_status (window), "row 1"));
  g_assert_true (gtk_widget_has_css_class (status_label, "error"));

  /* And a good one clears the error. */
  g_assert_true (sudoku_window_load_text (window, INKALA_2012, SUDOKU_VARIANT_CLASSIC));
  g_assert_false (gtk_widget_has_css_class (status_label, "error"));

  destroy_window (window);
}

static void
window_file (SudokuApplication *application)
{
  SudokuWindow *window = sudoku_window_new (application);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nanpure-window-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *missing_path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) missing = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "inkala.sdm", NULL);
  g_assert_true (g_file_set_contents (path, INKALA_2012 "\n", -1, &error));
  g_assert_no_error (error);

  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);

  file = g_file_new_for_path (path);
  sudoku_window_open_file (window, file, SUDOKU_VARIANT_CLASSIC);
  iterate_until (is_not_opening, window);
  assert_shows_inkala (window);

  missing_path = g_build_filename (dir, "missing.sdm", NULL);
  missing = g_file_new_for_path (missing_path);
  sudoku_window_open_file (window, missing, SUDOKU_VARIANT_CLASSIC);
  iterate_until (is_not_opening, window);

  /* The failure is a toast; the puzzle shown and its status stay. */
  assert_shows_inkala (window);
  g_assert_cmpuint (sudoku_board_count_givens (sudoku_grid_view_get_board (sudoku_window_get_grid_view (window))),
                    ==, 21);

  destroy_window (window);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The text of every toast the window's overlay holds (AdwToastWidget,
 * CSS name "toast"), one string per toast. */
static void
collect_toasts (GtkWidget *widget,
                GString   *toast,
                GPtrArray *toasts)
{
  gboolean is_toast = toast == NULL && g_str_equal (gtk_widget_get_css_name (widget), "toast");
  g_autoptr(GString) own = is_toast ? g_string_new (NULL) : NULL;

  if (is_toast)
    toast = own;
  if (toast != NULL && GTK_IS_LABEL (widget))
    g_string_append (toast, gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_toasts (child, toast, toasts);
  if (is_toast)
    g_ptr_array_add (toasts, g_string_free (g_steal_pointer (&own), FALSE));
}

typedef struct
{
  SudokuWindow *window;
  const char   *name;
} ToastWait;

/* The window shows one toast, and it names the file. */
static gboolean
shows_only_toast_for (gpointer data)
{
  ToastWait *wait = data;
  g_autoptr(GPtrArray) toasts = g_ptr_array_new_with_free_func (g_free);

  collect_toasts (GTK_WIDGET (wait->window), NULL, toasts);
  return toasts->len == 1 && strstr (toasts->pdata[0], wait->name) != NULL;
}

/* Two files that are no puzzles, one after the other (issue 20, item
 * 12): the second error replaces the first, which stays until
 * dismissed, rather than waiting behind it. */
static void
window_error_toasts (SudokuApplication *application)
{
  SudokuWindow *window = sudoku_window_new (application);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nanpure-window-XXXXXX", &error);
  g_autofree char *garbage_path = NULL;
  g_autofree char *line_path = NULL;
  g_autoptr(GFile) garbage = NULL;
  g_autoptr(GFile) line = NULL;
  static const char bytes[] = { 0x7f, 'E', 'L', 'F', 0x02, 0x01, 0x00, 0x1b, 0x05, 0x7f };
  ToastWait wait = { window, NULL };

  g_assert_no_error (error);
  garbage_path = g_build_filename (dir, "garbage.bin", NULL);
  g_assert_true (g_file_set_contents (garbage_path, bytes, sizeof bytes, &error));
  line_path = g_build_filename (dir, "80chars.txt", NULL);
  g_assert_true (g_file_set_contents (line_path, INKALA_2012 "\n", 80, &error));
  g_assert_no_error (error);

  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);

  garbage = g_file_new_for_path (garbage_path);
  sudoku_window_open_file (window, garbage, SUDOKU_VARIANT_CLASSIC);
  wait.name = "garbage.bin";
  iterate_until (shows_only_toast_for, &wait);

  line = g_file_new_for_path (line_path);
  sudoku_window_open_file (window, line, SUDOKU_VARIANT_CLASSIC);
  wait.name = "80chars.txt";
  iterate_until (shows_only_toast_for, &wait);

  destroy_window (window);
  g_assert_cmpint (g_remove (garbage_path), ==, 0);
  g_assert_cmpint (g_remove (line_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

typedef struct
{
  GPtrArray *statuses;
  GPtrArray *variants;
  guint      collect_source;
} CommandLineRun;

static gboolean
collect_and_close_cb (gpointer user_data)
{
  GtkApplication *application = user_data;
  CommandLineRun *run = g_object_get_data (G_OBJECT (application), "run");
  GList *windows = gtk_application_get_windows (application);

  /* Wait for windows still reading their file. */
  for (GList *l = windows; l != NULL; l = l->next)
    if (!is_not_opening (l->data))
      return G_SOURCE_CONTINUE;

  for (GList *l = windows; l != NULL; l = l->next)
    {
      SudokuWindow *window = l->data;
      const SudokuBoard *board = sudoku_grid_view_get_board (sudoku_window_get_grid_view (window));

      g_ptr_array_add (run->statuses, g_strdup (window_status (window)));
      g_ptr_array_add (run->variants, GUINT_TO_POINTER (board->variant));
    }

  /* The last window gone, the application quits. */
  while ((windows = gtk_application_get_windows (application)) != NULL)
    gtk_window_destroy (windows->data);

  run->collect_source = 0;
  return G_SOURCE_REMOVE;
}

static void
startup_cb (GApplication   *application,
            CommandLineRun *run)
{
  run->collect_source = g_timeout_add (100, collect_and_close_cb, application);
}

static int
run_command_line (const char     *const *arguments,
                  CommandLineRun *run)
{
  SudokuApplication *application = application_new_for_test ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  int status;
  g_object_set_data (G_OBJECT (application), "run", run);
  g_signal_connect (application, "startup", G_CALLBACK (startup_cb), run);

  g_ptr_array_add (argv, (gpointer) "nanpure");
  for (guint i = 0; arguments[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) arguments[i]);
  g_ptr_array_add (argv, NULL);

  status = g_application_run (G_APPLICATION (application), argv->len - 1, (char **) argv->pdata);

  /* An application that refused its arguments quits before collecting. */
  g_clear_handle_id (&run->collect_source, g_source_remove);
  await_finalize_object (application);

  return status;
}

static void
test_window_command_line (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nanpure-window-XXXXXX", &error);
  g_autofree char *path = NULL;
  CommandLineRun run = {
    .statuses = g_ptr_array_new_with_free_func (g_free),
    .variants = g_ptr_array_new (),
  };

  g_assert_no_error (error);
  path = g_build_filename (dir, "sx3.txt", NULL);
  g_assert_true (g_file_set_contents (path, SX3, -1, &error));
  g_assert_no_error (error);

  /* A puzzle string, a file and a bad argument: three windows. */
  clear_drafts ();
  {
    const char *arguments[] = { "--variant=windoku", SX3, path, "not a puzzle", NULL };

    g_assert_cmpint (run_command_line (arguments, &run), ==, 0);
  }
  g_assert_cmpuint (run.statuses->len, ==, 3);
  {
    guint windoku_statuses = 0, windoku_boards = 0, errors = 0;

    for (guint i = 0; i < run.statuses->len; i++)
      {
        const char *text = run.statuses->pdata[i];

        windoku_statuses += g_str_has_prefix (text, "Windoku · 22 clues");
        windoku_boards += GPOINTER_TO_UINT (run.variants->pdata[i]) == SUDOKU_VARIANT_WINDOKU;
        errors += !g_str_has_prefix (text, "Windoku · 22 clues") &&
                  !g_str_has_prefix (text, "Empty grid");
      }
    g_assert_cmpuint (windoku_statuses, ==, 2);
    g_assert_cmpuint (windoku_boards, ==, 2);
    g_assert_cmpuint (errors, ==, 1);
  }

  /* No argument: the windows with a puzzle, kept at quit (issue 20,
   * item 3). */
  g_ptr_array_set_size (run.statuses, 0);
  g_ptr_array_set_size (run.variants, 0);
  {
    const char *arguments[] = { NULL };

    g_assert_cmpint (run_command_line (arguments, &run), ==, 0);
  }
  g_assert_cmpuint (run.statuses->len, ==, 2);
  for (guint i = 0; i < run.statuses->len; i++)
    {
      g_assert_true (g_str_has_prefix (run.statuses->pdata[i], "Windoku · 22 clues"));
      g_assert_cmpuint (GPOINTER_TO_UINT (run.variants->pdata[i]), ==, SUDOKU_VARIANT_WINDOKU);
    }

  /* No argument and no draft: one window with an empty grid. */
  g_assert_cmpuint (clear_drafts (), ==, 2);
  g_ptr_array_set_size (run.statuses, 0);
  g_ptr_array_set_size (run.variants, 0);
  {
    const char *arguments[] = { NULL };

    g_assert_cmpint (run_command_line (arguments, &run), ==, 0);
  }
  g_assert_cmpuint (run.statuses->len, ==, 1);
  g_assert_true (g_str_has_prefix (run.statuses->pdata[0], "Empty grid"));

  g_ptr_array_unref (run.statuses);
  g_ptr_array_unref (run.variants);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_window_bad_variant (void)
{
  CommandLineRun run = {
    .statuses = g_ptr_array_new_with_free_func (g_free),
    .variants = g_ptr_array_new (),
  };
  const char *arguments[] = { "--variant=jigsaw", INKALA_2012, NULL };

  /* Refused before any window opens, with the usage error status. */
  g_assert_cmpint (run_command_line (arguments, &run), ==, 1);
  g_assert_cmpuint (run.statuses->len, ==, 0);

  g_ptr_array_unref (run.statuses);
  g_ptr_array_unref (run.variants);
}

static void
test_window_puzzle (void)
{
  run_in_application (window_puzzle);
}

static void
test_window_actions (void)
{
  run_in_application (window_actions);
}

static void
test_window_size (void)
{
  run_in_application (window_size);
}

static void
test_window_bad_puzzle (void)
{
  run_in_application (window_bad_puzzle);
}

static void
test_window_file (void)
{
  run_in_application (window_file);
}

static void
test_window_error_toasts (void)
{
  run_in_application (window_error_toasts);
}

static gboolean
has_subtitle (gpointer data)
{
  return *adw_window_title_get_subtitle (data) != '\0';
}

/* The header bar names the puzzle and its level; the solving speed is a
 * menu beside Solve (issue 12, item 8). */
static gboolean
has_se_rating (gpointer data)
{
  return sudoku_checker_get_se_rating (data) >= 0;
}

static void
window_title_and_speed (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  AdwHeaderBar *header_bar = ADW_HEADER_BAR (find_child_of_type (GTK_WIDGET (window),
                                                           ADW_TYPE_HEADER_BAR));
  GtkWidget *title = NULL;
  SudokuSession *session = sudoku_window_get_session (window);
  SudokuSolveRunner *runner = sudoku_session_get_solve_runner (session);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *speed = NULL;

  g_assert_nonnull (header_bar);
  title = adw_header_bar_get_title_widget (header_bar);
  g_assert_true (ADW_IS_WINDOW_TITLE (title));
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==, "Nanpure");
  iterate_until (has_subtitle, title);
  g_assert_true (g_str_has_prefix (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)),
                                   "Level 7 · SE "));
  /* "SE rating…" until Sudoku Explainer's figure is known, then the figure. */
  iterate_until (has_se_rating, window_checker (window));
  {
    g_autofree char *expected =
      g_strdup_printf ("Level 7 · SE %.1f", sudoku_checker_get_se_rating (window_checker (window)));

    g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)), ==, expected);
  }

  /* Standard by default; the menu's Instant plays a solve at once. */
  g_assert_cmpuint (sudoku_solve_runner_get_move_interval (runner), ==, 450);
  g_action_group_activate_action (G_ACTION_GROUP (window), "animation-speed",
                                  g_variant_new_string ("instant"));
  speed = g_settings_get_string (settings, "animation-speed");
  g_assert_cmpstr (speed, ==, "instant");
  g_assert_cmpuint (sudoku_solve_runner_get_move_interval (runner), ==, 0);
  g_settings_reset (settings, "animation-speed");
  g_assert_cmpuint (sudoku_solve_runner_get_move_interval (runner), ==, 450);

  destroy_window (window);
}

static void
test_window_title_and_speed (void)
{
  run_in_application (window_title_and_speed);
}

/* Presses every button of @widget's tree the way a mouse click starts
 * (its click gesture's "pressed", then "cancel" so nothing is
 * activated), leaving out the window's own controls and the menu
 * buttons (their popovers take the focus and give it back). Returns
 * how many were pressed. */
static guint
press_buttons (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_WINDOW_CONTROLS (widget) || GTK_IS_MENU_BUTTON (widget))
    return 0;
  if (GTK_IS_BUTTON (widget))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          if (!GTK_IS_GESTURE_CLICK (controller))
            continue;
          g_signal_emit_by_name (controller, "pressed", 1, 4.0, 4.0);
          g_signal_emit_by_name (controller, "cancel", NULL);
          n++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += press_buttons (child);
  return n;
}

/* A click on Hint, Step, Edit or any button of the header bar or the
 * hint's banner leaves the keyboard on the grid: the digit typed next
 * goes into the cursor's cell (it went to the clicked button before,
 * and was lost without a sign). */
static void
window_toolbar_focus (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  GtkWidget *grid = GTK_WIDGET (sudoku_window_get_grid_view (window));
  GtkWidget *header_bar = find_child_of_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  GtkWidget *banner = find_child_of_type (GTK_WIDGET (window), SUDOKU_TYPE_BANNER);

  g_assert_nonnull (header_bar);
  g_assert_nonnull (banner);
  gtk_widget_grab_focus (grid);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == grid);
  /* Open, Paste, Undo, Redo, Edit, Solve (the mode), History, Solve,
   * Stop, Step, Hint; the banner's two views, Learn More and its two
   * buttons. */
  g_assert_cmpuint (press_buttons (header_bar), ==, 11);
  g_assert_cmpuint (press_buttons (banner), ==, 5);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == grid);

  destroy_window (window);
}

static void
test_window_toolbar_focus (void)
{
  run_in_application (window_toolbar_focus);
}

/* A new window opens on its empty grid with the keyboard on r1c1, as
 * its status says ("type the digits row by row"): the digits typed at
 * once go in. Before, the focus was on the first button of the header
 * bar (Open), no cell had the cursor, and the first digits were lost. */
static void
window_starts_on_grid (SudokuApplication *application)
{
  SudokuWindow *window = sudoku_window_new (application);
  SudokuGridView *grid = sudoku_window_get_grid_view (window);
  const SudokuBoard *board;

  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, window);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (grid));
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid), ==, 0);
  g_assert_true (g_str_has_prefix (window_status (window), "Empty grid"));

  g_assert_true (sudoku_grid_view_press_key (grid, GDK_KEY_5, 0));
  g_assert_true (sudoku_grid_view_press_key (grid, GDK_KEY_3, 0));
  board = sudoku_game_get_board (window_game (window));
  g_assert_cmpuint (board->values[0], ==, 5);
  g_assert_cmpuint (board->values[1], ==, 3);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid), ==, 2);

  destroy_window (window);
}

static void
test_window_starts_on_grid (void)
{
  run_in_application (window_starts_on_grid);
}

/* Whether @widget's tree holds a shortcut of the shortcuts window
 * whose accelerator is @accelerator. */
static gboolean
lists_accelerator (GtkWidget  *widget,
                   const char *accelerator)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *shown = NULL;

      g_object_get (widget, "accelerator", &shown, NULL);
      if (g_strcmp0 (shown, accelerator) == 0)
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (lists_accelerator (child, accelerator))
      return TRUE;
  return FALSE;
}

/* Tab moves through the cells, so the way out of the grid for the
 * keyboard, Ctrl+Tab (GTK's, as in a text view), is in the shortcuts
 * window; it was nowhere before. The grid lets the key go. */
static void
window_leave_grid (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  SudokuGridView *grid = sudoku_window_get_grid_view (window);
  GtkWidget *overlay =
    GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  g_assert_nonnull (overlay);
  g_assert_true (lists_accelerator (overlay, "Tab <Shift>Tab"));
  g_assert_true (lists_accelerator (overlay, "<Control>Tab <Control><Shift>Tab"));
  sudoku_grid_view_set_cursor (grid, 40);
  g_assert_true (sudoku_grid_view_press_key (grid, GDK_KEY_Tab, 0));
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid), ==, 41);
  g_assert_false (sudoku_grid_view_press_key (grid, GDK_KEY_Tab, GDK_CONTROL_MASK));
  g_assert_false (sudoku_grid_view_press_key (grid, GDK_KEY_ISO_Left_Tab,
                                              GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid), ==, 41);

  destroy_window (window);
}

static void
test_window_leave_grid (void)
{
  run_in_application (window_leave_grid);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/window/puzzle", test_window_puzzle);
  g_test_add_func ("/nanpure/window/actions", test_window_actions);
  g_test_add_func ("/nanpure/window/size", test_window_size);
  g_test_add_func ("/nanpure/window/layout", test_window_layout);
  g_test_add_func ("/nanpure/window/bad-puzzle", test_window_bad_puzzle);
  g_test_add_func ("/nanpure/window/file", test_window_file);
  g_test_add_func ("/nanpure/window/error-toasts", test_window_error_toasts);
  g_test_add_func ("/nanpure/window/command-line", test_window_command_line);
  g_test_add_func ("/nanpure/window/bad-variant", test_window_bad_variant);
  g_test_add_func ("/nanpure/window/title-and-speed", test_window_title_and_speed);
  g_test_add_func ("/nanpure/window/toolbar-focus", test_window_toolbar_focus);
  g_test_add_func ("/nanpure/window/starts-on-grid", test_window_starts_on_grid);
  g_test_add_func ("/nanpure/window/leave-grid", test_window_leave_grid);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
