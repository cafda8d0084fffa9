/* sudoku-library-window.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-library-window"

#include "config.h"

#include "sudoku-library-window.h"

#include <glib/gi18n.h>
#include <string.h>

/* The library window (SPEC.md F6): the groups in a sidebar, with their
 * counts; the puzzles of the chosen group in a sortable, searchable
 * column view; moving, editing, deleting (with Undo), importing and
 * exporting. Lists are read in the library's workers, so that 100,000
 * puzzles never hold up the main loop; a new list is merged into the
 * shown one by its common start and end, so that a change to a few rows
 * keeps the scroll position, the sort and the selection. The main
 * window opens puzzles and replays solves when asked through the
 * ::open-puzzle and ::replay-solve signals. */

/* How many import errors the report lists; the rest are counted. */
#define MAX_REPORTED_ERRORS 500

/* How many rows go into the list per main loop iteration. */
#define CHANGE_CHUNK 8192

/* How many saved solves the context menu offers to replay. */
#define MAX_REPLAY_ITEMS 10

/* The sidebar's rows, top to bottom. */
static const int sidebar_groups[] = {
  SUDOKU_LIBRARY_GROUP_ALL, 1, 2, 3, 4, 5, 6, 7, SUDOKU_LIBRARY_SAMPLE,
};

#define N_GROUPS G_N_ELEMENTS (sidebar_groups)

/* Index into sudoku_library_get_counts() of a group. */
static guint
count_index (int group)
{
  return group == SUDOKU_LIBRARY_GROUP_ALL ? SUDOKU_LIBRARY_N_COUNTS - 1 : (guint) group;
}

static char *
dup_group_name (int group)
{
  if (group == SUDOKU_LIBRARY_GROUP_ALL)
    return g_strdup (_("All Puzzles"));
  if (group == SUDOKU_LIBRARY_SAMPLE)
    return g_strdup (_("Sample"));
  /* Translators: a group of the library, as the book calls its levels. */
  return g_strdup_printf (_("Level %d"), group);
}

/* SudokuLibraryItem */

struct _SudokuLibraryItem
{
  GObject              parent_instance;

  SudokuLibraryPuzzle *puzzle;
  guint                clues;
};

G_DEFINE_FINAL_TYPE (SudokuLibraryItem, sudoku_library_item, G_TYPE_OBJECT)

/* The sort keys of the columns, as properties for GtkPropertyExpression. */
enum {
  ITEM_PROP_0,
  ITEM_PROP_NUMBER,
  ITEM_PROP_LEVEL_RANK,
  ITEM_PROP_COMPUTED_RANK,
  ITEM_PROP_RATING,
  ITEM_PROP_CLUES,
  ITEM_PROP_SOURCE,
  ITEM_PROP_TITLE,
  ITEM_PROP_SOLVED,
  ITEM_PROP_MODIFIED,
  N_ITEM_PROPS,
};

static GParamSpec *item_properties[N_ITEM_PROPS];

static void
sudoku_library_item_finalize (GObject *object)
{
  SudokuLibraryItem *self = SUDOKU_LIBRARY_ITEM (object);

  g_clear_pointer (&self->puzzle, sudoku_library_puzzle_free);

  G_OBJECT_CLASS (sudoku_library_item_parent_class)->finalize (object);
}

static void
sudoku_library_item_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SudokuLibraryItem *self = SUDOKU_LIBRARY_ITEM (object);
  const SudokuLibraryPuzzle *puzzle = self->puzzle;

  switch (prop_id)
    {
    case ITEM_PROP_NUMBER:
      g_value_set_uint (value, puzzle->number);
      break;

    case ITEM_PROP_LEVEL_RANK:
      /* Sample after the levels, as the sidebar has it. */
      g_value_set_uint (value, puzzle->level == SUDOKU_LIBRARY_SAMPLE
                               ? SUDOKU_LIBRARY_MAX_LEVEL + 1 : puzzle->level);
      break;

    case ITEM_PROP_COMPUTED_RANK:
      /* Unrated after the rated, in either direction it is read. */
      g_value_set_uint (value, puzzle->computed_level == 0
                               ? SUDOKU_LIBRARY_MAX_LEVEL + 1 : puzzle->computed_level);
      break;

    case ITEM_PROP_RATING:
      g_value_set_double (value, puzzle->se);
      break;

    case ITEM_PROP_CLUES:
      g_value_set_uint (value, self->clues);
      break;

    case ITEM_PROP_SOURCE:
      g_value_set_string (value, puzzle->source);
      break;

    case ITEM_PROP_TITLE:
      g_value_set_string (value, puzzle->title);
      break;

    case ITEM_PROP_SOLVED:
      g_value_set_uint (value, puzzle->solved ? 2 : puzzle->has_progress ? 1 : 0);
      break;

    case ITEM_PROP_MODIFIED:
      g_value_set_int64 (value, puzzle->modified);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_library_item_class_init (SudokuLibraryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = sudoku_library_item_finalize;
  object_class->get_property = sudoku_library_item_get_property;

  item_properties[ITEM_PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, flags);
  item_properties[ITEM_PROP_LEVEL_RANK] =
    g_param_spec_uint ("level-rank", NULL, NULL, 0, G_MAXUINT, 0, flags);
  item_properties[ITEM_PROP_COMPUTED_RANK] =
    g_param_spec_uint ("computed-rank", NULL, NULL, 0, G_MAXUINT, 0, flags);
  item_properties[ITEM_PROP_RATING] =
    g_param_spec_double ("rating", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  item_properties[ITEM_PROP_CLUES] =
    g_param_spec_uint ("clues", NULL, NULL, 0, SUDOKU_N_CELLS, 0, flags);
  item_properties[ITEM_PROP_SOURCE] =
    g_param_spec_string ("source", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_SOLVED] =
    g_param_spec_uint ("solved-rank", NULL, NULL, 0, 2, 0, flags);
  item_properties[ITEM_PROP_MODIFIED] =
    g_param_spec_int64 ("modified", NULL, NULL, G_MININT64, G_MAXINT64, 0, flags);
  g_object_class_install_properties (object_class, N_ITEM_PROPS, item_properties);
}

static void
sudoku_library_item_init (SudokuLibraryItem *self)
{
}

/* Takes @puzzle. */
static SudokuLibraryItem *
sudoku_library_item_new_take (SudokuLibraryPuzzle *puzzle)
{
  SudokuLibraryItem *self = g_object_new (SUDOKU_TYPE_LIBRARY_ITEM, NULL);

  /* The key is only for finding duplicates, which the library does;
   * with 100,000 rows it would be a tenth of the list's memory. */
  g_clear_pointer (&puzzle->canonical_key, g_free);
  self->puzzle = puzzle;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    self->clues += puzzle->givens[cell] != '.';
  return self;
}

const SudokuLibraryPuzzle *
sudoku_library_item_get_puzzle (SudokuLibraryItem *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_ITEM (self), NULL);

  return self->puzzle;
}

guint
sudoku_library_item_get_clues (SudokuLibraryItem *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_ITEM (self), 0);

  return self->clues;
}

/* Whether a row shows the same thing for both. */
static gboolean
puzzle_shows_same (const SudokuLibraryPuzzle *a,
                   const SudokuLibraryPuzzle *b)
{
  return a->id == b->id &&
         a->modified == b->modified &&
         a->level == b->level &&
         a->computed_level == b->computed_level &&
         a->se == b->se &&
         a->number == b->number &&
         a->solved == b->solved &&
         a->has_progress == b->has_progress &&
         g_strcmp0 (a->source, b->source) == 0 &&
         g_strcmp0 (a->title, b->title) == 0 &&
         g_strcmp0 (a->notes, b->notes) == 0;
}

/* SudokuLibraryRows: the rows in the library's order. A list model over
 * an array: the sort and selection models read rows by position, which
 * is an index here (a GListStore walks a tree), and replacing thousands
 * of rows is one memmove. */

#define SUDOKU_TYPE_LIBRARY_ROWS (sudoku_library_rows_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLibraryRows, sudoku_library_rows, SUDOKU, LIBRARY_ROWS, GObject)

struct _SudokuLibraryRows
{
  GObject    parent_instance;

  /* Holds a reference to each item, without a free function, so that
   * the references can move out of it. */
  GPtrArray *items;
};

static GType
sudoku_library_rows_get_item_type (GListModel *model)
{
  return SUDOKU_TYPE_LIBRARY_ITEM;
}

static guint
sudoku_library_rows_get_n_items (GListModel *model)
{
  return SUDOKU_LIBRARY_ROWS (model)->items->len;
}

static gpointer
sudoku_library_rows_get_item (GListModel *model,
                              guint       position)
{
  GPtrArray *items = SUDOKU_LIBRARY_ROWS (model)->items;

  return position < items->len ? g_object_ref (items->pdata[position]) : NULL;
}

static void
sudoku_library_rows_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = sudoku_library_rows_get_item_type;
  iface->get_n_items = sudoku_library_rows_get_n_items;
  iface->get_item = sudoku_library_rows_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (SudokuLibraryRows, sudoku_library_rows, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      sudoku_library_rows_list_model_init))

static void
sudoku_library_rows_finalize (GObject *object)
{
  SudokuLibraryRows *self = SUDOKU_LIBRARY_ROWS (object);

  for (guint i = 0; i < self->items->len; i++)
    g_object_unref (self->items->pdata[i]);
  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (sudoku_library_rows_parent_class)->finalize (object);
}

static void
sudoku_library_rows_class_init (SudokuLibraryRowsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sudoku_library_rows_finalize;
}

static void
sudoku_library_rows_init (SudokuLibraryRows *self)
{
  self->items = g_ptr_array_new ();
}

static void
free_items_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  g_ptr_array_unref (task_data);
}

/* Drops @items in a worker: freeing thousands of puzzles would hold up
 * the main loop. The rows' widgets may still hold some of them; those
 * go when the widgets do. */
static void
free_items_later (GPtrArray *items)
{
  g_autoptr(GTask) task = NULL;

  if (items->len < 256)
    {
      g_ptr_array_unref (items);
      return;
    }
  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_source_tag (task, free_items_later);
  g_task_set_task_data (task, items, NULL);
  g_task_run_in_thread (task, free_items_thread);
}

/* Replaces @n_removed rows at @position with the @n_added items of
 * @added from @first on. */
