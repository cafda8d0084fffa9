/* sudoku-se-single.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The single ("unary") chains of the Sudoku Explainer rating: the
 * bidirectional cycles (6.5 with X or Y links only, 7.0 with both) and
 * the forcing chains (6.6 and 7.0), found breadth-first from each
 * candidate along the links sudoku-se-chains.c makes once per grid;
 * nested, they are the implications of the 9.5 and 10.0 rules
 * (sudoku-se-nested.c). */

#include "config.h"

#include <string.h>

#include "sudoku-se-private.h"

static void
u_rule_parents (const UNodeVec *nodes,
                gint           end,
                const SeGrid  *g,
                const guint16 *outer,
                guint16       *parents)
{
  const UNode *n = nodes->v;

  if (outer == NULL)
    return;
  for (gint k = end; k >= 0 && n[k].parent >= 0; k = n[k].parent)
    {
      guint16 id = n[k].id, pid = n[n[k].parent].id;
      guint c = P_CELL (id), d = P_DIGIT (id);

      if (!P_ON (id))
        continue;
      if (P_CELL (pid) == c)
        parents[c] |= outer[c] & ~g->cand[c];
      else
        for (guint kk = 0; kk < 3; kk++)
          {
            guint h = _sudoku_se_cell_houses[c][kk];
            gboolean shared = FALSE;

            for (guint i = 0; i < 9; i++)
              shared |= _sudoku_se_house_cells[h][i] == P_CELL (pid);
            if (!shared)
              continue;
            for (guint i = 0; i < 9; i++)
              {
                guint x = _sudoku_se_house_cells[h][i];

                if ((outer[x] & BIT (d)) && !(g->cand[x] & BIT (d)))
                  parents[x] |= BIT (d);
              }
            break;
          }
    }
}

static gint
u_length (const UNodeVec *nodes,
          gint          end)
{
  const UNode *n = nodes->v;
  guint16 seen[NP / 2 + 1];
  guint count = 0;

  for (gint k = end; k >= 0; k = n[k].parent)
    {
      gboolean dup = FALSE;

      for (guint i = 0; i < count; i++)
        dup |= seen[i] == n[k].id;
      if (!dup && count < G_N_ELEMENTS (seen))
        seen[count++] = n[k].id;
    }
  return count;
}

static guint
u_on_links (const Ctx *ctx,
            guint16    p,
            gboolean   y,
            guint16   *out)
{
  guint cd = p >> 1, skip = y ? 0 : ctx->u_adj_cell[cd];
  guint n = ctx->u_adj_on_n[cd] - skip;

  memcpy (out, ctx->u_adj_on[cd] + skip, n * sizeof (guint16));
  return n;
}

static guint
u_off_links (const Ctx *ctx,
             guint16    p,
             gboolean   y,
             gboolean   x,
             guint16   *out)
{
  guint cd = p >> 1, n = 0, i = 0;

  if (ctx->u_off_cell[cd])
    {
      if (y)
        out[n++] = ctx->u_adj_off[cd][0];
      i = 1;
    }
  if (x)
    for (; i < ctx->u_adj_off_n[cd]; i++)
      out[n++] = ctx->u_adj_off[cd][i];
  return n;
}

/* Whether the off node of candidate @cd has links in the pass (y, x):
 * a strong link, to the cell's other candidate (y) or to the digit's
 * other place in a house (x). Without, the node ends every chain that
 * reaches it; the links go both ways, so an on node a chain reaches
 * through a strong link has its off node with links too. */
static inline gboolean
u_off_live (const Ctx *ctx,
            guint      cd,
            gboolean   y,
            gboolean   x)
{
  return (y && ctx->u_off_cell[cd]) || (x && ctx->u_adj_off_n[cd] > ctx->u_off_cell[cd]);
}

