/* sudoku-step.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-step.h"
#include "techniques/sudoku-techniques.h"

/* Sudoku Explainer's ratings where SE has the technique; the others are
 * ours, placed on the same scale (see the table). Levels follow
 * SPEC.md F4. Weights are the score a step adds, close to HoDoKu's own
 * per-step scores so that scores compare with what users know. */
static const SudokuTechniqueInfo technique_info[SUDOKU_N_TECHNIQUES] = {
  [SUDOKU_TECHNIQUE_FULL_HOUSE] = { "full-house", N_("Full House"), "0000", SUDOKU_FAMILY_SINGLES, 1.0, 1, 4 },
  [SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX] = { "hidden-single-box", N_("Hidden Single in a Box"), "0002", SUDOKU_FAMILY_SINGLES, 1.2, 1, 14 },
  [SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE] = { "hidden-single-line", N_("Hidden Single in a Line"), "0002", SUDOKU_FAMILY_SINGLES, 1.5, 2, 14 },
  [SUDOKU_TECHNIQUE_NAKED_SINGLE] = { "naked-single", N_("Naked Single"), "0003", SUDOKU_FAMILY_SINGLES, 2.3, 2, 4 },

  [SUDOKU_TECHNIQUE_POINTING] = { "pointing", N_("Locked Candidates (Pointing)"), "0100", SUDOKU_FAMILY_INTERSECTIONS, 2.6, 3, 50 },
  [SUDOKU_TECHNIQUE_CLAIMING] = { "claiming", N_("Locked Candidates (Claiming)"), "0101", SUDOKU_FAMILY_INTERSECTIONS, 2.8, 3, 50 },
  [SUDOKU_TECHNIQUE_LOCKED_PAIR] = { "locked-pair", N_("Locked Pair"), "0110", SUDOKU_FAMILY_INTERSECTIONS, 3.0, 4, 40 },
  [SUDOKU_TECHNIQUE_LOCKED_TRIPLE] = { "locked-triple", N_("Locked Triple"), "0111", SUDOKU_FAMILY_INTERSECTIONS, 3.6, 4, 60 },

  [SUDOKU_TECHNIQUE_NAKED_PAIR] = { "naked-pair", N_("Naked Pair"), "0200", SUDOKU_FAMILY_SUBSETS, 3.0, 4, 60 },
  [SUDOKU_TECHNIQUE_HIDDEN_PAIR] = { "hidden-pair", N_("Hidden Pair"), "0210", SUDOKU_FAMILY_SUBSETS, 3.4, 4, 70 },
  [SUDOKU_TECHNIQUE_NAKED_TRIPLE] = { "naked-triple", N_("Naked Triple"), "0201", SUDOKU_FAMILY_SUBSETS, 3.6, 4, 80 },
  [SUDOKU_TECHNIQUE_HIDDEN_TRIPLE] = { "hidden-triple", N_("Hidden Triple"), "0211", SUDOKU_FAMILY_SUBSETS, 4.0, 4, 100 },
  [SUDOKU_TECHNIQUE_NAKED_QUAD] = { "naked-quad", N_("Naked Quad"), "0202", SUDOKU_FAMILY_SUBSETS, 5.0, 5, 120 },
  [SUDOKU_TECHNIQUE_HIDDEN_QUAD] = { "hidden-quad", N_("Hidden Quad"), "0212", SUDOKU_FAMILY_SUBSETS, 5.4, 5, 150 },

  [SUDOKU_TECHNIQUE_X_WING] = { "x-wing", N_("X-Wing"), "0300", SUDOKU_FAMILY_FISH, 3.2, 5, 140 },
  [SUDOKU_TECHNIQUE_SWORDFISH] = { "swordfish", N_("Swordfish"), "0301", SUDOKU_FAMILY_FISH, 3.8, 5, 150 },
  [SUDOKU_TECHNIQUE_JELLYFISH] = { "jellyfish", N_("Jellyfish"), "0302", SUDOKU_FAMILY_FISH, 5.2, 5, 160 },
  [SUDOKU_TECHNIQUE_FINNED_X_WING] = { "finned-x-wing", N_("Finned X-Wing"), "0310", SUDOKU_FAMILY_FISH, 3.4, 6, 130 },
  [SUDOKU_TECHNIQUE_FINNED_SWORDFISH] = { "finned-swordfish", N_("Finned Swordfish"), "0311", SUDOKU_FAMILY_FISH, 4.0, 6, 200 },
  [SUDOKU_TECHNIQUE_FINNED_JELLYFISH] = { "finned-jellyfish", N_("Finned Jellyfish"), "0312", SUDOKU_FAMILY_FISH, 5.4, 6, 240 },
  [SUDOKU_TECHNIQUE_SASHIMI_X_WING] = { "sashimi-x-wing", N_("Sashimi X-Wing"), "0320", SUDOKU_FAMILY_FISH, 3.5, 6, 150 },
  [SUDOKU_TECHNIQUE_SASHIMI_SWORDFISH] = { "sashimi-swordfish", N_("Sashimi Swordfish"), "0321", SUDOKU_FAMILY_FISH, 4.1, 6, 240 },
  [SUDOKU_TECHNIQUE_SASHIMI_JELLYFISH] = { "sashimi-jellyfish", N_("Sashimi Jellyfish"), "0322", SUDOKU_FAMILY_FISH, 5.5, 6, 280 },

  [SUDOKU_TECHNIQUE_SKYSCRAPER] = { "skyscraper", N_("Skyscraper"), "0400", SUDOKU_FAMILY_SINGLE_DIGIT, 4.0, 5, 130 },
  [SUDOKU_TECHNIQUE_TWO_STRING_KITE] = { "two-string-kite", N_("2-String Kite"), "0401", SUDOKU_FAMILY_SINGLE_DIGIT, 4.1, 5, 150 },
  [SUDOKU_TECHNIQUE_TURBOT_FISH] = { "turbot-fish", N_("Turbot Fish"), "0403", SUDOKU_FAMILY_SINGLE_DIGIT, 4.2, 5, 120 },
  [SUDOKU_TECHNIQUE_EMPTY_RECTANGLE] = { "empty-rectangle", N_("Empty Rectangle"), "0402", SUDOKU_FAMILY_SINGLE_DIGIT, 4.2, 5, 120 },
  [SUDOKU_TECHNIQUE_DUAL_TWO_STRING_KITE] = { "dual-two-string-kite", N_("Dual 2-String Kite"), "0404", SUDOKU_FAMILY_SINGLE_DIGIT, 4.1, 5, 150 },
  [SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE] = { "dual-empty-rectangle", N_("Dual Empty Rectangle"), "0405", SUDOKU_FAMILY_SINGLE_DIGIT, 4.2, 5, 120 },
  [SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP] = { "simple-colors-trap", N_("Simple Colors Trap"), "0500", SUDOKU_FAMILY_COLORING, 4.5, 5, 150 },
  [SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP] = { "simple-colors-wrap", N_("Simple Colors Wrap"), "0501", SUDOKU_FAMILY_COLORING, 4.5, 5, 150 },
  [SUDOKU_TECHNIQUE_MULTI_COLORS_1] = { "multi-colors-1", N_("Multi Colors 1"), "0502", SUDOKU_FAMILY_COLORING, 4.6, 5, 200 },
  [SUDOKU_TECHNIQUE_MULTI_COLORS_2] = { "multi-colors-2", N_("Multi Colors 2"), "0503", SUDOKU_FAMILY_COLORING, 4.7, 5, 200 },

  [SUDOKU_TECHNIQUE_XY_WING] = { "xy-wing", N_("XY-Wing"), "0800", SUDOKU_FAMILY_WINGS, 4.2, 5, 160 },
  [SUDOKU_TECHNIQUE_XYZ_WING] = { "xyz-wing", N_("XYZ-Wing"), "0801", SUDOKU_FAMILY_WINGS, 4.4, 5, 180 },
  [SUDOKU_TECHNIQUE_W_WING] = { "w-wing", N_("W-Wing"), "0803", SUDOKU_FAMILY_WINGS, 4.4, 5, 150 },
  [SUDOKU_TECHNIQUE_REMOTE_PAIR] = { "remote-pair", N_("Remote Pair"), "0703", SUDOKU_FAMILY_WINGS, 4.5, 5, 110 },

  [SUDOKU_TECHNIQUE_UNIQUENESS_1] = { "uniqueness-1", N_("Uniqueness Test 1"), "0600", SUDOKU_FAMILY_UNIQUENESS, 4.5, 5, 100 },
  [SUDOKU_TECHNIQUE_UNIQUENESS_2] = { "uniqueness-2", N_("Uniqueness Test 2"), "0601", SUDOKU_FAMILY_UNIQUENESS, 4.6, 5, 100 },
  [SUDOKU_TECHNIQUE_UNIQUENESS_3] = { "uniqueness-3", N_("Uniqueness Test 3"), "0602", SUDOKU_FAMILY_UNIQUENESS, 4.6, 5, 100 },
  [SUDOKU_TECHNIQUE_UNIQUENESS_4] = { "uniqueness-4", N_("Uniqueness Test 4"), "0603", SUDOKU_FAMILY_UNIQUENESS, 4.5, 5, 100 },
  [SUDOKU_TECHNIQUE_UNIQUENESS_5] = { "uniqueness-5", N_("Uniqueness Test 5"), "0604", SUDOKU_FAMILY_UNIQUENESS, 4.6, 5, 100 },
  [SUDOKU_TECHNIQUE_UNIQUENESS_6] = { "uniqueness-6", N_("Uniqueness Test 6"), "0605", SUDOKU_FAMILY_UNIQUENESS, 4.6, 5, 100 },
  [SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE] = { "hidden-rectangle", N_("Hidden Rectangle"), "0606", SUDOKU_FAMILY_UNIQUENESS, 4.8, 5, 100 },
  [SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1] = { "avoidable-rectangle-1", N_("Avoidable Rectangle Type 1"), "0607", SUDOKU_FAMILY_UNIQUENESS, 4.7, 5, 100 },
  [SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2] = { "avoidable-rectangle-2", N_("Avoidable Rectangle Type 2"), "0608", SUDOKU_FAMILY_UNIQUENESS, 4.7, 5, 100 },
  [SUDOKU_TECHNIQUE_BUG_PLUS_1] = { "bug-plus-1", N_("Bivalue Universal Grave + 1"), "0610", SUDOKU_FAMILY_UNIQUENESS, 5.6, 5, 100 },

  [SUDOKU_TECHNIQUE_X_CHAIN] = { "x-chain", N_("X-Chain"), "0701", SUDOKU_FAMILY_CHAINS, 6.6, 6, 260 },
  [SUDOKU_TECHNIQUE_XY_CHAIN] = { "xy-chain", N_("XY-Chain"), "0702", SUDOKU_FAMILY_CHAINS, 6.6, 6, 260 },
  [SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS] = { "continuous-nice-loop", N_("Continuous Nice Loop"), "0706", SUDOKU_FAMILY_CHAINS, 6.6, 6, 280 },
  [SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS] = { "discontinuous-nice-loop", N_("Discontinuous Nice Loop"), "0707", SUDOKU_FAMILY_CHAINS, 6.6, 6, 280 },
  [SUDOKU_TECHNIQUE_AIC] = { "aic", N_("AIC"), "0708", SUDOKU_FAMILY_CHAINS, 6.6, 6, 280 },
  [SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_CONTINUOUS] = { "grouped-continuous-nice-loop", N_("Grouped Continuous Nice Loop"), "0709", SUDOKU_FAMILY_CHAINS, 7.0, 6, 300 },
  [SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS] = { "grouped-discontinuous-nice-loop", N_("Grouped Discontinuous Nice Loop"), "0710", SUDOKU_FAMILY_CHAINS, 7.0, 6, 300 },
  [SUDOKU_TECHNIQUE_GROUPED_AIC] = { "grouped-aic", N_("Grouped AIC"), "0711", SUDOKU_FAMILY_CHAINS, 7.0, 6, 300 },

  [SUDOKU_TECHNIQUE_ALS_XZ] = { "als-xz", N_("ALS-XZ"), "0901", SUDOKU_FAMILY_ALS, 6.8, 6, 300 },
  [SUDOKU_TECHNIQUE_ALS_XY_WING] = { "als-xy-wing", N_("ALS-XY-Wing"), "0902", SUDOKU_FAMILY_ALS, 7.0, 6, 320 },
  [SUDOKU_TECHNIQUE_ALS_CHAIN] = { "als-chain", N_("ALS Chain"), "0903", SUDOKU_FAMILY_ALS, 7.2, 6, 340 },
  [SUDOKU_TECHNIQUE_DEATH_BLOSSOM] = { "death-blossom", N_("Death Blossom"), "0904", SUDOKU_FAMILY_ALS, 7.5, 6, 360 },
  [SUDOKU_TECHNIQUE_SUE_DE_COQ] = { "sue-de-coq", N_("Sue de Coq"), "1101", SUDOKU_FAMILY_ALS, 5.0, 6, 250 },

  /* HoDoKu's scores (Options.java of HoDoKu 2.2: Franken 300/350/370,
   * finned Franken 390/410/430, Mutant 450, finned Mutant 470, templates
   * 10000 like its brute force, which is our assumption's 1000) and its
   * order: after the ALS techniques, before the forcing chains; templates
   * after the forcing nets. SE has none of them: their SE figures are ours,
   * between the ALS chains and the forcing chains. */
  [SUDOKU_TECHNIQUE_FRANKEN_X_WING] = { "franken-x-wing", N_("Franken X-Wing"), "0330", SUDOKU_FAMILY_FISH, 6.8, 6, 300 },
  [SUDOKU_TECHNIQUE_FRANKEN_SWORDFISH] = { "franken-swordfish", N_("Franken Swordfish"), "0331", SUDOKU_FAMILY_FISH, 7.0, 6, 350 },
  [SUDOKU_TECHNIQUE_FRANKEN_JELLYFISH] = { "franken-jellyfish", N_("Franken Jellyfish"), "0332", SUDOKU_FAMILY_FISH, 7.2, 6, 370 },
  [SUDOKU_TECHNIQUE_FINNED_FRANKEN_X_WING] = { "finned-franken-x-wing", N_("Finned Franken X-Wing"), "0340", SUDOKU_FAMILY_FISH, 7.0, 6, 390 },
  [SUDOKU_TECHNIQUE_FINNED_FRANKEN_SWORDFISH] = { "finned-franken-swordfish", N_("Finned Franken Swordfish"), "0341", SUDOKU_FAMILY_FISH, 7.2, 6, 410 },
  [SUDOKU_TECHNIQUE_FINNED_FRANKEN_JELLYFISH] = { "finned-franken-jellyfish", N_("Finned Franken Jellyfish"), "0342", SUDOKU_FAMILY_FISH, 7.4, 6, 430 },
  [SUDOKU_TECHNIQUE_MUTANT_X_WING] = { "mutant-x-wing", N_("Mutant X-Wing"), "0350", SUDOKU_FAMILY_FISH, 7.4, 7, 450 },
  [SUDOKU_TECHNIQUE_MUTANT_SWORDFISH] = { "mutant-swordfish", N_("Mutant Swordfish"), "0351", SUDOKU_FAMILY_FISH, 7.6, 7, 450 },
  [SUDOKU_TECHNIQUE_MUTANT_JELLYFISH] = { "mutant-jellyfish", N_("Mutant Jellyfish"), "0352", SUDOKU_FAMILY_FISH, 7.8, 7, 450 },
  [SUDOKU_TECHNIQUE_FINNED_MUTANT_X_WING] = { "finned-mutant-x-wing", N_("Finned Mutant X-Wing"), "0360", SUDOKU_FAMILY_FISH, 7.6, 7, 470 },
  [SUDOKU_TECHNIQUE_FINNED_MUTANT_SWORDFISH] = { "finned-mutant-swordfish", N_("Finned Mutant Swordfish"), "0361", SUDOKU_FAMILY_FISH, 7.8, 7, 470 },
  [SUDOKU_TECHNIQUE_FINNED_MUTANT_JELLYFISH] = { "finned-mutant-jellyfish", N_("Finned Mutant Jellyfish"), "0362", SUDOKU_FAMILY_FISH, 8.0, 7, 470 },
  [SUDOKU_TECHNIQUE_FINNED_MUTANT_SQUIRMBAG] = { "finned-mutant-squirmbag", N_("Finned Mutant Squirmbag"), "0363", SUDOKU_FAMILY_FISH, 8.2, 7, 470 },
  [SUDOKU_TECHNIQUE_FINNED_MUTANT_WHALE] = { "finned-mutant-whale", N_("Finned Mutant Whale"), "0364", SUDOKU_FAMILY_FISH, 8.4, 7, 470 },

  [SUDOKU_TECHNIQUE_NISHIO] = { "nishio", N_("Nishio Forcing Chain"), NULL, SUDOKU_FAMILY_FORCING, 7.6, 7, 400 },
  [SUDOKU_TECHNIQUE_FORCING_CHAIN_CONTRADICTION] = { "forcing-chain-contradiction", N_("Forcing Chain Contradiction"), "1301", SUDOKU_FAMILY_FORCING, 8.2, 7, 500 },
  [SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY] = { "forcing-chain-verity", N_("Forcing Chain Verity"), "1302", SUDOKU_FAMILY_FORCING, 8.3, 7, 500 },
  [SUDOKU_TECHNIQUE_FORCING_NET_CONTRADICTION] = { "forcing-net-contradiction", N_("Forcing Net Contradiction"), "1303", SUDOKU_FAMILY_FORCING, 8.8, 7, 700 },
  [SUDOKU_TECHNIQUE_FORCING_NET_VERITY] = { "forcing-net-verity", N_("Forcing Net Verity"), "1304", SUDOKU_FAMILY_FORCING, 9.0, 7, 700 },

  [SUDOKU_TECHNIQUE_TEMPLATE_SET] = { "template-set", N_("Template Set"), "1201", SUDOKU_FAMILY_FORCING, 9.0, 7, 1000 },
  [SUDOKU_TECHNIQUE_TEMPLATE_DELETE] = { "template-delete", N_("Template Delete"), "1202", SUDOKU_FAMILY_FORCING, 9.0, 7, 1000 },

  [SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN] = { "dynamic-forcing-chain", N_("Dynamic Forcing Chain"), NULL, SUDOKU_FAMILY_FORCING, 8.5, 7, 800 },
  [SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS] = { "dynamic-forcing-chain-plus", N_("Dynamic Forcing Chain (+)"), NULL, SUDOKU_FAMILY_FORCING, 9.0, 7, 900 },
  [SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN] = { "nested-forcing-chain", N_("Nested Forcing Chain"), NULL, SUDOKU_FAMILY_FORCING, 9.5, 7, 1000 },

  [SUDOKU_TECHNIQUE_ASSUMPTION] = { "assumption", N_("Assumption"), NULL, SUDOKU_FAMILY_ASSUMPTION, 9.5, 7, 1000 },
};