static void
sudoku_library_rows_splice (SudokuLibraryRows *self,
                            guint              position,
                            guint              n_removed,
                            GPtrArray         *added,
                            guint              first,
                            guint              n_added)
{
  GPtrArray *removed;
  guint n_after;

  g_assert (position + n_removed <= self->items->len);
  g_assert (n_added == 0 || first + n_added <= added->len);

  removed = g_ptr_array_new_full (n_removed, g_object_unref);
  for (guint i = 0; i < n_removed; i++)
    g_ptr_array_add (removed, self->items->pdata[position + i]);
  g_ptr_array_remove_range (self->items, position, n_removed);
  n_after = self->items->len - position;
  g_ptr_array_set_size (self->items, self->items->len + n_added);
  memmove (self->items->pdata + position + n_added, self->items->pdata + position,
           n_after * sizeof (gpointer));
  for (guint i = 0; i < n_added; i++)
    self->items->pdata[position + i] = g_object_ref (added->pdata[first + i]);

  if (n_removed > 0 || n_added > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), position, n_removed, n_added);
  /* After the signal: the widgets let go of their rows first. */
  free_items_later (removed);
}

/* The rows as they are now, for a worker to compare with: the worker
 * holds its own references, so the rows may change meanwhile. */
static gpointer
ref_item (gconstpointer item,
          gpointer      user_data)
{
  return g_object_ref ((gpointer) item);
}

static GPtrArray *
sudoku_library_rows_dup_snapshot (SudokuLibraryRows *self)
{
  GPtrArray *snapshot = g_ptr_array_copy (self->items, ref_item, NULL);

  g_ptr_array_set_free_func (snapshot, g_object_unref);
  return snapshot;
}

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

static const struct {
  const char *title;
  const char *sort_property;
  gboolean    sort_as_text;
  int         width;
  gboolean    expand;
} columns[N_COLUMNS] = {
  [COLUMN_NUMBER] = { NC_("column", "No."), "number", FALSE, 64, FALSE },
  [COLUMN_LEVEL] = { NC_("column", "Level"), "level-rank", FALSE, 76, FALSE },
  [COLUMN_COMPUTED] = { NC_("column", "Computed"), "computed-rank", FALSE, 100, FALSE },
  [COLUMN_RATING] = { NC_("column", "Rating"), "rating", FALSE, 74, FALSE },
  [COLUMN_CLUES] = { NC_("column", "Clues"), "clues", FALSE, 64, FALSE },
  [COLUMN_SOURCE] = { NC_("column", "Source"), "source", TRUE, 210, FALSE },
  [COLUMN_TITLE] = { NC_("column", "Title"), "title", TRUE, 140, TRUE },
  [COLUMN_SOLVED] = { NC_("column", "Solved"), "solved-rank", FALSE, 74, FALSE },
  [COLUMN_DATE] = { NC_("column", "Date"), "modified", FALSE, 112, FALSE },
};

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

G_DEFINE_FINAL_TYPE (SudokuLibraryWindow, sudoku_library_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_LIBRARY,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_OPEN_PUZZLE,
  SIGNAL_REPLAY_SOLVE,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static void reload              (SudokuLibraryWindow *self);
static void update_selection    (SudokuLibraryWindow *self);

static void
show_toast (SudokuLibraryWindow *self,
            const char          *text)
{
  /* A toast's title is markup, and file names and messages are not. */
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* A dialog of this window, which goes with it. */
static AdwMessageDialog *
message_dialog_new (SudokuLibraryWindow *self,
                    const char          *heading,
                    const char          *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  return ADW_MESSAGE_DIALOG (dialog);
}

static void
show_error (SudokuLibraryWindow *self,
            const char          *heading,
            const GError        *error)
{
  AdwMessageDialog *dialog;

  dialog = message_dialog_new (self, heading, error->message);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static SudokuLibraryItem *
dup_shown_item (SudokuLibraryWindow *self,
                guint                position)
{
  return g_list_model_get_item (G_LIST_MODEL (self->sorted), position);
}

/* The ids of the selected rows, in the order shown. */
static GArray *
dup_selected_ids (SudokuLibraryWindow *self)
{
  GtkBitset *selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  GtkBitsetIter iter;
  guint position;

  for (gboolean more = gtk_bitset_iter_init_first (&iter, selected, &position); more;
       more = gtk_bitset_iter_next (&iter, &position))
    {
      g_autoptr(SudokuLibraryItem) item = dup_shown_item (self, position);

      g_array_append_val (ids, item->puzzle->id);
    }
  gtk_bitset_unref (selected);
  return ids;
}

static guint
count_selected (SudokuLibraryWindow *self)
{
  GtkBitset *selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  guint n = (guint) gtk_bitset_get_size (selected);

  gtk_bitset_unref (selected);
  return n;
}

/* The one selected row, or %NULL when there is none or several. */
static SudokuLibraryItem *
dup_single_selected (SudokuLibraryWindow *self)
{
  GtkBitset *selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  SudokuLibraryItem *item = NULL;

  if (gtk_bitset_get_size (selected) == 1)
    item = dup_shown_item (self, gtk_bitset_get_minimum (selected));
  gtk_bitset_unref (selected);
  return item;
}

/* The list view inside the column view: its actions scroll. */
static GtkWidget *
find_list_view (SudokuLibraryWindow *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->column_view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      return child;
  return NULL;
}

static void
scroll_to_position (SudokuLibraryWindow *self,
                    guint                position)
{
  GtkWidget *list_view = find_list_view (self);

  if (list_view != NULL)
    gtk_widget_activate_action (list_view, "list.scroll-to-item", "u", position);
}

/* The sidebar */

static void
update_counts (SudokuLibraryWindow *self,
               const guint         *counts)
{
  for (guint i = 0; i < N_GROUPS; i++)
    {
      guint n = counts[count_index (sidebar_groups[i])];
      g_autofree char *text = g_strdup_printf ("%u", n);
      g_autofree char *name = dup_group_name (sidebar_groups[i]);
      /* Translators: how a screen reader reads a group of the sidebar. */
      g_autofree char *label = g_strdup_printf (ngettext ("%s, %u puzzle", "%s, %u puzzles", n),
                                                name, n);
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (self->count_labels[i]),
                                                GTK_TYPE_LIST_BOX_ROW);

      gtk_label_set_text (self->count_labels[i], text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
}

static void
build_sidebar (SudokuLibraryWindow *self)
{
  for (guint i = 0; i < N_GROUPS; i++)
    {
      g_autofree char *name = dup_group_name (sidebar_groups[i]);
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *title = gtk_label_new (name);
      GtkWidget *count = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (title, TRUE);
      gtk_widget_add_css_class (count, "library-count");
      gtk_widget_add_css_class (count, "numeric");
      gtk_widget_set_valign (count, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), title);
      gtk_box_append (GTK_BOX (box), count);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      /* All and Sample stand apart from the levels. */
      if (sidebar_groups[i] == SUDOKU_LIBRARY_GROUP_ALL)
        gtk_widget_add_css_class (row, "library-group-all");
      else if (sidebar_groups[i] == SUDOKU_LIBRARY_SAMPLE)
        gtk_widget_add_css_class (row, "library-group-sample");
      gtk_list_box_append (self->group_list, row);
      self->count_labels[i] = GTK_LABEL (count);
    }
}

static void
group_row_selected_cb (GtkListBox          *list,
                       GtkListBoxRow       *row,
                       SudokuLibraryWindow *self)
{
  int index;

  if (row == NULL)
    return;
  index = gtk_list_box_row_get_index (row);
  g_assert (index >= 0 && index < (int) N_GROUPS);
  sudoku_library_window_set_group (self, sidebar_groups[index]);
}

static void
group_row_activated_cb (GtkListBox          *list,
                        GtkListBoxRow       *row,
                        SudokuLibraryWindow *self)
{
  /* On a narrow window the list is a page of its own. */
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

static void
back_clicked_cb (SudokuLibraryWindow *self)
{
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

/* What is shown */

/* The status page or the list, and the line under it. */
static void
update_view (SudokuLibraryWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  g_autofree char *name = dup_group_name (self->group);

  if (n > 0 || !self->loaded_once)
    gtk_stack_set_visible_child_name (self->content_stack, "list");
  else if (self->search != NULL)
    {
      g_autofree char *title = NULL;
      g_autofree char *description = NULL;
      g_autofree char *escaped = g_markup_escape_text (name, -1);

      /* Translators: the search found nothing; %s is what was typed. */
      title = g_strdup_printf (_("No Puzzle Matches “%s”"), self->search);
      /* Translators: %s is a group, "Level 3" or "All Puzzles". */
      description = g_strdup_printf (_("Nothing in %s has it in its title, source, notes, "
                                       "number or givens."), escaped);
      adw_status_page_set_icon_name (self->status_page, "edit-find-symbolic");
      adw_status_page_set_title (self->status_page, title);
      adw_status_page_set_description (self->status_page, description);
      gtk_widget_set_visible (self->status_import_button, FALSE);
      gtk_stack_set_visible_child_name (self->content_stack, "empty");
    }
  else
    {
      g_autofree char *title = NULL;

      if (self->group == SUDOKU_LIBRARY_GROUP_ALL)
        title = g_strdup (_("The Library Is Empty"));
      else
        /* Translators: %s is a group, "Level 3" or "Sample". */
        title = g_strdup_printf (_("No Puzzles in %s"), name);
      adw_status_page_set_icon_name (self->status_page, "view-list-symbolic");
      adw_status_page_set_title (self->status_page, title);
      adw_status_page_set_description (self->status_page,
                                       _("Import puzzles from a file, or save one from the "
                                         "main window."));
      gtk_widget_set_visible (self->status_import_button, TRUE);
      gtk_stack_set_visible_child_name (self->content_stack, "empty");
    }

  /* Nothing to act on: the status page alone says so. */
  gtk_widget_set_visible (self->action_bar, n > 0 || !self->loaded_once);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.export", n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.select-all", n > 0);
  update_selection (self);
}

/* What depends on the group alone: the search field's hint, and the
 * Level column, which says nothing in a level of its own. */
static void
update_for_group (SudokuLibraryWindow *self)
{
  g_autofree char *name = dup_group_name (self->group);
  /* Translators: the search field's hint; %s is a group, "Level 3". */
  g_autofree char *placeholder = g_strdup_printf (_("Search %s"), name);
  GListModel *view_columns = gtk_column_view_get_columns (self->column_view);
  g_autoptr(GtkColumnViewColumn) level_column = g_list_model_get_item (view_columns,
                                                                       COLUMN_LEVEL);

  /* gtk_search_entry_set_placeholder_text() is GTK 4.10; the property
   * is older. */
  g_object_set (self->search_entry, "placeholder-text", placeholder, NULL);
  gtk_column_view_column_set_visible (level_column, self->group == SUDOKU_LIBRARY_GROUP_ALL);
}

/* The actions and the line under the list follow the selection. */
static void
update_selection (SudokuLibraryWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->sorted));
  guint n_selected = count_selected (self);
  g_autoptr(SudokuLibraryItem) single = dup_single_selected (self);
  g_autofree char *text = NULL;
  gboolean importing = self->import_cancellable != NULL;

  g_clear_pointer (&self->solves, g_ptr_array_unref);
  if (single != NULL)
    {
      g_autoptr(GError) error = NULL;

      self->solves = sudoku_library_list_solves (self->library, single->puzzle->id, &error);
      if (self->solves == NULL)
        g_warning ("Cannot read the solves of puzzle %" G_GINT64_FORMAT ": %s",
                   single->puzzle->id, error->message);
      else
        {
          /* Only their dates and results are shown; the steps are read
           * again when one is replayed. */
          for (guint i = 0; i < self->solves->len; i++)
            g_clear_pointer (&((SudokuLibrarySolve *) self->solves->pdata[i])->steps, g_free);
          /* Newest first. */
          for (guint i = 0; i < self->solves->len / 2; i++)
            {
              gpointer swap = self->solves->pdata[i];

              self->solves->pdata[i] = self->solves->pdata[self->solves->len - 1 - i];
              self->solves->pdata[self->solves->len - 1 - i] = swap;
            }
        }
    }

  if (n_selected == 0)
    /* Translators: under the list: how many puzzles are shown. */
    text = g_strdup_printf (ngettext ("%'u puzzle", "%'u puzzles", n), n);
  else
    /* Translators: under the list: how many of the shown puzzles are selected. */
    text = g_strdup_printf (ngettext ("%'u of %'u selected", "%'u of %'u selected", n),
                            n_selected, n);
  gtk_label_set_text (self->selection_label, text);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.open", single != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.replay",
                                 self->solves != NULL && self->solves->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.edit", single != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.move", n_selected > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.delete", n_selected > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.import", !importing);
  gtk_widget_set_sensitive (self->move_button, n_selected > 0);
}

static void
selection_changed_cb (GtkSelectionModel   *model,
                      guint                position,
                      guint                n_items,
                      SudokuLibraryWindow *self)
{
  update_selection (self);
}

/* Loading */

/* Selects the rows whose ids are in @ids, and no other. */
static void
select_ids (SudokuLibraryWindow *self,
            GHashTable          *ids,
            gboolean             scroll)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->sorted));
  GtkBitset *selected = gtk_bitset_new_empty ();
  GtkBitset *mask = gtk_bitset_new_range (0, n);
  guint first = GTK_INVALID_LIST_POSITION;

  for (guint position = 0; position < n; position++)
    {
      g_autoptr(SudokuLibraryItem) item = dup_shown_item (self, position);

      if (g_hash_table_contains (ids, &item->puzzle->id))
        {
          gtk_bitset_add (selected, position);
          first = MIN (first, position);
        }
    }
  gtk_selection_model_set_selection (GTK_SELECTION_MODEL (self->selection), selected, mask);
  gtk_bitset_unref (selected);
  gtk_bitset_unref (mask);
  if (scroll && first != GTK_INVALID_LIST_POSITION)
    scroll_to_position (self, first);
}

