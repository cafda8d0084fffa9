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

        if (RUN_HAS (ac->run, id))
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

/* adv_add() for one digit @d: its removals the places @rem of house
 * @k, resting on the places @removed of house @h (a house's cells go up
 * with their places: the same order). */
static void
adv_add_digit (AdvCollect *ac,
               guint       d,
               guint       k,
               guint16     rem,
               guint       h,
               guint16     removed)
{
  guint start = ac->par_pool->len;
  guint n_par = 0;
  guint32 nest = 0;

  for (; removed; removed &= removed - 1)
    {
      guint16 id = PID (_sudoku_se_house_cells[h][__builtin_ctz (removed)], d, FALSE);

      if (RUN_HAS (ac->run, id))
        {
          g_array_append_val (ac->par_pool, id);
          n_par++;
        }
    }
  if (n_par == 0)
    return;
  for (; rem; rem &= rem - 1)
    {
      guint32 rec[3] = { _sudoku_se_house_cells[k][__builtin_ctz (rem)] * 9 + d - 1, start, n_par };

      g_array_append_vals (ac->found, rec, 3);
      g_array_append_val (ac->found_nest, nest);
    }
}

/* A nested search's hints as it finds them, in a compact form: per hint
 * what orders it and where its packed removals and needs are (see
 * nested_search()). Only what the outer propagation reads is kept: a
 * SeHint is some 400 bytes, and a nested dynamic search finds a hundred
 * or more on every grid state. */
typedef struct
{
  double  diff;
  gint    complexity;
  gint    sort_key;
  guint   seq;
  guint32 start;              /* in HintCollect.data */
  guint32 len;
  guint32 hash;
} HintRec;

typedef struct
{
  GArray *recs;               /* HintRec */
  GArray *data;               /* guint16: each hint's removals, then its needs,
                               * as (cell, digits) pairs ended by 0xffff */
} HintCollect;

/* Appends the non-empty masks of @masks as (cell, digits) pairs and an
 * end mark. */
static void
fc_pack (GArray        *out,
         const guint16 *masks)
{
  guint at = out->len;
  guint16 *v;

  g_array_set_size (out, at + 2 * 81 + 1);
  v = &g_array_index (out, guint16, 0);
  for (guint16 c = 0; c < 81; c++)
    if (masks[c] != 0)
      {
        v[at++] = c;
        v[at++] = masks[c];
      }
  v[at++] = 0xffff;
  g_array_set_size (out, at);
}

static void
collect_hint (Ctx      *ctx,
              SeHint   *hint,
              gpointer  data)
{
  HintCollect *hc = data;
  HintRec rec;
  const guint16 *v;
  guint32 h = 2166136261u;

  rec.diff = hint->diff;
  rec.complexity = hint->complexity;
  rec.sort_key = hint->sort_key;
  rec.seq = hc->recs->len;
  rec.start = hc->data->len;
  fc_pack (hc->data, hint->rem);
  fc_pack (hc->data, hint->parents);
  rec.len = hc->data->len - rec.start;
  v = &g_array_index (hc->data, guint16, rec.start);
  for (guint i = 0; i < rec.len; i++)
    h = (h ^ v[i]) * 16777619u;
  rec.hash = h;
  g_array_append_val (hc->recs, rec);
}

