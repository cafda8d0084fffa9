/* sudoku-cli-export.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `nanpure-cli export`: argv[0] is the command name; returns a
 * SudokuCliExit. */
int sudoku_cli_export (int    argc,
                       char **argv);

G_END_DECLS
