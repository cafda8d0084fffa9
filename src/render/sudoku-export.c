/* sudoku-export.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Pictures and pages of puzzles: single grids (PNG, SVG, PDF), the solve
 * sheet and the booklet (PDF, and print through the same page routine).
 * Every grid is drawn by sudoku_render_board(); every word is laid out
 * by Pango, so that a PDF carries real text in an embedded font.
 *
 * This file has the items, the options, the page frame (the pager, its
 * header and footer) with the pages of single grids, and the pictures.
 * The solve sheet and the booklet are in sudoku-export-sheet.c; writing
 * files and the workers in sudoku-export-write.c.
 */

#define G_LOG_DOMAIN "nanpure-render"

#include "config.h"

#include "sudoku-export.h"
#include "sudoku-export-private.h"
#include "sudoku-render-private.h"

#include "sudoku-error.h"
#include "sudoku-game.h"
#include "sudoku-move.h"
#include "sudoku-parse.h"
#include "sudoku-solver.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stddef.h>
#include <string.h>

/* A single grid's PNG when no size is given. */
#define DEFAULT_PNG_SIZE 600

/* SUDOKU_ORIGIN_* to the digit role that colours it, as the grid view
 * does on screen. */
static const SudokuDigitRole origin_roles[] = {
  [SUDOKU_ORIGIN_NONE] = SUDOKU_DIGIT_ROLE_DEFAULT,
  [SUDOKU_ORIGIN_GIVEN] = SUDOKU_DIGIT_ROLE_GIVEN,
  [SUDOKU_ORIGIN_USER] = SUDOKU_DIGIT_ROLE_USER,
  [SUDOKU_ORIGIN_SINGLE] = SUDOKU_DIGIT_ROLE_SINGLE,
  [SUDOKU_ORIGIN_HIDDEN] = SUDOKU_DIGIT_ROLE_HIDDEN,
  [SUDOKU_ORIGIN_LOGIC] = SUDOKU_DIGIT_ROLE_OTHER,
  [SUDOKU_ORIGIN_ASSUMPTION] = SUDOKU_DIGIT_ROLE_ASSUMPTION,
};

void
_sudoku_export_roles_from_origins (const guint8    *origins,
                                   const SudokuBoard *board,
                                   SudokuDigitRole *roles)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint origin = origins[cell];

      if (board->givens[cell])
        roles[cell] = SUDOKU_DIGIT_ROLE_GIVEN;
      else if (origin < G_N_ELEMENTS (origin_roles))
        roles[cell] = origin_roles[origin];
      else
        roles[cell] = SUDOKU_DIGIT_ROLE_DEFAULT;
    }
}

/**
 * sudoku_export_item_new:
 * @board: the puzzle
 *
 * Returns: (transfer full): an item with no title, source, level or
 *   number
 */
SudokuExportItem *
sudoku_export_item_new (const SudokuBoard *board)
{
  SudokuExportItem *item;

  g_return_val_if_fail (board != NULL, NULL);

  item = g_new0 (SudokuExportItem, 1);
  item->board = *board;
  return item;
}

void
sudoku_export_item_free (SudokuExportItem *item)
{
  if (item == NULL)
    return;

  g_free (item->title);
  g_free (item->source);
  g_clear_pointer (&item->path, sudoku_path_free);
  g_clear_pointer (&item->moves, g_ptr_array_unref);
  g_free (item);
}

/**
 * sudoku_export_item_prepare:
 * @item: the item
 * @need_path: solve the way a person would, for the solving path, the
 *   rating and the colours of the solution's digits; otherwise only the
 *   exact solver runs (unless the level is unknown)
 * @cancellable: (nullable): checked between steps
 * @error: %SUDOKU_ERROR_NO_SOLUTION when the puzzle has no solution or
 *   more than one; %G_IO_ERROR_CANCELLED
 *
 * Finds the solution of @item (and its path). Safe to call again.
 *
 * Returns: %TRUE on success
 */
