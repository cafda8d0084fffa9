/* test-tech-forcing.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "sudoku-logic.h"
#include "sudoku-path.h"
#include "sudoku-solver.h"
#include "tech-test-utils.h"
#include "test-utils.h"
#include "techniques/sudoku-techniques.h"

/* There are no reglib cases for this family, so the cases come from
 * states of real puzzles: top1465 (magictour, tests/data) once the
 * techniques that have settled (singles, intersections, subsets) are
 * exhausted, which makes the states independent of the families still
 * being written. */
#define SETTLED_PROFILE \
  "full-house,hidden-single-box,hidden-single-line,naked-single,pointing,claiming," \
  "locked-pair,locked-triple,naked-pair,hidden-pair,naked-triple,hidden-triple," \
  "naked-quad,hidden-quad"
#define SINGLES_PROFILE "full-house,hidden-single-box,hidden-single-line,naked-single"

/* top1465 #1, #16 and #25. */
#define TOP1465_1 \
  "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
#define TOP1465_16 \
  "7.8...3.....6.1...4.........6.....253...8.......1...9..9.5....2....7.4..........."
#define TOP1465_25 \
  "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9"

/* Every seventh puzzle of puzzles6_forum_hardest_1106 (tdoku's copy of
 * the enjoysudoku forum's "hardest" list, HardestDatabase110626.txt). */
static const char *const hardest[] = {
  "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
  "........5..6..87..3......9....1.7.4...7...8...4...6....9..8...3..16..4..5...2....",
  "........7..2..96..8...6...3....92.....46..5...1..54.....5.4.9...3.....7.1.......8",
  "........7..2...6...8..1..9....9.1.3.3...8...4.9...5....3..9..4...7...2..6..5.....",
  "........6..5..8.9..3.4..7....491........8..4.5....42....1..9.5..6....4.37........",
  ".....1..7....6..2.8..9..3...954....3..3...4..4......8......7..6.1..2....5..3..9..",
  "..8...5...4...2.9.7.......3.2...4......93.......2.1.6.5.......8.1.6...2...3...7..",
  "..9...4...7.3...2.8...6...71..8....6....1..7.....56...3....5..1.4.....9...2...7..",
  ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....",
  "1.........2.4...6...3...5.1.4..86.......49.8....2.....5.7...3...6.9...4.........7",
  "1.......2.2.....6...34..5.....8.5.....8.3.9.....9.4.....53..4...6......77......1.",
  "...1....87.......9..3.9.5....9.3...5.....23.....4..6....6.8..5.47...1...2........",
  "9....4....3..6..7...5...8...2.1.6.......7...3...2...1...8...9...7..1..6.4.......5",
  "12.3.....3...4......5..23..5....61.........9...67....8.5...16.....9...4.....8...7",
  "...4...8...7..92......3...526...1.....19......7....1..5......4..1.8....3..6..29..",
  ".2.4.....4...8...6..9..31..2..5...7..95.......7....3....29...4......1..3....6.8..",
  "1.......2..94...5..6....7.....89..4....3.6.....8.4.....2....1..7.......6..5.8..3.",
  "1.......2..34...5..6....7.....85..9....3.6.....8.9.....2....1..7.......6..9.8..3.",
  "1......8......913.......5.6..7.4....3....1.5..6.2.....5....89...4..7......26.....",
  "1...5..8...7.....6.8.3..5..2......1...6.....7.9...38.....9.4....4..3.9.....8...2.",
  "..34......5...9...6...2.1..2...6...1.4.5...6...6..3.....9...6.7......8.28...7..1.",
  ".2..5..8...71.9...6...........5...4..4......8....4.3.2..1..7..6.6..2..3.9..6..8..",
  "..34....9.5.......6....7.5.2..8..3....8..49...4..2...8..29....4.7..61.........1..",
  "...4.67....7..........7..15.94.6.5.........98..5.1.6..3....1........2.6...6.4.1..",
  "..3.5.7.....7......8...2..62.4.....1.1....86.8....12..5..39...........9..4...8..2",
  "...4.......7.8...66..7...5...1.6.3.839.........6.7...1........271..2......26.8...",
  "......7....71.9...68..7......1.9.8..8.......4.4.....2...8.1.6..5..2....3...9.3.5.",
  ".234.......6.8....7....35....4....7....8...9.9....7..53....1.5....2....3.6....9.1",
  "1.....7....71.9...68..7......1.9.6.....3...2..4......3..8.6.1..5......4......2..5",
  "...4...8...7..92......3...526...1.....19.....7...2.1..5......4...6..29.....8....3",
  ".2...6..9..71........23..1....5..3..5...7.....8...2..6.....4...6.8.....4.4....92.",
  "1..4..7....6....2.....3...5.....5..6....24.3.8..1..4....7...9...149.....9....8...",
  "..34..7...5...9.3.6..3.....2.....8...4..9..5.7.....6.......1..8.1.9...4...2..5...",
  "1..4...8..5...9..2..9.........6..8.36.......4....41.6...2.7.5...7.......8..3...4.",
  "..3..67..45...............4..8...........8.26...37.8....2..76...1..9..7.9..5...1.",
  ".2...6.8.4.....2.6...3.......59...1..6...28..........7.7...1..85...3......9.4..7.",
  "......7....71.9...68..7......1.9.6..8.......4.4.....2...8.6.1..5..3..........2.53",
  "..34.....4...8..36..8...1...4..6..73...9..........2..5..4.7..686........7.....5..",
  "1....67...5.....3...8....4.....9...3..5.12...9..6..1...4.7....8.....1...7...6.9..",
  ".....6.8.4....9....6..7.1...9...73......1..2...5.3.....1.7..6....4.....2..8.....5",
  "....5....4....92....9....1.2..7.39....6.....79....43...94...8.......8.9.8......23",
  "1.....7....71.9...68..7......1.6.8...6.....42.....2.....6.9.1..54......3...3...5.",
  "......7....71.9...68..7......1.6785.5....3.....8.1.9....6.9.1...4.....9.........2",
  "1....6....5..8..3.7..2......4..9...3.....79..9..6..5.......2..8.9..4.3..8.1.....4",
  "12....7....7....36....7.........4..8.4.9.......6.2.3...7.5.8.9.5..........2.3.1..",
  "......7....71.9...68..7......1.6.85.5....3...7.8.1.9....6.9.1...4.....9.........2",
  "1....6.8...71....66.....15..3.9.....7....184.....2........9.41.5....4..8...8..5..",
  "1...56....5718...66...7.....9.3............9.8....5..35...17..8..2....1.......4..",
  ".2.4...8...7.....3.8.237.1.2.1....9..9....8.4...9......1.8...4.5.8..........6....",
  ".2.4...8......9..2..9.3............5..8..7....4.5..82...46..21.6.21..4...1......8",
};

