/* sudoku-colouring.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include "sudoku-colouring.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-error.h"

/* The user's colouring: colours on cells and candidates, as HoDoKu's
 * colouring tool has them, and the check of a two-colour single-digit
 * colouring (simple colours): are the two colours opposite sides of one
 * cluster of strong links, and what do they remove. */

G_DEFINE_BOXED_TYPE (SudokuColouring, sudoku_colouring, sudoku_colouring_copy,
                     sudoku_colouring_free)

/* HoDoKu 2.2's default colouring colours (Options.COLORING_COLORS in
 * src/sudoku/Options.java: pairs a/A … e/E), then two pairs of ours, a
 * blue and a grey that stay apart from those five. */
static const guint8 palette[SUDOKU_N_COLOURS][3] = {
  { 255, 192, 89 }, { 247, 222, 143 },
  { 177, 165, 243 }, { 220, 212, 252 },
  { 247, 165, 167 }, { 255, 210, 210 },
  { 134, 232, 208 }, { 206, 251, 237 },
  { 134, 242, 128 }, { 215, 255, 215 },
  { 140, 198, 255 }, { 205, 228, 255 },
  { 190, 190, 190 }, { 228, 228, 228 },
};

SudokuColouring *
sudoku_colouring_new (void)
{
  return g_new0 (SudokuColouring, 1);
}

SudokuColouring *
sudoku_colouring_copy (const SudokuColouring *colouring)
{
  return g_memdup2 (colouring, sizeof *colouring);
}

void
sudoku_colouring_free (SudokuColouring *colouring)
{
  g_free (colouring);
}

gboolean
sudoku_colouring_is_empty (const SudokuColouring *colouring)
{
  static const SudokuColouring empty;

  return colouring == NULL || memcmp (colouring, &empty, sizeof empty) == 0;
}

gboolean
sudoku_colouring_equal (const SudokuColouring *a,
                        const SudokuColouring *b)
{
  if (a == NULL || b == NULL)
    return sudoku_colouring_is_empty (a) && sudoku_colouring_is_empty (b);
  return memcmp (a, b, sizeof *a) == 0;
}

/**
 * sudoku_colouring_get_candidate:
 * @colouring: a colouring
 * @board: the board it is on
 * @cell: a cell
 * @digit: 1–9
 *
 * The colour that counts for candidate @digit of @cell: its own, else
 * the cell's colour when the cell is empty and has the candidate.
 *
 * Returns: a colour, or 0
 */
guint
sudoku_colouring_get_candidate (const SudokuColouring *colouring,
                                const SudokuBoard     *board,
                                guint                  cell,
                                guint                  digit)
{
  g_return_val_if_fail (cell < SUDOKU_N_CELLS && digit >= 1 && digit <= 9, 0);

  if (board->values[cell] != 0 || !(board->candidates[cell] & SUDOKU_DIGIT_BIT (digit)))
    return 0;
  if (colouring->candidates[cell][digit - 1] != 0)
    return colouring->candidates[cell][digit - 1];
  return colouring->primary[cell];
}

guint
sudoku_colour_make (guint pair,
                    guint side)
{
  g_return_val_if_fail (pair < SUDOKU_N_COLOUR_PAIRS && side < 2, 0);

  return 1 + 2 * pair + side;
}

guint
sudoku_colour_get_pair (guint colour)
{
  g_return_val_if_fail (colour >= 1 && colour <= SUDOKU_N_COLOURS, 0);

  return (colour - 1) / 2;
}

/* 0 for the first colour of its pair (a lower-case letter), 1 for the
 * second (upper case). */
guint
sudoku_colour_get_side (guint colour)
{
  g_return_val_if_fail (colour >= 1 && colour <= SUDOKU_N_COLOURS, 0);

  return (colour - 1) % 2;
}

guint
sudoku_colour_opposite (guint colour)
{
  g_return_val_if_fail (colour >= 1 && colour <= SUDOKU_N_COLOURS, 0);

  return sudoku_colour_get_side (colour) == 0 ? colour + 1 : colour - 1;
}

/* The letter that names a colour without its colour, as HoDoKu names
 * them: a and A, b and B … */
char
sudoku_colour_get_letter (guint colour)
{
  g_return_val_if_fail (colour >= 1 && colour <= SUDOKU_N_COLOURS, '?');

  return (sudoku_colour_get_side (colour) == 0 ? 'a' : 'A') + sudoku_colour_get_pair (colour);
}

