/* sudoku-hint.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Hints in three levels, and the check that comes before any hint: is
 * the board still on the way to the solution? The window (through the
 * session's SudokuSolveRunner, whose hint is a SudokuHint made here) and
 * `nanpure-cli hint` both say what this file says. */

#include "config.h"

#include "sudoku-hint.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-solver.h"

/* Givens that keep the rules but have no solution: where the user can
 * see it at once, when the candidates the givens leave show it — an
 * empty cell that no digit can fill (@found's cell, digit 0), or a house
 * with no place left for a digit it lacks (@found's conflict.house and
 * digit, cell SUDOKU_N_CELLS); otherwise neither (the contradiction lies
 * deeper). @givens has its candidates worked out. */
static void
find_dead_end (const SudokuBoard   *givens,
               SudokuContradiction *found)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (givens->variant);

  found->kind = SUDOKU_CONTRADICTION_NO_SOLUTION;
  found->cell = SUDOKU_N_CELLS;
  found->digit = 0;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (givens->values[cell] == 0 && givens->candidates[cell] == 0)
      {
        found->cell = cell;
        return;
      }
  for (guint h = 0; h < houses->n_houses; h++)
    {
      const SudokuHouse *house = &houses->houses[h];
      guint placed = 0, open = 0;

      for (guint i = 0; i < 9; i++)
        {
          guint cell = house->cells[i];

          if (givens->values[cell] != 0)
            placed |= SUDOKU_DIGIT_BIT (givens->values[cell]);
          else
            open |= givens->candidates[cell];
        }
      for (guint digit = 1; digit <= 9; digit++)
        if (!(placed & SUDOKU_DIGIT_BIT (digit)) && !(open & SUDOKU_DIGIT_BIT (digit)))
          {
            found->conflict.house = h;
            found->digit = digit;
            return;
          }
    }
}

/**
 * sudoku_hint_find_contradiction:
 * @board: the board as the user has it (values and candidates)
 * @solution: the solution of its givens, 81 digits
 * @contradiction: (out) (optional): where the board parts from @solution
 *
 * Compares the values on @board with @solution, then the candidates of
 * its empty cells: a cell that lost the solution's digit can never be
 * solved. Wrong values are reported before removed candidates.
 *
 * Returns: %TRUE when the board contradicts the solution
 */
gboolean
sudoku_hint_find_contradiction (const SudokuBoard   *board,
                                const guint8        *solution,
                                SudokuContradiction *contradiction)
{
  SudokuContradiction found = { .kind = SUDOKU_CONTRADICTION_NONE };

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (solution != NULL, FALSE);

  found.variant = board->variant;
  for (guint cell = 0; cell < SUDOKU_N_CELLS && found.kind == SUDOKU_CONTRADICTION_NONE; cell++)
    if (board->values[cell] != 0 && board->values[cell] != solution[cell])
      {
        found.kind = SUDOKU_CONTRADICTION_WRONG_VALUE;
        found.cell = cell;
        found.digit = board->values[cell];
        found.solution = solution[cell];
      }
  for (guint cell = 0; cell < SUDOKU_N_CELLS && found.kind == SUDOKU_CONTRADICTION_NONE; cell++)
    if (board->values[cell] == 0 && !(board->candidates[cell] & SUDOKU_DIGIT_BIT (solution[cell])))
      {
        found.kind = SUDOKU_CONTRADICTION_MISSING_CANDIDATE;
        found.cell = cell;
        found.digit = solution[cell];
        found.solution = solution[cell];
      }

  if (contradiction != NULL)
    *contradiction = found;
  return found.kind != SUDOKU_CONTRADICTION_NONE;
}

/**
 * sudoku_contradiction_dup_message:
 * @contradiction: what sudoku_hint_find_contradiction() found
 *
 * Returns: (transfer full) (nullable): the contradiction said for people,
 *   or %NULL when there is none
 */
