/* sudoku-steps-panel.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-steps-panel.h"
#include "sudoku-solve-runner.h"

/* All Steps (issue 24): a side view of every step available now, from
 * the session part SudokuStepList, which it activates while it is shown
 * (mapped). The list is sorted (by difficulty, grouped by technique; by
 * what a step removes; by the singles it unlocks; by cell) and filtered
 * (a digit, the cell at the cursor, a family) here, in the view.
 * Selecting a row shows its step as the hint (the grid draws it as a
 * hint is drawn, the banner says it); Apply or Enter plays it as the
 * hint's Apply does, as one undoable move. Built in code: a few
 * widgets, no template. */

enum {
  SORT_DIFFICULTY,
  SORT_REMOVED,
  SORT_UNLOCKED,
  SORT_CELL,
};

struct _SudokuStepsPanel
{
  GtkWidget          parent_instance;

  SudokuSession     *session;
  SudokuGridView    *grid_view;
  SudokuStepList    *list;

  GtkWidget         *box;
  GtkWidget         *progress_bar;
  GtkWidget         *cancel_button;
  GtkWidget         *level_label;
  GtkWidget         *harder_button;
  GtkWidget         *all_button;
  GtkWidget         *sort_dropdown;
  GtkWidget         *digit_dropdown;
  GtkWidget         *family_dropdown;
  GtkWidget         *cell_check;
  GtkWidget         *list_view;
  GtkWidget         *count_label;
  GtkWidget         *apply_button;

  GtkCustomFilter   *filter;
  GtkCustomSorter   *sorter;
  GtkSingleSelection *selection;
};

G_DEFINE_FINAL_TYPE (SudokuStepsPanel, sudoku_steps_panel, GTK_TYPE_WIDGET)

/* The families as the preferences name them. */
static const char *const family_names[SUDOKU_N_FAMILIES] = {
  N_("Singles"),
  N_("Intersections"),
  N_("Naked and Hidden Subsets"),
  N_("Fish"),
  N_("Single-Digit Patterns"),
  N_("Coloring"),
  N_("Wings"),
  N_("Uniqueness"),
  N_("Chains and Loops"),
  N_("Almost Locked Sets"),
  N_("Forcing Chains and Nets"),
  N_("Assumptions"),
};

static gboolean
filter_func (gpointer item,
             gpointer user_data)
{
  SudokuStepsPanel *self = user_data;
  SudokuFoundStep *found = sudoku_step_item_get_found (item);
  guint digit = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->digit_dropdown));
  guint family = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->family_dropdown));

  if (digit > 0 && digit <= 9 &&
      !(sudoku_found_step_get_digits (found) & SUDOKU_DIGIT_BIT (digit)))
    return FALSE;
  if (family > 0 && family <= SUDOKU_N_FAMILIES)
    {
      const SudokuTechnique *techniques;
      guint n_techniques;
      gboolean any = FALSE;

      techniques = sudoku_found_step_get_techniques (found, &n_techniques);
      for (guint i = 0; i < n_techniques; i++)
        any |= sudoku_technique_get_info (techniques[i])->family == family - 1;
      if (!any)
        return FALSE;
    }
  if (self->grid_view != NULL &&
      gtk_check_button_get_active (GTK_CHECK_BUTTON (self->cell_check)))
    {
      int cursor = sudoku_grid_view_get_cursor (self->grid_view);

      if (cursor < 0 || !sudoku_cells_has (sudoku_found_step_get_cells (found), cursor))
        return FALSE;
    }
  return TRUE;
}

/* Difficulty groups each technique's steps: the techniques in the
 * order of their level and rating, then the steps of one technique. */
static int
sort_func (gconstpointer a,
           gconstpointer b,
           gpointer      user_data)
{
  SudokuStepsPanel *self = user_data;
  SudokuFoundStep *x = sudoku_step_item_get_found ((gpointer) a);
  SudokuFoundStep *y = sudoku_step_item_get_found ((gpointer) b);

  switch (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->sort_dropdown)))
    {
    case SORT_REMOVED:
      return sudoku_found_step_compare_removed (x, y);
    case SORT_UNLOCKED:
      return sudoku_found_step_compare_unlocked (x, y);
    case SORT_CELL:
      return sudoku_found_step_compare_cell (x, y);
    case SORT_DIFFICULTY:
    default:
      return sudoku_found_step_compare_difficulty (x, y);
    }
}

