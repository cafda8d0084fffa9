/* sudoku-vision-grid.c — finding the grid and its cells (its lines are
 * followed in sudoku-vision-warp.c)
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-vision"

#include "config.h"

#include <math.h>
#include <string.h>

#include "sudoku-vision-private.h"

/* The least share of the inner lines' ink across one row (or column) of
 * cells. */
#define SEGMENT_MIN 0.2

/* Grid finding works on an image whose longest side is about this. */
#define DETECT_SIDE 800

/* --- Homography --------------------------------------------------------- */

/* Solves the 8×8 system @a x = @b in place (Gaussian elimination with
 * partial pivoting). */
static gboolean
solve8 (double a[8][8],
        double b[8])
{
  for (int col = 0; col < 8; col++)
    {
      int pivot = col;

      for (int row = col + 1; row < 8; row++)
        if (fabs (a[row][col]) > fabs (a[pivot][col]))
          pivot = row;
      if (fabs (a[pivot][col]) < 1e-12)
        return FALSE;
      if (pivot != col)
        {
          for (int k = 0; k < 8; k++)
            {
              double t = a[col][k];
              a[col][k] = a[pivot][k];
              a[pivot][k] = t;
            }
          double t = b[col];
          b[col] = b[pivot];
          b[pivot] = t;
        }
      for (int row = col + 1; row < 8; row++)
        {
          double f = a[row][col] / a[col][col];
          for (int k = col; k < 8; k++)
            a[row][k] -= f * a[col][k];
          b[row] -= f * b[col];
        }
    }
  for (int row = 7; row >= 0; row--)
    {
      double s = b[row];
      for (int k = row + 1; k < 8; k++)
        s -= a[row][k] * b[k];
      b[row] = s / a[row][row];
    }
  return TRUE;
}

gboolean
_vision_homography_from_unit (VisionHomography        *homography,
                              const SudokuVisionPoint  quad[4])
{
  static const double us[4] = { 0, 1, 1, 0 };
  static const double vs[4] = { 0, 0, 1, 1 };
  double a[8][8] = { { 0 } };
  double b[8];

  for (int i = 0; i < 4; i++)
    {
      double u = us[i], v = vs[i], x = quad[i].x, y = quad[i].y;
      double *r0 = a[2 * i], *r1 = a[2 * i + 1];

      r0[0] = u; r0[1] = v; r0[2] = 1; r0[6] = -u * x; r0[7] = -v * x;
      r1[3] = u; r1[4] = v; r1[5] = 1; r1[6] = -u * y; r1[7] = -v * y;
      b[2 * i] = x;
      b[2 * i + 1] = y;
    }
  if (!solve8 (a, b))
    return FALSE;
  memcpy (homography->h, b, sizeof b);
  return TRUE;
}

void
_vision_homography_apply (const VisionHomography *homography,
                          double                  u,
                          double                  v,
                          double                 *x,
                          double                 *y)
{
  const double *h = homography->h;
  double w = h[6] * u + h[7] * v + 1;

  if (fabs (w) < 1e-12)
    w = 1e-12;
  *x = (h[0] * u + h[1] * v + h[2]) / w;
  *y = (h[3] * u + h[4] * v + h[5]) / w;
}

/* --- Threshold and connected components --------------------------------- */

static VisionGray *
downscale (const VisionGray *gray,
           int               factor)
{
  int w = gray->width / factor, h = gray->height / factor;
  VisionGray *small = _vision_gray_new (w, h);

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int sum = 0;
        for (int dy = 0; dy < factor; dy++)
          {
            const guint8 *row = gray->pixels + (gsize) (y * factor + dy) * gray->width
                                + x * factor;
            for (int dx = 0; dx < factor; dx++)
              sum += row[dx];
          }
        small->pixels[y * w + x] = (guint8) (sum / (factor * factor));
      }
  return small;
}

/* @gray twice as wide and high, sampled bilinearly. */
static VisionGray *
upscale (const VisionGray *gray)
{
  int w = gray->width * 2, h = gray->height * 2;
  VisionGray *large = _vision_gray_new (w, h);

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      large->pixels[y * w + x] = (guint8) (_vision_gray_sample (gray, (x - 0.5) / 2,
                                                                (y - 0.5) / 2) + 0.5);
  return large;
}

/* Ink (1) where a pixel is darker than the mean of its neighbourhood by
 * more than a margin: lines and digits under uneven light. */
/* A 3 × 3 mean, against the grain of noise. */
static VisionGray *
smooth (const VisionGray *gray)
{
  int w = gray->width, h = gray->height;
  VisionGray *out = _vision_gray_new (w, h);

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int sum = 0, n = 0;
        for (int dy = -1; dy <= 1; dy++)
          for (int dx = -1; dx <= 1; dx++)
            {
              int qx = x + dx, qy = y + dy;
              if (qx >= 0 && qy >= 0 && qx < w && qy < h)
                {
                  sum += gray->pixels[qy * w + qx];
                  n++;
                }
            }
        out->pixels[y * w + x] = (guint8) (sum / n);
      }
  return out;
}

