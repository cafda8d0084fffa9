/* sudoku-library-model.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* SudokuLibraryItem and SudokuLibraryModel (sudoku-library-model.h).
 *
 * A read goes like this: start_load() asks a worker for the group's list
 * (with a connection of its own) and hands it a snapshot of the rows;
 * the worker makes the new rows, reusing the item of every puzzle that
 * shows the same, sorts them, and compares them with the snapshot by id
 * into a few splices (a kept run of rows is left alone, a changed row is
 * replaced in place, a moved row goes out at one place and in at
 * another; more than a few dozen become one). Back on the main thread
 * (load_ready_cb(), the one place the worker's result arrives), the
 * splices go into the rows a chunk per main loop iteration, each chunk
 * with its ::items-changed. A newer
 * read cancels an older one; the rows are whole after every chunk, so
 * the next read compares with them as they are. */

#define G_LOG_DOMAIN "nanpure-library"

#include "config.h"

#include "sudoku-library-model.h"
#include "sudoku-library-private.h"

#include <string.h>

/* How many rows go into the list per main loop iteration: GTK's list
 * widgets take about a microsecond a row to follow a change, so 100,000
 * rows at once would stop the main loop for a tenth of a second. */
#define DEFAULT_CHUNK_SIZE 8192

/* More splices than this are made one: each is a signal, and a view
 * follows one large change faster than thousands of small ones. */
#define MAX_SPLICES 64

/* SudokuLibraryItem */

struct _SudokuLibraryItem
{
  GObject              parent_instance;

  SudokuLibraryPuzzle *puzzle;
  guint                clues;
};

G_DEFINE_FINAL_TYPE (SudokuLibraryItem, sudoku_library_item, G_TYPE_OBJECT)

enum {
  ITEM_PROP_0,
  ITEM_PROP_NUMBER,
  ITEM_PROP_LEVEL_RANK,
  ITEM_PROP_COMPUTED_RANK,
  ITEM_PROP_RATING,
  ITEM_PROP_CLUES,
  ITEM_PROP_SOURCE,
  ITEM_PROP_TITLE,
  ITEM_PROP_SOLVED,
  ITEM_PROP_MODIFIED,
  N_ITEM_PROPS,
};

static GParamSpec *item_properties[N_ITEM_PROPS];

/* Sample after the levels, as the sidebar has it. */
static guint
level_rank (const SudokuLibraryPuzzle *puzzle)
{
  return puzzle->level == SUDOKU_LIBRARY_SAMPLE ? SUDOKU_LIBRARY_MAX_LEVEL + 1 : puzzle->level;
}

/* Unrated after the rated. */
static guint
computed_rank (const SudokuLibraryPuzzle *puzzle)
{
  return puzzle->computed_level == 0 ? SUDOKU_LIBRARY_MAX_LEVEL + 1 : puzzle->computed_level;
}

static guint
solved_rank (const SudokuLibraryPuzzle *puzzle)
{
  return puzzle->solved ? 2 : puzzle->has_progress ? 1 : 0;
}

static void
sudoku_library_item_finalize (GObject *object)
{
  SudokuLibraryItem *self = SUDOKU_LIBRARY_ITEM (object);

  g_clear_pointer (&self->puzzle, sudoku_library_puzzle_free);

  G_OBJECT_CLASS (sudoku_library_item_parent_class)->finalize (object);
}

