/* sudoku-cli-export.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* `nanpure-cli export`: PNG, SVG and PDF of puzzles, solutions, solve
 * sheets and booklets, drawn by the renderer the window uses. */

#define G_LOG_DOMAIN "nanpure-cli"

#include "config.h"

#include "sudoku-cli.h"
#include "sudoku-cli-export.h"

#include "sudoku-error.h"
#include "sudoku-export.h"
#include "sudoku-export-library.h"
#include "sudoku-library.h"
#include "sudoku-library-puzzle.h"
#include "sudoku-parse.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#define COMMAND "export"

static gboolean
parse_choice (const char         *option,
              const char         *text,
              const char * const *names,
              guint               n_names,
              guint              *value)
{
  g_autofree char *list = NULL;

  for (guint i = 0; i < n_names; i++)
    if (g_str_equal (text, names[i]))
      {
        *value = i;
        return TRUE;
      }

  list = g_strjoinv (", ", (char **) names);
  sudoku_cli_usage_error (COMMAND, _("unknown %s “%s” (expected %s)"), option, text, list);
  return FALSE;
}

/* "600" (pixels for PNG, points otherwise), "12cm", "120mm", "4.5in" or
 * "300pt": a physical size is returned in inches in @inches. */
static gboolean
parse_size (const char *text,
            double     *number,
            double     *inches)
{
  static const struct { const char *unit; double per_inch; } units[] = {
    { "mm", 25.4 }, { "cm", 2.54 }, { "in", 1 }, { "pt", 72 },
  };
  char *end = NULL;
  double value = g_ascii_strtod (text, &end);

  *number = 0;
  *inches = 0;
  if (end == text || !isfinite (value) || value <= 0)
    return FALSE;
  if (*end == '\0' || g_str_equal (end, "px"))
    {
      *number = value;
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    if (g_str_equal (end, units[i].unit))
      {
        *inches = value / units[i].per_inch;
        return TRUE;
      }
  return FALSE;
}

static gboolean
format_from_name (const char         *path,
                  SudokuExportFormat *format)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);

  if (g_str_has_suffix (lower, ".png"))
    *format = SUDOKU_EXPORT_FORMAT_PNG;
  else if (g_str_has_suffix (lower, ".pdf"))
    *format = SUDOKU_EXPORT_FORMAT_PDF;
  else if (g_str_has_suffix (lower, ".svg"))
    *format = SUDOKU_EXPORT_FORMAT_SVG;
  else
    return FALSE;
  return TRUE;
}

/* "sample", "all" or 1–7. */
static gboolean
parse_group (const char *text,
             int        *group)
{
  guint64 level;

  if (g_str_equal (text, "all"))
    *group = SUDOKU_LIBRARY_GROUP_ALL;
  else if (g_str_equal (text, "sample"))
    *group = SUDOKU_LIBRARY_SAMPLE;
  else if (g_ascii_string_to_unsigned (text, 10, 1, SUDOKU_LIBRARY_MAX_LEVEL, &level, NULL))
    *group = (int) level;
  else
    {
      sudoku_cli_usage_error (COMMAND, _("unknown level “%s”: use 1–7, sample or all"), text);
      return FALSE;
    }
  return TRUE;
}

static GPtrArray *
items_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_export_item_free);
}

static SudokuExportItem *
item_from_puzzle (const SudokuPuzzle *puzzle)
{
  SudokuExportItem *item = sudoku_export_item_new (&puzzle->board);

  item->title = g_strdup (puzzle->description);
  item->source = g_strdup (puzzle->source);
  item->level = sudoku_puzzle_get_level (puzzle);
  return item;
}

/* The puzzles of the library: a group, or the ids asked for. */
static GPtrArray *
read_library (const char  *path,
              int          group,
              char       **ids,
              int         *status)
{
  g_autoptr(SudokuLibrary) library = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GArray) numbers = NULL;
  g_autoptr(GError) error = NULL;

  library = sudoku_cli_open_library (path, SUDOKU_LIBRARY_OPEN_READ, status);
  if (library == NULL)
    return NULL;

  if (ids != NULL)
    {
      numbers = g_array_new (FALSE, FALSE, sizeof (gint64));
      for (guint i = 0; ids[i] != NULL; i++)
        {
          gint64 id;

          if (!g_ascii_string_to_signed (ids[i], 10, 1, G_MAXINT64, &id, NULL))
            {
              sudoku_cli_usage_error (COMMAND, _("“%s” is not a puzzle id (a number from 1)"),
                                      ids[i]);
              *status = SUDOKU_CLI_EXIT_USAGE;
              return NULL;
            }
          g_array_append_val (numbers, id);
        }
    }
  /* The items the library window's booklets gather, by the same call. */
  items = sudoku_export_gather (library, group, numbers, NULL, &error);
  if (items == NULL)
    {
      g_printerr ("nanpure-cli: %s\n", error->message);
      *status = SUDOKU_CLI_EXIT_FAILURE;
      return NULL;
    }

  if (items->len == 0)
    {
      g_printerr ("%s\n", _("nanpure-cli: no puzzle in that part of the library"));
      *status = SUDOKU_CLI_EXIT_FAILURE;
      return NULL;
    }
  return g_steal_pointer (&items);
}

