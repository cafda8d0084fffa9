/* main.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-cli"

#include "config.h"

#include "sudoku-cli.h"
#include "sudoku-cli-export.h"

#include <locale.h>
#include <stdio.h>

#include <glib/gi18n.h>

typedef struct
{
  const char *name;
  const char *summary;
  int       (*run) (int    argc,
                    char **argv);
} Command;

static const Command commands[] = {
  { "solve",   N_("Solve puzzles and prove their solution unique"), sudoku_cli_solve },
  { "count",   N_("Count the solutions of puzzles, up to a limit"), sudoku_cli_count },
  { "convert", N_("Write puzzles in another format"),               sudoku_cli_convert },
  { "bench",   N_("Measure the speed of the exact solver"),         sudoku_cli_bench },
  { "steps",   N_("Show how a person would solve a puzzle"),        sudoku_cli_steps },
  { "rate",    N_("Rate puzzles by the techniques they need"),      sudoku_cli_rate },
  { "hint",    N_("Give a hint for the next move"),                 sudoku_cli_hint },
  { "reglib",  N_("Run HoDoKu technique test cases"),               sudoku_cli_reglib },
  { "library", N_("List, import and export the puzzle library"),    sudoku_cli_library },
  { "export",  N_("Write puzzles, solutions, sheets and booklets as PNG, SVG or PDF"),
    sudoku_cli_export },
  { "generate", N_("Make new puzzles of a level"),                  sudoku_cli_generate },
  { "scan",    N_("Read puzzles from photos of printed grids"),     sudoku_cli_scan },
};

static const Command *
find_command (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (commands[i].name, name))
      return &commands[i];

  return NULL;
}

static void
print_help (FILE *stream)
{
  fprintf (stream, "%s\n  nanpure-cli %s\n\n%s\n",
           _("Usage:"), _("COMMAND [OPTION…] [ARGUMENT…]"),
           _("Sudoku from the command line, on the engine of Nanpure."));
  fprintf (stream, "\n%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %-9s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (stream, "  %-9s %s\n", "help", _("Show the help of a command"));
  fprintf (stream, "\n%s\n", _("Options:"));
  fprintf (stream, "  %-14s %s\n", "-h, --help", _("Show this help"));
  fprintf (stream, "  %-14s %s\n", "--version", _("Show the version"));
  fprintf (stream, "\n%s\n",
           _("Input: every command that reads puzzles takes files, “-” for\n"
             "standard input, or a puzzle itself as an argument (81 digits and\n"
             "dots, or another one-line format); with no argument it reads\n"
             "standard input. A file that cannot be read is reported as\n"
             "“cannot open 'FILE': <reason>” before anything is done."));
  fprintf (stream, "\n%s\n",
           _("Exit status, for every command:\n"
             "  0  success\n"
             "  1  a puzzle or data problem: no solution, several, broken\n"
             "     rules, a puzzle that cannot be read, a damaged library\n"
             "  2  a usage error, or an input, output or library that cannot\n"
             "     be read or written"));
  fprintf (stream, "\n%s\n",
           _("Run “nanpure-cli COMMAND --help” for the options and output of a\n"
             "command."));
}

static int
run_command (const Command  *command,
             int             argc,
             char          **argv)
{
  g_autofree char *prgname = g_strdup_printf ("nanpure-cli %s", command->name);

  /* The usage line of the command's --help starts with the program name. */
  g_set_prgname (prgname);

  return command->run (argc, argv);
}

/* The catalogue of the build tree for a program started from there
 * (as src/app/main.c does), else the installed one (free it). */
static char *
locale_dir_for_this_program (void)
{
  g_autofree char *program = g_file_read_link ("/proc/self/exe", NULL);

  if (program == NULL ||
      !g_str_has_prefix (program, NANPURE_BUILD_ROOT G_DIR_SEPARATOR_S))
    return g_strdup (LOCALEDIR);
  return g_build_filename (NANPURE_BUILD_ROOT, "po", NULL);
}

int
main (int    argc,
      char **argv)
{
  static char stdout_buffer[1 << 16];
  const Command *command;
  const char *name;

  setlocale (LC_ALL, "");
  {
    g_autofree char *locale_dir = locale_dir_for_this_program ();

    bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  }
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* One puzzle is one line: buffer them rather than writing each. */
  setvbuf (stdout, stdout_buffer, _IOFBF, sizeof stdout_buffer);

  if (argc < 2)
    {
      print_help (stderr);
      return SUDOKU_CLI_EXIT_USAGE;
    }

  name = argv[1];
  if (g_str_equal (name, "--help") || g_str_equal (name, "-h") ||
      (g_str_equal (name, "help") && argc == 2))
    {
      print_help (stdout);
      return sudoku_cli_finish_output () ? SUDOKU_CLI_EXIT_OK : SUDOKU_CLI_EXIT_IO;
    }

  if (g_str_equal (name, "--version"))
    {
      printf ("nanpure-cli %s\n", PACKAGE_VERSION);
      return sudoku_cli_finish_output () ? SUDOKU_CLI_EXIT_OK : SUDOKU_CLI_EXIT_IO;
    }

  if (g_str_equal (name, "help"))
    {
      /* `nanpure-cli help solve` is `nanpure-cli solve --help`. */
      char *help_argv[] = { argv[2], (char *) "--help", NULL };

      command = find_command (argv[2]);
      if (command == NULL)
        return sudoku_cli_usage_error (NULL, _("unknown command “%s”"), argv[2]);

      return run_command (command, 2, help_argv);
    }

  if (name[0] == '-')
    return sudoku_cli_usage_error (NULL, _("unknown option “%s”"), name);

  command = find_command (name);
  if (command == NULL)
    return sudoku_cli_usage_error (NULL, _("unknown command “%s”"), name);

  return run_command (command, argc - 1, argv + 1);
}
