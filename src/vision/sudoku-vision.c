/* sudoku-vision.c — reading a photo of a printed grid
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-vision"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "sudoku-vision-private.h"
#include "sudoku-digits.h"
#include "sudoku-solver.h"

G_DEFINE_QUARK (sudoku-vision-error-quark, sudoku_vision_error)

G_DEFINE_BOXED_TYPE (SudokuVisionResult, sudoku_vision_result,
                     sudoku_vision_result_copy, sudoku_vision_result_free)

/* A digit read with less than this probability makes the reading unsure
 * even when it has one solution (VisionTuning.confident). */
#define CONFIDENT (_vision_tuning ()->confident)
/* Rotations are tried when the upright reading's least sure digit is
 * below this. */
#define ROTATION_DOUBT 0.5
/* The confidence at most of a cell whose mark is off its middle. */
#define DOUBTFUL 0.5
/* When the first reading is not ok, the grid is also looked for with
 * the threshold of grid finding this much stricter and looser
 * (VisionTuning.ink_ratio ± this): the cross-validation's choices between
 * 0.93, 0.95 and 0.97 each found some photo's grid better and another's
 * worse, so the photo's own check decides. */
#define INK_RATIO_SPREAD 0.02
/* A reading with this many digits or more is a solution, not a puzzle. */
#define SOLUTION_GIVENS 72
/* A cell too faint for a mark is looked at again with this share of the
 * contrast a mark needs: a digit printed pale or in a poorly lit corner
 * of the page. Its reading counts only when the classifier is at least
 * FAINT_SURE of a digit (it was trained on show-through, stains and
 * specks as no digit). Not in VisionTuning, so not cross-validated: the
 * share was first 0.5, and raised to 0.7 when the training photo
 * image203 read a 6 in the show-through of an empty cell (the mark
 * stretched 5.4 times). */
#define FAINT_SHARE 0.7
#define FAINT_SURE 0.95
/* The contrast a faint mark is stretched to, in shares of a mark's least:
 * about the page's own (contrast_share is 0.3). */
#define FAINT_GAIN 3.0

SudokuVisionResult *
sudoku_vision_result_copy (const SudokuVisionResult *result)
{
  return g_memdup2 (result, sizeof *result);
}

void
sudoku_vision_result_free (SudokuVisionResult *result)
{
  g_free (result);
}

void
sudoku_vision_result_to_board (const SudokuVisionResult *result,
                               SudokuBoard              *board)
{
  sudoku_board_init (board, result->variant);
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    if (result->cells[i].digit != 0)
      sudoku_board_set_value (board, i, result->cells[i].digit, TRUE);
}

char *
sudoku_vision_result_dup_line (const SudokuVisionResult *result)
{
  char *line = g_malloc (SUDOKU_N_CELLS + 1);

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    line[i] = result->cells[i].digit ? '0' + result->cells[i].digit : '.';
  line[SUDOKU_N_CELLS] = '\0';
  return line;
}

const char *
sudoku_vision_status_to_string (SudokuVisionStatus status)
{
  switch (status)
    {
    case SUDOKU_VISION_OK:
      return "ok";
    case SUDOKU_VISION_CORRECTED:
      return "corrected";
    case SUDOKU_VISION_UNSURE:
    default:
      return "unsure";
    }
}

/* --- Constants set on the training photos ------------------------------- */

static VisionTuning tuning = {
  .structure_min = 0.25,
  .frame_gain = 0.2,
  .ink_ratio = 0.95,
  .contrast_share = 0.3,
  .contrast_floor = 24,
  .confident = 0.8,
  .darkest_channel = 1,
  .light_ink = 0.5,
};

static void
tuning_init (void)
{
  static const struct { const char *name; double *value; } names[] = {
    { "structure-min", &tuning.structure_min },
    { "frame-gain", &tuning.frame_gain },
    { "ink-ratio", &tuning.ink_ratio },
    { "contrast-share", &tuning.contrast_share },
    { "contrast-floor", &tuning.contrast_floor },
    { "confident", &tuning.confident },
    { "darkest-channel", &tuning.darkest_channel },
    { "light-ink", &tuning.light_ink },
  };
  const char *env = g_getenv ("NANPURE_VISION_TUNE");
  g_auto(GStrv) items = NULL;

  if (env == NULL || *env == '\0')
    return;
  items = g_strsplit (env, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (items[i], "=", 2);
      gboolean known = FALSE;

      if (pair[0] == NULL || pair[1] == NULL)
        continue;
      for (guint k = 0; k < G_N_ELEMENTS (names); k++)
        if (g_str_equal (g_strstrip (pair[0]), names[k].name))
          {
            *names[k].value = g_ascii_strtod (pair[1], NULL);
            known = TRUE;
          }
      if (!known)
        g_warning ("NANPURE_VISION_TUNE: unknown constant “%s”", pair[0]);
    }
}

