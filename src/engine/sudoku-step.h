/* sudoku-step.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sudoku-board.h"
#include "sudoku-cells.h"

G_BEGIN_DECLS

/**
 * SudokuFamily:
 *
 * Techniques grouped as a person learns them; the window colours history
 * badges by family.
 */
typedef enum {
  SUDOKU_FAMILY_SINGLES,
  SUDOKU_FAMILY_INTERSECTIONS,
  SUDOKU_FAMILY_SUBSETS,
  SUDOKU_FAMILY_FISH,
  SUDOKU_FAMILY_SINGLE_DIGIT,
  SUDOKU_FAMILY_COLORING,
  SUDOKU_FAMILY_WINGS,
  SUDOKU_FAMILY_UNIQUENESS,
  SUDOKU_FAMILY_CHAINS,
  SUDOKU_FAMILY_ALS,
  SUDOKU_FAMILY_FORCING,
  SUDOKU_FAMILY_ASSUMPTION,
  SUDOKU_N_FAMILIES,
} SudokuFamily;

/**
 * SudokuTechnique:
 *
 * Every technique the logical solver knows, in the default order of
 * search. The values are not stored anywhere: saved solves use the
 * stable key of sudoku_technique_get_info().
 */
typedef enum {
  SUDOKU_TECHNIQUE_FULL_HOUSE,
  SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX,
  SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE,
  SUDOKU_TECHNIQUE_NAKED_SINGLE,

  SUDOKU_TECHNIQUE_POINTING,
  SUDOKU_TECHNIQUE_CLAIMING,
  SUDOKU_TECHNIQUE_LOCKED_PAIR,
  SUDOKU_TECHNIQUE_LOCKED_TRIPLE,

  SUDOKU_TECHNIQUE_NAKED_PAIR,
  SUDOKU_TECHNIQUE_HIDDEN_PAIR,
  SUDOKU_TECHNIQUE_NAKED_TRIPLE,
  SUDOKU_TECHNIQUE_HIDDEN_TRIPLE,
  SUDOKU_TECHNIQUE_NAKED_QUAD,
  SUDOKU_TECHNIQUE_HIDDEN_QUAD,

  SUDOKU_TECHNIQUE_X_WING,
  SUDOKU_TECHNIQUE_SWORDFISH,
  SUDOKU_TECHNIQUE_JELLYFISH,
  SUDOKU_TECHNIQUE_FINNED_X_WING,
  SUDOKU_TECHNIQUE_FINNED_SWORDFISH,
  SUDOKU_TECHNIQUE_FINNED_JELLYFISH,
  SUDOKU_TECHNIQUE_SASHIMI_X_WING,
  SUDOKU_TECHNIQUE_SASHIMI_SWORDFISH,
  SUDOKU_TECHNIQUE_SASHIMI_JELLYFISH,

  SUDOKU_TECHNIQUE_SKYSCRAPER,
  SUDOKU_TECHNIQUE_TWO_STRING_KITE,
  SUDOKU_TECHNIQUE_TURBOT_FISH,
  SUDOKU_TECHNIQUE_EMPTY_RECTANGLE,
  SUDOKU_TECHNIQUE_DUAL_TWO_STRING_KITE,
  SUDOKU_TECHNIQUE_DUAL_EMPTY_RECTANGLE,
  SUDOKU_TECHNIQUE_SIMPLE_COLORS_TRAP,
  SUDOKU_TECHNIQUE_SIMPLE_COLORS_WRAP,
  SUDOKU_TECHNIQUE_MULTI_COLORS_1,
  SUDOKU_TECHNIQUE_MULTI_COLORS_2,

  SUDOKU_TECHNIQUE_XY_WING,
  SUDOKU_TECHNIQUE_XYZ_WING,
  SUDOKU_TECHNIQUE_W_WING,
  SUDOKU_TECHNIQUE_REMOTE_PAIR,

  SUDOKU_TECHNIQUE_UNIQUENESS_1,
  SUDOKU_TECHNIQUE_UNIQUENESS_2,
  SUDOKU_TECHNIQUE_UNIQUENESS_3,
  SUDOKU_TECHNIQUE_UNIQUENESS_4,
  SUDOKU_TECHNIQUE_UNIQUENESS_5,
  SUDOKU_TECHNIQUE_UNIQUENESS_6,
  SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE,
  SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1,
  SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2,
  SUDOKU_TECHNIQUE_BUG_PLUS_1,

  SUDOKU_TECHNIQUE_X_CHAIN,
  SUDOKU_TECHNIQUE_XY_CHAIN,
  SUDOKU_TECHNIQUE_NICE_LOOP_CONTINUOUS,
  SUDOKU_TECHNIQUE_NICE_LOOP_DISCONTINUOUS,
  SUDOKU_TECHNIQUE_AIC,
  SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_CONTINUOUS,
  SUDOKU_TECHNIQUE_GROUPED_NICE_LOOP_DISCONTINUOUS,
  SUDOKU_TECHNIQUE_GROUPED_AIC,

  SUDOKU_TECHNIQUE_ALS_XZ,
  SUDOKU_TECHNIQUE_ALS_XY_WING,
  SUDOKU_TECHNIQUE_ALS_CHAIN,
  SUDOKU_TECHNIQUE_DEATH_BLOSSOM,
  SUDOKU_TECHNIQUE_SUE_DE_COQ,

  SUDOKU_TECHNIQUE_FRANKEN_X_WING,
  SUDOKU_TECHNIQUE_FRANKEN_SWORDFISH,
  SUDOKU_TECHNIQUE_FRANKEN_JELLYFISH,
  SUDOKU_TECHNIQUE_FINNED_FRANKEN_X_WING,
  SUDOKU_TECHNIQUE_FINNED_FRANKEN_SWORDFISH,
  SUDOKU_TECHNIQUE_FINNED_FRANKEN_JELLYFISH,
  SUDOKU_TECHNIQUE_MUTANT_X_WING,
  SUDOKU_TECHNIQUE_MUTANT_SWORDFISH,
  SUDOKU_TECHNIQUE_MUTANT_JELLYFISH,
  SUDOKU_TECHNIQUE_FINNED_MUTANT_X_WING,
  SUDOKU_TECHNIQUE_FINNED_MUTANT_SWORDFISH,
  SUDOKU_TECHNIQUE_FINNED_MUTANT_JELLYFISH,
  SUDOKU_TECHNIQUE_FINNED_MUTANT_SQUIRMBAG,
  SUDOKU_TECHNIQUE_FINNED_MUTANT_WHALE,

  SUDOKU_TECHNIQUE_NISHIO,
  SUDOKU_TECHNIQUE_FORCING_CHAIN_CONTRADICTION,
  SUDOKU_TECHNIQUE_FORCING_CHAIN_VERITY,
  SUDOKU_TECHNIQUE_FORCING_NET_CONTRADICTION,
  SUDOKU_TECHNIQUE_FORCING_NET_VERITY,

  SUDOKU_TECHNIQUE_TEMPLATE_SET,
  SUDOKU_TECHNIQUE_TEMPLATE_DELETE,

  SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN,
  SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS,
  SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN,

  SUDOKU_TECHNIQUE_ASSUMPTION,

  SUDOKU_N_TECHNIQUES,
} SudokuTechnique;

