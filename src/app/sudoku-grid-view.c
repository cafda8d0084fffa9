/* sudoku-grid-view.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-grid-view"

#include "config.h"

#include "sudoku-grid-view.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-render.h"

/* The grid keeps cells at least this big, in logical pixels, and asks
 * for a comfortable size by default.
 */
#define MIN_CELL_SIZE     28
#define NATURAL_CELL_SIZE 60

struct _SudokuGridView
{
  GtkWidget    parent_instance;

  SudokuBoard  board;
  guint        show_candidates : 1;
};

G_DEFINE_FINAL_TYPE (SudokuGridView, sudoku_grid_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_SHOW_CANDIDATES,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

/* The colours the grid takes from the theme: named colours defined in
 * ui/style.css on top of libadwaita's, so that light, dark and high
 * contrast all follow the stylesheet.
 */
static const struct {
  const char *name;
  gsize       offset;
} style_colors[] = {
  { "sudoku_background_color", G_STRUCT_OFFSET (SudokuRenderStyle, background) },
  { "sudoku_given_cell_color", G_STRUCT_OFFSET (SudokuRenderStyle, given_cell) },
  { "sudoku_window_cell_color", G_STRUCT_OFFSET (SudokuRenderStyle, window_cell) },
  { "sudoku_highlight_cell_color", G_STRUCT_OFFSET (SudokuRenderStyle, highlight_cell) },
  { "sudoku_same_digit_cell_color", G_STRUCT_OFFSET (SudokuRenderStyle, same_digit_cell) },
  { "sudoku_conflict_cell_color", G_STRUCT_OFFSET (SudokuRenderStyle, conflict_cell) },
  { "sudoku_cursor_color", G_STRUCT_OFFSET (SudokuRenderStyle, cursor) },
  { "sudoku_thin_line_color", G_STRUCT_OFFSET (SudokuRenderStyle, thin_line) },
  { "sudoku_thick_line_color", G_STRUCT_OFFSET (SudokuRenderStyle, thick_line) },
  { "sudoku_given_digit_color",
    G_STRUCT_OFFSET (SudokuRenderStyle, digits[SUDOKU_DIGIT_ROLE_GIVEN]) },
  { "sudoku_user_digit_color",
    G_STRUCT_OFFSET (SudokuRenderStyle, digits[SUDOKU_DIGIT_ROLE_USER]) },
  { "sudoku_single_digit_color",
    G_STRUCT_OFFSET (SudokuRenderStyle, digits[SUDOKU_DIGIT_ROLE_SINGLE]) },
  { "sudoku_hidden_digit_color",
    G_STRUCT_OFFSET (SudokuRenderStyle, digits[SUDOKU_DIGIT_ROLE_HIDDEN]) },
  { "sudoku_assumption_digit_color",
    G_STRUCT_OFFSET (SudokuRenderStyle, digits[SUDOKU_DIGIT_ROLE_ASSUMPTION]) },
  { "sudoku_other_digit_color",
    G_STRUCT_OFFSET (SudokuRenderStyle, digits[SUDOKU_DIGIT_ROLE_OTHER]) },
  { "sudoku_conflict_digit_color", G_STRUCT_OFFSET (SudokuRenderStyle, conflict_digit) },
  { "sudoku_candidate_color", G_STRUCT_OFFSET (SudokuRenderStyle, candidate) },
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
}

static gboolean
boards_equal (const SudokuBoard *a,
              const SudokuBoard *b)
{
  /* Field by field: padding bytes may differ between equal boards. */
  return a->variant == b->variant &&
         memcmp (a->values, b->values, sizeof a->values) == 0 &&
         memcmp (a->givens, b->givens, sizeof a->givens) == 0 &&
         memcmp (a->candidates, b->candidates, sizeof a->candidates) == 0;
}

static void
sudoku_grid_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  SudokuGridView *self = SUDOKU_GRID_VIEW (widget);
  SudokuRenderOptions options;
  SudokuRenderStyle style;
  GdkRGBA shadow;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int side = MIN (width, height);
  int x = (width - side) / 2;
  int y = (height - side) / 2;
  cairo_t *cr;

  if (side < 9)
    return;

  fill_style (self, &style);
  sudoku_render_options_init (&options);
  options.style = &style;
  options.show_candidates = self->show_candidates;

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
  cairo_destroy (cr);
}

