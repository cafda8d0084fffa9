/* sudoku-parse.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-parse.h"
#include "sudoku-error.h"

/* What the parser reads, in order of detection:
 *
 *  - HoDoKu library lines (`:code:candidates:givens:deleted:…`);
 *  - one puzzle on one line (81 cells, an optional trailing `# comment`);
 *  - grids of 9 rows: compact (`..53.....`, `.2.|...|...`), spaced
 *    (`. . 5 | 3 . .`, `0 0 5 3 0 0 0 0 0`) or pencil marks (9 groups of
 *    candidates), with any border lines (`+---+`, `*---*`, `|---+---|`,
 *    `.----.----.`, box drawing) in between;
 *  - `.sdk` headers (`#A`, `#D`, …) anywhere in `#` comment lines, and a
 *    `[Puzzle]` line before a grid; a later `[Section]` ends the puzzle.
 *
 * Every loop is bounded by the end of its line, and nothing assumes the
 * text is valid UTF-8 or free of nul bytes: a byte that does not start a
 * valid character is reported where it stands. */

/* A grid may have a border line between every pair of rows, and some
 * slack for a title line: beyond this many lines a text is a list. */
#define MAX_GRID_LINES 20

#define CHAR_INVALID ((gunichar) -1)

typedef struct
{
  const char *start;
  gsize       length;  /* In bytes, without the line break. */
  guint       number;  /* 1-based. */
} Line;

typedef struct
{
  const char *p;
  const char *end;
  guint       number;  /* Number of the next line. */
} LineReader;

typedef enum {
  LINE_BLANK,
  LINE_COMMENT,
  LINE_PUZZLE_SECTION,
  LINE_SECTION,
  LINE_BORDER,
  LINE_DATA,
} LineKind;

G_DEFINE_BOXED_TYPE (SudokuPuzzle, sudoku_puzzle, sudoku_puzzle_copy, sudoku_puzzle_free)

/**
 * sudoku_puzzle_new:
 * @variant: the variant of the board
 *
 * Returns: (transfer full): an empty puzzle with no metadata
 */
SudokuPuzzle *
sudoku_puzzle_new (SudokuVariant variant)
{
  SudokuPuzzle *puzzle = g_new0 (SudokuPuzzle, 1);

  sudoku_board_init (&puzzle->board, variant);
  return puzzle;
}

SudokuPuzzle *
sudoku_puzzle_copy (const SudokuPuzzle *puzzle)
{
  SudokuPuzzle *copy;

  g_return_val_if_fail (puzzle != NULL, NULL);

  copy = g_memdup2 (puzzle, sizeof *puzzle);
  copy->author = g_strdup (puzzle->author);
  copy->description = g_strdup (puzzle->description);
  copy->comment = g_strdup (puzzle->comment);
  copy->date = g_strdup (puzzle->date);
  copy->source = g_strdup (puzzle->source);
  copy->level = g_strdup (puzzle->level);
  copy->url = g_strdup (puzzle->url);
  copy->comment_line = g_strdup (puzzle->comment_line);
  return copy;
}

void
sudoku_puzzle_free (SudokuPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;

  g_free (puzzle->author);
  g_free (puzzle->description);
  g_free (puzzle->comment);
  g_free (puzzle->date);
  g_free (puzzle->source);
  g_free (puzzle->level);
  g_free (puzzle->url);
  g_free (puzzle->comment_line);
  g_free (puzzle);
}

/**
 * sudoku_puzzle_get_level:
 * @puzzle: a parsed puzzle
 *
 * The level its `.sdk` `#L` header gives it, read by one rule for the
 * window and the command line: a number 1–7, alone or after "Level" (as
 * the library's `.sdk` export writes it), with spaces around ignored.
 *
 * Returns: 1–7, or 0 when the header is missing or says something else
 */
guint
sudoku_puzzle_get_level (const SudokuPuzzle *puzzle)
{
  g_autofree char *text = NULL;
  const char *number;
  guint64 level;

  g_return_val_if_fail (puzzle != NULL, 0);

  if (puzzle->level == NULL)
    return 0;
  text = g_strstrip (g_strdup (puzzle->level));
  number = text;
  if (g_ascii_strncasecmp (number, "level", 5) == 0)
    {
      number += 5;
      while (g_ascii_isspace (*number))
        number++;
    }
  if (!g_ascii_string_to_unsigned (number, 10, 1, 7, &level, NULL))
    return 0;
  return (guint) level;
}

