/* sudoku-library-file.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What is at a library path, found without changing it: opening a
 * library decides from this whether it may create, open or set aside
 * the file, so that a file that is not ours (a user's text file of
 * puzzles given by mistake, another program's database) is never
 * written, renamed or replaced. Only the bytes are read: SQLite is asked
 * only when the header cannot tell (a library whose first transaction is
 * still in its log). */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"
#include "sudoku-parse.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The bytes read to tell text from the rest, and puzzles from text. */
#define PROBE_BYTES (64 * 1024)

/* The SQLite file header (https://www.sqlite.org/fileformat.html). */
#define SQLITE_HEADER_SIZE           100
#define SQLITE_SCHEMA_COOKIE_OFFSET  40
#define SQLITE_USER_VERSION_OFFSET   60
#define SQLITE_APPLICATION_ID_OFFSET 68

static const char sqlite_magic[16] = "SQLite format 3";

static guint32
read_be32 (const guchar *bytes)
{
  return ((guint32) bytes[0] << 24) | ((guint32) bytes[1] << 16) |
         ((guint32) bytes[2] << 8) | (guint32) bytes[3];
}

static gboolean
file_has_data (const char *path)
{
  GStatBuf info;

  return g_stat (path, &info) == 0 && info.st_size > 0;
}

/* A database whose header does not carry our id may still be a new
 * library whose first transaction is only in its log: SQLite reads the
 * two together, without writing. */
static SudokuLibraryFileKind
probe_with_sqlite (const char *path)
{
  g_autoptr(GError) error = NULL;
  sqlite3 *db = _sudoku_library_open_connection_read_only (path, &error);
  sqlite3_stmt *statement = NULL;
  SudokuLibraryFileKind kind = SUDOKU_LIBRARY_FILE_DATABASE;

  if (db == NULL)
    {
      g_debug ("%s: %s", path, error->message);
      return kind;
    }
  if (sqlite3_prepare_v2 (db, "SELECT (SELECT application_id FROM pragma_application_id), "
                              "(SELECT count(*) FROM sqlite_schema)",
                          -1, &statement, NULL) == SQLITE_OK &&
      sqlite3_step (statement) == SQLITE_ROW)
    {
      if (sqlite3_column_int64 (statement, 0) == _SUDOKU_LIBRARY_APPLICATION_ID)
        kind = SUDOKU_LIBRARY_FILE_LIBRARY;
      else if (sqlite3_column_int64 (statement, 0) == 0 &&
               sqlite3_column_int64 (statement, 1) == 0)
        kind = SUDOKU_LIBRARY_FILE_EMPTY;
    }
  sqlite3_finalize (statement);
  sqlite3_close (db);
  return kind;
}

static SudokuLibraryFileKind
probe_database (const char   *path,
                const guchar *header)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  guint32 application_id = read_be32 (header + SQLITE_APPLICATION_ID_OFFSET);

  if (application_id == _SUDOKU_LIBRARY_APPLICATION_ID)
    return SUDOKU_LIBRARY_FILE_LIBRARY;
  if (file_has_data (wal))
    return probe_with_sqlite (path);
  /* No table was ever made (the schema cookie counts schema changes),
   * and nobody marked it as theirs. */
  if (application_id == 0 && read_be32 (header + SQLITE_SCHEMA_COOKIE_OFFSET) == 0 &&
      read_be32 (header + SQLITE_USER_VERSION_OFFSET) == 0)
    return SUDOKU_LIBRARY_FILE_EMPTY;
  return SUDOKU_LIBRARY_FILE_DATABASE;
}

static SudokuLibraryFileKind
probe_text (const char *text,
            gsize       length,
            gboolean    whole)
{
  g_autoptr(GPtrArray) entries = NULL;
  const char *end = NULL;

  if (memchr (text, '\0', length) != NULL)
    return SUDOKU_LIBRARY_FILE_OTHER;
  /* A part of a longer file is cut after its last whole line. */
  if (!whole)
    {
      gsize cut = length;

      while (cut > 0 && text[cut - 1] != '\n')
        cut--;
      if (cut > 0)
        length = cut;
    }
  if (!g_utf8_validate_len (text, length, &end))
    {
      /* Only a character cut at the end of what was read is forgiven. */
      if (whole || length - (gsize) (end - text) > 3)
        return SUDOKU_LIBRARY_FILE_OTHER;
      length = (gsize) (end - text);
    }

  entries = sudoku_parse_collection (text, (gssize) length, SUDOKU_VARIANT_CLASSIC);
  for (guint i = 0; i < entries->len; i++)
    {
      const SudokuParseEntry *entry = g_ptr_array_index (entries, i);

      if (entry->puzzle != NULL)
        return SUDOKU_LIBRARY_FILE_PUZZLES;
    }
  return SUDOKU_LIBRARY_FILE_TEXT;
}

