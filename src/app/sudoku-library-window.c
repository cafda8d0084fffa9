/* sudoku-library-window.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-library-window"

#include "config.h"

#include "sudoku-library-window-private.h"

#include "sudoku-library-async.h"
#include "sudoku-tooltips.h"

#include <glib/gi18n.h>

#include "sudoku-weak-ref.h"

/* The library window (SPEC.md F6): the groups in a sidebar, with their
 * counts; the puzzles of the chosen group in a sortable, searchable
 * column view; moving, editing, deleting (with Undo), importing and
 * exporting. The window is a view: SudokuLibraryModel (src/library)
 * reads, searches and sorts the rows in workers and replaces only the
 * rows that changed, so that the scroll position and the selection
 * stay; the library's writes run in its workers too
 * (sudoku-library-async.h). The main window opens puzzles and replays
 * solves when asked through the ::open-puzzle and ::replay-solve
 * signals.
 *
 * The parts: the list pane (the column view, its columns and sort, the
 * selection kept over reads) is SudokuLibraryList; the bars of the
 * long jobs (import; booklet, print, generate) are SudokuJobBar; the
 * jobs and their cancellables are a SudokuJobs (src/library); the
 * details form of Edit Details is SudokuPuzzleDetails, as in the Save
 * dialog. This file holds the window itself: the sidebar, what is
 * shown, opening and replaying; what the user does to the rows is in
 * sudoku-library-window-actions.c, import and export in
 * sudoku-library-window-transfer.c, booklets (export and print) in
 * sudoku-library-window-booklet.c, generating into a level in
 * sudoku-library-window-generate.c. */

guint
_sudoku_library_window_level_to_combo (guint level)
{
  return level == SUDOKU_LIBRARY_SAMPLE ? SUDOKU_LIBRARY_MAX_LEVEL : level - 1;
}

guint
_sudoku_library_window_combo_to_level (guint selected)
{
  return selected >= SUDOKU_LIBRARY_MAX_LEVEL ? SUDOKU_LIBRARY_SAMPLE : selected + 1;
}

GListModel *
_sudoku_library_window_level_names_new (gboolean with_automatic)
{
  GtkStringList *names = gtk_string_list_new (NULL);

  if (with_automatic)
    gtk_string_list_append (names, _("Rate and Sort into Levels"));
  for (int level = 1; level <= SUDOKU_LIBRARY_MAX_LEVEL; level++)
    {
      g_autofree char *name = sudoku_library_sidebar_dup_group_name (level);

      gtk_string_list_append (names, name);
    }
  gtk_string_list_append (names, _("Sample"));
  return G_LIST_MODEL (names);
}

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

void
_sudoku_library_window_show_toast (SudokuLibraryWindow *self,
                                   const char          *text)
{
  /* A toast's title is markup, and file names and messages are not. */
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  /* On as many lines as it needs, as wide in Japanese as in English. */
  AdwToast *toast = sudoku_toast_new (escaped);

  adw_toast_set_timeout (toast, 5);
  sudoku_toast_overlay_add (self->toast_overlay, toast);
}

/* A dialog of this window, which goes with it. */
AdwMessageDialog *
_sudoku_library_window_message_dialog_new (SudokuLibraryWindow *self,
                                           const char          *heading,
                                           const char          *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  return ADW_MESSAGE_DIALOG (dialog);
}

