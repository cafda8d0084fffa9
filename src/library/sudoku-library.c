/* sudoku-library.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The puzzle library: one SQLite database in WAL mode, so that the app,
 * an import running in a worker and the CLI in another process can use it
 * at once (readers never wait; writers wait up to the busy timeout).
 * Every change is one transaction. Opening makes sure the file is a
 * healthy library: a damaged file is moved aside and a fresh library
 * takes its place; a location that cannot be written is an error of its
 * own, so that the app can go on without saving. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

/* Puzzles in the trash longer than this are deleted when a library is
 * opened: long past any Undo, and another process's Undo is still safe. */
#define TRASH_KEEP_SECONDS (60 * 60)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SudokuLibrary, sudoku_library, G_TYPE_OBJECT)

G_DEFINE_QUARK (sudoku-library-error-quark, sudoku_library_error)

static gint64
now_seconds (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

/* Errors */

/**
 * _sudoku_library_set_error:
 * @db: (nullable): the connection, for SQLite's message
 * @rc: the SQLite result code
 * @doing: what failed, for people ("Cannot save the puzzle")
 *
 * Sets @error from an SQLite failure, with a code the app can act on.
 *
 * Returns: %FALSE, for `return _sudoku_library_set_error (…)`
 */
gboolean
_sudoku_library_set_error (GError     **error,
                           sqlite3     *db,
                           int          rc,
                           const char  *doing)
{
  const char *path = db != NULL ? sqlite3_db_filename (db, "main") : NULL;
  const char *reason = db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc);
  SudokuLibraryError code;

  switch (rc & 0xff)
    {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      code = SUDOKU_LIBRARY_ERROR_BUSY;
      reason = _("another program is using the library; try again");
      break;
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_CANTOPEN:
      code = SUDOKU_LIBRARY_ERROR_READ_ONLY;
      break;
    case SQLITE_NOTADB:
    case SQLITE_CORRUPT:
      code = SUDOKU_LIBRARY_ERROR_DAMAGED;
      break;
    default:
      code = SUDOKU_LIBRARY_ERROR_FAILED;
      break;
    }

  if (path != NULL && path[0] != '\0')
    /* Translators: "Cannot save the puzzle (/home/…/library.db): disk is full". */
    g_set_error (error, SUDOKU_LIBRARY_ERROR, code, _("%s (%s): %s"), doing, path, reason);
  else
    g_set_error (error, SUDOKU_LIBRARY_ERROR, code, _("%s: %s"), doing, reason);
  return FALSE;
}

gboolean
_sudoku_library_exec (sqlite3     *db,
                      const char  *sql,
                      const char  *doing,
                      GError     **error)
{
  int rc = sqlite3_exec (db, sql, NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    return _sudoku_library_set_error (error, db, rc, doing);
  return TRUE;
}

sqlite3_stmt *
_sudoku_library_prepare (sqlite3     *db,
                         const char  *sql,
                         const char  *doing,
                         GError     **error)
{
  sqlite3_stmt *statement = NULL;
  int rc = sqlite3_prepare_v2 (db, sql, -1, &statement, NULL);

  if (rc != SQLITE_OK)
    {
      _sudoku_library_set_error (error, db, rc, doing);
      return NULL;
    }
  return statement;
}

void
_sudoku_library_rollback (sqlite3 *db)
{
  if (!sqlite3_get_autocommit (db))
    sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
}

/* Runs @statement, which returns no rows, and finalizes it. */
static gboolean
run_statement (sqlite3       *db,
               sqlite3_stmt  *statement,
               const char    *doing,
               GError       **error)
{
  int rc = sqlite3_step (statement);

  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    return _sudoku_library_set_error (error, db, rc, doing);
  return TRUE;
}

static void
bind_text (sqlite3_stmt *statement,
           int           index,
           const char   *text)
{
  sqlite3_bind_text (statement, index, text != NULL ? text : "", -1, SQLITE_TRANSIENT);
}

static char *
column_dup_text (sqlite3_stmt *statement,
                 int           column)
{
  const char *text = (const char *) sqlite3_column_text (statement, column);

  return g_strdup (text != NULL ? text : "");
}

/* Connections */

static void
canonical_key_function (sqlite3_context  *context,
                        int               n_args,
                        sqlite3_value   **args)
{
  const char *variant_name = (const char *) sqlite3_value_text (args[0]);
  const char *givens = (const char *) sqlite3_value_text (args[1]);
  SudokuVariant variant;
  char *key = NULL;

  g_assert (n_args == 2);

  if (variant_name != NULL && givens != NULL &&
      sudoku_variant_from_string (variant_name, &variant))
    key = sudoku_library_dup_canonical_key (variant, givens);
  if (key == NULL)
    {
      sqlite3_result_error (context, "nanpure_canonical_key: not a puzzle", -1);
      return;
    }
  sqlite3_result_text (context, key, -1, g_free);
}

/**
 * _sudoku_library_open_connection:
 * @path: the database file
 *
 * Opens (creating it when missing) and configures one connection: WAL,
 * foreign keys, the busy timeout, and our SQL functions. Reads the file
 * header, so a file that is not a database fails here.
 *
 * Returns: (transfer full): the connection, or %NULL with @error set
 */
sqlite3 *
_sudoku_library_open_connection (const char  *path,
                                 GError     **error)
{
  sqlite3 *db = NULL;
  int rc;

  /* Each thread has a connection of its own; SQLite's mutex is kept
   * anyway (it costs little), so that a mistake is a wait, not memory
   * corruption. */
  rc = sqlite3_open_v2 (path, &db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                        NULL);
  if (rc != SQLITE_OK)
    {
      _sudoku_library_set_error (error, db, rc, _("Cannot open the library"));
      sqlite3_close (db);
      return NULL;
    }

  sqlite3_extended_result_codes (db, 1);
  sqlite3_busy_timeout (db, _SUDOKU_LIBRARY_BUSY_TIMEOUT_MS);
  sqlite3_create_function (db, "nanpure_canonical_key", 2,
                           SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                           NULL, canonical_key_function, NULL, NULL);

  /* In WAL mode readers and the writer do not block each other, and a
   * transaction cut short by a crash is simply not in the log. NORMAL
   * sync is durable against a crash of the program; a power cut may
   * lose the last transaction, never half of one. */
  if (!_sudoku_library_exec (db, "PRAGMA journal_mode = WAL",
                             _("Cannot open the library"), error) ||
      !_sudoku_library_exec (db, "PRAGMA synchronous = NORMAL",
                             _("Cannot open the library"), error) ||
      !_sudoku_library_exec (db, "PRAGMA foreign_keys = ON",
                             _("Cannot open the library"), error))
    {
      sqlite3_close (db);
      return NULL;
    }

  if (sqlite3_db_readonly (db, "main") == 1)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY,
                   _("The library %s is read-only: Nanpure cannot save puzzles there"), path);
      sqlite3_close (db);
      return NULL;
    }
  return db;
}

