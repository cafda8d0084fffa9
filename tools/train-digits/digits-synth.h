/* digits-synth.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Cells drawn for training and testing the digit classifier: a digit
 * rendered with pango from an installed font, or no digit, then degraded
 * the way a photo of a printed page degrades it. Used by
 * tools/train-digits and tests/test-digits.c. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Pango font descriptions ("Family [Stretch]"; "Family," when the name
 * ends in a style word), NULL-terminated. */
extern const char *const digits_synth_training_fonts[];
/* Never used in training: the held-out accuracy is measured on these. */
extern const char *const digits_synth_heldout_fonts[];

typedef struct _DigitsSynth DigitsSynth;

DigitsSynth *digits_synth_new          (const char *const *fonts,
                                        guint32            seed,
                                        GError           **error);
void         digits_synth_free         (DigitsSynth       *synth);
/* A new cell of class @klass (0: no digit, 1–9: that digit), 8-bit
 * grayscale, rows @width bytes apart; free with g_free(). */
guint8      *digits_synth_render       (DigitsSynth       *synth,
                                        int                klass,
                                        int               *width,
                                        int               *height);
/* The font description of the last cell rendered (for reports). */
const char  *digits_synth_last_font    (DigitsSynth       *synth);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DigitsSynth, digits_synth_free)

G_END_DECLS