static guint8 *
adaptive_threshold (const VisionGray *gray,
                    double            ink_ratio)
{
  int w = gray->width, h = gray->height;
  int radius = MAX (5, MIN (w, h) / 40);
  g_autofree guint32 *integral = g_new0 (guint32, (gsize) (w + 1) * (h + 1));
  guint8 *ink = g_malloc0 ((gsize) w * h);
  guint64 ratio = (guint64) (ink_ratio * 1000 + 0.5);

  for (int y = 0; y < h; y++)
    {
      guint32 row_sum = 0;
      for (int x = 0; x < w; x++)
        {
          row_sum += gray->pixels[y * w + x];
          integral[(y + 1) * (w + 1) + x + 1] = integral[y * (w + 1) + x + 1] + row_sum;
        }
    }
  for (int y = 0; y < h; y++)
    {
      int y0 = MAX (0, y - radius), y1 = MIN (h, y + radius + 1);
      for (int x = 0; x < w; x++)
        {
          int x0 = MAX (0, x - radius), x1 = MIN (w, x + radius + 1);
          guint32 sum = integral[y1 * (w + 1) + x1] - integral[y0 * (w + 1) + x1]
                        - integral[y1 * (w + 1) + x0] + integral[y0 * (w + 1) + x0];
          int area = (x1 - x0) * (y1 - y0);
          /* pixel < @ink_ratio × mean − 1 (VisionTuning.ink_ratio), in
           * integers, on the smoothed image: light thin lines count, the
           * grain of paper and of a dim photo does not. */
          ink[y * w + x] = (guint64) (gray->pixels[y * w + x] + 1) * area * 1000
                           < (guint64) sum * ratio;
        }
    }
  return ink;
}

typedef struct
{
  int count;
  /* Its label in find_components()'s @labels. */
  int label;
  int min_x, min_y, max_x, max_y;
  /* The extreme points along x + y, x − y, x and y. */
  SudokuVisionPoint extreme[8];
  int extreme_value[8];
} Component;

static void
component_add (Component *c,
               int        x,
               int        y)
{
  int values[8] = { -(x + y), x - y, x + y, y - x, -x, -y, x, y };

  if (c->count == 0)
    {
      c->min_x = c->max_x = x;
      c->min_y = c->max_y = y;
      for (int i = 0; i < 8; i++)
        c->extreme_value[i] = G_MININT;
    }
  c->count++;
  c->min_x = MIN (c->min_x, x);
  c->max_x = MAX (c->max_x, x);
  c->min_y = MIN (c->min_y, y);
  c->max_y = MAX (c->max_y, y);
  for (int i = 0; i < 8; i++)
    if (values[i] > c->extreme_value[i])
      {
        c->extreme_value[i] = values[i];
        c->extreme[i].x = x;
        c->extreme[i].y = y;
      }
}

/* The components of @ink (8-connected) whose bounding box could be a grid;
 * @labels (w × h) is set to each ink pixel's component's label (from 1). */
static GArray *
find_components (const guint8 *ink,
                 int           w,
                 int           h,
                 int           min_side,
                 int          *labels)
{
  int *seen = labels;
  g_autofree int *stack = g_new (int, (gsize) w * h);
  GArray *components = g_array_new (FALSE, TRUE, sizeof (Component));
  int label = 0;

  memset (labels, 0, sizeof (int) * w * h);
  for (int start = 0; start < w * h; start++)
    {
      Component c = { 0, };
      int top = 0;

      if (!ink[start] || seen[start])
        continue;
      c.label = ++label;
      seen[start] = label;
      stack[top++] = start;
      while (top > 0)
        {
          int p = stack[--top], x = p % w, y = p / w;

          component_add (&c, x, y);
          for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
              {
                int nx = x + dx, ny = y + dy, q;
                if (nx < 0 || ny < 0 || nx >= w || ny >= h)
                  continue;
                q = ny * w + nx;
                if (ink[q] && !seen[q])
                  {
                    seen[q] = label;
                    stack[top++] = q;
                  }
              }
        }
      if (c.max_x - c.min_x + 1 >= min_side && c.max_y - c.min_y + 1 >= min_side)
        g_array_append_val (components, c);
    }
  return components;
}

static double
quad_area (const SudokuVisionPoint q[4])
{
  double a = 0;

  for (int i = 0; i < 4; i++)
    a += q[i].x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * q[i].y;
  return a / 2;
}

static gboolean
quad_is_convex (const SudokuVisionPoint q[4])
{
  int sign = 0;

  for (int i = 0; i < 4; i++)
    {
      const SudokuVisionPoint *a = &q[i], *b = &q[(i + 1) % 4], *c = &q[(i + 2) % 4];
      double cross = (b->x - a->x) * (c->y - b->y) - (b->y - a->y) * (c->x - b->x);
      int s = cross > 0 ? 1 : -1;

      if (fabs (cross) < 1e-9)
        return FALSE;
      if (sign != 0 && s != sign)
        return FALSE;
      sign = s;
    }
  return TRUE;
}

/* Puts @q in the order top-left, top-right, bottom-right, bottom-left:
 * clockwise on screen, starting at the corner nearest the top-left. */
static void
order_quad (SudokuVisionPoint q[4])
{
  SudokuVisionPoint out[4];
  int first = 0;

  if (quad_area (q) < 0)
    {
      SudokuVisionPoint t = q[1];
      q[1] = q[3];
      q[3] = t;
    }
  for (int i = 1; i < 4; i++)
    if (q[i].x + q[i].y < q[first].x + q[first].y)
      first = i;
  for (int i = 0; i < 4; i++)
    out[i] = q[(first + i) % 4];
  memcpy (q, out, sizeof out);
}

/* The share of @n_points points along the line at @t across (unit
 * square), @dir 0 for a row, 1 for a column, that have ink within
 * @radius pixels. */
static double
line_hits (const guint8           *ink,
           int                     w,
           int                     h,
           const VisionHomography *hom,
           int                     dir,
           double                  t,
           int                     radius,
           double                 *segments)
{
  const int n_points = 90;
  int hits = 0;

  if (segments != NULL)
    memset (segments, 0, 9 * sizeof (double));

  for (int i = 0; i < n_points; i++)
    {
      double s = (i + 0.5) / n_points, x, y;
      int px, py;
      gboolean hit = FALSE;

      if (dir == 0)
        _vision_homography_apply (hom, s, t, &x, &y);
      else
        _vision_homography_apply (hom, t, s, &x, &y);
      px = (int) round (x);
      py = (int) round (y);
      for (int dy = -radius; dy <= radius && !hit; dy++)
        for (int dx = -radius; dx <= radius && !hit; dx++)
          {
            int qx = px + dx, qy = py + dy;
            if (qx >= 0 && qy >= 0 && qx < w && qy < h && ink[qy * w + qx])
              hit = TRUE;
          }
      hits += hit;
      if (segments != NULL && hit)
        segments[i * 9 / n_points] += 9.0 / n_points;
    }
  return (double) hits / n_points;
}