/* Runs SQLite's quick check: %SUDOKU_LIBRARY_ERROR_DAMAGED when it
 * finds something wrong. */
static gboolean
check_integrity (sqlite3  *db,
                 GError  **error)
{
  sqlite3_stmt *statement;
  gboolean ok = TRUE;
  int rc;

  rc = sqlite3_prepare_v2 (db, "PRAGMA quick_check", -1, &statement, NULL);
  if (rc != SQLITE_OK)
    return _sudoku_library_set_error (error, db, rc, _("Cannot check the library"));
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      const char *line = (const char *) sqlite3_column_text (statement, 0);

      if (g_strcmp0 (line, "ok") != 0)
        {
          g_message ("Library %s is damaged: %s", sqlite3_db_filename (db, "main"), line);
          ok = FALSE;
        }
    }
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    return _sudoku_library_set_error (error, db, rc, _("Cannot check the library"));
  if (!ok)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DAMAGED,
                   _("The library %s is damaged"), sqlite3_db_filename (db, "main"));
    }
  return ok;
}

/* Opens, checks and migrates. */
static sqlite3 *
open_library (const char  *path,
              gboolean    *created,
              GError     **error)
{
  sqlite3 *db;

  db = _sudoku_library_open_connection (path, error);
  if (db == NULL)
    return NULL;
  if (!check_integrity (db, error) || !_sudoku_library_migrate (db, created, error))
    {
      sqlite3_close (db);
      return NULL;
    }
  return db;
}

/* Renames @path (and its WAL and shared-memory files, so the copy stays
 * whole) to "PATH.broken-YYYYMMDD-HHMMSS". */
static char *
move_aside (const char  *path,
            GError     **error)
{
  static const char *suffixes[] = { "-wal", "-shm" };
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *broken = g_strdup_printf ("%s.broken-%s", path, stamp);

  for (guint n = 2; g_file_test (broken, G_FILE_TEST_EXISTS); n++)
    {
      g_free (broken);
      broken = g_strdup_printf ("%s.broken-%s-%u", path, stamp, n);
    }

  if (g_rename (path, broken) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_FAILED,
                   _("The library %s is damaged, and it could not be moved aside to %s: %s"),
                   path, broken, g_strerror (saved_errno));
      return NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *from = g_strconcat (path, suffixes[i], NULL);
      g_autofree char *to = g_strconcat (broken, suffixes[i], NULL);

      if (g_rename (from, to) != 0 && errno != ENOENT)
        g_warning ("Cannot move %s to %s: %s", from, to, g_strerror (errno));
    }
  return g_steal_pointer (&broken);
}

/* Says clearly when the library cannot be written where it is, before
 * SQLite says something vaguer ("unable to open database file"). */
static gboolean
check_writable (const char  *path,
                GError     **error)
{
  g_autofree char *folder = g_path_get_dirname (path);

  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY,
                   _("Cannot create the folder %s for the library: %s"),
                   folder, g_strerror (saved_errno));
      return FALSE;
    }

  /* SQLite writes its log and shared-memory files next to the database,
   * so the folder must be writable too, not only the file. */
  if (g_access (folder, W_OK) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY,
                   _("The folder %s is read-only (%s): Nanpure cannot keep its library "
                     "there. Puzzles will not be saved."),
                   folder, g_strerror (saved_errno));
      return FALSE;
    }
  if (g_file_test (path, G_FILE_TEST_EXISTS) && g_access (path, R_OK | W_OK) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY,
                   _("The library %s cannot be written (%s). Puzzles will not be saved."),
                   path, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

static gint64
query_data_version (sqlite3 *db)
{
  sqlite3_stmt *statement = NULL;
  gint64 version = -1;

  if (sqlite3_prepare_v2 (db, "PRAGMA data_version", -1, &statement, NULL) == SQLITE_OK &&
      sqlite3_step (statement) == SQLITE_ROW)
    version = sqlite3_column_int64 (statement, 0);
  sqlite3_finalize (statement);
  return version;
}

static void
sudoku_library_finalize (GObject *object)
{
  SudokuLibrary *self = SUDOKU_LIBRARY (object);

  g_clear_pointer (&self->db, sqlite3_close);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->broken_path, g_free);

  G_OBJECT_CLASS (sudoku_library_parent_class)->finalize (object);
}

