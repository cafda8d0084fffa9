/* sudoku-digit-keys.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A full-width digit, ０ to ９, as a Japanese input method sends it (as
 * a key or as text): its value, or -1. */
static inline int
sudoku_full_width_digit (gunichar c)
{
  return c >= 0xff10 && c <= 0xff19 ? (int) (c - 0xff10) : -1;
}

/* A digit from a key: 0–9 on the main row or the keypad, and, for input
 * methods that send them as keys, full-width ０–９; else -1. The grids
 * that take digits (the main grid, the photo review's) share it. */
static inline int
sudoku_digit_for_keyval (guint keyval)
{
  gunichar c;

  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return keyval - GDK_KEY_KP_0;
  c = gdk_keyval_to_unicode (keyval);
  if (c >= '0' && c <= '9')
    return c - '0';
  return sudoku_full_width_digit (c);
}

G_END_DECLS
