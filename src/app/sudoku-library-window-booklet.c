/* sudoku-library-window-booklet.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-library-window"

#include "config.h"

#include "sudoku-library-window-private.h"

#include "sudoku-export-dialog.h"
#include "sudoku-export-library.h"
#include "sudoku-print.h"
#include "sudoku-tooltips.h"

#include <glib/gi18n.h>

/* Booklets of the library window: Export as Booklet… and Print… take
 * the selected puzzles, or, with none selected, all shown (the group,
 * or what the search found), in the order shown. The library gathers
 * them into the pages' items in its worker (sudoku_export_gather_async(),
 * as `nanpure-cli export --library` does with the sync call); the
 * export dialog then offers a booklet, and printing rates the puzzles
 * (for their solutions and levels) in another worker before the print
 * dialog. Both show their progress under the header bar, with Cancel. */

typedef struct
{
  /* The window may go while the workers run: it cancels them then. */
  GWeakRef                 window;
  GCancellable            *cancellable;
  GPtrArray               *items;
  gboolean                 print;
  GtkPrintOperationAction  action;
  char                    *export_filename;
  char                    *title;
  SudokuExportOptions      options;
} BookletJob;

static void
booklet_job_free (BookletJob *job)
{
  g_weak_ref_clear (&job->window);
  g_clear_object (&job->cancellable);
  g_clear_pointer (&job->items, g_ptr_array_unref);
  g_free (job->export_filename);
  g_free (job->title);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BookletJob, booklet_job_free)

/* The job bar shows the booklet's progress; the job is the window's
 * (JOB_BAR). */
static void
begin_job (SudokuLibraryWindow *self,
           const char          *text)
{
  /* The bar is generating's too (sudoku-library-window-generate.c). */
  g_object_set (self->job_bar,
                "progress-label", _("Booklet progress"),
                "cancel-tooltip", _("Stop Preparing the Booklet"),
                NULL);
  sudoku_job_bar_start (self->job_bar, text, TRUE);
  _sudoku_library_window_update_selection (self);
}

static void
end_job (SudokuLibraryWindow *self)
{
  sudoku_jobs_done (self->jobs, JOB_BAR);
  sudoku_job_bar_stop (self->job_bar);
  _sudoku_library_window_update_selection (self);
}

static void
booklet_cancel_clicked_cb (SudokuLibraryWindow *self)
{
  if (!sudoku_jobs_is_running (self->jobs, JOB_BAR))
    return;
  sudoku_jobs_cancel (self->jobs, JOB_BAR);
  end_job (self);
}

/* Open on the toast: the file in the program the desktop uses for it. */
static void
open_exported_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  const char *uri = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;

  if (!g_app_info_launch_default_for_uri (uri, NULL, &error))
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *heading = g_strdup_printf (_("Cannot Open “%s”"), name);

      _sudoku_library_window_show_error (self, heading, error);
    }
}

static void
exported_cb (SudokuExportDialog  *dialog,
             GFile               *file,
             SudokuLibraryWindow *self)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *uri = g_file_get_uri (file);
  /* Translators: %s is a file name. */
  g_autofree char *text = g_strdup_printf (_("Exported to “%s”"), name);
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *toast = sudoku_toast_new (escaped);

  adw_toast_set_button_label (toast, _("_Open"));
  adw_toast_set_action_name (toast, "library.open-exported");
  adw_toast_set_action_target_value (toast, g_variant_new_string (uri));
  adw_toast_set_timeout (toast, 8);
  sudoku_toast_overlay_add (self->toast_overlay, toast);
}

static void
print_progress_cb (GtkWindow *window,
                   guint      done,
                   guint      total,
                   gpointer   user_data)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (window);
  g_autofree char *text = NULL;

  /* Translators: printing's progress: puzzles rated of all. */
  text = g_strdup_printf (_("Preparing the pages: %'u of %'u"), done, total);
  sudoku_job_bar_set_progress (self->job_bar, text, (double) done / total);
}

static void
print_done_cb (GtkWindow    *window,
               const GError *error,
               gpointer      user_data)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (window);

  if (error == NULL)
    end_job (self);
  else
    _sudoku_library_window_show_error (self, _("Cannot Print the Puzzles"), error);
}

