/* sudoku-all-steps.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every step available in a position. The finders already report every
 * instance they find to a sink (sudoku_find_steps()); the search asks
 * each technique of the profile in turn, keeps at most @cap of its
 * steps, and folds steps with the same result into one line. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include "sudoku-all-steps.h"
#include "sudoku-logic.h"

struct _SudokuFoundStep
{
  gatomicrefcount  ref_count;
  guint            id;
  guint            round;        /* the technique index that last changed it */
  SudokuStep      *step;
  GArray          *techniques;   /* SudokuTechnique, easiest first */
  guint            n_instances;
  guint            n_unlocked;
  SudokuCells      cells;
  SudokuCells      target_cells;
  guint16          digits;
  guint            first_cell;
};

G_DEFINE_BOXED_TYPE (SudokuFoundStep, sudoku_found_step,
                     sudoku_found_step_ref, sudoku_found_step_unref)

SudokuFoundStep *
sudoku_found_step_ref (SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
sudoku_found_step_unref (SudokuFoundStep *self)
{
  g_return_if_fail (self != NULL);

  if (g_atomic_ref_count_dec (&self->ref_count))
    {
      sudoku_step_free (self->step);
      g_array_unref (self->techniques);
      g_free (self);
    }
}

guint
sudoku_found_step_get_id (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->id;
}

const SudokuStep *
sudoku_found_step_get_step (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->step;
}

SudokuTechnique
sudoku_found_step_get_technique (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->step->technique;
}

const SudokuTechnique *
sudoku_found_step_get_techniques (const SudokuFoundStep *self,
                                  guint                 *n_techniques)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (n_techniques)
    *n_techniques = self->techniques->len;
  return (const SudokuTechnique *) (gpointer) self->techniques->data;
}

guint
sudoku_found_step_get_n_instances (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_instances;
}

double
sudoku_found_step_get_difficulty (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->step->se_rating;
}

guint
sudoku_found_step_get_level (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return sudoku_technique_get_info (self->step->technique)->level;
}

guint
sudoku_found_step_get_n_removed (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->step->placements->len + self->step->eliminations->len;
}

guint
sudoku_found_step_get_n_unlocked (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_unlocked;
}

SudokuCells
sudoku_found_step_get_cells (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, SUDOKU_CELLS_EMPTY);
  return self->cells;
}

SudokuCells
sudoku_found_step_get_target_cells (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, SUDOKU_CELLS_EMPTY);
  return self->target_cells;
}

guint16
sudoku_found_step_get_digits (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->digits;
}

guint
sudoku_found_step_get_first_cell (const SudokuFoundStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->first_cell;
}

static int
compare_uint (guint a,
              guint b)
{
  return a < b ? -1 : a > b ? 1 : 0;
}

int
sudoku_found_step_compare_difficulty (const SudokuFoundStep *a,
                                      const SudokuFoundStep *b)
{
  guint level_a = sudoku_found_step_get_level (a);
  guint level_b = sudoku_found_step_get_level (b);

  if (level_a != level_b)
    return compare_uint (level_a, level_b);
  if (a->step->se_rating != b->step->se_rating)
    return a->step->se_rating < b->step->se_rating ? -1 : 1;
  if (a->step->technique != b->step->technique)
    return compare_uint (a->step->technique, b->step->technique);
  if (sudoku_found_step_get_n_removed (a) != sudoku_found_step_get_n_removed (b))
    return compare_uint (sudoku_found_step_get_n_removed (b), sudoku_found_step_get_n_removed (a));
  return compare_uint (a->id, b->id);
}

int
sudoku_found_step_compare_removed (const SudokuFoundStep *a,
                                   const SudokuFoundStep *b)
{
  guint removed_a = sudoku_found_step_get_n_removed (a);
  guint removed_b = sudoku_found_step_get_n_removed (b);

  if (removed_a != removed_b)
    return compare_uint (removed_b, removed_a);
  return sudoku_found_step_compare_difficulty (a, b);
}

int
sudoku_found_step_compare_unlocked (const SudokuFoundStep *a,
                                    const SudokuFoundStep *b)
{
  if (a->n_unlocked != b->n_unlocked)
    return compare_uint (b->n_unlocked, a->n_unlocked);
  return sudoku_found_step_compare_difficulty (a, b);
}

