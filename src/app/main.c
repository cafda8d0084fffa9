/* main.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "sudoku-application.h"

/* Prepends DIR to the search path in the environment variable NAME; an
 * unset variable first gets DEFAULT_VALUE, the value the reader assumes
 * when it is unset (XDG_DATA_DIRS's is /usr/local/share:/usr/share).
 */
static void
prepend_search_path (const char *name,
                     const char *dir,
                     const char *default_value)
{
  const char *value = g_getenv (name);
  g_autofree char *joined = NULL;

  if (value == NULL || *value == '\0')
    value = default_value;
  joined = value != NULL && *value != '\0'
    ? g_strconcat (dir, G_SEARCHPATH_SEPARATOR_S, value, NULL)
    : g_strdup (dir);
  g_setenv (name, joined, TRUE);
}

/* A program started from the build tree (by build-aux/run, by meson devenv
 * or directly) behaves as the installed one: the compiled settings schema,
 * the translations and the icons of the build and source trees are used
 * instead of those under the install prefix, which may be missing or from
 * an older version. Returns the directory of the translations (free it).
 */
static char *
locale_dir_for_this_program (void)
{
  g_autofree char *program = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *data_dir = NULL;
  g_autofree char *share_dir = NULL;

  if (program == NULL ||
      !g_str_has_prefix (program, NANPURE_BUILD_ROOT G_DIR_SEPARATOR_S))
    return g_strdup (LOCALEDIR);

  data_dir = g_build_filename (NANPURE_BUILD_ROOT, "data", NULL);
  prepend_search_path ("GSETTINGS_SCHEMA_DIR", data_dir, NULL);
  /* The build tree's share/ links the icons and the help (with the
   * figures drawn at build time) as an installed data directory holds
   * them (build-aux/build-tree-share.sh). */
  share_dir = g_build_filename (NANPURE_BUILD_ROOT, "share", NULL);
  prepend_search_path ("XDG_DATA_DIRS", share_dir, "/usr/local/share:/usr/share");

  return g_build_filename (NANPURE_BUILD_ROOT, "po", NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SudokuApplication) application = NULL;
  g_autofree char *locale_dir = NULL;

  setlocale (LC_ALL, "");
  locale_dir = locale_dir_for_this_program ();
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Nanpure"));

  application = sudoku_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
