/* sudoku-library-writes.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Changing the library's puzzles: adding them (the inserter that an
 * import reuses for every row), the numbering rule, and updating,
 * moving, trashing, restoring and deleting them, one at a time or many
 * in one transaction. The _sudoku_library_db_* functions work on any
 * connection (the async writes run them in a worker); the public calls
 * are their synchronous wrappers. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Writing puzzles */

#define INSERT_COLUMNS \
  "INSERT INTO puzzles (variant, givens, canonical_key, level, computed_level, score, se, " \
  "number, source, title, notes, created, modified) VALUES "
#define INSERT_ROW "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
#define INSERT_PARAMETERS 13

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
                                              INSERT_COLUMNS INSERT_ROW,
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

/* The number @puzzle gets: its own, or the next of its level. */
static guint
number_puzzle (SudokuLibraryInserter     *inserter,
               const SudokuLibraryPuzzle *puzzle)
{
  guint number = puzzle->number;

  if (number == 0)
    number = inserter->next_number[puzzle->level];
  if (number >= inserter->next_number[puzzle->level] && number < G_MAXUINT)
    inserter->next_number[puzzle->level] = number + 1;
  return number;
}

/* Binds the values of @puzzle that rows share (all but the givens, the
 * key and the number) to the parameters of one row of an INSERT, from
 * @offset on. */
static void
bind_shared (sqlite3_stmt              *statement,
             int                        offset,
             const SudokuLibraryPuzzle *puzzle,
             gint64                     now)
{
  _sudoku_library_bind_text (statement, offset + 1, sudoku_variant_to_string (puzzle->variant));
  sqlite3_bind_int (statement, offset + 4, (int) puzzle->level);
  sqlite3_bind_int (statement, offset + 5,
                    (int) MIN (puzzle->computed_level, SUDOKU_LIBRARY_MAX_LEVEL));
  sqlite3_bind_int64 (statement, offset + 6, puzzle->score);
  sqlite3_bind_double (statement, offset + 7, puzzle->se);
  _sudoku_library_bind_text (statement, offset + 9, puzzle->source);
  _sudoku_library_bind_text (statement, offset + 10, puzzle->title);
  _sudoku_library_bind_text (statement, offset + 11, puzzle->notes);
  sqlite3_bind_int64 (statement, offset + 12, puzzle->created > 0 ? puzzle->created : now);
  sqlite3_bind_int64 (statement, offset + 13, puzzle->modified > 0 ? puzzle->modified : now);
}

/* Binds @puzzle's givens, @key and @number to the parameters of one row
 * of an INSERT, from @offset on. The givens and @key are not copied:
 * they must last until the statement has run. */
