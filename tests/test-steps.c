/* test-steps.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The logical solver's driver: profiles, solving paths, the assumption
 * search, rating, next-step hints, and the texts of the basic families. */

#include "config.h"

#include <string.h>

#include "sudoku-logic.h"
#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-reglib.h"
#include "sudoku-solver.h"
#include "test-utils.h"



static void
assert_solution (const SudokuPath  *path,
                 const SudokuBoard *puzzle)
{
  SudokuSolveResult exact;

  g_assert_cmpint (path->result, ==, SUDOKU_PATH_SOLVED);
  sudoku_solver_count (puzzle, NULL, &exact, NULL);
  g_assert_cmpuint (exact.n_solutions, ==, 1);
  g_assert_cmpmem (path->final.values, SUDOKU_N_CELLS, exact.solution, SUDOKU_N_CELLS);
}

static void
test_profiles (void)
{
  SudokuProfile profile;
  g_autoptr(GError) error = NULL;

  g_assert_true (sudoku_profile_init_from_string (&profile, "original", NULL));
  g_assert_true (profile.enabled[SUDOKU_TECHNIQUE_NAKED_SINGLE]);
  g_assert_false (profile.enabled[SUDOKU_TECHNIQUE_POINTING]);
  g_assert_true (profile.assumptions);
  g_assert_cmpuint (profile.attempt_limit, ==, 10000);

  g_assert_true (sudoku_profile_init_from_string (&profile, "standard", NULL));
  g_assert_true (profile.enabled[SUDOKU_TECHNIQUE_SUE_DE_COQ]);
  g_assert_false (profile.enabled[SUDOKU_TECHNIQUE_NISHIO]);

  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  g_assert_true (profile.enabled[SUDOKU_TECHNIQUE_FORCING_NET_VERITY]);
  /* Of the Franken and Mutant fish and templates, the cheaper ones. */
  g_assert_true (profile.enabled[SUDOKU_TECHNIQUE_FRANKEN_SWORDFISH]);
  g_assert_true (profile.enabled[SUDOKU_TECHNIQUE_FINNED_FRANKEN_X_WING]);
  g_assert_false (profile.enabled[SUDOKU_TECHNIQUE_FINNED_FRANKEN_SWORDFISH]);
  g_assert_false (profile.enabled[SUDOKU_TECHNIQUE_FRANKEN_JELLYFISH]);
  g_assert_false (profile.enabled[SUDOKU_TECHNIQUE_FINNED_MUTANT_JELLYFISH]);
  g_assert_false (profile.enabled[SUDOKU_TECHNIQUE_TEMPLATE_SET]);

  g_assert_true (sudoku_profile_init_from_string (&profile, "template-delete,finned-mutant-whale",
                                                  NULL));
  g_assert_true (profile.enabled[SUDOKU_TECHNIQUE_TEMPLATE_DELETE]);
  g_assert_true (profile.enabled[SUDOKU_TECHNIQUE_FINNED_MUTANT_WHALE]);

  g_assert_true (sudoku_profile_init_from_string (&profile, "full-house, naked-single", NULL));
  g_assert_true (profile.enabled[SUDOKU_TECHNIQUE_FULL_HOUSE]);
  g_assert_true (profile.enabled[SUDOKU_TECHNIQUE_NAKED_SINGLE]);
  g_assert_false (profile.enabled[SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX]);
  g_assert_false (profile.assumptions);

  g_assert_false (sudoku_profile_init_from_string (&profile, "naked-single,guessing", &error));
  g_assert_cmpstr (error->message, ==,
                   "“guessing” is neither a profile (original, standard, full) nor a technique");
}

static void
test_easy_puzzle (void)
{
  SudokuBoard puzzle = test_board_from (EASY, SUDOKU_VARIANT_CLASSIC);
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;
  SudokuRating rating;

  sudoku_profile_init_from_string (&profile, "full", NULL);
  path = sudoku_path_solve (&puzzle, &profile, NULL, NULL);
  assert_solution (path, &puzzle);
  g_assert_true (path->unique);
  g_assert_cmpuint (path->attempts, ==, 0);

  sudoku_rating_from_path (path, &rating);
  g_assert_true (rating.solved);
  g_assert_cmpuint (rating.level, <=, 2);
  g_assert_cmpuint (rating.assumptions, ==, 0);
  g_assert_cmpfloat (rating.se_rating, <=, 2.3);
  /* One placement per empty cell, all by singles. */
  g_assert_cmpuint (path->steps->len, ==, 81 - sudoku_board_count_givens (&puzzle));
  g_assert_cmpuint (rating.counts[SUDOKU_TECHNIQUE_FULL_HOUSE] +
                    rating.counts[SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX] +
                    rating.counts[SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE] +
                    rating.counts[SUDOKU_TECHNIQUE_NAKED_SINGLE], ==, path->steps->len);
}

