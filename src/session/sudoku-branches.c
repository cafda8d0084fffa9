/* sudoku-branches.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-branches.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-error.h"
#include "sudoku-record.h"
#include "sudoku-solver.h"

/**
 * SudokuBranches:
 *
 * The solver's workbench's ways back, a part of #SudokuSession:
 * what-if branches, named checkpoints and Back to the First Mistake.
 *
 * A branch is an assumption the user makes ("Try" on a digit): an
 * assumption step in the game's history, at one more depth than the
 * branch it is made in, as the assumption search's are; the game keeps
 * the state before it (every move does), so that the branch point is a
 * snapshot, and open branches are kept with the game wherever the game
 * goes. While a branch is open the part watches the board: a broken rule,
 * a cell without a candidate or a digit without a place in a house is
 * its contradiction (the property contradiction), and the way back
 * removes the tried digit at the branch point, recorded as the
 * assumption search's backtrack (a reasoned step, undoable).
 *
 * A checkpoint is a named snapshot of the game at a length of its
 * history; "Back to here" goes back to it by dropping the later moves
 * (undoable). Checkpoints are not part of the game: the library link
 * keeps them after the game's record in the progress it stores
 * (sudoku_branches_to_record()), the draft under its own key.
 */

struct _SudokuBranches
{
  GObject     parent_instance;

  SudokuGame *game;
  /* The open assumptions of the history, outermost first: indices into
   * the game's history. */
  GArray     *open;
  /* Checkpoint, oldest first. */
  GPtrArray  *checkpoints;
  char       *contradiction;
};

typedef struct
{
  char            *name;
  guint            n_moves;
  SudokuMoveState  state;
} Checkpoint;

G_DEFINE_FINAL_TYPE (SudokuBranches, sudoku_branches, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_DEPTH,
  PROP_CONTRADICTION,
  N_PROPS,
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define CHECKPOINT_RECORD_HEADER "nanpure-checkpoint/1"

static void
checkpoint_free (Checkpoint *checkpoint)
{
  g_free (checkpoint->name);
  g_free (checkpoint);
}

static SudokuMove *
get_move (SudokuBranches *self,
          guint           index)
{
  g_autoptr(SudokuMove) move = g_list_model_get_item (sudoku_game_get_history (self->game),
                                                      index);

  /* The history holds it. */
  return move;
}

static guint
n_moves (SudokuBranches *self)
{
  return g_list_model_get_n_items (sudoku_game_get_history (self->game));
}

static gboolean
is_assumption (SudokuMove *move)
{
  const SudokuStep *step = sudoku_move_get_step (move);

  return sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP &&
         step->technique == SUDOKU_TECHNIQUE_ASSUMPTION;
}

/* The state after the first @n moves of the history. */
static const SudokuMoveState *
state_at (SudokuBranches *self,
          guint           n)
{
  if (n_moves (self) == 0)
    return sudoku_game_get_state (self->game);
  if (n == 0)
    return sudoku_move_get_before (get_move (self, 0));
  return sudoku_move_get_after (get_move (self, n - 1));
}

static gboolean
states_equal (const SudokuMoveState *a,
              const SudokuMoveState *b)
{
  return memcmp (a->board.values, b->board.values, sizeof a->board.values) == 0 &&
         memcmp (a->board.candidates, b->board.candidates, sizeof a->board.candidates) == 0;
}

static gboolean
same_givens (const SudokuBoard *a,
             const SudokuBoard *b)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (a->givens[cell] != b->givens[cell] || (a->givens[cell] && a->values[cell] != b->values[cell]))
      return FALSE;
  return a->variant == b->variant;
}

/* What breaks the board inside a branch, said for people, or %NULL: a
 * digit twice in a house, a cell without a candidate, a digit without a
 * place in a house. */
