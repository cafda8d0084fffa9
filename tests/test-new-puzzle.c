/* test-new-puzzle.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* New Puzzle in the window (an empty grid, a generated puzzle of the
 * level asked for, one from the stock of ready puzzles, Cancel) and
 * "Generate Puzzles into This Level" in the library window. */

#include "config.h"

#include <glib/gstdio.h>

#include "sudoku-job-bar.h"
#include "sudoku-library-window.h"
#include "sudoku-new-puzzle-dialog.h"
#include "sudoku-parse.h"
#include "sudoku-tooltips.h"
#include "ui-test-utils.h"

static char *library_dir;

/* The New Puzzle dialog shown, or %NULL. */
static SudokuNewPuzzleDialog *
find_new_puzzle_dialog (void)
{
  return (SudokuNewPuzzleDialog *) find_visible_toplevel (SUDOKU_TYPE_NEW_PUZZLE_DIALOG);
}

static gboolean
has_no_new_puzzle_dialog (gpointer data)
{
  return find_new_puzzle_dialog () == NULL;
}

static gboolean
is_not_generating (gpointer data)
{
  return !sudoku_new_puzzle_dialog_get_generating (data);
}

/* Ctrl+N: the dialog, with @choice set. */
static SudokuNewPuzzleDialog *
open_dialog (SudokuWindow   *window,
             gboolean        generate,
             guint           level,
             SudokuVariant   variant,
             SudokuSymmetry  symmetry)
{
  SudokuNewPuzzleDialog *dialog;

  activate (window, "new");
  dialog = find_new_puzzle_dialog ();
  g_assert_nonnull (dialog);
  iterate_until (is_shown, dialog);
  sudoku_new_puzzle_dialog_set_choice (dialog, generate, level, variant, symmetry);
  maybe_screenshot (GTK_WIDGET (dialog), "new-puzzle-dialog");
  return dialog;
}

/* Whether the window's last toast said a new puzzle of Level 3 (shown
 * or closed since: it closes after 5 s). */
static gboolean
said_level3_toast (gpointer data)
{
  ToastSaid said = { data, "A new puzzle of Level 3" };

  return toast_said (&said);
}

static char *
dup_puzzle_line (SudokuWindow *window)
{
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (window_game (window));

  return sudoku_format_line (puzzle);
}

static guint
rate_level (SudokuWindow *window)
{
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (window_game (window));

  return test_rate_level (puzzle);
}

static void
new_generates_level (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  SudokuGame *game = window_game (window);
  SudokuSession *session = sudoku_window_get_session (window);
  SudokuNewPuzzleDialog *dialog;

  /* Generate, level 3, classic, mirror: nothing is ready, so made now. */
  dialog = open_dialog (window, TRUE, 3, SUDOKU_VARIANT_CLASSIC, SUDOKU_SYMMETRY_MIRROR);
  click (GTK_WIDGET (dialog), "C_reate");
  iterate_until (has_no_new_puzzle_dialog, NULL);
  g_assert_cmpuint (rate_level (window), ==, 3);
  /* A toast says so. */
  iterate_until (said_level3_toast, window);
  {
    g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (game);

    g_assert_true (sudoku_symmetry_holds (SUDOKU_SYMMETRY_MIRROR, puzzle));
    g_assert_cmpint (puzzle->variant, ==, SUDOKU_VARIANT_CLASSIC);
  }
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_SOLVE);
  /* Saving offers the level it was made for. */
  g_assert_cmpuint (sudoku_session_get_book_level (session), ==, 3);
  iterate_until (is_checked, window);
  g_assert_cmpint (sudoku_checker_get_n_solutions (window_checker (window)), ==, 1);

  /* The dialog offers the last choice again; Empty Grid, Windoku. */
  dialog = open_dialog (window, FALSE, 3, SUDOKU_VARIANT_WINDOKU, SUDOKU_SYMMETRY_MIRROR);
  click (GTK_WIDGET (dialog), "C_reate");
  iterate_until (has_no_new_puzzle_dialog, NULL);
  {
    g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (game);

    g_assert_cmpuint (sudoku_board_count_givens (puzzle), ==, 0);
    g_assert_cmpint (puzzle->variant, ==, SUDOKU_VARIANT_WINDOKU);
  }
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_EDIT);

  destroy_window (window);
}

