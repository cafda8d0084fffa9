/* sudoku-preferences-window.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_PREFERENCES_WINDOW (sudoku_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPreferencesWindow, sudoku_preferences_window,
                      SUDOKU, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *sudoku_preferences_window_new (GtkWindow *parent);

G_END_DECLS
