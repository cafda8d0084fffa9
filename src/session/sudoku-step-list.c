/* sudoku-step-list.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every step available now (issue 24): a part of the session that runs
 * sudoku_all_steps_find() in a worker on a copy of the game's board,
 * streams each technique's results into the model as they come (through
 * the main context), and starts again when the game changes. The model
 * lists the steps of the levels asked for, in the order found; views
 * sort and filter it. */

#define G_LOG_DOMAIN "nanpure-session"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-step-list.h"
#include "sudoku-checker.h"
#include "sudoku-logic.h"
#include "sudoku-solve-runner.h"
#include "sudoku-worker.h"

/* Items */

struct _SudokuStepItem
{
  GObject          parent_instance;

  SudokuFoundStep *found;
  char            *summary;
};

G_DEFINE_FINAL_TYPE (SudokuStepItem, sudoku_step_item, G_TYPE_OBJECT)

static void
sudoku_step_item_finalize (GObject *object)
{
  SudokuStepItem *self = SUDOKU_STEP_ITEM (object);

  g_clear_pointer (&self->found, sudoku_found_step_unref);
  g_clear_pointer (&self->summary, g_free);
  G_OBJECT_CLASS (sudoku_step_item_parent_class)->finalize (object);
}

static void
sudoku_step_item_class_init (SudokuStepItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sudoku_step_item_finalize;
}

static void
sudoku_step_item_init (SudokuStepItem *self)
{
}

static SudokuStepItem *
step_item_new (SudokuFoundStep   *found,
               const SudokuBoard *board)
{
  SudokuStepItem *self = g_object_new (SUDOKU_TYPE_STEP_ITEM, NULL);

  self->found = sudoku_found_step_ref (found);
  self->summary = sudoku_step_dup_summary (sudoku_found_step_get_step (found), board);
  return self;
}

SudokuFoundStep *
sudoku_step_item_get_found (SudokuStepItem *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_ITEM (self), NULL);
  return self->found;
}

const char *
sudoku_step_item_get_summary (SudokuStepItem *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_ITEM (self), NULL);
  return self->summary;
}

const char *
sudoku_step_item_get_technique_name (SudokuStepItem *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_ITEM (self), NULL);
  return _(sudoku_technique_get_info (sudoku_found_step_get_technique (self->found))->name);
}

/* The list */

struct _SudokuStepList
{
  GObject        parent_instance;

