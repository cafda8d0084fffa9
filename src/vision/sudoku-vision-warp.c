/* sudoku-vision-warp.c — following the grid's printed lines, on a curved
 * page too
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

/* The square inside the grid's corners (sudoku-vision-grid.c finds
 * them) is warped upright, the twenty lines are followed in it, and the
 * following is done again in the square warped by a smooth field fitted
 * to the crossings found, until the field settles. */

#define WARP_CELL 32
#define WARP_SIDE (9 * WARP_CELL)
#define SEGMENTS 27
#define SEARCH (WARP_CELL / 4)
/* The warped image reaches this far (warped pixels) beyond the
 * quadrilateral on every side: the outer lines are followed where they
 * leave it (a curved page's edge bows out of the corners' straight
 * line). */
#define WARP_PAD (SEARCH + 4)
#define WARP_FULL (WARP_SIDE + 2 * WARP_PAD)

/* Positions across (in warped pixels) of the line near @base at each of
 * the SEGMENTS segments along it; @along_x: the line runs along x. A
 * dynamic programme picks the darkest ridge whose offset changes little
 * from segment to segment. */
static void
follow_line (const guint8 *warp,
             int           base,
             gboolean      along_x,
             double        positions[SEGMENTS])
{
  double response[SEGMENTS][2 * SEARCH + 1];
  double cost[SEGMENTS][2 * SEARCH + 1];
  int from[SEGMENTS][2 * SEARCH + 1];
  const int seg_len = WARP_SIDE / SEGMENTS;

  for (int s = 0; s < SEGMENTS; s++)
    {
      double darkness[2 * SEARCH + 7];

      for (int t = -SEARCH - 3; t <= SEARCH + 3; t++)
        {
          int across = CLAMP (base + t + WARP_PAD, 0, WARP_FULL - 1);
          int sum = 0;
          for (int a = WARP_PAD + s * seg_len; a < WARP_PAD + (s + 1) * seg_len; a++)
            sum += 255 - (along_x ? warp[across * WARP_FULL + a] : warp[a * WARP_FULL + across]);
          darkness[t + SEARCH + 3] = (double) sum / (seg_len * 255);
        }
      for (int t = -SEARCH; t <= SEARCH; t++)
        {
          int i = t + SEARCH + 3;
          /* A ridge: darker than 3 pixels away on both sides. */
          response[s][t + SEARCH] = darkness[i] - 0.5 * (darkness[i - 3] + darkness[i + 3])
                                    + 0.5 * darkness[i];
        }
    }

  for (int s = 0; s < SEGMENTS; s++)
    for (int t = 0; t <= 2 * SEARCH; t++)
      {
        double local = -response[s][t] + 0.004 * abs (t - SEARCH);
        double best = G_MAXDOUBLE;
        int best_from = t;

        if (s == 0)
          best = 0;
        else
          for (int p = 0; p <= 2 * SEARCH; p++)
            {
              double c = cost[s - 1][p] + 0.04 * abs (t - p);
              if (c < best)
                {
                  best = c;
                  best_from = p;
                }
            }
        cost[s][t] = best + local;
        from[s][t] = best_from;
      }

  int t = 0;
  for (int k = 1; k <= 2 * SEARCH; k++)
    if (cost[SEGMENTS - 1][k] < cost[SEGMENTS - 1][t])
      t = k;
  for (int s = SEGMENTS - 1; s >= 0; s--)
    {
      positions[s] = base + t - SEARCH;
      t = from[s][t];
    }
}

/* The line's position across at @along (warped pixels), interpolated
 * between the segments' centres. */
static double
line_at (const double positions[SEGMENTS],
         double       along)
{
  const double seg_len = (double) WARP_SIDE / SEGMENTS;
  double f = along / seg_len - 0.5;
  int i = (int) floor (f);

  if (i < 0)
    return positions[0];
  if (i >= SEGMENTS - 1)
    return positions[SEGMENTS - 1];
  f -= i;
  return positions[i] * (1 - f) + positions[i + 1] * f;
}