static const char *family_keys[SUDOKU_N_FAMILIES] = {
  "singles", "intersections", "subsets", "fish", "single-digit", "coloring",
  "wings", "uniqueness", "chains", "als", "forcing", "assumption",
};

const SudokuTechniqueInfo *
sudoku_technique_get_info (SudokuTechnique technique)
{
  g_return_val_if_fail (technique < SUDOKU_N_TECHNIQUES, NULL);

  return &technique_info[technique];
}

gboolean
sudoku_technique_from_key (const char      *key,
                           SudokuTechnique *technique)
{
  g_return_val_if_fail (key != NULL, FALSE);

  for (guint i = 0; i < SUDOKU_N_TECHNIQUES; i++)
    if (g_strcmp0 (technique_info[i].key, key) == 0)
      {
        *technique = i;
        return TRUE;
      }
  return FALSE;
}

const char *
sudoku_family_get_key (SudokuFamily family)
{
  g_return_val_if_fail (family < SUDOKU_N_FAMILIES, NULL);

  return family_keys[family];
}

G_DEFINE_BOXED_TYPE (SudokuStep, sudoku_step, sudoku_step_copy, sudoku_step_free)

SudokuStep *
sudoku_step_new (SudokuTechnique technique)
{
  SudokuStep *step;

  g_return_val_if_fail (technique < SUDOKU_N_TECHNIQUES, NULL);

  step = g_new0 (SudokuStep, 1);
  step->technique = technique;
  step->placements = g_array_new (FALSE, FALSE, sizeof (SudokuCandidate));
  step->eliminations = g_array_new (FALSE, FALSE, sizeof (SudokuCandidate));
  step->marks = g_array_new (FALSE, FALSE, sizeof (SudokuMark));
  step->links = g_array_new (FALSE, FALSE, sizeof (SudokuLink));
  memset (step->houses, -1, sizeof step->houses);
  step->se_rating = technique_info[technique].se_rating;
  return step;
}

