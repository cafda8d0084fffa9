/* sudoku-render-route.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The lattice router of a step's links: where none of the curves the
 * step overlay (sudoku-render-step.c) tries gets round the candidates in
 * a link's way, the link looks for a way on a fine lattice (A*), pulled
 * straight where it runs clear, its corners rounded, cut back to the
 * discs of its ends. Also the points and curves the overlay shares.
 */

#define G_LOG_DOMAIN "nanpure-render"

#include "config.h"

#include "sudoku-render-route-private.h"

#include <math.h>
#include <string.h>

/* Where no curve gets round the candidates in the way, a link looks for
 * a way on a lattice of this many points per cell side (half a step off
 * the cells' edges, so that a way between two cells runs beside the
 * line between them, not on it), among the
 * candidates and digits (which it may not enter, unless there is no
 * other way) and the links drawn before it (which it keeps away from,
 * so that links from one candidate fan apart).
 */
#define LATTICE          12
#define LATTICE_CROSSING 60.0f
#define LATTICE_NEAR     1.5f

struct _Lattice
{
  const SudokuRenderGeometry *geometry;
  const SudokuBoard          *board;
  const guint16              *shown;
  double                      clear;    /* a candidate's disc and half a line */
  double                      reach;    /* a cell's digit, from its centre */
  double                      margin;   /* from the grid's edge */
  guint                       n;        /* points per side */
  double                      step;
  guint8                     *near;     /* points near a link drawn before */
  guint16                    *what;     /* what is at each point, see lattice_what() */
  Point                       centers[SUDOKU_N_CELLS][10];  /* [0]: the cell's digit */
};

/* Points and curves, the step overlay's too. */

Point
_sudoku_render_point_lerp (Point  a,
                           Point  b,
                           double t)
{
  return (Point) { a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t };
}

double
_sudoku_render_point_distance (Point a,
                               Point b)
{
  return hypot (a.x - b.x, a.y - b.y);
}

Point
_sudoku_render_bezier_point (const Point *curve,
                             double       t)
{
  double u = 1 - t;
  double weights[4] = { u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t };
  Point point = { 0, 0 };

  for (guint i = 0; i < 4; i++)
    {
      point.x += weights[i] * curve[i].x;
      point.y += weights[i] * curve[i].y;
    }
  return point;
}

gboolean
_sudoku_render_in_node (SudokuCells cells,
                        guint       node_digit,
                        guint       cell,
                        guint       digit)
{
  return digit == node_digit && sudoku_cells_has (cells, cell);
}

/* The lattice of one drawing of links @width wide among the candidates
 * @shown: what is at each point is worked out when first asked. */
Lattice *
_sudoku_render_lattice_new (const SudokuRenderGeometry *geometry,
                            const SudokuBoard          *board,
                            const guint16              *shown,
                            double                      width)
{
  Lattice *lattice = g_new (Lattice, 1);
  double cell_size = geometry->size / 9;
  double radius = _sudoku_render_candidate_radius (geometry);

  *lattice = (Lattice) {
    .geometry = geometry,
    .board = board,
    .shown = shown,
    .clear = radius + width / 2,
    .reach = cell_size * 0.3,
    .margin = geometry->thick + width,
    .n = 9 * LATTICE,
    .step = geometry->size / (9 * LATTICE),
  };
  lattice->near = g_new0 (guint8, lattice->n * lattice->n);
  lattice->what = g_new (guint16, lattice->n * lattice->n);
  memset (lattice->what, 0xff, lattice->n * lattice->n * sizeof (guint16));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      double x, y, cell_width, cell_height;

      _sudoku_render_cell_interior (geometry, cell, &x, &y, &cell_width, &cell_height);
      lattice->centers[cell][0] = (Point) { x + cell_width / 2, y + cell_height / 2 };
      for (guint digit = 1; digit <= 9; digit++)
        _sudoku_render_candidate_center (geometry, cell, digit, &lattice->centers[cell][digit].x,
                                         &lattice->centers[cell][digit].y);
    }
  return lattice;
}

void
_sudoku_render_lattice_free (Lattice *lattice)
{
  g_free (lattice->near);
  g_free (lattice->what);
  g_free (lattice);
}

