/* sudoku-library-window-transfer.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-library-window"

#include "config.h"

#include "sudoku-library-window-private.h"

#include <glib/gi18n.h>

#include "sudoku-weak-ref.h"
#include <string.h>

/* Import and export in the library window: the file choosers, the
 * import's choices (group and rules), its progress bar with Cancel and
 * its report of the bad lines, files dropped on the window, and the
 * export of the selected or shown puzzles. */

/* How many import errors the report lists; the rest are counted. */
#define MAX_REPORTED_ERRORS 500

/* Importing */

static void start_import (SudokuLibraryWindow *self,
                          GFile               *file,
                          int                  level,
                          SudokuVariant        variant);

/* What the import's progress reports need: the window may be gone by
 * the time they come. */
typedef struct
{
  GWeakRef      window;
  GCancellable *cancellable;
} ImportProgress;

static void
import_progress_cb (SudokuLibraryImportStage  stage,
                    guint                     done,
                    guint                     total,
                    gpointer                  user_data)
{
  ImportProgress *progress = user_data;
  g_autoptr(SudokuLibraryWindow) self = g_weak_ref_get (&progress->window);
  g_autofree char *text = NULL;

  /* Late news of a cancelled import, maybe after another one started. */
  if (self == NULL || g_cancellable_is_cancelled (progress->cancellable))
    return;

  if (stage == SUDOKU_LIBRARY_IMPORT_CHECKING)
    /* Translators: the import's progress: a file name, then how many
     * of its puzzles were read and checked. */
    text = g_strdup_printf (_("“%s”: checking %'u of %'u"), self->import.name, done, total);
  else
    /* Translators: the import's progress: a file name, then how many
     * of its puzzles were written. */
    text = g_strdup_printf (_("“%s”: saving %'u of %'u"), self->import.name, done, total);
  /* Checking (and rating) is most of the work. */
  sudoku_job_bar_set_progress (self->import_bar, text,
                                 total == 0 ? 0
                                 : stage == SUDOKU_LIBRARY_IMPORT_CHECKING
                                 ? 0.9 * done / total : 0.9 + 0.1 * done / total);
}

static void
import_progress_free (ImportProgress *progress)
{
  g_weak_ref_clear (&progress->window);
  g_clear_object (&progress->cancellable);
  g_free (progress);
}

static void
end_import (SudokuLibraryWindow *self)
{
  sudoku_jobs_done (self->jobs, JOB_IMPORT);
  g_clear_pointer (&self->import.name, g_free);
  sudoku_job_bar_stop (self->import_bar);
  _sudoku_library_window_update_selection (self);
}

/* The next file of several opened or dropped at once, with the same
 * choices, once the one before is done. */
static void
import_next (SudokuLibraryWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (self->import.queue == NULL || self->import.queue->len == 0)
    {
      g_clear_pointer (&self->import.queue, g_ptr_array_unref);
      return;
    }
  file = g_ptr_array_steal_index (self->import.queue, 0);
  start_import (self, file, self->import.level, self->import.variant);
}

static void
import_cancel_clicked_cb (SudokuLibraryWindow *self)
{
  /* The library is left as it was; nothing to tell. The files still
   * waiting are not imported either. */
  g_clear_pointer (&self->import.queue, g_ptr_array_unref);
  sudoku_jobs_cancel (self->jobs, JOB_IMPORT);
  end_import (self);
}

