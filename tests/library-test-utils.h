/* library-test-utils.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the library tests share: opening a library that must open,
 * filing the samples in their levels, reading and writing the file
 * with SQLite directly, group counts, distinct puzzles by the thousand,
 * comparing puzzles, and importing text that must import. Built as the
 * static library library-test-utils, on the library and test-utils. */

#pragma once

#include <glib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "sudoku-library.h"
#include "test-utils.h"

G_BEGIN_DECLS

/* The number of sample puzzles a new library starts with, all in Sample:
 * seven of each level and the three seed puzzles
 * (data/sample-puzzles.txt). */
#define N_SAMPLES   (7 * 7 + 3)

SudokuLibrary *open_library           (const char                *path);
void           file_samples_in_levels (SudokuLibrary             *library);
SudokuLibrary *open_library_in_levels (const char                *path);

gint64         raw_int                (const char                *path,
                                       const char                *sql);
char          *raw_text               (const char                *path,
                                       const char                *sql);
void           raw_exec               (const char                *path,
                                       const char                *sql);

SudokuLibraryPuzzle *
               dup_first_of           (SudokuLibrary             *library,
                                       int                        level);
void           count_changed_cb       (SudokuLibrary             *library,
                                       guint                     *n_changed);

guint          count_group            (SudokuLibrary             *library,
                                       guint                      index);
guint          count_all              (SudokuLibrary             *library);

char          *make_puzzles           (guint                      n,
                                       guint                      first);
void           assert_puzzles_equal   (const SudokuLibraryPuzzle *a,
                                       const SudokuLibraryPuzzle *b);
SudokuLibraryImportResult *
               import_text            (SudokuLibrary             *library,
                                       const char                *text,
                                       int                        level);

G_END_DECLS
