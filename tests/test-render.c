/* test-render.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "sudoku-logic.h"
#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-render.h"
#include "test-utils.h"

/* At 900 pixels a cell is 100 pixels wide; the light style's lines are
 * then 2 (thin) and 6 (thick) pixels wide.
 */
#define SIZE 900
#define CELL 100

typedef struct
{
  int red;
  int green;
  int blue;
} Pixel;

static Pixel
get_pixel (cairo_surface_t *surface,
           int              x,
           int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 argb;
  Pixel pixel;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));

  /* Every pixel we draw is opaque, so premultiplication changes nothing. */
  argb = *(const guint32 *) (data + y * stride + x * 4);
  g_assert_cmpuint (argb >> 24, ==, 0xff);
  pixel.red = argb >> 16 & 0xff;
  pixel.green = argb >> 8 & 0xff;
  pixel.blue = argb & 0xff;
  return pixel;
}

static int
luminance (Pixel pixel)
{
  return (pixel.red * 299 + pixel.green * 587 + pixel.blue * 114) / 1000;
}

/* Pixels darker than @threshold in the square x0,y0 – x1,y1 (exclusive). */
static guint
count_dark (cairo_surface_t *surface,
            int              x0,
            int              y0,
            int              x1,
            int              y1,
            int              threshold)
{
  guint n = 0;

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      n += luminance (get_pixel (surface, x, y)) < threshold;
  return n;
}

static guint
count_dark_in_cell (cairo_surface_t *surface,
                    guint            cell,
                    int              threshold)
{
  int x = sudoku_cell_column (cell) * CELL;
  int y = sudoku_cell_row (cell) * CELL;

  /* Stay clear of the lines. */
  return count_dark (surface, x + 8, y + 8, x + CELL - 8, y + CELL - 8, threshold);
}

static void
assert_pixel (Pixel pixel,
              int   red,
              int   green,
              int   blue)
{
  g_assert_cmpint (abs (pixel.red - red), <=, 2);
  g_assert_cmpint (abs (pixel.green - green), <=, 2);
  g_assert_cmpint (abs (pixel.blue - blue), <=, 2);
}

static cairo_surface_t *
render (const SudokuBoard         *board,
        const SudokuRenderOptions *options,
        int                        size)
{
  cairo_surface_t *surface = sudoku_render_to_image (board, options, size);

  g_assert_nonnull (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, size);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, size);
  return surface;
}

static void
test_render_digits (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  cairo_surface_t *surface;
  guint given_ink, user_ink;

  sudoku_board_set_value (board, 0, 8, TRUE);   /* r1c1 given */
  sudoku_board_set_value (board, 40, 8, FALSE); /* r5c5 typed */
  surface = render (board, NULL, SIZE);

  /* A digit is there and centred: ink on both sides of the centre lines. */
  given_ink = count_dark_in_cell (surface, 0, 128);
  g_assert_cmpuint (given_ink, >, 300);
  g_assert_cmpuint (count_dark (surface, 8, 8, 50, 92, 128), >, 100);
  g_assert_cmpuint (count_dark (surface, 50, 8, 92, 92, 128), >, 100);
  g_assert_cmpuint (count_dark (surface, 8, 8, 92, 50, 128), >, 100);
  g_assert_cmpuint (count_dark (surface, 8, 50, 92, 92, 128), >, 100);

  /* Givens are bold: the same digit typed by the user has less ink. */
  user_ink = count_dark_in_cell (surface, 40, 128);
  g_assert_cmpuint (user_ink, >, 200);
  g_assert_cmpuint (given_ink, >, user_ink * 5 / 4);

  /* An empty cell is paper, centre and corners. */
  g_assert_cmpuint (count_dark_in_cell (surface, 1, 250), ==, 0);
  assert_pixel (get_pixel (surface, 150, 50), 255, 255, 255);
  assert_pixel (get_pixel (surface, 4 * CELL + 50, 8 * CELL + 50), 255, 255, 255);

  cairo_surface_destroy (surface);
}

static void
test_render_given_tint (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  cairo_surface_t *surface;
  Pixel tinted, plain;

  sudoku_board_set_value (board, 10, 3, TRUE);
  sudoku_board_set_value (board, 11, 4, FALSE);
  surface = render (board, NULL, SIZE);

  /* Corners of the cells, away from the digits. */
  tinted = get_pixel (surface, CELL + 10, CELL + 10);
  plain = get_pixel (surface, 2 * CELL + 10, CELL + 10);
  assert_pixel (plain, 255, 255, 255);
  g_assert_cmpint (luminance (tinted), <, 250);
  g_assert_cmpint (luminance (tinted), >, 220);

  cairo_surface_destroy (surface);
}

static void
test_render_lines (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  cairo_surface_t *surface = render (board, NULL, SIZE);
  int y = CELL / 2;

  /* Scan a row through the middle of the first cell row. */
  for (int x = 0; x < SIZE; x++)
    {
      int boundary = (x + CELL / 2) / CELL;
      int offset = x - boundary * CELL;
      int value = luminance (get_pixel (surface, x, y));

      if (boundary % 3 == 0)
        {
          /* Thick: 6 pixels, inside the border at the edges and
           * straddling the boundary (-3…+2) inside the grid.
           */
          gboolean on_line = boundary == 0 ? offset < 6 :
                             boundary == 9 ? offset >= -6 :
                             offset >= -3 && offset <= 2;

          if (on_line)
            g_assert_cmpint (value, <, 80);
          else
            g_assert_cmpint (value, ==, 255);
        }
      else
        {
          /* Thin: 2 pixels (-1…0), grey, not black. */
          if (offset == -1 || offset == 0)
            {
              g_assert_cmpint (value, >, 150);
              g_assert_cmpint (value, <, 235);
            }
          else
            g_assert_cmpint (value, ==, 255);
        }
    }

  /* The same down a column. */
  g_assert_cmpint (luminance (get_pixel (surface, CELL / 2, 3 * CELL)), <, 80);
  g_assert_cmpint (luminance (get_pixel (surface, CELL / 2, 6 * CELL - 3)), <, 80);
  g_assert_cmpint (luminance (get_pixel (surface, CELL / 2, 6 * CELL + 3)), ==, 255);
  g_assert_cmpint (luminance (get_pixel (surface, CELL / 2, SIZE - 1)), <, 80);
  g_assert_cmpint (luminance (get_pixel (surface, CELL / 2, 4 * CELL)), <, 235);

  /* Where thin lines cross, the translucent grey is laid once. */
  g_assert_cmpint (luminance (get_pixel (surface, CELL, CELL)),
                   ==, luminance (get_pixel (surface, CELL, CELL / 2)));

  cairo_surface_destroy (surface);
}

