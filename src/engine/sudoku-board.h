/* sudoku-board.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define SUDOKU_N_CELLS         81
#define SUDOKU_ALL_CANDIDATES  0x1ffu

/* A candidate mask holds digit d (1–9) in bit d - 1. */
#define SUDOKU_DIGIT_BIT(d)    ((guint16) (1u << ((d) - 1)))

/**
 * SudokuVariant:
 * @SUDOKU_VARIANT_CLASSIC: rows, columns and boxes.
 * @SUDOKU_VARIANT_WINDOKU: classic plus the four windows at rows 2–4/6–8 ×
 *   columns 2–4/6–8 ("shadow", Hyper or NRC sudoku).
 */
typedef enum {
  SUDOKU_VARIANT_CLASSIC,
  SUDOKU_VARIANT_WINDOKU,
} SudokuVariant;

/**
 * SudokuHouseKind:
 *
 * What a house is. @SUDOKU_HOUSE_IMPLIED houses are not rules of the
 * variant but follow from them (the five implied regions of Windoku);
 * techniques may use them, validation does not.
 */
typedef enum {
  SUDOKU_HOUSE_ROW,
  SUDOKU_HOUSE_COLUMN,
  SUDOKU_HOUSE_BOX,
  SUDOKU_HOUSE_WINDOW,
  SUDOKU_HOUSE_IMPLIED,
} SudokuHouseKind;

typedef struct
{
  SudokuHouseKind kind;
  guint8          index;     /* 0-based within its kind */
  guint8          cells[9];  /* row-major cell indices, ascending */
} SudokuHouse;

/* At most 27 classic + 4 windows + 5 implied houses. */
#define SUDOKU_MAX_HOUSES 36

/**
 * SudokuHouseList:
 *
 * The houses of a variant. The first @n_rules houses are the rules of
 * the variant; the rest (@n_houses - @n_rules) are implied houses.
 * @cell_houses lists, for each cell, the indices of the rule houses that
 * hold it (terminated by 0xff); @peers is each cell's set of peers
 * (cells sharing a rule house) as a list of @n_peers cells.
 */
typedef struct
{
  SudokuVariant variant;
  guint         n_houses;
  guint         n_rules;
  SudokuHouse   houses[SUDOKU_MAX_HOUSES];
  guint8        cell_houses[SUDOKU_N_CELLS][8];
  guint8        n_peers[SUDOKU_N_CELLS];
  guint8        peers[SUDOKU_N_CELLS][32];
} SudokuHouseList;

const SudokuHouseList *sudoku_variant_get_houses  (SudokuVariant  variant);
const char            *sudoku_variant_to_string   (SudokuVariant  variant);
gboolean               sudoku_variant_from_string (const char    *name,
                                                   SudokuVariant *variant);
const char            *sudoku_house_kind_to_string (SudokuHouseKind kind);
char                  *sudoku_house_dup_name      (const SudokuHouse *house);

static inline guint
sudoku_cell_row (guint cell)
{
  return cell / 9;
}

static inline guint
sudoku_cell_column (guint cell)
{
  return cell % 9;
}

static inline guint
sudoku_cell_box (guint cell)
{
  return (cell / 27) * 3 + (cell % 9) / 3;
}

/* The cell (0–80) at @row, @column (0–8): the inverse of the two above. */
static inline guint
sudoku_cell_at (guint row,
                guint column)
{
  return row * 9 + column;
}

char *sudoku_cell_dup_name (guint cell);  /* "r4c2" */

/**
 * SudokuBoard:
 * @variant: the rules in force
 * @values: 0 for an empty cell, else 1–9
 * @givens: %TRUE where the value is part of the puzzle
 * @candidates: per cell, the digits still possible (bit d - 1 for digit d);
 *   for a filled cell only its own digit
 *
 * A plain value: copy it with `=` or memcpy, or with sudoku_board_copy()
 * for a heap copy.
 */
typedef struct
{
  SudokuVariant variant;
  guint8        values[SUDOKU_N_CELLS];
  gboolean      givens[SUDOKU_N_CELLS];
  guint16       candidates[SUDOKU_N_CELLS];
} SudokuBoard;

#define SUDOKU_TYPE_BOARD (sudoku_board_get_type ())

GType        sudoku_board_get_type          (void) G_GNUC_CONST;
SudokuBoard *sudoku_board_new               (SudokuVariant      variant);
SudokuBoard *sudoku_board_copy              (const SudokuBoard *board);
void         sudoku_board_free              (SudokuBoard       *board);
void         sudoku_board_init              (SudokuBoard       *board,
                                             SudokuVariant      variant);
void         sudoku_board_set_value         (SudokuBoard       *board,
                                             guint              cell,
                                             guint              value,
                                             gboolean           given);
guint        sudoku_board_count_givens      (const SudokuBoard *board);
guint        sudoku_board_count_filled      (const SudokuBoard *board);
gboolean     sudoku_board_is_complete       (const SudokuBoard *board);
gboolean     sudoku_cells_are_broken        (const SudokuHouseList *houses,
                                             const guint8          *values,
                                             const guint16         *candidates);
void         sudoku_board_compute_candidates (SudokuBoard      *board);
gboolean     sudoku_board_equal_values      (const SudokuBoard *a,
                                             const SudokuBoard *b);

/**
 * SudokuConflict:
 * @house: index into the variant's house list
 * @digit: the repeated digit
 * @n_cells: how many cells hold it (≥ 2)
 * @cells: those cells
 */
typedef struct
{
  guint  house;
  guint8 digit;
  guint8 n_cells;
  guint8 cells[9];
} SudokuConflict;

GArray  *sudoku_board_find_conflicts (const SudokuBoard *board);
char    *sudoku_conflict_dup_description (SudokuVariant         variant,
                                          const SudokuConflict *conflict);
gboolean sudoku_board_validate       (const SudokuBoard *board,
                                      GError           **error);
gboolean sudoku_board_check_solution (const SudokuBoard *board,
                                      GError           **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuBoard, sudoku_board_free)

G_END_DECLS
