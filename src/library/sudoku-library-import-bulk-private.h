/* sudoku-library-import-bulk-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the reading of an import's text (sudoku-library-import.c) shares
 * with the checking and saving of its rows on threads, in one
 * transaction (sudoku-library-import-bulk.c): the rows, the set of their
 * givens, the progress.
 */

#pragma once

#include "sudoku-library.h"
#include "sudoku-library-private.h"

G_BEGIN_DECLS

/* Progress: to the caller's main context, or in this thread. */
typedef struct
{
  SudokuLibraryProgressFunc  func;
  gpointer                   data;
  GMainContext              *context;  /* NULL: call in this thread */
  gint64                     last;
} Reporter;

/* Rows */

/* What became of an entry of the text. */
typedef enum {
  ROW_UNCHECKED,  /* read, not yet checked */
  ROW_GOOD,       /* checked: to be saved */
  ROW_BAD,        /* skipped: extra->error says why */
  ROW_REPEAT,     /* in the library already, or earlier in the text */
} RowState;

/* What few rows have: their own source, title or notes, an error, a
 * rating. */
typedef struct
{
  char     *error;        /* why it is skipped, with its line */
  char     *source;       /* the entry's source or author, or NULL */
  char     *title;
  char     *notes;
  guint     level;
  guint     score;
  double    se;
  gboolean  se_estimate;  /* se is our estimate, not Sudoku Explainer's ER */
} RowExtra;

#define PACKED_GIVENS ((SUDOKU_N_CELLS + 1) / 2)

/* One entry of the text, as little of it as the import needs: a file of
 * a million lines is read into these, 56 bytes each, never held as a
 * million parsed puzzles or strings. The givens are packed two cells a
 * byte (0 for an empty cell). */
typedef struct
{
  guint32   line;
  guint8    state;                   /* RowState */
  guint8    givens[PACKED_GIVENS];
  RowExtra *extra;                   /* NULL for most rows */
} Row;

/* The set of givens read so far: row numbers (plus one; 0 is a free
 * slot) in an open-addressing table hashed on the packed givens, 16
 * bytes a row at most. The rows hold the givens themselves; each slot
 * keeps its givens' hash too, so that a look at an occupied slot reads
 * a row (far away in a big import: a miss of the cache) only when the
 * hashes agree, and growing never reads the rows. */
typedef struct
{
  guint32 row;   /* plus one */
  guint32 hash;
} KeySlot;

typedef struct
{
  KeySlot *slots;
  guint    mask;
  guint    n_keys;
} KeySet;

void      _sudoku_library_import_pack_givens    (const char *givens,
                                                 guint8      packed[PACKED_GIVENS]);
void      _sudoku_library_import_unpack_givens  (const guint8 packed[PACKED_GIVENS],
                                                 char         givens[SUDOKU_N_CELLS + 1]);
RowExtra *_sudoku_library_import_row_get_extra  (Row *row);
void      _sudoku_library_import_rows_free      (Row   *rows,
                                                 guint  n_rows);
gboolean  _sudoku_library_import_key_set_add    (KeySet    *set,
                                                 const Row *rows,
                                                 guint      index);
void      _sudoku_library_import_key_set_clear  (KeySet *set);

/* The checking of the rows, on threads, as the reading fills them
 * (sudoku-library-import-bulk.c). */
typedef struct _Checker Checker;

Checker  *_sudoku_library_import_checker_start    (Row                              *rows,
                                                   guint                             capacity,
                                                   const SudokuLibraryImportOptions *options,
                                                   GCancellable                     *cancellable);
void      _sudoku_library_import_checker_publish  (Checker *checker,
                                                   guint    n_ready);
void      _sudoku_library_import_checker_read_all (Checker *checker,
                                                   guint    n_rows);
gboolean  _sudoku_library_import_check_and_save   (sqlite3                          *db,
                                                   Checker                          *checker,
                                                   const SudokuLibraryImportOptions *options,
                                                   SudokuLibraryImportResult        *result,
                                                   Reporter                         *reporter,
                                                   GCancellable                     *cancellable,
                                                   GError                          **error);

G_END_DECLS
