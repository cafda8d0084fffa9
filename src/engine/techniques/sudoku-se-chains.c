/* sudoku-se-chains.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The chaining rules of the Sudoku Explainer rating (see sudoku-se.c):
 * the propagation's runs and ancestor walks, the propagation itself, the
 * Nishio, multiple and dynamic forcing chains, and the search that picks
 * a rule's chains. The single forcing chains and cycles are in
 * sudoku-se-single.c; the advanced implications of the "+" and nested
 * levels, which the propagation asks for, in sudoku-se-nested.c. */

#include "config.h"

#include <string.h>

#include "sudoku-se-private.h"

static gboolean
hint_better (const SeHint *a,
             const SeHint *b)
{
  if (!b->valid)
    return TRUE;
  if (a->diff < b->diff - 1e-9)
    return TRUE;
  if (a->diff > b->diff + 1e-9)
    return FALSE;
  if (a->complexity != b->complexity)
    return a->complexity < b->complexity;
  return a->sort_key < b->sort_key;
}

static Run *
run_get (Ctx *ctx)
{
  Run *run;

  if (ctx->free_runs->len > 0)
    {
      run = g_ptr_array_steal_index_fast (ctx->free_runs, ctx->free_runs->len - 1);
      /* run_add() alone sets in[] (at[] is read only where in[] is set,
       * once indexed) */
      memset (run->in, 0, sizeof run->in);
    }
  else
    {
      run = g_new (Run, 1);
      run->pool_cap = 1024;
      run->pool = g_new (guint16, run->pool_cap);
      memset (run->in, 0, sizeof run->in);
    }
  run->n = 0;
  run->at_n = 0;
  run->pool_len = 0;
  return run;
}

static void
run_put (Ctx *ctx,
         Run *run)
{
  if (run != NULL)
    g_ptr_array_add (ctx->free_runs, run);
}

void
_sudoku_se_run_free (gpointer data)
{
  Run *run = data;

  g_free (run->pool);
  g_free (run);
}

static void
run_add (Run           *run,
         guint16        id,
         const guint16 *parents,
         guint          n_parents,
         guint8         how,
         guint8         how_arg,
         guint32        nest)
{
  RunNode *node = &run->node[run->n];

  run->in[id >> 6] |= G_GUINT64_CONSTANT (1) << (id & 63);
  node->pstart = run->pool_len;
  node->pn = n_parents;
  if (run->pool_len + n_parents > run->pool_cap)
    {
      run->pool_cap = MAX (run->pool_cap * 2, run->pool_len + n_parents);
      run->pool = g_renew (guint16, run->pool, run->pool_cap);
    }
  /* one or two parents mostly: no call */
  for (guint i = 0; i < n_parents; i++)
    run->pool[run->pool_len + i] = parents[i];
  run->pool_len += n_parents;
  node->how = how;
  node->how_arg = how_arg;
  node->nest = nest;
  run->list[run->n++] = id;
}

/* The distinct ancestors of a node (itself included), and the nested
 * hints among them (added to @nests, distinct). A virtual node (@vid
 * with @vparents) is one that was about to be added when the
 * contradiction showed. */