static char *
find_contradiction (const SudokuBoard *board)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (board->variant);
  g_autoptr(GArray) conflicts = sudoku_board_find_conflicts (board);

  if (conflicts->len > 0)
    return sudoku_conflict_dup_description (board->variant,
                                            &g_array_index (conflicts, SudokuConflict, 0));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->values[cell] == 0 && board->candidates[cell] == 0)
      {
        g_autofree char *name = sudoku_cell_dup_name (cell);

        /* Translators: a branch's contradiction, e.g. "r2c3 has no candidate left". */
        return g_strdup_printf (_("%s has no candidate left"), name);
      }
  for (guint h = 0; h < houses->n_rules; h++)
    {
      const SudokuHouse *house = &houses->houses[h];
      guint16 placed = 0, possible = 0;

      for (guint i = 0; i < 9; i++)
        {
          guint cell = house->cells[i];

          if (board->values[cell] != 0)
            placed |= SUDOKU_DIGIT_BIT (board->values[cell]);
          else
            possible |= board->candidates[cell];
        }
      for (guint digit = 1; digit <= 9; digit++)
        if (!((placed | possible) & SUDOKU_DIGIT_BIT (digit)))
          {
            g_autofree char *name = sudoku_house_dup_name (house);

            /* Translators: a branch's contradiction, e.g. "7 has no place left in row 4". */
            return g_strdup_printf (_("%u has no place left in %s"), digit, name);
          }
    }
  return NULL;
}

static void
set_contradiction (SudokuBranches *self,
                   char           *text)
{
  if (g_strcmp0 (self->contradiction, text) == 0)
    {
      g_free (text);
      return;
    }
  g_free (self->contradiction);
  self->contradiction = text;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTRADICTION]);
}

/* The game changed: its open branches, the innermost's contradiction,
 * and the checkpoints of another puzzle dropped. */
static void
game_changed_cb (SudokuBranches *self)
{
  g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (guint));
  const SudokuBoard *board = sudoku_game_get_board (self->game);
  gboolean changed = FALSE;
  guint old_depth = self->open->len;

  for (guint i = 0; i < n_moves (self); i++)
    {
      SudokuMove *move = get_move (self, i);

      if (is_assumption (move))
        g_array_append_val (open, i);
      else if (sudoku_move_get_kind (move) == SUDOKU_MOVE_BACKTRACK && open->len > 0)
        g_array_set_size (open, open->len - 1);
    }
  /* A solve that reached the solution under an assumption has no
   * branch left open. */
  if (sudoku_board_is_complete (board))
    g_array_set_size (open, 0);
  if (open->len != self->open->len ||
      (open->len > 0 &&
       memcmp (open->data, self->open->data, open->len * sizeof (guint)) != 0))
    {
      g_array_unref (self->open);
      self->open = g_steal_pointer (&open);
      changed = TRUE;
    }

  for (guint i = self->checkpoints->len; i > 0; i--)
    {
      Checkpoint *checkpoint = self->checkpoints->pdata[i - 1];

      if (!same_givens (&checkpoint->state.board, board))
        {
          g_ptr_array_remove_index (self->checkpoints, i - 1);
          changed = TRUE;
        }
    }

  set_contradiction (self, self->open->len > 0 ? find_contradiction (board) : NULL);
  if (old_depth != self->open->len)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
  if (changed)
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/**
 * sudoku_branches_get_depth:
 * @self: a branches part
 *
 * Returns: how many what-if branches are open (the property depth)
 */
guint
sudoku_branches_get_depth (SudokuBranches *self)
{
  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), 0);

  return self->open->len;
}

/**
 * sudoku_branches_get_contradiction:
 * @self: a branches part
 *
 * Returns: (nullable): what breaks the board inside the innermost open
 *   branch ("r2c3 has no candidate left"), or %NULL
 */
const char *
sudoku_branches_get_contradiction (SudokuBranches *self)
{
  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), NULL);

  return self->contradiction;
}

static const SudokuCandidate *
tried (SudokuMove *assumption)
{
  return &g_array_index (sudoku_move_get_step (assumption)->placements, SudokuCandidate, 0);
}

/**
 * sudoku_branches_dup_way_back:
 * @self: a branches part
 *
 * Returns: (transfer full) (nullable): while the innermost branch has a
 *   contradiction, the way back said for people ("r4c5 cannot be 7: go
 *   back and remove it"), else %NULL
 */
