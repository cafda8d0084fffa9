/* sudoku-se-steps.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Sudoku Explainer's dynamic, dynamic (+) and nested forcing chains (the
 * chaining rules of the rating, sudoku-se-chains.c) as steps of the
 * logical solver, and their texts and views.
 *
 * A rule's search keeps its easiest hint, as Sudoku Explainer does (the
 * lowest difficulty, then the fewest nodes); the step rebuilds that
 * hint's runs and keeps, for each branch, the nodes the end rests on.
 *
 * How a step holds its chains, so that a saved step (sudoku-record.c
 * keeps marks and links) still reads and draws:
 *  - each branch b has an ASSUMED mark (group b) at its root, and a
 *    CHAIN_OFF mark there too when the root is "not this digit"; every
 *    other node of the branch has a CHAIN_ON or CHAIN_OFF mark (group b);
 *  - a contradiction has one branch, and a DEFINING mark at the
 *    candidate that ends up both on and off;
 *  - the links come branch by branch, parents before children, one link
 *    per parent of a node: strong when the node is on (an off node turns
 *    it on), weak when it is off. A weak link from an off node is an
 *    implication found by a rule inside the chain (locked candidates,
 *    subsets, X-wings at the "+" level, nested chains deeper), its
 *    links coming from every removal it rests on. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-techniques.h"
#include "sudoku-se-private.h"

/* ---- Finding ----------------------------------------------------------- */

/* Our house index of Sudoku Explainer's house @h (boxes, rows, columns). */
static guint
our_house (guint h)
{
  if (h < 9)
    return SUDOKU_BOX_HOUSE (h);
  if (h < 18)
    return SUDOKU_ROW_HOUSE (h - 9);
  return SUDOKU_COLUMN_HOUSE (h - 18);
}

static void
add_node_mark (SudokuStep *step,
               guint16     id,
               guint       group)
{
  sudoku_step_add_mark (step, P_CELL (id), P_DIGIT (id),
                        P_ON (id) ? SUDOKU_ROLE_CHAIN_ON : SUDOKU_ROLE_CHAIN_OFF, group);
}

/* Adds the branch from @root to @ends (one or two nodes) as marks and
 * links of group @group. */
static void
add_branch (Ctx          *ctx,
            const SeRule *rule,
            SeGrid       *grid,
            SudokuStep   *step,
            guint16       root,
            const guint16 *ends,
            guint         n_ends,
            guint         group)
{
  Run *run = _sudoku_se_run_rebuild (ctx, rule, grid, root);
  const guint16 *pool = run->pool;
  g_autofree guint8 *needed = g_new0 (guint8, NP);
  g_autofree guint16 *stack = g_new (guint16, NP);
  guint sp = 0;

  for (guint i = 0; i < n_ends; i++)
    if (RUN_HAS (run, ends[i]))
      stack[sp++] = ends[i];
  while (sp > 0)
    {
      guint16 id = stack[--sp];

      if (needed[id])
        continue;
      needed[id] = 1;
      for (guint i = 0; i < RUN_NODE (run, id)->pn; i++)
        {
          guint16 p = pool[RUN_NODE (run, id)->pstart + i];

          if (RUN_HAS (run, p) && !needed[p])
            stack[sp++] = p;
        }
    }

  sudoku_step_add_mark (step, P_CELL (root), P_DIGIT (root), SUDOKU_ROLE_ASSUMED, group);
  if (!P_ON (root))
    sudoku_step_add_mark (step, P_CELL (root), P_DIGIT (root), SUDOKU_ROLE_CHAIN_OFF, group);
  for (guint i = 0; i < run->n; i++)
    {
      guint16 id = run->list[i];

      if (!needed[id] || id == root)
        continue;
      add_node_mark (step, id, group);
      for (guint k = 0; k < run->node[i].pn; k++)
        {
          guint16 p = pool[run->node[i].pstart + k];

          if (!RUN_HAS (run, p) || !needed[p])
            continue;
          sudoku_step_add_link (step, sudoku_cells_single (P_CELL (p)), P_DIGIT (p),
                                sudoku_cells_single (P_CELL (id)), P_DIGIT (id), P_ON (id));
        }
    }
  _sudoku_se_run_release (ctx, run);
}