/* PUZZLE, FILE or "-": every puzzle in it. */
static GPtrArray *
read_puzzles (const char    *argument,
              SudokuVariant  variant,
              int           *status)
{
  g_autoptr(GPtrArray) items = items_new ();
  g_autoptr(SudokuCliInput) input = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  const char *name = argument;

  /* A puzzle never holds a slash: with one, it is a file that is not
   * there, and the error says so. */
  if (g_str_equal (argument, "-") || g_file_test (argument, G_FILE_TEST_EXISTS) ||
      strchr (argument, G_DIR_SEPARATOR) != NULL)
    {
      input = sudoku_cli_read_input (argument, &error);
      if (input == NULL)
        {
          g_printerr (_("nanpure-cli: cannot read %s: %s\n"),
                      g_str_equal (argument, "-") ? _("standard input") : argument,
                      error->message);
          *status = SUDOKU_CLI_EXIT_USAGE;
          return NULL;
        }
      if (g_str_equal (argument, "-"))
        name = _("standard input");
      entries = sudoku_parse_collection (input->text, (gssize) input->length, variant);
    }
  else
    {
      name = _("the argument");
      entries = sudoku_parse_collection (argument, -1, variant);
    }
  g_ptr_array_set_free_func (entries, (GDestroyNotify) sudoku_parse_entry_free);

  for (guint i = 0; i < entries->len; i++)
    {
      const SudokuParseEntry *entry = entries->pdata[i];

      if (entry->puzzle == NULL)
        {
          g_printerr ("nanpure-cli: %s: %s\n", name,
                      entry->error != NULL ? entry->error->message : "?");
          *status = SUDOKU_CLI_EXIT_FAILURE;
          return NULL;
        }
      g_ptr_array_add (items, item_from_puzzle (entry->puzzle));
    }

  if (items->len == 0)
    {
      g_printerr (_("nanpure-cli: %s: no puzzle\n"), name);
      *status = SUDOKU_CLI_EXIT_FAILURE;
      return NULL;
    }
  return g_steal_pointer (&items);
}