static void
filter_changed_cb (SudokuStepsPanel *self)
{
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
}

static void
sort_changed_cb (SudokuStepsPanel *self)
{
  gtk_sorter_changed (GTK_SORTER (self->sorter), GTK_SORTER_CHANGE_DIFFERENT);
}

static void
cursor_changed_cb (SudokuStepsPanel *self)
{
  if (gtk_check_button_get_active (GTK_CHECK_BUTTON (self->cell_check)))
    filter_changed_cb (self);
}

static SudokuStepItem *
selected_item (SudokuStepsPanel *self)
{
  return gtk_single_selection_get_selected_item (self->selection);
}

/* The row selected is shown as the hint, in full. */
static void
selection_changed_cb (SudokuStepsPanel *self)
{
  SudokuStepItem *item = selected_item (self);
  SudokuSolveRunner *runner;

  gtk_widget_set_sensitive (self->apply_button, item != NULL);
  if (self->session == NULL || item == NULL)
    return;
  runner = sudoku_session_get_solve_runner (self->session);
  sudoku_solve_runner_show_step (runner,
                                 sudoku_found_step_get_step (sudoku_step_item_get_found (item)));
}

static void
apply (SudokuStepsPanel *self)
{
  SudokuStepItem *item = selected_item (self);
  SudokuSolveRunner *runner;

  if (self->session == NULL || item == NULL)
    return;
  runner = sudoku_session_get_solve_runner (self->session);
  /* The hint may have gone (a click elsewhere): show the row's step
   * again, then play it as the hint's Apply does. */
  sudoku_solve_runner_show_step (runner,
                                 sudoku_found_step_get_step (sudoku_step_item_get_found (item)));
  sudoku_solve_runner_apply_hint (runner);
}

static void
activate_cb (SudokuStepsPanel *self,
             guint             position)
{
  gtk_single_selection_set_selected (self->selection, position);
  apply (self);
}

static void
update_status (SudokuStepsPanel *self)
{
  gboolean busy;
  guint level, shown, found;
  g_autofree char *count = NULL;

  if (self->list == NULL)
    return;
  busy = sudoku_step_list_get_busy (self->list);
  level = sudoku_step_list_get_level (self->list);
  found = sudoku_step_list_get_n_found (self->list);
  shown = g_list_model_get_n_items (G_LIST_MODEL (self->selection));

  gtk_widget_set_visible (self->progress_bar, busy);
  gtk_widget_set_visible (self->cancel_button, busy);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar),
                                 sudoku_step_list_get_progress (self->list));
  if (level == 0)
    gtk_label_set_label (GTK_LABEL (self->level_label), _("All levels"));
  else
    {
      /* Translators: which steps All Steps lists: those of this level
       * and the easier ones. */
      g_autofree char *text = g_strdup_printf (_("Up to level %u"), level);

      gtk_label_set_label (GTK_LABEL (self->level_label), text);
    }
  gtk_widget_set_sensitive (self->harder_button,
                            sudoku_step_list_get_can_show_harder (self->list));
  gtk_widget_set_sensitive (self->all_button, level != 0);
  /* Translators: under All Steps: the steps listed (after the filters)
   * and all the steps found. */
  count = g_strdup_printf (ngettext ("%u of %u step", "%u of %u steps", found), shown, found);
  gtk_label_set_label (GTK_LABEL (self->count_label), count);
}

static void
harder_clicked_cb (SudokuStepsPanel *self)
{
  sudoku_step_list_show_harder (self->list);
}

static void
all_clicked_cb (SudokuStepsPanel *self)
{
  sudoku_step_list_show_all (self->list);
}

static void
cancel_clicked_cb (SudokuStepsPanel *self)
{
  sudoku_step_list_cancel (self->list);
}

/* Rows: the technique (and the others that find the same), the step in
 * one line, and what it does. */
