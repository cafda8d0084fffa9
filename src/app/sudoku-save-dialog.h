/* sudoku-save-dialog.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-library.h"
#include "sudoku-path.h"
#include "sudoku-session.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SAVE_DIALOG (sudoku_save_dialog_get_type ())

G_DECLARE_FINAL_TYPE (SudokuSaveDialog, sudoku_save_dialog, SUDOKU, SAVE_DIALOG,
                      AdwMessageDialog)

gboolean             sudoku_save_dialog_is_saving  (SudokuSaveDialog          *self);
GtkWidget           *sudoku_save_dialog_new_for_session (GtkWindow          *parent,
                                                    SudokuSession             *session,
                                                    SudokuLibrary             *library,
                                                    const SudokuRating        *rating);

G_END_DECLS
