/* test-library-faults.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Faults on the library: a full disk and I/O errors part-way through a
 * transaction (through an SQLite VFS that wraps the default one and
 * fails writes on demand), read-only files and folders, a database
 * locked by another process, and SIGKILL at random moments during
 * imports and saves. After each fault the library opens without being
 * moved aside as damaged, passes PRAGMA integrity_check, and holds
 * exactly the data of before or of after the operation.
 */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "library-test-utils.h"
#include "sudoku-library-private.h"

/* --- A VFS that fails writes on demand --- */

typedef enum {
  FAULT_NONE,
  FAULT_DISK_FULL,  /* SQLITE_FULL once @budget bytes are written */
  FAULT_IO_ERROR,   /* SQLITE_IOERR_WRITE on write call number @budget */
} FaultMode;

static FaultMode fault_mode;
static gint64 fault_budget;
static gint64 fault_written;
static guint fault_writes;
static guint faults_injected;

static sqlite3_vfs *real_vfs;
static sqlite3_vfs faulty_vfs;

typedef struct
{
  sqlite3_file  base;
  sqlite3_file *real;
} FaultyFile;

#define REAL(file) (((FaultyFile *) (file))->real)

static void
arm (FaultMode mode,
     gint64    budget)
{
  fault_mode = mode;
  fault_budget = budget;
  fault_written = 0;
  fault_writes = 0;
}

static int
faulty_close (sqlite3_file *file)
{
  return REAL (file)->pMethods->xClose (REAL (file));
}

static int
faulty_read (sqlite3_file *file, void *buffer, int amount, sqlite3_int64 offset)
{
  return REAL (file)->pMethods->xRead (REAL (file), buffer, amount, offset);
}

static int
faulty_write (sqlite3_file *file, const void *buffer, int amount, sqlite3_int64 offset)
{
  switch (fault_mode)
    {
    case FAULT_DISK_FULL:
      if (fault_written + amount > fault_budget)
        {
          faults_injected++;
          return SQLITE_FULL;
        }
      fault_written += amount;
      break;
    case FAULT_IO_ERROR:
      if (fault_writes++ == fault_budget)
        {
          faults_injected++;
          return SQLITE_IOERR_WRITE;
        }
      break;
    case FAULT_NONE:
    default:
      break;
    }
  return REAL (file)->pMethods->xWrite (REAL (file), buffer, amount, offset);
}

static int
faulty_truncate (sqlite3_file *file, sqlite3_int64 size)
{
  return REAL (file)->pMethods->xTruncate (REAL (file), size);
}

static int
faulty_sync (sqlite3_file *file, int flags)
{
  return REAL (file)->pMethods->xSync (REAL (file), flags);
}

static int
faulty_file_size (sqlite3_file *file, sqlite3_int64 *size)
{
  return REAL (file)->pMethods->xFileSize (REAL (file), size);
}

static int
faulty_lock (sqlite3_file *file, int level)
{
  return REAL (file)->pMethods->xLock (REAL (file), level);
}

static int
faulty_unlock (sqlite3_file *file, int level)
{
  return REAL (file)->pMethods->xUnlock (REAL (file), level);
}

static int
faulty_check_reserved_lock (sqlite3_file *file, int *out)
{
  return REAL (file)->pMethods->xCheckReservedLock (REAL (file), out);
}

static int
faulty_file_control (sqlite3_file *file, int op, void *arg)
{
  return REAL (file)->pMethods->xFileControl (REAL (file), op, arg);
}

static int
faulty_sector_size (sqlite3_file *file)
{
  return REAL (file)->pMethods->xSectorSize (REAL (file));
}

static int
faulty_device_characteristics (sqlite3_file *file)
{
  return REAL (file)->pMethods->xDeviceCharacteristics (REAL (file));
}

static int
faulty_shm_map (sqlite3_file *file, int page, int size, int extend, void volatile **out)
{
  return REAL (file)->pMethods->xShmMap (REAL (file), page, size, extend, out);
}

static int
faulty_shm_lock (sqlite3_file *file, int offset, int n, int flags)
{
  return REAL (file)->pMethods->xShmLock (REAL (file), offset, n, flags);
}