/* Clears the marks of every node the single-chain search reached. */
static void
u_clear_marks (Ctx *ctx)
{
  for (guint i = 0; i < ctx->u_nodes.n; i++)
    {
      guint16 id = ctx->u_nodes.v[i].id;

      ctx->u_on[id] = 0;
    }
}

static void
do_unary (Ctx           *ctx,
          SeGrid        *g,
          guint          c,
          guint          d,
          gboolean       y,
          gboolean       x,
          const guint16 *outer,
          HintSink       sink,
          gpointer       data)
{
  guint16 src = PID (c, d, TRUE);
  UNodeVec *nodes = &ctx->u_nodes;
  IntVec *ends = &ctx->u_ends, *pend_on = &ctx->u_pon, *pend_off = &ctx->u_poff;
  guint8 *to_on = ctx->u_on;
  gint length = 0;
  guint cd;
  gboolean strong;

  nodes->n = 0;
  ends->n = 0;
  pend_on->n = 0;
  pend_off->n = 0;
  if (!x && popcount16 (g->cand[c]) > 2)
    return;

  /* A cycle comes back to the candidate, and a chain from it off turns
   * it on, only through a strong link to it: from the cell's other
   * candidate (y) or the digit's other place in a house (x). The links
   * go both ways, so the candidate's own strong links tell whether it
   * has one; without, neither search can end. */
  cd = c * 9 + d - 1;
  strong = u_off_live (ctx, cd, y, x);
  if (!strong)
    goto chains;

  /* Cycles (the marks are clear on entry; u_clear_marks() clears what
   * each search set, cheaper than clearing them all per candidate) */
  unode_push (nodes, src, -1);
  to_on[src] = 1;
  int_push (pend_on, 0);
  while (pend_on->n > 0 || pend_off->n > 0)
    {
      length++;
      for (guint i = 0; i < pend_on->n; i++)
        {
          gint pn = pend_on->v[i];
          guint16 offs[29];
          guint n = u_on_links (ctx, nodes->v[pn].id, y, offs);

          /* the ancestors of pn (from its parent), marked once for all its links */
          if (++ctx->gen == 0)
            {
              memset (ctx->visit, 0, NP * sizeof *ctx->visit);
              ctx->gen = 1;
            }
          for (gint a = nodes->v[pn].parent; a >= 0; a = nodes->v[a].parent)
            ctx->visit[nodes->v[a].id] = ctx->gen;
          /* an off node without links cannot lead back: left out */
          for (guint j = 0; j < n; j++)
            if (ctx->visit[offs[j]] != ctx->gen && nodes->v[pn].id != offs[j] &&
                u_off_live (ctx, offs[j] >> 1, y, x))
              {
                int_push (pend_off, nodes->n);
                unode_push (nodes, offs[j], pn);
              }
        }
      pend_on->n = 0;
      length++;
      for (guint i = 0; i < pend_off->n; i++)
        {
          gint pn = pend_off->v[i];
          guint16 ons[4];
          guint n = u_off_links (ctx, nodes->v[pn].id, y, x, ons);

          for (guint j = 0; j < n; j++)
            {
              if (length >= 4 && ons[j] == src)
                {
                  int_push (ends, nodes->n);
                  unode_push (nodes, ons[j], pn);
                  continue;
                }
              if (!to_on[ons[j]])
                {
                  to_on[ons[j]] = 1;
                  int_push (pend_on, nodes->n);
                  unode_push (nodes, ons[j], pn);
                }
            }
        }
      pend_off->n = 0;
      if (nodes->n > 200000)
        break;
    }
  for (guint e = 0; e < ends->n; e++)
    {
      gint end = ends->v[e];
      const UNode *n = nodes->v;
      guint16 forw[81], back[81];
      gboolean in_cells[81] = { FALSE };
      SeHint hint;

      memset (forw, 0, sizeof forw);
      memset (back, 0, sizeof back);
      for (gint k = end; k >= 0 && n[k].parent >= 0; k = n[k].parent)
        in_cells[P_CELL (n[k].id)] = TRUE;
      for (gint k = end; k >= 0 && n[k].parent >= 0; k = n[k].parent)
        {
          guint pc = P_CELL (n[k].id), pd = P_DIGIT (n[k].id);

          for (guint i = 0; i < 20; i++)
            {
              guint q = _sudoku_se_peer_list[pc][i];

              if (!in_cells[q] && (g->cand[q] & BIT (pd)))
                {
                  if (P_ON (n[k].id))
                    forw[q] |= BIT (pd);
                  else
                    back[q] |= BIT (pd);
                }
            }
        }
      hint.valid = TRUE;
      hint.kind = SE_KIND_CHAIN;
      hint.n_roots = 0;
      hint.places = FALSE;
      hint.sort_key = 1;
      for (guint q = 0; q < 81; q++)
        hint.rem[q] = forw[q] & back[q];
      if (!hint_worth (&hint))
        continue;
      hint.complexity = u_length (nodes, end);
      hint.diff = (x && y ? 7.0 : 6.5) + length_difficulty (hint.complexity);
      memset (hint.parents, 0, sizeof hint.parents);
      u_rule_parents (nodes, end, g, outer, hint.parents);
      sink (ctx, &hint, data);
    }

  u_clear_marks (ctx);

chains:
  if (!x)
    return;

  /* Forcing chains, from the candidate on and from it off. Each can end
   * once only, at the candidate the other way: the search stops there.
   * Room first for every node once and the end (the marks let no node
   * in twice): no check per node below. */
  if (nodes->cap < NP + 2)
    {
      nodes->cap = NP + 2;
      nodes->v = g_renew (UNode, nodes->v, nodes->cap);
    }
  if (pend_on->cap < NP + 2)
    {
      pend_on->cap = NP + 2;
      pend_on->v = g_renew (gint, pend_on->v, pend_on->cap);
    }
  if (pend_off->cap < NP + 2)
    {
      pend_off->cap = NP + 2;
      pend_off->v = g_renew (gint, pend_off->v, pend_off->cap);
    }
  if (ends->cap < 1)
    int_push (ends, 0);

  for (guint from_on = 0; from_on < 2; from_on++)
    {
      guint16 start = from_on == 0 ? src : (src & ~1);
      /* the one node that ends a chain: the candidate the other way */
      guint16 stop = start ^ 1;
      UNode *nv = nodes->v;
      gint *pon = pend_on->v, *poff = pend_off->v;
      guint32 *seen = ctx->u_seen, gen;
      guint nn = 0, non = 0, noff = 0;
      gint end_at = -1;

      if (from_on == 1 && !strong)
        break;
      if (ctx->u_no_end[start] && !ctx->every_chain)
        {
          ctx->n_chains_skipped++;
          continue;
        }
      ctx->n_chains++;

      /* a node is marked when reached; a new mark for each search */
      if (++ctx->u_seen_gen == 0)
        {
          memset (ctx->u_seen, 0, sizeof ctx->u_seen);
          ctx->u_seen_gen = 1;
        }
      gen = ctx->u_seen_gen;
      nv[nn].id = start;
      nv[nn++].parent = -1;
      seen[start] = gen;
      if (P_ON (start))
        pon[non++] = 0;
      else
        poff[noff++] = 0;
      /* An off node without links (u_off_live()) matters only as the
       * stop: the search leaves the others out (most nodes are), and
       * the marks below need none of them (the on nodes reached have
       * their off nodes with links). */
      while (non > 0 || noff > 0)
        {
          for (guint i = 0; i < non; i++)
            {
              gint pn = pon[i];
              guint k = nv[pn].id >> 1, skip = y ? 0 : ctx->u_adj_cell[k];
              const guint16 *offs = ctx->u_adj_on[k] + skip;
              guint n = ctx->u_adj_on_n[k] - skip;

              for (guint j = 0; j < n; j++)
                {
                  guint16 o = offs[j];
                  guint ko = o >> 1;

                  if (o == stop)
                    {
                      end_at = nn;
                      nv[nn].id = o;
                      nv[nn++].parent = pn;
                      goto found;
                    }
                  if (seen[o] != gen && u_off_live (ctx, ko, y, x))
                    {
                      seen[o] = gen;
                      poff[noff++] = nn;
                      nv[nn].id = o;
                      nv[nn++].parent = pn;
                    }
                }
            }
          non = 0;
          for (guint i = 0; i < noff; i++)
            {
              gint pn = poff[i];
              guint k = nv[pn].id >> 1, j = 0;
              guint n = ctx->u_adj_off_n[k];
              const guint16 *ons = ctx->u_adj_off[k];

              /* the cell's other candidate (a y link) comes first */
              if (ctx->u_off_cell[k] && !y)
                j = 1;
              for (; j < n; j++)
                {
                  guint16 o = ons[j];

                  if (o == stop)
                    {
                      end_at = nn;
                      nv[nn].id = o;
                      nv[nn++].parent = pn;
                      goto found;
                    }
                  if (seen[o] != gen)
                    {
                      seen[o] = gen;
                      pon[non++] = nn;
                      nv[nn].id = o;
                      nv[nn++].parent = pn;
                    }
                }
            }
          noff = 0;
        }
    found:
      nodes->n = nn;
      ends->n = 0;
      if (end_at >= 0)
        ends->v[ends->n++] = end_at;
      /* Without an end the search reached everything @start implies: a
       * node n it reached whose opposite it did not reach implies only
       * nodes among these, so a search from n cannot end either (nor
       * find anything: a forcing chain is found at its end only). */
      if (end_at < 0)
        for (guint i = 0; i < nn; i++)
          {
            guint16 id = nv[i].id;

            if (seen[id ^ 1] != gen)
              ctx->u_no_end[id] = 1;
          }
      for (guint e = 0; e < ends->n; e++)
        {
          gint end = ends->v[e];
          guint16 target = nodes->v[end].id;
          SeHint hint;

          hint.valid = TRUE;
          hint.kind = SE_KIND_CHAIN;
          hint.n_roots = 0;
          hint.sort_key = 2;
          hint_target (&hint, g, target);
          if (!hint_worth (&hint))
            continue;
          hint.complexity = u_length (nodes, end);
          hint.diff = (x && y ? 7.0 : 6.6) + length_difficulty (hint.complexity);
          memset (hint.parents, 0, sizeof hint.parents);
          u_rule_parents (nodes, end, g, outer, hint.parents);
          sink (ctx, &hint, data);
        }
    }
}