static GHashTable *
dup_selected_id_set (SudokuLibraryWindow *self)
{
  g_autoptr(GArray) ids = dup_selected_ids (self);
  GHashTable *set = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  for (guint i = 0; i < ids->len; i++)
    g_hash_table_add (set, g_memdup2 (&g_array_index (ids, gint64, i), sizeof (gint64)));
  return set;
}

/* A new list is compared with the rows in a worker: the rows from the
 * start and from the end that show the same stay (so that a change to a
 * few rows keeps the others, the scroll position and the selection as
 * they are), and only the rows in between are made, there too. */
typedef struct
{
  GPtrArray *snapshot;
  GPtrArray *puzzles;
  guint      position;
  guint      n_removed;
  GPtrArray *added;
} ListDiff;

static void
list_diff_free (ListDiff *diff)
{
  g_clear_pointer (&diff->snapshot, g_ptr_array_unref);
  g_clear_pointer (&diff->puzzles, g_ptr_array_unref);
  g_clear_pointer (&diff->added, g_ptr_array_unref);
  g_free (diff);
}

static void
diff_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ListDiff *diff = task_data;
  GPtrArray *old = diff->snapshot;
  GPtrArray *puzzles = diff->puzzles;
  guint prefix = 0, suffix = 0, n_added;

  while (prefix < old->len && prefix < puzzles->len &&
         puzzle_shows_same (((SudokuLibraryItem *) old->pdata[prefix])->puzzle,
                            puzzles->pdata[prefix]))
    prefix++;
  while (suffix < old->len - prefix && suffix < puzzles->len - prefix &&
         puzzle_shows_same (((SudokuLibraryItem *) old->pdata[old->len - 1 - suffix])->puzzle,
                            puzzles->pdata[puzzles->len - 1 - suffix]))
    suffix++;

  n_added = puzzles->len - prefix - suffix;
  diff->position = prefix;
  diff->n_removed = old->len - prefix - suffix;
  diff->added = g_ptr_array_new_full (n_added, g_object_unref);
  for (guint i = 0; i < n_added; i++)
    g_ptr_array_add (diff->added,
                     sudoku_library_item_new_take (g_steal_pointer (&puzzles->pdata[prefix + i])));

  /* Freed here: 100,000 puzzles take a while to free, and the rows the
   * snapshot kept alive may be gone from the window by now. */
  g_clear_pointer (&diff->puzzles, g_ptr_array_unref);
  g_clear_pointer (&diff->snapshot, g_ptr_array_unref);
  g_task_return_boolean (task, TRUE);
}

static void
finish_load (SudokuLibraryWindow *self)
{
  g_autoptr(GHashTable) reselect = g_steal_pointer (&self->change_reselect);

  g_clear_pointer (&self->change_added, g_ptr_array_unref);
  g_clear_object (&self->list_cancellable);
  self->loading = FALSE;
  self->loaded_once = TRUE;

  if (self->scroll_to_top)
    {
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scrolled_window), 0);
      self->scroll_to_top = FALSE;
    }
  if (self->pending_selection != NULL)
    {
      g_autoptr(GHashTable) ids = g_steal_pointer (&self->pending_selection);

      select_ids (self, ids, TRUE);
    }
  else if (reselect != NULL)
    select_ids (self, reselect, FALSE);
  update_view (self);
}

/* One chunk of the change. GTK's list widgets take about a microsecond
 * a row to follow a change of the model; 100,000 rows at once would
 * stop the main loop for a tenth of a second and more. */
static gboolean
change_step_cb (gpointer user_data)
{
  SudokuLibraryWindow *self = user_data;
  guint n_removed = MIN (self->change_removed, CHANGE_CHUNK);
  guint n_added = MIN (self->change_added->len - self->change_done, CHANGE_CHUNK);

  /* With only a few new rows, the old ones would show under them while
   * they go: let them go at once. */
  if (self->change_added->len < CHANGE_CHUNK)
    n_removed = self->change_removed;

  sudoku_library_rows_splice (self->rows, self->change_position, n_removed,
                              self->change_added, self->change_done, n_added);
  self->change_position += n_added;
  self->change_removed -= n_removed;
  self->change_done += n_added;
  /* Another group or search starts at its top, from its first chunk. */
  if (self->scroll_to_top)
    {
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scrolled_window), 0);
      self->scroll_to_top = FALSE;
    }

  if (self->change_removed > 0 || self->change_done < self->change_added->len)
    return G_SOURCE_CONTINUE;

  self->change_source = 0;
  finish_load (self);
  return G_SOURCE_REMOVE;
}

static void
diff_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  SudokuLibraryWindow *self;
  ListDiff *diff = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    return;

  self = SUDOKU_LIBRARY_WINDOW (user_data);
  if (diff->n_removed == 0 && diff->added->len == 0)
    {
      finish_load (self);
      return;
    }

  self->change_position = diff->position;
  self->change_removed = diff->n_removed;
  self->change_added = g_steal_pointer (&diff->added);
  self->change_done = 0;
  /* The first chunk now, so that a small change shows at once. */
  if (change_step_cb (self) == G_SOURCE_CONTINUE)
    self->change_source = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, change_step_cb, self, NULL);
}

static void
list_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  SudokuLibraryWindow *self;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;
  ListDiff *diff;

  puzzles = sudoku_library_list_finish (SUDOKU_LIBRARY (source), result, &error);
  /* A newer list was asked for, or the window is gone: @self may be too. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = SUDOKU_LIBRARY_WINDOW (user_data);
  if (puzzles == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Cannot read the library: %s"), error->message);

      g_clear_object (&self->list_cancellable);
      self->loading = FALSE;
      show_toast (self, text);
      update_view (self);
      return;
    }

  /* Rows replaced lose their selection: it is kept by id. */
  if (self->change_reselect == NULL && count_selected (self) > 0)
    self->change_reselect = dup_selected_id_set (self);

  diff = g_new0 (ListDiff, 1);
  diff->snapshot = sudoku_library_rows_dup_snapshot (self->rows);
  diff->puzzles = g_steal_pointer (&puzzles);
  task = g_task_new (NULL, self->list_cancellable, diff_ready_cb, self);
  g_task_set_source_tag (task, list_ready_cb);
  g_task_set_task_data (task, diff, (GDestroyNotify) list_diff_free);
  g_task_run_in_thread (task, diff_thread);
}

static void
counts_ready_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  SudokuLibraryWindow *self;
  g_autoptr(GError) error = NULL;
  guint counts[SUDOKU_LIBRARY_N_COUNTS];

  if (!sudoku_library_get_counts_finish (SUDOKU_LIBRARY (source), result, counts, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = SUDOKU_LIBRARY_WINDOW (user_data);
  g_clear_object (&self->counts_cancellable);
  if (error != NULL)
    g_warning ("Cannot count the puzzles: %s", error->message);
  else
    update_counts (self, counts);
}

static void
reload (SudokuLibraryWindow *self)
{
  g_clear_handle_id (&self->reload_source, g_source_remove);
  g_cancellable_cancel (self->list_cancellable);
  g_clear_object (&self->list_cancellable);
  /* A change still going in stops where it is: the rows are whole, and
   * the new list will be compared with them as they are. */
  g_clear_handle_id (&self->change_source, g_source_remove);
  g_clear_pointer (&self->change_added, g_ptr_array_unref);
  g_cancellable_cancel (self->counts_cancellable);
  g_clear_object (&self->counts_cancellable);

  self->loading = TRUE;
  self->list_cancellable = g_cancellable_new ();
  sudoku_library_list_async (self->library, self->group, self->search, self->list_cancellable,
                             list_ready_cb, self);
  self->counts_cancellable = g_cancellable_new ();
  sudoku_library_get_counts_async (self->library, self->counts_cancellable, counts_ready_cb, self);
}

static gboolean
reload_cb (gpointer user_data)
{
  SudokuLibraryWindow *self = user_data;

  self->reload_source = 0;
  reload (self);
  return G_SOURCE_REMOVE;
}

/* A change of several puzzles emits one signal each: read once. */
static void
library_changed_cb (SudokuLibrary       *library,
                    SudokuLibraryWindow *self)
{
  if (self->reload_source == 0)
    self->reload_source = g_idle_add_full (G_PRIORITY_DEFAULT, reload_cb, self, NULL);
}

/* Another process (the CLI, another window's import) may have changed
 * the library while this window was in the background. */
static void
is_active_changed_cb (SudokuLibraryWindow *self)
{
  if (gtk_window_is_active (GTK_WINDOW (self)) && self->library != NULL)
    sudoku_library_check_external_changes (self->library);
}

static void
search_changed_cb (SudokuLibraryWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *search = g_strstrip (g_strdup (text));

  if (g_strcmp0 (self->search ? self->search : "", search) == 0)
    return;
  g_free (self->search);
  self->search = *search != '\0' ? g_steal_pointer (&search) : NULL;
  self->scroll_to_top = TRUE;
  reload (self);
}

static void
stop_search_cb (SudokuLibraryWindow *self)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (self->search_entry)) != '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->column_view));
}

