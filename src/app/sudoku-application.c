/* sudoku-application.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-application"

#include "config.h"

#include "sudoku-application.h"
#include "sudoku-application-private.h"
#include "sudoku-export.h"
#include "sudoku-language-font.h"
#include "sudoku-phrases.h"
#include "sudoku-library-async.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku-draft.h"
#include "sudoku-library.h"
#include "sudoku-library-window.h"
#include "sudoku-parse.h"
#include "sudoku-ready-pool.h"
#include "sudoku-preferences-window.h"
#include "sudoku-weak-ref.h"
#include "sudoku-window.h"

struct _SudokuApplication
{
  AdwApplication  parent_instance;

  /* The puzzle library, opened the first time it is needed; the path
   * comes from --library, $NANPURE_LIBRARY or the user data folder. */
  SudokuLibrary  *library;
  char           *library_path;
  GtkWindow      *library_window;

  /* Keeps a few generated puzzles of each kind ready in the library;
   * started a while after the first window shows. */
  SudokuReadyPool *ready_pool;
  guint            ready_pool_source;

  /* Each main window's draft (sudoku-draft.c), by window: a quit keeps
   * the open puzzles, and the first start without files shows them
   * again. */
  GHashTable      *drafts;
  GFile           *drafts_dir;
  gboolean         drafts_restored;
};

G_DEFINE_FINAL_TYPE (SudokuApplication, sudoku_application, ADW_TYPE_APPLICATION)

/* The stock of ready puzzles: $NANPURE_READY_TARGET puzzles of each kind
 * (3 when unset; 0 keeps no stock), for each level of both variants with
 * the symmetry New Puzzle offers first, and for each kind asked
 * for since. */
static guint
ready_target (void)
{
  const char *text = g_getenv ("NANPURE_READY_TARGET");
  guint64 target = 3;

  if (text != NULL && !g_ascii_string_to_unsigned (text, 10, 0, 100, &target, NULL))
    target = 3;
  return (guint) target;
}

static gboolean
start_ready_pool_cb (gpointer user_data)
{
  SudokuApplication *self = user_data;
  SudokuLibrary *library;
  guint target = ready_target ();

  self->ready_pool_source = 0;
  if (target == 0 || self->ready_pool != NULL)
    return G_SOURCE_REMOVE;
  library = sudoku_application_get_library (self, NULL);
  if (library == NULL || sudoku_library_get_read_only (library))
    return G_SOURCE_REMOVE;
  self->ready_pool = sudoku_ready_pool_new (sudoku_library_get_path (library), target, NULL, NULL);
  for (guint level = 1; level <= 7; level++)
    {
      sudoku_ready_pool_add_kind (self->ready_pool, SUDOKU_VARIANT_CLASSIC, level,
                                  SUDOKU_SYMMETRY_DEFAULT);
      sudoku_ready_pool_add_kind (self->ready_pool, SUDOKU_VARIANT_WINDOKU, level,
                                  SUDOKU_SYMMETRY_DEFAULT);
    }
  sudoku_ready_pool_start (self->ready_pool);
  return G_SOURCE_REMOVE;
}

/* After a window has shown: the stock is topped up once the start is
 * over. */
static void
start_ready_pool_later (SudokuApplication *self)
{
  if (self->ready_pool != NULL || self->ready_pool_source != 0 || ready_target () == 0)
    return;
  self->ready_pool_source = g_timeout_add_seconds (5, start_ready_pool_cb, self);
}

/**
 * sudoku_application_want_ready:
 * @self: the application
 * @variant: the rules
 * @level: 1–7
 * @symmetry: the pattern of the clues
 *
 * Keeps puzzles of that kind ready from now on and wakes the worker
 * (after a ready puzzle was taken); nothing when the stock is off.
 */
void
sudoku_application_want_ready (SudokuApplication *self,
                               SudokuVariant      variant,
                               guint              level,
                               SudokuSymmetry     symmetry)
{
  g_return_if_fail (SUDOKU_IS_APPLICATION (self));

  if (self->ready_pool == NULL)
    return;
  sudoku_ready_pool_add_kind (self->ready_pool, variant, level, symmetry);
  sudoku_ready_pool_wake (self->ready_pool);
}