static void
bind_own (sqlite3_stmt              *statement,
          int                        offset,
          const SudokuLibraryPuzzle *puzzle,
          const char                *key,
          guint                      number)
{
  sqlite3_bind_text (statement, offset + 2, puzzle->givens, SUDOKU_N_CELLS, SQLITE_STATIC);
  sqlite3_bind_text (statement, offset + 3, key, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (statement, offset + 8, number);
}

/* Binds @puzzle to the parameters of one row of an INSERT, from @offset
 * on, and numbers it. */
static void
bind_puzzle (SudokuLibraryInserter     *inserter,
             sqlite3_stmt              *statement,
             int                        offset,
             const SudokuLibraryPuzzle *puzzle,
             const char                *key,
             gint64                     now)
{
  bind_shared (statement, offset, puzzle, now);
  bind_own (statement, offset, puzzle, key, number_puzzle (inserter, puzzle));
}

static void
bound_row_clear (SudokuLibraryBoundRow *bound)
{
  g_clear_pointer (&bound->source, g_free);
  g_clear_pointer (&bound->title, g_free);
  g_clear_pointer (&bound->notes, g_free);
}

/* Whether row @i of the batch statement holds @puzzle's shared values
 * bound already; if not, binds them and remembers them. An import's
 * rows share them all: binding only what changes saves SQLite a copy of
 * each string, and ten of its thirteen calls (each taking the
 * connection's mutex), for every row. */
static void
bind_shared_once (SudokuLibraryInserter     *inserter,
                  guint                      i,
                  const SudokuLibraryPuzzle *puzzle,
                  gint64                     now)
{
  SudokuLibraryBoundRow *bound = &inserter->bound[i];
  SudokuLibraryBoundRow row = {
    puzzle->variant, puzzle->level, MIN (puzzle->computed_level, SUDOKU_LIBRARY_MAX_LEVEL),
    puzzle->score, puzzle->se,
    puzzle->source != NULL ? puzzle->source : (char *) "",
    puzzle->title != NULL ? puzzle->title : (char *) "",
    puzzle->notes != NULL ? puzzle->notes : (char *) "",
    puzzle->created > 0 ? puzzle->created : now,
    puzzle->modified > 0 ? puzzle->modified : now,
  };

  if (inserter->batch_bound && bound->variant == row.variant && bound->level == row.level &&
      bound->computed_level == row.computed_level && bound->score == row.score &&
      memcmp (&bound->se, &row.se, sizeof row.se) == 0 &&
      strcmp (bound->source, row.source) == 0 && strcmp (bound->title, row.title) == 0 &&
      strcmp (bound->notes, row.notes) == 0 && bound->created == row.created &&
      bound->modified == row.modified)
    return;

  bind_shared (inserter->insert_batch, (int) (i * INSERT_PARAMETERS), puzzle, now);
  bound_row_clear (bound);
  *bound = row;
  bound->source = g_strdup (row.source);
  bound->title = g_strdup (row.title);
  bound->notes = g_strdup (row.notes);
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
  gint64 now = _sudoku_library_now_seconds ();
  int rc;

  g_assert (key != NULL);
  g_assert (puzzle->level <= SUDOKU_LIBRARY_MAX_LEVEL);

  /* Without its statement the caller has checked the keys itself. */
  if (inserter->find != NULL)
    {
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
    }

  sqlite3_reset (inserter->insert);
  bind_puzzle (inserter, inserter->insert, 0, puzzle, key, now);
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

/* Adds the @n_puzzles puzzles of @puzzles, in order, for a caller that
 * has looked for their keys itself (no @find): a full batch
 * (_SUDOKU_LIBRARY_INSERT_BATCH puzzles) in one statement, which saves
 * SQLite most of its work per statement (a third of a bulk import's
 * writing), fewer one at a time. Their givens must be normalised
 * already (`1`–`9` and `.`, as the import unpacks them). The caller holds the transaction, so
 * no other row comes in between, and AUTOINCREMENT gives each row the
 * id after the last: @ids receives the first's and the ones that follow. */
gboolean
_sudoku_library_inserter_add_batch (SudokuLibraryInserter      *inserter,
                                    const SudokuLibraryPuzzle  *puzzles,
                                    guint                       n_puzzles,
                                    gint64                     *ids,
                                    GError                    **error)
{
  char keys[_SUDOKU_LIBRARY_INSERT_BATCH][SUDOKU_N_CELLS + 16];
  gint64 now = _sudoku_library_now_seconds ();
  gint64 last;
  int rc;

  g_assert (inserter->find == NULL);
  g_assert (n_puzzles <= _SUDOKU_LIBRARY_INSERT_BATCH);

  if (n_puzzles < _SUDOKU_LIBRARY_INSERT_BATCH)
    {
      for (guint i = 0; i < n_puzzles; i++)
        if (_sudoku_library_inserter_add (inserter, &puzzles[i], &ids[i], error) !=
            _SUDOKU_LIBRARY_INSERTED)
          return FALSE;
      return TRUE;
    }

  if (inserter->insert_batch == NULL)
    {
      g_autoptr(GString) sql = g_string_new (INSERT_COLUMNS INSERT_ROW);

      for (guint i = 1; i < _SUDOKU_LIBRARY_INSERT_BATCH; i++)
        g_string_append (sql, ", " INSERT_ROW);
      inserter->insert_batch = _sudoku_library_prepare (inserter->db, sql->str,
                                                        _("Cannot save the puzzle"), error);
      if (inserter->insert_batch == NULL)
        return FALSE;
    }

  sqlite3_reset (inserter->insert_batch);
  for (guint i = 0; i < n_puzzles; i++)
    bind_shared_once (inserter, i, &puzzles[i], now);
  inserter->batch_bound = TRUE;
  for (guint i = 0; i < n_puzzles; i++)
    {
      const char *variant = sudoku_variant_to_string (puzzles[i].variant);
      gsize variant_length = strlen (variant);

      /* The key of givens already normalised, as
       * sudoku_library_dup_canonical_key() makes it, without its look
       * at every cell and its allocation (a tenth of the writing). */
      g_assert (puzzles[i].level <= SUDOKU_LIBRARY_MAX_LEVEL);
      g_assert (variant_length + 1 + SUDOKU_N_CELLS < sizeof keys[i]);
      memcpy (keys[i], variant, variant_length);
      keys[i][variant_length] = ':';
      memcpy (keys[i] + variant_length + 1, puzzles[i].givens, SUDOKU_N_CELLS);
      keys[i][variant_length + 1 + SUDOKU_N_CELLS] = '\0';
      bind_own (inserter->insert_batch, (int) (i * INSERT_PARAMETERS), &puzzles[i], keys[i],
                number_puzzle (inserter, &puzzles[i]));
    }
  rc = sqlite3_step (inserter->insert_batch);
  sqlite3_reset (inserter->insert_batch);
  if (rc != SQLITE_DONE)
    return _sudoku_library_set_error (error, inserter->db, rc, _("Cannot save the puzzle"));
  last = sqlite3_last_insert_rowid (inserter->db);
  for (guint i = 0; i < n_puzzles; i++)
    ids[i] = last - (n_puzzles - 1 - i);
  return TRUE;
}

void
_sudoku_library_inserter_clear (SudokuLibraryInserter *inserter)
{
  g_clear_pointer (&inserter->find, sqlite3_finalize);
  g_clear_pointer (&inserter->insert, sqlite3_finalize);
  g_clear_pointer (&inserter->insert_batch, sqlite3_finalize);
  for (guint i = 0; i < _SUDOKU_LIBRARY_INSERT_BATCH; i++)
    bound_row_clear (&inserter->bound[i]);
  inserter->batch_bound = FALSE;
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
  gint64 id;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), 0);
  g_return_val_if_fail (puzzle != NULL, 0);

  id = _sudoku_library_db_add (self->db, puzzle, error);
  if (id != 0)
    _sudoku_library_changed (self);
  return id;
}

