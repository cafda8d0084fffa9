/* sudoku-error.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-error.h"

G_DEFINE_QUARK (sudoku-error-quark, sudoku_error)
