/* sudoku-export.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <gio/gio.h>
#include <pango/pango.h>

#include "sudoku-board.h"
#include "sudoku-output.h"
#include "sudoku-path.h"
#include "sudoku-render.h"

G_BEGIN_DECLS

/**
 * SudokuExportWhat:
 * @SUDOKU_EXPORT_PUZZLE: the puzzle's grid
 * @SUDOKU_EXPORT_SOLUTION: the solved grid, givens distinct from the
 *   digits found
 * @SUDOKU_EXPORT_BOTH: puzzle and solution side by side
 * @SUDOKU_EXPORT_SHEET: the solve sheet: metadata, rating, puzzle,
 *   solution and the whole solving path with a diagram per step that is
 *   not a single (pages)
 * @SUDOKU_EXPORT_BOOKLET: many puzzles, 1, 2, 4 or 6 per page, in
 *   sections by level, with their solutions on the closing pages (pages)
 */
typedef enum {
  SUDOKU_EXPORT_PUZZLE,
  SUDOKU_EXPORT_SOLUTION,
  SUDOKU_EXPORT_BOTH,
  SUDOKU_EXPORT_SHEET,
  SUDOKU_EXPORT_BOOKLET,
} SudokuExportWhat;

typedef enum {
  SUDOKU_EXPORT_FORMAT_PNG,
  SUDOKU_EXPORT_FORMAT_PDF,
  SUDOKU_EXPORT_FORMAT_SVG,
} SudokuExportFormat;

typedef enum {
  SUDOKU_PAPER_A4,
  SUDOKU_PAPER_LETTER,
} SudokuPaper;

/**
 * SudokuExportItem:
 * @board: the puzzle: its givens (and values) as they are to be printed
 * @title: (nullable): shown in captions and headers
 * @source: (nullable): where the puzzle comes from
 * @level: 1–7, or 0 when unknown (sudoku_export_item_prepare() rates
 *   the puzzle then, when it must)
 * @number: the puzzle's number in its source, or 0
 * @se_rating: the puzzle's Sudoku Explainer rating (ER) when the caller
 *   knows it (the window's, the library's), or 0: the export works it
 *   out when it prints it (sudoku_export_item_prepare_for())
 * @colouring: (nullable): the user's colours on the puzzle, owned by the
 *   item, drawn on its grid when the options ask for colours
 *
 * One puzzle to export. The rest is filled in by
 * sudoku_export_item_prepare().
 */
typedef struct
{
  SudokuBoard   board;
  char         *title;
  char         *source;
  guint         level;
  guint         number;
  double        se_rating;
  SudokuColouring *colouring;

  /*< private >*/
  gboolean      prepared;
  gboolean      has_solution;
  SudokuBoard   solution;
  SudokuDigitRole roles[SUDOKU_N_CELLS];
  SudokuPath   *path;
  GPtrArray    *moves;
  SudokuRating  rating;
} SudokuExportItem;

SudokuExportItem *sudoku_export_item_new     (const SudokuBoard *board);
void              sudoku_export_item_free    (SudokuExportItem  *item);
gboolean          sudoku_export_item_prepare (SudokuExportItem  *item,
                                              gboolean           need_path,
                                              GCancellable      *cancellable,
                                              GError           **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuExportItem, sudoku_export_item_free)

/**
 * SudokuExportOptions:
 * @what: what to draw
 * @format: the file format, for sudoku_export_write()
 * @grid_size: the side of one grid: pixels for PNG, points (1/72 in)
 *   for SVG and PDF; 0 for the default (PNG 600 px; PDF: as large as the
 *   page allows)
 * @paper: the page size of PDFs with pages (sheet, booklet, and the
 *   grids of a PDF)
 * @per_page: puzzles per page in a booklet: 1, 2, 4 or 6
 * @plain: all digits black; without it the solution's digits are
 *   coloured by how they were found, as on screen
 * @grayscale: only shades of grey
 * @colours: the puzzle's grid with the user's colours (items'
 *   @colouring), each with its letter
 * @transparent: no paper behind a PNG's or SVG's grids
 * @candidates: the candidates of the puzzle's empty cells
 * @caption: a caption line above a PNG's or SVG's grid (title, level,
 *   number, source); a PDF page always has one
 * @title: (nullable): the document title; made from the first item when
 *   %NULL
 * @dpi: 0, or the resolution a PNG records (its pHYs chunk), so that it
 *   prints at the size it was made for
 *
 * Start from sudoku_export_options_init().
 */