static void
search_activate_cb (SudokuLibraryWindow *self)
{
  /* Enter goes on to the results. */
  if (g_list_model_get_n_items (G_LIST_MODEL (self->sorted)) > 0)
    {
      if (count_selected (self) == 0)
        gtk_selection_model_select_item (GTK_SELECTION_MODEL (self->selection), 0, TRUE);
      gtk_widget_grab_focus (GTK_WIDGET (self->column_view));
    }
}

/* The cells */

/* When other puzzles are shown (a group, a search), GTK 4.8 makes the
 * rows around the view anew, up to 200 of them, nine cells each: cells
 * are GtkInscriptions, which cost less than labels. */
static void
setup_cell_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               gpointer                  user_data)
{
  Column column = GPOINTER_TO_UINT (user_data);
  GtkWidget *child;

  if (column == COLUMN_SOLVED)
    {
      child = gtk_image_new ();
      gtk_widget_set_halign (child, GTK_ALIGN_START);
    }
  else
    {
      child = gtk_inscription_new (NULL);
      /* Left, as the column titles are (GTK 4.8 cannot move them). */
      gtk_inscription_set_xalign (GTK_INSCRIPTION (child), 0);
      gtk_inscription_set_text_overflow (GTK_INSCRIPTION (child),
                                         GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
      gtk_inscription_set_nat_chars (GTK_INSCRIPTION (child), 4);
      gtk_widget_set_hexpand (child, TRUE);
      if (!columns[column].sort_as_text)
        gtk_widget_add_css_class (child, "numeric");
      if (column == COLUMN_COMPUTED || column == COLUMN_DATE)
        gtk_widget_add_css_class (child, "dim-label");
    }
  /* The context menu finds its row through this. */
  g_object_set_data (G_OBJECT (child), "sudoku-list-item", list_item);
  gtk_list_item_set_child (list_item, child);
}

/* Changes the icon and its tooltip only when they change: setting a
 * tooltip asks the X server where the pointer is, each time. */
static void
set_state_icon (GtkWidget  *image,
                const char *icon_name,
                const char *description)
{
  if (g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (image)), icon_name) != 0)
    {
      if (icon_name != NULL)
        gtk_image_set_from_icon_name (GTK_IMAGE (image), icon_name);
      else
        gtk_image_clear (GTK_IMAGE (image));
    }
  if (g_strcmp0 (gtk_widget_get_tooltip_text (image), icon_name ? description : NULL) != 0)
    gtk_widget_set_tooltip_text (image, icon_name ? description : NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  description, -1);
}

static char *
format_date (gint64 unix_time)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (unix_time);
  g_autoptr(GDateTime) local = NULL;

  if (utc == NULL)
    return g_strdup ("");
  local = g_date_time_to_local (utc);
  /* Translators: the date a puzzle last changed, in the list; see
   * g_date_time_format() for the codes. */
  return g_date_time_format (local, C_("library date", "%-d %b %Y"));
}

static void
bind_cell_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              gpointer                  user_data)
{
  Column column = GPOINTER_TO_UINT (user_data);
  GtkWidget *child = gtk_list_item_get_child (list_item);
  SudokuLibraryItem *item = gtk_list_item_get_item (list_item);
  const SudokuLibraryPuzzle *puzzle = item->puzzle;
  g_autofree char *text = NULL;

  switch (column)
    {
    case COLUMN_NUMBER:
      text = puzzle->number > 0 ? g_strdup_printf ("%u", puzzle->number) : g_strdup ("");
      break;

    case COLUMN_LEVEL:
      text = puzzle->level == SUDOKU_LIBRARY_SAMPLE ? g_strdup (_("Sample"))
                                                    : g_strdup_printf ("%u", puzzle->level);
      break;

    case COLUMN_COMPUTED:
      text = puzzle->computed_level > 0 ? g_strdup_printf ("%u", puzzle->computed_level)
                                        : g_strdup ("");
      break;

    case COLUMN_RATING:
      text = puzzle->computed_level > 0 ? g_strdup_printf ("%.1f", puzzle->se) : g_strdup ("");
      break;

    case COLUMN_CLUES:
      text = g_strdup_printf ("%u", item->clues);
      break;

    case COLUMN_SOURCE:
      text = g_strdup (puzzle->source);
      break;

    case COLUMN_TITLE:
      text = g_strdup (puzzle->title);
      break;

    case COLUMN_DATE:
      text = format_date (puzzle->modified);
      break;

    case COLUMN_SOLVED:
      if (puzzle->solved)
        set_state_icon (child, "object-select-symbolic", _("Solved"));
      else if (puzzle->has_progress)
        set_state_icon (child, "document-edit-symbolic", _("Started: an unfinished game is saved"));
      else
        set_state_icon (child, NULL, _("Not solved"));
      return;

    case N_COLUMNS:
    default:
      g_assert_not_reached ();
    }

  gtk_inscription_set_text (GTK_INSCRIPTION (child), text);
}

static void
build_columns (SudokuLibraryWindow *self)
{
  for (Column column = 0; column < N_COLUMNS; column++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      g_autoptr(GtkColumnViewColumn) view_column = NULL;
      GtkExpression *key;
      GtkSorter *sorter;

      g_signal_connect (factory, "setup", G_CALLBACK (setup_cell_cb), GUINT_TO_POINTER (column));
      g_signal_connect (factory, "bind", G_CALLBACK (bind_cell_cb), GUINT_TO_POINTER (column));
      view_column = gtk_column_view_column_new (g_dpgettext2 (GETTEXT_PACKAGE, "column",
                                                              columns[column].title),
                                                factory);

      key = gtk_property_expression_new (SUDOKU_TYPE_LIBRARY_ITEM, NULL,
                                         columns[column].sort_property);
      if (columns[column].sort_as_text)
        {
          sorter = GTK_SORTER (gtk_string_sorter_new (key));
          gtk_string_sorter_set_ignore_case (GTK_STRING_SORTER (sorter), TRUE);
        }
      else
        sorter = GTK_SORTER (gtk_numeric_sorter_new (key));
      gtk_column_view_column_set_sorter (view_column, sorter);
      g_object_unref (sorter);

      /* Fixed widths: measuring the rows as they scroll in would make
       * the columns jump, and costs time on every frame. */
      gtk_column_view_column_set_fixed_width (view_column, columns[column].width);
      gtk_column_view_column_set_expand (view_column, columns[column].expand);
      gtk_column_view_column_set_resizable (view_column, TRUE);
      gtk_column_view_append_column (self->column_view, view_column);
    }
}

/* Opening and replaying */

static void
column_view_activate_cb (GtkColumnView       *column_view,
                         guint                position,
                         SudokuLibraryWindow *self)
{
  g_autoptr(SudokuLibraryItem) item = dup_shown_item (self, position);

  if (item != NULL)
    g_signal_emit (self, signals[SIGNAL_OPEN_PUZZLE], 0, item->puzzle->id);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  g_autoptr(SudokuLibraryItem) item = dup_single_selected (self);

  if (item != NULL)
    g_signal_emit (self, signals[SIGNAL_OPEN_PUZZLE], 0, item->puzzle->id);
}

static void
replay_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);

  if (self->solves != NULL && self->solves->len > 0)
    g_signal_emit (self, signals[SIGNAL_REPLAY_SOLVE], 0,
                   ((SudokuLibrarySolve *) self->solves->pdata[0])->id);
}

static void
replay_solve_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  g_signal_emit (widget, signals[SIGNAL_REPLAY_SOLVE], 0, g_variant_get_int64 (parameter));
}

/* Moving */

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  guint level = g_variant_get_uint32 (parameter);
  g_autoptr(GArray) ids = dup_selected_ids (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = dup_group_name ((int) level);
  g_autofree char *text = NULL;
  guint n_moved = 0;

  if (!sudoku_library_move_many (self->library, ids, level, &n_moved, &error))
    {
      show_error (self, _("Cannot Move the Puzzles"), error);
      return;
    }
  /* Translators: %s is a group, "Level 3" or "Sample". */
  text = g_strdup_printf (ngettext ("Moved %'u puzzle to %s", "Moved %'u puzzles to %s", n_moved),
                          n_moved, name);
  show_toast (self, text);
}

/* Editing */

typedef struct
{
  gint64        id;
  AdwEntryRow  *number_row;
  AdwEntryRow  *source_row;
  AdwEntryRow  *title_row;
  AdwComboRow  *level_row;
  GtkTextView  *notes_view;
} EditData;

/* The level combo's items: Level 1–7, then Sample. */
static guint
level_to_combo (guint level)
{
  return level == SUDOKU_LIBRARY_SAMPLE ? SUDOKU_LIBRARY_MAX_LEVEL : level - 1;
}

static guint
combo_to_level (guint selected)
{
  return selected >= SUDOKU_LIBRARY_MAX_LEVEL ? SUDOKU_LIBRARY_SAMPLE : selected + 1;
}

static GListModel *
level_names_new (gboolean with_automatic)
{
  GtkStringList *names = gtk_string_list_new (NULL);

  if (with_automatic)
    gtk_string_list_append (names, _("Rate and Sort into Levels"));
  for (int level = 1; level <= SUDOKU_LIBRARY_MAX_LEVEL; level++)
    {
      g_autofree char *name = dup_group_name (level);

      gtk_string_list_append (names, name);
    }
  gtk_string_list_append (names, _("Sample"));
  return G_LIST_MODEL (names);
}

static gboolean
parse_number (const char *text,
              guint      *number)
{
  guint64 value = 0;
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  if (*stripped == '\0')
    {
      *number = 0;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (stripped, 10, 0, G_MAXINT, &value, NULL))
    return FALSE;
  *number = (guint) value;
  return TRUE;
}

