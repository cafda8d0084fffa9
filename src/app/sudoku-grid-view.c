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

#include "sudoku-app-enums.h"
#include "sudoku-hint.h"
#include "sudoku-move.h"
#include "sudoku-render.h"

/* The grid keeps cells at least this big, in logical pixels, and asks
 * for a comfortable size by default.
 */
#define MIN_CELL_SIZE     28
#define NATURAL_CELL_SIZE 60

/* The board, drawn by the shared renderer, and the keyboard and mouse
 * input on it. The view does not change the board itself: it reports
 * what the user asked for (a digit for a cell, a candidate to toggle)
 * through signals, and the window decides. Given a session, it follows
 * the session's game (board, origins, mode), check (wrong digits) and
 * hint (house, cells, step) itself; the window only pins another board
 * for the history's preview and the replay. */
struct _SudokuGridView
{
  GtkWidget              parent_instance;

  SudokuSession         *session;
  SudokuGame            *game;
  SudokuCandidateDisplay candidate_display;

  SudokuBoard            board;
  guint8                 origins[SUDOKU_N_CELLS];
  gboolean               wrong[SUDOKU_N_CELLS];
  int                    cursor;

  SudokuStep            *step;
  int                    highlight_house;
  SudokuCells            hint_cells;
  guint16                hint_candidates[SUDOKU_N_CELLS];
  gboolean               has_hint_candidates;

  GtkWidget             *number_pad;
  GtkWidget             *pad_buttons[9];
  GtkWidget             *pad_candidates;

  guint                  show_candidates : 1;
  guint                  highlight_houses : 1;
  guint                  highlight_same_digit : 1;
  guint                  read_only : 1;
  guint                  advance : 1;
  guint                  updating_pad : 1;
  /* A board other than the game's is shown (sudoku_grid_view_show_board()). */
  guint                  pinned : 1;
  guint                  mark_wrong : 1;
};

G_DEFINE_FINAL_TYPE (SudokuGridView, sudoku_grid_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_SHOW_CANDIDATES,
  PROP_CURSOR,
  PROP_READ_ONLY,
  PROP_ADVANCE,
  PROP_SESSION,
  PROP_CANDIDATE_DISPLAY,
  PROP_HIGHLIGHT_HOUSES,
  PROP_HIGHLIGHT_SAME_DIGIT,
  PROP_MARK_WRONG,
  N_PROPS,
};

enum {
  SIGNAL_VALUE_ENTERED,
  SIGNAL_CANDIDATE_TOGGLED,
  SIGNAL_CELL_SKIPPED,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

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

/* Where the square grid sits in the widget. */
static void
get_grid_area (SudokuGridView *self,
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

static void
sudoku_grid_view_snapshot (GtkWidget   *widget,
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

  get_grid_area (self, &x, &y, &side);
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
  options.step = self->step;
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

/* Input */

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

  sudoku_grid_view_set_cursor (self, row * 9 + column);
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

/* A digit from a key: 1–9 on the main row or the keypad, and, for
 * input methods that send them as keys, full-width ０–９. */
static int
digit_for_keyval (guint keyval)
{
  gunichar c;

  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return keyval - GDK_KEY_KP_0;
  c = gdk_keyval_to_unicode (keyval);
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 0xff10 && c <= 0xff19)
    return c - 0xff10;
  return -1;
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
  return digit_for_keyval (keyval);
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

  return handle_key (self, keyval, digit_for_keyval (keyval), state);
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
      digit = digit_for_keyval (keyval);
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
      sudoku_grid_view_set_cursor (self, control ? 0
                                                 : (int) sudoku_cell_row (MAX (self->cursor, 0)) * 9);
      return TRUE;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      sudoku_grid_view_set_cursor (self, control ? 80
                                                 : (int) sudoku_cell_row (MAX (self->cursor, 0)) * 9 + 8);
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
  digit = digit_for_keyval (keyval);
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

      if (c >= 0xff10 && c <= 0xff19)
        type_digit (self, c - 0xff10);
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

  get_grid_area (self, &left, &top, &side);
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

static void
update_number_pad (SudokuGridView *self)
{
  gboolean candidates_mode;
  guint cell;

  if (self->number_pad == NULL || self->cursor < 0)
    return;

  cell = self->cursor;
  candidates_mode = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->pad_candidates));
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

  if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->pad_candidates)))
    {
      toggle_candidate (self, digit);
      update_number_pad (self);
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
  update_number_pad (self);
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
  get_grid_area (self, &x, &y, &side);
  rect.x = x + sudoku_cell_column (self->cursor) * side / 9;
  rect.y = y + sudoku_cell_row (self->cursor) * side / 9;
  rect.width = side / 9;
  rect.height = side / 9;
  gtk_popover_set_pointing_to (GTK_POPOVER (self->number_pad), &rect);
  update_number_pad (self);
  gtk_popover_popup (GTK_POPOVER (self->number_pad));
}