/* How well the inside of @quad shows a 9×9 grid's lines in @ink: the
 * share of points on the ten lines each way that are ink (each line
 * looked for up to a fifth of a cell from where it should be, as corners
 * are rough and pages curved), less the share of points halfway between
 * lines that are. Below 0 when it is no grid, or when in some row (or
 * column) of cells the inner lines are mostly missing: a quadrilateral
 * one cell off, from a frame's edge to the grid's last line but one. */
static double
grid_structure (const guint8            *ink,
                int                      w,
                int                      h,
                const SudokuVisionPoint  quad[4],
                double                  *least_row)
{
  VisionHomography hom;
  double side = sqrt (fabs (quad_area (quad)));
  int radius = MAX (1, (int) round (side / 9 * 0.04));
  int shifts = MAX (1, (int) round (side / 9 * 0.2 / (2 * radius + 1)));
  double on_sum = 0, off_sum = 0, on_min = 1, segment_min = 1;

  if (!_vision_homography_from_unit (&hom, quad))
    return -1;
  for (int dir = 0; dir < 2; dir++)
    {
      double coverage[9] = { 0 };

      for (int k = 0; k < 10; k++)
        {
          double best = -1, segments[9], best_segments[9] = { 0 };
          for (int shift = -shifts; shift <= shifts; shift++)
            {
              double t = k / 9.0 + shift * (2 * radius + 1) / side;
              double hits = line_hits (ink, w, h, &hom, dir, t, radius, segments);
              best = MAX (best, hits);
              /* Each cell's piece of the line where it lies: a curved
               * page bends the line away from one straight place. */
              for (int j = 0; j < 9; j++)
                best_segments[j] = MAX (best_segments[j], segments[j]);
            }
          on_sum += best;
          on_min = MIN (on_min, best);
          if (k > 0 && k < 9)
            for (int j = 0; j < 9; j++)
              coverage[j] += best_segments[j] / 8;
        }
      for (int j = 0; j < 9; j++)
        segment_min = MIN (segment_min, coverage[j]);
      for (int k = 0; k < 9; k++)
        off_sum += line_hits (ink, w, h, &hom, dir, (k + 0.5) / 9.0, radius, NULL);
    }
  on_sum /= 20;
  off_sum /= 18;
  g_debug ("lines: on %.2f (least %.2f, least row of cells %.2f), off %.2f",
           on_sum, on_min, segment_min, off_sum);
  *least_row = segment_min;
  if (on_min < 0.12 || on_sum < 0.5 || segment_min < SEGMENT_MIN)
    return -1;
  return on_sum - off_sum;
}

#define PROFILE_SIDE 270

/* The best comb of ten evenly spaced peaks in @profile (PROFILE_SIDE
 * long), the grid's lines, spanning at least a third of it: sets @start
 * and @spacing. The peaks count, the weakest most; the points halfway
 * between them (digits, text) count against. */
static void
best_comb (const double *profile,
           double       *start,
           double       *spacing)
{
  double peak[PROFILE_SIDE];
  double best = -G_MAXDOUBLE;

  for (int i = 0; i < PROFILE_SIDE; i++)
    {
      peak[i] = profile[i];
      if (i > 0)
        peak[i] = MAX (peak[i], profile[i - 1]);
      if (i + 1 < PROFILE_SIDE)
        peak[i] = MAX (peak[i], profile[i + 1]);
    }
  *start = 0;
  *spacing = (PROFILE_SIDE - 1) / 9.0;
  for (double d = (PROFILE_SIDE - 1) / 9.0; d >= PROFILE_SIDE / 27.0; d -= 0.25)
    for (double a = 0; a + 9 * d <= PROFILE_SIDE - 1; a += 1)
      {
        double score = 0, teeth[10];

        /* The weakest teeth weigh most: a comb of half the spacing has
         * teeth on empty rows between the digits. */
        for (int k = 0; k < 10; k++)
          {
            double t = peak[(int) round (a + k * d)];
            int j = k;
            for (; j > 0 && teeth[j - 1] > t; j--)
              teeth[j] = teeth[j - 1];
            teeth[j] = t;
            score += t / 10;
          }
        score += 2 * (teeth[0] + teeth[1] + teeth[2]) / 3;
        for (int k = 0; k < 9; k++)
          score -= profile[(int) round (a + (k + 0.5) * d)] / 9;
        /* Ties go to the larger comb. */
        if (score > best + 1e-6)
          {
            best = score;
            *start = a;
            *spacing = d;
          }
      }
}

/* Moves @quad onto the grid of evenly spaced lines inside it: the grid
 * when @quad is an outer frame around it, or a grid and another joined
 * to it by a stray stroke. */
