/* sudoku-library.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-library-puzzle.h"

G_BEGIN_DECLS

#define SUDOKU_LIBRARY_ERROR (sudoku_library_error_quark ())

/**
 * SudokuLibraryError:
 * @SUDOKU_LIBRARY_ERROR_FAILED: the database failed (the message has
 *   SQLite's reason)
 * @SUDOKU_LIBRARY_ERROR_READ_ONLY: the library's location cannot be
 *   written: the app can go on without saving
 * @SUDOKU_LIBRARY_ERROR_BUSY: another program kept the library locked
 *   for too long
 * @SUDOKU_LIBRARY_ERROR_NEWER: made by a newer Nanpure, whose schema this
 *   one does not know
 * @SUDOKU_LIBRARY_ERROR_NOT_LIBRARY: an SQLite database, but not a
 *   Nanpure library (left as it is)
 * @SUDOKU_LIBRARY_ERROR_DUPLICATE: the puzzle is already in the library
 * @SUDOKU_LIBRARY_ERROR_NOT_FOUND: no puzzle or solve with that id
 * @SUDOKU_LIBRARY_ERROR_INVALID: the data given is not valid (givens,
 *   level)
 * @SUDOKU_LIBRARY_ERROR_DAMAGED: the database file is damaged (opened
 *   with %SUDOKU_LIBRARY_OPEN_CREATE, it is moved aside instead: see
 *   sudoku_library_get_broken_path())
 * @SUDOKU_LIBRARY_ERROR_MISSING: there is no library at that path (and
 *   the open mode does not create one)
 */
typedef enum {
  SUDOKU_LIBRARY_ERROR_FAILED,
  SUDOKU_LIBRARY_ERROR_READ_ONLY,
  SUDOKU_LIBRARY_ERROR_BUSY,
  SUDOKU_LIBRARY_ERROR_NEWER,
  SUDOKU_LIBRARY_ERROR_NOT_LIBRARY,
  SUDOKU_LIBRARY_ERROR_DUPLICATE,
  SUDOKU_LIBRARY_ERROR_NOT_FOUND,
  SUDOKU_LIBRARY_ERROR_INVALID,
  SUDOKU_LIBRARY_ERROR_DAMAGED,
  SUDOKU_LIBRARY_ERROR_MISSING,
} SudokuLibraryError;

GQuark sudoku_library_error_quark (void);

/* The schema this code writes; older ones are migrated on open. */
#define SUDOKU_LIBRARY_SCHEMA_VERSION 4

/* Groups for listing, counting and exporting: a level 1–7,
 * %SUDOKU_LIBRARY_SAMPLE, or every puzzle. */
#define SUDOKU_LIBRARY_GROUP_ALL (-1)

/* sudoku_library_get_counts(): [0] Sample, [1]–[7] the levels, [8] all. */
#define SUDOKU_LIBRARY_N_COUNTS 9

/**
 * SudokuLibrary:
 *
 * The puzzle library: one SQLite database (WAL) that the app, its
 * workers and other processes share. An object and its connection
 * belong to the thread that opened it (the main thread, in the app);
 * the `_async` functions work in a thread with a connection of their
 * own. #SudokuLibrary::changed says when lists should be read again.
 */
#define SUDOKU_TYPE_LIBRARY (sudoku_library_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLibrary, sudoku_library, SUDOKU, LIBRARY, GObject)

/**
 * SudokuLibraryOpenMode:
 * @SUDOKU_LIBRARY_OPEN_READ: an existing library, for a command that
 *   only reads: nothing is created, moved aside or purged; a library the
 *   user cannot write is opened read-only
 * @SUDOKU_LIBRARY_OPEN_WRITE: an existing library, to change it: nothing
 *   is created or moved aside
 * @SUDOKU_LIBRARY_OPEN_CREATE: the library, created with its folder and
 *   the sample puzzles when there is no file (or an empty one); a
 *   damaged Nanpure library is moved aside and a new one started
 *
 * How sudoku_library_open() treats what it finds at the path. In every
 * mode a file that is not a Nanpure library (a text file, another
 * program's database, a folder) is refused and left as it is.
 */
typedef enum {
  SUDOKU_LIBRARY_OPEN_READ,
  SUDOKU_LIBRARY_OPEN_WRITE,
  SUDOKU_LIBRARY_OPEN_CREATE,
} SudokuLibraryOpenMode;

