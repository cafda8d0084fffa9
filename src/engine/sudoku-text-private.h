/* sudoku-text-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void _sudoku_text_append_sentence (GString    *text,
                                   const char *sentence);
void _sudoku_text_append_item     (GString    *list,
                                   const char *item);
void _sudoku_text_append_clause   (GString    *text,
                                   const char *clause);

G_END_DECLS
