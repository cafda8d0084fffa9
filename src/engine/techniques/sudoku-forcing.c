/* sudoku-forcing.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Forcing chains and nets: assume something about one candidate, follow
 * what it implies, and conclude from where that leads.
 *
 * Everything here is built on one propagation. A node is a candidate
 * (cell, digit) that is either "on" (the cell holds the digit) or "off"
 * (it does not). From an assumption the propagation derives nodes in
 * breadth-first order, each with the reason it was derived (its cause):
 *
 * - on → off (a weak link): a candidate that is on turns off the other
 *   candidates of its cell and the same digit in every cell that shares
 *   a house with it;
 * - off → on (a strong link): a naked single (every other candidate of
 *   the cell is off) or a hidden single (every other place of the digit
 *   in some house is off).
 *
 * What tells a chain from a net is which off → on steps are allowed,
 * after Sudoku Explainer's "Forcing Chains" and "Dynamic Forcing Chains":
 *
 * - In a chain (MODE_CHAIN) every implication follows from exactly one
 *   earlier node: off → on only through a cell that has two candidates in
 *   the grid, or a house where the digit has two places in the grid. The
 *   candidates of the grid as given are all that is used, so each step
 *   can be read as one link of an ordinary chain, and the whole search is
 *   a tree of such chains growing from the assumption.
 * - In a net (MODE_NET) an implication may rest on several earlier ones:
 *   off → on whenever the current state of the propagation leaves one
 *   candidate in a cell or one place in a house, whatever the grid had.
 *   This is full naked and hidden singles propagation.
 *
 * A propagation meets a contradiction when a node would be both on and
 * off (two chains from the assumption reach a candidate and its
 * negation), or, in nets only, when a cell loses its last candidate or a
 * digit its last place in a house (this needs all the removals at once,
 * which is not a chain).
 *
 * The techniques:
 *
 * - Nishio (seed 004's DelHint): assume a candidate on, propagate as a net
 *   (placements, their removals, naked and hidden singles, nothing else);
 *   a contradiction eliminates the candidate.
 * - Forcing Chain Contradiction: assume a candidate on or off, propagate
 *   as chains; a contradiction eliminates (on) or places (off) it.
 * - Forcing Chain Verity: every candidate of a cell (cell forcing), or
 *   every place of a digit in a house (region forcing), is assumed on in
 *   turn and propagated as chains; a node reached with the same state
 *   from every one of them is true: a placement or an elimination. A
 *   cell or house where one of the cases breaks is left to the
 *   contradictions.
 * - Forcing Net Contradiction and Forcing Net Verity: the same with net
 *   propagation.
 *
 * Note that with this Nishio, the contradictions add nothing once Nishio
 * is exhausted: a chain is a weaker net, "on" is Nishio's own case, and
 * when "off" breaks, every other candidate of the cell, assumed on,
 * removes it at once and breaks the same way (singles propagation only
 * grows with what is assumed), so Nishio takes those out one by one. In
 * the solving path they only show when Nishio is not enabled; after it,
 * only the verities can still find something.
 *
 * Each technique reports its steps shortest first (the fewest nodes in
 * the proof, then the order of the grid), as Sudoku Explainer picks its
 * easiest hint; the rating grows with that length on SE's scale. The
 * contradictions find their first step without following every
 * assumption to the end (see find_contradictions()). Houses are the
 * variant's full list, implied Windoku regions included: each holds every
 * digit once as well.
 *
 * A step records the assumption(s) as ASSUMED marks (group = branch for
 * verities), the nodes of the proof as CHAIN_ON / CHAIN_OFF marks, and one
 * link per implication in the order they were derived (strong into an on
 * node, weak into an off node). What the contradiction was is marked
 * DEFINING: the empty cell (digit 0), the candidate both on and off, or
 * the places of the digit in the house that lost them all (with the house
 * in houses[]). The texts (sudoku-forcing-text.c) read the steps back
 * from these. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <string.h>

#include "sudoku-solver.h"
#include "sudoku-techniques.h"

#define N_NODES            (SUDOKU_N_CELLS * 9)
#define NODE(cell, digit)  ((guint) (cell) * 9 + (guint) (digit) - 1)
#define NODE_CELL(node)    ((node) / 9)
#define NODE_DIGIT(node)   ((node) % 9 + 1)

typedef enum {
  MODE_CHAIN,
  MODE_NET,
} Mode;

typedef enum {
  CAUSE_ASSUMED,
  CAUSE_CELL,    /* off: another digit (aux) of the cell is on */
  CAUSE_PEER,    /* off: the digit is on in a cell (aux) that sees this one */
  CAUSE_NAKED,   /* on: every other candidate of the cell is off */
  CAUSE_HIDDEN,  /* on: every other place of the digit in house aux is off */
} Cause;

typedef enum {
  CONTRADICTION_NONE,
  CONTRADICTION_CONFLICT,    /* a node both on and off */
  CONTRADICTION_EMPTY_CELL,  /* a cell without candidates */
  CONTRADICTION_EMPTY_HOUSE, /* a digit without a place in a house */
} Contradiction;

/* What every propagation of one search shares, derived once from the
 * grid. */
typedef struct
{
  const SudokuGrid *grid;
  guint             n_houses;
  guint16           candidates[SUDOKU_N_CELLS];  /* 0 for filled cells */
  SudokuCells       bivalue;                     /* cells with two candidates */
  SudokuCells       seen[SUDOKU_N_CELLS];        /* cells sharing any house */
  guint8            cell_houses[SUDOKU_N_CELLS][8];
  /* The same as sets of houses (bit h for house h), and for each digit
   * those of them that can hold a hidden single: all the houses where the
   * digit is not placed yet (net), only those where it has two places in
   * the grid (chain). */
  guint64           cell_house_set[SUDOKU_N_CELLS];
  guint64           net_houses[SUDOKU_N_CELLS][10];
  guint64           chain_houses[SUDOKU_N_CELLS][10];
  SudokuCells       house_cells[SUDOKU_MAX_HOUSES];
  guint8            house_places[SUDOKU_MAX_HOUSES][10];
  /* Digits already placed in each house. Candidates come from the rule
   * houses only, so an implied house may still show a digit it holds. */
  guint16           house_values[SUDOKU_MAX_HOUSES];
} Context;