static GArray *
copy_array (GArray *array)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, g_array_get_element_size (array), array->len);

  g_array_append_vals (copy, array->data, array->len);
  return copy;
}

SudokuStep *
sudoku_step_copy (const SudokuStep *step)
{
  SudokuStep *copy;

  g_return_val_if_fail (step != NULL, NULL);

  copy = g_memdup2 (step, sizeof *step);
  copy->placements = copy_array (step->placements);
  copy->eliminations = copy_array (step->eliminations);
  copy->marks = copy_array (step->marks);
  copy->links = copy_array (step->links);
  return copy;
}

void
sudoku_step_free (SudokuStep *step)
{
  if (step == NULL)
    return;

  g_array_unref (step->placements);
  g_array_unref (step->eliminations);
  g_array_unref (step->marks);
  g_array_unref (step->links);
  g_free (step);
}

static gboolean
has_candidate (GArray *array,
               guint   cell,
               guint   digit)
{
  for (guint i = 0; i < array->len; i++)
    {
      SudokuCandidate *candidate = &g_array_index (array, SudokuCandidate, i);

      if (candidate->cell == cell && candidate->digit == digit)
        return TRUE;
    }
  return FALSE;
}

void
sudoku_step_add_placement (SudokuStep *step,
                           guint       cell,
                           guint       digit)
{
  SudokuCandidate candidate = { cell, digit };

  g_return_if_fail (step != NULL && cell < SUDOKU_N_CELLS && digit >= 1 && digit <= 9);

  if (!has_candidate (step->placements, cell, digit))
    g_array_append_val (step->placements, candidate);
}