  SudokuSession *session;
  SudokuBoard    board;
  GPtrArray     *all;       /* SudokuStepItem, by id */
  GPtrArray     *shown;     /* the model: the items of the levels asked for */
  GCancellable  *cancellable;
  guint          generation;
  guint          level;
  gboolean       follow_easiest;
  gboolean       active;
  gboolean       unique;    /* what the last search assumed */
  gboolean       busy;
  double         progress;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SudokuStepList, sudoku_step_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum {
  PROP_0,
  PROP_ACTIVE,
  PROP_BUSY,
  PROP_PROGRESS,
  PROP_LEVEL,
  PROP_N_FOUND,
  PROP_CAN_SHOW_HARDER,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static GType
get_item_type (GListModel *model)
{
  return SUDOKU_TYPE_STEP_ITEM;
}

static guint
get_n_items (GListModel *model)
{
  return SUDOKU_STEP_LIST (model)->shown->len;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  SudokuStepList *self = SUDOKU_STEP_LIST (model);

  if (position >= self->shown->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->shown, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static guint
item_level (SudokuStepItem *item)
{
  return sudoku_found_step_get_level (item->found);
}

static gboolean
is_shown (SudokuStepList *self,
          SudokuStepItem *item)
{
  return self->level == 0 || item_level (item) <= self->level;
}

static guint
easiest_level (SudokuStepList *self)
{
  guint easiest = 0;

  for (guint i = 0; i < self->all->len; i++)
    {
      guint level = item_level (self->all->pdata[i]);

      if (easiest == 0 || level < easiest)
        easiest = level;
    }
  return easiest;
}

/* The model again from scratch, after a change of level. */
static void
rebuild (SudokuStepList *self)
{
  guint removed = self->shown->len;

  g_ptr_array_set_size (self->shown, 0);
  for (guint i = 0; i < self->all->len; i++)
    if (is_shown (self, self->all->pdata[i]))
      g_ptr_array_add (self->shown, g_object_ref (self->all->pdata[i]));
  if (removed || self->shown->len)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->shown->len);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_SHOW_HARDER]);
}

static void
set_level (SudokuStepList *self,
           guint           level)
{
  if (self->level == level)
    return;
  self->level = level;
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

static void
set_busy (SudokuStepList *self,
          gboolean        busy,
          double          progress)
{
  if (self->busy != busy)
    {
      self->busy = busy;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
    }
  if (self->progress != progress)
    {
      self->progress = progress;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
    }
}

/* How a worker's results find the list: a weak reference shared by the
 * search and its batches, only ever read in the main context (batches
 * travel as idle sources, never run in the worker), so that a worker
 * never holds the list. Its count is atomic: the worker takes a
 * reference for each batch while the main context drops those of the
 * batches before (a plain GRcBox lost counts that way, and the sanitizer
 * build found the Link leaked). */
typedef struct
{
  GWeakRef list;
} Link;

static void
link_clear (gpointer data)
{
  g_weak_ref_clear (&((Link *) data)->list);
}

static Link *
link_new (SudokuStepList *list)
{
  Link *link = g_atomic_rc_box_new0 (Link);

  g_weak_ref_init (&link->list, list);
  return link;
}

static void
link_unref (Link *link)
{
  g_atomic_rc_box_release_full (link, link_clear);
}

/* What a worker hands the main context after each technique. */
typedef struct
{
  Link      *link;
  guint      generation;
  GPtrArray *added;     /* SudokuFoundStep */
  GPtrArray *updated;   /* SudokuFoundStep */
  guint      done;
  guint      total;
} Batch;

static void
batch_free (gpointer data)
{
  Batch *batch = data;

  link_unref (batch->link);
  g_ptr_array_unref (batch->added);
  g_ptr_array_unref (batch->updated);
  g_free (batch);
}

static gboolean
batch_arrived_cb (gpointer data)
{
  Batch *batch = data;
  g_autoptr(SudokuStepList) self = g_weak_ref_get (&batch->link->list);
  guint n_before;

  /* A batch of a search since cancelled (the game moved on) is dropped. */
  if (self == NULL || batch->generation != self->generation)
    return G_SOURCE_REMOVE;

  n_before = self->shown->len;
  for (guint i = 0; i < batch->updated->len; i++)
    {
      SudokuFoundStep *found = batch->updated->pdata[i];
      guint id = sudoku_found_step_get_id (found);
      SudokuStepItem *old = g_ptr_array_index (self->all, id);
      SudokuStepItem *item = step_item_new (found, &self->board);
      guint position;

      if (g_ptr_array_find (self->shown, old, &position))
        {
          g_object_unref (self->shown->pdata[position]);
          self->shown->pdata[position] = g_object_ref (item);
          g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 1);
        }
      g_object_unref (self->all->pdata[id]);
      self->all->pdata[id] = item;
    }
  for (guint i = 0; i < batch->added->len; i++)
    {
      SudokuStepItem *item = step_item_new (batch->added->pdata[i], &self->board);

      g_assert (sudoku_found_step_get_id (item->found) == self->all->len);
      g_ptr_array_add (self->all, item);
    }

  if (self->follow_easiest && easiest_level (self) != self->level)
    {
      self->level = easiest_level (self);
      rebuild (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
    }
  else
    {
      for (guint i = 0; i < batch->added->len; i++)
        {
          SudokuStepItem *item = g_ptr_array_index (self->all,
                                                    self->all->len - batch->added->len + i);

          if (is_shown (self, item))
            g_ptr_array_add (self->shown, g_object_ref (item));
        }
      if (self->shown->len != n_before)
        g_list_model_items_changed (G_LIST_MODEL (self), n_before, 0,
                                    self->shown->len - n_before);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_SHOW_HARDER]);
    }
  if (batch->added->len)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_FOUND]);
  /* The last technique's batch ends the search, whenever the worker's
   * own end is dispatched. */
  set_busy (self, batch->done < batch->total, (double) batch->done / MAX (batch->total, 1));
  return G_SOURCE_REMOVE;
}

