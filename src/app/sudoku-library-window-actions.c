/* sudoku-library-window-actions.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-library-window"

#include "config.h"

#include "sudoku-library-window-private.h"

#include "sudoku-library-async.h"
#include "sudoku-puzzle-details.h"
#include "sudoku-tooltips.h"

#include <glib/gi18n.h>

#include "sudoku-weak-ref.h"

/* What the user does to the rows of the library window: move, edit the
 * details, delete (with Undo), select all, search, and the context menu
 * with its Replay Solve submenu. The actions are library.* on the
 * window; opening and replaying are the window's own (its signals).
 * Every change is written in the library's workers
 * (sudoku-library-async.h); the model shows it when it is in. */

/* How many saved solves the context menu offers to replay. */
#define MAX_REPLAY_ITEMS 10

/* Moving */

/* A write: one of the window's jobs without a slot (SudokuJobs), its
 * callback holding the window weakly (sudoku-weak-ref.h). */

static GCancellable *
start_write (SudokuLibraryWindow *self)
{
  return sudoku_jobs_start (self->jobs, NULL);
}

/* Takes the weak reference of a write's callback.
 *
 * Returns: (transfer full) (nullable): the window, or %NULL when it was
 *   closed meanwhile */
static SudokuLibraryWindow *
end_write (gpointer window)
{
  SudokuLibraryWindow *self = sudoku_weak_ref_finish (window);

  if (self != NULL)
    sudoku_jobs_done (self->jobs, NULL);
  return self;
}

/* What a write's callback needs: the window, held weakly. */
typedef struct
{
  gpointer  window;
  GArray   *ids;
  guint     level;
} Write;

static Write *
write_new (SudokuLibraryWindow *self,
           GArray              *ids)
{
  Write *write = g_new0 (Write, 1);

  write->window = sudoku_weak_ref_new (self);
  write->ids = g_array_ref (ids);
  return write;
}

static void
write_free (Write *write)
{
  g_clear_pointer (&write->window, sudoku_weak_ref_free);
  g_clear_pointer (&write->ids, g_array_unref);
  g_free (write);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Write, write_free)

static void
moved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(Write) data = user_data;
  g_autoptr(SudokuLibraryWindow) self = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  guint n_moved = 0;

  sudoku_library_move_many_finish (SUDOKU_LIBRARY (source), result, &n_moved, &error);
  self = end_write (g_steal_pointer (&data->window));
  if (self == NULL)
    return;
  if (error != NULL)
    {
      _sudoku_library_window_show_error (self, _("Cannot Move the Puzzles"), error);
      return;
    }
  name = sudoku_library_sidebar_dup_group_name ((int) data->level);
  /* Translators: %s is a group, "Level 3" or "Sample". */
  text = g_strdup_printf (ngettext ("Moved %'u puzzle to %s", "Moved %'u puzzles to %s", n_moved),
                          n_moved, name);
  _sudoku_library_window_show_toast (self, text);
}

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  g_autoptr(GArray) ids = sudoku_library_list_dup_selected_ids (self->list);
  Write *data = write_new (self, ids);

  data->level = g_variant_get_uint32 (parameter);
  sudoku_library_move_many_async (self->library, ids, data->level, start_write (self),
                                  moved_cb, data);
}

/* Editing: the details form is SudokuPuzzleDetails, as in the Save
 * dialog. */

static void
edited_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(SudokuLibraryWindow) self = NULL;
  g_autoptr(GError) error = NULL;

  sudoku_library_update_finish (SUDOKU_LIBRARY (source), result, &error);
  self = end_write (user_data);
  if (self == NULL)
    return;
  if (error != NULL)
    {
      sudoku_library_list_forget_select_later (self->list);
      _sudoku_library_window_show_error (self, _("Cannot Save the Details"), error);
    }
}

/* What the form showed and what the user left in it, until the stored
 * puzzle is read to take the changes; a write is begun (the window held
 * weakly). */
typedef struct
{
  gpointer             window;
  SudokuLibraryPuzzle *before;
  SudokuLibraryPuzzle *after;
} EditValues;

