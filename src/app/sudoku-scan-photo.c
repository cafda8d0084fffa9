/* sudoku-scan-photo.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-scan-photo.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* The photo in the review of a reading (sudoku-scan-window.c), scaled
 * to fit, with the grid's four corners as handles: dragged with the
 * pointer, or chosen with 1–4 or Tab and moved with the arrows (Shift
 * for bigger steps); a click anywhere on the photo gives it the keys.
 * A view: it says "corners-changed" once a handle is let go or moved by
 * a key, and the review reads again. The corners are in the upright
 * image's pixels, as the reader gives them. */

#define HANDLE_RADIUS 9.0
/* How far from a handle a press still takes it, in widget pixels. */
#define HANDLE_REACH  24.0

struct _SudokuScanPhoto
{
  GtkWidget          parent_instance;

  GdkTexture        *texture;
  SudokuVisionPoint  corners[4];
  gboolean           has_corners;
  /* The handle taken by a drag or the keys, -1 for none; where the
   * drag took it. */
  int                active;
  SudokuVisionPoint  drag_start;
};

G_DEFINE_FINAL_TYPE (SudokuScanPhoto, sudoku_scan_photo, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CORNERS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
sudoku_scan_photo_new (void)
{
  return g_object_new (SUDOKU_TYPE_SCAN_PHOTO, NULL);
}

/* What a screen reader says of the photo: the handle chosen, its
 * corner and where it stands in the photo (the tooltip says how to
 * choose one). */
static void
update_accessible (SudokuScanPhoto *self)
{
  const char *names[4] = {
    C_("corner", "top left"), C_("corner", "top right"),
    C_("corner", "bottom right"), C_("corner", "bottom left"),
  };
  g_autofree char *description = NULL;

  if (self->active < 0 || !self->has_corners)
    return;
  /* Translators: for screen readers: the corner handle chosen (1–4),
   * its corner ("top left") and its place in the photo, in pixels. */
  description = g_strdup_printf (_("Corner handle %u of 4, %s, at %.0f, %.0f in the photo; "
                                   "the arrow keys move it, 1–4 choose another"),
                                 (guint) self->active + 1, names[self->active],
                                 self->corners[self->active].x,
                                 self->corners[self->active].y);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

/* Where the image goes in the widget: its scale and offset. */
static gboolean
placement (SudokuScanPhoto *self,
           double          *scale,
           double          *x0,
           double          *y0)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int image_width, image_height;

  if (self->texture == NULL || width <= 0 || height <= 0)
    return FALSE;
  image_width = gdk_texture_get_width (self->texture);
  image_height = gdk_texture_get_height (self->texture);
  *scale = MIN ((double) width / image_width, (double) height / image_height);
  *x0 = (width - image_width * *scale) / 2;
  *y0 = (height - image_height * *scale) / 2;
  return TRUE;
}

void
sudoku_scan_photo_set_texture (SudokuScanPhoto *self,
                               GdkTexture      *texture)
{
  g_return_if_fail (SUDOKU_IS_SCAN_PHOTO (self));

  if (!g_set_object (&self->texture, texture))
    return;
  /* Until the reader says: a guess a little inside the photo, for a
   * grid it could not find. */
  if (!self->has_corners && texture != NULL)
    {
      double w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);

      self->corners[0] = (SudokuVisionPoint) { w * 0.1, h * 0.1 };
      self->corners[1] = (SudokuVisionPoint) { w * 0.9, h * 0.1 };
      self->corners[2] = (SudokuVisionPoint) { w * 0.9, h * 0.9 };
      self->corners[3] = (SudokuVisionPoint) { w * 0.1, h * 0.9 };
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GdkTexture *
sudoku_scan_photo_get_texture (SudokuScanPhoto *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_PHOTO (self), NULL);

  return self->texture;
}

void
sudoku_scan_photo_set_corners (SudokuScanPhoto         *self,
                               const SudokuVisionPoint *corners)
{
  g_return_if_fail (SUDOKU_IS_SCAN_PHOTO (self));

  /* A handle the user holds stays where it is. */
  if (corners == NULL || self->drag_start.x >= 0)
    return;
  memcpy (self->corners, corners, sizeof self->corners);
  self->has_corners = TRUE;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * sudoku_scan_photo_get_corners:
 * @self: a photo
 *
 * Returns: (array fixed-size=4): the corners as the handles stand
 */
const SudokuVisionPoint *
sudoku_scan_photo_get_corners (SudokuScanPhoto *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_PHOTO (self), NULL);

  return self->corners;
}

/**
 * sudoku_scan_photo_get_active:
 * @self: a photo
 *
 * Returns: the handle the keys move (0–3), -1 before any was chosen
 */
int
sudoku_scan_photo_get_active (SudokuScanPhoto *self)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_PHOTO (self), -1);

  return self->active;
}

