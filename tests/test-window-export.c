/* test-window-export.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Export… and Print… in the main window: the export dialog on the
 * puzzle shown writes its solution as PNG and PDF, and printing through
 * GtkPrintOperation's export action gives the pages of the PDF export,
 * with Cancel while the pages are prepared. */

#include "config.h"

#include <stdlib.h>

#include "sudoku-export-dialog.h"
#include "sudoku-export-library.h"
#include "sudoku-parse.h"
#include "sudoku-print.h"
#include "sudoku-se.h"
#include "ui-test-utils.h"

/* A puzzle our rating puts in Level 7 (tests/data/rate-golden-classic.jsonl),
 * filed below in the book's Level 5. */
#define RATED_7 \
  "...3..5...5..1..3...7..4..12.....4...6..9......1..6..28..7..2...9..8..5...5..9..7"

static char *
output_path (const char *name)
{
  static char *folder;

  if (folder == NULL)
    folder = g_dir_make_tmp ("nanpure-window-export-XXXXXX", NULL);
  g_assert_nonnull (folder);
  return g_build_filename (folder, name, NULL);
}

/* The digits of a PDF's grid in the order they are drawn, row by row
 * (pdftotext -raw: the layout order depends on the installed fonts'
 * metrics, and more font packages reordered it): the lines without
 * letters (the caption has some). */
static char *
pdf_digits (const char *path)
{
  g_autofree char *text = test_run_pdf_tool_with ("pdftotext", "-raw", path);
  g_auto(GStrv) lines = NULL;
  GString *digits = g_string_new (NULL);

  if (text == NULL)
    return NULL;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gboolean letters = FALSE;

      for (const char *p = lines[i]; *p != '\0'; p++)
        letters |= g_ascii_isalpha (*p);
      if (!letters)
        for (const char *p = lines[i]; *p != '\0'; p++)
          if (g_ascii_isdigit (*p))
            g_string_append_c (digits, *p);
    }
  return g_string_free (digits, FALSE);
}

/* The export dialog shown, or %NULL. */
static SudokuExportDialog *
find_export_dialog (void)
{
  return (SudokuExportDialog *) find_visible_toplevel (SUDOKU_TYPE_EXPORT_DIALOG);
}

/* The dialog's combo row titled @title. */
static AdwComboRow *
find_combo_row (GtkWidget  *widget,
                const char *title)
{
  return ADW_COMBO_ROW (find_preferences_row (widget, ADW_TYPE_COMBO_ROW, title));
}

/* The export dialog's choices forgotten, as at the first export: it
 * offers the puzzle, or its solution when the grid is solved. */
static void
forget_export_choices (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_settings_reset (settings, "export-what");
  g_settings_reset (settings, "export-format");
}

/* Export… on @window, @what as @format to @path, as the file chooser
 * would; the dialog must open on @first. */
static void
export_from_window (SudokuWindow       *window,
                    SudokuExportWhat    first,
                    SudokuExportWhat    what,
                    SudokuExportFormat  format,
                    const char         *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) exported = NULL;
  SudokuExportDialog *dialog;
  SudokuExportOptions options;

  activate (window, "export");
  dialog = find_export_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.what, ==, first);

  adw_combo_row_set_selected (find_combo_row (GTK_WIDGET (dialog), "What"), what);
  adw_combo_row_set_selected (find_combo_row (GTK_WIDGET (dialog), "Format"), format);
  sudoku_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.what, ==, what);
  g_assert_cmpint (options.format, ==, format);

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_connect (dialog, "exported", G_CALLBACK (exported_cb), &exported);
  sudoku_export_dialog_export_to (dialog, file);
  iterate_until (is_cleared, &dialog);
  g_assert_nonnull (exported);
  g_assert_true (g_file_equal (exported, file));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

static char *
solution_text (SudokuWindow *window)
{
  const guint8 *solution = sudoku_checker_get_solution (window_checker (window));
  char *text = g_malloc (SUDOKU_N_CELLS + 1);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    text[cell] = '0' + solution[cell];
  text[SUDOKU_N_CELLS] = '\0';
  return text;
}

