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

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sudoku-print-preview.h"

typedef struct
{
  GPtrArray           *items;
  SudokuExportOptions  options;
  char                *title;
  /* Whether the title was made from what is printed (no title given),
   * and follows the print dialog's choice. */
  gboolean             made_title;
  /* Whether the print dialog has the Puzzle tab. */
  gboolean             what_choice;
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

/* Prepare, then print: the job of sudoku_print_prepare_and_run(), then
 * held by the operation it runs, to tell its failure. */

typedef struct
{
  /* The window may go while the worker runs: its job is dropped then. */
  GWeakRef                 window;
  GCancellable            *cancellable;
  GPtrArray               *items;
  SudokuExportOptions      options;
  char                    *title;
  SudokuExportWhat         what;
  gboolean                 what_choice;
  GtkPrintOperationAction  action;
  char                    *export_filename;
  SudokuPrintProgress      progress;
  SudokuPrintDone          done;
  gpointer                 user_data;
  GDestroyNotify           destroy;
  /* The failure is told once, by the first to see it. */
  gboolean                 reported;
} PrepareJob;

static void
prepare_job_free (PrepareJob *job)
{
  if (job->destroy != NULL)
    job->destroy (job->user_data);
  g_weak_ref_clear (&job->window);
  g_clear_object (&job->cancellable);
  g_ptr_array_unref (job->items);
  g_free (job->title);
  g_free (job->export_filename);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PrepareJob, prepare_job_free)

/* Tells the caller of sudoku_print_prepare_and_run() that @operation
 * failed (once, while its window is there). */
static void
report_result (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               GError                  *error)
{
  PrepareJob *job = g_object_get_data (G_OBJECT (operation), "sudoku-print-prepare-job");
  g_autoptr(GtkWindow) window = NULL;

  if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
    return;
  if (job == NULL)
    {
      g_warning ("Cannot print: %s", error != NULL ? error->message : "unknown error");
      return;
    }
  window = g_weak_ref_get (&job->window);
  if (job->reported || window == NULL || g_cancellable_is_cancelled (job->cancellable))
    return;
  job->reported = TRUE;
  job->done (window, error, job->user_data);
}

/* The operation runs on after gtk_print_operation_run() returns (the
 * print dialog, the preview, the printing): its failure comes here. */
static void
done_cb (GtkPrintOperation       *operation,
         GtkPrintOperationResult  result,
         gpointer                 user_data)
{
  g_autoptr(GError) error = NULL;

  if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
    return;
  gtk_print_operation_get_error (operation, &error);
  if (error == NULL)
    error = g_error_new_literal (GTK_PRINT_ERROR, GTK_PRINT_ERROR_GENERAL,
                                 _("The print system failed"));
  report_result (operation, result, error);
}

/* Print → Preview: the app's own window shows the pages (GTK would run
 * a PDF viewer, or whatever the desktop has for PDF, which may show
 * nothing). Its Print… button goes back to the print dialog, on a new
 * operation (the previewed one ends with the preview; an operation runs
 * once) with the dialog's settings, page setup and Puzzle tab as they
 * were: printing at once, without the dialog, would first wait for every
 * print backend's list of printers, which without a CUPS server never
 * ends. */

static void
preview_print_cb (SudokuPrintPreview *preview,
                  GtkPrintOperation  *operation)
{
  PrintJob *job = g_object_get_data (G_OBJECT (operation), "sudoku-print-job");
  g_autoptr(GtkPrintOperation) again = NULL;
  g_autoptr(GtkPageSetup) page_setup = sudoku_print_preview_dup_page_setup (preview);
  g_autoptr(GtkPrintSettings) settings = NULL;
  g_autoptr(GtkWindow) parent = NULL;
  g_autoptr(GError) error = NULL;
  SudokuExportOptions options = job->options;
  GtkPrintOperationResult result;

  if (gtk_print_operation_get_print_settings (operation) != NULL)
    settings = gtk_print_settings_copy (gtk_print_operation_get_print_settings (operation));
  if (gtk_window_get_transient_for (GTK_WINDOW (preview)) != NULL)
    parent = g_object_ref (gtk_window_get_transient_for (GTK_WINDOW (preview)));

  /* What the dialog's tab chose is in the job's options already; a
   * title of its making follows the next choice. */
  if (job->made_title)
    options.title = NULL;
  again = sudoku_print_operation_new (job->items, &options);
  if (job->what_choice)
    sudoku_print_operation_add_what_choice (again);
  if (settings != NULL)
    gtk_print_operation_set_print_settings (again, settings);
  gtk_print_operation_set_default_page_setup (again, page_setup);
  /* Failures are told as the previewed operation's would be. */
  g_object_set_data_full (G_OBJECT (again), "sudoku-print-prepare-job",
                          g_object_steal_data (G_OBJECT (operation), "sudoku-print-prepare-job"),
                          (GDestroyNotify) prepare_job_free);

  gtk_window_destroy (GTK_WINDOW (preview));
  result = gtk_print_operation_run (again, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent,
                                    &error);
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    report_result (again, result, error);
}

static gboolean
preview_cb (GtkPrintOperation        *operation,
            GtkPrintOperationPreview *preview,
            GtkPrintContext          *context,
            GtkWindow                *parent,
            gpointer                  user_data)
{
  SudokuPrintPreview *window = sudoku_print_preview_new (operation, context, parent);

  g_signal_connect_object (window, "print", G_CALLBACK (preview_print_cb), operation, 0);
  gtk_window_present (GTK_WINDOW (window));
  return TRUE;
}

/**
 * sudoku_print_operation_new:
 * @items: (element-type SudokuExportItem): the puzzles, prepared with
 *   sudoku_export_item_prepare_for() when solutions are printed (those
 *   that are not are prepared here, in the caller's thread)
 * @options: what to print; its format is ignored (pages are pages)
 *
 * A print operation in points, on the paper of @options, whose pages are
 * the PDF export's. It runs async (its failures come with ::done) and
 * shows its preview in a #SudokuPrintPreview.
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
  job->made_title = options->title == NULL;
  job->options.title = job->title;

  for (guint i = 0; i < items->len; i++)
    sudoku_export_item_prepare_for (items->pdata[i], options, NULL, NULL);

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
  g_signal_connect (operation, "preview", G_CALLBACK (preview_cb), NULL);
  g_signal_connect (operation, "done", G_CALLBACK (done_cb), NULL);
  /* The print dialog and the preview run in the main loop, not in one
   * of their own (exporting is done at once all the same). */
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_object_set_data_full (G_OBJECT (operation), "sudoku-print-job", job,
                          (GDestroyNotify) print_job_free);
  return operation;
}

