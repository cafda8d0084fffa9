/* test-saving.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window and the library: Save, reopening an unfinished puzzle as
 * it was left, the solve recorded when done, and its replay. */

#include "config.h"

#include <glib/gstdio.h>

#include "sudoku-grid-view.h"
#include "sudoku-history-view.h"
#include "sudoku-library.h"
#include "sudoku-library-async.h"
#include "sudoku-library-window.h"
#include "sudoku-puzzle-details.h"
#include "sudoku-save-dialog.h"
#include "ui-test-utils.h"

static char *library_dir;
static char *library_path;

static SudokuLibrary *
app_library (SudokuApplication *application)
{
  g_autoptr(GError) error = NULL;
  SudokuLibrary *library = sudoku_application_get_library (application, &error);

  g_assert_no_error (error);
  g_assert_nonnull (library);
  return library;
}

static gboolean
is_hidden_or_gone (gpointer data)
{
  GtkWidget *dialog = *(GtkWidget **) data;

  return dialog == NULL || !gtk_widget_get_visible (dialog);
}

/* Answers the dialog the window shows next. */
static void
respond (const char *response)
{
  AdwMessageDialog *dialog;
  gpointer answered;

  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  answered = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &answered);
  /* A click on the response's button. */
  click (GTK_WIDGET (dialog), adw_message_dialog_get_response_label (dialog, response));
  /* Every answer but Save closes its dialog: the next one found is
   * another. */
  if (g_strcmp0 (response, "save") != 0)
    iterate_until (is_hidden_or_gone, &answered);
  if (answered != NULL)
    g_object_remove_weak_pointer (G_OBJECT (answered), &answered);
}

static gboolean
has_no_dialog (gpointer data)
{
  return find_visible_message_dialog () == NULL;
}

/* The Save dialog has looked the puzzle up: Save (or Save a Copy) can
 * be given. */
static gboolean
save_dialog_is_ready (gpointer data)
{
  AdwMessageDialog *dialog = find_visible_message_dialog ();

  return SUDOKU_IS_SAVE_DIALOG (dialog) &&
         adw_message_dialog_get_response_enabled (dialog, "save");
}

/* The Save dialog, once it has looked the puzzle up. */
static AdwMessageDialog *
wait_for_save_dialog (void)
{
  iterate_until (save_dialog_is_ready, NULL);
  return find_visible_message_dialog ();
}

static SudokuPuzzleDetails *
details_of (AdwMessageDialog *dialog)
{
  GtkWidget *details = find_child_of_type (adw_message_dialog_get_extra_child (dialog),
                                       SUDOKU_TYPE_PUZZLE_DETAILS);

  g_assert_nonnull (details);
  return SUDOKU_PUZZLE_DETAILS (details);
}

typedef struct
{
  gboolean  done;
  gboolean  ok;
  GError   *error;
} Read;

static gboolean
read_done (gpointer data)
{
  return ((Read *) data)->done;
}

static void
window_opened_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  Read *read = user_data;

  read->ok = sudoku_window_open_library_puzzle_finish (SUDOKU_WINDOW (object), result,
                                                       &read->error);
  read->done = TRUE;
}

static void
window_replayed_cb (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  Read *read = user_data;

  read->ok = sudoku_window_replay_solve_finish (SUDOKU_WINDOW (object), result, &read->error);
  read->done = TRUE;
}

/* Opens a library puzzle in @window as the library window does: read
 * in a worker, the window unchanged until it is back. */
static void
open_library_puzzle (SudokuWindow *window,
                     gint64        id)
{
  gint64 before = sudoku_library_link_get_library_id (window_link (window));
  Read read = { 0 };

  sudoku_window_open_library_puzzle_async (window, id, window_opened_cb, &read);
  g_assert_false (read.done);
  g_assert_cmpint (sudoku_library_link_get_library_id (window_link (window)), ==, before);
  iterate_until (read_done, &read);
  g_assert_no_error (read.error);
  g_assert_true (read.ok);
  g_assert_cmpint (sudoku_library_link_get_library_id (window_link (window)), ==, id);
}

static void
replay_solve (SudokuWindow *window,
              gint64        solve_id)
{
  Read read = { 0 };

  sudoku_window_replay_solve_async (window, solve_id, window_replayed_cb, &read);
  g_assert_false (read.done);
  g_assert_false (sudoku_library_link_get_replaying (window_link (window)));
  iterate_until (read_done, &read);
  g_assert_no_error (read.error);
  g_assert_true (read.ok);
}

static gboolean
is_saved (gpointer data)
{
  return sudoku_library_link_get_library_id (window_link (data)) != 0;
}

static gint64 saved_id;

