/* fuzz-parse.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A libFuzzer target for the parsers. Arbitrary bytes go to
 * sudoku_parse_puzzle() and sudoku_parse_collection() for both variants;
 * every puzzle that parses is written back with each formatter and read
 * again, and its values must survive the round trip.
 */

#define G_LOG_DOMAIN "nanpure-fuzz"

#include "config.h"

#include "sudoku-error.h"
#include "sudoku-parse.h"

#include <stdint.h>

typedef char *(*FormatFunc) (const SudokuPuzzle *puzzle);

static char *
format_line (const SudokuPuzzle *puzzle)
{
  return sudoku_format_line (&puzzle->board);
}

static char *
format_grid (const SudokuPuzzle *puzzle)
{
  return sudoku_format_grid (&puzzle->board);
}

static char *
format_sdk (const SudokuPuzzle *puzzle)
{
  return sudoku_format_sdk (puzzle);
}

static char *
format_ss (const SudokuPuzzle *puzzle)
{
  return sudoku_format_ss (&puzzle->board);
}

static const struct
{
  const char *name;
  FormatFunc  format;
} formats[] = {
  { "line", format_line },
  { "grid", format_grid },
  { "sdk",  format_sdk },
  { "ss",   format_ss },
};

/* Every error is ours, and says something a person can read. */
static void
check_error (const GError *error)
{
  g_assert_nonnull (error);
  g_assert_true (error->domain == SUDOKU_ERROR);
  g_assert_nonnull (error->message);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

static void
check_board (const SudokuBoard *board,
             SudokuVariant      variant)
{
  g_assert_cmpint (board->variant, ==, variant);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      g_assert_cmpuint (board->values[cell], <=, 9);
      g_assert_cmpuint (board->candidates[cell] & ~SUDOKU_ALL_CANDIDATES, ==, 0);
    }
}

/* Formats @puzzle, reads the text back, and checks that the values are the
 * same and that formatting again gives the same text. */
static void
check_round_trip (const SudokuPuzzle *puzzle,
                  SudokuVariant       variant)
{
  check_board (&puzzle->board, variant);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autoptr(SudokuPuzzle) again = NULL;
      g_autoptr(GPtrArray) entries = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *text_again = NULL;
      const SudokuParseEntry *entry;

      text = formats[i].format (puzzle);
      g_assert_nonnull (text);
      g_assert_true (g_utf8_validate (text, -1, NULL));

      again = sudoku_parse_puzzle (text, -1, variant, &error);
      if (again == NULL)
        g_error ("%s output does not parse: %s\n%s", formats[i].name,
                 error->message, text);
      if (!sudoku_board_equal_values (&puzzle->board, &again->board))
        g_error ("%s round trip changed the values:\n%s", formats[i].name, text);

      text_again = formats[i].format (again);
      g_assert_cmpstr (text, ==, text_again);

      /* A formatted puzzle is one entry of a collection too. */
      entries = sudoku_parse_collection (text, -1, variant);
      g_ptr_array_set_free_func (entries, (GDestroyNotify) sudoku_parse_entry_free);
      if (entries->len != 1)
        g_error ("%s output reads as %u entries:\n%s", formats[i].name,
                 entries->len, text);
      entry = g_ptr_array_index (entries, 0);
      if (entry->puzzle == NULL)
        g_error ("%s output does not parse as a collection: %s\n%s",
                 formats[i].name, entry->error->message, text);
      g_assert_true (sudoku_board_equal_values (&puzzle->board, &entry->puzzle->board));
    }
}

static void
fuzz_variant (const char    *text,
              gsize          length,
              SudokuVariant  variant)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  guint last_line = 0;

  puzzle = sudoku_parse_puzzle (text, (gssize) length, variant, &error);
  if (puzzle != NULL)
    {
      g_assert_null (error);
      check_round_trip (puzzle, variant);
    }
  else
    check_error (error);

  entries = sudoku_parse_collection (text, (gssize) length, variant);
  g_assert_nonnull (entries);
  g_ptr_array_set_free_func (entries, (GDestroyNotify) sudoku_parse_entry_free);

  for (guint i = 0; i < entries->len; i++)
    {
      const SudokuParseEntry *entry = g_ptr_array_index (entries, i);

      /* Entries come in input order, each from its own line. */
      g_assert_cmpuint (entry->line, >, last_line);
      last_line = entry->line;

      g_assert_true ((entry->puzzle == NULL) != (entry->error == NULL));
      if (entry->puzzle != NULL)
        check_round_trip (entry->puzzle, variant);
      else
        {
          check_error (entry->error);
          /* nanpure-cli prints these as they are: they must say where. */
          g_assert_true (g_str_has_prefix (entry->error->message, "line "));
        }
    }
}

int LLVMFuzzerInitialize    (int            *argc,
                             char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A failed g_return_if_fail() in the engine is a bug found. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);

  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  /* libFuzzer hands over exactly @size bytes with no terminating nul,
   * so AddressSanitizer catches any read past the length given. */
  fuzz_variant ((const char *) data, size, SUDOKU_VARIANT_CLASSIC);
  fuzz_variant ((const char *) data, size, SUDOKU_VARIANT_WINDOKU);

  return 0;
}