char *
sudoku_branches_dup_way_back (SudokuBranches *self)
{
  const SudokuCandidate *candidate;
  g_autofree char *name = NULL;

  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), NULL);

  if (self->contradiction == NULL || self->open->len == 0)
    return NULL;
  candidate = tried (get_move (self, g_array_index (self->open, guint, self->open->len - 1)));
  name = sudoku_cell_dup_name (candidate->cell);
  /* Translators: the way out of a what-if branch that broke, e.g. "r4c5
   * cannot be 7: go back and remove it". */
  return g_strdup_printf (_("%s cannot be %u: go back and remove it"), name, candidate->digit);
}

/**
 * sudoku_branches_try:
 * @self: a branches part
 * @cell: an empty cell
 * @digit: one of its candidates
 *
 * Opens a what-if branch: @digit goes into @cell as an assumption, one
 * level deeper than the branch the board is in. Undoable.
 *
 * Returns: %TRUE when the branch was opened
 */
gboolean
sudoku_branches_try (SudokuBranches *self,
                     guint           cell,
                     guint           digit)
{
  const SudokuBoard *board;
  g_autoptr(SudokuStep) step = NULL;

  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), FALSE);
  g_return_val_if_fail (cell < SUDOKU_N_CELLS && digit >= 1 && digit <= 9, FALSE);

  board = sudoku_game_get_board (self->game);
  if (sudoku_game_get_mode (self->game) != SUDOKU_GAME_SOLVE || board->values[cell] != 0 ||
      !(board->candidates[cell] & SUDOKU_DIGIT_BIT (digit)))
    return FALSE;

  step = sudoku_step_new (SUDOKU_TECHNIQUE_ASSUMPTION);
  sudoku_step_add_placement (step, cell, digit);
  sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_ASSUMED, 0);
  step->digits = SUDOKU_DIGIT_BIT (digit);
  step->depth = self->open->len + 1;
  step->outcome = SUDOKU_ASSUMPTION_OPEN;
  sudoku_game_apply_step (self->game, step);
  return TRUE;
}

/* The move that leaves @assumption: back to the state it was made in,
 * without its digit when it led to a contradiction. */
static SudokuMove *
backtrack_move (SudokuMove              *assumption,
                const SudokuMoveState   *from,
                SudokuAssumptionOutcome  outcome)
{
  g_autoptr(SudokuStep) step = sudoku_step_copy (sudoku_move_get_step (assumption));
  const SudokuCandidate *candidate = tried (assumption);
  SudokuMoveState after = *sudoku_move_get_before (assumption);

  step->outcome = outcome;
  if (outcome == SUDOKU_ASSUMPTION_CONTRADICTION)
    after.board.candidates[candidate->cell] &= ~SUDOKU_DIGIT_BIT (candidate->digit);
  return sudoku_move_new (SUDOKU_MOVE_BACKTRACK, step, candidate->cell, candidate->digit, from,
                          &after);
}

/**
 * sudoku_branches_go_back_and_remove:
 * @self: a branches part
 *
 * The innermost branch broke: back to its point, and its digit leaves
 * its cell's candidates, recorded as the assumption search's backtrack
 * (its explanation says why). Undoable.
 *
 * Returns: %TRUE when the board went back
 */
gboolean
sudoku_branches_go_back_and_remove (SudokuBranches *self)
{
  SudokuMove *assumption;
  g_autoptr(SudokuMove) back = NULL;

  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), FALSE);

  if (self->contradiction == NULL || self->open->len == 0)
    return FALSE;
  assumption = get_move (self, g_array_index (self->open, guint, self->open->len - 1));
  back = backtrack_move (assumption, sudoku_game_get_state (self->game),
                         SUDOKU_ASSUMPTION_CONTRADICTION);
  sudoku_game_push_moves (self->game, &back, 1);
  return TRUE;
}

/* Checkpoints and Back to here */

