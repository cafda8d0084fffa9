/* sudoku-render-step.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The overlay of a logical step and of a hint on the grid, drawn as
 * part of sudoku_render_board(): the houses the step is about, its cells
 * and candidates coloured by their role in the pattern, its eliminations
 * struck through, its placements, the outlines of its ALS and its chain
 * links as arrows from candidate to candidate.
 */

#define G_LOG_DOMAIN "nanpure-render"

#include "config.h"

#include "sudoku-render-private.h"
#include "sudoku-render-route-private.h"

#include <math.h>
#include <string.h>

/* How much of a role's colour tints a cell marked as a whole, how much of
 * an ALS colour fills its cells, and how much of the elimination colour
 * is the disc under a struck candidate.
 */
#define CELL_TINT_OPACITY        0.45
#define ALS_FILL_OPACITY         0.16
#define ELIMINATION_FILL_OPACITY 0.35

/* A link's line width, as a fraction of a cell's side. */
#define LINK_WIDTH     0.028

/* A link drawn is in the way of the next ones at this many points. */
#define LINK_OBSTACLES 12

static guint16
cell_candidates (const SudokuBoard         *board,
                 const SudokuRenderOptions *options,
                 guint                      cell)
{
  if (board->values[cell] != 0)
    return 0;
  return (options->candidates ? options->candidates[cell] : board->candidates[cell])
         & SUDOKU_ALL_CANDIDATES;
}

static gboolean
is_candidate (guint cell,
              guint digit)
{
  return cell < SUDOKU_N_CELLS && digit >= 1 && digit <= 9;
}

static const SudokuRenderColor *
role_color (const SudokuRenderStyle *style,
            guint                    role,
            guint                    group)
{
  switch (role)
    {
    case SUDOKU_ROLE_BASE:
      return &style->step_base;
    case SUDOKU_ROLE_COVER:
      return &style->step_cover;
    case SUDOKU_ROLE_FIN:
      return &style->step_fin;
    case SUDOKU_ROLE_PIVOT:
      return &style->step_pivot;
    case SUDOKU_ROLE_PINCER:
      return &style->step_pincer;
    case SUDOKU_ROLE_CHAIN_ON:
      return &style->step_chain_on;
    case SUDOKU_ROLE_CHAIN_OFF:
      return &style->step_chain_off;
    case SUDOKU_ROLE_COLOR_A:
      return &style->step_colors[(group * 2) % G_N_ELEMENTS (style->step_colors)];
    case SUDOKU_ROLE_COLOR_B:
      return &style->step_colors[(group * 2 + 1) % G_N_ELEMENTS (style->step_colors)];
    case SUDOKU_ROLE_ALS:
      return &style->step_als[group % G_N_ELEMENTS (style->step_als)];
    case SUDOKU_ROLE_ASSUMED:
      return &style->step_assumed;
    case SUDOKU_ROLE_DEFINING:
    default:
      return &style->step_defining;
    }
}

static SudokuRenderColor
fainter (const SudokuRenderColor *color,
         double                   opacity)
{
  SudokuRenderColor result = *color;

  result.alpha *= opacity;
  return result;
}

/* The cells of a house, or none for an index that is not one. */
static SudokuCells
house_cells (const SudokuBoard *board,
             int                house)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (board->variant);
  SudokuCells cells = SUDOKU_CELLS_EMPTY;

  if (house < 0 || (guint) house >= houses->n_houses)
    return cells;
  for (guint i = 0; i < 9; i++)
    sudoku_cells_add (&cells, houses->houses[house].cells[i]);
  return cells;
}

gboolean
_sudoku_render_has_overlay (const SudokuRenderOptions *options)
{
  return options->step != NULL ||
         options->highlight_house >= 0 ||
         !sudoku_cells_is_empty (options->highlight_cells) ||
         options->highlight_candidates != NULL ||
         (options->highlight_digit != 0 && options->show_candidates);
}

/* Adds @digit in the empty cells of @cells that have it; in all of them
 * when none has it, so that a link always has candidates to point at.
 */
static void
add_node_candidates (const SudokuBoard         *board,
                     const SudokuRenderOptions *options,
                     SudokuCells                cells,
                     guint                      digit,
                     guint16                   *shown)
{
  gboolean found = FALSE;

  if (digit < 1 || digit > 9)
    return;

  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      guint16 candidates = cell < SUDOKU_N_CELLS ? cell_candidates (board, options, cell) : 0;

      if (candidates & SUDOKU_DIGIT_BIT (digit))
        {
          shown[cell] |= SUDOKU_DIGIT_BIT (digit);
          found = TRUE;
        }
    }
  if (found)
    return;

  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      if (cell < SUDOKU_N_CELLS && board->values[cell] == 0)
        shown[cell] |= SUDOKU_DIGIT_BIT (digit);
    }
}

