/* test-record.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The record formats of boards and steps: exact round trips of real
 * solving paths (every technique family), the exact text of version 1
 * (saved solves depend on it), and a clear error for every kind of
 * damage. */

#include "config.h"

#include <string.h>

#include "sudoku-error.h"
#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-record.h"
#include "test-utils.h"


/* Puzzles of top1465 (tests/data/puzzles3_magictour_top1465) that
 * between them need every technique family of the full profile. */
static const char *family_puzzles[] = {
  "5..7.........3..7...8..5..36..1..4...8..2..9...9..8..1...4..3...6..9..4...2..6..9",
  ".......4...2..4..1.7..5..9...3..7....4..6....6..1..8...2....1..85.9...6.....8...3",
  "....3...27..4......3.....9..6..2....8.....7........1..4..7.1......6...35.....8...",
  "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
  "......6894......7.....26...2...6.34...49..8.2...........87.5....6.83......7......",
  ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........",
  "5..4..8......9..1...2..1..56..3..4...5..7......4.....83..6..7...6.....8...8..2..1",
  "......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......9....",
  "..3...67.5.....3...4.......6..3......8......4...7....12......5.....98.......41...",
  "3..8.1....5....6.9......4..5..7...8..4..6...........2.2..3.........9.1....7......",
  "...8...3...5...7.....1.........5.9..18.......3..4.......7..2..6....7.5...4.....1.",
};

static void
assert_boards_equal (const SudokuBoard *a,
                     const SudokuBoard *b)
{
  g_assert_cmpint (a->variant, ==, b->variant);
  g_assert_cmpmem (a->values, sizeof a->values, b->values, sizeof b->values);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpint (!!a->givens[cell], ==, !!b->givens[cell]);
  g_assert_cmpmem (a->candidates, sizeof a->candidates, b->candidates, sizeof b->candidates);
}

static void
assert_board_round_trip (const SudokuBoard *board)
{
  g_autofree char *record = sudoku_board_to_record (board);
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  SudokuBoard read;

  g_assert_nonnull (record);
  g_assert_true (sudoku_board_from_record (record, &read, &error));
  g_assert_no_error (error);
  assert_boards_equal (board, &read);

  again = sudoku_board_to_record (&read);
  g_assert_cmpstr (again, ==, record);
}

static void
test_board_round_trip (void)
{
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  SudokuBoard empty;

  assert_board_round_trip (&board);

  /* A game in progress: placed digits that are not givens, candidates
   * the user removed, a cell left with no candidate at all. */
  sudoku_board_set_value (&board, 1, 1, FALSE);
  sudoku_board_set_value (&board, 2, 2, FALSE);
  board.candidates[10] &= ~SUDOKU_DIGIT_BIT (4);
  board.candidates[80] = 0;
  assert_board_round_trip (&board);

  board = test_board_from (SX3, SUDOKU_VARIANT_WINDOKU);
  assert_board_round_trip (&board);

  sudoku_board_init (&empty, SUDOKU_VARIANT_CLASSIC);
  assert_board_round_trip (&empty);
}

/* Version 1's exact text: saved games depend on it never changing. */
static void
test_board_format_v1 (void)
{
  g_autofree char *record = NULL;
  g_autoptr(GString) expected = g_string_new ("nanpure-board/1 windoku ");
  SudokuBoard board;

  sudoku_board_init (&board, SUDOKU_VARIANT_WINDOKU);
  sudoku_board_set_value (&board, 0, 5, TRUE);
  sudoku_board_set_value (&board, 80, 9, FALSE);
  board.candidates[1] = SUDOKU_DIGIT_BIT (1) | SUDOKU_DIGIT_BIT (9);

  g_string_append (expected, "5");
  for (guint i = 1; i < 80; i++)
    g_string_append_c (expected, '.');
  g_string_append (expected, "9 1");
  for (guint i = 1; i < 81; i++)
    g_string_append_c (expected, '0');
  g_string_append (expected, " 010101");
  for (guint i = 2; i < 80; i++)
    g_string_append (expected, "1ff");
  g_string_append (expected, "100");

  record = sudoku_board_to_record (&board);
  g_assert_cmpstr (record, ==, expected->str);
}

