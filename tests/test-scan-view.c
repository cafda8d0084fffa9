/* test-scan-view.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A photo of a book's page in the real window, as a person would use
 * it: opened, pasted or dropped, its review (sudoku-scan-window.c)
 * waited for by the review's "busy", an uncertain cell typed over, a
 * corner moved by the keys, Load, and the window's puzzle. The photos
 * are tests/data/photos (SOURCES.md there). */

#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "sudoku-parse.h"
#include "sudoku-scan-window.h"
#include "ui-test-utils.h"

/* tests/data/photos/image1013.jpg as its .dat gives it. */
#define IMAGE1013 "6..7..98.....5..121.428.765...672...769.3.....831...7....32.1.631546.2.7.26.1..4."
/* tests/data/photos/image1057.jpg as its .dat gives it. */
#define IMAGE1057 "582...6....6..4..53.......77.1......26.14....438.57.1....82.......7.593...7.3..62"
/* tests/data/photos/image17.jpg as its .dat gives it: read right, with
 * cells the reader doubts (blobs in the phone's shadow over column 9). */
#define IMAGE17 "5.3.6.....7..5.8.46891.....1.7..6.3..96.....1...5.1....6532.9.7.1.8..3..734....85"
/* And image10.jpg. */
#define IMAGE10   ".42.....5...632.8..8..4.2...........715.6834.9.835.761.91..6.......2.19...61...5."

static gboolean
has_review (gpointer data)
{
  return find_visible_toplevel (SUDOKU_TYPE_SCAN_WINDOW) != NULL;
}

static gboolean
has_no_review (gpointer data)
{
  return find_toplevel (SUDOKU_TYPE_SCAN_WINDOW) == NULL;
}

static gboolean
is_read (gpointer data)
{
  SudokuScanReview *review = sudoku_scan_window_get_review (data);

  return !sudoku_scan_review_get_busy (review) &&
         sudoku_scan_review_get_result (review) != NULL;
}

static gboolean
is_not_busy (gpointer data)
{
  return !sudoku_scan_review_get_busy (sudoku_scan_window_get_review (data));
}

static gboolean
has_texture (gpointer data)
{
  return sudoku_scan_photo_get_texture (data) != NULL;
}

typedef struct
{
  SudokuWindow *window;
  const char   *line;
} PuzzleWait;

static char *window_line (SudokuWindow *window);

static gboolean
shows_puzzle (gpointer data)
{
  PuzzleWait *wait = data;
  g_autofree char *line = window_line (wait->window);

  return g_str_equal (line, wait->line);
}

/* The review the window opened, once it has read the photo. */
static SudokuScanWindow *
wait_for_reading (void)
{
  SudokuScanWindow *scan;

  iterate_until (has_review, NULL);
  scan = SUDOKU_SCAN_WINDOW (find_visible_toplevel (SUDOKU_TYPE_SCAN_WINDOW));
  iterate_until (is_read, scan);
  return scan;
}

static char *
review_line (SudokuScanReview *review)
{
  char *line = g_malloc (SUDOKU_N_CELLS + 1);

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      guint digit = sudoku_scan_review_get_digit (review, i);

      line[i] = digit ? '0' + digit : '.';
    }
  line[SUDOKU_N_CELLS] = '\0';
  return line;
}

static char *
window_line (SudokuWindow *window)
{
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (window_game (window));

  return sudoku_format_line (puzzle);
}

static GFile *
photo_file (const char *name)
{
  g_autofree char *path = test_data_path ("photos", name, NULL);

  return g_file_new_for_path (path);
}

/* Whether a drawing of the grid has the cursor's blue in it: a pixel
 * bluer than it is red, where the grid's lines and digits are the
 * foreground's grey. */
