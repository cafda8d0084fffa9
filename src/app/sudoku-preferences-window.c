/* sudoku-preferences-window.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-preferences"

#include "config.h"

#include "sudoku-preferences-window.h"

#include <glib/gi18n.h>

#include "sudoku-step.h"

/* The techniques a custom profile may list; the assumption search is its
 * own switch, stored as "assumptions" as sudoku_profile_init_from_string()
 * reads it.
 */
#define FIRST_TECHNIQUE      SUDOKU_TECHNIQUE_FULL_HOUSE
#define LAST_TECHNIQUE       SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN
#define N_CUSTOM_TECHNIQUES  (LAST_TECHNIQUE - FIRST_TECHNIQUE + 1)
#define ASSUMPTIONS_KEY      "assumptions"

struct _SudokuPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  /* Template widgets. */
  AdwPreferencesPage   *solving_page;
  AdwPreferencesPage   *display_page;
  AdwComboRow          *animation_speed_row;
  GtkAdjustment        *attempt_limit_adjustment;
  AdwComboRow          *technique_profile_row;
  AdwPreferencesGroup  *custom_group;
  AdwComboRow          *candidate_display_row;
  GtkSwitch            *highlight_houses_switch;
  GtkSwitch            *highlight_same_digit_switch;
  GtkSwitch            *mark_wrong_digits_switch;
  AdwComboRow          *advance_cursor_row;

  /* Built in code from the engine's technique table. */
  GtkSwitch            *technique_switches[N_CUSTOM_TECHNIQUES];
  GtkSwitch            *assumptions_switch;
  AdwExpanderRow       *family_rows[SUDOKU_N_FAMILIES];

  GSettings            *settings;

  /* Set while the switches follow the setting, so that they do not
   * write it back half-updated.
   */
  gboolean              syncing_techniques;
};

G_DEFINE_FINAL_TYPE (SudokuPreferencesWindow, sudoku_preferences_window,
                     ADW_TYPE_PREFERENCES_WINDOW)

/* The enum nicks of the schema, in the order of the combo rows' items. */
static const char * const animation_speed_nicks[] = {
  "standard", "medium", "fast", "instant", NULL,
};
static const char * const technique_profile_nicks[] = {
  "original", "standard", "full", "custom", NULL,
};
static const char * const candidate_display_nicks[] = {
  "off", "automatic", "manual", NULL,
};
static const char * const advance_cursor_nicks[] = {
  "off", "new-puzzle", "always", NULL,
};

/* What the selected item of a combo row means, shown as its subtitle. */
static const char * const technique_profile_subtitles[] = {
  N_("Singles, then assumptions, like the original program"),
  N_("Everything up to ALS and Sue de Coq, then assumptions"),
  N_("Every technique, forcing chains and nets included"),
  N_("The techniques chosen below"),
  NULL,
};
static const char * const candidate_display_subtitles[] = {
  N_("Empty cells stay empty"),
  N_("The digits the rules still allow, kept up to date"),
  N_("Only the candidates entered by hand"),
  NULL,
};
static const char * const advance_cursor_subtitles[] = {
  N_("The cursor stays on the cell"),
  N_("While a puzzle is typed into an empty grid in Edit mode, as from a book: "
     "“.”, space and 0 skip a cell"),
  N_("After every digit: “.”, space and 0 skip a cell"),
  NULL,
};

/* The families as people call them; the engine only has their keys. */
static const char *
family_get_name (SudokuFamily family)
{
  switch (family)
    {
    case SUDOKU_FAMILY_SINGLES:
      return _("Singles");
    case SUDOKU_FAMILY_INTERSECTIONS:
      return _("Intersections");
    case SUDOKU_FAMILY_SUBSETS:
      return _("Naked and Hidden Subsets");
    case SUDOKU_FAMILY_FISH:
      return _("Fish");
    case SUDOKU_FAMILY_SINGLE_DIGIT:
      return _("Single-Digit Patterns");
    case SUDOKU_FAMILY_COLORING:
      return _("Coloring");
    case SUDOKU_FAMILY_WINGS:
      return _("Wings");
    case SUDOKU_FAMILY_UNIQUENESS:
      return _("Uniqueness");
    case SUDOKU_FAMILY_CHAINS:
      return _("Chains and Loops");
    case SUDOKU_FAMILY_ALS:
      return _("Almost Locked Sets");
    case SUDOKU_FAMILY_FORCING:
      return _("Forcing Chains and Nets");
    case SUDOKU_FAMILY_ASSUMPTION:
      return _("Assumptions");
    case SUDOKU_N_FAMILIES:
    default:
      g_return_val_if_reached (NULL);
    }
}

