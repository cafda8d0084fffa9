/* fuzz-vision.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A libFuzzer target for the photo reader. Arbitrary bytes go to
 * sudoku_vision_read_bytes(), once searching for the grid and once with
 * corners taken from the input's first bytes (as a review view passes
 * the corners a user dragged, anywhere, even outside the image). Either
 * it fails with a readable error of its own domain, or it gives a result
 * whose cells are digits 0–9 with probabilities and whose status agrees
 * with its count of solutions.
 */

#define G_LOG_DOMAIN "nanpure-fuzz"

#include "config.h"

#include "fuzz-common.h"
#include "sudoku-vision.h"

#include <string.h>

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  return 0;
}

static void
check_result (const SudokuVisionResult *result,
              const GError             *error)
{
  if (result == NULL)
    {
      fuzz_check_error (error);
      g_assert_true (error->domain == SUDOKU_VISION_ERROR);
      return;
    }
  g_assert_null (error);
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      const SudokuVisionCell *cell = &result->cells[i];

      g_assert_cmpuint (cell->digit, <=, 9);
      g_assert_cmpuint (cell->read, <=, 9);
      g_assert_cmpuint (cell->second, <=, 9);
      g_assert_true (cell->confidence >= 0 && cell->confidence <= 1.0001f);
      g_assert_true (cell->second_confidence >= 0 && cell->second_confidence <= 1.0001f);
    }
  g_assert_cmpuint (result->rotation, <, 4);
  g_assert_cmpuint (result->n_corrections, <=, SUDOKU_VISION_MAX_CORRECTIONS);
  if (result->status == SUDOKU_VISION_OK)
    g_assert_true (result->unique && result->n_solutions == 1);
  if (result->status == SUDOKU_VISION_CORRECTED)
    g_assert_true (result->unique && result->n_corrections > 0);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(SudokuVisionResult) found = NULL;
  g_autoptr(SudokuVisionResult) given = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) given_error = NULL;
  SudokuVisionPoint corners[4];

  found = sudoku_vision_read_bytes (bytes, NULL, NULL, &error);
  check_result (found, error);

  /* Corners from the first 16 bytes, as signed pixels. */
  if (size >= 16)
    {
      for (int i = 0; i < 4; i++)
        {
          gint16 x, y;
          memcpy (&x, data + 4 * i, 2);
          memcpy (&y, data + 4 * i + 2, 2);
          corners[i].x = x;
          corners[i].y = y;
        }
      given = sudoku_vision_read_bytes (bytes, corners, NULL, &given_error);
      check_result (given, given_error);
    }
  return 0;
}
