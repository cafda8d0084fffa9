/* sudoku-library-export.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Bulk export (as text, or written to a file), and the puzzles a
 * booklet gathers, by the rule the export reads them by. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"
#include "sudoku-output.h"
#include "sudoku-parse.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static void
append_puzzle (GString                   *out,
               const SudokuLibraryPuzzle *puzzle,
               SudokuLibraryFormat        format,
               gboolean                   first)
{
  g_autoptr(GDateTime) created = NULL;
  g_autofree char *date = NULL;
  g_autofree char *level = NULL;
  g_autofree char *block = NULL;
  SudokuPuzzle sdk;

  if (format == SUDOKU_LIBRARY_FORMAT_SDM)
    {
      g_string_append_len (out, puzzle->givens, SUDOKU_N_CELLS);
      g_string_append_c (out, '\n');
      return;
    }

  created = g_date_time_new_from_unix_utc (puzzle->created);
  if (created != NULL)
    date = g_date_time_format (created, "%Y-%m-%d");
  if (puzzle->level != SUDOKU_LIBRARY_SAMPLE)
    level = g_strdup_printf ("Level %u", puzzle->level);

  memset (&sdk, 0, sizeof sdk);
  sudoku_library_puzzle_to_board (puzzle, &sdk.board);
  /* Borrowed strings: sdk is not freed. Empty ones are left out. */
  sdk.source = puzzle->source != NULL && puzzle->source[0] ? puzzle->source : NULL;
  sdk.description = puzzle->title != NULL && puzzle->title[0] ? puzzle->title : NULL;
  sdk.comment = puzzle->notes != NULL && puzzle->notes[0] ? puzzle->notes : NULL;
  sdk.level = level;
  sdk.date = date;
  block = sudoku_format_sdk (&sdk);
  if (!first)
    g_string_append_c (out, '\n');
  g_string_append (out, block);
}

/* The puzzles an export or a booklet takes: the ones of @ids in that
 * order, else all of @group in the library's order. */
static GPtrArray *
gather_puzzles (sqlite3       *db,
                int            group,
                GArray        *ids,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autoptr(GPtrArray) puzzles = NULL;

  if (ids == NULL)
    return _sudoku_library_db_list (db, group, NULL, error);

  puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_library_puzzle_free);
  for (guint i = 0; i < ids->len; i++)
    {
      SudokuLibraryPuzzle *puzzle;

      if (i % 4096 == 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      puzzle = _sudoku_library_db_get (db, g_array_index (ids, gint64, i), error);
      if (puzzle == NULL)
        return NULL;
      g_ptr_array_add (puzzles, puzzle);
    }
  return g_steal_pointer (&puzzles);
}

static char *
export_text (sqlite3              *db,
             int                   group,
             GArray               *ids,
             SudokuLibraryFormat   format,
             guint                *n_exported,
             GCancellable         *cancellable,
             GError              **error)
{
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GString) out = NULL;

  puzzles = gather_puzzles (db, group, ids, cancellable, error);
  if (puzzles == NULL)
    return NULL;

  out = g_string_sized_new (puzzles->len * (format == SUDOKU_LIBRARY_FORMAT_SDM ? 82 : 160));
  for (guint i = 0; i < puzzles->len; i++)
    {
      if (i % 4096 == 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      append_puzzle (out, g_ptr_array_index (puzzles, i), format, i == 0);
    }

  if (n_exported != NULL)
    *n_exported = puzzles->len;
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static gboolean
check_export (int                   group,
              SudokuLibraryFormat   format,
              GError              **error)
{
  if (group != SUDOKU_LIBRARY_GROUP_ALL && (group < 0 || group > SUDOKU_LIBRARY_MAX_LEVEL))
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("There is no level %d: levels are 1–7, or none"), group);
      return FALSE;
    }
  if (format != SUDOKU_LIBRARY_FORMAT_SDM && format != SUDOKU_LIBRARY_FORMAT_SDK)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("Unknown export format %d"), format);
      return FALSE;
    }
  return TRUE;
}