static void
test_stuck_is_honest (void)
{
  SudokuBoard puzzle = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;
  SudokuSolveResult exact;

  /* Singles without assumptions get nowhere on Inkala 2012: the path
   * must stop and say so, with no digit guessed. */
  sudoku_profile_init_from_string (&profile, "full-house,hidden-single-box,hidden-single-line,naked-single",
                                   NULL);
  path = sudoku_path_solve (&puzzle, &profile, NULL, NULL);
  g_assert_cmpint (path->result, ==, SUDOKU_PATH_STUCK);
  g_assert_cmpuint (path->attempts, ==, 0);

  sudoku_solver_count (&puzzle, NULL, &exact, NULL);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (path->final.values[cell])
      g_assert_cmpuint (path->final.values[cell], ==, exact.solution[cell]);
}

static void
test_seed_puzzles_level_7 (void)
{
  const char *seeds[] = { INKALA_2010, INKALA_2012 };
  SudokuProfile profile;

  /* The standard profile still assumes where its techniques end (the
   * full one explains both without: test-se-steps.c). */
  sudoku_profile_init_from_string (&profile, "standard", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      SudokuBoard puzzle = test_board_from (seeds[i], SUDOKU_VARIANT_CLASSIC);
      g_autoptr(SudokuPath) path = sudoku_path_solve (&puzzle, &profile, NULL, NULL);
      SudokuRating rating;
      gboolean saw_contradiction = FALSE;

      assert_solution (path, &puzzle);
      sudoku_rating_from_path (path, &rating);
      g_assert_cmpuint (rating.level, ==, 7);
      g_assert_true (rating.solved);

      /* The tree: assumption steps carry depth and outcome; the one that
       * led to the solution says so. */
      for (guint s = 0; s < path->steps->len; s++)
        {
          SudokuStep *step = g_ptr_array_index (path->steps, s);

          if (step->technique != SUDOKU_TECHNIQUE_ASSUMPTION)
            continue;
          g_assert_cmpuint (step->depth, >=, 1);
          g_assert_cmpint (step->outcome, !=, SUDOKU_ASSUMPTION_OPEN);
          saw_contradiction |= step->outcome == SUDOKU_ASSUMPTION_CONTRADICTION;
        }
      g_assert_true (saw_contradiction || rating.assumptions > 0);
    }
}

static void
test_attempt_limit (void)
{
  SudokuBoard puzzle = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;

  sudoku_profile_init_from_string (&profile, "original", NULL);
  profile.attempt_limit = 2;
  path = sudoku_path_solve (&puzzle, &profile, NULL, NULL);
  g_assert_cmpint (path->result, ==, SUDOKU_PATH_GAVE_UP);
  g_assert_cmpuint (path->attempts, ==, 2);
}

static void
test_windoku (void)
{
  SudokuBoard puzzle = test_board_from (SX3, SUDOKU_VARIANT_WINDOKU);
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;

  sudoku_profile_init_from_string (&profile, "full", NULL);
  path = sudoku_path_solve (&puzzle, &profile, NULL, NULL);
  assert_solution (path, &puzzle);
}

/* A Windoku puzzle whose path once broke: a W-Wing took its strong link
 * from an implied region that already held the digit (implied regions
 * are not peers, so their cells keep its candidates). Every step agrees
 * with the solution. */