char *
sudoku_contradiction_dup_message (const SudokuContradiction *contradiction)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (contradiction != NULL, NULL);

  switch (contradiction->kind)
    {
    case SUDOKU_CONTRADICTION_NONE:
      return NULL;

    case SUDOKU_CONTRADICTION_DUPLICATE:
      {
        g_autofree char *repeat = sudoku_conflict_dup_description (contradiction->variant,
                                                                   &contradiction->conflict);

        /* Translators: Hint or Step on a board that breaks the rules;
         * the argument is "row 1 has two 5s (r1c1, r1c5)". */
        return g_strdup_printf (_("The board breaks the rules: %s. No hint or step can help "
                                  "until one of them is cleared."), repeat);
      }

    case SUDOKU_CONTRADICTION_NO_SOLUTION:
      if (contradiction->cell < SUDOKU_N_CELLS)
        {
          const SudokuHouseList *houses = sudoku_variant_get_houses (contradiction->variant);
          gboolean in_window = FALSE;

          for (guint i = 0; i < 8 && houses->cell_houses[contradiction->cell][i] != 0xff; i++)
            in_window |= houses->houses[houses->cell_houses[contradiction->cell][i]].kind ==
                         SUDOKU_HOUSE_WINDOW;
          name = sudoku_cell_dup_name (contradiction->cell);
          if (in_window)
            /* Translators: Hint or Step on givens with no solution; the
             * argument is a cell, "r1c9". */
            return g_strdup_printf (_("The puzzle has no solution: no digit can go in %s, "
                                      "whose row, column, box and window hold all nine."),
                                    name);
          /* Translators: Hint or Step on givens with no solution; the
           * argument is a cell, "r1c9". */
          return g_strdup_printf (_("The puzzle has no solution: no digit can go in %s, "
                                    "whose row, column and box hold all nine."), name);
        }
      if (contradiction->digit != 0)
        {
          const SudokuHouseList *houses = sudoku_variant_get_houses (contradiction->variant);

          name = sudoku_house_dup_name (&houses->houses[contradiction->conflict.house]);
          /* Translators: Hint or Step on givens with no solution; the
           * arguments are a house, "Row 3", and a digit. */
          return g_strdup_printf (_("The puzzle has no solution: %s has no place left for "
                                    "a %u."), name, contradiction->digit);
        }
      return g_strdup (_("The puzzle has no solution: its givens contradict each other."));

    case SUDOKU_CONTRADICTION_WRONG_VALUE:
    case SUDOKU_CONTRADICTION_MISSING_CANDIDATE:
    default:
      break;
    }
  name = sudoku_cell_dup_name (contradiction->cell);
  if (contradiction->kind == SUDOKU_CONTRADICTION_WRONG_VALUE)
    /* Translators: a hint (or Step) that finds a wrong digit on the
     * board, e.g. "The 2 in r1c1 is wrong (the solution has 8 there): …". */
    return g_strdup_printf (_("The %u in %s is wrong (the solution has %u there): the board "
                              "contradicts the solution, and no hint or step can help until "
                              "it is cleared."),
                            contradiction->digit, name, contradiction->solution);
  /* Translators: a hint that finds a needed candidate removed. */
  return g_strdup_printf (_("A candidate that %s needs (%u) was crossed out: the board "
                            "contradicts the solution. Put the candidates of %s back (or "
                            "Reset Candidates) and ask again."),
                          name, contradiction->digit, name);
}

/**
 * sudoku_hint_find_mistakes:
 * @board: the board as the user has it
 * @solution: the solution of its givens, 81 digits
 *
 * Every mark of @board that parts from @solution: the wrong digits (not
 * givens) first, then the empty cells whose solution digit was crossed
 * out, each in reading order. A solution digit that a wrong digit in a
 * peer took out is not listed apart: clearing the wrong digit puts it
 * back.
 *
 * Returns: (transfer full) (element-type SudokuContradiction): the
 *   mistakes, maybe none
 */