/* The most times the lines are followed: each time in the image warped
 * by a smooth field fitted to the lines found the time before
 * (fit_field()), so that a line bent further than SEARCH from the
 * corners' straight grid is reached step by step (a page curved by a
 * book's spine, rippled or creased). The following stops earlier when
 * the field has settled: it moved less than FOLLOW_SETTLED warped pixels
 * anywhere (a flat page: twice). */
#define FOLLOW_PASSES 5
#define FOLLOW_SETTLED 0.5

/* The shift (warped pixels) at @x, @y of the map given at the crossings
 * by @shift, bilinear within each cell, held at the border's beyond it.
 * Positions are those of follow_line(): the warped pixel x + WARP_PAD,
 * whose centre is x + 0.5 in the unit square's WARP_SIDE. */
static void
shift_at (const double shift[10][10][2],
          double       x,
          double       y,
          double      *dx,
          double      *dy)
{
  double fx = CLAMP (x / WARP_CELL, 0, 9), fy = CLAMP (y / WARP_CELL, 0, 9);
  int c = MIN ((int) fx, 8), r = MIN ((int) fy, 8);
  double u = fx - c, v = fy - r;

  *dx = (shift[r][c][0] * (1 - u) + shift[r][c + 1][0] * u) * (1 - v)
        + (shift[r + 1][c][0] * (1 - u) + shift[r + 1][c + 1][0] * u) * v;
  *dy = (shift[r][c][1] * (1 - u) + shift[r][c + 1][1] * u) * (1 - v)
        + (shift[r + 1][c][1] * (1 - u) + shift[r + 1][c + 1][1] * u) * v;
}

/* One following of the lines: the square of @hom warped after @shift
 * (the warped pixel at x, y is taken from x + dx, y + dy), the twenty
 * lines followed in it, and @shift replaced by their crossings' places
 * in the square before any shift, less where the straight grid has them. */
static void
follow_pass (const VisionGray       *gray,
             const VisionHomography *hom,
             guint8                 *warp,
             double                  shift[10][10][2])
{
  double rows[10][SEGMENTS], columns[10][SEGMENTS];
  double found[10][10][2];

  for (int y = 0; y < WARP_FULL; y++)
    for (int x = 0; x < WARP_FULL; x++)
      {
        double gx, gy, dx, dy;

        shift_at (shift, x - WARP_PAD, y - WARP_PAD, &dx, &dy);
        _vision_homography_apply (hom, (x - WARP_PAD + 0.5 + dx) / WARP_SIDE,
                                  (y - WARP_PAD + 0.5 + dy) / WARP_SIDE, &gx, &gy);
        warp[y * WARP_FULL + x] = (guint8) _vision_gray_sample (gray, gx, gy);
      }

  for (int k = 0; k < 10; k++)
    {
      int base = MIN (k * WARP_CELL, WARP_SIDE - 1);
      follow_line (warp, base, TRUE, rows[k]);
      follow_line (warp, base, FALSE, columns[k]);
    }

  for (int r = 0; r < 10; r++)
    for (int c = 0; c < 10; c++)
      {
        double x = c * WARP_CELL, y = r * WARP_CELL, dx, dy;

        for (int i = 0; i < 3; i++)
          {
            y = line_at (rows[r], x);
            x = line_at (columns[c], y);
          }
        shift_at (shift, x, y, &dx, &dy);
        found[r][c][0] = x + dx - c * WARP_CELL;
        found[r][c][1] = y + dy - r * WARP_CELL;
      }
  memcpy (shift, found, sizeof found);
}

/* The terms of the smooth field fitted to the lines' shifts: u^a v^b,
 * a, b ≤ 3 (bicubic), u and v from −1 to 1 across the grid. */
#define FIELD_TERMS 16
/* A crossing further than this from the field (warped pixels, a cell is
 * WARP_CELL), beyond the field's usual misfit, does not count in it: the
 * line was drawn there by a digit's stroke. */
#define FIELD_OUTLIER 2.5

/* Replaces @shift, the crossings' shifts a following found, by a smooth
 * field fitted to them: a bicubic in the grid's coordinates (least
 * squares), then fitted again three times without the crossings far off
 * the last fit. A page bends
 * smoothly, so the lines found near their neighbours' bend are kept
 * and a line drawn aside by a column of digits is put back between its
 * neighbours; the next following starts from the field, not from where
 * the digits drew it. Unchanged when the fit fails. */
