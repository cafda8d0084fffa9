/* sudoku-draft.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-draft.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

/* A window's session kept on disk as a draft
 * (sudoku_session_dup_draft()), so that a quit loses nothing and the
 * next start shows the puzzles again, with their moves and undo, as
 * GNOME Text Editor keeps its drafts. A change of the game is written
 * after a pause (WRITE_DELAY_MS): the text is made on the main
 * context and written in a worker, to a temporary file renamed over the
 * draft, so that a draft is always whole. At quit the application
 * writes what is pending at once (sudoku_draft_write_now()); a window
 * the user closes drops its draft (sudoku_draft_discard()).
 *
 * Writes are numbered: a worker that comes after a newer write (or the
 * discard) writes nothing, so the newest text always wins whatever
 * order the threads run in. */

/* How long after the last change the draft is written. */
#define WRITE_DELAY_MS 1000

/* What the workers of one draft share with it: the newest write done,
 * under a lock; a discarded draft is G_MAXUINT. */
typedef struct
{
  GMutex  lock;
  guint   written;
} WriteState;

static void
write_state_clear (gpointer data)
{
  WriteState *state = data;

  g_mutex_clear (&state->lock);
}

struct _SudokuDraft
{
  GObject        parent_instance;

  SudokuSession *session;
  GFile         *file;
  int            cursor;

  WriteState    *state;
  guint          serial;
  guint          write_source;
  gboolean       discarded;
};

G_DEFINE_FINAL_TYPE (SudokuDraft, sudoku_draft, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CURSOR,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  WriteState *state;
  guint       serial;
  char       *path;
  char       *text;
} Write;

static void
write_free (Write *write)
{
  g_atomic_rc_box_release_full (write->state, write_state_clear);
  g_free (write->path);
  g_free (write->text);
  g_free (write);
}