static void
new_from_stock (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, NULL);
  SudokuLibrary *library = sudoku_application_get_library (application, NULL);
  SudokuNewPuzzleDialog *dialog;
  SudokuGenerateOptions options;
  SudokuLibraryReady ready = { 0, };
  SudokuRating rating;
  SudokuBoard board;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *shown = NULL;
  guint count = 99;

  g_assert_nonnull (library);
  sudoku_generate_options_init (&options);
  options.level = 4;
  options.variant = SUDOKU_VARIANT_WINDOKU;
  options.symmetry = SUDOKU_SYMMETRY_DIAGONAL;
  options.seed = 7;
  g_assert_true (sudoku_generate (&options, &board, &rating, NULL, NULL, NULL, NULL, &error));
  line = sudoku_format_line (&board);
  ready.variant = SUDOKU_VARIANT_WINDOKU;
  ready.level = rating.level;
  g_strlcpy (ready.symmetry, sudoku_symmetry_to_string (SUDOKU_SYMMETRY_DIAGONAL),
             sizeof ready.symmetry);
  g_strlcpy (ready.givens, line, sizeof ready.givens);
  ready.score = rating.score;
  ready.se = rating.se_rating;
  g_assert_true (sudoku_library_add_ready (library, &ready, &error));
  g_assert_no_error (error);

  dialog = open_dialog (window, TRUE, 4, SUDOKU_VARIANT_WINDOKU, SUDOKU_SYMMETRY_DIAGONAL);
  click (GTK_WIDGET (dialog), "C_reate");
  /* Taken out of the stock in a worker, without the generator; shown
   * when the dialog closes. */
  iterate_until (has_no_new_puzzle_dialog, NULL);
  shown = dup_puzzle_line (window);
  g_assert_cmpstr (shown, ==, line);
  g_assert_true (sudoku_library_count_ready (library, SUDOKU_VARIANT_WINDOKU, 4, "diagonal",
                                             &count, &error));
  g_assert_cmpuint (count, ==, 0);

  destroy_window (window);
}

static void
new_cancel (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application,
    "...3.....5......46..16..7..3...745..1..5..8......8..64...9.7.5.6...5...1......4.9");
  SudokuNewPuzzleDialog *dialog;
  g_autofree char *before = dup_puzzle_line (window);
  g_autofree char *after = NULL;

  /* Level 7 is slow enough to be stopped on the way; the dialog stays,
   * the puzzle shown too. */
  dialog = open_dialog (window, TRUE, 7, SUDOKU_VARIANT_CLASSIC, SUDOKU_SYMMETRY_NONE);
  click (GTK_WIDGET (dialog), "C_reate");
  g_assert_true (sudoku_new_puzzle_dialog_get_generating (dialog));
  click (GTK_WIDGET (dialog), "_Cancel");
  iterate_until (is_not_generating, dialog);
  g_assert_true (find_new_puzzle_dialog () == dialog);
  after = dup_puzzle_line (window);
  g_assert_cmpstr (after, ==, before);
  /* A second Cancel closes it. */
  click (GTK_WIDGET (dialog), "_Cancel");
  iterate_until (has_no_new_puzzle_dialog, NULL);

  destroy_window (window);
}

static gboolean
is_not_making (gpointer data)
{
  return !g_str_has_prefix (progress_of (data), "Generating");
}

/* The dialog closed while the generator works (its window closing, say)
 * goes at once, and its dispose stops the generator: no puzzle comes
 * after it. The generator's answer held the dialog until the puzzle was
 * made, and so never stopped it. */