/* The print dialog's tab: what to print of one puzzle. */

static const struct
{
  SudokuExportWhat  what;
  const char       *label;
} what_choices[] = {
  { SUDOKU_EXPORT_PUZZLE, N_("Puzzle") },
  { SUDOKU_EXPORT_SOLUTION, N_("Solution") },
  { SUDOKU_EXPORT_BOTH, N_("Puzzle and solution") },
  { SUDOKU_EXPORT_SHEET, N_("Solve sheet") },
};

static GObject *
create_what_widget_cb (GtkPrintOperation *operation,
                       PrintJob          *job)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_Print"));
  const char *labels[G_N_ELEMENTS (what_choices) + 1] = { NULL };
  GtkWidget *choice;

  for (guint i = 0; i < G_N_ELEMENTS (what_choices); i++)
    {
      labels[i] = _(what_choices[i].label);
      if (what_choices[i].what == job->options.what)
        g_object_set_data (G_OBJECT (box), "sudoku-print-selected", GUINT_TO_POINTER (i));
    }
  choice = gtk_drop_down_new_from_strings (labels);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice),
                              GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (box),
                                                                   "sudoku-print-selected")));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), choice);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_valign (box, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), choice);
  g_object_set_data (G_OBJECT (box), "sudoku-print-choice", choice);
  return G_OBJECT (box);
}

static void
what_widget_apply_cb (GtkPrintOperation *operation,
                      GtkWidget         *box,
                      PrintJob          *job)
{
  GtkDropDown *choice = g_object_get_data (G_OBJECT (box), "sudoku-print-choice");
  guint selected = gtk_drop_down_get_selected (choice);

  if (selected >= G_N_ELEMENTS (what_choices))
    return;
  job->options.what = what_choices[selected].what;
  /* The pages' running head says what they are: a solve sheet chosen
   * here is not headed "Sudoku puzzle". */
  if (job->made_title)
    {
      job->options.title = NULL;
      g_free (job->title);
      job->title = sudoku_export_dup_title (job->items, &job->options);
      job->options.title = job->title;
      gtk_print_operation_set_job_name (operation, job->title);
    }
}

/**
 * sudoku_print_operation_add_what_choice:
 * @operation: an operation from sudoku_print_operation_new() of one
 *   puzzle, whose item is prepared with its solving path
 *
 * Adds a tab to the print dialog: print the puzzle, its solution, both,
 * or its solve sheet (what the operation's options said first).
 */
