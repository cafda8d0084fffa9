/* sudoku-analysis-panel.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "nanpure-analysis"

#include "config.h"

#include "sudoku-analysis-panel.h"

#include <glib/gi18n.h>
#include <string.h>

/* The original program's side tables (seed 003): per row, column and box
 * the digits still missing and how many cells are empty; for each box,
 * how many of its cells can take each digit (the "occurrence table",
 * whose 1s are hidden singles). Windoku adds its four windows to both.
 *
 * The panel is rebuilt from the board on every edit, so it keeps what
 * each label shows and touches a label only when that changes.
 */

#define N_LINES          9
#define N_WINDOWS        4
#define N_SHOWN_HOUSES   (3 * N_LINES + N_WINDOWS)  /* rows, columns, boxes, windows */
#define N_PLACE_ROWS     (N_LINES + N_WINDOWS)      /* boxes, then windows */
#define FIRST_WINDOW     (3 * N_LINES)

/* A place cell's state besides its count: the digit is in the house. */
#define PLACED           10
#define UNSHOWN          0xff

/* U+2007 FIGURE SPACE: as wide as a tabular digit, so that each digit of
 * a missing-digit strip keeps its own column.
 */
#define FIGURE_SPACE     "\xe2\x80\x87"

typedef struct
{
  GtkLabel *missing;
  GtkLabel *empty;
  guint16   shown_missing;
  guint8    shown_empty;
} HouseCells;

typedef struct
{
  GtkLabel *label;
  guint8    shown;  /* 0–9 places, PLACED, or UNSHOWN */
} PlaceCell;

struct _SudokuAnalysisPanel
{
  GtkWidget    parent_instance;

  SudokuSession *session;
  SudokuGame  *game;

  /* Template children (ui/sudoku-analysis-panel.ui). */
  GtkLabel    *total_label;
  GtkStack    *stack;
  GtkWidget   *windows_part;
  GtkGrid     *houses_grid;
  GtkGrid     *windows_grid;
  GtkGrid     *places_grid;

  GtkWidget   *place_window_widgets[N_WINDOWS][1 + 9];

  HouseCells   houses[N_SHOWN_HOUSES];
  PlaceCell    places[N_PLACE_ROWS][9];
  guint        shown_total;
  gboolean     shows_windows;

  SudokuBoard  board;
};

