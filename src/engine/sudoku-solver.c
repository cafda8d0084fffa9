/* sudoku-solver.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The exact solver for classic sudoku, and for Windoku with its windows
 * (and the five regions they imply) as extra houses: a digit placed in
 * one leaves the rest of it, a digit with one cell left there goes there
 * (apply_extra_houses()).
 *
 * The grid is kept per digit as three 27-bit words, one per band (rows
 * 1–3, 4–6, 7–9); bit 9 * row + column of a band's word is set while the
 * digit may still go in that cell. A band's nine words sit side by side.
 *
 * Within a band each digit fills one cell of each of the three rows and
 * one of each of the three boxes, so its rows and boxes are matched one
 * to one: a 9-bit "which row meets which box" map goes through a table
 * of the edges that lie on some perfect matching, and the cells of every
 * other row × box pair are dropped. That one lookup does hidden singles
 * in rows and boxes and both kinds of locked candidates along the band.
 * Within a stack the same holds for columns and bands (the column rule).
 * A row (or column) of a box holds exactly three digits: when only three
 * can go there they all must, and when three are bound there no other
 * can (the triad rule). Naked singles come from counting candidates per
 * cell with bit-sliced adders over the nine digits.
 *
 * When nothing more follows, the search picks the band or stack with the
 * fewest ways left to place its digits, in it the digit with the fewest,
 * and branches on one row–box (band–column) pair of that digit: there or
 * not there. The untried half waits on an explicit stack of states: no
 * allocation, no recursion. (The idea of counting placements per band
 * and of the triad rule comes from tdoku's DPLL triad solver by Tom
 * Dillon, BSD-2-Clause; the code is our own.)
 *
 * This file is the hot path of nanpure-cli bench and of every check the
 * application makes, so it is compiled with -O3 whatever the build type.
 */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <string.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "sudoku-solver.h"

#define BAND_MASK   0x7ffffffu
#define BOX_COLUMN  0x1c0e07u   /* three cells of one box column in a band */
#define ROW_MASK    0x1ffu

/* How many nodes pass between two looks at the GCancellable. */
#define CANCEL_INTERVAL 4096

/* The deepest the search can go: every branch taken first settles one
 * more row–box or band–column pair of a digit (54 × 3 of them: the pair
 * split on is never on every matching) or one more cell (81), and
 * nothing unsettles them further down. */
#define STACK_DEPTH (54 * 3 + 81 + 1)

/* A band's nine digits are next to each other. */
#define WORD(digit, band) ((band) * 9 + (digit))

typedef struct
{
  guint32 cand[27];      /* cand[WORD (digit, band)] */
  guint32 unsolved[3];   /* cells without a value yet, per band */
  guint32 dirty;         /* bit WORD (digit, band): word changed since looked at */
  guint32 stale;         /* bit digit: its columns changed since the column rule ran */
  /* What update_word() last saw of each word, valid while its dirty bit
   * is clear: the row × box map and the columns it still offers. */
  guint16 map[27];
  guint16 columns[27];
} State;

/* Lookup tables, filled once. */
static guint8  row_boxes[512];      /* 9 cells of a row → boxes it meets (3 bits) */
static guint16 matching_edges[512]; /* row × box map → edges on a perfect matching */
static guint32 edge_cells[512];     /* row × box edges → the band cells they cover */
static guint32 matching_cells[512]; /* row × box map → edge_cells[matching_edges[map]] */
static guint16 locked_columns[512]; /* band's columns → columns of boxes with one column */
static guint16 lone_cell[512];      /* a row's cells → the cell, when it is alone */
static guint8  matching_count[512]; /* row × box map → number of perfect matchings */
static guint8  matching_weight[512]; /* row × box map → weight of its matchings (0 for one) */
static guint8  matching_extra[512];  /* row × box map → matchings beyond the first */
static guint8  split_edge[512];     /* row × box map → an edge on the fewest matchings (≥ 1) */
static guint16 settled_edges[512];  /* row × box map → edges of rows that meet one box */
static guint32 settled_keep[512];   /* settled row × box edges → the band cells left */

/* Windoku's houses beyond rows, columns and boxes: its four windows and
 * the five regions they imply, as cells per band, in lanes of four
 * houses for extra_houses_to_do() (the last three lanes empty). */
#define N_EXTRA_HOUSES 9
static guint32 extra_houses[3][3][4] __attribute__ ((aligned (16)));
#define EXTRA_HOUSE(h, band) (extra_houses[(h) / 4][band][(h) % 4])

