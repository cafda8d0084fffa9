/* sudoku-puzzle-details.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-puzzle-details.h"

#include <glib/gi18n.h>

/* The details of a library puzzle the user can change: its level in
 * the book, its number there, source, title and notes. One form for the
 * Save dialog and the library window's Edit Details. It remembers the
 * puzzle it was filled with (sudoku_puzzle_details_set_puzzle()), so
 * that sudoku_puzzle_details_apply() writes only what the user changed
 * and a field left alone keeps what the library holds. */

struct _SudokuPuzzleDetails
{
  GtkBox               parent_instance;

  /* What the fields showed when filled. */
  SudokuLibraryPuzzle *shown;

  AdwComboRow         *level_row;
  GtkStringList       *levels;
  AdwEntryRow         *number_row;
  AdwEntryRow         *source_row;
  AdwEntryRow         *title_row;
  GtkTextView         *notes_view;

  gboolean             valid;
};

G_DEFINE_FINAL_TYPE (SudokuPuzzleDetails, sudoku_puzzle_details, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_LEVEL,
  PROP_VALID,
  N_PROPS,
};

enum {
  SIGNAL_ACTIVATE,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The combo lists Level 1 to 7, then Sample. */
static guint
level_to_position (guint level)
{
  if (level == SUDOKU_LIBRARY_SAMPLE)
    return SUDOKU_LIBRARY_MAX_LEVEL;
  return MIN (level, SUDOKU_LIBRARY_MAX_LEVEL) - 1;
}

static guint
position_to_level (guint position)
{
  return position >= SUDOKU_LIBRARY_MAX_LEVEL ? SUDOKU_LIBRARY_SAMPLE : position + 1;
}

/* An empty number is 0: the next free one for a new puzzle, the one it
 * has for a stored one. */
static gboolean
parse_number (const char *text,
              guint      *number)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  guint64 value = 0;

  if (*stripped == '\0')
    {
      *number = 0;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (stripped, 10, 0, G_MAXINT, &value, NULL))
    return FALSE;
  *number = (guint) value;
  return TRUE;
}

static void
number_changed_cb (SudokuPuzzleDetails *self)
{
  guint number;
  gboolean valid = parse_number (gtk_editable_get_text (GTK_EDITABLE (self->number_row)),
                                 &number);

  if (valid)
    gtk_widget_remove_css_class (GTK_WIDGET (self->number_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->number_row), "error");
  if (self->valid == valid)
    return;
  self->valid = valid;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALID]);
}

static void
level_selected_cb (SudokuPuzzleDetails *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

static void
entry_activated_cb (SudokuPuzzleDetails *self)
{
  g_signal_emit (self, signals[SIGNAL_ACTIVATE], 0);
}

static char *
dup_notes (SudokuPuzzleDetails *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->notes_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return g_strstrip (gtk_text_buffer_get_text (buffer, &start, &end, FALSE));
}

static char *
dup_entry (AdwEntryRow *row)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
}

/* Replaces *@field by @after's when that differs from @before's. */
static void
merge_text (char       **field,
            const char  *before,
            const char  *after)
{
  if (g_strcmp0 (before ? before : "", after ? after : "") == 0)
    return;
  g_free (*field);
  *field = g_strdup (after);
}

/**
 * sudoku_puzzle_details_merge:
 * @puzzle: a puzzle to change
 * @before: its details as the form showed them
 * @after: the details as the user left them
 *
 * Writes into @puzzle each detail (level, number, source, title, notes)
 * that differs between @before and @after; the others stay as @puzzle
 * has them, which may be newer than @before.
 */
void
sudoku_puzzle_details_merge (SudokuLibraryPuzzle       *puzzle,
                             const SudokuLibraryPuzzle *before,
                             const SudokuLibraryPuzzle *after)
{
  g_return_if_fail (puzzle != NULL);
  g_return_if_fail (before != NULL);
  g_return_if_fail (after != NULL);

  if (after->number != before->number)
    puzzle->number = after->number;
  if (after->level != before->level)
    puzzle->level = after->level;
  merge_text (&puzzle->source, before->source, after->source);
  merge_text (&puzzle->title, before->title, after->title);
  merge_text (&puzzle->notes, before->notes, after->notes);
}