static gboolean
nick_to_selected (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  return FALSE;
}

static GVariant *
selected_to_nick (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint selected = g_value_get_uint (value);

  /* GTK_INVALID_LIST_POSITION while the model is being set: no write. */
  if (selected >= g_strv_length ((char **) nicks))
    return NULL;

  return g_variant_new_string (nicks[selected]);
}

static void
bind_combo_row (SudokuPreferencesWindow *self,
                const char              *key,
                AdwComboRow             *row,
                const char * const      *nicks)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_to_selected, selected_to_nick,
                                (gpointer) nicks, NULL);
}

static void
update_subtitle_cb (AdwComboRow *row,
                    GParamSpec  *pspec,
                    gpointer     user_data)
{
  const char * const *subtitles = user_data;
  guint selected = adw_combo_row_get_selected (row);

  if (selected < g_strv_length ((char **) subtitles))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(subtitles[selected]));
}

static void
describe_selection (AdwComboRow        *row,
                    const char * const *subtitles)
{
  g_signal_connect (row, "notify::selected", G_CALLBACK (update_subtitle_cb),
                    (gpointer) subtitles);
  update_subtitle_cb (row, NULL, (gpointer) subtitles);
}

static gboolean
profile_is_custom (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  g_value_set_boolean (value, g_str_equal (g_variant_get_string (variant, NULL), "custom"));
  return TRUE;
}

static void
update_family_subtitles (SudokuPreferencesWindow *self)
{
  guint n_on[SUDOKU_N_FAMILIES] = { 0, };
  guint n_all[SUDOKU_N_FAMILIES] = { 0, };

  for (guint i = 0; i < N_CUSTOM_TECHNIQUES; i++)
    {
      SudokuFamily family = sudoku_technique_get_info (FIRST_TECHNIQUE + i)->family;

      n_all[family]++;
      n_on[family] += gtk_switch_get_active (self->technique_switches[i]);
    }

  for (guint family = 0; family < SUDOKU_N_FAMILIES; family++)
    {
      g_autofree char *subtitle = NULL;

      if (self->family_rows[family] == NULL)
        continue;

      if (n_on[family] == n_all[family])
        subtitle = g_strdup (_("All used"));
      else if (n_on[family] == 0)
        subtitle = g_strdup (_("None used"));
      else
        /* Translators: how many techniques of a family the custom profile uses. */
        subtitle = g_strdup_printf (ngettext ("%u of %u used", "%u of %u used", n_all[family]),
                                    n_on[family], n_all[family]);
      adw_expander_row_set_subtitle (self->family_rows[family], subtitle);
    }
}

/* The setting changed (or the window opened): the switches follow it. */
static void
custom_techniques_changed_cb (SudokuPreferencesWindow *self)
{
  g_auto(GStrv) keys = g_settings_get_strv (self->settings, "custom-techniques");

  self->syncing_techniques = TRUE;

  for (guint i = 0; i < N_CUSTOM_TECHNIQUES; i++)
    {
      const char *key = sudoku_technique_get_info (FIRST_TECHNIQUE + i)->key;

      gtk_switch_set_active (self->technique_switches[i],
                             g_strv_contains ((const char * const *) keys, key));
    }
  gtk_switch_set_active (self->assumptions_switch,
                         g_strv_contains ((const char * const *) keys, ASSUMPTIONS_KEY));

  self->syncing_techniques = FALSE;

  update_family_subtitles (self);
}

/* A switch moved: the setting lists every technique that is on, in the
 * engine's order, then "assumptions" when that is on.
 */
static void
technique_switch_cb (SudokuPreferencesWindow *self)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) keys = NULL;

  if (self->syncing_techniques)
    return;

  builder = g_strv_builder_new ();
  for (guint i = 0; i < N_CUSTOM_TECHNIQUES; i++)
    if (gtk_switch_get_active (self->technique_switches[i]))
      g_strv_builder_add (builder, sudoku_technique_get_info (FIRST_TECHNIQUE + i)->key);
  if (gtk_switch_get_active (self->assumptions_switch))
    g_strv_builder_add (builder, ASSUMPTIONS_KEY);
  keys = g_strv_builder_end (builder);

  g_settings_set_strv (self->settings, "custom-techniques", (const char * const *) keys);
  update_family_subtitles (self);
}

