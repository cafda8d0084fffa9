/* sudoku-grid-view-input.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The input on SudokuGridView: keys, text from an input method, clicks
 * and long presses, and the number pad. The view does not change the
 * board itself: it reports what the user asked for (a digit for a cell,
 * a candidate to toggle, a skipped cell) through its signals, and the
 * window decides. */

#define G_LOG_DOMAIN "nanpure-grid-view"

#include "config.h"

#include "sudoku-grid-view-private.h"

#include "sudoku-digit-keys.h"

#include <glib/gi18n.h>

#include "sudoku-render.h"

enum {
  SIGNAL_VALUE_ENTERED,
  SIGNAL_CANDIDATE_TOGGLED,
  SIGNAL_DIGIT_TRIED,
  SIGNAL_CELL_SKIPPED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static void
enter_value (SudokuGridView *self,
             guint           digit)
{
  if (self->read_only || self->cursor < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  g_signal_emit (self, signals[SIGNAL_VALUE_ENTERED], 0, (guint) self->cursor, digit);
}

static void
toggle_candidate (SudokuGridView *self,
                  guint           digit)
{
  if (self->read_only || self->cursor < 0 || self->board.values[self->cursor] != 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  g_signal_emit (self, signals[SIGNAL_CANDIDATE_TOGGLED], 0, (guint) self->cursor, digit);
}

static void
move_cursor (SudokuGridView *self,
             int             rows,
             int             columns)
{
  int cell = MAX (self->cursor, 0);
  int row = (sudoku_cell_row (cell) + rows + 9) % 9;
  int column = (sudoku_cell_column (cell) + columns + 9) % 9;

  sudoku_grid_view_set_cursor (self, (int) sudoku_cell_at ((guint) row, (guint) column));
}

/* Typing a puzzle from a book: with "advance" on, a digit goes to the
 * cursor's cell and the cursor moves on in reading order (the end of a
 * row leads to the start of the next; the last cell stays); `.`, space
 * and 0 skip a cell, which the window clears in Edit mode. Without
 * "advance", 0 clears the cell and the cursor stays. */
static void
advance_cursor (SudokuGridView *self)
{
  if (self->cursor >= 0 && self->cursor < SUDOKU_N_CELLS - 1)
    sudoku_grid_view_set_cursor (self, self->cursor + 1);
}

static void
type_digit (SudokuGridView *self,
            guint           digit)
{
  int cell = self->cursor;

  if (!self->advance)
    {
      enter_value (self, digit);
      return;
    }
  if (self->read_only || cell < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (digit == 0)
    g_signal_emit (self, signals[SIGNAL_CELL_SKIPPED], 0, (guint) cell);
  else
    g_signal_emit (self, signals[SIGNAL_VALUE_ENTERED], 0, (guint) cell, digit);
  /* A handler may have moved the cursor (a new puzzle): leave it. */
  if (self->cursor == cell)
    advance_cursor (self);
}

/* The digit on the key itself, whatever Shift makes of it ("!" for 1 on
 * many layouts): Shift+digit toggles a candidate. */
static int
digit_for_keycode (GdkDisplay *display,
                   guint       keycode,
                   int         layout)
{
  guint keyval = 0;

  if (display == NULL ||
      !gdk_display_translate_key (display, keycode, 0, layout, &keyval, NULL, NULL, NULL))
    return -1;
  return sudoku_digit_for_keyval (keyval);
}

static gboolean handle_key (SudokuGridView  *self,
                            guint            keyval,
                            int              digit_on_key,
                            GdkModifierType  state);

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                SudokuGridView        *self)
{
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));

  return handle_key (self, keyval,
                     digit_for_keycode (gdk_event_get_display (event), keycode,
                                        gdk_key_event_get_layout (event)),
                     state);
}

/**
 * sudoku_grid_view_press_key:
 * @self: a grid view
 * @keyval: a key, as GDK names it
 * @state: the modifiers held
 *
 * Does what pressing the key on the focused grid does. The tests use it
 * (GTK 4 has no public way to make key events); Shift+digit is taken as
 * a digit key held with Shift.
 *
 * Returns: %TRUE when the grid used the key
 */
gboolean
sudoku_grid_view_press_key (SudokuGridView  *self,
                            guint            keyval,
                            GdkModifierType  state)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), FALSE);

  return handle_key (self, keyval, sudoku_digit_for_keyval (keyval), state);
}

