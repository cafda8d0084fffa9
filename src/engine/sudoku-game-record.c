/* sudoku-game-record.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include "sudoku-game-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-error.h"
#include "sudoku-record.h"

/* Saving and loading a game
 *
 * A game record is text, one line per entry, fields separated by tabs:
 *
 *   nanpure-game/1
 *   mode    edit | solve
 *   start   <board record>  <origins>
 *   move    <kind>  <cell>  <digit>  <step record or ->  <board record>  <origins>
 *   …
 *   nanpure-colours/1  <moves>  <colouring record>   optional, oldest first
 *
 * The colours lines (sudoku-game-colouring.c) are the user's colourings
 * and after how many moves each was made; records without colours,
 * older ones among them, simply lack them. The board and step records are sudoku-record.c's; origins are 81
 * digits, one SudokuOrigin per cell. Every move keeps the state after it,
 * so that a saved solve plays back exactly as it happened, whatever later
 * versions of the solver would do. */

#define GAME_RECORD_HEADER "nanpure-game/1"

static const char *const move_kinds[] = {
  [SUDOKU_MOVE_STEP] = "step",
  [SUDOKU_MOVE_VALUE] = "value",
  [SUDOKU_MOVE_CANDIDATE] = "candidate",
  [SUDOKU_MOVE_BACKTRACK] = "backtrack",
  [SUDOKU_MOVE_MARKS] = "marks",
};

static void
append_state (GString               *out,
              const SudokuMoveState *state)
{
  g_autofree char *board = sudoku_board_to_record (&state->board);

  g_string_append_printf (out, "\t%s\t", board);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_string_append_c (out, '0' + state->origins[cell]);
}

/* A "move" line: the move and the state after it. */
static void
append_move (GString    *out,
             SudokuMove *move)
{
  const SudokuStep *step = sudoku_move_get_step (move);
  g_autofree char *step_record = step ? sudoku_step_to_record (step) : NULL;

  g_string_append_printf (out, "move\t%s\t%u\t%u\t%s", move_kinds[sudoku_move_get_kind (move)],
                          sudoku_move_get_cell (move), sudoku_move_get_digit (move),
                          step_record ? step_record : "-");
  append_state (out, sudoku_move_get_after (move));
  g_string_append_c (out, '\n');
}

/**
 * sudoku_game_to_record:
 * @self: a game
 *
 * Returns: (transfer full): the game (mode, the state it started from,
 *   every move with the state after it) as text that
 *   sudoku_game_load_record() reads back
 */
char *
sudoku_game_to_record (SudokuGame *self)
{
  GString *out;
  const SudokuMoveState *start;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);

  out = g_string_new (GAME_RECORD_HEADER "\n");
  g_string_append_printf (out, "mode\t%s\n", self->mode == SUDOKU_GAME_EDIT ? "edit" : "solve");
  start = self->moves->len > 0 ? sudoku_move_get_before (self->moves->pdata[0]) : &self->state;
  g_string_append (out, "start");
  append_state (out, start);
  g_string_append_c (out, '\n');

  for (guint i = 0; i < self->moves->len; i++)
    append_move (out, self->moves->pdata[i]);
  _sudoku_colourings_append_record (out, self->colourings);
  return g_string_free (out, FALSE);
}

static gboolean
parse_state (char           **fields,
             guint            line,
             SudokuMoveState *state,
             GError         **error)
{
  g_autoptr(GError) board_error = NULL;

  if (fields[0] == NULL || fields[1] == NULL || fields[2] != NULL ||
      strlen (fields[1]) != SUDOKU_N_CELLS)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                   _("line %u: a board record and 81 origins expected"), line);
      return FALSE;
    }
  if (!sudoku_board_from_record (fields[0], &state->board, &board_error))
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID, _("line %u: %s"), line,
                   board_error->message);
      return FALSE;
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      char c = fields[1][cell];

      if (c < '0' || c > '0' + SUDOKU_ORIGIN_ASSUMPTION)
        {
          /* c may be one byte of a longer character (found by
           * fuzz-record): the message must stay UTF-8. */
          g_autofree char *message =
            g_strdup_printf (_("line %u: “%c” is not the origin of a digit"), line, c);
          g_autofree char *valid = g_utf8_make_valid (message, -1);

          g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID, valid);
          return FALSE;
        }
      state->origins[cell] = c - '0';
    }
  return TRUE;
}