/* On any device offset and scale, lines stay on whole pixels: a scan
 * across an empty grid meets only the paper and the two line colours.
 */
static void
test_render_crisp (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1000, 1000);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GHashTable) shades = g_hash_table_new (NULL, NULL);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_translate (cr, 10.37, 20.61);
  cairo_scale (cr, 1.5, 1.5);
  sudoku_render_board (cr, board, NULL, 601.3 / 1.5);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  for (int x = 0; x < 1000; x++)
    {
      int value = luminance (get_pixel (surface, x, 300));

      g_hash_table_add (shades, GINT_TO_POINTER (value));
    }

  /* Paper, thin grey, thick black. */
  g_assert_cmpuint (g_hash_table_size (shades), ==, 3);
  g_assert_cmpint (luminance (get_pixel (surface, 9, 300)), ==, 255);
  g_assert_cmpint (luminance (get_pixel (surface, 10, 300)), <, 80);

  cairo_surface_destroy (surface);
}

/* Windoku's windows are shaded in a warm sand, in the light and the
 * dark look alike: not the blue of the cursor's houses (a window cell
 * and a highlighted one must not be taken for each other) nor the grey
 * of a given's cell. */
static void
test_render_windoku (void)
{
  g_autoptr(SudokuBoard) classic = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuBoard) windoku = sudoku_board_new (SUDOKU_VARIANT_WINDOKU);

  for (guint dark = 0; dark < 2; dark++)
    {
      SudokuRenderStyle style;
      SudokuRenderOptions options;
      guint8 flags[SUDOKU_N_CELLS] = { 0 };
      cairo_surface_t *plain, *shaded, *highlighted;
      Pixel paper, highlight;

      if (dark)
        sudoku_render_style_init_dark (&style);
      else
        sudoku_render_style_init_light (&style);
      sudoku_render_options_init (&options);
      options.style = &style;
      plain = render (classic, &options, SIZE);
      shaded = render (windoku, &options, SIZE);
      /* r5c1 highlighted, as the cursor's row would be. */
      flags[36] = SUDOKU_CELL_HIGHLIGHTED;
      options.cell_flags = flags;
      highlighted = render (classic, &options, SIZE);
      paper = get_pixel (plain, CELL / 2, CELL / 2);
      highlight = get_pixel (highlighted, CELL / 2, 4 * CELL + CELL / 2);
      g_assert_cmpint (highlight.blue, >, highlight.red + 3);

      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        {
          guint row = sudoku_cell_row (cell);
          guint column = sudoku_cell_column (cell);
          gboolean in_window = row % 4 != 0 && column % 4 != 0;
          int x = column * CELL + CELL / 2;
          int y = row * CELL + CELL / 2;
          Pixel pixel = get_pixel (shaded, x, y);

          assert_pixel (get_pixel (plain, x, y), paper.red, paper.green, paper.blue);
          if (in_window)
            {
              /* Warm, not blue: red over blue, where the highlight has
               * blue over red; and clearly off the paper. */
              g_assert_cmpint (pixel.red, >, pixel.blue + 12);
              g_assert_cmpint (ABS (luminance (pixel) - luminance (paper)), >, 10);
              if (!dark)
                g_assert_cmpint (luminance (pixel), >, 200);
            }
          else
            assert_pixel (pixel, paper.red, paper.green, paper.blue);
        }

      cairo_surface_destroy (plain);
      cairo_surface_destroy (shaded);
      cairo_surface_destroy (highlighted);
    }
}

static void
test_render_candidates (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  SudokuRenderOptions options;
  cairo_surface_t *hidden, *shown;
  guint16 candidates[SUDOKU_N_CELLS] = { 0 };
  int third = CELL / 3;

  candidates[0] = SUDOKU_DIGIT_BIT (1) | SUDOKU_DIGIT_BIT (9);
  sudoku_render_options_init (&options);
  options.candidates = candidates;
  hidden = render (board, &options, SIZE);
  options.show_candidates = TRUE;
  shown = render (board, &options, SIZE);

  g_assert_cmpuint (count_dark_in_cell (hidden, 0, 200), ==, 0);

  /* 1 sits top-left, 9 bottom-right, nothing where 5 would be. */
  g_assert_cmpuint (count_dark (shown, 4, 4, third, third, 200), >, 10);
  g_assert_cmpuint (count_dark (shown, 2 * third, 2 * third, CELL - 4, CELL - 4, 200), >, 10);
  g_assert_cmpuint (count_dark (shown, third + 2, third + 2, 2 * third - 2, 2 * third - 2, 250), ==, 0);
  g_assert_cmpuint (count_dark (shown, 2 * third, 8, CELL - 8, third, 250), ==, 0);

  /* Without a candidate array the board's own are drawn. */
  sudoku_board_compute_candidates (board);
  options.candidates = NULL;
  cairo_surface_destroy (shown);
  shown = render (board, &options, SIZE);
  g_assert_cmpuint (count_dark (shown, third + 2, third + 2, 2 * third - 2, 2 * third - 2, 200), >, 10);

  cairo_surface_destroy (hidden);
  cairo_surface_destroy (shown);
}