static void
sudoku_library_class_init (SudokuLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sudoku_library_finalize;

  /**
   * SudokuLibrary::changed:
   *
   * Emitted after a change of this object was committed, after an
   * import, and when sudoku_library_check_external_changes() finds a
   * change by another connection or process. Lists should be read again.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
sudoku_library_init (SudokuLibrary *self)
{
}

void
_sudoku_library_changed (SudokuLibrary *self)
{
  /* Changes of our own connection do not move data_version; an import's
   * worker connection does, and it is reported here already. */
  self->data_version = query_data_version (self->db);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/**
 * sudoku_library_dup_default_path:
 *
 * Returns: (transfer full): `$NANPURE_LIBRARY` when set and not empty,
 *   else `$XDG_DATA_HOME/nanpure/library.db`
 */
char *
sudoku_library_dup_default_path (void)
{
  const char *path = g_getenv ("NANPURE_LIBRARY");

  if (path != NULL && path[0] != '\0')
    return g_strdup (path);
  return g_build_filename (g_get_user_data_dir (), "nanpure", "library.db", NULL);
}

/**
 * sudoku_library_new_for_path:
 * @path: the database file; created (with its folder) when missing
 * @error: %SUDOKU_LIBRARY_ERROR_READ_ONLY when the location cannot be
 *   written, %SUDOKU_LIBRARY_ERROR_NEWER, %SUDOKU_LIBRARY_ERROR_NOT_LIBRARY,
 *   %SUDOKU_LIBRARY_ERROR_BUSY, or %SUDOKU_LIBRARY_ERROR_FAILED
 *
 * Opens the library at @path, creating it (with the sample puzzles) or
 * migrating it to the current schema as needed. A damaged file is moved
 * aside to `PATH.broken-YYYYMMDD-HHMMSS` and a new library is created:
 * sudoku_library_get_broken_path() then says where the old file went, so
 * the app can tell the user.
 *
 * Returns: (transfer full): the library, or %NULL with @error set
 */
SudokuLibrary *
sudoku_library_new_for_path (const char  *path,
                             GError     **error)
{
  g_autoptr(SudokuLibrary) self = NULL;
  g_autoptr(GError) local = NULL;
  sqlite3 *db;

  g_return_val_if_fail (path != NULL && path[0] != '\0', NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_writable (path, error))
    return NULL;

  self = g_object_new (SUDOKU_TYPE_LIBRARY, NULL);
  self->path = g_strdup (path);

  db = open_library (path, &self->created, &local);
  if (db == NULL && g_error_matches (local, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DAMAGED))
    {
      g_message ("%s", local->message);
      self->broken_path = move_aside (path, error);
      if (self->broken_path == NULL)
        return NULL;
      g_clear_error (&local);
      db = open_library (path, &self->created, &local);
    }
  if (db == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  self->db = db;

  /* Empty the trash of puzzles deleted long ago. A failure here (the
   * library is busy) only postpones it. */
  {
    sqlite3_stmt *statement = _sudoku_library_prepare (db,
      "DELETE FROM puzzles WHERE trashed != 0 AND trashed < ?", "", NULL);

    if (statement != NULL)
      {
        sqlite3_bind_int64 (statement, 1, now_seconds () - TRASH_KEEP_SECONDS);
        run_statement (db, statement, "", NULL);
      }
  }

  self->data_version = query_data_version (db);
  return g_steal_pointer (&self);
}

const char *
sudoku_library_get_path (SudokuLibrary *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  return self->path;
}

/**
 * sudoku_library_get_broken_path:
 *
 * Returns: (nullable): where a damaged library was moved when this one
 *   was opened, or %NULL when nothing was wrong
 */
const char *
sudoku_library_get_broken_path (SudokuLibrary *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  return self->broken_path;
}

/**
 * sudoku_library_get_created:
 *
 * Returns: whether opening created a new library (with the sample puzzles)
 */
gboolean
sudoku_library_get_created (SudokuLibrary *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);

  return self->created;
}

/**
 * sudoku_library_check_external_changes:
 *
 * Asks whether another connection (an import, another window, the CLI)
 * has committed a change since the last call; if so, emits
 * #SudokuLibrary::changed. Cheap: the app may call it when its window
 * gets the focus, or on a timer.
 *
 * Returns: whether there was a change
 */
gboolean
sudoku_library_check_external_changes (SudokuLibrary *self)
{
  gint64 version;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);

  version = query_data_version (self->db);
  if (version == self->data_version)
    return FALSE;
  _sudoku_library_changed (self);
  return TRUE;
}

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
  puzzle->canonical_key = column_dup_text (statement, 3);
  puzzle->level = CLAMP (sqlite3_column_int (statement, 4), 0, SUDOKU_LIBRARY_MAX_LEVEL);
  puzzle->computed_level = CLAMP (sqlite3_column_int (statement, 5), 0, SUDOKU_LIBRARY_MAX_LEVEL);
  puzzle->score = (guint) MAX (sqlite3_column_int64 (statement, 6), 0);
  puzzle->se = sqlite3_column_double (statement, 7);
  puzzle->number = (guint) MAX (sqlite3_column_int64 (statement, 8), 0);
  puzzle->source = column_dup_text (statement, 9);
  puzzle->title = column_dup_text (statement, 10);
  puzzle->notes = column_dup_text (statement, 11);
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
      /* A row's worth of cells or more is a piece of givens; a short
       * number is a puzzle number, not a search of all the givens. */
      if (strlen (search) >= 9 && strspn (search, "0123456789.") == strlen (search))
        g_string_append (filter, " OR p.givens LIKE ?4");
      g_string_append_c (filter, ')');
      pattern = like_pattern (search);
      givens_pattern = g_strdelimit (g_strdup (pattern), "0", '.');
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
 *   this text, or whose number it is, or (for 9 or more digits and dots,
 *   `0` as `.`) whose givens contain it
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
  sqlite3 *db;

  db = _sudoku_library_open_connection (data->path, &error);
  if (db == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  puzzles = _sudoku_library_db_list (db, data->group, data->search, &error);
  sqlite3_close (db);
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

static SudokuLibraryPuzzle *
get_puzzle (sqlite3     *db,
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
  return get_puzzle (db, id, FALSE, error);
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

  return get_puzzle (self->db, id, FALSE, error);
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
  g_autofree char *key = NULL;
  sqlite3_stmt *statement;
  SudokuLibraryPuzzle *puzzle = NULL;
  int rc;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (givens != NULL, NULL);

  key = sudoku_library_dup_canonical_key (variant, givens);
  if (key == NULL)
    {
      char normalized[SUDOKU_N_CELLS + 1];

      sudoku_library_normalize_givens (givens, normalized, error);
      return NULL;
    }

  statement = _sudoku_library_prepare (self->db,
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
    _sudoku_library_set_error (error, self->db, rc, _("Cannot read the library"));
  sqlite3_finalize (statement);
  return puzzle;
}

/* Writing puzzles */

gboolean
_sudoku_library_inserter_init (SudokuLibraryInserter  *inserter,
                               sqlite3                *db,
                               GError                **error)
{
  sqlite3_stmt *numbers;
  int rc;

  memset (inserter, 0, sizeof *inserter);
  inserter->db = db;

  inserter->find = _sudoku_library_prepare (db,
                                            "SELECT id FROM puzzles WHERE canonical_key = ? "
                                            "AND trashed = 0 LIMIT 1",
                                            _("Cannot save the puzzle"), error);
  inserter->insert = _sudoku_library_prepare (db,
                                              "INSERT INTO puzzles (variant, givens, "
                                              "canonical_key, level, computed_level, score, se, "
                                              "number, source, title, notes, created, modified) "
                                              "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                              _("Cannot save the puzzle"), error);
  if (inserter->find == NULL || inserter->insert == NULL)
    {
      _sudoku_library_inserter_clear (inserter);
      return FALSE;
    }

  /* Numbers go on from the highest of each level, trash included, so
   * that an Undo brings a puzzle back without a clash. */
  for (guint level = 0; level <= SUDOKU_LIBRARY_MAX_LEVEL; level++)
    inserter->next_number[level] = 1;
  numbers = _sudoku_library_prepare (db, "SELECT level, max(number) FROM puzzles GROUP BY level",
                                     _("Cannot save the puzzle"), error);
  if (numbers == NULL)
    {
      _sudoku_library_inserter_clear (inserter);
      return FALSE;
    }
  while ((rc = sqlite3_step (numbers)) == SQLITE_ROW)
    {
      int level = sqlite3_column_int (numbers, 0);
      gint64 max = sqlite3_column_int64 (numbers, 1);

      if (level >= 0 && level <= SUDOKU_LIBRARY_MAX_LEVEL && max >= 0 && max < G_MAXUINT)
        inserter->next_number[level] = (guint) max + 1;
    }
  sqlite3_finalize (numbers);
  if (rc != SQLITE_DONE)
    {
      _sudoku_library_inserter_clear (inserter);
      return _sudoku_library_set_error (error, db, rc, _("Cannot save the puzzle"));
    }
  return TRUE;
}

/* Adds @puzzle unless its key is there already. The caller holds the
 * transaction; the givens are already normalised. */
SudokuLibraryInsertResult
_sudoku_library_inserter_add (SudokuLibraryInserter      *inserter,
                              const SudokuLibraryPuzzle  *puzzle,
                              gint64                     *id,
                              GError                    **error)
{
  g_autofree char *key = sudoku_library_dup_canonical_key (puzzle->variant, puzzle->givens);
  gint64 now = now_seconds ();
  guint number;
  int rc;

  g_assert (key != NULL);
  g_assert (puzzle->level <= SUDOKU_LIBRARY_MAX_LEVEL);

  sqlite3_reset (inserter->find);
  sqlite3_bind_text (inserter->find, 1, key, -1, SQLITE_STATIC);
  rc = sqlite3_step (inserter->find);
  if (rc == SQLITE_ROW)
    {
      *id = sqlite3_column_int64 (inserter->find, 0);
      sqlite3_reset (inserter->find);
      return _SUDOKU_LIBRARY_DUPLICATE;
    }
  sqlite3_reset (inserter->find);
  if (rc != SQLITE_DONE)
    {
      _sudoku_library_set_error (error, inserter->db, rc, _("Cannot save the puzzle"));
      return _SUDOKU_LIBRARY_INSERT_FAILED;
    }

  number = puzzle->number;
  if (number == 0)
    number = inserter->next_number[puzzle->level];
  if (number >= inserter->next_number[puzzle->level] && number < G_MAXUINT)
    inserter->next_number[puzzle->level] = number + 1;

  sqlite3_reset (inserter->insert);
  bind_text (inserter->insert, 1, sudoku_variant_to_string (puzzle->variant));
  sqlite3_bind_text (inserter->insert, 2, puzzle->givens, SUDOKU_N_CELLS, SQLITE_STATIC);
  sqlite3_bind_text (inserter->insert, 3, key, -1, SQLITE_STATIC);
  sqlite3_bind_int (inserter->insert, 4, (int) puzzle->level);
  sqlite3_bind_int (inserter->insert, 5,
                    (int) MIN (puzzle->computed_level, SUDOKU_LIBRARY_MAX_LEVEL));
  sqlite3_bind_int64 (inserter->insert, 6, puzzle->score);
  sqlite3_bind_double (inserter->insert, 7, puzzle->se);
  sqlite3_bind_int64 (inserter->insert, 8, number);
  bind_text (inserter->insert, 9, puzzle->source);
  bind_text (inserter->insert, 10, puzzle->title);
  bind_text (inserter->insert, 11, puzzle->notes);
  sqlite3_bind_int64 (inserter->insert, 12, puzzle->created > 0 ? puzzle->created : now);
  sqlite3_bind_int64 (inserter->insert, 13, puzzle->modified > 0 ? puzzle->modified : now);
  rc = sqlite3_step (inserter->insert);
  sqlite3_reset (inserter->insert);
  if (rc != SQLITE_DONE)
    {
      _sudoku_library_set_error (error, inserter->db, rc, _("Cannot save the puzzle"));
      return _SUDOKU_LIBRARY_INSERT_FAILED;
    }
  *id = sqlite3_last_insert_rowid (inserter->db);
  return _SUDOKU_LIBRARY_INSERTED;
}

void
_sudoku_library_inserter_clear (SudokuLibraryInserter *inserter)
{
  g_clear_pointer (&inserter->find, sqlite3_finalize);
  g_clear_pointer (&inserter->insert, sqlite3_finalize);
}

static gboolean
check_puzzle (const SudokuLibraryPuzzle  *puzzle,
              SudokuLibraryPuzzle       **normalized,
              GError                    **error)
{
  g_autoptr(SudokuLibraryPuzzle) copy = NULL;
  g_autoptr(GError) local = NULL;
  SudokuBoard board;

  if (puzzle->level > SUDOKU_LIBRARY_MAX_LEVEL || puzzle->computed_level > SUDOKU_LIBRARY_MAX_LEVEL)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("There is no level %u: levels are 1–7, or none"),
                   MAX (puzzle->level, puzzle->computed_level));
      return FALSE;
    }
  if (puzzle->variant > SUDOKU_VARIANT_WINDOKU)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("Unknown variant %d"), puzzle->variant);
      return FALSE;
    }

  copy = sudoku_library_puzzle_copy (puzzle);
  if (!sudoku_library_normalize_givens (puzzle->givens, copy->givens, error))
    return FALSE;

  /* A puzzle that breaks the rules is no puzzle; whether it has one
   * solution is the caller's business (the Sample group takes any). */
  sudoku_library_puzzle_to_board (copy, &board);
  if (!sudoku_board_validate (&board, &local))
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("The puzzle breaks the rules: %s"), local->message);
      return FALSE;
    }

  *normalized = g_steal_pointer (&copy);
  return TRUE;
}

