/* sudoku-render-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the board drawing (sudoku-render.c) shares with the step overlay
 * (sudoku-render-step.c): the geometry of one drawing and the layers the
 * overlay adds to it.
 */

#pragma once

#include "sudoku-render.h"

G_BEGIN_DECLS

/* The geometry of one drawing, in device units with the grid's top-left
 * corner at 0,0. The grid is square, so one set of edges serves both
 * axes.
 */
typedef struct
{
  double   size;
  double   edges[10];       /* boundary i lies between cells i - 1 and i */
  double   line_start[10];  /* the ink of boundary i spans start…end */
  double   line_end[10];
  double   thin;
  double   thick;
  gboolean align;
} SudokuRenderGeometry;

/* Digit sizes as a fraction of a cell's side; candidates sit at the
 * centres of a 3×3 sub-grid inset from the cell's edges.
 */
#define SUDOKU_RENDER_DIGIT_SCALE     0.62
#define SUDOKU_RENDER_CANDIDATE_SCALE 0.25
#define SUDOKU_RENDER_CANDIDATE_INSET 0.06

/* The geometry of a grid of @size device units, with lines of the
 * style's widths (fractions of @size), on whole pixels when @align. */
void     _sudoku_render_geometry_init      (SudokuRenderGeometry       *geometry,
                                            double                      size,
                                            double                      thin_fraction,
                                            double                      thick_fraction,
                                            gboolean                    align);
void     _sudoku_render_set_source         (cairo_t                    *cr,
                                            const SudokuRenderColor    *color);
void     _sudoku_render_cell_extents       (const SudokuRenderGeometry *geometry,
                                            guint                       cell,
                                            double                     *x,
                                            double                     *y,
                                            double                     *width,
                                            double                     *height);
void     _sudoku_render_cell_interior      (const SudokuRenderGeometry *geometry,
                                            guint                       cell,
                                            double                     *x,
                                            double                     *y,
                                            double                     *width,
                                            double                     *height);
void     _sudoku_render_fill_cell          (cairo_t                    *cr,
                                            const SudokuRenderGeometry *geometry,
                                            guint                       cell,
                                            const SudokuRenderColor    *color);
void     _sudoku_render_candidate_center   (const SudokuRenderGeometry *geometry,
                                            guint                       cell,
                                            guint                       digit,
                                            double                     *x,
                                            double                     *y);
double   _sudoku_render_candidate_radius   (const SudokuRenderGeometry *geometry);

/* The overlay of a step and of a hint, in the order they are drawn:
 * which candidates it shows beyond show_candidates (@shown) and which of
 * them sit on a solid disc (@solid, the placements); house and cell
 * tints under the grid lines; candidate discs and ALS outlines over
 * them; link arrows under the digits, so that the digits stay readable;
 * and the strikes of eliminations over everything.
 */
gboolean _sudoku_render_has_overlay        (const SudokuRenderOptions  *options);
void     _sudoku_render_overlay_candidates (const SudokuBoard          *board,
                                            const SudokuRenderOptions  *options,
                                            guint16                    *shown,
                                            guint16                    *solid);
void     _sudoku_render_overlay_tints      (cairo_t                    *cr,
                                            const SudokuRenderGeometry *geometry,
                                            const SudokuBoard          *board,
                                            const SudokuRenderOptions  *options,
                                            const SudokuRenderStyle    *style);
void     _sudoku_render_overlay_marks      (cairo_t                    *cr,
                                            const SudokuRenderGeometry *geometry,
                                            const SudokuBoard          *board,
                                            const SudokuRenderOptions  *options,
                                            const SudokuRenderStyle    *style);
/* One cubic piece of a link as drawn, in device units from the grid's
 * top-left corner (0…size); @link is its index in the step's links. */
typedef struct
{
  double x[4];
  double y[4];
  guint  link;
} SudokuRenderCurve;

void     _sudoku_render_overlay_links      (cairo_t                    *cr,
                                            const SudokuRenderGeometry *geometry,
                                            const SudokuBoard          *board,
                                            const SudokuRenderOptions  *options,
                                            const SudokuRenderStyle    *style,
                                            const guint16              *shown,
                                            GArray                     *curves);
/* sudoku_render_board() that also gives the curves its links were drawn
 * along (element-type SudokuRenderCurve), for the tests of the routing. */
void     _sudoku_render_board_with_curves  (cairo_t                    *cr,
                                            const SudokuBoard          *board,
                                            const SudokuRenderOptions  *options,
                                            double                      size,
                                            GArray                     *curves);
void     _sudoku_render_overlay_strikes    (cairo_t                    *cr,
                                            const SudokuRenderGeometry *geometry,
                                            const SudokuBoard          *board,
                                            const SudokuRenderOptions  *options,
                                            const SudokuRenderStyle    *style);

/* The user's colouring (sudoku-render-colouring.c): cell colours under
 * the lines, candidate colours and every colour's letter under the
 * digits. */
void     _sudoku_render_colouring_cells    (cairo_t                    *cr,
                                            const SudokuRenderGeometry *geometry,
                                            const SudokuRenderOptions  *options);
void     _sudoku_render_colouring_marks    (cairo_t                    *cr,
                                            const SudokuRenderGeometry *geometry,
                                            const SudokuBoard          *board,
                                            const SudokuRenderOptions  *options,
                                            const SudokuRenderStyle    *style,
                                            const guint16              *shown);

G_END_DECLS
