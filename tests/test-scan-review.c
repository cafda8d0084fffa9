/* test-scan-review.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* SudokuScanReview without a display: a photo read in a worker, the
 * corners moved and the photo read again, a cell edited, the verdict,
 * the puzzle loaded into a session, a read cancelled, a file that is
 * not an image. The photo is one of tests/data/photos (SOURCES.md
 * there), waited for by the review's "busy", never by a deadline. */

#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "sudoku-parse.h"
#include "sudoku-scan-review.h"
#include "session-test-utils.h"

/* tests/data/photos/image10.jpg as its .dat gives it. */
#define IMAGE10 ".42.....5...632.8..8..4.2...........715.6834.9.835.761.91..6.......2.19...61...5."

static void
count_cb (guint *count)
{
  (*count)++;
}

static gboolean
is_not_busy (gpointer data)
{
  return !sudoku_scan_review_get_busy (data);
}

static GBytes *
photo (const char *name)
{
  g_autofree char *path = test_data_path ("photos", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GMappedFile) file = g_mapped_file_new (path, FALSE, &error);

  g_assert_no_error (error);
  return g_mapped_file_get_bytes (file);
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

static gboolean
has_corner (const SudokuVisionResult *result,
            const SudokuVisionPoint  *point)
{
  for (guint i = 0; i < 4; i++)
    if (fabs (result->corners[i].x - point->x) < 1 && fabs (result->corners[i].y - point->y) < 1)
      return TRUE;
  return FALSE;
}

/* The corners of the grid's top-left box, from the grid's @found: a
 * third of the way along each side from the top-left corner. */
static void
top_left_box (const SudokuVisionPoint *found,
              SudokuVisionPoint       *box)
{
  box[0] = found[0];
  box[1].x = found[0].x + (found[1].x - found[0].x) / 3;
  box[1].y = found[0].y + (found[1].y - found[0].y) / 3;
  box[3].x = found[0].x + (found[3].x - found[0].x) / 3;
  box[3].y = found[0].y + (found[3].y - found[0].y) / 3;
  box[2].x = box[1].x + box[3].x - box[0].x;
  box[2].y = box[1].y + box[3].y - box[0].y;
}

static SudokuScanReview *
review_of (const char *name)
{
  SudokuScanReview *review = sudoku_scan_review_new ();
  g_autoptr(GBytes) bytes = photo (name);

  sudoku_scan_review_set_image (review, bytes, name);
  g_assert_true (sudoku_scan_review_get_busy (review));
  iterate_until (is_not_busy, review);
  return review;
}

static void
test_read (void)
{
  g_autoptr(SudokuScanReview) review = review_of ("image10.jpg");
  g_autofree char *line = review_line (review);
  g_autofree char *verdict = sudoku_scan_review_dup_verdict_text (review);

  g_assert_null (sudoku_scan_review_get_error (review));
  g_assert_false (sudoku_scan_review_get_unreadable (review));
  g_assert_false (sudoku_scan_review_get_has_correction (review));
  g_assert_nonnull (sudoku_scan_review_get_result (review));
  g_assert_nonnull (sudoku_scan_review_get_corners (review));
  g_assert_cmpstr (line, ==, IMAGE10);
  g_assert_cmpint (sudoku_scan_review_get_verdict (review), ==, SUDOKU_SCAN_VERDICT_UNIQUE);
  g_assert_nonnull (strstr (verdict, "exactly one solution"));
  g_assert_finalize_object (g_steal_pointer (&review));
}

/* The corners moved onto the grid's top-left box: the photo is read
 * again at once from them, and that box fills the whole grid. */
static void
test_corners_moved (void)
{
  g_autoptr(SudokuScanReview) review = review_of ("image10.jpg");
  const SudokuVisionPoint *found = sudoku_scan_review_get_corners (review);
  SudokuVisionPoint box[4];
  g_autofree char *line = NULL;

  top_left_box (found, box);
  sudoku_scan_review_set_corners (review, box);
  g_assert_true (sudoku_scan_review_get_busy (review));
  g_assert_cmpfloat (sudoku_scan_review_get_corners (review)[2].x, ==, box[2].x);
  iterate_until (is_not_busy, review);

  line = review_line (review);
  g_assert_cmpstr (line, !=, IMAGE10);
  /* The reader may have turned the grid: the corners come back in the
   * order of the grid as read. */
  g_assert_true (has_corner (sudoku_scan_review_get_result (review), &box[1]));
  g_assert_cmpint (sudoku_scan_review_get_verdict (review), !=, SUDOKU_SCAN_VERDICT_UNIQUE);
  g_assert_finalize_object (g_steal_pointer (&review));
}

/* A second read cancels the first: the first one's outcome never shows. */
static void
test_read_replaces (void)
{
  g_autoptr(SudokuScanReview) review = sudoku_scan_review_new ();
  g_autoptr(GBytes) bytes = photo ("image10.jpg");
  SudokuVisionPoint corners[4] = { { 100, 100 }, { 300, 100 }, { 300, 300 }, { 100, 300 } };

  sudoku_scan_review_set_image (review, bytes, "image10.jpg");
  sudoku_scan_review_set_corners (review, corners);
  iterate_until (is_not_busy, review);
  g_assert_nonnull (sudoku_scan_review_get_result (review));
  g_assert_true (has_corner (sudoku_scan_review_get_result (review), &corners[2]));
  g_assert_true (has_corner (sudoku_scan_review_get_result (review), &corners[0]));
  g_assert_finalize_object (g_steal_pointer (&review));
}

static void
test_edit (void)
{
  g_autoptr(SudokuScanReview) review = review_of ("image10.jpg");
  guint changes = 0;

  g_signal_connect_swapped (review, "changed", G_CALLBACK (count_cb), &changes);
  /* A 4 again in row 1 (r1c2 holds one): no solution. */
  sudoku_scan_review_set_digit (review, 0, 4);
  g_assert_cmpuint (changes, ==, 1);
  g_assert_true (sudoku_scan_review_get_edited (review, 0));
  g_assert_false (sudoku_scan_review_get_uncertain (review, 0));
  g_assert_cmpuint (sudoku_scan_review_get_digit (review, 0), ==, 4);
  g_assert_cmpint (sudoku_scan_review_get_verdict (review), ==,
                   SUDOKU_SCAN_VERDICT_NO_SOLUTION);
  /* Emptied again, and a given taken away: several solutions or one. */
  sudoku_scan_review_set_digit (review, 0, 0);
  g_assert_cmpint (sudoku_scan_review_get_verdict (review), ==, SUDOKU_SCAN_VERDICT_UNIQUE);
  for (guint i = 0; i < 40; i++)
    sudoku_scan_review_set_digit (review, i, 0);
  g_assert_cmpint (sudoku_scan_review_get_verdict (review), ==, SUDOKU_SCAN_VERDICT_SEVERAL);
  /* r1c1 was emptied already: no change, no signal. */
  g_assert_cmpuint (changes, ==, 41);
  g_assert_finalize_object (g_steal_pointer (&review));
}

/* The user's edits are the user's word: moving a corner reads the photo
 * again, and the cells the user set keep their digits over the new
 * reading, which the review still gives (and says so); the other cells
 * take the new reading. */
/* In Japanese the verdict's sentences follow one another with nothing
 * between them: "…あります。変更した…", not "…あります。 変更した…"
 * (they were joined with an English space). */
static void
test_verdict_japanese (void)
{
  TestLanguage saved_language = { NULL, NULL };
  g_autoptr(SudokuScanReview) review = review_of ("image10.jpg");
  g_autofree char *verdict = NULL;

  /* Two sentences at least: the solver's word, the digit kept. */
  sudoku_scan_review_set_digit (review, 0, 7);
  g_assert_true (sudoku_scan_review_get_overruled (review, 0));

  test_language_switch (&saved_language, "ja");
  if (g_strcmp0 (_("Nothing has been read"), "Nothing has been read") == 0)
    g_test_skip ("the Japanese catalogue cannot be used here");
  else
    {
      verdict = sudoku_scan_review_dup_verdict_text (review);
      g_test_message ("%s", verdict);
      g_assert_nonnull (strstr (verdict, "。"));
      g_assert_null (strstr (verdict, "。 "));
    }

  test_language_restore (&saved_language);
  g_assert_finalize_object (g_steal_pointer (&review));
}

static void
test_edit_kept (void)
{
  g_autoptr(SudokuScanReview) review = review_of ("image10.jpg");
  const SudokuVisionPoint *found = sudoku_scan_review_get_corners (review);
  SudokuVisionPoint box[4];
  g_autofree char *verdict = NULL;
  g_autofree char *line = NULL;

  /* r1c1 is empty on the page, r1c2 holds a 4. */
  sudoku_scan_review_set_digit (review, 0, 7);
  sudoku_scan_review_set_digit (review, 1, 4);
  g_assert_false (sudoku_scan_review_get_overruled (review, 1));
  g_assert_true (sudoku_scan_review_get_overruled (review, 0));

  /* The top-left box as the whole grid: a very different reading. */
  top_left_box (found, box);
  sudoku_scan_review_set_corners (review, box);
  /* While the photo is read again the edits stand. */
  g_assert_cmpuint (sudoku_scan_review_get_digit (review, 0), ==, 7);
  iterate_until (is_not_busy, review);

  line = review_line (review);
  g_assert_cmpstr (line, !=, IMAGE10);
  g_assert_cmpuint (sudoku_scan_review_get_digit (review, 0), ==, 7);
  g_assert_cmpuint (sudoku_scan_review_get_digit (review, 1), ==, 4);
  g_assert_true (sudoku_scan_review_get_edited (review, 0));
  g_assert_true (sudoku_scan_review_get_edited (review, 1));
  g_assert_false (sudoku_scan_review_get_uncertain (review, 0));
  /* The new reading beneath: r1c1 as read now is not the user's 7. */
  g_assert_cmpuint (sudoku_scan_review_get_read_digit (review, 0), ==,
                    sudoku_scan_review_get_result (review)->cells[0].digit);
  g_assert_cmpuint (sudoku_scan_review_get_read_digit (review, 0), !=, 7);
  g_assert_true (sudoku_scan_review_get_overruled (review, 0));
  /* Every cell the user left alone shows the new reading. */
  for (guint i = 2; i < SUDOKU_N_CELLS; i++)
    {
      g_assert_false (sudoku_scan_review_get_edited (review, i));
      g_assert_cmpuint (sudoku_scan_review_get_digit (review, i), ==,
                        sudoku_scan_review_get_read_digit (review, i));
    }
  verdict = sudoku_scan_review_dup_verdict_text (review);
  g_assert_nonnull (strstr (verdict, "reading of the photo shows small"));

  /* A new photo is a new puzzle: no edit carries over. */
  {
    g_autoptr(GBytes) bytes = photo ("image10.jpg");

    sudoku_scan_review_set_image (review, bytes, "image10.jpg");
    iterate_until (is_not_busy, review);
    g_assert_false (sudoku_scan_review_get_edited (review, 0));
    g_clear_pointer (&line, g_free);
    line = review_line (review);
    g_assert_cmpstr (line, ==, IMAGE10);
  }
  g_assert_finalize_object (g_steal_pointer (&review));
}

static void
test_load (void)
{
  g_autoptr(SudokuScanReview) review = review_of ("image10.jpg");
  g_autoptr(SudokuSession) session = sudoku_session_new ();
  g_autoptr(SudokuBoard) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  SudokuGame *game = sudoku_session_get_game (session);
  const char *expected = "..2.....5...632.8..8..4.2...........715.6834.9.835.761.91..6.......2.19...61...5.";

  /* The user empties r1c2 and says where the puzzle comes from. */
  sudoku_scan_review_set_digit (review, 1, 0);
  sudoku_scan_review_set_level (review, 3);
  sudoku_scan_review_set_source (review, " Le Matin ");
  sudoku_scan_review_set_number (review, 12);
  g_assert_true (sudoku_scan_review_load (review, session, &error));
  g_assert_no_error (error);

  puzzle = sudoku_game_dup_puzzle (game);
  line = sudoku_format_line (puzzle);
  g_assert_cmpstr (line, ==, expected);
  g_assert_cmpuint (sudoku_board_count_givens (puzzle), ==, 32);
  g_assert_cmpint (sudoku_game_get_mode (game), ==, SUDOKU_GAME_SOLVE);
  g_assert_cmpuint (sudoku_session_get_book_level (session), ==, 3);
  g_assert_cmpstr (sudoku_session_get_book_source (session), ==, "Le Matin, No. 12");
  g_assert_null (sudoku_session_get_file_name (session));
  g_assert_finalize_object (g_steal_pointer (&review));
}

/* Nothing is loaded while the photo is read, nor after a Cancel of the
 * first read; a Cancel leaves the review idle at once. */
static void
test_cancel (void)
{
  g_autoptr(SudokuScanReview) review = sudoku_scan_review_new ();
  g_autoptr(SudokuSession) session = sudoku_session_new ();
  g_autoptr(GBytes) bytes = photo ("image10.jpg");
  g_autoptr(GError) error = NULL;
  guint changes = 0;

  sudoku_scan_review_set_image (review, bytes, "image10.jpg");
  g_assert_false (sudoku_scan_review_load (review, session, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PENDING);
  g_clear_error (&error);

  sudoku_scan_review_cancel (review);
  g_assert_false (sudoku_scan_review_get_busy (review));
  g_assert_null (sudoku_scan_review_get_result (review));
  g_signal_connect_swapped (review, "changed", G_CALLBACK (count_cb), &changes);
  /* Read again after the Cancel: only this read's outcome shows. */
  sudoku_scan_review_set_image (review, bytes, "image10.jpg");
  iterate_until (is_not_busy, review);
  g_assert_cmpuint (changes, ==, 2);
  g_assert_nonnull (sudoku_scan_review_get_result (review));
  g_assert_true (sudoku_scan_review_load (review, session, &error));
  g_assert_no_error (error);
  g_assert_finalize_object (g_steal_pointer (&review));
}

/* The review goes while its worker reads: the callback finds it gone. */
static void
test_dispose_while_reading (void)
{
  SudokuScanReview *review = sudoku_scan_review_new ();
  g_autoptr(GBytes) bytes = photo ("image10.jpg");
  GWeakRef ref;

  sudoku_scan_review_set_image (review, bytes, "image10.jpg");
  g_weak_ref_init (&ref, review);
  g_assert_finalize_object (review);
  g_assert_null (g_weak_ref_get (&ref));
  g_weak_ref_clear (&ref);
}

static void
test_not_an_image (void)
{
  g_autoptr(SudokuScanReview) review = sudoku_scan_review_new ();
  g_autoptr(SudokuSession) session = sudoku_session_new ();
  g_autoptr(GBytes) bytes = g_bytes_new_static ("not a photo\n", 12);
  g_autoptr(GError) error = NULL;
  g_autofree char *verdict = NULL;

  sudoku_scan_review_set_image (review, bytes, "notes.png");
  iterate_until (is_not_busy, review);
  g_assert_null (sudoku_scan_review_get_result (review));
  g_assert_true (sudoku_scan_review_get_unreadable (review));
  g_assert_nonnull (strstr (sudoku_scan_review_get_error (review), "notes.png"));
  verdict = sudoku_scan_review_dup_verdict_text (review);
  g_assert_cmpstr (verdict, ==, sudoku_scan_review_get_error (review));
  g_assert_false (sudoku_scan_review_load (review, session, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
}

/* A page without a grid: the review says so, and reads from corners the
 * user places. */
static void
test_no_grid (void)
{
  g_autoptr(SudokuScanReview) review = sudoku_scan_review_new ();
  g_autoptr(GdkPixbuf) page = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 400, 400);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  SudokuVisionPoint corners[4] = { { 40, 40 }, { 360, 40 }, { 360, 360 }, { 40, 360 } };
  gchar *png = NULL;
  gsize size = 0;

  gdk_pixbuf_fill (page, 0xffffffff);
  g_assert_true (gdk_pixbuf_save_to_buffer (page, &png, &size, "png", &error, NULL));
  g_assert_no_error (error);
  bytes = g_bytes_new_take (png, size);
  sudoku_scan_review_set_image (review, bytes, "blank.png");
  iterate_until (is_not_busy, review);
  g_assert_null (sudoku_scan_review_get_result (review));
  g_assert_null (sudoku_scan_review_get_corners (review));
  g_assert_false (sudoku_scan_review_get_unreadable (review));
  g_assert_nonnull (strstr (sudoku_scan_review_get_error (review), "blank.png"));

  sudoku_scan_review_set_corners (review, corners);
  iterate_until (is_not_busy, review);
  g_assert_null (sudoku_scan_review_get_error (review));
  g_assert_nonnull (sudoku_scan_review_get_result (review));
  /* An empty grid: several solutions, nothing to load. */
  g_assert_cmpint (sudoku_scan_review_get_verdict (review), ==, SUDOKU_SCAN_VERDICT_SEVERAL);
  g_assert_finalize_object (g_steal_pointer (&review));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/scan-review/read", test_read);
  g_test_add_func ("/nanpure/scan-review/verdict-japanese", test_verdict_japanese);
  g_test_add_func ("/nanpure/scan-review/corners-moved", test_corners_moved);
  g_test_add_func ("/nanpure/scan-review/read-replaces", test_read_replaces);
  g_test_add_func ("/nanpure/scan-review/edit", test_edit);
  g_test_add_func ("/nanpure/scan-review/edit-kept", test_edit_kept);
  g_test_add_func ("/nanpure/scan-review/load", test_load);
  g_test_add_func ("/nanpure/scan-review/cancel", test_cancel);
  g_test_add_func ("/nanpure/scan-review/dispose-while-reading", test_dispose_while_reading);
  g_test_add_func ("/nanpure/scan-review/not-an-image", test_not_an_image);
  g_test_add_func ("/nanpure/scan-review/no-grid", test_no_grid);

  return g_test_run ();
}