static const SudokuTechnique forcing_techniques[] = {
  SUDOKU_TECHNIQUE_NISHIO,
  SUDOKU_TECHNIQUE_FORCING_CHAIN_CONTRADICTION,
  SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY,
  SUDOKU_TECHNIQUE_FORCING_NET_CONTRADICTION,
  SUDOKU_TECHNIQUE_FORCING_NET_VERITY,
};

static void
board_from_string (SudokuBoard   *board,
                   SudokuVariant  variant,
                   const char    *text)
{
  g_assert_cmpuint (strlen (text), >=, SUDOKU_N_CELLS);
  sudoku_board_init (board, variant);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (text[cell] >= '1' && text[cell] <= '9')
      sudoku_board_set_value (board, cell, text[cell] - '0', TRUE);
  sudoku_board_compute_candidates (board);
}

/* The state where @profile (without assumptions) gets stuck. */
static void
stuck_state (SudokuBoard *board,
             const char  *puzzle,
             const char  *profile_text)
{
  SudokuProfile profile;
  SudokuBoard start;
  g_autoptr(SudokuPath) path = NULL;

  board_from_string (&start, SUDOKU_VARIANT_CLASSIC, puzzle);
  g_assert_true (sudoku_profile_init_from_string (&profile, profile_text, NULL));
  profile.assumptions = FALSE;
  path = sudoku_path_solve (&start, &profile, NULL, NULL);
  g_assert_nonnull (path);
  g_assert_cmpint (path->result, ==, SUDOKU_PATH_STUCK);
  *board = path->final;
}

static GPtrArray *
find_all (const SudokuBoard *board,
          SudokuTechnique    technique)
{
  GPtrArray *steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);
  SudokuGrid grid;

  sudoku_grid_init (&grid, board, TRUE);
  g_assert_false (sudoku_find_steps (&grid, technique, collect_cb, steps));
  return steps;
}

/* Whether the node (@cell, @digit) has a mark with @role in branch
 * @group (0 unless the step follows several assumptions). */
static gboolean
has_group_mark (const SudokuStep *step,
                guint             cell,
                guint             digit,
                SudokuRole        role,
                guint             group)
{
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->cell == cell && mark->digit == digit && mark->role == role &&
          mark->group == group)
        return TRUE;
    }
  return FALSE;
}

/* The step whose result is exactly @result ("r5c9<>4", "r5c7=1"). */
static SudokuStep *
find_result (GPtrArray  *steps,
             const char *result)
{
  for (guint i = 0; i < steps->len; i++)
    {
      g_autofree char *text = sudoku_step_dup_result (g_ptr_array_index (steps, i));

      if (g_str_equal (text, result))
        return g_ptr_array_index (steps, i);
    }
  g_assert_not_reached ();
  return NULL;
}

