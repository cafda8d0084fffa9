/* sudoku-library-import.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Bulk import (the export and the booklet's gathering are in
 * sudoku-library-export.c): the reading of the text into rows and the
 * API here, the checking and saving of the rows in
 * sudoku-library-import-bulk.c.
 *
 * Reading goes through the text once, in order: it refuses what does not
 * parse (with its line number) and drops repeats within the text,
 * keeping each entry as a small row (packed givens, 56 bytes), in an
 * array with room for a row a line. Checking proves each puzzle has one
 * solution and, for automatic levels, rates it, in batches of rows, on a
 * pool of threads with no lock held; it begins with the first batch the
 * reading is done with, so that a big text is read while the other
 * threads check. The import's own thread checks batches too once it has
 * read the text, while it waits. Writing
 * begins once every row is checked, so that the library is locked only
 * while the survivors are written, in order, in one transaction with
 * prepared statements reused for every row (several rows to a statement
 * in a bulk import). A cancelled, failed or
 * killed import leaves the library exactly as it was. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"
#include "sudoku-library-import-bulk-private.h"
#include "sudoku-parse.h"
#include "sudoku-worker.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Results */

static void
import_error_free (SudokuLibraryImportError *error)
{
  g_free (error->message);
  g_free (error);
}

void
sudoku_library_import_result_free (SudokuLibraryImportResult *result)
{
  if (result == NULL)
    return;

  g_ptr_array_unref (result->errors);
  g_array_unref (result->ids);
  g_free (result);
}

static SudokuLibraryImportResult *
import_result_new (void)
{
  SudokuLibraryImportResult *result = g_new0 (SudokuLibraryImportResult, 1);

  result->errors = g_ptr_array_new_with_free_func ((GDestroyNotify) import_error_free);
  result->ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  return result;
}

/* Reading the text */

/* Finds the blocks of lines separated by empty lines: (offset, length,
 * first line) triples. */
static GArray *
split_blocks (const char *text,
              gsize       length)
{
  GArray *blocks = g_array_new (FALSE, FALSE, sizeof (gsize));
  gsize block_start = 0;
  gsize block_line = 0;
  gsize line_start = 0;
  gsize line = 1;

  for (gsize i = 0; i <= length; i++)
    {
      gboolean blank;

      if (i < length && text[i] != '\n')
        continue;

      blank = TRUE;
      for (gsize j = line_start; j < i && blank; j++)
        blank = g_ascii_isspace (text[j]);

      if (!blank && block_line == 0)
        {
          block_start = line_start;
          block_line = line;
        }
      if ((blank || i == length) && block_line != 0)
        {
          gsize block_end = blank ? line_start : i;
          gsize triple[3] = { block_start, block_end - block_start, block_line };

          g_array_append_vals (blocks, triple, 3);
          block_line = 0;
        }
      line_start = i + 1;
      line++;
    }
  return blocks;
}

/* Parses a block as if it stood at its place in the whole text, so that
 * line numbers in messages are right. Only used for blocks that failed,
 * which are few. */
static SudokuParseEntry *
parse_block_in_place (const char    *block,
                      gsize          length,
                      gsize          first_line,
                      SudokuVariant  variant)
{
  g_autoptr(GString) padded = g_string_sized_new (first_line + length);
  g_autoptr(GPtrArray) entries = NULL;

  for (gsize i = 1; i < first_line; i++)
    g_string_append_c (padded, '\n');
  g_string_append_len (padded, block, (gssize) length);
  entries = sudoku_parse_collection (padded->str, (gssize) padded->len, variant);
  if (entries->len != 1)
    return NULL;
  return g_ptr_array_steal_index (entries, 0);
}

/* sudoku_parse_collection() reads a list of one-line puzzles or one
 * multi-line puzzle. Several `.sdk` puzzles one after another (as
 * sudoku_library_export() writes them), separated by empty lines, read as
 * a list of bad lines: read_rows() then tries the text as blocks of one
 * puzzle each. Returns the blocks' entries, or %NULL when the text is not
 * such blocks (or none of them could be read either). */
