/* test-editing.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Entering and editing a puzzle in the real window: keys on the grid,
 * candidates, undo and redo, paste (good and bad), edit mode. */

#include "config.h"

#include "sudoku-grid-view.h"
#include "sudoku-tooltips.h"
#include "ui-test-utils.h"

#define BORDERED_INKALA \
  "+-------+-------+-------+\n" \
  "| 8 . . | . . . | . . . |\n" \
  "| . . 3 | 6 . . | . . . |\n" \
  "| . 7 . | . 9 . | 2 . . |\n" \
  "+-------+-------+-------+\n" \
  "| . 5 . | . . 7 | . . . |\n" \
  "| . . . | . 4 5 | 7 . . |\n" \
  "| . . . | 1 . . | . 3 . |\n" \
  "+-------+-------+-------+\n" \
  "| . . 1 | . . . | . 6 8 |\n" \
  "| . . 8 | 5 . . | . 1 . |\n" \
  "| . 9 . | . . . | 4 . . |\n" \
  "+-------+-------+-------+\n"

static const SudokuBoard *
board_of (SudokuWindow *window)
{
  return sudoku_game_get_board (window_game (window));
}

static void
press (SudokuWindow    *window,
       guint            keyval,
       GdkModifierType  state)
{
  g_assert_true (sudoku_grid_view_press_key (sudoku_window_get_grid_view (window), keyval, state));
}

static void
editing_keys (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  const SudokuBoard *board = board_of (window);
  guint16 candidates;

  /* Arrows, WASD, Home and End move the cursor. */
  sudoku_grid_view_set_cursor (grid_view, 0);
  press (window, GDK_KEY_Right, 0);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 1);
  press (window, GDK_KEY_s, 0);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 10);
  press (window, GDK_KEY_a, 0);
  press (window, GDK_KEY_w, 0);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 0);
  press (window, GDK_KEY_Left, 0);  /* wraps round the row */
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 8);
  press (window, GDK_KEY_Home, 0);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 0);
  press (window, GDK_KEY_End, GDK_CONTROL_MASK);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 80);
  press (window, GDK_KEY_Tab, 0);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 0);
  press (window, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 80);

  /* A digit in r1c2 (empty): the user's digit, taken out of the peers. */
  sudoku_grid_view_set_cursor (grid_view, 1);
  press (window, GDK_KEY_1, 0);
  g_assert_cmpuint (board->values[1], ==, 1);
  g_assert_false (board->givens[1]);
  g_assert_cmpint (sudoku_game_get_origin (window_game (window), 1), ==,
                   SUDOKU_ORIGIN_USER);
  g_assert_false (board->candidates[4] & SUDOKU_DIGIT_BIT (1));
  /* The grid shows it. */
  g_assert_cmpuint (sudoku_grid_view_get_board (grid_view)->values[1], ==, 1);

  /* A full-width digit (as a Japanese input method sends it) replaces it. */
  press (window, gdk_unicode_to_keyval (0xff12), 0);  /* ２ */
  g_assert_cmpuint (board->values[1], ==, 2);
  press (window, GDK_KEY_KP_3, 0);
  g_assert_cmpuint (board->values[1], ==, 3);

  /* Delete, BackSpace and 0 clear. */
  press (window, GDK_KEY_Delete, 0);
  g_assert_cmpuint (board->values[1], ==, 0);
  press (window, GDK_KEY_4, 0);
  press (window, GDK_KEY_BackSpace, 0);
  g_assert_cmpuint (board->values[1], ==, 0);
  press (window, GDK_KEY_5, 0);
  press (window, GDK_KEY_0, 0);
  g_assert_cmpuint (board->values[1], ==, 0);

  /* A given stays in solve mode, and the window says why. */
  sudoku_grid_view_set_cursor (grid_view, 0);
  press (window, GDK_KEY_5, 0);
  g_assert_cmpuint (board->values[0], ==, 8);
  g_assert_nonnull (strstr (progress_of (window), "Edit"));

  /* Ctrl+digit and Shift+digit toggle candidates. */
  sudoku_grid_view_set_cursor (grid_view, 1);
  candidates = board->candidates[1];
  g_assert_true (candidates & SUDOKU_DIGIT_BIT (2));
  press (window, GDK_KEY_2, GDK_CONTROL_MASK);
  g_assert_cmpuint (board->candidates[1], ==, candidates & ~SUDOKU_DIGIT_BIT (2));
  press (window, GDK_KEY_2, GDK_SHIFT_MASK);
  g_assert_cmpuint (board->candidates[1], ==, candidates);

  destroy_window (window);
}

