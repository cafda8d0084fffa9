/* sudoku-window-actions.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-window-private.h"

#include <glib/gi18n.h>

#include "sudoku-application.h"
#include "sudoku-new-puzzle-dialog.h"
#include "sudoku-parse.h"

/* The window's actions (win.*) and their keys, both installed on the
 * class; the keys are listed in the shortcuts window
 * (ui/gtk/help-overlay.ui). */

static SudokuWindow *
window_from (GtkWidget *widget)
{
  return SUDOKU_WINDOW (widget);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = window_from (widget);

  /* On a replay or the history's preview, a step back through it: the
   * game behind stays as it is. */
  if (sudoku_preview_shows_past (self->preview))
    {
      sudoku_preview_step (self->preview, -1);
      return;
    }
  sudoku_solve_runner_stop (_sudoku_window_get_runner (self));
  _sudoku_window_show_present (self);
  sudoku_game_undo (self->game);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = window_from (widget);

  /* As Undo: a step on through a replay or the history's preview. */
  if (sudoku_preview_shows_past (self->preview))
    {
      sudoku_preview_step (self->preview, 1);
      return;
    }
  sudoku_solve_runner_stop (_sudoku_window_get_runner (self));
  _sudoku_window_show_present (self);
  sudoku_game_redo (self->game);
}

/* Open */

static void
open_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  gpointer         user_data)
{
  g_autoptr(SudokuWindow) self = _sudoku_window_from_weak_ref (user_data);

  /* The window may have been closed while the chooser was open. */
  if (self != NULL && response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      const char *rules = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "variant");
      SudokuVariant variant = SUDOKU_VARIANT_CLASSIC;

      if (rules != NULL)
        sudoku_variant_from_string (rules, &variant);
      if (file != NULL)
        sudoku_window_open_file (self, file, variant);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = window_from (widget);
  GtkFileChooserNative *dialog;
  g_autoptr(GtkFileFilter) puzzles = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) photos = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) both = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  const char *variant_ids[] = { "classic", "windoku", NULL };
  const char *variant_labels[] = { C_("rules", "Classic"), C_("rules", "Windoku"), NULL };

  dialog = gtk_file_chooser_native_new (_("Open a Puzzle"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);

  gtk_file_filter_set_name (puzzles, _("Puzzles (.txt, .sdk, .sdm, .ss)"));
  for (const char *const *pattern = (const char *[]) { "*.txt", "*.sdk", "*.sdm", "*.ss",
                                                       "*.TXT", "*.SDK", "*.SDM", "*.SS",
                                                       NULL };
       *pattern != NULL; pattern++)
    {
      gtk_file_filter_add_pattern (puzzles, *pattern);
      gtk_file_filter_add_pattern (both, *pattern);
    }
  /* Photos of a book's page go to their review (sudoku-window-scan.c). */
  gtk_file_filter_set_name (photos, _("Photos of a Puzzle (PNG, JPEG, WebP, TIFF, BMP)"));
  for (const char *const *type = (const char *[]) { "image/png", "image/jpeg", "image/webp",
                                                    "image/tiff", "image/bmp", NULL };
       *type != NULL; type++)
    {
      gtk_file_filter_add_mime_type (photos, *type);
      gtk_file_filter_add_mime_type (both, *type);
    }
  gtk_file_filter_set_name (both, _("Puzzles and Photos"));
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), both);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), puzzles);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), photos);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), all);
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (dialog), "variant", _("Rules"),
                               variant_ids, variant_labels);
  gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (dialog), "variant",
                               sudoku_variant_to_string (sudoku_game_get_variant (self->game)));

  g_signal_connect (dialog, "response", G_CALLBACK (open_response_cb),
                    _sudoku_window_weak_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Paste and copy */

static void
paste_text_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = _sudoku_window_from_weak_ref (user_data);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, &error);

  if (self == NULL)
    return;
  if (text == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  /* Empty or blank text is no text: said so, and the status line under
   * the grid keeps what it says of the puzzle shown ("no puzzle found"
   * in red stayed there under a good one). */
  if (text == NULL || *g_strstrip (text) == '\0')
    {
      _sudoku_window_toast (self, _("The clipboard holds no text to read a puzzle from"));
      return;
    }
  if (!sudoku_window_load_text (self, text, sudoku_game_get_variant (self->game)))
    /* The status line says what and where; the toast says that nothing
     * changed. */
    _sudoku_window_toast (self, _("Not pasted: the text is not a puzzle (see below the grid)"));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SudokuWindow *self = window_from (widget);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (self));

  /* An image goes to its review (sudoku-window-scan.c). */
  if (_sudoku_window_paste_image (self))
    return;
  gdk_clipboard_read_text_async (clipboard, self->cancellable, paste_text_cb,
                                 _sudoku_window_weak_ref (self));
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = window_from (widget);
  g_autoptr(SudokuBoard) puzzle = sudoku_game_dup_puzzle (self->game);
  g_autofree char *line = sudoku_format_line (puzzle);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), line);
  _sudoku_window_toast (self, _("Puzzle copied as one line"));
}