static void
saving_save_and_reopen (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  SudokuLibrary *library = app_library (application);
  g_autoptr(SudokuLibraryPuzzle) sample = NULL;
  g_autoptr(SudokuLibraryPuzzle) stored = NULL;
  g_autoptr(GError) error = NULL;
  guint counts[SUDOKU_LIBRARY_N_COUNTS];
  guint sample_before, total_before;
  const SudokuBoard *board;
  AdwMessageDialog *dialog;

  g_assert_true (sudoku_library_get_counts (library, counts, &error));
  sample_before = counts[SUDOKU_LIBRARY_SAMPLE];
  total_before = counts[SUDOKU_LIBRARY_N_COUNTS - 1];

  sample = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, INKALA_2012, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sample);

  /* The seed puzzles are in the library already: Save finds it, shows
   * it as it is there, and Update It moves it to the level chosen,
   * keeping its title and source. */
  activate (window, "save");
  dialog = wait_for_save_dialog ();
  g_test_message ("%s", adw_message_dialog_get_body (dialog));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "already in the library"));
  g_assert_cmpuint (sudoku_puzzle_details_get_level (details_of (dialog)), ==,
                    SUDOKU_LIBRARY_SAMPLE);
  sudoku_puzzle_details_set_level (details_of (dialog), 7);
  respond ("update");
  iterate_until (is_saved, window);
  saved_id = sudoku_library_link_get_library_id (window_link (window));
  g_assert_cmpint (saved_id, ==, sample->id);
  stored = sudoku_library_get (library, saved_id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (stored->givens, ==,
                   "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
  g_assert_cmpstr (stored->title, ==, sample->title);
  g_assert_cmpstr (stored->source, ==, sample->source);
  /* Rated while saving. */
  g_assert_cmpuint (stored->computed_level, ==, 7);
  /* Updated in place, not added: no more puzzles than before. */
  g_assert_true (sudoku_library_get_counts (library, counts, &error));
  g_assert_cmpuint (counts[SUDOKU_LIBRARY_N_COUNTS - 1], ==, total_before);
  g_assert_cmpuint (counts[SUDOKU_LIBRARY_SAMPLE], ==, sample_before - 1);
  g_assert_cmpuint (stored->level, ==, 7);

  /* Some work, then the window closes: it is kept. */
  sudoku_grid_view_set_cursor (sudoku_window_get_grid_view (window), 1);
  g_assert_true (sudoku_grid_view_press_key (sudoku_window_get_grid_view (window), GDK_KEY_1, 0));
  sudoku_grid_view_set_cursor (sudoku_window_get_grid_view (window), 2);
  /* r1c3 holds 2 in the solution: 4 can go. */
  g_assert_true (sudoku_grid_view_press_key (sudoku_window_get_grid_view (window), GDK_KEY_4,
                                             GDK_CONTROL_MASK));
  g_object_ref (window);
  gtk_window_close (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (window));
  await_finalize_object (window);

  /* A new window opens it where it was left. */
  window = window_with_puzzle (application, NULL);
  open_library_puzzle (window, saved_id);
  board = sudoku_game_get_board (window_game (window));
  g_assert_cmpuint (board->values[1], ==, 1);
  g_assert_false (board->candidates[2] & SUDOKU_DIGIT_BIT (4));
  g_assert_true (board->candidates[2] & SUDOKU_DIGIT_BIT (2));
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (window_game (window))),
                    ==, 2);
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "Level 7 · No. "));

  destroy_window (window);
}

static gboolean
has_solve (gpointer data)
{
  g_autoptr(GPtrArray) solves = sudoku_library_list_solves (data, saved_id, NULL);

  return solves != NULL && solves->len > 0;
}

static gboolean
says_solved_again (gpointer data)
{
  return g_str_has_prefix (progress_of (data), "Solved again");
}

static gboolean
has_played (gpointer data)
{
  return sudoku_library_link_get_replay_position (window_link (data)) > 3;
}

static void
saving_solve_and_replay (SudokuApplication *application)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuLibrary *library = app_library (application);
  SudokuWindow *window = window_with_puzzle (application, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) solves = NULL;
  g_autoptr(SudokuLibraryPuzzle) stored = NULL;
  SudokuLibrarySolve *solve;
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  GListModel *history;
  guint n_moves;

  g_assert_true (saved_id != 0);
  open_library_puzzle (window, saved_id);
  iterate_until (is_checked, window);

  /* Solved to the end: the solve goes into the library by itself. */
  g_settings_set_string (settings, "animation-speed", "instant");
  activate (window, "solve");
  iterate_until (is_idle, window);
  iterate_until (has_solve, library);
  g_settings_reset (settings, "animation-speed");
  n_moves = g_list_model_get_n_items (sudoku_game_get_history (window_game (window)));
  stored = sudoku_library_get (library, saved_id, &error);
  g_assert_true (stored->solved);
  g_assert_false (stored->has_progress);
  solves = sudoku_library_list_solves (library, saved_id, &error);
  g_assert_cmpuint (solves->len, ==, 1);
  solve = g_ptr_array_index (solves, 0);
  g_assert_cmpstr (solve->result, ==, "solved");
  destroy_window (window);

  /* The replay shows each move as it was. */
  window = window_with_puzzle (application, NULL);
  grid_view = sudoku_window_get_grid_view (window);
  replay_solve (window, solve->id);
  history = sudoku_game_get_history (window_game (window));
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, n_moves);
  g_assert_true (sudoku_library_link_get_replaying (window_link (window)));
  g_assert_cmpint (sudoku_library_link_get_replay_position (window_link (window)), ==, 0);
  g_assert_true (sudoku_grid_view_get_read_only (grid_view));
  /* Before the first move, the user's own digit. */
  g_assert_cmpuint (sudoku_board_count_filled (sudoku_grid_view_get_board (grid_view)), ==, 21);

  sudoku_window_replay_step (window, 5);
  g_assert_cmpint (sudoku_library_link_get_replay_position (window_link (window)), ==, 5);
  {
    g_autoptr(SudokuMove) fifth = g_list_model_get_item (history, 4);

    g_assert_true (sudoku_board_equal_values (sudoku_grid_view_get_board (grid_view),
                                              &sudoku_move_get_after (fifth)->board));
  }
  sudoku_window_replay_step (window, 31);
  maybe_screenshot (GTK_WIDGET (window), "replay");
  sudoku_window_replay_step (window, -33);
  g_assert_cmpint (sudoku_library_link_get_replay_position (window_link (window)), ==, 3);
  g_assert_cmpint (sudoku_history_view_get_selected (SUDOKU_HISTORY_VIEW (window_history_view (window))),
                   ==, 2);

  /* Ctrl+Z steps the replay back a move, as Previous Step does, and
   * Ctrl+Shift+Z on (it closed the replay and undid the game behind
   * it); nothing before the start. */
  /* The buttons' tooltips say so (they said "Undo" and "Redo"). */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (find_actionable (GTK_WIDGET (window), "win.undo")),
                   ==, "Previous Step (Ctrl+Z)");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (find_actionable (GTK_WIDGET (window), "win.redo")),
                   ==, "Next Step (Shift+Ctrl+Z)");
  activate (window, "undo");
  g_assert_true (sudoku_library_link_get_replaying (window_link (window)));
  g_assert_cmpint (sudoku_library_link_get_replay_position (window_link (window)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, n_moves);
  activate (window, "redo");
  g_assert_cmpint (sudoku_library_link_get_replay_position (window_link (window)), ==, 3);
  sudoku_window_replay_step (window, -3);
  g_assert_false (action_enabled (window, "undo"));
  g_assert_true (action_enabled (window, "redo"));
  sudoku_window_replay_step (window, (int) n_moves);
  g_assert_false (action_enabled (window, "redo"));
  g_assert_true (action_enabled (window, "undo"));
  sudoku_window_replay_step (window, 3 - (int) n_moves);
  g_assert_cmpint (sudoku_library_link_get_replay_position (window_link (window)), ==, 3);

  /* Play moves on by itself, and pauses. */
  {
    GtkWidget *play = find_with_tooltip (GTK_WIDGET (window), "Play or Pause");

    g_assert_nonnull (play);
    g_signal_emit_by_name (play, "clicked");
    iterate_until (has_played, window);
    g_signal_emit_by_name (play, "clicked");
    /* The history follows the replay as it plays (issue 12, item 8). */
    g_assert_cmpint (sudoku_history_view_get_selected (SUDOKU_HISTORY_VIEW (window_history_view (window))),
                     ==, sudoku_library_link_get_replay_position (window_link (window)) - 1);
  }

  /* Solve again with today's solver, from where the solver took over:
   * the same path. */
  click (GTK_WIDGET (window), "Solve _Again");
  iterate_until (says_solved_again, window);
  g_test_message ("%s", progress_of (window));
  g_assert_nonnull (strstr (progress_of (window), "the same"));

  destroy_window (window);
}