static void
gathered_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(BookletJob) job = user_data;
  g_autoptr(SudokuLibraryWindow) self = g_weak_ref_get (&job->window);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SudokuExportDialog *dialog;

  job->items = sudoku_export_gather_finish (result, &error);
  if (self == NULL || g_cancellable_is_cancelled (job->cancellable))
    return;
  if (job->items == NULL)
    {
      end_job (self);
      _sudoku_library_window_show_error (self,
                                         error->domain == SUDOKU_LIBRARY_ERROR
                                         ? _("Cannot Read the Library")
                                         : job->print ? _("Cannot Print the Puzzles")
                                         : _("Cannot Export the Puzzles"),
                                         error);
      return;
    }
  if (job->items->len == 0)
    {
      end_job (self);
      _sudoku_library_window_show_toast (self, _("No puzzles are in that group"));
      return;
    }

  if (!job->print)
    {
      end_job (self);
      dialog = sudoku_export_dialog_new (GTK_WINDOW (self), job->items, SUDOKU_EXPORT_BOOKLET);
      /* Translators: the export dialog's title, for a booklet. */
      text = g_strdup_printf (ngettext ("Booklet of %'u Puzzle", "Booklet of %'u Puzzles",
                                        job->items->len), job->items->len);
      gtk_window_set_title (GTK_WINDOW (dialog), text);
      gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
      g_signal_connect_object (dialog, "exported", G_CALLBACK (exported_cb), self, 0);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }

  /* Solutions and levels are worked out before the print dialog: it
   * draws the pages in the main loop. */
  text = g_strdup_printf (ngettext ("Preparing %'u puzzle…", "Preparing %'u puzzles…",
                                    job->items->len), job->items->len);
  sudoku_job_bar_set_text (self->job_bar, text);
  sudoku_print_prepare_and_run (GTK_WINDOW (self), job->items, &job->options, job->options.what,
                                FALSE, job->action, job->export_filename, job->cancellable,
                                print_progress_cb, print_done_cb, NULL, NULL);
}

static BookletJob *
booklet_job_new (SudokuLibraryWindow     *self,
                 gboolean                 print,
                 GtkPrintOperationAction  action,
                 const char              *export_filename,
                 int                      group)
{
  BookletJob *job = g_new0 (BookletJob, 1);

  g_weak_ref_init (&job->window, self);
  job->print = print;
  job->action = action;
  job->export_filename = g_strdup (export_filename);
  sudoku_export_options_init (&job->options);
  job->options.what = SUDOKU_EXPORT_BOOKLET;
  /* A whole group is printed under its name (the print job's). */
  if (group != G_MININT)
    {
      g_autofree char *name = sudoku_library_sidebar_dup_group_name (group);

      /* Translators: the title of a printed booklet; %s is a group of
       * the library ("Level 3"). */
      job->title = g_strdup_printf (_("Sudoku booklet: %s"), name);
      job->options.title = job->title;
    }
  return job;
}

static gboolean
can_start (SudokuLibraryWindow *self)
{
  if (!sudoku_jobs_is_running (self->jobs, JOB_BAR))
    return TRUE;
  _sudoku_library_window_show_toast (self, _("A booklet is being prepared: wait for it, "
                                             "or cancel it"));
  return FALSE;
}

/* Takes @job: the library gathers the puzzles of @group, or of @ids,
 * with @text as the progress meanwhile. */
static void
gather (SudokuLibraryWindow *self,
        BookletJob          *job,
        int                  group,
        GArray              *ids,
        const char          *text)
{
  job->cancellable = g_object_ref (sudoku_jobs_start (self->jobs, JOB_BAR));
  begin_job (self, text);
  sudoku_export_gather_async (self->library, group, ids, job->cancellable, gathered_cb, job);
}

static void
start_job (SudokuLibraryWindow     *self,
           gboolean                 print,
           GtkPrintOperationAction  action,
           const char              *export_filename)
{
  g_autoptr(GArray) ids = NULL;
  g_autofree char *text = NULL;
  gboolean whole_group;
  guint n_puzzles;
  int group = sudoku_library_model_get_group (self->model);

  if (!can_start (self))
    return;

  n_puzzles = sudoku_library_list_count_selected (self->list);
  whole_group = n_puzzles == 0 && sudoku_library_model_get_search (self->model) == NULL;
  if (n_puzzles == 0)
    n_puzzles = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  if (n_puzzles == 0)
    {
      _sudoku_library_window_show_toast (self, _("No puzzles are shown"));
      return;
    }
  ids = sudoku_library_list_dup_shown_ids (self->list);

  /* Translators: the booklet's progress: the puzzles being read. */
  text = g_strdup_printf (ngettext ("Gathering %'u puzzle…", "Gathering %'u puzzles…",
                                    n_puzzles), n_puzzles);
  gather (self, booklet_job_new (self, print, action, export_filename,
                                 whole_group ? group : G_MININT),
          group, ids, text);
}

/**
 * sudoku_library_window_booklet_group:
 * @group: 1–7, %SUDOKU_LIBRARY_SAMPLE or %SUDOKU_LIBRARY_GROUP_ALL
 * @print: %TRUE to print (as sudoku_library_window_print() with
 *   @action and @export_filename), %FALSE to open the export dialog
 *
 * A booklet of every puzzle of @group, as the library files them,
 * whatever is shown or selected: what the sidebar's menu does.
 */