static void
edit_number_changed_cb (AdwEntryRow      *row,
                        AdwMessageDialog *dialog)
{
  guint number;
  gboolean valid = parse_number (gtk_editable_get_text (GTK_EDITABLE (row)), &number);

  if (valid)
    gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (row), "error");
  adw_message_dialog_set_response_enabled (dialog, "save", valid);
}

static void
edit_response_cb (AdwMessageDialog    *dialog,
                  const char          *response,
                  SudokuLibraryWindow *self)
{
  EditData *data = g_object_get_data (G_OBJECT (dialog), "sudoku-edit-data");
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  GtkTextBuffer *notes;
  GtkTextIter start, end;
  g_autoptr(GHashTable) keep = NULL;
  guint number;

  if (!g_str_equal (response, "save"))
    return;

  puzzle = sudoku_library_get (self->library, data->id, &error);
  if (puzzle == NULL)
    {
      show_error (self, _("Cannot Save the Details"), error);
      return;
    }
  if (!parse_number (gtk_editable_get_text (GTK_EDITABLE (data->number_row)), &number))
    number = puzzle->number;
  notes = gtk_text_view_get_buffer (data->notes_view);
  gtk_text_buffer_get_bounds (notes, &start, &end);

  puzzle->number = number;
  g_free (puzzle->source);
  puzzle->source = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (data->source_row))));
  g_free (puzzle->title);
  puzzle->title = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (data->title_row))));
  g_free (puzzle->notes);
  puzzle->notes = g_strstrip (gtk_text_buffer_get_text (notes, &start, &end, FALSE));
  puzzle->level = combo_to_level (adw_combo_row_get_selected (data->level_row));

  /* The edited row stays selected when the list is read again. */
  keep = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_hash_table_add (keep, g_memdup2 (&puzzle->id, sizeof (gint64)));
  g_clear_pointer (&self->pending_selection, g_hash_table_unref);
  self->pending_selection = g_steal_pointer (&keep);

  if (!sudoku_library_update (self->library, puzzle, &error))
    show_error (self, _("Cannot Save the Details"), error);
}

static AdwEntryRow *
add_entry_row (GtkWidget  *list,
               const char *title,
               const char *text)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  return ADW_ENTRY_ROW (row);
}

static void
edit_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  g_autoptr(SudokuLibraryItem) item = dup_single_selected (self);
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) levels = NULL;
  g_autofree char *number = NULL;
  g_autofree char *added = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *box, *list, *row, *notes_label, *scrolled, *notes_view;
  EditData *data;

  if (item == NULL)
    return;
  /* The stored puzzle, not the row: the row may be older. */
  puzzle = sudoku_library_get (self->library, item->puzzle->id, &error);
  if (puzzle == NULL)
    {
      show_error (self, _("Cannot Edit the Puzzle"), error);
      return;
    }

  data = g_new0 (EditData, 1);
  data->id = puzzle->id;
  added = format_date (puzzle->created);
  /* Translators: under "Edit Details": the puzzle's clues, and when it
   * was added. */
  body = g_strdup_printf (ngettext ("%u clue · added %s", "%u clues · added %s", item->clues),
                          item->clues, added);
  dialog = message_dialog_new (self, _("Edit Details"), body);
  g_object_set_data_full (G_OBJECT (dialog), "sudoku-edit-data", data, g_free);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  number = puzzle->number > 0 ? g_strdup_printf ("%u", puzzle->number) : g_strdup ("");
  data->number_row = add_entry_row (list, _("_Number"), number);
  adw_entry_row_set_input_purpose (data->number_row, GTK_INPUT_PURPOSE_DIGITS);
  data->source_row = add_entry_row (list, _("_Source"), puzzle->source);
  data->title_row = add_entry_row (list, _("_Title"), puzzle->title);
  levels = level_names_new (FALSE);
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Level"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), levels);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), level_to_combo (puzzle->level));
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  data->level_row = ADW_COMBO_ROW (row);
  gtk_box_append (GTK_BOX (box), list);

  notes_label = gtk_label_new_with_mnemonic (_("N_otes"));
  gtk_label_set_xalign (GTK_LABEL (notes_label), 0);
  gtk_widget_add_css_class (notes_label, "heading");
  gtk_box_append (GTK_BOX (box), notes_label);
  notes_view = gtk_text_view_new ();
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (notes_view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (notes_view), FALSE);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (notes_view)),
                            puzzle->notes, -1);
  gtk_widget_add_css_class (notes_view, "library-notes");
  gtk_label_set_mnemonic_widget (GTK_LABEL (notes_label), notes_view);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 90);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), notes_view);
  gtk_widget_add_css_class (scrolled, "card");
  gtk_box_append (GTK_BOX (box), scrolled);
  data->notes_view = GTK_TEXT_VIEW (notes_view);
  adw_message_dialog_set_extra_child (dialog, box);

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (data->number_row, "changed", G_CALLBACK (edit_number_changed_cb), dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (edit_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Deleting */

static void
undo_delete_cb (AdwToast            *toast,
                SudokuLibraryWindow *self)
{
  GArray *ids = g_object_get_data (G_OBJECT (toast), "sudoku-deleted-ids");
  g_autoptr(GHashTable) restored = NULL;
  g_autoptr(GError) error = NULL;
  guint n_restored = 0;

  if (!sudoku_library_restore_many (self->library, ids, &n_restored, &error))
    {
      show_error (self, _("Cannot Restore the Puzzles"), error);
      return;
    }

  /* They come back selected, so that they are easy to find. */
  restored = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  for (guint i = 0; i < ids->len; i++)
    g_hash_table_add (restored, g_memdup2 (&g_array_index (ids, gint64, i), sizeof (gint64)));
  g_clear_pointer (&self->pending_selection, g_hash_table_unref);
  self->pending_selection = g_steal_pointer (&restored);

  if (n_restored < ids->len)
    {
      guint n_left = ids->len - n_restored;
      /* Translators: after Undo, when some deleted puzzles were added
       * again meanwhile. */
      g_autofree char *text = g_strdup_printf (ngettext ("%'u puzzle is in the library again "
                                                         "already and was left out",
                                                         "%'u puzzles are in the library again "
                                                         "already and were left out", n_left),
                                               n_left);

      show_toast (self, text);
    }
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  g_autoptr(GArray) ids = dup_selected_ids (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  AdwToast *undo;
  guint n_deleted = 0;

  if (!sudoku_library_trash_many (self->library, ids, &n_deleted, &error))
    {
      show_error (self, _("Cannot Delete the Puzzles"), error);
      return;
    }
  if (n_deleted == 0)
    return;

  text = g_strdup_printf (ngettext ("Deleted %'u puzzle", "Deleted %'u puzzles", n_deleted),
                          n_deleted);
  undo = adw_toast_new (text);
  adw_toast_set_button_label (undo, _("_Undo"));
  adw_toast_set_priority (undo, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_set_timeout (undo, 10);
  g_object_set_data_full (G_OBJECT (undo), "sudoku-deleted-ids", g_steal_pointer (&ids),
                          (GDestroyNotify) g_array_unref);
  g_signal_connect_object (undo, "button-clicked", G_CALLBACK (undo_delete_cb), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, undo);
}

/* Selecting, searching, the context menu */

static void
select_all_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);

  gtk_selection_model_select_all (GTK_SELECTION_MODEL (self->selection));
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->search_entry), 0, -1);
}

static char *
format_solve (const SudokuLibrarySolve *solve)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (solve->date);
  g_autoptr(GDateTime) local = utc ? g_date_time_to_local (utc) : NULL;
  /* Translators: a saved solve in the Replay menu; see
   * g_date_time_format() for the codes. */
  g_autofree char *date = local ? g_date_time_format (local, C_("solve date", "%-d %b %Y, %H:%M"))
                                : g_strdup ("");
  const char *result;

  if (g_strcmp0 (solve->result, "solved") == 0)
    result = _("solved");
  else if (g_strcmp0 (solve->result, "stuck") == 0)
    result = _("stuck");
  else if (g_strcmp0 (solve->result, "gave-up") == 0)
    result = _("gave up");
  else if (g_strcmp0 (solve->result, "no-solution") == 0)
    result = _("no solution");
  else
    result = solve->result ? solve->result : "";
  /* Translators: a saved solve: its date, then how it ended. */
  return g_strdup_printf (_("%s · %s"), date, result);
}

static GMenuModel *
build_context_menu (SudokuLibraryWindow *self)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) open_section = g_menu_new ();
  g_autoptr(GMenu) change_section = g_menu_new ();
  g_autoptr(GMenu) file_section = g_menu_new ();

  g_menu_append (open_section, _("_Open"), "library.open");
  if (self->solves != NULL && self->solves->len == 1)
    g_menu_append (open_section, _("_Replay Solve"), "library.replay");
  else if (self->solves != NULL && self->solves->len > 1)
    {
      g_autoptr(GMenu) solves = g_menu_new ();

      for (guint i = 0; i < MIN (self->solves->len, MAX_REPLAY_ITEMS); i++)
        {
          const SudokuLibrarySolve *solve = self->solves->pdata[i];
          g_autofree char *label = format_solve (solve);
          g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

          g_menu_item_set_action_and_target_value (item, "library.replay-solve",
                                                   g_variant_new_int64 (solve->id));
          g_menu_append_item (solves, item);
        }
      g_menu_append_submenu (open_section, _("_Replay Solve"), G_MENU_MODEL (solves));
    }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (open_section));

  g_menu_append_submenu (change_section, _("_Move To"), self->move_menu);
  g_menu_append (change_section, _("_Edit Details…"), "library.edit");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (change_section));

  g_menu_append (file_section, _("E_xport…"), "library.export");
  g_menu_append (file_section, _("_Delete"), "library.delete");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (file_section));
  return G_MENU_MODEL (menu);
}

/* HACK: a popover's parent must call gtk_popover_present() from its
 * size_allocate, as GtkMenuButton does; the column view does not, and
 * the menu's first size is short of its separators (GTK 4.8): the
 * popover does it itself, each frame while it is open. */
static gboolean
present_tick_cb (GtkWidget     *popover,
                 GdkFrameClock *clock,
                 gpointer       data)
{
  gtk_popover_present (GTK_POPOVER (popover));
  return G_SOURCE_CONTINUE;
}

static void
context_menu_closed_cb (GtkPopover          *popover,
                        SudokuLibraryWindow *self)
{
  if (self->context_menu_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (popover), self->context_menu_tick);
  self->context_menu_tick = 0;
}

