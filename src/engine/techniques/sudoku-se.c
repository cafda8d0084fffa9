/* sudoku-se.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Sudoku Explainer rating (ER/EP/ED), after the rules of Sudoku
 * Explainer 1.2.1 as its documentation and its command-line rater
 * (serate) describe and behave. Our own code: the rules are facts, the
 * implementation is written here.
 *
 * The rater solves step by step. Each step takes the first rule, in a
 * fixed order, that applies: singles (1.0–2.3), the "direct" locking and
 * hidden sets (1.7–2.5), locked candidates (2.6/2.8), subsets and fish
 * (3.0–5.4), XY- and XYZ-wings (4.2/4.4), uniqueness (4.5+), BUG (5.6+),
 * then the chaining rules:
 *
 *   Forcing chains and cycles     6.5 (X or Y cycle), 6.6 (X forcing
 *                                 chain), 7.0 (mixed)
 *   Nishio forcing chains         7.5
 *   Multiple forcing chains       8.0 (cell and region forcing chains)
 *   Dynamic forcing chains        8.5
 *   Dynamic forcing chains (+)    9.0 (the propagation also uses locked
 *                                 candidates, hidden and naked pairs,
 *                                 X-wings)
 *   Nested forcing chains         9.5 (+ forcing chains inside),
 *                                 10.0 (+ multiple forcing chains),
 *                                 10.5 (+ dynamic forcing chains), 11.0,
 *                                 11.5 (+ dynamic (+) and deeper)
 *
 * A chaining rule collects all its hints and applies the easiest: the
 * lowest difficulty, then the shortest. A hint's difficulty is its
 * rule's plus a length adjustment: with the complexity n (the number of
 * distinct nodes of its chains, plus the complexity of every distinct
 * nested chain they rest on), 0.1 for each of the thresholds 4, 6, 8,
 * 12, 16, 24, 32, … (alternately ×3/2 and ×4/3) that n − 2 exceeds.
 *
 * The propagation: a node is a candidate that is on (the cell holds the
 * digit) or off. On → off: the other candidates of the cell (not in
 * Nishio) and the digit in the cell's peers. Off → on: the last
 * candidate of a cell with two (not in Nishio), the last place of the
 * digit in a box, row or column. In the dynamic rules every off node is
 * taken out of the grid as it is reached, so later singles see it; the
 * candidates it took out become extra parents of what they allow. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-error.h"
#include "sudoku-logic.h"
#include "sudoku-se.h"
#include "sudoku-solver.h"

#include "sudoku-se-private.h"

/* Houses in Sudoku Explainer's order: boxes, rows, columns. */
guint8 _sudoku_se_house_cells[27][9];
guint8 _sudoku_se_cell_houses[81][3];
guint8 _sudoku_se_peer_list[81][20];      /* box first, then row, then column */
guint8 _sudoku_se_cell_pos[81][3];        /* the cell's place in its box, row, column */
guint16 _sudoku_se_inter[27][27];         /* the places of house a that lie in house b */
guint8 _sudoku_se_cross[27][6];           /* the houses of the other kind that cross a, in order */
guint8 _sudoku_se_n_cross[27];
static gsize  tables_ready;