guint
sudoku_branches_get_n_points (SudokuBranches *self)
{
  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), 0);

  return self->open->len + self->checkpoints->len;
}

/**
 * sudoku_branches_dup_point_label:
 * @self: a branches part
 * @index: a point, below sudoku_branches_get_n_points()
 *
 * Returns: (transfer full): the point for a menu: "Before r4c5=7
 *   (branch 1)" or the checkpoint's name
 */
char *
sudoku_branches_dup_point_label (SudokuBranches *self,
                                 guint           index)
{
  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), NULL);
  g_return_val_if_fail (index < sudoku_branches_get_n_points (self), NULL);

  if (index < self->open->len)
    {
      const SudokuCandidate *candidate = tried (get_move (self, g_array_index (self->open, guint,
                                                                               index)));
      g_autofree char *name = sudoku_cell_dup_name (candidate->cell);

      /* Translators: a branch point in the Back to Here menu, e.g.
       * "Before r4c5=7 (branch 1)". */
      return g_strdup_printf (_("Before %s=%u (branch %u)"), name, candidate->digit, index + 1);
    }
  return g_strdup (((Checkpoint *) self->checkpoints->pdata[index - self->open->len])->name);
}

/**
 * sudoku_branches_back_to:
 * @self: a branches part
 * @index: a point, below sudoku_branches_get_n_points()
 * @error: why the board cannot go back there
 *
 * Restores a point at once (the snapshot, not a replay), undoably: a
 * branch point closes that branch and every branch inside it (each
 * left as given up, in the history); a checkpoint drops the moves made
 * after it, as Continue from Here does.
 *
 * Returns: %TRUE when the board went back
 */
gboolean
sudoku_branches_back_to (SudokuBranches  *self,
                         guint            index,
                         GError         **error)
{
  Checkpoint *checkpoint;

  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), FALSE);
  g_return_val_if_fail (index < sudoku_branches_get_n_points (self), FALSE);

  if (index < self->open->len)
    {
      g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func (g_object_unref);
      SudokuMoveState current = *sudoku_game_get_state (self->game);

      for (guint level = self->open->len; level > index; level--)
        {
          SudokuMove *assumption = get_move (self, g_array_index (self->open, guint, level - 1));
          SudokuMove *back = backtrack_move (assumption, &current, SUDOKU_ASSUMPTION_GAVE_UP);

          current = *sudoku_move_get_after (back);
          g_ptr_array_add (moves, back);
        }
      sudoku_game_begin_action (self->game);
      sudoku_game_push_moves (self->game, (SudokuMove **) moves->pdata, moves->len);
      sudoku_game_end_action (self->game);
      return TRUE;
    }

  checkpoint = self->checkpoints->pdata[index - self->open->len];
  if (checkpoint->n_moves > n_moves (self) ||
      !states_equal (state_at (self, checkpoint->n_moves), &checkpoint->state))
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                   _("The history no longer goes through the checkpoint “%s”: it was undone"),
                   checkpoint->name);
      return FALSE;
    }
  sudoku_game_truncate_history (self->game, checkpoint->n_moves);
  return TRUE;
}

/**
 * sudoku_branches_add_checkpoint:
 * @self: a branches part
 * @name: what the user calls it
 *
 * Keeps the board as it is now under @name (a checkpoint of the same
 * name is replaced).
 */
