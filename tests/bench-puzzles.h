/* bench-puzzles.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The puzzles of the library benchmarks: any number of distinct ones,
 * made from a few by relabelling their digits (test-utils.h). */

#pragma once

#include <stdlib.h>
#include <string.h>

#include "test-utils.h"

/* Distinct puzzles made from @bases (puzzles with one solution each,
 * 81 characters): puzzle i is base i % n relabelled by the (i / n)-th
 * permutation of the digits. Three bases give 3 × 9! = 1,088,640. */
static inline char *
make_many (GPtrArray *bases,
           guint      n)
{
  GString *text = g_string_sized_new ((gsize) n * 82);

  for (guint i = 0; i < n; i++)
    {
      test_append_relabelled (text, g_ptr_array_index (bases, i % bases->len),
                              i / bases->len);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* The puzzles of @path, one 81-character line each (`#` lines and
 * others skipped), or the three built-in ones. */
static inline GPtrArray *
read_bases (const char *path)
{
  static const char * const built_in[] = { EASY, INKALA_2010, INKALA_2012 };
  g_autoptr(GError) error = NULL;
  GPtrArray *bases = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (path == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (built_in); i++)
        g_ptr_array_add (bases, g_strdup (built_in[i]));
      return bases;
    }
  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      g_printerr ("bench: %s\n", error->message);
      exit (2);
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '#' && strlen (lines[i]) >= 81)
      g_ptr_array_add (bases, g_strndup (lines[i], 81));
  if (bases->len == 0)
    {
      g_printerr ("bench: %s has no puzzle lines\n", path);
      exit (2);
    }
  return bases;
}