/**
 * sudoku_library_export:
 * @group: a level 1–7, %SUDOKU_LIBRARY_SAMPLE or
 *   %SUDOKU_LIBRARY_GROUP_ALL; ignored when @ids is given
 * @ids: (nullable) (element-type gint64): the puzzles to export, in this
 *   order
 * @format: `.sdm` or `.sdk`
 * @n_exported: (out) (optional): how many puzzles were written
 *
 * The variant is not written: neither format has a place for it.
 *
 * Returns: (transfer full): the text, or %NULL with @error set
 *   (%SUDOKU_LIBRARY_ERROR_NOT_FOUND for an id that is not there)
 */
char *
sudoku_library_export (SudokuLibrary        *self,
                       int                   group,
                       GArray               *ids,
                       SudokuLibraryFormat   format,
                       guint                *n_exported,
                       GError              **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  if (!check_export (ids != NULL ? SUDOKU_LIBRARY_GROUP_ALL : group, format, error))
    return NULL;
  return export_text (self->db, group, ids, format, n_exported, NULL, error);
}

/* Writes @text to @output through SudokuOutput: a temporary file renamed
 * into place, a link followed, a pipe or device streamed. */
static gboolean
write_export (const char    *output,
              const char    *text,
              GError       **error)
{
  return sudoku_output_write_file (output, text, strlen (text), error);
}

/**
 * sudoku_library_export_to_file:
 * @group: as for sudoku_library_export()
 * @ids: (nullable) (element-type gint64): as for sudoku_library_export()
 * @format: `.sdm` or `.sdk`
 * @output: the file to write, through #SudokuOutput (replaced whole only
 *   once everything was written; "-" is standard output)
 * @n_exported: (out) (optional): how many puzzles were written
 * @cancellable: (nullable): stops it before the file is written
 *
 * sudoku_library_export() and the writing of its text, in one: what the
 * library window's Export… and `nanpure-cli library export` do.
 *
 * Returns: %TRUE when the file was written; otherwise @error is in
 *   %SUDOKU_LIBRARY_ERROR when the puzzles could not be read, and in
 *   %G_IO_ERROR when the file could not be written
 */
gboolean
sudoku_library_export_to_file (SudokuLibrary        *self,
                               int                   group,
                               GArray               *ids,
                               SudokuLibraryFormat   format,
                               const char           *output,
                               guint                *n_exported,
                               GCancellable         *cancellable,
                               GError              **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (output != NULL, FALSE);

  if (!check_export (ids != NULL ? SUDOKU_LIBRARY_GROUP_ALL : group, format, error))
    return FALSE;
  text = export_text (self->db, group, ids, format, n_exported, cancellable, error);
  if (text == NULL)
    return FALSE;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  return write_export (output, text, error);
}

/* A worker's read of the library, on a connection of its own (read-only
 * for a library opened read-only): an export written to a file, or the
 * puzzles of a booklet gathered. */
typedef struct
{
  int                  group;
  GArray              *ids;
  SudokuLibraryFormat  format;
  char                *path;
  gboolean             read_only;
  char                *output;
  guint                n_exported;
} ExportData;

static void
export_data_free (ExportData *data)
{
  g_clear_pointer (&data->ids, g_array_unref);
  g_free (data->path);
  g_free (data->output);
  g_free (data);
}

static ExportData *
export_data_new (SudokuLibrary *self,
                 int            group,
                 GArray        *ids)
{
  ExportData *data = g_new0 (ExportData, 1);

  data->group = group;
  if (ids != NULL)
    {
      data->ids = g_array_sized_new (FALSE, FALSE, sizeof (gint64), ids->len);
      g_array_append_vals (data->ids, ids->data, ids->len);
    }
  data->path = g_strdup (self->path);
  data->read_only = self->read_only;
  return data;
}

static sqlite3 *
open_for_export (ExportData  *data,
                 GError     **error)
{
  /* A library opened read-only is read the same way here. */
  if (data->read_only)
    return _sudoku_library_open_connection_read_only (data->path, error);
  return _sudoku_library_open_connection (data->path, error);
}

