/* sudoku-chains.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Chains and loops, with HoDoKu's definitions and classification.
 *
 * A chain is a sequence of nodes, each either "on" (true) or "off"
 * (false). A node is a candidate (a digit in a cell); for the grouped
 * techniques also a group node (the two or three cells of one digit
 * where a box meets a row or column) or an ALS node (an almost locked
 * set: n cells of a house with n + 1 digits, which becomes a locked set
 * when one digit, the entry, is taken out of all of its cells). From an
 * on node the next is off: the same digit in a cell that sees it, or
 * another digit of the same cell (a weak link, "not both"). From an off
 * node the next is on: the other cell of a house that holds the digit
 * twice, or the other digit of a cell that holds two (a strong link, "at
 * least one"). An on candidate that sees every cell of an ALS holding
 * its digit makes the ALS locked, which turns off its other digits in
 * every cell that sees all of the ALS's cells with that digit.
 *
 * - X-Chain: one digit, strong links at both ends; the digit goes from
 *   every cell that sees both ends. At most 20 links, cells not repeated.
 * - XY-Chain: bivalue cells only, the strong links inside the cells, the
 *   same digit at both ends; it goes from every cell seeing both ends.
 * - Nice loops and AIC come, as in HoDoKu, from implication tables: for
 *   every candidate set on and set off, a breadth-first search records
 *   the shortest chain to everything it implies. A chain that comes back
 *   to its start cell is a nice loop. Discontinuous: the start candidate
 *   is proved false (eliminated) or true (then its cell's other
 *   candidates are eliminated, as HoDoKu writes it). Continuous: the loop
 *   closes consistently, every weak link becomes strong, and each one
 *   eliminates its digit from the cells that see both of its ends (cells
 *   of the loop excepted), while a cell entered and left by strong links
 *   loses its other candidates. An AIC starts with a strong link from an
 *   off candidate and ends at an on candidate in another cell: type 1
 *   (same digit) eliminates it from the cells seeing both ends when that
 *   makes two or more eliminations (one is a discontinuous loop); type 2
 *   (different digits, the end cells see each other, each holding the
 *   other's digit) eliminates both.
 * - The grouped techniques report the chains that use a group or ALS
 *   node. They are searched twice, as HoDoKu's library runs them: with
 *   group nodes, then with group and ALS nodes; an ALS counts as several
 *   links (HoDoKu's penalty), so that a chain through a big ALS is not
 *   preferred to a slightly longer plain one. The second search costs
 *   several times the first, and HoDoKu's solver leaves it out: its
 *   steps come after all of the first's, and it runs only when the sink
 *   asks for more.
 *
 * Each technique reports one step per distinct set of eliminations, with
 * the shortest chain found for it, shortest chains first. A loop that
 * proves a digit is written, as HoDoKu does, as the elimination of its
 * cell's other candidates. The implication tables serve three
 * techniques; their results are kept per thread for the board they were
 * computed on, so that asking for the next technique on the same board
 * costs nothing. The tables are built in sudoku-chains-tables.c, and the
 * steps' texts written in sudoku-chains-text.c. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <string.h>

#include "sudoku-techniques.h"
#include "sudoku-chains-private.h"

typedef enum {
  SEARCH_X_CHAINS = 1 << 0,
  SEARCH_XY_CHAINS = 1 << 1,
  SEARCH_TABLES = 1 << 2,
  SEARCH_GROUPED_TABLES = 1 << 3,
  SEARCH_ALS_TABLES = 1 << 4,
} SearchKind;

/* A node resolved for a step, independent of the workspace. */
typedef struct
{
  SudokuCells cells;
  guint16     als_digits;  /* for an ALS node, else 0 */
  guint8      digit;
  guint8      on;
  guint8      group;       /* a group node */
} StepNode;

/* Workspace */

static void
chains_free (gpointer data)
{
  Chains *chains = data;

  if (chains == NULL)
    return;
  g_free (chains->results);
  g_free (chains->slots);
  g_free (chains->als);
  _sudoku_chains_reach_free (chains->reach);
  g_clear_pointer (&chains->entries, g_array_unref);
  g_clear_pointer (&chains->consequences, g_array_unref);
  g_free (chains);
}

static GPrivate chains_key = G_PRIVATE_INIT (chains_free);
static GPrivate chains_busy_key;