static void
set_duplicate_error (GError                    **error,
                     const SudokuLibraryPuzzle  *existing)
{
  if (existing->level == SUDOKU_LIBRARY_SAMPLE)
    g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE,
                 _("This puzzle is already in the library, in Sample as No. %u"),
                 existing->number);
  else
    g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE,
                 _("This puzzle is already in the library, in Level %u as No. %u"),
                 existing->level, existing->number);
}

/**
 * sudoku_library_add:
 * @puzzle: the puzzle: variant, givens and metadata (@id, @canonical_key,
 *   @solved and @has_progress are ignored; @number 0 takes the next
 *   number of its level; @created and @modified 0 mean now)
 * @error: %SUDOKU_LIBRARY_ERROR_DUPLICATE ("already in Level 3 as No.
 *   12") when the library has it, %SUDOKU_LIBRARY_ERROR_INVALID when the
 *   givens break the rules
 *
 * Returns: the new puzzle's id, or 0 with @error set
 */
gint64
sudoku_library_add (SudokuLibrary              *self,
                    const SudokuLibraryPuzzle  *puzzle,
                    GError                    **error)
{
  g_autoptr(SudokuLibraryPuzzle) normalized = NULL;
  SudokuLibraryInserter inserter;
  SudokuLibraryInsertResult result;
  gint64 id = 0;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), 0);
  g_return_val_if_fail (puzzle != NULL, 0);

  if (!check_puzzle (puzzle, &normalized, error))
    return 0;

  if (!_sudoku_library_exec (self->db, "BEGIN IMMEDIATE", _("Cannot save the puzzle"), error))
    return 0;
  if (!_sudoku_library_inserter_init (&inserter, self->db, error))
    {
      _sudoku_library_rollback (self->db);
      return 0;
    }
  result = _sudoku_library_inserter_add (&inserter, normalized, &id, error);
  _sudoku_library_inserter_clear (&inserter);

  if (result == _SUDOKU_LIBRARY_DUPLICATE)
    {
      g_autoptr(SudokuLibraryPuzzle) existing = get_puzzle (self->db, id, FALSE, NULL);

      _sudoku_library_rollback (self->db);
      if (existing != NULL)
        set_duplicate_error (error, existing);
      else
        g_set_error_literal (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE,
                             _("This puzzle is already in the library"));
      return 0;
    }
  if (result != _SUDOKU_LIBRARY_INSERTED ||
      !_sudoku_library_exec (self->db, "COMMIT", _("Cannot save the puzzle"), error))
    {
      _sudoku_library_rollback (self->db);
      return 0;
    }

  _sudoku_library_changed (self);
  return id;
}

