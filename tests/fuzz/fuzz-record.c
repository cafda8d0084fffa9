/* fuzz-record.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A libFuzzer target for the stored records (sudoku-record.h): the input
 * is read as a board record, a step record, a step list and a saved game
 * (sudoku_game_load_record()), and a game with its undo history
 * (sudoku_game_load_undo_record(), the windows' drafts). What reads must
 * write back to a record
 * that reads again to the same thing; what does not read sets an error.
 */

#define G_LOG_DOMAIN "nanpure-fuzz"

#include "config.h"

#include "sudoku-game.h"
#include "sudoku-record.h"

#include "fuzz-common.h"

static void
fuzz_board (const char *text)
{
  g_autoptr(GError) error = NULL;
  SudokuBoard board;

  if (sudoku_board_from_record (text, &board, &error))
    {
      g_autofree char *record = sudoku_board_to_record (&board);
      g_autofree char *record_again = NULL;
      SudokuBoard again;

      g_assert_null (error);
      if (!sudoku_board_from_record (record, &again, &error))
        g_error ("a board record written does not read: %s\n%s", error->message, record);
      record_again = sudoku_board_to_record (&again);
      g_assert_cmpstr (record, ==, record_again);
    }
  else
    fuzz_check_error (error);
}

static void
fuzz_step (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuStep) step = sudoku_step_from_record (text, &error);

  if (step != NULL)
    {
      g_autofree char *record = sudoku_step_to_record (step);
      g_autofree char *record_again = NULL;
      g_autoptr(SudokuStep) again = NULL;

      g_assert_null (error);
      again = sudoku_step_from_record (record, &error);
      if (again == NULL)
        g_error ("a step record written does not read: %s\n%s", error->message, record);
      record_again = sudoku_step_to_record (again);
      g_assert_cmpstr (record, ==, record_again);
    }
  else
    fuzz_check_error (error);
}

static void
fuzz_step_list (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) steps = sudoku_step_list_from_record (text, &error);

  if (steps != NULL)
    {
      g_autofree char *record = sudoku_step_list_to_record (steps);
      g_autofree char *record_again = NULL;
      g_autoptr(GPtrArray) again = NULL;

      g_assert_null (error);
      again = sudoku_step_list_from_record (record, &error);
      if (again == NULL)
        g_error ("a step list written does not read: %s\n%s", error->message, record);
      g_assert_cmpuint (again->len, ==, steps->len);
      record_again = sudoku_step_list_to_record (again);
      g_assert_cmpstr (record, ==, record_again);
    }
  else
    fuzz_check_error (error);
}

static void
fuzz_game (const char    *text,
           SudokuVariant  variant)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (variant);
  g_autoptr(GError) error = NULL;

  if (sudoku_game_load_record (game, text, &error))
    {
      g_autofree char *record = sudoku_game_to_record (game);
      g_autofree char *record_again = NULL;
      g_autoptr(SudokuGame) again = sudoku_game_new (variant);

      g_assert_null (error);
      if (!sudoku_game_load_record (again, record, &error))
        g_error ("a saved game written does not read: %s\n%s", error->message, record);
      record_again = sudoku_game_to_record (again);
      g_assert_cmpstr (record, ==, record_again);

      /* Undo and redo stay within what was loaded. */
      while (sudoku_game_can_undo (game))
        g_assert_true (sudoku_game_undo (game));
      while (sudoku_game_can_redo (game))
        g_assert_true (sudoku_game_redo (game));
    }
  else
    fuzz_check_error (error);
}

static void
fuzz_undo_game (const char *text)
{
  g_autoptr(SudokuGame) game = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);
  g_autoptr(GError) error = NULL;

  if (sudoku_game_load_undo_record (game, text, &error))
    {
      g_autofree char *record = sudoku_game_to_undo_record (game);
      g_autofree char *record_again = NULL;
      g_autoptr(SudokuGame) again = sudoku_game_new (SUDOKU_VARIANT_CLASSIC);

      g_assert_null (error);
      if (!sudoku_game_load_undo_record (again, record, &error))
        g_error ("a game with its undo written does not read: %s\n%s", error->message, record);
      record_again = sudoku_game_to_undo_record (again);
      g_assert_cmpstr (record, ==, record_again);

      while (sudoku_game_can_undo (game))
        g_assert_true (sudoku_game_undo (game));
      while (sudoku_game_can_redo (game))
        g_assert_true (sudoku_game_redo (game));
    }
  else
    fuzz_check_error (error);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_make_warnings_fatal ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_dup_string (data, size);

  fuzz_board (text);
  fuzz_step (text);
  fuzz_step_list (text);
  fuzz_game (text, SUDOKU_VARIANT_CLASSIC);
  fuzz_undo_game (text);

  return 0;
}