static gboolean
draws_cursor (SudokuScanGrid *grid)
{
  int width, height;
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  const guchar *data;
  int stride;
  gboolean blue_seen = FALSE;

  /* Laid out, at its place in the window. */
  iterate_until (is_shown, grid);
  iterate_until_still (GTK_WIDGET (grid));
  width = gtk_widget_get_width (GTK_WIDGET (grid));
  height = gtk_widget_get_height (GTK_WIDGET (grid));
  snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (grid)->snapshot (GTK_WIDGET (grid), snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < height && !blue_seen; y++)
    for (int x = 0; x < width && !blue_seen; x++)
      {
        /* ARGB32, native-endian: blue in the low byte. */
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
        int red = (pixel >> 16) & 0xff, blue = pixel & 0xff;

        blue_seen = blue > red + 8;
      }
  cairo_surface_destroy (surface);
  return blue_seen;
}

/* Open… with a photo: the review opens at once and reads it; the
 * uncertain cell is typed over by the keys, the book's name given, and
 * Load shows the puzzle in the window, in Solve mode. */
static void
scan_open_photo (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  g_autoptr(GFile) file = photo_file ("image17.jpg");
  SudokuScanWindow *scan;
  SudokuScanReview *review;
  SudokuScanGrid *grid;
  GtkWidget *source;
  g_autofree char *line = NULL;
  g_autofree char *loaded = NULL;
  int uncertain = -1;

  sudoku_window_open_file (window, file, SUDOKU_VARIANT_CLASSIC);
  scan = wait_for_reading ();
  review = sudoku_scan_window_get_review (scan);
  grid = sudoku_scan_window_get_grid (scan);
  iterate_until (has_texture, sudoku_scan_window_get_photo (scan));
  /* Nothing is loaded before the user says so. */
  g_assert_cmpuint (sudoku_board_count_givens (sudoku_game_get_board (window_game (window))),
                    ==, 0);

  /* The reader doubts a cell; the user types the book's digit
   * there. */
  for (guint i = 0; i < SUDOKU_N_CELLS && uncertain < 0; i++)
    if (sudoku_scan_review_get_uncertain (review, i))
      uncertain = (int) i;
  g_assert_cmpint (uncertain, >=, 0);
  sudoku_scan_grid_set_cursor (grid, 0);
  for (int i = 0; i < uncertain % 9; i++)
    g_assert_true (sudoku_scan_grid_press_key (grid, GDK_KEY_Right, 0));
  for (int i = 0; i < uncertain / 9; i++)
    g_assert_true (sudoku_scan_grid_press_key (grid, GDK_KEY_Down, 0));
  g_assert_cmpint (sudoku_scan_grid_get_cursor (grid), ==, uncertain);
  if (IMAGE17[uncertain] == '.')
    g_assert_true (sudoku_scan_grid_press_key (grid, GDK_KEY_Delete, 0));
  else
    g_assert_true (sudoku_scan_grid_press_key (grid, GDK_KEY_0 + (IMAGE17[uncertain] - '0'),
                                               0));
  g_assert_false (sudoku_scan_review_get_uncertain (review, uncertain));
  g_assert_true (sudoku_scan_review_get_edited (review, uncertain));
  line = review_line (review);
  g_assert_cmpstr (line, ==, IMAGE17);
  g_assert_cmpint (sudoku_scan_review_get_verdict (review), ==, SUDOKU_SCAN_VERDICT_UNIQUE);
  /* On a reading, the cursor is drawn and the tooltip says to type. */
  g_assert_true (draws_cursor (grid));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (grid)), "Type 1–9"));

  source = find_child_of_type (GTK_WIDGET (scan), GTK_TYPE_ENTRY);
  g_assert_nonnull (source);
  gtk_editable_set_text (GTK_EDITABLE (source), "Le Matin");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (scan), "scan.load", NULL));
  iterate_until (has_no_review, NULL);

  loaded = window_line (window);
  g_assert_cmpstr (loaded, ==, IMAGE17);
  g_assert_cmpint (sudoku_game_get_mode (window_game (window)), ==, SUDOKU_GAME_SOLVE);
  g_assert_cmpstr (sudoku_session_get_book_source (sudoku_window_get_session (window)), ==,
                   "Le Matin");
  /* The puzzle is played at once: the grid has the keys. */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) ==
                 GTK_WIDGET (sudoku_window_get_grid_view (window)));
  destroy_window (window);
}
UI_TEST (scan_open_photo)

