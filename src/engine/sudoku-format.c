/* sudoku-format.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <string.h>

#include "sudoku-parse.h"

/* Every format here writes the board's values (givens and placed digits
 * alike) with '.' for an empty cell, and sudoku_parse_puzzle() reads each
 * of them back to the same values. */

static inline char
cell_char (const SudokuBoard *board,
           guint              cell)
{
  guint value = board->values[cell];

  return value >= 1 && value <= 9 ? (char) ('0' + value) : '.';
}

/**
 * sudoku_format_line:
 * @board: a board
 *
 * Returns: (transfer full): the 81 cells row by row, `.` for an empty
 *   cell, with no newline
 */
char *
sudoku_format_line (const SudokuBoard *board)
{
  char *line;

  g_return_val_if_fail (board != NULL, NULL);

  line = g_malloc (SUDOKU_N_CELLS + 1);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    line[cell] = cell_char (board, cell);
  line[SUDOKU_N_CELLS] = '\0';
  return line;
}

/**
 * sudoku_format_grid:
 * @board: a board
 *
 * Returns: (transfer full): a 9×9 grid with `|` between boxes and a
 *   `+-------+` border every three rows:
 *
 * |[
 * +-------+-------+-------+
 * | . . 5 | 3 . . | . . . |
 * ]|
 */
char *
sudoku_format_grid (const SudokuBoard *board)
{
  static const char border[] = "+-------+-------+-------+\n";
  GString *text;

  g_return_val_if_fail (board != NULL, NULL);

  text = g_string_sized_new (13 * (sizeof border - 1));
  for (guint row = 0; row < 9; row++)
    {
      if (row % 3 == 0)
        g_string_append (text, border);
      for (guint column = 0; column < 9; column++)
        {
          if (column % 3 == 0)
            g_string_append (text, column == 0 ? "| " : " | ");
          else
            g_string_append_c (text, ' ');
          g_string_append_c (text, cell_char (board, row * 9 + column));
        }
      g_string_append (text, " |\n");
    }
  g_string_append (text, border);
  return g_string_free (text, FALSE);
}

static void
append_header (GString    *text,
               char        tag,
               const char *value)
{
  g_auto(GStrv) lines = NULL;

  if (value == NULL)
    return;

  /* One header line per line of the value; the parser joins them again.
   * The space after the tag keeps "#A uthor" from reading as "#Author". */
  lines = g_strsplit_set (value, "\r\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0')
        g_string_append_printf (text, "#%c %s\n", tag, lines[i]);
    }
}

/**
 * sudoku_format_sdk:
 * @puzzle: a puzzle
 *
 * Returns: (transfer full): the SadMan/SudoCue `.sdk` text: the headers
 *   that are set (`#A` author, `#D` description, `#C` comment, `#B` date,
 *   `#S` source, `#L` level, `#U` URL) and 9 rows of 9 cells
 */
char *
sudoku_format_sdk (const SudokuPuzzle *puzzle)
{
  GString *text;

  g_return_val_if_fail (puzzle != NULL, NULL);

  text = g_string_new (NULL);
  append_header (text, 'A', puzzle->author);
  append_header (text, 'D', puzzle->description);
  append_header (text, 'C', puzzle->comment);
  append_header (text, 'B', puzzle->date);
  append_header (text, 'S', puzzle->source);
  append_header (text, 'L', puzzle->level);
  append_header (text, 'U', puzzle->url);

  for (guint row = 0; row < 9; row++)
    {
      for (guint column = 0; column < 9; column++)
        g_string_append_c (text, cell_char (&puzzle->board, row * 9 + column));
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/**
 * sudoku_format_ss:
 * @board: a board
 *
 * Returns: (transfer full): the Simple Sudoku `.ss` layout:
 *
 * |[
 * *-----------*
 * |.2.|...|...|
 * |---+---+---|
 * *-----------*
 * ]|
 */
char *
sudoku_format_ss (const SudokuBoard *board)
{
  static const char frame[] = "*-----------*\n";
  static const char separator[] = "|---+---+---|\n";
  GString *text;

  g_return_val_if_fail (board != NULL, NULL);

  text = g_string_sized_new (13 * (sizeof frame - 1));
  g_string_append (text, frame);
  for (guint row = 0; row < 9; row++)
    {
      if (row == 3 || row == 6)
        g_string_append (text, separator);
      for (guint column = 0; column < 9; column++)
        {
          if (column % 3 == 0)
            g_string_append_c (text, '|');
          g_string_append_c (text, cell_char (board, row * 9 + column));
        }
      g_string_append (text, "|\n");
    }
  g_string_append (text, frame);
  return g_string_free (text, FALSE);
}
