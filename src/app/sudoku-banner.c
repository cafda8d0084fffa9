/* sudoku-banner.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-banner.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-hint.h"

/* The banner under the main window's header bar, in a strip of one
 * height for a short text, so that showing it does not move the grid; a
 * long text (a forcing chain's explanation) grows the strip up to a
 * limit and then scrolls, with the buttons beside it in view. It is a
 * view of the session's hint — each press of Hint says more, and the
 * buttons apply or close it — and the window puts the history's preview
 * and the replay's start in it; for those, its buttons emit
 * "primary-clicked" and "secondary-clicked". */

struct _SudokuBanner
{
  GtkBox             parent_instance;

  SudokuSession     *session;
  SudokuBannerKind   kind;

  GtkRevealer       *revealer;
  GtkScrolledWindow *scroller;
  GtkLabel          *label;
  GtkButton         *primary;
  GtkButton         *secondary;
  GtkButton         *learn_more;
  GtkWidget         *views_box;
  GtkLabel          *view_label;

  /* The views of a chain step: the heading shown above each (markup),
   * each view's text, and the one shown. */
  char              *views_head;
  GStrv              view_texts;
  guint              n_views;
  guint              view;
  /* The views' height measured again after the strip's width changed
   * (not while it is allocated). */
  guint              height_idle;
};

G_DEFINE_FINAL_TYPE (SudokuBanner, sudoku_banner, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_VIEW,
  PROP_N_VIEWS,
  N_PROPS,
};

enum {
  SIGNAL_PRIMARY_CLICKED,
  SIGNAL_SECONDARY_CLICKED,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/**
 * sudoku_banner_dup_help_page:
 * @step: a step
 *
 * The help page on the family of @step's technique: "tech-" and the
 * family's key (help/C/tech-*.page: every family's key names its page,
 * which tests/test-hint.c checks; a page renamed is mapped here).
 *
 * Returns: (transfer full): the page id, for app.help-page
 */
char *
sudoku_banner_dup_help_page (const SudokuStep *step)
{
  const SudokuTechniqueInfo *info = sudoku_technique_get_info (step->technique);

  return g_strconcat ("tech-", sudoku_family_get_key (info->family), NULL);
}

/* Learn More: the help page of the technique the third level names. */
static void
show_learn_more (SudokuBanner     *self,
                 const SudokuStep *step)
{
  g_autofree char *page = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->learn_more), step != NULL);
  if (step == NULL)
    return;
  page = sudoku_banner_dup_help_page (step);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->learn_more),
                                          g_variant_new_string (page));
}

/* The session's hint, in the words it holds. */
static void
hint_changed_cb (SudokuBanner *self)
{
  SudokuHint *hint = sudoku_solve_runner_get_hint (sudoku_session_get_solve_runner (self->session));
  const SudokuStep *step = hint ? sudoku_hint_get_step (hint) : NULL;
  guint level = hint ? sudoku_hint_get_level (hint) : 0;
  g_autofree char *text = hint ? g_strdup (sudoku_hint_get_text (hint)) : NULL;
  g_autofree char *markup = NULL;
  char *newline;

  show_learn_more (self, NULL);
  if (text == NULL)
    {
      if (self->kind == SUDOKU_BANNER_HINT)
        sudoku_banner_hide (self);
      return;
    }
  if (step == NULL || level == 0)
    {
      /* Instead of a step: the board contradicts the solution, or no
       * technique applies. */
      /* Translators: the hint banner; %s is what the hint says. Keep
       * the markup; write the space after "Hint:" as your language
       * does. */
      guint n_repairs = 0;

      markup = g_markup_printf_escaped (_("<b>Hint:</b> %s"), text);
      /* The user's marks are wrong: the hint offers their repair. */
      sudoku_hint_get_repairs (hint, &n_repairs);
      sudoku_banner_show (self, SUDOKU_BANNER_HINT, markup,
                          n_repairs > 0 ? _("_Repair Marks") : NULL, _("_Close"));
      return;
    }

  switch (level)
    {
    case SUDOKU_HINT_VAGUE:
      /* Translators: the hint banner; the first %s is what the hint
       * says, the second "Press Hint again for more." Keep the markup;
       * write the spaces as your language does. */
      markup = g_markup_printf_escaped (_("<b>Hint:</b> %s %s"), text,
                                        _("Press Hint again for more."));
      sudoku_banner_show (self, SUDOKU_BANNER_HINT, markup, _("_More"), _("_Close"));
      break;

    case SUDOKU_HINT_CONCRETE:
      /* Translators: as the hint banner above; the second %s is
       * "Press Hint again to see the step." */
      markup = g_markup_printf_escaped (_("<b>Hint:</b> %s %s"), text,
                                        _("Press Hint again to see the step."));
      sudoku_banner_show (self, SUDOKU_BANNER_HINT, markup, _("_Show"), _("_Close"));
      break;

    default:
      newline = strchr (text, '\n');
      if (newline != NULL)
        *newline = '\0';
      show_learn_more (self, step);
      markup = g_markup_printf_escaped ("<b>%s</b>\n%s", text,
                                        newline != NULL ? newline + 1 : "");
      sudoku_banner_show (self, SUDOKU_BANNER_HINT, markup, _("_Apply"), _("_Cancel"));
      if (sudoku_hint_get_n_views (hint) > 1)
        {
          g_autoptr(GStrvBuilder) texts = g_strv_builder_new ();
          g_auto(GStrv) views = NULL;
          g_autofree char *head = g_markup_printf_escaped ("<b>%s</b>", text);

          for (guint i = 0; i < sudoku_hint_get_n_views (hint); i++)
            g_strv_builder_add (texts, sudoku_hint_get_view (hint, i)->text);
          views = g_strv_builder_end (texts);
          sudoku_banner_set_views (self, head, (const char * const *) views);
        }
      break;
    }
}

