/* sudoku-history-view.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-history"

#include "config.h"

#include "sudoku-history-view.h"

#include <glib/gi18n.h>
#include <string.h>

/* The history sidebar: one row per move of the solve (number, a badge
 * for the technique's family, the one-line summary; moves inside an
 * assumption indented), bound straight to the game's history model.
 * Selecting a row asks the window to preview that move. Under the list,
 * the rating of the puzzle (the session's: level, score, Sudoku
 * Explainer rating, assumptions needed), then the techniques the solve
 * so far has used. */

struct _SudokuHistoryView
{
  GtkWidget           parent_instance;

  SudokuSession      *session;
  SudokuGame         *game;

  /* Template children (ui/sudoku-history-view.ui). */
  GtkSingleSelection *selection;
  GtkWidget          *box;
  GtkWidget          *title_label;
  GtkWidget          *list_view;
  GtkWidget          *stack;
  GtkWidget          *summary_label;
  GtkWidget          *techniques_label;
  GtkWidget          *copy_button;

  guint               summary_source;
  guint               scroll_source;
  guint               scroll_target;
  gboolean            quiet;
};

G_DEFINE_FINAL_TYPE (SudokuHistoryView, sudoku_history_view, GTK_TYPE_WIDGET)

enum {
  SIGNAL_MOVE_ACTIVATED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

/* Short badges per family; the CSS class is "family-<key>". */
static const char *
family_badge (SudokuFamily family)
{
  switch (family)
    {
    case SUDOKU_FAMILY_SINGLES:
      return C_("history badge", "Single");
    case SUDOKU_FAMILY_INTERSECTIONS:
      return C_("history badge", "Locked");
    case SUDOKU_FAMILY_SUBSETS:
      return C_("history badge", "Subset");
    case SUDOKU_FAMILY_FISH:
      return C_("history badge", "Fish");
    case SUDOKU_FAMILY_SINGLE_DIGIT:
      return C_("history badge", "Digit");
    case SUDOKU_FAMILY_COLORING:
      return C_("history badge", "Colour");
    case SUDOKU_FAMILY_WINGS:
      return C_("history badge", "Wing");
    case SUDOKU_FAMILY_UNIQUENESS:
      return C_("history badge", "Unique");
    case SUDOKU_FAMILY_CHAINS:
      return C_("history badge", "Chain");
    case SUDOKU_FAMILY_ALS:
      return C_("history badge", "ALS");
    case SUDOKU_FAMILY_FORCING:
      return C_("history badge", "Forcing");
    case SUDOKU_FAMILY_ASSUMPTION:
    default:
      return C_("history badge", "Guess");
    }
}

static const char *
move_badge (SudokuMove *move)
{
  switch (sudoku_move_get_kind (move))
    {
    case SUDOKU_MOVE_VALUE:
    case SUDOKU_MOVE_CANDIDATE:
    case SUDOKU_MOVE_MARKS:
      return C_("history badge", "You");
    case SUDOKU_MOVE_BACKTRACK:
      return C_("history badge", "Back");
    case SUDOKU_MOVE_STEP:
    default:
      return family_badge (sudoku_move_get_family (move));
    }
}

static const char *
move_badge_class (SudokuMove *move)
{
  switch (sudoku_move_get_kind (move))
    {
    case SUDOKU_MOVE_VALUE:
    case SUDOKU_MOVE_CANDIDATE:
    case SUDOKU_MOVE_MARKS:
      return "family-user";
    case SUDOKU_MOVE_BACKTRACK:
      return "family-backtrack";
    case SUDOKU_MOVE_STEP:
    default:
      return NULL;
    }
}

/* How an assumption ended, for its row. */
static const char *
outcome_text (SudokuMove *move)
{
  const SudokuStep *step = sudoku_move_get_step (move);

  if (sudoku_move_get_kind (move) != SUDOKU_MOVE_STEP ||
      step->technique != SUDOKU_TECHNIQUE_ASSUMPTION)
    return NULL;
  switch (sudoku_move_get_outcome (move))
    {
    case SUDOKU_ASSUMPTION_CONTRADICTION:
      return _("contradiction");
    case SUDOKU_ASSUMPTION_SOLVED:
      return _("solved");
    case SUDOKU_ASSUMPTION_GAVE_UP:
      return _("gave up");
    case SUDOKU_ASSUMPTION_STOPPED:
      /* Translators: an assumption the user stopped the solve inside. */
      return _("stopped");
    case SUDOKU_ASSUMPTION_OPEN:
    default:
      return NULL;
    }
}

/* A row's widgets come from sudoku-history-row.ui; bind_row_cb() fills
 * them for its move. */
static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              SudokuHistoryView        *self)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/nanpure/Nanpure/sudoku-history-row.ui");

  gtk_list_item_set_child (item, GTK_WIDGET (gtk_builder_get_object (builder, "row")));
}