static void
export_solution (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  g_autofree char *png_path = output_path ("solution.png");
  g_autofree char *pdf_path = output_path ("solution.pdf");
  g_autofree char *solution = solution_text (window);
  g_autofree char *digits = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  int pages;

  g_assert_cmpstr (solution, ==, INKALA_2012_SOLUTION);
  forget_export_choices ();

  /* Unsolved: the dialog offers the puzzle first; the solution as a
   * PNG is one grid of the default 600 px, and under it the legend of
   * its colours. */
  export_from_window (window, SUDOKU_EXPORT_PUZZLE, SUDOKU_EXPORT_SOLUTION,
                      SUDOKU_EXPORT_FORMAT_PNG, png_path);
  texture = gdk_texture_new_from_filename (png_path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 600);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 600 + 42);

  /* As a PDF: one page whose digits are the session's solution; the
   * dialog offers the solution chosen last time. */
  export_from_window (window, SUDOKU_EXPORT_SOLUTION, SUDOKU_EXPORT_SOLUTION,
                      SUDOKU_EXPORT_FORMAT_PDF, pdf_path);
  pages = pdf_pages (pdf_path);
  if (pages >= 0)
    g_assert_cmpint (pages, ==, 1);
  digits = pdf_digits (pdf_path);
  if (digits != NULL)
    g_assert_cmpstr (digits, ==, solution);

  destroy_window (window);
}

/* Solved, the dialog offers the solution first; an empty grid has
 * nothing to export or print. */
static void
export_offers (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  SudokuGame *game = window_game (window);
  g_autofree char *path = output_path ("solved.pdf");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuBoard empty;

  forget_export_choices ();
  g_settings_set_string (settings, "animation-speed", "instant");
  sudoku_game_set_mode (game, SUDOKU_GAME_SOLVE);
  activate (window, "solve");
  iterate_until (is_idle, window);
  g_assert_true (sudoku_board_is_complete (sudoku_game_get_board (game)));
  export_from_window (window, SUDOKU_EXPORT_SOLUTION, SUDOKU_EXPORT_SOLUTION,
                      SUDOKU_EXPORT_FORMAT_PDF, path);
  {
    g_autofree char *digits = pdf_digits (path);

    if (digits != NULL)
      g_assert_cmpstr (digits, ==, INKALA_2012_SOLUTION);
  }

  /* The actions are off on an empty grid: nothing opens. */
  sudoku_board_init (&empty, SUDOKU_VARIANT_CLASSIC);
  sudoku_session_load_board (sudoku_window_get_session (window), &empty);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.export", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL);
  g_assert_null (find_export_dialog ());
  g_assert_false (sudoku_window_is_printing (window));

  g_settings_reset (settings, "animation-speed");
  destroy_window (window);
}

static gboolean
is_not_printing (gpointer data)
{
  return !sudoku_window_is_printing (data);
}

/* The pages of @what for @puzzle on A4's printable area (the paper less
 * the printer's default margins), as the print operation lays them out:
 * the export's pages drawn at that size. */
static int
printable_pages (const char       *puzzle,
                 SudokuExportWhat  what)
{
  g_autoptr(SudokuPuzzle) parsed = sudoku_parse_puzzle (puzzle, -1, SUDOKU_VARIANT_CLASSIC, NULL);
  g_autoptr(GPtrArray) items =
    g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_export_item_free);
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) paper = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  SudokuExportOptions options;
  int pages;

  g_ptr_array_add (items, sudoku_export_item_new (&parsed->board));
  sudoku_export_options_init (&options);
  options.what = what;
  options.format = SUDOKU_EXPORT_FORMAT_PDF;
  g_assert_true (sudoku_export_item_prepare_for (items->pdata[0], &options, NULL, &error));
  g_assert_no_error (error);
  gtk_page_setup_set_paper_size_and_default_margins (setup, paper);
  pages = sudoku_export_render_pages (cr, items, &options,
                                      gtk_page_setup_get_page_width (setup, GTK_UNIT_POINTS),
                                      gtk_page_setup_get_page_height (setup, GTK_UNIT_POINTS),
                                      -2, 0);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return pages;
}

static GtkWidget *
print_bar (SudokuWindow *window)
{
  for (GtkWidget *widget = find_button (GTK_WIDGET (window), "_Cancel"); widget != NULL;
       widget = gtk_widget_get_parent (widget))
    if (GTK_IS_REVEALER (widget))
      return widget;
  return NULL;
}

