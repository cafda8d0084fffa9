/* ui-test-utils.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ui-test-utils.h"

#include <string.h>

#include "sudoku-analysis-panel.h"
#include "sudoku-banner.h"
#include "sudoku-history-view.h"
#include "sudoku-library-window.h"
#include "sudoku-session.h"
#include "sudoku-tooltips.h"

typedef struct
{
  guint n_frames;
  guint wanted;
} UiFrameWait;

static gboolean
ui_frame_cb (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       data)
{
  ((UiFrameWait *) data)->n_frames++;
  return G_SOURCE_CONTINUE;
}

static gboolean
has_frames (gpointer data)
{
  UiFrameWait *wait = data;

  return wait->n_frames >= wait->wanted;
}

/* Runs the main loop until @widget's window has begun @n frames: what
 * was changed before is laid out and drawn once two have begun. */
void
iterate_frames (GtkWidget *widget,
                guint      n)
{
  UiFrameWait wait = { 0, n };
  guint id;

  g_assert_true (gtk_widget_get_realized (widget));
  id = gtk_widget_add_tick_callback (widget, ui_frame_cb, &wait, NULL);
  iterate_until (has_frames, &wait);
  gtk_widget_remove_tick_callback (widget, id);
}

/* Whether no revealer or flap under @widget is between its states. */
gboolean
transitions_done (gpointer data)
{
  GtkWidget *widget = data;

  if (!gtk_widget_get_mapped (widget))
    return TRUE;
  if (GTK_IS_REVEALER (widget) &&
      gtk_revealer_get_child_revealed (GTK_REVEALER (widget)) !=
      gtk_revealer_get_reveal_child (GTK_REVEALER (widget)))
    return FALSE;
  if (ADW_IS_FLAP (widget) &&
      adw_flap_get_reveal_progress (ADW_FLAP (widget)) !=
      (adw_flap_get_reveal_flap (ADW_FLAP (widget)) ? 1.0 : 0.0))
    return FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!transitions_done (child))
      return FALSE;
  return TRUE;
}

/* Runs the main loop until the transitions under @widget are over and
 * what they left is laid out. */
void
iterate_until_settled (GtkWidget *widget)
{
  iterate_until (transitions_done, widget);
  iterate_frames (widget, 2);
}

typedef struct
{
  GtkWidget       *widget;
  graphene_rect_t  bounds;
  guint            n_same;
} StillPlace;

/* Whether the widget has kept its place in its window for a few looks
 * (past a revealer's animation and a label's new size). */
static gboolean
place_is_still (gpointer data)
{
  StillPlace *still = data;
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (still->widget, GTK_WIDGET (gtk_widget_get_root (still->widget)),
                                  &bounds))
    return FALSE;
  if (graphene_rect_equal (&bounds, &still->bounds))
    still->n_same++;
  else
    still->n_same = 0;
  still->bounds = bounds;
  iterate_for (30);
  return still->n_same >= 5;
}

/* Runs the main loop until @widget has kept its place in its window
 * for five looks 30 ms apart. */
void
iterate_until_still (GtkWidget *widget)
{
  StillPlace still = { widget, };

  iterate_until (place_is_still, &still);
}

/* The shortcut of @widget's shortcut controllers that @keyval with
 * exactly @modifiers triggers (a new reference), or %NULL. */
GtkShortcut *
find_key_shortcut (GtkWidget       *widget,
                   guint            keyval,
                   GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            return g_steal_pointer (&shortcut);
        }
    }
  return NULL;
}

gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

