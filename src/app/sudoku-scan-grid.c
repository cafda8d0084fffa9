/* sudoku-scan-grid.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-scan-grid.h"

#include "sudoku-digit-keys.h"

#include <glib/gi18n.h>

/* The grid as read, in the review of a photo (sudoku-scan-window.c):
 * the digits of the SudokuScanReview it shows, a cell the user should
 * check drawn with a dashed outline, a "?" and the reader's second
 * guess (not by colour alone), a cell the user set underlined (with
 * the reading in its corner when the photo, read again, disagrees). The
 * cursor moves with the arrows or a click; 1–9 set a cell, 0, Delete,
 * BackSpace, space or "." empty it: straight into the review.
 *
 * Before there is a reading (none yet, or "No Sudoku grid was found"),
 * there is nothing to type into: no cursor is drawn, the keys and
 * clicks are left alone, and the tooltip says what to do instead (drag
 * the photo's four corners onto the grid's). It said "Type 1–9 to set
 * a cell" over a cursor the keys did not move. */

struct _SudokuScanGrid
{
  GtkWidget         parent_instance;

  SudokuScanReview *review;
  int               cursor;
};

G_DEFINE_FINAL_TYPE (SudokuScanGrid, sudoku_scan_grid, GTK_TYPE_WIDGET)

/* A digit, or "empty", for screen readers. */
static char *
dup_digit_text (guint digit)
{
  return digit ? g_strdup_printf ("%u", digit) : g_strdup (C_("scan cell", "empty"));
}

/* What a screen reader says of the cell under the cursor: its place,
 * its digit and how it stands, "Row 3, column 5: 7, read with doubt,
 * other reading 1" (as the main grid says its cell). */
static void
update_accessible (SudokuScanGrid *self)
{
  const SudokuVisionResult *result = sudoku_scan_review_get_result (self->review);
  g_autofree char *description = NULL;
  g_autofree char *value = NULL;
  guint row, column, cell;

  if (self->cursor < 0 || result == NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      _("Nothing has been read"),
                                      -1);
      return;
    }
  cell = self->cursor;
  row = cell / 9 + 1;
  column = cell % 9 + 1;
  value = dup_digit_text (sudoku_scan_review_get_digit (self->review, cell));
  if (sudoku_scan_review_get_overruled (self->review, cell))
    {
      g_autofree char *read = dup_digit_text (sudoku_scan_review_get_read_digit (self->review,
                                                                                 cell));

      /* Translators: a cell of a photo's reading the user changed, for
       * screen readers: row, column, the user's digit, the reading. */
      description = g_strdup_printf (_("Row %u, column %u: %s, set by you, read as %s"),
                                     row, column, value, read);
    }
  else if (sudoku_scan_review_get_edited (self->review, cell))
    /* Translators: a cell of a photo's reading the user set. */
    description = g_strdup_printf (_("Row %u, column %u: %s, set by you"), row, column, value);
  else if (sudoku_scan_review_get_uncertain (self->review, cell))
    {
      const SudokuVisionCell *read = &result->cells[cell];
      g_autofree char *other = dup_digit_text (read->digit != read->read ? read->read
                                                                         : read->second);

      /* Translators: a cell read with doubt from a photo, for screen
       * readers: row, column, the digit, the other likely reading. */
      description = g_strdup_printf (_("Row %u, column %u: %s, read with doubt, other "
                                       "reading %s"), row, column, value, other);
    }
  else
    /* Translators: a cell read from a photo, for screen readers. */
    description = g_strdup_printf (_("Row %u, column %u: %s, as read"), row, column, value);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

/* Whether there is a reading to type into. */
static gboolean
has_reading (SudokuScanGrid *self)
{
  return sudoku_scan_review_get_result (self->review) != NULL;
}

/* The tooltip says what can be done now: type into the reading, or,
 * with none, wait for it or place the corners. */
static void
update_tooltip (SudokuScanGrid *self)
{
  const char *text;

  if (has_reading (self))
    text = _("The grid as read: a cell marked “?” was read with doubt, its other likely "
             "reading in its corner. Type 1–9 to set a cell, 0 or Delete to empty it");
  else if (sudoku_scan_review_get_busy (self->review))
    text = _("Reading the photo…");
  else
    text = _("Nothing has been read yet: drag the four corners in the photo onto the "
             "grid's corners to read it from there");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), text);
}

