/* sudoku-window-export.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-window-private.h"

#include <glib/gi18n.h>

#include "sudoku-export-dialog.h"
#include "sudoku-print.h"

/* Export… and Print… of the puzzle the window shows. The export item is
 * made from the session: the givens of the game, and the title, level,
 * number and source of where the puzzle came from. Export… opens the
 * export dialog (which writes in its worker); Print… prepares the item
 * (its solution and level) in a worker, with a bar under the header
 * bar that shows the progress and has Cancel, then runs the print
 * dialog, whose tab chooses what to print. A toast says where an export went and offers to open it. */

/**
 * _sudoku_window_dup_export_items:
 * @self: a window
 *
 * The puzzle shown, as the one item of an export: its givens (an
 * export is of the puzzle, not of the progress on it), and what the
 * session knows of it — the library puzzle's title, level, number and
 * source, or the file it came from, and the level of its rating. The
 * solution is the one of these givens, which the session's check has
 * found; the export's worker works it out again with the path that
 * colours its digits.
 *
 * Returns: (transfer full) (nullable): the items, or %NULL when the
 *   grid has no givens
 */
GPtrArray *
_sudoku_window_dup_export_items (SudokuWindow *self)
{
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (self->game);
  const SudokuLibraryPuzzle *library_puzzle = sudoku_session_get_library_puzzle (self->session);
  const SudokuRating *rating = sudoku_session_get_rating (self->session);
  GPtrArray *items;
  SudokuExportItem *item;

  if (sudoku_board_count_filled (puzzle) == 0)
    return NULL;

  item = sudoku_export_item_new (puzzle);
  if (library_puzzle != NULL)
    {
      if (library_puzzle->title != NULL && *library_puzzle->title != '\0')
        item->title = g_strdup (library_puzzle->title);
      item->number = library_puzzle->number;
    }
  else if (sudoku_session_get_file_name (self->session) != NULL)
    item->title = g_strdup (sudoku_session_get_file_name (self->session));
  if (sudoku_session_get_book_source (self->session) != NULL)
    item->source = g_strdup (sudoku_session_get_book_source (self->session));
  /* The level the puzzle is filed under, else the one of its rating;
   * unknown (0) makes the export rate it. */
  item->level = sudoku_session_get_book_level (self->session);
  if (item->level == 0 && rating != NULL && rating->solved)
    item->level = rating->level;

  items = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_export_item_free);
  g_ptr_array_add (items, item);
  return items;
}

/* Export… */

/* Open on the toast: the file in the program the desktop uses for it. */
static void
open_exported_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  const char *uri = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;

  if (!g_app_info_launch_default_for_uri (uri, NULL, &error))
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);
      g_autofree char *name = g_file_get_parse_name (file);
      /* Translators: %s is a file; then why it cannot be opened. */
      g_autofree char *text = g_strdup_printf (_("Cannot open “%s”: %s"), name, error->message);

      _sudoku_window_toast (self, text);
    }
}

static void
exported_cb (SudokuExportDialog *dialog,
             GFile              *file,
             SudokuWindow       *self)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *uri = g_file_get_uri (file);
  /* Translators: %s is a file name. */
  g_autofree char *text = g_strdup_printf (_("Exported to “%s”"), name);
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_button_label (toast, _("_Open"));
  adw_toast_set_action_name (toast, "win.open-exported");
  adw_toast_set_action_target_value (toast, g_variant_new_string (uri));
  adw_toast_set_timeout (toast, 8);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/**
 * _sudoku_window_export:
 * @self: a window
 *
 * Export…: the export dialog on the puzzle shown — the solution first
 * when the grid is solved, the puzzle otherwise.
 */