static void
report_import (SudokuLibraryWindow             *self,
               const char                      *name,
               const SudokuLibraryImportResult *result)
{
  g_autofree char *summary = NULL;
  g_autofree char *into = NULL;
  g_autoptr(GString) lines = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *scrolled, *view;
  guint n_errors = result->errors->len;

  if (self->import.level == SUDOKU_LIBRARY_LEVEL_AUTO)
    into = g_strdup (_("rated and sorted into levels"));
  else
    {
      g_autofree char *group = sudoku_library_sidebar_dup_group_name (self->import.level);

      /* Translators: where the puzzles went: "into Level 3". */
      into = g_strdup_printf (_("into %s"), group);
    }

  if (n_errors == 0)
    {
      g_autofree char *text = NULL;

      /* An empty file, or one of comments only: "Imported 0 puzzles"
       * read as if it had worked. */
      if (result->n_imported == 0 && result->n_duplicates == 0)
        /* Translators: %s is the file's name. */
        text = g_strdup_printf (_("No puzzles in “%s”: it is empty or has only comments"),
                                name);
      else if (result->n_duplicates == 0)
        /* Translators: %s is "into Level 3" or "rated and sorted into levels". */
        text = g_strdup_printf (ngettext ("Imported %'u puzzle %s", "Imported %'u puzzles %s",
                                          result->n_imported),
                                result->n_imported, into);
      else
        /* Translators: %s is "into Level 3" or "rated and sorted into levels". */
        text = g_strdup_printf (ngettext ("Imported %'u puzzle %s, skipped %'u already there",
                                          "Imported %'u puzzles %s, skipped %'u already there",
                                          result->n_imported),
                                result->n_imported, into, result->n_duplicates);
      _sudoku_library_window_show_toast (self, text);
      return;
    }

  /* Translators: the import's report, before the list of bad lines. */
  summary = g_strdup_printf (_("Imported %'u, duplicates %'u, errors %'u. "
                               "The lines with errors were skipped:"),
                             result->n_imported, result->n_duplicates, n_errors);
  lines = g_string_new (NULL);
  for (guint i = 0; i < MIN (n_errors, MAX_REPORTED_ERRORS); i++)
    {
      const SudokuLibraryImportError *entry = result->errors->pdata[i];

      g_string_append_printf (lines, "%s%s", i > 0 ? "\n" : "", entry->message);
    }
  if (n_errors > MAX_REPORTED_ERRORS)
    {
      guint more = n_errors - MAX_REPORTED_ERRORS;

      g_string_append_c (lines, '\n');
      /* Translators: after the list of bad lines, when it is cut short. */
      g_string_append_printf (lines, ngettext ("… and %'u more", "… and %'u more", more), more);
    }

  dialog = _sudoku_library_window_message_dialog_new (self,
                                                      result->n_imported > 0
                                                      ? _("Some Lines Were Skipped")
                                                      : _("Nothing Was Imported"),
                                                      summary);
  view = gtk_text_view_new ();
  gtk_text_view_set_editable (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (view), TRUE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), lines->str, -1);
  gtk_widget_add_css_class (view, "library-errors");
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Lines with errors"), -1);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 80);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 240);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  gtk_widget_add_css_class (scrolled, "card");
  adw_message_dialog_set_extra_child (dialog, scrolled);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
import_ready_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(SudokuLibraryWindow) self = sudoku_weak_ref_finish (user_data);
  g_autoptr(SudokuLibraryImportResult) imported = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  int level;

  imported = sudoku_library_import_finish (SUDOKU_LIBRARY (source), result, &error);
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* The worker may have committed just before it was told to stop:
       * the library then says so itself. */
      sudoku_library_check_external_changes (SUDOKU_LIBRARY (source));
      return;
    }

  level = self->import.level;
  /* end_import() lets the name go. */
  name = g_strdup (self->import.name);
  if (imported == NULL)
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Import “%s”"), name);

      end_import (self);
      _sudoku_library_window_show_error (self, heading, error);
      import_next (self);
      return;
    }

  end_import (self);
  /* Show where they went. */
  if (level != SUDOKU_LIBRARY_LEVEL_AUTO && imported->n_imported > 0 &&
      sudoku_library_window_get_group (self) != SUDOKU_LIBRARY_GROUP_ALL)
    sudoku_library_window_set_group (self, level);
  report_import (self, name, imported);
  import_next (self);
}

