/* sudoku-render-link.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The way a step's link takes from candidate to candidate: the least
 * obstructed of the curves that bend at either end, the detours along
 * the lanes between rows of candidates, and, where every one of those
 * runs over a candidate or a digit, a way on the lattice
 * (sudoku-render-route.c). The step overlay (sudoku-render-step.c) draws
 * the way chosen here, with its arrow head.
 */

#define G_LOG_DOMAIN "nanpure-render"

#include "config.h"

#include "sudoku-render-route-private.h"

#include <math.h>
#include <string.h>

/* Against one candidate run over, a link's bend costs this much per
 * degree, and a detour (see detour_route()) this much and more.
 */
#define BEND_COST      0.004
#define DETOUR_COST    0.35

/* Points per cubic piece when a link's way is checked. */
#define CURVE_SAMPLES  40

/* Links bend to one side, by one of these angles (in degrees, to the
 * straight line) at each end, to pass around the candidates between
 * their ends; the straight line comes first and wins any tie.
 */
static const double link_bends[] = { 0, 15, 30, 45, 60, 80 };

/* The lanes a detour may take, in cells to one side of the straight
 * line: between rows of candidates, where a lane runs clear.
 */
static const double detour_offsets[] = { 0.21, 0.5, 0.79, 1.21 };

/* A way found on the lattice (sudoku-render-route.c), where no curve
 * gets round the candidates in the way, costs this much more than
 * what it runs over.
 */
#define LATTICE_COST 0.45

/* @point moved @distance along the unit vector @direction. */
static Point
point_offset (Point  point,
              Point  direction,
              double distance)
{
  return (Point) { point.x + direction.x * distance, point.y + direction.y * distance };
}

/* Walking back from the end of @curve, the parameter where it gets
 * @distance away from its end; -1 if it never does.
 */
double
_sudoku_render_bezier_back_off (const Point *curve,
                 double       distance)
{
  double inside = 1;
  double outside = -1;

  for (guint i = 1; i <= 64; i++)
    {
      double t = 1 - i / 64.0;

      if (_sudoku_render_point_distance (_sudoku_render_bezier_point (curve, t), curve[3])
          >= distance)
        {
          outside = t;
          break;
        }
      inside = t;
    }
  if (outside < 0)
    return -1;

  for (guint i = 0; i < 20; i++)
    {
      double middle = (inside + outside) / 2;

      if (_sudoku_render_point_distance (_sudoku_render_bezier_point (curve, middle), curve[3])
          >= distance)
        outside = middle;
      else
        inside = middle;
    }
  return outside;
}

static Point
rotate (double dx,
        double dy,
        double angle)
{
  double c = cos (angle);
  double s = sin (angle);

  return (Point) { dx * c - dy * s, dx * s + dy * c };
}

/* A cubic from the disc of radius @radius around @start to the one
 * around @end, which leaves @start at @leave_bend degrees to the
 * straight line and arrives at @end at @arrive_bend degrees, bulging to
 * the same side. It starts and ends on the discs' edges, so that a
 * strong bend makes an arc between neighbouring candidates of one cell.
 */
static void
bent_curve (Point  start,
            Point  end,
            double radius,
            double leave_bend,
            double arrive_bend,
            double turn,
            Point *curve)
{
  double leave_angle = leave_bend * G_PI / 180;
  double arrive_angle = arrive_bend * G_PI / 180;
  double distance = _sudoku_render_point_distance (start, end);
  double ux = (end.x - start.x) / distance;
  double uy = (end.y - start.y) / distance;
  Point leave = rotate (ux, uy, leave_angle);
  Point arrive = rotate (ux, uy, -arrive_angle);
  double chord, leave_handle, arrive_handle;

  curve[0] = point_offset (start, leave, radius);
  curve[3] = point_offset (end, arrive, -radius);

  /* Longer handles for stronger bends keep the curve round; but an end
   * that bends more than the other turns within @turn, so that it comes
   * round a neighbour of its candidate rather than swinging wide.
   */
  chord = _sudoku_render_point_distance (curve[0], curve[3]) / 3;
  leave_handle = chord / MAX (cos (leave_angle), 0.5);
  arrive_handle = chord / MAX (cos (arrive_angle), 0.5);
  if (leave_bend != arrive_bend)
    {
      if (fabs (leave_bend) > fabs (arrive_bend))
        leave_handle = MIN (leave_handle, turn);
      else
        arrive_handle = MIN (arrive_handle, turn);
    }
  curve[1] = point_offset (curve[0], leave, leave_handle);
  curve[2] = point_offset (curve[3], arrive, -arrive_handle);
}

