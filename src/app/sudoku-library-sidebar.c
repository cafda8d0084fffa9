/* sudoku-library-sidebar.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-library-window"

#include "config.h"

#include "sudoku-library-sidebar.h"

#include "sudoku-context-menu.h"

#include <glib/gi18n.h>

/* The library window's sidebar: the groups (All Puzzles, the levels,
 * Sample) with their counts. A view: it says which group the user
 * chose (::group-selected), opened (::group-activated) or asked a menu
 * for (::group-menu); the window says what to show. */

/* The rows, top to bottom. */
static const int groups[] = {
  SUDOKU_LIBRARY_GROUP_ALL, 1, 2, 3, 4, 5, 6, 7, SUDOKU_LIBRARY_SAMPLE,
};

#define N_GROUPS G_N_ELEMENTS (groups)

struct _SudokuLibrarySidebar
{
  GtkWidget   parent_instance;

  GtkListBox *group_list;
  GtkLabel   *count_labels[N_GROUPS];
  /* The context menu of a row, made anew each time. */
  GtkWidget  *menu;
};

G_DEFINE_FINAL_TYPE (SudokuLibrarySidebar, sudoku_library_sidebar, GTK_TYPE_WIDGET)

enum {
  SIGNAL_GROUP_SELECTED,
  SIGNAL_GROUP_ACTIVATED,
  SIGNAL_GROUP_MENU,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/**
 * sudoku_library_sidebar_dup_group_name:
 * @group: a level 1–7, %SUDOKU_LIBRARY_SAMPLE or %SUDOKU_LIBRARY_GROUP_ALL
 *
 * Returns: (transfer full): the group's name, as the sidebar shows it
 */
char *
sudoku_library_sidebar_dup_group_name (int group)
{
  if (group == SUDOKU_LIBRARY_GROUP_ALL)
    return g_strdup (_("All Puzzles"));
  if (group == SUDOKU_LIBRARY_SAMPLE)
    return g_strdup (_("Sample"));
  /* Translators: a group of the library, as the book calls its levels. */
  return g_strdup_printf (_("Level %d"), group);
}

static void
build_rows (SudokuLibrarySidebar *self)
{
  for (guint i = 0; i < N_GROUPS; i++)
    {
      g_autofree char *name = sudoku_library_sidebar_dup_group_name (groups[i]);
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
      if (groups[i] == SUDOKU_LIBRARY_GROUP_ALL)
        gtk_widget_add_css_class (row, "library-group-all");
      else if (groups[i] == SUDOKU_LIBRARY_SAMPLE)
        gtk_widget_add_css_class (row, "library-group-sample");
      gtk_list_box_append (self->group_list, row);
      self->count_labels[i] = GTK_LABEL (count);
    }
}

static int
row_group (GtkListBoxRow *row)
{
  int index = gtk_list_box_row_get_index (row);

  g_assert (index >= 0 && index < (int) N_GROUPS);
  return groups[index];
}

static void
row_selected_cb (GtkListBox           *list,
                 GtkListBoxRow        *row,
                 SudokuLibrarySidebar *self)
{
  if (row != NULL)
    g_signal_emit (self, signals[SIGNAL_GROUP_SELECTED], 0, row_group (row));
}

static void
row_activated_cb (GtkListBox           *list,
                  GtkListBoxRow        *row,
                  SudokuLibrarySidebar *self)
{
  g_signal_emit (self, signals[SIGNAL_GROUP_ACTIVATED], 0, row_group (row));
}

/* A right click on a row: its menu. */
static void
pressed_cb (GtkGestureClick      *gesture,
            int                   n_press,
            double                x,
            double                y,
            SudokuLibrarySidebar *self)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_y (self->group_list, (int) y);

  if (row == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[SIGNAL_GROUP_MENU], 0, row_group (row), x, y);
}

static void
sudoku_library_sidebar_dispose (GObject *object)
{
  SudokuLibrarySidebar *self = SUDOKU_LIBRARY_SIDEBAR (object);

  g_clear_pointer (&self->menu, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_LIBRARY_SIDEBAR);

  G_OBJECT_CLASS (sudoku_library_sidebar_parent_class)->dispose (object);
}

static void
sudoku_library_sidebar_class_init (SudokuLibrarySidebarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_library_sidebar_dispose;

  /**
   * SudokuLibrarySidebar::group-selected:
   * @group: the group of the row selected
   */
  signals[SIGNAL_GROUP_SELECTED] =
    g_signal_new ("group-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * SudokuLibrarySidebar::group-activated:
   * @group: the group of the row activated (a click, Enter)
   */
  signals[SIGNAL_GROUP_ACTIVATED] =
    g_signal_new ("group-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * SudokuLibrarySidebar::group-menu:
   * @group: the group of the row
   * @x: where, in the sidebar's list
   * @y: where, in the sidebar's list
   *
   * A row's menu was asked for: sudoku_library_sidebar_popup_menu()
   * shows it.
   */
  signals[SIGNAL_GROUP_MENU] =
    g_signal_new ("group-menu", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_DOUBLE, G_TYPE_DOUBLE);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/nanpure/Nanpure/"
                                                             "sudoku-library-sidebar.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuLibrarySidebar, group_list);
  gtk_widget_class_bind_template_callback (widget_class, row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
sudoku_library_sidebar_init (SudokuLibrarySidebar *self)
{
  GtkGesture *gesture = gtk_gesture_click_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  build_rows (self);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
  g_signal_connect (gesture, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->group_list), GTK_EVENT_CONTROLLER (gesture));
}

/* Selects the row of @group (which emits ::group-selected if it was
 * not). */
void
sudoku_library_sidebar_select_group (SudokuLibrarySidebar *self,
                                     int                   group)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_SIDEBAR (self));

  for (guint i = 0; i < N_GROUPS; i++)
    if (groups[i] == group)
      {
        GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->group_list, (int) i);

        if (gtk_list_box_get_selected_row (self->group_list) != row)
          gtk_list_box_select_row (self->group_list, row);
      }
}

/* The counts of @model's groups, and what a screen reader reads. */
void
sudoku_library_sidebar_update_counts (SudokuLibrarySidebar *self,
                                      SudokuLibraryModel   *model)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_SIDEBAR (self));
  g_return_if_fail (SUDOKU_IS_LIBRARY_MODEL (model));

  for (guint i = 0; i < N_GROUPS; i++)
    {
      guint n = sudoku_library_model_get_count (model, groups[i]);
      g_autofree char *text = g_strdup_printf ("%u", n);
      g_autofree char *name = sudoku_library_sidebar_dup_group_name (groups[i]);
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

/* Pops @model up at @x, @y (as ::group-menu gave them). */
void
sudoku_library_sidebar_popup_menu (SudokuLibrarySidebar *self,
                                   GMenuModel           *model,
                                   double                x,
                                   double                y)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_SIDEBAR (self));

  sudoku_context_menu_popup (&self->menu, GTK_WIDGET (self->group_list), model, x, y);
}