/* One propagation's state. Off nodes are the candidates of the grid that
 * are no longer in @candidates; causes are only meaningful for nodes that
 * were set. */
typedef struct
{
  guint16       candidates[SUDOKU_N_CELLS];
  guint16       on[SUDOKU_N_CELLS];
  SudokuCells   places[10];
  SudokuCells   on_cells[10];
  guint64       on_houses[10];  /* the houses of on_cells[digit] */
  /* Each node's cause and its aux, as cause | aux << 8 (one 16-bit store,
   * and no byte stores the compiler must assume alias the counters). */
  guint16       why[N_NODES];
  guint16       queue[N_NODES];
  guint         head;
  guint         tail;
  guint         level_end;      /* where the nodes of the next generation start */
  Mode          mode;
  guint         current;        /* the generation (steps from the
                                 * assumption) of the node in hand */
  gboolean      cut;            /* stopped at the bound */

  Contradiction contradiction;
  guint         where;          /* the node, cell or house */
  guint         where_digit;    /* for an empty house */
  guint8        second_cause;   /* for a conflict: the reason for the */
  guint8        second_aux;     /* opposite state */
} Propagation;

#define WHY_CAUSE(prop, node) ((Cause) ((prop)->why[node] & 0xff))
#define WHY_AUX(prop, node)   ((guint) ((prop)->why[node] >> 8))

/* The nodes of a proof, as a candidate mask per cell. */
typedef struct
{
  guint16 nodes[SUDOKU_N_CELLS];
  guint   size;
  guint16 stack[N_NODES];
  guint   depth;
  guint   limit;  /* when not 0, stop growing at this size */
} Proof;

static void
context_init (Context          *ctx,
              const SudokuGrid *grid)
{
  const SudokuHouseList *houses = grid->houses;

  ctx->grid = grid;
  ctx->n_houses = houses->n_houses;
  ctx->bivalue = SUDOKU_CELLS_EMPTY;
  memset (ctx->cell_houses, 0xff, sizeof ctx->cell_houses);
  memset (ctx->house_places, 0, sizeof ctx->house_places);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint16 mask = sudoku_cells_has (grid->empty, cell)
                     ? grid->board.candidates[cell] & SUDOKU_ALL_CANDIDATES
                     : 0;

      ctx->candidates[cell] = mask;
      ctx->seen[cell] = SUDOKU_CELLS_EMPTY;
      if (mask && __builtin_popcount (mask) == 2)
        sudoku_cells_add (&ctx->bivalue, cell);
    }

  for (guint h = 0; h < ctx->n_houses; h++)
    {
      ctx->house_values[h] = 0;
      for (guint i = 0; i < 9; i++)
        {
          guint cell = houses->houses[h].cells[i];
          guint n = 0;

          if (grid->board.values[cell] != 0)
            ctx->house_values[h] |= SUDOKU_DIGIT_BIT (grid->board.values[cell]);

          while (n < 7 && ctx->cell_houses[cell][n] != 0xff)
            n++;
          ctx->cell_houses[cell][n] = h;
          ctx->seen[cell] = sudoku_cells_or (ctx->seen[cell], grid->house_cells[h]);
        }
      for (guint digit = 1; digit <= 9; digit++)
        ctx->house_places[h][digit] = sudoku_cells_count (sudoku_grid_house_digit (grid, h, digit));
    }

  G_STATIC_ASSERT (SUDOKU_MAX_HOUSES <= 64);
  memcpy (ctx->house_cells, grid->house_cells, sizeof ctx->house_cells);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      sudoku_cells_remove (&ctx->seen[cell], cell);
      for (guint digit = 0; digit <= 9; digit++)
        ctx->net_houses[cell][digit] = ctx->chain_houses[cell][digit] = 0;
      ctx->cell_house_set[cell] = 0;
      for (guint i = 0; i < G_N_ELEMENTS (ctx->cell_houses[cell]); i++)
        {
          guint house = ctx->cell_houses[cell][i];

          if (house == 0xff)
            break;
          ctx->cell_house_set[cell] |= G_GUINT64_CONSTANT (1) << house;
          /* Only candidates are ever turned off. */
          for (guint16 digits = ctx->candidates[cell] & ~ctx->house_values[house];
               digits != 0; digits &= digits - 1)
            {
              guint digit = (guint) __builtin_ctz (digits) + 1;

              ctx->net_houses[cell][digit] |= G_GUINT64_CONSTANT (1) << house;
              if (ctx->house_places[house][digit] == 2)
                ctx->chain_houses[cell][digit] |= G_GUINT64_CONSTANT (1) << house;
            }
        }
    }
}

/* Propagation */

static void
propagation_reset (Propagation   *prop,
                   const Context *ctx,
                   Mode           mode)
{
  memcpy (prop->candidates, ctx->candidates, sizeof prop->candidates);
  memset (prop->on, 0, sizeof prop->on);
  memcpy (prop->places, ctx->grid->digit_cells, sizeof prop->places);
  memset (prop->on_cells, 0, sizeof prop->on_cells);
  memset (prop->on_houses, 0, sizeof prop->on_houses);
  prop->head = prop->tail = 0;
  prop->level_end = 1;
  prop->mode = mode;
  prop->current = 0;
  prop->cut = FALSE;
  prop->contradiction = CONTRADICTION_NONE;
}

static inline void
set_conflict (Propagation *prop,
              guint        node,
              Cause        cause,
              guint        aux)
{
  prop->contradiction = CONTRADICTION_CONFLICT;
  prop->where = node;
  prop->second_cause = cause;
  prop->second_aux = aux;
}