/**
 * SudokuLibraryFileKind:
 * @SUDOKU_LIBRARY_FILE_MISSING: nothing at that path
 * @SUDOKU_LIBRARY_FILE_EMPTY: an empty file, or an SQLite database with
 *   nothing in it: a library can be made there, and nothing is lost
 * @SUDOKU_LIBRARY_FILE_LIBRARY: a Nanpure library (an SQLite database
 *   with our application id), healthy or not
 * @SUDOKU_LIBRARY_FILE_FOLDER: a folder
 * @SUDOKU_LIBRARY_FILE_DATABASE: another program's SQLite database
 * @SUDOKU_LIBRARY_FILE_PUZZLES: a text file with puzzles in it
 * @SUDOKU_LIBRARY_FILE_TEXT: another text file
 * @SUDOKU_LIBRARY_FILE_OTHER: anything else (a binary file, a device)
 *
 * What sudoku_library_probe_file() found.
 */
typedef enum {
  SUDOKU_LIBRARY_FILE_MISSING,
  SUDOKU_LIBRARY_FILE_EMPTY,
  SUDOKU_LIBRARY_FILE_LIBRARY,
  SUDOKU_LIBRARY_FILE_FOLDER,
  SUDOKU_LIBRARY_FILE_DATABASE,
  SUDOKU_LIBRARY_FILE_PUZZLES,
  SUDOKU_LIBRARY_FILE_TEXT,
  SUDOKU_LIBRARY_FILE_OTHER,
} SudokuLibraryFileKind;

SudokuLibraryFileKind sudoku_library_probe_file        (const char                *path);

char                *sudoku_library_dup_default_path   (void);
SudokuLibrary       *sudoku_library_open               (const char                *path,
                                                        SudokuLibraryOpenMode      mode,
                                                        GError                   **error);
SudokuLibrary       *sudoku_library_new_for_path       (const char                *path,
                                                        GError                   **error);
SudokuLibrary       *sudoku_library_new_for_path_read_only (const char            *path,
                                                           GError               **error);
gboolean             sudoku_library_get_read_only      (SudokuLibrary             *self);
const char          *sudoku_library_get_path           (SudokuLibrary             *self);
const char          *sudoku_library_get_broken_path    (SudokuLibrary             *self);
gboolean             sudoku_library_get_created        (SudokuLibrary             *self);

GPtrArray           *sudoku_library_list               (SudokuLibrary             *self,
                                                        int                        group,
                                                        const char                *search,
                                                        GError                   **error);
void                 sudoku_library_list_async         (SudokuLibrary             *self,
                                                        int                        group,
                                                        const char                *search,
                                                        GCancellable              *cancellable,
                                                        GAsyncReadyCallback        callback,
                                                        gpointer                   user_data);
GPtrArray           *sudoku_library_list_finish        (SudokuLibrary             *self,
                                                        GAsyncResult              *result,
                                                        GError                   **error);
gboolean             sudoku_library_get_counts         (SudokuLibrary             *self,
                                                        guint                     *counts,
                                                        GError                   **error);
void                 sudoku_library_get_counts_async   (SudokuLibrary             *self,
                                                        GCancellable              *cancellable,
                                                        GAsyncReadyCallback        callback,
                                                        gpointer                   user_data);
gboolean             sudoku_library_get_counts_finish  (SudokuLibrary             *self,
                                                        GAsyncResult              *result,
                                                        guint                     *counts,
                                                        GError                   **error);
SudokuLibraryPuzzle *sudoku_library_get                (SudokuLibrary             *self,
                                                        gint64                     id,
                                                        GError                   **error);
SudokuLibraryPuzzle *sudoku_library_find_duplicate     (SudokuLibrary             *self,
                                                        SudokuVariant              variant,
                                                        const char                *givens,
                                                        GError                   **error);
gint64               sudoku_library_add                (SudokuLibrary             *self,
                                                        const SudokuLibraryPuzzle *puzzle,
                                                        GError                   **error);
gboolean             sudoku_library_update             (SudokuLibrary             *self,
                                                        const SudokuLibraryPuzzle *puzzle,
                                                        GError                   **error);
gboolean             sudoku_library_move               (SudokuLibrary             *self,
                                                        gint64                     id,
                                                        guint                      level,
                                                        GError                   **error);
gboolean             sudoku_library_trash              (SudokuLibrary             *self,
                                                        gint64                     id,
                                                        GError                   **error);
gboolean             sudoku_library_restore            (SudokuLibrary             *self,
                                                        gint64                     id,
                                                        GError                   **error);
gboolean             sudoku_library_move_many          (SudokuLibrary             *self,
                                                        GArray                    *ids,
                                                        guint                      level,
                                                        guint                     *n_moved,
                                                        GError                   **error);
gboolean             sudoku_library_trash_many         (SudokuLibrary             *self,
                                                        GArray                    *ids,
                                                        guint                     *n_trashed,
                                                        GError                   **error);