static SudokuStep *
step_from_hint (Ctx             *ctx,
                const SeRule    *rule,
                SeGrid          *grid,
                const SeHint    *hint,
                SudokuTechnique  technique)
{
  SudokuStep *step = sudoku_step_new (technique);
  guint16 target;

  if (hint->kind == SE_KIND_CONTRADICTION)
    target = hint->roots[0] ^ 1;
  else
    target = hint->ends[0];

  if (P_ON (target))
    sudoku_step_add_placement (step, P_CELL (target), P_DIGIT (target));
  else
    sudoku_step_add_elimination (step, P_CELL (target), P_DIGIT (target));
  step->digits = SUDOKU_DIGIT_BIT (P_DIGIT (target));
  step->se_rating = ((gint) (hint->diff * 10 + 0.5)) / 10.0;

  if (hint->kind == SE_KIND_CONTRADICTION)
    {
      guint16 ends[2] = { hint->ends[0], hint->ends[1] };

      add_branch (ctx, rule, grid, step, hint->roots[0], ends, 2, 0);
      sudoku_step_add_mark (step, P_CELL (ends[0]), P_DIGIT (ends[0]), SUDOKU_ROLE_DEFINING, 0);
    }
  else
    for (guint b = 0; b < hint->n_roots; b++)
      add_branch (ctx, rule, grid, step, hint->roots[b], &hint->ends[b], 1, b);

  if (hint->kind == SE_KIND_REGION)
    {
      guint d = P_DIGIT (hint->roots[0]);

      for (guint h = 0; h < 27; h++)
        {
          gboolean all = TRUE;

          for (guint b = 0; b < hint->n_roots && all; b++)
            {
              guint c = P_CELL (hint->roots[b]);

              all = _sudoku_se_cell_houses[c][0] == h || _sudoku_se_cell_houses[c][1] == h ||
                    _sudoku_se_cell_houses[c][2] == h;
            }
          /* The house whose places were tried: the roots are all of them. */
          if (all && popcount16 (house_positions (grid, h, d)) == hint->n_roots)
            {
              sudoku_step_add_house (step, our_house (h));
              break;
            }
        }
    }
  return step;
}

/* The search context of the thread, kept between calls: its cache of
 * nested chains (Ctx.fc_cache, by grid state) serves the three
 * techniques a path asks in turn on one grid, as Sudoku Explainer's
 * rater tries its nested rules on one step, and the next steps of the
 * path, whose propagations go through many of the same states. It is
 * emptied when the grid is not a later stage of the last one (another
 * puzzle, an undo), where it would hardly serve. */
typedef struct
{
  Ctx    *ctx;
  SeGrid  grid;
} ThreadCtx;

static void
thread_ctx_free (gpointer data)
{
  ThreadCtx *tc = data;

  _sudoku_se_ctx_clear (tc->ctx);
  g_free (tc->ctx);
  g_free (tc);
}

static GPrivate thread_ctx = G_PRIVATE_INIT (thread_ctx_free);

static ThreadCtx *thread_ctx_get (void);

static Ctx *
ctx_for_grid (const SeGrid *g,
              GCancellable *cancellable)
{
  ThreadCtx *tc = g_private_get (&thread_ctx);

  if (tc == NULL)
    tc = thread_ctx_get ();
  else
    for (guint c = 0; c < 81; c++)
      if ((g->cand[c] & ~tc->grid.cand[c]) != 0 ||
          (tc->grid.value[c] != 0 && g->value[c] != tc->grid.value[c]))
        {
          _sudoku_se_fc_cache_clear (tc->ctx);
          break;
        }
  tc->grid = *g;
  tc->ctx->cancellable = cancellable;
  tc->ctx->cancelled = FALSE;
  return tc->ctx;
}

static ThreadCtx *
thread_ctx_get (void)
{
  ThreadCtx *tc = g_private_get (&thread_ctx);

  if (tc == NULL)
    {
      tc = g_new0 (ThreadCtx, 1);
      tc->ctx = g_new0 (Ctx, 1);
      _sudoku_se_ctx_init (tc->ctx, NULL);
      g_private_set (&thread_ctx, tc);
    }
  return tc;
}

void
_sudoku_se_thread_counts (guint64 *searched,
                          guint64 *reused)
{
  ThreadCtx *tc = thread_ctx_get ();

  *searched = tc->ctx->n_searched;
  *reused = tc->ctx->n_reused;
}

void
_sudoku_se_thread_hint_counts (guint64 *found,
                               guint64 *kept)
{
  ThreadCtx *tc = thread_ctx_get ();

  *found = tc->ctx->n_hints_found;
  *kept = tc->ctx->n_hints_kept;
}

void
_sudoku_se_thread_keep_repeated (gboolean keep)
{
  thread_ctx_get ()->ctx->keep_repeated = keep;
}

