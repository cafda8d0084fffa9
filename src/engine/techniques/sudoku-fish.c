/* sudoku-fish.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Basic fish of size 2–4 (X-Wing, Swordfish, Jellyfish) and their finned
 * and sashimi forms, with rows as base sets and columns as cover sets or
 * the other way round. The definitions follow HoDoKu's: a fish is finned
 * when some base candidates (the fins) lie outside the cover sets, and its
 * eliminations are the cover candidates outside the base sets that see
 * every fin; a finned fish is sashimi when some base set keeps at most one
 * candidate once the fins are taken away. */

#define G_LOG_DOMAIN "nanpure-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-techniques.h"

typedef enum {
  FISH_BASIC,
  FISH_FINNED,
  FISH_SASHIMI,
} FishKind;

typedef struct
{
  const SudokuGrid *grid;
  SudokuTechnique   technique;
  SudokuStepSink    sink;
  gpointer          user_data;
  guint             size;
  FishKind          kind;

  /* The digit and orientation being searched. */
  guint             digit;
  gboolean          rows;
  /* Per base line (row or column, 0–8): where the digit can go in it, as
   * a mask of cross-line indices. */
  guint16           positions[9];
  /* Per line of each direction, its cells that hold the digit. */
  SudokuCells       base_cells[9];
  SudokuCells       cross_cells[9];
  /* The base lines that hold the digit at all, and the ones chosen. */
  guint8            lines[9];
  guint             n_lines;
  guint8            chosen[4];
  /* How many cross lines may hold fins: 0 for a basic fish. */
  guint             max_fin_lines;
  /* Steps reported for the digit, and whether a fish of the other finned
   * kind (sashimi for a finned search, and the other way round) would
   * have been. */
  guint             n_found;
  gboolean          other_found;
} FishSearch;

static gboolean
technique_shape (SudokuTechnique  technique,
                 guint           *size,
                 FishKind        *kind)
{
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_X_WING:
      *size = 2, *kind = FISH_BASIC;
      return TRUE;
    case SUDOKU_TECHNIQUE_SWORDFISH:
      *size = 3, *kind = FISH_BASIC;
      return TRUE;
    case SUDOKU_TECHNIQUE_JELLYFISH:
      *size = 4, *kind = FISH_BASIC;
      return TRUE;
    case SUDOKU_TECHNIQUE_FINNED_X_WING:
      *size = 2, *kind = FISH_FINNED;
      return TRUE;
    case SUDOKU_TECHNIQUE_FINNED_SWORDFISH:
      *size = 3, *kind = FISH_FINNED;
      return TRUE;
    case SUDOKU_TECHNIQUE_FINNED_JELLYFISH:
      *size = 4, *kind = FISH_FINNED;
      return TRUE;
    case SUDOKU_TECHNIQUE_SASHIMI_X_WING:
      *size = 2, *kind = FISH_SASHIMI;
      return TRUE;
    case SUDOKU_TECHNIQUE_SASHIMI_SWORDFISH:
      *size = 3, *kind = FISH_SASHIMI;
      return TRUE;
    case SUDOKU_TECHNIQUE_SASHIMI_JELLYFISH:
      *size = 4, *kind = FISH_SASHIMI;
      return TRUE;
    default:
      return FALSE;
    }
}

static inline guint
line_house (gboolean rows,
            guint    line)
{
  return rows ? SUDOKU_ROW_HOUSE (line) : SUDOKU_COLUMN_HOUSE (line);
}