static void
init_tables (void)
{
  static const guint8 permutations[6][3] = {
    { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 },
  };

  for (guint x = 0; x < 512; x++)
    {
      guint boxes = 0;
      guint locked = 0;
      guint forced = 0;
      guint32 cells = 0;
      guint edges = 0;

      for (guint k = 0; k < 3; k++)
        {
          guint group = (x >> (3 * k)) & 7;

          if (group)
            boxes |= 1u << k;
          if (group && (group & (group - 1)) == 0)
            locked |= group << (3 * k);
          forced |= (group ? group : 7u) << (3 * k);
        }
      row_boxes[x] = boxes;
      locked_columns[x] = locked;
      (void) forced;
      lone_cell[x] = (x && (x & (x - 1)) == 0) ? x : 0;

      /* Bit 3 * row + box of x is the edge row–box. */
      for (guint p = 0; p < 6; p++)
        {
          guint needed = 0;

          for (guint r = 0; r < 3; r++)
            needed |= 1u << (3 * r + permutations[p][r]);
          if ((x & needed) == needed)
            edges |= needed;
        }
      matching_edges[x] = edges;
      {
        guint settled = 0;
        guint32 keep = BAND_MASK;

        for (guint r = 0; r < 3; r++)
          {
            guint group = (x >> (3 * r)) & 7;

            if (group && (group & (group - 1)) == 0)
              settled |= group << (3 * r);
          }
        settled_edges[x] = settled;
        for (guint r = 0; r < 3; r++)
          for (guint k = 0; k < 3; k++)
            if (x & (1u << (3 * r + k)))
              {
                guint32 row_cells = (guint32) ROW_MASK << (9 * r);
                guint32 box_cells = (guint32) BOX_COLUMN << (3 * k);

                keep &= ~(row_cells | box_cells) | (row_cells & box_cells);
              }
        settled_keep[x] = keep;
      }
      {
        guint count = 0, on_edge[9] = { 0 }, best = 255, best_count = 7;

        for (guint p = 0; p < 6; p++)
          {
            guint needed = 0;

            for (guint r = 0; r < 3; r++)
              needed |= 1u << (3 * r + permutations[p][r]);
            if ((x & needed) == needed)
              {
                count++;
                for (guint e = 0; e < 9; e++)
                  on_edge[e] += (needed >> e) & 1;
              }
          }
        for (guint e = 0; e < 9; e++)
          if (on_edge[e] > 0 && on_edge[e] < count && on_edge[e] < best_count)
            {
              best_count = on_edge[e];
              best = e;
            }
        matching_count[x] = count;
        split_edge[x] = best;
        {
          /* Close to 10 log2 of the count, a little flatter: summed
           * over a band's digits it ranks bands by the product of their
           * matchings (the ways to place them all) rather than by the
           * sum (matching_extra), and the whole tree of a count is 2–3%
           * smaller on the hardest sets. A search for the first solution
           * keeps the sum: there it gains nothing overall, and the
           * generator takes that first solution as its grid, so a seed
           * keeps giving the same puzzles. */
          static const guint8 weights[7] = { 0, 0, 10, 15, 18, 21, 23 };

          matching_weight[x] = weights[count];
          matching_extra[x] = count ? count - 1 : 0;
        }
      }

      for (guint r = 0; r < 3; r++)
        for (guint k = 0; k < 3; k++)
          if (x & (1u << (3 * r + k)))
            cells |= 7u << (9 * r + 3 * k);
      edge_cells[x] = cells;
    }
}

/* Without -mpopcnt (not in the x86-64 baseline Debian builds for),
 * __builtin_popcount is a library call; then this is a dozen
 * instructions. */
static inline guint
count_bits (guint32 x)
{
#ifdef __POPCNT__
  /* One instruction where the build allows it (the engine asks for
   * -mpopcnt on x86-64). */
  return (guint) __builtin_popcount (x);
#else
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (x * 0x01010101u) >> 24;
#endif
}

static inline guint32
spread_columns (guint columns)
{
  return columns | columns << 9 | columns << 18;
}

static inline guint
fold_columns (guint32 word)
{
  return (word | word >> 9 | word >> 18) & ROW_MASK;
}

static inline void
narrow (State   *state,
        guint    index,
        guint32  keep)
{
  guint32 word = state->cand[index];

  /* Branch-free: whether a word shrinks is close to a coin toss, and a
   * mispredicted branch costs more than the store. */
  state->cand[index] = word & keep;
  state->dirty |= (guint32) ((word & ~keep) != 0) << index;
}

/* Clears @cells from a band's nine words; returns which of them changed
 * (bit digit). Branch-free: most digits do not have the cells. */
static inline guint32
clear_cells (guint32 words[9],
             guint32 cells)
{
#ifdef __SSE2__
  __m128i mask = _mm_set1_epi32 ((int) cells);
  __m128i zero = _mm_setzero_si128 ();
  __m128i low = _mm_loadu_si128 ((const __m128i *) words);
  __m128i high = _mm_loadu_si128 ((const __m128i *) (words + 4));
  guint32 changed;

  changed = (guint32) _mm_movemask_ps (_mm_castsi128_ps (
              _mm_cmpeq_epi32 (_mm_and_si128 (low, mask), zero))) |
            (guint32) _mm_movemask_ps (_mm_castsi128_ps (
              _mm_cmpeq_epi32 (_mm_and_si128 (high, mask), zero))) << 4;
  _mm_storeu_si128 ((__m128i *) words, _mm_andnot_si128 (mask, low));
  _mm_storeu_si128 ((__m128i *) (words + 4), _mm_andnot_si128 (mask, high));
  changed = ~changed & 0xff;
  changed |= (guint32) ((words[8] & cells) != 0) << 8;
  words[8] &= ~cells;

  return changed;
#else
  guint32 changed = 0;

  for (guint digit = 0; digit < 9; digit++)
    {
      changed |= (guint32) ((words[digit] & cells) != 0) << digit;
      words[digit] &= ~cells;
    }

  return changed;
#endif
}

/* The digit whose word of a band's nine has @cell, when exactly one
 * has it (a naked single). */
static inline guint
digit_of_cell (const guint32 words[9],
               guint32       cell)
{
#ifdef __SSE2__
  __m128i mask = _mm_set1_epi32 ((int) cell);
  __m128i low = _mm_and_si128 (_mm_loadu_si128 ((const __m128i *) words), mask);
  __m128i high = _mm_and_si128 (_mm_loadu_si128 ((const __m128i *) (words + 4)), mask);
  /* Bit 8 stands for the last digit: none of the first eight has it. */
  guint32 has = (guint32) _mm_movemask_ps (_mm_castsi128_ps (_mm_cmpeq_epi32 (low, mask))) |
                (guint32) _mm_movemask_ps (_mm_castsi128_ps (_mm_cmpeq_epi32 (high, mask))) << 4 |
                1u << 8;

  return __builtin_ctz (has);
#else
  guint digit = 0;

  while (digit < 8 && !(words[digit] & cell))
    digit++;

  return digit;
#endif
}

/* Brings one digit's word in one band in line with the rules; FALSE on a
 * contradiction. @branch_free: see the placement below (a constant
 * where it is inlined). */