void
sudoku_branches_add_checkpoint (SudokuBranches *self,
                                const char     *name)
{
  Checkpoint *checkpoint;

  g_return_if_fail (SUDOKU_IS_BRANCHES (self));
  g_return_if_fail (name != NULL && g_utf8_validate (name, -1, NULL));

  for (guint i = 0; i < self->checkpoints->len; i++)
    if (g_str_equal (((Checkpoint *) self->checkpoints->pdata[i])->name, name))
      {
        g_ptr_array_remove_index (self->checkpoints, i);
        break;
      }
  checkpoint = g_new0 (Checkpoint, 1);
  checkpoint->name = g_strdup (name);
  checkpoint->n_moves = n_moves (self);
  checkpoint->state = *sudoku_game_get_state (self->game);
  g_ptr_array_add (self->checkpoints, checkpoint);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/**
 * sudoku_branches_dup_next_checkpoint_name:
 * @self: a branches part
 *
 * Returns: (transfer full): a name no checkpoint has yet, "Checkpoint 1"
 */
char *
sudoku_branches_dup_next_checkpoint_name (SudokuBranches *self)
{
  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), NULL);

  for (guint n = self->checkpoints->len + 1;; n++)
    {
      /* Translators: the name a new checkpoint gets unless the user
       * gives another. */
      g_autofree char *name = g_strdup_printf (_("Checkpoint %u"), n);
      gboolean taken = FALSE;

      for (guint i = 0; i < self->checkpoints->len; i++)
        taken |= g_str_equal (((Checkpoint *) self->checkpoints->pdata[i])->name, name);
      if (!taken)
        return g_steal_pointer (&name);
    }
}

/* Back to the first mistake */

/* Whether @state has a mark at @cell that parts from @solution: a wrong
 * digit, or the solution's digit crossed out of an empty cell. */
static gboolean
is_mistake (const SudokuMoveState *state,
            const guint8          *solution,
            guint                  cell)
{
  const SudokuBoard *board = &state->board;

  if (board->values[cell] != 0)
    return board->values[cell] != solution[cell];
  return !(board->candidates[cell] & SUDOKU_DIGIT_BIT (solution[cell]));
}

/**
 * sudoku_branches_back_to_mistake:
 * @self: a branches part
 * @n_taken_back: (out) (optional): how many moves it took back
 * @error: why it cannot (no solution, no mistake)
 *
 * Restores the board to just before the first move of the history that
 * parts from the solution (a wrong digit, or the solution's digit
 * crossed out), keeping the pencil marks made since where they still
 * hold: a candidate crossed out since stays crossed out unless it is the
 * solution's. One undoable action.
 *
 * Returns: %TRUE when the board went back
 */
gboolean
sudoku_branches_back_to_mistake (SudokuBranches  *self,
                                 guint           *n_taken_back,
                                 GError         **error)
{
  const SudokuHouseList *houses;
  SudokuSolveResult exact;
  SudokuBoard givens;
  SudokuMoveState now, kept;
  guint first = G_MAXUINT, total = n_moves (self);

  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), FALSE);

  now = *sudoku_game_get_state (self->game);
  givens = now.board;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (!givens.givens[cell])
      givens.values[cell] = 0;
  sudoku_board_compute_candidates (&givens);
  sudoku_solver_count (&givens, NULL, &exact, NULL);
  if (exact.n_solutions != 1)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                           _("The puzzle has no single solution to compare the moves with"));
      return FALSE;
    }

  for (guint i = 0; i < total && first == G_MAXUINT; i++)
    {
      SudokuMove *move = get_move (self, i);

      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (is_mistake (sudoku_move_get_after (move), exact.solution, cell) &&
            !is_mistake (sudoku_move_get_before (move), exact.solution, cell))
          {
            first = i;
            break;
          }
    }
  if (first == G_MAXUINT)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                           _("No move so far disagrees with the solution"));
      return FALSE;
    }

  /* The marks made since that still hold, on the board before the
   * mistake: the candidates of each cell empty then and now, with the
   * solution's digit, without a digit placed in a peer. */
  kept = *sudoku_move_get_before (get_move (self, first));
  houses = sudoku_variant_get_houses (kept.board.variant);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint16 marks;

      if (kept.board.values[cell] != 0 || now.board.values[cell] != 0)
        continue;
      marks = now.board.candidates[cell] | SUDOKU_DIGIT_BIT (exact.solution[cell]);
      for (guint p = 0; p < houses->n_peers[cell]; p++)
        {
          guint peer = houses->peers[cell][p];

          if (kept.board.values[peer] != 0)
            marks &= ~SUDOKU_DIGIT_BIT (kept.board.values[peer]);
        }
      kept.board.candidates[cell] = marks;
    }

  sudoku_game_begin_action (self->game);
  sudoku_game_truncate_history (self->game, first);
  if (!states_equal (&kept, sudoku_game_get_state (self->game)))
    {
      g_autoptr(SudokuMove) marks = sudoku_move_new (SUDOKU_MOVE_MARKS, NULL, 0, 0,
                                                     sudoku_game_get_state (self->game), &kept);

      sudoku_game_push_moves (self->game, &marks, 1);
    }
  sudoku_game_end_action (self->game);
  if (n_taken_back != NULL)
    *n_taken_back = total - first;
  return TRUE;
}