const VisionTuning *
_vision_tuning (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      tuning_init ();
      g_once_init_leave (&done, 1);
    }
  return &tuning;
}

/* --- Checking with the solver ------------------------------------------- */

/* 0 with duplicates, else the solutions counted up to 2. */
static gboolean
count_solutions (SudokuVariant  variant,
                 const guint8   digits[SUDOKU_N_CELLS],
                 GCancellable  *cancellable,
                 guint         *n_solutions,
                 guint         *n_duplicates,
                 gboolean      *in_conflict,
                 guint8        *solution,
                 GError       **error)
{
  SudokuBoard board;
  SudokuSolveOptions options = { .limit = 2, .node_limit = 0, .cancellable = cancellable };
  SudokuSolveResult solve;
  g_autoptr(GArray) conflicts = NULL;

  sudoku_board_init (&board, variant);
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    if (digits[i] != 0)
      sudoku_board_set_value (&board, i, digits[i], TRUE);
  conflicts = sudoku_board_find_conflicts (&board);
  if (n_duplicates != NULL && in_conflict != NULL)
    {
      memset (in_conflict, 0, sizeof (gboolean) * SUDOKU_N_CELLS);
      *n_duplicates = 0;
      for (guint i = 0; i < conflicts->len; i++)
        {
          const SudokuConflict *c = &g_array_index (conflicts, SudokuConflict, i);
          for (guint k = 0; k < c->n_cells; k++)
            in_conflict[c->cells[k]] = TRUE;
        }
      for (guint i = 0; i < SUDOKU_N_CELLS; i++)
        *n_duplicates += in_conflict[i];
    }
  if (conflicts->len > 0)
    {
      *n_solutions = 0;
      return TRUE;
    }
  if (!sudoku_solver_count (&board, &options, &solve, error))
    return FALSE;
  *n_solutions = MIN (solve.n_solutions, 2u);
  if (solution != NULL && solve.n_solutions == 1)
    memcpy (solution, solve.solution, SUDOKU_N_CELLS);
  return TRUE;
}

typedef struct
{
  guint8 cell;
  guint8 digit;
  double cost;
} Change;

static int
compare_changes (gconstpointer a,
                 gconstpointer b)
{
  const Change *ca = a, *cb = b;
  return (ca->cost > cb->cost) - (ca->cost < cb->cost);
}

/* A correction with the solution it leads to. */
typedef struct
{
  SudokuVisionCorrection correction;
  guint8                 solution[SUDOKU_N_CELLS];
  /* It empties a cell where ink was read as a digit. */
  gboolean               empties;
} Candidate;

/* By cost; nearly equal costs (the smoothed floor) prefer a digit to
 * an empty cell, as ink was seen there. */
static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const Candidate *ca = a, *cb = b;
  double diff = ca->correction.cost - cb->correction.cost;

  if (fabs (diff) < 0.1 && ca->empties != cb->empties)
    return ca->empties ? 1 : -1;
  return (diff > 0) - (diff < 0);
}

static void
add_candidate (GArray       *candidates,
               const Change *changes,
               guint         n_changes,
               const guint8  solution[SUDOKU_N_CELLS])
{
  Candidate c = { { 0, }, };

  c.correction.n_changes = n_changes;
  for (guint i = 0; i < n_changes; i++)
    {
      c.correction.cells[i] = changes[i].cell;
      c.correction.digits[i] = changes[i].digit;
      c.correction.cost += changes[i].cost;
      c.empties |= changes[i].digit == 0;
    }
  memcpy (c.solution, solution, SUDOKU_N_CELLS);
  g_array_append_val (candidates, c);
}

