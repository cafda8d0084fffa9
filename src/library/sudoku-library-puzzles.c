/* sudoku-library-puzzles.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Reading the library's puzzles: listing and searching them (also in a
 * worker with its own connection), counting them by level, reading
 * one, finding a duplicate. Adding and changing them is in
 * sudoku-library-writes.c. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Reading puzzles */

#define PUZZLE_COLUMNS \
  "p.id, p.variant, p.givens, p.canonical_key, p.level, p.computed_level, p.score, " \
  "p.se, p.number, p.source, p.title, p.notes, p.created, p.modified, " \
  "EXISTS (SELECT 1 FROM solves s WHERE s.puzzle_id = p.id AND s.result = 'solved'), " \
  "EXISTS (SELECT 1 FROM progress g WHERE g.puzzle_id = p.id)"

static SudokuLibraryPuzzle *
puzzle_from_row (sqlite3_stmt *statement)
{
  SudokuLibraryPuzzle *puzzle = g_new0 (SudokuLibraryPuzzle, 1);
  const char *variant = (const char *) sqlite3_column_text (statement, 1);
  const char *givens = (const char *) sqlite3_column_text (statement, 2);

  puzzle->id = sqlite3_column_int64 (statement, 0);
  if (variant == NULL || !sudoku_variant_from_string (variant, &puzzle->variant))
    puzzle->variant = SUDOKU_VARIANT_CLASSIC;
  /* The schema checks the length; normalise in case of a hand-edited
   * file rather than trust it. */
  if (givens == NULL || !sudoku_library_normalize_givens (givens, puzzle->givens, NULL))
    {
      memset (puzzle->givens, '.', SUDOKU_N_CELLS);
      puzzle->givens[SUDOKU_N_CELLS] = '\0';
    }
  puzzle->canonical_key = _sudoku_library_column_dup_text (statement, 3);
  puzzle->level = CLAMP (sqlite3_column_int (statement, 4), 0, SUDOKU_LIBRARY_MAX_LEVEL);
  puzzle->computed_level = CLAMP (sqlite3_column_int (statement, 5), 0, SUDOKU_LIBRARY_MAX_LEVEL);
  puzzle->score = (guint) MAX (sqlite3_column_int64 (statement, 6), 0);
  puzzle->se = sqlite3_column_double (statement, 7);
  puzzle->number = (guint) MAX (sqlite3_column_int64 (statement, 8), 0);
  puzzle->source = _sudoku_library_column_dup_text (statement, 9);
  puzzle->title = _sudoku_library_column_dup_text (statement, 10);
  puzzle->notes = _sudoku_library_column_dup_text (statement, 11);
  puzzle->created = sqlite3_column_int64 (statement, 12);
  puzzle->modified = sqlite3_column_int64 (statement, 13);
  puzzle->solved = sqlite3_column_int (statement, 14) != 0;
  puzzle->has_progress = sqlite3_column_int (statement, 15) != 0;
  return puzzle;
}

/* Puts '\' before the LIKE wildcards of @text. */
static char *
like_pattern (const char *text)
{
  GString *pattern = g_string_new ("%");

  for (const char *p = text; *p; p++)
    {
      if (*p == '%' || *p == '_' || *p == '\\')
        g_string_append_c (pattern, '\\');
      g_string_append_c (pattern, *p);
    }
  g_string_append_c (pattern, '%');
  return g_string_free (pattern, FALSE);
}

/* The characters that stand for an empty cell in the puzzles the app
 * and the CLI print and read (as sudoku-parse.c reads them). */
#define EMPTY_CELLS ".0-_*"

/* The LIKE pattern of the givens that @search is a piece of, or %NULL
 * when it is not one: digits and empty cells, with at least one empty
 * cell other than 0 ("4...3") or a row's worth of cells and more (a
 * short number is a puzzle number, not a search of all the givens).
 * Every empty cell matches '.', as the givens are stored. */
static char *
dup_givens_pattern (const char *search)
{
  gsize length = strlen (search);
  gboolean has_dot;
  GString *pattern;

  if (length == 0 || length > SUDOKU_N_CELLS ||
      strspn (search, "123456789" EMPTY_CELLS) != length)
    return NULL;
  has_dot = strpbrk (search, ".-_*") != NULL;
  if (!has_dot && length < 9)
    return NULL;

  pattern = g_string_new ("%");
  for (const char *p = search; *p; p++)
    {
      /* '_' is LIKE's one-character wildcard: it is written as '.',
       * like every other empty cell. */
      if (strchr (EMPTY_CELLS, *p) != NULL)
        g_string_append_c (pattern, '.');
      else
        g_string_append_c (pattern, *p);
    }
  g_string_append_c (pattern, '%');
  return g_string_free (pattern, FALSE);
}