/* These return TRUE on a contradiction. */
static inline gboolean
set_on (Propagation   *prop,
        const Context *ctx,
        guint          cell,
        guint          digit,
        Cause          cause,
        guint          aux)
{
  guint16 bit = SUDOKU_DIGIT_BIT (digit);
  guint node = NODE (cell, digit);

  if (prop->on[cell] & bit)
    return FALSE;
  if (!(prop->candidates[cell] & bit))
    {
      set_conflict (prop, node, cause, aux);
      return TRUE;
    }
  prop->on[cell] |= bit;
  sudoku_cells_add (&prop->on_cells[digit], cell);
  prop->on_houses[digit] |= ctx->cell_house_set[cell];
  prop->why[node] = (guint16) (cause | aux << 8);
  prop->queue[prop->tail++] = node;
  return FALSE;
}

static inline gboolean
set_off (Propagation *prop,
         guint        cell,
         guint        digit,
         Cause        cause,
         guint        aux)
{
  guint16 bit = SUDOKU_DIGIT_BIT (digit);
  guint node = NODE (cell, digit);

  /* Every caller turns off a candidate still there: the assumption, the
   * other candidates of a cell or the places of a digit (places[] holds
   * the cells of each digit in candidates[]). */
  if (prop->on[cell] & bit)
    {
      set_conflict (prop, node, cause, aux);
      return TRUE;
    }
  prop->candidates[cell] &= ~bit;
  sudoku_cells_remove (&prop->places[digit], cell);
  prop->why[node] = (guint16) (cause | aux << 8);
  prop->queue[prop->tail++] = node;
  return FALSE;
}

G_ALWAYS_INLINE static inline gboolean
process_on (Propagation   *prop,
            const Context *ctx,
            guint          cell,
            guint          digit)
{
  guint16 others = prop->candidates[cell] & ~SUDOKU_DIGIT_BIT (digit);
  SudokuCells targets;

  while (others)
    {
      guint other = (guint) __builtin_ctz (others) + 1;

      others &= others - 1;
      if (set_off (prop, cell, other, CAUSE_CELL, digit))
        return TRUE;
    }

  /* The peers in increasing order, word by word. */
  targets = sudoku_cells_and (prop->places[digit], ctx->seen[cell]);
  for (guint64 word = targets.low; word != 0; word &= word - 1)
    if (set_off (prop, (guint) __builtin_ctzll (word), digit, CAUSE_PEER, cell))
      return TRUE;
  for (guint64 word = targets.high; word != 0; word &= word - 1)
    if (set_off (prop, 64 + (guint) __builtin_ctzll (word), digit, CAUSE_PEER, cell))
      return TRUE;
  return FALSE;
}

/* Whether a non-empty set has one cell (without a popcount, which is a
 * library call on baseline x86-64). */
static inline gboolean
cells_is_single (SudokuCells set)
{
  return set.low ? (set.low & (set.low - 1)) == 0 && set.high == 0
                 : (set.high & (set.high - 1)) == 0;
}

G_ALWAYS_INLINE static inline gboolean
process_off (Propagation   *prop,
             const Context *ctx,
             Mode           mode,
             guint          cell,
             guint          digit)
{
  guint16 left = prop->candidates[cell];
  guint16 bit = SUDOKU_DIGIT_BIT (digit);
  gboolean net = mode == MODE_NET;
  guint64 houses;

  if (left == 0)
    {
      if (net)
        {
          prop->contradiction = CONTRADICTION_EMPTY_CELL;
          prop->where = cell;
          return TRUE;
        }
    }
  else if ((left & (left - 1)) == 0 && !(prop->on[cell] & left) &&
           (net || sudoku_cells_has (ctx->bivalue, cell)))
    {
      if (set_on (prop, ctx, cell, (guint) __builtin_ctz (left) + 1, CAUSE_NAKED, 0))
        return TRUE;
    }

  /* A house where the digit is on somewhere keeps that place (turning
   * it off would have been a contradiction), already on: it has nothing
   * to say. */
  houses = (net ? ctx->net_houses[cell][digit] : ctx->chain_houses[cell][digit]) &
           ~prop->on_houses[digit];
  for (; houses != 0; houses &= houses - 1)
    {
      guint house = (guint) __builtin_ctzll (houses);
      SudokuCells rest;
      guint place;

      rest = sudoku_cells_and (prop->places[digit], ctx->house_cells[house]);
      if (sudoku_cells_is_empty (rest))
        {
          if (net)
            {
              prop->contradiction = CONTRADICTION_EMPTY_HOUSE;
              prop->where = house;
              prop->where_digit = digit;
              return TRUE;
            }
          continue;
        }
      if (!cells_is_single (rest))
        continue;
      place = sudoku_cells_first (rest);
      if (prop->on[place] & bit)
        continue;
      if (set_on (prop, ctx, place, digit, CAUSE_HIDDEN, house))
        return TRUE;
    }
  return FALSE;
}

/* Assumes @node on (or off) and follows it to the end or to the first
 * contradiction; returns whether there was one. When @bound is not 0, it
 * gives up (returning FALSE) once no contradiction shorter than @bound
 * can come: one found while handling a node of generation g has a proof
 * of at least g + 1 nodes, the chain back to the assumption. */
