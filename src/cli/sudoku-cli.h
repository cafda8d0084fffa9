/* sudoku-cli.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-library.h"
#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-solver.h"

G_BEGIN_DECLS

/* The exit statuses every command shares: 0 success, 1 a puzzle or data
 * problem, 2 a usage error or an input, output or library that cannot be
 * read or written. */
typedef enum {
  SUDOKU_CLI_EXIT_OK      = 0,
  SUDOKU_CLI_EXIT_FAILURE = 1,
  SUDOKU_CLI_EXIT_USAGE   = 2,
  SUDOKU_CLI_EXIT_IO      = 2,
} SudokuCliExit;

/* Where an input came from. */
typedef enum {
  SUDOKU_CLI_INPUT_FILE,
  SUDOKU_CLI_INPUT_STDIN,
  SUDOKU_CLI_INPUT_ARGUMENT,
} SudokuCliInputKind;

/**
 * SudokuCliInput:
 * @name: the name given on the command line ("-" for standard input)
 * @text: the whole content, nul-terminated
 * @length: its length in bytes
 * @kind: a file, standard input, or a puzzle given as the argument
 *
 * One input read in full before any puzzle is worked on, so that an
 * unreadable file is a usage error that prints nothing on stdout.
 */
typedef struct
{
  char               *name;
  char               *text;
  gsize               length;
  SudokuCliInputKind  kind;
} SudokuCliInput;

void sudoku_cli_input_free (SudokuCliInput *input);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuCliInput, sudoku_cli_input_free)

/* Each command takes its own argv, argv[0] being the command name, and
 * returns a SudokuCliExit. */
int sudoku_cli_solve   (int    argc,
                        char **argv);
int sudoku_cli_count   (int    argc,
                        char **argv);
int sudoku_cli_bench   (int    argc,
                        char **argv);
int sudoku_cli_convert (int    argc,
                        char **argv);
int sudoku_cli_reglib  (int    argc,
                        char **argv);
int sudoku_cli_steps   (int    argc,
                        char **argv);
int sudoku_cli_rate    (int    argc,
                        char **argv);
int sudoku_cli_hint    (int    argc,
                        char **argv);
int sudoku_cli_library (int    argc,
                        char **argv);
int sudoku_cli_generate (int    argc,
                         char **argv);
int sudoku_cli_scan    (int    argc,
                        char **argv);

/* `steps --all` (sudoku-cli-all-steps.c): every step of one position. */
int sudoku_cli_all_steps (const char          *argument,
                          const SudokuProfile *profile,
                          SudokuVariant        variant,
                          gboolean             json);

/* JSON writers shared by the logic commands (sudoku-cli-logic.c). */
void sudoku_cli_json_append_string     (GString      *out,
                                        const char   *text);
void sudoku_cli_json_append_candidates (GString      *out,
                                        const GArray *candidates,
                                        const char   *relation);

/* `library rerate` (sudoku-cli-rerate.c), a subcommand of `library`. */
int sudoku_cli_library_rerate (const char  *library_path,
                               int          argc,
                               char       **argv);

/* The exact solver for a variant: the fast classic one or the generic one
 * (sudoku-solver.h). */
typedef gboolean (*SudokuCliCountFunc) (const SudokuBoard        *board,
                                        const SudokuSolveOptions *options,
                                        SudokuSolveResult        *result,
                                        GError                  **error);

/* Helpers shared by the commands (sudoku-cli-common.c). */
GOptionContext     *sudoku_cli_context_new    (const char          *parameter_string,
                                               const char          *summary,
                                               const char          *description,
                                               const GOptionEntry  *entries);
char               *sudoku_cli_dup_help       (GOptionContext      *context);
gboolean            sudoku_cli_parse_options  (GOptionContext      *context,
                                               const char          *command,
                                               int                 *argc,
                                               char              ***argv);
int                 sudoku_cli_usage_error    (const char          *command,
                                               const char          *format,
                                               ...) G_GNUC_PRINTF (2, 3);
gboolean            sudoku_cli_parse_variant  (const char          *command,
                                               const char          *name,
                                               SudokuVariant       *variant);
GPtrArray          *sudoku_cli_read_inputs    (int                  n_paths,
                                               char               **paths);
SudokuCliInput     *sudoku_cli_read_input     (const char          *path,
                                               GError             **error);
SudokuCliInput     *sudoku_cli_open_input     (const char          *argument,
                                               GError             **error);
const char         *sudoku_cli_input_get_label (const SudokuCliInput *input);
void                sudoku_cli_report_no_puzzle (GPtrArray           *inputs);
char               *sudoku_cli_dup_entry_error (const SudokuCliInput *input,
                                                const char           *message);
char               *sudoku_cli_dup_located    (const SudokuCliInput *input,
                                               guint                 line,
                                               const char           *message);
SudokuPuzzle       *sudoku_cli_read_puzzle    (const char          *argument,
                                               SudokuVariant        variant,
                                               GError             **error);
gboolean            sudoku_cli_check_puzzle   (const SudokuBoard   *board,
                                               SudokuVariant        variant,
                                               GError             **error);
gboolean            sudoku_cli_is_windoku_puzzle (const SudokuBoard *board);
int                 sudoku_cli_exit_for_error (const GError        *error);
SudokuLibrary      *sudoku_cli_open_library   (const char          *path,
                                               SudokuLibraryOpenMode mode,
                                               int                 *status);
SudokuCliCountFunc  sudoku_cli_get_count_func (SudokuVariant        variant);
void                sudoku_cli_write          (const char          *data,
                                               gsize                length);
gboolean            sudoku_cli_finish_output  (void);

G_END_DECLS