/* Writes @write unless a newer write (or the discard) came first. */
static gboolean
write_file (Write   *write,
            GError **error)
{
  g_autofree char *dir = g_path_get_dirname (write->path);
  gboolean ok = TRUE;

  g_mutex_lock (&write->state->lock);
  if (write->serial > write->state->written)
    {
      ok = g_mkdir_with_parents (dir, 0700) == 0 || errno == EEXIST;
      if (!ok)
        g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "%s: %s", dir,
                     g_strerror (errno));
      else
        ok = g_file_set_contents_full (write->path, write->text, -1,
                                       G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
      if (ok)
        write->state->written = write->serial;
    }
  g_mutex_unlock (&write->state->lock);
  return ok;
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  GError *error = NULL;

  if (write_file (task_data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
written_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  /* Nobody to tell but the log: the next change tries again, and a
   * draft is a convenience, not the user's file. */
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_warning ("Cannot keep the draft: %s", error->message);
}

/* The session's state now, as a write to do; %NULL when there is
 * nothing to write. */
static Write *
write_new (SudokuDraft *self)
{
  g_autofree char *text = NULL;
  Write *write;

  if (self->discarded)
    return NULL;
  text = sudoku_session_dup_draft (self->session, self->cursor);
  if (text == NULL)
    return NULL;
  write = g_new0 (Write, 1);
  write->state = g_atomic_rc_box_acquire (self->state);
  write->serial = ++self->serial;
  write->path = g_file_get_path (self->file);
  write->text = g_steal_pointer (&text);
  return write;
}

static gboolean
write_cb (gpointer user_data)
{
  SudokuDraft *self = user_data;
  g_autoptr(GTask) task = NULL;
  Write *write;

  self->write_source = 0;
  write = write_new (self);
  if (write == NULL)
    return G_SOURCE_REMOVE;
  /* The task holds no draft: the write goes on if the window goes. */
  task = g_task_new (NULL, NULL, written_cb, NULL);
  g_task_set_source_tag (task, write_cb);
  g_task_set_task_data (task, write, (GDestroyNotify) write_free);
  g_task_run_in_thread (task, write_thread);
  return G_SOURCE_REMOVE;
}

static void
schedule_write (SudokuDraft *self)
{
  if (self->discarded)
    return;
  g_clear_handle_id (&self->write_source, g_source_remove);
  self->write_source = g_timeout_add (WRITE_DELAY_MS, write_cb, self);
}

static void
game_changed_cb (SudokuDraft *self)
{
  schedule_write (self);
}

/**
 * sudoku_draft_write_now:
 * @self: a draft
 * @error: why it could not be written
 *
 * Writes the draft now, in the calling thread, when a change is
 * waiting for its turn (at quit).
 *
 * Returns: %TRUE when nothing was left to write or it is written
 */
gboolean
sudoku_draft_write_now (SudokuDraft  *self,
                        GError      **error)
{
  Write *write;
  gboolean ok;

  g_return_val_if_fail (SUDOKU_IS_DRAFT (self), FALSE);

  if (self->write_source == 0)
    return TRUE;
  g_clear_handle_id (&self->write_source, g_source_remove);
  write = write_new (self);
  if (write == NULL)
    return TRUE;
  ok = write_file (write, error);
  write_free (write);
  return ok;
}

/**
 * sudoku_draft_get_pending:
 * @self: a draft
 *
 * Returns: whether a change waits to be written
 */
gboolean
sudoku_draft_get_pending (SudokuDraft *self)
{
  g_return_val_if_fail (SUDOKU_IS_DRAFT (self), FALSE);

  return self->write_source != 0;
}

/**
 * sudoku_draft_discard:
 * @self: a draft
 *
 * Deletes the draft (the user closed its window): nothing is written
 * for it any more, not even by a write on its way.
 */
void
sudoku_draft_discard (SudokuDraft *self)
{
  g_autofree char *path = NULL;

  g_return_if_fail (SUDOKU_IS_DRAFT (self));

  self->discarded = TRUE;
  g_clear_handle_id (&self->write_source, g_source_remove);
  path = g_file_get_path (self->file);
  g_mutex_lock (&self->state->lock);
  self->state->written = G_MAXUINT;
  g_unlink (path);
  g_mutex_unlock (&self->state->lock);
}

GFile *
sudoku_draft_get_file (SudokuDraft *self)
{
  g_return_val_if_fail (SUDOKU_IS_DRAFT (self), NULL);

  return self->file;
}

int
sudoku_draft_get_cursor (SudokuDraft *self)
{
  g_return_val_if_fail (SUDOKU_IS_DRAFT (self), -1);

  return self->cursor;
}

/**
 * sudoku_draft_set_cursor:
 * @self: a draft
 * @cursor: the cell the window has selected, or -1
 *
 * The selected cell is kept with the draft (bound to the grid's
 * cursor); it is written with the next change, not on its own.
 */
void
sudoku_draft_set_cursor (SudokuDraft *self,
                         int          cursor)
{
  g_return_if_fail (SUDOKU_IS_DRAFT (self));

  cursor = CLAMP (cursor, -1, SUDOKU_N_CELLS - 1);
  if (self->cursor == cursor)
    return;
  self->cursor = cursor;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
}

static void
sudoku_draft_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SudokuDraft *self = SUDOKU_DRAFT (object);

  switch (prop_id)
    {
    case PROP_CURSOR:
      g_value_set_int (value, self->cursor);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_draft_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SudokuDraft *self = SUDOKU_DRAFT (object);

  switch (prop_id)
    {
    case PROP_CURSOR:
      sudoku_draft_set_cursor (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_draft_dispose (GObject *object)
{
  SudokuDraft *self = SUDOKU_DRAFT (object);

  g_clear_handle_id (&self->write_source, g_source_remove);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (sudoku_draft_parent_class)->dispose (object);
}

static void
sudoku_draft_finalize (GObject *object)
{
  SudokuDraft *self = SUDOKU_DRAFT (object);

  g_clear_object (&self->file);
  g_atomic_rc_box_release_full (self->state, write_state_clear);

  G_OBJECT_CLASS (sudoku_draft_parent_class)->finalize (object);
}

static void
sudoku_draft_class_init (SudokuDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sudoku_draft_get_property;
  object_class->set_property = sudoku_draft_set_property;
  object_class->dispose = sudoku_draft_dispose;
  object_class->finalize = sudoku_draft_finalize;

  properties[PROP_CURSOR] =
    g_param_spec_int ("cursor", NULL, NULL, -1, SUDOKU_N_CELLS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_draft_init (SudokuDraft *self)
{
  self->cursor = -1;
  self->state = g_atomic_rc_box_new0 (WriteState);
  g_mutex_init (&self->state->lock);
}

/**
 * sudoku_draft_new:
 * @session: the session to keep
 * @file: where (a local file, sudoku_draft_new_file() or one of
 *   sudoku_draft_list())
 *
 * Keeps @session in @file from its next change on.
 *
 * Returns: (transfer full): the draft
 */
SudokuDraft *
sudoku_draft_new (SudokuSession *session,
                  GFile         *file)
{
  SudokuDraft *self;

  g_return_val_if_fail (SUDOKU_IS_SESSION (session), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  self = g_object_new (SUDOKU_TYPE_DRAFT, NULL);
  self->session = g_object_ref (session);
  self->file = g_object_ref (file);
  g_signal_connect_object (sudoku_session_get_game (session), "changed",
                           G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  /* So does a checkpoint set. */
  g_signal_connect_object (sudoku_session_get_branches (session), "changed",
                           G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  /* The library puzzle linked or left changes the draft too. */
  g_signal_connect_object (sudoku_session_get_library_link (session), "notify::library-id",
                           G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  return self;
}

/**
 * sudoku_draft_dup_default_dir:
 *
 * Returns: (transfer full): where drafts live: nanpure/drafts in the
 *   user's state folder ($XDG_STATE_HOME)
 */
GFile *
sudoku_draft_dup_default_dir (void)
{
  return g_file_new_build_filename (g_get_user_state_dir (), "nanpure", "drafts", NULL);
}

/**
 * sudoku_draft_new_file:
 * @dir: the drafts' folder
 *
 * Returns: (transfer full): a file in @dir for a new draft, named so
 *   that drafts sort in the order they were made
 */
GFile *
sudoku_draft_new_file (GFile *dir)
{
  static guint counter;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (dir), NULL);

  name = g_strdup_printf ("%016" G_GINT64_MODIFIER "x-%d-%u.draft", g_get_real_time (),
                          (int) getpid (), ++counter);
  return g_file_get_child (dir, name);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  g_autofree char *name_a = g_file_get_basename (*(GFile **) a);
  g_autofree char *name_b = g_file_get_basename (*(GFile **) b);

  return strcmp (name_a, name_b);
}

/**
 * sudoku_draft_list:
 * @dir: the drafts' folder
 *
 * Returns: (transfer full) (element-type GFile): the drafts in @dir,
 *   oldest first; none when @dir cannot be read
 */
GPtrArray *
sudoku_draft_list (GFile *dir)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *path = NULL;
  g_autoptr(GDir) listing = NULL;
  const char *name;

  g_return_val_if_fail (G_IS_FILE (dir), files);

  path = g_file_get_path (dir);
  listing = g_dir_open (path, 0, NULL);
  if (listing == NULL)
    return files;
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, ".draft"))
      g_ptr_array_add (files, g_file_get_child (dir, name));
  g_ptr_array_sort (files, compare_names);
  return files;
}