static void
add_candidates (const SudokuBoard *board,
                const GArray      *candidates,
                guint16           *shown)
{
  for (guint i = 0; candidates != NULL && i < candidates->len; i++)
    {
      const SudokuCandidate *candidate = &g_array_index (candidates, SudokuCandidate, i);

      if (is_candidate (candidate->cell, candidate->digit) && board->values[candidate->cell] == 0)
        shown[candidate->cell] |= SUDOKU_DIGIT_BIT (candidate->digit);
    }
}

void
_sudoku_render_overlay_candidates (const SudokuBoard         *board,
                                   const SudokuRenderOptions *options,
                                   guint16                   *shown,
                                   guint16                   *solid)
{
  const SudokuStep *step = options->step;

  if (step != NULL)
    {
      for (guint i = 0; step->marks != NULL && i < step->marks->len; i++)
        {
          const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

          if (mark->cell >= SUDOKU_N_CELLS || board->values[mark->cell] != 0)
            continue;
          if (mark->digit == 0)
            shown[mark->cell] |= cell_candidates (board, options, mark->cell);
          else if (mark->digit <= 9)
            shown[mark->cell] |= SUDOKU_DIGIT_BIT (mark->digit);
        }
      add_candidates (board, step->eliminations, shown);
      add_candidates (board, step->placements, shown);
      add_candidates (board, step->placements, solid);
      for (guint i = 0; step->links != NULL && i < step->links->len; i++)
        {
          const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

          add_node_candidates (board, options, link->from, link->from_digit, shown);
          add_node_candidates (board, options, link->to, link->to_digit, shown);
        }
    }

  if (options->highlight_candidates != NULL)
    {
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        {
          if (board->values[cell] == 0)
            shown[cell] |= options->highlight_candidates[cell] & SUDOKU_ALL_CANDIDATES;
        }
    }
}

static void
fill_cells (cairo_t                    *cr,
            const SudokuRenderGeometry *geometry,
            SudokuCells                 cells,
            const SudokuRenderColor    *color)
{
  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      double x, y, width, height;

      _sudoku_render_cell_extents (geometry, cell, &x, &y, &width, &height);
      cairo_rectangle (cr, x, y, width, height);
    }
  /* One fill for the whole set, so that a translucent colour is laid
   * once where houses cross.
   */
  _sudoku_render_set_source (cr, color);
  cairo_fill (cr);
}

void
_sudoku_render_overlay_tints (cairo_t                    *cr,
                              const SudokuRenderGeometry *geometry,
                              const SudokuBoard          *board,
                              const SudokuRenderOptions  *options,
                              const SudokuRenderStyle    *style)
{
  const SudokuStep *step = options->step;

  if (step != NULL)
    {
      SudokuCells houses = SUDOKU_CELLS_EMPTY;
      SudokuCells tinted = SUDOKU_CELLS_EMPTY;

      for (guint i = 0; i < G_N_ELEMENTS (step->houses); i++)
        houses = sudoku_cells_or (houses, house_cells (board, step->houses[i]));
      fill_cells (cr, geometry, houses, &style->step_house);

      /* Cells marked as a whole: the first role of a cell tints it, or
       * else the first ALS it belongs to, fainter (the outlines tell
       * overlapping ALS apart).
       */
      for (guint pass = 0; pass < 2; pass++)
        for (guint i = 0; step->marks != NULL && i < step->marks->len; i++)
          {
            const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);
            gboolean als = mark->role == SUDOKU_ROLE_ALS;
            SudokuRenderColor tint;

            if (mark->digit != 0 || mark->cell >= SUDOKU_N_CELLS ||
                als != (pass == 1) || sudoku_cells_has (tinted, mark->cell))
              continue;
            sudoku_cells_add (&tinted, mark->cell);
            tint = fainter (role_color (style, mark->role, mark->group),
                            als ? ALS_FILL_OPACITY : CELL_TINT_OPACITY);
            _sudoku_render_fill_cell (cr, geometry, mark->cell, &tint);
          }
    }

  fill_cells (cr, geometry, house_cells (board, options->highlight_house), &style->hint_house);
  fill_cells (cr, geometry, options->highlight_cells, &style->hint_cell);
}

