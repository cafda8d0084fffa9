/* digits-synth.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "digits-synth.h"

#include <math.h>
#include <string.h>

#include <cairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <pango/pangocairo.h>

/* The cell is drawn at this size, then degraded and brought to its
 * final size. */
#define RENDER_SIDE 64
#define N_WEIGHTS 3
/* ASCII digits, then full-width ones (U+FF11…FF19). */
#define N_GLYPHS 18

const char *const digits_synth_training_fonts[] = {
  "DejaVu Sans", "DejaVu Sans Condensed", "DejaVu Serif", "DejaVu Serif Condensed",
  "DejaVu Sans Mono",
  "Liberation Sans", "Liberation Sans Narrow", "Liberation Serif", "Liberation Mono",
  "Nimbus Sans", "Nimbus Sans Narrow", "Nimbus Roman,", "Nimbus Mono PS", "P052",
  "TeX Gyre Heros", "TeX Gyre Termes", "TeX Gyre Pagella", "TeX Gyre Cursor",
  "FreeSans", "FreeSerif", "FreeMono",
  "Caladea", "Cantarell", "Noto Sans", "Noto Serif", "Noto Serif Display",
  "Noto Sans CJK JP", "Noto Sans Mono CJK JP", "IPAGothic", "IPAPGothic", "IPAMincho",
  "IPAexGothic",
  "Open Sans", "Open Sans Condensed,", "Roboto", "Roboto Condensed,", "Lato",
  "Linux Libertine O", "Cabin", "Charis SIL", "Oxygen-Sans", "Hack", "Fira Code",
  "Go", "Go Mono", "STIXGeneral", "Latin Modern Roman,", "Latin Modern Sans",
  "VL Gothic", "M PLUS 1,",
  NULL
};

/* Whole designs are held out, with their clones: Bookman (URW Bookman,
 * TeX Gyre Bonum), Century Schoolbook (C059, TeX Gyre Schola), Avant
 * Garde (URW Gothic, TeX Gyre Adventor), Carlito, and the Mincho of Noto
 * Serif CJK. */
const char *const digits_synth_heldout_fonts[] = {
  "URW Bookman", "TeX Gyre Bonum", "C059", "TeX Gyre Schola",
  "URW Gothic", "TeX Gyre Adventor", "Carlito", "Noto Serif CJK JP",
  NULL
};

typedef struct {
  cairo_path_t *path;
  double        x, y, width, height;  /* ink extents, in path units */
} Glyph;

struct _DigitsSynth {
  GRand        *rand;
  char        **fonts;
  int           n_fonts;
  gboolean     *wide;     /* per font: has full-width digits of its own */
  Glyph        *glyphs;   /* n_fonts × N_WEIGHTS × N_GLYPHS, made on first use */
  int           last_font;
};

static gboolean
family_installed (PangoFontMap *map,
                  const char   *description)
{
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string (description);
  g_autofree char *family = g_strdup (pango_font_description_get_family (desc));
  PangoFontFamily **families = NULL;
  int n = 0;
  gboolean found = FALSE;

  /* A trailing comma keeps "Roman" part of the family name. */
  g_strdelimit (family, ",", '\0');
  pango_font_map_list_families (map, &families, &n);
  for (int i = 0; i < n && !found; i++)
    found = g_ascii_strcasecmp (pango_font_family_get_name (families[i]), family) == 0;
  g_free (families);
  return found;
}

DigitsSynth *
digits_synth_new (const char *const *fonts,
                  guint32            seed,
                  GError           **error)
{
  PangoFontMap *map = pango_cairo_font_map_get_default ();
  g_autoptr(GString) missing = g_string_new (NULL);
  DigitsSynth *synth;
  guint n = g_strv_length ((char **) fonts);

  for (guint i = 0; i < n; i++)
    if (!family_installed (map, fonts[i]))
      g_string_append_printf (missing, "%s%s", missing->len ? ", " : "", fonts[i]);
  if (missing->len)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   "fonts not installed: %s", missing->str);
      return NULL;
    }

  synth = g_new0 (DigitsSynth, 1);
  synth->rand = g_rand_new_with_seed (seed);
  synth->fonts = g_strdupv ((char **) fonts);
  synth->n_fonts = n;
  synth->wide = g_new0 (gboolean, n);
  for (guint i = 0; i < n; i++)
    synth->wide[i] = strstr (fonts[i], "CJK") || g_str_has_prefix (fonts[i], "IPA")
                     || g_str_has_prefix (fonts[i], "VL ") || g_str_has_prefix (fonts[i], "M PLUS");
  synth->glyphs = g_new0 (Glyph, n * N_WEIGHTS * N_GLYPHS);
  return synth;
}