static void
export_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ExportData *data = task_data;
  g_autofree char *text = NULL;
  GError *error = NULL;
  sqlite3 *db;

  db = open_for_export (data, &error);
  if (db == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  text = export_text (db, data->group, data->ids, data->format, &data->n_exported, cancellable,
                      &error);
  sqlite3_close (db);
  if (text == NULL ||
      g_cancellable_set_error_if_cancelled (cancellable, &error) ||
      !write_export (data->output, text, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_library_export_to_file_async:
 *
 * sudoku_library_export_to_file() in a worker thread with its own
 * connection.
 */
void
sudoku_library_export_to_file_async (SudokuLibrary        *self,
                                     int                   group,
                                     GArray               *ids,
                                     SudokuLibraryFormat   format,
                                     const char           *output,
                                     GCancellable         *cancellable,
                                     GAsyncReadyCallback   callback,
                                     gpointer              user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  ExportData *data;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (output != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_library_export_to_file_async);
  if (!check_export (ids != NULL ? SUDOKU_LIBRARY_GROUP_ALL : group, format, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  data = export_data_new (self, group, ids);
  data->format = format;
  data->output = g_strdup (output);
  g_task_set_task_data (task, data, (GDestroyNotify) export_data_free);
  g_task_run_in_thread (task, export_thread);
}

/**
 * sudoku_library_export_to_file_finish:
 * @n_exported: (out) (optional): how many puzzles were written
 *
 * Returns: %TRUE when the file was written, as for
 *   sudoku_library_export_to_file()
 */
gboolean
sudoku_library_export_to_file_finish (SudokuLibrary  *self,
                                      GAsyncResult   *result,
                                      guint          *n_exported,
                                      GError        **error)
{
  ExportData *data;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  data = g_task_get_task_data (G_TASK (result));
  if (n_exported != NULL)
    *n_exported = data->n_exported;
  return TRUE;
}

/* Gathering a booklet */

/**
 * sudoku_library_gather:
 * @group: a level 1–7, %SUDOKU_LIBRARY_SAMPLE or
 *   %SUDOKU_LIBRARY_GROUP_ALL; ignored when @ids is given
 * @ids: (nullable) (element-type gint64): the puzzles, in this order
 *
 * The puzzles a booklet or an export takes, read by the rule
 * sudoku_library_export() reads them by.
 *
 * Returns: (transfer full) (element-type SudokuLibraryPuzzle): the
 *   puzzles, or %NULL with @error set (%SUDOKU_LIBRARY_ERROR_NOT_FOUND
 *   for an id that is not there)
 */
GPtrArray *
sudoku_library_gather (SudokuLibrary  *self,
                       int             group,
                       GArray         *ids,
                       GCancellable   *cancellable,
                       GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  if (!check_export (ids != NULL ? SUDOKU_LIBRARY_GROUP_ALL : group, SUDOKU_LIBRARY_FORMAT_SDM,
                     error))
    return NULL;
  return gather_puzzles (self->db, group, ids, cancellable, error);
}

static void
gather_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ExportData *data = task_data;
  GPtrArray *puzzles;
  GError *error = NULL;
  sqlite3 *db;

  db = open_for_export (data, &error);
  if (db == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  puzzles = gather_puzzles (db, data->group, data->ids, cancellable, &error);
  sqlite3_close (db);
  if (puzzles == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, puzzles, (GDestroyNotify) g_ptr_array_unref);
}

/**
 * sudoku_library_gather_async:
 *
 * sudoku_library_gather() in a worker thread with its own connection.
 */
void
sudoku_library_gather_async (SudokuLibrary        *self,
                             int                   group,
                             GArray               *ids,
                             GCancellable         *cancellable,
                             GAsyncReadyCallback   callback,
                             gpointer              user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_library_gather_async);
  if (!check_export (ids != NULL ? SUDOKU_LIBRARY_GROUP_ALL : group, SUDOKU_LIBRARY_FORMAT_SDM,
                     &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_set_task_data (task, export_data_new (self, group, ids),
                        (GDestroyNotify) export_data_free);
  g_task_run_in_thread (task, gather_thread);
}

/**
 * sudoku_library_gather_finish:
 *
 * Returns: (transfer full) (element-type SudokuLibraryPuzzle): the
 *   puzzles, or %NULL with @error set
 */
GPtrArray *
sudoku_library_gather_finish (SudokuLibrary  *self,
                              GAsyncResult   *result,
                              GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