static gboolean
in_cells (SudokuCells cells,
          int         row,
          int         column)
{
  if (row < 0 || row > 8 || column < 0 || column > 8)
    return FALSE;
  return sudoku_cells_has (cells, sudoku_cell_at ((guint) row, (guint) column));
}

/* How far the outline along one side of a cell runs past the corner
 * towards its neighbour along the side: back by @offset at an outer
 * corner, to the corner where the outline goes straight on, and on by
 * @offset at an inner corner, where it meets the neighbour's side.
 */
static double
corner_extension (SudokuCells cells,
                  int         row,
                  int         column,
                  int         out_row,
                  int         out_column,
                  int         along_row,
                  int         along_column,
                  double      offset)
{
  if (!in_cells (cells, row + along_row, column + along_column))
    return -offset;
  if (in_cells (cells, row + along_row + out_row, column + along_column + out_column))
    return offset;
  return 0;
}

/* Traces the outline of a set of cells, @offset inside its border, as
 * one path: one segment per side of a cell that no other cell of the
 * set shares.
 */
static void
outline_path (cairo_t                    *cr,
              const SudokuRenderGeometry *geometry,
              SudokuCells                 cells,
              double                      offset)
{
  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      int row = (int) sudoku_cell_row (cell);
      int column = (int) sudoku_cell_column (cell);
      double left = geometry->edges[column];
      double right = geometry->edges[column + 1];
      double top = geometry->edges[row];
      double bottom = geometry->edges[row + 1];

      if (!in_cells (cells, row - 1, column))
        {
          cairo_move_to (cr, left - corner_extension (cells, row, column, -1, 0, 0, -1, offset),
                         top + offset);
          cairo_line_to (cr, right + corner_extension (cells, row, column, -1, 0, 0, 1, offset),
                         top + offset);
        }
      if (!in_cells (cells, row + 1, column))
        {
          cairo_move_to (cr, left - corner_extension (cells, row, column, 1, 0, 0, -1, offset),
                         bottom - offset);
          cairo_line_to (cr, right + corner_extension (cells, row, column, 1, 0, 0, 1, offset),
                         bottom - offset);
        }
      if (!in_cells (cells, row, column - 1))
        {
          cairo_move_to (cr, left + offset,
                         top - corner_extension (cells, row, column, 0, -1, -1, 0, offset));
          cairo_line_to (cr, left + offset,
                         bottom + corner_extension (cells, row, column, 0, -1, 1, 0, offset));
        }
      if (!in_cells (cells, row, column + 1))
        {
          cairo_move_to (cr, right - offset,
                         top - corner_extension (cells, row, column, 0, 1, -1, 0, offset));
          cairo_line_to (cr, right - offset,
                         bottom + corner_extension (cells, row, column, 0, 1, 1, 0, offset));
        }
    }
}

