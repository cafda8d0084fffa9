/* sudoku-tooltips.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

GtkWidget *sudoku_wrap_label_new          (const char *text,
                                           int         max_width_chars);
GtkWidget *sudoku_tooltip_label_new       (const char *text);
void       sudoku_tooltips_attach         (GtkWidget  *root);
void       sudoku_toast_set_wrapped_title (AdwToast   *toast,
                                           const char *markup);
AdwToast  *sudoku_toast_new               (const char *markup);
void        sudoku_toast_overlay_add       (AdwToastOverlay *overlay,
                                            AdwToast        *toast);
const char *sudoku_toast_get_last_title    (GtkWidget       *widget);

G_END_DECLS
