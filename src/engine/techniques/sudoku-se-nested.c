/* sudoku-se-nested.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The advanced implications of the Sudoku Explainer rating's dynamic (+)
 * and nested forcing chains (levels 1 to 5 of the chaining rules, see
 * sudoku-se-chains.c for the propagation that asks for them): the basic
 * eliminations (locked candidates, hidden and naked pairs, X-wings) on
 * the grid a propagation left, then the hints of the chaining rule
 * nested inside, searched on that grid, whose removals become off nodes;
 * the nested single forcing chains are kept per grid state for the step. */

#include "config.h"

#include <string.h>

#include "sudoku-se-private.h"

static void
adv_add (AdvCollect    *ac,
         const guint16 *rem,
         const guint16 *removed,  /* candidates of the source the rule rests on */
         guint32        nest)
{
  guint start = ac->par_pool->len;
  guint n_par = 0;

  for (guint c = 0; c < 81; c++)
    for (guint16 m = removed[c]; m; m &= m - 1)
      {
        guint d = __builtin_ctz (m) + 1;
        guint16 id = PID (c, d, FALSE);

        if (ac->run->in[id])
          {
            g_array_append_val (ac->par_pool, id);
            n_par++;
          }
      }
  if (n_par == 0)
    {
      g_array_set_size (ac->par_pool, start);
      return;
    }
  for (guint c = 0; c < 81; c++)
    for (guint16 m = rem[c]; m; m &= m - 1)
      {
        guint16 cd = c * 9 + __builtin_ctz (m);
        guint32 rec[3] = { cd, start, n_par };

        g_array_append_vals (ac->found, rec, 3);
        g_array_append_val (ac->found_nest, nest);
      }
}

static void
adv_from_hint (Ctx      *ctx,
               SeHint   *hint,
               gpointer  data)
{
  AdvCollect *ac = data;
  guint32 nest;
  gint cx = hint->complexity;

  nest = ctx->nested->len;
  g_array_append_val (ctx->nested, cx);
  adv_add (ac, hint->rem, hint->parents, nest);
}

static void
collect_hint (Ctx      *ctx,
              SeHint   *hint,
              gpointer  data)
{
  GArray *hints = data;

  hint->seq = hints->len;
  g_array_append_val (hints, *hint);
}