/* Runs one listing query and appends its rows. */
static gboolean
append_rows (sqlite3      *db,
             const char   *sql,
             int           group,
             const char   *pattern,
             const char   *givens_pattern,
             gint64        number,
             GPtrArray    *puzzles,
             GError      **error)
{
  sqlite3_stmt *statement;
  int rc;

  statement = _sudoku_library_prepare (db, sql, _("Cannot read the library"), error);
  if (statement == NULL)
    return FALSE;
  if (sqlite3_bind_parameter_index (statement, "?1") > 0)
    sqlite3_bind_int (statement, 1, group);
  if (pattern != NULL)
    {
      sqlite3_bind_text (statement, 2, pattern, -1, SQLITE_STATIC);
      sqlite3_bind_int64 (statement, 3, number);
      if (sqlite3_bind_parameter_index (statement, "?4") > 0)
        sqlite3_bind_text (statement, 4, givens_pattern, -1, SQLITE_STATIC);
    }

  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    g_ptr_array_add (puzzles, puzzle_from_row (statement));
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    return _sudoku_library_set_error (error, db, rc, _("Cannot read the library"));
  return TRUE;
}

GPtrArray *
_sudoku_library_db_list (sqlite3     *db,
                         int          group,
                         const char  *search,
                         GError     **error)
{
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GString) filter = g_string_new (NULL);
  g_autofree char *pattern = NULL;
  g_autofree char *givens_pattern = NULL;
  guint64 number = 0;

  if (search != NULL && search[0] != '\0')
    {
      /* Case folds for ASCII only (SQLite's LIKE): enough for Latin
       * titles; kana and kanji have no case. */
      g_string_append (filter, " AND (p.title LIKE ?2 ESCAPE '\\' OR p.source LIKE ?2 ESCAPE '\\'"
                               " OR p.notes LIKE ?2 ESCAPE '\\' OR p.number = ?3");
      givens_pattern = dup_givens_pattern (search);
      if (givens_pattern != NULL)
        g_string_append (filter, " OR p.givens LIKE ?4");
      g_string_append_c (filter, ')');
      pattern = like_pattern (search);
      if (!g_ascii_string_to_unsigned (search, 10, 1, G_MAXINT, &number, NULL))
        number = 0;
    }

  puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_library_puzzle_free);

  /* Levels 1–7 first, then Sample; in a level, by number. Each part
   * reads the (level, number) index in order: no sorting. */
  if (group == SUDOKU_LIBRARY_GROUP_ALL)
    {
      g_autofree char *levels = g_strconcat ("SELECT " PUZZLE_COLUMNS " FROM puzzles p "
                                             "WHERE p.level > 0 AND p.trashed = 0", filter->str,
                                             " ORDER BY p.level, p.number, p.id", NULL);
      g_autofree char *sample = g_strconcat ("SELECT " PUZZLE_COLUMNS " FROM puzzles p "
                                             "WHERE p.level = 0 AND p.trashed = 0", filter->str,
                                             " ORDER BY p.level, p.number, p.id", NULL);

      if (!append_rows (db, levels, group, pattern, givens_pattern, number ? (gint64) number : -1,
                        puzzles, error) ||
          !append_rows (db, sample, group, pattern, givens_pattern, number ? (gint64) number : -1,
                        puzzles, error))
        return NULL;
    }
  else
    {
      g_autofree char *sql = g_strconcat ("SELECT " PUZZLE_COLUMNS " FROM puzzles p "
                                          "WHERE p.level = ?1 AND p.trashed = 0", filter->str,
                                          " ORDER BY p.level, p.number, p.id", NULL);

      if (!append_rows (db, sql, group, pattern, givens_pattern, number ? (gint64) number : -1,
                        puzzles, error))
        return NULL;
    }

  return g_steal_pointer (&puzzles);
}

/* _sudoku_library_db_list() on a connection of its own, for a worker. */
GPtrArray *
_sudoku_library_list_path (const char  *path,
                           int          group,
                           const char  *search,
                           GError     **error)
{
  GPtrArray *puzzles;
  sqlite3 *db;

  db = _sudoku_library_open_connection (path, error);
  if (db == NULL)
    return NULL;
  puzzles = _sudoku_library_db_list (db, group, search, error);
  sqlite3_close (db);
  return puzzles;
}

static gboolean
check_group (int      group,
             GError **error)
{
  if (group == SUDOKU_LIBRARY_GROUP_ALL || (group >= 0 && group <= SUDOKU_LIBRARY_MAX_LEVEL))
    return TRUE;
  g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
               _("There is no level %d: levels are 1–7, or none"), group);
  return FALSE;
}