/* The lowest digit shown in @cell whose candidate's disc holds @p and
 * that is not one of @link's ends, or 0.
 */
static guint
candidate_near (const Lattice    *lattice,
                const SudokuLink *link,
                guint             cell,
                Point             p)
{
  for (guint digit = 1; digit <= 9; digit++)
    {
      double x, y;

      if (!(lattice->shown[cell] & SUDOKU_DIGIT_BIT (digit)))
        continue;
      x = lattice->centers[cell][digit].x - p.x;
      y = lattice->centers[cell][digit].y - p.y;
      if (x * x + y * y < lattice->clear * lattice->clear &&
          !_sudoku_render_in_node (link->from, link->from_digit, cell, digit) &&
          !_sudoku_render_in_node (link->to, link->to_digit, cell, digit))
        return digit;
    }
  return 0;
}

/* What is at @p for a link from @from to @to: LATTICE_CROSSING on a
 * candidate or a digit that is not one of its ends, or out of the grid;
 * else 0. A candidate's disc lies within its cell, so only the cell at
 * @p is looked at.
 */
static float
lattice_obstacle (const Lattice    *lattice,
                  const SudokuLink *link,
                  Point             p)
{
  const SudokuRenderGeometry *geometry = lattice->geometry;
  double cell_size = geometry->size / 9;
  int row = (int) floor (p.y / cell_size);
  int column = (int) floor (p.x / cell_size);
  guint cell;

  if (p.x < lattice->margin || p.y < lattice->margin ||
      p.x > geometry->size - lattice->margin || p.y > geometry->size - lattice->margin)
    return LATTICE_CROSSING;
  row = CLAMP (row, 0, 8);
  column = CLAMP (column, 0, 8);
  cell = row * 9 + column;

  if (lattice->board->values[cell] != 0)
    {
      double x = lattice->centers[cell][0].x - p.x;
      double y = lattice->centers[cell][0].y - p.y;

      return x * x + y * y < lattice->reach * lattice->reach ? LATTICE_CROSSING : 0;
    }
  return candidate_near (lattice, link, cell, p) != 0 ? LATTICE_CROSSING : 0;
}

#define LATTICE_UNKNOWN 0xffff
#define LATTICE_FREE    0
#define LATTICE_BLOCKED 1

static Point lattice_point (const Lattice *lattice,
                            guint          index);

/* What is at lattice point @index for any link: LATTICE_FREE,
 * LATTICE_BLOCKED (out of the grid, or a cell's digit), or 2 + cell ×
 * 10 + digit for a candidate's disc (which only a link from or to that
 * candidate may cross). Worked out once a drawing, when first asked. */
static guint16
lattice_what (Lattice *lattice,
              guint    index)
{
  static const SudokuLink no_link = { 0 };
  const SudokuRenderGeometry *geometry = lattice->geometry;
  Point p;
  guint cell;

  if (lattice->what[index] != LATTICE_UNKNOWN)
    return lattice->what[index];

  p = lattice_point (lattice, index);
  if (lattice_obstacle (lattice, &no_link, p) == 0)
    return lattice->what[index] = LATTICE_FREE;
  cell = CLAMP ((int) floor (p.y / (geometry->size / 9)), 0, 8) * 9 +
         CLAMP ((int) floor (p.x / (geometry->size / 9)), 0, 8);
  lattice->what[index] = LATTICE_BLOCKED;
  if (p.x >= lattice->margin && p.y >= lattice->margin &&
      p.x <= geometry->size - lattice->margin && p.y <= geometry->size - lattice->margin &&
      lattice->board->values[cell] == 0)
    {
      guint digit = candidate_near (lattice, &no_link, cell, p);

      if (digit != 0)
        lattice->what[index] = 2 + cell * 10 + digit;
    }
  return lattice->what[index];
}

