/* sudoku-digits.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The digit in one cell: normalise the ink, compute features (a small
 * image, gradient histograms, measures of the ink), score them with a
 * two-layer perceptron. The weights come from tools/train-digits
 * (digits rendered with Debian's fonts, augmented); see its README. They
 * are a small binary file compiled in as a GResource
 * (src/vision/digits/sudoku-digits.weights), read and checked once. */

#define G_LOG_DOMAIN "nanpure-vision"

#include "config.h"

#include "sudoku-digits.h"
#include "sudoku-digits-private.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "sudoku-digits-resources.h"

/* Cells are reduced to at most this side before anything else: the
 * features need no more, and the work stays small and fixed. */
#define WORK_SIDE 64
#define WORK_PIXELS (WORK_SIDE * WORK_SIDE)
/* Below this difference between paper and ink there is no ink. */
#define MIN_CONTRAST 28
#define MAX_COMPONENTS 256

typedef struct {
  int   area;
  int   in_band;
  int   x0, y0, x1, y1;
  guint touches_border : 1;
  guint keep : 1;
} Component;

static void
reduce_cell (const guint8 *pixels,
             int           width,
             int           height,
             int           stride,
             guint8       *work,
             int          *work_width,
             int          *work_height)
{
  int side = MAX (width, height);
  int factor = (side + WORK_SIDE - 1) / WORK_SIDE;
  int w = width / factor;
  int h = height / factor;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int sum = 0;

        for (int dy = 0; dy < factor; dy++)
          {
            const guint8 *row = pixels + (gsize) (y * factor + dy) * stride + x * factor;

            for (int dx = 0; dx < factor; dx++)
              sum += row[dx];
          }
        work[y * w + x] = (guint8) ((sum + factor * factor / 2) / (factor * factor));
      }
  *work_width = w;
  *work_height = h;
}

/* The level of the darkest 1% of @histogram's @n pixels. */
static int
darkest_percent (const int *histogram,
                 int        n)
{
  int count = 0, level;

  for (level = 0; level < 255; level++)
    {
      count += histogram[level];
      if (count * 100 > n)
        break;
    }
  return level;
}

/* The paper is the level 70% of the cell is darker than or equal to
 * (ink rarely covers more than a third of a cell). The ink is the level
 * of the darkest 1% of the cell's inside, its outer INK_BAND on each
 * side left out: the remains of a grid line there are often darker than
 * a thin or blurred digit, and with the line's level as the ink (as
 * before), such a digit fell under the middle between paper and ink
 * and was read as no digit (docs/DIGITS.md: most of the held-out
 * fonts' digits read as no digit). */
#define INK_BAND 15  /* percent of the side */

static void
paper_and_ink (const guint8 *work,
               int           w,
               int           h,
               int          *paper,
               int          *ink)
{
  int histogram[256] = { 0 };
  int n = w * h, count = 0, level;
  int band_x = w * INK_BAND / 100, band_y = h * INK_BAND / 100;

  for (int i = 0; i < n; i++)
    histogram[work[i]]++;
  for (level = 0; level < 255; level++)
    {
      count += histogram[level];
      if (count * 10 >= n * 7)
        break;
    }
  *paper = level;

  memset (histogram, 0, sizeof histogram);
  n = 0;
  for (int y = band_y; y < h - band_y; y++)
    for (int x = band_x; x < w - band_x; x++, n++)
      histogram[work[y * w + x]]++;
  *ink = MIN (darkest_percent (histogram, n), *paper);
}

/* Clears whole rows and columns near the borders that are mostly ink:
 * the remains of grid lines. */
