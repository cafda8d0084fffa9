/* sudoku-library-import.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Bulk import (the export and the booklet's gathering are in
 * sudoku-library-export.c).
 *
 * An import has two stages. Checking reads every entry, refuses the bad
 * ones (with their line numbers), drops repeats within the text, proves
 * each puzzle has one solution and, for automatic levels, rates it:
 * several threads, no lock held. Saving
 * writes the survivors in one transaction with prepared statements
 * reused for every row, checking each key against the library under the
 * lock. A cancelled, failed or killed import leaves the library exactly
 * as it was. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"
#include "sudoku-output.h"
#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-se.h"
#include "sudoku-solver.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* How often the cancellable is looked at while saving, in rows. */
#define CANCEL_CHECK_ROWS 256

/* Progress reaches the main loop at most this often; a callback in the
 * importing thread is called every few rows. */
#define PROGRESS_INTERVAL_US (50 * 1000)
#define PROGRESS_ROWS        64

/* Progress */

typedef struct
{
  SudokuLibraryProgressFunc  func;
  gpointer                   data;
  GMainContext              *context;  /* NULL: call in this thread */
  gint64                     last;
} Reporter;

typedef struct
{
  SudokuLibraryProgressFunc func;
  gpointer                  data;
  SudokuLibraryImportStage  stage;
  guint                     done;
  guint                     total;
} ProgressMessage;

/* Runs @function in @context's thread, always later: unlike
 * g_main_context_invoke(), never at once in this thread, even when this
 * thread could acquire the context. */
static void
run_in_context (GMainContext   *context,
                GSourceFunc     function,
                gpointer        data,
                GDestroyNotify  notify)
{
  GSource *source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, function, data, notify);
  g_source_set_static_name (source, "[nanpure] library import");
  g_source_attach (source, context);
  g_source_unref (source);
}

static gboolean
deliver_progress_cb (gpointer user_data)
{
  ProgressMessage *message = user_data;

  message->func (message->stage, message->done, message->total, message->data);
  return G_SOURCE_REMOVE;
}

static void
report (Reporter                 *reporter,
        SudokuLibraryImportStage  stage,
        guint                     done,
        guint                     total,
        gboolean                  force)
{
  ProgressMessage *message;
  gint64 now;

  if (reporter == NULL || reporter->func == NULL)
    return;

  if (reporter->context == NULL)
    {
      if (force || done % PROGRESS_ROWS == 0)
        reporter->func (stage, done, total, reporter->data);
      return;
    }

  now = g_get_monotonic_time ();
  if (!force && now - reporter->last < PROGRESS_INTERVAL_US)
    return;
  reporter->last = now;

  message = g_new (ProgressMessage, 1);
  *message = (ProgressMessage) { reporter->func, reporter->data, stage, done, total };
  /* Sources of one priority run in the order they were added, so
   * progress never arrives after the task's result. */
  run_in_context (reporter->context, deliver_progress_cb, message, g_free);
}

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

/* Checking */

/* One entry of the text, as little of it as the import needs: a file of
 * a million lines is read one entry at a time into these, never held as
 * a million parsed puzzles. */
typedef struct
{
  guint         line;
  char         *key;        /* "variant:givens"; NULL for errors and repeats */
  char         *error;      /* why it is skipped, with its line */
  char         *source;     /* the entry's source or author, or NULL */
  char         *title;
  char         *notes;
  gboolean      duplicate;  /* in the library already, or earlier in the text */
  guint         level;
  guint         score;
  double        se;
  gboolean      se_estimate; /* se is our estimate, not Sudoku Explainer's ER */
} Row;

typedef struct
{
  Row                 *rows;
  guint                n_rows;
  SudokuVariant        variant;
  gboolean             rate;
  SudokuProfile        profile;
  GCancellable        *cancellable;
  int                  next;     /* atomic */
  int                  done;     /* atomic */
} CheckQueue;

static void
set_row_error (Row        *row,
               const char *message)
{
  /* Translators: an import error, "line 7: row 4 has two 7s (r4c2, r4c9)". */
  row->error = g_strdup_printf (_("line %u: %s"), row->line, message);
}