/* Drafts */

static GFile *
get_drafts_dir (SudokuApplication *self)
{
  if (self->drafts_dir == NULL)
    self->drafts_dir = sudoku_draft_dup_default_dir ();
  return self->drafts_dir;
}

/* How many main windows the application shows. */
static guint
count_main_windows (SudokuApplication *self)
{
  guint n_windows = 0;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (SUDOKU_IS_WINDOW (l->data))
      n_windows++;
  return n_windows;
}

/* Whether closing @window, one of several, loses work: a puzzle not in
 * the library (a library puzzle keeps its progress there) that was
 * typed, or played since it was opened from a file. */
static gboolean
window_would_lose_puzzle (SudokuWindow *window)
{
  SudokuSession *session = sudoku_window_get_session (window);
  SudokuGame *game = sudoku_session_get_game (session);
  const SudokuBoard *board = sudoku_game_get_board (game);
  gboolean filled = FALSE;

  if (sudoku_library_link_get_library_id (sudoku_session_get_library_link (session)) != 0)
    return FALSE;
  for (guint cell = 0; cell < SUDOKU_N_CELLS && !filled; cell++)
    filled = board->values[cell] != 0;
  if (!filled)
    return FALSE;
  return sudoku_session_get_file_name (session) == NULL ||
         g_list_model_get_n_items (sudoku_game_get_history (game)) > 0;
}

#define CLOSE_CONFIRMED "nanpure-close-confirmed"

/* Closes the window the user said to close, once its question has
 * finished answering (the question goes with the window). */
static gboolean
close_confirmed_cb (gpointer ref)
{
  g_autoptr(GtkWindow) window = sudoku_weak_ref_finish (ref);

  if (window != NULL)
    gtk_window_close (window);
  return G_SOURCE_REMOVE;
}

static void
close_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   SudokuWindow     *window)
{
  if (g_str_equal (response, "discard"))
    {
      g_object_set_data (G_OBJECT (window), CLOSE_CONFIRMED, GINT_TO_POINTER (TRUE));
      g_idle_add (close_confirmed_cb, sudoku_weak_ref_new (window));
    }
  else if (g_str_equal (response, "save"))
    {
      /* Saved, the puzzle is in the library: closing the window again
       * then loses nothing and asks nothing. */
      gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
    }
}