static void
clear_border_lines (guint8 *mask,
                    int     w,
                    int     h)
{
  int band_y = MAX (1, h * 18 / 100);
  int band_x = MAX (1, w * 18 / 100);

  for (int y = 0; y < h; y++)
    {
      int count = 0;

      if (y >= band_y && y < h - band_y)
        continue;
      for (int x = 0; x < w; x++)
        count += mask[y * w + x];
      if (count * 10 > w * 6)
        memset (mask + y * w, 0, w);
    }
  for (int x = 0; x < w; x++)
    {
      int count = 0;

      if (x >= band_x && x < w - band_x)
        continue;
      for (int y = 0; y < h; y++)
        count += mask[y * w + x];
      if (count * 10 > h * 6)
        for (int y = 0; y < h; y++)
          mask[y * w + x] = 0;
    }
}

/* 8-connected components of the mask; labels are 1-based, 0 is paper. */
static int
label_components (const guint8 *mask,
                  int           w,
                  int           h,
                  guint16      *labels,
                  Component    *components)
{
  int stack[WORK_PIXELS];
  int n = 0;
  int band_x = MAX (1, w * 15 / 100);
  int band_y = MAX (1, h * 15 / 100);

  memset (labels, 0, sizeof (guint16) * w * h);
  for (int start = 0; start < w * h; start++)
    {
      Component *c;
      int top = 0;

      if (!mask[start] || labels[start])
        continue;
      if (n == MAX_COMPONENTS)
        break;
      c = &components[n++];
      *c = (Component) { 0, 0, w, h, -1, -1, FALSE, FALSE };
      labels[start] = n;
      stack[top++] = start;
      while (top > 0)
        {
          int i = stack[--top];
          int x = i % w;
          int y = i / w;

          c->area++;
          c->x0 = MIN (c->x0, x);
          c->x1 = MAX (c->x1, x);
          c->y0 = MIN (c->y0, y);
          c->y1 = MAX (c->y1, y);
          if (x < band_x || x >= w - band_x || y < band_y || y >= h - band_y)
            c->in_band++;
          if (x == 0 || y == 0 || x == w - 1 || y == h - 1)
            c->touches_border = TRUE;
          for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
              {
                int nx = x + dx;
                int ny = y + dy;
                int j;

                if (nx < 0 || ny < 0 || nx >= w || ny >= h)
                  continue;
                j = ny * w + nx;
                if (mask[j] && !labels[j])
                  {
                    labels[j] = n;
                    stack[top++] = j;
                  }
              }
        }
    }
  return n;
}

/* Line remains: thin pieces along a border, or ink that lies almost all
 * in the outer band of the cell. */
static gboolean
is_line_remains (const Component *c,
                 int              w,
                 int              h)
{
  int cw = c->x1 - c->x0 + 1;
  int ch = c->y1 - c->y0 + 1;

  if (c->in_band * 100 > c->area * 85)
    return TRUE;
  if (!c->touches_border)
    return FALSE;
  if ((c->x0 == 0 || c->x1 == w - 1) && cw * 5 <= w && ch >= 2 * cw)
    return TRUE;
  if ((c->y0 == 0 || c->y1 == h - 1) && ch * 5 <= h && cw >= 2 * ch)
    return TRUE;
  return FALSE;
}

static float
sample (const float *ink,
        int          w,
        int          h,
        float        x,
        float        y)
{
  int x0 = (int) floorf (x);
  int y0 = (int) floorf (y);
  float fx = x - x0;
  float fy = y - y0;
  float v = 0;

  for (int dy = 0; dy <= 1; dy++)
    for (int dx = 0; dx <= 1; dx++)
      {
        int sx = x0 + dx;
        int sy = y0 + dy;
        float weight = (dx ? fx : 1 - fx) * (dy ? fy : 1 - fy);

        if (sx >= 0 && sy >= 0 && sx < w && sy < h)
          v += weight * ink[sy * w + sx];
      }
  return v;
}

