/* sudoku-library.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The puzzle library: one SQLite database in WAL mode, so that the app,
 * an import running in a worker and the CLI in another process can use it
 * at once (readers never wait; writers wait up to the busy timeout).
 * Every change is one transaction. Opening looks at the file first
 * (sudoku-library-file.c) and touches only a Nanpure library: a damaged
 * one is moved aside and a fresh library takes its place when the
 * caller asks to create it; a location that cannot be written is an
 * error of its own, so that the app can go on without saving. Puzzles are read in
 * sudoku-library-puzzles.c and written in sudoku-library-writes.c,
 * progress and solves are in sudoku-library-solves.c. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
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

gint64
_sudoku_library_now_seconds (void)
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
gboolean
_sudoku_library_run_statement (sqlite3       *db,
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

void
_sudoku_library_bind_text (sqlite3_stmt *statement,
                           int           index,
                           const char   *text)
{
  sqlite3_bind_text (statement, index, text != NULL ? text : "", -1, SQLITE_TRANSIENT);
}

char *
_sudoku_library_column_dup_text (sqlite3_stmt *statement,
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

/* What every connection needs, read-write or read-only. */
static void
configure_connection (sqlite3 *db)
{
  sqlite3_extended_result_codes (db, 1);
  sqlite3_busy_timeout (db, _SUDOKU_LIBRARY_BUSY_TIMEOUT_MS);
  sqlite3_create_function (db, "nanpure_canonical_key", 2,
                           SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                           NULL, canonical_key_function, NULL, NULL);
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
  configure_connection (db);

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

/* Whether a file exists and is not empty. */
static gboolean
file_has_data (const char *path)
{
  GStatBuf info;

  return g_stat (path, &info) == 0 && info.st_size > 0;
}

/**
 * _sudoku_library_open_connection_read_only:
 * @path: an existing database file
 *
 * Opens a connection that never writes, for a library whose file or
 * folder the user cannot write. A library in WAL mode needs its
 * shared-memory file; when the folder is read-only and no log is
 * waiting to be read, the file cannot change under us (nobody can write
 * the log beside it), so it is opened as immutable, which needs none.
 *
 * Returns: (transfer full): the connection, or %NULL with @error set
 */
sqlite3 *
_sudoku_library_open_connection_read_only (const char  *path,
                                           GError     **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *escaped = g_uri_escape_string (path, "/", FALSE);
  g_autofree char *uri = NULL;
  sqlite3 *db = NULL;
  int rc;

  if (g_access (folder, W_OK) != 0 && !file_has_data (wal))
    uri = g_strconcat ("file:", escaped, "?mode=ro&immutable=1", NULL);
  else
    uri = g_strconcat ("file:", escaped, "?mode=ro", NULL);

  rc = sqlite3_open_v2 (uri, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_FULLMUTEX,
                        NULL);
  if (rc != SQLITE_OK)
    {
      _sudoku_library_set_error (error, db, rc, _("Cannot open the library"));
      sqlite3_close (db);
      return NULL;
    }
  configure_connection (db);
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
          g_debug ("Library %s is damaged: %s", sqlite3_db_filename (db, "main"), line);
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

/* A connection for a command that only reads, where the user could
 * write: it makes no change at all (PRAGMA query_only), not even to the
 * journal mode, which is kept in the file's header. Unlike a read-only
 * connection it can clean up the log of a WAL library when it closes,
 * so that nothing is left beside the file. */
static sqlite3 *
open_connection_for_reading (const char  *path,
                             GError     **error)
{
  sqlite3 *db = NULL;
  int rc;

  rc = sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_FULLMUTEX, NULL);
  if (rc != SQLITE_OK)
    {
      _sudoku_library_set_error (error, db, rc, _("Cannot open the library"));
      sqlite3_close (db);
      return NULL;
    }
  configure_connection (db);
  if (!_sudoku_library_exec (db, "PRAGMA query_only = ON", _("Cannot open the library"), error))
    {
      sqlite3_close (db);
      return NULL;
    }
  return db;
}

/* Opens, checks and migrates. A connection for @reading only makes no
 * change at all (PRAGMA query_only): it reads an up-to-date library,
 * and refuses an older one that would need its migration. */
static sqlite3 *
open_library (const char  *path,
              gboolean     reading,
              gboolean    *created,
              GError     **error)
{
  sqlite3 *db;

  db = reading ? open_connection_for_reading (path, error)
               : _sudoku_library_open_connection (path, error);
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

/* An empty path comes from a user's setting or option ("--library="):
 * an error to report, not a programming mistake. */
static gboolean
check_path (const char  *path,
            GError     **error)
{
  if (path[0] == '\0')
    {
      g_set_error_literal (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_FAILED,
                           _("No library file was given: the path is empty"));
      return FALSE;
    }
  return TRUE;
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

/* Whether the user may write @path and the folder its log goes in. As
 * root, access() says yes to everything, and the library is opened for
 * writing as it always could be. */
static gboolean
is_writable (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);

  return g_access (path, W_OK) == 0 && g_access (folder, W_OK) == 0;
}

/* Empties the trash of puzzles deleted long ago. A failure here (the
 * library is busy) only postpones it. */
static void
purge_trash (sqlite3 *db)
{
  sqlite3_stmt *statement = _sudoku_library_prepare (db,
    "DELETE FROM puzzles WHERE trashed != 0 AND trashed < ?", "", NULL);

  if (statement != NULL)
    {
      sqlite3_bind_int64 (statement, 1, _sudoku_library_now_seconds () - TRASH_KEEP_SECONDS);
      _sudoku_library_run_statement (db, statement, "", NULL);
    }
}

/* Opens a library that only needs reading, without ever writing. */
static SudokuLibrary *
open_read_only (const char  *path,
                GError     **error)
{
  g_autoptr(SudokuLibrary) self = NULL;
  sqlite3 *db;

  db = _sudoku_library_open_connection_read_only (path, error);
  if (db == NULL)
    return NULL;

  self = g_object_new (SUDOKU_TYPE_LIBRARY, NULL);
  self->path = g_strdup (path);
  self->read_only = TRUE;
  self->db = db;

  /* An up-to-date library passes without writing; an older one would
   * need its migration and fails as read-only. */
  if (!check_integrity (db, error) || !_sudoku_library_migrate (db, &self->created, error))
    return NULL;

  self->data_version = query_data_version (db);
  return g_steal_pointer (&self);
}

/**
 * sudoku_library_open:
 * @path: the database file
 * @mode: what may be done to the file: read it, change it, or create it
 * @error: %SUDOKU_LIBRARY_ERROR_MISSING when there is no library and
 *   @mode does not create one, %SUDOKU_LIBRARY_ERROR_NOT_LIBRARY when the
 *   file is not a Nanpure library (a folder, a text file, another
 *   program's database: the message says which),
 *   %SUDOKU_LIBRARY_ERROR_DAMAGED (not with %SUDOKU_LIBRARY_OPEN_CREATE),
 *   %SUDOKU_LIBRARY_ERROR_READ_ONLY when the location cannot be written,
 *   %SUDOKU_LIBRARY_ERROR_NEWER, %SUDOKU_LIBRARY_ERROR_BUSY, or
 *   %SUDOKU_LIBRARY_ERROR_FAILED
 *
 * Opens the library at @path; the one rule for what opening may do to
 * a file. The file is looked at first (sudoku_library_probe_file()): a
 * file that is not a Nanpure library is never written, moved or
 * replaced, whatever @mode says. A library of an older schema is
 * migrated when it can be written (one transaction; nothing is lost).
 *
 * With %SUDOKU_LIBRARY_OPEN_CREATE a missing library is created with
 * its folder and the sample puzzles, and a damaged Nanpure library is
 * moved aside to `PATH.broken-YYYYMMDD-HHMMSS` and a new one created:
 * sudoku_library_get_broken_path() then says where the old file went,
 * so that the caller can tell the user. The other modes leave a
 * missing or damaged library as it is and fail.
 *
 * Returns: (transfer full): the library, or %NULL with @error set
 */
SudokuLibrary *
sudoku_library_open (const char             *path,
                     SudokuLibraryOpenMode   mode,
                     GError                **error)
{
  g_autoptr(SudokuLibrary) self = NULL;
  g_autoptr(GError) local = NULL;
  SudokuLibraryFileKind kind;
  sqlite3 *db;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (mode <= SUDOKU_LIBRARY_OPEN_CREATE, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_path (path, error) || !_sudoku_library_probe (path, &kind, error))
    return NULL;

  switch (kind)
    {
    case SUDOKU_LIBRARY_FILE_LIBRARY:
      break;
    case SUDOKU_LIBRARY_FILE_MISSING:
    case SUDOKU_LIBRARY_FILE_EMPTY:
      if (mode == SUDOKU_LIBRARY_OPEN_CREATE)
        break;
      G_GNUC_FALLTHROUGH;
    case SUDOKU_LIBRARY_FILE_FOLDER:
    case SUDOKU_LIBRARY_FILE_DATABASE:
    case SUDOKU_LIBRARY_FILE_PUZZLES:
    case SUDOKU_LIBRARY_FILE_TEXT:
    case SUDOKU_LIBRARY_FILE_OTHER:
    default:
      return _sudoku_library_set_not_library_error (error, path, kind), NULL;
    }

  if (mode == SUDOKU_LIBRARY_OPEN_READ && !is_writable (path))
    return open_read_only (path, error);

  if (!check_writable (path, error))
    return NULL;

  self = g_object_new (SUDOKU_TYPE_LIBRARY, NULL);
  self->path = g_strdup (path);

  db = open_library (path, mode == SUDOKU_LIBRARY_OPEN_READ, &self->created, &local);
  if (db == NULL && g_error_matches (local, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DAMAGED))
    {
      /* Only our own file, and only when the caller may start anew. */
      if (mode != SUDOKU_LIBRARY_OPEN_CREATE || kind != SUDOKU_LIBRARY_FILE_LIBRARY)
        {
          g_debug ("%s", local->message);
          g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DAMAGED,
                       _("The library %s is damaged; it was left as it is"), path);
          return NULL;
        }
      g_debug ("%s", local->message);
      self->broken_path = move_aside (path, error);
      if (self->broken_path == NULL)
        return NULL;
      g_clear_error (&local);
      db = open_library (path, mode == SUDOKU_LIBRARY_OPEN_READ, &self->created, &local);
    }
  if (db == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  self->db = db;

  if (mode != SUDOKU_LIBRARY_OPEN_READ)
    purge_trash (db);

  self->data_version = query_data_version (db);
  return g_steal_pointer (&self);
}

/**
 * sudoku_library_new_for_path:
 * @path: the database file; created (with its folder) when missing
 * @error: as for sudoku_library_open()
 *
 * The same as sudoku_library_open() with %SUDOKU_LIBRARY_OPEN_CREATE.
 *
 * Returns: (transfer full): the library, or %NULL with @error set
 */
SudokuLibrary *
sudoku_library_new_for_path (const char  *path,
                             GError     **error)
{
  return sudoku_library_open (path, SUDOKU_LIBRARY_OPEN_CREATE, error);
}

/**
 * sudoku_library_new_for_path_read_only:
 * @path: an existing library file
 * @error: %SUDOKU_LIBRARY_ERROR_DAMAGED when the file fails SQLite's
 *   check, %SUDOKU_LIBRARY_ERROR_READ_ONLY when it needs a migration,
 *   or any error of sudoku_library_open()
 *
 * Opens the library at @path without ever writing to it, for a file or
 * folder the user may not write (a shared or archived library): lists,
 * reads and exports work, every change fails with
 * %SUDOKU_LIBRARY_ERROR_READ_ONLY. Nothing is created, migrated, moved
 * aside or purged.
 *
 * Returns: (transfer full): the library, or %NULL with @error set
 */
SudokuLibrary *
sudoku_library_new_for_path_read_only (const char  *path,
                                       GError     **error)
{
  SudokuLibraryFileKind kind;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_path (path, error) || !_sudoku_library_probe (path, &kind, error))
    return NULL;
  if (kind != SUDOKU_LIBRARY_FILE_LIBRARY)
    return _sudoku_library_set_not_library_error (error, path, kind), NULL;
  return open_read_only (path, error);
}

/**
 * sudoku_library_get_read_only:
 *
 * Returns: whether the library was opened with
 *   sudoku_library_new_for_path_read_only()
 */
gboolean
sudoku_library_get_read_only (SudokuLibrary *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);

  return self->read_only;
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
