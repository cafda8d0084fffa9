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
#include "sudoku-puzzle-details.h"

/* Save to the library, for a session: the level the book gives
 * (Nanpure's own rating shown beside it), the number, source, title and
 * notes (SudokuPuzzleDetails, as Edit Details has them). Enter in a
 * field saves, as the default button does. The dialog saves through the
 * session and says how that went in "saved" or "failed" (the window
 * shows a toast), or asks for the puzzle the library has with
 * "open-existing".
 *
 * A puzzle the library holds already (the same givens and variant,
 * found by its canonical key when the dialog opens, and again before a
 * save) is shown as it is there, with its details, and the dialog
 * offers Open It, Update It (the details the user changed, the others
 * kept) and Save a Copy; nothing is the default, so Enter never writes
 * over it.
 *
 * While it looks the puzzle up, Save waits. While it saves, the dialog
 * stays with its responses insensitive, "Saving…" and a spinner, so that
 * no second save can start; closing it then only hides it: the save
 * goes on and is reported as usual, and the dialog goes when it is
 * done. */

struct _SudokuSaveDialog
{
  AdwMessageDialog     parent_instance;

  /* The puzzle as it would be saved new, or as the session's library
   * record has it; and the library's entry for the same puzzle, when
   * there is another one. */
  SudokuLibraryPuzzle *puzzle;
  SudokuLibraryPuzzle *duplicate;
  gint64               existing;
  SudokuRating         rating;
  gboolean             has_rating;

  SudokuSession       *session;
  SudokuLibrary       *library;
  GCancellable        *cancellable;

  SudokuPuzzleDetails *details;
  GtkWidget           *busy_box;
  GtkLabel            *error_label;
  GtkSpinner          *spinner;

  /* The look-up of the puzzle in the library, when the dialog opens. */
  gboolean             checking;
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

/* Which responses can be given now. */
static void
update_responses (SudokuSaveDialog *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);
  gboolean idle = !self->saving && !self->checking;
  gboolean valid = sudoku_puzzle_details_get_valid (self->details);

  if (self->disposed)
    return;
  adw_message_dialog_set_response_enabled (dialog, "save", idle && valid);
  adw_message_dialog_set_response_enabled (dialog, "cancel", !self->saving);
  if (self->duplicate != NULL)
    {
      adw_message_dialog_set_response_enabled (dialog, "open", idle);
      adw_message_dialog_set_response_enabled (dialog, "update", idle && valid);
    }
}

/* Enter in a field: as the Save button for a new puzzle; nothing for
 * one the library has, which is written only on the user's word. */
static void
save_on_enter_cb (SudokuSaveDialog *self)
{
  if (self->duplicate != NULL)
    return;
  if (!adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (self), "save"))
    return;
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (self), "save");
}

static void
details_valid_cb (SudokuSaveDialog *self)
{
  update_responses (self);
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
  update_responses (self);
  if (self->duplicate == NULL)
    adw_message_dialog_set_response_label (dialog, "save", saving ? _("Saving…") : _("_Save"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->details), !saving);
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

/* The dialog closes itself when it is done (finish()): a click on Save
 * must leave it open while it saves. */
static gboolean
sudoku_save_dialog_close_request (GtkWindow *window)
{
  /* AdwMessageDialog's handler sends the close response when the close
   * is not a response's own. */
  GTK_WINDOW_CLASS (sudoku_save_dialog_parent_class)->close_request (window);
  return TRUE;
}

static void
cancel_response_cb (SudokuSaveDialog *self,
                    const char       *response)
{
  if (self->saving)
    {
      /* Closed while saving: out of sight; the save goes on and the
       * dialog goes once it is back. */
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  finish (self);
}

/* @puzzle with what Nanpure's rating says of it. */
static SudokuLibraryPuzzle *
with_rating (SudokuSaveDialog          *self,
             const SudokuLibraryPuzzle *puzzle)
{
  SudokuLibraryPuzzle *copy = sudoku_library_puzzle_copy (puzzle);

  if (self->has_rating)
    {
      copy->computed_level = self->rating.level;
      copy->score = self->rating.score;
      copy->se = self->rating.se_rating;
    }
  return copy;
}

/* The library has the puzzle already (@duplicate): the dialog shows it
 * as it is there and offers Open It, Update It and Save a Copy. */
static void
show_duplicate (SudokuSaveDialog          *self,
                const SudokuLibraryPuzzle *duplicate)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);
  g_autofree char *group = NULL;
  g_autofree char *body = NULL;
  gboolean first = self->duplicate == NULL;

  g_clear_pointer (&self->duplicate, sudoku_library_puzzle_free);
  self->duplicate = with_rating (self, duplicate);
  sudoku_puzzle_details_set_puzzle (self->details, duplicate);

  if (duplicate->level == SUDOKU_LIBRARY_SAMPLE)
    group = g_strdup (_("Sample"));
  else
    /* Translators: a group of the library, as the book calls its levels. */
    group = g_strdup_printf (_("Level %d"), (int) duplicate->level);
  /* The title as the library list shows it (a sample's in the user's
   * language), and in no quotes of ours: a title may have its own (the
   * sample "“World’s hardest sudoku” (2012)" came out doubled). */
  if (duplicate->title != NULL && *duplicate->title != '\0')
    /* Translators: %s is "Sample" or "Level 3", %u the puzzle's number
     * there, the last %s its title. */
    body = g_strdup_printf (_("This puzzle is already in the library: %s · No. %u · %s."),
                            group, duplicate->number,
                            sudoku_library_puzzle_get_display_title (duplicate));
  else
    /* Translators: %s is "Sample" or "Level 3", %u the puzzle's number
     * there. */
    body = g_strdup_printf (_("This puzzle is already in the library: %s · No. %u."),
                            group, duplicate->number);
  adw_message_dialog_set_heading (dialog, _("Already in the Library"));
  adw_message_dialog_set_body (dialog, body);

  if (first)
    {
      adw_message_dialog_set_response_label (dialog, "save", _("Save a _Copy"));
      adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_DEFAULT);
      adw_message_dialog_add_responses (dialog,
                                        "open", _("_Open It"),
                                        "update", _("_Update It"),
                                        NULL);
      adw_message_dialog_set_response_appearance (dialog, "update", ADW_RESPONSE_SUGGESTED);
    }
  /* No default: Enter writes nothing over the library's entry. */
  adw_message_dialog_set_default_response (dialog, NULL);
  update_responses (self);
}

