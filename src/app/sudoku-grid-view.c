/* sudoku-grid-view.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* SudokuGridView, the Sudoku grid: the type, its properties, size and
 * accessible description, and the setters of what it shows. Its drawing
 * is in sudoku-grid-view-drawing.c, its input in
 * sudoku-grid-view-input.c, and the following of a session in
 * sudoku-grid-view-session.c (sudoku-grid-view-private.h holds the
 * struct they share). */

#define G_LOG_DOMAIN "nanpure-grid-view"

#include "config.h"

#include "sudoku-grid-view-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-app-enums.h"

/* The grid keeps cells at least this big, in logical pixels, and asks
 * for a comfortable size by default.
 */
#define MIN_CELL_SIZE     28
#define NATURAL_CELL_SIZE 60

G_DEFINE_FINAL_TYPE (SudokuGridView, sudoku_grid_view, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

/* Notifies a property changed by one of the other parts of the view. */
void
_sudoku_grid_view_notify (SudokuGridView *self,
                          guint           prop_id)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
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
sudoku_grid_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  SudokuGridView *self = SUDOKU_GRID_VIEW (widget);

  if (self->number_pad != NULL && gtk_widget_get_visible (self->number_pad))
    gtk_popover_present (GTK_POPOVER (self->number_pad));
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

/* What a screen reader says: the grid, and the cell under the cursor,
 * "Row 3, column 5: 7, given". */
static void
update_accessible (SudokuGridView *self)
{
  g_autofree char *description = NULL;
  guint cell, value;
  guint row, column;

  if (self->cursor < 0)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  cell = self->cursor;
  value = self->board.values[cell];
  row = sudoku_cell_row (cell) + 1;
  column = sudoku_cell_column (cell) + 1;
  if (value == 0)
    {
      g_autoptr(GString) candidates = g_string_new (NULL);

      for (guint digit = 1; digit <= 9; digit++)
        if (self->board.candidates[cell] & SUDOKU_DIGIT_BIT (digit))
          g_string_append_printf (candidates, candidates->len ? " %u" : "%u", digit);
      if (self->show_candidates && candidates->len > 0)
        /* Translators: an empty cell under the cursor, for screen readers. */
        description = g_strdup_printf (_("Row %u, column %u: empty, candidates %s"),
                                       row, column, candidates->str);
      else
        description = g_strdup_printf (_("Row %u, column %u: empty"), row, column);
    }
  else if (self->board.givens[cell])
    /* Translators: a filled cell under the cursor, for screen readers. */
    description = g_strdup_printf (_("Row %u, column %u: %u, given"), row, column, value);
  else
    description = g_strdup_printf (_("Row %u, column %u: %u"), row, column, value);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

/* Properties */

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

    case PROP_CURSOR:
      g_value_set_int (value, self->cursor);
      break;

    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;

    case PROP_ADVANCE:
      g_value_set_boolean (value, self->advance);
      break;

    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;

    case PROP_CANDIDATE_DISPLAY:
      g_value_set_enum (value, self->candidate_display);
      break;

    case PROP_HIGHLIGHT_HOUSES:
      g_value_set_boolean (value, self->highlight_houses);
      break;

    case PROP_HIGHLIGHT_SAME_DIGIT:
      g_value_set_boolean (value, self->highlight_same_digit);
      break;

    case PROP_MARK_WRONG:
      g_value_set_boolean (value, self->mark_wrong);
      break;

    case PROP_VIEW:
      g_value_set_uint (value, self->view);
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

    case PROP_CURSOR:
      sudoku_grid_view_set_cursor (self, g_value_get_int (value));
      break;

    case PROP_READ_ONLY:
      sudoku_grid_view_set_read_only (self, g_value_get_boolean (value));
      break;

    case PROP_ADVANCE:
      sudoku_grid_view_set_advance (self, g_value_get_boolean (value));
      break;

    case PROP_SESSION:
      sudoku_grid_view_set_session (self, g_value_get_object (value));
      break;

    case PROP_CANDIDATE_DISPLAY:
      sudoku_grid_view_set_candidate_display (self, g_value_get_enum (value));
      break;

    case PROP_HIGHLIGHT_HOUSES:
      sudoku_grid_view_set_highlight_houses (self, g_value_get_boolean (value));
      break;

    case PROP_HIGHLIGHT_SAME_DIGIT:
      sudoku_grid_view_set_highlight_same_digit (self, g_value_get_boolean (value));
      break;

    case PROP_MARK_WRONG:
      _sudoku_grid_view_set_mark_wrong (self, g_value_get_boolean (value));
      g_object_notify_by_pspec (object, pspec);
      break;

    case PROP_VIEW:
      sudoku_grid_view_set_view (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_grid_view_dispose (GObject *object)
{
  SudokuGridView *self = SUDOKU_GRID_VIEW (object);

  sudoku_grid_view_set_session (self, NULL);
  g_clear_pointer (&self->number_pad, gtk_widget_unparent);
  g_clear_pointer (&self->step, sudoku_step_free);
  g_clear_pointer (&self->view_steps, g_ptr_array_unref);

  G_OBJECT_CLASS (sudoku_grid_view_parent_class)->dispose (object);
}

static void
sudoku_grid_view_class_init (SudokuGridViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_grid_view_get_property;
  object_class->set_property = sudoku_grid_view_set_property;
  object_class->dispose = sudoku_grid_view_dispose;

  widget_class->snapshot = _sudoku_grid_view_snapshot;
  widget_class->get_request_mode = sudoku_grid_view_get_request_mode;
  widget_class->measure = sudoku_grid_view_measure;
  widget_class->size_allocate = sudoku_grid_view_size_allocate;
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

  /**
   * SudokuGridView:cursor:
   *
   * The cell with the keyboard cursor (0–80), or -1.
   */
  properties[PROP_CURSOR] =
    g_param_spec_int ("cursor", NULL, NULL,
                      -1, SUDOKU_N_CELLS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SudokuGridView:read-only:
   *
   * Whether the grid ignores digits (a preview of the history).
   */
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SudokuGridView:advance:
   *
   * Whether the cursor moves to the next cell after a digit, and `.`,
   * space and 0 skip a cell (for typing a puzzle from a book).
   */
  properties[PROP_ADVANCE] =
    g_param_spec_boolean ("advance", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SudokuGridView:session:
   *
   * The session whose game, check and hint the grid shows.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL,
                         SUDOKU_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SudokuGridView:candidate-display:
   *
   * How candidates are shown; they show only while solving.
   */
  properties[PROP_CANDIDATE_DISPLAY] =
    g_param_spec_enum ("candidate-display", NULL, NULL,
                       SUDOKU_TYPE_CANDIDATE_DISPLAY, SUDOKU_CANDIDATE_DISPLAY_AUTOMATIC,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SudokuGridView:highlight-houses:
   *
   * Whether the row, column and box of the cursor are tinted.
   */
  properties[PROP_HIGHLIGHT_HOUSES] =
    g_param_spec_boolean ("highlight-houses", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SudokuGridView:highlight-same-digit:
   *
   * Whether the cells holding the cursor's digit are tinted.
   */
  properties[PROP_HIGHLIGHT_SAME_DIGIT] =
    g_param_spec_boolean ("highlight-same-digit", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SudokuGridView:mark-wrong:
   *
   * Whether digits that contradict the session's solution are marked.
   */
  properties[PROP_MARK_WRONG] =
    g_param_spec_boolean ("mark-wrong", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SudokuGridView:view:
   *
   * Which view of the step is drawn, for a step shown as several (a
   * forcing chain, one view per branch: sudoku_step_dup_views()); a new
   * step starts at its first. The window binds it to the banner's.
   */
  properties[PROP_VIEW] =
    g_param_spec_uint ("view", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  _sudoku_grid_view_class_init_input (klass);

  gtk_widget_class_set_css_name (widget_class, "sudoku-grid");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
sudoku_grid_view_init (SudokuGridView *self)
{
  sudoku_board_init (&self->board, SUDOKU_VARIANT_CLASSIC);
  self->cursor = -1;
  self->highlight_house = -1;
  self->highlight_houses = TRUE;
  self->highlight_same_digit = TRUE;
  self->candidate_display = SUDOKU_CANDIDATE_DISPLAY_AUTOMATIC;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);

  _sudoku_grid_view_init_input (self);

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
  _sudoku_grid_view_update_number_pad (self);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

/**
 * sudoku_grid_view_set_origins:
 * @self: a grid view
 * @origins: (nullable) (array fixed-size=81): a #SudokuOrigin per
 *   cell, which colours its digit; %NULL for none
 */
void
sudoku_grid_view_set_origins (SudokuGridView *self,
                              const guint8   *origins)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (origins == NULL)
    memset (self->origins, SUDOKU_ORIGIN_NONE, sizeof self->origins);
  else if (memcmp (self->origins, origins, sizeof self->origins) != 0)
    memcpy (self->origins, origins, sizeof self->origins);
  else
    return;
  gtk_widget_queue_draw (GTK_WIDGET (self));
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

int
sudoku_grid_view_get_cursor (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), -1);

  return self->cursor;
}

void
sudoku_grid_view_set_cursor (SudokuGridView *self,
                             int             cell)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));
  g_return_if_fail (cell >= -1 && cell < SUDOKU_N_CELLS);

  if (self->cursor == cell)
    return;
  self->cursor = cell;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
}

void
sudoku_grid_view_set_highlight_houses (SudokuGridView *self,
                                       gboolean        highlight)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (self->highlight_houses == !!highlight)
    return;
  self->highlight_houses = !!highlight;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHT_HOUSES]);
}

void
sudoku_grid_view_set_highlight_same_digit (SudokuGridView *self,
                                           gboolean        highlight)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (self->highlight_same_digit == !!highlight)
    return;
  self->highlight_same_digit = !!highlight;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHT_SAME_DIGIT]);
}

