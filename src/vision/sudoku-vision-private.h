/* sudoku-vision-private.h — the reader's steps, shared by its files and tests
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-vision.h"

G_BEGIN_DECLS

/* An 8-bit grayscale image, rows packed (stride = width). @cells, when
 * not NULL, is a second plane of the same size that the cells are cut
 * from (_vision_extract_cells()): the luminance blended with the darkest
 * channel, in which coloured ink shows; grid finding and the lines keep
 * to the luminance, as a coloured page or background there would join
 * everything into one shape. */
typedef struct
{
  int     width;
  int     height;
  guint8 *pixels;
  guint8 *cells;
} VisionGray;

VisionGray *_vision_gray_new  (int width, int height);
void        _vision_gray_free (VisionGray *gray);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VisionGray, _vision_gray_free)

/* Never more pixels than this in the decoded image: larger images are
 * scaled down while they are decoded (JPEG decodes at 1/2, 1/4, 1/8). */
#define VISION_MAX_SIDE 1600
/* Images with more pixels than this are refused before decoding. */
#define VISION_MAX_PIXELS (200 * 1000 * 1000)

/* Decodes @bytes upright and gray, its longest side at most
 * VISION_MAX_SIDE; @scale is set to the factor from the upright
 * original's pixels to the gray image's (≤ 1), @width and @height to
 * the original's upright size. */
VisionGray *_vision_decode (GBytes  *bytes,
                            double  *scale,
                            int     *width,
                            int     *height,
                            GError **error);

/* Bilinear sample at (x, y); outside the image, the nearest edge pixel. */
float _vision_gray_sample (const VisionGray *gray,
                           double            x,
                           double            y);

/* A plane projective map: (x, y) → ((h0 x + h1 y + h2) / w,
 * (h3 x + h4 y + h5) / w), w = h6 x + h7 y + 1. */
typedef struct
{
  double h[8];
} VisionHomography;

/* The map from the unit square's corners (0,0) (1,0) (1,1) (0,1) to @quad.
 * Returns FALSE when @quad is degenerate. */
gboolean _vision_homography_from_unit (VisionHomography        *homography,
                                       const SudokuVisionPoint  quad[4]);
void     _vision_homography_apply     (const VisionHomography  *homography,
                                       double                   u,
                                       double                   v,
                                       double                  *x,
                                       double                  *y);

/* Solves the n × n system @a x = @b in place (@b becomes x; Gaussian
 * elimination with partial pivoting); FALSE when singular. The least
 * squares fits of the reader (the lines' field, the windows' shades). */
gboolean _vision_solve_n (double *a,
                          double *b,
                          int     n);

/* Finds the largest quadrilateral of the image whose inside has the 9×9
 * line structure of a Sudoku grid, in the ink of the adaptive threshold
 * @ink_ratio (a pixel is ink below that share of its neighbourhood's
 * mean; VisionTuning.ink_ratio). @quad is in @gray's pixels, ordered
 * top-left, top-right, bottom-right, bottom-left as seen in the image. */
gboolean _vision_find_grid (const VisionGray  *gray,
                            double             ink_ratio,
                            SudokuVisionPoint  quad[4],
                            GCancellable      *cancellable);

/* The grid's 10×10 line crossings, in @gray's pixels, following the
 * printed lines inside @quad (a curved page bends them): followed again
 * from a smooth field fitted to the crossings found, until it settles, so
 * a line bent far from the corners' straight grid is reached
 * (sudoku-vision-warp.c). */
void _vision_follow_lines (const VisionGray        *gray,
                           const SudokuVisionPoint  quad[4],
                           SudokuVisionPoint        crossings[10][10]);

/* The inside of each cell, @size × @size pixels, sampled between the
 * cell's four crossings (grid lines cropped). @cells holds 81 × size². */
#define VISION_CELL_SIZE 32
void _vision_extract_cells (const VisionGray        *gray,
                            const SudokuVisionPoint  crossings[10][10],
                            guint8                  *cells);

/* Lifts the paper of the cells (81 × VISION_CELL_SIZE², as cut by
 * _vision_extract_cells()) where it lies clearly darker than the page's
 * light, pixel by pixel, back to that light: a shadow across the grid (a
 * hand's, the phone's) leaves its digits, even one across the shadow's
 * edge, as dark against their paper as in the light. */
void _vision_flatten_cells (guint8 *cells);

/* Decides whether a cell image holds a printed mark: VISION_INK_MARK,
 * and then @pixels is rewritten with everything but the mark whitened;
 * VISION_INK_NONE when its darkest and lightest parts differ by less than
 * @min_contrast gray levels or only specks and line remains are there;
 * VISION_INK_DOUBT when a blob of a digit's size lies off the middle (a
 * digit the crop cut?), @pixels untouched. */
typedef enum {
  VISION_INK_NONE,
  VISION_INK_MARK,
  VISION_INK_DOUBT,
} VisionInk;

VisionInk _vision_cell_has_ink (guint8 *pixels,
                                int     size,
                                int     min_contrast);

/* Whether the cells (81 × VISION_CELL_SIZE², as cut by
 * _vision_extract_cells(), before any is whitened) show Windoku's four
 * windows printed shaded: the paper of each window's cells darker than
 * the rest by clearly more than the light varies over the page. */
gboolean _vision_find_windows (const guint8 *cells);

/* Checks @result's reading with the exact solver, under @result's
 * variant, and sets n_solutions,
 * unique, status, corrections and n_duplicates; may apply a correction.
 * @scores: per cell the reader's probabilities of 0–9. */
gboolean _vision_check (SudokuVisionResult *result,
                        const float         scores[SUDOKU_N_CELLS][10],
                        GCancellable       *cancellable,
                        GError            **error);

/* The reader's constants that were set by looking at the training photos,
 * gathered so that build-aux/bench-scan --cross-validate can choose them
 * on some photos and judge them on others: with NANPURE_VISION_TUNE set
 * to "name=value,…" in the environment (names as below, with '-'), the
 * values given replace the defaults. Read once per process. */
typedef struct
{
  /* Least share of a grid's rows and columns of cells whose inner lines
   * are seen, for a shape to be a grid (grid finding). */
  double structure_min;
  /* How much better an inner grid must show its lines than the largest
   * shape around it to win (a frame's edge). */
  double frame_gain;
  /* A pixel is ink below this share of its neighbourhood's mean (the
   * adaptive threshold of grid finding); when the first reading is not
   * ok, the grids found at ± INK_RATIO_SPREAD are read too. */
  double ink_ratio;
  /* A cell has no ink below this share of the page's paper–ink contrast. */
  double contrast_share;
  /* Nor below this many gray levels, whatever the page. */
  double contrast_floor;
  /* A digit read with less probability makes the reading unsure. */
  double confident;
  /* The weight of a pixel's darkest channel (each channel scaled so that
   * the paper is white) in the gray the cells are cut from, against its
   * luminance: red or blue digits, faint in luminance, are dark there.
   * Not cross-validated any more: a reading from it that is not ok is
   * compared with one from the luminance alone, and the photo's check
   * decides (read_gray() in sudoku-vision.c). */
  double darkest_channel;
  /* A digit whose ink is lighter than this share of the median contrast
   * of the page's digits is in doubt (a stain, a pen or pencil mark, a
   * show-through): read_cells() in sudoku-vision.c. */
  double light_ink;
} VisionTuning;

const VisionTuning *_vision_tuning (void);

G_END_DECLS
