/* sudoku-cli-rerate.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* nanpure-cli library rerate: the ratings another rater made (an older
 * version of the rating, or one from before raters were recorded) are
 * made again by this one. */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "sudoku-cli.h"
#include "sudoku-library.h"
#include "sudoku-rater.h"

static void
rerate_progress_cb (guint    done,
                    guint    total,
                    gpointer user_data)
{
  gint64 *last = user_data;
  gint64 now = g_get_monotonic_time ();

  if (now - *last < G_TIME_SPAN_SECOND / 2 && done < total)
    return;
  *last = now;
  g_printerr ("\r\033[K");
  g_printerr (_("rerate: %u of %u"), done, total);
  if (done == total)
    g_printerr ("\r\033[K");
}

int
sudoku_cli_library_rerate (const char  *library_path,
                           int          argc,
                           char       **argv)
{
  g_autofree char *path_option = NULL;
  gboolean list = FALSE;
  const GOptionEntry entries[] = {
    { "list", 0, 0, G_OPTION_ARG_NONE, &list,
      N_("Only list the ids of the puzzles to rate again"), NULL },
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &path_option,
      N_("The library database (default: $NANPURE_LIBRARY, else the data folder)"), N_("PATH") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *summary = NULL;
  const char *path;
  gint64 last_progress = 0;
  guint n_rerated = 0, n_changed = 0;
  int status;

  summary = g_strdup_printf (_("Rates again, with this rater (version %d, profile %s), every "
                               "puzzle whose stored rating another rater made."),
                             SUDOKU_RATER_VERSION, SUDOKU_RATER_PROFILE);
  context = sudoku_cli_context_new (
    _("— rate stored puzzles again"),
    summary,
    _("Output: “rerated=N changed=M”; with --list, the ids of the\n"
      "puzzles to rate again, one per line. Puzzles stay in the level they\n"
      "are filed under; only the computed level, score and SE change.\n"
      "\n"
      "Exit status: 0 on success, 1 when the library cannot be read or\n"
      "written, 2 for a usage error."),
    entries);
  if (!sudoku_cli_parse_options (context, "library rerate", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (argc > 1)
    return sudoku_cli_usage_error ("library rerate", _("unexpected argument “%s”"), argv[1]);

  path = path_option != NULL ? path_option : library_path;
  library = sudoku_cli_open_library (path,
                                     list ? SUDOKU_LIBRARY_OPEN_READ : SUDOKU_LIBRARY_OPEN_WRITE,
                                     &status);
  if (library == NULL)
    return status;

  if (list)
    {
      g_autoptr(GArray) ids = sudoku_library_list_stale_ratings (library, &error);

      if (ids == NULL)
        {
          g_printerr ("nanpure-cli: %s\n", error->message);
          return SUDOKU_CLI_EXIT_FAILURE;
        }
      for (guint i = 0; i < ids->len; i++)
        {
          g_autofree char *line = g_strdup_printf ("%" G_GINT64_FORMAT "\n",
                                                   g_array_index (ids, gint64, i));

          sudoku_cli_write (line, strlen (line));
        }
      return sudoku_cli_finish_output () ? SUDOKU_CLI_EXIT_OK : SUDOKU_CLI_EXIT_FAILURE;
    }

  if (!sudoku_library_rerate (library, isatty (STDERR_FILENO) ? rerate_progress_cb : NULL,
                              &last_progress, NULL, &n_rerated, &n_changed, &error))
    {
      g_printerr ("nanpure-cli: %s\n", error->message);
      return SUDOKU_CLI_EXIT_FAILURE;
    }

  {
    g_autofree char *line = g_strdup_printf ("rerated=%u changed=%u\n", n_rerated, n_changed);

    sudoku_cli_write (line, strlen (line));
  }
  return sudoku_cli_finish_output () ? SUDOKU_CLI_EXIT_OK : SUDOKU_CLI_EXIT_FAILURE;
}