static void
test_render_roles (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  SudokuDigitRole roles[SUDOKU_N_CELLS] = { 0 };
  guint8 flags[SUDOKU_N_CELLS] = { 0 };
  SudokuRenderOptions options;
  cairo_surface_t *surface;
  guint blue = 0, red = 0, green = 0, conflict = 0;

  sudoku_board_set_value (board, 0, 4, FALSE);
  sudoku_board_set_value (board, 1, 4, FALSE);
  sudoku_board_set_value (board, 2, 4, FALSE);
  sudoku_board_set_value (board, 3, 4, FALSE);
  roles[0] = SUDOKU_DIGIT_ROLE_SINGLE;
  roles[1] = SUDOKU_DIGIT_ROLE_HIDDEN;
  roles[2] = SUDOKU_DIGIT_ROLE_ASSUMPTION;
  roles[3] = SUDOKU_DIGIT_ROLE_SINGLE;
  flags[3] = SUDOKU_CELL_CONFLICT;

  sudoku_render_options_init (&options);
  options.digit_roles = roles;
  options.cell_flags = flags;
  surface = render (board, &options, SIZE);

  for (int y = 10; y < 90; y++)
    for (int x = 10; x < 90; x++)
      {
        Pixel single = get_pixel (surface, x, y);
        Pixel hidden = get_pixel (surface, CELL + x, y);
        Pixel assumption = get_pixel (surface, 2 * CELL + x, y);
        Pixel conflicting = get_pixel (surface, 3 * CELL + x, y);

        blue += single.blue > 150 && single.red < 100;
        red += hidden.red > 150 && hidden.blue < 100 && hidden.green < 100;
        green += assumption.green > 100 && assumption.red < 80 && assumption.blue < 120;
        conflict += conflicting.red > 180 && conflicting.blue < 100;
        g_assert_false (single.red > 150 && single.blue < 100);
      }

  g_assert_cmpuint (blue, >, 200);
  g_assert_cmpuint (red, >, 200);
  g_assert_cmpuint (green, >, 200);
  g_assert_cmpuint (conflict, >, 200);

  /* A conflict also tints the cell. */
  g_assert_cmpint (get_pixel (surface, 3 * CELL + 8, 8).red, >, get_pixel (surface, 3 * CELL + 8, 8).blue);

  cairo_surface_destroy (surface);
}

static void
test_render_cursor (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  SudokuRenderOptions options;
  cairo_surface_t *surface;
  Pixel ring, fill;

  sudoku_render_options_init (&options);
  options.cursor = 80;
  surface = render (board, &options, SIZE);

  /* A solid accent ring just inside the cell's lines, a faint fill. */
  ring = get_pixel (surface, 8 * CELL + 50, 8 * CELL + 3);
  fill = get_pixel (surface, 8 * CELL + 50, 8 * CELL + 50);
  assert_pixel (ring, 0x35, 0x84, 0xe4);
  g_assert_cmpint (fill.blue, >, fill.red);
  g_assert_cmpint (luminance (fill), >, 200);
  assert_pixel (get_pixel (surface, 7 * CELL + 50, 8 * CELL + 50), 255, 255, 255);

  cairo_surface_destroy (surface);
}

static void
test_render_dark (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  SudokuRenderStyle style;
  SudokuRenderOptions options;
  cairo_surface_t *surface;

  sudoku_board_set_value (board, 0, 8, TRUE);
  sudoku_render_style_init_dark (&style);
  sudoku_render_options_init (&options);
  options.style = &style;
  surface = render (board, &options, SIZE);

  assert_pixel (get_pixel (surface, 150, 50), 0x1e, 0x1e, 0x1e);
  g_assert_cmpint (luminance (get_pixel (surface, 3, 50)), >, 150);
  /* The given's ink is light: most pixels of its cell stay dark. */
  g_assert_cmpuint (84 * 84 - count_dark_in_cell (surface, 0, 128), >, 300);
  g_assert_cmpuint (count_dark_in_cell (surface, 0, 128), >, 84 * 84 / 2);

  cairo_surface_destroy (surface);
}