static void
test_saving_save_and_reopen (void)
{
  run_in_application (saving_save_and_reopen);
}

static void
test_saving_solve_and_replay (void)
{
  run_in_application (saving_solve_and_replay);
}

static gboolean
is_rated (gpointer data)
{
  return sudoku_checker_get_rating (window_checker (data)) != NULL;
}

/* A Windoku's rating is not Sudoku Explainer's, which rates classic
 * puzzles only: the dialog gives it as a figure on its scale (it said
 * "Sudoku Explainer 7.7"). NRC Handelsblad, 17 Nov 2014
 * (tests/data/windoku-puzzles.txt). */
static void
saving_windoku_rating (SudokuApplication *application)
{
  const char *puzzle =
    ".86...3....95...........1.81.7.4.5..2................9..41..........5............";
  SudokuWindow *window = window_with_puzzle (application, NULL);
  AdwMessageDialog *dialog;
  const char *body;

  g_assert_true (sudoku_window_load_text (window, puzzle, SUDOKU_VARIANT_WINDOKU));
  iterate_until (is_checked, window);
  g_assert_cmpint (sudoku_checker_get_n_solutions (window_checker (window)), ==, 1);
  iterate_until (is_rated, window);

  activate (window, "save");
  dialog = wait_for_save_dialog ();
  body = adw_message_dialog_get_body (dialog);
  g_test_message ("%s", body);
  g_assert_nonnull (strstr (body, "on Sudoku Explainer’s scale"));
  g_assert_null (strstr (body, "Sudoku Explainer 7"));
  respond ("cancel");
  iterate_until (has_no_dialog, NULL);
  destroy_window (window);
}

static void
test_saving_windoku_rating (void)
{
  run_in_application (saving_windoku_rating);
}

/* A new puzzle: the dialog offers Nanpure's level, and Enter in a field
 * saves (issue 12, item 6). */
static void
saving_enter_saves_computed_level (SudokuApplication *application)
{
  /* The puzzle of test-hint-levels and test-cli.sh: qqwing's fourth. */
  const char *puzzle =
    "...3.....5......46..16..7..3...745..1..5..8......8..64...9.7.5.6...5...1......4.9";
  SudokuWindow *window = window_with_puzzle (application, puzzle);
  SudokuLibrary *library = app_library (application);
  g_autoptr(SudokuLibraryPuzzle) duplicate = NULL;
  g_autoptr(SudokuLibraryPuzzle) stored = NULL;
  g_autoptr(GError) error = NULL;
  const SudokuRating *rating;
  AdwMessageDialog *dialog;
  GtkWidget *title_row;

  duplicate = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, puzzle, &error);
  g_assert_no_error (error);
  g_assert_null (duplicate);
  iterate_until (is_rated, window);
  rating = sudoku_checker_get_rating (window_checker (window));
  g_assert_cmpuint (rating->level, >, 0);

  activate (window, "save");
  dialog = wait_for_save_dialog ();
  g_assert_cmpuint (sudoku_puzzle_details_get_level (details_of (dialog)), ==, rating->level);

  /* Enter in the Title field. */
  title_row = find_child_of_type (adw_message_dialog_get_extra_child (dialog), ADW_TYPE_ENTRY_ROW);
  g_assert_nonnull (title_row);
  g_signal_emit_by_name (title_row, "entry-activated");
  iterate_until (is_saved, window);
  iterate_until (has_no_dialog, NULL);
  stored = sudoku_library_get (library, sudoku_library_link_get_library_id (window_link (window)),
                               &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stored->level, ==, rating->level);
  g_assert_cmpuint (stored->computed_level, ==, rating->level);

  g_assert_true (sudoku_library_delete (library, stored->id, &error));
  destroy_window (window);
}