void
_sudoku_se_init_tables (void)
{
  if (!g_once_init_enter (&tables_ready))
    return;

  for (guint c = 0; c < 81; c++)
    {
      guint r = c / 9, col = c % 9, b = (r / 3) * 3 + col / 3;
      guint n = 0;

      _sudoku_se_cell_houses[c][0] = b;
      _sudoku_se_cell_houses[c][1] = 9 + r;
      _sudoku_se_cell_houses[c][2] = 18 + col;
      for (guint k = 0; k < 3; k++)
        for (guint i = 0; i < 9; i++)
          {
            guint h = _sudoku_se_cell_houses[c][k];
            guint o;

            if (h < 9)
              o = ((h / 3) * 3 + i / 3) * 9 + (h % 3) * 3 + i % 3;
            else if (h < 18)
              o = (h - 9) * 9 + i;
            else
              o = i * 9 + (h - 18);
            _sudoku_se_house_cells[h][i] = o;
            if (o == c)
              {
                _sudoku_se_cell_pos[c][k] = i;
                continue;
              }
            gboolean seen = FALSE;
            for (guint j = 0; j < n; j++)
              seen |= _sudoku_se_peer_list[c][j] == o;
            if (!seen)
              _sudoku_se_peer_list[c][n++] = o;
          }
    }
  for (guint a = 0; a < 27; a++)
    for (guint i = 0; i < 9; i++)
      {
        guint c = _sudoku_se_house_cells[a][i];

        for (guint k = 0; k < 3; k++)
          _sudoku_se_inter[a][_sudoku_se_cell_houses[c][k]] |= 1u << i;
      }
  /* a box's rows and columns, a line's boxes */
  for (guint a = 0; a < 27; a++)
    for (guint k = 0; k < 27; k++)
      if ((a < 9) != (k < 9) && _sudoku_se_inter[a][k] != 0)
        _sudoku_se_cross[a][_sudoku_se_n_cross[a]++] = k;
  g_once_init_leave (&tables_ready, 1);
}

/* Fills the places of the digits (the chain searches read them there). */
void
_sudoku_se_grid_sync (SeGrid *g)
{
  for (guint h = 0; h < 27; h++)
    for (guint d = 1; d <= 9; d++)
      g->hpos[h][d] = house_positions (g, h, d);
}

static void
grid_place (SeGrid *g,
            guint   c,
            guint   d)
{
  g->value[c] = d;
  g->cand[c] = 0;
  for (guint i = 0; i < 20; i++)
    g->cand[_sudoku_se_peer_list[c][i]] &= ~BIT (d);
}


/* A context for the chain searches: @ctx zeroed before. */
void
_sudoku_se_ctx_init (Ctx          *ctx,
                     GCancellable *cancellable)
{
  ctx->cancellable = cancellable;
  ctx->nested = g_array_new (FALSE, TRUE, sizeof (gint));
  g_array_set_size (ctx->nested, 1);
  ctx->visit = g_new0 (guint32, NP);
  ctx->free_runs = g_ptr_array_new_with_free_func (_sudoku_se_run_free);
  ctx->free_adv = g_ptr_array_new_with_free_func (_sudoku_se_adv_free);
  ctx->free_collect = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  ctx->nests = g_array_new (FALSE, FALSE, sizeof (guint32));
  ctx->fc_cache = _sudoku_se_fc_cache_new ();
}

void
_sudoku_se_ctx_clear (Ctx *ctx)
{
  g_array_unref (ctx->nested);
  g_free (ctx->visit);
  g_ptr_array_unref (ctx->free_runs);
  g_ptr_array_unref (ctx->free_adv);
  g_ptr_array_unref (ctx->free_collect);
  g_array_unref (ctx->nests);
  g_hash_table_unref (ctx->fc_cache);
  g_free (ctx->u_nodes.v);
  g_free (ctx->u_ends.v);
  g_free (ctx->u_pon.v);
  g_free (ctx->u_poff.v);
  _sudoku_se_single_clear (ctx);
}

/* ---- The step loop --------------------------------------------------- */

static void
board_from_grid (const SeGrid *g,
                 SudokuBoard  *board)
{
  sudoku_board_init (board, SUDOKU_VARIANT_CLASSIC);
  for (guint c = 0; c < 81; c++)
    {
      board->values[c] = g->value[c];
      board->candidates[c] = g->value[c] ? 0 : g->cand[c];
    }
}

/* Hidden singles: the last empty cell of a house (1.0), then a digit's
 * last place in a box (1.2), a column or a row (1.5). */
