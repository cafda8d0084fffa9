/* test-utils.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What every test program shares: the seed puzzles (SPEC.md §1) and
 * other puzzles used in many tests, boards read from text, temporary
 * folders, and waiting on the main loop for a condition. Built as the
 * static library test-utils, which links the engine only: no GTK, no
 * display (ui-test-utils.h has the helpers of the UI tests,
 * library-test-utils.h those of the library tests). */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"

G_BEGIN_DECLS

/* Arto Inkala's puzzles of 2010 and 2012, and SX3 (the Herald Asahi's
 * "shadow" sudoku, a Windoku), with their solutions. */
#define INKALA_2010 \
  "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."
#define INKALA_2010_SOLUTION \
  "145327698839654127672918543496185372218473956753296481367542819984761235521839764"
#define INKALA_2012 \
  "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
#define INKALA_2012_SOLUTION \
  "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
#define SX3 \
  "...........6..1......59.4..3..8...5..8..1..7.......92.4.....1...9.4.7.325.....8.."
#define SX3_SOLUTION \
  "954786213836241795271593486349872651682915374715634928427358169198467532563129847"
/* qqwing_any_10k's fourth puzzle, graded "Easy" by qqwing: singles
 * only; uses every digit. */
#define EASY \
  "...3.....5......46..16..7..3...745..1..5..8......8..64...9.7.5.6...5...1......4.9"
/* Needs nothing but singles. */
#define SINGLES_ONLY \
  "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
/* top1465 #2, hard enough for chains and forcing steps. */
#define HARD \
  "52...6.........7.13...........4..8..6......5...........418.........3..2...87....."

/* The messages' language of a test of translated text, saved by
 * test_language_switch() and put back by test_language_restore(). */
typedef struct
{
  char *language;   /* LANGUAGE as it was, or NULL */
  char *messages;   /* the LC_MESSAGES locale as it was */
} TestLanguage;

/* Switches the messages to @language ("ja", "en"…): LANGUAGE, and
 * LC_MESSAGES out of the C locale (gettext reads LANGUAGE only outside
 * it), from the build's catalogue (bound, and made the default domain,
 * at the first switch of the program). The first switch saves what was
 * there into @saved. */
void        test_language_switch   (TestLanguage  *saved,
                                    const char    *language);
/* Puts back what the first test_language_switch() into @saved found and
 * clears @saved; nothing when there was no switch. */
void        test_language_restore  (TestLanguage  *saved);

SudokuBoard test_board_from        (const char    *text,
                                    SudokuVariant  variant);
void        test_board_from_values (SudokuBoard   *board,
                                    SudokuVariant  variant,
                                    const char    *text);
void        test_append_relabelled (GString       *text,
                                    const char    *puzzle,
                                    guint          code);
/* The puzzles of the library benchmarks: any number of distinct ones,
 * made from a few by relabelling their digits. */
char       *make_many              (GPtrArray     *bases,
                                    guint          n);
GPtrArray  *read_bases             (const char    *path);
void        test_solution_of       (const char    *text,
                                    guint8        *solution);

guint       test_rate_level        (const SudokuBoard *board);
guint       test_rate_text         (SudokuVariant  variant,
                                    const char    *givens);

char       *test_data_path         (const char    *first,
                                    ...) G_GNUC_NULL_TERMINATED;
char       *test_make_folder       (void);
void        test_remove_tree       (const char    *path);
guint       count_entries          (const char    *folder);

int         test_compare_doubles   (gconstpointer  a,
                                    gconstpointer  b);

char       *test_run_pdf_tool      (const char    *tool,
                                    const char    *path);
char       *test_run_pdf_tool_with (const char    *tool,
                                    const char    *option,
                                    const char    *path);
int         pdf_pages              (const char    *path);

typedef gboolean (*TestCondition) (gpointer data);
typedef TestCondition Condition;

/* After this long a wait says on stderr what it waits for, and again
 * as often. */
#define TEST_NOTE_SECONDS 30

void        test_iterate_until_named (TestCondition  condition,
                                      gpointer       data,
                                      const char    *name,
                                      guint          seconds);
void        test_iterate_until     (TestCondition  condition,
                                    gpointer       data,
                                    guint          seconds);

/* Runs the main loop until @condition (a TestCondition) holds for @data. */
#define iterate_until(condition, data) \
  test_iterate_until_named ((condition), (data), #condition, TEST_NOTE_SECONDS)

void        iterate_for            (guint          ms);
void        watch_for              (guint          ms);

gboolean    is_cleared             (gpointer       data);
gboolean    is_not_null            (gpointer       data);
gboolean    is_set                 (gpointer       data);

void        async_result_cb        (GObject       *source,
                                    GAsyncResult  *result,
                                    gpointer       user_data);
GAsyncResult *wait_for_result      (GAsyncResult **result);

void        await_finalize_object_named (gpointer    object,
                                         const char *name);

/* g_assert_finalize_object() that waits for the object to go. */
#define await_finalize_object(object) \
  await_finalize_object_named ((object), #object)

G_END_DECLS
