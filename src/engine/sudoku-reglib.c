/* sudoku-reglib.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* HoDoKu's regression library format (reglib-1.3, HoDoKu by Bernhard
 * Hobiger, GPL-3.0): one test case per line,
 *   :<code>:<candidates>:<givens>:<deleted>:<eliminations>:<placements>:<extra>
 * A case passes when the technique, run on the pencil-mark state, finds a
 * step with exactly the expected eliminations or placements; a "-x" case
 * passes when it finds nothing. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-error.h"
#include "sudoku-logic.h"
#include "sudoku-reglib.h"

typedef struct
{
  const char      *code;
  SudokuTechnique  techniques[2];
  guint            n_techniques;
} CodeEntry;

static const CodeEntry codes[] = {
  { "0000", { SUDOKU_TECHNIQUE_FULL_HOUSE }, 1 },
  { "0002", { SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX, SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE }, 2 },
  { "0003", { SUDOKU_TECHNIQUE_NAKED_SINGLE }, 1 },
  { "0100", { SUDOKU_TECHNIQUE_POINTING }, 1 },
  { "0101", { SUDOKU_TECHNIQUE_CLAIMING }, 1 },
  { "0110", { SUDOKU_TECHNIQUE_LOCKED_PAIR }, 1 },
  { "0111", { SUDOKU_TECHNIQUE_LOCKED_TRIPLE }, 1 },
  { "0200", { SUDOKU_TECHNIQUE_NAKED_PAIR }, 1 },
  { "0201", { SUDOKU_TECHNIQUE_NAKED_TRIPLE }, 1 },
  { "0202", { SUDOKU_TECHNIQUE_NAKED_QUAD }, 1 },
  { "0210", { SUDOKU_TECHNIQUE_HIDDEN_PAIR }, 1 },
  { "0211", { SUDOKU_TECHNIQUE_HIDDEN_TRIPLE }, 1 },
  { "0212", { SUDOKU_TECHNIQUE_HIDDEN_QUAD }, 1 },
  { "0300", { SUDOKU_TECHNIQUE_X_WING }, 1 },
  { "0301", { SUDOKU_TECHNIQUE_SWORDFISH }, 1 },
  { "0302", { SUDOKU_TECHNIQUE_JELLYFISH }, 1 },
  { "0310", { SUDOKU_TECHNIQUE_FINNED_X_WING }, 1 },
  { "0311", { SUDOKU_TECHNIQUE_FINNED_SWORDFISH }, 1 },
  { "0312", { SUDOKU_TECHNIQUE_FINNED_JELLYFISH }, 1 },
  { "0320", { SUDOKU_TECHNIQUE_SASHIMI_X_WING }, 1 },
  { "0321", { SUDOKU_TECHNIQUE_SASHIMI_SWORDFISH }, 1 },
  { "0322", { SUDOKU_TECHNIQUE_SASHIMI_JELLYFISH }, 1 },
  { "0400", { SUDOKU_TECHNIQUE_SKYSCRAPER }, 1 },
  { "0401", { SUDOKU_TECHNIQUE_TWO_STRING_KITE }, 1 },
  { "0402", { SUDOKU_TECHNIQUE_EMPTY_RECTANGLE }, 1 },
  { "0403", { SUDOKU_TECHNIQUE_TURBOT_FISH }, 1 },
  { "0404", { SUDOKU_TECHNIQUE_DUAL_TWO_STRING_KITE }, 1 },
  { "0405", { SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE }, 1 },
  { "0500", { SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP }, 1 },
  { "0501", { SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP }, 1 },
  { "0502", { SUDOKU_TECHNIQUE_MULTI_COLORS_1 }, 1 },
  { "0503", { SUDOKU_TECHNIQUE_MULTI_COLORS_2 }, 1 },
  { "0600", { SUDOKU_TECHNIQUE_UNIQUENESS_1 }, 1 },
  { "0601", { SUDOKU_TECHNIQUE_UNIQUENESS_2 }, 1 },
  { "0602", { SUDOKU_TECHNIQUE_UNIQUENESS_3 }, 1 },
  { "0603", { SUDOKU_TECHNIQUE_UNIQUENESS_4 }, 1 },
  { "0604", { SUDOKU_TECHNIQUE_UNIQUENESS_5 }, 1 },
  { "0605", { SUDOKU_TECHNIQUE_UNIQUENESS_6 }, 1 },
  { "0606", { SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE }, 1 },
  { "0607", { SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1 }, 1 },
  { "0608", { SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2 }, 1 },
  { "0610", { SUDOKU_TECHNIQUE_BUG_PLUS_1 }, 1 },
  { "0701", { SUDOKU_TECHNIQUE_X_CHAIN }, 1 },
  { "0702", { SUDOKU_TECHNIQUE_XY_CHAIN }, 1 },
  { "0703", { SUDOKU_TECHNIQUE_REMOTE_PAIR }, 1 },
  { "0706", { SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS }, 1 },
  { "0707", { SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS }, 1 },
  { "0708", { SUDOKU_TECHNIQUE_AIC }, 1 },
  { "0709", { SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_CONTINUOUS }, 1 },
  { "0710", { SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS }, 1 },
  { "0711", { SUDOKU_TECHNIQUE_GROUPED_AIC }, 1 },
  { "0800", { SUDOKU_TECHNIQUE_XY_WING }, 1 },
  { "0801", { SUDOKU_TECHNIQUE_XYZ_WING }, 1 },
  { "0803", { SUDOKU_TECHNIQUE_W_WING }, 1 },
  { "0901", { SUDOKU_TECHNIQUE_ALS_XZ }, 1 },
  { "0902", { SUDOKU_TECHNIQUE_ALS_XY_WING }, 1 },
  { "0903", { SUDOKU_TECHNIQUE_ALS_CHAIN }, 1 },
  { "0904", { SUDOKU_TECHNIQUE_DEATH_BLOSSOM }, 1 },
  { "1101", { SUDOKU_TECHNIQUE_SUE_DE_COQ }, 1 },
  { "0330", { SUDOKU_TECHNIQUE_FRANKEN_X_WING }, 1 },
  { "0331", { SUDOKU_TECHNIQUE_FRANKEN_SWORDFISH }, 1 },
  { "0332", { SUDOKU_TECHNIQUE_FRANKEN_JELLYFISH }, 1 },
  { "0340", { SUDOKU_TECHNIQUE_FINNED_FRANKEN_X_WING }, 1 },
  { "0341", { SUDOKU_TECHNIQUE_FINNED_FRANKEN_SWORDFISH }, 1 },
  { "0342", { SUDOKU_TECHNIQUE_FINNED_FRANKEN_JELLYFISH }, 1 },
  { "0350", { SUDOKU_TECHNIQUE_MUTANT_X_WING }, 1 },
  { "0351", { SUDOKU_TECHNIQUE_MUTANT_SWORDFISH }, 1 },
  { "0352", { SUDOKU_TECHNIQUE_MUTANT_JELLYFISH }, 1 },
  { "0360", { SUDOKU_TECHNIQUE_FINNED_MUTANT_X_WING }, 1 },
  { "0361", { SUDOKU_TECHNIQUE_FINNED_MUTANT_SWORDFISH }, 1 },
  { "0362", { SUDOKU_TECHNIQUE_FINNED_MUTANT_JELLYFISH }, 1 },
  { "0363", { SUDOKU_TECHNIQUE_FINNED_MUTANT_SQUIRMBAG }, 1 },
  { "0364", { SUDOKU_TECHNIQUE_FINNED_MUTANT_WHALE }, 1 },
  { "1201", { SUDOKU_TECHNIQUE_TEMPLATE_SET }, 1 },
  { "1202", { SUDOKU_TECHNIQUE_TEMPLATE_DELETE }, 1 },
};

/* Codes with no technique of ours: Squirmbag, Whale and Leviathan of the
 * basic, finned, Franken and plain Mutant kinds (none in the library we
 * run) and Kraken fish (0370+). */