/* sudoku_library_add() on any connection, or with @copy a second entry
 * for a puzzle the library has; the caller emits
 * #SudokuLibrary::changed. */
static gint64
db_add (sqlite3                    *db,
        const SudokuLibraryPuzzle  *puzzle,
        gboolean                    copy,
        GError                    **error)
{
  g_autoptr(SudokuLibraryPuzzle) normalized = NULL;
  SudokuLibraryInserter inserter;
  SudokuLibraryInsertResult result;
  gint64 id = 0;

  if (!check_puzzle (puzzle, &normalized, error))
    return 0;

  if (!_sudoku_library_exec (db, "BEGIN IMMEDIATE", _("Cannot save the puzzle"), error))
    return 0;
  if (!_sudoku_library_inserter_init (&inserter, db, error))
    {
      _sudoku_library_rollback (db);
      return 0;
    }
  /* Without its key check the inserter adds the puzzle as it is. */
  if (copy)
    g_clear_pointer (&inserter.find, sqlite3_finalize);
  result = _sudoku_library_inserter_add (&inserter, normalized, &id, error);
  _sudoku_library_inserter_clear (&inserter);

  if (result == _SUDOKU_LIBRARY_DUPLICATE)
    {
      g_autoptr(SudokuLibraryPuzzle) existing = _sudoku_library_get_puzzle (db, id, FALSE, NULL);

      _sudoku_library_rollback (db);
      if (existing != NULL)
        set_duplicate_error (error, existing);
      else
        g_set_error_literal (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE,
                             _("This puzzle is already in the library"));
      return 0;
    }
  if (result != _SUDOKU_LIBRARY_INSERTED ||
      !_sudoku_library_exec (db, "COMMIT", _("Cannot save the puzzle"), error))
    {
      _sudoku_library_rollback (db);
      return 0;
    }
  return id;
}

