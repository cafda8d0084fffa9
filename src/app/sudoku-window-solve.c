/* sudoku-window-solve.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-window"

#include "config.h"

#include "sudoku-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-hint.h"

/* Step, Singles, Solve, Stop and Hint: the buttons call the session,
 * which runs the engine in its workers and plays the moves; the window
 * shows what comes of it (the game's changes, the session's progress
 * and busy state) and draws the hint the session holds. */

static void
solved_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  /* Whatever the outcome, the session says it in its progress; a
   * cancelled solve (Stop) is not an error to show. */
  sudoku_session_solve_finish (SUDOKU_SESSION (object), result, NULL, NULL);
}

static void
stepped_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  sudoku_session_step_finish (SUDOKU_SESSION (object), result, NULL);
}

static void
singles_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  sudoku_session_singles_finish (SUDOKU_SESSION (object), result, NULL);
}

static void
hinted_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  sudoku_session_hint_finish (SUDOKU_SESSION (object), result, NULL);
}

void
_sudoku_window_step (SudokuWindow *self)
{
  if (sudoku_session_get_busy (self->session))
    return;
  _sudoku_window_show_present (self);
  sudoku_session_step_async (self->session, self->cancellable, stepped_cb, NULL);
}

void
_sudoku_window_singles (SudokuWindow *self)
{
  if (sudoku_session_get_busy (self->session))
    return;
  _sudoku_window_show_present (self);
  sudoku_session_singles_async (self->session, self->cancellable, singles_cb, NULL);
}

void
_sudoku_window_solve (SudokuWindow *self)
{
  if (sudoku_session_get_busy (self->session))
    return;
  _sudoku_window_show_present (self);
  sudoku_session_solve_async (self->session, self->cancellable, solved_cb, NULL);
}

void
_sudoku_window_stop (SudokuWindow *self)
{
  sudoku_session_stop (self->session);
}

/* Each press of Hint says more: the technique and the house, then the
 * digits and cells, then the whole step with Apply. */
void
_sudoku_window_hint (SudokuWindow *self)
{
  if (sudoku_session_get_busy (self->session))
    return;
  if (self->banner != BANNER_HINT)
    _sudoku_window_show_present (self);
  sudoku_session_hint_async (self->session, self->cancellable, hinted_cb, NULL);
}

/**
 * _sudoku_window_dup_help_page:
 * @step: a step
 *
 * The help page on the family of @step's technique: "tech-" and the
 * family's key (help/C/tech-*.page: every family's key names its page,
 * which tests/test-hint.c checks; a page renamed is mapped here).
 *
 * Returns: (transfer full): the page id, for app.help-page
 */
char *
_sudoku_window_dup_help_page (const SudokuStep *step)
{
  const SudokuTechniqueInfo *info = sudoku_technique_get_info (step->technique);

  return g_strconcat ("tech-", sudoku_family_get_key (info->family), NULL);
}

/* The banner's Learn More: the help page of the technique the third
 * level names (hidden otherwise). Made here, before the banner's
 * buttons, the first time. */
static void
show_learn_more (SudokuWindow     *self,
                 const SudokuStep *step)
{
  g_autofree char *page = NULL;

  if (step == NULL)
    {
      if (self->learn_more_button != NULL)
        gtk_widget_set_visible (self->learn_more_button, FALSE);
      return;
    }

  page = _sudoku_window_dup_help_page (step);
  if (self->learn_more_button == NULL)
    {
      GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self->banner_secondary));

      self->learn_more_button = gtk_button_new_with_mnemonic (_("_Learn More"));
      gtk_widget_set_valign (self->learn_more_button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (self->learn_more_button, "flat");
      gtk_widget_set_tooltip_text (self->learn_more_button,
                                   _("Read about this technique in the help"));
      /* The target first: the action takes a page. */
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->learn_more_button),
                                              g_variant_new_string (page));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->learn_more_button), "app.help-page");
      gtk_widget_insert_before (self->learn_more_button, parent,
                                GTK_WIDGET (self->banner_secondary));
    }
  else
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->learn_more_button),
                                            g_variant_new_string (page));
  gtk_widget_set_visible (self->learn_more_button, TRUE);
}

/* The banner and the grid show the session's hint. */
static void
hint_changed_cb (SudokuSession *session,
                 SudokuWindow  *self)
{
  const SudokuStep *step = sudoku_session_get_hint_step (session);
  const SudokuBoard *board = sudoku_session_get_hint_board (session);
  guint level = sudoku_session_get_hint_level (session);
  g_autofree char *text = sudoku_session_dup_hint_text (session);
  g_autofree char *markup = NULL;

  sudoku_grid_view_set_highlight_house (self->grid_view, -1);
  sudoku_grid_view_set_hint_cells (self->grid_view, NULL);
  sudoku_grid_view_set_step (self->grid_view, NULL, NULL);
  show_learn_more (self, NULL);

  if (text == NULL)
    {
      if (self->banner == BANNER_HINT)
        _sudoku_window_hide_banner (self);
      return;
    }
  if (step == NULL || level == 0)
    {
      /* Instead of a step: the board contradicts the solution, or no
       * technique applies. */
      /* Translators: the hint banner; %s is what the hint says. Keep
       * the markup; write the space after "Hint:" as your language
       * does. */
      markup = g_markup_printf_escaped (_("<b>Hint:</b> %s"), text);
      _sudoku_window_show_banner (self, BANNER_HINT, markup, NULL, _("_Close"));
      return;
    }

  switch (level)
    {
    case SUDOKU_HINT_VAGUE:
      sudoku_grid_view_set_highlight_house (self->grid_view, sudoku_hint_get_house (step));
      /* Translators: the hint banner; the first %s is what the hint
       * says, the second "Press Hint again for more." Keep the markup;
       * write the spaces as your language does. */
      markup = g_markup_printf_escaped (_("<b>Hint:</b> %s %s"), text,
                                        _("Press Hint again for more."));
      _sudoku_window_show_banner (self, BANNER_HINT, markup, _("_More"), _("_Close"));
      break;

    case SUDOKU_HINT_CONCRETE:
      {
        guint16 candidates[SUDOKU_N_CELLS];

        sudoku_hint_get_pattern (step, board, candidates);
        sudoku_grid_view_set_hint_cells (self->grid_view, candidates);
        /* Translators: as the hint banner above; the second %s is
         * "Press Hint again to see the step." */
        markup = g_markup_printf_escaped (_("<b>Hint:</b> %s %s"), text,
                                          _("Press Hint again to see the step."));
        _sudoku_window_show_banner (self, BANNER_HINT, markup, _("_Show"), _("_Close"));
      }
      break;

    default:
      {
        char *newline = strchr (text, '\n');

        if (newline != NULL)
          *newline = '\0';
        sudoku_grid_view_set_step (self->grid_view, step, NULL);
        show_learn_more (self, step);
        markup = g_markup_printf_escaped ("<b>%s</b>\n%s", text,
                                          newline != NULL ? newline + 1 : "");
        _sudoku_window_show_banner (self, BANNER_HINT, markup, _("_Apply"), _("_Cancel"));
      }
      break;
    }
}

static void
busy_changed_cb (SudokuWindow *self)
{
  _sudoku_window_update_actions (self);
}

void
_sudoku_window_init_solve (SudokuWindow *self)
{
  g_signal_connect (self->session, "hint-changed", G_CALLBACK (hint_changed_cb), self);
  g_signal_connect_swapped (self->session, "notify::busy", G_CALLBACK (busy_changed_cb), self);
}