static GtkSizeRequestMode
sudoku_grid_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The grid is square: given a width it would like as much height, so
 * that a box packing it with other widgets keeps them next to the grid
 * instead of leaving a gap.
 */
static void
sudoku_grid_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  *minimum = 9 * MIN_CELL_SIZE;
  if (for_size >= 0)
    *natural = MAX (for_size, *minimum);
  else
    *natural = 9 * NATURAL_CELL_SIZE;
}

static void
sudoku_grid_view_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (sudoku_grid_view_parent_class)->css_changed (widget, change);

  /* The named colours may have changed even when the widget's own
   * properties did not (dark style, high contrast).
   */
  gtk_widget_queue_draw (widget);
}

static void
sudoku_grid_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SudokuGridView *self = SUDOKU_GRID_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_boxed (value, &self->board);
      break;

    case PROP_SHOW_CANDIDATES:
      g_value_set_boolean (value, self->show_candidates);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_grid_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  SudokuGridView *self = SUDOKU_GRID_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      sudoku_grid_view_set_board (self, g_value_get_boxed (value));
      break;

    case PROP_SHOW_CANDIDATES:
      sudoku_grid_view_set_show_candidates (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_grid_view_class_init (SudokuGridViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_grid_view_get_property;
  object_class->set_property = sudoku_grid_view_set_property;

  widget_class->snapshot = sudoku_grid_view_snapshot;
  widget_class->get_request_mode = sudoku_grid_view_get_request_mode;
  widget_class->measure = sudoku_grid_view_measure;
  widget_class->css_changed = sudoku_grid_view_css_changed;

  /**
   * SudokuGridView:board:
   *
   * The board shown; a copy is kept.
   */
  properties[PROP_BOARD] =
    g_param_spec_boxed ("board", NULL, NULL,
                        SUDOKU_TYPE_BOARD,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SudokuGridView:show-candidates:
   *
   * Whether empty cells show their candidates.
   */
  properties[PROP_SHOW_CANDIDATES] =
    g_param_spec_boolean ("show-candidates", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "sudoku-grid");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
sudoku_grid_view_init (SudokuGridView *self)
{
  sudoku_board_init (&self->board, SUDOKU_VARIANT_CLASSIC);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Sudoku grid"),
                                  -1);
}

GtkWidget *
sudoku_grid_view_new (void)
{
  return g_object_new (SUDOKU_TYPE_GRID_VIEW, NULL);
}

/**
 * sudoku_grid_view_get_board:
 * @self: a grid view
 *
 * Returns: (transfer none): the board shown; an empty classic board
 *   until one is set
 */
const SudokuBoard *
sudoku_grid_view_get_board (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), NULL);

  return &self->board;
}

/**
 * sudoku_grid_view_set_board:
 * @self: a grid view
 * @board: (nullable): the board to show, copied; %NULL for an empty
 *   classic board
 */
void
sudoku_grid_view_set_board (SudokuGridView    *self,
                            const SudokuBoard *board)
{
  SudokuBoard empty;

  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (board == NULL)
    {
      sudoku_board_init (&empty, SUDOKU_VARIANT_CLASSIC);
      board = &empty;
    }

  if (boards_equal (&self->board, board))
    return;

  self->board = *board;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

gboolean
sudoku_grid_view_get_show_candidates (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), FALSE);

  return self->show_candidates;
}

void
sudoku_grid_view_set_show_candidates (SudokuGridView *self,
                                      gboolean        show_candidates)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  show_candidates = !!show_candidates;
  if (self->show_candidates == show_candidates)
    return;

  self->show_candidates = show_candidates;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_CANDIDATES]);
}