typedef struct
{
  SudokuBoard    board;
  SudokuProfile  profile;
  gboolean       unique;
  GMainContext  *context;
  Link          *link;
  guint          generation;
  guint          n_techniques;  /* set by the worker: none means no batch */
} Search;

static void
search_free (gpointer data)
{
  Search *search = data;

  g_main_context_unref (search->context);
  link_unref (search->link);
  g_free (search);
}

/* In the worker: one technique's results, to the main context. */
static void
technique_done_cb (SudokuTechnique  technique,
                   GPtrArray       *added,
                   GPtrArray       *updated,
                   guint            done,
                   guint            total,
                   gpointer         user_data)
{
  Search *search = user_data;
  Batch *batch = g_new0 (Batch, 1);

  batch->link = g_atomic_rc_box_acquire (search->link);
  batch->generation = search->generation;
  batch->added = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_found_step_unref);
  batch->updated = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_found_step_unref);
  for (guint i = 0; i < added->len; i++)
    g_ptr_array_add (batch->added, sudoku_found_step_ref (added->pdata[i]));
  for (guint i = 0; i < updated->len; i++)
    g_ptr_array_add (batch->updated, sudoku_found_step_ref (updated->pdata[i]));
  batch->done = done;
  batch->total = total;
  /* Never at once in the worker (see sudoku_worker_run_later()): the
   * worker only ever holds the list's weak reference. */
  sudoku_worker_run_later (search->context, batch_arrived_cb, batch, batch_free,
                           "[nanpure] step list batch");
}

static void
search_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Search *search = task_data;
  g_autoptr(GPtrArray) steps = NULL;

  for (guint t = 0; t < SUDOKU_TECHNIQUE_ASSUMPTION; t++)
    search->n_techniques += search->profile.enabled[t] && sudoku_technique_is_implemented (t);
  steps = sudoku_all_steps_find (&search->board, &search->profile, search->unique, 0,
                                 technique_done_cb, search, cancellable);
  if (steps == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
  else
    g_task_return_boolean (task, TRUE);
}

static void
search_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  Search *search = g_task_get_task_data (G_TASK (result));
  g_autoptr(SudokuStepList) self = g_weak_ref_get (&search->link->list);
  g_autoptr(GError) error = NULL;

  /* A cancelled search is never reported: a newer one runs, or the
   * list was closed. */
  if (!g_task_propagate_boolean (G_TASK (result), &error) || self == NULL ||
      search->generation != self->generation)
    return;
  /* Otherwise the last batch said so. */
  if (search->n_techniques == 0)
    set_busy (self, FALSE, 1.0);
}

static void
clear_steps (SudokuStepList *self)
{
  guint removed = self->shown->len;

  g_ptr_array_set_size (self->shown, 0);
  g_ptr_array_set_size (self->all, 0);
  if (removed)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_FOUND]);
}

static void
stop_search (SudokuStepList *self)
{
  self->generation++;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
}

