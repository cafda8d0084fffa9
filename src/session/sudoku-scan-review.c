/* sudoku-scan-review.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-scan-review.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-error.h"
#include "sudoku-solver.h"

/**
 * SudokuScanReview:
 *
 * The review of a photo of a book's page before its puzzle is played
 * (issue 22): the image, its reading by src/vision in a worker, the
 * grid's corners (moved by the user: the photo is read again at once,
 * the read before cancelled), the 81 cells as read with the uncertain
 * ones marked, the user's changes, and the solver's word on the grid as
 * it stands. Nothing reaches the session until sudoku_scan_review_load(),
 * the user's action: a reading is never loaded silently. GLib only: the
 * window's review (src/app/sudoku-scan-window.c) shows it, and the tests
 * drive it without a display. Views observe "busy" and "changed".
 */

/* A digit read with less probability than this is marked for the user
 * to check (the reader's own threshold for an unsure reading). */
#define CONFIDENT 0.8

struct _SudokuScanReview
{
  GObject             parent_instance;

  GBytes             *image;
  char               *name;

  /* The read on its way (cancelled by the next one, a Cancel or
   * dispose) and its outcome. */
  GCancellable       *cancellable;
  SudokuVisionResult *result;
  char               *error;
  /* The image itself could not be read (not an image, too large). */
  gboolean            unreadable;
  /* The corners the last read started from: the reader's, or the
   * user's while their read runs. */
  SudokuVisionPoint   corners[4];
  gboolean            has_corners;

  /* The grid as it stands. */
  guint8              digits[SUDOKU_N_CELLS];
  gboolean            edited[SUDOKU_N_CELLS];
  SudokuScanVerdict   verdict;

  guint               level;
  char               *source;
  guint               number;
};

G_DEFINE_FINAL_TYPE (SudokuScanReview, sudoku_scan_review, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

SudokuScanReview *
sudoku_scan_review_new (void)
{
  return g_object_new (SUDOKU_TYPE_SCAN_REVIEW, NULL);
}

/* The verdict */

static void
update_verdict (SudokuScanReview *self)
{
  SudokuBoard board;
  SudokuSolveOptions options = { .limit = 2, .node_limit = 2000000 };
  SudokuSolveResult solved;

  if (self->result == NULL)
    {
      self->verdict = SUDOKU_SCAN_VERDICT_NONE;
      return;
    }
  sudoku_scan_review_dup_board (self, &board);
  if (!sudoku_board_validate (&board, NULL))
    self->verdict = SUDOKU_SCAN_VERDICT_NO_SOLUTION;
  else if (!sudoku_solver_count (&board, &options, &solved, NULL))
    self->verdict = SUDOKU_SCAN_VERDICT_SEVERAL;
  else if (solved.n_solutions == 0 && !solved.aborted)
    self->verdict = SUDOKU_SCAN_VERDICT_NO_SOLUTION;
  else if (solved.n_solutions == 1 && !solved.aborted)
    self->verdict = SUDOKU_SCAN_VERDICT_UNIQUE;
  else
    self->verdict = SUDOKU_SCAN_VERDICT_SEVERAL;
}

static void
emit_changed (SudokuScanReview *self)
{
  update_verdict (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
set_busy (SudokuScanReview *self,
          gboolean          busy)
{
  if (busy == (self->cancellable != NULL))
    return;
  if (!busy)
    g_clear_object (&self->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/* Reading */

typedef struct
{
  GWeakRef      review;
  GCancellable *cancellable;
} ReadData;

static void
read_data_free (ReadData *data)
{
  g_weak_ref_clear (&data->review);
  g_clear_object (&data->cancellable);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ReadData, read_data_free)

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(ReadData) data = user_data;
  g_autoptr(SudokuScanReview) self = g_weak_ref_get (&data->review);
  g_autoptr(SudokuVisionResult) reading = NULL;
  g_autoptr(GError) error = NULL;

  reading = sudoku_vision_read_finish (result, &error);
  /* Gone, or a later read (or a Cancel) took its place. */
  if (self == NULL || self->cancellable != data->cancellable)
    return;
  set_busy (self, FALSE);
  if (reading == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      g_clear_pointer (&self->result, sudoku_vision_result_free);
      g_free (self->error);
      self->unreadable = g_error_matches (error, SUDOKU_VISION_ERROR,
                                          SUDOKU_VISION_ERROR_NOT_AN_IMAGE) ||
                         g_error_matches (error, SUDOKU_VISION_ERROR,
                                          SUDOKU_VISION_ERROR_TOO_LARGE);
      if (self->name != NULL)
        /* Translators: %s is the image's file name, then why it could
         * not be read. */
        self->error = g_strdup_printf (_("Cannot read a puzzle from “%s”: %s"), self->name,
                                       error->message);
      else
        self->error = g_strdup_printf (_("Cannot read a puzzle from the image: %s"),
                                       error->message);
      emit_changed (self);
      return;
    }
  g_clear_pointer (&self->error, g_free);
  self->unreadable = FALSE;
  g_clear_pointer (&self->result, sudoku_vision_result_free);
  self->result = g_steal_pointer (&reading);
  memcpy (self->corners, self->result->corners, sizeof self->corners);
  self->has_corners = TRUE;
  /* A cell the user set is the user's word: it stays across a new read
   * (from moved corners), the new reading kept beneath it. */
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    if (!self->edited[i])
      self->digits[i] = self->result->cells[i].digit;
  emit_changed (self);
}

static void
start_read (SudokuScanReview        *self,
            const SudokuVisionPoint *corners)
{
  ReadData *data;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  data = g_new0 (ReadData, 1);
  g_weak_ref_init (&data->review, self);
  data->cancellable = g_object_ref (self->cancellable);
  sudoku_vision_read_async (self->image, corners, self->cancellable, read_cb, data);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/**
 * sudoku_scan_review_set_image:
 * @self: a review
 * @image: an encoded image (PNG, JPEG, WebP, TIFF, BMP…)
 * @name: (nullable): its file name, for messages
 *
 * Starts reading @image in a worker (cancelling a read on its way);
 * "changed" follows once it is read or could not be.
 */
void
sudoku_scan_review_set_image (SudokuScanReview *self,
                              GBytes           *image,
                              const char       *name)
{
  g_return_if_fail (SUDOKU_IS_SCAN_REVIEW (self));
  g_return_if_fail (image != NULL);

  g_bytes_ref (image);
  g_clear_pointer (&self->image, g_bytes_unref);
  self->image = image;
  g_free (self->name);
  self->name = g_strdup (name);
  g_clear_pointer (&self->result, sudoku_vision_result_free);
  g_clear_pointer (&self->error, g_free);
  self->unreadable = FALSE;
  self->has_corners = FALSE;
  memset (self->digits, 0, sizeof self->digits);
  memset (self->edited, 0, sizeof self->edited);
  start_read (self, NULL);
  emit_changed (self);
}

GBytes *
sudoku_scan_review_get_image (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), NULL);

  return self->image;
}

const char *
sudoku_scan_review_get_name (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), NULL);

  return self->name;
}

gboolean
sudoku_scan_review_get_busy (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), FALSE);

  return self->cancellable != NULL;
}