static Chains *
chains_new (void)
{
  Chains *chains = g_new0 (Chains, 1);

  chains->entries = g_array_new (FALSE, FALSE, sizeof (guint16));
  chains->consequences = g_array_new (FALSE, FALSE, sizeof (guint16));
  return chains;
}

static void
results_clear (Chains *chains)
{
  chains->n_results = 0;
  chains->first_als_result = 0;
  if (chains->slots != NULL)
    memset (chains->slots, 0, chains->n_slots * sizeof *chains->slots);
}

static guint32
mask_hash (const guint64 *mask,
           guint          technique)
{
  guint64 h = technique * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  for (guint i = 0; i < MASK_WORDS; i++)
    h = (h ^ mask[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  return (guint32) (h ^ (h >> 32));
}

static void
slots_insert (Chains *chains,
              guint   index)
{
  guint mask = chains->n_slots - 1;
  guint slot = chains->results[index].hash & mask;

  while (chains->slots[slot] != 0)
    slot = (slot + 1) & mask;
  chains->slots[slot] = index + 1;
}

static void
results_grow (Chains *chains)
{
  chains->results_size = MAX (256, chains->results_size * 2);
  chains->results = g_renew (ChainResult, chains->results, chains->results_size);
  g_free (chains->slots);
  chains->n_slots = chains->results_size * 2;
  chains->slots = g_new0 (guint32, chains->n_slots);
  for (guint i = 0; i < chains->n_results; i++)
    slots_insert (chains, i);
}

/* Keeps the chain for @technique and the eliminations in @mask unless one
 * at least as short is already known. */
void
_sudoku_chains_results_add (Chains         *chains,
                            SudokuTechnique technique,
                            const guint64  *mask,
                            const guint16  *nodes,
                            guint           n_nodes)
{
  guint32 hash = mask_hash (mask, technique);
  ChainResult *result;
  guint slot;

  if (n_nodes > MAX_CHAIN_NODES)
    return;
  if (chains->n_results == chains->results_size)
    results_grow (chains);

  slot = hash & (chains->n_slots - 1);
  while (chains->slots[slot] != 0)
    {
      result = &chains->results[chains->slots[slot] - 1];
      if (result->hash == hash && result->technique == technique &&
          memcmp (result->mask, mask, sizeof result->mask) == 0)
        {
          if (result->n_nodes > n_nodes &&
              chains->slots[slot] - 1 >= chains->first_als_result)
            {
              memcpy (result->nodes, nodes, n_nodes * sizeof *nodes);
              result->n_nodes = n_nodes;
            }
          return;
        }
      slot = (slot + 1) & (chains->n_slots - 1);
    }

  result = &chains->results[chains->n_results];
  memcpy (result->mask, mask, sizeof result->mask);
  result->hash = hash;
  result->technique = technique;
  result->n_nodes = n_nodes;
  memcpy (result->nodes, nodes, n_nodes * sizeof *nodes);
  chains->slots[slot] = ++chains->n_results;
}

/* X-Chains */

/* The chain in @chains->path, from @start to @end, both on @digit at
 * the ends of strong links: the digit goes from every cell seeing both. */
static void
add_simple_chain (Chains          *chains,
                  SudokuTechnique  technique,
                  guint            start,
                  guint            end,
                  guint            digit,
                  guint            depth)
{
  const SudokuGrid *grid = chains->grid;
  SudokuCells targets = sudoku_cells_and (sudoku_cells_and (grid->peers[start], grid->peers[end]),
                                          grid->digit_cells[digit]);
  guint64 mask[MASK_WORDS] = { 0 };

  if (sudoku_cells_is_empty (targets))
    return;
  mask_add_cells (mask, targets, digit);
  _sudoku_chains_results_add (chains, technique, mask, chains->path, depth + 1);
}

static void
x_chain_extend (Chains *chains,
                guint   digit,
                guint   depth)
{
  const SudokuGrid *grid = chains->grid;
  guint start = (chains->path[0] >> 1) / 9;
  guint end = (chains->path[depth] >> 1) / 9;
  SudokuCells weak;

  if (depth >= 3)
    add_simple_chain (chains, SUDOKU_TECHNIQUE_X_CHAIN, start, end, digit, depth);
  if (depth + 2 > MAX_SIMPLE_CHAIN_LINKS)
    return;

  weak = sudoku_cells_minus (sudoku_cells_and (grid->peers[end], grid->digit_cells[digit]),
                             chains->used);
  SUDOKU_CELLS_FOREACH (weak, next)
    {
      SudokuCells strong = sudoku_cells_minus (chains->conjugates[next], chains->used);

      if (sudoku_cells_is_empty (strong))
        continue;
      sudoku_cells_add (&chains->used, next);
      chains->path[depth + 1] = candidate_state (next, digit, FALSE);
      SUDOKU_CELLS_FOREACH (strong, after)
        {
          sudoku_cells_add (&chains->used, after);
          chains->path[depth + 2] = candidate_state (after, digit, TRUE);
          x_chain_extend (chains, digit, depth + 2);
          sudoku_cells_remove (&chains->used, after);
        }
      sudoku_cells_remove (&chains->used, next);
    }
}

static void
search_x_chains (Chains *chains)
{
  const SudokuGrid *grid = chains->grid;
  const SudokuHouseList *houses = grid->houses;

  for (guint digit = 1; digit <= 9; digit++)
    {
      SudokuCells cells = grid->digit_cells[digit];

      /* Strong links: the two cells of a house holding the digit twice. */
      SUDOKU_CELLS_FOREACH (cells, cell)
        {
          chains->conjugates[cell] = SUDOKU_CELLS_EMPTY;
          for (guint i = 0; i < G_N_ELEMENTS (houses->cell_houses[cell]); i++)
            {
              guint house = houses->cell_houses[cell][i];
              SudokuCells in_house;

              if (house == 0xff)
                break;
              in_house = sudoku_grid_house_digit (grid, house, digit);
              if (sudoku_cells_count (in_house) == 2)
                chains->conjugates[cell] = sudoku_cells_or (chains->conjugates[cell], in_house);
            }
          sudoku_cells_remove (&chains->conjugates[cell], cell);
        }

      SUDOKU_CELLS_FOREACH (cells, start)
        {
          SudokuCells strong = chains->conjugates[start];

          chains->used = sudoku_cells_single (start);
          chains->path[0] = candidate_state (start, digit, FALSE);
          SUDOKU_CELLS_FOREACH (strong, next)
            {
              sudoku_cells_add (&chains->used, next);
              chains->path[1] = candidate_state (next, digit, TRUE);
              x_chain_extend (chains, digit, 1);
              sudoku_cells_remove (&chains->used, next);
            }
        }
    }
}

/* XY-Chains */

static void
xy_chain_extend (Chains      *chains,
                 SudokuCells  bivalue,
                 guint        depth)
{
  const SudokuGrid *grid = chains->grid;
  guint start = (chains->path[0] >> 1) / 9;
  guint start_digit = (chains->path[0] >> 1) % 9 + 1;
  guint end = (chains->path[depth] >> 1) / 9;
  guint digit = (chains->path[depth] >> 1) % 9 + 1;
  SudokuCells next_cells;

  if (depth >= 3 && digit == start_digit)
    add_simple_chain (chains, SUDOKU_TECHNIQUE_XY_CHAIN, start, end, digit, depth);
  if (depth + 2 > MAX_SIMPLE_CHAIN_LINKS)
    return;

  next_cells = sudoku_cells_and (bivalue, grid->peers[end]);
  next_cells = sudoku_cells_and (next_cells, grid->digit_cells[digit]);
  next_cells = sudoku_cells_minus (next_cells, chains->used);
  SUDOKU_CELLS_FOREACH (next_cells, next)
    {
      guint other = __builtin_ctz (grid->board.candidates[next] & ~SUDOKU_DIGIT_BIT (digit)) + 1;

      sudoku_cells_add (&chains->used, next);
      chains->path[depth + 1] = candidate_state (next, digit, FALSE);
      chains->path[depth + 2] = candidate_state (next, other, TRUE);
      xy_chain_extend (chains, bivalue, depth + 2);
      sudoku_cells_remove (&chains->used, next);
    }
}

static void
search_xy_chains (Chains *chains)
{
  const SudokuGrid *grid = chains->grid;
  SudokuCells bivalue = SUDOKU_CELLS_EMPTY;

  SUDOKU_CELLS_FOREACH (grid->empty, cell)
    if (count_digits (grid->board.candidates[cell]) == 2)
      sudoku_cells_add (&bivalue, cell);

  SUDOKU_CELLS_FOREACH (bivalue, start)
    {
      guint16 mask = grid->board.candidates[start];

      for (guint digit = 1; digit <= 9; digit++)
        {
          guint other;

          if (!(mask & SUDOKU_DIGIT_BIT (digit)))
            continue;
          other = __builtin_ctz (mask & ~SUDOKU_DIGIT_BIT (digit)) + 1;
          chains->used = sudoku_cells_single (start);
          chains->path[0] = candidate_state (start, digit, FALSE);
          chains->path[1] = candidate_state (start, other, TRUE);
          xy_chain_extend (chains, bivalue, 1);
        }
    }
}

/* Steps */

/* Sudoku Explainer adds a tenth for every step of a length scale that
 * grows by half and a third in turn: 4, 6, 8, 12, 16, 24, … nodes. */
static double
length_difficulty (guint length)
{
  double added = 0.0;
  guint ceiling = 4;
  gboolean odd = FALSE;

  while (length > ceiling)
    {
      added += 0.1;
      ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
      odd = !odd;
    }
  return added;
}

static double
chain_rating (SudokuTechnique  technique,
              const StepNode  *nodes,
              guint            n_nodes)
{
  double base = sudoku_technique_get_info (technique)->se_rating;
  gboolean x_links = FALSE, y_links = FALSE, als = FALSE;

  /* Sudoku Explainer rates chains of one kind of strong link (X: a house,
   * Y: a cell) lower than mixed ones, and its cycles lower than its
   * chains. */
  for (guint i = 0; i < n_nodes; i++)
    als = als || nodes[i].als_digits != 0;
  for (guint i = 1; i < n_nodes; i++)
    if (nodes[i].on)
      {
        if (sudoku_cells_equal (nodes[i].cells, nodes[i - 1].cells))
          y_links = TRUE;
        else
          x_links = TRUE;
      }

  switch (technique)
    {
    case SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS:
      base = x_links && y_links ? 7.0 : 6.5;
      break;
    case SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS:
    case SUDOKU_TECHNIQUE_AIC:
      base = x_links && y_links ? 7.0 : 6.6;
      break;
    default:
      break;
    }
  /* Sudoku Explainer has no ALS; a chain through one rates as ours. */
  if (als)
    base = MAX (base, sudoku_technique_get_info (SUDOKU_TECHNIQUE_ALS_CHAIN)->se_rating);
  /* In tenths, without the rounding errors of adding 0.1 repeatedly. */
  return (int) ((base + length_difficulty (n_nodes - 2)) * 10.0 + 0.5) / 10.0;
}

/* The first house that holds every cell of @cells. */
static int
common_house (const SudokuGrid *grid,
              SudokuCells       cells)
{
  const SudokuHouseList *houses = grid->houses;
  guint first = sudoku_cells_first (cells);

  for (guint i = 0; i < G_N_ELEMENTS (houses->cell_houses[first]); i++)
    {
      guint house = houses->cell_houses[first][i];

      if (house == 0xff)
        break;
      if (sudoku_cells_subset (cells, grid->house_cells[house]))
        return (int) house;
    }
  return -1;
}

static StepNode
resolve_node (const Chains *chains,
              guint16       state)
{
  StepNode node = { 0 };

  node.cells = state_cells (chains, state);
  node.digit = state_digit (chains, state);
  node.on = state_on (state);
  node.group = state_is_group (state);
  if (state_is_als (state))
    node.als_digits = state_als (chains, state)->digits;
  return node;
}

static SudokuStep *
make_step (const SudokuGrid *grid,
           SudokuTechnique   technique,
           const guint64    *mask,
           const StepNode   *nodes,
           guint             n_nodes)
{
  SudokuStep *step = sudoku_step_new (technique);
  guint n_als = 0;

  for (guint node = 0; node < N_CANDIDATE_NODES; node++)
    if (mask[node / 64] & (G_GUINT64_CONSTANT (1) << (node % 64)))
      sudoku_step_add_elimination (step, node / 9, node % 9 + 1);
  sudoku_step_sort (step);

  for (guint i = 0; i < n_nodes; i++)
    {
      const StepNode *node = &nodes[i];

      if (node->als_digits != 0)
        {
          /* The ALS's cells, numbered from 1 in the step. */
          n_als++;
          SUDOKU_CELLS_FOREACH (node->cells, cell)
            sudoku_step_add_mark (step, cell, 0, SUDOKU_ROLE_ALS, n_als);
          step->digits |= node->als_digits;
        }
      else
        {
          SUDOKU_CELLS_FOREACH (node->cells, cell)
            sudoku_step_add_mark (step, cell, node->digit,
                                  node->on ? SUDOKU_ROLE_CHAIN_ON : SUDOKU_ROLE_CHAIN_OFF,
                                  node->group ? 1 : 0);
          step->digits |= SUDOKU_DIGIT_BIT (node->digit);
        }
      if (i == 0)
        continue;

      {
        const StepNode *from = &nodes[i - 1];
        /* A link out of an ALS is about the digit it eliminates or forces. */
        guint from_digit = from->als_digits != 0 ? node->digit : from->digit;

        sudoku_step_add_link (step, from->cells, from_digit, node->cells, node->digit,
                              node->on);
        /* The houses of the strong links between cells. */
        if (node->on && from->als_digits == 0 && !sudoku_cells_equal (from->cells, node->cells))
          {
            int house = common_house (grid, sudoku_cells_or (from->cells, node->cells));

            if (house >= 0)
              sudoku_step_add_house (step, (guint) house);
          }
      }
    }
  step->se_rating = chain_rating (technique, nodes, n_nodes);
  return step;
}

static int
compare_results (gconstpointer a,
                 gconstpointer b)
{
  const ChainResult *x = *(const ChainResult * const *) a;
  const ChainResult *y = *(const ChainResult * const *) b;
  guint nx = 0, ny = 0;

  if (x->n_nodes != y->n_nodes)
    return (int) x->n_nodes - (int) y->n_nodes;
  for (guint i = 0; i < MASK_WORDS; i++)
    {
      nx += __builtin_popcountll (x->mask[i]);
      ny += __builtin_popcountll (y->mask[i]);
    }
  if (nx != ny)
    return (int) ny - (int) nx;
  return memcmp (x->mask, y->mask, sizeof x->mask);
}

static SearchKind
technique_search (SudokuTechnique technique)
{
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_X_CHAIN:
      return SEARCH_X_CHAINS;
    case SUDOKU_TECHNIQUE_XY_CHAIN:
      return SEARCH_XY_CHAINS;
    case SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS:
    case SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS:
    case SUDOKU_TECHNIQUE_AIC:
      return SEARCH_TABLES;
    case SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_CONTINUOUS:
    case SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS:
    case SUDOKU_TECHNIQUE_GROUPED_AIC:
      return SEARCH_GROUPED_TABLES;
    default:
      return 0;
    }
}

/* Found chains, resolved so that the workspace can go. */
typedef struct
{
  guint     n_found;
  guint64 (*masks)[MASK_WORDS];
  guint    *first_nodes;
  guint    *n_nodes;
  StepNode *nodes;
} FoundChains;

static void
found_chains_clear (FoundChains *found)
{
  g_free (found->masks);
  g_free (found->first_nodes);
  g_free (found->n_nodes);
  g_free (found->nodes);
  memset (found, 0, sizeof *found);
}

/* The results of @technique among results @first to @last - 1, the
 * shortest chains first, then those eliminating most. */
static void
collect_results (const Chains    *chains,
                 SudokuTechnique  technique,
                 guint            first,
                 guint            last,
                 FoundChains     *found)
{
  GPtrArray *sorted = g_ptr_array_new ();
  guint n_nodes = 0;

  for (guint i = first; i < last; i++)
    if (chains->results[i].technique == technique)
      {
        g_ptr_array_add (sorted, &chains->results[i]);
        n_nodes += chains->results[i].n_nodes;
      }
  g_ptr_array_sort (sorted, compare_results);

  found->n_found = sorted->len;
  found->masks = g_malloc (sizeof *found->masks * MAX (sorted->len, 1));
  found->first_nodes = g_new (guint, MAX (sorted->len, 1));
  found->n_nodes = g_new (guint, MAX (sorted->len, 1));
  found->nodes = g_new (StepNode, MAX (n_nodes, 1));
  n_nodes = 0;
  for (guint i = 0; i < sorted->len; i++)
    {
      const ChainResult *result = g_ptr_array_index (sorted, i);

      memcpy (found->masks[i], result->mask, sizeof result->mask);
      found->first_nodes[i] = n_nodes;
      found->n_nodes[i] = result->n_nodes;
      for (guint k = 0; k < result->n_nodes; k++)
        found->nodes[n_nodes++] = resolve_node (chains, result->nodes[k]);
    }
  g_ptr_array_unref (sorted);
}

/* The thread's workspace, with results valid for @grid; a search
 * started from inside a sink gets one of its own (*own). */
static Chains *
chains_acquire (const SudokuGrid *grid,
                gboolean         *own)
{
  Chains *chains;
  SudokuBoard board;

  *own = g_private_get (&chains_busy_key) != NULL;
  if (*own)
    chains = chains_new ();
  else
    {
      chains = g_private_get (&chains_key);
      if (chains == NULL)
        {
          chains = chains_new ();
          g_private_set (&chains_key, chains);
        }
      g_private_set (&chains_busy_key, GINT_TO_POINTER (1));
    }

  /* Results stay valid while the candidates of the empty cells do. */
  board = grid->board;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board.values[cell] != 0)
      board.candidates[cell] = 0;
  memset (board.givens, 0, sizeof board.givens);
  if (!chains->valid || memcmp (&chains->board, &board, sizeof board) != 0)
    {
      chains->board = board;
      chains->valid = TRUE;
      chains->searched = 0;
      results_clear (chains);
    }
  chains->grid = grid;
  if (chains->results == NULL)
    results_grow (chains);
  return chains;
}