static void
print_pages (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, HARD);
  const struct
  {
    SudokuExportWhat  what;
    const char       *name;
  } kinds[] = {
    { SUDOKU_EXPORT_PUZZLE, "puzzle" },
    { SUDOKU_EXPORT_SOLUTION, "solution" },
    { SUDOKU_EXPORT_BOTH, "both" },
    { SUDOKU_EXPORT_SHEET, "sheet" },
  };
  g_autofree char *cancelled = output_path ("cancelled.pdf");

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autofree char *printed_name = g_strdup_printf ("printed-%s.pdf", kinds[i].name);
      g_autofree char *printed = output_path (printed_name);
      int expected;
      int pages;

      sudoku_window_print (window, kinds[i].what, GTK_PRINT_OPERATION_ACTION_EXPORT, printed);
      g_assert_true (sudoku_window_is_printing (window));
      g_assert_nonnull (print_bar (window));
      g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (print_bar (window))));
      iterate_until (is_not_printing, window);
      g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (print_bar (window))));
      g_assert_true (g_file_test (printed, G_FILE_TEST_IS_REGULAR));

      expected = printable_pages (HARD, kinds[i].what);
      pages = pdf_pages (printed);
      g_test_message ("%s: %d pages printed, %d expected", kinds[i].name, pages, expected);
      if (pages >= 0)
        {
          g_assert_cmpint (pages, ==, expected);
          if (kinds[i].what == SUDOKU_EXPORT_SHEET)
            g_assert_cmpint (pages, >, 1);
          else
            g_assert_cmpint (pages, ==, 1);
        }
      /* The sheet's figure is Sudoku Explainer's ER, as `rate` says. */
      if (kinds[i].what == SUDOKU_EXPORT_SHEET)
        {
          g_autofree char *text = test_run_pdf_tool ("pdftotext", printed);
          g_autofree char *figure = NULL;
          g_autoptr(SudokuPuzzle) parsed = sudoku_parse_puzzle (HARD, -1, SUDOKU_VARIANT_CLASSIC,
                                                                NULL);
          SudokuSeRating se;

          g_assert_true (sudoku_se_rate (&parsed->board, NULL, &se, NULL));
          figure = g_strdup_printf ("SE %.1f ", se.er);
          if (text != NULL)
            g_assert_nonnull (strstr (text, figure));
        }
    }

  /* Givens with many solutions have no solution to print: the puzzle
   * is printed, its two givens the only digits. */
  {
    g_autofree char *many = output_path ("many.pdf");
    g_autofree char *digits = NULL;

    g_assert_true (sudoku_window_load_text (window, "12" "....................................."
                                            "..........................................",
                                            SUDOKU_VARIANT_CLASSIC));
    iterate_until (is_checked, window);
    g_assert_false (sudoku_checker_is_unique (window_checker (window)));
    sudoku_window_print (window, SUDOKU_EXPORT_SOLUTION, GTK_PRINT_OPERATION_ACTION_EXPORT, many);
    iterate_until (is_not_printing, window);
    g_assert_true (g_file_test (many, G_FILE_TEST_IS_REGULAR));
    digits = pdf_digits (many);
    if (digits != NULL)
      g_assert_cmpstr (digits, ==, "12");
    g_assert_true (sudoku_window_load_text (window, HARD, SUDOKU_VARIANT_CLASSIC));
    iterate_until (is_checked, window);
  }

  /* The bar lies over the banner's strip: the grid stays where it was
   * while the bar shows (shown here for longer than a print takes). */
  {
    g_autofree char *again = output_path ("again.pdf");
    GtkWidget *grid = GTK_WIDGET (sudoku_window_get_grid_view (window));
    GtkWidget *bar;
    graphene_rect_t before, during;

    g_assert_true (gtk_widget_compute_bounds (grid, GTK_WIDGET (window), &before));
    sudoku_window_print (window, SUDOKU_EXPORT_PUZZLE, GTK_PRINT_OPERATION_ACTION_EXPORT, again);
    bar = print_bar (window);
    g_assert_nonnull (bar);
    iterate_until (is_not_printing, window);
    gtk_revealer_set_reveal_child (GTK_REVEALER (bar), TRUE);
    iterate_until_settled (GTK_WIDGET (window));
    g_assert_true (gtk_revealer_get_child_revealed (GTK_REVEALER (bar)));
    g_assert_true (gtk_widget_compute_bounds (grid, GTK_WIDGET (window), &during));
    g_assert_cmpfloat (during.origin.y, ==, before.origin.y);
    g_assert_cmpfloat (during.size.height, ==, before.size.height);
    gtk_revealer_set_reveal_child (GTK_REVEALER (bar), FALSE);
    iterate_until_settled (GTK_WIDGET (window));
  }

  /* Cancel while the path is worked out: the bar goes, nothing is
   * printed, and Print… works again. */
  sudoku_window_print (window, SUDOKU_EXPORT_SHEET, GTK_PRINT_OPERATION_ACTION_EXPORT, cancelled);
  g_assert_true (sudoku_window_is_printing (window));
  click (print_bar (window), "_Cancel");
  g_assert_false (sudoku_window_is_printing (window));
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (print_bar (window))));
  watch_for (500);
  g_assert_false (g_file_test (cancelled, G_FILE_TEST_EXISTS));

  /* Closing the window while it prepares ends the job quietly. */
  sudoku_window_print (window, SUDOKU_EXPORT_SHEET, GTK_PRINT_OPERATION_ACTION_EXPORT, cancelled);
  g_assert_true (sudoku_window_is_printing (window));
  destroy_window (window);
  watch_for (300);
  g_assert_false (g_file_test (cancelled, G_FILE_TEST_EXISTS));
}