static void
check_row (CheckQueue *queue,
           Row        *row)
{
  g_autoptr(GError) error = NULL;
  SudokuSolveResult result;
  SudokuBoard board;
  const char *givens = strchr (row->key, ':') + 1;

  /* The givens only (the key's): placed digits of a HoDoKu line are not
   * the puzzle. */
  sudoku_board_init (&board, queue->variant);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (givens[cell] >= '1' && givens[cell] <= '9')
      sudoku_board_set_value (&board, cell, (guint) (givens[cell] - '0'), TRUE);

  if (board.variant == SUDOKU_VARIANT_CLASSIC)
    {
      /* The classic solver reads the values alone and finds two givens
       * in a house itself (no solution): the candidates and the
       * description of the clash, which cost more than the count on most
       * puzzles, are only worked out when needed. */
      sudoku_solver_count (&board, &(SudokuSolveOptions) { 2, 0, queue->cancellable }, &result, NULL);
      if (result.aborted)
        return;  /* Cancelled: the whole import stops. */
      if (result.n_solutions == 0 && !sudoku_board_validate (&board, &error))
        {
          set_row_error (row, error->message);
          return;
        }
      if (queue->rate && result.n_solutions == 1)
        sudoku_board_compute_candidates (&board);
    }
  else
    {
      sudoku_board_compute_candidates (&board);
      if (!sudoku_board_validate (&board, &error))
        {
          set_row_error (row, error->message);
          return;
        }
      sudoku_solver_count (&board, &(SudokuSolveOptions) { 2, 0, queue->cancellable },
                           &result, NULL);
      if (result.aborted)
        return;  /* Cancelled: the whole import stops. */
    }
  if (result.n_solutions == 0)
    {
      set_row_error (row, _("the puzzle has no solution"));
      return;
    }
  if (result.n_solutions > 1)
    {
      set_row_error (row, _("the puzzle has more than one solution"));
      return;
    }

  if (queue->rate)
    {
      g_autoptr(SudokuPath) path = NULL;
      SudokuRating rating;

      path = sudoku_path_solve (&board, &queue->profile, queue->cancellable, NULL);
      if (path == NULL)
        return;
      sudoku_rating_from_path (path, &rating);
      /* A puzzle the search gave up on is as hard as they come. */
      row->level = rating.level >= 1 && rating.level <= SUDOKU_LIBRARY_MAX_LEVEL
                   ? rating.level : SUDOKU_LIBRARY_MAX_LEVEL;
      row->score = rating.score;
      row->se = rating.se_rating;
      /* Sudoku Explainer's ER takes from milliseconds to seconds: the
       * import keeps our estimate unless it is the ER, and leaves the
       * rating to "library rerate" (mark_se_estimate()). */
      row->se_estimate = board.variant == SUDOKU_VARIANT_CLASSIC &&
                         !sudoku_se_estimate_is_exact (&rating);
    }
}

/* A rating whose SE figure is our estimate is stored as no rater's
 * (rater_version 0, which the insert trigger has just overwritten): the
 * library lists it as stale and "library rerate" computes the ER.
 * *statement is prepared the first time and kept for the next rows. */
static gboolean
mark_se_estimate (sqlite3       *db,
                  sqlite3_stmt **statement,
                  gint64         id,
                  GError       **error)
{
  int rc;

  if (*statement == NULL)
    {
      *statement = _sudoku_library_prepare (db, "UPDATE puzzles SET rater_version = 0 WHERE id = ?",
                                            _("Cannot import the puzzles"), error);
      if (*statement == NULL)
        return FALSE;
    }
  sqlite3_reset (*statement);
  sqlite3_bind_int64 (*statement, 1, id);
  rc = sqlite3_step (*statement);
  if (rc != SQLITE_DONE)
    return _sudoku_library_set_error (error, db, rc, _("Cannot import the puzzles"));
  return TRUE;
}