GArray *
sudoku_hint_find_mistakes (const SudokuBoard *board,
                           const guint8      *solution)
{
  GArray *mistakes = g_array_new (FALSE, FALSE, sizeof (SudokuContradiction));
  const SudokuHouseList *houses;

  g_return_val_if_fail (board != NULL && solution != NULL, mistakes);

  houses = sudoku_variant_get_houses (board->variant);

  for (guint pass = 0; pass < 2; pass++)
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      {
        SudokuContradiction mistake = {
          .variant = board->variant, .cell = cell, .solution = solution[cell],
        };

        if (pass == 0 && board->values[cell] != 0 && !board->givens[cell] &&
            board->values[cell] != solution[cell])
          {
            mistake.kind = SUDOKU_CONTRADICTION_WRONG_VALUE;
            mistake.digit = board->values[cell];
          }
        else if (pass == 1 && board->values[cell] == 0 &&
                 !(board->candidates[cell] & SUDOKU_DIGIT_BIT (solution[cell])))
          {
            gboolean by_wrong_digit = FALSE;

            for (guint p = 0; p < houses->n_peers[cell]; p++)
              {
                guint peer = houses->peers[cell][p];

                by_wrong_digit |= board->values[peer] == solution[cell] &&
                                  solution[peer] != solution[cell] && !board->givens[peer];
              }
            if (by_wrong_digit)
              continue;
            mistake.kind = SUDOKU_CONTRADICTION_MISSING_CANDIDATE;
            mistake.digit = solution[cell];
          }
        else
          continue;
        g_array_append_val (mistakes, mistake);
      }
  return mistakes;
}

/**
 * sudoku_mistakes_dup_message:
 * @mistakes: (element-type SudokuContradiction): what
 *   sudoku_hint_find_mistakes() found, at least one
 *
 * Returns: (transfer full): the first mistake said for people, which
 *   cell and which mark, how many more there are, and the offer to
 *   repair them
 */
char *
sudoku_mistakes_dup_message (GArray *mistakes)
{
  const SudokuContradiction *first;
  g_autofree char *name = NULL;
  g_autofree char *what = NULL;
  g_autofree char *more = NULL;

  g_return_val_if_fail (mistakes != NULL && mistakes->len > 0, NULL);

  first = &g_array_index (mistakes, SudokuContradiction, 0);
  name = sudoku_cell_dup_name (first->cell);
  if (first->kind == SUDOKU_CONTRADICTION_WRONG_VALUE)
    /* Translators: the first hint on a board with the user's mistake,
     * e.g. "Your 2 in r1c1 is wrong: the solution has 8 there." */
    what = g_strdup_printf (_("Your %u in %s is wrong: the solution has %u there."),
                            first->digit, name, first->solution);
  else
    /* Translators: the first hint on a board where the user crossed out
     * the solution's digit, e.g. "You crossed out 7 in r4c5, but 7 is
     * the solution there." */
    what = g_strdup_printf (_("You crossed out %u in %s, but %u is the solution there."),
                            first->digit, name, first->digit);
  if (mistakes->len > 1)
    /* Translators: after the first mistake of the user's marks. */
    more = g_strdup_printf (ngettext (" %u more mark is wrong as well.",
                                      " %u more marks are wrong as well.",
                                      mistakes->len - 1),
                            mistakes->len - 1);
  /* Translators: the hint about the user's marks: the mistake, how many
   * more, and the offer; keep "Repair Marks" as the button says it. */
  return g_strdup_printf (_("%s%s Repair Marks clears the wrong digits and puts the "
                            "crossed-out solution digits back."),
                          what, more != NULL ? more : "");
}

/**
 * sudoku_hint_check_board:
 * @board: the board as the user has it (values and candidates)
 * @solution: (out caller-allocates) (optional) (array fixed-size=81): the
 *   solution of the givens, when they have exactly one
 * @unique: (out) (optional): whether the givens have exactly one solution
 * @contradiction: (out) (optional): what is wrong, when something is
 *
 * The one rule before a hint or a step, in the window as in
 * `nanpure-cli hint`: first the board must keep the rules (no digit twice
 * in a house), then its givens must have a solution, then (when it is
 * the only one) the board must still be on the way to it
 * (sudoku_hint_find_contradiction()).
 *
 * Returns: %TRUE when a hint or a step can go on from @board
 */