/* ---- The X chains' cache ----------------------------------------------
 *
 * With X links only (the first pass), a search from a candidate follows
 * its digit alone: what it finds depends on the digit's places only, and
 * on which of them are starts (a cell with two candidates or more), the
 * marks of the searches without end (u_no_end) coming from the digit's
 * own searches. The nested searches meet the same places of a digit on
 * many grids (a propagation changes a few digits), so the hints of the
 * digit's searches are kept by (places, starts), any digit, and given
 * again in the order the searches would give them. A forcing chain that
 * places its digit removes the cell's other candidates: those are read
 * from the grid. The needs are kept as the places without the digit
 * that the chain rests on, less those @outer does not hold. */

#define XC_MAX_BYTES (16u << 20)

typedef struct
{
  guint64 bits[4];            /* the digit's places, then the starts (81 bits each) */
} XcKey;

typedef struct
{
  guint8  cell;
  guint8  kind;               /* 0 a cycle, 1 a chain that removes the digit, 2 one that places it */
  gint    complexity;
  guint64 rem[2];             /* a cycle's removals of the digit, a cell a bit */
  guint64 par[2];             /* the needs, with every candidate outer */
} XcHint;

typedef struct
{
  XcKey   key;
  guint64 n_chains, n_skipped;  /* the searches made and left out */
  guint   n;
  XcHint  hints[];
} XcEntry;