void
sudoku_parse_entry_free (SudokuParseEntry *entry)
{
  if (entry == NULL)
    return;

  g_clear_pointer (&entry->puzzle, sudoku_puzzle_free);
  g_clear_error (&entry->error);
  g_free (entry);
}

/* Characters */

/* Reads the character at *p (which must be before @end) and moves past
 * it. A byte that does not start a valid UTF-8 sequence within @end, and
 * a nul byte, are one character each: CHAR_INVALID and U+0000. */
static inline gunichar
read_char (const char **p,
           const char  *end)
{
  guchar byte = (guchar) **p;
  gunichar ch;

  if (byte < 0x80)
    {
      (*p)++;
      return byte;
    }

  ch = g_utf8_get_char_validated (*p, end - *p);
  if (ch == (gunichar) -1 || ch == (gunichar) -2)
    {
      (*p)++;
      return CHAR_INVALID;
    }

  *p = g_utf8_next_char (*p);
  return ch;
}

static inline gboolean
is_space (gunichar ch)
{
  if (ch < 0x80)
    return ch == ' ' || ch == '\t' || ch == '\v' || ch == '\f' || ch == '\r';

  /* A byte order mark inside the text is a zero-width no-break space. */
  return ch != CHAR_INVALID && (g_unichar_isspace (ch) || ch == 0xfeff);
}

static inline gboolean
is_box_drawing (gunichar ch)
{
  return ch >= 0x2500 && ch <= 0x257f;
}

static inline gboolean
is_box_vertical (gunichar ch)
{
  switch (ch)
    {
    case 0x2502: case 0x2503: case 0x2506: case 0x2507: case 0x250a:
    case 0x250b: case 0x254e: case 0x254f: case 0x2551:
      return TRUE;
    default:
      return FALSE;
    }
}

/* What separates cells or boxes within a row. */
static inline gboolean
is_separator (gunichar ch)
{
  return ch == '|' || is_box_vertical (ch);
}

/* A digit 1–9, ASCII or full-width; 0 for anything else. */
static inline int
digit_value (gunichar ch)
{
  if (ch >= '1' && ch <= '9')
    return ch - '0';
  if (ch >= 0xff11 && ch <= 0xff19)
    return ch - 0xff10;
  return 0;
}

/* The value of a cell character: 1–9 for a digit, 0 for an empty-cell
 * mark, -1 for anything else. Simple Sudoku writes `X` for empty cells,
 * which grids accept. */
static inline int
cell_value (gunichar ch,
            gboolean in_grid)
{
  int digit = digit_value (ch);

  if (digit != 0)
    return digit;

  switch (ch)
    {
    case '0': case '.': case '-': case '_': case '*': case 0xff10:
      return 0;
    case 'x': case 'X':
      return in_grid ? 0 : -1;
    default:
      return -1;
    }
}

/* Errors */

/* The 1-based column of @position within @line, in characters. */
static guint
column_at (const Line *line,
           const char *position)
{
  const char *p = line->start;
  guint column = 1;

  while (p < position)
    {
      read_char (&p, position);
      column++;
    }
  return column;
}

typedef enum {
  NOT_A_CELL,
  NOT_A_CANDIDATE,
  NOT_A_DIGIT,
} CharProblem;

/* Reports the character at @position: what it is, where, and why it
 * does not belong there. */
static gboolean
set_char_error (GError      **error,
                const Line   *line,
                const char   *position,
                CharProblem   problem)
{
  const char *p = position;
  const char *end = line->start + line->length;
  guint column = column_at (line, position);
  gunichar ch = read_char (&p, end);
  char utf8[8] = { 0, };
  g_autofree char *shown = NULL;

  if (ch == CHAR_INVALID)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_BAD_CHARACTER,
                   _("line %u, column %u: byte 0x%02X is not valid UTF-8"),
                   line->number, column, (guchar) *position);
      return FALSE;
    }

  /* Quoted when printable, else as a code point. */
  if (g_unichar_isprint (ch))
    {
      g_unichar_to_utf8 (ch, utf8);
      shown = g_strdup_printf ("'%s'", utf8);
    }
  else
    shown = g_strdup_printf ("U+%04X", ch);

  switch (problem)
    {
    case NOT_A_CANDIDATE:
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_BAD_CHARACTER,
                   _("line %u, column %u: %s is not a candidate digit"),
                   line->number, column, shown);
      break;
    case NOT_A_DIGIT:
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_BAD_CHARACTER,
                   _("line %u, column %u: %s is not a digit from 1 to 9"),
                   line->number, column, shown);
      break;
    case NOT_A_CELL:
    default:
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_BAD_CHARACTER,
                   /* Translators: "line 3, column 12: '#' is not a digit or
                    * an empty-cell mark". */
                   _("line %u, column %u: %s is not a digit or an empty-cell mark"),
                   line->number, column, shown);
      break;
    }
  return FALSE;
}

