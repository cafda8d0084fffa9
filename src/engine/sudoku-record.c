/* sudoku-record.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Stable, versioned one-line text forms of a board and of a step, for
 * saved games and saved solves (the format is in sudoku-record.h). The
 * writer is exact: reading a record back gives the same struct, field for
 * field, so a saved solve replays exactly. The reader trusts nothing: a
 * record comes from a file that may be damaged or edited by hand. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include "sudoku-record.h"
#include "sudoku-error.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#define BOARD_TAG "nanpure-board"
#define STEP_TAG  "nanpure-step"

/* Assumptions each fill an empty cell, so no more than 81 are in force. */
#define MAX_DEPTH  SUDOKU_N_CELLS
/* The Sudoku Explainer scale ends near 12; leave room, refuse nonsense. */
#define MAX_SE     100.0

static const char *role_keys[] = {
  [SUDOKU_ROLE_DEFINING] = "defining",
  [SUDOKU_ROLE_BASE] = "base",
  [SUDOKU_ROLE_COVER] = "cover",
  [SUDOKU_ROLE_FIN] = "fin",
  [SUDOKU_ROLE_PIVOT] = "pivot",
  [SUDOKU_ROLE_PINCER] = "pincer",
  [SUDOKU_ROLE_CHAIN_ON] = "chain-on",
  [SUDOKU_ROLE_CHAIN_OFF] = "chain-off",
  [SUDOKU_ROLE_COLOR_A] = "color-a",
  [SUDOKU_ROLE_COLOR_B] = "color-b",
  [SUDOKU_ROLE_ALS] = "als",
  [SUDOKU_ROLE_ASSUMED] = "assumed",
};

static const char *outcome_keys[] = {
  [SUDOKU_ASSUMPTION_OPEN] = "open",
  [SUDOKU_ASSUMPTION_CONTRADICTION] = "contradiction",
  [SUDOKU_ASSUMPTION_SOLVED] = "solved",
  [SUDOKU_ASSUMPTION_GAVE_UP] = "gave-up",
  [SUDOKU_ASSUMPTION_STOPPED] = "stopped",
};

/* Writing */

static void
append_cell (GString *out,
             guint    cell)
{
  g_string_append_c (out, 'r');
  g_string_append_c (out, (char) ('1' + cell / 9));
  g_string_append_c (out, 'c');
  g_string_append_c (out, (char) ('1' + cell % 9));
}

static void
append_candidates (GString    *out,
                   const char *name,
                   GArray     *candidates)
{
  g_string_append_printf (out, " %s=", name);
  if (candidates->len == 0)
    g_string_append_c (out, '-');
  for (guint i = 0; i < candidates->len; i++)
    {
      const SudokuCandidate *candidate = &g_array_index (candidates, SudokuCandidate, i);

      if (i > 0)
        g_string_append_c (out, ',');
      append_cell (out, candidate->cell);
      g_string_append_c (out, ':');
      g_string_append_c (out, (char) ('0' + candidate->digit));
    }
}

static void
append_cells (GString     *out,
              SudokuCells  cells)
{
  gboolean first = TRUE;

  if (sudoku_cells_is_empty (cells))
    {
      g_string_append_c (out, '-');
      return;
    }
  SUDOKU_CELLS_FOREACH (cells, cell)
    {
      if (!first)
        g_string_append_c (out, '+');
      append_cell (out, cell);
      first = FALSE;
    }
}

/* The shortest "%.Ng" that reads back to the same double, so that 6.6
 * is written "6.6" and not "6.5999999999999996". */
static void
append_double (GString *out,
               double   value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  for (int precision = 1; precision <= 17; precision++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%dg", precision);
      g_ascii_formatd (buffer, sizeof buffer, format, value);
      if (g_ascii_strtod (buffer, NULL) == value)
        break;
    }
  g_string_append (out, buffer);
}