static void
gradient_histograms (const float *box,
                     float       *hog)
{
  const int n = SUDOKU_DIGITS_BOX;
  const int cell = SUDOKU_DIGITS_BOX / SUDOKU_DIGITS_HOG_CELLS;
  float norm = 0;

  memset (hog, 0, sizeof (float) * SUDOKU_DIGITS_N_HOG);
  for (int y = 0; y < n; y++)
    for (int x = 0; x < n; x++)
      {
        float gx = (x + 1 < n ? box[y * n + x + 1] : 0) - (x > 0 ? box[y * n + x - 1] : 0);
        float gy = (y + 1 < n ? box[(y + 1) * n + x] : 0) - (y > 0 ? box[(y - 1) * n + x] : 0);
        float magnitude = sqrtf (gx * gx + gy * gy);
        float angle;
        int bin;
        float frac;
        float *h;

        if (magnitude < 1e-4f)
          continue;
        angle = (atan2f (gy, gx) + (float) G_PI) * (8 / (2 * (float) G_PI));
        bin = (int) angle;
        frac = angle - bin;
        bin &= 7;
        h = hog + ((y / cell) * SUDOKU_DIGITS_HOG_CELLS + x / cell) * 8;
        h[bin] += magnitude * (1 - frac);
        h[(bin + 1) & 7] += magnitude * frac;
      }
  for (int i = 0; i < SUDOKU_DIGITS_N_HOG; i++)
    norm += hog[i] * hog[i];
  norm = sqrtf (norm) + 1e-3f;
  for (int i = 0; i < SUDOKU_DIGITS_N_HOG; i++)
    hog[i] = 4 * hog[i] / norm;
}