/**
 * sudoku_scan_review_cancel:
 * @self: a review
 *
 * Stops the read on its way; the reading before it, if any, stays.
 */
void
sudoku_scan_review_cancel (SudokuScanReview *self)
{
  g_return_if_fail (SUDOKU_IS_SCAN_REVIEW (self));

  if (self->cancellable == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  set_busy (self, FALSE);
  /* The corners go back to those of the reading shown. */
  if (self->result != NULL)
    memcpy (self->corners, self->result->corners, sizeof self->corners);
  self->has_corners = self->result != NULL;
  emit_changed (self);
}

/**
 * sudoku_scan_review_get_error:
 * @self: a review
 *
 * Returns: (nullable): why the image could not be read: what and where
 */
const char *
sudoku_scan_review_get_error (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), NULL);

  return self->error;
}

/**
 * sudoku_scan_review_get_unreadable:
 * @self: a review
 *
 * Returns: %TRUE when the image itself could not be read (not an image
 *   Nanpure can decode, or too large): moving corners cannot help
 */
gboolean
sudoku_scan_review_get_unreadable (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), FALSE);

  return self->unreadable;
}

/**
 * sudoku_scan_review_get_result:
 * @self: a review
 *
 * Returns: (nullable): the last reading, as the reader gave it
 */
const SudokuVisionResult *
sudoku_scan_review_get_result (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), NULL);

  return self->result;
}

/**
 * sudoku_scan_review_get_corners:
 * @self: a review
 *
 * Returns: (nullable) (array fixed-size=4): the grid's corners in the
 *   upright image (top-left, top-right, bottom-right, bottom-left)
 */
const SudokuVisionPoint *
sudoku_scan_review_get_corners (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), NULL);

  return self->has_corners ? self->corners : NULL;
}

/**
 * sudoku_scan_review_set_corners:
 * @self: a review with an image
 * @corners: (array fixed-size=4): where the user puts the grid's corners
 *
 * Reads the image again from @corners at once, cancelling a read on its
 * way; the cells the user set keep the user's digits over the new
 * reading (sudoku_scan_review_get_read_digit() gives what it reads).
 */
