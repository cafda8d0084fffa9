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
#include <unistd.h>

#include <glib/gstdio.h>

#include "digits-synth.h"
#include "sudoku-digits.h"
#include "sudoku-digits-private.h"

/* The floor for the held-out fonts: the figure the committed weights
 * reach on these 2 000 cells (1 993 right, with the averaged looks at a
 * doubtful cell). The aim is 99.5%
 * (docs/DIGITS.md has the measured figures). */
#define HELDOUT_FLOOR 0.9965
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

/* A digit lighter than the remains of a grid line at the cell's border
 * (a thin or blurred print beside a heavy rule) is still a digit: the
 * ink's level is taken inside the cell, where no line is. Before, the
 * line's level was the ink, the digit fell under the middle between
 * paper and ink, and it read as no digit. Digits of the training fonts
 * read right as drawn; their ink is then lightened to 0.4 of its
 * contrast and a black rule 2 pixels thick laid along the bottom. */
#define LINE_CELLS 200

static void
test_digits_line_darker_than_digit (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DigitsSynth) synth = digits_synth_new (digits_synth_training_fonts, 5022, &error);
  int n = 0, right = 0;

  if (!synth)
    {
      g_test_skip (error->message);
      return;
    }
  while (n < LINE_CELLS)
    {
      int klass = 1 + n % 9, w, h, histogram[256] = { 0 }, count = 0, paper = 0, ink = 255;
      g_autofree guint8 *cell = digits_synth_render (synth, klass, &w, &h);
      float scores[SUDOKU_DIGITS_N_CLASSES];

      sudoku_digits_classify (cell, w, h, w, scores);
      if (best_class (scores) != klass)
        continue;
      for (int i = 0; i < w * h; i++)
        {
          histogram[cell[i]]++;
          ink = MIN (ink, cell[i]);
        }
      for (paper = 0; paper < 255 && count * 10 < w * h * 9; paper++)
        count += histogram[paper];
      if (paper - ink < 120)
        continue;
      for (int i = 0; i < w * h; i++)
        if (cell[i] < paper)
          cell[i] = (guint8) (paper - (paper - cell[i]) * 2 / 5);
      memset (cell + (gsize) (h - 2) * w, 0, 2 * (gsize) w);
      sudoku_digits_classify (cell, w, h, w, scores);
      right += best_class (scores) == klass;
      n++;
    }
  g_test_message ("digits lighter than a rule: %d of %d right", right, n);
  g_assert_cmpint (right, >=, LINE_CELLS * 95 / 100);
}

/* The Century Schoolbook 3 (C059, TeX Gyre Schola: held-out designs)
 * has ball terminals that close it up at small sizes, and it is read as
 * an 8 now and then: the largest group of held-out misreads
 * (docs/DIGITS.md). The 3s read as 8, the 3s and the 8s read right, each
 * held to what the committed weights reach. Drawn and degraded as in
 * training, sizes 16–80 pixels. */
#define CENTURY_CELLS 400
/* What the committed weights reach on these cells: a floor, so that a
 * change that closes the 3 up further shows (the topology features
 * tried in docs/DIGITS.md took it to 5 and 6; the 8s' 2 misreads are
 * read as no digit). */
#define CENTURY_3_AS_8 9
#define CENTURY_3_WRONG 11
#define CENTURY_8_WRONG 2

static void
test_digits_century_3_and_8 (void)
{
  static const char *const century[] = { "C059", "TeX Gyre Schola", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DigitsSynth) synth = digits_synth_new (century, 6022, &error);
  int right[2] = { 0 }, as_other[2] = { 0 };
  const int klass[2] = { 3, 8 };

  if (!synth)
    {
      g_test_skip (error->message);
      return;
    }
  for (int c = 0; c < 2; c++)
    for (int i = 0; i < CENTURY_CELLS; i++)
      {
        int w, h, best;
        g_autofree guint8 *cell = digits_synth_render (synth, klass[c], &w, &h);
        float scores[SUDOKU_DIGITS_N_CLASSES];

        sudoku_digits_classify (cell, w, h, w, scores);
        best = best_class (scores);
        right[c] += best == klass[c];
        as_other[c] += best == klass[1 - c];
      }
  g_test_message ("Century Schoolbook: 3 right %d of %d (%d read as 8), 8 right %d (%d read as 3)",
                  right[0], CENTURY_CELLS, as_other[0], right[1], as_other[1]);
  g_assert_cmpint (as_other[0], <=, CENTURY_3_AS_8);
  g_assert_cmpint (right[0], >=, CENTURY_CELLS - CENTURY_3_WRONG);
  g_assert_cmpint (right[1], >=, CENTURY_CELLS - CENTURY_8_WRONG);
}

/* A copy of @bytes with the 32-bit field at @offset set to @value. */
static GBytes *
with_field (GBytes  *bytes,
            gsize    offset,
            guint32  value)
{
  gsize size;
  guint8 *data = g_memdup2 (g_bytes_get_data (bytes, &size), g_bytes_get_size (bytes));

  value = GUINT32_TO_LE (value);
  memcpy (data + offset, &value, 4);
  return g_bytes_new_take (data, size);
}

static void
assert_refused (GBytes     *bytes,
                const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuDigitsNet) net = _sudoku_digits_net_new_from_bytes (bytes, &error);

  g_assert_null (net);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_test_message ("refused: %s", error->message);
  g_assert_nonnull (strstr (error->message, words));
}

/* The compiled-in weights file reads back to the net in use, writes
 * back to the same bytes, and a damaged file is refused with a reason:
 * its size, version or shape, never read as if it were right. */
