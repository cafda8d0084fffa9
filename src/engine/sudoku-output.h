/* sudoku-output.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * SudokuOutput:
 *
 * Where an export, a library dump or a picture is written, so that nothing
 * is lost on the way. Every file the project writes for a user goes through
 * it:
 *
 * - a regular file (or a new one) is written to a temporary file beside it,
 *   flushed to disk and renamed into place only when everything was written,
 *   so a failed or cancelled write leaves the old file as it was; the old
 *   file's permissions are kept;
 * - a symbolic link is followed: the file it points to is replaced, the link
 *   stays a link;
 * - a pipe, a socket, a device, anything under /dev or /proc (such as
 *   `/dev/stdout`) and "-" (standard output) are written as a stream and
 *   never replaced;
 * - a directory is refused.
 *
 * Errors are in the G_IO_ERROR domain and name the path:
 * "cannot write “X”: No space left on device".
 */
typedef struct _SudokuOutput SudokuOutput;

SudokuOutput  *sudoku_output_open        (const char    *path,
                                          GError       **error);
GOutputStream *sudoku_output_get_stream  (SudokuOutput  *output);
const char    *sudoku_output_get_path    (SudokuOutput  *output);
gboolean       sudoku_output_is_stream   (SudokuOutput  *output);
gboolean       sudoku_output_write       (SudokuOutput  *output,
                                          const void    *data,
                                          gsize          length,
                                          GError       **error);
gboolean       sudoku_output_commit      (SudokuOutput  *output,
                                          GError       **error);
void           sudoku_output_free        (SudokuOutput  *output);

gboolean       sudoku_output_write_file  (const char    *path,
                                          const void    *data,
                                          gsize          length,
                                          GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuOutput, sudoku_output_free)

G_END_DECLS
