/* sudoku-forcing.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Placeholder until this family's finder lands: finds nothing, and
 * sudoku-logic.c does not list it as implemented. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include "sudoku-techniques.h"

gboolean
_sudoku_find_forcing (const SudokuGrid *grid,
                 SudokuTechnique   technique,
                 SudokuStepSink    sink,
                 gpointer          user_data)
{
  return FALSE;
}

char *
_sudoku_describe_forcing (const SudokuStep  *step,
                     const SudokuBoard *before,
                     gboolean           full)
{
  return NULL;
}