static void
features_at (const guint8 *pixels,
             int           width,
             int           height,
             int           stride,
             float         level,
             float         features[SUDOKU_DIGITS_N_FEATURES])
{
  guint8 work[WORK_PIXELS];
  guint8 mask[WORK_PIXELS];
  guint16 labels[WORK_PIXELS];
  float ink_map[WORK_PIXELS];
  float box[SUDOKU_DIGITS_BOX * SUDOKU_DIGITS_BOX];
  Component components[MAX_COMPONENTS];
  float *shape = features + SUDOKU_DIGITS_N_PIXELS + SUDOKU_DIGITS_N_HOG;
  int w, h, n, paper, ink, contrast, main = -1, kept = 0, kept_area = 0;
  int x0, y0, x1, y1;
  float scale, ox, oy;

  g_return_if_fail (pixels != NULL && width >= 1 && height >= 1 && stride >= width);

  memset (features, 0, sizeof (float) * SUDOKU_DIGITS_N_FEATURES);
  reduce_cell (pixels, width, height, stride, work, &w, &h);
  if (w < 2 || h < 2)
    return;
  paper_and_ink (work, w, h, &paper, &ink);
  contrast = paper - ink;
  shape[5] = contrast / 255.f;
  if (contrast < MIN_CONTRAST)
    return;

  for (int i = 0; i < w * h; i++)
    mask[i] = work[i] < ink + level * contrast;
  clear_border_lines (mask, w, h);
  n = label_components (mask, w, h, labels, components);

  for (int i = 0; i < n; i++)
    if (!is_line_remains (&components[i], w, h)
        && (main < 0 || components[i].area > components[main].area))
      main = i;
  if (main < 0)
    return;

  /* The digit: the largest piece of ink, and the pieces near it (a
   * broken stroke). */
  components[main].keep = TRUE;
  x0 = components[main].x0;
  y0 = components[main].y0;
  x1 = components[main].x1;
  y1 = components[main].y1;
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < n; i++)
      {
        Component *c = &components[i];
        int margin_x = w * 8 / 100;
        int margin_y = h * 8 / 100;

        if (c->keep || is_line_remains (c, w, h))
          continue;
        if (c->x1 < x0 - margin_x || c->x0 > x1 + margin_x
            || c->y1 < y0 - margin_y || c->y0 > y1 + margin_y)
          continue;
        c->keep = TRUE;
        x0 = MIN (x0, c->x0);
        y0 = MIN (y0, c->y0);
        x1 = MAX (x1, c->x1);
        y1 = MAX (y1, c->y1);
      }
  for (int i = 0; i < n; i++)
    if (components[i].keep)
      {
        kept++;
        kept_area += components[i].area;
      }

  /* How much ink each pixel holds, counting only the digit's pieces and
   * the pixel around them (the anti-aliased edge). */
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        gboolean near = FALSE;
        float v = 0;

        if (x >= x0 - 1 && x <= x1 + 1 && y >= y0 - 1 && y <= y1 + 1)
          for (int dy = -1; dy <= 1 && !near; dy++)
            for (int dx = -1; dx <= 1 && !near; dx++)
              {
                int nx = x + dx;
                int ny = y + dy;
                int label;

                if (nx < 0 || ny < 0 || nx >= w || ny >= h)
                  continue;
                label = labels[ny * w + nx];
                near = label && components[label - 1].keep;
              }
        if (near)
          v = CLAMP ((paper - work[y * w + x]) / (float) contrast, 0.f, 1.f);
        ink_map[y * w + x] = v;
      }

  /* Scale the bounding box into the box, keeping its aspect, centred,
   * sampling 3 × 3 points per pixel. */
  {
    int bw = x1 - x0 + 1;
    int bh = y1 - y0 + 1;
    const int inner = SUDOKU_DIGITS_BOX - 2;

    scale = inner / (float) MAX (bw, bh);
    ox = (SUDOKU_DIGITS_BOX - bw * scale) / 2;
    oy = (SUDOKU_DIGITS_BOX - bh * scale) / 2;
    for (int y = 0; y < SUDOKU_DIGITS_BOX; y++)
      for (int x = 0; x < SUDOKU_DIGITS_BOX; x++)
        {
          float v = 0;

          for (int sy = 0; sy < 3; sy++)
            for (int sx = 0; sx < 3; sx++)
              {
                float dx = x + (sx + 0.5f) / 3;
                float dy = y + (sy + 0.5f) / 3;

                v += sample (ink_map, w, h,
                             x0 + (dx - ox) / scale - 0.5f,
                             y0 + (dy - oy) / scale - 0.5f);
              }
          box[y * SUDOKU_DIGITS_BOX + x] = v / 9;
        }

    for (int y = 0; y < 10; y++)
      for (int x = 0; x < 10; x++)
        {
          const float *p = box + (2 * y) * SUDOKU_DIGITS_BOX + 2 * x;

          features[y * 10 + x] = (p[0] + p[1] + p[SUDOKU_DIGITS_BOX] + p[SUDOKU_DIGITS_BOX + 1]) / 4;
        }
    gradient_histograms (box, features + SUDOKU_DIGITS_N_PIXELS);

    shape[0] = bw / (float) w;
    shape[1] = bh / (float) h;
    shape[2] = (x0 + x1 + 1 - w) / (2.f * w);
    shape[3] = (y0 + y1 + 1 - h) / (2.f * h);
    shape[4] = MIN (1.f, 4.f * kept_area / (w * h));
    shape[6] = MIN (1.f, kept / 4.f);
    shape[7] = MIN (1.f, bw / (2.f * bh));
  }
}

void
_sudoku_digits_features (const guint8 *pixels,
                         int           width,
                         int           height,
                         int           stride,
                         float         features[SUDOKU_DIGITS_N_FEATURES])
{
  features_at (pixels, width, height, stride, 0.5f, features);
}