static void
fit_comb (const guint8      *ink,
          int                w,
          int                h,
          SudokuVisionPoint  quad[4])
{
  double rows[PROFILE_SIDE] = { 0 }, columns[PROFILE_SIDE] = { 0 };
  double row_start, row_spacing, column_start, column_spacing;
  VisionHomography hom;
  SudokuVisionPoint fitted[4];
  g_autofree guint8 *warped = g_malloc0 (PROFILE_SIDE * PROFILE_SIDE);
  /* Only long runs of ink count: lines, not digits or text. */
  const int min_run = PROFILE_SIDE / 9 * 6 / 10;

  if (!_vision_homography_from_unit (&hom, quad))
    return;
  for (int v = 0; v < PROFILE_SIDE; v++)
    for (int u = 0; u < PROFILE_SIDE; u++)
      {
        double x, y;
        int px, py;

        _vision_homography_apply (&hom, (u + 0.5) / PROFILE_SIDE, (v + 0.5) / PROFILE_SIDE, &x, &y);
        px = (int) x;
        py = (int) y;
        warped[v * PROFILE_SIDE + u] = px >= 0 && py >= 0 && px < w && py < h && ink[py * w + px];
      }
  for (int dir = 0; dir < 2; dir++)
    for (int i = 0; i < PROFILE_SIDE; i++)
      {
        int run = 0;
        double *profile = dir == 0 ? rows : columns;

        for (int j = 0; j <= PROFILE_SIDE; j++)
          {
            gboolean on = FALSE;

            /* A line may wander by a pixel: look one either side. */
            for (int d = -1; d <= 1 && j < PROFILE_SIDE; d++)
              {
                int k = CLAMP (i + d, 0, PROFILE_SIDE - 1);
                on |= dir == 0 ? warped[k * PROFILE_SIDE + j] : warped[j * PROFILE_SIDE + k];
              }
            if (on)
              run++;
            else
              {
                if (run >= min_run)
                  profile[i] += (double) run / PROFILE_SIDE;
                run = 0;
              }
          }
      }
  best_comb (rows, &row_start, &row_spacing);
  best_comb (columns, &column_start, &column_spacing);
  {
    double u0 = (column_start + 0.5) / PROFILE_SIDE;
    double u1 = (column_start + 9 * column_spacing + 0.5) / PROFILE_SIDE;
    double v0 = (row_start + 0.5) / PROFILE_SIDE;
    double v1 = (row_start + 9 * row_spacing + 0.5) / PROFILE_SIDE;

    _vision_homography_apply (&hom, u0, v0, &fitted[0].x, &fitted[0].y);
    _vision_homography_apply (&hom, u1, v0, &fitted[1].x, &fitted[1].y);
    _vision_homography_apply (&hom, u1, v1, &fitted[2].x, &fitted[2].y);
    _vision_homography_apply (&hom, u0, v1, &fitted[3].x, &fitted[3].y);
  }
  memcpy (quad, fitted, sizeof fitted);
}

/* The line x = a + b y (@across_x, else y = a + b x) that most of @points
 * (@n of them, each x then y) lie on within a pixel or so: a Hough vote
 * over slopes up to about 22°, then a least-squares fit to the points
 * near the winner. */
static void
fit_edge (const int *points,
          int        n,
          gboolean   across_x,
          int        extent,
          double    *a,
          double    *b)
{
  g_autofree int *votes = g_new (int, (gsize) 3 * extent + 4);
  int best = -1;

  *a = 0;
  *b = 0;
  for (int k = -40; k <= 40; k++)
    {
      double slope = k / 100.0;

      memset (votes, 0, sizeof (int) * (3 * extent + 4));
      for (int i = 0; i < n; i++)
        {
          double u = across_x ? points[2 * i] : points[2 * i + 1];
          double v = across_x ? points[2 * i + 1] : points[2 * i];
          int bin = (int) lround (u - slope * v) + extent;
          if (bin >= 1 && bin < 3 * extent + 2)
            for (int d = -1; d <= 1; d++)
              votes[bin + d]++;
        }
      for (int bin = 0; bin < 3 * extent + 4; bin++)
        if (votes[bin] > best)
          {
            best = votes[bin];
            *a = bin - extent;
            *b = slope;
          }
    }
  {
    double sv = 0, su = 0, svv = 0, suv = 0;
    int m = 0;

    for (int i = 0; i < n; i++)
      {
        double u = across_x ? points[2 * i] : points[2 * i + 1];
        double v = across_x ? points[2 * i + 1] : points[2 * i];
        if (fabs (u - (*a + *b * v)) > 1.5)
          continue;
        sv += v;
        su += u;
        svv += v * v;
        suv += u * v;
        m++;
      }
    if (m >= 2 && m * svv - sv * sv > 1e-6)
      {
        *b = (m * suv - sv * su) / (m * svv - sv * sv);
        *a = (su - *b * sv) / m;
      }
  }
}

/* Corners from the four straight edges of component @c's outline (its
 * outermost pixels row by row and column by column): the grid's frame
 * stays straight where text or a shadow joins a corner, which moves the
 * extreme points. FALSE when the edges meet nowhere sensible. */
static gboolean
edges_quad (const int         *labels,
            int                w,
            int                h,
            const Component   *c,
            SudokuVisionPoint  quad[4])
{
  int bw = c->max_x - c->min_x + 1, bh = c->max_y - c->min_y + 1;
  g_autofree int *left = g_new (int, 2 * bh), *right = g_new (int, 2 * bh);
  g_autofree int *upper = g_new (int, 2 * bw), *lower = g_new (int, 2 * bw);
  int n_rows = 0, n_columns = 0;
  double a[4], b[4];

  for (int y = c->min_y; y <= c->max_y; y++)
    {
      const int *row = labels + (gsize) y * w;
      int x0 = c->min_x, x1 = c->max_x;

      while (x0 <= x1 && row[x0] != c->label)
        x0++;
      if (x0 > x1)
        continue;
      while (row[x1] != c->label)
        x1--;
      left[2 * n_rows] = x0;
      left[2 * n_rows + 1] = y;
      right[2 * n_rows] = x1;
      right[2 * n_rows + 1] = y;
      n_rows++;
    }
  for (int x = c->min_x; x <= c->max_x; x++)
    {
      int y0 = c->min_y, y1 = c->max_y;

      while (y0 <= y1 && labels[(gsize) y0 * w + x] != c->label)
        y0++;
      if (y0 > y1)
        continue;
      while (labels[(gsize) y1 * w + x] != c->label)
        y1--;
      upper[2 * n_columns] = x;
      upper[2 * n_columns + 1] = y0;
      lower[2 * n_columns] = x;
      lower[2 * n_columns + 1] = y1;
      n_columns++;
    }
  if (n_rows < 10 || n_columns < 10)
    return FALSE;
  fit_edge (left, n_rows, TRUE, MAX (w, h), &a[0], &b[0]);
  fit_edge (right, n_rows, TRUE, MAX (w, h), &a[1], &b[1]);
  fit_edge (upper, n_columns, FALSE, MAX (w, h), &a[2], &b[2]);
  fit_edge (lower, n_columns, FALSE, MAX (w, h), &a[3], &b[3]);
  /* x = a_v + b_v y meets y = a_h + b_h x. */
  for (int k = 0; k < 4; k++)
    {
      int v = k == 0 || k == 3 ? 0 : 1, hz = k < 2 ? 2 : 3;
      double det = 1 - b[v] * b[hz];

      if (fabs (det) < 1e-6)
        return FALSE;
      quad[k].x = (a[v] + b[v] * a[hz]) / det;
      quad[k].y = a[hz] + b[hz] * quad[k].x;
      if (quad[k].x < -w / 4.0 || quad[k].x > w * 1.25 || quad[k].y < -h / 4.0
          || quad[k].y > h * 1.25)
        return FALSE;
    }
  return TRUE;
}