/* Asks before closing @window, one of several, loses its puzzle. */
static void
ask_before_closing (SudokuWindow *window)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("Close This Puzzle?"),
                                   _("The puzzle in this window is not in the library: closing "
                                     "the window loses it and its moves. Save it to the library "
                                     "to keep it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("Close _Without Saving"),
                                    "save", _("_Save…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  /* The dialog goes with the window; its answer never outlives it. */
  g_signal_connect_object (dialog, "response", G_CALLBACK (close_response_cb), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Before the window's own handler (which stops its solve and leaves
 * its library puzzle): closing one of several windows asks first when
 * that loses a puzzle, and a Cancel leaves the window as it was. */
static gboolean
window_close_ask_cb (GtkWindow         *window,
                     SudokuApplication *self)
{
  if (count_main_windows (self) > 1 &&
      g_object_get_data (G_OBJECT (window), CLOSE_CONFIRMED) == NULL &&
      window_would_lose_puzzle (SUDOKU_WINDOW (window)))
    {
      ask_before_closing (SUDOKU_WINDOW (window));
      return TRUE;
    }
  return FALSE;
}

/* The user closed one of several windows: its draft goes with it. The
 * last window closing ends the application as a quit does, and like a
 * quit keeps its puzzle for the next start (nothing is lost by closing
 * the window instead of choosing Quit). */
static gboolean
window_close_request_cb (GtkWindow         *window,
                         SudokuApplication *self)
{
  SudokuDraft *draft = g_hash_table_lookup (self->drafts, window);

  if (draft != NULL && count_main_windows (self) > 1)
    sudoku_draft_discard (draft);
  return FALSE;
}

/* Keeps @window's session in @file (a new draft when %NULL). */
static SudokuDraft *
keep_window (SudokuApplication *self,
             SudokuWindow      *window,
             GFile             *file)
{
  g_autoptr(GFile) new_file = file ? NULL : sudoku_draft_new_file (get_drafts_dir (self));
  SudokuDraft *draft = sudoku_draft_new (sudoku_window_get_session (window),
                                         file ? file : new_file);

  g_hash_table_replace (self->drafts, window, draft);
  g_object_bind_property (sudoku_window_get_grid_view (window), "cursor", draft, "cursor",
                          G_BINDING_SYNC_CREATE);
  return draft;
}

static void
sudoku_application_window_added (GtkApplication *application,
                                 GtkWindow      *window)
{
  SudokuApplication *self = SUDOKU_APPLICATION (application);

  GTK_APPLICATION_CLASS (sudoku_application_parent_class)->window_added (application, window);

  if (!SUDOKU_IS_WINDOW (window))
    return;
  keep_window (self, SUDOKU_WINDOW (window), NULL);
  g_signal_connect_object (window, "close-request", G_CALLBACK (window_close_ask_cb), self, 0);
  /* After the window's own handler, and only when it closes. */
  g_signal_connect_object (window, "close-request", G_CALLBACK (window_close_request_cb), self,
                           G_CONNECT_AFTER);
}

static void
sudoku_application_window_removed (GtkApplication *application,
                                   GtkWindow      *window)
{
  SudokuApplication *self = SUDOKU_APPLICATION (application);
  SudokuDraft *draft = g_hash_table_lookup (self->drafts, window);
  g_autoptr(GError) error = NULL;

  /* Gone without the user closing it (a discarded draft writes
   * nothing): what waits is kept. */
  if (draft != NULL && !sudoku_draft_write_now (draft, &error))
    g_warning ("Cannot keep the draft %s: %s", g_file_peek_path (sudoku_draft_get_file (draft)),
               error->message);
  g_hash_table_remove (self->drafts, window);

  GTK_APPLICATION_CLASS (sudoku_application_parent_class)->window_removed (application, window);
}

/* At quit: every change waiting is written now, and the drafts are
 * done with: what the windows do as they go (leaving their library
 * puzzle) is not the user's. */
static void
write_drafts (SudokuApplication *self)
{
  GHashTableIter iter;
  gpointer draft;

  g_hash_table_iter_init (&iter, self->drafts);
  while (g_hash_table_iter_next (&iter, NULL, &draft))
    {
      g_autoptr(GError) error = NULL;

      if (!sudoku_draft_write_now (draft, &error))
        g_warning ("Cannot keep the draft %s: %s",
                   g_file_peek_path (sudoku_draft_get_file (draft)), error->message);
    }
  g_hash_table_remove_all (self->drafts);
}

/* A draft that cannot be read is kept aside, not tried at every start. */
static void
set_draft_aside (GFile        *file,
                 const GError *error)
{
  g_autofree char *aside = g_strconcat (g_file_peek_path (file), ".broken", NULL);

  g_warning ("Cannot read the draft %s (%s); it is kept as %s", g_file_peek_path (file),
             error->message, aside);
  g_rename (g_file_peek_path (file), aside);
}

/* Shows the drafts the last run left, once per run: the number of
 * windows it opened. */
static guint
restore_drafts (SudokuApplication *self)
{
  g_autoptr(GPtrArray) files = NULL;
  SudokuLibrary *library = NULL;
  guint n_restored = 0;

  if (self->drafts_restored)
    return 0;
  self->drafts_restored = TRUE;
  files = sudoku_draft_list (get_drafts_dir (self));
  if (files->len > 0)
    library = sudoku_application_get_library (self, NULL);
  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = files->pdata[i];
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      SudokuWindow *window;
      int cursor = -1;

      if (!g_file_get_contents (g_file_peek_path (file), &text, NULL, &error))
        {
          set_draft_aside (file, error);
          continue;
        }
      window = sudoku_window_new (self);
      /* The window keeps the draft it comes from. */
      keep_window (self, window, file);
      if (!sudoku_session_restore_draft (sudoku_window_get_session (window), library, text,
                                         &cursor, &error))
        {
          /* Its new draft is not written: nothing changed. */
          set_draft_aside (file, error);
          gtk_window_destroy (GTK_WINDOW (window));
          continue;
        }
      sudoku_grid_view_set_cursor (sudoku_window_get_grid_view (window), cursor);
      gtk_window_present (GTK_WINDOW (window));
      n_restored++;
    }
  return n_restored;
}

static void
sudoku_application_shutdown (GApplication *application)
{
  SudokuApplication *self = SUDOKU_APPLICATION (application);

  /* Nothing lost on quit: each window's puzzle is kept as its draft,
   * written now if a change waits, for the next start; what was done on
   * each window's library puzzle is kept (Quit closes no window), and
   * the progress and solve writes on their way are waited for. */
  write_drafts (self);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (application)); l; l = l->next)
    if (SUDOKU_IS_WINDOW (l->data))
      {
        SudokuSession *session = sudoku_window_get_session (l->data);

        sudoku_library_link_leave_puzzle (sudoku_session_get_library_link (session));
      }
  sudoku_library_wait_row_writes ();

  g_clear_handle_id (&self->ready_pool_source, g_source_remove);
  if (self->ready_pool != NULL)
    {
      sudoku_ready_pool_stop (self->ready_pool);
      g_clear_pointer (&self->ready_pool, sudoku_ready_pool_free);
    }

  G_APPLICATION_CLASS (sudoku_application_parent_class)->shutdown (application);
}

