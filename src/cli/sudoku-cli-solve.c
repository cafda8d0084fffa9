/* sudoku-cli-solve.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-cli"

#include "config.h"

#include "sudoku-cli.h"

#include "sudoku-parse.h"

#include <glib/gi18n.h>

/* `solve` and `count` share one loop; only the result line differs. */
typedef enum {
  SOLVE_MODE_SOLVE,
  SOLVE_MODE_COUNT,
} SolveMode;

static void
append_digits (GString     *line,
               const guint8 values[SUDOKU_N_CELLS])
{
  char digits[SUDOKU_N_CELLS];

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    digits[cell] = (char) ('0' + values[cell]);
  g_string_append_len (line, digits, SUDOKU_N_CELLS);
}

/* An error line must stay one line whatever the message holds. */
static void
append_error (GString    *line,
              const char *message)
{
  g_string_append (line, "error: ");
  for (const char *p = message; *p != '\0'; p++)
    g_string_append_c (line, *p == '\n' || *p == '\r' ? ' ' : *p);
}

/* Returns %TRUE when the puzzle's line is the success the mode asks for:
 * a unique solution for `solve`, any count for `count`. */
static gboolean
work_on_entry (SolveMode                 mode,
               SudokuCliCountFunc        count_solutions,
               const SudokuSolveOptions *options,
               const SudokuCliInput     *input,
               const SudokuParseEntry   *entry,
               GString                  *line)
{
  g_autoptr(GError) error = NULL;
  SudokuSolveResult result;

  if (entry->puzzle == NULL)
    {
      g_autofree char *message =
        sudoku_cli_dup_entry_error (input, entry->error != NULL ? entry->error->message : "?");

      append_error (line, message);
      return FALSE;
    }

  if (!sudoku_board_validate (&entry->puzzle->board, &error))
    {
      append_error (line, error->message);
      return FALSE;
    }

  /* Without a cancellable the search cannot fail. */
  if (!count_solutions (&entry->puzzle->board, options, &result, &error))
    g_error ("The solver failed: %s", error->message);

  if (mode == SOLVE_MODE_COUNT)
    {
      g_string_append_printf (line, "%u", result.n_solutions);
      return TRUE;
    }

  switch (result.n_solutions)
    {
    case 0:
      g_string_append (line, "none");
      return FALSE;

    case 1:
      append_digits (line, result.solution);
      return TRUE;

    default:
      g_string_append (line, "multiple ");
      append_digits (line, result.solution);
      /* The output line stays as scripts read it; the likely reason goes
       * to the user. */
      if (entry->puzzle->board.variant == SUDOKU_VARIANT_CLASSIC &&
          sudoku_cli_is_windoku_puzzle (&entry->puzzle->board))
        {
          g_autofree char *note =
            sudoku_cli_dup_located (input, entry->line,
                                    _("the puzzle has more than one solution; if this is a "
                                      "Windoku puzzle, add --variant=windoku"));

          g_printerr ("nanpure-cli: %s\n", note);
        }
      return FALSE;
    }
}

static int
run (SolveMode      mode,
     SudokuVariant  variant,
     guint          limit,
     GPtrArray     *inputs)
{
  SudokuCliCountFunc count_solutions = sudoku_cli_get_count_func (variant);
  SudokuSolveOptions options = { .limit = limit };
  g_autoptr(GString) line = g_string_sized_new (128);
  gboolean all_succeeded = TRUE;
  guint n_puzzles = 0;

  for (guint i = 0; i < inputs->len; i++)
    {
      const SudokuCliInput *input = g_ptr_array_index (inputs, i);
      g_autoptr(GPtrArray) entries = NULL;

      entries = sudoku_parse_collection (input->text, (gssize) input->length,
                                         variant);
      g_ptr_array_set_free_func (entries, (GDestroyNotify) sudoku_parse_entry_free);

      for (guint j = 0; j < entries->len; j++)
        {
          g_string_truncate (line, 0);
          if (!work_on_entry (mode, count_solutions, &options, input,
                              g_ptr_array_index (entries, j), line))
            all_succeeded = FALSE;
          g_string_append_c (line, '\n');
          sudoku_cli_write (line->str, line->len);
        }

      n_puzzles += entries->len;
    }

  if (!sudoku_cli_finish_output ())
    return SUDOKU_CLI_EXIT_IO;

  if (n_puzzles == 0)
    {
      sudoku_cli_report_no_puzzle (inputs);
      return SUDOKU_CLI_EXIT_FAILURE;
    }

  return all_succeeded ? SUDOKU_CLI_EXIT_OK : SUDOKU_CLI_EXIT_FAILURE;
}

