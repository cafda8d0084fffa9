/* sudoku-vision.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"

G_BEGIN_DECLS

#define SUDOKU_VISION_ERROR (sudoku_vision_error_quark ())

/**
 * SudokuVisionError:
 * @SUDOKU_VISION_ERROR_NOT_AN_IMAGE: the data is not an image that can be
 *   decoded (unknown format, truncated or damaged file)
 * @SUDOKU_VISION_ERROR_TOO_LARGE: the image has more pixels than are ever read
 * @SUDOKU_VISION_ERROR_NO_GRID: no Sudoku grid was found in the image
 */
typedef enum {
  SUDOKU_VISION_ERROR_NOT_AN_IMAGE,
  SUDOKU_VISION_ERROR_TOO_LARGE,
  SUDOKU_VISION_ERROR_NO_GRID,
} SudokuVisionError;

GQuark sudoku_vision_error_quark (void);

/**
 * SudokuVisionStatus:
 * @SUDOKU_VISION_OK: the reading has exactly one solution and every cell
 *   was read with confidence
 * @SUDOKU_VISION_CORRECTED: the reading had no or several solutions; a
 *   correction from the second-best readings, clearly the most likely one,
 *   gave exactly one solution and was applied
 * @SUDOKU_VISION_UNSURE: no or several solutions, or a cell read with low
 *   confidence: the user must check the reading
 */
typedef enum {
  SUDOKU_VISION_OK,
  SUDOKU_VISION_CORRECTED,
  SUDOKU_VISION_UNSURE,
} SudokuVisionStatus;

/**
 * SudokuVisionPoint:
 * @x: pixels from the left of the upright image
 * @y: pixels from the top
 */
typedef struct
{
  double x;
  double y;
} SudokuVisionPoint;

/**
 * SudokuVisionCell:
 * @digit: the digit as given by the reading (after a correction), 0 for empty
 * @confidence: the reader's probability for @digit as first read (0–1)
 * @second: the second most likely reading (0 for empty)
 * @second_confidence: its probability
 * @read: the digit first read, before any correction
 */
typedef struct
{
  guint8 digit;
  guint8 second;
  guint8 read;
  float  confidence;
  float  second_confidence;
} SudokuVisionCell;

#define SUDOKU_VISION_MAX_CHANGES     3
#define SUDOKU_VISION_MAX_CORRECTIONS 5

/**
 * SudokuVisionCorrection:
 * @n_changes: how many cells it changes (1–%SUDOKU_VISION_MAX_CHANGES)
 * @cells: those cells (0–80)
 * @digits: their new digits (0 for empty)
 * @cost: how much less likely the corrected reading is than the one read
 *   (a sum of log-probability differences; smaller is more likely)
 *
 * A change of a few cells after which the reading has exactly one solution.
 */
typedef struct
{
  guint  n_changes;
  guint8 cells[SUDOKU_VISION_MAX_CHANGES];
  guint8 digits[SUDOKU_VISION_MAX_CHANGES];
  double cost;
} SudokuVisionCorrection;

/**
 * SudokuVisionResult:
 * @cells: the 81 cells, row by row, the grid upright
 * @corners: the grid's corners in the upright image, in the order top-left,
 *   top-right, bottom-right, bottom-left of the grid as read (after the
 *   rotation); pass them back to sudoku_vision_read_bytes() to read again
 *   from corners a user moved
 * @image_width: the upright image's width in pixels
 * @image_height: its height
 * @rotation: quarter turns clockwise by which the grid was printed turned
 *   in the photo (0–3)
 * @n_solutions: solutions of the reading as first read (0, 1 or 2 for
 *   several), before any correction
 * @unique: %TRUE when the reading in @cells (after any correction) has
 *   exactly one solution
 * @status: what the check concluded
 * @n_corrections: how many of @corrections are set
 * @corrections: the most likely corrections, best first; when @status is
 *   %SUDOKU_VISION_CORRECTED, the first was applied
 * @n_duplicates: cells that repeat a digit in a house, as first read
 * @variant: the rules the printed grid shows: %SUDOKU_VARIANT_WINDOKU when
 *   the four windows (rows 2–4 and 6–8 × columns 2–4 and 6–8) are printed
 *   shaded, else %SUDOKU_VARIANT_CLASSIC; the check above is under them
 *
 * The outcome of reading a photo: a plain value, copied with `=`.
 */
typedef struct
{
  SudokuVisionCell       cells[SUDOKU_N_CELLS];
  SudokuVisionPoint      corners[4];
  int                    image_width;
  int                    image_height;
  guint                  rotation;
  guint                  n_solutions;
  gboolean               unique;
  SudokuVisionStatus     status;
  guint                  n_corrections;
  SudokuVisionCorrection corrections[SUDOKU_VISION_MAX_CORRECTIONS];
  guint                  n_duplicates;
  SudokuVariant          variant;
} SudokuVisionResult;

#define SUDOKU_TYPE_VISION_RESULT (sudoku_vision_result_get_type ())

GType               sudoku_vision_result_get_type (void) G_GNUC_CONST;
SudokuVisionResult *sudoku_vision_result_copy     (const SudokuVisionResult *result);
void                sudoku_vision_result_free     (SudokuVisionResult       *result);
/* The reading as a board of givens (after any correction), with the
 * variant read. */
void                sudoku_vision_result_to_board (const SudokuVisionResult *result,
                                                   SudokuBoard              *board);
/* 81 characters, '.' for an empty cell; free with g_free(). */
char               *sudoku_vision_result_dup_line (const SudokuVisionResult *result);
const char         *sudoku_vision_status_to_string (SudokuVisionStatus status);

/* Reads the Sudoku grid in an encoded image (any format gdk-pixbuf
 * decodes: PNG, JPEG, WebP, TIFF…). The image is turned upright by its
 * EXIF orientation. When @corners is not %NULL, it gives the grid's four
 * corners (top-left, top-right, bottom-right, bottom-left, in the upright
 * image's pixels) and no grid is searched for. Runs in the calling thread
 * (a worker's); checks @cancellable between steps. Returns %NULL with
 * @error set (SUDOKU_VISION_ERROR, or G_IO_ERROR_CANCELLED). */
SudokuVisionResult *sudoku_vision_read_bytes (GBytes                  *bytes,
                                              const SudokuVisionPoint *corners,
                                              GCancellable            *cancellable,
                                              GError                 **error);
SudokuVisionResult *sudoku_vision_read_file  (GFile                   *file,
                                              const SudokuVisionPoint *corners,
                                              GCancellable            *cancellable,
                                              GError                 **error);

/* The same in a worker thread, for a window. */
void                sudoku_vision_read_async  (GBytes                  *bytes,
                                               const SudokuVisionPoint *corners,
                                               GCancellable            *cancellable,
                                               GAsyncReadyCallback      callback,
                                               gpointer                 user_data);
SudokuVisionResult *sudoku_vision_read_finish (GAsyncResult            *result,
                                               GError                 **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuVisionResult, sudoku_vision_result_free)

G_END_DECLS