/* New: the New Puzzle dialog (sudoku-new-puzzle-dialog.c, which
 * offers the last choice again). */

static void
new_empty_grid_cb (SudokuNewPuzzleDialog *dialog,
                   int                    variant,
                   SudokuWindow          *self)
{
  SudokuBoard empty;

  sudoku_board_init (&empty, (SudokuVariant) variant);
  sudoku_board_compute_candidates (&empty);
  _sudoku_window_load_board (self, &empty);
  sudoku_grid_view_set_cursor (self->grid_view, 0);
  gtk_widget_grab_focus (GTK_WIDGET (self->grid_view));
}

static void
new_generated_cb (SudokuNewPuzzleDialog *dialog,
                  guint                  level,
                  int                    variant,
                  int                    symmetry,
                  gboolean               from_stock,
                  SudokuWindow          *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  g_autofree char *text = NULL;

  _sudoku_window_show_present (self);
  if (variant == SUDOKU_VARIANT_WINDOKU)
    /* Translators: a toast once New Puzzle has made one; %u is 1–7. */
    text = g_strdup_printf (_("A new Windoku puzzle of Level %u"), level);
  else
    /* Translators: a toast once New Puzzle has made one; %u is 1–7. */
    text = g_strdup_printf (_("A new puzzle of Level %u"), level);
  _sudoku_window_toast (self, text);
  sudoku_grid_view_set_cursor (self->grid_view, -1);
  gtk_widget_grab_focus (GTK_WIDGET (self->grid_view));
  /* The stock of that kind is topped up again in the background. */
  if (SUDOKU_IS_APPLICATION (application))
    sudoku_application_want_ready (SUDOKU_APPLICATION (application), (SudokuVariant) variant,
                                   level, (SudokuSymmetry) symmetry);
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  SudokuWindow *self = window_from (widget);
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  SudokuLibrary *library = NULL;
  GtkWidget *dialog;

  /* Without a library, every puzzle is generated on the spot. */
  if (SUDOKU_IS_APPLICATION (application))
    library = sudoku_application_get_library (SUDOKU_APPLICATION (application), NULL);
  dialog = sudoku_new_puzzle_dialog_new (GTK_WINDOW (self), self->session, library);
  g_signal_connect_object (dialog, "empty-grid", G_CALLBACK (new_empty_grid_cb), self, 0);
  g_signal_connect_object (dialog, "generated", G_CALLBACK (new_generated_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SudokuWindow *self = window_from (widget);

  sudoku_solve_runner_stop (_sudoku_window_get_runner (self));
  _sudoku_window_show_present (self);
  if (sudoku_game_clear (self->game))
    _sudoku_window_toast (self, sudoku_game_get_mode (self->game) == SUDOKU_GAME_EDIT
                                ? _("Grid cleared (Ctrl+Z brings it back)")
                                : _("Back to the givens (Ctrl+Z brings your digits back)"));
}

static void
reset_candidates_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  SudokuWindow *self = window_from (widget);

  _sudoku_window_show_present (self);
  sudoku_game_reset_candidates (self->game);
}

/* Mode: the window's "mode" property, as the win.mode action. */

static void
toggle_mode_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SudokuWindow *self = window_from (widget);

  g_object_set (self, "mode", sudoku_game_get_mode (self->game) == SUDOKU_GAME_EDIT
                              ? "solve" : "edit", NULL);
}

static void
mode_notify_cb (SudokuGame   *game,
                GParamSpec   *pspec,
                SudokuWindow *self)
{
  g_object_notify (G_OBJECT (self), "mode");
  _sudoku_window_update_actions (self);
}

