/* sudoku-cli-convert.c
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

typedef enum {
  CONVERT_TO_LINE,
  CONVERT_TO_GRID,
  CONVERT_TO_SDK,
  CONVERT_TO_SS,
} ConvertTarget;

static gboolean
parse_target (const char    *name,
              ConvertTarget *target)
{
  static const char * const names[] = { "line", "grid", "sdk", "ss" };

  if (name == NULL)
    {
      *target = CONVERT_TO_LINE;
      return TRUE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (name, names[i]))
      {
        *target = (ConvertTarget) i;
        return TRUE;
      }

  return FALSE;
}

static char *
format_puzzle (ConvertTarget       target,
               const SudokuPuzzle *puzzle)
{
  switch (target)
    {
    case CONVERT_TO_LINE:
      {
        g_autofree char *text = sudoku_format_line (&puzzle->board);

        return g_strconcat (text, "\n", NULL);
      }

    case CONVERT_TO_GRID:
      return sudoku_format_grid (&puzzle->board);

    case CONVERT_TO_SDK:
      return sudoku_format_sdk (puzzle);

    case CONVERT_TO_SS:
      return sudoku_format_ss (&puzzle->board);

    default:
      g_assert_not_reached ();
    }
}

int
sudoku_cli_convert (int    argc,
                    char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) inputs = NULL;
  g_autofree char *target_name = NULL;
  g_autofree char *variant_name = NULL;
  SudokuVariant variant;
  ConvertTarget target;
  gboolean all_converted = TRUE;
  guint n_written = 0;
  guint n_puzzles = 0;
  const GOptionEntry option_entries[] = {
    { "to", 't', 0, G_OPTION_ARG_STRING, &target_name,
      N_("The output format: line (default), grid, sdk or ss"), N_("FORMAT") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name,
      N_("The rules: classic (default) or windoku"), N_("VARIANT") },
    { NULL }
  };

  context = sudoku_cli_context_new (
    _("[FILE|PUZZLE|-]… — convert puzzles to another format"),
    _("Writes every puzzle in the format asked for."),
    _("Input: as for “nanpure-cli solve”.\n"
      "\n"
      "Formats:\n"
      "  line   81 characters, “.” for an empty cell, one puzzle per line\n"
      "  grid   a 9×9 grid with borders\n"
      "  sdk    SadMan Sudoku .sdk, with its # headers\n"
      "  ss     Simple Sudoku .ss\n"
      "Multi-line formats are separated by an empty line. Only values are\n"
      "written; the puzzles are not checked against the rules.\n"
      "\n"
      "A puzzle that cannot be read is reported on stderr as\n"
      "“nanpure-cli: FILE: line N: <message>” and left out; the others are\n"
      "still converted. An input with no puzzle at all is an error too.\n"
      "\n"
      "Exit status: 0 when every puzzle was converted, 1 otherwise, 2 for a\n"
      "usage error or an input that cannot be read."),
    option_entries);

  if (!sudoku_cli_parse_options (context, "convert", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (target_name != NULL &&
      (g_str_equal (target_name, "png") || g_str_equal (target_name, "pdf") ||
       g_str_equal (target_name, "svg")))
    return sudoku_cli_usage_error ("convert",
                                   _("“%s” is a picture: use “nanpure-cli export --format=%s -o FILE”"),
                                   target_name, target_name);
  if (!parse_target (target_name, &target))
    return sudoku_cli_usage_error ("convert",
                                   _("unknown format “%s” (expected line, grid, sdk or ss)"),
                                   target_name);
  if (!sudoku_cli_parse_variant ("convert", variant_name, &variant))
    return SUDOKU_CLI_EXIT_USAGE;

  inputs = sudoku_cli_read_inputs (argc - 1, argv + 1);
  if (inputs == NULL)
    return SUDOKU_CLI_EXIT_USAGE;

  for (guint i = 0; i < inputs->len; i++)
    {
      const SudokuCliInput *input = g_ptr_array_index (inputs, i);
      const char *name = sudoku_cli_input_get_label (input);
      g_autoptr(GPtrArray) entries = NULL;

      entries = sudoku_parse_collection (input->text, (gssize) input->length,
                                         variant);
      g_ptr_array_set_free_func (entries, (GDestroyNotify) sudoku_parse_entry_free);

      for (guint j = 0; j < entries->len; j++)
        {
          const SudokuParseEntry *entry = g_ptr_array_index (entries, j);
          g_autofree char *text = NULL;

          if (entry->puzzle == NULL)
            {
              g_printerr ("nanpure-cli: %s: %s\n", name,
                          entry->error != NULL ? entry->error->message : "?");
              all_converted = FALSE;
              continue;
            }

          text = format_puzzle (target, entry->puzzle);
          if (target != CONVERT_TO_LINE && n_written > 0)
            sudoku_cli_write ("\n", 1);
          sudoku_cli_write (text, strlen (text));
          n_written++;
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

  return all_converted ? SUDOKU_CLI_EXIT_OK : SUDOKU_CLI_EXIT_FAILURE;
}
