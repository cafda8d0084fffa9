/* tech-test-utils.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tech-test-utils.h"

#include <string.h>

/* A sink that keeps every step in the GPtrArray it is given. */
gboolean
collect_cb (SudokuStep *step,
            gpointer    user_data)
{
  g_ptr_array_add (user_data, step);
  return FALSE;
}

/* A sink that counts the steps in the guint it is given and asks the
 * search to stop at the first. */
gboolean
stop_cb (SudokuStep *step,
         gpointer    user_data)
{
  guint *count = user_data;

  (*count)++;
  sudoku_step_free (step);
  return TRUE;
}

/* Reads the reglib case @line into a new search, without searching. */
void
search_parse (Search     *search,
              const char *line)
{
  g_autoptr(GError) error = NULL;

  memset (search, 0, sizeof *search);
  g_assert_true (sudoku_reglib_parse_case (line, &search->test_case, &error));
  g_assert_no_error (error);
}

/* Collects every step of @technique on test_case.board; the search must
 * run to its end. */
void
search_collect (Search          *search,
                SudokuTechnique  technique,
                gboolean         unique)
{
  sudoku_grid_init (&search->grid, &search->test_case.board, unique);
  search->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);
  g_assert_false (sudoku_find_steps (&search->grid, technique, collect_cb, search->steps));
}

/* Every step of @technique on the case @line, a puzzle with one solution. */
void
search_init (Search          *search,
             const char      *line,
             SudokuTechnique  technique)
{
  search_parse (search, line);
  search_collect (search, technique, TRUE);
}

/* Frees what the search holds; it may be filled again. */
void
search_clear (Search *search)
{
  sudoku_reglib_case_clear (&search->test_case);
  g_clear_pointer (&search->steps, g_ptr_array_unref);
}

/* The step whose eliminations are exactly the case's, or NULL. */
SudokuStep *
search_find_expected (Search *search)
{
  /* The technique takes no part in comparing results. */
  g_autoptr(SudokuStep) expected = sudoku_step_new (SUDOKU_TECHNIQUE_FULL_HOUSE);

  g_array_append_vals (expected->eliminations, search->test_case.eliminations->data,
                       search->test_case.eliminations->len);
  for (guint i = 0; i < search->steps->len; i++)
    if (sudoku_step_same_result (g_ptr_array_index (search->steps, i), expected))
      return g_ptr_array_index (search->steps, i);
  return NULL;
}

/* The step whose eliminations are exactly the case's, which must exist
 * and be of @technique. */
SudokuStep *
search_expected (Search          *search,
                 SudokuTechnique  technique)
{
  SudokuStep *step = search_find_expected (search);

  g_assert_nonnull (step);
  g_assert_cmpint (step->technique, ==, technique);
  return step;
}

gboolean
has_mark (const SudokuStep *step,
          guint             cell,
          guint             digit,
          SudokuRole        role)
{
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->cell == cell && mark->digit == digit && mark->role == role)
        return TRUE;
    }
  return FALSE;
}

/* How many marks have @role: all of them, or with @cells_only those on
 * whole cells (without a digit). */
guint
count_role_marks (const SudokuStep *step,
                  SudokuRole        role,
                  gboolean          cells_only)
{
  guint count = 0;

  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == role && (!cells_only || mark->digit == 0))
        count++;
    }
  return count;
}

guint
count_marks (const SudokuStep *step,
             SudokuRole        role)
{
  return count_role_marks (step, role, FALSE);
}

guint
count_cell_marks (const SudokuStep *step,
                  SudokuRole        role)
{
  return count_role_marks (step, role, TRUE);
}
