/* test-render-colouring.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The user's colouring drawn: cell colours, the second colour on the
 * lower right half, and the export's "with colours". */

#include "config.h"

#include "sudoku-colouring.h"
#include "sudoku-export.h"
#include "sudoku-render.h"
#include "test-utils.h"

static void
get_rgb (cairo_surface_t *surface,
         int              x,
         int              y,
         int             *red,
         int             *green,
         int             *blue)
{
  const guint8 *data;
  guint32 argb;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  argb = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);
  *red = argb >> 16 & 0xff;
  *green = argb >> 8 & 0xff;
  *blue = argb & 0xff;
}

static void
assert_colour_at (cairo_surface_t *surface,
                  int              x,
                  int              y,
                  guint            colour)
{
  double red, green, blue;
  int r, g, b;

  sudoku_colour_get_rgb (colour, &red, &green, &blue);
  get_rgb (surface, x, y, &r, &g, &b);
  g_assert_cmpint (ABS (r - (int) (red * 255 + 0.5)), <=, 2);
  g_assert_cmpint (ABS (g - (int) (green * 255 + 0.5)), <=, 2);
  g_assert_cmpint (ABS (b - (int) (blue * 255 + 0.5)), <=, 2);
}

/* Pixels of @colour's own shade in @surface. */
static guint
count_colour (cairo_surface_t *surface,
              guint            colour)
{
  double red, green, blue;
  guint n = 0;

  sudoku_colour_get_rgb (colour, &red, &green, &blue);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      {
        int r, g, b;

        get_rgb (surface, x, y, &r, &g, &b);
        n += ABS (r - (int) (red * 255 + 0.5)) <= 2 && ABS (g - (int) (green * 255 + 0.5)) <= 2 &&
             ABS (b - (int) (blue * 255 + 0.5)) <= 2;
      }
  return n;
}

static void
test_cells (void)
{
  SudokuBoard board;
  SudokuColouring colouring = { { 0 } };
  SudokuRenderOptions options;
  cairo_surface_t *surface;
  const int cell = 50;

  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  colouring.primary[0] = 1;
  colouring.secondary[1] = 3;
  colouring.primary[2] = 6;
  colouring.secondary[2] = 9;
  sudoku_render_options_init (&options);
  options.colouring = &colouring;
  surface = sudoku_render_to_image (&board, &options, 9 * cell);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);

  /* Cell r1c1: colour a, away from its letter in the corner. */
  assert_colour_at (surface, cell * 0.7, cell * 0.5, 1);
  /* r1c2: its second colour (b) on the lower right half only. */
  assert_colour_at (surface, cell + cell * 0.8, cell * 0.8, 3);
  g_assert_cmpuint (count_colour (surface, 3), <, cell * cell * 0.6);
  /* r1c3: C above the diagonal, e below. */
  assert_colour_at (surface, 2 * cell + cell * 0.4, cell * 0.25, 6);
  assert_colour_at (surface, 2 * cell + cell * 0.8, cell * 0.75, 9);
  cairo_surface_destroy (surface);

  /* Without the colouring, none of it. */
  options.colouring = NULL;
  surface = sudoku_render_to_image (&board, &options, 9 * cell);
  g_assert_cmpuint (count_colour (surface, 1), ==, 0);
  cairo_surface_destroy (surface);
}

/* The export draws the colours only when asked. */
static void
test_export (void)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                               sudoku_export_item_free);
  SudokuBoard board = test_board_from (EASY, SUDOKU_VARIANT_CLASSIC);
  SudokuExportItem *item = sudoku_export_item_new (&board);
  SudokuExportOptions options;
  guint coloured[2];

  item->level = 1;
  item->colouring = sudoku_colouring_new ();
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell += 10)
    item->colouring->primary[cell] = 5;
  g_ptr_array_add (items, item);

  sudoku_export_options_init (&options);
  options.format = SUDOKU_EXPORT_FORMAT_PNG;
  options.grid_size = 270;
  for (guint with = 0; with < 2; with++)
    {
      cairo_surface_t *surface;
      double width, height;
      cairo_t *cr;

      options.colours = with;
      sudoku_export_image_size (items, &options, &width, &height);
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
      cr = cairo_create (surface);
      sudoku_export_render_image (cr, items, &options);
      cairo_destroy (cr);
      coloured[with] = count_colour (surface, 5);
      cairo_surface_destroy (surface);
    }
  g_assert_cmpuint (coloured[0], ==, 0);
  g_assert_cmpuint (coloured[1], >, 9 * 100);

  /* Grayscale: the colours as greys, nothing coloured. */
  {
    cairo_surface_t *surface;
    double width, height;
    guint n_coloured = 0;
    cairo_t *cr;

    options.grayscale = TRUE;
    sudoku_export_image_size (items, &options, &width, &height);
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
    cr = cairo_create (surface);
    sudoku_export_render_image (cr, items, &options);
    cairo_destroy (cr);
    cairo_surface_flush (surface);
    for (int y = 0; y < (int) height; y++)
      for (int x = 0; x < (int) width; x++)
        {
          int r, g, b;

          get_rgb (surface, x, y, &r, &g, &b);
          n_coloured += MAX (ABS (r - g), MAX (ABS (g - b), ABS (r - b))) > 8;
        }
    g_assert_cmpuint (n_coloured, ==, 0);
    g_assert_cmpuint (count_colour (surface, 5), ==, 0);
    cairo_surface_destroy (surface);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/render-colouring/cells", test_cells);
  g_test_add_func ("/nanpure/render-colouring/export", test_export);

  return g_test_run ();
}
