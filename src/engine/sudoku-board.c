/* sudoku-board.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-board.h"
#include "sudoku-error.h"
#include "sudoku-text-private.h"

G_DEFINE_BOXED_TYPE (SudokuBoard, sudoku_board, sudoku_board_copy, sudoku_board_free)

static void
add_house (SudokuHouseList *list,
           SudokuHouseKind  kind,
           guint            index,
           const guint8    *rows,
           const guint8    *columns)
{
  SudokuHouse *house = &list->houses[list->n_houses++];
  guint n = 0;

  house->kind = kind;
  house->index = index;
  for (guint r = 0; r < 3; r++)
    for (guint c = 0; c < 3; c++)
      house->cells[n++] = rows[r] * 9 + columns[c];

  /* Keep the cells ascending; the row set and column set are each sorted,
   * so a row-major walk already is. */
}

static void
add_line (SudokuHouseList *list,
          SudokuHouseKind  kind,
          guint            index)
{
  SudokuHouse *house = &list->houses[list->n_houses++];

  house->kind = kind;
  house->index = index;
  for (guint i = 0; i < 9; i++)
    house->cells[i] = kind == SUDOKU_HOUSE_ROW ? index * 9 + i : i * 9 + index;
}

static void
build_houses (SudokuHouseList *list,
              SudokuVariant    variant)
{
  static const guint8 thirds[3][3] = { { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 } };
  static const guint8 windows[2][3] = { { 1, 2, 3 }, { 5, 6, 7 } };
  static const guint8 gaps[3] = { 0, 4, 8 };

  memset (list, 0, sizeof *list);
  list->variant = variant;

  for (guint i = 0; i < 9; i++)
    add_line (list, SUDOKU_HOUSE_ROW, i);
  for (guint i = 0; i < 9; i++)
    add_line (list, SUDOKU_HOUSE_COLUMN, i);
  for (guint i = 0; i < 9; i++)
    add_house (list, SUDOKU_HOUSE_BOX, i, thirds[i / 3], thirds[i % 3]);

  if (variant == SUDOKU_VARIANT_WINDOKU)
    {
      for (guint i = 0; i < 4; i++)
        add_house (list, SUDOKU_HOUSE_WINDOW, i, windows[i / 2], windows[i % 2]);
    }
  list->n_rules = list->n_houses;

  if (variant == SUDOKU_VARIANT_WINDOKU)
    {
      /* The five regions the windows imply: the rows and columns outside
       * the windows (1, 5, 9) crossed with each other and with the
       * windows' own rows and columns. Each holds every digit once. */
      add_house (list, SUDOKU_HOUSE_IMPLIED, 0, gaps, gaps);
      add_house (list, SUDOKU_HOUSE_IMPLIED, 1, gaps, windows[0]);
      add_house (list, SUDOKU_HOUSE_IMPLIED, 2, gaps, windows[1]);
      add_house (list, SUDOKU_HOUSE_IMPLIED, 3, windows[0], gaps);
      add_house (list, SUDOKU_HOUSE_IMPLIED, 4, windows[1], gaps);
    }

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint n = 0;
      gboolean is_peer[SUDOKU_N_CELLS] = { FALSE, };

      memset (list->cell_houses[cell], 0xff, sizeof list->cell_houses[cell]);
      for (guint h = 0; h < list->n_rules; h++)
        for (guint i = 0; i < 9; i++)
          if (list->houses[h].cells[i] == cell)
            {
              list->cell_houses[cell][n++] = h;
              for (guint j = 0; j < 9; j++)
                is_peer[list->houses[h].cells[j]] = TRUE;
            }
      is_peer[cell] = FALSE;

      n = 0;
      for (guint other = 0; other < SUDOKU_N_CELLS; other++)
        if (is_peer[other])
          list->peers[cell][n++] = other;
      list->n_peers[cell] = n;
    }
}

/**
 * sudoku_variant_get_houses:
 * @variant: a variant
 *
 * Returns: (transfer none): the variant's house list, built once and
 *   shared
 */
