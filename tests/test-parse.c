/* test-parse.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-test"

#include <string.h>

#include "sudoku-error.h"
#include "sudoku-parse.h"
#include "test-utils.h"

/* The seed puzzles (SPEC.md §1). */

/* Helpers */

static char *
load_data (const char *name,
           gsize      *length)
{
  g_autofree char *path = test_data_path ("formats", name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

static SudokuPuzzle *
parse_ok (const char    *text,
          SudokuVariant  variant)
{
  g_autoptr(GError) error = NULL;
  SudokuPuzzle *puzzle = sudoku_parse_puzzle (text, -1, variant, &error);

  g_assert_no_error (error);
  g_assert_nonnull (puzzle);
  g_assert_cmpint (puzzle->board.variant, ==, variant);
  return puzzle;
}

/* Parses @text (of @length bytes) expecting @code and exactly @message. */
static void
assert_parse_error (const char  *text,
                    gssize       length,
                    gint         code,
                    const char  *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuPuzzle) puzzle = sudoku_parse_puzzle (text, length,
                                                        SUDOKU_VARIANT_CLASSIC, &error);

  g_assert_null (puzzle);
  g_assert_error (error, SUDOKU_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
}

static void
assert_values (const SudokuBoard *board,
               const char        *line)
{
  g_autofree char *formatted = sudoku_format_line (board);
  g_autofree char *expected = g_strdup (line);

  /* Compare as '.'-for-empty lines, whatever @line uses. */
  g_strdelimit (expected, "0", '.');
  g_assert_cmpstr (formatted, ==, expected);
}

/* The values are givens and the candidates the computed ones. */
static void
assert_plain_puzzle (const SudokuPuzzle *puzzle,
                     const char         *line)
{
  SudokuBoard computed = puzzle->board;

  assert_values (&puzzle->board, line);
  g_assert_false (puzzle->has_candidates);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpint (puzzle->board.givens[cell], ==, puzzle->board.values[cell] != 0);
  sudoku_board_compute_candidates (&computed);
  g_assert_cmpmem (computed.candidates, sizeof computed.candidates,
                   puzzle->board.candidates, sizeof puzzle->board.candidates);
}

static guint16
mask_of (const char *digits)
{
  guint16 mask = 0;

  for (const char *p = digits; *p != '\0'; p++)
    mask |= SUDOKU_DIGIT_BIT (*p - '0');
  return mask;
}

/* Formats */

static void
test_line (void)
{
  g_autoptr(SudokuPuzzle) puzzle = parse_ok (INKALA_2012, SUDOKU_VARIANT_CLASSIC);

  assert_plain_puzzle (puzzle, INKALA_2012);
  g_assert_cmpuint (sudoku_board_count_givens (&puzzle->board), ==, 21);
  g_assert_null (puzzle->comment_line);
  g_assert_null (puzzle->author);

  /* r1c2 sees 8 (r1c1), 3 (r2c3), 7, 5, 9 in column 2. */
  g_assert_cmphex (puzzle->board.candidates[1], ==, mask_of ("1246"));
}

static void
test_line_empty_marks (void)
{
  const char *marks[] = { ".", "0", "-", "_", "*", "\xef\xbc\x90" /* ０ */ };

  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      g_autoptr(SudokuPuzzle) puzzle = NULL;

      for (const char *p = INKALA_2012; *p != '\0'; p++)
        {
          if (*p == '.')
            g_string_append (text, marks[i]);
          else
            g_string_append_c (text, *p);
        }
      puzzle = parse_ok (text->str, SUDOKU_VARIANT_CLASSIC);
      assert_plain_puzzle (puzzle, INKALA_2012);
    }
}

static void
test_line_comment (void)
{
  g_autoptr(SudokuPuzzle) spaced = NULL;
  g_autoptr(SudokuPuzzle) tight = NULL;
  g_autoptr(SudokuPuzzle) grouped = NULL;

  spaced = parse_ok ("  " INKALA_2012 "   #  Inkala 2012, level 7  \n", SUDOKU_VARIANT_CLASSIC);
  assert_plain_puzzle (spaced, INKALA_2012);
  g_assert_cmpstr (spaced->comment_line, ==, "Inkala 2012, level 7");

  /* After 81 cells a '#' needs no space before it. */
  tight = parse_ok (INKALA_2012 "#hardest", SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpstr (tight->comment_line, ==, "hardest");

  /* Cells may be grouped by spaces or bars. */
  grouped = parse_ok ("8........ ..36..... .7..9.2.. .5...7... ....457.. ...1...3. "
                      "..1....68 ..85...1. .9....4..", SUDOKU_VARIANT_CLASSIC);
  assert_plain_puzzle (grouped, INKALA_2012);
  g_assert_null (grouped->comment_line);
}

static void
test_grid_strings (void)
{
  const char *grids[] = {
    /* Bordered, spaced. */
    "+-------+-------+-------+\n"
    "| 8 . . | . . . | . . . |\n"
    "| . . 3 | 6 . . | . . . |\n"
    "| . 7 . | . 9 . | 2 . . |\n"
    "+-------+-------+-------+\n"
    "| . 5 . | . . 7 | . . . |\n"
    "| . . . | . 4 5 | 7 . . |\n"
    "| . . . | 1 . . | . 3 . |\n"
    "+-------+-------+-------+\n"
    "| . . 1 | . . . | . 6 8 |\n"
    "| . . 8 | 5 . . | . 1 . |\n"
    "| . 9 . | . . . | 4 . . |\n"
    "+-------+-------+-------+\n",
    /* Spaced with bars, `-------` separators, no frame. */
    "8 . . | . . . | . . .\n"
    ". . 3 | 6 . . | . . .\n"
    ". 7 . | . 9 . | 2 . .\n"
    "-------+-------+-------\n"
    ". 5 . | . . 7 | . . .\n"
    ". . . | . 4 5 | 7 . .\n"
    ". . . | 1 . . | . 3 .\n"
    "---------------------\n"
    ". . 1 | . . . | . 6 8\n"
    ". . 8 | 5 . . | . 1 .\n"
    ". 9 . | . . . | 4 . .\n",
    /* Compact, with a comment and blank lines. */
    "# Inkala 2012\n\n"
    "8........\n..36.....\n.7..9.2..\n.5...7...\n....457..\n"
    "...1...3.\n..1....68\n..85...1.\n.9....4..\n\n",
    /* A matrix, as in the J seed. */
    "8 0 0 0 0 0 0 0 0\n0 0 3 6 0 0 0 0 0\n0 7 0 0 9 0 2 0 0\n"
    "0 5 0 0 0 7 0 0 0\n0 0 0 0 4 5 7 0 0\n0 0 0 1 0 0 0 3 0\n"
    "0 0 1 0 0 0 0 6 8\n0 0 8 5 0 0 0 1 0\n0 9 0 0 0 0 4 0 0\n",
    /* `*---*` borders, `=` separators and '-' as empty in compact rows. */
    "*---------*\n"
    "|8--------|\n|--36-----|\n|-7--9-2--|\n"
    "|=========|\n"
    "|-5---7---|\n|----457--|\n|---1---3-|\n"
    "|=========|\n"
    "|--1----68|\n|--85---1-|\n|-9----4--|\n"
    "*---------*\n",
    /* Box drawing. */
    "┌───────┬───────┬───────┐\n"
    "│ 8 . . │ . . . │ . . . │\n"
    "│ . . 3 │ 6 . . │ . . . │\n"
    "│ . 7 . │ . 9 . │ 2 . . │\n"
    "├───────┼───────┼───────┤\n"
    "│ . 5 . │ . . 7 │ . . . │\n"
    "│ . . . │ . 4 5 │ 7 . . │\n"
    "│ . . . │ 1 . . │ . 3 . │\n"
    "├───────┼───────┼───────┤\n"
    "│ . . 1 │ . . . │ . 6 8 │\n"
    "│ . . 8 │ 5 . . │ . 1 . │\n"
    "│ . 9 . │ . . . │ 4 . . │\n"
    "└───────┴───────┴───────┘\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (grids); i++)
    {
      g_autoptr(SudokuPuzzle) puzzle = NULL;

      g_test_message ("grid %u", i);
      puzzle = parse_ok (grids[i], SUDOKU_VARIANT_CLASSIC);
      assert_plain_puzzle (puzzle, INKALA_2012);
      g_assert_null (puzzle->comment_line);
    }
}

static void
test_empty_rows (void)
{
  /* A row of nine '-' or '.' is a row of empty cells, not a border. */
  g_autoptr(SudokuPuzzle) puzzle = parse_ok ("---------\n.........\n- - - - - - - - -\n"
                                             "---------\n.........\n---------\n"
                                             ".........\n---------\n........9\n",
                                             SUDOKU_VARIANT_CLASSIC);

  g_assert_cmpuint (sudoku_board_count_filled (&puzzle->board), ==, 1);
  g_assert_cmpuint (puzzle->board.values[80], ==, 9);
}

static void
test_files (void)
{
  const char *names[] = {
    "inkala-2012.txt",
    "inkala-2012-grid.txt",
    "inkala-2012-compact.txt",
    "inkala-2012-matrix.txt",
    "inkala-2012-crlf-bom.txt",
    "inkala-2012-fullwidth.txt",
    "inkala-2012.ss",
    "inkala-2012-noframe.ss",
    "inkala-2012.sdk",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      gsize length;
      g_autofree char *text = load_data (names[i], &length);
      g_autoptr(GError) error = NULL;
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      g_autoptr(GPtrArray) entries = NULL;
      SudokuParseEntry *entry;

      g_test_message ("%s", names[i]);
      puzzle = sudoku_parse_puzzle (text, length, SUDOKU_VARIANT_CLASSIC, &error);
      g_assert_no_error (error);
      assert_plain_puzzle (puzzle, INKALA_2012);

      /* Opened as a collection, each file is one puzzle. */
      entries = sudoku_parse_collection (text, length, SUDOKU_VARIANT_CLASSIC);
      g_assert_cmpuint (entries->len, ==, 1);
      entry = g_ptr_array_index (entries, 0);
      g_assert_no_error (entry->error);
      g_assert_true (sudoku_board_equal_values (&entry->puzzle->board, &puzzle->board));
    }
}

static void
test_ss (void)
{
  g_autofree char *framed = load_data ("inkala-2012.ss", NULL);
  g_autofree char *bare = load_data ("inkala-2012-noframe.ss", NULL);
  g_autoptr(SudokuPuzzle) from_framed = parse_ok (framed, SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuPuzzle) from_bare = parse_ok (bare, SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuPuzzle) from_x = NULL;

  assert_plain_puzzle (from_framed, INKALA_2012);
  assert_plain_puzzle (from_bare, INKALA_2012);

  /* Simple Sudoku's own frame with X and x for empty cells. */
  from_x = parse_ok ("*-----------*\n"
                     "|8XX|XXX|XXX|\n|xx3|6xx|xxx|\n|.7.|.9.|2..|\n"
                     "|---+---+---|\n"
                     "|.5.|..7|...|\n|...|.45|7..|\n|...|1..|.3.|\n"
                     "|---+---+---|\n"
                     "|..1|...|.68|\n|..8|5..|.1.|\n|.9.|...|4..|\n"
                     "*-----------*\n", SUDOKU_VARIANT_CLASSIC);
  assert_plain_puzzle (from_x, INKALA_2012);

  /* In a single line, x is not an empty-cell mark. */
  assert_parse_error ("8x........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
                      -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 2: 'x' is not a digit or an empty-cell mark");
}

static void
test_sdk (void)
{
  g_autofree char *text = load_data ("inkala-2012.sdk", NULL);
  g_autoptr(SudokuPuzzle) puzzle = parse_ok (text, SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuPuzzle) spaced = NULL;
  g_autoptr(SudokuPuzzle) section = NULL;

  assert_plain_puzzle (puzzle, INKALA_2012);
  g_assert_cmpstr (puzzle->author, ==, "Arto Inkala");
  g_assert_cmpstr (puzzle->description, ==, "Inkala 2012, the seed puzzle of the Nanpure specification");
  g_assert_cmpstr (puzzle->comment, ==, "Sample .sdk file for the Nanpure parser tests");
  g_assert_cmpstr (puzzle->date, ==, "2012");
  g_assert_cmpstr (puzzle->source, ==, "Nanpure test data");
  g_assert_cmpstr (puzzle->level, ==, "7");
  g_assert_cmpstr (puzzle->url, ==, "https://example.org/nanpure/inkala-2012");
  g_assert_null (puzzle->comment_line);

  /* "#A Ruud", "#Author: Ruud", several #C lines, other '#' lines
   * ignored, CRLF. */
  spaced = parse_ok ("# not a header\r\n#A Ruud\r\n#Date: 2006-08-03\r\n#C one\r\n#C two\r\n"
                     "#Level: Easy\r\n#X unknown\r\n"
                     "2..1.5..3\r\n.54...71.\r\n.1.2.3.8.\r\n6.28.73.4\r\n.........\r\n"
                     "1.53.98.6\r\n.2.7.1.6.\r\n.81...24.\r\n7..4.2..1\r\n",
                     SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpstr (spaced->author, ==, "Ruud");
  g_assert_cmpstr (spaced->date, ==, "2006-08-03");
  g_assert_cmpstr (spaced->comment, ==, "one\ntwo");
  g_assert_cmpstr (spaced->level, ==, "Easy");
  g_assert_null (spaced->description);
  g_assert_null (spaced->source);
  assert_values (&spaced->board,
                 "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1");

  /* A [Puzzle] section before the grid; everything after [State]
   * ignored, however it looks. */
  section = parse_ok ("[Puzzle]\n8........\n..36.....\n.7..9.2..\n.5...7...\n....457..\n"
                      "...1...3.\n..1....68\n..85...1.\n.9....4..\n"
                      "[State]\nnot a grid at all\n#A nobody\n",
                      SUDOKU_VARIANT_CLASSIC);
  assert_plain_puzzle (section, INKALA_2012);
  g_assert_null (section->author);
}

static void
test_sdk_roundtrip (void)
{
  g_autofree char *text = load_data ("inkala-2012.sdk", NULL);
  g_autoptr(SudokuPuzzle) puzzle = parse_ok (text, SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuPuzzle) again = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;

  written = sudoku_format_sdk (puzzle);
  g_assert_true (g_str_has_prefix (written,
                                   "#A Arto Inkala\n"
                                   "#D Inkala 2012, the seed puzzle of the Nanpure specification\n"
                                   "#C Sample .sdk file for the Nanpure parser tests\n"
                                   "#B 2012\n"
                                   "#S Nanpure test data\n"
                                   "#L 7\n"
                                   "#U https://example.org/nanpure/inkala-2012\n"
                                   "8........\n"));
  g_assert_true (g_str_has_suffix (written, "\n.9....4..\n"));

  again = parse_ok (written, SUDOKU_VARIANT_CLASSIC);
  assert_plain_puzzle (again, INKALA_2012);
  g_assert_cmpstr (again->author, ==, puzzle->author);
  g_assert_cmpstr (again->description, ==, puzzle->description);
  g_assert_cmpstr (again->comment, ==, puzzle->comment);
  g_assert_cmpstr (again->date, ==, puzzle->date);
  g_assert_cmpstr (again->source, ==, puzzle->source);
  g_assert_cmpstr (again->level, ==, puzzle->level);
  g_assert_cmpstr (again->url, ==, puzzle->url);

  rewritten = sudoku_format_sdk (again);
  g_assert_cmpstr (rewritten, ==, written);

  /* Values that look like header words or span lines survive too. */
  g_clear_pointer (&again->author, g_free);
  again->author = g_strdup ("uthor of nothing");
  g_clear_pointer (&again->comment, g_free);
  again->comment = g_strdup ("first\nsecond");
  g_clear_pointer (&again->url, g_free);
  g_clear_pointer (&rewritten, g_free);
  rewritten = sudoku_format_sdk (again);
  {
    g_autoptr(SudokuPuzzle) third = parse_ok (rewritten, SUDOKU_VARIANT_CLASSIC);

    g_assert_cmpstr (third->author, ==, "uthor of nothing");
    g_assert_cmpstr (third->comment, ==, "first\nsecond");
    g_assert_null (third->url);
  }
}

static void
test_pencil_marks (void)
{
  g_autofree char *text = load_data ("inkala-2012-pencilmarks.txt", NULL);
  g_autoptr(SudokuPuzzle) puzzle = parse_ok (text, SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuPuzzle) simple = NULL;
  SudokuBoard computed;

  g_assert_true (puzzle->has_candidates);
  assert_values (&puzzle->board, INKALA_2012);
  g_assert_true (puzzle->board.givens[0]);
  g_assert_false (puzzle->board.givens[1]);

  /* The file drops 1 from r1c2; every other cell is as computed. */
  computed = puzzle->board;
  sudoku_board_compute_candidates (&computed);
  g_assert_cmphex (puzzle->board.candidates[1], ==, mask_of ("246"));
  g_assert_cmphex (computed.candidates[1], ==, mask_of ("1246"));
  for (guint cell = 2; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmphex (puzzle->board.candidates[cell], ==, computed.candidates[cell]);

  /* Sudoku Explainer style, with full-width digits in one group. */
  simple = parse_ok ("+----------------+\n"
                     "| 12 3 4 5 6 7 8 9 １２ |\n"
                     "| 4 5 6 7 8 9 1 2 3 |\n| 7 8 9 1 2 3 4 5 6 |\n"
                     "| 2 3 4 5 6 7 8 9 1 |\n| 5 6 7 8 9 1 2 3 4 |\n"
                     "| 8 9 1 2 3 4 5 6 7 |\n| 3 4 5 6 7 8 9 1 2 |\n"
                     "| 6 7 8 9 1 2 3 4 5 |\n| 9 1 2 3 4 5 6 7 8 |\n"
                     "+----------------+\n", SUDOKU_VARIANT_CLASSIC);
  g_assert_true (simple->has_candidates);
  g_assert_cmpuint (simple->board.values[0], ==, 0);
  g_assert_cmphex (simple->board.candidates[0], ==, mask_of ("12"));
  g_assert_cmphex (simple->board.candidates[8], ==, mask_of ("12"));
  g_assert_cmpuint (simple->board.values[9], ==, 4);
  g_assert_cmphex (simple->board.candidates[9], ==, mask_of ("4"));
  g_assert_cmpuint (sudoku_board_count_filled (&simple->board), ==, 79);

  assert_parse_error ("12.4 3 4 5 6 7 8 9 1\n" "4 5 6 7 8 9 1 2 3\n7 8 9 1 2 3 4 5 6\n"
                      "2 3 4 5 6 7 8 9 1\n5 6 7 8 9 1 2 3 4\n8 9 1 2 3 4 5 6 7\n"
                      "3 4 5 6 7 8 9 1 2\n6 7 8 9 1 2 3 4 5\n9 1 2 3 4 5 6 7 8\n",
                      -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 3: '.' is not a candidate digit");
  assert_parse_error ("1 2 3 4 5 6 7 8 9\n" "4 5 6 7 8 9 1 2 3\n7 8 9 1 2 3 4 5 6\n"
                      "1234 567 89 1234 56 789\n5 6 7 8 9 1 2 3 4\n8 9 1 2 3 4 5 6 7\n"
                      "3 4 5 6 7 8 9 1 2\n6 7 8 9 1 2 3 4 5\n9 1 2 3 4 5 6 7 8\n",
                      -1, SUDOKU_ERROR_LENGTH, "line 4: 6 cells, expected 9");
  assert_parse_error ("1234567891 2 3 4 5 6 7 8 9\n" "4 5 6 7 8 9 1 2 3\n7 8 9 1 2 3 4 5 6\n"
                      "2 3 4 5 6 7 8 9 1\n5 6 7 8 9 1 2 3 4\n8 9 1 2 3 4 5 6 7\n"
                      "3 4 5 6 7 8 9 1 2\n6 7 8 9 1 2 3 4 5\n9 1 2 3 4 5 6 7 8\n",
                      -1, SUDOKU_ERROR_PARSE,
                      "line 1, column 1: more than 9 candidates in one cell");
}

/* The two examples of REGLIB-FORMAT.md. */
static void
test_hodoku (void)
{
  g_autofree char *text = load_data ("hodoku-lines.txt", NULL);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(SudokuPuzzle) single = parse_ok (lines[1], SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuPuzzle) ur = parse_ok (lines[2], SUDOKU_VARIANT_CLASSIC);
  g_autoptr(GPtrArray) entries = NULL;
  SudokuBoard computed;

  /* Example 1: no deletions, so the candidates are the computed ones. */
  assert_values (&single->board,
                 "6...534.7....4256.254867391.4..96.1.162385749.3..14.5....42193..1.57...442.63.175");
  g_assert_false (single->has_candidates);
  g_assert_true (single->board.givens[0]);              /* 6 */
  g_assert_false (single->board.givens[4]);             /* +5 */
  g_assert_cmpuint (single->board.values[4], ==, 5);
  g_assert_cmpuint (sudoku_board_count_givens (&single->board), ==, 29);
  g_assert_cmphex (single->board.candidates[17], ==, mask_of ("8"));  /* r2c9 */

  /* Example 2: "224 524 …" deletes 2 and 5 from r2c4 and r2c5, and so
   * on. */
  g_assert_true (ur->has_candidates);
  g_assert_false (ur->board.givens[2]);                 /* +8 */
  g_assert_cmpuint (ur->board.values[2], ==, 8);
  computed = ur->board;
  sudoku_board_compute_candidates (&computed);
  g_assert_cmphex (computed.candidates[12] & mask_of ("25"), ==, mask_of ("25"));
  g_assert_cmphex (ur->board.candidates[12], ==, computed.candidates[12] & ~mask_of ("25"));
  g_assert_cmphex (ur->board.candidates[13], ==, computed.candidates[13] & ~mask_of ("25"));
  g_assert_cmphex (ur->board.candidates[22], ==, computed.candidates[22] & ~mask_of ("1"));
  g_assert_cmphex (ur->board.candidates[43], ==, computed.candidates[43] & ~mask_of ("247"));
  /* r6c4 still holds the 3 that the step (a Uniqueness Test 4) removes. */
  g_assert_cmphex (ur->board.candidates[48] & mask_of ("3"), ==, mask_of ("3"));
  g_assert_cmphex (ur->board.candidates[0], ==, mask_of ("1"));

  entries = sudoku_parse_collection (text, -1, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (entries->len, ==, 2);
  for (guint i = 0; i < entries->len; i++)
    {
      SudokuParseEntry *entry = g_ptr_array_index (entries, i);

      g_assert_no_error (entry->error);
      g_assert_cmpuint (entry->line, ==, i + 2);
    }

  assert_parse_error (":0000:1:+.5" INKALA_2012 ":::", -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 9: '+' is not followed by a digit");
  assert_parse_error (":0000:1:" INKALA_2012 ":123 45 678::", -1, SUDOKU_ERROR_PARSE,
                      "line 1, column 95: '45' is not a candidate written as digit, row and column");
  assert_parse_error (":0000:1:" INKALA_2012 ":123 4a5::", -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 96: 'a' is not a digit from 1 to 9");
  assert_parse_error (":0000:1:" INKALA_2012 ".:::", -1, SUDOKU_ERROR_LENGTH,
                      "line 1: 82 cells, expected 81");
  assert_parse_error (":0000:" INKALA_2012, -1, SUDOKU_ERROR_PARSE,
                      "line 1: a HoDoKu library line reads :technique:candidates:givens:deleted:…");
}

/* Every test case of the HoDoKu regression library parses, with the
 * values of its givens field and without the candidates it deletes. */
static void
test_reglib (void)
{
  g_autofree char *path = test_data_path ("hodoku-reglib-dev.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_cases = 0;
  gsize length;

  g_file_get_contents (path, &text, &length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\r\n"));

  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_auto(GStrv) deleted = NULL;
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      guint cell = 0;

      if (lines[i][0] != ':')
        continue;
      n_cases++;

      puzzle = sudoku_parse_puzzle (lines[i], -1, SUDOKU_VARIANT_CLASSIC, &error);
      g_assert_no_error (error);

      fields = g_strsplit (lines[i], ":", -1);
      g_assert_cmpuint (g_strv_length (fields), >=, 5);
      for (const char *p = fields[3]; *p != '\0'; p++)
        {
          gboolean placed = *p == '+';

          if (placed)
            p++;
          g_assert_cmpuint (cell, <, SUDOKU_N_CELLS);
          g_assert_cmpuint (puzzle->board.values[cell], ==, *p == '.' ? 0 : *p - '0');
          g_assert_cmpint (puzzle->board.givens[cell], ==, *p != '.' && *p != '0' && !placed);
          cell++;
        }
      g_assert_cmpuint (cell, ==, SUDOKU_N_CELLS);

      deleted = g_strsplit (fields[4], " ", -1);
      g_assert_cmpint (puzzle->has_candidates, ==, fields[4][0] != '\0');
      for (guint j = 0; deleted[j] != NULL; j++)
        {
          const char *drc = deleted[j];

          if (*drc == '\0')
            continue;
          g_assert_cmpuint (strlen (drc), ==, 3);
          cell = (drc[1] - '1') * 9 + drc[2] - '1';
          if (puzzle->board.values[cell] == 0)
            g_assert_cmphex (puzzle->board.candidates[cell] & SUDOKU_DIGIT_BIT (drc[0] - '0'), ==, 0);
        }
    }
  g_assert_cmpuint (n_cases, ==, 772);

  /* As a file, every case is one entry, numbered by its line. */
  entries = sudoku_parse_collection (text, length, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (entries->len, ==, n_cases);
  for (guint i = 0; i < entries->len; i++)
    {
      SudokuParseEntry *entry = g_ptr_array_index (entries, i);

      g_assert_no_error (entry->error);
      g_assert_nonnull (entry->puzzle);
      g_assert_true (g_str_has_prefix (lines[entry->line - 1], ":"));
    }
}

static void
test_fullwidth (void)
{
  g_autofree char *text = load_data ("inkala-2012-fullwidth.txt", NULL);
  g_autoptr(SudokuPuzzle) puzzle = parse_ok (text, SUDOKU_VARIANT_CLASSIC);

  assert_plain_puzzle (puzzle, INKALA_2012);
  g_assert_true (g_str_has_prefix (text, "８００００００００\n"));
}

static void
test_fullwidth_columns (void)
{
  g_autoptr(SudokuPuzzle) mixed = NULL;

  mixed = parse_ok ("８００００００００"
                    "\xe3\x80\x80" /* U+3000 */
                    "..36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
                    SUDOKU_VARIANT_CLASSIC);
  assert_plain_puzzle (mixed, INKALA_2012);

  /* Columns count characters: the 'a' is the 5th character, 13th byte. */
  assert_parse_error ("８８８８a", -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 5: 'a' is not a digit or an empty-cell mark");
  assert_parse_error ("８．", -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 2: '．' is not a digit or an empty-cell mark");
}

static void
test_crlf (void)
{
  g_autofree char *text = load_data ("inkala-2012-crlf-bom.txt", NULL);
  g_autoptr(SudokuPuzzle) puzzle = parse_ok (text, SUDOKU_VARIANT_CLASSIC);
  g_autoptr(SudokuPuzzle) line = NULL;
  g_autoptr(SudokuPuzzle) classic_mac = NULL;
  g_autoptr(GPtrArray) entries = NULL;

  g_assert_true (g_str_has_prefix (text, "\xef\xbb\xbf+---"));
  g_assert_nonnull (strstr (text, "|\r\n"));
  assert_plain_puzzle (puzzle, INKALA_2012);

  line = parse_ok ("\xef\xbb\xbf" INKALA_2012 " # crlf\r\n", SUDOKU_VARIANT_CLASSIC);
  assert_plain_puzzle (line, INKALA_2012);
  g_assert_cmpstr (line->comment_line, ==, "crlf");

  /* Lone CRs end lines too. */
  classic_mac = parse_ok ("8........\r..36.....\r.7..9.2..\r.5...7...\r....457..\r"
                          "...1...3.\r..1....68\r..85...1.\r.9....4..\r",
                          SUDOKU_VARIANT_CLASSIC);
  assert_plain_puzzle (classic_mac, INKALA_2012);

  /* Error lines count CRLF as one line break; the BOM is no column. */
  assert_parse_error ("\xef\xbb\xbf# one\r\n\r\n" INKALA_2012 "x\r\n", -1,
                      SUDOKU_ERROR_BAD_CHARACTER,
                      "line 3, column 82: 'x' is not a digit or an empty-cell mark");

  entries = sudoku_parse_collection ("\xef\xbb\xbf" INKALA_2012 "\r\n" INKALA_2010 "\r\n", -1,
                                     SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (entries->len, ==, 2);
  assert_values (&((SudokuParseEntry *) g_ptr_array_index (entries, 0))->puzzle->board,
                 INKALA_2012);
  assert_values (&((SudokuParseEntry *) g_ptr_array_index (entries, 1))->puzzle->board,
                 INKALA_2010);
}

/* Bad input */

static void
test_error_short_line (void)
{
  assert_parse_error (&INKALA_2012[1], -1, SUDOKU_ERROR_LENGTH,
                      "line 1: 80 cells, expected 81");
}

static void
test_error_long_line (void)
{
  assert_parse_error (INKALA_2012 ".", -1, SUDOKU_ERROR_LENGTH,
                      "line 1: 82 cells, expected 81");
  assert_parse_error ("\n\n  " INKALA_2012 "12  # two too many\n", -1, SUDOKU_ERROR_LENGTH,
                      "line 3: 83 cells, expected 81");
}

static void
test_error_bad_character (void)
{
  /* A '#' among the cells is no comment. */
  assert_parse_error ("# Inkala 2012\n# with a typo\n8..........#6......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\n",
                      -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 3, column 12: '#' is not a digit or an empty-cell mark");

  /* In a grid the column counts every character of the line. */
  assert_parse_error ("+-------+-------+-------+\n"
                      "| 8 . . | . . . | . . . |\n"
                      "| . . 3 | 6 . . | . . . |\n"
                      "| . 7 . | . 9 . | 2 . . |\n"
                      "+-------+-------+-------+\n"
                      "| . 5 . | . . 7 | . . . |\n"
                      "| . . . | . 4 5 | 7 . ? |\n"
                      "| . . . | 1 . . | . 3 . |\n"
                      "+-------+-------+-------+\n"
                      "| . . 1 | . . . | . 6 8 |\n"
                      "| . . 8 | 5 . . | . 1 . |\n"
                      "| . 9 . | . . . | 4 . . |\n"
                      "+-------+-------+-------+\n", -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 7, column 23: '?' is not a digit or an empty-cell mark");

  assert_parse_error ("8..\x01", -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 4: U+0001 is not a digit or an empty-cell mark");
  assert_parse_error ("8..日本", -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 4: '日' is not a digit or an empty-cell mark");
}

static void
test_error_empty (void)
{
  const char *texts[] = {
    "",
    "   \n\t\n\r\n",
    "\xef\xbb\xbf",
    "# just a comment\n#A an author\n",
    "+-------+-------+-------+\n",
    "[State]\n8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GPtrArray) entries = sudoku_parse_collection (texts[i], -1,
                                                              SUDOKU_VARIANT_CLASSIC);

      assert_parse_error (texts[i], -1, SUDOKU_ERROR_EMPTY, "no puzzle found");
      g_assert_cmpuint (entries->len, ==, 0);
    }

  assert_parse_error (NULL, 0, SUDOKU_ERROR_EMPTY, "no puzzle found");
}

static void
test_error_binary (void)
{
  static const char elf[] = "\x7f" "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0\x01\0\0\0";
  static const char nul[] = "8.\0" "..";
  g_autoptr(GPtrArray) entries = NULL;
  SudokuParseEntry *entry;

  assert_parse_error (elf, sizeof elf - 1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 1: U+007F is not a digit or an empty-cell mark");
  assert_parse_error (nul, sizeof nul - 1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 3: U+0000 is not a digit or an empty-cell mark");
  assert_parse_error ("8..\xff\xfe", -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 4: byte 0xFF is not valid UTF-8");
  /* A truncated sequence and an overlong encoding. */
  assert_parse_error ("\n8.\xe6\x97", -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 2, column 3: byte 0xE6 is not valid UTF-8");
  assert_parse_error ("8\xc0\xae", -1, SUDOKU_ERROR_BAD_CHARACTER,
                      "line 1, column 2: byte 0xC0 is not valid UTF-8");

  entries = sudoku_parse_collection (elf, sizeof elf - 1, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (entries->len, ==, 1);
  entry = g_ptr_array_index (entries, 0);
  g_assert_null (entry->puzzle);
  g_assert_error (entry->error, SUDOKU_ERROR, SUDOKU_ERROR_BAD_CHARACTER);
  g_assert_true (g_str_has_prefix (entry->error->message, "line 1, column 1: "));
}

static void
test_error_missing_row (void)
{
  assert_parse_error ("8........\n..36.....\n.7..9.2..\n.5...7...\n....457..\n"
                      "...1...3.\n..1....68\n..85...1.\n", -1, SUDOKU_ERROR_LENGTH,
                      "line 8: grid ends after 8 rows, expected 9");
  assert_parse_error ("+-------+-------+-------+\n"
                      "| 8 . . | . . . | . . . |\n"
                      "| . . 3 | 6 . . | . . . |\n"
                      "| . 7 . | . 9 . | 2 . . |\n"
                      "+-------+-------+-------+\n"
                      "| . 5 . | . . 7 | . . . |\n"
                      "| . . . | 1 . . | . 3 . |\n"
                      "+-------+-------+-------+\n"
                      "| . . 1 | . . . | . 6 8 |\n"
                      "| . . 8 | 5 . . | . 1 . |\n"
                      "| . 9 . | . . . | 4 . . |\n"
                      "+-------+-------+-------+\n", -1, SUDOKU_ERROR_LENGTH,
                      "line 11: grid ends after 8 rows, expected 9");
  assert_parse_error ("8........\n..36.....\n.7..9.2..\n.5...7...\n....457..\n"
                      "...1...3.\n..1....68\n..85...1.\n.9....4..\n.........\n", -1,
                      SUDOKU_ERROR_LENGTH, "line 10: more than 9 rows");
}

static void
test_error_row_width (void)
{
  assert_parse_error ("8........\n..36.....\n.7..9.2..\n.5...7..\n....457..\n"
                      "...1...3.\n..1....68\n..85...1.\n.9....4..\n", -1, SUDOKU_ERROR_LENGTH,
                      "line 4: 8 cells, expected 9");
  assert_parse_error ("8 0 0 0 0 0 0 0 0\n0 0 3 6 0 0 0 0 0\n0 7 0 0 9 0 2 0 0\n"
                      "0 5 0 0 0 7 0 0 0 0\n0 0 0 0 4 5 7 0 0\n0 0 0 1 0 0 0 3 0\n"
                      "0 0 1 0 0 0 0 6 8\n0 0 8 5 0 0 0 1 0\n0 9 0 0 0 0 4 0 0\n", -1,
                      SUDOKU_ERROR_LENGTH, "line 4: 10 cells, expected 9");
  assert_parse_error ("*-----------*\n"
                      "|8..|...|...|\n|..3|6..|...|\n|.7.|.9.|2..|\n"
                      "|---+---+---|\n"
                      "|.5.|..7|..|\n|...|.45|7..|\n|...|1..|.3.|\n", -1,
                      SUDOKU_ERROR_LENGTH, "line 6: 8 cells, expected 9");
}

static void
test_error_two_puzzles (void)
{
  g_autoptr(GPtrArray) entries = NULL;

  /* A code of its own: the window hands such a file to the import. */
  assert_parse_error (INKALA_2012 "\n# and\n" INKALA_2010 "\n", -1,
                      SUDOKU_ERROR_SEVERAL_PUZZLES, "line 3: more than one puzzle");
  assert_parse_error (":0000:1:" INKALA_2012 ":::\n" INKALA_2010 "\n", -1,
                      SUDOKU_ERROR_SEVERAL_PUZZLES, "line 2: more than one puzzle");

  /* The collection reads both. */
  entries = sudoku_parse_collection (INKALA_2012 "\n# and\n" INKALA_2010 "\n", -1,
                                     SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (entries->len, ==, 2);
  g_assert_cmpuint (((SudokuParseEntry *) g_ptr_array_index (entries, 1))->line, ==, 3);
}

/* A repeated digit is for sudoku_board_validate(), not the parser. */
static void
test_duplicate_validates (void)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;

  /* Inkala 2012 with 7s moved to r4c2 and r4c9. */
  puzzle = parse_ok ("8..........36.........9.2...7......7....45......1...3...1....68..85...1..9....4..",
                     SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (puzzle->board.values[28], ==, 7);
  g_assert_cmpuint (puzzle->board.values[35], ==, 7);

  g_assert_false (sudoku_board_validate (&puzzle->board, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_DUPLICATE);
  g_assert_cmpstr (error->message, ==, "row 4 has two 7s (r4c2, r4c9)");
}

/* Formatting */

static void
assert_roundtrip (const SudokuBoard *board)
{
  g_autofree char *line = sudoku_format_line (board);
  g_autofree char *grid = sudoku_format_grid (board);
  g_autofree char *ss = sudoku_format_ss (board);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new (board->variant);
  g_autofree char *sdk = NULL;
  const char *texts[4];

  puzzle->board = *board;
  sudoku_board_compute_candidates (&puzzle->board);
  sdk = sudoku_format_sdk (puzzle);

  g_assert_cmpuint (strlen (line), ==, SUDOKU_N_CELLS);
  g_assert_true (g_str_has_suffix (grid, "+\n"));
  g_assert_true (g_str_has_suffix (ss, "*\n"));
  g_assert_true (g_str_has_suffix (sdk, "\n"));

  texts[0] = line;
  texts[1] = grid;
  texts[2] = ss;
  texts[3] = sdk;
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(SudokuPuzzle) again = parse_ok (texts[i], board->variant);
      g_autoptr(GPtrArray) entries = sudoku_parse_collection (texts[i], -1, board->variant);
      SudokuParseEntry *entry;

      g_assert_true (sudoku_board_equal_values (&again->board, board));
      g_assert_cmpmem (again->board.candidates, sizeof again->board.candidates,
                       puzzle->board.candidates, sizeof puzzle->board.candidates);

      g_assert_cmpuint (entries->len, ==, 1);
      entry = g_ptr_array_index (entries, 0);
      g_assert_no_error (entry->error);
      g_assert_true (sudoku_board_equal_values (&entry->puzzle->board, board));
    }
}

static void
test_format_layouts (void)
{
  g_autoptr(SudokuPuzzle) puzzle = parse_ok (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  g_autofree char *grid_file = load_data ("inkala-2012-grid.txt", NULL);
  g_autofree char *ss_file = load_data ("inkala-2012.ss", NULL);
  g_autofree char *compact_file = load_data ("inkala-2012-compact.txt", NULL);
  g_autofree char *line = sudoku_format_line (&puzzle->board);
  g_autofree char *grid = sudoku_format_grid (&puzzle->board);
  g_autofree char *ss = sudoku_format_ss (&puzzle->board);
  g_autofree char *sdk = sudoku_format_sdk (puzzle);

  g_assert_cmpstr (line, ==, INKALA_2012);
  g_assert_cmpstr (grid, ==, grid_file);
  g_assert_cmpstr (ss, ==, ss_file);
  /* With no metadata, .sdk is the compact grid. */
  g_assert_cmpstr (sdk, ==, compact_file);
}

static void
test_format_roundtrip (void)
{
  const char *puzzles[] = { INKALA_2012, INKALA_2010, SX3 };
  SudokuBoard board;

  for (guint v = SUDOKU_VARIANT_CLASSIC; v <= SUDOKU_VARIANT_WINDOKU; v++)
    for (guint i = 0; i < G_N_ELEMENTS (puzzles); i++)
      {
        g_autoptr(SudokuPuzzle) puzzle = parse_ok (puzzles[i], v);

        assert_roundtrip (&puzzle->board);
      }

  /* An empty board and a full one (a solution). */
  sudoku_board_init (&board, SUDOKU_VARIANT_CLASSIC);
  assert_roundtrip (&board);
  {
    g_autoptr(SudokuPuzzle) full = parse_ok ("812753649943682175675491283154237896369845721"
                                             "287169534521974368438526917796318452",
                                             SUDOKU_VARIANT_WINDOKU);

    assert_roundtrip (&full->board);
  }
}

static void
test_windoku (void)
{
  g_autofree char *text = load_data ("sx3-windoku-grid.txt", NULL);
  g_autoptr(SudokuPuzzle) windoku = parse_ok (text, SUDOKU_VARIANT_WINDOKU);
  g_autoptr(SudokuPuzzle) classic = parse_ok (text, SUDOKU_VARIANT_CLASSIC);

  assert_values (&windoku->board, SX3);
  g_assert_false (windoku->has_candidates);
  g_assert_cmpmem (windoku->board.values, sizeof windoku->board.values,
                   classic->board.values, sizeof classic->board.values);

  /* The windows take candidates away: r2c2 shares its window with the
   * 5 at r3c4, and r7c6 shares its with 2, 3 and 9. */
  g_assert_cmphex (classic->board.candidates[10], ==, mask_of ("23457"));
  g_assert_cmphex (windoku->board.candidates[10], ==, mask_of ("2347"));
  g_assert_cmphex (classic->board.candidates[59], ==, mask_of ("235689"));
  g_assert_cmphex (windoku->board.candidates[59], ==, mask_of ("568"));
}

/* Collections */

static void
test_collection_sdm (void)
{
  g_autofree char *text = load_data ("seeds.sdm", NULL);
  g_autoptr(GPtrArray) entries = sudoku_parse_collection (text, -1, SUDOKU_VARIANT_CLASSIC);
  const char *expected[] = { INKALA_2010, INKALA_2012, SX3 };

  g_assert_cmpuint (entries->len, ==, 3);
  for (guint i = 0; i < entries->len; i++)
    {
      SudokuParseEntry *entry = g_ptr_array_index (entries, i);

      g_assert_no_error (entry->error);
      g_assert_cmpuint (entry->line, ==, i + 1);
      assert_plain_puzzle (entry->puzzle, expected[i]);
    }
}

static void
test_collection_errors (void)
{
  g_autoptr(GPtrArray) entries = NULL;
  SudokuParseEntry *entry;

  entries = sudoku_parse_collection ("# three puzzles and two mistakes\n"
                                     INKALA_2012 "\n"
                                     "\n"
                                     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.\n"
                                     INKALA_2010 " # 2010\n"
                                     "8..........36......7..9.2...5...7..?....457.....1...3...1....68..85...1..9....4..\n"
                                     ":0000:1:" INKALA_2012 ":123::\n",
                                     -1, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (entries->len, ==, 5);

  entry = g_ptr_array_index (entries, 0);
  g_assert_cmpuint (entry->line, ==, 2);
  assert_plain_puzzle (entry->puzzle, INKALA_2012);

  entry = g_ptr_array_index (entries, 1);
  g_assert_cmpuint (entry->line, ==, 4);
  g_assert_null (entry->puzzle);
  g_assert_error (entry->error, SUDOKU_ERROR, SUDOKU_ERROR_LENGTH);
  g_assert_cmpstr (entry->error->message, ==, "line 4: 80 cells, expected 81");

  entry = g_ptr_array_index (entries, 2);
  g_assert_cmpuint (entry->line, ==, 5);
  g_assert_cmpstr (entry->puzzle->comment_line, ==, "2010");

  entry = g_ptr_array_index (entries, 3);
  g_assert_null (entry->puzzle);
  g_assert_error (entry->error, SUDOKU_ERROR, SUDOKU_ERROR_BAD_CHARACTER);
  g_assert_cmpstr (entry->error->message, ==,
                   "line 6, column 36: '?' is not a digit or an empty-cell mark");

  entry = g_ptr_array_index (entries, 4);
  g_assert_cmpuint (entry->line, ==, 7);
  g_assert_true (entry->puzzle->has_candidates);
  g_assert_cmphex (entry->puzzle->board.candidates[2] & SUDOKU_DIGIT_BIT (1), ==, 0);

  /* A short list in which every line is wrong still gets one error per
   * line, not one for the whole text read as a grid. */
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = sudoku_parse_collection ("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.\n"
                                     "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..7\n",
                                     -1, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (entries->len, ==, 2);
  entry = g_ptr_array_index (entries, 0);
  g_assert_cmpstr (entry->error->message, ==, "line 1: 80 cells, expected 81");
  entry = g_ptr_array_index (entries, 1);
  g_assert_cmpstr (entry->error->message, ==, "line 2: 82 cells, expected 81");
}

static void
test_collection_grid (void)
{
  g_autoptr(GPtrArray) grid = NULL;
  g_autoptr(GPtrArray) broken = NULL;
  g_autofree char *sdk = load_data ("inkala-2012.sdk", NULL);
  g_autofree char *pencil_marks = load_data ("inkala-2012-pencilmarks.txt", NULL);
  g_autoptr(GPtrArray) from_sdk = NULL;
  g_autoptr(GPtrArray) from_marks = NULL;
  SudokuParseEntry *entry;

  grid = sudoku_parse_collection ("# a grid\n\n8........\n..36.....\n.7..9.2..\n.5...7...\n"
                                  "....457..\n...1...3.\n..1....68\n..85...1.\n.9....4..\n",
                                  -1, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (grid->len, ==, 1);
  entry = g_ptr_array_index (grid, 0);
  g_assert_cmpuint (entry->line, ==, 3);
  assert_plain_puzzle (entry->puzzle, INKALA_2012);

  /* A broken grid is one error, not nine. */
  broken = sudoku_parse_collection ("8........\n..36.....\n.7..9.2..\n.5...7...\n"
                                    "....457..\n...1...3.\n..1....68\n..85...1.\n",
                                    -1, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (broken->len, ==, 1);
  entry = g_ptr_array_index (broken, 0);
  g_assert_null (entry->puzzle);
  g_assert_cmpstr (entry->error->message, ==, "line 8: grid ends after 8 rows, expected 9");

  from_sdk = sudoku_parse_collection (sdk, -1, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (from_sdk->len, ==, 1);
  entry = g_ptr_array_index (from_sdk, 0);
  g_assert_cmpstr (entry->puzzle->author, ==, "Arto Inkala");

  from_marks = sudoku_parse_collection (pencil_marks, -1, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (from_marks->len, ==, 1);
  entry = g_ptr_array_index (from_marks, 0);
  g_assert_true (entry->puzzle->has_candidates);
  g_assert_cmphex (entry->puzzle->board.candidates[1], ==, mask_of ("246"));
}

static void
test_collection_large (void)
{
  const guint n_lines = 100000;
  g_autoptr(GString) text = g_string_sized_new (n_lines * 82);
  g_autoptr(GPtrArray) entries = NULL;
  SudokuParseEntry *last;

  for (guint i = 0; i < n_lines; i++)
    {
      g_string_append (text, i % 2 ? INKALA_2010 : INKALA_2012);
      g_string_append_c (text, '\n');
    }

  entries = sudoku_parse_collection (text->str, text->len, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (entries->len, ==, n_lines);
  last = g_ptr_array_index (entries, n_lines - 1);
  g_assert_cmpuint (last->line, ==, n_lines);
  assert_plain_puzzle (last->puzzle, INKALA_2010);
}

/* Boxed type */

static void
test_puzzle_copy (void)
{
  g_autofree char *text = load_data ("inkala-2012.sdk", NULL);
  g_autoptr(SudokuPuzzle) puzzle = parse_ok (text, SUDOKU_VARIANT_WINDOKU);
  g_autoptr(SudokuPuzzle) copy = NULL;

  puzzle->comment_line = g_strdup ("a note");
  copy = g_boxed_copy (SUDOKU_TYPE_PUZZLE, puzzle);
  g_assert_true (copy != puzzle);
  g_assert_true (copy->author != puzzle->author);
  g_assert_cmpstr (copy->author, ==, puzzle->author);
  g_assert_cmpstr (copy->url, ==, puzzle->url);
  g_assert_cmpstr (copy->comment_line, ==, "a note");
  g_assert_cmpint (copy->board.variant, ==, SUDOKU_VARIANT_WINDOKU);
  g_assert_cmpmem (&copy->board, sizeof copy->board, &puzzle->board, sizeof puzzle->board);
  g_assert_true (g_type_is_a (SUDOKU_TYPE_PUZZLE, G_TYPE_BOXED));
  sudoku_puzzle_free (NULL);
  sudoku_parse_entry_free (NULL);
}

/* Robustness: mangled copies of every sample never crash, and always
 * give a puzzle or an error, never both or neither. */
static void
test_mangled (void)
{
  const char *names[] = {
    "inkala-2012.txt", "inkala-2012-grid.txt", "inkala-2012-pencilmarks.txt",
    "inkala-2012.sdk", "inkala-2012-fullwidth.txt", "hodoku-lines.txt",
    "inkala-2012-crlf-bom.txt", "seeds.sdm",
  };
  static const char pieces[] = "\0\n\r#:+|-.*x9\xef\xbc\x91\xff\xc3[]";
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260101);
  guint n_errors = 0;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      gsize length;
      g_autofree char *original = load_data (names[i], &length);

      for (guint round = 0; round < 400; round++)
        {
          g_autofree char *text = g_memdup2 (original, length);
          gsize text_length = g_rand_int_range (rand, 0, length + 1);
          guint n_changes = g_rand_int_range (rand, 1, 6);
          g_autoptr(GError) error = NULL;
          g_autoptr(SudokuPuzzle) puzzle = NULL;
          g_autoptr(GPtrArray) entries = NULL;

          for (guint j = 0; j < n_changes && text_length > 0; j++)
            text[g_rand_int_range (rand, 0, text_length)] =
              pieces[g_rand_int_range (rand, 0, sizeof pieces - 1)];

          puzzle = sudoku_parse_puzzle (text, text_length, SUDOKU_VARIANT_CLASSIC, &error);
          g_assert_true ((puzzle == NULL) != (error == NULL));
          if (error != NULL)
            {
              n_errors++;
              g_assert_true (error->domain == SUDOKU_ERROR);
              g_assert_true (g_utf8_validate (error->message, -1, NULL));
            }

          entries = sudoku_parse_collection (text, text_length, SUDOKU_VARIANT_CLASSIC);
          for (guint j = 0; j < entries->len; j++)
            {
              SudokuParseEntry *entry = g_ptr_array_index (entries, j);

              g_assert_true ((entry->puzzle == NULL) != (entry->error == NULL));
              if (entry->error != NULL)
                g_assert_true (g_str_has_prefix (entry->error->message, "line "));
              if (entry->puzzle != NULL && entry->puzzle->author != NULL)
                g_assert_true (g_utf8_validate (entry->puzzle->author, -1, NULL));
            }
        }
    }
  g_assert_cmpuint (n_errors, >, 0);
}

/* The `#L` header read by one rule, for the window and the CLI alike:
 * spaces around are dropped, "Level 5" (what the library's .sdk export
 * writes) is 5, anything outside 1–7 is unknown. */
static void
test_puzzle_level (void)
{
  static const struct { const char *header; guint level; } cases[] = {
    { "5", 5 }, { " 5\t", 5 }, { "Level 5", 5 }, { "level 7 ", 7 }, { "1", 1 },
    { "0", 0 }, { "8", 0 }, { "5a", 0 }, { "Hard", 0 }, { "", 0 }, { "-3", 0 },
  };
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new (SUDOKU_VARIANT_CLASSIC);

  g_assert_cmpuint (sudoku_puzzle_get_level (puzzle), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_free (puzzle->level);
      puzzle->level = g_strdup (cases[i].header);
      g_assert_cmpuint (sudoku_puzzle_get_level (puzzle), ==, cases[i].level);
      /* The header itself is left as it was. */
      g_assert_cmpstr (puzzle->level, ==, cases[i].header);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/parse/line", test_line);
  g_test_add_func ("/nanpure/parse/line-empty-marks", test_line_empty_marks);
  g_test_add_func ("/nanpure/parse/line-comment", test_line_comment);
  g_test_add_func ("/nanpure/parse/grid-strings", test_grid_strings);
  g_test_add_func ("/nanpure/parse/empty-rows", test_empty_rows);
  g_test_add_func ("/nanpure/parse/files", test_files);
  g_test_add_func ("/nanpure/parse/ss", test_ss);
  g_test_add_func ("/nanpure/parse/sdk", test_sdk);
  g_test_add_func ("/nanpure/parse/sdk-roundtrip", test_sdk_roundtrip);
  g_test_add_func ("/nanpure/parse/pencil-marks", test_pencil_marks);
  g_test_add_func ("/nanpure/parse/hodoku", test_hodoku);
  g_test_add_func ("/nanpure/parse/reglib", test_reglib);
  g_test_add_func ("/nanpure/parse/fullwidth", test_fullwidth);
  g_test_add_func ("/nanpure/parse/fullwidth-columns", test_fullwidth_columns);
  g_test_add_func ("/nanpure/parse/crlf", test_crlf);
  g_test_add_func ("/nanpure/parse/error/short-line", test_error_short_line);
  g_test_add_func ("/nanpure/parse/error/long-line", test_error_long_line);
  g_test_add_func ("/nanpure/parse/error/bad-character", test_error_bad_character);
  g_test_add_func ("/nanpure/parse/error/empty", test_error_empty);
  g_test_add_func ("/nanpure/parse/error/binary", test_error_binary);
  g_test_add_func ("/nanpure/parse/error/missing-row", test_error_missing_row);
  g_test_add_func ("/nanpure/parse/error/row-width", test_error_row_width);
  g_test_add_func ("/nanpure/parse/error/two-puzzles", test_error_two_puzzles);
  g_test_add_func ("/nanpure/parse/duplicate-validates", test_duplicate_validates);
  g_test_add_func ("/nanpure/parse/format-layouts", test_format_layouts);
  g_test_add_func ("/nanpure/parse/format-roundtrip", test_format_roundtrip);
  g_test_add_func ("/nanpure/parse/windoku", test_windoku);
  g_test_add_func ("/nanpure/parse/collection-sdm", test_collection_sdm);
  g_test_add_func ("/nanpure/parse/collection-errors", test_collection_errors);
  g_test_add_func ("/nanpure/parse/collection-grid", test_collection_grid);
  g_test_add_func ("/nanpure/parse/collection-large", test_collection_large);
  g_test_add_func ("/nanpure/parse/puzzle-copy", test_puzzle_copy);
  g_test_add_func ("/nanpure/parse/mangled", test_mangled);
  g_test_add_func ("/nanpure/parse/puzzle-level", test_puzzle_level);

  return g_test_run ();
}