static void
faulty_shm_barrier (sqlite3_file *file)
{
  REAL (file)->pMethods->xShmBarrier (REAL (file));
}

static int
faulty_shm_unmap (sqlite3_file *file, int delete_flag)
{
  return REAL (file)->pMethods->xShmUnmap (REAL (file), delete_flag);
}

/* Memory-mapped reads would bypass nothing we fail, but say no to them so
 * that every page goes through xRead and xWrite. */
static int
faulty_fetch (sqlite3_file *file, sqlite3_int64 offset, int amount, void **out)
{
  *out = NULL;
  return SQLITE_OK;
}

static int
faulty_unfetch (sqlite3_file *file, sqlite3_int64 offset, void *pointer)
{
  return SQLITE_OK;
}

static const sqlite3_io_methods faulty_methods = {
  3,
  faulty_close,
  faulty_read,
  faulty_write,
  faulty_truncate,
  faulty_sync,
  faulty_file_size,
  faulty_lock,
  faulty_unlock,
  faulty_check_reserved_lock,
  faulty_file_control,
  faulty_sector_size,
  faulty_device_characteristics,
  faulty_shm_map,
  faulty_shm_lock,
  faulty_shm_barrier,
  faulty_shm_unmap,
  faulty_fetch,
  faulty_unfetch,
};

static int
faulty_open (sqlite3_vfs *vfs, const char *name, sqlite3_file *file, int flags, int *out_flags)
{
  FaultyFile *self = (FaultyFile *) file;
  int rc;

  self->real = (sqlite3_file *) (self + 1);
  rc = real_vfs->xOpen (real_vfs, name, self->real, flags, out_flags);
  self->base.pMethods = self->real->pMethods != NULL ? &faulty_methods : NULL;
  return rc;
}

/* Makes the faulty VFS SQLite's default, so that the library's own
 * connections use it. */
static void
install_faulty_vfs (void)
{
  g_assert_cmpint (sqlite3_initialize (), ==, SQLITE_OK);
  real_vfs = sqlite3_vfs_find (NULL);
  g_assert_nonnull (real_vfs);
  faulty_vfs = *real_vfs;
  faulty_vfs.zName = "nanpure-faulty";
  faulty_vfs.szOsFile = (int) sizeof (FaultyFile) + real_vfs->szOsFile;
  faulty_vfs.xOpen = faulty_open;
  g_assert_cmpint (sqlite3_vfs_register (&faulty_vfs, 1), ==, SQLITE_OK);
}

/* --- Checks after a fault --- */

/* The library at @path opens as it is (not moved aside as damaged) and
 * passes SQLite's integrity check. */
static SudokuLibrary *
reopen_checked (const char *path)
{
  SudokuLibrary *library = open_library (path);
  g_autofree char *integrity = NULL;

  g_assert_null (sudoku_library_get_broken_path (library));
  integrity = raw_text (path, "PRAGMA integrity_check");
  g_assert_cmpstr (integrity, ==, "ok");
  return library;
}

/* A progress record that shows whether it was written whole: its
 * number, then 20,000 copies of one letter. */
static char *
make_progress (guint n)
{
  g_autofree char *body = g_strnfill (20000, (char) ('a' + n % 26));

  return g_strdup_printf ("%06u:%s", n, body);
}

/* Reads @text as make_progress() wrote it; FALSE when it is torn. */
static gboolean
read_progress (const char *text,
               guint      *n)
{
  guint64 value;
  char *end = NULL;

  if (strlen (text) != 7 + 20000 || text[6] != ':')
    return FALSE;
  value = g_ascii_strtoull (text, &end, 10);
  if (end != text + 6)
    return FALSE;
  for (const char *p = text + 7; *p; p++)
    if (*p != (char) ('a' + value % 26))
      return FALSE;
  *n = (guint) value;
  return TRUE;
}

static gint64
first_puzzle_id (SudokuLibrary *library)
{
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autofree char *text = make_puzzles (1, 0);
  gint64 id;

  result = import_text (library, text, 1);
  g_assert_cmpuint (result->n_imported, ==, 1);
  id = g_array_index (result->ids, gint64, 0);
  return id;
}