static double
find_hidden_single (SeGrid *g)
{
  static const guint order[3][2] = { { 0, 9 }, { 18, 27 }, { 9, 18 } };

  for (guint alone = 1; ; alone = 0)
    {
      for (guint t = 0; t < 3; t++)
        for (guint h = order[t][0]; h < order[t][1]; h++)
          {
            guint empty = 0;

            for (guint i = 0; i < 9; i++)
              empty += g->value[_sudoku_se_house_cells[h][i]] == 0;
            if ((empty == 1) != (alone == 1))
              continue;
            for (guint d = 1; d <= 9; d++)
              {
                guint16 pos = house_positions (g, h, d);

                if (popcount16 (pos) == 1)
                  {
                    grid_place (g, _sudoku_se_house_cells[h][__builtin_ctz (pos)], d);
                    return alone ? 1.0 : (h < 9 ? 1.2 : 1.5);
                  }
              }
          }
      if (!alone)
        break;
    }
  return 0;
}

static double
find_naked_single (SeGrid *g)
{
  for (guint c = 0; c < 81; c++)
    if (g->value[c] == 0 && popcount16 (g->cand[c]) == 1)
      {
        grid_place (g, c, __builtin_ctz (g->cand[c]) + 1);
        return 2.3;
      }
  return 0;
}

static gboolean
cell_in_house (guint c,
               guint h)
{
  return _sudoku_se_cell_houses[c][0] == h || _sudoku_se_cell_houses[c][1] == h || _sudoku_se_cell_houses[c][2] == h;
}

static gboolean
houses_cross (guint a,
              guint b)
{
  for (guint i = 0; i < 9; i++)
    if (cell_in_house (_sudoku_se_house_cells[a][i], b))
      return TRUE;
  return FALSE;
}

/* Locked candidates, in Sudoku Explainer's order: box against column,
 * box against row, column against box, row against box. @direct: only
 * when the removal leaves the digit one place in another house of the
 * first kind crossing the second (that digit is then placed: 1.7 from a
 * box, 1.9 from a line); otherwise the removal itself (2.6 / 2.8). */
static double
find_locking (SeGrid   *g,
              gboolean  direct)
{
  static const guint kinds[4][2] = { { 0, 18 }, { 0, 9 }, { 18, 0 }, { 9, 0 } };

  for (guint t = 0; t < 4; t++)
    for (guint d = 1; d <= 9; d++)
      for (guint i1 = 0; i1 < 9; i1++)
        {
          guint b = kinds[t][0] + i1;
          guint16 pos = house_positions (g, b, d);

          if (popcount16 (pos) < 2)
            continue;
          for (guint i2 = 0; i2 < 9; i2++)
            {
              guint k = kinds[t][1] + i2;
              gboolean inside = TRUE, any = FALSE;
              guint16 rem[81] = { 0 };

              if (!houses_cross (b, k))
                continue;
              for (guint i = 0; i < 9 && inside; i++)
                if (pos & (1u << i))
                  inside = cell_in_house (_sudoku_se_house_cells[b][i], k);
              if (!inside)
                continue;
              for (guint i = 0; i < 9; i++)
                {
                  guint c = _sudoku_se_house_cells[k][i];

                  if (!cell_in_house (c, b) && (g->cand[c] & BIT (d)))
                    rem[c] = BIT (d), any = TRUE;
                }
              if (!any)
                continue;
              if (!direct)
                {
                  for (guint c = 0; c < 81; c++)
                    g->cand[c] &= ~rem[c];
                  return k >= 9 ? 2.6 : 2.8;
                }
              for (guint i3 = 0; i3 < 9; i3++)
                {
                  guint h3 = kinds[t][0] + i3;
                  guint16 p3;
                  guint remain = 0, hcell = 0;

                  if (i3 == i1 || !houses_cross (h3, k))
                    continue;
                  p3 = house_positions (g, h3, d);
                  if (popcount16 (p3) <= 1)
                    continue;
                  for (guint i = 0; i < 9; i++)
                    if ((p3 & (1u << i)) && !cell_in_house (_sudoku_se_house_cells[h3][i], k))
                      remain++, hcell = _sudoku_se_house_cells[h3][i];
                  if (remain == 1)
                    {
                      grid_place (g, hcell, d);
                      return b < 9 ? 1.7 : 1.9;
                    }
                }
            }
        }
  return 0;
}