static void
update_outcome_label (GtkWidget  *label,
                      SudokuMove *move)
{
  const char *ended = outcome_text (move);

  gtk_label_set_text (GTK_LABEL (label), ended ? ended : "");
  gtk_widget_set_visible (label, ended != NULL);
  if (ended != NULL && sudoku_move_get_outcome (move) == SUDOKU_ASSUMPTION_CONTRADICTION)
    gtk_widget_add_css_class (label, "error");
  else
    gtk_widget_remove_css_class (label, "error");
}

static void
outcome_notify_cb (SudokuMove *move,
                   GParamSpec *pspec,
                   GtkWidget  *label)
{
  update_outcome_label (label, move);
}

static void
unbind_row_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               SudokuHistoryView        *self)
{
  gulong handler = GPOINTER_TO_SIZE (g_object_steal_data (G_OBJECT (item), "outcome-handler"));
  SudokuMove *move = gtk_list_item_get_item (item);

  if (handler != 0 && move != NULL)
    g_signal_handler_disconnect (move, handler);
}


/* Whether the node of a chain after a link at @p (up to the next link or
 * space) names a cell: "4r7c4", not the digit of "r9c8=5". */
static gboolean
is_node_after (const char *p)
{
  for (p++; *p != '\0' && *p != ' ' && *p != '-' && *p != '='; p++)
    if (g_ascii_isalpha (*p))
      return TRUE;
  return FALSE;
}

/* @text with a zero-width space after each link of a chain, "-" or "="
 * before a node: for Pango a chain in Eureka notation is one word (no
 * break before a digit after "-", none around "="), longer than the
 * row, which the label then broke anywhere, inside a cell's name
 * ("4r7|c4"); now it breaks between nodes, and between words elsewhere.
 * The tooltip and the copied history keep the text as it is. */