static void
test_render_png (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_WINDOKU);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nanpure-render-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *missing = NULL;
  cairo_surface_t *surface;

  g_assert_no_error (error);
  path = g_build_filename (dir, "grid.png", NULL);
  sudoku_board_set_value (board, 0, 8, TRUE);

  g_assert_true (sudoku_render_to_png (board, NULL, 450, path, &error));
  g_assert_no_error (error);

  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 450);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 450);
  g_assert_cmpint (luminance (get_pixel (surface, 75, 25)), ==, 255);
  g_assert_cmpint (luminance (get_pixel (surface, 0, 0)), <, 80);
  cairo_surface_destroy (surface);

  missing = g_build_filename (dir, "no-such-dir", "grid.png", NULL);
  g_assert_false (sudoku_render_to_png (board, NULL, 450, missing, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_false (sudoku_render_to_png (board, NULL, 4, path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_render_cell_at (void)
{
  g_assert_cmpint (sudoku_render_cell_at (900, 0, 0), ==, 0);
  g_assert_cmpint (sudoku_render_cell_at (900, 99.9, 99.9), ==, 0);
  g_assert_cmpint (sudoku_render_cell_at (900, 100, 0), ==, 1);
  g_assert_cmpint (sudoku_render_cell_at (900, 450, 450), ==, 40);
  g_assert_cmpint (sudoku_render_cell_at (900, 899.9, 899.9), ==, 80);
  g_assert_cmpint (sudoku_render_cell_at (900, 900, 10), ==, -1);
  g_assert_cmpint (sudoku_render_cell_at (900, -0.1, 10), ==, -1);
  g_assert_cmpint (sudoku_render_cell_at (0, 0, 0), ==, -1);
}

/* Steps and hints. */

/* The first puzzle of "top1465" (tests/data/puzzles3_magictour_top1465):
 * its solving path has fish, wings, chains and ALS steps.
 */
#define TOP1465_FIRST \
  "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"

/* Where the centre of candidate @digit of @cell lies at SIZE: the light
 * style's lines are 2 (thin) and 6 (thick) pixels wide, the outer border
 * inside the grid, and candidates sit in a 3×3 grid inset by 6 pixels
 * from the lines (see sudoku-render.c).
 */
static void
candidate_center (guint cell,
                  guint digit,
                  int  *x,
                  int  *y)
{
  int coordinates[2] = { (int) sudoku_cell_column (cell), (int) sudoku_cell_row (cell) };
  int position[2] = { (int) (digit - 1) % 3, (int) (digit - 1) / 3 };
  int centre[2];

  for (guint axis = 0; axis < 2; axis++)
    {
      int index = coordinates[axis];
      int start = index == 0 ? 6 : index % 3 == 0 ? index * CELL + 3 : index * CELL + 1;
      int end = index == 8 ? SIZE - 6 : (index + 1) % 3 == 0 ? (index + 1) * CELL - 3
                                                             : (index + 1) * CELL - 1;
      double step = (end - start - 12) / 3.0;

      centre[axis] = (int) round (start + 6 + step * (position[axis] + 0.5));
    }
  *x = centre[0];
  *y = centre[1];
}

/* A colour laid over @under at @opacity, as the renderer composites it. */
static Pixel
over (Pixel                    under,
      const SudokuRenderColor *color,
      double                   opacity)
{
  double alpha = color->alpha * opacity;
  Pixel pixel;

  pixel.red = (int) round (under.red * (1 - alpha) + 255 * color->red * alpha);
  pixel.green = (int) round (under.green * (1 - alpha) + 255 * color->green * alpha);
  pixel.blue = (int) round (under.blue * (1 - alpha) + 255 * color->blue * alpha);
  return pixel;
}

static Pixel
over_white (const SudokuRenderColor *color,
            double                   opacity)
{
  return over ((Pixel) { 255, 255, 255 }, color, opacity);
}

static gboolean
is_red (Pixel pixel)
{
  return pixel.red > 170 && pixel.green < 110 && pixel.blue < 110;
}

static gboolean
is_green (Pixel pixel)
{
  return pixel.green > pixel.red + 50 && pixel.green > pixel.blue + 20;
}

/* The step's link colour, loosely: orange brown. */
static gboolean
is_link (Pixel pixel)
{
  return pixel.red > 150 && pixel.red > pixel.green + 60 && pixel.green > pixel.blue + 20;
}

typedef gboolean (*PixelTest) (Pixel pixel);

static guint
count_in_box (cairo_surface_t *surface,
              int              x0,
              int              y0,
              int              x1,
              int              y1,
              PixelTest        test)
{
  guint n = 0;

  for (int y = MAX (y0, 0); y < MIN (y1, SIZE); y++)
    for (int x = MAX (x0, 0); x < MIN (x1, SIZE); x++)
      n += test (get_pixel (surface, x, y));
  return n;
}

/* Pixels passing @test within @reach of a candidate's centre. */
static guint
count_at_candidate (cairo_surface_t *surface,
                    guint            cell,
                    guint            digit,
                    int              reach,
                    PixelTest        test)
{
  int x, y;

  candidate_center (cell, digit, &x, &y);
  return count_in_box (surface, x - reach, y - reach, x + reach + 1, y + reach + 1, test);
}

static guint
house_index (SudokuVariant   variant,
             SudokuHouseKind kind,
             guint           index)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (variant);

  for (guint h = 0; h < houses->n_houses; h++)
    {
      if (houses->houses[h].kind == kind && houses->houses[h].index == index)
        return h;
    }
  g_assert_not_reached ();
}

static gboolean
surfaces_equal (cairo_surface_t *a,
                cairo_surface_t *b)
{
  int stride = cairo_image_surface_get_stride (a);
  int height = cairo_image_surface_get_height (a);

  g_assert_cmpint (stride, ==, cairo_image_surface_get_stride (b));
  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) stride * height) == 0;
}

/* Whether every pixel that differs between @a and @b lies in @cells. */
static gboolean
differences_within (cairo_surface_t *a,
                    cairo_surface_t *b,
                    SudokuCells      cells,
                    guint           *n_different)
{
  gboolean within = TRUE;

  *n_different = 0;
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        Pixel pa = get_pixel (a, x, y);
        Pixel pb = get_pixel (b, x, y);

        if (pa.red == pb.red && pa.green == pb.green && pa.blue == pb.blue)
          continue;
        (*n_different)++;
        if (!sudoku_cells_has (cells, (guint) sudoku_render_cell_at (SIZE, x, y)))
          within = FALSE;
      }
  return within;
}

/* Without a step or a hint nothing changes: the defaults draw the same
 * bytes as no options at all, and so does an empty step.
 */
static void
test_render_step_none (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuStep) empty = sudoku_step_new (SUDOKU_TECHNIQUE_X_WING);
  SudokuRenderOptions options;
  cairo_surface_t *plain, *defaults, *stepped;

  sudoku_board_set_value (board, 0, 8, TRUE);
  sudoku_board_compute_candidates (board);
  sudoku_render_options_init (&options);
  g_assert_null (options.step);
  g_assert_cmpint (options.highlight_house, ==, -1);
  g_assert_true (sudoku_cells_is_empty (options.highlight_cells));
  g_assert_null (options.highlight_candidates);

  plain = render (board, NULL, SIZE);
  defaults = render (board, &options, SIZE);
  g_assert_true (surfaces_equal (plain, defaults));

  options.step = empty;
  stepped = render (board, &options, SIZE);
  g_assert_true (surfaces_equal (plain, stepped));

  cairo_surface_destroy (plain);
  cairo_surface_destroy (defaults);
  cairo_surface_destroy (stepped);
}