static gboolean
step_is_valid (const SudokuStep *step)
{
  GArray *lists[] = { step->placements, step->eliminations };

  if (step->technique >= SUDOKU_N_TECHNIQUES || step->digits > SUDOKU_ALL_CANDIDATES ||
      step->outcome >= G_N_ELEMENTS (outcome_keys) || step->depth > MAX_DEPTH ||
      !isfinite (step->se_rating) || step->se_rating < 0 || step->se_rating > MAX_SE)
    return FALSE;
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < lists[l]->len; i++)
      {
        const SudokuCandidate *candidate = &g_array_index (lists[l], SudokuCandidate, i);

        if (candidate->cell >= SUDOKU_N_CELLS || candidate->digit < 1 || candidate->digit > 9)
          return FALSE;
      }
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (mark->cell >= SUDOKU_N_CELLS || mark->digit > 9 || mark->role >= G_N_ELEMENTS (role_keys))
        return FALSE;
    }
  for (guint i = 0; i < step->links->len; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

      if (link->from_digit > 9 || link->to_digit > 9 ||
          !sudoku_cells_subset (link->from, SUDOKU_CELLS_ALL) ||
          !sudoku_cells_subset (link->to, SUDOKU_CELLS_ALL))
        return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (step->houses); i++)
    if (step->houses[i] >= SUDOKU_MAX_HOUSES)
      return FALSE;
  return TRUE;
}

/**
 * sudoku_step_to_record:
 * @step: a step whose fields are in range (as every step of the
 *   engine's is)
 *
 * Writes @step as a one-line record, without a newline (the format is
 * described at %SUDOKU_RECORD_VERSION).
 *
 * Returns: (transfer full): the record
 */
char *
sudoku_step_to_record (const SudokuStep *step)
{
  GString *out;

  g_return_val_if_fail (step != NULL, NULL);
  g_return_val_if_fail (step_is_valid (step), NULL);

  out = g_string_sized_new (128);
  g_string_append_printf (out, STEP_TAG "/%d %s", SUDOKU_RECORD_VERSION,
                          sudoku_technique_get_info (step->technique)->key);
  append_candidates (out, "p", step->placements);
  append_candidates (out, "e", step->eliminations);

  g_string_append (out, " m=");
  if (step->marks->len == 0)
    g_string_append_c (out, '-');
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);

      if (i > 0)
        g_string_append_c (out, ',');
      append_cell (out, mark->cell);
      g_string_append_printf (out, ":%u:%s:%u", mark->digit, role_keys[mark->role], mark->group);
    }

  g_string_append (out, " l=");
  if (step->links->len == 0)
    g_string_append_c (out, '-');
  for (guint i = 0; i < step->links->len; i++)
    {
      const SudokuLink *link = &g_array_index (step->links, SudokuLink, i);

      if (i > 0)
        g_string_append_c (out, ',');
      append_cells (out, link->from);
      g_string_append_printf (out, ":%u%c", link->from_digit, link->strong ? '=' : '-');
      append_cells (out, link->to);
      g_string_append_printf (out, ":%u", link->to_digit);
    }

  g_string_append (out, " h=");
  for (guint i = 0; i < G_N_ELEMENTS (step->houses); i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      if (step->houses[i] < 0)
        g_string_append_c (out, '-');
      else
        g_string_append_printf (out, "%d", step->houses[i]);
    }

  g_string_append (out, " d=");
  if (step->digits == 0)
    g_string_append_c (out, '-');
  for (guint digit = 1; digit <= 9; digit++)
    if (step->digits & SUDOKU_DIGIT_BIT (digit))
      g_string_append_c (out, (char) ('0' + digit));

  g_string_append (out, " se=");
  append_double (out, step->se_rating);
  g_string_append_printf (out, " depth=%u o=%s", step->depth, outcome_keys[step->outcome]);

  return g_string_free (out, FALSE);
}