static void
import_loaded_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(SudokuLibraryWindow) self = sudoku_weak_ref_finish (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) text = NULL;
  g_autofree char *checking = NULL;
  SudokuLibraryImportOptions options = { 0, };
  ImportProgress *progress;
  GCancellable *cancellable;
  char *contents = NULL;
  gsize length = 0;

  if ((!g_file_load_contents_finish (G_FILE (source), result, &contents, &length, NULL, &error) &&
       g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)) || self == NULL)
    {
      g_free (contents);
      return;
    }

  if (contents == NULL)
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Read “%s”"), self->import.name);

      end_import (self);
      _sudoku_library_window_show_error (self, heading, error);
      import_next (self);
      return;
    }

  /* The import goes on with the cancellable it began with. */
  cancellable = sudoku_jobs_get_cancellable (self->jobs, JOB_IMPORT);
  if (cancellable == NULL)
    {
      g_free (contents);
      return;
    }
  text = g_bytes_new_take (contents, length);
  options.variant = self->import.variant;
  options.level = self->import.level;
  options.source = self->import.name;
  options.n_threads = 0;
  progress = g_new0 (ImportProgress, 1);
  g_weak_ref_init (&progress->window, self);
  progress->cancellable = g_object_ref (cancellable);
  /* Translators: the import's progress, before there is any. */
  checking = g_strdup_printf (_("“%s”: checking…"), self->import.name);
  sudoku_job_bar_set_text (self->import_bar, checking);
  sudoku_library_import_async (self->library, text, &options,
                               import_progress_cb, progress,
                               (GDestroyNotify) import_progress_free,
                               cancellable, import_ready_cb,
                               sudoku_weak_ref_new (self));
}

typedef struct
{
  GPtrArray   *files;
  AdwComboRow *level_row;
  AdwComboRow *variant_row;
} ImportChoice;

static void
import_choice_free (ImportChoice *choice)
{
  g_clear_pointer (&choice->files, g_ptr_array_unref);
  g_free (choice);
}

static void
import_choice_response_cb (AdwMessageDialog    *dialog,
                           const char          *response,
                           SudokuLibraryWindow *self)
{
  ImportChoice *choice = g_object_get_data (G_OBJECT (dialog), "sudoku-import-choice");
  guint selected = adw_combo_row_get_selected (choice->level_row);
  int level = selected == 0 ? SUDOKU_LIBRARY_LEVEL_AUTO
                            : (int) _sudoku_library_window_combo_to_level (selected - 1);
  SudokuVariant variant = adw_combo_row_get_selected (choice->variant_row) == 1
                          ? SUDOKU_VARIANT_WINDOKU : SUDOKU_VARIANT_CLASSIC;

  if (!g_str_equal (response, "import"))
    return;
  if (sudoku_jobs_is_running (self->jobs, JOB_IMPORT))
    {
      _sudoku_library_window_show_toast (self,
                                         _("Another import is going on: wait for it, or "
                                           "cancel it"));
      return;
    }
  /* The first file now, the others one after another. */
  g_clear_pointer (&self->import.queue, g_ptr_array_unref);
  if (choice->files->len > 1)
    {
      self->import.queue = g_ptr_array_new_with_free_func (g_object_unref);
      for (guint i = 1; i < choice->files->len; i++)
        g_ptr_array_add (self->import.queue, g_object_ref (choice->files->pdata[i]));
    }
  start_import (self, choice->files->pdata[0], level, variant);
}

/* Where the puzzles of @files go, and by which rules they are read: one
 * question for them all. */
