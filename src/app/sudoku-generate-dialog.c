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
 * opened it hears its "generate" response and reads the answers.
 *
 * How many: 1 to SUDOKU_GENERATE_DIALOG_MAX_COUNT, said under the row's
 * title. A number typed past it is not taken quietly as the most (300
 * made 100 once the spin button lost its focus, after Generate): the
 * spin button is marked and Generate is off until the number fits. */

struct _SudokuGenerateDialog
{
  AdwMessageDialog  parent_instance;

  AdwActionRow     *count_row;
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
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, count_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, count);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, variant);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, symmetry);
}

/* The number as typed, when it is one the dialog takes; 0 otherwise. */
static guint
typed_count (SudokuGenerateDialog *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->count))));
  guint64 count;

  if (!g_ascii_string_to_unsigned (text, 10, 1, SUDOKU_GENERATE_DIALOG_MAX_COUNT, &count, NULL))
    return 0;
  return (guint) count;
}

static void
count_changed_cb (SudokuGenerateDialog *self)
{
  gboolean fits = typed_count (self) > 0;

  if (fits)
    gtk_widget_remove_css_class (GTK_WIDGET (self->count), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->count), "error");
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "generate", fits);
}

static void
sudoku_generate_dialog_init (SudokuGenerateDialog *self)
{
  g_autofree char *limit = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_spin_button_set_adjustment (self->count,
                                  gtk_adjustment_new (7, 1, SUDOKU_GENERATE_DIALOG_MAX_COUNT,
                                                      1, 10, 0));
  /* Translators: under "Number of Puzzles" in the Generate dialog; %u
   * is the most one run makes (100). */
  limit = g_strdup_printf (_("At most %u at a time"), SUDOKU_GENERATE_DIALOG_MAX_COUNT);
  adw_action_row_set_subtitle (self->count_row, limit);
  g_signal_connect_swapped (self->count, "changed", G_CALLBACK (count_changed_cb), self);
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

  /* The number typed, even before the spin button takes it (on Enter or
   * when it loses the focus); Generate is off while it does not fit. */
  gtk_spin_button_update (self->count);
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