/**
 * sudoku_board_to_record:
 * @board: a board (values 0–9, givens only on filled cells, candidate
 *   masks within %SUDOKU_ALL_CANDIDATES)
 *
 * Writes @board as a one-line record, without a newline: variant,
 * values, givens and every cell's candidates.
 *
 * Returns: (transfer full): the record
 */
char *
sudoku_board_to_record (const SudokuBoard *board)
{
  GString *out;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (board->variant <= SUDOKU_VARIANT_WINDOKU, NULL);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      g_return_val_if_fail (board->values[cell] <= 9, NULL);
      g_return_val_if_fail (!board->givens[cell] || board->values[cell] != 0, NULL);
      g_return_val_if_fail (board->candidates[cell] <= SUDOKU_ALL_CANDIDATES, NULL);
    }

  out = g_string_sized_new (32 + 2 * SUDOKU_N_CELLS + 3 * SUDOKU_N_CELLS);
  g_string_append_printf (out, BOARD_TAG "/%d %s ", SUDOKU_RECORD_VERSION,
                          sudoku_variant_to_string (board->variant));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_string_append_c (out, board->values[cell] ? (char) ('0' + board->values[cell]) : '.');
  g_string_append_c (out, ' ');
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_string_append_c (out, board->givens[cell] ? '1' : '0');
  g_string_append_c (out, ' ');
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_string_append_printf (out, "%03x", board->candidates[cell]);

  return g_string_free (out, FALSE);
}

/* Reading */

static gboolean
set_error (GError    **error,
           SudokuError code,
           const char *format,
           ...) G_GNUC_PRINTF (3, 4);

static gboolean
set_error (GError    **error,
           SudokuError code,
           const char *format,
           ...)
{
  g_autofree char *message = NULL;
  g_autofree char *valid = NULL;
  va_list args;

  if (error == NULL)
    return FALSE;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* Messages quote the record, which may be any bytes: a message is
   * shown to a person, so it must be UTF-8 (found by fuzz-record). */
  valid = g_utf8_make_valid (message, -1);
  g_set_error_literal (error, SUDOKU_ERROR, code, valid);
  return FALSE;
}

/* Checks "TAG/VERSION " at the start of @record and returns the rest. A
 * record of a later version is refused with a message that says so:
 * the data is fine, this program is too old for it. */
static const char *
read_tag (const char  *record,
          const char  *tag,
          const char  *kind,
          GError     **error)
{
  gsize tag_length = strlen (tag);
  const char *p = record;
  guint64 version = 0;

  if (strncmp (p, tag, tag_length) != 0 || p[tag_length] != '/' ||
      !g_ascii_isdigit (p[tag_length + 1]))
    {
      g_autofree char *start = g_strndup (record, 24);

      /* Translators: the first argument is "board" or "step". */
      set_error (error, SUDOKU_ERROR_PARSE, _("Not a %s record: it starts with “%s”"),
                 kind, start);
      return NULL;
    }

  p += tag_length + 1;
  while (g_ascii_isdigit (*p) && version <= G_MAXUINT)
    version = version * 10 + (guint64) (*p++ - '0');

  if (*p != ' ' && *p != '\0')
    {
      set_error (error, SUDOKU_ERROR_PARSE, _("Not a %s record: bad version after “%s/”"),
                 kind, tag);
      return NULL;
    }
  if (version != SUDOKU_RECORD_VERSION)
    {
      if (version > SUDOKU_RECORD_VERSION)
        set_error (error, SUDOKU_ERROR_PARSE,
                   _("This %s record has version %llu, newer than this version of "
                     "Nanpure reads (up to %d)"),
                   kind, (unsigned long long) version, SUDOKU_RECORD_VERSION);
      else
        set_error (error, SUDOKU_ERROR_PARSE, _("Not a %s record: version %llu does not exist"),
                   kind, (unsigned long long) version);
      return NULL;
    }
  if (*p != ' ')
    {
      set_error (error, SUDOKU_ERROR_PARSE, _("The %s record ends after its version"), kind);
      return NULL;
    }
  return p + 1;
}

