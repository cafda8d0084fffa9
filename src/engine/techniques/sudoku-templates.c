/* sudoku-templates.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Templates, after HoDoKu's "Template Set" and "Template Delete" (facts
 * from its documentation and regression library; the code is ours). A
 * template is one way to place a digit nine times, once in every row,
 * column and box: 46,656 of them. A digit's templates that still fit the
 * grid keep its placed cells and use only cells where it is a candidate.
 * A cell in every one of them must hold the digit (Template Set); a
 * candidate in none of them cannot be it (Template Delete). Like HoDoKu,
 * a template is also dropped when it uses a cell that every template of
 * another digit uses, which finds more. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-techniques.h"

#define N_TEMPLATES 46656

/* Every template once, as cell sets, built on first use. */
static SudokuCells *all_templates;

static void
build (SudokuCells *out,
       guint       *n,
       guint        row,
       guint16      columns,
       SudokuCells  cells)
{
  if (row == 9)
    {
      out[(*n)++] = cells;
      return;
    }
  for (guint column = 0; column < 9; column++)
    {
      guint cell = row * 9 + column;
      gboolean box_used = FALSE;

      if (columns & (1u << column))
        continue;
      /* Rows above in the same band may not use this box. */
      for (guint r = row - row % 3; r < row; r++)
        for (guint c = column - column % 3; c < column - column % 3 + 3; c++)
          if (sudoku_cells_has (cells, r * 9 + c))
            box_used = TRUE;
      if (box_used)
        continue;
      build (out, n, row + 1, columns | (1u << column),
             sudoku_cells_or (cells, sudoku_cells_single (cell)));
    }
}

static const SudokuCells *
get_templates (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      guint n = 0;

      all_templates = g_new (SudokuCells, N_TEMPLATES);
      build (all_templates, &n, 0, 0, SUDOKU_CELLS_EMPTY);
      g_assert (n == N_TEMPLATES);
      g_once_init_leave (&done, 1);
    }
  return all_templates;
}

typedef struct
{
  /* Per digit, the indices of the templates that fit. */
  guint16    *fits[10];
  guint       n_fits[10];
  /* Per digit, the union and the intersection of the fitting ones. */
  SudokuCells any[10];
  SudokuCells every[10];
} TemplateState;

static void
state_clear (TemplateState *state)
{
  for (guint digit = 1; digit <= 9; digit++)
    g_free (state->fits[digit]);
}

/* The cells every fitting template of @digit uses (none when no
 * template fits: the grid is broken). */
static SudokuCells
intersect_all (const TemplateState *state,
               guint                digit)
{
  const SudokuCells *templates = all_templates;
  SudokuCells every = SUDOKU_CELLS_ALL;

  if (state->n_fits[digit] == 0)
    return SUDOKU_CELLS_EMPTY;
  for (guint i = 0; i < state->n_fits[digit]; i++)
    every = sudoku_cells_and (every, templates[state->fits[digit][i]]);
  return every;
}

/* Finds each digit's fitting templates, then drops those that use a cell
 * some other digit must take. */
static void
state_init (TemplateState    *state,
            const SudokuGrid *grid)
{
  const SudokuCells *templates = get_templates ();
  gboolean changed = TRUE;

  for (guint digit = 1; digit <= 9; digit++)
    {
      SudokuCells placed = SUDOKU_CELLS_EMPTY;
      SudokuCells allowed;

      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (grid->board.values[cell] == digit)
          sudoku_cells_add (&placed, cell);
      allowed = sudoku_cells_or (placed, grid->digit_cells[digit]);

      state->fits[digit] = g_new (guint16, N_TEMPLATES);
      state->n_fits[digit] = 0;
      for (guint t = 0; t < N_TEMPLATES; t++)
        if (sudoku_cells_subset (templates[t], allowed) &&
            sudoku_cells_subset (placed, templates[t]))
          state->fits[digit][state->n_fits[digit]++] = t;
    }

  /* A cell that every template of another digit uses is that digit's:
   * a template using it goes. Dropping templates can only add such
   * cells, so repeat until nothing drops (HoDoKu's refinement). */
  for (guint digit = 1; digit <= 9; digit++)
    state->every[digit] = intersect_all (state, digit);
  while (changed)
    {
      changed = FALSE;
      for (guint digit = 1; digit <= 9; digit++)
        {
          SudokuCells others = SUDOKU_CELLS_EMPTY;
          guint kept = 0;

          for (guint other = 1; other <= 9; other++)
            if (other != digit)
              others = sudoku_cells_or (others, state->every[other]);

          for (guint i = 0; i < state->n_fits[digit]; i++)
            if (!sudoku_cells_intersect (templates[state->fits[digit][i]], others))
              state->fits[digit][kept++] = state->fits[digit][i];
          if (kept != state->n_fits[digit])
            {
              changed = TRUE;
              state->n_fits[digit] = kept;
              state->every[digit] = intersect_all (state, digit);
            }
        }
    }

  for (guint digit = 1; digit <= 9; digit++)
    {
      state->any[digit] = SUDOKU_CELLS_EMPTY;
      for (guint i = 0; i < state->n_fits[digit]; i++)
        state->any[digit] = sudoku_cells_or (state->any[digit], templates[state->fits[digit][i]]);
    }
}