/* Takes rows off the queue until none is left. */
static void
check_rows (CheckQueue *queue,
            Reporter   *reporter)
{
  for (;;)
    {
      int index = g_atomic_int_add (&queue->next, 1);

      if (index >= (int) queue->n_rows || g_cancellable_is_cancelled (queue->cancellable))
        return;

      if (queue->rows[index].error == NULL && !queue->rows[index].duplicate)
        check_row (queue, &queue->rows[index]);
      g_atomic_int_inc (&queue->done);
      if (reporter != NULL)
        report (reporter, SUDOKU_LIBRARY_IMPORT_CHECKING,
                (guint) g_atomic_int_get (&queue->done), queue->n_rows, FALSE);
    }
}

static gpointer
check_thread (gpointer data)
{
  check_rows (data, NULL);
  return NULL;
}

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

static void
set_cancelled (GCancellable  *cancellable,
               GError       **error)
{
  if (!g_cancellable_set_error_if_cancelled (cancellable, error))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The import was cancelled"));
}

static void
rows_free (Row   *rows,
           guint  n_rows)
{
  for (guint i = 0; i < n_rows; i++)
    {
      g_free (rows[i].key);
      g_free (rows[i].error);
      g_free (rows[i].source);
      g_free (rows[i].title);
      g_free (rows[i].notes);
    }
  g_free (rows);
}

/* Reading the text into rows */

typedef struct
{
  GArray        *rows;      /* of Row */
  GHashTable    *keys;      /* the keys of the rows so far (borrowed) */
  sqlite3_stmt  *find;      /* finds a key in the library, or NULL */
  SudokuVariant  variant;
  gboolean       any_read;
} RowReader;

/* Turns one parse entry into a row, at once: what did not parse, and
 * repeats (in the text, or, when @find is set, in the library: puzzles
 * the library has are not rated for nothing). A repeat keeps only its
 * line; the puzzle itself is freed here. */
static void
add_row (SudokuParseEntry *entry,
         gpointer          user_data)
{
  RowReader *reader = user_data;
  SudokuPuzzle *puzzle = entry->puzzle;
  Row row = { 0, };
  char givens[SUDOKU_N_CELLS + 1];

  row.line = entry->line;
  if (puzzle == NULL)
    {
      row.error = g_strdup (entry->error->message);
      g_array_append_val (reader->rows, row);
      sudoku_parse_entry_free (entry);
      return;
    }

  reader->any_read = TRUE;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint value = puzzle->board.values[cell];

      givens[cell] = puzzle->board.givens[cell] && value ? (char) ('0' + value) : '.';
    }
  givens[SUDOKU_N_CELLS] = '\0';
  row.key = sudoku_library_dup_canonical_key (reader->variant, givens);
  if (g_hash_table_contains (reader->keys, row.key) ||
      (reader->find != NULL && key_in_library (reader->find, row.key)))
    {
      row.duplicate = TRUE;
      g_clear_pointer (&row.key, g_free);
    }
  else
    {
      char **source = puzzle->source != NULL ? &puzzle->source : &puzzle->author;
      char **notes = puzzle->comment != NULL ? &puzzle->comment : &puzzle->comment_line;

      g_hash_table_add (reader->keys, row.key);
      row.source = g_steal_pointer (source);
      row.title = g_steal_pointer (&puzzle->description);
      row.notes = g_steal_pointer (notes);
    }
  g_array_append_val (reader->rows, row);
  sudoku_parse_entry_free (entry);
}

/* Reads the whole text into rows (see add_row()); *n_rows receives
 * their number. */
static Row *
read_rows (const char    *text,
           gsize          length,
           SudokuVariant  variant,
           sqlite3_stmt  *find,
           guint         *n_rows)
{
  g_autoptr(GHashTable) keys = g_hash_table_new (g_str_hash, g_str_equal);
  RowReader reader = { g_array_new (FALSE, TRUE, sizeof (Row)), keys, find, variant, FALSE };

  sudoku_parse_collection_foreach (text, (gssize) length, variant, add_row, &reader);
  if (!reader.any_read && reader.rows->len >= 2)
    {
      g_autoptr(GPtrArray) block_entries = parse_blocks (text, length, variant);

      /* The bad lines were errors only: no key is in @keys. */
      if (block_entries != NULL)
        {
          guint n_bad = reader.rows->len;

          rows_free ((Row *) (void *) g_array_free (reader.rows, FALSE), n_bad);
          reader.rows = g_array_new (FALSE, TRUE, sizeof (Row));
          /* add_row() takes each entry. */
          g_ptr_array_set_free_func (block_entries, NULL);
          for (guint i = 0; i < block_entries->len; i++)
            add_row (g_ptr_array_index (block_entries, i), &reader);
        }
    }

  *n_rows = reader.rows->len;
  return (Row *) (void *) g_array_free (reader.rows, FALSE);
}