static char *
dup_wrappable (const char *text)
{
  GString *wrappable = g_string_sized_new (strlen (text) + 32);

  for (const char *p = text; *p != '\0'; p++)
    {
      g_string_append_c (wrappable, *p);
      if ((*p == '-' || *p == '=') && p > text && p[-1] != ' ' && p[-1] != '<' &&
          is_node_after (p))
        g_string_append (wrappable, "\u200B");
    }
  return g_string_free (wrappable, FALSE);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             SudokuHistoryView        *self)
{
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *number = gtk_widget_get_first_child (row);
  GtkWidget *badge = gtk_widget_get_next_sibling (number);
  GtkWidget *summary = gtk_widget_get_next_sibling (badge);
  GtkWidget *outcome = gtk_widget_get_next_sibling (summary);
  SudokuMove *move = gtk_list_item_get_item (item);
  g_autofree char *number_text = g_strdup_printf ("%u", gtk_list_item_get_position (item) + 1);
  g_autofree char *family_class = NULL;
  g_autofree char *wrappable = NULL;
  const char *badge_class = move_badge_class (move);
  const char *classes[] = { "history-badge", NULL, NULL };

  if (badge_class == NULL)
    badge_class = family_class =
      g_strdup_printf ("family-%s", sudoku_family_get_key (sudoku_move_get_family (move)));
  classes[1] = badge_class;

  gtk_label_set_text (GTK_LABEL (number), number_text);
  gtk_label_set_text (GTK_LABEL (badge), move_badge (move));
  gtk_widget_set_css_classes (badge, classes);
  wrappable = dup_wrappable (sudoku_move_get_summary (move));
  gtk_label_set_text (GTK_LABEL (summary), wrappable);
  gtk_widget_set_tooltip_text (summary, sudoku_move_get_summary (move));
  update_outcome_label (outcome, move);
  /* An assumption's outcome comes later than its row. */
  if (outcome_text (move) != NULL ||
      (sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP &&
       sudoku_move_get_step (move)->technique == SUDOKU_TECHNIQUE_ASSUMPTION))
    g_object_set_data_full (G_OBJECT (item), "outcome-handler",
                            GSIZE_TO_POINTER (g_signal_connect_object (move, "notify::outcome",
                                                                       G_CALLBACK (outcome_notify_cb),
                                                                       outcome, 0)),
                            NULL);
  gtk_widget_set_margin_start (row, 14 * sudoku_move_get_depth (move));

  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, sudoku_move_get_summary (move),
                                  -1);
}

/* The steps of the solve, those inside assumptions too (they are work
 * the solve did), but not the user's own moves. */
static GPtrArray *
collect_steps (GListModel *history,
               guint      *assumptions)
{
  GPtrArray *steps = g_ptr_array_new_with_free_func (g_object_unref);
  guint n = g_list_model_get_n_items (history);

  *assumptions = 0;
  for (guint i = 0; i < n; i++)
    {
      SudokuMove *move = g_list_model_get_item (history, i);
      const SudokuStep *step = sudoku_move_get_step (move);

      if (sudoku_move_get_kind (move) == SUDOKU_MOVE_STEP)
        {
          g_ptr_array_add (steps, move);
          *assumptions = step->technique == SUDOKU_TECHNIQUE_ASSUMPTION ||
                         step->depth > 0 ? MAX (*assumptions, step->depth) : *assumptions;
        }
      else
        g_object_unref (move);
    }
  return steps;
}

static char *
dup_summary (SudokuHistoryView *self,
             char             **techniques)
{
  GListModel *history = sudoku_game_get_history (self->game);
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(GString) list = g_string_new (NULL);
  SudokuChecker *checker = sudoku_session_get_checker (self->session);
  const SudokuRating *puzzle = sudoku_checker_get_rating (checker);
  guint counts[SUDOKU_N_TECHNIQUES] = { 0 };
  guint assumptions;

  /* The solve so far: the techniques its steps used. */
  moves = collect_steps (history, &assumptions);
  for (guint i = 0; i < moves->len; i++)
    counts[sudoku_move_get_step (moves->pdata[i])->technique]++;
  for (guint t = 0; t < SUDOKU_N_TECHNIQUES; t++)
    if (counts[t] > 0)
      g_string_append_printf (list, "%s%s × %u", list->len ? "\n" : "",
                              _(sudoku_technique_get_info (t)->name), counts[t]);
  if (techniques != NULL)
    *techniques = list->len > 0
                  /* Translators: heads the techniques the solve so far used. */
                  ? g_strdup_printf ("%s\n%s", _("This solve so far:"), list->str)
                  : g_strdup ("");

  /* The puzzle: rated once from its givens, whatever is played. While
   * the givens are still counted, nothing is known against them: a
   * restored or opened puzzle with one solution was said to lack it. An
   * empty grid, or givens that break the rules, are not counted (-1
   * too). */
  if (puzzle == NULL)
    {
      if (sudoku_checker_get_n_solutions (checker) == 1)
        return g_strdup (_("Rating the puzzle…"));
      if (sudoku_checker_is_counting (checker))
        return g_strdup (_("Checking the puzzle…"));
      return g_strdup (_("The puzzle is rated once its givens have one solution"));
    }
  /* The SE figure is Sudoku Explainer's, which its worker brings a
   * little later: until then, not our estimate but an ellipsis. */
  if (sudoku_checker_get_se_rating (checker) < 0)
    /* Translators: the rating of the puzzle under the history, while its
     * Sudoku Explainer figure is worked out. */
    return g_strdup_printf (ngettext ("Level %u · score %u · SE … · %u assumption needed",
                                      "Level %u · score %u · SE … · %u assumptions needed",
                                      puzzle->assumptions),
                            puzzle->level, puzzle->score, puzzle->assumptions);
  /* Translators: the rating of the puzzle under the history. */
  return g_strdup_printf (ngettext ("Level %u · score %u · SE %.1f · %u assumption needed",
                                    "Level %u · score %u · SE %.1f · %u assumptions needed",
                                    puzzle->assumptions),
                          puzzle->level, puzzle->score,
                          sudoku_checker_get_se_rating (checker), puzzle->assumptions);
}