/* Hidden pairs and triples that leave another digit one place in their
 * house (2.0 / 2.5). Like the direct locking, the step only places that
 * digit: the set's cells keep their other candidates (Sudoku Explainer's
 * direct hints remove nothing), so a later step may need the hidden set
 * itself (3.4 / 4.0). Each digit of the set has two places or more. */
static double
find_direct_hidden (SeGrid *g,
                    guint   degree)
{
  static const guint order[3][2] = { { 0, 9 }, { 18, 27 }, { 9, 18 } };

  for (guint t = 0; t < 3; t++)
    for (guint h = order[t][0]; h < order[t][1]; h++)
      {
        guint16 pos[10];
        guint empty = 0;

        for (guint i = 0; i < 9; i++)
          empty += g->value[_sudoku_se_house_cells[h][i]] == 0;
        if (empty <= degree)
          continue;
        for (guint d = 1; d <= 9; d++)
          pos[d] = house_positions (g, h, d);
        for (guint m = 0; m < 512; m++)
          {
            guint16 cells = 0;

            if ((guint) __builtin_popcount (m) != degree)
              continue;
            for (guint d = 1; d <= 9; d++)
              if (m & (1u << (d - 1)))
                {
                  if (popcount16 (pos[d]) < 2)
                    cells = 0xffff;
                  cells |= pos[d];
                }
            if (cells == 0xffff || popcount16 (cells) != degree)
              continue;
            for (guint d = 1; d <= 9; d++)
              {
                guint16 rest;

                if (m & (1u << (d - 1)) || popcount16 (pos[d]) <= 1)
                  continue;
                rest = pos[d] & ~cells;
                if (popcount16 (rest) == 1)
                  {
                    grid_place (g, _sudoku_se_house_cells[h][__builtin_ctz (rest)], d);
                    return degree == 2 ? 2.0 : 2.5;
                  }
              }
          }
      }
  return 0;
}

typedef struct
{
  SudokuTechnique technique;
  double          rating;
} ProjectRule;

/* The rules between locked candidates and the chains, in Sudoku
 * Explainer's order, found by the engine's own finders. */
static const ProjectRule project_rules[] = {
  { SUDOKU_TECHNIQUE_NAKED_PAIR, 3.0 },
  { SUDOKU_TECHNIQUE_X_WING, 3.2 },
  { SUDOKU_TECHNIQUE_HIDDEN_PAIR, 3.4 },
  { SUDOKU_TECHNIQUE_NAKED_TRIPLE, 3.6 },
  { SUDOKU_TECHNIQUE_SWORDFISH, 3.8 },
  { SUDOKU_TECHNIQUE_HIDDEN_TRIPLE, 4.0 },
  { SUDOKU_TECHNIQUE_XY_WING, 4.2 },
  { SUDOKU_TECHNIQUE_XYZ_WING, 4.4 },
  { SUDOKU_TECHNIQUE_UNIQUENESS_1, 4.5 },
  { SUDOKU_TECHNIQUE_UNIQUENESS_2, 4.5 },
  { SUDOKU_TECHNIQUE_UNIQUENESS_4, 4.5 },
  { SUDOKU_TECHNIQUE_UNIQUENESS_3, 4.6 },
  { SUDOKU_TECHNIQUE_NAKED_QUAD, 5.0 },
  { SUDOKU_TECHNIQUE_JELLYFISH, 5.2 },
  { SUDOKU_TECHNIQUE_HIDDEN_QUAD, 5.4 },
  { SUDOKU_TECHNIQUE_BUG_PLUS_1, 5.6 },
};

