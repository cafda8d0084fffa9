/* sudoku-vision-image.c — decoding a photo into a small upright gray image
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-vision"

#include "config.h"

#include <glib/gi18n.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <math.h>

#include "sudoku-vision-private.h"

VisionGray *
_vision_gray_new (int width,
                  int height)
{
  VisionGray *gray = g_new0 (VisionGray, 1);

  gray->width = width;
  gray->height = height;
  gray->pixels = g_malloc0 ((gsize) width * height);
  return gray;
}

void
_vision_gray_free (VisionGray *gray)
{
  if (gray == NULL)
    return;
  g_free (gray->pixels);
  g_free (gray->cells);
  g_free (gray);
}

float
_vision_gray_sample (const VisionGray *gray,
                     double            x,
                     double            y)
{
  int x0, y0, x1, y1;
  double fx, fy;
  const guint8 *p = gray->pixels;
  int w = gray->width;

  x = CLAMP (x, 0, gray->width - 1);
  y = CLAMP (y, 0, gray->height - 1);
  x0 = (int) x;
  y0 = (int) y;
  x1 = MIN (x0 + 1, gray->width - 1);
  y1 = MIN (y0 + 1, gray->height - 1);
  fx = x - x0;
  fy = y - y0;
  return (float) ((p[y0 * w + x0] * (1 - fx) + p[y0 * w + x1] * fx) * (1 - fy)
                  + (p[y1 * w + x0] * (1 - fx) + p[y1 * w + x1] * fx) * fy);
}

typedef struct
{
  int      width;
  int      height;
  gboolean too_large;
} SizeInfo;

static void
size_prepared_cb (GdkPixbufLoader *loader,
                  int              width,
                  int              height,
                  gpointer         user_data)
{
  SizeInfo *info = user_data;
  int side = MAX (width, height);

  info->width = width;
  info->height = height;
  if ((double) width * height > VISION_MAX_PIXELS)
    {
      /* Decode as little as possible; the caller refuses it. */
      info->too_large = TRUE;
      gdk_pixbuf_loader_set_size (loader, 1, 1);
      return;
    }
  if (side > VISION_MAX_SIDE)
    {
      double f = (double) VISION_MAX_SIDE / side;
      gdk_pixbuf_loader_set_size (loader,
                                  MAX (1, (int) round (width * f)),
                                  MAX (1, (int) round (height * f)));
    }
}

static void
set_not_an_image (GError     **error,
                  const GError *cause)
{
  g_set_error (error, SUDOKU_VISION_ERROR, SUDOKU_VISION_ERROR_NOT_AN_IMAGE,
               _("Not an image that can be read (%s)"),
               cause != NULL ? cause->message : _("no picture in the data"));
}

/* A JPEG ends with its EOI marker (FF D9), which cannot occur inside the
 * coded data (an FF there is followed by 00 or a restart marker); the
 * decoder itself only warns about a truncated file and fills the rest
 * with gray. Trailing bytes after EOI are allowed. */
static gboolean
is_truncated_jpeg (GBytes *bytes)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  gsize from;

  if (size < 4 || data[0] != 0xff || data[1] != 0xd8 || data[2] != 0xff)
    return FALSE;
  from = size > 65536 ? size - 65536 : 2;
  for (gsize i = size - 1; i > from; i--)
    if (data[i] == 0xd9 && data[i - 1] == 0xff)
      return FALSE;
  return TRUE;
}

/* For each channel, the factor (× 256) that makes the paper's level
 * (the channel's 90th percentile over the image) white. */
static void
paper_levels (const guint8 *pixels,
              int           w,
              int           h,
              int           rowstride,
              int           n_channels,
              int           white[3])
{
  int histogram[3][256] = { { 0 } };
  int n = 0;

  for (int y = 0; y < h; y += 2)
    for (int x = 0; x < w; x += 2)
      {
        const guint8 *p = pixels + (gsize) y * rowstride + x * n_channels;
        for (int k = 0; k < 3; k++)
          histogram[k][p[k]]++;
        n++;
      }
  for (int k = 0; k < 3; k++)
    {
      int acc = 0, level = 255;
      for (; level > 0; level--)
        {
          acc += histogram[k][level];
          if (acc >= n / 10)
            break;
        }
      white[k] = 255 * 256 / MAX (level, 32);
    }
}

