/* test-vision.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The photo reader (src/vision): bad input gives a clear error and no
 * crash (not an image, nothing, a truncated JPEG, a blank page, a page
 * with a frame but no grid, a 40 MP image); a photo whose EXIF
 * orientation no longer fits its pixels is still read; the lines of a
 * bowed and of a curved page are followed; corners given
 * back re-read the same grid; cancellation and the worker; and the
 * solver's check of a reading (ok, corrected, unsure). */

#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <math.h>
#include <string.h>

#include "sudoku-solver.h"
#include "sudoku-vision-private.h"
#include "test-utils.h"

/* A minimal puzzle with one solution (nanpure-cli generate --level 2
 * --seed 5). */
static const char *const unique_puzzle =
  "98...215....3...2...2..7....6..3.7...471.863...8.5..1....4..3...5...3....392...46";

static char *
photo_path (const char *name)
{
  return g_build_filename (g_getenv ("NANPURE_TEST_DATA"), "photos", name, NULL);
}

static GBytes *
load_photo (const char *name)
{
  g_autofree char *path = photo_path (name);
  g_autoptr(GError) error = NULL;
  char *data;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, &error))
    g_error ("%s: %s", path, error->message);
  return g_bytes_new_take (data, length);
}

/* The ground truth of a test photo, 81 characters with '.'. */
static char *
photo_truth (const char *name)
{
  g_autofree char *base = g_strndup (name, strlen (name) - 4);
  g_autofree char *dat = g_strconcat (base, ".dat", NULL);
  g_autofree char *path = photo_path (dat);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GString *truth = g_string_new (NULL);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 2; i < 11; i++)
    for (const char *p = lines[i]; *p != '\0'; p++)
      if (g_ascii_isdigit (*p))
        g_string_append_c (truth, *p == '0' ? '.' : *p);
  g_assert_cmpuint (truth->len, ==, 81);
  return g_string_free (truth, FALSE);
}

static void
fill_rect (GdkPixbuf *pixbuf,
           int        x0,
           int        y0,
           int        w,
           int        h,
           guint8     value)
{
  int n = gdk_pixbuf_get_n_channels (pixbuf), stride = gdk_pixbuf_get_rowstride (pixbuf);
  guint8 *pixels = gdk_pixbuf_get_pixels (pixbuf);

  for (int y = MAX (0, y0); y < MIN (gdk_pixbuf_get_height (pixbuf), y0 + h); y++)
    memset (pixels + (gsize) y * stride + (gsize) MAX (0, x0) * n, value,
            (gsize) (MIN (gdk_pixbuf_get_width (pixbuf), x0 + w) - MAX (0, x0)) * n);
}

static GBytes *
encode (GdkPixbuf  *pixbuf,
        const char *type)
{
  g_autoptr(GError) error = NULL;
  char *buffer;
  gsize size;

  if (g_str_equal (type, "jpeg"))
    g_assert_true (gdk_pixbuf_save_to_buffer (pixbuf, &buffer, &size, type, &error,
                                              "quality", "85", NULL));
  else
    g_assert_true (gdk_pixbuf_save_to_buffer (pixbuf, &buffer, &size, type, &error, NULL));
  g_assert_no_error (error);
  return g_bytes_new_take (buffer, size);
}

static void
assert_read_fails (GBytes     *bytes,
                   int         code,
                   const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuVisionResult) result = sudoku_vision_read_bytes (bytes, NULL, NULL, &error);

  g_assert_null (result);
  g_assert_error (error, SUDOKU_VISION_ERROR, code);
  g_assert_nonnull (strstr (error->message, words));
}

static void
test_not_an_image (void)
{
  static const char text[] = "This is a text file named grid.png, not a picture.\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(GBytes) empty = g_bytes_new_static ("", 0);
  g_autoptr(GBytes) null = g_bytes_new (NULL, 0);

  assert_read_fails (bytes, SUDOKU_VISION_ERROR_NOT_AN_IMAGE, "Not an image");
  assert_read_fails (empty, SUDOKU_VISION_ERROR_NOT_AN_IMAGE, "Not an image");
  assert_read_fails (null, SUDOKU_VISION_ERROR_NOT_AN_IMAGE, "no picture");
}

static void
test_truncated_jpeg (void)
{
  g_autoptr(GBytes) photo = load_photo ("image10.jpg");
  g_autoptr(GBytes) half = g_bytes_new_from_bytes (photo, 0, g_bytes_get_size (photo) / 2);

  assert_read_fails (half, SUDOKU_VISION_ERROR_NOT_AN_IMAGE, "truncated");
}

