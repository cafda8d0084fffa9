/* sudoku-print.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Print… through GtkPrintOperation: the pages are those of the PDF
 * export, drawn by sudoku_export_render_pages() on the printer's cairo
 * context, so that what is printed is what is exported. */

#define G_LOG_DOMAIN "nanpure-print"

#include "config.h"

#include "sudoku-print.h"


typedef struct
{
  GPtrArray           *items;
  SudokuExportOptions  options;
  char                *title;
  int                  n_pages;
} PrintJob;

static void
print_job_free (PrintJob *job)
{
  g_ptr_array_unref (job->items);
  g_free (job->title);
  g_free (job);
}

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintJob          *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);

  job->n_pages = sudoku_export_render_pages (cr, job->items, &job->options,
                                             gtk_print_context_get_width (context),
                                             gtk_print_context_get_height (context),
                                             -2, 0);
  gtk_print_operation_set_n_pages (operation, MAX (job->n_pages, 1));
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              PrintJob          *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);

  sudoku_export_render_pages (cr, job->items, &job->options,
                              gtk_print_context_get_width (context),
                              gtk_print_context_get_height (context),
                              page, job->n_pages);
}

/**
 * sudoku_print_operation_new:
 * @items: (element-type SudokuExportItem): the puzzles, prepared with
 *   sudoku_export_item_prepare() when solutions are printed (those that
 *   are not are prepared here, in the caller's thread)
 * @options: what to print; its format is ignored (pages are pages)
 *
 * A print operation in points, on the paper of @options, whose pages are
 * the PDF export's.
 *
 * Returns: (transfer full): the operation, to run
 */
GtkPrintOperation *
sudoku_print_operation_new (GPtrArray                 *items,
                            const SudokuExportOptions *options)
{
  g_autoptr(GtkPageSetup) page_setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) paper = NULL;
  GtkPrintOperation *operation;
  PrintJob *job;

  g_return_val_if_fail (items != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  job = g_new0 (PrintJob, 1);
  job->items = g_ptr_array_ref (items);
  job->options = *options;
  job->options.format = SUDOKU_EXPORT_FORMAT_PDF;
  job->options.transparent = FALSE;
  job->title = sudoku_export_dup_title (items, options);
  job->options.title = job->title;

  if (options->what != SUDOKU_EXPORT_PUZZLE)
    for (guint i = 0; i < items->len; i++)
      sudoku_export_item_prepare (items->pdata[i], options->what == SUDOKU_EXPORT_SHEET ||
                                  !options->plain, NULL, NULL);

  paper = gtk_paper_size_new (options->paper == SUDOKU_PAPER_LETTER ? GTK_PAPER_NAME_LETTER
                                                                    : GTK_PAPER_NAME_A4);
  gtk_page_setup_set_paper_size_and_default_margins (page_setup, paper);

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation, job->title);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_default_page_setup (operation, page_setup);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);
  g_object_set_data_full (G_OBJECT (operation), "sudoku-print-job", job,
                          (GDestroyNotify) print_job_free);
  return operation;
}

/**
 * sudoku_print_run:
 * @parent: (nullable): the window the print dialog belongs to
 * @items: (element-type SudokuExportItem): as for
 *   sudoku_print_operation_new()
 * @options: what to print
 * @action: %GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG for Print… (with page
 *   setup and preview), %GTK_PRINT_OPERATION_ACTION_EXPORT to write
 *   @export_filename as PDF
 * @export_filename: (nullable): for %GTK_PRINT_OPERATION_ACTION_EXPORT
 * @error: the print system's error
 *
 * Returns: how the operation ended
 */
GtkPrintOperationResult
sudoku_print_run (GtkWindow                  *parent,
                  GPtrArray                  *items,
                  const SudokuExportOptions  *options,
                  GtkPrintOperationAction     action,
                  const char                 *export_filename,
                  GError                    **error)
{
  g_autoptr(GtkPrintOperation) operation = sudoku_print_operation_new (items, options);

  if (export_filename != NULL)
    gtk_print_operation_set_export_filename (operation, export_filename);
  return gtk_print_operation_run (operation, action, parent, error);
}