void
digits_synth_free (DigitsSynth *synth)
{
  if (!synth)
    return;
  for (int i = 0; i < synth->n_fonts * N_WEIGHTS * N_GLYPHS; i++)
    if (synth->glyphs[i].path)
      cairo_path_destroy (synth->glyphs[i].path);
  g_free (synth->glyphs);
  g_free (synth->wide);
  g_strfreev (synth->fonts);
  g_rand_free (synth->rand);
  g_free (synth);
}

const char *
digits_synth_last_font (DigitsSynth *synth)
{
  return synth->fonts[synth->last_font];
}

static const Glyph *
get_glyph (DigitsSynth *synth,
           int          font,
           int          weight,
           int          glyph)
{
  static const PangoWeight weights[N_WEIGHTS] = {
    PANGO_WEIGHT_NORMAL, PANGO_WEIGHT_BOLD, PANGO_WEIGHT_LIGHT,
  };
  Glyph *g = &synth->glyphs[(font * N_WEIGHTS + weight) * N_GLYPHS + glyph];
  cairo_surface_t *surface;
  cairo_t *cr;
  PangoLayout *layout;
  PangoFontDescription *desc;
  cairo_font_options_t *options;
  PangoRectangle ink;
  char text[8];
  int digit = glyph % 9 + 1;

  if (g->path)
    return g;

  if (glyph < 9)
    text[g_unichar_to_utf8 ('0' + digit, text)] = '\0';
  else
    text[g_unichar_to_utf8 (0xff10 + digit, text)] = '\0';

  surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 4, 4);
  cr = cairo_create (surface);
  layout = pango_cairo_create_layout (cr);
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  pango_layout_context_changed (layout);
  desc = pango_font_description_from_string (synth->fonts[font]);
  pango_font_description_set_weight (desc, weights[weight]);
  pango_font_description_set_absolute_size (desc, 100 * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, NULL);
  pango_cairo_layout_path (cr, layout);
  g->path = cairo_copy_path (cr);
  g->x = ink.x / (double) PANGO_SCALE;
  g->y = ink.y / (double) PANGO_SCALE;
  g->width = MAX (1.0, ink.width / (double) PANGO_SCALE);
  g->height = MAX (1.0, ink.height / (double) PANGO_SCALE);

  pango_font_description_free (desc);
  cairo_font_options_destroy (options);
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return g;
}

static double
uniform (DigitsSynth *synth,
         double       low,
         double       high)
{
  return g_rand_double_range (synth->rand, low, high);
}

static gboolean
chance (DigitsSynth *synth,
        double       p)
{
  return g_rand_double (synth->rand) < p;
}

static double
gaussian (DigitsSynth *synth)
{
  double u = g_rand_double (synth->rand);
  double v = g_rand_double (synth->rand);

  return sqrt (-2 * log (u + 1e-12)) * cos (2 * G_PI * v);
}

/* A grid line's remains along one side of the cell: a band of dark
 * that reaches a few pixels in, slightly slanted, whole or in part. */
