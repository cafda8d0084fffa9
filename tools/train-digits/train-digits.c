/* train-digits.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Trains the digit classifier of src/vision and writes its weights as a
 * small binary file (src/vision/digits/sudoku-digits.weights, compiled
 * in as a GResource; its format is in sudoku-digits-private.h). Cells
 * come from digits-synth.c: digits rendered with the training fonts,
 * augmented, and cells with no digit. With --evaluate it measures the
 * compiled-in weights (or those of --weights FILE) on the held-out fonts
 * instead. See README.md. */

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "digits-synth.h"
#include "sudoku-digits-private.h"

#define F SUDOKU_DIGITS_N_FEATURES
#define K SUDOKU_DIGITS_N_CLASSES

typedef struct {
  int    n;
  float *features;  /* n × F */
  int   *labels;
} Set;

typedef struct {
  int    hidden;
  float *w1, *b1, *w2, *b2;
} Net;

static Set
make_set (const char *const *fonts,
          guint32            seed,
          int                per_class)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DigitsSynth) synth = digits_synth_new (fonts, seed, &error);
  Set set = { per_class * K, NULL, NULL };

  if (!synth)
    g_error ("%s", error->message);
  set.features = g_new (float, (gsize) set.n * F);
  set.labels = g_new (int, set.n);
  for (int i = 0; i < set.n; i++)
    {
      int w, h;
      g_autofree guint8 *cell = digits_synth_render (synth, i % K, &w, &h);

      _sudoku_digits_features (cell, w, h, w, set.features + (gsize) i * F);
      set.labels[i] = i % K;
    }
  return set;
}

/* Cells cut from real photos (README.md): records of a photo number, the
 * true class and REAL_SIDE × REAL_SIDE pixels. */
#define REAL_SIDE 32
#define REAL_RECORD (2 + REAL_SIDE * REAL_SIDE)

typedef struct {
  int     n;
  guint8 *photo;
  guint8 *label;
  guint8 *pixels;  /* n × REAL_SIDE² */
} RealCells;

static gboolean
load_real (const char  *path,
           RealCells   *real,
           GError     **error)
{
  g_autofree char *data = NULL;
  gsize size;

  if (!g_file_get_contents (path, &data, &size, error))
    return FALSE;
  if (size % REAL_RECORD)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s: not whole records", path);
      return FALSE;
    }
  real->n = size / REAL_RECORD;
  real->photo = g_new (guint8, real->n);
  real->label = g_new (guint8, real->n);
  real->pixels = g_new (guint8, (gsize) real->n * REAL_SIDE * REAL_SIDE);
  for (int i = 0; i < real->n; i++)
    {
      const guint8 *record = (const guint8 *) data + (gsize) i * REAL_RECORD;

      real->photo[i] = record[0];
      real->label[i] = MIN (record[1], K - 1);
      memcpy (real->pixels + (gsize) i * REAL_SIDE * REAL_SIDE, record + 2, REAL_SIDE * REAL_SIDE);
    }
  return TRUE;
}

/* The real cells whose photo is (@in_fold) or is not in @fold of @folds,
 * as a set of features; @folds 0 takes them all. */
static Set
real_set (const RealCells *real,
          int              folds,
          int              fold,
          gboolean         in_fold)
{
  Set set = { 0, g_new (float, (gsize) real->n * F), g_new (int, real->n) };

  for (int i = 0; i < real->n; i++)
    {
      if (folds && ((real->photo[i] % folds == fold) != in_fold))
        continue;
      _sudoku_digits_features (real->pixels + (gsize) i * REAL_SIDE * REAL_SIDE,
                               REAL_SIDE, REAL_SIDE, REAL_SIDE,
                               set.features + (gsize) set.n * F);
      set.labels[set.n++] = real->label[i];
    }
  return set;
}

static void
set_clear (Set *set)
{
  g_clear_pointer (&set->features, g_free);
  g_clear_pointer (&set->labels, g_free);
  set->n = 0;
}

/* @a followed by @copies copies of @b. */
static Set
set_join (const Set *a,
          const Set *b,
          int        copies)
{
  Set set = { a->n + copies * b->n, NULL, NULL };
  gsize at = a->n;

  set.features = g_new (float, (gsize) set.n * F);
  set.labels = g_new (int, set.n);
  memcpy (set.features, a->features, sizeof (float) * F * a->n);
  memcpy (set.labels, a->labels, sizeof (int) * a->n);
  for (int c = 0; c < copies; c++, at += b->n)
    {
      memcpy (set.features + at * F, b->features, sizeof (float) * F * b->n);
      memcpy (set.labels + at, b->labels, sizeof (int) * b->n);
    }
  return set;
}