static void
review_changed_cb (SudokuScanGrid *self)
{
  update_tooltip (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GtkWidget *
sudoku_scan_grid_new (SudokuScanReview *review)
{
  SudokuScanGrid *self;

  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (review), NULL);

  self = g_object_new (SUDOKU_TYPE_SCAN_GRID, NULL);
  self->review = g_object_ref (review);
  g_signal_connect_object (review, "changed", G_CALLBACK (review_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (review, "notify::busy", G_CALLBACK (review_changed_cb), self,
                           G_CONNECT_SWAPPED);
  update_tooltip (self);
  update_accessible (self);
  return GTK_WIDGET (self);
}

int
sudoku_scan_grid_get_cursor (SudokuScanGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_GRID (self), -1);

  return self->cursor;
}

void
sudoku_scan_grid_set_cursor (SudokuScanGrid *self,
                             int             cell)
{
  g_return_if_fail (SUDOKU_IS_SCAN_GRID (self));
  g_return_if_fail (cell >= -1 && cell < SUDOKU_N_CELLS);

  self->cursor = cell;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The square the grid takes: its side and top-left corner. */
static void
placement (SudokuScanGrid *self,
           double         *side,
           double         *x0,
           double         *y0)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  *side = MIN (width, height) - 4;
  *x0 = (width - *side) / 2;
  *y0 = (height - *side) / 2;
}

static void
show_text (cairo_t     *cr,
           GtkWidget   *widget,
           const char  *text,
           double       size,
           gboolean     bold,
           double       x,
           double       y)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_new ();
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w / 2.0, y - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
sudoku_scan_grid_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  SudokuScanGrid *self = SUDOKU_SCAN_GRID (widget);
  const SudokuVisionResult *result = sudoku_scan_review_get_result (self->review);
  double side, x0, y0, cell_side;
  GdkRGBA fg;
  cairo_t *cr;

  placement (self, &side, &x0, &y0);
  if (side <= 0)
    return;
  cell_side = side / 9;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                       gtk_widget_get_height (widget)));

  /* The cursor, on a reading only: before, the keys have nothing to set. */
  if (self->cursor >= 0 && result != NULL)
    {
      cairo_rectangle (cr, x0 + (self->cursor % 9) * cell_side,
                       y0 + (self->cursor / 9) * cell_side, cell_side, cell_side);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, gtk_widget_has_focus (widget) ? 0.35 : 0.15);
      cairo_fill (cr);
    }

  for (guint i = 0; i < SUDOKU_N_CELLS && result != NULL; i++)
    {
      double x = x0 + (i % 9) * cell_side, y = y0 + (i / 9) * cell_side;
      guint digit = sudoku_scan_review_get_digit (self->review, i);
      char text[2] = { '0' + digit, '\0' };

      gdk_cairo_set_source_rgba (cr, &fg);
      if (digit != 0)
        show_text (cr, widget, text, cell_side * 0.6, FALSE, x + cell_side / 2,
                   y + cell_side / 2);
      if (sudoku_scan_review_get_edited (self->review, i))
        {
          /* The user's own: underlined. */
          cairo_set_line_width (cr, 2);
          cairo_move_to (cr, x + cell_side * 0.3, y + cell_side * 0.85);
          cairo_line_to (cr, x + cell_side * 0.7, y + cell_side * 0.85);
          cairo_stroke (cr);
          /* Read otherwise (the photo read again since): the reading,
           * small and faint in the corner, beneath the user's word. */
          if (sudoku_scan_review_get_overruled (self->review, i))
            {
              guint read = sudoku_scan_review_get_read_digit (self->review, i);
              char reading[4] = { '0' + read, '\0' };

              if (read == 0)
                g_strlcpy (reading, "–", sizeof reading);
              cairo_save (cr);
              cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.55);
              show_text (cr, widget, reading, cell_side * 0.28, FALSE, x + cell_side * 0.8,
                         y + cell_side * 0.2);
              cairo_restore (cr);
            }
        }
      else if (sudoku_scan_review_get_uncertain (self->review, i))
        {
          const SudokuVisionCell *read = &result->cells[i];
          guint other = read->digit != read->read ? read->read : read->second;
          char second[4] = { '0' + other, '\0' };

          /* An empty cell is the other guess: a dash. */
          if (other == 0)
            g_strlcpy (second, "–", sizeof second);

          /* To check: a dashed outline, a "?" and the other guess. */
          cairo_set_source_rgb (cr, 0.90, 0.38, 0.0);
          cairo_set_line_width (cr, 2.5);
          cairo_set_dash (cr, (double[]) { 4, 3 }, 2, 0);
          cairo_rectangle (cr, x + 3, y + 3, cell_side - 6, cell_side - 6);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
          show_text (cr, widget, "?", cell_side * 0.34, TRUE, x + cell_side * 0.22,
                     y + cell_side * 0.24);
          show_text (cr, widget, second, cell_side * 0.3, FALSE, x + cell_side * 0.78,
                     y + cell_side * 0.76);
        }
    }

  /* The lines: thick ones around the boxes. */
  gdk_cairo_set_source_rgba (cr, &fg);
  for (guint i = 0; i <= 9; i++)
    {
      cairo_set_line_width (cr, i % 3 == 0 ? 2.5 : 1);
      cairo_move_to (cr, x0 + i * cell_side, y0);
      cairo_line_to (cr, x0 + i * cell_side, y0 + side);
      cairo_move_to (cr, x0, y0 + i * cell_side);
      cairo_line_to (cr, x0 + side, y0 + i * cell_side);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
sudoku_scan_grid_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  *minimum = 9 * 24;
  *natural = 9 * 44;
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            SudokuScanGrid  *self)
{
  double side, x0, y0;
  int row, column;

  placement (self, &side, &x0, &y0);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (!has_reading (self) || side <= 0 || x < x0 || y < y0)
    return;
  column = (int) ((x - x0) / (side / 9));
  row = (int) ((y - y0) / (side / 9));
  if (row < 9 && column < 9)
    sudoku_scan_grid_set_cursor (self, row * 9 + column);
}