static void
assert_steps_equal (const SudokuStep *a,
                    const SudokuStep *b)
{
  g_assert_cmpint (a->technique, ==, b->technique);
  g_assert_cmpuint (a->placements->len, ==, b->placements->len);
  g_assert_cmpmem (a->placements->data, a->placements->len * sizeof (SudokuCandidate),
                   b->placements->data, b->placements->len * sizeof (SudokuCandidate));
  g_assert_cmpuint (a->eliminations->len, ==, b->eliminations->len);
  g_assert_cmpmem (a->eliminations->data, a->eliminations->len * sizeof (SudokuCandidate),
                   b->eliminations->data, b->eliminations->len * sizeof (SudokuCandidate));
  g_assert_cmpuint (a->marks->len, ==, b->marks->len);
  g_assert_cmpmem (a->marks->data, a->marks->len * sizeof (SudokuMark),
                   b->marks->data, b->marks->len * sizeof (SudokuMark));
  g_assert_cmpuint (a->links->len, ==, b->links->len);
  for (guint i = 0; i < a->links->len; i++)
    {
      const SudokuLink *x = &g_array_index (a->links, SudokuLink, i);
      const SudokuLink *y = &g_array_index (b->links, SudokuLink, i);

      g_assert_true (sudoku_cells_equal (x->from, y->from));
      g_assert_true (sudoku_cells_equal (x->to, y->to));
      g_assert_cmpuint (x->from_digit, ==, y->from_digit);
      g_assert_cmpuint (x->to_digit, ==, y->to_digit);
      g_assert_cmpint (!!x->strong, ==, !!y->strong);
    }
  g_assert_cmpmem (a->houses, sizeof a->houses, b->houses, sizeof b->houses);
  g_assert_cmpuint (a->digits, ==, b->digits);
  /* Exactly the same double, not a close one. */
  g_assert_true (a->se_rating == b->se_rating);
  g_assert_cmpuint (a->depth, ==, b->depth);
  g_assert_cmpint (a->outcome, ==, b->outcome);
}

/* Round-trips every step of the path; returns the families seen. */
static guint
round_trip_path (const SudokuBoard *board,
                 gboolean           replay,
                 const char        *profile_name)
{
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GPtrArray) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *list = NULL;
  SudokuProfile profile;
  guint families = 0;

  g_assert_true (sudoku_profile_init_from_string (&profile, profile_name, NULL));
  path = sudoku_path_solve (board, &profile, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (path->result, ==, SUDOKU_PATH_SOLVED);
  g_assert_cmpuint (path->steps->len, >, 0);

  for (guint i = 0; i < path->steps->len; i++)
    {
      const SudokuStep *step = g_ptr_array_index (path->steps, i);
      g_autofree char *record = sudoku_step_to_record (step);
      g_autofree char *again = NULL;
      g_autoptr(SudokuStep) copy = NULL;

      g_assert_nonnull (record);
      g_assert_true (g_str_has_prefix (record, "nanpure-step/1 "));
      g_assert_null (strchr (record, '\n'));
      copy = sudoku_step_from_record (record, &error);
      g_assert_no_error (error);
      assert_steps_equal (step, copy);
      again = sudoku_step_to_record (copy);
      g_assert_cmpstr (again, ==, record);

      families |= 1u << sudoku_technique_get_info (step->technique)->family;
    }

  list = sudoku_step_list_to_record (path->steps);
  read = sudoku_step_list_from_record (list, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read->len, ==, path->steps->len);
  for (guint i = 0; i < read->len; i++)
    assert_steps_equal (g_ptr_array_index (path->steps, i), g_ptr_array_index (read, i));

  /* Without assumptions the path is a straight line: the steps read
   * back, applied in order, solve the puzzle. */
  if (replay)
    {
      SudokuBoard replayed = *board;

      sudoku_board_compute_candidates (&replayed);
      for (guint i = 0; i < read->len; i++)
        sudoku_step_apply (g_ptr_array_index (read, i), &replayed);
      g_assert_true (sudoku_board_is_complete (&replayed));
      g_assert_cmpmem (replayed.values, sizeof replayed.values,
                       path->final.values, sizeof path->final.values);
    }

  return families;
}