static inline __attribute__ ((always_inline)) gboolean
update_word (State    *state,
             guint     digit,
             guint     band,
             gboolean  branch_free)
{
  guint index = WORD (digit, band);
  guint32 word = state->cand[index];
  guint map = row_boxes[word & ROW_MASK] |
              row_boxes[(word >> 9) & ROW_MASK] << 3 |
              row_boxes[word >> 18] << 6;
  guint edges = matching_edges[map];
  guint32 placed;
  guint columns;

  if (G_UNLIKELY (edges == 0))
    return FALSE;

  word &= matching_cells[map];
  state->cand[index] = word;
  state->map[index] = edges;
  columns = fold_columns (word);
  {
    /* Columns this band has taken leave the other two bands. When it
     * has taken the same ones as before, they have left already (cells
     * never come back) and narrowing changes nothing; it is done anyway,
     * without a branch: whether the columns changed is a coin toss, and
     * the mispredicted branches cost more than the narrowing (3-7% of
     * the time on the hard sets). */
    guint32 keep = ~spread_columns (locked_columns[columns]);

    state->stale |= (guint32) (columns != state->columns[index]) << digit;
    state->columns[index] = columns;
    narrow (state, WORD (digit, (band + 1) % 3), keep);
    narrow (state, WORD (digit, (band + 2) % 3), keep);
  }

  /* A row with one cell left places the digit there. */
  placed = lone_cell[word & ROW_MASK] |
           (guint32) lone_cell[(word >> 9) & ROW_MASK] << 9 |
           (guint32) lone_cell[word >> 18] << 18;
  placed &= state->unsolved[band];
  /* The placed cells leave every other digit of the band; the digit's
   * own word is put back. In the search (@branch_free) this is done
   * also when nothing is placed (then nothing changes): about half the
   * calls place a cell, and that branch was the one most mispredicted
   * (29% of the solver's mispredictions under cachegrind's branch
   * simulation); 2–4% less time on the hard sets and top1465. On a
   * loaded board the branch stays: there the work saved when nothing
   * is placed wins, and the 17-clue set, solved mostly by the loaded
   * board's propagation, lost 2% without it. */
  if (branch_free || placed)
    {
      guint32 dirty;

      state->unsolved[band] &= ~placed;
      dirty = clear_cells (&state->cand[WORD (0, band)], placed);
      state->cand[index] = word;
      state->dirty |= (dirty & ~(1u << digit)) << (9 * band);
    }

  return TRUE;
}

/* The same rule along the columns: within a stack (three columns, one
 * box per band) each digit fills one cell of each column and one of each
 * box, so columns and bands are matched one to one. A band–column pair
 * on no perfect matching loses its cells. This gives hidden singles in
 * columns (with the row rule), locked candidates along the stack, and
 * more. FALSE on a contradiction. */
static inline gboolean
check_stacks (State *state,
              guint  digit)
{
  guint columns0 = state->columns[WORD (digit, 0)];
  guint columns1 = state->columns[WORD (digit, 1)];
  guint columns2 = state->columns[WORD (digit, 2)];
  guint keep0 = 0, keep1 = 0, keep2 = 0;

  for (guint stack = 0; stack < 9; stack += 3)
    {
      guint map = ((columns0 >> stack) & 7) |
                  ((columns1 >> stack) & 7) << 3 |
                  ((columns2 >> stack) & 7) << 6;
      guint edges = matching_edges[map];

      if (G_UNLIKELY (edges == 0))
        return FALSE;
      keep0 |= (edges & 7) << stack;
      keep1 |= ((edges >> 3) & 7) << stack;
      keep2 |= ((edges >> 6) & 7) << stack;
    }

  narrow (state, WORD (digit, 0), spread_columns (keep0));
  narrow (state, WORD (digit, 1), spread_columns (keep1));
  narrow (state, WORD (digit, 2), spread_columns (keep2));

  return TRUE;
}

static inline void
place (State  *state,
       guint   digit,
       guint   band,
       guint32 cell)
{
  guint bit_index = __builtin_ctz (cell);
  guint32 row = (guint32) ROW_MASK << (9 * (bit_index / 9));
  guint32 box = (guint32) BOX_COLUMN << (3 * ((bit_index % 9) / 3));
  guint index = WORD (digit, band);

  /* Keep the cell only if it was still possible, so that a clash shows
   * up as an empty row rather than being papered over. */
  state->cand[index] &= ~(row | box) | cell;
  state->dirty |= 1u << index;
}

/* Three cells of a row within a box (or of a column within a box) hold
 * three digits. When only three digits can go there, all three must;
 * when three are already bound to go there, no other digit can. Looks at
 * every row and column of every box for every digit; -1 on a
 * contradiction, else whether anything changed. */
static int
apply_triads (State *state)
{
  guint32 rows_present[9], rows_settled[9];
  guint32 columns_present[9], columns_settled[9];
  guint32 one = 0, two = 0, three = 0, four = 0;
  guint32 s_one = 0, s_two = 0, s_three = 0, s_four = 0;
  guint32 dirty_before = state->dirty;

  /* Rows within boxes: bit 9 * band + 3 * row + box. */
  for (guint digit = 0; digit < 9; digit++)
    {
      guint32 present = 0, settled = 0;

      for (guint band = 0; band < 3; band++)
        {
          guint map = state->map[WORD (digit, band)];

          present |= (guint32) map << (9 * band);
          settled |= (guint32) settled_edges[map] << (9 * band);
        }
      rows_present[digit] = present;
      rows_settled[digit] = settled;
      four |= three & present;
      three |= two & present;
      two |= one & present;
      one |= present;
      s_four |= s_three & settled;
      s_three |= s_two & settled;
      s_two |= s_one & settled;
      s_one |= settled;
    }
  if (G_UNLIKELY ((~three | s_four) & BAND_MASK))
    return -1;
  {
    /* Only where it can change something: three digits possible, not
     * all of them bound yet; three bound, more possible. */
    guint32 only_three = three & ~four & ~s_three;
    guint32 full = s_three & four;

    if ((only_three | full) != 0)
      for (guint digit = 0; digit < 9; digit++)
        {
          guint32 bind = rows_present[digit] & only_three & ~rows_settled[digit];
          guint32 drop = rows_present[digit] & full & ~rows_settled[digit];

          for (guint band = 0; band < 3; band++)
            {
              guint b = (bind >> (9 * band)) & ROW_MASK;
              guint d = (drop >> (9 * band)) & ROW_MASK;

              if (b | d)
                narrow (state, WORD (digit, band), settled_keep[b] & ~edge_cells[d]);
            }
        }
  }

  /* Columns within boxes: bit 9 * band + column. */
  one = two = three = four = 0;
  s_one = s_two = s_three = s_four = 0;
  for (guint digit = 0; digit < 9; digit++)
    {
      guint c0 = state->columns[WORD (digit, 0)];
      guint c1 = state->columns[WORD (digit, 1)];
      guint c2 = state->columns[WORD (digit, 2)];
      guint32 present = c0 | c1 << 9 | (guint32) c2 << 18;
      guint32 settled = (c0 & ~(c1 | c2)) |
                        (c1 & ~(c0 | c2)) << 9 |
                        (guint32) (c2 & ~(c0 | c1)) << 18;

      columns_present[digit] = present;
      columns_settled[digit] = settled;
      four |= three & present;
      three |= two & present;
      two |= one & present;
      one |= present;
      s_four |= s_three & settled;
      s_three |= s_two & settled;
      s_two |= s_one & settled;
      s_one |= settled;
    }
  if (G_UNLIKELY ((~three | s_four) & BAND_MASK))
    return -1;
  {
    /* Only where it can change something: three digits possible, not
     * all of them bound yet; three bound, more possible. */
    guint32 only_three = three & ~four & ~s_three;
    guint32 full = s_three & four;

    if ((only_three | full) != 0)
      for (guint digit = 0; digit < 9; digit++)
        {
          guint32 bind = columns_present[digit] & only_three & ~columns_settled[digit];
          guint32 drop = columns_present[digit] & full & ~columns_settled[digit];

          if (bind | drop)
            {
              guint32 bound = (bind | bind >> 9 | bind >> 18) & ROW_MASK;

              for (guint band = 0; band < 3; band++)
                {
                  guint b = (bind >> (9 * band)) & ROW_MASK;
                  guint d = (drop >> (9 * band)) & ROW_MASK;
                  /* A bound column leaves the other bands; its box keeps
                   * only that column. */
                  guint stacks = 0;

                  for (guint k = 0; k < 9; k += 3)
                    if ((b >> k) & 7)
                      stacks |= 7u << k;
                  narrow (state, WORD (digit, band),
                          ~spread_columns ((bound & ~b) | (stacks & ~b) | d));
                }
            }
        }
  }

  return state->dirty != dirty_before;
}

