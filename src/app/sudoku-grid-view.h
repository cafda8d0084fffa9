/* sudoku-grid-view.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board.h"
#include "sudoku-colouring.h"
#include "sudoku-session.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

/**
 * SudokuCandidateDisplay:
 * @SUDOKU_CANDIDATE_DISPLAY_OFF: empty cells stay empty
 * @SUDOKU_CANDIDATE_DISPLAY_AUTOMATIC: the candidates the rules allow
 * @SUDOKU_CANDIDATE_DISPLAY_MANUAL: the candidates entered by hand
 *
 * The `candidate-display` setting; the nicks are the schema's, and the
 * GType comes from glib-mkenums (sudoku-app-enums.h).
 */
typedef enum {
  SUDOKU_CANDIDATE_DISPLAY_OFF,       /*< nick=off >*/
  SUDOKU_CANDIDATE_DISPLAY_AUTOMATIC, /*< nick=automatic >*/
  SUDOKU_CANDIDATE_DISPLAY_MANUAL,    /*< nick=manual >*/
} SudokuCandidateDisplay;

#define SUDOKU_TYPE_GRID_VIEW (sudoku_grid_view_get_type ())

G_DECLARE_FINAL_TYPE (SudokuGridView, sudoku_grid_view, SUDOKU, GRID_VIEW, GtkWidget)

GtkWidget         *sudoku_grid_view_new                    (void);
SudokuSession     *sudoku_grid_view_get_session            (SudokuGridView    *self);
void               sudoku_grid_view_set_session            (SudokuGridView    *self,
                                                            SudokuSession     *session);
void               sudoku_grid_view_show_board             (SudokuGridView    *self,
                                                            const SudokuBoard *board,
                                                            const guint8      *origins,
                                                            const SudokuStep  *step);
void               sudoku_grid_view_show_game              (SudokuGridView    *self);
SudokuCandidateDisplay
                   sudoku_grid_view_get_candidate_display  (SudokuGridView    *self);
void               sudoku_grid_view_set_candidate_display  (SudokuGridView    *self,
                                                            SudokuCandidateDisplay display);
const SudokuBoard *sudoku_grid_view_get_board              (SudokuGridView    *self);
void               sudoku_grid_view_set_board              (SudokuGridView    *self,
                                                            const SudokuBoard *board);
void               sudoku_grid_view_set_origins            (SudokuGridView    *self,
                                                            const guint8      *origins);
gboolean           sudoku_grid_view_get_show_candidates    (SudokuGridView    *self);
void               sudoku_grid_view_set_show_candidates    (SudokuGridView    *self,
                                                            gboolean           show_candidates);
int                sudoku_grid_view_get_cursor             (SudokuGridView    *self);
void               sudoku_grid_view_set_cursor             (SudokuGridView    *self,
                                                            int                cell);
void               sudoku_grid_view_set_highlight_houses   (SudokuGridView    *self,
                                                            gboolean           highlight);
void               sudoku_grid_view_set_highlight_same_digit (SudokuGridView  *self,
                                                            gboolean           highlight);
void               sudoku_grid_view_set_wrong_cells        (SudokuGridView    *self,
                                                            const gboolean    *wrong);
gboolean           sudoku_grid_view_get_advance            (SudokuGridView    *self);
void               sudoku_grid_view_set_advance            (SudokuGridView    *self,
                                                            gboolean           advance);
gboolean           sudoku_grid_view_get_read_only          (SudokuGridView    *self);
void               sudoku_grid_view_set_read_only          (SudokuGridView    *self,
                                                            gboolean           read_only);
void               sudoku_grid_view_set_step               (SudokuGridView    *self,
                                                            const SudokuStep  *step,
                                                            const SudokuBoard *before);
void               sudoku_grid_view_set_branch_depth       (SudokuGridView    *self,
                                                            guint              depth);
void               sudoku_grid_view_set_highlight_house    (SudokuGridView    *self,
                                                            int                house);
int                sudoku_grid_view_get_highlight_house    (SudokuGridView    *self);
const SudokuStep  *sudoku_grid_view_get_step               (SudokuGridView    *self);
const SudokuStep  *sudoku_grid_view_get_drawn_step         (SudokuGridView    *self);
guint              sudoku_grid_view_get_view               (SudokuGridView    *self);
void               sudoku_grid_view_set_view               (SudokuGridView    *self,
                                                            guint              view);
SudokuCells        sudoku_grid_view_get_hint_cells         (SudokuGridView    *self);
void               sudoku_grid_view_set_hint_cells         (SudokuGridView    *self,
                                                            const guint16     *candidates);
void               sudoku_grid_view_show_number_pad        (SudokuGridView    *self);
gboolean           sudoku_grid_view_press_key              (SudokuGridView    *self,
                                                            guint              keyval,
                                                            GdkModifierType    state);

/* sudoku-grid-view-colouring.c */
void               sudoku_grid_view_set_colouring          (SudokuGridView    *self,
                                                            const SudokuColouring *colouring);
gboolean           sudoku_grid_view_candidate_at           (SudokuGridView    *self,
                                                            double             x,
                                                            double             y,
                                                            guint             *cell,
                                                            guint             *digit);

G_END_DECLS