void
_sudoku_se_thread_chain_counts (guint64 *searched,
                                guint64 *skipped)
{
  ThreadCtx *tc = thread_ctx_get ();

  *searched = tc->ctx->n_chains;
  *skipped = tc->ctx->n_chains_skipped;
}

void
_sudoku_se_thread_every_chain (gboolean every)
{
  thread_ctx_get ()->ctx->every_chain = every;
}

void
_sudoku_se_thread_forget (void)
{
  _sudoku_se_fc_cache_clear (thread_ctx_get ()->ctx);
}

gboolean
_sudoku_find_se_forcing (const SudokuGrid *grid,
                         SudokuTechnique   technique,
                         SudokuStepSink    sink,
                         gpointer          user_data)
{
  guint first, last;
  SeGrid g;
  Ctx *ctx;
  SudokuStep *step = NULL;

  /* Sudoku Explainer's searches know the classic houses only; and on a
   * puzzle with several solutions no chain can finish the grid, while
   * the nested searches over a nearly empty grid would take hours. */
  if (grid->board.variant != SUDOKU_VARIANT_CLASSIC || !grid->unique)
    return FALSE;

  switch (technique)
    {
    case SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN:
      first = last = 3;
      break;
    case SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS:
      first = last = 4;
      break;
    case SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN:
      first = 5;
      last = G_N_ELEMENTS (_sudoku_se_chain_rules) - 1;
      break;
    default:
      return FALSE;
    }

  _sudoku_se_init_tables ();
  for (guint c = 0; c < 81; c++)
    {
      g.value[c] = grid->board.values[c];
      g.cand[c] = g.value[c] ? 0 : grid->board.candidates[c] & 0x1ff;
      if (g.value[c] == 0 && g.cand[c] == 0)
        return FALSE;
    }
  _sudoku_se_grid_sync (&g);

  ctx = ctx_for_grid (&g, grid->cancellable);
  for (guint r = first; r <= last && step == NULL && !ctx->cancelled; r++)
    {
      const SeRule *rule = &_sudoku_se_chain_rules[r];
      SeHint best;

      best.valid = FALSE;
      g_array_set_size (ctx->nested, 1);
      _sudoku_se_search (ctx, rule, &g, NULL, _sudoku_se_keep_best, &best);
      /* A search cut short may have missed the easiest hint: none. */
      if (!ctx->cancelled && best.valid && best.kind != SE_KIND_CHAIN)
        step = step_from_hint (ctx, rule, &g, &best, technique);
      /* Its chains are rebuilt with the nested searches too: cut short,
       * they would be incomplete. */
      if (ctx->cancelled)
        g_clear_pointer (&step, sudoku_step_free);
    }
  ctx->cancellable = NULL;
  return step != NULL && sink (step, user_data);
}

/* ---- Reading a step's chains back ------------------------------------ */

typedef struct
{
  guint16 root;       /* PID */
  guint   first;      /* its links: [first, last) */
  guint   last;
} Branch;

static guint16
link_to_id (const SudokuLink *link)
{
  return PID (sudoku_cells_first (link->to), link->to_digit, link->strong);
}

static gboolean
mark_at (const SudokuStep *step,
         guint             cell,
         guint             digit,
         SudokuRole        role,
         guint             group)
{
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->cell == cell && mark->digit == digit && mark->role == role &&
          mark->group == group)
        return TRUE;
    }
  return FALSE;
}

/* The branches of a step (at most 9), their roots and link ranges. */
static guint
read_branches (const SudokuStep *step,
               Branch           *branches)
{
  guint n = 0;
  g_autofree guint8 *in = g_new0 (guint8, NP);

  for (guint b = 0; b < 9; b++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < step->marks->len && !found; i++)
        {
          const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

          if (mark->role != SUDOKU_ROLE_ASSUMED || mark->group != b || mark->digit == 0)
            continue;
          branches[n].root = PID (mark->cell, mark->digit,
                                  !mark_at (step, mark->cell, mark->digit,
                                            SUDOKU_ROLE_CHAIN_OFF, b));
          found = TRUE;
        }
      if (!found)
        break;
      n++;
    }

  /* A link stays in its branch while it starts from a node of it. */
  for (guint b = 0, i = 0; b < n; b++)
    {
      memset (in, 0, NP);
      in[branches[b].root] = 1;
      branches[b].first = i;
      for (; i < step->links->len; i++)
        {
          const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);
          guint cell = sudoku_cells_first (link->from), digit = link->from_digit;
          guint16 on = PID (cell, digit, TRUE), off = PID (cell, digit, FALSE);
          gboolean from_in = link->strong ? in[off] : (in[on] || in[off]);

          if (!from_in && b + 1 < n)
            break;
          in[link_to_id (link)] = 1;
        }
      branches[b].last = i;
    }
  return n;
}