static void
test_windoku_implied_regions (void)
{
  SudokuBoard puzzle = test_board_from ("..1......7....4.......9...84.....5.1...2....9..........."
                                        "........328..1.5.5......3",
                                        SUDOKU_VARIANT_WINDOKU);
  SudokuProfile profile;
  SudokuSolveResult exact;
  g_autoptr(SudokuPath) path = NULL;

  sudoku_profile_init_from_string (&profile, "full", NULL);
  path = sudoku_path_solve (&puzzle, &profile, NULL, NULL);
  assert_solution (path, &puzzle);
  sudoku_solver_count (&puzzle, NULL, &exact, NULL);
  for (guint i = 0; i < path->steps->len; i++)
    {
      const SudokuStep *step = g_ptr_array_index (path->steps, i);

      for (guint k = 0; k < step->eliminations->len; k++)
        {
          const SudokuCandidate *c = &g_array_index (step->eliminations, SudokuCandidate, k);

          g_assert_cmpuint (exact.solution[c->cell], !=, c->digit);
        }
      for (guint k = 0; k < step->placements->len; k++)
        {
          const SudokuCandidate *c = &g_array_index (step->placements, SudokuCandidate, k);

          g_assert_cmpuint (exact.solution[c->cell], ==, c->digit);
        }
    }
}

static void
test_no_solution (void)
{
  SudokuBoard puzzle = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;

  sudoku_board_set_value (&puzzle, 1, 2, TRUE);
  sudoku_profile_init_from_string (&profile, "full", NULL);
  path = sudoku_path_solve (&puzzle, &profile, NULL, NULL);
  g_assert_cmpint (path->result, ==, SUDOKU_PATH_NO_SOLUTION);
}