/* An elimination is struck through in red over its candidate, and
 * nothing outside its cell changes.
 */
static void
test_render_step_elimination (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuStep) step = sudoku_step_new (SUDOKU_TECHNIQUE_POINTING);
  SudokuRenderOptions options;
  cairo_surface_t *before, *after;
  guint n_different;

  sudoku_board_compute_candidates (board);
  sudoku_step_add_elimination (step, 40, 5);
  sudoku_render_options_init (&options);
  options.show_candidates = TRUE;
  before = render (board, &options, SIZE);
  options.step = step;
  after = render (board, &options, SIZE);

  g_assert_cmpuint (count_at_candidate (before, 40, 5, 12, is_red), ==, 0);
  g_assert_cmpuint (count_at_candidate (after, 40, 5, 12, is_red), >, 25);
  for (guint digit = 1; digit <= 9; digit++)
    {
      if (digit != 5)
        g_assert_cmpuint (count_at_candidate (after, 40, digit, 8, is_red), ==, 0);
    }
  g_assert_true (differences_within (before, after, sudoku_cells_single (40), &n_different));
  g_assert_cmpuint (n_different, >, 100);

  cairo_surface_destroy (before);
  cairo_surface_destroy (after);
}

/* A placement sits on a green disc; with candidates off, the step still
 * draws the candidates it names and only those.
 */
static void
test_render_step_placement (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuStep) step = sudoku_step_new (SUDOKU_TECHNIQUE_NAKED_SINGLE);
  SudokuRenderOptions options;
  cairo_surface_t *surface;

  sudoku_board_compute_candidates (board);
  sudoku_step_add_placement (step, 20, 3);
  sudoku_step_add_elimination (step, 22, 3);
  sudoku_render_options_init (&options);
  options.step = step;
  surface = render (board, &options, SIZE);

  g_assert_cmpuint (count_at_candidate (surface, 20, 3, 10, is_green), >, 200);
  /* The placed digit shows on its disc, in the paper's colour. */
  g_assert_cmpuint (count_at_candidate (surface, 20, 3, 6, is_green), <, 13 * 13);
  g_assert_cmpuint (count_at_candidate (surface, 22, 3, 12, is_red), >, 25);
  for (guint digit = 1; digit <= 9; digit++)
    {
      int x, y;

      if (digit == 3)
        continue;
      candidate_center (20, digit, &x, &y);
      g_assert_cmpuint (count_dark (surface, x - 10, y - 10, x + 11, y + 11, 200), ==, 0);
      candidate_center (22, digit, &x, &y);
      g_assert_cmpuint (count_dark (surface, x - 10, y - 10, x + 11, y + 11, 200), ==, 0);
    }
  /* A cell the step does not name stays blank. */
  g_assert_cmpuint (count_dark_in_cell (surface, 21, 250), ==, 0);

  cairo_surface_destroy (surface);
}

/* A cell marked as a whole takes its role's tint; a marked candidate
 * sits on a disc of its role's colour.
 */
static void
test_render_step_roles (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuStep) step = sudoku_step_new (SUDOKU_TECHNIQUE_XY_WING);
  SudokuRenderStyle style;
  SudokuRenderOptions options;
  cairo_surface_t *surface;
  Pixel corner, disc, plain;
  int x, y;

  sudoku_board_compute_candidates (board);
  sudoku_step_add_mark (step, 30, 0, SUDOKU_ROLE_PIVOT, 0);
  sudoku_step_add_mark (step, 50, 1, SUDOKU_ROLE_FIN, 0);
  sudoku_render_style_init_light (&style);
  sudoku_render_options_init (&options);
  options.style = &style;
  options.show_candidates = TRUE;
  options.step = step;
  surface = render (board, &options, SIZE);

  /* The pivot's cell: orange, everywhere away from its digits. */
  corner = get_pixel (surface, 3 * CELL + 50, 3 * CELL + 4);
  g_assert_cmpint (corner.red, ==, 255);
  g_assert_cmpint (corner.green, <, 240);
  g_assert_cmpint (corner.blue, <, corner.green - 20);

  /* The fin's disc, beside its digit: the fin colour over white. */
  candidate_center (50, 1, &x, &y);
  disc = get_pixel (surface, x - 8, y - 8);
  assert_pixel (disc, over_white (&style.step_fin, 1).red, over_white (&style.step_fin, 1).green,
                over_white (&style.step_fin, 1).blue);
  candidate_center (50, 2, &x, &y);
  plain = get_pixel (surface, x - 8, y - 8);
  assert_pixel (plain, 255, 255, 255);
  /* The rest of the fin's cell is not tinted. */
  assert_pixel (get_pixel (surface, 5 * CELL + 50, 5 * CELL + 4), 255, 255, 255);

  cairo_surface_destroy (surface);
}

/* A vague hint tints exactly the cells of its house, for every kind of
 * house; the step's own houses do the same in their colour.
 */