void
sudoku_step_add_elimination (SudokuStep *step,
                             guint       cell,
                             guint       digit)
{
  SudokuCandidate candidate = { cell, digit };

  g_return_if_fail (step != NULL && cell < SUDOKU_N_CELLS && digit >= 1 && digit <= 9);

  if (!has_candidate (step->eliminations, cell, digit))
    g_array_append_val (step->eliminations, candidate);
}

void
sudoku_step_add_mark (SudokuStep *step,
                      guint       cell,
                      guint       digit,
                      SudokuRole  role,
                      guint       group)
{
  SudokuMark mark = { cell, digit, role, group };

  g_return_if_fail (step != NULL && cell < SUDOKU_N_CELLS && digit <= 9);

  g_array_append_val (step->marks, mark);
}

void
sudoku_step_add_link (SudokuStep  *step,
                      SudokuCells  from,
                      guint        from_digit,
                      SudokuCells  to,
                      guint        to_digit,
                      gboolean     strong)
{
  SudokuLink link = { from, to, from_digit, to_digit, strong };

  g_return_if_fail (step != NULL);

  g_array_append_val (step->links, link);
}

void
sudoku_step_add_house (SudokuStep *step,
                       guint       house)
{
  g_return_if_fail (step != NULL && house < SUDOKU_MAX_HOUSES);

  for (guint i = 0; i < G_N_ELEMENTS (step->houses); i++)
    {
      if (step->houses[i] == (gint8) house)
        return;
      if (step->houses[i] < 0)
        {
          step->houses[i] = house;
          return;
        }
    }
}

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const SudokuCandidate *x = a, *y = b;

  /* By digit, then cell: the order HoDoKu's library lists them in. */
  if (x->digit != y->digit)
    return x->digit - y->digit;
  return x->cell - y->cell;
}