static void
draw_line_remains (DigitsSynth *synth,
                   cairo_t     *cr,
                   int          side,
                   double       w,
                   double       h)
{
  double thickness = uniform (synth, 1, 5);
  double depth0 = uniform (synth, 0.3, 0.12 * RENDER_SIDE);
  double depth1 = depth0 + uniform (synth, -3, 3);
  double from = 0, to = 1;

  depth1 = CLAMP (depth1, 0.3, 0.14 * RENDER_SIDE);
  if (chance (synth, 0.35))
    {
      from = uniform (synth, 0, 0.7);
      to = uniform (synth, from + 0.2, 1.0);
    }
  cairo_save (cr);
  /* Rotate the problem so that the line is along the top. */
  if (side == 1)
    {
      cairo_translate (cr, w, 0);
      cairo_rotate (cr, G_PI / 2);
      double t = w; w = h; h = t;
    }
  else if (side == 2)
    {
      cairo_translate (cr, w, h);
      cairo_rotate (cr, G_PI);
    }
  else if (side == 3)
    {
      cairo_translate (cr, 0, h);
      cairo_rotate (cr, -G_PI / 2);
      double t = w; w = h; h = t;
    }
  cairo_move_to (cr, from * w, depth0 - thickness - 2);
  cairo_line_to (cr, to * w, depth1 - thickness - 2);
  cairo_line_to (cr, to * w, depth1);
  cairo_line_to (cr, from * w, depth0);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, uniform (synth, 0.5, 1));
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_specks (DigitsSynth *synth,
             cairo_t     *cr,
             double       w,
             double       h,
             int          n)
{
  for (int i = 0; i < n; i++)
    {
      double r = uniform (synth, 0.4, 2.2);

      cairo_save (cr);
      cairo_translate (cr, uniform (synth, 0, w), uniform (synth, 0, h));
      cairo_scale (cr, r * uniform (synth, 0.6, 1.6), r);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, uniform (synth, 0.3, 1));
      cairo_fill (cr);
    }
}

static void draw_digit (DigitsSynth *synth, cairo_t *cr, int digit, double w, double h,
                        double alpha);

/* Text printed on the back of the page that shows through the paper:
 * rows of small characters, faint, often mirrored. */
static void
draw_show_through (DigitsSynth *synth,
                   cairo_t     *cr,
                   double       w,
                   double       h)
{
  double size = uniform (synth, 0.1, 0.25) * h;
  double alpha = uniform (synth, 0.08, 0.3);
  double y = uniform (synth, -size, size);
  gboolean mirrored = chance (synth, 0.6);

  for (; y < h + size; y += size * uniform (synth, 1.4, 2.2))
    {
      double x = uniform (synth, -size, 0);

      if (chance (synth, 0.3))
        continue;
      for (; x < w + size; x += size * uniform (synth, 0.6, 0.9))
        {
          int font = g_rand_int_range (synth->rand, 0, synth->n_fonts);
          const Glyph *g = get_glyph (synth, font, 0, g_rand_int_range (synth->rand, 0, 9));
          double scale = size / g->height;

          if (chance (synth, 0.15))
            continue;
          cairo_save (cr);
          cairo_translate (cr, x, y);
          cairo_scale (cr, mirrored ? -scale : scale, scale);
          cairo_translate (cr, -(g->x + g->width / 2), -(g->y + g->height / 2));
          cairo_new_path (cr);
          cairo_append_path (cr, g->path);
          cairo_restore (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, alpha);
          cairo_fill (cr);
        }
    }
}

/* Soft stains and the shadow of a fold or of the phone. */
static void
draw_stains (DigitsSynth *synth,
             cairo_t     *cr,
             double       w,
             double       h)
{
  int n = g_rand_int_range (synth->rand, 1, 4);

  for (int i = 0; i < n; i++)
    {
      double x = uniform (synth, 0, w), y = uniform (synth, 0, h);
      double r = uniform (synth, 3, 14);
      cairo_pattern_t *blob = cairo_pattern_create_radial (x, y, 0, x, y, r);

      cairo_pattern_add_color_stop_rgba (blob, 0, 0, 0, 0, uniform (synth, 0.08, 0.35));
      cairo_pattern_add_color_stop_rgba (blob, 1, 0, 0, 0, 0);
      cairo_set_source (cr, blob);
      cairo_paint (cr);
      cairo_pattern_destroy (blob);
    }
}

