/* test-render-links.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The routing of a step's links (issue 23, item 3): no link leaves the
 * grid, and a link goes round a digit it does not belong to where there
 * is a way round. The curves are the ones sudoku_render_board() draws,
 * as the window, the PDF and the help pictures draw them. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "sudoku-path.h"
#include "sudoku-render-private.h"
#include "test-utils.h"

#define SIZE 450.0

static GArray *
curves_of (const SudokuBoard *board,
           const SudokuStep  *step)
{
  GArray *curves = g_array_new (FALSE, FALSE, sizeof (SudokuRenderCurve));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
  cairo_t *cr = cairo_create (surface);
  SudokuRenderOptions options;

  sudoku_render_options_init (&options);
  options.show_candidates = TRUE;
  options.step = step;
  _sudoku_render_board_with_curves (cr, board, &options, SIZE, curves);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return curves;
}

/* Every control point within the grid: the curve, in their hull, is
 * too. */
static void
assert_inside (GArray *curves)
{
  for (guint i = 0; i < curves->len; i++)
    {
      const SudokuRenderCurve *curve = &g_array_index (curves, SudokuRenderCurve, i);

      for (guint j = 0; j < 4; j++)
        {
          g_assert_cmpfloat (curve->x[j], >=, 0);
          g_assert_cmpfloat (curve->y[j], >=, 0);
          g_assert_cmpfloat (curve->x[j], <=, SIZE);
          g_assert_cmpfloat (curve->y[j], <=, SIZE);
        }
    }
}

static void
bezier (const SudokuRenderCurve *curve,
        double                   t,
        double                  *x,
        double                  *y)
{
  double u = 1 - t;
  double w[4] = { u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t };

  *x = *y = 0;
  for (guint i = 0; i < 4; i++)
    {
      *x += w[i] * curve->x[i];
      *y += w[i] * curve->y[i];
    }
}

/* The nearest any curve comes to the centre of @cell. */
static double
nearest_to_cell (GArray *curves,
                 guint   cell)
{
  double cx = (cell % 9 + 0.5) * SIZE / 9, cy = (cell / 9 + 0.5) * SIZE / 9;
  double nearest = G_MAXDOUBLE;

  for (guint i = 0; i < curves->len; i++)
    for (guint k = 0; k <= 100; k++)
      {
        double x, y;

        bezier (&g_array_index (curves, SudokuRenderCurve, i), k / 100.0, &x, &y);
        nearest = MIN (nearest, hypot (x - cx, y - cy));
      }
  return nearest;
}

/* Every link of every view of every step of the full path of a few of
 * the hardest puzzles (forcing chains with hundreds of links among
 * them) stays within the grid. */
static void
test_links_inside (void)
{
  g_autofree char *path = test_data_path ("puzzles6_forum_hardest_1106", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *puzzles = g_ptr_array_new ();
  SudokuProfile profile;
  guint n_curves = 0, n_steps = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  g_ptr_array_add (puzzles, (gpointer) INKALA_2012);
  g_ptr_array_add (puzzles, (gpointer) INKALA_2010);
  for (guint i = 0; lines[i] != NULL && puzzles->len < 5; i++)
    if (strlen (lines[i]) >= 81 && lines[i][0] != '#')
      g_ptr_array_add (puzzles, lines[i]);
  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));

  for (guint p = 0; p < puzzles->len; p++)
    {
      g_autofree char *text = g_strndup (g_ptr_array_index (puzzles, p), 81);
      SudokuBoard board = test_board_from (text, SUDOKU_VARIANT_CLASSIC);

      for (;;)
        {
          g_autoptr(SudokuStep) step = sudoku_path_next_step (&board, &profile, TRUE);
          g_autoptr(GPtrArray) views = NULL;

          if (step == NULL)
            break;
          views = sudoku_step_dup_views (step);
          for (guint v = 0; v < views->len; v++)
            {
              g_autoptr(SudokuStep) shown = sudoku_step_new_for_view (step,
                                                                      g_ptr_array_index (views,
                                                                                         v));
              g_autoptr(GArray) curves = NULL;

              if (shown->links->len == 0)
                continue;
              curves = curves_of (&board, shown);
              assert_inside (curves);
              n_curves += curves->len;
            }
          n_steps++;
          sudoku_step_apply (step, &board);
        }
      g_assert_true (sudoku_board_is_complete (&board));
    }
  g_test_message ("%u steps, %u curves", n_steps, n_curves);
  g_assert_cmpuint (n_curves, >, 100);
  g_ptr_array_unref (puzzles);
}

/* A link along the top row, over seven digits: it may neither cross
 * them nor curve out over the top of the grid; the lane under the row
 * is the way round. */
static void
test_links_round_digits (void)
{
  SudokuBoard board;
  g_autoptr(SudokuStep) step = sudoku_step_new (SUDOKU_TECHNIQUE_X_CHAIN);
  g_autoptr(GArray) curves = NULL;

  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  for (guint column = 1; column < 8; column++)
    sudoku_board_set_value (&board, column, column, TRUE);
  /* Candidate 9 at both ends only. */
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board.values[cell] == 0)
      board.candidates[cell] = (cell == 0 || cell == 8) ? SUDOKU_DIGIT_BIT (9) | SUDOKU_DIGIT_BIT (8)
                                                        : SUDOKU_DIGIT_BIT (8);
  sudoku_step_add_mark (step, 0, 9, SUDOKU_ROLE_CHAIN_OFF, 0);
  sudoku_step_add_mark (step, 8, 9, SUDOKU_ROLE_CHAIN_ON, 0);
  sudoku_step_add_link (step, sudoku_cells_single (0), 9, sudoku_cells_single (8), 9, TRUE);

  curves = curves_of (&board, step);
  g_assert_cmpuint (curves->len, >, 0);
  assert_inside (curves);
  for (guint column = 1; column < 8; column++)
    {
      double nearest = nearest_to_cell (curves, column);

      g_test_message ("r1c%u: %.1f", column + 1, nearest);
      /* Clear of the digit's glyph (0.62 of a cell high). */
      g_assert_cmpfloat (nearest, >, SIZE / 9 * 0.31);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/render-links/inside", test_links_inside);
  g_test_add_func ("/nanpure/render-links/round-digits", test_links_round_digits);

  return g_test_run ();
}
