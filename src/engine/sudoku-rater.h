/* sudoku-rater.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The version of our rating (sudoku_rating_from_path() with the
 * SUDOKU_RATER_PROFILE profile). Raise it whenever a change to the
 * techniques, their order, levels, weights or SE figures can change a
 * puzzle's level, score or SE rating: the library stores it with every
 * rating and redoes the ratings of an older rater
 * (sudoku_library_rerate()), and drops ready puzzles generated for an
 * older one.
 *
 * 3: the SE figure is Sudoku Explainer's ER (sudoku_se_settle_rating()),
 * no longer our estimate capped at 9.5.
 * 4: W-Wings no longer take a strong link from a Windoku implied region
 * that holds the digit already (a wrong elimination; classic ratings
 * are unchanged).
 * 5: the SE figure: a direct hidden pair or triple places its digit and
 * removes nothing, as in Sudoku Explainer (it kept the set's cells to
 * the set's digits, and the ER of easy puzzles fell below the hidden
 * pairs and locking they need, e.g. 2.3 for a 3.4).
 * 6: the full profile has Sudoku Explainer's dynamic, dynamic (+) and
 * nested forcing chains before any assumption: a classic puzzle that
 * needed assumptions is solved by these named steps instead (its level,
 * score and counts change; no other puzzle's do). */
#define SUDOKU_RATER_VERSION 6

/* The profile (sudoku_profile_init_from_string()) of every rating the
 * library stores. */
#define SUDOKU_RATER_PROFILE "full"

G_END_DECLS