/**
 * sudoku_step_sort:
 * @step: a step
 *
 * Sorts placements and eliminations by digit, then cell, so that two
 * steps with the same result compare equal.
 */
void
sudoku_step_sort (SudokuStep *step)
{
  g_return_if_fail (step != NULL);

  g_array_sort (step->placements, compare_candidates);
  g_array_sort (step->eliminations, compare_candidates);
}

static gboolean
same_candidates (GArray *a,
                 GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      SudokuCandidate *x = &g_array_index (a, SudokuCandidate, i);

      if (!has_candidate (b, x->cell, x->digit))
        return FALSE;
    }
  return TRUE;
}

/* Whether the two steps place and eliminate exactly the same candidates,
 * in any order. */
gboolean
sudoku_step_same_result (const SudokuStep *a,
                         const SudokuStep *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return same_candidates (a->placements, b->placements) &&
         same_candidates (a->eliminations, b->eliminations);
}

void
sudoku_step_apply (const SudokuStep *step,
                   SudokuBoard      *board)
{
  const SudokuHouseList *houses;

  g_return_if_fail (step != NULL && board != NULL);

  houses = sudoku_variant_get_houses (board->variant);

  for (guint i = 0; i < step->eliminations->len; i++)
    {
      SudokuCandidate *candidate = &g_array_index (step->eliminations, SudokuCandidate, i);

      if (board->values[candidate->cell] == 0)
        board->candidates[candidate->cell] &= ~SUDOKU_DIGIT_BIT (candidate->digit);
    }

  for (guint i = 0; i < step->placements->len; i++)
    {
      SudokuCandidate *candidate = &g_array_index (step->placements, SudokuCandidate, i);
      guint16 bit = SUDOKU_DIGIT_BIT (candidate->digit);

      board->values[candidate->cell] = candidate->digit;
      board->candidates[candidate->cell] = bit;
      for (guint p = 0; p < houses->n_peers[candidate->cell]; p++)
        {
          guint peer = houses->peers[candidate->cell][p];

          if (board->values[peer] == 0)
            board->candidates[peer] &= ~bit;
        }
    }
}

