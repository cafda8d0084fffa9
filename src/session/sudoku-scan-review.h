/* sudoku-scan-review.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-session.h"
#include "sudoku-vision.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SCAN_REVIEW (sudoku_scan_review_get_type ())

G_DECLARE_FINAL_TYPE (SudokuScanReview, sudoku_scan_review, SUDOKU, SCAN_REVIEW, GObject)

/**
 * SudokuScanVerdict:
 * @SUDOKU_SCAN_VERDICT_NONE: nothing read yet
 * @SUDOKU_SCAN_VERDICT_UNIQUE: the grid as it stands has exactly one solution
 * @SUDOKU_SCAN_VERDICT_NO_SOLUTION: it has none (or a digit repeats in a house)
 * @SUDOKU_SCAN_VERDICT_SEVERAL: it has several solutions
 */
typedef enum {
  SUDOKU_SCAN_VERDICT_NONE,
  SUDOKU_SCAN_VERDICT_UNIQUE,
  SUDOKU_SCAN_VERDICT_NO_SOLUTION,
  SUDOKU_SCAN_VERDICT_SEVERAL,
} SudokuScanVerdict;

SudokuScanReview         *sudoku_scan_review_new             (void);

void                      sudoku_scan_review_set_image       (SudokuScanReview        *self,
                                                              GBytes                  *image,
                                                              const char              *name);
GBytes                   *sudoku_scan_review_get_image       (SudokuScanReview        *self);
const char               *sudoku_scan_review_get_name        (SudokuScanReview        *self);
gboolean                  sudoku_scan_review_get_busy        (SudokuScanReview        *self);
void                      sudoku_scan_review_cancel          (SudokuScanReview        *self);
const char               *sudoku_scan_review_get_error       (SudokuScanReview        *self);
gboolean                  sudoku_scan_review_get_unreadable  (SudokuScanReview        *self);

/* The reading and the corners it was read from. */
const SudokuVisionResult *sudoku_scan_review_get_result      (SudokuScanReview        *self);
const SudokuVisionPoint  *sudoku_scan_review_get_corners     (SudokuScanReview        *self);
void                      sudoku_scan_review_set_corners     (SudokuScanReview        *self,
                                                              const SudokuVisionPoint *corners);

/* The grid as it stands: the reading and the user's changes. */
guint                     sudoku_scan_review_get_digit       (SudokuScanReview        *self,
                                                              guint                    cell);
void                      sudoku_scan_review_set_digit       (SudokuScanReview        *self,
                                                              guint                    cell,
                                                              guint                    digit);
gboolean                  sudoku_scan_review_get_uncertain   (SudokuScanReview        *self,
                                                              guint                    cell);
gboolean                  sudoku_scan_review_get_edited      (SudokuScanReview        *self,
                                                              guint                    cell);
/* Across a new read the user's digits stay; the reading beneath them: */
guint                     sudoku_scan_review_get_read_digit  (SudokuScanReview        *self,
                                                              guint                    cell);
gboolean                  sudoku_scan_review_get_overruled   (SudokuScanReview        *self,
                                                              guint                    cell);
guint                     sudoku_scan_review_get_n_uncertain (SudokuScanReview        *self);
void                      sudoku_scan_review_dup_board       (SudokuScanReview        *self,
                                                              SudokuBoard             *board);

/* The solver's word on the grid as it stands. */
SudokuScanVerdict         sudoku_scan_review_get_verdict     (SudokuScanReview        *self);
char                     *sudoku_scan_review_dup_verdict_text (SudokuScanReview       *self);
gboolean                  sudoku_scan_review_get_has_correction (SudokuScanReview     *self);
gboolean                  sudoku_scan_review_apply_correction (SudokuScanReview       *self);

/* What the book says of the puzzle, given to the session on loading. */
guint                     sudoku_scan_review_get_level       (SudokuScanReview        *self);
void                      sudoku_scan_review_set_level       (SudokuScanReview        *self,
                                                              guint                    level);
const char               *sudoku_scan_review_get_source      (SudokuScanReview        *self);
void                      sudoku_scan_review_set_source      (SudokuScanReview        *self,
                                                              const char              *source);
guint                     sudoku_scan_review_get_number      (SudokuScanReview        *self);
void                      sudoku_scan_review_set_number      (SudokuScanReview        *self,
                                                              guint                    number);

gboolean                  sudoku_scan_review_load            (SudokuScanReview        *self,
                                                              SudokuSession           *session,
                                                              GError                 **error);

G_END_DECLS
