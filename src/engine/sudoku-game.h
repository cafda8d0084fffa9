/* sudoku-game.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-move.h"
#include "sudoku-path.h"

G_BEGIN_DECLS

/**
 * SudokuGameMode:
 * @SUDOKU_GAME_EDIT: building the puzzle: digits typed become givens
 * @SUDOKU_GAME_SOLVE: solving it: givens are locked
 */
typedef enum {
  SUDOKU_GAME_EDIT,
  SUDOKU_GAME_SOLVE,
} SudokuGameMode;

#define SUDOKU_TYPE_GAME (sudoku_game_get_type ())

/**
 * SUDOKU_GAME_UNDO_LIMIT:
 *
 * How many actions undo goes back at most: the oldest is dropped past it,
 * so that hours of loading and solving keep memory bounded.
 */
#define SUDOKU_GAME_UNDO_LIMIT 1000

/**
 * SUDOKU_GAME_UNDO_MOVES_LIMIT:
 *
 * How many moves of earlier histories (puzzles loaded over, solves
 * replaced by an edit) undo keeps at most, about 2 KB each.
 */
#define SUDOKU_GAME_UNDO_MOVES_LIMIT 5000

G_DECLARE_FINAL_TYPE (SudokuGame, sudoku_game, SUDOKU, GAME, GObject)

SudokuGame            *sudoku_game_new                (SudokuVariant          variant);

const SudokuBoard     *sudoku_game_get_board          (SudokuGame            *self);
const SudokuMoveState *sudoku_game_get_state          (SudokuGame            *self);
SudokuOrigin           sudoku_game_get_origin         (SudokuGame            *self,
                                                       guint                  cell);
SudokuBoard           *sudoku_game_dup_puzzle         (SudokuGame            *self);
SudokuVariant          sudoku_game_get_variant        (SudokuGame            *self);

SudokuGameMode         sudoku_game_get_mode           (SudokuGame            *self);
void                   sudoku_game_set_mode           (SudokuGame            *self,
                                                       SudokuGameMode         mode);

GListModel            *sudoku_game_get_history        (SudokuGame            *self);

/* Editing; each call is one undoable action. */
void                   sudoku_game_load               (SudokuGame            *self,
                                                       const SudokuBoard     *puzzle);
gboolean               sudoku_game_set_value          (SudokuGame            *self,
                                                       guint                  cell,
                                                       guint                  digit);
gboolean               sudoku_game_toggle_candidate   (SudokuGame            *self,
                                                       guint                  cell,
                                                       guint                  digit);
gboolean               sudoku_game_clear              (SudokuGame            *self);
gboolean               sudoku_game_reset_candidates   (SudokuGame            *self);
void                   sudoku_game_apply_step         (SudokuGame            *self,
                                                       const SudokuStep      *step);
gboolean               sudoku_game_truncate_history   (SudokuGame            *self,
                                                       guint                  n_moves);

/* Several moves as one undoable action (a solve, all singles). */
void                   sudoku_game_begin_action       (SudokuGame            *self);
void                   sudoku_game_end_action         (SudokuGame            *self);
void                   sudoku_game_push_moves         (SudokuGame            *self,
                                                       SudokuMove           **moves,
                                                       guint                  n_moves);

gboolean               sudoku_game_can_undo           (SudokuGame            *self);
gboolean               sudoku_game_can_redo           (SudokuGame            *self);
gboolean               sudoku_game_undo               (SudokuGame            *self);
gboolean               sudoku_game_redo               (SudokuGame            *self);

char                  *sudoku_game_to_record          (SudokuGame            *self);
gboolean               sudoku_game_load_record        (SudokuGame            *self,
                                                       const char            *record,
                                                       GError               **error);
char                  *sudoku_game_to_undo_record     (SudokuGame            *self);
gboolean               sudoku_game_load_undo_record   (SudokuGame            *self,
                                                       const char            *record,
                                                       GError               **error);

GPtrArray             *sudoku_moves_for_path          (const SudokuMoveState *start,
                                                       const SudokuPath      *path);

G_END_DECLS