static void
edit_values_free (EditValues *values)
{
  g_clear_pointer (&values->window, sudoku_weak_ref_free);
  g_clear_pointer (&values->before, sudoku_library_puzzle_free);
  g_clear_pointer (&values->after, sudoku_library_puzzle_free);
  g_free (values);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EditValues, edit_values_free)

/* The stored puzzle, read in a worker (not the row: the row may be
 * older), takes the details the user changed and is written. */
static void
edit_save_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(EditValues) values = user_data;
  g_autoptr(SudokuLibraryWindow) self = sudoku_weak_ref_get (values->window);
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) keep = g_array_new (FALSE, FALSE, sizeof (gint64));

  puzzle = sudoku_library_get_finish (SUDOKU_LIBRARY (source), result, &error);
  if (self == NULL || puzzle == NULL)
    {
      g_autoptr(SudokuLibraryWindow) window =
        end_write (g_steal_pointer (&values->window));

      if (window != NULL)
        _sudoku_library_window_show_error (window, _("Cannot Save the Details"), error);
      return;
    }

  /* An empty number keeps the puzzle's (sudoku_library_update()). */
  sudoku_puzzle_details_merge (puzzle, values->before, values->after);

  /* The edited row stays selected when the list is read again. */
  g_array_append_val (keep, puzzle->id);
  sudoku_library_list_select_later (self->list, keep);

  /* The write begun for the read goes on with the update: edited_cb()
   * ends it. */
  sudoku_library_update_async (self->library, puzzle, start_write (self), edited_cb,
                               sudoku_weak_ref_new (self));
  g_object_unref (end_write (g_steal_pointer (&values->window)));
}

static void
edit_response_cb (AdwMessageDialog    *dialog,
                  const char          *response,
                  SudokuLibraryWindow *self)
{
  SudokuPuzzleDetails *details = g_object_get_data (G_OBJECT (dialog), "sudoku-details");
  g_autoptr(SudokuLibraryPuzzle) after = NULL;
  EditValues *values;

  if (!g_str_equal (response, "save"))
    return;
  after = sudoku_puzzle_details_dup_puzzle (details);
  if (after == NULL)
    return;

  values = g_new0 (EditValues, 1);
  values->before = sudoku_puzzle_details_dup_shown (details);
  values->after = g_steal_pointer (&after);
  values->window = sudoku_weak_ref_new (self);
  sudoku_library_get_async (self->library, values->before->id, start_write (self),
                            edit_save_read_cb, values);
}

static void
edit_valid_cb (SudokuPuzzleDetails *details,
               GParamSpec          *pspec,
               AdwMessageDialog    *dialog)
{
  adw_message_dialog_set_response_enabled (dialog, "save",
                                           sudoku_puzzle_details_get_valid (details));
}

static void
edit_activate_cb (SudokuPuzzleDetails *details,
                  AdwMessageDialog    *dialog)
{
  if (adw_message_dialog_get_response_enabled (dialog, "save"))
    adw_message_dialog_response (dialog, "save");
}

/* The one place the read behind Edit Details comes back: the dialog,
 * filled with the stored puzzle. */