static void
draw_shadow (DigitsSynth *synth,
             cairo_t     *cr,
             double       w,
             double       h)
{
  double angle = uniform (synth, 0, 2 * G_PI);
  double x = uniform (synth, 0, w), y = uniform (synth, 0, h);
  double soft = uniform (synth, 2, 16);
  cairo_pattern_t *edge = cairo_pattern_create_linear (x, y, x + soft * cos (angle),
                                                       y + soft * sin (angle));
  double alpha = uniform (synth, 0.08, 0.35);

  cairo_pattern_add_color_stop_rgba (edge, 0, 0, 0, 0, 0);
  cairo_pattern_add_color_stop_rgba (edge, 1, 0, 0, 0, alpha);
  cairo_pattern_set_extend (edge, CAIRO_EXTEND_PAD);
  cairo_set_source (cr, edge);
  cairo_paint (cr);
  cairo_pattern_destroy (edge);
}

/* Appends @g's outline bent by a smooth random field (a few waves of
 * random direction, up to @amount of its height): the same digit in
 * designs no font has. */
static void
append_distorted (DigitsSynth *synth,
                  cairo_t     *cr,
                  const Glyph *g,
                  double       amount)
{
  cairo_path_t path = *g->path;
  double fx[3], fy[3], px[3], py[3], ax[3], ay[3];

  for (int i = 0; i < 3; i++)
    {
      fx[i] = uniform (synth, -2.5, 2.5) * G_PI / g->height;
      fy[i] = uniform (synth, -2.5, 2.5) * G_PI / g->height;
      px[i] = uniform (synth, 0, 2 * G_PI);
      py[i] = uniform (synth, 0, 2 * G_PI);
      ax[i] = uniform (synth, -amount, amount) * g->height / 3;
      ay[i] = uniform (synth, -amount, amount) * g->height / 3;
    }
  path.data = g_memdup2 (g->path->data, sizeof (cairo_path_data_t) * g->path->num_data);
  for (int i = 0; i < path.num_data; i += path.data[i].header.length)
    for (int j = 1; j < path.data[i].header.length; j++)
      {
        cairo_path_data_t *point = &path.data[i + j];
        double x = point->point.x, y = point->point.y;

        for (int k = 0; k < 3; k++)
          {
            point->point.x += ax[k] * sin (fx[k] * x + fy[k] * y + px[k]);
            point->point.y += ay[k] * sin (fy[k] * x - fx[k] * y + py[k]);
          }
      }
  cairo_append_path (cr, &path);
  g_free (path.data);
}

static void
draw_digit (DigitsSynth *synth,
            cairo_t     *cr,
            int          digit,
            double       w,
            double       h,
            double       alpha)
{
  int font = g_rand_int_range (synth->rand, 0, synth->n_fonts);
  double p = g_rand_double (synth->rand);
  int weight = p < 0.6 ? 0 : p < 0.9 ? 1 : 2;
  int glyph = digit - 1 + (synth->wide[font] && chance (synth, 0.5) ? 9 : 0);
  const Glyph *g = get_glyph (synth, font, weight, glyph);
  double fraction = uniform (synth, 0.36, 0.88);
  double height = h * fraction;
  /* Now and then the cell is cut off-centre and clips a little of the
   * digit (at most 5% of the cell). */
  double shift = chance (synth, 0.1) ? (1 - fraction) / 2 + 0.05 : MIN (0.12, (1 - fraction) / 2);
  double scale = height / g->height;
  double stretch = uniform (synth, 0.85, 1.15);
  double stroke = uniform (synth, -0.025, 0.05) * height;
  cairo_matrix_t shear;

  synth->last_font = font;
  cairo_save (cr);
  cairo_translate (cr, w / 2 + uniform (synth, -shift, shift) * w,
                   h / 2 + uniform (synth, -shift, shift) * h);
  cairo_rotate (cr, uniform (synth, -8, 8) * G_PI / 180);
  cairo_matrix_init (&shear, 1, 0, uniform (synth, -0.12, 0.12), 1, 0, 0);
  cairo_transform (cr, &shear);
  cairo_scale (cr, scale * stretch, scale);
  cairo_translate (cr, -(g->x + g->width / 2), -(g->y + g->height / 2));
  cairo_new_path (cr);
  if (chance (synth, 0.6))
    append_distorted (synth, cr, g, 0.04);
  else
    cairo_append_path (cr, g->path);
  cairo_restore (cr);

  cairo_set_source_rgba (cr, 0, 0, 0, alpha);
  cairo_fill_preserve (cr);
  if (stroke > 0.2)
    {
      cairo_set_line_width (cr, stroke);
      cairo_stroke (cr);
    }
  else if (stroke < -0.2)
    {
      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_set_line_width (cr, -stroke);
      cairo_stroke (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
    }
  cairo_new_path (cr);
}

static void
gaussian_blur (float *image,
               int    w,
               int    h,
               double sigma)
{
  int radius = (int) ceil (sigma * 2.5);
  float kernel[32];
  float *tmp = g_new (float, w * h);
  float sum = 0;

  radius = MIN (radius, 15);
  for (int i = -radius; i <= radius; i++)
    sum += kernel[i + radius] = (float) exp (-i * i / (2 * sigma * sigma));
  for (int i = 0; i <= 2 * radius; i++)
    kernel[i] /= sum;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        float v = 0;

        for (int i = -radius; i <= radius; i++)
          v += kernel[i + radius] * image[y * w + CLAMP (x + i, 0, w - 1)];
        tmp[y * w + x] = v;
      }
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        float v = 0;

        for (int i = -radius; i <= radius; i++)
          v += kernel[i + radius] * tmp[CLAMP (y + i, 0, h - 1) * w + x];
        image[y * w + x] = v;
      }
  g_free (tmp);
}