typedef struct
{
  SudokuExportWhat    what;
  SudokuExportFormat  format;
  double              grid_size;
  SudokuPaper         paper;
  guint               per_page;
  gboolean            plain;
  gboolean            grayscale;
  gboolean            transparent;
  gboolean            candidates;
  gboolean            caption;
  gboolean            colours;
  const char         *title;
  guint               dpi;
} SudokuExportOptions;

/* The largest side of a PNG, in pixels: cairo's limit for an image. */
#define SUDOKU_EXPORT_MAX_PNG_SIDE 16384

/* Called after each page or picture: @done of @total. */
typedef void (*SudokuExportProgress) (guint    done,
                                      guint    total,
                                      gpointer user_data);

void     sudoku_export_options_init  (SudokuExportOptions        *options);
void     sudoku_export_options_set_png_grid (SudokuExportOptions *options,
                                             double               inches,
                                             guint                dpi);
gboolean sudoku_export_options_check_image (const SudokuExportOptions *options,
                                            GError                   **error);
gboolean sudoku_export_item_prepare_for (SudokuExportItem         *item,
                                         const SudokuExportOptions *options,
                                         GCancellable             *cancellable,
                                         GError                  **error);
void     sudoku_export_paper_size    (SudokuPaper                 paper,
                                      double                     *width,
                                      double                     *height);
gboolean sudoku_export_what_has_pages (SudokuExportWhat           what);

char    *sudoku_export_dup_title     (GPtrArray                  *items,
                                      const SudokuExportOptions  *options);
void     sudoku_export_image_size    (GPtrArray                  *items,
                                      const SudokuExportOptions  *options,
                                      double                     *width,
                                      double                     *height);

int      sudoku_export_render_pages  (cairo_t                    *cr,
                                      GPtrArray                  *items,
                                      const SudokuExportOptions  *options,
                                      double                      width,
                                      double                      height,
                                      int                         page,
                                      int                         n_pages);
void     sudoku_export_render_image  (cairo_t                    *cr,
                                      GPtrArray                  *items,
                                      const SudokuExportOptions  *options);

gboolean sudoku_export_write         (GPtrArray                  *items,
                                      const SudokuExportOptions  *options,
                                      SudokuOutput               *output,
                                      GCancellable               *cancellable,
                                      SudokuExportProgress        progress,
                                      gpointer                    user_data,
                                      GError                    **error);
gboolean sudoku_export_to_file       (GPtrArray                  *items,
                                      const SudokuExportOptions  *options,
                                      const char                 *path,
                                      GCancellable               *cancellable,
                                      SudokuExportProgress        progress,
                                      gpointer                    user_data,
                                      GError                    **error);

void     sudoku_export_to_file_async  (GPtrArray                 *items,
                                       const SudokuExportOptions *options,
                                       const char                *path,
                                       GCancellable              *cancellable,
                                       SudokuExportProgress       progress,
                                       gpointer                   progress_data,
                                       GAsyncReadyCallback        callback,
                                       gpointer                   user_data);
gboolean sudoku_export_to_file_finish (GAsyncResult              *result,
                                       GError                   **error);

void     sudoku_export_prepare_async  (GPtrArray                 *items,
                                       const SudokuExportOptions *options,
                                       GCancellable              *cancellable,
                                       SudokuExportProgress       progress,
                                       gpointer                   progress_data,
                                       GAsyncReadyCallback        callback,
                                       gpointer                   user_data);
gboolean sudoku_export_prepare_finish (GAsyncResult              *result,
                                       GError                   **error);

/* The language of the translation in use (its header's "Language:",
 * which LANGUAGE=ja picks even under LANG=C.UTF-8), or %NULL when the
 * text is not translated: the pages and the windows take it. */
PangoLanguage *sudoku_export_get_translation_language (void);

G_END_DECLS