/* Saving */

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
  if (!sudoku_library_link_save_puzzle_finish (SUDOKU_LIBRARY_LINK (source), result, &error))
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
  stored = sudoku_library_link_get_library_puzzle (SUDOKU_LIBRARY_LINK (source));
  if (stored->level == SUDOKU_LIBRARY_SAMPLE)
    message = g_strdup_printf (_("Saved in Sample as No. %u"), stored->number);
  else
    message = g_strdup_printf (_("Saved in Level %u as No. %u"), stored->level, stored->number);
  g_signal_emit (self, signals[SIGNAL_SAVED], 0, message);
  finish (self);
}

/* Stores @puzzle (new, over @existing, or a copy) with the session's
 * game, in a worker; the dialog stays busy until stored_cb(). */
static void
store_puzzle (SudokuSaveDialog          *self,
              const SudokuLibraryPuzzle *puzzle,
              gint64                     existing)
{
  set_saving (self, TRUE);
  sudoku_library_link_save_puzzle_async (sudoku_session_get_library_link (self->session),
                                         self->library, puzzle, existing, NULL,
                                    stored_cb, g_object_ref (self));
}

/* Back from the check before a save: the puzzle came into the library
 * since the dialog opened (another window saved it), or it is stored.
 * The task holds the dialog. */
static void
duplicate_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(SudokuSaveDialog) self = user_data;
  g_autoptr(SudokuLibraryPuzzle) puzzle = g_object_steal_data (G_OBJECT (self), "saving");
  g_autoptr(SudokuLibraryPuzzle) duplicate = NULL;
  g_autoptr(GError) error = NULL;

  /* A check that failed is the save's to report: it is tried. */
  duplicate = sudoku_library_find_duplicate_finish (SUDOKU_LIBRARY (source), result, &error);
  if (duplicate != NULL && duplicate->id != self->existing)
    {
      set_saving (self, FALSE);
      if (self->disposed || !gtk_widget_get_visible (GTK_WIDGET (self)))
        finish (self);
      else
        show_duplicate (self, duplicate);
      return;
    }
  /* The check's busy state goes on with the save. */
  self->saving = FALSE;
  store_puzzle (self, puzzle, self->existing);
}

static void
save_response_cb (SudokuSaveDialog *self,
                  const char       *response)
{
  SudokuLibraryPuzzle *puzzle;

  /* One save at a time (Save is insensitive meanwhile). */
  if (self->saving || self->checking)
    return;

  /* Save a Copy: a second entry with the details shown, under the next
   * free number unless the user gave one. */
  if (self->duplicate != NULL)
    {
      g_autoptr(SudokuLibraryPuzzle) copy = sudoku_library_puzzle_copy (self->duplicate);

      if (!sudoku_puzzle_details_apply (self->details, copy))
        return;
      if (copy->number == self->duplicate->number)
        copy->number = 0;
      copy->id = 0;
      store_puzzle (self, copy, SUDOKU_LIBRARY_STORE_COPY);
      return;
    }

  /* The details as they are now: the fields may go before the check is
   * back. */
  puzzle = sudoku_library_puzzle_copy (self->puzzle);
  if (!sudoku_puzzle_details_apply (self->details, puzzle))
    {
      sudoku_library_puzzle_free (puzzle);
      return;
    }
  g_object_set_data_full (G_OBJECT (self), "saving", puzzle,
                          (GDestroyNotify) sudoku_library_puzzle_free);
  set_saving (self, TRUE);
  sudoku_library_find_duplicate_async (self->library, puzzle->variant, puzzle->givens, NULL,
                                       duplicate_read_cb, g_object_ref (self));
}

