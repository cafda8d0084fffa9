/* sudoku-window.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-window.h"

#include <glib/gi18n.h>

#include "sudoku-parse.h"

struct _SudokuWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets. */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  SudokuGridView       *grid_view;
  GtkLabel             *status_label;

  GSettings            *settings;
  GCancellable         *cancellable;
};

G_DEFINE_FINAL_TYPE (SudokuWindow, sudoku_window, ADW_TYPE_APPLICATION_WINDOW)

typedef struct
{
  SudokuWindow  *self;
  GFile         *file;
  SudokuVariant  variant;
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LoadData, load_data_free)

static void
set_status (SudokuWindow *self,
            const char   *text,
            gboolean      is_error)
{
  gtk_label_set_text (self->status_label, text);
  if (is_error)
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
}

static void
show_board (SudokuWindow      *self,
            const SudokuBoard *board)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *status = NULL;
  guint clues = sudoku_board_count_givens (board);

  sudoku_grid_view_set_board (self->grid_view, board);

  /* The board is still shown: the duplicates are what to fix. */
  if (!sudoku_board_validate (board, &error))
    {
      set_status (self, error->message, TRUE);
      return;
    }

  if (clues == 0)
    status = g_strdup (_("Empty grid"));
  else if (board->variant == SUDOKU_VARIANT_WINDOKU)
    /* Translators: the status under a Windoku grid. */
    status = g_strdup_printf (ngettext ("Windoku · %u clue", "Windoku · %u clues", clues), clues);
  else
    status = g_strdup_printf (ngettext ("%u clue", "%u clues", clues), clues);

  set_status (self, status, FALSE);
}

/**
 * sudoku_window_load_text:
 * @self: a window
 * @text: a puzzle in any format sudoku_parse_puzzle() reads
 * @variant: the rules to read it with
 *
 * Shows the puzzle, or says under the grid why @text is not one; the
 * board shown does not change then. The message stays until the next
 * puzzle, where the user can read and select it.
 *
 * Returns: %TRUE when @text was a puzzle
 */
gboolean
sudoku_window_load_text (SudokuWindow  *self,
                         const char    *text,
                         SudokuVariant  variant)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  /* Files may hold anything; the parser names the first byte that is
   * not UTF-8 with its line and column.
   */
  puzzle = sudoku_parse_puzzle (text, -1, variant, &error);
  if (puzzle == NULL)
    {
      set_status (self, error->message, TRUE);
      return FALSE;
    }

  show_board (self, &puzzle->board);
  return TRUE;
}

static void
load_contents_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(LoadData) data = user_data;
  SudokuWindow *self = data->self;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  gsize length;

  if (!g_file_load_contents_finish (G_FILE (object), result, &contents, &length, NULL, &error))
    {
      g_autofree char *title = NULL;
      AdwToast *toast;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;

      /* A failed open is an event, not a state of the puzzle shown. */
      name = g_file_get_basename (data->file);
      title = g_strdup_printf (_("Could not open “%s”: %s"), name, error->message);
      toast = adw_toast_new (title);
      adw_toast_set_timeout (toast, 0);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
      show_board (self, sudoku_grid_view_get_board (self->grid_view));
      return;
    }

  name = g_file_get_basename (data->file);
  adw_window_title_set_subtitle (self->window_title, name);

  /* The contents are nul-terminated; a nul inside ends the text. */
  sudoku_window_load_text (self, contents, data->variant);
}

/**
 * sudoku_window_open_file:
 * @self: a window
 * @file: a file holding one puzzle
 * @variant: the rules to read it with
 *
 * Reads @file in the background and shows its puzzle, or says in the
 * window what went wrong.
 */
void
sudoku_window_open_file (SudokuWindow  *self,
                         GFile         *file,
                         SudokuVariant  variant)
{
  LoadData *data;

  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  data = g_new0 (LoadData, 1);
  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  data->variant = variant;

  set_status (self, _("Opening…"), FALSE);
  g_file_load_contents_async (file, self->cancellable, load_contents_cb, data);
}

/**
 * sudoku_window_get_grid_view:
 * @self: a window
 *
 * Returns: (transfer none): the window's grid
 */
SudokuGridView *
sudoku_window_get_grid_view (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->grid_view;
}

/**
 * sudoku_window_get_status:
 * @self: a window
 *
 * Returns: (transfer none): the text under the grid: the clue count, or
 *   what went wrong
 */
const char *
sudoku_window_get_status (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return gtk_label_get_text (self->status_label);
}

static GSettings *
settings_new_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  /* Run from the build tree without `meson devenv`, the schema is not
   * found; the window then just does not remember its size.
   */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_debug ("GSettings schema %s not found; window size will not be saved", APP_ID);
      return NULL;
    }

  return g_settings_new_full (schema, NULL, NULL);
}

static void
sudoku_window_dispose (GObject *object)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_WINDOW);

  G_OBJECT_CLASS (sudoku_window_parent_class)->dispose (object);
}

static void
sudoku_window_finalize (GObject *object)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (sudoku_window_parent_class)->finalize (object);
}

static void
sudoku_window_class_init (SudokuWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_window_dispose;
  object_class->finalize = sudoku_window_finalize;

  g_type_ensure (SUDOKU_TYPE_GRID_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, grid_view);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, status_label);
}

static void
sudoku_window_init (SudokuWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();

  self->settings = settings_new_if_installed ();
  if (self->settings != NULL)
    {
      g_settings_bind (self->settings, "window-width", self, "default-width",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-height", self, "default-height",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-maximized", self, "maximized",
                       G_SETTINGS_BIND_DEFAULT);
    }

  show_board (self, sudoku_grid_view_get_board (self->grid_view));
}

SudokuWindow *
sudoku_window_new (SudokuApplication *application)
{
  g_return_val_if_fail (SUDOKU_IS_APPLICATION (application), NULL);

  return g_object_new (SUDOKU_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
