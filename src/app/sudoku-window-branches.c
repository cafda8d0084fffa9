/* sudoku-window-branches.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-window-private.h"

#include <glib/gi18n.h>

#include "sudoku-branch-bar.h"
#include "sudoku-grid-view.h"

/* The window's side of the solver's workbench's ways back: Try (Alt
 * and a digit, or the number pad's Try), the branch bar above the grid
 * (sudoku-branch-bar.c) with the way back out of a broken branch and
 * Back to Here, checkpoints, and Back to the First Mistake. The state
 * is the session's SudokuBranches. */

static SudokuBranches *
get_branches (SudokuWindow *self)
{
  return sudoku_session_get_branches (self->session);
}

static void
try_digit (SudokuWindow *self,
           guint         cell,
           guint         digit)
{
  g_autofree char *name = sudoku_cell_dup_name (cell);
  g_autofree char *text = NULL;

  if (sudoku_branches_try (get_branches (self), cell, digit))
    return;
  if (sudoku_game_get_mode (self->game) != SUDOKU_GAME_SOLVE)
    text = g_strdup (_("Branches are for solving: switch to Solve mode to try a digit"));
  else
    /* Translators: Try on a digit that is not a candidate of the cell. */
    text = g_strdup_printf (_("%u is not a candidate of %s: nothing to try"), digit, name);
  _sudoku_window_toast (self, text);
}

static void
try_digit_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  int cursor = sudoku_grid_view_get_cursor (self->grid_view);

  if (cursor < 0)
    {
      _sudoku_window_toast (self, _("Select a cell to try a digit in"));
      return;
    }
  try_digit (self, (guint) cursor, g_variant_get_uint32 (parameter));
}

static void
digit_tried_cb (SudokuGridView *grid_view,
                guint           cell,
                guint           digit,
                SudokuWindow   *self)
{
  try_digit (self, cell, digit);
}

static void
go_back_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (!sudoku_branches_go_back_and_remove (get_branches (self)))
    _sudoku_window_toast (self, _("No branch has broken: nothing to go back from"));
}

static void
back_to_point_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  guint index = g_variant_get_uint32 (parameter);
  g_autoptr(GError) error = NULL;

  if (index >= sudoku_branches_get_n_points (get_branches (self)))
    return;
  if (!sudoku_branches_back_to (get_branches (self), index, &error))
    _sudoku_window_toast (self, error->message);
}

static void
back_to_here_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (sudoku_branches_get_n_points (get_branches (self)) == 0)
    {
      _sudoku_window_toast (self, _("No branch point or checkpoint to go back to"));
      return;
    }
  sudoku_branch_bar_popup_points (SUDOKU_BRANCH_BAR (self->branch_bar));
}

static void
checkpoint_response_cb (AdwMessageDialog *dialog,
                        const char       *response,
                        SudokuWindow     *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  if (!g_str_equal (response, "set"))
    return;
  if (*name == '\0')
    {
      g_free (name);
      name = sudoku_branches_dup_next_checkpoint_name (get_branches (self));
    }
  sudoku_branches_add_checkpoint (get_branches (self), name);
}

/* Set Checkpoint: its name asked in a dialog, a fresh one offered. */
static void
set_checkpoint_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  g_autofree char *name = sudoku_branches_dup_next_checkpoint_name (get_branches (self));
  GtkWidget *dialog, *entry;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Set Checkpoint"),
                                   _("Keep the board as it is now, to come back to it at once "
                                     "with Back to Here."));
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Name of the checkpoint"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "set", _("_Set"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "set",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "set");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  /* The dialog goes with the window; its answer never outlives it. */
  g_signal_connect_object (dialog, "response", G_CALLBACK (checkpoint_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

static void
back_to_mistake_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint n_moves = 0;

  if (!sudoku_branches_back_to_mistake (get_branches (self), &n_moves, &error))
    {
      _sudoku_window_toast (self, error->message);
      return;
    }
  /* Translators: Back to the First Mistake went back; %u is how many
   * moves it took back. */
  text = g_strdup_printf (ngettext ("Took back %u move, from the first mistake on; the pencil "
                                    "marks made since that still hold are kept",
                                    "Took back %u moves, from the first mistake on; the pencil "
                                    "marks made since that still hold are kept", n_moves),
                          n_moves);
  sudoku_solve_runner_set_progress (_sudoku_window_get_runner (self), text);
}

static void
depth_notify_cb (SudokuBranches *branches,
                 GParamSpec     *pspec,
                 SudokuWindow   *self)
{
  sudoku_grid_view_set_branch_depth (self->grid_view, sudoku_branches_get_depth (branches));
}

/* The window's actions of the workbench, and their keys: Alt+digit
 * tries the digit in the selected cell. */
void
_sudoku_window_class_add_branches (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.try-digit", "u", try_digit_action);
  gtk_widget_class_install_action (widget_class, "win.branch-go-back", NULL, go_back_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-point", "u", back_to_point_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-here", NULL, back_to_here_action);
  gtk_widget_class_install_action (widget_class, "win.set-checkpoint", NULL,
                                   set_checkpoint_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-mistake", NULL,
                                   back_to_mistake_action);
  for (guint digit = 1; digit <= 9; digit++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + digit, GDK_ALT_MASK,
                                           "win.try-digit", "u", digit);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + digit, GDK_ALT_MASK,
                                           "win.try-digit", "u", digit);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, GDK_CONTROL_MASK,
                                       "win.branch-go-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_j, GDK_CONTROL_MASK,
                                       "win.back-to-here", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_k, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.set-checkpoint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK,
                                       "win.back-to-mistake", NULL);
}

/* The branch bar above the grid, and the grid's mark of depth. */
void
_sudoku_window_init_branches (SudokuWindow *self)
{
  SudokuBranches *branches = get_branches (self);

  self->branch_bar = sudoku_branch_bar_new (branches);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->grid_view))),
                              self->branch_bar, NULL);
  g_signal_connect_object (branches, "notify::depth", G_CALLBACK (depth_notify_cb), self, 0);
  g_signal_connect_object (self->grid_view, "digit-tried", G_CALLBACK (digit_tried_cb), self, 0);
  depth_notify_cb (branches, NULL, self);
}