gint64
_sudoku_library_db_add (sqlite3                    *db,
                        const SudokuLibraryPuzzle  *puzzle,
                        GError                    **error)
{
  return db_add (db, puzzle, FALSE, error);
}

gint64
_sudoku_library_db_add_copy (sqlite3                    *db,
                             const SudokuLibraryPuzzle  *puzzle,
                             GError                    **error)
{
  return db_add (db, puzzle, TRUE, error);
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

/* Numbering: a puzzle's number is unique in its level. A puzzle moved
 * to another level keeps its number (the book's) when the level has no
 * puzzle of that number, and takes the level's next number otherwise. */

static char *
dup_level_name (guint level)
{
  if (level == SUDOKU_LIBRARY_SAMPLE)
    return g_strdup (_("Sample"));
  return g_strdup_printf (_("Level %u"), level);
}

/* Whether a puzzle other than @id has @number in @level; with
 * @with_trash, the puzzles in the trash count too (an Undo brings them
 * back with their numbers). -1 with @error set on failure. */
static int
number_taken (sqlite3   *db,
              guint      level,
              guint      number,
              gint64     id,
              gboolean   with_trash,
              GError   **error)
{
  sqlite3_stmt *statement;
  int rc;

  statement = _sudoku_library_prepare (db,
                                       with_trash
                                       ? "SELECT 1 FROM puzzles WHERE level = ?1 "
                                         "AND number = ?2 AND id != ?3 LIMIT 1"
                                       : "SELECT 1 FROM puzzles WHERE level = ?1 "
                                         "AND number = ?2 AND id != ?3 AND trashed = 0 LIMIT 1",
                                       _("Cannot read the library"), error);
  if (statement == NULL)
    return -1;
  sqlite3_bind_int (statement, 1, (int) level);
  sqlite3_bind_int64 (statement, 2, number);
  sqlite3_bind_int64 (statement, 3, id);
  rc = sqlite3_step (statement);
  sqlite3_finalize (statement);
  if (rc == SQLITE_ROW)
    return 1;
  if (rc == SQLITE_DONE)
    return 0;
  _sudoku_library_set_error (error, db, rc, _("Cannot read the library"));
  return -1;
}

/* The next number of @level, after its highest (trash included, as for
 * added puzzles); 0 with @error set on failure. */
static guint
next_number (sqlite3  *db,
             guint     level,
             GError  **error)
{
  sqlite3_stmt *statement;
  gint64 max = 0;
  int rc;

  statement = _sudoku_library_prepare (db, "SELECT max(number) FROM puzzles WHERE level = ?",
                                       _("Cannot read the library"), error);
  if (statement == NULL)
    return 0;
  sqlite3_bind_int (statement, 1, (int) level);
  rc = sqlite3_step (statement);
  if (rc == SQLITE_ROW)
    max = sqlite3_column_int64 (statement, 0);
  sqlite3_finalize (statement);
  if (rc != SQLITE_ROW)
    {
      _sudoku_library_set_error (error, db, rc, _("Cannot read the library"));
      return 0;
    }
  if (max < 0 || max >= G_MAXINT)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("The numbers of level %u are used up"), level);
      return 0;
    }
  return (guint) max + 1;
}

/* The number puzzle @id takes when it comes into @level with @number:
 * @number itself when no other puzzle of the level has it, else the
 * level's next. @with_trash as for number_taken(). */