/* lattice_obstacle() at lattice point @index. */
static float
lattice_obstacle_at (Lattice          *lattice,
                     const SudokuLink *link,
                     guint             index)
{
  guint16 what = lattice_what (lattice, index);
  guint cell, digit;

  if (what == LATTICE_FREE)
    return 0;
  if (what == LATTICE_BLOCKED)
    return LATTICE_CROSSING;
  cell = (what - 2) / 10;
  digit = (what - 2) % 10;
  return _sudoku_render_in_node (link->from, link->from_digit, cell, digit) ||
         _sudoku_render_in_node (link->to, link->to_digit, cell, digit) ? 0 : LATTICE_CROSSING;
}

static guint
lattice_index (const Lattice *lattice,
               Point          p)
{
  int i = (int) round (p.x / lattice->step - 0.5);
  int j = (int) round (p.y / lattice->step - 0.5);

  i = CLAMP (i, 0, (int) lattice->n - 1);
  j = CLAMP (j, 0, (int) lattice->n - 1);
  return j * lattice->n + i;
}

static Point
lattice_point (const Lattice *lattice,
               guint          index)
{
  return (Point) { (index % lattice->n + 0.5) * lattice->step,
                   (index / lattice->n + 0.5) * lattice->step };
}

/* Whether the straight line from @a to @b runs clear of what is in the
 * way of @link and of the links drawn before. */
static gboolean
lattice_segment_clear (const Lattice    *lattice,
                       const SudokuLink *link,
                       Point             a,
                       Point             b)
{
  guint n = (guint) ceil (_sudoku_render_point_distance (a, b) / (lattice->step * 0.25)) + 1;
  guint n_near = 0;

  for (guint i = 0; i <= n; i++)
    {
      Point p = _sudoku_render_point_lerp (a, b, (double) i / n);

      if (lattice_obstacle (lattice, link, p) > 0)
        return FALSE;
      if (lattice->near[lattice_index (lattice, p)])
        n_near++;
    }
  /* Across a link drawn before, not along it. */
  return n_near <= MAX (n / 4, 12);
}

/* Marks the lattice points near @route (within 1.2 steps of the
 * lattice), for the links drawn after it. */
void
_sudoku_render_lattice_mark (Lattice     *lattice,
                             const Route *route)
{
  double distance = lattice->step * 1.2;
  int reach = (int) ceil (distance / lattice->step);

  for (guint piece = 0; piece < route->n_pieces; piece++)
    for (guint k = 0; k <= 16; k++)
      {
        Point p = _sudoku_render_bezier_point (route->pieces[piece], k / 16.0);
        int i0 = (int) round (p.x / lattice->step - 0.5);
        int j0 = (int) round (p.y / lattice->step - 0.5);

        for (int j = MAX (j0 - reach, 0); j <= MIN (j0 + reach, (int) lattice->n - 1); j++)
          for (int i = MAX (i0 - reach, 0); i <= MIN (i0 + reach, (int) lattice->n - 1); i++)
            {
              double dx = (i + 0.5) * lattice->step - p.x;
              double dy = (j + 0.5) * lattice->step - p.y;

              if (dx * dx + dy * dy <= distance * distance)
                lattice->near[j * lattice->n + i] = 1;
            }
      }
}

typedef struct
{
  float cost;      /* so far and still to go, at least */
  float so_far;
  guint index;
} HeapItem;

static void
heap_push (GArray   *heap,
           HeapItem  item)
{
  guint i;

  g_array_append_val (heap, item);
  for (i = heap->len - 1; i > 0; )
    {
      guint parent = (i - 1) / 2;
      HeapItem *items = (HeapItem *) heap->data;

      if (items[parent].cost <= items[i].cost)
        break;
      item = items[parent];
      items[parent] = items[i];
      items[i] = item;
      i = parent;
    }
}

static HeapItem
heap_pop (GArray *heap)
{
  HeapItem *items = (HeapItem *) heap->data;
  HeapItem top = items[0];
  guint i = 0;

  items[0] = items[heap->len - 1];
  g_array_set_size (heap, heap->len - 1);
  items = (HeapItem *) heap->data;
  for (;;)
    {
      guint left = 2 * i + 1, right = left + 1, smallest = i;
      HeapItem swap;

      if (left < heap->len && items[left].cost < items[smallest].cost)
        smallest = left;
      if (right < heap->len && items[right].cost < items[smallest].cost)
        smallest = right;
      if (smallest == i)
        break;
      swap = items[i];
      items[i] = items[smallest];
      items[smallest] = swap;
      i = smallest;
    }
  return top;
}