/* The page cache of the saving transaction, in KiB (256 MB at most):
 * SQLite's default, 2 MB, fills after a few thousand rows, and from then on pages of the
 * index of keys (where rows go at random places) are written to the log
 * and read back again and again. With room for them the transaction's
 * pages reach the log once, at COMMIT. Memory, not the file: the log,
 * the transaction and what a crash leaves are the same. Only as much as
 * the import touches is taken. */
guint _sudoku_library_import_cache_kib = 262144;

/* The connection's cache_size as the PRAGMA gives it (pages when
 * positive, KiB when negative), or 0 when it cannot be read. */
static gint64
get_cache_size (sqlite3 *db)
{
  sqlite3_stmt *statement = NULL;
  gint64 value = 0;

  if (sqlite3_prepare_v2 (db, "PRAGMA cache_size", -1, &statement, NULL) != SQLITE_OK)
    return 0;
  if (sqlite3_step (statement) == SQLITE_ROW)
    value = sqlite3_column_int64 (statement, 0);
  sqlite3_finalize (statement);
  return value;
}

static void
set_cache_size (sqlite3 *db,
                gint64   value)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA cache_size = %" G_GINT64_FORMAT, value);

  /* Only a matter of speed: a failure changes nothing else. */
  sqlite3_exec (db, sql, NULL, NULL, NULL);
}

guint _sudoku_library_import_bulk_rows = 50000;

static gboolean
query_count (sqlite3     *db,
             const char  *sql,
             gint64      *count,
             GError     **error)
{
  sqlite3_stmt *statement = _sudoku_library_prepare (db, sql, _("Cannot import the puzzles"),
                                                     error);
  int rc;

  if (statement == NULL)
    return FALSE;
  rc = sqlite3_step (statement);
  *count = rc == SQLITE_ROW ? sqlite3_column_int64 (statement, 0) : 0;
  sqlite3_finalize (statement);
  if (rc != SQLITE_ROW)
    return _sudoku_library_set_error (error, db, rc, _("Cannot import the puzzles"));
  return TRUE;
}

/* An import of many rows into a library with fewer: the index of keys,
 * where each new row goes to a random place, costs far more to keep up
 * row by row (its pages no longer fit the cache) than to build again,
 * sorted, once the rows are in. Inside the transaction, like the rest: a
 * failure or a kill leaves the index as it was. First each key is looked
 * for with the index (the rows found are duplicates, counted in
 * @n_found), then the index goes. Sets @index_sql to what makes it again,
 * or leaves it %NULL when the import is too small for this. */
