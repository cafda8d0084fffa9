/* sudoku-library-solves.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the library keeps of playing a puzzle: the progress of an
 * unfinished game (one per puzzle, in the app's own text format) and
 * the solves saved for it. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"

#include <glib/gi18n-lib.h>

/* Progress */

static gboolean
set_puzzle_foreign_key_error (sqlite3        *db,
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
  return _sudoku_library_set_error (error, db, rc, doing);
}

gboolean
_sudoku_library_db_save_progress (sqlite3     *db,
                                  gint64       puzzle_id,
                                  guint        format,
                                  const char  *data,
                                  GError     **error)
{
  sqlite3_stmt *statement;
  int rc;

  statement = _sudoku_library_prepare (db,
                                       "INSERT INTO progress (puzzle_id, format, data, modified) "
                                       "VALUES (?1, ?2, ?3, ?4) ON CONFLICT (puzzle_id) DO UPDATE "
                                       "SET format = ?2, data = ?3, modified = ?4",
                                       _("Cannot save the game"), error);
  if (statement == NULL)
    return FALSE;
  sqlite3_bind_int64 (statement, 1, puzzle_id);
  sqlite3_bind_int64 (statement, 2, format);
  sqlite3_bind_text (statement, 3, data, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (statement, 4, _sudoku_library_now_seconds ());
  rc = sqlite3_step (statement);
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    return set_puzzle_foreign_key_error (db, rc, puzzle_id, _("Cannot save the game"), error);
  return TRUE;
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
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  if (!_sudoku_library_db_save_progress (self->db, puzzle_id, format, data, error))
    return FALSE;
  _sudoku_library_changed (self);
  return TRUE;
}

char *
_sudoku_library_db_dup_progress (sqlite3     *db,
                                 gint64       puzzle_id,
                                 guint       *format,
                                 GError     **error)
{
  sqlite3_stmt *statement;
  char *data = NULL;
  int rc;

  statement = _sudoku_library_prepare (db,
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
      data = _sudoku_library_column_dup_text (statement, 1);
    }
  else if (rc != SQLITE_DONE)
    _sudoku_library_set_error (error, db, rc, _("Cannot read the saved game"));
  sqlite3_finalize (statement);
  return data;
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
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  return _sudoku_library_db_dup_progress (self->db, puzzle_id, format, error);
}

/* Returns the number of rows removed (0 or 1), or -1 with @error set. */
int
_sudoku_library_db_clear_progress (sqlite3     *db,
                                   gint64       puzzle_id,
                                   GError     **error)
{
  sqlite3_stmt *statement;

  statement = _sudoku_library_prepare (db, "DELETE FROM progress WHERE puzzle_id = ?",
                                       _("Cannot remove the saved game"), error);
  if (statement == NULL)
    return -1;
  sqlite3_bind_int64 (statement, 1, puzzle_id);
  if (!_sudoku_library_run_statement (db, statement, _("Cannot remove the saved game"), error))
    return -1;
  return sqlite3_changes (db);
}

gboolean
sudoku_library_clear_progress (SudokuLibrary  *self,
                               gint64          puzzle_id,
                               GError        **error)
{
  int removed;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);

  removed = _sudoku_library_db_clear_progress (self->db, puzzle_id, error);
  if (removed < 0)
    return FALSE;
  if (removed > 0)
    _sudoku_library_changed (self);
  return TRUE;
}

/* Solves */

gint64
_sudoku_library_db_add_solve (sqlite3                   *db,
                              const SudokuLibrarySolve  *solve,
                              GError                   **error)
{
  sqlite3_stmt *statement;
  int rc;

  if (solve->result == NULL || solve->result[0] == '\0')
    {
      g_set_error_literal (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                           _("A solve needs a result"));
      return 0;
    }

  statement = _sudoku_library_prepare (db,
                                       "INSERT INTO solves (puzzle_id, date, profile, "
                                       "engine_version, result, duration_ms, steps) "
                                       "VALUES (?, ?, ?, ?, ?, ?, ?)",
                                       _("Cannot save the solve"), error);
  if (statement == NULL)
    return 0;
  sqlite3_bind_int64 (statement, 1, solve->puzzle_id);
  sqlite3_bind_int64 (statement, 2, solve->date > 0 ? solve->date : _sudoku_library_now_seconds ());
  _sudoku_library_bind_text (statement, 3, solve->profile);
  _sudoku_library_bind_text (statement, 4, solve->engine_version);
  _sudoku_library_bind_text (statement, 5, solve->result);
  sqlite3_bind_int64 (statement, 6, MAX (solve->duration_ms, 0));
  _sudoku_library_bind_text (statement, 7, solve->steps);
  rc = sqlite3_step (statement);
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    {
      set_puzzle_foreign_key_error (db, rc, solve->puzzle_id, _("Cannot save the solve"), error);
      return 0;
    }
  return sqlite3_last_insert_rowid (db);
}

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
  gint64 id;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), 0);
  g_return_val_if_fail (solve != NULL, 0);

  id = _sudoku_library_db_add_solve (self->db, solve, error);
  if (id != 0)
    _sudoku_library_changed (self);
  return id;
}

#define SOLVE_COLUMNS "id, puzzle_id, date, profile, engine_version, result, duration_ms, steps"

static SudokuLibrarySolve *
solve_from_row (sqlite3_stmt *statement)
{
  SudokuLibrarySolve *solve = sudoku_library_solve_new ();

  solve->id = sqlite3_column_int64 (statement, 0);
  solve->puzzle_id = sqlite3_column_int64 (statement, 1);
  solve->date = sqlite3_column_int64 (statement, 2);
  solve->profile = _sudoku_library_column_dup_text (statement, 3);
  solve->engine_version = _sudoku_library_column_dup_text (statement, 4);
  solve->result = _sudoku_library_column_dup_text (statement, 5);
  solve->duration_ms = sqlite3_column_int64 (statement, 6);
  solve->steps = _sudoku_library_column_dup_text (statement, 7);
  return solve;
}

GPtrArray *
_sudoku_library_db_list_solves (sqlite3     *db,
                                gint64       puzzle_id,
                                GError     **error)
{
  g_autoptr(GPtrArray) solves = NULL;
  sqlite3_stmt *statement;
  int rc;

  statement = _sudoku_library_prepare (db,
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
      _sudoku_library_set_error (error, db, rc, _("Cannot read the solves"));
      return NULL;
    }
  return g_steal_pointer (&solves);
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
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  return _sudoku_library_db_list_solves (self->db, puzzle_id, error);
}

SudokuLibrarySolve *
_sudoku_library_db_get_solve (sqlite3     *db,
                              gint64       solve_id,
                              GError     **error)
{
  SudokuLibrarySolve *solve = NULL;
  sqlite3_stmt *statement;
  int rc;

  statement = _sudoku_library_prepare (db,
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
    _sudoku_library_set_error (error, db, rc, _("Cannot read the solve"));
  sqlite3_finalize (statement);
  return solve;
}

SudokuLibrarySolve *
sudoku_library_get_solve (SudokuLibrary  *self,
                          gint64          solve_id,
                          GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  return _sudoku_library_db_get_solve (self->db, solve_id, error);
}