/* Splits the rest of a record into exactly @n_fields non-empty fields
 * separated by single spaces. */
static char **
split_fields (const char  *rest,
              guint        n_fields,
              const char  *kind,
              GError     **error)
{
  g_auto(GStrv) fields = NULL;
  guint n;

  if (strpbrk (rest, "\r\n\t") != NULL)
    {
      set_error (error, SUDOKU_ERROR_PARSE, _("The %s record holds a line break or a tab"), kind);
      return NULL;
    }

  fields = g_strsplit (rest, " ", -1);
  n = g_strv_length (fields);
  for (guint i = 0; i < n; i++)
    if (fields[i][0] == '\0')
      {
        set_error (error, SUDOKU_ERROR_PARSE,
                   _("The %s record has an empty field %u (two spaces in a row, or one "
                     "at the end)"),
                   kind, i + 2);
        return NULL;
      }
  if (n != n_fields)
    {
      set_error (error, SUDOKU_ERROR_PARSE, _("The %s record has %u fields, expected %u"),
                 kind, n + 1, n_fields + 1);
      return NULL;
    }
  return g_steal_pointer (&fields);
}

/**
 * sudoku_board_from_record:
 * @record: a board record (sudoku_board_to_record())
 * @board: (out caller-allocates): the board read; untouched on error
 * @error: a %SUDOKU_ERROR saying what is wrong and where
 *
 * Reads a board record of any version this engine knows.
 *
 * Returns: %TRUE when @board was read
 */
gboolean
sudoku_board_from_record (const char   *record,
                          SudokuBoard  *board,
                          GError      **error)
{
  g_auto(GStrv) fields = NULL;
  SudokuBoard read;
  const char *rest;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (board != NULL, FALSE);

  rest = read_tag (record, BOARD_TAG, "board", error);
  if (rest == NULL)
    return FALSE;
  fields = split_fields (rest, 4, "board", error);
  if (fields == NULL)
    return FALSE;

  memset (&read, 0, sizeof read);
  if (strcmp (fields[0], "classic") == 0)
    read.variant = SUDOKU_VARIANT_CLASSIC;
  else if (strcmp (fields[0], "windoku") == 0)
    read.variant = SUDOKU_VARIANT_WINDOKU;
  else
    return set_error (error, SUDOKU_ERROR_INVALID,
                      _("Board record: unknown variant “%s” (expected classic or windoku)"),
                      fields[0]);

  if (strlen (fields[1]) != SUDOKU_N_CELLS)
    return set_error (error, SUDOKU_ERROR_LENGTH,
                      _("Board record: the values have %zu characters, expected 81"),
                      strlen (fields[1]));
  if (strlen (fields[2]) != SUDOKU_N_CELLS)
    return set_error (error, SUDOKU_ERROR_LENGTH,
                      _("Board record: the givens have %zu characters, expected 81"),
                      strlen (fields[2]));
  if (strlen (fields[3]) != 3 * SUDOKU_N_CELLS)
    return set_error (error, SUDOKU_ERROR_LENGTH,
                      _("Board record: the candidates have %zu characters, expected 243"),
                      strlen (fields[3]));

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      g_autofree char *name = sudoku_cell_dup_name (cell);
      char value = fields[1][cell];
      char given = fields[2][cell];
      guint mask = 0;

      if (value == '.')
        read.values[cell] = 0;
      else if (value >= '1' && value <= '9')
        read.values[cell] = value - '0';
      else
        return set_error (error, SUDOKU_ERROR_BAD_CHARACTER,
                          _("Board record: the value of %s is “%c”, not a digit 1–9 "
                            "or “.”"),
                          name, value);

      if (given != '0' && given != '1')
        return set_error (error, SUDOKU_ERROR_BAD_CHARACTER,
                          _("Board record: the given flag of %s is “%c”, not 0 or 1"),
                          name, given);
      if (given == '1' && read.values[cell] == 0)
        return set_error (error, SUDOKU_ERROR_INVALID,
                          _("Board record: %s is marked as a given but is empty"), name);
      read.givens[cell] = given == '1';

      for (guint i = 0; i < 3; i++)
        {
          int nibble = g_ascii_xdigit_value (fields[3][3 * cell + i]);

          if (nibble < 0 || g_ascii_isupper (fields[3][3 * cell + i]))
            return set_error (error, SUDOKU_ERROR_BAD_CHARACTER,
                              _("Board record: the candidates of %s are not three "
                                "lower-case hexadecimal digits"), name);
          mask = mask * 16 + (guint) nibble;
        }
      if (mask > SUDOKU_ALL_CANDIDATES)
        return set_error (error, SUDOKU_ERROR_INVALID,
                          _("Board record: the candidates of %s (%03x) go beyond digit 9"),
                          name, mask);
      read.candidates[cell] = mask;
    }

  *board = read;
  return TRUE;
}