void
_sudoku_digits_forward (const SudokuDigitsNet *net,
                        const float           *features,
                        float                 *hidden,
                        float                  scores[SUDOKU_DIGITS_N_CLASSES])
{
  float top = -G_MAXFLOAT;
  float sum = 0;

  for (int j = 0; j < net->n_hidden; j++)
    {
      const float *row = net->w1 + (gsize) j * SUDOKU_DIGITS_N_FEATURES;
      float a = net->b1[j];

      for (int i = 0; i < SUDOKU_DIGITS_N_FEATURES; i++)
        a += row[i] * features[i];
      hidden[j] = a > 0 ? a : 0;
    }
  for (int k = 0; k < SUDOKU_DIGITS_N_CLASSES; k++)
    {
      const float *row = net->w2 + (gsize) k * net->n_hidden;
      float a = net->b2[k];

      for (int j = 0; j < net->n_hidden; j++)
        a += row[j] * hidden[j];
      scores[k] = a;
      top = MAX (top, a);
    }
  for (int k = 0; k < SUDOKU_DIGITS_N_CLASSES; k++)
    {
      scores[k] = expf (scores[k] - top);
      sum += scores[k];
    }
  for (int k = 0; k < SUDOKU_DIGITS_N_CLASSES; k++)
    scores[k] /= sum;
}

/* --- The weights file ---------------------------------------------------- */

#define HEADER_SIZE (8 + 5 * 4)

static gsize
n_weights (int n_hidden)
{
  return (gsize) n_hidden * SUDOKU_DIGITS_N_FEATURES + n_hidden
         + (gsize) SUDOKU_DIGITS_N_CLASSES * n_hidden + SUDOKU_DIGITS_N_CLASSES;
}

static guint32
read_u32 (const guint8 *p)
{
  guint32 v;

  memcpy (&v, p, 4);
  return GUINT32_FROM_LE (v);
}

/* Checks everything before it trusts anything: the magic, the version,
 * the shape the features of this build need, and the exact size. */
SudokuDigitsNet *
_sudoku_digits_net_new_from_bytes (GBytes  *bytes,
                                   GError **error)
{
  g_autoptr(SudokuDigitsNet) net = NULL;
  gsize size, expected;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  guint32 version, n_features, n_hidden, n_classes, note_length;
  const guint8 *values;

  g_return_val_if_fail (bytes != NULL, NULL);

  if (size < HEADER_SIZE || memcmp (data, SUDOKU_DIGITS_WEIGHTS_MAGIC, 8) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "not a digit weights file (no %s header)", SUDOKU_DIGITS_WEIGHTS_MAGIC);
      return NULL;
    }
  version = read_u32 (data + 8);
  n_features = read_u32 (data + 12);
  n_hidden = read_u32 (data + 16);
  n_classes = read_u32 (data + 20);
  note_length = read_u32 (data + 24);
  if (version != SUDOKU_DIGITS_WEIGHTS_VERSION)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "digit weights file version %u, this build reads version %d",
                   version, SUDOKU_DIGITS_WEIGHTS_VERSION);
      return NULL;
    }
  if (n_features != SUDOKU_DIGITS_N_FEATURES || n_classes != SUDOKU_DIGITS_N_CLASSES
      || n_hidden < 1 || n_hidden > SUDOKU_DIGITS_MAX_HIDDEN)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "digit weights for %u features, %u hidden units and %u classes; "
                   "this build computes %d features for %d classes (at most %d hidden units)",
                   n_features, n_hidden, n_classes, SUDOKU_DIGITS_N_FEATURES,
                   SUDOKU_DIGITS_N_CLASSES, SUDOKU_DIGITS_MAX_HIDDEN);
      return NULL;
    }
  expected = HEADER_SIZE + (gsize) note_length + 4 * n_weights (n_hidden);
  if (note_length > size || size != expected)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "digit weights file of %" G_GSIZE_FORMAT " bytes, %" G_GSIZE_FORMAT
                   " expected for %u hidden units", size, expected, n_hidden);
      return NULL;
    }

  net = g_new0 (SudokuDigitsNet, 1);
  net->n_hidden = n_hidden;
  net->note = g_strndup ((const char *) data + HEADER_SIZE, note_length);
  net->storage = g_new (float, n_weights (n_hidden));
  values = data + HEADER_SIZE + note_length;
  for (gsize i = 0; i < n_weights (n_hidden); i++)
    {
      guint32 bits = read_u32 (values + 4 * i);
      float v;

      memcpy (&v, &bits, 4);
      if (!isfinite (v))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "digit weights file: weight %" G_GSIZE_FORMAT " is not a number", i);
          return NULL;
        }
      net->storage[i] = v;
    }
  net->w1 = net->storage;
  net->b1 = net->w1 + (gsize) n_hidden * SUDOKU_DIGITS_N_FEATURES;
  net->w2 = net->b1 + n_hidden;
  net->b2 = net->w2 + (gsize) SUDOKU_DIGITS_N_CLASSES * n_hidden;
  return g_steal_pointer (&net);
}