gboolean
sudoku_export_item_prepare (SudokuExportItem  *item,
                            gboolean           need_path,
                            GCancellable      *cancellable,
                            GError           **error)
{
  SudokuBoard puzzle;

  g_return_val_if_fail (item != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (item->prepared && (item->path != NULL || !need_path))
    return TRUE;

  /* Only the givens: an export is of the puzzle, not of someone's
   * progress. */
  puzzle = item->board;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (!puzzle.givens[cell])
      puzzle.values[cell] = 0;
  sudoku_board_compute_candidates (&puzzle);

  if (need_path || item->level == 0)
    {
      SudokuProfile profile;
      SudokuMoveState start;

      if (!sudoku_profile_init_from_string (&profile, "full", error))
        return FALSE;

      g_clear_pointer (&item->path, sudoku_path_free);
      g_clear_pointer (&item->moves, g_ptr_array_unref);
      item->path = sudoku_path_solve (&puzzle, &profile, cancellable, error);
      if (item->path == NULL)
        return FALSE;
      sudoku_rating_from_path (item->path, &item->rating);

      if (item->path->result == SUDOKU_PATH_NO_SOLUTION || !item->path->unique)
        {
          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_NO_SOLUTION,
                       item->path->result == SUDOKU_PATH_NO_SOLUTION
                       ? _("The puzzle has no solution")
                       : _("The puzzle has more than one solution"));
          return FALSE;
        }

      start.board = puzzle;
      memset (start.origins, 0, sizeof start.origins);
      item->moves = sudoku_moves_for_path (&start, item->path);

      if (item->path->result == SUDOKU_PATH_SOLVED)
        {
          const SudokuMoveState *last = &start;

          if (item->moves->len > 0)
            last = sudoku_move_get_after (item->moves->pdata[item->moves->len - 1]);
          item->solution = item->path->final;
          _sudoku_export_roles_from_origins (last->origins, &puzzle, item->roles);
          item->has_solution = TRUE;
        }
    }

  if (!item->has_solution)
    {
      SudokuBoard solution = puzzle;

      if (sudoku_solver_solve_unique (&solution) != 1)
        {
          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_NO_SOLUTION,
                       _("The puzzle has no unique solution"));
          return FALSE;
        }
      item->solution = solution;
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        item->roles[cell] = puzzle.givens[cell] ? SUDOKU_DIGIT_ROLE_GIVEN
                                                : SUDOKU_DIGIT_ROLE_OTHER;
      item->has_solution = TRUE;
    }

  /* The solution shows the puzzle's givens as givens. */
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    item->solution.givens[cell] = puzzle.givens[cell];
  item->prepared = TRUE;
  return TRUE;
}

guint
_sudoku_export_item_level (const SudokuExportItem *item)
{
  if (item->level != 0)
    return item->level;
  if (item->path != NULL && item->rating.solved)
    return item->rating.level;
  return 0;
}

/**
 * sudoku_export_options_init:
 * @options: the options to fill
 *
 * A puzzle as a PDF on A4, four puzzles per page in a booklet, colours.
 */
void
sudoku_export_options_init (SudokuExportOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->what = SUDOKU_EXPORT_PUZZLE;
  options->format = SUDOKU_EXPORT_FORMAT_PDF;
  options->paper = SUDOKU_PAPER_A4;
  options->per_page = 4;
}

/**
 * sudoku_export_paper_size:
 * @paper: the paper
 * @width: (out): its width in points
 * @height: (out): its height in points
 */
void
sudoku_export_paper_size (SudokuPaper  paper,
                          double      *width,
                          double      *height)
{
  if (paper == SUDOKU_PAPER_LETTER)
    {
      *width = 8.5 * 72;
      *height = 11 * 72;
    }
  else
    {
      *width = 210 / 25.4 * 72;
      *height = 297 / 25.4 * 72;
    }
}

/**
 * sudoku_export_what_has_pages:
 * @what: what is exported
 *
 * Returns: whether @what is made of pages (PDF or print only)
 */