typedef struct
{
  guint   cell;
  guint   digit;
  GArray *hints;              /* XcHint */
} XcCapture;

static guint
xc_hash (gconstpointer key)
{
  const XcKey *k = key;
  guint64 h = 0;

  for (guint i = 0; i < 4; i++)
    h = (h ^ k->bits[i]) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  return (guint) (h >> 32);
}

static gboolean
xc_equal (gconstpointer a,
          gconstpointer b)
{
  return memcmp (a, b, sizeof (XcKey)) == 0;
}

static void
xc_capture (Ctx      *ctx,
            SeHint   *hint,
            gpointer  data)
{
  XcCapture *cap = data;
  XcHint h = { 0 };
  guint16 bit = BIT (cap->digit);

  h.cell = cap->cell;
  h.kind = hint->sort_key == 1 ? 0 : hint->places ? 2 : 1;
  h.complexity = hint->complexity;
  for (guint q = 0; q < 81; q++)
    {
      if (h.kind == 0 && (hint->rem[q] & bit))
        h.rem[q / 64] |= G_GUINT64_CONSTANT (1) << (q % 64);
      if (hint->parents[q] & bit)
        h.par[q / 64] |= G_GUINT64_CONSTANT (1) << (q % 64);
    }
  g_array_append_val (cap->hints, h);
}