static void
new_dialog_destroyed_while_generating (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application,
    "...3.....5......46..16..7..3...745..1..5..8......8..64...9.7.5.6...5...1......4.9");
  SudokuNewPuzzleDialog *dialog;
  g_autofree char *before = dup_puzzle_line (window);
  g_autofree char *after = NULL;

  dialog = open_dialog (window, TRUE, 7, SUDOKU_VARIANT_CLASSIC, SUDOKU_SYMMETRY_NONE);
  click (GTK_WIDGET (dialog), "C_reate");
  g_assert_true (sudoku_new_puzzle_dialog_get_generating (dialog));
  g_assert_false (is_not_making (window));
  g_object_ref (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  await_finalize_object (dialog);
  /* The generator's answer comes back cancelled. */
  iterate_until (is_not_making, window);
  after = dup_puzzle_line (window);
  g_assert_cmpstr (after, ==, before);

  destroy_window (window);
}

/* The library window */

typedef struct
{
  SudokuLibrary *library;
  guint          level;
  guint          wanted;
} CountWait;

static gboolean
level_has_wanted (gpointer data)
{
  CountWait *wait = data;
  guint counts[SUDOKU_LIBRARY_N_COUNTS];

  g_assert_true (sudoku_library_get_counts (wait->library, counts, NULL));
  return counts[wait->level] >= wait->wanted;
}

typedef struct
{
  SudokuLibraryWindow *window;
  guint                wanted;
} ShownWait;

static gboolean
shows_wanted (gpointer data)
{
  ShownWait *wait = data;

  return !sudoku_library_window_is_busy (wait->window) &&
         g_list_model_get_n_items (sudoku_library_window_get_puzzles (wait->window)) ==
         wait->wanted;
}

static void
library_generate_into_level (SudokuApplication *application)
{
  SudokuLibrary *library = sudoku_application_get_library (application, NULL);
  SudokuLibraryWindow *window;
  AdwMessageDialog *dialog;
  GtkWidget *spin;
  guint counts[SUDOKU_LIBRARY_N_COUNTS];
  CountWait count_wait;
  ShownWait shown_wait;

  g_assert_nonnull (library);
  g_assert_true (sudoku_library_get_counts (library, counts, NULL));
  window = sudoku_library_window_new (GTK_APPLICATION (application), library);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, window);
  sudoku_library_window_set_group (window, 2);
  iterate_until (is_idle_library, window);
  g_assert_cmpuint (g_list_model_get_n_items (sudoku_library_window_get_puzzles (window)), ==,
                    counts[2]);

  /* The window menu's item, on the level shown, asks how many (7 unless
   * told), then adds them. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window),
                                             "library.generate-into-shown-level", NULL));
  dialog = find_visible_message_dialog ();
  g_assert_nonnull (dialog);
  spin = find_child_of_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 7);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4);
  maybe_screenshot (GTK_WIDGET (dialog), "library-generate-dialog");
  click (GTK_WIDGET (dialog), "_Generate");

  count_wait = (CountWait) { library, 2, counts[2] + 4 };
  iterate_until (level_has_wanted, &count_wait);
  shown_wait = (ShownWait) { window, counts[2] + 4 };
  iterate_until (shows_wanted, &shown_wait);
  g_assert_true (sudoku_library_get_counts (library, counts, NULL));
  g_assert_cmpuint (counts[2], ==, count_wait.wanted);
  /* Each is of level 2 by our rating too. */
  for (guint i = 0; i < g_list_model_get_n_items (sudoku_library_window_get_puzzles (window)); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (sudoku_library_window_get_puzzles (window), i);
      const SudokuLibraryPuzzle *puzzle = sudoku_library_item_get_puzzle (SUDOKU_LIBRARY_ITEM (item));

      if (g_strcmp0 (puzzle->source, "Nanpure") == 0)
        g_assert_cmpuint (puzzle->computed_level, ==, 2);
      g_assert_cmpuint (puzzle->level, ==, 2);
    }

  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  await_finalize_object (window);
}

/* Whether the window's last toast (shown or closed since) said that
 * generating was cancelled. */