static gboolean
set_count_error (GError     **error,
                 const Line  *line,
                 guint        n_cells,
                 guint        expected)
{
  g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_LENGTH,
               /* Translators: "line 1: 80 cells, expected 81". */
               g_dngettext (GETTEXT_PACKAGE,
                            "line %u: %u cell, expected %u",
                            "line %u: %u cells, expected %u", n_cells),
               line->number, n_cells, expected);
  return FALSE;
}

static gboolean
set_more_than_one_error (GError     **error,
                         const Line  *line)
{
  g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_SEVERAL_PUZZLES,
               _("line %u: more than one puzzle"), line->number);
  return FALSE;
}

/* Lines */

static void
line_reader_init (LineReader *reader,
                  const char *text,
                  gsize       length)
{
  reader->p = text;
  reader->end = text + length;
  reader->number = 1;

  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    reader->p += 3;
}

/* Lines end with LF, CRLF or a lone CR. */
static gboolean
line_reader_next (LineReader *reader,
                  Line       *line)
{
  const char *start = reader->p;
  const char *newline;
  const char *carriage_return;
  const char *next;

  if (start >= reader->end)
    return FALSE;

  newline = memchr (start, '\n', reader->end - start);
  if (newline == NULL)
    newline = reader->end;
  carriage_return = memchr (start, '\r', newline - start);

  if (carriage_return == NULL)
    next = newline < reader->end ? newline + 1 : newline;
  else if (carriage_return + 1 == newline)
    next = newline + 1;
  else
    {
      /* A CR that does not come right before the LF ends its own line. */
      newline = carriage_return;
      next = carriage_return + 1;
    }

  line->start = start;
  line->length = newline - start;
  line->number = reader->number++;
  reader->p = next;
  return TRUE;
}

/* The first character of @line that is not white space, or NULL. */
static const char *
line_skip_space (const Line *line)
{
  const char *p = line->start;
  const char *end = line->start + line->length;

  while (p < end)
    {
      const char *here = p;

      if (!is_space (read_char (&p, end)))
        return here;
    }
  return NULL;
}

/* A `[Section]` line of an `.sdk` file: letters and spaces in brackets. */
static LineKind
classify_section (const char *p,
                  const char *end)
{
  const char *name = ++p;
  gsize name_length;

  while (p < end && (g_ascii_isalpha (*p) || *p == ' '))
    p++;
  if (p >= end || *p != ']' || p == name)
    return LINE_DATA;
  name_length = p - name;
  for (p++; p < end; p++)
    if (!g_ascii_isspace (*p))
      return LINE_DATA;

  if (name_length == 6 && g_ascii_strncasecmp (name, "puzzle", 6) == 0)
    return LINE_PUZZLE_SECTION;
  return LINE_SECTION;
}

/* Border and separator lines hold rule characters (`-`, `=`, box drawing)
 * with joints (`+ * . : '`) and `|`, and no digit. A run of exactly nine
 * `-`, `.` or `*` with nothing else is a row of empty cells instead. */
static gboolean
is_border_line (const char *p,
                const char *end)
{
  gboolean has_rule = FALSE;
  gboolean has_joint = FALSE;
  guint n_cell_marks = 0;

  while (p < end)
    {
      gunichar ch = read_char (&p, end);

      if (is_space (ch))
        continue;

      switch (ch)
        {
        case '-':
          has_rule = TRUE;
          n_cell_marks++;
          break;
        case '.':
        case '*':
          n_cell_marks++;
          break;
        case '=':
          has_rule = TRUE;
          has_joint = TRUE;
          break;
        case '+':
        case ':':
        case '\'':
          has_joint = TRUE;
          break;
        case '|':
          break;
        default:
          if (!is_box_drawing (ch))
            return FALSE;
          if (!is_box_vertical (ch))
            has_rule = has_joint = TRUE;
          break;
        }
    }

  return has_rule && (has_joint || n_cell_marks != 9);
}

static LineKind
classify_line (const Line *line)
{
  const char *end = line->start + line->length;
  const char *p = line_skip_space (line);

  if (p == NULL)
    return LINE_BLANK;
  if (*p == '#')
    return LINE_COMMENT;
  if (*p == '[')
    return classify_section (p, end);
  if (is_border_line (p, end))
    return LINE_BORDER;
  return LINE_DATA;
}

