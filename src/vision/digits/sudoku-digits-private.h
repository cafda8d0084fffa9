/* sudoku-digits-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The classifier's parts, for the training tool (tools/train-digits) and
 * the tests: the features of a cell and the network that scores them. */

#pragma once

#include "sudoku-digits.h"

G_BEGIN_DECLS

/* The normalised ink image the features are computed on. */
#define SUDOKU_DIGITS_BOX        20
/* Pixels (10 × 10), gradient histograms (5 × 5 cells × 8 directions) and
 * a few measures of the ink in the cell. */
#define SUDOKU_DIGITS_N_PIXELS   100
#define SUDOKU_DIGITS_HOG_CELLS  5
#define SUDOKU_DIGITS_N_HOG      (SUDOKU_DIGITS_HOG_CELLS * SUDOKU_DIGITS_HOG_CELLS * 8)
#define SUDOKU_DIGITS_N_SHAPE    8
#define SUDOKU_DIGITS_N_FEATURES (SUDOKU_DIGITS_N_PIXELS + SUDOKU_DIGITS_N_HOG + SUDOKU_DIGITS_N_SHAPE)

/* A two-layer perceptron: features → n_hidden (ReLU) → classes (softmax).
 * w1 is n_hidden × N_FEATURES (row-major), w2 is N_CLASSES × n_hidden. */
typedef struct {
  int          n_hidden;
  const float *w1;
  const float *b1;
  const float *w2;
  const float *b2;
} SudokuDigitsNet;

void                   _sudoku_digits_features  (const guint8          *pixels,
                                                 int                    width,
                                                 int                    height,
                                                 int                    stride,
                                                 float                  features[SUDOKU_DIGITS_N_FEATURES]);
void                   _sudoku_digits_forward   (const SudokuDigitsNet *net,
                                                 const float           *features,
                                                 float                 *hidden,
                                                 float                  scores[SUDOKU_DIGITS_N_CLASSES]);
const SudokuDigitsNet *_sudoku_digits_get_net   (void);

G_END_DECLS