static gboolean
number_in_level (sqlite3   *db,
                 gint64     id,
                 guint      number,
                 guint      level,
                 gboolean   with_trash,
                 guint     *result,
                 GError   **error)
{
  int taken = number == 0 ? 1 : number_taken (db, level, number, id, with_trash, error);

  if (taken < 0)
    return FALSE;
  *result = taken ? next_number (db, level, error) : number;
  return *result != 0;
}

gboolean
_sudoku_library_db_update (sqlite3                    *db,
                           const SudokuLibraryPuzzle  *puzzle,
                           GError                    **error)
{
  g_autoptr(SudokuLibraryPuzzle) stored = NULL;
  const char *doing = _("Cannot save the puzzle");
  sqlite3_stmt *statement;
  guint number = puzzle->number;

  if (puzzle->level > SUDOKU_LIBRARY_MAX_LEVEL || puzzle->computed_level > SUDOKU_LIBRARY_MAX_LEVEL)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("There is no level %u: levels are 1–7, or none"),
                   MAX (puzzle->level, puzzle->computed_level));
      return FALSE;
    }

  if (!_sudoku_library_exec (db, "BEGIN IMMEDIATE", doing, error))
    return FALSE;
  stored = _sudoku_library_get_puzzle (db, puzzle->id, FALSE, error);
  if (stored == NULL)
    goto failed;

  if (number == 0 || number == stored->number)
    {
      /* The number was left as it was: it goes with the puzzle to
       * another level when it is free there. */
      if (puzzle->level != stored->level)
        {
          if (!number_in_level (db, puzzle->id, stored->number, puzzle->level, TRUE, &number,
                                error))
            goto failed;
        }
      else
        number = stored->number;
    }
  else
    {
      /* A number the user chose: another puzzle of the level with it
       * is a mistake to point out, not to mend. */
      int taken = number_taken (db, puzzle->level, number, puzzle->id, FALSE, error);

      if (taken < 0)
        goto failed;
      if (taken)
        {
          g_autofree char *name = dup_level_name (puzzle->level);

          /* Translators: %s is a group, "Level 3" or "Sample". */
          g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE,
                       _("%s already has a puzzle No. %u"), name, number);
          goto failed;
        }
    }

  statement = _sudoku_library_prepare (db,
                                       "UPDATE puzzles SET level = ?, number = ?, source = ?, "
                                       "title = ?, notes = ?, computed_level = ?, score = ?, "
                                       "se = ?, modified = ? WHERE id = ? AND trashed = 0",
                                       doing, error);
  if (statement == NULL)
    goto failed;
  sqlite3_bind_int (statement, 1, (int) puzzle->level);
  sqlite3_bind_int64 (statement, 2, number);
  _sudoku_library_bind_text (statement, 3, puzzle->source);
  _sudoku_library_bind_text (statement, 4, puzzle->title);
  _sudoku_library_bind_text (statement, 5, puzzle->notes);
  sqlite3_bind_int (statement, 6, (int) puzzle->computed_level);
  sqlite3_bind_int64 (statement, 7, puzzle->score);
  sqlite3_bind_double (statement, 8, puzzle->se);
  sqlite3_bind_int64 (statement, 9, _sudoku_library_now_seconds ());
  sqlite3_bind_int64 (statement, 10, puzzle->id);
  if (!_sudoku_library_run_statement (db, statement, doing, error) ||
      !_sudoku_library_exec (db, "COMMIT", doing, error))
    goto failed;
  return TRUE;

failed:
  _sudoku_library_rollback (db);
  return FALSE;
}

/**
 * sudoku_library_update:
 * @puzzle: the puzzle with its @id; its level, number, source, title,
 *   notes and rating (@computed_level, @score, @se) are saved. The
 *   givens cannot change: a puzzle with other givens is another puzzle.
 *   A @number of 0 or the stored one keeps the stored number, which
 *   goes with the puzzle to another level when it is free there (else
 *   the puzzle takes that level's next number).
 * @error: %SUDOKU_LIBRARY_ERROR_NOT_FOUND when the puzzle is not there,
 *   %SUDOKU_LIBRARY_ERROR_DUPLICATE when another puzzle of the level has
 *   the new @number
 *
 * Returns: %TRUE when saved
 */