/* A corner moved with the keys: the photo is read again at once, and
 * Cancel leaves the window's puzzle as it was. */
static void
scan_move_corner (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  g_autoptr(GFile) file = photo_file ("image10.jpg");
  SudokuScanWindow *scan;
  SudokuScanReview *review;
  SudokuScanPhoto *photo;
  SudokuVisionPoint before;

  sudoku_window_open_file (window, file, SUDOKU_VARIANT_CLASSIC);
  scan = wait_for_reading ();
  review = sudoku_scan_window_get_review (scan);
  photo = sudoku_scan_window_get_photo (scan);
  before = sudoku_scan_review_get_corners (review)[2];

  /* Corner 3 (bottom-right), ten steps left. */
  g_assert_true (sudoku_scan_photo_press_key (photo, GDK_KEY_3, 0));
  g_assert_true (sudoku_scan_photo_press_key (photo, GDK_KEY_Left, GDK_SHIFT_MASK));
  g_assert_true (sudoku_scan_review_get_busy (review));
  g_assert_cmpfloat (sudoku_scan_review_get_corners (review)[2].x, <, before.x);
  iterate_until (is_not_busy, scan);
  g_assert_nonnull (sudoku_scan_review_get_result (review));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (scan), "scan.close", NULL));
  iterate_until (has_no_review, NULL);
  g_assert_cmpuint (sudoku_board_count_givens (sudoku_game_get_board (window_game (window))),
                    ==, 0);
  destroy_window (window);
}
UI_TEST (scan_move_corner)

/* What a screen reader hears in the review: the grid says its focused
 * cell (place, digit, read with doubt or set by the user, and the
 * reading beneath the user's digit), and the photo its chosen corner
 * handle. */
static void
scan_accessible (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  g_autoptr(GFile) file = photo_file ("image17.jpg");
  SudokuScanWindow *scan;
  SudokuScanReview *review;
  SudokuScanGrid *grid;
  SudokuScanPhoto *photo;
  const SudokuVisionCell *read;
  g_autofree char *expected = NULL;
  int uncertain = -1;
  guint other;

  sudoku_window_open_file (window, file, SUDOKU_VARIANT_CLASSIC);
  scan = wait_for_reading ();
  review = sudoku_scan_window_get_review (scan);
  grid = sudoku_scan_window_get_grid (scan);
  photo = sudoku_scan_window_get_photo (scan);
  iterate_until (has_texture, photo);

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_ROLE_GRID);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "The grid as read");
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_RELATION_ROW_COUNT,
                                       9);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_RELATION_COL_COUNT,
                                       9);

  /* r1c1 holds a 5, read with confidence. */
  sudoku_scan_grid_set_cursor (grid, 0);
  g_assert_false (sudoku_scan_review_get_uncertain (review, 0));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (grid),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Row 1, column 1: 5, as read");
  /* r1c4 is empty; the cursor moved by the keys; the user types a 5. */
  sudoku_scan_grid_set_cursor (grid, 2);
  g_assert_true (sudoku_scan_grid_press_key (grid, GDK_KEY_Right, 0));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (grid),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Row 1, column 4: empty, as read");
  g_assert_true (sudoku_scan_grid_press_key (grid, GDK_KEY_5, 0));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (grid),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Row 1, column 4: 5, set by you, read as empty");
  g_assert_true (sudoku_scan_grid_press_key (grid, GDK_KEY_Delete, 0));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (grid),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Row 1, column 4: empty, set by you");

  /* The cell the reader doubts, and its other likely reading. */
  for (guint i = 0; i < SUDOKU_N_CELLS && uncertain < 0; i++)
    if (sudoku_scan_review_get_uncertain (review, i))
      uncertain = (int) i;
  g_assert_cmpint (uncertain, >=, 0);
  sudoku_scan_grid_set_cursor (grid, uncertain);
  read = &sudoku_scan_review_get_result (review)->cells[uncertain];
  other = read->digit != read->read ? read->read : read->second;
  expected = g_strdup_printf ("Row %d, column %d: %s%.0u, read with doubt, other reading %s%.0u",
                              uncertain / 9 + 1, uncertain % 9 + 1,
                              read->digit ? "" : "empty", read->digit,
                              other ? "" : "empty", other);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (grid),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);

  /* The corner handles: chosen by 2, and moved by an arrow. */
  g_assert_true (sudoku_scan_photo_press_key (photo, GDK_KEY_2, 0));
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Corner handle 2 of 4, top right, at %.0f, %.0f in the photo; "
                              "the arrow keys move it, 1–4 choose another",
                              sudoku_scan_photo_get_corners (photo)[1].x,
                              sudoku_scan_photo_get_corners (photo)[1].y);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (photo),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (photo), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "The photo");
  g_assert_true (sudoku_scan_photo_press_key (photo, GDK_KEY_Down, GDK_SHIFT_MASK));
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Corner handle 2 of 4, top right, at %.0f, %.0f in the photo; "
                              "the arrow keys move it, 1–4 choose another",
                              sudoku_scan_photo_get_corners (photo)[1].x,
                              sudoku_scan_photo_get_corners (photo)[1].y);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (photo),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  iterate_until (is_not_busy, scan);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (scan), "scan.close", NULL));
  iterate_until (has_no_review, NULL);
  destroy_window (window);
}
UI_TEST (scan_accessible)