int
sudoku_found_step_compare_cell (const SudokuFoundStep *a,
                                const SudokuFoundStep *b)
{
  if (a->first_cell != b->first_cell)
    return compare_uint (a->first_cell, b->first_cell);
  return sudoku_found_step_compare_difficulty (a, b);
}

/* The cells a single would fill, per digit: naked singles and the only
 * place of a digit in a house where it is not placed yet. */
static void
find_singles (const SudokuBoard *board,
              SudokuCells        singles[10])
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (board->variant);

  for (guint digit = 0; digit <= 9; digit++)
    singles[digit] = SUDOKU_CELLS_EMPTY;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->values[cell] == 0 && __builtin_popcount (board->candidates[cell]) == 1)
      sudoku_cells_add (&singles[__builtin_ctz (board->candidates[cell]) + 1], cell);

  for (guint h = 0; h < houses->n_rules; h++)
    {
      const guint8 *cells = houses->houses[h].cells;
      guint16 placed = 0, seen = 0, twice = 0;

      for (guint i = 0; i < 9; i++)
        {
          guint cell = cells[i];

          if (board->values[cell])
            placed |= SUDOKU_DIGIT_BIT (board->values[cell]);
          else
            {
              twice |= seen & board->candidates[cell];
              seen |= board->candidates[cell];
            }
        }
      for (guint16 once = seen & ~twice & ~placed; once; once &= once - 1)
        {
          guint digit = __builtin_ctz (once) + 1;

          for (guint i = 0; i < 9; i++)
            if (board->values[cells[i]] == 0 &&
                (board->candidates[cells[i]] & SUDOKU_DIGIT_BIT (digit)))
              sudoku_cells_add (&singles[digit], cells[i]);
        }
    }
}

static guint
count_unlocked (const SudokuBoard *board,
                const SudokuCells  before[10],
                const SudokuStep  *step)
{
  SudokuBoard after = *board;
  SudokuCells singles[10];
  SudokuCells unlocked = SUDOKU_CELLS_EMPTY;

  sudoku_step_apply (step, &after);
  find_singles (&after, singles);
  for (guint digit = 1; digit <= 9; digit++)
    unlocked = sudoku_cells_or (unlocked, sudoku_cells_minus (singles[digit], before[digit]));
  return sudoku_cells_count (unlocked);
}

/* Appends sorted @candidates to @key, two bytes each, never a nul. */
static void
add_candidates (GString      *key,
                const GArray *candidates)
{
  guint16 previous = G_MAXUINT16;

  for (guint i = 0; i < candidates->len; i++)
    {
      SudokuCandidate *candidate = &g_array_index (candidates, SudokuCandidate, i);
      guint16 code = candidate->cell * 10 + candidate->digit;

      if (code == previous)
        continue;
      g_string_append_c (key, (char) (1 + code / 128));
      g_string_append_c (key, (char) (1 + code % 128));
      previous = code;
    }
}

typedef struct
{
  const SudokuBoard *board;
  SudokuCells        singles[10];
  GPtrArray         *steps;       /* SudokuFoundStep, by id */
  GHashTable        *by_result;   /* key → id */
  GPtrArray         *added;
  GPtrArray         *updated;
  GCancellable      *cancellable;
  guint              round;
  guint              found;       /* steps of this technique */
  guint              cap;
} Search;

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const SudokuCandidate *x = a, *y = b;

  return (x->cell * 10 + x->digit) - (y->cell * 10 + y->digit);
}

static char *
dup_result_key (const SudokuStep *step)
{
  GString *key = g_string_new (NULL);
  g_autoptr(GArray) placements = g_array_copy (step->placements);
  g_autoptr(GArray) eliminations = g_array_copy (step->eliminations);

  g_array_sort (placements, compare_candidates);
  g_array_sort (eliminations, compare_candidates);
  add_candidates (key, placements);
  g_string_append_c (key, '|');
  add_candidates (key, eliminations);
  return g_string_free (key, FALSE);
}