static gboolean
begin_bulk (sqlite3                *db,
            SudokuLibraryInserter  *inserter,
            Row                    *rows,
            guint                   n_rows,
            guint                   n_to_save,
            char                  **index_sql,
            guint                  *n_found,
            GError                **error)
{
  sqlite3_stmt *statement;
  gint64 n_puzzles;

  *index_sql = NULL;
  *n_found = 0;
  if (_sudoku_library_import_bulk_rows == 0 || n_to_save < _sudoku_library_import_bulk_rows)
    return TRUE;
  if (!query_count (db, "SELECT count(*) FROM puzzles", &n_puzzles, error))
    return FALSE;
  if (n_puzzles > n_to_save)
    return TRUE;

  statement = _sudoku_library_prepare (db, "SELECT sql FROM sqlite_schema "
                                           "WHERE type = 'index' AND name = 'puzzles_by_key'",
                                       _("Cannot import the puzzles"), error);
  if (statement == NULL)
    return FALSE;
  if (sqlite3_step (statement) == SQLITE_ROW && sqlite3_column_text (statement, 0) != NULL)
    *index_sql = g_strdup ((const char *) sqlite3_column_text (statement, 0));
  sqlite3_finalize (statement);
  if (*index_sql == NULL)
    return TRUE;

  for (guint i = 0; i < n_rows; i++)
    {
      Row *row = &rows[i];

      if (row->error != NULL || row->duplicate || row->key == NULL)
        continue;
      sqlite3_reset (inserter->find);
      sqlite3_bind_text (inserter->find, 1, row->key, -1, SQLITE_STATIC);
      switch (sqlite3_step (inserter->find))
        {
        case SQLITE_ROW:
          row->duplicate = TRUE;
          (*n_found)++;
          break;
        case SQLITE_DONE:
          break;
        default:
          sqlite3_reset (inserter->find);
          g_clear_pointer (index_sql, g_free);
          return _sudoku_library_set_error (error, db, sqlite3_errcode (db),
                                            _("Cannot import the puzzles"));
        }
    }
  sqlite3_reset (inserter->find);

  if (!_sudoku_library_exec (db, "DROP INDEX puzzles_by_key", _("Cannot import the puzzles"),
                             error))
    {
      g_clear_pointer (index_sql, g_free);
      return FALSE;
    }
  g_clear_pointer (&inserter->find, sqlite3_finalize);
  return TRUE;
}

/* Writes the rows that passed in one transaction: all of them, or none
 * (FALSE, @error set, the transaction rolled back). */