/**
 * sudoku_library_list:
 * @group: a level 1–7, %SUDOKU_LIBRARY_SAMPLE or %SUDOKU_LIBRARY_GROUP_ALL
 * @search: (nullable): only puzzles whose title, source or notes contain
 *   this text, or whose number it is, or whose givens contain it (for
 *   digits and empty cells written `.`, `0`, `-`, `_` or `*`, with an
 *   empty cell other than `0` or 9 characters or more: `4...3`)
 *
 * Returns: (transfer full) (element-type SudokuLibraryPuzzle): the
 *   puzzles, levels 1–7 then Sample, each by number; %NULL on error
 */
GPtrArray *
sudoku_library_list (SudokuLibrary  *self,
                     int             group,
                     const char     *search,
                     GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  if (!check_group (group, error))
    return NULL;
  return _sudoku_library_db_list (self->db, group, search, error);
}

typedef struct
{
  char *path;
  int   group;
  char *search;
} ListData;

static void
list_data_free (ListData *data)
{
  g_free (data->path);
  g_free (data->search);
  g_free (data);
}

static void
list_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ListData *data = task_data;
  GPtrArray *puzzles;
  GError *error = NULL;

  puzzles = _sudoku_library_list_path (data->path, data->group, data->search, &error);
  if (puzzles == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, puzzles, (GDestroyNotify) g_ptr_array_unref);
}

/**
 * sudoku_library_list_async:
 *
 * sudoku_library_list() in a worker thread with its own connection, so
 * that a list of 100,000 puzzles does not hold up the main loop.
 */