static guint
run_ancestors (Ctx           *ctx,
               Run           *run,
               guint16        vid,
               const guint16 *vparents,
               guint          n_vparents,
               GArray        *nests,
               const SeGrid  *initial,
               const guint16 *outer,
               guint16       *parents_out)
{
  guint16 stack[NP + 64];
  guint sp = 0, count = 0;
  const guint16 *pool = run->pool;

  _sudoku_se_run_index (run);
  ctx->gen++;
  ctx->visit[vid] = ctx->gen;
  count = 1;
  if (vparents != NULL)
    {
      for (guint i = 0; i < n_vparents; i++)
        stack[sp++] = vparents[i];
      /* a virtual on node came from a single; its rule parents */
      if (outer != NULL && P_ON (vid) && n_vparents > 0)
        {
          guint16 p = vparents[0];
          guint c = P_CELL (vid), d = P_DIGIT (vid);

          if (P_CELL (p) == c)
            parents_out[c] |= outer[c] & ~initial->cand[c];
          else
            for (guint k = 0; k < 3; k++)
              {
                guint h = _sudoku_se_cell_houses[c][k];
                gboolean shared = FALSE;

                for (guint i = 0; i < 9; i++)
                  shared |= _sudoku_se_house_cells[h][i] == P_CELL (p);
                if (shared)
                  for (guint i = 0; i < 9; i++)
                    {
                      guint x = _sudoku_se_house_cells[h][i];

                      if ((outer[x] & BIT (d)) && !(initial->cand[x] & BIT (d)))
                        parents_out[x] |= BIT (d);
                    }
              }
        }
    }
  else
    stack[sp++] = vid, ctx->visit[vid] = 0, count = 0;

  while (sp > 0)
    {
      guint16 id = stack[--sp];
      const RunNode *node;

      if (ctx->visit[id] == ctx->gen || !RUN_HAS (run, id))
        continue;
      node = RUN_NODE (run, id);
      ctx->visit[id] = ctx->gen;
      count++;
      if (node->nest != 0 && nests != NULL)
        {
          gboolean seen = FALSE;

          for (guint i = 0; i < nests->len; i++)
            seen |= g_array_index (nests, guint32, i) == node->nest;
          if (!seen)
            g_array_append_val (nests, node->nest);
        }
      if (outer != NULL)
        {
          guint c = P_CELL (id), d = P_DIGIT (id);

          if (node->how == HOW_CELL)
            parents_out[c] |= outer[c] & ~initial->cand[c];
          else if (node->how == HOW_HOUSE)
            {
              guint h = node->how_arg;

              for (guint i = 0; i < 9; i++)
                {
                  guint x = _sudoku_se_house_cells[h][i];

                  if ((outer[x] & BIT (d)) && !(initial->cand[x] & BIT (d)))
                    parents_out[x] |= BIT (d);
                }
            }
        }
      for (guint i = 0; i < node->pn; i++)
        if (sp < G_N_ELEMENTS (stack))
          stack[sp++] = pool[node->pstart + i];
    }
  return count;
}

static gint
nests_complexity (Ctx    *ctx,
                  GArray *nests)
{
  gint sum = 0;

  for (guint i = 0; i < nests->len; i++)
    sum += g_array_index (ctx->nested, gint, g_array_index (nests, guint32, i));
  return sum;
}

/* ---- The propagation ------------------------------------------------- */

typedef struct
{
  gboolean found;
  guint16  on_id;          /* on node (virtual when virt_on) */
  guint16  off_id;
  gboolean virt_on;
  guint16  vparents[32];
  guint    n_vparents;
} Conflict;

/* Off → on from off node @p on @g (the grid before @p is taken out);
 * fills @ids with new on nodes, their parents in @par (first the cause,
 * then the hidden parents among @run's off nodes), @n_par each. */
typedef struct
{
  guint16 id;
  guint8  how;
  guint8  how_arg;
  guint16 par[32];
  guint   n_par;
} NewOn;

static guint
off_to_on (const SeGrid *g,
           const SeGrid *source,
           const Run    *run,
           guint16       p,
           gboolean      y,
           NewOn        *out)
{
  guint c = P_CELL (p), d = P_DIGIT (p);
  guint n = 0;

  if (y && popcount16 (g->cand[c]) == 2)
    {
      guint other = __builtin_ctz (g->cand[c] & ~BIT (d)) + 1;
      NewOn *o = &out[n++];

      o->id = PID (c, other, TRUE);
      o->how = HOW_CELL;
      o->how_arg = 0;
      o->n_par = 0;
      o->par[o->n_par++] = p;
      if (source != NULL && run != NULL)
        for (guint16 m = source->cand[c] & ~g->cand[c]; m; m &= m - 1)
          {
            guint16 q = PID (c, __builtin_ctz (m) + 1, FALSE);

            if (RUN_HAS (run, q) && o->n_par < 32)
              o->par[o->n_par++] = q;
          }
    }
  for (guint k = 0; k < 3; k++)
    {
      guint h = _sudoku_se_cell_houses[c][k];
      guint16 rest = HPOS (g, h, d) & ~(1u << _sudoku_se_cell_pos[c][k]);

      if (rest != 0 && (rest & (rest - 1)) == 0)
        {
          NewOn *o = &out[n++];

          o->id = PID (_sudoku_se_house_cells[h][__builtin_ctz (rest)], d, TRUE);
          o->how = HOW_HOUSE;
          o->how_arg = h;
          o->n_par = 0;
          o->par[o->n_par++] = p;
          if (source != NULL && run != NULL)
            for (guint16 m = HPOS (source, h, d) & ~HPOS (g, h, d); m; m &= m - 1)
              {
                guint16 q = PID (_sudoku_se_house_cells[h][__builtin_ctz (m)], d, FALSE);

                if (RUN_HAS (run, q) && o->n_par < 32)
                  o->par[o->n_par++] = q;
              }
        }
    }
  return n;
}