/**
 * sudoku_puzzle_details_dup_shown:
 * @self: the details
 *
 * Returns: (transfer full): the puzzle the form was filled with
 */
SudokuLibraryPuzzle *
sudoku_puzzle_details_dup_shown (SudokuPuzzleDetails *self)
{
  g_return_val_if_fail (SUDOKU_IS_PUZZLE_DETAILS (self), NULL);
  g_return_val_if_fail (self->shown != NULL, NULL);

  return sudoku_library_puzzle_copy (self->shown);
}

/**
 * sudoku_puzzle_details_dup_puzzle:
 * @self: the details
 *
 * Returns: (transfer full) (nullable): the puzzle the form was filled
 *   with, with the details as the fields have them now; %NULL when the
 *   number is not one
 */
SudokuLibraryPuzzle *
sudoku_puzzle_details_dup_puzzle (SudokuPuzzleDetails *self)
{
  g_autoptr(SudokuLibraryPuzzle) puzzle = NULL;
  g_autofree char *number_text = NULL;
  guint number;

  g_return_val_if_fail (SUDOKU_IS_PUZZLE_DETAILS (self), NULL);
  g_return_val_if_fail (self->shown != NULL, NULL);

  number_text = dup_entry (self->number_row);
  if (!parse_number (number_text, &number))
    return NULL;
  puzzle = sudoku_library_puzzle_copy (self->shown);
  puzzle->number = number;
  puzzle->level = sudoku_puzzle_details_get_level (self);
  g_free (puzzle->source);
  puzzle->source = dup_entry (self->source_row);
  g_free (puzzle->title);
  puzzle->title = dup_entry (self->title_row);
  g_free (puzzle->notes);
  puzzle->notes = dup_notes (self);
  return g_steal_pointer (&puzzle);
}

/**
 * sudoku_puzzle_details_apply:
 * @self: the details
 * @puzzle: a puzzle (the one shown, or that puzzle as stored now)
 *
 * Writes into @puzzle each detail the user changed since the form was
 * filled (sudoku_puzzle_details_merge()); the others stay as @puzzle
 * has them.
 *
 * Returns: %FALSE (and @puzzle unchanged) when the number is not one
 */
gboolean
sudoku_puzzle_details_apply (SudokuPuzzleDetails *self,
                             SudokuLibraryPuzzle *puzzle)
{
  g_autoptr(SudokuLibraryPuzzle) after = NULL;

  g_return_val_if_fail (SUDOKU_IS_PUZZLE_DETAILS (self), FALSE);
  g_return_val_if_fail (puzzle != NULL, FALSE);

  after = sudoku_puzzle_details_dup_puzzle (self);
  if (after == NULL)
    return FALSE;
  sudoku_puzzle_details_merge (puzzle, self->shown, after);
  return TRUE;
}

/**
 * sudoku_puzzle_details_set_puzzle:
 * @self: the details
 * @puzzle: the puzzle whose details the fields show
 *
 * Fills the fields; sudoku_puzzle_details_apply() compares with them.
 */
void
sudoku_puzzle_details_set_puzzle (SudokuPuzzleDetails       *self,
                                  const SudokuLibraryPuzzle *puzzle)
{
  g_autofree char *number = NULL;

  g_return_if_fail (SUDOKU_IS_PUZZLE_DETAILS (self));
  g_return_if_fail (puzzle != NULL);

  g_clear_pointer (&self->shown, sudoku_library_puzzle_free);
  self->shown = sudoku_library_puzzle_copy (puzzle);
  number = puzzle->number > 0 ? g_strdup_printf ("%u", puzzle->number) : g_strdup ("");
  gtk_editable_set_text (GTK_EDITABLE (self->number_row), number);
  adw_combo_row_set_selected (self->level_row, level_to_position (puzzle->level));
  gtk_editable_set_text (GTK_EDITABLE (self->source_row), puzzle->source ? puzzle->source : "");
  gtk_editable_set_text (GTK_EDITABLE (self->title_row), puzzle->title ? puzzle->title : "");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->notes_view),
                            puzzle->notes ? puzzle->notes : "", -1);
}