static void
editing_undo (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  const SudokuBoard *board = board_of (window);
  SudokuBoard start = *board;

  sudoku_grid_view_set_cursor (grid_view, 1);
  press (window, GDK_KEY_1, 0);
  sudoku_grid_view_set_cursor (grid_view, 2);
  press (window, GDK_KEY_2, 0);
  sudoku_grid_view_set_cursor (grid_view, 3);
  press (window, GDK_KEY_7, GDK_CONTROL_MASK);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (window_game (window))),
                    ==, 3);

  activate (window, "undo");
  g_assert_true (board->candidates[3] & SUDOKU_DIGIT_BIT (7));
  activate (window, "undo");
  g_assert_cmpuint (board->values[2], ==, 0);
  activate (window, "undo");
  g_assert_cmpuint (board->values[1], ==, 0);
  g_assert_true (memcmp (board->candidates, start.candidates, sizeof start.candidates) == 0);
  /* The load itself can be undone too: back to the empty grid. */
  g_assert_true (action_enabled (window, "undo"));

  activate (window, "redo");
  activate (window, "redo");
  g_assert_cmpuint (board->values[1], ==, 1);
  g_assert_cmpuint (board->values[2], ==, 2);
  g_assert_cmpuint (sudoku_grid_view_get_board (grid_view)->values[2], ==, 2);
  activate (window, "redo");
  g_assert_false (board->candidates[3] & SUDOKU_DIGIT_BIT (7));
  g_assert_false (action_enabled (window, "redo"));

  destroy_window (window);
}

typedef struct
{
  SudokuWindow *window;
  guint         changes;
} PasteWatch;

static void
changed_cb (SudokuGame *game,
            PasteWatch *watch)
{
  watch->changes++;
}

static gboolean
has_changed (gpointer data)
{
  return ((PasteWatch *) data)->changes > 0;
}

static gboolean
status_is_error (gpointer data)
{
  return g_str_has_prefix (window_status (data), "line ");
}

#define NO_TEXT_TOAST "The clipboard holds no text to read a puzzle from"

/* The paste's answer: the toast for no text, or the one for a text that
 * is not a puzzle; what the window's last toast said, which stays when
 * the toast has closed. */
static gboolean
said_paste_toast (gpointer data)
{
  const char *title = sudoku_toast_get_last_title (data);

  return g_strcmp0 (title, NO_TEXT_TOAST) == 0 ||
         g_strcmp0 (title, "Not pasted: the text is not a puzzle (see below the grid)") == 0;
}

/* Whether a toast is shown under @widget (AdwToastWidget, CSS name
 * "toast"). */
static gboolean
has_toast_widget (GtkWidget *widget)
{
  if (g_str_equal (gtk_widget_get_css_name (widget), "toast") && gtk_widget_get_mapped (widget))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_toast_widget (child))
      return TRUE;
  return FALSE;
}

/* The close button of a toast under @widget. */
static GtkWidget *
find_toast_close (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "window-close-symbolic") == 0)
    {
      for (GtkWidget *up = widget; up != NULL; up = gtk_widget_get_parent (up))
        if (g_str_equal (gtk_widget_get_css_name (up), "toast"))
          return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_toast_close (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
has_no_toast (gpointer data)
{
  return !has_toast_widget (data);
}

static void
paste (SudokuWindow *window,
       const char   *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), text);
  activate (window, "paste");
}

