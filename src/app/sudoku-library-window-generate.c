/* sudoku-library-window-generate.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-library-window"

#include "config.h"

#include "sudoku-library-window-private.h"

#include <glib/gi18n.h>

#include "sudoku-generate-dialog.h"
#include "sudoku-generator.h"
#include "sudoku-library-async.h"

/* "Generate Puzzles into This Level…" (the sidebar's menu on a level):
 * N new puzzles of that level for a booklet of the week. The library
 * makes them in its worker and adds each as it comes
 * (sudoku_library_generate_async()), so the list (SudokuLibraryModel)
 * shows it at once; the window shows the progress in the booklet's bar,
 * whose Cancel stops the run (puzzles already added stay), and says
 * how it ended. */

typedef struct
{
  /* The window may go while the library works: it cancels the run
   * then, and the callbacks leave it be. */
  GWeakRef        window;
  GCancellable   *cancellable;
  guint           level;
  guint           count;
} GenerateJob;

static void
generate_job_free (GenerateJob *job)
{
  g_weak_ref_clear (&job->window);
  g_clear_object (&job->cancellable);
  g_free (job);
}

static void
show_progress (SudokuLibraryWindow *self,
               guint                level,
               guint                n_added,
               guint                count)
{
  g_autofree char *name = sudoku_library_sidebar_dup_group_name ((int) level);
  g_autofree char *text = NULL;

  /* Translators: the progress of generating puzzles; "2 of 7 puzzles
   * generated for Level 3". */
  text = g_strdup_printf (ngettext ("%u of %u puzzle generated for %s",
                                    "%u of %u puzzles generated for %s", count),
                          n_added, count, name);
  sudoku_job_bar_set_progress (self->job_bar, text, (double) n_added / count);
}

static void
progress_cb (guint    n_added,
             guint    count,
             gpointer user_data)
{
  GenerateJob *job = user_data;
  g_autoptr(SudokuLibraryWindow) self = g_weak_ref_get (&job->window);

  /* A cancelled run's bar is gone, or another job's. */
  if (self != NULL && !g_cancellable_is_cancelled (job->cancellable))
    show_progress (self, job->level, n_added, count);
}

static void
generated_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GenerateJob *job = user_data;
  g_autoptr(SudokuLibraryWindow) self = g_weak_ref_get (&job->window);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  guint n_added = 0;

  sudoku_library_generate_finish (SUDOKU_LIBRARY (source), result, &n_added, &error);
  if (self == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  /* The bar is still the run's unless it was cancelled (Cancel hid it,
   * and another job may have it now). */
  if (!g_cancellable_is_cancelled (job->cancellable))
    {
      sudoku_jobs_done (self->jobs, JOB_BAR);
      sudoku_job_bar_stop (self->job_bar);
      _sudoku_library_window_update_selection (self);
    }
  if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      _sudoku_library_window_show_error (self,
                                         error->domain == SUDOKU_LIBRARY_ERROR
                                         ? _("Could Not Add the Puzzles")
                                         : _("Could Not Generate the Puzzles"),
                                         error);
      return;
    }
  name = sudoku_library_sidebar_dup_group_name ((int) job->level);
  /* Cancelled, the toast says so and how many of those asked for were
   * made: they stay. "19 new puzzles in Level 7" alone read as a run
   * that had made all it was asked for. */
  if (error != NULL)
    /* Translators: when the user cancelled generating; "Generating
     * cancelled: 19 of 100 puzzles made, kept in Level 7". */
    text = g_strdup_printf (ngettext ("Generating cancelled: %u of %u puzzle made, kept in %s",
                                      "Generating cancelled: %u of %u puzzles made, kept in %s",
                                      job->count),
                            n_added, job->count, name);
  else
    /* Translators: when generating ends; "7 new puzzles in Level 3". */
    text = g_strdup_printf (ngettext ("%u new puzzle in %s", "%u new puzzles in %s", n_added),
                            n_added, name);
  _sudoku_library_window_show_toast (self, text);
}

/**
 * sudoku_library_window_generate_into_level:
 * @self: a library window
 * @level: 1–7
 * @count: how many puzzles
 * @variant: their rules
 * @symmetry: the pattern of their clues
 *
 * Generates @count new puzzles of @level in the background and adds each
 * to that level as it comes, with progress and Cancel. Nothing starts
 * while a booklet is being prepared (a toast says so).
 */
