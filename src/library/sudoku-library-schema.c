/* sudoku-library-schema.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The library's schema and how it got there. PRAGMA user_version holds
 * the schema version; each migration takes the database from one version
 * to the next, and they all run, in order, in one transaction: a new
 * database is version 0 migrated to the latest, so the migrations are
 * what every library goes through, not a separate path for old files. A
 * migration, once shipped, never changes: a new schema is a new step. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"
#include "sudoku-library-resources.h"
#include "sudoku-rater.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct
{
  guint       version;
  const char *sql;
} Migration;

static const Migration migrations[] = {
  /* Version 1: puzzles with their book metadata, solves, progress.
   * Times are Unix seconds (UTC); level 0 is the Sample group. Ids are
   * never reused, so that a script's or an Undo's id never names
   * another puzzle. */
  { 1,
    "CREATE TABLE puzzles ("
    "  id        INTEGER PRIMARY KEY AUTOINCREMENT,"
    "  variant   TEXT NOT NULL CHECK (variant IN ('classic', 'windoku')),"
    "  givens    TEXT NOT NULL CHECK (length (givens) = 81),"
    "  level     INTEGER NOT NULL DEFAULT 0 CHECK (level BETWEEN 0 AND 7),"
    "  number    INTEGER NOT NULL DEFAULT 0,"
    "  source    TEXT NOT NULL DEFAULT '',"
    "  title     TEXT NOT NULL DEFAULT '',"
    "  notes     TEXT NOT NULL DEFAULT '',"
    "  created   INTEGER NOT NULL,"
    "  modified  INTEGER NOT NULL"
    ");"
    "CREATE INDEX puzzles_by_level ON puzzles (level, number);"
    "CREATE TABLE solves ("
    "  id             INTEGER PRIMARY KEY AUTOINCREMENT,"
    "  puzzle_id      INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,"
    "  date           INTEGER NOT NULL,"
    "  profile        TEXT NOT NULL DEFAULT '',"
    "  engine_version TEXT NOT NULL DEFAULT '',"
    "  result         TEXT NOT NULL,"
    "  duration_ms    INTEGER NOT NULL DEFAULT 0,"
    "  steps          TEXT NOT NULL DEFAULT ''"
    ");"
    "CREATE INDEX solves_by_puzzle ON solves (puzzle_id);"
    "CREATE TABLE progress ("
    "  puzzle_id INTEGER PRIMARY KEY REFERENCES puzzles (id) ON DELETE CASCADE,"
    "  format    INTEGER NOT NULL,"
    "  data      TEXT NOT NULL,"
    "  modified  INTEGER NOT NULL"
    ");" },

  /* Version 2: duplicate detection, our own rating, and a trash so that
   * a deletion can be undone. Version 1 had no duplicate check, so its
   * libraries may hold duplicates: the key index is not UNIQUE, and
   * adding checks the key instead. The key comes from the same function
   * as the code's (nanpure_canonical_key(), registered on every
   * connection). */
  { 2,
    "ALTER TABLE puzzles ADD COLUMN canonical_key TEXT NOT NULL DEFAULT '';"
    "UPDATE puzzles SET canonical_key = nanpure_canonical_key (variant, givens);"
    "CREATE INDEX puzzles_by_key ON puzzles (canonical_key);"
    "ALTER TABLE puzzles ADD COLUMN computed_level INTEGER NOT NULL DEFAULT 0"
    "  CHECK (computed_level BETWEEN 0 AND 7);"
    "ALTER TABLE puzzles ADD COLUMN score INTEGER NOT NULL DEFAULT 0;"
    "ALTER TABLE puzzles ADD COLUMN se REAL NOT NULL DEFAULT 0;"
    "ALTER TABLE puzzles ADD COLUMN trashed INTEGER NOT NULL DEFAULT 0;" },

  /* Version 3: which rater made each rating, so that a newer one redoes
   * them (sudoku_library_rerate()), and the generator's ready puzzles.
   * Ratings already stored came from an unknown rater: version 0, to be
   * redone. The triggers that stamp new ratings are not part of the
   * schema: they name the running rater (ensure_rater_triggers()). */
  { 3,
    "ALTER TABLE puzzles ADD COLUMN rater_version INTEGER NOT NULL DEFAULT 0;"
    "ALTER TABLE puzzles ADD COLUMN rater_profile TEXT NOT NULL DEFAULT '';"
    "CREATE INDEX puzzles_by_rater ON puzzles (rater_version);"
    "CREATE TABLE ready_puzzles ("
    "  id            INTEGER PRIMARY KEY AUTOINCREMENT,"
    "  variant       TEXT NOT NULL CHECK (variant IN ('classic', 'windoku')),"
    "  level         INTEGER NOT NULL CHECK (level BETWEEN 1 AND 7),"
    "  symmetry      TEXT NOT NULL DEFAULT 'none',"
    "  givens        TEXT NOT NULL CHECK (length (givens) = 81),"
    "  score         INTEGER NOT NULL DEFAULT 0,"
    "  se            REAL NOT NULL DEFAULT 0,"
    "  rater_version INTEGER NOT NULL,"
    "  created       INTEGER NOT NULL"
    ");"
    "CREATE INDEX ready_by_kind ON ready_puzzles (variant, level, symmetry, id);" },

  /* Version 4: the sample puzzles belong to the Sample group. Versions
   * 1–3 seeded seven of them into each level, numbered 1–7, so that the
   * user's first puzzle of a level was No. 8. The ones still as they
   * were seeded (never edited or moved: modified = created) go to
   * Sample, numbered after its puzzles, with their progress and solves;
   * the user's puzzles keep their numbers, which may be a book's. Every
   * seeded source becomes the English text the app translates when it
   * shows it (sudoku_library_translate_sample_text()). */
  { 4,
    "CREATE TEMP TABLE seeded_samples AS"
    "  SELECT id, row_number () OVER (ORDER BY level, number, id) AS rank FROM puzzles"
    "  WHERE level BETWEEN 1 AND 7 AND modified = created"
    "    AND (source GLOB 'qqwing_any_10k line [0-9]*'"
    "         OR source GLOB 'puzzles3_magictour_top1465 line [0-9]*');"
    "CREATE TEMP TABLE sample_numbers AS"
    "  SELECT coalesce (max (number), 0) AS last FROM puzzles WHERE level = 0;"
    "UPDATE puzzles SET level = 0,"
    "    number = (SELECT last FROM sample_numbers)"
    "             + (SELECT rank FROM seeded_samples WHERE seeded_samples.id = puzzles.id)"
    "  WHERE id IN (SELECT id FROM seeded_samples);"
    "DROP TABLE seeded_samples;"
    "DROP TABLE sample_numbers;"
    "UPDATE puzzles SET source = 'Sample puzzle from the QQWing generator'"
    "  WHERE source GLOB 'qqwing_any_10k line [0-9]*';"
    "UPDATE puzzles SET source = 'Sample puzzle from the top1465 collection'"
    "  WHERE source GLOB 'puzzles3_magictour_top1465 line [0-9]*';"
    "UPDATE puzzles SET source = 'Arto Inkala’s 2010 puzzle' WHERE source = 'Arto Inkala, 2010';"
    "UPDATE puzzles SET source = 'Arto Inkala’s 2012 puzzle' WHERE source = 'Arto Inkala, 2012';"
    "UPDATE puzzles SET source = 'The Herald Asahi’s “shadow” sudoku'"
    "  WHERE source = 'Herald Asahi shadow sudoku (seed 002)';" },
};

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == SUDOKU_LIBRARY_SCHEMA_VERSION);