static double
find_project_rule (SeGrid *g)
{
  SudokuBoard board;
  SudokuGrid sg;

  board_from_grid (g, &board);
  sudoku_grid_init (&sg, &board, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (project_rules); i++)
    {
      g_autoptr(SudokuStep) step = sudoku_find_first_step (&sg, project_rules[i].technique);

      if (step == NULL)
        continue;
      for (guint k = 0; k < step->eliminations->len; k++)
        {
          const SudokuCandidate *e = &g_array_index (step->eliminations, SudokuCandidate, k);

          g->cand[e->cell] &= ~BIT (e->digit);
        }
      for (guint k = 0; k < step->placements->len; k++)
        {
          const SudokuCandidate *p = &g_array_index (step->placements, SudokuCandidate, k);

          grid_place (g, p->cell, p->digit);
        }
      return project_rules[i].rating;
    }
  return 0;
}

const SeRule _sudoku_se_chain_rules[10] = {
  { FALSE, FALSE, FALSE, 0, 0 },   /* forcing chains & cycles */
  { FALSE, TRUE, TRUE, 0, 0 },     /* Nishio */
  { TRUE, FALSE, FALSE, 0, 0 },    /* multiple */
  { TRUE, TRUE, FALSE, 0, 0 },     /* dynamic */
  { TRUE, TRUE, FALSE, 1, 0 },     /* dynamic (+) */
  { TRUE, TRUE, FALSE, 2, 0 },     /* nested + forcing chains */
  { TRUE, TRUE, FALSE, 3, 0 },     /* nested + multiple */
  { TRUE, TRUE, FALSE, 4, 0 },     /* nested + dynamic */
  { TRUE, TRUE, FALSE, 4, 1 },     /* nested + dynamic (+) */
  { TRUE, TRUE, FALSE, 4, 2 },
};

/* One step; returns its rating (0 when nothing applies). */
static double
se_step (Ctx      *ctx,
         SeGrid   *g,
         gboolean *places)
{
  double r;

  *places = TRUE;
  if ((r = find_hidden_single (g)) > 0)
    return r;
  if ((r = find_locking (g, TRUE)) > 0)
    return r;
  if ((r = find_direct_hidden (g, 2)) > 0)
    return r;
  if ((r = find_naked_single (g)) > 0)
    return r;
  if ((r = find_direct_hidden (g, 3)) > 0)
    return r;
  *places = FALSE;
  if ((r = find_locking (g, FALSE)) > 0)
    return r;
  if ((r = find_project_rule (g)) > 0)
    return r;

  for (guint i = 0; i < G_N_ELEMENTS (_sudoku_se_chain_rules); i++)
    {
      SeHint best;

      best.valid = FALSE;
      g_array_set_size (ctx->nested, 1);
      _sudoku_se_search (ctx, &_sudoku_se_chain_rules[i], g, NULL, _sudoku_se_keep_best, &best);
      if (ctx->cancelled)
        return 0;
      if (best.valid)
        {
          for (guint c = 0; c < 81; c++)
            g->cand[c] &= ~best.rem[c];
          *places = best.places;
          return best.diff;
        }
    }
  return 0;
}

static gboolean
grid_is_broken (const SeGrid *g)
{
  for (guint c = 0; c < 81; c++)
    if (g->value[c] == 0 && g->cand[c] == 0)
      return TRUE;
  return FALSE;
}

