/* sudoku-library-import-bulk.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The checking and saving of an import's rows (the reading of its text
 * into rows, and the API, are in sudoku-library-import.c): checking in
 * batches of rows on a pool of threads, then writing in one transaction,
 * several rows to an INSERT in a big import, which drops the index of
 * keys and makes it again. The rows and the set of their givens. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"
#include "sudoku-library-import-bulk-private.h"
#include "sudoku-path.h"
#include "sudoku-se.h"
#include "sudoku-solver.h"
#include "sudoku-worker.h"

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
  SudokuLibraryProgressFunc func;
  gpointer                  data;
  SudokuLibraryImportStage  stage;
  guint                     done;
  guint                     total;
} ProgressMessage;

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
  sudoku_worker_run_later (reporter->context, deliver_progress_cb, message, g_free,
                           "[nanpure] library import");
}

/* Rows */

void
_sudoku_library_import_pack_givens (const char *givens,
                                    guint8      packed[PACKED_GIVENS])
{
  memset (packed, 0, PACKED_GIVENS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (givens[cell] >= '1' && givens[cell] <= '9')
      packed[cell / 2] |= (guint8) ((givens[cell] - '0') << (4 * (cell % 2)));
}

static guint
packed_value (const guint8 packed[PACKED_GIVENS],
              guint        cell)
{
  return (packed[cell / 2] >> (4 * (cell % 2))) & 0xf;
}

/* The givens as the library stores them: `1`–`9` and `.`. A byte at a
 * time, its two cells looked up: the writing of a bulk import unpacks
 * every row, and a cell at a time, with its test, took a tenth of it. */
void
_sudoku_library_import_unpack_givens (const guint8  packed[PACKED_GIVENS],
                                      char          givens[SUDOKU_N_CELLS + 1])
{
  static const char digits[] = ".123456789??????";

  for (guint i = 0; i < SUDOKU_N_CELLS / 2; i++)
    {
      givens[2 * i] = digits[packed[i] & 0xf];
      givens[2 * i + 1] = digits[packed[i] >> 4];
    }
  givens[SUDOKU_N_CELLS - 1] = digits[packed[SUDOKU_N_CELLS / 2] & 0xf];
  givens[SUDOKU_N_CELLS] = '\0';
}

RowExtra *
_sudoku_library_import_row_get_extra (Row *row)
{
  if (row->extra == NULL)
    row->extra = g_new0 (RowExtra, 1);
  return row->extra;
}

void
_sudoku_library_import_rows_free (Row   *rows,
                                  guint  n_rows)
{
  for (guint i = 0; i < n_rows; i++)
    if (rows[i].extra != NULL)
      {
        g_free (rows[i].extra->error);
        g_free (rows[i].extra->source);
        g_free (rows[i].extra->title);
        g_free (rows[i].extra->notes);
        g_free (rows[i].extra);
      }
  g_free (rows);
}

/* The set of givens (KeySet, in sudoku-library-import-bulk-private.h). */

static guint32
hash_givens (const guint8 packed[PACKED_GIVENS])
{
  guint64 hash = G_GUINT64_CONSTANT (14695981039346656037);

  for (guint i = 0; i < PACKED_GIVENS; i++)
    {
      hash ^= packed[i];
      hash *= G_GUINT64_CONSTANT (1099511628211);
    }
  return (guint32) (hash ^ (hash >> 29));
}

/* The slot where @packed (whose hash is @hash) is, or the free slot
 * where it would go. */
static guint
key_set_slot (const KeySet *set,
              const Row    *rows,
              const guint8  packed[PACKED_GIVENS],
              guint32       hash)
{
  guint slot = hash & set->mask;

  while (set->slots[slot].row != 0 &&
         (set->slots[slot].hash != hash ||
          memcmp (rows[set->slots[slot].row - 1].givens, packed, PACKED_GIVENS) != 0))
    slot = (slot + 1) & set->mask;
  return slot;
}

static void
key_set_grow (KeySet *set)
{
  KeySlot *old = set->slots;
  guint old_size = old != NULL ? set->mask + 1 : 0;
  guint size = MAX (1024, old_size * 2);

  set->slots = g_new0 (KeySlot, size);
  set->mask = size - 1;
  /* The keys are all different: each takes the first free slot. */
  for (guint i = 0; i < old_size; i++)
    if (old[i].row != 0)
      {
        guint slot = old[i].hash & set->mask;

        while (set->slots[slot].row != 0)
          slot = (slot + 1) & set->mask;
        set->slots[slot] = old[i];
      }
  g_free (old);
}

/* Adds row @index unless its givens are there: returns whether they
 * were. */
gboolean
_sudoku_library_import_key_set_add (KeySet    *set,
                                    const Row *rows,
                                    guint      index)
{
  guint32 hash = hash_givens (rows[index].givens);
  guint slot;

  if (set->slots == NULL || (set->n_keys + 1) * 2 > set->mask + 1)
    key_set_grow (set);
  slot = key_set_slot (set, rows, rows[index].givens, hash);
  if (set->slots[slot].row != 0)
    return TRUE;
  set->slots[slot] = (KeySlot) { index + 1, hash };
  set->n_keys++;
  return FALSE;
}

/* The row with @packed givens, or -1. */
static gint64
key_set_find (const KeySet *set,
              const Row    *rows,
              const guint8  packed[PACKED_GIVENS])
{
  guint slot;

  if (set->slots == NULL)
    return -1;
  slot = key_set_slot (set, rows, packed, hash_givens (packed));
  return set->slots[slot].row != 0 ? (gint64) set->slots[slot].row - 1 : -1;
}

void
_sudoku_library_import_key_set_clear (KeySet *set)
{
  g_clear_pointer (&set->slots, g_free);
  set->mask = 0;
  set->n_keys = 0;
}

static void
set_row_error (Row        *row,
               const char *message)
{
  row->state = ROW_BAD;
  /* Translators: an import error, "line 7: row 4 has two 7s (r4c2, r4c9)". */
  _sudoku_library_import_row_get_extra (row)->error = g_strdup_printf (_("line %u: %s"),
                                                                        row->line, message);
}

/* Checking */

/* Rows are checked in batches of consecutive rows, by a pool of threads
 * and by the writing thread when it has nothing to write; the writer
 * takes the batches in order. Rating takes milliseconds a row: smaller
 * batches keep the progress going. */
#define BATCH_ROWS       256
#define RATED_BATCH_ROWS 4

struct _Checker
{
  Row             *rows;
  guint            capacity;    /* rows the reading can fill at most */
  guint            n_rows;      /* once the reading is over */
  SudokuVariant    variant;
  gboolean         rate;
  SudokuProfile    profile;
  GCancellable    *cancellable;
  guint            batch_rows;
  int              n_batches;   /* atomic: of @capacity, then of @n_rows */
  int              next_batch;  /* atomic: the first batch no thread took */
  int              stop;        /* atomic: the writer gave up */
  guint            n_threads;
  GThread        **threads;
  GMutex           mutex;
  GCond            cond;
  guint            n_ready;     /* under @mutex: rows the reading is done with */
  gboolean         reading;     /* under @mutex */
  guint8          *batch_done;  /* under @mutex */
};

static void
check_row (Checker *checker,
           Row     *row)
{
  g_autoptr(GError) error = NULL;
  SudokuSolveResult result;
  SudokuBoard board;

  /* The givens only (the key's): placed digits of a HoDoKu line are not
   * the puzzle. */
  sudoku_board_init (&board, checker->variant);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint value = packed_value (row->givens, cell);

      if (value != 0)
        sudoku_board_set_value (&board, cell, value, TRUE);
    }

  if (board.variant == SUDOKU_VARIANT_CLASSIC)
    {
      /* The classic solver reads the values alone and finds two givens
       * in a house itself (no solution): the candidates and the
       * description of the clash, which cost more than the count on most
       * puzzles, are only worked out when needed. */
      sudoku_solver_count (&board, &(SudokuSolveOptions) { 2, 0, checker->cancellable },
                           &result, NULL);
      if (result.aborted)
        return;  /* Cancelled: the whole import stops. */
      if (result.n_solutions == 0 && !sudoku_board_validate (&board, &error))
        {
          set_row_error (row, error->message);
          return;
        }
      if (checker->rate && result.n_solutions == 1)
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
      sudoku_solver_count (&board, &(SudokuSolveOptions) { 2, 0, checker->cancellable },
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

  if (checker->rate)
    {
      g_autoptr(SudokuPath) path = NULL;
      SudokuRating rating;
      RowExtra *extra;

      path = sudoku_path_solve (&board, &checker->profile, checker->cancellable, NULL);
      if (path == NULL)
        return;
      sudoku_rating_from_path (path, &rating);
      extra = _sudoku_library_import_row_get_extra (row);
      /* A puzzle the search gave up on is as hard as they come. */
      extra->level = rating.level >= 1 && rating.level <= SUDOKU_LIBRARY_MAX_LEVEL
                     ? rating.level : SUDOKU_LIBRARY_MAX_LEVEL;
      extra->score = rating.score;
      extra->se = rating.se_rating;
      /* Sudoku Explainer's ER takes from milliseconds to seconds: the
       * import keeps our estimate unless it is the ER, and leaves the
       * rating to "library rerate" (mark_se_estimate()). */
      extra->se_estimate = board.variant == SUDOKU_VARIANT_CLASSIC &&
                           !sudoku_se_estimate_is_exact (&rating);
    }
  row->state = ROW_GOOD;
}

/* Waits until the reading is done with the rows before @end, or over,
 * or the writer gives up; returns how many rows there are to check
 * before @end. */
static guint
wait_for_rows (Checker *checker,
               guint    end)
{
  guint ready;

  g_mutex_lock (&checker->mutex);
  while (checker->reading && checker->n_ready < end && !g_atomic_int_get (&checker->stop))
    g_cond_wait (&checker->cond, &checker->mutex);
  ready = checker->reading ? MIN (checker->n_ready, end) : MIN (checker->n_rows, end);
  g_mutex_unlock (&checker->mutex);
  return ready;
}

/* Checks the rows of batch @batch that need it, once the reading is done
 * with them, then says it is done (even when cancelled half-way: the
 * writer then sees the cancellation). */
static void
check_batch (Checker *checker,
             guint    batch)
{
  guint end = wait_for_rows (checker, (batch + 1) * checker->batch_rows);

  for (guint i = batch * checker->batch_rows; i < end; i++)
    {
      if (g_atomic_int_get (&checker->stop) || g_cancellable_is_cancelled (checker->cancellable))
        break;
      if (checker->rows[i].state == ROW_UNCHECKED)
        check_row (checker, &checker->rows[i]);
    }

  g_mutex_lock (&checker->mutex);
  checker->batch_done[batch] = TRUE;
  g_cond_broadcast (&checker->cond);
  g_mutex_unlock (&checker->mutex);
}

/* Takes the next batch nobody took, and checks it. FALSE when none is
 * left. */
static gboolean
check_next_batch (Checker *checker)
{
  int batch;

  if (g_atomic_int_get (&checker->stop))
    return FALSE;
  batch = g_atomic_int_add (&checker->next_batch, 1);
  if (batch >= g_atomic_int_get (&checker->n_batches))
    return FALSE;
  check_batch (checker, (guint) batch);
  return TRUE;
}

static gpointer
check_thread (gpointer data)
{
  while (check_next_batch (data))
    ;
  return NULL;
}

/* Returns once batch @batch is checked, checking batches itself
 * meanwhile rather than waiting. */
static void
wait_for_batch (Checker *checker,
                guint    batch)
{
  g_mutex_lock (&checker->mutex);
  while (!checker->batch_done[batch])
    {
      gboolean checked;

      g_mutex_unlock (&checker->mutex);
      checked = check_next_batch (checker);
      g_mutex_lock (&checker->mutex);
      if (!checked)
        while (!checker->batch_done[batch])
          g_cond_wait (&checker->cond, &checker->mutex);
    }
  g_mutex_unlock (&checker->mutex);
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

static void
set_cancelled (GCancellable  *cancellable,
               GError       **error)
{
  if (!g_cancellable_set_error_if_cancelled (cancellable, error))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The import was cancelled"));
}

/* Saving */

/* The page cache of the saving transaction, in KiB (256 MB at most):
 * SQLite's default, 2 MB, fills after a few thousand rows, and from then on pages of the
 * index of keys (where rows go at random places) are written to the log
 * and read back again and again. With room for them the transaction's
 * pages reach the log once, at COMMIT. Memory, not the file: the log,
 * the transaction and what a crash leaves are the same. Only as much as
 * the import touches is taken. */
guint _sudoku_library_import_cache_kib = 262144;

/* A bulk import (below) has no index of keys to keep up: its rows only
 * go at the end of the table and its other indexes, so a smaller cache
 * does, and the memory stays flat. (256 MB for the bulk transaction, so
 * that the table need not be read back from the log for the index: the
 * index made slower, the sorter in one run, and 550 MB at the peak.
 * `PRAGMA temp_store = MEMORY` for the sorter's runs: no change.) */
#define BULK_CACHE_KIB 65536

/* While a bulk import makes the index of keys again: SQLite's sorter
 * takes the cache's size as the size of each sorted run it hands to a
 * helper thread. Runs of 8 MB, a dozen for a million keys, are sorted by
 * the helper while the import's thread reads on, where 64 MB made two
 * (the first sorted while the rest was read, the second after); and
 * the cache's dirty pages go to the log as the index grows instead of
 * waiting for the COMMIT. A million rows: the index and the COMMIT
 * 1.76 -> 1.42 s (medians of 3 pairs on a busy machine), the peak
 * memory 350 -> 241 MB. */
#define SORT_CACHE_KIB 8192

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

static void
set_threads (sqlite3 *db,
             gint64   value)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA threads = %" G_GINT64_FORMAT, value);

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

/* Marks the rows whose givens the library has (out of the trash) as
 * repeats, reading the library's keys once: used when the library is no
 * bigger than the import. The set is made of the library's keys, the
 * smaller side (a handful of samples in a new library), and the rows
 * look themselves up in it: a set of a million rows' givens costs more
 * to make than the lookups, and misses the cache at every step. @n_found
 * counts them. */
static gboolean
mark_library_repeats (sqlite3        *db,
                      Row            *rows,
                      guint           n_rows,
                      SudokuVariant   variant,
                      guint          *n_found,
                      GError        **error)
{
  g_autofree char *prefix = g_strconcat (sudoku_variant_to_string (variant), ":", NULL);
  gsize prefix_length = strlen (prefix);
  g_autoptr(GArray) library_rows = g_array_new (FALSE, TRUE, sizeof (Row));
  KeySet keys = { NULL, 0, 0 };
  sqlite3_stmt *statement;
  int rc;

  statement = _sudoku_library_prepare (db, "SELECT canonical_key FROM puzzles WHERE trashed = 0",
                                       _("Cannot import the puzzles"), error);
  if (statement == NULL)
    return FALSE;
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      const char *key = (const char *) sqlite3_column_text (statement, 0);
      char givens[SUDOKU_N_CELLS + 1];
      Row row = { 0, };

      if (key == NULL || strncmp (key, prefix, prefix_length) != 0 ||
          !sudoku_library_normalize_givens (key + prefix_length, givens, NULL))
        continue;
      _sudoku_library_import_pack_givens (givens, row.givens);
      g_array_append_val (library_rows, row);
    }
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    return _sudoku_library_set_error (error, db, rc, _("Cannot import the puzzles"));

  for (guint i = 0; i < library_rows->len; i++)
    _sudoku_library_import_key_set_add (&keys, (Row *) (void *) library_rows->data, i);
  for (guint i = 0; i < n_rows && keys.n_keys > 0; i++)
    if ((rows[i].state == ROW_UNCHECKED || rows[i].state == ROW_GOOD) &&
        key_set_find (&keys, (Row *) (void *) library_rows->data, rows[i].givens) >= 0)
      {
        rows[i].state = ROW_REPEAT;
        (*n_found)++;
      }
  _sudoku_library_import_key_set_clear (&keys);
  return TRUE;
}

/* An import of many rows into a library with fewer: the index of keys,
 * where each new row goes to a random place, costs far more to keep up
 * row by row (its pages no longer fit the cache) than to build again,
 * sorted, once the rows are in. Inside the transaction, like the rest: a
 * failure or a kill leaves the index as it was. First the rows the
 * library has are marked as repeats (counted in @n_found), then the
 * index goes. Sets @index_sql to what makes it again, or leaves it %NULL
 * when the import is too small for this. */
static gboolean
begin_bulk (sqlite3                *db,
            SudokuLibraryInserter  *inserter,
            Row                    *rows,
            guint                   n_rows,
            SudokuVariant           variant,
            char                  **index_sql,
            guint                  *n_found,
            GError                **error)
{
  sqlite3_stmt *statement;
  gint64 n_puzzles;
  guint n_to_save = 0;

  *index_sql = NULL;
  *n_found = 0;
  for (guint i = 0; i < n_rows; i++)
    if (rows[i].state == ROW_UNCHECKED || rows[i].state == ROW_GOOD)
      n_to_save++;
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

  if (!mark_library_repeats (db, rows, n_rows, variant, n_found, error) ||
      !_sudoku_library_exec (db, "DROP INDEX puzzles_by_key", _("Cannot import the puzzles"),
                             error))
    {
      g_clear_pointer (index_sql, g_free);
      return FALSE;
    }
  g_clear_pointer (&inserter->find, sqlite3_finalize);
  return TRUE;
}

/* The writer: the import's own thread. */
typedef struct
{
  sqlite3                          *db;
  const SudokuLibraryImportOptions *options;
  SudokuLibraryImportResult        *result;
  Reporter                         *reporter;
  SudokuLibraryInserter             inserter;
  sqlite3_stmt                     *mark;
  gboolean                          in_transaction;
  char                             *index_sql;
  /* A bulk import's new rows, waiting to go in together
   * (_sudoku_library_inserter_add_batch()). */
  gboolean                          batch;
  guint                             n_pending;
  SudokuLibraryPuzzle               pending[_SUDOKU_LIBRARY_INSERT_BATCH];
} Writer;

static gboolean
writer_begin (Writer   *writer,
              Checker  *checker,
              GError  **error)
{
  guint n_found;

  if (!_sudoku_library_exec (writer->db, "BEGIN IMMEDIATE", _("Cannot import the puzzles"),
                             error))
    return FALSE;
  writer->in_transaction = TRUE;
  if (!_sudoku_library_inserter_init (&writer->inserter, writer->db, error) ||
      !begin_bulk (writer->db, &writer->inserter, checker->rows, checker->n_rows,
                   checker->variant, &writer->index_sql, &n_found, error))
    return FALSE;
  if (writer->index_sql != NULL && _sudoku_library_import_cache_kib != 0)
    set_cache_size (writer->db, -(gint64) MIN (_sudoku_library_import_cache_kib, BULK_CACHE_KIB));
  /* Without a look for each key, and with no rating to mark, rows can
   * go in several at a time. */
  writer->batch = writer->inserter.find == NULL && !checker->rate;
  return TRUE;
}

/* Writes the rows waiting in @writer->pending. */
static gboolean
write_pending (Writer  *writer,
               GError **error)
{
  SudokuLibraryImportResult *result = writer->result;
  gint64 ids[_SUDOKU_LIBRARY_INSERT_BATCH];

  if (writer->n_pending == 0)
    return TRUE;
  if (!_sudoku_library_inserter_add_batch (&writer->inserter, writer->pending,
                                           writer->n_pending, ids, error))
    return FALSE;
  g_array_append_vals (result->ids, ids, writer->n_pending);
  result->n_imported += writer->n_pending;
  writer->n_pending = 0;
  return TRUE;
}

/* Gives up: the transaction, when there is one, is rolled back. */
static void
writer_clear (Writer *writer)
{
  g_clear_pointer (&writer->mark, sqlite3_finalize);
  _sudoku_library_inserter_clear (&writer->inserter);
  g_clear_pointer (&writer->index_sql, g_free);
  if (writer->in_transaction)
    _sudoku_library_rollback (writer->db);
  writer->in_transaction = FALSE;
}

/* Takes one checked row: an error, a repeat, or a new puzzle written
 * into the transaction. */
static gboolean
write_row (Writer   *writer,
           Checker  *checker,
           Row      *row,
           GError  **error)
{
  const SudokuLibraryImportOptions *options = writer->options;
  SudokuLibraryImportResult *result = writer->result;
  RowExtra *extra = row->extra;
  SudokuLibraryPuzzle single, *record;
  gint64 id;

  switch ((RowState) row->state)
    {
    case ROW_BAD:
      {
        SudokuLibraryImportError *bad = g_new (SudokuLibraryImportError, 1);

        bad->line = row->line;
        bad->message = g_steal_pointer (&extra->error);
        g_ptr_array_add (result->errors, bad);
        return TRUE;
      }
    case ROW_REPEAT:
      result->n_duplicates++;
      return TRUE;
    case ROW_UNCHECKED:
      /* Left unchecked: the import was cancelled. */
      set_cancelled (checker->cancellable, error);
      return FALSE;
    case ROW_GOOD:
    default:
      break;
    }

  record = writer->batch ? &writer->pending[writer->n_pending] : &single;
  memset (record, 0, sizeof *record);
  record->variant = options->variant;
  _sudoku_library_import_unpack_givens (row->givens, record->givens);
  record->level = checker->rate ? extra->level : (guint) options->level;
  record->computed_level = checker->rate ? extra->level : 0;
  record->score = checker->rate ? extra->score : 0;
  record->se = checker->rate ? extra->se : 0;
  record->source = extra != NULL && extra->source != NULL ? extra->source
                   : (char *) options->source;
  record->title = extra != NULL ? extra->title : NULL;
  record->notes = extra != NULL ? extra->notes : NULL;

  if (writer->batch)
    {
      /* The row's strings stay in @checker->rows until the end. */
      if (++writer->n_pending == _SUDOKU_LIBRARY_INSERT_BATCH)
        return write_pending (writer, error);
      return TRUE;
    }

  switch (_sudoku_library_inserter_add (&writer->inserter, &single, &id, error))
    {
    case _SUDOKU_LIBRARY_INSERTED:
      if (checker->rate && extra->se_estimate &&
          !mark_se_estimate (writer->db, &writer->mark, id, error))
        return FALSE;
      g_array_append_val (result->ids, id);
      result->n_imported++;
      return TRUE;
    case _SUDOKU_LIBRARY_DUPLICATE:
      result->n_duplicates++;
      return TRUE;
    case _SUDOKU_LIBRARY_INSERT_FAILED:
    default:
      return FALSE;
    }
}

/* Makes the dropped index of keys again. Its sort takes a million rows'
 * keys: SQLite's sorter shares it with helper threads of its own (PRAGMA
 * threads), as many as the import's threads beside this one, which the
 * check has finished with; with one helper the import's own thread
 * spends a third less on it (1.9 s -> 1.2 s of CPU for a million rows,
 * and some 45 MB more memory meanwhile). */
static gboolean
make_index (Writer   *writer,
            guint     n_threads,
            GError  **error)
{
  sqlite3_stmt *statement = NULL;
  gint64 threads = 0;
  gint64 cache_size;
  gboolean made;

  /* Only a matter of speed: a failure here changes nothing else. */
  if (sqlite3_prepare_v2 (writer->db, "PRAGMA threads", -1, &statement, NULL) == SQLITE_OK &&
      sqlite3_step (statement) == SQLITE_ROW)
    threads = sqlite3_column_int64 (statement, 0);
  sqlite3_finalize (statement);
  if (n_threads > 1)
    set_threads (writer->db, n_threads - 1);
  cache_size = _sudoku_library_import_cache_kib != 0 ? get_cache_size (writer->db) : 0;
  if (cache_size != 0)
    set_cache_size (writer->db, -(gint64) MIN (_sudoku_library_import_cache_kib, SORT_CACHE_KIB));

  made = _sudoku_library_exec (writer->db, writer->index_sql, _("Cannot import the puzzles"),
                               error);
  if (cache_size != 0)
    set_cache_size (writer->db, cache_size);
  if (n_threads > 1)
    set_threads (writer->db, threads);
  return made;
}

/* Checks the rows, then writes them in one transaction: all of them, or
 * none (FALSE, @error set, the transaction rolled back). Every row is
 * checked before the transaction begins, so that the library is locked
 * only while the rows are written, not for the whole check (a minute for
 * a million of the hardest puzzles): the app's own writes, and another
 * program's, wait at most that long. */
static gboolean
check_and_save (Writer   *writer,
                Checker  *checker,
                GError  **error)
{
  gboolean ok = FALSE;
  guint n_done = 0;
  /* When each stage ended, for G_MESSAGES_DEBUG=nanpure-library: the
   * check, BEGIN (the library's keys read, the index dropped), the
   * rows, the index made again, COMMIT (and its checkpoint). */
  gint64 times[6] = { g_get_monotonic_time (), 0, };

  report (writer->reporter, SUDOKU_LIBRARY_IMPORT_CHECKING, 0, checker->n_rows, TRUE);
  for (guint b = 0; b < (guint) checker->n_batches; b++)
    {
      wait_for_batch (checker, b);
      if (g_cancellable_is_cancelled (checker->cancellable))
        {
          set_cancelled (checker->cancellable, error);
          goto out;
        }
      report (writer->reporter, SUDOKU_LIBRARY_IMPORT_CHECKING,
              MIN ((b + 1) * checker->batch_rows, checker->n_rows), checker->n_rows, FALSE);
    }
  report (writer->reporter, SUDOKU_LIBRARY_IMPORT_CHECKING, checker->n_rows, checker->n_rows,
          TRUE);
  times[1] = g_get_monotonic_time ();
  if (!writer_begin (writer, checker, error))
    goto out;
  times[2] = g_get_monotonic_time ();

  report (writer->reporter, SUDOKU_LIBRARY_IMPORT_SAVING, 0, checker->n_rows, TRUE);
  for (guint i = 0; i < checker->n_rows; i++)
    {
      if (n_done++ % CANCEL_CHECK_ROWS == 0 && g_cancellable_is_cancelled (checker->cancellable))
        {
          set_cancelled (checker->cancellable, error);
          goto out;
        }
      if (!write_row (writer, checker, &checker->rows[i], error))
        goto out;
      report (writer->reporter, SUDOKU_LIBRARY_IMPORT_SAVING, i + 1, checker->n_rows, FALSE);
    }

  if (!write_pending (writer, error))
    goto out;
  times[3] = g_get_monotonic_time ();

  /* Then the end of the transaction: the index of keys made again, when
   * it was dropped, and the commit. */
  g_clear_pointer (&writer->mark, sqlite3_finalize);
  _sudoku_library_inserter_clear (&writer->inserter);
  if (writer->index_sql != NULL && !make_index (writer, checker->n_threads, error))
    goto out;
  times[4] = g_get_monotonic_time ();
  report (writer->reporter, SUDOKU_LIBRARY_IMPORT_SAVING, checker->n_rows, checker->n_rows,
          TRUE);
  /* The last moment to change one's mind. */
  if (g_cancellable_is_cancelled (checker->cancellable))
    {
      set_cancelled (checker->cancellable, error);
      goto out;
    }
  /* SQLite's automatic checkpoint runs in COMMIT: a million rows' log
   * (350 MB) copied into the file and synced, 0.7 s. Left there: taken
   * out of COMMIT it only moves, to the close (which the CLI does at
   * once) or to the next write (the app's main thread). */
  if (!_sudoku_library_exec (writer->db, "COMMIT", _("Cannot import the puzzles"), error))
    goto out;
  writer->in_transaction = FALSE;
  ok = TRUE;
  times[5] = g_get_monotonic_time ();
  g_debug ("Import of %u rows: checking after the reading %.3f s, then BEGIN %.3f s, the rows %.3f s, "
           "the index %.3f s, COMMIT %.3f s", checker->n_rows, (times[1] - times[0]) / 1e6,
           (times[2] - times[1]) / 1e6, (times[3] - times[2]) / 1e6,
           (times[4] - times[3]) / 1e6, (times[5] - times[4]) / 1e6);

out:
  writer_clear (writer);
  return ok;
}

/* Starts checking the rows of an import as the reading fills @rows (room
 * for @capacity), on a pool of threads for a big import. The reading
 * says how far it got with _sudoku_library_import_checker_publish(), and
 * when it is over with _sudoku_library_import_checker_read_all(); then
 * _sudoku_library_import_check_and_save() takes the checker. */
Checker *
_sudoku_library_import_checker_start (Row                              *rows,
                                      guint                             capacity,
                                      const SudokuLibraryImportOptions *options,
                                      GCancellable                     *cancellable)
{
  Checker *checker = g_new0 (Checker, 1);
  guint n_threads;

  checker->rate = options->level == SUDOKU_LIBRARY_LEVEL_AUTO;
  if (checker->rate)
    sudoku_profile_init_from_string (&checker->profile, "full", NULL);
  checker->rows = rows;
  checker->capacity = capacity;
  checker->variant = options->variant;
  checker->cancellable = cancellable;
  checker->batch_rows = checker->rate ? RATED_BATCH_ROWS : BATCH_ROWS;
  checker->n_batches = (int) ((MAX (capacity, 1) + checker->batch_rows - 1) / checker->batch_rows);
  checker->batch_done = g_new0 (guint8, checker->n_batches);
  checker->reading = TRUE;
  g_mutex_init (&checker->mutex);
  g_cond_init (&checker->cond);

  n_threads = options->n_threads ? options->n_threads : g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, 64);
  /* Small texts are checked faster than a thread starts. */
  if (!checker->rate && capacity < 5000)
    n_threads = 1;
  /* The importing thread reads, then checks too. */
  checker->n_threads = n_threads;
  checker->threads = g_new0 (GThread *, n_threads);
  for (guint t = 1; t < n_threads; t++)
    checker->threads[t] = g_thread_new ("library-import", check_thread, checker);
  return checker;
}

/* The reading is done with the rows before @n_ready: the checking may
 * take them. Cheap to call after every row: only a whole batch is
 * passed on. */
void
_sudoku_library_import_checker_publish (Checker *checker,
                                        guint    n_ready)
{
  if (n_ready % checker->batch_rows != 0)
    return;
  g_mutex_lock (&checker->mutex);
  checker->n_ready = n_ready;
  g_cond_broadcast (&checker->cond);
  g_mutex_unlock (&checker->mutex);
}

/* The reading is over: the import has @n_rows rows (at most the
 * capacity), all of them ready to check. */
void
_sudoku_library_import_checker_read_all (Checker *checker,
                                         guint    n_rows)
{
  g_return_if_fail (n_rows <= checker->capacity);

  g_mutex_lock (&checker->mutex);
  checker->n_rows = n_rows;
  checker->n_ready = n_rows;
  checker->reading = FALSE;
  g_atomic_int_set (&checker->n_batches,
                    (int) ((n_rows + checker->batch_rows - 1) / checker->batch_rows));
  g_cond_broadcast (&checker->cond);
  g_mutex_unlock (&checker->mutex);
}

static void
checker_free (Checker *checker)
{
  g_atomic_int_set (&checker->stop, TRUE);
  g_mutex_lock (&checker->mutex);
  g_cond_broadcast (&checker->cond);
  g_mutex_unlock (&checker->mutex);
  for (guint t = 1; t < checker->n_threads; t++)
    if (checker->threads[t] != NULL)
      g_thread_join (checker->threads[t]);
  g_free (checker->threads);
  g_mutex_clear (&checker->mutex);
  g_cond_clear (&checker->cond);
  g_free (checker->batch_done);
  g_free (checker);
}

/* Waits until @checker has checked the rows (some of them checked while
 * they were read), then writes the good ones into @result's library in
 * one transaction (see check_and_save()). Takes @checker, whose reading
 * must be over; FALSE, with @error set, when none were written. */
gboolean
_sudoku_library_import_check_and_save (sqlite3                           *db,
                                       Checker                           *checker,
                                       const SudokuLibraryImportOptions  *options,
                                       SudokuLibraryImportResult         *result,
                                       Reporter                          *reporter,
                                       GCancellable                      *cancellable,
                                       GError                           **error)
{
  Writer writer = { 0, };
  gint64 cache_size;
  gboolean saved;

  g_return_val_if_fail (!checker->reading, FALSE);

  writer.db = db;
  writer.options = options;
  writer.result = result;
  writer.reporter = reporter;
  cache_size = _sudoku_library_import_cache_kib != 0 ? get_cache_size (db) : 0;
  if (cache_size != 0)
    set_cache_size (db, -(gint64) _sudoku_library_import_cache_kib);
  saved = check_and_save (&writer, checker, error);
  if (cache_size != 0)
    set_cache_size (db, cache_size);

  checker_free (checker);
  return saved;
}