gboolean
sudoku_library_update (SudokuLibrary              *self,
                       const SudokuLibraryPuzzle  *puzzle,
                       GError                    **error)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (puzzle != NULL, FALSE);

  if (!_sudoku_library_db_update (self->db, puzzle, error))
    return FALSE;
  _sudoku_library_changed (self);
  return TRUE;
}

gboolean
_sudoku_library_db_move_many (sqlite3  *db,
                              GArray   *ids,
                              guint     level,
                              guint    *n_moved,
                              GError  **error)
{
  const char *doing = _("Cannot move the puzzles");
  sqlite3_stmt *read = NULL;
  sqlite3_stmt *write = NULL;
  guint moved = 0;

  *n_moved = 0;
  if (level > SUDOKU_LIBRARY_MAX_LEVEL)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_INVALID,
                   _("There is no level %u: levels are 1–7, or none"), level);
      return FALSE;
    }
  if (ids->len == 0)
    return TRUE;
  if (!_sudoku_library_exec (db, "BEGIN IMMEDIATE", doing, error))
    return FALSE;
  read = _sudoku_library_prepare (db, "SELECT level, number FROM puzzles "
                                      "WHERE id = ? AND trashed = 0", doing, error);
  write = _sudoku_library_prepare (db, "UPDATE puzzles SET level = ?, number = ?, modified = ? "
                                       "WHERE id = ?", doing, error);
  if (read == NULL || write == NULL)
    goto failed;

  for (guint i = 0; i < ids->len; i++)
    {
      gint64 id = g_array_index (ids, gint64, i);
      guint number;
      int rc;

      sqlite3_bind_int64 (read, 1, id);
      rc = sqlite3_step (read);
      if (rc == SQLITE_DONE)
        {
          /* Not there, or in the trash: passed over. */
          sqlite3_reset (read);
          continue;
        }
      if (rc != SQLITE_ROW)
        {
          _sudoku_library_set_error (error, db, rc, doing);
          goto failed;
        }
      number = (guint) CLAMP (sqlite3_column_int64 (read, 1), 0, G_MAXINT);
      if ((guint) sqlite3_column_int (read, 0) != level &&
          !number_in_level (db, id, number, level, TRUE, &number, error))
        goto failed;
      sqlite3_reset (read);

      sqlite3_bind_int (write, 1, (int) level);
      sqlite3_bind_int64 (write, 2, number);
      sqlite3_bind_int64 (write, 3, _sudoku_library_now_seconds ());
      sqlite3_bind_int64 (write, 4, id);
      rc = sqlite3_step (write);
      sqlite3_reset (write);
      if (rc != SQLITE_DONE)
        {
          _sudoku_library_set_error (error, db, rc, doing);
          goto failed;
        }
      moved++;
    }
  g_clear_pointer (&read, sqlite3_finalize);
  g_clear_pointer (&write, sqlite3_finalize);
  if (!_sudoku_library_exec (db, "COMMIT", doing, error))
    goto failed;
  *n_moved = moved;
  return TRUE;

failed:
  g_clear_pointer (&read, sqlite3_finalize);
  g_clear_pointer (&write, sqlite3_finalize);
  _sudoku_library_rollback (db);
  return FALSE;
}

/**
 * sudoku_library_move:
 * @id: a puzzle
 * @level: its new book level, 1–7 or %SUDOKU_LIBRARY_SAMPLE; it keeps its
 *   number (the book's) when no puzzle of that level has it, else it
 *   takes the level's next number
 */
