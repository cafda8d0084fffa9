/* sudoku-phrases.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-phrases.h"

/* Japanese is written without spaces, and Pango, following Unicode's
 * line breaking (UAX #14: kana and kanji are of class ID), may end a
 * line between any two of its characters: a wrapping label split a
 * number from its counter (「12 ／問」), a verb (「作り／ます」), a loan
 * word (「エクス／ポート」), a house from its number (「(ブロック ／9)」).
 * The translations' no-break spaces (po/GLOSSARY.md, "Counters") mended
 * one string at a time, and libadwaita's own labels (a dialog's body, a
 * status page's description) could not be reached from the catalogue.
 *
 * Here every wrapping label of the application keeps its Japanese
 * phrases whole: a PangoAttrList with allow_breaks=false over each
 * phrase, so that lines end only between phrases. A phrase is a run of
 * kana and kanji that ends after hiragana (the particle or the
 * inflection that closes a Japanese word) before kanji, katakana, a
 * number or Latin text: 「新しい問題を／バックグラウンドで／まとめて／
 * 作ります。」. A number stays with the Japanese word beside it, across
 * the space the catalogue puts between them (「12 問」「ブロック 9」
 * 「数字 81 個」), and Latin text with the particle after it (「PDF で」);
 * after hiragana a number starts a phrase (「12 問のうち／3 問を」).
 * Pango keeps its own rules elsewhere: after a space between Latin words,
 * after 、。」）, before 「（.
 *
 * The rule is a phrase segmenter's, simplified (BudouX and the like
 * learn phrase ends from a corpus; the hiragana-to-kanji/katakana
 * boundary is the cue they rely on most). A phrase longer than
 * MAX_PHRASE_CHARS (8) characters is taken apart again: after a
 * one-kana particle that follows a noun (「バックグラウンドで／まとめて」),
 * then between a noun and the kana after it (「エクスポート／しました」),
 * then anywhere but inside katakana and kanji words. A label is never
 * wider than 8 Japanese characters for our phrases: with 12, the
 * history at its narrowest (240 px) could no longer take its width. */

#define MAX_PHRASE_CHARS SUDOKU_PHRASES_MAX_CHARS

typedef enum
{
  KIND_OTHER,
  KIND_SPACE,
  KIND_HIRAGANA,
  KIND_KATAKANA,
  KIND_KANJI,
  KIND_DIGIT,
  KIND_LATIN,
} Kind;

static Kind
kind_of (gunichar c)
{
  if (c == ' ')
    return KIND_SPACE;
  if (c >= 0x3041 && c <= 0x309F)
    return KIND_HIRAGANA;
  /* ・ (U+30FB) separates words: Pango breaks after it. */
  if ((c >= 0x30A0 && c <= 0x30FF && c != 0x30FB) || (c >= 0x31F0 && c <= 0x31FF) ||
      (c >= 0xFF66 && c <= 0xFF9F))
    return KIND_KATAKANA;
  if ((c >= 0x3005 && c <= 0x3007) || g_unichar_get_script (c) == G_UNICODE_SCRIPT_HAN)
    return KIND_KANJI;
  if (g_unichar_isdigit (c))
    return KIND_DIGIT;
  if (g_unichar_isalpha (c) && g_unichar_get_script (c) == G_UNICODE_SCRIPT_LATIN)
    return KIND_LATIN;
  return KIND_OTHER;
}

static gboolean
is_japanese (Kind kind)
{
  return kind == KIND_HIRAGANA || kind == KIND_KATAKANA || kind == KIND_KANJI;
}

/* Katakana and kanji: a word a number may qualify (「ブロック 9」), where
 * hiragana ends a phrase (「12 問のうち／3 問を」). */
static gboolean
is_noun (Kind kind)
{
  return kind == KIND_KATAKANA || kind == KIND_KANJI;
}

static gboolean
is_latin (Kind kind)
{
  return kind == KIND_DIGIT || kind == KIND_LATIN;
}

/* Whether a line must not end between two characters of kinds @before
 * and @after that touch. */
static gboolean
joins (Kind before,
       Kind after)
{
  if (is_japanese (before) && is_japanese (after))
    return before != KIND_HIRAGANA || after == KIND_HIRAGANA;
  return (is_noun (before) && after == KIND_DIGIT) ||
         (before == KIND_DIGIT && is_japanese (after));
}