gboolean             sudoku_library_restore_many       (SudokuLibrary             *self,
                                                        GArray                    *ids,
                                                        guint                     *n_restored,
                                                        GError                   **error);
gboolean             sudoku_library_delete             (SudokuLibrary             *self,
                                                        gint64                     id,
                                                        GError                   **error);

gboolean             sudoku_library_save_progress      (SudokuLibrary             *self,
                                                        gint64                     puzzle_id,
                                                        guint                      format,
                                                        const char                *data,
                                                        GError                   **error);
char                *sudoku_library_dup_progress       (SudokuLibrary             *self,
                                                        gint64                     puzzle_id,
                                                        guint                     *format,
                                                        GError                   **error);
gboolean             sudoku_library_clear_progress     (SudokuLibrary             *self,
                                                        gint64                     puzzle_id,
                                                        GError                   **error);

gint64               sudoku_library_add_solve          (SudokuLibrary             *self,
                                                        const SudokuLibrarySolve  *solve,
                                                        GError                   **error);
GPtrArray           *sudoku_library_list_solves        (SudokuLibrary             *self,
                                                        gint64                     puzzle_id,
                                                        GError                   **error);
SudokuLibrarySolve  *sudoku_library_get_solve          (SudokuLibrary             *self,
                                                        gint64                     solve_id,
                                                        GError                   **error);

gboolean             sudoku_library_check_external_changes (SudokuLibrary         *self);

/* Ratings and their rater (sudoku-library-ratings.c) */

/* Called after each puzzle rated again: @done of @total. */
typedef void (*SudokuLibraryRerateProgress) (guint    done,
                                             guint    total,
                                             gpointer user_data);

GArray              *sudoku_library_list_stale_ratings (SudokuLibrary               *self,
                                                        GError                     **error);
gboolean             sudoku_library_rerate             (SudokuLibrary               *self,
                                                        SudokuLibraryRerateProgress  progress,
                                                        gpointer                     progress_data,
                                                        GCancellable                *cancellable,
                                                        guint                       *n_rerated,
                                                        guint                       *n_changed,
                                                        GError                     **error);

/* Ready puzzles from the generator (sudoku-library-ready.c) */

/**
 * SudokuLibraryReady:
 * @variant: the rules
 * @level: the rated level, 1–7
 * @symmetry: the symmetry it was made with, as
 *   sudoku_symmetry_to_string() spells it
 * @givens: the 81 givens, "." for an empty cell, nul-terminated
 * @score: the rating's score
 * @se: the rating's hardest step on the Sudoku Explainer scale
 *
 * A generated puzzle kept for later, so that "New Puzzle" is instant.
 */
typedef struct
{
  SudokuVariant variant;
  guint         level;
  char          symmetry[16];
  char          givens[SUDOKU_N_CELLS + 1];
  guint         score;
  double        se;
} SudokuLibraryReady;

gboolean             sudoku_library_add_ready          (SudokuLibrary               *self,
                                                        const SudokuLibraryReady    *ready,
                                                        GError                     **error);
gboolean             sudoku_library_take_ready         (SudokuLibrary               *self,
                                                        SudokuVariant                variant,
                                                        guint                        level,
                                                        const char                  *symmetry,
                                                        SudokuLibraryReady          *ready,
                                                        gboolean                    *found,
                                                        GError                     **error);
gboolean             sudoku_library_count_ready        (SudokuLibrary               *self,
                                                        SudokuVariant                variant,
                                                        guint                        level,
                                                        const char                  *symmetry,
                                                        guint                       *count,
                                                        GError                     **error);

/* Import and export (sudoku-library-import.c) */

/* sudoku_library_import(): rate each puzzle and file it under its level. */
#define SUDOKU_LIBRARY_LEVEL_AUTO (-1)

/**
 * SudokuLibraryImportStage:
 * @SUDOKU_LIBRARY_IMPORT_CHECKING: reading, checking (and rating)
 *   puzzles, before anything is written: done and total count entries
 *   of the text
 * @SUDOKU_LIBRARY_IMPORT_SAVING: the import's transaction: the good
 *   puzzles written, the index made again after a big import, the
 *   commit: done and total count entries of the text
 */
typedef enum {
  SUDOKU_LIBRARY_IMPORT_CHECKING,
  SUDOKU_LIBRARY_IMPORT_SAVING,
} SudokuLibraryImportStage;

typedef void (*SudokuLibraryProgressFunc) (SudokuLibraryImportStage  stage,
                                           guint                     done,
                                           guint                     total,
                                           gpointer                  user_data);