gboolean
sudoku_library_move (SudokuLibrary  *self,
                     gint64          id,
                     guint           level,
                     GError        **error)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint n_moved = 0;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);

  g_array_append_val (ids, id);
  if (!_sudoku_library_db_move_many (self->db, ids, level, &n_moved, error))
    return FALSE;
  if (n_moved == 0)
    {
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND,
                   _("There is no puzzle %lld in the library"), (long long) id);
      return FALSE;
    }
  _sudoku_library_changed (self);
  return TRUE;
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
      sqlite3_bind_int64 (statement, 1, MAX (_sudoku_library_now_seconds (), 1));
      sqlite3_bind_int64 (statement, 2, id);
    }
  return change_puzzle (self, statement, id, _("Cannot delete the puzzle"), error);
}

typedef enum {
  RESTORED,
  RESTORE_NOT_FOUND,
  RESTORE_DUPLICATE,
  RESTORE_FAILED,
} RestoreResult;

/* Brings puzzle @id back from the trash, inside the caller's
 * transaction, unless it was added again meanwhile (@existing then says
 * where). Its number goes back with it unless another puzzle of its
 * level took it meanwhile. */
static RestoreResult
restore_one (sqlite3              *db,
             gint64                id,
             SudokuLibraryPuzzle **existing,
             GError              **error)
{
  g_autoptr(SudokuLibraryPuzzle) trashed = NULL;
  g_autoptr(GError) local = NULL;
  const char *doing = _("Cannot restore the puzzle");
  sqlite3_stmt *statement;
  guint number;

  trashed = _sudoku_library_get_puzzle (db, id, TRUE, &local);
  if (trashed == NULL)
    {
      if (g_error_matches (local, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND))
        return RESTORE_NOT_FOUND;
      g_propagate_error (error, g_steal_pointer (&local));
      return RESTORE_FAILED;
    }
  *existing = _sudoku_library_db_find_duplicate (db, trashed->variant, trashed->givens, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return RESTORE_FAILED;
    }
  if (*existing != NULL)
    return RESTORE_DUPLICATE;
  if (!number_in_level (db, id, trashed->number, trashed->level, FALSE, &number, error))
    return RESTORE_FAILED;

  statement = _sudoku_library_prepare (db, "UPDATE puzzles SET trashed = 0, number = ? "
                                           "WHERE id = ?", doing, error);
  if (statement == NULL)
    return RESTORE_FAILED;
  sqlite3_bind_int64 (statement, 1, number);
  sqlite3_bind_int64 (statement, 2, id);
  if (!_sudoku_library_run_statement (db, statement, doing, error))
    return RESTORE_FAILED;
  return RESTORED;
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
  g_autoptr(SudokuLibraryPuzzle) existing = NULL;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);

  if (!_sudoku_library_exec (self->db, "BEGIN IMMEDIATE", _("Cannot restore the puzzle"), error))
    return FALSE;

  switch (restore_one (self->db, id, &existing, error))
    {
    case RESTORED:
      if (!_sudoku_library_exec (self->db, "COMMIT", _("Cannot restore the puzzle"), error))
        break;
      _sudoku_library_changed (self);
      return TRUE;

    case RESTORE_NOT_FOUND:
      g_set_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_NOT_FOUND,
                   _("There is no puzzle %lld in the library"), (long long) id);
      break;

    case RESTORE_DUPLICATE:
      set_duplicate_error (error, existing);
      break;

    case RESTORE_FAILED:
    default:
      break;
    }
  _sudoku_library_rollback (self->db);
  return FALSE;
}