/**
 * sudoku_grid_view_set_wrong_cells:
 * @self: a grid view
 * @wrong: (nullable) (array fixed-size=81): cells whose digit
 *   contradicts the solution, marked like conflicts; %NULL for none
 */
void
sudoku_grid_view_set_wrong_cells (SudokuGridView *self,
                                  const gboolean *wrong)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (wrong == NULL)
    memset (self->wrong, 0, sizeof self->wrong);
  else if (memcmp (self->wrong, wrong, sizeof self->wrong) != 0)
    memcpy (self->wrong, wrong, sizeof self->wrong);
  else
    return;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
sudoku_grid_view_get_read_only (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), FALSE);

  return self->read_only;
}

void
sudoku_grid_view_set_read_only (SudokuGridView *self,
                                gboolean        read_only)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  read_only = !!read_only;
  if (self->read_only == read_only)
    return;
  self->read_only = read_only;
  if (read_only)
    gtk_widget_add_css_class (GTK_WIDGET (self), "read-only");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "read-only");
  _sudoku_grid_view_update_number_pad (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}

/**
 * sudoku_grid_view_set_step:
 * @self: a grid view
 * @step: (nullable): a step to draw over the board, copied; %NULL for none
 * @before: (nullable): the board the step was found on, shown with it;
 *   %NULL to keep the board
 *
 * Draws a step on the grid: its pattern, eliminations, placements and
 * links. A hint and the history's preview use it.
 */