static gboolean
report_fish (FishSearch  *search,
             guint16      cover,
             SudokuCells  base,
             SudokuCells  covered,
             SudokuCells  fins,
             SudokuCells  eliminations)
{
  const SudokuTechniqueInfo *info = sudoku_technique_get_info (search->technique);
  SudokuStep *step = sudoku_step_new (search->technique);
  guint digit = search->digit;

  step->digits = SUDOKU_DIGIT_BIT (digit);
  step->se_rating = info->se_rating;

  for (guint i = 0; i < search->size; i++)
    sudoku_step_add_house (step, line_house (search->rows, search->chosen[i]));
  /* houses[] has room for the cover sets too only in an X-Wing; larger
   * fish keep just their base sets there rather than half their covers,
   * and the marks show the covers. */
  if (search->size == 2)
    {
      for (guint line = 0; line < 9; line++)
        if (cover & (1u << line))
          sudoku_step_add_house (step, line_house (!search->rows, line));
    }

  SUDOKU_CELLS_FOREACH (sudoku_cells_minus (base, fins), cell)
    sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_BASE, 0);
  SUDOKU_CELLS_FOREACH (fins, cell)
    sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_FIN, 0);
  SUDOKU_CELLS_FOREACH (sudoku_cells_minus (covered, base), cell)
    sudoku_step_add_mark (step, cell, digit, SUDOKU_ROLE_COVER, 0);

  SUDOKU_CELLS_FOREACH (eliminations, cell)
    sudoku_step_add_elimination (step, cell, digit);

  search->n_found++;
  return search->sink (step, search->user_data);
}

/* The chosen base lines span exactly the cover lines: every candidate of
 * the cover lines outside the base lines goes. */
static gboolean
check_basic (FishSearch  *search,
             guint16      spanned,
             SudokuCells  base)
{
  SudokuCells covered = SUDOKU_CELLS_EMPTY;
  SudokuCells eliminations;

  if ((guint) __builtin_popcount (spanned) != search->size)
    return FALSE;

  for (guint line = 0; line < 9; line++)
    if (spanned & (1u << line))
      covered = sudoku_cells_or (covered, search->cross_cells[line]);

  eliminations = sudoku_cells_minus (covered, base);
  if (sudoku_cells_is_empty (eliminations))
    return FALSE;
  return report_fish (search, spanned, base, covered, SUDOKU_CELLS_EMPTY, eliminations);
}

/* In a classic grid the fins of a fish that removes anything share one
 * box (see check_finned_classic()), so their cross lines lie in one band
 * of three: whether the lines @spanned leave room for that, all but at
 * most one band's lines being cover lines. Windows can join other cells,
 * so Windoku grids skip this shortcut. */
static inline gboolean
fins_may_share_box (const FishSearch *search,
                    guint16           spanned)
{
  guint size = search->size;

  if (search->grid->board.variant != SUDOKU_VARIANT_CLASSIC)
    return TRUE;
  return (guint) __builtin_popcount (spanned & ~0x007u) <= size ||
         (guint) __builtin_popcount (spanned & ~0x038u) <= size ||
         (guint) __builtin_popcount (spanned & ~0x1c0u) <= size;
}

/* The next larger number with as many bits set as @bits (Gosper's hack),
 * to walk through the combinations of a given size. */
static inline guint
next_combination (guint bits)
{
  guint lowest = bits & -bits;
  guint carried = bits + lowest;

  /* Dividing by @lowest, a power of two, is a shift; a division would
   * cost more than the rest of the loop. */
  return carried | (((carried ^ bits) >> __builtin_ctz (bits)) >> 2);
}

/* Whether some base line keeps at most one candidate inside the cover
 * lines: HoDoKu calls such a finned fish sashimi. */
static inline gboolean
is_sashimi (const FishSearch *search,
            guint16           cover)
{
  for (guint i = 0; i < search->size; i++)
    if (__builtin_popcount (search->positions[search->chosen[i]] & cover) <= 1)
      return TRUE;
  return FALSE;
}

/* check_finned() for a classic grid. There a cell outside the base lines
 * in a cover line sees a fin only through its box (the fin lies in
 * another row and another column), so a choice of cover lines removes
 * something only when its fins lie in one box, and then what it removes
 * is the cover candidates outside the base lines in that box. The fin
 * lines (the spanned lines left out of the cover) thus lie in one band;
 * they are walked in decreasing order, which puts the covers in the
 * increasing order of the general walk. */