/* --- Disk full and I/O errors --- */

static void
run_write_faults (FaultMode     mode,
                  const gint64 *budgets,
                  guint         n_budgets)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) first = open_library (path);
  gint64 id = first_puzzle_id (first);
  guint n_failed = 0;
  guint progress_n = 0;
  gboolean has_progress = FALSE;

  g_clear_object (&first);

  for (guint i = 0; i < n_budgets; i++)
    {
      for (guint operation = 0; operation < 2; operation++)
        {
          g_autoptr(SudokuLibrary) library = reopen_checked (path);
          g_autoptr(GError) error = NULL;
          guint before = count_all (library);
          gboolean ok;

          if (operation == 0)
            {
              /* An import of 200 new puzzles: one transaction. */
              g_autofree char *text = make_puzzles (200, 1000 + 200 * i);
              SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 1, "faults", 1 };
              g_autoptr(SudokuLibraryImportResult) result = NULL;

              arm (mode, budgets[i]);
              result = sudoku_library_import (library, text, -1, &options, NULL, NULL, NULL, &error);
              arm (FAULT_NONE, 0);
              ok = result != NULL;
              if (ok)
                g_assert_cmpuint (result->n_imported, ==, 200);
            }
          else
            {
              g_autofree char *progress = make_progress (i + 1);

              arm (mode, budgets[i]);
              ok = sudoku_library_save_progress (library, id, 1, progress, &error);
              arm (FAULT_NONE, 0);
            }

          if (!ok)
            {
              /* A failure says so, in the library's own words. */
              g_assert_nonnull (error);
              g_assert_true (error->domain == SUDOKU_LIBRARY_ERROR);
              g_assert_cmpstr (error->message, !=, "");
              n_failed++;
            }
          else
            g_assert_no_error (error);
          g_clear_object (&library);

          /* Before or after, nothing in between. */
          library = reopen_checked (path);
          if (operation == 0)
            {
              guint after = count_all (library);

              if (ok)
                g_assert_cmpuint (after, ==, before + 200);
              else
                g_assert_true (after == before || after == before + 200);
            }
          else
            {
              g_autoptr(GError) read_error = NULL;
              g_autofree char *text = NULL;
              guint format = 0;
              guint n = 0;

              text = sudoku_library_dup_progress (library, id, &format, &read_error);
              g_assert_no_error (read_error);
              if (text == NULL)
                g_assert_false (has_progress);
              else
                {
                  g_assert_true (read_progress (text, &n));
                  if (ok)
                    g_assert_cmpuint (n, ==, i + 1);
                  else
                    g_assert_true ((has_progress && n == progress_n) || n == i + 1);
                  progress_n = n;
                  has_progress = TRUE;
                }
            }
        }
    }

  /* The smallest budgets must have failed something. */
  g_assert_cmpuint (n_failed, >, 0);
  g_test_message ("%u of %u operations failed; %u faults injected in all so far",
                  n_failed, 2 * n_budgets, faults_injected);
  test_remove_tree (folder);
}

/* An import bigger than the library, which drops the index of keys and
 * makes it again before COMMIT, under each fault: a new library each
 * time. Before or after, with the index there either way. */
static void
run_bulk_faults (FaultMode     mode,
                 const gint64 *budgets,
                 guint         n_budgets)
{
  g_autofree char *text = make_puzzles (200, 1000);
  guint n_failed = 0;

  _sudoku_library_import_bulk_rows = 100;
  for (guint i = 0; i < n_budgets; i++)
    {
      g_autofree char *folder = test_make_folder ();
      g_autofree char *path = g_build_filename (folder, "library.db", NULL);
      g_autoptr(SudokuLibrary) library = open_library (path);
      g_autoptr(SudokuLibraryImportResult) result = NULL;
      g_autoptr(GError) error = NULL;
      SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 1, "faults", 1 };
      guint after;

      arm (mode, budgets[i]);
      result = sudoku_library_import (library, text, -1, &options, NULL, NULL, NULL, &error);
      arm (FAULT_NONE, 0);
      if (result == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (error->domain == SUDOKU_LIBRARY_ERROR);
          n_failed++;
        }
      else
        g_assert_cmpuint (result->n_imported, ==, 200);
      g_clear_object (&library);

      library = reopen_checked (path);
      after = count_all (library);
      g_assert_true (after == N_SAMPLES + 200 || (result == NULL && after == N_SAMPLES));
      g_assert_cmpint (raw_int (path, "SELECT count(*) FROM sqlite_schema "
                                      "WHERE name = 'puzzles_by_key'"), ==, 1);
      g_clear_object (&library);
      test_remove_tree (folder);
    }
  _sudoku_library_import_bulk_rows = 50000;

  g_assert_cmpuint (n_failed, >, 0);
  g_test_message ("bulk imports: %u of %u failed", n_failed, n_budgets);
}

