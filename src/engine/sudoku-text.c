/* sudoku-text.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How the engine joins translated pieces into one text. English puts a
 * space between two sentences and ", " or "; " between the parts of a
 * list; Japanese puts nothing after 。 and 「、」 between the parts. So no
 * text is joined with a literal separator: every join goes through a
 * translatable pattern with a context, and the translation decides. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-text-private.h"

/* Replaces @text by @joined (freed). */
static void
take_joined (GString *text,
             char    *joined)
{
  g_string_assign (text, joined);
  g_free (joined);
}

/**
 * _sudoku_text_append_sentence:
 * @text: the sentences so far, maybe empty
 * @sentence: one more sentence, with its full stop
 *
 * Appends @sentence after the sentences of @text, joined as the language
 * joins sentences (a space in English, nothing in Japanese).
 */
void
_sudoku_text_append_sentence (GString    *text,
                              const char *sentence)
{
  if (text->len == 0)
    g_string_append (text, sentence);
  else
    /* TRANSLATORS: two sentences one after the other; the first ends
     * with its full stop. Japanese: "%s%s". */
    take_joined (text, g_strdup_printf (C_("sentences", "%s %s"), text->str, sentence));
}

/**
 * _sudoku_text_append_item:
 * @list: the items so far, maybe empty
 * @item: one more item of the list, a translated phrase
 *
 * Appends @item to the list @list with the language's separator.
 */
void
_sudoku_text_append_item (GString    *list,
                          const char *item)
{
  /* TRANSLATORS: the separator of a list of phrases, "a, b, c";
   * Japanese: "、". */
  if (list->len > 0)
    g_string_append (list, C_("list", ", "));
  g_string_append (list, item);
}

/**
 * _sudoku_text_append_clause:
 * @text: the clauses so far, maybe empty
 * @clause: one more clause, without a full stop
 *
 * Appends @clause after @text as a second clause that could be a sentence
 * of its own ("a; b" in English).
 */
void
_sudoku_text_append_clause (GString    *text,
                            const char *clause)
{
  if (text->len == 0)
    g_string_append (text, clause);
  else
    /* TRANSLATORS: two independent clauses, "two 1s in row 1; two 1s in
     * box 1". Japanese: "%s。%s". */
    take_joined (text, g_strdup_printf (C_("clauses", "%s; %s"), text->str, clause));
}