/* Mapped and allocated: the window has laid itself out. */
gboolean
is_shown (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

gboolean
is_not_opening (gpointer data)
{
  return g_strcmp0 (window_status (data), "Opening…") != 0;
}

gboolean
is_checked (gpointer data)
{
  return sudoku_checker_get_n_solutions (window_checker (data)) >= 0;
}

/* Whether the last toast of a window (a ToastSaid) said its text, shown
 * or closed since: a toast closes after its timeout (5 s), which a test
 * on a loaded machine can miss; what it said stays
 * (sudoku_toast_get_last_title()). For iterate_until(). */
gboolean
toast_said (gpointer data)
{
  ToastSaid *said = data;

  return g_strcmp0 (sudoku_toast_get_last_title (said->window), said->text) == 0;
}

/* The window's solver: Step, Solve, Hint, their progress and hint. */
SudokuSolveRunner *
runner_of (SudokuWindow *window)
{
  return sudoku_session_get_solve_runner (sudoku_window_get_session (window));
}

/* Whether a step, the singles, a solve or a hint is running. */
gboolean
is_window_busy (SudokuWindow *window)
{
  return sudoku_solve_runner_get_busy (runner_of (window));
}

gboolean
is_idle (gpointer data)
{
  return !is_window_busy (data);
}

/* Whether the window @data is idle and shows a banner. */
gboolean
has_banner (gpointer data)
{
  return !is_window_busy (data) && banner_text_of (data) != NULL;
}

/* Whether the library window @data is idle. */
gboolean
is_idle_library (gpointer data)
{
  return !sudoku_library_window_is_busy (data);
}

/* Whether the history sidebar @data shows the puzzle's level. */
gboolean
history_is_rated (gpointer data)
{
  g_autofree char *summary = sudoku_history_view_dup_summary (data);

  return g_str_has_prefix (summary, "Level ");
}

/* A new application under an ID of its own: a registered application
 * stays exported on the session bus, so the next one may not reuse its
 * object path; and tests run side by side never look for another
 * instance.
 */
SudokuApplication *
application_new_for_test (void)
{
  static guint n_applications;
  SudokuApplication *application = sudoku_application_new ();
  g_autofree char *id = g_strdup_printf ("%s.Test%u", APP_ID, ++n_applications);

  g_application_set_application_id (G_APPLICATION (application), id);
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) |
                           G_APPLICATION_NON_UNIQUE);
  return application;
}

/* The application's "activate" handler that runs @body instead of
 * opening the default window. */
void
ui_activate_cb (GApplication *application,
                TestBody      body)
{
  /* The test opens its own windows instead of the default one. */
  g_signal_stop_emission_by_name (application, "activate");

  g_application_hold (application);
  body (SUDOKU_APPLICATION (application));
  g_application_release (application);
}

/* Runs @body inside a started application, as `nanpure` with no
 * argument would; the application quits when @body has closed its
 * windows, and must then be gone.
 */
void
run_in_application (TestBody body)
{
  SudokuApplication *application = application_new_for_test ();

  g_signal_connect (application, "activate", G_CALLBACK (ui_activate_cb), body);
  g_assert_cmpint (g_application_run (G_APPLICATION (application), 0, NULL), ==, 0);
  await_finalize_object (application);
}

/* Destroys @window (nothing asked) and waits until it is finalized. */
void
destroy_window (gpointer window)
{
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  await_finalize_object (window);
}

/* A shown window with @puzzle loaded and checked. */
SudokuWindow *
window_with_puzzle (SudokuApplication *application,
                    const char        *puzzle)
{
  SudokuWindow *window = sudoku_window_new (application);

  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_shown, window);
  if (puzzle != NULL)
    {
      g_assert_true (sudoku_window_load_text (window, puzzle, SUDOKU_VARIANT_CLASSIC));
      iterate_until (is_checked, window);
    }
  return window;
}