G_DEFINE_FINAL_TYPE (SudokuAnalysisPanel, sudoku_analysis_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static char *
house_dup_title (SudokuHouseKind kind,
                 guint           index)
{
  switch (kind)
    {
    case SUDOKU_HOUSE_ROW:
      return g_strdup_printf (_("Row %u"), index + 1);
    case SUDOKU_HOUSE_COLUMN:
      return g_strdup_printf (_("Column %u"), index + 1);
    case SUDOKU_HOUSE_BOX:
      return g_strdup_printf (_("Box %u"), index + 1);
    case SUDOKU_HOUSE_WINDOW:
      return g_strdup_printf (_("Window %u"), index + 1);
    case SUDOKU_HOUSE_IMPLIED:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* Where a house's cells are in self->houses: rows, columns, boxes, windows. */
static guint
house_slot (SudokuHouseKind kind,
            guint           index)
{
  return kind == SUDOKU_HOUSE_WINDOW ? FIRST_WINDOW + index : kind * N_LINES + index;
}

static void
slot_get_house (guint            slot,
                SudokuHouseKind *kind,
                guint           *index)
{
  if (slot >= FIRST_WINDOW)
    {
      *kind = SUDOKU_HOUSE_WINDOW;
      *index = slot - FIRST_WINDOW;
    }
  else
    {
      *kind = slot / N_LINES;
      *index = slot % N_LINES;
    }
}

/* "1 2 5" (with @separator between digits) into @buffer. */
static void
format_digits (guint16     mask,
               const char *separator,
               char       *buffer,
               gsize       size)
{
  gsize length = 0;

  buffer[0] = '\0';
  for (guint digit = 1; digit <= 9; digit++)
    if (mask & SUDOKU_DIGIT_BIT (digit))
      {
        if (length > 0)
          length = g_strlcat (buffer, separator, size);
        if (length + 1 < size)
          {
            buffer[length++] = '0' + digit;
            buffer[length] = '\0';
          }
      }
}

/* Each digit in its own column, figure spaces where a digit is absent. */
static void
format_strip (guint16  mask,
              char    *buffer)
{
  char *p = buffer;

  for (guint digit = 1; digit <= 9; digit++)
    {
      if (mask & SUDOKU_DIGIT_BIT (digit))
        *p++ = '0' + digit;
      else
        {
          memcpy (p, FIGURE_SPACE, strlen (FIGURE_SPACE));
          p += strlen (FIGURE_SPACE);
        }
    }
  *p = '\0';
}

static void
set_accessible_label (GtkLabel   *label,
                      const char *text)
{
  /* After gtk_label_set_text(), which sets the label's own name. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
}

static void
set_css_class (GtkLabel   *label,
               const char *css_class,
               gboolean    enabled)
{
  if (enabled)
    gtk_widget_add_css_class (GTK_WIDGET (label), css_class);
  else
    gtk_widget_remove_css_class (GTK_WIDGET (label), css_class);
}

static void
show_house (SudokuAnalysisPanel *self,
            guint                slot,
            guint16              missing,
            guint                empty)
{
  HouseCells *cells = &self->houses[slot];
  g_autofree char *title = NULL;
  SudokuHouseKind kind;
  guint index;

  if (cells->shown_missing == missing && cells->shown_empty == empty)
    return;

  slot_get_house (slot, &kind, &index);
  title = house_dup_title (kind, index);

  if (cells->shown_missing != missing)
    {
      g_autofree char *description = NULL;
      char strip[9 * sizeof FIGURE_SPACE];
      char digits[9 * 3];

      format_strip (missing, strip);
      gtk_label_set_text (cells->missing, strip);

      format_digits (missing, ", ", digits, sizeof digits);
      if (missing == 0)
        /* Translators: %s is a house, "Row 3". */
        description = g_strdup_printf (_("%s: complete"), title);
      else
        /* Translators: %s is a house, "Row 3", then digits, "2, 5, 7". */
        description = g_strdup_printf (_("%s: missing %s"), title, digits);
      set_accessible_label (cells->missing, description);

      /* Every digit once: the house is done. */
      set_css_class (cells->missing, "complete", missing == 0);
      set_css_class (cells->empty, "complete", missing == 0);
    }

  if (cells->shown_empty != empty)
    {
      g_autofree char *description = NULL;
      char text[4];

      g_snprintf (text, sizeof text, "%u", empty);
      gtk_label_set_text (cells->empty, text);
      description = g_strdup_printf (ngettext ("%s: %u empty cell", "%s: %u empty cells", empty),
                                     title, empty);
      set_accessible_label (cells->empty, description);
    }

  /* More digits missing than cells empty: a digit is there twice. */
  set_css_class (cells->empty, "conflict", (guint) __builtin_popcount (missing) > empty);

  cells->shown_missing = missing;
  cells->shown_empty = empty;
}

static const char *
place_css_class (guint state)
{
  switch (state)
    {
    case PLACED:
      return "placed";
    case 0:
      return "impossible";
    case 1:
      return "single";
    default:
      return NULL;
    }
}

static void
show_place (SudokuAnalysisPanel *self,
            guint                row,
            guint                digit,
            guint                state)
{
  PlaceCell *cell = &self->places[row][digit - 1];
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  const char *old_class, *new_class;

  if (cell->shown == state)
    return;

  if (row < N_LINES)
    title = house_dup_title (SUDOKU_HOUSE_BOX, row);
  else
    title = house_dup_title (SUDOKU_HOUSE_WINDOW, row - N_LINES);

  if (state == PLACED)
    {
      /* A middle dot keeps the table's texture where nothing is left. */
      gtk_label_set_text (cell->label, "·");
      /* Translators: %s is a box or window, "Box 4", then a digit. */
      description = g_strdup_printf (_("%s, digit %u: placed"), title, digit);
    }
  else
    {
      char text[4];

      g_snprintf (text, sizeof text, "%u", state);
      gtk_label_set_text (cell->label, text);
      /* Translators: %s is a box or window, "Box 4", then a digit and a count. */
      description = g_strdup_printf (ngettext ("%s, digit %u: %u place",
                                               "%s, digit %u: %u places", state),
                                     title, digit, state);
    }
  set_accessible_label (cell->label, description);

  old_class = cell->shown == UNSHOWN ? NULL : place_css_class (cell->shown);
  new_class = place_css_class (state);
  if (g_strcmp0 (old_class, new_class) != 0)
    {
      if (old_class != NULL)
        gtk_widget_remove_css_class (GTK_WIDGET (cell->label), old_class);
      if (new_class != NULL)
        gtk_widget_add_css_class (GTK_WIDGET (cell->label), new_class);
    }

  cell->shown = state;
}

static void
show_total (SudokuAnalysisPanel *self,
            guint                n_empty)
{
  g_autofree char *text = NULL;

  if (self->shown_total == n_empty)
    return;

  text = g_strdup_printf (ngettext ("%u empty cell", "%u empty cells", n_empty), n_empty);
  gtk_label_set_text (self->total_label, text);
  self->shown_total = n_empty;
}

static void
show_windows (SudokuAnalysisPanel *self,
              gboolean             visible)
{
  if (self->shows_windows == visible)
    return;

  gtk_widget_set_visible (self->windows_part, visible);
  for (guint w = 0; w < N_WINDOWS; w++)
    for (guint i = 0; i < G_N_ELEMENTS (self->place_window_widgets[w]); i++)
      gtk_widget_set_visible (self->place_window_widgets[w][i], visible);

  self->shows_windows = visible;
}

/**
 * sudoku_analysis_panel_set_board:
 * @self: a panel
 * @board: the board to analyse
 *
 * Shows the tables for @board. A digit can go in an empty cell when the
 * cell's candidates hold it and no peer holds it as a value, so stale
 * candidates do not count. Cheap enough to call on every edit.
 */
void
sudoku_analysis_panel_set_board (SudokuAnalysisPanel *self,
                                 const SudokuBoard   *board)
{
  const SudokuHouseList *houses;
  guint16 present[SUDOKU_MAX_HOUSES];
  guint16 allowed[SUDOKU_N_CELLS];
  guint n_empty = 0;

  g_return_if_fail (SUDOKU_IS_ANALYSIS_PANEL (self));
  g_return_if_fail (board != NULL);

  if (board != &self->board)
    self->board = *board;
  houses = sudoku_variant_get_houses (board->variant);

  for (guint h = 0; h < houses->n_rules; h++)
    {
      guint16 mask = 0;

      for (guint i = 0; i < 9; i++)
        {
          guint value = board->values[houses->houses[h].cells[i]];

          if (value != 0)
            mask |= SUDOKU_DIGIT_BIT (value);
        }
      present[h] = mask;
    }

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint16 seen = 0;

      allowed[cell] = 0;
      if (board->values[cell] != 0)
        continue;

      n_empty++;
      for (guint k = 0; k < G_N_ELEMENTS (houses->cell_houses[cell]); k++)
        {
          guint h = houses->cell_houses[cell][k];

          if (h == 0xff)
            break;
          seen |= present[h];
        }
      allowed[cell] = board->candidates[cell] & SUDOKU_ALL_CANDIDATES & ~seen;
    }

  for (guint h = 0; h < houses->n_rules; h++)
    {
      const SudokuHouse *house = &houses->houses[h];
      guint empty = 0;

      for (guint i = 0; i < 9; i++)
        empty += board->values[house->cells[i]] == 0;
      show_house (self, house_slot (house->kind, house->index),
                  SUDOKU_ALL_CANDIDATES & ~present[h], empty);

      if (house->kind != SUDOKU_HOUSE_BOX && house->kind != SUDOKU_HOUSE_WINDOW)
        continue;

      for (guint digit = 1; digit <= 9; digit++)
        {
          guint row = house->kind == SUDOKU_HOUSE_BOX ? house->index : N_LINES + house->index;
          guint n_places = 0;

          if (present[h] & SUDOKU_DIGIT_BIT (digit))
            {
              show_place (self, row, digit, PLACED);
              continue;
            }
          for (guint i = 0; i < 9; i++)
            n_places += (allowed[house->cells[i]] & SUDOKU_DIGIT_BIT (digit)) != 0;
          show_place (self, row, digit, n_places);
        }
    }

  show_total (self, n_empty);
  show_windows (self, board->variant == SUDOKU_VARIANT_WINDOKU);
  /* A grid without a digit (no puzzle yet): a word instead of tables
   * where every digit is missing everywhere. */
  gtk_stack_set_visible_child_name (self->stack, n_empty < SUDOKU_N_CELLS ? "tables" : "empty");
  gtk_widget_set_visible (GTK_WIDGET (self->total_label), n_empty < SUDOKU_N_CELLS);
}

/**
 * sudoku_analysis_panel_shows_tables:
 * @self: a panel
 *
 * Returns: whether the tables are shown; a grid without a digit shows a
 *   word on what will be there instead
 */
gboolean
sudoku_analysis_panel_shows_tables (SudokuAnalysisPanel *self)
{
  g_return_val_if_fail (SUDOKU_IS_ANALYSIS_PANEL (self), FALSE);

  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "tables") == 0;
}