/* How many links end in the node (cell, digit) with the given strength. */
static guint
count_links_into (const SudokuStep *step,
                  guint             cell,
                  guint             digit,
                  gboolean          strong)
{
  guint count = 0;

  for (guint i = 0; i < step->links->len; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

      count += sudoku_cells_equal (link->to, sudoku_cells_single (cell)) &&
               link->to_digit == digit && link->strong == strong;
    }
  return count;
}

/* What every step of the family must be, whatever the state: of the
 * technique asked for, changing one candidate, with its assumptions
 * marked, its first link leaving the (first) assumption, on links into
 * "on" nodes strong and into "off" nodes weak, and a rating in the
 * technique's band. */
static void
check_shape (const SudokuStep  *step,
             SudokuTechnique    technique,
             const SudokuBoard *board)
{
  const SudokuLink *first;
  double base = sudoku_technique_get_info (technique)->se_rating;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  g_assert_cmpint (step->technique, ==, technique);
  g_assert_cmpuint (step->placements->len + step->eliminations->len, ==, 1);
  g_assert_cmpuint (count_marks (step, SUDOKU_ROLE_ASSUMED), >=, 1);
  g_assert_cmpfloat (step->se_rating, >=, base - 1e-9);
  g_assert_cmpfloat (step->se_rating, <=,
                     technique == SUDOKU_TECHNIQUE_NISHIO ? 8.1 + 1e-9 :
                     technique <= SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY ? 8.7 + 1e-9 :
                     9.4 + 1e-9);

  /* Only an assumption "off" that leaves a house without the digit at
   * once has no links: a hidden single (in an implied Windoku region,
   * where the singles do not look). */
  if (step->links->len == 0)
    {
      g_assert_cmpuint (step->placements->len, ==, 1);
      g_assert_cmpint (step->houses[0], >=, 0);
    }
  else
    {
      first = &g_array_index (step->links, SudokuLink, 0);
      g_assert_true (has_group_mark (step, sudoku_cells_first (first->from), first->from_digit,
                                     SUDOKU_ROLE_ASSUMED, 0));
    }

  for (guint i = 0; i < step->links->len; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);
      guint cell = sudoku_cells_first (link->to);

      g_assert_cmpuint (sudoku_cells_count (link->from), ==, 1);
      g_assert_cmpuint (sudoku_cells_count (link->to), ==, 1);
      /* Each target is a node of the proof (or the contradiction). */
      g_assert_true (has_group_mark (step, cell, link->to_digit,
                                     link->strong ? SUDOKU_ROLE_CHAIN_ON : SUDOKU_ROLE_CHAIN_OFF,
                                     0) ||
                     count_marks (step, SUDOKU_ROLE_ASSUMED) > 1 ||
                     has_group_mark (step, cell, link->to_digit, SUDOKU_ROLE_DEFINING, 0));
    }

  summary = sudoku_step_dup_summary (step, board);
  explanation = sudoku_step_dup_explanation (step, board);
  g_assert_true (g_str_has_prefix (summary, sudoku_technique_get_info (technique)->name));
  g_assert_cmpuint (strlen (explanation), >, strlen (summary));
}

