/* sudoku-ready-pool.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-generator.h"
#include "sudoku-library.h"

G_BEGIN_DECLS

/**
 * SudokuReadyPool:
 *
 * Keeps a few generated puzzles ready in the library (ready_puzzles)
 * for each kind asked for, so that a new puzzle is there at once. One
 * worker thread, at the lowest CPU priority, with a library connection
 * of its own: it generates while a kind has fewer than its target, and
 * sleeps otherwise until sudoku_ready_pool_wake() (after a take) or a
 * new kind. No GTK; the window takes puzzles with
 * sudoku_library_take_ready() and calls sudoku_ready_pool_wake().
 */
typedef struct _SudokuReadyPool SudokuReadyPool;

/* Called in the worker thread after each puzzle added. */
typedef void (*SudokuReadyPoolAdded) (SudokuVariant  variant,
                                      guint          level,
                                      SudokuSymmetry symmetry,
                                      gpointer       user_data);

SudokuReadyPool *sudoku_ready_pool_new       (const char           *library_path,
                                              guint                 target,
                                              SudokuReadyPoolAdded  added,
                                              gpointer              user_data);
void             sudoku_ready_pool_add_kind  (SudokuReadyPool      *pool,
                                              SudokuVariant         variant,
                                              guint                 level,
                                              SudokuSymmetry        symmetry);
void             sudoku_ready_pool_start     (SudokuReadyPool      *pool);
void             sudoku_ready_pool_wake      (SudokuReadyPool      *pool);
void             sudoku_ready_pool_stop      (SudokuReadyPool      *pool);
void             sudoku_ready_pool_free      (SudokuReadyPool      *pool);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuReadyPool, sudoku_ready_pool_free)

G_END_DECLS