static gboolean
query_int (sqlite3     *db,
           const char  *sql,
           gint64      *value,
           GError     **error)
{
  sqlite3_stmt *statement;
  int rc;

  statement = _sudoku_library_prepare (db, sql, _("Cannot read the library"), error);
  if (statement == NULL)
    return FALSE;
  rc = sqlite3_step (statement);
  if (rc == SQLITE_ROW)
    *value = sqlite3_column_int64 (statement, 0);
  sqlite3_finalize (statement);
  if (rc != SQLITE_ROW)
    return _sudoku_library_set_error (error, db, rc, _("Cannot read the library"));
  return TRUE;
}

static gboolean
check_version (sqlite3   *db,
               gint64     version,
               gint64     application_id,
               gboolean  *empty,
               GError   **error)
{
  gint64 n_objects = 0;

  if (!query_int (db, "SELECT count(*) FROM sqlite_schema", &n_objects, error))
    return FALSE;
  *empty = version == 0 && n_objects == 0;

  if (version == 0 && n_objects > 0)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY,
                   _("%s is a database, but not a Nanpure library"),
                   sqlite3_db_filename (db, "main"));
      return FALSE;
    }
  if (version > 0 && application_id != _SUDOKU_LIBRARY_APPLICATION_ID)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY,
                   _("%s is a database of another program, not a Nanpure library"),
                   sqlite3_db_filename (db, "main"));
      return FALSE;
    }
  if (version > SUDOKU_LIBRARY_SCHEMA_VERSION)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NEWER,
                   _("The library %s was written by a newer version of Nanpure (schema "
                     "%lld; this version reads up to %d). Update Nanpure to use it."),
                   sqlite3_db_filename (db, "main"), (long long) version,
                   SUDOKU_LIBRARY_SCHEMA_VERSION);
      return FALSE;
    }
  return TRUE;
}