static void
test_nishio (void)
{
  SudokuBoard board;
  g_autoptr(GPtrArray) steps = NULL;
  SudokuStep *step;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  stuck_state (&board, TOP1465_1, SETTLED_PROFILE);
  steps = find_all (&board, SUDOKU_TECHNIQUE_NISHIO);
  g_assert_cmpuint (steps->len, ==, 41);

  /* The shortest comes first: r5c9=4 forces 4 into r2c6 (row 2) and
   * r3c4 (column 4), which see each other. */
  step = g_ptr_array_index (steps, 0);
  check_shape (step, SUDOKU_TECHNIQUE_NISHIO, &board);
  g_assert_cmpuint (step->eliminations->len, ==, 1);
  g_assert_cmpuint (g_array_index (step->eliminations, SudokuCandidate, 0).cell, ==, CELL (5, 9));
  g_assert_cmpuint (g_array_index (step->eliminations, SudokuCandidate, 0).digit, ==, 4);
  g_assert_true (has_group_mark (step, CELL (5, 9), 4, SUDOKU_ROLE_ASSUMED, 0));
  g_assert_true (has_group_mark (step, CELL (2, 6), 4, SUDOKU_ROLE_CHAIN_ON, 0));
  g_assert_true (has_group_mark (step, CELL (3, 4), 4, SUDOKU_ROLE_CHAIN_ON, 0));
  g_assert_true (has_group_mark (step, CELL (3, 4), 4, SUDOKU_ROLE_DEFINING, 0));
  g_assert_cmpuint (count_links_into (step, CELL (3, 4), 4, FALSE), ==, 1);
  g_assert_cmphex (step->digits, ==, SUDOKU_DIGIT_BIT (4));
  /* Six nodes (r3c4 counts on and off): 7.6 and a tenth for passing 4. */
  g_assert_cmpfloat_with_epsilon (step->se_rating, 7.7, 1e-9);

  summary = sudoku_step_dup_summary (step, &board);
  g_assert_cmpstr (summary, ==,
                   "Nishio Forcing Chain: r5c9=4 leads to a contradiction in r3c4 ⇒ r5c9<>4");
  explanation = sudoku_step_dup_explanation (step, &board);
  g_assert_cmpstr (explanation, ==,
                   "Suppose r5c9 is 4. Placing it and following only naked and hidden singles "
                   "gives: r2c9<>4 (since r5c9=4), r5c4<>4 (since r5c9=4), r2c6=4 (the last "
                   "place for 4 in row 2), r3c4=4 (the last place for 4 in column 4), r3c4<>4 "
                   "(since r2c6=4). Then r3c4 would have to be both 4 and not 4, which is "
                   "impossible. So r5c9 cannot be 4: r5c9<>4.");

  /* Every step is an elimination, in order of length. */
  for (guint i = 0; i < steps->len; i++)
    {
      SudokuStep *other = g_ptr_array_index (steps, i);

      check_shape (other, SUDOKU_TECHNIQUE_NISHIO, &board);
      g_assert_cmpuint (other->placements->len, ==, 0);
      if (i > 0)
        g_assert_cmpfloat (other->se_rating, >=,
                           ((SudokuStep *) g_ptr_array_index (steps, i - 1))->se_rating - 1e-9);
    }
}

/* A Nishio whose contradiction is an empty house, with a naked single on
 * the way. */
static void
test_nishio_empty_house (void)
{
  SudokuBoard board;
  g_autoptr(GPtrArray) steps = NULL;
  SudokuStep *step;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  stuck_state (&board, TOP1465_25, SETTLED_PROFILE);
  steps = find_all (&board, SUDOKU_TECHNIQUE_NISHIO);
  step = g_ptr_array_index (steps, 0);
  check_shape (step, SUDOKU_TECHNIQUE_NISHIO, &board);
  g_assert_cmpint (step->houses[0], ==, SUDOKU_ROW_HOUSE (6));

  summary = sudoku_step_dup_summary (step, &board);
  g_assert_cmpstr (summary, ==,
                   "Nishio Forcing Chain: r7c6=1 leads to a contradiction in row 7 ⇒ r7c6<>1");
  explanation = sudoku_step_dup_explanation (step, &board);
  g_assert_nonnull (strstr (explanation, "r9c5=5 (the last candidate of the cell)"));
  g_assert_nonnull (strstr (explanation, "Then 5 has no place left in row 7, which is "
                                         "impossible. So r7c6 cannot be 1: r7c6<>1."));
}

static void
test_chain_contradiction (void)
{
  SudokuBoard board;
  g_autoptr(GPtrArray) steps = NULL;
  SudokuStep *step;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  stuck_state (&board, TOP1465_25, SETTLED_PROFILE);
  steps = find_all (&board, SUDOKU_TECHNIQUE_FORCING_CHAIN_CONTRADICTION);
  g_assert_cmpuint (steps->len, ==, 1);
  step = g_ptr_array_index (steps, 0);
  check_shape (step, SUDOKU_TECHNIQUE_FORCING_CHAIN_CONTRADICTION, &board);

  /* A chain: every "on" node follows from one removal, through a cell
   * with two candidates or a house with two places. */
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == SUDOKU_ROLE_CHAIN_ON)
        g_assert_cmpuint (count_links_into (step, mark->cell, mark->digit, TRUE), ==, 1);
    }
  /* Ten nodes with r9c5 both on and off: 8.2 and three tenths. */
  g_assert_cmpfloat_with_epsilon (step->se_rating, 8.5, 1e-9);

  summary = sudoku_step_dup_summary (step, &board);
  g_assert_cmpstr (summary, ==,
                   "Forcing Chain Contradiction: r7c3=3 leads to a contradiction in r9c5 "
                   "⇒ r7c3<>3");
  explanation = sudoku_step_dup_explanation (step, &board);
  g_assert_cmpstr (explanation, ==,
                   "Suppose r7c3 is 3. Following implications that each rest on a single "
                   "earlier one (a placed digit removes its peers; a cell with two candidates "
                   "or a digit with two places in a house turns a removal into a placement) "
                   "gives: r7c3<>9 (since r7c3=3), r9c3<>3 (since r7c3=3), r7c6=9 (the last "
                   "place for 9 in row 7), r9c3=5 (the last candidate of the cell), r8c5<>9 "
                   "(since r7c6=9), r9c5<>5 (since r9c3=5), r8c5=1 (the last candidate of the "
                   "cell), r9c5=1 (the last candidate of the cell), r9c5<>1 (since r8c5=1). "
                   "Then r9c5 would have to be both 1 and not 1, which is impossible. So r7c3 "
                   "cannot be 3: r7c3<>3.");
}

