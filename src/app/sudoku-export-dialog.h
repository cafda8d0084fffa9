/* sudoku-export-dialog.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-export.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_EXPORT_DIALOG (sudoku_export_dialog_get_type ())

G_DECLARE_FINAL_TYPE (SudokuExportDialog, sudoku_export_dialog, SUDOKU, EXPORT_DIALOG, AdwWindow)

SudokuExportDialog *sudoku_export_dialog_new       (GtkWindow          *parent,
                                                    GPtrArray          *items,
                                                    SudokuExportWhat    what);
void                sudoku_export_dialog_get_options (SudokuExportDialog  *self,
                                                      SudokuExportOptions *options);
void                sudoku_export_dialog_export_to (SudokuExportDialog *self,
                                                    GFile              *file);
gboolean            sudoku_export_dialog_is_busy   (SudokuExportDialog *self);
void                sudoku_export_dialog_cancel    (SudokuExportDialog *self);

G_END_DECLS