/* A new search on the game's board as it is now. */
static void
restart (SudokuStepList *self)
{
  SudokuGame *game = sudoku_session_get_game (self->session);
  SudokuSolveRunner *runner = sudoku_session_get_solve_runner (self->session);
  SudokuChecker *checker = sudoku_session_get_checker (self->session);
  g_autoptr(GTask) task = NULL;
  Search *search;

  stop_search (self);
  clear_steps (self);
  self->board = *sudoku_game_get_board (game);
  if (!self->follow_easiest || self->level != 0)
    {
      self->follow_easiest = TRUE;
      self->level = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
    }
  if (!self->active || sudoku_board_is_complete (&self->board))
    {
      set_busy (self, FALSE, 0.0);
      return;
    }

  search = g_new0 (Search, 1);
  search->board = self->board;
  search->profile = *sudoku_solve_runner_get_profile (runner);
  search->unique = self->unique = sudoku_checker_is_unique (checker);
  search->context = g_main_context_ref_thread_default ();
  search->link = link_new (self);
  search->generation = self->generation;

  self->cancellable = g_cancellable_new ();
  /* The task holds no reference to the list: closing the panel lets
   * the list go at once, and the worker's end finds it gone. */
  task = g_task_new (NULL, self->cancellable, search_done_cb, NULL);
  g_task_set_source_tag (task, restart);
  g_task_set_task_data (task, search, search_free);
  set_busy (self, TRUE, 0.0);
  g_task_run_in_thread (task, search_thread);
}

static void
game_changed_cb (SudokuGame     *game,
                 SudokuStepList *self)
{
  const SudokuBoard *board = sudoku_game_get_board (game);

  /* A change that leaves the position as it was (a selection, a mode)
   * keeps the list. */
  if (memcmp (board->values, self->board.values, sizeof board->values) == 0 &&
      memcmp (board->candidates, self->board.candidates, sizeof board->candidates) == 0 &&
      (self->busy || self->all->len > 0))
    return;
  restart (self);
}

/* The uniqueness techniques apply once the check says the puzzle has
 * one solution. */
static void
checked_cb (SudokuStepList *self)
{
  SudokuChecker *checker = sudoku_session_get_checker (self->session);

  if (self->active && sudoku_checker_is_unique (checker) != self->unique)
    restart (self);
}

static void
sudoku_step_list_dispose (GObject *object)
{
  SudokuStepList *self = SUDOKU_STEP_LIST (object);

  stop_search (self);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (sudoku_step_list_parent_class)->dispose (object);
}

static void
sudoku_step_list_finalize (GObject *object)
{
  SudokuStepList *self = SUDOKU_STEP_LIST (object);

  g_ptr_array_unref (self->shown);
  g_ptr_array_unref (self->all);
  G_OBJECT_CLASS (sudoku_step_list_parent_class)->finalize (object);
}