gboolean
sudoku_hint_check_board (const SudokuBoard   *board,
                         guint8              *solution,
                         gboolean            *unique,
                         SudokuContradiction *contradiction)
{
  SudokuContradiction found = { .kind = SUDOKU_CONTRADICTION_NONE };
  g_autoptr(GArray) conflicts = NULL;
  SudokuSolveResult exact;
  SudokuBoard givens;

  g_return_val_if_fail (board != NULL, FALSE);

  found.variant = board->variant;
  if (unique != NULL)
    *unique = FALSE;
  conflicts = sudoku_board_find_conflicts (board);
  if (conflicts->len > 0)
    {
      found.kind = SUDOKU_CONTRADICTION_DUPLICATE;
      found.conflict = g_array_index (conflicts, SudokuConflict, 0);
      found.cell = found.conflict.cells[0];
      found.digit = found.conflict.digit;
    }
  else
    {
      /* The givens alone say what the solution is. */
      givens = *board;
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (!givens.givens[cell])
          givens.values[cell] = 0;
      sudoku_board_compute_candidates (&givens);
      sudoku_solver_count (&givens, NULL, &exact, NULL);
      if (exact.n_solutions == 0)
        find_dead_end (&givens, &found);
      else if (exact.n_solutions == 1)
        {
          if (unique != NULL)
            *unique = TRUE;
          if (solution != NULL)
            memcpy (solution, exact.solution, SUDOKU_N_CELLS);
          sudoku_hint_find_contradiction (board, exact.solution, &found);
        }
    }

  if (contradiction != NULL)
    *contradiction = found;
  return found.kind == SUDOKU_CONTRADICTION_NONE;
}

/**
 * sudoku_hint_find:
 * @board: the board as the user has it
 * @profile: the techniques a hint may use
 * @solution: (nullable): the solution of the givens when they have exactly
 *   one, or %NULL
 * @contradiction: (out) (optional): set when the board contradicts
 *   @solution (and then no step is searched)
 *
 * The step a hint is about: the first technique of @profile that applies
 * to @board, unless the board already contradicts @solution.
 *
 * Returns: (transfer full) (nullable): the step, or %NULL when the board
 *   contradicts the solution or no technique of @profile applies
 */
SudokuStep *
sudoku_hint_find (const SudokuBoard   *board,
                  const SudokuProfile *profile,
                  const guint8        *solution,
                  SudokuContradiction *contradiction)
{
  SudokuContradiction found = { .kind = SUDOKU_CONTRADICTION_NONE };

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (profile != NULL, NULL);

  if (solution != NULL)
    sudoku_hint_find_contradiction (board, solution, &found);
  if (contradiction != NULL)
    *contradiction = found;
  if (found.kind != SUDOKU_CONTRADICTION_NONE)
    return NULL;
  return sudoku_path_next_step (board, profile, solution != NULL);
}

/**
 * sudoku_hint_find_next:
 * @board: the board as the user has it
 * @profile: the techniques a hint may use
 * @contradiction: (out) (optional): what is wrong with @board, when
 *   something is (and then no step is searched)
 *
 * The step a hint is about, after sudoku_hint_check_board(): the first
 * technique of @profile that applies; when none does and @profile allows
 * assumptions, the assumption the solver would make next
 * (sudoku_path_next_assumption()), so that a hint always names a way on.
 *
 * Returns: (transfer full) (nullable): the step, or %NULL when the board
 *   is wrong or no technique of @profile applies
 */
SudokuStep *
sudoku_hint_find_next (const SudokuBoard   *board,
                       const SudokuProfile *profile,
                       SudokuContradiction *contradiction)
{
  return sudoku_hint_find_next_cancellable (board, profile, NULL, contradiction);
}

