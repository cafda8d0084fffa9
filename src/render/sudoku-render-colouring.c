/* sudoku-render-colouring.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-render"

#include "config.h"

#include "sudoku-render-private.h"

#include <math.h>
#include <pango/pangocairo.h>

/* The user's colouring on the board: a cell's colour fills it, its
 * second colour the lower right half; a candidate's colour is a disc (the
 * first colour of a pair) or an outlined square (the second) behind its
 * digit. Every colour also reads without colour: a cell's letters (a, A,
 * b …) stand in its corners, and the two sides of a pair differ in shape
 * on candidates, with the letter beside them where there is room. */

/* Below this many device pixels a cell has no room for a candidate's
 * letter. */
#define MIN_CELL_FOR_CANDIDATE_LETTERS 56

static void
set_colour (cairo_t                   *cr,
            const SudokuRenderOptions *options,
            guint                      colour)
{
  double red, green, blue;

  sudoku_colour_get_rgb (colour, &red, &green, &blue);
  if (options->colouring_grayscale)
    {
      /* As sudoku_render_style_to_grayscale(): Rec. 601 weights. */
      red = green = blue = 0.299 * red + 0.587 * green + 0.114 * blue;
    }
  cairo_set_source_rgb (cr, red, green, blue);
}

void
_sudoku_render_colouring_cells (cairo_t                    *cr,
                                const SudokuRenderGeometry *geometry,
                                const SudokuRenderOptions  *options)
{
  const SudokuColouring *colouring = options->colouring;

  if (colouring == NULL)
    return;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      double x, y, width, height;

      _sudoku_render_cell_extents (geometry, cell, &x, &y, &width, &height);
      if (colouring->primary[cell] != 0)
        {
          set_colour (cr, options, colouring->primary[cell]);
          cairo_rectangle (cr, x, y, width, height);
          cairo_fill (cr);
        }
      if (colouring->secondary[cell] != 0)
        {
          set_colour (cr, options, colouring->secondary[cell]);
          cairo_move_to (cr, x + width, y);
          cairo_line_to (cr, x + width, y + height);
          cairo_line_to (cr, x, y + height);
          cairo_close_path (cr);
          cairo_fill (cr);
          /* The diagonal that parts the two colours, for grey print. */
          cairo_move_to (cr, x + width, y);
          cairo_line_to (cr, x, y + height);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
          cairo_set_line_width (cr, MAX (geometry->size / 9 * 0.02, 1));
          cairo_stroke (cr);
        }
    }
}

static void
show_letter (cairo_t     *cr,
             PangoLayout *layout,
             guint        colour,
             double       cx,
             double       cy)
{
  char text[2] = { sudoku_colour_get_letter (colour), 0 };
  PangoRectangle ink;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, NULL);
  cairo_move_to (cr, cx - (ink.x + ink.width / 2.0) / PANGO_SCALE,
                 cy - (ink.y + ink.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
}

void
_sudoku_render_colouring_marks (cairo_t                    *cr,
                                const SudokuRenderGeometry *geometry,
                                const SudokuBoard          *board,
                                const SudokuRenderOptions  *options,
                                const SudokuRenderStyle    *style,
                                const guint16              *shown)
{
  const SudokuColouring *colouring = options->colouring;
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontDescription *font;
  double cell_size = geometry->size / 9;
  double radius = _sudoku_render_candidate_radius (geometry);
  gboolean candidate_letters = cell_size >= MIN_CELL_FOR_CANDIDATE_LETTERS;

  if (colouring == NULL)
    return;

  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_new ();
  pango_font_description_set_family (font, style->font_family ? style->font_family : "Sans");
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, MAX (cell_size * 0.21, 1) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      double x, y, width, height;

      for (guint digit = 1; digit <= 9; digit++)
        {
          guint colour = colouring->candidates[cell][digit - 1];
          double cx, cy;

          if (colour == 0 || board->values[cell] != 0 || !(shown[cell] & SUDOKU_DIGIT_BIT (digit)))
            continue;
          _sudoku_render_candidate_center (geometry, cell, digit, &cx, &cy);
          set_colour (cr, options, colour);
          if (sudoku_colour_get_side (colour) == 0)
            {
              cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
              cairo_fill (cr);
            }
          else
            {
              double side = radius * 1.8;

              cairo_rectangle (cr, cx - side / 2, cy - side / 2, side, side);
              cairo_fill_preserve (cr);
              _sudoku_render_set_source (cr, &style->thick_line);
              cairo_set_line_width (cr, MAX (cell_size * 0.025, 1));
              cairo_stroke (cr);
            }
          if (candidate_letters)
            {
              _sudoku_render_set_source (cr, &style->thick_line);
              cairo_save (cr);
              cairo_translate (cr, cx + radius * 1.05, cy - radius * 0.75);
              cairo_scale (cr, 0.55, 0.55);
              show_letter (cr, layout, colour, 0, 0);
              cairo_restore (cr);
            }
        }

      _sudoku_render_cell_interior (geometry, cell, &x, &y, &width, &height);
      _sudoku_render_set_source (cr, &style->thick_line);
      if (colouring->primary[cell] != 0)
        show_letter (cr, layout, colouring->primary[cell],
                     x + cell_size * 0.09, y + cell_size * 0.11);
      if (colouring->secondary[cell] != 0)
        show_letter (cr, layout, colouring->secondary[cell],
                     x + width - cell_size * 0.09, y + height - cell_size * 0.11);
    }
}
