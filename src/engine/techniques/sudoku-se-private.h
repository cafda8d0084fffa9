/* sudoku-se-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the Sudoku Explainer rater's step loop and API (sudoku-se.c)
 * shares with its chain searches (sudoku-se-chains.c, the single chains
 * in sudoku-se-single.c) and their nested levels (sudoku-se-nested.c):
 * the grid and its tables, the hints, the propagation's runs and the
 * search context. */

#pragma once

#include <glib.h>
#include <gio/gio.h>
#include <string.h>

G_BEGIN_DECLS

#define NP 1458                          /* potentials: 81 × 9 × on/off */
#define PID(c, d, on) ((guint16) ((((c) * 9 + (d) - 1) << 1) | ((on) ? 1 : 0)))
#define P_CELL(p) (((p) >> 1) / 9)
#define P_DIGIT(p) (((p) >> 1) % 9 + 1)
#define P_ON(p) ((p) & 1)
#define BIT(d) ((guint16) (1u << ((d) - 1)))

typedef struct
{
  guint16 cand[81];
  guint8  value[81];
  guint16 hpos[27][10];   /* places of each digit in each house, kept by the chain searches */
} SeGrid;

/* Houses in Sudoku Explainer's order: boxes, rows, columns (sudoku-se.c fills them). */
extern guint8 _sudoku_se_house_cells[27][9];
extern guint8 _sudoku_se_cell_houses[81][3];
extern guint8 _sudoku_se_peer_list[81][20];      /* box first, then row, then column */
extern guint8 _sudoku_se_cell_pos[81][3];        /* the cell's place in its box, row, column */
extern guint16 _sudoku_se_inter[27][27];         /* the places of house a that lie in house b */
extern guint8 _sudoku_se_cross[27][6];           /* the houses of the other kind that cross a, in order */
extern guint8 _sudoku_se_n_cross[27];

static inline guint
popcount16 (guint16 m)
{
  return __builtin_popcount (m);
}

static inline guint16
house_positions (const SeGrid *g,
                 guint         h,
                 guint         d)
{
  guint16 pos = 0;

  for (guint i = 0; i < 9; i++)
    if (g->cand[_sudoku_se_house_cells[h][i]] & BIT (d))
      pos |= 1u << i;
  return pos;
}

static inline void
grid_remove (SeGrid *g,
             guint   c,
             guint   d)
{
  if (!(g->cand[c] & BIT (d)))
    return;
  g->cand[c] &= ~BIT (d);
  for (guint k = 0; k < 3; k++)
    g->hpos[_sudoku_se_cell_houses[c][k]][d] &= ~(1u << _sudoku_se_cell_pos[c][k]);
}

#define HPOS(g, h, d) ((g)->hpos[h][d])

/* ---- Hints ------------------------------------------------------------ */

typedef struct
{
  double   diff;
  gint     complexity;
  gint     sort_key;
  guint16  rem[81];         /* candidates the hint removes */
  gboolean places;          /* it settles a cell (for the pearl) */
  gboolean valid;
  guint    seq;             /* order found, to keep the sort stable */
  guint16  parents[81];     /* nested use: removals of the outer source it rests on */
  /* How the hint was made, to rebuild its chains for a step
   * (sudoku-se-steps.c): its kind, the roots of its runs and the node
   * each run ends at (for a contradiction, one run from roots[0] that
   * reaches both ends[0] and ends[1], the on and off nodes of one
   * candidate). */
  guint8   kind;
  guint8   n_roots;
  guint16  roots[9];
  guint16  ends[9];
} SeHint;

enum { SE_KIND_CHAIN, SE_KIND_CONTRADICTION, SE_KIND_DOUBLE, SE_KIND_REGION, SE_KIND_CELL };

/* The length adjustment of a chaining hint of complexity @complexity
 * (sudoku-se.c tells the thresholds). */
static inline double
length_difficulty (gint complexity)
{
  double added = 0;
  gint ceil = 4, length = complexity - 2;
  gboolean odd = FALSE;

  while (length > ceil)
    {
      added += 0.1;
      ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
      odd = !odd;
    }
  return added;
}

/* The removals of a chain that ends at @target: an on node places its
 * digit (the cell's other candidates go), an off node takes it out. */
static inline void
hint_target (SeHint       *hint,
             const SeGrid *g,
             guint16       target)
{
  guint c = P_CELL (target), d = P_DIGIT (target);

  memset (hint->rem, 0, sizeof hint->rem);
  if (P_ON (target))
    {
      hint->rem[c] = g->cand[c] & ~BIT (d);
      hint->places = TRUE;
    }
  else
    {
      hint->rem[c] = g->cand[c] & BIT (d);
      hint->places = FALSE;
    }
}