static gboolean
check_finned_classic (FishSearch  *search,
                      guint16      spanned,
                      SudokuCells  base,
                      guint        n_fin_lines)
{
  const SudokuGrid *grid = search->grid;
  gboolean want_sashimi = search->kind == FISH_SASHIMI;

  for (gint band = 2; band >= 0; band--)
    {
      guint16 in_band = spanned & (0x007u << (3 * band));

      if ((guint) __builtin_popcount (in_band) < n_fin_lines)
        continue;
      /* Every subset of the band's spanned lines, largest first. */
      for (guint16 fin_lines = in_band;; fin_lines = (fin_lines - 1) & in_band)
        {
          if ((guint) __builtin_popcount (fin_lines) == n_fin_lines)
            {
              guint16 cover = spanned & ~fin_lines;
              SudokuCells fin_cells = SUDOKU_CELLS_EMPTY;
              SudokuCells covered = SUDOKU_CELLS_EMPTY;
              SudokuCells fins, box, eliminations;

              for (guint16 m = fin_lines; m; m &= m - 1)
                fin_cells = sudoku_cells_or (fin_cells, search->cross_cells[__builtin_ctz (m)]);
              fins = sudoku_cells_and (base, fin_cells);
              box = grid->house_cells[SUDOKU_BOX_HOUSE (sudoku_cell_box (sudoku_cells_first (fins)))];
              if (!sudoku_cells_is_empty (sudoku_cells_minus (fins, box)))
                goto next;

              for (guint16 m = cover; m; m &= m - 1)
                covered = sudoku_cells_or (covered, search->cross_cells[__builtin_ctz (m)]);
              eliminations = sudoku_cells_and (sudoku_cells_minus (covered, base), box);
              if (sudoku_cells_is_empty (eliminations))
                goto next;
              if (is_sashimi (search, cover) != want_sashimi)
                search->other_found = TRUE;
              else if (report_fish (search, cover, base, covered, fins, eliminations))
                return TRUE;
            }
        next:
          if (fin_lines == 0)
            break;
        }
    }
  return FALSE;
}

/* The chosen base lines span more lines than their number: each choice of
 * cover lines among those leaves the other base candidates as fins. */
static gboolean
check_finned (FishSearch  *search,
              guint16      spanned,
              SudokuCells  base)
{
  gboolean want_sashimi = search->kind == FISH_SASHIMI;
  guint8 spanned_lines[9];
  guint n_spanned = 0;
  guint choice, last;

  for (guint line = 0; line < 9; line++)
    if (spanned & (1u << line))
      spanned_lines[n_spanned++] = line;
  if (n_spanned <= search->size)
    return FALSE;
  if (search->grid->board.variant == SUDOKU_VARIANT_CLASSIC)
    return check_finned_classic (search, spanned, base, n_spanned - search->size);

  /* Every choice of size lines among the spanned ones: the bits of
   * choice pick entries of spanned_lines. */
  last = 1u << n_spanned;
  for (choice = (1u << search->size) - 1; choice < last; choice = next_combination (choice))
    {
      SudokuCells covered = SUDOKU_CELLS_EMPTY;
      SudokuCells fins, targets, eliminations;
      guint16 cover = 0;

      for (guint m = choice; m; m &= m - 1)
        {
          guint line = spanned_lines[__builtin_ctz (m)];

          cover |= 1u << line;
          covered = sudoku_cells_or (covered, search->cross_cells[line]);
        }

      targets = sudoku_cells_minus (covered, base);
      if (sudoku_cells_is_empty (targets))
        continue;
      fins = sudoku_cells_minus (base, covered);
      /* The targets every fin sees, one fin at a time, given up as soon
       * as none is left (most choices; the common peers of all the fins
       * first were two fifths of rating a hard Windoku puzzle). The
       * targets are outside the base, so no fin is among them. */
      eliminations = targets;
      SUDOKU_CELLS_FOREACH (fins, fin)
        {
          eliminations = sudoku_cells_and (eliminations, search->grid->peers[fin]);
          if (sudoku_cells_is_empty (eliminations))
            break;
        }
      if (sudoku_cells_is_empty (eliminations))
        continue;

      /* HoDoKu calls it sashimi when some base line, without its fins,
       * would keep one candidate or none. */
      if (is_sashimi (search, cover) != want_sashimi)
        {
          search->other_found = TRUE;
          continue;
        }

      if (report_fish (search, cover, base, covered, fins, eliminations))
        return TRUE;
    }

  return FALSE;
}