static guint
on_to_off (const SeGrid *g,
           guint16       p,
           gboolean      y,
           guint16      *out)
{
  guint c = P_CELL (p), d = P_DIGIT (p);
  guint box = _sudoku_se_cell_houses[c][0];
  guint n = 0;

  if (y)
    for (guint16 m = g->cand[c] & ~BIT (d); m; m &= m - 1)
      out[n++] = PID (c, __builtin_ctz (m) + 1, FALSE);
  /* the digit in the box, then in the row and the column outside the box */
  for (guint k = 0; k < 3; k++)
    {
      guint h = _sudoku_se_cell_houses[c][k];
      guint16 rest = HPOS (g, h, d) & ~(1u << _sudoku_se_cell_pos[c][k]);

      for (guint16 m = k > 0 ? rest & ~_sudoku_se_inter[h][box] : rest; m; m &= m - 1)
        out[n++] = PID (_sudoku_se_house_cells[h][__builtin_ctz (m)], d, FALSE);
    }
  return n;
}

/* The arrays of the advanced implications, kept between the
 * propagations (a nested search's propagations take theirs while the
 * outer one holds its own). */
static AdvCollect *
adv_get (Ctx *ctx)
{
  AdvCollect *ac;

  if (ctx->free_adv->len > 0)
    return g_ptr_array_steal_index_fast (ctx->free_adv, ctx->free_adv->len - 1);
  ac = g_new0 (AdvCollect, 1);
  ac->found = g_array_new (FALSE, FALSE, sizeof (guint32));
  ac->par_pool = g_array_new (FALSE, FALSE, sizeof (guint16));
  ac->found_nest = g_array_new (FALSE, FALSE, sizeof (guint32));
  return ac;
}

void
_sudoku_se_adv_free (gpointer data)
{
  AdvCollect *ac = data;

  g_array_unref (ac->found);
  g_array_unref (ac->par_pool);
  g_array_unref (ac->found_nest);
  g_free (ac);
}

/* Completes @run (its roots already in) with everything they imply;
 * stops at the first contradiction. @grid is left as it was. */