/* The length of @curve, near enough: between its chord and its control
 * polygon.
 */
static double
curve_length (const Point *curve)
{
  double polygon = _sudoku_render_point_distance (curve[0], curve[1]) +
                   _sudoku_render_point_distance (curve[1], curve[2]) +
                   _sudoku_render_point_distance (curve[2], curve[3]);

  return (polygon + _sudoku_render_point_distance (curve[0], curve[3])) / 2;
}

static double
segment_distance_squared (Point p,
                          Point a,
                          Point b)
{
  double dx = b.x - a.x, dy = b.y - a.y;
  double length = dx * dx + dy * dy;
  double t = length > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length : 0;
  double x, y;

  t = CLAMP (t, 0, 1);
  x = a.x + dx * t - p.x;
  y = a.y + dy * t - p.y;
  return x * x + y * y;
}

/* How badly @route runs over the obstacles: for each, how deep into
 * its circle the route goes, times its weight. The pieces are taken as
 * polylines, which is close enough at this many points. Forcing chains
 * try hundreds of routes among hundreds of candidates: distances stay
 * squared until one is inside a circle, and the sum stops once it
 * passes @bound (the best route so far).
 */
static double
route_cost (const Route    *route,
            const Obstacle *obstacles,
            guint           n_obstacles,
            double          size,
            double          margin,
            double          bound)
{
  Point samples[MAX_PIECES * CURVE_SAMPLES + 1];
  double box[MAX_PIECES][4];  /* each piece's samples: min x, min y, max x, max y */
  guint n_samples = 0;
  double min_x = G_MAXDOUBLE, min_y = G_MAXDOUBLE;
  double max_x = -G_MAXDOUBLE, max_y = -G_MAXDOUBLE;
  double cost = 0;

  for (guint piece = 0; piece < route->n_pieces; piece++)
    {
      box[piece][0] = box[piece][1] = G_MAXDOUBLE;
      box[piece][2] = box[piece][3] = -G_MAXDOUBLE;
      for (guint i = 0; i <= CURVE_SAMPLES; i++)
        {
          Point p = _sudoku_render_bezier_point (route->pieces[piece], (double) i / CURVE_SAMPLES);

          box[piece][0] = MIN (box[piece][0], p.x);
          box[piece][1] = MIN (box[piece][1], p.y);
          box[piece][2] = MAX (box[piece][2], p.x);
          box[piece][3] = MAX (box[piece][3], p.y);
          if (piece > 0 && i == 0)
            continue;
          samples[n_samples++] = p;
          /* Leaving the grid, or running along its border, counts as
           * running over something.
           */
          if (p.x < margin || p.y < margin || p.x > size - margin || p.y > size - margin)
            cost += 4.0 / CURVE_SAMPLES;
        }
      min_x = MIN (min_x, box[piece][0]);
      min_y = MIN (min_y, box[piece][1]);
      max_x = MAX (max_x, box[piece][2]);
      max_y = MAX (max_y, box[piece][3]);
    }

  for (guint i = 0; i < n_obstacles; i++)
    {
      const Obstacle *obstacle = &obstacles[i];
      double nearest = G_MAXDOUBLE;
      double radius_squared = obstacle->radius * obstacle->radius;

      if (obstacle->center.x + obstacle->radius < min_x ||
          obstacle->center.x - obstacle->radius > max_x ||
          obstacle->center.y + obstacle->radius < min_y ||
          obstacle->center.y - obstacle->radius > max_y)
        continue;

      if (cost >= bound)
        return cost;
      /* Only the pieces that come near it: piece k runs over the
       * samples k × CURVE_SAMPLES … (k + 1) × CURVE_SAMPLES. */
      for (guint piece = 0; piece < route->n_pieces; piece++)
        {
          if (obstacle->center.x + obstacle->radius < box[piece][0] ||
              obstacle->center.x - obstacle->radius > box[piece][2] ||
              obstacle->center.y + obstacle->radius < box[piece][1] ||
              obstacle->center.y - obstacle->radius > box[piece][3])
            continue;
          for (guint j = piece * CURVE_SAMPLES; j < (piece + 1) * CURVE_SAMPLES; j++)
            nearest = MIN (nearest, segment_distance_squared (obstacle->center, samples[j],
                                                              samples[j + 1]));
        }
      if (nearest < radius_squared)
        cost += obstacle->weight * (1 - sqrt (nearest) / obstacle->radius * 0.5);
    }
  return cost;
}

