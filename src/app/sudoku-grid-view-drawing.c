/* sudoku-grid-view-drawing.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How SudokuGridView draws itself: the board through the shared
 * renderer (src/render), in the theme's colours, with the tints of the
 * cursor, conflicts, wrong digits and the hint. */

#define G_LOG_DOMAIN "nanpure-grid-view"

#include "config.h"

#include "sudoku-grid-view-private.h"

#include <adwaita.h>
#include <string.h>

#include "sudoku-render.h"

/* The colours the grid takes from the theme: named colours defined in
 * ui/style.css on top of libadwaita's, so that light, dark and high
 * contrast all follow the stylesheet.
 */
#define STYLE_COLOR(name, field) { name, G_STRUCT_OFFSET (SudokuRenderStyle, field) }
static const struct {
  const char *name;
  gsize       offset;
} style_colors[] = {
  STYLE_COLOR ("sudoku_background_color", background),
  STYLE_COLOR ("sudoku_given_cell_color", given_cell),
  STYLE_COLOR ("sudoku_window_cell_color", window_cell),
  STYLE_COLOR ("sudoku_highlight_cell_color", highlight_cell),
  STYLE_COLOR ("sudoku_same_digit_cell_color", same_digit_cell),
  STYLE_COLOR ("sudoku_conflict_cell_color", conflict_cell),
  STYLE_COLOR ("sudoku_cursor_color", cursor),
  STYLE_COLOR ("sudoku_thin_line_color", thin_line),
  STYLE_COLOR ("sudoku_thick_line_color", thick_line),
  STYLE_COLOR ("sudoku_given_digit_color", digits[SUDOKU_DIGIT_ROLE_GIVEN]),
  STYLE_COLOR ("sudoku_user_digit_color", digits[SUDOKU_DIGIT_ROLE_USER]),
  STYLE_COLOR ("sudoku_single_digit_color", digits[SUDOKU_DIGIT_ROLE_SINGLE]),
  STYLE_COLOR ("sudoku_hidden_digit_color", digits[SUDOKU_DIGIT_ROLE_HIDDEN]),
  STYLE_COLOR ("sudoku_assumption_digit_color", digits[SUDOKU_DIGIT_ROLE_ASSUMPTION]),
  STYLE_COLOR ("sudoku_other_digit_color", digits[SUDOKU_DIGIT_ROLE_OTHER]),
  STYLE_COLOR ("sudoku_conflict_digit_color", conflict_digit),
  STYLE_COLOR ("sudoku_candidate_color", candidate),
};
#undef STYLE_COLOR

static const SudokuDigitRole role_for_origin[] = {
  [SUDOKU_ORIGIN_NONE] = SUDOKU_DIGIT_ROLE_DEFAULT,
  [SUDOKU_ORIGIN_GIVEN] = SUDOKU_DIGIT_ROLE_GIVEN,
  [SUDOKU_ORIGIN_USER] = SUDOKU_DIGIT_ROLE_USER,
  [SUDOKU_ORIGIN_SINGLE] = SUDOKU_DIGIT_ROLE_SINGLE,
  [SUDOKU_ORIGIN_HIDDEN] = SUDOKU_DIGIT_ROLE_HIDDEN,
  [SUDOKU_ORIGIN_LOGIC] = SUDOKU_DIGIT_ROLE_OTHER,
  [SUDOKU_ORIGIN_ASSUMPTION] = SUDOKU_DIGIT_ROLE_ASSUMPTION,
};

static void
fill_style (SudokuGridView    *self,
            SudokuRenderStyle *style)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  PangoContext *pango_context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const PangoFontDescription *font = pango_context_get_font_description (pango_context);

  /* The built-in look is the fallback for any colour the stylesheet
   * leaves out.
   */
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    sudoku_render_style_init_dark (style);
  else
    sudoku_render_style_init_light (style);

  for (guint i = 0; i < G_N_ELEMENTS (style_colors); i++)
    {
      GdkRGBA rgba;

      if (gtk_style_context_lookup_color (context, style_colors[i].name, &rgba))
        {
          SudokuRenderColor *color = G_STRUCT_MEMBER_P (style, style_colors[i].offset);

          color->red = rgba.red;
          color->green = rgba.green;
          color->blue = rgba.blue;
          color->alpha = rgba.alpha;
        }
    }

  if (font != NULL && pango_font_description_get_family (font) != NULL)
    style->font_family = pango_font_description_get_family (font);
  /* Large text (GtkSettings:gtk-xft-dpi above 96) makes the candidates
   * larger too. */
  if (pango_cairo_context_get_resolution (pango_context) > 0)
    style->text_scale = pango_cairo_context_get_resolution (pango_context) / 96.0;
}