void
sudoku_colour_get_rgb (guint   colour,
                       double *red,
                       double *green,
                       double *blue)
{
  g_return_if_fail (colour >= 1 && colour <= SUDOKU_N_COLOURS);

  *red = palette[colour - 1][0] / 255.0;
  *green = palette[colour - 1][1] / 255.0;
  *blue = palette[colour - 1][2] / 255.0;
}

/* “Colour a”, “Colour A”: the accessible name of a colour. */
char *
sudoku_colour_dup_name (guint colour)
{
  g_return_val_if_fail (colour >= 1 && colour <= SUDOKU_N_COLOURS, NULL);

  /* Translators: a colour of the colouring tool, named by its letter
   * (a and A are the two colours of the first pair). */
  return g_strdup_printf (_("Colour %c"), sudoku_colour_get_letter (colour));
}

/* The record: per cell, the primary colour, the secondary colour and
 * the colours of candidates 1–9, each a letter or “.” for none; 891
 * characters in all. */
#define RECORD_PER_CELL 11

static char
colour_char (guint colour)
{
  return colour == 0 ? '.' : sudoku_colour_get_letter (colour);
}

static gboolean
parse_colour_char (char   c,
                   guint8 *colour)
{
  if (c == '.')
    *colour = 0;
  else if (c >= 'a' && c < 'a' + SUDOKU_N_COLOUR_PAIRS)
    *colour = sudoku_colour_make (c - 'a', 0);
  else if (c >= 'A' && c < 'A' + SUDOKU_N_COLOUR_PAIRS)
    *colour = sudoku_colour_make (c - 'A', 1);
  else
    return FALSE;
  return TRUE;
}

char *
sudoku_colouring_to_record (const SudokuColouring *colouring)
{
  GString *out = g_string_sized_new (SUDOKU_N_CELLS * RECORD_PER_CELL + 1);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      g_string_append_c (out, colour_char (colouring->primary[cell]));
      g_string_append_c (out, colour_char (colouring->secondary[cell]));
      for (guint digit = 0; digit < 9; digit++)
        g_string_append_c (out, colour_char (colouring->candidates[cell][digit]));
    }
  return g_string_free (out, FALSE);
}

gboolean
sudoku_colouring_from_record (const char       *record,
                              SudokuColouring  *colouring,
                              GError          **error)
{
  SudokuColouring read = { { 0 } };
  const char *p = record;

  g_return_val_if_fail (record != NULL && colouring != NULL, FALSE);

  if (strlen (record) != SUDOKU_N_CELLS * RECORD_PER_CELL)
    goto invalid;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (!parse_colour_char (*p++, &read.primary[cell]) ||
          !parse_colour_char (*p++, &read.secondary[cell]))
        goto invalid;
      for (guint digit = 0; digit < 9; digit++)
        if (!parse_colour_char (*p++, &read.candidates[cell][digit]))
          goto invalid;
    }
  *colouring = read;
  return TRUE;

invalid:
  g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                       _("the colours are not a colouring record"));
  return FALSE;
}

static gboolean
sees_any (const SudokuHouseList *houses,
          guint                  cell,
          SudokuCells            cells)
{
  for (guint i = 0; i < houses->n_peers[cell]; i++)
    if (sudoku_cells_has (cells, houses->peers[cell][i]))
      return TRUE;
  return FALSE;
}

/**
 * sudoku_colouring_check:
 * @colouring: the user's colouring
 * @board: the board it is on
 * @digit: the digit to check, 1–9
 * @pair: the colour pair, 0 to %SUDOKU_N_COLOUR_PAIRS - 1
 * @check: (out caller-allocates): the verdict
 *
 * Checks the colouring of candidate @digit with the two colours of
 * @pair as simple colours: each strong link (a house where the digit has
 * two places) between coloured candidates must join opposite colours,
 * and strong links must join all coloured candidates into one cluster.
 * Then exactly one colour is true, and the colouring removes what sees
 * both colours (colour trap) and a colour that sees itself (colour
 * wrap: that colour is false).
 */