gboolean
_sudoku_find_templates (const SudokuGrid *grid,
                        SudokuTechnique   technique,
                        SudokuStepSink    sink,
                        gpointer          user_data)
{
  TemplateState state = { 0 };
  gboolean stop = FALSE;

  g_assert (grid != NULL && sink != NULL);

  if ((technique != SUDOKU_TECHNIQUE_TEMPLATE_SET &&
       technique != SUDOKU_TECHNIQUE_TEMPLATE_DELETE) ||
      grid->board.variant != SUDOKU_VARIANT_CLASSIC)
    return FALSE;

  state_init (&state, grid);

  for (guint digit = 1; digit <= 9 && !stop; digit++)
    {
      SudokuCells cells;
      SudokuStep *step;

      /* No template at all means a broken grid: nothing sound to say. */
      if (state.n_fits[digit] == 0)
        continue;

      if (technique == SUDOKU_TECHNIQUE_TEMPLATE_SET)
        cells = sudoku_cells_and (state.every[digit], grid->digit_cells[digit]);
      else
        cells = sudoku_cells_minus (grid->digit_cells[digit], state.any[digit]);
      if (sudoku_cells_is_empty (cells))
        continue;

      step = sudoku_step_new (technique);
      step->digits = SUDOKU_DIGIT_BIT (digit);
      /* The cells every template uses (set) or some template uses. */
      SUDOKU_CELLS_FOREACH (sudoku_cells_and (technique == SUDOKU_TECHNIQUE_TEMPLATE_SET
                                              ? state.every[digit] : state.any[digit],
                                              grid->digit_cells[digit]), cell)
        if (!sudoku_cells_has (cells, cell) || technique == SUDOKU_TECHNIQUE_TEMPLATE_SET)
          sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_DEFINING, 0);
      SUDOKU_CELLS_FOREACH (cells, cell)
        {
          if (technique == SUDOKU_TECHNIQUE_TEMPLATE_SET)
            sudoku_step_add_placement (step, cell, digit);
          else
            sudoku_step_add_elimination (step, cell, digit);
        }
      stop = sink (step, user_data);
    }

  state_clear (&state);
  return stop;
}

char *
_sudoku_describe_templates (const SudokuStep  *step,
                            const SudokuBoard *before,
                            gboolean           full)
{
  const SudokuTechniqueInfo *info;
  g_autofree char *result = NULL;
  guint digit;

  g_return_val_if_fail (step != NULL, NULL);
  (void) before;

  if (step->digits == 0)
    return NULL;
  info = sudoku_technique_get_info (step->technique);
  digit = (guint) __builtin_ctz (step->digits) + 1;
  result = sudoku_step_dup_result (step);

  if (!full)
    /* TRANSLATORS: "Template Delete: 4 ⇒ r3c5<>4". */
    return g_strdup_printf (_("%s: %u ⇒ %s"), _(info->name), digit, result);

  if (step->technique == SUDOKU_TECHNIQUE_TEMPLATE_SET)
    return g_strdup_printf (_("The nine %1$us of the solution form a template: one in every "
                              "row, column and box. Every template that keeps the placed "
                              "%1$us, uses only cells where the %1$u is a candidate and takes "
                              "no cell that another digit's templates all take uses these "
                              "cells, so they hold the %1$u: %2$s."),
                            digit, result);
  return g_strdup_printf (_("The nine %1$us of the solution form a template: one in every "
                            "row, column and box. No template that keeps the placed %1$us, "
                            "uses only cells where the %1$u is a candidate and takes no cell "
                            "that another digit's templates all take uses these cells, so "
                            "they cannot be %1$u: %2$s."),
                          digit, result);
}