void
sudoku_scan_review_set_corners (SudokuScanReview        *self,
                                const SudokuVisionPoint *corners)
{
  g_return_if_fail (SUDOKU_IS_SCAN_REVIEW (self));
  g_return_if_fail (corners != NULL);
  g_return_if_fail (self->image != NULL);

  memcpy (self->corners, corners, sizeof self->corners);
  self->has_corners = TRUE;
  start_read (self, self->corners);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The grid as it stands */

guint
sudoku_scan_review_get_digit (SudokuScanReview *self,
                              guint             cell)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), 0);
  g_return_val_if_fail (cell < SUDOKU_N_CELLS, 0);

  return self->digits[cell];
}

/**
 * sudoku_scan_review_set_digit:
 * @self: a review with a reading
 * @cell: 0–80
 * @digit: 1–9, or 0 to empty the cell
 *
 * The user's own word on a cell: it is no longer uncertain.
 */
void
sudoku_scan_review_set_digit (SudokuScanReview *self,
                              guint             cell,
                              guint             digit)
{
  g_return_if_fail (SUDOKU_IS_SCAN_REVIEW (self));
  g_return_if_fail (cell < SUDOKU_N_CELLS);
  g_return_if_fail (digit <= 9);

  if (self->result == NULL)
    return;
  if (self->digits[cell] == digit && self->edited[cell])
    return;
  self->digits[cell] = digit;
  self->edited[cell] = TRUE;
  emit_changed (self);
}

/**
 * sudoku_scan_review_get_uncertain:
 * @self: a review
 * @cell: 0–80
 *
 * Returns: %TRUE when the user should look at @cell: read with little
 *   confidence, or changed by the solver's correction, and not set by
 *   the user since
 */
gboolean
sudoku_scan_review_get_uncertain (SudokuScanReview *self,
                                  guint             cell)
{
  const SudokuVisionCell *read;

  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), FALSE);
  g_return_val_if_fail (cell < SUDOKU_N_CELLS, FALSE);

  if (self->result == NULL || self->edited[cell])
    return FALSE;
  read = &self->result->cells[cell];
  return read->confidence < CONFIDENT || read->digit != read->read;
}

gboolean
sudoku_scan_review_get_edited (SudokuScanReview *self,
                               guint             cell)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), FALSE);
  g_return_val_if_fail (cell < SUDOKU_N_CELLS, FALSE);

  return self->edited[cell];
}

/**
 * sudoku_scan_review_get_read_digit:
 * @self: a review
 * @cell: 0–80
 *
 * Returns: the digit the last reading gives @cell (0 for empty or
 *   nothing read), whatever the user set it to
 */
guint
sudoku_scan_review_get_read_digit (SudokuScanReview *self,
                                   guint             cell)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), 0);
  g_return_val_if_fail (cell < SUDOKU_N_CELLS, 0);

  return self->result != NULL ? self->result->cells[cell].digit : 0;
}

/**
 * sudoku_scan_review_get_overruled:
 * @self: a review
 * @cell: 0–80
 *
 * Returns: %TRUE when the user set @cell to another digit than the
 *   reading gives it (the user's digit is the one that counts)
 */
gboolean
sudoku_scan_review_get_overruled (SudokuScanReview *self,
                                  guint             cell)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), FALSE);
  g_return_val_if_fail (cell < SUDOKU_N_CELLS, FALSE);

  return self->result != NULL && self->edited[cell] &&
         self->digits[cell] != self->result->cells[cell].digit;
}

guint
sudoku_scan_review_get_n_uncertain (SudokuScanReview *self)
{
  guint n = 0;

  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), 0);

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    n += sudoku_scan_review_get_uncertain (self, i);
  return n;
}

/**
 * sudoku_scan_review_dup_board:
 * @self: a review
 * @board: (out caller-allocates): the grid as it stands, as givens of a
 *   classic puzzle
 */
void
sudoku_scan_review_dup_board (SudokuScanReview *self,
                              SudokuBoard      *board)
{
  g_return_if_fail (SUDOKU_IS_SCAN_REVIEW (self));

  sudoku_board_init (board, SUDOKU_VARIANT_CLASSIC);
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    if (self->digits[i] != 0)
      sudoku_board_set_value (board, i, self->digits[i], TRUE);
}

SudokuScanVerdict
sudoku_scan_review_get_verdict (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), SUDOKU_SCAN_VERDICT_NONE);

  return self->verdict;
}