static void
append_candidates (GString    *text,
                   GArray     *candidates,
                   const char *relation)
{
  for (guint i = 0; i < candidates->len; i++)
    {
      SudokuCandidate *candidate = &g_array_index (candidates, SudokuCandidate, i);

      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text, "r%uc%u%s%u", candidate->cell / 9 + 1,
                              candidate->cell % 9 + 1, relation, candidate->digit);
    }
}

char *
sudoku_step_dup_result (const SudokuStep *step)
{
  GString *text;

  g_return_val_if_fail (step != NULL, NULL);

  text = g_string_new (NULL);
  append_candidates (text, step->placements, "=");
  append_candidates (text, step->eliminations, "<>");
  return g_string_free (text, FALSE);
}

static const SudokuDescriber describers[SUDOKU_N_FAMILIES] = {
  [SUDOKU_FAMILY_SINGLES] = _sudoku_describe_singles,
  [SUDOKU_FAMILY_INTERSECTIONS] = _sudoku_describe_intersections,
  [SUDOKU_FAMILY_SUBSETS] = _sudoku_describe_subsets,
  [SUDOKU_FAMILY_FISH] = _sudoku_describe_fish,
  [SUDOKU_FAMILY_SINGLE_DIGIT] = _sudoku_describe_single_digit,
  [SUDOKU_FAMILY_COLORING] = _sudoku_describe_coloring,
  [SUDOKU_FAMILY_WINGS] = _sudoku_describe_wings,
  [SUDOKU_FAMILY_UNIQUENESS] = _sudoku_describe_uniqueness,
  [SUDOKU_FAMILY_CHAINS] = _sudoku_describe_chains,
  [SUDOKU_FAMILY_ALS] = _sudoku_describe_als,
  [SUDOKU_FAMILY_FORCING] = _sudoku_describe_forcing,
};