void
_sudoku_window_export (SudokuWindow *self)
{
  g_autoptr(GPtrArray) items = _sudoku_window_dup_export_items (self);
  SudokuExportDialog *dialog;
  SudokuExportWhat what = SUDOKU_EXPORT_PUZZLE;

  if (items == NULL)
    {
      _sudoku_window_toast (self, _("Nothing to export: the grid is empty"));
      return;
    }
  if (sudoku_session_is_unique (self->session) && sudoku_session_is_solved (self->session))
    what = SUDOKU_EXPORT_SOLUTION;

  dialog = sudoku_export_dialog_new (GTK_WINDOW (self), items, what);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_object (dialog, "exported", G_CALLBACK (exported_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Print… */

static gboolean
pulse_cb (gpointer user_data)
{
  SudokuWindow *self = user_data;

  gtk_progress_bar_pulse (self->print_progress);
  return G_SOURCE_CONTINUE;
}

static void
end_print_job (SudokuWindow *self)
{
  g_clear_object (&self->print_cancellable);
  g_clear_handle_id (&self->print_pulse, g_source_remove);
  gtk_revealer_set_reveal_child (self->print_revealer, FALSE);
  gtk_widget_set_can_target (GTK_WIDGET (self->print_revealer), FALSE);
  _sudoku_window_update_actions (self);
}

static void
print_cancel_clicked_cb (GtkButton    *button,
                         SudokuWindow *self)
{
  if (self->print_cancellable == NULL)
    return;
  g_cancellable_cancel (self->print_cancellable);
  end_print_job (self);
}

static void
print_progress_cb (GtkWindow *window,
                   guint      done,
                   guint      total,
                   gpointer   user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (window);

  g_clear_handle_id (&self->print_pulse, g_source_remove);
  gtk_progress_bar_set_fraction (self->print_progress, (double) done / total);
}

static void
print_done_cb (GtkWindow    *window,
               const GError *error,
               gpointer      user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (window);
  g_autofree char *text = NULL;

  if (error == NULL)
    {
      end_print_job (self);
      return;
    }
  /* Translators: %s says why (the puzzle has no unique solution, or
   * the print system's error). */
  text = g_strdup_printf (_("Cannot print the puzzle: %s"), error->message);
  _sudoku_window_toast (self, text);
}

/* The bar over the banner's strip while the pages are prepared: made
 * here the first time it is needed. It lies over the strip, in an
 * overlay, so that showing it never moves the grid. */
static void
ensure_print_bar (SudokuWindow *self)
{
  GtkWidget *box;
  GtkWidget *label;
  GtkWidget *cancel;
  GtkWidget *parent;
  GtkWidget *overlay;
  GtkWidget *backing;

  if (self->print_revealer != NULL)
    return;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (box, "nanpure-banner");
  gtk_widget_set_vexpand (box, TRUE);
  label = gtk_label_new (_("Preparing the pages…"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  self->print_progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->print_progress), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->print_progress), GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->print_progress));
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_valign (cancel, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (cancel, _("Stop Preparing the Pages: Nothing Is Printed"));
  g_signal_connect (cancel, "clicked", G_CALLBACK (print_cancel_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), cancel);

  self->print_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_transition_type (self->print_revealer, GTK_REVEALER_TRANSITION_TYPE_CROSSFADE);
  /* Opaque, over a hint's text; as high as the strip. */
  backing = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (backing, "background");
  gtk_box_append (GTK_BOX (backing), box);
  gtk_revealer_set_child (self->print_revealer, backing);
  gtk_widget_set_valign (GTK_WIDGET (self->print_revealer), GTK_ALIGN_FILL);
  /* Hidden, it lets the clicks through to the banner's buttons. */
  gtk_widget_set_can_target (GTK_WIDGET (self->print_revealer), FALSE);

  /* The strip goes into an overlay, in its place. */
  parent = gtk_widget_get_parent (self->banner_area);
  g_assert (GTK_IS_BOX (parent));
  overlay = gtk_overlay_new ();
  gtk_box_insert_child_after (GTK_BOX (parent), overlay, self->banner_area);
  g_object_ref (self->banner_area);
  gtk_box_remove (GTK_BOX (parent), self->banner_area);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), self->banner_area);
  g_object_unref (self->banner_area);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), GTK_WIDGET (self->print_revealer));
}