/* Solving */

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _sudoku_window_step (window_from (widget));
}

static void
singles_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  _sudoku_window_singles (window_from (widget));
}

static void
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  _sudoku_window_solve (window_from (widget));
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _sudoku_window_stop (window_from (widget));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _sudoku_window_save (window_from (widget));
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _sudoku_window_hint (window_from (widget));
}

/* Escape: stop, or leave the preview or the hint. */
static void
escape_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuWindow *self = window_from (widget);

  if (sudoku_solve_runner_get_busy (_sudoku_window_get_runner (self)))
    sudoku_solve_runner_stop (_sudoku_window_get_runner (self));
  else if (sudoku_solve_runner_get_hint (_sudoku_window_get_runner (self)) != NULL)
    sudoku_solve_runner_cancel_hint (_sudoku_window_get_runner (self));
  else if (sudoku_preview_get_index (self->preview) >= 0)
    _sudoku_window_show_present (self);
}

static void
number_pad_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SudokuWindow *self = window_from (widget);

  gtk_widget_grab_focus (GTK_WIDGET (self->grid_view));
  sudoku_grid_view_show_number_pad (self->grid_view);
}

/* The solving speed beside Solve: the animation-speed setting. (Not a
 * g_settings_create_action(): that action follows the settings after
 * the window is gone.) */
static void
speed_change_state (GSimpleAction *action,
                    GVariant      *value,
                    gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);

  g_settings_set_string (self->settings, "animation-speed", g_variant_get_string (value, NULL));
}

void
_sudoku_window_sync_speed (SudokuWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "animation-speed");
  g_autofree char *speed = g_settings_get_string (self->settings, "animation-speed");

  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_string (speed));
}

/* The settings' own action, in the window's action map. */
static const GActionEntry window_actions[] = {
  { .name = "animation-speed", .parameter_type = "s", .state = "'standard'",
    .change_state = speed_change_state },
};

static void
set_enabled (SudokuWindow *self,
             const char   *name,
             gboolean      enabled)
{
  g_autofree char *full_name = g_strconcat ("win.", name, NULL);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), full_name, enabled);
}

/* What can be done now: nothing to undo at the start (or nothing to
 * step back to on the past shown), no Step or Solve while a solve runs
 * or on a solved grid. */
void
_sudoku_window_update_actions (SudokuWindow *self)
{
  const SudokuBoard *board = sudoku_game_get_board (self->game);
  gboolean complete = sudoku_board_is_complete (board);
  gboolean empty = sudoku_board_count_filled (board) == 0;
  gboolean busy = sudoku_solve_runner_get_busy (_sudoku_window_get_runner (self));
  gboolean can_solve = !busy && !complete && !empty;

  gboolean past = sudoku_preview_shows_past (self->preview);

  /* On the past shown (a replay, the history's preview) Undo and Redo
   * step through it, and their tooltips say so (they said "Undo" while
   * Ctrl+Z stepped the replay back), as the replay bar's buttons do. */
  set_enabled (self, "undo", past ? sudoku_preview_can_step (self->preview, -1)
                                  : sudoku_game_can_undo (self->game));
  set_enabled (self, "redo", past ? sudoku_preview_can_step (self->preview, 1)
                                  : sudoku_game_can_redo (self->game));
  gtk_widget_set_tooltip_text (self->undo_button,
                               past ? _("Previous Step (Ctrl+Z)") : _("Undo (Ctrl+Z)"));
  gtk_widget_set_tooltip_text (self->redo_button,
                               past ? _("Next Step (Shift+Ctrl+Z)") : _("Redo (Shift+Ctrl+Z)"));
  set_enabled (self, "step", can_solve);
  set_enabled (self, "singles", can_solve);
  set_enabled (self, "solve", can_solve);
  set_enabled (self, "hint", can_solve);
  set_enabled (self, "stop", busy);
  set_enabled (self, "copy", !empty);
  set_enabled (self, "export", !empty);
  set_enabled (self, "print", !empty && !sudoku_print_bar_get_running (self->print_bar));
  gtk_stack_set_visible_child_name (self->solve_stack, busy ? "stop" : "solve");
}

static void
can_undo_notify_cb (SudokuGame   *game,
                    GParamSpec   *pspec,
                    SudokuWindow *self)
{
  _sudoku_window_update_actions (self);
}