gboolean
sudoku_export_what_has_pages (SudokuExportWhat what)
{
  return what == SUDOKU_EXPORT_SHEET || what == SUDOKU_EXPORT_BOOKLET;
}

/* The style of exported grids: the light look on white, digits black
 * when plain, everything grey when asked. */
static void
init_style (SudokuRenderStyle         *style,
            const SudokuExportOptions *options)
{
  sudoku_render_style_init_light (style);
  style->digits[SUDOKU_DIGIT_ROLE_GIVEN].alpha = 1;
  if (options->plain)
    {
      SudokuRenderColor black = { 0, 0, 0, 1 };

      for (guint role = 0; role < SUDOKU_N_DIGIT_ROLES; role++)
        style->digits[role] = black;
    }
  if (options->transparent && options->format != SUDOKU_EXPORT_FORMAT_PDF)
    style->background.alpha = 0;
  if (options->grayscale)
    sudoku_render_style_to_grayscale (style);
}

static PangoLayout *
layout_new (cairo_t    *cr,
            const char *font)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  cairo_font_options_t *font_options = cairo_font_options_create ();
  PangoFontDescription *description = pango_font_description_from_string (font);

  /* Unhinted metrics: the same layout on every surface, so that the
   * pages counted are the pages drawn. */
  cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (font_options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), font_options);
  cairo_font_options_destroy (font_options);
  pango_layout_context_changed (layout);
  pango_layout_set_font_description (layout, description);
  pango_font_description_free (description);
  return layout;
}

/* Lays out @markup in @width at x,y; draws it when @draw. Returns its
 * height. A negative @width means one line, ellipsized to -@width. */