G_ALWAYS_INLINE static inline gboolean
propagate_mode (Propagation   *prop,
                const Context *ctx,
                Mode           mode,
                guint          node,
                gboolean       on,
                guint          bound)
{
  guint cell = NODE_CELL (node), digit = NODE_DIGIT (node);

  propagation_reset (prop, ctx, mode);
  if (on)
    set_on (prop, ctx, cell, digit, CAUSE_ASSUMED, 0);
  else
    set_off (prop, cell, digit, CAUSE_ASSUMED, 0);

  /* The generation only changes between levels, where the bound is
   * checked (the assumption itself is generation 0). */
  if (bound != 0 && 1 >= bound)
    {
      prop->cut = TRUE;
      return FALSE;
    }

  /* Breadth first: the nodes derived while handling generation g, all of
   * generation g + 1, follow every node of generation g in the queue. */
  while (prop->head < prop->tail)
    {
      guint next;
      guint next_cell, next_digit;
      gboolean broken;

      if (prop->head == prop->level_end)
        {
          prop->current++;
          prop->level_end = prop->tail;
          if (bound != 0 && prop->current + 1 >= bound)
            {
              prop->cut = TRUE;
              return FALSE;
            }
        }
      next = prop->queue[prop->head++];
      next_cell = NODE_CELL (next);
      next_digit = NODE_DIGIT (next);

      if (prop->on[next_cell] & SUDOKU_DIGIT_BIT (next_digit))
        broken = process_on (prop, ctx, next_cell, next_digit);
      else
        broken = process_off (prop, ctx, mode, next_cell, next_digit);
      if (broken)
        return TRUE;
    }
  return FALSE;
}

/* The same, with the mode known to the compiler in each copy. */
static gboolean
propagate_bounded (Propagation   *prop,
                   const Context *ctx,
                   Mode           mode,
                   guint          node,
                   gboolean       on,
                   guint          bound)
{
  if (mode == MODE_NET)
    return propagate_mode (prop, ctx, MODE_NET, node, on, bound);
  return propagate_mode (prop, ctx, MODE_CHAIN, node, on, bound);
}

static gboolean
propagate (Propagation   *prop,
           const Context *ctx,
           Mode           mode,
           guint          node,
           gboolean       on)
{
  return propagate_bounded (prop, ctx, mode, node, on, 0);
}

static inline gboolean
node_is_on (const Propagation *prop,
            guint              node)
{
  return (prop->on[NODE_CELL (node)] & SUDOKU_DIGIT_BIT (NODE_DIGIT (node))) != 0;
}

/* Proofs: the nodes a conclusion rests on, found by walking the causes
 * back to the assumption. */

static void
proof_clear (Proof *proof)
{
  memset (proof->nodes, 0, sizeof proof->nodes);
  proof->size = 0;
  proof->depth = 0;
  proof->limit = 0;
}

static inline gboolean
proof_has (const Proof *proof,
           guint        node)
{
  return (proof->nodes[NODE_CELL (node)] & SUDOKU_DIGIT_BIT (NODE_DIGIT (node))) != 0;
}

static inline void
proof_push (Proof *proof,
            guint  node)
{
  if (proof_has (proof, node))
    return;
  proof->nodes[NODE_CELL (node)] |= SUDOKU_DIGIT_BIT (NODE_DIGIT (node));
  proof->size++;
  proof->stack[proof->depth++] = node;
}

static void
push_parents (Proof         *proof,
              const Context *ctx,
              guint          node,
              Cause          cause,
              guint          aux)
{
  guint cell = NODE_CELL (node), digit = NODE_DIGIT (node);

  switch (cause)
    {
    case CAUSE_CELL:
      proof_push (proof, NODE (cell, aux));
      break;
    case CAUSE_PEER:
      proof_push (proof, NODE (aux, digit));
      break;
    case CAUSE_NAKED:
      {
        guint16 others = ctx->candidates[cell] & ~SUDOKU_DIGIT_BIT (digit);

        while (others)
          {
            proof_push (proof, NODE (cell, __builtin_ctz (others) + 1));
            others &= others - 1;
          }
      }
      break;
    case CAUSE_HIDDEN:
      {
        SudokuCells others = sudoku_grid_house_digit (ctx->grid, aux, digit);

        sudoku_cells_remove (&others, cell);
        SUDOKU_CELLS_FOREACH (others, other)
          proof_push (proof, NODE (other, digit));
      }
      break;
    case CAUSE_ASSUMED:
    default:
      break;
    }
}

static void
proof_close (Proof             *proof,
             const Context     *ctx,
             const Propagation *prop)
{
  while (proof->depth > 0 && (proof->limit == 0 || proof->size < proof->limit))
    {
      guint node = proof->stack[--proof->depth];

      push_parents (proof, ctx, node, WHY_CAUSE (prop, node), WHY_AUX (prop, node));
    }
}

static void
proof_add (Proof             *proof,
           const Context     *ctx,
           const Propagation *prop,
           guint              node)
{
  proof_push (proof, node);
  proof_close (proof, ctx, prop);
}

/* The proof of a propagation's contradiction; returns its length. When
 * @limit is not 0 and the length reaches it, the proof is left unfinished
 * and some length of at least @limit returned: the proof only grows. */
static guint
proof_of_contradiction_limited (Proof             *proof,
                                const Context     *ctx,
                                const Propagation *prop,
                                guint              limit)
{
  proof_clear (proof);
  proof->limit = limit;
  switch (prop->contradiction)
    {
    case CONTRADICTION_CONFLICT:
      /* Counted once more below. */
      proof->limit = limit > 1 ? limit - 1 : 0;
      proof_add (proof, ctx, prop, prop->where);
      push_parents (proof, ctx, prop->where, prop->second_cause, prop->second_aux);
      proof_close (proof, ctx, prop);
      /* The node counts twice, once on and once off. */
      return proof->size + 1;

    case CONTRADICTION_EMPTY_CELL:
      {
        guint16 digits = ctx->candidates[prop->where];

        while (digits)
          {
            proof_add (proof, ctx, prop, NODE (prop->where, __builtin_ctz (digits) + 1));
            digits &= digits - 1;
          }
      }
      return proof->size;

    case CONTRADICTION_EMPTY_HOUSE:
      {
        SudokuCells places = sudoku_grid_house_digit (ctx->grid, prop->where, prop->where_digit);

        SUDOKU_CELLS_FOREACH (places, cell)
          proof_add (proof, ctx, prop, NODE (cell, prop->where_digit));
      }
      return proof->size;

    case CONTRADICTION_NONE:
    default:
      g_assert_not_reached ();
      return 0;
    }
}

