/* sudoku-library-window-generate.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define _GNU_SOURCE  /* gettid () */
#define G_LOG_DOMAIN "nanpure-library-window"

#include "config.h"

#include "sudoku-library-window-private.h"

#include <glib/gi18n.h>
#include <sys/resource.h>
#include <unistd.h>

#include "sudoku-generator.h"
#include "sudoku-library-async.h"

/* "Generate Puzzles into This Level…" (the sidebar's menu on a level):
 * N new puzzles of that level for a booklet of the week. A worker makes
 * them one by one; each is added as it comes by the library's own
 * worker (sudoku_library_store_async()), whose result comes back in
 * added_cb(), so the list (SudokuLibraryModel) shows it at once. The
 * progress uses the booklet's bar, whose Cancel stops the worker;
 * puzzles already added stay. The job ends in finish_job() once the
 * generator is done and every add is back. */

typedef struct
{
  guint           level;
  guint           count;
  SudokuVariant   variant;
  SudokuSymmetry  symmetry;
  guint64         seed;
  guint           n_added;
  guint           n_adding;
  gboolean        generated;
  GError         *error;
  GCancellable   *cancellable;
  /* The window, held weakly: the task may outlive it, and may be let go
   * last in the worker. */
  GWeakRef        window;
} GenerateJob;

static void
generate_job_free (GenerateJob *job)
{
  g_weak_ref_clear (&job->window);
  g_clear_error (&job->error);
  g_clear_object (&job->cancellable);
  g_free (job);
}

/* One puzzle made, on its way to the main thread. */
typedef struct
{
  GTask        *task;
  SudokuBoard   board;
  SudokuRating  rating;
} Made;

static void
made_free (Made *made)
{
  g_clear_object (&made->task);
  g_free (made);
}

static void
show_progress (SudokuLibraryWindow *self,
               GenerateJob         *job)
{
  g_autofree char *name = _sudoku_library_window_dup_group_name ((int) job->level);
  g_autofree char *text = NULL;

  /* Translators: the progress of generating puzzles; "2 of 7 puzzles
   * generated for Level 3". */
  text = g_strdup_printf (ngettext ("%u of %u puzzle generated for %s",
                                    "%u of %u puzzles generated for %s", job->count),
                          job->n_added, job->count, name);
  gtk_label_set_text (self->booklet_label, text);
  gtk_progress_bar_set_fraction (self->booklet_progress, (double) job->n_added / job->count);
}

static void finish_job (SudokuLibraryWindow *self,
                        GenerateJob         *job);

/* Back on the main thread: the puzzle joined the level (or not). */
static void
added_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GenerateJob *job = g_task_get_task_data (task);
  g_autoptr(SudokuLibraryWindow) self = g_weak_ref_get (&job->window);
  g_autoptr(SudokuLibraryPuzzle) added = NULL;
  g_autoptr(GError) error = NULL;

  job->n_adding--;
  added = sudoku_library_store_finish (SUDOKU_LIBRARY (source), result, &error);
  /* Closed meanwhile: its dispose cancelled the job; what was added
   * stays. */
  if (self == NULL)
    return;
  if (added != NULL)
    {
      job->n_added++;
      if (!gtk_widget_in_destruction (GTK_WIDGET (self)))
        show_progress (self, job);
    }
  /* A puzzle made twice is rare and harmless: one fewer. */
  else if (!g_error_matches (error, SUDOKU_LIBRARY_ERROR, SUDOKU_LIBRARY_ERROR_DUPLICATE) &&
           !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) &&
           !g_cancellable_is_cancelled (job->cancellable))
    {
      g_cancellable_cancel (job->cancellable);
      if (!gtk_widget_in_destruction (GTK_WIDGET (self)))
        _sudoku_library_window_show_error (self, _("Could Not Add the Puzzles"), error);
    }
  if (job->generated && job->n_adding == 0)
    finish_job (self, job);
}