/* Area-averaging resize (each output pixel is the mean of the input it
 * covers), or bilinear when enlarging. */
static float *
resize (const float *image,
        int          w,
        int          h,
        int          new_w,
        int          new_h)
{
  float *out = g_new0 (float, new_w * new_h);
  double fx = w / (double) new_w;
  double fy = h / (double) new_h;

  for (int y = 0; y < new_h; y++)
    for (int x = 0; x < new_w; x++)
      {
        /* Sample a grid of points over the covered area. */
        int n = MAX (2, (int) ceil (MAX (fx, fy)) * 2);
        double sum = 0;

        for (int sy = 0; sy < n; sy++)
          for (int sx = 0; sx < n; sx++)
            {
              double px = (x + (sx + 0.5) / n) * fx - 0.5;
              double py = (y + (sy + 0.5) / n) * fy - 0.5;
              int x0 = CLAMP ((int) floor (px), 0, w - 1);
              int y0 = CLAMP ((int) floor (py), 0, h - 1);
              int x1 = MIN (x0 + 1, w - 1);
              int y1 = MIN (y0 + 1, h - 1);
              double ax = CLAMP (px - x0, 0, 1);
              double ay = CLAMP (py - y0, 0, 1);

              sum += (1 - ay) * ((1 - ax) * image[y0 * w + x0] + ax * image[y0 * w + x1])
                     + ay * ((1 - ax) * image[y1 * w + x0] + ax * image[y1 * w + x1]);
            }
        out[y * new_w + x] = (float) (sum / (n * n));
      }
  return out;
}

/* A round trip through JPEG at a low quality, as phone photos and web
 * images have had. */
static void
jpeg_round_trip (guint8 *cell,
                 int     w,
                 int     h,
                 int     quality)
{
  g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, w, h);
  g_autoptr(GdkPixbuf) decoded = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *buffer = NULL;
  g_autofree char *quality_text = g_strdup_printf ("%d", quality);
  guint8 *pixels = gdk_pixbuf_get_pixels (pixbuf);
  int rowstride = gdk_pixbuf_get_rowstride (pixbuf);
  gsize size;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      memset (pixels + y * rowstride + x * 3, cell[y * w + x], 3);
  if (!gdk_pixbuf_save_to_buffer (pixbuf, &buffer, &size, "jpeg", NULL,
                                  "quality", quality_text, NULL))
    return;
  bytes = g_bytes_new_take (g_steal_pointer (&buffer), size);
  stream = g_memory_input_stream_new_from_bytes (bytes);
  decoded = gdk_pixbuf_new_from_stream (stream, NULL, NULL);
  if (!decoded || gdk_pixbuf_get_width (decoded) != w || gdk_pixbuf_get_height (decoded) != h)
    return;
  pixels = gdk_pixbuf_get_pixels (decoded);
  rowstride = gdk_pixbuf_get_rowstride (decoded);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      cell[y * w + x] = pixels[y * rowstride + x * gdk_pixbuf_get_n_channels (decoded) + 1];
}