/* The entry of digit @d of @grid: found, or made by the digit's searches. */
static const XcEntry *
xc_entry (Ctx    *ctx,
          SeGrid *grid,
          guint   d)
{
  static const guint16 all[81] = {
#define A9 0x1ff, 0x1ff, 0x1ff, 0x1ff, 0x1ff, 0x1ff, 0x1ff, 0x1ff, 0x1ff
    A9, A9, A9, A9, A9, A9, A9, A9, A9
#undef A9
  };
  XcKey key = { { 0 } };
  XcEntry *e;
  XcCapture cap;
  guint64 n_chains, n_skipped;
  gsize size;

  for (guint c = 0; c < 81; c++)
    if (grid->cand[c] & BIT (d))
      {
        key.bits[c / 64] |= G_GUINT64_CONSTANT (1) << (c % 64);
        if (grid->value[c] == 0 && popcount16 (grid->cand[c]) >= 2)
          key.bits[2 + c / 64] |= G_GUINT64_CONSTANT (1) << (c % 64);
      }
  if (ctx->u_xcache == NULL)
    ctx->u_xcache = g_hash_table_new_full (xc_hash, xc_equal, NULL, g_free);
  e = g_hash_table_lookup (ctx->u_xcache, &key);
  if (e != NULL)
    {
      ctx->n_chains += e->n_chains;
      ctx->n_chains_skipped += e->n_skipped;
      return e;
    }

  n_chains = ctx->n_chains;
  n_skipped = ctx->n_chains_skipped;
  cap.digit = d;
  cap.hints = g_array_new (FALSE, FALSE, sizeof (XcHint));
  for (guint c = 0; c < 81; c++)
    if ((key.bits[2 + c / 64] >> (c % 64)) & 1)
      {
        cap.cell = c;
        do_unary (ctx, grid, c, d, FALSE, TRUE, all, xc_capture, &cap);
      }
  size = sizeof (XcEntry) + cap.hints->len * sizeof (XcHint);
  e = g_malloc (size);
  e->key = key;
  e->n_chains = ctx->n_chains - n_chains;
  e->n_skipped = ctx->n_chains_skipped - n_skipped;
  e->n = cap.hints->len;
  if (cap.hints->len > 0)   /* an empty array's data is NULL */
    memcpy (e->hints, cap.hints->data, cap.hints->len * sizeof (XcHint));
  g_array_unref (cap.hints);
  if (ctx->u_xbytes + size + 64 > XC_MAX_BYTES)
    {
      g_hash_table_remove_all (ctx->u_xcache);
      ctx->u_xbytes = 0;
    }
  g_hash_table_insert (ctx->u_xcache, &e->key, e);
  ctx->u_xbytes += size + 64;
  return e;
}