static void
update_title (SudokuHistoryView *self)
{
  guint n = self->game ? g_list_model_get_n_items (sudoku_game_get_history (self->game)) : 0;
  /* Translators: the sidebar's title, with the number of moves. */
  g_autofree char *title = g_strdup_printf (ngettext ("History · %u move", "History · %u moves",
                                                      n), n);

  gtk_label_set_text (GTK_LABEL (self->title_label), title);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), n > 0 ? "list" : "empty");
}

static gboolean
update_summary_cb (gpointer user_data)
{
  SudokuHistoryView *self = user_data;
  g_autofree char *techniques = NULL;
  g_autofree char *summary = NULL;

  self->summary_source = 0;
  update_title (self);
  if (self->game == NULL)
    return G_SOURCE_REMOVE;

  summary = dup_summary (self, &techniques);
  gtk_label_set_text (GTK_LABEL (self->summary_label), summary);
  gtk_label_set_text (GTK_LABEL (self->techniques_label), techniques);
  gtk_widget_set_visible (self->techniques_label, *techniques != '\0');
  gtk_widget_set_sensitive (self->copy_button,
                            g_list_model_get_n_items (sudoku_game_get_history (self->game)) > 0);
  return G_SOURCE_REMOVE;
}

static gboolean
scroll_cb (gpointer user_data)
{
  SudokuHistoryView *self = user_data;
  GListModel *model = G_LIST_MODEL (self->selection);

  self->scroll_source = 0;
  if (self->scroll_target < g_list_model_get_n_items (model))
    gtk_widget_activate_action (self->list_view, "list.scroll-to-item", "u", self->scroll_target);
  return G_SOURCE_REMOVE;
}

/* Shows a row, once the list has taken in what just changed: a row
 * added in this main loop iteration has no place in it yet. */
static void
scroll_to (SudokuHistoryView *self,
           guint              position)
{
  self->scroll_target = position;
  if (self->scroll_source == 0)
    self->scroll_source = g_idle_add_full (GDK_PRIORITY_REDRAW + 10, scroll_cb, self, NULL);
}

static void
history_changed_cb (GListModel        *model,
                    guint              position,
                    guint              removed,
                    guint              added,
                    SudokuHistoryView *self)
{
  /* The list and its count at once (a selection may follow); the sums
   * once the moves stop coming: a solve adds them one by one. */
  update_title (self);
  if (self->summary_source == 0)
    self->summary_source = g_idle_add_full (G_PRIORITY_LOW, update_summary_cb, self, NULL);

  /* Follow the solve: show the newest move. */
  if (added > 0 && position + added == g_list_model_get_n_items (model))
    scroll_to (self, position + added - 1);
}