void
sudoku_library_window_generate_into_level (SudokuLibraryWindow *self,
                                           guint                level,
                                           guint                count,
                                           SudokuVariant        variant,
                                           SudokuSymmetry       symmetry)
{
  SudokuGenerateOptions options;
  GenerateJob *job;

  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (level >= 1 && level <= SUDOKU_LIBRARY_MAX_LEVEL);
  g_return_if_fail (count > 0);

  if (sudoku_jobs_is_running (self->jobs, JOB_BAR))
    {
      _sudoku_library_window_show_toast (self, _("A booklet is being prepared: wait for it, "
                                                 "or cancel it"));
      return;
    }
  job = g_new0 (GenerateJob, 1);
  g_weak_ref_init (&job->window, self);
  job->level = level;
  job->count = count;
  job->cancellable = g_object_ref (sudoku_jobs_start (self->jobs, JOB_BAR));

  /* The booklet's bar: its Cancel said "Stop Preparing the Booklet". */
  g_object_set (self->job_bar,
                "progress-label", _("Generating progress"),
                "cancel-tooltip", _("Stop Generating: the Puzzles Made So Far Stay"),
                NULL);
  sudoku_job_bar_start (self->job_bar, NULL, FALSE);
  show_progress (self, level, 0, count);
  _sudoku_library_window_update_selection (self);

  sudoku_generate_options_init (&options);
  options.level = level;
  options.variant = variant;
  options.symmetry = symmetry;
  options.seed = ((guint64) g_random_int () << 32) | g_random_int ();
  /* The job is the progress's data and the callback's; the library
   * frees it with its task, after the last of either. */
  sudoku_library_generate_async (self->library, &options, count, progress_cb, job,
                                 (GDestroyNotify) generate_job_free, job->cancellable,
                                 generated_cb, job);
}

/* The question: how many, which rules, which symmetry. */

static void
generate_response_cb (SudokuGenerateDialog *dialog,
                      const char           *response,
                      SudokuLibraryWindow  *self)
{
  if (g_strcmp0 (response, "generate") != 0)
    return;
  sudoku_library_window_generate_into_level (self,
                                             sudoku_generate_dialog_get_level (dialog),
                                             sudoku_generate_dialog_get_count (dialog),
                                             sudoku_generate_dialog_get_variant (dialog),
                                             sudoku_generate_dialog_get_symmetry (dialog));
}

static void
generate_into_level_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  int level = g_variant_get_int32 (parameter);
  GtkWidget *dialog;

  if (level < 1 || level > SUDOKU_LIBRARY_MAX_LEVEL)
    return;
  dialog = sudoku_generate_dialog_new (GTK_WINDOW (self), (guint) level);
  g_signal_connect_object (dialog, "response", G_CALLBACK (generate_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The window menu's item: the level shown. */
static void
generate_into_shown_level_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  int group = sudoku_library_window_get_group (self);

  if (group < 1 || group > SUDOKU_LIBRARY_MAX_LEVEL)
    {
      _sudoku_library_window_show_toast (self, _("Choose a level in the sidebar first"));
      return;
    }
  gtk_widget_activate_action (widget, "library.generate-into-level", "i", group);
}

/* The sidebar menu's item for @group, when it is a level. */
void
_sudoku_library_window_append_generate_item (SudokuLibraryWindow *self,
                                             GMenu               *menu,
                                             int                  group)
{
  g_autoptr(GMenuItem) item = NULL;

  if (group < 1 || group > SUDOKU_LIBRARY_MAX_LEVEL)
    return;
  item = g_menu_item_new (_("_Generate Puzzles into This Level…"), NULL);
  g_menu_item_set_action_and_target_value (item, "library.generate-into-level",
                                           g_variant_new_int32 (group));
  g_menu_append_item (menu, item);
}

void
_sudoku_library_window_class_add_generate (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "library.generate-into-level", "i",
                                   generate_into_level_action);
  gtk_widget_class_install_action (widget_class, "library.generate-into-shown-level", NULL,
                                   generate_into_shown_level_action);
}