/* Shows or hides the colouring tool under the grid. */
static void
show_colouring_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  gboolean shown = !gtk_revealer_get_reveal_child (self->colour_revealer);

  gtk_widget_set_visible (GTK_WIDGET (self->colour_revealer), TRUE);
  gtk_revealer_set_reveal_child (self->colour_revealer, shown);
  if (!shown)
    gtk_widget_set_visible (GTK_WIDGET (self->colour_revealer), FALSE);
}

/* The window's commands, installed on the class under "win.", and
 * their keys. The keys are bindings of the class, handled when the
 * widget with the focus (the grid) has not used the key; the grid uses
 * no key with Ctrl but Ctrl+digit, Home and End. win.show-history and
 * win.show-analysis are the panels' (sudoku-panels.c), reached by name
 * all the same. */
void
_sudoku_window_class_add_actions (GtkWidgetClass *widget_class)
{
  static const struct
  {
    const char                  *name;
    GtkWidgetActionActivateFunc  activate;
  } commands[] = {
    { "win.undo", undo_action },
    { "win.redo", redo_action },
    { "win.open", open_action },
    { "win.paste", paste_action },
    { "win.copy", copy_action },
    { "win.new", new_action },
    { "win.clear", clear_action },
    { "win.reset-candidates", reset_candidates_action },
    { "win.toggle-mode", toggle_mode_action },
    { "win.step", step_action },
    { "win.singles", singles_action },
    { "win.solve", solve_action },
    { "win.stop", stop_action },
    { "win.hint", hint_action },
    { "win.save", save_action },
    { "win.escape", escape_action },
    { "win.number-pad", number_pad_action },
    { "win.show-colouring", show_colouring_action },
  };

  static const struct
  {
    guint            keyval;
    GdkModifierType  modifiers;
    const char      *action;
  } keys[] = {
    { GDK_KEY_n, GDK_CONTROL_MASK, "win.new" },
    { GDK_KEY_o, GDK_CONTROL_MASK, "win.open" },
    { GDK_KEY_s, GDK_CONTROL_MASK, "win.save" },
    { GDK_KEY_p, GDK_CONTROL_MASK, "win.print" },
    { GDK_KEY_v, GDK_CONTROL_MASK, "win.paste" },
    { GDK_KEY_c, GDK_CONTROL_MASK, "win.copy" },
    { GDK_KEY_z, GDK_CONTROL_MASK, "win.undo" },
    { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo" },
    { GDK_KEY_y, GDK_CONTROL_MASK, "win.redo" },
    { GDK_KEY_e, GDK_CONTROL_MASK, "win.toggle-mode" },
    { GDK_KEY_h, GDK_CONTROL_MASK, "win.hint" },
    { GDK_KEY_k, GDK_CONTROL_MASK, "win.show-colouring" },
    { GDK_KEY_F5, 0, "win.solve" },
    { GDK_KEY_F6, 0, "win.step" },
    { GDK_KEY_F6, GDK_SHIFT_MASK, "win.show-steps" },
    { GDK_KEY_F7, 0, "win.singles" },
    { GDK_KEY_F8, 0, "win.show-analysis" },
    { GDK_KEY_F9, 0, "win.show-history" },
    { GDK_KEY_Escape, 0, "win.escape" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    gtk_widget_class_install_action (widget_class, commands[i].name, NULL, commands[i].activate);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].keyval, keys[i].modifiers,
                                         keys[i].action, NULL);
  gtk_widget_class_install_property_action (widget_class, "win.mode", "mode");
  _sudoku_window_class_add_export (widget_class);
  _sudoku_window_class_add_branches (widget_class);
}

void
_sudoku_window_init_actions (SudokuWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), window_actions,
                                   G_N_ELEMENTS (window_actions), self);
  /* win.show-history and win.show-analysis: sudoku_panels_attach(). */

  _sudoku_window_sync_speed (self);
  g_signal_connect_object (self->game, "notify::mode", G_CALLBACK (mode_notify_cb), self, 0);
  g_signal_connect_object (self->game, "notify::can-undo", G_CALLBACK (can_undo_notify_cb),
                           self, 0);
  g_signal_connect_object (self->game, "notify::can-redo", G_CALLBACK (can_undo_notify_cb),
                           self, 0);
  mode_notify_cb (self->game, NULL, self);
}