/* A way round: up from the start's disc to a lane @offset to one side
 * of the straight line, along it, and down into the end's disc. Where a
 * row is full of candidates no single curve clears them, but the lanes
 * between rows of candidates do.
 */
static gboolean
detour_route (Point  start,
              Point  end,
              double radius,
              double offset,
              double run,
              Route *route)
{
  double distance = _sudoku_render_point_distance (start, end);
  Point along = { (end.x - start.x) / distance, (end.y - start.y) / distance };
  Point side = { -along.y * (offset < 0 ? -1 : 1), along.x * (offset < 0 ? -1 : 1) };
  double rise = fabs (offset) - radius;
  Point from, to, lane_start, lane_end;

  if (rise <= 0 || distance < 2 * run + radius)
    return FALSE;

  from = point_offset (start, side, radius);
  to = point_offset (end, side, radius);
  lane_start = point_offset (point_offset (from, side, rise), along, run);
  lane_end = point_offset (point_offset (to, side, rise), along, -run);

  route->n_pieces = 3;
  route->pieces[0][0] = from;
  route->pieces[0][1] = point_offset (from, side, rise * 0.6);
  route->pieces[0][2] = point_offset (lane_start, along, -run * 0.6);
  route->pieces[0][3] = lane_start;
  route->pieces[1][0] = lane_start;
  route->pieces[1][1] = _sudoku_render_point_lerp (lane_start, lane_end, 1 / 3.0);
  route->pieces[1][2] = _sudoku_render_point_lerp (lane_start, lane_end, 2 / 3.0);
  route->pieces[1][3] = lane_end;
  route->pieces[2][0] = lane_end;
  route->pieces[2][1] = point_offset (lane_end, along, run * 0.6);
  route->pieces[2][2] = point_offset (to, side, rise * 0.6);
  route->pieces[2][3] = to;
  return TRUE;
}

/* Whether every control point of @route lies at least @margin inside
 * the grid: a cubic stays within its control points' hull, so the link
 * cannot leave the grid. The straight route always does, since both its
 * ends are candidates.
 */
static gboolean
route_inside (const Route *route,
              double       size,
              double       margin)
{
  for (guint piece = 0; piece < route->n_pieces; piece++)
    for (guint i = 0; i < 4; i++)
      {
        Point p = route->pieces[piece][i];

        if (p.x < margin || p.y < margin || p.x > size - margin || p.y > size - margin)
          return FALSE;
      }
  return TRUE;
}