static void
clamp_corner (SudokuScanPhoto *self,
              guint            corner)
{
  if (self->texture == NULL)
    return;
  self->corners[corner].x = CLAMP (self->corners[corner].x, 0,
                                   gdk_texture_get_width (self->texture) - 1);
  self->corners[corner].y = CLAMP (self->corners[corner].y, 0,
                                   gdk_texture_get_height (self->texture) - 1);
}

/**
 * sudoku_scan_photo_move_corner:
 * @self: a photo
 * @corner: 0–3 (top-left, top-right, bottom-right, bottom-left)
 * @dx: by how many image pixels to the right
 * @dy: and down
 *
 * Moves a handle as the arrow keys do, and says "corners-changed".
 */
void
sudoku_scan_photo_move_corner (SudokuScanPhoto *self,
                               guint            corner,
                               double           dx,
                               double           dy)
{
  g_return_if_fail (SUDOKU_IS_SCAN_PHOTO (self));
  g_return_if_fail (corner < 4);

  self->corners[corner].x += dx;
  self->corners[corner].y += dy;
  clamp_corner (self, corner);
  self->has_corners = TRUE;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SIGNAL_CORNERS_CHANGED], 0);
}

/* Drawing */

static void
sudoku_scan_photo_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  SudokuScanPhoto *self = SUDOKU_SCAN_PHOTO (widget);
  double scale, x0, y0;
  cairo_t *cr;

  if (!placement (self, &scale, &x0, &y0))
    return;
  gtk_snapshot_append_texture (snapshot, self->texture,
                               &GRAPHENE_RECT_INIT (x0, y0,
                                                    gdk_texture_get_width (self->texture) * scale,
                                                    gdk_texture_get_height (self->texture) * scale));
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                       gtk_widget_get_height (widget)));
  /* The grid's outline: dark under light, so that it shows on any
   * photo; the handles are numbered for the keys 1–4. */
  for (int pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < 4; i++)
        cairo_line_to (cr, x0 + self->corners[i].x * scale, y0 + self->corners[i].y * scale);
      cairo_close_path (cr);
      cairo_set_line_width (cr, pass == 0 ? 4 : 2);
      if (pass == 0)
        cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      else
        cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      cairo_stroke (cr);
    }
  for (guint i = 0; i < 4; i++)
    {
      double x = x0 + self->corners[i].x * scale, y = y0 + self->corners[i].y * scale;
      gboolean active = (int) i == self->active && gtk_widget_has_focus (widget);
      PangoLayout *layout;
      char label[2] = { '1' + i, '\0' };
      int w, h;

      cairo_new_path (cr);
      cairo_arc (cr, x, y, active ? HANDLE_RADIUS + 3 : HANDLE_RADIUS, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, active ? 3 : 2);
      cairo_stroke (cr);
      layout = gtk_widget_create_pango_layout (widget, label);
      pango_layout_get_pixel_size (layout, &w, &h);
      cairo_move_to (cr, x - w / 2.0, y - h / 2.0);
      pango_cairo_show_layout (cr, layout);
      g_object_unref (layout);
    }
  cairo_destroy (cr);
}

static void
sudoku_scan_photo_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = 160;
  *natural = 560;
}

/* The pointer */

static int
nearest_corner (SudokuScanPhoto *self,
                double           x,
                double           y)
{
  double scale, x0, y0, best = HANDLE_REACH;
  int nearest = -1;

  if (!placement (self, &scale, &x0, &y0))
    return -1;
  for (guint i = 0; i < 4; i++)
    {
      double distance = hypot (x0 + self->corners[i].x * scale - x,
                               y0 + self->corners[i].y * scale - y);

      if (distance < best)
        {
          best = distance;
          nearest = (int) i;
        }
    }
  return nearest;
}