static void
do_chaining (Ctx          *ctx,
             const SeRule *rule,
             SeGrid       *grid,
             Run          *run,
             Conflict     *conf)
{
  SeGrid save;
  guint16 qon[NP], qoff[NP];
  guint hon = 0, ton = 0, hoff = 0, toff = 0;
  gboolean y = !rule->nishio;
  AdvCollect *ac = NULL;

  /* Only a dynamic rule takes candidates out of @grid as it goes (and
   * reads the grid as it was: the source of the hidden parents and of
   * the advanced implications, which only the dynamic rules ask for). */
  if (rule->dynamic)
    save = *grid;
  conf->found = FALSE;
  for (guint i = 0; i < run->n; i++)
    {
      if (P_ON (run->list[i]))
        qon[ton++] = run->list[i];
      else
        qoff[toff++] = run->list[i];
    }

  for (;;)
    {
      if (hon < ton)
        {
          guint16 p = qon[hon++];
          guint16 offs[29];
          guint n = on_to_off (grid, p, y, offs);

          for (guint i = 0; i < n; i++)
            {
              guint16 id = offs[i];

              if (RUN_HAS (run, id | 1))
                {
                  conf->found = TRUE;
                  conf->on_id = id | 1;
                  conf->off_id = id;
                  conf->virt_on = FALSE;
                  conf->vparents[0] = p;
                  conf->n_vparents = 1;
                  goto out;
                }
              if (!RUN_HAS (run, id))
                {
                  run_add (run, id, &p, 1, HOW_WEAK, 0, 0);
                  qoff[toff++] = id;
                }
            }
          continue;
        }
      if (hoff < toff)
        {
          guint16 p = qoff[hoff++];
          NewOn ons[4];
          guint n = off_to_on (grid, rule->dynamic ? &save : NULL, run, p, y, ons);

          if (!y)
            {
              /* Nishio: no naked singles; drop what off_to_on found in the cell */
              guint k = 0;

              for (guint i = 0; i < n; i++)
                if (ons[i].how != HOW_CELL)
                  ons[k++] = ons[i];
              n = k;
            }
          if (rule->dynamic)
            grid_remove (grid, P_CELL (p), P_DIGIT (p));
          for (guint i = 0; i < n; i++)
            {
              guint16 id = ons[i].id;

              if (RUN_HAS (run, id & ~1))
                {
                  conf->found = TRUE;
                  conf->on_id = id;
                  conf->off_id = id & ~1;
                  conf->virt_on = TRUE;
                  memcpy (conf->vparents, ons[i].par, ons[i].n_par * sizeof (guint16));
                  conf->n_vparents = ons[i].n_par;
                  goto out;
                }
              if (!RUN_HAS (run, id))
                {
                  run_add (run, id, ons[i].par, ons[i].n_par, ons[i].how, ons[i].how_arg, 0);
                  qon[ton++] = id;
                }
            }
          continue;
        }
      if (rule->dynamic && rule->level > 0 && !ctx->cancelled)
        {
          gboolean added = FALSE;

          if (ac == NULL)
            ac = adv_get (ctx);
          _sudoku_se_get_advanced (ctx, rule, grid, &save, run, ac);
          for (guint i = 0; i < ac->found_nest->len; i++)
            {
              guint32 *rec = &g_array_index (ac->found, guint32, i * 3);
              guint cd = rec[0];
              guint16 id = PID (cd / 9, cd % 9 + 1, FALSE);

              if (!RUN_HAS (run, id) && toff < NP)
                {
                  run_add (run, id, &g_array_index (ac->par_pool, guint16, rec[1]), rec[2],
                           HOW_ADV, 0, g_array_index (ac->found_nest, guint32, i));
                  qoff[toff++] = id;
                  added = TRUE;
                }
            }
          if (added)
            continue;
        }
      break;
    }

out:
  if (rule->dynamic)
    *grid = save;
  if (ac != NULL)
    g_ptr_array_add (ctx->free_adv, ac);
}

/* ---- Hints of the multiple and dynamic rules ------------------------------ */

static double
rule_difficulty (const SeRule *rule)
{
  if (rule->level > 0)
    return 8.5 + 0.5 * rule->level;
  if (rule->nishio)
    return 7.5;
  if (rule->dynamic)
    return 8.5;
  return 8.0;
}

/* One hint made of chains, one per run, all ending at @target (the
 * virtual node of a contradiction given separately). */
static void
emit_multi (Ctx           *ctx,
            const SeRule  *rule,
            const SeGrid  *g,
            const guint16 *outer,
            guint16        target,
            Run          **runs,
            const guint16 *ends,
            const Conflict *conf,
            guint          n_runs,
            gint           sort_key,
            guint8         kind,
            const guint16 *roots,
            HintSink       sink,
            gpointer       data)
{
  SeHint hint;
  /* No search runs inside: one array for all the hints. */
  GArray *nests = ctx->nests;
  gint flat = 0;

  hint.valid = TRUE;
  hint.sort_key = sort_key;
  hint_target (&hint, g, target);
  if (!hint_worth (&hint))
    return;
  g_array_set_size (nests, 0);
  memset (hint.parents, 0, sizeof hint.parents);
  for (guint i = 0; i < n_runs; i++)
    {
      if (conf != NULL && i == 1)
        {
          /* the other half of a contradiction */
          if (conf->virt_on)
            flat += run_ancestors (ctx, runs[0], conf->on_id, conf->vparents, conf->n_vparents,
                                   nests, g, outer, hint.parents);
          else
            flat += run_ancestors (ctx, runs[0], conf->off_id, conf->vparents, conf->n_vparents,
                                   nests, g, outer, hint.parents);
          continue;
        }
      flat += run_ancestors (ctx, runs[i], ends[i], NULL, 0, nests, g, outer, hint.parents);
    }
  hint.complexity = flat + nests_complexity (ctx, nests);
  hint.diff = rule_difficulty (rule) + length_difficulty (hint.complexity);
  hint.kind = kind;
  if (conf != NULL)
    {
      hint.n_roots = 1;
      hint.roots[0] = roots[0];
      hint.ends[0] = conf->on_id;
      hint.ends[1] = conf->off_id;
    }
  else
    {
      hint.n_roots = n_runs;
      for (guint i = 0; i < n_runs; i++)
        {
          hint.roots[i] = roots[i];
          hint.ends[i] = ends[i];
        }
    }
  sink (ctx, &hint, data);
}