/* The polarity of @cell/@digit as a parent in links [first, last) of a
 * branch rooted at @root. */
static guint16
parent_id (const SudokuStep *step,
           const Branch     *branch,
           const SudokuLink *link)
{
  guint cell = sudoku_cells_first (link->from), digit = link->from_digit;
  guint16 on = PID (cell, digit, TRUE), off = PID (cell, digit, FALSE);

  if (link->strong)
    return off;
  if (branch->root == on || branch->root == off)
    return branch->root;
  for (guint i = branch->first; i < branch->last; i++)
    {
      guint16 id = link_to_id (&g_array_index (step->links, SudokuLink, i));

      if (id == on || id == off)
        return id;
    }
  return on;
}

static gboolean is_extra_parent (const SudokuStep *step,
                                 const Branch     *branch,
                                 guint             i);

/* The links of @branch that @end rests on, as a mask over the step's
 * links; with @first_only, along the first parent of each node only
 * (see is_extra_parent()). */
static void
ancestors (const SudokuStep *step,
           const Branch     *branch,
           guint16           end,
           gboolean          first_only,
           guint8           *use)
{
  g_autofree guint8 *seen = g_new0 (guint8, NP);
  guint16 stack[NP];
  guint sp = 0;

  stack[sp++] = end;
  while (sp > 0)
    {
      guint16 id = stack[--sp];

      if (seen[id])
        continue;
      seen[id] = 1;
      for (guint i = branch->first; i < branch->last; i++)
        {
          const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

          if (link_to_id (link) != id || (first_only && is_extra_parent (step, branch, i)))
            continue;
          use[i] = 1;
          if (sp < NP)
            stack[sp++] = parent_id (step, branch, link);
        }
    }
}

/* The first link of @branch that gives @id, or -1. */
static gint
first_link_to (const SudokuStep *step,
               const Branch     *branch,
               guint16           id)
{
  for (guint i = branch->first; i < branch->last; i++)
    if (link_to_id (&g_array_index (step->links, SudokuLink, i)) == id)
      return i;
  return -1;
}

static char *
node_eureka (guint16 id)
{
  g_autofree char *cell = sudoku_cell_dup_name (P_CELL (id));

  return g_strdup_printf ("(%u)%s", P_DIGIT (id), cell);
}

static char *
node_words (guint16 id)
{
  g_autofree char *cell = sudoku_cell_dup_name (P_CELL (id));

  if (P_ON (id))
    /* TRANSLATORS: a node of a forcing chain, "r1c2 is 5". */
    return g_strdup_printf (_("%s is %u"), cell, P_DIGIT (id));
  /* TRANSLATORS: a node of a forcing chain, "r1c2 is not 5". */
  return g_strdup_printf (_("%s is not %u"), cell, P_DIGIT (id));
}

/* Why @id holds, from its links (@first is the first of them): the last
 * candidate of a cell, the last place in a house, or a rule inside the
 * chain; and the other removals it needs. */