/* Once hidden, the strip goes back to its one height: the last text
 * goes (it stays while it fades out). */
static void
child_revealed_cb (SudokuBanner *self)
{
  if (self->kind == SUDOKU_BANNER_NONE && !gtk_revealer_get_child_revealed (self->revealer))
    {
      gtk_label_set_text (self->label, "");
      gtk_widget_set_size_request (GTK_WIDGET (self->label), -1, -1);
    }
}

static void
primary_clicked_cb (SudokuBanner *self)
{
  if (self->kind == SUDOKU_BANNER_HINT)
    sudoku_solve_runner_apply_hint (sudoku_session_get_solve_runner (self->session));
  else
    g_signal_emit (self, signals[SIGNAL_PRIMARY_CLICKED], 0);
}

static void
secondary_clicked_cb (SudokuBanner *self)
{
  if (self->kind == SUDOKU_BANNER_HINT)
    sudoku_solve_runner_cancel_hint (sudoku_session_get_solve_runner (self->session));
  else
    g_signal_emit (self, signals[SIGNAL_SECONDARY_CLICKED], 0);
}

/* The strip as tall as the tallest view at the text's width, so that
 * stepping through the views does not move the grid below (it went up
 * and down by a line or more); again when the width changes. */
static void
update_views_height (SudokuBanner *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self->label));
  int natural_width;
  int tallest = -1;

  /* The scrolled window asks for the text's height at its natural width
   * (at most 70 characters) when that is narrower. */
  gtk_widget_measure (GTK_WIDGET (self->label), GTK_ORIENTATION_HORIZONTAL, -1, NULL,
                      &natural_width, NULL, NULL);
  width = MIN (width, natural_width);

  for (guint i = 0; i < self->n_views && width > 0; i++)
    {
      g_autofree char *view_text = g_markup_escape_text (self->view_texts[i], -1);
      g_autofree char *view_markup = g_strdup_printf ("%s\n%s", self->views_head, view_text);
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->label),
                                                                      NULL);
      int height;

      pango_layout_set_markup (layout, view_markup, -1);
      pango_layout_set_width (layout, width * PANGO_SCALE);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_get_pixel_size (layout, NULL, &height);
      tallest = MAX (tallest, height);
    }
  if (self->n_views > 0)
    gtk_widget_set_size_request (GTK_WIDGET (self->label), -1, tallest);
}

static gboolean
views_height_idle_cb (gpointer data)
{
  SudokuBanner *self = data;

  self->height_idle = 0;
  update_views_height (self);
  return G_SOURCE_REMOVE;
}

static void
width_changed_cb (SudokuBanner *self)
{
  if (self->n_views > 0 && self->height_idle == 0)
    self->height_idle = g_idle_add (views_height_idle_cb, self);
}

static void
update_view (SudokuBanner *self)
{
  g_autofree char *text = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *count = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "banner.previous-view",
                                 self->n_views > 1 && self->view > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "banner.next-view",
                                 self->n_views > 1 && self->view + 1 < self->n_views);
  gtk_widget_set_visible (self->views_box, self->n_views > 1);
  if (self->n_views == 0)
    return;

  text = g_markup_escape_text (self->view_texts[self->view], -1);
  markup = g_strdup_printf ("%s\n%s", self->views_head, text);
  gtk_label_set_markup (self->label, markup);
  update_views_height (self);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  /* Translators: which of a chain step's views the banner shows, "2 of
   * 5". */
  count = g_strdup_printf (_("%u of %u"), self->view + 1, self->n_views);
  gtk_label_set_text (self->view_label, count);
}