static void
test_saving_enter_saves_computed_level (void)
{
  run_in_application (saving_enter_saves_computed_level);
}

static gboolean
has_main_window_shown (gpointer data)
{
  GtkWindow *window = find_toplevel (SUDOKU_TYPE_WINDOW);

  return window != NULL && gtk_widget_get_visible (GTK_WIDGET (window)) &&
         sudoku_library_link_get_library_id (window_link (SUDOKU_WINDOW (window))) ==
         *(gint64 *) data;
}

/* The library window's Open and Replay Solve: the main window comes up
 * when the read (a worker's) is back; a puzzle or solve that is not
 * there is said in a dialog, and no empty window is left behind. */
static void
saving_open_from_library_window (SudokuApplication *application)
{
  SudokuLibrary *library = app_library (application);
  g_autoptr(SudokuLibraryPuzzle) sample = NULL;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  GtkWindow *library_window;
  GtkWindow *window;

  sample = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, INKALA_2010, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sample);

  g_action_group_activate_action (G_ACTION_GROUP (application), "library", NULL);
  library_window = find_toplevel (SUDOKU_TYPE_LIBRARY_WINDOW);
  g_assert_nonnull (library_window);
  iterate_until (is_shown, library_window);
  g_assert_null (find_toplevel (SUDOKU_TYPE_WINDOW));

  /* A puzzle that is not there. */
  g_signal_emit_by_name (library_window, "open-puzzle", (gint64) 987654);
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Open the Puzzle");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "987654"));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == library_window);
  respond ("close");
  /* The window made for it went again. */
  g_assert_null (find_toplevel (SUDOKU_TYPE_WINDOW));

  /* A solve that is not there. */
  g_signal_emit_by_name (library_window, "replay-solve", (gint64) 876543);
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Replay the Solve");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "876543"));
  respond ("close");
  g_assert_null (find_toplevel (SUDOKU_TYPE_WINDOW));

  /* A puzzle that is: the main window shows it once it is read. */
  g_signal_emit_by_name (library_window, "open-puzzle", sample->id);
  window = find_toplevel (SUDOKU_TYPE_WINDOW);
  g_assert_nonnull (window);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  iterate_until (has_main_window_shown, &sample->id);
  g_assert_null (find_visible_message_dialog ());
  g_assert_true (g_str_has_prefix (gtk_window_get_title (window), "Sample No. "));

  destroy_window (SUDOKU_WINDOW (window));
  gtk_window_destroy (library_window);
}

static void
test_saving_open_from_library_window (void)
{
  run_in_application (saving_open_from_library_window);
}

/* Project Euler problem 96, grid 02: not among the samples. */
#define BUSY_PUZZLE \
  "2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3"

static gboolean
is_visible (gpointer data)
{
  return gtk_widget_get_visible (data);
}

static gboolean
is_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static guint
count_all (SudokuLibrary *library)
{
  g_autoptr(GError) error = NULL;
  guint counts[SUDOKU_LIBRARY_N_COUNTS];

  g_assert_true (sudoku_library_get_counts (library, counts, &error));
  g_assert_no_error (error);
  return counts[SUDOKU_LIBRARY_N_COUNTS - 1];
}

static void
count_map_cb (GtkWidget *widget,
              guint     *n_maps)
{
  (*n_maps)++;
}

/* The main window made to open a puzzle of the library is closed before
 * the puzzle is read: it goes, and the read's answer does not bring it
 * back (it presented the destroyed window again: a window no longer the
 * application's, shown, and finalized while still on screen). */
static void
saving_window_closed_while_opening (SudokuApplication *application)
{
  SudokuLibrary *library = app_library (application);
  g_autoptr(SudokuLibraryPuzzle) sample = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *library_window;
  GtkWindow *window;
  guint n_maps = 0;

  sample = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, INKALA_2010, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sample);
  g_action_group_activate_action (G_ACTION_GROUP (application), "library", NULL);
  library_window = find_toplevel (SUDOKU_TYPE_LIBRARY_WINDOW);
  g_assert_nonnull (library_window);
  iterate_until (is_shown, library_window);

  g_signal_emit_by_name (library_window, "open-puzzle", sample->id);
  window = find_toplevel (SUDOKU_TYPE_WINDOW);
  g_assert_nonnull (window);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_signal_connect (window, "map", G_CALLBACK (count_map_cb), &n_maps);
  /* The read holds the window until its answer: then it goes. */
  destroy_window (SUDOKU_WINDOW (window));
  g_assert_cmpuint (n_maps, ==, 0);
  g_assert_null (find_toplevel (SUDOKU_TYPE_WINDOW));

  gtk_window_destroy (library_window);
}

/* While Save runs, the dialog is busy: Save and Cancel insensitive,
 * "Saving…" and a spinner, and no second save can start (the button,
 * Enter, or Save again in the window); closing it then hides it, the
 * save goes on, once, and the dialog goes when it is done. Cancel
 * before saving saves nothing. */