/**
 * sudoku_analysis_panel_get_board:
 * @self: a panel
 *
 * Returns: (transfer none): the board shown
 */
const SudokuBoard *
sudoku_analysis_panel_get_board (SudokuAnalysisPanel *self)
{
  g_return_val_if_fail (SUDOKU_IS_ANALYSIS_PANEL (self), NULL);

  return &self->board;
}

/**
 * sudoku_analysis_panel_get_n_empty:
 * @self: a panel
 *
 * Returns: the number of empty cells the panel shows
 */
guint
sudoku_analysis_panel_get_n_empty (SudokuAnalysisPanel *self)
{
  g_return_val_if_fail (SUDOKU_IS_ANALYSIS_PANEL (self), 0);

  return self->shown_total;
}

/**
 * sudoku_analysis_panel_get_cell:
 * @self: a panel
 * @table: a part of the panel
 * @row: see #SudokuAnalysisTable
 * @column: see #SudokuAnalysisTable
 *
 * The label that shows one value. Its style classes say how it is
 * marked: `complete` (a house with every digit), `conflict` (a house
 * with a digit twice), `single` (a digit with one place left),
 * `impossible` (a digit with no place left), `placed` (a digit the
 * house already holds).
 *
 * Returns: (transfer none) (nullable): the label, or %NULL when there
 *   is no such cell
 */