static char *
node_reason (const SudokuStep *step,
             const Branch     *branch,
             guint16           id,
             guint            first)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (SUDOKU_VARIANT_CLASSIC);
  g_autofree char *words = node_words (id);
  const SudokuLink *link = &g_array_index (step->links, SudokuLink, first);
  guint16 cause = parent_id (step, branch, link);
  g_autoptr(GString) others = g_string_new (NULL);

  for (guint i = first + 1; i < branch->last; i++)
    {
      const SudokuLink *other = &g_array_index (step->links, SudokuLink, i);
      g_autofree char *cell = NULL;

      if (link_to_id (other) != id)
        break;
      cell = sudoku_cell_dup_name (sudoku_cells_first (other->from));
      if (others->len > 0)
        g_string_append (others, ", ");
      g_string_append_printf (others, "%s<>%u", cell, other->from_digit);
    }

  /* What else the node rests on goes into its one remark: never two
   * remarks in parentheses one after the other. */
  gboolean also = others->len > 0 && (P_ON (id) || P_ON (cause));

  if (!P_ON (id) && !P_ON (cause))
    /* TRANSLATORS: a node of a forcing chain found by a technique applied
     * inside the chain, "r1c2 is not 5 (by a rule applied inside the
     * chain)". */
    return g_strdup_printf (_("%s (by a rule applied inside the chain)"), words);
  if (P_ON (id) && P_CELL (cause) == P_CELL (id))
    return also
      /* TRANSLATORS: "r7c5 is 2 (the last candidate of the cell, also
       * since r7c5<>3)": the node and the other removals it needs. */
      ? g_strdup_printf (_("%s (the last candidate of the cell, also since %s)"), words,
                         others->str)
      : g_strdup_printf (_("%s (the last candidate of the cell)"), words);
  if (P_ON (id))
    for (guint h = 0; h < houses->n_rules; h++)
      {
        gboolean has_id = FALSE, has_cause = FALSE;

        for (guint i = 0; i < 9; i++)
          {
            has_id |= houses->houses[h].cells[i] == P_CELL (id);
            has_cause |= houses->houses[h].cells[i] == P_CELL (cause);
          }
        if (has_id && has_cause)
          {
            g_autofree char *name = sudoku_house_dup_name (&houses->houses[h]);

            return also
              /* TRANSLATORS: "r2c5 is 3 (the last place for 3 in row 2,
               * also since r2c7<>3)": the node, the digit, the house and
               * the other removals it needs. */
              ? g_strdup_printf (_("%s (the last place for %u in %s, also since %s)"), words,
                                 P_DIGIT (id), name, others->str)
              : g_strdup_printf (_("%s (the last place for %u in %s)"), words, P_DIGIT (id),
                                 name);
          }
      }
  return also ? g_strdup_printf (_("%s (also since %s)"), words, others->str)
              : g_strdup (words);
}

/* One branch's chain to @end along the first parents, in Eureka notation
 * and in words: two lines. */
static void
append_branch_text (GString          *text,
                    const SudokuStep *step,
                    const Branch     *branch,
                    guint16           end)
{
  g_autoptr(GArray) nodes = g_array_new (FALSE, FALSE, sizeof (guint16));
  g_autoptr(GArray) firsts = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autoptr(GString) eureka = g_string_new (NULL);
  g_autoptr(GString) words = g_string_new (NULL);
  g_autofree char *root_eureka = NULL;
  g_autofree char *root_cell = sudoku_cell_dup_name (P_CELL (branch->root));
  guint16 id = end;

  for (guint guard = 0; guard < NP; guard++)
    {
      gint first;

      g_array_prepend_val (nodes, id);
      if (id == branch->root)
        break;
      first = first_link_to (step, branch, id);
      g_array_prepend_val (firsts, first);
      if (first < 0)
        break;
      id = parent_id (step, branch, &g_array_index (step->links, SudokuLink, first));
    }

  root_eureka = node_eureka (g_array_index (nodes, guint16, 0));
  g_string_append (eureka, root_eureka);
  for (guint i = 1; i < nodes->len; i++)
    {
      guint16 prev = g_array_index (nodes, guint16, i - 1);
      guint16 node = g_array_index (nodes, guint16, i);
      gint first = g_array_index (firsts, gint, i - 1);
      g_autofree char *name = node_eureka (node);
      g_autofree char *reason = NULL;

      /* Eureka: "-" from an on node to an off one (a weak link), "=" from
       * an off node to an on one (a strong link); "=>" marks an
       * implication from a rule inside the chain. */
      g_string_append (eureka, P_ON (node) ? "=" : P_ON (prev) ? "-" : "=>");
      g_string_append (eureka, name);

      reason = first >= 0 ? node_reason (step, branch, node, first) : node_words (node);
      if (words->len > 0)
        {
          /* TRANSLATORS: joins the implications of a chain, "r1c2 is not
           * 5, so r3c2 is 5 (…)". */
          char *joined = g_strdup_printf (C_("chain", "%s, so %s"), words->str, reason);

          g_string_assign (words, joined);
          g_free (joined);
        }
      else
        g_string_assign (words, reason);
    }

  if (text->len > 0)
    g_string_append_c (text, '\n');
  /* The assumption and its chain in Eureka notation. */
  g_string_append_printf (text, "%s%s%u: %s\n", root_cell, P_ON (branch->root) ? "=" : "<>",
                          P_DIGIT (branch->root), eureka->str);
  if (P_ON (branch->root))
    /* TRANSLATORS: a branch of a forcing chain in words, "If r1c1 is 5:
     * r1c2 is not 5, so r3c2 is 5 (…)." */
    g_string_append_printf (text, _("If %s is %u: %s."), root_cell, P_DIGIT (branch->root),
                            words->str);
  else
    g_string_append_printf (text, _("If %s is not %u: %s."), root_cell,
                            P_DIGIT (branch->root), words->str);
}

