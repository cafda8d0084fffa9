/* test-utils.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What many test programs share: the seed puzzles (SPEC.md §1) and a
 * board read from text. Built as the static library test-utils, which
 * links the engine only: no GTK, no display. */

#pragma once

#include <glib.h>

#include "sudoku-board.h"

G_BEGIN_DECLS

/* Arto Inkala's puzzles of 2010 and 2012, and SX3. */
#define INKALA_2010 \
  "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."
#define INKALA_2012 \
  "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
#define INKALA_2012_SOLUTION \
  "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
#define SX3 \
  "000000000006001000000590400300800050080010070000000920400000100090407032500000800"
/* qqwing_any_10k's fourth puzzle, graded "Easy" by qqwing: singles only. */
#define EASY \
  "...3.....5......46..16..7..3...745..1..5..8......8..64...9.7.5.6...5...1......4.9"

SudokuBoard test_board_from   (const char    *text,
                               SudokuVariant  variant);
void        test_solution_of  (const char    *text,
                               guint8        *solution);

char       *test_make_folder  (void);
void        test_remove_tree  (const char    *path);

typedef gboolean (*TestCondition) (gpointer data);

void        test_iterate_until (TestCondition  condition,
                                gpointer       data,
                                guint          seconds);

G_END_DECLS