GtkWidget *
sudoku_analysis_panel_get_cell (SudokuAnalysisPanel *self,
                                SudokuAnalysisTable  table,
                                guint                row,
                                guint                column)
{
  HouseCells *cells;

  g_return_val_if_fail (SUDOKU_IS_ANALYSIS_PANEL (self), NULL);

  switch (table)
    {
    case SUDOKU_ANALYSIS_TABLE_ROWS:
    case SUDOKU_ANALYSIS_TABLE_COLUMNS:
    case SUDOKU_ANALYSIS_TABLE_BOXES:
    case SUDOKU_ANALYSIS_TABLE_WINDOWS:
      if (row >= (table == SUDOKU_ANALYSIS_TABLE_WINDOWS ? N_WINDOWS : N_LINES) || column > 1)
        return NULL;
      cells = &self->houses[table * N_LINES + row];
      return GTK_WIDGET (column == 0 ? cells->missing : cells->empty);

    case SUDOKU_ANALYSIS_TABLE_PLACES:
      if (row >= N_PLACE_ROWS || column >= 9)
        return NULL;
      return GTK_WIDGET (self->places[row][column].label);

    case SUDOKU_ANALYSIS_TABLE_SUMMARY:
      if (row != 0 || column != 0)
        return NULL;
      return GTK_WIDGET (self->total_label);

    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * sudoku_analysis_panel_dup_cell_text:
 * @self: a panel
 * @table: a part of the panel
 * @row: see #SudokuAnalysisTable
 * @column: see #SudokuAnalysisTable
 *
 * What one cell shows, as text: for the missing digits, the digits
 * separated by spaces ("2 5 7", "" for a complete house); otherwise the
 * label's text ("3", "·" for a digit already placed).
 *
 * Returns: (transfer full) (nullable): the text, or %NULL when there is
 *   no such cell
 */
char *
sudoku_analysis_panel_dup_cell_text (SudokuAnalysisPanel *self,
                                     SudokuAnalysisTable  table,
                                     guint                row,
                                     guint                column)
{
  GtkWidget *cell = sudoku_analysis_panel_get_cell (self, table, row, column);
  const char *text;

  if (cell == NULL)
    return NULL;

  text = gtk_label_get_text (GTK_LABEL (cell));
  if (table <= SUDOKU_ANALYSIS_TABLE_WINDOWS && column == 0)
    {
      GString *digits = g_string_new (NULL);

      for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
        if (*p >= '1' && *p <= '9')
          {
            if (digits->len > 0)
              g_string_append_c (digits, ' ');
            g_string_append_c (digits, *p);
          }
      return g_string_free (digits, FALSE);
    }

  return g_strdup (text);
}

/* Building the tables. */

static GtkLabel *
cell_new (GtkGrid    *grid,
          guint       column,
          guint       row,
          const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, css_class);
  gtk_grid_attach (grid, label, column, row, 1, 1);
  return GTK_LABEL (label);
}

static GtkWidget *
header_new (GtkGrid    *grid,
            const char *text,
            guint       column,
            guint       row,
            guint       width,
            const char *css_class,
            float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, css_class);
  gtk_grid_attach (grid, label, column, row, width, 1);
  return label;
}

