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

#include "sudoku-library-async.h"

/* Save to the library: the level the book gives (Nanpure's own rating
 * shown beside it), the number, source, title and notes. Enter in any
 * field saves, as the default button does. Made for a session
 * (sudoku_save_dialog_new_for_session()), it also saves: it asks what
 * to do when the library has the puzzle already, stores it through the
 * session, and says how that went in "saved" or "failed" (the window
 * shows a toast), or asks for the puzzle the library has with
 * "open-existing".
 *
 * While it saves, the dialog stays with Save (and Cancel) insensitive,
 * "Saving…" and a spinner, so that no second save can start; closing it
 * then only hides it: the save goes on and is reported as usual, and
 * the dialog goes when it is done. */

struct _SudokuSaveDialog
{
  AdwMessageDialog     parent_instance;

  SudokuLibraryPuzzle *puzzle;
  SudokuSession       *session;
  SudokuLibrary       *library;

  AdwComboRow         *level_row;
  GtkStringList       *levels;
  GtkSpinButton       *number;
  AdwEntryRow         *source;
  AdwEntryRow         *title;
  AdwEntryRow         *notes;
  GtkWidget           *fields;
  GtkWidget           *busy_box;
  GtkLabel            *error_label;
  GtkSpinner          *spinner;

  /* A save on its way: from the duplicate check to the answer. */
  gboolean             saving;
  gboolean             disposed;
};

G_DEFINE_FINAL_TYPE (SudokuSaveDialog, sudoku_save_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum {
  SIGNAL_SAVED,
  SIGNAL_FAILED,
  SIGNAL_OPEN_EXISTING,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

/* Enter in a field: as the Save button, unless a save runs. */
static void
save_on_enter_cb (SudokuSaveDialog *self)
{
  if (!adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (self), "save"))
    return;
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (self), "save");
  /* A dialog without a session (nothing to save with) goes at once. */
  if (self->session == NULL)
    gtk_window_destroy (GTK_WINDOW (self));
}

/* The busy state while a save runs. */
static void
set_saving (SudokuSaveDialog *self,
            gboolean          saving)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);

  self->saving = saving;
  if (self->disposed)
    return;
  adw_message_dialog_set_response_enabled (dialog, "save", !saving);
  adw_message_dialog_set_response_enabled (dialog, "cancel", !saving);
  adw_message_dialog_set_response_label (dialog, "save", saving ? _("Saving…") : _("_Save"));
  gtk_widget_set_sensitive (self->fields, !saving);
  gtk_widget_set_visible (self->busy_box, saving);
  if (saving)
    gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  gtk_spinner_set_spinning (self->spinner, saving);
}

/**
 * sudoku_save_dialog_is_saving:
 * @self: a save dialog
 *
 * Returns: whether a save it started is on its way (Save is then
 *   insensitive)
 */
gboolean
sudoku_save_dialog_is_saving (SudokuSaveDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_SAVE_DIALOG (self), FALSE);

  return self->saving;
}

/* The dialog is done with: it goes, unless a save is on its way, which
 * closes it when it is back. */
static void
finish (SudokuSaveDialog *self)
{
  if (self->saving)
    return;
  if (!self->disposed)
    gtk_window_destroy (GTK_WINDOW (self));
}

/* A dialog for a session closes itself when it is done (finish()): a
 * click on Save must leave it open while it saves. */
static gboolean
sudoku_save_dialog_close_request (GtkWindow *window)
{
  SudokuSaveDialog *self = SUDOKU_SAVE_DIALOG (window);
  gboolean stop;

  /* AdwMessageDialog's handler sends the close response when the close
   * is not a response's own. */
  stop = GTK_WINDOW_CLASS (sudoku_save_dialog_parent_class)->close_request (window);
  if (self->session == NULL)
    return stop;
  return TRUE;
}