const SudokuHouseList *
sudoku_variant_get_houses (SudokuVariant variant)
{
  static SudokuHouseList lists[2];
  static gsize initialized = 0;

  g_return_val_if_fail (variant <= SUDOKU_VARIANT_WINDOKU, NULL);

  if (g_once_init_enter (&initialized))
    {
      build_houses (&lists[SUDOKU_VARIANT_CLASSIC], SUDOKU_VARIANT_CLASSIC);
      build_houses (&lists[SUDOKU_VARIANT_WINDOKU], SUDOKU_VARIANT_WINDOKU);
      g_once_init_leave (&initialized, 1);
    }

  return &lists[variant];
}

const char *
sudoku_variant_to_string (SudokuVariant variant)
{
  switch (variant)
    {
    case SUDOKU_VARIANT_CLASSIC:
      return "classic";
    case SUDOKU_VARIANT_WINDOKU:
      return "windoku";
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
sudoku_variant_from_string (const char    *name,
                            SudokuVariant *variant)
{
  g_return_val_if_fail (name != NULL, FALSE);

  if (g_ascii_strcasecmp (name, "classic") == 0)
    *variant = SUDOKU_VARIANT_CLASSIC;
  else if (g_ascii_strcasecmp (name, "windoku") == 0 ||
           g_ascii_strcasecmp (name, "shadow") == 0 ||
           g_ascii_strcasecmp (name, "hyper") == 0)
    *variant = SUDOKU_VARIANT_WINDOKU;
  else
    return FALSE;

  return TRUE;
}

const char *
sudoku_house_kind_to_string (SudokuHouseKind kind)
{
  switch (kind)
    {
    case SUDOKU_HOUSE_ROW:
      return "row";
    case SUDOKU_HOUSE_COLUMN:
      return "column";
    case SUDOKU_HOUSE_BOX:
      return "box";
    case SUDOKU_HOUSE_WINDOW:
      return "window";
    case SUDOKU_HOUSE_IMPLIED:
      return "implied region";
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * sudoku_house_dup_name:
 * @house: a house
 *
 * Returns: (transfer full): a name for people, "row 4", "box 5",
 *   "window 2", 1-based
 */
char *
sudoku_house_dup_name (const SudokuHouse *house)
{
  g_return_val_if_fail (house != NULL, NULL);

  switch (house->kind)
    {
    case SUDOKU_HOUSE_ROW:
      return g_strdup_printf (_("row %u"), house->index + 1);
    case SUDOKU_HOUSE_COLUMN:
      return g_strdup_printf (_("column %u"), house->index + 1);
    case SUDOKU_HOUSE_BOX:
      return g_strdup_printf (_("box %u"), house->index + 1);
    case SUDOKU_HOUSE_WINDOW:
      return g_strdup_printf (_("window %u"), house->index + 1);
    case SUDOKU_HOUSE_IMPLIED:
      return g_strdup_printf (_("implied region %u"), house->index + 1);
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
sudoku_cell_dup_name (guint cell)
{
  g_return_val_if_fail (cell < SUDOKU_N_CELLS, NULL);

  return g_strdup_printf ("r%uc%u", cell / 9 + 1, cell % 9 + 1);
}

void
sudoku_board_init (SudokuBoard   *board,
                   SudokuVariant  variant)
{
  g_return_if_fail (board != NULL);

  memset (board, 0, sizeof *board);
  board->variant = variant;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    board->candidates[cell] = SUDOKU_ALL_CANDIDATES;
}

SudokuBoard *
sudoku_board_new (SudokuVariant variant)
{
  SudokuBoard *board = g_new (SudokuBoard, 1);

  sudoku_board_init (board, variant);
  return board;
}

SudokuBoard *
sudoku_board_copy (const SudokuBoard *board)
{
  g_return_val_if_fail (board != NULL, NULL);

  return g_memdup2 (board, sizeof *board);
}

void
sudoku_board_free (SudokuBoard *board)
{
  g_free (board);
}

/**
 * sudoku_board_set_value:
 * @board: a board
 * @cell: 0–80
 * @value: 0 to clear, else 1–9
 * @given: whether the value belongs to the puzzle
 *
 * Sets one cell. The cell's candidates become its digit (or all digits
 * when cleared); other cells' candidates are left alone.
 */
void
sudoku_board_set_value (SudokuBoard *board,
                        guint        cell,
                        guint        value,
                        gboolean     given)
{
  g_return_if_fail (board != NULL);
  g_return_if_fail (cell < SUDOKU_N_CELLS);
  g_return_if_fail (value <= 9);

  board->values[cell] = value;
  board->givens[cell] = value != 0 && given;
  board->candidates[cell] = value ? SUDOKU_DIGIT_BIT (value) : SUDOKU_ALL_CANDIDATES;
}

guint
sudoku_board_count_givens (const SudokuBoard *board)
{
  guint n = 0;

  g_return_val_if_fail (board != NULL, 0);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    n += board->givens[cell] && board->values[cell] != 0;
  return n;
}

guint
sudoku_board_count_filled (const SudokuBoard *board)
{
  guint n = 0;

  g_return_val_if_fail (board != NULL, 0);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    n += board->values[cell] != 0;
  return n;
}

/**
 * sudoku_cells_are_broken:
 * @houses: the rules' houses
 * @values: the 81 values (0: empty)
 * @candidates: the 81 candidate masks
 *
 * Returns: %TRUE when the position cannot be finished: an empty cell
 *   without a candidate, a digit twice in a house, or a digit with no
 *   place left in a house
 */
gboolean
sudoku_cells_are_broken (const SudokuHouseList *houses,
                         const guint8          *values,
                         const guint16         *candidates)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (values[cell] == 0 && candidates[cell] == 0)
      return TRUE;

  for (guint h = 0; h < houses->n_rules; h++)
    {
      guint16 seen = 0, possible = 0;

      for (guint i = 0; i < 9; i++)
        {
          guint cell = houses->houses[h].cells[i];
          guint value = values[cell];

          if (value)
            {
              if (seen & SUDOKU_DIGIT_BIT (value))
                return TRUE;
              seen |= SUDOKU_DIGIT_BIT (value);
            }
          else
            possible |= candidates[cell];
        }
      if ((seen | possible) != SUDOKU_ALL_CANDIDATES)
        return TRUE;
    }
  return FALSE;
}

gboolean
sudoku_board_is_complete (const SudokuBoard *board)
{
  return sudoku_board_count_filled (board) == SUDOKU_N_CELLS;
}

/**
 * sudoku_board_compute_candidates:
 * @board: a board
 *
 * Sets every empty cell's candidates to the digits no peer holds, and
 * every filled cell's to its own digit.
 */
void
sudoku_board_compute_candidates (SudokuBoard *board)
{
  const SudokuHouseList *houses;
  guint16 in_house[SUDOKU_MAX_HOUSES];

  g_return_if_fail (board != NULL);

  /* The digits of each rule house first, then each empty cell loses
   * those of its houses: its peers' digits, in a few lookups instead of
   * twenty (this runs for every puzzle a file import reads). */
  houses = sudoku_variant_get_houses (board->variant);
  for (guint h = 0; h < houses->n_rules; h++)
    {
      guint16 seen = 0;

      for (guint i = 0; i < 9; i++)
        seen |= (guint16) ((1u << board->values[houses->houses[h].cells[i]]) >> 1);
      in_house[h] = seen;
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint16 seen = 0;

      if (board->values[cell])
        {
          board->candidates[cell] = SUDOKU_DIGIT_BIT (board->values[cell]);
          continue;
        }
      for (const guint8 *h = houses->cell_houses[cell]; *h != 0xff; h++)
        seen |= in_house[*h];
      board->candidates[cell] = SUDOKU_ALL_CANDIDATES & ~seen;
    }
}

gboolean
sudoku_board_equal_values (const SudokuBoard *a,
                           const SudokuBoard *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->variant == b->variant &&
         memcmp (a->values, b->values, sizeof a->values) == 0;
}

/**
 * sudoku_board_find_conflicts:
 * @board: a board
 *
 * Every digit that occurs more than once in a rule house, with all the
 * cells that hold it, in house order.
 *
 * Returns: (transfer full) (element-type SudokuConflict): the conflicts,
 *   empty when there are none
 */
GArray *
sudoku_board_find_conflicts (const SudokuBoard *board)
{
  const SudokuHouseList *houses;
  GArray *conflicts;

  g_return_val_if_fail (board != NULL, NULL);

  conflicts = g_array_new (FALSE, TRUE, sizeof (SudokuConflict));
  houses = sudoku_variant_get_houses (board->variant);

  for (guint h = 0; h < houses->n_rules; h++)
    {
      const SudokuHouse *house = &houses->houses[h];

      for (guint digit = 1; digit <= 9; digit++)
        {
          SudokuConflict conflict = { .house = h, .digit = digit };

          for (guint i = 0; i < 9; i++)
            if (board->values[house->cells[i]] == digit)
              conflict.cells[conflict.n_cells++] = house->cells[i];

          if (conflict.n_cells > 1)
            g_array_append_val (conflicts, conflict);
        }
    }

  return conflicts;
}

static const char *
count_word (guint n)
{
  /* Duplicates of up to nine; the digits say the rest. */
  static const char *words[] = {
    NULL, NULL, N_("two"), N_("three"), N_("four"), N_("five"),
    N_("six"), N_("seven"), N_("eight"), N_("nine"),
  };

  g_assert (n >= 2 && n <= 9);
  return _(words[n]);
}

static char *
describe_conflict (const SudokuHouseList *houses,
                   const SudokuConflict  *conflict)
{
  g_autofree char *house_name = sudoku_house_dup_name (&houses->houses[conflict->house]);
  g_autoptr(GString) cells = g_string_new (NULL);

  for (guint i = 0; i < conflict->n_cells; i++)
    {
      g_autofree char *name = sudoku_cell_dup_name (conflict->cells[i]);

      if (i > 0)
        g_string_append (cells, ", ");
      g_string_append (cells, name);
    }

  /* Translators: "row 4 has two 7s (r4c2, r4c9)". */
  return g_strdup_printf (_("%s has %s %us (%s)"), house_name,
                          count_word (conflict->n_cells), conflict->digit, cells->str);
}

/**
 * sudoku_conflict_dup_description:
 * @variant: the rules of the board the conflict is on
 * @conflict: a conflict sudoku_board_find_conflicts() found
 *
 * Returns: (transfer full): the conflict said for people, "row 4 has
 *   two 7s (r4c2, r4c9)"
 */
char *
sudoku_conflict_dup_description (SudokuVariant         variant,
                                 const SudokuConflict *conflict)
{
  g_return_val_if_fail (conflict != NULL, NULL);

  return describe_conflict (sudoku_variant_get_houses (variant), conflict);
}

/**
 * sudoku_board_validate:
 * @board: a board
 * @error: a %SUDOKU_ERROR_DUPLICATE listing every duplicate
 *
 * Checks that no digit repeats within a house. The message names every
 * duplicate with all its cells, "row 4 has two 7s (r4c2, r4c9); box 4 has
 * two 7s (r4c2, r5c1)".
 *
 * Returns: %TRUE when the values break no rule
 */
gboolean
sudoku_board_validate (const SudokuBoard  *board,
                       GError            **error)
{
  g_autoptr(GArray) conflicts = NULL;
  g_autoptr(GString) message = NULL;
  const SudokuHouseList *houses;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->values[cell] > 9)
      {
        g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                     _("r%uc%u holds %u, which is not a digit from 1 to 9"),
                     cell / 9 + 1, cell % 9 + 1, board->values[cell]);
        return FALSE;
      }

  conflicts = sudoku_board_find_conflicts (board);
  if (conflicts->len == 0)
    return TRUE;

  houses = sudoku_variant_get_houses (board->variant);
  message = g_string_new (NULL);
  for (guint i = 0; i < conflicts->len; i++)
    {
      g_autofree char *text = describe_conflict (houses,
                                                 &g_array_index (conflicts, SudokuConflict, i));

      _sudoku_text_append_clause (message, text);
    }

  g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_DUPLICATE, message->str);
  return FALSE;
}

/**
 * sudoku_board_check_solution:
 * @board: a board
 * @error: what is wrong
 *
 * Returns: %TRUE when every cell is filled and no rule is broken
 */
gboolean
sudoku_board_check_solution (const SudokuBoard  *board,
                             GError            **error)
{
  g_return_val_if_fail (board != NULL, FALSE);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->values[cell] == 0)
      {
        g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                     _("r%uc%u is empty"), cell / 9 + 1, cell % 9 + 1);
        return FALSE;
      }

  return sudoku_board_validate (board, error);
}