static void
test_render_step_houses (void)
{
  static const struct
  {
    SudokuVariant   variant;
    SudokuHouseKind kind;
    guint           index;
  } cases[] = {
    { SUDOKU_VARIANT_CLASSIC, SUDOKU_HOUSE_ROW, 2 },
    { SUDOKU_VARIANT_CLASSIC, SUDOKU_HOUSE_COLUMN, 7 },
    { SUDOKU_VARIANT_CLASSIC, SUDOKU_HOUSE_BOX, 4 },
    { SUDOKU_VARIANT_WINDOKU, SUDOKU_HOUSE_WINDOW, 3 },
  };
  SudokuRenderStyle style;

  sudoku_render_style_init_light (&style);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(SudokuBoard) board = sudoku_board_new (cases[i].variant);
      g_autoptr(SudokuStep) step = sudoku_step_new (SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX);
      guint house = house_index (cases[i].variant, cases[i].kind, cases[i].index);
      const SudokuHouse *cells = &sudoku_variant_get_houses (cases[i].variant)->houses[house];
      SudokuRenderOptions options;
      cairo_surface_t *plain, *hinted, *stepped;
      Pixel hint = over_white (&style.hint_house, 1);

      sudoku_render_options_init (&options);
      options.style = &style;
      plain = render (board, &options, SIZE);
      options.highlight_house = (int) house;
      hinted = render (board, &options, SIZE);
      options.highlight_house = -1;
      sudoku_step_add_house (step, house);
      options.step = step;
      stepped = render (board, &options, SIZE);

      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        {
          int x = (int) sudoku_cell_column (cell) * CELL + CELL / 2;
          int y = (int) sudoku_cell_row (cell) * CELL + CELL / 2;
          Pixel under = get_pixel (plain, x, y);
          Pixel hinted_pixel = get_pixel (hinted, x, y);
          Pixel stepped_pixel = get_pixel (stepped, x, y);
          gboolean in_house = FALSE;

          for (guint j = 0; j < 9; j++)
            in_house |= cells->cells[j] == cell;

          if (!in_house)
            {
              assert_pixel (hinted_pixel, under.red, under.green, under.blue);
              assert_pixel (stepped_pixel, under.red, under.green, under.blue);
            }
          else
            {
              g_assert_cmpint (luminance (hinted_pixel), <, luminance (under));
              g_assert_cmpint (luminance (stepped_pixel), <, luminance (under));
              /* Yellow: blue is what the tint takes away most. */
              g_assert_cmpint (hinted_pixel.blue, <, hinted_pixel.green);
              g_assert_cmpint (stepped_pixel.blue, <, stepped_pixel.green);
              if (cases[i].variant == SUDOKU_VARIANT_CLASSIC)
                assert_pixel (hinted_pixel, hint.red, hint.green, hint.blue);
            }
        }

      cairo_surface_destroy (plain);
      cairo_surface_destroy (hinted);
      cairo_surface_destroy (stepped);
    }
}

/* A concrete hint tints its cells and puts its candidates on discs,
 * shown even with candidates off.
 */
static void
test_render_hint_cells (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  guint16 highlight[SUDOKU_N_CELLS] = { 0 };
  SudokuRenderStyle style;
  SudokuRenderOptions options;
  cairo_surface_t *surface;
  Pixel tint, disc;
  int x, y;

  sudoku_board_compute_candidates (board);
  highlight[60] = SUDOKU_DIGIT_BIT (7);
  sudoku_render_style_init_light (&style);
  sudoku_render_options_init (&options);
  options.style = &style;
  options.highlight_cells = sudoku_cells_single (10);
  options.highlight_candidates = highlight;
  surface = render (board, &options, SIZE);

  tint = over_white (&style.hint_cell, 1);
  assert_pixel (get_pixel (surface, CELL + 50, CELL + 50), tint.red, tint.green, tint.blue);
  assert_pixel (get_pixel (surface, 2 * CELL + 50, CELL + 50), 255, 255, 255);

  candidate_center (60, 7, &x, &y);
  disc = over_white (&style.hint_candidate, 1);
  assert_pixel (get_pixel (surface, x - 8, y - 8), disc.red, disc.green, disc.blue);
  g_assert_cmpuint (count_dark (surface, x - 8, y - 8, x + 9, y + 9, 160), >, 10);
  candidate_center (60, 8, &x, &y);
  g_assert_cmpuint (count_dark (surface, x - 10, y - 10, x + 11, y + 11, 250), ==, 0);

  cairo_surface_destroy (surface);
}

/* Links run from candidate to candidate: one between the 1s at the two
 * ends of a row bends around the 1s between them; a weak link is
 * dashed, so it has less ink than a strong one.
 */
static void
test_render_step_links (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  SudokuRenderOptions options;
  cairo_surface_t *surfaces[2];
  guint ink[2];

  sudoku_board_compute_candidates (board);
  sudoku_render_options_init (&options);
  options.show_candidates = TRUE;

  for (guint strong = 0; strong < 2; strong++)
    {
      g_autoptr(SudokuStep) step = sudoku_step_new (SUDOKU_TECHNIQUE_X_CHAIN);

      sudoku_step_add_link (step, sudoku_cells_single (36), 1, sudoku_cells_single (44), 1, strong);
      options.step = step;
      surfaces[strong] = render (board, &options, SIZE);
      ink[strong] = count_in_box (surfaces[strong], 0, 3 * CELL, SIZE, 6 * CELL, is_link);

      /* Nothing over the 1s in between, nor over the ends' digits. */
      for (guint cell = 36; cell <= 44; cell++)
        g_assert_cmpuint (count_at_candidate (surfaces[strong], cell, 1, 8, is_link), ==, 0);
      /* The arrow's head, beside the last 1. */
      {
        int x, y;

        candidate_center (44, 1, &x, &y);
        g_assert_cmpuint (count_in_box (surfaces[strong], x - 30, y - 30, x + 30, y + 30, is_link),
                          >, 30);
      }
    }

  g_assert_cmpuint (ink[1], >, 400);
  g_assert_cmpuint (ink[0], >, 150);
  g_assert_cmpuint (ink[0], <, ink[1] * 4 / 5);

  cairo_surface_destroy (surfaces[0]);
  cairo_surface_destroy (surfaces[1]);
}

/* ALS cells are outlined in their group's colour, crisply: a scan down
 * from the top edge of an outlined cell meets the outline's exact
 * colour for whole pixels, with no blended rows.
 */