static void
test_blank_page (void)
{
  g_autoptr(GdkPixbuf) page = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 800, 600);
  g_autoptr(GBytes) bytes = NULL;

  gdk_pixbuf_fill (page, 0xf4f1e8ff);
  bytes = encode (page, "png");
  assert_read_fails (bytes, SUDOKU_VISION_ERROR_NO_GRID, "No Sudoku grid");
}

/* A page with a big frame, text-like blocks and a 3 × 3 table: no 9 × 9
 * grid anywhere. */
static void
test_no_grid (void)
{
  g_autoptr(GdkPixbuf) page = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 900, 700);
  g_autoptr(GBytes) bytes = NULL;

  gdk_pixbuf_fill (page, 0xffffffff);
  fill_rect (page, 100, 100, 600, 4, 0);
  fill_rect (page, 100, 596, 600, 4, 0);
  fill_rect (page, 100, 100, 4, 500, 0);
  fill_rect (page, 696, 100, 4, 500, 0);
  for (int i = 0; i < 4; i++)
    {
      fill_rect (page, 200, 200 + i * 100, 300, 3, 0);
      fill_rect (page, 200 + i * 100, 200, 3, 300, 0);
    }
  for (int line = 0; line < 8; line++)
    for (int word = 0; word < 6; word++)
      fill_rect (page, 720 + (word % 3) * 55, 120 + line * 30 + (word / 3) * 200, 40, 12, 40);
  bytes = encode (page, "png");
  assert_read_fails (bytes, SUDOKU_VISION_ERROR_NO_GRID, "No Sudoku grid");
}

/* 7 304 × 5 478 pixels (40 MP) with an empty grid drawn in it: read
 * (scaled while decoding), with its corners in the big image's pixels. */
static void
test_huge_image (void)
{
  const int width = 7304, height = 5478, x0 = 1800, y0 = 900, side = 3600;
  g_autoptr(GdkPixbuf) page = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, width, height);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(SudokuVisionResult) result = NULL;
  g_autoptr(GError) error = NULL;
  const double expected[4][2] = { { x0, y0 }, { x0 + side, y0 },
                                  { x0 + side, y0 + side }, { x0, y0 + side } };

  gdk_pixbuf_fill (page, 0xffffffff);
  for (int k = 0; k <= 9; k++)
    {
      int thick = k % 3 == 0 ? 24 : 8;
      fill_rect (page, x0 + k * side / 9 - thick / 2, y0 - 12, thick, side + 24, 0);
      fill_rect (page, x0 - 12, y0 + k * side / 9 - thick / 2, side + 24, thick, 0);
    }
  bytes = encode (page, "jpeg");
  g_clear_object (&page);

  result = sudoku_vision_read_bytes (bytes, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  g_assert_cmpint (result->image_width, ==, width);
  g_assert_cmpint (result->image_height, ==, height);
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    g_assert_cmpuint (result->cells[i].digit, ==, 0);
  /* An empty grid has many solutions: never ok. */
  g_assert_cmpuint (result->n_solutions, ==, 2);
  g_assert_cmpint (result->status, ==, SUDOKU_VISION_UNSURE);
  /* The corners, whatever the quarter turn chosen for an empty grid. */
  for (int i = 0; i < 4; i++)
    {
      double best = G_MAXDOUBLE;
      for (int j = 0; j < 4; j++)
        best = MIN (best, hypot (result->corners[i].x - expected[j][0],
                                 result->corners[i].y - expected[j][1]));
      g_assert_cmpfloat (best, <, side / 9 * 0.25);
    }
}

/* Photos from the set: a plain one, and one whose EXIF orientation
 * (RightTop) no longer fits its pixels, which the rotation check reads
 * the right way round. */
static void
test_photo (gconstpointer data)
{
  const char *name = data;
  g_autoptr(GBytes) bytes = load_photo (name);
  g_autofree char *truth = photo_truth (name);
  g_autoptr(SudokuVisionResult) result = NULL;
  g_autoptr(SudokuVisionResult) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *line_again = NULL;
  SudokuVisionPoint moved[4];

  result = sudoku_vision_read_bytes (bytes, NULL, NULL, &error);
  g_assert_no_error (error);
  line = sudoku_vision_result_dup_line (result);
  g_assert_cmpstr (line, ==, truth);
  g_assert_true (result->unique);
  g_assert_cmpint (result->status, !=, SUDOKU_VISION_UNSURE);
  g_assert_cmpint (result->variant, ==, SUDOKU_VARIANT_CLASSIC);

  /* The corners a review view would show, moved a little by the user:
   * the same reading, and no search. */
  for (int i = 0; i < 4; i++)
    {
      moved[i].x = result->corners[i].x + (i % 2 ? 2 : -2);
      moved[i].y = result->corners[i].y + (i < 2 ? -2 : 2);
    }
  again = sudoku_vision_read_bytes (bytes, moved, NULL, &error);
  g_assert_no_error (error);
  line_again = sudoku_vision_result_dup_line (again);
  g_assert_cmpstr (line_again, ==, truth);
}