/* Runs one statement that changes one puzzle, in its own transaction;
 * NOT_FOUND when it touched no row. */
static gboolean
change_puzzle (SudokuLibrary  *self,
               sqlite3_stmt   *statement,
               gint64          id,
               const char     *doing,
               GError        **error)
{
  int rc;

  if (statement == NULL)
    return FALSE;

  rc = sqlite3_step (statement);
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    return _sudoku_library_set_error (error, self->db, rc, doing);
  if (sqlite3_changes (self->db) == 0)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND,
                   _("There is no puzzle %lld in the library"), (long long) id);
      return FALSE;
    }
  _sudoku_library_changed (self);
  return TRUE;
}

/**
 * sudoku_library_update:
 * @puzzle: the puzzle with its @id; its level, number, source, title,
 *   notes and rating (@computed_level, @score, @se) are saved. The
 *   givens cannot change: a puzzle with other givens is another puzzle.
 *
 * Returns: %TRUE when saved; %SUDOKU_LIBRARY_ERROR_NOT_FOUND when the
 *   puzzle is not there
 */
gboolean
sudoku_library_update (SudokuLibrary              *self,
                       const SudokuLibraryPuzzle  *puzzle,
                       GError                    **error)
{
  sqlite3_stmt *statement;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (puzzle != NULL, FALSE);

  if (puzzle->level > SUDOKU_LIBRARY_MAX_LEVEL || puzzle->computed_level > SUDOKU_LIBRARY_MAX_LEVEL)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("There is no level %u: levels are 1–7, or none"),
                   MAX (puzzle->level, puzzle->computed_level));
      return FALSE;
    }

  statement = _sudoku_library_prepare (self->db,
                                       "UPDATE puzzles SET level = ?, number = ?, source = ?, "
                                       "title = ?, notes = ?, computed_level = ?, score = ?, "
                                       "se = ?, modified = ? WHERE id = ? AND trashed = 0",
                                       _("Cannot save the puzzle"), error);
  if (statement != NULL)
    {
      sqlite3_bind_int (statement, 1, (int) puzzle->level);
      sqlite3_bind_int64 (statement, 2, puzzle->number);
      bind_text (statement, 3, puzzle->source);
      bind_text (statement, 4, puzzle->title);
      bind_text (statement, 5, puzzle->notes);
      sqlite3_bind_int (statement, 6, (int) puzzle->computed_level);
      sqlite3_bind_int64 (statement, 7, puzzle->score);
      sqlite3_bind_double (statement, 8, puzzle->se);
      sqlite3_bind_int64 (statement, 9, now_seconds ());
      sqlite3_bind_int64 (statement, 10, puzzle->id);
    }
  return change_puzzle (self, statement, puzzle->id, _("Cannot save the puzzle"), error);
}

/**
 * sudoku_library_move:
 * @id: a puzzle
 * @level: its new book level, 1–7 or %SUDOKU_LIBRARY_SAMPLE; it keeps its
 *   number (the book's)
 */
gboolean
sudoku_library_move (SudokuLibrary  *self,
                     gint64          id,
                     guint           level,
                     GError        **error)
{
  sqlite3_stmt *statement;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);

  if (level > SUDOKU_LIBRARY_MAX_LEVEL)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("There is no level %u: levels are 1–7, or none"), level);
      return FALSE;
    }
  statement = _sudoku_library_prepare (self->db,
                                       "UPDATE puzzles SET level = ?, modified = ? "
                                       "WHERE id = ? AND trashed = 0",
                                       _("Cannot move the puzzle"), error);
  if (statement != NULL)
    {
      sqlite3_bind_int (statement, 1, (int) level);
      sqlite3_bind_int64 (statement, 2, now_seconds ());
      sqlite3_bind_int64 (statement, 3, id);
    }
  return change_puzzle (self, statement, id, _("Cannot move the puzzle"), error);
}

