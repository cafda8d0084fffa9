/* sudoku-tooltips.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *sudoku_tooltip_label_new (const char *text);
void       sudoku_tooltips_attach   (GtkWidget  *root);

G_END_DECLS
