/* test-se-steps.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Sudoku Explainer's dynamic, dynamic (+) and nested forcing chains as
 * steps of the full profile (sudoku-se-steps.c): the hardest puzzles
 * solved without an assumption, every step checked against the solution,
 * their texts and their views. The walk over 200 of the forum's hardest
 * puzzles is slow (minutes): it runs in the suite "slow" (-m slow). */

#include "config.h"

#include <string.h>

#include "sudoku-hint.h"
#include "sudoku-logic.h"
#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-solver.h"
#include "test-utils.h"
#include "techniques/sudoku-techniques.h"

static gboolean
is_se_forcing (SudokuTechnique technique)
{
  return technique >= SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN &&
         technique <= SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN;
}

/* Solves @board with the full profile and checks every step against the
 * solution: a placement is the solution's digit, an elimination never
 * removes it, and no step is an assumption. Returns how many steps were
 * forcing chains of Sudoku Explainer's rules. */
static guint
walk_full_path (const SudokuBoard *board)
{
  SudokuProfile profile;
  SudokuSolveResult exact;
  g_autoptr(SudokuPath) path = NULL;
  SudokuBoard before;
  guint n_forcing = 0;

  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  g_assert_true (sudoku_solver_count (board, NULL, &exact, NULL));
  g_assert_cmpuint (exact.n_solutions, ==, 1);

  path = sudoku_path_solve (board, &profile, NULL, NULL);
  g_assert_nonnull (path);
  g_assert_cmpint (path->result, ==, SUDOKU_PATH_SOLVED);
  g_assert_cmpuint (path->assumptions_needed, ==, 0);
  g_assert_cmpmem (path->final.values, SUDOKU_N_CELLS, exact.solution, SUDOKU_N_CELLS);

  before = *board;
  for (guint i = 0; i < path->steps->len; i++)
    {
      const SudokuStep *step = g_ptr_array_index (path->steps, i);

      g_assert_cmpint (step->technique, !=, SUDOKU_TECHNIQUE_ASSUMPTION);
      g_assert_cmpuint (step->depth, ==, 0);
      for (guint k = 0; k < step->placements->len; k++)
        {
          const SudokuCandidate *p = &g_array_index (step->placements, SudokuCandidate, k);

          g_assert_cmpuint (p->digit, ==, exact.solution[p->cell]);
        }
      for (guint k = 0; k < step->eliminations->len; k++)
        {
          const SudokuCandidate *e = &g_array_index (step->eliminations, SudokuCandidate, k);

          g_assert_cmpuint (e->digit, !=, exact.solution[e->cell]);
        }
      if (is_se_forcing (step->technique))
        {
          g_autofree char *summary = sudoku_step_dup_summary (step, &before);
          g_autofree char *text = sudoku_step_dup_explanation (step, &before);
          g_autoptr(GPtrArray) views = sudoku_step_dup_views (step);

          n_forcing++;
          g_assert_nonnull (strstr (summary,
                                    sudoku_technique_get_info (step->technique)->name));
          g_assert_cmpuint (views->len, >=, 2);
          g_assert_nonnull (strstr (text, ": ("));
          g_assert_cmpfloat (step->se_rating, >=,
                             sudoku_technique_get_info (step->technique)->se_rating);
        }
      sudoku_step_apply (step, &before);
    }
  return n_forcing;
}

static void
test_inkala_2012 (void)
{
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);

  g_assert_cmpuint (walk_full_path (&board), >, 0);
}

/* Inkala 2012's first hard step: each branch is a view with only its own
 * links and cells, the text gives each chain in Eureka notation and in
 * words, one line each. */