static void
sudoku_application_activate (GApplication *application)
{
  SudokuApplication *self = SUDOKU_APPLICATION (application);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  /* The first start without files shows the puzzles left open. */
  if (window == NULL && restore_drafts (self) > 0)
    window = gtk_application_get_active_window (GTK_APPLICATION (application));
  if (window == NULL)
    window = GTK_WINDOW (sudoku_window_new (self));
  gtk_window_present (window);
  start_ready_pool_later (self);
}

/* How much of a file is read to tell one puzzle from a collection. */
#define PEEK_SIZE 16384

/* Whether @file holds more than one puzzle (an .sdm collection, a list
 * of 81-character lines): read from its start, in one short blocking
 * read, as sudoku_parse_collection() reads a whole file. A file that
 * cannot be read, or is not a local regular file, is "one", so that the
 * main window reads it (and says what is wrong); so is a file of several
 * lines none of which is a puzzle (a text, a picture, a program): the
 * main window says what is wrong with its first line, rather than the
 * library offering to import it and then finding no puzzle. */
static gboolean
holds_several_puzzles (GFile         *file,
                       SudokuVariant  variant)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  gsize length = 0;
  char *end;

  /* Not a remote file, which could keep the window waiting. */
  if (!g_file_is_native (file) ||
      g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, NULL) != G_FILE_TYPE_REGULAR)
    return FALSE;
  stream = g_file_read (file, NULL, NULL);
  if (stream == NULL)
    return FALSE;
  text = g_malloc (PEEK_SIZE + 1);
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), text, PEEK_SIZE, &length, NULL, NULL))
    return FALSE;
  text[length] = '\0';
  /* Only whole lines: a cut-off last line would not parse. */
  if (length == PEEK_SIZE && (end = strrchr (text, '\n')) != NULL)
    end[1] = '\0';
  entries = sudoku_parse_collection (text, -1, variant);
  if (entries->len < 2)
    return FALSE;
  for (guint i = 0; i < entries->len; i++)
    if (((SudokuParseEntry *) entries->pdata[i])->puzzle != NULL)
      return TRUE;
  return FALSE;
}

/**
 * sudoku_application_import_files:
 * @self: the application
 * @files: (array length=n_files): files of puzzles
 * @n_files: how many, at least one
 *
 * Hands @files to the library window's import, which asks once where
 * their puzzles go: the one way in for several files opened or dropped
 * at once, and for a file that holds several puzzles, however it was
 * opened.
 *
 * Returns: %TRUE when the import took them, %FALSE when the library
 *   cannot be opened (a dialog has said why)
 */
gboolean
sudoku_application_import_files (SudokuApplication  *self,
                                 GFile             **files,
                                 guint               n_files)
{
  g_return_val_if_fail (SUDOKU_IS_APPLICATION (self), FALSE);
  g_return_val_if_fail (files != NULL && n_files > 0, FALSE);

  /* Opens or presents it, or says why the library cannot be used. */
  g_action_group_activate_action (G_ACTION_GROUP (self), "library", NULL);
  if (self->library_window == NULL)
    return FALSE;
  sudoku_library_window_import_files (SUDOKU_LIBRARY_WINDOW (self->library_window),
                                      files, n_files);
  return TRUE;
}

