/* test-language-font.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Japanese text in the windows: its Latin letters ("r7c5", "SE 10.7",
 * "QQWing") set in the Japanese font, on the kana's baseline, not in
 * the desktop's Latin font, where they sat high and a "g" lost its tail
 * in the library's rows. */

#include "config.h"

#include "sudoku-language-font.h"
#include "ui-test-utils.h"

/* The family of every run of @text as @widget sets it, or %NULL when
 * the runs are in more than one family. */
static char *
dup_single_family (GtkWidget  *widget,
                   const char *text)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  char *family = NULL;
  gboolean single = TRUE;

  do
    {
      PangoLayoutRun *run = pango_layout_iter_get_run_readonly (iter);
      PangoFontDescription *description;
      const char *name;

      if (run == NULL)
        continue;
      description = pango_font_describe (run->item->analysis.font);
      name = pango_font_description_get_family (description);
      if (family == NULL)
        family = g_strdup (name);
      else if (g_strcmp0 (family, name) != 0)
        single = FALSE;
      pango_font_description_free (description);
    }
  while (pango_layout_iter_next_run (iter));
  pango_layout_iter_free (iter);
  if (!single)
    g_clear_pointer (&family, g_free);
  return family;
}

/* A language written in Latin letters keeps the desktop's font. */
static void
test_latin (void)
{
  g_assert_null (sudoku_language_font_dup_family (NULL));
  g_assert_null (sudoku_language_font_dup_family (pango_language_from_string ("en")));
  g_assert_null (sudoku_language_font_dup_family (pango_language_from_string ("de")));
  g_assert_false (sudoku_language_font_install (gdk_display_get_default (),
                                                pango_language_from_string ("fr")));
}

/* Japanese: the Japanese font first, for the Latin letters too. */
static void
test_japanese (void)
{
  PangoLanguage *japanese = pango_language_from_string ("ja");
  g_autofree char *family = sudoku_language_font_dup_family (japanese);
  g_autofree char *set_in = NULL;
  GtkWidget *window;
  GtkWidget *label;

  if (family == NULL)
    {
      g_test_skip ("the desktop's font has the kana, or no font has them");
      return;
    }

  g_assert_true (sudoku_language_font_install (gdk_display_get_default (), japanese));
  window = gtk_window_new ();
  label = gtk_label_new ("レベル 7 · SE 10.7 · QQWing r7c5");
  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, label);

  /* One family for the kana and the Latin letters: the Japanese one. */
  set_in = dup_single_family (label, "レベル 7 · SE 10.7 · QQWing r7c5");
  g_assert_cmpstr (set_in, ==, family);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
add_tests (void)
{
  g_test_add_func ("/nanpure/language-font/latin", test_latin);
  g_test_add_func ("/nanpure/language-font/japanese", test_japanese);
}

int
main (int   argc,
      char *argv[])
{
  return ui_test_run (argc, argv, add_tests);
}