static void
attach_house (SudokuAnalysisPanel *self,
              GtkGrid             *grid,
              guint                slot,
              guint                column,
              guint                row,
              gboolean             band_end)
{
  HouseCells *cells = &self->houses[slot];

  cells->missing = cell_new (grid, column, row, "missing");
  cells->empty = cell_new (grid, column + 1, row, "empty-count");
  gtk_widget_set_valign (GTK_WIDGET (cells->empty), GTK_ALIGN_CENTER);
  if (band_end)
    {
      gtk_widget_add_css_class (GTK_WIDGET (cells->missing), "band-end");
      gtk_widget_add_css_class (GTK_WIDGET (cells->empty), "band-end");
    }
  cells->shown_missing = G_MAXUINT16;
  cells->shown_empty = UNSHOWN;
}

/* The cells of the houses' tables: rows, columns and boxes side by
 * side, one line per house number; the windows under them. */
static void
fill_houses (SudokuAnalysisPanel *self)
{
  const char *group_titles[] = { _("Rows"), _("Columns"), _("Boxes") };
  GtkGrid *grid = self->houses_grid;

  for (guint group = 0; group < 3; group++)
    header_new (grid, group_titles[group], 1 + 2 * group, 0, 2, "column-header", 0.0);

  for (guint line = 0; line < N_LINES; line++)
    {
      g_autofree char *number = g_strdup_printf ("%u", line + 1);
      GtkWidget *header = header_new (grid, number, 0, 1 + line, 1, "row-header", 1.0);
      gboolean band_end = line == 2 || line == 5;

      if (band_end)
        gtk_widget_add_css_class (header, "band-end");
      for (guint group = 0; group < 3; group++)
        attach_house (self, grid, group * N_LINES + line, 1 + 2 * group, 1 + line, band_end);
    }

  for (guint w = 0; w < N_WINDOWS; w++)
    {
      g_autofree char *number = g_strdup_printf ("%u", w + 1);
      guint column = 3 * (w % 2);
      guint row = w / 2;

      header_new (self->windows_grid, number, column, row, 1, "row-header", 1.0);
      attach_house (self, self->windows_grid, FIRST_WINDOW + w, column + 1, row, FALSE);
    }
}

/* The cells of the occurrence table: a line per box (then per window,
 * shown for Windoku), a column per digit. */
static void
fill_places (SudokuAnalysisPanel *self)
{
  GtkGrid *grid = self->places_grid;

  for (guint digit = 1; digit <= 9; digit++)
    {
      char number[2] = { '0' + digit, '\0' };

      header_new (grid, number, digit, 0, 1, "column-header", 0.5);
    }

  for (guint row = 0; row < N_PLACE_ROWS; row++)
    {
      g_autofree char *title = row < N_LINES
                               ? house_dup_title (SUDOKU_HOUSE_BOX, row)
                               : house_dup_title (SUDOKU_HOUSE_WINDOW, row - N_LINES);
      GtkWidget *header = header_new (grid, title, 0, 1 + row, 1, "row-header", 0.0);
      gboolean band_end = row == 2 || row == 5 || row == 8;

      if (band_end)
        gtk_widget_add_css_class (header, "band-end");
      if (row >= N_LINES)
        {
          self->place_window_widgets[row - N_LINES][0] = header;
          gtk_widget_set_visible (header, FALSE);
        }

      for (guint digit = 1; digit <= 9; digit++)
        {
          PlaceCell *cell = &self->places[row][digit - 1];

          cell->label = cell_new (grid, digit, 1 + row, "place");
          gtk_widget_set_hexpand (GTK_WIDGET (cell->label), TRUE);
          cell->shown = UNSHOWN;
          if (band_end)
            gtk_widget_add_css_class (GTK_WIDGET (cell->label), "band-end");
          if (row >= N_LINES)
            {
              self->place_window_widgets[row - N_LINES][digit] = GTK_WIDGET (cell->label);
              gtk_widget_set_visible (GTK_WIDGET (cell->label), FALSE);
            }
        }
    }
}

