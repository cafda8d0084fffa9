/* sudoku-library-window-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the parts of the library window share: the window's instance
 * struct, the columns, and the functions one part lends the others.
 * sudoku-library-window.c says which part holds what. */

#pragma once

#include "sudoku-library-window.h"

#include "sudoku-job-bar.h"
#include "sudoku-library-list.h"
#include "sudoku-library-sidebar.h"
#include "sudoku-jobs.h"

G_BEGIN_DECLS

/* The slots of the window's jobs (SudokuJobs): one job at a time in
 * each. The library's writes run without a slot. */
#define JOB_SOLVES "solves"   /* the solves of the one selected puzzle */
#define JOB_EDIT   "edit"     /* the read behind Edit Details */
#define JOB_SHOW   "show"     /* the read behind Show in Library */
#define JOB_IMPORT "import"   /* an import, in the import bar */
#define JOB_EXPORT "export"   /* an export to a file */
#define JOB_BAR    "bar"      /* a booklet, a print or a generation, in the job bar */

/* An import (sudoku-library-window-transfer.c): the user's choices, the
 * file being read, and the files still to import after it with the same
 * choices (several files opened or dropped at once). */
typedef struct
{
  int            level;
  SudokuVariant  variant;
  char          *name;
  GPtrArray     *queue;
} ImportRun;

/* SudokuLibraryWindow */

struct _SudokuLibraryWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets. */
  AdwToastOverlay      *toast_overlay;
  /* The toast of the last deletion while it is shown: Ctrl+Z undoes it. */
  AdwToast             *undo_toast;
  AdwLeaflet           *leaflet;
  GtkWidget            *content;
  SudokuLibrarySidebar *groups;
  GtkSearchEntry       *search_entry;
  SudokuJobBar         *import_bar;
  GtkStack             *content_stack;
  AdwStatusPage        *status_page;
  GtkWidget            *status_import_button;
  GtkWidget            *status_generate_button;
  SudokuLibraryList    *list;
  GtkWidget            *action_bar;
  GtkLabel             *selection_label;
  GtkWidget            *move_button;
  GMenuModel           *move_menu;

  GtkNativeDialog      *file_chooser;

  SudokuLibrary        *library;

  /* The rows: the model reads, searches and sorts them (in workers);
   * the list shows them and keeps the user's selection. */
  SudokuLibraryModel   *model;

  /* The jobs going on in the library's workers, with their
   * cancellables (the JOB_ slots below; the writes without a slot):
   * all cancelled on close, so that their results leave a closed
   * window be. */
  SudokuJobs           *jobs;

  /* The saved solves of the one selected puzzle, newest first, read
   * in a worker (JOB_SOLVES; a new selection cancels it). */
  GPtrArray            *solves;
  gint64                solves_puzzle;

  /* Import: one at a time (JOB_IMPORT). */
  ImportRun             import;

  /* Export: one at a time, written by the library's worker (JOB_EXPORT). */
  GFile                *export_file;

  /* Booklets, printing and generating: one job at a time in the job
   * bar, with progress and Cancel (JOB_BAR). */
  SudokuJobBar         *job_bar;
};

/* sudoku-library-window.c */
guint              _sudoku_library_window_level_to_combo      (guint                level);
guint              _sudoku_library_window_combo_to_level      (guint                selected);
GListModel        *_sudoku_library_window_level_names_new     (gboolean             with_automatic);
void               _sudoku_library_window_show_toast          (SudokuLibraryWindow *self,
                                                               const char          *text);
AdwMessageDialog  *_sudoku_library_window_message_dialog_new  (SudokuLibraryWindow *self,
                                                               const char          *heading,
                                                               const char          *body);
void               _sudoku_library_window_show_error          (SudokuLibraryWindow *self,
                                                               const char          *heading,
                                                               const GError        *error);
void               _sudoku_library_window_update_selection    (SudokuLibraryWindow *self);

/* sudoku-library-window-actions.c */
void               _sudoku_library_window_class_add_actions   (GtkWidgetClass      *widget_class);
void               _sudoku_library_window_init_actions        (SudokuLibraryWindow *self);

/* sudoku-library-window-booklet.c */
void               _sudoku_library_window_class_add_booklet   (GtkWidgetClass      *widget_class);
void               _sudoku_library_window_popup_group_menu    (SudokuLibraryWindow *self,
                                                               int                  group,
                                                               double               x,
                                                               double               y);

/* sudoku-library-window-generate.c */
void               _sudoku_library_window_class_add_generate  (GtkWidgetClass      *widget_class);
void               _sudoku_library_window_append_generate_item (SudokuLibraryWindow *self,
                                                               GMenu               *menu,
                                                               int                  group);

/* sudoku-library-window-transfer.c */
void               _sudoku_library_window_class_add_transfer  (GtkWidgetClass      *widget_class);
void               _sudoku_library_window_init_transfer       (SudokuLibraryWindow *self);
void               _sudoku_library_window_close_file_chooser  (SudokuLibraryWindow *self);

G_END_DECLS
