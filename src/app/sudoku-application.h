/* sudoku-application.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-library.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_APPLICATION (sudoku_application_get_type ())

G_DECLARE_FINAL_TYPE (SudokuApplication, sudoku_application, SUDOKU, APPLICATION, AdwApplication)

SudokuApplication *sudoku_application_new         (void);
SudokuLibrary     *sudoku_application_get_library (SudokuApplication  *self,
                                                   GError            **error);

G_END_DECLS