static void
test_first_step_views (void)
{
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  SudokuProfile profile;
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(GPtrArray) views = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_eureka = 0, n_words = 0, n_branches = 0, n_inner = 0;

  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  /* Without an assumption, the next step is a forcing chain. */
  for (;;)
    {
      step = sudoku_path_next_step (&board, &profile, TRUE);
      g_assert_nonnull (step);
      if (is_se_forcing (step->technique))
        break;
      sudoku_step_apply (step, &board);
      g_clear_pointer (&step, sudoku_step_free);
    }

  text = sudoku_step_dup_explanation (step, &board);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (strstr (lines[i], ": (") != NULL && strchr (lines[i], '-') != NULL)
        n_eureka++;
      if (g_str_has_prefix (lines[i], "If "))
        n_words++;
    }

  views = sudoku_step_dup_views (step);
  g_assert_cmpuint (views->len, >=, 2);
  for (guint v = 0; v < views->len; v++)
    {
      const SudokuStepView *view = g_ptr_array_index (views, v);

      g_test_message ("view %u (part of %d), %u links: %s", v + 1, view->part_of,
                      view->links->len, view->text);
      if (view->part_of < 0)
        n_branches++;
    }
  g_assert_cmpuint (n_eureka, ==, n_branches);
  g_assert_cmpuint (n_words, ==, n_branches);
  for (guint v = 0; v < views->len; v++)
    {
      const SudokuStepView *view = g_ptr_array_index (views, v);

      g_assert_nonnull (view->text);
      /* A branch is as the explanation gives it; after it, a view for
       * each node that also rests on other removals, with the chains
       * to them. */
      if (view->part_of < 0)
        g_assert_nonnull (strstr (text, view->text));
      else
        {
          g_assert_cmpint (view->part_of, <, (gint) v);
          g_assert_cmpint (((SudokuStepView *) views->pdata[view->part_of])->part_of, ==, -1);
          g_assert_nonnull (strstr (view->text, " also since "));
          g_assert_nonnull (strstr (view->text, ": ("));
          n_inner++;
        }
      g_assert_cmpuint (view->links->len, >, 0);
      g_assert_cmpuint (view->links->len, <=, step->links->len);
      /* Each link of the view is one of the step's. */
      for (guint i = 0; i < view->links->len; i++)
        {
          const SudokuLink *link = &g_array_index (view->links, SudokuLink, i);
          gboolean found = FALSE;

          for (guint k = 0; k < step->links->len && !found; k++)
            found = memcmp (link, &g_array_index (step->links, SudokuLink, k),
                            sizeof *link) == 0;
          g_assert_true (found);
        }
    }

  /* Its chains' nodes rest on other removals ("also since"): those are
   * views of their own, and a branch's view draws its chain alone. */
  g_assert_nonnull (strstr (text, "also since"));
  g_assert_cmpuint (n_inner, >, 0);
  {
    const SudokuStepView *first = g_ptr_array_index (views, 0);
    const char *arrow;
    guint n_nodes = 0;

    /* One link into each node of the chain's Eureka line after the
     * first. */
    for (arrow = strstr (first->text, ": ("); *arrow != '\n' && *arrow != '\0'; arrow++)
      if (*arrow == '(')
        n_nodes++;
    g_assert_cmpuint (first->links->len, ==, n_nodes - 1);
  }

  /* The hint holds the same views, each drawn as a step with only its
   * own marks and links and the step's result. */
  {
    g_autoptr(SudokuHint) hint = sudoku_hint_new (step, &board, SUDOKU_HINT_FULL);
    g_autoptr(SudokuHint) message = sudoku_hint_new_message ("none");

    g_assert_cmpuint (sudoku_hint_get_n_views (hint), ==, views->len);
    g_assert_cmpuint (sudoku_hint_get_n_views (message), ==, 0);
    for (guint v = 0; v < views->len; v++)
      {
        const SudokuStepView *view = g_ptr_array_index (views, v);
        const SudokuStep *drawn = sudoku_hint_get_view_step (hint, v);

        g_assert_cmpstr (sudoku_hint_get_view (hint, v)->text, ==, view->text);
        g_assert_cmpuint (drawn->links->len, ==, view->links->len);
        g_assert_cmpuint (drawn->links->len, <, step->links->len);
        g_assert_cmpmem (drawn->links->data, drawn->links->len * sizeof (SudokuLink),
                         view->links->data, view->links->len * sizeof (SudokuLink));
        g_assert_cmpuint (drawn->marks->len, ==, view->marks->len);
        g_assert_cmpuint (drawn->eliminations->len, ==, step->eliminations->len);
        g_assert_cmpuint (drawn->placements->len, ==, step->placements->len);
      }
  }

  /* Any other step is one view with all of it. */
  {
    g_autoptr(SudokuStep) single = sudoku_step_new (SUDOKU_TECHNIQUE_NAKED_SINGLE);
    g_autoptr(GPtrArray) one = NULL;

    sudoku_step_add_placement (single, 0, 1);
    sudoku_step_add_mark (single, 0, 1, SUDOKU_ROLE_DEFINING, 0);
    one = sudoku_step_dup_views (single);
    g_assert_cmpuint (one->len, ==, 1);
    g_assert_cmpuint (((SudokuStepView *) one->pdata[0])->marks->len, ==, 1);
  }
}