static gboolean
said_cancelled (gpointer data)
{
  const char *title = sudoku_toast_get_last_title (data);

  return title != NULL && g_str_has_prefix (title, "Generating cancelled: ");
}

/* The job bar shown under @widget (the window has one for imports and
 * one for booklets and generating), or %NULL. */
static GtkWidget *
find_shown_job_bar (GtkWidget *widget)
{
  if (SUDOKU_IS_JOB_BAR (widget) && sudoku_job_bar_get_shown (SUDOKU_JOB_BAR (widget)))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_shown_job_bar (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Cancel in the bar while a level 7 run is on its way: the puzzles made
 * stay, and the toast says the run was cancelled and how many of those
 * asked for it made, not "19 new puzzles in Level 7" as if that were
 * all. */
static void
library_generate_cancel (SudokuApplication *application)
{
  SudokuLibrary *library = sudoku_application_get_library (application, NULL);
  SudokuLibraryWindow *window;
  guint counts[SUDOKU_LIBRARY_N_COUNTS];
  g_autofree char *expected = NULL;
  CountWait count_wait;
  guint before;

  g_assert_nonnull (library);
  g_assert_true (sudoku_library_get_counts (library, counts, NULL));
  before = counts[7];
  window = sudoku_library_window_new (GTK_APPLICATION (application), library);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, window);
  sudoku_library_window_set_group (window, 7);
  iterate_until (is_idle_library, window);

  sudoku_library_window_generate_into_level (window, 7, 100, SUDOKU_VARIANT_CLASSIC,
                                             SUDOKU_SYMMETRY_NONE);
  count_wait = (CountWait) { library, 7, before + 1 };
  iterate_until (level_has_wanted, &count_wait);
  /* The bar is the booklet's too: its Cancel says what it stops here. */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (find_button (find_shown_job_bar (GTK_WIDGET (window)),
                                                             "_Cancel")),
                   ==, "Stop Generating: the Puzzles Made So Far Stay");
  click (find_shown_job_bar (GTK_WIDGET (window)), "_Cancel");
  iterate_until (said_cancelled, window);
  maybe_screenshot (GTK_WIDGET (window), "library-generate-cancelled");

  g_assert_true (sudoku_library_get_counts (library, counts, NULL));
  g_assert_cmpuint (counts[7], >, before);
  g_assert_cmpuint (counts[7], <, before + 100);
  expected = g_strdup_printf ("Generating cancelled: %u of 100 puzzles made, kept in Level 7",
                              counts[7] - before);
  g_assert_cmpstr (sudoku_toast_get_last_title (GTK_WIDGET (window)), ==, expected);

  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  await_finalize_object (window);
}

static void
test_new_generates_level (void)
{
  run_in_application (new_generates_level);
}

static void
test_new_from_stock (void)
{
  run_in_application (new_from_stock);
}

static void
test_new_cancel (void)
{
  run_in_application (new_cancel);
}

static void
test_new_dialog_destroyed_while_generating (void)
{
  run_in_application (new_dialog_destroyed_while_generating);
}

static void
test_library_generate_into_level (void)
{
  run_in_application (library_generate_into_level);
}

static void
test_library_generate_cancel (void)
{
  run_in_application (library_generate_cancel);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/new-puzzle/generates-level", test_new_generates_level);
  g_test_add_func ("/nanpure/new-puzzle/from-stock", test_new_from_stock);
  g_test_add_func ("/nanpure/new-puzzle/cancel", test_new_cancel);
  g_test_add_func ("/nanpure/new-puzzle/dialog-destroyed-while-generating",
                   test_new_dialog_destroyed_while_generating);
  g_test_add_func ("/nanpure/new-puzzle/library-generate-into-level",
                   test_library_generate_into_level);
  g_test_add_func ("/nanpure/new-puzzle/library-generate-cancel",
                   test_library_generate_cancel);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run_with_library (argc, argv, add_tests, "new-puzzle", &library_dir);
}