/**
 * sudoku_library_trash:
 * @id: a puzzle
 *
 * Deletes a puzzle so that sudoku_library_restore() can bring it back
 * (with its id, number, solves and progress) for an Undo. It is gone for
 * good an hour later, the next time a library is opened.
 */
gboolean
sudoku_library_trash (SudokuLibrary  *self,
                      gint64          id,
                      GError        **error)
{
  sqlite3_stmt *statement;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);

  statement = _sudoku_library_prepare (self->db,
                                       "UPDATE puzzles SET trashed = ? "
                                       "WHERE id = ? AND trashed = 0",
                                       _("Cannot delete the puzzle"), error);
  if (statement != NULL)
    {
      /* Never 0, which means "not in the trash". */
      sqlite3_bind_int64 (statement, 1, MAX (now_seconds (), 1));
      sqlite3_bind_int64 (statement, 2, id);
    }
  return change_puzzle (self, statement, id, _("Cannot delete the puzzle"), error);
}

/**
 * sudoku_library_restore:
 * @id: a puzzle in the trash
 * @error: %SUDOKU_LIBRARY_ERROR_DUPLICATE when the same puzzle was added
 *   again meanwhile, %SUDOKU_LIBRARY_ERROR_NOT_FOUND when it is not in
 *   the trash
 */
gboolean
sudoku_library_restore (SudokuLibrary  *self,
                        gint64          id,
                        GError        **error)
{
  g_autoptr(SudokuLibraryPuzzle) trashed = NULL;
  g_autoptr(SudokuLibraryPuzzle) existing = NULL;
  g_autoptr(GError) local = NULL;
  sqlite3_stmt *statement;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);

  if (!_sudoku_library_exec (self->db, "BEGIN IMMEDIATE", _("Cannot restore the puzzle"), error))
    return FALSE;

  trashed = get_puzzle (self->db, id, TRUE, error);
  if (trashed == NULL)
    goto failed;
  existing = sudoku_library_find_duplicate (self, trashed->variant, trashed->givens, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      goto failed;
    }
  if (existing != NULL)
    {
      set_duplicate_error (error, existing);
      goto failed;
    }

  statement = _sudoku_library_prepare (self->db, "UPDATE puzzles SET trashed = 0 WHERE id = ?",
                                       _("Cannot restore the puzzle"), error);
  if (statement == NULL)
    goto failed;
  sqlite3_bind_int64 (statement, 1, id);
  if (!run_statement (self->db, statement, _("Cannot restore the puzzle"), error) ||
      !_sudoku_library_exec (self->db, "COMMIT", _("Cannot restore the puzzle"), error))
    goto failed;

  _sudoku_library_changed (self);
  return TRUE;

failed:
  _sudoku_library_rollback (self->db);
  return FALSE;
}

/* Runs @sql, whose ?1 is @value, ?2 a puzzle's id and ?3 (when it has
 * one) the time now, for each of @ids in one transaction; counts the
 * rows it changed. */
static gboolean
change_many (SudokuLibrary  *self,
             const char     *sql,
             gint64          value,
             GArray         *ids,
             guint          *n_changed,
             const char     *doing,
             GError        **error)
{
  sqlite3_stmt *statement;
  gboolean has_time;
  guint changed = 0;
  int rc = SQLITE_DONE;

  if (n_changed != NULL)
    *n_changed = 0;
  if (ids->len == 0)
    return TRUE;
  if (!_sudoku_library_exec (self->db, "BEGIN IMMEDIATE", doing, error))
    return FALSE;
  statement = _sudoku_library_prepare (self->db, sql, doing, error);
  if (statement == NULL)
    {
      _sudoku_library_rollback (self->db);
      return FALSE;
    }

  has_time = sqlite3_bind_parameter_index (statement, "?3") > 0;
  for (guint i = 0; i < ids->len && rc == SQLITE_DONE; i++)
    {
      sqlite3_bind_int64 (statement, 1, value);
      sqlite3_bind_int64 (statement, 2, g_array_index (ids, gint64, i));
      if (has_time)
        sqlite3_bind_int64 (statement, 3, now_seconds ());
      rc = sqlite3_step (statement);
      changed += rc == SQLITE_DONE && sqlite3_changes (self->db) > 0;
      sqlite3_reset (statement);
    }
  sqlite3_finalize (statement);

  if (rc != SQLITE_DONE)
    {
      _sudoku_library_set_error (error, self->db, rc, doing);
      _sudoku_library_rollback (self->db);
      return FALSE;
    }
  if (!_sudoku_library_exec (self->db, "COMMIT", doing, error))
    {
      _sudoku_library_rollback (self->db);
      return FALSE;
    }
  if (n_changed != NULL)
    *n_changed = changed;
  if (changed > 0)
    _sudoku_library_changed (self);
  return TRUE;
}

/**
 * sudoku_library_move_many:
 * @ids: (element-type gint64): puzzles
 * @level: their new book level, 1–7 or %SUDOKU_LIBRARY_SAMPLE
 * @n_moved: (out) (optional): how many were moved; ids that are not in
 *   the library (or are in the trash) are passed over
 *
 * sudoku_library_move() for many puzzles in one transaction, with one
 * #SudokuLibrary::changed: moving 100,000 puzzles one by one takes
 * seconds.
 */
gboolean
sudoku_library_move_many (SudokuLibrary  *self,
                          GArray         *ids,
                          guint           level,
                          guint          *n_moved,
                          GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (ids != NULL, FALSE);

  if (level > SUDOKU_LIBRARY_MAX_LEVEL)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("There is no level %u: levels are 1–7, or none"), level);
      return FALSE;
    }
  return change_many (self, "UPDATE puzzles SET level = ?1, modified = ?3 "
                            "WHERE id = ?2 AND trashed = 0",
                      level, ids, n_moved, _("Cannot move the puzzles"), error);
}