/* Whether a line must not end at the space between @before and @after. */
static gboolean
joins_across_space (Kind before,
                    Kind after)
{
  return (is_latin (before) && is_japanese (after)) ||
         (is_noun (before) && after == KIND_DIGIT);
}

/* The one-kana particles that end a phrase after a noun: 「バックグラ
 * ウンドで／まとめて」「テキストが／ありません」. */
static gboolean
is_particle (gunichar c)
{
  return g_utf8_strchr ("をがでにはへもと", -1, c) != NULL;
}

/* How a phrase too long to keep whole is taken apart. */
typedef enum
{
  SPLIT_NONE,        /* every join holds */
  SPLIT_PARTICLES,   /* not after a particle that follows a noun */
  SPLIT_NOUNS,       /* nor between a noun and the kana after it */
  SPLIT_HIRAGANA,    /* no join that touches hiragana */
} Split;

/* Whether characters @i and @i + 1 hold together at @split. */
static gboolean
holds (const char     *text,
       GArray         *offsets,
       GArray         *kinds,
       const gboolean *joined,
       int             i,
       Split           split)
{
  Kind before = g_array_index (kinds, Kind, i);
  Kind after = g_array_index (kinds, Kind, i + 1);

  if (!joined[i])
    return FALSE;
  switch (split)
    {
    case SPLIT_NONE:
      return TRUE;
    case SPLIT_PARTICLES:
      return !(i > 0 && before == KIND_HIRAGANA && after == KIND_HIRAGANA &&
               is_noun (g_array_index (kinds, Kind, i - 1)) &&
               is_particle (g_utf8_get_char (text + g_array_index (offsets, int, i))));
    case SPLIT_NOUNS:
      return !(is_noun (before) && after == KIND_HIRAGANA) &&
             holds (text, offsets, kinds, joined, i, SPLIT_PARTICLES);
    case SPLIT_HIRAGANA:
    default:
      return before != KIND_HIRAGANA && after != KIND_HIRAGANA;
    }
}

/* Adds to *@attrs the phrases of @text between characters @first and
 * @last: each run of characters that holds together at @split. A run
 * longer than MAX_PHRASE_CHARS is taken apart at the next @split, and
 * at the last keeps Pango's breaks. */
static void
add_phrases (PangoAttrList  **attrs,
             const char      *text,
             GArray          *offsets,
             GArray          *kinds,
             const gboolean  *joined,
             int              first,
             int              last,
             Split            split)
{
  int n = (int) kinds->len;

  for (int i = first; i < last;)
    {
      int j = i;

      if (!holds (text, offsets, kinds, joined, i, split))
        {
          i++;
          continue;
        }
      while (j + 1 < last && holds (text, offsets, kinds, joined, j + 1, split))
        j++;
      /* Characters i to j + 1, one phrase. */
      if (j - i + 2 <= MAX_PHRASE_CHARS)
        {
          PangoAttribute *attr = pango_attr_allow_breaks_new (FALSE);

          attr->start_index = (guint) g_array_index (offsets, int, i);
          attr->end_index = j + 2 < n ? (guint) g_array_index (offsets, int, j + 2)
                                      : (guint) strlen (text);
          if (*attrs == NULL)
            *attrs = pango_attr_list_new ();
          pango_attr_list_insert (*attrs, attr);
        }
      else if (split != SPLIT_HIRAGANA)
        add_phrases (attrs, text, offsets, kinds, joined, i, j + 1, split + 1);
      i = j + 1;
    }
}

/**
 * sudoku_phrases_dup_attributes:
 * @text: a text
 *
 * Returns: (transfer full) (nullable): allow_breaks=false attributes
 *   over @text's Japanese phrases, %NULL when it has none
 */
PangoAttrList *
sudoku_phrases_dup_attributes (const char *text)
{
  PangoAttrList *attrs = NULL;
  g_autoptr(GArray) offsets = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) kinds = g_array_new (FALSE, FALSE, sizeof (Kind));
  g_autofree gboolean *joined = NULL;
  int n;

  g_return_val_if_fail (text != NULL, NULL);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      int offset = (int) (p - text);
      Kind kind = kind_of (g_utf8_get_char (p));

      g_array_append_val (offsets, offset);
      g_array_append_val (kinds, kind);
    }
  n = (int) kinds->len;
  if (n < 2)
    return NULL;

  /* joined[i]: no line ends between character i and character i + 1. */
  joined = g_new0 (gboolean, n);
