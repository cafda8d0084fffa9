/* sudoku-panels.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_PANELS (sudoku_panels_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPanels, sudoku_panels, SUDOKU, PANELS, GObject)

void sudoku_panels_attach (SudokuPanels *self,
                           GActionMap   *actions);

G_END_DECLS