/* The next line that may hold cells (a data or border line), skipping
 * blank and comment lines and a `[Puzzle]` line. FALSE at the end of the
 * text or at a `[Section]` line, which ends the puzzle. */
static gboolean
next_cell_line (LineReader *reader,
                Line       *line,
                LineKind   *kind)
{
  while (line_reader_next (reader, line))
    {
      *kind = classify_line (line);
      switch (*kind)
        {
        case LINE_BLANK:
        case LINE_COMMENT:
        case LINE_PUZZLE_SECTION:
          continue;
        case LINE_SECTION:
          return FALSE;
        case LINE_BORDER:
        case LINE_DATA:
        default:
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
next_data_line (LineReader *reader,
                Line       *line)
{
  LineKind kind;

  while (next_cell_line (reader, line, &kind))
    if (kind == LINE_DATA)
      return TRUE;
  return FALSE;
}

/* Metadata */

/* A copy of [@start, @end) that is valid UTF-8 without surrounding white
 * space, or NULL when nothing is left. */
static char *
dup_text (const char *start,
          const char *end)
{
  g_autofree char *valid = g_utf8_make_valid (start, end - start);

  g_strstrip (valid);
  if (*valid == '\0')
    return NULL;
  return g_steal_pointer (&valid);
}

/* `.sdk` headers: `#A` author, `#D` description, `#C` comment, `#B`
 * date, `#S` source, `#L` level, `#U` URL. SudoCue writes `#ARuud`;
 * people also write `#A Ruud` or `#Author: Ruud`. */
static void
read_header (const Line   *line,
             SudokuPuzzle *puzzle)
{
  static const struct {
    char        tag;
    const char *word;
    gsize       offset;
  } headers[] = {
    { 'A', "author", G_STRUCT_OFFSET (SudokuPuzzle, author) },
    { 'D', "description", G_STRUCT_OFFSET (SudokuPuzzle, description) },
    { 'C', "comment", G_STRUCT_OFFSET (SudokuPuzzle, comment) },
    { 'B', "date", G_STRUCT_OFFSET (SudokuPuzzle, date) },
    { 'S', "source", G_STRUCT_OFFSET (SudokuPuzzle, source) },
    { 'L', "level", G_STRUCT_OFFSET (SudokuPuzzle, level) },
    { 'U', "url", G_STRUCT_OFFSET (SudokuPuzzle, url) },
  };
  const char *end = line->start + line->length;
  const char *p = line_skip_space (line);
  const char *value = NULL;
  char **field = NULL;
  char *text;

  g_assert (p != NULL && *p == '#');
  p++;

  /* Whole words first: "#Date" is a date, not a description "ate". */
  for (guint i = 0; i < G_N_ELEMENTS (headers) && value == NULL; i++)
    {
      gsize length = strlen (headers[i].word);

      if ((gsize) (end - p) >= length &&
          g_ascii_strncasecmp (p, headers[i].word, length) == 0 &&
          (p + length == end || p[length] == ':' || g_ascii_isspace (p[length])))
        {
          value = p + length;
          if (value < end && *value == ':')
            value++;
          field = G_STRUCT_MEMBER_P (puzzle, headers[i].offset);
        }
    }

  for (guint i = 0; i < G_N_ELEMENTS (headers) && value == NULL; i++)
    if (p < end && *p == headers[i].tag)
      {
        value = p + 1;
        field = G_STRUCT_MEMBER_P (puzzle, headers[i].offset);
      }

  if (value == NULL || (text = dup_text (value, end)) == NULL)
    return;

  /* A header given on several lines keeps them all. */
  if (*field != NULL)
    {
      char *joined = g_strconcat (*field, "\n", text, NULL);

      g_free (text);
      text = joined;
    }
  g_free (*field);
  *field = text;
}

static void
read_headers (const char   *text,
              gsize         length,
              SudokuPuzzle *puzzle)
{
  LineReader reader;
  Line line;

  line_reader_init (&reader, text, length);
  while (line_reader_next (&reader, &line))
    {
      LineKind kind = classify_line (&line);

      if (kind == LINE_SECTION)
        break;
      if (kind == LINE_COMMENT)
        read_header (&line, puzzle);
    }
}

/* One puzzle on one line */

static gboolean
parse_line_puzzle (const Line    *line,
                   SudokuPuzzle  *puzzle,
                   GError       **error)
{
  const char *p = line->start;
  const char *end = line->start + line->length;
  const char *comment = NULL;
  gboolean after_space = TRUE;
  guint n_cells = 0;

  while (p < end)
    {
      const char *here = p;
      gunichar ch = read_char (&p, end);
      int value;

      /* Spaces and bars may group the cells ("..53..... 8......2."). */
      if (is_space (ch) || is_separator (ch))
        {
          after_space = TRUE;
          continue;
        }

      /* A comment follows white space or a complete puzzle; a `#` among
       * the cells is a mistake. */
      if (ch == '#' && (after_space || n_cells >= SUDOKU_N_CELLS))
        {
          comment = p;
          break;
        }

      value = cell_value (ch, FALSE);
      if (value < 0)
        return set_char_error (error, line, here, NOT_A_CELL);

      if (n_cells < SUDOKU_N_CELLS)
        {
          puzzle->board.values[n_cells] = value;
          puzzle->board.givens[n_cells] = value != 0;
        }
      n_cells++;
      after_space = FALSE;
    }

  if (n_cells != SUDOKU_N_CELLS)
    return set_count_error (error, line, n_cells, SUDOKU_N_CELLS);

  if (comment != NULL)
    {
      g_free (puzzle->comment_line);
      puzzle->comment_line = dup_text (comment, end);
    }
  return TRUE;
}

/* Whether @line is a whole puzzle (or a failed attempt at one) rather
 * than a row of a grid: many cells, not in nine groups. */
static gboolean
looks_like_line_puzzle (const Line *line)
{
  const char *p = line->start;
  const char *end = line->start + line->length;
  gboolean in_group = FALSE;
  guint n_groups = 0;
  guint n_cells = 0;

  while (p < end)
    {
      gunichar ch = read_char (&p, end);

      if (is_space (ch) || is_separator (ch))
        in_group = FALSE;
      else if (ch == '#' && !in_group)
        break;
      else
        {
          if (!in_group)
            n_groups++;
          in_group = TRUE;
          n_cells++;
        }
    }
  return n_cells >= 27 && n_groups != 9;
}

/* HoDoKu library lines */

static gboolean
parse_hodoku_givens (const Line    *line,
                     const char    *p,
                     const char    *end,
                     SudokuPuzzle  *puzzle,
                     GError       **error)
{
  guint n_cells = 0;

  while (p < end)
    {
      const char *here = p;
      gunichar ch = read_char (&p, end);
      gboolean placed = FALSE;
      int value;

      if (is_space (ch))
        continue;

      /* `+5`: a 5 placed while solving, not a given. */
      if (ch == '+')
        {
          const char *digit = p;

          if (p < end)
            ch = read_char (&p, end);
          if (p == digit || digit_value (ch) == 0)
            {
              if (p != digit && ch == CHAR_INVALID)
                return set_char_error (error, line, digit, NOT_A_CELL);
              g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_BAD_CHARACTER,
                           _("line %u, column %u: '+' is not followed by a digit"),
                           line->number, column_at (line, here));
              return FALSE;
            }
          placed = TRUE;
        }

      value = cell_value (ch, FALSE);
      if (value < 0)
        return set_char_error (error, line, here, NOT_A_CELL);

      if (n_cells < SUDOKU_N_CELLS)
        {
          puzzle->board.values[n_cells] = value;
          puzzle->board.givens[n_cells] = value != 0 && !placed;
        }
      n_cells++;
    }

  if (n_cells != SUDOKU_N_CELLS)
    return set_count_error (error, line, n_cells, SUDOKU_N_CELLS);
  return TRUE;
}

/* Deleted candidates: space-separated `drc` triples (digit, row, column).
 * Returns how many were read, or -1 with @error set. */
static int
parse_hodoku_deleted (const Line    *line,
                      const char    *p,
                      const char    *end,
                      guint16        deleted[SUDOKU_N_CELLS],
                      GError       **error)
{
  int n_deleted = 0;

  while (p < end)
    {
      const char *token = p;
      guint digits[3] = { 0, };
      guint n_digits = 0;

      if (is_space (read_char (&p, end)))
        continue;

      for (p = token; p < end; )
        {
          const char *here = p;
          gunichar ch = read_char (&p, end);

          if (is_space (ch))
            {
              p = here;
              break;
            }
          if (digit_value (ch) == 0)
            {
              set_char_error (error, line, here, NOT_A_DIGIT);
              return -1;
            }
          if (n_digits < 3)
            digits[n_digits] = digit_value (ch);
          n_digits++;
        }

      if (n_digits != 3)
        {
          g_autofree char *text = g_strndup (token, p - token);

          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE,
                       /* Translators: a deleted candidate is written "drc",
                        * as in "436" for 4 in r3c6. */
                       _("line %u, column %u: '%s' is not a candidate written as digit, row and column"),
                       line->number, column_at (line, token), text);
          return -1;
        }

      deleted[(digits[1] - 1) * 9 + digits[2] - 1] |= SUDOKU_DIGIT_BIT (digits[0]);
      n_deleted++;
    }

  return n_deleted;
}

static gboolean
parse_hodoku_line (const Line    *line,
                   SudokuPuzzle  *puzzle,
                   GError       **error)
{
  const char *end = line->start + line->length;
  const char *fields[6];
  guint n_fields = 0;
  const char *p = line_skip_space (line);
  guint16 deleted[SUDOKU_N_CELLS] = { 0, };
  int n_deleted = 0;

  g_assert (p != NULL && *p == ':');

  /* fields[i] is where field i starts, just after its colon: 0 technique,
   * 1 candidates, 2 givens, 3 deleted candidates; the rest (the step's
   * eliminations, placements and extra data) are not part of the
   * puzzle. */
  for (; p < end && n_fields < G_N_ELEMENTS (fields); p++)
    if (*p == ':')
      fields[n_fields++] = p + 1;

  if (n_fields < 3)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE,
                   _("line %u: a HoDoKu library line reads :technique:candidates:givens:deleted:…"),
                   line->number);
      return FALSE;
    }

  if (!parse_hodoku_givens (line, fields[2],
                            n_fields > 3 ? fields[3] - 1 : end, puzzle, error))
    return FALSE;

  if (n_fields > 3)
    {
      n_deleted = parse_hodoku_deleted (line, fields[3],
                                        n_fields > 4 ? fields[4] - 1 : end,
                                        deleted, error);
      if (n_deleted < 0)
        return FALSE;
    }

  sudoku_board_compute_candidates (&puzzle->board);
  if (n_deleted > 0)
    {
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (puzzle->board.values[cell] == 0)
          puzzle->board.candidates[cell] &= ~deleted[cell];
      puzzle->has_candidates = TRUE;
    }
  return TRUE;
}