static gboolean
parse_uint (const char *text,
            guint       max,
            guint      *value)
{
  guint64 number;

  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &number, NULL))
    return FALSE;
  *value = (guint) number;
  return TRUE;
}

/* The lines of a record that starts with @header, each valid UTF-8
 * (its messages quote its lines, and must be UTF-8: found by
 * fuzz-record); %NULL with @error otherwise. */
static GStrv
record_lines (const char  *record,
              const char  *header,
              GError     **error)
{
  g_auto(GStrv) lines = g_strsplit (record, "\n", -1);

  if (lines[0] == NULL || !g_str_equal (g_strchomp (lines[0]), header))
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                   _("line 1: not a saved game (“%s” expected)"), header);
      return NULL;
    }
  for (guint i = 1; lines[i] != NULL; i++)
    if (!g_utf8_validate (lines[i], -1, NULL))
      {
        g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                     _("line %u: not valid UTF-8 text"), i + 1);
        return NULL;
      }
  return g_steal_pointer (&lines);
}

/* A "mode" line. */
static gboolean
parse_mode (char           **fields,
            guint            line,
            SudokuGameMode  *mode,
            GError         **error)
{
  if (fields[1] == NULL || (!g_str_equal (fields[1], "edit") &&
                            !g_str_equal (fields[1], "solve")))
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                   _("line %u: the mode is edit or solve"), line);
      return FALSE;
    }
  *mode = g_str_equal (fields[1], "edit") ? SUDOKU_GAME_EDIT : SUDOKU_GAME_SOLVE;
  return TRUE;
}

/* A "move" line (its fields, "move" first) after @current: the move,
 * or %NULL with @error. */
static SudokuMove *
parse_move (char                 **fields,
            guint                  line,
            const SudokuMoveState *current,
            GError               **error)
{
  SudokuMoveKind kind = SUDOKU_MOVE_STEP;
  g_autoptr(SudokuStep) step = NULL;
  SudokuMoveState after;
  guint cell, digit;
  gboolean known_kind = FALSE;

  if (g_strv_length (fields) != 7)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                   _("line %u: a move has 7 fields, not %u"), line,
                   g_strv_length (fields));
      return NULL;
    }
  for (guint k = 0; k < G_N_ELEMENTS (move_kinds); k++)
    if (g_str_equal (fields[1], move_kinds[k]))
      {
        kind = k;
        known_kind = TRUE;
      }
  if (!known_kind || !parse_uint (fields[2], SUDOKU_N_CELLS - 1, &cell) ||
      !parse_uint (fields[3], 9, &digit))
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                   _("line %u: “%s %s %s” is not a move"), line,
                   fields[1], fields[2], fields[3]);
      return NULL;
    }
  if (!g_str_equal (fields[4], "-"))
    {
      g_autoptr(GError) step_error = NULL;

      step = sudoku_step_from_record (fields[4], &step_error);
      if (step == NULL)
        {
          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID, _("line %u: %s"),
                       line, step_error->message);
          return NULL;
        }
    }
  if ((kind == SUDOKU_MOVE_STEP || kind == SUDOKU_MOVE_BACKTRACK) && step == NULL)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                   _("line %u: this move needs its step"), line);
      return NULL;
    }
  if (!parse_state (fields + 5, line, &after, error))
    return NULL;
  return sudoku_move_new (kind, step, cell, digit, current, &after);
}