static void
saving_busy_dialog (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, BUSY_PUZZLE);
  SudokuLibrary *library = app_library (application);
  g_autoptr(SudokuLibraryPuzzle) found = NULL;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  gpointer dialog_pointer;
  GtkWidget *spinner, *title_row, *save_button, *error_label;
  guint total_before;

  found = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, BUSY_PUZZLE, &error);
  g_assert_no_error (error);
  g_assert_null (found);
  total_before = count_all (library);
  iterate_until (is_rated, window);

  /* Cancel: nothing saved, the dialog goes. */
  activate (window, "save");
  iterate_until (has_visible_message_dialog, NULL);
  dialog = find_visible_message_dialog ();
  g_assert_true (SUDOKU_IS_SAVE_DIALOG (dialog));
  dialog_pointer = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &dialog_pointer);
  respond ("cancel");
  iterate_until (is_gone, &dialog_pointer);
  g_assert_cmpint (sudoku_library_link_get_library_id (window_link (window)), ==, 0);
  g_assert_cmpuint (count_all (library), ==, total_before);

  /* Save: busy until the save is back. */
  activate (window, "save");
  dialog = wait_for_save_dialog ();
  g_assert_true (SUDOKU_IS_SAVE_DIALOG (dialog));
  dialog_pointer = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &dialog_pointer);
  spinner = find_child_of_type (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_SPINNER);
  g_assert_nonnull (spinner);
  g_assert_false (gtk_widget_is_visible (spinner));
  g_assert_false (sudoku_save_dialog_is_saving (SUDOKU_SAVE_DIALOG (dialog)));
  save_button = find_button (GTK_WIDGET (dialog), "_Save");
  g_assert_nonnull (save_button);

  g_signal_emit_by_name (save_button, "clicked");
  /* Still open, busy. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_true (sudoku_save_dialog_is_saving (SUDOKU_SAVE_DIALOG (dialog)));
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "save"));
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "cancel"));
  g_assert_false (gtk_widget_get_sensitive (save_button));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "save"), ==, "Saving…");
  g_assert_true (gtk_widget_is_visible (spinner));
  g_assert_true (gtk_spinner_get_spinning (GTK_SPINNER (spinner)));

  /* No second save: Enter in a field, or Save in the window. */
  title_row = find_child_of_type (adw_message_dialog_get_extra_child (dialog), ADW_TYPE_ENTRY_ROW);
  g_signal_emit_by_name (title_row, "entry-activated");
  g_assert_true (sudoku_save_dialog_is_saving (SUDOKU_SAVE_DIALOG (dialog)));
  gtk_widget_set_visible (GTK_WIDGET (dialog), FALSE);
  activate (window, "save");
  /* Save in the window shows the dialog there is, saving. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_true (find_visible_message_dialog () == dialog);

  /* Closed while saving: out of sight, the save goes on. */
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_nonnull (dialog_pointer);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_true (sudoku_save_dialog_is_saving (SUDOKU_SAVE_DIALOG (dialog)));

  iterate_until (is_saved, window);
  iterate_until (is_gone, &dialog_pointer);
  /* Let a second save, if one had started, come back too. */
  watch_for (300);
  g_assert_null (find_visible_message_dialog ());
  g_assert_cmpuint (count_all (library), ==, total_before + 1);
  found = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, BUSY_PUZZLE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (found);
  g_assert_cmpint (found->id, ==, sudoku_library_link_get_library_id (window_link (window)));

  /* A save that fails while the dialog is in sight (the puzzle deleted
   * behind the window's back): the dialog stays, says why, and can
   * save again. */
  g_assert_true (sudoku_library_delete (library, found->id, &error));
  g_assert_no_error (error);
  activate (window, "save");
  dialog = wait_for_save_dialog ();
  g_assert_true (SUDOKU_IS_SAVE_DIALOG (dialog));
  dialog_pointer = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &dialog_pointer);
  error_label = find_with_class (adw_message_dialog_get_extra_child (dialog), "error");
  g_assert_nonnull (error_label);
  g_assert_false (gtk_widget_get_visible (error_label));
  respond ("save");
  iterate_until (is_visible, error_label);
  g_assert_nonnull (dialog_pointer);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_false (sudoku_save_dialog_is_saving (SUDOKU_SAVE_DIALOG (dialog)));
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "save"));
  g_test_message ("%s", gtk_label_get_label (GTK_LABEL (error_label)));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (error_label)), "Not saved: "));
  respond ("cancel");
  iterate_until (is_gone, &dialog_pointer);
  g_assert_cmpuint (count_all (library), ==, total_before);

  destroy_window (window);
}

static gboolean
shows_library_puzzle (gpointer data)
{
  return sudoku_library_link_get_library_id (window_link (data)) != 0;
}

static char *
dup_notes_text (AdwMessageDialog *dialog)
{
  return dup_text_view_text (adw_message_dialog_get_extra_child (dialog));
}

/* The Save dialog on a puzzle the library has (Inkala 2010, in Sample
 * from the first run): it says where it is, with its details filled in,
 * and offers Open It, Update It and Save a Copy. "Open It" opens the
 * library's (read in a worker) and the dialog goes (issue 20, item 2). */
static void
saving_open_existing (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2010);
  SudokuLibrary *library = app_library (application);
  g_autoptr(SudokuLibraryPuzzle) sample = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *where = NULL;
  AdwMessageDialog *dialog;
  gpointer dialog_pointer;
  guint total_before = count_all (library);

  sample = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, INKALA_2010, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sample);
  g_assert_cmpuint (sample->level, ==, SUDOKU_LIBRARY_SAMPLE);
  iterate_until (is_rated, window);

  activate (window, "save");
  dialog = wait_for_save_dialog ();
  dialog_pointer = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &dialog_pointer);
  /* The sample's title has its own quotes: none are added around it. */
  g_assert_cmpstr (sample->title, ==, "“World’s hardest sudoku” (2010)");
  where = g_strdup_printf ("This puzzle is already in the library: Sample · No. %u · %s.",
                           sample->number, sample->title);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, where);
  g_assert_true (adw_message_dialog_has_response (dialog, "open"));
  g_assert_true (adw_message_dialog_has_response (dialog, "update"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "save"), ==, "Save a _Copy");

  /* Open It: the library's puzzle, once read. */
  respond ("open");
  iterate_until (is_gone, &dialog_pointer);
  iterate_until (shows_library_puzzle, window);
  g_assert_cmpint (sudoku_library_link_get_library_id (window_link (window)), ==, sample->id);
  g_assert_cmpuint (count_all (library), ==, total_before);

  destroy_window (window);
}