/* The run from one candidate on, made once per search: the cell's own
 * chains and the region chains of its three houses all start from it.
 * The propagation depends only on the rule, the grid and the root, so
 * the run (and its contradiction) is the same each time. */
static Run *
on_run_cached (Ctx          *ctx,
               const SeRule *rule,
               SeGrid       *grid,
               Run         **cache,
               Conflict     *confs,
               guint16       root)
{
  if (cache[root] == NULL)
    {
      Run *run = run_get (ctx);

      run_add (run, root, NULL, 0, HOW_ROOT, 0, 0);
      do_chaining (ctx, rule, grid, run, &confs[root]);
      cache[root] = run;
    }
  return cache[root];
}

/* Whether the run from "not d" in cell @c (of @card candidates) can
 * give a hint that its contradiction or its double chains with the run
 * from d would not leave out:
 *  - at level 0 (no advanced implications), when d has three places or
 *    more in each house of the cell and no cell rule turns another
 *    candidate on (three candidates or more, or Nishio), the root turns
 *    nothing on and the run ends there: no contradiction, no node shared
 *    with another run;
 *  - in a cell of two candidates d and e (dynamic, not Nishio), "not d"
 *    turns e on first, and once the first two nodes are processed the
 *    run holds the same nodes as the run from e, in the same queues on
 *    the same grid (both have taken d out and nothing else, and d's
 *    singles in the houses are the same), so both go on alike to the
 *    same end: the run from "not d" has a contradiction when the run
 *    from e (made here, cached) has one. A cell of two candidates has no
 *    double chains. */
static gboolean
off_run_needed (Ctx          *ctx,
                const SeRule *rule,
                SeGrid       *grid,
                Run         **cache,
                Conflict     *confs,
                guint         c,
                guint         d,
                guint         card)
{
  if (card == 2 && rule->dynamic && !rule->nishio)
    {
      guint16 other = PID (c, __builtin_ctz (grid->cand[c] & ~BIT (d)) + 1, TRUE);

      on_run_cached (ctx, rule, grid, cache, confs, other);
      return !ctx->cancelled && confs[other].found;
    }
  if (rule->level > 0)
    return TRUE;
  for (guint k = 0; k < 3; k++)
    if (popcount16 (HPOS (grid, _sudoku_se_cell_houses[c][k], d)) == 2)
      return TRUE;
  return FALSE;
}

