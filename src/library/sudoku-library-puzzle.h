/* sudoku-library-puzzle.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sudoku-board.h"

G_BEGIN_DECLS

/* Book levels: 1–7 as the book says, 0 for none (the Sample group). */
#define SUDOKU_LIBRARY_SAMPLE     0
#define SUDOKU_LIBRARY_MAX_LEVEL  7

/**
 * SudokuLibraryPuzzle:
 * @id: the row id, > 0 once stored
 * @variant: the rules
 * @givens: 81 characters, `1`–`9` or `.`, nul-terminated
 * @canonical_key: (nullable): the duplicate-detection key
 *   (sudoku_library_dup_canonical_key()); filled in by the library
 * @level: the book level 1–7, or %SUDOKU_LIBRARY_SAMPLE
 * @computed_level: our rating's level 1–7, or 0 when not rated yet
 * @score: our rating's score (0 when not rated)
 * @se: the hardest step on the Sudoku Explainer scale (0 when not rated)
 * @number: the puzzle's number ("No. 12"); 0 when adding means "the next
 *   number in its level"
 * @source: volume or source ("Daiso vol. 3"), never %NULL when read
 * @title: the title, never %NULL when read
 * @notes: free text, never %NULL when read
 * @created: when it was added, Unix time (seconds, UTC)
 * @modified: when it last changed, Unix time
 * @solved: whether a solve with result "solved" is stored
 * @has_progress: whether an unfinished game is stored
 *
 * One puzzle of the library, as a plain value.
 */
typedef struct
{
  gint64         id;
  SudokuVariant  variant;
  char           givens[SUDOKU_N_CELLS + 1];
  char          *canonical_key;
  guint          level;
  guint          computed_level;
  guint          score;
  double         se;
  guint          number;
  char          *source;
  char          *title;
  char          *notes;
  gint64         created;
  gint64         modified;
  gboolean       solved;
  gboolean       has_progress;
} SudokuLibraryPuzzle;

#define SUDOKU_TYPE_LIBRARY_PUZZLE (sudoku_library_puzzle_get_type ())

GType                sudoku_library_puzzle_get_type       (void) G_GNUC_CONST;
SudokuLibraryPuzzle *sudoku_library_puzzle_new            (void);
SudokuLibraryPuzzle *sudoku_library_puzzle_new_from_board (const SudokuBoard         *board);
SudokuLibraryPuzzle *sudoku_library_puzzle_copy           (const SudokuLibraryPuzzle *puzzle);
void                 sudoku_library_puzzle_free           (SudokuLibraryPuzzle       *puzzle);
const char          *sudoku_library_puzzle_get_display_source (const SudokuLibraryPuzzle *puzzle);
const char          *sudoku_library_puzzle_get_display_title  (const SudokuLibraryPuzzle *puzzle);
const char          *sudoku_library_translate_sample_text     (const char                *text);
gboolean             sudoku_library_puzzle_to_board       (const SudokuLibraryPuzzle *puzzle,
                                                           SudokuBoard               *board);

/**
 * SudokuLibrarySolve:
 * @id: the row id, > 0 once stored
 * @puzzle_id: the puzzle solved
 * @date: when, Unix time (seconds, UTC)
 * @profile: the technique profile ("full", or a list of keys)
 * @engine_version: the version of Nanpure that solved it
 * @result: how it ended: "solved" counts as solved; the app also uses
 *   "stuck", "gave-up", "no-solution"
 * @duration_ms: how long it took, in milliseconds
 * @steps: the step list, opaque to the library (the app stores
 *   sudoku_step_list_to_record() text, which carries its own version)
 *
 * One saved solve.
 */
typedef struct
{
  gint64  id;
  gint64  puzzle_id;
  gint64  date;
  char   *profile;
  char   *engine_version;
  char   *result;
  gint64  duration_ms;
  char   *steps;
} SudokuLibrarySolve;

#define SUDOKU_TYPE_LIBRARY_SOLVE (sudoku_library_solve_get_type ())

GType               sudoku_library_solve_get_type (void) G_GNUC_CONST;
SudokuLibrarySolve *sudoku_library_solve_new      (void);
SudokuLibrarySolve *sudoku_library_solve_copy     (const SudokuLibrarySolve *solve);
void                sudoku_library_solve_free     (SudokuLibrarySolve       *solve);

gboolean            sudoku_library_normalize_givens  (const char     *text,
                                                      char            givens[SUDOKU_N_CELLS + 1],
                                                      GError        **error);
char               *sudoku_library_dup_canonical_key (SudokuVariant   variant,
                                                      const char     *givens);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuLibraryPuzzle, sudoku_library_puzzle_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuLibrarySolve, sudoku_library_solve_free)

G_END_DECLS