static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item,
          gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *technique = gtk_label_new (NULL);
  GtkWidget *summary = gtk_label_new (NULL);
  GtkWidget *details = gtk_label_new (NULL);

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  for (guint i = 0; i < 3; i++)
    {
      GtkWidget *label = i == 0 ? technique : i == 1 ? summary : details;

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_widget_add_css_class (technique, "heading");
  gtk_widget_add_css_class (details, "dim-label");
  gtk_widget_add_css_class (details, "caption");
  gtk_list_item_set_child (list_item, box);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *list_item,
         gpointer                  user_data)
{
  SudokuStepItem *item = gtk_list_item_get_item (list_item);
  SudokuFoundStep *found = sudoku_step_item_get_found (item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *technique = gtk_widget_get_first_child (box);
  GtkWidget *summary = gtk_widget_get_next_sibling (technique);
  GtkWidget *details = gtk_widget_get_next_sibling (summary);
  const SudokuTechnique *techniques;
  guint n_techniques;
  g_autoptr(GString) names = g_string_new (NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  const SudokuStep *step = sudoku_found_step_get_step (found);
  guint unlocked = sudoku_found_step_get_n_unlocked (found);

  techniques = sudoku_found_step_get_techniques (found, &n_techniques);
  for (guint i = 1; i < n_techniques; i++)
    g_string_append_printf (names, "%s%s", i > 1 ? ", " : "",
                            _(sudoku_technique_get_info (techniques[i])->name));
  gtk_label_set_label (GTK_LABEL (technique),
                       _(sudoku_technique_get_info (techniques[0])->name));
  gtk_label_set_label (GTK_LABEL (summary), sudoku_step_item_get_summary (item));
  /* Translators: under a step of All Steps: its level and rating. */
  g_string_printf (text, _("Level %u, rating %.1f"), sudoku_found_step_get_level (found),
                   sudoku_found_step_get_difficulty (found));
  if (step->placements->len)
    {
      g_string_append (text, " · ");
      g_string_append_printf (text, ngettext ("places %u digit", "places %u digits",
                                              step->placements->len), step->placements->len);
    }
  if (step->eliminations->len)
    {
      g_string_append (text, " · ");
      g_string_append_printf (text, ngettext ("removes %u candidate", "removes %u candidates",
                                              step->eliminations->len),
                              step->eliminations->len);
    }
  if (unlocked)
    {
      g_string_append (text, " · ");
      g_string_append_printf (text, ngettext ("unlocks %u single", "unlocks %u singles",
                                              unlocked), unlocked);
    }
  if (n_techniques > 1)
    {
      g_string_append_c (text, '\n');
      /* Translators: under a step of All Steps: the other techniques
       * that find exactly the same result. */
      g_string_append_printf (text, _("Also: %s"), names->str);
    }
  gtk_label_set_label (GTK_LABEL (details), text->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  sudoku_step_item_get_summary (item), -1);
}

static GtkWidget *
dropdown_new (const char *const *strings,
              const char        *accessible_name)
{
  GtkWidget *dropdown = gtk_drop_down_new_from_strings (strings);

  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible_name, -1);
  gtk_widget_set_hexpand (dropdown, TRUE);
  return dropdown;
}

static void
sudoku_steps_panel_map (GtkWidget *widget)
{
  SudokuStepsPanel *self = SUDOKU_STEPS_PANEL (widget);

  GTK_WIDGET_CLASS (sudoku_steps_panel_parent_class)->map (widget);
  if (self->list != NULL)
    sudoku_step_list_set_active (self->list, TRUE);
  /* Opened from the keyboard (Shift+F6), the arrows then go down the
   * list and Enter plays the step. */
  gtk_widget_grab_focus (self->list_view);
}

/* A hidden panel searches nothing. */
static void
sudoku_steps_panel_unmap (GtkWidget *widget)
{
  SudokuStepsPanel *self = SUDOKU_STEPS_PANEL (widget);

  if (self->list != NULL)
    sudoku_step_list_set_active (self->list, FALSE);
  GTK_WIDGET_CLASS (sudoku_steps_panel_parent_class)->unmap (widget);
}

static void
sudoku_steps_panel_dispose (GObject *object)
{
  SudokuStepsPanel *self = SUDOKU_STEPS_PANEL (object);

  if (self->list != NULL)
    sudoku_step_list_set_active (self->list, FALSE);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->selection);
  g_clear_object (&self->list);
  g_clear_weak_pointer (&self->grid_view);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (sudoku_steps_panel_parent_class)->dispose (object);
}