/* The digits of a set of words (bit WORD (digit, band)). */
static inline guint
fold_words (guint32 words)
{
  return (words | words >> 9 | words >> 18) & ROW_MASK;
}

/* Windoku's windows and implied regions hold each digit once: a digit
 * placed in one leaves the rest of it, and a digit with one cell left in
 * it goes there. This is house @h for @digit; -1 on a contradiction (no
 * cell left, or the digit twice), else 0. A house takes one row of each
 * band from a different place in the band (rows 2–4, 6–8, and 1, 5, 9),
 * so its three band words have no bit position in common and fold into
 * one word that counts its cells (checked in init_extra_houses()). */
static inline int
apply_extra_house (State *state,
                   guint  digit,
                   guint  h)
{
  guint32 house[3] = { EXTRA_HOUSE (h, 0), EXTRA_HOUSE (h, 1), EXTRA_HOUSE (h, 2) };
  guint32 c0 = state->cand[WORD (digit, 0)] & house[0];
  guint32 c1 = state->cand[WORD (digit, 1)] & house[1];
  guint32 c2 = state->cand[WORD (digit, 2)] & house[2];
  guint32 s0 = c0 & ~state->unsolved[0];
  guint32 s1 = c1 & ~state->unsolved[1];
  guint32 s2 = c2 & ~state->unsolved[2];
  guint32 c = c0 | c1 | c2;
  guint32 s = s0 | s1 | s2;

  if (s)
    {
      if (G_UNLIKELY (s & (s - 1)))
        return -1;
      if (c & ~s)
        {
          narrow (state, WORD (digit, 0), ~(house[0] & ~s0));
          narrow (state, WORD (digit, 1), ~(house[1] & ~s1));
          narrow (state, WORD (digit, 2), ~(house[2] & ~s2));
        }
      return 0;
    }
  if (G_UNLIKELY (c == 0))
    return -1;
  if ((c & (c - 1)) == 0)
    {
      if (c0)
        place (state, digit, 0, c0);
      else if (c1)
        place (state, digit, 1, c1);
      else
        place (state, digit, 2, c2);
    }
  return 0;
}

#ifdef __SSE2__
/* Which of @digit's extra houses apply_extra_house() has something to
 * do in (bit h): all nine are looked at side by side, and a house with
 * its digit placed once and nothing else left, or with no digit placed
 * and two cells or more left, is passed over. */
static inline guint
extra_houses_to_do (const State *state,
                    guint        digit)
{
  __m128i ones = _mm_set1_epi32 (-1);
  __m128i zero = _mm_setzero_si128 ();
  __m128i cand[3], solved[3];
  guint todo = 0;

  for (guint band = 0; band < 3; band++)
    {
      guint32 word = state->cand[WORD (digit, band)];

      cand[band] = _mm_set1_epi32 ((int) word);
      solved[band] = _mm_set1_epi32 ((int) (word & ~state->unsolved[band]));
    }
  for (guint k = 0; k < 3; k++)
    {
      __m128i lanes[3] = {
        _mm_load_si128 ((const __m128i *) extra_houses[k][0]),
        _mm_load_si128 ((const __m128i *) extra_houses[k][1]),
        _mm_load_si128 ((const __m128i *) extra_houses[k][2]),
      };
      __m128i c = _mm_or_si128 (_mm_or_si128 (_mm_and_si128 (cand[0], lanes[0]),
                                              _mm_and_si128 (cand[1], lanes[1])),
                                _mm_and_si128 (cand[2], lanes[2]));
      __m128i s = _mm_or_si128 (_mm_or_si128 (_mm_and_si128 (solved[0], lanes[0]),
                                              _mm_and_si128 (solved[1], lanes[1])),
                                _mm_and_si128 (solved[2], lanes[2]));
      __m128i none_solved = _mm_cmpeq_epi32 (s, zero);
      __m128i at_most_one = _mm_cmpeq_epi32 (_mm_and_si128 (c, _mm_add_epi32 (c, ones)), zero);
      __m128i one_solved = _mm_cmpeq_epi32 (_mm_and_si128 (s, _mm_add_epi32 (s, ones)), zero);
      __m128i only_solved = _mm_and_si128 (_mm_cmpeq_epi32 (_mm_andnot_si128 (s, c), zero),
                                           one_solved);
      /* A placed digit with nothing else left is one cell; placed twice,
       * it is a contradiction for apply_extra_house() to find, as the
       * build without SSE2 does (the trees of both builds are the
       * same). */
      __m128i quiet = _mm_or_si128 (_mm_andnot_si128 (at_most_one, none_solved),
                                    _mm_andnot_si128 (none_solved, only_solved));

      todo |= (guint) _mm_movemask_ps (_mm_castsi128_ps (quiet)) << (4 * k);
    }

  return ~todo & ((1u << N_EXTRA_HOUSES) - 1);
}
#endif