guint8 *
digits_synth_render (DigitsSynth *synth,
                     int          klass,
                     int         *width,
                     int         *height)
{
  int rw = RENDER_SIDE;
  int rh = (int) round (RENDER_SIDE * uniform (synth, 0.85, 1.15));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, rw, rh);
  cairo_t *cr = cairo_create (surface);
  float *image = g_new (float, rw * rh);
  float *final;
  guint8 *cell;
  double paper, ink, tilt_x, tilt_y, side;
  int stride, fw, fh;

  /* Clutter first, the digit over it. Cells with no digit get more of
   * it. */
  if (chance (synth, klass ? 0.08 : 0.25))
    draw_show_through (synth, cr, rw, rh);
  if (chance (synth, klass ? 0.08 : 0.2))
    draw_stains (synth, cr, rw, rh);
  if (chance (synth, klass ? 0.05 : 0.15))
    draw_shadow (synth, cr, rw, rh);
  if (chance (synth, klass ? 0.15 : 0.3))
    draw_specks (synth, cr, rw, rh, g_rand_int_range (synth->rand, 1, 5));
  if (klass > 0)
    draw_digit (synth, cr, klass, rw, rh, 1.0);
  else if (chance (synth, 0.1))
    /* Show-through of a digit printed on the back of the page. */
    draw_digit (synth, cr, g_rand_int_range (synth->rand, 1, 10), rw, rh,
                uniform (synth, 0.03, 0.08));
  else if (chance (synth, 0.1))
    {
      /* A pencil tick or a scratch. */
      cairo_move_to (cr, uniform (synth, 0.2, 0.8) * rw, uniform (synth, 0.2, 0.8) * rh);
      cairo_rel_line_to (cr, uniform (synth, -6, 6), uniform (synth, -6, 6));
      cairo_set_line_width (cr, uniform (synth, 0.8, 2));
      cairo_set_source_rgba (cr, 0, 0, 0, uniform (synth, 0.15, 0.45));
      cairo_stroke (cr);
    }
  for (int s = 0; s < 4; s++)
    if (chance (synth, 0.3))
      draw_line_remains (synth, cr, s, rw, rh);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Paper and ink, light that changes across the cell. */
  paper = uniform (synth, 140, 252);
  if (chance (synth, 0.1))
    paper -= uniform (synth, 15, 60);  /* a shaded cell (Windoku) */
  ink = uniform (synth, 0, MIN (110, paper - 70));
  tilt_x = uniform (synth, -20, 20);
  tilt_y = uniform (synth, -20, 20);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < rh; y++)
    for (int x = 0; x < rw; x++)
      {
        double a = cairo_image_surface_get_data (surface)[y * stride + x] / 255.0;
        double light = (x / (double) rw - 0.5) * tilt_x + (y / (double) rh - 0.5) * tilt_y;

        image[y * rw + x] = (float) (paper + light - a * (paper - ink) * (1 + light / 400));
      }
  cairo_surface_destroy (surface);

  if (chance (synth, 0.75))
    gaussian_blur (image, rw, rh, uniform (synth, 0.3, 2.2));

  /* The final size: small cells of a distant photo to large ones. */
  side = exp (uniform (synth, log (16), log (80)));
  fw = MAX (8, (int) round (side));
  fh = MAX (8, (int) round (side * rh / rw));
  final = resize (image, rw, rh, fw, fh);
  g_free (image);

  {
    double noise = chance (synth, 0.7) ? uniform (synth, 0, 10) : 0;

    cell = g_new (guint8, fw * fh);
    for (int i = 0; i < fw * fh; i++)
      {
        double v = round (final[i] + noise * gaussian (synth));

        cell[i] = (guint8) CLAMP (v, 0, 255);
      }
  }
  g_free (final);

  if (chance (synth, 0.5))
    jpeg_round_trip (cell, fw, fh, g_rand_int_range (synth->rand, 25, 90));

  *width = fw;
  *height = fh;
  return cell;
}