double
_sudoku_export_text_at (cairo_t        *cr,
                        gboolean        draw,
                        const char     *font,
                        const char     *markup,
                        double          x,
                        double          y,
                        double          width,
                        PangoAlignment  alignment)
{
  g_autoptr(PangoLayout) layout = layout_new (cr, font);
  int text_height;

  if (width < 0)
    {
      pango_layout_set_width (layout, (int) (-width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  else
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_alignment (layout, alignment);
  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_size (layout, NULL, &text_height);

  if (draw)
    {
      cairo_save (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, layout);
      cairo_restore (cr);
    }

  return (double) text_height / PANGO_SCALE;
}

char *
_sudoku_export_dup_caption (const SudokuExportItem *item,
                            gboolean                with_level)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  guint level = _sudoku_export_item_level (item);

  if (item->title != NULL && item->title[0] != '\0')
    g_ptr_array_add (parts, g_markup_printf_escaped ("<b>%s</b>", item->title));
  if (with_level && level != 0)
    g_ptr_array_add (parts, g_strdup_printf (_("Level %u"), level));
  if (item->number != 0)
    g_ptr_array_add (parts, g_strdup_printf (_("No. %u"), item->number));
  if (item->source != NULL && item->source[0] != '\0')
    g_ptr_array_add (parts, g_markup_escape_text (item->source, -1));
  if (parts->len == 0)
    return NULL;

  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

/* One grid at x,y (user units) of side @size. */
void
_sudoku_export_draw_grid (cairo_t                   *cr,
                          const SudokuRenderStyle   *style,
                          const SudokuExportOptions *options,
                          const SudokuExportItem    *item,
                          gboolean                   solution,
                          gboolean                   align,
                          double                     x,
                          double                     y,
                          double                     size)
{
  SudokuRenderOptions render;
  SudokuBoard board;

  sudoku_render_options_init (&render);
  render.style = style;
  render.align_to_pixels = align;

  if (solution)
    {
      board = item->solution;
      if (!options->plain)
        render.digit_roles = item->roles;
    }
  else
    {
      board = item->board;
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (!board.givens[cell])
          board.values[cell] = 0;
      if (options->candidates)
        {
          sudoku_board_compute_candidates (&board);
          render.show_candidates = TRUE;
        }
    }

  cairo_save (cr);
  cairo_translate (cr, x, y);
  sudoku_render_board (cr, &board, &render, size);
  cairo_restore (cr);
}

static void
pager_header (Pager *pager)
{
  g_autofree char *left = NULL;
  g_autofree char *right = NULL;
  g_autofree char *footer = NULL;
  double inner = pager->width - 2 * MARGIN;

  if (!pager->drawing)
    return;

  left = g_markup_escape_text (pager->title, -1);
  _sudoku_export_text_at (pager->cr, TRUE, HEADER_FONT, left, MARGIN, MARGIN / 2, -inner * 0.6,
                          PANGO_ALIGN_LEFT);
  if (pager->section != NULL)
    {
      right = g_markup_printf_escaped ("<b>%s</b>", pager->section);
      _sudoku_export_text_at (pager->cr, TRUE, "Sans 10", right, MARGIN, MARGIN / 2, inner,
                              PANGO_ALIGN_RIGHT);
    }

  /* A hairline under the header. */
  cairo_save (pager->cr);
  cairo_set_source_rgba (pager->cr, 0, 0, 0, 0.5);
  cairo_set_line_width (pager->cr, 0.5);
  cairo_move_to (pager->cr, MARGIN, MARGIN / 2 + 14);
  cairo_line_to (pager->cr, pager->width - MARGIN, MARGIN / 2 + 14);
  cairo_stroke (pager->cr);
  cairo_restore (pager->cr);

  /* A document of one page has no page number. */
  if (pager->n_pages == 1)
    return;
  if (pager->n_pages > 0)
    footer = g_strdup_printf (_("Page %d of %d"), pager->page + 1, pager->n_pages);
  else
    footer = g_strdup_printf (_("Page %d"), pager->page + 1);
  _sudoku_export_text_at (pager->cr, TRUE, HEADER_FONT, footer, MARGIN, pager->height - MARGIN * 0.8,
                          inner, PANGO_ALIGN_CENTER);
}

/* Ends the current page, if any, and starts the next. */
void
_sudoku_export_pager_next (Pager *pager)
{
  if (pager->page >= 0)
    {
      if (pager->drawing && pager->target == -1)
        cairo_show_page (pager->cr);
      if (pager->progress != NULL && (pager->drawing || pager->target == -2))
        pager->progress (pager->progress_base + pager->page + 1,
                         pager->progress_total, pager->progress_data);
    }

  if (pager->cancellable != NULL && g_cancellable_is_cancelled (pager->cancellable))
    pager->cancelled = TRUE;

  pager->page++;
  pager->drawing = !pager->cancelled &&
                   (pager->target == -1 || pager->target == pager->page);
  pager_header (pager);
}

static void
pager_finish (Pager *pager)
{
  if (pager->page >= 0 && pager->drawing && pager->target == -1)
    cairo_show_page (pager->cr);
  if (pager->page >= 0 && pager->progress != NULL)
    pager->progress (pager->progress_base + pager->page + 1,
                     pager->progress_total, pager->progress_data);
}

/* A page with one grid, or puzzle and solution side by side. */
static void
render_grid_pages (Pager     *pager,
                   GPtrArray *items)
{
  const SudokuExportOptions *options = pager->options;
  double inner = pager->width - 2 * MARGIN;

  for (guint i = 0; i < items->len; i++)
    {
      const SudokuExportItem *item = items->pdata[i];
      g_autofree char *caption = _sudoku_export_dup_caption (item, TRUE);
      gboolean both = options->what == SUDOKU_EXPORT_BOTH;
      double size, x, y = MARGIN * 1.5;

      _sudoku_export_pager_next (pager);
      if (pager->cancelled)
        return;

      if (caption != NULL)
        y += _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 12", caption, MARGIN, y, inner,
                                     PANGO_ALIGN_CENTER) + GAP;

      size = both ? (inner - GAP * 2) / 2 : inner;
      if (options->grid_size > 0)
        size = MIN (size, options->grid_size);
      x = (pager->width - (both ? 2 * size + GAP * 2 : size)) / 2;

      if (both)
        {
          double label = _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 10", _("Puzzle"),
                                                 x, y, size, PANGO_ALIGN_LEFT);

          _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 10", _("Solution"),
                                  x + size + GAP * 2, y, size, PANGO_ALIGN_LEFT);
          y += label + 4;
        }

      if (pager->drawing)
        {
          _sudoku_export_draw_grid (pager->cr, &pager->style, options, item,
                                    options->what == SUDOKU_EXPORT_SOLUTION, FALSE, x, y, size);
          if (both)
            _sudoku_export_draw_grid (pager->cr, &pager->style, options, item, TRUE, FALSE,
                                      x + size + GAP * 2, y, size);
        }
    }
}


