/* sudoku-library-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <sqlite3.h>

#include "sudoku-generator.h"
#include "sudoku-library.h"

G_BEGIN_DECLS

/* "NANP": marks the file as a Nanpure library (PRAGMA application_id). */
#define _SUDOKU_LIBRARY_APPLICATION_ID 0x4e414e50

/* How long a statement waits for another connection's lock. */
#define _SUDOKU_LIBRARY_BUSY_TIMEOUT_MS 5000

struct _SudokuLibrary
{
  GObject   parent_instance;

  sqlite3  *db;
  char     *path;
  char     *broken_path;
  gboolean  created;
  gboolean  read_only;
  gint64    data_version;
};

/* Connections (sudoku-library.c). Every thread that touches the library
 * has its own connection; the object's is for the main thread. */
sqlite3  *_sudoku_library_open_connection (const char   *path,
                                           GError      **error);
sqlite3  *_sudoku_library_open_connection_read_only (const char  *path,
                                                     GError     **error);
/* What is at a library path (sudoku-library-file.c). */
gboolean  _sudoku_library_probe           (const char             *path,
                                           SudokuLibraryFileKind  *kind,
                                           GError                **error);
gboolean  _sudoku_library_set_not_library_error (GError                **error,
                                                 const char             *path,
                                                 SudokuLibraryFileKind   kind);
gboolean  _sudoku_library_set_error       (GError      **error,
                                           sqlite3      *db,
                                           int           rc,
                                           const char   *doing);
gboolean  _sudoku_library_exec            (sqlite3      *db,
                                           const char   *sql,
                                           const char   *doing,
                                           GError      **error);
sqlite3_stmt *_sudoku_library_prepare     (sqlite3      *db,
                                           const char   *sql,
                                           const char   *doing,
                                           GError      **error);
void      _sudoku_library_rollback        (sqlite3      *db);
void      _sudoku_library_changed         (SudokuLibrary *self);

/* Small helpers for statements and rows (sudoku-library.c). */
gint64    _sudoku_library_now_seconds     (void);
gboolean  _sudoku_library_run_statement   (sqlite3       *db,
                                           sqlite3_stmt  *statement,
                                           const char    *doing,
                                           GError       **error);
void      _sudoku_library_bind_text       (sqlite3_stmt  *statement,
                                           int            index,
                                           const char    *text);
char     *_sudoku_library_column_dup_text (sqlite3_stmt  *statement,
                                           int            column);

/* Reading puzzles on any connection (sudoku-library-puzzles.c). */
GPtrArray           *_sudoku_library_db_list (sqlite3     *db,
                                              int          group,
                                              const char  *search,
                                              GError     **error);
SudokuLibraryPuzzle *_sudoku_library_db_get  (sqlite3     *db,
                                              gint64       id,
                                              GError     **error);
/* One puzzle in the trash (trashed) or out of it; NOT_FOUND otherwise. */
SudokuLibraryPuzzle *_sudoku_library_get_puzzle (sqlite3     *db,
                                                 gint64       id,
                                                 gboolean     trashed,
                                                 GError     **error);
GPtrArray           *_sudoku_library_list_path (const char  *path,
                                                int          group,
                                                const char  *search,
                                                GError     **error);

/* Changing puzzles on any connection, each in a transaction of its
 * own; the caller emits #SudokuLibrary::changed on the main thread
 * (sudoku-library-puzzles.c finds duplicates; the rest is in
 * sudoku-library-writes.c). */
gboolean             _sudoku_library_db_take_ready    (sqlite3                    *db,
                                                       SudokuVariant               variant,
                                                       guint                       level,
                                                       const char                 *symmetry,
                                                       SudokuLibraryReady         *ready,
                                                       gboolean                   *found,
                                                       GError                    **error);
SudokuLibraryPuzzle *_sudoku_library_db_find_duplicate (sqlite3                    *db,
                                                        SudokuVariant               variant,
                                                        const char                 *givens,
                                                        GError                    **error);
gint64               _sudoku_library_db_add            (sqlite3                    *db,
                                                        const SudokuLibraryPuzzle  *puzzle,
                                                        GError                    **error);
gint64               _sudoku_library_db_add_copy       (sqlite3                    *db,
                                                        const SudokuLibraryPuzzle  *puzzle,
                                                        GError                    **error);
gboolean             _sudoku_library_db_update         (sqlite3                    *db,
                                                        const SudokuLibraryPuzzle  *puzzle,
                                                        GError                    **error);
gboolean             _sudoku_library_db_move_many      (sqlite3                    *db,
                                                        GArray                     *ids,
                                                        guint                       level,
                                                        guint                      *n_moved,
                                                        GError                    **error);
