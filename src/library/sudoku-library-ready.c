/* sudoku-library-ready.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Generated puzzles kept ready per variant, level and symmetry (table
 * ready_puzzles, schema 3), so that a new puzzle is there at once and
 * the stock survives a restart. A ready puzzle was rated when it was
 * made; one made for another rater version is dropped rather than
 * handed out, since its level may no longer be the one asked for. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"
#include "sudoku-rater.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static gboolean
check_kind (SudokuVariant   variant,
            guint           level,
            const char     *symmetry,
            GError        **error)
{
  if (level < 1 || level > SUDOKU_LIBRARY_MAX_LEVEL)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("A ready puzzle’s level must be 1–7, not %u"), level);
      return FALSE;
    }
  if (variant != SUDOKU_VARIANT_CLASSIC && variant != SUDOKU_VARIANT_WINDOKU)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("Unknown variant %d for a ready puzzle"), (int) variant);
      return FALSE;
    }
  if (symmetry == NULL || symmetry[0] == '\0' || strlen (symmetry) >= 16)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("A ready puzzle needs the name of its symmetry"));
      return FALSE;
    }
  return TRUE;
}

/**
 * sudoku_library_add_ready:
 * @self: a library
 * @ready: the puzzle, rated by this code's rater
 *
 * Keeps a generated puzzle for sudoku_library_take_ready().
 *
 * Returns: %TRUE on success
 */
gboolean
sudoku_library_add_ready (SudokuLibrary             *self,
                          const SudokuLibraryReady  *ready,
                          GError                   **error)
{
  char givens[SUDOKU_N_CELLS + 1];
  sqlite3_stmt *statement;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (ready != NULL, FALSE);

  if (!check_kind (ready->variant, ready->level, ready->symmetry, error))
    return FALSE;
  if (!sudoku_library_normalize_givens (ready->givens, givens, NULL))
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("A ready puzzle needs 81 givens (digits, “.” or “0”), not “%s”"),
                   ready->givens);
      return FALSE;
    }

  statement = _sudoku_library_prepare (self->db,
                                       "INSERT INTO ready_puzzles (variant, level, symmetry, "
                                       "givens, "
                                       "score, se, rater_version, created) "
                                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                                       _("Cannot keep the ready puzzle"), error);
  if (statement == NULL)
    return FALSE;
  _sudoku_library_bind_text (statement, 1, sudoku_variant_to_string (ready->variant));
  sqlite3_bind_int (statement, 2, (int) ready->level);
  _sudoku_library_bind_text (statement, 3, ready->symmetry);
  sqlite3_bind_text (statement, 4, givens, SUDOKU_N_CELLS, SQLITE_TRANSIENT);
  sqlite3_bind_int (statement, 5, (int) ready->score);
  sqlite3_bind_double (statement, 6, ready->se);
  sqlite3_bind_int (statement, 7, SUDOKU_RATER_VERSION);
  sqlite3_bind_int64 (statement, 8, _sudoku_library_now_seconds ());
  return _sudoku_library_run_statement (self->db, statement, _("Cannot keep the ready puzzle"),
                                        error);
}