void
sudoku_colouring_check (const SudokuColouring *colouring,
                        const SudokuBoard     *board,
                        guint                  digit,
                        guint                  pair,
                        SudokuColouringCheck  *check)
{
  const SudokuHouseList *houses;
  guint8 side_of[SUDOKU_N_CELLS];
  SudokuCells coloured, reached, frontier;
  guint16 bit;

  g_return_if_fail (colouring != NULL && board != NULL && check != NULL);
  g_return_if_fail (digit >= 1 && digit <= 9 && pair < SUDOKU_N_COLOUR_PAIRS);

  memset (check, 0, sizeof *check);
  check->digit = digit;
  check->pair = pair;
  houses = sudoku_variant_get_houses (board->variant);
  bit = SUDOKU_DIGIT_BIT (digit);

  memset (side_of, 0, sizeof side_of);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint colour = sudoku_colouring_get_candidate (colouring, board, cell, digit);

      if (colour == 0 || sudoku_colour_get_pair (colour) != pair)
        continue;
      side_of[cell] = 1 + sudoku_colour_get_side (colour);
      sudoku_cells_add (&check->sides[side_of[cell] - 1], cell);
    }
  coloured = sudoku_cells_or (check->sides[0], check->sides[1]);
  if (sudoku_cells_is_empty (coloured))
    {
      check->verdict = SUDOKU_COLOURING_EMPTY;
      return;
    }
  if (sudoku_cells_is_empty (check->sides[0]) || sudoku_cells_is_empty (check->sides[1]))
    {
      check->verdict = SUDOKU_COLOURING_ONE_SIDED;
      return;
    }

  /* The strong links between coloured candidates: houses of the rules
   * where the digit has exactly two places. Then the cluster they join,
   * from the first coloured cell. */
  reached = frontier = sudoku_cells_single (sudoku_cells_first (coloured));
  for (guint h = 0; h < houses->n_rules; h++)
    {
      const SudokuHouse *house = &houses->houses[h];
      guint places[9], n = 0;

      for (guint i = 0; i < 9; i++)
        if (board->values[house->cells[i]] == 0 && (board->candidates[house->cells[i]] & bit))
          places[n++] = house->cells[i];
      if (n != 2 || side_of[places[0]] == 0 || side_of[places[1]] == 0)
        continue;
      if (side_of[places[0]] == side_of[places[1]])
        {
          sudoku_cells_add (&check->same_colour_links, places[0]);
          sudoku_cells_add (&check->same_colour_links, places[1]);
        }
      else
        check->n_strong_links++;
    }
  while (!sudoku_cells_is_empty (frontier))
    {
      SudokuCells next = SUDOKU_CELLS_EMPTY;

      for (guint h = 0; h < houses->n_rules; h++)
        {
          const SudokuHouse *house = &houses->houses[h];
          guint places[9], n = 0;

          for (guint i = 0; i < 9; i++)
            if (board->values[house->cells[i]] == 0 && (board->candidates[house->cells[i]] & bit))
              places[n++] = house->cells[i];
          if (n != 2 || side_of[places[0]] == 0 || side_of[places[1]] == 0 ||
              side_of[places[0]] == side_of[places[1]])
            continue;
          for (guint end = 0; end < 2; end++)
            if (sudoku_cells_has (frontier, places[end]) &&
                !sudoku_cells_has (reached, places[1 - end]))
              sudoku_cells_add (&next, places[1 - end]);
        }
      reached = sudoku_cells_or (reached, next);
      frontier = next;
    }
  check->unlinked = (SudokuCells) { coloured.low & ~reached.low, coloured.high & ~reached.high };

  if (!sudoku_cells_is_empty (check->same_colour_links))
    {
      check->verdict = SUDOKU_COLOURING_INCONSISTENT;
      return;
    }
  if (!sudoku_cells_is_empty (check->unlinked))
    {
      check->verdict = SUDOKU_COLOURING_UNLINKED;
      return;
    }
  check->verdict = SUDOKU_COLOURING_VALID;

  for (guint side = 0; side < 2 && check->wrapped == 0; side++)
    SUDOKU_CELLS_FOREACH (check->sides[side], cell)
      if (sees_any (houses, cell, check->sides[side]))
        {
          check->wrapped = side + 1;
          check->eliminations = check->sides[side];
          break;
        }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->values[cell] == 0 && (board->candidates[cell] & bit) &&
        !sudoku_cells_has (coloured, cell) &&
        sees_any (houses, cell, check->sides[0]) && sees_any (houses, cell, check->sides[1]))
      sudoku_cells_add (&check->trapped, cell);
  check->eliminations = sudoku_cells_or (check->eliminations, check->trapped);
}

static char *
dup_cell_names (SudokuCells cells)
{
  GString *out = g_string_new (NULL);

  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      g_autofree char *name = sudoku_cell_dup_name (cell);

      if (out->len > 0)
        g_string_append (out, ", ");
      g_string_append (out, name);
    }
  return g_string_free (out, FALSE);
}