/* A full-width digit, ０ to ９, as a Japanese input method sends it
 * (as a key or as text): the main grid takes them, and so does this
 * one. ０ empties the cell. Returns %TRUE when @c was one. */
static gboolean
type_text (SudokuScanGrid *self,
           gunichar        c)
{
  int digit = sudoku_full_width_digit (c);

  if (digit < 0 || !has_reading (self))
    return FALSE;
  if (self->cursor < 0)
    self->cursor = 0;
  sudoku_scan_review_set_digit (self->review, self->cursor, digit);
  return TRUE;
}

static void
im_commit_cb (GtkIMContext   *context,
              const char     *text,
              SudokuScanGrid *self)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    type_text (self, g_utf8_get_char (p));
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                SudokuScanGrid        *self)
{
  int row, column;

  /* Nothing to move over or set yet: the keys go on to the window. */
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) || !has_reading (self))
    return FALSE;
  if (self->cursor < 0)
    self->cursor = 0;
  row = self->cursor / 9;
  column = self->cursor % 9;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      column = (column + 8) % 9;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      column = (column + 1) % 9;
      break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      row = (row + 8) % 9;
      break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      row = (row + 1) % 9;
      break;
    case GDK_KEY_0: case GDK_KEY_KP_0: case GDK_KEY_Delete: case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace: case GDK_KEY_space: case GDK_KEY_period:
      sudoku_scan_review_set_digit (self->review, self->cursor, 0);
      return TRUE;
    default:
      {
        int digit = sudoku_digit_for_keyval (keyval);

        if (digit < 0)
          return FALSE;
        sudoku_scan_review_set_digit (self->review, self->cursor, digit);
        return TRUE;
      }
    }
  sudoku_scan_grid_set_cursor (self, row * 9 + column);
  return TRUE;
}

/**
 * sudoku_scan_grid_press_key:
 * @self: a grid
 * @keyval: a key
 * @state: its modifiers
 *
 * Handles a key as if pressed on the focused grid (for tests).
 *
 * Returns: %TRUE when the key was used
 */
gboolean
sudoku_scan_grid_press_key (SudokuScanGrid *self,
                            guint           keyval,
                            GdkModifierType state)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_GRID (self), FALSE);

  return key_pressed_cb (NULL, keyval, 0, state, self);
}

/* GObject */

static void
sudoku_scan_grid_dispose (GObject *object)
{
  SudokuScanGrid *self = SUDOKU_SCAN_GRID (object);

  g_clear_object (&self->review);

  G_OBJECT_CLASS (sudoku_scan_grid_parent_class)->dispose (object);
}

static void
sudoku_scan_grid_class_init (SudokuScanGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_scan_grid_dispose;
  widget_class->snapshot = sudoku_scan_grid_snapshot;
  widget_class->measure = sudoku_scan_grid_measure;
  gtk_widget_class_set_css_name (widget_class, "sudoku-scan-grid");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
sudoku_scan_grid_init (SudokuScanGrid *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *text = gtk_event_controller_key_new ();
  GtkIMContext *im_context;

  self->cursor = 0;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The grid as read"),
                                  -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_ROW_COUNT, 9,
                                  GTK_ACCESSIBLE_RELATION_COL_COUNT, 9,
                                  -1);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  /* Keys first, in the capture phase, so that digits and moves never go
   * through an input method; full-width digits from one arrive as text. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  im_context = gtk_im_multicontext_new ();
  gtk_event_controller_key_set_im_context (GTK_EVENT_CONTROLLER_KEY (text), im_context);
  gtk_im_context_set_client_widget (im_context, GTK_WIDGET (self));
  g_signal_connect (im_context, "commit", G_CALLBACK (im_commit_cb), self);
  g_object_unref (im_context);
  gtk_widget_add_controller (GTK_WIDGET (self), text);
  g_signal_connect (self, "notify::has-focus", G_CALLBACK (gtk_widget_queue_draw), NULL);
}
