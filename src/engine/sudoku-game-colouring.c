/* sudoku-game-colouring.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include "sudoku-game-colouring.h"
#include "sudoku-game-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku-error.h"

/* The user's colouring kept with the game: it is undone and redone with
 * the game's actions (each snapshot keeps the list of colourings), saved
 * with its records, and known move by move so that a replay shows the
 * colours as they were: the game keeps, for each number of moves the
 * history had when the user coloured, the colouring then. */

static const SudokuColouring empty_colouring;

static SudokuColouringEntry *
entry_new (guint                  at,
           const SudokuColouring *colouring)
{
  SudokuColouringEntry *entry = g_rc_box_new0 (SudokuColouringEntry);

  entry->at = at;
  entry->colouring = *colouring;
  return entry;
}

static void
entry_unref (gpointer entry)
{
  g_rc_box_release (entry);
}

GPtrArray *
_sudoku_colourings_copy (GPtrArray *colourings)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func (entry_unref);

  if (colourings != NULL)
    for (guint i = 0; i < colourings->len; i++)
      g_ptr_array_add (copy, g_rc_box_acquire (colourings->pdata[i]));
  return copy;
}

gboolean
_sudoku_colourings_equal (GPtrArray *a,
                          GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (a->pdata[i] != b->pdata[i])
      return FALSE;
  return TRUE;
}

/* Colourings made after moves that are no longer in the history go. */
void
_sudoku_game_trim_colourings (SudokuGame *self)
{
  while (self->colourings->len > 0 &&
         ((SudokuColouringEntry *) self->colourings->pdata[self->colourings->len - 1])->at >
         self->moves->len)
    g_ptr_array_set_size (self->colourings, self->colourings->len - 1);
}

/**
 * sudoku_game_get_colouring:
 * @self: a game
 *
 * Returns: (transfer none): the user's colouring now (all empty when
 *   there is none)
 */
const SudokuColouring *
sudoku_game_get_colouring (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);

  if (self->colourings->len == 0)
    return &empty_colouring;
  return &((SudokuColouringEntry *) self->colourings->pdata[self->colourings->len - 1])->colouring;
}

/**
 * sudoku_game_get_colouring_at:
 * @self: a game
 * @n_moves: a position of the history: how many moves were played
 *
 * Returns: (transfer none): the colouring as it was when the history
 *   had @n_moves moves, for replays and the history's preview
 */
const SudokuColouring *
sudoku_game_get_colouring_at (SudokuGame *self,
                              guint       n_moves)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);

  for (guint i = self->colourings->len; i > 0; i--)
    {
      SudokuColouringEntry *entry = self->colourings->pdata[i - 1];

      if (entry->at <= n_moves)
        return &entry->colouring;
    }
  return &empty_colouring;
}

/**
 * sudoku_game_set_colouring:
 * @self: a game
 * @colouring: the new colouring
 *
 * Replaces the user's colouring. One undoable action.
 *
 * Returns: %TRUE when the colouring changed
 */
gboolean
sudoku_game_set_colouring (SudokuGame            *self,
                           const SudokuColouring *colouring)
{
  SudokuColouringEntry *last;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  g_return_val_if_fail (colouring != NULL, FALSE);

  if (sudoku_colouring_equal (colouring, sudoku_game_get_colouring (self)))
    return FALSE;

  sudoku_game_begin_action (self);
  /* Entries are shared with snapshots: replace, never change one. */
  last = self->colourings->len > 0 ? self->colourings->pdata[self->colourings->len - 1] : NULL;
  if (last != NULL && last->at == self->moves->len)
    g_ptr_array_set_size (self->colourings, self->colourings->len - 1);
  g_ptr_array_add (self->colourings, entry_new (self->moves->len, colouring));
  sudoku_game_end_action (self);
  _sudoku_game_emit_changed (self);
  return TRUE;
}

/**
 * sudoku_game_colour:
 * @self: a game
 * @target: what to colour
 * @cell: the cell
 * @digit: the candidate, for %SUDOKU_COLOUR_CANDIDATE
 * @colour: 1 to %SUDOKU_N_COLOURS, or 0 to take the colour off
 *
 * Colours a cell or a candidate. One undoable action.
 *
 * Returns: %TRUE when the colouring changed
 */
gboolean
sudoku_game_colour (SudokuGame         *self,
                    SudokuColourTarget  target,
                    guint               cell,
                    guint               digit,
                    guint               colour)
{
  SudokuColouring colouring;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  g_return_val_if_fail (cell < SUDOKU_N_CELLS, FALSE);
  g_return_val_if_fail (colour <= SUDOKU_N_COLOURS, FALSE);
  g_return_val_if_fail (target != SUDOKU_COLOUR_CANDIDATE || (digit >= 1 && digit <= 9), FALSE);

  colouring = *sudoku_game_get_colouring (self);
  switch (target)
    {
    case SUDOKU_COLOUR_CELL:
      colouring.primary[cell] = colour;
      break;
    case SUDOKU_COLOUR_CELL_SECONDARY:
      colouring.secondary[cell] = colour;
      break;
    case SUDOKU_COLOUR_CANDIDATE:
      colouring.candidates[cell][digit - 1] = colour;
      break;
    default:
      g_return_val_if_reached (FALSE);
    }
  return sudoku_game_set_colouring (self, &colouring);
}

/**
 * sudoku_game_clear_colouring:
 * @self: a game
 *
 * Takes every colour off. One undoable action.
 *
 * Returns: %TRUE when there were colours
 */
gboolean
sudoku_game_clear_colouring (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);

  return sudoku_game_set_colouring (self, &empty_colouring);
}

/* In a game record and in an undo record's snapshots, one line per
 * entry, an optional entry that records without colours lack:
 *
 *   nanpure-colours/1  <at>  <sudoku_colouring_to_record()>
 */
void
_sudoku_colourings_append_record (GString   *out,
                                  GPtrArray *colourings)
{
  for (guint i = 0; i < colourings->len; i++)
    {
      SudokuColouringEntry *entry = colourings->pdata[i];
      g_autofree char *record = sudoku_colouring_to_record (&entry->colouring);

      g_string_append_printf (out, SUDOKU_COLOURS_RECORD_ENTRY "\t%u\t%s\n", entry->at, record);
    }
}

gboolean
_sudoku_colourings_parse_line (char      **fields,
                               guint       line,
                               GPtrArray  *colourings,
                               GError    **error)
{
  SudokuColouring colouring;
  guint64 at;
  char *end = NULL;

  if (g_strv_length (fields) != 3 || !g_ascii_isdigit (fields[1][0]))
    goto invalid;
  at = g_ascii_strtoull (fields[1], &end, 10);
  if (*end != '\0' || at > G_MAXUINT ||
      (colourings->len > 0 &&
       ((SudokuColouringEntry *) colourings->pdata[colourings->len - 1])->at >= at))
    goto invalid;
  if (!sudoku_colouring_from_record (fields[2], &colouring, NULL))
    goto invalid;
  g_ptr_array_add (colourings, entry_new (at, &colouring));
  return TRUE;

invalid:
  g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
               _("line %u: “%s” is not a saved colouring"), line, fields[0]);
  return FALSE;
}