/* Whether @hint removes anything. */
static inline gboolean
hint_worth (const SeHint *hint)
{
  for (guint c = 0; c < 81; c++)
    if (hint->rem[c])
      return TRUE;
  return FALSE;
}

/* ---- Growable arrays for the hot paths ------------------------------- */

typedef struct { guint16 id; gint32 parent; } UNode;
typedef struct { UNode *v; guint n, cap; } UNodeVec;
typedef struct { gint *v; guint n, cap; } IntVec;

static inline void
unode_push (UNodeVec *a,
            guint16   id,
            gint32    parent)
{
  if (a->n == a->cap)
    {
      a->cap = MAX (1024, a->cap * 2);
      a->v = g_renew (UNode, a->v, a->cap);
    }
  a->v[a->n].id = id;
  a->v[a->n].parent = parent;
  a->n++;
}

static inline void
int_push (IntVec *a,
          gint    x)
{
  if (a->n == a->cap)
    {
      a->cap = MAX (1024, a->cap * 2);
      a->v = g_renew (gint, a->v, a->cap);
    }
  a->v[a->n++] = x;
}

/* ---- Rules and context ---------------------------------------------- */

typedef struct
{
  gboolean multiple;
  gboolean dynamic;
  gboolean nishio;
  gint     level;
  gint     nesting_limit;     /* the level of the dynamic rule nested at level 4 */
} SeRule;

typedef struct _Run Run;

typedef struct
{
  GCancellable *cancellable;
  gboolean      cancelled;
  GArray       *nested;       /* gint: the complexity of each nested hint */
  guint32      *visit;        /* NP marks for the ancestor walks */
  guint32       gen;
  GPtrArray    *free_runs;
  GPtrArray    *free_adv;     /* spare AdvCollect (sudoku-se-chains.c) */
  GPtrArray    *free_collect; /* spare GArrays of the nested searches' hints, in pairs */
  GArray       *nests;        /* guint32: emit_multi()'s nested hints (sudoku-se-chains.c) */
  UNodeVec      u_nodes;                    /* scratch of the single chains */
  IntVec        u_ends, u_pon, u_poff;
  guint8        u_on[NP];     /* marks of the cycles, kept clear */
  guint8        u_no_end[NP]; /* forcing chains known not to end, per pass (sudoku-se-single.c) */
  guint32       u_seen[NP];   /* the forcing chains' marks: u_seen_gen when reached */
  guint32       u_seen_gen;
  GHashTable   *fc_cache;     /* the nested rules' hints per grid state (sudoku-se-nested.c) */
  gsize         fc_bytes;     /* about what fc_cache holds */
  guint64       n_searched;   /* nested searches made, and answered by fc_cache */
  guint64       n_reused;
  guint64       n_hints_found;  /* the hints those searches found, and fc_cache kept */
  guint64       n_hints_kept;
  gboolean      keep_repeated;  /* keep every hint, for the tests */
  guint64       n_chains;       /* single forcing chain searches made, and left out */
  guint64       n_chains_skipped;  /* because they could not end (u_no_end) */
  gboolean      every_chain;    /* leave none out, for the tests */
  GHashTable   *u_xcache;       /* the X chains' hints by a digit's places (sudoku-se-single.c) */
  gsize         u_xbytes;
  /* The single chains' links on the grid they search, made once per
   * search: per candidate (cell × 9 + digit − 1), the off nodes its on
   * node implies (its cell's other candidates first, u_adj_cell of them)
   * and the on nodes its off node implies (the cell's other candidate
   * first when u_off_cell) */
  guint16       u_adj_on[NP / 2][29];
  guint8        u_adj_on_n[NP / 2], u_adj_cell[NP / 2];
  guint16       u_adj_off[NP / 2][4];
  guint8        u_adj_off_n[NP / 2], u_off_cell[NP / 2];
} Ctx;

typedef void (*HintSink) (Ctx *ctx, SeHint *hint, gpointer data);

enum { HOW_ROOT, HOW_WEAK, HOW_CELL, HOW_HOUSE, HOW_ADV };

/* A node of a run, what the ancestor walks read of it in one place:
 * the start of its parents in the run's pool and their number, its
 * nested hint (an index into Ctx.nested, 0 for none), how it was
 * reached and the house (HOW_HOUSE). A run keeps its nodes in the order
 * they came, as its list: a propagation writes them one after the
 * other into a few cache lines, where a table by candidate had them
 * spread over 17 kB (a search holds hundreds of runs, so each one's
 * table was mostly out of the cache: the stores of run_add() were the
 * propagation's slowest instructions). */