/* A step search can be cancelled (issue 23 item 2): with its grid's
 * cancellable cancelled, Sudoku Explainer's chain search on Inkala 2012's
 * first hard position gives no step, which it finds otherwise; so does
 * the path's step search. */
static void
test_cancelled_search (void)
{
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(SudokuStep) again = NULL;
  g_autoptr(SudokuStep) none = NULL;
  SudokuProfile profile;
  SudokuGrid grid;

  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  for (;;)
    {
      step = sudoku_path_find_step (&board, &profile, TRUE, cancellable);
      g_assert_nonnull (step);
      if (is_se_forcing (step->technique))
        break;
      sudoku_step_apply (step, &board);
      g_clear_pointer (&step, sudoku_step_free);
    }

  g_cancellable_cancel (cancellable);
  g_assert_null (sudoku_path_find_step (&board, &profile, TRUE, cancellable));

  /* The technique itself, asked with a cancelled grid: nothing; the same
   * grid not cancelled: the same step as before. */
  sudoku_grid_init (&grid, &board, TRUE);
  grid.cancellable = cancellable;
  none = sudoku_find_first_step (&grid, step->technique);
  g_assert_null (none);
  grid.cancellable = NULL;
  again = sudoku_find_first_step (&grid, step->technique);
  g_assert_nonnull (again);
  g_assert_true (sudoku_step_same_result (again, step));
}

/* The original profile keeps the seeds' assumption search. */
static void
test_original_assumes (void)
{
  SudokuBoard board = test_board_from (INKALA_2012, SUDOKU_VARIANT_CLASSIC);
  SudokuProfile profile;
  g_autoptr(SudokuPath) path = NULL;

  g_assert_true (sudoku_profile_init_from_string (&profile, "original", NULL));
  g_assert_false (profile.enabled[SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN]);
  path = sudoku_path_solve (&board, &profile, NULL, NULL);
  g_assert_cmpint (path->result, ==, SUDOKU_PATH_SOLVED);
  g_assert_cmpuint (path->assumptions_needed, >, 0);
}

/* The first puzzle of the forum's hardest list: its path takes a nested
 * forcing chain at its second step. */
#define HARDEST_1 "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"

typedef struct
{
  gboolean    forget;    /* empty the cache before the second search */
  SudokuStep *step;      /* what the second search found */
  guint64     searched;  /* its nested searches, made and reused */
  guint64     reused;
  gboolean    keep_all;  /* keep the repeated nested hints too */
  guint64     found;     /* the nested hints of the whole walk, found and kept */
  guint64     kept;
  gboolean    every_chain;     /* follow every single forcing chain */
  guint64     chains;          /* the single forcing chains of the walk, followed */
  guint64     chains_skipped;  /* and left out (known not to end) */
} CacheWalk;

/* In a thread of its own (a fresh search context): HARDEST_1's path up
 * to its first nested forcing chain, that step applied, and the nested
 * forcing chain searched again on the grid it leaves. */