static SudokuDigitsNet
net_view (const Net *net)
{
  return (SudokuDigitsNet) { net->hidden, net->w1, net->b1, net->w2, net->b2 };
}

static void
forward (const Net   *net,
         const float *x,
         float       *hidden,
         float       *p)
{
  SudokuDigitsNet view = net_view (net);

  _sudoku_digits_forward (&view, x, hidden, p);
}

/* Adds to @confusion when it is set. */
static double
accuracy_of (const SudokuDigitsNet *net,
             const Set             *set,
             int                    confusion[K][K])
{
  g_autofree float *hidden = g_new (float, net->n_hidden);
  int right = 0;

  for (int i = 0; i < set->n; i++)
    {
      float p[K];
      int best = 0;

      _sudoku_digits_forward (net, set->features + (gsize) i * F, hidden, p);
      for (int k = 1; k < K; k++)
        if (p[k] > p[best])
          best = k;
      right += best == set->labels[i];
      if (confusion)
        confusion[set->labels[i]][best]++;
    }
  return set->n ? right / (double) set->n : 0;
}

static double
accuracy (const Net *net,
          const Set *set,
          int        confusion[K][K])
{
  SudokuDigitsNet view = net_view (net);

  return accuracy_of (&view, set, confusion);
}

static void
print_confusion (int confusion[K][K])
{
  printf ("confusion (row: true class, column: read as; 0 = no digit)\n     ");
  for (int k = 0; k < K; k++)
    printf ("%6d", k);
  printf ("\n");
  for (int t = 0; t < K; t++)
    {
      printf ("%4d ", t);
      for (int k = 0; k < K; k++)
        printf ("%6d", confusion[t][k]);
      printf ("\n");
    }
}

static double
gaussian (GRand *rand)
{
  double u = g_rand_double (rand);
  double v = g_rand_double (rand);

  return sqrt (-2 * log (u + 1e-12)) * cos (2 * G_PI * v);
}

/* Minibatch SGD with momentum and a cosine learning rate, cross-entropy
 * loss, a little weight decay. */
