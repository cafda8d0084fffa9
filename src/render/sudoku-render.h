/* sudoku-render.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "sudoku-board.h"
#include "sudoku-cells.h"
#include "sudoku-colouring.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

/**
 * SudokuRenderColor:
 *
 * A colour with components from 0 to 1; laid out like #GdkRGBA, but
 * the renderer does not depend on GTK.
 */
typedef struct
{
  float red;
  float green;
  float blue;
  float alpha;
} SudokuRenderColor;

/**
 * SudokuDigitRole:
 * @SUDOKU_DIGIT_ROLE_DEFAULT: given when the board says so, else user
 * @SUDOKU_DIGIT_ROLE_GIVEN: part of the puzzle (drawn bold)
 * @SUDOKU_DIGIT_ROLE_USER: typed by the user
 * @SUDOKU_DIGIT_ROLE_SINGLE: found as a full house or naked single (blue)
 * @SUDOKU_DIGIT_ROLE_HIDDEN: found as a hidden single (red)
 * @SUDOKU_DIGIT_ROLE_ASSUMPTION: placed while trying an assumption (green)
 * @SUDOKU_DIGIT_ROLE_OTHER: found by any other technique
 *
 * How a cell's digit came to be there: it picks the digit's colour, as
 * the original solver's sheet did.
 */
typedef enum {
  SUDOKU_DIGIT_ROLE_DEFAULT,
  SUDOKU_DIGIT_ROLE_GIVEN,
  SUDOKU_DIGIT_ROLE_USER,
  SUDOKU_DIGIT_ROLE_SINGLE,
  SUDOKU_DIGIT_ROLE_HIDDEN,
  SUDOKU_DIGIT_ROLE_ASSUMPTION,
  SUDOKU_DIGIT_ROLE_OTHER,
  SUDOKU_N_DIGIT_ROLES,
} SudokuDigitRole;

/**
 * SudokuCellFlags:
 * @SUDOKU_CELL_HIGHLIGHTED: shares a house with the cursor
 * @SUDOKU_CELL_SAME_DIGIT: holds the highlighted digit
 * @SUDOKU_CELL_CONFLICT: its digit repeats within a house
 *
 * Per-cell states that tint a cell and, for conflicts, its digit.
 */
typedef enum {
  SUDOKU_CELL_HIGHLIGHTED = 1 << 0,
  SUDOKU_CELL_SAME_DIGIT  = 1 << 1,
  SUDOKU_CELL_CONFLICT    = 1 << 2,
} SudokuCellFlags;

/**
 * SudokuRenderStyle:
 * @background: the grid's paper
 * @given_cell: laid over cells that hold a given
 * @window_cell: laid over the Windoku windows
 * @highlight_cell: laid over %SUDOKU_CELL_HIGHLIGHTED cells
 * @same_digit_cell: laid over %SUDOKU_CELL_SAME_DIGIT cells
 * @conflict_cell: laid over %SUDOKU_CELL_CONFLICT cells
 * @cursor: the cursor's ring; its fill is the same colour, fainter
 * @thin_line: lines between cells
 * @thick_line: lines between boxes and around the grid
 * @digits: digit colour per #SudokuDigitRole
 * @conflict_digit: a digit in conflict, whatever its role
 * @candidate: pencil marks
 * @step_house: laid over the houses a step is about
 * @step_defining: behind a step's %SUDOKU_ROLE_DEFINING candidates; its
 *   cells get the same colour, fainter (so for every role below)
 * @step_base: %SUDOKU_ROLE_BASE (fish base sets, a single's cell)
 * @step_cover: %SUDOKU_ROLE_COVER (fish cover sets)
 * @step_fin: %SUDOKU_ROLE_FIN
 * @step_pivot: %SUDOKU_ROLE_PIVOT
 * @step_pincer: %SUDOKU_ROLE_PINCER
 * @step_chain_on: %SUDOKU_ROLE_CHAIN_ON, a chain node that is true
 * @step_chain_off: %SUDOKU_ROLE_CHAIN_OFF, a chain node that is false
 * @step_colors: colouring: colour A and colour B of the first cluster,
 *   then of the second (%SUDOKU_ROLE_COLOR_A and _B by the mark's group)
 * @step_als: the outline of an ALS's cells, one per group in turn; the
 *   cells get the same colour, much fainter
 * @step_assumed: %SUDOKU_ROLE_ASSUMED, a forcing chain's assumption
 * @step_elimination: the strike over a candidate a step removes; the
 *   candidate's disc is the same colour, fainter
 * @step_placement: behind the candidate a step places
 * @step_link: chain links, solid when strong and dashed when weak
 * @hint_house: laid over the house a vague hint points at
 * @hint_cell: laid over the cells a concrete hint points at
 * @hint_candidate: behind the candidates a concrete hint points at
 * @font_family: a Pango family list, "Sans" if %NULL
 * @thin_line_width: as a fraction of the grid's side
 * @thick_line_width: as a fraction of the grid's side
 * @text_scale: the desktop's text scaling (1.5 for "large text"): the
 *   candidates grow with it, up to 1.3 times, what their squares hold; 0 is 1
 *
 * Everything the renderer takes from the look of its host: the window
 * fills it from libadwaita's named colours, exports take
 * sudoku_render_style_init_light().
 */