/* The hint @h of the cache, for digit @d of @grid, handed to @sink as
 * do_unary() would make it. */
static void
xc_give (Ctx           *ctx,
         const SeGrid  *grid,
         guint          d,
         const XcHint  *h,
         const guint16 *outer,
         HintSink       sink,
         gpointer       data)
{
  SeHint hint;

  hint.valid = TRUE;
  hint.kind = SE_KIND_CHAIN;
  hint.n_roots = 0;
  hint.complexity = h->complexity;
  if (h->kind == 0)
    {
      hint.places = FALSE;
      hint.sort_key = 1;
      for (guint q = 0; q < 81; q++)
        hint.rem[q] = (h->rem[q / 64] >> (q % 64)) & 1 ? BIT (d) : 0;
      hint.diff = 6.5 + length_difficulty (hint.complexity);
    }
  else
    {
      hint.sort_key = 2;
      hint_target (&hint, grid, PID (h->cell, d, h->kind == 2));
      hint.diff = 6.6 + length_difficulty (hint.complexity);
    }
  memset (hint.parents, 0, sizeof hint.parents);
  if (outer != NULL)
    for (guint q = 0; q < 81; q++)
      if (((h->par[q / 64] >> (q % 64)) & 1) && (outer[q] & BIT (d)))
        hint.parents[q] = BIT (d);
  sink (ctx, &hint, data);
}

/* Frees what the single-chain searches keep in @ctx. */
void
_sudoku_se_single_clear (Ctx *ctx)
{
  g_clear_pointer (&ctx->u_xcache, g_hash_table_unref);
  ctx->u_xbytes = 0;
}

void
_sudoku_se_search_single (Ctx           *ctx,
                          SeGrid        *grid,
                          const guint16 *outer,
                          HintSink       sink,
                          gpointer       data)
{
  static const gboolean passes[3][2] = { { FALSE, TRUE }, { TRUE, FALSE }, { TRUE, TRUE } };
  const XcEntry *xc[10] = { NULL };
  guint xc_at[10] = { 0 };
  /* the nested searches only (the others are few): their hints are
   * kept, the steps' are rebuilt */
  gboolean cached = outer != NULL && !ctx->every_chain;

  _sudoku_se_links_init (ctx, grid);

  for (guint pass = 0; pass < 3 && !ctx->cancelled; pass++)
    for (guint c = 0; c < 81 && !ctx->cancelled; c++)
      {
        /* each pass has its own links (y, x) */
        if (c == 0)
          memset (ctx->u_no_end, 0, sizeof ctx->u_no_end);
        if (c == 0 && pass == 0 && cached)
          for (guint d = 1; d <= 9; d++)
            xc[d] = xc_entry (ctx, grid, d);
        if (grid->value[c] != 0 || popcount16 (grid->cand[c]) < 2)
          continue;
        if (ctx->cancellable != NULL && g_cancellable_is_cancelled (ctx->cancellable))
          ctx->cancelled = TRUE;
        for (guint d = 1; d <= 9; d++)
          if (!(grid->cand[c] & BIT (d)))
            continue;
          else if (pass == 0 && cached)
            for (; xc_at[d] < xc[d]->n && xc[d]->hints[xc_at[d]].cell == c; xc_at[d]++)
              xc_give (ctx, grid, d, &xc[d]->hints[xc_at[d]], outer, sink, data);
          else
            do_unary (ctx, grid, c, d, passes[pass][0], passes[pass][1], outer, sink, data);
      }
}