#define KIND(i) g_array_index (kinds, Kind, (i))
  for (int i = 0; i + 1 < n; i++)
    {
      if (joins (KIND (i), KIND (i + 1)))
        joined[i] = TRUE;
      else if (KIND (i + 1) == KIND_SPACE && i + 2 < n &&
               joins_across_space (KIND (i), KIND (i + 2)))
        joined[i] = joined[i + 1] = TRUE;
    }
#undef KIND

  add_phrases (&attrs, text, offsets, kinds, joined, 0, n - 1, SPLIT_NONE);
  return attrs;
}

/* The attributes that sudoku_phrases_dup_attributes() makes. */
static gboolean
is_phrase_attribute (PangoAttribute *attr,
                     gpointer        user_data)
{
  return attr->klass->type == PANGO_ATTR_ALLOW_BREAKS;
}

static void
update (GtkLabel *label)
{
  PangoAttrList *current = gtk_label_get_attributes (label);
  g_autoptr(PangoAttrList) phrases = sudoku_phrases_dup_attributes (gtk_label_get_text (label));
  g_autoptr(PangoAttrList) attrs = NULL;
  gboolean had_phrases = FALSE;

  /* The label's attributes are what it has, without the phrases of its
   * text before, with its text's. */
  if (current != NULL)
    {
      g_autoptr(PangoAttrList) old = NULL;

      attrs = pango_attr_list_copy (current);
      old = pango_attr_list_filter (attrs, is_phrase_attribute, NULL);
      had_phrases = old != NULL;
    }
  if (phrases == NULL && !had_phrases)
    return;
  if (attrs == NULL)
    attrs = pango_attr_list_new ();
  if (phrases != NULL)
    {
      GSList *list = pango_attr_list_get_attributes (phrases);

      for (GSList *l = list; l != NULL; l = l->next)
        pango_attr_list_insert (attrs, l->data);
      g_slist_free (list);
    }
  g_object_set_data (G_OBJECT (label), "sudoku-phrases-updating", GINT_TO_POINTER (TRUE));
  gtk_label_set_attributes (label, attrs);
  g_object_set_data (G_OBJECT (label), "sudoku-phrases-updating", NULL);
}

static void
label_notify_cb (GtkLabel   *label,
                 GParamSpec *pspec,
                 gpointer    user_data)
{
  if (g_object_get_data (G_OBJECT (label), "sudoku-phrases-updating") == NULL)
    update (label);
}

/**
 * sudoku_phrases_keep:
 * @label: a label
 *
 * Lets @label end its lines only between Japanese phrases, now and
 * whenever its text changes. Once per label: later calls do nothing.
 */
void
sudoku_phrases_keep (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  if (g_object_get_data (G_OBJECT (label), "sudoku-phrases") != NULL)
    return;
  g_object_set_data (G_OBJECT (label), "sudoku-phrases", GINT_TO_POINTER (TRUE));
  g_signal_connect (label, "notify::label", G_CALLBACK (label_notify_cb), NULL);
  g_signal_connect (label, "notify::attributes", G_CALLBACK (label_notify_cb), NULL);
  update (label);
}

static gboolean
realize_hook (GSignalInvocationHint *hint,
              guint                  n_params,
              const GValue          *params,
              gpointer               user_data)
{
  GObject *widget = g_value_get_object (&params[0]);

  if (GTK_IS_LABEL (widget) && gtk_label_get_wrap (GTK_LABEL (widget)))
    sudoku_phrases_keep (GTK_LABEL (widget));
  return TRUE;
}

/**
 * sudoku_phrases_keep_everywhere:
 *
 * Makes every wrapping label of the process, ours and libadwaita's,
 * keep its Japanese phrases whole (sudoku_phrases_keep()) when it is
 * realized. Once per process: later calls do nothing.
 */
void
sudoku_phrases_keep_everywhere (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      /* The class holds the signal: looked up before the first widget,
       * it has to be made. */
      GTypeClass *klass = g_type_class_ref (GTK_TYPE_WIDGET);

      g_signal_add_emission_hook (g_signal_lookup ("realize", GTK_TYPE_WIDGET), 0,
                                  realize_hook, NULL, NULL);
      g_type_class_unref (klass);
      g_once_init_leave (&once, 1);
    }
}
