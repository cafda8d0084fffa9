/* sudoku-output.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include "sudoku-output.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gunixoutputstream.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct _SudokuOutput
{
  char          *path;       /* as the caller gave it */
  char          *target;     /* the file finally written (links followed) */
  char          *temp_path;  /* NULL when streaming */
  int            fd;
  GOutputStream *stream;
  gboolean       committed;
};

static gboolean
set_errno_error (GError     **error,
                 const char  *path,
                 int          saved_errno)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("cannot write “%s”: %s"), path, g_strerror (saved_errno));
  return FALSE;
}

/* Follows symbolic links, also dangling ones, to the path that is finally
 * written. Relative link targets are taken from the link's folder. */
static char *
resolve_links (const char  *path,
               GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint hops = 0; hops < 40; hops++)
    {
      struct stat st;
      g_autofree char *link = NULL;
      g_autoptr(GError) local_error = NULL;

      /* /dev/stdout leads to /proc/self/fd/1 and then to "pipe:[N]",
       * which is no path: a device is opened as it is named. */
      if (g_str_has_prefix (current, "/dev/") || g_str_has_prefix (current, "/proc/"))
        return g_steal_pointer (&current);
      if (lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);

      link = g_file_read_link (current, &local_error);
      if (link == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       _("cannot write “%s”: %s"), path, local_error->message);
          return NULL;
        }
      if (g_path_is_absolute (link))
        {
          g_free (current);
          current = g_steal_pointer (&link);
        }
      else
        {
          g_autofree char *dir = g_path_get_dirname (current);
          g_free (current);
          current = g_build_filename (dir, link, NULL);
        }
    }

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS,
               _("cannot write “%s”: %s"), path, g_strerror (ELOOP));
  return NULL;
}

static gboolean
is_special_path (const char *path)
{
  return g_str_has_prefix (path, "/dev/") || g_str_has_prefix (path, "/proc/");
}

/**
 * sudoku_output_open:
 * @path: a file name, or "-" for standard output
 * @error: return location for an error
 *
 * Opens @path for writing as described for #SudokuOutput. Nothing is
 * replaced before sudoku_output_commit().
 *
 * Returns: (transfer full): the output, or %NULL with @error set
 */
SudokuOutput *
sudoku_output_open (const char  *path,
                    GError     **error)
{
  g_autoptr(SudokuOutput) output = NULL;
  struct stat st;
  gboolean exists;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (*path == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   _("cannot write to an empty file name"));
      return NULL;
    }

  output = g_new0 (SudokuOutput, 1);
  output->fd = -1;
  output->path = g_strdup (path);

  if (g_str_equal (path, "-"))
    {
      output->target = g_strdup (path);
      output->fd = dup (STDOUT_FILENO);
      if (output->fd < 0)
        {
          set_errno_error (error, _("standard output"), errno);
          return NULL;
        }
      output->stream = g_unix_output_stream_new (output->fd, TRUE);
      return g_steal_pointer (&output);
    }

  output->target = resolve_links (path, error);
  if (output->target == NULL)
    return NULL;

  exists = stat (output->target, &st) == 0;
  if (exists && S_ISDIR (st.st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                   _("cannot write “%s”: it is a folder"), path);
      return NULL;
    }

  if ((exists && !S_ISREG (st.st_mode)) || is_special_path (path) ||
      is_special_path (output->target))
    {
      /* A pipe, device or socket, or a file behind /proc/self/fd (the
       * shell's redirection of standard output): write into it as it is.
       * Appending to a regular file there keeps what ">>" asked for and is
       * the same as writing for ">". */
      int flags = O_WRONLY | O_CLOEXEC | O_NOCTTY;

      if (exists && S_ISREG (st.st_mode))
        flags |= O_APPEND;
      output->fd = g_open (output->target, flags, 0);
      if (output->fd < 0)
        {
          set_errno_error (error, path, errno);
          return NULL;
        }
      output->stream = g_unix_output_stream_new (output->fd, TRUE);
      return g_steal_pointer (&output);
    }

  {
    g_autofree char *dir = g_path_get_dirname (output->target);
    g_autofree char *base = g_path_get_basename (output->target);
    g_autofree char *template = g_strdup_printf (".%s.XXXXXX", base);
    mode_t mode;

    output->temp_path = g_build_filename (dir, template, NULL);
    output->fd = g_mkstemp_full (output->temp_path, O_WRONLY | O_CLOEXEC, 0600);
    if (output->fd < 0)
      {
        int saved_errno = errno;
        g_clear_pointer (&output->temp_path, g_free);
        set_errno_error (error, path, saved_errno);
        return NULL;
      }

    /* Keep the old file's permissions; a new file gets what the umask
     * allows, as open() would have given it. */
    if (exists)
      mode = st.st_mode & 07777;
    else
      {
        mode_t mask = umask (0);
        umask (mask);
        mode = 0666 & ~mask;
      }
    if (fchmod (output->fd, mode) != 0)
      g_debug ("cannot set the mode of %s: %s", output->temp_path, g_strerror (errno));

    output->stream = g_unix_output_stream_new (output->fd, FALSE);
  }

  return g_steal_pointer (&output);
}

