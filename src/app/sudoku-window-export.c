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
#include "sudoku-export-library.h"
#include "sudoku-game-colouring.h"

/* Export… and Print… of the puzzle the window shows. The export item is
 * made from the session: the givens of the game, and the title, level,
 * number and source of where the puzzle came from. Export… opens the
 * export dialog (which writes in its worker); Print… hands the item to
 * the print bar (sudoku-print-bar.c), which prepares it in a worker
 * and runs the print dialog. A toast says where an export went and
 * offers to open it. */

/**
 * _sudoku_window_dup_export_items:
 * @self: a window
 *
 * The puzzle shown, as the one item of an export: its givens (an
 * export is of the puzzle, not of the progress on it), and what the
 * session knows of it — the library puzzle's title, level, number and
 * source, or the file it came from, the level of its rating and its
 * Sudoku Explainer figure when the session has it. The
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
  SudokuChecker *checker = sudoku_session_get_checker (self->session);
  const SudokuLibraryPuzzle *library_puzzle =
    sudoku_library_link_get_library_puzzle (sudoku_session_get_library_link (self->session));
  const SudokuRating *rating = sudoku_checker_get_rating (checker);
  GPtrArray *items;
  SudokuExportItem *item;

  if (sudoku_board_count_filled (puzzle) == 0)
    return NULL;

  item = sudoku_export_item_new (puzzle);
  /* A library puzzle is headed as its booklet heads it: the book's
   * level and number (not the level of our rating), title and source. */
  if (library_puzzle != NULL)
    sudoku_export_item_set_library_heading (item, library_puzzle);
  else
    {
      item->title = g_strdup (sudoku_session_get_file_name (self->session));
      item->source = g_strdup (sudoku_session_get_book_source (self->session));
      /* The level the puzzle's file gives it. */
      item->level = sudoku_session_get_book_level (self->session);
    }
  /* Else the one of its rating; unknown (0) makes the export rate it. */
  if (item->level == 0 && rating != NULL && rating->solved)
    item->level = rating->level;
  /* Sudoku Explainer's figure, once the session's worker has it; the
   * export's worker works it out otherwise. */
  if (sudoku_checker_get_se_rating (checker) > 0)
    item->se_rating = sudoku_checker_get_se_rating (checker);

  /* The user's colours, drawn when the export asks for them. */
  if (!sudoku_colouring_is_empty (sudoku_game_get_colouring (self->game)))
    item->colouring = sudoku_colouring_copy (sudoku_game_get_colouring (self->game));

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
  _sudoku_window_add_toast (self, toast);
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
  if (sudoku_checker_is_solved (sudoku_session_get_checker (self->session)))
    what = SUDOKU_EXPORT_SOLUTION;

  dialog = sudoku_export_dialog_new (GTK_WINDOW (self), items, what);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_object (dialog, "exported", G_CALLBACK (exported_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Print… */

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

  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (what != SUDOKU_EXPORT_BOOKLET);
  g_return_if_fail (action != GTK_PRINT_OPERATION_ACTION_EXPORT || export_filename != NULL);

  if (sudoku_print_bar_get_running (self->print_bar))
    return;
  items = _sudoku_window_dup_export_items (self);
  if (items == NULL)
    {
      _sudoku_window_toast (self, _("Nothing to print: the grid is empty"));
      return;
    }
  /* Without one solution there is only the puzzle to print. */
  sudoku_print_bar_print (self->print_bar, items, what,
                          sudoku_checker_is_unique (sudoku_session_get_checker (self->session)),
                          action, export_filename);
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

  return sudoku_print_bar_get_running (self->print_bar);
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