static void
fit_field (double shift[10][10][2])
{
  double fitted[10][10][2];

  for (int axis = 0; axis < 2; axis++)
    {
      gboolean use[10][10];

      for (int r = 0; r < 10; r++)
        for (int c = 0; c < 10; c++)
          use[r][c] = TRUE;
      for (int round = 0; round < 4; round++)
        {
          double a[FIELD_TERMS * FIELD_TERMS] = { 0 }, b[FIELD_TERMS] = { 0 };
          double residual[100];
          double sorted[100];
          double spread;

          for (int r = 0; r < 10; r++)
            for (int c = 0; c < 10; c++)
              {
                double terms[FIELD_TERMS], u = c / 4.5 - 1, v = r / 4.5 - 1;

                if (!use[r][c])
                  continue;
                for (int k = 0; k < FIELD_TERMS; k++)
                  terms[k] = pow (u, k % 4) * pow (v, k / 4);
                for (int j = 0; j < FIELD_TERMS; j++)
                  {
                    b[j] += terms[j] * shift[r][c][axis];
                    for (int k = 0; k < FIELD_TERMS; k++)
                      a[j * FIELD_TERMS + k] += terms[j] * terms[k];
                  }
              }
          if (!_vision_solve_n (a, b, FIELD_TERMS))
            return;
          for (int r = 0; r < 10; r++)
            for (int c = 0; c < 10; c++)
              {
                double fit = 0, u = c / 4.5 - 1, v = r / 4.5 - 1;

                for (int k = 0; k < FIELD_TERMS; k++)
                  fit += b[k] * pow (u, k % 4) * pow (v, k / 4);
                fitted[r][c][axis] = fit;
                residual[r * 10 + c] = fabs (shift[r][c][axis] - fit);
                sorted[r * 10 + c] = residual[r * 10 + c];
              }
          /* The usual misfit: the median's. */
          for (int i = 1; i < 100; i++)
            for (int j = i; j > 0 && sorted[j - 1] > sorted[j]; j--)
              {
                double t = sorted[j];
                sorted[j] = sorted[j - 1];
                sorted[j - 1] = t;
              }
          spread = FIELD_OUTLIER + 2 * sorted[50];
          for (int i = 0; i < 100; i++)
            use[i / 10][i % 10] = residual[i] <= spread;
        }
    }
  memcpy (shift, fitted, sizeof fitted);
}

void
_vision_follow_lines (const VisionGray        *gray,
                      const SudokuVisionPoint  quad[4],
                      SudokuVisionPoint        crossings[10][10])
{
  g_autofree guint8 *warp = g_malloc ((gsize) WARP_FULL * WARP_FULL);
  double shift[10][10][2] = { { { 0 } } }, previous[10][10][2] = { { { 0 } } };
  VisionHomography hom;

  if (!_vision_homography_from_unit (&hom, quad))
    {
      /* A degenerate quadrilateral: no lines to follow. */
      for (int r = 0; r < 10; r++)
        for (int c = 0; c < 10; c++)
          crossings[r][c] = quad[0];
      return;
    }
  for (int pass = 1;; pass++)
    {
      double field[10][10][2], moved = 0;

      follow_pass (gray, &hom, warp, shift);
      if (pass == FOLLOW_PASSES)
        break;
      memcpy (field, shift, sizeof field);
      fit_field (field);
      for (int r = 0; r < 10; r++)
        for (int c = 0; c < 10; c++)
          for (int axis = 0; axis < 2; axis++)
            moved = MAX (moved, fabs (field[r][c][axis] - previous[r][c][axis]));
      /* Settled: a following from this field finds what the last did. */
      if (pass > 1 && moved < FOLLOW_SETTLED)
        break;
      memcpy (previous, field, sizeof field);
      memcpy (shift, field, sizeof field);
    }
  for (int r = 0; r < 10; r++)
    for (int c = 0; c < 10; c++)
      _vision_homography_apply (&hom, (c * WARP_CELL + 0.5 + shift[r][c][0]) / WARP_SIDE,
                                (r * WARP_CELL + 0.5 + shift[r][c][1]) / WARP_SIDE,
                                &crossings[r][c].x, &crossings[r][c].y);
}