gboolean
_vision_check (SudokuVisionResult *result,
               const float         scores[SUDOKU_N_CELLS][10],
               GCancellable       *cancellable,
               GError            **error)
{
  guint8 digits[SUDOKU_N_CELLS];
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (Change));
  g_autoptr(GArray) corrections = g_array_new (FALSE, FALSE, sizeof (Candidate));
  guint8 solution[SUDOKU_N_CELLS];
  gboolean in_conflict[SUDOKU_N_CELLS];
  guint n_tries;
  float least = 1;
  guint n;

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      digits[i] = result->cells[i].digit;
      least = MIN (least, result->cells[i].confidence);
    }
  if (!count_solutions (result->variant, digits, cancellable, &n, &result->n_duplicates,
                        in_conflict, NULL, error))
    return FALSE;
  result->n_solutions = n;
  result->unique = n == 1;
  result->n_corrections = 0;
  if (n == 1)
    {
      gboolean confirmed = TRUE;
      guint n_given = 0;

      /* Nearly every cell given: a solution printed beside the puzzle
       * (yesterday's, in a newspaper) was found instead of it; no book
       * gives eight cells in nine. */
      for (guint i = 0; i < SUDOKU_N_CELLS; i++)
        n_given += digits[i] != 0;
      if (n_given >= SOLUTION_GIVENS)
        {
          result->status = SUDOKU_VISION_UNSURE;
          return TRUE;
        }

      /* A digit read with some doubt is confirmed by the solver when no
       * other reading the reader gave weight to (2% or more, empty
       * included) also gives exactly one solution: had the reader
       * misread it, the true digit would. A cell whose mark was off its
       * middle (confidence capped) is never confirmed. */
      for (guint i = 0; i < SUDOKU_N_CELLS && confirmed; i++)
        {
          if (result->cells[i].confidence >= CONFIDENT)
            continue;
          if (result->cells[i].confidence <= DOUBTFUL)
            {
              confirmed = FALSE;
              break;
            }
          for (guint d = 0; d < 10 && confirmed; d++)
            {
              guint m;

              if (d == digits[i] || scores[i][d] < 0.02)
                continue;
              digits[i] = d;
              if (!count_solutions (result->variant, digits, cancellable, &m, NULL, NULL, NULL,
                                    error))
                return FALSE;
              digits[i] = result->cells[i].digit;
              if (m == 1)
                confirmed = FALSE;
            }
        }
      result->status = confirmed ? SUDOKU_VISION_OK : SUDOKU_VISION_UNSURE;
      return TRUE;
    }

  /* Every other reading of a cell the reader gave some weight, with its
   * cost: how much less likely it is than the digit read. The reader's
   * probabilities are smoothed (it is sometimes sure and wrong), and
   * every digit is a candidate in a cell that repeats a digit: one of
   * those cells is wrong. Those come first. */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < SUDOKU_N_CELLS; i++)
      for (guint d = 0; d < 10; d++)
        {
          Change change = { i, d, 0 };
          double p = 0.97 * scores[i][d] + 0.003, q = 0.97 * scores[i][digits[i]] + 0.003;

          if (d == digits[i] || (pass == 0) != in_conflict[i])
            continue;
          if (!in_conflict[i] && scores[i][d] < 1e-3)
            continue;
          change.cost = log (q) - log (p);
          g_array_append_val (changes, change);
        }
  n_tries = 0;
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    n_tries += in_conflict[i] ? 10 : 0;
  g_array_sort (changes, compare_changes);

  /* One change, then two, among the likeliest. */
  for (guint i = 0; i < MIN (changes->len, n_tries + 24); i++)
    {
      const Change *a = &g_array_index (changes, Change, i);
      guint m;

      digits[a->cell] = a->digit;
      if (!count_solutions (result->variant, digits, cancellable, &m, NULL, NULL, solution, error))
        return FALSE;
      digits[a->cell] = result->cells[a->cell].digit;
      if (m == 1)
        add_candidate (corrections, a, 1, solution);
    }
  if (corrections->len == 0)
    for (guint i = 0; i < MIN (changes->len, 10u); i++)
      for (guint j = i + 1; j < MIN (changes->len, 10u); j++)
        {
          Change pair[2] = { g_array_index (changes, Change, i),
                             g_array_index (changes, Change, j) };
          guint m;

          if (pair[0].cell == pair[1].cell)
            continue;
          digits[pair[0].cell] = pair[0].digit;
          digits[pair[1].cell] = pair[1].digit;
          if (!count_solutions (result->variant, digits, cancellable, &m, NULL, NULL, solution,
                                error))
            return FALSE;
          digits[pair[0].cell] = result->cells[pair[0].cell].digit;
          digits[pair[1].cell] = result->cells[pair[1].cell].digit;
          if (m == 1)
            add_candidate (corrections, pair, 2, solution);
        }

  g_array_sort (corrections, compare_candidates);
  result->n_corrections = MIN (corrections->len, SUDOKU_VISION_MAX_CORRECTIONS);
  for (guint i = 0; i < result->n_corrections; i++)
    result->corrections[i] = g_array_index (corrections, Candidate, i).correction;

  /* Apply the best correction only when it is clearly the likeliest:
   * far ahead of every other, but for emptying a cell the reader saw
   * ink in (below). */
  result->status = SUDOKU_VISION_UNSURE;
  if (corrections->len > 0)
    {
      const Candidate *best = &g_array_index (corrections, Candidate, 0);
      double margin = G_MAXDOUBLE;

      for (guint i = 1; i < corrections->len; i++)
        {
          const Candidate *other = &g_array_index (corrections, Candidate, i);
          double diff = other->correction.cost - best->correction.cost;

          /* Emptying a cell instead of the best's digit, for the same
           * solution: no rival when the reader saw ink there (it gave
           * "no digit" under 1/90 of its reading's weight) or the two
           * are tied at the floor. */
          if (!best->empties && other->empties
              && (diff < 0.1 || other->correction.cost > 4.5)
              && memcmp (other->solution, best->solution, SUDOKU_N_CELLS) == 0)
            continue;
          margin = diff;
          break;
        }
      /* And never over a doubtful cell it leaves as read. */
      gboolean doubt_left = FALSE;

      for (guint i = 0; i < SUDOKU_N_CELLS; i++)
        {
          gboolean changed = FALSE;
          for (guint k = 0; k < best->correction.n_changes; k++)
            changed |= best->correction.cells[k] == i;
          if (!changed && result->cells[i].confidence < CONFIDENT)
            doubt_left = TRUE;
        }
      if (best->correction.cost < 8.0 && margin > 2.0 && !doubt_left)
        {
          for (guint k = 0; k < best->correction.n_changes; k++)
            result->cells[best->correction.cells[k]].digit = best->correction.digits[k];
          result->unique = TRUE;
          result->status = SUDOKU_VISION_CORRECTED;
        }
    }
  return TRUE;
}

