/* sudoku-library-ratings.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every rating the library stores carries the rater that made it
 * (SUDOKU_RATER_VERSION and SUDOKU_RATER_PROFILE, columns rater_version
 * and rater_profile, schema 3). Triggers stamp a rating written by the
 * add and update paths with the running rater (sudoku-library-schema.c);
 * sudoku_library_rerate() redoes the ratings of any other rater. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library.h"
#include "sudoku-library-private.h"
#include "sudoku-path.h"
#include "sudoku-rater.h"
#include "sudoku-se.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define STALE_WHERE \
  "computed_level > 0 AND (rater_version <> ?1 OR rater_profile <> ?2)"

static sqlite3_stmt *
prepare_stale (sqlite3     *db,
               const char  *sql,
               GError     **error)
{
  sqlite3_stmt *statement = _sudoku_library_prepare (db, sql, _("Cannot read the ratings"), error);

  if (statement == NULL)
    return NULL;
  sqlite3_bind_int (statement, 1, SUDOKU_RATER_VERSION);
  sqlite3_bind_text (statement, 2, SUDOKU_RATER_PROFILE, -1, SQLITE_STATIC);
  return statement;
}

/**
 * sudoku_library_list_stale_ratings:
 * @self: a library
 *
 * The puzzles (trashed ones too) whose stored rating was made by another
 * rater than this code's: an older version, another profile, or one from
 * before raters were recorded.
 *
 * Returns: (transfer full) (element-type gint64): their ids in order, or
 *   %NULL with @error set
 */
GArray *
sudoku_library_list_stale_ratings (SudokuLibrary  *self,
                                   GError        **error)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  sqlite3_stmt *statement;
  int rc;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), NULL);

  statement = prepare_stale (self->db, "SELECT id FROM puzzles WHERE " STALE_WHERE " ORDER BY id",
                             error);
  if (statement == NULL)
    return NULL;
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (statement, 0);

      g_array_append_val (ids, id);
    }
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    {
      _sudoku_library_set_error (error, self->db, rc, _("Cannot read the ratings"));
      return NULL;
    }
  return g_steal_pointer (&ids);
}

typedef struct
{
  gint64        id;
  SudokuVariant variant;
  char          givens[SUDOKU_N_CELLS + 1];
  guint         level;
  guint         score;
  double        se;
} StaleRating;

static gboolean
read_stale (sqlite3  *db,
            GArray   *stale,
            GError  **error)
{
  sqlite3_stmt *statement;
  int rc;

  statement = prepare_stale (db, "SELECT id, variant, givens, computed_level, score, se "
                                 "FROM puzzles WHERE " STALE_WHERE " ORDER BY id", error);
  if (statement == NULL)
    return FALSE;
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      StaleRating row = { 0, };
      const char *variant = (const char *) sqlite3_column_text (statement, 1);
      const char *givens = (const char *) sqlite3_column_text (statement, 2);

      row.id = sqlite3_column_int64 (statement, 0);
      if (variant == NULL || !sudoku_variant_from_string (variant, &row.variant) ||
          givens == NULL || strlen (givens) != SUDOKU_N_CELLS)
        {
          g_warning ("Puzzle %" G_GINT64_FORMAT " of the library cannot be read; not rated again",
                     row.id);
          continue;
        }
      memcpy (row.givens, givens, SUDOKU_N_CELLS);
      row.level = sqlite3_column_int (statement, 3);
      row.score = sqlite3_column_int (statement, 4);
      row.se = sqlite3_column_double (statement, 5);
      g_array_append_val (stale, row);
    }
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    return _sudoku_library_set_error (error, db, rc, _("Cannot read the ratings"));
  return TRUE;
}

/* The rating stored: ours, with Sudoku Explainer's ER as the SE figure
 * (sudoku_se_settle_rating(); seconds for the hardest puzzles, so
 * @cancellable is checked inside it). FALSE only when cancelled. */
static gboolean
rate_givens (const StaleRating   *row,
             const SudokuProfile *profile,
             SudokuRating        *rating,
             GCancellable        *cancellable,
             GError             **error)
{
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GError) se_error = NULL;
  SudokuBoard board;

  sudoku_board_init (&board, row->variant);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (row->givens[cell] >= '1' && row->givens[cell] <= '9')
      sudoku_board_set_value (&board, cell, row->givens[cell] - '0', TRUE);
  path = sudoku_path_solve (&board, profile, NULL, NULL);
  sudoku_rating_from_path (path, rating);
  if (!sudoku_se_settle_rating (&board, rating, cancellable, &se_error) &&
      g_error_matches (se_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&se_error));
      return FALSE;
    }
  return TRUE;
}

/* How many ratings one transaction writes: a cancel loses none of the
 * work written, and other connections wait at most for one batch. */
#define RERATE_BATCH 64