static void
sudoku_library_item_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SudokuLibraryItem *self = SUDOKU_LIBRARY_ITEM (object);
  const SudokuLibraryPuzzle *puzzle = self->puzzle;

  switch (prop_id)
    {
    case ITEM_PROP_NUMBER:
      g_value_set_uint (value, puzzle->number);
      break;

    case ITEM_PROP_LEVEL_RANK:
      g_value_set_uint (value, level_rank (puzzle));
      break;

    case ITEM_PROP_COMPUTED_RANK:
      g_value_set_uint (value, computed_rank (puzzle));
      break;

    case ITEM_PROP_RATING:
      g_value_set_double (value, puzzle->se);
      break;

    case ITEM_PROP_CLUES:
      g_value_set_uint (value, self->clues);
      break;

    case ITEM_PROP_SOURCE:
      g_value_set_string (value, puzzle->source);
      break;

    case ITEM_PROP_TITLE:
      g_value_set_string (value, puzzle->title);
      break;

    case ITEM_PROP_SOLVED:
      g_value_set_uint (value, solved_rank (puzzle));
      break;

    case ITEM_PROP_MODIFIED:
      g_value_set_int64 (value, puzzle->modified);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_library_item_class_init (SudokuLibraryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = sudoku_library_item_finalize;
  object_class->get_property = sudoku_library_item_get_property;

  item_properties[ITEM_PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, flags);
  item_properties[ITEM_PROP_LEVEL_RANK] =
    g_param_spec_uint ("level-rank", NULL, NULL, 0, G_MAXUINT, 0, flags);
  item_properties[ITEM_PROP_COMPUTED_RANK] =
    g_param_spec_uint ("computed-rank", NULL, NULL, 0, G_MAXUINT, 0, flags);
  item_properties[ITEM_PROP_RATING] =
    g_param_spec_double ("rating", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  item_properties[ITEM_PROP_CLUES] =
    g_param_spec_uint ("clues", NULL, NULL, 0, SUDOKU_N_CELLS, 0, flags);
  item_properties[ITEM_PROP_SOURCE] =
    g_param_spec_string ("source", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_SOLVED] =
    g_param_spec_uint ("solved-rank", NULL, NULL, 0, 2, 0, flags);
  item_properties[ITEM_PROP_MODIFIED] =
    g_param_spec_int64 ("modified", NULL, NULL, G_MININT64, G_MAXINT64, 0, flags);
  g_object_class_install_properties (object_class, N_ITEM_PROPS, item_properties);
}

static void
sudoku_library_item_init (SudokuLibraryItem *self)
{
}

/* Takes @puzzle. */
static SudokuLibraryItem *
item_new_take (SudokuLibraryPuzzle *puzzle)
{
  SudokuLibraryItem *self = g_object_new (SUDOKU_TYPE_LIBRARY_ITEM, NULL);

  /* The key is only for finding duplicates, which the library does;
   * with 100,000 rows it would be a tenth of the list's memory. */
  g_clear_pointer (&puzzle->canonical_key, g_free);
  self->puzzle = puzzle;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    self->clues += puzzle->givens[cell] != '.';
  return self;
}

const SudokuLibraryPuzzle *
sudoku_library_item_get_puzzle (SudokuLibraryItem *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_ITEM (self), NULL);

  return self->puzzle;
}

gint64
sudoku_library_item_get_id (SudokuLibraryItem *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_ITEM (self), 0);

  return self->puzzle->id;
}

guint
sudoku_library_item_get_clues (SudokuLibraryItem *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_ITEM (self), 0);

  return self->clues;
}

/* Whether a row shows the same thing for both. */
static gboolean
puzzle_shows_same (const SudokuLibraryPuzzle *a,
                   const SudokuLibraryPuzzle *b)
{
  return a->id == b->id &&
         a->modified == b->modified &&
         a->level == b->level &&
         a->computed_level == b->computed_level &&
         a->se == b->se &&
         a->number == b->number &&
         a->solved == b->solved &&
         a->has_progress == b->has_progress &&
         g_strcmp0 (a->source, b->source) == 0 &&
         g_strcmp0 (a->title, b->title) == 0 &&
         g_strcmp0 (a->notes, b->notes) == 0;
}

/* The worker: reading, sorting, comparing */

/* Replaces @n_removed rows at @position with @added. */
typedef struct
{
  guint      position;
  guint      n_removed;
  GPtrArray *added;
} Splice;

static void
splice_free (Splice *splice)
{
  g_clear_pointer (&splice->added, g_ptr_array_unref);
  g_free (splice);
}

typedef struct
{
  /* In */
  char              *path;
  int                group;
  char              *search;
  SudokuLibrarySort  sort;
  gboolean           descending;
  GPtrArray         *snapshot;
  /* Out */
  GPtrArray         *splices;
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_free (data->path);
  g_free (data->search);
  g_clear_pointer (&data->snapshot, g_ptr_array_unref);
  g_clear_pointer (&data->splices, g_ptr_array_unref);
  g_free (data);
}

typedef struct
{
  SudokuLibraryItem *item;
  guint              order;
  char              *text_key;
} SortEntry;

typedef struct
{
  SudokuLibrarySort sort;
  gboolean          descending;
} SortSpec;

static int
compare_numbers (double a,
                 double b)
{
  return a < b ? -1 : a > b ? 1 : 0;
}

static int
compare_entries (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  const SortEntry *x = a;
  const SortEntry *y = b;
  const SortSpec *spec = user_data;
  const SudokuLibraryPuzzle *p = x->item->puzzle;
  const SudokuLibraryPuzzle *q = y->item->puzzle;
  int result = 0;

  switch (spec->sort)
    {
    case SUDOKU_LIBRARY_SORT_NUMBER:
      result = compare_numbers (p->number, q->number);
      break;

    case SUDOKU_LIBRARY_SORT_LEVEL:
      result = compare_numbers (level_rank (p), level_rank (q));
      break;

    case SUDOKU_LIBRARY_SORT_COMPUTED:
      result = compare_numbers (computed_rank (p), computed_rank (q));
      break;

    case SUDOKU_LIBRARY_SORT_RATING:
      result = compare_numbers (p->se, q->se);
      break;

    case SUDOKU_LIBRARY_SORT_CLUES:
      result = compare_numbers (x->item->clues, y->item->clues);
      break;

    case SUDOKU_LIBRARY_SORT_SOURCE:
    case SUDOKU_LIBRARY_SORT_TITLE:
      result = strcmp (x->text_key, y->text_key);
      break;

    case SUDOKU_LIBRARY_SORT_SOLVED:
      result = compare_numbers (solved_rank (p), solved_rank (q));
      break;

    case SUDOKU_LIBRARY_SORT_DATE:
      result = compare_numbers (p->modified, q->modified);
      break;

    case SUDOKU_LIBRARY_SORT_LIBRARY:
    default:
      break;
    }
  if (spec->descending)
    result = -result;
  /* Alike: the library's order, so that a sort is always the same. */
  return result != 0 ? result : compare_numbers (x->order, y->order);
}