static const char *skipped_prefixes[] = { "0303", "0304", "0305", "0313", "0314", "0315",
                                          "0323", "0324", "0325", "0333", "0334", "0335",
                                          "0343", "0344", "0345", "0353", "0354", "0355",
                                          "0365", "037" };

gboolean
sudoku_reglib_code_techniques (const char      *code,
                               SudokuTechnique  techniques[4],
                               guint           *n_techniques,
                               gboolean        *skip)
{
  g_return_val_if_fail (code != NULL, FALSE);

  *skip = FALSE;
  *n_techniques = 0;

  for (guint i = 0; i < G_N_ELEMENTS (skipped_prefixes); i++)
    if (g_str_has_prefix (code, skipped_prefixes[i]))
      {
        *skip = TRUE;
        return FALSE;
      }

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    if (strncmp (code, codes[i].code, 4) == 0)
      {
        for (guint t = 0; t < codes[i].n_techniques; t++)
          techniques[t] = codes[i].techniques[t];
        *n_techniques = codes[i].n_techniques;
        return TRUE;
      }

  return FALSE;
}

void
sudoku_reglib_case_clear (SudokuReglibCase *test_case)
{
  g_clear_pointer (&test_case->code, g_free);
  g_clear_pointer (&test_case->eliminations, g_array_unref);
  g_clear_pointer (&test_case->placements, g_array_unref);
}