/* --- Reading ------------------------------------------------------------ */

typedef struct
{
  SudokuVisionCell cells[SUDOKU_N_CELLS];
  float            scores[SUDOKU_N_CELLS][10];
  double           quality;
  float            least;
  SudokuVariant    variant;
} Reading;

static int
reference_contrast (const guint8 *cells)
{
  int histogram[256] = { 0 };
  int n = SUDOKU_N_CELLS * VISION_CELL_SIZE * VISION_CELL_SIZE, acc = 0;
  int paper = 255, ink = 0;

  for (int i = 0; i < n; i++)
    histogram[cells[i]]++;
  for (int v = 0; v < 256; v++)
    {
      acc += histogram[v];
      if (acc >= n / 2)
        {
          paper = v;
          break;
        }
    }
  acc = 0;
  for (int v = 0; v < 256; v++)
    {
      acc += histogram[v];
      if (acc >= n / 500)
        {
          ink = v;
          break;
        }
    }
  return MAX ((int) _vision_tuning ()->contrast_floor,
              (int) ((paper - ink) * _vision_tuning ()->contrast_share));
}

/* A hook for tools/train-digits/photo-cells.py: with VDUMP=FILE in the
 * environment, the cells of each reading (the last one tried wins) are
 * written to FILE as one 9 × 9 mosaic, a binary PGM. */
static void
dump_cells (const guint8 *cells)
{
  const char *path = g_getenv ("VDUMP");
  const int size = VISION_CELL_SIZE;
  g_autoptr(GString) pgm = NULL;

  if (path == NULL || *path == '\0')
    return;
  pgm = g_string_new (NULL);
  g_string_append_printf (pgm, "P5 %d %d 255\n", 9 * size, 9 * size);
  for (int r = 0; r < 9; r++)
    for (int y = 0; y < size; y++)
      for (int c = 0; c < 9; c++)
        g_string_append_len (pgm, (const char *) cells + ((gsize) (r * 9 + c) * size + y) * size,
                             size);
  /* Written in place, not replaced by a renamed copy: VDUMP=/dev/stdout or
   * a link must stay what it is. */
  {
    FILE *out = g_fopen (path, "wb");
    gboolean ok = out != NULL && fwrite (pgm->str, 1, pgm->len, out) == pgm->len;

    if (out != NULL && fclose (out) != 0)
      ok = FALSE;
    if (!ok)
      g_warning ("VDUMP: cannot write %s", path);
  }
}