static GtkSwitch *
add_switch_row (SudokuPreferencesWindow *self,
                GtkWidget               *parent,
                const char              *title,
                const char              *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  g_signal_connect_object (toggle, "notify::active", G_CALLBACK (technique_switch_cb),
                           self, G_CONNECT_SWAPPED);

  if (ADW_IS_EXPANDER_ROW (parent))
    adw_expander_row_add_row (ADW_EXPANDER_ROW (parent), row);
  else
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (parent), row);

  return GTK_SWITCH (toggle);
}

/* One expander per family, a switch per technique, in the engine's
 * order (which is also the order of search).
 */
static void
build_custom_techniques (SudokuPreferencesWindow *self)
{
  for (guint i = 0; i < N_CUSTOM_TECHNIQUES; i++)
    {
      const SudokuTechniqueInfo *info = sudoku_technique_get_info (FIRST_TECHNIQUE + i);

      if (self->family_rows[info->family] == NULL)
        {
          GtkWidget *row = adw_expander_row_new ();

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                         family_get_name (info->family));
          adw_preferences_group_add (self->custom_group, row);
          self->family_rows[info->family] = ADW_EXPANDER_ROW (row);
        }

      self->technique_switches[i] = add_switch_row (self,
                                                    GTK_WIDGET (self->family_rows[info->family]),
                                                    _(info->name), NULL);
    }

  self->assumptions_switch = add_switch_row (self, GTK_WIDGET (self->custom_group),
                                             family_get_name (SUDOKU_FAMILY_ASSUMPTION),
                                             _("Try digits and go back when no technique "
                                               "applies"));
}

static void
bind_settings (SudokuPreferencesWindow *self)
{
  bind_combo_row (self, "animation-speed", self->animation_speed_row, animation_speed_nicks);
  bind_combo_row (self, "technique-profile", self->technique_profile_row,
                  technique_profile_nicks);
  bind_combo_row (self, "candidate-display", self->candidate_display_row,
                  candidate_display_nicks);

  /* GSettings maps the unsigned key to the adjustment's double and back;
   * the adjustment keeps to the key's range.
   */
  g_settings_bind (self->settings, "attempt-limit", self->attempt_limit_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);

  g_settings_bind (self->settings, "highlight-houses", self->highlight_houses_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "highlight-same-digit", self->highlight_same_digit_switch,
                   "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "mark-wrong-digits", self->mark_wrong_digits_switch,
                   "active", G_SETTINGS_BIND_DEFAULT);
  bind_combo_row (self, "advance-cursor", self->advance_cursor_row, advance_cursor_nicks);

  g_settings_bind_with_mapping (self->settings, "technique-profile", self->custom_group,
                                "visible", G_SETTINGS_BIND_GET,
                                profile_is_custom, NULL, NULL, NULL);

  g_signal_connect_object (self->settings, "changed::custom-techniques",
                           G_CALLBACK (custom_techniques_changed_cb), self,
                           G_CONNECT_SWAPPED);
  custom_techniques_changed_cb (self);
}

static void
sudoku_preferences_window_dispose (GObject *object)
{
  SudokuPreferencesWindow *self = SUDOKU_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (sudoku_preferences_window_parent_class)->dispose (object);
}

static void
sudoku_preferences_window_finalize (GObject *object)
{
  SudokuPreferencesWindow *self = SUDOKU_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sudoku_preferences_window_parent_class)->finalize (object);
}

static void
sudoku_preferences_window_class_init (SudokuPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_preferences_window_dispose;
  object_class->finalize = sudoku_preferences_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/"
                                               "sudoku-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow,
                                        solving_page);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow,
                                        display_page);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow,
                                        animation_speed_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow,
                                        attempt_limit_adjustment);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow,
                                        technique_profile_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow,
                                        custom_group);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow,
                                        candidate_display_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow,
                                        highlight_houses_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow,
                                        highlight_same_digit_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow,
                                        mark_wrong_digits_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow,
                                        advance_cursor_row);
}

static void
sudoku_preferences_window_init (SudokuPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  build_custom_techniques (self);
  describe_selection (self->technique_profile_row, technique_profile_subtitles);
  describe_selection (self->candidate_display_row, candidate_display_subtitles);
  describe_selection (self->advance_cursor_row, advance_cursor_subtitles);

  /* The schema is always there: installed, or compiled into the build
   * tree (build-aux/run and the tests point GSETTINGS_SCHEMA_DIR at it). */
  self->settings = g_settings_new (APP_ID);
  bind_settings (self);
}

/**
 * sudoku_preferences_window_new:
 * @parent: (nullable): the window it belongs to
 *
 * Returns: (transfer none): a new preferences window, not shown yet; it
 *   writes every change to GSettings at once
 */
GtkWidget *
sudoku_preferences_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (SUDOKU_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       NULL);
}