int
sudoku_cli_export (int    argc,
                   char **argv)
{
  static const char * const what_names[] = {
    "puzzle", "solution", "both", "sheet", "booklet", NULL
  };
  static const char * const format_names[] = { "png", "pdf", "svg", NULL };
  static const char * const paper_names[] = { "a4", "letter", NULL };
  g_autofree char *what_name = NULL;
  g_autofree char *format_name = NULL;
  g_autofree char *size_text = NULL;
  g_autofree char *paper_name = NULL;
  g_autofree char *variant_name = NULL;
  g_autofree char *library_path = NULL;
  g_autofree char *level_name = NULL;
  g_autofree char *output_path = NULL;
  g_autofree char *title = NULL;
  g_auto(GStrv) ids = NULL;
  int dpi = 0;
  int per_page = 0;
  gboolean plain = FALSE;
  gboolean grayscale = FALSE;
  gboolean transparent = FALSE;
  gboolean candidates = FALSE;
  gboolean caption = FALSE;
  const GOptionEntry entries[] = {
    { "what", 'w', 0, G_OPTION_ARG_STRING, &what_name,
      N_("puzzle (default), solution, both, sheet or booklet"), N_("WHAT") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_name,
      N_("png, pdf or svg (default: from the output's name)"), N_("FORMAT") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output_path,
      N_("The file to write (“-” or /dev/stdout for standard output)"), N_("OUT") },
    { "size", 's', 0, G_OPTION_ARG_STRING, &size_text,
      N_("The side of one grid: pixels for PNG, points for PDF and SVG, or a length "
         "such as 8cm, 80mm, 3in"), N_("SIZE") },
    { "dpi", 0, 0, G_OPTION_ARG_INT, &dpi,
      N_("Pixels per inch of a PNG, recorded in the file; with a length as --size it "
         "also sets the pixels (default 300)"), N_("N") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper_name,
      N_("The paper of a PDF: a4 (default) or letter"), N_("PAPER") },
    { "per-page", 0, 0, G_OPTION_ARG_INT, &per_page,
      N_("Puzzles per page of a booklet: 1, 2, 4 (default) or 6"), N_("N") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name,
      N_("The rules: classic (default) or windoku"), N_("VARIANT") },
    { "plain", 0, 0, G_OPTION_ARG_NONE, &plain,
      N_("Black digits instead of colours by how they were found"), NULL },
    { "grayscale", 0, 0, G_OPTION_ARG_NONE, &grayscale,
      N_("Shades of grey only"), NULL },
    { "transparent", 0, 0, G_OPTION_ARG_NONE, &transparent,
      N_("No background behind a PNG's or SVG's grid"), NULL },
    { "candidates", 0, 0, G_OPTION_ARG_NONE, &candidates,
      N_("Show the candidates of the puzzle's empty cells"), NULL },
    { "caption", 0, 0, G_OPTION_ARG_NONE, &caption,
      N_("A caption line above a PNG's or SVG's grid"), NULL },
    { "title", 0, 0, G_OPTION_ARG_STRING, &title,
      N_("The document's title"), N_("TITLE") },
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &library_path,
      N_("Take the puzzles from this library (default with --level or --id: "
         "$NANPURE_LIBRARY, else the data folder)"), N_("PATH") },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name,
      N_("The library's group: 1–7, sample or all"), N_("LEVEL") },
    { "id", 0, 0, G_OPTION_ARG_STRING_ARRAY, &ids,
      N_("A puzzle of the library by its id; repeat for a selection"), N_("ID") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GError) error = NULL;
  SudokuExportOptions options;
  SudokuVariant variant;
  guint choice;
  int status = SUDOKU_CLI_EXIT_OK;
  gboolean from_library;

  context = sudoku_cli_context_new (
    _("[PUZZLE|FILE|-] — pictures and pages of puzzles"),
    _("Writes a puzzle, its solution, both, a solve sheet or a booklet as PNG, SVG or PDF."),
    _("Input: a puzzle on the command line, a file of puzzles, “-” for\n"
      "standard input, or the library with --level or --id.\n"
      "\n"
      "What:\n"
      "  puzzle    the grid of givens\n"
      "  solution  the solved grid: givens bold, found digits coloured by\n"
      "            the technique that placed them in the solving path (blue\n"
      "            naked single or full house, red hidden single, purple\n"
      "            other technique, green an assumption or a digit of a\n"
      "            branch that did not lead to the solution), with their\n"
      "            legend, unless --plain\n"
      "  both      puzzle and solution side by side (on a PDF page, one\n"
      "            above the other)\n"
      "  sheet     PDF: rating, puzzle, solution and every step of the\n"
      "            solving path explained, with a diagram for each step that\n"
      "            is not a single\n"
      "  booklet   PDF: --per-page puzzles a page, in sections by level,\n"
      "            then the solutions, twelve a page\n"
      "\n"
      "A PNG or SVG shows one puzzle; with --size=PX a single grid is exactly\n"
      "PX×PX pixels (both grids: 2·PX + PX/20 wide); a solution in colours\n"
      "adds a band with their legend under it. A PDF has a page per puzzle.\n"
      "The file is replaced only once everything was written.\n"
      "\n"
      "Examples:\n"
      "  nanpure-cli export --what=solution --size=800 -o sol.png PUZZLE\n"
      "  nanpure-cli export --what=sheet -o sheet.pdf PUZZLE\n"
      "  nanpure-cli export --what=booklet --level=3 --per-page=6 -o week.pdf\n"
      "\n"
      "Exit status: 0 when the file was written, 1 for a puzzle that cannot\n"
      "be read or solved, 2 for a usage error or a file that cannot be read\n"
      "or written."),
    entries);
  if (!sudoku_cli_parse_options (context, COMMAND, &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;

  sudoku_export_options_init (&options);
  if (what_name != NULL)
    {
      if (!parse_choice ("--what", what_name, what_names, G_N_ELEMENTS (what_names) - 1, &choice))
        return SUDOKU_CLI_EXIT_USAGE;
      options.what = (SudokuExportWhat) choice;
    }
  if (output_path == NULL)
    return sudoku_cli_usage_error (COMMAND, _("give the file to write with -o OUT"));
  if (format_name != NULL)
    {
      if (!parse_choice ("--format", format_name, format_names, G_N_ELEMENTS (format_names) - 1,
                         &choice))
        return SUDOKU_CLI_EXIT_USAGE;
      options.format = (SudokuExportFormat) choice;
    }
  else if (!format_from_name (output_path, &options.format))
    {
      if (sudoku_export_what_has_pages (options.what))
        options.format = SUDOKU_EXPORT_FORMAT_PDF;
      else
        return sudoku_cli_usage_error (COMMAND, _("say --format=png, pdf or svg: “%s” does not "
                                                  "end in .png, .pdf or .svg"), output_path);
    }
  if (sudoku_export_what_has_pages (options.what) && options.format != SUDOKU_EXPORT_FORMAT_PDF)
    return sudoku_cli_usage_error (COMMAND, _("a %s has pages: use --format=pdf"), what_name);
  if (paper_name != NULL)
    {
      if (!parse_choice ("--paper", paper_name, paper_names, G_N_ELEMENTS (paper_names) - 1,
                         &choice))
        return SUDOKU_CLI_EXIT_USAGE;
      options.paper = (SudokuPaper) choice;
    }
  if (per_page != 0)
    {
      if (per_page != 1 && per_page != 2 && per_page != 4 && per_page != 6)
        return sudoku_cli_usage_error (COMMAND, _("--per-page must be 1, 2, 4 or 6, not %d"),
                                       per_page);
      if (options.what != SUDOKU_EXPORT_BOOKLET)
        return sudoku_cli_usage_error (COMMAND, _("--per-page is for --what=booklet"));
      options.per_page = (guint) per_page;
    }
  if (dpi != 0 && (dpi < 10 || dpi > 4800))
    return sudoku_cli_usage_error (COMMAND, _("--dpi must be 10 to 4800, not %d"), dpi);
  if (size_text != NULL)
    {
      double number, inches;

      if (!parse_size (size_text, &number, &inches))
        return sudoku_cli_usage_error (COMMAND, _("“%s” is not a size: give pixels (600) or a "
                                                  "length (8cm, 80mm, 3in, 200pt)"), size_text);
      if (options.format == SUDOKU_EXPORT_FORMAT_PNG && inches > 0)
        {
          sudoku_export_options_set_png_grid (&options, inches, dpi != 0 ? (guint) dpi : 300);
        }
      else if (options.format == SUDOKU_EXPORT_FORMAT_PNG)
        options.grid_size = round (number);
      else
        options.grid_size = inches > 0 ? inches * 72 : number;
      if (options.format != SUDOKU_EXPORT_FORMAT_PNG &&
          (options.grid_size < 36 || options.grid_size > 14400))
        return sudoku_cli_usage_error (COMMAND, _("a grid must be 36 to 14400 points wide, "
                                                  "not %.0f"), options.grid_size);
    }
  else if (dpi != 0 && options.format == SUDOKU_EXPORT_FORMAT_PNG)
    {
      /* Pixels as they are, recorded as printed at that resolution. */
      options.dpi = (guint) dpi;
    }
  if (!sudoku_cli_parse_variant (COMMAND, variant_name, &variant))
    return SUDOKU_CLI_EXIT_USAGE;

  options.plain = plain;
  options.grayscale = grayscale;
  options.transparent = transparent;
  options.candidates = candidates;
  options.caption = caption;
  options.title = title;
  /* A picture too large is refused now, not after its puzzle is solved
   * (the same rule as the export dialog's). */
  if (!sudoku_export_options_check_image (&options, &error))
    return sudoku_cli_usage_error (COMMAND, "%s", error->message);

  from_library = library_path != NULL || level_name != NULL || ids != NULL;
  if (from_library)
    {
      int group = SUDOKU_LIBRARY_GROUP_ALL;

      if (argc > 1)
        return sudoku_cli_usage_error (COMMAND, _("give the puzzles either as an argument or "
                                                  "with --level/--id, not both"));
      if (level_name != NULL && ids != NULL)
        return sudoku_cli_usage_error (COMMAND, _("give --level or --id, not both"));
      if (level_name != NULL && !parse_group (level_name, &group))
        return SUDOKU_CLI_EXIT_USAGE;
      items = read_library (library_path, group, ids, &status);
    }
  else
    {
      if (argc > 2)
        return sudoku_cli_usage_error (COMMAND, _("give one PUZZLE, FILE or “-”"));
      items = read_puzzles (argc == 2 ? argv[1] : "-", variant, &status);
    }
  if (items == NULL)
    return status;

  if (options.format != SUDOKU_EXPORT_FORMAT_PDF && items->len > 1)
    return sudoku_cli_usage_error (COMMAND, _("a PNG or SVG shows one puzzle, and %u were "
                                              "given: use --format=pdf"), items->len);

  if (!sudoku_export_to_file (items, &options, output_path, NULL, NULL, NULL, &error))
    {
      g_printerr ("nanpure-cli: %s\n", error->message);
      if (error->domain == SUDOKU_ERROR)
        return SUDOKU_CLI_EXIT_FAILURE;
      return SUDOKU_CLI_EXIT_USAGE;
    }

  return SUDOKU_CLI_EXIT_OK;
}
