/* sudoku-new-puzzle-dialog.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-new-puzzle-dialog.h"
#include "sudoku-tooltips.h"

#include <glib/gi18n.h>

#include "sudoku-weak-ref.h"

/* New Puzzle: an empty grid to type a puzzle in, or a generated one of a
 * level, variant and symmetry. Create on "Generate" asks the session
 * (sudoku_session_new_puzzle_async()): a ready puzzle from the library
 * is shown at once and the dialog closes; otherwise the dialog shows the
 * generator's progress, and Cancel (or closing it) stops the generator
 * and leaves the puzzle shown as it was.
 *
 * The generator's progress and answer reach the dialog through a weak
 * reference (sudoku-weak-ref.h): a dialog closed meanwhile is finalized
 * at once, and its dispose stops the generator.
 *
 * Signals: "empty-grid" (variant) for the window to start an empty grid
 * its own way; "generated" (level, variant, symmetry, from-stock) once a
 * generated puzzle is shown, for the window to top the stock up again. */

struct _SudokuNewPuzzleDialog
{
  AdwWindow        parent_instance;

  SudokuSession   *session;
  SudokuLibrary   *library;
  GCancellable    *cancellable;
  guint            pulse_source;

  GtkWidget       *cancel_button;
  GtkWidget       *create_button;
  GtkCheckButton  *generate_check;
  GtkCheckButton  *empty_check;
  GtkWidget       *kind_group;
  GtkWidget       *options_group;
  AdwComboRow     *variant_row;
  AdwComboRow     *level_row;
  GtkStringList   *levels;
  AdwComboRow     *symmetry_row;
  GtkRevealer     *progress_revealer;
  GtkProgressBar  *progress_bar;
  GtkLabel        *progress_label;
};

G_DEFINE_FINAL_TYPE (SudokuNewPuzzleDialog, sudoku_new_puzzle_dialog, ADW_TYPE_WINDOW)

/* The last choice that made a puzzle, offered again by the next dialog
 * (for as long as the program runs). */
static struct
{
  gboolean       generate;
  guint          level;
  SudokuVariant  variant;
  SudokuSymmetry symmetry;
} last_choice = { TRUE, 3, SUDOKU_VARIANT_CLASSIC, SUDOKU_SYMMETRY_DEFAULT };

static void
remember_choice (SudokuNewPuzzleDialog *self)
{
  sudoku_new_puzzle_dialog_get_choice (self, &last_choice.generate, &last_choice.level,
                                       &last_choice.variant, &last_choice.symmetry);
}

enum {
  SIGNAL_EMPTY_GRID,
  SIGNAL_GENERATED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

/* The symmetry row lists SudokuSymmetry in its order. */
G_STATIC_ASSERT (SUDOKU_SYMMETRY_NONE == 0 && SUDOKU_SYMMETRY_DIAGONAL == 4);

static void
set_generating (SudokuNewPuzzleDialog *self,
                gboolean               generating)
{
  gtk_widget_set_sensitive (self->create_button, !generating);
  gtk_widget_set_sensitive (self->kind_group, !generating);
  gtk_widget_set_sensitive (self->options_group, !generating);
  gtk_revealer_set_reveal_child (self->progress_revealer, generating);
  if (!generating)
    g_clear_handle_id (&self->pulse_source, g_source_remove);
}

static void
kind_changed_cb (SudokuNewPuzzleDialog *self)
{
  gboolean generate = gtk_check_button_get_active (self->generate_check);

  gtk_widget_set_sensitive (GTK_WIDGET (self->level_row), generate);
  gtk_widget_set_sensitive (GTK_WIDGET (self->symmetry_row), generate);
}

static gboolean
pulse_cb (gpointer user_data)
{
  SudokuNewPuzzleDialog *self = user_data;

  gtk_progress_bar_pulse (self->progress_bar);
  return G_SOURCE_CONTINUE;
}

static void
progress_cb (const SudokuGenerateStats *stats,
             gpointer                   user_data)
{
  g_autoptr(SudokuNewPuzzleDialog) self = sudoku_weak_ref_get (user_data);
  g_autofree char *text = NULL;

  /* Closed or cancelled meanwhile: the result is on its way. */
  if (self == NULL || self->cancellable == NULL || g_cancellable_is_cancelled (self->cancellable))
    return;
  /* Translators: while generating; %u counts the candidate puzzles rated
   * so far, none of which had the level asked for. */
  text = g_strdup_printf (ngettext ("%u candidate tried", "%u candidates tried",
                                    (gulong) stats->candidates),
                          (guint) stats->candidates);
  gtk_label_set_text (self->progress_label, text);
}

static void
new_puzzle_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(SudokuNewPuzzleDialog) self = sudoku_weak_ref_finish (user_data);
  g_autoptr(GError) error = NULL;
  gboolean from_stock = FALSE;
  gboolean generate;
  guint level;
  SudokuVariant variant;
  SudokuSymmetry symmetry;
  gboolean made = sudoku_session_new_puzzle_finish (SUDOKU_SESSION (object), result, &from_stock,
                                                    &error);