static void
sudoku_steps_panel_class_init (SudokuStepsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_steps_panel_dispose;
  widget_class->map = sudoku_steps_panel_map;
  widget_class->unmap = sudoku_steps_panel_unmap;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sudoku-steps-panel");
}

static void
sudoku_steps_panel_init (SudokuStepsPanel *self)
{
  const char *sorts[] = { N_("By difficulty"), N_("By candidates removed"),
                          N_("By singles unlocked"), N_("By cell"), NULL };
  const char *digits[] = { N_("Any digit"), "1", "2", "3", "4", "5", "6", "7", "8", "9", NULL };
  const char *families[SUDOKU_N_FAMILIES + 2] = { N_("Every family") };
  const char *translated[G_N_ELEMENTS (sorts)];
  GtkWidget *header, *title, *level_row, *filters, *scrolled, *footer;
  GtkListItemFactory *factory;
  GtkFilterListModel *filtered;
  GtkSortListModel *sorted;

  for (guint i = 0; i < SUDOKU_N_FAMILIES; i++)
    families[i + 1] = _(family_names[i]);
  families[0] = _(families[0]);
  digits[0] = _(digits[0]);
  for (guint i = 0; i < G_N_ELEMENTS (sorts); i++)
    translated[i] = sorts[i] ? _(sorts[i]) : NULL;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_margin_top (self->box, 12);
  gtk_widget_set_margin_bottom (self->box, 12);
  gtk_widget_set_size_request (GTK_WIDGET (self), 320, -1);

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  title = gtk_label_new (_("All Steps"));
  gtk_widget_add_css_class (title, "title-4");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_box_append (GTK_BOX (header), title);
  self->cancel_button = gtk_button_new_with_mnemonic (_("Stop _Search"));
  gtk_box_append (GTK_BOX (header), self->cancel_button);
  gtk_box_append (GTK_BOX (self->box), header);

  self->progress_bar = gtk_progress_bar_new ();
  gtk_box_append (GTK_BOX (self->box), self->progress_bar);

  level_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->level_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->level_label), 0);
  gtk_widget_set_hexpand (self->level_label, TRUE);
  gtk_box_append (GTK_BOX (level_row), self->level_label);
  self->harder_button = gtk_button_new_with_mnemonic (_("One Level _Harder"));
  gtk_box_append (GTK_BOX (level_row), self->harder_button);
  self->all_button = gtk_button_new_with_mnemonic (_("A_ll Levels"));
  gtk_box_append (GTK_BOX (level_row), self->all_button);
  gtk_box_append (GTK_BOX (self->box), level_row);

  filters = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (filters), 6);
  gtk_grid_set_column_spacing (GTK_GRID (filters), 6);
  self->sort_dropdown = dropdown_new (translated, _("Sort"));
  self->digit_dropdown = dropdown_new (digits, _("Digit"));
  self->family_dropdown = dropdown_new (families, _("Technique family"));
  self->cell_check = gtk_check_button_new_with_mnemonic (_("Only at the _selected cell"));
  gtk_grid_attach (GTK_GRID (filters), self->sort_dropdown, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (filters), self->digit_dropdown, 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (filters), self->family_dropdown, 0, 1, 2, 1);
  gtk_grid_attach (GTK_GRID (filters), self->cell_check, 0, 2, 2, 1);
  gtk_box_append (GTK_BOX (self->box), filters);

  self->filter = gtk_custom_filter_new (filter_func, self, NULL);
  self->sorter = gtk_custom_sorter_new (sort_func, self, NULL);
  filtered = gtk_filter_list_model_new (NULL, GTK_FILTER (self->filter));
  sorted = gtk_sort_list_model_new (G_LIST_MODEL (filtered), GTK_SORTER (self->sorter));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (sorted));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), NULL);
  self->list_view = gtk_list_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection)),
                                       factory);
  gtk_list_view_set_single_click_activate (GTK_LIST_VIEW (self->list_view), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list_view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("All Steps"), -1);
  gtk_widget_add_css_class (self->list_view, "rich-list");
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->list_view);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_widget_add_css_class (scrolled, "card");
  gtk_box_append (GTK_BOX (self->box), scrolled);

  footer = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->count_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->count_label), 0);
  gtk_widget_set_hexpand (self->count_label, TRUE);
  gtk_widget_add_css_class (self->count_label, "dim-label");
  gtk_box_append (GTK_BOX (footer), self->count_label);
  self->apply_button = gtk_button_new_with_mnemonic (_("A_pply Step"));
  gtk_widget_add_css_class (self->apply_button, "suggested-action");
  gtk_widget_set_sensitive (self->apply_button, FALSE);
  gtk_box_append (GTK_BOX (footer), self->apply_button);
  gtk_box_append (GTK_BOX (self->box), footer);

  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (cancel_clicked_cb), self);
  g_signal_connect_swapped (self->harder_button, "clicked", G_CALLBACK (harder_clicked_cb), self);
  g_signal_connect_swapped (self->all_button, "clicked", G_CALLBACK (all_clicked_cb), self);
  g_signal_connect_swapped (self->apply_button, "clicked", G_CALLBACK (apply), self);
  g_signal_connect_swapped (self->sort_dropdown, "notify::selected",
                            G_CALLBACK (sort_changed_cb), self);
  g_signal_connect_swapped (self->digit_dropdown, "notify::selected",
                            G_CALLBACK (filter_changed_cb), self);
  g_signal_connect_swapped (self->family_dropdown, "notify::selected",
                            G_CALLBACK (filter_changed_cb), self);
  g_signal_connect_swapped (self->cell_check, "toggled", G_CALLBACK (filter_changed_cb), self);
  g_signal_connect_swapped (self->selection, "selection-changed",
                            G_CALLBACK (selection_changed_cb), self);
  g_signal_connect_swapped (self->selection, "items-changed", G_CALLBACK (update_status), self);
  g_signal_connect_swapped (self->list_view, "activate", G_CALLBACK (activate_cb), self);
}