static void
test_disk_full (void)
{
  static const gint64 budgets[] = {
    0, 100, 1024, 4096, 4200, 8192, 12000, 16384, 24000, 32768, 49152,
    65536, 98304, 131072, 196608, 262144, 524288, 1048576,
  };

  run_write_faults (FAULT_DISK_FULL, budgets, G_N_ELEMENTS (budgets));
  run_bulk_faults (FAULT_DISK_FULL, budgets, G_N_ELEMENTS (budgets));
}

static void
test_io_error (void)
{
  gint64 budgets[40];

  for (guint i = 0; i < G_N_ELEMENTS (budgets); i++)
    budgets[i] = i < 30 ? i : 30 + 8 * (i - 30);
  run_write_faults (FAULT_IO_ERROR, budgets, G_N_ELEMENTS (budgets));
  run_bulk_faults (FAULT_IO_ERROR, budgets, G_N_ELEMENTS (budgets));
}

/* --- Read-only --- */

static void
check_read_only_open (const char *path,
                      guint       expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuLibrary) library = sudoku_library_new_for_path_read_only (path, &error);
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autofree char *text = make_puzzles (10, 50000);
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 1, "faults", 1 };

  g_assert_no_error (error);
  g_assert_nonnull (library);
  g_assert_true (sudoku_library_get_read_only (library));
  g_assert_cmpuint (count_all (library), ==, expected);

  result = sudoku_library_import (library, text, -1, &options, NULL, NULL, NULL, &error);
  g_assert_null (result);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY);
  g_assert_cmpuint (count_all (library), ==, expected);
}

/* In a child running as nobody (root ignores permissions): a read-only
 * folder and a read-only file are refused for writing with a message
 * that says so, and open read-only. */
static void
check_as_nobody (const char *path_in_read_only_folder,
                 const char *read_only_path,
                 guint       expected)
{
  pid_t pid = fork ();
  int status = 0;

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      const char *paths[] = { path_in_read_only_folder, read_only_path };

      if (getuid () == 0 && (setgid (65534) != 0 || setuid (65534) != 0))
        _exit (3);
      for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(SudokuLibrary) library = sudoku_library_new_for_path (paths[i], &error);

          if (library != NULL ||
              !g_error_matches (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_READ_ONLY))
            _exit (4);
        }
      /* The read-only file opens read-only, with its data. */
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(SudokuLibrary) library = sudoku_library_new_for_path_read_only (read_only_path, &error);

        if (library == NULL || count_all (library) != expected)
          _exit (5);
      }
      _exit (0);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
}