typedef enum {
  KIND_CONTRADICTION,
  KIND_DOUBLE,
  KIND_REGION,
  KIND_CELL,
} Kind;

static gboolean
find_defining (const SudokuStep *step,
               guint            *cell,
               guint            *digit)
{
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->role == SUDOKU_ROLE_DEFINING)
        {
          *cell = mark->cell;
          *digit = mark->digit;
          return TRUE;
        }
    }
  return FALSE;
}

static Kind
step_kind (const SudokuStep *step,
           const Branch     *branches,
           guint             n)
{
  guint cell, digit;

  if (n == 1 && find_defining (step, &cell, &digit))
    return KIND_CONTRADICTION;
  if (n == 2 && (branches[0].root >> 1) == (branches[1].root >> 1))
    return KIND_DOUBLE;
  if (step->houses[0] >= 0)
    return KIND_REGION;
  return KIND_CELL;
}

static guint16
step_target (const SudokuStep *step)
{
  if (step->placements->len > 0)
    {
      const SudokuCandidate *p = &g_array_index (step->placements, SudokuCandidate, 0);

      return PID (p->cell, p->digit, TRUE);
    }
  if (step->eliminations->len > 0)
    {
      const SudokuCandidate *e = &g_array_index (step->eliminations, SudokuCandidate, 0);

      return PID (e->cell, e->digit, FALSE);
    }
  return 0;
}

char *
_sudoku_describe_se_forcing (const SudokuStep  *step,
                             const SudokuBoard *before,
                             gboolean           full)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (SUDOKU_VARIANT_CLASSIC);
  const char *name = _(sudoku_technique_get_info (step->technique)->name);
  g_autofree char *result = sudoku_step_dup_result (step);
  Branch branches[9];
  guint n = read_branches (step, branches);
  guint16 target = step_target (step);
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autofree char *head = NULL;
  g_autofree char *tail = NULL;
  g_autofree char *root_cell = NULL;
  guint16 root;
  guint x_cell = 0, x_digit = 0;
  Kind kind;

  if (n == 0 || (step->placements->len == 0 && step->eliminations->len == 0))
    return NULL;
  kind = step_kind (step, branches, n);
  root = branches[0].root;
  root_cell = sudoku_cell_dup_name (P_CELL (root));

  switch (kind)
    {
    case KIND_CONTRADICTION:
      {
        g_autofree char *x_name = NULL;
        g_autofree char *assumption = NULL;
        g_autofree char *then = NULL;
        g_autofree char *so = NULL;

        find_defining (step, &x_cell, &x_digit);
        x_name = sudoku_cell_dup_name (x_cell);
        assumption = g_strdup_printf (P_ON (root) ? "%s=%u" : "%s<>%u", root_cell,
                                      P_DIGIT (root));
        if (!full)
          return g_strdup_printf (_("%s: %s leads to a contradiction in %s ⇒ %s"),
                                  name, assumption, x_name, result);
        if (P_ON (root))
          head = g_strdup_printf (_("Suppose %s is %u."), root_cell, P_DIGIT (root));
        else
          head = g_strdup_printf (_("Suppose %s is not %u."), root_cell, P_DIGIT (root));
        append_branch_text (lines, step, &branches[0], PID (x_cell, x_digit, TRUE));
        append_branch_text (lines, step, &branches[0], PID (x_cell, x_digit, FALSE));
        then = g_strdup_printf (_("Then %s would have to be both %u and not %u, which is "
                                  "impossible."), x_name, x_digit, x_digit);
        if (P_ON (root))
          so = g_strdup_printf (_("So %s cannot be %u: %s."), root_cell, P_DIGIT (root), result);
        else
          so = g_strdup_printf (_("So %s must be %u: %s."), root_cell, P_DIGIT (root), result);
        /* TRANSLATORS: two sentences one after the other. */
        tail = g_strdup_printf (C_("sentences", "%s %s"), then, so);
        break;
      }
    case KIND_DOUBLE:
      if (!full)
        /* TRANSLATORS: "Dynamic Forcing Chain: r1c1=5 and r1c1<>5 both
         * lead to r4c4<>6". */
        return g_strdup_printf (_("%s: %s=%u and %s<>%u both lead to %s"), name, root_cell,
                                P_DIGIT (root), root_cell, P_DIGIT (root), result);
      /* TRANSLATORS: the two cases of a forcing chain, "r1c1 is 5 or it
       * is not." */
      head = g_strdup_printf (_("%s is %u or it is not."), root_cell, P_DIGIT (root));
      break;
    case KIND_REGION:
      {
        g_autofree char *house = sudoku_house_dup_name (&houses->houses[step->houses[0]]);
        g_autoptr(GString) list = g_string_new (NULL);

        if (!full)
          return g_strdup_printf (_("%s: every place for %u in %s leads to %s"),
                                  name, P_DIGIT (root), house, result);
        for (guint b = 0; b < n; b++)
          {
            g_autofree char *cell = sudoku_cell_dup_name (P_CELL (branches[b].root));

            if (b > 0)
              g_string_append (list, ", ");
            g_string_append (list, cell);
          }
        head = g_strdup_printf (_("%u must go in %s in one of %s."), P_DIGIT (root), house,
                                list->str);
        break;
      }
    case KIND_CELL:
    default:
      {
        g_autoptr(GString) list = g_string_new (NULL);

        if (!full)
          return g_strdup_printf (_("%s: every candidate of %s leads to %s"), name, root_cell,
                                  result);
        for (guint b = 0; b < n; b++)
          {
            if (b > 0)
              g_string_append (list, ", ");
            g_string_append_printf (list, "%u", P_DIGIT (branches[b].root));
          }
        head = g_strdup_printf (_("%s holds one of %s."), root_cell, list->str);
        break;
      }
    }

  if (kind != KIND_CONTRADICTION)
    {
      for (guint b = 0; b < n; b++)
        append_branch_text (lines, step, &branches[b], target);
      tail = g_strdup_printf (_("Every case leads to %s, so it holds."), result);
    }

  (void) before;
  return g_strdup_printf ("%s\n%s\n%s", head, lines->str, tail);
}