/* A second look at a cell found too faint for a mark (@scores says "no
 * digit"): with less contrast asked, a centred mark is looked for; its
 * levels are stretched to the contrast of a plain mark on this page (the
 * classifier sees no ink below a fixed contrast), and when the classifier
 * reads a digit there with no doubt, its scores are taken. */
static void
read_faint (const guint8 *pixels,
            int           size,
            int           min_contrast,
            float         scores[10])
{
  guint8 copy[VISION_CELL_SIZE * VISION_CELL_SIZE];
  float faint[10];
  int best = 0, lightest = 0, darkest = 255;
  double gain;

  g_assert (size == VISION_CELL_SIZE);
  memcpy (copy, pixels, sizeof copy);
  if (_vision_cell_has_ink (copy, size, (int) (min_contrast * FAINT_SHARE)) != VISION_INK_MARK)
    return;
  /* The mark's box is all that is left of the cell: its paper and ink. */
  for (int i = 0; i < size * size; i++)
    {
      lightest = MAX (lightest, copy[i]);
      darkest = MIN (darkest, copy[i]);
    }
  if (lightest <= darkest)
    return;
  gain = MAX (1.0, FAINT_GAIN * min_contrast / (double) (lightest - darkest));
  for (int i = 0; i < size * size; i++)
    copy[i] = (guint8) CLAMP (lightest - (lightest - copy[i]) * gain, 0, 255);
  sudoku_digits_classify (copy, size, size, size, faint);
  for (int d = 1; d < 10; d++)
    if (faint[d] > faint[best])
      best = d;
  if (best != 0 && faint[best] >= FAINT_SURE)
    memcpy (scores, faint, sizeof faint);
}

/* The contrast of a cell's mark, as a share (in percent) of its paper:
 * the paper (the level 70% of the cell's inside is darker than or equal
 * to) less the ink (the darkest 1%), over the paper, in the cell without
 * its outer tenth (grid lines). A share, not levels: under a shadow or
 * in a dim corner paper and print darken together. */
static int
mark_contrast (const guint8 *pixels,
               int           size)
{
  int histogram[256] = { 0 };
  int margin = size / 10, n = 0, count = 0, ink = -1;

  for (int y = margin; y < size - margin; y++)
    for (int x = margin; x < size - margin; x++, n++)
      histogram[pixels[y * size + x]]++;
  for (int v = 0; v < 256; v++)
    {
      count += histogram[v];
      if (ink < 0 && count * 100 > n)
        ink = v;
      if (count * 10 >= n * 7)
        return v > 0 ? 100 * (v - ink) / v : 0;
    }
  return 0;
}

/* Ink much lighter than the page's other digits (for its paper) is not
 * print: a stain, a pen or pencil mark, the show-through of the other
 * side. Such a digit
 * is in doubt: its scores are mixed with "no digit" (LIGHT_INK_EMPTY of
 * it), so the cell reads as empty with the digit second, and the
 * solver's check takes the digit back when the grid needs it. A cell
 * read empty with such a mark gets the same mix: its "no digit" is the
 * surer for it (image1045's stain r4c5 read empty at 0.5, a 4 second,
 * after the digit features took the ink's level inside the cell). The
 * page's contrast is the median of its digits' (at least
 * LIGHT_INK_DIGITS of them). */
#define LIGHT_INK_EMPTY 0.6f
#define LIGHT_INK_DIGITS 8

static void
doubt_light_ink (const guint8 *cells,
                 Reading      *reading)
{
  const int size = VISION_CELL_SIZE;
  int contrast[SUDOKU_N_CELLS], sorted[SUDOKU_N_CELLS];
  int n = 0, median;

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      contrast[i] = mark_contrast (cells + (gsize) i * size * size, size);
      if (reading->cells[i].digit != 0)
        sorted[n++] = contrast[i];
    }
  if (n < LIGHT_INK_DIGITS)
    return;
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && sorted[j - 1] > sorted[j]; j--)
      {
        int t = sorted[j];
        sorted[j] = sorted[j - 1];
        sorted[j - 1] = t;
      }
  median = sorted[n / 2];
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      float *scores = reading->scores[i];
      SudokuVisionCell *cell = &reading->cells[i];

      gboolean capped;

      if (contrast[i] >= _vision_tuning ()->light_ink * median)
        continue;
      /* A cell read empty whose mark was off its middle keeps its cap. */
      capped = cell->digit == 0 && cell->confidence < scores[0];
      for (int d = 0; d < 10; d++)
        scores[d] *= 1 - LIGHT_INK_EMPTY;
      scores[0] += LIGHT_INK_EMPTY;
      if (cell->digit != 0)
        {
          cell->second = cell->digit;
          cell->digit = cell->read = 0;
        }
      cell->second_confidence = scores[cell->second];
      cell->confidence = capped ? MIN (scores[0], DOUBTFUL) : scores[0];
    }
}