/* On the main thread: the puzzle goes to the library's worker. */
static gboolean
add_made_cb (gpointer user_data)
{
  Made *made = user_data;
  GenerateJob *job = g_task_get_task_data (made->task);
  g_autoptr(SudokuLibraryWindow) self = g_weak_ref_get (&job->window);
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;

  if (self == NULL || g_cancellable_is_cancelled (job->cancellable))
    return G_SOURCE_REMOVE;
  puzzle = sudoku_library_puzzle_new_from_board (&made->board);
  puzzle->level = job->level;
  puzzle->computed_level = made->rating.level;
  puzzle->score = made->rating.score;
  puzzle->se = made->rating.se_rating;
  puzzle->source = g_strdup ("Nanpure");
  job->n_adding++;
  sudoku_library_store_async (self->library, puzzle, 0, job->cancellable, added_cb,
                              g_object_ref (made->task));
  return G_SOURCE_REMOVE;
}

static void
generate_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  GenerateJob *job = task_data;
  SudokuGenerateOptions options;
  GMainContext *context = g_task_get_context (task);

  /* Behind the windows: the user may go on solving meanwhile. */
  setpriority (PRIO_PROCESS, (id_t) gettid (), 10);
  sudoku_generate_options_init (&options);
  options.level = job->level;
  options.variant = job->variant;
  options.symmetry = job->symmetry;
  for (guint i = 0; i < job->count; i++)
    {
      Made *made = g_new0 (Made, 1);
      GError *error = NULL;

      options.seed = sudoku_generate_seed_for_index (job->seed, i);
      if (!sudoku_generate (&options, &made->board, &made->rating, NULL, NULL, NULL, cancellable,
                            &error))
        {
          made_free (made);
          g_task_return_error (task, error);
          return;
        }
      made->task = g_object_ref (task);
      g_main_context_invoke_full (context, G_PRIORITY_DEFAULT, add_made_cb, made,
                                  (GDestroyNotify) made_free);
    }
  g_task_return_boolean (task, TRUE);
}

/* The one place a job ends: the generator is done and every add is
 * back. */
static void
finish_job (SudokuLibraryWindow *self,
            GenerateJob         *job)
{
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  /* The bar is the job's only while its cancellable is the booklet's. */
  if (self->booklet_cancellable == job->cancellable)
    {
      g_clear_object (&self->booklet_cancellable);
      g_clear_handle_id (&self->booklet_pulse, g_source_remove);
      gtk_revealer_set_reveal_child (self->booklet_revealer, FALSE);
      _sudoku_library_window_update_selection (self);
    }
  if (job->error != NULL && !g_error_matches (job->error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      _sudoku_library_window_show_error (self, _("Could Not Generate the Puzzles"), job->error);
      return;
    }
  name = _sudoku_library_window_dup_group_name ((int) job->level);
  /* Translators: when generating ends; "7 new puzzles in Level 3". */
  text = g_strdup_printf (ngettext ("%u new puzzle in %s", "%u new puzzles in %s", job->n_added),
                          job->n_added, name);
  _sudoku_library_window_show_toast (self, text);
}

static void
generated_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GenerateJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(SudokuLibraryWindow) self = g_weak_ref_get (&job->window);

  g_task_propagate_boolean (G_TASK (result), &job->error);
  job->generated = TRUE;
  if (self != NULL && job->n_adding == 0)
    finish_job (self, job);
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
  g_autoptr(GTask) task = NULL;
  g_autofree char *name = NULL;
  GenerateJob *job;

  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (level >= 1 && level <= SUDOKU_LIBRARY_MAX_LEVEL);
  g_return_if_fail (count > 0);

  if (self->booklet_cancellable != NULL)
    {
      _sudoku_library_window_show_toast (self, _("A booklet is being prepared: wait for it, "
                                                 "or cancel it"));
      return;
    }
  job = g_new0 (GenerateJob, 1);
  job->level = level;
  job->count = count;
  job->variant = variant;
  job->symmetry = symmetry;
  job->seed = ((guint64) g_random_int () << 32) | g_random_int ();
  job->cancellable = g_cancellable_new ();
  g_weak_ref_init (&job->window, self);
  self->booklet_cancellable = g_object_ref (job->cancellable);

  gtk_revealer_set_reveal_child (self->booklet_revealer, TRUE);
  show_progress (self, job);
  _sudoku_library_window_update_selection (self);

  /* Not the window as the source: a task run in a worker may be let go
   * last there, and the window with it. */
  task = g_task_new (NULL, job->cancellable, generated_cb, NULL);
  g_task_set_source_tag (task, sudoku_library_window_generate_into_level);
  g_task_set_task_data (task, job, (GDestroyNotify) generate_job_free);
  g_task_run_in_thread (task, generate_thread);
}