/* Step fields: a cursor over one item of a list. */

typedef struct
{
  const char *field;  /* "placements", for messages */
  guint       item;   /* 1-based */
  const char *text;   /* the whole item */
  const char *p;
} Item;

static gboolean
item_error (const Item  *item,
            GError     **error,
            const char  *what)
{
  /* Translators: "Step record: item 3 of the placements (“r10c1:5”): no
   * such cell". */
  return set_error (error, SUDOKU_ERROR_PARSE, _("Step record: item %u of the %s (“%s”): %s"),
                    item->item, item->field, item->text, what);
}

static gboolean
read_cell (Item    *item,
           guint   *cell,
           GError **error)
{
  const char *p = item->p;

  if (p[0] != 'r' || p[1] < '1' || p[1] > '9' || p[2] != 'c' || p[3] < '1' || p[3] > '9')
    return item_error (item, error, _("expected a cell written r1c1 to r9c9"));
  *cell = (guint) (p[1] - '1') * 9 + (guint) (p[3] - '1');
  item->p += 4;
  return TRUE;
}

static gboolean
read_char (Item    *item,
           char     expected,
           GError **error)
{
  if (*item->p != expected)
    {
      g_autofree char *what = g_strdup_printf (_("expected “%c”"), expected);

      return item_error (item, error, what);
    }
  item->p++;
  return TRUE;
}

static gboolean
read_digit (Item    *item,
            guint    lowest,
            guint   *digit,
            GError **error)
{
  char ch = *item->p;

  if (ch < (char) ('0' + lowest) || ch > '9')
    return item_error (item, error,
                       lowest ? _("expected a digit 1–9") : _("expected a digit 0–9"));
  *digit = (guint) (ch - '0');
  item->p++;
  return TRUE;
}

static gboolean
read_end (Item    *item,
          GError **error)
{
  if (*item->p != '\0')
    return item_error (item, error, _("unexpected text at the end"));
  return TRUE;
}

/* Reads "r1c1+r1c2…" or "-" up to the next ':'. */
static gboolean
read_cells (Item         *item,
            SudokuCells  *cells,
            GError      **error)
{
  int last = -1;

  *cells = SUDOKU_CELLS_EMPTY;
  if (*item->p == '-')
    {
      item->p++;
      return TRUE;
    }
  for (;;)
    {
      guint cell = 0;

      if (!read_cell (item, &cell, error))
        return FALSE;
      if ((int) cell <= last)
        return item_error (item, error, _("the cells of a node must be in ascending order"));
      sudoku_cells_add (cells, cell);
      last = (int) cell;
      if (*item->p != '+')
        return TRUE;
      item->p++;
    }
}