static GPtrArray *
parse_blocks (const char    *text,
              gsize          length,
              SudokuVariant  variant)
{
  g_autoptr(GPtrArray) block_entries = NULL;
  g_autoptr(GArray) blocks = NULL;
  gboolean any_read = FALSE;

  blocks = split_blocks (text, length);
  if (blocks->len / 3 < 2)
    return NULL;

  block_entries = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_parse_entry_free);
  for (guint b = 0; b < blocks->len; b += 3)
    {
      gsize offset = g_array_index (blocks, gsize, b);
      gsize block_length = g_array_index (blocks, gsize, b + 1);
      gsize first_line = g_array_index (blocks, gsize, b + 2);
      g_autoptr(GPtrArray) parsed = NULL;
      SudokuParseEntry *entry;

      parsed = sudoku_parse_collection (text + offset, (gssize) block_length, variant);
      if (parsed->len != 1)
        return NULL;
      entry = g_ptr_array_steal_index (parsed, 0);
      if (entry->puzzle != NULL)
        {
          entry->line += (guint) first_line - 1;
          any_read = TRUE;
        }
      else
        {
          sudoku_parse_entry_free (entry);
          entry = parse_block_in_place (text + offset, block_length, first_line, variant);
          if (entry == NULL)
            return NULL;
        }
      g_ptr_array_add (block_entries, entry);
    }

  if (!any_read)
    return NULL;
  return g_steal_pointer (&block_entries);
}

/* "variant:givens" in @key, with no allocation. */
static void
format_key (SudokuVariant  variant,
            const guint8   packed[PACKED_GIVENS],
            char          *key,
            gsize          size)
{
  char givens[SUDOKU_N_CELLS + 1];

  _sudoku_library_import_unpack_givens (packed, givens);
  g_snprintf (key, size, "%s:%s", sudoku_variant_to_string (variant), givens);
}

#define KEY_SIZE 96

static gboolean
key_in_library (sqlite3_stmt *find,
                const char   *key)
{
  gboolean found;

  sqlite3_reset (find);
  sqlite3_bind_text (find, 1, key, -1, SQLITE_STATIC);
  found = sqlite3_step (find) == SQLITE_ROW;
  sqlite3_reset (find);
  return found;
}

/* Reading the text into rows */

typedef struct
{
  Row           *rows;      /* room for @capacity */
  guint          n_rows;
  guint          capacity;
  KeySet         keys;      /* the givens of the rows so far */
  sqlite3_stmt  *find;      /* finds a key in the library, or NULL */
  SudokuVariant  variant;
  gboolean       any_read;
  Checker       *checker;   /* checks the rows as they come, or NULL */
} RowReader;

/* The rows before @n are read: the checking may take them, once some
 * entry of the text has been read as a puzzle (a text of nothing but bad
 * lines may yet be read again as blocks: see read_rows()). */
static void
reader_publish (RowReader *reader,
                guint      n)
{
  if (reader->checker != NULL && reader->any_read)
    _sudoku_library_import_checker_publish (reader->checker, n);
}

/* Turns one parse entry into a row, at once: what did not parse, and
 * repeats (in the text, or, when @find is set, in the library: puzzles
 * the library has are not rated for nothing). The parsed puzzle itself
 * is freed here. */
static void
add_row (SudokuParseEntry *entry,
         gpointer          user_data)
{
  RowReader *reader = user_data;
  SudokuPuzzle *puzzle = entry->puzzle;
  char givens[SUDOKU_N_CELLS + 1];
  guint index = reader->n_rows;
  Row *row;

  /* One entry a line at most: count_lines() leaves room for all. */
  g_return_if_fail (index < reader->capacity);
  row = &reader->rows[index];
  *row = (Row) { 0, };
  row->line = entry->line;
  reader->n_rows++;
  if (puzzle == NULL)
    {
      row->state = ROW_BAD;
      _sudoku_library_import_row_get_extra (row)->error = g_strdup (entry->error->message);
      sudoku_parse_entry_free (entry);
      reader_publish (reader, reader->n_rows);
      return;
    }

  reader->any_read = TRUE;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint value = puzzle->board.values[cell];

      givens[cell] = puzzle->board.givens[cell] && value ? (char) ('0' + value) : '.';
    }
  givens[SUDOKU_N_CELLS] = '\0';
  _sudoku_library_import_pack_givens (givens, row->givens);
  row->state = ROW_REPEAT;

  if (!_sudoku_library_import_key_set_add (&reader->keys, reader->rows, index))
    {
      char key[KEY_SIZE];

      if (reader->find != NULL)
        format_key (reader->variant, row->givens, key, sizeof key);
      if (reader->find == NULL || !key_in_library (reader->find, key))
        {
          char **source = puzzle->source != NULL ? &puzzle->source : &puzzle->author;
          char **notes = puzzle->comment != NULL ? &puzzle->comment : &puzzle->comment_line;

          row->state = ROW_UNCHECKED;
          if (*source != NULL || puzzle->description != NULL || *notes != NULL)
            {
              RowExtra *extra = _sudoku_library_import_row_get_extra (row);

              extra->source = g_steal_pointer (source);
              extra->title = g_steal_pointer (&puzzle->description);
              extra->notes = g_steal_pointer (notes);
            }
        }
    }
  sudoku_parse_entry_free (entry);
  reader_publish (reader, reader->n_rows);
}