/**
 * sudoku_game_load_record:
 * @self: a game
 * @record: what sudoku_game_to_record() wrote
 * @error: where to say what is wrong with @record, and on which line
 *
 * Replaces the game with the one saved in @record: its state, its mode
 * and its history. Undoable as one action, the mode with it. On error
 * the game is left as it was.
 *
 * Returns: %TRUE when @record was read
 */
gboolean
sudoku_game_load_record (SudokuGame  *self,
                         const char  *record,
                         GError     **error)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) colourings = _sudoku_colourings_copy (NULL);
  SudokuMoveState start, current;
  SudokuGameMode mode = SUDOKU_GAME_SOLVE;
  gboolean has_start = FALSE;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);

  lines = record_lines (record, GAME_RECORD_HEADER, error);
  if (lines == NULL)
    return FALSE;

  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      guint line = i + 1;

      g_strchomp (lines[i]);
      if (lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], "\t", -1);

      if (g_str_equal (fields[0], "mode"))
        {
          if (!parse_mode (fields, line, &mode, error))
            return FALSE;
        }
      else if (g_str_equal (fields[0], "start"))
        {
          if (!parse_state (fields + 1, line, &start, error))
            return FALSE;
          current = start;
          has_start = TRUE;
        }
      else if (g_str_equal (fields[0], "move"))
        {
          g_autoptr(SudokuMove) move = NULL;

          if (!has_start)
            {
              g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                           _("line %u: a move before the start"), line);
              return FALSE;
            }
          move = parse_move (fields, line, &current, error);
          if (move == NULL)
            return FALSE;
          current = *sudoku_move_get_after (move);
          g_ptr_array_add (moves, g_steal_pointer (&move));
        }
      else if (g_str_equal (fields[0], SUDOKU_COLOURS_RECORD_ENTRY))
        {
          if (!_sudoku_colourings_parse_line (fields, line, colourings, error))
            return FALSE;
        }
      else
        {
          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                       _("line %u: unknown entry “%s”"), line, fields[0]);
          return FALSE;
        }
    }

  if (!has_start)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                           _("the saved game has no start"));
      return FALSE;
    }

  sudoku_game_begin_action (self);
  self->state = current;
  _sudoku_game_set_moves (self, moves);
  g_ptr_array_unref (self->colourings);
  self->colourings = g_steal_pointer (&colourings);
  sudoku_game_set_mode (self, mode);
  sudoku_game_end_action (self);
  _sudoku_game_emit_changed (self);
  return TRUE;
}

/* Saving and loading a game with its undo history
 *
 * The record of a game as the user left it, to take it up again after
 * a restart: the game record's lines (sudoku_game_to_record()) for every
 * move the game knows, then where each belongs. Tab-separated:
 *
 *   nanpure-game-undo/1
 *   mode    edit | solve
 *   before  <board record>  <origins>     the state before the next move,
 *                                         when it is not the last one's after
 *   move    … as in a game record …       the moves, numbered from 0
 *   state   <moves>  <board record>  <origins>         the game now
 *   undo    <held>  <moves>  <board record>  <origins>  [<mode>]  oldest first
 *   redo    <held>  <moves>  <board record>  <origins>  [<mode>]  oldest first
 *   nanpure-colours/1  …    after a state, undo or redo line: its colourings
 *
 * <moves> lists the history of that state by move number, in ranges
 * ("0-41,57"), "-" for none; <held> is how many of those moves only that
 * snapshot keeps (the undo limits count them); <mode> (edit | solve),
 * when there, is the mode undoing or redoing to that snapshot gives back
 * (the action after it switched the mode: a load; records written before
 * it was kept lack it, and then undo keeps the mode). Moves that several
 * histories share are written once and shared again when read. */

#define UNDO_RECORD_HEADER "nanpure-game-undo/1"