/* Sorts @items (in the library's order) as @sort says. */
static void
sort_items (GPtrArray         *items,
            SudokuLibrarySort  sort,
            gboolean           descending)
{
  SortSpec spec = { sort, descending };
  SortEntry *entries;

  if (sort == SUDOKU_LIBRARY_SORT_LIBRARY || items->len < 2)
    return;

  entries = g_new0 (SortEntry, items->len);
  for (guint i = 0; i < items->len; i++)
    {
      SudokuLibraryItem *item = items->pdata[i];

      entries[i].item = item;
      entries[i].order = i;
      if (sort == SUDOKU_LIBRARY_SORT_SOURCE || sort == SUDOKU_LIBRARY_SORT_TITLE)
        {
          const char *text = sort == SUDOKU_LIBRARY_SORT_SOURCE ? item->puzzle->source
                                                                : item->puzzle->title;
          g_autofree char *folded = g_utf8_casefold (text != NULL ? text : "", -1);

          entries[i].text_key = g_utf8_collate_key (folded, -1);
        }
    }
  g_qsort_with_data (entries, (int) items->len, sizeof *entries, compare_entries, &spec);
  for (guint i = 0; i < items->len; i++)
    {
      items->pdata[i] = entries[i].item;
      g_free (entries[i].text_key);
    }
  g_free (entries);
}

/* The splice that goes on at @position, or a new one there. */
static Splice *
splice_at (GPtrArray *splices,
           Splice   **open,
           guint      position)
{
  if (*open == NULL || (*open)->position + (*open)->added->len != position)
    {
      *open = g_new0 (Splice, 1);
      (*open)->position = position;
      (*open)->added = g_ptr_array_new_with_free_func (g_object_unref);
      g_ptr_array_add (splices, *open);
    }
  return *open;
}

/* The splices that make @old into @new: a row of @old that is in @new
 * (the same item) stays; a puzzle whose item changed is replaced where
 * it is; the rest go out and come in where they belong. Positions are
 * those of the rows as the splices before have left them. */
static GPtrArray *
diff_items (GPtrArray *old,
            GPtrArray *new)
{
  GPtrArray *splices = g_ptr_array_new_with_free_func ((GDestroyNotify) splice_free);
  g_autoptr(GHashTable) old_pending = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr(GHashTable) new_pending = g_hash_table_new (g_int64_hash, g_int64_equal);
  Splice *open = NULL;
  guint i = 0, j = 0, position = 0;

  for (guint k = 0; k < old->len; k++)
    g_hash_table_add (old_pending, &((SudokuLibraryItem *) old->pdata[k])->puzzle->id);
  for (guint k = 0; k < new->len; k++)
    g_hash_table_add (new_pending, &((SudokuLibraryItem *) new->pdata[k])->puzzle->id);

  while (i < old->len || j < new->len)
    {
      SudokuLibraryItem *o = i < old->len ? old->pdata[i] : NULL;
      SudokuLibraryItem *n = j < new->len ? new->pdata[j] : NULL;

      if (o != NULL && n != NULL && o->puzzle->id == n->puzzle->id)
        {
          g_hash_table_remove (old_pending, &o->puzzle->id);
          g_hash_table_remove (new_pending, &n->puzzle->id);
          if (o == n)
            open = NULL;
          else
            {
              Splice *splice = splice_at (splices, &open, position);

              splice->n_removed++;
              g_ptr_array_add (splice->added, g_object_ref (n));
            }
          i++;
          j++;
          position++;
        }
      else if (n != NULL && (o == NULL || !g_hash_table_contains (old_pending, &n->puzzle->id)))
        {
          /* New here: in. */
          g_hash_table_remove (new_pending, &n->puzzle->id);
          g_ptr_array_add (splice_at (splices, &open, position)->added, g_object_ref (n));
          j++;
          position++;
        }
      else
        {
          /* Gone, or further on in @new: out (and in when @new gets
           * there, for its id is no longer pending in @old then). */
          g_assert (o != NULL);
          g_hash_table_remove (old_pending, &o->puzzle->id);
          splice_at (splices, &open, position)->n_removed++;
          i++;
        }
    }
  return splices;
}