/* The reader's best correction when the grid as it stands is not a
 * proper puzzle and the correction still changes it; NULL otherwise. */
static const SudokuVisionCorrection *
proposed_correction (SudokuScanReview *self)
{
  const SudokuVisionCorrection *correction;

  if (self->result == NULL || self->verdict == SUDOKU_SCAN_VERDICT_UNIQUE ||
      self->result->n_corrections == 0)
    return NULL;
  correction = &self->result->corrections[0];
  for (guint i = 0; i < correction->n_changes; i++)
    if (self->edited[correction->cells[i]])
      return NULL;
  for (guint i = 0; i < correction->n_changes; i++)
    if (self->digits[correction->cells[i]] != correction->digits[i])
      return correction;
  return NULL;
}

static void
append_change (GString *text,
               guint    cell,
               guint    digit)
{
  if (digit == 0)
    /* Translators: a proposed change of a cell read from a photo. */
    g_string_append_printf (text, _("row %u, column %u empty"), cell / 9 + 1, cell % 9 + 1);
  else
    /* Translators: a proposed change of a cell read from a photo. */
    g_string_append_printf (text, _("row %u, column %u: %u"), cell / 9 + 1, cell % 9 + 1,
                            digit);
}

/**
 * sudoku_scan_review_dup_verdict_text:
 * @self: a review
 *
 * Returns: (transfer full): the solver's word on the grid as it stands,
 *   with the cells to check and the correction it proposes, in words
 */
/* Appends @sentence after those of @text as the language joins
 * sentences: a space in English, nothing after Japanese 。 (the same
 * pattern as the engine's, src/engine/sudoku-text.c). */
static void
append_sentence (GString    *text,
                 const char *sentence)
{
  g_autofree char *joined = NULL;

  if (text->len == 0)
    {
      g_string_append (text, sentence);
      return;
    }
  /* TRANSLATORS: two sentences one after the other; the first ends
   * with its full stop. Japanese: "%s%s". */
  joined = g_strdup_printf (C_("sentences", "%s %s"), text->str, sentence);
  g_string_assign (text, joined);
}

char *
sudoku_scan_review_dup_verdict_text (SudokuScanReview *self)
{
  const SudokuVisionCorrection *correction;
  GString *text;
  guint n_uncertain, n_overruled;

  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), NULL);

  if (self->error != NULL)
    return g_strdup (self->error);
  if (self->result == NULL)
    return g_strdup (self->cancellable != NULL ? _("Reading the photo…")
                                               : _("Nothing has been read"));
  text = g_string_new (NULL);
  switch (self->verdict)
    {
    case SUDOKU_SCAN_VERDICT_UNIQUE:
      g_string_append (text, _("The grid has exactly one solution."));
      break;
    case SUDOKU_SCAN_VERDICT_NO_SOLUTION:
      g_string_append (text, _("The grid has no solution: a digit is misread, or repeats "
                               "in a row, column or box."));
      break;
    case SUDOKU_SCAN_VERDICT_SEVERAL:
      g_string_append (text, _("The grid has several solutions: a digit is missing or "
                               "misread."));
      break;
    case SUDOKU_SCAN_VERDICT_NONE:
    default:
      break;
    }
  n_uncertain = sudoku_scan_review_get_n_uncertain (self);
  if (n_uncertain > 0)
    {
      g_autofree char *sentence = g_strdup_printf (ngettext ("Check the cell marked “?”.",
                                                             "Check the %u cells marked “?”.",
                                                             n_uncertain),
                                                   n_uncertain);

      append_sentence (text, sentence);
    }
  n_overruled = 0;
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    n_overruled += sudoku_scan_review_get_overruled (self, i);
  if (n_overruled > 0)
    {
      g_autofree char *sentence =
        g_strdup_printf (ngettext ("Your digit stays in the cell you changed; the "
                                   "reading of the photo shows small in its corner.",
                                   "Your digits stay in the %u cells you changed; the "
                                   "reading of the photo shows small in their corners.",
                                   n_overruled),
                         n_overruled);

      append_sentence (text, sentence);
    }
  correction = proposed_correction (self);
  if (correction != NULL)
    {
      g_autoptr(GString) sentence = g_string_new (_("Most likely:"));

      for (guint i = 0; i < correction->n_changes; i++)
        {
          g_string_append (sentence, i == 0 ? " " : _(", "));
          append_change (sentence, correction->cells[i], correction->digits[i]);
        }
      g_string_append (sentence, _(" (Apply Correction)."));
      append_sentence (text, sentence->str);
    }
  return g_string_free (text, FALSE);
}

gboolean
sudoku_scan_review_get_has_correction (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), FALSE);

  return proposed_correction (self) != NULL;
}