static void
test_step_round_trip_paths (void)
{
  guint families = 0;
  SudokuBoard board;

  board = test_board_from (EASY, SUDOKU_VARIANT_CLASSIC);
  families |= round_trip_path (&board, TRUE, "full");
  board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  families |= round_trip_path (&board, FALSE, "full");
  /* The standard profile still assumes there. */
  families |= round_trip_path (&board, FALSE, "standard");
  board = test_board_from (SX3, SUDOKU_VARIANT_WINDOKU);
  families |= round_trip_path (&board, FALSE, "full");
  for (guint i = 0; i < G_N_ELEMENTS (family_puzzles); i++)
    {
      board = test_board_from (family_puzzles[i], SUDOKU_VARIANT_CLASSIC);
      families |= round_trip_path (&board, FALSE, "full");
    }

  for (guint family = 0; family < SUDOKU_N_FAMILIES; family++)
    {
      if (g_test_verbose ())
        g_test_message ("family %s: %s", sudoku_family_get_key (family),
                        families & (1u << family) ? "seen" : "missing");
      g_assert_true (families & (1u << family));
    }
}

/* A hand-made step with every field set, and version 1's exact text. */
static void
test_step_format_v1 (void)
{
  static const char expected[] =
    "nanpure-step/1 grouped-aic p=r1c1:5 e=r9c9:1,r2c3:4 "
    "m=r1c1:5:chain-on:0,r5c5:0:als:2 l=r1c1:5=r1c2+r1c3:5,-:9-r9c9:9 "
    "h=3,35,-,- d=159 se=7.3 depth=2 o=contradiction";
  g_autoptr(SudokuStep) step = sudoku_step_new (SUDOKU_TECHNIQUE_GROUPED_AIC);
  g_autoptr(SudokuStep) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *record = NULL;
  SudokuCells group = sudoku_cells_single (1);

  sudoku_cells_add (&group, 2);
  sudoku_step_add_placement (step, 0, 5);
  sudoku_step_add_elimination (step, 80, 1);
  sudoku_step_add_elimination (step, 11, 4);
  sudoku_step_add_mark (step, 0, 5, SUDOKU_ROLE_CHAIN_ON, 0);
  sudoku_step_add_mark (step, 40, 0, SUDOKU_ROLE_ALS, 2);
  sudoku_step_add_link (step, sudoku_cells_single (0), 5, group, 5, TRUE);
  sudoku_step_add_link (step, SUDOKU_CELLS_EMPTY, 9, sudoku_cells_single (80), 9, FALSE);
  sudoku_step_add_house (step, 3);
  sudoku_step_add_house (step, 35);
  step->digits = SUDOKU_DIGIT_BIT (1) | SUDOKU_DIGIT_BIT (5) | SUDOKU_DIGIT_BIT (9);
  step->se_rating = 7.3;
  step->depth = 2;
  step->outcome = SUDOKU_ASSUMPTION_CONTRADICTION;

  record = sudoku_step_to_record (step);
  g_assert_cmpstr (record, ==, expected);

  read = sudoku_step_from_record (expected, &error);
  g_assert_no_error (error);
  assert_steps_equal (step, read);
}

/* A rating that is not a short decimal still comes back exactly. */
static void
test_step_rating_exact (void)
{
  const double ratings[] = { 0.0, 1.0, 6.6, 6.6 + 0.1, 1.0 / 3.0, 9.999999999999998 };

  for (guint i = 0; i < G_N_ELEMENTS (ratings); i++)
    {
      g_autoptr(SudokuStep) step = sudoku_step_new (SUDOKU_TECHNIQUE_X_CHAIN);
      g_autoptr(SudokuStep) read = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *record = NULL;

      step->se_rating = ratings[i];
      record = sudoku_step_to_record (step);
      read = sudoku_step_from_record (record, &error);
      g_assert_no_error (error);
      g_assert_true (read->se_rating == ratings[i]);
    }
}