static void
test_read_only (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *sub = g_build_filename (folder, "sub", NULL);
  g_autofree char *path = g_build_filename (sub, "library.db", NULL);
  g_autofree char *file_folder = g_build_filename (folder, "file", NULL);
  g_autofree char *file_path = g_build_filename (file_folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = NULL;
  g_autofree char *integrity = NULL;
  guint expected;

  g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (file_folder, 0777), ==, 0);
  library = open_library (path);
  expected = count_all (library);
  g_clear_object (&library);
  g_clear_object (&library);
  library = open_library (file_path);
  g_clear_object (&library);

  /* The library's read-only mode, as any user. */
  check_read_only_open (path, expected);

  /* A folder nobody may write in, and a file nobody may write. */
  g_assert_cmpint (g_chmod (folder, 0755), ==, 0);
  g_assert_cmpint (g_chmod (sub, 0555), ==, 0);
  g_assert_cmpint (g_chmod (path, 0666), ==, 0);
  g_assert_cmpint (g_chmod (file_path, 0444), ==, 0);
  if (getuid () == 0 || (g_access (sub, W_OK) != 0 && g_access (file_path, W_OK) != 0))
    check_as_nobody (path, file_path, expected);
  else
    g_test_message ("not root and the files stay writable: the nobody part is left out");

  g_assert_cmpint (g_chmod (sub, 0755), ==, 0);
  g_assert_cmpint (g_chmod (file_path, 0644), ==, 0);
  library = reopen_checked (path);
  g_assert_cmpuint (count_all (library), ==, expected);
  g_clear_object (&library);
  integrity = raw_text (file_path, "PRAGMA integrity_check");
  g_assert_cmpstr (integrity, ==, "ok");
  test_remove_tree (folder);
}

/* --- Locked by another process --- */

static void
test_locked (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  g_autoptr(SudokuLibraryImportResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = make_puzzles (50, 60000);
  SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 1, "faults", 1 };
  guint before = count_all (library);
  int ready[2];
  int status = 0;
  char byte = 0;
  pid_t pid;

  g_clear_object (&library);
  g_assert_cmpint (pipe (ready), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      sqlite3 *db = NULL;

      /* Another program: an exclusive transaction with a change in it,
       * held until it is killed. */
      close (ready[0]);
      if (sqlite3_open (path, &db) != SQLITE_OK ||
          sqlite3_exec (db, "BEGIN EXCLUSIVE; DELETE FROM puzzles;", NULL, NULL, NULL) != SQLITE_OK)
        _exit (3);
      if (write (ready[1], "x", 1) != 1)
        _exit (4);
      for (;;)
        pause ();
    }
  close (ready[1]);
  g_assert_cmpint (read (ready[0], &byte, 1), ==, 1);
  close (ready[0]);

  /* The library opens and reads what was committed; a write waits for
   * the busy timeout and then says the library is busy. */
  library = reopen_checked (path);
  g_assert_cmpuint (count_all (library), ==, before);
  result = sudoku_library_import (library, text, -1, &options, NULL, NULL, NULL, &error);
  g_assert_null (result);
  g_assert_error (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_BUSY);
  g_assert_cmpuint (count_all (library), ==, before);
  g_clear_error (&error);

  /* The other program dies holding its transaction: nothing of it stays,
   * and the library is writable again. */
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  result = sudoku_library_import (library, text, -1, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->n_imported, ==, 50);
  g_clear_object (&library);
  library = reopen_checked (path);
  g_assert_cmpuint (count_all (library), ==, before + 50);
  g_clear_object (&library);
  test_remove_tree (folder);
}

/* --- SIGKILL during imports and saves --- */

#define KILL_BATCH 40
#define N_KILLS    120

/* The child: imports batches of KILL_BATCH new puzzles and saves
 * progress, for ever. It carries on from what the library holds. */
G_GNUC_NORETURN static void
work_until_killed (const char *path,
                   guint       base,
                   gint64      id,
                   int         report_fd)
{
  g_autoptr(GError) error = NULL;
  SudokuLibrary *library = sudoku_library_new_for_path (path, &error);
  g_autofree char *old = NULL;
  guint format = 0;
  guint n = 0;

  if (library == NULL)
    _exit (3);
  old = sudoku_library_dup_progress (library, id, &format, NULL);
  if (old != NULL && !read_progress (old, &n))
    _exit (4);
  /* Tells the parent it is open, and then each time it saved. */
  if (write (report_fd, "o", 1) != 1)
    _exit (7);

  for (;;)
    {
      SudokuLibraryImportOptions options = { SUDOKU_VARIANT_CLASSIC, 1, "kill", 1 };
      guint done = (count_all (library) - base) / KILL_BATCH;
      g_autofree char *text = make_puzzles (KILL_BATCH, 100000 + done * KILL_BATCH);
      g_autofree char *progress = make_progress (++n);
      SudokuLibraryImportResult *result;

      result = sudoku_library_import (library, text, -1, &options, NULL, NULL, NULL, NULL);
      if (result == NULL)
        _exit (5);
      sudoku_library_import_result_free (result);
      if (!sudoku_library_save_progress (library, id, 1, progress, NULL))
        _exit (6);
      if (write (report_fd, "s", 1) != 1)
        _exit (7);
    }
}