static void
popup_context_menu (SudokuLibraryWindow *self,
                    double               x,
                    double               y)
{
  g_autoptr(GMenuModel) model = build_context_menu (self);
  GdkRectangle where = { (int) x, (int) y, 1, 1 };

  /* A new popover each time, for the menu changes with the selection. */
  g_clear_pointer (&self->context_menu, gtk_widget_unparent);
  self->context_menu_tick = 0;
  self->context_menu = gtk_popover_menu_new_from_model (model);
  gtk_popover_set_has_arrow (GTK_POPOVER (self->context_menu), FALSE);
  gtk_widget_set_halign (self->context_menu, GTK_ALIGN_START);
  gtk_widget_set_parent (self->context_menu, GTK_WIDGET (self->column_view));
  gtk_popover_set_pointing_to (GTK_POPOVER (self->context_menu), &where);
  gtk_popover_popup (GTK_POPOVER (self->context_menu));
  self->context_menu_tick = gtk_widget_add_tick_callback (self->context_menu, present_tick_cb,
                                                         NULL, NULL);
  g_signal_connect (self->context_menu, "closed", G_CALLBACK (context_menu_closed_cb), self);
}

/* The list item of the row @widget is in, or %NULL: a row's cells hold
 * our children, which know their list item. */
static GtkListItem *
find_list_item (GtkWidget *widget,
                GtkWidget *stop)
{
  for (; widget != NULL && widget != stop; widget = gtk_widget_get_parent (widget))
    {
      GtkWidget *child = widget;

      for (guint depth = 0; depth < 3 && child != NULL; depth++)
        {
          GtkListItem *item = g_object_get_data (G_OBJECT (child), "sudoku-list-item");

          if (item != NULL)
            return item;
          child = gtk_widget_get_first_child (child);
        }
    }
  return NULL;
}

/* A right click on a row that is not selected selects it alone, as
 * file managers do; on a selected row it keeps the selection. */
static gboolean
popup_context_menu_at (SudokuLibraryWindow *self,
                       double               x,
                       double               y)
{
  GtkWidget *view = GTK_WIDGET (self->column_view);
  GtkWidget *picked = gtk_widget_pick (view, x, y, GTK_PICK_DEFAULT);
  GtkListItem *item = find_list_item (picked, view);
  guint position;

  if (item == NULL)
    return FALSE;
  position = gtk_list_item_get_position (item);
  if (position == GTK_INVALID_LIST_POSITION)
    return FALSE;
  if (!gtk_selection_model_is_selected (GTK_SELECTION_MODEL (self->selection), position))
    gtk_selection_model_select_item (GTK_SELECTION_MODEL (self->selection), position, TRUE);
  popup_context_menu (self, x, y);
  return TRUE;
}

static void
context_click_cb (GtkGestureClick     *gesture,
                  int                  n_press,
                  double               x,
                  double               y,
                  SudokuLibraryWindow *self)
{
  if (popup_context_menu_at (self, x, y))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
context_long_press_cb (GtkGestureLongPress *gesture,
                       double               x,
                       double               y,
                       SudokuLibraryWindow *self)
{
  if (popup_context_menu_at (self, x, y))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* Shift+F10 or the Menu key: the menu of the focused row. */
static void
context_menu_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  GtkWidget *view = GTK_WIDGET (self->column_view);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkListItem *item = NULL;
  graphene_rect_t bounds;
  double x = 24, y = 24;

  if (focus != NULL && gtk_widget_is_ancestor (focus, view))
    item = find_list_item (focus, view);
  if (item != NULL)
    {
      guint position = gtk_list_item_get_position (item);

      if (!gtk_selection_model_is_selected (GTK_SELECTION_MODEL (self->selection), position))
        gtk_selection_model_select_item (GTK_SELECTION_MODEL (self->selection), position, TRUE);
      if (gtk_widget_compute_bounds (focus, view, &bounds))
        {
          x = bounds.origin.x + 24;
          y = bounds.origin.y + bounds.size.height;
        }
    }
  if (count_selected (self) == 0)
    return;
  popup_context_menu (self, x, y);
}

/* Importing */

/* What the import's progress reports need: the window may be gone by
 * the time they come. */
typedef struct
{
  GWeakRef      window;
  GCancellable *cancellable;
} ImportProgress;

static void
import_progress_cb (SudokuLibraryImportStage  stage,
                    guint                     done,
                    guint                     total,
                    gpointer                  user_data)
{
  ImportProgress *progress = user_data;
  g_autoptr(SudokuLibraryWindow) self = g_weak_ref_get (&progress->window);
  g_autofree char *text = NULL;

  /* Late news of a cancelled import, maybe after another one started. */
  if (self == NULL || g_cancellable_is_cancelled (progress->cancellable))
    return;

  if (stage == SUDOKU_LIBRARY_IMPORT_CHECKING)
    /* Translators: the import's progress: a file name, then how many
     * of its puzzles were read and checked. */
    text = g_strdup_printf (_("“%s”: checking %'u of %'u"), self->import_name, done, total);
  else
    /* Translators: the import's progress: a file name, then how many
     * of its puzzles were written. */
    text = g_strdup_printf (_("“%s”: saving %'u of %'u"), self->import_name, done, total);
  gtk_label_set_text (self->import_label, text);
  /* Checking (and rating) is most of the work. */
  gtk_progress_bar_set_fraction (self->import_progress,
                                 total == 0 ? 0
                                 : stage == SUDOKU_LIBRARY_IMPORT_CHECKING
                                 ? 0.9 * done / total : 0.9 + 0.1 * done / total);
}

static void
import_progress_free (ImportProgress *progress)
{
  g_weak_ref_clear (&progress->window);
  g_clear_object (&progress->cancellable);
  g_free (progress);
}

static void
end_import (SudokuLibraryWindow *self)
{
  g_clear_object (&self->import_cancellable);
  g_clear_pointer (&self->import_name, g_free);
  gtk_revealer_set_reveal_child (self->import_revealer, FALSE);
  update_selection (self);
}

static void
import_cancel_clicked_cb (SudokuLibraryWindow *self)
{
  /* The library is left as it was; nothing to tell. */
  g_cancellable_cancel (self->import_cancellable);
  end_import (self);
}

static void
report_import (SudokuLibraryWindow             *self,
               const SudokuLibraryImportResult *result)
{
  g_autofree char *summary = NULL;
  g_autofree char *into = NULL;
  g_autoptr(GString) lines = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *scrolled, *view;
  guint n_errors = result->errors->len;

  if (self->import_level == SUDOKU_LIBRARY_LEVEL_AUTO)
    into = g_strdup (_("rated and sorted into levels"));
  else
    {
      g_autofree char *name = dup_group_name (self->import_level);

      /* Translators: where the puzzles went: "into Level 3". */
      into = g_strdup_printf (_("into %s"), name);
    }

  if (n_errors == 0)
    {
      g_autofree char *text = NULL;

      if (result->n_duplicates == 0)
        /* Translators: %s is "into Level 3" or "rated and sorted into levels". */
        text = g_strdup_printf (ngettext ("Imported %'u puzzle %s", "Imported %'u puzzles %s",
                                          result->n_imported),
                                result->n_imported, into);
      else
        /* Translators: %s is "into Level 3" or "rated and sorted into levels". */
        text = g_strdup_printf (ngettext ("Imported %'u puzzle %s, skipped %'u already there",
                                          "Imported %'u puzzles %s, skipped %'u already there",
                                          result->n_imported),
                                result->n_imported, into, result->n_duplicates);
      show_toast (self, text);
      return;
    }

  /* Translators: the import's report, before the list of bad lines. */
  summary = g_strdup_printf (_("Imported %'u, duplicates %'u, errors %'u. "
                               "The lines with errors were skipped:"),
                             result->n_imported, result->n_duplicates, n_errors);
  lines = g_string_new (NULL);
  for (guint i = 0; i < MIN (n_errors, MAX_REPORTED_ERRORS); i++)
    {
      const SudokuLibraryImportError *entry = result->errors->pdata[i];

      g_string_append_printf (lines, "%s%s", i > 0 ? "\n" : "", entry->message);
    }
  if (n_errors > MAX_REPORTED_ERRORS)
    {
      guint more = n_errors - MAX_REPORTED_ERRORS;

      g_string_append_c (lines, '\n');
      /* Translators: after the list of bad lines, when it is cut short. */
      g_string_append_printf (lines, ngettext ("… and %'u more", "… and %'u more", more), more);
    }

  dialog = message_dialog_new (self,
                               result->n_imported > 0 ? _("Some Lines Were Skipped")
                                                      : _("Nothing Was Imported"),
                               summary);
  view = gtk_text_view_new ();
  gtk_text_view_set_editable (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (view), TRUE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), lines->str, -1);
  gtk_widget_add_css_class (view, "library-errors");
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Lines with errors"), -1);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 80);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 240);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  gtk_widget_add_css_class (scrolled, "card");
  adw_message_dialog_set_extra_child (dialog, scrolled);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
import_ready_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  SudokuLibraryWindow *self;
  g_autoptr(SudokuLibraryImportResult) imported = NULL;
  g_autoptr(GError) error = NULL;
  int level;

  imported = sudoku_library_import_finish (SUDOKU_LIBRARY (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* The worker may have committed just before it was told to stop:
       * the library then says so itself. */
      sudoku_library_check_external_changes (SUDOKU_LIBRARY (source));
      return;
    }

  self = SUDOKU_LIBRARY_WINDOW (user_data);
  level = self->import_level;
  if (imported == NULL)
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Import “%s”"), self->import_name);

      end_import (self);
      show_error (self, heading, error);
      return;
    }

  end_import (self);
  /* Show where they went. */
  if (level != SUDOKU_LIBRARY_LEVEL_AUTO && imported->n_imported > 0 &&
      self->group != SUDOKU_LIBRARY_GROUP_ALL)
    sudoku_library_window_set_group (self, level);
  report_import (self, imported);
}

static void
import_loaded_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  SudokuLibraryWindow *self;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) text = NULL;
  g_autofree char *checking = NULL;
  SudokuLibraryImportOptions options = { 0, };
  ImportProgress *progress;
  char *contents = NULL;
  gsize length = 0;

  if (!g_file_load_contents_finish (G_FILE (source), result, &contents, &length, NULL, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = SUDOKU_LIBRARY_WINDOW (user_data);
  if (contents == NULL)
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Read “%s”"), self->import_name);

      end_import (self);
      show_error (self, heading, error);
      return;
    }

  text = g_bytes_new_take (contents, length);
  options.variant = self->import_variant;
  options.level = self->import_level;
  options.source = self->import_name;
  options.n_threads = 0;
  progress = g_new0 (ImportProgress, 1);
  g_weak_ref_init (&progress->window, self);
  progress->cancellable = g_object_ref (self->import_cancellable);
  /* Translators: the import's progress, before there is any. */
  checking = g_strdup_printf (_("“%s”: checking…"), self->import_name);
  gtk_label_set_text (self->import_label, checking);
  sudoku_library_import_async (self->library, text, &options,
                               import_progress_cb, progress,
                               (GDestroyNotify) import_progress_free,
                               self->import_cancellable, import_ready_cb, self);
}

