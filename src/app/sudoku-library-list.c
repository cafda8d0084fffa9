/* sudoku-library-list.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-library-window"

#include "config.h"

#include "sudoku-library-list.h"

#include "sudoku-context-menu.h"

#include <glib/gi18n.h>

/* The list pane of the library window: the puzzles of a
 * SudokuLibraryModel (src/library, which reads, searches and sorts
 * them in workers) in a column view, with the user's selection. It
 * keeps the selection over the model's reads (by id: a changed row
 * comes back as a new item), selects the puzzles asked for once the
 * next list is in, scrolls to them or back to the top, and turns the
 * column the user sorts by into the model's sort. The window says what
 * to show (group, search) to the model, and acts on the selection. */

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

struct _SudokuLibraryList
{
  GtkWidget           parent_instance;

  GtkScrolledWindow  *scrolled_window;
  GtkColumnView      *column_view;

  SudokuLibraryModel *model;
  GtkMultiSelection  *selection;
  /* The column the view is sorted by, as the probe found it. */
  int                 probed_sort;

  guint               scroll_source;
  guint               scroll_target;
  guint               scroll_tries;
  gboolean            scroll_to_top;
  /* Ids to select once the next list is in: asked for (a restore, an
   * edit, "Show in Library"), or the selection kept over a read. */
  GHashTable         *pending_selection;
  GHashTable         *reselect;
  /* The context menu, made anew each time. */
  GtkWidget          *menu;
  /* The widths of the hidden columns (set_column_visible()). */
  int                 hidden_width[N_COLUMNS];
};