static guint
proof_of_contradiction (Proof             *proof,
                        const Context     *ctx,
                        const Propagation *prop)
{
  return proof_of_contradiction_limited (proof, ctx, prop, 0);
}

/* Steps */

/* Sudoku Explainer's length term: a tenth for each of the lengths 4, 6,
 * 8, 12, 16, 24, … (alternately times 3/2 and 4/3) that the proof
 * exceeds. The length is the number of nodes in the proof (a node both
 * on and off counts twice), summed over the cases of a verity. Each
 * technique keeps to its own band of the scale. */
static double
rating_for_length (SudokuTechnique technique,
                   guint           length)
{
  double base = sudoku_technique_get_info (technique)->se_rating;
  double most;
  guint ceiling = 4;
  guint tenths = 0;
  gboolean odd = FALSE;

  switch (technique)
    {
    case SUDOKU_TECHNIQUE_NISHIO:
      most = 8.1;
      break;
    case SUDOKU_TECHNIQUE_FORCING_CHAIN_CONTRADICTION:
    case SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY:
      most = 8.7;
      break;
    default:
      /* Below the assumption search. */
      most = 9.4;
      break;
    }

  while (length > ceiling && tenths < 50)
    {
      tenths++;
      ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
      odd = !odd;
    }
  return MIN (most, (double) (guint) ((base + tenths * 0.1) * 10 + 0.5) / 10);
}

/* Adds the links from @node's parents (for the given cause) to @node:
 * weak into an off node, strong into an on node. */
static void
add_cause_links (SudokuStep    *step,
                 const Context *ctx,
                 guint          node,
                 Cause          cause,
                 guint          aux)
{
  guint cell = NODE_CELL (node), digit = NODE_DIGIT (node);

  switch (cause)
    {
    case CAUSE_CELL:
      sudoku_step_add_link (step, sudoku_cells_single (cell), aux,
                            sudoku_cells_single (cell), digit, FALSE);
      break;
    case CAUSE_PEER:
      sudoku_step_add_link (step, sudoku_cells_single (aux), digit,
                            sudoku_cells_single (cell), digit, FALSE);
      break;
    case CAUSE_NAKED:
      {
        guint16 others = ctx->candidates[cell] & ~SUDOKU_DIGIT_BIT (digit);

        while (others)
          {
            sudoku_step_add_link (step, sudoku_cells_single (cell), __builtin_ctz (others) + 1,
                                  sudoku_cells_single (cell), digit, TRUE);
            others &= others - 1;
          }
      }
      break;
    case CAUSE_HIDDEN:
      {
        SudokuCells others = sudoku_grid_house_digit (ctx->grid, aux, digit);

        sudoku_cells_remove (&others, cell);
        SUDOKU_CELLS_FOREACH (others, other)
          sudoku_step_add_link (step, sudoku_cells_single (other), digit,
                                sudoku_cells_single (cell), digit, TRUE);
      }
      break;
    case CAUSE_ASSUMED:
    default:
      break;
    }
}

/* Marks and links for every node of @proof, in the order the propagation
 * derived them. */
static void
add_proof (SudokuStep        *step,
           const Context     *ctx,
           const Propagation *prop,
           const Proof       *proof,
           guint              group)
{
  for (guint i = 0; i < prop->tail; i++)
    {
      guint node = prop->queue[i];
      guint cell = NODE_CELL (node), digit = NODE_DIGIT (node);
      gboolean on;

      if (!proof_has (proof, node))
        continue;
      on = node_is_on (prop, node);
      if (WHY_CAUSE (prop, node) == CAUSE_ASSUMED)
        {
          sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_ASSUMED, group);
          continue;
        }
      sudoku_step_add_mark (step, cell, digit,
                            on ? SUDOKU_ROLE_CHAIN_ON : SUDOKU_ROLE_CHAIN_OFF, group);
      add_cause_links (step, ctx, node, WHY_CAUSE (prop, node), WHY_AUX (prop, node));
    }
}

/* Contradictions: Nishio, Forcing Chain / Net Contradiction */

typedef struct
{
  guint16 node;
  guint8  on;       /* the assumption (contradictions) or the conclusion
                     * (verities) is "on" */
  guint8  source;   /* verities: 0 for a cell, 1 for a house */
  guint16 index;    /* verities: the cell, or house * 10 + digit */
  guint   order;    /* the order found in, to keep sorting stable */
  guint   length;
} Found;