/* Room for the rows of @text: sudoku_parse_collection_foreach() gives an
 * entry a line at most (a line ends at LF, CR LF, or a CR alone). */
static guint
count_lines (const char *text,
             gsize       length)
{
  const char *end = text + length;
  gsize n = 1;

  for (const char *p = text; p < end && (p = memchr (p, '\n', end - p)) != NULL; p++)
    n++;
  for (const char *p = text; p < end && (p = memchr (p, '\r', end - p)) != NULL; p++)
    if (p + 1 == end || p[1] != '\n')
      n++;
  return (guint) MIN (n, G_MAXUINT32 - 1);
}

/* Reads the whole text into @reader's rows (see add_row()), which
 * @reader's checker takes as they come. */
static void
read_rows (RowReader  *reader,
           const char *text,
           gsize       length)
{
  sudoku_parse_collection_foreach (text, (gssize) length, reader->variant, add_row, reader);
  if (!reader->any_read && reader->n_rows >= 2)
    {
      g_autoptr(GPtrArray) block_entries = parse_blocks (text, length, reader->variant);

      /* The bad lines were errors only: no givens are in the set, and
       * none of them went to the checking. */
      if (block_entries != NULL)
        {
          for (guint i = 0; i < reader->n_rows; i++)
            if (reader->rows[i].extra != NULL)
              {
                g_free (reader->rows[i].extra->error);
                g_clear_pointer (&reader->rows[i].extra, g_free);
              }
          reader->n_rows = 0;
          /* add_row() takes each entry. */
          g_ptr_array_set_free_func (block_entries, NULL);
          for (guint i = 0; i < block_entries->len; i++)
            add_row (g_ptr_array_index (block_entries, i), reader);
        }
    }
  _sudoku_library_import_key_set_clear (&reader->keys);
}

static SudokuLibraryImportResult *
run_import (sqlite3                          *db,
            const char                       *text,
            gsize                             length,
            const SudokuLibraryImportOptions *options,
            Reporter                         *reporter,
            GCancellable                     *cancellable,
            GError                          **error)
{
  g_autoptr(SudokuLibraryImportResult) result = import_result_new ();
  RowReader reader = { NULL, 0, 0, { NULL, 0, 0 }, NULL, options->variant, FALSE, NULL };
  gboolean saved;

  if (options->level == SUDOKU_LIBRARY_LEVEL_AUTO)
    reader.find = _sudoku_library_prepare (db, "SELECT 1 FROM puzzles WHERE canonical_key = ? "
                                               "AND trashed = 0", _("Cannot read the library"),
                                           NULL);

  /* First, in order: what did not parse, and repeats; the rows read are
   * checked meanwhile. */
  reader.capacity = count_lines (text, length);
  reader.rows = g_new0 (Row, reader.capacity);
  reader.checker = _sudoku_library_import_checker_start (reader.rows, reader.capacity, options,
                                                         cancellable);
  read_rows (&reader, text, length);
  g_clear_pointer (&reader.find, sqlite3_finalize);
  _sudoku_library_import_checker_read_all (reader.checker, reader.n_rows);

  /* Then all of it, or none of it. */
  saved = _sudoku_library_import_check_and_save (db, reader.checker, options, result, reporter,
                                                 cancellable, error);
  _sudoku_library_import_rows_free (reader.rows, reader.n_rows);
  return saved ? g_steal_pointer (&result) : NULL;
}

static gboolean
check_options (const SudokuLibraryImportOptions  *options,
               GError                           **error)
{
  if (options->variant > SUDOKU_VARIANT_WINDOKU)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("Unknown variant %d"), options->variant);
      return FALSE;
    }
  if (options->level != SUDOKU_LIBRARY_LEVEL_AUTO &&
      (options->level < 0 || options->level > SUDOKU_LIBRARY_MAX_LEVEL))
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("There is no level %d: levels are 1–7, or none"), options->level);
      return FALSE;
    }
  return TRUE;
}

/**
 * sudoku_library_import:
 * @text: puzzles: `.sdm`/`.txt` (one per line), a `.sdk`, several `.sdk`
 *   blocks separated by empty lines, `.ss`, or anything else
 *   sudoku_parse_collection() reads
 * @length: its length in bytes, or -1 when nul-terminated
 * @options: variant, level (or automatic), source
 * @progress: (nullable) (scope call): called in this thread as the import
 *   goes on
 * @cancellable: (nullable): stops the import, which then changes nothing
 * @error: G_IO_ERROR_CANCELLED, or a %SUDOKU_LIBRARY_ERROR when the
 *   library could not be written
 *
 * Imports in the calling thread, on the library's own connection (the
 * CLI's way). Bad entries do not fail the import: they are skipped and
 * listed in the result with their line numbers.
 *
 * Returns: (transfer full): what was imported, or %NULL with @error set
 *   (and the library unchanged)
 */
