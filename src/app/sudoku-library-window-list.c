/* sudoku-library-window-list.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-library-window"

#include "config.h"

#include "sudoku-library-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* The library window's list: SudokuLibraryItem, one row; the rows as a
 * list model (SudokuLibraryRows); the columns, their sort keys and how
 * their cells show a row. */

/* SudokuLibraryItem */

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
SudokuLibraryItem *
_sudoku_library_item_new_take (SudokuLibraryPuzzle *puzzle)
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

/* SudokuLibraryRows: the rows in the library's order. A list model over
 * an array: the sort and selection models read rows by position, which
 * is an index here (a GListStore walks a tree), and replacing thousands
 * of rows is one memmove. */

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
void
_sudoku_library_rows_splice (SudokuLibraryRows *self,
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

GPtrArray *
_sudoku_library_rows_dup_snapshot (SudokuLibraryRows *self)
{
  GPtrArray *snapshot = g_ptr_array_copy (self->items, ref_item, NULL);

  g_ptr_array_set_free_func (snapshot, g_object_unref);
  return snapshot;
}

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

char *
_sudoku_library_window_format_date (gint64 unix_time)
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
      text = _sudoku_library_window_format_date (puzzle->modified);
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

void
_sudoku_library_window_build_columns (SudokuLibraryWindow *self)
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