int
_sudoku_export_render_pages_full (cairo_t                   *cr,
                                  GPtrArray                 *items,
                                  const SudokuExportOptions *options,
                                  double                     width,
                                  double                     height,
                                  int                        target,
                                  int                        n_pages,
                                  GCancellable              *cancellable,
                                  SudokuExportProgress       progress,
                                  gpointer                   progress_data,
                                  guint                      progress_base,
                                  guint                      progress_total)
{
  g_autofree char *title = sudoku_export_dup_title (items, options);
  Pager pager = {
    .cr = cr,
    .options = options,
    .title = title,
    .width = width,
    .height = height,
    .target = target,
    .page = -1,
    .n_pages = n_pages,
    .cancellable = cancellable,
    .progress = target == -2 ? NULL : progress,
    .progress_data = progress_data,
    .progress_base = progress_base,
    .progress_total = progress_total,
  };

  init_style (&pager.style, options);

  switch (options->what)
    {
    case SUDOKU_EXPORT_SHEET:
      _sudoku_export_render_sheet (&pager, items);
      break;

    case SUDOKU_EXPORT_BOOKLET:
      _sudoku_export_render_booklet (&pager, items);
      break;

    case SUDOKU_EXPORT_PUZZLE:
    case SUDOKU_EXPORT_SOLUTION:
    case SUDOKU_EXPORT_BOTH:
    default:
      render_grid_pages (&pager, items);
      break;
    }

  if (pager.cancelled)
    return -1;
  pager_finish (&pager);
  return pager.page + 1;
}

/**
 * sudoku_export_render_pages:
 * @cr: where to draw; its user units are points
 * @items: (element-type SudokuExportItem): the puzzles, prepared
 * @options: what to draw
 * @width: the page's width in points
 * @height: the page's height in points
 * @page: the page to draw (0-based); -1 to draw every page, each ended
 *   with cairo_show_page(); -2 to draw nothing and count the pages
 * @n_pages: the number of pages for the footers, or 0
 *
 * The page routine of PDFs and of printing: the same pages whatever the
 * surface, laid out with unhinted font metrics.
 *
 * Returns: the number of pages
 */
int
sudoku_export_render_pages (cairo_t                   *cr,
                            GPtrArray                 *items,
                            const SudokuExportOptions *options,
                            double                     width,
                            double                     height,
                            int                        page,
                            int                        n_pages)
{
  g_return_val_if_fail (cr != NULL, 0);
  g_return_val_if_fail (items != NULL, 0);
  g_return_val_if_fail (options != NULL, 0);

  return _sudoku_export_render_pages_full (cr, items, options, width, height, page, n_pages,
                                           NULL, NULL, NULL, 0, 0);
}

/**
 * sudoku_export_dup_title:
 * @items: (element-type SudokuExportItem): the puzzles
 * @options: what is exported
 *
 * Returns: (transfer full): the document's title
 */