/* Reads "drc drc …" triples. */
static gboolean
parse_triples (const char  *field,
               GArray      *out,
               GError     **error)
{
  g_auto(GStrv) words = g_strsplit (field, " ", -1);

  for (guint i = 0; words[i]; i++)
    {
      const char *w = words[i];
      SudokuCandidate candidate;

      if (*w == '\0')
        continue;
      if (strlen (w) != 3 || !g_ascii_isdigit (w[0]) || !g_ascii_isdigit (w[1]) ||
          !g_ascii_isdigit (w[2]) || w[0] == '0' || w[1] == '0' || w[2] == '0')
        {
          /* The word may be any bytes; the message must be UTF-8
           * (found by fuzz-reglib). */
          g_autofree char *shown = g_utf8_make_valid (w, -1);

          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE,
                       _("'%s' is not a candidate written as digit, row and column"), shown);
          return FALSE;
        }
      candidate.digit = w[0] - '0';
      candidate.cell = (w[1] - '1') * 9 + (w[2] - '1');
      g_array_append_val (out, candidate);
    }
  return TRUE;
}

gboolean
sudoku_reglib_parse_case (const char        *line,
                          SudokuReglibCase  *test_case,
                          GError           **error)
{
  g_auto(GStrv) fields = NULL;
  g_autoptr(GArray) deleted = NULL;
  const char *givens;
  guint cell = 0;

  g_return_val_if_fail (line != NULL && test_case != NULL, FALSE);

  memset (test_case, 0, sizeof *test_case);
  test_case->eliminations = g_array_new (FALSE, FALSE, sizeof (SudokuCandidate));
  test_case->placements = g_array_new (FALSE, FALSE, sizeof (SudokuCandidate));

  fields = g_strsplit (line, ":", -1);
  if (line[0] != ':' || g_strv_length (fields) < 7)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE,
                           _("a reglib case reads :code:candidates:givens:deleted:eliminations:placements:extra"));
      return FALSE;
    }
  for (guint i = 0; fields[i]; i++)
    g_strstrip (fields[i]);

  test_case->code = g_strdup (fields[1]);
  test_case->fail_case = g_str_has_suffix (fields[1], "-x");
  test_case->siamese = strlen (fields[1]) >= 5 && g_ascii_isdigit (fields[1][4]) &&
                       fields[1][4] == '1' && g_str_has_prefix (fields[1], "03");
  for (const char *p = fields[2]; *p; p++)
    if (*p >= '1' && *p <= '9')
      test_case->digits |= SUDOKU_DIGIT_BIT (*p - '0');
  if (fields[7] != NULL)
    test_case->extra = (guint) g_ascii_strtoull (fields[7], NULL, 10);

  sudoku_board_init (&test_case->board, SUDOKU_VARIANT_CLASSIC);
  givens = fields[3];
  for (const char *p = givens; *p && cell < SUDOKU_N_CELLS; p++)
    {
      gboolean placed = FALSE;

      if (*p == '+')
        {
          placed = TRUE;
          p++;
          if (!(*p >= '1' && *p <= '9'))
            break;
        }
      if (*p >= '1' && *p <= '9')
        sudoku_board_set_value (&test_case->board, cell, *p - '0', !placed);
      else if (*p != '.' && *p != '0')
        break;
      cell++;
    }
  if (cell != SUDOKU_N_CELLS)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_LENGTH,
                   _("the givens field has %u cells, expected 81"), cell);
      return FALSE;
    }

  sudoku_board_compute_candidates (&test_case->board);
  deleted = g_array_new (FALSE, FALSE, sizeof (SudokuCandidate));
  if (!parse_triples (fields[4], deleted, error) ||
      !parse_triples (fields[5], test_case->eliminations, error) ||
      !parse_triples (fields[6], test_case->placements, error))
    return FALSE;
  for (guint i = 0; i < deleted->len; i++)
    {
      SudokuCandidate *candidate = &g_array_index (deleted, SudokuCandidate, i);

      if (test_case->board.values[candidate->cell] == 0)
        test_case->board.candidates[candidate->cell] &= ~SUDOKU_DIGIT_BIT (candidate->digit);
    }

  return TRUE;
}

