/* sudoku-language-font.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char          *sudoku_language_font_dup_family   (PangoLanguage *language);
gboolean       sudoku_language_font_install      (GdkDisplay    *display,
                                                  PangoLanguage *language);

G_END_DECLS