static int
compare_components_by_size (gconstpointer a,
                            gconstpointer b)
{
  const Component *ca = a, *cb = b;
  double sa = (double) (ca->max_x - ca->min_x) * (ca->max_y - ca->min_y);
  double sb = (double) (cb->max_x - cb->min_x) * (cb->max_y - cb->min_y);

  return (sa < sb) - (sa > sb);
}

typedef struct
{
  SudokuVisionPoint quad[4];
  double            area;
  double            structure;
  double            least_row;
} Found;

static gboolean
point_in_quad (const SudokuVisionPoint q[4],
               double                  x,
               double                  y)
{
  int sign = 0;

  for (int i = 0; i < 4; i++)
    {
      const SudokuVisionPoint *a = &q[i], *b = &q[(i + 1) % 4];
      double cross = (b->x - a->x) * (y - a->y) - (b->y - a->y) * (x - a->x);
      int s = cross >= 0 ? 1 : -1;

      if (sign != 0 && s != sign)
        return FALSE;
      sign = s;
    }
  return TRUE;
}

gboolean
_vision_find_grid (const VisionGray  *gray,
                   double             ink_ratio,
                   SudokuVisionPoint  quad[4],
                   GCancellable      *cancellable)
{
  int factor = MAX (1, MAX (gray->width, gray->height) / DETECT_SIDE);
  g_autoptr(VisionGray) small = factor > 1 ? downscale (gray, factor) : NULL;
  /* A small image (a thumbnail, a photo taken from afar) twice as large:
   * its grid's thin lines, a pixel wide or less, would fade in the
   * smoothing below, and the lines' ink would not show. */
  gboolean enlarged = MAX (gray->width, gray->height) <= DETECT_SIDE / 2;
  g_autoptr(VisionGray) large = enlarged ? upscale (gray) : NULL;
  const VisionGray *image = small != NULL ? small : large != NULL ? large : gray;
  int w = image->width, h = image->height;
  g_autoptr(VisionGray) smoothed = smooth (image);
  g_autofree guint8 *ink = adaptive_threshold (smoothed, ink_ratio);
  g_autoptr(GArray) components = NULL;
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Found));
  g_autofree int *labels = g_new (int, (gsize) w * h);
  const Found *best = NULL;
  double largest = 0;

  components = find_components (ink, w, h, MAX (30, MIN (w, h) / 8), labels);
  g_array_sort (components, compare_components_by_size);

  for (guint i = 0; i < MIN (components->len, 8u); i++)
    {
      const Component *c = &g_array_index (components, Component, i);
      SudokuVisionPoint candidates[3][4];
      int n_candidates = 2;
      double bw = c->max_x - c->min_x + 1, bh = c->max_y - c->min_y + 1;

      if (g_cancellable_is_cancelled (cancellable))
        return FALSE;
      if (bw / bh > 3 || bh / bw > 3)
        continue;
      /* Too small to win against a grid found already (the rule below). */
      if (bw * bh < 0.5 * largest)
        break;

      /* Corners from the extremes along the diagonals (a grid near
       * upright) and along the axes (a grid turned near 45°). */
      for (int k = 0; k < 4; k++)
        {
          candidates[0][k] = c->extreme[k];
          candidates[1][k] = c->extreme[4 + k];
        }
      /* And from the straight edges of its outline. */
      if (edges_quad (labels, w, h, c, candidates[2]))
        n_candidates = 3;
      for (int k = 0; k < n_candidates; k++)
        {
          Found f;
          SudokuVisionPoint fitted[4];
          double fitted_structure, fitted_row;

          order_quad (candidates[k]);
          f.area = quad_area (candidates[k]);
          if (!quad_is_convex (candidates[k]) || f.area < 0.3 * bw * bh)
            continue;
          f.structure = grid_structure (ink, w, h, candidates[k], &f.least_row);
          /* The grid's own lines inside the shape, in case it is a
           * frame around the grid or holds another one. */
          memcpy (fitted, candidates[k], sizeof fitted);
          fit_comb (ink, w, h, fitted);
          if (quad_is_convex (fitted)
              && (fitted_structure = grid_structure (ink, w, h, fitted, &fitted_row)) > f.structure)
            {
              memcpy (candidates[k], fitted, sizeof fitted);
              f.structure = fitted_structure;
              f.least_row = fitted_row;
              f.area = quad_area (fitted);
            }
          g_debug ("candidate %u/%d: box %d,%d–%d,%d, quad (%.0f,%.0f) (%.0f,%.0f) (%.0f,%.0f) "
                   "(%.0f,%.0f), structure %.2f", i, k, c->min_x, c->min_y, c->max_x, c->max_y,
                   candidates[k][0].x, candidates[k][0].y, candidates[k][1].x, candidates[k][1].y,
                   candidates[k][2].x, candidates[k][2].y, candidates[k][3].x, candidates[k][3].y,
                   f.structure);
          if (f.structure < _vision_tuning ()->structure_min)
            continue;
          memcpy (f.quad, candidates[k], sizeof f.quad);
          g_array_append_val (found, f);
          largest = MAX (largest, f.area);
        }
    }

  /* The largest grid; but where another one lies inside it, nearly as
   * large, and its every row and column of cells shows the inner lines
   * much better, that one: the largest was a frame's edge and the grid
   * but its last line. */
  for (guint i = 0; i < found->len; i++)
    {
      const Found *f = &g_array_index (found, Found, i);
      if (best == NULL || f->area > best->area)
        best = f;
    }
  if (best == NULL)
    return FALSE;
  for (guint i = 0; i < found->len; i++)
    {
      const Found *f = &g_array_index (found, Found, i);
      double cx = 0, cy = 0;

      for (int j = 0; j < 4; j++)
        {
          cx += f->quad[j].x / 4;
          cy += f->quad[j].y / 4;
        }
      if (f != best && f->area > 0.5 * best->area
          && f->least_row > best->least_row + _vision_tuning ()->frame_gain
          && point_in_quad (best->quad, cx, cy))
        best = f;
    }
  for (int j = 0; j < 4; j++)
    {
      quad[j].x = enlarged ? (best->quad[j].x - 0.5) / 2 : (best->quad[j].x + 0.5) * factor;
      quad[j].y = enlarged ? (best->quad[j].y - 0.5) / 2 : (best->quad[j].y + 0.5) * factor;
    }
  return TRUE;
}

