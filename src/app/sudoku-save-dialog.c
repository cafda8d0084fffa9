/* sudoku-save-dialog.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-save-dialog.h"

#include <glib/gi18n.h>

/* Save to the library: the level the book gives (Nanpure's own rating
 * shown beside it), the number, source, title and notes. Enter in any
 * field saves, as the default button does. The window reads the
 * details back with sudoku_save_dialog_dup_puzzle() on "response::save"
 * and stores them through the session. */

struct _SudokuSaveDialog
{
  AdwMessageDialog     parent_instance;

  SudokuLibraryPuzzle *puzzle;

  AdwComboRow         *level_row;
  GtkStringList       *levels;
  GtkSpinButton       *number;
  AdwEntryRow         *source;
  AdwEntryRow         *title;
  AdwEntryRow         *notes;
};

G_DEFINE_FINAL_TYPE (SudokuSaveDialog, sudoku_save_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
save_on_enter_cb (SudokuSaveDialog *self)
{
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (self), "save");
  gtk_window_destroy (GTK_WINDOW (self));
}

/**
 * sudoku_save_dialog_dup_puzzle:
 * @self: a save dialog
 *
 * Returns: (transfer full): the puzzle with the details as entered
 */
SudokuLibraryPuzzle *
sudoku_save_dialog_dup_puzzle (SudokuSaveDialog *self)
{
  SudokuLibraryPuzzle *puzzle;
  guint level_index;

  g_return_val_if_fail (SUDOKU_IS_SAVE_DIALOG (self), NULL);

  puzzle = sudoku_library_puzzle_copy (self->puzzle);
  level_index = adw_combo_row_get_selected (self->level_row);
  puzzle->level = level_index == 0 ? SUDOKU_LIBRARY_SAMPLE : level_index;
  puzzle->number = (guint) gtk_spin_button_get_value_as_int (self->number);
  g_free (puzzle->source);
  puzzle->source = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->source)));
  g_free (puzzle->title);
  puzzle->title = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->title)));
  g_free (puzzle->notes);
  puzzle->notes = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->notes)));
  return puzzle;
}

static void
sudoku_save_dialog_finalize (GObject *object)
{
  SudokuSaveDialog *self = SUDOKU_SAVE_DIALOG (object);

  g_clear_pointer (&self->puzzle, sudoku_library_puzzle_free);

  G_OBJECT_CLASS (sudoku_save_dialog_parent_class)->finalize (object);
}

static void
sudoku_save_dialog_class_init (SudokuSaveDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sudoku_save_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-save-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, levels);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, number);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, source);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, title);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, notes);
  gtk_widget_class_bind_template_callback (widget_class, save_on_enter_cb);
}

static void
sudoku_save_dialog_init (SudokuSaveDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_string_list_append (self->levels, _("None (Sample)"));
  for (guint i = 1; i <= SUDOKU_LIBRARY_MAX_LEVEL; i++)
    {
      g_autofree char *name = g_strdup_printf (_("Level %u"), i);

      gtk_string_list_append (self->levels, name);
    }
}

/**
 * sudoku_save_dialog_new:
 * @parent: the window
 * @puzzle: the puzzle to save, with what is known of it
 * @is_update: whether @puzzle is in the library already
 * @rating: (nullable): Nanpure's rating of the puzzle
 * @level: the level to offer (0 for Sample)
 *
 * Returns: (transfer floating): the dialog, to present
 */
GtkWidget *
sudoku_save_dialog_new (GtkWindow                 *parent,
                        const SudokuLibraryPuzzle *puzzle,
                        gboolean                   is_update,
                        const SudokuRating        *rating,
                        guint                      level)
{
  SudokuSaveDialog *self;
  g_autofree char *body = NULL;

  g_return_val_if_fail (puzzle != NULL, NULL);

  self = g_object_new (SUDOKU_TYPE_SAVE_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
  self->puzzle = sudoku_library_puzzle_copy (puzzle);
  if (rating != NULL)
    {
      self->puzzle->computed_level = rating->level;
      self->puzzle->score = rating->score;
      self->puzzle->se = rating->se_rating;
      if (rating->solved)
        body = g_strdup_printf (_("Nanpure rates it level %u (score %u, Sudoku Explainer "
                                  "%.1f). Give the level the book gives it, or none for "
                                  "the Sample group."),
                                rating->level, rating->score, rating->se_rating);
    }
  if (is_update)
    adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Save Changes to the Library"));
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self),
                               body ? body : _("Give the level the book gives it, or none for "
                                               "the Sample group."));

  adw_combo_row_set_selected (self->level_row, MIN (level, SUDOKU_LIBRARY_MAX_LEVEL));
  gtk_spin_button_set_value (self->number, self->puzzle->number);
  gtk_editable_set_text (GTK_EDITABLE (self->source), puzzle->source ? puzzle->source : "");
  gtk_editable_set_text (GTK_EDITABLE (self->title), puzzle->title ? puzzle->title : "");
  gtk_editable_set_text (GTK_EDITABLE (self->notes), puzzle->notes ? puzzle->notes : "");
  return GTK_WIDGET (self);
}