typedef struct
{
  GFile       *file;
  AdwComboRow *level_row;
  AdwComboRow *variant_row;
} ImportChoice;

static void
import_choice_free (ImportChoice *choice)
{
  g_clear_object (&choice->file);
  g_free (choice);
}

static void
import_choice_response_cb (AdwMessageDialog    *dialog,
                           const char          *response,
                           SudokuLibraryWindow *self)
{
  ImportChoice *choice = g_object_get_data (G_OBJECT (dialog), "sudoku-import-choice");
  guint selected = adw_combo_row_get_selected (choice->level_row);
  int level = selected == 0 ? SUDOKU_LIBRARY_LEVEL_AUTO : (int) combo_to_level (selected - 1);
  SudokuVariant variant = adw_combo_row_get_selected (choice->variant_row) == 1
                          ? SUDOKU_VARIANT_WINDOKU : SUDOKU_VARIANT_CLASSIC;

  if (g_str_equal (response, "import"))
    sudoku_library_window_import_file (self, choice->file, level, variant);
}

/* Where the puzzles of @file go, and by which rules they are read. */
static void
ask_import_choices (SudokuLibraryWindow *self,
                    GFile               *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *body = NULL;
  g_autoptr(GListModel) levels = level_names_new (TRUE);
  g_autoptr(GtkStringList) variants = gtk_string_list_new (NULL);
  ImportChoice *choice = g_new0 (ImportChoice, 1);
  AdwMessageDialog *dialog;
  GtkWidget *list, *row;

  choice->file = g_object_ref (file);
  /* Translators: %s is a file name. */
  body = g_strdup_printf (_("Where should the puzzles of “%s” go?"), name);
  dialog = message_dialog_new (self, _("Import Puzzles"), body);
  g_object_set_data_full (G_OBJECT (dialog), "sudoku-import-choice", choice,
                          (GDestroyNotify) import_choice_free);

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Group"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), levels);
  /* The group shown, when it is one a puzzle can be in. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (row),
                              self->group == SUDOKU_LIBRARY_GROUP_ALL ? 0
                              : level_to_combo ((guint) self->group) + 1);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  choice->level_row = ADW_COMBO_ROW (row);

  gtk_string_list_append (variants, _("Classic"));
  gtk_string_list_append (variants, _("Windoku"));
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Rules"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (variants));
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  choice->variant_row = ADW_COMBO_ROW (row);
  adw_message_dialog_set_extra_child (dialog, list);

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "import", _("_Import"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "import", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "import");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (import_choice_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
close_file_chooser (SudokuLibraryWindow *self)
{
  if (self->file_chooser == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->file_chooser, self);
  gtk_native_dialog_destroy (self->file_chooser);
  g_clear_object (&self->file_chooser);
}

static void
import_chooser_response_cb (GtkNativeDialog     *chooser,
                            int                  response,
                            SudokuLibraryWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  close_file_chooser (self);
  if (file != NULL)
    ask_import_choices (self, file);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *first_pattern,
            ...)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  va_list patterns;

  gtk_file_filter_set_name (filter, name);
  va_start (patterns, first_pattern);
  for (const char *pattern = first_pattern; pattern != NULL;
       pattern = va_arg (patterns, const char *))
    gtk_file_filter_add_pattern (filter, pattern);
  va_end (patterns);
  gtk_file_chooser_add_filter (chooser, filter);
}

/* A file dropped on the window is imported, as if chosen. */
static gboolean
drop_cb (GtkDropTarget       *target,
         const GValue        *value,
         double               x,
         double               y,
         SudokuLibraryWindow *self)
{
  GSList *files = g_value_get_boxed (value);

  if (files == NULL || self->import_cancellable != NULL)
    return FALSE;
  ask_import_choices (self, files->data);
  return TRUE;
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  GtkFileChooserNative *chooser;

  close_file_chooser (self);
  chooser = gtk_file_chooser_native_new (_("Import Puzzles"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (chooser), _("Puzzle Files (.sdm, .txt, .sdk, .ss)"),
              "*.sdm", "*.txt", "*.sdk", "*.ss", "*.SDM", "*.TXT", "*.SDK", "*.SS", NULL);
  add_filter (GTK_FILE_CHOOSER (chooser), _("All Files"), "*", NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  self->file_chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (import_chooser_response_cb), self);
  gtk_native_dialog_show (self->file_chooser);
}

/* Exporting */

static void
export_written_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  SudokuLibraryWindow *self;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (G_FILE (source));

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = SUDOKU_LIBRARY_WINDOW (user_data);
  g_clear_object (&self->export_cancellable);
  g_clear_object (&self->export_file);
  if (error != NULL)
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Write “%s”"), name);

      show_error (self, heading, error);
    }
  else
    {
      /* Translators: %s is a file name. */
      g_autofree char *text = g_strdup_printf (ngettext ("Exported %'u puzzle to “%s”",
                                                         "Exported %'u puzzles to “%s”",
                                                         self->n_exported),
                                               self->n_exported, name);

      show_toast (self, text);
    }
}

static void
export_ready_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  SudokuLibraryWindow *self;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  char *text;
  guint n_exported = 0;

  text = sudoku_library_export_finish (SUDOKU_LIBRARY (source), result, &n_exported, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = SUDOKU_LIBRARY_WINDOW (user_data);
  if (text == NULL)
    {
      g_clear_object (&self->export_cancellable);
      g_clear_object (&self->export_file);
      show_error (self, _("Cannot Export the Puzzles"), error);
      return;
    }

  self->n_exported = n_exported;
  bytes = g_bytes_new_take (text, strlen (text));
  g_file_replace_contents_bytes_async (self->export_file, bytes, NULL, FALSE,
                                       G_FILE_CREATE_REPLACE_DESTINATION,
                                       self->export_cancellable, export_written_cb, self);
}

/* The file name offered: what is exported, in the format's extension. */
static char *
dup_export_name (SudokuLibraryWindow *self)
{
  if (count_selected (self) > 0 || self->search != NULL)
    return g_strdup (_("puzzles.sdm"));
  if (self->group == SUDOKU_LIBRARY_GROUP_ALL)
    return g_strdup (_("library.sdm"));
  if (self->group == SUDOKU_LIBRARY_SAMPLE)
    return g_strdup (_("sample.sdm"));
  /* Translators: a file name; keep the extension. */
  return g_strdup_printf (_("level-%d.sdm"), self->group);
}

static void
export_chooser_response_cb (GtkNativeDialog     *chooser,
                            int                  response,
                            SudokuLibraryWindow *self)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *name = NULL;
  SudokuLibraryFormat format = SUDOKU_LIBRARY_FORMAT_SDM;
  GtkFileFilter *filter;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
  /* The name's extension says the format; without one, the filter. */
  if (file != NULL)
    {
      name = g_file_get_basename (file);
      if (g_str_has_suffix (name, ".sdk") || g_str_has_suffix (name, ".SDK"))
        format = SUDOKU_LIBRARY_FORMAT_SDK;
      else if (strchr (name, '.') == NULL && filter != NULL &&
               g_object_get_data (G_OBJECT (filter), "sudoku-format") != NULL)
        format = SUDOKU_LIBRARY_FORMAT_SDK;
    }
  close_file_chooser (self);
  if (file != NULL)
    sudoku_library_window_export_file (self, file, format);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  g_autofree char *name = dup_export_name (self);
  g_autoptr(GtkFileFilter) sdm = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) sdk = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;
  const char *title;

  if (count_selected (self) > 0)
    title = _("Export the Selected Puzzles");
  else
    title = _("Export Puzzles");
  close_file_chooser (self);
  chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_file_filter_set_name (sdm, _("One Puzzle per Line (.sdm)"));
  gtk_file_filter_add_pattern (sdm, "*.sdm");
  gtk_file_filter_add_pattern (sdm, "*.txt");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), sdm);
  gtk_file_filter_set_name (sdk, _("With Details (.sdk)"));
  gtk_file_filter_add_pattern (sdk, "*.sdk");
  g_object_set_data (G_OBJECT (sdk), "sudoku-format", GINT_TO_POINTER (1));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), sdk);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  self->file_chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (export_chooser_response_cb), self);
  gtk_native_dialog_show (self->file_chooser);
}

/* GObject */

static void
sudoku_library_window_constructed (GObject *object)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (object);

  G_OBJECT_CLASS (sudoku_library_window_parent_class)->constructed (object);

  g_assert (SUDOKU_IS_LIBRARY (self->library));
  g_signal_connect_object (self->library, "changed", G_CALLBACK (library_changed_cb), self, 0);
  gtk_list_box_select_row (self->group_list, gtk_list_box_get_row_at_index (self->group_list, 0));
  update_for_group (self);
  reload (self);
}

static void
sudoku_library_window_dispose (GObject *object)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (object);

  /* Every worker's callback sees the cancellation and leaves @self be. */
  g_cancellable_cancel (self->list_cancellable);
  g_cancellable_cancel (self->counts_cancellable);
  g_cancellable_cancel (self->import_cancellable);
  g_cancellable_cancel (self->export_cancellable);
  g_clear_handle_id (&self->reload_source, g_source_remove);
  g_clear_handle_id (&self->change_source, g_source_remove);
  close_file_chooser (self);
  g_clear_pointer (&self->context_menu, gtk_widget_unparent);

  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_LIBRARY_WINDOW);

  g_clear_object (&self->selection);
  g_clear_object (&self->sorted);
  g_clear_object (&self->rows);
  g_clear_object (&self->list_cancellable);
  g_clear_object (&self->counts_cancellable);
  g_clear_pointer (&self->change_added, g_ptr_array_unref);
  g_clear_pointer (&self->change_reselect, g_hash_table_unref);
  g_clear_object (&self->import_cancellable);
  g_clear_object (&self->export_cancellable);
  g_clear_object (&self->export_file);
  g_clear_pointer (&self->solves, g_ptr_array_unref);
  g_clear_pointer (&self->pending_selection, g_hash_table_unref);

  G_OBJECT_CLASS (sudoku_library_window_parent_class)->dispose (object);
}

static void
sudoku_library_window_finalize (GObject *object)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (object);

  g_clear_object (&self->library);
  g_clear_pointer (&self->search, g_free);
  g_clear_pointer (&self->import_name, g_free);

  G_OBJECT_CLASS (sudoku_library_window_parent_class)->finalize (object);
}