static void
test_chain_verity (void)
{
  SudokuBoard board;
  g_autoptr(GPtrArray) steps = NULL;
  SudokuStep *step;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  stuck_state (&board, TOP1465_25, SETTLED_PROFILE);
  steps = find_all (&board, SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY);
  g_assert_cmpuint (steps->len, ==, 13);

  /* Cell forcing: r8c5 is 1 or 9, and both remove 3 from r7c3. */
  step = g_ptr_array_index (steps, 0);
  check_shape (step, SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY, &board);
  g_assert_cmpuint (g_array_index (step->eliminations, SudokuCandidate, 0).cell, ==, CELL (7, 3));
  g_assert_cmpuint (g_array_index (step->eliminations, SudokuCandidate, 0).digit, ==, 3);
  g_assert_true (has_group_mark (step, CELL (8, 5), 1, SUDOKU_ROLE_ASSUMED, 0));
  g_assert_true (has_group_mark (step, CELL (8, 5), 9, SUDOKU_ROLE_ASSUMED, 1));
  g_assert_true (has_group_mark (step, CELL (9, 3), 3, SUDOKU_ROLE_CHAIN_ON, 0));
  g_assert_true (has_group_mark (step, CELL (7, 3), 9, SUDOKU_ROLE_CHAIN_ON, 1));
  g_assert_cmpint (step->houses[0], ==, -1);
  g_assert_cmpfloat_with_epsilon (step->se_rating, 8.6, 1e-9);

  summary = sudoku_step_dup_summary (step, &board);
  g_assert_cmpstr (summary, ==,
                   "Forcing Chain Verity: every candidate of r8c5 leads to r7c3<>3");
  explanation = sudoku_step_dup_explanation (step, &board);
  g_assert_true (g_str_has_prefix (explanation, "r8c5 holds one of 1, 9. "));
  g_assert_nonnull (strstr (explanation,
                            "If r8c5=1: r9c5<>1 (since r8c5=1), r9c5=5 (the last candidate of "
                            "the cell), r9c3<>5 (since r9c5=5), r9c3=3 (the last candidate of "
                            "the cell), r7c3<>3 (since r9c3=3). If r8c5=9: r7c6<>9 (since "
                            "r8c5=9), r7c3=9 (the last place for 9 in row 7), r7c3<>3 (since "
                            "r7c3=9). Every case leads to r7c3<>3, so it holds."));

  /* Region forcing on the first state: 4 in row 2 is in r2c6 or r2c9. */
  g_clear_pointer (&steps, g_ptr_array_unref);
  stuck_state (&board, TOP1465_1, SETTLED_PROFILE);
  steps = find_all (&board, SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY);
  step = find_result (steps, "r5c9<>4");
  check_shape (step, SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY, &board);
  g_assert_cmpint (step->houses[0], ==, SUDOKU_ROW_HOUSE (1));
  g_assert_true (has_group_mark (step, CELL (2, 6), 4, SUDOKU_ROLE_ASSUMED, 0));
  g_assert_true (has_group_mark (step, CELL (2, 9), 4, SUDOKU_ROLE_ASSUMED, 1));
  g_clear_pointer (&summary, g_free);
  summary = sudoku_step_dup_summary (step, &board);
  g_assert_cmpstr (summary, ==,
                   "Forcing Chain Verity: every place for 4 in row 2 leads to r5c9<>4");
}

static void
test_net_contradiction (void)
{
  SudokuBoard board;
  g_autoptr(GPtrArray) steps = NULL;
  g_autoptr(GPtrArray) nishio = NULL;
  SudokuStep *step;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;

  stuck_state (&board, TOP1465_16, SETTLED_PROFILE);
  steps = find_all (&board, SUDOKU_TECHNIQUE_FORCING_NET_CONTRADICTION);
  nishio = find_all (&board, SUDOKU_TECHNIQUE_NISHIO);

  /* The nets assume "off" as well as "on": one more step than Nishio, a
   * placement. */
  g_assert_cmpuint (steps->len, ==, nishio->len + 1);
  step = find_result (steps, "r5c7=1");
  check_shape (step, SUDOKU_TECHNIQUE_FORCING_NET_CONTRADICTION, &board);
  g_assert_true (has_group_mark (step, CELL (5, 7), 1, SUDOKU_ROLE_ASSUMED, 0));
  g_assert_cmpfloat (step->se_rating, >=, 8.8);

  summary = sudoku_step_dup_summary (step, &board);
  g_assert_cmpstr (summary, ==,
                   "Forcing Net Contradiction: r5c7<>1 leads to a contradiction in r4c3 "
                   "⇒ r5c7=1");
  explanation = sudoku_step_dup_explanation (step, &board);
  g_assert_true (g_str_has_prefix (explanation, "Suppose r5c7 is not 1. Following naked and "
                                                "hidden singles, where a placement may rest "
                                                "on several earlier removals, gives: "));
  g_assert_true (g_str_has_suffix (explanation, "So r5c7 must be 1: r5c7=1."));
}

