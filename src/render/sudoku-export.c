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
#include "sudoku-se.h"
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

/* The role of the digits @step places, by its technique. */
static SudokuDigitRole
role_for_technique (const SudokuStep *step)
{
  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_ASSUMPTION:
      return SUDOKU_DIGIT_ROLE_ASSUMPTION;
    case SUDOKU_TECHNIQUE_FULL_HOUSE:
    case SUDOKU_TECHNIQUE_NAKED_SINGLE:
      return SUDOKU_DIGIT_ROLE_SINGLE;
    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX:
    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE:
      return SUDOKU_DIGIT_ROLE_HIDDEN;
    default:
      return SUDOKU_DIGIT_ROLE_OTHER;
    }
}

void
_sudoku_export_role_walk_init (RoleWalk          *walk,
                               const SudokuBoard *puzzle)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    walk->roles[cell] = puzzle->givens[cell] ? SUDOKU_DIGIT_ROLE_GIVEN
                                             : SUDOKU_DIGIT_ROLE_DEFAULT;
  memset (walk->outcomes, SUDOKU_ASSUMPTION_OPEN, sizeof walk->outcomes);
}

/* Colours the digits @step places. @step is the path's own step, with
 * the final outcome of an assumption: the sheet prints that outcome,
 * so the colours follow it. A digit found inside an assumption that led
 * to the solution is found by its technique (the assumption held); one
 * found in a branch that ended otherwise stands on that assumption. */