G_DEFINE_FINAL_TYPE (SudokuLibraryList, sudoku_library_list, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

enum {
  SIGNAL_ITEM_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The columns: how their cells show a row of the model, and which sort
 * of the model each one asks for. */

static const struct {
  const char        *title;
  SudokuLibrarySort  sort;
  gboolean           is_text;
  int                width;
  gboolean           expand;
} columns[N_COLUMNS] = {
  [COLUMN_NUMBER] = { NC_("column", "No."), SUDOKU_LIBRARY_SORT_NUMBER, FALSE, 64, FALSE },
  [COLUMN_LEVEL] = { NC_("column", "Level"), SUDOKU_LIBRARY_SORT_LEVEL, FALSE, 76, FALSE },
  [COLUMN_COMPUTED] = { NC_("column", "Computed"), SUDOKU_LIBRARY_SORT_COMPUTED, FALSE, 100,
                        FALSE },
  [COLUMN_RATING] = { NC_("column", "Rating"), SUDOKU_LIBRARY_SORT_RATING, FALSE, 74, FALSE },
  [COLUMN_CLUES] = { NC_("column", "Clues"), SUDOKU_LIBRARY_SORT_CLUES, FALSE, 64, FALSE },
  [COLUMN_SOURCE] = { NC_("column", "Source"), SUDOKU_LIBRARY_SORT_SOURCE, TRUE, 210, TRUE },
  [COLUMN_TITLE] = { NC_("column", "Title"), SUDOKU_LIBRARY_SORT_TITLE, TRUE, 120, FALSE },
  [COLUMN_SOLVED] = { NC_("column", "Solved"), SUDOKU_LIBRARY_SORT_SOLVED, FALSE, 74, FALSE },
  [COLUMN_DATE] = { NC_("column", "Date"), SUDOKU_LIBRARY_SORT_DATE, FALSE, 112, FALSE },
};

/* The width a column needs for its title in bold, with the header
 * button's padding and the sort arrow beside it. */
static int
title_width (GtkWidget  *widget,
             const char *title)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, title);
  g_autoptr(PangoAttrList) attributes = pango_attr_list_new ();
  int width;

  pango_attr_list_insert (attributes, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_layout_set_attributes (layout, attributes);
  pango_layout_get_pixel_size (layout, &width, NULL);
  /* 2 × 6 px of padding, a 16 px arrow and 6 px between. */
  return width + 34;
}

/* The cells */

/* A text cut short shows itself whole in its tooltip: asked for when
 * the pointer rests on the cell, so binding a row costs nothing. */
static gboolean
query_cell_tooltip_cb (GtkWidget  *inscription,
                       int         x,
                       int         y,
                       gboolean    keyboard,
                       GtkTooltip *tooltip,
                       gpointer    user_data)
{
  const char *text = gtk_inscription_get_text (GTK_INSCRIPTION (inscription));
  g_autoptr(PangoLayout) layout = NULL;
  int width;

  if (text == NULL || *text == '\0')
    return FALSE;
  layout = gtk_widget_create_pango_layout (inscription, text);
  pango_layout_get_pixel_size (layout, &width, NULL);
  if (width <= gtk_widget_get_width (inscription))
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

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
      if (!columns[column].is_text)
        gtk_widget_add_css_class (child, "numeric");
      else
        {
          gtk_widget_set_has_tooltip (child, TRUE);
          g_signal_connect (child, "query-tooltip", G_CALLBACK (query_cell_tooltip_cb), NULL);
        }
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

/* The local time zone, looked up again at most once a second: GLib
 * reads the link /etc/localtime and stats it for each
 * g_time_zone_new_local(), which the date cell asked for on every bind:
 * some thirty rows a frame while the list scrolls fast. Main thread
 * only. */
static GTimeZone *
get_local_zone (void)
{
  static GTimeZone *zone;
  static gint64 looked_up;
  gint64 now = g_get_monotonic_time ();

  if (zone == NULL || now - looked_up > G_USEC_PER_SEC)
    {
      g_clear_pointer (&zone, g_time_zone_unref);
      zone = g_time_zone_new_local ();
      looked_up = now;
    }
  return zone;
}

/* A puzzle's date as the list shows it. */
char *
sudoku_library_list_format_date (gint64 unix_time)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (unix_time);
  g_autoptr(GDateTime) local = NULL;

  if (utc == NULL)
    return g_strdup ("");
  local = g_date_time_to_timezone (utc, get_local_zone ());
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
  const SudokuLibraryPuzzle *puzzle = sudoku_library_item_get_puzzle (item);
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
      text = g_strdup_printf ("%u", sudoku_library_item_get_clues (item));
      break;

    case COLUMN_SOURCE:
      /* A sample puzzle's, in the user's language. */
      text = g_strdup (sudoku_library_puzzle_get_display_source (puzzle));
      break;

    case COLUMN_TITLE:
      text = g_strdup (sudoku_library_puzzle_get_display_title (puzzle));
      break;

    case COLUMN_DATE:
      text = sudoku_library_list_format_date (puzzle->modified);
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

/* The sort. The model sorts in a worker, so the column view sorts
 * nothing itself: its columns' sorters only say which column the user
 * chose. HACK: GTK 4.8 cannot tell which column a GtkColumnView is
 * sorted by (gtk_column_view_sorter_get_primary_sort_column() is 4.10),
 * so the list asks: it compares two objects with the view's sorter,
 * whose first column's sorter records itself and says "larger"; the
 * view's sorter turns that into "smaller" when the column is sorted
 * descending. */

typedef struct
{
  SudokuLibraryList *list;
  SudokuLibrarySort  sort;
} SortProbe;

static int
probe_sort_cb (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  SortProbe *probe = user_data;

  if (probe->list->probed_sort < 0)
    probe->list->probed_sort = (int) probe->sort;
  return GTK_ORDERING_LARGER;
}

static void
view_sorter_changed_cb (GtkSorter         *sorter,
                        GtkSorterChange    change,
                        SudokuLibraryList *self)
{
  GtkOrdering order;

  /* The columns go with the list. */
  if (self->column_view == NULL || self->model == NULL)
    return;
  self->probed_sort = -1;
  order = gtk_sorter_compare (sorter, self, self->column_view);
  if (self->probed_sort < 0 || order == GTK_ORDERING_EQUAL)
    sudoku_library_model_set_sort (self->model, SUDOKU_LIBRARY_SORT_LIBRARY, FALSE);
  else
    sudoku_library_model_set_sort (self->model, (SudokuLibrarySort) self->probed_sort,
                                   order == GTK_ORDERING_SMALLER);
}

static void
build_columns (SudokuLibraryList *self)
{
  /* The widths are for text at 96 dpi: large text widens them. */
  double resolution =
    pango_cairo_context_get_resolution (gtk_widget_get_pango_context (GTK_WIDGET (self)));
  double scale = resolution > 96 ? resolution / 96 : 1;

  for (Column column = 0; column < N_COLUMNS; column++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      g_autoptr(GtkColumnViewColumn) view_column = NULL;
      g_autoptr(GtkSorter) sorter = NULL;
      SortProbe *probe = g_new0 (SortProbe, 1);

      g_signal_connect (factory, "setup", G_CALLBACK (setup_cell_cb), GUINT_TO_POINTER (column));
      g_signal_connect (factory, "bind", G_CALLBACK (bind_cell_cb), GUINT_TO_POINTER (column));
      view_column = gtk_column_view_column_new (g_dpgettext2 (GETTEXT_PACKAGE, "column",
                                                              columns[column].title),
                                                factory);

      probe->list = self;
      probe->sort = columns[column].sort;
      sorter = GTK_SORTER (gtk_custom_sorter_new (probe_sort_cb, probe, g_free));
      gtk_column_view_column_set_sorter (view_column, sorter);

      /* Fixed widths: measuring the rows as they scroll in would make
       * the columns jump, and costs time on every frame. Wide enough
       * for the title, whatever the language (「問題の数字」 was cut). */
      gtk_column_view_column_set_fixed_width (view_column,
                                              MAX ((int) (columns[column].width * scale),
                                                   title_width (GTK_WIDGET (self->column_view),
                                                                gtk_column_view_column_get_title (view_column))));
      gtk_column_view_column_set_expand (view_column, columns[column].expand);
      gtk_column_view_column_set_resizable (view_column, TRUE);
      gtk_column_view_append_column (self->column_view, view_column);
    }
  g_signal_connect (gtk_column_view_get_sorter (self->column_view), "changed",
                    G_CALLBACK (view_sorter_changed_cb), self);
}

/* The rows and the selection */

/**
 * sudoku_library_list_dup_item:
 * @position: a row shown
 *
 * Returns: (transfer full) (nullable): its item
 */
SudokuLibraryItem *
sudoku_library_list_dup_item (SudokuLibraryList *self,
                              guint              position)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LIST (self), NULL);

  return g_list_model_get_item (G_LIST_MODEL (self->model), position);
}