/* Tab as the window's key binding moves the focus: on from the focus
 * widget, round to the first one past the last. */
static void
press_tab (GtkWindow        *window,
           GtkDirectionType  direction)
{
  if (!gtk_widget_child_focus (GTK_WIDGET (window), direction))
    {
      gtk_window_set_focus (window, NULL);
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), direction));
    }
}

/* The photo's drag gesture, as a press of the pointer reaches it. */
static GtkGestureDrag *
photo_drag (SudokuScanPhoto *photo)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (photo));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller))
        return GTK_GESTURE_DRAG (controller);
    }
  return NULL;
}

/* A key pressed where the focus is, as the window's own key bindings
 * (Escape, Ctrl+Return) take it. */
static void
press_shortcut (GtkWidget       *widget,
                guint            keyval,
                GdkModifierType  modifiers)
{
  g_autoptr(GtkShortcut) shortcut = find_key_shortcut (widget, keyval, modifiers);

  g_assert_nonnull (shortcut);
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                               gtk_shortcut_get_arguments (shortcut)));
}

/* The review by the keyboard alone, and the pointer's click on the
 * photo: a click on the photo away from the handles gives it the keys
 * (it did not: the arrows went to the grid focused before); Tab goes
 * from the photo through its four handles to the grid and on, Shift+Tab
 * back; a cell typed over in the grid; Ctrl+Return loads; Escape while
 * reading closes the review and stops the read. */
