/* test-utils.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib-object.h>

#include "test-utils.h"

#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-rater.h"
#include "sudoku-solver.h"

#include <glib/gstdio.h>
#include <libintl.h>
#include <locale.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* A board read from @text, which must be a valid puzzle. */
SudokuBoard
test_board_from (const char    *text,
                 SudokuVariant  variant)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;

  puzzle = sudoku_parse_puzzle (text, -1, variant, &error);
  g_assert_no_error (error);
  g_assert_nonnull (puzzle);
  return puzzle->board;
}

/* @board with the values of @text (81 characters, a digit or anything
 * else for an empty cell) set as givens one by one: no parser. */
void
test_board_from_values (SudokuBoard   *board,
                        SudokuVariant  variant,
                        const char    *text)
{
  g_assert_cmpuint (strlen (text), ==, SUDOKU_N_CELLS);

  sudoku_board_init (board, variant);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (text[cell] >= '1' && text[cell] <= '9')
      sudoku_board_set_value (board, cell, text[cell] - '0', TRUE);
}

/* Appends @puzzle (81 characters, anything but 1–9 empty) to @text with
 * its digits relabelled by the @code-th permutation (in Lehmer-code
 * order), empty cells as dots: a relabelled puzzle is a puzzle with one
 * solution too, and 9! codes give distinct ones. */
void
test_append_relabelled (GString    *text,
                        const char *puzzle,
                        guint       code)
{
  char digits[9] = { '1', '2', '3', '4', '5', '6', '7', '8', '9' };
  char map[9];

  for (guint k = 0; k < 9; k++)
    {
      guint radix = 9 - k;
      guint pick = code % radix;

      code /= radix;
      map[k] = digits[pick];
      memmove (digits + pick, digits + pick + 1, 8 - pick);
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_string_append_c (text, puzzle[cell] >= '1' && puzzle[cell] <= '9'
                             ? map[puzzle[cell] - '1'] : '.');
}

/* Distinct puzzles made from @bases (puzzles with one solution each,
 * 81 characters): puzzle i is base i % n relabelled by the (i / n)-th
 * permutation of the digits. Three bases give 3 × 9! = 1,088,640. */
char *
make_many (GPtrArray *bases,
           guint      n)
{
  GString *text = g_string_sized_new ((gsize) n * 82);

  for (guint i = 0; i < n; i++)
    {
      test_append_relabelled (text, g_ptr_array_index (bases, i % bases->len),
                              i / bases->len);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* The puzzles of @path, one 81-character line each (`#` lines and
 * others skipped), or the three built-in ones. */
GPtrArray *
read_bases (const char *path)
{
  static const char * const built_in[] = { EASY, INKALA_2010, INKALA_2012 };
  g_autoptr(GError) error = NULL;
  GPtrArray *bases = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (path == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (built_in); i++)
        g_ptr_array_add (bases, g_strdup (built_in[i]));
      return bases;
    }
  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      g_printerr ("bench: %s\n", error->message);
      exit (2);
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '#' && strlen (lines[i]) >= 81)
      g_ptr_array_add (bases, g_strndup (lines[i], 81));
  if (bases->len == 0)
    {
      g_printerr ("bench: %s has no puzzle lines\n", path);
      exit (2);
    }
  return bases;
}

/* The one solution of the classic puzzle @text, 81 digits. */
void
test_solution_of (const char *text,
                  guint8     *solution)
{
  SudokuBoard board = test_board_from (text, SUDOKU_VARIANT_CLASSIC);
  SudokuSolveResult exact;

  sudoku_solver_count (&board, NULL, &exact, NULL);
  g_assert_cmpuint (exact.n_solutions, ==, 1);
  memcpy (solution, exact.solution, SUDOKU_N_CELLS);
}

/* The level the full profile rates @board at, from its clues alone (as
 * `nanpure-cli rate` sees a puzzle line). */
guint
test_rate_level (const SudokuBoard *board)
{
  g_autoptr(SudokuPath) path = NULL;
  SudokuProfile profile;
  SudokuRating rating;
  SudokuBoard fresh;

  sudoku_board_init (&fresh, board->variant);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->values[cell])
      sudoku_board_set_value (&fresh, cell, board->values[cell], TRUE);
  g_assert_true (sudoku_profile_init_from_string (&profile, SUDOKU_RATER_PROFILE, NULL));
  path = sudoku_path_solve (&fresh, &profile, NULL, NULL);
  g_assert_nonnull (path);
  sudoku_rating_from_path (path, &rating);
  return rating.level;
}