gboolean
_sudoku_render_link_way (const SudokuRenderGeometry *geometry,
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
                         Route                      *way)
{
  g_autofree Obstacle *others = g_new (Obstacle, n_obstacles + 1);
  double cell_size = geometry->size / 9;
  double best_cost = G_MAXDOUBLE;
  Route best = { .n_pieces = 0 };
  guint n_others = 0;

  /* Every candidate but the link's own is in the way. */
  for (guint i = 0; i < n_obstacles; i++)
    {
      guint cell = obstacle_candidates[i] / 10;
      guint digit = obstacle_candidates[i] % 10;

      if (cell < SUDOKU_N_CELLS && digit != 0 &&
          (_sudoku_render_in_node (link->from, link->from_digit, cell, digit) ||
           _sudoku_render_in_node (link->to, link->to_digit, cell, digit)))
        continue;
      others[n_others++] = obstacles[i];
    }

  /* Each end may bend on its own, to either side, so that a link can
   * come round a neighbour of its target without a wide detour.
   */
  for (guint side = 0; side < 2; side++)
    for (guint i = 0; i < G_N_ELEMENTS (link_bends); i++)
      for (guint j = 0; j < G_N_ELEMENTS (link_bends); j++)
        {
          double leave_bend = side ? -link_bends[i] : link_bends[i];
          double arrive_bend = side ? -link_bends[j] : link_bends[j];
          Route route = { .n_pieces = 1 };
          Point *curve = route.pieces[0];
          double cost;

          if (side && i == 0 && j == 0)
            continue;
          bent_curve (start, end, radius, leave_bend, arrive_bend, cell_size * 0.5, curve);
          /* Room for the head and some line, pointing the right way,
           * and never out of the grid. */
          if (!route_inside (&route, geometry->size, width) ||
              curve_length (curve) < head * 2.5 ||
              (curve[3].x - curve[0].x) * (end.x - start.x) +
              (curve[3].y - curve[0].y) * (end.y - start.y) <= 0)
            continue;

          cost = (link_bends[i] + link_bends[j]) / 2 * BEND_COST +
                 fabs (link_bends[i] - link_bends[j]) * BEND_COST;
          cost += route_cost (&route, others, n_others, geometry->size, geometry->thick + width,
                              best_cost - cost);
          if (cost < best_cost)
            {
              best_cost = cost;
              best = route;
            }
        }

  /* Detours cost more than any bend, so they are taken only to clear a
   * candidate.
   */
  for (guint i = 0; i < G_N_ELEMENTS (detour_offsets); i++)
    for (int side = -1; side <= 1; side += 2)
      {
        Route route;
        double cost;

        if (!detour_route (start, end, radius, side * detour_offsets[i] * cell_size,
                           cell_size * 0.3, &route) ||
            !route_inside (&route, geometry->size, width))
          continue;
        cost = DETOUR_COST + detour_offsets[i] * BEND_COST * 50;
        cost += route_cost (&route, others, n_others, geometry->size, geometry->thick + width,
                            best_cost - cost);
        if (cost < best_cost)
          {
            best_cost = cost;
            best = route;
          }
      }
  /* Where every curve runs over a candidate or a digit (each costs 2 or
   * more), a way on the lattice. */
  if (best_cost >= 1.5)
    {
      Route route;

      if (_sudoku_render_lattice_route (lattice, link, start, end, radius, &route) &&
          route_inside (&route, geometry->size, width) &&
          curve_length (route.pieces[route.n_pieces - 1]) >= head * 1.5 &&
          _sudoku_render_bezier_back_off (route.pieces[route.n_pieces - 1], head) >= 0)
        {
          double cost = LATTICE_COST + route_cost (&route, others, n_others, geometry->size,
                                                   geometry->thick + width, best_cost);

          if (cost < best_cost)
            {
              best_cost = cost;
              best = route;
            }
        }
    }
  if (best_cost == G_MAXDOUBLE)
    return FALSE;

  *way = best;
  return TRUE;
}