static void
cancel_response_cb (SudokuSaveDialog *self,
                    const char       *response)
{
  if (self->session == NULL)
    return;
  if (self->saving)
    {
      /* Closed while saving: out of sight; the save goes on and the
       * dialog goes once it is back. */
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  finish (self);
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
sudoku_save_dialog_dispose (GObject *object)
{
  SudokuSaveDialog *self = SUDOKU_SAVE_DIALOG (object);

  self->disposed = TRUE;

  G_OBJECT_CLASS (sudoku_save_dialog_parent_class)->dispose (object);
}

static void
sudoku_save_dialog_finalize (GObject *object)
{
  SudokuSaveDialog *self = SUDOKU_SAVE_DIALOG (object);

  g_clear_pointer (&self->puzzle, sudoku_library_puzzle_free);
  g_clear_object (&self->session);
  g_clear_object (&self->library);

  G_OBJECT_CLASS (sudoku_save_dialog_parent_class)->finalize (object);
}

static void
sudoku_save_dialog_class_init (SudokuSaveDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = sudoku_save_dialog_dispose;
  object_class->finalize = sudoku_save_dialog_finalize;
  window_class->close_request = sudoku_save_dialog_close_request;

  /**
   * SudokuSaveDialog::saved:
   * @self: the dialog
   * @message: where the puzzle went, for a toast
   */
  signals[SIGNAL_SAVED] =
    g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * SudokuSaveDialog::failed:
   * @self: the dialog
   * @error: why the library cannot be used
   */
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);

  /**
   * SudokuSaveDialog::open-existing:
   * @self: the dialog
   * @id: the library's puzzle with the same givens
   *
   * The user chose to open the puzzle the library has instead.
   */
  signals[SIGNAL_OPEN_EXISTING] =
    g_signal_new ("open-existing", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-save-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, levels);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, number);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, source);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, title);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, notes);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, fields);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, busy_box);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, spinner);
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

/* Saving for a session */

/* The one place a save comes back: says how it went; the dialog goes,
 * unless the save failed while it is in sight. The task holds the
 * dialog. */
static void
stored_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(SudokuSaveDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  const SudokuLibraryPuzzle *stored;

  set_saving (self, FALSE);
  if (!sudoku_session_save_puzzle_finish (SUDOKU_SESSION (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
      /* Still in sight: the details stay, for another try, with what
       * went wrong. */
      if (self->disposed || !gtk_widget_get_visible (GTK_WIDGET (self)))
        finish (self);
      else if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_autofree char *text = g_strdup_printf (_("Not saved: %s"), error->message);

          gtk_label_set_text (self->error_label, text);
          gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
        }
      return;
    }
  stored = sudoku_session_get_library_puzzle (self->session);
  if (stored->level == SUDOKU_LIBRARY_SAMPLE)
    message = g_strdup_printf (_("Saved in Sample as No. %u"), stored->number);
  else
    message = g_strdup_printf (_("Saved in Level %u as No. %u"), stored->level, stored->number);
  g_signal_emit (self, signals[SIGNAL_SAVED], 0, message);
  finish (self);
}

/* Stores @puzzle (new, or over @existing) with the session's game, in a
 * worker; the dialog stays busy until stored_cb(). */
static void
store_puzzle (SudokuSaveDialog          *self,
              const SudokuLibraryPuzzle *puzzle,
              gint64                     existing)
{
  sudoku_session_save_puzzle_async (self->session, self->library, puzzle, existing, NULL,
                                    stored_cb, g_object_ref (self));
}

static void
duplicate_response_cb (AdwMessageDialog *ask,
                       const char       *response,
                       SudokuSaveDialog *self)
{
  SudokuLibraryPuzzle *puzzle = g_object_get_data (G_OBJECT (ask), "puzzle");
  gint64 existing = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (ask), "existing"));

  if (g_str_equal (response, "update"))
    {
      store_puzzle (self, puzzle, existing);
      return;
    }
  /* Not saved: back to the fields, or gone. */
  set_saving (self, FALSE);
  if (g_str_equal (response, "open"))
    {
      g_signal_emit (self, signals[SIGNAL_OPEN_EXISTING], 0, existing);
      finish (self);
    }
  else if (self->disposed || !gtk_widget_get_visible (GTK_WIDGET (self)))
    finish (self);
}

/* Asks what to do with a puzzle the library has already, over the Save
 * dialog (busy meanwhile). The question holds the dialog. */