static gboolean
save_rows (sqlite3                          *db,
           Row                              *rows,
           guint                             n_rows,
           guint                             n_to_save,
           const SudokuLibraryImportOptions *options,
           gboolean                          rate,
           SudokuLibraryImportResult        *result,
           Reporter                         *reporter,
           GCancellable                     *cancellable,
           GError                          **error)
{
  SudokuLibraryInserter inserter;
  g_autofree char *index_sql = NULL;
  sqlite3_stmt *mark = NULL;
  guint saved = 0;
  guint n_found;

  if (!_sudoku_library_exec (db, "BEGIN IMMEDIATE", _("Cannot import the puzzles"), error))
    return FALSE;
  if (!_sudoku_library_inserter_init (&inserter, db, error))
    {
      _sudoku_library_rollback (db);
      return FALSE;
    }
  if (!begin_bulk (db, &inserter, rows, n_rows, n_to_save, &index_sql, &n_found, error))
    {
      _sudoku_library_inserter_clear (&inserter);
      _sudoku_library_rollback (db);
      return FALSE;
    }
  result->n_duplicates += n_found;
  n_to_save -= n_found;

  report (reporter, SUDOKU_LIBRARY_IMPORT_SAVING, 0, n_to_save, TRUE);
  for (guint i = 0; i < n_rows; i++)
    {
      Row *row = &rows[i];
      SudokuLibraryPuzzle record;
      gint64 id;

      if (row->error != NULL || row->duplicate || row->key == NULL)
        continue;

      if (saved % CANCEL_CHECK_ROWS == 0 && g_cancellable_is_cancelled (cancellable))
        {
          sqlite3_finalize (mark);
          _sudoku_library_inserter_clear (&inserter);
          _sudoku_library_rollback (db);
          set_cancelled (cancellable, error);
          return FALSE;
        }

      memset (&record, 0, sizeof record);
      record.variant = options->variant;
      /* The key is "variant:givens". */
      memcpy (record.givens, strchr (row->key, ':') + 1, SUDOKU_N_CELLS + 1);
      record.level = rate ? row->level : (guint) options->level;
      record.computed_level = rate ? row->level : 0;
      record.score = row->score;
      record.se = row->se;
      record.source = row->source != NULL ? row->source : (char *) options->source;
      record.title = row->title;
      record.notes = row->notes;

      switch (_sudoku_library_inserter_add (&inserter, &record, &id, error))
        {
        case _SUDOKU_LIBRARY_INSERTED:
          if (row->se_estimate && !mark_se_estimate (db, &mark, id, error))
            {
              sqlite3_finalize (mark);
              _sudoku_library_inserter_clear (&inserter);
              _sudoku_library_rollback (db);
              return FALSE;
            }
          g_array_append_val (result->ids, id);
          result->n_imported++;
          break;
        case _SUDOKU_LIBRARY_DUPLICATE:
          result->n_duplicates++;
          break;
        case _SUDOKU_LIBRARY_INSERT_FAILED:
        default:
          sqlite3_finalize (mark);
          _sudoku_library_inserter_clear (&inserter);
          _sudoku_library_rollback (db);
          return FALSE;
        }
      saved++;
      report (reporter, SUDOKU_LIBRARY_IMPORT_SAVING, saved, n_to_save, FALSE);
    }

  sqlite3_finalize (mark);
  _sudoku_library_inserter_clear (&inserter);
  if ((index_sql != NULL &&
       !_sudoku_library_exec (db, index_sql, _("Cannot import the puzzles"), error)) ||
      !_sudoku_library_exec (db, "COMMIT", _("Cannot import the puzzles"), error))
    {
      _sudoku_library_rollback (db);
      return FALSE;
    }
  report (reporter, SUDOKU_LIBRARY_IMPORT_SAVING, saved, n_to_save, TRUE);

  return TRUE;
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
  g_autofree GThread **threads = NULL;
  sqlite3_stmt *find = NULL;
  CheckQueue queue = { 0, };
  guint n_threads;
  guint n_to_save = 0;
  guint n_rows;
  gint64 cache_size;
  gboolean saved;
  Row *rows;

  queue.rate = options->level == SUDOKU_LIBRARY_LEVEL_AUTO;
  if (queue.rate)
    {
      sudoku_profile_init_from_string (&queue.profile, "full", NULL);
      find = _sudoku_library_prepare (db, "SELECT 1 FROM puzzles WHERE canonical_key = ? "
                                          "AND trashed = 0", _("Cannot read the library"), NULL);
    }

  /* First, in order: what did not parse, and repeats. */
  rows = read_rows (text, length, options->variant, find, &n_rows);
  g_clear_pointer (&find, sqlite3_finalize);
  queue.rows = rows;
  queue.n_rows = n_rows;
  queue.variant = options->variant;
  queue.cancellable = cancellable;

  n_threads = options->n_threads ? options->n_threads : g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, 64);
  /* Small texts are checked faster than a thread starts. */
  if (!queue.rate && n_rows < 5000)
    n_threads = 1;
  threads = g_new0 (GThread *, n_threads);
  report (reporter, SUDOKU_LIBRARY_IMPORT_CHECKING, 0, queue.n_rows, TRUE);
  for (guint t = 1; t < n_threads; t++)
    threads[t] = g_thread_new ("library-import", check_thread, &queue);
  check_rows (&queue, reporter);
  for (guint t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);
  if (g_cancellable_is_cancelled (cancellable))
    {
      rows_free (rows, n_rows);
      set_cancelled (cancellable, error);
      return NULL;
    }
  report (reporter, SUDOKU_LIBRARY_IMPORT_CHECKING, queue.n_rows, queue.n_rows, TRUE);

  for (guint i = 0; i < n_rows; i++)
    {
      if (rows[i].error != NULL)
        {
          SudokuLibraryImportError *bad = g_new (SudokuLibraryImportError, 1);

          bad->line = rows[i].line;
          bad->message = g_strdup (rows[i].error);
          g_ptr_array_add (result->errors, bad);
        }
      else if (rows[i].duplicate)
        result->n_duplicates++;
      else
        n_to_save++;
    }

  /* Then all of it, or none of it. */
  cache_size = _sudoku_library_import_cache_kib != 0 ? get_cache_size (db) : 0;
  if (cache_size != 0)
    set_cache_size (db, -(gint64) _sudoku_library_import_cache_kib);
  saved = save_rows (db, rows, n_rows, n_to_save, options, queue.rate, result,
                     reporter, cancellable, error);
  if (cache_size != 0)
    set_cache_size (db, cache_size);
  rows_free (rows, n_rows);
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
      run_in_context (data->reporter.context, notify_progress_data_cb, notify, NULL);
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
