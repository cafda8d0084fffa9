/* sudoku-game-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What sudoku-game.c (the game and its undo) and sudoku-game-record.c
 * (the game's records, saved and read) share. */

#pragma once

#include "sudoku-colouring.h"
#include "sudoku-game.h"

G_BEGIN_DECLS

/* The puzzle being solved: the board with the origin of every digit, the
 * history of the solve, and undo. Every change is an action that can be
 * undone as a whole; an action stores the state before it (a board is a
 * few hundred bytes, the history a list of shared, immutable moves), which
 * keeps undo exact whatever the action did. */

typedef struct
{
  SudokuMoveState  state;
  GPtrArray       *moves;
  /* The moves this snapshot alone keeps alive: all of its history when
   * the action after it replaced the history (a load, an edit), else 0. */
  guint            held_moves;
  /* The colourings, as in SudokuGame. */
  GPtrArray       *colourings;
  /* The mode the game was in. Switching the mode is not undone, but an
   * action that switched it as part of what it did (a load: a puzzle
   * with givens opens in Solve) gives it back with the board: then
   * @has_mode, and undoing or redoing to this snapshot sets @mode. */
  SudokuGameMode   mode;
  gboolean         has_mode;
} SudokuGameSnapshot;

/* The user's colouring as it was after a number of moves: the colouring
 * after move @at (0: before the first) is the last entry with its @at at
 * most that; the last entry is the colouring now. Entries are shared,
 * immutable, refcounted (g_rc_box). */
typedef struct
{
  guint           at;
  SudokuColouring colouring;
} SudokuColouringEntry;

struct _SudokuGame
{
  GObject          parent_instance;

  SudokuMoveState  state;
  SudokuGameMode   mode;

  /* The history, twice: as a list model for views, and as an array for
   * cheap snapshots. Both hold the same moves. */
  GListStore      *history;
  GPtrArray       *moves;

  GPtrArray       *undo_stack;
  GPtrArray       *redo_stack;
  guint            action_depth;

  /* SudokuColouringEntry, oldest first (sudoku-game-colouring.c). */
  GPtrArray       *colourings;
};

void     _sudoku_game_snapshot_free     (SudokuGameSnapshot    *snapshot);
gboolean _sudoku_game_states_equal      (const SudokuMoveState *a,
                                         const SudokuMoveState *b);
void     _sudoku_game_set_moves         (SudokuGame            *self,
                                         GPtrArray             *moves);
void     _sudoku_game_trim_undo         (SudokuGame            *self);
void     _sudoku_game_emit_changed      (SudokuGame            *self);
void     _sudoku_game_notify_undo_redo  (SudokuGame            *self,
                                         gboolean               could_undo,
                                         gboolean               could_redo);

/* sudoku-game-colouring.c */
GPtrArray *_sudoku_colourings_copy      (GPtrArray             *colourings);
gboolean   _sudoku_colourings_equal     (GPtrArray             *a,
                                         GPtrArray             *b);
void       _sudoku_game_trim_colourings (SudokuGame            *self);
void       _sudoku_colourings_append_record (GString           *out,
                                             GPtrArray         *colourings);
gboolean   _sudoku_colourings_parse_line (char                **fields,
                                          guint                 line,
                                          GPtrArray            *colourings,
                                          GError              **error);

#define SUDOKU_COLOURS_RECORD_ENTRY "nanpure-colours/1"

G_END_DECLS