static void
draw_als_outlines (cairo_t                    *cr,
                   const SudokuRenderGeometry *geometry,
                   const SudokuStep           *step,
                   const SudokuRenderStyle    *style)
{
  SudokuCells groups[256] = { { 0, 0 } };
  SudokuCells drawn[256];
  guint n_drawn = 0;
  double cell_size = geometry->size / 9;
  double width = MAX (1, cell_size * 0.03);
  double gap = MAX (1, cell_size * 0.02);
  double offset;

  for (guint i = 0; step->marks != NULL && i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == SUDOKU_ROLE_ALS && mark->digit == 0 && mark->cell < SUDOKU_N_CELLS)
        sudoku_cells_add (&groups[mark->group], mark->cell);
    }

  if (geometry->align)
    {
      width = round (width);
      gap = round (gap);
    }
  /* Just inside the thickest line, clear of the candidates' digits; on
   * whole pixels when aligning: the edges are then whole, so the ink
   * must start on a whole offset.
   */
  offset = (geometry->align ? ceil (geometry->thick / 2) : geometry->thick / 2) + width / 2;

  cairo_save (cr);
  cairo_set_line_width (cr, width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  for (guint group = 0; group < G_N_ELEMENTS (groups); group++)
    {
      guint level = 0;

      if (sudoku_cells_is_empty (groups[group]))
        continue;

      /* An ALS that shares cells with one drawn before goes further in,
       * so that both outlines show.
       */
      for (guint i = 0; i < n_drawn; i++)
        level += sudoku_cells_intersect (groups[group], drawn[i]);
      drawn[n_drawn++] = groups[group];

      outline_path (cr, geometry, groups[group], offset + level * (width + gap));
      _sudoku_render_set_source (cr, role_color (style, SUDOKU_ROLE_ALS, group));
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
disc_path (cairo_t                    *cr,
           const SudokuRenderGeometry *geometry,
           guint                       cell,
           guint                       digit)
{
  double x, y;

  _sudoku_render_candidate_center (geometry, cell, digit, &x, &y);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, _sudoku_render_candidate_radius (geometry), 0, 2 * G_PI);
}

void
_sudoku_render_overlay_marks (cairo_t                    *cr,
                              const SudokuRenderGeometry *geometry,
                              const SudokuBoard          *board,
                              const SudokuRenderOptions  *options,
                              const SudokuRenderStyle    *style)
{
  const SudokuStep *step = options->step;
  SudokuRenderColor discs[SUDOKU_N_CELLS][9];
  gboolean has_disc[SUDOKU_N_CELLS][9];

  memset (has_disc, 0, sizeof has_disc);

  /* One disc per candidate, the most telling role first: what the step
   * removes, then what it places, then its pattern in the order of the
   * marks, then what a hint points at.
   */
  if (step != NULL)
    {
      SudokuRenderColor elimination = fainter (&style->step_elimination, ELIMINATION_FILL_OPACITY);

      for (guint i = 0; step->eliminations != NULL && i < step->eliminations->len; i++)
        {
          const SudokuCandidate *candidate =
            &g_array_index (step->eliminations, SudokuCandidate, i);

          if (!is_candidate (candidate->cell, candidate->digit))
            continue;
          discs[candidate->cell][candidate->digit - 1] = elimination;
          has_disc[candidate->cell][candidate->digit - 1] = TRUE;
        }
      for (guint i = 0; step->placements != NULL && i < step->placements->len; i++)
        {
          const SudokuCandidate *candidate = &g_array_index (step->placements, SudokuCandidate, i);

          if (!is_candidate (candidate->cell, candidate->digit) ||
              has_disc[candidate->cell][candidate->digit - 1])
            continue;
          discs[candidate->cell][candidate->digit - 1] = style->step_placement;
          has_disc[candidate->cell][candidate->digit - 1] = TRUE;
        }
      for (guint i = 0; step->marks != NULL && i < step->marks->len; i++)
        {
          const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

          if (!is_candidate (mark->cell, mark->digit) || has_disc[mark->cell][mark->digit - 1])
            continue;
          discs[mark->cell][mark->digit - 1] = *role_color (style, mark->role, mark->group);
          has_disc[mark->cell][mark->digit - 1] = TRUE;
        }
    }
  if (options->highlight_candidates != NULL)
    {
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        for (guint digit = 1; digit <= 9; digit++)
          {
            if (!(options->highlight_candidates[cell] & SUDOKU_DIGIT_BIT (digit)) ||
                has_disc[cell][digit - 1])
              continue;
            discs[cell][digit - 1] = style->hint_candidate;
            has_disc[cell][digit - 1] = TRUE;
          }
    }
  /* Last, the digit under the cursor among the candidates shown. */
  if (options->highlight_digit >= 1 && options->highlight_digit <= 9 && options->show_candidates)
    {
      const guint16 *candidates = options->candidates ? options->candidates : board->candidates;
      guint digit = options->highlight_digit;

      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (board->values[cell] == 0 && (candidates[cell] & SUDOKU_DIGIT_BIT (digit)) &&
            !has_disc[cell][digit - 1])
          {
            discs[cell][digit - 1] = style->same_digit_cell;
            has_disc[cell][digit - 1] = TRUE;
          }
    }

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (board->values[cell] != 0)
        continue;
      for (guint digit = 1; digit <= 9; digit++)
        {
          if (!has_disc[cell][digit - 1])
            continue;
          disc_path (cr, geometry, cell, digit);
          _sudoku_render_set_source (cr, &discs[cell][digit - 1]);
          cairo_fill (cr);
        }
    }

  if (step != NULL)
    draw_als_outlines (cr, geometry, step, style);
}

/* Links. */

/* The part of @curve up to @t, by de Casteljau's construction. */
static void
bezier_before (const Point *curve,
               double       t,
               Point       *part)
{
  Point p01 = _sudoku_render_point_lerp (curve[0], curve[1], t);
  Point p12 = _sudoku_render_point_lerp (curve[1], curve[2], t);
  Point p23 = _sudoku_render_point_lerp (curve[2], curve[3], t);
  Point p012 = _sudoku_render_point_lerp (p01, p12, t);
  Point p123 = _sudoku_render_point_lerp (p12, p23, t);

  part[0] = curve[0];
  part[1] = p01;
  part[2] = p012;
  part[3] = _sudoku_render_point_lerp (p012, p123, t);
}