static void update_wrong_cells (SudokuGridView *self);

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
      self->mark_wrong = g_value_get_boolean (value);
      update_wrong_cells (self);
      g_object_notify_by_pspec (object, pspec);
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

  widget_class->snapshot = sudoku_grid_view_snapshot;
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

  g_object_class_install_properties (object_class, N_PROPS, properties);

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

  gtk_widget_class_set_css_name (widget_class, "sudoku-grid");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
sudoku_grid_view_init (SudokuGridView *self)
{
  GtkEventController *keys;
  GtkEventController *text;
  GtkIMContext *im_context;
  GtkGesture *click, *long_press;

  sudoku_board_init (&self->board, SUDOKU_VARIANT_CLASSIC);
  self->cursor = -1;
  self->highlight_house = -1;
  self->highlight_houses = TRUE;
  self->highlight_same_digit = TRUE;
  self->candidate_display = SUDOKU_CANDIDATE_DISPLAY_AUTOMATIC;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);

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
  update_number_pad (self);
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
  update_number_pad (self);
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
  if (step != NULL)
    self->step = sudoku_step_copy (step);
  if (before != NULL)
    sudoku_grid_view_set_board (self, before);
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

/* Following the session */

/* The digits that contradict the solution, when they are to be marked:
 * on the game as it stands, not on a pinned board. */
static void
update_wrong_cells (SudokuGridView *self)
{
  gboolean wrong[SUDOKU_N_CELLS] = { FALSE };

  if (self->session != NULL && !self->pinned && self->mark_wrong &&
      sudoku_session_is_unique (self->session))
    {
      const SudokuBoard *board = sudoku_game_get_board (self->game);
      const guint8 *solution = sudoku_session_get_solution (self->session);

      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        wrong[cell] = board->values[cell] != 0 && board->values[cell] != solution[cell];
    }
  sudoku_grid_view_set_wrong_cells (self, wrong);
}

/* Candidates show only while solving: while the puzzle is typed in
 * they are noise. */
static void
update_show_candidates (SudokuGridView *self)
{
  sudoku_grid_view_set_show_candidates (self,
                                        self->candidate_display != SUDOKU_CANDIDATE_DISPLAY_OFF &&
                                        self->game != NULL &&
                                        sudoku_game_get_mode (self->game) == SUDOKU_GAME_SOLVE);
}

/* The game as it stands: its board and origins, without a step. */
static void
show_game_state (SudokuGridView *self)
{
  const SudokuMoveState *state = sudoku_game_get_state (self->game);

  sudoku_grid_view_set_step (self, NULL, NULL);
  sudoku_grid_view_set_board (self, &state->board);
  sudoku_grid_view_set_origins (self, state->origins);
  update_wrong_cells (self);
}

/* A change of the game ends a pinned board. */
static void
game_changed_cb (SudokuGame     *game,
                 SudokuGridView *self)
{
  sudoku_grid_view_show_game (self);
}

static void
mode_changed_cb (SudokuGridView *self)
{
  update_show_candidates (self);
  update_wrong_cells (self);
}

/* The session's hint: a house to tint, then cells and candidates, then
 * the whole step (the banner says it in words). */