/* Sudoku Explainer hands a chaining rule's hints over easiest first. */
static gint
compare_hints (gconstpointer a,
               gconstpointer b)
{
  const HintRec *x = a, *y = b;

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

/* The house of the other kind that holds all the places @pos of a digit
 * in house @b (two places or more): the row or the column of a box, the
 * box of a line; -1 when none does. A box's places are numbered row by
 * row, a line's along it. */
static inline gint
locked_house (guint   b,
              guint16 pos)
{
  if (b < 9)
    {
      for (guint r = 0; r < 3; r++)
        if ((pos & ~(0x7u << (3 * r))) == 0)
          return 9 + (b / 3) * 3 + r;
      for (guint c = 0; c < 3; c++)
        if ((pos & ~(0x49u << c)) == 0)
          return 18 + (b % 3) * 3 + c;
      return -1;
    }
  for (guint j = 0; j < 3; j++)
    if ((pos & ~(0x7u << (3 * j))) == 0)
      return b < 18 ? ((b - 9) / 3) * 3 + j : j * 3 + (b - 18) / 3;
  return -1;
}

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
        guint16 pos = HPOS (g, b, d), outside;
        gint k;

        if (popcount16 (pos) < 2)
          continue;
        /* the line of a box, the box of a line that holds all the
         * places of b (no other house can; with two places or more, one
         * house at most), when it has others */
        k = locked_house (b, pos);
        if (k < 0)
          continue;
        outside = HPOS (g, k, d) & ~_sudoku_se_inter[k][b];
        if (outside != 0)
          adv_add_digit (ac, d, k, outside, b, HPOS (src, b, d) & ~pos);
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
 * what it needs, each list ended by 0xffff. A hint with the same
 * removals and needs as an easier one is left out: at each use the
 * easier one's off nodes come first, so it would add none (a third of
 * a nested dynamic search's hints on the hardest puzzles). The cache
 * holds any number of grids (a state fully determines its hints); it is
 * emptied when it would grow past FC_CACHE_BYTES. An entry is the key and its hints as
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

/* The packed hint at @in as implications of @ac's run: its removals,
 * with its needs within @source that the run took out as their parents,
 * in the order adv_add() gives them (none when it needs no such
 * removal). Returns where the next hint starts. */
static guint
adv_from_packed (Ctx           *ctx,
                 AdvCollect    *ac,
                 const guint16 *in,
                 guint          at,
                 const SeGrid  *source)
{
  guint32 nest = ctx->nested->len;
  gint cx = in[at] | (in[at + 1] << 16);
  guint rem_at = at + 2, start = ac->par_pool->len, n_par = 0;

  g_array_append_val (ctx->nested, cx);
  for (at = rem_at; in[at] != 0xffff; at += 2)
    ;
  for (at++; in[at] != 0xffff; at += 2)
    {
      guint c = in[at];

      for (guint16 m = in[at + 1] & source->cand[c]; m; m &= m - 1)
        {
          guint16 id = PID (c, __builtin_ctz (m) + 1, FALSE);

          if (RUN_HAS (ac->run, id))
            {
              g_array_append_val (ac->par_pool, id);
              n_par++;
            }
        }
    }
  if (n_par > 0)
    for (guint r = rem_at; in[r] != 0xffff; r += 2)
      for (guint16 m = in[r + 1]; m; m &= m - 1)
        {
          guint32 rec[3] = { in[r] * 9 + __builtin_ctz (m), start, n_par };

          g_array_append_vals (ac->found, rec, 3);
          g_array_append_val (ac->found_nest, nest);
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
      HintCollect hc;
      GArray *packed;
      gsize size;

      ctx->n_searched++;
      /* The collections nest as the searches do: one per level. */
      if (ctx->free_collect->len >= 2)
        {
          guint n = ctx->free_collect->len;

          hc.data = g_ptr_array_steal_index_fast (ctx->free_collect, n - 1);
          hc.recs = g_ptr_array_steal_index_fast (ctx->free_collect, n - 2);
        }
      else
        {
          hc.recs = g_array_new (FALSE, FALSE, sizeof (HintRec));
          hc.data = g_array_new (FALSE, FALSE, sizeof (guint16));
        }
      g_array_set_size (hc.recs, 0);
      g_array_set_size (hc.data, 0);
      _sudoku_se_search (ctx, rule, grid, all, collect_hint, &hc);
      if (!ctx->cancelled)
        {
          guint n_slots = 16, mask;
          guint32 *slots;

          g_array_sort (hc.recs, compare_hints);
          packed = g_array_sized_new (FALSE, FALSE, sizeof (guint16),
                                      hc.data->len + 2 * hc.recs->len + 2);
          g_array_set_size (packed, 2);
          /* The hints kept so far by their hash (open addressing, index
           * + 1, 0 empty), to find a repeated one in constant time. */
          while (n_slots < 2 * hc.recs->len)
            n_slots *= 2;
          mask = n_slots - 1;
          slots = g_new0 (guint32, n_slots);
          for (guint i = 0; i < hc.recs->len; i++)
            {
              const HintRec *h = &g_array_index (hc.recs, HintRec, i);
              const guint16 *v = &g_array_index (hc.data, guint16, h->start);
              guint16 cx[2] = { (guint16) (h->complexity & 0xffff),
                                (guint16) ((guint) h->complexity >> 16) };
              gboolean repeated = FALSE;
              guint slot = h->hash & mask;

              /* A hint with the same removals and needs as an easier one
               * is never used: the easier one's off nodes come first. */
              for (; slots[slot] != 0 && !repeated && !ctx->keep_repeated;
                   slot = (slot + 1) & mask)
                {
                  const HintRec *e = &g_array_index (hc.recs, HintRec, slots[slot] - 1);

                  repeated = e->hash == h->hash && e->len == h->len &&
                             memcmp (&g_array_index (hc.data, guint16, e->start), v,
                                     h->len * sizeof (guint16)) == 0;
                }
              if (!repeated && !ctx->keep_repeated)
                slots[slot] = i + 1;
              ctx->n_hints_found++;
              if (repeated)
                continue;
              ctx->n_hints_kept++;
              g_array_append_vals (packed, cx, 2);
              g_array_append_vals (packed, v, h->len);
            }
          g_free (slots);
          len = packed->len - 2;
          g_array_index (packed, guint16, 0) = len & 0xffff;
          g_array_index (packed, guint16, 1) = len >> 16;
          size = sizeof key + packed->len * sizeof (guint16) + 64;
          if (ctx->fc_bytes + size > FC_CACHE_BYTES)
            _sudoku_se_fc_cache_clear (ctx);
          entry = (guint16 *) g_array_free (packed, FALSE);
          g_hash_table_insert (ctx->fc_cache, g_memdup2 (&key, sizeof key), entry);
          ctx->fc_bytes += size;
        }
      g_ptr_array_add (ctx->free_collect, hc.recs);
      g_ptr_array_add (ctx->free_collect, hc.data);
      if (ctx->cancelled)
        return;
    }

  len = entry[0] | ((guint) entry[1] << 16);
  in = entry + 2;
  for (guint at = 0; at < len; )
    at = adv_from_packed (ctx, ac, in, at, source);
}
