/* sudoku-render.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-render"

#include "config.h"

#include "sudoku-render.h"
#include "sudoku-render-private.h"

#include "sudoku-output.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stddef.h>
#include <string.h>

/* Short names for the sizes the step overlay shares. */
#define DIGIT_SCALE         SUDOKU_RENDER_DIGIT_SCALE
#define CANDIDATE_SCALE     SUDOKU_RENDER_CANDIDATE_SCALE
#define CANDIDATE_INSET     SUDOKU_RENDER_CANDIDATE_INSET
#define CURSOR_FILL_OPACITY 0.14

#define RGB(hex, a) { ((hex) >> 16 & 0xff) / 255.f, ((hex) >> 8 & 0xff) / 255.f, \
                      ((hex) & 0xff) / 255.f, (a) }

/**
 * sudoku_render_style_init_light:
 * @style: the style to fill
 *
 * The light look, close to libadwaita's light palette; also the look of
 * exported files.
 */
void
sudoku_render_style_init_light (SudokuRenderStyle *style)
{
  static const SudokuRenderStyle light = {
    .background = RGB (0xffffff, 1),
    .given_cell = RGB (0x000000, 0.06f),
    /* Sand: apart from the blue highlight and the grey givens. */
    .window_cell = RGB (0xcdab8f, 0.35f),
    .highlight_cell = RGB (0x3584e4, 0.07f),
    .same_digit_cell = RGB (0x3584e4, 0.22f),
    .conflict_cell = RGB (0xe01b24, 0.16f),
    .cursor = RGB (0x3584e4, 1),
    .thin_line = RGB (0x000000, 0.18f),
    .thick_line = RGB (0x000000, 0.80f),
    .digits = {
      [SUDOKU_DIGIT_ROLE_DEFAULT] = RGB (0x3d3846, 1),
      [SUDOKU_DIGIT_ROLE_GIVEN] = RGB (0x000000, 0.85f),
      [SUDOKU_DIGIT_ROLE_USER] = RGB (0x3d3846, 1),
      [SUDOKU_DIGIT_ROLE_SINGLE] = RGB (0x1c71d8, 1),
      [SUDOKU_DIGIT_ROLE_HIDDEN] = RGB (0xc01c28, 1),
      [SUDOKU_DIGIT_ROLE_ASSUMPTION] = RGB (0x1b8553, 1),
      [SUDOKU_DIGIT_ROLE_OTHER] = RGB (0x813d9c, 1),
    },
    .conflict_digit = RGB (0xe01b24, 1),
    .candidate = RGB (0x000000, 0.55f),
    .step_house = RGB (0xf6d32d, 0.16f),
    .step_defining = RGB (0x3584e4, 0.38f),
    .step_base = RGB (0x3584e4, 0.38f),
    .step_cover = RGB (0x33d17a, 0.40f),
    .step_fin = RGB (0x9141ac, 0.38f),
    .step_pivot = RGB (0xff7800, 0.42f),
    .step_pincer = RGB (0xb5835a, 0.50f),
    .step_chain_on = RGB (0x33d17a, 0.45f),
    .step_chain_off = RGB (0x3584e4, 0.38f),
    .step_colors = {
      RGB (0xff7800, 0.45f),
      RGB (0x3584e4, 0.40f),
      RGB (0x9141ac, 0.40f),
      RGB (0x33d17a, 0.45f),
    },
    .step_als = {
      RGB (0x1c71d8, 0.85f),
      RGB (0x26a269, 0.85f),
      RGB (0xe66100, 0.85f),
      RGB (0x813d9c, 0.85f),
    },
    .step_assumed = RGB (0xf6d32d, 0.60f),
    .step_elimination = RGB (0xe01b24, 1),
    .step_placement = RGB (0x26a269, 1),
    .step_link = RGB (0xc64600, 0.90f),
    .hint_house = RGB (0xf6d32d, 0.22f),
    .hint_cell = RGB (0xf6d32d, 0.35f),
    .hint_candidate = RGB (0xf5c211, 0.60f),
    .font_family = "Sans",
    .thin_line_width = 1.0 / 400,
    .thick_line_width = 1.0 / 150,
  };

  g_return_if_fail (style != NULL);

  *style = light;
}