/**
 * SudokuTechniqueInfo:
 * @key: stable identifier, kebab-case ("hidden-single-box"); used in
 *   saved solves, profiles and the CLI
 * @name: English name, marked for translation (use with _())
 * @hodoku_code: HoDoKu library code ("0002"), or %NULL
 * @family: the family
 * @se_rating: the Sudoku Explainer rating of the simplest instance
 * @level: the level (1–7, SPEC F4) a puzzle needing it gets at least
 * @weight: what one step adds to a puzzle's score
 */
typedef struct
{
  const char   *key;
  const char   *name;
  const char   *hodoku_code;
  SudokuFamily  family;
  double        se_rating;
  guint         level;
  guint         weight;
} SudokuTechniqueInfo;

const SudokuTechniqueInfo *sudoku_technique_get_info       (SudokuTechnique  technique);
gboolean                   sudoku_technique_from_key       (const char      *key,
                                                            SudokuTechnique *technique);
const char                *sudoku_family_get_key           (SudokuFamily     family);

/**
 * SudokuCandidate:
 *
 * One digit in one cell: what a step places or eliminates.
 */
typedef struct
{
  guint8 cell;
  guint8 digit;
} SudokuCandidate;

/**
 * SudokuRole:
 *
 * What a marked cell or candidate is in a step's pattern, for drawing
 * and for the explanation.
 */