static void
append_u32 (GByteArray *out,
            guint32     v)
{
  v = GUINT32_TO_LE (v);
  g_byte_array_append (out, (const guint8 *) &v, 4);
}

static void
append_floats (GByteArray  *out,
               const float *values,
               gsize        n)
{
  for (gsize i = 0; i < n; i++)
    {
      guint32 bits;

      memcpy (&bits, &values[i], 4);
      append_u32 (out, bits);
    }
}

/* The file _sudoku_digits_net_new_from_bytes() reads (tools/train-digits
 * writes it). */
GBytes *
_sudoku_digits_net_to_bytes (const SudokuDigitsNet *net,
                             const char            *note)
{
  GByteArray *out = g_byte_array_new ();
  gsize note_length = note ? strlen (note) : 0;

  g_return_val_if_fail (net != NULL, NULL);

  g_byte_array_append (out, (const guint8 *) SUDOKU_DIGITS_WEIGHTS_MAGIC, 8);
  append_u32 (out, SUDOKU_DIGITS_WEIGHTS_VERSION);
  append_u32 (out, SUDOKU_DIGITS_N_FEATURES);
  append_u32 (out, net->n_hidden);
  append_u32 (out, SUDOKU_DIGITS_N_CLASSES);
  append_u32 (out, note_length);
  if (note_length)
    g_byte_array_append (out, (const guint8 *) note, note_length);
  append_floats (out, net->w1, (gsize) net->n_hidden * SUDOKU_DIGITS_N_FEATURES);
  append_floats (out, net->b1, net->n_hidden);
  append_floats (out, net->w2, (gsize) SUDOKU_DIGITS_N_CLASSES * net->n_hidden);
  append_floats (out, net->b2, SUDOKU_DIGITS_N_CLASSES);
  return g_byte_array_free_to_bytes (out);
}

void
_sudoku_digits_net_free (SudokuDigitsNet *net)
{
  if (net == NULL)
    return;
  g_free (net->storage);
  g_free (net->note);
  g_free (net);
}

