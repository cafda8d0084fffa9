/* sudoku-digits.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Class 0 is "no digit" (an empty cell, noise, remains of grid lines);
 * classes 1–9 are the digits. */
#define SUDOKU_DIGITS_N_CLASSES 10

/* Reads the digit printed in one cell.
 *
 * @pixels: 8-bit grayscale, dark ink on light paper, the inside of one
 *   cell (grid lines mostly cropped; remains of them at the borders are
 *   allowed), @width × @height ≥ 8 × 8, rows @stride bytes apart.
 * @scores: filled with the probability of each class, summing to 1.
 *
 * Does its own normalisation: finds the ink, drops line remains at the
 * borders, scales the ink's bounding box into a fixed box keeping its
 * aspect. Thread-safe, allocates nothing for cells up to 64 × 64 (larger
 * ones are first reduced). */
void sudoku_digits_classify (const guint8 *pixels,
                             int           width,
                             int           height,
                             int           stride,
                             float         scores[SUDOKU_DIGITS_N_CLASSES]);

G_END_DECLS