typedef enum {
  SUDOKU_ROLE_DEFINING,   /* the cells or candidates that make the pattern */
  SUDOKU_ROLE_BASE,       /* fish base sets, the house a single is in */
  SUDOKU_ROLE_COVER,      /* fish cover sets */
  SUDOKU_ROLE_FIN,
  SUDOKU_ROLE_PIVOT,
  SUDOKU_ROLE_PINCER,
  SUDOKU_ROLE_CHAIN_ON,   /* a chain node that is true ("on") */
  SUDOKU_ROLE_CHAIN_OFF,  /* a chain node that is false ("off") */
  SUDOKU_ROLE_COLOR_A,
  SUDOKU_ROLE_COLOR_B,
  SUDOKU_ROLE_ALS,
  SUDOKU_ROLE_ASSUMED,
} SudokuRole;

/**
 * SudokuMark:
 * @cell: the cell
 * @digit: the candidate, or 0 for the whole cell
 * @role: a #SudokuRole
 * @group: which colour, ALS or fin group it belongs to (0 when one)
 */
typedef struct
{
  guint8 cell;
  guint8 digit;
  guint8 role;
  guint8 group;
} SudokuMark;

/**
 * SudokuLink:
 * @from: the cells of the first node (one cell, or a group in one box
 *   and one line for grouped chains)
 * @to: the cells of the second node
 * @from_digit: the first node's digit
 * @to_digit: the second node's digit
 * @strong: %TRUE for a strong link (one of the two is true), %FALSE for
 *   a weak one (not both)
 */
typedef struct
{
  SudokuCells from;
  SudokuCells to;
  guint8      from_digit;
  guint8      to_digit;
  gboolean    strong;
} SudokuLink;

/**
 * SudokuAssumptionOutcome:
 *
 * How an assumption of the assumption search ended.
 */
typedef enum {
  SUDOKU_ASSUMPTION_OPEN,           /* still being followed */
  SUDOKU_ASSUMPTION_CONTRADICTION,  /* led to a contradiction: the digit is wrong */
  SUDOKU_ASSUMPTION_SOLVED,         /* led to the solution */
  SUDOKU_ASSUMPTION_GAVE_UP,        /* the attempt limit was reached */
  SUDOKU_ASSUMPTION_STOPPED,        /* the user stopped the solve inside it */
} SudokuAssumptionOutcome;

/**
 * SudokuStep:
 * @technique: what was applied
 * @placements: (element-type SudokuCandidate): digits set
 * @eliminations: (element-type SudokuCandidate): candidates removed
 * @marks: (element-type SudokuMark): the pattern, with roles
 * @links: (element-type SudokuLink): chain links, in chain order
 * @houses: up to four houses the step is about (indices into the
 *   variant's house list; base sets first for fish), -1 when unused
 * @digits: the digits concerned, as a candidate mask
 * @se_rating: this step's rating on the Sudoku Explainer scale (chains
 *   grow with their length)
 * @depth: for steps inside the assumption search, how many assumptions
 *   are in force (0 outside it)
 * @outcome: for %SUDOKU_TECHNIQUE_ASSUMPTION steps, how it ended
 * @base_sets: for Franken and Mutant fish, the base sets as a mask of
 *   house indices (bit h for house h; 0 for other steps)
 * @cover_sets: for Franken and Mutant fish, the cover sets, likewise
 *
 * One move of the logical solver, with everything needed to explain it,
 * draw it and replay it.
 */
