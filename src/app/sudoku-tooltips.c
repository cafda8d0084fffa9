/* sudoku-tooltips.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-tooltips.h"

/* GTK's own tooltip label wraps at a width that suits spaced text: a
 * Japanese tooltip, without spaces, comes out a few characters a line
 * and breaks inside its words (「メインメ／ニュー」). A tooltip shown
 * here is a label that takes the width of its text, up to 50
 * characters, and only then wraps.
 *
 * A toast's title had the same fault: libadwaita 1.2 lays a toast out
 * for its height, and a wrapping label whose natural size follows its
 * wrap mode (GTK's default) is then given the narrowest width that
 * keeps as many lines as that height holds. A Japanese title, which
 * PANGO_WRAP_WORD_CHAR may break between any two characters, came out
 * on two lines of half its width in a toast with room for one
 * (「クリップボードに問題として／読めるテキストがありません」); an English
 * one, broken only at its spaces, kept its line. Both take the same
 * label. */

/**
 * sudoku_wrap_label_new:
 * @text: (nullable): the label's text
 * @max_width_chars: the widest it grows, in characters (of a Latin
 *   text: Pango counts a Japanese character as two)
 *
 * Returns: (transfer floating): a label whose natural width is its
 *   text's on one line, up to @max_width_chars, past which it wraps
 *   between words, or between characters where there are no spaces
 */
GtkWidget *
sudoku_wrap_label_new (const char *text,
                       int         max_width_chars)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), max_width_chars);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

/**
 * sudoku_tooltip_label_new:
 * @text: the tooltip's text
 *
 * Returns: (transfer floating): a label for gtk_tooltip_set_custom()
 *   whose natural width is its text's, up to 50 characters
 */
GtkWidget *
sudoku_tooltip_label_new (const char *text)
{
  return sudoku_wrap_label_new (text, 50);
}

/* The text of a toast's title (on the toast), and of the last toast
 * shown in a window (on the window). */
#define TOAST_TEXT_KEY "sudoku-toast-text"
#define LAST_TOAST_TEXT_KEY "sudoku-last-toast-text"

/**
 * sudoku_toast_set_wrapped_title:
 * @toast: a toast
 * @markup: (nullable): its title, markup
 *
 * Gives @toast a title on as many lines as it needs, up to 60
 * characters wide (libadwaita 1.2 cuts its own title with "…"), as
 * wide as an English one in any language. This unsets the toast's
 * #AdwToast:title. Nothing when @markup is %NULL.
 */
void
sudoku_toast_set_wrapped_title (AdwToast   *toast,
                                const char *markup)
{
  GtkWidget *label;

  g_return_if_fail (ADW_IS_TOAST (toast));

  if (markup == NULL)
    return;
  label = sudoku_wrap_label_new (NULL, 60);
  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_widget_add_css_class (label, "heading");
  /* What it says, as text, for sudoku_toast_overlay_add() to keep. */
  g_object_set_data_full (G_OBJECT (toast), TOAST_TEXT_KEY,
                          g_strdup (gtk_label_get_text (GTK_LABEL (label))), g_free);
  adw_toast_set_custom_title (toast, label);
}

/**
 * sudoku_toast_new:
 * @markup: the toast's title, markup
 *
 * Returns: (transfer full): a toast whose title is @markup, on as many
 *   lines as it needs (sudoku_toast_set_wrapped_title())
 */
AdwToast *
sudoku_toast_new (const char *markup)
{
  AdwToast *toast;

  g_return_val_if_fail (markup != NULL, NULL);

  toast = adw_toast_new (markup);
  sudoku_toast_set_wrapped_title (toast, markup);
  return toast;
}

/**
 * sudoku_toast_overlay_add:
 * @overlay: a toast overlay
 * @toast: (transfer full): a toast
 *
 * Shows @toast on @overlay, its title on as many lines as it needs
 * (sudoku_toast_set_wrapped_title(), unless it has its own already), and
 * keeps what it says as the last toast of @overlay's window
 * (sudoku_toast_get_last_title()). Every toast of the app is shown
 * through here.
 */
void
sudoku_toast_overlay_add (AdwToastOverlay *overlay,
                          AdwToast        *toast)
{
  g_autoptr(AdwToast) owned = toast;
  GtkWidget *holder;
  const char *text;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  if (adw_toast_get_title (toast) != NULL)
    {
      g_autofree char *title = g_strdup (adw_toast_get_title (toast));

      sudoku_toast_set_wrapped_title (toast, title);
    }
  text = g_object_get_data (G_OBJECT (toast), TOAST_TEXT_KEY);
  holder = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (overlay)));
  if (holder == NULL)
    holder = GTK_WIDGET (overlay);
  g_object_set_data_full (G_OBJECT (holder), LAST_TOAST_TEXT_KEY, g_strdup (text), g_free);
  adw_toast_overlay_add_toast (overlay, g_steal_pointer (&owned));
}

/**
 * sudoku_toast_get_last_title:
 * @widget: a window (or a toast overlay outside any)
 *
 * What the last toast shown in @widget said, as text, whether it is
 * still shown or not: a toast closes after its timeout, which a test on
 * a loaded machine can miss, and this stays.
 *
 * Returns: (nullable): the last toast's title, or %NULL before the first
 */
const char *
sudoku_toast_get_last_title (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  return g_object_get_data (G_OBJECT (widget), LAST_TOAST_TEXT_KEY);
}

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard_mode,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *text = gtk_widget_get_tooltip_text (widget);
  GtkLabel *label;

  if (text == NULL || *text == '\0')
    return FALSE;
  /* One label per widget, kept: GTK asks at every move of the pointer. */
  label = g_object_get_data (G_OBJECT (widget), "sudoku-tooltip-label");
  if (label == NULL)
    {
      label = GTK_LABEL (g_object_ref_sink (sudoku_tooltip_label_new (text)));
      g_object_set_data_full (G_OBJECT (widget), "sudoku-tooltip-label", label,
                              g_object_unref);
    }
  else if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
  gtk_tooltip_set_custom (tooltip, GTK_WIDGET (label));
  return TRUE;
}

/**
 * sudoku_tooltips_attach:
 * @root: a widget tree, built
 *
 * Shows the tooltips of @root and its descendants with
 * sudoku_tooltip_label_new(): called once a window's template is built.
 */
void
sudoku_tooltips_attach (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (gtk_widget_get_tooltip_text (root) != NULL)
    g_signal_connect (root, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    sudoku_tooltips_attach (child);
}