static void
editing_paste (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  SudokuGame *game = window_game (window);
  const SudokuBoard *board = board_of (window);
  PasteWatch watch = { window, 0 };
  gulong handler = g_signal_connect (game, "changed", G_CALLBACK (changed_cb), &watch);
  SudokuBoard before;

  /* An 81-character line. */
  paste (window, INKALA_2012 "\n");
  iterate_until (has_changed, &watch);
  g_assert_cmpuint (sudoku_board_count_givens (board), ==, 21);
  g_assert_cmpuint (board->values[0], ==, 8);
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_SOLVE);

  /* A bordered grid, after a change to tell the two apart. */
  sudoku_game_set_value (game, 1, 1);
  watch.changes = 0;
  paste (window, BORDERED_INKALA);
  iterate_until (has_changed, &watch);
  g_assert_cmpuint (sudoku_board_count_givens (board), ==, 21);
  g_assert_cmpuint (board->values[1], ==, 0);
  g_assert_cmpuint (board->values[80], ==, 0);
  g_assert_cmpuint (board->values[78], ==, 4);

  /* A blank clipboard: a toast says so; the status line keeps the
   * puzzle's (it said "no puzzle found" in red under a good one). */
  iterate_until (is_checked, window);
  g_assert_false (gtk_widget_has_css_class (status_label_of (window), "error"));
  {
    g_autofree char *status = g_strdup (window_status (window));

    watch.changes = 0;
    paste (window, " \n\t\n");
    iterate_until (said_paste_toast, window);
    g_assert_cmpstr (sudoku_toast_get_last_title (GTK_WIDGET (window)), ==, NO_TEXT_TOAST);
    /* Closed (as its timeout would), what it said stays to be read. */
    g_assert_true (has_toast_widget (GTK_WIDGET (window)));
    g_assert_nonnull (find_toast_close (GTK_WIDGET (window)));
    /* Slid in first: libadwaita 1.2 crashes on a toast closed as it
     * arrives (see _sudoku_window_add_toast()). */
    iterate_until_still (find_toast_close (GTK_WIDGET (window)));
    g_signal_emit_by_name (find_toast_close (GTK_WIDGET (window)), "clicked");
    iterate_until (has_no_toast, window);
    g_assert_cmpstr (sudoku_toast_get_last_title (GTK_WIDGET (window)), ==, NO_TEXT_TOAST);
    g_assert_cmpuint (watch.changes, ==, 0);
    g_assert_cmpstr (window_status (window), ==, status);
    g_assert_false (gtk_widget_has_css_class (status_label_of (window), "error"));
  }

  /* A bad paste: the board stays, the status says what and where. */
  before = *board;
  watch.changes = 0;
  paste (window, "8..........36......7..9.2...5...7\n.......457.....1...3...1....68..85...1..9....4..\n"
                 "this is # not a puzzle\n");
  iterate_until (status_is_error, window);
  g_assert_cmpuint (watch.changes, ==, 0);
  g_assert_true (sudoku_board_equal_values (board, &before));
  g_assert_true (gtk_widget_has_css_class (status_label_of (window), "error"));
  g_test_message ("bad paste: %s", window_status (window));

  /* And undo takes the pastes back one by one. */
  activate (window, "undo");
  g_assert_cmpuint (board->values[1], ==, 1);

  g_signal_handler_disconnect (game, handler);
  destroy_window (window);
}

static void
editing_edit_mode (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  SudokuGame *game = window_game (window);
  const SudokuBoard *board = board_of (window);
  g_autofree char *mode = NULL;

  /* An empty window starts in edit mode: digits are givens. */
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_EDIT);
  g_assert_false (sudoku_grid_view_get_show_candidates (grid_view));
  for (guint i = 0; i < 81; i++)
    if (INKALA_2012[i] != '.')
      {
        sudoku_grid_view_set_cursor (grid_view, i);
        press (window, GDK_KEY_0 + (INKALA_2012[i] - '0'), 0);
      }
  g_assert_cmpuint (sudoku_board_count_givens (board), ==, 21);
  iterate_until (is_checked, window);
  g_assert_cmpint (sudoku_checker_get_n_solutions (window_checker (window)), ==, 1);
  g_assert_nonnull (strstr (window_status (window), "unique"));

  /* Editing a given keeps no history; duplicates are shown at once. */
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 0);
  sudoku_grid_view_set_cursor (grid_view, 1);
  press (window, GDK_KEY_8, 0);
  g_assert_nonnull (strstr (window_status (window), "two 8s"));
  /* The puzzle was typed into an empty grid: the cursor moved on. */
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 2);
  sudoku_grid_view_set_cursor (grid_view, 1);
  press (window, GDK_KEY_Delete, 0);

  /* Ctrl+E switches to solving: candidates appear and givens lock. */
  activate (window, "toggle-mode");
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_SOLVE);
  g_object_get (window, "mode", &mode, NULL);
  g_assert_cmpstr (mode, ==, "solve");
  /* The Edit button (the first of win.mode's two) is up. */
  g_assert_false (gtk_toggle_button_get_active (
                    GTK_TOGGLE_BUTTON (find_actionable (GTK_WIDGET (window), "win.mode"))));
  g_assert_true (sudoku_grid_view_get_show_candidates (grid_view));
  sudoku_grid_view_set_cursor (grid_view, 0);
  press (window, GDK_KEY_1, 0);
  g_assert_cmpuint (board->values[0], ==, 8);

  /* Clear in solve mode keeps the givens. */
  sudoku_grid_view_set_cursor (grid_view, 1);
  press (window, GDK_KEY_1, 0);
  activate (window, "clear");
  g_assert_cmpuint (board->values[1], ==, 0);
  g_assert_cmpuint (sudoku_board_count_givens (board), ==, 21);

  destroy_window (window);
}