/**
 * sudoku_render_style_init_dark:
 * @style: the style to fill
 *
 * The dark look, close to libadwaita's dark palette.
 */
void
sudoku_render_style_init_dark (SudokuRenderStyle *style)
{
  static const SudokuRenderStyle dark = {
    .background = RGB (0x1e1e1e, 1),
    .given_cell = RGB (0xffffff, 0.07f),
    .window_cell = RGB (0x986a44, 0.30f),
    .highlight_cell = RGB (0x3584e4, 0.10f),
    .same_digit_cell = RGB (0x3584e4, 0.30f),
    .conflict_cell = RGB (0xff7b63, 0.20f),
    .cursor = RGB (0x78aeed, 1),
    .thin_line = RGB (0xffffff, 0.16f),
    .thick_line = RGB (0xffffff, 0.75f),
    .digits = {
      [SUDOKU_DIGIT_ROLE_DEFAULT] = RGB (0xdeddda, 1),
      [SUDOKU_DIGIT_ROLE_GIVEN] = RGB (0xffffff, 1),
      [SUDOKU_DIGIT_ROLE_USER] = RGB (0xdeddda, 1),
      [SUDOKU_DIGIT_ROLE_SINGLE] = RGB (0x78aeed, 1),
      [SUDOKU_DIGIT_ROLE_HIDDEN] = RGB (0xff7b63, 1),
      [SUDOKU_DIGIT_ROLE_ASSUMPTION] = RGB (0x8ff0a4, 1),
      [SUDOKU_DIGIT_ROLE_OTHER] = RGB (0xdc8add, 1),
    },
    .conflict_digit = RGB (0xff7b63, 1),
    .candidate = RGB (0xffffff, 0.55f),
    .step_house = RGB (0xf6d32d, 0.10f),
    .step_defining = RGB (0x3584e4, 0.50f),
    .step_base = RGB (0x3584e4, 0.50f),
    .step_cover = RGB (0x2ec27e, 0.45f),
    .step_fin = RGB (0x9141ac, 0.60f),
    .step_pivot = RGB (0xe66100, 0.55f),
    .step_pincer = RGB (0x986a44, 0.70f),
    .step_chain_on = RGB (0x2ec27e, 0.50f),
    .step_chain_off = RGB (0x3584e4, 0.50f),
    .step_colors = {
      RGB (0xe66100, 0.60f),
      RGB (0x3584e4, 0.55f),
      RGB (0x9141ac, 0.60f),
      RGB (0x2ec27e, 0.55f),
    },
    .step_als = {
      RGB (0x62a0ea, 0.90f),
      RGB (0x57e389, 0.90f),
      RGB (0xffa348, 0.90f),
      RGB (0xc061cb, 0.90f),
    },
    .step_assumed = RGB (0xc88800, 0.60f),
    .step_elimination = RGB (0xff7b63, 1),
    .step_placement = RGB (0x33d17a, 1),
    .step_link = RGB (0xffa348, 0.90f),
    .hint_house = RGB (0xf6d32d, 0.14f),
    .hint_cell = RGB (0xf6d32d, 0.24f),
    .hint_candidate = RGB (0xc88800, 0.65f),
    .font_family = "Sans",
    .thin_line_width = 1.0 / 400,
    .thick_line_width = 1.0 / 150,
  };

  g_return_if_fail (style != NULL);

  *style = dark;
}

/**
 * sudoku_render_style_to_grayscale:
 * @style: the style to change
 *
 * Turns every colour of @style into the grey of the same luminance
 * (Rec. 601 weights), keeping its opacity: for printing in black and
 * white.
 */
