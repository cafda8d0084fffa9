/* sudoku-grid-view-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the parts of SudokuGridView share: the instance struct, the
 * property ids and the helpers each part gives the others. The widget,
 * its properties and setters are in sudoku-grid-view.c, the drawing in
 * sudoku-grid-view-drawing.c, keys, pointer and number pad in
 * sudoku-grid-view-input.c, and the following of a SudokuSession in
 * sudoku-grid-view-session.c. */

#pragma once

#include "sudoku-colouring.h"
#include "sudoku-grid-view.h"

G_BEGIN_DECLS

/* The board, drawn by the shared renderer, and the keyboard and mouse
 * input on it. The view does not change the board itself: it reports
 * what the user asked for (a digit for a cell, a candidate to toggle)
 * through signals, and the window decides. Given a session, it follows
 * the session's game (board, origins, mode), check (wrong digits) and
 * hint (house, cells, step) itself; the window only pins another board
 * for the history's preview and the replay. */
struct _SudokuGridView
{
  GtkWidget              parent_instance;

  SudokuSession         *session;
  SudokuGame            *game;
  SudokuCandidateDisplay candidate_display;

  SudokuBoard            board;
  guint8                 origins[SUDOKU_N_CELLS];
  gboolean               wrong[SUDOKU_N_CELLS];
  int                    cursor;

  SudokuStep            *step;
  /* A step of several views (a forcing chain): each view as a step to
   * draw (NULL for one view), and the one drawn. */
  GPtrArray             *view_steps;
  guint                  view;
  int                    highlight_house;
  SudokuCells            hint_cells;
  /* How many what-if branches are open: a frame per level. */
  guint                  branch_depth;
  guint16                hint_candidates[SUDOKU_N_CELLS];
  gboolean               has_hint_candidates;

  /* The user's colouring shown (sudoku-grid-view-colouring.c). */
  SudokuColouring        colouring;

  GtkWidget             *number_pad;
  GtkWidget             *pad_buttons[9];
  GtkWidget             *pad_candidates;
  GtkWidget             *pad_try;

  guint                  show_candidates : 1;
  guint                  highlight_houses : 1;
  guint                  highlight_same_digit : 1;
  guint                  read_only : 1;
  guint                  advance : 1;
  guint                  updating_pad : 1;
  /* A board other than the game's is shown (sudoku_grid_view_show_board()). */
  guint                  pinned : 1;
  guint                  mark_wrong : 1;
};

enum {
  PROP_0,
  PROP_BOARD,
  PROP_SHOW_CANDIDATES,
  PROP_CURSOR,
  PROP_READ_ONLY,
  PROP_ADVANCE,
  PROP_SESSION,
  PROP_CANDIDATE_DISPLAY,
  PROP_HIGHLIGHT_HOUSES,
  PROP_HIGHLIGHT_SAME_DIGIT,
  PROP_MARK_WRONG,
  PROP_VIEW,
  N_PROPS,
};

/* sudoku-grid-view.c */
void     _sudoku_grid_view_notify            (SudokuGridView      *self,
                                              guint                prop_id);

/* sudoku-grid-view-drawing.c */
void     _sudoku_grid_view_snapshot          (GtkWidget           *widget,
                                              GtkSnapshot         *snapshot);
void     _sudoku_grid_view_get_grid_area     (SudokuGridView      *self,
                                              int                 *x,
                                              int                 *y,
                                              int                 *side);

/* sudoku-grid-view-input.c */
void     _sudoku_grid_view_class_init_input  (SudokuGridViewClass *klass);
void     _sudoku_grid_view_init_input        (SudokuGridView      *self);
void     _sudoku_grid_view_update_number_pad (SudokuGridView      *self);

/* sudoku-grid-view-session.c */
void     _sudoku_grid_view_set_mark_wrong    (SudokuGridView      *self,
                                              gboolean             mark_wrong);

G_END_DECLS
