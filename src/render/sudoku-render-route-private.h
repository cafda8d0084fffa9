/* sudoku-render-route-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the step overlay (sudoku-render-step.c), which draws a step's
 * links, shares with the lattice router (sudoku-render-route.c), which
 * finds a link's way where no curve gets round the candidates in it:
 * points, a link's way, and the lattice of one drawing.
 */

#pragma once

#include "sudoku-render-private.h"

G_BEGIN_DECLS

typedef struct
{
  double x;
  double y;
} Point;

/* A link's way: cubic pieces, end to end; one for a bent curve, three
 * for a detour, more for a way found on the lattice. */
#define MAX_PIECES 32

typedef struct
{
  Point pieces[MAX_PIECES][4];
  guint n_pieces;
} Route;

/* The lattice of one drawing of a step's links: what is in a link's
 * way, and where the links drawn so far run. */
typedef struct _Lattice Lattice;

Point    _sudoku_render_point_lerp     (Point                       a,
                                        Point                       b,
                                        double                      t);
double   _sudoku_render_point_distance (Point                       a,
                                        Point                       b);
Point    _sudoku_render_bezier_point   (const Point                *curve,
                                        double                      t);
/* Whether candidate @digit of @cell is in the node (one end of a link)
 * of @cells and @node_digit. */
gboolean _sudoku_render_in_node        (SudokuCells                 cells,
                                        guint                       node_digit,
                                        guint                       cell,
                                        guint                       digit);

Lattice *_sudoku_render_lattice_new    (const SudokuRenderGeometry *geometry,
                                        const SudokuBoard          *board,
                                        const guint16              *shown,
                                        double                      width);
gboolean _sudoku_render_lattice_route  (Lattice                    *lattice,
                                        const SudokuLink           *link,
                                        Point                       start,
                                        Point                       end,
                                        double                      radius,
                                        Route                      *route);
void     _sudoku_render_lattice_mark   (Lattice                    *lattice,
                                        const Route                *route);
void     _sudoku_render_lattice_free   (Lattice                    *lattice);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Lattice, _sudoku_render_lattice_free)

G_END_DECLS