/**
 * SudokuLibraryImportOptions:
 * @variant: the rules of the puzzles read
 * @level: the book level to file them under (1–7 or
 *   %SUDOKU_LIBRARY_SAMPLE), or %SUDOKU_LIBRARY_LEVEL_AUTO to rate each
 *   one and file it under its rated level
 * @source: (nullable): the source of puzzles that do not name one
 *   (a `.sdk` `#S` header does), e.g. the file's name
 * @n_threads: threads for rating; 0 for one per processor
 */
typedef struct
{
  SudokuVariant  variant;
  int            level;
  const char    *source;
  guint          n_threads;
} SudokuLibraryImportOptions;

/**
 * SudokuLibraryImportError:
 * @line: the 1-based line of the text where the bad entry starts
 * @message: what is wrong, starting with the line ("line 3, column 12:
 *   …", "line 7: row 4 has two 7s (r4c2, r4c9)")
 */
typedef struct
{
  guint  line;
  char  *message;
} SudokuLibraryImportError;

/**
 * SudokuLibraryImportResult:
 * @n_imported: puzzles added
 * @n_duplicates: puzzles skipped because the library (or the text,
 *   earlier) already had them
 * @errors: (element-type SudokuLibraryImportError): the entries that were
 *   skipped as bad, in line order
 * @ids: (element-type gint64): the ids of the puzzles added, in order
 */
typedef struct
{
  guint      n_imported;
  guint      n_duplicates;
  GPtrArray *errors;
  GArray    *ids;
} SudokuLibraryImportResult;

void                       sudoku_library_import_result_free (SudokuLibraryImportResult *result);

SudokuLibraryImportResult *sudoku_library_import (SudokuLibrary                    *self,
                                                  const char                       *text,
                                                  gssize                            length,
                                                  const SudokuLibraryImportOptions *options,
                                                  SudokuLibraryProgressFunc         progress,
                                                  gpointer                          progress_data,
                                                  GCancellable                     *cancellable,
                                                  GError                          **error);
void sudoku_library_import_async (SudokuLibrary                    *self,
                                  GBytes                           *text,
                                  const SudokuLibraryImportOptions *options,
                                  SudokuLibraryProgressFunc         progress,
                                  gpointer                          progress_data,
                                  GDestroyNotify                    progress_notify,
                                  GCancellable                     *cancellable,
                                  GAsyncReadyCallback               callback,
                                  gpointer                          user_data);
SudokuLibraryImportResult *sudoku_library_import_finish (SudokuLibrary *self,
                                                         GAsyncResult  *result,
                                                         GError       **error);

/**
 * SudokuLibraryFormat:
 * @SUDOKU_LIBRARY_FORMAT_SDM: one 81-character line per puzzle
 * @SUDOKU_LIBRARY_FORMAT_SDK: a `.sdk` block per puzzle (`#S` source,
 *   `#D` title, `#C` notes, `#L` level, `#B` date, 9 rows), blocks
 *   separated by an empty line
 */
typedef enum {
  SUDOKU_LIBRARY_FORMAT_SDM,
  SUDOKU_LIBRARY_FORMAT_SDK,
} SudokuLibraryFormat;

char *sudoku_library_export (SudokuLibrary      *self,
                             int                 group,
                             GArray             *ids,
                             SudokuLibraryFormat format,
                             guint              *n_exported,
                             GError            **error);
gboolean sudoku_library_export_to_file        (SudokuLibrary       *self,
                                               int                  group,
                                               GArray              *ids,
                                               SudokuLibraryFormat  format,
                                               const char          *output,
                                               guint               *n_exported,
                                               GCancellable        *cancellable,
                                               GError             **error);
void     sudoku_library_export_to_file_async  (SudokuLibrary       *self,
                                               int                  group,
                                               GArray              *ids,
                                               SudokuLibraryFormat  format,
                                               const char          *output,
                                               GCancellable        *cancellable,
                                               GAsyncReadyCallback  callback,
                                               gpointer             user_data);
gboolean sudoku_library_export_to_file_finish (SudokuLibrary       *self,
                                               GAsyncResult        *result,
                                               guint               *n_exported,
                                               GError             **error);

/* The puzzles of a booklet: a group, or the ones asked for in order. */
GPtrArray *sudoku_library_gather        (SudokuLibrary        *self,
                                         int                   group,
                                         GArray               *ids,
                                         GCancellable         *cancellable,
                                         GError              **error);
void       sudoku_library_gather_async  (SudokuLibrary        *self,
                                         int                   group,
                                         GArray               *ids,
                                         GCancellable         *cancellable,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
GPtrArray *sudoku_library_gather_finish (SudokuLibrary        *self,
                                         GAsyncResult         *result,
                                         GError              **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuLibraryImportResult, sudoku_library_import_result_free)

G_END_DECLS