static void
train (Net       *net,
       const Set *set,
       const Set *heldout,
       int        epochs,
       double     rate0,
       gboolean   from_scratch,
       guint32    seed)
{
  const int batch = 32;
  const double momentum = 0.9, decay = 1e-5;
  int H = net->hidden;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  gsize n1 = (gsize) H * F, n2 = (gsize) K * H;
  g_autofree float *g1 = g_new0 (float, n1), *gb1 = g_new0 (float, H);
  g_autofree float *g2 = g_new0 (float, n2), *gb2 = g_new0 (float, K);
  g_autofree float *v1 = g_new0 (float, n1), *vb1 = g_new0 (float, H);
  g_autofree float *v2 = g_new0 (float, n2), *vb2 = g_new0 (float, K);
  g_autofree float *hidden = g_new (float, H), *dh = g_new (float, H);
  g_autofree int *order = g_new (int, set->n);

  if (from_scratch)
    {
      for (gsize i = 0; i < n1; i++)
        net->w1[i] = (float) (gaussian (rand) * sqrt (2.0 / F));
      for (gsize i = 0; i < n2; i++)
        net->w2[i] = (float) (gaussian (rand) * sqrt (1.0 / H));
    }
  for (int i = 0; i < set->n; i++)
    order[i] = i;

  for (int epoch = 0; epoch < epochs; epoch++)
    {
      double rate = rate0 * 0.5 * (1 + cos (G_PI * epoch / epochs));
      double loss = 0;

      for (int i = set->n - 1; i > 0; i--)
        {
          int j = g_rand_int_range (rand, 0, i + 1);
          int t = order[i];

          order[i] = order[j];
          order[j] = t;
        }
      for (int start = 0; start < set->n; start += batch)
        {
          int end = MIN (set->n, start + batch);

          memset (g1, 0, n1 * sizeof (float));
          memset (gb1, 0, H * sizeof (float));
          memset (g2, 0, n2 * sizeof (float));
          memset (gb2, 0, K * sizeof (float));
          for (int s = start; s < end; s++)
            {
              const float *x = set->features + (gsize) order[s] * F;
              int label = set->labels[order[s]];
              float p[K];

              forward (net, x, hidden, p);
              loss -= log (p[label] + 1e-12);
              p[label] -= 1;  /* now dLoss/dlogit */
              memset (dh, 0, H * sizeof (float));
              for (int k = 0; k < K; k++)
                {
                  float *row = g2 + (gsize) k * H;
                  const float *w = net->w2 + (gsize) k * H;

                  gb2[k] += p[k];
                  for (int j = 0; j < H; j++)
                    {
                      row[j] += p[k] * hidden[j];
                      dh[j] += p[k] * w[j];
                    }
                }
              for (int j = 0; j < H; j++)
                {
                  float *row;

                  if (hidden[j] <= 0)
                    continue;
                  row = g1 + (gsize) j * F;
                  gb1[j] += dh[j];
                  for (int i = 0; i < F; i++)
                    row[i] += dh[j] * x[i];
                }
            }
          {
            float r = (float) (rate / (end - start));
            float m = (float) momentum;
            float d = (float) (decay * (end - start));

            for (gsize i = 0; i < n1; i++)
              {
                v1[i] = m * v1[i] - r * (g1[i] + d * net->w1[i]);
                net->w1[i] += v1[i];
              }
            for (int i = 0; i < H; i++)
              {
                vb1[i] = m * vb1[i] - r * gb1[i];
                net->b1[i] += vb1[i];
              }
            for (gsize i = 0; i < n2; i++)
              {
                v2[i] = m * v2[i] - r * (g2[i] + d * net->w2[i]);
                net->w2[i] += v2[i];
              }
            for (int i = 0; i < K; i++)
              {
                vb2[i] = m * vb2[i] - r * gb2[i];
                net->b2[i] += vb2[i];
              }
          }
        }
      printf ("epoch %2d  loss %.4f  training %.4f%%  held-out fonts %.4f%%\n",
              epoch + 1, loss / set->n, 100 * accuracy (net, set, NULL),
              100 * accuracy (net, heldout, NULL));
      fflush (stdout);
    }
}

static gboolean
write_weights (const Net  *net,
               const char *path,
               const char *command,
               double      heldout_accuracy,
               GError    **error)
{
  SudokuDigitsNet view = net_view (net);
  g_autofree char *note = g_strdup_printf ("%s; trained on digits rendered with the fonts of "
                                           "Debian packages (digits-synth.c lists them); "
                                           "%.2f%% right on the held-out fonts",
                                           command, 100 * heldout_accuracy);
  g_autoptr(GBytes) bytes = _sudoku_digits_net_to_bytes (&view, note);

  return g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                              (gssize) g_bytes_get_size (bytes), error);
}

/* Processor time of this thread: the machine may be busy. */
static double
thread_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

/* The compiled-in weights on held-out fonts: accuracy, confusion, time;
 * the misread cells go to a picture when @wrong_path is set. */
