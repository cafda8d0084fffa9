/* sudoku-export-library.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Library puzzles as export items: the heading a library puzzle gets on
 * paper (its book level and number, title and source), and the
 * gathering of a booklet's puzzles (sudoku_library_gather(), in the
 * library's worker) into items. The library window's booklets, its
 * Export… and Print… of a library puzzle, and `nanpure-cli export
 * --library` all come here. */

#define G_LOG_DOMAIN "nanpure-render"

#include "config.h"

#include "sudoku-export-library.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

/**
 * sudoku_export_item_set_library_heading:
 * @item: an export item
 * @puzzle: the library puzzle it shows
 *
 * What the heading of @item says of a library puzzle, in one place: its
 * title and source, its number, and the level the book files it under
 * — not the level our rating computed, which may differ. A Sample
 * puzzle, in no level of the book, is headed with its computed level
 * (0 when not rated, which makes the export rate it).
 */
void
sudoku_export_item_set_library_heading (SudokuExportItem          *item,
                                        const SudokuLibraryPuzzle *puzzle)
{
  g_return_if_fail (item != NULL);
  g_return_if_fail (puzzle != NULL);

  g_free (item->title);
  /* Our own sample puzzles' texts in the reader's language; the user's
   * own texts as they are. */
  item->title = g_strdup (sudoku_library_puzzle_get_display_title (puzzle));
  g_free (item->source);
  item->source = g_strdup (sudoku_library_puzzle_get_display_source (puzzle));
  item->level = puzzle->level != SUDOKU_LIBRARY_SAMPLE ? puzzle->level : puzzle->computed_level;
  item->number = puzzle->number;
}

/**
 * sudoku_export_item_new_for_library:
 * @puzzle: a library puzzle
 *
 * Returns: (transfer full): the item of @puzzle's givens and heading, or
 *   %NULL with @error set when its givens are not a puzzle
 */
SudokuExportItem *
sudoku_export_item_new_for_library (const SudokuLibraryPuzzle  *puzzle,
                                    GError                    **error)
{
  SudokuExportItem *item;
  SudokuBoard board;

  g_return_val_if_fail (puzzle != NULL, NULL);

  if (!sudoku_library_puzzle_to_board (puzzle, &board))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("Puzzle %" PRId64 " of the library cannot be read: its givens are not a "
                     "puzzle"), puzzle->id);
      return NULL;
    }
  item = sudoku_export_item_new (&board);
  sudoku_export_item_set_library_heading (item, puzzle);
  return item;
}

static GPtrArray *
items_new_for_library (GPtrArray  *puzzles,
                       GError    **error)
{
  g_autoptr(GPtrArray) items = NULL;

  items = g_ptr_array_new_full (puzzles->len, (GDestroyNotify) sudoku_export_item_free);
  for (guint i = 0; i < puzzles->len; i++)
    {
      SudokuExportItem *item = sudoku_export_item_new_for_library (puzzles->pdata[i], error);

      if (item == NULL)
        return NULL;
      g_ptr_array_add (items, item);
    }
  return g_steal_pointer (&items);
}

/**
 * sudoku_export_gather:
 * @library: the library
 * @group: as for sudoku_library_gather()
 * @ids: (nullable) (element-type gint64): as for sudoku_library_gather()
 * @cancellable: (nullable): stops the reading
 *
 * The items of a booklet of library puzzles, in order.
 *
 * Returns: (transfer full) (element-type SudokuExportItem): the items
 *   (maybe none), or %NULL with @error set
 */
GPtrArray *
sudoku_export_gather (SudokuLibrary  *library,
                      int             group,
                      GArray         *ids,
                      GCancellable   *cancellable,
                      GError        **error)
{
  g_autoptr(GPtrArray) puzzles = NULL;

  g_return_val_if_fail (SUDOKU_IS_LIBRARY (library), NULL);

  puzzles = sudoku_library_gather (library, group, ids, cancellable, error);
  if (puzzles == NULL)
    return NULL;
  return items_new_for_library (puzzles, error);
}

static void
gathered_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GPtrArray) puzzles = NULL;
  GPtrArray *items;
  GError *error = NULL;

  puzzles = sudoku_library_gather_finish (SUDOKU_LIBRARY (source), result, &error);
  if (puzzles == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  items = items_new_for_library (puzzles, &error);
  if (items == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, items, (GDestroyNotify) g_ptr_array_unref);
}

/**
 * sudoku_export_gather_async:
 *
 * sudoku_export_gather(), the library read in the library's worker.
 */
void
sudoku_export_gather_async (SudokuLibrary       *library,
                            int                  group,
                            GArray              *ids,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (SUDOKU_IS_LIBRARY (library));

  task = g_task_new (library, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_export_gather_async);
  sudoku_library_gather_async (library, group, ids, cancellable, gathered_cb, task);
}

/**
 * sudoku_export_gather_finish:
 *
 * Returns: (transfer full) (element-type SudokuExportItem): the items,
 *   or %NULL with @error set
 */
GPtrArray *
sudoku_export_gather_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_export_gather_async,
                        NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