static void
test_render_step_als (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuStep) step = sudoku_step_new (SUDOKU_TECHNIQUE_ALS_XZ);
  SudokuRenderStyle style;
  SudokuRenderOptions options;
  cairo_surface_t *surface;
  Pixel outline[2];
  guint rows[2] = { 0, 0 };

  sudoku_board_compute_candidates (board);
  sudoku_step_add_mark (step, 40, 0, SUDOKU_ROLE_ALS, 0);
  sudoku_step_add_mark (step, 41, 0, SUDOKU_ROLE_ALS, 0);
  sudoku_step_add_mark (step, 10, 0, SUDOKU_ROLE_ALS, 1);
  sudoku_render_style_init_light (&style);
  sudoku_render_options_init (&options);
  options.style = &style;
  options.step = step;
  surface = render (board, &options, SIZE);

  for (guint group = 0; group < 2; group++)
    {
      const SudokuRenderColor *color = &style.step_als[group];
      int column = group == 0 ? 4 : 1;
      int row = group == 0 ? 4 : 1;
      int x = column * CELL + 50;

      /* The outline, over its ALS's faint fill. */
      outline[group] = over (get_pixel (surface, x, row * CELL + 50), color, 1);
      for (int y = row * CELL; y < row * CELL + 30; y++)
        {
          Pixel pixel = get_pixel (surface, x, y);

          if (abs (pixel.red - outline[group].red) <= 2 &&
              abs (pixel.green - outline[group].green) <= 2 &&
              abs (pixel.blue - outline[group].blue) <= 2)
            rows[group]++;
        }
      g_assert_cmpuint (rows[group], ==, 3);
    }
  g_assert_false (outline[0].red == outline[1].red && outline[0].green == outline[1].green);

  /* Two cells side by side share one outline: none between them. */
  {
    int between = 4 * CELL + CELL;
    guint found = 0;

    for (int x = between - 12; x <= between + 12; x++)
      {
        Pixel pixel = get_pixel (surface, x, 4 * CELL + 50);

        found += abs (pixel.red - outline[0].red) <= 2 && abs (pixel.blue - outline[0].blue) <= 2;
      }
    g_assert_cmpuint (found, ==, 0);
  }
  assert_pixel (get_pixel (surface, 6 * CELL + 50, 4 * CELL + 50), 255, 255, 255);

  cairo_surface_destroy (surface);
}

static gboolean
is_dark_red (Pixel pixel)
{
  return pixel.red > 200 && pixel.red > pixel.green + 60 && pixel.red > pixel.blue + 60;
}

/* Real steps from the engine, at the sizes the window and the history
 * use: every elimination is struck, every placement green, every step
 * with links has arrows. In the dark style too.
 */
static void
test_render_step_engine (void)
{
  g_autoptr(GError) error = NULL;
  SudokuProfile profile;
  SudokuBoard board = test_board_from (TOP1465_FIRST, SUDOKU_VARIANT_CLASSIC);
  guint n_links = 0, n_eliminations = 0, n_placements = 0;

  sudoku_board_compute_candidates (&board);
  g_assert_true (sudoku_profile_init_from_string (&profile, "full", &error));
  g_assert_no_error (error);

  for (guint n = 0; n < 200; n++)
    {
      g_autoptr(SudokuStep) step = sudoku_path_next_step (&board, &profile, TRUE);
      SudokuRenderStyle dark;
      SudokuRenderOptions options;
      cairo_surface_t *surface;

      if (step == NULL)
        break;

      sudoku_render_options_init (&options);
      options.step = step;
      options.show_candidates = n % 2 == 0;
      if (n % 3 == 0)
        {
          sudoku_render_style_init_dark (&dark);
          options.style = &dark;
        }
      surface = render (&board, &options, SIZE);

      for (guint i = 0; i < step->eliminations->len; i++)
        {
          const SudokuCandidate *candidate =
            &g_array_index (step->eliminations, SudokuCandidate, i);

          g_assert_cmpuint (count_at_candidate (surface, candidate->cell, candidate->digit, 12,
                                                options.style ? is_dark_red : is_red), >, 20);
          n_eliminations++;
        }
      for (guint i = 0; i < step->placements->len; i++)
        {
          const SudokuCandidate *candidate = &g_array_index (step->placements, SudokuCandidate, i);

          g_assert_cmpuint (count_at_candidate (surface, candidate->cell, candidate->digit, 10,
                                                is_green), >, 150);
          n_placements++;
        }
      if (step->links->len > 0 && options.style == NULL)
        {
          g_assert_cmpuint (count_in_box (surface, 0, 0, SIZE, SIZE, is_link), >, 100);
          n_links += step->links->len;
        }
      cairo_surface_destroy (surface);

      /* The small preview and the large grid draw without trouble. */
      if (n % 10 == 0)
        {
          cairo_surface_destroy (render (&board, &options, 150));
          cairo_surface_destroy (render (&board, &options, 1200));
        }

      sudoku_step_apply (step, &board);
    }

  g_assert_true (sudoku_board_is_complete (&board));
  g_assert_cmpuint (n_placements, >, 40);
  g_assert_cmpuint (n_eliminations, >, 20);
  g_assert_cmpuint (n_links, >, 2);
}

static void
write_picture (const SudokuBoard         *board,
               const SudokuRenderOptions *options,
               const char                *dir,
               const char                *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *path = g_build_filename (dir, file, NULL);

  g_assert_true (sudoku_render_to_png (board, options, SIZE, path, &error));
  g_assert_no_error (error);
  g_test_message ("wrote %s", path);
}

/* With NANPURE_RENDER_STEPS set to a folder, writes the first step of
 * several techniques met along the solving paths of the first puzzles
 * of top1465 as PNG files there, to look at, and two hints; otherwise
 * skipped.
 */