/* Opens files given at once: one file holding one puzzle in a main
 * window; several files, or one holding several puzzles, in the
 * library window's import, which asks once where they go. */
static void
open_files (SudokuApplication  *self,
            GFile             **files,
            guint               n_files,
            SudokuVariant       variant)
{
  if (n_files == 0)
    return;
  if ((n_files > 1 || holds_several_puzzles (files[0], variant)) &&
      sudoku_application_import_files (self, files, n_files))
    return;
  for (guint i = 0; i < n_files; i++)
    {
      SudokuWindow *window = sudoku_window_new (self);

      sudoku_window_open_file (window, files[i], variant);
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
sudoku_application_open (GApplication  *application,
                         GFile        **files,
                         int            n_files,
                         const char    *hint)
{
  open_files (SUDOKU_APPLICATION (application), files, (guint) MAX (n_files, 0),
              SUDOKU_VARIANT_CLASSIC);
  start_ready_pool_later (SUDOKU_APPLICATION (application));
}

/* `nanpure [--variant=windoku] [PUZZLE|FILE…]`: each argument that names
 * an existing file is opened, any other is read as the puzzle itself,
 * one window each; several files, or a file of several puzzles, go to
 * the library's import (open_files()).
 */
static int
sudoku_application_command_line (GApplication            *application,
                                 GApplicationCommandLine *command_line)
{
  SudokuApplication *self = SUDOKU_APPLICATION (application);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  g_autofree const char **arguments = NULL;
  SudokuVariant variant = SUDOKU_VARIANT_CLASSIC;
  const char *variant_name = NULL;

  /* handle_local_options() has refused unknown names already. */
  if (g_variant_dict_lookup (options, "variant", "&s", &variant_name))
    sudoku_variant_from_string (variant_name, &variant);

  /* Another library only before the first one is opened. */
  {
    const char *library_path = NULL;

    if (g_variant_dict_lookup (options, "library", "^&ay", &library_path) && self->library == NULL)
      {
        g_free (self->library_path);
        self->library_path = g_strdup (library_path);
      }
  }

  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &arguments);
  if (arguments == NULL || arguments[0] == NULL)
    {
      g_application_activate (application);
      return EXIT_SUCCESS;
    }

  {
    g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);

    for (guint i = 0; arguments[i] != NULL; i++)
      {
        g_autoptr(GFile) file = g_application_command_line_create_file_for_arg (command_line,
                                                                                 arguments[i]);

        if (g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_REGULAR)
          g_ptr_array_add (files, g_steal_pointer (&file));
        else
          {
            g_autofree char *text = g_locale_to_utf8 (arguments[i], -1, NULL, NULL, NULL);
            SudokuWindow *window = sudoku_window_new (self);

            sudoku_window_load_text (window, text ? text : arguments[i], variant);
            gtk_window_present (GTK_WINDOW (window));
          }
      }
    open_files (self, (GFile **) files->pdata, files->len, variant);
  }
  start_ready_pool_later (self);

  return EXIT_SUCCESS;
}

/* Refuses a bad --variant in the process that was started, before any
 * display is opened or another instance is asked.
 */
static int
sudoku_application_handle_local_options (GApplication *application,
                                         GVariantDict *options)
{
  SudokuVariant variant;
  const char *variant_name = NULL;

  if (g_variant_dict_lookup (options, "variant", "&s", &variant_name) &&
      !sudoku_variant_from_string (variant_name, &variant))
    {
      g_printerr (_("Unknown variant “%s”: use classic or windoku\n"), variant_name);
      return EXIT_FAILURE;
    }

  return -1;
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);
  static const char *developers[] = { "The Nanpure authors", NULL };

  adw_show_about_window (gtk_application_get_active_window (application),
                         "application-name", _("Nanpure"),
                         "application-icon", APP_ID,
                         "developer-name", _("The Nanpure authors"),
                         "version", PACKAGE_VERSION,
                         "comments", _("Solve number-place puzzles step by step"),
                         "developers", developers,
                         "copyright", "© 2026 The Nanpure authors",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         /* Translators: your names, one per line. */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);
  GtkWidget *window = sudoku_preferences_window_new (gtk_application_get_active_window (application));

  gtk_window_present (GTK_WINDOW (window));
}