/**
 * sudoku_output_get_stream:
 * @output: an output
 *
 * Returns: (transfer none): the stream to write to
 */
GOutputStream *
sudoku_output_get_stream (SudokuOutput *output)
{
  g_return_val_if_fail (output != NULL, NULL);

  return output->stream;
}

/**
 * sudoku_output_get_path:
 * @output: an output
 *
 * Returns: the path as it was given to sudoku_output_open()
 */
const char *
sudoku_output_get_path (SudokuOutput *output)
{
  g_return_val_if_fail (output != NULL, NULL);

  return output->path;
}

/**
 * sudoku_output_is_stream:
 * @output: an output
 *
 * Returns: %TRUE when @output writes straight into a pipe, a device or
 *   standard output rather than replacing a file
 */
gboolean
sudoku_output_is_stream (SudokuOutput *output)
{
  g_return_val_if_fail (output != NULL, FALSE);

  return output->temp_path == NULL;
}

/**
 * sudoku_output_write:
 * @output: an output
 * @data: (array length=length): bytes to write
 * @length: how many
 * @error: return location for an error
 *
 * Writes all of @data.
 *
 * Returns: %TRUE on success
 */
gboolean
sudoku_output_write (SudokuOutput  *output,
                     const void    *data,
                     gsize          length,
                     GError       **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (output != NULL, FALSE);
  g_return_val_if_fail (!output->committed, FALSE);

  if (!g_output_stream_write_all (output->stream, data, length, NULL, NULL,
                                  &local_error))
    {
      g_set_error (error, local_error->domain, local_error->code,
                   _("cannot write “%s”: %s"), output->path, local_error->message);
      return FALSE;
    }

  return TRUE;
}

/**
 * sudoku_output_commit:
 * @output: an output
 * @error: return location for an error
 *
 * Finishes the write: a stream is flushed; a file is flushed to disk and
 * renamed over the old one. After a failure the old file is as it was.
 *
 * Returns: %TRUE on success
 */
gboolean
sudoku_output_commit (SudokuOutput  *output,
                      GError       **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (output != NULL, FALSE);
  g_return_val_if_fail (!output->committed, FALSE);

  if (!g_output_stream_flush (output->stream, NULL, &local_error))
    {
      g_set_error (error, local_error->domain, local_error->code,
                   _("cannot write “%s”: %s"), output->path, local_error->message);
      return FALSE;
    }

  if (output->temp_path == NULL)
    {
      output->committed = TRUE;
      return TRUE;
    }

  if (fsync (output->fd) != 0)
    return set_errno_error (error, output->path, errno);
  if (close (output->fd) != 0)
    {
      output->fd = -1;
      return set_errno_error (error, output->path, errno);
    }
  output->fd = -1;

  if (g_rename (output->temp_path, output->target) != 0)
    return set_errno_error (error, output->path, errno);

  g_clear_pointer (&output->temp_path, g_free);
  output->committed = TRUE;
  return TRUE;
}

/**
 * sudoku_output_free:
 * @output: (transfer full) (nullable): an output
 *
 * Closes @output. A file that was not committed is thrown away and the old
 * one left as it was.
 */
void
sudoku_output_free (SudokuOutput *output)
{
  if (output == NULL)
    return;

  g_clear_object (&output->stream);
  if (output->temp_path != NULL)
    {
      if (output->fd >= 0)
        close (output->fd);
      g_unlink (output->temp_path);
      g_free (output->temp_path);
    }
  g_free (output->path);
  g_free (output->target);
  g_free (output);
}

/**
 * sudoku_output_write_file:
 * @path: a file name, or "-" for standard output
 * @data: (array length=length): the whole contents
 * @length: its size in bytes
 * @error: return location for an error
 *
 * Writes @data to @path through a #SudokuOutput in one call.
 *
 * Returns: %TRUE on success; on failure the old file is as it was
 */
gboolean
sudoku_output_write_file (const char  *path,
                          const void  *data,
                          gsize        length,
                          GError     **error)
{
  g_autoptr(SudokuOutput) output = sudoku_output_open (path, error);

  return output != NULL &&
         sudoku_output_write (output, data, length, error) &&
         sudoku_output_commit (output, error);
}