static char *
describe (const SudokuStep  *step,
          const SudokuBoard *before,
          gboolean           full)
{
  const SudokuTechniqueInfo *info = &technique_info[step->technique];
  SudokuDescriber describer = describers[info->family];

  /* Templates sit among the last resorts and Franken and Mutant fish
   * among the fish, but they explain themselves. */
  if (step->technique == SUDOKU_TECHNIQUE_TEMPLATE_SET ||
      step->technique == SUDOKU_TECHNIQUE_TEMPLATE_DELETE)
    describer = _sudoku_describe_templates;
  else if (step->technique >= SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN &&
           step->technique <= SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN)
    describer = _sudoku_describe_se_forcing;
  else if (step->technique >= SUDOKU_TECHNIQUE_FRANKEN_X_WING &&
           step->technique <= SUDOKU_TECHNIQUE_FINNED_MUTANT_WHALE)
    describer = _sudoku_describe_complex_fish;
  g_autofree char *result = NULL;
  char *text = NULL;

  if (describer != NULL)
    text = describer (step, before, full);
  if (text != NULL)
    return text;

  /* A family without texts of its own still says what happened. */
  result = sudoku_step_dup_result (step);
  /* TRANSLATORS: a technique and what it does, "X-Wing: r1c2<>5". */
  return g_strdup_printf (_("%s: %s"), _(info->name), result);
}