/**
 * sudoku_library_trash_many:
 * @ids: (element-type gint64): puzzles
 * @n_trashed: (out) (optional): how many went to the trash; ids that are
 *   not in the library (or are in the trash already) are passed over
 *
 * sudoku_library_trash() for many puzzles in one transaction, with one
 * #SudokuLibrary::changed.
 */
gboolean
sudoku_library_trash_many (SudokuLibrary  *self,
                           GArray         *ids,
                           guint          *n_trashed,
                           GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (ids != NULL, FALSE);

  /* Never 0, which means "not in the trash". */
  return change_many (self, "UPDATE puzzles SET trashed = ?1 WHERE id = ?2 AND trashed = 0",
                      MAX (now_seconds (), 1), ids, n_trashed, _("Cannot delete the puzzles"),
                      error);
}

/**
 * sudoku_library_restore_many:
 * @ids: (element-type gint64): puzzles in the trash
 * @n_restored: (out) (optional): how many came back
 * @error: a database failure (then none comes back); a puzzle added
 *   again meanwhile, or no longer in the trash, is passed over and not
 *   counted
 *
 * sudoku_library_restore() for many puzzles in one transaction, with one
 * #SudokuLibrary::changed.
 */
gboolean
sudoku_library_restore_many (SudokuLibrary  *self,
                             GArray         *ids,
                             guint          *n_restored,
                             GError        **error)
{
  sqlite3_stmt *statement = NULL;
  guint restored = 0;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (ids != NULL, FALSE);

  if (n_restored != NULL)
    *n_restored = 0;
  if (ids->len == 0)
    return TRUE;
  if (!_sudoku_library_exec (self->db, "BEGIN IMMEDIATE", _("Cannot restore the puzzles"), error))
    return FALSE;
  statement = _sudoku_library_prepare (self->db, "UPDATE puzzles SET trashed = 0 WHERE id = ?",
                                       _("Cannot restore the puzzles"), error);
  if (statement == NULL)
    goto failed;

  for (guint i = 0; i < ids->len; i++)
    {
      gint64 id = g_array_index (ids, gint64, i);
      g_autoptr(SudokuLibraryPuzzle) trashed = NULL;
      g_autoptr(SudokuLibraryPuzzle) existing = NULL;
      g_autoptr(GError) local = NULL;
      int rc;

      trashed = get_puzzle (self->db, id, TRUE, &local);
      if (trashed == NULL)
        {
          if (g_error_matches (local, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND))
            continue;
          g_propagate_error (error, g_steal_pointer (&local));
          goto failed;
        }
      existing = sudoku_library_find_duplicate (self, trashed->variant, trashed->givens, &local);
      if (local != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          goto failed;
        }
      if (existing != NULL)
        continue;

      sqlite3_bind_int64 (statement, 1, id);
      rc = sqlite3_step (statement);
      sqlite3_reset (statement);
      if (rc != SQLITE_DONE)
        {
          _sudoku_library_set_error (error, self->db, rc, _("Cannot restore the puzzles"));
          goto failed;
        }
      restored++;
    }
  g_clear_pointer (&statement, sqlite3_finalize);

  if (!_sudoku_library_exec (self->db, "COMMIT", _("Cannot restore the puzzles"), error))
    goto failed;
  if (n_restored != NULL)
    *n_restored = restored;
  if (restored > 0)
    _sudoku_library_changed (self);
  return TRUE;

failed:
  g_clear_pointer (&statement, sqlite3_finalize);
  _sudoku_library_rollback (self->db);
  return FALSE;
}

/**
 * sudoku_library_delete:
 * @id: a puzzle, in the library or in the trash
 *
 * Deletes a puzzle for good, with its solves and progress.
 */
gboolean
sudoku_library_delete (SudokuLibrary  *self,
                       gint64          id,
                       GError        **error)
{
  sqlite3_stmt *statement;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);

  statement = _sudoku_library_prepare (self->db, "DELETE FROM puzzles WHERE id = ?",
                                       _("Cannot delete the puzzle"), error);
  if (statement != NULL)
    sqlite3_bind_int64 (statement, 1, id);
  return change_puzzle (self, statement, id, _("Cannot delete the puzzle"), error);
}

/* Progress */

static gboolean
set_puzzle_foreign_key_error (SudokuLibrary  *self,
                              int             rc,
                              gint64          puzzle_id,
                              const char     *doing,
                              GError        **error)
{
  if (rc == SQLITE_CONSTRAINT_FOREIGNKEY)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND,
                   _("There is no puzzle %lld in the library"), (long long) puzzle_id);
      return FALSE;
    }
  return _sudoku_library_set_error (error, self->db, rc, doing);
}

/**
 * sudoku_library_save_progress:
 * @puzzle_id: the puzzle being played
 * @format: the version of @data's format, chosen by the app
 * @data: the game as the app writes it (values and candidates)
 *
 * Keeps the state of an unfinished game, replacing any before.
 */