/* --- Linear systems ---------------------------------------------------- */

/* Solves the n × n system @a x = @b in place (@b becomes x); FALSE when
 * singular. */
gboolean
_vision_solve_n (double *a,
                 double *b,
                 int     n)
{
  for (int col = 0; col < n; col++)
    {
      int pivot = col;
      for (int r = col + 1; r < n; r++)
        if (fabs (a[r * n + col]) > fabs (a[pivot * n + col]))
          pivot = r;
      if (fabs (a[pivot * n + col]) < 1e-9)
        return FALSE;
      for (int k = 0; k < n; k++)
        {
          double t = a[col * n + k];
          a[col * n + k] = a[pivot * n + k];
          a[pivot * n + k] = t;
        }
      {
        double t = b[col];
        b[col] = b[pivot];
        b[pivot] = t;
      }
      for (int r = 0; r < n; r++)
        {
          double f;
          if (r == col)
            continue;
          f = a[r * n + col] / a[col * n + col];
          for (int k = col; k < n; k++)
            a[r * n + k] -= f * a[col * n + k];
          b[r] -= f * b[col];
        }
    }
  for (int i = 0; i < n; i++)
    b[i] /= a[i * n + i];
  return TRUE;
}

/* --- Cells ------------------------------------------------------------- */

#define CELL_MARGIN 0.1

void
_vision_extract_cells (const VisionGray        *gray,
                       const SudokuVisionPoint  crossings[10][10],
                       guint8                  *cells)
{
  const int size = VISION_CELL_SIZE;
  /* The plane the cells are cut from, when there is one. */
  const VisionGray plane = { gray->width, gray->height,
                             gray->cells != NULL ? gray->cells : gray->pixels, NULL };

  for (int r = 0; r < 9; r++)
    for (int c = 0; c < 9; c++)
      {
        const SudokuVisionPoint *p00 = &crossings[r][c], *p01 = &crossings[r][c + 1];
        const SudokuVisionPoint *p10 = &crossings[r + 1][c], *p11 = &crossings[r + 1][c + 1];
        guint8 *out = cells + (gsize) (r * 9 + c) * size * size;

        for (int y = 0; y < size; y++)
          for (int x = 0; x < size; x++)
            {
              double sum = 0;
              /* 2 × 2 samples per pixel, against aliasing of thin strokes. */
              for (int sy = 0; sy < 2; sy++)
                for (int sx = 0; sx < 2; sx++)
                  {
                    double u = CELL_MARGIN + (1 - 2 * CELL_MARGIN) * (x + 0.25 + 0.5 * sx) / size;
                    double v = CELL_MARGIN + (1 - 2 * CELL_MARGIN) * (y + 0.25 + 0.5 * sy) / size;
                    double gx = (p00->x * (1 - u) + p01->x * u) * (1 - v)
                                + (p10->x * (1 - u) + p11->x * u) * v;
                    double gy = (p00->y * (1 - u) + p01->y * u) * (1 - v)
                                + (p10->y * (1 - u) + p11->y * u) * v;
                    sum += _vision_gray_sample (&plane, gx, gy);
                  }
              out[y * size + x] = (guint8) (sum / 4 + 0.5);
            }
      }
}

/* The largest gain _vision_flatten_cells() gives the paper: deep shadow
 * is lifted, its noise not made into ink. */
#define FLATTEN_MAX_GAIN 5.0
/* Paper within this share of the page's light (its 90th percentile) is
 * lit evenly enough: it is left as it is. */
#define FLATTEN_EVEN 0.85
/* The half side of the square that the paper is estimated over, in
 * pixels of cells of VISION_CELL_SIZE: wider than a digit's stroke, even
 * blurred. */
#define FLATTEN_RADIUS 9

/* A pass of a running maximum (@take_max) or minimum over 2 ×
 * FLATTEN_RADIUS + 1 pixels along rows (@step 1) or columns (@step
 * @side) of a @side × @side image, windows clamped to it. */