static void
clear_views (SudokuBanner *self)
{
  gboolean had_views = self->n_views != 0;
  gboolean had_view = self->view != 0;

  g_clear_pointer (&self->views_head, g_free);
  g_clear_pointer (&self->view_texts, g_strfreev);
  self->n_views = 0;
  self->view = 0;
  update_view (self);
  if (had_views)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_VIEWS]);
  if (had_view)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
}

/**
 * sudoku_banner_set_views:
 * @self: a banner that is showing
 * @head: the heading shown above each view, in Pango markup
 * @texts: the views' texts (see sudoku_step_dup_views()), in order
 *
 * Steps the banner through the views of the step shown, from the first:
 * Previous and Next (Alt+Left, Alt+Right) pick the view, whose text
 * the banner shows under @head, with "2 of 5". #SudokuBanner:view says
 * which view the grid draws. sudoku_banner_show() ends the views.
 */
void
sudoku_banner_set_views (SudokuBanner      *self,
                         const char        *head,
                         const char * const *texts)
{
  g_return_if_fail (SUDOKU_IS_BANNER (self));
  g_return_if_fail (head != NULL);
  g_return_if_fail (texts != NULL);

  clear_views (self);
  self->views_head = g_strdup (head);
  self->view_texts = g_strdupv ((char **) texts);
  self->n_views = g_strv_length (self->view_texts);
  update_view (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_VIEWS]);
}

guint
sudoku_banner_get_n_views (SudokuBanner *self)
{
  g_return_val_if_fail (SUDOKU_IS_BANNER (self), 0);

  return self->n_views;
}

/* The view shown, 0 when there are none. */
guint
sudoku_banner_get_view (SudokuBanner *self)
{
  g_return_val_if_fail (SUDOKU_IS_BANNER (self), 0);

  return self->view;
}

void
sudoku_banner_set_view (SudokuBanner *self,
                        guint         view)
{
  g_return_if_fail (SUDOKU_IS_BANNER (self));

  if (self->n_views == 0)
    return;
  view = MIN (view, self->n_views - 1);
  if (self->view == view)
    return;
  self->view = view;
  update_view (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
}

static void
previous_view_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  SudokuBanner *self = SUDOKU_BANNER (widget);

  if (self->view > 0)
    sudoku_banner_set_view (self, self->view - 1);
}

static void
next_view_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SudokuBanner *self = SUDOKU_BANNER (widget);

  sudoku_banner_set_view (self, self->view + 1);
}

/**
 * sudoku_banner_show:
 * @self: a banner
 * @kind: what it shows
 * @markup: the text, in Pango markup
 * @primary: (nullable): the mnemonic label of the suggested button
 * @secondary: (nullable): the mnemonic label of the other button
 */