/* Grids */

typedef struct
{
  gunichar    ch;
  const char *position;
  guint8      group;
} RowChar;

/* One row of a grid: nine cells written together (`..53.....`), in
 * boxes (`.2.|...|...`), or nine groups separated by spaces, where a
 * group of several digits is a cell's candidates. */
static gboolean
parse_grid_row (const Line    *line,
                guint          row,
                SudokuPuzzle  *puzzle,
                guint16        marks[SUDOKU_N_CELLS],
                GError       **error)
{
  RowChar chars[SUDOKU_N_CELLS];
  guint group_length[9] = { 0, };
  const char *group_start[9] = { NULL, };
  guint n_chars = 0;
  guint n_groups = 0;
  guint longest = 0;
  guint length = 0;
  const char *p = line->start;
  const char *end = line->start + line->length;

  while (p < end)
    {
      const char *here = p;
      gunichar ch = read_char (&p, end);

      if (is_space (ch) || is_separator (ch))
        {
          length = 0;
          continue;
        }
      if (cell_value (ch, TRUE) < 0)
        return set_char_error (error, line, here, NOT_A_CELL);

      if (length == 0)
        {
          if (n_groups < 9)
            group_start[n_groups] = here;
          n_groups++;
        }
      length++;
      longest = MAX (longest, length);
      if (n_groups <= 9)
        group_length[n_groups - 1] = length;
      if (n_chars < G_N_ELEMENTS (chars))
        chars[n_chars] = (RowChar) { ch, here, n_groups - 1 };
      n_chars++;
    }

  if (n_groups == 9 && longest > 1)
    {
      /* Pencil marks, or a matrix: one group per cell. */
      for (guint i = 0; i < 9; i++)
        if (group_length[i] > 9)
          {
            g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE,
                         _("line %u, column %u: more than 9 candidates in one cell"),
                         line->number, column_at (line, group_start[i]));
            return FALSE;
          }

      /* With no group longer than 9, all 81 characters were kept. */
      g_assert (n_chars <= G_N_ELEMENTS (chars));
      for (guint i = 0; i < n_chars; i++)
        {
          guint cell = row * 9 + chars[i].group;

          if (group_length[chars[i].group] == 1)
            {
              puzzle->board.values[cell] = cell_value (chars[i].ch, TRUE);
              puzzle->board.givens[cell] = puzzle->board.values[cell] != 0;
              continue;
            }
          if (digit_value (chars[i].ch) == 0)
            return set_char_error (error, line, chars[i].position, NOT_A_CANDIDATE);
          marks[cell] |= SUDOKU_DIGIT_BIT (digit_value (chars[i].ch));
        }
      return TRUE;
    }

  if (n_groups != 9 && n_groups > 3 && longest > 3)
    return set_count_error (error, line, n_groups, 9);
  if (n_chars != 9)
    return set_count_error (error, line, n_chars, 9);

  for (guint i = 0; i < 9; i++)
    {
      guint cell = row * 9 + i;

      puzzle->board.values[cell] = cell_value (chars[i].ch, TRUE);
      puzzle->board.givens[cell] = puzzle->board.values[cell] != 0;
    }
  return TRUE;
}

