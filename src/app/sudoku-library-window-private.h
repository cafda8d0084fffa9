/* sudoku-library-window-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the parts of the library window share: the window's instance
 * struct and the item's, the rows' type and the columns, and the
 * functions one part lends the others. sudoku-library-window.c says
 * which part holds what. */

#pragma once

#include "sudoku-library-window.h"

G_BEGIN_DECLS

/* The sidebar's groups: All Puzzles, the levels, Sample. */
#define N_GROUPS (SUDOKU_LIBRARY_MAX_LEVEL + 2)

/* SudokuLibraryItem */

struct _SudokuLibraryItem
{
  GObject              parent_instance;

  SudokuLibraryPuzzle *puzzle;
  guint                clues;
};

/* SudokuLibraryRows: the rows in the library's order, a list model over
 * an array (sudoku-library-window-list.c). */

#define SUDOKU_TYPE_LIBRARY_ROWS (sudoku_library_rows_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLibraryRows, sudoku_library_rows, SUDOKU, LIBRARY_ROWS, GObject)

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
  int                   group;
  char                 *search;

  /* The rows in the library's order, sorted by the column view's
   * sorter, selected by the user. */
  SudokuLibraryRows    *rows;
  GtkSortListModel     *sorted;
  GtkMultiSelection    *selection;

  /* The list being read and compared with the rows, if any; a new one
   * cancels it. */
  GCancellable         *list_cancellable;
  GCancellable         *counts_cancellable;
  guint                 reload_source;
  guint                 scroll_source;
  guint                 scroll_target;
  guint                 scroll_tries;
  /* A new list going into the rows a chunk per main loop iteration:
   * from @change_position on, @change_removed old rows are still to
   * go, and @change_added has items from @change_done on still to
   * come. */
  guint                 change_source;
  guint                 change_position;
  guint                 change_removed;
  GPtrArray            *change_added;
  guint                 change_done;
  GHashTable           *change_reselect;
  gboolean              loading;
  gboolean              loaded_once;
  gboolean              scroll_to_top;
  /* Ids to select once the next list is in. */
  GHashTable           *pending_selection;

  /* The saved solves of the one selected puzzle, newest first. */
  GPtrArray            *solves;

  /* Import: one at a time. */
  GCancellable         *import_cancellable;
  int                   import_level;
  SudokuVariant         import_variant;
  char                 *import_name;

  /* Export: one at a time. */
  GCancellable         *export_cancellable;
  GFile                *export_file;
  guint                 n_exported;
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
guint              _sudoku_library_window_count_selected      (SudokuLibraryWindow *self);
SudokuLibraryItem *_sudoku_library_window_dup_single_selected (SudokuLibraryWindow *self);
void               _sudoku_library_window_update_selection    (SudokuLibraryWindow *self);

/* sudoku-library-window-list.c */
SudokuLibraryItem *_sudoku_library_item_new_take              (SudokuLibraryPuzzle *puzzle);
void               _sudoku_library_rows_splice                (SudokuLibraryRows   *self,
                                                               guint                position,
                                                               guint                n_removed,
                                                               GPtrArray           *added,
                                                               guint                first,
                                                               guint                n_added);
GPtrArray         *_sudoku_library_rows_dup_snapshot          (SudokuLibraryRows   *self);
char              *_sudoku_library_window_format_date         (gint64               unix_time);
void               _sudoku_library_window_build_columns       (SudokuLibraryWindow *self);

/* sudoku-library-window-actions.c */
void               _sudoku_library_window_class_add_actions   (GtkWidgetClass      *widget_class);
void               _sudoku_library_window_init_actions        (SudokuLibraryWindow *self);

/* sudoku-library-window-transfer.c */
void               _sudoku_library_window_class_add_transfer  (GtkWidgetClass      *widget_class);
void               _sudoku_library_window_init_transfer       (SudokuLibraryWindow *self);
void               _sudoku_library_window_close_file_chooser  (SudokuLibraryWindow *self);

G_END_DECLS