/* The pixels of @widget as GTK draws it, @stride bytes a row. */
static guint8 *
render_pixels (GtkWidget *widget,
               gsize     *stride)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  guint8 *pixels;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  *stride = (gsize) width * 4;
  pixels = g_malloc (*stride * height);
  gdk_texture_download (texture, pixels, *stride);
  return pixels;
}

/* Print…'s bar lies over the banner's strip: a hint that comes (and
 * fades in) under it does not show through it. */
static void
print_bar_hides_hint (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, INKALA_2012);
  g_autofree char *printed = output_path ("bar-over-hint.pdf");
  g_autofree guint8 *without_hint = NULL;
  g_autofree guint8 *with_hint = NULL;
  GtkWidget *bar, *strip;
  gsize stride, size;
  guint differ = 0;

  sudoku_window_print (window, SUDOKU_EXPORT_PUZZLE, GTK_PRINT_OPERATION_ACTION_EXPORT, printed);
  bar = print_bar (window);
  g_assert_nonnull (bar);
  iterate_until (is_not_printing, window);
  /* Shown for as long as the test needs (a print ends too soon). */
  gtk_revealer_set_reveal_child (GTK_REVEALER (bar), TRUE);
  iterate_until_settled (GTK_WIDGET (window));
  g_assert_true (gtk_revealer_get_child_revealed (GTK_REVEALER (bar)));
  strip = gtk_widget_get_ancestor (bar, GTK_TYPE_OVERLAY);
  g_assert_nonnull (strip);
  g_assert_null (banner_text_of (window));
  without_hint = render_pixels (strip, &stride);

  activate (window, "hint");
  iterate_until (has_banner, window);
  iterate_until_settled (GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_width (strip) * 4, ==, (int) stride);
  with_hint = render_pixels (strip, &stride);

  size = stride * gtk_widget_get_height (strip);
  for (gsize i = 0; i < size; i++)
    differ += without_hint[i] != with_hint[i];
  g_assert_cmpuint (differ, ==, 0);

  gtk_revealer_set_reveal_child (GTK_REVEALER (bar), FALSE);
  iterate_until_settled (GTK_WIDGET (window));
  destroy_window (window);
}

static void
test_print_bar_hides_hint (void)
{
  run_in_application (print_bar_hides_hint);
}

typedef struct
{
  gboolean  done;
  gboolean  ok;
  GError   *error;
} Opened;

static void
opened_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Opened *opened = user_data;

  opened->ok = sudoku_window_open_library_puzzle_finish (SUDOKU_WINDOW (object), result,
                                                         &opened->error);
  opened->done = TRUE;
}