/* A round corner at @corner, from @from's side to @to's: a cubic with
 * both handles at the corner, within the corner's triangle. */
static void
corner_piece (Point  from,
              Point  corner,
              Point  to,
              Point *piece)
{
  piece[0] = from;
  piece[1] = _sudoku_render_point_lerp (from, corner, 0.75);
  piece[2] = _sudoku_render_point_lerp (to, corner, 0.75);
  piece[3] = to;
}

static void
line_piece (Point  a,
            Point  b,
            Point *piece)
{
  piece[0] = a;
  piece[1] = _sudoku_render_point_lerp (a, b, 1 / 3.0);
  piece[2] = _sudoku_render_point_lerp (a, b, 2 / 3.0);
  piece[3] = b;
}

/* The way from @start to @end on the lattice that runs over the fewest
 * candidates and digits not its own, and then keeps away from the links
 * drawn before, as short as that allows (A*); then pulled straight
 * where it runs clear, its corners rounded, and cut back to the discs
 * of its ends (@radius). %FALSE if it takes more pieces than a route
 * holds.
 */
gboolean
_sudoku_render_lattice_route (Lattice          *lattice,
                              const SudokuLink *link,
                              Point             start,
                              Point             end,
                              double            radius,
                              Route            *route)
{
  guint n_points = lattice->n * lattice->n;
  g_autofree float *best = g_new (float, n_points);
  g_autofree guint *previous = g_new (guint, n_points);
  g_autofree float *obstacle = g_new (float, n_points);
  g_autoptr(GArray) heap = g_array_new (FALSE, FALSE, sizeof (HeapItem));
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (Point));
  g_autoptr(GArray) pulled = g_array_new (FALSE, FALSE, sizeof (Point));
  guint from = lattice_index (lattice, start);
  guint to = lattice_index (lattice, end);
  gboolean round_end;
  Point *points;
  guint n;

  for (guint i = 0; i < n_points; i++)
    {
      best[i] = G_MAXFLOAT;
      obstacle[i] = -1;
    }
  best[from] = 0;
  previous[from] = from;
  heap_push (heap, (HeapItem) {
    (float) (_sudoku_render_point_distance (start, end) / lattice->step), 0, from });
  while (heap->len > 0)
    {
      HeapItem item = heap_pop (heap);
      guint i = item.index % lattice->n, j = item.index / lattice->n;

      if (item.index == to)
        break;
      if (item.so_far > best[item.index])
        continue;
      for (int dj = -1; dj <= 1; dj++)
        for (int di = -1; di <= 1; di++)
          {
            int ni = (int) i + di, nj = (int) j + dj;
            guint next;
            float step, cost;

            if ((di == 0 && dj == 0) || ni < 0 || nj < 0 ||
                ni >= (int) lattice->n || nj >= (int) lattice->n)
              continue;
            next = nj * lattice->n + ni;
            if (obstacle[next] < 0)
              obstacle[next] = lattice_obstacle_at (lattice, link, next);
            step = (di != 0 && dj != 0) ? G_SQRT2 : 1;
            cost = best[item.index] +
                   step * (1 + obstacle[next] + (lattice->near[next] ? LATTICE_NEAR : 0));
            if (cost < best[next])
              {
                best[next] = cost;
                previous[next] = item.index;
                Point there = lattice_point (lattice, next);
                double dx = there.x - end.x, dy = there.y - end.y;

                heap_push (heap, (HeapItem) {
                  cost + (float) (sqrt (dx * dx + dy * dy) / lattice->step), cost, next });
              }
          }
    }
  if (best[to] == G_MAXFLOAT)
    return FALSE;

  /* The lattice's way, from the end back, with the true ends. */
  g_array_append_val (path, end);
  for (guint i = previous[to]; i != from; i = previous[i])
    {
      Point p = lattice_point (lattice, i);

      g_array_append_val (path, p);
    }
  g_array_append_val (path, start);
  points = (Point *) path->data;
  for (guint i = 0; i < path->len / 2; i++)
    {
      Point swap = points[i];

      points[i] = points[path->len - 1 - i];
      points[path->len - 1 - i] = swap;
    }

  /* Pulled straight: from each corner kept, on to the furthest point
   * the straight line reaches clear. */
  g_array_append_val (pulled, points[0]);
  for (guint i = 0; i + 1 < path->len; )
    {
      guint j = path->len - 1;

      while (j > i + 1 && !lattice_segment_clear (lattice, link, points[i], points[j]))
        j--;
      g_array_append_val (pulled, points[j]);
      i = j;
    }
  /* A corner at the edge of an end's disc leaves no room to leave or
   * arrive: the end is taken straight from the corner before. A corner
   * a little further out is kept, and the way arrives round it, the
   * head at the end of the turn (@round_end). */
  while (pulled->len > 2 &&
         _sudoku_render_point_distance (g_array_index (pulled, Point, 0),
                                        g_array_index (pulled, Point, 1)) <= radius * 1.5)
    g_array_remove_index (pulled, 1);
  while (pulled->len > 2 &&
         _sudoku_render_point_distance (g_array_index (pulled, Point, pulled->len - 1),
                                        g_array_index (pulled, Point, pulled->len - 2))
         <= radius * 1.2)
    g_array_remove_index (pulled, pulled->len - 2);
  points = (Point *) pulled->data;
  n = pulled->len;
  if (n < 2 || 2 * (n - 1) - 1 > MAX_PIECES ||
      _sudoku_render_point_distance (points[0], points[1]) <= radius * 1.5 ||
      _sudoku_render_point_distance (points[n - 1], points[n - 2]) <= radius * 1.2)
    return FALSE;
  round_end = n > 2 &&
              _sudoku_render_point_distance (points[n - 1], points[n - 2]) <= radius * 2.5;

  /* Cut back to the ends' discs. */
  points[0] =
    _sudoku_render_point_lerp (points[0], points[1],
                               radius / _sudoku_render_point_distance (points[0], points[1]));
  points[n - 1] =
    _sudoku_render_point_lerp (points[n - 1], points[n - 2],
                               radius / _sudoku_render_point_distance (points[n - 1],
                                                                       points[n - 2]));

  /* Straight runs and round corners, each corner taking up to a third
   * of the runs beside it, and never the last run's end, where the
   * head goes. */
  {
    Point ins[MAX_PIECES], outs[MAX_PIECES];
    double round_by = lattice->geometry->size / 9 * 0.3;

    route->n_pieces = 0;
    for (guint k = 1; k + 1 < n; k++)
      {
        double a = _sudoku_render_point_distance (points[k - 1], points[k]);
        double b = _sudoku_render_point_distance (points[k], points[k + 1]);

        /* A rounder corner cuts further in: as round as stays clear. */
        for (double scale = 1; scale > 0.1; scale /= 2)
          {
            double r_in = MIN (round_by, a / (k == 1 ? 1.5 : 3)) * scale;
            double r_out = MIN (round_by, b / 3) * scale;
            Point piece[4];
            gboolean clear = TRUE;

            ins[k] = _sudoku_render_point_lerp (points[k], points[k - 1], r_in / a);
            outs[k] = _sudoku_render_point_lerp (points[k], points[k + 1], r_out / b);
            if (round_end && k + 2 == n)
              outs[k] = points[n - 1];
            corner_piece (ins[k], points[k], outs[k], piece);
            for (guint t = 0; t <= 8 && clear; t++)
              clear = lattice_obstacle (lattice, link,
                                        _sudoku_render_bezier_point (piece, t / 8.0)) == 0;
            if (clear)
              break;
          }
      }
    for (guint k = 0; k + 1 < n; k++)
      {
        Point a = k == 0 ? points[0] : outs[k];
        Point b = k + 2 == n ? points[n - 1] : ins[k + 1];

        if (!(round_end && k + 2 == n))
          line_piece (a, b, route->pieces[route->n_pieces++]);
        if (k + 2 < n)
          corner_piece (ins[k + 1], points[k + 1], outs[k + 1],
                        route->pieces[route->n_pieces++]);
      }
  }
  return TRUE;
}