/* test_rate_level() of the puzzle @givens (81 characters). */
guint
test_rate_text (SudokuVariant  variant,
                const char    *givens)
{
  SudokuBoard board;

  test_board_from_values (&board, variant, givens);
  return test_rate_level (&board);
}

/* The path of a test input under tests/data ($NANPURE_TEST_DATA, which
 * tests/meson.build sets): @first and the further parts, up to %NULL. */
char *
test_data_path (const char *first,
                ...)
{
  const char *root = g_getenv ("NANPURE_TEST_DATA");
  g_autofree char *base = NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  va_list args;

  base = root != NULL ? g_strdup (root) : g_test_build_filename (G_TEST_DIST, "data", NULL);
  g_ptr_array_add (parts, base);
  va_start (args, first);
  for (const char *part = first; part != NULL; part = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  return g_build_filenamev ((char **) parts->pdata);
}

/* How many files and folders @folder holds. */
guint
count_entries (const char *folder)
{
  GDir *dir = g_dir_open (folder, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  g_dir_close (dir);
  return n;
}

/* A new temporary folder, for test_remove_tree() at the end. */
char *
test_make_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("nanpure-test-XXXXXX", &error);

  g_assert_no_error (error);
  return folder;
}

void
test_remove_tree (const char *path)
{
  GDir *dir;
  const char *name;

  g_chmod (path, 0700);
  dir = g_dir_open (path, 0, NULL);
  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          if (g_file_test (child, G_FILE_TEST_IS_DIR) &&
              !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
            test_remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

/* A GCompareFunc of doubles, for sorting timings. */
int
test_compare_doubles (gconstpointer a,
                      gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* What poppler's @tool (pdfinfo, pdftotext) writes for the PDF at
 * @path, with @option (when not %NULL) before the path, or %NULL when
 * the tool is missing. */
char *
test_run_pdf_tool_with (const char *tool,
                        const char *option,
                        const char *path)
{
  g_autofree char *program = g_find_program_in_path (tool);
  const char *argv[] = { program, path, "-", NULL, NULL };
  g_autoptr(GError) error = NULL;
  char *output = NULL;
  int status = 0;

  if (program == NULL)
    {
      g_test_message ("%s (poppler-utils) is missing: the PDF is not read", tool);
      return NULL;
    }
  if (g_str_equal (tool, "pdfinfo"))
    argv[2] = NULL;
  else if (option != NULL)
    {
      argv[1] = option;
      argv[2] = path;
      argv[3] = "-";
    }
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &output,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return output;
}

/* What poppler's @tool writes for the PDF at @path, with no option. */
char *
test_run_pdf_tool (const char *tool,
                   const char *path)
{
  return test_run_pdf_tool_with (tool, NULL, path);
}

/* The pages of a PDF, as pdfinfo counts them; -1 without pdfinfo. */
int
pdf_pages (const char *path)
{
  g_autofree char *info = test_run_pdf_tool ("pdfinfo", path);
  const char *pages;

  if (info == NULL)
    return -1;
  pages = strstr (info, "\nPages:");
  g_assert_nonnull (pages);
  return atoi (pages + strlen ("\nPages:"));
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the default main context until @condition holds; @name says what
 * is waited for once the wait has been long. It never fails on time (a
 * correct program on a loaded machine, the sanitizer build under
 * build-aux/stress-tests, may be many times slower; the meson test's
 * timeout is the last guard): after @seconds, and again as often, it
 * says on stderr that it still waits. Use iterate_until(). */
void
test_iterate_until_named (TestCondition  condition,
                          gpointer       data,
                          const char    *name,
                          guint          seconds)
{
  gint64 start = g_get_monotonic_time ();
  gint64 interval = (gint64) MAX (seconds, 1) * G_USEC_PER_SEC;
  gint64 note = start + interval;
  /* The condition may change without any source of ours firing (a
   * worker's flag): wake up now and then to look again. */
  guint wake = g_timeout_add (20, wake_cb, NULL);

  while (!condition (data))
    {
      g_main_context_iteration (NULL, TRUE);
      if (g_get_monotonic_time () >= note)
        {
          g_printerr ("# %s: still waiting%s%s after %" G_GINT64_FORMAT " s\n",
                      g_test_get_path (), name != NULL ? " for " : "", name != NULL ? name : "",
                      (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
          note += interval;
        }
    }
  g_source_remove (wake);
}

/* test_iterate_until_named() without a name. */
void
test_iterate_until (TestCondition condition,
                    gpointer      data,
                    guint         seconds)
{
  test_iterate_until_named (condition, data, NULL, seconds);
}

/* Runs the main loop for @ms milliseconds: only to let animations settle
 * before a screenshot, never before an assertion (wait for what the
 * assertion needs with iterate_until()). */
void
iterate_for (guint ms)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) ms * 1000;
  guint wake = g_timeout_add (10, wake_cb, NULL);

  while (g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
}

/* Runs the main loop for @ms milliseconds before a check that nothing
 * happened meanwhile (no file written after Cancel, no move after
 * Stop): there is no signal for "nothing", and a slow machine can only
 * make such a check weaker, never fail a correct program. Never before
 * a check that something did happen: wait for it with iterate_until(). */
void
watch_for (guint ms)
{
  iterate_for (ms);
}

/* Whether the pointer at @data is %NULL. */
gboolean
is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* Whether the pointer at @data is set. */
gboolean
is_not_null (gpointer data)
{
  return *(gpointer *) data != NULL;
}

/* Whether the int at @data is set (it may be set from a worker). */
gboolean
is_set (gpointer data)
{
  return g_atomic_int_get ((int *) data);
}

/* An async call's answer: async_result_cb() keeps it in the
 * GAsyncResult * its user data points to; wait_for_result() runs the
 * main context until it is there. */
void
async_result_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
  g_main_context_wakeup (NULL);
}

GAsyncResult *
wait_for_result (GAsyncResult **result)
{
  iterate_until (is_not_null, result);
  return *result;
}

static void
finalized_cb (gpointer  data,
              GObject  *where_the_object_was)
{
  g_atomic_int_set ((int *) data, TRUE);
}

/* Drops the caller's reference to @object and runs the main loop until
 * the object goes (its weak reference's notify has run): a callback
 * that still runs for it (a GTask's, deferred to the next iteration)
 * lets it go first. A real leak waits until the meson timeout, with the
 * name of the object printed first. Use await_finalize_object(). */
void
await_finalize_object_named (gpointer    object,
                             const char *name)
{
  g_autofree char *what = NULL;
  int gone = FALSE;

  g_assert_true (G_IS_OBJECT (object));
  what = g_strdup_printf ("the finalization of %s (a %s)", name, G_OBJECT_TYPE_NAME (object));
  /* The notify may run in a worker that lets go of the object last. */
  g_object_weak_ref (G_OBJECT (object), finalized_cb, &gone);
  g_object_unref (object);
  if (!is_set (&gone))
    g_test_message ("%s: still held after its last reference went; waiting", what);
  test_iterate_until_named (is_set, &gone, what, TEST_NOTE_SECONDS);
}

void
test_language_switch (TestLanguage *saved,
                      const char   *language)
{
  static gsize bound = 0;

  /* The catalogue of the build, not an installed one; also the default
   * domain, for the app's own _(). */
  if (g_once_init_enter (&bound))
    {
      bindtextdomain (GETTEXT_PACKAGE, NANPURE_BUILD_ROOT "/po");
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
      g_once_init_leave (&bound, 1);
    }
  if (saved->messages == NULL)
    {
      saved->language = g_strdup (g_getenv ("LANGUAGE"));
      saved->messages = g_strdup (setlocale (LC_MESSAGES, NULL));
    }
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_MESSAGES, "C.UTF-8");
}

void
test_language_restore (TestLanguage *saved)
{
  if (saved->messages == NULL)
    return;
  if (saved->language != NULL)
    g_setenv ("LANGUAGE", saved->language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  setlocale (LC_MESSAGES, saved->messages);
  g_clear_pointer (&saved->language, g_free);
  g_clear_pointer (&saved->messages, g_free);
}