typedef struct
{
  SudokuRenderColor  background;
  SudokuRenderColor  given_cell;
  SudokuRenderColor  window_cell;
  SudokuRenderColor  highlight_cell;
  SudokuRenderColor  same_digit_cell;
  SudokuRenderColor  conflict_cell;
  SudokuRenderColor  cursor;
  SudokuRenderColor  thin_line;
  SudokuRenderColor  thick_line;
  SudokuRenderColor  digits[SUDOKU_N_DIGIT_ROLES];
  SudokuRenderColor  conflict_digit;
  SudokuRenderColor  candidate;
  SudokuRenderColor  step_house;
  SudokuRenderColor  step_defining;
  SudokuRenderColor  step_base;
  SudokuRenderColor  step_cover;
  SudokuRenderColor  step_fin;
  SudokuRenderColor  step_pivot;
  SudokuRenderColor  step_pincer;
  SudokuRenderColor  step_chain_on;
  SudokuRenderColor  step_chain_off;
  SudokuRenderColor  step_colors[4];
  SudokuRenderColor  step_als[4];
  SudokuRenderColor  step_assumed;
  SudokuRenderColor  step_elimination;
  SudokuRenderColor  step_placement;
  SudokuRenderColor  step_link;
  SudokuRenderColor  hint_house;
  SudokuRenderColor  hint_cell;
  SudokuRenderColor  hint_candidate;
  const char        *font_family;
  double             thin_line_width;
  double             thick_line_width;
  double             text_scale;
} SudokuRenderStyle;

void sudoku_render_style_init_light (SudokuRenderStyle *style);
void sudoku_render_style_init_dark  (SudokuRenderStyle *style);
void sudoku_render_style_to_grayscale (SudokuRenderStyle *style);

/**
 * SudokuRenderOptions:
 * @style: colours and fonts; %NULL for the light default
 * @digit_roles: %NULL, or one #SudokuDigitRole per cell
 * @cell_flags: %NULL, or one #SudokuCellFlags mask per cell
 * @candidates: %NULL to use the board's own candidates, or one mask per
 *   cell (bit d - 1 for digit d)
 * @show_candidates: draw the candidates of empty cells
 * @cursor: the cell with the keyboard cursor, or -1
 * @align_to_pixels: put lines on whole device pixels so that they stay
 *   crisp on screens and in PNG files; turn off for vector output
 * @step: %NULL, or a step to draw over the board, which is the board
 *   *before* the step: house and cell tints, candidates coloured by
 *   role, eliminations struck through, placements on a disc, ALS cells
 *   outlined, links as arrows from candidate to candidate
 * @highlight_house: -1, or a house to tint (an index into
 *   sudoku_variant_get_houses() of the board's variant): a vague hint
 * @highlight_cells: cells to tint, for a concrete hint
 * @highlight_digit: 0, or a digit whose candidates get a disc in the
 *   same-digit colour, where candidates are shown (the digit under the
 *   cursor)
 * @highlight_candidates: %NULL, or one mask per cell (bit d - 1 for
 *   digit d) of candidates to put on a disc, for a concrete hint
 * @colouring: %NULL, or the user's colouring: cell colours, candidate
 *   colours (on candidates shown) and their letters
 * @colouring_grayscale: the colouring in the greys of its colours (the
 *   style's own colours are made grey by sudoku_render_style_to_grayscale())
 *
 * What to draw beyond the board itself. Always start from
 * sudoku_render_options_init() so that fields added later get their
 * defaults. The arrays and the step are borrowed for the duration of
 * the call.
 *
 * A step and a hint are about candidates, so the candidates they name
 * are drawn even when @show_candidates is off: every candidate the step
 * marks, eliminates, places or links, every candidate of a cell it
 * marks as a whole (a naked single, an ALS), and every candidate in
 * @highlight_candidates. Other candidates follow @show_candidates. The
 * overlay only draws on empty cells' candidates; a cell with a value
 * keeps its digit.
 */
typedef struct
{
  const SudokuRenderStyle *style;
  const SudokuDigitRole   *digit_roles;
  const guint8            *cell_flags;
  const guint16           *candidates;
  gboolean                 show_candidates;
  int                      cursor;
  gboolean                 align_to_pixels;
  const SudokuStep        *step;
  int                      highlight_house;
  SudokuCells              highlight_cells;
  const guint16           *highlight_candidates;
  guint                    highlight_digit;
  const SudokuColouring   *colouring;
  gboolean                 colouring_grayscale;
} SudokuRenderOptions;

void             sudoku_render_options_init (SudokuRenderOptions       *options);

void             sudoku_render_board        (cairo_t                   *cr,
                                             const SudokuBoard         *board,
                                             const SudokuRenderOptions *options,
                                             double                     size);

int              sudoku_render_cell_at      (double                     size,
                                             double                     x,
                                             double                     y);

cairo_surface_t *sudoku_render_to_image     (const SudokuBoard         *board,
                                             const SudokuRenderOptions *options,
                                             int                        size_px);
gboolean         sudoku_render_to_png       (const SudokuBoard         *board,
                                             const SudokuRenderOptions *options,
                                             int                        size_px,
                                             const char                *path,
                                             GError                   **error);

G_END_DECLS