gboolean
sudoku_library_save_progress (SudokuLibrary  *self,
                              gint64          puzzle_id,
                              guint           format,
                              const char     *data,
                              GError        **error)
{
  sqlite3_stmt *statement;
  int rc;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  statement = _sudoku_library_prepare (self->db,
                                       "INSERT INTO progress (puzzle_id, format, data, modified) "
                                       "VALUES (?1, ?2, ?3, ?4) ON CONFLICT (puzzle_id) DO UPDATE "
                                       "SET format = ?2, data = ?3, modified = ?4",
                                       _("Cannot save the game"), error);
  if (statement == NULL)
    return FALSE;
  sqlite3_bind_int64 (statement, 1, puzzle_id);
  sqlite3_bind_int64 (statement, 2, format);
  sqlite3_bind_text (statement, 3, data, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (statement, 4, now_seconds ());
  rc = sqlite3_step (statement);
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    return set_puzzle_foreign_key_error (self, rc, puzzle_id, _("Cannot save the game"), error);

  _sudoku_library_changed (self);
  return TRUE;
}

/**
 * sudoku_library_dup_progress:
 * @puzzle_id: a puzzle
 * @format: (out) (optional): the version of the data's format
 * @error: only for failures; no saved game is not an error
 *
 * Returns: (transfer full) (nullable): the saved game, or %NULL
 */
char *
sudoku_library_dup_progress (SudokuLibrary  *self,
                             gint64          puzzle_id,
                             guint          *format,
                             GError        **error)
{
  sqlite3_stmt *statement;
  char *data = NULL;
  int rc;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  statement = _sudoku_library_prepare (self->db,
                                       "SELECT format, data FROM progress WHERE puzzle_id = ?",
                                       _("Cannot read the saved game"), error);
  if (statement == NULL)
    return NULL;
  sqlite3_bind_int64 (statement, 1, puzzle_id);
  rc = sqlite3_step (statement);
  if (rc == SQLITE_ROW)
    {
      if (format != NULL)
        *format = (guint) sqlite3_column_int64 (statement, 0);
      data = column_dup_text (statement, 1);
    }
  else if (rc != SQLITE_DONE)
    _sudoku_library_set_error (error, self->db, rc, _("Cannot read the saved game"));
  sqlite3_finalize (statement);
  return data;
}

gboolean
sudoku_library_clear_progress (SudokuLibrary  *self,
                               gint64          puzzle_id,
                               GError        **error)
{
  sqlite3_stmt *statement;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);

  statement = _sudoku_library_prepare (self->db, "DELETE FROM progress WHERE puzzle_id = ?",
                                       _("Cannot remove the saved game"), error);
  if (statement == NULL)
    return FALSE;
  sqlite3_bind_int64 (statement, 1, puzzle_id);
  if (!run_statement (self->db, statement, _("Cannot remove the saved game"), error))
    return FALSE;
  if (sqlite3_changes (self->db) > 0)
    _sudoku_library_changed (self);
  return TRUE;
}

/* Solves */

/**
 * sudoku_library_add_solve:
 * @solve: the solve (its @id is ignored; @date 0 means now)
 *
 * Returns: the new solve's id, or 0 with @error set
 *   (%SUDOKU_LIBRARY_ERROR_NOT_FOUND when the puzzle is not there)
 */
gint64
sudoku_library_add_solve (SudokuLibrary             *self,
                          const SudokuLibrarySolve  *solve,
                          GError                   **error)
{
  sqlite3_stmt *statement;
  int rc;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), 0);
  g_return_val_if_fail (solve != NULL, 0);

  if (solve->result == NULL || solve->result[0] == '\0')
    {
      g_set_error_literal (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                           _("A solve needs a result"));
      return 0;
    }

  statement = _sudoku_library_prepare (self->db,
                                       "INSERT INTO solves (puzzle_id, date, profile, "
                                       "engine_version, result, duration_ms, steps) "
                                       "VALUES (?, ?, ?, ?, ?, ?, ?)",
                                       _("Cannot save the solve"), error);
  if (statement == NULL)
    return 0;
  sqlite3_bind_int64 (statement, 1, solve->puzzle_id);
  sqlite3_bind_int64 (statement, 2, solve->date > 0 ? solve->date : now_seconds ());
  bind_text (statement, 3, solve->profile);
  bind_text (statement, 4, solve->engine_version);
  bind_text (statement, 5, solve->result);
  sqlite3_bind_int64 (statement, 6, MAX (solve->duration_ms, 0));
  bind_text (statement, 7, solve->steps);
  rc = sqlite3_step (statement);
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    {
      set_puzzle_foreign_key_error (self, rc, solve->puzzle_id, _("Cannot save the solve"), error);
      return 0;
    }

  _sudoku_library_changed (self);
  return sqlite3_last_insert_rowid (self->db);
}

#define SOLVE_COLUMNS "id, puzzle_id, date, profile, engine_version, result, duration_ms, steps"

static SudokuLibrarySolve *
solve_from_row (sqlite3_stmt *statement)
{
  SudokuLibrarySolve *solve = sudoku_library_solve_new ();

  solve->id = sqlite3_column_int64 (statement, 0);
  solve->puzzle_id = sqlite3_column_int64 (statement, 1);
  solve->date = sqlite3_column_int64 (statement, 2);
  solve->profile = column_dup_text (statement, 3);
  solve->engine_version = column_dup_text (statement, 4);
  solve->result = column_dup_text (statement, 5);
  solve->duration_ms = sqlite3_column_int64 (statement, 6);
  solve->steps = column_dup_text (statement, 7);
  return solve;
}

/**
 * sudoku_library_list_solves:
 * @puzzle_id: a puzzle
 *
 * Returns: (transfer full) (element-type SudokuLibrarySolve): its solves,
 *   oldest first
 */
GPtrArray *
sudoku_library_list_solves (SudokuLibrary  *self,
                            gint64          puzzle_id,
                            GError        **error)
{
  g_autoptr(GPtrArray) solves = NULL;
  sqlite3_stmt *statement;
  int rc;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  statement = _sudoku_library_prepare (self->db,
                                       "SELECT " SOLVE_COLUMNS " FROM solves WHERE puzzle_id = ? "
                                       "ORDER BY date, id",
                                       _("Cannot read the solves"), error);
  if (statement == NULL)
    return NULL;
  sqlite3_bind_int64 (statement, 1, puzzle_id);
  solves = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_library_solve_free);
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    g_ptr_array_add (solves, solve_from_row (statement));
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    {
      _sudoku_library_set_error (error, self->db, rc, _("Cannot read the solves"));
      return NULL;
    }
  return g_steal_pointer (&solves);
}

SudokuLibrarySolve *
sudoku_library_get_solve (SudokuLibrary  *self,
                          gint64          solve_id,
                          GError        **error)
{
  SudokuLibrarySolve *solve = NULL;
  sqlite3_stmt *statement;
  int rc;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  statement = _sudoku_library_prepare (self->db,
                                       "SELECT " SOLVE_COLUMNS " FROM solves WHERE id = ?",
                                       _("Cannot read the solve"), error);
  if (statement == NULL)
    return NULL;
  sqlite3_bind_int64 (statement, 1, solve_id);
  rc = sqlite3_step (statement);
  if (rc == SQLITE_ROW)
    solve = solve_from_row (statement);
  else if (rc == SQLITE_DONE)
    g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND,
                 _("There is no solve %lld in the library"), (long long) solve_id);
  else
    _sudoku_library_set_error (error, self->db, rc, _("Cannot read the solve"));
  sqlite3_finalize (statement);
  return solve;
}
