/* test-digits.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The digit classifier of src/vision: its scores are probabilities, it
 * reads no digit in an empty cell, and it reads the digits of fonts it
 * was never trained on (digits-synth.c's held-out fonts, rendered and
 * degraded now, as in training). */

#include "config.h"

#include <string.h>

#include "digits-synth.h"
#include "sudoku-digits.h"

/* The floor for the held-out fonts; the aim is 99.5% (README of
 * tools/train-digits has the measured figure). */
#define HELDOUT_FLOOR 0.98
#define HELDOUT_PER_CLASS 200

static int
best_class (const float scores[SUDOKU_DIGITS_N_CLASSES])
{
  int best = 0;

  for (int k = 1; k < SUDOKU_DIGITS_N_CLASSES; k++)
    if (scores[k] > scores[best])
      best = k;
  return best;
}

static void
assert_probabilities (const float scores[SUDOKU_DIGITS_N_CLASSES])
{
  float sum = 0;

  for (int k = 0; k < SUDOKU_DIGITS_N_CLASSES; k++)
    {
      g_assert_cmpfloat (scores[k], >=, 0);
      g_assert_cmpfloat (scores[k], <=, 1);
      sum += scores[k];
    }
  g_assert_cmpfloat_with_epsilon (sum, 1, 1e-4);
}

/* Any content, size and stride gives probabilities. */
static void
test_digits_scores (void)
{
  static const int sizes[][3] = {
    { 8, 8, 8 }, { 8, 8, 13 }, { 31, 40, 32 }, { 64, 64, 64 }, { 65, 64, 80 },
    { 200, 150, 203 }, { 500, 9, 500 }, { 9, 500, 12 },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (22);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (int fill = 0; fill < 4; fill++)
      {
        int w = sizes[s][0], h = sizes[s][1], stride = sizes[s][2];
        g_autofree guint8 *pixels = g_new (guint8, (gsize) stride * h);
        float scores[SUDOKU_DIGITS_N_CLASSES];

        for (int i = 0; i < stride * h; i++)
          pixels[i] = fill == 0 ? 0 : fill == 1 ? 255
                      : fill == 2 ? (guint8) g_rand_int_range (rand, 0, 256)
                      : (i % stride) < w / 2 ? 0 : 255;
        sudoku_digits_classify (pixels, w, h, stride, scores);
        assert_probabilities (scores);
      }
}

/* Plain paper, paper with the remains of grid lines at its borders, and
 * a faint smudge are no digit. */
static void
test_digits_empty (void)
{
  const int w = 40, h = 42;
  guint8 pixels[40 * 42];
  float scores[SUDOKU_DIGITS_N_CLASSES];

  for (int variant = 0; variant < 3; variant++)
    {
      for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
          {
            int v = 215 + (x + 2 * y) % 7;

            if (variant == 1 && (x < 2 || y > h - 3))
              v = 30;
            if (variant == 2 && (x - 20) * (x - 20) + (y - 21) * (y - 21) < 9)
              v = 200;
            pixels[y * w + x] = (guint8) v;
          }
      sudoku_digits_classify (pixels, w, h, w, scores);
      assert_probabilities (scores);
      g_assert_cmpint (best_class (scores), ==, 0);
      g_assert_cmpfloat (scores[0], >, 0.9);
    }
}

static void
test_digits_heldout_fonts (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DigitsSynth) synth = digits_synth_new (digits_synth_heldout_fonts, 4022, &error);
  int confusion[SUDOKU_DIGITS_N_CLASSES][SUDOKU_DIGITS_N_CLASSES] = { { 0 } };
  int n = HELDOUT_PER_CLASS * SUDOKU_DIGITS_N_CLASSES, right = 0;

  if (!synth)
    {
      /* build-aux/setup.sh installs them (test_packages). */
      g_test_skip (error->message);
      return;
    }
  for (int i = 0; i < n; i++)
    {
      int klass = i % SUDOKU_DIGITS_N_CLASSES, w, h, best;
      g_autofree guint8 *cell = digits_synth_render (synth, klass, &w, &h);
      float scores[SUDOKU_DIGITS_N_CLASSES];

      sudoku_digits_classify (cell, w, h, w, scores);
      assert_probabilities (scores);
      best = best_class (scores);
      confusion[klass][best]++;
      right += best == klass;
    }
  for (int k = 0; k < SUDOKU_DIGITS_N_CLASSES; k++)
    {
      g_autoptr(GString) row = g_string_new (NULL);

      for (int j = 0; j < SUDOKU_DIGITS_N_CLASSES; j++)
        g_string_append_printf (row, " %4d", confusion[k][j]);
      g_test_message ("class %d read as:%s", k, row->str);
    }
  g_test_message ("held-out fonts: %d of %d cells right (%.2f%%)", right, n, 100.0 * right / n);
  g_assert_cmpfloat (right / (double) n, >=, HELDOUT_FLOOR);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nanpure/digits/scores", test_digits_scores);
  g_test_add_func ("/nanpure/digits/empty", test_digits_empty);
  g_test_add_func ("/nanpure/digits/heldout-fonts", test_digits_heldout_fonts);
  return g_test_run ();
}