/* Enter on a puzzle the library has writes nothing; Update It keeps
 * the details the user did not change; Save a Copy makes a second
 * entry (issue 20, item 2: Enter used to move Inkala 2010 out of
 * Sample, replace its source and erase its title). */
static void
saving_known_puzzle (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2010);
  SudokuLibrary *library = app_library (application);
  g_autoptr(SudokuLibraryPuzzle) sample = NULL;
  g_autoptr(SudokuLibraryPuzzle) stored = NULL;
  g_autoptr(SudokuLibraryPuzzle) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *notes = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *title_row, *source_row, *notes_view;
  gpointer dialog_pointer;
  guint total_before = count_all (library);
  gint64 copy_id;

  sample = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, INKALA_2010, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sample);
  g_assert_nonnull (sample->title);
  iterate_until (is_rated, window);

  activate (window, "save");
  dialog = wait_for_save_dialog ();
  dialog_pointer = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &dialog_pointer);

  /* Its details as the library has them. */
  title_row = find_row (adw_message_dialog_get_extra_child (dialog), "_Title");
  source_row = find_row (adw_message_dialog_get_extra_child (dialog), "_Source");
  g_assert_nonnull (title_row);
  g_assert_nonnull (source_row);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (title_row)), ==, sample->title);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (source_row)), ==, sample->source);
  g_assert_cmpuint (sudoku_puzzle_details_get_level (details_of (dialog)), ==,
                    SUDOKU_LIBRARY_SAMPLE);
  notes = dup_notes_text (dialog);
  g_assert_cmpstr (notes, ==, sample->notes ? sample->notes : "");

  /* Enter in a field, and the dialog's default: nothing is written (a
   * save would be on its way at once: the dialog busy). */
  g_assert_null (adw_message_dialog_get_default_response (dialog));
  g_signal_emit_by_name (title_row, "entry-activated");
  g_assert_nonnull (dialog_pointer);
  g_assert_false (sudoku_save_dialog_is_saving (SUDOKU_SAVE_DIALOG (dialog)));
  g_assert_cmpint (sudoku_library_link_get_library_id (window_link (window)), ==, 0);
  stored = sudoku_library_get (library, sample->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stored->level, ==, sample->level);
  g_assert_cmpstr (stored->title, ==, sample->title);
  g_assert_cmpstr (stored->source, ==, sample->source);
  g_clear_pointer (&stored, sudoku_library_puzzle_free);

  /* Update It with only the notes changed: the rest stays. */
  notes_view = find_child_of_type (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_TEXT_VIEW);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (notes_view)),
                            "Tried on the train", -1);
  respond ("update");
  iterate_until (is_gone, &dialog_pointer);
  iterate_until (is_saved, window);
  g_assert_cmpint (sudoku_library_link_get_library_id (window_link (window)), ==, sample->id);
  stored = sudoku_library_get (library, sample->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stored->level, ==, sample->level);
  g_assert_cmpuint (stored->number, ==, sample->number);
  g_assert_cmpstr (stored->title, ==, sample->title);
  g_assert_cmpstr (stored->source, ==, sample->source);
  g_assert_cmpstr (stored->notes, ==, "Tried on the train");
  g_assert_cmpuint (count_all (library), ==, total_before);
  destroy_window (window);

  /* Save a Copy from another window: a second entry, the first kept. */
  window = window_with_puzzle (application, INKALA_2010);
  iterate_until (is_rated, window);
  activate (window, "save");
  dialog = wait_for_save_dialog ();
  dialog_pointer = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &dialog_pointer);
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "save"), ==, "Save a _Copy");
  respond ("save");
  iterate_until (is_gone, &dialog_pointer);
  iterate_until (is_saved, window);
  copy_id = sudoku_library_link_get_library_id (window_link (window));
  g_assert_cmpint (copy_id, !=, sample->id);
  g_assert_cmpuint (count_all (library), ==, total_before + 1);
  copy = sudoku_library_get (library, copy_id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (copy->givens, ==, stored->givens);
  g_assert_cmpstr (copy->title, ==, sample->title);
  g_assert_cmpuint (copy->level, ==, sample->level);
  g_assert_cmpuint (copy->number, !=, sample->number);
  g_clear_pointer (&stored, sudoku_library_puzzle_free);
  stored = sudoku_library_get (library, sample->id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (stored->title, ==, sample->title);

  g_assert_true (sudoku_library_delete (library, copy_id, &error));
  g_assert_no_error (error);
  destroy_window (window);
}

static void
test_saving_known_puzzle (void)
{
  run_in_application (saving_known_puzzle);
}

static void
test_saving_open_existing (void)
{
  run_in_application (saving_open_existing);
}

static void
test_saving_window_closed_while_opening (void)
{
  run_in_application (saving_window_closed_while_opening);
}

static void
test_saving_busy_dialog (void)
{
  run_in_application (saving_busy_dialog);
}

/* Quit (Ctrl+Q closes no window) right after a move on a library
 * puzzle, before its progress was due: the application keeps it, and
 * waits for the write before it is gone. */
#define QUIT_PUZZLE \
  "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

static SudokuWindow *quit_window;
static gint64 quit_id;

static void
quit_with_move_pending (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, QUIT_PUZZLE);
  SudokuSession *session = sudoku_window_get_session (window);
  SudokuGame *game = sudoku_session_get_game (session);
  g_autoptr(SudokuBoard) givens = sudoku_game_dup_puzzle (game);
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new_from_board (givens);

  puzzle->level = 4;
  /* Saved in a worker, back on the main context. */
  sudoku_library_link_save_puzzle_async (sudoku_session_get_library_link (session),
                                         app_library (application), puzzle, 0, NULL, NULL, NULL);
  iterate_until (is_saved, window);
  quit_id = sudoku_library_link_get_library_id (sudoku_session_get_library_link (session));
  g_assert_cmpint (quit_id, !=, 0);

  /* What the tests before left on its way is written first. */
  sudoku_library_wait_row_writes ();
  /* r1c1 without its candidate 1: due in 1.5 s, not written yet. */
  g_assert_true (sudoku_game_toggle_candidate (game, 0, 1));
  g_assert_cmpuint (sudoku_library_get_row_writes_pending (), ==, 0);

  quit_window = g_object_ref (window);
  g_application_quit (G_APPLICATION (application));
}