/* Where a link starts or ends: the centre of the node's candidates. */
static gboolean
node_point (const SudokuRenderGeometry *geometry,
            SudokuCells                 cells,
            guint                       digit,
            const guint16              *shown,
            Point                      *point)
{
  double x = 0, y = 0;
  guint n = 0;

  if (digit < 1 || digit > 9)
    return FALSE;

  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      double cx, cy;

      if (cell >= SUDOKU_N_CELLS || !(shown[cell] & SUDOKU_DIGIT_BIT (digit)))
        continue;
      _sudoku_render_candidate_center (geometry, cell, digit, &cx, &cy);
      x += cx;
      y += cy;
      n++;
    }
  if (n == 0)
    return FALSE;

  point->x = x / n;
  point->y = y / n;
  return TRUE;
}

/* Draws @link along the least obstructed of the bent curves, which it
 * returns in @drawn; %FALSE when there was no room for an arrow.
 */
static gboolean
draw_link (cairo_t                    *cr,
           const SudokuRenderGeometry *geometry,
           const SudokuLink           *link,
           const guint16              *shown,
           const Obstacle             *obstacles,
           const guint                *obstacle_candidates,
           guint                       n_obstacles,
           Lattice                    *lattice,
           Route                      *drawn)
{
  double cell_size = geometry->size / 9;
  double width = MAX (1, cell_size * LINK_WIDTH);
  double head = MAX (width * 4, cell_size * 0.1);
  double radius = _sudoku_render_candidate_radius (geometry) + width / 2;
  Route best;
  const Point *last;
  Point start, end, base;
  double head_from;

  if (!node_point (geometry, link->from, link->from_digit, shown, &start) ||
      !node_point (geometry, link->to, link->to_digit, shown, &end) ||
      _sudoku_render_point_distance (start, end) < radius ||
      !_sudoku_render_link_way (geometry, link, start, end, radius, width, head,
                                obstacles, obstacle_candidates, n_obstacles, lattice, &best))
    return FALSE;

  last = best.pieces[best.n_pieces - 1];
  head_from = _sudoku_render_bezier_back_off (last, head);
  if (head_from < 0)
    return FALSE;
  base = _sudoku_render_bezier_point (last, head_from);

  cairo_save (cr);
  cairo_set_line_width (cr, width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (!link->strong)
    {
      double dashes[2] = { MAX (cell_size * 0.07, width * 3), MAX (cell_size * 0.05, width * 2) };

      cairo_set_dash (cr, dashes, 2, 0);
    }
  /* The line runs into the head a little, so that no gap shows. */
  cairo_move_to (cr, best.pieces[0][0].x, best.pieces[0][0].y);
  for (guint piece = 0; piece < best.n_pieces; piece++)
    {
      Point part[4];

      if (piece + 1 < best.n_pieces)
        memcpy (part, best.pieces[piece], sizeof part);
      else
        bezier_before (last, head_from + (1 - head_from) * 0.3, part);
      cairo_curve_to (cr, part[1].x, part[1].y, part[2].x, part[2].y, part[3].x, part[3].y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  {
    Point tip = last[3];
    double dx = tip.x - base.x, dy = tip.y - base.y;
    double length = hypot (dx, dy);
    double half = head * 0.42;

    if (length <= 0)
      return FALSE;
    dx /= length;
    dy /= length;
    cairo_move_to (cr, tip.x, tip.y);
    cairo_line_to (cr, base.x - dy * half, base.y + dx * half);
    cairo_line_to (cr, base.x + dy * half, base.y - dx * half);
    cairo_close_path (cr);
    cairo_fill (cr);
  }

  *drawn = best;
  return TRUE;
}

void
_sudoku_render_overlay_links (cairo_t                    *cr,
                              const SudokuRenderGeometry *geometry,
                              const SudokuBoard          *board,
                              const SudokuRenderOptions  *options,
                              const SudokuRenderStyle    *style,
                              const guint16              *shown,
                              GArray                     *curves)
{
  const SudokuStep *step = options->step;
  g_autofree Obstacle *obstacles = NULL;
  g_autofree guint *obstacle_candidates = NULL;
  double cell_size = geometry->size / 9;
  double radius = _sudoku_render_candidate_radius (geometry);
  double width = MAX (1, cell_size * LINK_WIDTH);
  guint n_obstacles = 0;
  guint n_allocated;

  g_autoptr(Lattice) lattice = NULL;

  if (step == NULL || step->links == NULL || step->links->len == 0)
    return;

  lattice = _sudoku_render_lattice_new (geometry, board, shown, width);

  /* What a link should not run over: the candidates on show, the digits
   * in the cells, and the links drawn before it, less so. Each is tagged
   * cell × 10 + digit (digit 0 for a cell's value, cell 81 for a link)
   * so that a link can leave out its own ends.
   */
  n_allocated = SUDOKU_N_CELLS * 9 + step->links->len * LINK_OBSTACLES;
  obstacles = g_new (Obstacle, n_allocated);
  obstacle_candidates = g_new (guint, n_allocated);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (board->values[cell] != 0)
        {
          double x, y, cell_width, cell_height;

          _sudoku_render_cell_interior (geometry, cell, &x, &y, &cell_width, &cell_height);
          obstacles[n_obstacles] = (Obstacle) { { x + cell_width / 2, y + cell_height / 2 },
                                                cell_size * 0.3, 4 };
          obstacle_candidates[n_obstacles++] = cell * 10;
          continue;
        }
      for (guint digit = 1; digit <= 9; digit++)
        {
          Point center;

          if (!(shown[cell] & SUDOKU_DIGIT_BIT (digit)))
            continue;
          _sudoku_render_candidate_center (geometry, cell, digit, &center.x, &center.y);
          obstacles[n_obstacles] = (Obstacle) { center, radius, 4 };
          obstacle_candidates[n_obstacles++] = cell * 10 + digit;
        }
    }

  _sudoku_render_set_source (cr, &style->step_link);
  for (guint i = 0; i < step->links->len; i++)
    {
      Route drawn;

      if (!draw_link (cr, geometry, &g_array_index (step->links, SudokuLink, i), shown,
                      obstacles, obstacle_candidates, n_obstacles, lattice, &drawn))
        continue;
      _sudoku_render_lattice_mark (lattice, &drawn);
      for (guint piece = 0; curves != NULL && piece < drawn.n_pieces; piece++)
        {
          SudokuRenderCurve curve = { .link = i };

          for (guint j = 0; j < 4; j++)
            {
              curve.x[j] = drawn.pieces[piece][j].x;
              curve.y[j] = drawn.pieces[piece][j].y;
            }
          g_array_append_val (curves, curve);
        }
      for (guint j = 0; j < LINK_OBSTACLES; j++)
        {
          double t = (double) ((j + 1) * drawn.n_pieces) / (LINK_OBSTACLES + 1);
          guint piece = MIN ((guint) t, drawn.n_pieces - 1);
          Point on_link = _sudoku_render_bezier_point (drawn.pieces[piece], t - piece);

          obstacles[n_obstacles] = (Obstacle) { on_link, width * 2.5, 0.35 };
          obstacle_candidates[n_obstacles++] = SUDOKU_N_CELLS * 10;
        }
    }
}

void
_sudoku_render_overlay_strikes (cairo_t                    *cr,
                                const SudokuRenderGeometry *geometry,
                                const SudokuBoard          *board,
                                const SudokuRenderOptions  *options,
                                const SudokuRenderStyle    *style)
{
  const SudokuStep *step = options->step;
  double reach = _sudoku_render_candidate_radius (geometry) * 0.72;

  if (step == NULL || step->eliminations == NULL || step->eliminations->len == 0)
    return;

  /* One slash from bottom left to top right: the digit stays readable. */
  for (guint i = 0; i < step->eliminations->len; i++)
    {
      const SudokuCandidate *candidate = &g_array_index (step->eliminations, SudokuCandidate, i);
      double x, y;

      if (!is_candidate (candidate->cell, candidate->digit) || board->values[candidate->cell] != 0)
        continue;
      _sudoku_render_candidate_center (geometry, candidate->cell, candidate->digit, &x, &y);
      cairo_move_to (cr, x - reach, y + reach);
      cairo_line_to (cr, x + reach, y - reach);
    }

  cairo_save (cr);
  cairo_set_line_width (cr, MAX (1, geometry->size / 9 * 0.035));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  _sudoku_render_set_source (cr, &style->step_elimination);
  cairo_stroke (cr);
  cairo_restore (cr);
}