static void
scan_keyboard (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  g_autoptr(GFile) file = photo_file ("image1057.jpg");
  SudokuScanWindow *scan;
  SudokuScanReview *review;
  SudokuScanPhoto *photo;
  SudokuScanGrid *grid;
  GtkGestureDrag *drag;
  GdkTexture *texture;
  SudokuVisionPoint corner;
  double scale, x, y;
  g_autofree char *line = NULL;
  g_autofree char *after = NULL;
  GWeakRef ref;

  sudoku_window_open_file (window, file, SUDOKU_VARIANT_CLASSIC);
  scan = wait_for_reading ();
  review = sudoku_scan_window_get_review (scan);
  photo = sudoku_scan_window_get_photo (scan);
  grid = sudoku_scan_window_get_grid (scan);
  iterate_until (has_texture, photo);
  iterate_until (is_mapped, photo);
  iterate_until_still (GTK_WIDGET (scan));

  /* The grid has the keys from the start; a click in the middle of the
   * photo, far from every handle, takes them. */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (scan)) == GTK_WIDGET (grid));
  texture = sudoku_scan_photo_get_texture (photo);
  scale = MIN ((double) gtk_widget_get_width (GTK_WIDGET (photo)) / gdk_texture_get_width (texture),
               (double) gtk_widget_get_height (GTK_WIDGET (photo)) / gdk_texture_get_height (texture));
  x = gtk_widget_get_width (GTK_WIDGET (photo)) / 2.0;
  y = gtk_widget_get_height (GTK_WIDGET (photo)) / 2.0;
  for (guint i = 0; i < 4; i++)
    {
      const SudokuVisionPoint *c = &sudoku_scan_photo_get_corners (photo)[i];
      double cx = (gtk_widget_get_width (GTK_WIDGET (photo)) - gdk_texture_get_width (texture) * scale) / 2 + c->x * scale;
      double cy = (gtk_widget_get_height (GTK_WIDGET (photo)) - gdk_texture_get_height (texture) * scale) / 2 + c->y * scale;

      g_assert_cmpfloat (hypot (cx - x, cy - y), >, 50);
    }
  drag = photo_drag (photo);
  g_assert_nonnull (drag);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (scan)) == GTK_WIDGET (photo));
  /* Nothing moved by the click, and the review did not read again. */
  g_assert_false (sudoku_scan_review_get_busy (review));

  /* Tab: the handles one by one, then the grid; Shift+Tab back. */
  gtk_window_set_focus (GTK_WINDOW (scan), NULL);
  for (guint i = 0; i < 12 && gtk_window_get_focus (GTK_WINDOW (scan)) != GTK_WIDGET (photo); i++)
    press_tab (GTK_WINDOW (scan), GTK_DIR_TAB_FORWARD);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (scan)) == GTK_WIDGET (photo));
  g_assert_cmpint (sudoku_scan_photo_get_active (photo), ==, 0);
  for (int i = 1; i < 4; i++)
    {
      press_tab (GTK_WINDOW (scan), GTK_DIR_TAB_FORWARD);
      g_assert_true (gtk_window_get_focus (GTK_WINDOW (scan)) == GTK_WIDGET (photo));
      g_assert_cmpint (sudoku_scan_photo_get_active (photo), ==, i);
    }
  press_tab (GTK_WINDOW (scan), GTK_DIR_TAB_FORWARD);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (scan)) == GTK_WIDGET (grid));
  press_tab (GTK_WINDOW (scan), GTK_DIR_TAB_BACKWARD);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (scan)) == GTK_WIDGET (photo));
  g_assert_cmpint (sudoku_scan_photo_get_active (photo), ==, 3);
  press_tab (GTK_WINDOW (scan), GTK_DIR_TAB_BACKWARD);
  g_assert_cmpint (sudoku_scan_photo_get_active (photo), ==, 2);

  /* The handle Tab chose moves with the arrows: the photo is read
   * again from there. */
  corner = sudoku_scan_photo_get_corners (photo)[2];
  g_assert_true (sudoku_scan_photo_press_key (photo, GDK_KEY_Down, 0));
  g_assert_cmpfloat (sudoku_scan_photo_get_corners (photo)[2].y, >, corner.y);
  iterate_until (is_not_busy, scan);

  /* Back to the grid by Tab; r1c4 typed as 5 and emptied again. */
  while (gtk_window_get_focus (GTK_WINDOW (scan)) != GTK_WIDGET (grid))
    press_tab (GTK_WINDOW (scan), GTK_DIR_TAB_FORWARD);
  sudoku_scan_grid_set_cursor (grid, 0);
  for (int i = 0; i < 3; i++)
    g_assert_true (sudoku_scan_grid_press_key (grid, GDK_KEY_Right, 0));
  g_assert_true (sudoku_scan_grid_press_key (grid, GDK_KEY_5, 0));
  g_assert_cmpuint (sudoku_scan_review_get_digit (review, 3), ==, 5);
  g_assert_true (sudoku_scan_grid_press_key (grid, GDK_KEY_BackSpace, 0));
  g_assert_cmpuint (sudoku_scan_review_get_digit (review, 3), ==, 0);
  /* A Japanese input method's full-width ７ sets it as the main grid
   * does, and ０ empties it. */
  g_assert_true (sudoku_scan_grid_press_key (grid, gdk_unicode_to_keyval (0xff17), 0));
  g_assert_cmpuint (sudoku_scan_review_get_digit (review, 3), ==, 7);
  g_assert_true (sudoku_scan_grid_press_key (grid, gdk_unicode_to_keyval (0xff10), 0));
  g_assert_cmpuint (sudoku_scan_review_get_digit (review, 3), ==, 0);

  /* Ctrl+Return loads what the review shows. */
  line = review_line (review);
  press_shortcut (GTK_WIDGET (scan), GDK_KEY_Return, GDK_CONTROL_MASK);
  iterate_until (has_no_review, NULL);
  iterate_until (shows_puzzle, &((PuzzleWait) { window, line }));

  /* Escape while the photo is read: the review closes, the read stops. */
  sudoku_window_open_file (window, file, SUDOKU_VARIANT_CLASSIC);
  iterate_until (has_review, NULL);
  scan = SUDOKU_SCAN_WINDOW (find_visible_toplevel (SUDOKU_TYPE_SCAN_WINDOW));
  review = sudoku_scan_window_get_review (scan);
  g_assert_true (sudoku_scan_review_get_busy (review));
  g_weak_ref_init (&ref, review);
  press_shortcut (GTK_WIDGET (scan), GDK_KEY_Escape, 0);
  iterate_until (has_no_review, NULL);
  g_assert_null (g_weak_ref_get (&ref));
  g_weak_ref_clear (&ref);
  after = window_line (window);
  g_assert_cmpstr (after, ==, line);
  destroy_window (window);
}
UI_TEST (scan_keyboard)