static int
evaluate (const SudokuDigitsNet *net,
          int                    per_class,
          guint32                seed,
          const char            *wrong_path)
{
  const int side = 84, cols = 16;
  g_autofree guint8 *picture = g_new (guint8, side * cols * side * 8);
  int n_wrong = 0;
  g_autoptr(GError) error = NULL;
  g_autoptr(DigitsSynth) synth = digits_synth_new (digits_synth_heldout_fonts, seed, &error);
  int confusion[K][K] = { { 0 } };
  int n = per_class * K, right = 0;
  double seconds = 0;
  GHashTable *wrong_fonts = g_hash_table_new (g_str_hash, g_str_equal);

  if (!synth)
    {
      g_printerr ("train-digits: %s\n", error->message);
      return 1;
    }
  for (int i = 0; i < n; i++)
    {
      int w, h, best = 0;
      float p[K];
      g_autofree guint8 *cell = digits_synth_render (synth, i % K, &w, &h);
      double start = thread_seconds ();

      for (int r = 0; r < 10; r++)
        _sudoku_digits_classify_with (net, cell, w, h, w, p);
      seconds += (thread_seconds () - start) / 10;
      for (int k = 1; k < K; k++)
        if (p[k] > p[best])
          best = k;
      confusion[i % K][best]++;
      if (best == i % K)
        right++;
      if (best != i % K && n_wrong < cols * 8)
        {
          int r = n_wrong / cols, c = n_wrong % cols;

          if (n_wrong == 0)
            memset (picture, 128, (gsize) side * cols * side * 8);
          for (int y = 0; y < MIN (h, side - 2); y++)
            for (int x = 0; x < MIN (w, side - 2); x++)
              picture[(r * side + y) * cols * side + c * side + x] = cell[y * w + x];
          printf ("misread %d: %d read as %d (%.2f), %d × %d, %s\n", n_wrong, i % K, best,
                  p[best], w, h, i % K ? digits_synth_last_font (synth) : "-");
          n_wrong++;
        }
      if (best != i % K && i % K)
        {
          const char *font = digits_synth_last_font (synth);
          g_hash_table_insert (wrong_fonts, (char *) font,
                               GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (wrong_fonts, font)) + 1));
        }
    }
  printf ("held-out fonts: %d cells, %.3f%% right, %.1f µs of processor time per cell\n",
          n, 100.0 * right / n, 1e6 * seconds / n);
  print_confusion (confusion);
  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, wrong_fonts);
    while (g_hash_table_iter_next (&iter, &key, &value))
      printf ("  misread digits in %s: %d\n", (char *) key, GPOINTER_TO_INT (value));
  }
  g_hash_table_unref (wrong_fonts);
  if (wrong_path && n_wrong)
    {
      FILE *out = g_fopen (wrong_path, "wb");

      fprintf (out, "P5\n%d %d\n255\n", cols * side, 8 * side);
      fwrite (picture, 1, (gsize) side * cols * side * 8, out);
      fclose (out);
    }
  return 0;
}

/* A picture of cells as drawn for training: a row per class. */
static int
write_montage (const char *path,
               guint32     seed)
{
  const int cols = 16, side = 84;
  g_autoptr(DigitsSynth) synth = digits_synth_new (digits_synth_training_fonts, seed, NULL);
  g_autofree guint8 *image = g_new (guint8, K * side * cols * side);
  FILE *out;

  if (!synth)
    return 1;
  memset (image, 128, (gsize) K * side * cols * side);
  for (int k = 0; k < K; k++)
    for (int c = 0; c < cols; c++)
      {
        int w, h;
        g_autofree guint8 *cell = digits_synth_render (synth, k, &w, &h);

        for (int y = 0; y < MIN (h, side - 2); y++)
          for (int x = 0; x < MIN (w, side - 2); x++)
            image[(k * side + y) * cols * side + c * side + x] = cell[y * w + x];
      }
  out = g_fopen (path, "wb");
  if (!out)
    return 1;
  fprintf (out, "P5\n%d %d\n255\n", cols * side, K * side);
  fwrite (image, 1, (gsize) K * side * cols * side, out);
  return fclose (out) == 0 ? 0 : 1;
}

static void
net_init (Net *net,
          int  hidden)
{
  net->hidden = hidden;
  net->w1 = g_new0 (float, (gsize) hidden * F);
  net->b1 = g_new0 (float, hidden);
  net->w2 = g_new0 (float, (gsize) K * hidden);
  net->b2 = g_new0 (float, K);
}

static void
net_clear (Net *net)
{
  g_free (net->w1);
  g_free (net->b1);
  g_free (net->w2);
  g_free (net->b2);
}

