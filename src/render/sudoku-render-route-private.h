/* sudoku-render-route-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the step overlay (sudoku-render-step.c), which draws a step's
 * links, shares with the choice of a link's way among curves and
 * detours (sudoku-render-link.c) and the lattice router
 * (sudoku-render-route.c), which finds a link's way where no curve gets
 * round the candidates in it: points, obstacles, a link's way, and the
 * lattice of one drawing.
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

/* What a link should not run over: a candidate, a digit or a link
 * drawn before it, as a circle; running over it costs up to @weight. */
typedef struct
{
  Point  center;
  double radius;
  double weight;
} Obstacle;

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

/* Walking back from the end of @curve, the parameter where it gets
 * @distance away from its end; -1 if it never does. */
double   _sudoku_render_bezier_back_off (const Point               *curve,
                                         double                     distance);

/* The least obstructed way for @link from @start to @end, around
 * @obstacles, of which those tagged (cell × 10 + digit in
 * @obstacle_candidates) as one of the link's own candidates are left
 * out (sudoku-render-link.c); %FALSE when there is none. @radius is
 * how far from a candidate's centre a link starts, @width its line's
 * width, @head its arrow head's length. */
gboolean _sudoku_render_link_way       (const SudokuRenderGeometry *geometry,
                                        const SudokuLink           *link,
                                        Point                       start,
                                        Point                       end,
                                        double                      radius,
                                        double                      width,
                                        double                      head,
                                        const Obstacle             *obstacles,
                                        const guint                *obstacle_candidates,
                                        guint                       n_obstacles,
                                        Lattice                    *lattice,
                                        Route                      *way);

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
