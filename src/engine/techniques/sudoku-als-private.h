/* sudoku-als-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the ALS finders (sudoku-als.c) share with their texts
 * (sudoku-als-text.c): two helpers on digit masks. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The engine is built for any x86-64, without the popcount instruction;
 * masks here are small. */
static inline guint
count_bits (guint x)
{
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  return (((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24;
}

static inline guint
first_digit (guint16 mask)
{
  return __builtin_ctz (mask) + 1;
}

G_END_DECLS