static void
chains_release (Chains   *chains,
                gboolean  own)
{
  chains->grid = NULL;
  if (own)
    chains_free (chains);
  else
    g_private_set (&chains_busy_key, NULL);
}

static void
run_search (Chains     *chains,
            SearchKind  search)
{
  if (chains->searched & search)
    return;
  switch (search)
    {
    case SEARCH_X_CHAINS:
      search_x_chains (chains);
      break;
    case SEARCH_XY_CHAINS:
      search_xy_chains (chains);
      break;
    case SEARCH_TABLES:
      _sudoku_chains_search_tables (chains, FALSE, FALSE);
      break;
    case SEARCH_GROUPED_TABLES:
      _sudoku_chains_find_groups (chains);
      if (chains->n_groups > 0)
        _sudoku_chains_search_tables (chains, TRUE, FALSE);
      break;
    case SEARCH_ALS_TABLES:
      run_search (chains, SEARCH_GROUPED_TABLES);
      _sudoku_chains_search_als_tables (chains);
      break;
    default:
      g_assert_not_reached ();
    }
  chains->searched |= search;
}

gboolean
_sudoku_find_chains (const SudokuGrid *grid,
                     SudokuTechnique   technique,
                     SudokuStepSink    sink,
                     gpointer          user_data)
{
  SearchKind search = technique_search (technique);
  gboolean stopped = FALSE;

  g_return_val_if_fail (search != 0, FALSE);

  /* The grouped techniques report the chains with group nodes, then, if
   * asked for more, those with ALS nodes, which take longer to find. */
  for (guint pass = 0;
       pass < (search == SEARCH_GROUPED_TABLES && grid->als_nodes ? 2 : 1) && !stopped;
       pass++)
    {
      FoundChains found = { 0 };
      gboolean own;
      Chains *chains = chains_acquire (grid, &own);

      run_search (chains, pass == 0 ? search : SEARCH_ALS_TABLES);
      if (search != SEARCH_GROUPED_TABLES)
        collect_results (chains, technique, 0, chains->n_results, &found);
      else if (pass == 0)
        /* Only the first search's results, even when the second has run
         * already. */
        collect_results (chains, technique, 0,
                         chains->searched & SEARCH_ALS_TABLES ? chains->first_als_result
                                                              : chains->n_results,
                         &found);
      else
        collect_results (chains, technique, chains->first_als_result, chains->n_results,
                         &found);
      chains_release (chains, own);

      /* The steps are made once the workspace is free: a sink may search
       * again. */
      for (guint i = 0; i < found.n_found && !stopped; i++)
        stopped = sink (make_step (grid, technique, found.masks[i],
                                   &found.nodes[found.first_nodes[i]], found.n_nodes[i]),
                        user_data);
      found_chains_clear (&found);
    }
  return stopped;
}