void
sudoku_render_style_to_grayscale (SudokuRenderStyle *style)
{
  SudokuRenderColor *colors = (SudokuRenderColor *) style;
  gsize n_colors = offsetof (SudokuRenderStyle, font_family) / sizeof (SudokuRenderColor);

  /* Every member before font_family is a colour. */
  G_STATIC_ASSERT (offsetof (SudokuRenderStyle, font_family) % sizeof (SudokuRenderColor) == 0);

  g_return_if_fail (style != NULL);

  for (gsize i = 0; i < n_colors; i++)
    {
      float gray = 0.299f * colors[i].red + 0.587f * colors[i].green + 0.114f * colors[i].blue;

      colors[i].red = colors[i].green = colors[i].blue = gray;
    }
}

/**
 * sudoku_render_options_init:
 * @options: the options to fill
 *
 * Plain board, light style, no candidates, no cursor, lines on whole
 * pixels, no step and no hint.
 */
void
sudoku_render_options_init (SudokuRenderOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->cursor = -1;
  options->align_to_pixels = TRUE;
  options->highlight_house = -1;
}

void
_sudoku_render_set_source (cairo_t                 *cr,
                           const SudokuRenderColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

static double
line_width (double   size,
            double   fraction,
            double   minimum,
            gboolean align)
{
  double width = size * fraction;

  if (align)
    return MAX (minimum, round (width));
  return MAX (width, 0.25);
}

void
_sudoku_render_geometry_init (SudokuRenderGeometry *geometry,
                              double                size,
                              double                thin_fraction,
                              double                thick_fraction,
                              gboolean              align)
{
  geometry->size = size;
  geometry->align = align;
  geometry->thin = line_width (size, thin_fraction, 1, align);
  geometry->thick = line_width (size, thick_fraction, 2, align);
  if (geometry->thick < geometry->thin)
    geometry->thick = geometry->thin;

  for (guint i = 0; i <= 9; i++)
    {
      double edge = size * i / 9.0;
      double width = i % 3 == 0 ? geometry->thick : geometry->thin;
      double start;

      if (align)
        edge = round (edge);
      geometry->edges[i] = edge;

      /* The outer border lies inside the grid; inner lines straddle the
       * boundary, on whole pixels when aligning.
       */
      if (i == 0)
        start = 0;
      else if (i == 9)
        start = size - width;
      else if (align)
        start = edge - floor (width / 2);
      else
        start = edge - width / 2;

      geometry->line_start[i] = start;
      geometry->line_end[i] = start + width;
    }
}

void
_sudoku_render_cell_extents (const SudokuRenderGeometry *geometry,
                             guint                       cell,
                             double                     *x,
                             double                     *y,
                             double                     *width,
                             double                     *height)
{
  guint row = sudoku_cell_row (cell);
  guint column = sudoku_cell_column (cell);

  *x = geometry->edges[column];
  *y = geometry->edges[row];
  *width = geometry->edges[column + 1] - *x;
  *height = geometry->edges[row + 1] - *y;
}

/* The part of a cell that no line covers. */
void
_sudoku_render_cell_interior (const SudokuRenderGeometry *geometry,
                              guint                       cell,
                              double                     *x,
                              double                     *y,
                              double                     *width,
                              double                     *height)
{
  guint row = sudoku_cell_row (cell);
  guint column = sudoku_cell_column (cell);

  *x = geometry->line_end[column];
  *y = geometry->line_end[row];
  *width = geometry->line_start[column + 1] - *x;
  *height = geometry->line_start[row + 1] - *y;
}

void
_sudoku_render_fill_cell (cairo_t                    *cr,
                          const SudokuRenderGeometry *geometry,
                          guint                       cell,
                          const SudokuRenderColor    *color)
{
  double x, y, width, height;

  _sudoku_render_cell_extents (geometry, cell, &x, &y, &width, &height);
  _sudoku_render_set_source (cr, color);
  cairo_rectangle (cr, x, y, width, height);
  cairo_fill (cr);
}

/* Where a candidate's digit is centred: the middle of its square in a
 * 3×3 sub-grid inset from the cell's lines, 1 top-left, 9 bottom-right.
 */
void
_sudoku_render_candidate_center (const SudokuRenderGeometry *geometry,
                                 guint                       cell,
                                 guint                       digit,
                                 double                     *cx,
                                 double                     *cy)
{
  double inset = geometry->size / 9 * CANDIDATE_INSET;
  double x, y, width, height;
  guint position = digit - 1;

  _sudoku_render_cell_interior (geometry, cell, &x, &y, &width, &height);
  *cx = x + inset + (width - 2 * inset) / 3 * (position % 3 + 0.5);
  *cy = y + inset + (height - 2 * inset) / 3 * (position / 3 + 0.5);
}

/* The radius of the disc that marks a candidate: a little less than half
 * of its square, so that neighbouring discs do not touch.
 */
double
_sudoku_render_candidate_radius (const SudokuRenderGeometry *geometry)
{
  double cell_size = geometry->size / 9;

  return cell_size * (1 - 2 * CANDIDATE_INSET) / 3 * 0.46;
}

static void
draw_cell_tints (cairo_t                    *cr,
                 const SudokuRenderGeometry *geometry,
                 const SudokuBoard          *board,
                 const SudokuRenderOptions  *options,
                 const SudokuRenderStyle    *style)
{
  if (board->variant == SUDOKU_VARIANT_WINDOKU)
    {
      const SudokuHouseList *houses = sudoku_variant_get_houses (board->variant);

      for (guint h = 0; h < houses->n_rules; h++)
        {
          const SudokuHouse *house = &houses->houses[h];

          if (house->kind != SUDOKU_HOUSE_WINDOW)
            continue;
          for (guint i = 0; i < 9; i++)
            _sudoku_render_fill_cell (cr, geometry, house->cells[i], &style->window_cell);
        }
    }

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint flags = options->cell_flags ? options->cell_flags[cell] : 0;

      if (board->givens[cell] && board->values[cell])
        _sudoku_render_fill_cell (cr, geometry, cell, &style->given_cell);
      if (flags & SUDOKU_CELL_HIGHLIGHTED)
        _sudoku_render_fill_cell (cr, geometry, cell, &style->highlight_cell);
      if (flags & SUDOKU_CELL_SAME_DIGIT)
        _sudoku_render_fill_cell (cr, geometry, cell, &style->same_digit_cell);
      if (flags & SUDOKU_CELL_CONFLICT)
        _sudoku_render_fill_cell (cr, geometry, cell, &style->conflict_cell);
    }

  if (options->cursor >= 0 && options->cursor < SUDOKU_N_CELLS)
    {
      SudokuRenderColor fill = style->cursor;

      fill.alpha *= CURSOR_FILL_OPACITY;
      _sudoku_render_fill_cell (cr, geometry, options->cursor, &fill);
    }
}