/* One splice that makes @old into @new: the rows that both start and
 * end with stay, the rest is replaced. For a new sort, or many changes
 * at once, where row-by-row splices would be thousands of signals. */
static GPtrArray *
replace_middle (GPtrArray *old,
                GPtrArray *new)
{
  GPtrArray *splices = g_ptr_array_new_with_free_func ((GDestroyNotify) splice_free);
  guint prefix = 0, suffix = 0;
  Splice *splice;

  while (prefix < old->len && prefix < new->len && old->pdata[prefix] == new->pdata[prefix])
    prefix++;
  while (suffix < old->len - prefix && suffix < new->len - prefix &&
         old->pdata[old->len - 1 - suffix] == new->pdata[new->len - 1 - suffix])
    suffix++;
  if (prefix == old->len && prefix == new->len)
    return splices;

  splice = g_new0 (Splice, 1);
  splice->position = prefix;
  splice->n_removed = old->len - prefix - suffix;
  splice->added = g_ptr_array_new_full (new->len - prefix - suffix, g_object_unref);
  for (guint i = prefix; i < new->len - suffix; i++)
    g_ptr_array_add (splice->added, g_object_ref (new->pdata[i]));
  g_ptr_array_add (splices, splice);
  return splices;
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  LoadData *data = task_data;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GHashTable) shown = NULL;
  GError *error = NULL;

  puzzles = _sudoku_library_list_path (data->path, data->group, data->search, &error);
  if (puzzles == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;

  /* A puzzle that shows the same keeps its item. */
  shown = g_hash_table_new (g_int64_hash, g_int64_equal);
  for (guint i = 0; i < data->snapshot->len; i++)
    {
      SudokuLibraryItem *item = data->snapshot->pdata[i];

      g_hash_table_insert (shown, &item->puzzle->id, item);
    }
  items = g_ptr_array_new_full (puzzles->len, g_object_unref);
  for (guint i = 0; i < puzzles->len; i++)
    {
      SudokuLibraryPuzzle *puzzle = puzzles->pdata[i];
      SudokuLibraryItem *item = g_hash_table_lookup (shown, &puzzle->id);

      if (item != NULL && puzzle_shows_same (item->puzzle, puzzle))
        g_ptr_array_add (items, g_object_ref (item));
      else
        g_ptr_array_add (items, item_new_take (g_steal_pointer (&puzzles->pdata[i])));
    }
  /* Freed here: 100,000 puzzles take a while to free. */
  g_clear_pointer (&puzzles, g_ptr_array_unref);

  sort_items (items, data->sort, data->descending);
  data->splices = diff_items (data->snapshot, items);
  if (data->splices->len > MAX_SPLICES)
    {
      g_ptr_array_unref (data->splices);
      data->splices = replace_middle (data->snapshot, items);
    }
  /* The snapshot may hold the last references to rows gone meanwhile. */
  g_clear_pointer (&data->snapshot, g_ptr_array_unref);
  g_task_return_boolean (task, TRUE);
}

/* SudokuLibraryModel */

struct _SudokuLibraryModel
{
  GObject            parent_instance;

  SudokuLibrary     *library;
  int                group;
  char              *search;
  SudokuLibrarySort  sort;
  gboolean           descending;
  guint              chunk_size;

  /* The rows. Holds a reference to each item, without a free function,
   * so that the references can move out of it. */
  GPtrArray         *items;

  /* The read going on, if any: a newer one cancels it. */
  GCancellable      *load_cancellable;
  GCancellable      *counts_cancellable;
  guint              reload_source;
  /* The splices of a read going into the rows: @splices from @n_done
   * on, the first of them @added_done rows in. */
  guint              change_source;
  GPtrArray         *splices;
  guint              n_done;
  guint              added_done;

  guint              counts[SUDOKU_LIBRARY_N_COUNTS];
  gboolean           loaded;
};

static void sudoku_library_model_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SudokuLibraryModel, sudoku_library_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      sudoku_library_model_list_model_init))

enum {
  PROP_0,
  PROP_LIBRARY,
  PROP_GROUP,
  PROP_SEARCH,
  PROP_CHUNK_SIZE,
  PROP_LOADING,
  PROP_N_ITEMS,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_LOADED,
  SIGNAL_COUNTS_CHANGED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static GType
sudoku_library_model_get_item_type (GListModel *model)
{
  return SUDOKU_TYPE_LIBRARY_ITEM;
}

static guint
sudoku_library_model_get_n_items (GListModel *model)
{
  return SUDOKU_LIBRARY_MODEL (model)->items->len;
}

static gpointer
sudoku_library_model_get_item (GListModel *model,
                               guint       position)
{
  GPtrArray *items = SUDOKU_LIBRARY_MODEL (model)->items;

  return position < items->len ? g_object_ref (items->pdata[position]) : NULL;
}

static void
sudoku_library_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = sudoku_library_model_get_item_type;
  iface->get_n_items = sudoku_library_model_get_n_items;
  iface->get_item = sudoku_library_model_get_item;
}