/* The checkpoints' record
 *
 * Kept after the game's record in the progress the library stores,
 * and under its own key in a draft; older saved games lack it:
 *
 *   nanpure-checkpoint/1
 *   checkpoint  <moves>  <board record>  <origins>  <name, escaped>
 *
 * <moves> is the length of the history at the checkpoint. */

/**
 * sudoku_branches_to_record:
 * @self: a branches part
 *
 * Returns: (transfer full) (nullable): the checkpoints as text for
 *   sudoku_branches_load_record(), or %NULL when there is none
 */
char *
sudoku_branches_to_record (SudokuBranches *self)
{
  GString *out;

  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), NULL);

  if (self->checkpoints->len == 0)
    return NULL;
  out = g_string_new (CHECKPOINT_RECORD_HEADER "\n");
  for (guint i = 0; i < self->checkpoints->len; i++)
    {
      Checkpoint *checkpoint = self->checkpoints->pdata[i];
      g_autofree char *board = sudoku_board_to_record (&checkpoint->state.board);
      g_autofree char *name = g_strescape (checkpoint->name, NULL);

      g_string_append_printf (out, "checkpoint\t%u\t%s\t", checkpoint->n_moves, board);
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        g_string_append_c (out, '0' + checkpoint->state.origins[cell]);
      g_string_append_printf (out, "\t%s\n", name);
    }
  return g_string_free (out, FALSE);
}

/**
 * sudoku_branches_load_record:
 * @self: a branches part
 * @record: (nullable): what sudoku_branches_to_record() wrote, or %NULL
 *   for none (an older saved game)
 * @error: what is wrong with @record
 *
 * Replaces the checkpoints with those of @record. On error they are
 * left as they were.
 *
 * Returns: %TRUE when @record was read
 */
gboolean
sudoku_branches_load_record (SudokuBranches  *self,
                             const char      *record,
                             GError         **error)
{
  g_autoptr(GPtrArray) checkpoints = NULL;
  g_auto(GStrv) lines = NULL;

  g_return_val_if_fail (SUDOKU_IS_BRANCHES (self), FALSE);

  checkpoints = g_ptr_array_new_with_free_func ((GDestroyNotify) checkpoint_free);
  if (record != NULL)
    {
      lines = g_strsplit (record, "\n", -1);
      if (!g_str_equal (g_strchomp (lines[0]), CHECKPOINT_RECORD_HEADER))
        {
          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                       _("line 1: not a list of checkpoints (“%s” expected)"),
                       CHECKPOINT_RECORD_HEADER);
          return FALSE;
        }
      for (guint i = 1; lines[i] != NULL; i++)
        {
          g_auto(GStrv) fields = NULL;
          g_autoptr(GError) board_error = NULL;
          Checkpoint *checkpoint;
          guint64 moves;

          g_strchomp (lines[i]);
          if (lines[i][0] == '\0')
            continue;
          fields = g_strsplit (lines[i], "\t", -1);
          checkpoint = g_new0 (Checkpoint, 1);
          g_ptr_array_add (checkpoints, checkpoint);
          if (g_strv_length (fields) != 5 || !g_str_equal (fields[0], "checkpoint") ||
              !g_ascii_string_to_unsigned (fields[1], 10, 0, G_MAXINT, &moves, NULL) ||
              !sudoku_board_from_record (fields[2], &checkpoint->state.board, &board_error) ||
              strlen (fields[3]) != SUDOKU_N_CELLS)
            {
              g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                           _("line %u: not a checkpoint"), i + 1);
              return FALSE;
            }
          checkpoint->n_moves = (guint) moves;
          for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
            {
              if (fields[3][cell] < '0' || fields[3][cell] > '0' + SUDOKU_ORIGIN_ASSUMPTION)
                {
                  g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                               _("line %u: not a checkpoint"), i + 1);
                  return FALSE;
                }
              checkpoint->state.origins[cell] = fields[3][cell] - '0';
            }
          checkpoint->name = g_strcompress (fields[4]);
          if (!g_utf8_validate (checkpoint->name, -1, NULL))
            {
              g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                           _("line %u: not a checkpoint"), i + 1);
              return FALSE;
            }
        }
    }
  g_ptr_array_unref (self->checkpoints);
  self->checkpoints = g_steal_pointer (&checkpoints);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