/* Lines are filled rectangles rather than strokes, so that aligned ones
 * cover whole pixels. A translucent colour must not be laid twice where
 * lines cross: thin lines stop at the thick ones, and each kind is
 * filled as one path (a path's overlaps are painted once).
 */
static void
draw_lines (cairo_t                    *cr,
            const SudokuRenderGeometry *geometry,
            const SudokuRenderStyle    *style)
{
  for (guint i = 0; i <= 9; i++)
    {
      if (i % 3 == 0)
        continue;

      for (guint band = 0; band < 3; band++)
        {
          double from = geometry->line_end[band * 3];
          double to = geometry->line_start[band * 3 + 3];
          double start = geometry->line_start[i];
          double width = geometry->line_end[i] - start;

          cairo_rectangle (cr, start, from, width, to - from);
          cairo_rectangle (cr, from, start, to - from, width);
        }
    }
  _sudoku_render_set_source (cr, &style->thin_line);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_fill (cr);

  for (guint i = 0; i <= 9; i += 3)
    {
      double start = geometry->line_start[i];
      double width = geometry->line_end[i] - start;

      cairo_rectangle (cr, start, 0, width, geometry->size);
      cairo_rectangle (cr, 0, start, geometry->size, width);
    }
  _sudoku_render_set_source (cr, &style->thick_line);
  cairo_fill (cr);
}