static gboolean
is_opened (gpointer data)
{
  return ((Opened *) data)->done;
}

static gboolean
is_rated (gpointer data)
{
  const SudokuRating *rating = sudoku_checker_get_rating (window_checker (data));

  return rating != NULL && rating->solved &&
         sudoku_checker_get_n_solutions (window_checker (data)) >= 0;
}

/* The first line of @path's text that starts with "Level", or %NULL
 * without poppler's pdftotext. */
static char *
pdf_level_line (const char *path)
{
  g_autofree char *text = test_run_pdf_tool ("pdftotext", path);
  g_auto(GStrv) lines = NULL;

  if (text == NULL)
    return NULL;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "Level"))
      return g_strdup (lines[i]);
  return g_strdup ("");
}

/* "Puzzle and solution" of a library puzzle the book files in Level 5
 * and our rating puts in Level 7: Export… and Print… head it with the
 * book's level and number, as its booklet does — not "Level 7 · No. N". */
static void
library_heading (SudokuApplication *application)
{
  SudokuWindow *window = window_with_puzzle (application, HARD);
  g_autoptr(GError) error = NULL;
  SudokuLibrary *library = sudoku_application_get_library (application, &error);
  g_autoptr(SudokuPuzzle) parsed = sudoku_parse_puzzle (RATED_7, -1, SUDOKU_VARIANT_CLASSIC,
                                                        NULL);
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new_from_board (&parsed->board);
  g_autoptr(SudokuLibraryPuzzle) stored = NULL;
  g_autoptr(SudokuLibraryPuzzle) left = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *exported = output_path ("library-both.pdf");
  g_autofree char *printed = output_path ("library-both-printed.pdf");
  g_autofree char *line = NULL;
  Opened opened = { 0, };
  gint64 id;

  g_assert_no_error (error);
  /* The application's library outlives the test: a run stopped half
   * way may have left the puzzle there. */
  left = sudoku_library_find_duplicate (library, SUDOKU_VARIANT_CLASSIC, puzzle->givens, &error);
  g_assert_no_error (error);
  if (left != NULL)
    g_assert_true (sudoku_library_delete (library, left->id, &error));
  g_assert_no_error (error);
  puzzle->level = 5;
  id = sudoku_library_add (library, puzzle, &error);
  g_assert_no_error (error);
  stored = sudoku_library_get (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stored->level, ==, 5);
  expected = g_strdup_printf ("Level 5 · No. %u", stored->number);

  sudoku_window_open_library_puzzle_async (window, id, opened_cb, &opened);
  iterate_until (is_opened, &opened);
  g_assert_no_error (opened.error);
  g_assert_true (opened.ok);
  /* Rated, as when the heading went wrong: the rating's level is 7. */
  iterate_until (is_rated, window);
  g_assert_cmpuint (sudoku_checker_get_rating (window_checker (window))->level, ==, 7);

  forget_export_choices ();
  export_from_window (window, SUDOKU_EXPORT_PUZZLE, SUDOKU_EXPORT_BOTH, SUDOKU_EXPORT_FORMAT_PDF,
                      exported);
  line = pdf_level_line (exported);
  if (line != NULL)
    g_assert_cmpstr (line, ==, expected);
  g_clear_pointer (&line, g_free);

  sudoku_window_print (window, SUDOKU_EXPORT_BOTH, GTK_PRINT_OPERATION_ACTION_EXPORT, printed);
  iterate_until (is_not_printing, window);
  line = pdf_level_line (printed);
  if (line != NULL)
    g_assert_cmpstr (line, ==, expected);

  destroy_window (window);
  g_assert_true (sudoku_library_delete (library, id, &error));
  g_assert_no_error (error);
}

/* The heading of a library puzzle, made in one place: the book's level
 * and number; a Sample puzzle, in no level, its computed level. */