/* apply_extra_house() for every house, only for the digits of @words
 * (bit WORD (digit, band)): propagate() passes the words update_word()
 * has looked at since the last pass; another digit is where that pass
 * left it (its cells and solved cells unchanged: a cell solved with the
 * digit, or taken by another, goes through update_word() of the digit's
 * word). (Skipping also the houses outside the bands looked at cost
 * more than it saved.) A house passed over because a placement earlier
 * in the pass changed it is looked at in the next pass: the placement
 * marked the digit's word dirty. -1 on a contradiction, else whether
 * anything changed. */
static int
apply_extra_houses (State   *state,
                    guint32  words)
{
  guint32 dirty_before = state->dirty;

  for (guint digits = fold_words (words); digits; digits &= digits - 1)
    {
      guint digit = __builtin_ctz (digits);
#ifdef __SSE2__
      guint todo = extra_houses_to_do (state, digit);
#else
      guint todo = (1u << N_EXTRA_HOUSES) - 1;
#endif

      for (; todo; todo &= todo - 1)
        if (G_UNLIKELY (apply_extra_house (state, digit, __builtin_ctz (todo)) < 0))
          return -1;
    }

  return state->dirty != dirty_before;
}

typedef enum {
  PROPAGATE_CONTRADICTION,
  PROPAGATE_SOLVED,
  PROPAGATE_OPEN,
} PropagateResult;

/* update_word() for each word of @todo in turn (bit WORD (digit, band)),
 * taking a word dirtied again before its turn once; FALSE on a
 * contradiction. */
static inline __attribute__ ((always_inline)) gboolean
sweep (State    *state,
       guint32   todo,
       gboolean  branch_free)
{
  do
    {
      guint index = __builtin_ctz (todo);

      todo &= todo - 1;
      state->dirty &= ~(1u << index);
      if (!update_word (state, index % 9, index / 9, branch_free))
        return FALSE;
    }
  while (todo);

  return TRUE;
}

/* Runs every rule to a fixed point, with Windoku's houses when @extra.
 * The state comes from load_board() (@loaded) or from a fixed point with
 * some words narrowed and marked dirty.
 *
 * The cost per node (some 7,200 instructions on forum_hardest_1106, run
 * at close to four per cycle) is bound by mispredicted branches more
 * than by instructions. Measured in a count to 2 (pairs old/new of the
 * process CPU time, taskset -c 1, medians of 5; instructions under
 * callgrind on forum_hardest_1106) and not kept:
 * - dirty and stale kept in locals of propagate() (the rules inlined
 *   here taking pointers to them) rather than in the state: +0.7% on
 *   forum_hardest_1905, +1.8% on 1106; the compiler spills them anyway.
 * - The stack maps kept in the state by check_stacks() for
 *   choose_placement(): 3% fewer instructions, 1–2% more time (54 more
 *   bytes in every state pushed).
 * - The other bands' words of update_word() by comparisons instead of
 *   "% 3": 3% fewer instructions, 1.5–2.8% more time.
 * - A sweep band by band (three loops over nine digits): +17%.
 * - The column rule as a sweep over every stale digit instead of one
 *   digit, then the rows again: no change. Naked singles counted in
 *   every band, not only the bands changed: no change.
 * - The state worked on kept on top of the stack, so that taking up a
 *   waiting half copies nothing: +0.5–1.5% (the state is reached
 *   through a pointer; a copy of its 236 bytes costs little). States
 *   aligned to 64 bytes (256 bytes each): no change.
 * - The whole solver built for x86-64-v3 (AVX2, BMI1/2; the machine is
 *   an AMD EPYC): 4% fewer instructions, -1.8% on 1905, +1.0% on 1106,
 *   +2.0% on 17-clue, so no runtime dispatch to an AVX2 copy. -O2 or
 *   no -funroll-loops: 1–2.4% slower. */
