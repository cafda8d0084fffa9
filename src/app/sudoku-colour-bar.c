/* sudoku-colour-bar.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The colouring tool under the grid: HoDoKu's colour pairs and two more
 * to pick from (Ctrl+Alt+1 … Ctrl+Alt+7: a pair's first colour, again
 * its second; Ctrl+Alt+0: none), what a click on the grid colours (the cell, its second
 * half, or the candidate under the pointer), buttons that colour the
 * cell with the cursor from the keyboard, and the check of a two-colour
 * single-digit colouring with its verdict in words and Apply. The
 * colours are the game's (sudoku-game-colouring.c): undone, saved and
 * replayed with it; the bar only holds what is picked. */

#define G_LOG_DOMAIN "nanpure-colour-bar"

#include "config.h"

#include "sudoku-colour-bar.h"

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "sudoku-move.h"

struct _SudokuColourBar
{
  GtkBox              parent_instance;

  SudokuGridView     *grid_view;
  GtkGesture         *click;
  SudokuGame         *game;

  guint               colour;
  SudokuColourTarget  target;

  GtkWidget          *none_button;
  GtkWidget          *swatches[SUDOKU_N_COLOURS];
  GtkWidget          *target_buttons[3];
  GtkWidget          *digit_spin;
  GtkWidget          *verdict_label;
  GtkWidget          *apply_button;

  /* The last check asked for, followed while the game changes. */
  gboolean            checked;
  SudokuColouringCheck check;
  char               *verdict;
  guint               updating : 1;
};

G_DEFINE_FINAL_TYPE (SudokuColourBar, sudoku_colour_bar, GTK_TYPE_BOX)

static void
draw_swatch_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  guint colour = GPOINTER_TO_UINT (user_data);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), NULL);
  char text[2] = { sudoku_colour_get_letter (colour), 0 };
  double red, green, blue;
  int text_width, text_height;

  sudoku_colour_get_rgb (colour, &red, &green, &blue);
  cairo_set_source_rgb (cr, red, green, blue);
  if (sudoku_colour_get_side (colour) == 0)
    cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0, 0, 2 * G_PI);
  else
    cairo_rectangle (cr, 1, 1, width - 2, height - 2);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  cairo_set_line_width (cr, sudoku_colour_get_side (colour) == 0 ? 0.5 : 1.5);
  cairo_stroke (cr);

  /* The letter, dark on every colour of the palette (all are light). */
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_move_to (cr, (width - text_width) / 2.0, (height - text_height) / 2.0);
  pango_cairo_show_layout (cr, layout);
}

static SudokuGame *
get_game (SudokuColourBar *self)
{
  SudokuSession *session;

  if (self->grid_view == NULL)
    return NULL;
  session = sudoku_grid_view_get_session (self->grid_view);
  return session != NULL ? sudoku_session_get_game (session) : NULL;
}

/* The verdict of the check, again on the game as it is now. */
static void
update_check (SudokuColourBar *self)
{
  SudokuGame *game = get_game (self);
  g_autoptr(SudokuStep) step = NULL;

  g_clear_pointer (&self->verdict, g_free);
  if (!self->checked || game == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->verdict_label), "");
      gtk_widget_set_visible (self->verdict_label, FALSE);
      gtk_widget_set_sensitive (self->apply_button, FALSE);
      return;
    }
  sudoku_colouring_check (sudoku_game_get_colouring (game), sudoku_game_get_board (game),
                          sudoku_colour_bar_get_digit (self),
                          self->colour != 0 ? sudoku_colour_get_pair (self->colour) : 0,
                          &self->check);
  self->verdict = sudoku_colouring_check_dup_text (&self->check);
  step = sudoku_colouring_check_to_step (&self->check);
  gtk_label_set_text (GTK_LABEL (self->verdict_label), self->verdict);
  gtk_widget_set_visible (self->verdict_label, TRUE);
  gtk_widget_set_sensitive (self->apply_button, step != NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->verdict_label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->verdict, -1);
}

static void
game_changed_cb (SudokuColourBar *self)
{
  if (self->checked)
    update_check (self);
}