typedef struct
{
  SudokuTechnique          technique;
  GArray                  *placements;
  GArray                  *eliminations;
  GArray                  *marks;
  GArray                  *links;
  gint8                    houses[4];
  guint16                  digits;
  double                   se_rating;
  guint                    depth;
  SudokuAssumptionOutcome  outcome;
  guint32                  base_sets;
  guint32                  cover_sets;
} SudokuStep;

#define SUDOKU_TYPE_STEP (sudoku_step_get_type ())

GType       sudoku_step_get_type         (void) G_GNUC_CONST;
SudokuStep *sudoku_step_new              (SudokuTechnique    technique);
SudokuStep *sudoku_step_copy             (const SudokuStep  *step);
void        sudoku_step_free             (SudokuStep        *step);

void        sudoku_step_add_placement    (SudokuStep        *step,
                                          guint              cell,
                                          guint              digit);
void        sudoku_step_add_elimination  (SudokuStep        *step,
                                          guint              cell,
                                          guint              digit);
void        sudoku_step_add_mark         (SudokuStep        *step,
                                          guint              cell,
                                          guint              digit,
                                          SudokuRole         role,
                                          guint              group);
void        sudoku_step_add_link         (SudokuStep        *step,
                                          SudokuCells        from,
                                          guint              from_digit,
                                          SudokuCells        to,
                                          guint              to_digit,
                                          gboolean           strong);
void        sudoku_step_add_house        (SudokuStep        *step,
                                          guint              house);
void        sudoku_step_sort             (SudokuStep        *step);
gboolean    sudoku_step_same_result      (const SudokuStep  *a,
                                          const SudokuStep  *b);

/* Applies the step's placements and eliminations to @board; placing a
 * digit also removes it from the peers' candidates. */
void        sudoku_step_apply            (const SudokuStep  *step,
                                          SudokuBoard       *board);

/* Texts for people, translated, cells written r1c1. The summary is one
 * line ("Hidden Single: r4c2=7 in box 4"); the explanation says why. */
char       *sudoku_step_dup_summary      (const SudokuStep  *step,
                                          const SudokuBoard *before);
char       *sudoku_step_dup_explanation  (const SudokuStep  *step,
                                          const SudokuBoard *before);

/* "r4c2=7" style lists: placements "r1c1=5, r2c3=4", eliminations
 * "r1c1<>5, r2c3<>4". */
char       *sudoku_step_dup_result       (const SudokuStep  *step);

/**
 * SudokuStepView:
 * @text: what this view shows, in words (for a chain: the chain in
 *   Eureka notation, a newline, the same in plain words), translated
 * @marks: (element-type SudokuMark): the marks of this view only (group 0)
 * @links: (element-type SudokuLink): the links of this view only, parents
 *   before children
 * @part_of: -1 for a branch; for the view of a rule applied inside a
 *   branch's chain (the removals it rests on), the index of the branch's
 *   view
 *
 * One of the short views a step is shown as, one after the other: for
 * the forcing chains of Sudoku Explainer's rules, one per branch (each
 * assumption and the chain that leads from it to the result; a
 * contradiction has two, one to each of the two outcomes that cannot
 * both hold), with only that branch's cells and links, each followed by
 * a view for each rule applied inside its chain (a nested chain's or a
 * "+" rule's removals, which would cross the whole grid drawn with the
 * branch). Data only: the views do not say how to draw.
 */
typedef struct
{
  char   *text;
  GArray *marks;
  GArray *links;
  gint    part_of;
} SudokuStepView;

void        sudoku_step_view_free        (SudokuStepView    *view);

/* The views of @step (element-type SudokuStepView), in order: several
 * for a forcing chain of Sudoku Explainer's rules (dynamic, dynamic (+),
 * nested), one with all the step's marks and links (and no text) for
 * any other step. Read back from the step's marks and links, so a saved
 * step gives them too. */
GPtrArray  *sudoku_step_dup_views        (const SudokuStep  *step);
SudokuStep *sudoku_step_new_for_view     (const SudokuStep     *step,
                                          const SudokuStepView *view);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuStep, sudoku_step_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuStepView, sudoku_step_view_free)

G_END_DECLS