/**
 * _sudoku_library_probe:
 * @path: a library path
 * @kind: (out): what is there
 *
 * Looks at @path without changing anything there.
 *
 * Returns: %FALSE with @error set when the file cannot be read
 */
gboolean
_sudoku_library_probe (const char             *path,
                       SudokuLibraryFileKind  *kind,
                       GError                **error)
{
  g_autofree guchar *bytes = NULL;
  GStatBuf info;
  gssize length;
  int fd;

  if (g_stat (path, &info) != 0)
    {
      int saved_errno = errno;

      if (saved_errno == ENOENT || saved_errno == ENOTDIR)
        {
          *kind = SUDOKU_LIBRARY_FILE_MISSING;
          return TRUE;
        }
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_FAILED,
                   _("Cannot open the library %s: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }
  if (S_ISDIR (info.st_mode))
    {
      *kind = SUDOKU_LIBRARY_FILE_FOLDER;
      return TRUE;
    }
  /* Never read a pipe or a device: it may wait, or lose what it gives. */
  if (!S_ISREG (info.st_mode))
    {
      *kind = SUDOKU_LIBRARY_FILE_OTHER;
      return TRUE;
    }
  if (info.st_size == 0)
    {
      g_autofree char *wal = g_strconcat (path, "-wal", NULL);

      /* A new library lives in its log until the first checkpoint. */
      *kind = file_has_data (wal) ? probe_with_sqlite (path) : SUDOKU_LIBRARY_FILE_EMPTY;
      return TRUE;
    }

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_FAILED,
                   _("Cannot open the library %s: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }
  bytes = g_malloc (PROBE_BYTES + 1);
  length = 0;
  while (length < PROBE_BYTES)
    {
      gssize n = read (fd, bytes + length, PROBE_BYTES - (gsize) length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          g_close (fd, NULL);
          g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_FAILED,
                       _("Cannot open the library %s: %s"), path, g_strerror (saved_errno));
          return FALSE;
        }
      if (n == 0)
        break;
      length += n;
    }
  g_close (fd, NULL);
  bytes[length] = '\0';

  if (length >= SQLITE_HEADER_SIZE && memcmp (bytes, sqlite_magic, sizeof sqlite_magic) == 0)
    *kind = probe_database (path, bytes);
  else
    *kind = probe_text ((const char *) bytes, (gsize) length, length < PROBE_BYTES);
  return TRUE;
}

/**
 * sudoku_library_probe_file:
 * @path: a file name
 *
 * Says what is at @path, reading it and changing nothing: a library,
 * another database, a text file of puzzles… A file that cannot be read
 * is %SUDOKU_LIBRARY_FILE_OTHER.
 *
 * Returns: what the file is
 */
SudokuLibraryFileKind
sudoku_library_probe_file (const char *path)
{
  SudokuLibraryFileKind kind = SUDOKU_LIBRARY_FILE_OTHER;

  g_return_val_if_fail (path != NULL, SUDOKU_LIBRARY_FILE_OTHER);

  if (!_sudoku_library_probe (path, &kind, NULL))
    return SUDOKU_LIBRARY_FILE_OTHER;
  return kind;
}

/**
 * _sudoku_library_set_not_library_error:
 * @path: the path as the user gave it
 * @kind: what is there, not a library
 *
 * Says why the file at @path cannot be used as a library.
 *
 * Returns: %FALSE
 */
gboolean
_sudoku_library_set_not_library_error (GError                **error,
                                       const char             *path,
                                       SudokuLibraryFileKind   kind)
{
  switch (kind)
    {
    case SUDOKU_LIBRARY_FILE_MISSING:
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_MISSING,
                   _("There is no library at %s"), path);
      break;
    case SUDOKU_LIBRARY_FILE_FOLDER:
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY,
                   _("%s is a folder, not a library file"), path);
      break;
    case SUDOKU_LIBRARY_FILE_EMPTY:
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY,
                   _("%s is not a Nanpure library (it is empty)"), path);
      break;
    case SUDOKU_LIBRARY_FILE_DATABASE:
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY,
                   _("%s is not a Nanpure library (it is a database of another program)"),
                   path);
      break;
    case SUDOKU_LIBRARY_FILE_PUZZLES:
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY,
                   _("%s is not a Nanpure library (it looks like a text file of puzzles: "
                     "import its puzzles into the library instead)"), path);
      break;
    case SUDOKU_LIBRARY_FILE_TEXT:
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY,
                   _("%s is not a Nanpure library (it is a text file)"), path);
      break;
    case SUDOKU_LIBRARY_FILE_OTHER:
    case SUDOKU_LIBRARY_FILE_LIBRARY:
    default:
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_LIBRARY,
                   _("%s is not a Nanpure library (it is neither a database nor text)"), path);
      break;
    }
  return FALSE;
}