static PropagateResult
propagate (State    *state,
           gboolean  extra,
           gboolean  loaded)
{
  /* Words changed since the naked singles were last counted. */
  guint32 touched = 0, counted;
  /* Words looked at since apply_extra_houses() last ran. A fixed point
   * (PROPAGATE_OPEN) has every digit where the windows leave it, so
   * after a branch only the digits of the words it narrowed (dirty, so
   * looked at) need a look; a loaded board needs one for all. */
  guint32 extra_touched = loaded ? (1u << 27) - 1 : 0;

  for (;;)
    {
      gboolean found = FALSE;

      while (state->dirty)
        {
          /* The words dirty now, taken in one sweep: which word comes
           * next does not wait for the one before to finish (taking
           * the lowest dirty bit each time chained every update_word()
           * to the last, and the sweep is 8–9% faster). A word dirtied
           * again before its turn in the sweep is looked at once. The
           * order does not change the outcome: the rules only remove
           * candidates, so they reach the same fixed point (or the same
           * contradiction) in any order. */
          guint32 todo = state->dirty;

          touched |= todo;
          extra_touched |= todo;
          state->dirty = 0;
          if (!(loaded ? sweep (state, todo, FALSE) : sweep (state, todo, TRUE)))
            return PROPAGATE_CONTRADICTION;

          /* The column rule waits until the rows and boxes are settled,
           * then runs once for each digit whose columns changed. */
          while (!state->dirty && state->stale)
            {
              guint digit = __builtin_ctz (state->stale);

              state->stale &= state->stale - 1;
              if (!check_stacks (state, digit))
                return PROPAGATE_CONTRADICTION;
            }
        }

      if ((state->unsolved[0] | state->unsolved[1] | state->unsolved[2]) == 0)
        {
          /* A full grid: its windows must hold every digit once too. */
          int changed = extra ? apply_extra_houses (state, extra_touched) : 0;

          extra_touched = 0;
          if (changed < 0)
            return PROPAGATE_CONTRADICTION;
          if (changed == 0)
            return PROPAGATE_SOLVED;
          continue;
        }

      counted = touched;
      touched = 0;

      /* Naked singles: count candidates per cell, saturating at three.
       * A band none of whose words changed since the last count has
       * none: that count found none (else it would have placed them and
       * changed the band), and so did the last count of the state the
       * search branched from. */
      for (guint band = 0; band < 3; band++)
        {
          guint32 unsolved = state->unsolved[band];
          guint32 one = 0, two = 0;
          guint32 singles;

          if (!unsolved || !((counted >> (9 * band)) & ROW_MASK))
            continue;
          for (guint digit = 0; digit < 9; digit++)
            {
              guint32 word = state->cand[WORD (digit, band)];

              two |= one & word;
              one |= word;
            }
          if (G_UNLIKELY (unsolved & ~one))
            return PROPAGATE_CONTRADICTION;

          /* Each single cell finds its digit in one go (SSE2: the
           * band's words side by side) rather than each of the nine
           * digits looking for its singles: a loop over the one to three
           * singles instead of nine hard-to-predict ones, 1–2% faster
           * on every set. The order of the placements changes nothing:
           * each only narrows one word. */
          singles = unsolved & ~two;
          found |= singles != 0;
          for (; singles; singles &= singles - 1)
            {
              guint32 cell = singles & -singles;

              place (state, digit_of_cell (&state->cand[WORD (0, band)], cell), band, cell);
            }
        }

      if (!found && extra)
        {
          int changed = apply_extra_houses (state, extra_touched);

          extra_touched = 0;
          if (changed < 0)
            return PROPAGATE_CONTRADICTION;
          found = changed > 0;
        }
      if (!found)
        {
          int triads = apply_triads (state);

          if (triads < 0)
            return PROPAGATE_CONTRADICTION;
          if (triads == 0)
            return PROPAGATE_OPEN;
        }
    }
}

/* Per band, the unsolved cells with exactly two candidates and with
 * three or more. */
static void
count_cells (const State *state,
             guint32      twos[3],
             guint32      threes[3])
{
  for (guint band = 0; band < 3; band++)
    {
      guint32 one = 0, two = 0, three = 0;

      for (guint digit = 0; digit < 9; digit++)
        {
          guint32 word = state->cand[WORD (digit, band)];

          three |= two & word;
          two |= one & word;
          one |= word;
        }
      twos[band] = state->unsolved[band] & two & ~three;
      threes[band] = state->unsolved[band] & three;
    }
}

static void
write_solution (const State *state,
                guint8       values[SUDOKU_N_CELLS])
{
  for (guint digit = 0; digit < 9; digit++)
    for (guint band = 0; band < 3; band++)
      {
        guint32 word = state->cand[WORD (digit, band)];

        while (word)
          {
            guint bit = __builtin_ctz (word);

            word &= word - 1;
            values[band * 27 + bit] = digit + 1;
          }
      }
}

/* Picks the cell to branch on and the digit to try first: of the cells
 * with two candidates, the one with the most unsolved peers (those in its
 * row and box counting double), so that either choice reaches far;
 * failing that, a cell with the fewest candidates. Against taking the
 * first cell with two candidates this halves the guesses on the hardest
 * sets (286 → 141 per puzzle on forum_hardest_1106, 139 → 82 on every
 * tenth of forum_hardest_1905_11+, 18.8 → 10.5 on top1465). */
static void
choose_branch (const State   *state,
               const guint32  twos[3],
               const guint32  threes[3],
               guint         *out_band,
               guint32       *out_cell,
               guint         *out_digit)
{
  guint best_score = 0;
  guint best_count = 10;

  for (guint band = 0; band < 3; band++)
    {
      guint32 cells = twos[band];

      while (cells)
        {
          guint32 cell = cells & -cells;
          guint bit_index = __builtin_ctz (cell);
          guint32 column = spread_columns (1u << (bit_index % 9));
          guint32 row_and_box = ((guint32) ROW_MASK << (9 * (bit_index / 9))) |
                                ((guint32) BOX_COLUMN << (3 * ((bit_index % 9) / 3)));
          guint32 far_column = (state->unsolved[(band + 1) % 3] |
                                state->unsolved[(band + 2) % 3]) & column;
          guint score = 2 * count_bits (state->unsolved[band] & row_and_box & ~column) +
                        count_bits (far_column);

          cells &= cells - 1;
          if (score > best_score)
            {
              best_score = score;
              *out_band = band;
              *out_cell = cell;
            }
        }
    }

  if (best_score == 0)
    {
      for (guint band = 0; band < 3; band++)
        {
          guint32 cells = threes[band];

          while (cells)
            {
              guint32 cell = cells & -cells;
              guint count = 0;

              cells &= cells - 1;
              for (guint digit = 0; digit < 9; digit++)
                count += (state->cand[WORD (digit, band)] & cell) != 0;
              if (count < best_count)
                {
                  best_count = count;
                  *out_band = band;
                  *out_cell = cell;
                }
            }
        }
    }

  for (guint digit = 0; digit < 9; digit++)
    if (state->cand[WORD (digit, *out_band)] & *out_cell)
      {
        *out_digit = digit;
        return;
      }
}

typedef struct
{
  /* The branch tried first narrows up to three words, the other one. */
  guint   n_first;
  guint   first_index[3];
  guint32 first_keep[3];
  guint   second_index;
  guint32 second_keep;
} Branch;

/* A digit's band × column map in a stack, as a row × box map is in a
 * band. */
static inline guint
stack_map (const State *state,
           guint        digit,
           guint        stack)
{
  return ((state->columns[WORD (digit, 0)] >> (3 * stack)) & 7) |
         ((state->columns[WORD (digit, 1)] >> (3 * stack)) & 7) << 3 |
         ((state->columns[WORD (digit, 2)] >> (3 * stack)) & 7) << 6;
}