static void
test_saving_quit_keeps_progress (void)
{
  SudokuApplication *application = application_new_for_test ();
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *progress = NULL;
  guint format = 0;

  /* What the windows of the tests before kept. */
  clear_drafts ();
  g_signal_connect (application, "activate", G_CALLBACK (ui_activate_cb),
                    quit_with_move_pending);
  g_assert_cmpint (g_application_run (G_APPLICATION (application), 0, NULL), ==, 0);
  /* Written and answered before run() returned. */
  g_assert_cmpuint (sudoku_library_get_row_writes_pending (), ==, 0);
  /* The window is kept as a draft too, linked to its library puzzle,
   * for the next start (issue 20, item 3). */
  {
    g_autoptr(GFile) dir = sudoku_draft_dup_default_dir ();
    g_autoptr(GPtrArray) drafts = sudoku_draft_list (dir);
    g_autofree char *text = NULL;
    g_autofree char *link = g_strdup_printf ("\nlibrary-id=%" G_GINT64_FORMAT "\n", quit_id);

    g_assert_cmpuint (drafts->len, ==, 1);
    g_assert_true (g_file_get_contents (g_file_peek_path (drafts->pdata[0]), &text, NULL,
                                        &error));
    g_assert_nonnull (strstr (text, link));
  }

  library = sudoku_library_new_for_path (library_path, &error);
  g_assert_no_error (error);
  progress = sudoku_library_dup_progress (library, quit_id, &format, &error);
  g_assert_no_error (error);
  g_assert_nonnull (progress);
  g_assert_cmpuint (format, ==, 1);
  /* The move made just before Quit (Save wrote the game without it). */
  g_assert_nonnull (strstr (progress, "\nmove\t"));
  g_assert_true (sudoku_library_delete (library, quit_id, &error));
  g_assert_no_error (error);

  gtk_window_destroy (GTK_WINDOW (quit_window));
  g_clear_object (&quit_window);
  await_finalize_object (application);
}

/* Quit (Ctrl+Q) with a pasted puzzle and five moves, not in the
 * library: nothing asked, nothing lost. The next start without files
 * shows the window again, with its board, history, selected cell and
 * undo; a window the user closes while another stays takes its draft
 * with it, and the last one closing keeps it as a quit does (issue 20,
 * item 3). */
#define DRAFT_PUZZLE \
  "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

static char *state_dir;
static SudokuWindow *draft_window;
static char *draft_board;
static guint draft_history;

static guint
count_drafts (void)
{
  g_autoptr(GFile) dir = g_file_new_build_filename (state_dir, "nanpure", "drafts", NULL);
  g_autoptr(GPtrArray) files = sudoku_draft_list (dir);

  return files->len;
}

static char *
dup_values (SudokuWindow *window)
{
  const SudokuBoard *board = sudoku_game_get_board (window_game (window));
  char *text = g_malloc0 (SUDOKU_N_CELLS + 1);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    text[cell] = board->values[cell] ? '0' + board->values[cell] : '.';
  return text;
}

static void
quit_with_pasted_moves (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, DRAFT_PUZZLE);
  SudokuGridView *grid_view = sudoku_window_get_grid_view (window);
  /* Five moves: three digits, two candidates out; each the lowest
   * candidate of its cell. */
  const struct { guint cell; GdkModifierType mods; } moves[] = {
    { 1, 0 }, { 2, 0 }, { 3, 0 }, { 4, GDK_CONTROL_MASK }, { 12, GDK_CONTROL_MASK },
  };

  g_assert_cmpint (sudoku_library_link_get_library_id (window_link (window)), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      const SudokuBoard *board = sudoku_game_get_board (window_game (window));
      guint digit = __builtin_ctz (board->candidates[moves[i].cell]) + 1;

      sudoku_grid_view_set_cursor (grid_view, (int) moves[i].cell);
      g_assert_true (sudoku_grid_view_press_key (grid_view, GDK_KEY_0 + digit, moves[i].mods));
    }
  sudoku_grid_view_set_cursor (grid_view, 30);
  draft_history = g_list_model_get_n_items (sudoku_game_get_history (window_game (window)));
  g_assert_cmpuint (draft_history, ==, 5);
  draft_board = dup_values (window);

  /* Ctrl+Q, at once: no write was due yet. */
  draft_window = g_object_ref (window);
  g_action_group_activate_action (G_ACTION_GROUP (application), "quit", NULL);
}