static void
follow_game (SudokuColourBar *self)
{
  SudokuGame *game = get_game (self);

  if (game == self->game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self,
                             G_CONNECT_SWAPPED);
  update_check (self);
}

/* Puts the picked colour on @target of @cell (and @digit), or takes it
 * off when it is there already; with no colour picked, takes off what
 * is there. */
static gboolean
colour_target (SudokuColourBar    *self,
               SudokuColourTarget  target,
               guint               cell,
               guint               digit)
{
  SudokuGame *game = get_game (self);
  const SudokuColouring *colouring;
  const SudokuBoard *board;
  guint current;

  if (game == NULL || sudoku_grid_view_get_read_only (self->grid_view))
    return FALSE;
  colouring = sudoku_game_get_colouring (game);
  board = sudoku_game_get_board (game);
  if (target == SUDOKU_COLOUR_CANDIDATE &&
      (board->values[cell] != 0 || !(board->candidates[cell] & SUDOKU_DIGIT_BIT (digit))))
    return FALSE;
  current = target == SUDOKU_COLOUR_CELL ? colouring->primary[cell]
            : target == SUDOKU_COLOUR_CELL_SECONDARY ? colouring->secondary[cell]
            : colouring->candidates[cell][digit - 1];
  return sudoku_game_colour (game, target, cell, digit,
                             current == self->colour ? 0 : self->colour);
}

static void
colour_cursor (SudokuColourBar    *self,
               SudokuColourTarget  target)
{
  int cursor = self->grid_view ? sudoku_grid_view_get_cursor (self->grid_view) : -1;

  if (cursor < 0 || !colour_target (self, target, cursor, sudoku_colour_bar_get_digit (self)))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
colour_cell_clicked_cb (SudokuColourBar *self)
{
  colour_cursor (self, SUDOKU_COLOUR_CELL);
}

static void
colour_half_clicked_cb (SudokuColourBar *self)
{
  colour_cursor (self, SUDOKU_COLOUR_CELL_SECONDARY);
}

static void
colour_candidate_clicked_cb (SudokuColourBar *self)
{
  colour_cursor (self, SUDOKU_COLOUR_CANDIDATE);
}

static void
clear_clicked_cb (SudokuColourBar *self)
{
  SudokuGame *game = get_game (self);

  if (game == NULL || !sudoku_game_clear_colouring (game))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
check_clicked_cb (SudokuColourBar *self)
{
  self->checked = TRUE;
  update_check (self);
}

/* Apply: what the colouring removes, as a step of the history. */
static void
apply_clicked_cb (SudokuColourBar *self)
{
  SudokuGame *game = get_game (self);
  g_autoptr(SudokuStep) step = NULL;

  update_check (self);
  step = sudoku_colouring_check_to_step (&self->check);
  if (game == NULL || step == NULL)
    return;
  sudoku_solve_runner_stop (sudoku_session_get_solve_runner (
    sudoku_grid_view_get_session (self->grid_view)));
  sudoku_game_apply_step (game, step);
}

/* A click on the grid with a colour picked colours what is under it;
 * the grid moves its cursor there as usual. */
static void
grid_pressed_cb (GtkGestureClick *gesture,
                 int              n_press,
                 double           x,
                 double           y,
                 SudokuColourBar *self)
{
  guint cell, digit;

  if (self->colour == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)) ||
      !sudoku_grid_view_candidate_at (self->grid_view, x, y, &cell, &digit))
    return;
  colour_target (self, self->target, cell, digit);
}

static void
swatch_toggled_cb (GtkToggleButton *button,
                   SudokuColourBar *self)
{
  if (!gtk_toggle_button_get_active (button) || self->updating)
    return;
  sudoku_colour_bar_set_colour (self,
                                GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "colour")));
}

static void
target_toggled_cb (GtkToggleButton *button,
                   SudokuColourBar *self)
{
  if (!gtk_toggle_button_get_active (button) || self->updating)
    return;
  sudoku_colour_bar_set_target (self,
                                GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "target")));
}

static void
digit_changed_cb (SudokuColourBar *self)
{
  if (self->checked)
    update_check (self);
}