static gpointer
cache_walk (gpointer data)
{
  CacheWalk *walk = data;
  SudokuBoard board = test_board_from (HARDEST_1, SUDOKU_VARIANT_CLASSIC);
  SudokuProfile profile;
  SudokuGrid grid;
  guint64 searched0, reused0;

  g_assert_true (sudoku_profile_init_from_string (&profile, "full", NULL));
  _sudoku_se_thread_keep_repeated (walk->keep_all);
  _sudoku_se_thread_every_chain (walk->every_chain);
  for (;;)
    {
      g_autoptr(SudokuStep) step = sudoku_path_find_step (&board, &profile, TRUE, NULL);

      g_assert_nonnull (step);
      g_assert_cmpint (step->technique, !=, SUDOKU_TECHNIQUE_ASSUMPTION);
      sudoku_step_apply (step, &board);
      if (step->technique == SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN)
        break;
    }

  if (walk->forget)
    _sudoku_se_thread_forget ();
  _sudoku_se_thread_counts (&searched0, &reused0);
  sudoku_grid_init (&grid, &board, TRUE);
  walk->step = sudoku_find_first_step (&grid, SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN);
  _sudoku_se_thread_counts (&walk->searched, &walk->reused);
  walk->searched -= searched0;
  walk->reused -= reused0;
  _sudoku_se_thread_hint_counts (&walk->found, &walk->kept);
  _sudoku_se_thread_chain_counts (&walk->chains, &walk->chains_skipped);
  return NULL;
}

/* The nested rules' hints are kept by grid state across the steps of a
 * path (the next step's propagations go through many states of this
 * one's): the next search finds the same step as with the cache
 * emptied, with fewer searches of its own. Counts, not time. */
static void
test_cache_across_steps (void)
{
  CacheWalk warm = { FALSE, NULL, 0, 0, FALSE, 0, 0 };
  CacheWalk cold = { TRUE, NULL, 0, 0, FALSE, 0, 0 };

  g_thread_join (g_thread_new ("warm", cache_walk, &warm));
  g_thread_join (g_thread_new ("cold", cache_walk, &cold));

  g_assert_nonnull (warm.step);
  g_assert_nonnull (cold.step);
  g_assert_true (sudoku_step_same_result (warm.step, cold.step));
  g_assert_cmpfloat (warm.step->se_rating, ==, cold.step->se_rating);
  g_assert_cmpuint (warm.step->links->len, ==, cold.step->links->len);
  g_test_message ("nested searches: %" G_GUINT64_FORMAT " made, %" G_GUINT64_FORMAT
                  " reused; with the cache emptied: %" G_GUINT64_FORMAT " made, %"
                  G_GUINT64_FORMAT " reused", warm.searched, warm.reused, cold.searched,
                  cold.reused);
  g_assert_cmpuint (cold.searched, >, 0);
  g_assert_cmpuint (warm.searched, <, cold.searched);
  g_assert_cmpuint (warm.reused, >, cold.reused);
  sudoku_step_free (warm.step);
  sudoku_step_free (cold.step);
}

/* A nested search's hint with the same removals and needs as an easier
 * one is never used (the easier one's off nodes come first), so the
 * cache keeps it out: the same steps as with every hint kept, fewer
 * hints to hand over at each use. Counts, not time. */
static void
test_repeated_hints (void)
{
  CacheWalk lean = { FALSE, NULL, 0, 0, FALSE, 0, 0 };
  CacheWalk all = { FALSE, NULL, 0, 0, TRUE, 0, 0 };

  g_thread_join (g_thread_new ("lean", cache_walk, &lean));
  g_thread_join (g_thread_new ("all", cache_walk, &all));

  g_assert_nonnull (lean.step);
  g_assert_nonnull (all.step);
  g_assert_true (sudoku_step_same_result (lean.step, all.step));
  g_assert_cmpfloat (lean.step->se_rating, ==, all.step->se_rating);
  g_assert_cmpuint (lean.step->links->len, ==, all.step->links->len);
  g_assert_cmpuint (lean.step->marks->len, ==, all.step->marks->len);
  for (guint i = 0; i < lean.step->links->len; i++)
    g_assert_true (memcmp (&g_array_index (lean.step->links, SudokuLink, i),
                           &g_array_index (all.step->links, SudokuLink, i),
                           sizeof (SudokuLink)) == 0);
  g_test_message ("nested hints: %" G_GUINT64_FORMAT " found, %" G_GUINT64_FORMAT " kept",
                  lean.found, lean.kept);
  g_assert_cmpuint (all.kept, ==, all.found);
  g_assert_cmpuint (lean.found, >, 0);
  g_assert_cmpuint (lean.kept, <, lean.found);
  sudoku_step_free (lean.step);
  sudoku_step_free (all.step);
}

