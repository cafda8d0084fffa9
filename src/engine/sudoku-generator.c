/* sudoku-generator.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* New puzzles for a level. A random full grid comes from the exact
 * solver (a few random clues, randomly relabelled digits); clues are then
 * taken away in a random order of symmetric groups while the puzzle stays
 * unique, and the result is rated with the "full" profile. Only a
 * candidate of the level asked for is kept.
 *
 * Steering: at the easy levels (STEER_UP_TO) a removal is first made only
 * when the puzzle stays solvable by the techniques of the wanted level or
 * below (a quick logical solve with a cut-down profile, which stops as
 * soon as it is stuck); the removals that would make it harder are left
 * to the end and then made, as far as uniqueness allows, when the puzzle
 * must be minimal. That keeps the easy levels from drifting up. Below
 * level 7 a candidate is rated only as far as its first step above the
 * level, and rejected there (see rate_up_to_level()). At the steered levels
 * the level check is sudoku_singles_path_rate() (the same path and rating
 * as sudoku_path_solve(), without its steps), and a clue kept back that
 * can still go ends the candidate at once (remove_clues()). For the hard
 * levels, for a candidate so ended at the steered ones, and for a
 * candidate above the level at Windoku level 5, the candidate is not
 * thrown away but changed a little (a few clues put back from the
 * solution, others taken away) and tried again, a few times, before a
 * new grid is made. At Windoku levels 1–2, a candidate ended so is first
 * made smaller instead: the clue that can still go and another are
 * traded for one put back, within the level (swap_down()). */

#include "config.h"

#include <string.h>

#include "sudoku-cells.h"
#include "sudoku-generator.h"
#include "sudoku-se.h"
#include "sudoku-singles-path.h"
#include "sudoku-solver.h"

static const char * const symmetry_names[SUDOKU_N_SYMMETRIES] = {
  "none", "rot180", "rot90", "mirror", "diagonal",
};

const char *
sudoku_symmetry_to_string (SudokuSymmetry symmetry)
{
  g_return_val_if_fail (symmetry < SUDOKU_N_SYMMETRIES, NULL);

  return symmetry_names[symmetry];
}

gboolean
sudoku_symmetry_from_string (const char     *name,
                             SudokuSymmetry *symmetry)
{
  g_return_val_if_fail (name != NULL && symmetry != NULL, FALSE);

  for (guint i = 0; i < SUDOKU_N_SYMMETRIES; i++)
    if (g_str_equal (name, symmetry_names[i]))
      {
        *symmetry = i;
        return TRUE;
      }
  return FALSE;
}

static guint
symmetry_map (SudokuSymmetry symmetry,
              guint          cell)
{
  guint row = cell / 9, column = cell % 9;

  switch (symmetry)
    {
    case SUDOKU_SYMMETRY_ROT180:
      return 80 - cell;
    case SUDOKU_SYMMETRY_ROT90:
      return column * 9 + (8 - row);
    case SUDOKU_SYMMETRY_MIRROR:
      return row * 9 + (8 - column);
    case SUDOKU_SYMMETRY_DIAGONAL:
      return column * 9 + row;
    case SUDOKU_SYMMETRY_NONE:
    default:
      return cell;
    }
}

guint
sudoku_symmetry_orbit (SudokuSymmetry symmetry,
                       guint          cell,
                       guint          orbit[4])
{
  guint n = 0;
  guint next = cell;

  g_return_val_if_fail (cell < SUDOKU_N_CELLS, 0);

  do
    {
      orbit[n++] = next;
      next = symmetry_map (symmetry, next);
    }
  while (next != cell && n < 4);
  return n;
}

gboolean
sudoku_symmetry_holds (SudokuSymmetry     symmetry,
                       const SudokuBoard *board)
{
  g_return_val_if_fail (board != NULL, FALSE);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if ((board->values[cell] != 0) != (board->values[symmetry_map (symmetry, cell)] != 0))
      return FALSE;
  return TRUE;
}

void
sudoku_generate_options_init (SudokuGenerateOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->level = 1;
  options->variant = SUDOKU_VARIANT_CLASSIC;
  options->symmetry = SUDOKU_SYMMETRY_DEFAULT;
  options->minimal = TRUE;
}

/* splitmix64 (Steele, Lea and Flood, 2014): small, fast, and good enough
 * to shuffle cells; each generator has its own state. */
typedef struct
{
  guint64 state;
} Rng;

