/* sudoku-language-font.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Text in a language not written in Latin letters, such as Japanese,
 * still holds "r7c5", "SE 10.7" and "QQWing". Pango takes a font per
 * script: the language's own (VL Gothic, Noto Sans CJK JP) for its
 * letters and the desktop's Latin font for the rest; the two put their
 * glyphs on the baseline differently, so the Latin letters sat high
 * beside the kana and a "g" lost its tail in the library's rows. As the
 * solve sheet does (src/render/sudoku-export.c), the windows put the
 * language's own font first, and it sets the Latin letters too, as a
 * Japanese book does. */

#define G_LOG_DOMAIN "nanpure-app"

#include "config.h"

#include "sudoku-language-font.h"

#include <pango/pangocairo.h>

/* The desktop's font, as GTK sets its labels in. */
static PangoFontDescription *
desktop_font (void)
{
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *name = NULL;

  if (settings != NULL)
    g_object_get (settings, "gtk-font-name", &name, NULL);
  return pango_font_description_from_string (name != NULL ? name : "Sans 10");
}

/**
 * sudoku_language_font_dup_family:
 * @language: (nullable): a language
 *
 * Returns: (transfer full) (nullable): the family of the font Pango
 *   sets @language's own letters in with the desktop's font, when that
 *   is another font than the desktop's; %NULL for a language written in
 *   Latin letters, or when the desktop's font has its letters already
 */
char *
sudoku_language_font_dup_family (PangoLanguage *language)
{
  PangoContext *context;
  PangoFontset *fontset;
  PangoFont *font = NULL;
  PangoFontDescription *description;
  const char *desktop;
  const char *sample;
  gunichar letter = 0;
  char *family = NULL;

  if (language == NULL || pango_language_includes_script (language, PANGO_SCRIPT_LATIN))
    return NULL;

  /* The font of the first letter of Pango's sample text for the
   * language ("いろはにほへと" for Japanese), the desktop's font asked. */
  sample = pango_language_get_sample_string (language);
  for (const char *p = sample; *p != '\0' && letter == 0; p = g_utf8_next_char (p))
    if (g_utf8_get_char (p) > 0x7f && g_unichar_isalpha (g_utf8_get_char (p)))
      letter = g_utf8_get_char (p);
  if (letter == 0)
    return NULL;
  context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  pango_context_set_language (context, language);
  description = desktop_font ();
  desktop = pango_font_description_get_family (description);
  fontset = pango_context_load_fontset (context, description, language);
  if (fontset != NULL)
    font = pango_fontset_get_font (fontset, letter);
  if (font != NULL)
    {
      PangoFontDescription *found = pango_font_describe (font);
      const char *own = pango_font_description_get_family (found);

      /* A name that CSS cannot quote as it is, is left alone. */
      if (own != NULL && strpbrk (own, "\"\\\n") == NULL &&
          (desktop == NULL || g_ascii_strcasecmp (own, desktop) != 0))
        family = g_strdup (own);
      pango_font_description_free (found);
      g_object_unref (font);
    }
  g_clear_object (&fontset);
  pango_font_description_free (description);
  g_object_unref (context);
  return family;
}

/**
 * sudoku_language_font_install:
 * @display: where the windows are
 * @language: (nullable): the language of their text
 *
 * Puts @language's own font first in every window, dialog and tooltip
 * on @display, before the desktop's, when it is another one.
 *
 * Returns: %TRUE when a font was put first
 */
gboolean
sudoku_language_font_install (GdkDisplay    *display,
                              PangoLanguage *language)
{
  g_autofree char *family = sudoku_language_font_dup_family (language);
  g_autoptr(GtkCssProvider) provider = NULL;
  PangoFontDescription *desktop;
  g_autofree char *css = NULL;
  const char *desktop_family;

  g_return_val_if_fail (GDK_IS_DISPLAY (display), FALSE);

  if (family == NULL)
    return FALSE;
  desktop = desktop_font ();
  desktop_family = pango_font_description_get_family (desktop);
  css = g_strdup_printf ("window, tooltip { font-family: \"%s\"%s%s%s; }",
                         family,
                         desktop_family != NULL ? ", \"" : "",
                         desktop_family != NULL ? desktop_family : "",
                         desktop_family != NULL ? "\"" : "");
  pango_font_description_free (desktop);
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider, css, -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  return TRUE;
}