static gboolean
parse_grid (LineReader    *reader,
            SudokuPuzzle  *puzzle,
            GError       **error)
{
  guint16 marks[SUDOKU_N_CELLS] = { 0, };
  guint n_rows = 0;
  guint last_row = 0;
  gboolean has_marks = FALSE;
  Line line;

  while (next_data_line (reader, &line))
    {
      if (n_rows == 9)
        {
          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_LENGTH,
                       _("line %u: more than 9 rows"), line.number);
          return FALSE;
        }
      if (!parse_grid_row (&line, n_rows, puzzle, marks, error))
        return FALSE;
      n_rows++;
      last_row = line.number;
    }

  if (n_rows < 9)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_LENGTH,
                   g_dngettext (GETTEXT_PACKAGE,
                                "line %u: grid ends after %u row, expected 9",
                                "line %u: grid ends after %u rows, expected 9", n_rows),
                   last_row, n_rows);
      return FALSE;
    }

  sudoku_board_compute_candidates (&puzzle->board);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (marks[cell] != 0)
      {
        puzzle->board.candidates[cell] = marks[cell];
        has_marks = TRUE;
      }
  puzzle->has_candidates = has_marks;
  return TRUE;
}

/* Any format */

/* Parses the first puzzle of @text, which must be the only one. */
static gboolean
parse_text (const char    *text,
            gsize          length,
            SudokuPuzzle  *puzzle,
            GError       **error)
{
  LineReader reader;
  LineReader ahead;
  Line first;
  Line second;
  const char *start;
  gboolean has_second;

  line_reader_init (&reader, text, length);
  ahead = reader;
  if (!next_data_line (&ahead, &first))
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_EMPTY,
                           _("no puzzle found"));
      return FALSE;
    }
  has_second = next_data_line (&ahead, &second);
  start = line_skip_space (&first);

  if (*start == ':')
    {
      if (!parse_hodoku_line (&first, puzzle, error))
        return FALSE;
      if (has_second)
        return set_more_than_one_error (error, &second);
    }
  else if (!has_second || looks_like_line_puzzle (&first))
    {
      if (!parse_line_puzzle (&first, puzzle, error))
        return FALSE;
      if (has_second)
        return set_more_than_one_error (error, &second);
      sudoku_board_compute_candidates (&puzzle->board);
    }
  else if (!parse_grid (&reader, puzzle, error))
    return FALSE;

  read_headers (text, length, puzzle);
  return TRUE;
}