static gboolean
handle_key (SudokuGridView  *self,
            guint            keyval,
            int              digit_on_key,
            GdkModifierType  state)
{
  GdkModifierType modifiers = state & gtk_accelerator_get_default_mod_mask ();
  gboolean control = (modifiers & GDK_CONTROL_MASK) != 0;
  gboolean shift = (modifiers & GDK_SHIFT_MASK) != 0;
  int digit;

  /* Ctrl+digit or Shift+digit: a candidate. */
  if ((control || shift) && !(modifiers & GDK_ALT_MASK))
    {
      digit = sudoku_digit_for_keyval (keyval);
      if (digit < 0)
        digit = digit_on_key;
      if (digit >= 1 && digit <= 9)
        {
          toggle_candidate (self, digit);
          return TRUE;
        }
    }

  switch (keyval)
    {
    /* Tab and Shift+Tab go through the cells in reading order and wrap;
     * Ctrl+Tab leaves the grid, as in GTK's own widgets that use Tab. */
    case GDK_KEY_Tab:
    case GDK_KEY_KP_Tab:
    case GDK_KEY_ISO_Left_Tab:
      if (control || (modifiers & ~GDK_SHIFT_MASK) != 0)
        return FALSE;
      if (shift || keyval == GDK_KEY_ISO_Left_Tab)
        sudoku_grid_view_set_cursor (self, (MAX (self->cursor, 0) + SUDOKU_N_CELLS - 1) %
                                           SUDOKU_N_CELLS);
      else
        sudoku_grid_view_set_cursor (self, (self->cursor + 1) % SUDOKU_N_CELLS);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      if (modifiers != 0)
        return FALSE;
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      if (modifiers != 0)
        return FALSE;
      move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      if (modifiers != 0)
        return FALSE;
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      if (modifiers != 0)
        return FALSE;
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_w:
    case GDK_KEY_a:
    case GDK_KEY_s:
    case GDK_KEY_d:
      if (modifiers != 0)
        return FALSE;
      move_cursor (self,
                   keyval == GDK_KEY_w ? -1 : keyval == GDK_KEY_s ? 1 : 0,
                   keyval == GDK_KEY_a ? -1 : keyval == GDK_KEY_d ? 1 : 0);
      return TRUE;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      sudoku_grid_view_set_cursor (
        self, control ? 0 : (int) sudoku_cell_at (sudoku_cell_row (MAX (self->cursor, 0)), 0));
      return TRUE;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      sudoku_grid_view_set_cursor (
        self, control ? 80 : (int) sudoku_cell_at (sudoku_cell_row (MAX (self->cursor, 0)), 8));
      return TRUE;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      if (modifiers != 0)
        return FALSE;
      enter_value (self, 0);
      return TRUE;
    case GDK_KEY_Menu:
    case GDK_KEY_F10:
      if (keyval == GDK_KEY_F10 && modifiers != GDK_SHIFT_MASK)
        return FALSE;
      sudoku_grid_view_show_number_pad (self);
      return TRUE;
    default:
      break;
    }

  if (modifiers != 0)
    return FALSE;
  if (self->advance && (keyval == GDK_KEY_period || keyval == GDK_KEY_KP_Decimal ||
                        keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space))
    {
      type_digit (self, 0);
      return TRUE;
    }
  digit = sudoku_digit_for_keyval (keyval);
  if (digit < 0)
    return FALSE;
  type_digit (self, digit);
  return TRUE;
}

/* Text from an input method (a Japanese one sends full-width digits). */
static void
im_commit_cb (GtkIMContext   *context,
              const char     *text,
              SudokuGridView *self)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (sudoku_full_width_digit (c) >= 0)
        type_digit (self, sudoku_full_width_digit (c));
      else if (c >= '0' && c <= '9')
        type_digit (self, c - '0');
      else if (self->advance && (c == '.' || c == 0xff0e || c == ' ' || c == 0x3000))
        type_digit (self, 0);
    }
}

static int
cell_at (SudokuGridView *self,
         double          x,
         double          y)
{
  int left, top, side;

  _sudoku_grid_view_get_grid_area (self, &left, &top, &side);
  return sudoku_render_cell_at (side, x - left, y - top);
}

static void
click_pressed_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  SudokuGridView  *self)
{
  int cell = cell_at (self, x, y);
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (cell < 0)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  sudoku_grid_view_set_cursor (self, cell);
  if (button == GDK_BUTTON_SECONDARY)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      sudoku_grid_view_show_number_pad (self);
    }
}