static void
draw_cursor (cairo_t                    *cr,
             const SudokuRenderGeometry *geometry,
             int                         cursor,
             const SudokuRenderStyle    *style,
             gboolean                    align)
{
  double x, y, width, height;
  double ring;

  if (cursor < 0 || cursor >= SUDOKU_N_CELLS)
    return;

  _sudoku_render_cell_interior (geometry, cursor, &x, &y, &width, &height);
  ring = MAX (geometry->thick * 0.75, 2);
  if (align)
    ring = round (ring);

  _sudoku_render_set_source (cr, &style->cursor);
  cairo_rectangle (cr, x, y, width, height);
  cairo_rectangle (cr, x + ring, y + ring, width - 2 * ring, height - 2 * ring);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
}

/* Centres the ink of @layout's text on cx,cy: digits have no descenders
 * and their logical boxes are not centred on the glyphs.
 */
static void
show_centered (cairo_t     *cr,
               PangoLayout *layout,
               const char  *text,
               double       cx,
               double       cy)
{
  PangoRectangle ink;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, NULL);
  cairo_move_to (cr,
                 cx - (ink.x + ink.width / 2.0) / PANGO_SCALE,
                 cy - (ink.y + ink.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
}

static PangoFontDescription *
font_new (const SudokuRenderStyle *style,
          PangoWeight              weight,
          double                   pixels)
{
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_family (font, style->font_family ? style->font_family : "Sans");
  pango_font_description_set_weight (font, weight);
  pango_font_description_set_absolute_size (font, MAX (pixels, 1) * PANGO_SCALE);
  return font;
}

/* Draws the digits, and the candidates of @shown (one mask per cell);
 * those also in @solid sit on a solid disc and take the paper's colour.
 */
static void
draw_digits (cairo_t                    *cr,
             const SudokuRenderGeometry *geometry,
             const SudokuBoard          *board,
             const SudokuRenderOptions  *options,
             const SudokuRenderStyle    *style,
             const guint16              *shown,
             const guint16              *solid)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *given_font;
  PangoFontDescription *value_font;
  PangoFontDescription *candidate_font;
  cairo_font_options_t *font_options;
  double cell_size = geometry->size / 9;

  /* Unhinted metrics keep the glyphs where the geometry puts them at
   * every size; outlines may still be hinted.
   */
  font_options = cairo_font_options_create ();
  cairo_surface_get_font_options (cairo_get_target (cr), font_options);
  cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), font_options);
  cairo_font_options_destroy (font_options);
  pango_layout_context_changed (layout);

  given_font = font_new (style, PANGO_WEIGHT_BOLD, cell_size * DIGIT_SCALE);
  value_font = font_new (style, PANGO_WEIGHT_NORMAL, cell_size * DIGIT_SCALE);
  /* Large text makes the candidates larger; 1.3 times is as much as
   * their squares hold. The digits fill their cells already. */
  candidate_font = font_new (style, PANGO_WEIGHT_NORMAL,
                             cell_size * CANDIDATE_SCALE * CLAMP (style->text_scale, 1, 1.3));

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint value = board->values[cell];
      guint flags = options->cell_flags ? options->cell_flags[cell] : 0;
      double x, y, width, height;

      if (value >= 1 && value <= 9)
        {
          SudokuDigitRole role = options->digit_roles ? options->digit_roles[cell]
                                                      : SUDOKU_DIGIT_ROLE_DEFAULT;
          char text[2] = { (char) ('0' + value), 0 };

          if (role == SUDOKU_DIGIT_ROLE_DEFAULT || role >= SUDOKU_N_DIGIT_ROLES)
            role = board->givens[cell] ? SUDOKU_DIGIT_ROLE_GIVEN : SUDOKU_DIGIT_ROLE_USER;

          _sudoku_render_cell_interior (geometry, cell, &x, &y, &width, &height);
          pango_layout_set_font_description (layout, role == SUDOKU_DIGIT_ROLE_GIVEN ? given_font
                                                                                      : value_font);
          _sudoku_render_set_source (cr, (flags & SUDOKU_CELL_CONFLICT) ? &style->conflict_digit
                                                                        : &style->digits[role]);
          show_centered (cr, layout, text, x + width / 2, y + height / 2);
        }
      else if (shown[cell] != 0)
        {
          pango_layout_set_font_description (layout, candidate_font);
          for (guint digit = 1; digit <= 9; digit++)
            {
              char text[2] = { (char) ('0' + digit), 0 };

              if (!(shown[cell] & SUDOKU_DIGIT_BIT (digit)))
                continue;
              if (solid[cell] & SUDOKU_DIGIT_BIT (digit))
                _sudoku_render_set_source (cr, &style->background);
              else
                _sudoku_render_set_source (cr, &style->candidate);
              _sudoku_render_candidate_center (geometry, cell, digit, &x, &y);
              show_centered (cr, layout, text, x, y);
            }
        }
    }

  pango_font_description_free (given_font);
  pango_font_description_free (value_font);
  pango_font_description_free (candidate_font);
}