void
_sudoku_export_role_walk_step (RoleWalk         *walk,
                               const SudokuStep *step)
{
  SudokuDigitRole role = role_for_technique (step);
  guint depth = MIN (step->depth, G_N_ELEMENTS (walk->outcomes) - 1);

  if (step->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
    walk->outcomes[depth] = step->outcome;
  else if (depth > 0 && walk->outcomes[depth] != SUDOKU_ASSUMPTION_SOLVED)
    role = SUDOKU_DIGIT_ROLE_ASSUMPTION;

  for (guint i = 0; i < step->placements->len; i++)
    walk->roles[g_array_index (step->placements, SudokuCandidate, i).cell] = role;
}

/* The roles the solution of @item shows, as a mask of 1 << role. */
guint
_sudoku_export_item_role_mask (const SudokuExportItem *item)
{
  guint mask = 0;

  if (!item->has_solution)
    return 0;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    mask |= 1u << item->roles[cell];
  return mask;
}

/* Whether the solution is drawn in colours, which need a legend. */
gboolean
_sudoku_export_has_legend (const SudokuExportOptions *options)
{
  return !options->plain &&
         (options->what == SUDOKU_EXPORT_SOLUTION || options->what == SUDOKU_EXPORT_BOTH ||
          options->what == SUDOKU_EXPORT_SHEET || options->what == SUDOKU_EXPORT_BOOKLET);
}

/* The colours of a solution, as a line of coloured words: those of
 * @role_mask only, so that every colour named is one that is shown.
 * A line breaks after a " · ", never inside a name (Japanese may break
 * between any two kana, and 「ヒドゥンシングル」 was cut in two) nor
 * before the dot. */
char *
_sudoku_export_dup_legend (const SudokuExportOptions *options,
                           const SudokuRenderStyle   *style,
                           guint                      role_mask)
{
  static const struct { SudokuDigitRole role; const char *text; } entries[] = {
    { SUDOKU_DIGIT_ROLE_SINGLE, N_("naked single") },
    { SUDOKU_DIGIT_ROLE_HIDDEN, N_("hidden single") },
    { SUDOKU_DIGIT_ROLE_OTHER, N_("other technique") },
    { SUDOKU_DIGIT_ROLE_ASSUMPTION, N_("assumption") },
  };
  GString *legend = g_string_new (NULL);

  g_string_append_printf (legend, "<span allow_breaks=\"false\"><b>%s</b></span>",
                          _("bold: given"));
  if (options->plain)
    return g_string_free (legend, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      const SudokuRenderColor *color = &style->digits[entries[i].role];
      g_autofree char *text = NULL;

      if (!(role_mask & (1u << entries[i].role)))
        continue;
      text = g_markup_escape_text (_(entries[i].text), -1);
      g_string_append_printf (legend, "\u00a0· <span foreground=\"#%02x%02x%02x\" "
                              "allow_breaks=\"false\">%s</span>",
                              (guint) (color->red * 255 + 0.5),
                              (guint) (color->green * 255 + 0.5),
                              (guint) (color->blue * 255 + 0.5), text);
    }
  return g_string_free (legend, FALSE);
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
  g_clear_pointer (&item->colouring, sudoku_colouring_free);
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
 * Finds the solution of @item (and its path). Safe to call again. The
 * Sudoku Explainer figure of a solve sheet is
 * sudoku_export_item_prepare_for()'s: here it is filled in only when
 * singles solve the puzzle, where our estimate is exact.
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

      /* The figure needs no other rater when singles solve the puzzle. */
      if (item->se_rating <= 0 && sudoku_se_estimate_is_exact (&item->rating))
        item->se_rating = item->rating.se_rating;

      if (item->path->result == SUDOKU_PATH_SOLVED)
        {
          RoleWalk walk;

          /* The colours of the path the sheet prints: the last digit
           * placed in each cell is the one of the solution. */
          _sudoku_export_role_walk_init (&walk, &puzzle);
          for (guint i = 0; i < item->path->steps->len; i++)
            _sudoku_export_role_walk_step (&walk, g_ptr_array_index (item->path->steps, i));
          memcpy (item->roles, walk.roles, sizeof item->roles);
          item->solution = item->path->final;
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

/* Whether the export draws the solution's colours (its path) or prints
 * the sheet (its path and figures). */
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
 * sudoku_export_item_prepare_for:
 * @item: the item
 * @options: what is exported
 * @cancellable: (nullable): checked between steps and inside the
 *   Sudoku Explainer rater
 * @error: as sudoku_export_item_prepare()
 *
 * Works out what @options draws of @item: nothing for the puzzle; the
 * solution; the solving path for its colours; and for the solve sheet
 * the Sudoku Explainer rating (ER) it prints, unless @item has it
 * already — seconds for the hardest puzzles, so call it in a worker.
 *
 * Returns: %TRUE on success
 */
gboolean
sudoku_export_item_prepare_for (SudokuExportItem          *item,
                                const SudokuExportOptions *options,
                                GCancellable              *cancellable,
                                GError                   **error)
{
  g_return_val_if_fail (item != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (options->what == SUDOKU_EXPORT_PUZZLE)
    return TRUE;
  if (!sudoku_export_item_prepare (item, needs_path (options), cancellable, error))
    return FALSE;

  if (options->what == SUDOKU_EXPORT_SHEET && item->se_rating <= 0)
    {
      SudokuBoard puzzle = item->board;
      SudokuRating rating = item->rating;

      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (!puzzle.givens[cell])
          puzzle.values[cell] = 0;
      /* Sudoku Explainer does not rate Windoku: there our figure stays. */
      if (!sudoku_se_settle_rating (&puzzle, &rating, cancellable, error))
        return FALSE;
      item->se_rating = rating.se_rating;
    }
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
 * sudoku_export_options_set_png_grid:
 * @options: the options of a PNG
 * @inches: the side of one grid as printed
 * @dpi: the resolution, pixels per inch
 *
 * A PNG whose grid prints @inches wide at @dpi: the grid has @inches ×
 * @dpi pixels, rounded, and the file records @dpi. The one rule for the
 * export dialog's Resolution and `nanpure-cli export --size=8cm --dpi`.
 */
void
sudoku_export_options_set_png_grid (SudokuExportOptions *options,
                                    double               inches,
                                    guint                dpi)
{
  g_return_if_fail (options != NULL);
  g_return_if_fail (inches > 0 && dpi > 0);

  options->dpi = dpi;
  options->grid_size = round (inches * dpi);
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

/* Text in a language that is not written in Latin letters, such as
 * Japanese, still holds "r7c5" and "SE 10.7". Pango takes a font per
 * script: the language's own (VL Gothic, Noto Sans CJK JP) for its
 * letters and a Latin one for the rest, and the two set their glyphs on
 * the baseline differently (the Latin ones looked high beside the kana)
 * and make lines of unequal height. The language's own font, put first
 * in the list, sets its Latin letters too, as a Japanese book does. */
static void
prefer_language_font (PangoContext         *context,
                      PangoLanguage        *language,
                      PangoFontDescription *description)
{
  g_autoptr(PangoFont) font = NULL;
  PangoFontDescription *found;
  const char *family;

  if (language == NULL || pango_language_includes_script (language, PANGO_SCRIPT_LATIN))
    return;

  pango_context_set_language (context, language);
  font = pango_context_load_font (context, description);
  if (font == NULL)
    return;
  found = pango_font_describe (font);
  family = pango_font_description_get_family (found);
  if (family != NULL)
    {
      const char *families = pango_font_description_get_family (description);
      g_autofree char *list = g_strdup_printf ("%s,%s", family, families ? families : "Sans");

      pango_font_description_set_family (description, list);
    }
  pango_font_description_free (found);
}

PangoLayout *
_sudoku_export_layout_new_for_language (cairo_t       *cr,
                                        const char    *font,
                                        PangoLanguage *language)
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
  prefer_language_font (pango_layout_get_context (layout), language, description);
  pango_layout_context_changed (layout);
  pango_layout_set_font_description (layout, description);
  pango_font_description_free (description);
  return layout;
}

/* The language of a translation's header ("…Language: ja\n…"), or
 * %NULL. */
PangoLanguage *
_sudoku_export_language_of_header (const char *header)
{
  const char *start = header != NULL ? strstr (header, "Language: ") : NULL;
  g_autofree char *code = NULL;

  if (start == NULL)
    return NULL;
  start += strlen ("Language: ");
  code = g_strndup (start, strcspn (start, "\n"));
  g_strstrip (code);
  return code[0] != '\0' ? pango_language_from_string (code) : NULL;
}

/* The language the pages are written in: the translation's (which
 * LANGUAGE=ja picks even under LANG=C.UTF-8, where Pango's default
 * language stays English), else Pango's default. */
PangoLanguage *
sudoku_export_get_translation_language (void)
{
  return _sudoku_export_language_of_header (dgettext (GETTEXT_PACKAGE, ""));
}

static PangoLanguage *
pages_language (void)
{
  PangoLanguage *language = sudoku_export_get_translation_language ();

  return language != NULL ? language : pango_language_get_default ();
}

static PangoLayout *
layout_new (cairo_t    *cr,
            const char *font)
{
  return _sudoku_export_layout_new_for_language (cr, font, pages_language ());
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
      if (options->colours)
        {
          render.colouring = item->colouring;
          render.colouring_grayscale = options->grayscale;
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

/* A page with one grid, or the puzzle above its solution: the grids as
 * large as the page allows, the caption on top and, under a solution in
 * colours, what the colours mean. */
static void
render_grid_pages (Pager     *pager,
                   GPtrArray *items)
{
  const SudokuExportOptions *options = pager->options;
  double inner = pager->width - 2 * MARGIN;
  double bottom = pager->height - MARGIN * 1.3;
  gboolean both = options->what == SUDOKU_EXPORT_BOTH;
  gboolean legend = _sudoku_export_has_legend (options);

  for (guint i = 0; i < items->len; i++)
    {
      const SudokuExportItem *item = items->pdata[i];
      g_autofree char *caption = _sudoku_export_dup_caption (item, TRUE);
      g_autofree char *legend_text = NULL;
      double size, x, y = MARGIN * 1.5;
      double label = 0, legend_height = 0;

      _sudoku_export_pager_next (pager);
      if (pager->cancelled)
        return;

      if (caption != NULL)
        y += _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 14", caption, MARGIN, y, inner,
                                     PANGO_ALIGN_CENTER) + GAP;
      if (legend)
        {
          legend_text = _sudoku_export_dup_legend (options, &pager->style,
                                                   _sudoku_export_item_role_mask (item));
          legend_height = _sudoku_export_text_at (pager->cr, FALSE, "Sans 9", legend_text, MARGIN, 0,
                                                  inner, PANGO_ALIGN_CENTER) + 6;
        }
      if (both)
        label = _sudoku_export_text_at (pager->cr, FALSE, "Sans Bold 11", _("Puzzle"), MARGIN, 0,
                                        inner, PANGO_ALIGN_LEFT) + 4;

      /* Both: one above the other, which fills a portrait page better
       * than side by side. */
      if (both)
        size = (bottom - y - 2 * label - GAP * 2 - legend_height) / 2;
      else
        size = bottom - y - legend_height;
      size = MIN (size, inner);
      if (options->grid_size > 0)
        size = MIN (size, options->grid_size);
      x = (pager->width - size) / 2;

      if (both)
        {
          _sudoku_export_text_at (pager->cr, pager->drawing, "Sans Bold 11", _("Puzzle"), x, y, size,
                                  PANGO_ALIGN_LEFT);
          y += label;
          if (pager->drawing)
            _sudoku_export_draw_grid (pager->cr, &pager->style, options, item, FALSE, FALSE,
                                      x, y, size);
          y += size + GAP * 2;
          _sudoku_export_text_at (pager->cr, pager->drawing, "Sans Bold 11", _("Solution"), x, y,
                                  size, PANGO_ALIGN_LEFT);
          y += label;
        }

      if (pager->drawing)
        _sudoku_export_draw_grid (pager->cr, &pager->style, options, item,
                                  options->what != SUDOKU_EXPORT_PUZZLE, FALSE, x, y, size);
      y += size + 6;
      if (legend_text != NULL)
        _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 9", legend_text, x, y, size,
                                PANGO_ALIGN_CENTER);
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

/* The band under a solution in colours that says what they mean. */
static double
legend_band (const SudokuExportOptions *options,
             double                     size)
{
  if (options->what != SUDOKU_EXPORT_SOLUTION && options->what != SUDOKU_EXPORT_BOTH)
    return 0;
  return _sudoku_export_has_legend (options) ? round (MAX (size * 0.07, 12)) : 0;
}

/* One line of @markup centred in @width at x,y, at most @font_size
 * pixels high, smaller when it would not fit. */
static void
draw_fitted_line (cairo_t    *cr,
                  const char *markup,
                  double      x,
                  double      y,
                  double      width,
                  double      font_size)
{
  g_autofree char *font = g_strdup_printf ("Sans %.2fpx", font_size);
  g_autoptr(PangoLayout) layout = layout_new (cr, font);
  int text_width, text_height;

  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_size (layout, &text_width, &text_height);
  if (text_width > width * PANGO_SCALE * 0.96)
    {
      double scale = width * PANGO_SCALE * 0.96 / text_width;
      PangoFontDescription *description = pango_font_description_from_string ("Sans");

      pango_font_description_set_absolute_size (description, font_size * scale * PANGO_SCALE);
      pango_layout_set_font_description (layout, description);
      pango_font_description_free (description);
      pango_layout_get_size (layout, &text_width, &text_height);
    }

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, x + (width - (double) text_width / PANGO_SCALE) / 2, y);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
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
 * @items: (element-type SudokuExportItem) (nullable): the puzzles;
 *   pictures show the first, and their size depends on @options alone
 * @options: what to draw (puzzle, solution or both)
 * @width: (out): the picture's width, pixels for PNG, points for SVG
 * @height: (out): its height
 *
 * One grid is exactly @grid_size square; both grids stand side by side
 * with a gap of a twentieth of a grid; a caption adds a band on top, and
 * a solution in colours a band under it with their legend.
 */
void
sudoku_export_image_size (GPtrArray                 *items,
                          const SudokuExportOptions *options,
                          double                    *width,
                          double                    *height)
{
  double size = grid_side (options);

  *width = options->what == SUDOKU_EXPORT_BOTH ? 2 * size + round (size / 20) : size;
  *height = size + caption_band (options, size) + legend_band (options, size);
}

/**
 * sudoku_export_options_check_image:
 * @options: the options of a picture
 * @error: the reason it cannot be made
 *
 * Whether the picture @options describe can be made: a PNG is at most
 * %SUDOKU_EXPORT_MAX_PNG_SIDE pixels a side (cairo's limit for an image)
 * and its grid at least 9 pixels. The one rule for the export dialog's
 * size, `nanpure-cli export --size --dpi` and the writer, so that a
 * picture too large is refused where its size is chosen, before anything
 * is prepared. SVGs and PDFs have no such limit.
 *
 * Returns: %TRUE when it can be made
 */
gboolean
sudoku_export_options_check_image (const SudokuExportOptions *options,
                                   GError                   **error)
{
  double width, height;

  g_return_val_if_fail (options != NULL, FALSE);

  if (options->format != SUDOKU_EXPORT_FORMAT_PNG || sudoku_export_what_has_pages (options->what))
    return TRUE;
  sudoku_export_image_size (NULL, options, &width, &height);
  if (grid_side (options) < 9)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("A grid must be at least 9 pixels wide, not %.0f"), grid_side (options));
      return FALSE;
    }
  if (width > SUDOKU_EXPORT_MAX_PNG_SIDE || height > SUDOKU_EXPORT_MAX_PNG_SIDE)
    {
      /* Translators: %d is the limit (16384), then the picture's width
       * and height asked for. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("A PNG can be at most %d pixels a side, and this one would be %.0f × %.0f "
                     "pixels"), SUDOKU_EXPORT_MAX_PNG_SIDE, width, height);
      return FALSE;
    }
  return TRUE;
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

  if (legend_band (options, size) > 0)
    {
      double legend = legend_band (options, size);
      g_autofree char *text = _sudoku_export_dup_legend (options, &style,
                                                         _sudoku_export_item_role_mask (item));

      draw_fitted_line (cr, text, 0, band + size + legend * 0.2, width, legend * 0.55);
    }
}