gboolean
sudoku_se_rate (const SudokuBoard *board,
                GCancellable      *cancellable,
                SudokuSeRating    *rating,
                GError           **error)
{
  SeGrid g;
  Ctx ctx = { 0 };
  SudokuSolveResult exact;
  gboolean ok = TRUE;

  g_return_val_if_fail (board != NULL && rating != NULL, FALSE);

  memset (rating, 0, sizeof *rating);
  if (board->variant != SUDOKU_VARIANT_CLASSIC)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID,
                           _("The Sudoku Explainer rating is for classic 9×9 puzzles only"));
      return FALSE;
    }
  if (!sudoku_board_validate (board, NULL) ||
      !sudoku_solver_count (board, NULL, &exact, NULL) || exact.n_solutions == 0)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_NO_SOLUTION,
                           _("The puzzle has no solution"));
      return FALSE;
    }

  _sudoku_se_init_tables ();
  for (guint c = 0; c < 81; c++)
    {
      g.value[c] = 0;
      g.cand[c] = 0x1ff;
    }
  for (guint c = 0; c < 81; c++)
    if (board->values[c] != 0)
      grid_place (&g, c, board->values[c]);

  _sudoku_se_ctx_init (&ctx, cancellable);

  for (;;)
    {
      gboolean solved = TRUE, places;
      double r;

      for (guint c = 0; c < 81 && solved; c++)
        solved = g.value[c] != 0;
      if (solved)
        {
          rating->solved = TRUE;
          break;
        }
      if (grid_is_broken (&g))
        break;
      if (cancellable != NULL && g_cancellable_is_cancelled (cancellable))
        {
          ctx.cancelled = TRUE;
          break;
        }
      r = se_step (&ctx, &g, &places);
      if (ctx.cancelled)
        break;
      if (r <= 0)
        break;
      r = ((gint) (r * 10 + 0.5)) / 10.0;
      rating->steps++;
      if (r > rating->er)
        rating->er = r;
      if (rating->ep == 0)
        {
          if (rating->ed == 0)
            rating->ed = rating->er;
          if (places)
            rating->ep = rating->er;
        }
    }
  if (!rating->solved && !ctx.cancelled)
    rating->er = 20.0;

  if (ctx.cancelled)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Rating was cancelled"));
      ok = FALSE;
    }
  _sudoku_se_ctx_clear (&ctx);
  return ok;
}

/**
 * sudoku_se_estimate_is_exact:
 * @rating: a rating from a path (sudoku_rating_from_path())
 *
 * Whether @rating's se_rating, our estimate (the hardest step of our
 * path on the Sudoku Explainer scale), is certainly Sudoku Explainer's
 * ER: when the path solved the puzzle with full houses and hidden
 * singles only. Sudoku Explainer tries those first, and what they place
 * does not depend on the order, so both solves need a hidden single in
 * a line exactly when the box singles alone do not finish the grid. On
 * the reference set (tests/data/se-reference.txt) the estimate equals
 * the ER for all 68 such puzzles and for few others (22% of those
 * rated 2.3–8.1): beyond the singles our techniques and Sudoku
 * Explainer's differ.
 *
 * Returns: whether the estimate is the ER
 */
gboolean
sudoku_se_estimate_is_exact (const SudokuRating *rating)
{
  g_return_val_if_fail (rating != NULL, FALSE);

  if (!rating->solved)
    return FALSE;
  for (guint t = 0; t < SUDOKU_N_TECHNIQUES; t++)
    if (rating->counts[t] != 0 &&
        t != SUDOKU_TECHNIQUE_FULL_HOUSE &&
        t != SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX &&
        t != SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE)
      return FALSE;
  return TRUE;
}

/**
 * sudoku_se_settle_rating:
 * @board: the puzzle @rating rates
 * @rating: (inout): a rating from a path; its se_rating becomes Sudoku
 *   Explainer's ER
 * @cancellable: (nullable): for sudoku_se_rate()
 * @error: as sudoku_se_rate()
 *
 * Makes @rating's se_rating the figure Sudoku Explainer gives @board
 * (its ER): the estimate stays when it is exact
 * (sudoku_se_estimate_is_exact()), otherwise sudoku_se_rate() computes
 * it, which takes seconds on the hardest puzzles. Sudoku Explainer does
 * not rate Windoku: there the estimate stays.
 *
 * Returns: %FALSE when cancelled or @board has no solution (@rating is
 *   then left as it was)
 */
gboolean
sudoku_se_settle_rating (const SudokuBoard  *board,
                         SudokuRating       *rating,
                         GCancellable       *cancellable,
                         GError            **error)
{
  SudokuSeRating se;

  g_return_val_if_fail (board != NULL && rating != NULL, FALSE);

  if (board->variant != SUDOKU_VARIANT_CLASSIC || sudoku_se_estimate_is_exact (rating))
    return TRUE;
  if (!sudoku_se_rate (board, cancellable, &se, error))
    return FALSE;
  rating->se_rating = se.er;
  return TRUE;
}