/* Where the square grid sits in the widget. */
void
_sudoku_grid_view_get_grid_area (SudokuGridView *self,
                                 int            *x,
                                 int            *y,
                                 int            *side)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  *side = MIN (width, height);
  *x = (width - *side) / 2;
  *y = (height - *side) / 2;
}

/* The per-cell tints: the cursor's houses, the cells holding its digit,
 * digits that repeat in a house or contradict the solution. */
static void
compute_flags (SudokuGridView *self,
               guint8         *flags)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (self->board.variant);
  g_autoptr(GArray) conflicts = sudoku_board_find_conflicts (&self->board);
  guint cursor_digit = 0;

  memset (flags, 0, SUDOKU_N_CELLS);

  if (self->cursor >= 0)
    {
      cursor_digit = self->board.values[self->cursor];
      if (self->highlight_houses)
        for (guint i = 0; i < G_N_ELEMENTS (houses->cell_houses[0]); i++)
          {
            guint house = houses->cell_houses[self->cursor][i];

            if (house == 0xff)
              break;
            if (house >= houses->n_rules)
              continue;
            for (guint k = 0; k < 9; k++)
              flags[houses->houses[house].cells[k]] |= SUDOKU_CELL_HIGHLIGHTED;
          }
    }

  if (cursor_digit != 0 && self->highlight_same_digit)
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      if (self->board.values[cell] == cursor_digit)
        flags[cell] |= SUDOKU_CELL_SAME_DIGIT;

  for (guint i = 0; i < conflicts->len; i++)
    {
      const SudokuConflict *conflict = &g_array_index (conflicts, SudokuConflict, i);

      for (guint k = 0; k < conflict->n_cells; k++)
        flags[conflict->cells[k]] |= SUDOKU_CELL_CONFLICT;
    }

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (self->wrong[cell] && self->board.values[cell] != 0)
      flags[cell] |= SUDOKU_CELL_CONFLICT;
}

/* Inside a what-if branch: a frame per level along the grid's edge,
 * dashed from the second level on, so that the depth reads without
 * colour (at most four). */
static void
draw_branch_depth (SudokuGridView *self,
                   cairo_t        *cr,
                   int             side)
{
  GdkRGBA color = { 0.85, 0.45, 0.0, 1.0 };
  double width = MAX (2.0, side / 160.0);

  if (self->branch_depth == 0)
    return;
  gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (self)),
                                  "sudoku_branch_color", &color);
  gdk_cairo_set_source_rgba (cr, &color);
  cairo_set_line_width (cr, width);
  for (guint level = 0; level < MIN (self->branch_depth, 4); level++)
    {
      double inset = width * (0.5 + 2 * level);
      double dash = 3 * width;

      cairo_set_dash (cr, &dash, level > 0 ? 1 : 0, 0);
      cairo_rectangle (cr, inset, inset, side - 2 * inset, side - 2 * inset);
      cairo_stroke (cr);
    }
}

void
_sudoku_grid_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  SudokuGridView *self = SUDOKU_GRID_VIEW (widget);
  SudokuRenderOptions options;
  SudokuRenderStyle style;
  SudokuDigitRole roles[SUDOKU_N_CELLS];
  guint8 flags[SUDOKU_N_CELLS];
  GdkRGBA shadow;
  int x, y, side;
  cairo_t *cr;

  _sudoku_grid_view_get_grid_area (self, &x, &y, &side);
  if (side < 9)
    return;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    roles[cell] = self->board.givens[cell] ? SUDOKU_DIGIT_ROLE_GIVEN
                                           : role_for_origin[self->origins[cell]];
  compute_flags (self, flags);

  fill_style (self, &style);
  sudoku_render_options_init (&options);
  options.style = &style;
  options.show_candidates = self->show_candidates;
  options.digit_roles = roles;
  options.cell_flags = flags;
  options.cursor = gtk_widget_has_focus (widget) || self->cursor >= 0 ? self->cursor : -1;
  options.step = sudoku_grid_view_get_drawn_step (self);
  options.colouring = &self->colouring;
  options.highlight_house = self->highlight_house;
  options.highlight_cells = self->hint_cells;
  options.highlight_candidates = self->has_hint_candidates ? self->hint_candidates : NULL;
  if (self->highlight_same_digit && self->cursor >= 0)
    options.highlight_digit = self->board.values[self->cursor];

  /* A soft shadow lifts the paper off the window, as libadwaita's cards. */
  if (gtk_style_context_lookup_color (gtk_widget_get_style_context (widget),
                                      "sudoku_shadow_color", &shadow))
    {
      GskRoundedRect outline;

      gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (x, y, side, side), 0);
      gtk_snapshot_append_outset_shadow (snapshot, &outline, &shadow, 0, 1, 1, 4);
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x, y, side, side));
  cairo_translate (cr, x, y);
  sudoku_render_board (cr, &self->board, &options, side);
  draw_branch_depth (self, cr, side);
  cairo_destroy (cr);
}