static guint64
rng_next (Rng *rng)
{
  guint64 z = (rng->state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static guint
rng_below (Rng   *rng,
           guint  n)
{
  return (guint) (((rng_next (rng) >> 32) * n) >> 32);
}

static void
shuffle (Rng    *rng,
         guint8 *items,
         guint   n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = rng_below (rng, i);
      guint8 swap = items[i - 1];

      items[i - 1] = items[j];
      items[j] = swap;
    }
}

guint64
sudoku_generate_seed_for_index (guint64 seed,
                                guint64 index)
{
  Rng rng = { seed ^ (index * G_GUINT64_CONSTANT (0xd1b54a32d192ed03)) };

  rng_next (&rng);
  return rng_next (&rng);
}

/* How many other solutions is_unique() keeps. */
#define N_OTHER_SOLUTIONS 256

typedef struct
{
  const SudokuGenerateOptions *options;
  const SudokuHouseList       *houses;
  Rng                          rng;
  GCancellable                *cancellable;
  SudokuProfile                full;
  SudokuProfile                upto;      /* techniques of the level or below */
  /* The techniques of "full" above the level that come before one of
   * the level or below in its order, and the first of them (or
   * SUDOKU_N_TECHNIQUES): see rate_up_to_level(). */
  SudokuProfile                before;
  guint                        first_before;
  gboolean                     upto_singles; /* sudoku_singles_path_rate() rates it */
  guint8                       orbits[SUDOKU_N_CELLS][4];
  guint8                       orbit_sizes[SUDOKU_N_CELLS];
  guint                        n_orbits;
  gboolean                     keep_windows; /* window clues go last (dig_order()) */
  gboolean                     in_window[SUDOKU_N_CELLS]; /* per orbit */
  const guint8                *solution;  /* the grid being dug */
  /* Per other solution of a puzzle of this grid met so far, the cells
   * where it differs from the grid (see is_unique()). */
  SudokuCells                  other_solutions[N_OTHER_SOLUTIONS];
  guint                        n_other_solutions;
  SudokuGenerateStats         *stats;
  gboolean                     swap_clues; /* swap_down() (Windoku at levels 1–2) */
  gint                         bad_orbit;  /* the clue that ended a candidate, or -1 */
  SudokuCells                  orbit_cells[SUDOKU_N_CELLS];
  SudokuGenerateProgress       progress;
  gpointer                     user_data;
} Generator;

static gboolean
check_cancelled (Generator  *gen,
                 GError    **error)
{
  return g_cancellable_set_error_if_cancelled (gen->cancellable, error);
}

/* Solutions of @board's values, at most 2; -1 when the search was cut
 * short (node limit) and 0 with @error set when cancelled. */
static int
count_solutions (Generator         *gen,
                 const SudokuBoard *board,
                 guint              limit,
                 guint64            node_limit,
                 SudokuSolveResult *result,
                 GError           **error)
{
  SudokuSolveOptions solve = { limit, node_limit, gen->cancellable };

  if (!sudoku_solver_count (board, &solve, result, error))
    return 0;
  if (result->aborted)
    return -1;
  return (int) result->n_solutions;
}

/* A random full grid: a random box 1, a dozen random clues that agree
 * with their peers, the exact solver's first solution of that, and the
 * digits relabelled by a random permutation. */
static gboolean
make_grid (Generator   *gen,
           guint8       solution[SUDOKU_N_CELLS],
           GError     **error)
{
  for (;;)
    {
      SudokuBoard board;
      SudokuSolveResult result;
      guint8 digits[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
      guint8 relabel[10] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
      int n;

      if (check_cancelled (gen, error))
        return FALSE;

      sudoku_board_init (&board, gen->options->variant);
      shuffle (&gen->rng, digits, 9);
      for (guint i = 0; i < 9; i++)
        board.values[(i / 3) * 9 + i % 3] = digits[i];

      for (guint placed = 0; placed < 12; )
        {
          guint cell = 27 + rng_below (&gen->rng, SUDOKU_N_CELLS - 27);
          guint16 allowed = SUDOKU_ALL_CANDIDATES;
          guint options[9], n_options = 0;

          if (board.values[cell])
            continue;
          for (guint p = 0; p < gen->houses->n_peers[cell]; p++)
            {
              guint value = board.values[gen->houses->peers[cell][p]];

              if (value)
                allowed &= ~SUDOKU_DIGIT_BIT (value);
            }
          for (guint d = 1; d <= 9; d++)
            if (allowed & SUDOKU_DIGIT_BIT (d))
              options[n_options++] = d;
          placed++;
          if (n_options == 0)
            continue;
          board.values[cell] = options[rng_below (&gen->rng, n_options)];
        }

      n = count_solutions (gen, &board, 1, 50000, &result, error);
      if (n == 0 && error != NULL && *error != NULL)
        return FALSE;
      if (n != 1)
        continue;

      gen->stats->grids++;
      shuffle (&gen->rng, relabel + 1, 9);
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        solution[cell] = relabel[result.solution[cell]];
      return TRUE;
    }
}

static void
set_orbit (SudokuBoard  *board,
           const guint8 *orbit,
           guint         size,
           const guint8 *solution,
           gboolean      present)
{
  for (guint i = 0; i < size; i++)
    sudoku_board_set_value (board, orbit[i], present ? solution[orbit[i]] : 0, present);
}

/* Starts a new grid, @solution: the other solutions met belong to
 * the grid before. */
static void
start_grid (Generator    *gen,
            const guint8 *solution)
{
  gen->solution = solution;
  gen->n_other_solutions = 0;
}

/* Keeps @other, a solution of a puzzle of the grid, when it is not the
 * grid itself: the cells where the two differ. */
static void
remember_other_solution (Generator    *gen,
                         const guint8 *other)
{
  SudokuCells differ = SUDOKU_CELLS_EMPTY;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (other[cell] != gen->solution[cell])
      sudoku_cells_add (&differ, cell);
  if (sudoku_cells_is_empty (differ) ||
      gen->n_other_solutions == N_OTHER_SOLUTIONS)
    return;
  gen->other_solutions[gen->n_other_solutions++] = differ;
}

/* 1 when unique, 0 when not (or when the search ran long), -1 with
 * @error set when cancelled.
 *
 * Every board dug holds clues of one grid, so another solution of one
 * such puzzle, met by an exact count, is a solution of any other puzzle
 * of the grid with no clue where the two differ (the cells where they
 * differ hold no clue: an "unavoidable set" left empty). Those are kept
 * for the grid, and a board that leaves one of them empty is not unique
 * without a count. The answer is the count's; only the time differs.
 * It pays where a grid is dug again and again, at the fewest clues,
 * where a count costs the most: the minimality checks of the candidates
 * that perturb() changes at levels 1–2 (measured on Windoku level 1:
 * those counts were a third of the time, at three times a classic
 * count's cost; now 28% of its checks need no count). A single pass
 * down from a full grid never meets a set it left empty before. */
static int
is_unique (Generator         *gen,
           const SudokuBoard *board,
           GError           **error)
{
  SudokuSolveResult result;
  SudokuCells clues = SUDOKU_CELLS_EMPTY;
  int n;

  gen->stats->uniqueness_checks++;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (board->values[cell])
      sudoku_cells_add (&clues, cell);
  for (guint i = 0; i < gen->n_other_solutions; i++)
    if (!sudoku_cells_intersect (clues, gen->other_solutions[i]))
      return 0;

  gen->stats->exact_counts++;
  n = count_solutions (gen, board, 2, 0, &result, error);
  if (n == 0 && error != NULL && *error != NULL)
    return -1;
  if (n == 2)
    {
      remember_other_solution (gen, result.solution);
      remember_other_solution (gen, result.second);
    }
  return n == 1;
}

static gboolean rate_up_to_level (Generator         *gen,
                                  const SudokuBoard *puzzle,
                                  SudokuRating      *rating);

/* Whether the "full" solve of @board (unique, as every board the
 * generator rates) takes no step above the level, and its rating stays
 * at the level or below (the score can raise it); @rating is that
 * rating. Below level 7. */
static gboolean
rate_within_level (Generator         *gen,
                   const SudokuBoard *board,
                   SudokuRating      *rating)
{
  if (gen->upto_singles)
    {
      /* The same path and rating, without its steps (levels 1–2). */
      if (!sudoku_singles_path_rate (board, &gen->upto, rating))
        return FALSE;
    }
  else if (!rate_up_to_level (gen, board, rating))
    return FALSE;
  return rating->level <= gen->options->level;
}

static gboolean
stays_within_level (Generator         *gen,
                    const SudokuBoard *board)
{
  SudokuRating rating;

  return rate_within_level (gen, board, &rating);
}

/* The levels whose removal is steered. Above them the check costs more
 * than it saves: measured with build-aux/bench --generate, levels 3–6
 * came out 2–4 times faster without it, levels 1–2 of Windoku 4–7
 * times slower. */
#define STEER_UP_TO 2

/* With more clues than this a puzzle is all but always solved by
 * singles: the level check (a logical solve per removal, the costly part
 * of the removal) starts below it. It only steers; the rating decides.
 * Windoku's windows make singles go further, so its check starts lower
 * (measured: the same acceptance, a quarter less time). */
#define STEER_BELOW(variant) ((variant) == SUDOKU_VARIANT_WINDOKU ? 26 : 36)

/* How remove_clues() takes clues away. */
typedef enum {
  REMOVE_PLAIN,   /* while the puzzle stays unique */
  REMOVE_STEER,   /* and, below STEER_BELOW clues, within the level */
  REMOVE_FINISH,  /* the clues REMOVE_STEER kept back: while unique */
} RemoveMode;

/* Takes clues away from @board, in the order of @order (orbit indices),
 * while it stays unique.
 *
 * REMOVE_STEER: below STEER_BELOW clues a removal is made only when the
 * level's techniques still solve the puzzle, which also proves it unique
 * (they are sound, and complete the grid), so no exact count is made for
 * it; a removal they do not solve is listed in @deferred, unique or not
 * (REMOVE_FINISH counts it later). When the first removal checked fails
 * and the puzzle before it is beyond the level too, *@doomed is set and
 * the rest is not tried (the same candidates end as before, with
 * fewer checks: the very same puzzles, 3% fewer instructions at
 * Windoku level 1 and 1% at classic level 1).
 *
 * REMOVE_FINISH, for @deferred: a clue that can still go must go (the
 * puzzle is minimal), but each of them made the puzzle too hard when it
 * was kept back, and a puzzle with fewer clues is no easier for singles
 * (they only gain from more clues), so at the singles levels the first
 * such clue that can go without a second solution ends the candidate:
 * *@doomed is set, the clue is put back (gen->bad_orbit) and the rest is
 * not tried. (The
 * rating of the finished candidate said the same on every seed tried:
 * build-aux/bench --generate made the very same puzzles before and
 * after this shortcut.)
 *
 * Returns FALSE with @error set when cancelled. */
static gboolean
remove_clues (Generator    *gen,
              SudokuBoard  *board,
              const guint8 *solution,
              const guint8 *order,
              guint         n_order,
              RemoveMode    mode,
              guint8       *deferred,
              guint        *n_deferred,
              gboolean     *doomed,
              GError      **error)
{
  guint n_clues = sudoku_board_count_filled (board);
  gboolean known_within = FALSE;

  for (guint i = 0; i < n_order; i++)
    {
      guint o = order[i];
      gboolean removed;

      if (board->values[gen->orbits[o][0]] == 0)
        continue;
      set_orbit (board, gen->orbits[o], gen->orbit_sizes[o], solution, FALSE);
      n_clues -= gen->orbit_sizes[o];

      if (mode == REMOVE_STEER && n_clues <= STEER_BELOW (gen->options->variant))
        {
          removed = stays_within_level (gen, board);
          if (removed)
            known_within = TRUE;
          else if (!known_within)
            {
              /* The removals above STEER_BELOW only kept it unique:
               * when the puzzle is already beyond the level, so is
               * every puzzle dug from it. */
              set_orbit (board, gen->orbits[o], gen->orbit_sizes[o], solution, TRUE);
              known_within = stays_within_level (gen, board);
              if (!known_within)
                {
                  *doomed = TRUE;
                  return TRUE;
                }
              set_orbit (board, gen->orbits[o], gen->orbit_sizes[o], solution, FALSE);
            }
          if (!removed)
            deferred[(*n_deferred)++] = o;
        }
      else if (mode == REMOVE_FINISH && gen->upto_singles)
        {
          int unique = is_unique (gen, board, error);

          if (unique < 0)
            return FALSE;
          if (unique)
            {
              set_orbit (board, gen->orbits[o], gen->orbit_sizes[o], solution, TRUE);
              gen->bad_orbit = o;
              *doomed = TRUE;
              return TRUE;
            }
          removed = FALSE;
        }
      else
        {
          int unique = is_unique (gen, board, error);

          if (unique < 0)
            return FALSE;
          removed = unique;
        }

      if (!removed)
        {
          set_orbit (board, gen->orbits[o], gen->orbit_sizes[o], solution, TRUE);
          n_clues += gen->orbit_sizes[o];
        }
    }
  return TRUE;
}

/* A level above every level: what rate() says of a candidate found too
 * hard without its full rating. */
#define LEVEL_ABOVE 8

/* What rate() says of a candidate found above the level without its
 * full rating (rate_within_level()), and of a candidate that
 * remove_clues() found could not be of the level. */
static guint
reject (Generator *gen)
{
  gen->stats->candidates++;
  gen->stats->level_counts[0]++;
  if (gen->progress)
    gen->progress (gen->stats, gen->user_data);
  return LEVEL_ABOVE;
}

/* A board on the way of rate_up_to_level() whose step, of @technique,
 * comes after a technique of gen->before in the profile's order. */
typedef struct
{
  SudokuBoard     board;
  SudokuTechnique technique;
} BeforeCheck;

/* Whether sudoku_path_solve (@puzzle, "full") takes no step above the
 * level (below level 7), and then, in @rating, its rating.
 *
 * The solve is made with gen->upto, the techniques of the level or
 * below. The "full" solve takes the same steps as long as, at each
 * board, no technique of "full" above the level that comes before the
 * step's technique in the profile's order (gen->before: at level 5 the
 * finned and sashimi fish, of level 6, which come before the single-digit
 * patterns, colouring, wings and uniqueness tests of level 5; none at
 * levels 3, 4 and 6) finds a step; where one does, or where gen->upto is
 * stuck (the rest of "full" or an assumption), the "full" solve takes a
 * step above the level. The boards where gen->before could come first
 * are kept and looked at only once gen->upto has completed the puzzle:
 * most candidates it does not complete (two thirds at Windoku level 5),
 * and those never pay for gen->before.
 *
 * @puzzle is unique, and every candidate of its empty cells is there (as
 * the generator makes them), so sudoku_path_solve()'s own preparations
 * (the cleaned candidates, the exact count that proves the puzzle
 * unique) come to the same and are left out.
 *
 * Level 5 used to solve each candidate twice: with gen->upto, through
 * sudoku_path_solve() (its exact count included), and when that
 * completed it, with "full" as far as its first step above the level.
 * Now (callgrind, 30 puzzles of seed 1, no symmetry, the very same
 * puzzles and candidates): Windoku level 5 5.82 -> 5.41 billion
 * instructions, classic level 5 2.20 -> 1.86. Solving with "full" alone,
 * as far as that step, was tried: at Windoku level 5 it cost 26% more
 * in all (the finned fish, tried at nearly every board of every
 * candidate, cost more than the candidates it rejected early saved). */
static gboolean
rate_up_to_level (Generator         *gen,
                  const SudokuBoard *puzzle,
                  SudokuRating      *rating)
{
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);
  g_autoptr(GArray) checks = NULL;
  SudokuBoard board = *puzzle;

  sudoku_board_compute_candidates (&board);
  for (;;)
    {
      SudokuStep *step;

      if (sudoku_cells_are_broken (gen->houses, board.values, board.candidates))
        return FALSE;
      if (sudoku_board_is_complete (&board))
        break;
      step = sudoku_path_find_step (&board, &gen->upto, TRUE, NULL);
      if (step == NULL)
        return FALSE;
      if (step->technique > gen->first_before)
        {
          BeforeCheck check = { board, step->technique };

          if (checks == NULL)
            checks = g_array_new (FALSE, FALSE, sizeof (BeforeCheck));
          g_array_append_val (checks, check);
        }
      sudoku_step_apply (step, &board);
      g_ptr_array_add (steps, step);
    }

  for (guint i = 0; checks != NULL && i < checks->len; i++)
    {
      const BeforeCheck *check = &g_array_index (checks, BeforeCheck, i);
      SudokuProfile before = gen->before;
      SudokuStep *step;

      for (guint t = check->technique; t < SUDOKU_N_TECHNIQUES; t++)
        before.enabled[t] = FALSE;
      step = sudoku_path_find_step (&check->board, &before, TRUE, NULL);
      if (step != NULL)
        {
          sudoku_step_free (step);
          return FALSE;
        }
    }
  sudoku_rating_from_steps (steps, TRUE, 0, rating);
  return TRUE;
}

/* The candidate's level. Below level 7, a candidate found above the
 * level by rate_within_level() is rejected without its full rating (the
 * expensive part): it is harder than wanted, and that is all we need to
 * know. */
static guint
rate (Generator         *gen,
      const SudokuBoard *board,
      SudokuRating      *rating)
{
  if (gen->options->level < 7)
    {
      if (!rate_within_level (gen, board, rating))
        return reject (gen);
    }
  else
    {
      g_autoptr(SudokuPath) path = sudoku_path_solve (board, &gen->full, NULL, NULL);

      sudoku_rating_from_path (path, rating);
    }
  gen->stats->candidates++;
  gen->stats->level_counts[MIN (rating->level, 7)]++;
  if (gen->progress)
    gen->progress (gen->stats, gen->user_data);
  return rating->level;
}

/* Whether @cell lies in one of the variant's windows. */
static gboolean
cell_in_window (const SudokuHouseList *houses,
                guint                  cell)
{
  const guint8 *cell_houses = houses->cell_houses[cell];

  for (guint k = 0; k < 8 && cell_houses[k] != 0xff; k++)
    if (houses->houses[cell_houses[k]].kind == SUDOKU_HOUSE_WINDOW)
      return TRUE;
  return FALSE;
}

/* The order in which clues are taken away: a random order of the orbits.
 *
 * With gen->keep_windows (Windoku at levels 1, 2 and 5), the clues in
 * the windows tend to go later: each orbit's place is a random key, and
 * a window orbit's key is raised by half the keys' range, so a window
 * clue still often goes before others, but less often. Why: a
 * candidate at levels 1–2 is dropped when a clue kept back for the level
 * could still go (remove_clues()); window cells lie in four houses, so
 * their clues carry the most for singles (the hidden singles of boxes
 * and windows), and keeping them makes more of the steered puzzles
 * minimal. Measured (200 puzzles, seed 1, no symmetry): candidates per
 * Windoku puzzle 59 -> 41 at level 1 and 16 -> 8 at level 2, the CPU
 * median about 1.5 times lower at both. All windows last (the whole
 * range) was no better at level 2 and worse at level 1; windows first
 * made eight times as many candidates. Level 5 gains too (a candidate
 * there is mostly too hard, 4,873 of 7,411: CPU median 0.018 -> 0.014 s
 * and 0.021 -> 0.014 s on seeds 1 and 2, 300 puzzles); level 3 hardly
 * changed, level 4 came out 1.7 times slower, levels 6–7 are near misses
 * that a candidate's changes settle, so it is not used there. */
static void
dig_order (Generator *gen,
           guint8    *order)
{
  guint32 keys[SUDOKU_N_CELLS];

  for (guint o = 0; o < gen->n_orbits; o++)
    order[o] = o;
  if (!gen->keep_windows)
    {
      shuffle (&gen->rng, order, gen->n_orbits);
      return;
    }

  for (guint o = 0; o < gen->n_orbits; o++)
    keys[o] = (guint32) (rng_next (&gen->rng) >> 33) +
              (gen->in_window[o] ? 1u << 30 : 0);
  /* Insertion sort by key: at most 81 orbits. */
  for (guint i = 1; i < gen->n_orbits; i++)
    {
      guint8 o = order[i];
      guint j = i;

      for (; j > 0 && keys[order[j - 1]] > keys[o]; j--)
        order[j] = order[j - 1];
      order[j] = o;
    }
}

/* How many swaps swap_down() makes for one candidate at most. Measured
 * on Windoku level 1 (400 puzzles, seeds 1 and 2, callgrind): 4 swaps
 * 7.0, 8 to 32 swaps 6.8 billion instructions; a chain ends when no
 * swap is found, far more often than at the limit. */
#define MAX_SWAPS 8

/* @board less its clue @bad (an orbit) is unique, but the singles do not
 * solve it. Looks for another clue x of @board and an empty orbit d such
 * that the singles solve @board less @bad and x, with d: a puzzle within
 * the level, one clue smaller. Only a d that lets the singles solve
 * @board less @bad can do (they solve no smaller puzzle), so those are
 * found first, all at once (sudoku_singles_path_probe()); then x is
 * tried among the clues in a random order, each x with every such d at
 * once. On success @board is the smaller puzzle; otherwise it is left
 * as it was. */
static gboolean
swap_clue (Generator    *gen,
           SudokuBoard  *board,
           const guint8 *solution,
           guint         bad)
{
  guint8 empty[SUDOKU_N_CELLS], clues[SUDOKU_N_CELLS], helpers[SUDOKU_N_CELLS];
  SudokuCells additions[SUDOKU_N_CELLS];
  gboolean completes[SUDOKU_N_CELLS];
  guint n_empty = 0, n_clues = 0, n_helpers = 0;

  set_orbit (board, gen->orbits[bad], gen->orbit_sizes[bad], solution, FALSE);
  for (guint o = 0; o < gen->n_orbits; o++)
    if (board->values[gen->orbits[o][0]] != 0)
      clues[n_clues++] = o;
    else if (o != bad)
      empty[n_empty++] = o;
  shuffle (&gen->rng, empty, n_empty);
  for (guint i = 0; i < n_empty; i++)
    additions[i] = gen->orbit_cells[empty[i]];
  /* Once the singles have placed @bad, they solve the rest. */
  sudoku_singles_path_probe (board, &gen->upto, solution, gen->orbit_cells[bad],
                             additions, n_empty, 0, completes);
  for (guint i = 0; i < n_empty; i++)
    if (completes[i])
      helpers[n_helpers++] = empty[i];
  for (guint j = 0; j < n_helpers; j++)
    additions[j] = gen->orbit_cells[helpers[j]];

  shuffle (&gen->rng, clues, n_clues);
  for (guint i = 0; i < n_clues && n_helpers > 0; i++)
    {
      guint x = clues[i];

      set_orbit (board, gen->orbits[x], gen->orbit_sizes[x], solution, FALSE);
      if (sudoku_singles_path_probe (board, &gen->upto, solution,
                                     sudoku_cells_or (gen->orbit_cells[bad],
                                                      gen->orbit_cells[x]),
                                     additions, n_helpers, 1, completes) > 0)
        for (guint j = 0; j < n_helpers; j++)
          {
            guint d = helpers[j];

            if (!completes[j])
              continue;
            /* The singles solve it; the score may still be above the
             * level. */
            set_orbit (board, gen->orbits[d], gen->orbit_sizes[d], solution, TRUE);
            if (stays_within_level (gen, board))
              return TRUE;
            set_orbit (board, gen->orbits[d], gen->orbit_sizes[d], solution, FALSE);
          }
      set_orbit (board, gen->orbits[x], gen->orbit_sizes[x], solution, TRUE);
    }
  set_orbit (board, gen->orbits[bad], gen->orbit_sizes[bad], solution, TRUE);
  return FALSE;
}

/* A candidate ended by REMOVE_FINISH: @board is within the level, but
 * its clue gen->bad_orbit can go without a second solution, so it is not
 * minimal, and no puzzle dug from it is of the level. Instead of putting
 * clues back at random (perturb()), swap_clue() trades that clue and
 * another for one put back, within the level; then each clue, in a
 * random order, goes when the puzzle stays unique and within the level,
 * until one is found that would leave it unique but not within the
 * level: another swap from there, at most MAX_SWAPS in all. Each swap
 * leaves one clue fewer, and the fewer the clues, the likelier each is
 * needed for uniqueness. *@doomed is cleared when no clue can go
 * without a second solution (the puzzle is minimal); otherwise @board is
 * within the level, with a clue that can go.
 *
 * Why: at Windoku level 1, a dig ends at 16–20 clues, and only a few
 * percent of those puzzles are minimal (the windows make the puzzle
 * unique with fewer clues than the singles need): 41 candidates per
 * puzzle against 8 for classic, most ended by such a clue. Measured
 * (400 puzzles, seeds 1 and 2, callgrind): 17.5 -> 6.8 billion
 * instructions at level 1 (candidates per puzzle 42 -> 7.6), 3.9 -> 3.1 at
 * level 2 (6.4 -> 2.0); classic level 1 takes 3.2. */
static gboolean
swap_down (Generator    *gen,
           SudokuBoard  *board,
           const guint8 *solution,
           gboolean     *doomed,
           GError      **error)
{
  guint bad = gen->bad_orbit;

  for (guint swaps = 0; swaps < MAX_SWAPS; swaps++)
    {
      guint8 clues[SUDOKU_N_CELLS];
      guint n_clues = 0;
      gboolean minimal = TRUE;

      if (!swap_clue (gen, board, solution, bad))
        return TRUE;
      gen->stats->swaps++;

      for (guint o = 0; o < gen->n_orbits; o++)
        if (board->values[gen->orbits[o][0]] != 0)
          clues[n_clues++] = o;
      shuffle (&gen->rng, clues, n_clues);
      for (guint i = 0; i < n_clues && minimal; i++)
        {
          guint o = clues[i];
          int unique;

          set_orbit (board, gen->orbits[o], gen->orbit_sizes[o], solution, FALSE);
          unique = is_unique (gen, board, error);
          if (unique < 0)
            return FALSE;
          if (unique && stays_within_level (gen, board))
            continue;
          set_orbit (board, gen->orbits[o], gen->orbit_sizes[o], solution, TRUE);
          if (unique)
            {
              bad = o;
              minimal = FALSE;
            }
        }
      if (minimal)
        {
          *doomed = FALSE;
          return TRUE;
        }
    }
  return TRUE;
}

/* Takes clues away from @board in the order of @order: at the steered
 * levels, first those that keep it within the level, then (for a minimal
 * puzzle) those kept back. *@doomed says the result cannot be of the
 * level; @board is then the puzzle before the clue that showed it. */
static gboolean
dig (Generator    *gen,
     SudokuBoard  *board,
     const guint8 *solution,
     const guint8 *order,
     gboolean     *doomed,
     GError      **error)
{
  guint8 deferred[SUDOKU_N_CELLS];
  guint n_deferred = 0;

  *doomed = FALSE;
  gen->bad_orbit = -1;
  if (!remove_clues (gen, board, solution, order, gen->n_orbits,
                     gen->options->level <= STEER_UP_TO ? REMOVE_STEER : REMOVE_PLAIN,
                     deferred, &n_deferred, doomed, error))
    return FALSE;
  if (*doomed)
    return TRUE;

  /* The clues kept back only for the level: a minimal puzzle loses
   * every one that uniqueness allows, in the order they were kept
   * back. (Other orders were tried: they rated no better.) */
  if (n_deferred == 0 || !gen->options->minimal)
    return TRUE;
  if (!remove_clues (gen, board, solution, deferred, n_deferred, REMOVE_FINISH,
                     NULL, NULL, doomed, error))
    return FALSE;
  if (*doomed && gen->bad_orbit >= 0 && gen->swap_clues)
    return swap_down (gen, board, solution, doomed, error);
  return TRUE;
}

/* A near miss (a level short), at the steered levels a candidate found
 * too hard (*@doomed), or at Windoku level 5 a finished candidate found
 * above the level (@too_hard): put back a few clue groups from the
 * solution (1–2 for a near miss; 4–7 for a candidate found too hard,
 * which needs more room: measured on Windoku levels 1–2, 40 puzzles,
 * that took the candidates per puzzle from 136 to 46 and from 39 to 15
 * against 1–2; 12–19 for @too_hard, see sudoku_generate()) and take
 * others away in a new random order, and try again. */
static gboolean
perturb (Generator    *gen,
         SudokuBoard  *board,
         const guint8 *solution,
         gboolean      too_hard,
         gboolean     *doomed,
         GError      **error)
{
  guint8 order[SUDOKU_N_CELLS];
  guint8 empty[SUDOKU_N_CELLS];
  guint n_empty = 0;
  guint n_add = *doomed ? 4 + rng_below (&gen->rng, 4)
                : too_hard ? 12 + rng_below (&gen->rng, 8)
                : 1 + rng_below (&gen->rng, 2);

  for (guint o = 0; o < gen->n_orbits; o++)
    if (board->values[gen->orbits[o][0]] == 0)
      empty[n_empty++] = o;
  shuffle (&gen->rng, empty, n_empty);
  if ((*doomed || too_hard) && gen->keep_windows)
    {
      /* For the same reason as in dig_order(), the clues put back are
       * window clues while there are any (measured: Windoku level 1, 8%
       * fewer candidates; other clues first made 45% more). */
      guint8 windows_first[SUDOKU_N_CELLS];
      guint n = 0;

      for (guint pass = 0; pass < 2; pass++)
        for (guint i = 0; i < n_empty; i++)
          if (gen->in_window[empty[i]] == (pass == 0))
            windows_first[n++] = empty[i];
      memcpy (empty, windows_first, n_empty);
    }
  for (guint i = 0; i < MIN (n_add, n_empty); i++)
    set_orbit (board, gen->orbits[empty[i]], gen->orbit_sizes[empty[i]], solution, TRUE);

  dig_order (gen, order);
  return dig (gen, board, solution, order, doomed, error);
}

/**
 * sudoku_generate:
 * @options: what to make
 * @puzzle: (out caller-allocates): the puzzle, its clues as givens
 * @rating: (out caller-allocates) (optional): its rating; its se_rating
 *   is Sudoku Explainer's ER (sudoku_se_settle_rating())
 * @stats: (inout) (optional): counts, added to
 * @progress: (nullable): called after each candidate
 * @user_data: for @progress
 * @cancellable: (nullable): checked between candidates and inside the
 *   exact solver
 * @error: G_IO_ERROR_CANCELLED when cancelled
 *
 * Makes one puzzle with exactly one solution and the level asked for.
 * Deterministic: the same options (seed included) give the same puzzle.
 *
 * Returns: %TRUE on success, %FALSE when cancelled
 */
gboolean
sudoku_generate (const SudokuGenerateOptions *options,
                 SudokuBoard                 *puzzle,
                 SudokuRating                *rating,
                 SudokuGenerateStats         *stats,
                 SudokuGenerateProgress       progress,
                 gpointer                     user_data,
                 GCancellable                *cancellable,
                 GError                     **error)
{
  SudokuGenerateStats own_stats = { 0, };
  SudokuRating own_rating;
  Generator gen = { 0, };
  gboolean seen[SUDOKU_N_CELLS] = { FALSE, };
  /* How many changes a near miss gets before a new grid is made. */
  const guint near_miss_tries = options->level >= 6 ? 12 : 0;
  /* How many changes a candidate found too hard at a steered level gets
   * before a new grid is made. Measured on Windoku level 1 (60 puzzles,
   * CPU mean per puzzle, 1–2 groups put back): none 0.21 s, 8 0.07 s,
   * 16 0.05-0.07 s, 32 0.06 s; level 2 and classic hardly change. With
   * 4–7 groups put back, 8, 16, 40 and 100 tries were within the noise
   * of each other. */
  const guint doomed_tries = 16;
  /* How many changes a candidate found above the level gets at Windoku
   * level 5 before a new grid is made (each with 12–19 clue groups put
   * back, window clues first). Why: most of its candidates are minimal
   * puzzles above the level (two thirds need a technique above it), and
   * a change digs again from a few clues more instead of from a full
   * grid, where the exact counts of the last, fewest clues cost the
   * most (the dig was 57% of the time, three times a classic count).
   * Measured (callgrind, seeds 1 and 2 of 30 puzzles, 3 and 4 of 60, no
   * symmetry): 33.1 -> 24.2 billion instructions in all (5.41 -> 3.66,
   * 5.47 -> 3.73, 9.12 -> 8.00, 13.14 -> 8.79); CPU median of 200
   * puzzles 0.0101 -> 0.0083 s (seed 1), 0.0096 -> 0.0077 s (seed 2).
   * Tried: 1–2 groups back (twice the candidates, slower), 4–7 (about
   * even), 8–15, 10–15 and 14–21 (between), 16–23 (slower on seed 3), 8
   * or 32 changes (no better than 16); all window clues last in
   * dig_order() instead (-23% alone, nothing more with this). Classic
   * level 5 rejects mostly candidates below the level, and is left
   * alone. build-aux/bench --generate, 200 puzzles, medians of three
   * pairs: Windoku ÷ classic at level 5 3.06 -> 2.80 (seed 1); seed 7,
   * two pairs: 2.6 -> 2.2 (no symmetry), 2.0 -> 2.0 (rot180). */
  const guint too_hard_tries =
    options->variant == SUDOKU_VARIANT_WINDOKU && options->level == 5 ? 16 : 0;

  g_return_val_if_fail (options != NULL && puzzle != NULL, FALSE);
  g_return_val_if_fail (options->level >= 1 && options->level <= 7, FALSE);
  g_return_val_if_fail (options->symmetry < SUDOKU_N_SYMMETRIES, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  gen.options = options;
  gen.houses = sudoku_variant_get_houses (options->variant);
  gen.rng.state = options->seed;
  gen.cancellable = cancellable;
  gen.stats = stats ? stats : &own_stats;
  gen.progress = progress;
  gen.user_data = user_data;
  if (rating == NULL)
    rating = &own_rating;

  sudoku_profile_init_from_string (&gen.full, "full", NULL);
  gen.upto = gen.full;
  gen.upto.assumptions = FALSE;
  memset (&gen.before, 0, sizeof gen.before);
  gen.first_before = SUDOKU_N_TECHNIQUES;
  for (guint t = 0, last_within = 0; t < SUDOKU_N_TECHNIQUES; t++)
    {
      if (!gen.full.enabled[t])
        continue;
      if (sudoku_technique_get_info (t)->level > options->level)
        gen.upto.enabled[t] = FALSE;
      else
        {
          for (guint u = last_within; u < t; u++)
            if (!gen.upto.enabled[u] && gen.full.enabled[u])
              {
                gen.before.enabled[u] = TRUE;
                gen.first_before = MIN (gen.first_before, u);
              }
          last_within = t;
        }
    }

  gen.upto_singles = sudoku_profile_is_singles_only (&gen.upto);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint orbit[4];
      guint n;

      if (seen[cell])
        continue;
      n = sudoku_symmetry_orbit (options->symmetry, cell, orbit);
      for (guint i = 0; i < n; i++)
        {
          gen.orbits[gen.n_orbits][i] = orbit[i];
          seen[orbit[i]] = TRUE;
        }
      gen.orbit_cells[gen.n_orbits] = SUDOKU_CELLS_EMPTY;
      for (guint i = 0; i < n; i++)
        sudoku_cells_add (&gen.orbit_cells[gen.n_orbits], orbit[i]);
      gen.in_window[gen.n_orbits] = cell_in_window (gen.houses, cell);
      gen.orbit_sizes[gen.n_orbits++] = n;
    }
  /* The four windows are Windoku's; every symmetry maps them onto each
   * other, so an orbit lies in the windows or out of them as a whole. */
  gen.keep_windows = options->variant == SUDOKU_VARIANT_WINDOKU &&
                     (options->level <= STEER_UP_TO || options->level == 5);
  gen.swap_clues = options->variant == SUDOKU_VARIANT_WINDOKU && gen.upto_singles &&
                   options->level <= STEER_UP_TO;

  for (;;)
    {
      guint8 solution[SUDOKU_N_CELLS];
      guint8 order[SUDOKU_N_CELLS];
      gboolean doomed;
      SudokuBoard board;
      guint level = 0;

      if (!make_grid (&gen, solution, error))
        return FALSE;
      start_grid (&gen, solution);

      sudoku_board_init (&board, options->variant);
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        sudoku_board_set_value (&board, cell, solution[cell], TRUE);
      dig_order (&gen, order);
      if (!dig (&gen, &board, solution, order, &doomed, error))
        return FALSE;
      level = doomed ? reject (&gen) : rate (&gen, &board, rating);

      for (guint tries = 0;
           (level + 1 == options->level && tries < near_miss_tries) ||
           (doomed && tries < doomed_tries) ||
           (level == LEVEL_ABOVE && tries < too_hard_tries);
           tries++)
        {
          if (check_cancelled (&gen, error) ||
              !perturb (&gen, &board, solution, !doomed && level == LEVEL_ABOVE,
                        &doomed, error))
            return FALSE;
          level = doomed ? reject (&gen) : rate (&gen, &board, rating);
        }

      if (level == options->level)
        {
          /* The SE figure of the puzzle made: Sudoku Explainer's own
           * (only this one puzzle pays for it, not every candidate). */
          if (!sudoku_se_settle_rating (&board, rating, cancellable, error))
            return FALSE;
          gen.stats->accepted++;
          *puzzle = board;
          return TRUE;
        }
      if (check_cancelled (&gen, error))
        return FALSE;
    }
}

gboolean
sudoku_board_is_minimal (const SudokuBoard *board,
                         SudokuSymmetry     symmetry)
{
  SudokuBoard copy;

  g_return_val_if_fail (board != NULL, FALSE);

  copy = *board;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint orbit[4];
      guint n;
      SudokuSolveOptions solve = { 2, 0, NULL };
      SudokuSolveResult result;
      gboolean lowest = TRUE;

      if (board->values[cell] == 0)
        continue;
      n = sudoku_symmetry_orbit (symmetry, cell, orbit);
      for (guint i = 1; i < n; i++)
        lowest &= orbit[i] > cell;
      if (!lowest)
        continue;

      for (guint i = 0; i < n; i++)
        copy.values[orbit[i]] = 0;
      sudoku_solver_count (&copy, &solve, &result, NULL);
      for (guint i = 0; i < n; i++)
        copy.values[orbit[i]] = board->values[orbit[i]];
      if (result.n_solutions < 2)
        return FALSE;
    }
  return TRUE;
}