static void
search_multiple (Ctx           *ctx,
                 const SeRule  *rule,
                 SeGrid        *grid,
                 const guint16 *outer,
                 HintSink       sink,
                 gpointer       data)
{
  guint8 region_done[27][10];
  g_autofree Run **cache = g_new0 (Run *, NP);
  g_autofree Conflict *confs = g_new (Conflict, NP);

  memset (region_done, 0, sizeof region_done);

  for (guint c = 0; c < 81 && !ctx->cancelled; c++)
    {
      guint card = popcount16 (grid->cand[c]);
      Run *on_runs[10] = { NULL };
      gboolean do_double, do_contra;

      if (grid->value[c] != 0 || !(card > 2 || (card > 1 && rule->dynamic)))
        continue;
      if (ctx->cancellable != NULL && g_cancellable_is_cancelled (ctx->cancellable))
        {
          ctx->cancelled = TRUE;
          break;
        }
      do_double = card >= 3 && !rule->nishio && rule->dynamic;
      do_contra = rule->dynamic || rule->nishio;

      for (guint d = 1; d <= 9; d++)
        {
          Conflict conf;
          Run *on_run, *off_run = NULL;

          if (!(grid->cand[c] & BIT (d)))
            continue;
          on_run = on_runs[d] = on_run_cached (ctx, rule, grid, cache, confs, PID (c, d, TRUE));
          if (ctx->cancelled)
            break;
          conf = confs[PID (c, d, TRUE)];
          if (do_contra && conf.found)
            {
              Run *rr[2] = { on_run, on_run };
              guint16 ends[2];

              ends[0] = conf.virt_on ? conf.off_id : conf.on_id;
              ends[1] = 0;
              guint16 roots[1] = { PID (c, d, TRUE) };

              emit_multi (ctx, rule, grid, outer, PID (c, d, FALSE), rr, ends, &conf, 2,
                          7, SE_KIND_CONTRADICTION, roots, sink, data);
            }
          if ((do_contra || do_double) && off_run_needed (ctx, rule, grid, cache, confs, c, d, card))
            {
              off_run = run_get (ctx);
              run_add (off_run, PID (c, d, FALSE), NULL, 0, HOW_ROOT, 0, 0);
              do_chaining (ctx, rule, grid, off_run, &conf);
              if (do_contra && conf.found)
                {
                  Run *rr[2] = { off_run, off_run };
                  guint16 ends[2];

                  ends[0] = conf.virt_on ? conf.off_id : conf.on_id;
                  ends[1] = 0;
                  guint16 roots[1] = { PID (c, d, FALSE) };

                  emit_multi (ctx, rule, grid, outer, PID (c, d, TRUE), rr, ends, &conf, 2,
                              7, SE_KIND_CONTRADICTION, roots, sink, data);
                }
              if (do_double)
                for (guint i = 0; i < on_run->n; i++)
                  {
                    guint16 id = on_run->list[i];

                    if (RUN_HAS (off_run, id) && id != PID (c, d, TRUE) && id != PID (c, d, FALSE))
                      {
                        Run *rr[2] = { on_run, off_run };
                        guint16 ends[2] = { id, id };
                        guint16 roots[2] = { PID (c, d, TRUE), PID (c, d, FALSE) };

                        emit_multi (ctx, rule, grid, outer, id, rr, ends, NULL, 2, 1,
                                    SE_KIND_DOUBLE, roots, sink, data);
                      }
                  }
              run_put (ctx, off_run);
            }

          /* Region forcing chains: every place of the digit in a house. */
          if (!rule->nishio)
            for (guint k = 0; k < 3; k++)
              {
                guint h = _sudoku_se_cell_houses[c][k];
                guint16 pos = HPOS (grid, h, d);
                guint pc = popcount16 (pos);
                Run *runs[9];
                guint16 ends[9], roots[9];
                guint n_runs = 0;

                if (!(pc == 2 || (rule->multiple && pc > 2)))
                  continue;
                if (_sudoku_se_house_cells[h][__builtin_ctz (pos)] != c || region_done[h][d])
                  continue;
                region_done[h][d] = 1;
                for (guint i = 0; i < 9; i++)
                  if (pos & (1u << i))
                    {
                      guint x = _sudoku_se_house_cells[h][i];

                      roots[n_runs] = PID (x, d, TRUE);
                      runs[n_runs++] = x == c ? on_run
                                       : on_run_cached (ctx, rule, grid, cache, confs, PID (x, d, TRUE));
                    }
                for (guint i = 0; i < on_run->n && !ctx->cancelled; i++)
                  {
                    guint16 id = on_run->list[i];
                    gboolean all = TRUE;

                    for (guint j = 0; j < n_runs && all; j++)
                      all = RUN_HAS (runs[j], id);
                    if (!all)
                      continue;
                    for (guint j = 0; j < n_runs; j++)
                      ends[j] = id;
                    emit_multi (ctx, rule, grid, outer, id, runs, ends, NULL, n_runs, 6,
                                SE_KIND_REGION, roots, sink, data);
                  }
              }
        }

      /* Cell forcing chains: every candidate of the cell. */
      if (!ctx->cancelled && !rule->nishio && (card == 2 || (rule->multiple && card > 2)))
        {
          Run *runs[9];
          guint16 ends[9], roots[9];
          guint n_runs = 0, first = 0;

          for (guint d = 1; d <= 9; d++)
            if (on_runs[d] != NULL)
              {
                if (n_runs == 0)
                  first = d;
                roots[n_runs] = PID (c, d, TRUE);
                runs[n_runs++] = on_runs[d];
              }
          if (n_runs == card)
            for (guint i = 0; i < on_runs[first]->n; i++)
              {
                guint16 id = on_runs[first]->list[i];
                gboolean all = TRUE;

                if (P_CELL (id) == c)
                  continue;
                for (guint j = 0; j < n_runs && all; j++)
                  all = RUN_HAS (runs[j], id);
                if (!all)
                  continue;
                for (guint j = 0; j < n_runs; j++)
                  ends[j] = id;
                emit_multi (ctx, rule, grid, outer, id, runs, ends, NULL, n_runs, 5,
                            SE_KIND_CELL, roots, sink, data);
              }
        }
    }
  for (guint p = 0; p < NP; p++)
    run_put (ctx, cache[p]);
}