/* The main window to show a library puzzle in: the one used last, or a
 * new one. */
static SudokuWindow *
main_window_for (SudokuApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (SUDOKU_IS_WINDOW (l->data))
      return l->data;
  return sudoku_window_new (self);
}

static void
show_error (GtkWindow    *parent,
            const char   *heading,
            const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Whether @window is still shown or can be: not destroyed. */
static gboolean
is_toplevel (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (toplevel == window)
        return TRUE;
    }
  return FALSE;
}

/* A library read for a main window is back (the window read it in a
 * worker): the window is presented, or the error said over the library
 * window. A window made for the read and never shown goes again. */
static void
library_read_done (SudokuApplication *self,
                   SudokuWindow      *window,
                   gboolean           shown,
                   const char        *heading,
                   const GError      *error)
{
  /* The application went meanwhile (it is held weakly): only the window
   * made for the read goes. */
  if (self == NULL)
    {
      if (!gtk_widget_get_visible (GTK_WIDGET (window)))
        gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  if (shown)
    {
      /* Destroyed meanwhile (the read held it, as its task's source):
       * presenting it again would bring back a window that is no
       * longer the application's. */
      if (is_toplevel (GTK_WINDOW (window)))
        gtk_window_present (GTK_WINDOW (window));
      return;
    }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (self->library_window != NULL)
    show_error (self->library_window, heading, error);
  else if (gtk_widget_get_visible (GTK_WIDGET (window)))
    show_error (GTK_WINDOW (window), heading, error);
  else
    g_warning ("%s: %s", heading, error->message);
  if (!gtk_widget_get_visible (GTK_WIDGET (window)))
    gtk_window_destroy (GTK_WINDOW (window));
}

static void
puzzle_opened_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(SudokuApplication) self = sudoku_weak_ref_finish (user_data);
  SudokuWindow *window = SUDOKU_WINDOW (source);
  g_autoptr(GError) error = NULL;
  gboolean shown = sudoku_window_open_library_puzzle_finish (window, result, &error);

  library_read_done (self, window, shown, _("Could Not Open the Puzzle"), error);
}

static void
open_puzzle_cb (SudokuLibraryWindow *library_window,
                gint64               id,
                SudokuApplication   *self)
{
  sudoku_window_open_library_puzzle_async (main_window_for (self), id, puzzle_opened_cb,
                                           sudoku_weak_ref_new (self));
}

static void
solve_shown_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SudokuApplication) self = sudoku_weak_ref_finish (user_data);
  SudokuWindow *window = SUDOKU_WINDOW (source);
  g_autoptr(GError) error = NULL;
  gboolean shown = sudoku_window_replay_solve_finish (window, result, &error);

  library_read_done (self, window, shown, _("Could Not Replay the Solve"), error);
}

static void
replay_solve_cb (SudokuLibraryWindow *library_window,
                 gint64               solve_id,
                 SudokuApplication   *self)
{
  sudoku_window_replay_solve_async (main_window_for (self), solve_id, solve_shown_cb,
                                    sudoku_weak_ref_new (self));
}

/* The library window: one for the application. */
static void
library_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  SudokuApplication *self = SUDOKU_APPLICATION (user_data);
  g_autoptr(GError) error = NULL;
  SudokuLibrary *library;

  if (self->library_window != NULL)
    {
      gtk_window_present (self->library_window);
      return;
    }
  library = sudoku_application_get_library (self, &error);
  if (library == NULL)
    {
      show_error (gtk_application_get_active_window (GTK_APPLICATION (self)),
                  _("The Library Cannot Be Opened"), error);
      return;
    }
  self->library_window = GTK_WINDOW (sudoku_library_window_new (GTK_APPLICATION (self), library));
  g_object_add_weak_pointer (G_OBJECT (self->library_window),
                             (gpointer *) &self->library_window);
  g_signal_connect_object (self->library_window, "open-puzzle", G_CALLBACK (open_puzzle_cb),
                           self, 0);
  g_signal_connect_object (self->library_window, "replay-solve", G_CALLBACK (replay_solve_cb),
                           self, 0);
  gtk_window_present (self->library_window);
}

