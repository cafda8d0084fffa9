/* sudoku-context-menu.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void sudoku_context_menu_popup (GtkWidget  **popover,
                                GtkWidget   *parent,
                                GMenuModel  *model,
                                double       x,
                                double       y);

G_END_DECLS
