/* sudoku-weak-ref.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The one way an asynchronous call keeps the object it reports to
 * (docs/ARCHITECTURE.md, "Keeping self across async calls"): its
 * callback gets a weak reference, made by sudoku_weak_ref_new() and
 * given back by sudoku_weak_ref_finish(), never the object itself nor a
 * borrowed pointer. A closed window is then finalized at once; its
 * dispose cancels what still runs, and the callback finds it gone. */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * sudoku_weak_ref_new:
 * @object: (type GObject): the object a callback reports to
 *
 * Returns: (transfer full): a weak reference to @object, for the
 *   user data of an asynchronous call; sudoku_weak_ref_finish() or
 *   sudoku_weak_ref_free() frees it
 */
static inline gpointer
sudoku_weak_ref_new (gpointer object)
{
  GWeakRef *ref = g_new (GWeakRef, 1);

  g_weak_ref_init (ref, object);
  return ref;
}

/**
 * sudoku_weak_ref_get:
 * @ref: what sudoku_weak_ref_new() returned
 *
 * For a callback that may run more than once (progress): the reference
 * stays.
 *
 * Returns: (transfer full) (nullable) (type GObject): the object, or
 *   %NULL once it is gone
 */
static inline gpointer
sudoku_weak_ref_get (gpointer ref)
{
  return g_weak_ref_get (ref);
}

/**
 * sudoku_weak_ref_free:
 * @ref: (nullable): what sudoku_weak_ref_new() returned
 *
 * A #GDestroyNotify.
 */
static inline void
sudoku_weak_ref_free (gpointer ref)
{
  if (ref == NULL)
    return;
  g_weak_ref_clear (ref);
  g_free (ref);
}

/**
 * sudoku_weak_ref_finish:
 * @ref: (transfer full): what sudoku_weak_ref_new() returned
 *
 * For the last callback of an asynchronous call: frees @ref.
 *
 * Returns: (transfer full) (nullable) (type GObject): the object, or
 *   %NULL once it is gone
 */
static inline gpointer
sudoku_weak_ref_finish (gpointer ref)
{
  gpointer object = g_weak_ref_get (ref);

  sudoku_weak_ref_free (ref);
  return object;
}

G_END_DECLS