/* Typing a puzzle from a book into an empty grid in Edit mode: by
 * default (advance-cursor "new-puzzle") each key moves the cursor on,
 * `.`, space and 0 skip a cell (clearing it in Edit mode), the end of a
 * row leads to the next row, and the empty grid's status says so. In
 * Solve mode the cursor stays, unless the setting says "always". */
static void
editing_advance (SudokuApplication *application)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window = window_with_puzzle (application, NULL);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  SudokuGame *game = window_game (window);
  const SudokuBoard *board = board_of (window);
  g_autofree char *advance = g_settings_get_string (settings, "advance-cursor");

  g_assert_cmpstr (advance, ==, "new-puzzle");
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_EDIT);
  g_assert_true (sudoku_grid_view_get_advance (grid_view));
  g_assert_nonnull (strstr (window_status (window), "the cursor moves on"));

  /* The whole puzzle, row by row from r1c1, as a book prints it: dots
   * for the first rows, 0 and spaces for the rest. */
  sudoku_grid_view_set_cursor (grid_view, 0);
  for (guint i = 0; i < 81; i++)
    {
      char c = INKALA_2012[i];
      guint keyval = c != '.' ? GDK_KEY_0 + (c - '0')
                     : i < 27 ? GDK_KEY_period
                     : i % 2 ? GDK_KEY_0 : GDK_KEY_space;

      g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, i);
      press (window, keyval, 0);
      /* The end of a row went to the start of the next; the last cell
       * keeps the cursor. */
      g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, MIN (i + 1, 80));
    }
  for (guint i = 0; i < 81; i++)
    g_assert_cmpuint (board->values[i], ==, INKALA_2012[i] == '.' ? 0 : INKALA_2012[i] - '0');
  g_assert_cmpuint (sudoku_board_count_givens (board), ==, 21);

  /* In Edit mode a skip clears what was there. */
  sudoku_grid_view_set_cursor (grid_view, 0);
  g_assert_cmpuint (board->values[0], ==, 8);
  press (window, GDK_KEY_period, 0);
  g_assert_cmpuint (board->values[0], ==, 0);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 1);
  sudoku_grid_view_set_cursor (grid_view, 0);
  press (window, GDK_KEY_8, 0);
  g_assert_cmpuint (board->values[0], ==, 8);
  iterate_until (is_checked, window);
  g_assert_cmpint (sudoku_checker_get_n_solutions (window_checker (window)), ==, 1);

  /* Solving, the cursor stays by default; with "always" it moves on,
   * and a skip only passes: the user's digit stays. */
  activate (window, "toggle-mode");
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_SOLVE);
  g_assert_false (sudoku_grid_view_get_advance (grid_view));
  /* Back in Edit mode on a puzzle that is there, it stays too. */
  activate (window, "toggle-mode");
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_EDIT);
  g_assert_false (sudoku_grid_view_get_advance (grid_view));
  activate (window, "toggle-mode");
  g_settings_set_string (settings, "advance-cursor", "always");
  g_assert_true (sudoku_grid_view_get_advance (grid_view));
  sudoku_grid_view_set_cursor (grid_view, 1);
  press (window, GDK_KEY_1, 0);
  g_assert_cmpuint (board->values[1], ==, 1);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 2);
  sudoku_grid_view_set_cursor (grid_view, 1);
  press (window, GDK_KEY_space, 0);
  g_assert_cmpuint (board->values[1], ==, 1);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 2);

  /* Off: a digit stays where it was typed and 0 clears; an empty grid
   * no longer says the cursor moves on. */
  g_settings_set_string (settings, "advance-cursor", "off");
  g_assert_false (sudoku_grid_view_get_advance (grid_view));
  sudoku_grid_view_set_cursor (grid_view, 1);
  press (window, GDK_KEY_0, 0);
  g_assert_cmpuint (board->values[1], ==, 0);
  g_assert_cmpint (sudoku_grid_view_get_cursor (grid_view), ==, 1);
  g_assert_false (sudoku_grid_view_press_key (grid_view, GDK_KEY_period, 0));
  activate (window, "toggle-mode");
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_EDIT);
  activate (window, "clear");
  g_assert_cmpuint (sudoku_board_count_filled (board), ==, 0);
  g_assert_null (strstr (window_status (window), "the cursor moves on"));
  g_assert_true (g_str_has_prefix (window_status (window), "Empty grid"));

  g_settings_reset (settings, "advance-cursor");
  destroy_window (window);
}

