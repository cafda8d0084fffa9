/* sudoku-application.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-generator.h"
#include "sudoku-library.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_APPLICATION (sudoku_application_get_type ())

G_DECLARE_FINAL_TYPE (SudokuApplication, sudoku_application, SUDOKU, APPLICATION, AdwApplication)

SudokuApplication *sudoku_application_new         (void);
SudokuLibrary     *sudoku_application_get_library (SudokuApplication  *self,
                                                   GError            **error);
gboolean           sudoku_application_import_files (SudokuApplication *self,
                                                    GFile            **files,
                                                    guint              n_files);
void               sudoku_application_want_ready  (SudokuApplication  *self,
                                                   SudokuVariant       variant,
                                                   guint               level,
                                                   SudokuSymmetry      symmetry);

G_END_DECLS
