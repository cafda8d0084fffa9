/* library-window-test-utils.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the library window's tests share (test-library-window.c,
 * test-library-layout.c): a library of their own in a new folder, with
 * the samples filed in their levels, the window on it, and reading and
 * choosing its rows. Built as the static library
 * library-window-test-utils, on ui-test-utils and library-test-utils. */

#pragma once

#include "sudoku-library-window.h"
#include "library-test-utils.h"
#include "ui-test-utils.h"

G_BEGIN_DECLS

/* A library of its own in a new folder, and the folder. */
typedef struct
{
  char          *folder;
  SudokuLibrary *library;
} Fixture;

void                 fixture_open       (Fixture             *fixture);
void                 fixture_close      (Fixture             *fixture);

SudokuLibraryWindow *open_window        (SudokuApplication   *application,
                                         SudokuLibrary       *library);
void                 close_window       (SudokuLibraryWindow *window);
void                 wait_idle          (SudokuLibraryWindow *window);
void                 show_group         (SudokuLibraryWindow *window,
                                         int                  group);

GtkColumnView       *column_view_of     (SudokuLibraryWindow *window);
GtkColumnViewColumn *column_titled      (SudokuLibraryWindow *window,
                                         const char          *title);
const SudokuLibraryPuzzle *
                     shown_puzzle       (SudokuLibraryWindow *window,
                                         guint                position);
guint                n_shown            (SudokuLibraryWindow *window);
void                 select_rows        (SudokuLibraryWindow *window,
                                         const guint         *positions,
                                         guint                n_positions);
void                 activate_action    (SudokuLibraryWindow *window,
                                         const char          *action,
                                         GVariant            *parameter);
GtkWidget           *row_at             (GtkWidget           *widget,
                                         guint                position);
gboolean             first_row_laid_out (gpointer             data);

G_END_DECLS
