/* sudoku-draft.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-session.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_DRAFT (sudoku_draft_get_type ())

G_DECLARE_FINAL_TYPE (SudokuDraft, sudoku_draft, SUDOKU, DRAFT, GObject)

SudokuDraft *sudoku_draft_new              (SudokuSession  *session,
                                            GFile          *file);
GFile       *sudoku_draft_get_file         (SudokuDraft    *self);
int          sudoku_draft_get_cursor       (SudokuDraft    *self);
void         sudoku_draft_set_cursor       (SudokuDraft    *self,
                                            int             cursor);
gboolean     sudoku_draft_get_pending      (SudokuDraft    *self);
gboolean     sudoku_draft_write_now        (SudokuDraft    *self,
                                            GError        **error);
void         sudoku_draft_discard          (SudokuDraft    *self);

GFile       *sudoku_draft_dup_default_dir  (void);
GFile       *sudoku_draft_new_file         (GFile          *dir);
GPtrArray   *sudoku_draft_list             (GFile          *dir);

G_END_DECLS