static void
sudoku_step_list_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SudokuStepList *self = SUDOKU_STEP_LIST (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    case PROP_PROGRESS:
      g_value_set_double (value, self->progress);
      break;
    case PROP_LEVEL:
      g_value_set_uint (value, self->level);
      break;
    case PROP_N_FOUND:
      g_value_set_uint (value, self->all->len);
      break;
    case PROP_CAN_SHOW_HARDER:
      g_value_set_boolean (value, sudoku_step_list_get_can_show_harder (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_step_list_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  SudokuStepList *self = SUDOKU_STEP_LIST (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      sudoku_step_list_set_active (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_step_list_class_init (SudokuStepListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sudoku_step_list_dispose;
  object_class->finalize = sudoku_step_list_finalize;
  object_class->get_property = sudoku_step_list_get_property;
  object_class->set_property = sudoku_step_list_set_property;

  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROGRESS] =
    g_param_spec_double ("progress", NULL, NULL, 0, 1, 0,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVEL] =
    g_param_spec_uint ("level", NULL, NULL, 0, 7, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_FOUND] =
    g_param_spec_uint ("n-found", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_SHOW_HARDER] =
    g_param_spec_boolean ("can-show-harder", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_step_list_init (SudokuStepList *self)
{
  self->all = g_ptr_array_new_with_free_func (g_object_unref);
  self->shown = g_ptr_array_new_with_free_func (g_object_unref);
  self->follow_easiest = TRUE;
}

/**
 * sudoku_step_list_new:
 * @session: the session whose game it follows
 *
 * Returns: (transfer full): a list, inactive (nothing searched yet)
 */
SudokuStepList *
sudoku_step_list_new (SudokuSession *session)
{
  SudokuStepList *self;

  g_return_val_if_fail (SUDOKU_IS_SESSION (session), NULL);

  self = g_object_new (SUDOKU_TYPE_STEP_LIST, NULL);
  self->session = g_object_ref (session);
  self->board = *sudoku_game_get_board (sudoku_session_get_game (session));
  g_signal_connect_object (sudoku_session_get_game (session), "changed",
                           G_CALLBACK (game_changed_cb), self, 0);
  g_signal_connect_object (sudoku_session_get_checker (session), "checked",
                           G_CALLBACK (checked_cb), self, G_CONNECT_SWAPPED);
  return self;
}

gboolean
sudoku_step_list_get_active (SudokuStepList *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_LIST (self), FALSE);
  return self->active;
}

void
sudoku_step_list_set_active (SudokuStepList *self,
                             gboolean        active)
{
  g_return_if_fail (SUDOKU_IS_STEP_LIST (self));

  active = !!active;
  if (self->active == active)
    return;
  self->active = active;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
  if (active)
    restart (self);
  else
    {
      stop_search (self);
      set_busy (self, FALSE, 0.0);
    }
}

gboolean
sudoku_step_list_get_busy (SudokuStepList *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_LIST (self), FALSE);
  return self->busy;
}

double
sudoku_step_list_get_progress (SudokuStepList *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_LIST (self), 0);
  return self->progress;
}

/**
 * sudoku_step_list_cancel:
 * @self: a list
 *
 * Stops the search; the steps found so far stay listed.
 */
void
sudoku_step_list_cancel (SudokuStepList *self)
{
  g_return_if_fail (SUDOKU_IS_STEP_LIST (self));

  if (!self->busy)
    return;
  stop_search (self);
  set_busy (self, FALSE, self->progress);
}

/* Searches the position again (after a cancel). */
void
sudoku_step_list_refresh (SudokuStepList *self)
{
  g_return_if_fail (SUDOKU_IS_STEP_LIST (self));

  if (self->active)
    restart (self);
}

const SudokuBoard *
sudoku_step_list_get_board (SudokuStepList *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_LIST (self), NULL);
  return &self->board;
}

guint
sudoku_step_list_get_level (SudokuStepList *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_LIST (self), 0);
  return self->level;
}

guint
sudoku_step_list_get_n_found (SudokuStepList *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_LIST (self), 0);
  return self->all->len;
}

gboolean
sudoku_step_list_get_can_show_harder (SudokuStepList *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_LIST (self), FALSE);

  if (self->level == 0)
    return FALSE;
  for (guint i = 0; i < self->all->len; i++)
    if (item_level (self->all->pdata[i]) > self->level)
      return TRUE;
  return FALSE;
}

/**
 * sudoku_step_list_show_harder:
 * @self: a list
 *
 * Lists the next harder level that has steps too (one level harder).
 */
void
sudoku_step_list_show_harder (SudokuStepList *self)
{
  guint next = 0;

  g_return_if_fail (SUDOKU_IS_STEP_LIST (self));

  if (self->level == 0)
    return;
  for (guint i = 0; i < self->all->len; i++)
    {
      guint level = item_level (self->all->pdata[i]);

      if (level > self->level && (next == 0 || level < next))
        next = level;
    }
  self->follow_easiest = FALSE;
  set_level (self, next ? next : MIN (self->level + 1, 7));
}

/* Lists every level. */
void
sudoku_step_list_show_all (SudokuStepList *self)
{
  g_return_if_fail (SUDOKU_IS_STEP_LIST (self));

  self->follow_easiest = FALSE;
  set_level (self, 0);
}