/* The triggers that stamp a rating written by the add and update paths
 * with the running rater. They hold the rater as constants (not a
 * function of ours) so that other SQLite programs can still write to the
 * file; each Nanpure puts its own rater in when it opens a library whose
 * triggers name another. A rating written together with a new rater
 * version (the rerating itself) is left as it is, and so is an update
 * that leaves the rating as it was (a new title). */
#define RATER_MARK "/* rater " G_STRINGIFY (SUDOKU_RATER_VERSION) " " SUDOKU_RATER_PROFILE " */"
#define RATER_SET \
  "  UPDATE puzzles SET rater_version = " G_STRINGIFY (SUDOKU_RATER_VERSION) "," \
  "                     rater_profile = '" SUDOKU_RATER_PROFILE "'" \
  "    WHERE id = NEW.id;"

static const char rater_triggers[] =
  "DROP TRIGGER IF EXISTS puzzles_rated;"
  "DROP TRIGGER IF EXISTS puzzles_rerated;"
  "CREATE TRIGGER puzzles_rated AFTER INSERT ON puzzles"
  "  WHEN NEW.computed_level > 0 AND NEW.rater_version = 0 "
  "BEGIN " RATER_MARK
  RATER_SET
  "END;"
  "CREATE TRIGGER puzzles_rerated AFTER UPDATE OF computed_level, score, se ON puzzles"
  "  WHEN NEW.computed_level > 0 AND NEW.rater_version = OLD.rater_version"
  "   AND (NEW.computed_level <> OLD.computed_level OR NEW.score <> OLD.score"
  "        OR NEW.se <> OLD.se) "
  "BEGIN " RATER_MARK
  RATER_SET
  "END;";

static gboolean
rater_triggers_current (sqlite3   *db,
                        gboolean  *current,
                        GError   **error)
{
  gint64 n = 0;

  if (!query_int (db, "SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND "
                      "name IN ('puzzles_rated', 'puzzles_rerated') AND "
                      "instr (sql, '" RATER_MARK "') > 0", &n, error))
    return FALSE;
  *current = n == 2;
  return TRUE;
}

/* Whether the connection was set to make no change (PRAGMA query_only,
 * for a command that only reads): sqlite3_db_readonly() does not say. */
static gboolean
query_only (sqlite3 *db)
{
  gint64 on = 0;

  return query_int (db, "PRAGMA query_only", &on, NULL) && on != 0;
}