static SudokuFoundStep *
found_step_new (Search     *search,
                SudokuStep *step)
{
  SudokuFoundStep *self = g_new0 (SudokuFoundStep, 1);
  SudokuTechnique technique = step->technique;
  guint16 digits = 0;

  g_atomic_ref_count_init (&self->ref_count);
  self->id = search->steps->len;
  self->round = search->round;
  self->step = step;
  self->techniques = g_array_new (FALSE, FALSE, sizeof (SudokuTechnique));
  g_array_append_val (self->techniques, technique);
  self->n_instances = 1;
  self->n_unlocked = count_unlocked (search->board, search->singles, step);
  self->first_cell = SUDOKU_N_CELLS;

  for (guint pass = 0; pass < 2; pass++)
    {
      GArray *candidates = pass == 0 ? step->placements : step->eliminations;

      for (guint i = 0; i < candidates->len; i++)
        {
          SudokuCandidate *candidate = &g_array_index (candidates, SudokuCandidate, i);

          sudoku_cells_add (&self->target_cells, candidate->cell);
          digits |= SUDOKU_DIGIT_BIT (candidate->digit);
          self->first_cell = MIN (self->first_cell, candidate->cell);
        }
    }
  self->digits = digits;
  self->cells = self->target_cells;
  for (guint i = 0; i < step->marks->len; i++)
    sudoku_cells_add (&self->cells, g_array_index (step->marks, SudokuMark, i).cell);
  return self;
}

static SudokuFoundStep *
found_step_copy (const SudokuFoundStep *other,
                 guint                  round)
{
  SudokuFoundStep *self = g_memdup2 (other, sizeof *other);

  g_atomic_ref_count_init (&self->ref_count);
  self->round = round;
  self->step = sudoku_step_copy (other->step);
  self->techniques = g_array_copy (other->techniques);
  return self;
}

static gboolean
collect_cb (SudokuStep *step,
            gpointer    user_data)
{
  Search *search = user_data;
  g_autofree char *key = NULL;
  gpointer id;

  if (step->placements->len == 0 && step->eliminations->len == 0)
    {
      sudoku_step_free (step);
      return FALSE;
    }

  key = dup_result_key (step);
  if (g_hash_table_lookup_extended (search->by_result, key, NULL, &id))
    {
      SudokuFoundStep *found = g_ptr_array_index (search->steps, GPOINTER_TO_UINT (id));
      gboolean known = FALSE;

      if (found->round != search->round)
        {
          found = found_step_copy (found, search->round);
          g_ptr_array_index (search->steps, found->id) = found;
          /* The old one stays alive in whoever got it. */
          g_ptr_array_add (search->updated, found);
        }
      for (guint i = 0; i < found->techniques->len; i++)
        known |= g_array_index (found->techniques, SudokuTechnique, i) == step->technique;
      if (!known)
        g_array_append_val (found->techniques, step->technique);
      found->n_instances++;
      sudoku_step_free (step);
    }
  else
    {
      SudokuFoundStep *found = found_step_new (search, step);

      g_hash_table_insert (search->by_result, g_steal_pointer (&key),
                           GUINT_TO_POINTER (found->id));
      g_ptr_array_add (search->steps, found);
      g_ptr_array_add (search->added, found);
    }

  search->found++;
  return search->found >= search->cap ||
         g_cancellable_is_cancelled (search->cancellable);
}