static void
ask_import_choices (SudokuLibraryWindow *self,
                    GFile              **files,
                    guint                n_files)
{
  g_autofree char *name = g_file_get_basename (files[0]);
  g_autofree char *body = NULL;
  g_autoptr(GListModel) levels = _sudoku_library_window_level_names_new (TRUE);
  g_autoptr(GtkStringList) variants = gtk_string_list_new (NULL);
  ImportChoice *choice = g_new0 (ImportChoice, 1);
  int group = sudoku_library_window_get_group (self);
  AdwMessageDialog *dialog;
  GtkWidget *list, *row;

  choice->files = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n_files; i++)
    g_ptr_array_add (choice->files, g_object_ref (files[i]));
  if (n_files == 1)
    /* Translators: %s is a file name. */
    body = g_strdup_printf (_("Where should the puzzles of “%s” go?"), name);
  else
    /* Translators: the import's question for several files at once. */
    body = g_strdup_printf (ngettext ("Where should the puzzles of the %u file go?",
                                      "Where should the puzzles of the %u files go?",
                                      n_files), n_files);
  dialog = _sudoku_library_window_message_dialog_new (self, _("Import Puzzles"), body);
  g_object_set_data_full (G_OBJECT (dialog), "sudoku-import-choice", choice,
                          (GDestroyNotify) import_choice_free);

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Group"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  /* Under the title, where "Rate and Sort into Levels" fits the
   * dialog's width. */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), levels);
  /* The group shown, when it is one a puzzle can be in. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (row),
                              group == SUDOKU_LIBRARY_GROUP_ALL ? 0
                              : _sudoku_library_window_level_to_combo ((guint) group) + 1);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  choice->level_row = ADW_COMBO_ROW (row);

  gtk_string_list_append (variants, _("Classic"));
  gtk_string_list_append (variants, _("Windoku"));
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Rules"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (variants));
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  choice->variant_row = ADW_COMBO_ROW (row);
  adw_message_dialog_set_extra_child (dialog, list);

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "import", _("_Import"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "import", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "import");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (import_choice_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_sudoku_library_window_close_file_chooser (SudokuLibraryWindow *self)
{
  if (self->file_chooser == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->file_chooser, self);
  gtk_native_dialog_destroy (self->file_chooser);
  g_clear_object (&self->file_chooser);
}

static void
import_chooser_response_cb (GtkNativeDialog     *chooser,
                            int                  response,
                            SudokuLibraryWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  _sudoku_library_window_close_file_chooser (self);
  if (file != NULL)
    ask_import_choices (self, &file, 1);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *first_pattern,
            ...)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  va_list patterns;

  gtk_file_filter_set_name (filter, name);
  va_start (patterns, first_pattern);
  for (const char *pattern = first_pattern; pattern != NULL;
       pattern = va_arg (patterns, const char *))
    gtk_file_filter_add_pattern (filter, pattern);
  va_end (patterns);
  gtk_file_chooser_add_filter (chooser, filter);
}

/* Files dropped on the window are imported, as if chosen. */
static gboolean
drop_cb (GtkDropTarget       *target,
         const GValue        *value,
         double               x,
         double               y,
         SudokuLibraryWindow *self)
{
  GSList *files = g_value_get_boxed (value);
  g_autoptr(GPtrArray) list = g_ptr_array_new ();

  if (files == NULL || sudoku_jobs_is_running (self->jobs, JOB_IMPORT))
    return FALSE;
  for (GSList *l = files; l != NULL; l = l->next)
    g_ptr_array_add (list, l->data);
  ask_import_choices (self, (GFile **) list->pdata, list->len);
  return TRUE;
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  GtkFileChooserNative *chooser;

  _sudoku_library_window_close_file_chooser (self);
  chooser = gtk_file_chooser_native_new (_("Import Puzzles"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (chooser), _("Puzzle Files (.sdm, .txt, .sdk, .ss)"),
              "*.sdm", "*.txt", "*.sdk", "*.ss", "*.SDM", "*.TXT", "*.SDK", "*.SS", NULL);
  add_filter (GTK_FILE_CHOOSER (chooser), _("All Files"), "*", NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  self->file_chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (import_chooser_response_cb), self);
  gtk_native_dialog_show (self->file_chooser);
}

/* Exporting */

static void
exported_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(SudokuLibraryWindow) self = sudoku_weak_ref_finish (user_data);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  guint n_exported = 0;

  if ((!sudoku_library_export_to_file_finish (SUDOKU_LIBRARY (source), result, &n_exported,
                                              &error) &&
       g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)) || self == NULL)
    return;

  sudoku_jobs_done (self->jobs, JOB_EXPORT);
  name = g_file_get_basename (self->export_file);
  g_clear_object (&self->export_file);
  if (error != NULL && error->domain == G_IO_ERROR)
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Write “%s”"), name);

      _sudoku_library_window_show_error (self, heading, error);
    }
  else if (error != NULL)
    _sudoku_library_window_show_error (self, _("Cannot Export the Puzzles"), error);
  else
    {
      /* Translators: %s is a file name. */
      g_autofree char *text = g_strdup_printf (ngettext ("Exported %'u puzzle to “%s”",
                                                         "Exported %'u puzzles to “%s”",
                                                         n_exported),
                                               n_exported, name);

      _sudoku_library_window_show_toast (self, text);
    }
}