SudokuPuzzle *
sudoku_parse_puzzle (const char    *text,
                     gssize         length,
                     SudokuVariant  variant,
                     GError       **error)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (variant <= SUDOKU_VARIANT_WINDOKU, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length < 0)
    length = strlen (text);

  puzzle = sudoku_puzzle_new (variant);
  if (!parse_text (text != NULL ? text : "", length, puzzle, error))
    return NULL;
  return g_steal_pointer (&puzzle);
}

/* Collections */

/* The usual line, 81 ASCII cells and nothing else, without decoding. */
static gboolean
parse_plain_line (const Line   *line,
                  SudokuPuzzle *puzzle)
{
  static const gint8 values[256] = {
    ['.'] = 10, ['0'] = 10, ['-'] = 10, ['_'] = 10, ['*'] = 10,
    ['1'] = 1, ['2'] = 2, ['3'] = 3, ['4'] = 4, ['5'] = 5,
    ['6'] = 6, ['7'] = 7, ['8'] = 8, ['9'] = 9,
  };
  const guchar *p = (const guchar *) line->start;
  gint8 cells[SUDOKU_N_CELLS];

  if (line->length != SUDOKU_N_CELLS)
    return FALSE;

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    if ((cells[i] = values[p[i]]) == 0)
      return FALSE;

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      puzzle->board.values[i] = cells[i] % 10;
      puzzle->board.givens[i] = cells[i] != 10;
    }
  sudoku_board_compute_candidates (&puzzle->board);
  return TRUE;
}