  /* Closed meanwhile: its dispose stopped the generator. */
  if (self == NULL)
    return;
  g_clear_object (&self->cancellable);
  if (!made)
    {
      if (gtk_widget_in_destruction (GTK_WIDGET (self)))
        return;
      set_generating (self, FALSE);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          gtk_label_set_text (self->progress_label, error->message);
          gtk_revealer_set_reveal_child (self->progress_revealer, TRUE);
        }
      return;
    }
  sudoku_new_puzzle_dialog_get_choice (self, &generate, &level, &variant, &symmetry);
  remember_choice (self);
  g_signal_emit (self, signals[SIGNAL_GENERATED], 0, level, (int) variant, (int) symmetry,
                 from_stock);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
create_clicked_cb (SudokuNewPuzzleDialog *self)
{
  gboolean generate;
  guint level;
  SudokuVariant variant;
  SudokuSymmetry symmetry;
  g_autofree char *text = NULL;
  gpointer ref;

  if (self->cancellable != NULL)
    return;
  sudoku_new_puzzle_dialog_get_choice (self, &generate, &level, &variant, &symmetry);
  if (!generate)
    {
      remember_choice (self);
      g_object_ref (self);
      g_signal_emit (self, signals[SIGNAL_EMPTY_GRID], 0, (int) variant);
      gtk_window_destroy (GTK_WINDOW (self));
      g_object_unref (self);
      return;
    }

  self->cancellable = g_cancellable_new ();
  set_generating (self, TRUE);
  /* Translators: while generating; %u is the level (1–7). */
  text = g_strdup_printf (_("Generating a level %u puzzle…"), level);
  gtk_label_set_text (self->progress_label, text);
  gtk_progress_bar_set_fraction (self->progress_bar, 0);
  self->pulse_source = g_timeout_add (100, pulse_cb, self);
  /* One weak reference for the progress and the answer: the progress
   * never comes after the answer, which frees it. */
  ref = sudoku_weak_ref_new (self);
  sudoku_session_new_puzzle_async (self->session, self->library, level, variant, symmetry,
                                   self->cancellable, progress_cb, ref, new_puzzle_cb, ref);
}

static void
cancel_clicked_cb (SudokuNewPuzzleDialog *self)
{
  /* While generating, Cancel stops the generator and the choice stays
   * for another try; otherwise it closes the dialog. */
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      return;
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

static gboolean
sudoku_new_puzzle_dialog_close_request (GtkWindow *window)
{
  SudokuNewPuzzleDialog *self = SUDOKU_NEW_PUZZLE_DIALOG (window);

  g_cancellable_cancel (self->cancellable);
  return GTK_WINDOW_CLASS (sudoku_new_puzzle_dialog_parent_class)->close_request (window);
}

static void
sudoku_new_puzzle_dialog_dispose (GObject *object)
{
  SudokuNewPuzzleDialog *self = SUDOKU_NEW_PUZZLE_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->pulse_source, g_source_remove);
  g_clear_object (&self->session);
  g_clear_object (&self->library);

  G_OBJECT_CLASS (sudoku_new_puzzle_dialog_parent_class)->dispose (object);
}

static void
sudoku_new_puzzle_dialog_finalize (GObject *object)
{
  SudokuNewPuzzleDialog *self = SUDOKU_NEW_PUZZLE_DIALOG (object);

  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (sudoku_new_puzzle_dialog_parent_class)->finalize (object);
}