static void
test_cancel (void)
{
  SudokuBoard puzzle = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  SudokuProfile profile;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  SudokuPath *path;

  g_cancellable_cancel (cancellable);
  sudoku_profile_init_from_string (&profile, "full", NULL);
  path = sudoku_path_solve (&puzzle, &profile, cancellable, &error);
  g_assert_null (path);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_next_step_uses_own_candidates (void)
{
  SudokuBoard board = test_board_from (EASY, SUDOKU_VARIANT_CLASSIC);
  SudokuProfile profile;
  g_autoptr(SudokuStep) first = NULL;
  g_autoptr(SudokuStep) second = NULL;

  sudoku_profile_init_from_string (&profile, "naked-single", NULL);
  first = sudoku_path_next_step (&board, &profile, TRUE);

  /* Remove candidates by hand so that r1c1 has one left: the next naked
   * single is then r1c1, which only the user's candidates show. */
  board.candidates[0] = SUDOKU_DIGIT_BIT (8);
  second = sudoku_path_next_step (&board, &profile, TRUE);
  g_assert_nonnull (second);
  g_assert_cmpint (second->technique, ==, SUDOKU_TECHNIQUE_NAKED_SINGLE);
  g_assert_cmpuint (g_array_index (second->placements, SudokuCandidate, 0).cell, ==, 0);
  g_assert_cmpuint (g_array_index (second->placements, SudokuCandidate, 0).digit, ==, 8);
  g_assert_true (first == NULL || !sudoku_step_same_result (first, second));
}

/* The step of @technique on a reglib case's grid with the expected
 * result. */
static SudokuStep *
reglib_step (const char      *line,
             SudokuTechnique  technique,
             SudokuBoard     *board)
{
  SudokuReglibCase test_case;
  g_autoptr(GError) error = NULL;
  SudokuGrid grid;
  SudokuStep *step;

  sudoku_reglib_parse_case (line, &test_case, &error);
  g_assert_no_error (error);
  *board = test_case.board;
  sudoku_grid_init (&grid, &test_case.board, TRUE);
  step = sudoku_find_first_step (&grid, technique);
  g_assert_nonnull (step);
  sudoku_reglib_case_clear (&test_case);
  return step;
}

static void
test_texts (void)
{
  SudokuBoard board;
  g_autoptr(SudokuStep) pointing = NULL;
  g_autoptr(SudokuStep) pair = NULL;
  g_autoptr(SudokuStep) single = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *explanation = NULL;
  g_autofree char *pair_summary = NULL;
  g_autofree char *single_summary = NULL;
  g_autofree char *single_explanation = NULL;

  single = reglib_step (":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:",
                        SUDOKU_TECHNIQUE_NAKED_SINGLE, &board);
  single_summary = sudoku_step_dup_summary (single, &board);
  single_explanation = sudoku_step_dup_explanation (single, &board);
  g_assert_cmpstr (single_summary, ==, "Naked Single: r2c9=8");
  g_assert_true (strstr (single_explanation, "r2c9=8") != NULL);

  pointing = reglib_step (":0100:1:.+92....+365...3+697..3+6.+94...+2.58.1.+9+3+3.96.28.....9.32..+9+5+34+6..2..87+32+9..56+2....3.+9:811 515 715 538 761 595 795:193 198::",
                          SUDOKU_TECHNIQUE_POINTING, &board);
  summary = sudoku_step_dup_summary (pointing, &board);
  explanation = sudoku_step_dup_explanation (pointing, &board);
  g_assert_cmpstr (summary, ==,
                   "Locked Candidates (Pointing): 1 in box 8 ∩ row 9 ⇒ r9c3<>1, r9c8<>1");
  g_assert_cmpstr (explanation, ==,
                   "In box 8, 1 can only go in the cells it shares with row 9. "
                   "Whichever of them holds it, the rest of row 9 cannot: r9c3<>1, r9c8<>1.");

  pair = reglib_step (":0200:16:7.+9...+3+4.+3.274.58+948+59..+7+2..3+1..8+49+7.47.9.86..9+84.+7+21.+8+2+3.+79.54+176+2549+3+8+9+5+4....+72::114 115 116 614 615 616::",
                      SUDOKU_TECHNIQUE_NAKED_PAIR, &board);
  pair_summary = sudoku_step_dup_summary (pair, &board);
  g_assert_true (g_str_has_prefix (pair_summary, "Naked Pair: 1/6 in "));
  g_assert_true (g_str_has_suffix (pair_summary, "⇒ r1c4<>1, r1c5<>1, r1c6<>1, r1c4<>6, r1c5<>6, r1c6<>6"));
}

static void
test_top1465 (void)
{
  g_autofree char *path_name = g_build_filename (g_getenv ("NANPURE_TEST_DATA"),
                                                 "puzzles3_magictour_top1465", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  SudokuProfile profile;

  g_file_get_contents (path_name, &text, NULL, &error);
  g_assert_no_error (error);
  entries = sudoku_parse_collection (text, -1, SUDOKU_VARIANT_CLASSIC);
  g_assert_cmpuint (entries->len, ==, 1465);

  /* Every puzzle rated with the full profile ends on the exact solver's
   * solution. */
  sudoku_profile_init_from_string (&profile, "full", NULL);
  for (guint i = 0; i < entries->len; i++)
    {
      SudokuParseEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(SudokuPath) path = sudoku_path_solve (&entry->puzzle->board, &profile, NULL, NULL);
      SudokuRating rating;

      assert_solution (path, &entry->puzzle->board);
      /* Every step outside an assumption is sound: it places the
       * solution's digits and never removes one. */
      for (guint k = 0; k < path->steps->len; k++)
        {
          const SudokuStep *step = g_ptr_array_index (path->steps, k);

          if (step->depth > 0 || step->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
            continue;
          for (guint p = 0; p < step->placements->len; p++)
            {
              const SudokuCandidate *placement =
                &g_array_index (step->placements, SudokuCandidate, p);

              g_assert_cmpuint (path->final.values[placement->cell], ==, placement->digit);
            }
          for (guint e = 0; e < step->eliminations->len; e++)
            {
              const SudokuCandidate *elimination =
                &g_array_index (step->eliminations, SudokuCandidate, e);

              g_assert_cmpuint (path->final.values[elimination->cell], !=, elimination->digit);
            }
        }
      sudoku_rating_from_path (path, &rating);
      g_assert_true (rating.solved);
      g_assert_cmpuint (rating.level, >=, 1);
      g_assert_cmpuint (rating.level, <=, 7);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/steps/profiles", test_profiles);
  g_test_add_func ("/nanpure/steps/easy-puzzle", test_easy_puzzle);
  g_test_add_func ("/nanpure/steps/stuck-is-honest", test_stuck_is_honest);
  g_test_add_func ("/nanpure/steps/seed-puzzles-level-7", test_seed_puzzles_level_7);
  g_test_add_func ("/nanpure/steps/attempt-limit", test_attempt_limit);
  g_test_add_func ("/nanpure/steps/windoku", test_windoku);
  g_test_add_func ("/nanpure/steps/windoku-implied-regions", test_windoku_implied_regions);
  g_test_add_func ("/nanpure/steps/no-solution", test_no_solution);
  g_test_add_func ("/nanpure/steps/cancel", test_cancel);
  g_test_add_func ("/nanpure/steps/next-step-uses-own-candidates", test_next_step_uses_own_candidates);
  g_test_add_func ("/nanpure/steps/texts", test_texts);
  g_test_add_func ("/nanpure/steps/top1465", test_top1465);

  return g_test_run ();
}