/**
 * sudoku_scan_review_apply_correction:
 * @self: a review
 *
 * Makes the change the reader proposes (the most likely one with
 * exactly one solution), as the user's own.
 *
 * Returns: %TRUE when there was one to apply
 */
gboolean
sudoku_scan_review_apply_correction (SudokuScanReview *self)
{
  const SudokuVisionCorrection *correction;

  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), FALSE);

  correction = proposed_correction (self);
  if (correction == NULL)
    return FALSE;
  for (guint i = 0; i < correction->n_changes; i++)
    {
      self->digits[correction->cells[i]] = correction->digits[i];
      self->edited[correction->cells[i]] = TRUE;
    }
  emit_changed (self);
  return TRUE;
}

/* What the book says */

guint
sudoku_scan_review_get_level (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), 0);

  return self->level;
}

void
sudoku_scan_review_set_level (SudokuScanReview *self,
                              guint             level)
{
  g_return_if_fail (SUDOKU_IS_SCAN_REVIEW (self));
  g_return_if_fail (level <= 7);

  self->level = level;
}

const char *
sudoku_scan_review_get_source (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), NULL);

  return self->source;
}

void
sudoku_scan_review_set_source (SudokuScanReview *self,
                               const char       *source)
{
  g_return_if_fail (SUDOKU_IS_SCAN_REVIEW (self));

  g_free (self->source);
  self->source = source != NULL && *source != '\0' ? g_strstrip (g_strdup (source)) : NULL;
}

guint
sudoku_scan_review_get_number (SudokuScanReview *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), 0);

  return self->number;
}

void
sudoku_scan_review_set_number (SudokuScanReview *self,
                               guint             number)
{
  g_return_if_fail (SUDOKU_IS_SCAN_REVIEW (self));

  self->number = number;
}

/**
 * sudoku_scan_review_load:
 * @self: a review
 * @session: the window's session
 * @error: why there is nothing to load
 *
 * The user's Load: shows the grid as it stands in @session as a typed
 * puzzle, with the book's level, source and number offered when saving.
 *
 * Returns: %TRUE when it was loaded
 */
gboolean
sudoku_scan_review_load (SudokuScanReview  *self,
                         SudokuSession     *session,
                         GError           **error)
{
  g_autofree char *source = NULL;
  SudokuBoard board;

  g_return_val_if_fail (SUDOKU_IS_SCAN_REVIEW (self), FALSE);
  g_return_val_if_fail (SUDOKU_IS_SESSION (session), FALSE);

  if (self->cancellable != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING,
                           _("The photo is still being read"));
      return FALSE;
    }
  if (self->result == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           self->error ? self->error : _("Nothing has been read"));
      return FALSE;
    }
  sudoku_scan_review_dup_board (self, &board);
  if (sudoku_board_count_givens (&board) == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("The grid is empty: nothing to load"));
      return FALSE;
    }
  if (self->number > 0 && self->source != NULL)
    /* Translators: where a puzzle comes from: a book and the puzzle's
     * number in it. */
    source = g_strdup_printf (_("%s, No. %u"), self->source, self->number);
  else if (self->number > 0)
    source = g_strdup_printf (_("No. %u"), self->number);
  else
    source = g_strdup (self->source);
  sudoku_session_load_typed (session, &board, self->level, source);
  return TRUE;
}

/* GObject */

static void
sudoku_scan_review_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SudokuScanReview *self = SUDOKU_SCAN_REVIEW (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, self->cancellable != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_scan_review_dispose (GObject *object)
{
  SudokuScanReview *self = SUDOKU_SCAN_REVIEW (object);

  /* The worker stops; its callback finds the review gone. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (sudoku_scan_review_parent_class)->dispose (object);
}

static void
sudoku_scan_review_finalize (GObject *object)
{
  SudokuScanReview *self = SUDOKU_SCAN_REVIEW (object);

  g_clear_pointer (&self->image, g_bytes_unref);
  g_clear_pointer (&self->result, sudoku_vision_result_free);
  g_free (self->name);
  g_free (self->error);
  g_free (self->source);

  G_OBJECT_CLASS (sudoku_scan_review_parent_class)->finalize (object);
}

static void
sudoku_scan_review_class_init (SudokuScanReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sudoku_scan_review_get_property;
  object_class->dispose = sudoku_scan_review_dispose;
  object_class->finalize = sudoku_scan_review_finalize;

  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuScanReview::changed:
   *
   * The reading, the corners, a cell, the error or the verdict changed.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sudoku_scan_review_init (SudokuScanReview *self)
{
}