/* The ids of the selected rows, in the order shown. */
GArray *
sudoku_library_list_dup_selected_ids (SudokuLibraryList *self)
{
  GtkBitset *selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  GtkBitsetIter iter;
  guint position;

  for (gboolean more = gtk_bitset_iter_init_first (&iter, selected, &position); more;
       more = gtk_bitset_iter_next (&iter, &position))
    {
      g_autoptr(SudokuLibraryItem) item = sudoku_library_list_dup_item (self, position);
      gint64 id = sudoku_library_item_get_id (item);

      g_array_append_val (ids, id);
    }
  gtk_bitset_unref (selected);
  return ids;
}

/* The puzzles an export or a booklet takes: the selected ones, in the
 * order shown; with none selected, all shown, as shown — or %NULL when
 * that is the group shown in the library's own order, which the
 * library then reads in one query. */
GArray *
sudoku_library_list_dup_shown_ids (SudokuLibraryList *self)
{
  GArray *ids;
  guint n;

  if (sudoku_library_list_count_selected (self) > 0)
    return sudoku_library_list_dup_selected_ids (self);
  if (sudoku_library_model_get_search (self->model) == NULL &&
      sudoku_library_model_get_sort (self->model) == SUDOKU_LIBRARY_SORT_LIBRARY)
    return NULL;

  n = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  ids = g_array_sized_new (FALSE, FALSE, sizeof (gint64), n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SudokuLibraryItem) item = sudoku_library_list_dup_item (self, i);
      gint64 id = sudoku_library_item_get_id (item);

      g_array_append_val (ids, id);
    }
  return ids;
}

guint
sudoku_library_list_count_selected (SudokuLibraryList *self)
{
  GtkBitset *selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  guint n = (guint) gtk_bitset_get_size (selected);

  gtk_bitset_unref (selected);
  return n;
}

/* The one selected row, or %NULL when there is none or several. */
SudokuLibraryItem *
sudoku_library_list_dup_single_selected (SudokuLibraryList *self)
{
  GtkBitset *selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  SudokuLibraryItem *item = NULL;

  if (gtk_bitset_get_size (selected) == 1)
    item = sudoku_library_list_dup_item (self, gtk_bitset_get_minimum (selected));
  gtk_bitset_unref (selected);
  return item;
}

/* Scrolls once the list has its rows laid out: rows are added in chunks,
 * and GTK 4.8's scroll-to-item warns about (and ignores) a row it has
 * not placed yet. The rows all have one height, so the adjustment can
 * be set directly, centring the row. */