static gboolean
collect_cb (SudokuStep *step,
            gpointer    user_data)
{
  GPtrArray *steps = user_data;

  g_ptr_array_add (steps, step);
  /* Enough to find the expected one among; a technique that finds more
   * on one grid is broken anyway. */
  return steps->len >= 20000;
}

static gboolean
union_matches (const SudokuStep *a,
               const SudokuStep *b,
               const SudokuStep *expected)
{
  g_autoptr(SudokuStep) both = sudoku_step_copy (a);

  for (guint i = 0; i < b->eliminations->len; i++)
    {
      SudokuCandidate *candidate = &g_array_index (b->eliminations, SudokuCandidate, i);

      sudoku_step_add_elimination (both, candidate->cell, candidate->digit);
    }
  return sudoku_step_same_result (both, expected);
}

SudokuReglibResult
sudoku_reglib_run_case (const SudokuReglibCase  *test_case,
                        char                   **detail)
{
  SudokuTechnique techniques[4];
  guint n_techniques = 0;
  gboolean skip = FALSE;
  g_autoptr(GPtrArray) steps = NULL;
  g_autoptr(SudokuStep) expected = NULL;
  SudokuGrid grid;

  g_return_val_if_fail (test_case != NULL, SUDOKU_REGLIB_FAIL);

  if (detail)
    *detail = NULL;

  if (!sudoku_reglib_code_techniques (test_case->code, techniques, &n_techniques, &skip))
    {
      if (!skip && detail)
        *detail = g_strdup_printf ("unknown technique code %s", test_case->code);
      return skip ? SUDOKU_REGLIB_SKIP : SUDOKU_REGLIB_FAIL;
    }

  /* HoDoKu builds a Siamese fish from two fish of one category, and
   * finned and sashimi fish of one size share a category: look for both. */
  if (test_case->siamese && n_techniques == 1)
    {
      if (techniques[0] >= SUDOKU_TECHNIQUE_FINNED_X_WING &&
          techniques[0] <= SUDOKU_TECHNIQUE_FINNED_JELLYFISH)
        techniques[n_techniques++] = techniques[0] + 3;
      else if (techniques[0] >= SUDOKU_TECHNIQUE_SASHIMI_X_WING &&
               techniques[0] <= SUDOKU_TECHNIQUE_SASHIMI_JELLYFISH)
        techniques[n_techniques++] = techniques[0] - 3;
    }

  sudoku_grid_init (&grid, &test_case->board, TRUE);
  steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);
  for (guint t = 0; t < n_techniques; t++)
    sudoku_find_steps (&grid, techniques[t], collect_cb, steps);

  if (test_case->fail_case)
    {
      if (steps->len == 0)
        return SUDOKU_REGLIB_PASS;
      if (detail)
        {
          g_autofree char *first = sudoku_step_dup_result (g_ptr_array_index (steps, 0));

          *detail = g_strdup_printf ("expected no step, found %u, first: %s", steps->len, first);
        }
      return SUDOKU_REGLIB_FAIL;
    }

  expected = sudoku_step_new (techniques[0]);
  g_array_append_vals (expected->eliminations, test_case->eliminations->data,
                       test_case->eliminations->len);
  g_array_append_vals (expected->placements, test_case->placements->data,
                       test_case->placements->len);

  for (guint i = 0; i < steps->len; i++)
    if (sudoku_step_same_result (g_ptr_array_index (steps, i), expected))
      return SUDOKU_REGLIB_PASS;

  /* A Siamese fish is two fish on the same base sets, reported as one. */
  if (test_case->siamese)
    for (guint i = 0; i < steps->len; i++)
      for (guint j = i + 1; j < steps->len; j++)
        if (union_matches (g_ptr_array_index (steps, i), g_ptr_array_index (steps, j), expected))
          return SUDOKU_REGLIB_PASS;

  if (detail)
    {
      g_autofree char *want = sudoku_step_dup_result (expected);
      g_autofree char *first = steps->len ? sudoku_step_dup_result (g_ptr_array_index (steps, 0))
                                          : g_strdup ("-");

      *detail = g_strdup_printf ("expected %s; found %u steps%s%s", want, steps->len,
                                 steps->len ? ", first: " : "", steps->len ? first : "");
    }
  return SUDOKU_REGLIB_FAIL;
}
