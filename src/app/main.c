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

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SudokuApplication) application = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Nanpure"));

  application = sudoku_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