static void
read_cells (const VisionGray        *gray,
            const SudokuVisionPoint  quad[4],
            Reading                 *reading)
{
  SudokuVisionPoint crossings[10][10];
  const int size = VISION_CELL_SIZE;
  g_autofree guint8 *cells = g_malloc ((gsize) SUDOKU_N_CELLS * size * size);
  int min_contrast;
  double log_sum = 0;
  int n_digits = 0;

  _vision_follow_lines (gray, quad, crossings);
  _vision_extract_cells (gray, crossings, cells);
  /* The windows' shade is seen before the light is flattened away. */
  reading->variant = _vision_find_windows (cells) ? SUDOKU_VARIANT_WINDOKU : SUDOKU_VARIANT_CLASSIC;
  _vision_flatten_cells (cells);
  min_contrast = reference_contrast (cells);
  dump_cells (cells);
  reading->least = 1;

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      guint8 *pixels = cells + (gsize) i * size * size;
      float *scores = reading->scores[i];
      SudokuVisionCell *cell = &reading->cells[i];
      int first = 0, second = -1;
      VisionInk ink;

      ink = _vision_cell_has_ink (pixels, size, min_contrast);
      if (ink != VISION_INK_NONE)
        sudoku_digits_classify (pixels, size, size, size, scores);
      else
        {
          memset (scores, 0, sizeof (float) * 10);
          scores[0] = 1;
          read_faint (pixels, size, min_contrast, scores);
        }
      for (int d = 1; d < 10; d++)
        if (scores[d] > scores[first])
          first = d;
      for (int d = 0; d < 10; d++)
        if (d != first && (second < 0 || scores[d] > scores[second]))
          second = d;
      cell->digit = cell->read = first;
      cell->confidence = scores[first];
      /* A mark off the middle: whatever the classifier says, the user
       * checks this cell. */
      if (ink == VISION_INK_DOUBT)
        cell->confidence = MIN (cell->confidence, DOUBTFUL);
      cell->second = second;
      cell->second_confidence = scores[second];
      if (first != 0)
        {
          log_sum += log (MAX (scores[first], 1e-6));
          n_digits++;
          reading->least = MIN (reading->least, scores[first]);
        }
    }
  /* The likelihood per digit, with a penalty for few digits: a grid
   * turned on its side reads as noise more than as digits. */
  reading->quality = n_digits > 0 ? log_sum / n_digits + 0.02 * n_digits : -100;
  doubt_light_ink (cells, reading);
}

static gboolean
reading_is_unique (const Reading *reading,
                   GCancellable  *cancellable,
                   gboolean      *unique,
                   GError       **error)
{
  guint8 digits[SUDOKU_N_CELLS];
  guint n;

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    digits[i] = reading->cells[i].digit;
  if (!count_solutions (reading->variant, digits, cancellable, &n, NULL, NULL, NULL, error))
    return FALSE;
  *unique = n == 1;
  return TRUE;
}

/* Reads the cells of @plane inside @quad and checks the reading: turned
 * by @rotation quarter turns, or when @rotation is -1, by the turn that
 * reads best (the upright one when it is sure and has one solution;
 * when the user @placed the corners, another turn only for a reading
 * with one solution that upright has none). */
