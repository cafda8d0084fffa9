/* sudoku-generate-dialog.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-generate-dialog.h"

#include "sudoku-library-sidebar.h"

#include <glib/gi18n.h>

/* "Generate Puzzles into This Level…": how many new puzzles, by which
 * rules, with which symmetry of the clues. A question only: the one who
 * opened it hears its "generate" response and reads the answers. */

struct _SudokuGenerateDialog
{
  AdwMessageDialog  parent_instance;

  GtkSpinButton    *count;
  AdwComboRow      *variant;
  AdwComboRow      *symmetry;
  guint             level;
};

G_DEFINE_FINAL_TYPE (SudokuGenerateDialog, sudoku_generate_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
sudoku_generate_dialog_class_init (SudokuGenerateDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/nanpure/Nanpure/"
                                                             "sudoku-generate-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, count);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, variant);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, symmetry);
}

static void
sudoku_generate_dialog_init (SudokuGenerateDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  adw_combo_row_set_selected (self->symmetry, SUDOKU_SYMMETRY_DEFAULT);
}

/**
 * sudoku_generate_dialog_new:
 * @parent: the window it belongs to
 * @level: 1–7, the level the puzzles go into
 *
 * Returns: (transfer floating): the dialog, not yet shown
 */
GtkWidget *
sudoku_generate_dialog_new (GtkWindow *parent,
                            guint      level)
{
  SudokuGenerateDialog *self;
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (level >= 1 && level <= 7, NULL);

  name = sudoku_library_sidebar_dup_group_name ((int) level);
  /* Translators: a dialog's heading; %s is a level ("Level 3"). */
  heading = g_strdup_printf (_("Generate Puzzles into %s"), name);
  self = g_object_new (SUDOKU_TYPE_GENERATE_DIALOG,
                       "transient-for", parent,
                       "heading", heading,
                       NULL);
  self->level = level;
  return GTK_WIDGET (self);
}

guint
sudoku_generate_dialog_get_level (SudokuGenerateDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_GENERATE_DIALOG (self), 0);

  return self->level;
}

guint
sudoku_generate_dialog_get_count (SudokuGenerateDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_GENERATE_DIALOG (self), 0);

  return (guint) gtk_spin_button_get_value_as_int (self->count);
}

SudokuVariant
sudoku_generate_dialog_get_variant (SudokuGenerateDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_GENERATE_DIALOG (self), SUDOKU_VARIANT_CLASSIC);

  return adw_combo_row_get_selected (self->variant) == 1 ? SUDOKU_VARIANT_WINDOKU
                                                         : SUDOKU_VARIANT_CLASSIC;
}

SudokuSymmetry
sudoku_generate_dialog_get_symmetry (SudokuGenerateDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_GENERATE_DIALOG (self), SUDOKU_SYMMETRY_DEFAULT);

  return (SudokuSymmetry) MIN (adw_combo_row_get_selected (self->symmetry),
                               SUDOKU_N_SYMMETRIES - 1);
}