typedef struct
{
  const char *record;
  const char *message_part;
} BadRecord;

static void
test_step_errors (void)
{
  /* A step record in parts: the tag and technique, the lists, the rest. */
#define HEAD  "nanpure-step/1 naked-single "
#define LISTS "p=- e=- m=- l=- "
#define REST  "h=-,-,-,- d=- se=2.3 depth=0 o=open"
  static const char good[] =
    HEAD "p=r1c1:5 e=- m=r1c1:5:defining:0 l=- h=-,-,-,- d=5 se=2.3 depth=0 o=open";
  static const BadRecord bad[] = {
    { "", "Not a step record" },
    { "nanpure-board/1 classic", "Not a step record" },
    { "nanpure-step/2 naked-single " LISTS REST, "newer" },
    { "nanpure-step/0 naked-single", "does not exist" },
    { "nanpure-step/1", "ends after its version" },
    { HEAD LISTS "h=-,-,-,- d=- se=2.3 depth=0", "10 fields, expected 11" },
    { HEAD LISTS REST " x=1", "12 fields" },
    { HEAD " " LISTS REST, "empty field" },
    { "nanpure-step/1 guessing " LISTS REST, "unknown technique" },
    { HEAD "e=- p=- m=- l=- " REST, "field 3 should be “p=…”" },
    { HEAD "p=r0c1:5 e=- m=- l=- " REST, "item 1 of the placements" },
    { HEAD "p=r1c1:5,r1c2:0 e=- m=- l=- " REST, "item 2 of the placements (“r1c2:0”)" },
    { HEAD "p=- e=r1c1:5x m=- l=- " REST, "unexpected text at the end" },
    { HEAD "p=- e=- m=r1c1:5:hero:0 l=- " REST, "unknown name" },
    { HEAD "p=- e=- m=r1c1:5:fin:256 l=- " REST, "0 to 255" },
    { HEAD "p=- e=- m=- l=r1c1:5~r1c2:5 " REST, "strong link" },
    { HEAD "p=- e=- m=- l=r1c2+r1c1:5=r1c3:5 " REST, "ascending order" },
    { HEAD LISTS "h=36,-,-,- d=- se=2.3 depth=0 o=open", "0 to 35" },
    { HEAD LISTS "h=1,2,3 d=- se=2.3 depth=0 o=open", "3 slots" },
    { HEAD LISTS "h=-,-,-,- d=75 se=2.3 depth=0 o=open", "ascending order" },
    { HEAD LISTS "h=-,-,-,- d=- se=nan depth=0 o=open", "not a decimal number" },
    { HEAD LISTS "h=-,-,-,- d=- se=1e9 depth=0 o=open", "outside 0–100" },
    { HEAD LISTS "h=-,-,-,- d=- se=2.3 depth=82 o=open", "0 to 81" },
    { HEAD LISTS "h=-,-,-,- d=- se=2.3 depth=0 o=maybe", "unknown name" },
    { HEAD LISTS REST "\n", "line break" },
  };
#undef HEAD
#undef LISTS
#undef REST
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(GPtrArray) steps = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *list = NULL;

  step = sudoku_step_from_record (good, &error);
  g_assert_no_error (error);
  g_assert_nonnull (step);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(SudokuStep) none = NULL;

      none = sudoku_step_from_record (bad[i].record, &error);
      g_assert_null (none);
      g_assert_nonnull (error);
      g_assert_true (error->domain == SUDOKU_ERROR);
      if (strstr (error->message, bad[i].message_part) == NULL)
        g_error ("record %u: message “%s” does not say “%s”", i, error->message,
                 bad[i].message_part);
      g_clear_error (&error);
    }

  /* In a list, the error names the line. */
  list = g_strdup_printf ("%s\n%s\n\nnanpure-step/1 oops\n", good, good);
  steps = sudoku_step_list_from_record (list, &error);
  g_assert_null (steps);
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "line 4: "));
}