typedef struct
{
  SudokuWindow *window;
  const char   *text;
} ToastWait;

static gboolean
label_shows (GtkWidget  *widget,
             const char *text)
{
  return find_label_showing (widget, text) != NULL;
}

static gboolean
shows_toast (gpointer data)
{
  ToastWait *wait = data;

  return label_shows (GTK_WIDGET (wait->window), wait->text);
}

/* Paste with an image on the clipboard (a screenshot): its review. */
static void
scan_paste_image (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  g_autofree char *path = test_data_path ("photos", "image10.jpg", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = gdk_texture_new_from_filename (path, &error);
  SudokuScanWindow *scan;
  g_autofree char *line = NULL;
  g_autofree char *loaded = NULL;

  g_assert_no_error (error);
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (GTK_WIDGET (window)), texture);
  activate (window, "paste");
  scan = wait_for_reading ();
  line = review_line (sudoku_scan_window_get_review (scan));
  g_assert_cmpstr (line, ==, IMAGE10);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (scan), "scan.load", NULL));
  iterate_until (has_no_review, NULL);
  loaded = window_line (window);
  g_assert_cmpstr (loaded, ==, IMAGE10);

  /* Text on the clipboard is still read as a puzzle. */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), IMAGE1013);
  activate (window, "paste");
  iterate_until (shows_puzzle, &((PuzzleWait) { window, IMAGE1013 }));
  g_assert_true (has_no_review (NULL));
  destroy_window (window);
}
UI_TEST (scan_paste_image)

/* The window's drop target, as a drag from another program reaches it. */
static GtkDropTarget *
window_drop_target (SudokuWindow *window)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);
    }
  return NULL;
}

