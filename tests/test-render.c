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

#include "sudoku-render.h"

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

static void
test_render_windoku (void)
{
  g_autoptr(SudokuBoard) classic = sudoku_board_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuBoard) windoku = sudoku_board_new (SUDOKU_VARIANT_WINDOKU);
  cairo_surface_t *plain = render (classic, NULL, SIZE);
  cairo_surface_t *shaded = render (windoku, NULL, SIZE);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint row = sudoku_cell_row (cell);
      guint column = sudoku_cell_column (cell);
      gboolean in_window = row % 4 != 0 && column % 4 != 0;
      int x = column * CELL + CELL / 2;
      int y = row * CELL + CELL / 2;
      Pixel pixel = get_pixel (shaded, x, y);

      assert_pixel (get_pixel (plain, x, y), 255, 255, 255);
      if (in_window)
        {
          /* The window tint: a light blue. */
          g_assert_cmpint (pixel.blue, >, pixel.red + 20);
          g_assert_cmpint (pixel.blue, >=, 240);
          g_assert_cmpint (luminance (pixel), >, 200);
        }
      else
        assert_pixel (pixel, 255, 255, 255);
    }

  cairo_surface_destroy (plain);
  cairo_surface_destroy (shaded);
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
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
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

  return g_test_run ();
}