static gboolean
read_number (Item        *item,
             const char  *text,
             guint64      max,
             guint64     *number,
             GError     **error)
{
  g_autoptr(GError) local = NULL;

  if (!g_ascii_isdigit (text[0]) ||
      !g_ascii_string_to_unsigned (text, 10, 0, max, number, &local))
    {
      g_autofree char *what = g_strdup_printf (_("expected a whole number from 0 to %llu"),
                                               (unsigned long long) max);

      return item_error (item, error, what);
    }
  return TRUE;
}

static gboolean
read_key (Item         *item,
          const char  **keys,
          guint         n_keys,
          const char   *text,
          guint        *index,
          GError      **error)
{
  for (guint i = 0; i < n_keys; i++)
    if (strcmp (keys[i], text) == 0)
      {
        *index = i;
        return TRUE;
      }
  return item_error (item, error, _("unknown name"));
}

/* Checks "NAME=" at the start of @field and returns the value. */
static const char *
field_value (const char  *field,
             const char  *name,
             guint        position,
             GError     **error)
{
  gsize length = strlen (name);

  if (strncmp (field, name, length) != 0 || field[length] != '=')
    {
      set_error (error, SUDOKU_ERROR_PARSE,
                 _("Step record: field %u should be “%s=…”, not “%s”"), position, name, field);
      return NULL;
    }
  return field + length + 1;
}

/* Calls @read_item on each comma-separated item of @value ("-" is the
 * empty list). */
typedef gboolean (*ReadItemFunc) (Item        *item,
                                  SudokuStep  *step,
                                  GError     **error);