void
_sudoku_library_window_show_error (SudokuLibraryWindow *self,
                                   const char          *heading,
                                   const GError        *error)
{
  AdwMessageDialog *dialog;

  dialog = _sudoku_library_window_message_dialog_new (self, heading, error->message);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The sidebar */

static void
group_selected_cb (SudokuLibraryWindow *self,
                   int                  group)
{
  sudoku_library_window_set_group (self, group);
}

static void
group_activated_cb (SudokuLibraryWindow *self,
                    int                  group)
{
  /* On a narrow window the list is a page of its own. */
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

static void
group_menu_cb (SudokuLibraryWindow *self,
               int                  group,
               double               x,
               double               y)
{
  _sudoku_library_window_popup_group_menu (self, group, x, y);
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
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  gboolean loaded = sudoku_library_model_get_loaded (self->model);
  int group = sudoku_library_model_get_group (self->model);
  const char *search = sudoku_library_model_get_search (self->model);
  g_autofree char *name = sudoku_library_sidebar_dup_group_name (group);

  if (n > 0 || !loaded)
    gtk_stack_set_visible_child_name (self->content_stack, "list");
  else if (search != NULL)
    {
      g_autofree char *title = NULL;
      g_autofree char *description = NULL;
      g_autofree char *escaped = g_markup_escape_text (name, -1);

      /* Translators: the search found nothing; %s is what was typed. */
      title = g_strdup_printf (_("No Puzzle Matches “%s”"), search);
      /* Translators: %s is a group, "Level 3" or "All Puzzles". */
      description = g_strdup_printf (_("Nothing in %s has it in its title, source, notes, "
                                       "number or givens."), escaped);
      adw_status_page_set_icon_name (self->status_page, "edit-find-symbolic");
      adw_status_page_set_title (self->status_page, title);
      adw_status_page_set_description (self->status_page, description);
      gtk_widget_set_visible (self->status_import_button, FALSE);
      gtk_widget_set_visible (self->status_generate_button, FALSE);
      gtk_stack_set_visible_child_name (self->content_stack, "empty");
    }
  else
    {
      g_autofree char *title = NULL;
      gboolean level = group >= 1 && group <= SUDOKU_LIBRARY_MAX_LEVEL;

      if (group == SUDOKU_LIBRARY_GROUP_ALL)
        title = g_strdup (_("The Library Is Empty"));
      else
        /* Translators: %s is a group, "Level 3" or "Sample". */
        title = g_strdup_printf (_("No Puzzles in %s"), name);
      adw_status_page_set_icon_name (self->status_page, "view-list-symbolic");
      adw_status_page_set_title (self->status_page, title);
      /* A level can be filled by the generator too (the button beside
       * Import, as "Generate Puzzles into This Level…" in the menus):
       * the page said only Import and Save. */
      adw_status_page_set_description (self->status_page,
                                       level ? _("Import puzzles from a file, generate new "
                                                 "ones of this level, or save one from the "
                                                 "main window.")
                                             : _("Import puzzles from a file, or save one "
                                                 "from the main window."));
      gtk_widget_set_visible (self->status_import_button, TRUE);
      gtk_widget_set_visible (self->status_generate_button, level);
      gtk_stack_set_visible_child_name (self->content_stack, "empty");
    }

  /* Nothing to act on: the status page alone says so. */
  gtk_widget_set_visible (self->action_bar, n > 0 || !loaded);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.export", n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.select-all", n > 0);
  _sudoku_library_window_update_selection (self);
}

/* What depends on the group alone: the search field's hint, and the
 * Level column, which says nothing in a level of its own. */
static void
update_for_group (SudokuLibraryWindow *self)
{
  int group = sudoku_library_model_get_group (self->model);
  g_autofree char *name = sudoku_library_sidebar_dup_group_name (group);
  /* Translators: the search field's hint; %s is a group, "Level 3". */
  g_autofree char *placeholder = g_strdup_printf (_("Search %s"), name);

  /* gtk_search_entry_set_placeholder_text() is GTK 4.10; the property
   * is older. */
  g_object_set (self->search_entry, "placeholder-text", placeholder, NULL);
  sudoku_library_list_set_level_column_visible (self->list, group == SUDOKU_LIBRARY_GROUP_ALL);
}

static void
update_replay_action (SudokuLibraryWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.replay",
                                 self->solves != NULL && self->solves->len > 0);
}

