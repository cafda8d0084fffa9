/* sudoku-panels.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-panels.h"

/* The main window's layout: the grid has priority. Its view asks for
 * 320 px (it grows to what the height allows), so that at the default
 * size (1080×780) the history and the analysis both fit beside it. The
 * panels are AdwFlaps (locked, fold policy auto) that fold when the grid
 * would get less; a folded panel is hidden (and shown over the grid when
 * asked for), and comes back when there is room. The settings
 * show-history and show-analysis say what the user wants shown: F8 and
 * F9 change them whether the panel is folded or not, so a panel asked
 * for stays until the user hides it, whatever the window's size does.
 * The history's edge is dragged to widen it (history-width).
 *
 * Declared in ui/sudoku-window.ui beside the flaps it drives; the
 * window attaches it to its action map for win.show-history and
 * win.show-analysis. */

struct _SudokuPanels
{
  GObject     parent_instance;

  GSettings  *settings;
  AdwFlap    *history_flap;
  AdwFlap    *analysis_flap;
  GtkWidget  *history;
  GtkWidget  *handle;

  GSimpleAction *history_action;
  GSimpleAction *analysis_action;

  /* The history's width when a drag of its edge began. */
  int         drag_start_width;
};

G_DEFINE_FINAL_TYPE (SudokuPanels, sudoku_panels, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_HISTORY_FLAP,
  PROP_ANALYSIS_FLAP,
  PROP_HISTORY,
  PROP_HANDLE,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static const char *
flap_key (SudokuPanels *self,
          AdwFlap      *flap)
{
  return flap == self->history_flap ? "show-history" : "show-analysis";
}

/* A wide window shows what the setting says; a folded panel hides. */
static void
flap_folded_cb (SudokuPanels *self,
                GParamSpec   *pspec,
                AdwFlap      *flap)
{
  adw_flap_set_reveal_flap (flap, g_settings_get_boolean (self->settings, flap_key (self, flap)) &&
                                  !adw_flap_get_folded (flap));
}

/* The setting changed elsewhere (another window, the preferences): a
 * folded panel is not put over the grid for it. */
static void
setting_changed_cb (GSettings    *settings,
                    const char   *key,
                    SudokuPanels *self)
{
  AdwFlap *flap = g_str_equal (key, "show-history") ? self->history_flap : self->analysis_flap;

  adw_flap_set_reveal_flap (flap, g_settings_get_boolean (settings, key) &&
                                  !adw_flap_get_folded (flap));
}

/* win.show-history and win.show-analysis: their state is whether the
 * panel is shown. They change the setting, and show the panel (over the
 * grid when it is folded) or hide it. Window-owned actions rather than
 * g_settings_create_action(), which would outlive the window. */
static void
change_state_cb (GSimpleAction *action,
                 GVariant      *value,
                 SudokuPanels  *self)
{
  AdwFlap *flap = action == self->history_action ? self->history_flap : self->analysis_flap;
  gboolean shown = g_variant_get_boolean (value);

  g_settings_set_boolean (self->settings, flap_key (self, flap), shown);
  adw_flap_set_reveal_flap (flap, shown);
}

static void
revealed_cb (AdwFlap      *flap,
             GParamSpec   *pspec,
             SudokuPanels *self)
{
  GSimpleAction *action = flap == self->history_flap ? self->history_action
                                                     : self->analysis_action;

  g_simple_action_set_state (action, g_variant_new_boolean (adw_flap_get_reveal_flap (flap)));
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               SudokuPanels   *self)
{
  if (adw_flap_get_folded (self->history_flap))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->drag_start_width = gtk_widget_get_width (self->history);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* The history is at the end (the right, or the left in a right-to-left
 * locale): dragging its edge away from it widens it. */
static int
dragged_width (SudokuPanels *self,
               double        offset_x)
{
  gboolean rtl = gtk_widget_get_direction (self->history) == GTK_TEXT_DIR_RTL;
  int width = self->drag_start_width + (int) (rtl ? offset_x : -offset_x);

  return CLAMP (width, 240, 640);
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          offset_x,
                double          offset_y,
                SudokuPanels   *self)
{
  gtk_widget_set_size_request (self->history, dragged_width (self, offset_x), -1);
}

static void
drag_end_cb (GtkGestureDrag *gesture,
             double          offset_x,
             double          offset_y,
             SudokuPanels   *self)
{
  g_settings_set_int (self->settings, "history-width", dragged_width (self, offset_x));
}

/**
 * sudoku_panels_attach:
 * @self: the panels of a window's template
 * @actions: the window, where win.show-history and win.show-analysis go
 *
 * Starts following the settings and the window's width; called once
 * the template is built.
 */
void
sudoku_panels_attach (SudokuPanels *self,
                      GActionMap   *actions)
{
  AdwFlap *flaps[] = { self->history_flap, self->analysis_flap };
  GtkGesture *drag = gtk_gesture_drag_new ();

  g_return_if_fail (SUDOKU_IS_PANELS (self));
  g_return_if_fail (ADW_IS_FLAP (self->history_flap) && ADW_IS_FLAP (self->analysis_flap));
  g_return_if_fail (GTK_IS_WIDGET (self->history) && GTK_IS_WIDGET (self->handle));

  self->history_action = g_simple_action_new_stateful ("show-history", NULL,
                                                       g_variant_new_boolean (FALSE));
  self->analysis_action = g_simple_action_new_stateful ("show-analysis", NULL,
                                                        g_variant_new_boolean (FALSE));
  for (guint i = 0; i < G_N_ELEMENTS (flaps); i++)
    {
      GSimpleAction *action = i == 0 ? self->history_action : self->analysis_action;

      g_signal_connect_object (action, "change-state", G_CALLBACK (change_state_cb), self, 0);
      g_action_map_add_action (actions, G_ACTION (action));
      g_signal_connect_object (flaps[i], "notify::reveal-flap", G_CALLBACK (revealed_cb),
                               self, 0);
      g_signal_connect_object (flaps[i], "notify::folded", G_CALLBACK (flap_folded_cb),
                               self, G_CONNECT_SWAPPED);
    }

  g_settings_bind (self->settings, "history-width", self->history, "width-request",
                   G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->settings, "changed::show-history",
                           G_CALLBACK (setting_changed_cb), self, 0);
  g_signal_connect_object (self->settings, "changed::show-analysis",
                           G_CALLBACK (setting_changed_cb), self, 0);
  for (guint i = 0; i < G_N_ELEMENTS (flaps); i++)
    {
      flap_folded_cb (self, NULL, flaps[i]);
      revealed_cb (flaps[i], NULL, self);
    }

  gtk_widget_set_cursor_from_name (self->handle, "col-resize");
  g_signal_connect_object (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self, 0);
  g_signal_connect_object (drag, "drag-update", G_CALLBACK (drag_update_cb), self, 0);
  g_signal_connect_object (drag, "drag-end", G_CALLBACK (drag_end_cb), self, 0);
  gtk_widget_add_controller (self->handle, GTK_EVENT_CONTROLLER (drag));
}

static void
sudoku_panels_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SudokuPanels *self = SUDOKU_PANELS (object);

  switch (prop_id)
    {
    case PROP_HISTORY_FLAP:
      g_value_set_object (value, self->history_flap);
      break;
    case PROP_ANALYSIS_FLAP:
      g_value_set_object (value, self->analysis_flap);
      break;
    case PROP_HISTORY:
      g_value_set_object (value, self->history);
      break;
    case PROP_HANDLE:
      g_value_set_object (value, self->handle);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The widgets are the window's; the panels live as long as its
 * template and hold them weakly. */
static void
sudoku_panels_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SudokuPanels *self = SUDOKU_PANELS (object);
  gpointer *field;

  switch (prop_id)
    {
    case PROP_HISTORY_FLAP:
      field = (gpointer *) &self->history_flap;
      break;
    case PROP_ANALYSIS_FLAP:
      field = (gpointer *) &self->analysis_flap;
      break;
    case PROP_HISTORY:
      field = (gpointer *) &self->history;
      break;
    case PROP_HANDLE:
      field = (gpointer *) &self->handle;
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  g_set_weak_pointer (field, g_value_get_object (value));
}

static void
sudoku_panels_dispose (GObject *object)
{
  SudokuPanels *self = SUDOKU_PANELS (object);

  g_clear_weak_pointer (&self->history_flap);
  g_clear_weak_pointer (&self->analysis_flap);
  g_clear_weak_pointer (&self->history);
  g_clear_weak_pointer (&self->handle);
  g_clear_object (&self->history_action);
  g_clear_object (&self->analysis_action);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sudoku_panels_parent_class)->dispose (object);
}

static void
sudoku_panels_class_init (SudokuPanelsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sudoku_panels_get_property;
  object_class->set_property = sudoku_panels_set_property;
  object_class->dispose = sudoku_panels_dispose;

  properties[PROP_HISTORY_FLAP] =
    g_param_spec_object ("history-flap", NULL, NULL, ADW_TYPE_FLAP,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANALYSIS_FLAP] =
    g_param_spec_object ("analysis-flap", NULL, NULL, ADW_TYPE_FLAP,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HISTORY] =
    g_param_spec_object ("history", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HANDLE] =
    g_param_spec_object ("handle", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_panels_init (SudokuPanels *self)
{
  self->settings = g_settings_new (APP_ID);
}