static void
edit_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SudokuLibraryWindow) self = sudoku_weak_ref_finish (user_data);
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *added = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *details;
  guint clues;

  puzzle = sudoku_library_get_finish (SUDOKU_LIBRARY (source), result, &error);
  /* Cancelled: another selection, or the window closed. */
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  sudoku_jobs_done (self->jobs, JOB_EDIT);
  if (puzzle == NULL)
    {
      _sudoku_library_window_show_error (self, _("Cannot Edit the Puzzle"), error);
      return;
    }

  added = sudoku_library_list_format_date (puzzle->created);
  clues = 0;
  for (guint i = 0; puzzle->givens[i] != '\0'; i++)
    clues += puzzle->givens[i] >= '1' && puzzle->givens[i] <= '9';
  /* Translators: under "Edit Details": the puzzle's clues, and when it
   * was added. */
  body = g_strdup_printf (ngettext ("%u clue · added %s", "%u clues · added %s", clues),
                          clues, added);
  dialog = _sudoku_library_window_message_dialog_new (self, _("Edit Details"), body);

  details = sudoku_puzzle_details_new ();
  sudoku_puzzle_details_set_puzzle (SUDOKU_PUZZLE_DETAILS (details), puzzle);
  adw_message_dialog_set_extra_child (dialog, details);
  g_object_set_data (G_OBJECT (dialog), "sudoku-details", details);

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (details, "notify::valid", G_CALLBACK (edit_valid_cb), dialog, 0);
  g_signal_connect_object (details, "activate", G_CALLBACK (edit_activate_cb), dialog, 0);
  g_signal_connect_object (dialog, "response", G_CALLBACK (edit_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
edit_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  g_autoptr(SudokuLibraryItem) item = sudoku_library_list_dup_single_selected (self->list);

  if (item == NULL)
    return;
  /* The stored puzzle, not the row: the row may be older. It is read
   * in a worker; edit_read_cb() shows the dialog. */
  sudoku_library_get_async (self->library, sudoku_library_item_get_id (item),
                            sudoku_jobs_start (self->jobs, JOB_EDIT), edit_read_cb,
                            sudoku_weak_ref_new (self));
}

/* Deleting */

static void
restored_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(Write) data = user_data;
  g_autoptr(SudokuLibraryWindow) self = NULL;
  GArray *ids = data->ids;
  g_autoptr(GError) error = NULL;
  guint n_restored = 0;

  sudoku_library_restore_many_finish (SUDOKU_LIBRARY (source), result, &n_restored, &error);
  self = end_write (g_steal_pointer (&data->window));
  if (self == NULL)
    return;
  if (error != NULL)
    {
      sudoku_library_list_forget_select_later (self->list);
      _sudoku_library_window_show_error (self, _("Cannot Restore the Puzzles"), error);
      return;
    }

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

      _sudoku_library_window_show_toast (self, text);
    }
}

static void
undo_delete_cb (AdwToast            *toast,
                SudokuLibraryWindow *self)
{
  GArray *ids = g_object_get_data (G_OBJECT (toast), "sudoku-deleted-ids");

  /* Once: the toast's button or Ctrl+Z, not both. */
  if (g_object_get_data (G_OBJECT (toast), "sudoku-undone") != NULL)
    return;
  g_object_set_data (G_OBJECT (toast), "sudoku-undone", GINT_TO_POINTER (TRUE));
  if (toast == self->undo_toast)
    g_clear_object (&self->undo_toast);

  /* They come back selected, so that they are easy to find. */
  sudoku_library_list_select_later (self->list, ids);
  sudoku_library_restore_many_async (self->library, ids, start_write (self), restored_cb,
                                     write_new (self, ids));
}

static void
undo_dismissed_cb (AdwToast            *toast,
                   SudokuLibraryWindow *self)
{
  if (toast == self->undo_toast)
    g_clear_object (&self->undo_toast);
}

static void
deleted_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(Write) data = user_data;
  g_autoptr(SudokuLibraryWindow) self = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  AdwToast *undo;
  guint n_deleted = 0;

  sudoku_library_trash_many_finish (SUDOKU_LIBRARY (source), result, &n_deleted, &error);
  self = end_write (g_steal_pointer (&data->window));
  if (self == NULL)
    return;
  if (error != NULL)
    {
      _sudoku_library_window_show_error (self, _("Cannot Delete the Puzzles"), error);
      return;
    }
  if (n_deleted == 0)
    return;

  text = g_strdup_printf (ngettext ("Deleted %'u puzzle", "Deleted %'u puzzles", n_deleted),
                          n_deleted);
  undo = sudoku_toast_new (text);
  adw_toast_set_button_label (undo, _("_Undo"));
  adw_toast_set_priority (undo, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_set_timeout (undo, 10);
  g_object_set_data_full (G_OBJECT (undo), "sudoku-deleted-ids", g_array_ref (data->ids),
                          (GDestroyNotify) g_array_unref);
  g_signal_connect_object (undo, "button-clicked", G_CALLBACK (undo_delete_cb), self, 0);
  g_signal_connect_object (undo, "dismissed", G_CALLBACK (undo_dismissed_cb), self, 0);
  g_set_object (&self->undo_toast, undo);
  sudoku_toast_overlay_add (self->toast_overlay, undo);
}

/* Ctrl+Z: the last deletion back, as its toast's Undo, while the toast
 * is shown (the keyboard could hardly reach its button). */