int
sudoku_cli_solve (int    argc,
                  char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) inputs = NULL;
  g_autofree char *variant_name = NULL;
  SudokuVariant variant;
  const GOptionEntry option_entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name,
      N_("The rules: classic (default) or windoku"), N_("VARIANT") },
    { NULL }
  };

  context = sudoku_cli_context_new (
    _("[FILE|PUZZLE|-]… — solve puzzles"),
    _("Solves every puzzle and proves that its solution is unique."),
    _("Input: each argument is a file, “-” for standard input, or a puzzle\n"
      "itself (81 digits and dots, or another one-line format). A file holds\n"
      "one puzzle per line in any supported format (lines starting with #\n"
      "are ignored), or a single multi-line grid. Without an argument,\n"
      "reads standard input.\n"
      "\n"
      "Output: one line per puzzle, in input order:\n"
      "  <81 digits>            the solution, when it is unique\n"
      "  none                   when there is no solution\n"
      "  multiple <81 digits>   when there are several; the first one found\n"
      "  error: <message>       when the puzzle cannot be read or breaks\n"
      "                         the rules\n"
      "\n"
      "Exit status: 0 when every puzzle has a unique solution, 1 otherwise,\n"
      "2 for a usage error or an input that cannot be read."),
    option_entries);

  if (!sudoku_cli_parse_options (context, "solve", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (!sudoku_cli_parse_variant ("solve", variant_name, &variant))
    return SUDOKU_CLI_EXIT_USAGE;

  inputs = sudoku_cli_read_inputs (argc - 1, argv + 1);
  if (inputs == NULL)
    return SUDOKU_CLI_EXIT_USAGE;

  return run (SOLVE_MODE_SOLVE, variant, 2, inputs);
}

int
sudoku_cli_count (int    argc,
                  char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) inputs = NULL;
  g_autofree char *variant_name = NULL;
  SudokuVariant variant;
  int limit = 2;
  const GOptionEntry option_entries[] = {
    { "limit", 'l', 0, G_OPTION_ARG_INT, &limit,
      N_("Stop counting at N solutions (default 2)"), N_("N") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name,
      N_("The rules: classic (default) or windoku"), N_("VARIANT") },
    { NULL }
  };

  context = sudoku_cli_context_new (
    _("[FILE|PUZZLE|-]… — count solutions"),
    _("Counts the solutions of every puzzle, up to a limit."),
    _("Input: as for “nanpure-cli solve”.\n"
      "\n"
      "Output: one line per puzzle, in input order: the number of solutions,\n"
      "at most N, or “error: <message>” when the puzzle cannot be read or\n"
      "breaks the rules.\n"
      "\n"
      "Exit status: 0 when every puzzle was counted, 1 when a puzzle could\n"
      "not be, 2 for a usage error or an input that cannot be read."),
    option_entries);

  if (!sudoku_cli_parse_options (context, "count", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (!sudoku_cli_parse_variant ("count", variant_name, &variant))
    return SUDOKU_CLI_EXIT_USAGE;
  if (limit < 1)
    return sudoku_cli_usage_error ("count",
                                   _("the limit must be at least 1, not %d"),
                                   limit);

  inputs = sudoku_cli_read_inputs (argc - 1, argv + 1);
  if (inputs == NULL)
    return SUDOKU_CLI_EXIT_USAGE;

  return run (SOLVE_MODE_COUNT, variant, (guint) limit, inputs);
}
