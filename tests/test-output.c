/* test-output.c — writing files without losing anything
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-output.h"
#include "test-utils.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>
#include <sys/stat.h>
#include <unistd.h>

static char *
read_all (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static void
test_output_new_and_replace (void)
{
  g_autofree char *dir = test_make_folder ();
  g_autofree char *path = g_build_filename (dir, "out.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  struct stat st;

  g_assert_true (sudoku_output_write_file (path, "one\n", 4, &error));
  g_assert_no_error (error);
  first = read_all (path);
  g_assert_cmpstr (first, ==, "one\n");

  /* The old file's mode is kept when it is replaced. */
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (sudoku_output_write_file (path, "two\n", 4, &error));
  g_assert_no_error (error);
  second = read_all (path);
  g_assert_cmpstr (second, ==, "two\n");
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);

  /* No temporary file is left behind. */
  g_assert_cmpuint (count_entries (dir), ==, 1);
  test_remove_tree (dir);
}

static void
test_output_abandoned_keeps_old (void)
{
  g_autofree char *dir = test_make_folder ();
  g_autofree char *path = g_build_filename (dir, "keep.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SudokuOutput *output;

  g_assert_true (g_file_set_contents (path, "old\n", -1, NULL));
  output = sudoku_output_open (path, &error);
  g_assert_no_error (error);
  g_assert_false (sudoku_output_is_stream (output));
  g_assert_true (sudoku_output_write (output, "half", 4, &error));
  /* Freed without a commit: as when an export fails half way. */
  sudoku_output_free (output);

  text = read_all (path);
  g_assert_cmpstr (text, ==, "old\n");
  g_assert_cmpuint (count_entries (dir), ==, 1);
  test_remove_tree (dir);
}

static void
test_output_follows_link (void)
{
  g_autofree char *dir = test_make_folder ();
  g_autofree char *target = g_build_filename (dir, "target.txt", NULL);
  g_autofree char *link = g_build_filename (dir, "link.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (target, "old\n", -1, NULL));
  g_assert_cmpint (symlink ("target.txt", link), ==, 0);

  g_assert_true (sudoku_output_write_file (link, "new\n", 4, &error));
  g_assert_no_error (error);

  g_assert_cmpint (lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  text = read_all (target);
  g_assert_cmpstr (text, ==, "new\n");
  test_remove_tree (dir);
}

static void
test_output_streams_to_fifo (void)
{
  g_autofree char *dir = test_make_folder ();
  g_autofree char *fifo = g_build_filename (dir, "pipe", NULL);
  g_autoptr(GError) error = NULL;
  struct stat st;
  GPid pid;
  int out_fd;
  char buffer[64] = { 0 };
  gssize n;
  const char *argv[] = { "cat", fifo, NULL };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  /* A reader on the other end, so that opening for writing goes on. */
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL,
                                           G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);

  g_assert_true (sudoku_output_write_file (fifo, "through\n", 8, &error));
  g_assert_no_error (error);

  n = read (out_fd, buffer, sizeof buffer - 1);
  g_assert_cmpint (n, ==, 8);
  g_assert_cmpstr (buffer, ==, "through\n");
  close (out_fd);
  waitpid (pid, NULL, 0);
  g_spawn_close_pid (pid);

  /* The pipe is still a pipe. */
  g_assert_cmpint (lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  test_remove_tree (dir);
}

static void
test_output_device_is_not_replaced (void)
{
  g_autoptr(GError) error = NULL;
  struct stat st;
  SudokuOutput *output;

  output = sudoku_output_open ("/dev/null", &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_output_is_stream (output));
  g_assert_true (sudoku_output_write (output, "x", 1, &error));
  g_assert_true (sudoku_output_commit (output, &error));
  g_assert_no_error (error);
  sudoku_output_free (output);

  g_assert_cmpint (stat ("/dev/null", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
}

static void
test_output_errors (void)
{
  g_autofree char *dir = test_make_folder ();
  g_autofree char *missing = g_build_filename (dir, "no", "such", "file", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_null (sudoku_output_open ("", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  g_clear_error (&error);

  g_assert_null (sudoku_output_open (dir, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_assert_nonnull (strstr (error->message, dir));
  g_clear_error (&error);

  g_assert_false (sudoku_output_write_file (missing, "x", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, missing));
  test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nanpure/output/new-and-replace", test_output_new_and_replace);
  g_test_add_func ("/nanpure/output/abandoned-keeps-old", test_output_abandoned_keeps_old);
  g_test_add_func ("/nanpure/output/follows-link", test_output_follows_link);
  g_test_add_func ("/nanpure/output/streams-to-fifo", test_output_streams_to_fifo);
  g_test_add_func ("/nanpure/output/device-is-not-replaced", test_output_device_is_not_replaced);
  g_test_add_func ("/nanpure/output/errors", test_output_errors);

  return g_test_run ();
}