static void
undo_delete_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  g_autoptr(AdwToast) toast = NULL;

  if (self->undo_toast == NULL)
    return;
  toast = g_object_ref (self->undo_toast);
  undo_delete_cb (toast, self);
  /* The toast stays until its time is up, without its button: dismissing
   * it at once, just after it replaced another, tripped libadwaita 1.2's
   * toast queue (show_toast: assertion !info->widget) under load. */
  adw_toast_set_button_label (toast, NULL);
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  g_autoptr(GArray) ids = sudoku_library_list_dup_selected_ids (self->list);

  sudoku_library_trash_many_async (self->library, ids, start_write (self), deleted_cb,
                                   write_new (self, ids));
}

/* Selecting, searching, the context menu */

static void
select_all_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);

  gtk_selection_model_select_all (sudoku_library_list_get_selection (self->list));
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
  g_autoptr(GMenu) delete_section = g_menu_new ();

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
  g_menu_append (file_section, _("Export as _Booklet…"), "library.export-booklet");
  g_menu_append (file_section, _("_Print…"), "library.print");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (file_section));

  g_menu_append (delete_section, _("_Delete"), "library.delete");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (delete_section));
  return G_MENU_MODEL (menu);
}

static void
popup_context_menu (SudokuLibraryWindow *self,
                    double               x,
                    double               y)
{
  g_autoptr(GMenuModel) model = build_context_menu (self);

  /* A new popover each time, for the menu changes with the selection. */
  sudoku_library_list_popup_menu (self->list, model, x, y);
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
  GtkWidget *view = GTK_WIDGET (sudoku_library_list_get_column_view (self->list));
  GtkWidget *picked = gtk_widget_pick (view, x, y, GTK_PICK_DEFAULT);
  GtkListItem *item = find_list_item (picked, view);
  guint position;

  if (item == NULL)
    return FALSE;
  position = gtk_list_item_get_position (item);
  if (position == GTK_INVALID_LIST_POSITION)
    return FALSE;
  if (!gtk_selection_model_is_selected (sudoku_library_list_get_selection (self->list), position))
    gtk_selection_model_select_item (sudoku_library_list_get_selection (self->list), position, TRUE);
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
  GtkWidget *view = GTK_WIDGET (sudoku_library_list_get_column_view (self->list));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkListItem *item = NULL;
  graphene_rect_t bounds;
  double x = 24, y = 24;

  if (focus != NULL && gtk_widget_is_ancestor (focus, view))
    item = find_list_item (focus, view);
  if (item != NULL)
    {
      guint position = gtk_list_item_get_position (item);

      if (!gtk_selection_model_is_selected (sudoku_library_list_get_selection (self->list), position))
        gtk_selection_model_select_item (sudoku_library_list_get_selection (self->list), position, TRUE);
      if (gtk_widget_compute_bounds (focus, view, &bounds))
        {
          x = bounds.origin.x + 24;
          y = bounds.origin.y + bounds.size.height;
        }
    }
  if (sudoku_library_list_count_selected (self->list) == 0)
    return;
  popup_context_menu (self, x, y);
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
  gtk_widget_add_controller (GTK_WIDGET (sudoku_library_list_get_column_view (self->list)), controller);
}

void
_sudoku_library_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "library.move", "u", move_action);
  gtk_widget_class_install_action (widget_class, "library.edit", NULL, edit_action);
  gtk_widget_class_install_action (widget_class, "library.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "library.undo-delete", NULL,
                                   undo_delete_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "library.undo-delete", NULL);
  gtk_widget_class_install_action (widget_class, "library.select-all", NULL, select_all_action);
  gtk_widget_class_install_action (widget_class, "library.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "library.context-menu", NULL,
                                   context_menu_action);
}

/* The context menu opens on a right click, a long press, Shift+F10 or
 * the Menu key. */
void
_sudoku_library_window_init_actions (SudokuLibraryWindow *self)
{
  GtkGesture *click, *long_press;

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (context_click_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (sudoku_library_list_get_column_view (self->list)), GTK_EVENT_CONTROLLER (click));
  long_press = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (context_long_press_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (sudoku_library_list_get_column_view (self->list)), GTK_EVENT_CONTROLLER (long_press));
  add_list_shortcuts (self);
}
