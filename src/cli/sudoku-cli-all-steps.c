/* sudoku-cli-all-steps.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* nanpure-cli steps --all PUZZLE: every step available in one position. */

#define G_LOG_DOMAIN "nanpure-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-cli.h"
#include "sudoku-all-steps.h"
#include "sudoku-parse.h"

static void
append_json (GString               *out,
             const SudokuFoundStep *found,
             const SudokuBoard     *board)
{
  const SudokuStep *step = sudoku_found_step_get_step (found);
  const SudokuTechniqueInfo *info = sudoku_technique_get_info (step->technique);
  g_autofree char *summary = sudoku_step_dup_summary (step, board);
  const SudokuTechnique *techniques;
  guint n_techniques;
  SudokuCells cells = sudoku_found_step_get_cells (found);
  gboolean first = TRUE;

  techniques = sudoku_found_step_get_techniques (found, &n_techniques);
  g_string_append_printf (out, "{\"id\":%u,\"technique\":", sudoku_found_step_get_id (found));
  sudoku_cli_json_append_string (out, info->key);
  g_string_append (out, ",\"name\":");
  sudoku_cli_json_append_string (out, info->name);
  g_string_append (out, ",\"techniques\":[");
  for (guint i = 0; i < n_techniques; i++)
    {
      if (i)
        g_string_append_c (out, ',');
      sudoku_cli_json_append_string (out, sudoku_technique_get_info (techniques[i])->key);
    }
  g_string_append_printf (out, "],\"instances\":%u,\"level\":%u,\"se\":%.1f",
                          sudoku_found_step_get_n_instances (found),
                          sudoku_found_step_get_level (found), step->se_rating);
  g_string_append (out, ",\"placements\":");
  sudoku_cli_json_append_candidates (out, step->placements, "=");
  g_string_append (out, ",\"eliminations\":");
  sudoku_cli_json_append_candidates (out, step->eliminations, "<>");
  g_string_append_printf (out, ",\"removed\":%u,\"unlocks\":%u,\"cells\":[",
                          sudoku_found_step_get_n_removed (found),
                          sudoku_found_step_get_n_unlocked (found));
  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      g_string_append_printf (out, "%s\"r%uc%u\"", first ? "" : ",",
                              sudoku_cell_row (cell) + 1, sudoku_cell_column (cell) + 1);
      first = FALSE;
    }
  g_string_append (out, "],\"summary\":");
  sudoku_cli_json_append_string (out, summary);
  g_string_append_c (out, '}');
}

static void
append_text (GString               *out,
             const SudokuFoundStep *found,
             const SudokuBoard     *board)
{
  const SudokuStep *step = sudoku_found_step_get_step (found);
  g_autofree char *summary = sudoku_step_dup_summary (step, board);
  const SudokuTechnique *techniques;
  guint n_techniques;
  guint unlocked = sudoku_found_step_get_n_unlocked (found);

  techniques = sudoku_found_step_get_techniques (found, &n_techniques);
  g_string_append_printf (out, "  %s", summary);
  if (unlocked)
    g_string_append_printf (out, ngettext (" (unlocks %u single)", " (unlocks %u singles)",
                                           unlocked), unlocked);
  if (n_techniques > 1)
    {
      g_autoptr(GString) others = g_string_new (NULL);

      for (guint i = 1; i < n_techniques; i++)
        g_string_append_printf (others, "%s%s", i > 1 ? ", " : "",
                                _(sudoku_technique_get_info (techniques[i])->name));
      /* Translators: after a step of `steps --all`: the other techniques
       * that find exactly the same result, separated by commas. */
      g_string_append_printf (out, _(" (also: %s)"), others->str);
    }
  g_string_append_c (out, '\n');
}

int
sudoku_cli_all_steps (const char          *argument,
                      const SudokuProfile *profile,
                      SudokuVariant        variant,
                      gboolean             json)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) steps = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  SudokuSolveOptions options = { .limit = 2 };
  SudokuSolveResult result;
  SudokuBoard board;
  SudokuTechnique technique = SUDOKU_N_TECHNIQUES;

  puzzle = sudoku_cli_read_puzzle (argument, variant, &error);
  if (puzzle == NULL)
    {
      g_printerr ("nanpure-cli: %s\n", error->message);
      return sudoku_cli_exit_for_error (error);
    }
  if (!sudoku_board_validate (&puzzle->board, &error))
    {
      g_printerr ("nanpure-cli: %s\n", error->message);
      return SUDOKU_CLI_EXIT_FAILURE;
    }
  /* A position with several solutions still has steps, only not the
   * uniqueness techniques'. */
  if (!sudoku_cli_get_count_func (variant) (&puzzle->board, &options, &result, &error))
    g_error ("The solver failed: %s", error->message);

  board = puzzle->board;
  sudoku_board_compute_candidates (&board);
  if (puzzle->has_candidates)
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      board.candidates[cell] &= puzzle->board.candidates[cell];

  steps = sudoku_all_steps_find (&board, profile, result.n_solutions == 1, 0,
                                 NULL, NULL, NULL);
  sudoku_all_steps_sort_grouped (steps);

  if (json)
    g_string_append_c (out, '[');
  for (guint i = 0; i < steps->len; i++)
    {
      const SudokuFoundStep *found = steps->pdata[i];

      if (json)
        {
          if (i)
            g_string_append_c (out, ',');
          append_json (out, found, &board);
        }
      else
        {
          if (sudoku_found_step_get_technique (found) != technique)
            {
              guint n = 0;

              technique = sudoku_found_step_get_technique (found);
              for (guint j = i; j < steps->len; j++)
                n += sudoku_found_step_get_technique (steps->pdata[j]) == technique;
              /* Translators: a heading of `steps --all`: a technique and
               * how many of its steps follow. */
              g_string_append_printf (out, _("%s (%u)\n"),
                                      _(sudoku_technique_get_info (technique)->name), n);
            }
          append_text (out, found, &board);
        }
      sudoku_cli_write (out->str, out->len);
      g_string_truncate (out, 0);
    }
  if (json)
    sudoku_cli_write ("]\n", 2);
  if (!sudoku_cli_finish_output ())
    return SUDOKU_CLI_EXIT_IO;
  return SUDOKU_CLI_EXIT_OK;
}