/* The single chains' links (Ctx.u_adj_*) of every candidate of @g, as
 * on_to_off() and off_to_on() give them (the grid does not change during
 * a single-chain search); made here, where the propagation's links are. */
void
_sudoku_se_links_init (Ctx          *ctx,
                       const SeGrid *g)
{
  /* on_to_off() and off_to_on() (y, no source) written out for every
   * candidate: the same links in the same order */
  for (guint c = 0; c < 81; c++)
    {
      guint box = _sudoku_se_cell_houses[c][0];
      guint16 cand = g->cand[c];
      gboolean pair = popcount16 (cand) == 2;

      for (guint16 m = cand; m; m &= m - 1)
        {
          guint d = __builtin_ctz (m) + 1, cd = c * 9 + d - 1;
          guint16 *on = ctx->u_adj_on[cd], *off = ctx->u_adj_off[cd];
          guint n = 0;

          for (guint16 o = cand & ~BIT (d); o; o &= o - 1)
            on[n++] = PID (c, __builtin_ctz (o) + 1, FALSE);
          ctx->u_adj_cell[cd] = n;
          for (guint k = 0; k < 3; k++)
            {
              guint h = _sudoku_se_cell_houses[c][k];
              guint16 rest = HPOS (g, h, d) & ~(1u << _sudoku_se_cell_pos[c][k]);

              /* the row and the column outside the box */
              for (guint16 o = k > 0 ? rest & ~_sudoku_se_inter[h][box] : rest; o; o &= o - 1)
                on[n++] = PID (_sudoku_se_house_cells[h][__builtin_ctz (o)], d, FALSE);
            }
          ctx->u_adj_on_n[cd] = n;

          n = 0;
          if (pair)
            off[n++] = PID (c, __builtin_ctz (cand & ~BIT (d)) + 1, TRUE);
          ctx->u_off_cell[cd] = pair;
          for (guint k = 0; k < 3; k++)
            {
              guint h = _sudoku_se_cell_houses[c][k];
              guint16 rest = HPOS (g, h, d) & ~(1u << _sudoku_se_cell_pos[c][k]);

              if (rest != 0 && (rest & (rest - 1)) == 0)
                off[n++] = PID (_sudoku_se_house_cells[h][__builtin_ctz (rest)], d, TRUE);
            }
          ctx->u_adj_off_n[cd] = n;
        }
    }
}

void
_sudoku_se_search (Ctx           *ctx,
                   const SeRule  *rule,
                   SeGrid        *grid,
                   const guint16 *outer,
                   HintSink       sink,
                   gpointer       data)
{
  if (ctx->cancelled)
    return;
  _sudoku_se_grid_sync (grid);
  if (!rule->multiple && !rule->dynamic)
    _sudoku_se_search_single (ctx, grid, outer, sink, data);
  else
    search_multiple (ctx, rule, grid, outer, sink, data);
}

void
_sudoku_se_keep_best (Ctx      *ctx,
                      SeHint   *hint,
                      gpointer  data)
{
  SeHint *best = data;

  if (hint_better (hint, best))
    *best = *hint;
}

Run *
_sudoku_se_run_rebuild (Ctx          *ctx,
                        const SeRule *rule,
                        SeGrid       *grid,
                        guint16       root)
{
  Run *run = run_get (ctx);
  Conflict conf;

  _sudoku_se_grid_sync (grid);
  run_add (run, root, NULL, 0, HOW_ROOT, 0, 0);
  do_chaining (ctx, rule, grid, run, &conf);
  if (conf.found)
    {
      guint16 id = conf.virt_on ? conf.on_id : conf.off_id;

      if (!RUN_HAS (run, id))
        run_add (run, id, conf.vparents, conf.n_vparents,
                 P_ON (id) ? HOW_HOUSE : HOW_WEAK, 0, 0);
    }
  _sudoku_se_run_index (run);
  return run;
}

void
_sudoku_se_run_release (Ctx *ctx,
                        Run *run)
{
  run_put (ctx, run);
}