static gboolean
read_list (const char    *value,
           const char    *field_name,
           ReadItemFunc   read_item,
           SudokuStep    *step,
           GError       **error)
{
  g_auto(GStrv) items = NULL;

  if (strcmp (value, "-") == 0)
    return TRUE;

  items = g_strsplit (value, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      Item item = { field_name, i + 1, items[i], items[i] };

      if (!read_item (&item, step, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_candidate (Item             *item,
                SudokuCandidate  *candidate,
                GError          **error)
{
  guint cell = 0, digit = 0;

  if (!read_cell (item, &cell, error) || !read_char (item, ':', error) ||
      !read_digit (item, 1, &digit, error) || !read_end (item, error))
    return FALSE;
  candidate->cell = cell;
  candidate->digit = digit;
  return TRUE;
}

static gboolean
read_placement (Item        *item,
                SudokuStep  *step,
                GError     **error)
{
  SudokuCandidate candidate;

  if (!read_candidate (item, &candidate, error))
    return FALSE;
  /* Appended as they are: the writer keeps the step's order and any
   * repetition, and so does the reader. */
  g_array_append_val (step->placements, candidate);
  return TRUE;
}

static gboolean
read_elimination (Item        *item,
                  SudokuStep  *step,
                  GError     **error)
{
  SudokuCandidate candidate;

  if (!read_candidate (item, &candidate, error))
    return FALSE;
  g_array_append_val (step->eliminations, candidate);
  return TRUE;
}

static gboolean
read_mark (Item        *item,
           SudokuStep  *step,
           GError     **error)
{
  g_auto(GStrv) parts = NULL;
  SudokuMark mark;
  guint64 group;
  guint cell = 0, digit = 0, role = 0;

  if (!read_cell (item, &cell, error) || !read_char (item, ':', error) ||
      !read_digit (item, 0, &digit, error) || !read_char (item, ':', error))
    return FALSE;

  parts = g_strsplit (item->p, ":", -1);
  if (g_strv_length (parts) != 2)
    return item_error (item, error, _("expected CELL:DIGIT:ROLE:GROUP"));
  if (!read_key (item, role_keys, G_N_ELEMENTS (role_keys), parts[0], &role, error) ||
      !read_number (item, parts[1], G_MAXUINT8, &group, error))
    return FALSE;

  mark.cell = cell;
  mark.digit = digit;
  mark.role = role;
  mark.group = group;
  g_array_append_val (step->marks, mark);
  return TRUE;
}

static gboolean
read_link (Item        *item,
           SudokuStep  *step,
           GError     **error)
{
  SudokuLink link;
  guint from_digit = 0, to_digit = 0;
  char kind;

  if (!read_cells (item, &link.from, error) || !read_char (item, ':', error) ||
      !read_digit (item, 0, &from_digit, error))
    return FALSE;
  kind = *item->p;
  if (kind != '=' && kind != '-')
    return item_error (item, error, _("expected “=” (strong link) or “-” (weak link)"));
  item->p++;
  if (!read_cells (item, &link.to, error) || !read_char (item, ':', error) ||
      !read_digit (item, 0, &to_digit, error) || !read_end (item, error))
    return FALSE;

  link.from_digit = from_digit;
  link.to_digit = to_digit;
  link.strong = kind == '=';
  g_array_append_val (step->links, link);
  return TRUE;
}

static gboolean
read_houses (const char  *value,
             SudokuStep  *step,
             GError     **error)
{
  g_auto(GStrv) items = g_strsplit (value, ",", -1);

  if (g_strv_length (items) != G_N_ELEMENTS (step->houses))
    return set_error (error, SUDOKU_ERROR_PARSE,
                      _("Step record: the houses have %u slots, expected 4"),
                      g_strv_length (items));
  for (guint i = 0; i < G_N_ELEMENTS (step->houses); i++)
    {
      Item item = { "houses", i + 1, items[i], items[i] };
      guint64 house;

      if (strcmp (items[i], "-") == 0)
        {
          step->houses[i] = -1;
          continue;
        }
      if (!read_number (&item, items[i], SUDOKU_MAX_HOUSES - 1, &house, error))
        return FALSE;
      step->houses[i] = (gint8) house;
    }
  return TRUE;
}

static gboolean
read_digits (const char  *value,
             SudokuStep  *step,
             GError     **error)
{
  guint last = 0;

  step->digits = 0;
  if (strcmp (value, "-") == 0)
    return TRUE;
  for (const char *p = value; *p; p++)
    {
      if (*p < '1' || *p > '9' || (guint) (*p - '0') <= last)
        return set_error (error, SUDOKU_ERROR_PARSE,
                          _("Step record: the digits “%s” are not distinct digits 1–9 "
                            "in ascending order"), value);
      last = (guint) (*p - '0');
      step->digits |= SUDOKU_DIGIT_BIT (last);
    }
  return TRUE;
}

static gboolean
read_se (const char  *value,
         SudokuStep  *step,
         GError     **error)
{
  char *end = NULL;
  double se;

  /* Digits, a point and an exponent only: no "nan", "inf" or hex. */
  if (value[0] == '\0' || strspn (value, "0123456789.e-+") != strlen (value) ||
      !g_ascii_isdigit (value[0]))
    return set_error (error, SUDOKU_ERROR_PARSE,
                      _("Step record: the rating “%s” is not a decimal number"), value);
  se = g_ascii_strtod (value, &end);
  if (end == NULL || *end != '\0' || !isfinite (se))
    return set_error (error, SUDOKU_ERROR_PARSE,
                      _("Step record: the rating “%s” is not a decimal number"), value);
  if (se < 0 || se > MAX_SE)
    return set_error (error, SUDOKU_ERROR_INVALID,
                      _("Step record: the rating %s is outside 0–100"), value);
  step->se_rating = se;
  return TRUE;
}

static SudokuStep *
read_step_v1 (const char  *rest,
              GError     **error)
{
  static const char *names[] = { "p", "e", "m", "l", "h", "d", "se", "depth", "o" };
  g_auto(GStrv) fields = NULL;
  g_autoptr(SudokuStep) step = NULL;
  const char *values[G_N_ELEMENTS (names)];
  SudokuTechnique technique;
  Item item = { "fields", 0, NULL, NULL };
  guint64 depth;
  guint outcome = 0;

  fields = split_fields (rest, 1 + G_N_ELEMENTS (names), "step", error);
  if (fields == NULL)
    return NULL;

  if (!sudoku_technique_from_key (fields[0], &technique))
    {
      set_error (error, SUDOKU_ERROR_INVALID, _("Step record: unknown technique “%s”"),
                 fields[0]);
      return NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      values[i] = field_value (fields[i + 1], names[i], i + 3, error);
      if (values[i] == NULL)
        return NULL;
    }

  step = sudoku_step_new (technique);
  if (!read_list (values[0], _("placements"), read_placement, step, error) ||
      !read_list (values[1], _("eliminations"), read_elimination, step, error) ||
      !read_list (values[2], _("marks"), read_mark, step, error) ||
      !read_list (values[3], _("links"), read_link, step, error) ||
      !read_houses (values[4], step, error) ||
      !read_digits (values[5], step, error) ||
      !read_se (values[6], step, error))
    return NULL;

  item.field = _("depth");
  item.text = values[7];
  if (!read_number (&item, values[7], MAX_DEPTH, &depth, error))
    return NULL;
  step->depth = (guint) depth;

  item.field = _("outcome");
  item.text = values[8];
  if (!read_key (&item, outcome_keys, G_N_ELEMENTS (outcome_keys), values[8], &outcome, error))
    return NULL;
  step->outcome = outcome;

  return g_steal_pointer (&step);
}

/**
 * sudoku_step_from_record:
 * @record: a step record (sudoku_step_to_record())
 * @error: a %SUDOKU_ERROR saying what is wrong and where
 *
 * Reads a step record of any version this engine knows.
 *
 * Returns: (transfer full): the step, or %NULL with @error set
 */
SudokuStep *
sudoku_step_from_record (const char  *record,
                         GError     **error)
{
  const char *rest;

  g_return_val_if_fail (record != NULL, NULL);

  rest = read_tag (record, STEP_TAG, "step", error);
  if (rest == NULL)
    return NULL;

  /* Version 1 is the only one so far; read_tag() refused the others. A
   * version 2 gets its own reader here, and this one stays. */
  return read_step_v1 (rest, error);
}

/**
 * sudoku_step_list_to_record:
 * @steps: (element-type SudokuStep): steps, in order
 *
 * Returns: (transfer full): one step record per line, each ending with a
 *   newline (an empty string for no steps)
 */
char *
sudoku_step_list_to_record (GPtrArray *steps)
{
  GString *out;

  g_return_val_if_fail (steps != NULL, NULL);

  out = g_string_sized_new (128 * steps->len + 1);
  for (guint i = 0; i < steps->len; i++)
    {
      g_autofree char *record = sudoku_step_to_record (g_ptr_array_index (steps, i));

      if (record == NULL)
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      g_string_append (out, record);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/**
 * sudoku_step_list_from_record:
 * @text: step records, one per line (sudoku_step_list_to_record());
 *   empty lines are skipped
 * @error: a %SUDOKU_ERROR whose message starts with the line number
 *
 * Returns: (transfer full) (element-type SudokuStep): the steps, or
 *   %NULL with @error set
 */
GPtrArray *
sudoku_step_list_from_record (const char  *text,
                              GError     **error)
{
  g_autoptr(GPtrArray) steps = NULL;
  g_auto(GStrv) lines = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GError) local = NULL;
      SudokuStep *step;

      if (lines[i][0] == '\0')
        continue;
      step = sudoku_step_from_record (lines[i], &local);
      if (step == NULL)
        {
          g_set_error (error, SUDOKU_ERROR, local->code, _("line %u: %s"), i + 1, local->message);
          return NULL;
        }
      g_ptr_array_add (steps, step);
    }
  return g_steal_pointer (&steps);
}
