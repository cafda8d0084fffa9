/* sudoku-cli-scan.c — `nanpure-cli scan`: read puzzles from photos
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-cli"

#include "config.h"

#include "sudoku-cli.h"

#include "sudoku-vision.h"

#include <glib/gi18n.h>
#include <time.h>

/* Milliseconds of this thread's processor time: what one core spent,
 * whatever else the machine runs. */
static double
thread_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void
append_json_string (GString    *out,
                    const char *text)
{
  g_string_append_c (out, '"');
  for (const unsigned char *p = (const unsigned char *) text; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if (*p < 0x20)
        g_string_append_printf (out, "\\u%04x", *p);
      else
        g_string_append_c (out, (char) *p);
    }
  g_string_append_c (out, '"');
}

/* A message on one line. */
static char *
dup_one_line (const char *message)
{
  char *line = g_strdup (message);

  for (char *p = line; *p != '\0'; p++)
    if (*p == '\n' || *p == '\r')
      *p = ' ';
  return line;
}

static void
append_json_result (GString                  *out,
                    const char               *path,
                    const SudokuVisionResult *result,
                    double                    ms)
{
  g_autofree char *puzzle = sudoku_vision_result_dup_line (result);
  char read[SUDOKU_N_CELLS + 1], second[SUDOKU_N_CELLS + 1];

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      read[i] = result->cells[i].read ? '0' + result->cells[i].read : '.';
      second[i] = result->cells[i].second ? '0' + result->cells[i].second : '.';
    }
  read[SUDOKU_N_CELLS] = second[SUDOKU_N_CELLS] = '\0';

  g_string_append (out, "{\"file\": ");
  append_json_string (out, path);
  g_string_append_printf (out, ", \"puzzle\": \"%s\", \"status\": \"%s\", \"read\": \"%s\", "
                          "\"variant\": \"%s\", \"solutions\": %u, \"duplicates\": %u, "
                          "\"rotation\": %u, ",
                          puzzle, sudoku_vision_status_to_string (result->status), read,
                          sudoku_variant_to_string (result->variant),
                          result->n_solutions, result->n_duplicates, result->rotation * 90);
  g_string_append_printf (out, "\"width\": %d, \"height\": %d, \"corners\": [",
                          result->image_width, result->image_height);
  for (int i = 0; i < 4; i++)
    g_string_append_printf (out, "%s[%.1f, %.1f]", i ? ", " : "",
                            result->corners[i].x, result->corners[i].y);
  g_string_append (out, "], \"confidence\": [");
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    g_string_append_printf (out, "%s%.3f", i ? ", " : "", result->cells[i].confidence);
  g_string_append_printf (out, "], \"second\": \"%s\", \"second_confidence\": [", second);
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    g_string_append_printf (out, "%s%.3f", i ? ", " : "", result->cells[i].second_confidence);
  g_string_append (out, "], \"corrections\": [");
  for (guint i = 0; i < result->n_corrections; i++)
    {
      const SudokuVisionCorrection *c = &result->corrections[i];

      g_string_append_printf (out, "%s{\"cells\": [", i ? ", " : "");
      for (guint k = 0; k < c->n_changes; k++)
        g_string_append_printf (out, "%s%u", k ? ", " : "", c->cells[k]);
      g_string_append (out, "], \"digits\": [");
      for (guint k = 0; k < c->n_changes; k++)
        g_string_append_printf (out, "%s%u", k ? ", " : "", c->digits[k]);
      g_string_append_printf (out, "], \"cost\": %.3f}", c->cost);
    }
  g_string_append_printf (out, "], \"ms\": %.1f}\n", ms);
}

int
sudoku_cli_scan (int    argc,
                 char **argv)
{
  g_autofree char *format_name = NULL;
  GOptionEntry options[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_name,
      N_("line (default) or json"), N_("FORMAT") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  gboolean json;
  int status = SUDOKU_CLI_EXIT_OK;

  context = sudoku_cli_context_new (
    _("FILE… — read puzzles from photos of printed grids"),
    _("Reads the Sudoku grid in each image (PNG, JPEG, WebP, TIFF…) and\n"
      "checks the reading with the exact solver."),
    _("Output: one line per image: the 81 cells as read (“.” for an empty\n"
      "cell), then “ok” (exactly one solution), “corrected” (a second-best\n"
      "reading of a few cells was applied to reach exactly one solution),\n"
      "“unsure” (no or several solutions, or a doubtful cell: check it) or\n"
      "“failed: REASON”. JSON (one object per line) adds the file, the\n"
      "reading before correction, per-cell confidences and second-best\n"
      "readings, the proposed corrections, the grid's corners in the\n"
      "upright image and the milliseconds spent.\n"
      "\n"
      "Exit status: 0 when every image gave a puzzle with one solution, 1\n"
      "otherwise, 2 for a file that cannot be read or is no image."),
    options);
  if (!sudoku_cli_parse_options (context, "scan", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (format_name != NULL && !g_str_equal (format_name, "line") &&
      !g_str_equal (format_name, "json"))
    return sudoku_cli_usage_error ("scan", _("unknown format “%s” (expected line or json)"),
                                   format_name);
  if (argc < 2)
    return sudoku_cli_usage_error ("scan", _("no image given"));
  json = format_name != NULL && g_str_equal (format_name, "json");

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (argv[i]);
      g_autoptr(SudokuVisionResult) result = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) line = g_string_new (NULL);
      double start = thread_ms ();

      if (g_str_equal (argv[i], "-"))
        {
          /* Standard input, as every command reads it. */
          g_autoptr(SudokuCliInput) input = sudoku_cli_read_input ("-", &error);

          if (input != NULL)
            {
              g_autoptr(GBytes) bytes = g_bytes_new (input->text, input->length);
              result = sudoku_vision_read_bytes (bytes, NULL, NULL, &error);
            }
        }
      else
        result = sudoku_vision_read_file (file, NULL, NULL, &error);
      if (result == NULL)
        {
          g_autofree char *message = dup_one_line (error->message);
          gboolean unreadable = error->domain != SUDOKU_VISION_ERROR
                                || error->code != SUDOKU_VISION_ERROR_NO_GRID;

          if (json)
            {
              g_string_append (line, "{\"file\": ");
              append_json_string (line, argv[i]);
              g_string_append (line, ", \"status\": \"failed\", \"error\": ");
              append_json_string (line, message);
              g_string_append_printf (line, ", \"ms\": %.1f}\n", thread_ms () - start);
            }
          else
            g_string_append_printf (line, "%s failed: %s: %s\n",
                                    "................................................."
                                    "................................",
                                    argv[i], message);
          status = MAX (status, unreadable ? SUDOKU_CLI_EXIT_IO : SUDOKU_CLI_EXIT_FAILURE);
        }
      else
        {
          if (json)
            append_json_result (line, argv[i], result, thread_ms () - start);
          else
            {
              g_autofree char *puzzle = sudoku_vision_result_dup_line (result);
              g_string_append_printf (line, "%s %s\n", puzzle,
                                      sudoku_vision_status_to_string (result->status));
            }
          if (result->status == SUDOKU_VISION_UNSURE)
            status = MAX (status, SUDOKU_CLI_EXIT_FAILURE);
        }
      sudoku_cli_write (line->str, line->len);
    }
  if (!sudoku_cli_finish_output ())
    return SUDOKU_CLI_EXIT_IO;
  return status;
}