static gboolean
scroll_cb (gpointer user_data)
{
  SudokuLibraryList *self = user_data;
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (self->column_view));
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->column_view));
  guint n_items;
  double upper, page, row;

  if (model == NULL || adjustment == NULL || self->scroll_tries++ > 200)
    {
      self->scroll_source = 0;
      return G_SOURCE_REMOVE;
    }
  n_items = g_list_model_get_n_items (model);
  upper = gtk_adjustment_get_upper (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (self->scroll_target >= n_items || upper <= 0 || page <= 0)
    return G_SOURCE_CONTINUE;

  self->scroll_source = 0;
  row = upper / n_items;
  gtk_adjustment_set_value (adjustment,
                            CLAMP (row * self->scroll_target - (page - row) / 2, 0,
                                   upper - page));
  return G_SOURCE_REMOVE;
}

static void
scroll_to_position (SudokuLibraryList *self,
                    guint              position)
{
  self->scroll_target = position;
  self->scroll_tries = 0;
  if (self->scroll_source == 0)
    self->scroll_source = g_idle_add_full (GDK_PRIORITY_REDRAW + 10, scroll_cb, self, NULL);
}

/* Back to the top, once the rows are laid out (see scroll_cb()); an
 * adjustment moved before that makes GTK 4.8 warn. */
static void
scroll_to_top (SudokuLibraryList *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);

  if (gtk_adjustment_get_value (adjustment) != 0)
    scroll_to_position (self, 0);
}

static GHashTable *
id_set_new (GArray *ids)
{
  GHashTable *set = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  for (guint i = 0; i < ids->len; i++)
    g_hash_table_add (set, g_memdup2 (&g_array_index (ids, gint64, i), sizeof (gint64)));
  return set;
}

/* Selects the rows whose ids are in @ids, and no other. */
static void
select_ids (SudokuLibraryList *self,
            GHashTable        *ids,
            gboolean           scroll)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  GtkBitset *selected = gtk_bitset_new_empty ();
  GtkBitset *mask = gtk_bitset_new_range (0, n);
  guint first = GTK_INVALID_LIST_POSITION;

  for (guint position = 0; position < n; position++)
    {
      g_autoptr(SudokuLibraryItem) item = sudoku_library_list_dup_item (self, position);
      gint64 id = sudoku_library_item_get_id (item);

      if (g_hash_table_contains (ids, &id))
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

/* The row of the view that shows @position, if it is made (the rows near
 * the view are): found through its cells, which know their list item. */
static GtkWidget *
find_row (GtkWidget *widget,
          guint      position)
{
  GtkListItem *list_item = g_object_get_data (G_OBJECT (widget), "sudoku-list-item");

  if (list_item != NULL && gtk_list_item_get_position (list_item) == position)
    {
      /* A row is a child of the column view's list view. */
      for (GtkWidget *row = widget; row != NULL; row = gtk_widget_get_parent (row))
        if (GTK_IS_LIST_VIEW (gtk_widget_get_parent (row)))
          return row;
      return NULL;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *row = find_row (child, position);

      if (row != NULL)
        return row;
    }
  return NULL;
}

/**
 * sudoku_library_list_focus_first:
 *
 * Down from the search field: the focus goes to the first row, which is
 * selected alone, as in GNOME's lists, so that the details and Enter
 * follow it. (Entering the list, GTK 4.8 focuses the row it last had
 * focused, and selects nothing.)
 *
 * Returns: whether there was a row to go to
 */
gboolean
sudoku_library_list_focus_first (SudokuLibraryList *self)
{
  GtkWidget *row;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LIST (self), FALSE);

  if (g_list_model_get_n_items (G_LIST_MODEL (self->selection)) == 0)
    return FALSE;
  gtk_selection_model_select_item (GTK_SELECTION_MODEL (self->selection), 0, TRUE);
  scroll_to_position (self, 0);
  row = find_row (GTK_WIDGET (self->column_view), 0);
  if (row != NULL && gtk_widget_grab_focus (row))
    return TRUE;
  return gtk_widget_child_focus (GTK_WIDGET (self->column_view), GTK_DIR_DOWN);
}

/**
 * sudoku_library_list_select_later:
 * @ids: puzzles of the library
 *
 * Selects the puzzles of @ids, and shows the first, once the next list
 * is in: what was restored, edited or saved.
 */
void
sudoku_library_list_select_later (SudokuLibraryList *self,
                                  GArray            *ids)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_LIST (self));

  g_clear_pointer (&self->pending_selection, g_hash_table_unref);
  self->pending_selection = id_set_new (ids);
}