static gboolean
search_bases (FishSearch  *search,
              guint        depth,
              guint        from,
              guint16      spanned,
              SudokuCells  base)
{
  if (depth == search->size)
    {
      if (search->kind == FISH_BASIC)
        return check_basic (search, spanned, base);
      return check_finned (search, spanned, base);
    }

  for (guint i = from; i + (search->size - depth) <= search->n_lines; i++)
    {
      guint line = search->lines[i];
      guint16 next = spanned | search->positions[line];

      /* A basic fish can never span more lines than it has base lines,
       * and in a classic grid the fins of a useful finned fish lie in at
       * most three cross lines, of one band. */
      if ((guint) __builtin_popcount (next) > search->size + search->max_fin_lines ||
          (search->kind != FISH_BASIC && !fins_may_share_box (search, next)))
        continue;

      search->chosen[depth] = line;
      if (search_bases (search, depth + 1, i + 1, next,
                        sudoku_cells_or (base, search->base_cells[line])))
        return TRUE;
    }

  return FALSE;
}

static gboolean
search_digit (FishSearch *search)
{
  const SudokuGrid *grid = search->grid;
  SudokuCells digit_cells = grid->digit_cells[search->digit];

  search->n_lines = 0;
  for (guint line = 0; line < 9; line++)
    {
      SudokuCells cells = sudoku_cells_and (grid->house_cells[line_house (search->rows, line)],
                                            digit_cells);
      guint16 positions = 0;

      search->base_cells[line] = cells;
      search->cross_cells[line] =
        sudoku_cells_and (grid->house_cells[line_house (!search->rows, line)], digit_cells);
      SUDOKU_CELLS_FOREACH (cells, cell)
        positions |= 1u << (search->rows ? sudoku_cell_column (cell) : sudoku_cell_row (cell));
      search->positions[line] = positions;

      /* A line where the digit is placed takes no part; a basic fish
       * cannot use a line with more places than the fish has lines. */
      if (positions == 0)
        continue;
      if (search->kind == FISH_BASIC && (guint) __builtin_popcount (positions) > search->size)
        continue;
      search->lines[search->n_lines++] = line;
    }

  if (search->n_lines < search->size)
    return FALSE;
  return search_bases (search, 0, 0, 0, SUDOKU_CELLS_EMPTY);
}

gboolean
_sudoku_find_fish (const SudokuGrid *grid,
                   SudokuTechnique   technique,
                   SudokuStepSink    sink,
                   gpointer          user_data)
{
  FishSearch search = { 0 };
  SudokuDigitMemo *memo, *other_memo = NULL;

  g_assert (grid != NULL && sink != NULL);

  if (!technique_shape (technique, &search.size, &search.kind))
    return FALSE;

  search.grid = grid;
  if (search.kind == FISH_BASIC)
    search.max_fin_lines = 0;
  else if (grid->board.variant == SUDOKU_VARIANT_CLASSIC)
    search.max_fin_lines = 3;
  else
    search.max_fin_lines = 9;
  search.technique = technique;
  search.sink = sink;
  search.user_data = user_data;

  memo = _sudoku_digit_memo_get (technique);
  /* Finned and sashimi fish of one size walk the same choices and tell
   * them apart at the end: a search of one notes the other's digits too,
   * for the technique that comes next on the same grid. */
  if (search.kind == FISH_FINNED)
    other_memo = _sudoku_digit_memo_get (technique - SUDOKU_TECHNIQUE_FINNED_X_WING +
                                         SUDOKU_TECHNIQUE_SASHIMI_X_WING);
  else if (search.kind == FISH_SASHIMI)
    other_memo = _sudoku_digit_memo_get (technique - SUDOKU_TECHNIQUE_SASHIMI_X_WING +
                                         SUDOKU_TECHNIQUE_FINNED_X_WING);
  for (guint digit = 1; digit <= 9; digit++)
    {
      if (_sudoku_digit_memo_barren (memo, grid, digit))
        continue;
      search.digit = digit;
      search.n_found = 0;
      search.other_found = FALSE;
      for (guint orientation = 0; orientation < 2; orientation++)
        {
          search.rows = orientation == 0;
          if (search_digit (&search))
            {
              _sudoku_digit_memo_note (memo, grid, digit, FALSE);
              return TRUE;
            }
        }
      _sudoku_digit_memo_note (memo, grid, digit, search.n_found == 0);
      if (other_memo != NULL)
        _sudoku_digit_memo_note (other_memo, grid, digit, !search.other_found);
    }

  return FALSE;
}