static void
test_net_verity (void)
{
  SudokuBoard board;
  g_autoptr(GPtrArray) steps = NULL;
  SudokuStep *step;
  g_autofree char *summary = NULL;
  gboolean several = FALSE;

  stuck_state (&board, TOP1465_25, SETTLED_PROFILE);
  steps = find_all (&board, SUDOKU_TECHNIQUE_FORCING_NET_VERITY);
  g_assert_cmpuint (steps->len, ==, 19);
  step = g_ptr_array_index (steps, 0);
  check_shape (step, SUDOKU_TECHNIQUE_FORCING_NET_VERITY, &board);
  g_assert_true (has_group_mark (step, CELL (9, 5), 1, SUDOKU_ROLE_ASSUMED, 0));
  g_assert_true (has_group_mark (step, CELL (9, 5), 5, SUDOKU_ROLE_ASSUMED, 1));

  /* A net: in the case r9c5=5, 5 goes to r7c3 once r7c4 and r7c6 both
   * lost it, two removals together. */
  g_assert_cmpuint (count_links_into (step, CELL (7, 3), 5, TRUE), ==, 2);
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == SUDOKU_ROLE_CHAIN_ON)
        several |= count_links_into (step, mark->cell, mark->digit, TRUE) > 1;
    }
  g_assert_true (several);

  summary = sudoku_step_dup_summary (step, &board);
  g_assert_cmpstr (summary, ==,
                   "Forcing Net Verity: every candidate of r9c5 leads to r7c6<>1");
}

/* Inkala's puzzles need more than one level of assumption: none of these
 * techniques applies at the start, where there is not even a single. */
static void
test_inkala (void)
{
  SudokuBoard board;

  board_from_string (&board, SUDOKU_VARIANT_CLASSIC, INKALA_2012);
  for (guint t = 0; t < G_N_ELEMENTS (forcing_techniques); t++)
    {
      g_autoptr(GPtrArray) steps = find_all (&board, forcing_techniques[t]);

      g_assert_cmpuint (steps->len, ==, 0);
    }
}

/* Boards where every candidate belongs to some solution: no assumption
 * can lead to a contradiction, and no two cases can agree on anything
 * that is not already so. */
static void
test_none (void)
{
  SudokuBoard empty;
  SudokuBoard deadly;
  static const guint rectangle[] = { CELL (1, 3), CELL (1, 6), CELL (2, 3), CELL (2, 6) };

  sudoku_board_init (&empty, SUDOKU_VARIANT_CLASSIC);

  /* Inkala 2012's solution with a deadly rectangle of 2 and 3 opened. */
  board_from_string (&deadly, SUDOKU_VARIANT_CLASSIC, INKALA_2012_SOLUTION);
  for (guint i = 0; i < G_N_ELEMENTS (rectangle); i++)
    {
      deadly.values[rectangle[i]] = 0;
      deadly.givens[rectangle[i]] = FALSE;
      deadly.candidates[rectangle[i]] = SUDOKU_DIGIT_BIT (2) | SUDOKU_DIGIT_BIT (3);
    }

  for (guint t = 0; t < G_N_ELEMENTS (forcing_techniques); t++)
    {
      g_autoptr(GPtrArray) on_empty = find_all (&empty, forcing_techniques[t]);
      g_autoptr(GPtrArray) on_deadly = find_all (&deadly, forcing_techniques[t]);

      g_assert_cmpuint (on_empty->len, ==, 0);
      g_assert_cmpuint (on_deadly->len, ==, 0);
    }
}

typedef struct
{
  guint states;
  guint steps[G_N_ELEMENTS (forcing_techniques)];
  GArray *first_times[G_N_ELEMENTS (forcing_techniques)];
  GArray *all_times[G_N_ELEMENTS (forcing_techniques)];
} Soundness;

/* Runs every technique on a state and checks each step against the
 * solution; returns the first step found (of the earliest technique) to
 * go on with, or %NULL. */