VisionGray *
_vision_decode (GBytes  *bytes,
                double  *scale,
                int     *width,
                int     *height,
                GError **error)
{
  g_autoptr(GdkPixbufLoader) loader = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GdkPixbuf) upright = NULL;
  GdkPixbuf *pixbuf;
  SizeInfo info = { 0, };
  VisionGray *gray;
  const guint8 *pixels;
  int n_channels, rowstride, w, h, darkest, white[3];
  gboolean ok;

  /* An empty GBytes may have no data at all, which the loader refuses
   * with a critical warning. */
  if (g_bytes_get_size (bytes) == 0)
    {
      set_not_an_image (error, NULL);
      return NULL;
    }
  if (is_truncated_jpeg (bytes))
    {
      g_set_error (error, SUDOKU_VISION_ERROR, SUDOKU_VISION_ERROR_NOT_AN_IMAGE,
                   _("Not an image that can be read (%s)"),
                   _("the JPEG data ends before the picture does: a truncated file"));
      return NULL;
    }
  loader = gdk_pixbuf_loader_new ();
  g_signal_connect (loader, "size-prepared", G_CALLBACK (size_prepared_cb), &info);
  ok = gdk_pixbuf_loader_write_bytes (loader, bytes, &local_error);
  /* Close in any case (a loader must be closed before it is freed). */
  if (!gdk_pixbuf_loader_close (loader, ok ? &local_error : NULL))
    ok = FALSE;
  if (info.too_large)
    {
      g_set_error (error, SUDOKU_VISION_ERROR, SUDOKU_VISION_ERROR_TOO_LARGE,
                   _("The image is too large (%d × %d pixels)"), info.width, info.height);
      return NULL;
    }
  pixbuf = gdk_pixbuf_loader_get_pixbuf (loader);
  /* A truncated JPEG still gives a picture with its lower part gray;
   * reading it would mislead, so an error of the decoder is final. */
  if (!ok || pixbuf == NULL)
    {
      set_not_an_image (error, local_error);
      return NULL;
    }

  upright = gdk_pixbuf_apply_embedded_orientation (pixbuf);
  if (upright == NULL)
    upright = g_object_ref (pixbuf);
  w = gdk_pixbuf_get_width (upright);
  h = gdk_pixbuf_get_height (upright);
  n_channels = gdk_pixbuf_get_n_channels (upright);
  rowstride = gdk_pixbuf_get_rowstride (upright);
  pixels = gdk_pixbuf_read_pixels (upright);
  if (gdk_pixbuf_get_colorspace (upright) != GDK_COLORSPACE_RGB
      || gdk_pixbuf_get_bits_per_sample (upright) != 8 || n_channels < 3
      || w < 16 || h < 16)
    {
      g_set_error (error, SUDOKU_VISION_ERROR, SUDOKU_VISION_ERROR_NO_GRID,
                   _("The image is too small to hold a grid (%d × %d pixels)"), w, h);
      return NULL;
    }

  gray = _vision_gray_new (w, h);
  darkest = (int) (CLAMP (_vision_tuning ()->darkest_channel, 0, 1) * 256 + 0.5);
  if (darkest > 0)
    {
      paper_levels (pixels, w, h, rowstride, n_channels, white);
      gray->cells = g_malloc ((gsize) w * h);
    }
  for (int y = 0; y < h; y++)
    {
      const guint8 *row = pixels + (gsize) y * rowstride;
      guint8 *out = gray->pixels + (gsize) y * w;

      for (int x = 0; x < w; x++)
        {
          const guint8 *p = row + x * n_channels;
          int v = (p[0] * 77 + p[1] * 150 + p[2] * 29) >> 8;
          int least = 255;

          /* For the cells: blended with the darkest channel, each
           * channel scaled so that the paper is white in all three. */
          if (darkest > 0)
            for (int k = 0; k < 3; k++)
              least = MIN (least, MIN (255, p[k] * white[k] >> 8));
          least = (v * (256 - darkest) + least * darkest) >> 8;
          /* Transparent parts are paper. */
          if (n_channels == 4)
            {
              v = (v * p[3] + 255 * (255 - p[3])) / 255;
              least = (least * p[3] + 255 * (255 - p[3])) / 255;
            }
          out[x] = (guint8) v;
          if (gray->cells != NULL)
            gray->cells[(gsize) y * w + x] = (guint8) least;
        }
    }

  /* The original's upright size: the orientation swaps the sides. */
  if ((w > h) == (info.width > info.height) || info.width == info.height)
    {
      *width = info.width;
      *height = info.height;
    }
  else
    {
      *width = info.height;
      *height = info.width;
    }
  *scale = (double) w / *width;
  return gray;
}