/**
 * sudoku_hint_find_next_cancellable:
 * @board: the board as the user has it
 * @profile: the techniques a hint may use
 * @cancellable: (nullable): stops the search (sudoku_path_find_step())
 * @contradiction: (out) (optional): as sudoku_hint_find_next()
 *
 * sudoku_hint_find_next() that can be cancelled: when @cancellable is
 * cancelled the search ends soon, with %NULL.
 *
 * Returns: (transfer full) (nullable): the step, or %NULL
 */
SudokuStep *
sudoku_hint_find_next_cancellable (const SudokuBoard   *board,
                                   const SudokuProfile *profile,
                                   GCancellable        *cancellable,
                                   SudokuContradiction *contradiction)
{
  guint8 solution[SUDOKU_N_CELLS];
  gboolean unique;
  SudokuStep *step;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (profile != NULL, NULL);

  if (!sudoku_hint_check_board (board, solution, &unique, contradiction))
    return NULL;
  step = sudoku_path_find_step (board, profile, unique, cancellable);
  if (step == NULL && profile->assumptions && !g_cancellable_is_cancelled (cancellable))
    step = sudoku_path_next_assumption (board);
  return step;
}

/* The house a vague hint names: the step's first house, or else the box
 * of the first cell the step is about; an index into the variant's
 * house list, or -1. */
static int
house_of_step (const SudokuStep *step)
{
  guint cell;

  if (step->houses[0] >= 0)
    return step->houses[0];
  if (step->placements->len > 0)
    cell = g_array_index (step->placements, SudokuCandidate, 0).cell;
  else if (step->marks->len > 0)
    cell = g_array_index (step->marks, SudokuMark, 0).cell;
  else if (step->eliminations->len > 0)
    cell = g_array_index (step->eliminations, SudokuCandidate, 0).cell;
  else
    return -1;
  /* Boxes follow the 9 rows and 9 columns in every house list. */
  return 18 + (int) sudoku_cell_box (cell);
}

/* Per cell, the candidates a concrete hint points at: those of the
 * step's pattern, without what the step does with them; a single is
 * about its own cell and digit. */
static void
pattern_of_step (const SudokuStep  *step,
                 const SudokuBoard *board,
                 guint16           *candidates)
{
  memset (candidates, 0, SUDOKU_N_CELLS * sizeof (guint16));
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (board->values[mark->cell] != 0)
        continue;
      if (mark->digit != 0)
        candidates[mark->cell] |= SUDOKU_DIGIT_BIT (mark->digit);
      else
        candidates[mark->cell] |= board->candidates[mark->cell] &
                                  (step->digits ? step->digits : SUDOKU_ALL_CANDIDATES);
    }
  if (step->marks->len == 0)
    for (guint i = 0; i < step->placements->len; i++)
      {
        const SudokuCandidate *placement = &g_array_index (step->placements, SudokuCandidate, i);

        candidates[placement->cell] |= SUDOKU_DIGIT_BIT (placement->digit);
      }
}

static char *
dup_house_name (const SudokuBoard *board,
                int                house)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (board->variant);

  if (house < 0 || (guint) house >= houses->n_houses)
    return g_strdup (_("the grid"));
  return sudoku_house_dup_name (&houses->houses[house]);
}

/* An assumption as a hint: until logic alone can go on, every level
 * names the cell and the digit to try; the full level adds why. */
static char *
dup_assumption_text (const SudokuStep  *step,
                     const SudokuBoard *board,
                     SudokuHintLevel    level)
{
  const SudokuCandidate *assumed = &g_array_index (step->placements, SudokuCandidate, 0);
  g_autofree char *cell = sudoku_cell_dup_name (assumed->cell);
  g_autofree char *text = NULL;
  g_autofree char *why = NULL;
  guint n_candidates = __builtin_popcount (board->candidates[assumed->cell]);

  /* Translators: a hint when no technique applies, e.g. "No technique
   * applies here: try r4c3=6 as an assumption (the solver’s next step)." */
  text = g_strdup_printf (_("No technique applies here: try %s=%u as an assumption (the "
                            "solver’s next step)."), cell, assumed->digit);
  if (level < SUDOKU_HINT_FULL)
    return g_steal_pointer (&text);
  /* Translators: the second line of a full hint that is an assumption:
   * the cell, how many candidates it has, the digit, the digit, the cell. */
  why = g_strdup_printf (_("%s has the fewest candidates (%u). Place %u there and go on with "
                           "logic: if that leads to a contradiction, %u is wrong in %s and "
                           "leaves its candidates."),
                         cell, n_candidates, assumed->digit, assumed->digit, cell);
  return g_strdup_printf ("%s\n%s", text, why);
}