void
sudoku_library_list_async (SudokuLibrary       *self,
                           int                  group,
                           const char          *search,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  ListData *data;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_library_list_async);
  if (!check_group (group, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  data = g_new0 (ListData, 1);
  data->path = g_strdup (self->path);
  data->group = group;
  data->search = g_strdup (search);
  g_task_set_task_data (task, data, (GDestroyNotify) list_data_free);
  g_task_run_in_thread (task, list_thread);
}

/**
 * sudoku_library_list_finish:
 *
 * Returns: (transfer full) (element-type SudokuLibraryPuzzle): the
 *   puzzles, or %NULL with @error set
 */
GPtrArray *
sudoku_library_list_finish (SudokuLibrary  *self,
                            GAsyncResult   *result,
                            GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static gboolean
db_counts (sqlite3  *db,
           guint    *counts,
           GError  **error)
{
  sqlite3_stmt *statement;
  int rc;

  memset (counts, 0, SUDOKU_LIBRARY_N_COUNTS * sizeof *counts);
  statement = _sudoku_library_prepare (db,
                                       "SELECT level, count(*) FROM puzzles WHERE trashed = 0 "
                                       "GROUP BY level",
                                       _("Cannot read the library"), error);
  if (statement == NULL)
    return FALSE;
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      int level = sqlite3_column_int (statement, 0);
      guint n = (guint) sqlite3_column_int64 (statement, 1);

      if (level >= 0 && level <= SUDOKU_LIBRARY_MAX_LEVEL)
        counts[level] = n;
      counts[SUDOKU_LIBRARY_N_COUNTS - 1] += n;
    }
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    return _sudoku_library_set_error (error, db, rc, _("Cannot read the library"));
  return TRUE;
}

/**
 * sudoku_library_get_counts:
 * @counts: (array fixed-size=9) (out caller-allocates): [0] Sample,
 *   [1]–[7] the levels, [8] all
 */
gboolean
sudoku_library_get_counts (SudokuLibrary  *self,
                           guint          *counts,
                           GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (counts != NULL, FALSE);

  return db_counts (self->db, counts, error);
}

static void
counts_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  const char *path = task_data;
  guint *counts;
  GError *error = NULL;
  sqlite3 *db;

  db = _sudoku_library_open_connection (path, &error);
  if (db == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  counts = g_new0 (guint, SUDOKU_LIBRARY_N_COUNTS);
  if (!db_counts (db, counts, &error))
    {
      g_free (counts);
      g_task_return_error (task, error);
    }
  else
    g_task_return_pointer (task, counts, g_free);
  sqlite3_close (db);
}

/**
 * sudoku_library_get_counts_async:
 *
 * sudoku_library_get_counts() in a worker thread with its own
 * connection: counting 100,000 puzzles reads them all (tens of
 * milliseconds), too long for the main loop.
 */
void
sudoku_library_get_counts_async (SudokuLibrary       *self,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (SUDOKU_IS_LIBRARY (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_library_get_counts_async);
  g_task_set_task_data (task, g_strdup (self->path), g_free);
  g_task_run_in_thread (task, counts_thread);
}

/**
 * sudoku_library_get_counts_finish:
 * @counts: (array fixed-size=9) (out caller-allocates): as for
 *   sudoku_library_get_counts(); left alone on error
 */
gboolean
sudoku_library_get_counts_finish (SudokuLibrary  *self,
                                  GAsyncResult   *result,
                                  guint          *counts,
                                  GError        **error)
{
  g_autofree guint *read = NULL;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (counts != NULL, FALSE);

  read = g_task_propagate_pointer (G_TASK (result), error);
  if (read == NULL)
    return FALSE;
  memcpy (counts, read, SUDOKU_LIBRARY_N_COUNTS * sizeof *counts);
  return TRUE;
}

SudokuLibraryPuzzle *
_sudoku_library_get_puzzle (sqlite3     *db,
                            gint64       id,
                            gboolean     trashed,
                            GError     **error)
{
  sqlite3_stmt *statement;
  SudokuLibraryPuzzle *puzzle = NULL;
  int rc;

  statement = _sudoku_library_prepare (db,
                                       trashed
                                       ? "SELECT " PUZZLE_COLUMNS " FROM puzzles p "
                                         "WHERE p.id = ? AND p.trashed != 0"
                                       : "SELECT " PUZZLE_COLUMNS " FROM puzzles p "
                                         "WHERE p.id = ? AND p.trashed = 0",
                                       _("Cannot read the library"), error);
  if (statement == NULL)
    return NULL;
  sqlite3_bind_int64 (statement, 1, id);
  rc = sqlite3_step (statement);
  if (rc == SQLITE_ROW)
    puzzle = puzzle_from_row (statement);
  sqlite3_finalize (statement);

  if (rc == SQLITE_ROW)
    return puzzle;
  if (rc == SQLITE_DONE)
    g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND,
                 _("There is no puzzle %lld in the library"), (long long) id);
  else
    _sudoku_library_set_error (error, db, rc, _("Cannot read the library"));
  return NULL;
}

SudokuLibraryPuzzle *
_sudoku_library_db_get (sqlite3     *db,
                        gint64       id,
                        GError     **error)
{
  return _sudoku_library_get_puzzle (db, id, FALSE, error);
}

/**
 * sudoku_library_get:
 * @id: a puzzle id
 * @error: %SUDOKU_LIBRARY_ERROR_NOT_FOUND when there is none (or it is
 *   in the trash)
 *
 * Returns: (transfer full): the puzzle, or %NULL with @error set
 */
SudokuLibraryPuzzle *
sudoku_library_get (SudokuLibrary  *self,
                    gint64          id,
                    GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  return _sudoku_library_get_puzzle (self->db, id, FALSE, error);
}

/**
 * sudoku_library_find_duplicate:
 * @variant: the rules
 * @givens: 81 cells
 * @error: only for failures; no duplicate is not an error
 *
 * Finds the puzzle the library already has with the same canonical key,
 * for "already in Level 3 as No. 12".
 *
 * Returns: (transfer full) (nullable): that puzzle, or %NULL (with
 *   @error unset when there simply is none)
 */
SudokuLibraryPuzzle *
sudoku_library_find_duplicate (SudokuLibrary  *self,
                               SudokuVariant   variant,
                               const char     *givens,
                               GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (givens != NULL, NULL);

  return _sudoku_library_db_find_duplicate (self->db, variant, givens, error);
}

SudokuLibraryPuzzle *
_sudoku_library_db_find_duplicate (sqlite3        *db,
                                   SudokuVariant   variant,
                                   const char     *givens,
                                   GError        **error)
{
  g_autofree char *key = NULL;
  sqlite3_stmt *statement;
  SudokuLibraryPuzzle *puzzle = NULL;
  int rc;

  key = sudoku_library_dup_canonical_key (variant, givens);
  if (key == NULL)
    {
      char normalized[SUDOKU_N_CELLS + 1];

      sudoku_library_normalize_givens (givens, normalized, error);
      return NULL;
    }

  statement = _sudoku_library_prepare (db,
                                       "SELECT " PUZZLE_COLUMNS " FROM puzzles p "
                                       "WHERE p.canonical_key = ? AND p.trashed = 0 "
                                       "ORDER BY p.id LIMIT 1",
                                       _("Cannot read the library"), error);
  if (statement == NULL)
    return NULL;
  sqlite3_bind_text (statement, 1, key, -1, SQLITE_STATIC);
  rc = sqlite3_step (statement);
  if (rc == SQLITE_ROW)
    puzzle = puzzle_from_row (statement);
  else if (rc != SQLITE_DONE)
    _sudoku_library_set_error (error, db, rc, _("Cannot read the library"));
  sqlite3_finalize (statement);
  return puzzle;
}