static int
compare_found (gconstpointer a,
               gconstpointer b)
{
  const Found *x = a, *y = b;

  if (x->length != y->length)
    return x->length < y->length ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

static SudokuStep *
build_contradiction_step (SudokuTechnique    technique,
                          const Context     *ctx,
                          const Propagation *prop,
                          Proof             *proof,
                          const Found       *found)
{
  guint cell = NODE_CELL (found->node), digit = NODE_DIGIT (found->node);
  SudokuStep *step = sudoku_step_new (technique);
  guint length = proof_of_contradiction (proof, ctx, prop);

  if (found->on)
    sudoku_step_add_elimination (step, cell, digit);
  else
    sudoku_step_add_placement (step, cell, digit);

  add_proof (step, ctx, prop, proof, 0);
  step->digits = SUDOKU_DIGIT_BIT (digit);

  switch (prop->contradiction)
    {
    case CONTRADICTION_CONFLICT:
      {
        guint where = prop->where;

        /* The second reason, which gives the opposite state. */
        add_cause_links (step, ctx, where, prop->second_cause, prop->second_aux);
        sudoku_step_add_mark (step, NODE_CELL (where), NODE_DIGIT (where),
                              SUDOKU_ROLE_DEFINING, 0);
        step->digits |= SUDOKU_DIGIT_BIT (NODE_DIGIT (where));
      }
      break;
    case CONTRADICTION_EMPTY_CELL:
      sudoku_step_add_mark (step, prop->where, 0, SUDOKU_ROLE_DEFINING, 0);
      break;
    case CONTRADICTION_EMPTY_HOUSE:
      {
        SudokuCells places = sudoku_grid_house_digit (ctx->grid, prop->where, prop->where_digit);

        SUDOKU_CELLS_FOREACH (places, place)
          sudoku_step_add_mark (step, place, prop->where_digit, SUDOKU_ROLE_DEFINING, 0);
        sudoku_step_add_house (step, prop->where);
        step->digits |= SUDOKU_DIGIT_BIT (prop->where_digit);
      }
      break;
    case CONTRADICTION_NONE:
    default:
      g_assert_not_reached ();
    }

  step->se_rating = rating_for_length (technique, length);
  return step;
}

/* A solution of the grid that keeps to its candidates, as the bit of its
 * digit for each empty cell; FALSE (and @truth untouched) when there is
 * none. With one, an assumption that agrees with it (a true candidate
 * on, a false one off) meets no contradiction: every rule of the
 * propagation derives from nodes the solution satisfies only nodes it
 * satisfies (on → off turns off candidates the solution does not hold;
 * a cell or a house keeps the solution's place to the end, so a single
 * left is that place; nothing is both on and off). The solution is
 * checked here against the values, the candidates and every house of
 * the grid, so this rests on nothing the solver promises.
 *
 * The solving path asks again and again about the same puzzle, so the
 * last solution found (per thread) is tried first: it passes the same
 * checks or is not used. */
static gboolean
solution_fits (const Context *ctx,
               const guint8  *solution)
{
  const SudokuGrid *grid = ctx->grid;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint value = solution[cell];

      if (value < 1 || value > 9)
        return FALSE;
      if (grid->board.values[cell] != 0 && grid->board.values[cell] != value)
        return FALSE;
      if (sudoku_cells_has (grid->empty, cell) &&
          !(ctx->candidates[cell] & SUDOKU_DIGIT_BIT (value)))
        return FALSE;
    }
  for (guint h = 0; h < ctx->n_houses; h++)
    {
      guint16 seen = 0;

      for (guint i = 0; i < 9; i++)
        seen |= SUDOKU_DIGIT_BIT (solution[grid->houses->houses[h].cells[i]]);
      if (seen != SUDOKU_ALL_CANDIDATES)
        return FALSE;
    }
  return TRUE;
}

static gboolean
solution_truth (const Context *ctx,
                guint16       *truth)
{
  static __thread guint8 last[SUDOKU_N_CELLS];
  static __thread gboolean have_last;
  const SudokuGrid *grid = ctx->grid;

  if (!have_last || !solution_fits (ctx, last))
    {
      /* A bounded search: without a solution soon, only the shortcut
       * is lost. */
      SudokuSolveOptions options = { 1, 1u << 16, NULL };
      SudokuSolveResult result;

      have_last = FALSE;
      if (!sudoku_solver_count (&grid->board, &options, &result, NULL) ||
          result.n_solutions == 0 ||
          !solution_fits (ctx, result.solution))
        return FALSE;
      memcpy (last, result.solution, sizeof last);
      have_last = TRUE;
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    truth[cell] = sudoku_cells_has (grid->empty, cell)
                  ? SUDOKU_DIGIT_BIT (last[cell])
                  : 0;
  return TRUE;
}

static gboolean
find_contradictions (const Context   *ctx,
                     SudokuTechnique  technique,
                     Mode             mode,
                     gboolean         assume_off,
                     SudokuStepSink   sink,
                     gpointer         user_data)
{
  g_autofree Propagation *prop = g_new (Propagation, 1);
  g_autofree Proof *proof = g_new (Proof, 1);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Found));
  Found best = { 0, 0, 0, 0, 0, 0 };
  guint order = 0;
  /* Candidates whose assumption on (or off) is known to lead nowhere. */
  guint16 quiet_on[SUDOKU_N_CELLS] = { 0 };
  guint16 quiet_off[SUDOKU_N_CELLS] = { 0 };
  /* Assumed on, the true candidates lead nowhere, nor, assumed off, do
   * the false ones (see solution_truth()); without a solution, none is
   * known to. */
  guint16 truth[SUDOKU_N_CELLS];
  gboolean witness = solution_truth (ctx, truth);

  if (witness)
    for (guint c = 0; c < SUDOKU_N_CELLS; c++)
      {
        quiet_on[c] = truth[c];
        if (assume_off)
          quiet_off[c] = ctx->candidates[c] & ~truth[c];
      }

  /* The solving path wants only the first step, the shortest: find it
   * with each propagation cut off as soon as it can no longer beat the
   * best so far, which skips much of the work.
   *
   * The propagation's rules only ever add to what they have derived, so
   * the nodes derived from a node hold everything derived from any one
   * of them: when an assumption was followed to the end without a
   * contradiction, no node it set on (or off) leads to one when assumed
   * on (or off), and is not followed again. */
  SUDOKU_CELLS_FOREACH (ctx->grid->empty, cell)
    {
      guint16 digits = ctx->candidates[cell];

      while (digits)
        {
          guint digit = (guint) __builtin_ctz (digits) + 1;
          guint16 bit = SUDOKU_DIGIT_BIT (digit);

          digits &= digits - 1;
          for (guint pass = 0; pass < (assume_off ? 2u : 1u); pass++)
            {
              gboolean on = pass == 0;
              Found entry = { NODE (cell, digit), on, 0, 0, order++, 0 };

              if ((on ? quiet_on[cell] : quiet_off[cell]) & bit)
                continue;
              if (!propagate_bounded (prop, ctx, mode, entry.node, on, best.length))
                {
                  if (!prop->cut)
                    {
                      for (guint c = 0; c < SUDOKU_N_CELLS; c++)
                        quiet_on[c] |= prop->on[c];
                      if (assume_off)
                        for (guint c = 0; c < SUDOKU_N_CELLS; c++)
                          quiet_off[c] |= ctx->candidates[c] & ~prop->candidates[c];
                    }
                  continue;
                }
              /* Only a shorter proof than the best matters. */
              entry.length = proof_of_contradiction_limited (proof, ctx, prop, best.length);
              if (best.length == 0 || entry.length < best.length)
                best = entry;
            }
        }
    }
  if (best.length == 0)
    return FALSE;
  propagate (prop, ctx, mode, best.node, best.on);
  if (sink (build_contradiction_step (technique, ctx, prop, proof, &best), user_data))
    return TRUE;

  /* Everything, in the same order, for callers that want all steps. */
  order = 0;
  SUDOKU_CELLS_FOREACH (ctx->grid->empty, cell)
    {
      guint16 digits = ctx->candidates[cell];

      while (digits)
        {
          guint digit = (guint) __builtin_ctz (digits) + 1;

          digits &= digits - 1;
          /* On first, then (when asked) off. */
          for (guint pass = 0; pass < (assume_off ? 2u : 1u); pass++)
            {
              gboolean on = pass == 0;
              Found entry = { NODE (cell, digit), on, 0, 0, order++, 0 };

              if (witness && ((truth[cell] & SUDOKU_DIGIT_BIT (digit)) != 0) == on)
                continue;
              if (!propagate (prop, ctx, mode, entry.node, on))
                continue;
              entry.length = proof_of_contradiction (proof, ctx, prop);
              g_array_append_val (found, entry);
            }
        }
    }

  g_array_sort (found, compare_found);
  for (guint i = 0; i < found->len; i++)
    {
      const Found *entry = &g_array_index (found, Found, i);
      SudokuStep *step;

      if (entry->order == best.order)
        continue;
      propagate (prop, ctx, mode, entry->node, entry->on);
      step = build_contradiction_step (technique, ctx, prop, proof, entry);
      if (sink (step, user_data))
        return TRUE;
    }
  return FALSE;
}