/* Update It: the library's entry with the details the user changed. */
static void
update_response_cb (SudokuSaveDialog *self,
                    const char       *response)
{
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;

  if (self->saving || self->duplicate == NULL)
    return;
  puzzle = sudoku_library_puzzle_copy (self->duplicate);
  if (!sudoku_puzzle_details_apply (self->details, puzzle))
    return;
  store_puzzle (self, puzzle, self->duplicate->id);
}

static void
open_response_cb (SudokuSaveDialog *self,
                  const char       *response)
{
  if (self->saving || self->duplicate == NULL)
    return;
  g_signal_emit (self, signals[SIGNAL_OPEN_EXISTING], 0, self->duplicate->id);
  finish (self);
}

/* Back from the look-up when the dialog opened. The task holds the
 * dialog; its cancellable goes with the dialog. */
static void
checked_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(SudokuSaveDialog) self = user_data;
  g_autoptr(SudokuLibraryPuzzle) duplicate = NULL;
  g_autoptr(GError) error = NULL;

  duplicate = sudoku_library_find_duplicate_finish (SUDOKU_LIBRARY (source), result, &error);
  self->checking = FALSE;
  if (self->disposed)
    return;
  /* A look-up that failed leaves the save to find out (and to say). */
  if (duplicate != NULL && duplicate->id != self->existing)
    show_duplicate (self, duplicate);
  update_responses (self);
}

static void
sudoku_save_dialog_dispose (GObject *object)
{
  SudokuSaveDialog *self = SUDOKU_SAVE_DIALOG (object);

  self->disposed = TRUE;
  g_cancellable_cancel (self->cancellable);

  G_OBJECT_CLASS (sudoku_save_dialog_parent_class)->dispose (object);
}

static void
sudoku_save_dialog_finalize (GObject *object)
{
  SudokuSaveDialog *self = SUDOKU_SAVE_DIALOG (object);

  g_clear_pointer (&self->puzzle, sudoku_library_puzzle_free);
  g_clear_pointer (&self->duplicate, sudoku_library_puzzle_free);
  g_clear_object (&self->session);
  g_clear_object (&self->library);
  g_clear_object (&self->cancellable);

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

  g_type_ensure (SUDOKU_TYPE_PUZZLE_DETAILS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-save-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, details);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, busy_box);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuSaveDialog, spinner);
  gtk_widget_class_bind_template_callback (widget_class, save_on_enter_cb);
}

static void
sudoku_save_dialog_init (SudokuSaveDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  g_signal_connect_swapped (self->details, "notify::valid", G_CALLBACK (details_valid_cb), self);
  g_signal_connect (self, "response::save", G_CALLBACK (save_response_cb), NULL);
  g_signal_connect (self, "response::cancel", G_CALLBACK (cancel_response_cb), NULL);
  g_signal_connect (self, "response::update", G_CALLBACK (update_response_cb), NULL);
  g_signal_connect (self, "response::open", G_CALLBACK (open_response_cb), NULL);
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
 * level); or, when the library has the puzzle under another entry, that
 * entry. It saves on its own.
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
  g_autofree char *body = NULL;
  SudokuSaveDialog *self;
  guint level;

  g_return_val_if_fail (SUDOKU_IS_SESSION (session), NULL);
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (library), NULL);

  self = g_object_new (SUDOKU_TYPE_SAVE_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
  self->session = g_object_ref (session);
  self->library = g_object_ref (library);
  if (rating != NULL)
    {
      self->rating = *rating;
      self->has_rating = TRUE;
    }

  known = sudoku_library_link_get_library_puzzle (sudoku_session_get_library_link (session));
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
  self->puzzle = with_rating (self, puzzle);
  self->existing = known ? known->id : 0;

  /* Sudoku Explainer rates classic puzzles only: a Windoku's figure is
   * ours, on its scale (as nanpure-cli rate says). */
  if (rating != NULL && rating->solved && puzzle->variant == SUDOKU_VARIANT_WINDOKU)
    body = g_strdup_printf (_("Nanpure rates it level %u (score %u, about %.1f on Sudoku "
                              "Explainer’s scale). Give the level the book gives it, or "
                              "none for the Sample group."),
                            rating->level, rating->score, rating->se_rating);
  else if (rating != NULL && rating->solved)
    body = g_strdup_printf (_("Nanpure rates it level %u (score %u, Sudoku Explainer "
                              "%.1f). Give the level the book gives it, or none for "
                              "the Sample group."),
                            rating->level, rating->score, rating->se_rating);
  if (known != NULL)
    adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Save Changes to the Library"));
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self),
                               body ? body : _("Give the level the book gives it, or none for "
                                               "the Sample group."));
  sudoku_puzzle_details_set_puzzle (self->details, puzzle);
  sudoku_puzzle_details_set_level (self->details, MIN (level, SUDOKU_LIBRARY_MAX_LEVEL));

  /* Is it in the library already, under another entry? Save waits for
   * the answer. */
  self->checking = TRUE;
  update_responses (self);
  sudoku_library_find_duplicate_async (library, puzzle->variant, puzzle->givens,
                                       self->cancellable, checked_cb, g_object_ref (self));
  return GTK_WIDGET (self);
}