/* What was asked to be selected later is not. */
void
sudoku_library_list_forget_select_later (SudokuLibraryList *self)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_LIST (self));

  g_clear_pointer (&self->pending_selection, g_hash_table_unref);
}

/**
 * sudoku_library_list_start_over:
 *
 * Other puzzles are about to be shown (another group, another search):
 * the next list starts at its top. With @unselect, the selection goes
 * too (another group).
 */
void
sudoku_library_list_start_over (SudokuLibraryList *self,
                                gboolean           unselect)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_LIST (self));

  if (unselect)
    {
      gtk_selection_model_unselect_all (GTK_SELECTION_MODEL (self->selection));
      g_clear_pointer (&self->reselect, g_hash_table_unref);
    }
  self->scroll_to_top = TRUE;
}

/* The Title column takes room only when a puzzle shown has a title (the
 * sample puzzles and most imports have none), and leaves it to Source.
 * Shown as soon as rows with a title come in; hidden once a whole read
 * has none. */
static gboolean
any_titled (SudokuLibraryList *self,
            guint              position,
            guint              n)
{
  for (guint i = position; i < position + n; i++)
    {
      g_autoptr(SudokuLibraryItem) item = sudoku_library_list_dup_item (self, i);
      const char *title = item != NULL ? sudoku_library_puzzle_get_display_title (
                                           sudoku_library_item_get_puzzle (item))
                                       : NULL;

      if (title != NULL && *title != '\0')
        return TRUE;
    }
  return FALSE;
}

/* Shows or hides a column. HACK: GTK 4.8 counts a hidden column's fixed
 * width in the room the columns need, so that an expanding column does
 * not get it: a hidden column has none, and gets its width back when it
 * is shown again. */
static void
set_column_visible (SudokuLibraryList *self,
                    Column             column,
                    gboolean           visible)
{
  g_autoptr(GtkColumnViewColumn) view_column =
    g_list_model_get_item (gtk_column_view_get_columns (self->column_view), column);

  if (gtk_column_view_column_get_visible (view_column) == visible)
    return;
  if (!visible)
    {
      self->hidden_width[column] = gtk_column_view_column_get_fixed_width (view_column);
      gtk_column_view_column_set_fixed_width (view_column, 0);
    }
  else
    gtk_column_view_column_set_fixed_width (view_column, self->hidden_width[column]);
  gtk_column_view_column_set_visible (view_column, visible);
}

/* The Level column says nothing in a level of its own. */
void
sudoku_library_list_set_level_column_visible (SudokuLibraryList *self,
                                              gboolean           visible)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_LIST (self));

  set_column_visible (self, COLUMN_LEVEL, visible);
}

static void
set_title_column_visible (SudokuLibraryList *self,
                          gboolean           visible)
{
  set_column_visible (self, COLUMN_TITLE, visible);
}

/* The model's reads */

/* A read starts: a changed row comes back as a new item, which the
 * selection model does not know, so the selection is kept by id. */
static void
model_loading_cb (SudokuLibraryList *self)
{
  if (sudoku_library_model_get_loading (self->model) && self->reselect == NULL &&
      sudoku_library_list_count_selected (self) > 0)
    {
      g_autoptr(GArray) ids = sudoku_library_list_dup_selected_ids (self);

      self->reselect = id_set_new (ids);
    }
}

/* Another group or search starts at its top, from its first rows. */
static void
model_items_changed_cb (SudokuLibraryList *self,
                        guint              position,
                        guint              removed,
                        guint              added)
{
  if (added > 0 && any_titled (self, position, added))
    set_title_column_visible (self, TRUE);
  if (self->scroll_to_top)
    {
      scroll_to_top (self);
      self->scroll_to_top = FALSE;
    }
}

/* Connected before the window's handler: the selection is in when the
 * window looks at it. */
static void
model_loaded_cb (SudokuLibraryList *self,
                 const GError      *error)
{
  g_autoptr(GHashTable) reselect = g_steal_pointer (&self->reselect);

  if (error == NULL)
    set_title_column_visible (self,
                              any_titled (self, 0,
                                          g_list_model_get_n_items (G_LIST_MODEL (self->model))));
  if (error == NULL && self->pending_selection != NULL)
    {
      g_autoptr(GHashTable) ids = g_steal_pointer (&self->pending_selection);

      select_ids (self, ids, TRUE);
    }
  else if (error == NULL && reselect != NULL)
    select_ids (self, reselect, FALSE);
  self->scroll_to_top = FALSE;
}