static SudokuVisionResult *
read_quad (const VisionGray        *plane,
           const SudokuVisionPoint  quad[4],
           int                      rotation,
           gboolean                 placed,
           double                   scale,
           int                      width,
           int                      height,
           GCancellable            *cancellable,
           GError                 **error)
{
  g_autoptr(SudokuVisionResult) result = g_new0 (SudokuVisionResult, 1);
  g_autofree Reading *reading = g_new0 (Reading, 1);
  g_autofree Reading *best = g_new0 (Reading, 1);
  guint best_rotation = 0;
  gboolean unique, best_unique = FALSE, have = FALSE;

  for (guint turn = 0; turn < 4; turn++)
    {
      SudokuVisionPoint turned[4];

      if (rotation >= 0 && turn != (guint) rotation)
        continue;
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      for (int i = 0; i < 4; i++)
        turned[i] = quad[(i + turn) % 4];
      read_cells (plane, turned, reading);
      if (!reading_is_unique (reading, cancellable, &unique, error))
        return NULL;
      /* A reading with exactly one solution is worth much: a grid read
       * upside down rarely has one. */
      if (unique)
        reading->quality += 1.0;
      /* Corners the user placed say which way is up: the grid is turned
       * only for a reading with one solution that upright has none (a
       * misplaced handle once read better upside down, and the handles
       * went round the grid). */
      if (!have ||
          (!placed ? reading->quality > best->quality
                   : unique && (!best_unique || reading->quality > best->quality)))
        {
          memcpy (best, reading, sizeof *reading);
          best_rotation = turn;
          best_unique = unique;
          have = TRUE;
        }
      /* Upright, sure and with one solution: no need to turn it. */
      if (turn == 0 && reading->least >= ROTATION_DOUBT && unique)
        break;
    }

  memcpy (result->cells, best->cells, sizeof result->cells);
  for (int i = 0; i < 4; i++)
    {
      const SudokuVisionPoint *p = &quad[(i + best_rotation) % 4];
      result->corners[i].x = p->x / scale;
      result->corners[i].y = p->y / scale;
    }
  result->image_width = width;
  result->image_height = height;
  result->rotation = best_rotation;
  result->variant = best->variant;
  if (!_vision_check (result, (const float (*)[10]) best->scores, cancellable, error))
    return NULL;
  return g_steal_pointer (&result);
}

/* Whether checked reading @a is better than @b: a verdict of ok, then
 * corrected, before unsure; among unsure ones, one solution, then fewer
 * duplicates, fewer cells read with doubt, and the likelier reading (the
 * sum of every cell's log confidence). Ties keep @b, the earlier. */
static gboolean
reading_is_better (const SudokuVisionResult *a,
                   const SudokuVisionResult *b)
{
  static const int verdict[] = {
    [SUDOKU_VISION_OK] = 2, [SUDOKU_VISION_CORRECTED] = 1, [SUDOKU_VISION_UNSURE] = 0,
  };
  const SudokuVisionResult *r[2] = { a, b };
  double likelihood[2] = { 0, 0 };
  int doubtful[2] = { 0, 0 };

  if (verdict[a->status] != verdict[b->status])
    return verdict[a->status] > verdict[b->status];
  if ((a->n_solutions == 1) != (b->n_solutions == 1))
    return a->n_solutions == 1;
  if (a->n_duplicates != b->n_duplicates)
    return a->n_duplicates < b->n_duplicates;
  for (int k = 0; k < 2; k++)
    for (guint i = 0; i < SUDOKU_N_CELLS; i++)
      {
        doubtful[k] += r[k]->cells[i].confidence < CONFIDENT;
        likelihood[k] += log (MAX (r[k]->cells[i].confidence, 1e-6));
      }
  if (doubtful[0] != doubtful[1])
    return doubtful[0] < doubtful[1];
  return likelihood[0] > likelihood[1] + 1e-9;
}

/* Keeps in @best whichever of @best and @other (taken) reads better. */
static void
keep_better (SudokuVisionResult **best,
             SudokuVisionResult  *other)
{
  if (reading_is_better (other, *best))
    {
      sudoku_vision_result_free (*best);
      *best = other;
    }
  else
    sudoku_vision_result_free (other);
}

/* Whether two quadrilaterals are the same (to half a pixel): a corner
 * moved by a few pixels can move a digit's stroke off a cell's middle. */
static gboolean
same_quad (const SudokuVisionPoint a[4],
           const SudokuVisionPoint b[4])
{
  for (int i = 0; i < 4; i++)
    if (hypot (a[i].x - b[i].x, a[i].y - b[i].y) > 0.5)
      return FALSE;
  return TRUE;
}