/* The first widget under @widget with the CSS class @name. */
GtkWidget *
find_with_class (GtkWidget  *widget,
                 const char *name)
{
  if (gtk_widget_has_css_class (widget, name))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_class (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* What the banner under the header bar says (a hint, the history's
 * preview), as the user reads it, or %NULL when it is hidden. */
const char *
banner_text_of (SudokuWindow *window)
{
  GtkWidget *banner = find_child_of_type (GTK_WIDGET (window), SUDOKU_TYPE_BANNER);

  g_assert_nonnull (banner);
  return sudoku_banner_get_text (SUDOKU_BANNER (banner));
}

/* The line under the status: what the solver is doing or found, or ""
 * (as the label shows it). */
const char *
progress_of (SudokuWindow *window)
{
  const char *text = sudoku_solve_runner_get_progress (runner_of (window));

  return text != NULL ? text : "";
}

/* The status line under the grid. */
GtkWidget *
status_label_of (SudokuWindow *window)
{
  GtkWidget *board_box = gtk_widget_get_parent (GTK_WIDGET (sudoku_window_get_grid_view (window)));
  GtkWidget *label = find_with_class (board_box, "status");

  g_assert_true (GTK_IS_LABEL (label));
  return label;
}

/* The widget under @widget whose action is @action_name, or %NULL. */
GtkWidget *
find_actionable (GtkWidget  *widget,
                 const char *action_name)
{
  if (GTK_IS_ACTIONABLE (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_actionable (child, action_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether the window's win.@action is enabled, as its button shows it:
 * GTK has no getter for an action installed on a widget class. */
gboolean
action_enabled (SudokuWindow *window,
                const char   *action)
{
  g_autofree char *name = g_strconcat ("win.", action, NULL);
  GtkWidget *button = find_actionable (GTK_WIDGET (window), name);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

/* Activates win.@action as its shortcut does; an action with a button
 * must be enabled first. */
void
activate (SudokuWindow *window,
          const char   *action)
{
  g_autofree char *name = g_strconcat ("win.", action, NULL);
  GtkWidget *button = find_actionable (GTK_WIDGET (window), name);

  if (button != NULL)
    g_assert_true (gtk_widget_get_sensitive (button));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), name, NULL));
}

/* The row of @type (an AdwPreferencesRow: a combo row, an action row…)
 * under @widget whose title is @title, or %NULL. */
GtkWidget *
find_preferences_row (GtkWidget  *widget,
                      GType       type,
                      const char *title)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && ADW_IS_PREFERENCES_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_preferences_row (child, type, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The mapped label under @widget whose text holds @text, if any. */
GtkWidget *
find_label_showing (GtkWidget  *widget,
                    const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_showing (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The button under @widget whose label is @label (mnemonics included),
 * or %NULL. */
GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0 &&
      gtk_widget_is_visible (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

void
click (GtkWidget  *root,
       const char *label)
{
  GtkWidget *button = find_button (root, label);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

/* Clicks @dialog's button labelled @label, which responds and closes
 * it, and waits until no message dialog is shown. */
void
respond_and_wait (AdwMessageDialog *dialog,
                  const char       *label)
{
  click (GTK_WIDGET (dialog), label);
  iterate_until (has_no_visible_message_dialog, NULL);
}

/* An export dialog's ::exported handler that keeps the file in the
 * GFile * it is given. */
void
exported_cb (SudokuExportDialog *dialog,
             GFile              *file,
             GFile             **result)
{
  g_set_object (result, file);
}

/* With $NANPURE_SCREENSHOTS set to a folder, writes @widget as drawn
 * to NAME.png there: the pictures of the README come from the tests. */
void
maybe_screenshot (GtkWidget  *widget,
                  const char *name)
{
  const char *folder = g_getenv ("NANPURE_SCREENSHOTS");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file_name = NULL;
  g_autofree char *path = NULL;
  GtkSnapshot *snapshot;
  int width, height;

  if (folder == NULL)
    return;
  /* Past the revealers' animations and the idle updates behind them. */
  iterate_for (1000);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  file_name = g_strconcat (name, ".png", NULL);
  path = g_build_filename (folder, file_name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* Sets up what every UI test program needs, runs the tests, and stops
 * the private session bus. */
int
ui_test_run (int    argc,
             char **argv,
             void (*add_tests) (void))
{
  /* Static: kept for the life of the process (see the end), and so
   * reachable, not a leak, for LeakSanitizer. */
  static GTestDBus *bus;
  g_autofree char *display = g_strdup (g_getenv ("DISPLAY"));
  int status;

  /* GtkApplication warns without a session bus, and warnings are fatal
   * here: give it a private one. g_test_dbus_up() unsets DISPLAY, which
   * the tests do need (xvfb-run sets it).
   */
  bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (bus);
  if (display != NULL)
    g_setenv ("DISPLAY", display, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  add_tests ();
  status = g_test_run ();

  /* Stop, not down, and keep @bus: libadwaita holds its settings portal
   * proxy, and so the bus connection, for the life of the process, and
   * g_test_dbus_down() (also run when @bus is finalized) would wait 30 s
   * for that connection to go and then warn.
   */
  g_test_dbus_stop (bus);
  return status;
}

/* ui_test_run() with $NANPURE_LIBRARY at a library of the program's own,
 * in a new temporary folder named after @name that is removed at the
 * end; *@folder holds the folder's path while the tests run (for files
 * of their own) and is freed after. */
int
ui_test_run_with_library (int          argc,
                          char       **argv,
                          void       (*add_tests) (void),
                          const char  *name,
                          char       **folder)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *template = g_strdup_printf ("nanpure-%s-XXXXXX", name);
  g_autofree char *library_path = NULL;
  int status;

  *folder = g_dir_make_tmp (template, &error);
  g_assert_no_error (error);
  library_path = g_build_filename (*folder, "library.db", NULL);
  g_setenv ("NANPURE_LIBRARY", library_path, TRUE);

  status = ui_test_run (argc, argv, add_tests);

  test_remove_tree (*folder);
  g_clear_pointer (folder, g_free);
  return status;
}

/* Deletes the drafts the windows of earlier tests (or runs) kept in
 * $XDG_STATE_HOME, which the test environment points at the build
 * tree: a start without files would show them again. Returns how many
 * there were. */
guint
clear_drafts (void)
{
  g_autoptr(GFile) dir = sudoku_draft_dup_default_dir ();
  g_autoptr(GPtrArray) drafts = sudoku_draft_list (dir);

  for (guint i = 0; i < drafts->len; i++)
    g_file_delete (drafts->pdata[i], NULL, NULL);
  return drafts->len;
}

/* The row of @widget (a dialog, a form) whose title is @title, or
 * %NULL. */
GtkWidget *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first toplevel of @type (shown or not), or %NULL. */
GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type))
        return toplevel;
    }
  return NULL;
}

/* The visible toplevel of @type opened last, or %NULL. */
GtkWindow *
find_visible_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) &&
          gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        found = toplevel;
    }
  return found;
}

/* The visible AdwMessageDialog opened last, or %NULL. */
AdwMessageDialog *
find_visible_message_dialog (void)
{
  return (AdwMessageDialog *) find_visible_toplevel (ADW_TYPE_MESSAGE_DIALOG);
}

gboolean
has_visible_message_dialog (gpointer data)
{
  return find_visible_message_dialog () != NULL;
}

/* The text of the first GtkTextView under @widget (or @widget itself). */
char *
dup_text_view_text (GtkWidget *widget)
{
  GtkWidget *view = find_child_of_type (widget, GTK_TYPE_TEXT_VIEW);
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_assert_nonnull (view);
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* The first widget under @widget whose tooltip is @text, or %NULL. */
GtkWidget *
find_with_tooltip (GtkWidget  *widget,
                   const char *text)
{
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_tooltip (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
has_no_visible_message_dialog (gpointer data)
{
  return find_visible_message_dialog () == NULL;
}

/* The first widget of @type under @widget (or @widget itself), or
 * %NULL. */
GtkWidget *
find_child_of_type (GtkWidget *widget,
                    GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_child_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The game of @window's session. */
SudokuGame *
window_game (SudokuWindow *window)
{
  return sudoku_session_get_game (sudoku_window_get_session (window));
}

/* The window's check of the givens and rating of the puzzle: a part of
 * its session. */
SudokuChecker *
window_checker (SudokuWindow *window)
{
  return sudoku_session_get_checker (sudoku_window_get_session (window));
}

/* The window's library puzzle and replay: a part of its session. */
SudokuLibraryLink *
window_link (SudokuWindow *window)
{
  return sudoku_session_get_library_link (sudoku_window_get_session (window));
}

/* The status line under @window's grid, as shown. */
const char *
window_status (SudokuWindow *window)
{
  return gtk_label_get_text (GTK_LABEL (status_label_of (window)));
}

/* @window's history sidebar. */
GtkWidget *
window_history_view (SudokuWindow *window)
{
  GtkWidget *view = find_child_of_type (GTK_WIDGET (window), SUDOKU_TYPE_HISTORY_VIEW);

  g_assert_nonnull (view);
  return view;
}

/* @window's analysis tables. */
GtkWidget *
window_analysis_panel (SudokuWindow *window)
{
  GtkWidget *panel = find_child_of_type (GTK_WIDGET (window), SUDOKU_TYPE_ANALYSIS_PANEL);

  g_assert_nonnull (panel);
  return panel;
}

/* The letter after the first single "_" of @label, in upper case, or 0. */
static gunichar
mnemonic_of (const char *label)
{
  for (const char *p = label; *p != '\0'; p++)
    if (*p == '_')
      {
        if (p[1] == '_')
          p++;
        else if (p[1] != '\0')
          return g_unichar_toupper (g_utf8_get_char (p + 1));
      }
  return 0;
}

/* Adds the labels of @model and its sections to @seen (letter → label),
 * failing on a letter already there; each submenu is a menu of its own. */
static void
check_menu_mnemonics (GMenuModel *model,
                      GHashTable *seen,
                      const char *where)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuModel) section = NULL;
      g_autoptr(GMenuModel) submenu = NULL;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        {
          gunichar letter = mnemonic_of (label);
          const char *other;

          if (letter != 0)
            {
              other = g_hash_table_lookup (seen, GUINT_TO_POINTER (letter));
              if (other != NULL)
                g_error ("%s: “%s” and “%s” share their mnemonic", where, other, label);
              g_hash_table_insert (seen, GUINT_TO_POINTER (letter), g_strdup (label));
            }
        }
      section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      if (section != NULL)
        check_menu_mnemonics (section, seen, where);
      submenu = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);
      if (submenu != NULL)
        assert_unique_mnemonics (submenu, where);
    }
}

/**
 * assert_unique_mnemonics:
 * @model: a menu
 * @where: which menu, for the message
 *
 * Fails when two items of @model (its sections are one menu) share the
 * letter underlined, in English "_Open" or Japanese "開く(_O)" forms; each
 * submenu is checked as a menu of its own.
 */
void
assert_unique_mnemonics (GMenuModel *model,
                         const char *where)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (NULL, NULL, NULL, g_free);

  check_menu_mnemonics (model, seen, where);
}

/**
 * assert_menu_buttons_unique_mnemonics:
 * @widget: a window or a part of it
 *
 * assert_unique_mnemonics() on the menu of every menu button under
 * @widget; returns how many menus were checked.
 */
guint
assert_menu_buttons_unique_mnemonics (GtkWidget *widget)
{
  guint checked = 0;

  if (GTK_IS_MENU_BUTTON (widget) &&
      gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)) != NULL)
    {
      const char *name = gtk_widget_get_tooltip_text (widget);

      assert_unique_mnemonics (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)),
                               name != NULL ? name : G_OBJECT_TYPE_NAME (widget));
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += assert_menu_buttons_unique_mnemonics (child);
  return checked;
}