static void
test_render_step_pictures (void)
{
  static const SudokuTechnique techniques[] = {
    SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX,
    SUDOKU_TECHNIQUE_NAKED_PAIR,
    SUDOKU_TECHNIQUE_X_WING,
    SUDOKU_TECHNIQUE_FINNED_X_WING,
    SUDOKU_TECHNIQUE_FINNED_SWORDFISH,
    SUDOKU_TECHNIQUE_SKYSCRAPER,
    SUDOKU_TECHNIQUE_EMPTY_RECTANGLE,
    SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP,
    SUDOKU_TECHNIQUE_XY_WING,
    SUDOKU_TECHNIQUE_W_WING,
    SUDOKU_TECHNIQUE_UNIQUENESS_1,
    SUDOKU_TECHNIQUE_XY_CHAIN,
    SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS,
    SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS,
    SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS,
    SUDOKU_TECHNIQUE_AIC,
    SUDOKU_TECHNIQUE_ALS_XZ,
    SUDOKU_TECHNIQUE_ALS_XY_WING,
    SUDOKU_TECHNIQUE_DEATH_BLOSSOM,
    SUDOKU_TECHNIQUE_SUE_DE_COQ,
  };
  const char *dir = g_getenv ("NANPURE_RENDER_STEPS");
  const char *data = g_getenv ("NANPURE_TEST_DATA");
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  gboolean done[G_N_ELEMENTS (techniques)] = { FALSE };
  gboolean hints_done = FALSE;
  SudokuProfile profile;
  guint n_puzzles = 0;

  if (dir == NULL || data == NULL)
    {
      g_test_skip ("set NANPURE_RENDER_STEPS to a folder to write pictures of steps");
      return;
    }

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  path = g_build_filename (data, "puzzles3_magictour_top1465", NULL);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  g_assert_true (sudoku_profile_init_from_string (&profile, "standard", &error));
  g_assert_no_error (error);

  for (guint l = 0; lines[l] != NULL && n_puzzles < 60; l++)
    {
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      SudokuBoard board;

      if (strlen (lines[l]) < 81 || lines[l][0] == '#')
        continue;
      puzzle = sudoku_parse_puzzle (lines[l], -1, SUDOKU_VARIANT_CLASSIC, &error);
      g_assert_no_error (error);
      board = puzzle->board;
      sudoku_board_compute_candidates (&board);
      n_puzzles++;

      for (guint n = 0; n < 300; n++)
        {
          g_autoptr(SudokuStep) next = NULL;
          SudokuGrid grid;

          sudoku_grid_init (&grid, &board, TRUE);
          for (guint t = 0; t < G_N_ELEMENTS (techniques); t++)
            {
              g_autoptr(SudokuStep) step = NULL;
              SudokuRenderOptions options;

              if (done[t] || (step = sudoku_find_first_step (&grid, techniques[t])) == NULL)
                continue;
              done[t] = TRUE;
              sudoku_render_options_init (&options);
              options.show_candidates = TRUE;
              options.step = step;
              write_picture (&board, &options, dir, sudoku_technique_get_info (techniques[t])->key);

              /* The two hints that come before a full hidden single. */
              if (techniques[t] == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX && !hints_done)
                {
                  const SudokuCandidate *placement = &g_array_index (step->placements,
                                                                     SudokuCandidate, 0);
                  guint16 highlight[SUDOKU_N_CELLS] = { 0 };

                  hints_done = TRUE;
                  sudoku_render_options_init (&options);
                  options.show_candidates = TRUE;
                  options.highlight_house = step->houses[0];
                  write_picture (&board, &options, dir, "hint-vague");
                  highlight[placement->cell] = SUDOKU_DIGIT_BIT (placement->digit);
                  options.highlight_cells = sudoku_cells_single (placement->cell);
                  options.highlight_candidates = highlight;
                  write_picture (&board, &options, dir, "hint-concrete");
                }
            }

          next = sudoku_path_next_step (&board, &profile, TRUE);
          if (next == NULL)
            break;
          sudoku_step_apply (next, &board);
        }
    }

  for (guint t = 0; t < G_N_ELEMENTS (techniques); t++)
    {
      if (!done[t])
        g_test_message ("no %s met", sudoku_technique_get_info (techniques[t])->key);
    }
  g_assert_true (done[0]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/render/digits", test_render_digits);
  g_test_add_func ("/nanpure/render/given-tint", test_render_given_tint);
  g_test_add_func ("/nanpure/render/lines", test_render_lines);
  g_test_add_func ("/nanpure/render/crisp", test_render_crisp);
  g_test_add_func ("/nanpure/render/windoku", test_render_windoku);
  g_test_add_func ("/nanpure/render/candidates", test_render_candidates);
  g_test_add_func ("/nanpure/render/roles", test_render_roles);
  g_test_add_func ("/nanpure/render/cursor", test_render_cursor);
  g_test_add_func ("/nanpure/render/dark", test_render_dark);
  g_test_add_func ("/nanpure/render/png", test_render_png);
  g_test_add_func ("/nanpure/render/cell-at", test_render_cell_at);
  g_test_add_func ("/nanpure/render/step-none", test_render_step_none);
  g_test_add_func ("/nanpure/render/step-elimination", test_render_step_elimination);
  g_test_add_func ("/nanpure/render/step-placement", test_render_step_placement);
  g_test_add_func ("/nanpure/render/step-roles", test_render_step_roles);
  g_test_add_func ("/nanpure/render/step-houses", test_render_step_houses);
  g_test_add_func ("/nanpure/render/hint-cells", test_render_hint_cells);
  g_test_add_func ("/nanpure/render/step-links", test_render_step_links);
  g_test_add_func ("/nanpure/render/step-als", test_render_step_als);
  g_test_add_func ("/nanpure/render/step-engine", test_render_step_engine);
  g_test_add_func ("/nanpure/render/step-pictures", test_render_step_pictures);

  return g_test_run ();
}