static SudokuStep *
check_state (Soundness         *soundness,
             const SudokuBoard *board,
             const guint8      *solution)
{
  SudokuStep *next = NULL;
  SudokuGrid grid;

  soundness->states++;
  sudoku_grid_init (&grid, board, TRUE);
  for (guint t = 0; t < G_N_ELEMENTS (forcing_techniques); t++)
    {
      g_autoptr(GPtrArray) steps = NULL;
      SudokuStep *first;
      gint64 start;
      double ms;

      start = g_get_monotonic_time ();
      first = sudoku_find_first_step (&grid, forcing_techniques[t]);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      if (soundness->first_times[t] != NULL)
        g_array_append_val (soundness->first_times[t], ms);

      steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);
      start = g_get_monotonic_time ();
      g_assert_false (sudoku_find_steps (&grid, forcing_techniques[t], collect_cb, steps));
      ms = (g_get_monotonic_time () - start) / 1000.0;
      if (soundness->all_times[t] != NULL)
        g_array_append_val (soundness->all_times[t], ms);

      /* The first step is the first of all of them. */
      g_assert_true ((first == NULL) == (steps->len == 0));
      if (first != NULL)
        g_assert_true (sudoku_step_same_result (first, g_ptr_array_index (steps, 0)));

      for (guint i = 0; i < steps->len; i++)
        {
          SudokuStep *step = g_ptr_array_index (steps, i);

          check_shape (step, forcing_techniques[t], board);
          for (guint k = 0; k < step->placements->len; k++)
            {
              SudokuCandidate *placement = &g_array_index (step->placements, SudokuCandidate, k);

              g_assert_cmpuint (board->values[placement->cell], ==, 0);
              g_assert_cmpuint (solution[placement->cell], ==, placement->digit);
            }
          for (guint k = 0; k < step->eliminations->len; k++)
            {
              SudokuCandidate *elimination =
                &g_array_index (step->eliminations, SudokuCandidate, k);

              g_assert_cmpuint (board->values[elimination->cell], ==, 0);
              g_assert_true (board->candidates[elimination->cell] &
                             SUDOKU_DIGIT_BIT (elimination->digit));
              g_assert_cmpuint (solution[elimination->cell], !=, elimination->digit);
            }
        }
      soundness->steps[t] += steps->len;

      if (next == NULL)
        next = first;
      else
        sudoku_step_free (first);
    }
  return next;
}

/* Follows the solving path of @profile_text; wherever it gets stuck,
 * checks the family, then goes on with the first forcing step found (as
 * the "full" profile would), or, when there is none, with the solution's
 * digit in a cell of fewest candidates (the branch of the assumption
 * search that succeeds), so that every state checked still holds the
 * solution. At most @max_states stuck states per puzzle. */
static void
walk_puzzle (Soundness     *soundness,
             SudokuVariant  variant,
             const char    *puzzle,
             const char    *profile_text,
             guint          max_states)
{
  SudokuProfile profile;
  SudokuSolveResult exact;
  SudokuBoard board;
  guint states = 0;

  board_from_string (&board, variant, puzzle);
  g_assert_true (sudoku_profile_init_from_string (&profile, profile_text, NULL));
  profile.assumptions = FALSE;
  g_assert_true (sudoku_solver_count (&board, NULL, &exact, NULL));
  g_assert_cmpuint (exact.n_solutions, ==, 1);

  while (!sudoku_board_is_complete (&board) && states < max_states)
    {
      SudokuStep *step = sudoku_path_next_step (&board, &profile, TRUE);

      if (step == NULL)
        {
          states++;
          step = check_state (soundness, &board, exact.solution);
        }
      if (step == NULL)
        {
          guint best = SUDOKU_N_CELLS, fewest = 10;

          for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
            if (board.values[cell] == 0 &&
                (guint) __builtin_popcount (board.candidates[cell]) < fewest)
              {
                best = cell;
                fewest = __builtin_popcount (board.candidates[cell]);
              }
          g_assert_cmpuint (best, <, SUDOKU_N_CELLS);
          step = sudoku_step_new (SUDOKU_TECHNIQUE_ASSUMPTION);
          sudoku_step_add_placement (step, best, exact.solution[best]);
        }
      sudoku_step_apply (step, &board);
      sudoku_step_free (step);
    }
}

/* The techniques of levels 1–5 (singles to uniqueness), as a profile
 * text: where they get stuck, the chains and ALS have not yet taken
 * what the forcing chains can find too. */
static char *
basic_profile_dup (void)
{
  GString *text = g_string_new (NULL);

  for (SudokuTechnique t = SUDOKU_TECHNIQUE_FULL_HOUSE; t <= SUDOKU_TECHNIQUE_BUG_PLUS_1; t++)
    g_string_append_printf (text, "%s%s", text->len ? "," : "",
                            sudoku_technique_get_info (t)->key);
  return g_string_free (text, FALSE);
}