/* The one place the solves read for the selection come back. */
static void
solves_read_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SudokuLibraryWindow) self = sudoku_weak_ref_finish (user_data);
  g_autoptr(GPtrArray) solves = NULL;
  g_autoptr(GError) error = NULL;

  solves = sudoku_library_list_solves_finish (SUDOKU_LIBRARY (source), result, &error);
  /* Cancelled: another selection, or the window closed. */
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  sudoku_jobs_done (self->jobs, JOB_SOLVES);
  g_clear_pointer (&self->solves, g_ptr_array_unref);
  if (solves == NULL)
    {
      g_warning ("Cannot read the solves of puzzle %" G_GINT64_FORMAT ": %s",
                 self->solves_puzzle, error->message);
    }
  else
    {
      /* Only their dates and results are shown; the steps are read
       * again when one is replayed. */
      for (guint i = 0; i < solves->len; i++)
        g_clear_pointer (&((SudokuLibrarySolve *) solves->pdata[i])->steps, g_free);
      /* Newest first. */
      for (guint i = 0; i < solves->len / 2; i++)
        {
          gpointer swap = solves->pdata[i];

          solves->pdata[i] = solves->pdata[solves->len - 1 - i];
          solves->pdata[solves->len - 1 - i] = swap;
        }
      self->solves = g_steal_pointer (&solves);
    }
  update_replay_action (self);
}

/* Reads the solves of the one selected puzzle again; those of the
 * puzzle before stay until the new ones come, those of another puzzle
 * go at once. */
static void
read_solves (SudokuLibraryWindow *self,
             SudokuLibraryItem   *single)
{
  gint64 id = single != NULL ? sudoku_library_item_get_id (single) : 0;

  sudoku_jobs_cancel (self->jobs, JOB_SOLVES);
  if (id != self->solves_puzzle)
    g_clear_pointer (&self->solves, g_ptr_array_unref);
  self->solves_puzzle = id;
  /* Once the window is closing, the job starts cancelled. */
  if (id == 0)
    return;
  sudoku_library_list_solves_async (self->library, id, sudoku_jobs_start (self->jobs, JOB_SOLVES),
                                    solves_read_cb, sudoku_weak_ref_new (self));
}

/* The actions and the line under the list follow the selection. */
void
_sudoku_library_window_update_selection (SudokuLibraryWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  guint n_selected = sudoku_library_list_count_selected (self->list);
  g_autoptr(SudokuLibraryItem) single = sudoku_library_list_dup_single_selected (self->list);
  g_autofree char *text = NULL;
  gboolean importing = sudoku_jobs_is_running (self->jobs, JOB_IMPORT);
  gboolean bar_busy = sudoku_jobs_is_running (self->jobs, JOB_BAR);

  read_solves (self, single);

  if (n_selected == 0)
    /* Translators: under the list: how many puzzles are shown. */
    text = g_strdup_printf (ngettext ("%'u puzzle", "%'u puzzles", n), n);
  else
    /* Translators: under the list: how many of the shown puzzles are selected. */
    text = g_strdup_printf (ngettext ("%'u of %'u selected", "%'u of %'u selected", n),
                            n_selected, n);
  gtk_label_set_text (self->selection_label, text);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.open", single != NULL);
  update_replay_action (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.edit", single != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.move", n_selected > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.delete", n_selected > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.import", !importing);
  /* One booklet at a time, of the puzzles shown or selected. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.export-booklet",
                                 n > 0 && !bar_busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.print",
                                 n > 0 && !bar_busy);
  gtk_widget_set_sensitive (self->move_button, n_selected > 0);
}

static void
selection_changed_cb (GtkSelectionModel   *model,
                      guint                position,
                      guint                n_items,
                      SudokuLibraryWindow *self)
{
  /* Edit Details was asked for the puzzle selected before. */
  sudoku_jobs_cancel (self->jobs, JOB_EDIT);
  _sudoku_library_window_update_selection (self);
}

/* The list has selected what it keeps over the read by now (its
 * handler runs first). */
static void
model_loaded_cb (SudokuLibraryWindow *self,
                 const GError        *error)
{
  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Cannot read the library: %s"), error->message);

      _sudoku_library_window_show_toast (self, text);
    }
  update_view (self);
}

static void
model_counts_changed_cb (SudokuLibraryWindow *self)
{
  sudoku_library_sidebar_update_counts (self->groups, self->model);
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
  const char *before = sudoku_library_model_get_search (self->model);
  g_autofree char *kept = g_strdup (before);

  sudoku_library_model_set_search (self->model,
                                   gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  if (g_strcmp0 (kept, sudoku_library_model_get_search (self->model)) != 0)
    sudoku_library_list_start_over (self->list, FALSE);
}

static void
stop_search_cb (SudokuLibraryWindow *self)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (self->search_entry)) != '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  else
    gtk_widget_grab_focus (GTK_WIDGET (sudoku_library_list_get_column_view (self->list)));
}