static void
free_items_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  g_ptr_array_unref (task_data);
}

/* Drops @items in a worker: freeing thousands of puzzles would hold up
 * the main loop. A view may still hold some of them; those go when its
 * widgets do. */
static void
free_items_later (GPtrArray *items)
{
  g_autoptr(GTask) task = NULL;

  if (items->len < 256)
    {
      g_ptr_array_unref (items);
      return;
    }
  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_source_tag (task, free_items_later);
  g_task_set_task_data (task, items, NULL);
  g_task_run_in_thread (task, free_items_thread);
}

/* Replaces @n_removed rows at @position with the @n_added items of
 * @added from @first on. */
static void
splice_rows (SudokuLibraryModel *self,
             guint               position,
             guint               n_removed,
             GPtrArray          *added,
             guint               first,
             guint               n_added)
{
  GPtrArray *removed;
  guint n_after;

  g_assert (position + n_removed <= self->items->len);
  g_assert (n_added == 0 || first + n_added <= added->len);

  removed = g_ptr_array_new_full (n_removed, g_object_unref);
  for (guint i = 0; i < n_removed; i++)
    g_ptr_array_add (removed, self->items->pdata[position + i]);
  g_ptr_array_remove_range (self->items, position, n_removed);
  n_after = self->items->len - position;
  g_ptr_array_set_size (self->items, self->items->len + n_added);
  memmove (self->items->pdata + position + n_added, self->items->pdata + position,
           n_after * sizeof (gpointer));
  for (guint i = 0; i < n_added; i++)
    self->items->pdata[position + i] = g_object_ref (added->pdata[first + i]);

  if (n_removed > 0 || n_added > 0)
    {
      g_list_model_items_changed (G_LIST_MODEL (self), position, n_removed, n_added);
      if (n_removed != n_added)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
    }
  /* After the signal: the views let go of their rows first. */
  free_items_later (removed);
}

/* The rows as they are now, for the worker to compare with: it holds
 * its own references, so the rows may change meanwhile. */
static gpointer
ref_item (gconstpointer item,
          gpointer      user_data)
{
  return g_object_ref ((gpointer) item);
}

static GPtrArray *
dup_snapshot (SudokuLibraryModel *self)
{
  GPtrArray *snapshot = g_ptr_array_copy (self->items, ref_item, NULL);

  g_ptr_array_set_free_func (snapshot, g_object_unref);
  return snapshot;
}

gboolean
sudoku_library_model_get_loading (SudokuLibraryModel *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_MODEL (self), FALSE);

  return self->load_cancellable != NULL || self->counts_cancellable != NULL ||
         self->reload_source != 0 || self->change_source != 0;
}