/* One line as a whole puzzle: a HoDoKu library line or 81 cells. */
static gboolean
parse_one_line (const Line    *line,
                SudokuPuzzle  *puzzle,
                GError       **error)
{
  const char *start = line_skip_space (line);

  if (start != NULL && *start == ':')
    return parse_hodoku_line (line, puzzle, error);
  if (!parse_line_puzzle (line, puzzle, error))
    return FALSE;
  sudoku_board_compute_candidates (&puzzle->board);
  return TRUE;
}

static SudokuParseEntry *
entry_new (guint          line,
           SudokuPuzzle  *puzzle,
           GError        *error)
{
  SudokuParseEntry *entry = g_new0 (SudokuParseEntry, 1);

  entry->line = line;
  entry->puzzle = puzzle;
  entry->error = error;
  return entry;
}

/* Whether the text is one multi-line puzzle: a few lines of cells, none
 * of which is a puzzle in itself. Returns the entry, or NULL when the
 * text is a list. */
static SudokuParseEntry *
parse_as_one (const char    *text,
              gsize          length,
              SudokuVariant  variant)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  LineReader reader;
  Line line;
  guint first_line = 0;
  guint n_lines = 0;
  LineKind kind;

  line_reader_init (&reader, text, length);
  while (next_cell_line (&reader, &line, &kind))
    {
      const char *start = line_skip_space (&line);

      if ((kind == LINE_DATA && *start == ':') || ++n_lines > MAX_GRID_LINES)
        return NULL;
      if (first_line == 0 && kind == LINE_DATA)
        first_line = line.number;
    }
  if (n_lines < 2 || first_line == 0)
    return NULL;

  puzzle = sudoku_puzzle_new (variant);
  if (parse_text (text, length, puzzle, &error))
    return entry_new (first_line, g_steal_pointer (&puzzle), NULL);

  /* A short list of puzzles, some of them wrong, is still a list: a
   * line that parses alone, or one that has the look of a one-line
   * puzzle (too many cells for a grid row), makes it one, so that each
   * bad line gets its own error. */
  line_reader_init (&reader, text, length);
  while (next_data_line (&reader, &line))
    {
      g_autoptr(SudokuPuzzle) alone = sudoku_puzzle_new (variant);

      if (looks_like_line_puzzle (&line) || parse_one_line (&line, alone, NULL))
        return NULL;
    }

  return entry_new (first_line, NULL, g_steal_pointer (&error));
}

/* The rules are in the header's documentation. Plain 81-character lines
 * take a fast path: a file of 100,000 of them is read in a fraction of a
 * second. */
void
sudoku_parse_collection_foreach (const char          *text,
                                 gssize               length,
                                 SudokuVariant        variant,
                                 SudokuParseEntryFunc func,
                                 gpointer             user_data)
{
  SudokuParseEntry *whole;
  LineReader reader;
  Line line;

  g_return_if_fail (text != NULL || length == 0);
  g_return_if_fail (variant <= SUDOKU_VARIANT_WINDOKU);
  g_return_if_fail (func != NULL);

  if (length < 0)
    length = strlen (text);
  if (text == NULL)
    text = "";

  whole = parse_as_one (text, length, variant);
  if (whole != NULL)
    {
      func (whole, user_data);
      return;
    }

  line_reader_init (&reader, text, length);
  while (line_reader_next (&reader, &line))
    {
      SudokuPuzzle *puzzle = sudoku_puzzle_new (variant);
      GError *error = NULL;
      LineKind kind;

      if (parse_plain_line (&line, puzzle))
        {
          func (entry_new (line.number, puzzle, NULL), user_data);
          continue;
        }

      /* As in a single puzzle, a `[Section]` ends the puzzles. */
      kind = classify_line (&line);
      if (kind != LINE_DATA)
        {
          sudoku_puzzle_free (puzzle);
          if (kind == LINE_SECTION)
            break;
          continue;
        }

      if (!parse_one_line (&line, puzzle, &error))
        g_clear_pointer (&puzzle, sudoku_puzzle_free);
      func (entry_new (line.number, puzzle, error), user_data);
    }
}

static void
add_entry (SudokuParseEntry *entry,
           gpointer          user_data)
{
  g_ptr_array_add (user_data, entry);
}

GPtrArray *
sudoku_parse_collection (const char    *text,
                         gssize         length,
                         SudokuVariant  variant)
{
  GPtrArray *entries;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (variant <= SUDOKU_VARIANT_WINDOKU, NULL);

  entries = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_parse_entry_free);
  sudoku_parse_collection_foreach (text, length, variant, add_entry, entries);
  return entries;
}