/* Says that the help cannot be shown here, and what to install. */
static void
show_help_missing (GtkWindow *parent)
{
  GtkWidget *dialog =
    adw_message_dialog_new (parent, _("The Help Cannot Be Shown"),
                            _("No program here can show the help. Install yelp, "
                              "the help browser (the package “yelp”), or a web browser."));

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_help_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GtkWindow *parent = GTK_WINDOW (source);
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (parent, result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* GIO's words ("Operation not supported") say nothing useful. */
      g_debug ("The help could not be shown: %s", error->message);
      show_help_missing (parent);
    }
}

/**
 * _sudoku_application_dup_help_uri:
 * @page: (nullable): a page of the help, or %NULL for its index
 * @with_yelp: whether a program shows help: URIs (yelp)
 *
 * Where the help's @page is read: in yelp (help:nanpure/PAGE) when it is
 * there, or else in the browser, from the HTML the build makes
 * (help/meson.build) in the user's language or in English, installed
 * under DATADIR/nanpure/help-html or in the build tree's share/.
 *
 * Returns: (transfer full) (nullable): the URI, or %NULL when the help
 *   cannot be shown
 */
char *
_sudoku_application_dup_help_uri (const char *page,
                                  gboolean    with_yelp)
{
  const char * const *languages = g_get_language_names ();
  const char * const *data_dirs = g_get_system_data_dirs ();
  g_autofree char *file_name = NULL;

  if (page != NULL && *page == '\0')
    page = NULL;
  if (with_yelp)
    return page != NULL ? g_strconcat ("help:" GETTEXT_PACKAGE "/", page, NULL)
                        : g_strdup ("help:" GETTEXT_PACKAGE);

  file_name = g_strconcat (page != NULL ? page : "index", ".html", NULL);
  for (guint i = 0; languages[i] != NULL; i++)
    for (guint j = 0; data_dirs[j] != NULL; j++)
      {
        g_autofree char *path = g_build_filename (data_dirs[j], GETTEXT_PACKAGE, "help-html",
                                                  languages[i], file_name, NULL);

        if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
          return g_filename_to_uri (path, NULL, NULL);
      }
  return NULL;
}

/* Opens the help in yelp: the index, or the page named by the parameter
 * ("tech-fish" for the page of a technique family); without yelp, in the
 * browser; without either, says what to install. From the build tree
 * the help is found there too (src/app/main.c). */
static void
show_help (GtkApplication *application,
           const char     *page)
{
  GtkWindow *parent = gtk_application_get_active_window (application);
  g_autoptr(GAppInfo) yelp = g_app_info_get_default_for_uri_scheme ("help");
  g_autofree char *uri = _sudoku_application_dup_help_uri (page, yelp != NULL);

  if (uri == NULL)
    {
      show_help_missing (parent);
      return;
    }
  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, show_help_cb, NULL);
}

static void
help_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  show_help (GTK_APPLICATION (user_data), NULL);
}

static void
help_page_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  show_help (GTK_APPLICATION (user_data), g_variant_get_string (parameter, NULL));
}

static const GActionEntry app_actions[] = {
  { .name = "help", .activate = help_action },
  { .name = "help-page", .activate = help_page_action, .parameter_type = "s" },
  { .name = "library", .activate = library_action },
  { .name = "quit", .activate = quit_action },
  { .name = "about", .activate = about_action },
  { .name = "preferences", .activate = preferences_action },
};

/* The application's keyboard shortcuts; the main window's own are
 * bindings of its class (sudoku-window-actions.c). All are listed in
 * ui/gtk/help-overlay.ui. */
static const struct {
  const char *action;
  const char *accels[3];
} accelerators[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.help", { "F1", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "app.library", { "<Control>l", NULL } },
  { "window.close", { "<Control>w", NULL } },
};