static void
long_pressed_cb (GtkGestureLongPress *gesture,
                 double               x,
                 double               y,
                 SudokuGridView      *self)
{
  int cell = cell_at (self, x, y);

  if (cell < 0)
    return;
  sudoku_grid_view_set_cursor (self, cell);
  sudoku_grid_view_show_number_pad (self);
}

/* The number pad: digits, Clear, and a switch to candidates. */

void
_sudoku_grid_view_update_number_pad (SudokuGridView *self)
{
  gboolean candidates_mode;
  guint cell;

  if (self->number_pad == NULL || self->cursor < 0)
    return;

  cell = self->cursor;
  /* Try offers the cell's candidates, as Candidates shows them. */
  candidates_mode = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->pad_candidates)) ||
                    gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->pad_try));
  self->updating_pad = TRUE;
  for (guint digit = 1; digit <= 9; digit++)
    {
      GtkWidget *button = self->pad_buttons[digit - 1];
      gboolean present = candidates_mode
                         ? self->board.values[cell] == 0 &&
                           (self->board.candidates[cell] & SUDOKU_DIGIT_BIT (digit))
                         : self->board.values[cell] == digit;

      if (present)
        gtk_widget_add_css_class (button, "suggested-action");
      else
        gtk_widget_remove_css_class (button, "suggested-action");
      gtk_widget_set_sensitive (button, !self->read_only &&
                                        (!candidates_mode || self->board.values[cell] == 0));
    }
  self->updating_pad = FALSE;
}

static void
pad_digit_clicked_cb (GtkButton      *button,
                      SudokuGridView *self)
{
  guint digit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "digit"));

  if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->pad_try)))
    {
      gtk_popover_popdown (GTK_POPOVER (self->number_pad));
      g_signal_emit (self, signals[SIGNAL_DIGIT_TRIED], 0, (guint) self->cursor, digit);
      return;
    }
  if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->pad_candidates)))
    {
      toggle_candidate (self, digit);
      _sudoku_grid_view_update_number_pad (self);
      return;
    }
  enter_value (self, digit);
  gtk_popover_popdown (GTK_POPOVER (self->number_pad));
}

static void
pad_clear_clicked_cb (GtkButton      *button,
                      SudokuGridView *self)
{
  enter_value (self, 0);
  gtk_popover_popdown (GTK_POPOVER (self->number_pad));
}

static void
pad_mode_toggled_cb (GtkToggleButton *button,
                     SudokuGridView  *self)
{
  /* Candidates and Try are two modes: one at a time, or neither. */
  if (gtk_toggle_button_get_active (button))
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (GTK_WIDGET (button) == self->pad_try
                                                     ? self->pad_candidates : self->pad_try),
                                  FALSE);
  _sudoku_grid_view_update_number_pad (self);
}

