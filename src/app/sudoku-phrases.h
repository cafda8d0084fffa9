/* sudoku-phrases.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The longest phrase kept whole, in characters: a longer one breaks
 * where Pango would, so that a label is never wider than this. */
#define SUDOKU_PHRASES_MAX_CHARS 8

PangoAttrList *sudoku_phrases_dup_attributes  (const char *text);
void           sudoku_phrases_keep            (GtkLabel   *label);
void           sudoku_phrases_keep_everywhere (void);

G_END_DECLS