/* The compiled-in weights file. */
GBytes *
_sudoku_digits_dup_weights (void)
{
  g_autoptr(GError) error = NULL;
  GBytes *bytes = g_resource_lookup_data (sudoku_digits_get_resource (),
                                          SUDOKU_DIGITS_WEIGHTS_RESOURCE,
                                          G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

  if (bytes == NULL)
    g_error ("The digit classifier's weights are missing from this build: %s", error->message);
  return bytes;
}

/* Read once. A bad compiled-in file is a broken build: say so and stop,
 * rather than read every photo as empty. For measuring only, the
 * environment variable NANPURE_DIGITS_WEIGHTS=FILE puts another weights
 * file in its place (build-aux/bench-scan --cross-validate reads each
 * fold's photos with a net that did not see them; like
 * NANPURE_VISION_TUNE). */
const SudokuDigitsNet *
_sudoku_digits_get_net (void)
{
  static gsize net = 0;

  if (g_once_init_enter (&net))
    {
      const char *path = g_getenv ("NANPURE_DIGITS_WEIGHTS");
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      SudokuDigitsNet *loaded;

      if (path != NULL && *path != '\0')
        {
          g_autoptr(GMappedFile) file = g_mapped_file_new (path, FALSE, &error);

          if (file == NULL)
            g_error ("NANPURE_DIGITS_WEIGHTS: %s", error->message);
          bytes = g_mapped_file_get_bytes (file);
        }
      else
        bytes = _sudoku_digits_dup_weights ();
      loaded = _sudoku_digits_net_new_from_bytes (bytes, &error);
      if (loaded == NULL)
        g_error ("The digit classifier's weights (%s) are unusable: %s",
                 path != NULL && *path != '\0' ? path : SUDOKU_DIGITS_WEIGHTS_RESOURCE,
                 error->message);
      g_once_init_leave (&net, (gsize) loaded);
    }
  return (const SudokuDigitsNet *) net;
}

/* The looks at a cell whose scores are averaged: the ink taken darker than
 * the middle between paper and ink (the features' own), then lighter and
 * darker levels (thicker and thinner strokes, a slightly different box)
 * with the cell cut one pixel short on two sides (a small shift). Only a
 * first look under SURE_AT_FIRST asks for the others, so most cells cost
 * one. On the held-out fonts (train-digits --evaluate, 5 000 cells) this
 * took the share right from 99.14% to 99.58% (--seed 22), 99.02% to
 * 99.50% (--seed 100), 98.62% to 99.24% (--seed 300), for about 30%
 * more time per cell; docs/DIGITS.md. */
typedef struct {
  float level;  /* share of the contrast above the ink */
  int   dx, dy; /* > 0: that many columns / rows cut at the left / top */
} Look;

static const Look looks[] = {
  { 0.5f, 0, 0 },
  { 0.4f, 1, 1 },
  { 0.6f, -1, -1 },
  { 0.4f, -1, -1 },
  { 0.6f, 1, 1 },
};

#define SURE_AT_FIRST 0.99f

void
_sudoku_digits_classify_with (const SudokuDigitsNet *net,
                              const guint8          *pixels,
                              int                    width,
                              int                    height,
                              int                    stride,
                              float                  scores[SUDOKU_DIGITS_N_CLASSES])
{
  float features[SUDOKU_DIGITS_N_FEATURES];
  float hidden[SUDOKU_DIGITS_MAX_HIDDEN];
  float sum[SUDOKU_DIGITS_N_CLASSES] = { 0 };
  int n_looks = 0;

  for (int k = 0; k < SUDOKU_DIGITS_N_CLASSES; k++)
    scores[k] = k == 0 ? 1.f : 0.f;
  g_return_if_fail (pixels != NULL && width >= 1 && height >= 1 && stride >= width);

  /* The first look; a doubtful one is averaged with four more. */
  for (guint v = 0; v < G_N_ELEMENTS (looks); v++)
    {
      const Look *look = &looks[v];
      int x0 = MAX (0, look->dx), y0 = MAX (0, look->dy);
      int w = width - ABS (look->dx), h = height - ABS (look->dy);
      float p[SUDOKU_DIGITS_N_CLASSES];
      float top = 0;

      if (v > 0 && (w < 2 || h < 2))
        continue;
      features_at (pixels + (gsize) y0 * stride + x0, w, h, stride, look->level, features);
      _sudoku_digits_forward (net, features, hidden, p);
      for (int k = 0; k < SUDOKU_DIGITS_N_CLASSES; k++)
        {
          sum[k] += p[k];
          top = MAX (top, p[k]);
        }
      n_looks++;
      if (v == 0 && top >= SURE_AT_FIRST)
        break;
    }
  for (int k = 0; k < SUDOKU_DIGITS_N_CLASSES; k++)
    scores[k] = sum[k] / n_looks;
}

void
sudoku_digits_classify (const guint8 *pixels,
                        int           width,
                        int           height,
                        int           stride,
                        float         scores[SUDOKU_DIGITS_N_CLASSES])
{
  g_return_if_fail (scores != NULL);

  _sudoku_digits_classify_with (_sudoku_digits_get_net (), pixels, width, height, stride,
                                scores);
}