/* Verities: Forcing Chain / Net Verity */

typedef struct
{
  SudokuCells on[10];
  SudokuCells off[10];
  gboolean    broken;
} Outcome;

/* The assumptions of a verity: the candidates of a cell or the places of
 * a digit in a house. Returns how many. */
static guint
verity_branches (const Context *ctx,
                 guint          source,
                 guint          index,
                 guint16       *nodes)
{
  guint n = 0;

  if (source == 0)
    {
      guint16 digits = ctx->candidates[index];

      while (digits)
        {
          nodes[n++] = NODE (index, __builtin_ctz (digits) + 1);
          digits &= digits - 1;
        }
    }
  else
    {
      guint digit = index % 10;
      SudokuCells places = sudoku_grid_house_digit (ctx->grid, index / 10, digit);

      SUDOKU_CELLS_FOREACH (places, cell)
        nodes[n++] = NODE (cell, digit);
    }
  return n;
}

/* What every branch of a verity source has in common; returns whether
 * anything. */
static gboolean
verity_common (const Outcome  *outcomes,
               const guint16  *slots,
               const guint16  *nodes,
               guint           n_nodes,
               SudokuCells    *common_on,
               SudokuCells    *common_off)
{
  gboolean any = FALSE;

  for (guint digit = 1; digit <= 9; digit++)
    {
      common_on[digit] = SUDOKU_CELLS_ALL;
      common_off[digit] = SUDOKU_CELLS_ALL;
    }
  for (guint b = 0; b < n_nodes; b++)
    {
      const Outcome *outcome = &outcomes[slots[nodes[b]]];

      if (outcome->broken)
        return FALSE;
      for (guint digit = 1; digit <= 9; digit++)
        {
          common_on[digit] = sudoku_cells_and (common_on[digit], outcome->on[digit]);
          common_off[digit] = sudoku_cells_and (common_off[digit], outcome->off[digit]);
        }
    }
  for (guint digit = 1; digit <= 9; digit++)
    any |= !sudoku_cells_is_empty (common_on[digit]) ||
           !sudoku_cells_is_empty (common_off[digit]);
  return any;
}

static SudokuStep *
build_verity_step (SudokuTechnique  technique,
                   const Context   *ctx,
                   Mode             mode,
                   Propagation     *prop,
                   Proof           *proof,
                   const Found     *found)
{
  SudokuStep *step = sudoku_step_new (technique);
  guint cell = NODE_CELL (found->node), digit = NODE_DIGIT (found->node);
  guint16 nodes[9];
  guint n_nodes = verity_branches (ctx, found->source, found->index, nodes);

  /* found->on here says the conclusion is "on": a placement. */
  if (found->on)
    sudoku_step_add_placement (step, cell, digit);
  else
    sudoku_step_add_elimination (step, cell, digit);
  step->digits = SUDOKU_DIGIT_BIT (digit);
  if (found->source == 1)
    sudoku_step_add_house (step, found->index / 10);

  for (guint b = 0; b < n_nodes; b++)
    {
      propagate (prop, ctx, mode, nodes[b], TRUE);
      proof_clear (proof);
      proof_add (proof, ctx, prop, found->node);
      add_proof (step, ctx, prop, proof, b);
      step->digits |= SUDOKU_DIGIT_BIT (NODE_DIGIT (nodes[b]));
    }
  step->se_rating = rating_for_length (technique, found->length);
  return step;
}

/* Adds one entry per conclusion of a source, with its length: the sum of
 * the proofs of each branch. */