static guint
number_move (GHashTable *numbers,
             GPtrArray  *pool,
             SudokuMove *move)
{
  gpointer number;

  if (g_hash_table_lookup_extended (numbers, move, NULL, &number))
    return GPOINTER_TO_UINT (number);
  g_hash_table_insert (numbers, move, GUINT_TO_POINTER (pool->len));
  g_ptr_array_add (pool, move);
  return pool->len - 1;
}

static void
number_moves (GHashTable *numbers,
              GPtrArray  *pool,
              GPtrArray  *moves)
{
  for (guint i = 0; i < moves->len; i++)
    number_move (numbers, pool, moves->pdata[i]);
}

/* "<moves>\t<board>\t<origins>" of a history and a state. */
static void
append_history (GString               *out,
                GHashTable            *numbers,
                GPtrArray             *moves,
                const SudokuMoveState *state)
{
  guint i = 0;

  if (moves->len == 0)
    g_string_append_c (out, '-');
  while (i < moves->len)
    {
      guint first = GPOINTER_TO_UINT (g_hash_table_lookup (numbers, moves->pdata[i]));
      guint last = first;

      while (i + 1 < moves->len &&
             GPOINTER_TO_UINT (g_hash_table_lookup (numbers, moves->pdata[i + 1])) == last + 1)
        {
          last++;
          i++;
        }
      if (out->str[out->len - 1] != '\t')
        g_string_append_c (out, ',');
      if (first == last)
        g_string_append_printf (out, "%u", first);
      else
        g_string_append_printf (out, "%u-%u", first, last);
      i++;
    }
  append_state (out, state);
  g_string_append_c (out, '\n');
}

static void
append_snapshots (GString    *out,
                  const char *name,
                  GHashTable *numbers,
                  GPtrArray  *snapshots)
{
  for (guint i = 0; i < snapshots->len; i++)
    {
      SudokuGameSnapshot *snapshot = snapshots->pdata[i];

      g_string_append_printf (out, "%s\t%u\t", name, snapshot->held_moves);
      append_history (out, numbers, snapshot->moves, &snapshot->state);
      if (snapshot->has_mode)
        {
          /* append_history() ended the line; the mode goes before that. */
          g_string_truncate (out, out->len - 1);
          g_string_append_printf (out, "\t%s\n",
                                  snapshot->mode == SUDOKU_GAME_EDIT ? "edit" : "solve");
        }
      _sudoku_colourings_append_record (out, snapshot->colourings);
    }
}

/**
 * sudoku_game_to_undo_record:
 * @self: a game
 *
 * Returns: (transfer full): the game with its undo and redo history, as
 *   text that sudoku_game_load_undo_record() reads back
 */
char *
sudoku_game_to_undo_record (SudokuGame *self)
{
  g_autoptr(GHashTable) numbers = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) pool = g_ptr_array_new ();
  const SudokuMoveState *last = NULL;
  GString *out;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);

  /* The moves in an order that keeps each history's moves together. */
  for (guint i = 0; i < self->undo_stack->len; i++)
    number_moves (numbers, pool, ((SudokuGameSnapshot *) self->undo_stack->pdata[i])->moves);
  number_moves (numbers, pool, self->moves);
  for (guint i = self->redo_stack->len; i > 0; i--)
    number_moves (numbers, pool, ((SudokuGameSnapshot *) self->redo_stack->pdata[i - 1])->moves);

  out = g_string_new (UNDO_RECORD_HEADER "\n");
  g_string_append_printf (out, "mode\t%s\n", self->mode == SUDOKU_GAME_EDIT ? "edit" : "solve");
  for (guint i = 0; i < pool->len; i++)
    {
      SudokuMove *move = pool->pdata[i];
      const SudokuMoveState *before = sudoku_move_get_before (move);

      if (last == NULL || !_sudoku_game_states_equal (last, before))
        {
          g_string_append (out, "before");
          append_state (out, before);
          g_string_append_c (out, '\n');
        }
      append_move (out, move);
      last = sudoku_move_get_after (move);
    }
  g_string_append (out, "state\t");
  append_history (out, numbers, self->moves, &self->state);
  _sudoku_colourings_append_record (out, self->colourings);
  append_snapshots (out, "undo", numbers, self->undo_stack);
  append_snapshots (out, "redo", numbers, self->redo_stack);
  return g_string_free (out, FALSE);
}

