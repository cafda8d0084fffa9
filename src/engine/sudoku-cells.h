/* sudoku-cells.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * SudokuCells:
 *
 * A set of cells (0–80) as two machine words: cells 0–63 in @low, 64–80
 * in the low bits of @high. A plain value with inline operations, for the
 * logical techniques, which work with sets of cells all the time.
 */
typedef struct
{
  guint64 low;
  guint64 high;
} SudokuCells;

#define SUDOKU_CELLS_EMPTY ((SudokuCells) { 0, 0 })
#define SUDOKU_CELLS_ALL   ((SudokuCells) { G_MAXUINT64, (G_GUINT64_CONSTANT (1) << 17) - 1 })

static inline SudokuCells
sudoku_cells_single (guint cell)
{
  SudokuCells set = { 0, 0 };

  if (cell < 64)
    set.low = G_GUINT64_CONSTANT (1) << cell;
  else
    set.high = G_GUINT64_CONSTANT (1) << (cell - 64);
  return set;
}

static inline gboolean
sudoku_cells_has (SudokuCells set,
                  guint       cell)
{
  return cell < 64 ? (set.low >> cell) & 1 : (set.high >> (cell - 64)) & 1;
}

static inline void
sudoku_cells_add (SudokuCells *set,
                  guint        cell)
{
  if (cell < 64)
    set->low |= G_GUINT64_CONSTANT (1) << cell;
  else
    set->high |= G_GUINT64_CONSTANT (1) << (cell - 64);
}

static inline void
sudoku_cells_remove (SudokuCells *set,
                     guint        cell)
{
  if (cell < 64)
    set->low &= ~(G_GUINT64_CONSTANT (1) << cell);
  else
    set->high &= ~(G_GUINT64_CONSTANT (1) << (cell - 64));
}

static inline SudokuCells
sudoku_cells_and (SudokuCells a,
                  SudokuCells b)
{
  return (SudokuCells) { a.low & b.low, a.high & b.high };
}

static inline SudokuCells
sudoku_cells_or (SudokuCells a,
                 SudokuCells b)
{
  return (SudokuCells) { a.low | b.low, a.high | b.high };
}

static inline SudokuCells
sudoku_cells_minus (SudokuCells a,
                    SudokuCells b)
{
  return (SudokuCells) { a.low & ~b.low, a.high & ~b.high };
}

static inline gboolean
sudoku_cells_is_empty (SudokuCells set)
{
  return (set.low | set.high) == 0;
}

static inline gboolean
sudoku_cells_equal (SudokuCells a,
                    SudokuCells b)
{
  return a.low == b.low && a.high == b.high;
}

/* Whether every cell of @a is in @b. */
static inline gboolean
sudoku_cells_subset (SudokuCells a,
                     SudokuCells b)
{
  return (a.low & ~b.low) == 0 && (a.high & ~b.high) == 0;
}

static inline gboolean
sudoku_cells_intersect (SudokuCells a,
                        SudokuCells b)
{
  return ((a.low & b.low) | (a.high & b.high)) != 0;
}

static inline guint
sudoku_cells_count (SudokuCells set)
{
  return __builtin_popcountll (set.low) + __builtin_popcountll (set.high);
}

/* The lowest cell of a non-empty set. */
static inline guint
sudoku_cells_first (SudokuCells set)
{
  return set.low ? (guint) __builtin_ctzll (set.low) : 64 + (guint) __builtin_ctzll (set.high);
}

/* Iterates: `for (int c = sudoku_cells_next (s, -1); c >= 0; c = sudoku_cells_next (s, c))`. */
static inline int
sudoku_cells_next (SudokuCells set,
                   int         after)
{
  guint from = (guint) (after + 1);

  if (from < 64)
    {
      guint64 rest = set.low & (G_MAXUINT64 << from);

      if (rest)
        return __builtin_ctzll (rest);
      from = 64;
    }
  if (from < 81)
    {
      guint64 rest = set.high & (G_MAXUINT64 << (from - 64));

      if (rest)
        return 64 + __builtin_ctzll (rest);
    }
  return -1;
}

#define SUDOKU_CELLS_FOREACH(set, cell) \
  for (int cell = sudoku_cells_next ((set), -1); cell >= 0; cell = sudoku_cells_next ((set), cell))

G_END_DECLS