void
sudoku_grid_view_set_step (SudokuGridView    *self,
                           const SudokuStep  *step,
                           const SudokuBoard *before)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  g_clear_pointer (&self->step, sudoku_step_free);
  g_clear_pointer (&self->view_steps, g_ptr_array_unref);
  if (step != NULL)
    {
      g_autoptr(GPtrArray) views = sudoku_step_dup_views (step);

      self->step = sudoku_step_copy (step);
      if (views->len > 1)
        {
          self->view_steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);
          for (guint i = 0; i < views->len; i++)
            g_ptr_array_add (self->view_steps,
                             sudoku_step_new_for_view (step, g_ptr_array_index (views, i)));
        }
    }
  /* A new step is shown from its first view; whoever picks the view
   * (the banner) starts there too. */
  if (self->view != 0)
    {
      self->view = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
    }
  if (before != NULL)
    sudoku_grid_view_set_board (self, before);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * sudoku_grid_view_set_branch_depth:
 * @self: a grid view
 * @depth: how many what-if branches are open
 *
 * The board's mark of a what-if branch: a frame in the branch colour
 * for each level, inside its edge.
 */
void
sudoku_grid_view_set_branch_depth (SudokuGridView *self,
                                   guint           depth)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (self->branch_depth == depth)
    return;
  self->branch_depth = depth;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A house to tint for a vague hint (an index into the variant's house
 * list), or -1. */