/**
 * sudoku_hint_dup_text:
 * @step: the step the hint is about
 * @board: the board it was found on
 * @level: how much to say
 *
 * The hint said for people, in plain text: "Look for a Hidden Single in
 * box 4." (vague), "Hidden Single with 7 in r4c2." (concrete), or the
 * step's summary and, on the next line, its explanation (full).
 *
 * Returns: (transfer full): the text
 */
char *
sudoku_hint_dup_text (const SudokuStep  *step,
                      const SudokuBoard *board,
                      SudokuHintLevel    level)
{
  const char *technique;

  g_return_val_if_fail (step != NULL, NULL);
  g_return_val_if_fail (board != NULL, NULL);

  if (step->technique == SUDOKU_TECHNIQUE_ASSUMPTION && step->placements->len > 0)
    return dup_assumption_text (step, board, level);

  technique = _(sudoku_technique_get_info (step->technique)->name);
  switch (level)
    {
    case SUDOKU_HINT_VAGUE:
      {
        g_autofree char *where = dup_house_name (board, house_of_step (step));

        /* Translators: a vague hint, "Look for a Hidden Single in box 4." */
        return g_strdup_printf (_("Look for a %s in %s."), technique, where);
      }

    case SUDOKU_HINT_CONCRETE:
      {
        guint16 candidates[SUDOKU_N_CELLS];
        g_autoptr(GString) digits = g_string_new (NULL);
        g_autoptr(GString) cells = g_string_new (NULL);

        guint16 named = 0;

        /* The digits of the candidates named, not only the step's own
         * (the digit a forcing chain removes, a wing's Z): "with 3 in
         * r1c2" said a 3 where r1c2 has none. */
        pattern_of_step (step, board, candidates);
        for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
          named |= candidates[cell];
        if (named == 0)
          named = step->digits;
        for (guint digit = 1; digit <= 9; digit++)
          if (named & SUDOKU_DIGIT_BIT (digit))
            g_string_append_printf (digits, digits->len ? ", %u" : "%u", digit);
        for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
          if (candidates[cell] != 0)
            {
              g_autofree char *name = sudoku_cell_dup_name (cell);

              g_string_append_printf (cells, cells->len ? ", %s" : "%s", name);
            }
        /* Translators: a concrete hint, "Hidden Single with 7 in r4c2." */
        return g_strdup_printf (_("%s with %s in %s."), technique,
                                digits->len ? digits->str : "…",
                                cells->len ? cells->str : "…");
      }

    case SUDOKU_HINT_FULL:
    default:
      {
        g_autofree char *summary = sudoku_step_dup_summary (step, board);
        g_autofree char *explanation = sudoku_step_dup_explanation (step, board);

        return g_strdup_printf ("%s\n%s", summary, explanation);
      }
    }
}

/* The hint object */

/**
 * SudokuHint:
 *
 * A hint as the window shows it, made once and never changed: its level,
 * the step it is about and the board that step was found on, what the
 * grid tints (the house of a vague hint, the candidates of a concrete
 * one, the whole step at the full level) and the words of the banner.
 * Instead of a step a hint can be a message alone (level 0): the board
 * contradicts the solution, or no technique applies. The next level is
 * a new hint (sudoku_hint_new() on the same step).
 *
 * It is in the engine, beside sudoku_hint_dup_text(), so that every
 * view reads one computed answer: the grid and the banner draw what it
 * holds and call nothing else.
 */