/* A window closed while its paste is read goes at once: the read does
 * not hold it (it used to, until its callback ran, which a GTask may
 * put off to the next main-loop iteration: the flaky
 * g_assert_finalize_object of the UI tests under load). The read's
 * callback then finds the window gone. */
static void
editing_close_while_pasting (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  gpointer session;

  paste (window, INKALA_2012 "\n");
  destroy_window (window);
  /* The read's callback comes in the iterations below, and finds the
   * window gone. */

  /* The same for Save, whose rating runs in a worker: its task holds
   * the session until the callback has run, and then lets it go. */
  window = window_with_puzzle (application, INKALA_2012);
  activate (window, "save");
  session = sudoku_window_get_session (window);
  g_object_add_weak_pointer (G_OBJECT (session), &session);
  destroy_window (window);
  iterate_until (is_cleared, &session);
}

static gboolean
session_checked (gpointer data)
{
  return sudoku_checker_get_n_solutions (sudoku_session_get_checker (data)) >= 0;
}

/* The grid follows a session on its own: the game's board and mode as
 * they change, and a pinned board until the game changes. */
static void
test_editing_grid_follows_session (void)
{
  g_autoptr(SudokuSession) session = sudoku_session_new ();
  SudokuGame *game = sudoku_session_get_game (session);
  SudokuGridView *grid_view = SUDOKU_GRID_VIEW (g_object_ref_sink (sudoku_grid_view_new ()));
  g_autoptr(GError) error = NULL;
  SudokuBoard other;
  guint8 wrong_digit;

  g_object_set (grid_view, "session", session, "mark-wrong", TRUE, NULL);
  g_assert_true (sudoku_grid_view_get_session (grid_view) == session);
  g_assert_true (sudoku_session_load_text (session, INKALA_2012, SUDOKU_VARIANT_CLASSIC, &error));
  g_assert_no_error (error);
  g_assert_true (sudoku_board_equal_values (sudoku_grid_view_get_board (grid_view),
                                            sudoku_game_get_board (game)));
  g_assert_cmpuint (sudoku_board_count_givens (sudoku_grid_view_get_board (grid_view)), ==, 21);
  /* Loaded in Solve mode: the candidates show. */
  g_assert_true (sudoku_grid_view_get_show_candidates (grid_view));

  /* A digit typed into the game (one against the solution, once the
   * check is done) shows at once. */
  iterate_until (session_checked, session);
  wrong_digit = INKALA_2012_SOLUTION[1] == '9' ? 8 : 9;
  sudoku_game_set_value (game, 1, wrong_digit);
  g_assert_cmpuint (sudoku_grid_view_get_board (grid_view)->values[1], ==, wrong_digit);
  g_assert_false (sudoku_grid_view_get_read_only (grid_view));

  /* Pinned: another board, read-only, until the game changes. */
  sudoku_board_init (&other, SUDOKU_VARIANT_CLASSIC);
  sudoku_grid_view_show_board (grid_view, &other, NULL, NULL);
  g_assert_true (sudoku_grid_view_get_read_only (grid_view));
  g_assert_cmpuint (sudoku_board_count_filled (sudoku_grid_view_get_board (grid_view)), ==, 0);
  sudoku_game_undo (game);
  g_assert_false (sudoku_grid_view_get_read_only (grid_view));
  g_assert_cmpuint (sudoku_grid_view_get_board (grid_view)->values[1], ==, 0);
  g_assert_cmpuint (sudoku_board_count_filled (sudoku_grid_view_get_board (grid_view)), ==, 21);

  /* Edit mode hides the candidates. */
  sudoku_game_set_mode (game, SUDOKU_GAME_EDIT);
  g_assert_false (sudoku_grid_view_get_show_candidates (grid_view));

  sudoku_grid_view_set_session (grid_view, NULL);
  sudoku_game_set_mode (game, SUDOKU_GAME_SOLVE);
  g_assert_false (sudoku_grid_view_get_show_candidates (grid_view));
  await_finalize_object (grid_view);
}