void
sudoku_banner_show (SudokuBanner     *self,
                    SudokuBannerKind  kind,
                    const char       *markup,
                    const char       *primary,
                    const char       *secondary)
{
  g_return_if_fail (SUDOKU_IS_BANNER (self));

  if (kind != SUDOKU_BANNER_HINT)
    show_learn_more (self, NULL);
  clear_views (self);
  self->kind = kind;
  gtk_label_set_markup (self->label, markup);
  gtk_widget_set_size_request (GTK_WIDGET (self->label), -1, -1);
  /* A new text is read from its start. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  gtk_button_set_label (self->primary, primary ? primary : "");
  gtk_widget_set_visible (GTK_WIDGET (self->primary), primary != NULL);
  gtk_button_set_label (self->secondary, secondary ? secondary : "");
  gtk_widget_set_visible (GTK_WIDGET (self->secondary), secondary != NULL);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
}

void
sudoku_banner_hide (SudokuBanner *self)
{
  g_return_if_fail (SUDOKU_IS_BANNER (self));

  self->kind = SUDOKU_BANNER_NONE;
  clear_views (self);
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
}

SudokuBannerKind
sudoku_banner_get_kind (SudokuBanner *self)
{
  g_return_val_if_fail (SUDOKU_IS_BANNER (self), SUDOKU_BANNER_NONE);

  return self->kind;
}

/**
 * sudoku_banner_get_text:
 * @self: a banner
 *
 * Returns: (transfer none) (nullable): the text shown, without markup,
 *   or %NULL when the banner is hidden
 */
const char *
sudoku_banner_get_text (SudokuBanner *self)
{
  g_return_val_if_fail (SUDOKU_IS_BANNER (self), NULL);

  if (self->kind == SUDOKU_BANNER_NONE)
    return NULL;
  return gtk_label_get_text (self->label);
}

SudokuSession *
sudoku_banner_get_session (SudokuBanner *self)
{
  g_return_val_if_fail (SUDOKU_IS_BANNER (self), NULL);

  return self->session;
}

/**
 * sudoku_banner_set_session:
 * @self: a banner
 * @session: (nullable): the session whose hint the banner shows
 */
void
sudoku_banner_set_session (SudokuBanner  *self,
                           SudokuSession *session)
{
  g_return_if_fail (SUDOKU_IS_BANNER (self));
  g_return_if_fail (session == NULL || SUDOKU_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (sudoku_session_get_solve_runner (self->session), self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_swapped (sudoku_session_get_solve_runner (session), "notify::hint",
                              G_CALLBACK (hint_changed_cb), self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

static void
sudoku_banner_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SudokuBanner *self = SUDOKU_BANNER (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_VIEW:
      g_value_set_uint (value, self->view);
      break;
    case PROP_N_VIEWS:
      g_value_set_uint (value, self->n_views);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_banner_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SudokuBanner *self = SUDOKU_BANNER (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      sudoku_banner_set_session (self, g_value_get_object (value));
      break;
    case PROP_VIEW:
      sudoku_banner_set_view (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_banner_dispose (GObject *object)
{
  SudokuBanner *self = SUDOKU_BANNER (object);

  sudoku_banner_set_session (self, NULL);
  g_clear_handle_id (&self->height_idle, g_source_remove);
  g_clear_pointer (&self->views_head, g_free);
  g_clear_pointer (&self->view_texts, g_strfreev);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_BANNER);

  G_OBJECT_CLASS (sudoku_banner_parent_class)->dispose (object);
}

static void
sudoku_banner_class_init (SudokuBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_banner_get_property;
  object_class->set_property = sudoku_banner_set_property;
  object_class->dispose = sudoku_banner_dispose;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL,
                         SUDOKU_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SudokuBanner:view:
   *
   * Which of the step's views is shown (see sudoku_banner_set_views()):
   * the window binds the grid's #SudokuGridView:view to it.
   */
  properties[PROP_VIEW] =
    g_param_spec_uint ("view", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_VIEWS] =
    g_param_spec_uint ("n-views", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuBanner::primary-clicked:
   * @self: the banner
   *
   * The suggested button of a banner that is not a hint was clicked.
   */
  signals[SIGNAL_PRIMARY_CLICKED] =
    g_signal_new ("primary-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * SudokuBanner::secondary-clicked:
   * @self: the banner
   *
   * The other button of a banner that is not a hint was clicked.
   */
  signals[SIGNAL_SECONDARY_CLICKED] =
    g_signal_new ("secondary-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuBanner, revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuBanner, scroller);
  gtk_widget_class_bind_template_child (widget_class, SudokuBanner, label);
  gtk_widget_class_bind_template_child (widget_class, SudokuBanner, primary);
  gtk_widget_class_bind_template_child (widget_class, SudokuBanner, secondary);
  gtk_widget_class_bind_template_child (widget_class, SudokuBanner, learn_more);
  gtk_widget_class_bind_template_child (widget_class, SudokuBanner, views_box);
  gtk_widget_class_bind_template_child (widget_class, SudokuBanner, view_label);
  gtk_widget_class_install_action (widget_class, "banner.previous-view", NULL,
                                   previous_view_action);
  gtk_widget_class_install_action (widget_class, "banner.next-view", NULL, next_view_action);
  gtk_widget_class_bind_template_callback (widget_class, child_revealed_cb);
  gtk_widget_class_bind_template_callback (widget_class, primary_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, secondary_clicked_cb);
}

static void
sudoku_banner_init (SudokuBanner *self)
{
  GtkEventController *shortcuts;

  gtk_widget_init_template (GTK_WIDGET (self));
  update_view (self);
  /* The text's width, as the strip is allocated. */
  g_signal_connect_object (gtk_scrolled_window_get_hadjustment (self->scroller),
                           "notify::page-size", G_CALLBACK (width_changed_cb), self,
                           G_CONNECT_SWAPPED);

  /* The views' keys work wherever the focus is in the window (the grid
   * keeps it while a hint is shown). */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Left,
                                                                                  GDK_ALT_MASK),
                                                          gtk_named_action_new ("banner.previous-view")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Right,
                                                                                  GDK_ALT_MASK),
                                                          gtk_named_action_new ("banner.next-view")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}