/* An image dropped from a web browser (a texture): its review. */
static void
scan_drop_image (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  g_autofree char *path = test_data_path ("photos", "image10.jpg", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = gdk_texture_new_from_filename (path, &error);
  GtkDropTarget *drop = window_drop_target (window);
  g_auto(GValue) value = G_VALUE_INIT;
  SudokuScanWindow *scan;
  g_autofree char *line = NULL;
  gboolean accepted = FALSE;

  g_assert_no_error (error);
  g_assert_nonnull (drop);
  g_value_init (&value, GDK_TYPE_TEXTURE);
  g_value_set_object (&value, texture);
  g_signal_emit_by_name (drop, "drop", &value, 10.0, 10.0, &accepted);
  g_assert_true (accepted);
  scan = wait_for_reading ();
  line = review_line (sudoku_scan_window_get_review (scan));
  g_assert_cmpstr (line, ==, IMAGE10);
  gtk_window_destroy (GTK_WINDOW (scan));
  iterate_until (has_no_review, NULL);
  destroy_window (window);
}
UI_TEST (scan_drop_image)

/* A text file named .png: no review, a toast that names the file. */
static void
scan_not_an_image (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  g_autofree char *dir = g_dir_make_tmp ("nanpure-scan-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "notes.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  ToastWait wait = { window, "notes.png" };

  g_assert_true (g_file_set_contents (path, "not a photo\n", -1, NULL));
  sudoku_window_open_file (window, file, SUDOKU_VARIANT_CLASSIC);
  iterate_until (shows_toast, &wait);
  iterate_until (has_no_review, NULL);
  g_assert_cmpuint (sudoku_board_count_givens (sudoku_game_get_board (window_game (window))),
                    ==, 0);
  destroy_window (window);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}
UI_TEST (scan_not_an_image)

/* A blank page (a screenshot of nothing, a white PNG): the review stays
 * with the photo and says, in red, that no grid was found and, on a line
 * of its own, what to do (the two ran together: "…in the image Drag
 * the four corners…"); Load is off. A truncated JPEG: no review, a
 * toast naming the file and why, whole. */
static void
scan_bad_images (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  g_autofree char *dir = g_dir_make_tmp ("nanpure-scan-XXXXXX", NULL);
  g_autofree char *blank_path = g_build_filename (dir, "blank.png", NULL);
  g_autofree char *cut_path = g_build_filename (dir, "cut.jpg", NULL);
  g_autofree char *photo_path = test_data_path ("photos", "image10.jpg", NULL);
  g_autoptr(GdkPixbuf) blank = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 600, 800);
  g_autoptr(GFile) blank_file = g_file_new_for_path (blank_path);
  g_autoptr(GFile) cut_file = g_file_new_for_path (cut_path);
  g_autofree char *jpeg = NULL;
  gsize length;
  SudokuScanWindow *scan;
  GtkWidget *verdict;
  ToastWait wait = { window, "cut.jpg" };

  gdk_pixbuf_fill (blank, 0xffffffff);
  g_assert_true (gdk_pixbuf_save (blank, blank_path, "png", NULL, NULL));
  sudoku_window_open_file (window, blank_file, SUDOKU_VARIANT_CLASSIC);
  iterate_until (has_review, NULL);
  scan = SUDOKU_SCAN_WINDOW (find_visible_toplevel (SUDOKU_TYPE_SCAN_WINDOW));
  iterate_until (is_not_busy, scan);
  g_assert_null (sudoku_scan_review_get_result (sudoku_scan_window_get_review (scan)));
  verdict = find_with_class (GTK_WIDGET (scan), "error");
  g_assert_nonnull (verdict);
  g_assert_true (GTK_IS_LABEL (verdict));
  g_assert_true (gtk_widget_get_mapped (verdict));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (verdict)), ==,
                   "Cannot read a puzzle from “blank.png”: No Sudoku grid was found in the image\n"
                   "Drag the four corners onto the grid's corners to read it from there.");
  g_assert_false (gtk_widget_get_sensitive (find_actionable (GTK_WIDGET (scan), "scan.load")));
  /* Nothing read, nothing to type into: the grid drew a cursor and its
   * tooltip said "Type 1–9 to set a cell" while the keys did nothing.
   * Now no cursor, the keys go on, and the tooltip says what to do. */
  {
    SudokuScanGrid *grid = sudoku_scan_window_get_grid (scan);

    g_assert_false (sudoku_scan_grid_press_key (grid, GDK_KEY_5, 0));
    g_assert_false (sudoku_scan_grid_press_key (grid, GDK_KEY_Right, 0));
    g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (grid)), ==,
                     "Nothing has been read yet: drag the four corners in the photo onto the "
                     "grid's corners to read it from there");
    g_assert_null (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (grid)), "Type 1–9"));
    /* The grid's drawing has no cursor: its lines alone, in the
     * foreground colour, nothing of the cursor's blue. */
    g_assert_false (draws_cursor (grid));
    maybe_screenshot (GTK_WIDGET (scan), "scan-no-grid");
  }
  press_shortcut (GTK_WIDGET (scan), GDK_KEY_Escape, 0);
  iterate_until (has_no_review, NULL);

  g_assert_true (g_file_get_contents (photo_path, &jpeg, &length, NULL));
  g_assert_true (g_file_set_contents (cut_path, jpeg, length / 3, NULL));
  /* The smallest window the layout tests use. */
  gtk_window_set_default_size (GTK_WINDOW (window), 851, 600);
  iterate_until_still (GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <, 900);
  sudoku_window_open_file (window, cut_file, SUDOKU_VARIANT_CLASSIC);
  iterate_until (shows_toast, &wait);
  wait.text = "truncated";
  g_assert_true (shows_toast (&wait));
  /* The toast says it whole, on several lines: it was cut with "…"
   * before "file" (the window's toasts wrap their title now). */
  {
    GtkWidget *label = find_label_showing (GTK_WIDGET (window), "truncated");

    iterate_until_still (label);
    g_assert_true (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (label)), "a truncated file)"));
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
    g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), >, 1);
  }
  iterate_until (has_no_review, NULL);
  g_assert_cmpuint (sudoku_board_count_givens (sudoku_game_get_board (window_game (window))),
                    ==, 0);
  destroy_window (window);
  g_assert_cmpint (g_remove (blank_path), ==, 0);
  g_assert_cmpint (g_remove (cut_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}
UI_TEST (scan_bad_images)

/* The window goes while the review reads: nothing outlives it. */
static void
scan_close_while_reading (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  g_autoptr(GFile) file = photo_file ("image10.jpg");
  SudokuScanWindow *scan;
  SudokuScanReview *review;
  GWeakRef ref;

  sudoku_window_open_file (window, file, SUDOKU_VARIANT_CLASSIC);
  iterate_until (has_review, NULL);
  scan = SUDOKU_SCAN_WINDOW (find_visible_toplevel (SUDOKU_TYPE_SCAN_WINDOW));
  review = sudoku_scan_window_get_review (scan);
  g_weak_ref_init (&ref, review);
  gtk_window_destroy (GTK_WINDOW (scan));
  iterate_until (has_no_review, NULL);
  g_assert_null (g_weak_ref_get (&ref));
  g_weak_ref_clear (&ref);
  destroy_window (window);
}
UI_TEST (scan_close_while_reading)

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/scan-view/open-photo", test_scan_open_photo);
  g_test_add_func ("/nanpure/scan-view/move-corner", test_scan_move_corner);
  g_test_add_func ("/nanpure/scan-view/accessible", test_scan_accessible);
  g_test_add_func ("/nanpure/scan-view/keyboard", test_scan_keyboard);
  g_test_add_func ("/nanpure/scan-view/paste-image", test_scan_paste_image);
  g_test_add_func ("/nanpure/scan-view/drop-image", test_scan_drop_image);
  g_test_add_func ("/nanpure/scan-view/not-an-image", test_scan_not_an_image);
  g_test_add_func ("/nanpure/scan-view/bad-images", test_scan_bad_images);
  g_test_add_func ("/nanpure/scan-view/close-while-reading", test_scan_close_while_reading);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
