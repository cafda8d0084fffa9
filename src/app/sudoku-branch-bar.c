/* sudoku-branch-bar.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-branch-bar.h"

#include <glib/gi18n.h>

/* The strip above the grid while a what-if branch is open or a
 * checkpoint is set: the branch's depth (the grid draws it as frames
 * too), the contradiction of a branch that broke with its way back
 * ("r4c5 cannot be 7: go back and remove it"), and Back to Here, a menu
 * of the branch points and checkpoints. A view of the session's
 * SudokuBranches; its buttons are the window's actions
 * (sudoku-window-branches.c), so that the keyboard reaches them too. */

struct _SudokuBranchBar
{
  GtkBox          parent_instance;

  SudokuBranches *branches;

  GtkLabel       *depth_label;
  GtkWidget      *points_button;
  GMenu          *points_menu;
  GtkWidget      *contradiction_row;
  GtkLabel       *contradiction_label;
  GtkButton      *way_back_button;
  char           *way_back;
};

G_DEFINE_FINAL_TYPE (SudokuBranchBar, sudoku_branch_bar, GTK_TYPE_BOX)

static void
update (SudokuBranchBar *self)
{
  guint depth = sudoku_branches_get_depth (self->branches);
  guint n_points = sudoku_branches_get_n_points (self->branches);
  const char *contradiction = sudoku_branches_get_contradiction (self->branches);

  if (depth > 0)
    {
      /* Translators: the mark of a what-if branch above the grid; %u is
       * how many branches are open, one inside the other. */
      g_autofree char *text = g_strdup_printf (_("What-if branch, depth %u"), depth);

      gtk_label_set_text (self->depth_label, text);
    }
  else
    gtk_label_set_text (self->depth_label, _("No branch open"));
  gtk_widget_set_visible (GTK_WIDGET (self->depth_label), depth > 0);

  g_menu_remove_all (self->points_menu);
  for (guint i = 0; i < n_points; i++)
    {
      g_autofree char *label = sudoku_branches_dup_point_label (self->branches, i);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "win.back-to-point",
                                               g_variant_new_uint32 (i));
      g_menu_append_item (self->points_menu, item);
    }
  gtk_widget_set_sensitive (self->points_button, n_points > 0);

  g_free (self->way_back);
  self->way_back = sudoku_branches_dup_way_back (self->branches);
  gtk_widget_set_visible (self->contradiction_row, self->way_back != NULL);
  if (self->way_back != NULL)
    {
      /* Translators: a what-if branch broke; %s says how, e.g. "r2c3
       * has no candidate left". */
      g_autofree char *text = g_strdup_printf (_("The branch broke: %s."), contradiction);

      gtk_label_set_text (self->contradiction_label, text);
      gtk_button_set_label (self->way_back_button, self->way_back);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), depth > 0 || n_points > 0);
}

const char *
sudoku_branch_bar_get_depth_text (SudokuBranchBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_BRANCH_BAR (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->depth_label))
         ? gtk_label_get_text (self->depth_label) : NULL;
}

const char *
sudoku_branch_bar_get_way_back_text (SudokuBranchBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_BRANCH_BAR (self), NULL);

  return self->way_back;
}

/* Back to Here from the keyboard: the menu of points, opened. */
void
sudoku_branch_bar_popup_points (SudokuBranchBar *self)
{
  g_return_if_fail (SUDOKU_IS_BRANCH_BAR (self));

  if (gtk_widget_get_visible (GTK_WIDGET (self)) && gtk_widget_get_sensitive (self->points_button))
    gtk_menu_button_popup (GTK_MENU_BUTTON (self->points_button));
}

static void
sudoku_branch_bar_dispose (GObject *object)
{
  SudokuBranchBar *self = SUDOKU_BRANCH_BAR (object);

  if (self->branches != NULL)
    g_signal_handlers_disconnect_by_data (self->branches, self);
  g_clear_object (&self->branches);
  g_clear_object (&self->points_menu);
  g_clear_pointer (&self->way_back, g_free);

  G_OBJECT_CLASS (sudoku_branch_bar_parent_class)->dispose (object);
}

static void
sudoku_branch_bar_class_init (SudokuBranchBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sudoku_branch_bar_dispose;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "sudoku-branch-bar");
}

static void
sudoku_branch_bar_init (SudokuBranchBar *self)
{
  GtkWidget *row, *checkpoint;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->depth_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->depth_label), "branch-depth");
  gtk_widget_set_valign (GTK_WIDGET (self->depth_label), GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->depth_label));
  gtk_widget_set_hexpand (GTK_WIDGET (self->depth_label), FALSE);
  {
    GtkWidget *spacer = gtk_label_new (NULL);

    gtk_widget_set_hexpand (spacer, TRUE);
    gtk_box_append (GTK_BOX (row), spacer);
  }
  checkpoint = gtk_button_new_with_mnemonic (_("Set _Checkpoint…"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (checkpoint), "win.set-checkpoint");
  gtk_widget_set_tooltip_text (checkpoint, _("Keep the board as it is now under a name"));
  gtk_box_append (GTK_BOX (row), checkpoint);
  self->points_menu = g_menu_new ();
  self->points_button = gtk_menu_button_new ();
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->points_button), _("Back to _Here"));
  gtk_menu_button_set_use_underline (GTK_MENU_BUTTON (self->points_button), TRUE);
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->points_button),
                                  G_MENU_MODEL (self->points_menu));
  gtk_widget_set_tooltip_text (self->points_button,
                               _("Go back at once to a branch point or a checkpoint"));
  gtk_box_append (GTK_BOX (row), self->points_button);
  gtk_box_append (GTK_BOX (self), row);

  self->contradiction_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->contradiction_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->contradiction_label, TRUE);
  gtk_label_set_xalign (self->contradiction_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->contradiction_label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->contradiction_label), "branch-contradiction");
  gtk_box_append (GTK_BOX (self->contradiction_row), GTK_WIDGET (self->contradiction_label));
  self->way_back_button = GTK_BUTTON (gtk_button_new ());
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->way_back_button), "win.branch-go-back");
  gtk_widget_add_css_class (GTK_WIDGET (self->way_back_button), "suggested-action");
  gtk_widget_set_valign (GTK_WIDGET (self->way_back_button), GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->contradiction_row), GTK_WIDGET (self->way_back_button));
  gtk_box_append (GTK_BOX (self), self->contradiction_row);
}

/**
 * sudoku_branch_bar_new:
 * @branches: the session's branches part, which the bar shows
 *
 * Returns: (transfer floating): a new bar
 */
GtkWidget *
sudoku_branch_bar_new (SudokuBranches *branches)
{
  SudokuBranchBar *self;

  g_return_val_if_fail (SUDOKU_IS_BRANCHES (branches), NULL);

  self = g_object_new (SUDOKU_TYPE_BRANCH_BAR, NULL);
  self->branches = g_object_ref (branches);
  g_signal_connect_swapped (branches, "changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (branches, "notify::depth", G_CALLBACK (update), self);
  g_signal_connect_swapped (branches, "notify::contradiction", G_CALLBACK (update), self);
  update (self);
  return GTK_WIDGET (self);
}