/* ---- Views ------------------------------------------------------------ */

/* Whether link @i of @branch gives its node a parent other than the
 * first one (the one the chain's text follows): a removal the node also
 * rests on ("also since"), or another removal a rule inside the chain
 * rests on. Those, and the chains that give them, are views of their
 * own after the branch's. */
static gboolean
is_extra_parent (const SudokuStep *step,
                 const Branch     *branch,
                 guint             i)
{
  const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

  return first_link_to (step, branch, link_to_id (link)) != (gint) i;
}

static void
add_node (SudokuStepView *view,
          guint8         *marked,
          guint16         id)
{
  SudokuMark mark = { P_CELL (id), P_DIGIT (id),
                      P_ON (id) ? SUDOKU_ROLE_CHAIN_ON : SUDOKU_ROLE_CHAIN_OFF, 0 };

  if (marked[id])
    return;
  marked[id] = 1;
  g_array_append_val (view->marks, mark);
}

/* The view of what @id rests on besides its first parent: the chains
 * from the branch's assumption to each other parent, and the links from
 * them into @id, less the links the branch's view (@used) draws. */
static SudokuStepView *
inner_view_new (const SudokuStep *step,
                const Branch     *branch,
                guint16           id,
                const guint8     *used,
                gint              part_of)
{
  SudokuStepView *view = g_new0 (SudokuStepView, 1);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) chains = g_string_new (NULL);
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree char *target = node_words (id);
  g_autofree guint8 *mine = g_new0 (guint8, MAX (step->links->len, 1));
  g_autofree guint8 *marked = g_new0 (guint8, NP);
  gint first = first_link_to (step, branch, id);

  view->part_of = part_of;
  view->marks = g_array_new (FALSE, FALSE, sizeof (SudokuMark));
  view->links = g_array_new (FALSE, FALSE, sizeof (SudokuLink));
  add_node (view, marked, id);
  for (guint i = first + 1; i < branch->last; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);
      guint16 parent;
      g_autofree char *cell = NULL;

      if (link_to_id (link) != id)
        break;
      parent = parent_id (step, branch, link);
      mine[i] = 1;
      ancestors (step, branch, parent, FALSE, mine);
      cell = sudoku_cell_dup_name (P_CELL (parent));
      if (list->len > 0)
        g_string_append (list, ", ");
      g_string_append_printf (list, P_ON (parent) ? "%s=%u" : "%s<>%u", cell, P_DIGIT (parent));
      append_branch_text (chains, step, branch, parent);
    }
  for (guint i = branch->first; i < branch->last; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

      if (!mine[i] || (used[i] && link_to_id (link) != id))
        continue;
      g_array_append_val (view->links, *link);
      add_node (view, marked, parent_id (step, branch, link));
      add_node (view, marked, link_to_id (link));
    }

  /* TRANSLATORS: the first line of a view of a forcing chain that shows
   * what a node also rests on: "r7c5 is 2 also since r7c5<>3:", then
   * the chain to each of those, in Eureka notation and in words. */
  g_string_append_printf (text, _("%s also since %s:"), target, list->str);
  g_string_append_c (text, '\n');
  g_string_append (text, chains->str);
  view->text = g_string_free (g_steal_pointer (&text), FALSE);
  return view;
}