static void
column_view_activate_cb (GtkColumnView     *column_view,
                         guint              position,
                         SudokuLibraryList *self)
{
  g_autoptr(SudokuLibraryItem) item = sudoku_library_list_dup_item (self, position);

  if (item != NULL)
    g_signal_emit (self, signals[SIGNAL_ITEM_ACTIVATED], 0, sudoku_library_item_get_id (item));
}

/* GObject */

/**
 * sudoku_library_list_set_model:
 * @model: the rows to show
 *
 * Once, before anyone else connects to @model's signals: the list keeps
 * its selection in its handlers, which then run first.
 */
void
sudoku_library_list_set_model (SudokuLibraryList  *self,
                               SudokuLibraryModel *model)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_LIST (self));
  g_return_if_fail (SUDOKU_IS_LIBRARY_MODEL (model));
  g_return_if_fail (self->model == NULL);

  self->model = g_object_ref (model);
  g_signal_connect_swapped (self->model, "notify::loading", G_CALLBACK (model_loading_cb), self);
  g_signal_connect_swapped (self->model, "items-changed", G_CALLBACK (model_items_changed_cb),
                            self);
  g_signal_connect_swapped (self->model, "loaded", G_CALLBACK (model_loaded_cb), self);
  gtk_multi_selection_set_model (self->selection, G_LIST_MODEL (self->model));
}

static void
sudoku_library_list_dispose (GObject *object)
{
  SudokuLibraryList *self = SUDOKU_LIBRARY_LIST (object);

  g_clear_handle_id (&self->scroll_source, g_source_remove);
  g_clear_pointer (&self->menu, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_LIBRARY_LIST);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->selection);
  g_clear_object (&self->model);
  g_clear_pointer (&self->pending_selection, g_hash_table_unref);
  g_clear_pointer (&self->reselect, g_hash_table_unref);

  G_OBJECT_CLASS (sudoku_library_list_parent_class)->dispose (object);
}

static void
sudoku_library_list_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  SudokuLibraryList *self = SUDOKU_LIBRARY_LIST (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      sudoku_library_list_set_model (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_library_list_class_init (SudokuLibraryListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_library_list_dispose;
  object_class->set_property = sudoku_library_list_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, SUDOKU_TYPE_LIBRARY_MODEL,
                         G_PARAM_WRITABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuLibraryList::item-activated:
   * @self: the list
   * @id: the puzzle's id in the library
   *
   * A row was activated: a double click or Enter.
   */
  signals[SIGNAL_ITEM_ACTIVATED] =
    g_signal_new ("item-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/nanpure/Nanpure/"
                                                             "sudoku-library-list.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryList, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryList, column_view);
  gtk_widget_class_bind_template_callback (widget_class, column_view_activate_cb);
}

static void
sudoku_library_list_init (SudokuLibraryList *self)
{
  self->probed_sort = -1;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The model comes later (sudoku_library_list_set_model()). */
  self->selection = gtk_multi_selection_new (NULL);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));
  build_columns (self);
  set_title_column_visible (self, FALSE);
}

/**
 * sudoku_library_list_new:
 * @model: the rows to show
 *
 * Returns: (transfer floating): a new list
 */
GtkWidget *
sudoku_library_list_new (SudokuLibraryModel *model)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_MODEL (model), NULL);

  return g_object_new (SUDOKU_TYPE_LIBRARY_LIST, "model", model, NULL);
}

/* Returns: (transfer none): the selection of the rows as shown */
GtkSelectionModel *
sudoku_library_list_get_selection (SudokuLibraryList *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LIST (self), NULL);

  return GTK_SELECTION_MODEL (self->selection);
}

/* Returns: (transfer none): the column view, for its context menu */
GtkColumnView *
sudoku_library_list_get_column_view (SudokuLibraryList *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_LIST (self), NULL);

  return self->column_view;
}

/* Pops @model up at @x, @y of the column view, as the rows' context
 * menu. */
void
sudoku_library_list_popup_menu (SudokuLibraryList *self,
                                GMenuModel        *model,
                                double             x,
                                double             y)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_LIST (self));

  sudoku_context_menu_popup (&self->menu, GTK_WIDGET (self->column_view), model, x, y);
}