void
sudoku_print_operation_add_what_choice (GtkPrintOperation *operation)
{
  PrintJob *job;

  g_return_if_fail (GTK_IS_PRINT_OPERATION (operation));
  job = g_object_get_data (G_OBJECT (operation), "sudoku-print-job");
  g_return_if_fail (job != NULL);

  job->what_choice = TRUE;
  /* Translators: the print dialog's tab with what to print. */
  gtk_print_operation_set_custom_tab_label (operation, _("Puzzle"));
  g_signal_connect (operation, "create-custom-widget", G_CALLBACK (create_what_widget_cb), job);
  g_signal_connect (operation, "custom-widget-apply", G_CALLBACK (what_widget_apply_cb), job);
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
 * Returns: how the operation ended, or
 *   %GTK_PRINT_OPERATION_RESULT_IN_PROGRESS while the print dialog or
 *   the preview is shown (the operation allows async)
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

/* Prepare, then print. */

static void
prepare_progress_cb (guint    done,
                     guint    total,
                     gpointer user_data)
{
  PrepareJob *job = user_data;
  g_autoptr(GtkWindow) window = g_weak_ref_get (&job->window);

  if (window == NULL || g_cancellable_is_cancelled (job->cancellable) || total == 0)
    return;
  if (job->progress != NULL)
    job->progress (window, done, total, job->user_data);
}

static void
prepared_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(PrepareJob) job = user_data;
  g_autoptr(GtkWindow) window = g_weak_ref_get (&job->window);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  GtkPrintOperationAction action = job->action;
  GtkPrintOperationResult ended;

  if (!sudoku_export_prepare_finish (result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (window == NULL || g_cancellable_is_cancelled (job->cancellable))
    return;

  job->done (window, NULL, job->user_data);
  if (error != NULL)
    {
      job->done (window, error, job->user_data);
      return;
    }

  job->options.what = job->what;
  operation = sudoku_print_operation_new (job->items, &job->options);
  if (job->what_choice && job->action != GTK_PRINT_OPERATION_ACTION_EXPORT)
    sudoku_print_operation_add_what_choice (operation);
  if (job->export_filename != NULL)
    gtk_print_operation_set_export_filename (operation, job->export_filename);
  /* The operation tells its failure, now or when it ends. */
  g_object_set_data_full (G_OBJECT (operation), "sudoku-print-prepare-job",
                          g_steal_pointer (&job), (GDestroyNotify) prepare_job_free);
  ended = gtk_print_operation_run (operation, action, window, &error);
  if (ended == GTK_PRINT_OPERATION_RESULT_ERROR)
    report_result (operation, ended, error);
}

/**
 * sudoku_print_prepare_and_run:
 * @parent: the window the print dialog belongs to; held weakly: when
 *   it goes first, nothing is printed
 * @items: (element-type SudokuExportItem): the puzzles
 * @options: how to prepare them (what sudoku_export_prepare_async()
 *   works out for), and to print
 * @what: what to print, in place of @options' what
 * @what_choice: whether the print dialog has the tab to choose it (not
 *   when exporting)
 * @action: as for sudoku_print_run()
 * @export_filename: (nullable): as for sudoku_print_run()
 * @cancellable: stops the preparation; once it is cancelled nothing
 *   more is called
 * @progress: (nullable): the preparation's progress
 * @done: called once with error %NULL when the preparation has ended
 *   (before the print operation runs: the caller's progress goes), then
 *   once more with the error should the preparation or the print
 *   operation fail
 * @user_data: for @progress and @done
 * @destroy: (nullable): frees @user_data at the end
 *
 * Prepares the pages in a worker (solutions and levels: the print
 * operation draws them in the main loop), then prints them.
 */
void
sudoku_print_prepare_and_run (GtkWindow                 *parent,
                              GPtrArray                 *items,
                              const SudokuExportOptions *options,
                              SudokuExportWhat           what,
                              gboolean                   what_choice,
                              GtkPrintOperationAction    action,
                              const char                *export_filename,
                              GCancellable              *cancellable,
                              SudokuPrintProgress        progress,
                              SudokuPrintDone            done,
                              gpointer                   user_data,
                              GDestroyNotify             destroy)
{
  PrepareJob *job;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (items != NULL);
  g_return_if_fail (options != NULL);
  g_return_if_fail (G_IS_CANCELLABLE (cancellable));
  g_return_if_fail (done != NULL);

  job = g_new0 (PrepareJob, 1);
  g_weak_ref_init (&job->window, parent);
  job->cancellable = g_object_ref (cancellable);
  job->items = g_ptr_array_ref (items);
  job->options = *options;
  job->title = g_strdup (options->title);
  job->options.title = job->title;
  job->what = what;
  job->what_choice = what_choice;
  job->action = action;
  job->export_filename = g_strdup (export_filename);
  job->progress = progress;
  job->done = done;
  job->user_data = user_data;
  job->destroy = destroy;

  sudoku_export_prepare_async (job->items, &job->options, job->cancellable,
                               prepare_progress_cb, job, prepared_cb, job);
}