static gboolean
write_batch (sqlite3      *db,
             GArray       *stale,
             SudokuRating *ratings,
             guint         from,
             guint         to,
             guint        *n_changed,
             GError      **error)
{
  sqlite3_stmt *statement;

  if (from == to)
    return TRUE;
  if (!_sudoku_library_exec (db, "BEGIN IMMEDIATE", _("Cannot save the ratings"), error))
    return FALSE;
  statement = _sudoku_library_prepare (db,
                                       "UPDATE puzzles SET computed_level = ?, score = ?, se = ?, "
                                       "rater_version = ?, rater_profile = ? WHERE id = ?",
                                       _("Cannot save the ratings"), error);
  if (statement == NULL)
    {
      _sudoku_library_rollback (db);
      return FALSE;
    }
  for (guint i = from; i < to; i++)
    {
      const StaleRating *row = &g_array_index (stale, StaleRating, i);
      const SudokuRating *rating = &ratings[i];
      /* Levels above the scale do not exist; a puzzle not solved keeps
       * the hardest level. */
      guint level = CLAMP (rating->level, 1, SUDOKU_LIBRARY_MAX_LEVEL);
      int rc;

      sqlite3_reset (statement);
      sqlite3_bind_int (statement, 1, (int) level);
      sqlite3_bind_int (statement, 2, (int) rating->score);
      sqlite3_bind_double (statement, 3, rating->se_rating);
      sqlite3_bind_int (statement, 4, SUDOKU_RATER_VERSION);
      sqlite3_bind_text (statement, 5, SUDOKU_RATER_PROFILE, -1, SQLITE_STATIC);
      sqlite3_bind_int64 (statement, 6, row->id);
      rc = sqlite3_step (statement);
      if (rc != SQLITE_DONE)
        {
          sqlite3_finalize (statement);
          _sudoku_library_rollback (db);
          return _sudoku_library_set_error (error, db, rc, _("Cannot save the ratings"));
        }
      if (level != row->level || rating->score != row->score ||
          (int) (rating->se_rating * 10 + 0.5) != (int) (row->se * 10 + 0.5))
        (*n_changed)++;
    }
  sqlite3_finalize (statement);
  return _sudoku_library_exec (db, "COMMIT", _("Cannot save the ratings"), error) ||
         (_sudoku_library_rollback (db), FALSE);
}

/**
 * sudoku_library_rerate:
 * @self: a library
 * @progress: (nullable): called after each puzzle
 * @progress_data: for @progress
 * @cancellable: (nullable): checked between puzzles; the ratings done
 *   until then are kept
 * @n_rerated: (out) (optional): how many ratings were made again
 * @n_changed: (out) (optional): how many of them came out different
 * @error: G_IO_ERROR_CANCELLED when cancelled, or the database's error
 *
 * Rates again, with this code's rater, every puzzle whose stored rating
 * another rater made (sudoku_library_list_stale_ratings()), and stores
 * the new rating with its rater. The puzzles stay in the level they are
 * filed under: that is the user's (or the book's) choice.
 *
 * Returns: %TRUE when every stale rating was redone
 */
gboolean
sudoku_library_rerate (SudokuLibrary                *self,
                       SudokuLibraryRerateProgress   progress,
                       gpointer                      progress_data,
                       GCancellable                 *cancellable,
                       guint                        *n_rerated,
                       guint                        *n_changed,
                       GError                      **error)
{
  g_autoptr(GArray) stale = g_array_new (FALSE, FALSE, sizeof (StaleRating));
  g_autofree SudokuRating *ratings = NULL;
  SudokuProfile profile;
  guint written = 0, changed = 0;
  gboolean ok = TRUE;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (n_rerated != NULL)
    *n_rerated = 0;
  if (n_changed != NULL)
    *n_changed = 0;
  if (!sudoku_profile_init_from_string (&profile, SUDOKU_RATER_PROFILE, error) ||
      !read_stale (self->db, stale, error))
    return FALSE;

  ratings = g_new0 (SudokuRating, MAX (stale->len, 1));
  for (guint i = 0; i < stale->len && ok; i++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error) ||
          !rate_givens (&g_array_index (stale, StaleRating, i), &profile, &ratings[i],
                        cancellable, error))
        {
          ok = FALSE;
          if (!write_batch (self->db, stale, ratings, written, i, &changed, NULL))
            i = written;
          written = i;
          break;
        }
      if (progress != NULL)
        progress (i + 1, stale->len, progress_data);
      if (i + 1 - written == RERATE_BATCH || i + 1 == stale->len)
        {
          ok = write_batch (self->db, stale, ratings, written, i + 1, &changed, error);
          if (ok)
            written = i + 1;
        }
    }

  if (written > 0)
    _sudoku_library_changed (self);
  if (n_rerated != NULL)
    *n_rerated = written;
  if (n_changed != NULL)
    *n_changed = changed;
  return ok;
}