GtkWidget *
sudoku_steps_panel_new (void)
{
  return g_object_new (SUDOKU_TYPE_STEPS_PANEL, NULL);
}

/**
 * sudoku_steps_panel_set_session:
 * @self: a panel
 * @session: the window's session
 * @grid_view: the grid whose cursor "Only at the selected cell" follows
 *
 * Called once, when the window is built.
 */
void
sudoku_steps_panel_set_session (SudokuStepsPanel *self,
                                SudokuSession    *session,
                                SudokuGridView   *grid_view)
{
  GListModel *sorted;
  GListModel *filtered;

  g_return_if_fail (SUDOKU_IS_STEPS_PANEL (self));
  g_return_if_fail (SUDOKU_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  g_set_weak_pointer (&self->grid_view, grid_view);
  self->list = sudoku_step_list_new (session);
  sorted = gtk_single_selection_get_model (self->selection);
  filtered = gtk_sort_list_model_get_model (GTK_SORT_LIST_MODEL (sorted));
  gtk_filter_list_model_set_model (GTK_FILTER_LIST_MODEL (filtered), G_LIST_MODEL (self->list));

  for (guint i = 0; i < 4; i++)
    {
      const char *names[] = { "notify::busy", "notify::progress", "notify::level",
                              "notify::n-found" };

      g_signal_connect_object (self->list, names[i], G_CALLBACK (update_status), self,
                               G_CONNECT_SWAPPED);
    }
  g_signal_connect_object (self->list, "notify::can-show-harder", G_CALLBACK (update_status),
                           self, G_CONNECT_SWAPPED);
  if (grid_view != NULL)
    g_signal_connect_object (grid_view, "notify::cursor", G_CALLBACK (cursor_changed_cb), self,
                             G_CONNECT_SWAPPED);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    sudoku_step_list_set_active (self->list, TRUE);
  update_status (self);
}

SudokuStepList *
sudoku_steps_panel_get_list (SudokuStepsPanel *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEPS_PANEL (self), NULL);
  return self->list;
}

GtkSelectionModel *
sudoku_steps_panel_get_selection (SudokuStepsPanel *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEPS_PANEL (self), NULL);
  return GTK_SELECTION_MODEL (self->selection);
}