static void
collect_verity (GArray         *found,
                const Context  *ctx,
                Mode            mode,
                Propagation    *prop,
                Proof          *proof,
                guint           source,
                guint           index,
                const guint16  *nodes,
                guint           n_nodes,
                SudokuCells    *common_on,
                SudokuCells    *common_off,
                guint          *order)
{
  guint first = found->len;

  for (guint digit = 1; digit <= 9; digit++)
    for (guint pass = 0; pass < 2; pass++)
      {
        gboolean on = pass == 0;
        SudokuCells cells = on ? common_on[digit] : common_off[digit];

        SUDOKU_CELLS_FOREACH (cells, cell)
          {
            Found entry = { NODE (cell, digit), on, source, index, (*order)++, 0 };

            g_array_append_val (found, entry);
          }
      }

  for (guint b = 0; b < n_nodes; b++)
    {
      propagate (prop, ctx, mode, nodes[b], TRUE);
      for (guint i = first; i < found->len; i++)
        {
          Found *entry = &g_array_index (found, Found, i);

          proof_clear (proof);
          proof_add (proof, ctx, prop, entry->node);
          entry->length += proof->size;
        }
    }
}

static int
compare_conclusions (gconstpointer a,
                     gconstpointer b)
{
  const Found *x = a, *y = b;

  if (x->node != y->node)
    return (int) x->node - (int) y->node;
  if (x->on != y->on)
    return (int) x->on - (int) y->on;
  return compare_found (a, b);
}

static gboolean
find_verities (const Context   *ctx,
               SudokuTechnique  technique,
               Mode             mode,
               SudokuStepSink   sink,
               gpointer         user_data)
{
  const SudokuGrid *grid = ctx->grid;
  g_autofree Propagation *prop = g_new (Propagation, 1);
  g_autofree Proof *proof = g_new (Proof, 1);
  g_autofree guint16 *slots = g_new (guint16, N_NODES);
  g_autofree Outcome *outcomes = NULL;
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Found));
  SudokuCells common_on[10], common_off[10];
  guint16 nodes[9];
  guint n_slots = 0;
  guint order = 0;
  guint kept = 0;

  /* Every candidate assumed on once; cells and houses then share them. */
  SUDOKU_CELLS_FOREACH (grid->empty, cell)
    n_slots += __builtin_popcount (ctx->candidates[cell]);
  outcomes = g_new (Outcome, MAX (n_slots, 1));
  n_slots = 0;
  SUDOKU_CELLS_FOREACH (grid->empty, cell)
    {
      guint16 digits = ctx->candidates[cell];

      while (digits)
        {
          guint digit = (guint) __builtin_ctz (digits) + 1;
          guint node = NODE (cell, digit);
          Outcome *outcome = &outcomes[n_slots];

          digits &= digits - 1;
          slots[node] = n_slots++;
          outcome->broken = propagate (prop, ctx, mode, node, TRUE);
          if (outcome->broken)
            continue;
          for (guint d = 1; d <= 9; d++)
            {
              outcome->on[d] = prop->on_cells[d];
              outcome->off[d] = sudoku_cells_minus (grid->digit_cells[d], prop->places[d]);
            }
        }
    }

  SUDOKU_CELLS_FOREACH (grid->empty, cell)
    {
      guint n_nodes = verity_branches (ctx, 0, cell, nodes);

      if (n_nodes >= 2 &&
          verity_common (outcomes, slots, nodes, n_nodes, common_on, common_off))
        collect_verity (found, ctx, mode, prop, proof, 0, cell, nodes, n_nodes,
                        common_on, common_off, &order);
    }
  for (guint house = 0; house < ctx->n_houses; house++)
    for (guint digit = 1; digit <= 9; digit++)
      {
        guint index = house * 10 + digit;
        guint n_nodes;

        if (ctx->house_places[house][digit] < 2 ||
            (ctx->house_values[house] & SUDOKU_DIGIT_BIT (digit)))
          continue;
        n_nodes = verity_branches (ctx, 1, index, nodes);
        if (verity_common (outcomes, slots, nodes, n_nodes, common_on, common_off))
          collect_verity (found, ctx, mode, prop, proof, 1, index, nodes, n_nodes,
                          common_on, common_off, &order);
      }

  /* One step per conclusion: the shortest way to it. */
  g_array_sort (found, compare_conclusions);
  for (guint i = 0; i < found->len; i++)
    {
      const Found *entry = &g_array_index (found, Found, i);

      if (kept > 0)
        {
          const Found *last = &g_array_index (found, Found, kept - 1);

          if (last->node == entry->node && last->on == entry->on)
            continue;
        }
      g_array_index (found, Found, kept++) = *entry;
    }
  g_array_set_size (found, kept);
  g_array_sort (found, compare_found);

  for (guint i = 0; i < found->len; i++)
    {
      SudokuStep *step = build_verity_step (technique, ctx, mode, prop, proof,
                                            &g_array_index (found, Found, i));

      if (sink (step, user_data))
        return TRUE;
    }
  return FALSE;
}

gboolean
_sudoku_find_forcing (const SudokuGrid *grid,
                      SudokuTechnique   technique,
                      SudokuStepSink    sink,
                      gpointer          user_data)
{
  g_autofree Context *ctx = g_new (Context, 1);

  context_init (ctx, grid);
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_NISHIO:
      return find_contradictions (ctx, technique, MODE_NET, FALSE, sink, user_data);
    case SUDOKU_TECHNIQUE_FORCING_CHAIN_CONTRADICTION:
      return find_contradictions (ctx, technique, MODE_CHAIN, TRUE, sink, user_data);
    case SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY:
      return find_verities (ctx, technique, MODE_CHAIN, sink, user_data);
    case SUDOKU_TECHNIQUE_FORCING_NET_CONTRADICTION:
      return find_contradictions (ctx, technique, MODE_NET, TRUE, sink, user_data);
    case SUDOKU_TECHNIQUE_FORCING_NET_VERITY:
      return find_verities (ctx, technique, MODE_NET, sink, user_data);
    default:
      return FALSE;
    }
}
