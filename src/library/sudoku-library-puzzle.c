/* sudoku-library-puzzle.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library-puzzle.h"
#include "sudoku-library.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_BOXED_TYPE (SudokuLibraryPuzzle, sudoku_library_puzzle,
                     sudoku_library_puzzle_copy, sudoku_library_puzzle_free)

G_DEFINE_BOXED_TYPE (SudokuLibrarySolve, sudoku_library_solve,
                     sudoku_library_solve_copy, sudoku_library_solve_free)

/* The sources and titles of the sample puzzles (data/sample-puzzles.txt).
 * A library stores them in English, as every other source, and they
 * are translated when shown: a library is the same file in any
 * language, and a user's own text is never taken for one of ours. */
static const char * const sample_texts[] = {
  N_("Sample puzzle from the QQWing generator"),
  N_("Sample puzzle from the top1465 collection"),
  N_("Arto Inkala’s 2010 puzzle"),
  N_("Arto Inkala’s 2012 puzzle"),
  N_("The Herald Asahi’s “shadow” sudoku"),
  /* Translators: the title the press gave Arto Inkala's puzzles. */
  N_("“World’s hardest sudoku” (2010)"),
  N_("“World’s hardest sudoku” (2012)"),
};

/**
 * sudoku_library_translate_sample_text:
 * @text: a source or title as stored
 *
 * Returns: (transfer none): @text in the user's language when it is the
 *   source or title of a sample puzzle, else @text itself
 */
const char *
sudoku_library_translate_sample_text (const char *text)
{
  if (text == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (sample_texts); i++)
    if (strcmp (text, sample_texts[i]) == 0)
      return g_dgettext (GETTEXT_PACKAGE, sample_texts[i]);
  return text;
}

/**
 * sudoku_library_puzzle_get_display_source:
 *
 * Returns: (transfer none): the source to show: the stored one, in the
 *   user's language for a sample puzzle
 */
const char *
sudoku_library_puzzle_get_display_source (const SudokuLibraryPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);

  return sudoku_library_translate_sample_text (puzzle->source != NULL ? puzzle->source : "");
}

/**
 * sudoku_library_puzzle_get_display_title:
 *
 * Returns: (transfer none): the title to show: the stored one, in the
 *   user's language for a sample puzzle
 */
const char *
sudoku_library_puzzle_get_display_title (const SudokuLibraryPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);

  return sudoku_library_translate_sample_text (puzzle->title != NULL ? puzzle->title : "");
}

SudokuLibraryPuzzle *
sudoku_library_puzzle_new (void)
{
  SudokuLibraryPuzzle *puzzle = g_new0 (SudokuLibraryPuzzle, 1);

  memset (puzzle->givens, '.', SUDOKU_N_CELLS);
  puzzle->givens[SUDOKU_N_CELLS] = '\0';
  return puzzle;
}

/**
 * sudoku_library_puzzle_new_from_board:
 * @board: a board
 *
 * Returns: (transfer full): a puzzle with @board's variant and givens
 *   (placed digits that are not givens are left out) and no metadata
 */
SudokuLibraryPuzzle *
sudoku_library_puzzle_new_from_board (const SudokuBoard *board)
{
  SudokuLibraryPuzzle *puzzle;

  g_return_val_if_fail (board != NULL, NULL);

  puzzle = sudoku_library_puzzle_new ();
  puzzle->variant = board->variant;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->givens[cell] && board->values[cell] >= 1 && board->values[cell] <= 9)
      puzzle->givens[cell] = (char) ('0' + board->values[cell]);
  return puzzle;
}

SudokuLibraryPuzzle *
sudoku_library_puzzle_copy (const SudokuLibraryPuzzle *puzzle)
{
  SudokuLibraryPuzzle *copy;

  g_return_val_if_fail (puzzle != NULL, NULL);

  copy = g_memdup2 (puzzle, sizeof *puzzle);
  copy->canonical_key = g_strdup (puzzle->canonical_key);
  copy->source = g_strdup (puzzle->source);
  copy->title = g_strdup (puzzle->title);
  copy->notes = g_strdup (puzzle->notes);
  return copy;
}