static void
rank_pass (const guint8 *in,
           guint8       *out,
           int           side,
           int           step,
           gboolean      take_max)
{
  int across = step == 1 ? side : 1;

  for (int line = 0; line < side; line++)
    for (int i = 0; i < side; i++)
      {
        int best = take_max ? 0 : 255;
        for (int j = MAX (0, i - FLATTEN_RADIUS); j <= MIN (side - 1, i + FLATTEN_RADIUS); j++)
          {
            int v = in[line * across + j * step];
            best = take_max ? MAX (best, v) : MIN (best, v);
          }
        out[line * across + i * step] = (guint8) best;
      }
}

void
_vision_flatten_cells (guint8 *cells)
{
  const int size = VISION_CELL_SIZE, side = 9 * VISION_CELL_SIZE;
  g_autofree guint8 *mosaic = g_malloc ((gsize) side * side);
  g_autofree guint8 *a = g_malloc ((gsize) side * side);
  g_autofree guint8 *paper = g_malloc ((gsize) side * side);
  double level;

  /* The cells side by side as in the grid, so that a shadow's part of a
   * cell is seen as the part of a shadow over many. */
  for (int r = 0; r < 9; r++)
    for (int c = 0; c < 9; c++)
      for (int y = 0; y < size; y++)
        memcpy (mosaic + (gsize) (r * size + y) * side + c * size,
                cells + ((gsize) (r * 9 + c) * size + y) * size, size);

  /* The paper under each pixel: a grey closing (the maximum, then the
   * minimum, over a square) takes away the strokes, narrower than the
   * square, and keeps the edge of a shadow where it is. */
  rank_pass (mosaic, a, side, 1, TRUE);
  rank_pass (a, paper, side, side, TRUE);
  rank_pass (paper, a, side, 1, FALSE);
  rank_pass (a, paper, side, side, FALSE);

  /* Only paper clearly darker than the page's light is lifted, to the
   * level of the rest: under even light the cells are left as cut. */
  {
    int histogram[256] = { 0 }, acc = 0, top = 255;

    for (int k = 0; k < side * side; k++)
      histogram[paper[k]]++;
    for (; top > 0 && acc + histogram[top] < side * side / 10; top--)
      acc += histogram[top];
    level = top * FLATTEN_EVEN;
  }

  for (int r = 0; r < 9; r++)
    for (int c = 0; c < 9; c++)
      for (int y = 0; y < size; y++)
        {
          const guint8 *in = mosaic + (gsize) (r * size + y) * side + c * size;
          const guint8 *light = paper + (gsize) (r * size + y) * side + c * size;
          guint8 *out = cells + ((gsize) (r * 9 + c) * size + y) * size;

          for (int x = 0; x < size; x++)
            {
              double gain = CLAMP (level / MAX (light[x], 1), 1.0, FLATTEN_MAX_GAIN);
              out[x] = (guint8) MIN (255.0, in[x] * gain + 0.5);
            }
        }
}

/* --- Windoku's windows -------------------------------------------------- */

/* The grey at which @histogram, counted from its light end
 * (@from_light) or its dark end, first holds @count pixels; @fallback
 * when it never does. The paper of a cell is where a quarter of it is
 * reached from the light end, its ink where a small share is reached
 * from the dark end. */
static int
histogram_reach (const int histogram[256],
                 int       count,
                 gboolean  from_light,
                 int       fallback)
{
  int acc = 0;

  for (int i = 0; i < 256; i++)
    {
      int v = from_light ? 255 - i : i;

      acc += histogram[v];
      if (acc >= count)
        return v;
    }
  return fallback;
}

/* The light end of a cell's levels (its 75th percentile): the paper,
 * or the shade printed on it, whatever digit is there. */
static double
cell_paper (const guint8 *pixels,
            int           n,
            gboolean     *inked)
{
  int histogram[256] = { 0 }, paper = 0, dark = 0;

  for (int i = 0; i < n; i++)
    histogram[pixels[i]]++;
  paper = histogram_reach (histogram, n / 4, TRUE, paper);
  dark = histogram_reach (histogram, n / 50, FALSE, dark);
  *inked = paper - dark > 50;
  return paper;
}

static int
window_of (int row,
           int column)
{
  if (row % 4 == 0 || column % 4 == 0)
    return -1;
  return (row / 4) * 2 + column / 4;
}

#define WINDOW_TERMS 11

