/* sudoku-export-sheet.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The pages of many puzzles: the solve sheet (a puzzle, its solution and
 * its solving path, step by step with diagrams) and the booklet (puzzles
 * by level, several per page, solutions at the back), drawn through the
 * pager of sudoku-export.c.
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
    case SUDOKU_ASSUMPTION_STOPPED:       return _("stopped before it was finished");
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

void
_sudoku_export_render_sheet (Pager     *pager,
                             GPtrArray *items)
{
  const SudokuExportOptions *options = pager->options;
  double inner = pager->width - 2 * MARGIN;
  double bottom = pager->height - MARGIN * 1.3;

  for (guint i = 0; i < items->len; i++)
    {
      const SudokuExportItem *item = items->pdata[i];
      g_autofree char *heading = NULL;
      g_autofree char *caption = _sudoku_export_dup_caption (item, FALSE);
      g_autofree char *meta = NULL;
      g_autofree char *givens = NULL;
      g_autofree char *legend = NULL;
      SudokuRenderOptions render;
      RoleWalk walk;
      double y = MARGIN * 1.3, size;
      guint step_number = 0;
      guint n_steps;

      pager->section = _("Solve sheet");
      _sudoku_export_pager_next (pager);
      if (pager->cancelled)
        return;

      heading = g_markup_printf_escaped ("<b>%s</b>",
                                         item->title != NULL && item->title[0] != '\0'
                                         ? item->title : _("Sudoku"));
      y += _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 20", heading, MARGIN, y, inner,
                                   PANGO_ALIGN_LEFT) + 2;
      if (caption != NULL && item->title != NULL && item->title[0] != '\0')
        {
          /* The title is the heading already: the caption adds the rest. */
          g_clear_pointer (&caption, g_free);
          caption = _sudoku_export_dup_caption (&(SudokuExportItem) { .number = item->number,
                                                                      .source = item->source }, FALSE);
        }
      if (caption != NULL)
        y += _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 10", caption, MARGIN, y, inner,
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

          /* The SE figure is Sudoku Explainer's ER, as `rate`, the
           * library and the window give it (sudoku_export_item_prepare_for()
           * works it out); a sheet drawn without it leaves it out rather
           * than print our estimate. */
          if (item->se_rating > 0)
            meta = g_strdup_printf (_("Level %u · score %u · SE %.1f · %s · %s · %s"),
                                    _sudoku_export_item_level (item), item->rating.score,
                                    item->se_rating, assumptions, steps,
                                    result_text (item->path->result));
          else
            meta = g_strdup_printf (_("Level %u · score %u · %s · %s · %s"),
                                    _sudoku_export_item_level (item), item->rating.score,
                                    assumptions, steps, result_text (item->path->result));
        }
      else
        meta = g_strdup (_("Not rated"));
      y += _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 10", meta, MARGIN, y, inner,
                                   PANGO_ALIGN_LEFT) + 2;
      givens = sudoku_format_line (&item->board);
      y += _sudoku_export_text_at (pager->cr, pager->drawing, "Monospace 7.5", givens, MARGIN, y, inner,
                                   PANGO_ALIGN_LEFT) + GAP;

      size = (inner - GAP * 2) / 2;
      _sudoku_export_text_at (pager->cr, pager->drawing, "Sans Bold 10", _("Puzzle"), MARGIN, y, size,
                              PANGO_ALIGN_LEFT);
      y += _sudoku_export_text_at (pager->cr, pager->drawing, "Sans Bold 10", _("Solution"),
                                   MARGIN + size + GAP * 2, y, size, PANGO_ALIGN_LEFT) + 4;
      if (pager->drawing)
        {
          _sudoku_export_draw_grid (pager->cr, &pager->style, options, item, FALSE, FALSE, MARGIN, y, size);
          _sudoku_export_draw_grid (pager->cr, &pager->style, options, item, TRUE, FALSE,
                                    MARGIN + size + GAP * 2, y, size);
        }
      y += size + 4;
      legend = _sudoku_export_dup_legend (options, &pager->style,
                                          _sudoku_export_item_role_mask (item));
      y += _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 8", legend, MARGIN + size + GAP * 2, y,
                                   size, PANGO_ALIGN_LEFT) + GAP;

      y += _sudoku_export_text_at (pager->cr, pager->drawing, "Sans Bold 14", _("Solving path"),
                                   MARGIN, y, inner, PANGO_ALIGN_LEFT) + 6;

      sudoku_render_options_init (&render);
      render.style = &pager->style;
      render.align_to_pixels = FALSE;
      render.show_candidates = TRUE;
      _sudoku_export_role_walk_init (&walk, &item->board);

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
          g_autoptr(GPtrArray) views = NULL;
          guint n_branches = 0, total_branches = 0;

          if (sudoku_move_get_kind (move) != SUDOKU_MOVE_STEP)
            continue;
          /* The path's own step, with its final outcome. The diagram
           * shows the digits before it in the colours they have so far. */
          step = g_ptr_array_index (item->path->steps, step_number++);
          memcpy (roles, walk.roles, sizeof roles);
          _sudoku_export_role_walk_step (&walk, step);
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
              height = _sudoku_export_text_at (pager->cr, FALSE, "Sans 8.5", markup, text_x, y, text_width,
                                               PANGO_ALIGN_LEFT);
              if (y + height > bottom)
                {
                  _sudoku_export_pager_next (pager);
                  if (pager->cancelled)
                    return;
                  y = MARGIN * 1.3;
                }
              _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 8.5", markup, text_x, y, text_width,
                                      PANGO_ALIGN_LEFT);
              y += height + 3;
              continue;
            }

          views = sudoku_step_dup_views (step);
          if (views->len > 1)
            {
              /* A forcing chain: a line for the step, then each branch
               * as a diagram of its own, large enough to read its
               * candidates, with its chain beside it ("1 of 2"). */
              markup = outcome != NULL
                       ? g_markup_printf_escaped ("<b>%u. %s</b> (%s)", step_number, summary,
                                                  outcome)
                       : g_markup_printf_escaped ("<b>%u. %s</b>", step_number, summary);
              text_x = MARGIN + indent;
              text_width = inner - indent;
              height = _sudoku_export_text_at (pager->cr, FALSE, "Sans 9.5", markup, text_x, y,
                                               text_width, PANGO_ALIGN_LEFT);
              if (y + height + VIEW_DIAGRAM_SIZE > bottom)
                {
                  _sudoku_export_pager_next (pager);
                  if (pager->cancelled)
                    return;
                  y = MARGIN * 1.3;
                }
              _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 9.5", markup, text_x, y,
                                      text_width, PANGO_ALIGN_LEFT);
              y += height + 4;
              for (guint v = 0; v < views->len; v++)
                if (((SudokuStepView *) views->pdata[v])->part_of < 0)
                  total_branches++;
              for (guint v = 0; v < views->len; v++)
                {
                  const SudokuStepView *view = g_ptr_array_index (views, v);
                  g_autofree char *count = NULL;
                  g_autofree char *view_markup = NULL;

                  /* What a node of the branch also rests on: on paper,
                   * the chains in words under the branch's diagram (a
                   * diagram each would take hundreds of pages). */
                  if (view->part_of >= 0)
                    {
                      view_markup = g_markup_printf_escaped ("%s", view->text);
                      text_x = MARGIN + indent;
                      text_width = inner - indent;
                      height = _sudoku_export_text_at (pager->cr, FALSE, "Sans 8", view_markup,
                                                       text_x, y, text_width, PANGO_ALIGN_LEFT);
                      if (y + height > bottom)
                        {
                          _sudoku_export_pager_next (pager);
                          if (pager->cancelled)
                            return;
                          y = MARGIN * 1.3;
                        }
                      _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 8", view_markup,
                                              text_x, y, text_width, PANGO_ALIGN_LEFT);
                      y += height + 4;
                      continue;
                    }
                  n_branches++;
                  /* Translators: which of a chain step's views the banner shows, "2 of
                   * 5". */
                  count = g_strdup_printf (_("%u of %u"), n_branches, total_branches);
                  view_markup = g_markup_printf_escaped ("<b>%s</b>\n%s", count,
                                                         view->text != NULL ? view->text : "");
                  text_x = MARGIN + indent + VIEW_DIAGRAM_SIZE + GAP;
                  text_width = inner - indent - VIEW_DIAGRAM_SIZE - GAP;
                  height = _sudoku_export_text_at (pager->cr, FALSE, "Sans 8.5", view_markup,
                                                   text_x, y, text_width, PANGO_ALIGN_LEFT);
                  height = MAX (height, VIEW_DIAGRAM_SIZE);
                  if (y + height > bottom)
                    {
                      _sudoku_export_pager_next (pager);
                      if (pager->cancelled)
                        return;
                      y = MARGIN * 1.3;
                    }
                  _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 8.5", view_markup,
                                          text_x, y, text_width, PANGO_ALIGN_LEFT);
                  if (pager->drawing)
                    {
                      g_autoptr(SudokuStep) shown = sudoku_step_new_for_view (step, view);

                      render.step = shown;
                      render.digit_roles = options->plain ? NULL : roles;
                      cairo_save (pager->cr);
                      cairo_translate (pager->cr, MARGIN + indent, y);
                      sudoku_render_board (pager->cr, &before->board, &render,
                                           VIEW_DIAGRAM_SIZE);
                      cairo_restore (pager->cr);
                      render.step = NULL;
                    }
                  y += height + 6;
                }
              y += GAP;
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
          height = _sudoku_export_text_at (pager->cr, FALSE, "Sans 9.5", markup, text_x, y, text_width,
                                           PANGO_ALIGN_LEFT);
          height = MAX (height, DIAGRAM_SIZE);
          if (y + height > bottom)
            {
              _sudoku_export_pager_next (pager);
              if (pager->cancelled)
                return;
              y = MARGIN * 1.3;
            }
          _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 9.5", markup, text_x, y, text_width,
                                  PANGO_ALIGN_LEFT);
          if (pager->drawing)
            {
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
  guint level_a = _sudoku_export_item_level (first);
  guint level_b = _sudoku_export_item_level (second);

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
void
_sudoku_export_render_booklet (Pager     *pager,
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
  g_autofree char *legend = NULL;

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
      double label_height = _sudoku_export_text_at (pager->cr, FALSE, "Sans 10", "No. 1", 0, 0, 100,
                                                    PANGO_ALIGN_LEFT) + 4;
      double slot_width, slot_height, size;

      if (solutions && _sudoku_export_has_legend (options))
        {
          guint role_mask = 0;

          for (guint i = 0; i < sorted->len; i++)
            role_mask |= _sudoku_export_item_role_mask (sorted->pdata[i]);
          legend = _sudoku_export_dup_legend (options, &pager->style, role_mask);
        }
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
          guint level = _sudoku_export_item_level (item);
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
              _sudoku_export_pager_next (pager);
              if (pager->cancelled)
                return;
              /* The solutions' colours, under the grids of each page. */
              if (legend != NULL)
                _sudoku_export_text_at (pager->cr, pager->drawing, "Sans 8", legend, MARGIN,
                                        pager->height - MARGIN * 1.25, inner_width,
                                        PANGO_ALIGN_CENTER);
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
          _sudoku_export_text_at (pager->cr, pager->drawing, solutions ? "Sans 8" : "Sans 10", label,
                                  x, y, -size, PANGO_ALIGN_LEFT);
          if (pager->drawing)
            _sudoku_export_draw_grid (pager->cr, &pager->style, options, item, solutions, FALSE,
                                      x, y + label_height, size);

          if (++on_page == per_page)
            on_page = 0;
        }
    }
}
