/* tech-test-utils.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the technique tests share: collecting every step a technique
 * finds in a state (a case of HoDoKu's regression library, or a board
 * the test built), picking out the step the case expects, and reading a
 * step's marks. Built into the static library test-utils (engine only). */

#pragma once

#include <glib.h>
#include <string.h>

#include "sudoku-logic.h"
#include "sudoku-reglib.h"

G_BEGIN_DECLS

/* The cell in row @r and column @c, both from 1 as in "r4c2". */
#define CELL(r, c) (((r) - 1) * 9 + (c) - 1)

/* One search: the state in test_case.board, with the case's expected
 * eliminations when it comes from a reglib line, the grid built on it
 * and every step the technique found there. */
typedef struct
{
  SudokuReglibCase  test_case;
  SudokuGrid        grid;
  GPtrArray        *steps;
} Search;

gboolean    collect_cb           (SudokuStep       *step,
                                  gpointer          user_data);
gboolean    stop_cb              (SudokuStep       *step,
                                  gpointer          user_data);

void        search_parse         (Search           *search,
                                  const char       *line);
void        search_collect       (Search           *search,
                                  SudokuTechnique   technique,
                                  gboolean          unique);
void        search_init          (Search           *search,
                                  const char       *line,
                                  SudokuTechnique   technique);
void        search_clear         (Search           *search);
SudokuStep *search_find_expected (Search           *search);
SudokuStep *search_expected      (Search           *search,
                                  SudokuTechnique   technique);

gboolean    has_mark             (const SudokuStep *step,
                                  guint             cell,
                                  guint             digit,
                                  SudokuRole        role);
guint       count_role_marks     (const SudokuStep *step,
                                  SudokuRole        role,
                                  gboolean          cells_only);
guint       count_marks          (const SudokuStep *step,
                                  SudokuRole        role);
guint       count_cell_marks     (const SudokuStep *step,
                                  SudokuRole        role);

G_END_DECLS