/* colouring.pick-pair: Ctrl+Alt+1 … Ctrl+Alt+7 pick a pair's first
 * colour, or its second when the first is picked; Ctrl+Alt+0 picks none
 * (Alt+digit alone tries the digit in a what-if branch). Only while the
 * bar is shown: the keys reach it from anywhere in the window. */
static void
pick_pair_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SudokuColourBar *self = SUDOKU_COLOUR_BAR (widget);
  guint pair = g_variant_get_uint32 (parameter);

  if (!gtk_widget_get_mapped (widget) || pair > SUDOKU_N_COLOUR_PAIRS)
    return;
  if (pair == 0)
    sudoku_colour_bar_set_colour (self, 0);
  else if (self->colour == sudoku_colour_make (pair - 1, 0))
    sudoku_colour_bar_set_colour (self, sudoku_colour_make (pair - 1, 1));
  else
    sudoku_colour_bar_set_colour (self, sudoku_colour_make (pair - 1, 0));
}

static GtkWidget *
button_new (SudokuColourBar *self,
            const char      *label,
            const char      *tooltip,
            GCallback        callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect_object (button, "clicked", callback, self, G_CONNECT_SWAPPED);
  return button;
}

static void
sudoku_colour_bar_dispose (GObject *object)
{
  SudokuColourBar *self = SUDOKU_COLOUR_BAR (object);

  sudoku_colour_bar_set_grid_view (self, NULL);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->verdict, g_free);

  G_OBJECT_CLASS (sudoku_colour_bar_parent_class)->dispose (object);
}