/* "<moves>" of a history line: the moves of @pool it lists. */
static GPtrArray *
parse_history (const char  *text,
               GPtrArray   *pool,
               guint        line,
               GError     **error)
{
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func (g_object_unref);
  g_auto(GStrv) ranges = NULL;

  if (g_str_equal (text, "-"))
    return g_steal_pointer (&moves);
  ranges = g_strsplit (text, ",", -1);
  for (guint i = 0; ranges[i] != NULL; i++)
    {
      g_auto(GStrv) ends = g_strsplit (ranges[i], "-", 3);
      guint first = 0, last = 0;

      if (ends[0] == NULL || !parse_uint (ends[0], G_MAXUINT - 1, &first) ||
          (ends[1] != NULL && (ends[2] != NULL || !parse_uint (ends[1], G_MAXUINT - 1, &last))))
        first = last = G_MAXUINT;
      else if (ends[1] == NULL)
        last = first;
      if (first > last || last >= pool->len)
        {
          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                       _("line %u: “%s” is not a list of moves"), line, ranges[i]);
          return NULL;
        }
      for (guint number = first; number <= last; number++)
        g_ptr_array_add (moves, g_object_ref (pool->pdata[number]));
    }
  return g_steal_pointer (&moves);
}

/* A "state", "undo" or "redo" line: the snapshot it keeps. */
static SudokuGameSnapshot *
parse_snapshot (char      **fields,
                gboolean    has_held,
                GPtrArray  *pool,
                guint       line,
                GError    **error)
{
  g_autoptr(GPtrArray) moves = NULL;
  SudokuGameSnapshot *snapshot;
  SudokuMoveState state;
  SudokuGameMode mode = SUDOKU_GAME_EDIT;
  guint held = 0;
  guint n_fields = g_strv_length (fields);
  gboolean has_mode = has_held && n_fields == 6;

  if ((n_fields != (has_held ? 5u : 4u) && !has_mode) ||
      (has_held && !parse_uint (fields[1], G_MAXUINT - 1, &held)))
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                   _("line %u: “%s” is not a saved state"), line, fields[0]);
      return NULL;
    }
  /* The optional last field, read as a "mode" line's second, then cut
   * off for parse_state(). */
  if (has_mode)
    {
      if (!parse_mode (fields + 4, line, &mode, error))
        return NULL;
      g_clear_pointer (&fields[5], g_free);
    }
  fields += has_held ? 2 : 1;
  moves = parse_history (fields[0], pool, line, error);
  if (moves == NULL || !parse_state (fields + 1, line, &state, error))
    return NULL;
  snapshot = g_new (SudokuGameSnapshot, 1);
  snapshot->state = state;
  snapshot->moves = g_steal_pointer (&moves);
  snapshot->held_moves = MIN (held, snapshot->moves->len);
  snapshot->colourings = _sudoku_colourings_copy (NULL);
  snapshot->mode = mode;
  snapshot->has_mode = has_mode;
  return snapshot;
}

/**
 * sudoku_game_load_undo_record:
 * @self: a game
 * @record: what sudoku_game_to_undo_record() wrote
 * @error: where to say what is wrong with @record, and on which line
 *
 * Replaces the game, its history and its undo and redo steps with
 * those saved in @record. On error the game is left as it was.
 *
 * Returns: %TRUE when @record was read
 */
