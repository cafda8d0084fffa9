/* sudoku-export-write.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Writing an export: PDF, SVG and PNG through #SudokuOutput, to a file,
 * and the same in a worker thread (sudoku_export_to_file_async(),
 * sudoku_export_prepare_async()).
 */

#define G_LOG_DOMAIN "nanpure-render"

#include "config.h"

#include "sudoku-export.h"
#include "sudoku-export-private.h"
#include "sudoku-render-private.h"

#include "sudoku-error.h"
#include "sudoku-game.h"
#include "sudoku-move.h"
#include "sudoku-parse.h"
#include "sudoku-solver.h"
#include "sudoku-worker.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stddef.h>
#include <string.h>

typedef struct
{
  SudokuOutput *output;
  GError       *error;
} StreamClosure;

static cairo_status_t
write_cb (void                *data,
          const unsigned char *bytes,
          unsigned int         length)
{
  StreamClosure *closure = data;

  if (closure->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!sudoku_output_write (closure->output, bytes, length, &closure->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
check_status (cairo_status_t   status,
              StreamClosure   *closure,
              GError         **error)
{
  if (closure->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&closure->error));
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not draw “%s”: %s"),
                   sudoku_output_get_path (closure->output), cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

static cairo_status_t
append_png_cb (void                *data,
               const unsigned char *bytes,
               unsigned int         length)
{
  g_byte_array_append (data, bytes, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The CRC-32 of PNG chunks (ISO 3309, as the PNG specification gives it). */
static guint32
png_crc (const guint8 *data,
         gsize         length)
{
  guint32 crc = 0xffffffff;

  for (gsize i = 0; i < length; i++)
    {
      crc ^= data[i];
      for (guint bit = 0; bit < 8; bit++)
        crc = (crc >> 1) ^ (0xedb88320 & -(crc & 1));
    }
  return crc ^ 0xffffffff;
}

static void
put_be32 (guint8  *out,
          guint32  value)
{
  out[0] = value >> 24;
  out[1] = value >> 16;
  out[2] = value >> 8;
  out[3] = value;
}

/* Inserts a pHYs chunk after IHDR, so that the picture keeps the size
 * it was made for when printed or placed in a document. The signature
 * (8 bytes) and IHDR (25) come first in every PNG. */
static void
add_png_resolution (GByteArray *png,
                    guint       dpi)
{
  guint8 chunk[4 + 4 + 9 + 4];
  guint32 per_meter = (guint32) (dpi / 0.0254 + 0.5);

  if (png->len < 33)
    return;
  put_be32 (chunk, 9);
  memcpy (chunk + 4, "pHYs", 4);
  put_be32 (chunk + 8, per_meter);
  put_be32 (chunk + 12, per_meter);
  chunk[16] = 1;  /* the unit is the metre */
  put_be32 (chunk + 17, png_crc (chunk + 4, 4 + 9));
  g_byte_array_set_size (png, png->len + sizeof chunk);
  memmove (png->data + 33 + sizeof chunk, png->data + 33, png->len - 33 - sizeof chunk);
  memcpy (png->data + 33, chunk, sizeof chunk);
}

/**
 * sudoku_export_write:
 * @items: (element-type SudokuExportItem): the puzzles; a picture (PNG,
 *   SVG) shows the first
 * @options: what and how
 * @output: where to write; not committed here
 * @cancellable: (nullable): checked between puzzles and pages
 * @progress: (nullable): called after each puzzle prepared and each page
 * @user_data: for @progress
 * @error: %SUDOKU_ERROR_NO_SOLUTION for a puzzle without a unique
 *   solution, %G_IO_ERROR_INVALID_ARGUMENT for a bad combination of
 *   options, %G_IO_ERROR_CANCELLED, or the output's errors
 *
 * Prepares the items and writes the file.
 *
 * Returns: %TRUE when everything was written
 */
gboolean
sudoku_export_write (GPtrArray                 *items,
                     const SudokuExportOptions *options,
                     SudokuOutput              *output,
                     GCancellable              *cancellable,
                     SudokuExportProgress       progress,
                     gpointer                   user_data,
                     GError                   **error)
{
  StreamClosure closure = { output, NULL };
  cairo_surface_t *surface = NULL;
  cairo_status_t status;
  cairo_t *cr;
  gboolean pages = options->format == SUDOKU_EXPORT_FORMAT_PDF;
  double width, height;
  guint total;

  g_return_val_if_fail (items != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (output != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (items->len == 0)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_EMPTY, _("No puzzle to export"));
      return FALSE;
    }
  if (sudoku_export_what_has_pages (options->what) && !pages)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("A solve sheet or a booklet has pages: export it as PDF"));
      return FALSE;
    }
  /* A picture too large is refused before its puzzles are prepared. */
  if (!sudoku_export_options_check_image (options, error))
    return FALSE;

  total = items->len;
  for (guint i = 0; i < items->len; i++)
    {
      gboolean need_solution = options->what != SUDOKU_EXPORT_PUZZLE;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      /* A picture shows the first puzzle only. */
      if (!pages && i > 0)
        break;
      if (need_solution &&
          !sudoku_export_item_prepare_for (items->pdata[i], options, cancellable, error))
        return FALSE;
      if (progress != NULL)
        progress (i + 1, total, user_data);
    }

  if (pages)
    {
      cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
      cairo_t *measure = cairo_create (scratch);
      g_autofree char *title = sudoku_export_dup_title (items, options);
      int n_pages;

      sudoku_export_paper_size (options->paper, &width, &height);
      n_pages = _sudoku_export_render_pages_full (measure, items, options, width, height, -2, 0,
                                                  NULL, NULL, NULL, 0, 0);
      cairo_destroy (measure);
      cairo_surface_destroy (scratch);

      surface = cairo_pdf_surface_create_for_stream (write_cb, &closure, width, height);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR,
                                      "Nanpure " PACKAGE_VERSION);
      cr = cairo_create (surface);
      if (_sudoku_export_render_pages_full (cr, items, options, width, height, -1, n_pages, cancellable,
                                            progress, user_data, items->len, items->len + n_pages) < 0)
        {
          cairo_destroy (cr);
          cairo_surface_destroy (surface);
          g_clear_error (&closure.error);
          return g_cancellable_set_error_if_cancelled (cancellable, error), FALSE;
        }
      status = cairo_status (cr);
      cairo_destroy (cr);
      cairo_surface_finish (surface);
      if (status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_status (surface);
      cairo_surface_destroy (surface);
      return check_status (status, &closure, error);
    }

  sudoku_export_image_size (items, options, &width, &height);
  if (options->format == SUDOKU_EXPORT_FORMAT_SVG)
    {
      surface = cairo_svg_surface_create_for_stream (write_cb, &closure, width, height);
      cr = cairo_create (surface);
      sudoku_export_render_image (cr, items, options);
      status = cairo_status (cr);
      cairo_destroy (cr);
      cairo_surface_finish (surface);
      if (status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_status (surface);
      cairo_surface_destroy (surface);
      return check_status (status, &closure, error);
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
  cr = cairo_create (surface);
  sudoku_export_render_image (cr, items, options);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    {
      g_autoptr(GByteArray) png = g_byte_array_new ();

      status = cairo_surface_write_to_png_stream (surface, append_png_cb, png);
      if (status == CAIRO_STATUS_SUCCESS && options->dpi > 0)
        add_png_resolution (png, options->dpi);
      if (status == CAIRO_STATUS_SUCCESS)
        status = write_cb (&closure, png->data, png->len);
    }
  cairo_surface_destroy (surface);
  if (!check_status (status, &closure, error))
    return FALSE;
  if (progress != NULL)
    progress (total, total, user_data);
  return TRUE;
}

/**
 * sudoku_export_to_file:
 * @items: (element-type SudokuExportItem): the puzzles
 * @options: what and how
 * @path: the file; see #SudokuOutput for links, pipes and "-"
 * @cancellable: (nullable): checked between puzzles and pages
 * @progress: (nullable): as for sudoku_export_write()
 * @user_data: for @progress
 * @error: as for sudoku_export_write()
 *
 * Writes the export through #SudokuOutput: the old file stays as it was
 * unless everything was written.
 *
 * Returns: %TRUE when the file was written
 */
gboolean
sudoku_export_to_file (GPtrArray                 *items,
                       const SudokuExportOptions *options,
                       const char                *path,
                       GCancellable              *cancellable,
                       SudokuExportProgress       progress,
                       gpointer                   user_data,
                       GError                   **error)
{
  g_autoptr(SudokuOutput) output = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  output = sudoku_output_open (path, error);
  if (output == NULL)
    return FALSE;
  if (!sudoku_export_write (items, options, output, cancellable, progress, user_data, error))
    return FALSE;
  return sudoku_output_commit (output, error);
}

typedef struct
{
  GPtrArray            *items;
  SudokuExportOptions   options;
  char                 *title;
  char                 *path;
  SudokuExportProgress  progress;
  gpointer              progress_data;
  GMainContext         *context;
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  g_ptr_array_unref (job->items);
  g_free (job->title);
  g_free (job->path);
  g_main_context_unref (job->context);
  g_free (job);
}

typedef struct
{
  SudokuExportProgress  progress;
  gpointer              progress_data;
  guint                 done;
  guint                 total;
} ProgressReport;

static gboolean
report_progress_cb (gpointer data)
{
  ProgressReport *report = data;

  report->progress (report->done, report->total, report->progress_data);
  return G_SOURCE_REMOVE;
}

/* In the worker: hands the progress to the caller's main context. */
static void
forward_progress_cb (guint    done,
                     guint    total,
                     gpointer user_data)
{
  ExportJob *job = user_data;
  ProgressReport *report = g_new (ProgressReport, 1);

  report->progress = job->progress;
  report->progress_data = job->progress_data;
  report->done = done;
  report->total = total;
  sudoku_worker_run_later (job->context, report_progress_cb, report, g_free,
                           "[nanpure] export progress");
}

static void
export_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ExportJob *job = task_data;
  GError *error = NULL;

  if (job->path == NULL)
    {
      /* Only the preparation, for printing. */
      for (guint i = 0; i < job->items->len; i++)
        {
          if (g_task_return_error_if_cancelled (task))
            return;
          if (!sudoku_export_item_prepare_for (job->items->pdata[i], &job->options,
                                               cancellable, &error))
            {
              g_task_return_error (task, error);
              return;
            }
          if (job->progress != NULL)
            forward_progress_cb (i + 1, job->items->len, job);
        }
      g_task_return_boolean (task, TRUE);
      return;
    }

  if (sudoku_export_to_file (job->items, &job->options, job->path, cancellable,
                             job->progress != NULL ? forward_progress_cb : NULL, job, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* Copies the options (and their title) and the path into a job, and
 * runs export_thread() in a worker; a %NULL @path only prepares. */
static void
run_job (GPtrArray                 *items,
         const SudokuExportOptions *options,
         const char                *path,
         GCancellable              *cancellable,
         SudokuExportProgress       progress,
         gpointer                   progress_data,
         GAsyncReadyCallback        callback,
         gpointer                   user_data,
         gpointer                   source_tag)
{
  g_autoptr(GTask) task = NULL;
  ExportJob *job;

  job = g_new0 (ExportJob, 1);
  job->items = g_ptr_array_ref (items);
  job->options = *options;
  job->title = g_strdup (options->title);
  job->options.title = job->title;
  job->path = g_strdup (path);
  job->progress = progress;
  job->progress_data = progress_data;
  job->context = g_main_context_ref_thread_default ();

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, job, (GDestroyNotify) export_job_free);
  g_task_run_in_thread (task, export_thread);
}

/**
 * sudoku_export_to_file_async:
 * @items: (element-type SudokuExportItem): the puzzles; referenced, and
 *   prepared in the worker: leave them alone until the export ends
 * @options: what and how (copied)
 * @path: the file
 * @cancellable: (nullable): cancels the export; the old file stays
 * @progress: (nullable): called in the caller's thread-default main
 *   context as puzzles and pages are done
 * @progress_data: for @progress; must live until @callback runs
 * @callback: called when the file is written or the export failed
 * @user_data: for @callback
 *
 * sudoku_export_to_file() in a worker thread, so that a window stays
 * responsive while a booklet is solved and drawn.
 */
void
sudoku_export_to_file_async (GPtrArray                 *items,
                             const SudokuExportOptions *options,
                             const char                *path,
                             GCancellable              *cancellable,
                             SudokuExportProgress       progress,
                             gpointer                   progress_data,
                             GAsyncReadyCallback        callback,
                             gpointer                   user_data)
{
  g_return_if_fail (items != NULL);
  g_return_if_fail (options != NULL);
  g_return_if_fail (path != NULL);

  run_job (items, options, path, cancellable, progress, progress_data, callback, user_data,
           sudoku_export_to_file_async);
}

/**
 * sudoku_export_to_file_finish:
 * @result: the result given to the callback
 * @error: as for sudoku_export_write()
 *
 * Returns: %TRUE when the file was written
 */
gboolean
sudoku_export_to_file_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * sudoku_export_prepare_async:
 * @items: (element-type SudokuExportItem): the puzzles; referenced, and
 *   prepared in the worker: leave them alone until @callback runs
 * @options: what they are prepared for (solutions, paths)
 * @cancellable: (nullable): stops between puzzles and steps
 * @progress: (nullable): called in the caller's main context after each
 *   puzzle
 * @progress_data: for @progress
 * @callback: called when every puzzle is prepared or one failed
 * @user_data: for @callback
 *
 * sudoku_export_item_prepare_for() for every item in a worker: what printing
 * a booklet or a sheet needs first, so that the print dialog's pages are
 * drawn without solving anything in the window's thread.
 */
void
sudoku_export_prepare_async (GPtrArray                 *items,
                             const SudokuExportOptions *options,
                             GCancellable              *cancellable,
                             SudokuExportProgress       progress,
                             gpointer                   progress_data,
                             GAsyncReadyCallback        callback,
                             gpointer                   user_data)
{
  g_return_if_fail (items != NULL);
  g_return_if_fail (options != NULL);

  run_job (items, options, NULL, cancellable, progress, progress_data, callback, user_data,
           sudoku_export_prepare_async);
}

gboolean
sudoku_export_prepare_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