static void
test_library_heading_item (void)
{
  g_autoptr(SudokuPuzzle) parsed = sudoku_parse_puzzle (RATED_7, -1, SUDOKU_VARIANT_CLASSIC,
                                                        NULL);
  g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new_from_board (&parsed->board);
  g_autoptr(SudokuExportItem) item = NULL;
  g_autoptr(GError) error = NULL;

  puzzle->level = 5;
  puzzle->computed_level = 7;
  puzzle->number = 8;
  puzzle->title = g_strdup ("Week 3");
  puzzle->source = g_strdup ("Daiso vol. 3");
  item = sudoku_export_item_new_for_library (puzzle, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (item->level, ==, 5);
  g_assert_cmpuint (item->number, ==, 8);
  g_assert_cmpstr (item->title, ==, "Week 3");
  g_assert_cmpstr (item->source, ==, "Daiso vol. 3");
  g_assert_cmpmem (&item->board, sizeof item->board, &parsed->board, sizeof parsed->board);

  puzzle->level = SUDOKU_LIBRARY_SAMPLE;
  sudoku_export_item_set_library_heading (item, puzzle);
  g_assert_cmpuint (item->level, ==, 7);

  /* Givens that are not a puzzle are said to be so. */
  puzzle->givens[0] = 'x';
  g_clear_pointer (&item, sudoku_export_item_free);
  item = sudoku_export_item_new_for_library (puzzle, &error);
  g_assert_null (item);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
}

/* The print dialog's tab: what is chosen there is what is printed. */
static void
test_print_choice (void)
{
  g_autoptr(SudokuPuzzle) parsed = sudoku_parse_puzzle (HARD, -1, SUDOKU_VARIANT_CLASSIC, NULL);
  g_autoptr(GPtrArray) items =
    g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_export_item_free);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = output_path ("chosen-sheet.pdf");
  GObject *widget = NULL;
  GtkWidget *choice = NULL;
  SudokuExportOptions options;
  int pages;

  g_ptr_array_add (items, sudoku_export_item_new (&parsed->board));
  g_assert_true (sudoku_export_item_prepare (items->pdata[0], TRUE, NULL, &error));
  g_assert_no_error (error);
  sudoku_export_options_init (&options);
  options.what = SUDOKU_EXPORT_PUZZLE;
  operation = sudoku_print_operation_new (items, &options);
  sudoku_print_operation_add_what_choice (operation);

  /* As the print dialog does: the tab, a choice, then apply. */
  g_signal_emit_by_name (operation, "create-custom-widget", &widget);
  g_assert_true (GTK_IS_WIDGET (widget));
  g_object_ref_sink (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (widget)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_DROP_DOWN (child))
      choice = child;
  g_assert_nonnull (choice);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (choice)), ==, 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), 3);
  g_signal_emit_by_name (operation, "custom-widget-apply", widget);
  g_object_unref (widget);

  gtk_print_operation_set_export_filename (operation, path);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL,
                                            &error), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  pages = pdf_pages (path);
  if (pages >= 0)
    g_assert_cmpint (pages, ==, printable_pages (HARD, SUDOKU_EXPORT_SHEET));

  /* The pages' head names the sheet chosen, not the puzzle first
   * offered. */
  {
    g_autofree char *text = test_run_pdf_tool ("pdftotext", path);
    g_autofree char *puzzle_title = sudoku_export_dup_title (items, &options);
    g_autofree char *sheet_title = NULL;

    options.what = SUDOKU_EXPORT_SHEET;
    sheet_title = sudoku_export_dup_title (items, &options);
    g_assert_cmpstr (puzzle_title, !=, sheet_title);
    if (text != NULL)
      {
        g_assert_nonnull (strstr (text, sheet_title));
        g_assert_null (strstr (text, puzzle_title));
      }
  }
}

static void
test_export_solution (void)
{
  run_in_application (export_solution);
}

static void
test_export_offers (void)
{
  run_in_application (export_offers);
}

static void
test_print_pages (void)
{
  run_in_application (print_pages);
}

static void
test_library_heading (void)
{
  run_in_application (library_heading);
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/window-export/solution", test_export_solution);
  g_test_add_func ("/nanpure/window-export/offers", test_export_offers);
  g_test_add_func ("/nanpure/window-export/print", test_print_pages);
  g_test_add_func ("/nanpure/window-export/print-choice", test_print_choice);
  g_test_add_func ("/nanpure/window-export/print-bar-over-hint", test_print_bar_hides_hint);
  g_test_add_func ("/nanpure/window-export/library-heading", test_library_heading);
  g_test_add_func ("/nanpure/window-export/library-heading-item", test_library_heading_item);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
