/* sudoku-help-figure.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws the example diagrams of the help's technique pages at build time,
 * with the renderer the window uses, so the help shows a step exactly as a
 * hint draws it on the grid.
 *
 *   sudoku-help-figure reglib LINE OUTPUT.png
 *     LINE is a HoDoKu reglib case (tests/data/hodoku-reglib-dev.txt): the
 *     board with its candidates, and the first step of the case's
 *     technique found there is drawn.
 *   sudoku-help-figure path PUZZLE FAMILY OUTPUT.png
 *     PUZZLE is solved the way a person would, and the first step of the
 *     technique family FAMILY ("forcing", "assumption", …) is drawn on the
 *     board it was found on; an assumption is drawn just after it is made,
 *     its digit in the assumption's green.
 *   sudoku-help-figure view PUZZLE N OUTPUT.png
 *     The first step of PUZZLE's path that is shown as several views (a
 *     forcing chain) is drawn as its view N (1 for the first, or "last"),
 *     as the hint banner's Next shows it one after the other.
 *
 *   --size=PIXELS before the kind sets the picture's side (360 by
 *   default); build-aux/readme-pictures draws the README's step pictures
 *   with it.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "sudoku-logic.h"
#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-reglib.h"
#include "sudoku-render.h"

#define FIGURE_SIZE 360

/* The side of the pictures in pixels: --size=N before the kind. */
static int figure_size = FIGURE_SIZE;

static gboolean
draw (const SudokuBoard *board,
      const SudokuStep  *step,
      const SudokuBoard *puzzle,
      const char        *output,
      GError           **error)
{
  SudokuRenderStyle style;
  SudokuRenderOptions options;
  SudokuDigitRole roles[SUDOKU_N_CELLS];

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (board->values[cell] == 0)
        roles[cell] = SUDOKU_DIGIT_ROLE_DEFAULT;
      else if (puzzle->givens[cell] || board->givens[cell])
        roles[cell] = SUDOKU_DIGIT_ROLE_GIVEN;
      else if (puzzle->values[cell] == 0 && step == NULL)
        roles[cell] = SUDOKU_DIGIT_ROLE_ASSUMPTION;
      else
        roles[cell] = SUDOKU_DIGIT_ROLE_SINGLE;
    }

  sudoku_render_style_init_light (&style);
  sudoku_render_options_init (&options);
  options.style = &style;
  options.digit_roles = roles;
  options.candidates = board->candidates;
  options.show_candidates = TRUE;
  options.step = step;

  return sudoku_render_to_png (board, &options, figure_size, output, error);
}

static gboolean
reglib_figure (const char  *line,
               const char  *output,
               GError     **error)
{
  SudokuReglibCase test_case = { 0 };
  SudokuTechnique techniques[4];
  guint n_techniques = 0;
  gboolean skip = FALSE;
  g_autoptr(SudokuStep) step = NULL;
  SudokuGrid grid;
  gboolean drawn;

  if (!sudoku_reglib_parse_case (line, &test_case, error))
    return FALSE;
  if (!sudoku_reglib_code_techniques (test_case.code, techniques, &n_techniques, &skip))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "no technique for the code %s", test_case.code);
      sudoku_reglib_case_clear (&test_case);
      return FALSE;
    }

  sudoku_grid_init (&grid, &test_case.board, TRUE);
  step = sudoku_find_first_step (&grid, techniques[0]);
  if (step == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   "no step of the case's technique (code %s) on its board",
                   test_case.code);
      sudoku_reglib_case_clear (&test_case);
      return FALSE;
    }

  drawn = draw (&test_case.board, step, &test_case.board, output, error);
  sudoku_reglib_case_clear (&test_case);
  return drawn;
}