/* Sudoku Explainer hands a chaining rule's hints over easiest first. */
static gint
compare_hints (gconstpointer a,
               gconstpointer b)
{
  const SeHint *x = a, *y = b;

  if (x->diff < y->diff - 1e-9)
    return -1;
  if (x->diff > y->diff + 1e-9)
    return 1;
  if (x->complexity != y->complexity)
    return x->complexity < y->complexity ? -1 : 1;
  if (x->sort_key != y->sort_key)
    return x->sort_key < y->sort_key ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static void
nested_search (Ctx          *ctx,
               const SeRule *rule,
               SeGrid       *grid,
               const SeGrid *source,
               AdvCollect   *ac);

/* Locked candidates, hidden pairs, naked pairs, X-wings on the grid as
 * the propagation left it; each one's eliminations become off nodes
 * whose parents are the removals it needed. */
static gboolean
adv_basic (AdvCollect   *ac,
           const SeGrid *g)
{
  const SeGrid *src = ac->source;
  guint before = ac->found->len;
  guint16 rem[81], removed[81];

  /* Locked candidates: box → line (pointing), line → box (claiming). */
  for (guint b = 0; b < 27; b++)
    for (guint d = 1; d <= 9; d++)
      {
        guint16 pos = HPOS (g, b, d);

        if (popcount16 (pos) < 2)
          continue;
        /* the lines of a box, the boxes of a line (no other house can
         * hold all the places of b) */
        for (guint x = 0; x < _sudoku_se_n_cross[b]; x++)
          {
            guint k = _sudoku_se_cross[b][x];
            guint16 outside;

            /* all the digit's places in b lie in k, and k has others */
            if ((pos & ~_sudoku_se_inter[b][k]) != 0)
              continue;
            outside = HPOS (g, k, d) & ~_sudoku_se_inter[k][b];
            if (outside == 0)
              continue;
            memset (rem, 0, sizeof rem);
            memset (removed, 0, sizeof removed);
            for (; outside; outside &= outside - 1)
              rem[_sudoku_se_house_cells[k][__builtin_ctz (outside)]] |= BIT (d);
            for (guint16 m = HPOS (src, b, d) & ~pos; m; m &= m - 1)
              removed[_sudoku_se_house_cells[b][__builtin_ctz (m)]] |= BIT (d);
            adv_add (ac, rem, removed, 0);
          }
      }
  if (ac->found->len > before)
    return TRUE;

  /* Hidden pairs. */
  for (guint h = 0; h < 27; h++)
    for (guint d1 = 1; d1 <= 9; d1++)
      {
        guint16 p1 = HPOS (g, h, d1);

        if (popcount16 (p1) != 2)
          continue;
        for (guint d2 = d1 + 1; d2 <= 9; d2++)
          {
            gboolean eliminates = FALSE;

            if (HPOS (g, h, d2) != p1)
              continue;
            memset (rem, 0, sizeof rem);
            memset (removed, 0, sizeof removed);
            for (guint i = 0; i < 9; i++)
              {
                guint c = _sudoku_se_house_cells[h][i];

                if (p1 & (1u << i))
                  {
                    rem[c] = g->cand[c] & ~(BIT (d1) | BIT (d2));
                    eliminates |= rem[c] != 0;
                  }
                else
                  removed[c] = src->cand[c] & ~g->cand[c] & (BIT (d1) | BIT (d2));
              }
            if (eliminates)
              adv_add (ac, rem, removed, 0);
          }
      }
  if (ac->found->len > before)
    return TRUE;

  /* Naked pairs. */
  for (guint h = 0; h < 27; h++)
    for (guint i = 0; i < 9; i++)
      {
        guint a = _sudoku_se_house_cells[h][i];

        if (popcount16 (g->cand[a]) != 2)
          continue;
        for (guint j = i + 1; j < 9; j++)
          {
            guint b = _sudoku_se_house_cells[h][j];
            gboolean eliminates = FALSE;

            if (g->cand[b] != g->cand[a])
              continue;
            memset (rem, 0, sizeof rem);
            memset (removed, 0, sizeof removed);
            for (guint k = 0; k < 9; k++)
              {
                guint c = _sudoku_se_house_cells[h][k];

                if (k != i && k != j && (g->cand[c] & g->cand[a]))
                  rem[c] = g->cand[c] & g->cand[a], eliminates = TRUE;
              }
            if (!eliminates)
              continue;
            removed[a] = src->cand[a] & ~g->cand[a];
            removed[b] = src->cand[b] & ~g->cand[b];
            adv_add (ac, rem, removed, 0);
          }
      }
  if (ac->found->len > before)
    return TRUE;

  /* X-wings: two rows (or columns) where the digit has the same two places. */
  for (guint base = 9; base <= 18; base += 9)
    for (guint d = 1; d <= 9; d++)
      for (guint l1 = 0; l1 < 9; l1++)
        {
          guint16 p = HPOS (g, base + l1, d);

          if (popcount16 (p) != 2)
            continue;
          for (guint l2 = l1 + 1; l2 < 9; l2++)
            {
              gboolean eliminates = FALSE;
              guint cover = base == 9 ? 18 : 9;

              if (HPOS (g, base + l2, d) != p)
                continue;
              memset (rem, 0, sizeof rem);
              memset (removed, 0, sizeof removed);
              for (guint i = 0; i < 9; i++)
                if (p & (1u << i))
                  for (guint k = 0; k < 9; k++)
                    {
                      guint c = _sudoku_se_house_cells[cover + i][k];

                      if (k != l1 && k != l2 && (g->cand[c] & BIT (d)))
                        rem[c] |= BIT (d), eliminates = TRUE;
                    }
              if (!eliminates)
                continue;
              for (guint k = 0; k < 9; k++)
                {
                  guint c1 = _sudoku_se_house_cells[base + l1][k], c2 = _sudoku_se_house_cells[base + l2][k];

                  if ((src->cand[c1] & BIT (d)) && !(g->cand[c1] & BIT (d)))
                    removed[c1] |= BIT (d);
                  if ((src->cand[c2] & BIT (d)) && !(g->cand[c2] & BIT (d)))
                    removed[c2] |= BIT (d);
                }
              adv_add (ac, rem, removed, 0);
            }
        }
  return ac->found->len > before;
}

void
_sudoku_se_get_advanced (Ctx          *ctx,
                         const SeRule *rule,
                         SeGrid       *grid,
                         const SeGrid *source,
                         Run          *run,
                         AdvCollect   *ac)
{
  ac->run = run;
  ac->source = source;
  g_array_set_size (ac->found, 0);
  g_array_set_size (ac->par_pool, 0);
  g_array_set_size (ac->found_nest, 0);

  if (adv_basic (ac, grid))
    return;

  if (rule->level < 4)
    {
      if (rule->level >= 2)
        {
          SeRule fc = { FALSE, FALSE, FALSE, 0, 0 };

          nested_search (ctx, &fc, grid, source, ac);
          if (ac->found->len > 0 || ctx->cancelled)
            return;
        }
      if (rule->level >= 3)
        {
          SeRule mfc = { TRUE, FALSE, FALSE, 0, 0 };

          nested_search (ctx, &mfc, grid, source, ac);
        }
    }
  else
    {
      SeRule dfc = { TRUE, TRUE, FALSE, rule->nesting_limit, 0 };

      nested_search (ctx, &dfc, grid, source, ac);
    }
}

/* The hints of a nested chaining rule depend on the rule and the grid
 * state only, but for the removals of the source each rests on: those
 * are the candidates of the source that the state lacks where the chain
 * needed them. So a search is made with an outer grid that holds every
 * candidate: its hints' parents are then all the candidates the state
 * lacks where the chain needs them (what they need), and the source
 * gives the parents at each use (need ∩ source). The propagation of the
 * nested rules goes through the same states again and again (the 10.0
 * rule's through the 9.5 rule's, the next step's through this one's), so
 * the hints are kept by the rule and the state, in a compact form: per
 * hint its complexity, then (cell, digits) pairs of its removals and of
 * what it needs, each list ended by 0xffff. The cache holds any number
 * of grids (a state fully determines its hints); it is emptied when it
 * would grow past FC_CACHE_BYTES. An entry is the key and its hints as
 * one buffer: their length (two guint16) and the packed hints. */
#define FC_CACHE_BYTES (32u << 20)

typedef struct
{
  guint16 cand[81];
  guint16 kind;               /* 0 single, 1 multiple, 2 + dynamic level + 2 */
} FcKey;

static guint
fc_key_hash (gconstpointer key)
{
  const guint16 *k = key;
  guint32 h = 2166136261u;

  for (guint i = 0; i < 82; i++)
    h = (h ^ k[i]) * 16777619u;
  return h;
}

static gboolean
fc_key_equal (gconstpointer a,
              gconstpointer b)
{
  return memcmp (a, b, sizeof (FcKey)) == 0;
}

GHashTable *
_sudoku_se_fc_cache_new (void)
{
  return g_hash_table_new_full (fc_key_hash, fc_key_equal, g_free, g_free);
}

void
_sudoku_se_fc_cache_clear (Ctx *ctx)
{
  g_hash_table_remove_all (ctx->fc_cache);
  ctx->fc_bytes = 0;
}

static void
fc_pack (GArray        *out,
         const guint16 *masks)
{
  for (guint16 c = 0; c < 81; c++)
    if (masks[c] != 0)
      {
        g_array_append_val (out, c);
        g_array_append_val (out, masks[c]);
      }
  g_array_append_val (out, (guint16) { 0xffff });
}

static guint
fc_unpack (const guint16 *in,
           guint          at,
           guint16       *masks,
           const guint16 *filter)
{
  memset (masks, 0, 81 * sizeof (guint16));
  while (in[at] != 0xffff)
    {
      masks[in[at]] = filter != NULL ? in[at + 1] & filter[in[at]] : in[at + 1];
      at += 2;
    }
  return at + 1;
}

static void
nested_search (Ctx          *ctx,
               const SeRule *rule,
               SeGrid       *grid,
               const SeGrid *source,
               AdvCollect   *ac)
{
  static const guint16 all[81] = {
#define A9 0x1ff, 0x1ff, 0x1ff, 0x1ff, 0x1ff, 0x1ff, 0x1ff, 0x1ff, 0x1ff
    A9, A9, A9, A9, A9, A9, A9, A9, A9
#undef A9
  };
  g_autoptr(GArray) hints = NULL;
  FcKey key;
  guint16 *entry;
  const guint16 *in;
  guint len;

  memcpy (key.cand, grid->cand, sizeof key.cand);
  key.kind = !rule->multiple ? 0 : !rule->dynamic ? 1 : 2 + rule->level;
  entry = g_hash_table_lookup (ctx->fc_cache, &key);
  if (entry != NULL)
    ctx->n_reused++;
  else
    {
      g_autoptr(GArray) packed = NULL;
      gsize size;

      ctx->n_searched++;
      hints = g_array_new (FALSE, FALSE, sizeof (SeHint));
      _sudoku_se_search (ctx, rule, grid, all, collect_hint, hints);
      if (ctx->cancelled)
        return;
      g_array_sort (hints, compare_hints);
      packed = g_array_new (FALSE, FALSE, sizeof (guint16));
      g_array_set_size (packed, 2);
      for (guint i = 0; i < hints->len; i++)
        {
          const SeHint *h = &g_array_index (hints, SeHint, i);
          guint16 cx[2] = { (guint16) (h->complexity & 0xffff), (guint16) ((guint) h->complexity >> 16) };

          g_array_append_vals (packed, cx, 2);
          fc_pack (packed, h->rem);
          fc_pack (packed, h->parents);
        }
      len = packed->len - 2;
      g_array_index (packed, guint16, 0) = len & 0xffff;
      g_array_index (packed, guint16, 1) = len >> 16;
      size = sizeof key + packed->len * sizeof (guint16) + 64;
      if (ctx->fc_bytes + size > FC_CACHE_BYTES)
        _sudoku_se_fc_cache_clear (ctx);
      entry = g_memdup2 (packed->data, packed->len * sizeof (guint16));
      g_hash_table_insert (ctx->fc_cache, g_memdup2 (&key, sizeof key), entry);
      ctx->fc_bytes += size;
    }

  len = entry[0] | ((guint) entry[1] << 16);
  in = entry + 2;
  for (guint at = 0; at < len; )
    {
      SeHint hint;

      hint.complexity = in[at] | (in[at + 1] << 16);
      at = fc_unpack (in, at + 2, hint.rem, NULL);
      at = fc_unpack (in, at, hint.parents, source->cand);
      adv_from_hint (ctx, &hint, ac);
    }
}