static void
sudoku_colour_bar_class_init (SudokuColourBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_colour_bar_dispose;

  gtk_widget_class_set_css_name (widget_class, "sudoku-colour-bar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TOOLBAR);
  gtk_widget_class_install_action (widget_class, "colouring.pick-pair", "u", pick_pair_action);
}

static void
sudoku_colour_bar_init (SudokuColourBar *self)
{
  GtkWidget *row, *label;
  GtkEventController *shortcuts;
  static const char *const target_labels[] = {
    /* Translators: what a click on the grid colours. */
    N_("Cell"), N_("Half"), N_("Candidate"),
  };
  static const char *const target_tooltips[] = {
    N_("A click colours the cell"),
    N_("A click colours the lower half of the cell, a second colour"),
    N_("A click colours the candidate under the pointer"),
  };

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Colouring"), -1);

  /* The palette: none, then the pairs. */
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  self->none_button = gtk_toggle_button_new_with_label (_("None"));
  gtk_widget_set_tooltip_text (self->none_button,
                               _("No colour: clicks on the grid only move the cursor, "
                                 "and the colour buttons take colours off (Ctrl+Alt+0)"));
  g_object_set_data (G_OBJECT (self->none_button), "colour", GUINT_TO_POINTER (0));
  g_signal_connect_object (self->none_button, "toggled", G_CALLBACK (swatch_toggled_cb), self, 0);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->none_button), TRUE);
  gtk_box_append (GTK_BOX (row), self->none_button);
  for (guint colour = 1; colour <= SUDOKU_N_COLOURS; colour++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *swatch = gtk_drawing_area_new ();
      g_autofree char *name = sudoku_colour_dup_name (colour);
      /* Translators: the tooltip of a colour of the colouring tool; %s
       * is its name, %u the key with Ctrl+Alt that picks it. */
      g_autofree char *tooltip = g_strdup_printf (_("%s (Ctrl+Alt+%u)"), name,
                                                  sudoku_colour_get_pair (colour) + 1);

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 20);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 20);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch_cb,
                                      GUINT_TO_POINTER (colour), NULL);
      gtk_button_set_child (GTK_BUTTON (button), swatch);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
      gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button),
                                   GTK_TOGGLE_BUTTON (self->none_button));
      g_object_set_data (G_OBJECT (button), "colour", GUINT_TO_POINTER (colour));
      g_signal_connect_object (button, "toggled", G_CALLBACK (swatch_toggled_cb), self, 0);
      if (colour > 1 && sudoku_colour_get_side (colour) == 0)
        gtk_widget_set_margin_start (button, 6);
      self->swatches[colour - 1] = button;
      gtk_box_append (GTK_BOX (row), button);
    }
  gtk_box_append (GTK_BOX (self), row);

  /* What a click colours, and the keyboard's buttons. */
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  {
    GtkWidget *targets = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

    gtk_widget_add_css_class (targets, "linked");
    gtk_accessible_update_property (GTK_ACCESSIBLE (targets), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("What a click colours"), -1);
    for (guint i = 0; i < 3; i++)
      {
        self->target_buttons[i] = gtk_toggle_button_new_with_label (_(target_labels[i]));
        gtk_widget_set_tooltip_text (self->target_buttons[i], _(target_tooltips[i]));
        g_object_set_data (G_OBJECT (self->target_buttons[i]), "target", GUINT_TO_POINTER (i));
        if (i > 0)
          gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (self->target_buttons[i]),
                                       GTK_TOGGLE_BUTTON (self->target_buttons[0]));
        g_signal_connect_object (self->target_buttons[i], "toggled",
                                 G_CALLBACK (target_toggled_cb), self, 0);
        gtk_box_append (GTK_BOX (targets), self->target_buttons[i]);
      }
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->target_buttons[0]), TRUE);
    gtk_box_append (GTK_BOX (row), targets);
  }
  label = gtk_label_new_with_mnemonic (_("_Digit"));
  gtk_box_append (GTK_BOX (row), label);
  self->digit_spin = gtk_spin_button_new_with_range (1, 9, 1);
  gtk_widget_set_tooltip_text (self->digit_spin,
                               _("The candidate that Colour Candidate colours and Check checks"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), self->digit_spin);
  g_signal_connect_object (self->digit_spin, "value-changed", G_CALLBACK (digit_changed_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (row), self->digit_spin);
  gtk_box_append (GTK_BOX (row),
                  button_new (self, _("Colour _Cell"),
                              _("Colour the cell with the cursor, or take the colour off (Alt+C)"),
                              G_CALLBACK (colour_cell_clicked_cb)));
  gtk_box_append (GTK_BOX (row),
                  button_new (self, _("Colour Hal_f"),
                              _("Give the cell with the cursor a second colour (Alt+F)"),
                              G_CALLBACK (colour_half_clicked_cb)));
  gtk_box_append (GTK_BOX (row),
                  button_new (self, _("Colour Ca_ndidate"),
                              _("Colour the digit's candidate in the cell with the cursor "
                                "(Alt+N)"),
                              G_CALLBACK (colour_candidate_clicked_cb)));
  gtk_box_append (GTK_BOX (self), row);

  /* The check. */
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row),
                  button_new (self, _("Chec_k"),
                              _("Check the digit's colouring with the picked colour's pair: "
                                "strong links, and what it removes (Alt+K)"),
                              G_CALLBACK (check_clicked_cb)));
  self->apply_button = button_new (self, _("A_pply"),
                                   _("Remove the candidates the colouring removes (Alt+P)"),
                                   G_CALLBACK (apply_clicked_cb));
  gtk_widget_add_css_class (self->apply_button, "suggested-action");
  gtk_widget_set_sensitive (self->apply_button, FALSE);
  gtk_box_append (GTK_BOX (row), self->apply_button);
  gtk_box_append (GTK_BOX (row),
                  button_new (self, _("Clear Co_lours"), _("Take every colour off (Alt+L)"),
                              G_CALLBACK (clear_clicked_cb)));
  gtk_box_append (GTK_BOX (self), row);

  self->verdict_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->verdict_label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->verdict_label), 60);
  gtk_label_set_selectable (GTK_LABEL (self->verdict_label), TRUE);
  gtk_widget_set_visible (self->verdict_label, FALSE);
  gtk_box_append (GTK_BOX (self), self->verdict_label);

  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  /* The argument of each: its pair, 1-based, 0 for none. */
  for (guint pair = 0; pair <= SUDOKU_N_COLOUR_PAIRS; pair++)
    {
      GtkShortcut *shortcut =
        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_0 + pair, GDK_CONTROL_MASK | GDK_ALT_MASK),
                          gtk_named_action_new ("colouring.pick-pair"));

      gtk_shortcut_set_arguments (shortcut, g_variant_new_uint32 (pair));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