struct _SudokuHint
{
  gatomicrefcount  ref_count;
  SudokuHintLevel  level;
  SudokuStep      *step;
  SudokuBoard      board;
  int              house;
  gboolean         has_pattern;
  guint16          pattern[SUDOKU_N_CELLS];
  char            *text;
  /* The step's views (SudokuStepView), and for each the step with only
   * that view's marks and links (SudokuStep), made once; empty for a
   * message. */
  GPtrArray       *views;
  GPtrArray       *view_steps;
  /* The user's marks that part from the solution, which the hint
   * offers to repair (SUDOKU_CONTRADICTION_WRONG_VALUE and _MISSING_
   * CANDIDATE), or %NULL. */
  GArray          *repairs;
};

G_DEFINE_BOXED_TYPE (SudokuHint, sudoku_hint, sudoku_hint_ref, sudoku_hint_unref)

/**
 * sudoku_hint_new:
 * @step: the step the hint is about
 * @board: the board @step was found on
 * @level: how much the hint says
 *
 * Returns: (transfer full): the hint at @level: its house (vague), its
 *   pattern (concrete) and its text computed now
 */
SudokuHint *
sudoku_hint_new (const SudokuStep  *step,
                 const SudokuBoard *board,
                 SudokuHintLevel    level)
{
  SudokuHint *self;

  g_return_val_if_fail (step != NULL, NULL);
  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (level >= SUDOKU_HINT_VAGUE && level <= SUDOKU_HINT_FULL, NULL);

  self = g_new0 (SudokuHint, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->level = level;
  self->step = sudoku_step_copy (step);
  self->board = *board;
  self->house = level == SUDOKU_HINT_VAGUE ? house_of_step (step) : -1;
  if (level == SUDOKU_HINT_CONCRETE)
    {
      self->has_pattern = TRUE;
      pattern_of_step (step, board, self->pattern);
    }
  self->text = sudoku_hint_dup_text (step, board, level);
  self->views = sudoku_step_dup_views (step);
  self->view_steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);
  for (guint i = 0; i < self->views->len; i++)
    g_ptr_array_add (self->view_steps,
                     sudoku_step_new_for_view (step, g_ptr_array_index (self->views, i)));
  return self;
}

/**
 * sudoku_hint_new_message:
 * @text: what a hint found instead of a step
 *
 * Returns: (transfer full): a hint of level 0 that only says @text
 */