gboolean
_vision_find_windows (const guint8 *cells)
{
  const int n = VISION_CELL_SIZE * VISION_CELL_SIZE;
  double paper[SUDOKU_N_CELLS], x[SUDOKU_N_CELLS][WINDOW_TERMS];
  double a[WINDOW_TERMS * WINDOW_TERMS] = { 0 }, b[WINDOW_TERMS] = { 0 };
  double squares = 0, sigma, level = 0;

  /* The paper's level in each cell, fitted by the light over the page (a
   * smooth surface: a quadratic in row and column), one shade per window
   * and one for a cell with ink. */
  for (int i = 0; i < SUDOKU_N_CELLS; i++)
    {
      double r = (i / 9 - 4) / 4.0, c = (i % 9 - 4) / 4.0;
      int window = window_of (i / 9, i % 9);

      gboolean inked;

      paper[i] = cell_paper (cells + (gsize) i * n, n, &inked);
      level += paper[i] / SUDOKU_N_CELLS;
      x[i][0] = 1;
      x[i][1] = r;
      x[i][2] = c;
      x[i][3] = r * r;
      x[i][4] = c * c;
      x[i][5] = r * c;
      for (int k = 0; k < 4; k++)
        x[i][6 + k] = window == k;
      /* A digit's ink, blurred, darkens the light end a little; some
       * pages also shade the givens' cells. */
      x[i][10] = inked;
      for (int j = 0; j < WINDOW_TERMS; j++)
        {
          b[j] += x[i][j] * paper[i];
          for (int k = 0; k < WINDOW_TERMS; k++)
            a[j * WINDOW_TERMS + k] += x[i][j] * x[i][k];
        }
    }
  if (!_vision_solve_n (a, b, WINDOW_TERMS))
    return FALSE;
  for (int i = 0; i < SUDOKU_N_CELLS; i++)
    {
      double fit = 0;
      for (int j = 0; j < WINDOW_TERMS; j++)
        fit += b[j] * x[i][j];
      squares += (paper[i] - fit) * (paper[i] - fit);
    }
  sigma = sqrt (squares / (SUDOKU_N_CELLS - WINDOW_TERMS));
  g_debug ("windows: shades %.1f %.1f %.1f %.1f, ink %.1f, noise %.1f, paper %.0f",
           b[6], b[7], b[8], b[9], b[10], sigma, level);

  /* Each window clearly darker, well beyond how the paper varies (light
   * unexplained, boxes shaded another way, stains), and nearly every
   * cell of each on its own darker than the light there. */
  for (int k = 0; k < 4; k++)
    {
      double shade = -b[6 + k];
      int darker = 0;

      if (shade < MAX (MAX (6.0, 4 * sigma), 0.03 * level))
        return FALSE;
      for (int i = 0; i < SUDOKU_N_CELLS; i++)
        {
          double light = 0;
          if (window_of (i / 9, i % 9) != k)
            continue;
          for (int j = 0; j < 6; j++)
            light += b[j] * x[i][j];
          light += b[10] * x[i][10];
          darker += paper[i] < light - shade / 2;
        }
      if (darker < 8)
        return FALSE;
    }
  return TRUE;
}

typedef struct
{
  int count;
  int min_x, min_y, max_x, max_y;
  /* Its darkest pixel. */
  int darkest;
} Blob;

VisionInk
_vision_cell_has_ink (guint8 *pixels,
                      int     size,
                      int     min_contrast)
{
  int histogram[256] = { 0 };
  int n = size * size, paper = 255, dark = 0, threshold;
  g_autofree guint8 *mark = g_malloc0 (n);
  g_autofree int *stack = g_new (int, n);
  Blob keep = { 0, };
  int kept_count = 0;
  gboolean have = FALSE;
  gboolean doubt = FALSE;

  for (int i = 0; i < n; i++)
    histogram[pixels[i]]++;
  /* Paper: the 75th percentile from the light end; ink: the darkest 1%. */
  paper = histogram_reach (histogram, n / 4, TRUE, paper);
  dark = histogram_reach (histogram, n / 100 + 1, FALSE, dark);
  if (paper - dark < min_contrast)
    return VISION_INK_NONE;
  threshold = (paper + dark) / 2;

  /* The blobs of ink, 8-connected; the mark is the blob of fair size
   * nearest the middle, with the blobs near it (a broken stroke). */
  for (int start = 0; start < n; start++)
    {
      Blob b = { 0, size, size, -1, -1, 255 };
      int top = 0;

      if (pixels[start] >= threshold || mark[start])
        continue;
      mark[start] = 1;
      stack[top++] = start;
      while (top > 0)
        {
          int p = stack[--top], x = p % size, y = p / size;
          b.count++;
          b.darkest = MIN (b.darkest, pixels[p]);
          b.min_x = MIN (b.min_x, x);
          b.max_x = MAX (b.max_x, x);
          b.min_y = MIN (b.min_y, y);
          b.max_y = MAX (b.max_y, y);
          for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
              {
                int nx = x + dx, ny = y + dy, q;
                if (nx < 0 || ny < 0 || nx >= size || ny >= size)
                  continue;
                q = ny * size + nx;
                if (!mark[q] && pixels[q] < threshold)
                  {
                    mark[q] = 1;
                    stack[top++] = q;
                  }
              }
        }

      double cx = (b.min_x + b.max_x) / 2.0 / size, cy = (b.min_y + b.max_y) / 2.0 / size;
      int bh = b.max_y - b.min_y + 1, bw = b.max_x - b.min_x + 1;
      /* Remains of a grid line lie along an edge; specks are tiny. The
       * blobs in the middle are the mark, which a threshold may have
       * broken into strokes. */
      if (cx < 0.22 || cx > 0.78 || cy < 0.22 || cy > 0.78 || b.count < 4)
        {
          /* Off the middle but the size of a digit, not the thin
           * remains of a line: a digit the crop cut, perhaps; unless
           * its ink is far lighter than a printed digit's (twice the
           * least contrast of a mark, a share of the page's): the other
           * side's text showing through, a smudge. */
          if (bh >= size * 0.3 && bw >= size * 0.15 && b.count >= n / 60
              && paper - b.darkest >= 2 * min_contrast)
            doubt = TRUE;
          continue;
        }
      if (bw > size * 0.95 || bh > size * 0.98)
        continue;
      if (!have)
        keep = b;
      keep.min_x = MIN (keep.min_x, b.min_x);
      keep.min_y = MIN (keep.min_y, b.min_y);
      keep.max_x = MAX (keep.max_x, b.max_x);
      keep.max_y = MAX (keep.max_y, b.max_y);
      kept_count += b.count;
      have = TRUE;
    }
  if (!have || keep.max_y - keep.min_y + 1 < size * 0.22 || kept_count < n / 100)
    return doubt ? VISION_INK_DOUBT : VISION_INK_NONE;

  /* Whiten all but the mark's box, two pixels wider. */
  keep.min_x = MAX (0, keep.min_x - 2);
  keep.min_y = MAX (0, keep.min_y - 2);
  keep.max_x = MIN (size - 1, keep.max_x + 2);
  keep.max_y = MIN (size - 1, keep.max_y + 2);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if (x < keep.min_x || x > keep.max_x || y < keep.min_y || y > keep.max_y)
        pixels[y * size + x] = (guint8) paper;
  return VISION_INK_MARK;
}
