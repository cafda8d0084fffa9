/* sudoku-banner.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-session.h"

G_BEGIN_DECLS

/* What the banner is showing. */
typedef enum {
  SUDOKU_BANNER_NONE,
  SUDOKU_BANNER_HINT,
  SUDOKU_BANNER_PREVIEW,
} SudokuBannerKind;

#define SUDOKU_TYPE_BANNER (sudoku_banner_get_type ())

G_DECLARE_FINAL_TYPE (SudokuBanner, sudoku_banner, SUDOKU, BANNER, GtkBox)

SudokuSession   *sudoku_banner_get_session  (SudokuBanner     *self);
void             sudoku_banner_set_session  (SudokuBanner     *self,
                                             SudokuSession    *session);
void             sudoku_banner_show         (SudokuBanner     *self,
                                             SudokuBannerKind  kind,
                                             const char       *markup,
                                             const char       *primary,
                                             const char       *secondary);
void             sudoku_banner_hide         (SudokuBanner     *self);
SudokuBannerKind sudoku_banner_get_kind     (SudokuBanner     *self);
const char      *sudoku_banner_get_text     (SudokuBanner     *self);
char            *sudoku_banner_dup_help_page (const SudokuStep *step);
void             sudoku_banner_set_views    (SudokuBanner      *self,
                                             const char        *head,
                                             const char * const *texts);
guint            sudoku_banner_get_n_views  (SudokuBanner     *self);
guint            sudoku_banner_get_view     (SudokuBanner     *self);
void             sudoku_banner_set_view     (SudokuBanner     *self,
                                             guint             view);

G_END_DECLS