/* The question: how many, which rules, which symmetry. */

typedef struct
{
  GWeakRef             window;  /* the question may outlive it */
  guint                level;
  GtkSpinButton       *count;
  AdwComboRow         *variant;
  AdwComboRow         *symmetry;
} GenerateQuestion;

static void
generate_question_free (gpointer  data,
                        GClosure *closure)
{
  GenerateQuestion *question = data;

  g_weak_ref_clear (&question->window);
  g_free (question);
}

static void
generate_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      GenerateQuestion *question)
{
  g_autoptr(SudokuLibraryWindow) window = g_weak_ref_get (&question->window);

  if (window == NULL || g_strcmp0 (response, "generate") != 0)
    return;
  sudoku_library_window_generate_into_level (
    window, question->level,
    (guint) gtk_spin_button_get_value_as_int (question->count),
    adw_combo_row_get_selected (question->variant) == 1 ? SUDOKU_VARIANT_WINDOKU
                                                        : SUDOKU_VARIANT_CLASSIC,
    (SudokuSymmetry) MIN (adw_combo_row_get_selected (question->symmetry),
                          SUDOKU_N_SYMMETRIES - 1));
}

static void
generate_into_level_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  int level = g_variant_get_int32 (parameter);
  const char *variants[] = { _("Classic"), _("Windoku"), NULL };
  const char *symmetries[] = { _("None"), _("Half turn (180°)"), _("Quarter turn (90°)"),
                               _("Mirror"), _("Diagonal"), NULL };
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;
  g_autoptr(GtkStringList) variant_list = gtk_string_list_new (variants);
  g_autoptr(GtkStringList) symmetry_list = gtk_string_list_new (symmetries);
  GenerateQuestion *question;
  AdwMessageDialog *dialog;
  GtkWidget *list;
  GtkWidget *row;

  if (level < 1 || level > SUDOKU_LIBRARY_MAX_LEVEL)
    return;
  name = _sudoku_library_window_dup_group_name (level);
  /* Translators: a dialog's heading; %s is a level ("Level 3"). */
  heading = g_strdup_printf (_("Generate Puzzles into %s"), name);
  dialog = _sudoku_library_window_message_dialog_new (
    self, heading, _("New puzzles of this level, each with exactly one solution, made in the "
                     "background: a booklet for the week."));

  question = g_new0 (GenerateQuestion, 1);
  g_weak_ref_init (&question->window, self);
  question->level = (guint) level;

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Number of Puzzles"));
  question->count = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 100, 1));
  gtk_spin_button_set_value (question->count, 7);
  gtk_widget_set_valign (GTK_WIDGET (question->count), GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (question->count));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (question->count));
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  question->variant = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (question->variant), _("Rules"));
  adw_combo_row_set_model (question->variant, G_LIST_MODEL (variant_list));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (question->variant));
  question->symmetry = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (question->symmetry),
                                 _("Symmetry of the Clues"));
  adw_combo_row_set_model (question->symmetry, G_LIST_MODEL (symmetry_list));
  adw_combo_row_set_selected (question->symmetry, SUDOKU_SYMMETRY_ROT180);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (question->symmetry));
  adw_message_dialog_set_extra_child (dialog, list);

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"),
                                    "generate", _("_Generate"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "generate", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "generate");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (generate_response_cb), question,
                         generate_question_free, 0);
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