/* Starts a child working on the library; @report_fd gets its reports. */
static pid_t
start_worker (const char *path,
              guint       base,
              gint64      id,
              int        *report_fd)
{
  int fds[2];
  pid_t pid;

  g_assert_cmpint (pipe (fds), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      close (fds[0]);
      work_until_killed (path, base, id, fds[1]);
    }
  close (fds[1]);
  *report_fd = fds[0];
  return pid;
}

static void
kill_worker (pid_t pid)
{
  int status = 0;

  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  if (!WIFSIGNALED (status))
    g_error ("the child stopped by itself with status %d", WEXITSTATUS (status));
}

static void
test_sigkill (void)
{
  g_autofree char *folder = test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(SudokuLibrary) library = open_library (path);
  gint64 id = first_puzzle_id (library);
  guint base = count_all (library);
  guint last_count = base;
  guint last_n = 0;
  guint n_changed = 0;
  guint n_early = 0;
  gint64 start, round;
  int report_fd;
  char byte;
  pid_t pid;

  g_clear_object (&library);

  /* How long one round of import and save takes here (a sanitizer
   * build on a busy machine is many times slower): the kills fall at
   * random within two rounds after the child has opened the library. */
  pid = start_worker (path, base, id, &report_fd);
  g_assert_cmpint (read (report_fd, &byte, 1), ==, 1);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (read (report_fd, &byte, 1), ==, 1);
  round = MAX ((g_get_monotonic_time () - start) / 3, 1000);
  kill_worker (pid);
  close (report_fd);
  last_count = count_all (library = reopen_checked (path));
  g_clear_object (&library);
  g_test_message ("one round of import and save: %.1f ms", round / 1000.0);

  for (guint kill_n = 0; kill_n < N_KILLS; kill_n++)
    {
      g_autofree char *progress = NULL;
      guint format = 0;
      guint n = 0;
      guint count;

      pid = start_worker (path, base, id, &report_fd);
      g_assert_cmpint (read (report_fd, &byte, 1), ==, 1);
      g_usleep (g_test_rand_int_range (0, (gint32) MIN (2 * round, G_MAXINT32)));
      kill_worker (pid);
      close (report_fd);

      /* Whole batches and whole progress records only, and nothing that
       * was committed lost. */
      library = reopen_checked (path);
      count = count_all (library);
      g_assert_cmpuint ((count - base) % KILL_BATCH, ==, 0);
      g_assert_cmpuint (count, >=, last_count);
      progress = sudoku_library_dup_progress (library, id, &format, NULL);
      if (progress != NULL)
        {
          g_assert_true (read_progress (progress, &n));
          g_assert_cmpuint (n, >=, last_n);
        }
      if (count != last_count || n != last_n)
        n_changed++;
      else
        n_early++;
      last_count = count;
      last_n = n;
      g_clear_object (&library);
    }

  g_test_message ("%u kills: %u after the child had committed more, %u while it had not yet; "
                  "%u batches and %u progress records saved",
                  N_KILLS, n_changed, n_early, (last_count - base) / KILL_BATCH, last_n);
  /* The kills did fall during saving, not only before it. */
  g_assert_cmpuint (n_changed, >, 0);
  test_remove_tree (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  install_faulty_vfs ();

  g_test_add_func ("/nanpure/library-faults/disk-full", test_disk_full);
  g_test_add_func ("/nanpure/library-faults/io-error", test_io_error);
  g_test_add_func ("/nanpure/library-faults/read-only", test_read_only);
  g_test_add_func ("/nanpure/library-faults/locked", test_locked);
  g_test_add_func ("/nanpure/library-faults/sigkill", test_sigkill);

  return g_test_run ();
}