/* Branches on where a digit goes in a band or a stack: the band (of the
 * three bands and three stacks) with the fewest ways left to place its
 * digits (the least total of @weights over them), then its digit with
 * the fewest, then one row–box (or band–column) pair that splits them.
 * FALSE when every digit is settled everywhere.
 *
 * Measured in a count to 2 on forum_hardest_1106 (branch points per
 * puzzle / instructions of the solver under callgrind, against 107.6 /
 * 282M), and not kept: the pair on the most even share of the matchings
 * rather than the fewest (107.5 / 283M: nearly every branch splits two
 * matchings, which is even already); among the digits with the fewest,
 * the one with the most cells (107.6 / 292M) or the fewest (110.2 /
 * 286M); probing both halves of every two-way split before choosing,
 * with a half that fails taken as forced (12.9 branch points, but 960
 * propagations per puzzle, 1084M); naked and hidden pairs at the branch
 * points only (90.4; hidden alone 95.8, naked alone 96.4, 104.9 with
 * fewer than two states waiting): the 17 branch points they save (~0.6
 * µs each) are about paid for by the 31 propagations their eliminations
 * start, before the cost of looking for pairs in 27 houses at each of
 * some 120 branch points. */
static gboolean
choose_placement (const State  *state,
                  const guint8  weights[512],
                  Branch       *branch)
{
  guint totals[6] = { 0 };
  guint best_total = G_MAXUINT, best_unit = 0;
  guint best_digit = 0, best_count = G_MAXUINT;
  guint edge, map = 0;

  for (guint digit = 0; digit < 9; digit++)
    for (guint band = 0; band < 3; band++)
      {
        totals[band] += weights[state->map[WORD (digit, band)]];
        totals[3 + band] += weights[stack_map (state, digit, band)];
      }

  for (guint unit = 0; unit < 6; unit++)
    if (totals[unit] > 0 && totals[unit] < best_total)
      {
        best_total = totals[unit];
        best_unit = unit;
      }
  if (best_total == G_MAXUINT)
    return FALSE;

  for (guint digit = 0; digit < 9; digit++)
    {
      guint m = best_unit < 3 ? state->map[WORD (digit, best_unit)]
                              : stack_map (state, digit, best_unit - 3);
      /* A digit settled in the unit (one matching) ranks last. Without
       * a branch: which digit has the fewest is hard to predict. */
      guint count = matching_count[m] | (guint) (matching_count[m] <= 1) << 4;
      gboolean better = count < best_count;

      best_count = better ? count : best_count;
      best_digit = better ? digit : best_digit;
      map = better ? m : map;
    }

  edge = split_edge[map];
  if (best_unit < 3)
    {
      guint band = best_unit;
      guint row = edge / 3, box = edge % 3;
      guint32 row_cells = (guint32) ROW_MASK << (9 * row);
      guint32 box_cells = (guint32) BOX_COLUMN << (3 * box);
      guint32 both = row_cells & box_cells;

      branch->n_first = 1;
      branch->first_index[0] = WORD (best_digit, band);
      branch->first_keep[0] = ~(row_cells | box_cells) | both;
      branch->second_index = WORD (best_digit, band);
      branch->second_keep = ~both;
    }
  else
    {
      guint stack = best_unit - 3;
      guint band = edge / 3, column = 3 * stack + edge % 3;
      guint32 column_cells = spread_columns (1u << column);
      guint32 box_cells = (guint32) BOX_COLUMN << (3 * stack);

      branch->n_first = 3;
      for (guint other = 0; other < 3; other++)
        {
          branch->first_index[other] = WORD (best_digit, other);
          branch->first_keep[other] = other == band ? ~box_cells | column_cells
                                                    : ~column_cells;
        }
      branch->second_index = WORD (best_digit, band);
      branch->second_keep = ~(column_cells & box_cells);
    }

  return TRUE;
}

/* The rows (or, folded, the box columns) a band word has cells in, as a
 * mask of whole rows (whole box columns). */
static inline guint32
rows_of (guint32 word)
{
  return ((word & ROW_MASK) ? ROW_MASK : 0) |
         ((word & (ROW_MASK << 9)) ? ROW_MASK << 9 : 0) |
         ((word & (ROW_MASK << 18)) ? ROW_MASK << 18 : 0);
}

static inline guint
box_columns_of (guint columns)
{
  return ((columns & 7) ? 7 : 0) | ((columns & 070) ? 070 : 0) | ((columns & 0700) ? 0700 : 0);
}

/* Sets up the state from the givens: each given keeps only its own cell
 * in its row, column and box, and leaves the other digits. FALSE when a
 * value is out of range or two givens clash. */
static gboolean
load_board (State             *state,
            const SudokuBoard *board)
{
  /* givens[value][band]; value 0 (an empty cell) is ignored. */
  guint32 givens[10][3] = { { 0 } };
  guint32 occupied[3];

  for (guint band = 0; band < 3; band++)
    for (guint bit = 0; bit < 27; bit++)
      {
        guint value = board->values[band * 27 + bit];

        if (G_UNLIKELY (value > 9))
          return FALSE;
        givens[value][band] |= 1u << bit;
      }

  for (guint band = 0; band < 3; band++)
    {
      occupied[band] = BAND_MASK & ~givens[0][band];
      state->unsolved[band] = givens[0][band];
    }

  for (guint digit = 0; digit < 9; digit++)
    {
      const guint32 *own = givens[digit + 1];
      guint columns[3];

      for (guint band = 0; band < 3; band++)
        {
          columns[band] = fold_columns (own[band]);
          /* Two givens in one row or one box of the band. */
          if (G_UNLIKELY (count_bits (own[band]) !=
                          count_bits (rows_of (own[band])) / 9 ||
                          count_bits (own[band]) !=
                          count_bits (box_columns_of (columns[band])) / 3))
            return FALSE;
        }
      /* Two givens in one column. */
      if (G_UNLIKELY ((columns[0] & columns[1]) | (columns[0] & columns[2]) |
                      (columns[1] & columns[2])))
        return FALSE;

      for (guint band = 0; band < 3; band++)
        {
          guint32 taken = occupied[band] |
                          rows_of (own[band]) |
                          spread_columns (box_columns_of (columns[band]) |
                                          columns[0] | columns[1] | columns[2]);

          state->cand[WORD (digit, band)] = (BAND_MASK & ~taken) | own[band];
        }
    }

  state->dirty = (1u << 27) - 1;
  state->stale = 0x1ff;
  memset (state->map, 0, sizeof state->map);
  memset (state->columns, 0, sizeof state->columns);

  return TRUE;
}