/* Inside the caller's transaction, or alone when there is none. */
static gboolean
ensure_rater_triggers (sqlite3   *db,
                       GError   **error)
{
  gboolean current = FALSE;
  gboolean own = sqlite3_get_autocommit (db);

  if (!rater_triggers_current (db, &current, error))
    return FALSE;
  if (current)
    return TRUE;
  if (own && !_sudoku_library_exec (db, "BEGIN IMMEDIATE", _("Cannot update the library"), error))
    return FALSE;
  if (!_sudoku_library_exec (db, rater_triggers, _("Cannot update the library"), error) ||
      (own && !_sudoku_library_exec (db, "COMMIT", _("Cannot update the library"), error)))
    {
      if (own)
        _sudoku_library_rollback (db);
      return FALSE;
    }
  return TRUE;
}

/**
 * _sudoku_library_migrate:
 * @db: a connection
 * @created: (out): set to %TRUE when the database was new (and has been
 *   given its sample puzzles)
 *
 * Brings the schema to %SUDOKU_LIBRARY_SCHEMA_VERSION: creates it in a
 * new database and seeds it, or runs the migrations an older library
 * needs. All of it is one transaction: a crash leaves the file as it was.
 */
gboolean
_sudoku_library_migrate (sqlite3   *db,
                         gboolean  *created,
                         GError   **error)
{
  gint64 version = 0;
  gint64 application_id = 0;
  gboolean empty = FALSE;

  *created = FALSE;

  /* The common case, an up-to-date library, takes no write lock. */
  if (!query_int (db, "PRAGMA user_version", &version, error) ||
      !query_int (db, "PRAGMA application_id", &application_id, error) ||
      !check_version (db, version, application_id, &empty, error))
    return FALSE;
  /* A connection that never writes (a command that only reads: query
   * only; or a file the user cannot write: read-only) reads an up-to-date library as it is:
   * the rater triggers only stamp writes, which it cannot make. An
   * older library would need its migration, which is a write: it is
   * refused, and the file stays as it was, still readable by the
   * version that wrote it. */
  if (sqlite3_db_readonly (db, "main") == 1 || query_only (db))
    {
      if (version == SUDOKU_LIBRARY_SCHEMA_VERSION)
        return TRUE;
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY,
                   _("The library %s was made by an older version of Nanpure (schema %lld) "
                     "and must be updated to schema %d before it can be read; a command that "
                     "only reads does not change it. Open it in Nanpure, or run "
                     "“nanpure-cli library upgrade”, to update it."),
                   sqlite3_db_filename (db, "main"), (long long) version,
                   SUDOKU_LIBRARY_SCHEMA_VERSION);
      return FALSE;
    }
  if (version == SUDOKU_LIBRARY_SCHEMA_VERSION)
    return ensure_rater_triggers (db, error);

  if (!_sudoku_library_exec (db, "BEGIN IMMEDIATE", _("Cannot update the library"), error))
    return FALSE;

  /* Read again under the lock: another process may have created or
   * migrated the library meanwhile, and must not be seeded twice. */
  if (!query_int (db, "PRAGMA user_version", &version, error) ||
      !query_int (db, "PRAGMA application_id", &application_id, error) ||
      !check_version (db, version, application_id, &empty, error))
    goto failed;

  for (guint i = 0; i < G_N_ELEMENTS (migrations); i++)
    {
      if (migrations[i].version <= version)
        continue;
      g_debug ("Migrating %s to schema %u", sqlite3_db_filename (db, "main"),
               migrations[i].version);
      if (!_sudoku_library_exec (db, migrations[i].sql, _("Cannot update the library"), error))
        goto failed;
    }
  /* Before seeding: the sample puzzles' ratings are this rater's
   * (tests/test-library.c checks them). */
  if (!ensure_rater_triggers (db, error))
    goto failed;

  if (empty)
    {
      g_autofree char *sql = g_strdup_printf ("PRAGMA application_id = %d",
                                              _SUDOKU_LIBRARY_APPLICATION_ID);

      if (!_sudoku_library_exec (db, sql, _("Cannot create the library"), error) ||
          !_sudoku_library_seed (db, error))
        goto failed;
    }

  {
    g_autofree char *sql = g_strdup_printf ("PRAGMA user_version = %d",
                                            SUDOKU_LIBRARY_SCHEMA_VERSION);

    if (!_sudoku_library_exec (db, sql, _("Cannot update the library"), error) ||
        !_sudoku_library_exec (db, "COMMIT", _("Cannot update the library"), error))
      goto failed;
  }

  *created = empty;
  return TRUE;