void
sudoku_grid_view_set_highlight_house (SudokuGridView *self,
                                      int             house)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (self->highlight_house == house)
    return;
  self->highlight_house = house;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * sudoku_grid_view_set_hint_cells:
 * @self: a grid view
 * @candidates: (nullable) (array fixed-size=81): per cell, the
 *   candidates a concrete hint points at; a cell with any is tinted.
 *   %NULL for none
 */
void
sudoku_grid_view_set_hint_cells (SudokuGridView *self,
                                 const guint16  *candidates)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  self->hint_cells = SUDOKU_CELLS_EMPTY;
  self->has_hint_candidates = candidates != NULL;
  if (candidates != NULL)
    {
      memcpy (self->hint_candidates, candidates, sizeof self->hint_candidates);
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (candidates[cell] != 0)
          sudoku_cells_add (&self->hint_cells, cell);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
sudoku_grid_view_get_highlight_house (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), -1);

  return self->highlight_house;
}

/**
 * sudoku_grid_view_set_view:
 * @self: a grid view
 * @view: a view of the step shown
 *
 * Draws only that view of the step: for a forcing chain, one branch's
 * cells and links (and the step's result). Past the last view, the
 * last.
 */
void
sudoku_grid_view_set_view (SudokuGridView *self,
                           guint           view)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (self->view_steps != NULL)
    view = MIN (view, self->view_steps->len - 1);
  else
    view = 0;
  if (self->view == view)
    return;
  self->view = view;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
}

guint
sudoku_grid_view_get_view (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), 0);

  return self->view;
}

/* The step as it is drawn: the view shown of a step of several, or
 * the whole step; %NULL for none. */
const SudokuStep *
sudoku_grid_view_get_drawn_step (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), NULL);

  if (self->view_steps != NULL)
    return g_ptr_array_index (self->view_steps, self->view);
  return self->step;
}

/* The step drawn on the grid, or %NULL. */
const SudokuStep *
sudoku_grid_view_get_step (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), NULL);

  return self->step;
}

/* The cells a concrete hint points at. */
SudokuCells
sudoku_grid_view_get_hint_cells (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), SUDOKU_CELLS_EMPTY);

  return self->hint_cells;
}

/**
 * sudoku_grid_view_get_advance:
 * @self: a grid view
 *
 * Returns: whether the cursor moves on after a digit
 */
gboolean
sudoku_grid_view_get_advance (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), FALSE);

  return self->advance;
}

/**
 * sudoku_grid_view_set_advance:
 * @self: a grid view
 * @advance: whether the cursor moves on after a digit
 *
 * Sets #SudokuGridView:advance.
 */
void
sudoku_grid_view_set_advance (SudokuGridView *self,
                              gboolean        advance)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  advance = !!advance;
  if (self->advance == advance)
    return;
  self->advance = advance;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ADVANCE]);
}