typedef struct
{
  guint32  pstart;
  guint32  nest;
  guint16  pn;
  guint8   how;
  guint8   how_arg;
} RunNode;

struct _Run
{
  guint64  in[(NP + 63) / 64]; /* the nodes in the run, a bit each (RUN_HAS()):
                               * the propagation and the searches test it
                               * all the time, in a few cache lines */
  guint16  at[NP];            /* where a node of the run is in list[] and node[],
                               * for the first at_n nodes of list[] only: set
                               * when read (_sudoku_se_run_index()), as most
                               * runs never are (a search rarely emits a hint
                               * from a static run), and the stores all over
                               * the table cost the propagation a cache line
                               * a node */
  RunNode  node[NP];          /* in the order added (RUN_NODE()) */
  guint16  list[NP];
  guint    n;
  guint    at_n;
  guint16 *pool;              /* parent ids: a plain buffer (every node */
  guint    pool_len;          /* appends to it) */
  guint    pool_cap;
};

/* Whether node @id is in @run; its RunNode, which the run must hold
 * and have indexed (_sudoku_se_run_index()). */
#define RUN_HAS(run, id) (((run)->in[(id) >> 6] >> ((id) & 63)) & 1)
#define RUN_NODE(run, id) (&(run)->node[(run)->at[id]])

/* Sets at[] for the nodes added since the last call. */
static inline void
_sudoku_se_run_index (Run *run)
{
  for (guint i = run->at_n; i < run->n; i++)
    run->at[run->list[i]] = i;
  run->at_n = run->n;
}

/* The advanced implications found on the grid a propagation left
 * (sudoku-se-nested.c), for do_chaining() to add as off nodes. */
typedef struct
{
  Run          *run;        /* the propagation: the parents are its off nodes */
  const SeGrid *source;     /* the grid before the propagation */
  GArray       *found;      /* guint32 × 3 per implication: the candidate removed
                             * (cell × 9 + digit − 1), the start of its
                             * parents in par_pool, their number */
  GArray       *par_pool;   /* guint16 parent ids */
  GArray       *found_nest; /* guint32 per implication: its nested hint (an index
                             * into Ctx.nested), 0 for a basic one */
} AdvCollect;

/* sudoku-se.c */
void _sudoku_se_grid_sync (SeGrid *g);
void _sudoku_se_init_tables (void);
void _sudoku_se_ctx_init (Ctx          *ctx,
                          GCancellable *cancellable);
void _sudoku_se_ctx_clear (Ctx *ctx);
/* The chaining rules of the rating, in order (sudoku-se.c). */
extern const SeRule _sudoku_se_chain_rules[10];

/* sudoku-se-chains.c */
void _sudoku_se_run_free (gpointer data);
void _sudoku_se_adv_free (gpointer data);
void _sudoku_se_links_init (Ctx          *ctx,
                            const SeGrid *g);
void _sudoku_se_search (Ctx           *ctx,
                        const SeRule  *rule,
                        SeGrid        *grid,
                        const guint16 *outer,
                        HintSink       sink,
                        gpointer       data);
void _sudoku_se_keep_best (Ctx      *ctx,
                           SeHint   *hint,
                           gpointer  data);
/* The run from @root under @rule on @grid, as the search made it; when
 * it ends in a contradiction, the node that was about to be added is in
 * it too, with the parents it had. Give it back with
 * _sudoku_se_run_release(). */
Run *_sudoku_se_run_rebuild (Ctx          *ctx,
                             const SeRule *rule,
                             SeGrid       *grid,
                             guint16       root);
void _sudoku_se_run_release (Ctx *ctx,
                             Run *run);

/* sudoku-se-single.c */
void _sudoku_se_single_clear (Ctx *ctx);
void _sudoku_se_search_single (Ctx           *ctx,
                               SeGrid        *grid,
                               const guint16 *outer,
                               HintSink       sink,
                               gpointer       data);

/* sudoku-se-nested.c */
GHashTable *_sudoku_se_fc_cache_new (void);
void _sudoku_se_fc_cache_clear (Ctx *ctx);
void _sudoku_se_get_advanced (Ctx          *ctx,
                              const SeRule *rule,
                              SeGrid       *grid,
                              const SeGrid *source,
                              Run          *run,
                              AdvCollect   *ac);

G_END_DECLS