int
main (int   argc,
      char *argv[])
{
  int per_class = 6000, heldout_per_class = 500, epochs = 30, hidden = 128;
  int seed = 22, folds = 5, copies = 3;
  double rate = 0.05;
  int only_fold = -1;
  g_autofree char *base_path = NULL;
  g_autoptr(SudokuDigitsNet) base = NULL;
  gboolean do_evaluate = FALSE;
  g_autofree char *output = NULL;
  g_autofree char *montage = NULL;
  g_autofree char *real_path = NULL;
  g_autofree char *weights_path = NULL;
  g_autoptr(SudokuDigitsNet) weights = NULL;
  const SudokuDigitsNet *judged_net;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = g_option_context_new ("- train the digit classifier");
  GOptionEntry entries[] = {
    { "per-class", 'n', 0, G_OPTION_ARG_INT, &per_class, "Training cells per class", "N" },
    { "heldout-per-class", 0, 0, G_OPTION_ARG_INT, &heldout_per_class, "Held-out cells per class", "N" },
    { "epochs", 'e', 0, G_OPTION_ARG_INT, &epochs, "Passes over the training cells", "N" },
    { "hidden", 0, 0, G_OPTION_ARG_INT, &hidden, "Hidden units", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "Random seed", "N" },
    { "real", 0, 0, G_OPTION_ARG_FILENAME, &real_path, "Cells cut from photos, with their classes (README.md)", "FILE" },
    { "folds", 0, 0, G_OPTION_ARG_INT, &folds, "Cross-validation folds over the photos (0: none)", "N" },
    { "copies", 0, 0, G_OPTION_ARG_INT, &copies, "Times each photo cell is repeated in training", "N" },
    { "fold", 0, 0, G_OPTION_ARG_INT, &only_fold, "With --real: train one net, without the photos of this fold (0 to --folds - 1), for the bench's cross-validation", "F" },
    { "base", 0, 0, G_OPTION_ARG_FILENAME, &base_path, "Start from these weights (fine-tuning) instead of random ones", "FILE" },
    { "rate", 0, 0, G_OPTION_ARG_DOUBLE, &rate, "Learning rate at the start (0.05)", "R" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, "Weights file to write (src/vision/digits/sudoku-digits.weights)", "FILE" },
    { "weights", 0, 0, G_OPTION_ARG_FILENAME, &weights_path, "With --evaluate: measure this weights file, not the compiled-in one", "FILE" },
    { "montage", 0, 0, G_OPTION_ARG_FILENAME, &montage, "Write a picture (PGM) of training cells (with --evaluate: of the misread ones)", "FILE" },
    { "evaluate", 0, 0, G_OPTION_ARG_NONE, &do_evaluate, "Measure the compiled-in weights (or --weights) on the held-out fonts (and --real)", NULL },
    { NULL }
  };
  g_autofree char *command = g_strjoinv (" ", argv);
  Set synthetic, heldout, set;
  RealCells real = { 0, NULL, NULL, NULL };
  Net net;
  double heldout_accuracy;
  int confusion[K][K];
  gint64 start = g_get_monotonic_time ();

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("train-digits: %s\n", error->message);
      return 2;
    }
  if (real_path && !load_real (real_path, &real, &error))
    {
      g_printerr ("train-digits: %s\n", error->message);
      return 1;
    }
  if (montage && !do_evaluate)
    return write_montage (montage, (guint32) seed);
  if (do_evaluate)
    {
      if (weights_path)
        {
          g_autoptr(GBytes) bytes = NULL;
          g_autoptr(GMappedFile) file = g_mapped_file_new (weights_path, FALSE, &error);

          if (file)
            {
              bytes = g_mapped_file_get_bytes (file);
              weights = _sudoku_digits_net_new_from_bytes (bytes, &error);
            }
          if (!weights)
            {
              g_printerr ("train-digits: %s: %s\n", weights_path, error->message);
              return 1;
            }
          judged_net = weights;
        }
      else
        judged_net = _sudoku_digits_get_net ();
      printf ("weights: %s\n", judged_net->note);

      if (real.n)
        {
          Set all = real_set (&real, 0, 0, TRUE);
          double right;

          memset (confusion, 0, sizeof confusion);
          right = accuracy_of (judged_net, &all, confusion);
          printf ("photo cells (the compiled-in weights may have seen them): %d cells, %.3f%% right\n",
                  all.n, 100 * right);
          for (int photo = 0; photo < 256; photo++)
            {
              Set one = { 0, all.features, all.labels };
              int first = -1;

              for (int i = 0; i < real.n; i++)
                if (real.photo[i] == photo)
                  {
                    if (first < 0)
                      first = i;
                    one.n = i - first + 1;
                  }
              if (first < 0)
                continue;
              one.features = all.features + (gsize) first * F;
              one.labels = all.labels + first;
              right = accuracy_of (judged_net, &one, NULL);
              if (right < 1)
                printf ("  photo %d: %.1f%% of %d cells right\n", photo, 100 * right, one.n);
            }
          print_confusion (confusion);
          for (int i = 0; i < all.n; i++)
            {
              float p[K];
              int best = 0;

              _sudoku_digits_classify_with (judged_net,
                                            real.pixels + (gsize) i * REAL_SIDE * REAL_SIDE,
                                            REAL_SIDE, REAL_SIDE, REAL_SIDE, p);
              for (int k = 1; k < K; k++)
                if (p[k] > p[best])
                  best = k;
              if (best != real.label[i])
                printf ("  misread photo cell %d (photo %d): %d read as %d (%.2f)\n",
                        i, real.photo[i], real.label[i], best, p[best]);
            }
          set_clear (&all);
        }
      return evaluate (judged_net, heldout_per_class, (guint32) seed + 1, montage);
    }
  if (!output)
    {
      g_printerr ("train-digits: --output is needed\n");
      return 2;
    }

  if (only_fold >= 0 && (!real.n || folds < 2 || only_fold >= folds))
    {
      g_printerr ("train-digits: --fold needs --real and a fold under --folds\n");
      return 2;
    }
  if (base_path)
    {
      g_autoptr(GMappedFile) file = g_mapped_file_new (base_path, FALSE, &error);
      g_autoptr(GBytes) bytes = NULL;

      if (file)
        {
          bytes = g_mapped_file_get_bytes (file);
          base = _sudoku_digits_net_new_from_bytes (bytes, &error);
        }
      if (!base)
        {
          g_printerr ("train-digits: %s: %s\n", base_path, error->message);
          return 1;
        }
    }
  synthetic = make_set (digits_synth_training_fonts, (guint32) seed, per_class);
  heldout = make_set (digits_synth_heldout_fonts, (guint32) seed + 1, heldout_per_class);
  printf ("%d training cells, %d held-out cells, made in %.1f s\n", synthetic.n, heldout.n,
          (g_get_monotonic_time () - start) / 1e6);
  fflush (stdout);

  /* Cross-validation over the photos: each fold's photos are judged by
   * a model trained without them. */
  if (real.n && folds > 1 && only_fold < 0)
    {
      int cv_confusion[K][K] = { { 0 } };
      int right = 0, n = 0;

      for (int fold = 0; fold < folds; fold++)
        {
          Set rest = real_set (&real, folds, fold, FALSE);
          Set judged = real_set (&real, folds, fold, TRUE);
          double a;

          set = set_join (&synthetic, &rest, copies);
          net_init (&net, hidden);
          printf ("fold %d of %d: %d photo cells in training, %d judged\n",
                  fold + 1, folds, rest.n, judged.n);
          train (&net, &set, &heldout, epochs, rate, TRUE, (guint32) seed + 2);
          a = accuracy (&net, &judged, cv_confusion);
          printf ("fold %d: %.3f%% of its photo cells right\n", fold + 1, 100 * a);
          right += (int) round (a * judged.n);
          n += judged.n;
          net_clear (&net);
          set_clear (&set);
          set_clear (&rest);
          set_clear (&judged);
        }
      printf ("photo cells, %d-fold cross-validated: %d of %d right (%.3f%%)\n",
              folds, right, n, 100.0 * right / n);
      print_confusion (cv_confusion);
    }

  /* The photo cells: all of them, or (--fold) those of the other folds,
   * for a net that reads that fold's photos in the bench's
   * cross-validation (build-aux/bench-scan --digits-weights). */
  if (real.n)
    {
      Set all = only_fold >= 0 ? real_set (&real, folds, only_fold, FALSE)
                               : real_set (&real, 0, 0, TRUE);

      printf ("%d photo cells in training\n", all.n);
      set = set_join (&synthetic, &all, copies);
      set_clear (&all);
    }
  else
    set = set_join (&synthetic, &synthetic, 0);
  if (base)
    {
      net_init (&net, base->n_hidden);
      memcpy (net.w1, base->w1, sizeof (float) * base->n_hidden * F);
      memcpy (net.b1, base->b1, sizeof (float) * base->n_hidden);
      memcpy (net.w2, base->w2, sizeof (float) * K * base->n_hidden);
      memcpy (net.b2, base->b2, sizeof (float) * K);
    }
  else
    net_init (&net, hidden);
  train (&net, &set, &heldout, epochs, rate, base == NULL, (guint32) seed + 2);

  memset (confusion, 0, sizeof confusion);
  heldout_accuracy = accuracy (&net, &heldout, confusion);
  printf ("held-out fonts: %.3f%% right\n", 100 * heldout_accuracy);
  print_confusion (confusion);
  if (!write_weights (&net, output, command, heldout_accuracy, &error))
    {
      g_printerr ("train-digits: %s\n", error->message);
      return 1;
    }
  printf ("wrote %s in %.1f s\n", output, (g_get_monotonic_time () - start) / 1e6);
  return 0;
}