static void
sudoku_library_window_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      g_value_set_object (value, self->library);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_library_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      self->library = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_library_window_class_init (SudokuLibraryWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sudoku_library_window_constructed;
  object_class->dispose = sudoku_library_window_dispose;
  object_class->finalize = sudoku_library_window_finalize;
  object_class->get_property = sudoku_library_window_get_property;
  object_class->set_property = sudoku_library_window_set_property;

  properties[PROP_LIBRARY] =
    g_param_spec_object ("library", NULL, NULL, SUDOKU_TYPE_LIBRARY,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuLibraryWindow::open-puzzle:
   * @self: the window
   * @id: the puzzle's id in the library
   *
   * The user asked to open a puzzle: a double click, Enter or Open.
   */
  signals[SIGNAL_OPEN_PUZZLE] =
    g_signal_new ("open-puzzle", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  /**
   * SudokuLibraryWindow::replay-solve:
   * @self: the window
   * @id: the saved solve's id (sudoku_library_get_solve())
   *
   * The user asked to replay a saved solve.
   */
  signals[SIGNAL_REPLAY_SOLVE] =
    g_signal_new ("replay-solve", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/nanpure/Nanpure/"
                                                             "sudoku-library-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, content);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, group_list);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, import_revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, import_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, import_progress);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, status_page);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, status_import_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, column_view);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, action_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, selection_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, move_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, move_menu);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, import_cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, column_view_activate_cb);

  gtk_widget_class_install_action (widget_class, "library.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "library.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "library.replay-solve", "x",
                                   replay_solve_action);
  gtk_widget_class_install_action (widget_class, "library.move", "u", move_action);
  gtk_widget_class_install_action (widget_class, "library.edit", NULL, edit_action);
  gtk_widget_class_install_action (widget_class, "library.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "library.select-all", NULL, select_all_action);
  gtk_widget_class_install_action (widget_class, "library.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "library.context-menu", NULL,
                                   context_menu_action);
  gtk_widget_class_install_action (widget_class, "library.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "library.export", NULL, export_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "library.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK,
                                       "library.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "library.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F2, 0, "library.edit", NULL);
}

/* Keys that act on the list only: elsewhere Delete edits text. */
static void
add_list_shortcuts (SudokuLibraryWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);

  gtk_shortcut_controller_add_shortcut (shortcuts,
    gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Delete, 0),
                                                   gtk_keyval_trigger_new (GDK_KEY_KP_Delete, 0)),
                      gtk_named_action_new ("library.delete")));
  gtk_shortcut_controller_add_shortcut (shortcuts,
    gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_F10,
                                                                           GDK_SHIFT_MASK),
                                                   gtk_keyval_trigger_new (GDK_KEY_Menu, 0)),
                      gtk_named_action_new ("library.context-menu")));
  gtk_widget_add_controller (GTK_WIDGET (self->column_view), controller);
}

static void
sudoku_library_window_init (SudokuLibraryWindow *self)
{
  GtkGesture *click, *long_press;
  GtkDropTarget *drop;
  GtkSorter *sorter;

  self->group = SUDOKU_LIBRARY_GROUP_ALL;
  self->import_level = SUDOKU_LIBRARY_LEVEL_AUTO;

  gtk_widget_init_template (GTK_WIDGET (self));

  build_sidebar (self);
  g_signal_connect (self->group_list, "row-selected", G_CALLBACK (group_row_selected_cb), self);
  g_signal_connect (self->group_list, "row-activated", G_CALLBACK (group_row_activated_cb), self);

  build_columns (self);
  self->rows = g_object_new (SUDOKU_TYPE_LIBRARY_ROWS, NULL);
  sorter = gtk_column_view_get_sorter (self->column_view);
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->rows)),
                                          g_object_ref (sorter));
  self->selection = gtk_multi_selection_new (G_LIST_MODEL (g_object_ref (self->sorted)));
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect (self->selection, "selection-changed", G_CALLBACK (selection_changed_cb),
                    self);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (context_click_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->column_view), GTK_EVENT_CONTROLLER (click));
  long_press = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (context_long_press_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->column_view), GTK_EVENT_CONTROLLER (long_press));
  add_list_shortcuts (self);


  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  g_signal_connect (self, "notify::is-active", G_CALLBACK (is_active_changed_cb), NULL);

  update_selection (self);
}

/* Public API */

/**
 * sudoku_library_window_new:
 * @application: the application
 * @library: the library to show
 *
 * Returns: (transfer floating): a new library window
 */
SudokuLibraryWindow *
sudoku_library_window_new (GtkApplication *application,
                           SudokuLibrary  *library)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (library), NULL);

  return g_object_new (SUDOKU_TYPE_LIBRARY_WINDOW,
                       "application", application,
                       "library", library,
                       NULL);
}

SudokuLibrary *
sudoku_library_window_get_library (SudokuLibraryWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self), NULL);

  return self->library;
}

/* The group shown: a level 1–7, %SUDOKU_LIBRARY_SAMPLE or
 * %SUDOKU_LIBRARY_GROUP_ALL. */
int
sudoku_library_window_get_group (SudokuLibraryWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self), SUDOKU_LIBRARY_GROUP_ALL);

  return self->group;
}

void
sudoku_library_window_set_group (SudokuLibraryWindow *self,
                                 int                  group)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (group == SUDOKU_LIBRARY_GROUP_ALL ||
                    (group >= 0 && group <= SUDOKU_LIBRARY_MAX_LEVEL));

  for (guint i = 0; i < N_GROUPS; i++)
    if (sidebar_groups[i] == group)
      {
        GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->group_list, (int) i);

        if (gtk_list_box_get_selected_row (self->group_list) != row)
          gtk_list_box_select_row (self->group_list, row);
      }
  if (self->group == group)
    return;

  self->group = group;
  gtk_selection_model_unselect_all (GTK_SELECTION_MODEL (self->selection));
  self->scroll_to_top = TRUE;
  update_for_group (self);
  reload (self);
}

/**
 * sudoku_library_window_show_puzzle:
 * @id: a puzzle of the library
 *
 * Shows the group the puzzle is in (unless all are shown), without a
 * search, and selects the puzzle once the list is in: for "Show in
 * Library" after a save.
 */
void
sudoku_library_window_show_puzzle (SudokuLibraryWindow *self,
                                   gint64               id)
{
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));

  puzzle = sudoku_library_get (self->library, id, &error);
  if (puzzle == NULL)
    {
      show_toast (self, error->message);
      return;
    }

  g_clear_pointer (&self->pending_selection, g_hash_table_unref);
  self->pending_selection = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_hash_table_add (self->pending_selection, g_memdup2 (&id, sizeof id));
  /* The search first, so that its signal finds nothing to do. */
  g_clear_pointer (&self->search, g_free);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  if (self->group != SUDOKU_LIBRARY_GROUP_ALL && self->group != (int) puzzle->level)
    sudoku_library_window_set_group (self, (int) puzzle->level);
  else
    reload (self);
}

/**
 * sudoku_library_window_get_puzzles:
 *
 * Returns: (transfer none): the rows as shown, sorted, of
 *   #SudokuLibraryItem
 */
GListModel *
sudoku_library_window_get_puzzles (SudokuLibraryWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self), NULL);

  return G_LIST_MODEL (self->sorted);
}

/**
 * sudoku_library_window_get_selection:
 *
 * Returns: (transfer none): the selection of the rows as shown
 */
GtkSelectionModel *
sudoku_library_window_get_selection (SudokuLibraryWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self), NULL);

  return GTK_SELECTION_MODEL (self->selection);
}

/* Whether a list is being read, or an import or export is going on. */
gboolean
sudoku_library_window_is_busy (SudokuLibraryWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self), FALSE);

  return self->loading || self->reload_source != 0 || self->counts_cancellable != NULL ||
         self->import_cancellable != NULL || self->export_cancellable != NULL;
}

/**
 * sudoku_library_window_import_file:
 * @file: a text file of puzzles (`.sdm`, `.txt`, `.sdk`, `.ss`)
 * @level: the group to file them in (1–7 or %SUDOKU_LIBRARY_SAMPLE), or
 *   %SUDOKU_LIBRARY_LEVEL_AUTO to rate them and file each by its level
 * @variant: the rules they follow
 *
 * Imports in a worker, with progress and Cancel shown under the header
 * bar; then reports what was imported, and the bad lines if any.
 */
void
sudoku_library_window_import_file (SudokuLibraryWindow *self,
                                   GFile               *file,
                                   int                  level,
                                   SudokuVariant        variant)
{
  g_autofree char *reading = NULL;

  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (level == SUDOKU_LIBRARY_LEVEL_AUTO ||
                    (level >= 0 && level <= SUDOKU_LIBRARY_MAX_LEVEL));

  if (self->import_cancellable != NULL)
    {
      show_toast (self, _("Another import is going on: wait for it, or cancel it"));
      return;
    }

  self->import_cancellable = g_cancellable_new ();
  self->import_level = level;
  self->import_variant = variant;
  g_free (self->import_name);
  self->import_name = g_file_get_basename (file);
  /* Translators: the import's progress: reading the file. */
  reading = g_strdup_printf (_("“%s”: reading…"), self->import_name);
  gtk_label_set_text (self->import_label, reading);
  gtk_progress_bar_set_fraction (self->import_progress, 0);
  gtk_revealer_set_reveal_child (self->import_revealer, TRUE);
  update_selection (self);
  g_file_load_contents_async (file, self->import_cancellable, import_loaded_cb, self);
}

/**
 * sudoku_library_window_export_file:
 * @file: the file to write (replaced)
 * @format: `.sdm` or `.sdk`
 *
 * Exports the selected puzzles, in the order shown; with none selected,
 * all shown (the group, or what the search found).
 */
void
sudoku_library_window_export_file (SudokuLibraryWindow *self,
                                   GFile               *file,
                                   SudokuLibraryFormat  format)
{
  g_autoptr(GArray) ids = NULL;

  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_cancellable_cancel (self->export_cancellable);
  g_clear_object (&self->export_cancellable);

  if (count_selected (self) > 0)
    ids = dup_selected_ids (self);
  else if (self->search != NULL ||
           gtk_sorter_get_order (gtk_sort_list_model_get_sorter (self->sorted)) !=
           GTK_SORTER_ORDER_NONE)
    {
      /* What is shown, as it is shown; else the library's own order,
       * read in one query. */
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->sorted));

      ids = g_array_sized_new (FALSE, FALSE, sizeof (gint64), n);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(SudokuLibraryItem) item = dup_shown_item (self, i);

          g_array_append_val (ids, item->puzzle->id);
        }
    }

  self->export_cancellable = g_cancellable_new ();
  g_set_object (&self->export_file, file);
  sudoku_library_export_async (self->library, self->group, ids, format, self->export_cancellable,
                               export_ready_cb, self);
}
