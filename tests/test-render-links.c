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

/* With NANPURE_LINK_PICTURES=DIR, the views count_crossings() checks
 * are written there as PNG files, to look at. */
static char *picture_name;

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
  if (picture_name != NULL && g_getenv ("NANPURE_LINK_PICTURES") != NULL)
    {
      g_autofree char *file = g_strdup_printf ("%s/%s.png", g_getenv ("NANPURE_LINK_PICTURES"),
                                               picture_name);

      g_strdelimit (file + strlen (g_getenv ("NANPURE_LINK_PICTURES")) + 1, " ()/", '_');
      g_assert_cmpint (cairo_surface_write_to_png (surface, file), ==, CAIRO_STATUS_SUCCESS);
    }
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

/* A link runs over a candidate when its line comes within the
 * candidate's disc, and over a cell's digit within this much of the
 * cell's centre (the glyph is 0.62 of a cell high, narrower than
 * that). */
#define DIGIT_REACH 0.25

static gboolean
node_has (SudokuCells cells,
          guint       node_digit,
          guint       cell,
          guint       digit)
{
  return digit == node_digit && sudoku_cells_has (cells, cell);
}

/* How many of @step's links, drawn on @board, run over a candidate or a
 * digit that is not one of their own ends, or leave the grid; each is
 * told. */
static guint
count_crossings (const SudokuBoard *board,
                 const SudokuStep  *step,
                 const char        *what)
{
  g_autoptr(GArray) curves = NULL;
  SudokuRenderStyle style;
  SudokuRenderGeometry geometry;
  guint16 shown[SUDOKU_N_CELLS];
  double radius, cell_size = SIZE / 9;
  guint n_crossings = 0;
  guint last_link = G_MAXUINT;
  gboolean told = FALSE;

  picture_name = (char *) what;
  curves = curves_of (board, step);
  picture_name = NULL;
  sudoku_render_style_init_light (&style);
  _sudoku_render_geometry_init (&geometry, SIZE, style.thin_line_width, style.thick_line_width,
                                TRUE);
  radius = _sudoku_render_candidate_radius (&geometry);
  /* The candidates drawn: the board's, as curves_of() shows them. */
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    shown[cell] = board->values[cell] == 0 ? board->candidates[cell] : 0;

  for (guint i = 0; i < curves->len; i++)
    {
      const SudokuRenderCurve *curve = &g_array_index (curves, SudokuRenderCurve, i);
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, curve->link);

      if (curve->link != last_link)
        told = FALSE;
      last_link = curve->link;
      for (guint k = 0; k <= 100 && !told; k++)
        {
          double x, y;

          bezier (curve, k / 100.0, &x, &y);
          if (x < 0 || y < 0 || x > SIZE || y > SIZE)
            {
              g_test_message ("%s: link %u leaves the grid at %.0f,%.0f", what, curve->link, x, y);
              told = TRUE;
              break;
            }
          for (guint cell = 0; cell < SUDOKU_N_CELLS && !told; cell++)
            {
              if (board->values[cell] != 0)
                {
                  double cx, cy, width, height;

                  _sudoku_render_cell_interior (&geometry, cell, &cx, &cy, &width, &height);
                  if (hypot (x - cx - width / 2, y - cy - height / 2) < cell_size * DIGIT_REACH)
                    {
                      g_test_message ("%s: link %u (r%uc%u-r%uc%u) runs over r%uc%u's digit %u",
                                      what, curve->link,
                                      sudoku_cells_first (link->from) / 9 + 1,
                                      sudoku_cells_first (link->from) % 9 + 1,
                                      sudoku_cells_first (link->to) / 9 + 1,
                                      sudoku_cells_first (link->to) % 9 + 1,
                                      cell / 9 + 1, cell % 9 + 1, board->values[cell]);
                      told = TRUE;
                    }
                  continue;
                }
              for (guint digit = 1; digit <= 9 && !told; digit++)
                {
                  double cx, cy;

                  if (!(shown[cell] & SUDOKU_DIGIT_BIT (digit)) ||
                      node_has (link->from, link->from_digit, cell, digit) ||
                      node_has (link->to, link->to_digit, cell, digit))
                    continue;
                  _sudoku_render_candidate_center (&geometry, cell, digit, &cx, &cy);
                  if (hypot (x - cx, y - cy) < radius)
                    {
                      g_test_message ("%s: link %u (%ur%uc%u-%ur%uc%u) runs over %ur%uc%u",
                                      what, curve->link, link->from_digit,
                                      sudoku_cells_first (link->from) / 9 + 1,
                                      sudoku_cells_first (link->from) % 9 + 1, link->to_digit,
                                      sudoku_cells_first (link->to) / 9 + 1,
                                      sudoku_cells_first (link->to) % 9 + 1,
                                      digit, cell / 9 + 1, cell % 9 + 1);
                      told = TRUE;
                    }
                }
            }
        }
      if (told)
        n_crossings++;
    }
  return n_crossings;
}