static SudokuStepView *
view_new (const SudokuStep *step,
          const Branch     *branch,
          guint             group,
          guint16           end,
          GArray           *inner,
          guint8           *used)
{
  SudokuStepView *view = g_new0 (SudokuStepView, 1);
  g_autofree guint8 *use = g_new0 (guint8, MAX (step->links->len, 1));
  g_autofree guint8 *node = g_new0 (guint8, NP);
  g_autoptr(GString) text = g_string_new (NULL);

  view->part_of = -1;
  view->marks = g_array_new (FALSE, FALSE, sizeof (SudokuMark));
  view->links = g_array_new (FALSE, FALSE, sizeof (SudokuLink));
  /* The branch's view draws its chain along the first parents, as its
   * text gives it; what a node also rests on is a view of its own after
   * this one. */
  ancestors (step, branch, end, TRUE, use);
  node[branch->root] = 1;
  for (guint i = branch->first; i < branch->last; i++)
    if (use[i])
      {
        guint16 id = link_to_id (&g_array_index (step->links, SudokuLink, i));

        if (i + 1 < branch->last &&
            link_to_id (&g_array_index (step->links, SudokuLink, i + 1)) == id)
          g_array_append_val (inner, id);
      }
  if (used != NULL)
    memcpy (used, use, step->links->len);
  for (guint i = branch->first; i < branch->last; i++)
    if (use[i])
      {
        const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

        g_array_append_val (view->links, *link);
        node[link_to_id (link)] = 1;
      }

  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);
      SudokuMark copy = *mark;
      gboolean keep = FALSE;

      if (mark->group != group || mark->digit == 0)
        continue;
      switch (mark->role)
        {
        case SUDOKU_ROLE_ASSUMED:
          keep = TRUE;
          break;
        case SUDOKU_ROLE_CHAIN_ON:
          keep = node[PID (mark->cell, mark->digit, TRUE)];
          break;
        case SUDOKU_ROLE_CHAIN_OFF:
          keep = node[PID (mark->cell, mark->digit, FALSE)];
          break;
        case SUDOKU_ROLE_DEFINING:
          keep = (end >> 1) == (PID (mark->cell, mark->digit, FALSE) >> 1);
          break;
        default:
          keep = FALSE;
          break;
        }
      copy.group = 0;
      if (keep)
        g_array_append_val (view->marks, copy);
    }

  append_branch_text (text, step, branch, end);
  view->text = g_string_free (g_steal_pointer (&text), FALSE);
  return view;
}

/* A branch's view, then a view for each rule applied inside it. */
static void
add_views (GPtrArray        *views,
           const SudokuStep *step,
           const Branch     *branch,
           guint             group,
           guint16           end)
{
  g_autoptr(GArray) inner = g_array_new (FALSE, FALSE, sizeof (guint16));
  g_autofree guint8 *used = g_new0 (guint8, MAX (step->links->len, 1));
  gint part_of = views->len;

  g_ptr_array_add (views, view_new (step, branch, group, end, inner, used));
  for (guint k = 0; k < inner->len; k++)
    g_ptr_array_add (views, inner_view_new (step, branch, g_array_index (inner, guint16, k),
                                            used, part_of));
}

GPtrArray *
_sudoku_se_forcing_views (const SudokuStep *step)
{
  GPtrArray *views = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_view_free);
  Branch branches[9];
  guint n = read_branches (step, branches);
  guint16 target = step_target (step);
  guint cell, digit;

  if (n == 0)
    return views;
  if (step_kind (step, branches, n) == KIND_CONTRADICTION && find_defining (step, &cell, &digit))
    {
      add_views (views, step, &branches[0], 0, PID (cell, digit, TRUE));
      add_views (views, step, &branches[0], 0, PID (cell, digit, FALSE));
      return views;
    }
  for (guint b = 0; b < n; b++)
    add_views (views, step, &branches[b], b, target);
  return views;
}