/* Emits what changed when a part of a read ends. */
static void
end_part (SudokuLibraryModel *self,
          gboolean            was_loading,
          const GError       *error,
          gboolean            list_done)
{
  if (list_done)
    {
      if (error == NULL)
        self->loaded = TRUE;
      g_signal_emit (self, signals[SIGNAL_LOADED], 0, error);
    }
  if (was_loading && !sudoku_library_model_get_loading (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

/* One chunk of the splices. */
static gboolean
change_step_cb (gpointer user_data)
{
  SudokuLibraryModel *self = user_data;
  guint budget = self->chunk_size;

  while (self->n_done < self->splices->len && budget > 0)
    {
      Splice *splice = self->splices->pdata[self->n_done];
      guint n_added = MIN (splice->added->len - self->added_done, budget);
      /* With only a few new rows, the old ones would show under them
       * while they go: they go at once. */
      guint n_removed = splice->added->len <= self->chunk_size ? splice->n_removed
                                                              : MIN (splice->n_removed, budget);

      splice_rows (self, splice->position + self->added_done, n_removed,
                   splice->added, self->added_done, n_added);
      splice->n_removed -= n_removed;
      self->added_done += n_added;
      budget -= MIN (budget, MAX (n_added, n_removed));
      if (splice->n_removed == 0 && self->added_done == splice->added->len)
        {
          self->n_done++;
          self->added_done = 0;
        }
    }

  if (self->n_done < self->splices->len)
    return G_SOURCE_CONTINUE;

  self->change_source = 0;
  g_clear_pointer (&self->splices, g_ptr_array_unref);
  g_clear_object (&self->load_cancellable);
  end_part (self, TRUE, NULL, TRUE);
  return G_SOURCE_REMOVE;
}

static void
load_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  SudokuLibraryModel *self;
  LoadData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  /* A newer read was asked for, or the model is gone: @self may be
   * too. */
  if (!g_task_propagate_boolean (G_TASK (result), &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = SUDOKU_LIBRARY_MODEL (user_data);
  if (error != NULL)
    {
      g_clear_object (&self->load_cancellable);
      end_part (self, TRUE, error, TRUE);
      return;
    }

  /* The read counts as going on (its cancellable stays) until the last
   * chunk is in. */
  self->splices = g_steal_pointer (&data->splices);
  self->n_done = 0;
  self->added_done = 0;
  /* The first chunk now, so that a small change shows at once. */
  if (change_step_cb (self) == G_SOURCE_CONTINUE)
    self->change_source = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, change_step_cb, self, NULL);
}

static void
counts_ready_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  SudokuLibraryModel *self;
  g_autoptr(GError) error = NULL;
  guint counts[SUDOKU_LIBRARY_N_COUNTS];

  if (!sudoku_library_get_counts_finish (SUDOKU_LIBRARY (source), result, counts, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = SUDOKU_LIBRARY_MODEL (user_data);
  g_clear_object (&self->counts_cancellable);
  if (error != NULL)
    g_warning ("Cannot count the puzzles of %s: %s", sudoku_library_get_path (self->library),
               error->message);
  else if (memcmp (counts, self->counts, sizeof counts) != 0)
    {
      memcpy (self->counts, counts, sizeof counts);
      g_signal_emit (self, signals[SIGNAL_COUNTS_CHANGED], 0);
    }
  end_part (self, TRUE, NULL, FALSE);
}

static void
start_load (SudokuLibraryModel *self,
            gboolean            with_counts)
{
  gboolean was_loading = sudoku_library_model_get_loading (self);
  g_autoptr(GTask) task = NULL;
  LoadData *data;

  g_clear_handle_id (&self->reload_source, g_source_remove);
  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  /* A change still going in stops where it is: the rows are whole,
   * and the new list is compared with them as they are. */
  g_clear_handle_id (&self->change_source, g_source_remove);
  g_clear_pointer (&self->splices, g_ptr_array_unref);

  self->load_cancellable = g_cancellable_new ();
  data = g_new0 (LoadData, 1);
  data->path = g_strdup (sudoku_library_get_path (self->library));
  data->group = self->group;
  data->search = g_strdup (self->search);
  data->sort = self->sort;
  data->descending = self->descending;
  data->snapshot = dup_snapshot (self);
  task = g_task_new (NULL, self->load_cancellable, load_ready_cb, self);
  g_task_set_source_tag (task, start_load);
  g_task_set_task_data (task, data, (GDestroyNotify) load_data_free);
  g_task_run_in_thread (task, load_thread);

  if (with_counts)
    {
      g_cancellable_cancel (self->counts_cancellable);
      g_clear_object (&self->counts_cancellable);
      self->counts_cancellable = g_cancellable_new ();
      sudoku_library_get_counts_async (self->library, self->counts_cancellable,
                                       counts_ready_cb, self);
    }

  if (!was_loading)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

static gboolean
reload_cb (gpointer user_data)
{
  SudokuLibraryModel *self = user_data;

  self->reload_source = 0;
  start_load (self, TRUE);
  return G_SOURCE_REMOVE;
}

/* A change of several puzzles may emit one signal each: read once. */
static void
library_changed_cb (SudokuLibrary      *library,
                    SudokuLibraryModel *self)
{
  gboolean was_loading = sudoku_library_model_get_loading (self);

  if (self->reload_source != 0)
    return;
  self->reload_source = g_idle_add_full (G_PRIORITY_DEFAULT, reload_cb, self, NULL);
  if (!was_loading)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

static void
sudoku_library_model_constructed (GObject *object)
{
  SudokuLibraryModel *self = SUDOKU_LIBRARY_MODEL (object);

  G_OBJECT_CLASS (sudoku_library_model_parent_class)->constructed (object);

  g_assert (SUDOKU_IS_LIBRARY (self->library));
  g_signal_connect_object (self->library, "changed", G_CALLBACK (library_changed_cb), self, 0);
  start_load (self, TRUE);
}

static void
sudoku_library_model_dispose (GObject *object)
{
  SudokuLibraryModel *self = SUDOKU_LIBRARY_MODEL (object);

  /* The workers' callbacks see the cancellation and leave @self be. */
  g_cancellable_cancel (self->load_cancellable);
  g_cancellable_cancel (self->counts_cancellable);
  g_clear_object (&self->load_cancellable);
  g_clear_object (&self->counts_cancellable);
  g_clear_handle_id (&self->reload_source, g_source_remove);
  g_clear_handle_id (&self->change_source, g_source_remove);
  g_clear_pointer (&self->splices, g_ptr_array_unref);
  if (self->library != NULL)
    g_signal_handlers_disconnect_by_data (self->library, self);
  g_clear_object (&self->library);

  G_OBJECT_CLASS (sudoku_library_model_parent_class)->dispose (object);
}

static void
sudoku_library_model_finalize (GObject *object)
{
  SudokuLibraryModel *self = SUDOKU_LIBRARY_MODEL (object);

  for (guint i = 0; i < self->items->len; i++)
    g_object_unref (self->items->pdata[i]);
  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_free (self->search);

  G_OBJECT_CLASS (sudoku_library_model_parent_class)->finalize (object);
}

static void
sudoku_library_model_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  SudokuLibraryModel *self = SUDOKU_LIBRARY_MODEL (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      g_value_set_object (value, self->library);
      break;

    case PROP_GROUP:
      g_value_set_int (value, self->group);
      break;

    case PROP_SEARCH:
      g_value_set_string (value, self->search);
      break;

    case PROP_CHUNK_SIZE:
      g_value_set_uint (value, self->chunk_size);
      break;

    case PROP_LOADING:
      g_value_set_boolean (value, sudoku_library_model_get_loading (self));
      break;

    case PROP_N_ITEMS:
      g_value_set_uint (value, self->items->len);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_library_model_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  SudokuLibraryModel *self = SUDOKU_LIBRARY_MODEL (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      self->library = g_value_dup_object (value);
      break;

    case PROP_GROUP:
      sudoku_library_model_set_group (self, g_value_get_int (value));
      break;

    case PROP_SEARCH:
      sudoku_library_model_set_search (self, g_value_get_string (value));
      break;

    case PROP_CHUNK_SIZE:
      sudoku_library_model_set_chunk_size (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_library_model_class_init (SudokuLibraryModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = sudoku_library_model_constructed;
  object_class->dispose = sudoku_library_model_dispose;
  object_class->finalize = sudoku_library_model_finalize;
  object_class->get_property = sudoku_library_model_get_property;
  object_class->set_property = sudoku_library_model_set_property;

  properties[PROP_LIBRARY] =
    g_param_spec_object ("library", NULL, NULL, SUDOKU_TYPE_LIBRARY,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SudokuLibraryModel:group:
   *
   * The group listed: a level 1–7, %SUDOKU_LIBRARY_SAMPLE or
   * %SUDOKU_LIBRARY_GROUP_ALL.
   */
  properties[PROP_GROUP] =
    g_param_spec_int ("group", NULL, NULL, SUDOKU_LIBRARY_GROUP_ALL, SUDOKU_LIBRARY_MAX_LEVEL,
                      SUDOKU_LIBRARY_GROUP_ALL,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SudokuLibraryModel:search:
   *
   * Only the puzzles that sudoku_library_list() finds for this text;
   * %NULL for all.
   */
  properties[PROP_SEARCH] =
    g_param_spec_string ("search", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SudokuLibraryModel:chunk-size:
   *
   * How many rows at most go in or out per main loop iteration.
   */
  properties[PROP_CHUNK_SIZE] =
    g_param_spec_uint ("chunk-size", NULL, NULL, 1, G_MAXUINT, DEFAULT_CHUNK_SIZE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SudokuLibraryModel:loading:
   *
   * Whether a list or the counts are being read or going in, or a read
   * is due (after #SudokuLibrary::changed).
   */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuLibraryModel::loaded:
   * @self: the model
   * @error: (nullable): why the list could not be read, or %NULL
   *
   * A list is all in (or could not be read: the rows stay as they were).
   */
  signals[SIGNAL_LOADED] =
    g_signal_new ("loaded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * SudokuLibraryModel::counts-changed:
   * @self: the model
   *
   * sudoku_library_model_get_count() has new numbers.
   */
  signals[SIGNAL_COUNTS_CHANGED] =
    g_signal_new ("counts-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
}

static void
sudoku_library_model_init (SudokuLibraryModel *self)
{
  self->group = SUDOKU_LIBRARY_GROUP_ALL;
  self->chunk_size = DEFAULT_CHUNK_SIZE;
  self->items = g_ptr_array_new ();
}

/**
 * sudoku_library_model_new:
 * @library: the library to list
 *
 * Returns: (transfer full): a model of all the puzzles, in the library's
 *   order; the first list is read at once
 */
SudokuLibraryModel *
sudoku_library_model_new (SudokuLibrary *library)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY (library), NULL);

  return g_object_new (SUDOKU_TYPE_LIBRARY_MODEL, "library", library, NULL);
}

SudokuLibrary *
sudoku_library_model_get_library (SudokuLibraryModel *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_MODEL (self), NULL);

  return self->library;
}

int
sudoku_library_model_get_group (SudokuLibraryModel *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_MODEL (self), SUDOKU_LIBRARY_GROUP_ALL);

  return self->group;
}

void
sudoku_library_model_set_group (SudokuLibraryModel *self,
                                int                 group)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_MODEL (self));
  g_return_if_fail (group == SUDOKU_LIBRARY_GROUP_ALL ||
                    (group >= 0 && group <= SUDOKU_LIBRARY_MAX_LEVEL));

  if (self->group == group)
    return;
  self->group = group;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GROUP]);
  if (self->library != NULL)
    start_load (self, FALSE);
}

const char *
sudoku_library_model_get_search (SudokuLibraryModel *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_MODEL (self), NULL);

  return self->search;
}

/* @search is stripped; empty is none. */
void
sudoku_library_model_set_search (SudokuLibraryModel *self,
                                 const char         *search)
{
  g_autofree char *stripped = NULL;

  g_return_if_fail (SUDOKU_IS_LIBRARY_MODEL (self));

  stripped = g_strstrip (g_strdup (search != NULL ? search : ""));
  if (*stripped == '\0')
    g_clear_pointer (&stripped, g_free);
  if (g_strcmp0 (self->search, stripped) == 0)
    return;
  g_free (self->search);
  self->search = g_steal_pointer (&stripped);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEARCH]);
  if (self->library != NULL)
    start_load (self, FALSE);
}

SudokuLibrarySort
sudoku_library_model_get_sort (SudokuLibraryModel *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_MODEL (self), SUDOKU_LIBRARY_SORT_LIBRARY);

  return self->sort;
}

gboolean
sudoku_library_model_get_sort_descending (SudokuLibraryModel *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_MODEL (self), FALSE);

  return self->descending;
}

/* The rows are sorted again in a worker, and moved as a change. */
void
sudoku_library_model_set_sort (SudokuLibraryModel *self,
                               SudokuLibrarySort   sort,
                               gboolean            descending)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_MODEL (self));
  g_return_if_fail (sort <= SUDOKU_LIBRARY_SORT_DATE);

  descending = sort != SUDOKU_LIBRARY_SORT_LIBRARY && descending;
  if (self->sort == sort && self->descending == descending)
    return;
  self->sort = sort;
  self->descending = descending;
  if (self->library != NULL)
    start_load (self, FALSE);
}

guint
sudoku_library_model_get_chunk_size (SudokuLibraryModel *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_MODEL (self), DEFAULT_CHUNK_SIZE);

  return self->chunk_size;
}