static SudokuVisionResult *
read_gray (const VisionGray        *gray,
           double                   scale,
           int                      width,
           int                      height,
           const SudokuVisionPoint *corners,
           GCancellable            *cancellable,
           GError                 **error)
{
  /* The luminance alone: the cells cut from it rather than from the
   * plane where coloured ink shows. */
  const VisionGray luminance = { gray->width, gray->height, gray->pixels, NULL };
  const double ink_ratio = _vision_tuning ()->ink_ratio;
  g_autoptr(SudokuVisionResult) best = NULL;
  SudokuVisionPoint quad[4];
  guint rotation;

  if (corners != NULL)
    for (int i = 0; i < 4; i++)
      {
        quad[i].x = corners[i].x * scale;
        quad[i].y = corners[i].y * scale;
      }
  else if (!_vision_find_grid (gray, ink_ratio, quad, cancellable))
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      g_set_error (error, SUDOKU_VISION_ERROR, SUDOKU_VISION_ERROR_NO_GRID,
                   _("No Sudoku grid was found in the image"));
      return NULL;
    }

  best = read_quad (gray, quad, -1, corners != NULL, scale, width, height, cancellable, error);
  if (best == NULL || best->status == SUDOKU_VISION_OK)
    return g_steal_pointer (&best);
  rotation = best->rotation;

  /* Not ok: the reading is decided for this photo among a few others,
   * the one the solver's check likes best (reading_is_better()), so that
   * no constant set for other photos decides it alone. First the cells
   * cut from the luminance: on a dim photo under yellow light the
   * darkest channel (blue) is mostly noise. */
  if (gray->cells != NULL)
    {
      g_autoptr(SudokuVisionResult) other = read_quad (&luminance, quad, rotation, corners != NULL, scale,
                                                       width, height, cancellable, error);
      if (other == NULL)
        return NULL;
      keep_better (&best, g_steal_pointer (&other));
    }

  /* Then the grid found with a threshold a little stricter and a little
   * looser, read where it differs from the one found: which pixels are
   * ink decides where a grid's faint outer line is joined to it. */
  for (int k = 0; k < 2 && corners == NULL && best->status != SUDOKU_VISION_OK; k++)
    {
      SudokuVisionPoint other_quad[4];
      g_autoptr(SudokuVisionResult) other = NULL;

      if (!_vision_find_grid (gray, ink_ratio + (k == 0 ? -INK_RATIO_SPREAD : INK_RATIO_SPREAD),
                              other_quad, cancellable))
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return NULL;
          continue;
        }
      if (same_quad (quad, other_quad))
        continue;
      other = read_quad (gray, other_quad, rotation, corners != NULL, scale, width, height, cancellable, error);
      if (other == NULL)
        return NULL;
      keep_better (&best, g_steal_pointer (&other));
    }
  return g_steal_pointer (&best);
}

SudokuVisionResult *
sudoku_vision_read_bytes (GBytes                  *bytes,
                          const SudokuVisionPoint *corners,
                          GCancellable            *cancellable,
                          GError                 **error)
{
  g_autoptr(VisionGray) gray = NULL;
  double scale;
  int width, height;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  gray = _vision_decode (bytes, &scale, &width, &height, error);
  if (gray == NULL)
    return NULL;
  return read_gray (gray, scale, width, height, corners, cancellable, error);
}

SudokuVisionResult *
sudoku_vision_read_file (GFile                   *file,
                         const SudokuVisionPoint *corners,
                         GCancellable            *cancellable,
                         GError                 **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  bytes = g_file_load_bytes (file, cancellable, NULL, error);
  if (bytes == NULL)
    return NULL;
  return sudoku_vision_read_bytes (bytes, corners, cancellable, error);
}

typedef struct
{
  GBytes           *bytes;
  gboolean          have_corners;
  SudokuVisionPoint corners[4];
} ReadTask;

static void
read_task_free (ReadTask *task)
{
  g_bytes_unref (task->bytes);
  g_free (task);
}

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ReadTask *data = task_data;
  GError *error = NULL;
  SudokuVisionResult *result;

  result = sudoku_vision_read_bytes (data->bytes, data->have_corners ? data->corners : NULL,
                                     cancellable, &error);
  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) sudoku_vision_result_free);
}

void
sudoku_vision_read_async (GBytes                  *bytes,
                          const SudokuVisionPoint *corners,
                          GCancellable            *cancellable,
                          GAsyncReadyCallback      callback,
                          gpointer                 user_data)
{
  g_autoptr(GTask) task = NULL;
  ReadTask *data;

  g_return_if_fail (bytes != NULL);

  data = g_new0 (ReadTask, 1);
  data->bytes = g_bytes_ref (bytes);
  if (corners != NULL)
    {
      data->have_corners = TRUE;
      memcpy (data->corners, corners, sizeof data->corners);
    }
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_vision_read_async);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_set_task_data (task, data, (GDestroyNotify) read_task_free);
  g_task_run_in_thread (task, read_thread);
}

SudokuVisionResult *
sudoku_vision_read_finish (GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
