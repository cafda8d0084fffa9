/* sudoku-record.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sudoku-board.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

/**
 * SUDOKU_RECORD_VERSION:
 *
 * The version of the record formats this engine writes. Records start
 * with a tag naming their kind and version (`nanpure-board/1`,
 * `nanpure-step/1`); a later engine that changes a format writes a new
 * version and keeps reading the old ones, so saved solves stay
 * replayable.
 *
 * Board record, version 1 (one line, fields separated by one space):
 *
 * |[
 * nanpure-board/1 VARIANT VALUES GIVENS CANDIDATES
 * ]|
 *
 * VARIANT is `classic` or `windoku`; VALUES 81 characters, `1`–`9` or
 * `.` for an empty cell; GIVENS 81 characters, `1` where the value is a
 * given, else `0`; CANDIDATES 81 masks of three lower-case hexadecimal
 * digits (`000`–`1ff`, bit d − 1 for digit d).
 *
 * Step record, version 1:
 *
 * |[
 * nanpure-step/1 TECHNIQUE p=… e=… m=… l=… h=… d=… se=… depth=… o=…
 * ]|
 *
 * TECHNIQUE is the technique's stable key (sudoku_technique_get_info());
 * the fields follow in this order, each once:
 * - `p=` placements and `e=` eliminations: `r4c2:7` items;
 * - `m=` marks: `r4c2:7:ROLE:GROUP` items, digit 0 for the whole cell,
 *   ROLE one of `defining`, `base`, `cover`, `fin`, `pivot`, `pincer`,
 *   `chain-on`, `chain-off`, `color-a`, `color-b`, `als`, `assumed`;
 * - `l=` links: `CELLS:DIGIT=CELLS:DIGIT` (strong) or
 *   `CELLS:DIGIT-CELLS:DIGIT` (weak), CELLS being `r1c1` or cells joined
 *   by `+` (`r1c1+r1c2`), `-` for none;
 * - `h=` the four house slots, each a house index or `-` for an unused
 *   slot (`h=3,12,-,-`);
 * - `d=` the digits concerned, ascending (`d=57`), `-` for none;
 * - `se=` the step's rating, the shortest decimal that reads back to the
 *   same double;
 * - `depth=` the number of assumptions in force;
 * - `o=` `open`, `contradiction`, `solved`, `gave-up` (the attempt limit) or
 *   `stopped` (the user stopped the solve inside it).
 *
 * Lists are comma-separated, `-` when empty, and keep the step's order.
 * A step list is one step record per line.
 */
#define SUDOKU_RECORD_VERSION 1

char        *sudoku_board_to_record       (const SudokuBoard  *board);
gboolean     sudoku_board_from_record     (const char         *record,
                                           SudokuBoard        *board,
                                           GError            **error);

char        *sudoku_step_to_record        (const SudokuStep   *step);
SudokuStep  *sudoku_step_from_record      (const char         *record,
                                           GError            **error);

char        *sudoku_step_list_to_record   (GPtrArray          *steps);
GPtrArray   *sudoku_step_list_from_record (const char         *text,
                                           GError            **error);

G_END_DECLS