/**
 * sudoku_branches_split_progress:
 * @progress: the progress the library keeps: a game record, maybe
 *   followed by the checkpoints' record
 * @checkpoints: (out) (transfer full) (nullable): the checkpoints'
 *   record, or %NULL when @progress has none (an older saved game)
 *
 * Returns: (transfer full): the game record
 */
char *
sudoku_branches_split_progress (const char  *progress,
                                char       **checkpoints)
{
  const char *start;

  g_return_val_if_fail (progress != NULL, NULL);
  g_return_val_if_fail (checkpoints != NULL, NULL);

  start = strstr (progress, "\n" CHECKPOINT_RECORD_HEADER "\n");
  if (start == NULL)
    {
      *checkpoints = NULL;
      return g_strdup (progress);
    }
  *checkpoints = g_strdup (start + 1);
  return g_strndup (progress, start + 1 - progress);
}

/* GObject */

static void
sudoku_branches_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SudokuBranches *self = SUDOKU_BRANCHES (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_DEPTH:
      g_value_set_uint (value, self->open->len);
      break;
    case PROP_CONTRADICTION:
      g_value_set_string (value, self->contradiction);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_branches_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SudokuBranches *self = SUDOKU_BRANCHES (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_branches_constructed (GObject *object)
{
  SudokuBranches *self = SUDOKU_BRANCHES (object);

  G_OBJECT_CLASS (sudoku_branches_parent_class)->constructed (object);

  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self,
                           G_CONNECT_SWAPPED);
  game_changed_cb (self);
}

static void
sudoku_branches_finalize (GObject *object)
{
  SudokuBranches *self = SUDOKU_BRANCHES (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->open, g_array_unref);
  g_clear_pointer (&self->checkpoints, g_ptr_array_unref);
  g_free (self->contradiction);

  G_OBJECT_CLASS (sudoku_branches_parent_class)->finalize (object);
}

static void
sudoku_branches_class_init (SudokuBranchesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = sudoku_branches_constructed;
  object_class->finalize = sudoku_branches_finalize;
  object_class->get_property = sudoku_branches_get_property;
  object_class->set_property = sudoku_branches_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SUDOKU_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* How many what-if branches are open: the grid's mark of depth. */
  properties[PROP_DEPTH] =
    g_param_spec_uint ("depth", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* What breaks the board inside the innermost branch, or %NULL. */
  properties[PROP_CONTRADICTION] =
    g_param_spec_string ("contradiction", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuBranches::changed:
   * @self: the branches part
   *
   * The points Back to Here reaches changed: a branch opened or closed,
   * a checkpoint was set, read or dropped.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
sudoku_branches_init (SudokuBranches *self)
{
  self->open = g_array_new (FALSE, FALSE, sizeof (guint));
  self->checkpoints = g_ptr_array_new_with_free_func ((GDestroyNotify) checkpoint_free);
}

/**
 * sudoku_branches_new:
 * @game: the game whose branches and checkpoints it keeps
 *
 * Returns: (transfer full): a new branches part
 */
SudokuBranches *
sudoku_branches_new (SudokuGame *game)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (game), NULL);

  return g_object_new (SUDOKU_TYPE_BRANCHES, "game", game, NULL);
}