gboolean
_sudoku_library_db_trash_many (sqlite3  *db,
                               GArray   *ids,
                               guint    *n_trashed,
                               GError  **error)
{
  const char *doing = _("Cannot delete the puzzles");
  sqlite3_stmt *statement;
  guint changed = 0;
  int rc = SQLITE_DONE;

  *n_trashed = 0;
  if (ids->len == 0)
    return TRUE;
  if (!_sudoku_library_exec (db, "BEGIN IMMEDIATE", doing, error))
    return FALSE;
  statement = _sudoku_library_prepare (db, "UPDATE puzzles SET trashed = ?1 "
                                           "WHERE id = ?2 AND trashed = 0", doing, error);
  if (statement == NULL)
    {
      _sudoku_library_rollback (db);
      return FALSE;
    }

  for (guint i = 0; i < ids->len && rc == SQLITE_DONE; i++)
    {
      /* Never 0, which means "not in the trash". */
      sqlite3_bind_int64 (statement, 1, MAX (_sudoku_library_now_seconds (), 1));
      sqlite3_bind_int64 (statement, 2, g_array_index (ids, gint64, i));
      rc = sqlite3_step (statement);
      changed += rc == SQLITE_DONE && sqlite3_changes (db) > 0;
      sqlite3_reset (statement);
    }
  sqlite3_finalize (statement);

  if (rc != SQLITE_DONE)
    {
      _sudoku_library_set_error (error, db, rc, doing);
      _sudoku_library_rollback (db);
      return FALSE;
    }
  if (!_sudoku_library_exec (db, "COMMIT", doing, error))
    {
      _sudoku_library_rollback (db);
      return FALSE;
    }
  *n_trashed = changed;
  return TRUE;
}

gboolean
_sudoku_library_db_restore_many (sqlite3  *db,
                                 GArray   *ids,
                                 guint    *n_restored,
                                 GError  **error)
{
  guint restored = 0;

  *n_restored = 0;
  if (ids->len == 0)
    return TRUE;
  if (!_sudoku_library_exec (db, "BEGIN IMMEDIATE", _("Cannot restore the puzzles"), error))
    return FALSE;

  for (guint i = 0; i < ids->len; i++)
    {
      g_autoptr(SudokuLibraryPuzzle) existing = NULL;

      switch (restore_one (db, g_array_index (ids, gint64, i), &existing, error))
        {
        case RESTORED:
          restored++;
          break;

        case RESTORE_NOT_FOUND:
        case RESTORE_DUPLICATE:
          break;

        case RESTORE_FAILED:
        default:
          _sudoku_library_rollback (db);
          return FALSE;
        }
    }

  if (!_sudoku_library_exec (db, "COMMIT", _("Cannot restore the puzzles"), error))
    {
      _sudoku_library_rollback (db);
      return FALSE;
    }
  *n_restored = restored;
  return TRUE;
}

/**
 * sudoku_library_move_many:
 * @ids: (element-type gint64): puzzles
 * @level: their new book level, 1–7 or %SUDOKU_LIBRARY_SAMPLE; each is
 *   numbered as by sudoku_library_move()
 * @n_moved: (out) (optional): how many were moved; ids that are not in
 *   the library (or are in the trash) are passed over
 *
 * sudoku_library_move() for many puzzles in one transaction, with one
 * #SudokuLibrary::changed: moving 100,000 puzzles one by one takes
 * seconds. sudoku_library_move_many_async() does it in a worker.
 */
gboolean
sudoku_library_move_many (SudokuLibrary  *self,
                          GArray         *ids,
                          guint           level,
                          guint          *n_moved,
                          GError        **error)
{
  guint moved = 0;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (ids != NULL, FALSE);

  if (n_moved != NULL)
    *n_moved = 0;
  if (!_sudoku_library_db_move_many (self->db, ids, level, &moved, error))
    return FALSE;
  if (n_moved != NULL)
    *n_moved = moved;
  if (moved > 0)
    _sudoku_library_changed (self);
  return TRUE;
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
  guint trashed = 0;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (ids != NULL, FALSE);

  if (n_trashed != NULL)
    *n_trashed = 0;
  if (!_sudoku_library_db_trash_many (self->db, ids, &trashed, error))
    return FALSE;
  if (n_trashed != NULL)
    *n_trashed = trashed;
  if (trashed > 0)
    _sudoku_library_changed (self);
  return TRUE;
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
  guint restored = 0;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (ids != NULL, FALSE);

  if (n_restored != NULL)
    *n_restored = 0;
  if (!_sudoku_library_db_restore_many (self->db, ids, &restored, error))
    return FALSE;
  if (n_restored != NULL)
    *n_restored = restored;
  if (restored > 0)
    _sudoku_library_changed (self);
  return TRUE;
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