static gboolean
path_figure (const char  *text,
             const char  *family,
             const char  *output,
             GError     **error)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  SudokuProfile profile;
  SudokuPath *path;
  SudokuBoard board;
  gboolean drawn = FALSE;

  puzzle = sudoku_parse_puzzle (text, -1, SUDOKU_VARIANT_CLASSIC, error);
  if (puzzle == NULL)
    return FALSE;
  /* The full profile explains every known puzzle without assuming; the
   * standard one still assumes where its techniques end. */
  if (!sudoku_profile_init_from_string (&profile,
                                        g_str_equal (family, "assumption") ? "standard" : "full",
                                        error))
    return FALSE;

  board = puzzle->board;
  sudoku_board_compute_candidates (&board);
  path = sudoku_path_solve (&board, &profile, NULL, error);
  if (path == NULL)
    return FALSE;

  for (guint i = 0; i < path->steps->len; i++)
    {
      const SudokuStep *step = g_ptr_array_index (path->steps, i);
      const SudokuTechniqueInfo *info = sudoku_technique_get_info (step->technique);

      if (g_str_equal (sudoku_family_get_key (info->family), family))
        {
          if (step->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
            {
              sudoku_step_apply (step, &board);
              drawn = draw (&board, NULL, &puzzle->board, output, error);
            }
          else
            drawn = draw (&board, step, &puzzle->board, output, error);
          sudoku_path_free (path);
          return drawn;
        }
      sudoku_step_apply (step, &board);
    }

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
               "the path of the puzzle has no step of the family “%s”", family);
  sudoku_path_free (path);
  return FALSE;
}

static gboolean
view_figure (const char  *text,
             const char  *number,
             const char  *output,
             GError     **error)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  SudokuProfile profile;
  SudokuBoard board;

  puzzle = sudoku_parse_puzzle (text, -1, SUDOKU_VARIANT_CLASSIC, error);
  if (puzzle == NULL || !sudoku_profile_init_from_string (&profile, "full", error))
    return FALSE;
  board = puzzle->board;
  sudoku_board_compute_candidates (&board);

  for (;;)
    {
      g_autoptr(SudokuStep) step = sudoku_path_next_step (&board, &profile, TRUE);
      g_autoptr(GPtrArray) views = NULL;
      guint index;

      if (step == NULL)
        break;
      views = sudoku_step_dup_views (step);
      if (views->len > 1)
        {
          g_autoptr(SudokuStep) shown = NULL;

          index = g_str_equal (number, "last") ? views->len : (guint) atoi (number);
          if (index < 1 || index > views->len)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           "the step has %u views, not %s", views->len, number);
              return FALSE;
            }
          shown = sudoku_step_new_for_view (step, g_ptr_array_index (views, index - 1));
          return draw (&board, shown, &puzzle->board, output, error);
        }
      sudoku_step_apply (step, &board);
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
               "the path of the puzzle has no step of several views");
  return FALSE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  gboolean drawn;

  if (argc > 1 && g_str_has_prefix (argv[1], "--size="))
    {
      figure_size = atoi (argv[1] + strlen ("--size="));
      if (figure_size < 90 || figure_size > 4000)
        {
          g_printerr ("%s: the size is from 90 to 4000 pixels\n", argv[0]);
          return 2;
        }
      argv[1] = argv[0];
      argv++;
      argc--;
    }

  if (argc == 4 && g_str_equal (argv[1], "reglib"))
    drawn = reglib_figure (argv[2], argv[3], &error);
  else if (argc == 5 && g_str_equal (argv[1], "path"))
    drawn = path_figure (argv[2], argv[3], argv[4], &error);
  else if (argc == 5 && g_str_equal (argv[1], "view"))
    drawn = view_figure (argv[2], argv[3], argv[4], &error);
  else
    {
      g_printerr ("usage: %s [--size=PIXELS] reglib LINE OUTPUT.png | "
                  "path PUZZLE FAMILY OUTPUT.png | view PUZZLE N OUTPUT.png\n",
                  argv[0]);
      return 2;
    }

  if (!drawn)
    {
      g_printerr ("%s: %s: %s\n", argv[0], argv[argc - 1], error->message);
      return 1;
    }
  return 0;
}