void
sudoku_library_puzzle_free (SudokuLibraryPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;

  g_free (puzzle->canonical_key);
  g_free (puzzle->source);
  g_free (puzzle->title);
  g_free (puzzle->notes);
  g_free (puzzle);
}

/**
 * sudoku_library_puzzle_to_board:
 * @puzzle: a puzzle
 * @board: (out caller-allocates): its board: the givens, and the
 *   candidates they leave
 *
 * Returns: %FALSE when @puzzle's givens are not 81 digits and dots
 */
gboolean
sudoku_library_puzzle_to_board (const SudokuLibraryPuzzle *puzzle,
                                SudokuBoard               *board)
{
  g_return_val_if_fail (puzzle != NULL, FALSE);
  g_return_val_if_fail (board != NULL, FALSE);

  sudoku_board_init (board, puzzle->variant);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      char ch = puzzle->givens[cell];

      if (ch >= '1' && ch <= '9')
        sudoku_board_set_value (board, cell, ch - '0', TRUE);
      else if (ch != '.')
        return FALSE;
    }
  sudoku_board_compute_candidates (board);
  return TRUE;
}

SudokuLibrarySolve *
sudoku_library_solve_new (void)
{
  return g_new0 (SudokuLibrarySolve, 1);
}

SudokuLibrarySolve *
sudoku_library_solve_copy (const SudokuLibrarySolve *solve)
{
  SudokuLibrarySolve *copy;

  g_return_val_if_fail (solve != NULL, NULL);

  copy = g_memdup2 (solve, sizeof *solve);
  copy->profile = g_strdup (solve->profile);
  copy->engine_version = g_strdup (solve->engine_version);
  copy->result = g_strdup (solve->result);
  copy->steps = g_strdup (solve->steps);
  return copy;
}

void
sudoku_library_solve_free (SudokuLibrarySolve *solve)
{
  if (solve == NULL)
    return;

  g_free (solve->profile);
  g_free (solve->engine_version);
  g_free (solve->result);
  g_free (solve->steps);
  g_free (solve);
}

/**
 * sudoku_library_normalize_givens:
 * @text: 81 cells: `1`–`9`, or `.` or `0` for an empty cell
 * @givens: (out caller-allocates): the same with `.` for every empty cell
 * @error: %SUDOKU_LIBRARY_ERROR_INVALID naming the first bad cell
 *
 * Returns: %TRUE when @text is 81 cells
 */
gboolean
sudoku_library_normalize_givens (const char  *text,
                                 char         givens[SUDOKU_N_CELLS + 1],
                                 GError     **error)
{
  gsize length;

  g_return_val_if_fail (text != NULL, FALSE);

  length = strlen (text);
  if (length != SUDOKU_N_CELLS)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("The givens have %zu characters, expected 81"), length);
      return FALSE;
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      char ch = text[cell];

      if (ch >= '1' && ch <= '9')
        givens[cell] = ch;
      else if (ch == '.' || ch == '0')
        givens[cell] = '.';
      else
        {
          g_autofree char *name = sudoku_cell_dup_name (cell);

          g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                       _("The given at %s is “%c”, not a digit 1–9 or “.”"), name, ch);
          return FALSE;
        }
    }
  givens[SUDOKU_N_CELLS] = '\0';
  return TRUE;
}

/**
 * sudoku_library_dup_canonical_key:
 * @variant: the rules
 * @givens: 81 cells (sudoku_library_normalize_givens() forms)
 *
 * The key two puzzles share when they are the same puzzle: the variant
 * and the normalised givens, "classic:8.........". It is not invariant
 * under the symmetries of the grid (a transposed or relabelled copy is a
 * different key); the column is separate from the givens so that a later
 * schema can switch to such a key with a migration.
 *
 * Returns: (transfer full): the key, or %NULL when @givens are not 81
 *   cells
 */
char *
sudoku_library_dup_canonical_key (SudokuVariant  variant,
                                  const char    *givens)
{
  char normalized[SUDOKU_N_CELLS + 1];

  g_return_val_if_fail (givens != NULL, NULL);
  g_return_val_if_fail (variant <= SUDOKU_VARIANT_WINDOKU, NULL);

  if (!sudoku_library_normalize_givens (givens, normalized, NULL))
    return NULL;
  return g_strconcat (sudoku_variant_to_string (variant), ":", normalized, NULL);
}