/* A photo whose every cell is read right, though the check may leave it
 * unsure (a digit read with some doubt): the cells, not the verdict,
 * are what the case is about. */
static void
test_photo_cells (gconstpointer data)
{
  const char *name = data;
  g_autoptr(GBytes) bytes = load_photo (name);
  g_autofree char *truth = photo_truth (name);
  g_autoptr(SudokuVisionResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  result = sudoku_vision_read_bytes (bytes, NULL, NULL, &error);
  g_assert_no_error (error);
  line = sudoku_vision_result_dup_line (result);
  g_assert_cmpstr (line, ==, truth);
  g_assert_cmpuint (result->n_solutions, ==, 1);
}

/* One corner handle moved off its corner by the user, a pixel at a time
 * up to a cell into the grid, as the arrow keys in the review do: the
 * photo is read again the way up the handles say, never turned, so that
 * handle 1 stays where the user put it. A misplaced grid's reading once
 * scored better upside down at some places (52 px to the right here),
 * and the handles jumped round the grid. */
static void
test_corner_moved (void)
{
  g_autoptr(GBytes) bytes = load_photo ("image1057.jpg");
  g_autoptr(SudokuVisionResult) result = NULL;
  g_autoptr(GError) error = NULL;
  double cell;

  result = sudoku_vision_read_bytes (bytes, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->rotation, ==, 0);
  cell = (result->corners[1].x - result->corners[0].x) / 9;
  for (double dx = 0; dx <= cell; dx += 2)
    {
      g_autoptr(SudokuVisionResult) again = NULL;
      SudokuVisionPoint moved[4];

      memcpy (moved, result->corners, sizeof moved);
      moved[0].x += dx;
      again = sudoku_vision_read_bytes (bytes, moved, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (again->rotation, ==, 0);
      for (int i = 0; i < 4; i++)
        {
          g_assert_cmpfloat_with_epsilon (again->corners[i].x, moved[i].x, 0.01);
          g_assert_cmpfloat_with_epsilon (again->corners[i].y, moved[i].y, 0.01);
        }
    }
}

/* Photos whose grid's corners the extreme points of its ink miss: text
 * joined to a corner under a coloured banner (1068), the grid joined to
 * the page's frame and a crossword (1049), a shadow joined to its side
 * and its top line on the image's edge (17). The straight edges of its
 * outline find it; nearly every cell is then read right (the few left
 * are the classifier's), whatever the check says. */
typedef struct
{
  const char *name;
  int         min_right;
} FoundCase;

static const FoundCase found_cases[] = {
  { "image1068.jpg", 81 },
  /* 79 right when its cells were always cut from the darkest channel's
   * plane; the luminance's reading is decided better. */
  { "image1049.jpg", 80 },
  /* A dim photo under yellow light: the darkest channel (blue) is noise,
   * empty cells read as digits there (74 right, 36 before the straight
   * edges found the grid); the luminance's reading, which the check
   * prefers, loses only a digit in the shadow on the right. */
  { "image17.jpg", 80 },
};

static void
test_photo_found (gconstpointer data)
{
  const FoundCase *found = data;
  g_autoptr(GBytes) bytes = load_photo (found->name);
  g_autofree char *truth = photo_truth (found->name);
  g_autoptr(SudokuVisionResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  int right = 0;

  result = sudoku_vision_read_bytes (bytes, NULL, NULL, &error);
  g_assert_no_error (error);
  line = sudoku_vision_result_dup_line (result);
  for (int i = 0; i < SUDOKU_N_CELLS; i++)
    right += line[i] == truth[i];
  g_test_message ("%s: %d cells right, read %s", found->name, right, line);
  g_assert_cmpint (right, >=, found->min_right);
  g_assert_cmpuint (result->rotation, ==, 0);
  /* Never a wrong reading passed as sure. */
  if (right < SUDOKU_N_CELLS)
    g_assert_cmpint (result->status, ==, SUDOKU_VISION_UNSURE);
}

/* A blank page, @side pixels square, for the line following tests, and
 * @quad: the corners of a grid of 9 × 9 cells of @cell pixels whose
 * top-left corner is at @origin, @origin. */
static VisionGray *
blank_page (int               side,
            int               origin,
            int               cell,
            SudokuVisionPoint quad[4])
{
  VisionGray *gray = _vision_gray_new (side, side);

  memset (gray->pixels, 235, (gsize) side * side);
  quad[0] = (SudokuVisionPoint) { origin, origin };
  quad[1] = (SudokuVisionPoint) { origin + 9 * cell, origin };
  quad[2] = (SudokuVisionPoint) { origin + 9 * cell, origin + 9 * cell };
  quad[3] = (SudokuVisionPoint) { origin, origin + 9 * cell };
  return gray;
}

/* A grid whose top line bows up out of the quadrilateral given (a curved
 * page: the corners lie on the line, its middle above their straight
 * join): the crossings follow the printed line there, and the straight
 * lines stay where they are. */
static void
test_follow_bowed_line (void)
{
  const int side = 460, origin = 50, cell = 40;
  SudokuVisionPoint quad[4];
  g_autoptr(VisionGray) gray = blank_page (side, origin, cell, quad);
  SudokuVisionPoint crossings[10][10];

  for (int k = 0; k < 10; k++)
    for (int t = origin; t <= origin + 9 * cell; t++)
      for (int w = -1; w <= 1; w++)
        {
          int at = origin + k * cell + w;
          /* Column k, straight. */
          gray->pixels[t * side + at] = 20;
          /* Row k; the top one bowed up by 8 pixels in the middle. */
          if (k == 0)
            {
              double bow = 8 * sin (G_PI * (t - origin) / (9.0 * cell));
              gray->pixels[(int) lround (origin - bow + w) * side + t] = 20;
            }
          else
            gray->pixels[at * side + t] = 20;
        }
  _vision_follow_lines (gray, quad, crossings);
  for (int c = 0; c < 10; c++)
    {
      double bow = 8 * sin (G_PI * c / 9.0);

      g_assert_cmpfloat (fabs (crossings[0][c].y - (origin - bow)), <, 2.5);
      g_assert_cmpfloat (fabs (crossings[0][c].x - (origin + c * cell)), <, 2.5);
      g_assert_cmpfloat (fabs (crossings[5][c].y - (origin + 5 * cell)), <, 2.5);
      g_assert_cmpfloat (fabs (crossings[9][c].y - (origin + 9 * cell)), <, 2.5);
    }
}

/* A page bent like a book's by its spine: every row bows up by nearly
 * half a cell in the middle (twice as far as one following searches from
 * the corners' straight grid), the columns are straight, and a column of
 * digit-like strokes stands in the middle of some cells, darker than the
 * thin inner lines. The crossings are found on the bowed rows and on the
 * columns, not on the strokes. */
static void
test_follow_curved_page (void)
{
  const int side = 500, origin = 60, cell = 40;
  const double bend = 17;
  SudokuVisionPoint quad[4];
  g_autoptr(VisionGray) gray = blank_page (side, origin, cell, quad);
  SudokuVisionPoint crossings[10][10];

  for (int k = 0; k < 10; k++)
    for (int t = origin; t <= origin + 9 * cell; t++)
      for (int w = -1; w <= 1; w++)
        {
          double bow = bend * sin (G_PI * (t - origin) / (9.0 * cell));
          /* The outer lines three pixels wide, the inner ones one, and
           * lighter. */
          guint8 ink = k % 3 == 0 ? 20 : 120;

          if (k % 3 != 0 && w != 0)
            continue;
          gray->pixels[t * side + origin + k * cell + w] = ink;
          gray->pixels[(int) lround (origin + k * cell - bow + w) * side + t] = ink;
        }
  /* Strokes like a "1", 3 pixels wide and 0.6 of a cell high, in the
   * middle of the cells of column 4, rows 0 to 2 (following the page). */
  for (int r = 0; r < 3; r++)
    for (int y = 0; y < cell * 6 / 10; y++)
      for (int w = -1; w <= 1; w++)
        {
          int x = origin + 4 * cell + cell / 2 + w;
          double bow = bend * sin (G_PI * (x - origin) / (9.0 * cell));
          gray->pixels[(int) lround (origin + r * cell + cell / 5 + y - bow) * side + x] = 10;
        }
  _vision_follow_lines (gray, quad, crossings);
  for (int r = 0; r < 10; r++)
    for (int c = 0; c < 10; c++)
      {
        double bow = bend * sin (G_PI * c / 9.0);

        g_assert_cmpfloat (fabs (crossings[r][c].y - (origin + r * cell - bow)), <, 2.5);
        g_assert_cmpfloat (fabs (crossings[r][c].x - (origin + c * cell)), <, 2.5);
      }
}

static void
test_exif_size (void)
{
  g_autoptr(GBytes) bytes = load_photo ("image1040.jpg");
  g_autoptr(SudokuVisionResult) result = NULL;
  g_autoptr(GError) error = NULL;

  /* Stored 768 × 1024 with orientation 6: upright, 1024 × 768. */
  result = sudoku_vision_read_bytes (bytes, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result->image_width, ==, 1024);
  g_assert_cmpint (result->image_height, ==, 768);
  g_assert_cmpuint (result->rotation, !=, 0);
}

static void
test_cancelled (void)
{
  g_autoptr(GBytes) bytes = load_photo ("image10.jpg");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuVisionResult) result = NULL;

  g_cancellable_cancel (cancellable);
  result = sudoku_vision_read_bytes (bytes, NULL, cancellable, &error);
  g_assert_null (result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
read_done_cb (GObject      *source,
              GAsyncResult *res,
              gpointer      user_data)
{
  SudokuVisionResult **out = user_data;
  g_autoptr(GError) error = NULL;

  *out = sudoku_vision_read_finish (res, &error);
  g_assert_no_error (error);
}

static gboolean
result_arrived (gpointer data)
{
  return *(SudokuVisionResult **) data != NULL;
}

static void
test_async (void)
{
  g_autoptr(GBytes) bytes = load_photo ("image10.jpg");
  g_autofree char *truth = photo_truth ("image10.jpg");
  g_autoptr(SudokuVisionResult) result = NULL;
  g_autofree char *line = NULL;

  sudoku_vision_read_async (bytes, NULL, NULL, read_done_cb, &result);
  test_iterate_until (result_arrived, &result, 60);
  line = sudoku_vision_result_dup_line (result);
  g_assert_cmpstr (line, ==, truth);
}

/* A digit-sized blob off a cell's middle (a digit the crop cut) is a
 * doubt, not an empty cell; a thin line remain at the edge is nothing;
 * a blob in the middle is a mark. */
static void
test_cell_ink (void)
{
  const int size = VISION_CELL_SIZE;
  guint8 pixels[VISION_CELL_SIZE * VISION_CELL_SIZE];

  memset (pixels, 230, sizeof pixels);
  g_assert_cmpint (_vision_cell_has_ink (pixels, size, 24), ==, VISION_INK_NONE);

  /* A line remain along the left edge. */
  for (int y = 0; y < size; y++)
    pixels[y * size] = pixels[y * size + 1] = 20;
  g_assert_cmpint (_vision_cell_has_ink (pixels, size, 24), ==, VISION_INK_NONE);

  /* A block the size of a digit, cut by the left edge. */
  for (int y = 8; y < 24; y++)
    for (int x = 0; x < 9; x++)
      pixels[y * size + x] = 20;
  g_assert_cmpint (_vision_cell_has_ink (pixels, size, 24), ==, VISION_INK_DOUBT);

  /* A digit-sized block in the middle. */
  memset (pixels, 230, sizeof pixels);
  for (int y = 8; y < 24; y++)
    for (int x = 12; x < 21; x++)
      pixels[y * size + x] = 20;
  g_assert_cmpint (_vision_cell_has_ink (pixels, size, 24), ==, VISION_INK_MARK);
}

/* --- The solver's check ------------------------------------------------ */

typedef struct
{
  SudokuVisionResult result;
  float              scores[SUDOKU_N_CELLS][10];
} Reading;

/* A reading of @puzzle, every cell sure. */
static void
reading_init (Reading    *reading,
              const char *puzzle)
{
  memset (reading, 0, sizeof *reading);
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      guint8 d = puzzle[i] == '.' ? 0 : puzzle[i] - '0';
      reading->result.cells[i].digit = reading->result.cells[i].read = d;
      reading->result.cells[i].confidence = 1;
      reading->scores[i][d] = 1;
    }
}

/* Cell @cell read as @digit with @p, @second with 1 − @p. */
static void
reading_set (Reading *reading,
             guint    cell,
             guint8   digit,
             float    p,
             guint8   second)
{
  memset (reading->scores[cell], 0, sizeof reading->scores[cell]);
  reading->scores[cell][digit] = p;
  reading->scores[cell][second] = 1 - p;
  reading->result.cells[cell].digit = reading->result.cells[cell].read = digit;
  reading->result.cells[cell].confidence = p;
  reading->result.cells[cell].second = second;
  reading->result.cells[cell].second_confidence = 1 - p;
}

static void
check (Reading *reading)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (_vision_check (&reading->result, (const float (*)[10]) reading->scores,
                                NULL, &error));
  g_assert_no_error (error);
}

/* A solution grid (the previous day's, printed beside the puzzle on the
 * page of image1067.jpg) has exactly one solution, but is no puzzle:
 * never ok, nor with a few cells lost. */
static void
test_check_solution_grid (void)
{
  static const char *const solution =
    "742816395561239478893745162687394521914572683325168947276953814458621739139487256";
  char line[SUDOKU_N_CELLS + 1];
  Reading reading;

  reading_init (&reading, solution);
  check (&reading);
  g_assert_true (reading.result.unique);
  g_assert_cmpint (reading.result.status, ==, SUDOKU_VISION_UNSURE);

  memcpy (line, solution, sizeof line);
  for (int i = 0; i < 9; i++)
    line[i * 10] = '.';
  reading_init (&reading, line);
  check (&reading);
  g_assert_true (reading.result.unique);
  g_assert_cmpint (reading.result.status, ==, SUDOKU_VISION_UNSURE);
}

static void
test_check_ok (void)
{
  Reading reading;

  reading_init (&reading, unique_puzzle);
  check (&reading);
  g_assert_cmpint (reading.result.status, ==, SUDOKU_VISION_OK);
  g_assert_true (reading.result.unique);
  g_assert_cmpuint (reading.result.n_solutions, ==, 1);
  g_assert_cmpuint (reading.result.n_corrections, ==, 0);
}

/* The 9 of r1c1 read as an 8 (a duplicate in row 1), 9 second best:
 * corrected to the 9. */
static void
test_check_corrected (void)
{
  Reading reading;
  g_autofree char *line = NULL;

  reading_init (&reading, unique_puzzle);
  reading_set (&reading, 0, 8, 0.6f, 9);
  check (&reading);
  g_assert_cmpuint (reading.result.n_solutions, ==, 0);
  g_assert_cmpuint (reading.result.n_duplicates, ==, 2);
  g_assert_cmpint (reading.result.status, ==, SUDOKU_VISION_CORRECTED);
  g_assert_true (reading.result.unique);
  g_assert_cmpuint (reading.result.n_corrections, >=, 1);
  g_assert_cmpuint (reading.result.corrections[0].cells[0], ==, 0);
  g_assert_cmpuint (reading.result.corrections[0].digits[0], ==, 9);
  line = sudoku_vision_result_dup_line (&reading.result);
  g_assert_cmpstr (line, ==, unique_puzzle);
  g_assert_cmpuint (reading.result.cells[0].read, ==, 8);
}

/* A given read as empty (the puzzle is minimal: several solutions), the
 * digit second best: corrected. */
static void
test_check_missing (void)
{
  Reading reading;
  g_autofree char *line = NULL;

  reading_init (&reading, unique_puzzle);
  reading_set (&reading, 1, 0, 0.7f, 8);
  check (&reading);
  g_assert_cmpuint (reading.result.n_solutions, ==, 2);
  g_assert_cmpint (reading.result.status, ==, SUDOKU_VISION_CORRECTED);
  line = sudoku_vision_result_dup_line (&reading.result);
  g_assert_cmpstr (line, ==, unique_puzzle);
}

/* A digit the reader was sure of, in an empty cell, that repeats
 * nothing but leaves no solution: no cell to blame, nothing to propose,
 * unsure. */
static void
test_check_unsure (void)
{
  Reading reading;
  SudokuBoard board = test_board_from (unique_puzzle, SUDOKU_VARIANT_CLASSIC);
  guint cell = 0, digit = 0;

  for (guint i = 0; i < SUDOKU_N_CELLS && digit == 0; i++)
    for (guint d = 1; d <= 9 && board.values[i] == 0 && digit == 0; d++)
      {
        SudokuBoard tried = board;
        g_autoptr(GArray) conflicts = NULL;
        SudokuSolveResult solve;

        sudoku_board_set_value (&tried, i, d, TRUE);
        conflicts = sudoku_board_find_conflicts (&tried);
        if (conflicts->len == 0 && sudoku_solver_count (&tried, &(SudokuSolveOptions) { 2, 0, NULL },
                                                        &solve, NULL)
            && solve.n_solutions == 0)
          {
            cell = i;
            digit = d;
          }
      }
  g_assert_cmpuint (digit, !=, 0);

  reading_init (&reading, unique_puzzle);
  reading_set (&reading, cell, digit, 1.0f, 0);
  check (&reading);
  g_assert_cmpuint (reading.result.n_duplicates, ==, 0);
  g_assert_cmpint (reading.result.status, ==, SUDOKU_VISION_UNSURE);
  g_assert_false (reading.result.unique);
  g_assert_cmpuint (reading.result.n_corrections, ==, 0);
  g_assert_cmpuint (reading.result.cells[cell].digit, ==, digit);
}

/* The reader sure of a wrong digit that repeats one in its row, and as
 * sure of the other: one of the two is wrong, every digit is tried in
 * both, the right fix is proposed, but nothing says which cell is wrong:
 * unsure, nothing applied. */
static void
test_check_sure_duplicates (void)
{
  Reading reading;
  gboolean proposed = FALSE;

  reading_init (&reading, unique_puzzle);
  reading_set (&reading, 0, 8, 1.0f, 0);
  check (&reading);
  g_assert_cmpuint (reading.result.n_duplicates, ==, 2);
  for (guint i = 0; i < reading.result.n_corrections; i++)
    {
      const SudokuVisionCorrection *c = &reading.result.corrections[i];
      proposed |= c->n_changes == 1 && c->cells[0] == 0 && c->digits[0] == 9;
    }
  g_assert_true (proposed);
  g_assert_cmpint (reading.result.status, ==, SUDOKU_VISION_UNSURE);
  g_assert_cmpuint (reading.result.cells[0].digit, ==, 8);
}

/* One solution and a digit read at 0.7, whose second reading (an 8
 * beside another 8) breaks the puzzle: the solver confirms it, ok. */
static void
test_check_confirmed (void)
{
  Reading reading;

  reading_init (&reading, unique_puzzle);
  reading_set (&reading, 0, 9, 0.7f, 8);
  check (&reading);
  g_assert_cmpint (reading.result.status, ==, SUDOKU_VISION_OK);
}

/* One solution and a digit read at 0.7 that the puzzle does not need
 * (an extra given): read as empty, the second reading, it has one
 * solution too, so nothing confirms the digit: unsure. */
static void
test_check_not_confirmed (void)
{
  Reading reading;
  guint8 solution[SUDOKU_N_CELLS];
  char puzzle[SUDOKU_N_CELLS + 1];

  test_solution_of (unique_puzzle, solution);
  memcpy (puzzle, unique_puzzle, sizeof puzzle);
  g_assert_cmpint (puzzle[2], ==, '.');
  puzzle[2] = '0' + solution[2];
  reading_init (&reading, puzzle);
  reading_set (&reading, 2, solution[2], 0.7f, 0);
  check (&reading);
  g_assert_true (reading.result.unique);
  g_assert_cmpint (reading.result.status, ==, SUDOKU_VISION_UNSURE);
}

/* One solution, but an empty cell read with doubt (a mark off its
 * middle): unsure, never ok. */
static void
test_check_doubtful_empty (void)
{
  Reading reading;

  reading_init (&reading, unique_puzzle);
  reading.result.cells[2].confidence = 0.5f;
  check (&reading);
  g_assert_true (reading.result.unique);
  g_assert_cmpint (reading.result.status, ==, SUDOKU_VISION_UNSURE);
}

/* One solution, but a digit read with doubt: unsure, never ok. */
static void
test_check_doubtful (void)
{
  Reading reading;

  reading_init (&reading, unique_puzzle);
  reading_set (&reading, 0, 9, 0.4f, 8);
  check (&reading);
  g_assert_true (reading.result.unique);
  g_assert_cmpint (reading.result.status, ==, SUDOKU_VISION_UNSURE);
}

/* 81 cells as _vision_extract_cells() cuts them: paper lit unevenly
 * (lighter to the top left), a digit-like bar in every third cell, and
 * @shade levels darker where @shaded says (row, column → TRUE). */
static guint8 *
make_cells (gboolean (*shaded) (int row, int column),
            int      shade)
{
  const int size = VISION_CELL_SIZE;
  guint8 *cells = g_malloc ((gsize) SUDOKU_N_CELLS * size * size);

  for (int i = 0; i < SUDOKU_N_CELLS; i++)
    {
      int row = i / 9, column = i % 9;
      int paper = 230 - 5 * row - 3 * column - (shaded (row, column) ? shade : 0);

      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          {
            gboolean ink = i % 3 == 0 && x >= 14 && x < 18 && y >= 6 && y < 26;
            /* A little grain, the same on every run. */
            int grain = ((x * 7 + y * 13 + i * 5) % 5) - 2;
            cells[((gsize) i * size + y) * size + x] = (guint8) (ink ? 40 : paper + grain);
          }
    }
  return cells;
}

static gboolean
in_window (int row,
           int column)
{
  return row % 4 != 0 && column % 4 != 0;
}

static gboolean
in_even_box (int row,
             int column)
{
  return (row / 3 * 3 + column / 3) % 2 == 1;
}

static gboolean
nowhere (int row,
         int column)
{
  return FALSE;
}

static gboolean
three_windows (int row,
               int column)
{
  return in_window (row, column) && !(row > 4 && column > 4);
}

/* Windoku's windows printed shaded are found, under light that varies
 * over the page; no shade, boxes shaded in turn (a common classic
 * layout) or only three windows are not Windoku. */
static void
test_windows (void)
{
  g_autofree guint8 *windoku = make_cells (in_window, 30);
  g_autofree guint8 *light = make_cells (in_window, 12);
  g_autofree guint8 *plain = make_cells (nowhere, 0);
  g_autofree guint8 *boxes = make_cells (in_even_box, 30);
  g_autofree guint8 *three = make_cells (three_windows, 30);

  g_assert_true (_vision_find_windows (windoku));
  g_assert_true (_vision_find_windows (light));
  g_assert_false (_vision_find_windows (plain));
  g_assert_false (_vision_find_windows (boxes));
  g_assert_false (_vision_find_windows (three));
}

/* The constants tuned on the photos can be replaced for the
 * cross-validation (build-aux/bench-scan --cross-validate): a grid must
 * show more structure than any can, so none is found. Read once per
 * process, hence a subprocess. */
static void
test_tuning (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) bytes = load_photo ("image10.jpg");
      g_autoptr(GError) error = NULL;
      g_autoptr(SudokuVisionResult) result = NULL;

      g_setenv ("NANPURE_VISION_TUNE", "structure-min=1.01", TRUE);
      g_assert_cmpfloat (_vision_tuning ()->structure_min, ==, 1.01);
      g_assert_cmpfloat (_vision_tuning ()->confident, ==, 0.8);
      result = sudoku_vision_read_bytes (bytes, NULL, NULL, &error);
      g_assert_null (result);
      g_assert_error (error, SUDOKU_VISION_ERROR, SUDOKU_VISION_ERROR_NO_GRID);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vision/bad/not-an-image", test_not_an_image);
  g_test_add_func ("/vision/bad/truncated-jpeg", test_truncated_jpeg);
  g_test_add_func ("/vision/bad/blank-page", test_blank_page);
  g_test_add_func ("/vision/bad/no-grid", test_no_grid);
  g_test_add_func ("/vision/huge-image", test_huge_image);
  g_test_add_data_func ("/vision/photo/plain", "image10.jpg", test_photo);
  g_test_add_data_func ("/vision/photo/stale-exif", "image1040.jpg", test_photo);
  /* Faint red digits, which show in the darkest channel. */
  g_test_add_data_func ("/vision/photo/red-digits", "image195.jpg", test_photo);
  /* Two digits printed pale in a dim corner (a cell's contrast under the
   * page's least for a mark): read at a second look. And a page whose
   * empty cells show the back page through: nothing read there. */
  g_test_add_data_func ("/vision/photo/faint-digits", "image195.jpg", test_photo);
  g_test_add_data_func ("/vision/photo/show-through", "image203.jpg", test_photo);
  /* Two grey stains in empty cells, read as a 4 and a 6 at first: their
   * ink is much lighter, for its paper, than the page's digits
   * (doubt_light_ink() in sudoku-vision.c), and the check leaves them
   * empty. */
  g_test_add_data_func ("/vision/photo/stains", "image1045.jpg", test_photo);
  /* The phone's dark shadow over the grid's right edge: the 7 in row 7,
   * column 9 lies across the shadow's edge, read empty until each cell
   * is divided by its paper's level (_vision_flatten_cells()). */
  g_test_add_data_func ("/vision/photo/shadow", "image17.jpg", test_photo_cells);
  /* The back page's text shows through a row of empty cells (row 3):
   * its words, off the cells' middle and the size of a digit, were
   * taken for digits the crop had cut, and the reading left unsure;
   * their ink is far lighter than a printed digit's. */
  g_test_add_data_func ("/vision/photo/show-through-text", "image1056.jpg", test_photo);
  /* Unsure as first read (a digit read with doubt), ok from the
   * luminance or from the grid found with the threshold a little
   * stricter or looser: the photo's own check decides among them. */
  g_test_add_data_func ("/vision/photo/decided", "image172.jpg", test_photo);
  g_test_add_func ("/vision/photo/exif-size", test_exif_size);
  g_test_add_func ("/vision/photo/corner-moved", test_corner_moved);
  g_test_add_func ("/vision/lines/bowed", test_follow_bowed_line);
  g_test_add_func ("/vision/lines/curved-page", test_follow_curved_page);
  g_test_add_func ("/vision/check/solution-grid", test_check_solution_grid);
  for (guint i = 0; i < G_N_ELEMENTS (found_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/vision/photo/found/%s", found_cases[i].name);
      g_test_add_data_func (path, &found_cases[i], test_photo_found);
    }
  g_test_add_func ("/vision/cancelled", test_cancelled);
  g_test_add_func ("/vision/tuning", test_tuning);
  g_test_add_func ("/vision/windows", test_windows);
  g_test_add_func ("/vision/async", test_async);
  g_test_add_func ("/vision/cell-ink", test_cell_ink);
  g_test_add_func ("/vision/check/ok", test_check_ok);
  g_test_add_func ("/vision/check/corrected", test_check_corrected);
  g_test_add_func ("/vision/check/missing", test_check_missing);
  g_test_add_func ("/vision/check/unsure", test_check_unsure);
  g_test_add_func ("/vision/check/sure-duplicates", test_check_sure_duplicates);
  g_test_add_func ("/vision/check/doubtful", test_check_doubtful);
  g_test_add_func ("/vision/check/doubtful-empty", test_check_doubtful_empty);
  g_test_add_func ("/vision/check/confirmed", test_check_confirmed);
  g_test_add_func ("/vision/check/not-confirmed", test_check_not_confirmed);

  return g_test_run ();
}