static void
test_board_errors (void)
{
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  g_autofree char *good = sudoku_board_to_record (&board);
  struct {
    guint       offset;  /* into the record; 0 for a whole replacement */
    const char *change;
    const char *message_part;
  } bad[] = {
    { 16, "sudoku ", "unknown variant" },
    { 24, "x", "the value of r1c1 is “x”" },
    { 24 + 82 + 1, "1", "r1c2 is marked as a given but is empty" },
    { 24 + 82 + 2, "2", "given flag of r1c3" },
    { 24 + 82 + 82, "200", "go beyond digit 9" },
    { 24 + 82 + 82 + 3, "1FF", "lower-case hexadecimal" },
  };
  const char *whole[][2] = {
    { "nanpure-board/9 classic", "newer" },
    { "nanpure-board/1 classic . 0 000", "values have 1 characters" },
    { "board", "Not a board record" },
  };
  g_autoptr(GError) error = NULL;
  SudokuBoard read;

  g_assert_true (g_str_has_prefix (good, "nanpure-board/1 classic 8.."));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *record = g_strdup (good);
      const char *change = bad[i].change;

      if (i == 0)
        {
          g_free (record);
          record = g_strconcat ("nanpure-board/1 sudoku ",
                                good + strlen ("nanpure-board/1 classic "), NULL);
        }
      else
        memcpy (record + bad[i].offset, change, strlen (change));

      memset (&read, 0xaa, sizeof read);
      g_assert_false (sudoku_board_from_record (record, &read, &error));
      g_assert_nonnull (error);
      if (strstr (error->message, bad[i].message_part) == NULL)
        g_error ("change %u: message “%s” does not say “%s”", i, error->message,
                 bad[i].message_part);
      g_clear_error (&error);
    }
  for (guint i = 0; i < G_N_ELEMENTS (whole); i++)
    {
      g_assert_false (sudoku_board_from_record (whole[i][0], &read, &error));
      g_assert_nonnull (error);
      if (strstr (error->message, whole[i][1]) == NULL)
        g_error ("record “%s”: message “%s” does not say “%s”", whole[i][0],
                 error->message, whole[i][1]);
      g_clear_error (&error);
    }
}

/* Records are any bytes when read from a damaged file; the messages
 * quote them and must still be UTF-8 (found by fuzz-record). */
static void
test_errors_are_utf8 (void)
{
  static const char * const records[] = {
    "\xc0",
    "nanpure-\xff\xfe/1 classic",
    "nanpure-board/1 class\xe9 x y z",
    "nanpure-step/1 naked-single p=r1c1:\xe9 e=- m=- l=- h=-,-,-,- d=9 se=1 depth=0 o=open",
  };

  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    {
      g_autoptr(GError) board_error = NULL;
      g_autoptr(GError) step_error = NULL;
      g_autoptr(GError) list_error = NULL;
      g_autoptr(SudokuStep) step = NULL;
      g_autoptr(GPtrArray) steps = NULL;
      SudokuBoard board;

      g_assert_false (sudoku_board_from_record (records[i], &board, &board_error));
      g_assert_nonnull (board_error);
      g_assert_true (g_utf8_validate (board_error->message, -1, NULL));
      step = sudoku_step_from_record (records[i], &step_error);
      g_assert_null (step);
      g_assert_true (g_utf8_validate (step_error->message, -1, NULL));
      steps = sudoku_step_list_from_record (records[i], &list_error);
      g_assert_null (steps);
      g_assert_true (g_utf8_validate (list_error->message, -1, NULL));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/record/board-round-trip", test_board_round_trip);
  g_test_add_func ("/nanpure/record/board-format-v1", test_board_format_v1);
  g_test_add_func ("/nanpure/record/board-errors", test_board_errors);
  g_test_add_func ("/nanpure/record/step-format-v1", test_step_format_v1);
  g_test_add_func ("/nanpure/record/step-rating-exact", test_step_rating_exact);
  g_test_add_func ("/nanpure/record/step-errors", test_step_errors);
  g_test_add_func ("/nanpure/record/step-round-trip-paths", test_step_round_trip_paths);
  g_test_add_func ("/nanpure/record/errors-are-utf8", test_errors_are_utf8);

  return g_test_run ();
}