GtkWidget *
sudoku_colour_bar_new (void)
{
  return g_object_new (SUDOKU_TYPE_COLOUR_BAR, NULL);
}

/**
 * sudoku_colour_bar_set_grid_view:
 * @self: a colour bar
 * @grid_view: (nullable): the grid it colours, through the grid's session
 */
void
sudoku_colour_bar_set_grid_view (SudokuColourBar *self,
                                 SudokuGridView  *grid_view)
{
  g_return_if_fail (SUDOKU_IS_COLOUR_BAR (self));
  g_return_if_fail (grid_view == NULL || SUDOKU_IS_GRID_VIEW (grid_view));

  if (self->grid_view == grid_view)
    return;
  if (self->grid_view != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->grid_view, self);
      gtk_widget_remove_controller (GTK_WIDGET (self->grid_view),
                                    GTK_EVENT_CONTROLLER (self->click));
      self->click = NULL;
      g_clear_object (&self->grid_view);
    }
  if (grid_view != NULL)
    {
      self->grid_view = g_object_ref (grid_view);
      self->click = gtk_gesture_click_new ();
      gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (self->click), "colour-click");
      gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->click), GDK_BUTTON_PRIMARY);
      g_signal_connect_object (self->click, "pressed", G_CALLBACK (grid_pressed_cb), self, 0);
      gtk_widget_add_controller (GTK_WIDGET (grid_view), GTK_EVENT_CONTROLLER (self->click));
      g_signal_connect_object (grid_view, "notify::session", G_CALLBACK (follow_game), self,
                               G_CONNECT_SWAPPED);
    }
  follow_game (self);
}

guint
sudoku_colour_bar_get_colour (SudokuColourBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_COLOUR_BAR (self), 0);

  return self->colour;
}

/**
 * sudoku_colour_bar_set_colour:
 * @self: a colour bar
 * @colour: the colour clicks and the buttons put on, 0 for none
 */
void
sudoku_colour_bar_set_colour (SudokuColourBar *self,
                              guint            colour)
{
  g_return_if_fail (SUDOKU_IS_COLOUR_BAR (self));
  g_return_if_fail (colour <= SUDOKU_N_COLOURS);

  self->updating = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (colour == 0 ? self->none_button
                                                               : self->swatches[colour - 1]),
                                TRUE);
  self->updating = FALSE;
  if (self->colour == colour)
    return;
  self->colour = colour;
  if (self->checked)
    update_check (self);
}

SudokuColourTarget
sudoku_colour_bar_get_target (SudokuColourBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_COLOUR_BAR (self), SUDOKU_COLOUR_CELL);

  return self->target;
}

void
sudoku_colour_bar_set_target (SudokuColourBar    *self,
                              SudokuColourTarget  target)
{
  g_return_if_fail (SUDOKU_IS_COLOUR_BAR (self));
  g_return_if_fail (target <= SUDOKU_COLOUR_CANDIDATE);

  self->target = target;
  self->updating = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->target_buttons[target]), TRUE);
  self->updating = FALSE;
}

guint
sudoku_colour_bar_get_digit (SudokuColourBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_COLOUR_BAR (self), 1);

  return (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->digit_spin));
}

void
sudoku_colour_bar_set_digit (SudokuColourBar *self,
                             guint            digit)
{
  g_return_if_fail (SUDOKU_IS_COLOUR_BAR (self));
  g_return_if_fail (digit >= 1 && digit <= 9);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->digit_spin), digit);
}

/**
 * sudoku_colour_bar_get_verdict:
 * @self: a colour bar
 *
 * Returns: (nullable): the check's verdict in words, as shown, or %NULL
 *   before a check
 */
const char *
sudoku_colour_bar_get_verdict (SudokuColourBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_COLOUR_BAR (self), NULL);

  return self->verdict;
}