char *
sudoku_step_dup_summary (const SudokuStep  *step,
                         const SudokuBoard *before)
{
  g_return_val_if_fail (step != NULL, NULL);

  return describe (step, before, FALSE);
}

char *
sudoku_step_dup_explanation (const SudokuStep  *step,
                             const SudokuBoard *before)
{
  g_return_val_if_fail (step != NULL, NULL);

  return describe (step, before, TRUE);
}

void
sudoku_step_view_free (SudokuStepView *view)
{
  if (view == NULL)
    return;
  g_free (view->text);
  g_array_unref (view->marks);
  g_array_unref (view->links);
  g_free (view);
}

GPtrArray *
sudoku_step_dup_views (const SudokuStep *step)
{
  GPtrArray *views;
  SudokuStepView *view;

  g_return_val_if_fail (step != NULL, NULL);

  if (step->technique >= SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN &&
      step->technique <= SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN)
    {
      views = _sudoku_se_forcing_views (step);
      if (views->len > 0)
        return views;
    }
  else
    views = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_view_free);

  view = g_new0 (SudokuStepView, 1);
  view->part_of = -1;
  view->marks = g_array_copy (step->marks);
  view->links = g_array_copy (step->links);
  g_ptr_array_add (views, view);
  return views;
}

/**
 * sudoku_step_new_for_view:
 * @step: a step
 * @view: one of its views (from sudoku_step_dup_views())
 *
 * The step as @view shows it, for drawing: @step's placements,
 * eliminations and houses with only @view's marks and links.
 *
 * Returns: (transfer full): a new step
 */
SudokuStep *
sudoku_step_new_for_view (const SudokuStep     *step,
                          const SudokuStepView *view)
{
  SudokuStep *copy;

  g_return_val_if_fail (step != NULL, NULL);
  g_return_val_if_fail (view != NULL, NULL);

  copy = sudoku_step_copy (step);
  g_array_set_size (copy->marks, 0);
  g_array_append_vals (copy->marks, view->marks->data, view->marks->len);
  g_array_set_size (copy->links, 0);
  g_array_append_vals (copy->links, view->links->data, view->links->len);
  return copy;
}