SudokuHint *
sudoku_hint_new_message (const char *text)
{
  SudokuHint *self;

  g_return_val_if_fail (text != NULL, NULL);

  self = g_new0 (SudokuHint, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->house = -1;
  self->text = g_strdup (text);
  self->views = g_ptr_array_new ();
  self->view_steps = g_ptr_array_new ();
  return self;
}

/**
 * sudoku_hint_new_repair:
 * @text: what the hint says of the user's marks
 * @mistakes: (element-type SudokuContradiction): the marks that part
 *   from the solution, as sudoku_hint_find_mistakes() lists them; copied
 *
 * A hint before any technique: the user's digits or crossed-out
 * candidates are wrong. It points at their cells and digits (the
 * pattern) and carries the repair: each wrong digit cleared, each
 * solution digit put back as a candidate.
 *
 * Returns: (transfer full): a hint of level 0 with its repairs
 */
SudokuHint *
sudoku_hint_new_repair (const char *text,
                        GArray     *mistakes)
{
  SudokuHint *self;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (mistakes != NULL && mistakes->len > 0, NULL);

  self = sudoku_hint_new_message (text);
  self->repairs = g_array_sized_new (FALSE, FALSE, sizeof (SudokuContradiction), mistakes->len);
  g_array_append_vals (self->repairs, mistakes->data, mistakes->len);
  self->has_pattern = TRUE;
  for (guint i = 0; i < mistakes->len; i++)
    {
      const SudokuContradiction *mistake = &g_array_index (mistakes, SudokuContradiction, i);

      self->pattern[mistake->cell] |= SUDOKU_DIGIT_BIT (mistake->digit);
    }
  return self;
}

SudokuHint *
sudoku_hint_ref (SudokuHint *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
sudoku_hint_unref (SudokuHint *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_clear_pointer (&self->step, sudoku_step_free);
  g_clear_pointer (&self->repairs, g_array_unref);
  g_free (self->text);
  g_ptr_array_unref (self->views);
  g_ptr_array_unref (self->view_steps);
  g_free (self);
}

/**
 * sudoku_hint_get_level:
 * @self: a hint
 *
 * Returns: how much the hint says, or 0 for a message without a step
 */
guint
sudoku_hint_get_level (const SudokuHint *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->level;
}

/**
 * sudoku_hint_get_step:
 * @self: a hint
 *
 * Returns: (nullable): the step the hint is about (at every level: the
 *   grid draws it at the full one), or %NULL for a message
 */
const SudokuStep *
sudoku_hint_get_step (const SudokuHint *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->step;
}

/**
 * sudoku_hint_get_board:
 * @self: a hint
 *
 * Returns: (nullable): the board the step was found on, or %NULL for a
 *   message
 */
const SudokuBoard *
sudoku_hint_get_board (const SudokuHint *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->step != NULL ? &self->board : NULL;
}

/**
 * sudoku_hint_get_house:
 * @self: a hint
 *
 * Returns: the house a vague hint names (an index into the variant's
 *   house list), or -1 at the other levels
 */
int
sudoku_hint_get_house (const SudokuHint *self)
{
  g_return_val_if_fail (self != NULL, -1);

  return self->house;
}

/**
 * sudoku_hint_get_pattern:
 * @self: a hint
 *
 * Returns: (nullable) (array fixed-size=81): per cell, the candidates a
 *   concrete hint points at; %NULL at the other levels
 */
const guint16 *
sudoku_hint_get_pattern (const SudokuHint *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->has_pattern ? self->pattern : NULL;
}

/**
 * sudoku_hint_get_repairs:
 * @self: a hint
 * @n_repairs: (out): how many
 *
 * Returns: (nullable) (array length=n_repairs): the user's marks the
 *   hint offers to repair (sudoku_hint_new_repair()), or %NULL
 */
const SudokuContradiction *
sudoku_hint_get_repairs (const SudokuHint *self,
                         guint            *n_repairs)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (n_repairs != NULL, NULL);

  *n_repairs = self->repairs != NULL ? self->repairs->len : 0;
  return self->repairs != NULL ? (const SudokuContradiction *) self->repairs->data : NULL;
}

/**
 * sudoku_hint_get_text:
 * @self: a hint
 *
 * Returns: the hint in words, as sudoku_hint_dup_text() says it at its
 *   level (the full level: the summary, a newline, the explanation), or
 *   the message
 */
const char *
sudoku_hint_get_text (const SudokuHint *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->text;
}

/**
 * sudoku_hint_get_n_views:
 * @self: a hint
 *
 * Returns: how many views the hint's step is shown as, one after the
 *   other (see sudoku_step_dup_views()): several for a forcing chain of
 *   Sudoku Explainer's rules, one for any other step, none for a message
 */
guint
sudoku_hint_get_n_views (const SudokuHint *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->views->len;
}

/**
 * sudoku_hint_get_view:
 * @self: a hint
 * @index: a view, below sudoku_hint_get_n_views()
 *
 * Returns: (transfer none): the view: its text, marks and links
 */
const SudokuStepView *
sudoku_hint_get_view (const SudokuHint *self,
                      guint             index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->views->len, NULL);

  return g_ptr_array_index (self->views, index);
}

/**
 * sudoku_hint_get_view_step:
 * @self: a hint
 * @index: a view, below sudoku_hint_get_n_views()
 *
 * Returns: (transfer none): the step as that view draws it: its
 *   placements and eliminations with only the view's marks and links
 */
const SudokuStep *
sudoku_hint_get_view_step (const SudokuHint *self,
                           guint             index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->view_steps->len, NULL);

  return g_ptr_array_index (self->view_steps, index);
}