/* sudoku_library_take_ready() on a connection of its own (a worker's). */
gboolean
_sudoku_library_db_take_ready (sqlite3             *db,
                               SudokuVariant        variant,
                               guint                level,
                               const char          *symmetry,
                               SudokuLibraryReady  *ready,
                               gboolean            *found,
                               GError             **error)
{
  const char *doing = _("Cannot take a ready puzzle");
  sqlite3_stmt *statement = NULL;
  gint64 id = 0;
  int rc;

  *found = FALSE;
  if (!check_kind (variant, level, symmetry, error))
    return FALSE;
  if (!_sudoku_library_exec (db, "BEGIN IMMEDIATE", doing, error))
    return FALSE;

  statement = _sudoku_library_prepare (db,
                                       "DELETE FROM ready_puzzles WHERE rater_version <> ?",
                                       doing, error);
  if (statement == NULL)
    goto failed;
  sqlite3_bind_int (statement, 1, SUDOKU_RATER_VERSION);
  if (!_sudoku_library_run_statement (db, statement, doing, error))
    goto failed;

  statement = _sudoku_library_prepare (db,
                                       "SELECT id, givens, score, se FROM ready_puzzles "
                                       "WHERE variant = ? AND level = ? AND symmetry = ? "
                                       "ORDER BY id LIMIT 1",
                                       doing, error);
  if (statement == NULL)
    goto failed;
  _sudoku_library_bind_text (statement, 1, sudoku_variant_to_string (variant));
  sqlite3_bind_int (statement, 2, (int) level);
  _sudoku_library_bind_text (statement, 3, symmetry);
  rc = sqlite3_step (statement);
  if (rc == SQLITE_ROW)
    {
      const char *givens = (const char *) sqlite3_column_text (statement, 1);

      memset (ready, 0, sizeof *ready);
      ready->variant = variant;
      ready->level = level;
      g_strlcpy (ready->symmetry, symmetry, sizeof ready->symmetry);
      g_strlcpy (ready->givens, givens != NULL ? givens : "", sizeof ready->givens);
      ready->score = sqlite3_column_int (statement, 2);
      ready->se = sqlite3_column_double (statement, 3);
      id = sqlite3_column_int64 (statement, 0);
    }
  sqlite3_finalize (statement);
  statement = NULL;
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    {
      _sudoku_library_set_error (error, db, rc, doing);
      goto failed;
    }

  if (id != 0)
    {
      statement = _sudoku_library_prepare (db, "DELETE FROM ready_puzzles WHERE id = ?",
                                           doing, error);
      if (statement == NULL)
        goto failed;
      sqlite3_bind_int64 (statement, 1, id);
      if (!_sudoku_library_run_statement (db, statement, doing, error))
        goto failed;
    }

  if (!_sudoku_library_exec (db, "COMMIT", doing, error))
    goto failed;
  *found = id != 0;
  return TRUE;

failed:
  _sudoku_library_rollback (db);
  return FALSE;
}

/**
 * sudoku_library_take_ready:
 * @self: a library
 * @variant: the rules wanted
 * @level: the level wanted, 1–7
 * @symmetry: the symmetry wanted ("none", "rot180", …)
 * @ready: (out caller-allocates): the puzzle, when @found
 * @found: (out): whether one was ready
 *
 * Takes the oldest ready puzzle of that kind out of the stock (two
 * processes never get the same one). Ready puzzles of an older rater
 * are dropped on the way.
 *
 * Returns: %TRUE unless the database failed
 */
gboolean
sudoku_library_take_ready (SudokuLibrary       *self,
                           SudokuVariant        variant,
                           guint                level,
                           const char          *symmetry,
                           SudokuLibraryReady  *ready,
                           gboolean            *found,
                           GError             **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (ready != NULL && found != NULL, FALSE);

  return _sudoku_library_db_take_ready (self->db, variant, level, symmetry, ready, found, error);
}

/**
 * sudoku_library_count_ready:
 * @self: a library
 * @variant: the rules
 * @level: the level, 1–7
 * @symmetry: the symmetry ("none", "rot180", …)
 * @count: (out): how many puzzles of that kind are ready (made by this
 *   code's rater)
 *
 * Returns: %TRUE unless the database failed
 */
gboolean
sudoku_library_count_ready (SudokuLibrary  *self,
                            SudokuVariant   variant,
                            guint           level,
                            const char     *symmetry,
                            guint          *count,
                            GError        **error)
{
  const char *doing = _("Cannot count the ready puzzles");
  sqlite3_stmt *statement;
  int rc;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (count != NULL, FALSE);

  *count = 0;
  if (!check_kind (variant, level, symmetry, error))
    return FALSE;
  statement = _sudoku_library_prepare (self->db,
                                       "SELECT count(*) FROM ready_puzzles WHERE variant = ? "
                                       "AND level = ? AND symmetry = ? AND rater_version = ?",
                                       doing, error);
  if (statement == NULL)
    return FALSE;
  _sudoku_library_bind_text (statement, 1, sudoku_variant_to_string (variant));
  sqlite3_bind_int (statement, 2, (int) level);
  _sudoku_library_bind_text (statement, 3, symmetry);
  sqlite3_bind_int (statement, 4, SUDOKU_RATER_VERSION);
  rc = sqlite3_step (statement);
  if (rc == SQLITE_ROW)
    *count = sqlite3_column_int (statement, 0);
  sqlite3_finalize (statement);
  if (rc != SQLITE_ROW)
    return _sudoku_library_set_error (error, self->db, rc, doing);
  return TRUE;
}