/* Texts. */

/* "2, 7": the 1-based numbers of the lines in @mask. */
static char *
dup_line_numbers (guint16 mask)
{
  GString *text = g_string_new (NULL);

  for (guint line = 0; line < 9; line++)
    if (mask & (1u << line))
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        g_string_append_printf (text, "%u", line + 1);
      }
  return g_string_free (text, FALSE);
}

static char *
dup_cell_names (const SudokuStep *step,
                SudokuRole        role,
                guint            *n_cells)
{
  GString *text = g_string_new (NULL);

  *n_cells = 0;
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);
      g_autofree char *name = NULL;

      if (mark->role != role)
        continue;
      name = sudoku_cell_dup_name (mark->cell);
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, name);
      (*n_cells)++;
    }
  return g_string_free (text, FALSE);
}

static SudokuTechnique
basic_technique (guint size)
{
  switch (size)
    {
    case 2:
      return SUDOKU_TECHNIQUE_X_WING;
    case 3:
      return SUDOKU_TECHNIQUE_SWORDFISH;
    default:
      return SUDOKU_TECHNIQUE_JELLYFISH;
    }
}

char *
_sudoku_describe_fish (const SudokuStep  *step,
                       const SudokuBoard *before,
                       gboolean           full)
{
  const SudokuTechniqueInfo *info;
  const SudokuHouseList *houses;
  g_autofree char *base_text = NULL;
  g_autofree char *cover_text = NULL;
  g_autofree char *fins_text = NULL;
  g_autofree char *fins_phrase = NULL;
  g_autofree char *result = NULL;
  guint16 base = 0, cover = 0;
  guint16 kept[9] = { 0 };
  guint size, n_fins, digit;
  gboolean rows;
  FishKind kind;

  g_return_val_if_fail (step != NULL, NULL);

  if (!technique_shape (step->technique, &size, &kind) || step->digits == 0)
    return NULL;

  info = sudoku_technique_get_info (step->technique);
  /* Rows and columns have the same indices in every variant. */
  houses = sudoku_variant_get_houses (before != NULL ? before->variant : SUDOKU_VARIANT_CLASSIC);
  digit = (guint) __builtin_ctz (step->digits) + 1;
  rows = step->houses[0] >= 0 && step->houses[0] < 9;

  for (guint i = 0; i < size && i < G_N_ELEMENTS (step->houses); i++)
    if (step->houses[i] >= 0)
      base |= 1u << (rows ? step->houses[i] : step->houses[i] - 9);

  /* The cover lines are the cross lines of the base candidates that are
   * not fins; the base lines of a sashimi fish are found the same way. */
  for (guint i = 0; i < step->marks->len; i++)
    {
      const SudokuMark *mark = &g_array_index (step->marks, SudokuMark, i);
      guint line = rows ? sudoku_cell_row (mark->cell) : sudoku_cell_column (mark->cell);
      guint cross = rows ? sudoku_cell_column (mark->cell) : sudoku_cell_row (mark->cell);

      if (mark->role == SUDOKU_ROLE_BASE)
        {
          cover |= 1u << cross;
          kept[line]++;
        }
    }

  base_text = dup_line_numbers (base);
  cover_text = dup_line_numbers (cover);
  result = sudoku_step_dup_result (step);
  fins_text = dup_cell_names (step, SUDOKU_ROLE_FIN, &n_fins);

  if (!full)
    {
      g_autofree char *base_lines = g_strdup_printf (rows ? _("rows %s") : _("columns %s"),
                                                     base_text);
      g_autofree char *cover_lines = g_strdup_printf (rows ? _("columns %s") : _("rows %s"),
                                                      cover_text);

      if (kind == FISH_BASIC)
        /* TRANSLATORS: "X-Wing: 4 in rows 2, 7 / columns 3, 8 ⇒ r5c3<>4". */
        return g_strdup_printf (_("%s: %u in %s / %s ⇒ %s"), _(info->name), digit,
                                base_lines, cover_lines, result);

      fins_phrase = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "fin %s", "fins %s", n_fins),
                                     fins_text);
      /* TRANSLATORS: "Finned X-Wing: 4 in rows 2, 7 / columns 3, 8, fin r1c2 ⇒ r3c3<>4". */
      return g_strdup_printf (_("%s: %u in %s / %s, %s ⇒ %s"), _(info->name), digit,
                              base_lines, cover_lines, fins_phrase, result);
    }

  if (kind == FISH_BASIC)
    {
      if (rows)
        return g_strdup_printf (_("In rows %1$s, the %2$u can only go in columns %3$s. "
                                  "Each of these rows needs its own %2$u and no two of them "
                                  "can share a column, so every one of these columns gets "
                                  "its %2$u from one of these rows. No other cell of columns "
                                  "%3$s can be %2$u: %4$s."),
                                base_text, digit, cover_text, result);
      return g_strdup_printf (_("In columns %1$s, the %2$u can only go in rows %3$s. "
                                "Each of these columns needs its own %2$u and no two of them "
                                "can share a row, so every one of these rows gets its %2$u "
                                "from one of these columns. No other cell of rows %3$s can "
                                "be %2$u: %4$s."),
                              base_text, digit, cover_text, result);
    }
  else
    {
      const SudokuTechniqueInfo *basic_info = sudoku_technique_get_info (basic_technique (size));
      g_autofree char *text = NULL;

      fins_phrase = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the fin %s", "the fins %s",
                                                  n_fins),
                                     fins_text);
      if (rows)
        text = g_strdup_printf (_("In rows %1$s, the %2$u can only go in columns %3$s, "
                                  "except for %4$s. If no fin is the %2$u, the %5$s holds and "
                                  "columns %3$s get their %2$us from these rows. If a fin is "
                                  "the %2$u, it rules out the %2$u in every cell it sees. "
                                  "Either way, the cells of columns %3$s outside these rows "
                                  "that see every fin cannot be %2$u: %6$s."),
                                base_text, digit, cover_text, fins_phrase,
                                _(basic_info->name), result);
      else
        text = g_strdup_printf (_("In columns %1$s, the %2$u can only go in rows %3$s, "
                                  "except for %4$s. If no fin is the %2$u, the %5$s holds and "
                                  "rows %3$s get their %2$us from these columns. If a fin is "
                                  "the %2$u, it rules out the %2$u in every cell it sees. "
                                  "Either way, the cells of rows %3$s outside these columns "
                                  "that see every fin cannot be %2$u: %6$s."),
                                base_text, digit, cover_text, fins_phrase,
                                _(basic_info->name), result);

      if (kind == FISH_SASHIMI)
        {
          for (guint line = 0; line < 9; line++)
            if ((base & (1u << line)) && kept[line] <= 1)
              {
                g_autofree char *name =
                  sudoku_house_dup_name (&houses->houses[line_house (rows, line)]);
                g_autofree char *sashimi =
                  g_strdup_printf (_("Without the fins, %s would keep at most one place for "
                                     "the %u, so the fish alone would be degenerate: that "
                                     "makes it a sashimi fish."),
                                   name, digit);
                return g_strdup_printf (C_("sentences", "%s %s"), text, sashimi);
              }
        }

      return g_steal_pointer (&text);
    }
}