static void
test_soundness (void)
{
  Soundness soundness = { 0 };
  g_autofree char *basic = basic_profile_dup ();
  g_autofree char *windoku_path = NULL;
  g_autofree char *windoku = NULL;
  g_auto(GStrv) lines = NULL;
  guint windoku_states;

  for (guint i = 0; i < G_N_ELEMENTS (hardest); i++)
    walk_puzzle (&soundness, SUDOKU_VARIANT_CLASSIC, hardest[i], basic, 12);
  walk_puzzle (&soundness, SUDOKU_VARIANT_CLASSIC, INKALA_2010, basic, 40);
  walk_puzzle (&soundness, SUDOKU_VARIANT_CLASSIC, INKALA_2012, basic, 40);
  g_test_message ("classic: %u stuck states; steps: nishio %u, chain contradiction %u, "
                  "chain verity %u, net contradiction %u, net verity %u",
                  soundness.states, soundness.steps[0], soundness.steps[1],
                  soundness.steps[2], soundness.steps[3], soundness.steps[4]);
  g_assert_cmpuint (soundness.states, >=, G_N_ELEMENTS (hardest));
  g_assert_cmpuint (soundness.steps[0], >, 0);
  g_assert_cmpuint (soundness.steps[1], >, 0);
  g_assert_cmpuint (soundness.steps[2], >, 0);
  g_assert_cmpuint (soundness.steps[4], >, 0);
  /* Net contradictions include Nishio's (and the "off" assumptions). */
  g_assert_cmpuint (soundness.steps[3], >, soundness.steps[0]);

  /* Windoku, where the windows and the regions they imply are houses
   * too; after singles alone. */
  windoku_path = g_build_filename (g_getenv ("NANPURE_TEST_DATA"), "windoku-puzzles.txt", NULL);
  g_assert_true (g_file_get_contents (windoku_path, &windoku, NULL, NULL));
  lines = g_strsplit (windoku, "\n", -1);
  windoku_states = soundness.states;
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit_set (lines[i], " \t", -1);
      g_assert_nonnull (fields[1]);
      walk_puzzle (&soundness, SUDOKU_VARIANT_WINDOKU, fields[1], SINGLES_PROFILE, 20);
    }
  g_test_message ("windoku: %u stuck states", soundness.states - windoku_states);
  g_assert_cmpuint (soundness.states, >, windoku_states);
}

/* With -m perf: how long one search takes on the stuck states of the
 * hardest puzzles, the first step (what the solving path asks for) and
 * every step. */
static void
test_timing (void)
{
  Soundness soundness = { 0 };
  g_autofree char *basic = basic_profile_dup ();

  for (guint t = 0; t < G_N_ELEMENTS (forcing_techniques); t++)
    {
      soundness.first_times[t] = g_array_new (FALSE, FALSE, sizeof (double));
      soundness.all_times[t] = g_array_new (FALSE, FALSE, sizeof (double));
    }
  for (guint i = 0; i < G_N_ELEMENTS (hardest); i++)
    walk_puzzle (&soundness, SUDOKU_VARIANT_CLASSIC, hardest[i], basic, G_MAXUINT);

  for (guint t = 0; t < G_N_ELEMENTS (forcing_techniques); t++)
    {
      GArray *first = soundness.first_times[t], *all = soundness.all_times[t];

      g_array_sort (first, test_compare_doubles);
      g_array_sort (all, test_compare_doubles);
      g_test_message ("%s: %u states, first step median %.3f ms (90%% %.3f), every step "
                      "median %.3f ms (90%% %.3f)",
                      sudoku_technique_get_info (forcing_techniques[t])->key, first->len,
                      g_array_index (first, double, first->len / 2),
                      g_array_index (first, double, first->len * 9 / 10),
                      g_array_index (all, double, all->len / 2),
                      g_array_index (all, double, all->len * 9 / 10));
      g_array_unref (first);
      g_array_unref (all);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/techniques/forcing/nishio", test_nishio);
  g_test_add_func ("/nanpure/techniques/forcing/nishio-empty-house", test_nishio_empty_house);
  g_test_add_func ("/nanpure/techniques/forcing/chain-contradiction", test_chain_contradiction);
  g_test_add_func ("/nanpure/techniques/forcing/chain-verity", test_chain_verity);
  g_test_add_func ("/nanpure/techniques/forcing/net-contradiction", test_net_contradiction);
  g_test_add_func ("/nanpure/techniques/forcing/net-verity", test_net_verity);
  g_test_add_func ("/nanpure/techniques/forcing/inkala", test_inkala);
  g_test_add_func ("/nanpure/techniques/forcing/none", test_none);
  g_test_add_func ("/nanpure/techniques/forcing/soundness", test_soundness);
  if (g_test_perf ())
    g_test_add_func ("/nanpure/techniques/forcing/timing", test_timing);

  return g_test_run ();
}
