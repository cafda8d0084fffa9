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

G_BEGIN_DECLS

/* The sidebar's groups: All Puzzles, the levels, Sample. */
#define N_GROUPS (SUDOKU_LIBRARY_MAX_LEVEL + 2)

/* The columns */

typedef enum {
  COLUMN_NUMBER,
  COLUMN_LEVEL,
  COLUMN_COMPUTED,
  COLUMN_RATING,
  COLUMN_CLUES,
  COLUMN_SOURCE,
  COLUMN_TITLE,
  COLUMN_SOLVED,
  COLUMN_DATE,
  N_COLUMNS,
} Column;

/* SudokuLibraryWindow */

struct _SudokuLibraryWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets. */
  AdwToastOverlay      *toast_overlay;
  AdwLeaflet           *leaflet;
  GtkWidget            *content;
  GtkListBox           *group_list;
  GtkSearchEntry       *search_entry;
  GtkRevealer          *import_revealer;
  GtkLabel             *import_label;
  GtkProgressBar       *import_progress;
  GtkStack             *content_stack;
  AdwStatusPage        *status_page;
  GtkWidget            *status_import_button;
  GtkScrolledWindow    *scrolled_window;
  GtkColumnView        *column_view;
  GtkWidget            *action_bar;
  GtkLabel             *selection_label;
  GtkWidget            *move_button;
  GMenuModel           *move_menu;

  GtkLabel             *count_labels[N_GROUPS];
  GtkWidget            *context_menu;
  guint                 context_menu_tick;
  GtkNativeDialog      *file_chooser;

  SudokuLibrary        *library;

  /* The rows: the model reads, searches and sorts them (in workers);
   * the window shows them and keeps the user's selection. */
  SudokuLibraryModel   *model;
  GtkMultiSelection    *selection;
  /* The column the view is sorted by, as the probe found it. */
  int                   probed_sort;

  guint                 scroll_source;
  guint                 scroll_target;
  guint                 scroll_tries;
  gboolean              scroll_to_top;
  /* Ids to select once the next list is in: asked for (a restore, an
   * edit, "Show in Library"), or the selection kept over a read. */
  GHashTable           *pending_selection;
  GHashTable           *reselect;

  /* Writes going on in the library's workers; cancelled on close, so
   * that their results leave a closed window be. */
  GCancellable         *write_cancellable;
  guint                 n_writes;

  /* The saved solves of the one selected puzzle, newest first, read
   * in a worker (solves_cancellable while it reads; a new selection
   * cancels it). */
  GPtrArray            *solves;
  gint64                solves_puzzle;
  GCancellable         *solves_cancellable;

  /* The reads behind Edit Details (cancelled by a new selection) and
   * Show in Library (cancelled by the next one). */
  GCancellable         *edit_cancellable;
  GCancellable         *show_cancellable;

  /* Import: one at a time. */
  GCancellable         *import_cancellable;
  int                   import_level;
  SudokuVariant         import_variant;
  char                 *import_name;
  /* The files still to import after this one, with the same choices
   * (several files opened or dropped at once). */
  GPtrArray            *import_queue;

  /* Export: one at a time, written by the library's worker. */
  GCancellable         *export_cancellable;
  GFile                *export_file;

  /* Booklets and printing: the puzzles gathered (and, to print,
   * rated) in a worker, one job at a time, with progress and Cancel. */
  GtkRevealer          *booklet_revealer;
  GtkLabel             *booklet_label;
  GtkProgressBar       *booklet_progress;
  GCancellable         *booklet_cancellable;
  guint                 booklet_pulse;
  GtkWidget            *group_menu;
};

/* sudoku-library-window.c */
char              *_sudoku_library_window_dup_group_name      (int                  group);
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
SudokuLibraryItem *_sudoku_library_window_dup_shown_item      (SudokuLibraryWindow *self,
                                                               guint                position);
GArray            *_sudoku_library_window_dup_selected_ids    (SudokuLibraryWindow *self);
GArray            *_sudoku_library_window_dup_shown_ids       (SudokuLibraryWindow *self);
guint              _sudoku_library_window_count_selected      (SudokuLibraryWindow *self);
SudokuLibraryItem *_sudoku_library_window_dup_single_selected (SudokuLibraryWindow *self);
void               _sudoku_library_window_update_selection    (SudokuLibraryWindow *self);
void               _sudoku_library_window_select_later        (SudokuLibraryWindow *self,
                                                               GArray              *ids);
gpointer           _sudoku_library_window_begin_write         (SudokuLibraryWindow *self);
SudokuLibraryWindow *_sudoku_library_window_end_write         (gpointer             write);

/* sudoku-library-window-list.c */
char              *_sudoku_library_window_format_date         (gint64               unix_time);
void               _sudoku_library_window_build_columns       (SudokuLibraryWindow *self);

/* sudoku-library-window-actions.c */
void               _sudoku_library_window_class_add_actions   (GtkWidgetClass      *widget_class);
void               _sudoku_library_window_init_actions        (SudokuLibraryWindow *self);

/* sudoku-library-window-booklet.c */
void               _sudoku_library_window_class_add_booklet   (GtkWidgetClass      *widget_class);
void               _sudoku_library_window_init_booklet        (SudokuLibraryWindow *self);
void               _sudoku_library_window_cancel_booklet      (SudokuLibraryWindow *self);

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