/**
 * sudoku_window_print:
 * @self: a window
 * @what: what to print: %SUDOKU_EXPORT_PUZZLE, _SOLUTION, _BOTH or
 *   _SHEET
 * @action: %GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG for Print…;
 *   %GTK_PRINT_OPERATION_ACTION_EXPORT writes @export_filename as PDF
 * @export_filename: (nullable): for %GTK_PRINT_OPERATION_ACTION_EXPORT
 *
 * Prints the puzzle shown: its solution, solving path and level are
 * worked out in a worker, with progress and Cancel under the header
 * bar, then it is printed through GtkPrintOperation on the export's
 * pages; the print dialog has a tab to print the puzzle, the solution,
 * both or the solve sheet, @what first. Givens without one solution
 * print as the puzzle, whatever @what says.
 */
void
sudoku_window_print (SudokuWindow            *self,
                     SudokuExportWhat         what,
                     GtkPrintOperationAction  action,
                     const char              *export_filename)
{
  g_autoptr(GPtrArray) items = NULL;
  SudokuExportOptions options;
  gboolean choice;

  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (what != SUDOKU_EXPORT_BOOKLET);
  g_return_if_fail (action != GTK_PRINT_OPERATION_ACTION_EXPORT || export_filename != NULL);

  if (self->print_cancellable != NULL)
    return;
  items = _sudoku_window_dup_export_items (self);
  if (items == NULL)
    {
      _sudoku_window_toast (self, _("Nothing to print: the grid is empty"));
      return;
    }

  /* Without one solution there is only the puzzle to print. */
  choice = sudoku_session_is_unique (self->session);
  sudoku_export_options_init (&options);
  /* What the solve sheet needs: the solution, the path, the level. */
  options.what = choice ? SUDOKU_EXPORT_SHEET : SUDOKU_EXPORT_PUZZLE;
  options.format = SUDOKU_EXPORT_FORMAT_PDF;

  ensure_print_bar (self);
  self->print_cancellable = g_cancellable_new ();
  gtk_progress_bar_set_fraction (self->print_progress, 0);
  gtk_revealer_set_reveal_child (self->print_revealer, TRUE);
  gtk_widget_set_can_target (GTK_WIDGET (self->print_revealer), TRUE);
  if (self->print_pulse == 0)
    self->print_pulse = g_timeout_add (100, pulse_cb, self);
  _sudoku_window_update_actions (self);

  /* The pages are drawn in the main loop by the print operation: what
   * takes time (the solution, its path, the level) is done before.
   * Prepared with its path, the print dialog's tab may choose the
   * solution or the solve sheet instead. */
  sudoku_print_prepare_and_run (GTK_WINDOW (self), items, &options,
                                choice ? what : SUDOKU_EXPORT_PUZZLE, choice, action,
                                export_filename, self->print_cancellable,
                                print_progress_cb, print_done_cb, NULL, NULL);
}

/**
 * sudoku_window_is_printing:
 * @self: a window
 *
 * Returns: whether Print… is preparing its pages
 */
gboolean
sudoku_window_is_printing (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);

  return self->print_cancellable != NULL;
}

/**
 * _sudoku_window_cancel_print:
 * @self: a window
 *
 * Stops Print… while it prepares (the window is closing).
 */
void
_sudoku_window_cancel_print (SudokuWindow *self)
{
  g_cancellable_cancel (self->print_cancellable);
  g_clear_object (&self->print_cancellable);
  g_clear_handle_id (&self->print_pulse, g_source_remove);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  _sudoku_window_export (SUDOKU_WINDOW (widget));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  sudoku_window_print (SUDOKU_WINDOW (widget), SUDOKU_EXPORT_PUZZLE,
                       GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL);
}

/* win.export, win.print and the toast's win.open-exported. */
void
_sudoku_window_class_add_export (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.open-exported", "s",
                                   open_exported_action);
}