/**
 * sudoku_colouring_check_dup_text:
 * @check: a check
 *
 * Returns: (transfer full): the verdict in words, for people
 */
char *
sudoku_colouring_check_dup_text (const SudokuColouringCheck *check)
{
  char first = sudoku_colour_get_letter (sudoku_colour_make (check->pair, 0));
  char second = sudoku_colour_get_letter (sudoku_colour_make (check->pair, 1));
  GString *out = g_string_new (NULL);

  switch (check->verdict)
    {
    case SUDOKU_COLOURING_EMPTY:
      g_string_append_printf (out, _("No candidate %u has colour %c or %c."),
                              check->digit, first, second);
      break;
    case SUDOKU_COLOURING_ONE_SIDED:
      g_string_append_printf (out, _("Candidates %u have only one colour of %c and %c: "
                                     "colour the other side of their strong links with the "
                                     "opposite colour."),
                              check->digit, first, second);
      break;
    case SUDOKU_COLOURING_INCONSISTENT:
      {
        g_autofree char *cells = dup_cell_names (check->same_colour_links);

        g_string_append_printf (out, _("Not consistent: strong links on %u join candidates "
                                       "of the same colour (%s). Of two candidates joined by "
                                       "a strong link one is true and the other false, so "
                                       "they take opposite colours."),
                                check->digit, cells);
      }
      break;
    case SUDOKU_COLOURING_UNLINKED:
      {
        g_autofree char *cells = dup_cell_names (check->unlinked);

        g_string_append_printf (out, _("Not joined: no chain of strong links on %u leads "
                                       "from the other coloured candidates to %s, so their "
                                       "colour says nothing about the others."),
                                check->digit, cells);
      }
      break;
    case SUDOKU_COLOURING_VALID:
      g_string_append_printf (out, ngettext ("Consistent: %u strong link on %u joins "
                                             "colours %c and %c; one colour is true, the "
                                             "other false.",
                                             "Consistent: %u strong links on %u join "
                                             "colours %c and %c; one colour is true, the "
                                             "other false.",
                                             check->n_strong_links),
                              check->n_strong_links, check->digit, first, second);
      if (check->wrapped != 0)
        {
          char wrapped = check->wrapped == 1 ? first : second;

          g_string_append_c (out, ' ');
          g_string_append_printf (out, _("Colour wrap: colour %c sees itself, so it is "
                                         "false and its candidates %u go."),
                                  wrapped, check->digit);
        }
      if (!sudoku_cells_is_empty (check->trapped))
        {
          g_autofree char *cells = dup_cell_names (check->trapped);

          g_string_append_c (out, ' ');
          g_string_append_printf (out, _("Colour trap: %s see both colours, so their "
                                         "candidate %u goes."),
                                  cells, check->digit);
        }
      if (sudoku_cells_is_empty (check->eliminations))
        {
          g_string_append_c (out, ' ');
          g_string_append (out, _("It removes nothing yet."));
        }
      break;
    default:
      g_assert_not_reached ();
    }
  return g_string_free (out, FALSE);
}

/**
 * sudoku_colouring_check_to_step:
 * @check: a valid check that removes candidates
 *
 * Returns: (transfer full) (nullable): the removals as a simple colours
 *   step (a wrap when a colour wraps, else a trap), with the two colours
 *   marked, to apply and record; %NULL when the check removes nothing
 */
SudokuStep *
sudoku_colouring_check_to_step (const SudokuColouringCheck *check)
{
  SudokuStep *step;

  g_return_val_if_fail (check != NULL, NULL);

  if (check->verdict != SUDOKU_COLOURING_VALID || sudoku_cells_is_empty (check->eliminations))
    return NULL;
  step = sudoku_step_new (check->wrapped != 0 ? SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP
                                              : SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP);
  step->digits = SUDOKU_DIGIT_BIT (check->digit);
  for (guint side = 0; side < 2; side++)
    SUDOKU_CELLS_FOREACH (check->sides[side], cell)
      sudoku_step_add_mark (step, cell, check->digit,
                            side == 0 ? SUDOKU_ROLE_COLOR_A : SUDOKU_ROLE_COLOR_B, 0);
  SUDOKU_CELLS_FOREACH (check->eliminations, cell)
    sudoku_step_add_elimination (step, cell, check->digit);
  sudoku_step_sort (step);
  return step;
}