GPtrArray *
sudoku_all_steps_find (const SudokuBoard   *board,
                       const SudokuProfile *profile,
                       gboolean             unique,
                       guint                cap,
                       SudokuAllStepsFunc   func,
                       gpointer             user_data,
                       GCancellable        *cancellable)
{
  g_autoptr(GPtrArray) steps = NULL;
  g_autoptr(GHashTable) by_result = NULL;
  g_autoptr(GPtrArray) added = NULL;
  g_autoptr(GPtrArray) updated = NULL;
  g_autoptr(GPtrArray) replaced = NULL;
  SudokuTechnique techniques[SUDOKU_N_TECHNIQUES];
  guint n_techniques = 0;
  SudokuGrid grid;
  Search search = { 0 };

  g_return_val_if_fail (board != NULL && profile != NULL, NULL);

  for (guint t = 0; t < SUDOKU_TECHNIQUE_ASSUMPTION; t++)
    if (profile->enabled[t] && sudoku_technique_is_implemented (t))
      techniques[n_techniques++] = t;

  steps = g_ptr_array_new ();
  by_result = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  added = g_ptr_array_new ();
  updated = g_ptr_array_new ();
  /* The versions an update replaced, freed at the end. */
  replaced = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_found_step_unref);

  /* Unlike the solving path (sudoku_path_next_step()), the grouped
   * nice loops and AICs also use ALS nodes here: the list is every step
   * the engine can find. */
  sudoku_grid_init (&grid, board, unique);

  search.board = board;
  find_singles (board, search.singles);
  search.steps = steps;
  search.by_result = by_result;
  search.added = added;
  search.updated = updated;
  search.cancellable = cancellable;
  search.cap = cap ? cap : SUDOKU_ALL_STEPS_DEFAULT_CAP;

  for (guint i = 0; i < n_techniques; i++)
    {
      g_autoptr(GPtrArray) before = g_ptr_array_copy (steps, NULL, NULL);

      if (g_cancellable_is_cancelled (cancellable))
        break;
      search.round = i + 1;
      search.found = 0;
      g_ptr_array_set_size (added, 0);
      g_ptr_array_set_size (updated, 0);
      sudoku_find_steps (&grid, techniques[i], collect_cb, &search);

      for (guint u = 0; u < updated->len; u++)
        {
          SudokuFoundStep *found = g_ptr_array_index (updated, u);

          g_ptr_array_add (replaced, g_ptr_array_index (before, found->id));
        }
      if (func && !g_cancellable_is_cancelled (cancellable))
        func (techniques[i], added, updated, i + 1, n_techniques, user_data);
    }

  if (g_cancellable_is_cancelled (cancellable))
    {
      g_ptr_array_foreach (steps, (GFunc) (gpointer) sudoku_found_step_unref, NULL);
      return NULL;
    }
  g_ptr_array_set_free_func (steps, (GDestroyNotify) sudoku_found_step_unref);
  return g_steal_pointer (&steps);
}

static int
compare_difficulty_cb (gconstpointer a,
                       gconstpointer b)
{
  return sudoku_found_step_compare_difficulty (*(SudokuFoundStep **) a,
                                               *(SudokuFoundStep **) b);
}

static int
compare_grouped_cb (gconstpointer a,
                    gconstpointer b,
                    gpointer      user_data)
{
  const guint *rank = user_data;
  guint rank_a = rank[sudoku_found_step_get_technique (*(SudokuFoundStep **) a)];
  guint rank_b = rank[sudoku_found_step_get_technique (*(SudokuFoundStep **) b)];

  if (rank_a != rank_b)
    return compare_uint (rank_a, rank_b);
  return compare_difficulty_cb (a, b);
}

void
sudoku_all_steps_sort_grouped (GPtrArray *steps)
{
  /* The difficulty order compares the level, the rating and then the
   * technique, so one technique's steps could be split by a step of
   * another rated between them: each technique's steps stand together
   * where its easiest one stands. */
  guint rank[SUDOKU_N_TECHNIQUES];
  guint n_ranked = 0;

  g_return_if_fail (steps != NULL);

  for (guint t = 0; t < SUDOKU_N_TECHNIQUES; t++)
    rank[t] = G_MAXUINT;
  g_ptr_array_sort (steps, compare_difficulty_cb);
  for (guint i = 0; i < steps->len; i++)
    {
      SudokuTechnique technique = sudoku_found_step_get_technique (steps->pdata[i]);

      if (rank[technique] == G_MAXUINT)
        rank[technique] = n_ranked++;
    }
  g_ptr_array_sort_with_data (steps, compare_grouped_cb, rank);
}

guint
sudoku_all_steps_easiest_level (GPtrArray *steps)
{
  guint easiest = 0;

  g_return_val_if_fail (steps != NULL, 0);

  for (guint i = 0; i < steps->len; i++)
    {
      guint level = sudoku_found_step_get_level (steps->pdata[i]);

      if (easiest == 0 || level < easiest)
        easiest = level;
    }
  return easiest;
}