SudokuLibraryImportResult *
sudoku_library_import (SudokuLibrary                     *self,
                       const char                        *text,
                       gssize                             length,
                       const SudokuLibraryImportOptions  *options,
                       SudokuLibraryProgressFunc          progress,
                       gpointer                           progress_data,
                       GCancellable                      *cancellable,
                       GError                           **error)
{
  Reporter reporter = { progress, progress_data, NULL, 0 };
  SudokuLibraryImportResult *result;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  if (!check_options (options, error))
    return NULL;

  result = run_import (self->db, text != NULL ? text : "",
                       length < 0 ? strlen (text) : (gsize) length,
                       options, &reporter, cancellable, error);
  if (result != NULL && result->n_imported > 0)
    _sudoku_library_changed (self);
  return result;
}

typedef struct
{
  GBytes                     *text;
  SudokuLibraryImportOptions  options;
  char                       *source;
  char                       *path;
  Reporter                    reporter;
  GDestroyNotify              progress_notify;
} ImportData;

static gboolean
notify_progress_data_cb (gpointer user_data)
{
  ImportData *data = user_data;

  data->progress_notify (data->reporter.data);
  g_free (data);
  return G_SOURCE_REMOVE;
}

static void
import_data_free (ImportData *data)
{
  g_bytes_unref (data->text);
  g_free (data->source);
  g_free (data->path);

  /* The task may be finalized in the worker: give the progress data back
   * in the thread that gave it. */
  if (data->progress_notify != NULL)
    {
      ImportData *notify = g_new0 (ImportData, 1);

      notify->progress_notify = data->progress_notify;
      notify->reporter.data = data->reporter.data;
      sudoku_worker_run_later (data->reporter.context, notify_progress_data_cb, notify, NULL,
                               "[nanpure] library import");
    }
  g_main_context_unref (data->reporter.context);
  g_free (data);
}

static void
import_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ImportData *data = task_data;
  SudokuLibraryImportResult *result;
  GError *error = NULL;
  const char *text;
  gsize length;
  sqlite3 *db;

  /* A connection of the worker's own: the app's stays free to read, and
   * sees the new puzzles only once they are committed. */
  db = _sudoku_library_open_connection (data->path, &error);
  if (db == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  text = g_bytes_get_data (data->text, &length);
  result = run_import (db, text != NULL ? text : "", length, &data->options, &data->reporter,
                       cancellable, &error);
  sqlite3_close (db);

  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) sudoku_library_import_result_free);
}

/**
 * sudoku_library_import_async:
 * @text: the text to import (see sudoku_library_import())
 * @options: variant, level (or automatic), source; copied
 * @progress: (nullable): called in the thread-default main context of
 *   the caller as the import goes on, never after @callback
 * @progress_notify: (nullable): frees @progress_data, in that context
 *   too, when the import is over
 *
 * Imports in a worker thread with its own connection. Cancel
 * @cancellable to stop it; the library is then as it was.
 */
void
sudoku_library_import_async (SudokuLibrary                    *self,
                             GBytes                           *text,
                             const SudokuLibraryImportOptions *options,
                             SudokuLibraryProgressFunc         progress,
                             gpointer                          progress_data,
                             GDestroyNotify                    progress_notify,
                             GCancellable                     *cancellable,
                             GAsyncReadyCallback               callback,
                             gpointer                          user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  ImportData *data;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));
  g_return_if_fail (text != NULL);
  g_return_if_fail (options != NULL);

  data = g_new0 (ImportData, 1);
  data->text = g_bytes_ref (text);
  data->options = *options;
  data->source = g_strdup (options->source);
  data->options.source = data->source;
  data->path = g_strdup (self->path);
  data->reporter = (Reporter) { progress, progress_data,
                                g_main_context_ref_thread_default (), 0 };
  data->progress_notify = progress_notify;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_library_import_async);
  g_task_set_task_data (task, data, (GDestroyNotify) import_data_free);

  if (!check_options (options, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_run_in_thread (task, import_thread);
}

/**
 * sudoku_library_import_finish:
 *
 * Returns: (transfer full): what was imported, or %NULL with @error set
 */
SudokuLibraryImportResult *
sudoku_library_import_finish (SudokuLibrary  *self,
                              GAsyncResult   *result,
                              GError        **error)
{
  SudokuLibraryImportResult *imported;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  imported = g_task_propagate_pointer (G_TASK (result), error);
  if (imported != NULL && imported->n_imported > 0)
    _sudoku_library_changed (self);
  return imported;
}