/**
 * sudoku_render_board:
 * @cr: where to draw
 * @board: the board
 * @options: (nullable): what to show and how; %NULL for a plain board in
 *   the light style
 * @size: the grid's side in user units
 *
 * Draws @board as a square of side @size whose top-left corner is the
 * current origin of @cr: paper, Windoku windows, cell tints, lines,
 * cursor, digits and candidates, and the step and hint of @options
 * over them. The window, PNG, PDF and print all draw with this. @cr's transformation may scale and translate but not
 * rotate. The state of @cr is left as it was.
 */
void
sudoku_render_board (cairo_t                   *cr,
                     const SudokuBoard         *board,
                     const SudokuRenderOptions *options,
                     double                     size)
{
  _sudoku_render_board_with_curves (cr, board, options, size, NULL);
}

void
_sudoku_render_board_with_curves (cairo_t                   *cr,
                                  const SudokuBoard         *board,
                                  const SudokuRenderOptions *options,
                                  double                     size,
                                  GArray                    *curves)
{
  SudokuRenderOptions defaults;
  SudokuRenderStyle light;
  const SudokuRenderStyle *style;
  SudokuRenderGeometry geometry;
  guint16 shown[SUDOKU_N_CELLS];
  guint16 solid[SUDOKU_N_CELLS];
  gboolean overlay;
  double origin_x = 0, origin_y = 0;
  double scale_x = 1, scale_y = 0;
  double device_size;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL);

  if (size <= 0)
    return;

  if (options == NULL)
    {
      sudoku_render_options_init (&defaults);
      options = &defaults;
    }
  style = options->style;
  if (style == NULL)
    {
      sudoku_render_style_init_light (&light);
      style = &light;
    }

  /* Work in device units, so that "a whole pixel" means one. */
  cairo_user_to_device (cr, &origin_x, &origin_y);
  cairo_user_to_device_distance (cr, &scale_x, &scale_y);
  device_size = size * hypot (scale_x, scale_y);
  if (options->align_to_pixels)
    {
      origin_x = round (origin_x);
      origin_y = round (origin_y);
      device_size = MAX (round (device_size), 9);
    }

  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_translate (cr, origin_x, origin_y);
  cairo_new_path (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);

  _sudoku_render_geometry_init (&geometry, device_size, style->thin_line_width,
                                style->thick_line_width, options->align_to_pixels);

  _sudoku_render_set_source (cr, &style->background);
  cairo_rectangle (cr, 0, 0, device_size, device_size);
  cairo_fill (cr);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      shown[cell] = 0;
      solid[cell] = 0;
      if (options->show_candidates && board->values[cell] == 0)
        shown[cell] = options->candidates ? options->candidates[cell]
                                          : board->candidates[cell];
    }
  overlay = _sudoku_render_has_overlay (options);
  if (overlay)
    _sudoku_render_overlay_candidates (board, options, shown, solid);

  draw_cell_tints (cr, &geometry, board, options, style);
  _sudoku_render_colouring_cells (cr, &geometry, options);
  if (overlay)
    _sudoku_render_overlay_tints (cr, &geometry, board, options, style);
  draw_lines (cr, &geometry, style);
  draw_cursor (cr, &geometry, options->cursor, style, options->align_to_pixels);
  _sudoku_render_colouring_marks (cr, &geometry, board, options, style, shown);
  if (overlay)
    {
      _sudoku_render_overlay_marks (cr, &geometry, board, options, style);
      _sudoku_render_overlay_links (cr, &geometry, board, options, style, shown, curves);
    }
  draw_digits (cr, &geometry, board, options, style, shown, solid);
  if (overlay)
    _sudoku_render_overlay_strikes (cr, &geometry, board, options, style);

  cairo_restore (cr);
}