static void
restored_activate_cb (GApplication *application,
                      gpointer      user_data)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (application));
  g_autofree char *values = NULL;
  g_autofree char *before_last = NULL;
  SudokuWindow *window;
  SudokuWindow *other;
  SudokuGame *game;
  gpointer window_pointer;

  g_assert_cmpuint (g_list_length (windows), ==, 1);
  g_assert_true (SUDOKU_IS_WINDOW (windows->data));
  window = windows->data;
  game = window_game (window);
  iterate_until (is_shown, window);

  /* The same board, history and selected cell. */
  values = dup_values (window);
  g_assert_cmpstr (values, ==, draft_board);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, draft_history);
  g_assert_cmpint (sudoku_grid_view_get_cursor (sudoku_window_get_grid_view (window)), ==, 30);
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_SOLVE);

  /* Undo works: back before the last move, then the third digit. */
  activate (window, "undo");
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_game_get_history (game)), ==, 4);
  activate (window, "undo");
  activate (window, "undo");
  before_last = dup_values (window);
  g_assert_cmpint (before_last[3], ==, '.');
  g_assert_cmpint (before_last[2], ==, draft_board[2]);
  activate (window, "redo");
  g_clear_pointer (&before_last, g_free);
  before_last = dup_values (window);
  g_assert_cmpint (before_last[3], ==, draft_board[3]);
  g_assert_cmpint (draft_board[3], !=, '.');

  /* Closed by the user while another window stays, it would lose its
   * puzzle (typed, not in the library): the user is asked first.
   * Cancel leaves the window as it was, its solve, draft and all. */
  g_assert_cmpuint (count_drafts (), ==, 1);
  other = window_with_puzzle (SUDOKU_APPLICATION (application), NULL);
  window_pointer = window;
  g_object_add_weak_pointer (G_OBJECT (window), &window_pointer);
  gtk_window_close (GTK_WINDOW (window));
  iterate_until (has_visible_message_dialog, NULL);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (find_visible_message_dialog ())) ==
                 GTK_WINDOW (window));
  g_assert_cmpstr (adw_message_dialog_get_heading (find_visible_message_dialog ()), ==,
                   "Close This Puzzle?");
  respond ("cancel");
  g_assert_nonnull (window_pointer);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_clear_pointer (&values, g_free);
  values = dup_values (window);
  g_assert_cmpstr (values, ==, draft_board);
  g_assert_cmpuint (count_drafts (), ==, 1);
  /* Close Without Saving: the window and its draft go. */
  gtk_window_close (GTK_WINDOW (window));
  respond ("discard");
  iterate_until (is_gone, &window_pointer);
  g_assert_cmpuint (count_drafts (), ==, 0);

  /* The last window closing ends the application as a quit does, and
   * keeps its puzzle as a quit does. */
  g_assert_true (sudoku_window_load_text (other, DRAFT_PUZZLE, SUDOKU_VARIANT_CLASSIC));
  iterate_until (is_checked, other);
  window_pointer = other;
  g_object_add_weak_pointer (G_OBJECT (other), &window_pointer);
  gtk_window_close (GTK_WINDOW (other));
  iterate_until (is_gone, &window_pointer);
  g_assert_cmpuint (count_drafts (), ==, 1);
  clear_drafts ();
}

static void
test_saving_quit_keeps_drafts (void)
{
  SudokuApplication *application;
  /* What the windows of the tests before kept. */
  clear_drafts ();
  g_assert_cmpuint (count_drafts (), ==, 0);

  application = application_new_for_test ();
  g_signal_connect (application, "activate", G_CALLBACK (ui_activate_cb),
                    quit_with_pasted_moves);
  g_assert_cmpint (g_application_run (G_APPLICATION (application), 0, NULL), ==, 0);
  /* Written before run() returned. */
  g_assert_cmpuint (count_drafts (), ==, 1);
  gtk_window_destroy (GTK_WINDOW (draft_window));
  g_clear_object (&draft_window);
  g_assert_finalize_object (application);

  /* The next start, without files, as `nanpure` would: its own
   * activate shows the draft. */
  application = application_new_for_test ();
  g_signal_connect_after (application, "activate", G_CALLBACK (restored_activate_cb), NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (application), 0, NULL), ==, 0);
  g_assert_finalize_object (application);
  g_clear_pointer (&draft_board, g_free);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/saving/save-and-reopen", test_saving_save_and_reopen);
  g_test_add_func ("/nanpure/saving/solve-and-replay", test_saving_solve_and_replay);
  g_test_add_func ("/nanpure/saving/enter-saves-computed-level",
                   test_saving_enter_saves_computed_level);
  g_test_add_func ("/nanpure/saving/busy-dialog", test_saving_busy_dialog);
  g_test_add_func ("/nanpure/saving/windoku-rating", test_saving_windoku_rating);
  g_test_add_func ("/nanpure/saving/window-closed-while-opening",
                   test_saving_window_closed_while_opening);
  g_test_add_func ("/nanpure/saving/open-existing", test_saving_open_existing);
  g_test_add_func ("/nanpure/saving/known-puzzle", test_saving_known_puzzle);
  g_test_add_func ("/nanpure/saving/open-from-library-window",
                   test_saving_open_from_library_window);
  g_test_add_func ("/nanpure/saving/quit-keeps-progress", test_saving_quit_keeps_progress);
  g_test_add_func ("/nanpure/saving/quit-keeps-drafts", test_saving_quit_keeps_drafts);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  library_dir = g_dir_make_tmp ("nanpure-saving-XXXXXX", &error);
  g_assert_no_error (error);
  library_path = g_build_filename (library_dir, "library.db", NULL);
  g_setenv ("NANPURE_LIBRARY", library_path, TRUE);
  /* The drafts of the windows go here, never into the user's folders. */
  state_dir = g_build_filename (library_dir, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state_dir, TRUE);

  status = ui_test_run (argc, argv, add_tests);

  for (const char *const *suffix = (const char *[]) { "", "-wal", "-shm", NULL }; *suffix; suffix++)
    {
      g_autofree char *path = g_strconcat (library_path, *suffix, NULL);

      g_remove (path);
    }
  test_remove_tree (state_dir);
  g_free (state_dir);
  g_rmdir (library_dir);
  g_free (library_path);
  g_free (library_dir);
  return status;
}