/* A single forcing chain search that finds no end has reached all its
 * start implies; a node it reached whose opposite it did not cannot
 * end a search either, so the nested single-chain searches leave such
 * starts out: the same steps as when every chain is followed (the
 * chains, their links and marks), fewer chains followed. Counts, not
 * time. */
static void
test_chains_without_end (void)
{
  CacheWalk lean = { FALSE, NULL, 0, 0, FALSE, 0, 0, FALSE, 0, 0 };
  CacheWalk every = { FALSE, NULL, 0, 0, FALSE, 0, 0, TRUE, 0, 0 };

  g_thread_join (g_thread_new ("lean", cache_walk, &lean));
  g_thread_join (g_thread_new ("every", cache_walk, &every));

  g_assert_nonnull (lean.step);
  g_assert_nonnull (every.step);
  g_assert_true (sudoku_step_same_result (lean.step, every.step));
  g_assert_cmpfloat (lean.step->se_rating, ==, every.step->se_rating);
  g_assert_cmpuint (lean.step->links->len, ==, every.step->links->len);
  g_assert_cmpuint (lean.step->marks->len, ==, every.step->marks->len);
  for (guint i = 0; i < lean.step->links->len; i++)
    g_assert_true (memcmp (&g_array_index (lean.step->links, SudokuLink, i),
                           &g_array_index (every.step->links, SudokuLink, i),
                           sizeof (SudokuLink)) == 0);
  for (guint i = 0; i < lean.step->marks->len; i++)
    g_assert_true (memcmp (&g_array_index (lean.step->marks, SudokuMark, i),
                           &g_array_index (every.step->marks, SudokuMark, i),
                           sizeof (SudokuMark)) == 0);
  g_test_message ("single forcing chains: %" G_GUINT64_FORMAT " followed, %" G_GUINT64_FORMAT
                  " left out; all followed: %" G_GUINT64_FORMAT, lean.chains,
                  lean.chains_skipped, every.chains);
  g_assert_cmpuint (every.chains_skipped, ==, 0);
  g_assert_cmpuint (lean.chains_skipped, >, 0);
  g_assert_cmpuint (lean.chains + lean.chains_skipped, ==, every.chains);
  sudoku_step_free (lean.step);
  sudoku_step_free (every.step);
}

/* 200 of the forum's hardest puzzles (tests/data/puzzles6_forum_hardest_1106,
 * spread evenly over the file): the full profile solves each without an
 * assumption, every step sound. */
static void
test_hardest (void)
{
  g_autofree char *file = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new ();
  guint n_forcing = 0;

  if (!g_test_slow ())
    {
      g_test_skip ("the walk over 200 hardest puzzles runs with -m slow");
      return;
    }

  file = g_build_filename (g_getenv ("NANPURE_TEST_DATA"), "puzzles6_forum_hardest_1106", NULL);
  g_assert_true (g_file_get_contents (file, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (strlen (lines[i]) >= 81 && lines[i][0] != '#')
      g_ptr_array_add (puzzles, lines[i]);
  g_assert_cmpuint (puzzles->len, ==, 375);

  for (guint i = 0; i < 200; i++)
    {
      const char *line = g_ptr_array_index (puzzles, i * puzzles->len / 200);
      g_autofree char *text = g_strndup (line, 81);
      SudokuBoard board = test_board_from (text, SUDOKU_VARIANT_CLASSIC);

      n_forcing += walk_full_path (&board);
    }
  g_assert_cmpuint (n_forcing, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/se-steps/inkala-2012", test_inkala_2012);
  g_test_add_func ("/se-steps/first-step-views", test_first_step_views);
  g_test_add_func ("/se-steps/original-assumes", test_original_assumes);
  g_test_add_func ("/se-steps/cancelled-search", test_cancelled_search);
  g_test_add_func ("/se-steps/cache-across-steps", test_cache_across_steps);
  g_test_add_func ("/se-steps/repeated-hints", test_repeated_hints);
  g_test_add_func ("/se-steps/chains-without-end", test_chains_without_end);
  g_test_add_func ("/se-steps/hardest", test_hardest);

  return g_test_run ();
}