void
sudoku_library_model_set_chunk_size (SudokuLibraryModel *self,
                                     guint               chunk_size)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_MODEL (self));
  g_return_if_fail (chunk_size > 0);

  if (self->chunk_size == chunk_size)
    return;
  self->chunk_size = chunk_size;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHUNK_SIZE]);
}

/* Whether a list was read in full once (the rows mean something). */
gboolean
sudoku_library_model_get_loaded (SudokuLibraryModel *self)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_MODEL (self), FALSE);

  return self->loaded;
}

/**
 * sudoku_library_model_get_count:
 * @group: a level 1–7, %SUDOKU_LIBRARY_SAMPLE or %SUDOKU_LIBRARY_GROUP_ALL
 *
 * Returns: how many puzzles @group has, as last read (whatever the group
 *   and search listed); ::counts-changed says when it changes
 */
guint
sudoku_library_model_get_count (SudokuLibraryModel *self,
                                int                 group)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_MODEL (self), 0);
  g_return_val_if_fail (group == SUDOKU_LIBRARY_GROUP_ALL ||
                        (group >= 0 && group <= SUDOKU_LIBRARY_MAX_LEVEL), 0);

  return self->counts[group == SUDOKU_LIBRARY_GROUP_ALL ? SUDOKU_LIBRARY_N_COUNTS - 1
                                                       : (guint) group];
}

/**
 * sudoku_library_model_find:
 * @id: a puzzle
 *
 * Returns: the position of the puzzle's row, or %G_MAXUINT when it has
 *   none
 */
guint
sudoku_library_model_find (SudokuLibraryModel *self,
                           gint64              id)
{
  g_return_val_if_fail (SUDOKU_IS_LIBRARY_MODEL (self), G_MAXUINT);

  for (guint i = 0; i < self->items->len; i++)
    if (((SudokuLibraryItem *) self->items->pdata[i])->puzzle->id == id)
      return i;
  return G_MAXUINT;
}

/**
 * sudoku_library_model_reload:
 *
 * Reads the list and the counts again now, as after
 * #SudokuLibrary::changed (which the model follows by itself).
 */
void
sudoku_library_model_reload (SudokuLibraryModel *self)
{
  g_return_if_fail (SUDOKU_IS_LIBRARY_MODEL (self));

  start_load (self, TRUE);
}