/* The file name offered: what is exported, in the format's extension. */
static char *
dup_export_name (SudokuLibraryWindow *self)
{
  int group = sudoku_library_model_get_group (self->model);

  if (sudoku_library_list_count_selected (self->list) > 0 ||
      sudoku_library_model_get_search (self->model) != NULL)
    return g_strdup (_("puzzles.sdm"));
  if (group == SUDOKU_LIBRARY_GROUP_ALL)
    return g_strdup (_("library.sdm"));
  if (group == SUDOKU_LIBRARY_SAMPLE)
    return g_strdup (_("sample.sdm"));
  /* Translators: a file name; keep the extension. */
  return g_strdup_printf (_("level-%d.sdm"), group);
}

static void
export_chooser_response_cb (GtkNativeDialog     *chooser,
                            int                  response,
                            SudokuLibraryWindow *self)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *name = NULL;
  SudokuLibraryFormat format = SUDOKU_LIBRARY_FORMAT_SDM;
  GtkFileFilter *filter;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
  /* The name's extension says the format; without one, the filter. */
  if (file != NULL)
    {
      name = g_file_get_basename (file);
      if (g_str_has_suffix (name, ".sdk") || g_str_has_suffix (name, ".SDK"))
        format = SUDOKU_LIBRARY_FORMAT_SDK;
      else if (strchr (name, '.') == NULL && filter != NULL &&
               g_object_get_data (G_OBJECT (filter), "sudoku-format") != NULL)
        format = SUDOKU_LIBRARY_FORMAT_SDK;
    }
  _sudoku_library_window_close_file_chooser (self);
  if (file != NULL)
    sudoku_library_window_export_file (self, file, format);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuLibraryWindow *self = SUDOKU_LIBRARY_WINDOW (widget);
  g_autofree char *name = dup_export_name (self);
  g_autoptr(GtkFileFilter) sdm = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) sdk = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;
  const char *title;

  if (sudoku_library_list_count_selected (self->list) > 0)
    title = _("Export the Selected Puzzles");
  else
    title = _("Export Puzzles");
  _sudoku_library_window_close_file_chooser (self);
  chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_file_filter_set_name (sdm, _("One Puzzle per Line (.sdm)"));
  gtk_file_filter_add_pattern (sdm, "*.sdm");
  gtk_file_filter_add_pattern (sdm, "*.txt");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), sdm);
  gtk_file_filter_set_name (sdk, _("With Details (.sdk)"));
  gtk_file_filter_add_pattern (sdk, "*.sdk");
  g_object_set_data (G_OBJECT (sdk), "sudoku-format", GINT_TO_POINTER (1));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), sdk);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  self->file_chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (export_chooser_response_cb), self);
  gtk_native_dialog_show (self->file_chooser);
}

/**
 * sudoku_library_window_import_file:
 * @file: a text file of puzzles (`.sdm`, `.txt`, `.sdk`, `.ss`)
 * @level: the group to file them in (1–7 or %SUDOKU_LIBRARY_SAMPLE), or
 *   %SUDOKU_LIBRARY_LEVEL_AUTO to rate them and file each by its level
 * @variant: the rules they follow
 *
 * Imports in a worker, with progress and Cancel shown under the header
 * bar; then reports what was imported, and the bad lines if any.
 */