/**
 * sudoku_puzzle_details_get_level:
 * @self: the details
 *
 * Returns: the level chosen: 1–7, or %SUDOKU_LIBRARY_SAMPLE
 */
guint
sudoku_puzzle_details_get_level (SudokuPuzzleDetails *self)
{
  g_return_val_if_fail (SUDOKU_IS_PUZZLE_DETAILS (self), 0);

  return position_to_level (adw_combo_row_get_selected (self->level_row));
}

/**
 * sudoku_puzzle_details_set_level:
 * @self: the details
 * @level: 1–7, or %SUDOKU_LIBRARY_SAMPLE
 *
 * Chooses a level, as the user would: sudoku_puzzle_details_apply()
 * writes it when it differs from the puzzle's.
 */
void
sudoku_puzzle_details_set_level (SudokuPuzzleDetails *self,
                                 guint                level)
{
  g_return_if_fail (SUDOKU_IS_PUZZLE_DETAILS (self));

  adw_combo_row_set_selected (self->level_row, level_to_position (level));
}

/**
 * sudoku_puzzle_details_get_valid:
 * @self: the details
 *
 * Returns: whether the details can be saved (the number is one)
 */
gboolean
sudoku_puzzle_details_get_valid (SudokuPuzzleDetails *self)
{
  g_return_val_if_fail (SUDOKU_IS_PUZZLE_DETAILS (self), FALSE);

  return self->valid;
}

static void
sudoku_puzzle_details_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SudokuPuzzleDetails *self = SUDOKU_PUZZLE_DETAILS (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_uint (value, sudoku_puzzle_details_get_level (self));
      break;
    case PROP_VALID:
      g_value_set_boolean (value, self->valid);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_puzzle_details_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SudokuPuzzleDetails *self = SUDOKU_PUZZLE_DETAILS (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      sudoku_puzzle_details_set_level (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_puzzle_details_finalize (GObject *object)
{
  SudokuPuzzleDetails *self = SUDOKU_PUZZLE_DETAILS (object);

  g_clear_pointer (&self->shown, sudoku_library_puzzle_free);

  G_OBJECT_CLASS (sudoku_puzzle_details_parent_class)->finalize (object);
}

static void
sudoku_puzzle_details_class_init (SudokuPuzzleDetailsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_puzzle_details_get_property;
  object_class->set_property = sudoku_puzzle_details_set_property;
  object_class->finalize = sudoku_puzzle_details_finalize;

  properties[PROP_LEVEL] =
    g_param_spec_uint ("level", NULL, NULL, 0, SUDOKU_LIBRARY_MAX_LEVEL, SUDOKU_LIBRARY_SAMPLE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VALID] =
    g_param_spec_boolean ("valid", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuPuzzleDetails::activate:
   * @self: the details
   *
   * Enter in a one-line field.
   */
  signals[SIGNAL_ACTIVATE] =
    g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-puzzle-details.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuPuzzleDetails, level_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuPuzzleDetails, levels);
  gtk_widget_class_bind_template_child (widget_class, SudokuPuzzleDetails, number_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuPuzzleDetails, source_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuPuzzleDetails, title_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuPuzzleDetails, notes_view);
  gtk_widget_class_bind_template_callback (widget_class, number_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, level_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_activated_cb);
}

static void
sudoku_puzzle_details_init (SudokuPuzzleDetails *self)
{
  self->valid = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));

  for (int level = 1; level <= SUDOKU_LIBRARY_MAX_LEVEL; level++)
    {
      /* Translators: a group of the library, as the book calls its levels. */
      g_autofree char *name = g_strdup_printf (_("Level %d"), level);

      gtk_string_list_append (self->levels, name);
    }
  gtk_string_list_append (self->levels, _("Sample"));
  adw_combo_row_set_selected (self->level_row, level_to_position (SUDOKU_LIBRARY_SAMPLE));
}

/**
 * sudoku_puzzle_details_new:
 *
 * Returns: (transfer floating): empty details; fill them with
 *   sudoku_puzzle_details_set_puzzle()
 */
GtkWidget *
sudoku_puzzle_details_new (void)
{
  return g_object_new (SUDOKU_TYPE_PUZZLE_DETAILS, NULL);
}