static void
sudoku_new_puzzle_dialog_class_init (SudokuNewPuzzleDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = sudoku_new_puzzle_dialog_dispose;
  object_class->finalize = sudoku_new_puzzle_dialog_finalize;
  window_class->close_request = sudoku_new_puzzle_dialog_close_request;

  /**
   * SudokuNewPuzzleDialog::empty-grid:
   * @variant: the rules (a #SudokuVariant)
   *
   * Create was pressed with "Empty Grid" chosen; the dialog closes.
   */
  signals[SIGNAL_EMPTY_GRID] =
    g_signal_new ("empty-grid", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * SudokuNewPuzzleDialog::generated:
   * @level: the level, 1–7
   * @variant: the rules (a #SudokuVariant)
   * @symmetry: the pattern of the clues (a #SudokuSymmetry)
   * @from_stock: whether it was one of the ready puzzles
   *
   * The new puzzle is shown in the session; the dialog closes.
   */
  signals[SIGNAL_GENERATED] =
    g_signal_new ("generated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 4, G_TYPE_UINT, G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-new-puzzle-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, create_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, generate_check);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, empty_check);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, kind_group);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, options_group);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, levels);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, symmetry_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, progress_revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuNewPuzzleDialog, progress_label);
  gtk_widget_class_bind_template_callback (widget_class, kind_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, create_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sudoku_new_puzzle_dialog_init (SudokuNewPuzzleDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  sudoku_tooltips_attach (GTK_WIDGET (self));

  for (guint level = 1; level <= 7; level++)
    {
      /* Translators: a choice of the New Puzzle dialog, e.g. "Level 3". */
      g_autofree char *name = g_strdup_printf (_("Level %u"), level);

      gtk_string_list_append (self->levels, name);
    }
  gtk_window_set_default_widget (GTK_WINDOW (self), self->create_button);
}

/**
 * sudoku_new_puzzle_dialog_new:
 * @parent: the window it is for
 * @session: the session that shows the new puzzle
 * @library: (nullable): the library whose ready puzzles are tried first
 *
 * The dialog offers the last choice that made a puzzle.
 *
 * Returns: (transfer none): the dialog, not yet presented
 */
GtkWidget *
sudoku_new_puzzle_dialog_new (GtkWindow     *parent,
                              SudokuSession *session,
                              SudokuLibrary *library)
{
  SudokuNewPuzzleDialog *self;

  g_return_val_if_fail (SUDOKU_IS_SESSION (session), NULL);
  g_return_val_if_fail (library == NULL || SUDOKU_IS_LIBRARY (library), NULL);

  self = g_object_new (SUDOKU_TYPE_NEW_PUZZLE_DIALOG, "transient-for", parent, NULL);
  self->session = g_object_ref (session);
  self->library = library != NULL ? g_object_ref (library) : NULL;
  sudoku_new_puzzle_dialog_set_choice (self, last_choice.generate, last_choice.level,
                                       last_choice.variant, last_choice.symmetry);
  return GTK_WIDGET (self);
}

void
sudoku_new_puzzle_dialog_set_choice (SudokuNewPuzzleDialog *self,
                                     gboolean               generate,
                                     guint                  level,
                                     SudokuVariant          variant,
                                     SudokuSymmetry         symmetry)
{
  g_return_if_fail (SUDOKU_IS_NEW_PUZZLE_DIALOG (self));
  g_return_if_fail (level >= 1 && level <= 7);

  gtk_check_button_set_active (generate ? self->generate_check : self->empty_check, TRUE);
  adw_combo_row_set_selected (self->level_row, level - 1);
  adw_combo_row_set_selected (self->variant_row, variant == SUDOKU_VARIANT_WINDOKU ? 1 : 0);
  adw_combo_row_set_selected (self->symmetry_row, (guint) symmetry);
}

void
sudoku_new_puzzle_dialog_get_choice (SudokuNewPuzzleDialog *self,
                                     gboolean              *generate,
                                     guint                 *level,
                                     SudokuVariant         *variant,
                                     SudokuSymmetry        *symmetry)
{
  g_return_if_fail (SUDOKU_IS_NEW_PUZZLE_DIALOG (self));

  *generate = gtk_check_button_get_active (self->generate_check);
  *level = adw_combo_row_get_selected (self->level_row) + 1;
  *variant = adw_combo_row_get_selected (self->variant_row) == 1 ? SUDOKU_VARIANT_WINDOKU
                                                                 : SUDOKU_VARIANT_CLASSIC;
  *symmetry = (SudokuSymmetry) MIN (adw_combo_row_get_selected (self->symmetry_row),
                                    SUDOKU_N_SYMMETRIES - 1);
}

/* Whether the generator is working for the dialog. */
gboolean
sudoku_new_puzzle_dialog_get_generating (SudokuNewPuzzleDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_NEW_PUZZLE_DIALOG (self), FALSE);

  return self->cancellable != NULL;
}