static void
test_digits_weights_file (void)
{
  g_autoptr(GBytes) bytes = _sudoku_digits_dup_weights ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuDigitsNet) net = _sudoku_digits_net_new_from_bytes (bytes, &error);
  const SudokuDigitsNet *used = _sudoku_digits_get_net ();
  g_autoptr(GBytes) again = NULL;
  gsize size = g_bytes_get_size (bytes);
  /* Header: magic, version, features, hidden, classes, note length. */
  const gsize version_at = 8, features_at = 12, hidden_at = 16, note_at = 24;

  g_assert_no_error (error);
  g_assert_nonnull (net);
  g_assert_cmpint (net->n_hidden, ==, used->n_hidden);
  g_assert_cmpmem (net->w1, sizeof (float) * net->n_hidden * SUDOKU_DIGITS_N_FEATURES,
                   used->w1, sizeof (float) * used->n_hidden * SUDOKU_DIGITS_N_FEATURES);
  g_assert_cmpmem (net->b2, sizeof (float) * SUDOKU_DIGITS_N_CLASSES,
                   used->b2, sizeof (float) * SUDOKU_DIGITS_N_CLASSES);
  /* The note says how the file was made. */
  g_assert_nonnull (strstr (net->note, "train-digits"));
  g_test_message ("%" G_GSIZE_FORMAT " bytes: %s", size, net->note);

  again = _sudoku_digits_net_to_bytes (net, net->note);
  g_assert_true (g_bytes_equal (again, bytes));

  /* Cut short, one byte too many, no header at all. */
  {
    g_autoptr(GBytes) cut = g_bytes_new_from_bytes (bytes, 0, size - 4);
    g_autoptr(GBytes) tiny = g_bytes_new_from_bytes (bytes, 0, 12);
    g_autofree guint8 *longer = g_malloc0 (size + 1);
    g_autoptr(GBytes) more = NULL;
    g_autoptr(GBytes) text = g_bytes_new_static ("#pragma once\n", 13);

    memcpy (longer, g_bytes_get_data (bytes, NULL), size);
    more = g_bytes_new (longer, size + 1);
    assert_refused (cut, "bytes");
    assert_refused (more, "bytes");
    assert_refused (tiny, "header");
    assert_refused (text, "header");
  }
  /* Another version, other shapes, a note longer than the file. */
  {
    g_autoptr(GBytes) version = with_field (bytes, version_at, SUDOKU_DIGITS_WEIGHTS_VERSION + 1);
    g_autoptr(GBytes) features = with_field (bytes, features_at, SUDOKU_DIGITS_N_FEATURES + 1);
    g_autoptr(GBytes) hidden = with_field (bytes, hidden_at, net->n_hidden + 1);
    g_autoptr(GBytes) no_hidden = with_field (bytes, hidden_at, 0);
    g_autoptr(GBytes) note = with_field (bytes, note_at, G_MAXUINT32);

    assert_refused (version, "version");
    assert_refused (features, "features");
    assert_refused (hidden, "bytes");
    assert_refused (no_hidden, "hidden units");
    assert_refused (note, "bytes");
  }
  /* A weight that is not a number. */
  {
    gsize at = size - 4;
    guint32 nan_bits = 0x7fc00000;
    g_autoptr(GBytes) nan = with_field (bytes, at, nan_bits);

    assert_refused (nan, "not a number");
  }
}

/* NANPURE_DIGITS_WEIGHTS=FILE replaces the compiled-in weights, for
 * measuring a net per fold of the photos (build-aux/bench-scan
 * --digits-weights): the net in use is the file's. Read once per
 * process, hence a subprocess. */
static void
test_digits_weights_env (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) bytes = _sudoku_digits_dup_weights ();
      g_autoptr(SudokuDigitsNet) net = _sudoku_digits_net_new_from_bytes (bytes, NULL);
      g_autoptr(GBytes) other = NULL;
      g_autofree char *path = g_build_filename (g_get_tmp_dir (), "test-digits-XXXXXX.weights", NULL);
      int fd = g_mkstemp (path);
      float *b2 = (float *) net->b2;
      const SudokuDigitsNet *used;
      float scores[SUDOKU_DIGITS_N_CLASSES];
      guint8 blank[32 * 32];

      /* Another net: the same but for its biases, which make "2" win
       * on a blank cell. */
      g_assert_cmpint (fd, >=, 0);
      close (fd);
      b2[2] += 100;
      other = _sudoku_digits_net_to_bytes (net, "another net");
      g_assert_true (g_file_set_contents (path, g_bytes_get_data (other, NULL),
                                          (gssize) g_bytes_get_size (other), NULL));
      g_setenv ("NANPURE_DIGITS_WEIGHTS", path, TRUE);
      used = _sudoku_digits_get_net ();
      g_assert_cmpstr (used->note, ==, "another net");
      memset (blank, 200, sizeof blank);
      sudoku_digits_classify (blank, 32, 32, 32, scores);
      g_assert_cmpfloat (scores[2], >, 0.99);
      g_unlink (path);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nanpure/digits/scores", test_digits_scores);
  g_test_add_func ("/nanpure/digits/empty", test_digits_empty);
  g_test_add_func ("/nanpure/digits/heldout-fonts", test_digits_heldout_fonts);
  g_test_add_func ("/nanpure/digits/line-darker-than-digit", test_digits_line_darker_than_digit);
  g_test_add_func ("/nanpure/digits/century-3-and-8", test_digits_century_3_and_8);
  g_test_add_func ("/nanpure/digits/weights-file", test_digits_weights_file);
  g_test_add_func ("/nanpure/digits/weights-env", test_digits_weights_env);
  return g_test_run ();
}