/**
 * sudoku_render_cell_at:
 * @size: the grid's side
 * @x: a point relative to the grid's top-left corner
 * @y: likewise
 *
 * Returns: the cell (0–80) under @x,@y, or -1 outside the grid
 */
int
sudoku_render_cell_at (double size,
                       double x,
                       double y)
{
  int row, column;

  if (size <= 0 || x < 0 || y < 0 || x >= size || y >= size)
    return -1;

  column = CLAMP ((int) floor (x * 9 / size), 0, 8);
  row = CLAMP ((int) floor (y * 9 / size), 0, 8);
  return (int) sudoku_cell_at ((guint) row, (guint) column);
}

/**
 * sudoku_render_to_image:
 * @board: the board
 * @options: (nullable): as for sudoku_render_board()
 * @size_px: the image's side in pixels, 9 to 16384
 *
 * Returns: (transfer full): an ARGB32 image surface of the grid; check
 *   its status
 */
cairo_surface_t *
sudoku_render_to_image (const SudokuBoard         *board,
                        const SudokuRenderOptions *options,
                        int                        size_px)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (size_px >= 9 && size_px <= 16384, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size_px, size_px);
  cr = cairo_create (surface);
  sudoku_render_board (cr, board, options, size_px);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

static cairo_status_t
append_bytes_cb (void                *closure,
                 const unsigned char *data,
                 unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/**
 * sudoku_render_to_png:
 * @board: the board
 * @options: (nullable): as for sudoku_render_board()
 * @size_px: the image's side in pixels, 9 to 16384
 * @path: the file to write, through #SudokuOutput: replaced only when
 *   everything was written, links followed, pipes streamed
 * @error: a #G_IO_ERROR naming @path
 *
 * Writes the grid as a square PNG image.
 *
 * Returns: %TRUE when the file was written
 */
gboolean
sudoku_render_to_png (const SudokuBoard         *board,
                      const SudokuRenderOptions *options,
                      int                        size_px,
                      const char                *path,
                      GError                   **error)
{
  g_autoptr(GByteArray) png = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (size_px < 9 || size_px > 16384)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("An image must be 9 to 16384 pixels wide, not %d"), size_px);
      return FALSE;
    }

  surface = sudoku_render_to_image (board, options, size_px);
  png = g_byte_array_new ();
  status = cairo_surface_status (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png_stream (surface, append_bytes_cb, png);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not draw the image: %s"), cairo_status_to_string (status));
      return FALSE;
    }

  return sudoku_output_write_file (path, png->data, png->len, error);
}