static void
test_editing_close_while_pasting (void)
{
  run_in_application (editing_close_while_pasting);
}

static void
test_editing_advance (void)
{
  run_in_application (editing_advance);
}

static void
test_editing_keys (void)
{
  run_in_application (editing_keys);
}

/* Undo right after opening a puzzle (a user's report: an empty grid
 * left in Solve mode): opening is one undo step that gives back the
 * board before it and its mode, and Redo the opened puzzle. */
static void
editing_undo_open (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  const SudokuBoard *board = board_of (window);
  g_autofree char *mode = NULL;
  SudokuBoard empty = *board;
  SudokuBoard first, second;

  g_object_get (window, "mode", &mode, NULL);
  g_assert_cmpstr (mode, ==, "edit");
  g_assert_false (action_enabled (window, "undo"));

  g_assert_true (sudoku_window_load_text (window, INKALA_2012, SUDOKU_VARIANT_CLASSIC));
  first = *board;
  g_clear_pointer (&mode, g_free);
  g_object_get (window, "mode", &mode, NULL);
  g_assert_cmpstr (mode, ==, "solve");

  activate (window, "undo");
  g_assert_cmpmem (board->values, sizeof board->values, empty.values, sizeof empty.values);
  g_clear_pointer (&mode, g_free);
  g_object_get (window, "mode", &mode, NULL);
  g_assert_cmpstr (mode, ==, "edit");
  g_assert_false (action_enabled (window, "undo"));
  activate (window, "redo");
  g_assert_cmpmem (board->values, sizeof board->values, first.values, sizeof first.values);
  g_clear_pointer (&mode, g_free);
  g_object_get (window, "mode", &mode, NULL);
  g_assert_cmpstr (mode, ==, "solve");

  /* A digit of the user's, then another puzzle opened over it: Undo
   * gives the digit back, in Solve. */
  sudoku_grid_view_set_cursor (sudoku_window_get_grid_view (window), 1);
  press (window, GDK_KEY_1, 0);
  second = *board;
  g_assert_true (sudoku_window_load_text (window, BORDERED_INKALA "\n", SUDOKU_VARIANT_CLASSIC));
  g_assert_cmpuint (board->values[1], ==, 0);
  activate (window, "undo");
  g_assert_cmpmem (board->values, sizeof board->values, second.values, sizeof second.values);
  g_clear_pointer (&mode, g_free);
  g_object_get (window, "mode", &mode, NULL);
  g_assert_cmpstr (mode, ==, "solve");
  iterate_until (is_checked, window);

  destroy_window (window);
}

static void
test_editing_undo_open (void)
{
  run_in_application (editing_undo_open);
}

static void
test_editing_undo (void)
{
  run_in_application (editing_undo);
}

static void
test_editing_paste (void)
{
  run_in_application (editing_paste);
}

static void
test_editing_edit_mode (void)
{
  run_in_application (editing_edit_mode);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/editing/keys", test_editing_keys);
  g_test_add_func ("/nanpure/editing/undo-redo", test_editing_undo);
  g_test_add_func ("/nanpure/editing/undo-open", test_editing_undo_open);
  g_test_add_func ("/nanpure/editing/paste", test_editing_paste);
  g_test_add_func ("/nanpure/editing/edit-mode", test_editing_edit_mode);
  g_test_add_func ("/nanpure/editing/advance", test_editing_advance);
  g_test_add_func ("/nanpure/editing/close-while-pasting", test_editing_close_while_pasting);
  g_test_add_func ("/nanpure/editing/grid-follows-session", test_editing_grid_follows_session);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
