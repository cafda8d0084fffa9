/* sudoku-export-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the pictures and page frame (sudoku-export.c) share with the
 * solve sheet and booklet (sudoku-export-sheet.c) and the writers and
 * workers (sudoku-export-write.c): the page furniture, the pager and the
 * helpers that lay out text and grids on a page.
 */

#pragma once

#include "sudoku-export.h"
#include "sudoku-render.h"

#include <pango/pangocairo.h>

G_BEGIN_DECLS

/* Page furniture, in points. */
#define MARGIN         42.0
#define HEADER_FONT    "Sans 9"
#define GAP            14.0
#define DIAGRAM_SIZE   136.0
/* A view of a forcing chain on the sheet: its candidates legible at
 * 100 % (a candidate about 6 pt high). */
#define VIEW_DIAGRAM_SIZE 252.0

/* One pass over the pages: each is laid out, and drawn when it is the
 * one asked for (or every one, each followed by cairo_show_page()). */
typedef struct
{
  cairo_t                   *cr;
  const SudokuExportOptions *options;
  SudokuRenderStyle          style;
  const char                *title;
  double                     width;
  double                     height;
  int                        target;     /* -1 every page, -2 none, else one */
  int                        page;       /* 0-based, -1 before the first */
  int                        n_pages;    /* for the footers; 0 when unknown */
  gboolean                   drawing;
  const char                *section;
  GCancellable              *cancellable;
  SudokuExportProgress       progress;
  gpointer                   progress_data;
  guint                      progress_base;
  guint                      progress_total;
  gboolean                   cancelled;
} Pager;

/* The colours of the digits as the solving path placed them, step by
 * step (sudoku-export.c): each digit takes the colour of the technique
 * that placed it; an assumption's digit, and every digit placed in a
 * branch that did not lead to the solution, the assumption's colour. */
typedef struct
{
  SudokuDigitRole roles[SUDOKU_N_CELLS];
  guint8          outcomes[SUDOKU_N_CELLS + 2];
} RoleWalk;

void     _sudoku_export_role_walk_init     (RoleWalk                  *walk,
                                            const SudokuBoard         *puzzle);
void     _sudoku_export_role_walk_step     (RoleWalk                  *walk,
                                            const SudokuStep          *step);
guint    _sudoku_export_item_role_mask     (const SudokuExportItem    *item);
char    *_sudoku_export_dup_legend         (const SudokuExportOptions *options,
                                            const SudokuRenderStyle   *style,
                                            guint                      role_mask);
gboolean _sudoku_export_has_legend         (const SudokuExportOptions *options);
guint    _sudoku_export_item_level         (const SudokuExportItem    *item);
/* A layout of the pages' text in @font (a Pango description), for text
 * in @language (the default language for the pages), with the
 * language's own font first where it is not written in Latin letters. */
PangoLayout *_sudoku_export_layout_new_for_language (cairo_t       *cr,
                                                     const char    *font,
                                                     PangoLanguage *language);
/* The language a translation's header names, or %NULL: the pages take
 * the language of the translation in use, _(""). */
PangoLanguage *_sudoku_export_language_of_header    (const char    *header);
double   _sudoku_export_text_at            (cairo_t                   *cr,
                                            gboolean                   draw,
                                            const char                *font,
                                            const char                *markup,
                                            double                     x,
                                            double                     y,
                                            double                     width,
                                            PangoAlignment             align);
char    *_sudoku_export_dup_caption        (const SudokuExportItem    *item,
                                            gboolean                   with_level);
void     _sudoku_export_draw_grid          (cairo_t                   *cr,
                                            const SudokuRenderStyle   *style,
                                            const SudokuExportOptions *options,
                                            const SudokuExportItem    *item,
                                            gboolean                   solution,
                                            gboolean                   align,
                                            double                     x,
                                            double                     y,
                                            double                     size);
void     _sudoku_export_pager_next         (Pager                     *pager);
void     _sudoku_export_render_sheet       (Pager                     *pager,
                                            GPtrArray                 *items);
void     _sudoku_export_render_booklet     (Pager                     *pager,
                                            GPtrArray                 *items);
int      _sudoku_export_render_pages_full  (cairo_t                   *cr,
                                            GPtrArray                 *items,
                                            const SudokuExportOptions *options,
                                            double                     width,
                                            double                     height,
                                            int                        target,
                                            int                        n_pages,
                                            GCancellable              *cancellable,
                                            SudokuExportProgress       progress,
                                            gpointer                   progress_data,
                                            guint                      progress_base,
                                            guint                      progress_total);

G_END_DECLS