static void
search_activate_cb (SudokuLibraryWindow *self)
{
  /* Enter goes on to the results. */
  if (g_list_model_get_n_items (G_LIST_MODEL (self->model)) > 0)
    {
      if (sudoku_library_list_count_selected (self->list) == 0)
        gtk_selection_model_select_item (sudoku_library_list_get_selection (self->list), 0, TRUE);
      gtk_widget_grab_focus (GTK_WIDGET (sudoku_library_list_get_column_view (self->list)));
    }
}

/* Down in the search field goes on to the results: the first row,
 * focused and selected. Caught before the field's text, which would
 * move the focus to the list without selecting. With no results, the
 * focus stays in the field. */
static gboolean
search_key_pressed_cb (SudokuLibraryWindow *self,
                       guint                keyval,
                       guint                keycode,
                       GdkModifierType      state)
{
  if ((keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down) ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return GDK_EVENT_PROPAGATE;
  sudoku_library_list_focus_first (self->list);
  return GDK_EVENT_STOP;
}

/* Opening and replaying */

static void
list_item_activated_cb (SudokuLibraryWindow *self,
                        gint64               id)
{
  g_signal_emit (self, signals[SIGNAL_OPEN_PUZZLE], 0, id);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  g_autoptr(SudokuLibraryItem) item = sudoku_library_list_dup_single_selected (self->list);

  if (item != NULL)
    g_signal_emit (self, signals[SIGNAL_OPEN_PUZZLE], 0, sudoku_library_item_get_id (item));
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

/* GObject */

static void
sudoku_library_window_constructed (GObject *object)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (object);

  G_OBJECT_CLASS (sudoku_library_window_parent_class)->constructed (object);

  g_assert (SUDOKU_IS_LIBRARY (self->library));
  self->model = sudoku_library_model_new (self->library);
  /* The list first: it keeps the selection in its handlers, which then
   * run before the window's. */
  sudoku_library_list_set_model (self->list, self->model);
  g_signal_connect_swapped (self->model, "loaded", G_CALLBACK (model_loaded_cb), self);
  g_signal_connect_swapped (self->model, "counts-changed", G_CALLBACK (model_counts_changed_cb),
                            self);

  sudoku_library_sidebar_select_group (self->groups, SUDOKU_LIBRARY_GROUP_ALL);
  update_for_group (self);
  _sudoku_library_window_update_selection (self);
}

static void
sudoku_library_window_dispose (GObject *object)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (object);

  /* Every worker's callback sees the cancellation and leaves @self be;
   * the jobs stay (a write's callback still tells them it is done)
   * until finalize. */
  sudoku_jobs_cancel_all (self->jobs);
  _sudoku_library_window_close_file_chooser (self);

  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_LIBRARY_WINDOW);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_object (&self->export_file);
  g_clear_pointer (&self->solves, g_ptr_array_unref);
  g_clear_object (&self->undo_toast);

  G_OBJECT_CLASS (sudoku_library_window_parent_class)->dispose (object);
}

static void
sudoku_library_window_finalize (GObject *object)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (object);

  g_clear_object (&self->library);
  g_clear_object (&self->jobs);
  g_clear_pointer (&self->import.name, g_free);
  g_clear_pointer (&self->import.queue, g_ptr_array_unref);

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

  g_type_ensure (SUDOKU_TYPE_JOB_BAR);
  g_type_ensure (SUDOKU_TYPE_LIBRARY_LIST);
  g_type_ensure (SUDOKU_TYPE_LIBRARY_SIDEBAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/nanpure/Nanpure/"
                                                             "sudoku-library-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, content);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, groups);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, import_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, status_page);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, status_import_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow,
                                        status_generate_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, list);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, action_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, selection_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, move_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, move_menu);
  gtk_widget_class_bind_template_child (widget_class, SudokuLibraryWindow, job_bar);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, group_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, group_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, group_menu_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, list_item_activated_cb);

  gtk_widget_class_install_action (widget_class, "library.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "library.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "library.replay-solve", "x",
                                   replay_solve_action);
  _sudoku_library_window_class_add_actions (widget_class);
  _sudoku_library_window_class_add_transfer (widget_class);
  _sudoku_library_window_class_add_booklet (widget_class);
  _sudoku_library_window_class_add_generate (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "library.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK,
                                       "library.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "library.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F2, 0, "library.edit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, GDK_CONTROL_MASK,
                                       "library.export-booklet", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "library.print", NULL);
}