gboolean             _sudoku_library_db_trash_many     (sqlite3                    *db,
                                                        GArray                     *ids,
                                                        guint                      *n_trashed,
                                                        GError                    **error);
gboolean             _sudoku_library_db_restore_many   (sqlite3                    *db,
                                                        GArray                     *ids,
                                                        guint                      *n_restored,
                                                        GError                    **error);

/* Progress and solves on any connection (sudoku-library-solves.c);
 * the caller emits #SudokuLibrary::changed on the main thread. */
gboolean             _sudoku_library_db_save_progress  (sqlite3                    *db,
                                                        gint64                      puzzle_id,
                                                        guint                       format,
                                                        const char                 *data,
                                                        GError                    **error);
int                  _sudoku_library_db_clear_progress (sqlite3                    *db,
                                                        gint64                      puzzle_id,
                                                        GError                    **error);
gint64               _sudoku_library_db_add_solve      (sqlite3                    *db,
                                                        const SudokuLibrarySolve   *solve,
                                                        GError                    **error);
GPtrArray           *_sudoku_library_db_list_solves    (sqlite3                    *db,
                                                        gint64                      puzzle_id,
                                                        GError                    **error);
char                *_sudoku_library_db_dup_progress   (sqlite3                    *db,
                                                        gint64                      puzzle_id,
                                                        guint                      *format,
                                                        GError                    **error);
SudokuLibrarySolve  *_sudoku_library_db_get_solve      (sqlite3                    *db,
                                                        gint64                      solve_id,
                                                        GError                    **error);

/* Adding puzzles, inside a transaction the caller holds: the
 * statements are prepared once and reused for every row
 * (sudoku-library-writes.c). A caller that has looked for each key
 * itself may finalize @find and set it to %NULL: rows are then added
 * without a look. */
/* The rows _sudoku_library_inserter_add_batch() writes in one statement. */
#define _SUDOKU_LIBRARY_INSERT_BATCH 32

/* The values a row of the batch statement holds bound, but for its
 * givens, key and number: the rows of an import share them, and are
 * bound again only when they change (the strings are our copies). */
typedef struct
{
  SudokuVariant  variant;
  guint          level;
  guint          computed_level;
  guint          score;
  double         se;
  char          *source;
  char          *title;
  char          *notes;
  gint64         created;
  gint64         modified;
} SudokuLibraryBoundRow;

typedef struct
{
  sqlite3               *db;
  sqlite3_stmt          *find;
  sqlite3_stmt          *insert;
  sqlite3_stmt          *insert_batch;  /* made when first needed */
  guint                  next_number[SUDOKU_LIBRARY_MAX_LEVEL + 1];
  gboolean               batch_bound;   /* @bound holds what each row of @insert_batch has */
  SudokuLibraryBoundRow  bound[_SUDOKU_LIBRARY_INSERT_BATCH];
} SudokuLibraryInserter;

typedef enum {
  _SUDOKU_LIBRARY_INSERTED,
  _SUDOKU_LIBRARY_DUPLICATE,
  _SUDOKU_LIBRARY_INSERT_FAILED,
} SudokuLibraryInsertResult;

gboolean                  _sudoku_library_inserter_init  (SudokuLibraryInserter     *inserter,
                                                          sqlite3                   *db,
                                                          GError                   **error);
SudokuLibraryInsertResult _sudoku_library_inserter_add   (SudokuLibraryInserter     *inserter,
                                                          const SudokuLibraryPuzzle *puzzle,
                                                          gint64                    *id,
                                                          GError                   **error);
gboolean                  _sudoku_library_inserter_add_batch (SudokuLibraryInserter     *inserter,
                                                              const SudokuLibraryPuzzle *puzzles,
                                                              guint                      n_puzzles,
                                                              gint64                    *ids,
                                                              GError                   **error);
void                      _sudoku_library_inserter_clear (SudokuLibraryInserter     *inserter);

/* The page cache of an import's saving transaction, in KiB
 * (sudoku-library-import-bulk.c); 0 keeps the connection's. A test sets 0
 * to make a big import spill into the log before it commits. */
extern guint _sudoku_library_import_cache_kib;
/* From how many new rows, at least as many as the library has, an import
 * drops the index of keys and builds it again at the end (0: never). */
extern guint _sudoku_library_import_bulk_rows;

/* A new puzzle's record (sudoku-library-generate.c). */
SudokuLibraryPuzzle *_sudoku_library_generate_puzzle (const SudokuGenerateOptions  *options,
                                                      GCancellable                 *cancellable,
                                                      GError                      **error);

/* The schema (sudoku-library-schema.c). */
gboolean  _sudoku_library_migrate         (sqlite3      *db,
                                           gboolean     *created,
                                           GError      **error);
gboolean  _sudoku_library_seed            (sqlite3      *db,
                                           GError      **error);

G_END_DECLS