static void
selection_changed_cb (GtkSelectionModel *model,
                      guint              position,
                      guint              n_items,
                      SudokuHistoryView *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  if (self->quiet)
    return;
  g_signal_emit (self, signals[SIGNAL_MOVE_ACTIVATED], 0,
                 selected == GTK_INVALID_LIST_POSITION ? -1 : (int) selected);
}

static void
copy_clicked_cb (GtkButton         *button,
                 SudokuHistoryView *self)
{
  g_autofree char *text = sudoku_history_view_dup_text (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
}

static void
sudoku_history_view_dispose (GObject *object)
{
  SudokuHistoryView *self = SUDOKU_HISTORY_VIEW (object);

  g_clear_handle_id (&self->summary_source, g_source_remove);
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  if (self->selection != NULL)
    {
      GListModel *model = gtk_single_selection_get_model (self->selection);

      if (model != NULL)
        g_signal_handlers_disconnect_by_data (model, self);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_HISTORY_VIEW);
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (sudoku_session_get_checker (self->session), self);
    }
  g_clear_object (&self->game);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (sudoku_history_view_parent_class)->dispose (object);
}

static void
sudoku_history_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SudokuHistoryView *self = SUDOKU_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_history_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  SudokuHistoryView *self = SUDOKU_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      sudoku_history_view_set_session (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_history_view_class_init (SudokuHistoryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_history_view_dispose;
  object_class->get_property = sudoku_history_view_get_property;
  object_class->set_property = sudoku_history_view_set_property;

  /**
   * SudokuHistoryView:session:
   *
   * The session whose game's history and puzzle's rating are shown.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, SUDOKU_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuHistoryView::move-activated:
   * @self: the view
   * @index: the move selected, or -1 when none is
   *
   * The user picked a move to look at, or went back to the present.
   */
  signals[SIGNAL_MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sudoku-history");

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-history-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuHistoryView, selection);
  gtk_widget_class_bind_template_child (widget_class, SudokuHistoryView, box);
  gtk_widget_class_bind_template_child (widget_class, SudokuHistoryView, title_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuHistoryView, list_view);
  gtk_widget_class_bind_template_child (widget_class, SudokuHistoryView, stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuHistoryView, summary_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuHistoryView, techniques_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuHistoryView, copy_button);
  gtk_widget_class_bind_template_callback (widget_class, copy_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, setup_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, bind_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, unbind_row_cb);
}

static void
sudoku_history_view_init (SudokuHistoryView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sudoku_history_view_new (void)
{
  return g_object_new (SUDOKU_TYPE_HISTORY_VIEW, NULL);
}

static void
rating_changed_cb (SudokuHistoryView *self)
{
  if (self->summary_source == 0)
    self->summary_source = g_idle_add_full (G_PRIORITY_LOW, update_summary_cb, self, NULL);
}

/**
 * sudoku_history_view_set_session:
 * @self: a history view
 * @session: (nullable): the session whose game and rating to show
 */
void
sudoku_history_view_set_session (SudokuHistoryView *self,
                                 SudokuSession     *session)
{
  GListModel *old_model;
  SudokuGame *game = session ? sudoku_session_get_game (session) : NULL;

  g_return_if_fail (SUDOKU_IS_HISTORY_VIEW (self));
  g_return_if_fail (session == NULL || SUDOKU_IS_SESSION (session));

  if (session == self->session)
    return;
  old_model = gtk_single_selection_get_model (self->selection);
  if (old_model != NULL)
    g_signal_handlers_disconnect_by_data (old_model, self);
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (sudoku_session_get_checker (self->session), self);
    }
  g_set_object (&self->session, session);
  g_set_object (&self->game, game);

  self->quiet = TRUE;
  gtk_single_selection_set_model (self->selection, game ? sudoku_game_get_history (game) : NULL);
  self->quiet = FALSE;
  if (game != NULL)
    {
      SudokuChecker *checker = sudoku_session_get_checker (session);

      g_signal_connect (sudoku_game_get_history (game), "items-changed",
                        G_CALLBACK (history_changed_cb), self);
      g_signal_connect_swapped (checker, "notify::rating", G_CALLBACK (rating_changed_cb), self);
      g_signal_connect_swapped (checker, "notify::n-solutions", G_CALLBACK (rating_changed_cb),
                                self);
    }
  update_summary_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

/* Selects a move (and previews it, through ::move-activated). */
void
sudoku_history_view_select (SudokuHistoryView *self,
                            int                index)
{
  g_return_if_fail (SUDOKU_IS_HISTORY_VIEW (self));

  gtk_single_selection_set_selected (self->selection,
                                     index < 0 ? GTK_INVALID_LIST_POSITION : (guint) index);
  if (index >= 0)
    scroll_to (self, (guint) index);
}

/* Clears the selection without asking for anything. */
void
sudoku_history_view_unselect (SudokuHistoryView *self)
{
  g_return_if_fail (SUDOKU_IS_HISTORY_VIEW (self));

  self->quiet = TRUE;
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  self->quiet = FALSE;
}

/**
 * sudoku_history_view_get_title:
 * @self: a history view
 *
 * Returns: (transfer none): the sidebar's title, with the number of moves
 */
const char *
sudoku_history_view_get_title (SudokuHistoryView *self)
{
  g_return_val_if_fail (SUDOKU_IS_HISTORY_VIEW (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->title_label));
}

int
sudoku_history_view_get_selected (SudokuHistoryView *self)
{
  guint selected;

  g_return_val_if_fail (SUDOKU_IS_HISTORY_VIEW (self), -1);

  selected = gtk_single_selection_get_selected (self->selection);
  return selected == GTK_INVALID_LIST_POSITION ? -1 : (int) selected;
}

/**
 * sudoku_history_view_dup_text:
 * @self: a history view
 *
 * Returns: (transfer full): the history as plain text, one move per
 *   line, numbered, moves inside assumptions indented, then the summary
 */
char *
sudoku_history_view_dup_text (SudokuHistoryView *self)
{
  GString *text;
  GListModel *history;
  g_autofree char *techniques = NULL;
  g_autofree char *summary = NULL;
  guint n;

  g_return_val_if_fail (SUDOKU_IS_HISTORY_VIEW (self), NULL);

  text = g_string_new (NULL);
  if (self->game == NULL)
    return g_string_free (text, FALSE);

  history = sudoku_game_get_history (self->game);
  n = g_list_model_get_n_items (history);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SudokuMove) move = g_list_model_get_item (history, i);
      const char *ended = outcome_text (move);

      g_string_append_printf (text, "%4u. %*s", i + 1, 2 * sudoku_move_get_depth (move), "");
      if (ended != NULL)
        /* The outcome joined as the CLI's steps does (「…（クリア）」). */
        g_string_append_printf (text, _("%s (%s)"), sudoku_move_get_summary (move), ended);
      else
        g_string_append (text, sudoku_move_get_summary (move));
      g_string_append_c (text, '\n');
    }
  summary = dup_summary (self, &techniques);
  g_string_append_printf (text, "\n%s\n%s\n", summary, techniques);
  return g_string_free (text, FALSE);
}

/* The one-line summary under the list, as shown. */
char *
sudoku_history_view_dup_summary (SudokuHistoryView *self)
{
  g_return_val_if_fail (SUDOKU_IS_HISTORY_VIEW (self), NULL);

  if (self->summary_source != 0)
    {
      g_clear_handle_id (&self->summary_source, g_source_remove);
      update_summary_cb (self);
    }
  return g_strdup (gtk_label_get_text (GTK_LABEL (self->summary_label)));
}