failed:
  _sudoku_library_rollback (db);
  return FALSE;
}

/* Seeding */

#define SAMPLE_RESOURCE "/io/github/nanpure/Nanpure/library/sample-puzzles.txt"

static gboolean
parse_unsigned (const char *text,
                guint64     max,
                guint64    *value)
{
  return g_ascii_isdigit (text[0]) &&
         g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL);
}

static gboolean
parse_sample_line (const char           *line,
                   SudokuLibraryPuzzle  *puzzle)
{
  g_auto(GStrv) fields = g_strsplit (line, "\t", -1);
  guint n_fields = g_strv_length (fields);
  guint64 level, computed_level, score;
  char *end = NULL;

  if (n_fields < 7 || n_fields > 8)
    return FALSE;

  if (g_str_equal (fields[0], "sample"))
    level = SUDOKU_LIBRARY_SAMPLE;
  else if (!parse_unsigned (fields[0], SUDOKU_LIBRARY_MAX_LEVEL, &level) || level == 0)
    return FALSE;

  if (!sudoku_variant_from_string (fields[1], &puzzle->variant) ||
      !sudoku_library_normalize_givens (fields[2], puzzle->givens, NULL) ||
      !parse_unsigned (fields[3], SUDOKU_LIBRARY_MAX_LEVEL, &computed_level) ||
      !parse_unsigned (fields[4], G_MAXUINT, &score))
    return FALSE;

  puzzle->se = g_ascii_strtod (fields[5], &end);
  if (end == NULL || *end != '\0' || end == fields[5])
    return FALSE;

  puzzle->level = level;
  puzzle->computed_level = computed_level;
  puzzle->score = score;
  puzzle->source = g_strdup (fields[6]);
  puzzle->title = g_strdup (n_fields == 8 ? fields[7] : "");
  return TRUE;
}

/**
 * _sudoku_library_seed:
 *
 * Adds the sample puzzles (data/sample-puzzles.txt, compiled in) to a
 * new library, inside the caller's transaction. The file is ours and
 * tested, so a bad line is a warning, not a reason to refuse to open.
 */
gboolean
_sudoku_library_seed (sqlite3  *db,
                      GError  **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local = NULL;
  g_auto(GStrv) lines = NULL;
  SudokuLibraryInserter inserter;
  gboolean ok = TRUE;

  bytes = g_resource_lookup_data (sudoku_library_get_resource (), SAMPLE_RESOURCE,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, &local);
  if (bytes == NULL)
    {
      g_warning ("No sample puzzles: %s", local->message);
      return TRUE;
    }

  if (!_sudoku_library_inserter_init (&inserter, db, error))
    return FALSE;

  lines = g_strsplit (g_bytes_get_data (bytes, NULL), "\n", -1);
  for (guint i = 0; lines[i] != NULL && ok; i++)
    {
      g_autoptr(SudokuLibraryPuzzle) puzzle = sudoku_library_puzzle_new ();
      gint64 id;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      if (!parse_sample_line (lines[i], puzzle))
        {
          g_warning ("sample-puzzles.txt, line %u: not a sample puzzle line", i + 1);
          continue;
        }
      switch (_sudoku_library_inserter_add (&inserter, puzzle, &id, error))
        {
        case _SUDOKU_LIBRARY_INSERTED:
          break;
        case _SUDOKU_LIBRARY_DUPLICATE:
          g_warning ("sample-puzzles.txt, line %u: a duplicate puzzle", i + 1);
          break;
        case _SUDOKU_LIBRARY_INSERT_FAILED:
        default:
          ok = FALSE;
          break;
        }
    }

  _sudoku_library_inserter_clear (&inserter);
  return ok;
}