void
sudoku_library_window_booklet_group (SudokuLibraryWindow     *self,
                                     int                      group,
                                     gboolean                 print,
                                     GtkPrintOperationAction  action,
                                     const char              *export_filename)
{
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (group == SUDOKU_LIBRARY_GROUP_ALL ||
                    (group >= 0 && group <= SUDOKU_LIBRARY_MAX_LEVEL));
  g_return_if_fail (!print || action != GTK_PRINT_OPERATION_ACTION_EXPORT ||
                    export_filename != NULL);

  if (!can_start (self))
    return;

  name = sudoku_library_sidebar_dup_group_name (group);
  /* Translators: the booklet's progress; %s is a group ("Level 3"). */
  text = g_strdup_printf (_("Reading %s…"), name);
  gather (self, booklet_job_new (self, print, action, export_filename, group), group, NULL,
          text);
}

/**
 * sudoku_library_window_export_booklet:
 *
 * Export as Booklet…: gathers the selected puzzles, or all shown, in a
 * worker, then opens the export dialog on a booklet of them;
 * sudoku_library_window_is_busy() says %TRUE until the dialog is open.
 */
void
sudoku_library_window_export_booklet (SudokuLibraryWindow *self)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));

  start_job (self, FALSE, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL);
}

/**
 * sudoku_library_window_print:
 * @action: %GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG for Print…;
 *   %GTK_PRINT_OPERATION_ACTION_EXPORT writes @export_filename as PDF
 * @export_filename: (nullable): for %GTK_PRINT_OPERATION_ACTION_EXPORT
 *
 * Prints the selected puzzles, or all shown, as a booklet: they are
 * gathered and rated in workers, with progress and Cancel, then printed
 * through GtkPrintOperation.
 */
void
sudoku_library_window_print (SudokuLibraryWindow     *self,
                             GtkPrintOperationAction  action,
                             const char              *export_filename)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (action != GTK_PRINT_OPERATION_ACTION_EXPORT || export_filename != NULL);

  start_job (self, TRUE, action, export_filename);
}

static void
export_booklet_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  sudoku_library_window_export_booklet (SUDOKU_LIBRARY_WINDOW (widget));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  sudoku_library_window_print (SUDOKU_LIBRARY_WINDOW (widget),
                               GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL);
}

static void
export_group_booklet_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  sudoku_library_window_booklet_group (SUDOKU_LIBRARY_WINDOW (widget),
                                       g_variant_get_int32 (parameter), FALSE,
                                       GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL);
}

static void
print_group_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  sudoku_library_window_booklet_group (SUDOKU_LIBRARY_WINDOW (widget),
                                       g_variant_get_int32 (parameter), TRUE,
                                       GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL);
}

/* The sidebar's context menu: a group's booklet, print, or new puzzles. */
void
_sudoku_library_window_popup_group_menu (SudokuLibraryWindow *self,
                                         int                  group,
                                         double               x,
                                         double               y)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenuItem) booklet = NULL;
  g_autoptr(GMenuItem) print = NULL;
  g_autofree char *name = sudoku_library_sidebar_dup_group_name (group);
  g_autofree char *booklet_label = NULL;
  g_autofree char *print_label = NULL;

  /* Translators: the sidebar's menu; %s is a group ("Level 3"). */
  booklet_label = g_strdup_printf (_("Export %s as _Booklet…"), name);
  booklet = g_menu_item_new (booklet_label, NULL);
  g_menu_item_set_action_and_target_value (booklet, "library.export-group-booklet",
                                           g_variant_new_int32 (group));
  g_menu_append_item (menu, booklet);
  /* Translators: the sidebar's menu; %s is a group ("Level 3"). */
  print_label = g_strdup_printf (_("_Print %s…"), name);
  print = g_menu_item_new (print_label, NULL);
  g_menu_item_set_action_and_target_value (print, "library.print-group",
                                           g_variant_new_int32 (group));
  g_menu_append_item (menu, print);
  _sudoku_library_window_append_generate_item (self, menu, group);

  sudoku_library_sidebar_popup_menu (self->groups, G_MENU_MODEL (menu), x, y);
}

void
_sudoku_library_window_class_add_booklet (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, booklet_cancel_clicked_cb);
  gtk_widget_class_install_action (widget_class, "library.export-booklet", NULL,
                                   export_booklet_action);
  gtk_widget_class_install_action (widget_class, "library.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "library.export-group-booklet", "i",
                                   export_group_booklet_action);
  gtk_widget_class_install_action (widget_class, "library.print-group", "i",
                                   print_group_action);
  gtk_widget_class_install_action (widget_class, "library.open-exported", "s",
                                   open_exported_action);
}
