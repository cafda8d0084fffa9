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
 */

#define G_LOG_DOMAIN "nanpure-render"

#include "config.h"

#include "sudoku-export.h"
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

/* Page furniture, in points. */
#define MARGIN         42.0
#define HEADER_FONT    "Sans 9"
#define GAP            14.0
#define DIAGRAM_SIZE   136.0

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

static void
roles_from_origins (const guint8    *origins,
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
          roles_from_origins (last->origins, &puzzle, item->roles);
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

static guint
item_level (const SudokuExportItem *item)
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

/* One pass over the pages: each is laid out, and drawn when it is the
 * one asked for (or every one, each followed by cairo_show_page()). */
typedef struct
{
  cairo_t                   *cr;
  const SudokuExportOptions *options;
  SudokuRenderStyle          style;
  const char                *title;
  double                     width;
  double                     height;
  int                        target;     /* -1 every page, -2 none, else one */
  int                        page;       /* 0-based, -1 before the first */
  int                        n_pages;    /* for the footers; 0 when unknown */
  gboolean                   drawing;
  const char                *section;
  GCancellable              *cancellable;
  SudokuExportProgress       progress;
  gpointer                   progress_data;
  guint                      progress_base;
  guint                      progress_total;
  gboolean                   cancelled;
} Pager;

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
static double
text_at (cairo_t        *cr,
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

static char *
dup_caption (const SudokuExportItem *item,
             gboolean                with_level)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  guint level = item_level (item);

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
static void
draw_grid (cairo_t                   *cr,
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
  text_at (pager->cr, TRUE, HEADER_FONT, left, MARGIN, MARGIN / 2, -inner * 0.6,
           PANGO_ALIGN_LEFT);
  if (pager->section != NULL)
    {
      right = g_markup_printf_escaped ("<b>%s</b>", pager->section);
      text_at (pager->cr, TRUE, "Sans 10", right, MARGIN, MARGIN / 2, inner,
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

  if (pager->n_pages > 0)
    footer = g_strdup_printf (_("Page %d of %d"), pager->page + 1, pager->n_pages);
  else
    footer = g_strdup_printf (_("Page %d"), pager->page + 1);
  text_at (pager->cr, TRUE, HEADER_FONT, footer, MARGIN, pager->height - MARGIN * 0.8,
           inner, PANGO_ALIGN_CENTER);
}

/* Ends the current page, if any, and starts the next. */
static void
pager_next (Pager *pager)
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
      g_autofree char *caption = dup_caption (item, TRUE);
      gboolean both = options->what == SUDOKU_EXPORT_BOTH;
      double size, x, y = MARGIN * 1.5;

      pager_next (pager);
      if (pager->cancelled)
        return;

      if (caption != NULL)
        y += text_at (pager->cr, pager->drawing, "Sans 12", caption, MARGIN, y, inner,
                      PANGO_ALIGN_CENTER) + GAP;

      size = both ? (inner - GAP * 2) / 2 : inner;
      if (options->grid_size > 0)
        size = MIN (size, options->grid_size);
      x = (pager->width - (both ? 2 * size + GAP * 2 : size)) / 2;

      if (both)
        {
          double label = text_at (pager->cr, pager->drawing, "Sans 10", _("Puzzle"),
                                  x, y, size, PANGO_ALIGN_LEFT);

          text_at (pager->cr, pager->drawing, "Sans 10", _("Solution"),
                   x + size + GAP * 2, y, size, PANGO_ALIGN_LEFT);
          y += label + 4;
        }

      if (pager->drawing)
        {
          draw_grid (pager->cr, &pager->style, options, item,
                     options->what == SUDOKU_EXPORT_SOLUTION, FALSE, x, y, size);
          if (both)
            draw_grid (pager->cr, &pager->style, options, item, TRUE, FALSE,
                       x + size + GAP * 2, y, size);
        }
    }
}

static gboolean
is_single (const SudokuStep *step)
{
  return step->technique == SUDOKU_TECHNIQUE_FULL_HOUSE ||
         step->technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX ||
         step->technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE ||
         step->technique == SUDOKU_TECHNIQUE_NAKED_SINGLE;
}

static const char *
outcome_text (SudokuAssumptionOutcome outcome)
{
  switch (outcome)
    {
    case SUDOKU_ASSUMPTION_CONTRADICTION: return _("led to a contradiction");
    case SUDOKU_ASSUMPTION_SOLVED:        return _("led to the solution");
    case SUDOKU_ASSUMPTION_GAVE_UP:       return _("gave up at the attempt limit");
    case SUDOKU_ASSUMPTION_OPEN:
    default:                              return NULL;
    }
}

static const char *
result_text (SudokuPathResult result)
{
  switch (result)
    {
    case SUDOKU_PATH_SOLVED:  return _("solved");
    case SUDOKU_PATH_STUCK:   return _("stuck: no technique applies");
    case SUDOKU_PATH_GAVE_UP: return _("gave up at the attempt limit");
    case SUDOKU_PATH_NO_SOLUTION:
    default:                  return _("no solution");
    }
}

/* The colours of the solution, as a line of coloured words. */
static char *
dup_legend (const SudokuExportOptions *options,
            const SudokuRenderStyle   *style)
{
  static const struct { SudokuDigitRole role; const char *text; } entries[] = {
    { SUDOKU_DIGIT_ROLE_SINGLE, N_("naked single") },
    { SUDOKU_DIGIT_ROLE_HIDDEN, N_("hidden single") },
    { SUDOKU_DIGIT_ROLE_OTHER, N_("other technique") },
    { SUDOKU_DIGIT_ROLE_ASSUMPTION, N_("assumption") },
  };
  GString *legend = g_string_new (NULL);

  g_string_append_printf (legend, "<b>%s</b>", _("bold: given"));
  if (options->plain)
    return g_string_free (legend, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      const SudokuRenderColor *color = &style->digits[entries[i].role];

      g_string_append_printf (legend, " · <span foreground=\"#%02x%02x%02x\">%s</span>",
                              (guint) (color->red * 255 + 0.5),
                              (guint) (color->green * 255 + 0.5),
                              (guint) (color->blue * 255 + 0.5), _(entries[i].text));
    }
  return g_string_free (legend, FALSE);
}

/* The explanation without a copy of the summary's start: chains and
 * assumptions repeat their pattern in both. */
static const char *
skip_summary (const char *explanation,
              const char *summary)
{
  const char *arrow = strstr (summary, " ⇒ ");
  gsize length = arrow != NULL ? (gsize) (arrow - summary) : strlen (summary);

  if (length == 0 || strncmp (explanation, summary, length) != 0)
    return explanation;
  explanation += length;
  while (*explanation == '.' || g_ascii_isspace (*explanation))
    explanation++;
  return explanation;
}

static void
render_sheet (Pager     *pager,
              GPtrArray *items)
{
  const SudokuExportOptions *options = pager->options;
  double inner = pager->width - 2 * MARGIN;
  double bottom = pager->height - MARGIN * 1.3;

  for (guint i = 0; i < items->len; i++)
    {
      const SudokuExportItem *item = items->pdata[i];
      g_autofree char *heading = NULL;
      g_autofree char *caption = dup_caption (item, FALSE);
      g_autofree char *meta = NULL;
      g_autofree char *givens = NULL;
      g_autofree char *legend = NULL;
      SudokuRenderOptions render;
      double y = MARGIN * 1.3, size;
      guint step_number = 0;
      guint n_steps;

      pager->section = _("Solve sheet");
      pager_next (pager);
      if (pager->cancelled)
        return;

      heading = g_markup_printf_escaped ("<b>%s</b>",
                                         item->title != NULL && item->title[0] != '\0'
                                         ? item->title : _("Sudoku"));
      y += text_at (pager->cr, pager->drawing, "Sans 20", heading, MARGIN, y, inner,
                    PANGO_ALIGN_LEFT) + 2;
      if (caption != NULL && item->title != NULL && item->title[0] != '\0')
        {
          /* The title is the heading already: the caption adds the rest. */
          g_clear_pointer (&caption, g_free);
          caption = dup_caption (&(SudokuExportItem) { .number = item->number,
                                                       .source = item->source }, FALSE);
        }
      if (caption != NULL)
        y += text_at (pager->cr, pager->drawing, "Sans 10", caption, MARGIN, y, inner,
                      PANGO_ALIGN_LEFT) + 2;

      n_steps = item->path != NULL ? item->path->steps->len : 0;
      if (item->path != NULL)
        {
          g_autofree char *assumptions = g_strdup_printf (ngettext ("%u assumption",
                                                                   "%u assumptions",
                                                                   item->rating.assumptions),
                                                          item->rating.assumptions);
          g_autofree char *steps = g_strdup_printf (ngettext ("%u step", "%u steps", n_steps),
                                                    n_steps);

          meta = g_strdup_printf (_("Level %u · score %u · SE %.1f · %s · %s · %s"),
                                  item_level (item), item->rating.score,
                                  item->rating.se_rating, assumptions, steps,
                                  result_text (item->path->result));
        }
      else
        meta = g_strdup (_("Not rated"));
      y += text_at (pager->cr, pager->drawing, "Sans 10", meta, MARGIN, y, inner,
                    PANGO_ALIGN_LEFT) + 2;
      givens = sudoku_format_line (&item->board);
      y += text_at (pager->cr, pager->drawing, "Monospace 7.5", givens, MARGIN, y, inner,
                    PANGO_ALIGN_LEFT) + GAP;

      size = (inner - GAP * 2) / 2;
      text_at (pager->cr, pager->drawing, "Sans Bold 10", _("Puzzle"), MARGIN, y, size,
               PANGO_ALIGN_LEFT);
      y += text_at (pager->cr, pager->drawing, "Sans Bold 10", _("Solution"),
                    MARGIN + size + GAP * 2, y, size, PANGO_ALIGN_LEFT) + 4;
      if (pager->drawing)
        {
          draw_grid (pager->cr, &pager->style, options, item, FALSE, FALSE, MARGIN, y, size);
          draw_grid (pager->cr, &pager->style, options, item, TRUE, FALSE,
                     MARGIN + size + GAP * 2, y, size);
        }
      y += size + 4;
      legend = dup_legend (options, &pager->style);
      y += text_at (pager->cr, pager->drawing, "Sans 8", legend, MARGIN + size + GAP * 2, y,
                    size, PANGO_ALIGN_LEFT) + GAP;

      y += text_at (pager->cr, pager->drawing, "Sans Bold 14", _("Solving path"),
                    MARGIN, y, inner, PANGO_ALIGN_LEFT) + 6;

      sudoku_render_options_init (&render);
      render.style = &pager->style;
      render.align_to_pixels = FALSE;
      render.show_candidates = TRUE;

      for (guint m = 0; item->moves != NULL && m < item->moves->len; m++)
        {
          SudokuMove *move = item->moves->pdata[m];
          const SudokuMoveState *before = sudoku_move_get_before (move);
          const SudokuStep *step;
          g_autofree char *summary = NULL;
          g_autofree char *explanation = NULL;
          g_autofree char *markup = NULL;
          const char *outcome = NULL;
          double indent, height, text_x, text_width;
          SudokuDigitRole roles[SUDOKU_N_CELLS];

          if (sudoku_move_get_kind (move) != SUDOKU_MOVE_STEP)
            continue;
          /* The path's own step, with its final outcome. */
          step = g_ptr_array_index (item->path->steps, step_number++);
          summary = sudoku_step_dup_summary (step, &before->board);
          explanation = sudoku_step_dup_explanation (step, &before->board);
          if (step->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
            outcome = outcome_text (step->outcome);
          indent = MIN (step->depth, 6) * 12.0;

          if (is_single (step))
            {
              markup = g_markup_printf_escaped ("<b>%u.</b> %s — <span size=\"small\">%s</span>",
                                                step_number, summary, explanation);
              text_x = MARGIN + indent;
              text_width = inner - indent;
              height = text_at (pager->cr, FALSE, "Sans 8.5", markup, text_x, y, text_width,
                                PANGO_ALIGN_LEFT);
              if (y + height > bottom)
                {
                  pager_next (pager);
                  if (pager->cancelled)
                    return;
                  y = MARGIN * 1.3;
                }
              text_at (pager->cr, pager->drawing, "Sans 8.5", markup, text_x, y, text_width,
                       PANGO_ALIGN_LEFT);
              y += height + 3;
              continue;
            }

          {
            const char *rest = skip_summary (explanation, summary);
            g_autofree char *head = NULL;

            if (outcome != NULL)
              head = g_markup_printf_escaped ("<b>%u. %s</b> (%s)", step_number, summary,
                                              outcome);
            else
              head = g_markup_printf_escaped ("<b>%u. %s</b>", step_number, summary);
            if (*rest != '\0')
              {
                g_autofree char *body = g_markup_printf_escaped ("<span size=\"small\">%s</span>",
                                                                 rest);

                markup = g_strconcat (head, "\n", body, NULL);
              }
            else
              markup = g_steal_pointer (&head);
          }
          text_x = MARGIN + indent + DIAGRAM_SIZE + GAP;
          text_width = inner - indent - DIAGRAM_SIZE - GAP;
          height = text_at (pager->cr, FALSE, "Sans 9.5", markup, text_x, y, text_width,
                            PANGO_ALIGN_LEFT);
          height = MAX (height, DIAGRAM_SIZE);
          if (y + height > bottom)
            {
              pager_next (pager);
              if (pager->cancelled)
                return;
              y = MARGIN * 1.3;
            }
          text_at (pager->cr, pager->drawing, "Sans 9.5", markup, text_x, y, text_width,
                   PANGO_ALIGN_LEFT);
          if (pager->drawing)
            {
              roles_from_origins (before->origins, &before->board, roles);
              render.step = step;
              render.digit_roles = options->plain ? NULL : roles;
              cairo_save (pager->cr);
              cairo_translate (pager->cr, MARGIN + indent, y);
              sudoku_render_board (pager->cr, &before->board, &render, DIAGRAM_SIZE);
              cairo_restore (pager->cr);
            }
          y += height + GAP;
        }
    }
}

static int
compare_levels (gconstpointer a,
                gconstpointer b)
{
  const SudokuExportItem *first = *(SudokuExportItem * const *) a;
  const SudokuExportItem *second = *(SudokuExportItem * const *) b;
  guint level_a = item_level (first);
  guint level_b = item_level (second);

  /* Unrated puzzles after level 7. */
  if (level_a == 0)
    level_a = 100;
  if (level_b == 0)
    level_b = 100;
  return (int) level_a - (int) level_b;
}

static char *
dup_level_name (guint level)
{
  if (level == 0)
    return g_strdup (_("Unrated"));
  return g_strdup_printf (_("Level %u"), level);
}

/* Puzzles @per_page to a page in sections by level, then the
 * solutions, twelve to a page. */
static void
render_booklet (Pager     *pager,
                GPtrArray *items)
{
  const SudokuExportOptions *options = pager->options;
  g_autoptr(GPtrArray) sorted = g_ptr_array_copy (items, NULL, NULL);
  double inner_width = pager->width - 2 * MARGIN;
  double top = MARGIN * 1.4;
  double inner_height = pager->height - top - MARGIN * 1.3;
  guint per_page = options->per_page;
  guint columns, rows;
  guint on_page = 0;
  guint current_level = G_MAXUINT;
  g_autofree char *section = NULL;

  /* The copy takes the items' free function: it must not free them. */
  g_ptr_array_set_free_func (sorted, NULL);
  g_ptr_array_sort (sorted, compare_levels);

  switch (per_page)
    {
    case 1: columns = 1; rows = 1; break;
    case 2: columns = 1; rows = 2; break;
    case 6: columns = 2; rows = 3; break;
    case 4:
    default: per_page = 4; columns = 2; rows = 2; break;
    }

  for (guint pass = 0; pass < 2; pass++)
    {
      gboolean solutions = pass == 1;
      double label_height = text_at (pager->cr, FALSE, "Sans 10", "No. 1", 0, 0, 100,
                                     PANGO_ALIGN_LEFT) + 4;
      double slot_width, slot_height, size;

      if (solutions)
        {
          per_page = 12;
          columns = 3;
          rows = 4;
          on_page = 0;
          g_free (section);
          section = g_strdup (_("Solutions"));
          pager->section = section;
        }

      slot_width = inner_width / columns;
      slot_height = inner_height / rows;
      size = MIN (slot_width - GAP * (columns > 1 ? 1.5 : 0),
                  slot_height - label_height - GAP * (rows > 1 ? 1 : 0));

      for (guint i = 0; i < sorted->len; i++)
        {
          const SudokuExportItem *item = sorted->pdata[i];
          guint level = item_level (item);
          g_autofree char *label = NULL;
          g_autofree char *number = NULL;
          g_autofree char *level_name = dup_level_name (level);
          guint column, row;
          double x, y;

          if (!solutions && level != current_level)
            {
              /* A new section starts on a new page. */
              current_level = level;
              g_free (section);
              section = g_strdup (level_name);
              on_page = 0;
            }
          if (on_page == 0)
            {
              pager->section = section;
              pager_next (pager);
              if (pager->cancelled)
                return;
            }

          column = on_page % columns;
          row = on_page / columns;
          x = MARGIN + slot_width * column + (slot_width - size) / 2;
          /* Centred in its slot, so that the gaps between rows are even. */
          y = top + slot_height * row + (slot_height - size - label_height) / 2;

          number = g_strdup_printf (_("No. %u"), i + 1);
          if (solutions)
            label = g_markup_printf_escaped ("<b>%s</b>", number);
          else if (item->title != NULL && item->title[0] != '\0')
            label = g_markup_printf_escaped ("<b>%s</b> · %s · %s", number, level_name,
                                             item->title);
          else
            label = g_markup_printf_escaped ("<b>%s</b> · %s", number, level_name);
          text_at (pager->cr, pager->drawing, solutions ? "Sans 8" : "Sans 10", label,
                   x, y, -size, PANGO_ALIGN_LEFT);
          if (pager->drawing)
            draw_grid (pager->cr, &pager->style, options, item, solutions, FALSE,
                       x, y + label_height, size);

          if (++on_page == per_page)
            on_page = 0;
        }
    }
}

static int
render_pages_full (cairo_t                   *cr,
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
      render_sheet (&pager, items);
      break;

    case SUDOKU_EXPORT_BOOKLET:
      render_booklet (&pager, items);
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

  return render_pages_full (cr, items, options, width, height, page, n_pages,
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
      g_autofree char *caption = dup_caption (item, TRUE);
      g_autofree char *font = g_strdup_printf ("Sans %.1fpx", band * 0.5);

      if (caption == NULL)
        caption = g_strdup (_("Sudoku"));
      text_at (cr, TRUE, font, caption, 0, band * 0.15, -width, PANGO_ALIGN_CENTER);
    }

  draw_grid (cr, &style, options, item, options->what == SUDOKU_EXPORT_SOLUTION, align,
             0, band, size);
  if (options->what == SUDOKU_EXPORT_BOTH)
    draw_grid (cr, &style, options, item, TRUE, align, size + round (size / 20), band, size);
}

typedef struct
{
  SudokuOutput *output;
  GError       *error;
} StreamClosure;

static cairo_status_t
write_cb (void                *data,
          const unsigned char *bytes,
          unsigned int         length)
{
  StreamClosure *closure = data;

  if (closure->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!sudoku_output_write (closure->output, bytes, length, &closure->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
check_status (cairo_status_t   status,
              StreamClosure   *closure,
              GError         **error)
{
  if (closure->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&closure->error));
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not draw “%s”: %s"),
                   sudoku_output_get_path (closure->output), cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

static cairo_status_t
append_png_cb (void                *data,
               const unsigned char *bytes,
               unsigned int         length)
{
  g_byte_array_append (data, bytes, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The CRC-32 of PNG chunks (ISO 3309, as the PNG specification gives it). */
static guint32
png_crc (const guint8 *data,
         gsize         length)
{
  guint32 crc = 0xffffffff;

  for (gsize i = 0; i < length; i++)
    {
      crc ^= data[i];
      for (guint bit = 0; bit < 8; bit++)
        crc = (crc >> 1) ^ (0xedb88320 & -(crc & 1));
    }
  return crc ^ 0xffffffff;
}

static void
put_be32 (guint8  *out,
          guint32  value)
{
  out[0] = value >> 24;
  out[1] = value >> 16;
  out[2] = value >> 8;
  out[3] = value;
}

/* Inserts a pHYs chunk after IHDR, so that the picture keeps the size
 * it was made for when printed or placed in a document. The signature
 * (8 bytes) and IHDR (25) come first in every PNG. */
static void
add_png_resolution (GByteArray *png,
                    guint       dpi)
{
  guint8 chunk[4 + 4 + 9 + 4];
  guint32 per_meter = (guint32) (dpi / 0.0254 + 0.5);

  if (png->len < 33)
    return;
  put_be32 (chunk, 9);
  memcpy (chunk + 4, "pHYs", 4);
  put_be32 (chunk + 8, per_meter);
  put_be32 (chunk + 12, per_meter);
  chunk[16] = 1;  /* the unit is the metre */
  put_be32 (chunk + 17, png_crc (chunk + 4, 4 + 9));
  g_byte_array_set_size (png, png->len + sizeof chunk);
  memmove (png->data + 33 + sizeof chunk, png->data + 33, png->len - 33 - sizeof chunk);
  memcpy (png->data + 33, chunk, sizeof chunk);
}

static gboolean
needs_path (const SudokuExportOptions *options)
{
  switch (options->what)
    {
    case SUDOKU_EXPORT_SHEET:
      return TRUE;
    case SUDOKU_EXPORT_SOLUTION:
    case SUDOKU_EXPORT_BOTH:
    case SUDOKU_EXPORT_BOOKLET:
      return !options->plain;
    case SUDOKU_EXPORT_PUZZLE:
    default:
      return FALSE;
    }
}

/**
 * sudoku_export_write:
 * @items: (element-type SudokuExportItem): the puzzles; a picture (PNG,
 *   SVG) shows the first
 * @options: what and how
 * @output: where to write; not committed here
 * @cancellable: (nullable): checked between puzzles and pages
 * @progress: (nullable): called after each puzzle prepared and each page
 * @user_data: for @progress
 * @error: %SUDOKU_ERROR_NO_SOLUTION for a puzzle without a unique
 *   solution, %G_IO_ERROR_INVALID_ARGUMENT for a bad combination of
 *   options, %G_IO_ERROR_CANCELLED, or the output's errors
 *
 * Prepares the items and writes the file.
 *
 * Returns: %TRUE when everything was written
 */
gboolean
sudoku_export_write (GPtrArray                 *items,
                     const SudokuExportOptions *options,
                     SudokuOutput              *output,
                     GCancellable              *cancellable,
                     SudokuExportProgress       progress,
                     gpointer                   user_data,
                     GError                   **error)
{
  StreamClosure closure = { output, NULL };
  cairo_surface_t *surface = NULL;
  cairo_status_t status;
  cairo_t *cr;
  gboolean pages = options->format == SUDOKU_EXPORT_FORMAT_PDF;
  double width, height;
  guint total;

  g_return_val_if_fail (items != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (output != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (items->len == 0)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_EMPTY, _("No puzzle to export"));
      return FALSE;
    }
  if (sudoku_export_what_has_pages (options->what) && !pages)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("A solve sheet or a booklet has pages: export it as PDF"));
      return FALSE;
    }

  total = items->len;
  for (guint i = 0; i < items->len; i++)
    {
      gboolean need_solution = options->what != SUDOKU_EXPORT_PUZZLE;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      /* A picture shows the first puzzle only. */
      if (!pages && i > 0)
        break;
      if (need_solution &&
          !sudoku_export_item_prepare (items->pdata[i], needs_path (options),
                                       cancellable, error))
        return FALSE;
      if (progress != NULL)
        progress (i + 1, total, user_data);
    }

  if (pages)
    {
      cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
      cairo_t *measure = cairo_create (scratch);
      g_autofree char *title = sudoku_export_dup_title (items, options);
      int n_pages;

      sudoku_export_paper_size (options->paper, &width, &height);
      n_pages = render_pages_full (measure, items, options, width, height, -2, 0,
                                   NULL, NULL, NULL, 0, 0);
      cairo_destroy (measure);
      cairo_surface_destroy (scratch);

      surface = cairo_pdf_surface_create_for_stream (write_cb, &closure, width, height);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR,
                                      "Nanpure " PACKAGE_VERSION);
      cr = cairo_create (surface);
      if (render_pages_full (cr, items, options, width, height, -1, n_pages, cancellable,
                             progress, user_data, items->len, items->len + n_pages) < 0)
        {
          cairo_destroy (cr);
          cairo_surface_destroy (surface);
          g_clear_error (&closure.error);
          return g_cancellable_set_error_if_cancelled (cancellable, error), FALSE;
        }
      status = cairo_status (cr);
      cairo_destroy (cr);
      cairo_surface_finish (surface);
      if (status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_status (surface);
      cairo_surface_destroy (surface);
      return check_status (status, &closure, error);
    }

  sudoku_export_image_size (items, options, &width, &height);
  if (options->format == SUDOKU_EXPORT_FORMAT_SVG)
    {
      surface = cairo_svg_surface_create_for_stream (write_cb, &closure, width, height);
      cr = cairo_create (surface);
      sudoku_export_render_image (cr, items, options);
      status = cairo_status (cr);
      cairo_destroy (cr);
      cairo_surface_finish (surface);
      if (status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_status (surface);
      cairo_surface_destroy (surface);
      return check_status (status, &closure, error);
    }

  if (width > 16384 || height > 16384 || width < 9 || height < 9)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("An image must be 9 to 16384 pixels wide, not %.0f"), width);
      return FALSE;
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
  cr = cairo_create (surface);
  sudoku_export_render_image (cr, items, options);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    {
      g_autoptr(GByteArray) png = g_byte_array_new ();

      status = cairo_surface_write_to_png_stream (surface, append_png_cb, png);
      if (status == CAIRO_STATUS_SUCCESS && options->dpi > 0)
        add_png_resolution (png, options->dpi);
      if (status == CAIRO_STATUS_SUCCESS)
        status = write_cb (&closure, png->data, png->len);
    }
  cairo_surface_destroy (surface);
  if (!check_status (status, &closure, error))
    return FALSE;
  if (progress != NULL)
    progress (total, total, user_data);
  return TRUE;
}

/**
 * sudoku_export_to_file:
 * @items: (element-type SudokuExportItem): the puzzles
 * @options: what and how
 * @path: the file; see #SudokuOutput for links, pipes and "-"
 * @cancellable: (nullable): checked between puzzles and pages
 * @progress: (nullable): as for sudoku_export_write()
 * @user_data: for @progress
 * @error: as for sudoku_export_write()
 *
 * Writes the export through #SudokuOutput: the old file stays as it was
 * unless everything was written.
 *
 * Returns: %TRUE when the file was written
 */
gboolean
sudoku_export_to_file (GPtrArray                 *items,
                       const SudokuExportOptions *options,
                       const char                *path,
                       GCancellable              *cancellable,
                       SudokuExportProgress       progress,
                       gpointer                   user_data,
                       GError                   **error)
{
  g_autoptr(SudokuOutput) output = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  output = sudoku_output_open (path, error);
  if (output == NULL)
    return FALSE;
  if (!sudoku_export_write (items, options, output, cancellable, progress, user_data, error))
    return FALSE;
  return sudoku_output_commit (output, error);
}

typedef struct
{
  GPtrArray            *items;
  SudokuExportOptions   options;
  char                 *title;
  char                 *path;
  SudokuExportProgress  progress;
  gpointer              progress_data;
  GMainContext         *context;
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  g_ptr_array_unref (job->items);
  g_free (job->title);
  g_free (job->path);
  g_main_context_unref (job->context);
  g_free (job);
}

typedef struct
{
  SudokuExportProgress  progress;
  gpointer              progress_data;
  guint                 done;
  guint                 total;
} ProgressReport;

static gboolean
report_progress_cb (gpointer data)
{
  ProgressReport *report = data;

  report->progress (report->done, report->total, report->progress_data);
  return G_SOURCE_REMOVE;
}

/* In the worker: hands the progress to the caller's main context. */
static void
forward_progress_cb (guint    done,
                     guint    total,
                     gpointer user_data)
{
  ExportJob *job = user_data;
  ProgressReport *report = g_new (ProgressReport, 1);

  report->progress = job->progress;
  report->progress_data = job->progress_data;
  report->done = done;
  report->total = total;
  g_main_context_invoke_full (job->context, G_PRIORITY_DEFAULT, report_progress_cb,
                              report, g_free);
}

static void
export_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ExportJob *job = task_data;
  GError *error = NULL;

  if (job->path == NULL)
    {
      /* Only the preparation, for printing. */
      for (guint i = 0; i < job->items->len; i++)
        {
          if (g_task_return_error_if_cancelled (task))
            return;
          if (job->options.what != SUDOKU_EXPORT_PUZZLE &&
              !sudoku_export_item_prepare (job->items->pdata[i], needs_path (&job->options),
                                           cancellable, &error))
            {
              g_task_return_error (task, error);
              return;
            }
          if (job->progress != NULL)
            forward_progress_cb (i + 1, job->items->len, job);
        }
      g_task_return_boolean (task, TRUE);
      return;
    }

  if (sudoku_export_to_file (job->items, &job->options, job->path, cancellable,
                             job->progress != NULL ? forward_progress_cb : NULL, job, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * sudoku_export_to_file_async:
 * @items: (element-type SudokuExportItem): the puzzles; referenced, and
 *   prepared in the worker: leave them alone until the export ends
 * @options: what and how (copied)
 * @path: the file
 * @cancellable: (nullable): cancels the export; the old file stays
 * @progress: (nullable): called in the caller's thread-default main
 *   context as puzzles and pages are done
 * @progress_data: for @progress; must live until @callback runs
 * @callback: called when the file is written or the export failed
 * @user_data: for @callback
 *
 * sudoku_export_to_file() in a worker thread, so that a window stays
 * responsive while a booklet is solved and drawn.
 */
void
sudoku_export_to_file_async (GPtrArray                 *items,
                             const SudokuExportOptions *options,
                             const char                *path,
                             GCancellable              *cancellable,
                             SudokuExportProgress       progress,
                             gpointer                   progress_data,
                             GAsyncReadyCallback        callback,
                             gpointer                   user_data)
{
  g_autoptr(GTask) task = NULL;
  ExportJob *job;

  g_return_if_fail (items != NULL);
  g_return_if_fail (options != NULL);
  g_return_if_fail (path != NULL);

  job = g_new0 (ExportJob, 1);
  job->items = g_ptr_array_ref (items);
  job->options = *options;
  job->title = g_strdup (options->title);
  job->options.title = job->title;
  job->path = g_strdup (path);
  job->progress = progress;
  job->progress_data = progress_data;
  job->context = g_main_context_ref_thread_default ();

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_export_to_file_async);
  g_task_set_task_data (task, job, (GDestroyNotify) export_job_free);
  g_task_run_in_thread (task, export_thread);
}

/**
 * sudoku_export_to_file_finish:
 * @result: the result given to the callback
 * @error: as for sudoku_export_write()
 *
 * Returns: %TRUE when the file was written
 */
gboolean
sudoku_export_to_file_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * sudoku_export_prepare_async:
 * @items: (element-type SudokuExportItem): the puzzles; referenced, and
 *   prepared in the worker: leave them alone until @callback runs
 * @options: what they are prepared for (solutions, paths)
 * @cancellable: (nullable): stops between puzzles and steps
 * @progress: (nullable): called in the caller's main context after each
 *   puzzle
 * @progress_data: for @progress
 * @callback: called when every puzzle is prepared or one failed
 * @user_data: for @callback
 *
 * sudoku_export_item_prepare() for every item in a worker: what printing
 * a booklet or a sheet needs first, so that the print dialog's pages are
 * drawn without solving anything in the window's thread.
 */
void
sudoku_export_prepare_async (GPtrArray                 *items,
                             const SudokuExportOptions *options,
                             GCancellable              *cancellable,
                             SudokuExportProgress       progress,
                             gpointer                   progress_data,
                             GAsyncReadyCallback        callback,
                             gpointer                   user_data)
{
  g_autoptr(GTask) task = NULL;
  ExportJob *job;

  g_return_if_fail (items != NULL);
  g_return_if_fail (options != NULL);

  job = g_new0 (ExportJob, 1);
  job->items = g_ptr_array_ref (items);
  job->options = *options;
  job->title = g_strdup (options->title);
  job->options.title = job->title;
  job->progress = progress;
  job->progress_data = progress_data;
  job->context = g_main_context_ref_thread_default ();

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_export_prepare_async);
  g_task_set_task_data (task, job, (GDestroyNotify) export_job_free);
  g_task_run_in_thread (task, export_thread);
}

gboolean
sudoku_export_prepare_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