static void
pad_closed_cb (GtkPopover     *popover,
               SudokuGridView *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
ensure_number_pad (SudokuGridView *self)
{
  GtkWidget *box, *grid, *row, *clear;

  if (self->number_pad != NULL)
    return;

  self->number_pad = gtk_popover_new ();
  gtk_widget_set_parent (self->number_pad, GTK_WIDGET (self));
  gtk_widget_add_css_class (self->number_pad, "number-pad");
  g_signal_connect_object (self->number_pad, "closed", G_CALLBACK (pad_closed_cb), self, 0);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_row_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  for (guint digit = 1; digit <= 9; digit++)
    {
      char label[2] = { '0' + digit, '\0' };
      GtkWidget *button = gtk_button_new_with_label (label);
      g_autofree char *tooltip = g_strdup_printf (_("Digit %u"), digit);

      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_widget_add_css_class (button, "digit");
      gtk_widget_set_size_request (button, 44, 44);
      g_object_set_data (G_OBJECT (button), "digit", GUINT_TO_POINTER (digit));
      g_signal_connect_object (button, "clicked", G_CALLBACK (pad_digit_clicked_cb), self, 0);
      gtk_grid_attach (GTK_GRID (grid), button, (digit - 1) % 3, (digit - 1) / 3, 1, 1);
      self->pad_buttons[digit - 1] = button;
    }
  gtk_box_append (GTK_BOX (box), grid);

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  clear = gtk_button_new_with_mnemonic (_("_Clear"));
  gtk_widget_set_tooltip_text (clear, _("Clear the cell"));
  g_signal_connect_object (clear, "clicked", G_CALLBACK (pad_clear_clicked_cb), self, 0);
  gtk_box_append (GTK_BOX (row), clear);
  self->pad_candidates = gtk_toggle_button_new_with_mnemonic (_("C_andidates"));
  gtk_widget_set_tooltip_text (self->pad_candidates,
                               _("Digits toggle candidates instead of filling the cell"));
  g_signal_connect_object (self->pad_candidates, "toggled", G_CALLBACK (pad_mode_toggled_cb),
                           self, 0);
  gtk_box_append (GTK_BOX (row), self->pad_candidates);
  self->pad_try = gtk_toggle_button_new_with_mnemonic (_("_Try"));
  gtk_widget_set_tooltip_text (self->pad_try,
                               _("The digit opens a what-if branch: Back to Here returns"));
  g_signal_connect_object (self->pad_try, "toggled", G_CALLBACK (pad_mode_toggled_cb), self, 0);
  gtk_box_append (GTK_BOX (row), self->pad_try);
  gtk_box_append (GTK_BOX (box), row);

  gtk_popover_set_child (GTK_POPOVER (self->number_pad), box);
}

/**
 * sudoku_grid_view_show_number_pad:
 * @self: a grid view
 *
 * Opens the number pad at the cursor's cell: digits, candidates and
 * Clear, for the mouse and touch.
 */
void
sudoku_grid_view_show_number_pad (SudokuGridView *self)
{
  GdkRectangle rect;
  int x, y, side;

  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (self->cursor < 0)
    sudoku_grid_view_set_cursor (self, 0);

  ensure_number_pad (self);
  _sudoku_grid_view_get_grid_area (self, &x, &y, &side);
  rect.x = x + sudoku_cell_column (self->cursor) * side / 9;
  rect.y = y + sudoku_cell_row (self->cursor) * side / 9;
  rect.width = side / 9;
  rect.height = side / 9;
  gtk_popover_set_pointing_to (GTK_POPOVER (self->number_pad), &rect);
  _sudoku_grid_view_update_number_pad (self);
  gtk_popover_popup (GTK_POPOVER (self->number_pad));
}

/* The signals by which the view reports the user's input. */
void
_sudoku_grid_view_class_init_input (SudokuGridViewClass *klass)
{
  /**
   * SudokuGridView::cell-skipped:
   * @self: the grid view
   * @cell: the cell (0–80)
   *
   * With #SudokuGridView:advance on, the user skipped @cell with `.`,
   * space or 0; the cursor has moved on.
   */
  signals[SIGNAL_CELL_SKIPPED] =
    g_signal_new ("cell-skipped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * SudokuGridView::value-entered:
   * @self: the grid view
   * @cell: the cell (0–80)
   * @digit: the digit typed, or 0 to clear the cell
   *
   * The user typed a digit or cleared a cell.
   */
  signals[SIGNAL_VALUE_ENTERED] =
    g_signal_new ("value-entered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  /**
   * SudokuGridView::candidate-toggled:
   * @self: the grid view
   * @cell: an empty cell
   * @digit: 1–9
   *
   * The user asked to cross a candidate out or put it back.
   */
  signals[SIGNAL_CANDIDATE_TOGGLED] =
    g_signal_new ("candidate-toggled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  /**
   * SudokuGridView::digit-tried:
   * @self: the grid view
   * @cell: an empty cell
   * @digit: 1–9
   *
   * The user asked to try @digit in @cell in a what-if branch (the
   * number pad's Try).
   */
  signals[SIGNAL_DIGIT_TRIED] =
    g_signal_new ("digit-tried", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

/* The keyboard, the input method and the pointer on the grid. */
void
_sudoku_grid_view_init_input (SudokuGridView *self)
{
  GtkEventController *keys;
  GtkEventController *text;
  GtkIMContext *im_context;
  GtkGesture *click, *long_press;

  /* Keys first, in the capture phase, so that digits and moves never go
   * through an input method; what is left (full-width digits from an
   * input method) arrives as text. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  text = gtk_event_controller_key_new ();
  im_context = gtk_im_multicontext_new ();
  gtk_event_controller_key_set_im_context (GTK_EVENT_CONTROLLER_KEY (text), im_context);
  gtk_im_context_set_client_widget (im_context, GTK_WIDGET (self));
  g_signal_connect (im_context, "commit", G_CALLBACK (im_commit_cb), self);
  g_object_unref (im_context);
  gtk_widget_add_controller (GTK_WIDGET (self), text);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  long_press = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (long_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (long_press));
}
