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

/* The library window's columns: how their cells show a row of the
 * model (SudokuLibraryModel, in src/library), and which sort of the
 * model each one asks for. */

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
  [COLUMN_SOURCE] = { NC_("column", "Source"), SUDOKU_LIBRARY_SORT_SOURCE, TRUE, 210, FALSE },
  [COLUMN_TITLE] = { NC_("column", "Title"), SUDOKU_LIBRARY_SORT_TITLE, TRUE, 140, TRUE },
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

char *
_sudoku_library_window_format_date (gint64 unix_time)
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

/* The sort. The model sorts in a worker, so the column view sorts
 * nothing itself: its columns' sorters only say which column the user
 * chose. HACK: GTK 4.8 cannot tell which column a GtkColumnView is
 * sorted by (gtk_column_view_sorter_get_primary_sort_column() is 4.10),
 * so the window asks: it compares two objects with the view's sorter,
 * whose first column's sorter records itself and says "larger"; the
 * view's sorter turns that into "smaller" when the column is sorted
 * descending. */

typedef struct
{
  SudokuLibraryWindow *window;
  SudokuLibrarySort    sort;
} SortProbe;

static int
probe_sort_cb (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  SortProbe *probe = user_data;

  if (probe->window->probed_sort < 0)
    probe->window->probed_sort = (int) probe->sort;
  return GTK_ORDERING_LARGER;
}

static void
view_sorter_changed_cb (GtkSorter           *sorter,
                        GtkSorterChange      change,
                        SudokuLibraryWindow *self)
{
  GtkOrdering order;

  /* The columns go with the window. */
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

void
_sudoku_library_window_build_columns (SudokuLibraryWindow *self)
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

      probe->window = self;
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
