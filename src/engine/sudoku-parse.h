/* sudoku-parse.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sudoku-board.h"

G_BEGIN_DECLS

/**
 * SudokuPuzzle:
 * @board: values, givens and (when @has_candidates) the candidates read
 * @has_candidates: %TRUE when the input carried pencil marks or deleted
 *   candidates (pencil-mark grids, HoDoKu library lines); otherwise
 *   @board's candidates are the ones computed from the values
 * @author: `.sdk` `#A`
 * @description: `.sdk` `#D`
 * @comment: `.sdk` `#C`
 * @date: `.sdk` `#B`
 * @source: `.sdk` `#S`
 * @level: `.sdk` `#L`
 * @url: `.sdk` `#U`
 * @comment_line: a trailing `# comment` of a one-line puzzle
 *
 * A parsed puzzle: the board and what the text said about it. Unset
 * strings are %NULL.
 */
typedef struct
{
  SudokuBoard board;
  gboolean    has_candidates;
  char       *author;
  char       *description;
  char       *comment;
  char       *date;
  char       *source;
  char       *level;
  char       *url;
  char       *comment_line;
} SudokuPuzzle;

#define SUDOKU_TYPE_PUZZLE (sudoku_puzzle_get_type ())

GType         sudoku_puzzle_get_type (void) G_GNUC_CONST;
SudokuPuzzle *sudoku_puzzle_new      (SudokuVariant       variant);
SudokuPuzzle *sudoku_puzzle_copy     (const SudokuPuzzle *puzzle);
void          sudoku_puzzle_free     (SudokuPuzzle       *puzzle);
guint         sudoku_puzzle_get_level (const SudokuPuzzle *puzzle);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuPuzzle, sudoku_puzzle_free)

/**
 * sudoku_parse_puzzle:
 * @text: UTF-8 text holding exactly one puzzle in any supported format
 * @length: length of @text in bytes, or -1 if nul-terminated
 * @variant: the variant to give the board
 * @error: a %SUDOKU_ERROR saying what is wrong and where
 *
 * Supported: 81-character lines (`.` `0` `-` `_` `*` for empty, an
 * optional trailing `# comment`); 9×9 grids with or without `|`, `+---`
 * or `*---*` borders; space-separated 9×9 matrices; `.sdk` (with `#`
 * headers); `.ss`; HoDoKu library lines (`:code:cands:givens:deleted:…`,
 * `+` before placed digits); pencil-mark grids (81 candidate groups);
 * full-width digits ０–９ anywhere a digit is allowed. Values are not
 * checked against the rules: call sudoku_board_validate().
 *
 * Returns: (transfer full): the puzzle, or %NULL with @error set
 */
SudokuPuzzle *sudoku_parse_puzzle (const char    *text,
                                   gssize         length,
                                   SudokuVariant  variant,
                                   GError       **error);

/**
 * SudokuParseEntry:
 * @line: 1-based line of the input where the entry starts
 * @puzzle: the puzzle, or %NULL when @error is set
 * @error: why the entry could not be read
 */
typedef struct
{
  guint         line;
  SudokuPuzzle *puzzle;
  GError       *error;
} SudokuParseEntry;

void sudoku_parse_entry_free (SudokuParseEntry *entry);

/**
 * sudoku_parse_collection:
 *
 * Reads a file's worth of puzzles. When the whole text is one multi-line
 * puzzle (a grid, a matrix, `.sdk`, `.ss`, a pencil-mark grid) that is the
 * only entry; otherwise every line that is neither empty nor a `#` comment
 * is one puzzle (`.sdm`, lists of 81-character lines, HoDoKu library
 * files), and a line that does not parse becomes an entry with @error set
 * whose message starts with its line number.
 *
 * Returns: (transfer full) (element-type SudokuParseEntry): the entries,
 *   in input order; empty when the text holds no puzzle
 */
GPtrArray *sudoku_parse_collection (const char    *text,
                                    gssize         length,
                                    SudokuVariant  variant);

/**
 * SudokuParseEntryFunc:
 * @entry: (transfer full): the next entry; free it with
 *   sudoku_parse_entry_free()
 * @user_data: what was given
 */
typedef void (*SudokuParseEntryFunc) (SudokuParseEntry *entry,
                                      gpointer          user_data);

/**
 * sudoku_parse_collection_foreach:
 *
 * sudoku_parse_collection() one entry at a time, in input order, each
 * handed to @func as soon as it is read: a caller that keeps less than
 * the whole entry holds less than the whole file in memory at once.
 */
void sudoku_parse_collection_foreach (const char          *text,
                                      gssize               length,
                                      SudokuVariant        variant,
                                      SudokuParseEntryFunc func,
                                      gpointer             user_data);

/* Formatting. Every result ends with a newline except the line format. */
char *sudoku_format_line (const SudokuBoard  *board);   /* 81 chars, '.' empty */
char *sudoku_format_grid (const SudokuBoard  *board);   /* bordered 9×9 grid */
char *sudoku_format_sdk  (const SudokuPuzzle *puzzle);  /* headers + 9 lines */
char *sudoku_format_ss   (const SudokuBoard  *board);   /* Simple Sudoku .ss */

G_END_DECLS