gboolean
sudoku_game_load_undo_record (SudokuGame  *self,
                              const char  *record,
                              GError     **error)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) pool = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) undo = g_ptr_array_new_with_free_func ((GDestroyNotify) _sudoku_game_snapshot_free);
  g_autoptr(GPtrArray) redo = g_ptr_array_new_with_free_func ((GDestroyNotify) _sudoku_game_snapshot_free);
  SudokuGameSnapshot *now = NULL;
  /* The colourings of the last state, undo or redo line read. */
  GPtrArray *colourings = NULL;
  SudokuMoveState current;
  SudokuGameMode mode = SUDOKU_GAME_SOLVE;
  gboolean has_before = FALSE;
  gboolean could_undo, could_redo;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (self->action_depth == 0, FALSE);

  lines = record_lines (record, UNDO_RECORD_HEADER, error);
  if (lines == NULL)
    return FALSE;

  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      guint line = i + 1;

      g_strchomp (lines[i]);
      if (lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], "\t", -1);

      if (g_str_equal (fields[0], "mode"))
        {
          if (!parse_mode (fields, line, &mode, error))
            goto failed;
        }
      else if (g_str_equal (fields[0], "before"))
        {
          if (!parse_state (fields + 1, line, &current, error))
            goto failed;
          has_before = TRUE;
        }
      else if (g_str_equal (fields[0], "move"))
        {
          SudokuMove *move;

          if (!has_before)
            {
              g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                           _("line %u: a move before the start"), line);
              goto failed;
            }
          move = parse_move (fields, line, &current, error);
          if (move == NULL)
            goto failed;
          current = *sudoku_move_get_after (move);
          g_ptr_array_add (pool, move);
        }
      else if (g_str_equal (fields[0], "state") || g_str_equal (fields[0], "undo") ||
               g_str_equal (fields[0], "redo"))
        {
          gboolean is_state = g_str_equal (fields[0], "state");
          SudokuGameSnapshot *snapshot;

          if (is_state && now != NULL)
            {
              g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                           _("line %u: a second state"), line);
              goto failed;
            }
          snapshot = parse_snapshot (fields, !is_state, pool, line, error);
          if (snapshot == NULL)
            goto failed;
          if (is_state)
            now = snapshot;
          else
            g_ptr_array_add (g_str_equal (fields[0], "undo") ? undo : redo, snapshot);
          colourings = snapshot->colourings;
        }
      else if (g_str_equal (fields[0], SUDOKU_COLOURS_RECORD_ENTRY))
        {
          if (colourings == NULL)
            {
              g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                           _("line %u: colours before a state"), line);
              goto failed;
            }
          if (!_sudoku_colourings_parse_line (fields, line, colourings, error))
            goto failed;
        }
      else
        {
          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                       _("line %u: unknown entry “%s”"), line, fields[0]);
          goto failed;
        }
    }

  if (now == NULL)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                           _("the saved game has no state"));
      return FALSE;
    }

  could_undo = self->undo_stack->len > 0;
  could_redo = self->redo_stack->len > 0;
  self->state = now->state;
  _sudoku_game_set_moves (self, now->moves);
  g_ptr_array_unref (self->colourings);
  self->colourings = g_steal_pointer (&now->colourings);
  _sudoku_game_snapshot_free (now);
  g_ptr_array_unref (self->undo_stack);
  self->undo_stack = g_steal_pointer (&undo);
  g_ptr_array_unref (self->redo_stack);
  self->redo_stack = g_steal_pointer (&redo);
  _sudoku_game_trim_undo (self);

  g_object_freeze_notify (G_OBJECT (self));
  _sudoku_game_notify_undo_redo (self, could_undo, could_redo);
  sudoku_game_set_mode (self, mode);
  g_object_thaw_notify (G_OBJECT (self));
  _sudoku_game_emit_changed (self);
  return TRUE;

failed:
  g_clear_pointer (&now, _sudoku_game_snapshot_free);
  return FALSE;
}
