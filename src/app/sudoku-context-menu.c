/* sudoku-context-menu.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-context-menu.h"

/* A context menu at the pointer, for a widget that is not a menu button
 * (the library's list and sidebar). */

/* HACK: a popover's parent must call gtk_popover_present() from its
 * size_allocate, as GtkMenuButton does; a column view or a list box
 * does not, and the menu's first size is short of its separators
 * (GTK 4.8): the popover does it itself, each frame while it is open. */
static gboolean
present_tick_cb (GtkWidget     *popover,
                 GdkFrameClock *clock,
                 gpointer       data)
{
  gtk_popover_present (GTK_POPOVER (popover));
  return G_SOURCE_CONTINUE;
}

static void
closed_cb (GtkWidget *popover,
           gpointer   tick)
{
  gtk_widget_remove_tick_callback (popover, GPOINTER_TO_UINT (tick));
  g_signal_handlers_disconnect_by_func (popover, closed_cb, tick);
}

/**
 * sudoku_context_menu_popup:
 * @popover: (inout) (nullable): where the owner keeps its menu: the one
 *   before is unparented, the new one is kept there (the owner
 *   unparents it in its dispose)
 * @parent: the widget the menu points into
 * @model: the menu; a new popover each time, for a menu that changes
 * @x: where, in @parent's coordinates
 * @y: where, in @parent's coordinates
 */
void
sudoku_context_menu_popup (GtkWidget  **popover,
                           GtkWidget   *parent,
                           GMenuModel  *model,
                           double       x,
                           double       y)
{
  GdkRectangle where = { (int) x, (int) y, 1, 1 };
  guint tick;

  g_return_if_fail (popover != NULL);
  g_return_if_fail (GTK_IS_WIDGET (parent));
  g_return_if_fail (G_IS_MENU_MODEL (model));

  g_clear_pointer (popover, gtk_widget_unparent);
  *popover = gtk_popover_menu_new_from_model (model);
  gtk_popover_set_has_arrow (GTK_POPOVER (*popover), FALSE);
  gtk_widget_set_halign (*popover, GTK_ALIGN_START);
  gtk_widget_set_parent (*popover, parent);
  gtk_popover_set_pointing_to (GTK_POPOVER (*popover), &where);
  gtk_popover_popup (GTK_POPOVER (*popover));
  tick = gtk_widget_add_tick_callback (*popover, present_tick_cb, NULL, NULL);
  g_signal_connect (*popover, "closed", G_CALLBACK (closed_cb), GUINT_TO_POINTER (tick));
}