static void
sudoku_application_startup (GApplication *application)
{
  GtkApplication *gtk_application = GTK_APPLICATION (application);

  G_APPLICATION_CLASS (sudoku_application_parent_class)->startup (application);

  /* Every window carries the application's icon, so that window lists
   * which do not find the desktop file (X11, or a program started from the
   * build tree) show it as well. */
  gtk_window_set_default_icon_name (APP_ID);
  /* Japanese text with its Latin letters in the Japanese font. */
  sudoku_language_font_install (gdk_display_get_default (),
                                sudoku_export_get_translation_language ());
  /* Wrapping labels end their lines between Japanese phrases, not inside
   * a word or between a number and its counter. */
  sudoku_phrases_keep_everywhere ();

  g_action_map_add_action_entries (G_ACTION_MAP (application),
                                   app_actions, G_N_ELEMENTS (app_actions),
                                   application);
  for (guint i = 0; i < G_N_ELEMENTS (accelerators); i++)
    gtk_application_set_accels_for_action (gtk_application, accelerators[i].action,
                                           accelerators[i].accels);
}

static void
sudoku_application_finalize (GObject *object)
{
  SudokuApplication *self = SUDOKU_APPLICATION (object);

  if (self->library_window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->library_window),
                                  (gpointer *) &self->library_window);
  g_clear_object (&self->library);
  g_clear_pointer (&self->library_path, g_free);
  g_clear_pointer (&self->drafts, g_hash_table_unref);
  g_clear_object (&self->drafts_dir);

  G_OBJECT_CLASS (sudoku_application_parent_class)->finalize (object);
}

/**
 * sudoku_application_get_library:
 * @self: the application
 * @error: why the library cannot be used
 *
 * Opens the puzzle library the first time (creating it with its sample
 * puzzles). When its file was damaged, the old file is kept aside and
 * the user is told where, once.
 *
 * Returns: (transfer none) (nullable): the library, or %NULL with @error
 *   set (a read-only location, a library of a later version…): the
 *   application then works on without saving
 */
SudokuLibrary *
sudoku_application_get_library (SudokuApplication  *self,
                                GError            **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (SUDOKU_IS_APPLICATION (self), NULL);

  if (self->library != NULL)
    return self->library;

  path = self->library_path ? g_strdup (self->library_path) : sudoku_library_dup_default_path ();
  self->library = sudoku_library_new_for_path (path, error);
  if (self->library != NULL && sudoku_library_get_broken_path (self->library) != NULL)
    {
      GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
      g_autofree char *body =
        g_strdup_printf (_("The library file was damaged and could not be read. It was "
                           "kept as “%s”, and a new library was started with the sample "
                           "puzzles."), sudoku_library_get_broken_path (self->library));
      GtkWidget *dialog = adw_message_dialog_new (parent, _("Library Damaged"), body);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
  return self->library;
}

static void
sudoku_application_class_init (SudokuApplicationClass *klass)
{
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = sudoku_application_finalize;

  application_class->activate = sudoku_application_activate;
  application_class->open = sudoku_application_open;
  application_class->command_line = sudoku_application_command_line;
  application_class->handle_local_options = sudoku_application_handle_local_options;
  application_class->startup = sudoku_application_startup;
  application_class->shutdown = sudoku_application_shutdown;
  GTK_APPLICATION_CLASS (klass)->window_added = sudoku_application_window_added;
  GTK_APPLICATION_CLASS (klass)->window_removed = sudoku_application_window_removed;
}

static void
sudoku_application_init (SudokuApplication *self)
{
  static const GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, NULL,
      N_("The rules the puzzle follows: classic or windoku"), N_("VARIANT") },
    { "library", 0, 0, G_OPTION_ARG_FILENAME, NULL,
      N_("Use the puzzle library in FILE instead of the usual one"), N_("FILE") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, NULL },
    { NULL },
  };

  self->drafts = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self),
                                                     _("[PUZZLE|FILE…]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Opens each FILE, or reads each PUZZLE "
                                              "written out as 81 digits and dots."));
}

SudokuApplication *
sudoku_application_new (void)
{
  return g_object_new (SUDOKU_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_HANDLES_COMMAND_LINE,
                       "resource-base-path", "/io/github/nanpure/Nanpure",
                       NULL);
}
