/* sudoku-digits-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The classifier's parts, for the training tool (tools/train-digits) and
 * the tests: the features of a cell and the network that scores them. */

#pragma once

#include <gio/gio.h>

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
 * w1 is n_hidden × N_FEATURES (row-major), w2 is N_CLASSES × n_hidden.
 * A net read from a weights file owns @storage, which the weights point
 * into, and @note, the file's note (the command that trained it). */
typedef struct {
  int          n_hidden;
  const float *w1;
  const float *b1;
  const float *w2;
  const float *b2;
  float       *storage;
  char        *note;
} SudokuDigitsNet;

/* The weights file (src/vision/digits/sudoku-digits.weights, written by
 * tools/train-digits, compiled in as a GResource). All numbers are
 * little-endian:
 *
 *   8 bytes   magic "NPDIGITS"
 *   uint32    format version (SUDOKU_DIGITS_WEIGHTS_VERSION)
 *   uint32    features, hidden units, classes
 *   uint32    length of the note, then the note (UTF-8, no NUL): the
 *             command that wrote the file and its held-out figure
 *   float32   w1, b1, w2, b2 (IEEE 754), in that order
 */
#define SUDOKU_DIGITS_WEIGHTS_MAGIC    "NPDIGITS"
#define SUDOKU_DIGITS_WEIGHTS_VERSION  1
#define SUDOKU_DIGITS_MAX_HIDDEN       1024
#define SUDOKU_DIGITS_WEIGHTS_RESOURCE "/io/github/nanpure/Nanpure/vision/sudoku-digits.weights"

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
void                   _sudoku_digits_classify_with (const SudokuDigitsNet *net,
                                                     const guint8          *pixels,
                                                     int                    width,
                                                     int                    height,
                                                     int                    stride,
                                                     float                  scores[SUDOKU_DIGITS_N_CLASSES]);

GBytes                *_sudoku_digits_dup_weights   (void);
SudokuDigitsNet       *_sudoku_digits_net_new_from_bytes (GBytes     *bytes,
                                                          GError    **error);
GBytes                *_sudoku_digits_net_to_bytes  (const SudokuDigitsNet *net,
                                                     const char            *note);
void                   _sudoku_digits_net_free      (SudokuDigitsNet       *net);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuDigitsNet, _sudoku_digits_net_free)

G_END_DECLS