static void
init_extra_houses (void)
{
  const SudokuHouseList *houses = sudoku_variant_get_houses (SUDOKU_VARIANT_WINDOKU);
  guint n = 0;

  for (guint h = 0; h < houses->n_houses; h++)
    {
      if (houses->houses[h].kind != SUDOKU_HOUSE_WINDOW &&
          houses->houses[h].kind != SUDOKU_HOUSE_IMPLIED)
        continue;
      g_assert (n < N_EXTRA_HOUSES);
      for (guint i = 0; i < 9; i++)
        {
          guint cell = houses->houses[h].cells[i];

          EXTRA_HOUSE (n, cell / 27) |= 1u << (cell % 27);
        }
      /* apply_extra_house() folds the three bands' words. */
      g_assert ((EXTRA_HOUSE (n, 0) & EXTRA_HOUSE (n, 1)) == 0 &&
                (EXTRA_HOUSE (n, 0) & EXTRA_HOUSE (n, 2)) == 0 &&
                (EXTRA_HOUSE (n, 1) & EXTRA_HOUSE (n, 2)) == 0);
      n++;
    }
  g_assert (n == N_EXTRA_HOUSES);
}

static void
init_once (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      init_tables ();
      init_extra_houses ();
      for (guint x = 0; x < 512; x++)
        matching_cells[x] = edge_cells[matching_edges[x]];
      g_once_init_leave (&initialized, 1);
    }
}

/**
 * sudoku_solver_count:
 * @board: a classic or Windoku board (other variants go to
 *   sudoku_solver_count_generic())
 * @options: (nullable): limits, or %NULL for a count up to 2
 * @result: (out caller-allocates): the outcome
 * @error: set to G_IO_ERROR_CANCELLED when cancelled
 *
 * Counts the solutions of the board's values up to the limit.
 *
 * Returns: %FALSE only when cancelled
 */
gboolean
sudoku_solver_count (const SudokuBoard        *board,
                     const SudokuSolveOptions *options,
                     SudokuSolveResult        *result,
                     GError                  **error)
{
  State stack[STACK_DEPTH];
  guint depth = 0;
  State state;
  guint limit = 2;
  guint64 node_limit = 0;
  GCancellable *cancellable = NULL;
  guint64 next_check = CANCEL_INTERVAL;
  gboolean extra;
  const guint8 *weights;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  if (board->variant != SUDOKU_VARIANT_CLASSIC && board->variant != SUDOKU_VARIANT_WINDOKU)
    return sudoku_solver_count_generic (board, options, result, error);
  extra = board->variant == SUDOKU_VARIANT_WINDOKU;

  init_once ();

  if (options)
    {
      limit = options->limit ? options->limit : 2;
      node_limit = options->node_limit;
      cancellable = options->cancellable;
    }

  weights = limit >= 2 ? matching_weight : matching_extra;
  result->n_solutions = 0;
  result->nodes = 0;
  result->aborted = FALSE;

  if (!load_board (&state, board))
    return TRUE;

  for (gboolean loaded = TRUE;; loaded = FALSE)
    {
      PropagateResult outcome = propagate (&state, extra, loaded);

      if (outcome == PROPAGATE_SOLVED)
        {
          write_solution (&state,
                          result->n_solutions == 0 ? result->solution : result->second);
          if (++result->n_solutions >= limit)
            return TRUE;
        }
      else if (outcome == PROPAGATE_OPEN)
        {
          Branch branch;

          if (!choose_placement (&state, weights, &branch))
            {
              guint band = 0, digit = 0;
              guint32 cell = 0;
              guint32 twos[3], threes[3];

              count_cells (&state, twos, threes);
              choose_branch (&state, twos, threes, &band, &cell, &digit);
              branch.n_first = 1;
              branch.first_index[0] = WORD (digit, band);
              branch.first_keep[0] = ~(((guint32) ROW_MASK << (9 * (__builtin_ctz (cell) / 9))) |
                                       ((guint32) BOX_COLUMN << (3 * ((__builtin_ctz (cell) % 9) / 3)))) |
                                     cell;
              branch.second_index = WORD (digit, band);
              branch.second_keep = ~cell;
            }

          /* The untried half waits on the stack. It takes from one
           * digit exactly the cells the half tried first keeps it to,
           * so once a first solution is found every state left on the
           * stack lacks one of its placements: a count to 2 cannot
           * prune a waiting state for agreeing with that solution (none
           * does), and for a unique puzzle it must empty every one of
           * them, in any order. What is left to gain is the size of the
           * tree and the cost per node. */
          g_assert (depth < STACK_DEPTH);
          stack[depth] = state;
          stack[depth].cand[branch.second_index] &= branch.second_keep;
          stack[depth].dirty = 1u << branch.second_index;
          depth++;

          state.dirty = 0;
          for (guint i = 0; i < branch.n_first; i++)
            {
              state.cand[branch.first_index[i]] &= branch.first_keep[i];
              state.dirty |= 1u << branch.first_index[i];
            }

          if (G_UNLIKELY (++result->nodes >= next_check))
            {
              next_check += CANCEL_INTERVAL;
              if (g_cancellable_set_error_if_cancelled (cancellable, error))
                {
                  result->aborted = TRUE;
                  return FALSE;
                }
            }
          if (G_UNLIKELY (node_limit && result->nodes >= node_limit))
            {
              result->aborted = TRUE;
              return TRUE;
            }
          continue;
        }

      if (depth == 0)
        return TRUE;
      state = stack[--depth];
    }
}

/**
 * sudoku_solver_solve_unique:
 * @board: a board; its values are replaced by the solution when unique
 *
 * Returns: the number of solutions, counted up to 2
 */
guint
sudoku_solver_solve_unique (SudokuBoard *board)
{
  SudokuSolveResult result;

  g_return_val_if_fail (board != NULL, 0);

  sudoku_solver_count (board, NULL, &result, NULL);
  if (result.n_solutions == 1)
    memcpy (board->values, result.solution, sizeof board->values);

  return result.n_solutions;
}