static void
sudoku_library_window_init (SudokuLibraryWindow *self)
{
  self->import.level = SUDOKU_LIBRARY_LEVEL_AUTO;
  self->jobs = sudoku_jobs_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  sudoku_tooltips_attach (GTK_WIDGET (self));


  /* The model comes with the library (constructed()). */
  g_signal_connect_object (sudoku_library_list_get_selection (self->list), "selection-changed",
                           G_CALLBACK (selection_changed_cb), self, 0);

  _sudoku_library_window_init_actions (self);
  _sudoku_library_window_init_transfer (self);

  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect_object (keys, "key-pressed", G_CALLBACK (search_key_pressed_cb), self,
                             G_CONNECT_SWAPPED);
    gtk_widget_add_controller (GTK_WIDGET (self->search_entry), keys);
  }
  g_signal_connect (self, "notify::is-active", G_CALLBACK (is_active_changed_cb), NULL);
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

  return sudoku_library_model_get_group (self->model);
}

void
sudoku_library_window_set_group (SudokuLibraryWindow *self,
                                 int                  group)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (group == SUDOKU_LIBRARY_GROUP_ALL ||
                    (group >= 0 && group <= SUDOKU_LIBRARY_MAX_LEVEL));

  sudoku_library_sidebar_select_group (self->groups, group);
  if (self->model == NULL || sudoku_library_model_get_group (self->model) == group)
    return;

  sudoku_library_list_start_over (self->list, TRUE);
  sudoku_library_model_set_group (self->model, group);
  update_for_group (self);
}

static void
shown_puzzle_read_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(SudokuLibraryWindow) self = sudoku_weak_ref_finish (user_data);
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  int group;

  puzzle = sudoku_library_get_finish (SUDOKU_LIBRARY (source), result, &error);
  /* Cancelled: a newer Show in Library, or the window closed. */
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  sudoku_jobs_done (self->jobs, JOB_SHOW);
  if (puzzle == NULL)
    {
      _sudoku_library_window_show_toast (self, error->message);
      return;
    }

  g_array_append_val (ids, puzzle->id);
  sudoku_library_list_select_later (self->list, ids);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  group = sudoku_library_model_get_group (self->model);
  if (group != SUDOKU_LIBRARY_GROUP_ALL && group != (int) puzzle->level)
    sudoku_library_window_set_group (self, (int) puzzle->level);
  else
    sudoku_library_model_reload (self->model);
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
  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));

  /* Its level is read in a worker; shown_puzzle_read_cb() goes there. */
  sudoku_library_get_async (self->library, id, sudoku_jobs_start (self->jobs, JOB_SHOW),
                            shown_puzzle_read_cb,
                            sudoku_weak_ref_new (self));
}

/**
 * sudoku_library_window_get_puzzles:
 *
 * Returns: (transfer none): the rows as shown, sorted, of
 *   #SudokuLibraryItem: the window's #SudokuLibraryModel
 */
GListModel *
sudoku_library_window_get_puzzles (SudokuLibraryWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self), NULL);

  return G_LIST_MODEL (self->model);
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

  return sudoku_library_list_get_selection (self->list);
}

/* Whether a list is being read, a change is being written, or an
 * import or export is going on. */
gboolean
sudoku_library_window_is_busy (SudokuLibraryWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self), FALSE);

  return sudoku_library_model_get_loading (self->model) || sudoku_jobs_get_busy (self->jobs);
}