static void
game_changed_cb (SudokuAnalysisPanel *self)
{
  sudoku_analysis_panel_set_board (self, sudoku_game_get_board (self->game));
}

/**
 * sudoku_analysis_panel_set_game:
 * @self: an analysis panel
 * @game: (nullable): the game whose board to follow
 *
 * Shows the tables of @game's board, and follows every change of it.
 */
void
sudoku_analysis_panel_set_game (SudokuAnalysisPanel *self,
                                SudokuGame          *game)
{
  g_return_if_fail (SUDOKU_IS_ANALYSIS_PANEL (self));
  g_return_if_fail (game == NULL || SUDOKU_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game == NULL)
    return;
  g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed_cb), self);
  game_changed_cb (self);
}

/**
 * sudoku_analysis_panel_set_session:
 * @self: an analysis panel
 * @session: (nullable): the session whose game's board to follow
 */
void
sudoku_analysis_panel_set_session (SudokuAnalysisPanel *self,
                                   SudokuSession       *session)
{
  g_return_if_fail (SUDOKU_IS_ANALYSIS_PANEL (self));
  g_return_if_fail (session == NULL || SUDOKU_IS_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  sudoku_analysis_panel_set_game (self, session ? sudoku_session_get_game (session) : NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

static void
sudoku_analysis_panel_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SudokuAnalysisPanel *self = SUDOKU_ANALYSIS_PANEL (object);

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
sudoku_analysis_panel_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SudokuAnalysisPanel *self = SUDOKU_ANALYSIS_PANEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      sudoku_analysis_panel_set_session (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_analysis_panel_dispose (GObject *object)
{
  SudokuAnalysisPanel *self = SUDOKU_ANALYSIS_PANEL (object);
  GtkWidget *child;

  sudoku_analysis_panel_set_game (self, NULL);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_ANALYSIS_PANEL);
  /* The template's parts without a name of their own. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (sudoku_analysis_panel_parent_class)->dispose (object);
}

static void
sudoku_analysis_panel_class_init (SudokuAnalysisPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_analysis_panel_dispose;
  object_class->get_property = sudoku_analysis_panel_get_property;
  object_class->set_property = sudoku_analysis_panel_set_property;

  /**
   * SudokuAnalysisPanel:session:
   *
   * The session whose game's board the tables show, following every
   * change of it.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, SUDOKU_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sudoku-analysis");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nanpure/Nanpure/sudoku-analysis-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuAnalysisPanel, total_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuAnalysisPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuAnalysisPanel, windows_part);
  gtk_widget_class_bind_template_child (widget_class, SudokuAnalysisPanel, houses_grid);
  gtk_widget_class_bind_template_child (widget_class, SudokuAnalysisPanel, windows_grid);
  gtk_widget_class_bind_template_child (widget_class, SudokuAnalysisPanel, places_grid);
}

static void
sudoku_analysis_panel_init (SudokuAnalysisPanel *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  SudokuBoard empty;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  gtk_widget_init_template (GTK_WIDGET (self));
  fill_houses (self);
  fill_places (self);

  self->shown_total = G_MAXUINT;
  self->shows_windows = FALSE;
  sudoku_board_init (&empty, SUDOKU_VARIANT_CLASSIC);
  sudoku_analysis_panel_set_board (self, &empty);
}

/**
 * sudoku_analysis_panel_new:
 *
 * Returns: (transfer floating): a panel showing an empty classic grid
 */
GtkWidget *
sudoku_analysis_panel_new (void)
{
  return g_object_new (SUDOKU_TYPE_ANALYSIS_PANEL, NULL);
}