static void
drag_begin_cb (GtkGestureDrag  *gesture,
               double           x,
               double           y,
               SudokuScanPhoto *self)
{
  int corner = nearest_corner (self, x, y);

  /* A click anywhere on the photo gives it the keys, for the arrows
   * to move the handle chosen (it did only on a handle, and the keys
   * went on to the widget focused before). */
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (corner < 0)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->active = corner;
  self->drag_start = self->corners[corner];
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_update_cb (GtkGestureDrag  *gesture,
                double           dx,
                double           dy,
                SudokuScanPhoto *self)
{
  double scale, x0, y0;

  if (self->active < 0 || self->drag_start.x < 0 || !placement (self, &scale, &x0, &y0))
    return;
  self->corners[self->active].x = self->drag_start.x + dx / scale;
  self->corners[self->active].y = self->drag_start.y + dy / scale;
  clamp_corner (self, self->active);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag  *gesture,
             double           dx,
             double           dy,
             SudokuScanPhoto *self)
{
  if (self->active < 0 || self->drag_start.x < 0)
    return;
  drag_update_cb (gesture, dx, dy, self);
  self->drag_start.x = -1;
  self->has_corners = TRUE;
  update_accessible (self);
  g_signal_emit (self, signals[SIGNAL_CORNERS_CHANGED], 0);
}

/* The keys */

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                SudokuScanPhoto       *self)
{
  double step, scale, x0, y0;

  if (self->texture == NULL)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_1: case GDK_KEY_2: case GDK_KEY_3: case GDK_KEY_4:
    case GDK_KEY_KP_1: case GDK_KEY_KP_2: case GDK_KEY_KP_3: case GDK_KEY_KP_4:
      self->active = keyval >= GDK_KEY_KP_0 ? (int) (keyval - GDK_KEY_KP_1)
                                            : (int) (keyval - GDK_KEY_1);
      update_accessible (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_Left: case GDK_KEY_Right: case GDK_KEY_Up: case GDK_KEY_Down:
      if (self->active < 0)
        self->active = 0;
      /* A step of one screen pixel, or ten with Shift. */
      step = placement (self, &scale, &x0, &y0) ? 1 / scale : 1;
      if (state & GDK_SHIFT_MASK)
        step *= 10;
      sudoku_scan_photo_move_corner (self, self->active,
                                     keyval == GDK_KEY_Left ? -step
                                     : keyval == GDK_KEY_Right ? step : 0,
                                     keyval == GDK_KEY_Up ? -step
                                     : keyval == GDK_KEY_Down ? step : 0);
      return TRUE;
    default:
      return FALSE;
    }
}

/* Tab goes from handle to handle: entering the photo forwards takes
 * handle 1, backwards handle 4; Tab on handle 4 (Shift+Tab on 1) leaves
 * the photo for the next widget. */
static gboolean
sudoku_scan_photo_focus (GtkWidget        *widget,
                         GtkDirectionType  direction)
{
  SudokuScanPhoto *self = SUDOKU_SCAN_PHOTO (widget);
  int step = direction == GTK_DIR_TAB_FORWARD ? 1
             : direction == GTK_DIR_TAB_BACKWARD ? -1 : 0;

  if (!gtk_widget_is_focus (widget))
    {
      if (step != 0)
        self->active = step > 0 ? 0 : 3;
      return gtk_widget_grab_focus (widget);
    }
  if (step == 0 || self->texture == NULL || self->active + step < 0 || self->active + step > 3)
    return FALSE;
  self->active += step;
  update_accessible (self);
  gtk_widget_queue_draw (widget);
  return TRUE;
}

static void
focus_changed_cb (SudokuScanPhoto *self)
{
  if (gtk_widget_has_focus (GTK_WIDGET (self)) && self->active < 0)
    self->active = 0;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * sudoku_scan_photo_press_key:
 * @self: a photo
 * @keyval: a key
 * @state: its modifiers
 *
 * Handles a key as if pressed on the focused photo (for tests).
 *
 * Returns: %TRUE when the key was used
 */
gboolean
sudoku_scan_photo_press_key (SudokuScanPhoto *self,
                             guint            keyval,
                             GdkModifierType  state)
{
  g_return_val_if_fail (SUDOKU_IS_SCAN_PHOTO (self), FALSE);

  return key_pressed_cb (NULL, keyval, 0, state, self);
}

/* GObject */

static void
sudoku_scan_photo_dispose (GObject *object)
{
  SudokuScanPhoto *self = SUDOKU_SCAN_PHOTO (object);

  g_clear_object (&self->texture);

  G_OBJECT_CLASS (sudoku_scan_photo_parent_class)->dispose (object);
}

static void
sudoku_scan_photo_class_init (SudokuScanPhotoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_scan_photo_dispose;
  widget_class->snapshot = sudoku_scan_photo_snapshot;
  widget_class->measure = sudoku_scan_photo_measure;
  widget_class->focus = sudoku_scan_photo_focus;

  /**
   * SudokuScanPhoto::corners-changed:
   *
   * The user let go of a handle, or moved one with a key.
   */
  signals[SIGNAL_CORNERS_CHANGED] =
    g_signal_new ("corners-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "sudoku-scan-photo");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
sudoku_scan_photo_init (SudokuScanPhoto *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->active = -1;
  self->drag_start.x = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self),
                               _("Drag the corners onto the grid's corners, or choose one with "
                                 "1–4 or Tab and move it with the arrow keys"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The photo"),
                                  -1);

  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (self, "notify::has-focus", G_CALLBACK (focus_changed_cb), NULL);
}