void
sudoku_library_window_import_file (SudokuLibraryWindow *self,
                                   GFile               *file,
                                   int                  level,
                                   SudokuVariant        variant)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (level == SUDOKU_LIBRARY_LEVEL_AUTO ||
                    (level >= 0 && level <= SUDOKU_LIBRARY_MAX_LEVEL));

  if (sudoku_jobs_is_running (self->jobs, JOB_IMPORT))
    {
      _sudoku_library_window_show_toast (self,
                                         _("Another import is going on: wait for it, or "
                                           "cancel it"));
      return;
    }
  start_import (self, file, level, variant);
}

/**
 * sudoku_library_window_import_files:
 * @files: (array length=n_files): text files of puzzles
 * @n_files: how many, at least one
 *
 * Asks once where the puzzles of @files go and by which rules they are
 * read, then imports the files one after another, as
 * sudoku_library_window_import_file() does: several files opened at
 * once (`nanpure a.sdm b.sdk`, a selection in the file manager) come
 * here, and so does a file holding several puzzles.
 */
void
sudoku_library_window_import_files (SudokuLibraryWindow  *self,
                                    GFile               **files,
                                    guint                 n_files)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (files != NULL && n_files > 0);

  if (sudoku_jobs_is_running (self->jobs, JOB_IMPORT))
    {
      _sudoku_library_window_show_toast (self,
                                         _("Another import is going on: wait for it, or "
                                           "cancel it"));
      return;
    }
  ask_import_choices (self, files, n_files);
}

static void
start_import (SudokuLibraryWindow *self,
              GFile               *file,
              int                  level,
              SudokuVariant        variant)
{
  g_autofree char *reading = NULL;

  self->import.level = level;
  self->import.variant = variant;
  g_free (self->import.name);
  self->import.name = g_file_get_basename (file);
  /* Translators: the import's progress: reading the file. */
  reading = g_strdup_printf (_("“%s”: reading…"), self->import.name);
  sudoku_job_bar_start (self->import_bar, reading, FALSE);
  g_file_load_contents_async (file, sudoku_jobs_start (self->jobs, JOB_IMPORT), import_loaded_cb,
                              sudoku_weak_ref_new (self));
  _sudoku_library_window_update_selection (self);
}

/**
 * sudoku_library_window_export_file:
 * @file: the file to write (replaced)
 * @format: `.sdm` or `.sdk`
 *
 * Exports the selected puzzles, in the order shown; with none selected,
 * all shown (the group, or what the search found).
 */
void
sudoku_library_window_export_file (SudokuLibraryWindow *self,
                                   GFile               *file,
                                   SudokuLibraryFormat  format)
{
  g_autoptr(GArray) ids = NULL;
  g_autofree char *path = NULL;

  g_return_if_fail (SUDOKU_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *heading = g_strdup_printf (_("Cannot Write “%s”"), name);
      g_autoptr(GError) error = NULL;

      g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Cannot write “%s”: only local files can be written"), name);
      _sudoku_library_window_show_error (self, heading, error);
      return;
    }

  ids = sudoku_library_list_dup_shown_ids (self->list);
  g_set_object (&self->export_file, file);
  sudoku_library_export_to_file_async (self->library, sudoku_library_model_get_group (self->model),
                                       ids, format, path, sudoku_jobs_start (self->jobs, JOB_EXPORT),
                                       exported_cb,
                                       sudoku_weak_ref_new (self));
}

void
_sudoku_library_window_class_add_transfer (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, import_cancel_clicked_cb);
  gtk_widget_class_install_action (widget_class, "library.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "library.export", NULL, export_action);
}

void
_sudoku_library_window_init_transfer (SudokuLibraryWindow *self)
{
  GtkDropTarget *drop;

  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}