char *
sudoku_export_dup_title (GPtrArray                 *items,
                         const SudokuExportOptions *options)
{
  const SudokuExportItem *first = items->len > 0 ? items->pdata[0] : NULL;
  const char *name = first != NULL && first->title != NULL && first->title[0] != '\0'
                     ? first->title : NULL;

  if (options->title != NULL)
    return g_strdup (options->title);

  switch (options->what)
    {
    case SUDOKU_EXPORT_BOOKLET:
      return g_strdup_printf (ngettext ("Sudoku booklet: %u puzzle",
                                        "Sudoku booklet: %u puzzles", items->len),
                              items->len);
    case SUDOKU_EXPORT_SHEET:
      return name != NULL ? g_strdup_printf (_("Solve sheet: %s"), name)
                          : g_strdup (_("Sudoku solve sheet"));
    case SUDOKU_EXPORT_SOLUTION:
      return name != NULL ? g_strdup_printf (_("Solution: %s"), name)
                          : g_strdup (_("Sudoku solution"));
    case SUDOKU_EXPORT_BOTH:
      return name != NULL ? g_strdup_printf (_("Puzzle and solution: %s"), name)
                          : g_strdup (_("Sudoku puzzle and solution"));
    case SUDOKU_EXPORT_PUZZLE:
    default:
      return name != NULL ? g_strdup (name) : g_strdup (_("Sudoku puzzle"));
    }
}

/* The caption band above a picture's grid, relative to the grid side. */
static double
caption_band (const SudokuExportOptions *options,
              double                     size)
{
  return options->caption ? round (size * 0.08) : 0;
}

static double
grid_side (const SudokuExportOptions *options)
{
  if (options->grid_size > 0)
    return options->grid_size;
  return options->format == SUDOKU_EXPORT_FORMAT_PNG ? DEFAULT_PNG_SIZE : 360;
}

/**
 * sudoku_export_image_size:
 * @items: (element-type SudokuExportItem): the puzzles; pictures show
 *   the first
 * @options: what to draw (puzzle, solution or both)
 * @width: (out): the picture's width, pixels for PNG, points for SVG
 * @height: (out): its height
 *
 * One grid is exactly @grid_size square; both grids stand side by side
 * with a gap of a twentieth of a grid; a caption adds a band on top.
 */
void
sudoku_export_image_size (GPtrArray                 *items,
                          const SudokuExportOptions *options,
                          double                    *width,
                          double                    *height)
{
  double size = grid_side (options);

  *width = options->what == SUDOKU_EXPORT_BOTH ? 2 * size + round (size / 20) : size;
  *height = size + caption_band (options, size);
}

/**
 * sudoku_export_render_image:
 * @cr: where to draw, from 0,0; sized by sudoku_export_image_size()
 * @items: (element-type SudokuExportItem): the first is drawn, prepared
 *   when a solution is drawn
 * @options: what to draw
 */
void
sudoku_export_render_image (cairo_t                   *cr,
                            GPtrArray                 *items,
                            const SudokuExportOptions *options)
{
  const SudokuExportItem *item;
  SudokuRenderStyle style;
  gboolean align = options->format == SUDOKU_EXPORT_FORMAT_PNG;
  double size = grid_side (options);
  double band = caption_band (options, size);
  double width, height;

  g_return_if_fail (items != NULL && items->len > 0);

  item = items->pdata[0];
  init_style (&style, options);
  sudoku_export_image_size (items, options, &width, &height);

  if (!options->transparent)
    {
      cairo_save (cr);
      _sudoku_render_set_source (cr, &style.background);
      cairo_rectangle (cr, 0, 0, width, height);
      cairo_fill (cr);
      cairo_restore (cr);
    }

  if (band > 0)
    {
      g_autofree char *caption = _sudoku_export_dup_caption (item, TRUE);
      g_autofree char *font = g_strdup_printf ("Sans %.1fpx", band * 0.5);

      if (caption == NULL)
        caption = g_strdup (_("Sudoku"));
      _sudoku_export_text_at (cr, TRUE, font, caption, 0, band * 0.15, -width, PANGO_ALIGN_CENTER);
    }

  _sudoku_export_draw_grid (cr, &style, options, item, options->what == SUDOKU_EXPORT_SOLUTION, align,
                            0, band, size);
  if (options->what == SUDOKU_EXPORT_BOTH)
    _sudoku_export_draw_grid (cr, &style, options, item, TRUE, align, size + round (size / 20), band, size);
}