static void
hint_changed_cb (SudokuSession  *session,
                 SudokuGridView *self)
{
  const SudokuStep *step = sudoku_session_get_hint_step (session);
  guint level = sudoku_session_get_hint_level (session);
  guint16 candidates[SUDOKU_N_CELLS];

  sudoku_grid_view_set_highlight_house (self, -1);
  sudoku_grid_view_set_hint_cells (self, NULL);
  sudoku_grid_view_set_step (self, NULL, NULL);
  if (step == NULL || level == 0)
    return;

  switch (level)
    {
    case SUDOKU_HINT_VAGUE:
      sudoku_grid_view_set_highlight_house (self, sudoku_hint_get_house (step));
      break;

    case SUDOKU_HINT_CONCRETE:
      sudoku_hint_get_pattern (step, sudoku_session_get_hint_board (session), candidates);
      sudoku_grid_view_set_hint_cells (self, candidates);
      break;

    default:
      sudoku_grid_view_set_step (self, step, NULL);
      break;
    }
}

/**
 * sudoku_grid_view_get_session:
 * @self: a grid view
 *
 * Returns: (transfer none) (nullable): the session shown
 */
SudokuSession *
sudoku_grid_view_get_session (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), NULL);

  return self->session;
}

/**
 * sudoku_grid_view_set_session:
 * @self: a grid view
 * @session: (nullable): the session to show
 *
 * Makes the grid follow @session's game, check and hint.
 */
void
sudoku_grid_view_set_session (SudokuGridView *self,
                              SudokuSession  *session)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));
  g_return_if_fail (session == NULL || SUDOKU_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (self->game, self);
      self->game = NULL;
      g_clear_object (&self->session);
    }
  if (session != NULL)
    {
      self->session = g_object_ref (session);
      self->game = sudoku_session_get_game (session);
      g_signal_connect (self->game, "changed", G_CALLBACK (game_changed_cb), self);
      g_signal_connect_swapped (self->game, "notify::mode", G_CALLBACK (mode_changed_cb), self);
      g_signal_connect_swapped (self->session, "notify::n-solutions",
                                G_CALLBACK (update_wrong_cells), self);
      g_signal_connect (self->session, "hint-changed", G_CALLBACK (hint_changed_cb), self);
      self->pinned = FALSE;
      show_game_state (self);
      update_show_candidates (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

/**
 * sudoku_grid_view_show_board:
 * @self: a grid view
 * @board: a board other than the game's: a move of the history
 * @origins: (nullable) (array fixed-size=81): its origins
 * @step: (nullable): a step to draw on it
 *
 * Shows @board read-only until sudoku_grid_view_show_game() or a change
 * of the game.
 */
void
sudoku_grid_view_show_board (SudokuGridView    *self,
                             const SudokuBoard *board,
                             const guint8      *origins,
                             const SudokuStep  *step)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));
  g_return_if_fail (board != NULL);

  self->pinned = TRUE;
  sudoku_grid_view_set_read_only (self, TRUE);
  sudoku_grid_view_set_board (self, board);
  sudoku_grid_view_set_origins (self, origins);
  sudoku_grid_view_set_step (self, step, NULL);
  sudoku_grid_view_set_wrong_cells (self, NULL);
}

/**
 * sudoku_grid_view_show_game:
 * @self: a grid view with a session
 *
 * Shows the session's game as it stands again, editable.
 */
void
sudoku_grid_view_show_game (SudokuGridView *self)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));
  g_return_if_fail (self->session != NULL);

  self->pinned = FALSE;
  sudoku_grid_view_set_read_only (self, FALSE);
  show_game_state (self);
}

SudokuCandidateDisplay
sudoku_grid_view_get_candidate_display (SudokuGridView *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_VIEW (self), SUDOKU_CANDIDATE_DISPLAY_AUTOMATIC);

  return self->candidate_display;
}

/**
 * sudoku_grid_view_set_candidate_display:
 * @self: a grid view
 * @display: how candidates are shown (the `candidate-display` setting)
 */
void
sudoku_grid_view_set_candidate_display (SudokuGridView         *self,
                                        SudokuCandidateDisplay  display)
{
  g_return_if_fail (SUDOKU_IS_GRID_VIEW (self));

  if (self->candidate_display == display)
    return;
  self->candidate_display = display;
  update_show_candidates (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CANDIDATE_DISPLAY]);
}
