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
 * characters, and only then wraps. */

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
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
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