/* The views of the first steps drawn with links on the full path of
 * @puzzle, up to @n_steps of them. */
static guint
count_path_crossings (const char *puzzle,
                      const char *name,
                      guint       n_steps,
                      guint      *n_links)
{
  SudokuBoard board = test_board_from (puzzle, SUDOKU_VARIANT_CLASSIC);
  SudokuProfile profile;
  guint n_crossings = 0, n_found = 0;

  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  while (n_found < n_steps)
    {
      g_autoptr(SudokuStep) step = sudoku_path_next_step (&board, &profile, TRUE);
      g_autoptr(GPtrArray) views = NULL;

      if (step == NULL)
        break;
      views = sudoku_step_dup_views (step);
      if (step->links != NULL && step->links->len > 0)
        {
          for (guint v = 0; v < views->len; v++)
            {
              g_autoptr(SudokuStep) shown = sudoku_step_new_for_view (step,
                                                                      g_ptr_array_index (views,
                                                                                         v));
              g_autofree char *what = g_strdup_printf ("%s step %u (%s) view %u", name,
                                                       n_found + 1,
                                                       sudoku_technique_get_info (step->technique)->key,
                                                       v + 1);

              n_crossings += count_crossings (&board, shown, what);
              *n_links += shown->links->len;
            }
          n_found++;
        }
      sudoku_step_apply (step, &board);
    }
  return n_crossings;
}

/* Issue 23, item 3: no link runs over a candidate or a digit it does not
 * belong to where a way round exists. None does in the views of Inkala
 * 2012's first step (a dynamic forcing chain (+) in 8 views, where five
 * links leave r1c4 down its column), and hardly any in the first chain
 * steps of Inkala 2010 and two of the hardest puzzles, among them Nishio
 * views of a hundred links and more, where some candidates are walled in
 * by others (30 of 1 849 links; the curves alone ran 6 links over other
 * candidates in Inkala 2012's first step, and 360 in all). */
static void
test_links_clear (void)
{
  g_autofree char *path = test_data_path ("puzzles6_forum_hardest_1106", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_links = 0, n_crossings = 0;

  n_crossings += count_path_crossings (INKALA_2012, "Inkala 2012", 1, &n_links);
  g_test_message ("Inkala 2012's first step: %u of %u links cross", n_crossings, n_links);
  g_assert_cmpuint (n_links, >, 50);
  g_assert_cmpuint (n_crossings, ==, 0);
  n_crossings += count_path_crossings (INKALA_2010, "Inkala 2010", 3, &n_links);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0, n = 0; lines[i] != NULL && n < 2; i++)
    if (strlen (lines[i]) >= 81 && lines[i][0] != '#')
      {
        g_autofree char *text = g_strndup (lines[i], 81);
        g_autofree char *name = g_strdup_printf ("1106 no. %u", i + 1);

        n_crossings += count_path_crossings (text, name, 3, &n_links);
        n++;
      }
  g_test_message ("%u of %u links cross", n_crossings, n_links);
  g_assert_cmpuint (n_links, >, 1000);
  g_assert_cmpuint (n_crossings * 40, <, n_links);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/render-links/inside", test_links_inside);
  g_test_add_func ("/nanpure/render-links/round-digits", test_links_round_digits);
  g_test_add_func ("/nanpure/render-links/clear", test_links_clear);

  return g_test_run ();
}