static void
ask_about_duplicate (SudokuSaveDialog          *self,
                     SudokuLibraryPuzzle       *puzzle,
                     const SudokuLibraryPuzzle *duplicate)
{
  g_autofree char *where = NULL;
  GtkWindow *parent;
  GtkWidget *ask;

  if (duplicate->level == SUDOKU_LIBRARY_SAMPLE)
    where = g_strdup_printf (_("This puzzle is already in the library, in Sample as No. %u."),
                             duplicate->number);
  else
    where = g_strdup_printf (_("This puzzle is already in the library, in Level %u as "
                               "No. %u."), duplicate->level, duplicate->number);
  parent = gtk_widget_get_visible (GTK_WIDGET (self)) ? GTK_WINDOW (self)
                                                      : gtk_window_get_transient_for (GTK_WINDOW (self));
  ask = adw_message_dialog_new (parent, _("Already Saved"), where);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (ask),
                                    "cancel", _("_Cancel"),
                                    "open", _("_Open It"),
                                    "update", _("_Update It"),
                                    NULL);
  adw_message_dialog_set_body_use_markup (ADW_MESSAGE_DIALOG (ask), FALSE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (ask), "update",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (ask), "update");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (ask), "cancel");
  g_object_set_data (G_OBJECT (ask), "existing", GSIZE_TO_POINTER (duplicate->id));
  g_object_set_data_full (G_OBJECT (ask), "puzzle", puzzle,
                          (GDestroyNotify) sudoku_library_puzzle_free);
  g_object_set_data_full (G_OBJECT (ask), "save-dialog", g_object_ref (self), g_object_unref);
  g_signal_connect_object (ask, "response", G_CALLBACK (duplicate_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (ask));
}

/* Back from the duplicate check: ask, or store. The task holds the
 * dialog. */
static void
duplicate_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(SudokuSaveDialog) self = user_data;
  g_autoptr(SudokuLibraryPuzzle) puzzle = g_object_steal_data (G_OBJECT (self), "saving");
  g_autoptr(SudokuLibraryPuzzle) duplicate = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id = sudoku_session_get_library_id (self->session);

  /* A check that failed is the save's to report: it is tried. */
  duplicate = sudoku_library_find_duplicate_finish (SUDOKU_LIBRARY (source), result, &error);
  if (duplicate != NULL && duplicate->id != id)
    ask_about_duplicate (self, g_steal_pointer (&puzzle), duplicate);
  else
    store_puzzle (self, puzzle, id);
}

static void
save_response_cb (SudokuSaveDialog *self,
                  const char       *response)
{
  SudokuLibraryPuzzle *puzzle;

  /* One save at a time (Save is insensitive meanwhile). */
  if (self->saving)
    return;
  /* The details as they are now: the fields may go before the check is
   * back. */
  puzzle = sudoku_save_dialog_dup_puzzle (self);
  g_object_set_data_full (G_OBJECT (self), "saving", puzzle,
                          (GDestroyNotify) sudoku_library_puzzle_free);
  set_saving (self, TRUE);
  sudoku_library_find_duplicate_async (self->library, puzzle->variant, puzzle->givens, NULL,
                                       duplicate_read_cb, g_object_ref (self));
}

/**
 * sudoku_save_dialog_new_for_session:
 * @parent: the window
 * @session: the session whose puzzle is saved
 * @library: where it goes
 * @rating: (nullable): the puzzle's rating, shown beside the level
 *
 * The Save dialog on the puzzle @session shows: its library record, or
 * a new one with the level and source of its file (else the rating's
 * level). It saves on its own.
 *
 * Returns: (transfer floating): the dialog
 */
GtkWidget *
sudoku_save_dialog_new_for_session (GtkWindow          *parent,
                                    SudokuSession      *session,
                                    SudokuLibrary      *library,
                                    const SudokuRating *rating)
{
  const SudokuLibraryPuzzle *known;
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  SudokuSaveDialog *self;
  guint level;

  g_return_val_if_fail (SUDOKU_IS_SESSION (session), NULL);
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (library), NULL);

  known = sudoku_session_get_library_puzzle (session);
  level = known ? known->level : sudoku_session_get_book_level (session);
  /* A new puzzle without a level from its file goes where Nanpure's
   * rating puts it. */
  if (known == NULL && level == 0 && rating != NULL && rating->solved)
    level = rating->level;
  if (known != NULL)
    puzzle = sudoku_library_puzzle_copy (known);
  else
    {
      g_autoptr(SudokuBoard) board = sudoku_game_dup_puzzle (sudoku_session_get_game (session));

      puzzle = sudoku_library_puzzle_new_from_board (board);
    }
  if (puzzle->source == NULL)
    puzzle->source = g_strdup (sudoku_session_get_book_source (session));

  self = SUDOKU_SAVE_DIALOG (sudoku_save_dialog_new (parent, puzzle, known != NULL, rating,
                                                     level));
  self->session = g_object_ref (session);
  self->library = g_object_ref (library);
  g_signal_connect (self, "response::save", G_CALLBACK (save_response_cb), NULL);
  g_signal_connect (self, "response::cancel", G_CALLBACK (cancel_response_cb), NULL);
  return GTK_WIDGET (self);
}
